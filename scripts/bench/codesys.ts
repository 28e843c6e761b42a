// CODESYS command benchmark, with the CODESYS stand-in:
//  1. round trip of a trivial command to the persistent CODESYS (IpcClient: directory watch), p50/p95 over 200
//     commands, beside a baseline client that polls for the result on a back-off schedule (100, 200, 400, 800, then
//     every 1000 ms), the usual design of file-IPC CODESYS scripting, against the same watcher in the same run.
//     Target: p50 at least 25x lower than the baseline's.
//  2. compile of a 50-POU project. Target: under 2 s.
// Prints a table with the targets and writes bench-results/codesys.json; exit code 1 if a target is missed.
// Run: node scripts/bench/codesys.ts
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { CodesysLauncher, ScriptLibrary, type ScriptRequest } from '../../src-main/codesys/index.ts';
import { interpretScriptResult } from '../../src-main/codesys/bridge/script-executor.ts';
import { asciiJson } from '../../src-main/codesys/bridge/script-library.ts';
import { writeFileAtomic } from '../../src-main/files/index.ts';
import { percentile, table } from './stats.ts';

const ROUND_TRIPS = 200;
const WARM_UP = 10;
const POUS = 50;
// Issue 20: the round trip was 33x the polling client before it slowed down; the bridge must stay at 25x or better.
const SPEEDUP_TARGET = 25;
const COMPILE_TARGET_MS = 2000;
const BACKOFF_POLL_SCHEDULE_MS = [100, 200, 400, 800, 1000];

const repoRoot = join(import.meta.dirname, '..', '..');
const library = new ScriptLibrary();

