// Issue 3 benchmark: latency (p50/p95) and throughput of a read-only tools/call through Interlock (queue, gate,
// audit, auth, Host/Origin checks, sessions) over HTTP in both eras and over stdio (the `interlock mcp` relay),
// with 1 and 8 concurrent agents, beside a bare MCP SDK server measured in the same run. Both servers run as their
// own processes (`interlock serve`, the bare scripts); this process only drives clients, and every process it
// started is counted as serving (servers and relays: CPU time per call from /proc, Linux only).
//
// Fair baseline: in every row the bare server answers with the `get_interlock_status` result Interlock gives in that
// very row (recorded once Interlock's sides are connected: every agent connected then is in it, the no-relay
// side's too), under the same input and output schemas, so both clients receive, parse and validate the same
// answer. Rounds alternate between the two
// sides (and which goes first), so load from other processes on the machine hits both alike; each side's samples
// are pooled over all rounds. Target over HTTP: our p50 within 1.5x of the bare server's.
//
// stdio is measured against the floor of its design (issue 20): the bare server behind a byte-copying relay
// process, i.e. what one relay hop costs whoever implements it. `interlock mcp` is such a hop (every agent shares
// one control center). Target: our p50 within 1.2x of that floor; the ratio to the bare server is shown for
// information. A fourth stdio side talks to the control center's local socket directly (same handshake, no relay
// process), which splits Interlock's stdio figure into the relay hop and the control center's own share.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, ReadBuffer, serializeMessage, StreamableHTTPClientTransport, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { readServerRecord } from '../../src-main/instance/server-record.ts';
import { openLocalSocket } from '../../src-main/mcp/local-socket-client.ts';
import type { BarePayloads } from './bare-stdio-server.ts';
import { median, percentile, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CALLS_PER_ROUND = Number(process.env.BENCH_MCP_CALLS ?? 100);
const WARMUP = Number(process.env.BENCH_MCP_WARMUP ?? 200);
const ROUNDS = Number(process.env.BENCH_MCP_ROUNDS ?? 10);
/** For profiling one path: a substring of the transport names to measure, and the agent counts. */
const ONLY = process.env.BENCH_MCP_ONLY ?? '';
const AGENT_COUNTS = (process.env.BENCH_MCP_AGENTS ?? '1,8').split(',').map(Number);
const SERVE_NODE_ARGS = (process.env.BENCH_MCP_SERVE_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TARGET_RATIO = 1.5;
/** stdio: Interlock's p50 against the byte-relay floor (issue 20). */
const FLOOR_TARGET_RATIO = 1.2;
const STATUS_TOOL = 'get_interlock_status';

type Era = 'legacy' | 'modern';
interface Endpoint {
  connect(): Promise<Client>;
  /** Leaves as a well-behaved client does (a 2025-era session is ended with DELETE), so agents do not pile up. */
  disconnect(client: Client): Promise<void>;
}
interface Side {
  name: string;
  endpoint: Endpoint;
  /** The tool to call with this many agents connected. */
  tool: (agents: number) => string;
  /** Served by Interlock (its sides connect first; the bare sides answer with what it answers). */
  interlock?: boolean;
}
interface Measurement {
  p50: number;
  p95: number;
  throughput: number;
  /**
   * CPU time per call in ms of every process serving the calls (the server, and over stdio the relays): unlike
   * latency, it hardly depends on what else loads the machine.
   */
  cpuPerCall: number | null;
}

/**
 * User + system CPU time in ms of every process this one started, and theirs (servers, relays, the servers a relay
 * started), from Linux /proc; null where that cannot be read. Only the side being measured is busy meanwhile.
 */
function servingCpuMs(): number | null {
  const processes = new Map<number, { parent: number; cpuMs: number }>();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
        processes.set(Number(name), { parent: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS });
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return null;
  }
  const ours = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { parent, cpuMs }] of processes) {
      if (ours.has(pid) || !ours.has(parent)) continue;
      ours.add(pid);
      total += cpuMs;
      grew = true;
    }
  }
  return total;
}
/** The unit of /proc/<pid>/stat times (USER_HZ): 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;

function httpEndpoint(url: string | (() => string), era: Era, headers: Record<string, string> = {}): Endpoint {
  const transports = new WeakMap<Client, StreamableHTTPClientTransport>();
  return {
    async disconnect(client) {
      if (era === 'legacy') await transports.get(client)?.terminateSession();
      await client.close();
    },
    async connect() {
      const client = new Client({ name: 'bench', version: '1' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
      const transport = new StreamableHTTPClientTransport(new URL(typeof url === 'string' ? url : url()), { requestInit: { headers } });
      await client.connect(transport);
      transports.set(client, transport);
      return client;
    },
  };
}

function stdioEndpoint(command: string, args: string[] | (() => string[])): Endpoint {
  return {
    disconnect: (client) => client.close(),
    async connect() {
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(new StdioClientTransport({ command, args: typeof args === 'function' ? args() : args, env: process.env as Record<string, string>, stderr: 'ignore' }));
      return client;
    },
  };
}

/** MCP's stdio framing over the control center's local socket, after the same token handshake `interlock mcp` makes. */
function localSocketEndpoint(dataDir: string): Endpoint {
  return {
    disconnect: (client) => client.close(),
    async connect() {
      const record = await readServerRecord(dataDir);
      if (!record) throw new Error(`no control center runs for ${dataDir}`);
      const { socket, leftover } = await openLocalSocket(record);
      const buffer = new ReadBuffer();
      const transport: Transport = {
        async start() {
          const onData = (chunk: Buffer) => {
            buffer.append(chunk);
            for (let message = buffer.readMessage(); message; message = buffer.readMessage()) transport.onmessage?.(message);
          };
          socket.on('data', onData);
          socket.once('close', () => transport.onclose?.());
          if (leftover.length > 0) onData(leftover);
        },
        async send(message: JSONRPCMessage) {
          socket.write(serializeMessage(message));
        },
        async close() {
          socket.end();
        },
      };
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(transport);
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

async function callOnce(client: Client, tool: string): Promise<number> {
  const t0 = performance.now();
  const result = await client.callTool({ name: tool, arguments: {} });
  const elapsed = performance.now() - t0;
  if (result.isError) throw new Error(`${tool} failed: ${JSON.stringify(result.content)}`);
  return elapsed;
}

/** Every agent makes `calls` calls one after the other, all agents at once. */
async function burst(clients: Client[], tool: string, calls: number, samples?: number[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < calls; i++) {
        const elapsed = await callOnce(client, tool);
        samples?.push(elapsed);
      }
    }),
  );
  return performance.now() - started;
}

