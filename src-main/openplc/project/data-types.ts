// Project data types: one `TYPE … END_TYPE` block per `datatypes/<Name>.dt` file (post-#999 projects), or the inline
// `data.dataTypes` list of project.json (v4.1–4.2 projects, used only when no `.dt` file exists).
import { ToolError } from '../../core/index.ts';
import { isObject } from './project-document.ts';
import { optionalText, variableTypeText } from './resource.ts';
import { IDENTIFIER } from './project-layout.ts';
import { isKeyword, StLexer, commentText, type Token } from '../../iec-st/index.ts';
import { joinTokens } from '../st/pou-source.ts';

export interface StructureField {
  name: string;
  type: string;
  initial_value: string | null;
  documentation: string | null;
}

export type DataTypeInfo =
  | { name: string; kind: 'enumerated'; values: string[]; initial_value: string | null }
  | { name: string; kind: 'structure'; fields: StructureField[] }
  | { name: string; kind: 'array'; base_type: string; dimensions: string[]; initial_value: string | null };

/** A data type that cannot be read; the message names what is wrong, the caller adds which file. */
export class DataTypeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataTypeError';
  }
}

/** Parses one `.dt` file. Its declared name must equal `expectedName` (the file stem) ignoring case; the file's spelling wins. */
export function parseDataTypeFile(text: string, expectedName: string): DataTypeInfo {
  const all: Token[] = [];
  const lexer = new StLexer(text);
  for (let token = lexer.next(); token; token = lexer.next()) all.push(token);
  const significant = all.filter((t) => t.kind !== 'comment');
  if (significant.length === 0) throw new DataTypeError('the file is empty; expected TYPE … END_TYPE');
  if (!isKeyword(significant[0], 'TYPE')) throw new DataTypeError(`line ${significant[0]!.line}: expected TYPE`);
  if (!isKeyword(significant.at(-1), 'END_TYPE')) throw new DataTypeError('the TYPE block does not end with END_TYPE');
  const cursor = new TokenCursor(text, all.slice(all.indexOf(significant[0]!) + 1, all.lastIndexOf(significant.at(-1)!)));
  if (cursor.done()) throw new DataTypeError('the TYPE block declares no data type');

  const info = parseDeclaration(cursor);
  if (!cursor.done()) {
    throw new DataTypeError(`line ${cursor.peek()!.line}: a .dt file holds exactly one data type; move the others into their own files`);
  }
  if (info.name.toLowerCase() !== expectedName.toLowerCase()) {
    throw new DataTypeError(`it declares "${info.name}", but the file name says "${expectedName}"; the two must match`);
  }
  return { ...info, name: expectedName };
}

function parseDeclaration(cursor: TokenCursor): DataTypeInfo {
  const nameToken = cursor.take();
  if (nameToken?.kind !== 'identifier') throw cursor.error(nameToken, 'expected the type name');
  cursor.expect(':');
  const next = cursor.peek();
  if (next?.text === '(' || (next?.kind === 'identifier' && cursor.peek(1)?.text === '(')) {
    if (next.text !== '(') cursor.take(); // `Name : INT (A := 1, B := 2)` names the enum's base type
    return { name: nameToken.text, kind: 'enumerated', ...parseEnumeration(cursor) };
  }
  if (isKeyword(next, 'STRUCT')) {
    cursor.take();
    return { name: nameToken.text, kind: 'structure', fields: parseStructFields(cursor) };
  }
  if (isKeyword(next, 'ARRAY')) {
    const { baseType, dimensions } = parseArrayType(cursor);
    return { name: nameToken.text, kind: 'array', base_type: baseType, dimensions, initial_value: parseInitialValueAndEnd(cursor) };
  }
  throw cursor.error(next, `"${nameToken.text}" is an alias or an unsupported kind of type; OpenPLC data types are enumerations, structures or arrays`);
}

