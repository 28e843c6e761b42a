// How calls run, through the real endpoints (HTTP in both eras, the local socket `interlock mcp` relays stdio
// over), on a real OpenPLC project:
// - a card lives only as long as someone can receive its answer: an agent that is killed, times out, cancels, or
//   whose session ends while its edit waits leaves a card marked "the agent left"; approving it changes nothing;
// - calls to one project run in arrival order, however long each takes to prepare;
// - a waiting card holds no lock: reads of the same project go on, and the approved edit then runs against the
//   hash it was prepared with, failing cleanly if the file changed meanwhile.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect as netConnect, type Socket } from 'node:net';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PendingApproval } from '../../src-shared/app-state.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let cc: ControlCenter;
let dataDir: string;
let project: string;
let mainSt: string;
let detachUi: () => void;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-lifetime-'));
  const workspace = join(dataDir, 'workspace');
  project = join(workspace, 'bottling-line');
  await cp(join(root, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
  mainSt = join(project, 'pous', 'programs', 'main.st');
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [workspace] }));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)] });
  detachUi = cc.core.gate.attachUi();
});
afterAll(async () => {
  detachUi();
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await Promise.resolve(close()).catch(() => undefined);
});

/** Polls patient enough for a busy 2-core machine running other suites at the same time. */
const SLOW = { timeout: 20_000 };

const hashOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** update_pou arguments that would really change main.st if they ever ran. */
async function editArgs(marker: string) {
  const before = await readFile(mainSt);
  const content = before.toString('utf8').replace(/END_PROGRAM\s*$/, `  (* ${marker} *)\nEND_PROGRAM\n`);
  return { project_path: project, pou_name: 'main', content, expected_content_hash: hashOf(before) };
}

function waitingCard(marker: string): PendingApproval | undefined {
  return cc.core.store.state.approvals.find((a) => JSON.stringify(a.args).includes(marker));
}

/** The card, once the agent is gone: marked as such, its call ended, and a later Approve changes nothing. */
async function expectAgentLeft(marker: string, reason: RegExp): Promise<void> {
  const before = await readFile(mainSt);
  await expect.poll(() => waitingCard(marker)?.state, SLOW).toBe('agent-left');
  const card = waitingCard(marker)!;
  expect(card.leftReason).toMatch(reason);
  await expect.poll(() => cc.core.store.state.queue.find((e) => e.id === card.entryId)?.status, SLOW).toBe('cancelled');
  expect(await cc.core.gate.resolve(card.id, 'approve-once')).toBe('agent-left');
  expect(waitingCard(marker)).toBeUndefined();
  // Give a wrongly approved call every chance to land before checking it did not.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await readFile(mainSt)).equals(before)).toBe(true);
}

function rpc(id: number, method: string, params: unknown) {
  return { jsonrpc: '2.0', id, method, params };
}
const LEGACY = '2025-06-18';
const MODERN = '2026-07-28';
const callParams = (args: unknown, era: 'legacy' | 'modern') =>
  era === 'legacy'
    ? { name: 'update_pou', arguments: args }
    : {
        name: 'update_pou',
        arguments: args,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientInfo': { name: 'raw-modern', version: '1' },
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      };

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${cc.token.reveal()}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...extra };
}

async function openLegacySession(name: string): Promise<string> {
  const response = await fetch(cc.mcpUrl, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(rpc(1, 'initialize', { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name, version: '1' } })),
  });
  await response.text();
  const sessionId = response.headers.get('mcp-session-id')!;
  await (
    await fetch(cc.mcpUrl, {
      method: 'POST',
      headers: headers({ 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY }),
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    })
  ).text();
  return sessionId;
}

/** Sends a tools/call over a raw HTTP request the test can kill like a crashed client would. */
function rawCall(body: unknown, extraHeaders: Record<string, string>): ClientRequest {
  const url = new URL(cc.mcpUrl);
  const req = httpRequest({ host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers: headers(extraHeaders) });
  req.on('error', () => undefined);
  req.on('response', (res) => res.resume());
  req.end(JSON.stringify(body));
  return req;
}

