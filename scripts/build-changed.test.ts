// What decides whether `npm start` rebuilds a part of dist/: the content of its inputs, never their times.
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsHash, PARTS } from './build-changed.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'interlock-build-inputs-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

describe('build inputs', () => {
  it('change with the content of any source file, a new file and a renamed one', async () => {
    const base = await tree({ 'src/a.ts': 'export const a = 1;\n', 'src/sub/b.ts': 'export const b = 2;\n', 'tsconfig.json': '{}' });
    const before = inputsHash(['src', 'tsconfig.json'], base);
    expect(inputsHash(['src', 'tsconfig.json'], base)).toBe(before);
    await writeFile(join(base, 'src/a.ts'), 'export const a = 3;\n');
    const edited = inputsHash(['src', 'tsconfig.json'], base);
    expect(edited).not.toBe(before);
    await writeFile(join(base, 'src/sub/c.ts'), '');
    expect(inputsHash(['src', 'tsconfig.json'], base)).not.toBe(edited);
    const renamed = await tree({ 'src/a2.ts': 'export const a = 1;\n', 'src/sub/b.ts': 'export const b = 2;\n', 'tsconfig.json': '{}' });
    expect(inputsHash(['src', 'tsconfig.json'], renamed)).not.toBe(before);
    await writeFile(join(base, 'tsconfig.json'), '{"x":1}');
    expect(inputsHash(['src', 'tsconfig.json'], base)).not.toBe(inputsHash(['src'], base));
  });

  it('ignore times, tests and Python caches, which change no build output', async () => {
    const base = await tree({ 'src/a.ts': 'export const a = 1;\n' });
    const before = inputsHash(['src'], base);
    await utimes(join(base, 'src/a.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    await writeFile(join(base, 'src/a.test.ts'), 'test');
    await mkdir(join(base, 'src/__pycache__'));
    await writeFile(join(base, 'src/__pycache__/x.pyc'), 'bytes');
    expect(inputsHash(['src'], base)).toBe(before);
  });

  it('cover what each part is built from: the shared contract and the lock file for every part', () => {
    for (const part of PARTS) expect(part.inputs, part.name).toEqual(expect.arrayContaining(['src-shared', 'package-lock.json', 'package.json']));
    expect(PARTS.find((p) => p.name === 'main')!.inputs).toEqual(expect.arrayContaining(['src-main', 'standins', 'tsconfig.build.json']));
    expect(PARTS.find((p) => p.name === 'renderer')!.inputs).toContain('src-renderer');
    expect(PARTS.find((p) => p.name === 'preload')!.inputs).toContain('src-preload');
  });
});
