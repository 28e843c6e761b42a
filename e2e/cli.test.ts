// The `interlock` command as a person uses it to connect agents.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startInterlock } from './support/processes.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-cli-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = startInterlock(args);
  const code = await child.exited;
  return { code, output: child.output() };
}

describe('interlock config <client>', () => {
  it('prints a stdio snippet for Claude Desktop that launches this install\'s bridge', async () => {
    const { code, output } = await run('config', 'claude-desktop', '--data-dir', dataDir);
    expect(code).toBe(0);
    const json = output.slice(output.indexOf('{'));
    const config = JSON.parse(json) as { mcpServers: { interlock: { command: string; args: string[] } } };
    expect(config.mcpServers.interlock).toEqual({ command: process.execPath, args: [BIN, 'mcp', '--data-dir', dataDir] });
    expect(output).not.toContain((await readFile(join(dataDir, 'token'), 'utf8')).trim());
  });

  it.each(['claude-code', 'cursor', 'vscode', 'codex'])('prints an HTTP snippet with the bearer header for %s', async (client) => {
    const { code, output } = await run('config', client, '--data-dir', dataDir);
    expect(code).toBe(0);
    const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
    expect(output).toContain(`Bearer ${token}`);
    expect(output).toContain('http://127.0.0.1:3587/mcp');
  });

  it('names the clients it knows when given another', async () => {
    const { code, output } = await run('config', 'notepad', '--data-dir', dataDir);
    expect(code).toBe(2);
    expect(output).toMatch(/claude-desktop\|claude-code\|cursor\|vscode\|codex/);
  });
});

describe('interlock (other commands)', () => {
  it('explains itself with --help and rejects unknown commands', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.output).toMatch(/serve[\s\S]*mcp[\s\S]*config <client>[\s\S]*token/);
    const unknown = await run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatch(/Unknown command frobnicate/);
  });

  it('says clearly that no control center runs when asked for a login link', async () => {
    const { code, output } = await run('open', '--data-dir', dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(/No Interlock control center is running/);
  });

  it('rejects a bad --port with a clear sentence', async () => {
    const { code, output } = await run('serve', '--data-dir', dataDir, '--port', 'eighty');
    expect(code).toBe(1);
    expect(output).toMatch(/--port must be a number/);
  });
});

describe('interlock stop', () => {
  async function hello(socketPath: string, message: object): Promise<unknown> {
    const socket = connect(socketPath);
    socket.end(`${JSON.stringify(message)}\n`);
    let reply = '';
    for await (const chunk of socket) reply += String(chunk);
    return JSON.parse(reply.split('\n')[0]!);
  }

  it('says there is nothing to stop when no control center runs', async () => {
    const { code, output } = await run('stop', '--data-dir', dataDir);
    expect(code).toBe(0);
    expect(output).toMatch(/No Interlock control center is running for .*; nothing to stop\./);
  });

  it('stops a background control center gracefully through its local socket, and only with the token', async () => {
    const own = await mkdtemp(join(tmpdir(), 'interlock-stop-'));
    const serve = startInterlock(['serve', '--data-dir', own, '--port', '0']);
    try {
      const [, url] = await serve.waitFor(/Control center: (http:\S+)/);
      const record = JSON.parse(await readFile(join(own, 'server.json'), 'utf8')) as { pid: number; socketPath: string };
      expect(record.pid).toBe(serve.child.pid);

      expect(await hello(record.socketPath, { interlock_bridge: 1, token: '0'.repeat(32), request: 'stop' })).toEqual({ interlock_bridge: 'denied', reason: 'wrong or missing token' });
      const token = (await readFile(join(own, 'token'), 'utf8')).trim();
      expect(await hello(record.socketPath, { interlock_bridge: 1, token, request: 'reboot' })).toEqual({ interlock_bridge: 'denied', reason: 'unknown request "reboot"' });
      expect((await fetch(`${url}/health`)).status).toBe(200);

      const stop = await run('stop', '--data-dir', own);
      expect(stop.output).toContain(`Stopped the Interlock control center (pid ${record.pid}).`);
      expect(stop.code).toBe(0);
      // It ran its shutdown (not killed): exit code 0, its own goodbye, and the server record removed.
      expect(await serve.exited).toBe(0);
      expect(serve.child.signalCode).toBeNull();
      expect(serve.output()).toContain('Stopping Interlock (`interlock stop`)');
      await expect(readFile(join(own, 'server.json'), 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await serve.stop('SIGKILL');
      await rm(own, { recursive: true, force: true });
    }
  });
});
