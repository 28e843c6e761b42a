// Old and new side by side: both versions compiled, run from the same initial values through the same scenarios on
// the same simulated clock, their outputs compared after every scan. Each output that differs gets the shortest
// input sequence found that shows it (events removed while the difference stays) and a trace for the card's chart.
import type { BehaviourDifference, BehaviourReport, BehaviourTrace } from '../../src-shared/behaviour.ts';
import { plural } from '../../src-shared/plural.ts';
import { ParseError } from '../iec-st/st-parser.ts';
import { safetyMatcher } from '../iec-st/safety-patterns.ts';
import type { SimProjectInput, SimSignal } from './sim-compile.ts';
import { formatTime } from './sim-lib.ts';
import { SimProgram, type SimState } from './sim-run.ts';
import { generateScenarios, inputDomain, type InputSpec, type Scenario } from './scenarios.ts';
import { SimUnsupported } from './sim-types.ts';
import { parseWatchValue } from './start-values.ts';

/** A program a task runs, with the task's cycle time where it has one. */
export interface BehaviourRunner {
  name: string;
  task?: string;
  cycleMs?: number;
}

export interface BehaviourRequest {
  old: SimProjectInput;
  new: SimProjectInput;
  /** The task's cycle time; `cycleNote` says where it came from (or that it was assumed). With `runners`: the cycle assumed where the chosen program's task has none. */
  cycleMs: number;
  cycleNote?: string;
  scenarios?: number;
  scans?: number;
  seed?: number;
  /** Wall-clock budget; the report says how many scenarios ran if it runs out. */
  timeBudgetMs?: number;
  safetyPatterns?: readonly string[];
  safetySignals?: readonly string[];
  /** The static Impact found nothing that reaches an output: a difference found here is then said to contradict it. */
  impactSaysNoEffect?: boolean;
  /**
   * Which program runs the edit: the programs the project's tasks run, in order (`old.program` / `new.program` are
   * then not used). The first whose run reaches `edited` (a POU's name) or whose compiled code the edit changes is
   * simulated; a program the edit does not reach would show "same behaviour" for code it never ran.
   */
  runners?: { edited: string | null; programs: readonly BehaviourRunner[] };
  /**
   * Values a PLC holds, as its watch list shows them (`TRUE`, `12`, `T#3s`), by the simulator's name (`Count`,
   * `Filler.Level`, `GVL.Setpoint`): inputs start there, and the program's variables are set before the first scan.
   */
  startValues?: Readonly<Record<string, string>>;
  /** Where the start values come from, for the card (`the watch list of the PLC Interlock is logged in to`). */
  startValuesSource?: string;
  /** What the card should know of how the request was built (objects a size limit left out). */
  notes?: readonly string[];
}

export const DEFAULT_SCENARIOS = 200;
export const DEFAULT_SCANS = 1000;
const MAX_DIFFERENCES = 8;
/** The programs tried for one that reaches the edit, at most. */
const MAX_RUNNERS = 16;

interface Side {
  program: SimProgram;
  /** Variables set from a PLC's values before the first scan. */
  start: Array<{ set: (st: SimState, value: unknown) => void; value: unknown }>;
  /** Union input index → this version's input index (-1: it has no such input). */
  inputs: number[];
  /** Compared output index → this version's output index. */
  outputs: number[];
  compare?: Comparator;
}

/** Records, for each compared output not yet recorded, the scan it first differs in; returns how many are recorded. */
type Comparator = (sa: SimState, sb: SimState, first: number[], scan: number) => number;

/** Generated once per comparison: reading every output into arrays after each scan would cost more than the scan. */
function comparator(a: Side, b: Side): Comparator {
  const codeA = a.program.module.outputs;
  const codeB = b.program.module.outputs;
  const lines = a.outputs.map((ia, o) => `if (first[${o}] < 0 && ${codeA[ia]!.code.replace(/^st\./, 'sa.')} !== ${codeB[b.outputs[o]!]!.code.replace(/^st\./, 'sb.')}) { first[${o}] = scan; n++; }`);
  return new Function('sa', 'sb', 'first', 'scan', `let n = 0;\n${lines.join('\n')}\nreturn n;`) as Comparator;
}

interface RunResult {
  /** Compared output → first scan it differed; `outputs.length` stands for a runtime fault that differs. */
  firstDiff: Map<number, number>;
  faultText?: { old: string; new: string };
}

