import { renameSync, symlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, win32 } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeInterruptedTempFiles, renameWithRetry, SandboxWriteError, STALE_TEMP_MS, tempStem, writeFileAtomic, WriteConflictError } from './atomic-write.ts';
import { contentHash } from './content-hash.ts';
import { jsonErrorWithoutContent } from './confined.ts';
import { isWithin, ProjectRoots } from './project-roots.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-files-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces the file, keeps its mode and returns the new hash, leaving no temp file', async () => {
    const path = join(dir, 'main.st');
    await writeFile(path, 'old');
    await chmod(path, 0o640);
    const hash = await writeFileAtomic(path, 'new', { expectedHash: contentHash('old') });
    expect(hash).toBe(contentHash('new'));
    expect(await readFile(path, 'utf8')).toBe('new');
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['main.st']);
  });

  it('refuses when the file changed since it was read, and changes nothing', async () => {
    const path = join(dir, 'main.st');
    await writeFile(path, 'edited by the person');
    await expect(writeFileAtomic(path, 'agent version', { expectedHash: contentHash('what the agent read') })).rejects.toBeInstanceOf(WriteConflictError);
    expect(await readFile(path, 'utf8')).toBe('edited by the person');
    expect(await readdir(dir)).toEqual(['main.st']);
  });

  it('with expectedHash null, creates a file only where none exists', async () => {
    const path = join(dir, 'new.st');
    await writeFileAtomic(path, 'first', { expectedHash: null, mode: 0o600 });
    await expect(writeFileAtomic(path, 'second', { expectedHash: null })).rejects.toThrow(/changed on disk/);
    expect(await readFile(path, 'utf8')).toBe('first');
  });

  it('writes transient files (CODESYS command files) atomically too (temp file and rename), without fsync or the read-back', async () => {
    const path = join(dir, '42.command.json');
    const boundaries: string[] = [];
    expect(await writeFileAtomic(path, '{"requestId":"42"}', { transient: true, onBoundary: (b) => boundaries.push(b) })).toBe(contentHash('{"requestId":"42"}'));
    expect(boundaries).toEqual(['temp-written', 'renamed']);
    expect(await readFile(path, 'utf8')).toBe('{"requestId":"42"}');
    expect(await readdir(dir)).toEqual(['42.command.json']);
  });

  it('clears temp files an interrupted earlier write left behind, but not a fresh one', async () => {
    const path = join(dir, 'main.st');
    await writeFile(path, 'v1');
    const stale = join(dir, '.main.st.0123456789ab.interlock-tmp');
    const fresh = join(dir, '.main.st.ba9876543210.interlock-tmp');
    const unrelated = join(dir, '.other.st.0123456789ab.interlock-tmp');
    for (const file of [stale, fresh, unrelated]) await writeFile(file, 'half');
    const old = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    await utimes(stale, old, old);
    await utimes(unrelated, old, old);
    await writeFileAtomic(path, 'v2');
    expect((await readdir(dir)).sort()).toEqual(['.main.st.ba9876543210.interlock-tmp', '.other.st.0123456789ab.interlock-tmp', 'main.st']);
  });
});

describe('long file names', () => {
  it('writes a file whose name has the legal 255 bytes (ASCII and multi-byte), its temp name staying within 255 bytes', async () => {
    for (const name of ['a'.repeat(251) + '.txt', 'ä'.repeat(125) + '.txt', `${'x'.repeat(240)}🙂🙂🙂.st`.slice(0, 250)]) {
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
      const path = join(dir, name);
      await writeFileAtomic(path, 'first', { expectedHash: null });
      await writeFileAtomic(path, 'second', { expectedHash: contentHash('first') });
      expect(await readFile(path, 'utf8')).toBe('second');
      expect(Buffer.byteLength(`.${tempStem(name)}.0123456789ab.interlock-tmp`)).toBeLessThanOrEqual(255);
    }
    expect((await readdir(dir)).filter((entry) => entry.endsWith('.interlock-tmp'))).toEqual([]);
  });

  it('gives two long names that start alike temp names of their own, and clears only its own after a crash', async () => {
    const a = `${'n'.repeat(240)}-a.st`;
    const b = `${'n'.repeat(240)}-b.st`;
    expect(tempStem(a)).not.toBe(tempStem(b));
    expect(tempStem('main.st')).toBe('main.st');
    const leftA = join(dir, `.${tempStem(a)}.0123456789ab.interlock-tmp`);
    const leftB = join(dir, `.${tempStem(b)}.0123456789ab.interlock-tmp`);
    for (const file of [leftA, leftB]) await writeFile(file, 'half');
    await removeInterruptedTempFiles(join(dir, a));
    expect(await readdir(dir)).toEqual([`.${tempStem(b)}.0123456789ab.interlock-tmp`]);
  });
});

