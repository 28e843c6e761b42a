// Files only the person running Interlock may read: the token and the server record, and a data directory
// Interlock creates. POSIX: mode 0600 / 0700. Windows ignores mode bits, so there an explicit ACL does the same
// job: inheritance removed, full control for the current user's SID and nobody else (icacls). Inside %APPDATA%
// the inherited ACL already keeps other standard users out, but a --data-dir elsewhere (C:\Interlock inherits
// "Authenticated Users" from C:\) would leave the token readable by every local account.
import { execFile } from 'node:child_process';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/index.ts';

export type OwnerOnlyKind = 'file' | 'directory';

/** Windows' own tools by absolute path, so a program of the same name on PATH cannot stand in for them. */
function system32(program: string): string {
  return join(process.env.SystemRoot ?? process.env.windir ?? 'C:\\Windows', 'System32', program);
}

function run(program: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(system32(program), args, { windowsHide: true, timeout: 30_000, encoding: 'utf8' }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      resolve({ code, output: `${stdout}${stderr}`.trim() || (err?.message ?? '') });
    });
  });
}

/**
 * `whoami /user /fo csv /nh` prints `"DOMAIN\\name","S-1-5-21-…"`; a whoami that ignores the format options (Wine's)
 * prints the table form, whose last line is the name, spaces, the SID.
 */
export function parseWhoamiUser(output: string): { name: string; sid: string } | null {
  const match = /^"([^"]+)","(S-1-[\d-]+)"\s*$/m.exec(output) ?? /^(\S.*?)\s+(S-1-[\d-]+)\s*$/m.exec(output);
  return match?.[1] && match[2] ? { name: match[1], sid: match[2] } : null;
}

let currentUser: Promise<{ name: string; sid: string }> | null = null;

/** The account this process runs as (Windows only). */
export function currentWindowsUser(): Promise<{ name: string; sid: string }> {
  currentUser ??= run('whoami.exe', ['/user', '/fo', 'csv', '/nh']).then(({ code, output }) => {
    const user = code === 0 ? parseWhoamiUser(output) : null;
    if (!user) {
      currentUser = null;
      throw new Error(`Could not tell which Windows account runs Interlock (whoami /user: ${output || `exit code ${code}`})`);
    }
    return user;
  });
  return currentUser;
}

/** The icacls arguments that leave `path` to `sid` alone: no inherited entries, one full-control entry. */
export function icaclsOwnerOnlyArgs(path: string, sid: string, kind: OwnerOnlyKind): string[] {
  // (OI)(CI): files and folders created inside a directory inherit the same single entry.
  return [path, '/inheritance:r', '/grant:r', `*${sid}:${kind === 'directory' ? '(OI)(CI)F' : 'F'}`];
}

/** Restricts `path` to the current user: mode 0600/0700 on POSIX, an owner-only ACL on Windows. */
export async function restrictToOwner(path: string, kind: OwnerOnlyKind, platform: NodeJS.Platform = process.platform): Promise<void> {
  if (platform !== 'win32') {
    await chmod(path, kind === 'directory' ? 0o700 : 0o600);
    return;
  }
  const { sid } = await currentWindowsUser();
  const { code, output } = await run('icacls.exe', icaclsOwnerOnlyArgs(path, sid, kind));
  if (code !== 0) {
    throw new Error(
      `Could not restrict ${path} to the current user (icacls exit code ${code}: ${output}). ` +
        'Use a data directory on an NTFS drive (the default is %APPDATA%\\Interlock).',
    );
  }
}

/** Writes `text` atomically into a file only the owner may read (mode 0600; the owner-only ACL on Windows). */
export async function writeOwnerOnlyFile(path: string, text: string): Promise<void> {
  await writeFileAtomic(path, text, { mode: 0o600 });
  if (process.platform === 'win32') await restrictToOwner(path, 'file');
}

/** Creates the data directory readable by the owner only; one that already exists is left as the person set it. */
export async function makeOwnerOnlyDir(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true, mode: 0o700 });
  // POSIX: mode 0700 did it. Windows: the new folder inherited its parent's ACL; replace it.
  if (created !== undefined && process.platform === 'win32') await restrictToOwner(dir, 'directory');
}

export interface AclEntry {
  principal: string;
  rights: string;
}

/**
 * Parses `icacls <path>`: the first line is the path followed by its first entry, further entries are indented,
 * a blank line and a summary follow. `principal:(I)(F)` → { principal, rights: '(I)(F)' }.
 */
export function parseIcaclsListing(output: string, path: string): AclEntry[] {
  const entries: AclEntry[] = [];
  for (const [index, raw] of output.split(/\r?\n/).entries()) {
    let line = raw;
    if (index === 0) {
      if (!line.startsWith(path)) return [];
      line = line.slice(path.length);
    }
    line = line.trim();
    if (line === '') break;
    const split = line.lastIndexOf(':(');
    if (split <= 0) continue;
    entries.push({ principal: line.slice(0, split), rights: line.slice(split + 1) });
  }
  return entries;
}

/** The ACL of `path` as icacls lists it (Windows only; for checks and tests). */
export async function readAcl(path: string): Promise<AclEntry[]> {
  const { code, output } = await run('icacls.exe', [path]);
  if (code !== 0) throw new Error(`icacls ${path} failed (exit code ${code}): ${output}`);
  return parseIcaclsListing(output, path);
}