export function simulateBehaviour(request: BehaviourRequest): BehaviourReport {
  const started = performance.now();
  const chosen = compileSides(request);
  const cycleMs = chosen.cycleMs;
  const notes: string[] = chosen.notes;
  if ('reason' in chosen) return { status: 'not-simulated', reason: chosen.reason, scenarios: 0, scans: 0, cycleMs, differingScenarios: 0, differences: [], notes, summary: `Not simulated: ${chosen.reason}` };
  const { oldProgram, newProgram } = chosen;
  const oldMod = oldProgram.module;
  const newMod = newProgram.module;
  // Inputs: the union by name; outputs: those both versions have.
  const inputNames = unionByName(oldMod.inputs, newMod.inputs);
  const outputs = oldMod.outputs.filter((o) => newMod.outputs.some((n) => n.name.toLowerCase() === o.name.toLowerCase()));
  const onlyOld = oldMod.outputs.filter((o) => !outputs.includes(o)).map((o) => o.name);
  const onlyNew = newMod.outputs.filter((n) => !outputs.some((o) => o.name.toLowerCase() === n.name.toLowerCase())).map((n) => n.name);
  // Nothing to compare would read as "same behaviour" while nothing was looked at.
  if (outputs.length === 0) {
    const reason = `${oldMod.outputs.length + newMod.outputs.length === 0 ? 'the program has no outputs' : 'the two versions have no output in common'} the simulator can compare (%Q or %M variables, the program's VAR_OUTPUT, globals it writes)`;
    return { status: 'not-simulated', reason, scenarios: 0, scans: 0, cycleMs, differingScenarios: 0, differences: [], notes, summary: `Not simulated: ${reason}` };
  }
  if (onlyOld.length) notes.push(`Outputs only the current version writes (not compared): ${onlyOld.join(', ')}.`);
  if (onlyNew.length) notes.push(`Outputs only the new version writes (not compared): ${onlyNew.join(', ')}.`);
  const side = (program: SimProgram): Side => ({
    program,
    start: [],
    inputs: inputNames.map((s) => program.module.inputs.findIndex((i) => i.name.toLowerCase() === s.name.toLowerCase())),
    outputs: outputs.map((o) => program.module.outputs.findIndex((i) => i.name.toLowerCase() === o.name.toLowerCase())),
  });
  const a = side(oldProgram);
  const b = side(newProgram);
  a.compare = b.compare = comparator(a, b);

  const literals = [...oldMod.literals, ...newMod.literals];
  const freshOld = oldProgram.create();
  const freshNew = newProgram.create();
  const startInputs = inputNames.map((_signal, i) => {
    const fromOld = a.inputs[i]! >= 0 ? oldProgram.readInputs(freshOld)[a.inputs[i]!] : undefined;
    return fromOld ?? newProgram.readInputs(freshNew)[b.inputs[i]!];
  });
  if (request.startValues) notes.push(...applyStartValues(request.startValues, request.startValuesSource ?? 'the PLC', chosen.program, inputNames, startInputs, a, b));
  const specs: InputSpec[] = inputNames.map((s, i) => ({ name: s.name, type: s.type, initial: startInputs[i], domain: inputDomain(s.type, startInputs[i], literals) }));
  const presets = literals.filter((l) => l.kind === 'time' && l.value > 0).map((l) => Math.ceil(l.value / cycleMs) + 2);
  // Long enough for a sequence to pass through every distinct preset once and the longest again (a state machine's
  // full cycle), and at least DEFAULT_SCANS.
  const distinct = [...new Set(presets)];
  const scans = request.scans ?? Math.max(DEFAULT_SCANS, Math.min(20_000, distinct.reduce((n, p) => n + p, 0) + 2 * Math.max(0, ...presets)));
  // The counts a counter may need: the code's small integers (a CTU's PV, a count compared with), the largest first.
  const counts = [...new Set(literals.filter((l) => (l.kind === 'anyint' || l.kind === 'int') && Number.isInteger(l.value) && l.value >= 2 && l.value <= 200).map((l) => l.value))].sort((x, y) => y - x).slice(0, 4);
  const scenarios = generateScenarios(specs, { count: request.scenarios ?? DEFAULT_SCENARIOS, scans, holds: [1, 2, ...presets], counts, seed: request.seed ?? 1 });
  const budget = request.timeBudgetMs ?? Infinity;

  const found = new Map<number, Array<{ scenario: Scenario; scan: number }>>();
  const faults: Array<{ scenario: Scenario; scan: number; text: { old: string; new: string } }> = [];
  let differing = 0;
  let ran = 0;
  for (const scenario of scenarios) {
    if (performance.now() - started > budget) break;
    ran++;
    const result = runPair(a, b, outputs.length, scenario, scans, cycleMs);
    if (result.firstDiff.size === 0) continue;
    differing++;
    for (const [output, scan] of result.firstDiff) {
      if (output === outputs.length) faults.push({ scenario, scan, text: result.faultText! });
      else {
        const list = found.get(output) ?? [];
        if (list.length < 3) list.push({ scenario, scan });
        found.set(output, list);
      }
    }
  }
  if (ran < scenarios.length) notes.push(`The time limit stopped the simulation after ${ran} of ${scenarios.length} scenarios.`);
  // CASE states no scenario reached: what the simulation says nothing about.
  const unreachedNew = newProgram.unreachedBranches();
  const unreachedOld = oldProgram.unreachedBranches();
  const same = unreachedNew.join('\n') === unreachedOld.join('\n');
  for (const [which, unreached] of [[same ? 'either version' : 'the new version', unreachedNew], ['the current version', same ? [] : unreachedOld]] as const) {
    if (unreached.length > 0) notes.push(`CASE branches no scenario reached in ${which}: ${unreached.slice(0, 6).join('; ')}${unreached.length > 6 ? ` and ${unreached.length - 6} more` : ''}.`);
  }

  const safety = safetyMatcher(request.safetyPatterns ?? [], request.safetySignals ?? []);
  const differences: BehaviourDifference[] = [];
  const ordered = [...found.keys()].sort((x, y) => found.get(x)![0]!.scan - found.get(y)![0]!.scan);
  for (const output of ordered.slice(0, MAX_DIFFERENCES)) {
    const candidate = found
      .get(output)!
      .map((f) => ({ scan: f.scan, scenario: { ...f.scenario, events: f.scenario.events.filter((e) => e.scan <= f.scan) } }))
      .sort((x, y) => x.scenario.events.length - y.scenario.events.length || x.scan - y.scan)[0]!;
    const best = shrink(a, b, outputs.length, candidate.scenario, candidate.scan, output, cycleMs, startInputs);
    const held = heldInputs(a, b, outputs.length, best.scenario, best.scan, output, cycleMs, specs, startInputs);
    const signal = outputs[output]!;
    const marks = safety.match(signal.name.split('.').concat(signal.name), () => signal.documentation);
    differences.push(describe(a, b, outputs, output, best.scenario, best.scan, cycleMs, specs, startInputs, marks, signal, held, { total: scans, settle: Math.max(0, ...presets) }));
  }
  if (ordered.length > MAX_DIFFERENCES) notes.push(`${ordered.length - MAX_DIFFERENCES} more outputs differ; the first ${MAX_DIFFERENCES} are shown.`);
  if (faults.length > 0) {
    const first = faults.sort((x, y) => x.scan - y.scan)[0]!;
    differences.push({
      output: 'runtime fault',
      safety: [],
      atMs: first.scan * cycleMs,
      old: first.text.old,
      new: first.text.new,
      sequence: sequenceOf(first.scenario, specs, startInputs, cycleMs),
      text: `Runtime fault at ${seconds(first.scan * cycleMs)}: current version ${first.text.old}; new version ${first.text.new}.`,
      chart: { endMs: (first.scan + 1) * cycleMs, traces: [] },
    });
  }
  differences.sort((x, y) => (y.safety.length > 0 ? 1 : 0) - (x.safety.length > 0 ? 1 : 0));
  const status = differences.length > 0 ? 'different' : 'same';
  if (status === 'different' && request.impactSaysNoEffect) notes.push('The static Impact found no effect on outputs, but the simulation shows outputs that differ: trust the simulation, and read the diff again.');
  const summary =
    status === 'same'
      ? `Same behaviour in all ${plural(ran, 'scenario')} × ${scans} scans (tested, not proven).`
      : `Simulated ${plural(ran, 'scenario')} × ${scans} scans: outputs differ in ${differing}.`;
  return { status, scenarios: ran, scans, cycleMs, differingScenarios: differing, differences, notes, summary };
}

