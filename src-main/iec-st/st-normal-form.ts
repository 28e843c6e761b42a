// One reading of code that can be written several ways with the same meaning (IEC 61131-3), so the impact analysis
// reads every way alike: a boolean compared with TRUE or FALSE (`bDoorClosed = TRUE`, `bFault <> FALSE`, `bReady =
// FALSE`) is the boolean or its negation, as beginners' code writes it; `NOT NOT x` is `x`; an address written
// directly (`%QX1.2`) where exactly one variable is declared at exactly that address (`Valve AT %QX1.2`) is that
// variable (`located`), the address kept as `written` so an item can still be named as the code writes it.
import type { CallArg, Expr, ParsedUnit, Statement, VariableRef } from './st-parser.ts';

const BOOLEAN_LITERAL = /^(?:BOOL#)?(TRUE|FALSE)$/i;

/** Upper-case address → the one variable declared at exactly that address, as written. */
export type LocatedNames = ReadonlyMap<string, string>;

let located: LocatedNames = new Map();

/** The unit with its statements (and its members') in the normal form; declarations as parsed. */
export function normalForm(unit: ParsedUnit, names: LocatedNames = new Map()): ParsedUnit {
  const outer = located;
  located = names;
  try {
    return { ...unit, body: unit.body.map(statement), members: unit.members.map((m) => normalForm(m, names)) };
  } finally {
    located = outer;
  }
}

function statement(s: Statement): Statement {
  switch (s.kind) {
    case 'assign':
      return { ...s, target: ref(s.target), value: normalExpr(s.value), ...(s.chainedValue ? { chainedValue: normalExpr(s.chainedValue) } : {}) };
    case 'call':
      return { ...s, callee: ref(s.callee), args: s.args.map(arg) };
    case 'if':
      return { ...s, branches: s.branches.map((b) => ({ ...b, condition: b.condition && normalExpr(b.condition), body: b.body.map(statement) })) };
    case 'case':
      return { ...s, selector: normalExpr(s.selector), cases: s.cases.map((c) => ({ ...c, body: c.body.map(statement) })), otherwise: s.otherwise && s.otherwise.map(statement) };
    case 'for':
      return { ...s, from: normalExpr(s.from), to: normalExpr(s.to), by: s.by && normalExpr(s.by), body: s.body.map(statement) };
    case 'while':
      return { ...s, condition: normalExpr(s.condition), body: s.body.map(statement) };
    case 'repeat':
      return { ...s, body: s.body.map(statement), until: normalExpr(s.until) };
    case 'jump':
      return s;
  }
}

const arg = (a: CallArg): CallArg => ({ ...a, value: normalExpr(a.value) });

function ref(r: VariableRef): VariableRef {
  const name = r.root.startsWith('%') && r.parts.length === 0 ? located.get(r.root.toUpperCase()) : undefined;
  if (name) return { ...r, root: name, written: r.root };
  return { ...r, parts: r.parts.map((p) => ('index' in p ? { index: p.index.map(normalExpr) } : 'call' in p ? { call: p.call.map(arg) } : p)) };
}

const not = (operand: Expr, line: number): Expr => (operand.kind === 'unary' && operand.op === 'NOT' ? operand.operand : { kind: 'unary', op: 'NOT', operand, line });

/** `x = TRUE` → `x`; `x = FALSE`, `x <> TRUE` → `NOT x`; `x <> FALSE` → `x` (either side); `NOT NOT x` → `x`. */
export function normalExpr(e: Expr): Expr {
  switch (e.kind) {
    case 'literal':
      return e;
    case 'ref':
      return { ...e, ref: ref(e.ref) };
    case 'call':
      return { ...e, callee: ref(e.callee), args: e.args.map(arg) };
    case 'unary': {
      const operand = normalExpr(e.operand);
      return e.op === 'NOT' ? not(operand, e.line) : { ...e, operand };
    }
    case 'binary': {
      const left = normalExpr(e.left);
      const right = normalExpr(e.right);
      if (e.op === '=' || e.op === '<>') {
        const [value, other] = booleanSide(left) ? [left, right] : booleanSide(right) ? [right, left] : [null, null];
        if (value && other && !booleanSide(other)) {
          const isTrue = (BOOLEAN_LITERAL.exec(value.text)![1]!.toUpperCase() === 'TRUE') === (e.op === '=');
          return isTrue ? other : not(other, e.line);
        }
      }
      return { ...e, left, right };
    }
  }
}

const booleanSide = (e: Expr): e is Extract<Expr, { kind: 'literal' }> => e.kind === 'literal' && BOOLEAN_LITERAL.test(e.text);
