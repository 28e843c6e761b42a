// The `interlock` command as a person uses it to connect agents.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
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
    const secret = (await run('token', '--print', '--data-dir', dataDir)).output.trim();
    expect(output).not.toContain(secret);
    expect(secret).toBe((await readFile(join(dataDir, 'token'), 'utf8')).trim());
  });

  it.each(['claude-code', 'cursor', 'vscode', 'codex'])('prints an HTTP snippet for %s that holds a reference, never the token', async (client) => {
    const token = await run('token', '--print', '--data-dir', dataDir);
    expect(token.code).toBe(0);
    const secret = token.output.trim();
    expect(secret).toMatch(/^\S{20,}$/);
    const { code, output } = await run('config', client, '--data-dir', dataDir);
    expect(code).toBe(0);
    expect(output).not.toContain(secret);
    expect(output).toContain('http://127.0.0.1:3587/mcp');
    expect(output).toMatch(/Bearer (\$\(|\$\{env:INTERLOCK_MCP_TOKEN\}|\$\{input:interlock-token\})|bearer_token_env_var/);
  });

  it('gives Claude Code a user-scope command whose substitution yields the token in a real shell', async () => {
    const secret = (await run('token', '--print', '--data-dir', dataDir)).output.trim();
    const { output } = await run('config', 'claude-code', '--data-dir', dataDir);
    const command = output.split('\n').find((line) => line.startsWith('claude mcp add'))!;
    expect(command).toContain('--scope user');
    const header = /--header ("Authorization: Bearer \$\(.*\)")$/.exec(command)![1]!;
    const shell = spawnSync('sh', ['-c', `printf '%s' ${header}`], { encoding: 'utf8' });
    expect(shell.stdout).toBe(`Authorization: Bearer ${secret}`);
  });

  it('refuses --rotate together with --print', async () => {
    const { code, output } = await run('token', '--rotate', '--print', '--data-dir', dataDir);
    expect(code).toBe(2);
    expect(output).toMatch(/Choose one/);
  });

  it('names the clients it knows when given another', async () => {
    const { code, output } = await run('config', 'notepad', '--data-dir', dataDir);
    expect(code).toBe(2);
    expect(output).toMatch(/claude-desktop\|claude-code\|cursor\|vscode\|codex/);
  });
});

describe('interlock logs', () => {
  it('shows where the log is and the last lines the control center wrote, with no secret in it', async () => {
    const logDataDir = await mkdtemp(join(tmpdir(), 'interlock-logs-'));
    try {
      const none = await run('logs', '--data-dir', logDataDir);
      expect(none.code).toBe(1);
      expect(none.output).toMatch(/No log yet in .*logs: the control center writes it once it has started/);

      const server = startInterlock(['serve', '--data-dir', logDataDir, '--port', '0']);
      await server.waitFor(/Control center: http/);
      expect(await server.stop()).toBe(0); // SIGTERM here, `interlock stop` on Windows: both stop it cleanly

      const { code, output } = await run('logs', '--lines', '50', '--data-dir', logDataDir);
      expect(code).toBe(0);
      expect(output).toContain(`# ${join(logDataDir, 'logs', 'interlock.1.log')}`);
      expect(output).toMatch(/INFO  control center starting {2}version=\S+ dataDir=/);
      expect(output).toMatch(/INFO  control center stopped/);
      const secret = (await run('token', '--print', '--data-dir', logDataDir)).output.trim();
      const logText = await readFile(join(logDataDir, 'logs', 'interlock.1.log'), 'utf8');
      expect(logText).not.toContain(secret);
      expect((await run('logs', '--lines', 'many', '--data-dir', logDataDir)).code).toBe(2);
    } finally {
      await rm(logDataDir, { recursive: true, force: true });
    }
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
