// The structure of one POU file in the editor's text layout (section 4.1 of the format notes): optional leading
// comments, the declaration line, VAR blocks, the body, the END keyword. Read leniently: a file the editor would
// reject still yields whatever structure it has, and callers decide what is an error for them.
import { DECLARATION_KEYWORD, END_KEYWORD, pouTypeOfKeyword, type PouLanguage, type PouType } from '../project/project-layout.ts';
import { commentText, isKeyword, StLexer, type Token } from '../../iec-st/index.ts';

export const VARIABLE_CLASSES = ['input', 'output', 'inOut', 'external', 'local', 'temp', 'global'] as const;
export type VariableClass = (typeof VARIABLE_CLASSES)[number];

export const VAR_BLOCK_CLASS: Readonly<Record<string, VariableClass>> = {
  VAR_INPUT: 'input',
  VAR_OUTPUT: 'output',
  VAR_IN_OUT: 'inOut',
  VAR_EXTERNAL: 'external',
  VAR_TEMP: 'temp',
  VAR_GLOBAL: 'global',
  VAR: 'local',
};

const VAR_QUALIFIERS = ['CONSTANT', 'RETAIN', 'NON_RETAIN', 'PERSISTENT'];
const END_KEYWORDS = Object.values(END_KEYWORD);
/** Languages whose body is Structured Text-like text; the others (JSON, Python, C++) are opaque after the header. */
const TEXT_BODY_LANGUAGES: ReadonlySet<PouLanguage> = new Set(['st', 'il']);

export interface PouHeader {
  type: PouType;
  /** As written (the editor writes upper case). */
  keyword: string;
  name: string;
  returnType: string | null;
  line: number;
}

export interface VarBlock {
  keyword: string;
  variableClass: VariableClass;
  line: number;
  /** Line of END_VAR; null when the block is never closed. */
  endLine: number | null;
  /** Everything between the keyword (with its qualifiers) and END_VAR, comments included. */
  tokens: Token[];
}

export interface PouSource {
  text: string;
  /** Leading comment(s) before the declaration, joined; the editor shows them as the POU's documentation. */
  documentation: string | null;
  /** Null when the file does not start with PROGRAM, FUNCTION_BLOCK or FUNCTION. */
  header: PouHeader | null;
  varBlocks: VarBlock[];
  /** Body line 1 (first non-blank line after the last END_VAR); null when the body is empty. */
  bodyStartLine: number | null;
  /** The closing keyword when it is the last thing in the file. */
  end: { keyword: string; line: number } | null;
  /** An END keyword followed by more code (a truncated or pasted-together file). */
  contentAfterEnd: { keyword: string; line: number } | null;
}

export function parsePouSource(text: string, language: PouLanguage): PouSource {
  const lexer = new StLexer(text);
  const comments: string[] = [];
  let token = lexer.next();
  while (token?.kind === 'comment') {
    comments.push(commentText(token));
    token = lexer.next();
  }
  const documentation = comments.length > 0 ? comments.join('\n\n') : null;
  const source: PouSource = { text, documentation, header: null, varBlocks: [], bodyStartLine: null, end: null, contentAfterEnd: null };
  const type = token?.kind === 'identifier' ? pouTypeOfKeyword(token.text) : undefined;
  if (!token || !type) return source;

  const keywordToken = token;
  const nameToken = lexer.nextSignificant();
  const header: PouHeader = {
    type,
    keyword: keywordToken.text,
    name: nameToken?.kind === 'identifier' ? nameToken.text : '',
    returnType: null,
    line: keywordToken.line,
  };
  source.header = header;

  // The rest of the declaration line: a function's `: <return type>` (which may be `STRING[20]` or an ARRAY), or a
  // function block's EXTENDS / IMPLEMENTS clauses, which this reader does not need.
  const rest: Token[] = [];
  token = lexer.nextSignificant();
  while (token && token.line === (nameToken ?? keywordToken).line && !isVarBlockKeyword(token) && !isKeyword(token, ...END_KEYWORDS)) {
    rest.push(token);
    token = lexer.nextSignificant();
  }
  if (type === 'function' && rest[0]?.text === ':' && rest.length > 1) header.returnType = joinTokens(text, rest.slice(1));

  let lastHeaderLine = header.line;
  while (token && isVarBlockKeyword(token)) {
    const block: VarBlock = { keyword: token.text.toUpperCase(), variableClass: VAR_BLOCK_CLASS[token.text.toUpperCase()]!, line: token.line, endLine: null, tokens: [] };
    source.varBlocks.push(block);
    lastHeaderLine = token.line;
    token = lexer.next();
    while (token && (token.kind === 'comment' || isKeyword(token, ...VAR_QUALIFIERS)) && token.line === block.line) token = lexer.next();
    while (token && !isKeyword(token, 'END_VAR') && !isVarBlockKeyword(token) && !isKeyword(token, ...END_KEYWORDS)) {
      block.tokens.push(token);
      token = lexer.next();
    }
    if (!isKeyword(token, 'END_VAR')) break; // unterminated block: the body cannot be located reliably
    block.endLine = token!.line;
    lastHeaderLine = token!.line;
    token = lexer.nextSignificant();
  }

  const unterminated = source.varBlocks.some((b) => b.endLine === null);
  if (TEXT_BODY_LANGUAGES.has(language)) {
    let last: Token | undefined;
    let endSeen: Token | undefined;
    for (; token; token = lexer.nextSignificant()) {
      if (isKeyword(token, ...END_KEYWORDS)) endSeen = token;
      last = token;
    }
    if (last && isKeyword(last, ...END_KEYWORDS)) source.end = { keyword: last.text.toUpperCase(), line: last.line };
    else if (endSeen) source.contentAfterEnd = { keyword: endSeen.text.toUpperCase(), line: endSeen.line };
  } else {
    // Graphical (JSON) and hybrid (Python, C++) bodies are not ST; only the closing keyword matters.
    const match = /\b(END_PROGRAM|END_FUNCTION_BLOCK|END_FUNCTION)\s*$/i.exec(text);
    if (match) source.end = { keyword: match[1]!.toUpperCase(), line: lineAt(text, match.index) };
  }

  if (!unterminated) {
    const first = firstNonBlankLineAfter(text, lastHeaderLine);
    if (first !== null && (source.end === null || first < source.end.line)) source.bodyStartLine = first;
  }
  return source;
}

