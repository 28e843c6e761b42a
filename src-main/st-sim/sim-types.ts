// The types the simulator knows and how a value of each is held in JavaScript: BOOL as a boolean, every integer,
// bit string, enum, TIME (milliseconds) and REAL as a number (wrapped to its width after each operation), STRING as
// a string, structs and FB instances as objects, arrays as (nested) JavaScript arrays indexed from 0.
import { StLexer, type Token } from '../iec-st/index.ts';

/** Something the simulator has no model of: the simulation stops with this reason, never a guess. */
export class SimUnsupported extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimUnsupported';
  }
}

export type SimType =
  | { k: 'bool' }
  | { k: 'int'; name: string; bits: 8 | 16 | 32 | 64; signed: boolean }
  | { k: 'real'; name: 'REAL' | 'LREAL' }
  | { k: 'time'; name: 'TIME' | 'LTIME' }
  | { k: 'string'; length: number }
  | { k: 'enum'; name: string; values: Map<string, number>; initial: number }
  | { k: 'struct'; name: string; fields: FieldDecl[] }
  | { k: 'array'; dims: Array<{ lo: number; hi: number }>; elem: SimType; init?: string }
  | { k: 'fb'; name: string }
  /** An integer literal before it meets a typed operand. */
  | { k: 'anyint' }
  | { k: 'anyreal' };

export interface FieldDecl {
  name: string;
  type: SimType;
  init: string | null;
}

const INT_TYPES: Record<string, { bits: 8 | 16 | 32 | 64; signed: boolean }> = {
  SINT: { bits: 8, signed: true },
  INT: { bits: 16, signed: true },
  DINT: { bits: 32, signed: true },
  LINT: { bits: 64, signed: true },
  USINT: { bits: 8, signed: false },
  UINT: { bits: 16, signed: false },
  UDINT: { bits: 32, signed: false },
  ULINT: { bits: 64, signed: false },
  BYTE: { bits: 8, signed: false },
  WORD: { bits: 16, signed: false },
  DWORD: { bits: 32, signed: false },
  LWORD: { bits: 64, signed: false },
};

export const BOOL: SimType = { k: 'bool' };
export const ANYINT: SimType = { k: 'anyint' };
export const ANYREAL: SimType = { k: 'anyreal' };
export const LREAL: SimType = { k: 'real', name: 'LREAL' };
export const TIME: SimType = { k: 'time', name: 'TIME' };

export function elementaryType(name: string): SimType | null {
  const upper = name.toUpperCase();
  if (upper === 'BOOL') return BOOL;
  const int = INT_TYPES[upper];
  if (int) return { k: 'int', name: upper, ...int };
  if (upper === 'REAL' || upper === 'LREAL') return { k: 'real', name: upper };
  if (upper === 'TIME' || upper === 'LTIME') return { k: 'time', name: upper };
  if (upper === 'STRING' || upper === 'WSTRING') return { k: 'string', length: 80 };
  return null;
}

export function isNumeric(t: SimType): boolean {
  return t.k === 'int' || t.k === 'real' || t.k === 'anyint' || t.k === 'anyreal' || t.k === 'time' || t.k === 'enum';
}

export function isIntegral(t: SimType): boolean {
  return t.k === 'int' || t.k === 'anyint';
}

export function typeName(t: SimType): string {
  switch (t.k) {
    case 'bool':
      return 'BOOL';
    case 'anyint':
      return 'ANY_INT';
    case 'anyreal':
      return 'ANY_REAL';
    case 'string':
      return `STRING(${t.length})`;
    case 'array':
      return `ARRAY OF ${typeName(t.elem)}`;
    default:
      return t.name;
  }
}

/** JavaScript that wraps `code` (a number) to the integer width of `t`; `code` unchanged for other types. */
export function wrapCode(t: SimType, code: string): string {
  if (t.k === 'real') return t.name === 'REAL' ? `Math.fround(${code})` : code;
  if (t.k === 'time') return `lib.wrapTime(${code})`;
  if (t.k !== 'int') return code;
  switch (`${t.signed ? 's' : 'u'}${t.bits}`) {
    case 's8':
      return `((${code}) << 24 >> 24)`;
    case 's16':
      return `((${code}) << 16 >> 16)`;
    case 's32':
      return `((${code}) | 0)`;
    case 'u8':
      return `((${code}) & 255)`;
    case 'u16':
      return `((${code}) & 65535)`;
    case 'u32':
      return `((${code}) >>> 0)`;
    case 's64':
      return `lib.wrapS64(${code})`;
    default:
      return `lib.wrapU64(${code})`;
  }
}

