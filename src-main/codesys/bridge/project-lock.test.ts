import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkProjectLock, judgeLock, lockPathCandidates, parseProjectLock } from './project-lock.ts';

describe('CODESYS project locks (.~u)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-lock-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('looks for the lock beside the project, without and with the .project extension', () => {
    expect(lockPathCandidates('/p/Line 1.project')).toEqual(['/p/Line 1.~u', '/p/Line 1.project.~u']);
    expect(lockPathCandidates('/p/Lib.LIBRARY')).toEqual(['/p/Lib.~u', '/p/Lib.LIBRARY.~u']);
  });

  it('reads user, machine and PID from UTF-8 and from UTF-16 files', () => {
    expect(parseProjectLock('/l', Buffer.from('jmueller\r\nPLANT-PC\r\n10016\r\n639250483397565874\r\n'))).toEqual({
      path: '/l',
      user: 'jmueller',
      machine: 'PLANT-PC',
      pid: 10016,
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Jürgen\r\nWERK-7\r\n42\r\n1\r\n', 'utf16le')]);
    expect(parseProjectLock('/l', utf16)).toMatchObject({ user: 'Jürgen', machine: 'WERK-7', pid: 42 });
  });

  it('judges a lock: ours, held by a live CODESYS, stale, or held on another computer', () => {
    const lock = { path: '/p/A.~u', user: 'anna', machine: 'PC1', pid: 500 };
    const alive = (pid: number) => pid === 500;
    expect(judgeLock('/p/A.project', null, { ownPid: null, host: 'PC1', isAlive: alive })).toEqual({ kind: 'free' });
    expect(judgeLock('/p/A.project', lock, { ownPid: 500, host: 'PC1', isAlive: alive })).toEqual({ kind: 'ours' });
    const held = judgeLock('/p/A.project', lock, { ownPid: 900, host: 'pc1', isAlive: alive });
    expect(held).toMatchObject({ kind: 'held' });
    expect(held.kind === 'held' && held.message).toMatch(/\/p\/A\.project is open in another CODESYS \(user anna, computer PC1, PID 500\)/);
    expect(judgeLock('/p/A.project', { ...lock, pid: 501 }, { ownPid: null, host: 'PC1', isAlive: alive })).toMatchObject({ kind: 'stale' });
    const remote = judgeLock('/p/A.project', lock, { ownPid: null, host: 'OTHER', isAlive: () => false });
    expect(remote.kind === 'held' && remote.message).toMatch(/on another computer .*delete \/p\/A\.~u/);
  });

  it('refuses a project another live CODESYS holds and removes a lock a dead one left behind', async () => {
    const project = join(dir, 'Line.project');
    await writeFile(project, '');
    const lockPath = join(dir, 'Line.~u');
    await writeFile(lockPath, `someone\r\n${hostname()}\r\n${process.pid}\r\n1\r\n`);
    await expect(checkProjectLock(project, null, () => undefined)).rejects.toThrow(/is open in another CODESYS \(user someone/);
    await expect(checkProjectLock(project, process.pid, () => undefined)).resolves.toBeUndefined();

    await writeFile(lockPath, `someone\r\n${hostname()}\r\n999999999\r\n1\r\n`);
    const removed: string[] = [];
    await checkProjectLock(project, null, (lock) => removed.push(lock.path));
    expect(removed).toEqual([lockPath]);
    expect(existsSync(lockPath)).toBe(false);
  });
});
