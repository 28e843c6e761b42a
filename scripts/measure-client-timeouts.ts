// Measures how long the MCP clients that install from npm wait for one tool call, and whether progress
// notifications extend that wait. A real `interlock serve` runs with the bottling-line project and a scripted person
// attached who never answers, so every call sits on its approval card (the approval timeout is set to an hour);
// each client calls `create_pou` and the script records when, and how, the client gives up, and when Interlock saw
// it go (the card turns to "the agent left"). Clients still waiting at the cap are recorded as such and stopped.
//
//   npm run build && node scripts/measure-client-timeouts.ts [--cap-seconds 330] [--only id,id] [--json out.json]
//
// The default cap (330 s) lies past the 300 s body timeout of Node's fetch (undici), which every client here uses.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UiSession } from '../e2e/support/ui-session.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({ options: { 'cap-seconds': { type: 'string', default: '330' }, only: { type: 'string' }, json: { type: 'string' } } });
const CAP_MS = Number(options['cap-seconds']) * 1000;

/** How a client run ended, seen from the client. */
interface ClientEnd {
  kind: 'gave-up' | 'result' | 'still-waiting';
  detail: string;
  progressSeen: number;
}

interface Running {
  ended: Promise<Omit<ClientEnd, 'progressSeen'>>;
  progressSeen(): number;
  stop(): Promise<void>;
}

interface Case {
  id: string;
  client: string;
  setup: string;
  start(target: Target, pouName: string): Running;
}

interface Target {
  mcpUrl: string;
  token: string;
  project: string;
  scratch: string;
}

const callArgs = (target: Target, name: string) => ({ project_path: target.project, name, type: 'program' });

/** The MCP TypeScript SDK's client, either line, over Streamable HTTP with the bearer header. */
function sdkCase(line: 'v1' | 'v2', id: string, setup: string, request: { progress: boolean; resetTimeoutOnProgress?: boolean; modern?: boolean }): Case {
  const version = line === 'v1' ? packageVersion('@modelcontextprotocol/sdk') : packageVersion('@modelcontextprotocol/client');
  return {
    id,
    client: line === 'v1' ? `@modelcontextprotocol/sdk ${version} (SDK v1 client)` : `@modelcontextprotocol/client ${version} (SDK v2 client)`,
    setup,
    start(target, pouName) {
      let progress = 0;
      const headers = { authorization: `Bearer ${target.token}` };
      const onprogress = request.progress ? () => void progress++ : undefined;
      const requestOptions = { ...(onprogress ? { onprogress } : {}), ...(request.resetTimeoutOnProgress ? { resetTimeoutOnProgress: true } : {}) };
      const params = { name: 'create_pou', arguments: callArgs(target, pouName) };
      let close = async () => {};
      const ended = (async () => {
        if (line === 'v1') {
          const client = new ClientV1({ name: `measure-${id}`, version: '1' });
          close = () => client.close();
          await client.connect(new HttpTransportV1(new URL(target.mcpUrl), { requestInit: { headers } }));
          return client.callTool(params, undefined, requestOptions);
        }
        const client = new ClientV2({ name: `measure-${id}`, version: '1' }, request.modern ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
        close = () => client.close();
        await client.connect(new HttpTransportV2(new URL(target.mcpUrl), { requestInit: { headers } }));
        return client.callTool(params, requestOptions);
      })().then(
        (result) => ({ kind: 'result' as const, detail: JSON.stringify(result).slice(0, 200) }),
        (err: unknown) => ({ kind: 'gave-up' as const, detail: err instanceof Error ? err.message : String(err) }),
      );
      return { ended, progressSeen: () => progress, stop: () => close().catch(() => undefined) };
    },
  };
}

/** The MCP Inspector's CLI, as a person runs it for one call. */
function inspectorCase(id: string, setup: string, extraArgs: string[]): Case {
  const version = packageVersion('@modelcontextprotocol/inspector');
  return {
    id,
    client: `MCP Inspector CLI ${version}`,
    setup,
    start(target, pouName) {
      const launcher = join(packageDir('@modelcontextprotocol/inspector'), 'clients', 'launcher', 'build', 'index.js');
      const home = join(target.scratch, id);
      const args = [launcher, '--cli', target.mcpUrl, '--transport', 'http', '--header', `Authorization: Bearer ${target.token}`, '--method', 'tools/call', '--tool-name', 'create_pou', '--tool-args-json', JSON.stringify(callArgs(target, pouName)), '--format', 'json', ...extraArgs];
      const child = spawn(process.execPath, args, { env: { ...process.env, HOME: home, USERPROFILE: home, MCP_CATALOG_PATH: join(home, 'mcp.json') }, stdio: ['ignore', 'pipe', 'pipe'] });
      const ended = processEnd(child);
      return { ended, progressSeen: () => 0, stop: () => stopProcess(child) };
    },
  };
}

/**
 * mcp-remote, the stdio-to-HTTP bridge many desktop clients are set up with. It is driven over stdio by a client
 * that never times out on its own, so whatever ends the call is mcp-remote's (or its HTTP stack's) doing.
 */
function mcpRemoteCase(id: string, setup: string, progress: boolean): Case {
  const version = packageVersion('mcp-remote');
  return {
    id,
    client: `mcp-remote ${version}`,
    setup,
    start(target, pouName) {
      const proxy = join(packageDir('mcp-remote'), 'dist', 'proxy.js');
      const home = join(target.scratch, id);
      const child = spawn(process.execPath, [proxy, target.mcpUrl, '--header', `Authorization:Bearer ${target.token}`, '--transport', 'http-only', '--allow-http'], {
        env: { ...process.env, HOME: home, USERPROFILE: home, MCP_REMOTE_CONFIG_DIR: join(home, '.mcp-auth') },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let seen = 0;
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      const send = (message: object) => child.stdin!.write(`${JSON.stringify(message)}\n`);
      const ended = new Promise<Omit<ClientEnd, 'progressSeen'>>((resolve) => {
        let buffer = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let end: number;
          while ((end = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, end).trim();
            buffer = buffer.slice(end + 1);
            if (!line) continue;
            const message = JSON.parse(line) as { id?: number; method?: string; result?: unknown; error?: { message: string } };
            if (message.method === 'notifications/progress') seen++;
            if (message.id === 1 && message.result) {
              send({ jsonrpc: '2.0', method: 'notifications/initialized' });
              send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create_pou', arguments: callArgs(target, pouName), ...(progress ? { _meta: { progressToken: 'measure' } } : {}) } });
            }
            if (message.id === 2) resolve(message.error ? { kind: 'gave-up', detail: `JSON-RPC error: ${message.error.message}` } : { kind: 'result', detail: JSON.stringify(message.result).slice(0, 200) });
            if (message.id === 1 && message.error) resolve({ kind: 'gave-up', detail: `initialize failed: ${message.error.message}` });
          }
        });
        child.on('exit', (code) => resolve({ kind: 'gave-up', detail: `mcp-remote exited with ${code}: ${lastLine(stderr)}` }));
      });
      send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: `measure-${id}`, version: '1' } } });
      return { ended, progressSeen: () => seen, stop: () => stopProcess(child) };
    },
  };
}