/**
 * Why `source` cannot replace the POU `expected` (a rename, a type change, a missing return type or END keyword),
 * or null when its identity matches. Only the envelope is checked; what lies between is the compiler's business.
 */
export function identityProblem(source: PouSource, expected: { type: PouType; name: string }): string | null {
  const keyword = DECLARATION_KEYWORD[expected.type];
  const endKeyword = END_KEYWORD[expected.type];
  const header = source.header;
  if (!header) {
    return `The content must start with "${keyword} ${expected.name}" (only comments may come before it)`;
  }
  if (header.type !== expected.type) {
    return `The content declares a ${header.keyword.toUpperCase()}, but ${expected.name} is a ${keyword}; changing a POU's type is not an edit (create a new POU instead)`;
  }
  if (header.name !== expected.name) {
    const hint = header.name.toLowerCase() === expected.name.toLowerCase() ? ' (the file name and the declared name must match exactly, including case)' : '';
    return `The content declares ${keyword} ${header.name || '(no name)'}, but the POU is ${expected.name}; renaming is not supported by this edit${hint}`;
  }
  if (expected.type === 'function' && !header.returnType) {
    return `FUNCTION ${expected.name} must declare its return type, e.g. "FUNCTION ${expected.name} : INT"`;
  }
  if (!source.end) {
    if (source.contentAfterEnd) {
      return `There is content after ${source.contentAfterEnd.keyword} on line ${source.contentAfterEnd.line}; ${endKeyword} must be the last thing in the file`;
    }
    return `The content is missing ${endKeyword} at its end`;
  }
  if (source.end.keyword !== endKeyword) {
    return `The content ends with ${source.end.keyword}, but a ${keyword} must end with ${endKeyword}`;
  }
  return null;
}

/** Maps a body-relative line (as STruC++ reports with `preferBodyLine`) to a line of the file. */
export function fileLineOfBodyLine(source: PouSource, bodyLine: number): number | null {
  if (source.bodyStartLine === null || bodyLine < 1) return null;
  return source.bodyStartLine + bodyLine - 1;
}

function isVarBlockKeyword(token: Token | undefined): boolean {
  return token?.kind === 'identifier' && token.text.toUpperCase() in VAR_BLOCK_CLASS;
}

/** The source text spanned by `tokens`, with runs of whitespace collapsed to one space. */
export function joinTokens(text: string, tokens: readonly Token[]): string {
  if (tokens.length === 0) return '';
  return text.slice(tokens[0]!.start, tokens.at(-1)!.end).replace(/\s+/g, ' ').trim();
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function firstNonBlankLineAfter(text: string, line: number): number | null {
  let offset = 0;
  for (let current = 1; current <= line; current++) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1) return null;
    offset = newline + 1;
  }
  for (let current = line + 1; offset <= text.length; current++) {
    const newline = text.indexOf('\n', offset);
    const content = text.slice(offset, newline === -1 ? text.length : newline);
    if (content.trim() !== '') return current;
    if (newline === -1) return null;
    offset = newline + 1;
  }
  return null;
}
