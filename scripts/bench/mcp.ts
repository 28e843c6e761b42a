// Issue 3 benchmark: latency (p50/p95) and throughput of a read-only tools/call through Interlock (queue, gate,
// audit, auth, Host/Origin checks, sessions) over HTTP in both eras and over stdio (the `interlock mcp` bridge),
// with 1 and 8 concurrent agents, beside a bare MCP SDK server with one no-op tool measured in the same run.
// Target: our p50 within 1.5x of the bare server's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { startControlCenter } from '../../src-main/control-center/index.ts';
import { bareServer } from './bare-stdio-server.ts';
import { median, percentile, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CALLS_PER_AGENT = Number(process.env.BENCH_MCP_CALLS ?? 300);
const WARMUP = 30;
const ROUNDS = 3;
const TARGET_RATIO = 1.5;

type Era = 'legacy' | 'modern';
interface Endpoint {
  connect(): Promise<Client>;
}
interface Measurement {
  transport: string;
  agents: number;
  p50: number;
  p95: number;
  throughput: number;
}

async function measure(endpoint: Endpoint, agents: number, tool: string): Promise<Omit<Measurement, 'transport'>> {
  const clients = await Promise.all(Array.from({ length: agents }, () => endpoint.connect()));
  for (const client of clients) for (let i = 0; i < WARMUP; i++) await client.callTool({ name: tool, arguments: {} });
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < CALLS_PER_AGENT; i++) {
        const t0 = performance.now();
        const result = await client.callTool({ name: tool, arguments: {} });
        samples.push(performance.now() - t0);
        if (result.isError) throw new Error(`${tool} failed: ${JSON.stringify(result.content)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.close()));
  return { agents, p50: median(samples), p95: percentile(samples, 95), throughput: samples.length / seconds };
}

function httpEndpoint(url: string, era: Era, headers: Record<string, string> = {}): Endpoint {
  return {
    async connect() {
      const client = new Client({ name: 'bench', version: '1' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
      return client;
    },
  };
}

function stdioEndpoint(command: string, args: string[], env: Record<string, string> = {}): Endpoint {
  return {
    async connect() {
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(new StdioClientTransport({ command, args, env: { ...(process.env as Record<string, string>), ...env }, stderr: 'ignore' }));
      return client;
    },
  };
}

/** The bare SDK baseline over HTTP: 2025-era sessions and the 2026-07-28 handler, no auth, no checks. */
async function startBareHttp(): Promise<{ url: string; server: Server }> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  const modern = createMcpHandler(() => bareServer(), { legacy: 'reject' });
  const node = toNodeHandler({
    fetch: async (request) => {
      if (!(await isLegacyRequest(request))) return modern.fetch(request);
      const id = request.headers.get('mcp-session-id');
      const existing = id ? sessions.get(id) : undefined;
      if (existing) return existing.handleRequest(request);
      const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (sid) => void sessions.set(sid, transport),
      });
      await bareServer().connect(transport);
      return transport.handleRequest(request);
    },
  });
  const server = createServer((req, res) => void node(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, server };
}

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-mcp-'));
const cc = await startControlCenter({ dataDir, port: 0, demo: false });
const bare = await startBareHttp();
const auth = { authorization: `Bearer ${cc.token.reveal()}` };
const bin = join(root, 'bin', 'interlock.js');

const pairs: Array<{ transport: string; ours: Endpoint; baseline: Endpoint }> = [
  { transport: 'http 2025 (sessions)', ours: httpEndpoint(cc.mcpUrl, 'legacy', auth), baseline: httpEndpoint(bare.url, 'legacy') },
  { transport: 'http 2026-07-28', ours: httpEndpoint(cc.mcpUrl, 'modern', auth), baseline: httpEndpoint(bare.url, 'modern') },
  {
    transport: 'stdio',
    ours: stdioEndpoint(process.execPath, [bin, 'mcp', '--data-dir', dataDir]),
    baseline: stdioEndpoint(process.execPath, [join(root, 'scripts', 'bench', 'bare-stdio-server.ts')]),
  },
];

/** Alternates baseline and ours for several rounds and keeps each side's median, so load drift hits both alike. */
async function compare(pair: (typeof pairs)[number], agents: number) {
  const baselineRuns: Array<Omit<Measurement, 'transport'>> = [];
  const ourRuns: Array<Omit<Measurement, 'transport'>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    baselineRuns.push(await measure(pair.baseline, agents, 'noop'));
    ourRuns.push(await measure(pair.ours, agents, 'get_interlock_status'));
  }
  const mid = (runs: Array<Omit<Measurement, 'transport'>>): Measurement => ({
    transport: pair.transport,
    agents,
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    throughput: median(runs.map((r) => r.throughput)),
  });
  return { baseline: mid(baselineRuns), ours: mid(ourRuns) };
}

const rows: Array<{ transport: string; agents: number; ours: Measurement; baseline: Measurement; ratio: number }> = [];
for (const pair of pairs) {
  for (const agents of [1, 8]) {
    const { baseline, ours } = await compare(pair, agents);
    rows.push({ transport: pair.transport, agents, ours, baseline, ratio: ours.p50 / baseline.p50 });
    process.stderr.write(`  measured ${pair.transport}, ${agents} agent(s)\n`);
  }
}

await cc.close();
bare.server.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`\nMCP read-only tools/call: Interlock (get_interlock_status through queue, gate, audit) vs bare SDK server (no-op tool)`);
console.log(`${CALLS_PER_AGENT} calls per agent after ${WARMUP} warm-up calls, median of ${ROUNDS} alternating rounds; latency in ms, throughput in calls/s\n`);
console.log(
  table(
    ['transport', 'agents', 'ours p50', 'ours p95', 'ours calls/s', 'bare p50', 'bare p95', 'bare calls/s', 'p50 ratio', `target ≤${TARGET_RATIO}×`],
    rows.map((r) => [r.transport, r.agents, r.ours.p50, r.ours.p95, r.ours.throughput, r.baseline.p50, r.baseline.p95, r.baseline.throughput, r.ratio, r.ratio <= TARGET_RATIO ? 'PASS' : 'FAIL']),
  ),
);
await mkdir(join(root, 'bench-results'), { recursive: true });
await writeFile(join(root, 'bench-results', 'mcp.json'), `${JSON.stringify({ callsPerAgent: CALLS_PER_AGENT, targetRatio: TARGET_RATIO, rows }, null, 2)}\n`);