/** Alternates the sides round by round (and which goes first), pooling each side's samples over all rounds. */
async function compare(sides: Side[], agents: number): Promise<Measurement[]> {
  // One side after the other: 32 processes starting at once (8 agents, 4 stdio sides) can take longer than a
  // client waits for its initialize answer on a loaded machine.
  const connected: Client[][] = sides.map(() => []);
  const connect = async (i: number) => {
    connected[i] = await Promise.all(Array.from({ length: agents }, () => sides[i]!.endpoint.connect()));
  };
  const interlockSides = [...sides.keys()].filter((i) => sides[i]!.interlock);
  for (const i of interlockSides) await connect(i);
  const bareRow = await startBareRow(connected[interlockSides[0]!]![0]!, agents);
  for (const i of sides.keys()) if (!sides[i]!.interlock) await connect(i);
  const samples = sides.map(() => [] as number[]);
  const busyMs = sides.map(() => 0);
  const cpuMs: Array<number | null> = sides.map(() => (servingCpuMs() === null ? null : 0));
  for (const [i, side] of sides.entries()) await burst(connected[i]!, side.tool(agents), WARMUP);
  for (let round = 0; round < ROUNDS; round++) {
    const order = sides.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const tool = sides[i]!.tool(agents);
      await burst(connected[i]!, tool, 10);
      const cpuBefore = servingCpuMs();
      busyMs[i]! += await burst(connected[i]!, tool, CALLS_PER_ROUND, samples[i]);
      const cpuAfter = servingCpuMs();
      if (cpuMs[i] !== null && cpuBefore !== null && cpuAfter !== null) cpuMs[i]! += cpuAfter - cpuBefore;
    }
  }
  await Promise.all(sides.map((side, i) => Promise.all(connected[i]!.map((client) => side.endpoint.disconnect(client)))));
  bareRow.stop();
  return samples.map((s, i) => ({
    p50: median(s),
    p95: percentile(s, 95),
    throughput: s.length / (busyMs[i]! / 1000),
    cpuPerCall: cpuMs[i] === null ? null : cpuMs[i]! / s.length,
  }));
}

