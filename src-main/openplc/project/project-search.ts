// search_project, entry by entry: POU sources and `.dt` files line by line, and what project.json keeps (the inline
// data types of v4.1–4.2 projects, the global variables) as one declaration per entry, never project.json's raw JSON.
// Each hit says what it is about: a POU, a data type, one of its enumeration values or structure fields, or a global
// variable.
import { searchLines } from '../../text-search/index.ts';
import { isKeyword, StLexer, type Token } from '../../iec-st/index.ts';
import type { DataTypeInfo } from './data-types.ts';
import type { GlobalVariable } from './resource.ts';

export type SearchHitKind = 'pou' | 'data_type' | 'enum_value' | 'structure_field' | 'global_variable';

export interface SearchMatch {
  kind: SearchHitKind;
  file: string;
  pou: string | null;
  data_type: string | null;
  /** The enumeration value or structure field the hit is in. */
  member: string | null;
  global_variable: string | null;
  /** 1-based line in `file`, or null for an entry of project.json (its `text` is the entry, rendered as ST). */
  line: number | null;
  /** 1-based, in the file's line or in the entry's text. */
  column: number;
  text: string;
}

/** A part of a declaration a hit can be about: an enumeration value (its name), or a structure field (its line). */
interface MemberSpan {
  kind: 'enum_value' | 'structure_field';
  member: string;
  line: number;
  /** 1-based columns, `end` exclusive; a field covers its whole line. */
  start: number;
  end: number;
}

export interface SearchEntry {
  kind: 'pou' | 'data_type' | 'global_variable';
  file: string;
  /** A whole file (hits carry its line numbers) or one rendered declaration of project.json. */
  text: string;
  fromFile: boolean;
  pou?: string;
  dataType?: string;
  globalVariable?: string;
  members: MemberSpan[];
}

const MAX_MATCH_TEXT = 240;

export function pouEntry(file: string, pou: string, text: string): SearchEntry {
  return { kind: 'pou', file, text, fromFile: true, pou, members: [] };
}

/** A `.dt` file: its data type is named after the file; its values and fields are found by the ST lexer. */
export function dataTypeFileEntry(file: string, dataType: string, text: string): SearchEntry {
  return { kind: 'data_type', file, text, fromFile: true, dataType, members: declarationMembers(text) };
}

/** An inline data type of project.json, one entry per line of its ST declaration. */
export function inlineDataTypeEntries(file: string, info: DataTypeInfo): SearchEntry[] {
  const entry = (text: string, members: MemberSpan[] = []): SearchEntry => ({ kind: 'data_type', file, text, fromFile: false, dataType: info.name, members });
  const initial = (value: string | null) => (value === null ? '' : ` := ${value}`);
  const comment = (documentation: string | null) => (documentation === null ? '' : ` (* ${oneLine(documentation)} *)`);
  switch (info.kind) {
    case 'enumerated': {
      let text = `${info.name} : (`;
      const members: MemberSpan[] = [];
      info.values.forEach((value, index) => {
        if (index > 0) text += ', ';
        members.push({ kind: 'enum_value', member: value, line: 1, start: text.length + 1, end: text.length + 1 + value.length });
        text += value;
      });
      return [entry(`${text})${initial(info.initial_value)};`, members)];
    }
    case 'structure':
      return [
        entry(`${info.name} : STRUCT`),
        ...info.fields.map((field) =>
          entry(`${field.name} : ${field.type}${initial(field.initial_value)};${comment(field.documentation)}`, [
            { kind: 'structure_field', member: field.name, line: 1, start: 1, end: Infinity },
          ]),
        ),
        entry('END_STRUCT;'),
      ];
    case 'array':
      return [entry(`${info.name} : ARRAY [${info.dimensions.join(', ')}] OF ${info.base_type}${initial(info.initial_value)};`)];
  }
}

/** A global variable of the resource, as its ST declaration: `Name AT %IX0.0 : BOOL := TRUE; (* doc *)`. */
export function globalVariableEntry(file: string, variable: GlobalVariable): SearchEntry {
  const at = variable.location === null ? '' : ` AT ${variable.location}`;
  const initial = variable.initial_value === null ? '' : ` := ${variable.initial_value}`;
  const comment = variable.documentation === null ? '' : ` (* ${oneLine(variable.documentation)} *)`;
  return { kind: 'global_variable', file, text: `${variable.name}${at} : ${variable.type}${initial};${comment}`, fromFile: false, globalVariable: variable.name, members: [] };
}

export function searchEntries(
  entries: readonly SearchEntry[],
  pattern: string,
  options: { regex: boolean; caseSensitive: boolean; maxResults: number },
): { matches: SearchMatch[]; truncated: boolean } {
  const { matches, truncated } = searchLines(
    entries.map((entry) => entry.text),
    pattern,
    options,
  );
  return {
    matches: matches.map((m) => {
      const entry = entries[m.document]!;
      const member = entry.members.find((span) => span.line === m.line && span.start < m.column + m.length && m.column < span.end);
      return {
        kind: member?.kind ?? entry.kind,
        file: entry.file,
        pou: entry.pou ?? null,
        data_type: entry.dataType ?? null,
        member: member?.member ?? null,
        global_variable: entry.globalVariable ?? null,
        line: entry.fromFile ? m.line : null,
        column: m.column,
        text: (entry.fromFile ? m.text.trim() : m.text).slice(0, MAX_MATCH_TEXT),
      };
    }),
    truncated,
  };
}

/**
 * The enumeration values and structure fields a `TYPE … END_TYPE` text declares, with where they are. Works on the
 * tokens alone, so a file the data type parser refuses is still searched, with fewer hits named.
 */
function declarationMembers(text: string): MemberSpan[] {
  const tokens: Token[] = [];
  const lexer = new StLexer(text);
  for (let token = lexer.next(); token; token = lexer.next()) if (token.kind !== 'comment') tokens.push(token);
  const members: MemberSpan[] = [];
  let inStructure = false;
  let enumerationDepth = 0;
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (isKeyword(token, 'STRUCT')) inStructure = true;
    else if (isKeyword(token, 'END_STRUCT')) inStructure = false;
    else if (inStructure) {
      const startsDeclaration = isKeyword(previous, 'STRUCT') || previous?.text === ';';
      if (token.kind === 'identifier' && startsDeclaration && tokens[i + 1]?.text === ':') {
        members.push({ kind: 'structure_field', member: token.text, line: token.line, start: 1, end: Infinity });
      }
    } else if (enumerationDepth > 0) {
      if (token.text === '(' || token.text === '[') enumerationDepth++;
      else if (token.text === ')' || token.text === ']') enumerationDepth--;
      else if (enumerationDepth === 1 && token.kind === 'identifier' && (previous?.text === '(' || previous?.text === ',')) {
        members.push({ kind: 'enum_value', member: token.text, line: token.line, start: token.column, end: token.column + token.text.length });
      }
    } else if (token.text === '(' && (previous?.text === ':' || (previous?.kind === 'identifier' && tokens[i - 2]?.text === ':'))) {
      enumerationDepth = 1; // `Name : (A, B)` or `Name : INT (A := 1, B := 2)`
    }
  });
  return members;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