type Chosen = { cycleMs: number; notes: string[] } & ({ oldProgram: SimProgram; newProgram: SimProgram; program: string } | { reason: string });

/** Both versions compiled: of the program given, or of the first of the runners the edit reaches. */
function compileSides(request: BehaviourRequest): Chosen {
  const notes = [...(request.notes ?? []), ...(request.cycleNote && !request.runners ? [request.cycleNote] : [])];
  const compile = (input: SimProjectInput, program: string): SimProgram | string => {
    try {
      return new SimProgram({ ...input, program });
    } catch (err) {
      return reasonOf(err);
    }
  };
  if (!request.runners) {
    const oldProgram = compile(request.old, request.old.program);
    if (typeof oldProgram === 'string') return { cycleMs: request.cycleMs, notes, reason: `the current version: ${oldProgram}` };
    const newProgram = compile(request.new, request.new.program);
    if (typeof newProgram === 'string') return { cycleMs: request.cycleMs, notes, reason: `the new version: ${newProgram}` };
    return { cycleMs: request.cycleMs, notes, oldProgram, newProgram, program: request.old.program };
  }
  const { edited, programs } = request.runners;
  const what = edited ?? 'the edited object';
  const reaching: Array<{ runner: BehaviourRunner; oldProgram: SimProgram; newProgram: SimProgram }> = [];
  const blocked: string[] = [];
  const unreadable: string[] = [];
  for (const runner of programs.slice(0, MAX_RUNNERS)) {
    const oldProgram = compile(request.old, runner.name);
    const newProgram = compile(request.new, runner.name);
    const reaches = (p: SimProgram | string) => typeof p !== 'string' && edited !== null && p.module.pous.includes(edited.toLowerCase());
    if (typeof oldProgram !== 'string' && typeof newProgram !== 'string') {
      if (reaches(oldProgram) || reaches(newProgram) || oldProgram.module.source !== newProgram.module.source) reaching.push({ runner, oldProgram, newProgram });
    } else if (typeof oldProgram === 'string' && typeof newProgram === 'string') unreadable.push(`${runner.name}: ${oldProgram}`);
    else if (reaches(oldProgram) || reaches(newProgram)) blocked.push(`${typeof oldProgram === 'string' ? 'the current' : 'the new'} version of ${runner.name}: ${typeof oldProgram === 'string' ? oldProgram : newProgram}`);
    else unreadable.push(`${runner.name}: ${typeof oldProgram === 'string' ? oldProgram : newProgram}`);
  }
  const first = reaching[0];
  if (!first) {
    const reason = blocked[0] ?? (unreadable.length > 0 ? `no program the simulator can run reaches ${what} (${unreadable.slice(0, 3).join('; ')})` : programs.length === 0 ? `no task runs a program, so nothing runs ${what}` : `no program a task runs reaches ${what}, so the edit changes nothing that runs`);
    return { cycleMs: request.cycleMs, notes, reason };
  }
  const { runner } = first;
  const cycleMs = runner.cycleMs && runner.cycleMs > 0 ? runner.cycleMs : request.cycleMs;
  notes.push(runner.cycleMs && runner.cycleMs > 0 ? `${runner.name} runs every ${cycleMs} ms (task ${runner.task ?? 'unnamed'}).` : `No cyclic task runs ${runner.name}: a ${cycleMs} ms cycle was assumed.`);
  if (edited !== null && edited.toLowerCase() !== runner.name.toLowerCase()) notes.push(`${edited} was simulated where program ${runner.name} runs it.`);
  const others = reaching.slice(1).map((r) => r.runner.name);
  if (others.length > 0) notes.push(`The edit also reaches ${others.length === 1 ? 'program' : 'programs'} ${others.join(', ')}: not simulated on this card.`);
  if (blocked.length + unreadable.length > 0) notes.push(`Not checked for this edit (the simulator cannot run them): ${[...blocked, ...unreadable].map((r) => r.replace(/:.*$/, '')).join(', ')}.`);
  return { cycleMs, notes, oldProgram: first.oldProgram, newProgram: first.newProgram, program: runner.name };
}

