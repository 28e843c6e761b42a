// An agent configured with the stdio snippet (`interlock mcp`): the bridge starts a control center when none
// runs, relays both protocol eras, shows the agent as a stdio client, waits for the person on edits, and
// fails clearly when the control center goes away.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerRecord } from '../src-main/instance/server-record.ts';
import { isProcessAlive } from '../src-main/os-process/index.ts';
import { loginLink, readLoginKey, signLoginCode } from '../src-main/host/browser-access.ts';
import type { TrustWidening } from '../src-shared/contract.ts';
import type { Settings } from '../src-shared/settings-schema.ts';
import { BIN } from './support/processes.ts';
import { UiSession } from './support/ui-session.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
let workspace: string;
let project: string;
const clients: Client[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function connectAgent(name: string, modern = false, onToolsChanged?: (tools: string[]) => void): Promise<Client> {
  const client = new Client(
    { name, version: '9.9' },
    {
      ...(modern ? { versionNegotiation: { mode: 'auto' as const } } : {}),
      // A client that follows list changes (on the 2026-07-28 era this opens a subscriptions/listen stream).
      ...(onToolsChanged ? { listChanged: { tools: { debounceMs: 0, onChanged: (_error: unknown, tools: Array<{ name: string }> | null) => onToolsChanged((tools ?? []).map((t) => t.name)) } } } : {}),
    },
  );
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--data-dir', dataDir], stderr: 'pipe' }));
  clients.push(client);
  return client;
}

async function person(): Promise<UiSession> {
  const record = await readServerRecord(dataDir);
  const session = await UiSession.login(loginLink(record!.url!, signLoginCode((await readLoginKey(dataDir))!, Date.now())));
  await session.attach();
  return session;
}

/** Saves a settings change as the Settings page does: a change that widens what agents get is confirmed first. */
async function saveSettings(ui: UiSession, change: (settings: Settings) => Settings): Promise<TrustWidening[]> {
  const next = change((await ui.invoke('settings:get', {})).settings);
  const first = await ui.invoke('settings:update', { settings: next });
  if (first.saved) return [];
  const confirmed = await ui.invoke('settings:update', { settings: next, confirm: first.confirm });
  expect(confirmed.saved).toBe(true);
  return first.widening;
}

async function stopControlCenter(): Promise<void> {
  const record = await readServerRecord(dataDir);
  if (record && isProcessAlive(record.pid)) {
    process.kill(record.pid, 'SIGTERM');
    await expect.poll(() => isProcessAlive(record.pid), { timeout: 15_000 }).toBe(false);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-stdio-'));
  workspace = join(dataDir, 'workspace');
  project = join(workspace, 'bottling-line');
  await cp(join(root, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
  await writeFile(
    join(dataDir, 'settings.json'),
    JSON.stringify({ port: await freePort(), projectRoots: [workspace], openplc: { cliPath: join(root, 'standins', 'openplc-cli', 'openplc-cli') } }),
  );
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await stopControlCenter();
  await rm(dataDir, { recursive: true, force: true });
});

describe('interlock mcp (stdio)', () => {
  it('starts the control center when none runs, and lists the tools', async () => {
    expect(await readServerRecord(dataDir)).toBeNull();
    const client = await connectAgent('claude-desktop-like');
    const record = await readServerRecord(dataDir);
    expect(record?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['get_interlock_status', 'list_pous', 'read_pou', 'update_pou', 'compile_project']));
    for (const tool of tools) expect(tool.description, tool.name).toMatch(/\w/);
  });

  it('runs read-only calls at once and shows the agent as a stdio client', async () => {
    const client = await connectAgent('stdio-reader');
    const result = await client.callTool({ name: 'list_pous', arguments: { project_path: project } });
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.structuredContent)).toContain('ScaleAnalog');
    const status = await client.callTool({ name: 'get_interlock_status', arguments: {} });
    const agents = (status.structuredContent as { agents: Array<{ client_name: string; transport: string; calls: number }> }).agents;
    expect(agents.find((a) => a.client_name === 'stdio-reader')).toMatchObject({ transport: 'stdio', calls: 2 });
  });

  it('serves a 2026-07-28 agent through the same bridge', async () => {
    const client = await connectAgent('modern-agent', true);
    expect(client.getProtocolEra()).toBe('modern');
    const result = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog' } });
    expect((result.structuredContent as { content_hash: string }).content_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('tells agents of both eras when the person configures CODESYS or changes the toolsets in Settings', async () => {
    const heard: Record<'legacy' | 'modern', string[][]> = { legacy: [], modern: [] };
    const legacy = await connectAgent('stdio-follower', false, (tools) => heard.legacy.push(tools));
    const modern = await connectAgent('stdio-follower-modern', true, (tools) => heard.modern.push(tools));
    expect(modern.getProtocolEra()).toBe('modern');
    expect((await legacy.listTools()).tools.map((t) => t.name).filter((name) => name.startsWith('codesys_'))).toEqual([]);
    const ui = await person();
    const before = (await ui.invoke('settings:get', {})).settings;
    const both = (count: number) => heard.legacy.length >= count && heard.modern.length >= count;
    try {
      const configured = await saveSettings(ui, (s) => ({ ...s, codesys: { ...s.codesys, executablePath: join(root, 'standins', 'codesys', 'CODESYS') } }));
      expect(configured.map((w) => w.kind)).toEqual(['program']);
      await expect.poll(() => both(1), { timeout: 20_000 }).toBe(true);
      for (const tools of [heard.legacy[0]!, heard.modern[0]!]) {
        expect(tools).toEqual(expect.arrayContaining(['read_pou', 'codesys_read_pou', 'codesys_compile_project']));
        expect(tools).not.toContain('codesys_add_device');
      }

      const widened = await saveSettings(ui, (s) => ({ ...s, mcp: { ...s.mcp, toolsets: [...s.mcp.toolsets, 'codesys-devices'] } }));
      expect(widened.map((w) => w.description)).toEqual([expect.stringMatching(/^Agents will see the codesys-devices toolset/)]);
      await expect.poll(() => both(2), { timeout: 20_000 }).toBe(true);
      expect(heard.legacy[1]).toContain('codesys_add_device');
      expect(heard.modern[1]).toContain('codesys_add_device');

      expect(await saveSettings(ui, (s) => ({ ...s, mcp: { ...s.mcp, readOnly: true } }))).toEqual([]);
      await expect.poll(() => both(3), { timeout: 20_000 }).toBe(true);
      for (const tools of [heard.legacy[2]!, heard.modern[2]!]) {
        expect(tools).toContain('read_pou');
        expect(tools).not.toContain('update_pou');
      }
    } finally {
      await saveSettings(ui, () => before);
      ui.close();
    }
    await expect.poll(() => both(4), { timeout: 20_000 }).toBe(true);
    expect(heard.legacy[3]).toContain('update_pou');
    expect(heard.legacy[3]!.filter((name) => name.startsWith('codesys_'))).toEqual([]);
  });

  it('waits for the person on an edit: approve writes it, deny leaves the file as it was', async () => {
    const client = await connectAgent('stdio-editor');
    const ui = await person();
    try {
      const file = join(project, 'pous', 'functions', 'ScaleAnalog.st');
      const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog' } });
      const { content, content_hash } = read.structuredContent as { content: string; content_hash: string };
      const edited = content.replace('(* Scales a raw 15-bit analog value to engineering units. *)', '(* Scales a raw 15-bit value (0..32767). *)');

      const approved = client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog', content: edited, expected_content_hash: content_hash } });
      const card = await ui.answerNext('approve-once');
      expect(card).toMatchObject({ tool: 'update_pou', preview: { kind: 'diff' } });
      const result = await approved;
      expect(result.isError).toBeFalsy();
      expect(await readFile(file, 'utf8')).toBe(edited);

      const newHash = (result.structuredContent as { content_hash: string }).content_hash;
      const denied = client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog', content: content, expected_content_hash: newHash } });
      await ui.answerNext('deny');
      const deniedResult = await denied;
      expect(deniedResult.isError).toBe(true);
      expect(JSON.stringify(deniedResult.content)).toMatch(/Denied by the person/);
      expect(await readFile(file, 'utf8')).toBe(edited);
    } finally {
      ui.close();
    }
  });

  it('the relay is killed while its card waits: the card shows the agent left, and a later Approve changes nothing', async () => {
    // What an agent does when it crashes or is closed: its `interlock mcp` child dies with it, outright.
    const bridge = spawn(process.execPath, [BIN, 'mcp', '--data-dir', dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => bridge.on('exit', () => resolve()));
    let stdout = '';
    bridge.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const send = (message: unknown) => bridge.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'killed-relay', version: '1' } } });
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain('"id":1');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const ui = await person();
    try {
      const file = join(project, 'pous', 'functions', 'ScaleAnalog.st');
      const read = await fetchPou();
      const before = await readFile(file, 'utf8');
      const edited = read.content.replace('END_FUNCTION', '  (* written by an agent that is gone *)\nEND_FUNCTION');
      send({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'update_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog', content: edited, expected_content_hash: read.hash } },
      });
      const card = await ui.nextApproval();
      expect(card).toMatchObject({ tool: 'update_pou', agentName: expect.stringContaining('killed-relay') });
      bridge.kill('SIGKILL');
      await exited;
      const left = () => ui.events.find((e) => e.type === 'approval.updated' && e.approvalId === card.id && e.patch.state === 'agent-left');
      await expect.poll(left, { timeout: 20_000 }).toBeTruthy();
      expect(JSON.stringify(left())).toMatch(/connection or session closed/);
      await ui.invoke('approval:decide', { approvalId: card.id, decision: 'approve-once' });
      // Give a wrongly approved call every chance to land before checking it did not.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readFile(file, 'utf8')).toBe(before);
      const status = await (await connectAgent('status-after-kill')).callTool({ name: 'get_interlock_status', arguments: {} });
      const agents = (status.structuredContent as { agents: Array<{ client_name: string }>; pending_approvals: number }).agents;
      expect(agents.some((a) => a.client_name === 'killed-relay')).toBe(false);
      expect((status.structuredContent as { pending_approvals: number }).pending_approvals).toBe(0);
    } finally {
      ui.close();
    }
  });

  it('answers a message over 10 MiB with a clear error, id kept, passes nothing on, and serves the next requests at once', { timeout: 120_000 }, async () => {
    const bridge = spawn(process.execPath, [BIN, 'mcp', '--data-dir', dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => bridge.on('exit', (code) => resolve(code)));
    const lines: Array<{ id?: unknown; result?: { content?: unknown; structuredContent?: { content?: string } }; error?: { code: number; message: string } }> = [];
    let pending = '';
    bridge.stdout.on('data', (c: Buffer) => {
      pending += c.toString();
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        lines.push(JSON.parse(pending.slice(0, end)) as (typeof lines)[number]);
        pending = pending.slice(end + 1);
      }
    });
    let stderr = '';
    bridge.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const send = (message: unknown) => bridge.stdin.write(`${JSON.stringify(message)}\n`);
    const answer = async (id: number) => {
      await expect.poll(() => lines.some((l) => l.id === id), { timeout: 30_000 }).toBe(true);
      return lines.find((l) => l.id === id)!;
    };
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'big-sender', version: '1' } } });
    await answer(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });

    // 11 MiB of content in one update_pou, written in pieces as a pipe delivers it; the next request right behind it.
    const huge = `{"method":"tools/call","params":{"name":"update_pou","arguments":{"project_path":${JSON.stringify(project)},"pou_name":"ScaleAnalog","content":"${'x'.repeat(11 * 1024 * 1024)}","expected_content_hash":"sha256:${'0'.repeat(64)}"}},"jsonrpc":"2.0","id":2}\n`;
    const before = await readFile(join(project, 'pous', 'functions', 'ScaleAnalog.st'), 'utf8');
    const started = Date.now();
    bridge.stdin.write(huge);
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'read_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog' } } });
    const refused = await answer(2);
    expect(refused.error?.code).toBe(-32600);
    expect(refused.error?.message).toMatch(/The message is 11\.0 MiB, over the 10 MiB .*not passed on and nothing ran/);
    const read = await answer(3);
    expect(read.error, JSON.stringify(read.error)).toBeUndefined();
    expect(read.result?.structuredContent?.content).toMatch(/FUNCTION_BLOCK ScaleAnalog|ScaleAnalog/);
    // Well within the time a client waits (the relay used to go silent for 20 s).
    expect(Date.now() - started).toBeLessThan(20_000);

    // An oversize message whose id lies at its start (another writer's key order) keeps its id too; one whose id
    // cannot be told is answered with id null; a notification is dropped silently. The connection keeps working.
    bridge.stdin.write(`{"jsonrpc":"2.0","id":"first","method":"tools/call","params":{"name":"read_pou","arguments":{"pou_name":"${'y'.repeat(10 * 1024 * 1024 + 1)}"}}}\n`);
    bridge.stdin.write(`{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"${'z'.repeat(10 * 1024 * 1024)}"}}\n`);
    send({ jsonrpc: '2.0', id: 4, method: 'tools/list' });
    expect((await answer(4)).result).toBeDefined();
    expect(lines.find((l) => l.id === 'first')?.error?.message).toMatch(/over the 10 MiB/);
    expect(lines.filter((l) => l.error && l.id === null)).toEqual([]);
    expect(stderr).toMatch(/did not pass on a message of 11\.0 MiB \(request 2\)/);
    expect(stderr).toMatch(/did not pass on a message of 10\.0 MiB \(notification\)/);
    expect(await readFile(join(project, 'pous', 'functions', 'ScaleAnalog.st'), 'utf8')).toBe(before);

    bridge.stdin.end();
    expect(await exited).toBe(0);
  });

  it('answers a waiting request with a clear error and exits non-zero when the control center goes away', async () => {
    const bridge = spawn(process.execPath, [BIN, 'mcp', '--data-dir', dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => bridge.on('exit', (code) => resolve(code)));
    let stdout = '';
    let stderr = '';
    bridge.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    bridge.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const send = (message: unknown) => bridge.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain('"id":1');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const ui = await person(); // so the edit waits instead of being denied at once
    const read = await fetchPou();
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'update_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog', content: read.content, expected_content_hash: read.hash } },
    });
    await ui.nextApproval();
    ui.close();
    await stopControlCenter();
    expect(await exited).toBe(1);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as { id?: number; error?: { message: string } });
    expect(lines.find((l) => l.id === 2)?.error?.message).toMatch(/control center is no longer reachable/);
    // The answered initialize is not answered again.
    expect(lines.filter((l) => l.id === 1)).toHaveLength(1);
    expect(stderr).toMatch(/no longer reachable/);
    // Only protocol on stdout.
    for (const line of stdout.trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('jsonrpc', '2.0');
  });
});

async function fetchPou(): Promise<{ content: string; hash: string }> {
  const client = await connectAgent('reader-for-kill-test');
  const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'ScaleAnalog' } });
  const { content, content_hash } = read.structuredContent as { content: string; content_hash: string };
  return { content, hash: content_hash };
}
