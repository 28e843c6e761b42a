// Text forms of a boolean IF/ELSE written as the copy it is (IEC 61131-3): `IF c THEN x := TRUE; ELSE x := FALSE;
// END_IF` is `x := c;` each scan (and `x := NOT c` for the inverse literals), and back. Statements are found with the
// token-span reader of st-expression-spans.ts and rewritten with impact-forms-calls.ts's edits; what the reader cannot
// read stays as written.
import type { Token } from '../st-lexer.ts';
import type { FormContext } from './impact-corpus-sets.ts';
import { applyEdits, unchanged, type KeyedEdit } from './impact-forms-calls.ts';
import type { TextForm } from './text-form.ts';
import { codeTokens, SpanSource, statementExpressions, type SpanExpr } from './st-expression-spans.ts';

/** Tokens after which a statement starts. */
const STATEMENT_AFTER = /^(;|THEN|ELSE|DO|REPEAT|END_VAR|END_IF|END_CASE|END_FOR|END_WHILE|END_REPEAT)$/;

const upper = (token: Token | undefined) => (token?.kind === 'identifier' ? token.text.toUpperCase() : (token?.text ?? ''));
const keyOf = (tokens: readonly Token[], from: number, to: number) => tokens.slice(from, to + 1).map((t) => t.text.toLowerCase()).join(' ');

/** The end (exclusive) of a variable written at `i` (`x`, `a.b[i].c`, `%QX0.1`), or -1. */
function variableEnd(tokens: readonly Token[], i: number): number {
  if (tokens[i]?.kind === 'address') return i + 1;
  if (tokens[i]?.kind !== 'identifier') return -1;
  let t = i + 1;
  for (;;) {
    if (tokens[t]?.text === '.' && tokens[t + 1]?.kind === 'identifier') t += 2;
    else if (tokens[t]?.text === '[') {
      let depth = 0;
      for (; t < tokens.length; t++) {
        if (tokens[t]!.text === '[') depth++;
        else if (tokens[t]!.text === ']' && --depth === 0) break;
      }
      if (t === tokens.length) return -1;
      t++;
    } else return t;
  }
}

const bool = (token: Token | undefined) => (upper(token) === 'TRUE' || upper(token) === 'FALSE' ? upper(token) : undefined);

/** `IF c THEN x := TRUE; ELSE x := FALSE; END_IF;` → `x := c;` (`x := NOT (c);` for FALSE then TRUE). */
export function ifElseCopies(text: string): KeyedEdit[] {
  const tokens = codeTokens(text);
  const edits: KeyedEdit[] = [];
  tokens.forEach((token, i) => {
    if (upper(token) !== 'IF') return;
    let then = -1;
    let depth = 0;
    for (let t = i + 1; t < tokens.length; t++) {
      const w = upper(tokens[t]);
      if (w === '(' || w === '[') depth++;
      else if (w === ')' || w === ']') depth--;
      else if (depth === 0 && w === 'THEN') {
        then = t;
        break;
      } else if (w === ';' || /^(IF|END_IF|ELSE|ELSIF)$/.test(w)) break;
    }
    if (then === -1 || then === i + 1) return;
    const end1 = variableEnd(tokens, then + 1);
    if (end1 === -1 || tokens[end1]?.text !== ':=' || tokens[end1 + 2]?.text !== ';' || upper(tokens[end1 + 3]) !== 'ELSE') return;
    const first = bool(tokens[end1 + 1]);
    const elseAt = end1 + 3;
    const end2 = variableEnd(tokens, elseAt + 1);
    if (end2 === -1 || tokens[end2]?.text !== ':=' || tokens[end2 + 2]?.text !== ';' || upper(tokens[end2 + 3]) !== 'END_IF') return;
    const second = bool(tokens[end2 + 1]);
    if (!first || !second || first === second) return;
    const target = keyOf(tokens, then + 1, end1 - 1);
    if (keyOf(tokens, elseAt + 1, end2 - 1) !== target) return;
    const last = tokens[end2 + 4]?.text === ';' ? end2 + 4 : end2 + 3;
    const condition = text.slice(tokens[i + 1]!.start, tokens[then - 1]!.end);
    const single = variableEnd(tokens, i + 1) === then;
    const value = first === 'TRUE' ? condition : single ? `NOT ${condition}` : `NOT (${condition})`;
    const kept: Array<[number, number]> = [[tokens[i + 1]!.start, tokens[then - 1]!.end], [tokens[then + 1]!.start, tokens[end1 - 1]!.end]];
    edits.push({ start: token.start, end: tokens[last]!.end, text: `${text.slice(tokens[then + 1]!.start, tokens[end1 - 1]!.end)} := ${value};`, kept, key: keyOf(tokens, i, last) });
  });
  return edits;
}

