// A form of ST text that routes each computed value of a physical output through a variable of its own:
// `Valve := Run AND NOT Fault;` becomes `zzLink1 := Run AND NOT Fault; Valve := zzLink1;`, with `zzLink1 : BOOL`
// declared in the POU. IEC 61131-3 runs the two statements one after the other in the same scan, so the output takes
// the same value in the same cases; by docs/safety.md the link is a variable that drives the output (a name in the
// value of its write), so the analysis must read the same items, the link's items standing for the output's.
// The link's name is neutral on purpose: safety must follow the data flow, not a name.
import { StLexer, type Token } from '../st-lexer.ts';
import type { TextForm } from './text-form.ts';

const POU_START = new Set(['PROGRAM', 'FUNCTION_BLOCK', 'FUNCTION']);
const POU_END = new Set(['END_PROGRAM', 'END_FUNCTION_BLOCK', 'END_FUNCTION']);
const UNSUPPORTED = new Set(['METHOD', 'ACTION', 'PROPERTY', 'INTERFACE', 'END_METHOD', 'END_ACTION', 'END_PROPERTY']);
const VAR_START = /^VAR(?:_INPUT|_OUTPUT|_IN_OUT|_TEMP|_EXTERNAL|_GLOBAL|_STAT|_INST)?$/;
const STATEMENT_BEFORE = new Set([';', 'THEN', 'ELSE', 'DO', 'REPEAT', 'END_VAR', ':']);

// One link per output name over the whole run, so the before and after texts of a case (rewritten one at a time) give
// the same output the same link, and a subject naming a link maps back to its output.
const linkOf = new Map<string, number>();
const outputOf = new Map<number, string>();

function linkName(output: string): string {
  const key = output.toLowerCase();
  let n = linkOf.get(key);
  if (n === undefined) {
    n = linkOf.size + 1;
    linkOf.set(key, n);
    outputOf.set(n, output);
  }
  return `zzLink${n}`;
}

const upper = (token: Token | undefined) => (token?.kind === 'identifier' ? token.text.toUpperCase() : token?.text);

interface Pou {
  /** Names declared in the POU's blocks, lower case, and those of them located at a physical output as BOOL. */
  declared: Set<string>;
  outputs: Set<string>;
  outputNames: string[];
  externals: Set<string>;
  /** The last significant token of the header line and the last END_VAR before the body. */
  headerEnd: Token;
  lastEndVar: Token | undefined;
  links: Set<string>;
}

interface Edit {
  at: number;
  end: number;
  text: string;
}

/** Reads one declaration (tokens up to its `;`): its names, and whether it is a BOOL located at `%Q`. */
function declaration(tokens: Token[]): { names: string[]; output: boolean } {
  const names: string[] = [];
  let i = 0;
  while (i < tokens.length && tokens[i]!.kind === 'identifier' && upper(tokens[i]) !== 'AT') {
    names.push(tokens[i]!.text.toLowerCase());
    i++;
    if (tokens[i]?.text === ',') i++;
  }
  if (upper(tokens[i]) !== 'AT') return { names, output: false };
  const address = tokens[i + 1];
  const output =
    names.length === 1 &&
    address?.kind === 'address' &&
    /^%Q/i.test(address.text) &&
    tokens[i + 2]?.text === ':' &&
    upper(tokens[i + 3]) === 'BOOL' &&
    (tokens[i + 4] === undefined || tokens[i + 4]!.text === ':=');
  return { names, output };
}

/** The index of the `;` ending the expression that starts at `from`, or -1 (a chained `:=`, no `;`). */
function expressionEnd(tokens: Token[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (text === '(' || text === '[') depth++;
    else if (text === ')' || text === ']') depth--;
    else if (depth === 0 && text === ':=') return -1;
    else if (depth === 0 && text === ';') return i;
    else if (depth === 0 && tokens[i]!.kind === 'identifier' && /^(?:END_|ELSE|ELSIF)/i.test(tokens[i]!.text)) return -1;
  }
  return -1;
}

