// Rewrites of an ST text that change how it is written, never what it does: the same program written in capitals,
// with lower-case keywords, with Windows line ends or with a comment after each statement, its expressions written
// another way (impact-forms-expr.ts: conditions compared with TRUE/FALSE or not, redundant parentheses, ELSIF as ELSE
// IF, AND/OR operands swapped) and its statements (impact-forms-calls.ts: a block's inputs written as members before a
// bare call, `S=`/`R=` as IF and back, a CASE as IF/ELSIF). The impact analysis must
// report the same items for a case in every form (subjects compared as ST compares names, without case), so a rule
// that only holds for the spelling of the cases it was fixed against shows up on cases nobody wrote for it.
import { StLexer, type Token } from '../st-lexer.ts';
import { STATEMENT_FORMS } from './impact-forms-calls.ts';
import { ADDRESS_FORMS } from './impact-forms-addresses.ts';
import { COPY_FORMS, COPY_FORMS_CHANGED_TOO } from './impact-forms-copies.ts';
import { EXPRESSION_FORMS } from './impact-forms-expr.ts';
import { LINK_FORMS } from './impact-forms-links.ts';
import type { TextForm } from './text-form.ts';

export { formItemKey, formItemKeys, type TextForm } from './text-form.ts';

// The words of the language (and its elementary types), which ST reads without case.
const KEYWORDS = new Set(
  ('IF THEN ELSIF ELSE END_IF CASE OF END_CASE FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL END_REPEAT EXIT RETURN ' +
    'AND OR XOR NOT MOD TRUE FALSE AT CONSTANT RETAIN VAR VAR_INPUT VAR_OUTPUT VAR_IN_OUT VAR_GLOBAL VAR_EXTERNAL VAR_TEMP ' +
    'END_VAR PROGRAM END_PROGRAM FUNCTION_BLOCK END_FUNCTION_BLOCK FUNCTION END_FUNCTION BOOL BYTE WORD DWORD INT DINT UINT ' +
    'UDINT SINT USINT REAL LREAL TIME STRING ARRAY STRUCT END_STRUCT TYPE END_TYPE').split(' '),
);

function tokens(text: string): Token[] {
  const lexer = new StLexer(text);
  const all: Token[] = [];
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) all.push(token);
  return all;
}

/** Replaces each token `change` answers for (undefined keeps it), leaving whitespace, comments and strings as written. */
function rewriteTokens(text: string, change: (token: Token, index: number, all: Token[]) => string | undefined): string {
  const all = tokens(text);
  let out = '';
  let at = 0;
  all.forEach((token, index) => {
    const replacement = change(token, index, all);
    if (replacement === undefined) return;
    out += text.slice(at, token.start) + replacement;
    at = token.end;
  });
  return out + text.slice(at);
}

/** Forms the script measures but the test does not yet require (differences remain): their names. */
const MEASURED_ONLY = new Set<string>([]);

/** How names, keywords, line ends and comments are spelled: the forms every text has. */
export const SPELLING_FORMS: readonly TextForm[] = [
  {
    name: 'identifiers and keywords in capitals',
    rewrite: (text) => rewriteTokens(text, (token) => (token.kind === 'identifier' ? token.text.toUpperCase() : undefined)),
  },
  {
    name: 'identifiers and keywords in lower case',
    rewrite: (text) => rewriteTokens(text, (token) => (token.kind === 'identifier' ? token.text.toLowerCase() : undefined)),
  },
  {
    name: 'keywords in lower case',
    rewrite: (text) => rewriteTokens(text, (token) => (token.kind === 'identifier' && KEYWORDS.has(token.text.toUpperCase()) ? token.text.toLowerCase() : undefined)),
  },
  { name: 'Windows line ends', rewrite: (text) => text.replace(/\r?\n/g, '\r\n') },
  {
    name: 'a comment after each statement',
    rewrite: (text) =>
      rewriteTokens(text, (token, index, all) => {
        const next = all[index + 1];
        const lastOnLine = next === undefined || next.line > token.line;
        return token.kind === 'punct' && token.text === ';' && lastOnLine ? '; (* checked *)' : undefined;
      }),
  },
];

export const TEXT_FORMS: readonly TextForm[] = [
  ...SPELLING_FORMS,
  ...EXPRESSION_FORMS,
  ...STATEMENT_FORMS.filter((form) => !MEASURED_ONLY.has(form.name)),
  // A boolean IF/ELSE written as the copy it is (statements the edit leaves alone; impact-forms-copies.ts).
  COPY_FORMS[0],
  // Located variables used by their address (impact-forms-addresses.ts).
  ...ADDRESS_FORMS,
];

/**
 * Forms measured by scripts/measure-impact-forms.ts but not yet required alike by the impact-forms*.test.ts files: the analysis
 * still reads some training cases differently in them (the script prints which).
 */
export const MEASURED_FORMS: readonly TextForm[] = [...STATEMENT_FORMS.filter((form) => MEASURED_ONLY.has(form.name)), ...LINK_FORMS, ...COPY_FORMS.slice(1), ...COPY_FORMS_CHANGED_TOO];
