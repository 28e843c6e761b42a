// The expressions of an ST text's statements with where each part is written, for the text forms that rewrite
// expressions (impact-forms-expr.ts): a small reader over the lexer's tokens that keeps every token's offsets, so a
// form re-prints only what it changes and keeps the rest of the text (whitespace, comments, declarations) as written.
// It reads what the statement part holds (conditions, assignments, call arguments, indices); an expression it cannot
// read is left as written.
import { StLexer, type Token } from '../st-lexer.ts';

export type ExprRole = 'condition' | 'assign' | 'other';

export type SpanExpr =
  | { kind: 'binary'; op: string; opToken: number; left: SpanExpr; right: SpanExpr; first: number; last: number }
  | { kind: 'unary'; op: string; opToken: number; operand: SpanExpr; first: number; last: number }
  | { kind: 'paren'; inner: SpanExpr; first: number; last: number }
  /** A variable or call; `plain` when it is a variable (members, indices), `calls` when it or an argument calls. */
  | { kind: 'atom'; plain: boolean; calls: boolean; inner: Array<{ expr: SpanExpr; role: ExprRole }>; first: number; last: number }
  | { kind: 'literal'; value: string; first: number; last: number };

/** An expression of the statement part, with where it stands: an IF/ELSIF/WHILE/UNTIL condition, an assigned value or other. */
export interface Root {
  expr: SpanExpr;
  role: ExprRole;
}

const BINARY_LEVELS: string[][] = [['OR', 'OR_ELSE'], ['XOR'], ['AND', '&', 'AND_THEN'], ['=', '<>'], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', 'MOD'], ['**']];
const RESERVED = new Set(
  ('IF THEN ELSIF ELSE END_IF CASE OF END_CASE FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL END_REPEAT EXIT RETURN CONTINUE JMP ' +
    'AND OR XOR NOT MOD AND_THEN OR_ELSE PROGRAM END_PROGRAM FUNCTION_BLOCK END_FUNCTION_BLOCK FUNCTION END_FUNCTION METHOD END_METHOD ' +
    'PROPERTY END_PROPERTY ACTION END_ACTION TYPE END_TYPE VAR END_VAR STRUCT END_STRUCT').split(' '),
);
const CONDITION_WORDS = new Set(['IF', 'ELSIF', 'WHILE', 'UNTIL']);
const BLOCK_START = /^(VAR|VAR_INPUT|VAR_OUTPUT|VAR_IN_OUT|VAR_GLOBAL|VAR_EXTERNAL|VAR_TEMP|VAR_STAT|VAR_INST|VAR_CONFIG|VAR_ACCESS|TYPE)$/;

class NotRead extends Error {}

/** The text's tokens without comments and pragmas (`{attribute ...}`), which no expression holds. */
export function codeTokens(text: string): Token[] {
  const lexer = new StLexer(text);
  const all: Token[] = [];
  let pragma = 0;
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (token.kind === 'punct' && token.text === '{') pragma++;
    const skip = token.kind === 'comment' || pragma > 0;
    if (token.kind === 'punct' && token.text === '}' && pragma > 0) pragma--;
    if (!skip) all.push(token);
  }
  return all;
}

export const word = (token: Token | undefined): string => (token && token.kind === 'identifier' ? token.text.toUpperCase() : '');

class Reader {
  readonly tokens: Token[];
  pos: number;
  constructor(tokens: Token[], start: number) {
    this.tokens = tokens;
    this.pos = start;
  }

  peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  expression(): SpanExpr {
    return this.binary(0);
  }

  binary(level: number): SpanExpr {
    if (level === BINARY_LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      const op = token && (token.kind === 'punct' || token.kind === 'identifier') ? token.text.toUpperCase() : '';
      if (!BINARY_LEVELS[level]!.includes(op)) return left;
      const opToken = this.pos++;
      const right = this.binary(level + 1);
      left = { kind: 'binary', op: op === '&' ? 'AND' : op, opToken, left, right, first: left.first, last: right.last };
    }
  }