/** Where this row's bare servers find their answer, and the bare HTTP server answering it. */
let rowPayloadsPath = '';
let rowBareUrl = '';

/**
 * Records the status Interlock answers with now, its sides connected, as this row's bare answer (`status_<agents>`,
 * the same schemas), and starts a bare HTTP server giving it; the stdio bare servers read it when they start.
 */
async function startBareRow(client: Client, agents: number): Promise<{ stop: () => void }> {
  const tool = (await client.listTools()).tools.find((t) => t.name === STATUS_TOOL)!;
  const result = (await client.callTool({ name: STATUS_TOOL, arguments: {} })).structuredContent as Record<string, unknown>;
  const payloads: BarePayloads = { inputSchema: tool.inputSchema, outputSchema: tool.outputSchema!, results: { [String(agents)]: result } };
  rowPayloadsPath = join(dataDir, `bare-payloads-${++rowCount}.json`);
  await writeFile(rowPayloadsPath, JSON.stringify(payloads));
  const bare = await startServer([join(root, 'scripts', 'bench', 'bare-http-server.ts'), rowPayloadsPath]);
  rowBareUrl = bare.url;
  return {
    stop: () => bare.child.kill('SIGTERM'),
  };
}
let rowCount = 0;

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-mcp-'));
const bin = join(root, 'bin', 'interlock.js');
const interlock = await startServer([...SERVE_NODE_ARGS, bin, 'serve', '--data-dir', dataDir, '--port', '0']);
const mcpUrl = `${interlock.url}/mcp`;
const auth = { authorization: `Bearer ${(await readFile(join(dataDir, 'token'), 'utf8')).trim()}` };
const bareStdio = () => [join(root, 'scripts', 'bench', 'bare-stdio-server.ts'), rowPayloadsPath];

const ours = () => STATUS_TOOL;
const recorded = (agents: number) => `status_${agents}`;
const groups: Array<{ transport: string; sides: Side[] }> = [
  {
    transport: 'http 2025 (sessions)',
    sides: [
      { name: 'bare', endpoint: httpEndpoint(() => rowBareUrl, 'legacy'), tool: recorded },
      { name: 'interlock', endpoint: httpEndpoint(mcpUrl, 'legacy', auth), tool: ours, interlock: true },
    ],
  },
  {
    transport: 'http 2026-07-28',
    sides: [
      { name: 'bare', endpoint: httpEndpoint(() => rowBareUrl, 'modern'), tool: recorded },
      { name: 'interlock', endpoint: httpEndpoint(mcpUrl, 'modern', auth), tool: ours, interlock: true },
    ],
  },
  {
    transport: 'stdio',
    sides: [
      { name: 'bare', endpoint: stdioEndpoint(process.execPath, bareStdio), tool: recorded },
      { name: 'interlock', endpoint: stdioEndpoint(process.execPath, [bin, 'mcp', '--data-dir', dataDir]), tool: ours, interlock: true },
      {
        name: 'bare behind a byte relay',
        endpoint: stdioEndpoint(process.execPath, () => [join(root, 'scripts', 'bench', 'byte-relay.ts'), process.execPath, ...bareStdio()]),
        tool: recorded,
      },
      { name: 'interlock socket without the relay', endpoint: localSocketEndpoint(dataDir), tool: ours, interlock: true },
    ],
  },
];

