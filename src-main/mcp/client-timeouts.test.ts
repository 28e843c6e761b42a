// Whether the MCP TypeScript SDK's clients (the v2 line Interlock tests with, and the v1 line many clients embed)
// keep waiting while a call sits on its approval card, through the real HTTP endpoint. Interlock's waiting progress
// is sped up (every 100 ms) and the clients' timeouts shortened, so what takes a minute in real use takes seconds;
// `scripts/measure-client-timeouts.ts` measures the real figures. Also checks that the defaults fit together.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client as ClientV2, DEFAULT_REQUEST_TIMEOUT_MSEC as V2_DEFAULT_TIMEOUT_MS, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { DEFAULT_REQUEST_TIMEOUT_MSEC as V1_DEFAULT_TIMEOUT_MS } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalSettingsSchema } from '../../src-shared/settings-schema.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';
import { WAITING_PROGRESS_INTERVAL_MS } from './mcp-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The clients' shortened request timeout: 30 of Interlock's sped-up progress intervals, so a progress notification
 * held up by a loaded machine (the Windows lane under Wine failed at 15) still lands inside it.
 */
const CLIENT_TIMEOUT_MS = 3000;
/** How long the person leaves the card before denying it: well past the client's timeout. */
const PERSON_WAITS_MS = 8000;

let cc: ControlCenter;
let dataDir: string;
let project: string;
let detachUi: () => void;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-client-timeouts-'));
  const workspace = join(dataDir, 'workspace');
  project = join(workspace, 'bottling-line');
  await cp(join(root, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [workspace] }));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)], waitingProgressIntervalMs: 100 });
  detachUi = cc.core.gate.attachUi();
});
afterAll(async () => {
  detachUi();
  await cc.close();
  await rm(dataDir, { recursive: true, force: true });
});

type CallOptions = { timeout: number; onprogress?: () => void; resetTimeoutOnProgress?: boolean };

/** One SDK line's client, connected with the bearer token; `call` runs create_pou with request options. */
async function connect(line: 'v1' | 'v2' | 'v2-modern'): Promise<{ call: (name: string, options: CallOptions) => Promise<{ isError?: boolean; content?: unknown }>; close: () => Promise<void> }> {
  const headers = { authorization: `Bearer ${cc.token.reveal()}` };
  const args = (name: string) => ({ name: 'create_pou', arguments: { project_path: project, name, type: 'program' } });
  if (line === 'v1') {
    const client = new ClientV1({ name: 'timeout-v1', version: '1' });
    await client.connect(new HttpV1(new URL(cc.mcpUrl), { requestInit: { headers } }));
    return { call: (name, options) => client.callTool(args(name), undefined, options) as Promise<{ isError?: boolean }>, close: () => client.close() };
  }
  const client = new ClientV2({ name: `timeout-${line}`, version: '1' }, line === 'v2-modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(new HttpV2(new URL(cc.mcpUrl), { requestInit: { headers } }));
  return { call: (name, options) => client.callTool(args(name), options) as Promise<{ isError?: boolean }>, close: () => client.close() };
}

function cardFor(name: string) {
  return cc.core.store.state.approvals.find((a) => (a.args as { name?: string }).name === name);
}

describe.each(['v1', 'v2', 'v2-modern'] as const)('the SDK %s client while a card waits', (line) => {
  it('with resetTimeoutOnProgress keeps waiting past its timeout, as long as Interlock reports progress, and gets the answer', async () => {
    const client = await connect(line);
    try {
      const name = `Reset${line.replace('-', '')}`;
      let progress = 0;
      const answer = client.call(name, { timeout: CLIENT_TIMEOUT_MS, onprogress: () => void progress++, resetTimeoutOnProgress: true });
      await expect.poll(() => cardFor(name)?.state, { timeout: 10_000 }).toBe('waiting');
      await new Promise((resolve) => setTimeout(resolve, PERSON_WAITS_MS));
      expect(cardFor(name)?.state).toBe('waiting');
      expect(await cc.core.gate.resolve(cardFor(name)!.id, 'deny')).toBe('applied');
      const result = await answer;
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toMatch(/Denied/);
      expect(progress).toBeGreaterThan(PERSON_WAITS_MS / CLIENT_TIMEOUT_MS);
    } finally {
      await client.close();
    }
  });

  it('without it gives up at its timeout however much progress arrives; the card then says the agent left', async () => {
    const client = await connect(line);
    try {
      const name = `NoReset${line.replace('-', '')}`;
      let progress = 0;
      const started = performance.now();
      const failure = await client.call(name, { timeout: CLIENT_TIMEOUT_MS, onprogress: () => void progress++ }).then(
        () => null,
        (err: unknown) => err as Error,
      );
      expect(failure?.message).toMatch(/timed out/i);
      expect(performance.now() - started).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS);
      expect(progress).toBeGreaterThan(0);
      // The SDK sends notifications/cancelled when its timeout fires; Interlock ends the call and marks the card.
      await expect.poll(() => cardFor(name)?.state, { timeout: 10_000 }).toBe('agent-left');
      expect(await cc.core.gate.resolve(cardFor(name)!.id, 'approve-once')).toBe('agent-left');
    } finally {
      await client.close();
    }
  });
});

describe('defaults that must fit the clients', () => {
  it('the default approval timeout answers before an SDK client without progress reset gives up (60 s in both lines)', () => {
    expect(V1_DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(V2_DEFAULT_TIMEOUT_MS).toBe(60_000);
    const approvalMs = ApprovalSettingsSchema.parse({}).timeoutSeconds * 1000;
    // The deny has to travel back too: a few seconds of margin.
    expect(approvalMs).toBeLessThanOrEqual(Math.min(V1_DEFAULT_TIMEOUT_MS, V2_DEFAULT_TIMEOUT_MS) - 5000);
  });

  it('a waiting call reports progress often enough that a client resetting on it never reaches its default timeout', () => {
    expect(WAITING_PROGRESS_INTERVAL_MS * 4).toBeLessThanOrEqual(Math.min(V1_DEFAULT_TIMEOUT_MS, V2_DEFAULT_TIMEOUT_MS));
  });
});
