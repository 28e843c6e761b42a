// What tools/list costs an agent in each configuration: bytes of the answer, tools, and approximate tokens (4 bytes
// a token), through a real control center's /mcp and the SDK client. Every client without deferred tool loading
// pays this in every conversation. Targets (issue 19): no CODESYS configured ≤ 40 KB and no CODESYS tool; the
// whole table ≤ 160 KB.
// Run: node scripts/bench/tools-list.ts   (writes bench-results/tools-list.json; exit code 1 if a target is missed)
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { defaultSettings, type Settings } from '../../src-shared/settings-schema.ts';
import { startControlCenter } from '../../src-main/control-center/index.ts';
import { demoSettings } from '../../src-main/demo/index.ts';
import { table } from './stats.ts';

interface Configuration {
  name: string;
  settings: (dataDir: string) => Settings;
  maxBytes: number;
  /** Also a target: no tool of this kind may be listed. */
  noneMatching?: RegExp;
}

const KB = 1024;
const CONFIGURATIONS: Configuration[] = [
  { name: 'no CODESYS configured', settings: () => defaultSettings(), maxBytes: 40 * KB, noneMatching: /codesys/ },
  { name: 'CODESYS configured (all tools)', settings: (dataDir) => demoSettings(dataDir), maxBytes: 160 * KB },
];

interface Measured {
  configuration: string;
  bytes: number;
  tools: number;
  approx_tokens: number;
  unwanted: string[];
  target: string;
  pass: boolean;
}

async function measure(configuration: Configuration): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-list-'));
  try {
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify(configuration.settings(dataDir)));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false });
    const client = new Client({ name: 'bench-tools-list', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
      const { tools } = await client.listTools();
      const bytes = Buffer.byteLength(JSON.stringify({ tools }));
      const unwanted = configuration.noneMatching ? tools.map((t) => t.name).filter((n) => configuration.noneMatching!.test(n)) : [];
      return {
        configuration: configuration.name,
        bytes,
        tools: tools.length,
        approx_tokens: Math.round(bytes / 4),
        unwanted,
        target: `≤ ${configuration.maxBytes / KB} KB${configuration.noneMatching ? `, no tool matching ${configuration.noneMatching}` : ''}`,
        pass: bytes <= configuration.maxBytes && unwanted.length === 0,
      };
    } finally {
      await client.close();
      await cc.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: Measured[] = [];
for (const configuration of CONFIGURATIONS) results.push(await measure(configuration));
const rows = results.map((r) => [r.configuration, `${(r.bytes / KB).toFixed(1)} KB`, String(r.tools), String(r.approx_tokens), r.target, r.pass ? 'PASS' : 'FAIL']);
process.stdout.write(`\n${table(['tools/list', 'size', 'tools', '~tokens', 'target', ''], rows)}\n`);
for (const r of results) if (r.unwanted.length > 0) process.stdout.write(`${r.configuration}: lists ${r.unwanted.length} tools it should not (${r.unwanted.slice(0, 3).join(', ')}, ...)\n`);
const out = resolve('bench-results');
await mkdir(out, { recursive: true });
await writeFile(join(out, 'tools-list.json'), `${JSON.stringify({ results, pass: results.every((r) => r.pass) }, null, 2)}\n`);
process.stdout.write(`\nWrote ${join(out, 'tools-list.json')}\n`);
if (!results.every((r) => r.pass)) process.exitCode = 1;
process.exit();