async function sdkClient(era: 'legacy' | 'modern', name: string): Promise<Client> {
  const client = new Client({ name, version: '1.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {});
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  closers.push(() => client.close());
  return client;
}

describe('a card whose agent left runs nothing', () => {
  it('HTTP 2025 era: the client is killed while its card waits', async () => {
    const sessionId = await openLegacySession('killed-legacy');
    const req = rawCall(rpc(7, 'tools/call', callParams(await editArgs('killed-legacy'), 'legacy')), { 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY });
    await expect.poll(() => waitingCard('killed-legacy')?.state, SLOW).toBe('waiting');
    req.destroy();
    await expectAgentLeft('killed-legacy', /HTTP request that carried the call closed/);
  });

  it('HTTP 2026-07-28 era: the client is killed while its card waits', async () => {
    const req = rawCall(rpc(7, 'tools/call', callParams(await editArgs('killed-modern'), 'modern')), {
      'mcp-protocol-version': MODERN,
      'mcp-method': 'tools/call',
      'mcp-name': 'update_pou',
    });
    await expect.poll(() => waitingCard('killed-modern')?.state, SLOW).toBe('waiting');
    req.destroy();
    await expectAgentLeft('killed-modern', /closed/);
  });

  it.each(['legacy', 'modern'] as const)('HTTP %s era: the client times out while its card waits', async (era) => {
    const client = await sdkClient(era, `timeout-${era}`);
    const marker = `timed-out-${era}`;
    const call = client.callTool({ name: 'update_pou', arguments: await editArgs(marker) }, { timeout: 1_000 });
    await expect(call).rejects.toThrow(/timed out/i);
    // A 2025-era client sends notifications/cancelled; a 2026-07-28 client closes the request that carried the call.
    await expectAgentLeft(marker, era === 'legacy' ? /the agent cancelled the call/ : /closed/);
  });

  it('HTTP 2025 era: deleting the session cancels its waiting card', async () => {
    const sessionId = await openLegacySession('deleted-session');
    const req = rawCall(rpc(7, 'tools/call', callParams(await editArgs('deleted-session'), 'legacy')), { 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY });
    closers.push(() => req.destroy());
    await expect.poll(() => waitingCard('deleted-session')?.state, SLOW).toBe('waiting');
    const deleted = await fetch(cc.mcpUrl, { method: 'DELETE', headers: headers({ 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY }) });
    expect(deleted.status).toBe(200);
    await expectAgentLeft('deleted-session', /ended the session|connection or session closed/);
    expect(Object.values(cc.core.store.state.agents).some((a) => a.clientName === 'deleted-session')).toBe(false);
    expect(cc.core.store.state.goneAgents.find((a) => a.clientName === 'deleted-session')?.reason).toMatch(/ended the session/);
  });

  it('HTTP 2025 era: a session whose client vanished expires and leaves the registry', async () => {
    const sessionId = await openLegacySession('vanished');
    const req = rawCall(rpc(7, 'tools/call', callParams(await editArgs('vanished'), 'legacy')), { 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY });
    await expect.poll(() => waitingCard('vanished')?.state, SLOW).toBe('waiting');
    req.destroy();
    await expectAgentLeft('vanished', /closed/);
    // No request since: once the idle TTL has passed the sweep closes the session and the agent is shown as gone.
    const ttl = cc.core.settings.current.mcp.legacySessionIdleMinutes * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ttl + 1_000 });
    try {
      expect(cc.mcp.sweepIdleSessions()).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect(Object.values(cc.core.store.state.agents).some((a) => a.clientName === 'vanished')).toBe(false);
    expect(cc.core.store.state.goneAgents.find((a) => a.clientName === 'vanished')?.reason).toMatch(/expired/);
    const ping = await fetch(cc.mcpUrl, { method: 'POST', headers: headers({ 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY }), body: JSON.stringify(rpc(9, 'ping', {})) });
    expect(ping.status).toBe(404);
  });
});

/** The local socket `interlock mcp` relays an agent's stdio over: handshake, then one JSON-RPC message a line. */
async function stdioAgent(name: string): Promise<{ socket: Socket; send: (message: unknown) => void; lines: string[] }> {
  const record = JSON.parse(await readFile(join(dataDir, 'server.json'), 'utf8')) as { socketPath: string };
  const socket = netConnect(record.socketPath);
  closers.push(() => socket.destroy());
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const lines: string[] = [];
  let buffered = '';
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      lines.push(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
    }
  });
  const send = (message: unknown) => socket.write(`${JSON.stringify(message)}\n`);
  socket.write(`${JSON.stringify({ interlock_bridge: 1, token: cc.token.reveal() })}\n`);
  await expect.poll(() => lines[0], SLOW).toMatch(/"ok"/);
  send(rpc(1, 'initialize', { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name, version: '1' } }));
  await expect.poll(() => lines.some((l) => l.includes('"id":1')), SLOW).toBe(true);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return { socket, send, lines };
}

