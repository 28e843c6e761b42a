import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlessScript } from './headless-executor.ts';
import { asciiJson, codesysPythonDir, pythonSourceFiles, pythonUnicodeLiteral, ScriptLibrary, templateFiles } from './script-library.ts';
import { CODESYS_TEMPLATES } from '../index.ts';
import type { TemplateName } from './templates.ts';

const TEMPLATE_NAMES = Object.keys(CODESYS_TEMPLATES) as TemplateName[];

const execFileAsync = promisify(execFile);
const pythonDir = codesysPythonDir();
const library = new ScriptLibrary(pythonDir);

/** Compiles every given file with python3 in one process; returns the failures. */
async function compileWithPython3(files: string[]): Promise<string> {
  const program = 'import sys\nfor path in sys.argv[1:]:\n    try:\n        compile(open(path, "rb").read(), path, "exec")\n    except SyntaxError as e:\n        print(path, e)\n';
  const { stdout } = await execFileAsync('python3', ['-c', program, ...files]);
  return stdout;
}

describe('the Python that runs inside CODESYS', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'interlock-scripts-'));
  });
  afterAll(async () => rm(scratch, { recursive: true, force: true }));

  const sourceFiles = () => pythonSourceFiles(pythonDir);

  it('is pure ASCII: IronPython 2.7 rejects non-ASCII source without a coding line', async () => {
    for (const file of sourceFiles()) {
      const bytes = await readFile(file);
      const offending = bytes.findIndex((b) => b > 0x7f);
      expect(offending, `${file} has a non-ASCII byte at ${offending}`).toBe(-1);
      expect(bytes.toString('latin1'), `${file} uses an f-string`).not.toMatch(/\bf['"]/);
    }
  });

  it('has a template for every command the tools send, and no template the tools never send', async () => {
    const templates = [...templateFiles(pythonDir).keys()].sort();
    expect(templates).toEqual([...TEMPLATE_NAMES].sort());
  });

  it('compiles under python3, each file alone and each composed command script', async () => {
    const composed: string[] = [];
    for (const name of TEMPLATE_NAMES) {
      const path = join(scratch, `${name}.py`);
      await writeFile(path, headlessScript(library.script(name), join(scratch, 'Jürgen "x"\\params.json')));
      composed.push(path);
    }
    expect(await compileWithPython3([...(sourceFiles()), ...composed])).toBe('');
  });

  it('prepends the helpers a template names, with one __future__ import at the very top', () => {
    const script = library.script('write_object');
    expect(script.split('\n')[0]).toBe('from __future__ import print_function');
    expect(script.match(/from __future__ import/g)).toHaveLength(1);
    const order = ['\ndef to_text', '\ndef ensure_project_open', '\ndef find_object_by_path', '\ndef main(params)'].map((marker) => script.indexOf(marker));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(library.script('session_status')).not.toContain('def ensure_project_open');
    expect(/[^\x20-\x7e\n\t]/.test(script)).toBe(false);
  });

  it('fills the watcher with its session directory as an ASCII-escaped literal that python reads back exactly', async () => {
    const dir = 'C:\\Users\\Jürgen "Jo" Müller\\AppData\\Local\\Temp\\interlock-codesys\\1a2b';
    const watcher = library.watcher(dir, 'timer');
    expect(watcher).not.toContain('__INTERLOCK_IPC_DIR__');
    expect(watcher).toContain("\nWATCHER_MODE = 'timer'\n");
    expect(/[^\x00-\x7f]/.test(watcher)).toBe(false);
    const line = watcher.split('\n').find((l) => l.startsWith('IPC_DIR = '))!;
    const { stdout } = await execFileAsync('python3', ['-c', `import json\n${line}\nprint(json.dumps(IPC_DIR))`]);
    expect(JSON.parse(stdout)).toBe(dir);
    expect(pythonUnicodeLiteral('a😀')).toBe('u"a\\ud83d\\ude00"');
  });

  it('writes parameters as ASCII JSON that decodes to the same text, quotes, backslashes and emoji included', async () => {
    const value = { body: 'x := "a""b" \\ \'\'\' """ ü 中文 😀 \u0000 \u2028' };
    const json = asciiJson(value);
    expect(/[^\x00-\x7f]/.test(json)).toBe(false);
    const path = join(scratch, 'params.json');
    await writeFile(path, json);
    const { stdout } = await execFileAsync('python3', ['-c', `import json,sys\nv=json.load(open(sys.argv[1]))\nsys.stdout.write(json.dumps(v))`, path]);
    expect(JSON.parse(stdout)).toEqual(value);
  });
});
