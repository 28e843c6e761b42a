// The log file as a person and a support request rely on it: rotated by size with a bounded number of files kept,
// the newest found and tailed from its end, secrets never written, records readable as text.
import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLogLine, logLevelFromEnv, newestLogFile, openLogFile, tailLogFile, tailLogs, type LogHealth } from './log-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-log-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function allLogText(): Promise<string> {
  const names = await readdir(dir);
  return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('');
}

/** Every write fails with `code`, as a full or failing disk answers; mockRestore() gives the disk back. */
function refuseWrites(code: string, message = code) {
  return vi.spyOn(fs, 'write').mockImplementation(((_fd: number, _buffer: unknown, ...rest: unknown[]) => {
    const callback = rest.at(-1) as (err: NodeJS.ErrnoException) => void;
    setImmediate(() => callback(Object.assign(new Error(message), { code })));
  }) as typeof fs.write);
}

describe('the log file on a disk that refuses writes', () => {
  it('pauses on ENOSPC without an unhandled error, says so, bounds what it keeps, and resumes when writes land again', async () => {
    const log = await openLogFile({ dir });
    log.logger.info('before the disk filled up');
    await expect.poll(async () => allLogText()).toContain('before the disk filled up');
    const changes: LogHealth[] = [];
    log.onHealthChange((health) => changes.push(health));
    const realWrite = fs.write;
    const full = refuseWrites('ENOSPC', 'ENOSPC: no space left on device, write');
    try {
      // An 'error' event without a listener would throw here and end the process.
      for (let i = 0; i < 3000; i++) log.logger.info({ i, filler: 'x'.repeat(400) }, 'while the disk is full');
      await expect.poll(() => log.health.writing).toBe(false);
      expect(log.health).toMatchObject({ writing: false, code: 'ENOSPC', reason: 'logging paused: disk full (ENOSPC)' });
      expect(changes).toHaveLength(1);
    } finally {
      full.mockRestore();
    }
    expect(fs.write).toBe(realWrite);
    // The next line retries the write (it may itself be dropped while the kept MiB is full).
    log.logger.info('there is room again');
    await expect.poll(() => log.health.writing, { timeout: 10_000 }).toBe(true);
    expect(changes.map((h) => h.writing)).toEqual([false, true]);
    log.logger.info('after the resume');
    await log.close();
    const text = await allLogText();
    expect(text).toContain('while the disk is full');
    expect(text).toContain('after the resume');
    const resumed = text.split('\n').find((line) => line.includes('logging resumed'));
    // About 1.3 MB was logged while the disk was full: the first MiB waited in memory, the rest was dropped and counted.
    expect(JSON.parse(resumed!)).toMatchObject({ msg: 'logging resumed: the disk takes writes again', droppedLines: expect.any(Number) });
    expect((JSON.parse(resumed!) as { droppedLines: number }).droppedLines).toBeGreaterThan(0);
  });

  it('says logging resumed even when it is closed while the lines kept in memory are still being written', async () => {
    const log = await openLogFile({ dir });
    const full = refuseWrites('ENOSPC');
    try {
      for (let i = 0; i < 3000; i++) log.logger.info({ i, filler: 'x'.repeat(400) }, 'while the disk is full');
      await expect.poll(() => log.health.writing).toBe(false);
    } finally {
      full.mockRestore();
    }
    // A slow disk: each write lands late, so the kept MiB (64 writes) is still being written when close() comes.
    const realWrite = fs.write as (...args: unknown[]) => void;
    const slow = vi.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
      setTimeout(() => realWrite(...args), 20);
    }) as typeof fs.write);
    try {
      log.logger.info('there is room again');
      await expect.poll(() => log.health.writing).toBe(true);
      await log.close();
    } finally {
      slow.mockRestore();
    }
    const lines = (await allLogText()).trimEnd().split('\n');
    expect(lines.filter((line) => line.includes('while the disk is full')).length).toBeGreaterThan(2000);
    // The line comes after what was kept, and counts what was not.
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ msg: 'logging resumed: the disk takes writes again', droppedLines: expect.any(Number) });
    expect((JSON.parse(lines.at(-1)!) as { droppedLines: number }).droppedLines).toBeGreaterThan(0);
  });

  it('pauses on EIO and EDQUOT too, naming the cause', async () => {
    for (const [code, reason] of [['EDQUOT', 'logging paused: disk full (EDQUOT)'], ['EIO', 'logging paused: the disk reports an input/output error (EIO)']] as const) {
      const log = await openLogFile({ dir: join(dir, code) });
      const failing = refuseWrites(code);
      try {
        log.logger.info('refused');
        await expect.poll(() => log.health).toMatchObject({ writing: false, code, reason });
      } finally {
        failing.mockRestore();
      }
      await log.close();
    }
  });
});