/**
 * A PLC's values as start values: those of inputs become the scenarios' start, those of the program's variables
 * are set in both versions before the first scan. Returns the card's note.
 */
function applyStartValues(values: Readonly<Record<string, string>>, source: string, program: string, inputs: SimSignal[], startInputs: unknown[], a: Side, b: Side): string[] {
  const used: string[] = [];
  let unread = 0;
  const own = `${program.toLowerCase()}.`;
  for (const [name, text] of Object.entries(values)) {
    // `PLC_PRG.Count` names the simulated program's own `Count`.
    const key = name.toLowerCase().startsWith(own) ? name.slice(own.length).toLowerCase() : name.toLowerCase();
    const input = inputs.findIndex((s) => s.name.toLowerCase() === key);
    if (input >= 0) {
      const value = parseWatchValue(text, inputs[input]!.type);
      if (value === undefined) unread++;
      else {
        startInputs[input] = value;
        used.push(`${inputs[input]!.name} = ${text.trim()}`);
      }
      continue;
    }
    let set = false;
    for (const side of [a, b]) {
      const at = side.program.module.state.findIndex((s) => s.name.toLowerCase() === key);
      const value = at >= 0 ? parseWatchValue(text, side.program.module.state[at]!.type) : undefined;
      if (value === undefined) continue;
      side.start.push({ set: side.program.setter(at), value });
      set = true;
    }
    if (set) used.push(`${name} = ${text.trim()}`);
    else unread++;
  }
  const notes: string[] = [];
  if (used.length > 0) notes.push(`Started from the values ${source} holds: ${used.slice(0, 8).join(', ')}${used.length > 8 ? ` and ${used.length - 8} more` : ''}.`);
  if (unread > 0) notes.push(`${plural(unread, 'watched value')} of ${source} named no variable of the simulated program or did not read as its type, and ${unread === 1 ? 'was' : 'were'} not used.`);
  return notes;
}

