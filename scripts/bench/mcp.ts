// Issue 3 benchmark: latency (p50/p95) and throughput of a read-only tools/call through Interlock (queue, gate,
// audit, auth, Host/Origin checks, sessions) over HTTP in both eras and over stdio (the `interlock mcp` bridge),
// with 1 and 8 concurrent agents, beside a bare MCP SDK server with one no-op tool measured in the same run.
// Both servers run as their own processes (`interlock serve`, the bare scripts); this process only drives clients.
// Target: our p50 within 1.5x of the bare server's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { median, percentile, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CALLS_PER_AGENT = Number(process.env.BENCH_MCP_CALLS ?? 300);
const WARMUP = Number(process.env.BENCH_MCP_WARMUP ?? 200);
const ROUNDS = 3;
const TARGET_RATIO = 1.5;

type Era = 'legacy' | 'modern';
interface Endpoint {
  connect(): Promise<Client>;
  /** Leaves as a well-behaved client does (a 2025-era session is ended with DELETE), so rounds do not pile up agents. */
  disconnect(client: Client): Promise<void>;
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
  await Promise.all(clients.map((c) => endpoint.disconnect(c)));
  return { agents, p50: median(samples), p95: percentile(samples, 95), throughput: samples.length / seconds };
}

function httpEndpoint(url: string, era: Era, headers: Record<string, string> = {}): Endpoint {
  const transports = new WeakMap<Client, StreamableHTTPClientTransport>();
  return {
    async disconnect(client) {
      if (era === 'legacy') await transports.get(client)?.terminateSession();
      await client.close();
    },
    async connect() {
      const client = new Client({ name: 'bench', version: '1' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
      const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
      await client.connect(transport);
      transports.set(client, transport);
      return client;
    },
  };
}

function stdioEndpoint(command: string, args: string[], env: Record<string, string> = {}): Endpoint {
  return {
    disconnect: (client) => client.close(),
    async connect() {
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(new StdioClientTransport({ command, args, env: { ...(process.env as Record<string, string>), ...env }, stderr: 'ignore' }));
      return client;
    },
  };
}

/** Starts a server program and returns the first URL it prints. Both sides run out of this process. */
async function startServer(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)(\/mcp)?/.exec(output);
      if (match) resolve(match[0]);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${output}`)));
  });
  return { url, child };
}

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-mcp-'));
const bin = join(root, 'bin', 'interlock.js');
const interlock = await startServer([bin, 'serve', '--data-dir', dataDir, '--port', '0']);
const mcpUrl = `${interlock.url}/mcp`;
const bare = await startServer([join(root, 'scripts', 'bench', 'bare-http-server.ts')]);
const auth = { authorization: `Bearer ${(await readFile(join(dataDir, 'token'), 'utf8')).trim()}` };

const pairs: Array<{ transport: string; ours: Endpoint; baseline: Endpoint }> = [
  { transport: 'http 2025 (sessions)', ours: httpEndpoint(mcpUrl, 'legacy', auth), baseline: httpEndpoint(bare.url, 'legacy') },
  { transport: 'http 2026-07-28', ours: httpEndpoint(mcpUrl, 'modern', auth), baseline: httpEndpoint(bare.url, 'modern') },
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

interlock.child.kill('SIGTERM');
bare.child.kill('SIGTERM');
await new Promise((resolve) => interlock.child.once('exit', resolve));
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
