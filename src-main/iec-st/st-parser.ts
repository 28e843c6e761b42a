// A recursive-descent parser for IEC 61131-3 Structured Text (3rd edition, with the CODESYS additions agents write:
// `S=` / `R=` / `REF=`, methods, `THIS^`): POU headers, VAR blocks and statements with full expressions. It reads
// what the impact analysis needs to know about a text — what is written, read, called and declared, where — and
// refuses (ParseError with a line) what it cannot read, so an analysis never guesses over a text it misread.
import { commentText, isKeyword, StLexer, type Token } from './st-lexer.ts';

export class ParseError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'ParseError';
    this.line = line;
  }
}

export type Expr =
  | { kind: 'literal'; text: string; line: number }
  | { kind: 'ref'; ref: VariableRef }
  | { kind: 'call'; callee: VariableRef; args: CallArg[]; line: number }
  | { kind: 'unary'; op: string; operand: Expr; line: number }
  | { kind: 'binary'; op: string; left: Expr; right: Expr; line: number };

/** `a.b[i]^.c`, `%QX0.0`, `THIS^.x`: the root names the variable; the path is how it is reached. */
export interface VariableRef {
  root: string;
  /** `{ call }`: the result of a method or function call reached further (`fb.M(x).n`, `F().x`). */
  parts: Array<{ member: string } | { index: Expr[] } | { deref: true } | { call: CallArg[] }>;
  line: number;
  /** The address written where the variable declared there is meant (`%QX1.2` for `Valve`, `st-normal-form.ts`). */
  written?: string;
}

export interface CallArg {
  /** The formal parameter (`IN := x`, `Q => y`); undefined for a positional argument. */
  name?: string;
  /** `=>`: the argument receives an output of the call. */
  output: boolean;
  value: Expr;
}

export type Statement =
  | {
      kind: 'assign';
      target: VariableRef;
      op: ':=' | 'S=' | 'R=' | 'REF=';
      value: Expr;
      line: number;
      /** In a chained assignment (`a := b := v`), `a`'s value is `b`; this is the `v` both get, as written. */
      chainedValue?: Expr;
    }
  | { kind: 'call'; callee: VariableRef; args: CallArg[]; line: number }
  | { kind: 'if'; branches: Array<{ condition: Expr | null; body: Statement[]; line: number }>; line: number }
  | { kind: 'case'; selector: Expr; cases: Array<{ labels: string; body: Statement[]; line: number }>; otherwise: Statement[] | null; line: number }
  | { kind: 'for'; variable: VariableRef; from: Expr; to: Expr; by: Expr | null; body: Statement[]; line: number }
  | { kind: 'while'; condition: Expr; body: Statement[]; line: number }
  | { kind: 'repeat'; body: Statement[]; until: Expr; line: number }
  | { kind: 'jump'; word: 'EXIT' | 'CONTINUE' | 'RETURN' | 'JMP'; line: number };

export interface Declaration {
  name: string;
  /** The VAR block keyword: VAR, VAR_INPUT, VAR_OUTPUT, VAR_IN_OUT, VAR_EXTERNAL, VAR_GLOBAL, VAR_TEMP, VAR_STAT, VAR_INST. */
  block: string;
  constant: boolean;
  type: string;
  /** `%QX0.0`; `%Q*` where the address is left to the IO mapping. */
  address: string | null;
  initialValue: string | null;
  documentation: string | null;
  line: number;
}

export interface ParsedUnit {
  /** PROGRAM / FUNCTION_BLOCK / FUNCTION / METHOD / PROPERTY / ACTION, or null for a bare body or a GVL. */
  pouKind: string | null;
  name: string | null;
  declarations: Declaration[];
  body: Statement[];
  /**
   * Methods, properties (each accessor a member: `PROPERTY` named `Speed.GET`) and actions written inside a function
   * block's text, as IEC 61131-3 3rd edition and text exports do; CODESYS keeps each in an object of its own.
   */
  members: ParsedUnit[];
  /** The header after the name, as written (`: BOOL`, `EXTENDS FB_Base IMPLEMENTS I_Run`), where there is one. */
  header?: string;
}

