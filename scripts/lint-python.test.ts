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

  it('holds the wider rules and the 800-line cap: a bare except, an assigned lambda, an invalid escape, a long file', async () => {
    const standin = join(dir, 'wider.py');
    const body = 'import re\n\n\ndef parse(text):\n    pattern = re.compile("\\d+\\.")\n    try:\n        return pattern.match(text)\n    except:\n        return None\n\n\nsquare = lambda x: x * x\n';
    await writeFile(standin, body + '#\n'.repeat(800));
    const found = lintPython({ standins: [standin], codesysDir: codesys }).filter((f) => f.file.endsWith('wider.py')).map((f) => f.code).sort();
    expect(found).toEqual(['E722', 'E731', 'W605', 'W605', 'max-lines']); // \d and \. are each an invalid escape
  });
});
