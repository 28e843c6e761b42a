// One reading of code that can be written several ways with the same meaning (IEC 61131-3), so the impact analysis
// reads every way alike: a boolean compared with TRUE or FALSE (`bDoorClosed = TRUE`, `bFault <> FALSE`, `bReady =
// FALSE`) is the boolean or its negation, as beginners' code writes it; `NOT NOT x` is `x`; an address written
// directly (`%QX1.2`) where exactly one variable is declared at exactly that address (`Valve AT %QX1.2`) is that
// variable (`located`), the address kept as `written` so an item can still be named as the code writes it.
import type { CallArg, Expr, ParsedUnit, Statement, VariableRef } from './st-parser.ts';

const BOOLEAN_LITERAL = /^(?:BOOL#)?(TRUE|FALSE)$/i;

/** Upper-case address → the one variable declared at exactly that address, as written. */
export type LocatedNames = ReadonlyMap<string, string>;

/** The unit with its statements (and its members') in the normal form; declarations as parsed. */
export function normalForm(unit: ParsedUnit, names: LocatedNames = new Map()): ParsedUnit {
  const form = new NormalForm(names);
  return { ...unit, body: unit.body.map(form.statement), members: unit.members.map((m) => normalForm(m, names)) };
}

/** The rewrites of one text, which reads its direct addresses by `located`. */
class NormalForm {
  readonly #located: LocatedNames;

  constructor(located: LocatedNames) {
    this.#located = located;
  }

  statement = (s: Statement): Statement => {
    switch (s.kind) {
      case 'assign':
        return { ...s, target: this.#ref(s.target), value: this.expr(s.value), ...(s.chainedValue ? { chainedValue: this.expr(s.chainedValue) } : {}) };
      case 'call':
        return { ...s, callee: this.#ref(s.callee), args: s.args.map(this.#arg) };
      case 'if':
        return { ...s, branches: s.branches.map((b) => ({ ...b, condition: b.condition && this.expr(b.condition), body: b.body.map(this.statement) })) };
      case 'case':
        return { ...s, selector: this.expr(s.selector), cases: s.cases.map((c) => ({ ...c, body: c.body.map(this.statement) })), otherwise: s.otherwise && s.otherwise.map(this.statement) };
      case 'for':
        return { ...s, from: this.expr(s.from), to: this.expr(s.to), by: s.by && this.expr(s.by), body: s.body.map(this.statement) };
      case 'while':
        return { ...s, condition: this.expr(s.condition), body: s.body.map(this.statement) };
      case 'repeat':
        return { ...s, body: s.body.map(this.statement), until: this.expr(s.until) };
      case 'jump':
        return s;
    }
  };

  /** `x = TRUE` → `x`; `x = FALSE`, `x <> TRUE` → `NOT x`; `x <> FALSE` → `x` (either side); `NOT NOT x` → `x`. */
  expr = (e: Expr): Expr => {
    switch (e.kind) {
      case 'literal':
        return e;
      case 'ref':
        return { ...e, ref: this.#ref(e.ref) };
      case 'call':
        return { ...e, callee: this.#ref(e.callee), args: e.args.map(this.#arg) };
      case 'unary': {
        const operand = this.expr(e.operand);
        return e.op === 'NOT' ? not(operand, e.line) : { ...e, operand };
      }
      case 'binary': {
        const left = this.expr(e.left);
        const right = this.expr(e.right);
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
  };

  #arg = (a: CallArg): CallArg => ({ ...a, value: this.expr(a.value) });

  #ref(r: VariableRef): VariableRef {
    const name = r.root.startsWith('%') && r.parts.length === 0 ? this.#located.get(r.root.toUpperCase()) : undefined;
    if (name) return { ...r, root: name, written: r.root };
    return { ...r, parts: r.parts.map((p) => ('index' in p ? { index: p.index.map(this.expr) } : 'call' in p ? { call: p.call.map(this.#arg) } : p)) };
  }
}

const not = (operand: Expr, line: number): Expr => (operand.kind === 'unary' && operand.op === 'NOT' ? operand.operand : { kind: 'unary', op: 'NOT', operand, line });

const booleanSide = (e: Expr): e is Extract<Expr, { kind: 'literal' }> => e.kind === 'literal' && BOOLEAN_LITERAL.test(e.text);