function parseEnumeration(cursor: TokenCursor): { values: string[]; initial_value: string | null } {
  cursor.expect('(');
  const values: string[] = [];
  while (cursor.peek()?.text !== ')') {
    const value = cursor.take();
    if (value?.kind !== 'identifier') throw cursor.error(value, 'expected an enumeration value name');
    values.push(value.text);
    if (cursor.peek()?.text === ':=') {
      cursor.take();
      cursor.take(); // the member's explicit value
    }
    if (cursor.peek()?.text === ',') cursor.take();
    else if (cursor.peek()?.text !== ')') throw cursor.error(cursor.peek(), 'expected "," or ")" in the enumeration');
  }
  cursor.take();
  return { values, initial_value: parseInitialValueAndEnd(cursor) };
}

function parseStructFields(cursor: TokenCursor): StructureField[] {
  const fields: StructureField[] = [];
  while (!isKeyword(cursor.peek(), 'END_STRUCT')) {
    const name = cursor.take();
    if (!name) throw new DataTypeError('the structure has no END_STRUCT');
    if (name.kind !== 'identifier') throw cursor.error(name, 'expected a field name');
    cursor.expect(':');
    const typeTokens = cursor.takeUntil((t, depth) => depth === 0 && (t.text === ':=' || t.text === ';'));
    if (typeTokens.length === 0) throw cursor.error(cursor.peek(), `field "${name.text}" has no type`);
    let initial: string | null = null;
    if (cursor.peek()?.text === ':=') {
      cursor.take();
      initial = cursor.join(cursor.takeUntil((t, depth) => depth === 0 && t.text === ';')) || null;
    }
    const semicolon = cursor.expect(';');
    fields.push({ name: name.text, type: cursor.join(typeTokens), initial_value: initial, documentation: cursor.trailingComment(semicolon) });
  }
  cursor.take();
  if (cursor.peek()?.text === ';') cursor.take();
  return fields;
}

function parseArrayType(cursor: TokenCursor): { baseType: string; dimensions: string[] } {
  cursor.take(); // ARRAY
  cursor.expect('[');
  const inner = cursor.takeUntil((t, depth) => depth === 0 && t.text === ']');
  cursor.expect(']');
  const dimensions = splitTopLevel(inner, ',').map((part) => cursor.join(part));
  if (dimensions.length === 0 || dimensions.some((d) => !/^\S+\s*\.\.\s*\S+$/.test(d))) {
    throw new DataTypeError(`the array bounds "[${cursor.join(inner)}]" are not of the form [low..high, …]`);
  }
  if (!isKeyword(cursor.take(), 'OF')) throw new DataTypeError('expected OF after the array bounds');
  const base = cursor.takeUntil((t, depth) => depth === 0 && (t.text === ':=' || t.text === ';'));
  if (base.length === 0) throw new DataTypeError('the array has no element type');
  return { baseType: cursor.join(base), dimensions: dimensions.map((d) => d.replace(/\s+/g, '')) };
}

function parseInitialValueAndEnd(cursor: TokenCursor): string | null {
  let initial: string | null = null;
  if (cursor.peek()?.text === ':=') {
    cursor.take();
    initial = cursor.join(cursor.takeUntil((t, depth) => depth === 0 && t.text === ';')) || null;
  }
  cursor.expect(';');
  return initial;
}