describe('writes confined to the project roots', () => {
  it('writes nothing when a folder on the way was swapped for a link since the edit was prepared', async () => {
    const root = join(dir, 'workspace');
    const outside = join(dir, 'outside');
    await mkdir(join(root, 'p', 'pous'), { recursive: true });
    await mkdir(join(outside, 'pous'), { recursive: true });
    await writeFile(join(outside, 'pous', 'main.st'), 'outside');
    const roots = new ProjectRoots(() => [root]);
    const target = join(root, 'p', 'pous', 'main.st');
    await writeFile(target, 'inside');
    await writeFileAtomic(target, 'edited', { sandbox: roots });
    // The swap: the project folder becomes a link to a look-alike outside the roots.
    await rm(join(root, 'p'), { recursive: true });
    await symlink(outside, join(root, 'p'));
    await expect(writeFileAtomic(target, 'escaped', { sandbox: roots })).rejects.toBeInstanceOf(SandboxWriteError);
    expect(await readFile(join(outside, 'pous', 'main.st'), 'utf8')).toBe('outside');
    expect(await readdir(join(outside, 'pous'))).toEqual(['main.st']);
  });

  it('re-checks right before the rename: a swap after the temp file was written still writes nothing', async () => {
    const root = join(dir, 'workspace');
    const outside = join(dir, 'outside');
    await mkdir(join(root, 'p'), { recursive: true });
    await mkdir(outside);
    await writeFile(join(outside, 'main.st'), 'outside');
    const target = join(root, 'p', 'main.st');
    await writeFile(target, 'inside');
    const roots = new ProjectRoots(() => [root]);
    let swapped = false;
    const write = writeFileAtomic(target, 'escaped', {
      sandbox: roots,
      onBoundary: (boundary) => {
        if (boundary !== 'temp-synced' || swapped) return;
        swapped = true;
        // Synchronously, so it lands between the temp file and the rename.
        renameSync(join(root, 'p'), join(dir, 'moved'));
        symlinkSync(outside, join(root, 'p'));
      },
    });
    await expect(write).rejects.toBeInstanceOf(SandboxWriteError);
    expect(await readFile(join(outside, 'main.st'), 'utf8')).toBe('outside');
    expect(await readdir(outside)).toEqual(['main.st']);
  });
});

describe('renameWithRetry (Windows semantics)', () => {
  const busy = (code: string) => Object.assign(new Error(code), { code });

  it('rides out a file another program holds for a moment, re-running the checks before each attempt', async () => {
    let calls = 0;
    let checks = 0;
    await renameWithRetry('a', 'b', {
      platform: 'win32',
      delaysMs: [1, 1, 1],
      beforeEachAttempt: async () => void checks++,
      rename: async () => {
        if (++calls < 3) throw busy(calls === 1 ? 'EBUSY' : 'EPERM');
      },
    });
    expect([calls, checks]).toEqual([3, 3]);
  });

  it('also rides out a re-check whose read the other program blocks, and still stops at a real conflict', async () => {
    let checks = 0;
    let renamed = false;
    await renameWithRetry('a', 'b', {
      platform: 'win32',
      delaysMs: [1, 1],
      beforeEachAttempt: async () => {
        if (++checks === 1) throw busy('EBUSY');
      },
      rename: async () => void (renamed = true),
    });
    expect([checks, renamed]).toEqual([2, true]);
    const conflict = new Error('changed since it was read');
    await expect(
      renameWithRetry('a', 'b', { platform: 'win32', delaysMs: [1, 1], beforeEachAttempt: async () => Promise.reject(conflict), rename: async () => undefined }),
    ).rejects.toBe(conflict);
  });

  it('then says clearly that another program may hold the file', async () => {
    await expect(renameWithRetry('a', 'C:\\p\\main.st', { platform: 'win32', delaysMs: [1, 1], rename: async () => Promise.reject(busy('EPERM')) })).rejects.toThrow(
      /Could not replace C:\\p\\main.st: another program has it open \(EPERM\), for example an editor, a virus scanner/,
    );
  });

  it('does not retry elsewhere, where EPERM is a real permission problem', async () => {
    let calls = 0;
    await expect(renameWithRetry('a', 'b', { platform: 'linux', rename: async () => Promise.reject(busy(String(++calls && 'EPERM'))) })).rejects.toThrow('EPERM');
    expect(calls).toBe(1);
  });
});

describe('jsonErrorWithoutContent', () => {
  it('keeps where the error is and drops the bytes V8 quotes', () => {
    let err: unknown;
    try {
      JSON.parse('root:x:0:0:root:/root:/bin/bash');
    } catch (e) {
      err = e;
    }
    expect(jsonErrorWithoutContent(err)).not.toMatch(/root|bash/);
    expect(jsonErrorWithoutContent(err)).toMatch(/Unexpected token|invalid JSON/);
  });
});