export function intRange(t: SimType): { min: number; max: number } {
  if (t.k !== 'int') return { min: -(2 ** 31), max: 2 ** 31 - 1 };
  if (t.bits === 64) return t.signed ? { min: -(2 ** 63), max: 2 ** 63 - 1 } : { min: 0, max: 2 ** 64 - 1 };
  return t.signed ? { min: -(2 ** (t.bits - 1)), max: 2 ** (t.bits - 1) - 1 } : { min: 0, max: 2 ** t.bits - 1 };
}

/** The tokens of a short text (a type, a CASE label, an initial value). */
export function tokensOf(text: string): Token[] {
  const lexer = new StLexer(text);
  const tokens: Token[] = [];
  for (let t = lexer.nextSignificant(); t; t = lexer.nextSignificant()) tokens.push(t);
  return tokens;
}

/** A user type as declared in a TYPE block, before its names are resolved. */
export type TypeDecl =
  | { name: string; kind: 'struct'; fieldsText: string; extends: string | null }
  | { name: string; kind: 'enum'; members: Array<{ name: string; value: string | null }>; init: string | null }
  | { name: string; kind: 'alias'; typeText: string; init: string | null };

/** The TYPE ... END_TYPE blocks of a text (OpenPLC `.dt` files, CODESYS DUTs). */
export function parseTypeBlocks(text: string): TypeDecl[] {
  const tokens = tokensOf(text);
  const decls: TypeDecl[] = [];
  let i = 0;
  const upper = (at: number) => tokens[at]?.text.toUpperCase();
  const slice = (from: number, to: number) => (from < to ? text.slice(tokens[from]!.start, tokens[to - 1]!.end) : '');
  while (i < tokens.length) {
    if (upper(i) !== 'TYPE') throw new SimUnsupported(`line ${tokens[i]!.line}: expected TYPE, found "${tokens[i]!.text}"`);
    i++;
    while (i < tokens.length && upper(i) !== 'END_TYPE') {
      const name = tokens[i]!.text;
      if (tokens[i + 1]?.text !== ':') throw new SimUnsupported(`line ${tokens[i]!.line}: expected ":" after the type name ${name}`);
      i += 2;
      if (upper(i) === 'STRUCT') {
        const start = i + 1;
        while (i < tokens.length && upper(i) !== 'END_STRUCT') i++;
        decls.push({ name, kind: 'struct', fieldsText: slice(start, i), extends: null });
        i++;
      } else if (tokens[i]?.text === '(') {
        const members: Array<{ name: string; value: string | null }> = [];
        i++;
        while (i < tokens.length && tokens[i]!.text !== ')') {
          const member = tokens[i]!.text;
          i++;
          let value: string | null = null;
          if (tokens[i]?.text === ':=') {
            const from = ++i;
            while (i < tokens.length && tokens[i]!.text !== ',' && tokens[i]!.text !== ')') i++;
            value = slice(from, i);
          }
          members.push({ name: member, value });
          if (tokens[i]?.text === ',') i++;
        }
        i++;
        // CODESYS: `(A, B) INT` gives the base type.
        if (tokens[i]?.kind === 'identifier' && tokens[i]!.text !== ':=' && upper(i) !== 'END_TYPE') i++;
        let init: string | null = null;
        if (tokens[i]?.text === ':=') {
          const from = ++i;
          while (i < tokens.length && tokens[i]!.text !== ';') i++;
          init = slice(from, i);
        }
        decls.push({ name, kind: 'enum', members, init });
      } else {
        const from = i;
        let depth = 0;
        let assign = -1;
        while (i < tokens.length && !(depth === 0 && tokens[i]!.text === ';') && upper(i) !== 'END_TYPE') {
          const t = tokens[i]!.text;
          if (t === '(' || t === '[') depth++;
          else if (t === ')' || t === ']') depth--;
          else if (t === ':=' && depth === 0 && assign < 0) assign = i;
          i++;
        }
        decls.push({ name, kind: 'alias', typeText: slice(from, assign < 0 ? i : assign), init: assign < 0 ? null : slice(assign + 1, i) });
      }
      if (tokens[i]?.text === ';') i++;
    }
    i++;
  }
  return decls;
}