/** The names declared BOOL in the text's VAR blocks (lower case): `a, b : BOOL`, `x AT %QX0.0 : BOOL`. */
function boolNames(tokens: readonly Token[]): Set<string> {
  const names = new Set<string>();
  let inVar = false;
  tokens.forEach((token, i) => {
    const w = upper(token);
    if (token.kind === 'identifier' && /^VAR(_INPUT|_OUTPUT|_IN_OUT|_GLOBAL|_EXTERNAL|_TEMP|_STAT|_INST)?$/.test(w)) inVar = true;
    if (w === 'END_VAR') inVar = false;
    if (!inVar || token.text !== ':' || upper(tokens[i + 1]) !== 'BOOL') return;
    let j = i - 1;
    if (tokens[j]?.kind === 'address' && upper(tokens[j - 1]) === 'AT') j -= 2;
    for (; tokens[j]?.kind === 'identifier'; j -= 2) {
      names.add(tokens[j]!.text.toLowerCase());
      if (tokens[j - 1]?.text !== ',') break;
    }
  });
  return names;
}

/**
 * `x := c;` → `IF c THEN x := TRUE; ELSE x := FALSE; END_IF;` (`x := NOT c;` → the inverse literals) for a variable
 * the text declares BOOL, written as a statement of its own with a value that is not a literal.
 */
export function boolCopies(text: string): KeyedEdit[] {
  const tokens = codeTokens(text);
  const source = new SpanSource(text, tokens);
  const bools = boolNames(tokens);
  const edits: KeyedEdit[] = [];
  for (const root of statementExpressions(tokens)) {
    if (root.role !== 'assign') continue;
    const expr = root.expr;
    const assign = expr.first - 1;
    if (tokens[assign]?.text !== ':=' || tokens[expr.last + 1]?.text !== ';' || expr.kind === 'literal') continue;
    // The target: one variable right before `:=`, at a statement start (not a call's argument).
    const start = assign - 1;
    if (tokens[start]?.kind !== 'identifier' || (start > 0 && !STATEMENT_AFTER.test(upper(tokens[start - 1])))) continue;
    if (!bools.has(tokens[start]!.text.toLowerCase())) continue;
    const negated = expr.kind === 'unary' && expr.op === 'NOT';
    const condition = negated ? conditionText(source, (expr as SpanExpr & { kind: 'unary' }).operand) : source.of(expr.first, expr.last);
    const [yes, no] = negated ? ['FALSE', 'TRUE'] : ['TRUE', 'FALSE'];
    const target = source.of(start, start);
    const kept: Array<[number, number]> = [[tokens[start]!.start, tokens[start]!.end], [tokens[expr.first]!.start, tokens[expr.last]!.end]];
    edits.push({ start: tokens[start]!.start, end: tokens[expr.last + 1]!.end, text: `IF ${condition} THEN ${target} := ${yes}; ELSE ${target} := ${no}; END_IF;`, kept, key: keyOf(tokens, start, expr.last + 1) });
  }
  return edits;
}

/** An operand of NOT as a condition: its parentheses dropped. */
function conditionText(source: SpanSource, operand: SpanExpr): string {
  return operand.kind === 'paren' ? source.of(operand.inner.first, operand.inner.last) : source.of(operand.first, operand.last);
}


/**
 * The forms as the forms test reads them: for the statements the edit leaves alone (as often in the texts before it as
 * after), and for every statement (measured only: the docs name a changed IF's condition `condition` items and a changed
 * copy's value a `write`'s, so a changed statement is reported differently in the two forms by convention). An IF/ELSE
 * is two writes where the copy is one, each with its own item by the convention of one item per changed statement (a
 * changed enclosing condition), so items are compared as a set (`compareAsSet`).
 */
export const COPY_FORMS: [TextForm, TextForm] = [
  { name: 'a boolean IF/ELSE written as a copy', rewrite: (text: string, context: FormContext) => applyEdits(text, unchanged(ifElseCopies, text, context)), compareAsSet: true },
  { name: 'a boolean copy written as an IF/ELSE', rewrite: (text: string, context: FormContext) => applyEdits(text, unchanged(boolCopies, text, context)), compareAsSet: true },
];

export const COPY_FORMS_CHANGED_TOO: [TextForm, TextForm] = [
  { name: 'a boolean IF/ELSE written as a copy, changed ones too', rewrite: (text: string) => applyEdits(text, ifElseCopies(text)), compareAsSet: true },
  { name: 'a boolean copy written as an IF/ELSE, changed ones too', rewrite: (text: string) => applyEdits(text, boolCopies(text)), compareAsSet: true },
];
