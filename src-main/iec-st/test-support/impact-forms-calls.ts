// Rewrites of an ST text into statements that mean the same to the machine (IEC 61131-3, CODESYS), for the forms
// test (impact-forms.ts): a block's inputs written as members before a call without arguments, and `S=`/`R=` written
// as an IF (and back). Each rewrites only what it can prove the same and leaves the rest of the text as written;
// comments and strings are never touched.
import { StLexer, type Token } from '../st-lexer.ts';
import type { FormContext } from './impact-corpus-sets.ts';


const ELEMENTARY = new Set(
  ('BOOL BYTE WORD DWORD LWORD SINT INT DINT LINT USINT UINT UDINT ULINT REAL LREAL TIME LTIME DATE TOD DT TIME_OF_DAY ' +
    'DATE_AND_TIME STRING WSTRING POINTER REFERENCE ANY BIT __XWORD __UXINT __XINT').split(' '),
);
/** Tokens after which a statement starts. */
const STATEMENT_AFTER = new Set([';', 'THEN', 'ELSE', 'DO', 'REPEAT', 'END_VAR', 'END_IF', 'END_CASE', 'END_FOR', 'END_WHILE', 'END_REPEAT']);

function allTokens(text: string): Token[] {
  const lexer = new StLexer(text);
  const all: Token[] = [];
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) all.push(token);
  return all;
}

const significant = (text: string) => allTokens(text).filter((t) => t.kind !== 'comment');
const upper = (t: Token | undefined) => (t?.kind === 'identifier' ? t.text.toUpperCase() : (t?.text ?? ''));

/** The index of the token closing the bracket opened at `open` (`(`/`[`), or -1. */
function closing(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!.text;
    if (t === '(' || t === '[') depth++;
    else if (t === ')' || t === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Statement starts: after `;`, THEN, ELSE, DO, REPEAT or a body's END_VAR, or a CASE label's `:`, outside VAR blocks. */
function statementStarts(tokens: readonly Token[]): Set<number> {
  const starts = new Set<number>();
  let inVar = false;
  let caseDepth = 0;
  tokens.forEach((token, i) => {
    const word = upper(token);
    if (/^VAR(_INPUT|_OUTPUT|_IN_OUT|_GLOBAL|_EXTERNAL|_TEMP|_STAT|_INST)?$/.test(word) && token.kind === 'identifier') inVar = true;
    if (word === 'END_VAR') inVar = false;
    if (word === 'CASE') caseDepth++;
    if (word === 'END_CASE') caseDepth--;
    if (inVar) return;
    const prev = tokens[i - 1];
    if (i === 0 || STATEMENT_AFTER.has(upper(prev)) || (caseDepth > 0 && prev?.text === ':')) starts.add(i);
  });
  return starts;
}

interface BlockTypes {
  /** Instance names (lower case) → their type (lower case). */
  instances: Map<string, string>;
  /** Function block types defined in the texts (lower case) → their VAR_IN_OUT names (lower case). */
  inOuts: Map<string, Set<string>>;
}

/** The variables declared with a type that is not elementary (what a call statement can call), and the FBs' in-outs. */
function blockTypes(texts: readonly string[]): BlockTypes {
  const instances = new Map<string, string>();
  const inOuts = new Map<string, Set<string>>();
  for (const text of texts) {
    const tokens = significant(text);
    let block: string | null = null;
    let section = '';
    for (let i = 0; i < tokens.length; i++) {
      const word = upper(tokens[i]);
      if (word === 'FUNCTION_BLOCK') {
        block = tokens[i + 1]?.text.toLowerCase() ?? null;
        if (block && !inOuts.has(block)) inOuts.set(block, new Set());
      }
      if (/^VAR/.test(word) && tokens[i]!.kind === 'identifier') section = word;
      if (word === 'END_VAR') section = '';
      if (section === '' || tokens[i]!.text !== ':' || tokens[i - 1]?.kind !== 'identifier') continue;
      // `a, b : T` (or `a AT %IX0.0 : T` is elementary anyway): the names before the colon.
      const names: string[] = [];
      for (let j = i - 1; j >= 0 && tokens[j]!.kind === 'identifier'; j -= 2) {
        names.push(tokens[j]!.text.toLowerCase());
        if (tokens[j - 1]?.text !== ',') break;
      }
      if (section === 'VAR_IN_OUT' && block) for (const name of names) inOuts.get(block)!.add(name);
      let t = i + 1;
      if (upper(tokens[t]) === 'ARRAY') {
        while (t < tokens.length && upper(tokens[t]) !== 'OF' && tokens[t]!.text !== ';') t++;
        t++;
      }
      const type = tokens[t];
      if (type?.kind !== 'identifier' || ELEMENTARY.has(type.text.toUpperCase())) continue;
      for (const name of names) instances.set(name, type.text.toLowerCase());
    }
  }
  return { instances, inOuts };
}

interface Edit {
  start: number;
  end: number;
  text: string;
  /** The parts of the replaced text the replacement still holds (its comments stay there). */
  kept: Array<[number, number]>;
}

/** Applies the edits; a comment in a replaced range that the replacement does not hold follows it on its own line. */
function applyEdits(text: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return text;
  const comments = allTokens(text).filter((t) => t.kind === 'comment');
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue;
    const lost = comments.filter((c) => c.start >= edit.start && c.end <= edit.end && !edit.kept.some(([s, e]) => c.start >= s && c.end <= e));
    const indent = indentAt(text, edit.start);
    out += text.slice(at, edit.start) + edit.text + lost.map((c) => `\n${indent}${c.text}`).join('') + (lost.length > 0 ? `\n${indent}` : '');
    at = edit.end;
  }
  return out + text.slice(at);
}

/** The indentation of the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** The top-level arguments between `open` and `close` (exclusive), each as its token range. */
function splitArguments(tokens: readonly Token[], open: number, close: number): Array<[number, number]> {
  const args: Array<[number, number]> = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i]!.text;
    if (t === '(' || t === '[') depth++;
    else if (t === ')' || t === ']') depth--;
    else if (t === ',' && depth === 0) {
      args.push([from, i]);
      from = i + 1;
    }
  }
  if (close > open + 1) args.push([from, close]);
  return args;
}

