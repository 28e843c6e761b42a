// What tools/list costs an agent in each configuration: bytes of the answer, tools, and approximate tokens (4 bytes
// a token), through a real control center's /mcp and the SDK client. Every client without deferred tool loading
// pays this in every conversation. The targets (issue 19) are src-main/control-center/tools-list-budget.ts's.
// Run: node scripts/bench/tools-list.ts   (writes bench-results/tools-list.json; exit code 1 if a target is missed)
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startControlCenter } from '../../src-main/control-center/index.ts';
import { budgetTarget, TOOLS_LIST_BUDGETS, toolsListCost, type ToolsListBudget, type ToolsListCost } from '../../src-main/control-center/tools-list-budget.ts';
import { table } from './stats.ts';

interface Measured extends ToolsListCost {
  configuration: string;
  approx_tokens: number;
  target: string;
}

async function measure(configuration: ToolsListBudget): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-list-'));
  try {
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify(configuration.settings(dataDir)));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false });
    const client = new Client({ name: 'bench-tools-list', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
      const { tools } = await client.listTools();
      const cost = toolsListCost(configuration, tools);
      return { configuration: configuration.name, ...cost, approx_tokens: Math.round(cost.bytes / 4), target: budgetTarget(configuration) };
    } finally {
      await client.close();
      await cc.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results: Measured[] = [];
for (const configuration of TOOLS_LIST_BUDGETS) results.push(await measure(configuration));
const rows = results.map((r) => [r.configuration, `${(r.bytes / 1024).toFixed(1)} KB`, String(r.tools), String(r.approx_tokens), r.target, r.pass ? 'PASS' : 'FAIL']);
process.stdout.write(`\n${table(['tools/list', 'size', 'tools', '~tokens', 'target', ''], rows)}\n`);
for (const r of results) if (r.unwanted.length > 0) process.stdout.write(`${r.configuration}: lists ${r.unwanted.length} tools it should not (${r.unwanted.slice(0, 3).join(', ')}, ...)\n`);
const out = resolve('bench-results');
await mkdir(out, { recursive: true });
await writeFile(join(out, 'tools-list.json'), `${JSON.stringify({ results, pass: results.every((r) => r.pass) }, null, 2)}\n`);
process.stdout.write(`\nWrote ${join(out, 'tools-list.json')}\n`);
if (!results.every((r) => r.pass)) process.exitCode = 1;
process.exit();
