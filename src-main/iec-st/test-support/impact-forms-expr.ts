// Text forms that write the statements' expressions another way with the same meaning (IEC 61131-3): a boolean
// condition compared with TRUE/FALSE or not, redundant parentheses, ELSIF written as a nested ELSE IF, the operands of
// AND/OR in the other order. The declarations, comments and strings stay as written; an expression the reader of
// st-expression-spans.ts cannot read stays as written too.
import { codeTokens, hasCall, printSpan, rewriteExpressions, word, type ExprRole, type SpanExpr, type SpanSource } from './st-expression-spans.ts';

interface Form {
  name: string;
  rewrite: (text: string) => string;
}

type Change = (expr: SpanExpr, role: ExprRole) => string | undefined;

const print = (expr: SpanExpr, source: SpanSource, change: Change, role: ExprRole) => printSpan(expr, source, change, role);

/** Rewrites every statement expression through `change` (roles say where each stands). */
function rewriteWith(text: string, change: (source: SpanSource) => Change): string {
  return rewriteExpressions(text, (root, source) => {
    const printed = print(root.expr, source, change(source), root.role);
    return printed === source.of(root.expr.first, root.expr.last) ? undefined : printed;
  });
}

const LOGICAL = new Set(['AND', 'OR', 'XOR', 'AND_THEN', 'OR_ELSE']);

/**
 * The operands of a condition that are conditions themselves: through AND/OR/XOR, NOT and parentheses (in a condition
 * these operators are boolean, so each such operand is BOOL). `leaf` answers for an operand it rewrites.
 */
function conditionLeaves(source: SpanSource, leaf: (expr: SpanExpr) => string | undefined): Change {
  const inCondition = (expr: SpanExpr): string | undefined => {
    const own = leaf(expr);
    if (own !== undefined) return own;
    if (expr.kind === 'binary' && LOGICAL.has(expr.op)) return print(expr, source, (e) => (e === expr ? undefined : inCondition(e) ?? elsewhere(e)), 'condition');
    if ((expr.kind === 'unary' && expr.op === 'NOT') || expr.kind === 'paren') return print(expr, source, (e) => (e === expr ? undefined : inCondition(e) ?? elsewhere(e)), 'condition');
    return undefined;
  };
  // Below a condition's boolean operators (a comparison, a call's arguments) nothing is rewritten but nested conditions.
  const elsewhere = (expr: SpanExpr): string => print(expr, source, () => undefined, 'other');
  return (expr, role) => (role === 'condition' ? (inCondition(expr) ?? elsewhere(expr)) : undefined);
}

/** `x` -> `x = TRUE`, `NOT x` -> `x = FALSE` for a variable (no call) standing as a condition. */
function comparedWithTrue(text: string): string {
  return rewriteWith(text, (source) =>
    conditionLeaves(source, (expr) => {
      if (expr.kind === 'atom' && expr.plain) return `${source.of(expr.first, expr.last)} = TRUE`;
      if (expr.kind === 'unary' && expr.op === 'NOT' && expr.operand.kind === 'atom' && expr.operand.plain) return `${source.of(expr.operand.first, expr.operand.last)} = FALSE`;
      return undefined;
    }),
  );
}

/** `x = TRUE` -> `x`, `x = FALSE` / `x <> TRUE` -> `NOT x` (either side) for a variable standing as a condition. */
function notComparedWithTrue(text: string): string {
  return rewriteWith(text, (source) =>
    conditionLeaves(source, (expr) => {
      if (expr.kind !== 'binary' || (expr.op !== '=' && expr.op !== '<>')) return undefined;
      const [variable, value] = expr.right.kind === 'literal' ? [expr.left, expr.right] : [expr.right, expr.left];
      if (variable.kind !== 'atom' || !variable.plain || value.kind !== 'literal' || (value.value !== 'TRUE' && value.value !== 'FALSE')) return undefined;
      const isTrue = (value.value === 'TRUE') === (expr.op === '=');
      const name = source.of(variable.first, variable.last);
      return isTrue ? name : `NOT ${name}`;
    }),
  );
}

