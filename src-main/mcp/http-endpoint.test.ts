// The MCP endpoint over real HTTP, with the real SDK client in both protocol eras.
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { counterDomain, type Counter } from './test-support/counter-domain.ts';

const counter: Counter = { value: 0 };
let cc: ControlCenter;
let dataDir: string;
const clients: Client[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-http-'));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [counterDomain(counter)] });
});
afterAll(async () => {
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
  vi.useRealTimers();
});

type Era = 'legacy' | 'modern';

async function connect(era: Era, name = `test-${era}`): Promise<Client> {
  const client = new Client(
    { name, version: '1.2.3' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(cc.mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

/** Answers the next approval card the way the person would in the UI. */
async function answerNext(decision: 'approve-once' | 'deny'): Promise<void> {
  const waiting = () => cc.core.store.state.approvals.find((a) => a.state === 'waiting');
  await expect.poll(waiting).toBeTruthy();
  await cc.core.gate.resolve(waiting()!.id, decision);
}

function text(result: unknown): string {
  return ((result as { content: Array<{ text: string }> }).content[0] ?? { text: '' }).text;
}

describe.each<Era>(['legacy', 'modern'])('MCP over Streamable HTTP, %s era', (era) => {
  it('negotiates the era and lists every tool with a description and schemas', async () => {
    const client = await connect(era);
    expect(client.getProtocolEra()).toBe(era);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['get_interlock_status', 'describe_tools', 'peek', 'bump']));
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/\w/);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
  });

  it('runs a read-only call at once and records the agent with its transport', async () => {
    const client = await connect(era, `reader-${era}`);
    const result = await client.callTool({ name: 'peek', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ value: counter.value });
    const agent = Object.values(cc.core.store.state.agents).find((a) => a.clientName === `reader-${era}`);
    expect(agent).toMatchObject({ clientVersion: '1.2.3', transport: era === 'legacy' ? 'http-legacy' : 'http-modern', callCount: 1 });
    expect(agent?.protocolVersion).toBe(era === 'legacy' ? '2025-11-25' : '2026-07-28');
  });

  it('runs an approved mutating call and leaves everything unchanged on a denied one', async () => {
    const detach = cc.core.gate.attachUi();
    try {
      const client = await connect(era);
      const before = counter.value;
      const approved = client.callTool({ name: 'bump', arguments: { by: 3 } });
      await answerNext('approve-once');
      expect((await approved).structuredContent).toEqual({ value: before + 3 });

      const denied = client.callTool({ name: 'bump', arguments: { by: 100 } });
      await answerNext('deny');
      const result = await denied;
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/Denied by the person/);
      expect(counter.value).toBe(before + 3);
    } finally {
      detach();
    }
  });

  it('sends progress notifications while a call waits for approval', async () => {
    const detach = cc.core.gate.attachUi();
    try {
      const client = await connect(era);
      const messages: string[] = [];
      const pending = client.callTool({ name: 'bump', arguments: { by: 1 } }, { onprogress: (p) => messages.push(p.message ?? ''), resetTimeoutOnProgress: true });
      await expect.poll(() => messages.length).toBeGreaterThan(0);
      expect(messages[0]).toMatch(/Waiting for the person to approve bump/);
      await answerNext('approve-once');
      expect((await pending).isError).toBeFalsy();
    } finally {
      detach();
    }
  });

  it('cancelling a waiting call marks the card "the agent left" and the entry cancelled, and approving it runs nothing', async () => {
    const detach = cc.core.gate.attachUi();
    try {
      const client = await connect(era);
      const before = counter.value;
      const abort = new AbortController();
      const pending = client.callTool({ name: 'bump', arguments: { by: 7 } }, { signal: abort.signal });
      const card = () => cc.core.store.state.approvals.find((a) => a.args && (a.args as { by?: number }).by === 7);
      await expect.poll(card).toBeTruthy();
      const { id, entryId } = card()!;
      abort.abort();
      await expect(pending).rejects.toThrow();
      await expect.poll(() => card()?.state).toBe('agent-left');
      await expect.poll(() => cc.core.store.state.queue.find((e) => e.id === entryId)?.status).toBe('cancelled');
      expect(await cc.core.gate.resolve(id, 'approve-once')).toBe('agent-left');
      expect(counter.value).toBe(before);
    } finally {
      detach();
    }
  });
});