function reasonOf(err: unknown): string {
  if (err instanceof SimUnsupported || err instanceof ParseError) return err.message;
  throw err;
}

function unionByName(a: SimSignal[], b: SimSignal[]): SimSignal[] {
  const out = [...a];
  for (const s of b) if (!out.some((o) => o.name.toLowerCase() === s.name.toLowerCase())) out.push(s);
  return out;
}

function applyInitial(side: Side, st: SimState, values: readonly unknown[]): void {
  for (const { set, value } of side.start) set(st, value);
  for (let i = 0; i < values.length; i++) if (side.inputs[i]! >= 0) side.program.write(st, side.inputs[i]!, values[i]);
}

/** Runs both versions through one scenario; `stopAt` ends it early (shrinking), `trace` records every scan. */
function runPair(a: Side, b: Side, outputCount: number, scenario: Scenario, scans: number, cycleMs: number, trace?: (scan: number, oldOut: unknown[], newOut: unknown[], inputs: unknown[]) => void): RunResult {
  const sa = a.program.create();
  const sb = b.program.create();
  applyInitial(a, sa, scenario.initial);
  applyInitial(b, sb, scenario.initial);
  const inputs = [...scenario.initial];
  const firstDiff = new Map<number, number>();
  const first = new Array<number>(outputCount).fill(-1);
  const compare = a.compare!;
  let recorded = 0;
  const events = scenario.events;
  let next = 0;
  // A scan that changes nothing in either version, with the inputs held, is a fixed point: nothing changes until the
  // next event (a running timer changes its ET every scan, so it never looks settled). Checked with a backoff.
  const snapA: unknown[] = [];
  const snapB: unknown[] = [];
  let snapAt = -1;
  let gap = 2;
  let checkAt = 2;
  for (let scan = 0; scan < scans; scan++) {
    if (next < events.length && events[next]!.scan === scan) {
      snapAt = -1;
      gap = 2;
      checkAt = scan + 2;
    } else if (!trace && snapAt === scan - 1) {
      // The state before the last scan (inputs unchanged in it) against the state after it.
      if (a.program.sameAs(sa, snapA) && b.program.sameAs(sb, snapB)) {
        scan = (next < events.length ? events[next]!.scan : scans) - 1;
        continue;
      }
      snapAt = -1;
      checkAt = scan + gap;
      gap = Math.min(gap * 2, 64);
    } else if (!trace && scan >= checkAt) {
      a.program.snapshot(sa, snapA);
      b.program.snapshot(sb, snapB);
      snapAt = scan;
    }
    while (next < events.length && events[next]!.scan === scan) {
      const e = events[next++]!;
      inputs[e.input] = e.value;
      if (a.inputs[e.input]! >= 0) a.program.write(sa, a.inputs[e.input]!, e.value);
      if (b.inputs[e.input]! >= 0) b.program.write(sb, b.inputs[e.input]!, e.value);
    }
    const now = scan * cycleMs;
    const fa = a.program.scan(sa, now);
    const fb = b.program.scan(sb, now);
    if (fa || fb) {
      collect(first, firstDiff);
      if (fa?.message !== fb?.message) {
        firstDiff.set(outputCount, scan);
        return { firstDiff, faultText: { old: fa ? `faults (${fa.message})` : 'runs on', new: fb ? `faults (${fb.message})` : 'runs on' } };
      }
      return { firstDiff };
    }
    if (trace) trace(scan, project(a.program.read(sa), a.outputs), project(b.program.read(sb), b.outputs), inputs);
    recorded += compare(sa, sb, first, scan);
    if (recorded === outputCount && !trace) break;
  }
  collect(first, firstDiff);
  return { firstDiff };
}

