// What Interlock remembers of a CODESYS project between runs (the person's watch list, the code of the last
// download): written atomically into the data directory, bounded, and a damaged file is set aside, never fatal.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_KEPT_CODE_CHARS, OnlineMemory, ONLINE_MEMORY_FOLDER } from './online-memory.ts';

const HASH = 'a'.repeat(64);

describe('OnlineMemory', () => {
  let dataDir: string;
  let warnings: string[];
  const memory = () => new OnlineMemory({ dataDir, key: (p) => p, warn: (m) => warnings.push(m) });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-online-memory-'));
    warnings = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the watch list and the last download of each project for the next run, owner-only', async () => {
    const first = memory();
    expect(await first.load('/p/A.project')).toEqual({ watch: [], lastDownload: null });
    await first.update('/p/A.project', (m) => ({ ...m, watch: ['PLC_PRG.counter', 'GVL.axes[2].pos'] }));
    await first.update('/p/A.project', (m) => ({ ...m, lastDownload: { at: 1000, kind: 'download', hash: HASH, text: 'PROGRAM PLC_PRG' } }));
    await first.update('/p/B.project', (m) => ({ ...m, watch: ['GVL.b'] }));

    const next = memory();
    expect(await next.load('/p/A.project')).toEqual({ watch: ['PLC_PRG.counter', 'GVL.axes[2].pos'], lastDownload: { at: 1000, kind: 'download', hash: HASH, text: 'PROGRAM PLC_PRG' } });
    expect((await next.load('/p/B.project')).watch).toEqual(['GVL.b']);
    const files = await readdir(join(dataDir, ONLINE_MEMORY_FOLDER));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(files.some((f) => f.includes('tmp'))).toBe(false);
    if (process.platform !== 'win32') expect((await stat(next.fileOf('/p/A.project'))).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([]);
  });

  it('writes one project\'s changes in order: the last one wins on disk', async () => {
    const m = memory();
    await Promise.all(['GVL.a', 'GVL.b', 'GVL.c'].map((e, i) => m.update('/p/A.project', (old) => ({ ...old, watch: [...old.watch, e].slice(0, i + 1) }))));
    expect((await memory().load('/p/A.project')).watch).toEqual(['GVL.a', 'GVL.b', 'GVL.c']);
  });

  it.each([
    ['not JSON', '{"version": 1, "project": '],
    ['an expression that is not one', JSON.stringify({ version: 1, project: '/p/A.project', watch: ['x := 1'], lastDownload: null })],
    ['a foreign format', JSON.stringify({ version: 2, project: '/p/A.project', watch: [], lastDownload: null })],
    ['too many expressions', JSON.stringify({ version: 1, project: '/p/A.project', watch: Array.from({ length: 101 }, (_, i) => `GVL.v${i}`), lastDownload: null })],
  ])('sets a damaged file aside (%s), reports it, and starts afresh', async (_what, content) => {
    const m = memory();
    await mkdir(m.folder, { recursive: true });
    await writeFile(m.fileOf('/p/A.project'), content);
    expect(await m.load('/p/A.project')).toEqual({ watch: [], lastDownload: null });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/\/p\/A\.project .*could not be read: .*It was moved to .*\.corrupt-/);
    const aside = (await readdir(m.folder)).filter((f) => f.includes('.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(m.folder, aside[0]!), 'utf8')).toBe(content);
    // The next change writes a fresh file, and the damaged one stays aside for the person.
    await m.update('/p/A.project', (old) => ({ ...old, watch: ['GVL.ok'] }));
    expect((await memory().load('/p/A.project')).watch).toEqual(['GVL.ok']);
  });

  it('reports a file it cannot write, without failing the caller', async () => {
    await writeFile(join(dataDir, ONLINE_MEMORY_FOLDER), 'a file where the folder should be');
    await memory().update('/p/A.project', (m) => ({ ...m, watch: ['GVL.a'] }));
    // Windows reports a path through a file as missing (ENOENT), which is no reason to warn: nothing was kept there.
    const readWarning = process.platform === 'win32' ? [] : [expect.stringMatching(/could not read what it kept of \/p\/A\.project \(ENOTDIR/)];
    expect(warnings).toEqual([...readWarning, expect.stringMatching(/could not keep the watch list and last download of \/p\/A\.project for its next start: /)]);
  });

  it('bounds the kept code: the schema refuses a text over the limit', async () => {
    const m = memory();
    await mkdir(m.folder, { recursive: true });
    const tooLong = JSON.stringify({ version: 1, project: '/p/A.project', watch: [], lastDownload: { at: 1, kind: 'download', hash: HASH, text: 'x'.repeat(MAX_KEPT_CODE_CHARS + 1) } });
    await writeFile(m.fileOf('/p/A.project'), tooLong);
    expect((await m.load('/p/A.project')).lastDownload).toBeNull();
    expect(warnings[0]).toMatch(/moved to/);
  });
});