interface CallArgument {
  param: Token;
  op: ':=' | '=>';
  /** The value's offsets in the text, and the value as compared (its tokens, lower case). */
  start: number;
  end: number;
  key: string;
  literal: boolean;
}

interface CallStatement {
  /** The instance (lower case), the callee as written (`aTon[i]`) and where the statement starts and ends. */
  instance: string;
  callee: string;
  start: number;
  end: number;
  args: CallArgument[];
}

const LITERAL = (tokens: readonly Token[]) =>
  (tokens.length === 1 && (tokens[0]!.kind === 'number' || tokens[0]!.kind === 'literal' || /^(TRUE|FALSE)$/i.test(tokens[0]!.text))) ||
  (tokens.length === 2 && tokens[0]!.text === '-' && tokens[1]!.kind === 'number');

/** The call statements of declared instances with formal arguments only (`:=`, `=>`, no EN/ENO), in text order. */
function callStatements(text: string, instances: ReadonlyMap<string, string>): CallStatement[] {
  const tokens = significant(text);
  const calls: CallStatement[] = [];
  for (const i of [...statementStarts(tokens)].sort((a, b) => a - b)) {
    const name = tokens[i]!;
    if (name.kind !== 'identifier' || !instances.has(name.text.toLowerCase())) continue;
    let open = i + 1;
    if (tokens[open]?.text === '[') open = closing(tokens, open) + 1;
    if (open === 0 || tokens[open]?.text !== '(') continue;
    const close = closing(tokens, open);
    if (close === -1 || tokens[close + 1]?.text !== ';') continue;
    const args: CallArgument[] = [];
    for (const [from, to] of splitArguments(tokens, open, close)) {
      const param = tokens[from]!;
      const op = tokens[from + 1]?.text;
      if (param.kind !== 'identifier' || (op !== ':=' && op !== '=>') || to - from < 3 || /^(EN|ENO)$/i.test(param.text)) break;
      const value = tokens.slice(from + 2, to);
      // Only a variable can take an output: `Q => NOT x` and the like stay as written.
      if (op === '=>' && !value.every((t) => t.kind === 'identifier' || ['.', '[', ']'].includes(t.text) || t.kind === 'number')) break;
      args.push({ param, op, start: value[0]!.start, end: value.at(-1)!.end, key: value.map((t) => t.text.toLowerCase()).join(' '), literal: LITERAL(value) });
    }
    if (args.length !== splitArguments(tokens, open, close).length) continue;
    calls.push({ instance: name.text.toLowerCase(), callee: text.slice(name.start, tokens[open - 1]!.end), start: name.start, end: tokens[close + 1]!.end, args });
  }
  return calls;
}