function collect(first: number[], into: Map<number, number>): void {
  first.forEach((scan, o) => {
    if (scan >= 0) into.set(o, scan);
  });
}

function project(values: unknown[], map: number[]): unknown[] {
  return map.map((i) => values[i]);
}

/**
 * Removes events (halves first, then one at a time) and start values while `output` still differs: the shortest
 * sequence found that shows it.
 */
function shrink(a: Side, b: Side, outputCount: number, scenario: Scenario, scan: number, output: number, cycleMs: number, defaults: unknown[]): { scenario: Scenario; scan: number } {
  let best: Scenario = scenario;
  let bestScan = scan;
  const differs = (s: Scenario): number | undefined => runPair(a, b, outputCount, s, bestScan + 1, cycleMs).firstDiff.get(output);
  for (let chunk = Math.max(1, best.events.length >> 1); chunk >= 1; chunk >>= 1) {
    for (let from = best.events.length - chunk; from >= 0; from -= chunk) {
      const candidate = { ...best, events: best.events.filter((_, k) => k < from || k >= from + chunk) };
      const at = differs(candidate);
      if (at !== undefined) {
        best = candidate;
        bestScan = Math.min(bestScan, at);
      }
    }
  }
  for (let i = 0; i < best.initial.length; i++) {
    if (best.initial[i] === defaults[i]) continue;
    const initial = [...best.initial];
    initial[i] = defaults[i];
    const candidate = { ...best, initial };
    const at = differs(candidate);
    if (at !== undefined) {
      best = candidate;
      bestScan = Math.min(bestScan, at);
    }
  }
  return { scenario: best, scan: bestScan };
}

/**
 * The inputs the counterexample needs at their start value although it never changes them: with any other start
 * value the difference goes away (the stop button held at FALSE while start is pressed).
 */
function heldInputs(a: Side, b: Side, outputCount: number, scenario: Scenario, scan: number, output: number, cycleMs: number, specs: InputSpec[], defaults: unknown[]): number[] {
  const changed = new Set(scenario.events.map((e) => e.input));
  const held: number[] = [];
  for (let i = 0; i < specs.length && i < 32; i++) {
    if (changed.has(i) || scenario.initial[i] !== defaults[i]) continue;
    const others = specs[i]!.domain.filter((v) => v !== scenario.initial[i]).slice(0, 3);
    const needed = others.length > 0 && others.every((v) => {
      const initial = [...scenario.initial];
      initial[i] = v;
      return runPair(a, b, outputCount, { ...scenario, initial }, scan + 1, cycleMs).firstDiff.get(output) === undefined;
    });
    if (needed) held.push(i);
  }
  return held;
}

function sequenceOf(scenario: Scenario, specs: InputSpec[], defaults: unknown[], cycleMs: number, held: number[] = []): BehaviourDifference['sequence'] {
  const start = scenario.initial.flatMap((v, i) => (v !== defaults[i] || held.includes(i) ? [{ atMs: 0, input: specs[i]!.name, value: show(v, specs[i]!) }] : []));
  return [...start, ...scenario.events.map((e) => ({ atMs: e.scan * cycleMs, input: specs[e.input]!.name, value: show(e.value, specs[e.input]!) }))];
}

