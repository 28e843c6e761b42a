// Which program `openplc-cli` is and how to start it, as pure functions of the platform, the environment and the
// file system (all injected, so the Windows rules are tested on Linux too).
//
// On Windows the CLI's launcher is `openplc-cli.cmd` (installed by `openplc-cli install-cli`). Node refuses to spawn
// a .cmd or .bat without a shell (EINVAL since 20.12), and its own PATH search tries only .com and .exe. So a bare
// name is looked up here through PATH and PATHEXT, and a batch launcher is run through cmd.exe with a command line
// built here. cmd.exe expands `%VAR%` even inside quotes and the launcher re-parses its `%*`, so an argument holding a
// character cmd interprets is refused with a clear error instead of being passed on.
import { constants } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import { posix, win32 } from 'node:path';

export interface CliHost {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** What is at `path`, following symlinks; null when nothing is. */
  kind(path: string): Promise<'file' | 'directory' | 'other' | null>;
  /** Whether the current user may execute the file (POSIX; not asked on Windows, where the extension decides). */
  executable(path: string): Promise<boolean>;
  /** A small text file (a batch launcher), or null when it cannot be read. */
  readText?(path: string): Promise<string | null>;
}

export type CliResolution = { ok: true; path: string } | { ok: false; problem: string };

export interface CliSpawnPlan {
  file: string;
  args: string[];
  /** Windows: `args` are already quoted for the command line; pass them verbatim, with `argv0` as program name. */
  windowsVerbatimArguments: boolean;
  argv0?: string;
}

