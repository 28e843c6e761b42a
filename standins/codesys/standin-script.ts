// Runs a script headless in the CODESYS stand-in against a fresh copy of the Packaging fixture: how the stand-in's own
// tests check its scriptengine against the API the templates rely on.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

const execFileAsync = promisify(execFile);
export const STANDIN = join(import.meta.dirname, 'CODESYS');

/**
 * Runs a stand-in (or any program) and returns its output; when it fails, the error says why: the exit code or the
 * signal that ended it, its stderr and the end of its stdout (the real CODESYS writes a script's traceback to
 * stdout's message view as often as to stderr). Node's own error says only "Command failed: <command line>" plus
 * stderr, which is nothing when the process was killed or wrote its failure elsewhere.
 */
export async function runProgram(file: string, args: string[], options: { env?: NodeJS.ProcessEnv; maxBuffer?: number } = {}): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(file, args, { maxBuffer: 16 * 1024 * 1024, ...options });
  } catch (err) {
    throw new Error(describeFailure(file, args, err), { cause: err });
  }
}

export function describeFailure(file: string, args: string[], err: unknown): string {
  const e = err as { code?: unknown; signal?: unknown; killed?: boolean; stdout?: string; stderr?: string; message?: string };
  const ended = typeof e.code === 'number' ? `exit code ${e.code}` : e.signal ? `killed by ${String(e.signal)}` : `did not run (${String(e.code ?? e.message)})`;
  const stderr = (e.stderr ?? '').trimEnd();
  const stdoutTail = (e.stdout ?? '').trimEnd().split('\n').slice(-20).join('\n');
  return [
    `${[file, ...args].join(' ')}: ${ended}`,
    `stderr: ${stderr ? `\n${stderr}` : '(empty)'}`,
    `stdout (last lines): ${stdoutTail ? `\n${stdoutTail}` : '(empty)'}`,
  ].join('\n');
}
const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'codesys', 'Packaging.project');

/**
 * A runner for one test file (its temp folder lives as long as the file's tests): `body` sees `proj` and `app` (the
 * fixture's copy and its active application) and prints one JSON value last, which the runner returns.
 */
export function standinScriptRunner(prefix: string): (body: string, options?: { profile?: string }) => Promise<unknown> {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  return async (body, options = {}) => {
    const name = Math.random().toString(36).slice(2);
    const path = join(dir, `${name}.py`);
    await writeFile(
      path,
      `import json, shutil
shutil.copyfile(${JSON.stringify(FIXTURE)}, ${JSON.stringify(join(dir, `${name}.project`))})
proj = projects.open(${JSON.stringify(join(dir, `${name}.project`))})
app = proj.active_application
${body}`,
    );
    const profile = options.profile ? [`--profile=${options.profile}`] : [];
    const { stdout } = await runProgram(STANDIN, ['--noUI', ...profile, `--runscript=${path}`]);
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
  };
}
