// The Python lint of `npm run lint` finds what it is there for, in the stand-ins and in CODESYS scripts as composed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesysPythonDir, templateFiles } from '../src-main/codesys/bridge/script-library.ts';
import { lintPython } from './lint-python.ts';

let dir: string;
let codesys: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lint-python-'));
  codesys = join(dir, 'codesys');
  // The Python that runs inside CODESYS, laid out as the script library expects it.
  await cp(codesysPythonDir(), codesys, { recursive: true, filter: (source) => !/\.(ts|md|json)$/.test(source) });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

describe('lint-python', () => {
  it('finds nothing in the copy of the real sources, then each planted fault where it was planted', async () => {
    const standin = join(dir, 'standin.py');
    await writeFile(standin, 'import json\n\n\ndef answer():\n    return json.dumps(42)\n');
    const quiet = lintPython({ standins: [standin], codesysDir: codesys });
    expect(quiet).toEqual([]);

    await writeFile(standin, 'import json\n\n\ndef answer():\n    return fourty_two\n');
    const template = templateFiles(codesys).get('read_object')!;
    await edit(template, (text) => text.replace(/\ndef main\(params\):\n/, '\ndef main(params):\n    frobnicate(params)\n'));
    const helper = join(codesys, 'python-helpers', 'common.py');
    await edit(helper, (text) => text.replace('import json\n', 'import json\nimport glob\n'));
    const watcher = join(codesys, 'bridge', 'watcher.py');
    await edit(watcher, (text) => `${text}\n\ndef legacy():\n    print "IronPython 2 only"\n`);

    const found = lintPython({ standins: [standin], codesysDir: codesys }).map(({ file, code, message, script }) => ({ file: relative(dir, join(process.cwd(), file)), code, message, script }));
    expect(found).toEqual(
      expect.arrayContaining([
        { file: 'standin.py', code: 'F401', message: '`json` imported but unused', script: undefined },
        { file: 'standin.py', code: 'F821', message: 'Undefined name `fourty_two`', script: undefined },
        { file: relative(dir, template), code: 'F821', message: 'Undefined name `frobnicate`', script: 'read_object' },
        { file: 'codesys/python-helpers/common.py', code: 'F401', message: '`glob` imported but unused', script: undefined },
        { file: 'codesys/bridge/watcher.py', code: 'invalid-syntax', message: expect.stringMatching(/statements must be separated/), script: undefined },
      ]),
    );
    expect(found.filter((f) => f.code === 'invalid-syntax')).toHaveLength(1);
    // A name a helper defines is defined in every script that has the helper, and is reported once per line.
    expect(found.filter((f) => f.message.includes('frobnicate'))).toHaveLength(1);
    expect(found.filter((f) => f.message.includes('to_text'))).toEqual([]);
  });

  it('holds every Python file to 800 lines and to the wider rules (Bugbear, pycodestyle, Pylint errors)', async () => {
    const wide = join(dir, 'wide.py');
    const long = join(dir, 'long.py');
    const full = join(dir, 'full.py');
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `X${i} = ${i}\n`).join('');
    await writeFile(wide, 'import re\n\n\ndef collect(item, into=[]):\n    into.append(item)\n    return re.match("\\d", item)\n');
    await writeFile(long, lines(801));
    await writeFile(full, lines(800));
    const found = lintPython({ standins: [wide, long, full], tools: [], codesysDir: codesys })
      .filter((f) => !f.file.includes('codesys'))
      .map(({ file, code }) => `${relative(dir, join(process.cwd(), file))} ${code}`);
    expect(found.sort()).toEqual(['long.py max-lines', 'wide.py B006', 'wide.py W605']);
  });
});