/** The operands of a chain of one operator (`a AND b AND c`), with the operator tokens between them. */
function chain(expr: SpanExpr & { kind: 'binary' }): { operands: SpanExpr[]; ops: number[] } {
  const operands: SpanExpr[] = [];
  const ops: number[] = [];
  const flatten = (e: SpanExpr): void => {
    if (e.kind === 'binary' && e.op === expr.op) {
      flatten(e.left);
      ops.push(e.opToken);
      flatten(e.right);
    } else operands.push(e);
  };
  flatten(expr);
  return { operands, ops };
}

/** Prints a chain's operands in the order given, each operator and what is written around it where it stood. */
function printChain(source: SpanSource, operands: SpanExpr[], ops: number[], order: SpanExpr[], printOperand: (e: SpanExpr) => string): string {
  let out = printOperand(order[0]!);
  ops.forEach((op, k) => {
    out += source.gap(operands[k]!.last, op) + source.of(op, op) + source.gap(op, operands[k + 1]!.first) + printOperand(order[k + 1]!);
  });
  return out;
}

/** Every operand of AND/OR in a condition or an assigned value in parentheses, and each whole condition too. */
function parenthesised(text: string): string {
  return rewriteWith(text, (source) => {
    const change: Change = (expr, role) => {
      if (role === 'other') return undefined;
      if (expr.kind === 'binary' && (expr.op === 'AND' || expr.op === 'OR')) {
        const { operands, ops } = chain(expr);
        const inner = printChain(source, operands, ops, operands, (e) => {
          const printed = print(e, source, change, role);
          return e.kind === 'paren' ? printed : `(${printed})`;
        });
        return inner;
      }
      return undefined;
    };
    return (expr, role) => {
      if (role !== 'condition') return change(expr, role);
      const printed = change(expr, role) ?? print(expr, source, (e, r) => (e === expr ? undefined : change(e, r)), role);
      return expr.kind === 'paren' ? printed : `(${printed})`;
    };
  });
}

/** Every AND/OR chain whose operands call nothing, its operands in the reverse order. */
function swapped(text: string): string {
  return rewriteWith(text, (source) => {
    const change: Change = (expr, role) => {
      if (expr.kind !== 'binary' || (expr.op !== 'AND' && expr.op !== 'OR')) return undefined;
      const { operands, ops } = chain(expr);
      const order = operands.some(hasCall) ? operands : [...operands].reverse();
      return printChain(source, operands, ops, order, (e) => print(e, source, change, role));
    };
    return change;
  });
}

/** `IF a THEN x ELSIF b THEN y ELSE z END_IF` -> `IF a THEN x ELSE IF b THEN y ELSE z END_IF; END_IF`. */
function elsifAsElseIf(text: string): string {
  const tokens = codeTokens(text);
  const open: number[] = [];
  const edits: Array<{ at: number; text: string }> = [];
  tokens.forEach((token, index) => {
    const w = word(token);
    if (w === 'IF') open.push(0);
    else if (w === 'ELSIF' && open.length > 0) {
      open[open.length - 1]!++;
      edits.push({ at: index, text: 'ELSE IF' });
    } else if (w === 'END_IF' && open.length > 0) {
      const nested = open.pop()!;
      if (nested > 0) edits.push({ at: index, text: 'END_IF; '.repeat(nested) + token.text });
    }
  });
  let out = '';
  let at = 0;
  for (const edit of edits) {
    const token = tokens[edit.at]!;
    out += text.slice(at, token.start) + edit.text;
    at = token.end;
  }
  return out + text.slice(at);
}

export const EXPRESSION_FORMS: readonly Form[] = [
  { name: 'conditions compared with TRUE/FALSE', rewrite: comparedWithTrue },
  { name: 'conditions not compared with TRUE/FALSE', rewrite: notComparedWithTrue },
  { name: 'redundant parentheses', rewrite: parenthesised },
  { name: 'ELSIF as ELSE IF', rewrite: elsifAsElseIf },
  { name: 'AND/OR operands swapped', rewrite: swapped },
];
