import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_TEMP_MS, writeFileAtomic, WriteConflictError } from './atomic-write.ts';
import { contentHash } from './content-hash.ts';
import { ProjectRoots } from './project-roots.ts';

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

  it('writes transient files (CODESYS command files) atomically too, without the read-back', async () => {
    const path = join(dir, '42.command.json');
    expect(await writeFileAtomic(path, '{"requestId":"42"}', { transient: true })).toBe(contentHash('{"requestId":"42"}'));
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

describe('ProjectRoots', () => {
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