describe('stdio (the local socket behind `interlock mcp`)', () => {
  it('the connection closes while a card waits', async () => {
    const agent = await stdioAgent('stdio-killed');
    agent.send(rpc(2, 'tools/call', callParams(await editArgs('stdio-killed'), 'legacy')));
    await expect.poll(() => waitingCard('stdio-killed')?.state, SLOW).toBe('waiting');
    agent.socket.destroy();
    await expectAgentLeft('stdio-killed', /connection or session closed/);
    await expect.poll(() => Object.values(cc.core.store.state.agents).some((a) => a.clientName === 'stdio-killed'), SLOW).toBe(false);
  });

  it('the agent sends notifications/cancelled while a card waits', async () => {
    const agent = await stdioAgent('stdio-cancel');
    agent.send(rpc(2, 'tools/call', callParams(await editArgs('stdio-cancel'), 'legacy')));
    await expect.poll(() => waitingCard('stdio-cancel')?.state, SLOW).toBe('waiting');
    agent.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2, reason: 'user pressed Esc' } });
    await expectAgentLeft('stdio-cancel', /the agent cancelled the call \(user pressed Esc\)/);
    // The connection itself lives on.
    agent.send(rpc(3, 'ping', {}));
    await expect.poll(() => agent.lines.some((l) => l.includes('"id":3')), SLOW).toBe(true);
  });
});

describe('the agent registry is capped', () => {
  it('a flood of stateless agents with made-up names evicts the idlest instead of growing without bound', async () => {
    const statelessPeek = (name: string) =>
      fetch(cc.mcpUrl, {
        method: 'POST',
        headers: headers({ 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': 'get_interlock_status' }),
        body: JSON.stringify(
          rpc(1, 'tools/call', {
            name: 'get_interlock_status',
            arguments: {},
            _meta: {
              'io.modelcontextprotocol/protocolVersion': MODERN,
              'io.modelcontextprotocol/clientInfo': { name, version: '1' },
              'io.modelcontextprotocol/clientCapabilities': {},
            },
          }),
        ),
      }).then((r) => r.text());
    for (let i = 0; i < 100; i++) await statelessPeek(`flood-${i}`);
    const agents = Object.values(cc.core.store.state.agents);
    expect(agents.length).toBeLessThanOrEqual(64);
    expect(agents.some((a) => a.clientName === 'flood-99')).toBe(true);
    expect(agents.some((a) => a.clientName === 'flood-0')).toBe(false);
    expect(cc.core.store.state.goneAgents[0]?.reason).toMatch(/evicted/);
  });
});

/** The id of every answer on a stdio agent's stream, in the order they came. */
function answeredIds(lines: string[]): number[] {
  return lines.flatMap((line) => {
    const message = JSON.parse(line) as { id?: unknown; method?: unknown };
    return typeof message.id === 'number' && message.method === undefined ? [message.id] : [];
  });
}

describe('arrival order', () => {
  it('100 pipelined calls to one project run in the order they arrived, though their preparations differ', async () => {
    const agent = await stdioAgent('pipeliner');
    // No UI for this agent's edits: patch_pou (which reads and hashes the file to prepare) is denied at once, while
    // list_pous prepares in a single step; both queue on the same project.
    detachUi();
    try {
      const patch = { ...(await editArgs('pipelined')), content: undefined, edits: [{ old: 'END_PROGRAM', new: 'END_PROGRAM' }] };
      for (let i = 0; i < 100; i++) {
        const id = 100 + i;
        if (i % 2 === 0) agent.send(rpc(id, 'tools/call', { name: 'patch_pou', arguments: { project_path: patch.project_path, pou_name: 'main', edits: patch.edits, expected_content_hash: patch.expected_content_hash } }));
        else agent.send(rpc(id, 'tools/call', { name: 'list_pous', arguments: { project_path: project } }));
      }
      await expect.poll(() => answeredIds(agent.lines).filter((id) => id >= 100).length, { timeout: 30_000 }).toBe(100);
    } finally {
      detachUi = cc.core.gate.attachUi();
    }
    const order = answeredIds(agent.lines).filter((id) => id >= 100);
    const inversions = order.filter((id, i) => i > 0 && id < order[i - 1]!).length;
    expect(inversions).toBe(0);
    expect(order).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
  });
});

describe('a waiting card holds no lock', () => {
  it('a read of the same project completes while an edit waits, and the approved edit then lands', async () => {
    const client = await sdkClient('legacy', 'reader-while-waiting');
    const args = await editArgs('lock-free');
    const edit = client.callTool({ name: 'update_pou', arguments: args });
    await expect.poll(() => waitingCard('lock-free')?.state, SLOW).toBe('waiting');
    const read = await client.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: 'main' } });
    expect(read.isError).toBeFalsy();
    expect((read.structuredContent as { content_hash: string }).content_hash).toBe(args.expected_content_hash);
    expect(waitingCard('lock-free')?.state).toBe('waiting');
    await cc.core.gate.resolve(waitingCard('lock-free')!.id, 'approve-once');
    const result = await edit;
    expect(result.isError).toBeFalsy();
    expect(await readFile(mainSt, 'utf8')).toBe(args.content);
  });

  it('an approved edit whose file changed while its card waited fails cleanly and leaves the new content alone', async () => {
    const client = await sdkClient('modern', 'stale-approval');
    const args = await editArgs('stale');
    const edit = client.callTool({ name: 'update_pou', arguments: args });
    await expect.poll(() => waitingCard('stale')?.state, SLOW).toBe('waiting');
    // The person saves the file in OpenPLC Editor meanwhile.
    const saved = (await readFile(mainSt, 'utf8')).replace(/END_PROGRAM\s*$/, '  (* saved by the person *)\nEND_PROGRAM\n');
    await writeFile(mainSt, saved);
    await cc.core.gate.resolve(waitingCard('stale')!.id, 'approve-once');
    const result = await edit;
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(/changed on disk after this edit was prepared.*nothing was written/);
    expect(await readFile(mainSt, 'utf8')).toBe(saved);
  });
});

