// Interlock's state folders in the data directory stay out of every agent's reach even when a project root holds the
// data directory (a person who makes a root of their home folder): the audit, the logs and what the CODESYS domain
// remembers of each project's last download (which a forged file could make a download card lie about).
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathOutsideRootsError } from '../files/index.ts';
import { startControlCenter, type ControlCenter } from './index.ts';

let home: string;
let dataDir: string;
let cc: ControlCenter | undefined;
beforeEach(async () => {
  home = await realpath(await mkdtemp(join(tmpdir(), 'interlock-home-')));
  dataDir = join(home, '.config', 'Interlock');
  await mkdir(join(home, 'plant'), { recursive: true });
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [home] }));
});
afterEach(async () => {
  await cc?.close();
  cc = undefined;
  await rm(home, { recursive: true, force: true });
});

describe('the data directory under a project root', () => {
  it('refuses paths into audit/, logs/ and codesys-online/, while the rest of the root stays reachable', async () => {
    cc = await startControlCenter({ dataDir, port: 0, demo: false });
    await mkdir(join(dataDir, 'codesys-online'), { recursive: true, mode: 0o700 });
    await writeFile(join(dataDir, 'codesys-online', '0123.json'), '{}');
    for (const inside of [join('codesys-online', '0123.json'), join('codesys-online', 'forged.json'), join('logs', 'x.log'), join('audit', 'blobs', 'abc')]) {
      await expect(cc.core.roots.resolveForCreate(join(dataDir, inside)), inside).rejects.toBeInstanceOf(PathOutsideRootsError);
    }
    expect(await cc.core.roots.contains(join(dataDir, 'codesys-online'))).toBe(false);
    expect(await cc.core.roots.resolveForCreate(join(home, 'plant', 'new.st'))).toBe(join(home, 'plant', 'new.st'));
  });
});
