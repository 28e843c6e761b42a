// `node scripts/measure-client-eras.ts`: which MCP protocol version each client that installs from npm (all
// devDependencies) negotiates with Interlock, with its defaults, over HTTP and over stdio (`interlock mcp`'s relay).
// It runs a control center in this process and reads what each connection registered (the agent registry records
// the version the session was served in). The README's client table cites the result.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startControlCenter } from '../src-main/control-center/index.ts';
import { packageRoot } from '../src-main/files/index.ts';

const packageDir = (name: string) => join(packageRoot(), 'node_modules', name);
const packageVersion = async (name: string) => (JSON.parse(await readFile(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-eras-'));
const cc = await startControlCenter({ dataDir, port: 0, demo: false });
const token = cc.token.reveal();
const seen: Array<{ client: string; transport: string; protocol: string }> = [];
const off = cc.core.store.subscribe((event) => {
  if (event.type === 'agent.connected') seen.push({ client: event.agent.clientName, transport: event.agent.transport, protocol: event.agent.protocolVersion });
});

/** `interlock mcp` without a build: the relay module run by Node's type stripping. */
const relay = {
  command: process.execPath,
  args: [
    '--input-type=module',
    '-e',
    `const { runStdioRelay } = await import(${JSON.stringify(pathToFileURL(join(packageRoot(), 'src-main', 'mcp', 'stdio-relay.ts')).href)});` +
      `process.exitCode = await runStdioRelay({ dataDir: ${JSON.stringify(dataDir)}, startControlCenter: () => { throw new Error('no control center'); } });`,
  ],
};
const headers = { authorization: `Bearer ${token}` };

const rows: Array<{ client: string; transport: string; negotiated: string }> = [];
async function measure(client: string, transport: string, run: () => Promise<unknown>) {
  const before = seen.length;
  try {
    await run();
  } catch (error) {
    rows.push({ client, transport, negotiated: `failed: ${(error as Error).message.slice(0, 120)}` });
    return;
  }
  const found = seen.slice(before);
  rows.push({ client, transport, negotiated: found.map((s) => `${s.protocol} (${s.transport}, as ${s.client})`).join(', ') || 'no session registered' });
}

const v1 = `@modelcontextprotocol/sdk ${await packageVersion('@modelcontextprotocol/sdk')}`;
const v2 = `@modelcontextprotocol/client ${await packageVersion('@modelcontextprotocol/client')}`;
type SdkClient = { connect(transport: never): Promise<void>; listTools(): Promise<unknown>; callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>; close(): Promise<void> };
const sdkCases: Array<[string, string, () => SdkClient, () => unknown]> = [
  [v1, 'HTTP', () => new ClientV1({ name: 'eras-v1', version: '1' }), () => new HttpV1(new URL(cc.mcpUrl), { requestInit: { headers } })],
  [v1, 'stdio', () => new ClientV1({ name: 'eras-v1-stdio', version: '1' }), () => new StdioV1(relay)],
  [v2, 'HTTP', () => new ClientV2({ name: 'eras-v2', version: '1' }), () => new HttpV2(new URL(cc.mcpUrl), { requestInit: { headers } })],
  [v2, 'stdio', () => new ClientV2({ name: 'eras-v2-stdio', version: '1' }), () => new StdioV2(relay)],
  // What Claude Code 2.1 configures its bundled v2 client with for HTTP and stdio servers (see the README).
  [`${v2} versionNegotiation auto`, 'HTTP', () => new ClientV2({ name: 'eras-v2-auto', version: '1' }, { versionNegotiation: { mode: 'auto' } }), () => new HttpV2(new URL(cc.mcpUrl), { requestInit: { headers } })],
  [`${v2} versionNegotiation auto`, 'stdio', () => new ClientV2({ name: 'eras-v2-auto-stdio', version: '1' }, { versionNegotiation: { mode: 'auto' } }), () => new StdioV2(relay)],
];
for (const [client, transport, makeClient, makeTransport] of sdkCases) {
  await measure(client, transport, async () => {
    const sdk = makeClient();
    await sdk.connect(makeTransport() as never);
    await sdk.listTools();
    await sdk.callTool({ name: 'get_interlock_status', arguments: {} });
    await sdk.close();
  });
}

const inspector = `MCP Inspector CLI ${await packageVersion('@modelcontextprotocol/inspector')}`;
for (const extra of [[], ['--protocol-era', 'modern']]) {
  await measure(`${inspector}${extra.length ? ' --protocol-era modern' : ''}`, 'HTTP', async () => {
    const launcher = join(packageDir('@modelcontextprotocol/inspector'), 'clients', 'launcher', 'build', 'index.js');
    const home = await mkdtemp(join(tmpdir(), 'interlock-eras-home-'));
    const args = [launcher, '--cli', cc.mcpUrl, '--transport', 'http', '--header', `Authorization: Bearer ${token}`, '--method', 'tools/call', '--tool-name', 'get_interlock_status', '--format', 'json', ...extra];
    const child = spawn(process.execPath, args, { env: { ...process.env, HOME: home, USERPROFILE: home, MCP_CATALOG_PATH: join(home, 'mcp.json') }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    await rm(home, { recursive: true, force: true });
    if (code !== 0) throw new Error(`exit ${code}: ${stderr.trim().split('\n').at(-1)}`);
  });
}

// mcp-remote: the stdio-to-HTTP bridge desktop clients are set up with. Its HTTP side is what reaches Interlock;
// it is driven here over stdio by an SDK client, once with the 2025-era default and once asking for 2026-07-28.
const mcpRemote = `mcp-remote ${await packageVersion('mcp-remote')} (--transport http-only)`;
const remoteHome = await mkdtemp(join(tmpdir(), 'interlock-eras-remote-'));
const bridge = {
  command: process.execPath,
  args: [join(packageDir('mcp-remote'), 'dist', 'proxy.js'), cc.mcpUrl, '--header', `Authorization:Bearer ${token}`, '--transport', 'http-only', '--allow-http'],
  env: { ...process.env, HOME: remoteHome, USERPROFILE: remoteHome, MCP_REMOTE_CONFIG_DIR: join(remoteHome, '.mcp-auth') } as Record<string, string>,
  stderr: 'pipe' as const,
};
const remoteCases: Array<[string, () => SdkClient, () => unknown]> = [
  [`${mcpRemote}, driven by ${v1} over stdio`, () => new ClientV1({ name: 'eras-remote-v1', version: '1' }), () => new StdioV1(bridge)],
  [`${mcpRemote}, driven by ${v2} over stdio`, () => new ClientV2({ name: 'eras-remote-v2', version: '1' }), () => new StdioV2(bridge)],
  [
    `${mcpRemote}, driven by ${v2} over stdio asking for 2026-07-28`,
    () => new ClientV2({ name: 'eras-remote-v2-modern', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } }),
    () => new StdioV2(bridge),
  ],
];
for (const [client, makeClient, makeTransport] of remoteCases) {
  await measure(client, 'HTTP', async () => {
    const sdk = makeClient();
    await sdk.connect(makeTransport() as never);
    await sdk.listTools();
    await sdk.callTool({ name: 'get_interlock_status', arguments: {} });
    await sdk.close();
  });
}
await rm(remoteHome, { recursive: true, force: true });

off();
await cc.close();
await rm(dataDir, { recursive: true, force: true });
for (const row of rows) console.log(`${row.client} | ${row.transport} | ${row.negotiated}`);
process.exit(0);
