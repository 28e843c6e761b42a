// What the person and the agent see when CODESYS misbehaves: it crashes, hangs, starts slowly, or is already open.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runningInstances } from './process-control.ts';
import { isProcessAlive } from '../../os-process/index.ts';
import { defaultSessionBaseDir } from './session-dirs.ts';
import { errorText, STANDIN_EXECUTABLE, standinWorldPerTest, structured } from '../test-support/standin.ts';

const FAULTS = ['CODESYS_STANDIN_CRASH_AFTER', 'CODESYS_STANDIN_HANG_AFTER', 'CODESYS_STANDIN_DIALOG_AFTER', 'CODESYS_STANDIN_START_DELAY_MS'];

describe('CODESYS faults', () => {
  const standin = standinWorldPerTest();
  const { start } = standin;
  let project: string;
  beforeEach(() => {
    project = join(standin.world.workspace, 'Cell.project');
  });
  // Registered after the world's clean-up, so it runs before it: no fault carries over into the next CODESYS started.
  afterEach(() => {
    for (const name of FAULTS) delete process.env[name];
  });

  it('fails the call within a health interval when CODESYS crashes mid-command, reports error, and relaunches on the next call', async () => {
    process.env.CODESYS_STANDIN_CRASH_AFTER = '2';
    const h = await start({ healthIntervalMs: 200, commandTimeoutSeconds: 30 });
    await h.approve('codesys_create_project', { project_path: project });
    const { pid } = structured<{ pid: number }>(await h.harness.call('get_codesys_status'));
    await h.approve('codesys_save_project', { project_path: project });

    const started = Date.now();
    const result = await h.harness.call('codesys_get_project_structure', { project_path: project });
    expect(errorText(result)).toBe(`CODESYS (PID ${pid}) exited unexpectedly; the command did not complete.`);
    expect(Date.now() - started).toBeLessThan(200 + 500);
    expect(h.harness.core.store.state.targets.codesys).toMatchObject({ status: 'error', detail: `CODESYS (PID ${pid}) exited unexpectedly` });
    expect(h.harness.core.store.state.notices.at(-1)).toMatchObject({ level: 'error', source: 'codesys' });
    // The crash left its lock behind, as a real crash does.
    expect(existsSync(join(standin.world.workspace, 'Cell.~u'))).toBe(true);

    delete process.env.CODESYS_STANDIN_CRASH_AFTER;
    const again = structured<{ objects: unknown[] }>(await h.harness.call('codesys_get_project_structure', { project_path: project }));
    expect(again.objects.length).toBeGreaterThan(3);
    expect(h.harness.core.store.state.notices.map((n) => n.message)).toContainEqual(expect.stringMatching(/Removed the lock file .*Cell\.~u left by a CODESYS that is no longer running/));
    expect(h.harness.core.store.state.targets.codesys?.status).toBe('ready');
  });

  it('watches the real PID from ready.signal when CODESYS is started through a wrapper, and notices its death by polling', async () => {
    // Like cmd.exe in front of CODESYS.exe: the spawned process is not CODESYS, so its exit says nothing.
    const wrapper = join(standin.world.root, 'wrapper', 'CODESYS');
    await mkdir(dirname(wrapper));
    await writeFile(wrapper, `#!/bin/sh\n"${STANDIN_EXECUTABLE}" "$@" &\nwait $!\n`, { mode: 0o755 });
    process.env.CODESYS_STANDIN_CRASH_AFTER = '1';
    const h = await start({ executablePath: wrapper, healthIntervalMs: 300, commandTimeoutSeconds: 30 });
    await h.approve('codesys_create_project', { project_path: project });
    const { pid } = structured<{ pid: number }>(await h.harness.call('get_codesys_status'));
    const started = Date.now();
    expect(errorText(await h.harness.call('codesys_get_project_structure', { project_path: project }))).toBe(
      `CODESYS (PID ${pid}) exited unexpectedly; the command did not complete.`,
    );
    expect(Date.now() - started).toBeLessThan(300 + 500);
    expect(h.harness.core.store.state.targets.codesys?.status).toBe('error');
  });

  it('times out a command CODESYS hangs in, removes its files, reports the state and refuses to wait on it again', async () => {
    process.env.CODESYS_STANDIN_HANG_AFTER = '1';
    const h = await start({ commandTimeoutSeconds: 1 });
    await h.approve('codesys_create_project', { project_path: project });
    const status = structured<{ pid: number; session_id: string }>(await h.harness.call('get_codesys_status'));

    const hung = await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' });
    expect(errorText(hung)).toMatch(/^CODESYS did not answer codesys_read_pou within 1 s\. Its command files were removed/);
    expect(h.harness.core.store.state.queue.at(-1)?.status).toBe('timed-out');
    const commands = join(defaultSessionBaseDir(), status.session_id, 'commands');
    expect(await readdir(commands)).toEqual([]);
    expect(h.harness.core.store.state.targets.codesys).toMatchObject({ status: 'error', detail: 'It did not finish codesys_read_pou within 1 s.' });
    // The watcher stays inside the command it hangs in and cannot beat: once its beat is older than the stale limit
    // (2 s here), the health check must still take it for that command, not for a dialog before any command.
    const heartbeat = join(defaultSessionBaseDir(), status.session_id, 'heartbeat');
    const beatAge = async () => Date.now() / 1000 - (JSON.parse(await readFile(heartbeat, 'utf8')) as { timestamp: number }).timestamp;
    await expect.poll(beatAge, { timeout: 20_000, interval: 100 }).toBeGreaterThan(2.5);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few health checks at 100 ms
    expect(h.harness.core.store.state.targets.codesys).toMatchObject({ status: 'error', detail: 'It did not finish codesys_read_pou within 1 s.' });

    const started = Date.now();
    expect(errorText(await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }))).toMatch(
      /CODESYS \(PID \d+\) is running but does not answer: It did not finish codesys_read_pou within 1 s\. Close any dialog/,
    );
    expect(Date.now() - started).toBeLessThan(500);
    expect(errorText((await h.approve('shutdown_codesys', {})).result)).toMatch(/cannot check a CODESYS that does not respond .* "discard"/);
    expect(structured((await h.approve('shutdown_codesys', { unsaved_changes: 'discard' })).result)).toMatchObject({ was_running: true });
    expect(isProcessAlive(status.pid)).toBe(false);
    expect(h.harness.core.store.state.targets.codesys?.status).toBe('stopped');
  });

  it('notices a watcher that stops beating while idle (a modal dialog) and fails the waiting call at once', async () => {
    process.env.CODESYS_STANDIN_DIALOG_AFTER = '1';
    const h = await start({ heartbeatStaleSeconds: 3, healthIntervalMs: 100, commandTimeoutSeconds: 30 });
    await h.approve('codesys_create_project', { project_path: project });
    // The watcher checks for a next command once before it goes idle; wait until it sits in the blocked idle wait, so
    // the read below waits on a frozen watcher instead of slipping in first. A running watcher beats every 0.5 s:
    // a beat over 1 s old means the dialog holds its message loop (Interlock calls it stale only after 3 s).
    const { session_id } = structured<{ session_id: string }>(await h.harness.call('get_codesys_status'));
    const heartbeat = join(defaultSessionBaseDir(), session_id, 'heartbeat');
    const beatAge = async () => Date.now() / 1000 - (JSON.parse(await readFile(heartbeat, 'utf8')) as { timestamp: number }).timestamp;
    await expect.poll(beatAge, { timeout: 20_000, interval: 100 }).toBeGreaterThan(1);
    const started = Date.now();
    const result = await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' });
    expect(errorText(result)).toMatch(/The CODESYS watcher has not answered for \d+ s; CODESYS may be showing a dialog\. Look at the CODESYS window\./);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(h.harness.core.store.state.targets.codesys?.status).toBe('error');
    await h.approve('shutdown_codesys', { unsaved_changes: 'discard' });
  });

  it('refuses a second launch, from the same Interlock and from another one using the same install', async () => {
    const first = await start();
    const { pid } = structured<{ pid: number }>(await first.harness.call('launch_codesys'));
    expect(errorText(await first.harness.call('launch_codesys'))).toBe(
      `CODESYS is already running under Interlock (PID ${pid}). Use it, or call shutdown_codesys first to start a fresh one.`,
    );
    const second = await start();
    expect(errorText(await second.harness.call('launch_codesys'))).toMatch(
      new RegExp(`CODESYS of this install \\(.*CODESYS 3\\.5\\.21\\.50/CODESYS/Common/CODESYS\\) is already running \\(PID ${pid}\\)`),
    );
    expect(second.harness.core.store.state.targets.codesys?.status).toBe('error');
  });

  it('waits out a slow start, and gives up on one slower than the launch timeout without leaving CODESYS behind', async () => {
    process.env.CODESYS_STANDIN_START_DELAY_MS = '1200';
    const slow = await start({ launchTimeoutSeconds: 5 });
    const statuses: string[] = [];
    slow.harness.core.store.subscribe((e) => e.type === 'target.updated' && statuses.push(e.target.status));
    expect(structured(await slow.harness.call('launch_codesys'))).toMatchObject({ state: 'ready' });
    expect(statuses).toEqual(expect.arrayContaining(['starting', 'ready']));
    await slow.approve('shutdown_codesys', {});

    process.env.CODESYS_STANDIN_START_DELAY_MS = '60000';
    const started = Date.now();
    const result = await slow.harness.call('launch_codesys');
    expect(errorText(result)).toMatch(/^CODESYS did not signal ready within 5 s/);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(slow.harness.core.store.state.targets.codesys).toMatchObject({ status: 'error' });
    expect(await runningInstances(standin.world.executable)).toEqual([]);
  });

  it('refuses a project another CODESYS has open, naming who holds it', async () => {
    const h = await start();
    await h.approve('codesys_create_project', { project_path: project });
    await h.approve('codesys_close_project', { project_path: project });
    await writeFile(join(standin.world.workspace, 'Cell.~u'), `anna\r\n${hostname()}\r\n${process.pid}\r\n639250483397565874\r\n`);
    expect(errorText(await h.harness.call('codesys_open_project', { project_path: project }))).toBe(
      `${project} is open in another CODESYS (user anna, computer ${hostname()}, PID ${process.pid}). Close the project there, or close that CODESYS, then try again.`,
    );
  });

  it('says what to set when no CODESYS executable is configured', async () => {
    const h = await start({ executablePath: '' });
    expect(errorText(await h.harness.call('launch_codesys'))).toMatch(/No CODESYS executable is configured\. Set Settings → CODESYS → Executable path/);
    const missing = await start({ executablePath: join(standin.world.root, 'missing', 'CODESYS.exe') });
    expect(errorText(await missing.harness.call('codesys_open_project', { project_path: 'x.project' }))).toMatch(/x\.project does not exist/);
  });
});