/**
 * `inst(IN := a, PT := t, Q => x);` → `inst.IN := a; inst.PT := t; inst(); x := inst.Q;` for an instance declared
 * in the case's texts: by IEC 61131-3 a call assigns its arguments to the instance's inputs and runs its body, and an
 * output given `=>` is copied after it. In-outs of a block defined in the texts stay at the call (a reference, not a
 * member). The docs name a changed argument `fb-call … inputs-changed` and a changed member write a `write`, so only
 * what the edit leaves alone moves (an argument the same in every call before and after, or a literal in each: its
 * change is a `constant` item either way), and only for an instance called as often before as after.
 */
export function membersBeforeBareCall(text: string, context: FormContext): string {
  const { instances, inOuts } = blockTypes([text, ...context.before, ...context.after, ...context.lists]);
  const before = context.before.flatMap((t) => callStatements(t, instances));
  const after = context.after.flatMap((t) => callStatements(t, instances));
  const edits: Edit[] = [];
  for (const call of callStatements(text, instances)) {
    const was = before.filter((c) => c.instance === call.instance);
    const now = after.filter((c) => c.instance === call.instance);
    if (was.length !== now.length) continue;
    const all = [...was, ...now];
    const keep = inOuts.get(instances.get(call.instance)!) ?? new Set<string>();
    const moves = (arg: CallArgument) => {
      const same = all.map((c) => c.args.find((a) => a.param.text.toLowerCase() === arg.param.text.toLowerCase() && a.op === arg.op));
      if (same.some((a) => a === undefined)) return false;
      return same.every((a) => a!.key === arg.key) || (arg.op === ':=' && same.every((a) => a!.literal));
    };
    const inputs: string[] = [];
    const outputs: string[] = [];
    const kept: string[] = [];
    for (const arg of call.args) {
      const value = text.slice(arg.start, arg.end);
      if (arg.op === ':=' && (keep.has(arg.param.text.toLowerCase()) || !moves(arg))) kept.push(`${arg.param.text} := ${value}`);
      else if (arg.op === '=>' && !moves(arg)) kept.push(`${arg.param.text} => ${value}`);
      else if (arg.op === '=>') outputs.push(`${value} := ${call.callee}.${arg.param.text};`);
      else inputs.push(`${call.callee}.${arg.param.text} := ${value};`);
    }
    if (inputs.length + outputs.length === 0) continue;
    const indent = indentAt(text, call.start);
    const lines = [...inputs, `${call.callee}(${kept.join(', ')});`, ...outputs];
    edits.push({ start: call.start, end: call.end, text: lines.join(`\n${indent}`), kept: [[call.start, call.start + call.callee.length], ...call.args.map((a): [number, number] => [a.start, a.end])] });
  }
  return applyEdits(text, edits);
}

/** The token range of a variable written at a statement start (`x`, `a.b[i].c`), ending before `stop`; or -1. */
function targetEnd(tokens: readonly Token[], i: number): number {
  if (tokens[i]?.kind !== 'identifier') return -1;
  let t = i + 1;
  for (;;) {
    if (tokens[t]?.text === '.' && tokens[t + 1]?.kind === 'identifier') t += 2;
    else if (tokens[t]?.text === '[') {
      const end = closing(tokens, t);
      if (end === -1) return -1;
      t = end + 1;
    } else return t;
  }
}

/** The `;` ending the expression that starts at `from` (depth 0), or -1. */
function expressionEnd(tokens: readonly Token[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.text === '(' || t.text === '[') depth++;
    else if (t.text === ')' || t.text === ']') depth--;
    else if (depth === 0 && t.text === ';') return i;
    else if (depth === 0 && t.kind === 'identifier' && /^(THEN|END_IF|ELSE|ELSIF|DO|END_CASE|END_FOR|END_WHILE|OF)$/i.test(t.text)) return -1;
  }
  return -1;
}

type KeyedEdit = Edit & { key: string };

/** The statement's tokens from `from` to `to` (inclusive) as compared: lower case, one space apart. */
const statementKey = (tokens: readonly Token[], from: number, to: number) => tokens.slice(from, to + 1).map((t) => t.text.toLowerCase()).join(' ');

/**
 * Only the statements the edit leaves alone: as often in the texts before the edit as after it. The docs name the
 * change of a statement differently in the two forms (an IF's condition has `condition` items and a limit under the
 * signal compared; an `S=` operand is the write's value), so a changed statement keeps its form; one left alone must
 * not change how the rest is read.
 */