function splitTopLevel(tokens: Token[], separator: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(' || token.text === '[') depth++;
    if (token.text === ')' || token.text === ']') depth--;
    if (depth === 0 && token.text === separator) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts.filter((p) => p.length > 0);
}

/** Walks significant tokens while still seeing the comments beside them (field documentation). */
class TokenCursor {
  readonly #text: string;
  readonly #tokens: Token[];
  #index = 0;

  constructor(text: string, tokens: Token[]) {
    this.#text = text;
    this.#tokens = tokens;
    this.#skipComments();
  }

  done(): boolean {
    return this.#index >= this.#tokens.length;
  }

  peek(ahead = 0): Token | undefined {
    let index = this.#index;
    for (let seen = 0; index < this.#tokens.length; index++) {
      if (this.#tokens[index]!.kind === 'comment') continue;
      if (seen++ === ahead) return this.#tokens[index];
    }
    return undefined;
  }

  take(): Token | undefined {
    const token = this.#tokens[this.#index];
    if (token) this.#index++;
    this.#skipComments();
    return token;
  }

  expect(text: string): Token {
    const token = this.take();
    if (token?.text !== text) throw this.error(token, `expected "${text}"`);
    return token;
  }

  takeUntil(stop: (token: Token, depth: number) => boolean): Token[] {
    const taken: Token[] = [];
    let depth = 0;
    for (let token = this.peek(); token && !stop(token, depth); token = this.peek()) {
      if (token.text === '(' || token.text === '[') depth++;
      if (token.text === ')' || token.text === ']') depth--;
      taken.push(this.take()!);
    }
    return taken;
  }

  /** A comment right after `token` on the same line. */
  trailingComment(token: Token): string | null {
    const at = this.#tokens.indexOf(token);
    const next = this.#tokens[at + 1];
    return next?.kind === 'comment' && next.line === token.line ? commentText(next) || null : null;
  }

  join(tokens: Token[]): string {
    return joinTokens(this.#text, tokens);
  }

  error(token: Token | undefined, message: string): DataTypeError {
    return new DataTypeError(token ? `line ${token.line}: ${message}` : `${message} before END_TYPE`);
  }

  #skipComments(): void {
    while (this.#tokens[this.#index]?.kind === 'comment') this.#index++;
  }
}

/** Converts one entry of the inline `data.dataTypes` list (v4.1–4.2 projects); errors name the JSON path. */
export function inlineDataType(value: unknown, index: number): DataTypeInfo {
  const at = `project.json data.dataTypes[${index}]`;
  if (!isObject(value)) throw new ToolError(`${at} must be an object`);
  const name = typeof value.name === 'string' ? value.name.trim() : '';
  if (!IDENTIFIER.test(name)) throw new ToolError(`${at}.name must be an IEC identifier`);
  switch (value.derivation) {
    case 'enumerated': {
      if (!Array.isArray(value.values)) throw new ToolError(`${at}.values must be an array`);
      const values = value.values.map((member, i) => {
        const description = isObject(member) ? member.description : undefined;
        if (typeof description !== 'string' || !IDENTIFIER.test(description.trim())) {
          throw new ToolError(`${at}.values[${i}].description must be an IEC identifier`);
        }
        return description.trim();
      });
      return { name, kind: 'enumerated', values, initial_value: optionalText(value.initialValue, `${at}.initialValue`) };
    }
    case 'structure': {
      if (!Array.isArray(value.variable)) throw new ToolError(`${at}.variable must be an array`);
      const fields = value.variable.map((field, i): StructureField => {
        const fieldAt = `${at}.variable[${i}]`;
        if (!isObject(field) || typeof field.name !== 'string' || !IDENTIFIER.test(field.name.trim())) {
          throw new ToolError(`${fieldAt}.name must be an IEC identifier`);
        }
        const initial = field.initialValue;
        if (initial !== undefined && initial !== null && !(isObject(initial) && isObject(initial.simpleValue))) {
          throw new ToolError(`${fieldAt}.initialValue must be {"simpleValue": {"value": …}}`);
        }
        return {
          name: field.name.trim(),
          type: variableTypeText(field.type, `${fieldAt}.type`),
          initial_value: isObject(initial) && isObject(initial.simpleValue) ? optionalText((initial.simpleValue as Record<string, unknown>).value, `${fieldAt}.initialValue.simpleValue.value`) : null,
          documentation: optionalText(field.documentation, `${fieldAt}.documentation`),
        };
      });
      return { name, kind: 'structure', fields };
    }
    case 'array': {
      if (!Array.isArray(value.dimensions) || value.dimensions.length === 0) throw new ToolError(`${at}.dimensions must be a non-empty array`);
      const dimensions = value.dimensions.map((d, i) => {
        if (!isObject(d) || typeof d.dimension !== 'string' || !d.dimension.trim()) throw new ToolError(`${at}.dimensions[${i}].dimension must be a range such as "0..9"`);
        return d.dimension.replace(/\s+/g, '');
      });
      return {
        name,
        kind: 'array',
        base_type: variableTypeText(value.baseType, `${at}.baseType`),
        dimensions,
        initial_value: optionalText(value.initialValue, `${at}.initialValue`),
      };
    }
    default:
      throw new ToolError(`${at}.derivation ${JSON.stringify(value.derivation)} is not one of enumerated, structure, array`);
  }
}
