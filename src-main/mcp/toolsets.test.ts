// Toolsets through a real control center (the production domains) and its real endpoints: what the person allows
// in Settings, what a connection asks for with the X-MCP-Toolsets header, the `toolsets` query parameter or the
// relay's hello, and word to connected sessions when the person changes it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../src-shared/settings-schema.ts';
import { DEFAULT_TOOLSETS, TOOLSETS } from '../../src-shared/toolsets.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { packageRoot } from '../files/index.ts';
import { openLocalSocket } from './local-socket-client.ts';
import { readServerRecord } from '../instance/server-record.ts';
import { parseToolsetRequest } from './toolsets.ts';

type Era = 'legacy' | 'modern';
const STANDIN = join(packageRoot(), 'standins', 'codesys', 'CODESYS');

let cc: ControlCenter;
let dataDir: string;
const clients: Client[] = [];

async function start(settings: Record<string, unknown>): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-toolsets-'));
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify(settings));
  cc = await startControlCenter({ dataDir, port: 0, demo: false });
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
  await cc?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function connect(era: Era, options: { header?: string; query?: string; onToolsChanged?: (tools: string[]) => void } = {}): Promise<Client> {
  const { onToolsChanged } = options;
  const client = new Client(
    { name: `toolsets-${era}`, version: '1.0.0' },
    {
      ...(era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
      // What a client that follows list changes does: on the 2026-07-28 era this opens a subscriptions/listen stream.
      ...(onToolsChanged ? { listChanged: { tools: { debounceMs: 0, onChanged: (_error: unknown, tools: Array<{ name: string }> | null) => onToolsChanged((tools ?? []).map((t) => t.name)) } } } : {}),
    },
  );
  const url = new URL(cc.mcpUrl);
  if (options.query !== undefined) url.searchParams.set('toolsets', options.query);
  const headers: Record<string, string> = { authorization: `Bearer ${cc.token.reveal()}` };
  if (options.header !== undefined) headers['X-MCP-Toolsets'] = options.header;
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  clients.push(client);
  return client;
}

async function names(client: Client): Promise<string[]> {
  return (await client.listTools()).tools.map((t) => t.name);
}

/** The toolset of each listed tool, as describe_tools reports it. */
async function toolsetsOf(client: Client): Promise<Map<string, string>> {
  const manifest = (await client.callTool({ name: 'describe_tools', arguments: {} })).structuredContent as { tools: Array<{ name: string; toolset: string }> };
  return new Map(manifest.tools.map((t) => [t.name, t.toolset]));
}

async function updateSettings(change: (settings: Settings) => Settings): Promise<void> {
  await cc.core.settings.update(change);
}

describe('toolsets: what the person allows', () => {
  it('lists no CODESYS tool while no CODESYS is configured, whatever the toolsets chosen', async () => {
    await start({ mcp: { toolsets: TOOLSETS.map((t) => t.id) } });
    for (const era of ['legacy', 'modern'] as const) {
      const client = await connect(era);
      const listed = await names(client);
      expect(listed).toContain('read_pou');
      expect(listed.filter((name) => name.startsWith('codesys_') || name.endsWith('_codesys') || name === 'get_codesys_status')).toEqual([]);
      // Not listed is not callable either: refused as a tool that does not exist.
      await expect(client.callTool({ name: 'codesys_read_pou', arguments: { project_path: 'x', object_path: 'PLC_PRG' } })).rejects.toThrow(/not found/);
    }
  });

  it('lists the everyday set, at most 45 tools, once CODESYS is configured with the default toolsets', async () => {
    await start({ codesys: { executablePath: STANDIN } });
    const client = await connect('legacy');
    const listed = await names(client);
    expect(listed.length).toBeLessThanOrEqual(45);
    const toolsets = new Set((await toolsetsOf(client)).values());
    expect([...toolsets].sort()).toEqual(['platform', ...DEFAULT_TOOLSETS].sort());
    expect(listed).toEqual(expect.arrayContaining(['get_interlock_status', 'describe_tools', 'read_pou', 'codesys_read_pou', 'codesys_compile_project', 'codesys_online_state']));
    expect(listed).not.toContain('codesys_online_login');
    expect(listed).not.toContain('codesys_add_device');
  });

  it('in read-only mode lists only read-only tools and refuses a mutating call as unknown', async () => {
    await start({ codesys: { executablePath: STANDIN }, mcp: { readOnly: true } });
    const client = await connect('legacy');
    const listed = (await client.listTools()).tools;
    expect(listed.length).toBeGreaterThan(10);
    for (const tool of listed) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(listed.map((t) => t.name)).not.toContain('update_pou');
    await expect(client.callTool({ name: 'update_pou', arguments: { project_path: 'x', pou_name: 'main', content: '', expected_hash: 'x' } })).rejects.toThrow(/not found/);
  });

  it('tells a connected session when the person changes the toolsets or the read-only mode; the next list follows', async () => {
    await start({ codesys: { executablePath: STANDIN } });
    const legacy = await connect('legacy');
    const modern = await connect('modern');
    let changes = 0;
    legacy.setNotificationHandler('notifications/tools/list_changed', () => void changes++);
    expect(await names(legacy)).not.toContain('codesys_add_device');

    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, toolsets: [...s.mcp.toolsets, 'codesys-devices'] } }));
    await expect.poll(() => changes, { timeout: 10_000 }).toBe(1);
    expect(await names(legacy)).toContain('codesys_add_device');
    expect(await names(modern)).toContain('codesys_add_device');

    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, readOnly: true } }));
    await expect.poll(() => changes, { timeout: 10_000 }).toBe(2);
    expect(await names(legacy)).not.toContain('codesys_add_device');

    // A change that leaves what agents see as it was sends nothing.
    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, agentIdleMinutes: s.mcp.agentIdleMinutes + 1 } }));
    await updateSettings((s) => ({ ...s, codesys: { ...s.codesys, executablePath: '' } }));
    await expect.poll(() => changes, { timeout: 10_000 }).toBe(3);
    expect((await names(legacy)).filter((name) => name.startsWith('codesys_'))).toEqual([]);
  });
});

