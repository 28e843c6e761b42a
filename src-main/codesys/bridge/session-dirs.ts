// The folders CODESYS and Interlock share: `<tmp>/interlock-codesys/<sessionId>/` for a persistent CODESYS and
// `headless-*` for one-shot runs. Each records its Interlock process in owner.json, so a later Interlock can tell
// the folders of a crashed run (removed) from those still in use by a running Interlock or CODESYS (kept).
import { access, constants, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { ToolError } from '../../core/index.ts';
import { isProcessAlive } from '../../os-process/index.ts';

export const OWNER_FILE = 'owner.json';
export const READY_FILE = 'ready.signal';

export function defaultSessionBaseDir(): string {
  return join(tmpdir(), 'interlock-codesys');
}

export async function writeOwner(dir: string): Promise<void> {
  await writeFile(join(dir, OWNER_FILE), JSON.stringify({ interlockPid: process.pid, createdAt: Date.now() }));
}

async function readPid(path: string, field: string): Promise<number | null> {
  try {
    const value = (JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Removes session folders whose Interlock and CODESYS have both gone. Returns the folders removed. */
export async function cleanStaleSessions(baseDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(baseDir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const dir = join(baseDir, name);
    const owner = await readPid(join(dir, OWNER_FILE), 'interlockPid');
    if (owner !== null && isProcessAlive(owner)) continue;
    const codesys = await readPid(join(dir, READY_FILE), 'pid');
    if (codesys !== null && isProcessAlive(codesys)) continue; // its CODESYS still runs; the watcher may still use it
    if (owner === null && codesys === null) {
      // Without owner.json it may be a folder another Interlock is creating right now.
      const info = await stat(dir).catch(() => null);
      if (info && Date.now() - info.mtimeMs < 60_000) continue;
    }
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** The configured CODESYS executable, checked; a ToolError that says what to fix otherwise. */
export async function validateExecutable(path: string): Promise<string> {
  if (path.trim() === '') {
    throw new ToolError(
      'No CODESYS executable is configured. Set Settings → CODESYS → Executable path to CODESYS.exe, e.g. C:\\Program Files\\CODESYS 3.5.21.50\\CODESYS\\Common\\CODESYS.exe.',
    );
  }
  if (!isAbsolute(path)) throw new ToolError(`The CODESYS executable path must be absolute: ${path}`);
  const info = await stat(path).catch(() => null);
  if (!info) throw new ToolError(`The CODESYS executable ${path} does not exist. Check Settings → CODESYS → Executable path.`);
  if (!info.isFile()) throw new ToolError(`The CODESYS executable path ${path} is not a file.`);
  if (process.platform !== 'win32') {
    await access(path, constants.X_OK).catch(() => {
      throw new ToolError(`The CODESYS executable ${path} is not executable.`);
    });
  }
  return path;
}
