import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanStaleSessions, validateExecutable } from './session-dirs.ts';

const DEAD_PID = 999_999_999;

describe('session folders', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'interlock-sessions-'));
  });
  afterEach(async () => rm(base, { recursive: true, force: true }));

  async function session(name: string, owner: number | null, codesys: number | null, ageMs = 0): Promise<void> {
    const dir = join(base, name);
    await mkdir(join(dir, 'commands'), { recursive: true });
    if (owner !== null) await writeFile(join(dir, 'owner.json'), JSON.stringify({ interlockPid: owner }));
    if (codesys !== null) await writeFile(join(dir, 'ready.signal'), JSON.stringify({ pid: codesys, version: '1.0.0' }));
    const when = new Date(Date.now() - ageMs);
    await utimes(dir, when, when);
  }

  it('removes the folders of crashed runs and keeps those a running Interlock or CODESYS still uses', async () => {
    await session('crashed', DEAD_PID, DEAD_PID);
    await session('never-started', DEAD_PID, null);
    await session('headless-crashed', DEAD_PID, null);
    await session('in-use', process.pid, null);
    await session('orphaned-codesys-still-running', DEAD_PID, process.pid);
    await session('being-created', null, null);
    await session('abandoned-long-ago', null, null, 2 * 60_000);
    const removed = await cleanStaleSessions(base);
    expect(removed.map((dir) => dir.slice(base.length + 1)).sort()).toEqual(['abandoned-long-ago', 'crashed', 'headless-crashed', 'never-started']);
    expect((await readdir(base)).sort()).toEqual(['being-created', 'in-use', 'orphaned-codesys-still-running']);
  });

  it('accepts only an absolute path to an executable file, and says what is wrong otherwise', async () => {
    await expect(validateExecutable('')).rejects.toThrow(/No CODESYS executable is configured/);
    await expect(validateExecutable('CODESYS.exe')).rejects.toThrow(/must be absolute/);
    await expect(validateExecutable(join(base, 'missing.exe'))).rejects.toThrow(/does not exist\. Check Settings → CODESYS → Executable path/);
    await expect(validateExecutable(base)).rejects.toThrow(/is not a file/);
    const file = join(base, 'CODESYS');
    await writeFile(file, '', { mode: 0o644 });
    if (process.platform !== 'win32') await expect(validateExecutable(file)).rejects.toThrow(/is not executable/);
    await writeFile(join(base, 'CODESYS2'), '', { mode: 0o755 });
    await expect(validateExecutable(join(base, 'CODESYS2'))).resolves.toBe(join(base, 'CODESYS2'));
  });
});