const CASES: Case[] = [
  sdkCase('v2', 'sdk2-default', 'defaults, no progress token', { progress: false }),
  sdkCase('v2', 'sdk2-progress', '`onprogress` set (progress token sent), `resetTimeoutOnProgress` left off', { progress: true }),
  sdkCase('v2', 'sdk2-reset', '`onprogress` and `resetTimeoutOnProgress: true`', { progress: true, resetTimeoutOnProgress: true }),
  sdkCase('v2', 'sdk2-modern-default', 'the 2026-07-28 era (stateless), defaults', { progress: false, modern: true }),
  sdkCase('v2', 'sdk2-modern-reset', 'the 2026-07-28 era, `onprogress` and `resetTimeoutOnProgress: true`', { progress: true, resetTimeoutOnProgress: true, modern: true }),
  sdkCase('v1', 'sdk1-default', 'defaults, no progress token', { progress: false }),
  sdkCase('v1', 'sdk1-progress', '`onprogress` set, `resetTimeoutOnProgress` left off', { progress: true }),
  sdkCase('v1', 'sdk1-reset', '`onprogress` and `resetTimeoutOnProgress: true`', { progress: true, resetTimeoutOnProgress: true }),
  inspectorCase('inspector', '`--cli … --method tools/call` (the CLI asks for no progress)', []),
  inspectorCase('inspector-progress', 'the same with `--tool-metadata progressToken=…` (progress sent, the CLI does not listen)', ['--tool-metadata', 'progressToken=measure']),
  inspectorCase('inspector-modern', 'the same with `--protocol-era modern` (2026-07-28)', ['--protocol-era', 'modern']),
  mcpRemoteCase('mcp-remote', '`--transport http-only`, the calling client sends no progress token and never times out', false),
  mcpRemoteCase('mcp-remote-progress', 'the same, the calling client sends a progress token', true),
];

function packageDir(name: string): string {
  return join(root, 'node_modules', name);
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.slice(0, 300) ?? '';
}

function processEnd(child: ChildProcess): Promise<Omit<ClientEnd, 'progressSeen'>> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0 ? { kind: 'result', detail: lastLine(stdout) } : { kind: 'gave-up', detail: `exit ${code}: ${lastLine(stderr) || lastLine(stdout)}` }));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

// --- the host ---
const dataDir = await mkdtemp(join(tmpdir(), 'interlock-client-timeouts-'));
const workspace = join(dataDir, 'workspace');
const project = join(workspace, 'bottling-line');
const scratch = join(dataDir, 'clients');
await mkdir(scratch);
await cp(join(root, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [workspace], approvals: { timeoutSeconds: 3600 } }));
for (const c of CASES) await mkdir(join(scratch, c.id));

