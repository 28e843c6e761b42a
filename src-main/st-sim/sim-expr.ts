// Expressions to JavaScript: each compiles to code and its IEC type, so integer arithmetic wraps to the width of
// its operands, `/` divides integers truncating (and faults on zero), comparisons and bit access read as the
// standard says. Standard functions and `*_TO_*` conversions are compiled here; anything else is refused.
import { printRef, type CallArg, type Expr, type VariableRef } from '../iec-st/st-parser.ts';
import { parseTimeLiteral } from './sim-lib.ts';
import { ANYINT, ANYREAL, BOOL, elementaryType, intRange, isIntegral, LREAL, SimUnsupported, TIME, typeName, wrapCode, type SimType } from './sim-types.ts';

export interface Compiled {
  c: string;
  t: SimType;
  /** True when evaluating it may change state (it calls a function), so it must not be skipped by short-circuiting. */
  calls?: boolean;
}

export interface VarInfo {
  name: string;
  type: SimType;
  /** The JavaScript place: `s.v_x`, `G.v_y`. */
  code: string;
  block: string;
  address: string | null;
  constant: boolean;
  global: boolean;
}

export interface FuncInfo {
  name: string;
  jsName: string;
  returnType: SimType;
  params: Array<{ name: string; type: SimType; dir: 'in' | 'out' | 'inout' }>;
}

export interface MemberInfo {
  name: string;
  type: SimType;
  dir: 'in' | 'out' | 'inout' | 'local';
}

/** A method, action or property of a function block or program, as a call site reaches it. */
export type MemberCode =
  /** `fn(instance, in0, in1, ...)` returns the method's locals: its return value (`v_<name>`) and outputs. */
  | { kind: 'method'; name: string; fn: string; params: Array<{ name: string; type: SimType; dir: 'in' | 'out' | 'inout' }>; returnType: SimType | null }
  | { kind: 'action'; name: string; fn: string }
  /** `get(instance)` returns the value; `set(instance, value)`. */
  | { kind: 'property'; name: string; type: SimType; get?: string; set?: string };

/** What an expression needs from the POU it is compiled in. */
export interface Scope {
  /** The code's own instance (`s`) in a function block or program: for THIS^, SUPER^ and its members by bare name. */
  self?: { type: SimType & { k: 'fb' }; base: (SimType & { k: 'fb' }) | null };
  /** A member of an FB type: `static` on a named instance, `this` on the code's own (a derived type may override it), `super` on the base's. */
  member(t: SimType & { k: 'fb' }, name: string, via: 'static' | 'this' | 'super'): MemberCode | undefined;
  lookup(name: string): VarInfo | undefined;
  namespaceVar(namespace: string, name: string): VarInfo | undefined;
  enumValue(name: string, hint?: SimType): { t: SimType; value: number } | undefined;
  qualifiedEnum(typeName: string, member: string): { t: SimType; value: number } | undefined;
  members(t: SimType): Map<string, MemberInfo>;
  func(name: string): FuncInfo | undefined;
  noteWrite(info: VarInfo): void;
  noteRead(info: VarInfo): void;
  /** Numbers the code compares with or presets timers to: where the scenarios probe. */
  noteLiteral(value: number, t: SimType): void;
}

export function unsupported(line: number, message: string): never {
  throw new SimUnsupported(`line ${line}: ${message}`);
}

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The JavaScript property of an ST name: case-insensitive, and never anything but an identifier. */
export function jsName(name: string, line = 0): string {
  if (!SAFE_NAME.test(name)) unsupported(line, `"${name}" is not a name the simulator reads`);
  return `v_${name.toLowerCase()}`;
}

export function compileExpr(e: Expr, scope: Scope, hint?: SimType): Compiled {
  switch (e.kind) {
    case 'literal':
      return literal(e.text, e.line, scope, hint);
    case 'ref': {
      const place = compilePlace(e.ref, scope, false, hint);
      return { c: place.c, t: place.t };
    }
    case 'call':
      return compileCall(e.callee, e.args, e.line, scope);
    case 'unary':
      return unary(e.op, compileExpr(e.operand, scope, hint), e.line);
    case 'binary':
      return binary(e.op, e.left, e.right, e.line, scope, hint);
  }
}

/** A place as the code reaches it: `setter` where writing it calls a property's SET. */
export type Place = Compiled & { bit?: { base: string; n: number }; root?: VarInfo; setter?: (value: string) => string };