function describe(
  a: Side,
  b: Side,
  outputs: SimSignal[],
  output: number,
  scenario: Scenario,
  scan: number,
  cycleMs: number,
  specs: InputSpec[],
  defaults: unknown[],
  safety: string[],
  signal: SimSignal,
  held: number[],
  length: { total: number; settle: number },
): BehaviourDifference {
  const relevant = [...new Set([...scenario.events.map((e) => e.input), ...held, ...scenario.initial.flatMap((v, i) => (v !== defaults[i] ? [i] : []))])].sort((x, y) => x - y);
  // The chart runs past the first difference long enough to show how the two versions settle.
  const endScan = Math.min(length.total, Math.max(scan + Math.max(20, Math.ceil(500 / cycleMs)), scan + length.settle + 10, Math.ceil(scan * 1.5)));
  const traces: BehaviourTrace[] = [
    ...relevant.map((i): BehaviourTrace => ({ name: specs[i]!.name, role: 'input', bool: specs[i]!.type.k === 'bool', changes: [] })),
    { name: signal.name, role: 'old', bool: signal.type.k === 'bool', changes: [] },
    { name: signal.name, role: 'new', bool: signal.type.k === 'bool', changes: [] },
  ];
  const outSpec = { name: signal.name, type: signal.type, initial: undefined, domain: [] } as InputSpec;
  let oldAt = scan;
  let newAt = scan;
  let oldValue: unknown;
  let newValue: unknown;
  const record = (t: BehaviourTrace, atMs: number, value: string) => {
    if (t.changes.at(-1)?.[1] !== value) t.changes.push([atMs, value]);
  };
  runPair(a, b, outputs.length, scenario, endScan, cycleMs, (s, oa, ob, inputs) => {
    const atMs = s * cycleMs;
    relevant.forEach((i, k) => record(traces[k]!, atMs, show(inputs[i], specs[i]!)));
    record(traces[relevant.length]!, atMs, show(oa[output], outSpec));
    record(traces[relevant.length + 1]!, atMs, show(ob[output], outSpec));
    if (s === scan) {
      oldValue = oa[output];
      newValue = ob[output];
    }
  });
  const oldTrace = traces[relevant.length]!.changes;
  const newTrace = traces[relevant.length + 1]!.changes;
  oldAt = oldTrace.find(([, v]) => v === show(newValue, outSpec))?.[0] ?? -1;
  newAt = newTrace.find(([, v]) => v === show(newValue, outSpec))?.[0] ?? -1;
  const sequence = sequenceOf(scenario, specs, defaults, cycleMs, held);
  const steps = sequence.map((e) => `${e.input} = ${e.value}${e.atMs > 0 ? ` at ${seconds(e.atMs)}` : ''}`).join(', ');
  const atMs = scan * cycleMs;
  const label = `${signal.name}${signal.address ? ` (${signal.address})` : ''}`;
  let text = `${label}: ${steps ? `with ${steps}` : 'from the start values'}, at ${seconds(atMs)} the current version gives ${show(oldValue, outSpec)}, the new ${show(newValue, outSpec)}`;
  if (oldAt > atMs && newAt >= 0 && newAt <= atMs) text += ` (the new version reaches ${show(newValue, outSpec)} ${seconds(oldAt - newAt)} earlier)`;
  else if (newAt > atMs || (oldAt >= 0 && oldAt < newAt)) text += ' (later in the new version)';
  return { output: signal.name, ...(signal.address ? { address: signal.address } : {}), safety, atMs, old: show(oldValue, outSpec), new: show(newValue, outSpec), sequence, text: `${text}.`, chart: { endMs: endScan * cycleMs, traces } };
}

function show(value: unknown, spec: Pick<InputSpec, 'type'>): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (spec.type.k === 'time' && typeof value === 'number') return formatTime(value);
  if (spec.type.k === 'enum' && typeof value === 'number') {
    for (const [name, v] of spec.type.values) if (v === value) return name;
  }
  if (typeof value === 'string') return `'${value}'`;
  return String(value);
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms) / 1000} s` : `${Math.round(ms)} ms`;
}