function stats(samples: number[]) {
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { p50_ms: round(percentile(samples, 50)), p95_ms: round(percentile(samples, 95)), mean_ms: round(mean), samples: samples.length };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The back-off polling client: the same files in the same order, then a result poll at 100, 200, 400, 800 and 1000 ms intervals. */
async function baselineRoundTrip(sessionDir: string, sequence: number, script: string): Promise<void> {
  const id = `${Date.now().toString().padStart(14, '0')}-b${String(sequence).padStart(6, '0')}`;
  const commands = join(sessionDir, 'commands');
  const params = join(commands, `${id}.params.json`);
  const scriptPath = join(commands, `${id}.py`);
  const command = join(commands, `${id}.command.json`);
  await Promise.all([writeFileAtomic(params, asciiJson({})), writeFileAtomic(scriptPath, script)]);
  await writeFileAtomic(`${command}.staged`, JSON.stringify({ requestId: id, scriptPath, paramsPath: params, timestamp: Date.now() }));
  await rename(`${command}.staged`, command);
  const resultPath = join(sessionDir, 'results', `${id}.result.json`);
  for (let poll = 0; ; poll++) {
    if (existsSync(resultPath)) {
      const result = JSON.parse(await readFile(resultPath, 'utf8')) as { exitCode: number };
      await unlink(resultPath);
      if (result.exitCode !== 0) throw new Error('the baseline command failed');
      return;
    }
    await sleep(BACKOFF_POLL_SCHEDULE_MS[Math.min(poll, BACKOFF_POLL_SCHEDULE_MS.length - 1)]!);
  }
}

function pouSource(index: number): { declaration: string; implementation: string } {
  const name = `FB_Station${String(index).padStart(2, '0')}`;
  const declaration = `FUNCTION_BLOCK ${name}
VAR_INPUT
    bEnable : BOOL;
    rSetpoint : REAL;
END_VAR
VAR_OUTPUT
    rOutput : REAL;
    bDone : BOOL;
END_VAR
VAR
    fbTimer : TON;
    nStep : INT;
    aHistory : ARRAY[0..9] OF REAL;
    i : INT;
END_VAR
`;
  const implementation = `fbTimer(IN := bEnable, PT := T#500MS);
CASE nStep OF
    0:
        IF bEnable THEN
            nStep := 10;
        END_IF
    10:
        rOutput := rOutput + (rSetpoint - rOutput) * 0.1;
        IF ABS(rSetpoint - rOutput) < 0.01 OR fbTimer.Q THEN
            nStep := 20;
        END_IF
    20:
        FOR i := 9 TO 1 BY -1 DO
            aHistory[i] := aHistory[i - 1];
        END_FOR
        aHistory[0] := rOutput;
        bDone := TRUE;
        nStep := 0;
ELSE
    nStep := 0;
END_CASE
`;
  return { declaration, implementation };
}

async function main(): Promise<void> {
  const world = await realpath(await mkdtemp(join(tmpdir(), 'interlock-bench-codesys-')));
  const common = join(world, 'CODESYS 3.5.21.50', 'CODESYS', 'Common');
  await mkdir(common, { recursive: true });
  const executable = join(common, 'CODESYS');
  await symlink(join(repoRoot, 'standins', 'codesys', 'CODESYS'), executable);
  const settings = {
    ...defaultSettings().codesys,
    executablePath: executable,
    profile: 'CODESYS V3.5 SP21 Patch 5',
    launchTimeoutSeconds: 60,
    commandTimeoutSeconds: 60,
    compileTimeoutSeconds: 120,
  };
  const launcher = new CodesysLauncher({ settings: () => settings, library, baseDir: join(world, 'sessions') });
  const run = async (template: Parameters<ScriptLibrary['script']>[0], params: Record<string, unknown>, timeoutMs = 60_000) => {
    const request: ScriptRequest = { label: template, script: library.script(template), params: { ...params, save_after_change: false }, timeoutMs };
    const result = interpretScriptResult(await launcher.execute(request));
    if (!result.ok) throw new Error(`${template}: ${result.message}`);
    return result.data;
  };

  try {
    process.stdout.write('Launching the CODESYS stand-in...\n');
    await launcher.launch();
    const sessionDir = launcher.status.sessionDir!;

    process.stdout.write(`Round trips: ${ROUND_TRIPS} through the bridge, ${ROUND_TRIPS} with back-off polling...\n`);
    const trivial = library.script('session_status');
    for (let i = 0; i < WARM_UP; i++) await run('session_status', {});
    const bridge: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const started = performance.now();
      await run('session_status', {});
      bridge.push(performance.now() - started);
    }
    const baseline: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const started = performance.now();
      await baselineRoundTrip(sessionDir, i, trivial);
      baseline.push(performance.now() - started);
    }

    process.stdout.write(`Compile: a project with ${POUS} function blocks...\n`);
    const projectPath = join(world, 'Bench.project');
    await run('create_project', { project_path: projectPath });
    for (let i = 0; i < POUS; i++) {
      const created = (await run('create_pou', { project_path: projectPath, name: `FB_Station${String(i).padStart(2, '0')}`, pou_type: 'function_block' })) as {
        object: { path: string };
        declaration: string;
        implementation: string;
      };
      await run('write_object', {
        project_path: projectPath,
        object_path: created.object.path,
        expected: { declaration: created.declaration, implementation: created.implementation },
        ...pouSource(i),
      });
    }
    const compiles: number[] = [];
    let errors = -1;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const compiled = (await run('compile_project', { project_path: projectPath }, 120_000)) as { messages: Array<{ severity: string }> };
      compiles.push(performance.now() - started);
      errors = compiled.messages.filter((m) => m.severity === 'error').length;
    }
    if (errors !== 0) throw new Error(`the benchmark project should compile cleanly, got ${errors} errors`);

    const bridgeStats = stats(bridge);
    const baselineStats = stats(baseline);
    const speedup = round(baselineStats.p50_ms / bridgeStats.p50_ms);
    const compileMs = round(Math.max(...compiles));
    const targets = [
      { name: 'round trip p50: baseline / bridge', value: speedup, target: `>= ${SPEEDUP_TARGET}x`, pass: speedup >= SPEEDUP_TARGET },
      { name: `compile of ${POUS} POUs (slowest of 3)`, value: compileMs, target: `< ${COMPILE_TARGET_MS} ms`, pass: compileMs < COMPILE_TARGET_MS },
    ];
    const report = {
      benchmark: 'codesys',
      at: new Date().toISOString(),
      platform: `${process.platform} ${process.arch}, node ${process.version}`,
      round_trips: ROUND_TRIPS,
      bridge: bridgeStats,
      baseline_backoff_polling: { ...baselineStats, schedule_ms: BACKOFF_POLL_SCHEDULE_MS },
      speedup_p50: speedup,
      compile_50_pous_ms: compiles.map(round),
      targets,
      pass: targets.every((t) => t.pass),
    };

    const rows = [
      ['bridge (directory watch)', bridgeStats.p50_ms, bridgeStats.p95_ms, bridgeStats.mean_ms],
      ['baseline (back-off polling)', baselineStats.p50_ms, baselineStats.p95_ms, baselineStats.mean_ms],
    ];
    process.stdout.write(`\n${table(['round trip of a trivial command', 'p50 ms', 'p95 ms', 'mean ms'], rows)}\n\n`);
    for (const t of targets) process.stdout.write(`${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value} (target ${t.target})\n`);

    const out = join(repoRoot, 'bench-results');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'codesys.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`\nWrote ${join(out, 'codesys.json')}\n`);
    if (!report.pass) process.exitCode = 1;
  } finally {
    await launcher.stop();
    await rm(world, { recursive: true, force: true });
  }
}

await main();