/** `THIS^` / `SUPER^` at the start of a reference: the code's own instance, as its type or its base's. */
function selfRoot(ref: VariableRef, scope: Scope): { t: SimType & { k: 'fb' }; via: 'this' | 'super' } | undefined {
  const word = ref.root.toUpperCase();
  if ((word !== 'THIS' && word !== 'SUPER') || !ref.parts[0] || !('deref' in ref.parts[0]) || scope.lookup(ref.root)) return undefined;
  if (!scope.self) unsupported(ref.line, `${word}^ outside a function block`);
  if (word === 'THIS') return { t: scope.self.type, via: 'this' };
  if (!scope.self.base) unsupported(ref.line, `SUPER^ in ${scope.self.type.name}, which extends nothing`);
  return { t: scope.self.base, via: 'super' };
}

/** `x`, `a.b[i]`, `w.3` (a bit), `fb.Prop`, `THIS^.x`: the code to read or assign it, and its type. */
export function compilePlace(ref: VariableRef, scope: Scope, write: boolean, hint?: SimType): Place {
  const line = ref.line;
  let info = scope.lookup(ref.root);
  let parts = ref.parts;
  let c: string;
  let t: SimType;
  let via: 'static' | 'this' | 'super' = 'static';
  const self = selfRoot(ref, scope);
  if (self) {
    c = 's';
    t = self.t;
    via = self.via;
    parts = parts.slice(1);
  } else {
    if (!info && parts.length > 0 && 'member' in parts[0]!) {
      info = scope.namespaceVar(ref.root, parts[0].member);
      if (info) parts = parts.slice(1);
      else if (!write && parts.length === 1) {
        const value = scope.qualifiedEnum(ref.root, parts[0].member);
        if (value) return { c: String(value.value), t: value.t };
      }
    }
    if (!info) {
      if (!write && parts.length === 0) {
        const value = scope.enumValue(ref.root, hint);
        if (value) return { c: String(value.value), t: value.t };
      }
      // A property of the code's own instance, by its bare name.
      const own = scope.self ? scope.member(scope.self.type, ref.root, 'this') : undefined;
      if (own?.kind === 'property') return propertyPlace(own, 's', parts, write, ref);
      if (ref.root.startsWith('%')) unsupported(line, `direct address ${ref.root} without a declared variable at that address`);
      unsupported(line, `unknown name ${printRef(ref)}`);
    }
    if (write) scope.noteWrite(info);
    else scope.noteRead(info);
    c = info.code;
    t = info.type;
  }
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if ('deref' in part) unsupported(line, `pointer dereference in ${printRef(ref)}: the simulator has no model of memory`);
    if ('call' in part) unsupported(line, `a member of a call result in ${printRef(ref)}`);
    if ('index' in part) {
      for (const indexExpr of part.index) {
        if (t.k !== 'array') unsupported(line, `${printRef(ref)} indexes something that is not an array`);
        const dim = t.dims[0]!;
        const index = compileExpr(indexExpr, scope);
        if (!isIntegral(index.t) && index.t.k !== 'enum') unsupported(line, `array index of type ${typeName(index.t)}`);
        const constant = /^-?\d+$/.test(index.c) ? Number(index.c) : null;
        if (constant !== null && (constant < dim.lo || constant > dim.hi)) unsupported(line, `array index ${constant} outside [${dim.lo}..${dim.hi}] in ${printRef(ref)}`);
        c += constant !== null ? `[${constant - dim.lo}]` : `[lib.ix(${index.c}, ${dim.lo}, ${dim.hi}, ${line})]`;
        t = t.dims.length > 1 ? { ...t, dims: t.dims.slice(1) } : t.elem;
      }
      via = 'static';
      continue;
    }
    const member = part.member;
    if (/^\d+$/.test(member)) {
      if (t.k !== 'int' || i !== parts.length - 1) unsupported(line, `bit access .${member} on ${typeName(t)}`);
      const n = Number(member);
      if (n >= t.bits) unsupported(line, `bit ${n} of a ${t.bits}-bit ${t.name}`);
      return { c: `lib.getBit(${c}, ${n})`, t: BOOL, bit: { base: c, n }, ...(info ? { root: info } : {}) };
    }
    const m = scope.members(t).get(member.toLowerCase());
    if (!m) {
      const code = t.k === 'fb' ? scope.member(t, member, via) : undefined;
      if (code?.kind === 'property') return propertyPlace(code, c, parts.slice(i + 1), write, ref);
      if (code) unsupported(line, `${code.kind} ${member} of ${typeName(t)} used as a variable`);
      unsupported(line, `${typeName(t)} has no member ${member}`);
    }
    c += `.${jsName(member, line)}`;
    t = m.type;
    via = 'static';
  }
  return { c, t, ...(info ? { root: info } : {}) };
}