describe('HTTP security', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });

  function raw(options: { path?: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    const url = new URL(cc.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: url.port,
          path: options.path ?? '/mcp',
          method: options.method ?? 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...options.headers },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }
  const bearer = () => ({ authorization: `Bearer ${cc.token.reveal()}` });

  it('answers 401 with a Bearer challenge when the token is missing or wrong', async () => {
    const missing = await raw({ body: initialize });
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await raw({ body: initialize, headers: { authorization: `Bearer ${'0'.repeat(32)}` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('refuses a token in the query string, even the right one', async () => {
    const response = await raw({ path: `/mcp?token=${cc.token.reveal()}`, body: initialize });
    expect(response.status).toBe(401);
    expect(response.body).toMatch(/Authorization header/);
  });

  it('answers 403 to a foreign Origin or Host', async () => {
    expect((await raw({ body: initialize, headers: { ...bearer(), origin: 'http://evil.example.com' } })).status).toBe(403);
    expect((await raw({ body: initialize, headers: { ...bearer(), host: 'evil.example.com' } })).status).toBe(403);
    expect((await raw({ body: initialize, headers: { ...bearer(), origin: new URL(cc.url).origin } })).status).toBe(200);
  });

  it('answers 413 to an oversized body', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(5 * 1024 * 1024) } });
    expect((await raw({ body: huge, headers: bearer() })).status).toBe(413);
  });

  it('applies a changed body cap to the next request, with or without a declared length', async () => {
    const mid = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(64 * 1024) } });
    const chunked = { ...bearer(), 'transfer-encoding': 'chunked' };
    expect((await raw({ body: mid, headers: chunked })).status).not.toBe(413);
    await cc.core.settings.update((s) => ({ ...s, mcp: { ...s.mcp, maxRequestBodyBytes: 16 * 1024 } }));
    try {
      expect((await raw({ body: mid, headers: bearer() })).status).toBe(413);
      expect((await raw({ body: mid, headers: chunked })).status).toBe(413);
      expect((await raw({ body: initialize, headers: chunked })).status).toBe(200);
    } finally {
      await cc.core.settings.update((s) => ({ ...s, mcp: { ...s.mcp, maxRequestBodyBytes: 4 * 1024 * 1024 } }));
    }
    expect((await raw({ body: mid, headers: chunked })).status).not.toBe(413);
  });

  it('answers malformed JSON-RPC with a JSON-RPC error and keeps serving', async () => {
    const broken = await raw({ body: '{"jsonrpc": "2.0", "id": 1, "method": ', headers: bearer() });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(broken.body)).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
    const notRpc = await raw({ body: '{"hello": "world"}', headers: bearer() });
    expect(JSON.parse(notRpc.body)).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
    const client = await connect('legacy');
    expect((await client.callTool({ name: 'peek', arguments: {} })).isError).toBeFalsy();
  });

  it('serves /health without a token and without secrets', async () => {
    const health = await raw({ path: '/health', method: 'GET' });
    expect(health.status).toBe(200);
    const body = JSON.parse(health.body) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', version: expect.any(String), uptime_seconds: expect.any(Number), agents: expect.any(Number) });
    expect(health.body).not.toContain(cc.token.reveal());
  });
});

describe('legacy sessions', () => {
  async function openSession(target: ControlCenter = cc): Promise<string> {
    const headers = { authorization: `Bearer ${target.token.reveal()}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const response = await fetch(target.mcpUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'sessions', version: '1' } } }),
    });
    await response.text();
    const sessionId = response.headers.get('mcp-session-id')!;
    const initialized = await fetch(target.mcpUrl, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    });
    await initialized.text();
    return sessionId;
  }
  const ping = (target: ControlCenter, sessionId: string) =>
    fetch(target.mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.token.reveal()}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': sessionId,
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }),
    });

  it('rejects an unknown session id', async () => {
    const response = await ping(cc, '00000000-0000-0000-0000-000000000000');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/Session not found/) } });
  });

  it('closes a session on DELETE', async () => {
    const sessionId = await openSession();
    expect((await ping(cc, sessionId)).status).toBe(200);
    const deleted = await fetch(cc.mcpUrl, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${cc.token.reveal()}`, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' },
    });
    expect(deleted.status).toBe(200);
    expect((await ping(cc, sessionId)).status).toBe(404);
  });

  it('expires a session after the idle TTL (default ten minutes)', async () => {
    // A control center whose sweep interval and clock are fake, so the minutes pass in an instant.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.now() });
    const dir = await mkdtemp(join(tmpdir(), 'interlock-ttl-'));
    const ttl = await startControlCenter({ dataDir: dir, port: 0, demo: false, domains: [] });
    try {
      const session = await openSession(ttl);
      expect((await ping(ttl, session)).status).toBe(200);
      await vi.advanceTimersByTimeAsync(8 * 60_000);
      expect((await ping(ttl, session)).status).toBe(200); // activity resets the idle clock
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect((await ping(ttl, session)).status).toBe(200);
      await vi.advanceTimersByTimeAsync(10 * 60_000 + 20_000);
      expect((await ping(ttl, session)).status).toBe(404);
      expect(Object.values(ttl.core.store.state.agents).some((a) => a.clientName === 'sessions')).toBe(false);
    } finally {
      vi.useRealTimers();
      await ttl.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('closes the session of an agent the person disconnects in the UI', async () => {
    const sessionId = await openSession();
    expect((await ping(cc, sessionId)).status).toBe(200);
    const agent = Object.values(cc.core.store.state.agents).find((a) => a.clientName === 'sessions' && a.transport === 'http-legacy');
    expect(agent).toBeTruthy();
    expect(await cc.handlers['agent:disconnect']({ agentId: agent!.id }, { kind: 'window' })).toEqual({ disconnected: true });
    expect((await ping(cc, sessionId)).status).toBe(404);
  });

  it('keeps two agents apart: each sees only its own calls in the registry', async () => {
    const first = await connect('legacy', 'agent-one');
    const second = await connect('modern', 'agent-two');
    await Promise.all([first.callTool({ name: 'peek', arguments: {} }), second.callTool({ name: 'peek', arguments: {} }), second.callTool({ name: 'peek', arguments: {} })]);
    const agents = Object.values(cc.core.store.state.agents);
    const one = agents.find((a) => a.clientName === 'agent-one')!;
    const two = agents.find((a) => a.clientName === 'agent-two')!;
    expect(one.callCount).toBe(1);
    expect(two.callCount).toBe(2);
    const queue = cc.core.store.state.queue;
    expect(queue.filter((e) => e.agentId === one.id)).toHaveLength(1);
    expect(queue.filter((e) => e.agentId === two.id)).toHaveLength(2);
  });
});
