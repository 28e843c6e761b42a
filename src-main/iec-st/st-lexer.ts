// A small IEC 61131-3 Structured Text tokenizer: enough to find POU declarations, VAR blocks, declarations and
// the END keyword without being fooled by comments and string literals.

export type TokenKind = 'identifier' | 'number' | 'literal' | 'string' | 'address' | 'punct' | 'comment';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offsets into the source text: `text === source.slice(start, end)`. */
  start: number;
  end: number;
  /** 1-based line and column of the first character. */
  line: number;
  column: number;
}

const TWO_CHAR_PUNCT = new Set([':=', '=>', '<=', '>=', '<>', '**', '..']);

/**
 * Yields the tokens of `source` one at a time, so callers that only need the header of a large file (an LD body is
 * hundreds of kilobytes of JSON) can stop early. Unknown characters become one-character `punct` tokens.
 */
export class StLexer {
  readonly source: string;
  #pos = 0;
  #line = 1;
  #lineStart = 0;

  constructor(source: string) {
    this.source = source;
  }

  /** The next token, or undefined at the end of the text. */
  next(): Token | undefined {
    const src = this.source;
    this.#skipWhitespace();
    if (this.#pos >= src.length) return undefined;
    const start = this.#pos;
    const line = this.#line;
    const column = start - this.#lineStart + 1;
    const ch = src[start]!;
    const next = src[start + 1];
    let kind: TokenKind;

    if (ch === '(' && next === '*') {
      this.#advanceTo(nestedCommentEnd(src, start));
      kind = 'comment';
    } else if (ch === '/' && next === '*') {
      this.#advanceTo(findOrEnd(src, '*/', start + 2, 2));
      kind = 'comment';
    } else if (ch === '/' && next === '/') {
      const newline = src.indexOf('\n', start);
      this.#advanceTo(newline === -1 ? src.length : newline);
      kind = 'comment';
    } else if (ch === "'" || ch === '"') {
      this.#advanceTo(stringEnd(src, start));
      kind = 'string';
    } else if (ch === '%') {
      const match = /^%[A-Za-z]*[0-9.]*\*?/.exec(src.slice(start, start + 40));
      this.#advanceTo(start + Math.max(1, match![0].length));
      kind = 'address';
    } else if (isIdentStart(ch)) {
      let end = start + 1;
      while (end < src.length && isIdentPart(src[end]!)) end++;
      if (src[end] === '#') {
        // Typed literals: INT#5, T#-1h2m, LineMode#Running, INT#16#FF; only dates and times of day hold ':' and '-'.
        const dateTime = /^(?:D|DATE|TOD|TIME_OF_DAY|DT|DATE_AND_TIME|LDATE|LTOD|LDT)$/i.test(src.slice(start, end));
        const match = (dateTime ? /^#[0-9:._-]+/ : /^#[+-]?[A-Za-z0-9_.]+(?:#[0-9A-Fa-f_]+)?/).exec(src.slice(end, end + 80));
        end += match ? match[0].length : 1;
        kind = 'literal';
      } else {
        kind = 'identifier';
      }
      this.#advanceTo(end);
    } else if (isDigit(ch)) {
      // A fraction needs a digit after the dot, so the `1` of the range `1..5` stays a number of its own.
      const match = /^\d[\d_]*(?:#[0-9A-Fa-f_]+|(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)/.exec(src.slice(start, start + 80));
      this.#advanceTo(start + match![0].length);
      kind = 'number';
    } else {
      const two = src.slice(start, start + 2);
      this.#advanceTo(start + (TWO_CHAR_PUNCT.has(two) ? 2 : 1));
      kind = 'punct';
    }
    return { kind, text: src.slice(start, this.#pos), start, end: this.#pos, line, column };
  }

  /** The next token that is not a comment. */
  nextSignificant(): Token | undefined {
    for (;;) {
      const token = this.next();
      if (!token || token.kind !== 'comment') return token;
    }
  }

  #skipWhitespace(): void {
    const src = this.source;
    while (this.#pos < src.length) {
      const ch = src[this.#pos]!;
      if (ch === '\n') {
        this.#pos++;
        this.#line++;
        this.#lineStart = this.#pos;
      } else if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\uFEFF') {
        this.#pos++;
      } else {
        return;
      }
    }
  }

  #advanceTo(end: number): void {
    const src = this.source;
    for (let i = this.#pos; i < end; i++) {
      if (src.charCodeAt(i) === 10) {
        this.#line++;
        this.#lineStart = i + 1;
      }
    }
    this.#pos = end;
  }
}

export function isKeyword(token: Token | undefined, ...keywords: string[]): boolean {
  return token?.kind === 'identifier' && keywords.includes(token.text.toUpperCase());
}

/** The text of a comment token without its delimiters, trimmed. */
export function commentText(token: Token): string {
  const text = token.text;
  if (text.startsWith('//')) return text.slice(2).trim();
  const closed = text.endsWith('*)') || text.endsWith('*/');
  return text.slice(2, closed && text.length >= 4 ? -2 : undefined).trim();
}

/** `(* ... *)` comments nest in CODESYS and TwinCAT: `(* IF x THEN (* why *) END_IF *)` is one comment. */
function nestedCommentEnd(src: string, start: number): number {
  let depth = 0;
  for (let i = start; i < src.length - 1; i++) {
    if (src[i] === '(' && src[i + 1] === '*') {
      depth++;
      i++;
    } else if (src[i] === '*' && src[i + 1] === ')') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return src.length;
}

function findOrEnd(src: string, needle: string, from: number, width: number): number {
  const at = src.indexOf(needle, from);
  return at === -1 ? src.length : at + width;
}

/**
 * ST strings escape with `$` (`$'`, `$$`), not with a backslash; a doubled quote (`'it''s'`) is read as one quote, as
 * CODESYS does. A string may run over several lines (pragma values such as `{attribute 'pytmc' := '...'}` do).
 */
function stringEnd(src: string, start: number): number {
  const quote = src[start];
  for (let i = start + 1; i < src.length; i++) {
    const ch = src[i];
    if (ch === '$') i++;
    else if (ch === quote) {
      if (src[i + 1] === quote && i > start + 1) {
        i++;
        continue;
      }
      return i + 1;
    }
  }
  return src.length;
}

function isIdentStart(ch: string): boolean {
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch === '_';
}

function isIdentPart(ch: string): boolean {
  return isIdentStart(ch) || isDigit(ch);
}

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}