/** A property read (its GET called) or, as the whole target of an assignment, written (its SET called). */
function propertyPlace(property: MemberCode & { kind: 'property' }, instance: string, rest: VariableRef['parts'], write: boolean, ref: VariableRef): Place {
  if (write && rest.length === 0) {
    if (!property.set) unsupported(ref.line, `property ${property.name} has no SET`);
    return { c: '', t: property.type, setter: (value) => `${property.set}(${instance}, ${value})` };
  }
  if (!property.get) unsupported(ref.line, `property ${property.name} has no GET`);
  if (rest.length > 0) unsupported(ref.line, `a part of property ${property.name} in ${printRef(ref)}`);
  return { c: `${property.get}(${instance})`, t: property.type };
}

/** The type both operands are computed in: the wider integer, REAL over integers, TIME with TIME. */
export function commonType(a: SimType, b: SimType): SimType {
  if (a.k === 'anyint' || a.k === 'anyreal') {
    if (b.k === 'anyint' || b.k === 'anyreal') return a.k === 'anyreal' || b.k === 'anyreal' ? ANYREAL : ANYINT;
    if (a.k === 'anyreal' && b.k === 'int') return LREAL;
    return b;
  }
  if (b.k === 'anyint' || b.k === 'anyreal') return a.k === 'int' && b.k === 'anyreal' ? LREAL : a;
  if (a.k === 'real' || b.k === 'real') return a.k === 'real' && a.name === 'LREAL' ? a : b.k === 'real' && b.name === 'LREAL' ? b : a.k === 'real' ? a : b;
  if (a.k === 'time' || b.k === 'time') return a.k === 'time' ? a : b;
  if (a.k === 'int' && b.k === 'int') return b.bits > a.bits ? b : a;
  return a;
}

function unary(op: string, operand: Compiled, line: number): Compiled {
  const t = operand.t;
  if (op === 'NOT') {
    if (t.k === 'bool') return { c: `!(${operand.c})`, t, calls: operand.calls };
    if (t.k === 'int') return { c: t.bits === 64 ? `Number(BigInt.asUintN(64, ~BigInt(${operand.c})))` : wrapCode(t, `~(${operand.c})`), t, calls: operand.calls };
    unsupported(line, `NOT of ${typeName(t)}`);
  }
  if (op === '+') return operand;
  if (t.k === 'int' || t.k === 'real' || t.k === 'time') return { c: wrapCode(t, `-(${operand.c})`), t, calls: operand.calls };
  if (t.k === 'anyint' || t.k === 'anyreal') return { c: `(-(${operand.c}))`, t };
  unsupported(line, `"-" of ${typeName(t)}`);
}