describe('the log file', () => {
  it('rotates by size and keeps only the configured number of old files', async () => {
    const log = await openLogFile({ dir, maxSize: '2k', keep: 2 });
    for (let i = 0; i < 200; i++) {
      log.logger.info({ call: `call-${i}`, tool: 'read_pou' }, 'call received');
      // pino-roll checks the size as writes land; give the stream a turn now and then like a real workload would.
      if (i % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await log.close();
    const files = (await readdir(dir)).filter((name) => /^interlock\.\d+\.log$/.test(name));
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThanOrEqual(3);
    const newest = await newestLogFile(dir);
    const highest = Math.max(...files.map((name) => Number(name.split('.')[1])));
    expect(newest).toBe(join(dir, `interlock.${highest}.log`));
    const tail = await tailLogFile(newest!, 3);
    expect(tail).toHaveLength(3);
    expect(JSON.parse(tail[2]!)).toMatchObject({ call: 'call-199', msg: 'call received' });
  });

  it('never writes secrets or tool arguments, wherever a caller puts them', async () => {
    const log = await openLogFile({ dir });
    log.logger.info({ token: 'tok-SECRET-1', headers: { authorization: 'Bearer tok-SECRET-2', host: '127.0.0.1' }, args: { content: 'PLANT-CODE' } }, 'request');
    log.logger.info({ request: { code: 'LOGIN-SECRET-3', cookie: 'sid=SECRET-4' } }, 'login');
    log.logger.info({ call: 'c1', tool: 'read_pou', status: 'succeeded' }, 'call succeeded');
    await log.close();
    const text = await allLogText();
    expect(text).toContain('127.0.0.1');
    const records = text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((r) => r.msg === 'request')).toMatchObject({ headers: { host: '127.0.0.1' } });
    expect(records.find((r) => r.msg === 'login')).toMatchObject({ request: {} });
    expect(records.find((r) => r.msg === 'call succeeded')).toMatchObject({ call: 'c1', tool: 'read_pou', status: 'succeeded' });
    for (const secret of ['SECRET-1', 'SECRET-2', 'SECRET-3', 'SECRET-4', 'PLANT-CODE']) expect(text).not.toContain(secret);
  });

  it('tails across a rotation: the lines the new file lacks come from the files before it, in order', async () => {
    const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `{"msg":"line ${from + i}"}\n`).join('');
    await writeFile(join(dir, 'interlock.8.log'), lines(0, 5));
    await writeFile(join(dir, 'interlock.9.log'), lines(5, 10));
    await writeFile(join(dir, 'interlock.10.log'), '');
    expect(await tailLogs(dir, 7)).toEqual(Array.from({ length: 7 }, (_, i) => `{"msg":"line ${3 + i}"}`));
    await writeFile(join(dir, 'interlock.10.log'), lines(10, 12));
    expect(await tailLogs(dir, 3)).toEqual(['{"msg":"line 9"}', '{"msg":"line 10"}', '{"msg":"line 11"}']);
    expect(await tailLogs(dir, 100)).toHaveLength(12);
    expect(await tailLogs(dir, 0)).toEqual([]);
  });

  it('tails a large file from its end: the first, cut line of the window is dropped', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => `{"msg":"line ${i} ${'x'.repeat(40)}"}`).join('\n') + '\n';
    await writeFile(join(dir, 'interlock.1.log'), big);
    const tail = await tailLogFile(join(dir, 'interlock.1.log'), 2);
    expect(tail.map((line) => (JSON.parse(line) as { msg: string }).msg.split(' ').slice(0, 2).join(' '))).toEqual(['line 4998', 'line 4999']);
  });

  it('has nothing to show before anything was logged', async () => {
    expect(await newestLogFile(join(dir, 'missing'))).toBeNull();
    expect(await newestLogFile(dir)).toBeNull();
  });

  it('reads as text: time, level, message, fields', () => {
    const line = JSON.stringify({ level: 40, time: '2026-12-01T10:00:00.000Z', pid: 7, msg: 'call failed', tool: 'compile_project', durationMs: 812 });
    expect(formatLogLine(line)).toBe('2026-12-01T10:00:00.000Z WARN  call failed  tool=compile_project durationMs=812');
    expect(formatLogLine('not json')).toBe('not json');
  });

  it('takes its level from INTERLOCK_LOG_LEVEL, info otherwise', () => {
    expect(logLevelFromEnv({ INTERLOCK_LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevelFromEnv({ INTERLOCK_LOG_LEVEL: 'loud' })).toBe('info');
    expect(logLevelFromEnv({})).toBe('info');
  });
});