const host = spawn(process.execPath, [join(root, 'bin', 'interlock.js'), 'serve', '--data-dir', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const loginUrl = await new Promise<string>((resolve, reject) => {
  let output = '';
  host.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /http:\/\/127\.0\.0\.1:\d+\/login\?code=\S+/.exec(output);
    if (match) resolve(match[0]);
  });
  host.on('exit', (code) => reject(new Error(`interlock serve exited with ${code}: ${output}`)));
});
const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
const person = await UiSession.login(loginUrl);
await person.attach();
const target: Target = { mcpUrl: `${new URL(loginUrl).origin}/mcp`, token, project, scratch };

interface Measurement {
  id: string;
  client: string;
  setup: string;
  end: ClientEnd;
  /** Seconds from starting the client to its end (or the cap): start-up and connecting included. */
  clientSeconds: number;
  /** Seconds from the call reaching Interlock (its card) to the client's end: the client's own request clock. */
  sinceCardSeconds: number | null;
  /** Seconds from the call until Interlock's card said the agent left, and why; null while it stayed. */
  interlockSawLeaveSeconds: number | null;
  leftReason: string | null;
  cardSeen: boolean;
  /** How the client reached Interlock, as its agent registry saw it (e.g. `http-legacy 2025-11-25`). */
  connection: string | null;
}

const selected = options.only ? CASES.filter((c) => options.only!.split(',').includes(c.id)) : CASES;
const startedAt = new Date();
console.error(`Measuring ${selected.length} client set-ups against ${target.mcpUrl} (cap ${CAP_MS / 1000} s)…`);
const measurements = await Promise.all(
  selected.map(async (c, i): Promise<Measurement> => {
    const pouName = `Measure${i}`;
    const t0 = performance.now();
    const running = c.start(target, pouName);
    let capTimer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<Omit<ClientEnd, 'progressSeen'>>((resolve) => (capTimer = setTimeout(() => resolve({ kind: 'still-waiting', detail: `still waiting at ${CAP_MS / 1000} s` }), CAP_MS)));
    const end = await Promise.race([running.ended, cap]);
    clearTimeout(capTimer);
    const clientSeconds = (performance.now() - t0) / 1000;
    const endedAt = Date.now();
    const progressSeen = running.progressSeen();
    // Give Interlock a moment to notice a client that gave up, before this script stops it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const card = person.events.flatMap((e) => (e.type === 'approval.requested' && (e.approval.args as { name?: string }).name === pouName ? [e.approval] : []))[0];
    const left = card ? person.events.flatMap((e) => (e.type === 'approval.updated' && e.approvalId === card.id && e.patch.state === 'agent-left' ? [e.patch] : []))[0] : undefined;
    const registered = card ? person.events.flatMap((e) => (e.type === 'agent.connected' && e.agent.id === card.agentId ? [e.agent] : []))[0] : undefined;
    await running.stop();
    const measurement: Measurement = {
      id: c.id,
      client: c.client,
      setup: c.setup,
      end: { ...end, progressSeen },
      clientSeconds: Math.round(clientSeconds * 10) / 10,
      sinceCardSeconds: card ? Math.round(((endedAt - card.requestedAt) / 1000) * 10) / 10 : null,
      interlockSawLeaveSeconds: card && left?.leftAt ? Math.round(((left.leftAt - card.requestedAt) / 1000) * 10) / 10 : null,
      leftReason: left?.leftReason ?? null,
      cardSeen: card !== undefined,
      connection: registered ? `${registered.transport} ${registered.protocolVersion}` : null,
    };
    console.error(`  ${c.id}: ${end.kind} after ${measurement.clientSeconds} s, ${measurement.sinceCardSeconds} s after its card (${progressSeen} progress) — ${end.detail}`);
    return measurement;
  }),
);

person.close();
host.kill('SIGINT');
await new Promise((resolve) => host.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });

const report = { measuredAt: startedAt.toISOString(), node: process.version, platform: `${process.platform} ${process.arch}`, capSeconds: CAP_MS / 1000, measurements };
if (options.json) await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(`| client | set-up | connection | gives up after (from its card; from its start) | progress seen | how | Interlock saw it leave |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const m of measurements) {
  const after = m.end.kind === 'still-waiting' ? `still waiting at ${report.capSeconds} s` : `${m.sinceCardSeconds ?? '?'} s; ${m.clientSeconds} s`;
  const saw = m.interlockSawLeaveSeconds === null ? (m.cardSeen ? 'card still waiting' : 'no card') : `${m.interlockSawLeaveSeconds} s (${m.leftReason})`;
  console.log(`| ${m.client} | ${m.setup} | ${m.connection ?? '?'} | ${after} | ${m.end.progressSeen} | ${m.end.kind === 'still-waiting' ? '—' : m.end.detail.replace(/\|/g, '\\|').slice(0, 160)} | ${saw} |`);
}
