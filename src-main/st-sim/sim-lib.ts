// What the compiled scan code calls: integer helpers that fault instead of guessing (division by zero, array
// bounds, loop limits), 64-bit wrap-around, string functions, and the IEC 61131-3 standard function blocks on the
// simulated clock (`rt.now`, milliseconds since the first scan), written from the standard's definitions.
import { BOOL, elementaryType, TIME, type SimType } from './sim-types.ts';

/** A runtime fault of one scan (what would stop a real PLC): the simulation reports it as that scan's outcome. */
export class SimFault extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'SimFault';
    this.line = line;
  }
}

/** The clock and limits of one run. */
export interface SimRuntime {
  /** Milliseconds since the first scan, the same for a whole scan. */
  now: number;
  /** Iterations one loop may run in one scan before it counts as a fault. */
  loopLimit: number;
  /** 1 for each CASE branch (the module's `branches`) some scan ran. */
  hits: Uint8Array;
}

export interface StandardFb {
  inputs: Array<[string, SimType]>;
  outputs: Array<[string, SimType]>;
  /** Hidden state, by field name, with its initial value. */
  state: Record<string, unknown>;
  body: (s: Record<string, unknown>, rt: SimRuntime) => void;
}

type Fb = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const INT = elementaryType('INT')!;

function ton(s: Fb, rt: SimRuntime): void {
  if (!s.v_in) {
    s.v_q = false;
    s.v_et = 0;
    s._run = false;
    return;
  }
  if (!s._run) {
    s._run = true;
    s._start = rt.now;
  }
  const et = rt.now - s._start;
  s.v_q = et >= s.v_pt;
  s.v_et = s.v_q ? s.v_pt : et;
}

function tof(s: Fb, rt: SimRuntime): void {
  if (s.v_in) {
    s.v_q = true;
    s.v_et = 0;
    s._run = false;
    return;
  }
  if (!s.v_q) return;
  if (!s._run) {
    s._run = true;
    s._start = rt.now;
  }
  const et = rt.now - s._start;
  s.v_q = et < s.v_pt;
  s.v_et = s.v_q ? et : s.v_pt;
}

function tp(s: Fb, rt: SimRuntime): void {
  if (!s._run && s.v_in && !s._prev) {
    s._run = true;
    s._start = rt.now;
  }
  if (s._run) {
    const et = rt.now - s._start;
    if (et >= s.v_pt) {
      s._run = false;
      s.v_q = false;
      s.v_et = s.v_pt;
    } else {
      s.v_q = true;
      s.v_et = et;
    }
  } else if (!s.v_in) {
    s.v_et = 0;
  }
  s._prev = s.v_in;
}

const timer = (body: StandardFb['body'], extra: Record<string, unknown>): StandardFb => ({
  inputs: [['IN', BOOL], ['PT', TIME]],
  outputs: [['Q', BOOL], ['ET', TIME]],
  state: { _run: false, _start: 0, ...extra },
  body,
});

