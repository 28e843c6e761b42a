// The sandbox on a real Windows file system (project-roots.test.ts and atomic-write.test.ts check the same rules
// against a model of a Windows disk on every platform). These tests need Windows; the CI's Windows lane runs them
// with Windows Node under Wine.
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, parse } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PathOutsideRootsError, ProjectRoots } from './project-roots.ts';

const ON_WINDOWS = process.platform === 'win32';
if (!ON_WINDOWS) {
  console.log(`project-roots.win32.test.ts: skipped on ${process.platform}: drive letters, case-insensitive names and Windows path forms need a Windows file system (the CI's Windows lane runs it).`);
}

describe.skipIf(!ON_WINDOWS)('the sandbox on a Windows file system', () => {
  let root: string;
  let plant: string;

  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'Interlock Roots ')));
    plant = join(root, 'Plant Line');
    await mkdir(join(plant, 'pous'), { recursive: true });
    await writeFile(join(plant, 'pous', 'Main.st'), 'PROGRAM Main\nEND_PROGRAM\n');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('finds a path spelled in another case or with forward slashes, under the spelling on disk', async () => {
    const roots = new ProjectRoots(() => [root]);
    expect(await roots.resolveExisting(plant.toUpperCase())).toBe(plant);
    expect(await roots.resolveExisting(join(plant, 'POUS', 'main.ST').toLowerCase())).toBe(join(plant, 'pous', 'Main.st'));
    expect(await roots.resolveExisting(plant.replace(/\\/g, '/'))).toBe(plant);
    expect(await roots.resolveExisting('plant line')).toBe(plant);
    // A root configured in another case holds the same folders; new files keep the agent's spelling of the new part.
    const lowerRoot = new ProjectRoots(() => [root.toLowerCase()]);
    expect(await lowerRoot.resolveForCreate(join(plant, 'pous', 'Valve.st'))).toBe(join(plant, 'pous', 'Valve.st'));
    expect(await lowerRoot.contains(join(plant, 'pous'))).toBe(true);
  });

  it('keeps other drives, .. escapes, device paths, a longer folder name and data streams out', async () => {
    const roots = new ProjectRoots(() => [root]);
    const { root: drive } = parse(root); // e.g. C:\
    const otherDrive = `${drive[0]!.toUpperCase() === 'Z' ? 'Y' : 'Z'}:${root.slice(2)}`;
    for (const outside of [
      otherDrive,
      join(otherDrive, 'Plant Line'),
      `${plant}\\..\\..\\`,
      `${root}\\..`,
      `\\\\?\\${plant}`,
      `\\\\.\\${plant}`,
      `${root}X\\Plant Line`,
      drive,
    ]) {
      await expect(roots.resolveExisting(outside), outside).rejects.toThrow(PathOutsideRootsError);
      await expect(roots.resolveForCreate(join(outside, 'new.st')), outside).rejects.toThrow(PathOutsideRootsError);
    }
    await expect(roots.resolveExisting(`${join(plant, 'pous', 'Main.st')}:hidden`)).rejects.toThrow(/":" may only follow the drive letter/);
    await expect(roots.resolveForCreate(`${join(plant, 'pous', 'New.st')}:$DATA`)).rejects.toThrow(/":" may only follow the drive letter/);
  });
});
