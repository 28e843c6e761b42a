// Runs a python script headless in the CODESYS stand-in against a fresh copy of the Packaging fixture: what the
// stand-in's own tests use to check its API the way templates call it.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const STANDIN = join(import.meta.dirname, 'CODESYS');
export const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'codesys');

/**
 * Runs `body` with `proj` (the opened copy), `app` (its active application), `dev(name)` (the device of that name)
 * and `error(call)` (the message a call raises, or None) defined; the script prints one JSON value last.
 */
export async function runOnFixture(dir: string, body: string): Promise<unknown> {
  const name = Math.random().toString(36).slice(2);
  const path = join(dir, `${name}.py`);
  await writeFile(
    path,
    `import json, shutil
shutil.copyfile(${JSON.stringify(join(FIXTURES, 'Packaging.project'))}, ${JSON.stringify(join(dir, `${name}.project`))})
proj = projects.open(${JSON.stringify(join(dir, `${name}.project`))})
app = proj.active_application
def dev(name):
    return proj.find(name, True)[0]
def error(call):
    try:
        call()
        return None
    except Exception as e:
        return str(e)
${body}`,
  );
  const { stdout } = await execFileAsync(STANDIN, ['--noUI', `--runscript=${path}`]);
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}