describe('toolsets: word of a change on the 2026-07-28 listen stream', () => {
  it('reaches a modern client when the person configures CODESYS and when they change the toolsets, with the new list', async () => {
    await start({});
    const heard: string[][] = [];
    const client = await connect('modern', { onToolsChanged: (tools) => heard.push(tools) });
    expect(client.getProtocolEra()).toBe('modern');
    expect((await names(client)).filter((name) => name.startsWith('codesys_'))).toEqual([]);

    await updateSettings((s) => ({ ...s, codesys: { ...s.codesys, executablePath: STANDIN } }));
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(1);
    expect(heard[0]).toEqual(expect.arrayContaining(['codesys_read_pou', 'codesys_compile_project']));
    expect(heard[0]).not.toContain('codesys_add_device');

    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, toolsets: [...s.mcp.toolsets, 'codesys-devices'] } }));
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(2);
    expect(heard[1]).toContain('codesys_add_device');

    // A change agents cannot see sends nothing; the next one that they can see is heard once.
    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, agentIdleMinutes: s.mcp.agentIdleMinutes + 1 } }));
    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, readOnly: true } }));
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(3);
    expect(heard[2]).not.toContain('codesys_add_device');
    expect(heard[2]).toContain('codesys_read_pou');
  });
});

describe('toolsets: what a connection asks for', () => {
  beforeEach(async () => {
    await start({ codesys: { executablePath: STANDIN } });
  });

  it.each<Era>(['legacy', 'modern'])('narrows with the X-MCP-Toolsets header or the toolsets query parameter (%s era); the platform toolset stays', async (era) => {
    const byHeader = await connect(era, { header: 'codesys-build' });
    // A connection that named its toolsets also gets the pair that lists and enables the others the person allows.
    expect((await names(byHeader)).sort()).toEqual(['codesys_compile_project', 'codesys_get_compile_messages', 'describe_tools', 'enable_toolset', 'get_interlock_status', 'list_toolsets']);
    await expect(byHeader.callTool({ name: 'read_pou', arguments: { project_path: 'x', pou_name: 'main' } })).rejects.toThrow(/not found/);

    const byQuery = await connect(era, { query: 'openplc, codesys-code' });
    const toolsets = new Set((await toolsetsOf(byQuery)).values());
    const listed = await names(byQuery);
    expect(listed).toEqual(expect.arrayContaining(['read_pou', 'codesys_read_pou', 'get_interlock_status']));
    expect(listed).not.toContain('codesys_compile_project');
    expect(toolsets.has('codesys-build')).toBe(true); // describe_tools shows what the person allows

    const everything = await names(await connect(era));
    expect(await names(await connect(era, { header: 'all' }))).toEqual(everything);
    expect(everything).not.toContain('enable_toolset');
  });

  it('cannot widen what the person allows: a disallowed toolset asked for stays unlisted and uncallable', async () => {
    const client = await connect('legacy', { header: 'codesys-online,codesys-devices,codesys-build' });
    const listed = await names(client);
    expect(listed).toContain('codesys_compile_project');
    expect(listed.filter((name) => /online_login|download$|add_device$/.test(name))).toEqual([]);
    await expect(client.callTool({ name: 'codesys_online_login', arguments: { project_path: 'x' } })).rejects.toThrow(/not found/);
  });

  it('refuses an unknown toolset with the known ones, before any session starts', async () => {
    const response = await fetch(cc.mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${cc.token.reveal()}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-mcp-toolsets': 'codesys-bogus' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Unknown toolset codesys-bogus: the toolsets are platform, openplc, codesys-project/);
    expect(() => parseToolsetRequest(' ,')).toThrow(/No toolset requested/);
  });

  it('narrows a stdio relay connection with the toolsets its hello names, and refuses an unknown one', async () => {
    const record = (await readServerRecord(dataDir))!;
    const { socket, leftover } = await openLocalSocket(record, undefined, 'openplc');
    let buffered = leftover.toString('utf8');
    socket.on('data', (chunk: Buffer) => void (buffered += chunk.toString('utf8')));
    const answer = async (id: number) => {
      await expect.poll(() => buffered.split('\n').some((line) => line.includes(`"id":${id}`)), { timeout: 15_000 }).toBe(true);
      return JSON.parse(buffered.split('\n').find((line) => line.includes(`"id":${id}`))!) as { result: { tools: Array<{ name: string }> } };
    };
    const send = (message: unknown) => socket.write(`${JSON.stringify(message)}\n`);
    try {
      send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'relay', version: '1' } } });
      await answer(1);
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
      const listed = (await answer(2)).result.tools.map((t) => t.name);
      expect(listed).toContain('read_pou');
      expect(listed).toContain('get_interlock_status');
      expect(listed.filter((name) => name.startsWith('codesys_'))).toEqual([]);
    } finally {
      socket.destroy();
    }
    await expect(openLocalSocket(record, undefined, 'nonsense')).rejects.toThrow(/Unknown toolset nonsense/);
  });
});