export const STANDARD_FBS: Record<string, StandardFb> = {
  TON: timer(ton, {}),
  TOF: timer(tof, {}),
  TP: timer(tp, { _prev: false }),
  R_TRIG: {
    inputs: [['CLK', BOOL]],
    outputs: [['Q', BOOL]],
    state: { _m: false },
    body: (s: Fb) => {
      s.v_q = s.v_clk && !s._m;
      s._m = s.v_clk;
    },
  },
  F_TRIG: {
    inputs: [['CLK', BOOL]],
    outputs: [['Q', BOOL]],
    // The standard declares M := 1, so a first call with CLK = FALSE gives no edge.
    state: { _m: true },
    body: (s: Fb) => {
      s.v_q = !s.v_clk && !s._m;
      s._m = !s.v_clk;
    },
  },
  SR: {
    inputs: [['S1', BOOL], ['R', BOOL]],
    outputs: [['Q1', BOOL]],
    state: {},
    body: (s: Fb) => {
      s.v_q1 = s.v_s1 || (!s.v_r && s.v_q1);
    },
  },
  RS: {
    inputs: [['S', BOOL], ['R1', BOOL]],
    outputs: [['Q1', BOOL]],
    state: {},
    body: (s: Fb) => {
      s.v_q1 = !s.v_r1 && (s.v_s || s.v_q1);
    },
  },
  CTU: {
    inputs: [['CU', BOOL], ['R', BOOL], ['PV', INT]],
    outputs: [['Q', BOOL], ['CV', INT]],
    state: { _cu: false },
    body: (s: Fb) => {
      if (s.v_r) s.v_cv = 0;
      else if (s.v_cu && !s._cu && s.v_cv < 32767) s.v_cv++;
      s._cu = s.v_cu;
      s.v_q = s.v_cv >= s.v_pv;
    },
  },
  CTD: {
    inputs: [['CD', BOOL], ['LD', BOOL], ['PV', INT]],
    outputs: [['Q', BOOL], ['CV', INT]],
    state: { _cd: false },
    body: (s: Fb) => {
      if (s.v_ld) s.v_cv = s.v_pv;
      else if (s.v_cd && !s._cd && s.v_cv > -32768) s.v_cv--;
      s._cd = s.v_cd;
      s.v_q = s.v_cv <= 0;
    },
  },
  CTUD: {
    inputs: [['CU', BOOL], ['CD', BOOL], ['R', BOOL], ['LD', BOOL], ['PV', INT]],
    outputs: [['QU', BOOL], ['QD', BOOL], ['CV', INT]],
    state: { _cu: false, _cd: false },
    body: (s: Fb) => {
      const up = s.v_cu && !s._cu;
      const down = s.v_cd && !s._cd;
      if (s.v_r) s.v_cv = 0;
      else if (s.v_ld) s.v_cv = s.v_pv;
      else if (!(up && down)) {
        if (up && s.v_cv < 32767) s.v_cv++;
        else if (down && s.v_cv > -32768) s.v_cv--;
      }
      s._cu = s.v_cu;
      s._cd = s.v_cd;
      s.v_qu = s.v_cv >= s.v_pv;
      s.v_qd = s.v_cv <= 0;
    },
  },
};

const TWO_64 = 2n ** 64n;

