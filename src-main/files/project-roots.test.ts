// Interlock's own data directory under a project root (a person who makes a root of their home folder): the token,
// the UI login key, the sessions and the audit stay out of every agent's reach; folders such as the demo workspace do not.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import nodePath, { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathNameTooLongError, PathOutsideRootsError, ProjectRoots } from './project-roots.ts';

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

describe('a name or path longer than the OS takes', () => {
  const tooLong = /name too long/;

  it('is refused as too long, not as outside the roots, for existing and new paths alike', async () => {
    const plant = join(home, 'plant');
    // Windows counts UTF-16 characters (255 a name, 32,767 a path); elsewhere UTF-8 bytes (255 a name, 4,095 a path).
    const windows = process.platform === 'win32';
    const twoByteName = 'ü'.repeat(windows ? 256 : 128);
    const deepPath = join(plant, ...Array.from({ length: windows ? 170 : 21 }, () => 'd'.repeat(200)));
    for (const requested of [join(plant, `${'x'.repeat(256)}.st`), join(plant, twoByteName), deepPath]) {
      for (const resolve of [(r: string) => roots.resolveExisting(r), (r: string) => roots.resolveForCreate(r)]) {
        const refused = await resolve(requested).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(PathNameTooLongError);
        expect((refused as Error).message).toMatch(tooLong);
        expect((refused as Error).message).not.toMatch(/outside/);
      }
    }
    // The longest name that fits is an ordinary new file.
    expect(await roots.resolveForCreate(join(plant, 'x'.repeat(255)))).toBe(join(plant, 'x'.repeat(255)));
    // 128 two-byte characters are 256 bytes: too long for Linux and macOS, an ordinary name for Windows.
    if (windows) expect(await roots.resolveForCreate(join(plant, 'ü'.repeat(128)))).toBe(join(plant, 'ü'.repeat(128)));
    // Outside the roots stays outside, whatever the length of the rest.
    await expect(roots.resolveForCreate(join(tmpdir(), 'elsewhere', 'a.st'))).rejects.toBeInstanceOf(PathOutsideRootsError);
  });

  it('says so when the file system itself refuses the length (a shorter limit than the OS), inside a root', async () => {
    const fs = {
      realpath: async (p: string) => p,
      lstat: async (p: string) => {
        if (p.endsWith('deep')) throw Object.assign(new Error('ENAMETOOLONG'), { code: 'ENAMETOOLONG' });
        return { isSymbolicLink: () => false, isDirectory: () => true };
      },
    };
    const narrow = new ProjectRoots(() => ['/plant'], { path: nodePath.posix, fs });
    await expect(narrow.resolveForCreate('/plant/deep')).rejects.toThrow(tooLong);
  });

  it('counts UTF-16 characters on Windows, where 255 of them make a name and 32,767 a path', async () => {
    const fs = { realpath: async (p: string) => p, lstat: async () => ({ isSymbolicLink: () => false, isDirectory: () => true }) };
    const windows = new ProjectRoots(() => ['C:\\Plant'], { path: nodePath.win32, fs });
    expect(await windows.resolveExisting(`C:\\Plant\\${'ü'.repeat(200)}`)).toBe(`C:\\Plant\\${'ü'.repeat(200)}`);
    await expect(windows.resolveExisting(`C:\\Plant\\${'x'.repeat(256)}`)).rejects.toThrow(tooLong);
    await expect(windows.resolveExisting(`C:\\Plant\\${Array.from({ length: 170 }, () => 'd'.repeat(200)).join('\\')}`)).rejects.toThrow(/whole path has .* characters, at most 32767/);
  });
});