const HEADER_KEYWORDS = ['PROGRAM', 'FUNCTION_BLOCK', 'FUNCTION', 'METHOD', 'PROPERTY', 'ACTION', 'INTERFACE'];
const VAR_KEYWORDS = ['VAR', 'VAR_INPUT', 'VAR_OUTPUT', 'VAR_IN_OUT', 'VAR_EXTERNAL', 'VAR_GLOBAL', 'VAR_TEMP', 'VAR_STAT', 'VAR_INST', 'VAR_CONFIG'];
const VAR_QUALIFIERS = ['CONSTANT', 'RETAIN', 'NON_RETAIN', 'PERSISTENT', 'PUBLIC', 'PRIVATE', 'PROTECTED', 'INTERNAL'];
const ACCESS_SPECIFIERS = ['PUBLIC', 'PRIVATE', 'PROTECTED', 'INTERNAL', 'FINAL', 'ABSTRACT', 'OVERRIDE'];
const END_UNIT = /^END_(PROGRAM|FUNCTION_BLOCK|FUNCTION|METHOD|PROPERTY|ACTION|INTERFACE|GET|SET)$/i;
const STATEMENT_END = ['END_IF', 'ELSIF', 'ELSE', 'END_CASE', 'END_FOR', 'END_WHILE', 'UNTIL', 'END_REPEAT'];
const MEMBER_KEYWORDS = ['METHOD', 'PROPERTY', 'ACTION'];
// `OR_ELSE` / `AND_THEN` (CODESYS, TwinCAT): the short-circuit forms, at the level of OR and AND.
/** Deeper nesting (parentheses, NOT, statements) is no real code: read as a parse error, never a stack overflow. */
const MAX_NESTING = 100;
const BINARY_LEVELS: string[][] = [['OR', 'OR_ELSE'], ['XOR'], ['AND', '&', 'AND_THEN'], ['=', '<>'], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', 'MOD'], ['**']];

/** Parses a whole POU file (OpenPLC), a CODESYS declaration or implementation part, or a GVL. */
export function parseUnit(text: string): ParsedUnit {
  return new Parser(text).unit();
}

class Parser {
  readonly #tokens: Token[] = [];
  /** Comments, to attach `(* doc *)` after a declaration to it. */
  readonly #comments: Token[] = [];
  /**
   * The comments and pragmas on the lines directly above a token (by its index), not those that end the line of the
   * token before it: what engineers write above a declaration (`(* Safety relay K3 *)`, `{attribute 'safety'}`).
   */
  readonly #above = new Map<number, string[]>();
  readonly #text: string;
  #pos = 0;
  #depth = 0;

  constructor(text: string) {
    this.#text = text;
    const lexer = new StLexer(text);
    let pragma = 0;
    let pragmaStart = 0;
    let pending: Array<{ text: string; line: number }> = [];
    for (let token = lexer.next(); token; token = lexer.next()) {
      unterminated(token);
      // CODESYS pragmas (`{attribute 'qualified_only'}`) are read like comments.
      if (token.kind === 'punct' && token.text === '{' && pragma++ === 0) pragmaStart = token.start;
      const trivia = token.kind === 'comment' || pragma > 0;
      (trivia ? this.#comments : this.#tokens).push(token);
      if (token.kind === 'comment' && pragma === 0) pending.push({ text: commentText(token), line: token.line });
      if (pragma > 0 && token.kind === 'punct' && token.text === '}' && --pragma === 0) pending.push({ text: text.slice(pragmaStart + 1, token.end - 1), line: token.line });
      if (trivia) continue;
      const previousLine = this.#tokens.at(-2)?.line;
      const above = pending.filter((c) => c.line !== previousLine && c.text !== '').map((c) => c.text);
      if (above.length > 0) this.#above.set(this.#tokens.length - 1, above);
      pending = [];
    }
  }

  unit(): ParsedUnit {
    const unit = this.#unitContent();
    const rest = this.#peek();
    if (rest) {
      if (!END_UNIT.test(rest.text)) throw new ParseError(rest.line, `unexpected "${rest.text}"`);
      this.#pos++;
      const after = this.#peek();
      if (after) throw new ParseError(after.line, `unexpected "${after.text}" after ${rest.text.toUpperCase()}`);
    }
    return unit;
  }

  /** A header, VAR blocks, members and a body, up to (not including) the END_ keyword. */
  #unitContent(): ParsedUnit {
    const unit: ParsedUnit = { pouKind: null, name: null, declarations: [], body: [], members: [] };
    const first = this.#peek();
    if (first && isKeyword(first, ...HEADER_KEYWORDS)) {
      unit.pouKind = first.text.toUpperCase();
      this.#pos++;
      // Access specifiers of methods and properties come before the name.
      while (isKeyword(this.#peek(), ...ACCESS_SPECIFIERS)) this.#pos++;
      const name = this.#peek();
      if (name?.kind === 'identifier') {
        unit.name = name.text;
        this.#pos++;
      }
      // `: <type>`, EXTENDS / IMPLEMENTS: the rest of the header line, and the EXTENDS / IMPLEMENTS lists that follow
      // on lines of their own (`IMPLEMENTS FsCommon.I_Runnable,\n I_Resettable`).
      let line = first.line;
      const headerStart = this.#pos;
      for (let token = this.#peek(); token && !this.#atVarBlock(); token = this.#peek()) {
        const continues = isKeyword(token, 'EXTENDS', 'IMPLEMENTS') || [',', '.'].includes(token.text) || [',', '.'].includes(this.#peek(-1)?.text ?? '') || isKeyword(this.#peek(-1), 'EXTENDS', 'IMPLEMENTS');
        if (token.line !== line && !continues) break;
        line = token.line;
        this.#pos++;
      }
      if (this.#pos > headerStart) unit.header = this.#text.slice(this.#tokens[headerStart]!.start, this.#tokens[this.#pos - 1]!.end).trim();
    }
    for (;;) {
      if (this.#atVarBlock()) unit.declarations.push(...this.#varBlock());
      else if (['FUNCTION_BLOCK', 'PROGRAM', 'INTERFACE'].includes(unit.pouKind ?? '') && isKeyword(this.#peek(), ...MEMBER_KEYWORDS)) unit.members.push(...this.#member());
      else if (unit.pouKind === 'PROPERTY' && isKeyword(this.#peek(), 'GET', 'SET')) unit.members.push(this.#accessor(unit.name));
      else break;
    }
    unit.body = this.#statements(true);
    return unit;
  }

  /** A method, action or property inside a function block's text, with its END_ keyword. */
  #member(): ParsedUnit[] {
    const keyword = this.#peek()!;
    const member = this.#unitContent();
    const end = `END_${keyword.text.toUpperCase()}`;
    if (!isKeyword(this.#peek(), end)) throw new ParseError(this.#peek()?.line ?? keyword.line, `the ${keyword.text.toUpperCase()} on line ${keyword.line} has no ${end}`);
    this.#pos++;
    return member.pouKind === 'PROPERTY' ? [{ ...member, members: [] }, ...member.members] : [member];
  }

  /** `GET ... END_GET` / `SET ... END_SET` of a property written inside its function block. */
  #accessor(property: string | null): ParsedUnit {
    const keyword = this.#next();
    const word = keyword.text.toUpperCase();
    const accessor: ParsedUnit = { pouKind: 'PROPERTY', name: `${property ?? ''}.${word}`, declarations: [], body: [], members: [] };
    while (this.#atVarBlock()) accessor.declarations.push(...this.#varBlock());
    accessor.body = this.#statements(true);
    if (!this.#acceptKeyword(`END_${word}`)) throw new ParseError(this.#peek()?.line ?? keyword.line, `the ${word} on line ${keyword.line} has no END_${word}`);
    return accessor;
  }

  #atVarBlock(): boolean {
    return isKeyword(this.#peek(), ...VAR_KEYWORDS);
  }

  #varBlock(): Declaration[] {
    const keyword = this.#next();
    const block = keyword.text.toUpperCase();
    let constant = false;
    while (isKeyword(this.#peek(), ...VAR_QUALIFIERS)) constant = this.#next().text.toUpperCase() === 'CONSTANT' || constant;
    const declarations: Declaration[] = [];
    for (;;) {
      const token = this.#peek();
      if (!token) throw new ParseError(keyword.line, `the ${block} block on line ${keyword.line} has no END_VAR`);
      if (isKeyword(token, 'END_VAR')) {
        this.#pos++;
        return declarations;
      }
      if (this.#accept(';')) continue;
      declarations.push(...this.#declaration(block, constant));
    }
  }

  /** `a, b [AT %IX0.0] : TYPE [AT %loc] [:= init];` */
  #declaration(block: string, constant: boolean): Declaration[] {
    const above = this.#above.get(this.#pos) ?? [];
    const names: Token[] = [this.#expectIdentifier('a variable name')];
    while (this.#accept(',')) names.push(this.#expectIdentifier('a variable name'));
    let address: string | null = null;
    if (this.#acceptKeyword('AT')) address = this.#expectAddress();
    this.#expect(':');
    const type = this.#until((t, depth) => depth === 0 && (t.text === ':=' || t.text === ';' || isKeyword(t, 'AT')), 'a type');
    if (this.#acceptKeyword('AT')) address = this.#expectAddress();
    const initialValue = this.#accept(':=') ? this.#until((t, depth) => depth === 0 && t.text === ';', 'an initial value') : null;
    const end = this.#expect(';');
    const after = this.#comments.find((c) => c.line === end.line && c.start > end.start && c.kind === 'comment');
    // The comment after it on its line and the comments and pragmas directly above it, as one text.
    const documentation = [...above, ...(after ? [commentText(after)] : [])].filter(Boolean).join(' ') || null;
    return names.map((name) => ({ name: name.text, block, constant, type, address, initialValue, documentation, line: name.line }));
  }

  /** The text of the tokens up to (not including) the one `stop` accepts, whitespace collapsed. */
  #until(stop: (token: Token, depth: number) => boolean, what: string): string {
    const start = this.#pos;
    let depth = 0;
    for (let token = this.#peek(); token; token = this.#peek()) {
      if (stop(token, depth)) break;
      if (token.text === '(' || token.text === '[') depth++;
      else if (token.text === ')' || token.text === ']') depth--;
      this.#pos++;
    }
    if (this.#pos === start) throw new ParseError(this.#peek()?.line ?? this.#lastLine(), `expected ${what}`);
    return this.#text.slice(this.#tokens[start]!.start, this.#tokens[this.#pos - 1]!.end).replace(/\s+/g, ' ');
  }

  #statements(topLevel: boolean): Statement[] {
    const statements: Statement[] = [];
    for (let token = this.#peek(); token; token = this.#peek()) {
      if (isKeyword(token, ...STATEMENT_END) || END_UNIT.test(token.text)) break;
      if (!topLevel && this.#atCaseLabel()) break;
      if (this.#accept(';')) continue;
      statements.push(...this.#nested(token.line, () => this.#statement()));
    }
    return statements;
  }

  /** One statement; a chained assignment (`a := b := 0;`) or a conditional `RETURN(c)` yields several. */
  #statement(): Statement[] {
    const token = this.#peek()!;
    const word = token.kind === 'identifier' ? token.text.toUpperCase() : '';
    switch (word) {
      case 'IF':
      case 'CASE':
      case 'FOR':
      case 'WHILE':
      case 'REPEAT':
        return [this.#compound(token)];
      default:
        return this.#simpleStatement(token);
    }
  }

  /** IF, CASE, FOR, WHILE, REPEAT. */
  #compound(token: Token): Statement {
    const line = token.line;
    switch (token.text.toUpperCase()) {
      case 'IF': {
        this.#pos++;
        const branches: Array<{ condition: Expr | null; body: Statement[]; line: number }> = [];
        let condition: Expr | null = this.#expression();
        this.#expectKeyword('THEN');
        branches.push({ condition, body: this.#statements(false), line });
        for (;;) {
          const at = this.#peek();
          if (this.#acceptKeyword('ELSIF')) {
            condition = this.#expression();
            this.#expectKeyword('THEN');
            branches.push({ condition, body: this.#statements(false), line: at!.line });
          } else if (this.#acceptKeyword('ELSE')) {
            branches.push({ condition: null, body: this.#statements(false), line: at!.line });
          } else {
            this.#expectKeyword('END_IF');
            return { kind: 'if', branches, line };
          }
        }
      }
      case 'CASE': {
        this.#pos++;
        const selector = this.#expression();
        this.#expectKeyword('OF');
        const cases: Array<{ labels: string; body: Statement[]; line: number }> = [];
        let otherwise: Statement[] | null = null;
        for (;;) {
          const at = this.#peek();
          if (!at) throw new ParseError(line, 'CASE has no END_CASE');
          if (this.#acceptKeyword('END_CASE')) return { kind: 'case', selector, cases, otherwise, line };
          if (this.#acceptKeyword('ELSE')) {
            otherwise = this.#statements(false);
            continue;
          }
          if (!this.#atCaseLabel()) throw new ParseError(at.line, `expected a CASE label, found "${at.text}"`);
          const labels = this.#until((t, depth) => depth === 0 && t.text === ':', 'a CASE label');
          this.#expect(':');
          cases.push({ labels, body: this.#statements(false), line: at.line });
        }
      }
      case 'FOR': {
        this.#pos++;
        const variable = this.#variable();
        this.#expect(':=');
        const from = this.#expression();
        this.#expectKeyword('TO');
        const to = this.#expression();
        const by = this.#acceptKeyword('BY') ? this.#expression() : null;
        this.#expectKeyword('DO');
        const body = this.#statements(true);
        this.#expectKeyword('END_FOR');
        return { kind: 'for', variable, from, to, by, body, line };
      }
      case 'WHILE': {
        this.#pos++;
        const condition = this.#expression();
        this.#expectKeyword('DO');
        const body = this.#statements(true);
        this.#expectKeyword('END_WHILE');
        return { kind: 'while', condition, body, line };
      }
      case 'REPEAT': {
        this.#pos++;
        const body = this.#statements(true);
        this.#expectKeyword('UNTIL');
        const until = this.#expression();
        this.#expectKeyword('END_REPEAT');
        return { kind: 'repeat', body, until, line };
      }
    }
    throw new ParseError(line, `expected a statement, found "${token.text}"`);
  }

  #simpleStatement(token: Token): Statement[] {
    const line = token.line;
    const word = token.kind === 'identifier' ? token.text.toUpperCase() : '';
    switch (word) {
      case 'EXIT':
      case 'CONTINUE':
      case 'RETURN': {
        this.#pos++;
        if (word === 'RETURN' && this.#peek()?.text === '(') {
          // TwinCAT's conditional return, `RETURN(bDone)` / `RETURN(bInit := t <= 0)`: return when the value is TRUE.
          this.#pos++;
          const assigned = this.#assignmentAhead();
          const condition = assigned ? { kind: 'ref' as const, ref: assigned.at(-1)!.target } : this.#expression();
          this.#expect(')');
          this.#expect(';');
          const statements: Statement[] = assigned ?? [];
          if (assigned) for (const s of assigned) s.line = line;
          statements.push({ kind: 'if', branches: [{ condition, body: [{ kind: 'jump', word: 'RETURN', line }], line }], line });
          return statements;
        }
        this.#expect(';');
        return [{ kind: 'jump', word, line }];
      }
      case 'JMP':
        this.#pos++;
        this.#expectIdentifier('a jump label');
        this.#expect(';');
        return [{ kind: 'jump', word, line }];
    }
    if (token.kind !== 'identifier' && token.kind !== 'address') throw new ParseError(line, `expected a statement, found "${token.text}"`);
    const assigned = this.#assignmentAhead();
    if (assigned) {
      this.#expect(';');
      return assigned;
    }
    const start = this.#pos;
    const { ref: target, args } = this.#reference();
    if (args && this.#peek()?.text === ';') {
      this.#pos++;
      return [{ kind: 'call', callee: target, args, line }];
    }
    // An expression statement (`fbAxis.Status().Busy;`, `F(x) AND G(y);`): only the calls in it act.
    this.#pos = start;
    const expr = this.#expression();
    const next = this.#peek();
    if (next?.text !== ';') {
      throw new ParseError(next?.line ?? line, `expected ":=", a call or ";" after ${printExpr(expr)}, found ${next ? `"${next.text}"` : 'the end of the text'}`);
    }
    this.#pos++;
    return callsIn(expr);
  }

  /**
   * An assignment starting here (`x := v`, `x S= v`, chained `a := b := v`), as statements in the order they run
   * (the innermost first), or null (position unchanged) when what follows is not one.
   */
  #assignmentAhead(): Extract<Statement, { kind: 'assign' }>[] | null {
    const start = this.#pos;
    const token = this.#peek();
    if (token?.kind !== 'identifier' && token?.kind !== 'address') return null;
    let target: VariableRef;
    try {
      const reference = this.#reference();
      if (reference.args) throw new ParseError(token.line, 'a call is not a place to assign to');
      target = reference.ref;
    } catch (err) {
      if (!(err instanceof ParseError)) throw err;
      this.#pos = start;
      return null;
    }
    const next = this.#peek();
    let op: ':=' | 'S=' | 'R=' | 'REF=';
    if (this.#accept(':=')) op = ':=';
    else if (next && isKeyword(next, 'S', 'R', 'REF') && this.#peek(1)?.text === '=') {
      op = `${next.text.toUpperCase()}=` as 'S=' | 'R=' | 'REF=';
      this.#pos += 2;
    } else {
      this.#pos = start;
      return null;
    }
    const inner = op === ':=' ? this.#assignmentAhead() : null;
    if (inner) {
      const innermost = inner.at(-1)!;
      return [...inner, { kind: 'assign', target, op, value: { kind: 'ref', ref: innermost.target }, line: token.line, chainedValue: innermost.chainedValue ?? innermost.value }];
    }
    return [{ kind: 'assign', target, op, value: this.#expression(), line: token.line }];
  }

  /** A CASE label list (`1, 2..5, Mode#Run:`) lies ahead, not a statement. */
  #atCaseLabel(): boolean {
    for (let i = this.#pos; i < this.#tokens.length; i++) {
      const t = this.#tokens[i]!;
      if (t.text === ':') return true;
      if (t.text === ',' || t.text === '..' || t.text === '.' || t.text === '-' || t.kind === 'number' || t.kind === 'literal') continue;
      if (t.kind === 'identifier' && !isKeyword(t, ...STATEMENT_END, 'END_CASE', 'IF', 'CASE', 'FOR', 'WHILE', 'REPEAT', 'EXIT', 'RETURN', 'CONTINUE')) continue;
      return false;
    }
    return false;
  }

  /** Reads one level deeper, refusing past MAX_NESTING with the line where it happened. */
  #nested<T>(line: number, read: () => T): T {
    if (this.#depth >= MAX_NESTING) throw new ParseError(line, `nested more than ${MAX_NESTING} levels deep (parentheses, NOT or statements)`);
    this.#depth++;
    try {
      return read();
    } finally {
      this.#depth--;
    }
  }

  #expression(): Expr {
    return this.#nested(this.#peek()?.line ?? this.#lastLine(), () => this.#binary(0));
  }

  #binary(level: number): Expr {
    if (level === BINARY_LEVELS.length) return this.#unary();
    let left = this.#binary(level + 1);
    for (;;) {
      const token = this.#peek();
      const op = token && (token.kind === 'punct' || token.kind === 'identifier') ? token.text.toUpperCase() : '';
      if (!BINARY_LEVELS[level]!.includes(op)) return left;
      this.#pos++;
      const right = this.#binary(level + 1);
      left = { kind: 'binary', op: op === '&' ? 'AND' : op, left, right, line: token!.line };
    }
  }

  #unary(): Expr {
    const token = this.#peek();
    if (!token) throw new ParseError(this.#lastLine(), 'expected an expression, found the end of the text');
    if (isKeyword(token, 'NOT') || token.text === '-' || token.text === '+') {
      this.#pos++;
      return { kind: 'unary', op: token.text.toUpperCase(), operand: this.#nested(token.line, () => this.#unary()), line: token.line };
    }
    return this.#primary();
  }

  #primary(): Expr {
    const token = this.#peek()!;
    if (token.text === '(') {
      this.#pos++;
      const inner = this.#expression();
      if (this.#peek()?.text === ':=') throw new ParseError(this.#peek()!.line, 'an assignment inside an expression (`(x := x + 1) = n`) is not read by the impact analysis');
      this.#expect(')');
      return inner;
    }
    if (token.kind === 'number' || token.kind === 'literal' || token.kind === 'string' || isKeyword(token, 'TRUE', 'FALSE')) {
      this.#pos++;
      return { kind: 'literal', text: isKeyword(token, 'TRUE', 'FALSE') ? token.text.toUpperCase() : token.text, line: token.line };
    }
    if (token.text === '[') {
      // An array literal in an expression (CODESYS initialisers): kept as one literal.
      return { kind: 'literal', text: this.#until((t, depth) => depth === 0 && (t.text === ';' || t.text === ')' || t.text === ','), 'an array'), line: token.line };
    }
    if (token.kind !== 'identifier' && token.kind !== 'address') throw new ParseError(token.line, `expected an expression, found "${token.text}"`);
    if (isKeyword(token, ...STATEMENT_END, 'THEN', 'DO', 'OF', 'END_CASE')) throw new ParseError(token.line, `expected an expression, found ${token.text.toUpperCase()}`);
    const { ref, args } = this.#reference();
    return args ? { kind: 'call', callee: ref, args, line: ref.line } : { kind: 'ref', ref };
  }

  /** A variable, or a call: `fb.M(x)` (its arguments), `fb.M(x).n` (a member of the call's result: a call part). */
  #reference(): { ref: VariableRef; args: CallArg[] | null } {
    const ref = this.#variable();
    for (;;) {
      if (this.#peek()?.text !== '(') return { ref, args: null };
      const args = this.#arguments();
      const next = this.#peek()?.text;
      if (next !== '.' && next !== '[' && next !== '^') return { ref, args };
      ref.parts.push({ call: args });
      this.#variableParts(ref);
    }
  }

  #variable(): VariableRef {
    const first = this.#next();
    if (first.kind !== 'identifier' && first.kind !== 'address') throw new ParseError(first.line, `expected a variable, found "${first.text}"`);
    const ref: VariableRef = { root: first.text, parts: [], line: first.line };
    if (first.kind === 'address') return ref;
    this.#variableParts(ref);
    return ref;
  }

  #variableParts(ref: VariableRef): void {
    for (;;) {
      const token = this.#peek();
      if (token?.text === '.') {
        this.#pos++;
        const member = this.#next();
        if (member.kind !== 'identifier' && member.kind !== 'number') throw new ParseError(member.line, `expected a member name after ".", found "${member.text}"`);
        ref.parts.push({ member: member.text });
      } else if (token?.text === '[') {
        this.#pos++;
        const index = [this.#expression()];
        while (this.#accept(',')) index.push(this.#expression());
        this.#expect(']');
        ref.parts.push({ index });
      } else if (token?.text === '^') {
        this.#pos++;
        ref.parts.push({ deref: true });
      } else {
        return;
      }
    }
  }

  #arguments(): CallArg[] {
    this.#expect('(');
    const args: CallArg[] = [];
    if (this.#accept(')')) return args;
    do {
      // A trailing comma before the closing parenthesis (`fb(a := 1, );`).
      if (this.#peek()?.text === ')') break;
      const name = this.#peek();
      const op = this.#peek(1)?.text;
      if (name?.kind === 'identifier' && (op === ':=' || op === '=>')) {
        this.#pos += 2;
        // `IN := ,` / `Q =>)`: a parameter left unconnected.
        if ([',', ')'].includes(this.#peek()?.text ?? '')) continue;
        args.push({ name: name.text, output: op === '=>', value: this.#expression() });
      } else if (isKeyword(name, 'NOT') && this.#peek(1)?.kind === 'identifier' && this.#peek(2)?.text === '=>') {
        // `NOT Q => x`: an inverted output.
        const formal = this.#peek(1)!;
        this.#pos += 3;
        args.push({ name: formal.text, output: true, value: this.#expression() });
      } else {
        args.push({ output: false, value: this.#expression() });
      }
    } while (this.#accept(','));
    this.#expect(')');
    return args;
  }

  #peek(ahead = 0): Token | undefined {
    return this.#tokens[this.#pos + ahead];
  }

  #next(): Token {
    const token = this.#tokens[this.#pos];
    if (!token) throw new ParseError(this.#lastLine(), 'unexpected end of the text');
    this.#pos++;
    return token;
  }

  #lastLine(): number {
    return this.#tokens.at(-1)?.line ?? 1;
  }

  #accept(text: string): boolean {
    if (this.#peek()?.text !== text) return false;
    this.#pos++;
    return true;
  }

  #acceptKeyword(word: string): boolean {
    if (!isKeyword(this.#peek(), word)) return false;
    this.#pos++;
    return true;
  }

  #expect(text: string): Token {
    const token = this.#peek();
    if (token?.text !== text) throw new ParseError(token?.line ?? this.#lastLine(), `expected "${text}", found ${token ? `"${token.text}"` : 'the end of the text'}`);
    this.#pos++;
    return token;
  }

  #expectKeyword(word: string): void {
    const token = this.#peek();
    if (!isKeyword(token, word)) throw new ParseError(token?.line ?? this.#lastLine(), `expected ${word}, found ${token ? `"${token.text}"` : 'the end of the text'}`);
    this.#pos++;
  }

  #expectIdentifier(what: string): Token {
    const token = this.#peek();
    if (token?.kind !== 'identifier') throw new ParseError(token?.line ?? this.#lastLine(), `expected ${what}, found ${token ? `"${token.text}"` : 'the end of the text'}`);
    this.#pos++;
    return token;
  }

  #expectAddress(): string {
    const token = this.#peek();
    if (token?.kind !== 'address') throw new ParseError(token?.line ?? this.#lastLine(), 'AT must be followed by an address such as %IX0.0');
    this.#pos++;
    return token.text;
  }
}

/** Boolean operators whose grouping does not matter. */
const ASSOCIATIVE = new Set(['AND', 'OR', 'XOR', 'AND_THEN', 'OR_ELSE', '&']);

/** The expression as one canonical line: keywords upper case, one space around operators, parentheses where needed. */
export function printExpr(expr: Expr, literal: (text: string, inIndex?: boolean) => string = (text) => text, parentLevel = -1): string {
  switch (expr.kind) {
    case 'literal':
      return literal(expr.text);
    case 'ref':
      return printRef(expr.ref, literal);
    case 'call':
      return `${printRef(expr.callee, literal)}(${expr.args.map((arg) => printArg(arg, literal)).join(', ')})`;
    case 'unary': {
      const operand = printExpr(expr.operand, literal, BINARY_LEVELS.length);
      return expr.op === 'NOT' ? `NOT ${operand}` : `${expr.op}${operand}`;
    }
    case 'binary': {
      const level = BINARY_LEVELS.findIndex((ops) => ops.includes(expr.op));
      // `a AND (b AND c)` is `a AND b AND c`: regrouping an associative operator changes nothing, so it prints alike.
      const regrouped = ASSOCIATIVE.has(expr.op) && expr.right.kind === 'binary' && expr.right.op === expr.op;
      const text = `${printExpr(expr.left, literal, level)} ${expr.op} ${printExpr(expr.right, literal, regrouped ? level : level + 1)}`;
      return level < parentLevel ? `(${text})` : text;
    }
  }
}

/** Boolean operators whose operands may be swapped: both are always evaluated (unlike AND_THEN and OR_ELSE). */
const COMMUTATIVE: Record<string, string> = { AND: 'and', '&': 'and', OR: 'or', XOR: 'xor' };

/**
 * An expression's meaning as a key, lower case, with the operands of an AND, OR or XOR chain in a fixed order:
 * `a AND NOT b` and `NOT b AND a` are one key. Operands that call something keep their order (a call may act).
 */
export function orderFreeKey(expr: Expr): string {
  if (expr.kind === 'unary') return `${expr.op.toLowerCase()}(${orderFreeKey(expr.operand)})`;
  if (expr.kind !== 'binary') return printExpr(expr).toLowerCase();
  const op = COMMUTATIVE[expr.op];
  if (!op) return `${expr.op.toLowerCase()}(${orderFreeKey(expr.left)},${orderFreeKey(expr.right)})`;
  const operands: Expr[] = [];
  const flatten = (e: Expr): void => {
    if (e.kind === 'binary' && COMMUTATIVE[e.op] === op) {
      flatten(e.left);
      flatten(e.right);
    } else operands.push(e);
  };
  flatten(expr);
  const keys = operands.map(orderFreeKey);
  return `${op}(${(operands.some(makesCall) ? keys : keys.sort()).join(',')})`;
}

/** The expression calls a function, method or block somewhere. */
function makesCall(expr: Expr): boolean {
  switch (expr.kind) {
    case 'call':
      return true;
    case 'ref':
      return expr.ref.parts.some((part) => 'call' in part);
    case 'unary':
      return makesCall(expr.operand);
    case 'binary':
      return makesCall(expr.left) || makesCall(expr.right);
    case 'literal':
      return false;
  }
}

/** `literal` is told when a literal is an index of the reference (`aOpenFb[2]`): the element it selects. */
export function printRef(ref: VariableRef, literal: (text: string, inIndex?: boolean) => string = (text) => text): string {
  let text = ref.root;
  for (const part of ref.parts) {
    if ('member' in part) text += `.${part.member}`;
    else if ('index' in part) text += `[${part.index.map((e) => printExpr(e, (t) => literal(t, true))).join(', ')}]`;
    else if ('call' in part) text += `(${part.call.map((arg) => printArg(arg, literal)).join(', ')})`;
    else text += '^';
  }
  return text;
}

export function printArg(arg: CallArg, literal: (text: string, inIndex?: boolean) => string = (text) => text): string {
  const value = printExpr(arg.value, literal);
  return arg.name === undefined ? value : `${arg.name} ${arg.output ? '=>' : ':='} ${value}`;
}

/** Every variable an expression reads (indexes and call arguments included), in order. */
export function refsOf(expr: Expr, into: VariableRef[] = []): VariableRef[] {
  switch (expr.kind) {
    case 'ref':
      into.push(expr.ref);
      refsInPath(expr.ref, into);
      break;
    case 'call':
      refsInPath(expr.callee, into);
      for (const arg of expr.args) if (!arg.output) refsOf(arg.value, into);
      break;
    case 'unary':
      refsOf(expr.operand, into);
      break;
    case 'binary':
      refsOf(expr.left, into);
      refsOf(expr.right, into);
      break;
  }
  return into;
}

/** The variables read to reach a place: array indexes, and the arguments of a call on the way (`fb.M(x).n`). */
export function refsInPath(ref: VariableRef, into: VariableRef[] = []): VariableRef[] {
  for (const part of ref.parts) {
    if ('index' in part) for (const e of part.index) refsOf(e, into);
    else if ('call' in part) for (const arg of part.call) if (!arg.output) refsOf(arg.value, into);
  }
  return into;
}

/** The calls an expression statement makes, as call statements, in the order they run. */
function callsIn(expr: Expr, into: Statement[] = []): Statement[] {
  switch (expr.kind) {
    case 'call':
      for (const arg of expr.args) callsIn(arg.value, into);
      into.push({ kind: 'call', callee: expr.callee, args: expr.args, line: expr.line });
      break;
    case 'unary':
      callsIn(expr.operand, into);
      break;
    case 'binary':
      callsIn(expr.left, into);
      callsIn(expr.right, into);
      break;
  }
  return into;
}

/** A string or comment left open runs to the end of the text: say so rather than fail somewhere after it. */
function unterminated(token: Token): void {
  const text = token.text;
  const open =
    token.kind === 'string' ? text.length < 2 || text.at(-1) !== text[0]
    : token.kind === 'comment' && !text.startsWith('//') ? !(text.length >= 4 && (text.endsWith('*)') || text.endsWith('*/')))
    : false;
  if (open) throw new ParseError(token.line, `the ${token.kind === 'string' ? 'string' : 'comment'} that starts here is not closed`);
}