const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';
const BATCH = /\.(cmd|bat)$/i;
/** What cmd.exe (or the launcher's own `%*`) would interpret, even inside double quotes. */
const CMD_SPECIAL = /[%^&|<>"!\r\n\0]/;

/** A variable of `env`, by name case-insensitively on Windows (where `Path` and `PATH` are the same). */
export function envValue(host: Pick<CliHost, 'platform' | 'env'>, name: string): string | undefined {
  if (host.platform !== 'win32') return host.env[name];
  const key = Object.keys(host.env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : host.env[key];
}

function pathApi(platform: NodeJS.Platform) {
  return platform === 'win32' ? win32 : posix;
}

function pathExtensions(host: Pick<CliHost, 'platform' | 'env'>): string[] {
  return (envValue(host, 'PATHEXT') || DEFAULT_PATHEXT)
    .split(';')
    .map((e) => e.trim().toUpperCase())
    .filter((e) => /^\.\w+$/.test(e));
}

/**
 * The program `cliPath` names: an absolute path as given (on Windows also with a PATHEXT extension added, as cmd
 * does), or a bare name found on PATH. Otherwise what is wrong, in words the person can act on.
 */
export async function resolveCliPath(cliPath: string, host: CliHost): Promise<CliResolution> {
  const name = cliPath.trim();
  const path = pathApi(host.platform);
  if (name === '') return { ok: false, problem: 'No openplc-cli is configured.' };
  const hasSeparator = host.platform === 'win32' ? /[\\/]/.test(name) : name.includes('/');
  if (hasSeparator || path.isAbsolute(name)) {
    if (!path.isAbsolute(name)) {
      return { ok: false, problem: `"${name}" is a relative path; give the full path of openplc-cli or just its name to look it up on PATH.` };
    }
    return checkCandidates(candidates(name, host), name, host);
  }
  const searchPath = (envValue(host, 'PATH') ?? '').split(host.platform === 'win32' ? ';' : ':').filter((d) => d.trim() !== '');
  let lastProblem: string | null = null;
  for (const dir of searchPath) {
    const found = await checkCandidates(candidates(path.join(dir.trim().replace(/^"(.*)"$/, '$1'), name), host), name, host, true);
    if (found.ok) return found;
    if (found.problem !== '') lastProblem = found.problem;
  }
  const folders = `${searchPath.length} folder${searchPath.length === 1 ? '' : 's'}`;
  const where = host.platform === 'win32' ? `PATH (${folders}, extensions ${pathExtensions(host).join(' ')})` : `PATH (${folders})`;
  return { ok: false, problem: lastProblem ?? `"${name}" was not found on ${where}.` };
}

/** The file names a name stands for: itself, and on Windows itself plus each PATHEXT extension. */
function candidates(file: string, host: CliHost): string[] {
  if (host.platform !== 'win32') return [file];
  const extensions = pathExtensions(host);
  if (extensions.includes(win32.extname(file).toUpperCase())) return [file];
  // The name as written comes last: found alone it is reported as a file Windows cannot start.
  return [...extensions.map((ext) => file + ext.toLowerCase()), file];
}

/**
 * The first candidate that is a program. `quiet`: during a PATH search, report only a problem worth more than
 * "not found" (a folder or an unusable file by that name), as '' otherwise.
 */
async function checkCandidates(files: string[], name: string, host: CliHost, quiet = false): Promise<CliResolution> {
  let problem: string | null = null;
  for (const file of files) {
    const kind = await host.kind(file);
    if (kind === null) continue;
    if (kind === 'directory') {
      problem ??= `${file} is a folder, not the openplc-cli program.`;
      continue;
    }
    if (kind === 'other') {
      problem ??= `${file} is not a regular file.`;
      continue;
    }
    if (host.platform === 'win32') {
      const ext = win32.extname(file).toUpperCase();
      if (!pathExtensions(host).includes(ext)) {
        problem ??= `${file} is not a program Windows can start (its extension "${ext || '(none)'}" is not one of PATHEXT: ${pathExtensions(host).join(' ')}).`;
        continue;
      }
    } else if (!(await host.executable(file))) {
      problem ??= `${file} is not executable (chmod +x it, or point the setting at the real program).`;
      continue;
    }
    return { ok: true, path: file };
  }
  if (problem) return { ok: false, problem };
  return { ok: false, problem: quiet ? '' : `${name} does not exist.` };
}

/**
 * How to start the resolved program with `args`. A Windows batch launcher runs as
 * `cmd.exe /d /s /v:off /c ""launcher" "arg" …"`. When an argument holds a character cmd would interpret, the
 * launcher is bypassed if `launcherText` shows it only starts one program with fixed arguments and `%*`; otherwise
 * the argument is refused (the error names the character).
 */
export function cliSpawnPlan(program: string, args: readonly string[], host: Pick<CliHost, 'platform' | 'env'>, launcherText?: string | null): CliSpawnPlan {
  if (host.platform !== 'win32' || !BATCH.test(program)) return { file: program, args: [...args], windowsVerbatimArguments: false };
  for (const arg of [program, ...args]) {
    const special = CMD_SPECIAL.exec(arg);
    const target = special && launcherText ? launcherTarget(launcherText, program) : null;
    if (target) return { file: target.program, args: [...target.args, ...args], windowsVerbatimArguments: false };
    if (special) {
      const shown = special[0] === '\r' || special[0] === '\n' ? 'a line break' : special[0] === '\0' ? 'a NUL character' : `"${special[0]}"`;
      throw new CmdArgumentError(
        `Cannot run the openplc-cli launcher ${win32.basename(program)}: ${JSON.stringify(arg)} contains ${shown}, which cmd.exe would interpret. ` +
          'Rename or move the project so its path has no % ^ & | < > ! or quote characters, or set Settings → OpenPLC → CLI path (openplc.cliPath) to the program the launcher starts.',
      );
    }
  }
  const comspec = envValue(host, 'ComSpec') || win32.join(envValue(host, 'SystemRoot') || 'C:\\Windows', 'System32', 'cmd.exe');
  const line = [program, ...args].map(quoteForCmd).join(' ');
  return { file: comspec, args: ['/d', '/s', '/v:off', '/c', `"${line}"`], windowsVerbatimArguments: true, argv0: quoteForCmd(comspec) };
}

/** Lines of a batch file that only set up the console or end it. */
const BATCH_BOILERPLATE = /^@?(?:echo\s+off|rem(?:\s.*)?|::.*|setlocal|endlocal|exit\s+\/b(?:\s+%errorlevel%|\s+\d+)?)$/i;
/** `"<folder>\program.exe" "fixed" args %*`: the launcher's one command, passing on all its arguments. */
const LAUNCH_LINE = /^@?"((?:[^"%]|%~dp0)*)"((?:\s+"(?:[^"%]|%~dp0)*"|\s+(?:[^\s"%]|%~dp0)+)*)\s+%\*$/i;

/**
 * The program a launcher starts and the arguments it puts before `%*`, when the launcher is nothing but that one
 * command (`%~dp0` is the launcher's folder); null for anything more complex, which only cmd.exe can run.
 */
export function launcherTarget(text: string, launcher: string): { program: string; args: string[] } | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !BATCH_BOILERPLATE.test(l));
  const command = lines.length === 1 ? LAUNCH_LINE.exec(lines[0]!) : null;
  if (!command) return null;
  const folder = win32.dirname(launcher);
  const expand = (text: string) => text.replace(/%~dp0\\?/gi, `${folder}\\`);
  const program = win32.normalize(expand(command[1]!));
  if (!win32.isAbsolute(program) || !/\.(exe|com)$/i.test(program)) return null;
  const args = [...command[2]!.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => expand(m[1] ?? m[2]!));
  return { program, args };
}

/**
 * One argument, double-quoted for the program the launcher hands it to: with no quote inside (refused above), only
 * trailing backslashes need doubling so they do not escape the closing quote.
 */
function quoteForCmd(arg: string): string {
  const trailing = /\\*$/.exec(arg)![0].length;
  return `"${arg}${'\\'.repeat(trailing)}"`;
}

export class CmdArgumentError extends Error {}

/** The host this process runs on. */
export function nodeCliHost(): CliHost {
  return {
    platform: process.platform,
    env: process.env,
    kind: async (path) => {
      const info = await stat(path).catch(() => null);
      return info === null ? null : info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other';
    },
    executable: (path) => access(path, constants.X_OK).then(() => true, () => false),
    readText: (path) => readFile(path, 'utf8').catch(() => null),
  };
}

/** What is wrong with the configured CLI path; null when it names a program that can be started. */
export async function cliPathProblem(cliPath: string, host: CliHost): Promise<string | null> {
  const resolved = await resolveCliPath(cliPath, host);
  return resolved.ok ? null : resolved.problem;
}
