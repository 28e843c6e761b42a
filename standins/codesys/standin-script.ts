// Runs a script headless in the CODESYS stand-in against a fresh copy of the Packaging fixture: how the stand-in's own
// tests check its scriptengine against the API the templates rely on.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

const execFileAsync = promisify(execFile);
const STANDIN = join(import.meta.dirname, 'CODESYS');
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
    const { stdout } = await execFileAsync(STANDIN, ['--noUI', ...profile, `--runscript=${path}`]);
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
  };
}
