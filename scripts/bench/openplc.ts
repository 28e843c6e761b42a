// Benchmark of the OpenPLC inspection tools on generated projects of 100, 1,000 and 10,000 POUs, called through the
// real MCP client and core exactly as an agent calls them. Reports the median time per call and the growth factor
// per 10× more POUs. Targets: at most 12× per 10× for every tool, and read_pou independent of project size.
// Run: node scripts/bench/openplc.ts   (writes bench-results/openplc.json; exit code 1 if a target is missed)
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { startToolHarness, type ToolHarness } from '../../src-main/mcp/test-support/tool-harness.ts';
import { createOpenPlcDomain } from '../../src-main/openplc/index.ts';
import { median, table } from './stats.ts';

const SIZES = [100, 1_000, 10_000] as const;
const MAX_GROWTH_PER_10X = 12;
/** "Independent of project size": 100× more POUs may cost at most this factor (measurement noise included). */
const MAX_SIZE_INDEPENDENT_GROWTH = 2;
const TOOLS = ['list_pous', 'read_pou', 'list_variables'] as const;
type Tool = (typeof TOOLS)[number];

/** Calls per tool and size: enough for a stable median, few enough to finish in well under two minutes. */
function iterations(tool: Tool, size: number): number {
  if (tool === 'list_pous') return size >= 10_000 ? 15 : 31;
  return 41;
}

const KINDS = [
  { folder: 'programs', keyword: 'PROGRAM', share: 0.1 },
  { folder: 'function-blocks', keyword: 'FUNCTION_BLOCK', share: 0.6 },
  { folder: 'functions', keyword: 'FUNCTION', share: 0.3 },
] as const;

function pouName(index: number): string {
  return `Station${String(index).padStart(5, '0')}`;
}

/** A POU of realistic size: documentation, three VAR blocks, a dozen lines of logic. */
function pouSource(keyword: string, name: string, index: number): string {
  const header = keyword === 'FUNCTION' ? `FUNCTION ${name} : REAL` : `${keyword} ${name}`;
  const output = keyword === 'FUNCTION' ? `${name} := Setpoint * Gain;` : 'Output := Setpoint * Gain;';
  return `(* Generated station ${index}: scales a sensor and counts cycles. *)

${header}
  VAR_INPUT
    Enable : BOOL;
    Setpoint : REAL := 50.0; (* percent *)
    Gain : REAL := 1.0;
  END_VAR
  VAR_OUTPUT
    Output : REAL;
    Ready : BOOL;
  END_VAR
  VAR
    Timer : TON;
    Count : DINT := 0;
    Sensor : INT;
  END_VAR

Timer(IN := Enable, PT := T#500ms);
IF Timer.Q THEN
  Count := Count + 1;
END_IF;
${output}
Ready := Enable AND NOT Timer.Q;

END_${keyword}`;
}