/** Code that may fault the scan (division, MOD, an index, MUX): it must run even where JavaScript would skip it. */
const MAY_FAULT = /lib\.(?:idiv|imod|rdiv|ix|mux)\(/;

const COMPARE: Record<string, string> = { '=': '===', '<>': '!==', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };

function binary(op: string, leftExpr: Expr, rightExpr: Expr, line: number, scope: Scope, hint?: SimType): Compiled {
  const left = compileExpr(leftExpr, scope, hint);
  const right = compileExpr(rightExpr, scope, left.t.k === 'enum' ? left.t : hint);
  const calls = left.calls || right.calls;
  const l = left.c;
  const r = right.c;
  if (COMPARE[op]) {
    if (left.t.k === 'enum' && right.t.k === 'enum' && left.t.name !== right.t.name) unsupported(line, `${left.t.name} compared with ${right.t.name}`);
    if ((left.t.k === 'string') !== (right.t.k === 'string')) unsupported(line, `${typeName(left.t)} compared with ${typeName(right.t)}`);
    return { c: `(${l} ${COMPARE[op]} ${r})`, t: BOOL, calls };
  }
  if (op === 'AND' || op === 'OR' || op === 'XOR' || op === 'AND_THEN' || op === 'OR_ELSE') {
    if (left.t.k === 'bool' && right.t.k === 'bool') {
      if (op === 'XOR') return { c: `(${l} !== ${r})`, t: BOOL, calls };
      const js = op.startsWith('AND') ? '&&' : '||';
      // AND and OR evaluate both operands: a call on the right still runs, and a division by zero there still faults
      // (AND_THEN / OR_ELSE short-circuit).
      if ((right.calls || MAY_FAULT.test(r)) && (op === 'AND' || op === 'OR')) return { c: `((${l}) ${js === '&&' ? '&' : '|'} (${r})) === 1`, t: BOOL, calls };
      return { c: `(${l} ${js} ${r})`, t: BOOL, calls };
    }
    const t = commonType(left.t, right.t);
    if (t.k !== 'int' && t.k !== 'anyint') unsupported(line, `${op} of ${typeName(left.t)} and ${typeName(right.t)}`);
    const js = op === 'AND' || op === 'AND_THEN' ? '&' : op === 'XOR' ? '^' : '|';
    if (t.k === 'int' && t.bits === 64) return { c: `Number(BigInt.asUintN(64, BigInt(${l}) ${js} BigInt(${r})))`, t, calls };
    return { c: wrapCode(t, `(${l}) ${js} (${r})`), t, calls };
  }
  const t = commonType(left.t, right.t);
  if (left.t.k === 'time' && (right.t.k === 'int' || right.t.k === 'anyint' || right.t.k === 'real' || right.t.k === 'anyreal') && (op === '*' || op === '/')) {
    return { c: `lib.wrapTime(${op === '/' ? `lib.rdiv(${l}, ${r}, ${line})` : `${l} * ${r}`})`, t: left.t, calls };
  }
  if (!['int', 'anyint', 'real', 'anyreal', 'time'].includes(t.k)) unsupported(line, `"${op}" of ${typeName(left.t)} and ${typeName(right.t)}`);
  const integral = t.k === 'int' || t.k === 'anyint' || t.k === 'time';
  switch (op) {
    case '+':
    case '-':
      return { c: wrapCode(t, `${l} ${op} ${r}`), t, calls };
    case '*':
      if (t.k === 'int' && t.bits === 32) return { c: t.signed ? `Math.imul(${l}, ${r})` : `(Math.imul(${l}, ${r}) >>> 0)`, t, calls };
      return { c: wrapCode(t, `${l} * ${r}`), t, calls };
    case '/':
      return { c: wrapCode(t, integral ? `lib.idiv(${l}, ${r}, ${line})` : `lib.rdiv(${l}, ${r}, ${line})`), t, calls };
    case 'MOD':
      if (!integral) unsupported(line, `MOD of ${typeName(t)}`);
      return { c: wrapCode(t, `lib.imod(${l}, ${r}, ${line})`), t, calls };
    case '**': {
      const rt = t.k === 'real' ? t : LREAL;
      return { c: wrapCode(rt, `Math.pow(${l}, ${r})`), t: rt, calls };
    }
  }
  unsupported(line, `operator ${op}`);
}

/** `16#FF`, `2#1010_0000`, `1_000` → the number; NaN when it is not an integer literal. */
function integerValue(text: string): number {
  const clean = text.replace(/_/g, '');
  const based = /^(2|8|16)#([0-9A-Fa-f]+)$/.exec(clean);
  if (based) return parseInt(based[2]!, Number(based[1]));
  return /^\d+$/.test(clean) ? Number(clean) : NaN;
}

export function literal(text: string, line: number, scope: Scope, hint?: SimType): Compiled {
  if (text === 'TRUE' || text === 'FALSE') return { c: text === 'TRUE' ? 'true' : 'false', t: BOOL };
  if (text.startsWith("'") || text.startsWith('"')) return { c: JSON.stringify(decodeString(text, line)), t: { k: 'string', length: 80 } };
  const hash = text.indexOf('#');
  const prefix = hash > 0 ? text.slice(0, hash) : '';
  if (prefix && !/^(2|8|16)$/.test(prefix)) {
    const rest = text.slice(hash + 1);
    const time = parseTimeLiteral(text);
    if (time !== undefined) {
      const t: SimType = /^L/i.test(prefix) ? { k: 'time', name: 'LTIME' } : TIME;
      scope.noteLiteral(time, t);
      return { c: String(time), t };
    }
    const elementary = elementaryType(prefix);
    if (elementary) {
      if (elementary.k === 'bool') return { c: rest === '1' || rest.toUpperCase() === 'TRUE' ? 'true' : 'false', t: BOOL };
      if (elementary.k === 'string') return { c: JSON.stringify(decodeString(rest, line)), t: elementary };
      const negative = rest.startsWith('-');
      const magnitude = integerValue(rest.replace(/^[+-]/, ''));
      const value = Number.isNaN(magnitude) ? Number(rest) : negative ? -magnitude : magnitude;
      if (Number.isNaN(value)) unsupported(line, `literal ${text}`);
      scope.noteLiteral(value, elementary);
      return { c: String(value), t: elementary };
    }
    const member = scope.qualifiedEnum(prefix, rest);
    if (member) return { c: String(member.value), t: member.t };
    unsupported(line, `literal ${text} (dates and times of day, or an unknown type)`);
  }
  const int = integerValue(text);
  if (!Number.isNaN(int)) {
    scope.noteLiteral(int, ANYINT);
    return { c: String(int), t: ANYINT };
  }
  const real = Number(text.replace(/_/g, ''));
  if (Number.isNaN(real)) unsupported(line, `literal ${text}`);
  scope.noteLiteral(real, ANYREAL);
  return { c: String(real), t: hint?.k === 'real' && hint.name === 'REAL' ? hint : ANYREAL };
}

function decodeString(quoted: string, line: number): string {
  const body = quoted.slice(1, -1);
  return body.replace(/\$([0-9A-Fa-f]{2}|.)/g, (_, code: string) => {
    if (code.length === 2) return String.fromCharCode(parseInt(code, 16));
    const map: Record<string, string> = { $: '$', "'": "'", '"': '"', L: '\n', N: '\n', P: '\f', R: '\r', T: '\t' };
    const char = map[code.toUpperCase()];
    if (char === undefined) unsupported(line, `string escape $${code}`);
    return char;
  });
}

/** A value of type `from` assigned to a place of type `to`, as IEC (and CODESYS's implicit conversions) convert it. */
export function convert(value: Compiled, to: SimType, line: number): string {
  const from = value.t;
  const c = value.c;
  switch (to.k) {
    case 'bool':
      if (from.k === 'bool') return c;
      if (from.k === 'int' || from.k === 'anyint') return `(${c} !== 0)`;
      break;
    case 'int':
      if (from.k === 'int' && from.name === to.name) return c;
      if (from.k === 'int' || from.k === 'anyint' || from.k === 'time' || from.k === 'enum') return from.k === 'anyint' && inRange(c, to) ? c : wrapCode(to, c);
      if (from.k === 'real' || from.k === 'anyreal') return wrapCode(to, `lib.round(${c})`);
      if (from.k === 'bool') return `(${c} ? 1 : 0)`;
      break;
    case 'real':
      if (from.k === 'real' && (from.name === to.name || to.name === 'LREAL')) return c;
      if (isNumericValue(from)) return wrapCode(to, c);
      break;
    case 'time':
      if (from.k === 'time') return c;
      if (from.k === 'int' || from.k === 'anyint') return c;
      if (from.k === 'real' || from.k === 'anyreal') return `lib.wrapTime(${c})`;
      break;
    case 'string':
      if (from.k === 'string') return `lib.str(${c}, ${to.length})`;
      break;
    case 'enum':
      if (from.k === 'enum' && from.name === to.name) return c;
      if (from.k === 'int' || from.k === 'anyint') return c;
      break;
    case 'struct':
      if (from.k === 'struct' && from.name === to.name) return `lib.clone(${c})`;
      break;
    case 'array':
      if (from.k === 'array') return `lib.clone(${c})`;
      break;
    case 'fb':
      break;
    default:
      return c;
  }
  unsupported(line, `a ${typeName(from)} assigned to a ${typeName(to)}`);
}

function isNumericValue(t: SimType): boolean {
  return t.k === 'int' || t.k === 'anyint' || t.k === 'real' || t.k === 'anyreal' || t.k === 'time';
}

function inRange(code: string, t: SimType): boolean {
  if (!/^-?\d+$/.test(code)) return false;
  const { min, max } = intRange(t);
  const n = Number(code);
  return n >= min && n <= max;
}

const STD_FORMALS: Record<string, string[]> = {
  LIMIT: ['MN', 'IN', 'MX'],
  SEL: ['G', 'IN0', 'IN1'],
  SHL: ['IN', 'N'],
  SHR: ['IN', 'N'],
  ROL: ['IN', 'N'],
  ROR: ['IN', 'N'],
  MID: ['IN', 'L', 'P'],
  LEFT: ['IN', 'L'],
  RIGHT: ['IN', 'L'],
  INSERT: ['IN1', 'IN2', 'P'],
  DELETE: ['IN', 'L', 'P'],
  REPLACE: ['IN1', 'IN2', 'L', 'P'],
  FIND: ['IN1', 'IN2'],
  EXPT: ['IN1', 'IN2'],
};

const REAL_FUNCTIONS: Record<string, string> = { SQRT: 'Math.sqrt', LN: 'Math.log', LOG: 'Math.log10', EXP: 'Math.exp', SIN: 'Math.sin', COS: 'Math.cos', TAN: 'Math.tan', ASIN: 'Math.asin', ACOS: 'Math.acos', ATAN: 'Math.atan' };

/** Positional arguments of a standard function, named ones put in their formal order. */
function stdArgs(name: string, args: CallArg[], line: number): Expr[] {
  if (args.some((a) => a.output)) unsupported(line, `${name} with an output argument`);
  if (args.every((a) => a.name === undefined)) return args.map((a) => a.value);
  const formals = STD_FORMALS[name];
  const ordered: Expr[] = [];
  args.forEach((arg, i) => {
    const at = arg.name === undefined ? i : (formals?.indexOf(arg.name.toUpperCase()) ?? -1) >= 0 ? formals!.indexOf(arg.name.toUpperCase()) : /^IN(\d+)$/i.test(arg.name) ? Number(/\d+/.exec(arg.name)![0]) - (name === 'MUX' ? -1 : 1) : arg.name.toUpperCase() === 'K' ? 0 : -1;
    if (at < 0) unsupported(line, `${name} has no input ${arg.name}`);
    ordered[at] = arg.value;
  });
  if (ordered.some((a) => a === undefined) || ordered.length === 0) unsupported(line, `${name} called with missing inputs`);
  return ordered;
}

/** The method or action a call names (`fb.M`, `THIS^.M`, `SUPER^.M`, or `M` in its own FB), and the instance it runs on. */
function memberCallee(callee: VariableRef, scope: Scope): { code: MemberCode & { kind: 'method' | 'action' }; instance: string } | undefined {
  const parts = callee.parts;
  if (parts.length === 0) {
    const code = scope.self ? scope.member(scope.self.type, callee.root, 'this') : undefined;
    return code && code.kind !== 'property' ? { code, instance: 's' } : undefined;
  }
  const last = parts.at(-1)!;
  if (!('member' in last)) return undefined;
  const prefix: VariableRef = { ...callee, parts: parts.slice(0, -1) };
  const self = prefix.parts.length === 1 ? selfRoot(prefix, scope) : undefined;
  let t: SimType;
  let instance = 's';
  let via: 'static' | 'this' | 'super' = self?.via ?? 'static';
  if (self) t = self.t;
  else {
    let place: Place;
    try {
      place = compilePlace(prefix, scope, false);
    } catch (err) {
      if (err instanceof SimUnsupported) return undefined;
      throw err;
    }
    if (place.setter) return undefined;
    t = place.t;
    instance = place.c;
    via = 'static';
  }
  const code = t.k === 'fb' ? scope.member(t, last.member, via) : undefined;
  return code && code.kind !== 'property' ? { code, instance } : undefined;
}

/**
 * A call of a method or action, as an expression yielding the method's locals (its return value and outputs);
 * undefined when the callee is no method or action. Outputs (`=>`) and VAR_IN_OUT are copied back right after it.
 */
export function memberCall(callee: VariableRef, args: CallArg[], line: number, scope: Scope): { c: string; returns: Compiled | null } | undefined {
  const found = memberCallee(callee, scope);
  if (!found) return undefined;
  const { code, instance } = found;
  if (code.kind === 'action') {
    if (args.length > 0) unsupported(line, `action ${code.name} called with arguments`);
    return { c: `${code.fn}(${instance})`, returns: null };
  }
  const inputs = code.params.filter((p) => p.dir !== 'out');
  const values = inputs.map(() => 'undefined');
  const after: string[] = [];
  args.forEach((arg, i) => {
    if (arg.output) {
      const param = code.params.find((p) => p.name.toLowerCase() === arg.name?.toLowerCase() && p.dir === 'out');
      if (!param || arg.value.kind !== 'ref') unsupported(line, `${code.name}: output ${arg.name ?? ''} => something that is not a variable`);
      const target = compilePlace(arg.value.ref, scope, true);
      const value = convert({ c: `$r.${jsName(param.name)}`, t: param.type }, target.t, line);
      after.push(target.setter ? target.setter(value) : target.bit ? `${target.bit.base} = lib.setBit(${target.bit.base}, ${target.bit.n}, ${value})` : `${target.c} = ${value}`);
      return;
    }
    const at = arg.name === undefined ? i : inputs.findIndex((p) => p.name.toLowerCase() === arg.name!.toLowerCase());
    const param = inputs[at];
    if (!param) unsupported(line, `${code.name} has no input ${arg.name ?? `number ${i + 1}`}`);
    if (param.dir === 'inout') {
      if (arg.value.kind !== 'ref') unsupported(line, `VAR_IN_OUT ${param.name} given something that is not a variable`);
      const target = compilePlace(arg.value.ref, scope, true);
      if (target.setter || target.bit) unsupported(line, `VAR_IN_OUT ${param.name} given a property or a bit`);
      values[at] = target.c;
      after.push(`${target.c} = $r.${jsName(param.name)}`);
      return;
    }
    values[at] = convert(compileExpr(arg.value, scope, param.type), param.type, line);
  });
  const call = `${code.fn}(${[instance, ...values].join(', ')})`;
  const c = after.length > 0 ? `($r = ${call}, ${after.join(', ')}, $r)` : call;
  return { c, returns: code.returnType ? { c: `${c}.${jsName(code.name)}`, t: code.returnType, calls: true } : null };
}

function compileCall(callee: VariableRef, args: CallArg[], line: number, scope: Scope): Compiled {
  const name = callee.root.toUpperCase();
  const project = callee.parts.length === 0 ? scope.func(callee.root) : undefined;
  if (project) return callFunction(project, args, line, scope);
  const member = callee.parts.length > 0 || !scope.lookup(callee.root) ? memberCall(callee, args, line, scope) : undefined;
  if (member) {
    if (!member.returns) unsupported(line, `${printRef(callee)}(...) returns nothing and is used as a value`);
    return member.returns;
  }
  if (callee.parts.length > 0) unsupported(line, `call of ${printRef(callee)}: no method of that name`);
  if (scope.lookup(callee.root)) unsupported(line, `${callee.root}(...) used as a value: a function block is called as a statement`);
  const conversion = /^(?:([A-Z]+)_)?TO_([A-Z]+)$/.exec(name);
  if (conversion) {
    const [arg] = stdArgs(name, args, line);
    const value = compileExpr(arg!, scope);
    const to = elementaryType(conversion[2]!);
    if (!to) unsupported(line, `conversion ${name}`);
    return { c: explicitConvert(value, to, line), t: to, calls: value.calls };
  }
  if (name === 'TRUNC') {
    const value = compileExpr(stdArgs(name, args, line)[0]!, scope);
    return { c: `(Math.trunc(${value.c}) | 0)`, t: elementaryType('DINT')!, calls: value.calls };
  }
  const values = stdArgs(name, args, line).map((a) => compileExpr(a, scope));
  const calls = values.some((v) => v.calls);
  const c = values.map((v) => v.c);
  const fold = (vs: Compiled[]) => vs.reduce((t, v) => commonType(t, v.t), vs[0]!.t);
  const arity = (n: number) => {
    if (values.length !== n) unsupported(line, `${name} takes ${n} inputs, got ${values.length}`);
  };
  if (REAL_FUNCTIONS[name]) {
    arity(1);
    const t = values[0]!.t.k === 'real' ? values[0]!.t : LREAL;
    return { c: wrapCode(t, `${REAL_FUNCTIONS[name]}(${c[0]})`), t, calls };
  }
  switch (name) {
    case 'ABS': {
      arity(1);
      const t = values[0]!.t;
      return { c: wrapCode(t, `Math.abs(${c[0]})`), t, calls };
    }
    case 'MIN':
    case 'MAX': {
      const t = fold(values);
      return { c: `Math.${name.toLowerCase()}(${values.map((v) => convert(v, concrete(t), line)).join(', ')})`, t, calls };
    }
    case 'LIMIT': {
      arity(3);
      const t = fold(values);
      return { c: `Math.min(Math.max(${c[1]}, ${c[0]}), ${c[2]})`, t, calls };
    }
    case 'SEL': {
      arity(3);
      return { c: `(${c[0]} ? ${c[2]} : ${c[1]})`, t: fold(values.slice(1)), calls };
    }
    case 'MUX':
      return { c: `lib.mux(${c[0]}, [${c.slice(1).join(', ')}], ${line})`, t: fold(values.slice(1)), calls };
    case 'MOVE':
      arity(1);
      return values[0]!;
    case 'EXPT':
      arity(2);
      return { c: `Math.pow(${c[0]}, ${c[1]})`, t: values[0]!.t.k === 'real' ? values[0]!.t : LREAL, calls };
    case 'SHL':
    case 'SHR':
    case 'ROL':
    case 'ROR': {
      arity(2);
      const t = values[0]!.t.k === 'int' ? values[0]!.t : elementaryType('DWORD')!;
      const bits = t.k === 'int' ? t.bits : 32;
      return { c: wrapCode(t, `lib.${name.toLowerCase()}(${c[0]}, ${c[1]}, ${bits})`), t, calls };
    }
    case 'LEN':
      arity(1);
      return { c: `${c[0]}.length`, t: elementaryType('INT')!, calls };
    case 'CONCAT':
      return { c: `(${c.join(' + ')})`, t: { k: 'string', length: 255 }, calls };
    case 'LEFT':
      arity(2);
      return { c: `${c[0]}.slice(0, Math.max(0, ${c[1]}))`, t: values[0]!.t, calls };
    case 'RIGHT':
      arity(2);
      return { c: `${c[0]}.slice(${c[0]}.length - Math.min(${c[0]}.length, Math.max(0, ${c[1]})))`, t: values[0]!.t, calls };
    case 'MID':
      arity(3);
      return { c: `lib.mid(${c.join(', ')})`, t: values[0]!.t, calls };
    case 'FIND':
      arity(2);
      return { c: `lib.find(${c.join(', ')})`, t: elementaryType('INT')!, calls };
    case 'INSERT':
      arity(3);
      return { c: `lib.insert(${c.join(', ')})`, t: values[0]!.t, calls };
    case 'DELETE':
      arity(3);
      return { c: `lib.del(${c.join(', ')})`, t: values[0]!.t, calls };
    case 'REPLACE':
      arity(4);
      return { c: `lib.replace(${c.join(', ')})`, t: values[0]!.t, calls };
  }
  unsupported(line, `${callee.root} is no function of the project and no standard function the simulator models`);
}

function concrete(t: SimType): SimType {
  return t.k === 'anyint' ? elementaryType('LINT')! : t.k === 'anyreal' ? LREAL : t;
}

/** `REAL_TO_INT(x)` and friends: rounds REAL to the nearest integer, BOOL to 0/1, to STRING as a PLC prints it. */
export function explicitConvert(value: Compiled, to: SimType, line: number): string {
  const from = value.t;
  const c = value.c;
  if (to.k === 'string') {
    if (from.k === 'bool') return `(${c} ? 'TRUE' : 'FALSE')`;
    if (from.k === 'time') return `lib.timeText(${c})`;
    if (from.k === 'string') return c;
    return `String(${c})`;
  }
  if (from.k === 'string') {
    if (to.k === 'int') return wrapCode(to, `(parseInt(${c}, 10) || 0)`);
    if (to.k === 'real') return wrapCode(to, `(parseFloat(${c}) || 0)`);
    unsupported(line, `STRING to ${typeName(to)}`);
  }
  if (to.k === 'bool') return from.k === 'bool' ? c : `(${c} !== 0)`;
  if (from.k === 'bool') return `(${c} ? 1 : 0)`;
  return convert(value, to, line);
}

function callFunction(fn: FuncInfo, args: CallArg[], line: number, scope: Scope): Compiled {
  const inputs = fn.params.filter((p) => p.dir !== 'out');
  const values: string[] = inputs.map(() => 'undefined');
  const outputs: string[] = [];
  // The function's one instance holds its outputs after the call (IEC functions have no memory and no recursion).
  const instance = fn.jsName.replace(/^call_/, 'inst_');
  args.forEach((arg, i) => {
    if (arg.output) {
      const param = fn.params.find((p) => p.name.toLowerCase() === arg.name!.toLowerCase() && p.dir === 'out');
      if (!param || arg.value.kind !== 'ref') unsupported(line, `${fn.name}: output ${arg.name} => something that is not a variable`);
      const target = compilePlace(arg.value.ref, scope, true);
      if (target.bit || target.setter) unsupported(line, `${fn.name}: output into a bit or a property`);
      outputs.push(`${target.c} = ${convert({ c: `${instance}.${jsName(param.name)}`, t: param.type }, target.t, line)}`);
      return;
    }
    const at = arg.name === undefined ? i : inputs.findIndex((p) => p.name.toLowerCase() === arg.name!.toLowerCase());
    const param = inputs[at];
    if (!param) unsupported(line, `${fn.name} has no input ${arg.name ?? `number ${i + 1}`}`);
    values[at] = convert(compileExpr(arg.value, scope, param.type), param.type, line);
  });
  if (outputs.length > 0) return { c: `(${fn.jsName}(${values.join(', ')}), ${outputs.join(', ')}, ${instance}.${jsName(fn.name)})`, t: fn.returnType, calls: true };
  return { c: `${fn.jsName}(${values.join(', ')}).${jsName(fn.name)}`, t: fn.returnType, calls: true };
}