describe('hostile input', () => {
  /** Polls /health back to back while `work` runs; returns the slowest answer. */
  async function worstHealthLatencyDuring<T>(work: () => Promise<T>): Promise<{ result: T; worstMs: number }> {
    let worstMs = 0;
    let running = true;
    const poller = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${cc.url}/health`)).text();
        worstMs = Math.max(worstMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      return { result: await work(), worstMs };
    } finally {
      running = false;
      await poller;
    }
  }

  it('the 240 KB patch_pou amplification (";" in every statement of the demo → 80,000 lines each) is refused before any work, and /health stays responsive', async () => {
    const client = await sdkClient('legacy', 'amplifier');
    const before = await readFile(mainSt);
    const semicolons = before.toString('utf8').split(';').length - 1;
    // Every statement of the demo's main (47 when the attack was found, more since): each one multiplies the edit.
    expect(semicolons).toBeGreaterThanOrEqual(40);
    const edits = [{ old: ';', new: `;${'x;\n'.repeat(80_000)}`, expected_count: semicolons }];
    expect(JSON.stringify(edits).length).toBeGreaterThan(240_000);
    const { result, worstMs } = await worstHealthLatencyDuring(() =>
      client.callTool({ name: 'patch_pou', arguments: { project_path: project, pou_name: 'main', edits, expected_content_hash: hashOf(before) } }),
    );
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ text: string }>)[0]!.text;
    expect(text).toMatch(new RegExp(`edits\\[0\\] would make pous/programs/main\\.st \\d+ characters long \\(${semicolons} replacement\\(s\\)\\), more than the \\d+ allowed\\. Nothing was changed\\.`));
    expect(text.length).toBeLessThan(500);
    expect(cc.core.store.state.approvals.some((a) => JSON.stringify(a.args).includes('x;\nx;'))).toBe(false);
    expect((await readFile(mainSt)).equals(before)).toBe(true);
    // Generous: the tight figure (<100 ms) is measured by `npm run bench`.
    expect(worstMs).toBeLessThan(2_000);
  });

  it('a 2.7 MB update_pou is refused before it is parsed, with a message that does not echo it, and /health stays responsive', async () => {
    const client = await sdkClient('modern', 'flooder');
    const before = await readFile(mainSt);
    const content = before.toString('utf8').replace(/END_PROGRAM\s*$/, `${'  x := x + 1;\n'.repeat(200_000)}END_PROGRAM\n`);
    expect(content.length).toBeGreaterThan(2_700_000);
    const { result, worstMs } = await worstHealthLatencyDuring(() =>
      client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'main', content, expected_content_hash: hashOf(before) } }).then(
        () => 'answered',
        (err: unknown) => String(err),
      ),
    );
    // Over the body cap (1 MiB by default): refused (413) before the body is parsed.
    expect(result).toMatch(/Request body over 1048576 bytes/);
    expect(result.length).toBeLessThan(500);
    expect((await readFile(mainSt)).equals(before)).toBe(true);
    expect(worstMs).toBeLessThan(2_000);
  });

  it('content just over the schema limit (but under the body cap) is refused by its length, without echoing it', async () => {
    const client = await sdkClient('modern', 'oversized');
    const before = await readFile(mainSt);
    const content = before.toString('utf8').replace(/END_PROGRAM\s*$/, `${'  x := x + 1;\n'.repeat(20_000)}END_PROGRAM\n`);
    const result = await client.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: 'main', content, expected_content_hash: hashOf(before) } });
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ text: string }>)[0]!.text;
    expect(text).toMatch(/content: content is too long: at most 262144 characters/);
    expect(text.length).toBeLessThan(500);
    expect((await readFile(mainSt)).equals(before)).toBe(true);
  });
});