async function generateProject(root: string, size: number): Promise<{ path: string; names: string[] }> {
  const path = join(root, `generated-${size}`);
  const names: string[] = [];
  for (const kind of KINDS) await mkdir(join(path, 'pous', kind.folder), { recursive: true });
  const writes: Array<Promise<void>> = [];
  for (let i = 0; i < size; i++) {
    const kind = i % 10 === 0 ? KINDS[0] : i % 10 <= 6 ? KINDS[1] : KINDS[2];
    const name = pouName(i);
    names.push(name);
    writes.push(writeFile(join(path, 'pous', kind.folder, `${name}.st`), pouSource(kind.keyword, name, i)));
    if (writes.length >= 256) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  const project = {
    meta: { name: `generated-${size}`, type: 'plc-project' },
    data: {
      dataTypes: [],
      pous: [],
      configuration: {
        resource: {
          tasks: [{ name: 'MainTask', triggering: 'Cyclic', interval: 'T#20ms', priority: 1 }],
          instances: [{ name: 'Instance0', task: 'MainTask', program: pouName(0) }],
          globalVariables: [],
        },
      },
    },
  };
  await writeFile(join(path, 'project.json'), JSON.stringify(project, null, 2));
  return { path, names };
}

async function medianMs(harness: ToolHarness, tool: Tool, projectPath: string, names: string[], count: number): Promise<number> {
  const args = (i: number) => (tool === 'list_pous' ? { project_path: projectPath } : { project_path: projectPath, pou_name: names[(i * 7919) % names.length]! });
  for (let i = 0; i < 10; i++) await call(harness, tool, args(i)); // warm-up: open the project, JIT, caches
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(harness, tool, args(i));
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function call(harness: ToolHarness, tool: Tool, args: Record<string, unknown>): Promise<void> {
  const result = await harness.call(tool, args);
  if (result.isError) throw new Error(`${tool} failed: ${result.content[0]?.text}`);
}

const started = performance.now();
const workspace = await mkdtemp(join(tmpdir(), 'interlock-bench-openplc-'));
let domainDispose: (() => Promise<void>) | undefined;
const harness = await startToolHarness({
  tools: async (core) => {
    const domain = await createOpenPlcDomain(core);
    domainDispose = () => domain.dispose();
    return domain.tools;
  },
  settings: () => ({ ...defaultSettings(), projectRoots: [workspace] }),
  clientName: 'openplc-benchmark',
});

const medians: Record<Tool, number[]> = { list_pous: [], read_pou: [], list_variables: [] };
try {
  for (const size of SIZES) {
    const project = await generateProject(workspace, size);
    for (const tool of TOOLS) medians[tool].push(await medianMs(harness, tool, project.path, project.names, iterations(tool, size)));
    await rm(project.path, { recursive: true, force: true });
  }
} finally {
  await domainDispose?.();
  await harness.close();
  await rm(workspace, { recursive: true, force: true });
}

const results = TOOLS.map((tool) => {
  const values = medians[tool];
  const growth = values.slice(1).map((value, i) => value / values[i]!);
  const maxGrowth = Math.max(...growth);
  const overall = values.at(-1)! / values[0]!;
  const sizeIndependent = tool === 'read_pou';
  const pass = maxGrowth <= MAX_GROWTH_PER_10X && (!sizeIndependent || overall <= MAX_SIZE_INDEPENDENT_GROWTH);
  const target = `≤ ${MAX_GROWTH_PER_10X}× per 10×${sizeIndependent ? `; size-independent (10,000 vs 100 POUs ≤ ${MAX_SIZE_INDEPENDENT_GROWTH}×)` : ''}`;
  return { tool, median_ms: Object.fromEntries(SIZES.map((size, i) => [size, round(values[i]!)])), growth_per_10x: growth.map(round), growth_100x: round(overall), target, pass };
});

const rows = results.map((r) => [
  r.tool,
  ...SIZES.map((s) => r.median_ms[s]!),
  `${r.growth_per_10x.map((g) => `${g.toFixed(1)}×`).join(', ')}${r.tool === 'read_pou' ? ` (100×: ${r.growth_100x.toFixed(1)}×)` : ''}`,
  r.target,
  r.pass ? 'PASS' : 'FAIL',
]);
console.log('OpenPLC tools: median ms per call through the MCP client, on generated projects');
console.log(table(['tool', ...SIZES.map((s) => `${s.toLocaleString('en-US')} POUs`), 'growth per 10×', 'target', 'result'], rows));
const allPass = results.every((r) => r.pass);
const seconds = (performance.now() - started) / 1000;
console.log(`\n${allPass ? 'All targets met' : 'Some targets missed'} (${seconds.toFixed(1)} s)`);

const out = resolve(import.meta.dirname, '../../bench-results/openplc.json');
await mkdir(resolve(out, '..'), { recursive: true });
await writeFile(
  out,
  `${JSON.stringify({ benchmark: 'openplc', generated_at: new Date().toISOString(), node: process.version, platform: `${process.platform}-${process.arch}`, sizes: SIZES, results, pass: allPass, duration_s: round(seconds) }, null, 2)}\n`,
);
console.log(`Wrote ${out}`);
if (!allPass) process.exitCode = 1;

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
