// A full data disk must not take the control center down: with its data directory on a small full filesystem,
// failing calls that each write log lines leave `interlock serve` running and answering, the UI shows "logging
// paused: disk full", and once there is room the log resumes by itself and the notice goes away.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Notice } from '../src-shared/app-state.ts';
import { loginLink, readLoginKey, signLoginCode } from '../src-main/host/browser-access.ts';
import { logFilesNewestFirst } from '../src-main/logging/log-file.ts';
import { startInterlock } from './support/processes.ts';
import { UiSession } from './support/ui-session.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'openplc', 'bottling-line');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
});

describe('the control center on a full data disk', () => {
  it('keeps running when the log cannot be written, says so in the UI, and logs again once there is room', { timeout: 180_000 }, async (context) => {
    if (process.platform !== 'linux' || process.getuid?.() !== 0) {
      console.log('[full-disk] skipped: mounting a small tmpfs needs root on Linux');
      context.skip();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-full-log-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dataDir]);
    } catch (err) {
      await rm(dataDir, { recursive: true, force: true });
      console.log(`[full-disk] skipped: mount is not permitted here (${(err as Error).message.split('\n')[0]})`);
      context.skip();
    }
    cleanups.push(async () => {
      execFileSync('umount', [dataDir]);
      await rm(dataDir, { recursive: true, force: true });
    });
    const workspace = await realpath(await mkdtemp(join(tmpdir(), 'interlock-full-log-ws-')));
    cleanups.push(() => rm(workspace, { recursive: true, force: true }));
    await cp(FIXTURE, join(workspace, 'line'), { recursive: true });
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, projectRoots: [workspace] }));

    const host = startInterlock(['serve', '--data-dir', dataDir, '--port', '0']);
    cleanups.push(async () => void (await host.stop()));
    const [, url] = await host.waitFor(/Control center: (http:\S+)/, 30_000);
    const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
    const client = new Client({ name: 'disk-filler', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url!}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    cleanups.push(() => client.close());
    const person = await UiSession.login(loginLink(url!, signLoginCode((await readLoginKey(dataDir))!, Date.now())));
    const loggingNotices = async () => (await person.invoke('state:snapshot', {})).state.notices.filter((n: Notice) => n.source === 'logging');
    const failingRead = () => client.callTool({ name: 'read_pou', arguments: { project_path: 'proj', pou_name: 'p'.repeat(200) } });

    // Fill the data directory to the last byte.
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(dataDir, 'filler')}`, 'bs=4k'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full, as intended
    }
    // Each failing call logs; the writes fail with ENOSPC. None of it may end the process.
    for (let i = 0; i < 40; i++) expect((await failingRead()).isError).toBe(true);
    await expect.poll(loggingNotices, { timeout: 30_000 }).toEqual([expect.objectContaining({ level: 'error', message: expect.stringMatching(/^Logging paused: disk full \(ENOSPC\)/) })]);
    expect(host.child.exitCode).toBeNull();
    expect((await fetch(`${url!}/health`)).status).toBe(200);
    const status = await client.callTool({ name: 'get_interlock_status', arguments: {} });
    expect(status.isError, JSON.stringify(status.content)).toBeFalsy();

    // Room again: the next lines land, the notice goes, and the log says for how long it was paused.
    await rm(join(dataDir, 'filler'));
    await expect
      .poll(
        async () => {
          await failingRead();
          return (await loggingNotices()).length;
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect
      .poll(async () => {
        const [newest] = await logFilesNewestFirst(join(dataDir, 'logs'));
        return newest ? readFile(newest, 'utf8') : '';
      }, { timeout: 30_000 })
      .toMatch(/logging resumed: the disk takes writes again/);
    expect(host.child.exitCode).toBeNull();
  });
});