  unary(): SpanExpr {
    const token = this.peek();
    if (!token) throw new NotRead();
    if (word(token) === 'NOT' || token.text === '-' || token.text === '+') {
      const opToken = this.pos++;
      const operand = this.unary();
      return { kind: 'unary', op: token.text.toUpperCase(), opToken, operand, first: opToken, last: operand.last };
    }
    return this.primary();
  }

  primary(): SpanExpr {
    const token = this.peek();
    if (!token) throw new NotRead();
    const first = this.pos;
    if (token.text === '(') {
      this.pos++;
      const inner = this.expression();
      this.expect(')');
      return { kind: 'paren', inner, first, last: this.pos - 1 };
    }
    if (token.kind === 'number' || token.kind === 'literal' || token.kind === 'string' || word(token) === 'TRUE' || word(token) === 'FALSE') {
      this.pos++;
      return { kind: 'literal', value: token.kind === 'identifier' ? word(token) : token.text, first, last: first };
    }
    if (token.kind === 'address') {
      this.pos++;
      return { kind: 'atom', plain: true, calls: false, inner: [], first, last: first };
    }
    if (token.kind !== 'identifier' || RESERVED.has(word(token))) throw new NotRead();
    this.pos++;
    const inner: Array<{ expr: SpanExpr; role: ExprRole }> = [];
    let calls = false;
    for (;;) {
      const next = this.peek();
      if (next?.text === '.') {
        this.pos++;
        const member = this.peek();
        if (member?.kind !== 'identifier' && member?.kind !== 'number') throw new NotRead();
        this.pos++;
      } else if (next?.text === '^') {
        this.pos++;
      } else if (next?.text === '[') {
        this.pos++;
        inner.push({ expr: this.expression(), role: 'other' });
        while (this.accept(',')) inner.push({ expr: this.expression(), role: 'other' });
        this.expect(']');
      } else if (next?.text === '(') {
        this.pos++;
        calls = true;
        if (!this.accept(')')) {
          do inner.push(this.argument());
          while (this.accept(','));
          this.expect(')');
        }
      } else break;
    }
    calls ||= inner.some((i) => hasCall(i.expr));
    return { kind: 'atom', plain: !calls, calls, inner, first, last: this.pos - 1 };
  }

  argument(): { expr: SpanExpr; role: ExprRole } {
    const name = this.peek();
    const arrow = this.tokens[this.pos + 1]?.text;
    if (name?.kind === 'identifier' && (arrow === ':=' || arrow === '=>')) {
      this.pos += 2;
      return { expr: this.expression(), role: arrow === ':=' ? 'assign' : 'other' };
    }
    if (word(name) === 'NOT' && this.tokens[this.pos + 1]?.kind === 'identifier' && this.tokens[this.pos + 2]?.text === '=>') throw new NotRead();
    return { expr: this.expression(), role: 'other' };
  }

  accept(text: string): boolean {
    if (this.peek()?.text !== text) return false;
    this.pos++;
    return true;
  }

  expect(text: string): void {
    if (!this.accept(text)) throw new NotRead();
  }
}

export function hasCall(expr: SpanExpr): boolean {
  switch (expr.kind) {
    case 'atom':
      return expr.calls;
    case 'binary':
      return hasCall(expr.left) || hasCall(expr.right);
    case 'unary':
      return hasCall(expr.operand);
    case 'paren':
      return hasCall(expr.inner);
    case 'literal':
      return false;
  }
}

