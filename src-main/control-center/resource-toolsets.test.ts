// Resources obey the same toolsets as tools (issue 27): a resource template that reads through a tool is listed and
// read only where that tool is. With the person allowing only `openplc` and `codesys-monitor`, reading a CODESYS
// object or the compile messages returns nothing of the project and starts nothing (no CODESYS, no queued read), on
// HTTP in both protocol eras and on the local socket `interlock mcp` relays stdio over.
import { readFile } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLSETS_HEADER } from '../mcp/toolsets.ts';
import { CODESYS_PROJECT, OPENPLC_PROJECT, startAttackCenter, type AttackCenter } from './test-support/attack-center.ts';

const MODERN = '2026-07-28';
const OBJECT = `codesys://${CODESYS_PROJECT}/objects/${encodeURIComponent('Application/PLC_PRG')}`;
const MESSAGES = `codesys://${CODESYS_PROJECT}/messages`;
const POU = `openplc://${OPENPLC_PROJECT}/pous/main`;

let center: AttackCenter;

beforeAll(async () => {
  center = await startAttackCenter((s) => ({ ...s, mcp: { ...s.mcp, toolsets: ['openplc', 'codesys-monitor'] } }));
}, 120_000);
afterAll(async () => center?.close());

/** Nothing of CODESYS ran: no read queued, no CODESYS started. */
function expectNothingOfCodesysRan() {
  expect(center.cc.core.store.state.queue.filter((e) => e.tool.startsWith('codesys_')).map((e) => e.tool)).toEqual([]);
  expect(Object.values(center.cc.core.store.state.targets).filter((t) => t.kind === 'codesys' && t.status !== 'stopped')).toEqual([]);
}

/** One JSON-RPC request over the local socket, after the bridge handshake and initialize; returns its response. */
async function overSocket(method: string, params: unknown): Promise<{ result?: Record<string, unknown>; error?: { message: string } }> {
  const { socketPath } = JSON.parse(await readFile(join(center.dataDir, 'server.json'), 'utf8')) as { socketPath: string };
  const socket = netConnect(socketPath);
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const lines: string[] = [];
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        lines.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
      }
    });
    const answer = async (id: number) => {
      await expect.poll(() => lines.some((l) => l.includes(`"id":${id}`)), { timeout: 20_000 }).toBe(true);
      return JSON.parse(lines.find((l) => l.includes(`"id":${id}`))!) as { result?: Record<string, unknown>; error?: { message: string } };
    };
    const send = (message: unknown) => socket.write(`${JSON.stringify(message)}\n`);
    send({ interlock_bridge: 1, token: center.cc.token.reveal() });
    await expect.poll(() => lines[0], { timeout: 20_000 }).toMatch(/"ok"/);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'stdio-reader', version: '1' } } });
    await answer(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method, params });
    return await answer(2);
  } finally {
    socket.destroy();
  }
}

describe('resource templates under the person\'s toolsets', () => {
  for (const era of ['2025 session', '2026-07-28 stateless'] as const) {
    it(`HTTP, ${era}: lists and reads only the templates of allowed tools`, async () => {
      const client = await center.connect(`reader-${era}`, era === '2025 session' ? {} : { versionNegotiation: { mode: { pin: MODERN } } });
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.name).sort()).toEqual(['openplc-diagnostics', 'openplc-pou']);
      await expect(client.readResource({ uri: OBJECT })).rejects.toThrow(/not found/i);
      await expect(client.readResource({ uri: MESSAGES })).rejects.toThrow(/not found/i);
      // The allowed domain's template still reads: the check is per tool, not a switch for all resources.
      const pou = await client.readResource({ uri: POU });
      expect((pou.contents[0] as { text: string }).text).toMatch(/PROGRAM main/);
      expectNothingOfCodesysRan();
    }, 60_000);
  }

  it('stdio (the local socket behind `interlock mcp`): the same', async () => {
    const listed = await overSocket('resources/templates/list', {});
    expect((listed.result?.resourceTemplates as Array<{ name: string }>).map((t) => t.name).sort()).toEqual(['openplc-diagnostics', 'openplc-pou']);
    for (const uri of [OBJECT, MESSAGES]) expect((await overSocket('resources/read', { uri })).error?.message, uri).toMatch(/not found/i);
    expect(JSON.stringify((await overSocket('resources/read', { uri: POU })).result)).toMatch(/PROGRAM main/);
    expectNothingOfCodesysRan();
  }, 60_000);

  it('follows a connection that narrowed its own toolsets, and the person widening them', async () => {
    await center.cc.core.settings.update((s) => ({ ...s, mcp: { ...s.mcp, toolsets: ['openplc', 'codesys-code', 'codesys-build'] } }));
    try {
      const narrowed = await center.connect('narrowed', {});
      // A second client with the header: only openplc of what the person allows.
      const own = new Client({ name: 'openplc-only', version: '1' });
      await own.connect(new StreamableHTTPClientTransport(new URL(center.cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${center.cc.token.reveal()}`, [TOOLSETS_HEADER]: 'openplc' } } }));
      try {
        expect((await own.listResourceTemplates()).resourceTemplates.map((t) => t.name).sort()).toEqual(['openplc-diagnostics', 'openplc-pou']);
        await expect(own.readResource({ uri: OBJECT })).rejects.toThrow(/not found/i);
        expectNothingOfCodesysRan();
      } finally {
        await own.close();
      }
      expect((await narrowed.listResourceTemplates()).resourceTemplates.map((t) => t.name).sort()).toEqual(['codesys-messages', 'codesys-object', 'openplc-diagnostics', 'openplc-pou']);
    } finally {
      await center.cc.core.settings.update((s) => ({ ...s, mcp: { ...s.mcp, toolsets: ['openplc', 'codesys-monitor'] } }));
    }
  }, 60_000);
});