function unchanged(find: (text: string) => KeyedEdit[], text: string, context: FormContext): Edit[] {
  const count = (texts: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const edit of texts.flatMap(find)) counts.set(edit.key, (counts.get(edit.key) ?? 0) + 1);
    return counts;
  };
  const before = count(context.before);
  const after = count(context.after);
  return find(text).filter((edit) => before.get(edit.key) === after.get(edit.key));
}

/** `x S= c;` → `IF c THEN x := TRUE; END_IF;` and `x R= c;` → `IF c THEN x := FALSE; END_IF;` (CODESYS), for statements the edit leaves alone. */
export function setResetAsIf(text: string, context: FormContext): string {
  return applyEdits(text, unchanged(setResetStatements, text, context));
}

function setResetStatements(text: string): KeyedEdit[] {
  const tokens = significant(text);
  const edits: KeyedEdit[] = [];
  for (const i of statementStarts(tokens)) {
    const end = targetEnd(tokens, i);
    const op = upper(tokens[end]);
    if (end === -1 || (op !== 'S' && op !== 'R') || tokens[end + 1]?.text !== '=' || tokens[end + 1]!.start !== tokens[end]!.end) continue;
    const semicolon = expressionEnd(tokens, end + 2);
    if (semicolon === -1 || semicolon === end + 2) continue;
    const target = text.slice(tokens[i]!.start, tokens[end - 1]!.end);
    const condition = text.slice(tokens[end + 2]!.start, tokens[semicolon - 1]!.end);
    edits.push({ start: tokens[i]!.start, end: tokens[semicolon]!.end, text: `IF ${condition} THEN ${target} := ${op === 'S' ? 'TRUE' : 'FALSE'}; END_IF;`, kept: [[tokens[i]!.start, tokens[end - 1]!.end], [tokens[end + 2]!.start, tokens[semicolon - 1]!.end]], key: statementKey(tokens, i, semicolon) });
  }
  return edits;
}

/**
 * `IF c THEN x := TRUE; END_IF;` → `x S= c;` and `IF c THEN x := FALSE; END_IF;` → `x R= c;` (CODESYS): an IF with no
 * ELSIF or ELSE whose one statement writes a constant TRUE or FALSE.
 */
export function ifAsSetReset(text: string, context: FormContext): string {
  return applyEdits(text, unchanged(oneWriteIfs, text, context));
}

function oneWriteIfs(text: string): KeyedEdit[] {
  const tokens = significant(text);
  const edits: KeyedEdit[] = [];
  for (const i of statementStarts(tokens)) {
    if (upper(tokens[i]) !== 'IF') continue;
    let then = -1;
    let depth = 0;
    for (let t = i + 1; t < tokens.length; t++) {
      const word = upper(tokens[t]);
      if (word === '(' || word === '[') depth++;
      else if (word === ')' || word === ']') depth--;
      else if (depth === 0 && word === 'THEN') {
        then = t;
        break;
      } else if (word === ';' || /^(IF|END_IF|ELSE|ELSIF)$/.test(word)) break;
    }
    if (then === -1 || then === i + 1) continue;
    const end = targetEnd(tokens, then + 1);
    if (end === -1 || tokens[end]?.text !== ':=') continue;
    const value = upper(tokens[end + 1]);
    if ((value !== 'TRUE' && value !== 'FALSE') || tokens[end + 2]?.text !== ';' || upper(tokens[end + 3]) !== 'END_IF') continue;
    const last = tokens[end + 4]?.text === ';' ? end + 4 : end + 3;
    const condition = text.slice(tokens[i + 1]!.start, tokens[then - 1]!.end);
    const target = text.slice(tokens[then + 1]!.start, tokens[end - 1]!.end);
    edits.push({ start: tokens[i]!.start, end: tokens[last]!.end, text: `${target} ${value === 'TRUE' ? 'S' : 'R'}= ${condition};`, kept: [[tokens[i + 1]!.start, tokens[then - 1]!.end], [tokens[then + 1]!.start, tokens[end - 1]!.end]], key: statementKey(tokens, i, last) });
  }
  return edits;
}

/** The forms above as the forms test reads them (impact-forms.ts's TextForm). */
interface StatementForm {
  name: string;
  rewrite: (text: string, context: FormContext) => string;
}

export const STATEMENT_FORMS: readonly StatementForm[] = [
  { name: 'function block inputs written before a bare call', rewrite: (text, context) => membersBeforeBareCall(text, context) },
  { name: 'S= and R= written as IF', rewrite: (text, context) => setResetAsIf(text, context) },
  { name: 'an IF of one TRUE or FALSE written as S= or R=', rewrite: (text, context) => ifAsSetReset(text, context) },
  { name: 'a CASE of single labels written as IF and ELSIF', rewrite: (text, context) => caseAsIf(text, context) },
];

