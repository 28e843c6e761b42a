// Statements to JavaScript: assignments (with S= / R= and bit writes), FB instance calls (inputs kept from the
// last call when not given, as IEC says; VAR_IN_OUT copied in and out), IF, CASE with lists and ranges, FOR /
// WHILE / REPEAT with an iteration bound per scan (a fault beyond it), EXIT / CONTINUE / RETURN.
import { printRef, type CallArg, type Expr, type Statement, type VariableRef } from '../iec-st/st-parser.ts';
import { compileExpr, compilePlace, convert, jsName, memberCall, unsupported, type MemberInfo, type Place, type Scope } from './sim-expr.ts';
import { tokensOf, wrapCode, type SimType } from './sim-types.ts';

/** What the statements need of the compiler: a function block's code, an inherited body, a type's members. */
export interface SimCompilerApi {
  fbCode(t: SimType & { k: 'fb' }): { init: string; body: string };
  baseBody(pouName: string): string;
  members(t: SimType): Map<string, MemberInfo>;
  /** Registers a CASE branch (`PLC_PRG line 12: 4`) and returns its index in `rt.hits`: which ones a run reached. */
  branch(description: string): number;
}

export interface BodyContext {
  scope: Scope;
  compiler: SimCompilerApi;
  /** The POU whose body this is (for SUPER^()). */
  pou: string;
}

export function compileBody(body: Statement[], context: BodyContext): string {
  return new BodyCompiler(context).block(body);
}

class BodyCompiler {
  readonly #ctx: BodyContext;
  #temp = 0;
  readonly #loops: string[] = [];

  constructor(ctx: BodyContext) {
    this.#ctx = ctx;
  }

  block(body: Statement[]): string {
    return body.map((s) => this.#statement(s)).join('\n');
  }

  #cond(e: Expr): string {
    const value = compileExpr(e, this.#ctx.scope);
    if (value.t.k !== 'bool') unsupported(e.kind === 'ref' ? e.ref.line : e.line, `a condition of type ${value.t.k === 'int' ? value.t.name : value.t.k}`);
    return value.c;
  }

  #statement(s: Statement): string {
    const scope = this.#ctx.scope;
    switch (s.kind) {
      case 'assign': {
        if (s.op === 'REF=') unsupported(s.line, 'REF= (references): the simulator has no model of memory');
        const place = compilePlace(s.target, scope, true);
        if (place.root?.constant) unsupported(s.line, `${place.root.name} is a CONSTANT`);
        if (s.op !== ':=') {
          if (place.t.k !== 'bool') unsupported(s.line, `${s.op} on a ${place.t.k}`);
          return `if (${this.#cond(s.value)}) ${this.#assign(place, s.op === 'S=' ? 'true' : 'false')}`;
        }
        const value = compileExpr(s.value, scope, place.t);
        return this.#assign(place, convert(value, place.t, s.line));
      }
      case 'call':
        return this.#call(s.callee, s.args, s.line);
      case 'if':
        return s.branches
          .map((b, i) => (b.condition === null ? `else {\n${this.block(b.body)}\n}` : `${i === 0 ? '' : 'else '}if (${this.#cond(b.condition)}) {\n${this.block(b.body)}\n}`))
          .join(' ');
      case 'case': {
        const selector = compileExpr(s.selector, scope);
        const sel = this.#name('sel');
        const hit = (line: number, what: string) => `rt.hits[${this.#ctx.compiler.branch(`${this.#ctx.pou} line ${line}: ${what}`)}] = 1;`;
        const branches = s.cases.map((c) => `if (${this.#labels(c.labels, sel, selector.t, c.line)}) {\n${hit(c.line, c.labels.trim())}\n${this.block(c.body)}\n}`);
        if (s.otherwise) branches.push(`{\n${hit(s.line, 'ELSE')}\n${this.block(s.otherwise)}\n}`);
        return `{ const ${sel} = ${selector.c};\n${branches.join(' else ')}\n}`;
      }
      case 'for': {
        const place = compilePlace(s.variable, scope, true);
        if (place.t.k !== 'int' || place.setter || place.bit) unsupported(s.line, 'a FOR variable that is not an integer variable');
        const to = this.#name('to');
        const by = this.#name('by');
        const label = this.#name('L');
        const n = this.#name('n');
        const from = convert(compileExpr(s.from, scope, place.t), place.t, s.line);
        const byCode = s.by ? compileExpr(s.by, scope, place.t).c : '1';
        this.#loops.push(label);
        const body = this.block(s.body);
        this.#loops.pop();
        return `{ const ${to} = ${compileExpr(s.to, scope, place.t).c}; const ${by} = ${byCode}; let ${n} = 0;\n${label}: for (${place.c} = ${from}; ${by} >= 0 ? ${place.c} <= ${to} : ${place.c} >= ${to}; ${place.c} = ${wrapCode(place.t, `${place.c} + ${by}`)}) {\n${this.#guard(n, s.line)}\n${body}\n} }`;
      }
      case 'while':
      case 'repeat': {
        const label = this.#name('L');
        const n = this.#name('n');
        this.#loops.push(label);
        const body = this.block(s.body);
        this.#loops.pop();
        if (s.kind === 'while') return `{ let ${n} = 0;\n${label}: while (${this.#cond(s.condition)}) {\n${this.#guard(n, s.line)}\n${body}\n} }`;
        return `{ let ${n} = 0;\n${label}: do {\n${this.#guard(n, s.line)}\n${body}\n} while (!(${this.#cond(s.until)})); }`;
      }
      case 'jump': {
        if (s.word === 'RETURN') return 'return;';
        if (s.word === 'JMP') unsupported(s.line, 'JMP (jumps to labels)');
        const loop = this.#loops.at(-1);
        if (!loop) unsupported(s.line, `${s.word} outside a loop`);
        return `${s.word === 'EXIT' ? 'break' : 'continue'} ${loop};`;
      }
    }
  }

  #guard(n: string, line: number): string {
    return `if (++${n} > rt.loopLimit) lib.loop(${line}, rt.loopLimit);`;
  }

