// Input sequences that reach behaviour: each input toggled alone and held long enough for the timers in the code,
// pulses (edges) from a base state, each BOOL input pulsed as often as the code's counts (a counter's preset) and
// once more, one input changed then each other pulsed, and seeded random sequences with holds taken from the code's
// presets. Deterministic for a seed, so a card shows the same result every time.
import type { SimType } from './sim-types.ts';

export interface InputSpec {
  name: string;
  type: SimType;
  initial: unknown;
  /** Values the scenarios use (the initial value first). */
  domain: unknown[];
}

export interface ScenarioEvent {
  scan: number;
  input: number;
  value: unknown;
}

export interface Scenario {
  /** The inputs' values before the first scan. */
  initial: unknown[];
  /** Changes, sorted by scan. */
  events: ScenarioEvent[];
  /** How it was made, for the report's readers. */
  family: 'toggle' | 'pulse' | 'count' | 'pair' | 'random';
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The values an input takes: both for a BOOL, the enum's values, else the initial value, 0 and the code's numbers. */
export function inputDomain(type: SimType, initial: unknown, literals: ReadonlyArray<{ value: number; kind: string }>): unknown[] {
  const values: unknown[] = [initial];
  const add = (v: unknown) => {
    if (values.length < 12 && !values.some((x) => x === v)) values.push(v);
  };
  switch (type.k) {
    case 'bool':
      add(!initial);
      break;
    case 'enum':
      for (const v of type.values.values()) add(v);
      break;
    case 'string':
      add('');
      add('A');
      break;
    case 'int':
    case 'real':
    case 'time': {
      add(0);
      const kinds = type.k === 'time' ? ['time'] : ['anyint', 'anyreal', 'int', 'real'];
      const min = type.k === 'int' && !type.signed ? 0 : -Infinity;
      const max = type.k === 'int' ? 2 ** (type.bits - (type.signed ? 1 : 0)) - 1 : Infinity;
      for (const l of literals) {
        if (!kinds.includes(l.kind)) continue;
        for (const v of type.k === 'real' ? [l.value, l.value + 0.5, l.value - 0.5] : [l.value, l.value + 1, l.value - 1]) {
          const value = type.k === 'real' ? v : Math.trunc(v);
          if (value >= min && value <= max) add(value);
        }
      }
      if (Number.isFinite(max)) add(max);
      break;
    }
    default:
      break;
  }
  return values;
}

export interface GenerateOptions {
  count: number;
  scans: number;
  /** Scans to hold a value: 1 and 2, and each preset's length in scans plus two. */
  holds: number[];
  /** How many edges a counter in the code may need: its preset, a count compared with (the code's small integers). */
  counts?: number[];
  seed: number;
}

export function generateScenarios(inputs: readonly InputSpec[], options: GenerateOptions): Scenario[] {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { count, scans } = options;
  const longHold = Math.min(Math.max(...options.holds, 2), Math.max(2, Math.floor(scans / 3)));
  const defaults = inputs.map((i) => i.initial);
  // Every BOOL input TRUE: normally-closed contacts (stop buttons, an e-stop chain) healthy.
  const allTrue = inputs.map((i) => (i.type.k === 'bool' ? true : i.initial));
  const other = (i: number, base: unknown) => inputs[i]!.domain.find((v) => v !== base) ?? base;
  const out: Scenario[] = [];
  const push = (s: Scenario) => {
    if (out.length < count) out.push({ ...s, events: s.events.filter((e) => e.scan < scans).sort((a, b) => a.scan - b.scan) });
  };
  const n = inputs.length;
  for (const base of [defaults, allTrue]) {
    for (let i = 0; i < n; i++) {
      const v = other(i, base[i]);
      push({ family: 'toggle', initial: [...base], events: [{ scan: 1, input: i, value: v }, { scan: 1 + longHold, input: i, value: base[i] }] });
      push({
        family: 'pulse',
        initial: [...base],
        events: [
          { scan: 2, input: i, value: v },
          { scan: 4, input: i, value: base[i] },
          { scan: 4 + longHold, input: i, value: v },
          { scan: 6 + longHold, input: i, value: base[i] },
        ],
      });
    }
  }
  // Each BOOL input pulsed as often as a count in the code, and once more (a car park full, then one more car).
  for (const times of options.counts ?? []) {
    for (let i = 0; i < n; i++) {
      if (inputs[i]!.type.k !== 'bool' || 4 + 2 * (times + 1) >= scans) continue;
      const v = other(i, defaults[i]);
      const events: ScenarioEvent[] = [];
      for (let k = 0; k <= times; k++) events.push({ scan: 2 + 2 * k, input: i, value: v }, { scan: 3 + 2 * k, input: i, value: defaults[i] });
      push({ family: 'count', initial: [...defaults], events });
    }
  }
  // One input changed, then each other pulsed and given time: a start pressed while the stop is held.
  for (let i = 0; i < n && out.length < Math.floor(count * 0.6); i++) {
    for (let j = 0; j < n && out.length < Math.floor(count * 0.6); j++) {
      if (i === j) continue;
      const base = allTrue;
      const vi = other(i, base[i]);
      const vj = other(j, base[j]);
      push({
        family: 'pair',
        initial: [...base],
        events: [
          { scan: 1, input: i, value: vi },
          { scan: 2, input: j, value: vj },
          { scan: 4, input: j, value: base[j] },
          { scan: 6, input: j, value: vj },
          { scan: 8, input: j, value: base[j] },
        ],
      });
    }
  }
  while (out.length < count && n > 0) {
    const initial = inputs.map((input) => pick(input.domain));
    const events: ScenarioEvent[] = [];
    let scan = 1 + Math.floor(random() * 3);
    while (scan < scans && events.length < 64) {
      const input = Math.floor(random() * n);
      events.push({ scan, input, value: pick(inputs[input]!.domain) });
      scan += random() < 0.5 ? pick(options.holds) : 1 + Math.floor(random() * 3);
    }
    push({ family: 'random', initial, events });
  }
  if (n === 0) push({ family: 'toggle', initial: [], events: [] });
  return out;
}