describe('toolsets: what an agent enables on its own connection (list_toolsets, enable_toolset)', () => {
  type Listing = { toolsets: Array<{ id: string; allowed: boolean; not_allowed_because: string | null; listed: boolean; tools: string[] }> };
  const listing = async (client: Client) => (await client.callTool({ name: 'list_toolsets', arguments: {} })).structuredContent as Listing;
  const enable = (client: Client, toolset: string) => client.callTool({ name: 'enable_toolset', arguments: { toolset } });

  it.each<Era>(['legacy', 'modern'])('lists an allowed toolset after enabling it, with list_changed, and refuses one the person did not allow (%s era)', async (era) => {
    await start({ codesys: { executablePath: STANDIN } });
    const heard: string[][] = [];
    const client = await connect(era, { header: 'codesys-build', onToolsChanged: (tools) => heard.push(tools) });
    expect((await names(client)).sort()).toEqual(['codesys_compile_project', 'codesys_get_compile_messages', 'describe_tools', 'enable_toolset', 'get_interlock_status', 'list_toolsets']);

    const before = new Map((await listing(client)).toolsets.map((t) => [t.id, t]));
    expect(before.get('codesys-code')).toMatchObject({ allowed: true, listed: false, tools: expect.arrayContaining(['codesys_read_pou']) });
    expect(before.get('codesys-build')).toMatchObject({ allowed: true, listed: true });
    expect(before.get('codesys-online')).toMatchObject({ allowed: false, listed: false });
    expect(before.get('platform')).toMatchObject({ allowed: true, listed: true, tools: ['get_interlock_status', 'describe_tools', 'list_toolsets', 'enable_toolset'] });

    const enabled = await enable(client, 'codesys-code');
    expect(enabled.isError).toBeFalsy();
    expect(enabled.structuredContent).toMatchObject({ toolset: 'codesys-code', newly_listed: true, tools: expect.arrayContaining(['codesys_read_pou', 'codesys_search_code']) });
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(1);
    expect(heard[0]).toEqual(expect.arrayContaining(['codesys_read_pou', 'codesys_compile_project']));
    expect(await names(client)).toContain('codesys_read_pou');
    expect((await listing(client)).toolsets.find((t) => t.id === 'codesys-code')?.listed).toBe(true);
    // Enabling again changes nothing and sends nothing.
    expect((await enable(client, 'codesys-code')).structuredContent).toMatchObject({ newly_listed: false });

    // The person did not allow codesys-online: refused, nothing listed, still not callable.
    const refused = await enable(client, 'codesys-online');
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toMatch(/codesys-online toolset cannot be enabled: the person has not chosen it in Settings.*ask the person/);
    expect(await names(client)).not.toContain('codesys_online_login');
    await expect(client.callTool({ name: 'codesys_online_login', arguments: { project_path: 'x' } })).rejects.toThrow(/not found/);
    expect(cc.core.settings.current.mcp.toolsets).not.toContain('codesys-online');

    // Another agent's connection keeps its own list.
    const other = new Client({ name: `other-${era}`, version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
    const url = new URL(cc.mcpUrl);
    await other.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}`, 'X-MCP-Toolsets': 'codesys-build' } } }));
    clients.push(other);
    expect(await names(other)).not.toContain('codesys_read_pou');

    // The person's later narrowing wins over what the agent enabled.
    await updateSettings((s) => ({ ...s, mcp: { ...s.mcp, toolsets: s.mcp.toolsets.filter((t) => t !== 'codesys-code') } }));
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(heard.at(-1)).not.toContain('codesys_read_pou');
    expect(await names(client)).not.toContain('codesys_read_pou');
  });

  it('tells a 2026-07-28 listener when its agent is forgotten as idle, and what it enabled goes with it', async () => {
    await start({ codesys: { executablePath: STANDIN } });
    const heard: string[][] = [];
    const client = await connect('modern', { header: 'codesys-build', onToolsChanged: (tools) => heard.push(tools) });
    expect((await enable(client, 'codesys-code')).structuredContent).toMatchObject({ newly_listed: true });
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(1);
    const agent = Object.values(cc.core.store.state.agents).find((a) => a.clientName === 'toolsets-modern')!;
    cc.core.agents.disconnect(agent.id, 'idle');
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBe(2);
    expect(heard[1]).not.toContain('codesys_read_pou');
    expect(heard[1]).toContain('codesys_compile_project');
  });

  it('names the missing CODESYS path when the person chose a toolset whose program is not configured', async () => {
    await start({ mcp: { toolsets: [...DEFAULT_TOOLSETS, 'codesys-devices'] } });
    const client = await connect('legacy', { header: 'openplc' });
    const refused = await enable(client, 'codesys-devices');
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toMatch(/its program is not configured in Interlock \(Settings → CODESYS\).*Toolsets you may enable: platform, openplc/);
  });

  it.each<Era>(['legacy', 'modern'])('tells a connection that asked for a toolset the person does not allow which and why (%s era)', async (era) => {
    await start({ codesys: { executablePath: STANDIN } });
    const client = await connect(era, { header: 'openplc,codesys-online' });
    // Its instructions say it at once: which toolset, why, and that only the person can change it.
    expect(client.getInstructions()).toMatch(/asked for toolsets the person does not allow.*codesys-online \(the person has not chosen it in Settings → Agents \(MCP\)\).*ask the person/);
    const { toolsets } = await listing(client);
    expect(toolsets.find((t) => t.id === 'codesys-online')).toMatchObject({ allowed: false, not_allowed_because: 'the person has not chosen it in Settings → Agents (MCP)' });
    expect(toolsets.find((t) => t.id === 'openplc')).toMatchObject({ allowed: true, not_allowed_because: null });
    const manifest = (await client.callTool({ name: 'describe_tools', arguments: {} })).structuredContent as { toolsets: Array<{ id: string; not_allowed_because: string | null }> };
    expect(manifest.toolsets.find((t) => t.id === 'codesys-online')?.not_allowed_because).toMatch(/has not chosen it/);
    // A connection that asked only for what is allowed is told nothing of the kind.
    const plain = await connect(era, { header: 'openplc' });
    expect(plain.getInstructions()).not.toMatch(/does not allow/);
  });

  it('tells a stdio relay connection after enabling, and lists the toolset there', async () => {
    await start({ codesys: { executablePath: STANDIN } });
    const record = (await readServerRecord(dataDir))!;
    const { socket, leftover } = await openLocalSocket(record, undefined, 'openplc');
    let buffered = leftover.toString('utf8');
    socket.on('data', (chunk: Buffer) => void (buffered += chunk.toString('utf8')));
    const lines = () => buffered.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as { id?: number; method?: string; result?: { tools?: Array<{ name: string }>; structuredContent?: unknown } });
    const answer = async (id: number) => {
      await expect.poll(() => lines().some((line) => line.id === id), { timeout: 15_000 }).toBe(true);
      return lines().find((line) => line.id === id)!;
    };
    const send = (message: unknown) => socket.write(`${JSON.stringify(message)}\n`);
    try {
      send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'relay', version: '1' } } });
      await answer(1);
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'enable_toolset', arguments: { toolset: 'codesys-build' } } });
      expect((await answer(2)).result?.structuredContent).toMatchObject({ toolset: 'codesys-build', newly_listed: true });
      await expect.poll(() => lines().some((line) => line.method === 'notifications/tools/list_changed'), { timeout: 15_000 }).toBe(true);
      send({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
      const listed = (await answer(3)).result!.tools!.map((t) => t.name);
      expect(listed).toEqual(expect.arrayContaining(['read_pou', 'codesys_compile_project']));
      expect(listed).not.toContain('codesys_read_pou');
    } finally {
      socket.destroy();
    }
  });
});
