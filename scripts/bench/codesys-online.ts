// CODESYS online read benchmark, with the CODESYS stand-in and its simulated PLC: reading 100 expressions of a
// logged-in application through Interlock (MCP client → tool table → queue, gate, audit → codesys_read_variables)
// beside the raw bridge round trip of the same command (the online_state script straight to the same watcher), in
// the same run, interleaved. Target: Interlock's p50 at most 1.5x the raw bridge's.
// Prints a table and writes bench-results/codesys-online.json; exit code 1 if the target is missed.
// Run: node scripts/bench/codesys-online.ts
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CodesysConnection } from '../../src-main/codesys/bridge/codesys-connection.ts';
import { CODESYS_TEMPLATES } from '../../src-main/codesys/index.ts';
import { CodesysOnline } from '../../src-main/codesys/online-session/codesys-online.ts';
import { interpretScriptResult } from '../../src-main/codesys/bridge/script-executor.ts';
import { makeStandinWorld, testCodesysSettings } from '../../src-main/codesys/test-support/standin.ts';
import { onlineTools } from '../../src-main/codesys/online/online-tools.ts';
import { projectTools } from '../../src-main/codesys/project/project-tools.ts';
import { startToolHarness } from '../../src-main/mcp/test-support/tool-harness.ts';
import { percentile, table } from './stats.ts';

const EXPRESSIONS = 100;
const SAMPLES = 40;
const WARM_UP = 5;
const RATIO_TARGET = 1.5;
const repoRoot = join(import.meta.dirname, '..', '..');

const round = (value: number) => Math.round(value * 100) / 100;
const stats = (samples: number[]) => ({ p50_ms: round(percentile(samples, 50)), p95_ms: round(percentile(samples, 95)), samples: samples.length });

async function main(): Promise<void> {
  const world = await makeStandinWorld();
  const plcDir = await mkdtemp(join(tmpdir(), 'interlock-bench-plc-'));
  process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
  const project = join(world.workspace, 'Bench.project');
  const template = JSON.parse(await readFile(join(repoRoot, 'standins', 'codesys', 'Templates', 'Standard.project'), 'utf8'));
  const prg = template.objects[0].children[0].children[0].children.find((c: { name: string }) => c.name === 'PLC_PRG');
  prg.declaration = `PROGRAM PLC_PRG\nVAR\n    values : ARRAY[0..${EXPRESSIONS - 1}] OF INT := [${EXPRESSIONS}(7)];\nEND_VAR\n`;
  await writeFile(project, JSON.stringify(template));
  const expressions = Array.from({ length: EXPRESSIONS }, (_, i) => `PLC_PRG.values[${i}]`);

  let codesys: CodesysConnection | undefined;
  const harness = await startToolHarness({
    tools: (core) => {
      codesys = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: world.sessionBase });
      const online = new CodesysOnline(core, codesys);
      return [...projectTools({ services: core, codesys }), ...onlineTools({ services: core, online })];
    },
    settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { commandTimeoutSeconds: 60 }) }),
  });
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await harness.call(name, { project_path: project, ...args });
    if (result.isError) throw new Error(`${name}: ${result.content[0]?.text}`);
    return result.structuredContent as Record<string, unknown>;
  };
  try {
    process.stdout.write('Launching the CODESYS stand-in and logging in to its PLC...\n');
    await call('codesys_open_project', {});
    harness.attachUi();
    const login = harness.call('codesys_online_login', { project_path: project });
    await harness.answerNextApproval('approve-once');
    const loggedIn = await login;
    if (loggedIn.isError) throw new Error(`login: ${loggedIn.content[0]?.text}`);

    const raw = async () => {
      const result = interpretScriptResult(
        await codesys!.launcher.execute({
          label: 'online_state (raw)',
          script: codesys!.library.script('online_state'),
          scriptContext: true,
          params: { project_path: project, expressions, probe: false, save_after_change: false },
          timeoutMs: 60_000,
        }),
      );
      if (!result.ok || (result.data as { values: unknown[] }).values.length !== EXPRESSIONS) throw new Error(`raw read failed: ${result.ok ? 'wrong count' : result.message}`);
    };
    const throughInterlock = async () => {
      const { values } = (await call('codesys_read_variables', { expressions })) as { values: Array<{ typed: unknown }> };
      if (values.length !== EXPRESSIONS || values[EXPRESSIONS - 1]!.typed !== 7) throw new Error('the read through Interlock returned the wrong values');
    };

    process.stdout.write(`Reading ${EXPRESSIONS} expressions, ${SAMPLES} times each way, interleaved...\n`);
    for (let i = 0; i < WARM_UP; i++) {
      await raw();
      await throughInterlock();
    }
    const rawMs: number[] = [];
    const interlockMs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      let started = performance.now();
      await raw();
      rawMs.push(performance.now() - started);
      started = performance.now();
      await throughInterlock();
      interlockMs.push(performance.now() - started);
    }
    const rawStats = stats(rawMs);
    const interlockStats = stats(interlockMs);
    const ratio = round(interlockStats.p50_ms / rawStats.p50_ms);
    const target = { name: `read of ${EXPRESSIONS} expressions, p50 Interlock / raw bridge`, value: ratio, target: `<= ${RATIO_TARGET}x`, pass: ratio <= RATIO_TARGET };
    process.stdout.write(
      `\n${table(
        ['online read of 100 expressions', 'p50 ms', 'p95 ms'],
        [
          ['raw bridge round trip (online_state)', rawStats.p50_ms, rawStats.p95_ms],
          ['through Interlock (codesys_read_variables over MCP)', interlockStats.p50_ms, interlockStats.p95_ms],
        ],
      )}\n\n${target.pass ? 'PASS' : 'FAIL'}  ${target.name}: ${ratio} (target ${target.target})\n`,
    );
    const report = {
      benchmark: 'codesys-online',
      at: new Date().toISOString(),
      platform: `${process.platform} ${process.arch}, node ${process.version}`,
      expressions: EXPRESSIONS,
      raw_bridge: rawStats,
      through_interlock: interlockStats,
      ratio_p50: ratio,
      targets: [target],
      pass: target.pass,
    };
    const out = join(repoRoot, 'bench-results');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'codesys-online.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`\nWrote ${join(out, 'codesys-online.json')}\n`);
    if (!report.pass) process.exitCode = 1;
  } finally {
    await codesys?.dispose();
    await harness.close();
    await world.cleanup();
    await rm(plcDir, { recursive: true, force: true });
  }
}

await main();
