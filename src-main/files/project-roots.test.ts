// Interlock's own data directory under a project root (a person who makes a root of their home folder): the token,
// the UI login key, the sessions and the audit stay out of every agent's reach; folders such as the demo workspace do not.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathOutsideRootsError, ProjectRoots } from './project-roots.ts';

let home: string;
let dataDir: string;
let roots: ProjectRoots;

beforeEach(async () => {
  home = await realpath(await mkdtemp(join(tmpdir(), 'interlock-home-')));
  dataDir = join(home, '.config', 'Interlock');
  await mkdir(join(dataDir, 'demo-workspace', 'bottling-line'), { recursive: true });
  await writeFile(join(dataDir, 'token'), 'secret-token\n');
  await writeFile(join(dataDir, 'ui-login.key'), 'secret-key\n');
  await writeFile(join(dataDir, 'demo-workspace', 'bottling-line', 'main.st'), 'PROGRAM main\nEND_PROGRAM\n');
  await mkdir(join(home, 'plant'), { recursive: true });
  await mkdir(join(dataDir, 'audit', 'blobs'), { recursive: true });
  await writeFile(join(dataDir, 'audit', 'blobs', 'abc'), 'PROGRAM old\n');
  roots = new ProjectRoots(() => [home], { protectedState: () => ({ dataDir, stateFolders: ['audit', 'logs'] }) });
});
afterEach(async () => rm(home, { recursive: true, force: true }));

describe('the data directory under a project root', () => {
  it('refuses its files like anything outside the roots, in the same words', async () => {
    for (const secret of ['token', 'ui-login.key', 'missing-file', join('audit', 'blobs', 'abc')]) {
      const refused = await roots.resolveExisting(join(dataDir, secret)).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(PathOutsideRootsError);
      expect((refused as Error).message).toBe(new PathOutsideRootsError(join(dataDir, secret), [home]).message);
    }
    await expect(roots.resolveExisting(dataDir)).rejects.toBeInstanceOf(PathOutsideRootsError);
    await expect(roots.resolveForCreate(join(dataDir, 'audit', 'new.st'))).rejects.toBeInstanceOf(PathOutsideRootsError);
    expect(await roots.contains(join(dataDir, 'token'))).toBe(false);
  });

  it('refuses a link inside a project that leads into it', async () => {
    await symlink(dataDir, join(home, 'plant', 'config'));
    await expect(roots.resolveExisting(join(home, 'plant', 'config', 'token'))).rejects.toBeInstanceOf(PathOutsideRootsError);
  });

  it('keeps the demo workspace in it, and everything else under the root, reachable', async () => {
    const demo = join(dataDir, 'demo-workspace', 'bottling-line', 'main.st');
    expect(await roots.resolveExisting(demo)).toBe(demo);
    expect(await roots.contains(demo)).toBe(true);
    expect(await roots.resolveForCreate(join(home, 'plant', 'new.st'))).toBe(join(home, 'plant', 'new.st'));
  });
});
