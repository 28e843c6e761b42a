// The simulator on a card's budget: the demo line's main (with its FBs) simulated old against new for 200 scenarios
// × 1,000 scans, target ≤ 500 ms (compile, scenarios and comparison included; median of 5 after a warm-up), and the
// raw scan rate of a generated 300-line POU (every scan executed, no fixed-point skipping) reported beside it.
// Run: node scripts/bench/simulation.ts   (writes bench-results/simulation.json; exit code 1 if the target is missed)
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { simulateBehaviour } from '../../src-main/st-sim/behaviour.ts';
import { SimProgram } from '../../src-main/st-sim/sim-run.ts';
import { demoProject } from '../../src-main/st-sim/test-support/trace.ts';
import { median, table } from './stats.ts';

const TARGET_MS = 500;
const started = performance.now();
const old = demoProject();
const running = old.mainText.includes('LineMode#Running') ? 'LineMode#Running' : 'Running';
const edits = [
  { name: 'green light as IF/ELSE (same)', from: `StackLightGreen := State = ${running};`, to: `IF State = ${running} THEN\n  StackLightGreen := TRUE;\nELSE\n  StackLightGreen := FALSE;\nEND_IF;` },
  { name: 'start-up delay 3 s → 1 s', from: 'PT := T#3s', to: 'PT := T#1s' },
  { name: 'start no longer needs stop', from: 'IF StartEdge.Q AND StopButton THEN', to: 'IF StartEdge.Q THEN' },
];

const rows: Array<Array<string | number>> = [];
const results = [];
for (const edit of edits) {
  const changed = demoProject(old.mainText.replace(edit.from, edit.to));
  const run = () => simulateBehaviour({ old, new: changed, cycleMs: 10, scenarios: 200, scans: 1000 });
  run();
  const samples: number[] = [];
  let summary = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    summary = run().summary;
    samples.push(performance.now() - t0);
  }
  const ms = median(samples);
  const pass = ms <= TARGET_MS;
  rows.push([edit.name, ms, `≤ ${TARGET_MS} ms`, pass ? 'pass' : 'MISS', summary]);
  results.push({ edit: edit.name, median_ms: Math.round(ms), target_ms: TARGET_MS, pass, summary });
}

// A 300-line POU: timers, counters, arithmetic on several widths, a CASE state machine, a FOR over an array.
const lines: string[] = ['PROGRAM big', 'VAR_INPUT', '  run, reset : BOOL;', '  level : INT;', 'END_VAR', 'VAR_OUTPUT', '  out : ARRAY[0..24] OF BOOL;', '  total : DINT;', 'END_VAR', 'VAR'];
for (let i = 0; i < 25; i++) lines.push(`  t${i} : TON; c${i} : CTU; s${i} : INT; r${i} : REAL;`);
lines.push('  k : INT; acc : ARRAY[0..31] OF INT;', 'END_VAR');
for (let i = 0; i < 25; i++) {
  lines.push(
    `t${i}(IN := run AND NOT t${i}.Q, PT := T#${(i + 1) * 50}ms);`,
    `c${i}(CU := t${i}.Q, R := reset, PV := ${i + 3});`,
    `CASE s${i} OF`,
    `  0: IF c${i}.Q THEN s${i} := 1; END_IF;`,
    `  1, 2: s${i} := s${i} + 1; r${i} := r${i} + INT_TO_REAL(level) / 10.0;`,
    `  3..5: IF r${i} > 100.0 THEN s${i} := 0; r${i} := 0.0; ELSE s${i} := 3; END_IF;`,
    'END_CASE;',
    `out[${i}] := s${i} > 0 AND (level MOD ${i + 2} = 0 OR c${i}.CV > ${i});`,
    `total := total + s${i} * ${i + 1};`,
    `IF s${i} = 5 AND c${i}.CV > ${i + 3} THEN`,
    `  s${i} := 0;`,
    'END_IF;',
  );
}
lines.push('FOR k := 0 TO 31 DO', '  acc[k] := acc[k] + k * level;', '  IF acc[k] > 30000 THEN acc[k] := 0; END_IF;', 'END_FOR;', 'IF total > 1000000 THEN total := 0; END_IF;', 'END_PROGRAM');
const program = new SimProgram({ sources: [{ name: 'big.st', text: lines.join('\n') }], program: 'big' });
const state = program.create();
const inputs = ['run', 'reset', 'level'].map((name) => program.module.inputs.findIndex((s) => s.name === name));
const scanSamples: number[] = [];
for (let round = 0; round < 5; round++) {
  const t0 = performance.now();
  for (let scan = 0; scan < 20_000; scan++) {
    program.write(state, inputs[0]!, scan % 700 < 600);
    program.write(state, inputs[1]!, scan % 5000 === 0);
    program.write(state, inputs[2]!, scan % 100);
    const fault = program.scan(state, (round * 20_000 + scan) * 10);
    if (fault) throw new Error(`the 300-line POU faulted: ${fault.message}`);
  }
  scanSamples.push((20_000 / (performance.now() - t0)) * 1000);
}
const scansPerSecond = median(scanSamples);

console.log("Simulation: the demo line's main old against new, 200 scenarios × 1,000 scans (median of 5)");
console.log(table(['edit', 'median ms', 'target', 'result', 'outcome'], rows));
console.log(`\nA ${lines.length}-line POU: ${Math.round(scansPerSecond).toLocaleString('en-US')} scans per second (every scan executed).`);
const allPass = results.every((r) => r.pass);
const seconds = (performance.now() - started) / 1000;
console.log(`\n${allPass ? 'All targets met' : 'Some targets missed'} (${seconds.toFixed(1)} s)`);
const out = resolve(import.meta.dirname, '../../bench-results/simulation.json');
await mkdir(resolve(out, '..'), { recursive: true });
await writeFile(
  out,
  `${JSON.stringify({ benchmark: 'simulation', generated_at: new Date().toISOString(), node: process.version, platform: `${process.platform}-${process.arch}`, results, pou_lines: lines.length, scans_per_second: Math.round(scansPerSecond), pass: allPass, duration_s: Math.round(seconds * 10) / 10 }, null, 2)}\n`,
);
console.log(`Wrote ${out}`);
if (!allPass) process.exitCode = 1;