  #assign(place: Place, value: string): string {
    if (place.setter) return `${place.setter(value)};`;
    if (place.bit) return `${place.bit.base} = lib.setBit(${place.bit.base}, ${place.bit.n}, ${value});`;
    return `${place.c} = ${value};`;
  }

  #name(prefix: string): string {
    return `${prefix}${++this.#temp}`;
  }

  /** `1, 3..5, Mode#Run` → a test of `sel`. */
  #labels(labels: string, sel: string, t: SimType, line: number): string {
    const tests: string[] = [];
    for (const item of splitLabels(labels)) {
      const range = item.split('..');
      if (range.length > 2) unsupported(line, `CASE label ${item}`);
      const [lo, hi] = range.map((part) => compileExpr(labelExpr(part, line), this.#ctx.scope, t).c);
      tests.push(hi === undefined ? `${sel} === ${lo}` : `(${sel} >= ${lo} && ${sel} <= ${hi})`);
    }
    return tests.join(' || ') || 'false';
  }

  #call(callee: VariableRef, args: CallArg[], line: number): string {
    const scope = this.#ctx.scope;
    if (callee.root.toUpperCase() === 'SUPER' && callee.parts.length === 1 && 'deref' in callee.parts[0]!) {
      if (args.length > 0) unsupported(line, 'SUPER^() with arguments');
      return `${this.#ctx.compiler.baseBody(this.#ctx.pou)}(s, rt);`;
    }
    // A method or action (`fb.Reset()`, `THIS^.Start(5)`, `Fill()` in its own FB); a function's name wins over a member's.
    const member = callee.parts.length > 0 || (!scope.lookup(callee.root) && !scope.func(callee.root)) ? memberCall(callee, args, line, scope) : undefined;
    if (member) return `${member.c};`;
    const isInstance = scope.lookup(callee.root) || callee.parts.length > 0;
    if (!isInstance) return `${compileExpr({ kind: 'call', callee, args, line }, scope).c};`;
    const place = compilePlace(callee, scope, false);
    if (place.t.k !== 'fb') unsupported(line, `${printRef(callee)}(...) calls something that is not a function block instance`);
    const members = this.#ctx.compiler.members(place.t);
    const inputs = [...members.values()].filter((m) => m.dir === 'in' || m.dir === 'inout');
    const f = this.#name('f');
    const before: string[] = [];
    const after: string[] = [];
    args.forEach((arg, i) => {
      const member = arg.name === undefined ? inputs[i] : members.get(arg.name.toLowerCase());
      if (!member) unsupported(line, `${printRef(callee)} has no parameter ${arg.name ?? `number ${i + 1}`}`);
      const field = `${f}.${jsName(member.name, line)}`;
      if (arg.output) {
        if (arg.value.kind !== 'ref') unsupported(line, `output ${member.name} => something that is not a variable`);
        const target = compilePlace(arg.value.ref, scope, true);
        after.push(this.#assign(target, convert({ c: field, t: member.type }, target.t, line)));
      } else if (member.dir === 'inout') {
        if (arg.value.kind !== 'ref') unsupported(line, `VAR_IN_OUT ${member.name} given something that is not a variable`);
        const target = compilePlace(arg.value.ref, scope, true);
        if (target.setter || target.bit) unsupported(line, `VAR_IN_OUT ${member.name} given a property or a bit`);
        before.push(`${field} = ${target.c};`);
        after.push(this.#assign(target, `${field}`));
      } else {
        before.push(`${field} = ${convert(compileExpr(arg.value, scope, member.type), member.type, line)};`);
      }
    });
    const { body } = this.#ctx.compiler.fbCode(place.t);
    return `{ const ${f} = ${place.c};\n${before.join('\n')}\n${body}(${f}, rt);\n${after.join('\n')}\n}`;
  }
}

function splitLabels(labels: string): string[] {
  const items: string[] = [];
  let current = '';
  for (const token of tokensOf(labels)) {
    if (token.text === ',') {
      items.push(current);
      current = '';
    } else {
      current += current && token.text !== '..' && !current.endsWith('..') && token.text !== '.' && !current.endsWith('.') ? ` ${token.text}` : token.text;
    }
  }
  if (current) items.push(current);
  return items;
}

function labelExpr(text: string, line: number): Expr {
  const t = text.trim();
  if (/^-?[\w#.]+$/.test(t) && !t.includes('.')) {
    if (/^-/.test(t)) return { kind: 'unary', op: '-', operand: labelExpr(t.slice(1), line), line };
    return /^[A-Za-z_]\w*$/.test(t) ? { kind: 'ref', ref: { root: t, parts: [], line } } : { kind: 'literal', text: t, line };
  }
  const dotted = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/.exec(t);
  if (dotted) return { kind: 'ref', ref: { root: dotted[1]!, parts: [{ member: dotted[2]! }], line } };
  unsupported(line, `CASE label ${text}`);
}