/** The expressions of the statement part, in order, none overlapping; declarations (VAR, TYPE) are skipped. */
export function statementExpressions(tokens: Token[]): Root[] {
  const roots: Root[] = [];
  let i = 0;
  const read = (start: number, role: ExprRole): number => {
    const reader = new Reader(tokens, start);
    try {
      const expr = reader.expression();
      roots.push({ expr, role });
      return reader.pos;
    } catch (error) {
      if (error instanceof NotRead) return start + 1;
      throw error;
    }
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    const w = word(token);
    if (BLOCK_START.test(w)) {
      const end = w === 'TYPE' ? 'END_TYPE' : 'END_VAR';
      while (i < tokens.length && word(tokens[i]) !== end) i++;
      i++;
    } else if (CONDITION_WORDS.has(w)) i = read(i + 1, 'condition');
    else if (token.text === ':=') i = read(i + 1, 'assign');
    // CODESYS set and reset assignments, `Running S= Start AND NOT Fault;` (read where a statement's target ended).
    else if (/^(S|R|REF)$/.test(w) && tokens[i + 1]?.text === '=' && tokens[i + 1]!.start === token.end) i = read(i + 2, 'assign');
    else if ((token.kind === 'identifier' && !RESERVED.has(w)) || token.kind === 'address') i = read(i, 'other');
    else i++;
  }
  return roots;
}

/**
 * Rewrites each statement expression `render` answers for (a text for the tokens first..last of the root; undefined
 * keeps it as written), everything else as written.
 */
export function rewriteExpressions(text: string, render: (root: Root, source: SpanSource) => string | undefined): string {
  const tokens = codeTokens(text);
  const source = new SpanSource(text, tokens);
  let out = '';
  let at = 0;
  for (const root of statementExpressions(tokens)) {
    const replacement = render(root, source);
    if (replacement === undefined) continue;
    out += text.slice(at, tokens[root.expr.first]!.start) + replacement;
    at = tokens[root.expr.last]!.end;
  }
  return out + text.slice(at);
}

/** The written text of tokens, and of the gaps (whitespace, comments) between them. */
export class SpanSource {
  readonly text: string;
  readonly tokens: Token[];
  constructor(text: string, tokens: Token[]) {
    this.text = text;
    this.tokens = tokens;
  }

  /** The text from token `first` to token `last`, both included. */
  of(first: number, last: number): string {
    return this.text.slice(this.tokens[first]!.start, this.tokens[last]!.end);
  }

  /** What is written between token `before` and token `after`. */
  gap(before: number, after: number): string {
    return this.text.slice(this.tokens[before]!.end, this.tokens[after]!.start);
  }
}

/**
 * Prints an expression as written, with `change` answering for any part it rewrites (undefined: print it as written,
 * its parts through `change` again). Nested expressions of an atom (arguments, indices) are printed with their role.
 */
export function printSpan(expr: SpanExpr, source: SpanSource, change: (expr: SpanExpr, role: ExprRole) => string | undefined, role: ExprRole): string {
  const changed = change(expr, role);
  if (changed !== undefined) return changed;
  const print = (e: SpanExpr, r: ExprRole = role) => printSpan(e, source, change, r);
  switch (expr.kind) {
    case 'literal':
      return source.of(expr.first, expr.last);
    case 'paren':
      return source.of(expr.first, expr.first) + source.gap(expr.first, expr.inner.first) + print(expr.inner) + source.gap(expr.inner.last, expr.last) + source.of(expr.last, expr.last);
    case 'unary':
      return source.of(expr.opToken, expr.opToken) + source.gap(expr.opToken, expr.operand.first) + print(expr.operand);
    case 'binary':
      return print(expr.left) + source.gap(expr.left.last, expr.opToken) + source.of(expr.opToken, expr.opToken) + source.gap(expr.opToken, expr.right.first) + print(expr.right);
    case 'atom': {
      // Between and after the nested expressions there is always a token of the atom (`,`, `]`, `)`).
      let out = '';
      let previous = -1;
      for (const part of expr.inner) {
        out += previous === -1 ? source.of(expr.first, part.expr.first - 1) : source.gap(previous, previous + 1) + source.of(previous + 1, part.expr.first - 1);
        out += source.gap(part.expr.first - 1, part.expr.first) + print(part.expr, part.role);
        previous = part.expr.last;
      }
      return previous === -1 ? source.of(expr.first, expr.last) : out + source.gap(previous, previous + 1) + source.of(previous + 1, expr.last);
    }
  }
}
