// The file IPC against the real watcher.py, run by the CODESYS stand-in exactly as CODESYS runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { IpcClient } from './ipc-client.ts';
import { interpretScriptResult, type ScriptRequest } from './script-executor.ts';
import { ScriptLibrary, type WatcherMode } from './script-library.ts';
import { STANDIN_EXECUTABLE } from '../test-support/standin.ts';

const library = new ScriptLibrary();
const PY = 'from __future__ import print_function\nimport json, sys, time\n';

function request(script: string, extra: Partial<ScriptRequest> = {}): ScriptRequest {
  return { label: 'test command', script: PY + script, params: {}, timeoutMs: 10_000, ...extra };
}

describe.each<WatcherMode>(['timer', 'loop'])('IpcClient with the real watcher (%s)', (mode) => {
  let dir: string;
  let codesys: ChildProcess | null;
  let client: IpcClient | null;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-ipc-'));
    await mkdir(join(dir, 'commands'));
    await mkdir(join(dir, 'results'));
    codesys = null;
    client = null;
  });
  afterEach(async () => {
    client?.close(new Error('test over'));
    if (codesys && codesys.exitCode === null) {
      codesys.kill('SIGKILL');
      await new Promise((r) => codesys!.once('exit', r));
    }
    await rm(dir, { recursive: true, force: true });
  });

  async function startWatcher(): Promise<void> {
    const watcher = join(dir, 'watcher.py');
    await writeFile(watcher, library.watcher(dir, mode));
    codesys = spawn(STANDIN_EXECUTABLE, ['--profile=CODESYS V3.5 SP21', `--runscript=${watcher}`], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!existsSync(join(dir, 'ready.signal'))) {
      if (Date.now() > deadline) throw new Error('the watcher never signalled ready');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('runs a command and brings back its output, noticed by the directory watch, not by polling', async () => {
    await startWatcher();
    client = new IpcClient(dir, { fallbackPollMs: 60_000 });
    const started = Date.now();
    // The script itself must be ASCII (as in IronPython); what it prints need not be.
    const result = await client.execute(request("print(u'Gr\\u00f6\\u00dfe: \\u4e2d\\u6587 \\U0001f600')\nprint('SCRIPT_SUCCESS')"));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toEqual({ exitCode: 0, output: 'Größe: 中文 😀\nSCRIPT_SUCCESS\n', error: '' });
    expect(await readdir(join(dir, 'commands'))).toEqual([]);
    expect(await readdir(join(dir, 'results'))).toEqual([]);
  });

  it('hands the script its parameters as a file, never inside the code', async () => {
    await startWatcher();
    client = new IpcClient(dir);
    const params = { body: 'x := "a" \\ \'\'\' """ ü 😀' };
    const result = await client.execute(
      request("data = json.load(open(INTERLOCK_PARAMS_PATH))\nprint(json.dumps(data))\nprint('SCRIPT_SUCCESS')", { params }),
    );
    expect(JSON.parse(result.output.split('\n')[0]!)).toEqual(params);
  });

  it('maps sys.exit and exceptions to exit codes, leaves the markers to the interpreter, and isolates each command\'s globals', async () => {
    await startWatcher();
    client = new IpcClient(dir);
    expect(await client.execute(request('sys.exit(0)'))).toMatchObject({ exitCode: 0, error: '' });
    expect(await client.execute(request('sys.exit(3)'))).toMatchObject({ exitCode: 3, error: 'The command exited with code 3' });
    expect(await client.execute(request("sys.exit('project missing')"))).toMatchObject({ exitCode: 1, error: 'project missing' });
    const refused = await client.execute(request("print('SCRIPT_ERROR: refused')\nsys.exit(0)"));
    expect(refused).toMatchObject({ exitCode: 0, output: 'SCRIPT_ERROR: refused\n' });
    expect(interpretScriptResult(refused)).toMatchObject({ ok: false, message: 'refused' });
    const raised = await client.execute(request("raise ValueError('bad value')"));
    expect(raised.exitCode).toBe(1);
    expect(raised.error).toMatch(/Traceback[\s\S]*ValueError: bad value/);
    expect(await client.execute(request('raise KeyboardInterrupt()'))).toMatchObject({ exitCode: 1, error: 'The command was cancelled in CODESYS' });
    await client.execute(request('leaked = 1'));
    expect((await client.execute(request("print('leaked' in globals())"))).output.trim()).toBe('False');
  });

  it('keeps one command in flight: concurrent calls run one after another in call order', async () => {
    await startWatcher();
    client = new IpcClient(dir);
    const script = "s = time.time()\ntime.sleep(0.15)\nprint(json.dumps([s, time.time()]))\nprint('SCRIPT_SUCCESS')";
    const results = await Promise.all([1, 2, 3].map(() => client!.execute(request(script))));
    const spans = results.map((r) => JSON.parse(r.output.split('\n')[0]!) as [number, number]);
    expect(spans[0]![1]).toBeLessThanOrEqual(spans[1]![0]);
    expect(spans[1]![1]).toBeLessThanOrEqual(spans[2]![0]);
  });

  it('on timeout removes the command files and throws away the late answer', async () => {
    await startWatcher();
    client = new IpcClient(dir);
    await expect(client.execute(request("time.sleep(1.2)\nprint('SCRIPT_SUCCESS')", { timeoutMs: 300 }))).rejects.toThrow(ToolTimeoutError);
    expect(await readdir(join(dir, 'commands'))).toEqual([]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readdir(join(dir, 'results'))).toEqual([]);
    expect((await client.execute(request("print('next')\nprint('SCRIPT_SUCCESS')"))).output).toContain('next');
  });

  it('removes a command nobody picked up when the caller cancels', async () => {
    client = new IpcClient(dir);
    const abort = new AbortController();
    const pending = client.execute(request('pass', { signal: abort.signal }));
    while ((await readdir(join(dir, 'commands'))).length < 3) await new Promise((r) => setTimeout(r, 10));
    abort.abort();
    await expect(pending).rejects.toThrow(ToolCancelledError);
    expect(await readdir(join(dir, 'commands'))).toEqual([]);
  });

  it('rejects an answer file that is not what the watcher writes, naming what is wrong', async () => {
    client = new IpcClient(dir);
    const pending = client.execute(request('pass'));
    let names: string[] = [];
    while (!(names = await readdir(join(dir, 'commands'))).some((n) => n.endsWith('.command.json'))) await new Promise((r) => setTimeout(r, 10));
    const id = names.find((n) => n.endsWith('.command.json'))!.replace('.command.json', '');
    // An older watcher's answer: a success flag instead of the exit code.
    await writeFile(join(dir, 'results', `${id}.result.json`), JSON.stringify({ requestId: id, success: true, output: 'done', error: '' }));
    await expect(pending).rejects.toThrow(/^The answer of CODESYS to test command is not what its watcher writes: .*exitCode/s);
  });

  it('fails the command in flight at once when told CODESYS died, and every later one once closed', async () => {
    client = new IpcClient(dir);
    const pending = client.execute(request('pass'));
    const queued = client.execute(request('pass'));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    client.close(new ToolError('CODESYS (PID 1) exited unexpectedly'));
    await expect(pending).rejects.toThrow(/exited unexpectedly/);
    await expect(queued).rejects.toThrow(/exited unexpectedly/);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(client.execute(request('pass'))).rejects.toThrow(/exited unexpectedly/);
  });
});