/** The helpers compiled code reaches as `lib`. */
export const lib = {
  SimFault,
  std: STANDARD_FBS,
  wrapS64(x: number): number {
    if (Number.isSafeInteger(x)) return x;
    return Number(BigInt.asIntN(64, BigInt(Math.trunc(Number.isFinite(x) ? x : 0))));
  },
  wrapU64(x: number): number {
    if (Number.isSafeInteger(x) && x >= 0) return x;
    const big = BigInt(Math.trunc(Number.isFinite(x) ? x : 0));
    return Number(((big % TWO_64) + TWO_64) % TWO_64);
  },
  /** TIME is held in milliseconds; fractions of a millisecond are dropped as a PLC's TIME does. */
  wrapTime(x: number): number {
    return Math.trunc(x);
  },
  idiv(a: number, b: number, line: number): number {
    if (b === 0) throw new SimFault(line, 'division by zero');
    return Math.trunc(a / b);
  },
  imod(a: number, b: number, line: number): number {
    if (b === 0) throw new SimFault(line, 'MOD by zero');
    return a % b;
  },
  rdiv(a: number, b: number, line: number): number {
    if (b === 0) throw new SimFault(line, 'division by zero');
    return a / b;
  },
  /** An array index, checked against the declared bounds and made 0-based. */
  ix(i: number, lo: number, hi: number, line: number): number {
    if (i < lo || i > hi || !Number.isInteger(i)) throw new SimFault(line, `array index ${i} outside [${lo}..${hi}]`);
    return i - lo;
  },
  loop(line: number, limit: number): never {
    throw new SimFault(line, `loop ran more than ${limit} iterations in one scan`);
  },
  /** REAL to integer: rounded to the nearest, halves away from zero. */
  round(x: number): number {
    return Math.sign(x) * Math.round(Math.abs(x));
  },
  getBit(x: number, bit: number): boolean {
    return bit < 31 ? ((x >> bit) & 1) === 1 : Math.floor(x / 2 ** bit) % 2 !== 0;
  },
  setBit(x: number, bit: number, on: boolean): number {
    const has = lib.getBit(x, bit);
    return has === on ? x : on ? x + 2 ** bit : x - 2 ** bit;
  },
  shl(x: number, n: number, bits: number): number {
    return n >= bits ? 0 : Number((BigInt(x) << BigInt(n)) & ((1n << BigInt(bits)) - 1n));
  },
  shr(x: number, n: number, bits: number): number {
    const unsigned = x < 0 ? Number(BigInt.asUintN(bits, BigInt(x))) : x;
    return n >= bits ? 0 : Math.floor(unsigned / 2 ** n);
  },
  rol(x: number, n: number, bits: number): number {
    const v = BigInt.asUintN(bits, BigInt(x));
    const k = BigInt(n % bits);
    return Number(BigInt.asUintN(bits, (v << k) | (v >> (BigInt(bits) - k))));
  },
  ror(x: number, n: number, bits: number): number {
    return lib.rol(x, bits - (n % bits), bits);
  },
  str(s: string, length: number): string {
    return s.length > length ? s.slice(0, length) : s;
  },
  mid(s: string, len: number, pos: number): string {
    return s.substr(pos - 1, len);
  },
  find(s: string, what: string): number {
    return s.indexOf(what) + 1;
  },
  insert(s: string, what: string, pos: number): string {
    return s.slice(0, pos) + what + s.slice(pos);
  },
  del(s: string, len: number, pos: number): string {
    return s.slice(0, pos - 1) + s.slice(pos - 1 + len);
  },
  replace(s: string, what: string, len: number, pos: number): string {
    return s.slice(0, pos - 1) + what + s.slice(pos - 1 + len);
  },
  mux(k: number, values: unknown[], line: number): unknown {
    if (k < 0 || k >= values.length || !Number.isInteger(k)) throw new SimFault(line, `MUX selector ${k} outside 0..${values.length - 1}`);
    return values[k];
  },
  timeText(ms: number): string {
    return formatTime(ms);
  },
  /** A fresh instance of a standard function block. */
  initStd(name: string): Record<string, unknown> {
    const fb = STANDARD_FBS[name]!;
    const s: Record<string, unknown> = { ...fb.state };
    for (const [n, t] of [...fb.inputs, ...fb.outputs]) s[`v_${n.toLowerCase()}`] = t.k === 'bool' ? false : 0;
    return s;
  },
  /** Marks an instance with its FB type, for calls of what a derived type overrides; not part of its state. */
  tag<T extends object>(s: T, type: string): T {
    Object.defineProperty(s, '$t', { value: type });
    return s;
  },
  fill<T>(n: number, make: () => T): T[] {
    return Array.from({ length: n }, make);
  },
  /** A struct, array or FB value assigned as a whole: an independent copy. */
  clone<T>(value: T): T {
    return structuredClone(value);
  },
};

export type SimLib = typeof lib;

/** `T#1s500ms` → 1500; undefined when it is no duration literal. */
export function parseTimeLiteral(text: string): number | undefined {
  const m = /^(?:T|TIME|LT|LTIME)#(-)?(.*)$/i.exec(text.replace(/_/g, ''));
  if (!m) return undefined;
  const units: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, ns: 0.000001 };
  let total = 0;
  const body = m[2]!.toLowerCase();
  const re = /(\d+(?:\.\d+)?)(ms|us|ns|d|h|m|s)/g;
  let consumed = 0;
  for (let part = re.exec(body); part; part = re.exec(body)) {
    total += Number(part[1]) * units[part[2]!]!;
    consumed += part[0].length;
  }
  if (consumed !== body.length || consumed === 0) return undefined;
  return (m[1] ? -1 : 1) * total;
}

export function formatTime(ms: number): string {
  if (ms === 0) return 'T#0ms';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  let text = '';
  for (const [unit, size] of [['h', 3_600_000], ['m', 60_000], ['s', 1000]] as const) {
    if (rest >= size) {
      text += `${Math.floor(rest / size)}${unit}`;
      rest %= size;
    }
  }
  if (rest > 0) text += `${Math.round(rest * 1000) / 1000}ms`;
  return `T#${sign}${text}`;
}