describe('ProjectRoots', () => {
  it('refuses a path whose folder on the way links out, and answers missing-outside like outside', async () => {
    const root = join(dir, 'workspace');
    const outside = join(dir, 'secrets');
    await mkdir(join(root, 'p', 'pous'), { recursive: true });
    await mkdir(join(outside, 'programs'), { recursive: true });
    await writeFile(join(outside, 'programs', 'main.st'), 'secret');
    await symlink(outside, join(root, 'p', 'linked'));
    const roots = new ProjectRoots(() => [root]);
    // Existing and missing files behind the link get the same answer: nothing about the outside leaks.
    const existing = await roots.resolveExisting(join(root, 'p', 'linked', 'programs', 'main.st')).catch((e: Error) => e.message);
    const missing = await roots.resolveExisting(join(root, 'p', 'linked', 'programs', 'nope.st')).catch((e: Error) => e.message);
    expect(existing).toMatch(/outside the configured project roots/);
    expect(missing.replace('nope.st', 'main.st')).toBe(existing);
    await expect(roots.resolveForCreate(join(root, 'p', 'linked', 'new', 'x.st'))).rejects.toThrow(/outside/);
    // A link that stays inside the roots is followed to its real path.
    await symlink(join(root, 'p', 'pous'), join(root, 'p', 'alias'));
    expect(await roots.resolveForCreate(join(root, 'p', 'alias', 'x.st'))).toBe(join(root, 'p', 'pous', 'x.st'));
    expect(await roots.contains(join(root, 'p', 'pous'))).toBe(true);
    expect(await roots.contains(outside)).toBe(false);
  });

  it('on Windows: compares case-insensitively, keeps other drives and UNC shares out, refuses streams and device paths', async () => {
    // A model of a Windows disk: C:\Projects is the root, C:\Projects\Plant\out is a junction to D:\Elsewhere.
    const dirs = new Set(['C:\\', 'C:\\Projects', 'C:\\Projects\\Plant', 'D:\\', 'D:\\Elsewhere', '\\\\nas\\share\\Projects', '\\\\nas\\share\\Projects\\Line1']);
    const links = new Map([['c:\\projects\\plant\\out', 'D:\\Elsewhere']]);
    const fs = {
      async lstat(p: string) {
        const key = p.toLowerCase();
        const known = [...dirs].some((d) => d.toLowerCase() === key) || links.has(key);
        if (!known) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' });
        return { isSymbolicLink: () => links.has(key), isDirectory: () => !links.has(key) };
      },
      async realpath(p: string) {
        const key = p.toLowerCase();
        for (const [link, target] of links) if (key === link || key.startsWith(`${link}\\`)) return target + p.slice(link.length);
        const known = [...dirs].find((d) => d.toLowerCase() === key);
        if (!known) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' });
        return known; // the disk's own spelling, as Windows reports it
      },
    };
    const roots = new ProjectRoots(() => ['C:\\Projects', '\\\\nas\\share\\Projects'], { path: win32, fs });
    expect(await roots.resolveExisting('c:\\PROJECTS\\plant')).toBe('C:\\Projects\\Plant');
    expect(await roots.resolveExisting('C:/Projects/Plant')).toBe('C:\\Projects\\Plant');
    expect(await roots.resolveExisting('Plant')).toBe('C:\\Projects\\Plant');
    expect(await roots.resolveExisting('\\\\NAS\\Share\\projects\\line1')).toBe('\\\\nas\\share\\Projects\\Line1');
    expect(await roots.resolveForCreate('C:\\Projects\\Plant\\New.project')).toBe('C:\\Projects\\Plant\\New.project');
    for (const outside of ['D:\\Elsewhere', 'C:\\Projects\\..\\Windows', 'C:\\Projects\\Plant\\out\\x.st', '\\\\nas\\share\\Other', '\\\\?\\C:\\Projects\\Plant', 'C:\\ProjectsX\\a']) {
      await expect(roots.resolveExisting(outside), outside).rejects.toThrow(/outside the configured project roots/);
    }
    await expect(roots.resolveExisting('C:\\Projects\\Plant\\main.st:hidden')).rejects.toThrow(/":" may only follow the drive letter/);
    expect(isWithin('C:\\Projects', 'c:\\projects\\a', win32)).toBe(true);
    expect(isWithin('C:\\Projects', 'D:\\Projects\\a', win32)).toBe(false);
  });

  it('accepts paths inside a root and refuses .. and symlink escapes', async () => {
    const root = join(dir, 'workspace');
    const outside = join(dir, 'secrets');
    await mkdir(join(root, 'plant'), { recursive: true });
    await mkdir(outside);
    await symlink(outside, join(root, 'escape'));
    const roots = new ProjectRoots(() => [root]);
    expect(await roots.resolveExisting(join(root, 'plant'))).toBe(join(root, 'plant'));
    expect(await roots.resolveExisting('plant')).toBe(join(root, 'plant'));
    await expect(roots.resolveExisting(join(root, '..', 'secrets'))).rejects.toThrow(/outside the configured project roots/);
    await expect(roots.resolveExisting(join(root, 'escape'))).rejects.toThrow(/outside the configured project roots/);
    await expect(roots.resolveExisting(join(root, 'missing'))).rejects.toThrow(/does not exist/);
    expect(await roots.resolveForCreate(join(root, 'plant', 'New.project'))).toBe(join(root, 'plant', 'New.project'));
    await expect(roots.resolveForCreate(join(root, 'escape', 'New.project'))).rejects.toThrow(/outside/);
    await expect(new ProjectRoots(() => []).resolveExisting(root)).rejects.toThrow(/No project roots are configured/);
  });
});