export function linkBeforeOutputs(text: string): string {
  const lexer = new StLexer(text);
  const tokens: Token[] = [];
  for (let token = lexer.nextSignificant(); token !== undefined; token = lexer.nextSignificant()) tokens.push(token);
  if (tokens.some((token) => token.kind === 'identifier' && UNSUPPORTED.has(token.text.toUpperCase()))) return text;

  const globalOutputs = new Set<string>();
  const edits: Edit[] = [];
  const pous: Pou[] = [];
  let pou: Pou | undefined;
  let block: string | undefined;
  let declarationStart = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const word = upper(token)!;
    if (block !== undefined) {
      if (word === 'END_VAR') {
        block = undefined;
        if (pou) pou.lastEndVar = token;
      } else if (word === ';' && declarationStart !== -1) {
        const { names, output } = declaration(tokens.slice(declarationStart, i));
        const first = tokens[declarationStart]!.text;
        declarationStart = -1;
        if (!pou) {
          if (block === 'VAR_GLOBAL' && output) globalOutputs.add(names[0]!);
        } else if (block === 'VAR_EXTERNAL') {
          for (const name of names) pou.externals.add(name);
        } else {
          for (const name of names) pou.declared.add(name);
          if (output) {
            pou.outputs.add(names[0]!);
            pou.outputNames.push(first);
          }
        }
      } else if (declarationStart === -1 && token.kind === 'identifier' && !/^(?:CONSTANT|RETAIN|PERSISTENT|NON_RETAIN)$/i.test(word)) {
        declarationStart = i;
      }
      continue;
    }
    if (VAR_START.test(word) && token.kind === 'identifier') {
      block = word;
      declarationStart = -1;
      continue;
    }
    if (POU_START.has(word) && token.kind === 'identifier') {
      let end = i;
      while (tokens[end + 1] && tokens[end + 1]!.line === token.line) end++;
      pou = { declared: new Set(), outputs: new Set(), outputNames: [], externals: new Set(), headerEnd: tokens[end]!, lastEndVar: undefined, links: new Set() };
      pous.push(pou);
      i = end;
      continue;
    }
    if (POU_END.has(word)) {
      pou = undefined;
      continue;
    }
    if (!pou || token.kind !== 'identifier' || tokens[i + 1]?.text !== ':=') continue;
    const before = i === 0 ? undefined : tokens[i - 1]!;
    const atStatement = before === pou.headerEnd || (before !== undefined && STATEMENT_BEFORE.has(upper(before)!));
    const name = token.text.toLowerCase();
    const output = pou.outputs.has(name) || (globalOutputs.has(name) && !pou.declared.has(name));
    if (!atStatement || !output) continue;
    const end = expressionEnd(tokens, i + 2);
    if (end === -1) continue;
    const link = linkName(token.text);
    pou.links.add(link);
    edits.push({ at: token.start, end: token.end, text: link });
    edits.push({ at: tokens[end]!.end, end: tokens[end]!.end, text: ` ${token.text} := ${link};` });
    i = end;
  }
  for (const p of pous) {
    for (const output of p.outputNames) p.links.add(linkName(output));
    if (p.links.size === 0) continue;
    const at = (p.lastEndVar ?? p.headerEnd).end;
    edits.push({ at, end: at, text: ` VAR ${[...p.links].map((link) => `${link} : BOOL;`).join(' ')} END_VAR` });
  }
  edits.sort((a, b) => b.at - a.at);
  let out = text;
  for (const edit of edits) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  return out;
}

/** A subject naming a link names its output again. */
export function linkSubjectBack(subject: string): string {
  return subject.replace(/\bzzLink(\d+)\b/g, (whole, n: string) => outputOf.get(Number(n)) ?? whole);
}

export const LINK_FORMS: readonly TextForm[] = [
  { name: 'an intermediate variable before a physical output', rewrite: linkBeforeOutputs, subjectBack: linkSubjectBack, compareAsSet: true },
];