const OPENS = /^(IF|CASE|FOR|WHILE|REPEAT)$/;
const CLOSES = /^(END_IF|END_CASE|END_FOR|END_WHILE|END_REPEAT)$/;

/**
 * `CASE s OF 1: A; 2: B; ELSE C; END_CASE` → `IF s = 1 THEN A; ELSIF s = 2 THEN B; ELSE C; END_IF` where each label
 * is one integer or enumerated value (IEC 61131-3: the branch whose label equals the selector runs, else the ELSE), for
 * a CASE whose selector and labels the edit leaves alone (a label's change is a condition's limit in one form and a
 * CASE label in the other). Not where the selector calls anything (evaluated once, not once per branch).
 */
export function caseAsIf(text: string, context: FormContext): string {
  return applyEdits(text, unchanged(caseStatements, text, context));
}

function caseStatements(text: string): KeyedEdit[] {
  const tokens = significant(text);
  const edits: KeyedEdit[] = [];
  for (const i of statementStarts(tokens)) {
    if (upper(tokens[i]) !== 'CASE') continue;
    let of = i + 1;
    while (of < tokens.length && upper(tokens[of]) !== 'OF' && tokens[of]!.text !== ';') of++;
    if (upper(tokens[of]) !== 'OF' || of === i + 1) continue;
    const selectorTokens = tokens.slice(i + 1, of);
    if (selectorTokens.some((t, k) => t.kind === 'identifier' && selectorTokens[k + 1]?.text === '(')) continue;
    const selector = text.slice(tokens[i + 1]!.start, tokens[of - 1]!.end);
    const simple = selectorTokens.every((t) => t.kind === 'identifier' || ['.', '[', ']'].includes(t.text) || t.kind === 'number');
    const branches: Array<{ label: string | null; from: number; start: number }> = [];
    let depth = 0;
    let atStart = true;
    let end = -1;
    let ok = true;
    for (let t = of + 1; t < tokens.length && ok; t++) {
      const token = tokens[t]!;
      const word = upper(token);
      if (depth === 0 && word === 'END_CASE') {
        end = t;
        break;
      }
      if (depth === 0 && word === 'ELSE') {
        branches.push({ label: null, from: t, start: token.end });
        atStart = true;
        continue;
      }
      if (depth === 0 && atStart) {
        // A label: one value (`10`, `-1`, `E_State.Run`, `STATE_IDLE`) and its colon.
        let k = t;
        if (tokens[k]?.text === '-') k++;
        if (tokens[k]?.kind === 'number' || tokens[k]?.kind === 'literal') k++;
        else if (tokens[k]?.kind === 'identifier') {
          k++;
          while (tokens[k]?.text === '.' && tokens[k + 1]?.kind === 'identifier') k += 2;
        }
        if (tokens[k]?.text === ':') {
          branches.push({ label: text.slice(token.start, tokens[k - 1]!.end), from: t, start: tokens[k]!.end });
          t = k;
          atStart = true;
          continue;
        }
        if (tokens[k]?.text === ',' || tokens[k]?.text === '..') ok = false;
      }
      if (OPENS.test(word)) depth++;
      else if (CLOSES.test(word)) depth--;
      atStart = depth === 0 && (token.text === ';' || CLOSES.test(word));
    }
    if (!ok || end === -1 || branches.length === 0 || branches[0]!.label === null) continue;
    const parts = branches.map((branch, k) => {
      const bodyEnd = k + 1 < branches.length ? tokens[branches[k + 1]!.from]!.start : tokens[end]!.start;
      const body = text.slice(branch.start, bodyEnd);
      const head = branch.label === null ? 'ELSE' : `${k === 0 ? 'IF' : 'ELSIF'} ${simple ? selector : `(${selector})`} = ${branch.label} THEN`;
      return `${head}${body}`;
    });
    const labels = branches.map((b) => b.label ?? 'else').join(' | ');
    edits.push({ start: tokens[i]!.start, end: tokens[end]!.end, text: `${parts.join('')}END_IF`, kept: [[tokens[i + 1]!.start, tokens[of - 1]!.end], ...branches.map((b, k): [number, number] => [b.start, k + 1 < branches.length ? tokens[branches[k + 1]!.from]!.start : tokens[end]!.start])], key: `${selector.toLowerCase().replace(/\s+/g, ' ')} of ${labels.toLowerCase()}` });
  }
  return edits;
}