interface Row {
  transport: string;
  agents: number;
  ours: Measurement;
  baseline: Measurement;
  ratio: number;
  /** What the row's target compares ours with: the bare server (HTTP) or the byte-relay floor (stdio). */
  target: { against: 'bare' | 'relay floor'; limit: number; ratio: number; met: boolean };
  relayFloor?: { measurement: Measurement; ratio: number };
  /** The control center over its local socket, no relay process in between. */
  withoutRelay?: { measurement: Measurement; ratio: number };
}
const rows: Row[] = [];
for (const group of groups.filter((g) => g.transport.includes(ONLY))) {
  for (const agents of AGENT_COUNTS) {
    const [baseline, ours, relay, direct] = await compare(group.sides, agents);
    const ratio = ours!.p50 / baseline!.p50;
    const target = relay
      ? { against: 'relay floor' as const, limit: FLOOR_TARGET_RATIO, ratio: ours!.p50 / relay.p50 }
      : { against: 'bare' as const, limit: TARGET_RATIO, ratio };
    const row: Row = { transport: group.transport, agents, ours: ours!, baseline: baseline!, ratio, target: { ...target, met: target.ratio <= target.limit } };
    if (relay) row.relayFloor = { measurement: relay, ratio: relay.p50 / baseline!.p50 };
    if (direct) row.withoutRelay = { measurement: direct, ratio: direct.p50 / baseline!.p50 };
    rows.push(row);
    process.stderr.write(`  measured ${group.transport}, ${agents} agent(s)\n`);
  }
}

interlock.child.kill('SIGTERM');
await new Promise((resolve) => interlock.child.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });

console.log(`\nMCP read-only tools/call: Interlock (get_interlock_status through queue, gate, audit) vs bare SDK server (same recorded answer, same schemas)`);
console.log(`${ROUNDS} alternating rounds of ${CALLS_PER_ROUND} calls per agent after ${WARMUP} warm-up calls; latency in ms, throughput in calls/s`);
console.log(`targets: HTTP p50 within ${TARGET_RATIO}× of the bare server; stdio p50 within ${FLOOR_TARGET_RATIO}× of the floor (the bare server behind a byte-copying relay), its ratio to the bare server for information`);
console.log('serving CPU per call (servers and relays, where /proc is readable) depends far less than latency on what else loads the machine\n');
console.log(
  table(
    ['transport', 'agents', 'ours p50', 'ours p95', 'ours calls/s', 'bare p50', 'bare p95', 'bare calls/s', 'p50 ratio to bare', 'target', 'p50 ratio to target', 'met', 'serving CPU ms/call ours / bare'],
    rows.map((r) => [
      r.transport,
      r.agents,
      r.ours.p50,
      r.ours.p95,
      r.ours.throughput,
      r.baseline.p50,
      r.baseline.p95,
      r.baseline.throughput,
      r.ratio,
      `≤${r.target.limit}× ${r.target.against}`,
      r.target.ratio,
      r.target.met ? 'PASS' : 'FAIL',
      r.ours.cpuPerCall === null || r.baseline.cpuPerCall === null ? '—' : `${r.ours.cpuPerCall.toFixed(2)} / ${r.baseline.cpuPerCall.toFixed(2)}`,
    ]),
  ),
);
const floors = rows.filter((r) => r.relayFloor);
if (floors.length > 0) {
  console.log('\nstdio floor: the bare server behind a byte-copying relay process (one hop, nothing else); and Interlock without its relay\n');
  const cpu = (m: Measurement | undefined) => (m?.cpuPerCall == null ? '—' : m.cpuPerCall);
  console.log(
    table(
      ['agents', 'floor p50', 'floor ratio to bare', 'ours ratio to floor', 'no-relay p50', 'no-relay ratio to bare', 'serving CPU ms/call: ours', 'floor', 'no-relay'],
      floors.map((r) => [
        r.agents,
        r.relayFloor!.measurement.p50,
        r.relayFloor!.ratio,
        r.target.ratio,
        r.withoutRelay?.measurement.p50 ?? '—',
        r.withoutRelay?.ratio ?? '—',
        cpu(r.ours),
        cpu(r.relayFloor!.measurement),
        cpu(r.withoutRelay?.measurement),
      ]),
    ),
  );
}
await mkdir(join(root, 'bench-results'), { recursive: true });
await writeFile(join(root, 'bench-results', 'mcp.json'), `${JSON.stringify({ callsPerRound: CALLS_PER_ROUND, rounds: ROUNDS, targetRatio: TARGET_RATIO, floorTargetRatio: FLOOR_TARGET_RATIO, rows }, null, 2)}\n`);
