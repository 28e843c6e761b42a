// The variables a POU declares in its VAR blocks, in declaration order. Accepts the editor's `name : TYPE AT %loc`
// and the standard `name AT %loc : TYPE`, several names per line, multi-line initial values and a trailing
// `(* doc *)`; keeps types and initial values as written.
import { commentText, isKeyword, type Token } from '../../iec-st/index.ts';
import { joinTokens, type PouSource, type VariableClass } from './pou-source.ts';

export interface DeclaredVariable {
  name: string;
  variableClass: VariableClass;
  type: string;
  location: string | null;
  initialValue: string | null;
  documentation: string | null;
  line: number;
}

export class DeclarationError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.name = 'DeclarationError';
    this.line = line;
  }
}

export function readVariables(source: PouSource): DeclaredVariable[] {
  const variables: DeclaredVariable[] = [];
  for (const block of source.varBlocks) {
    if (block.endLine === null) throw new DeclarationError(block.line, `the ${block.keyword} block on line ${block.line} has no END_VAR`);
    for (const declaration of splitDeclarations(block.tokens, block.keyword)) {
      for (const variable of parseDeclaration(source.text, declaration.tokens)) {
        variables.push({ ...variable, variableClass: block.variableClass, documentation: declaration.documentation });
      }
    }
  }
  return variables;
}

interface RawDeclaration {
  tokens: Token[];
  documentation: string | null;
}

/** Cuts a block into `;`-terminated declarations; a comment right after the `;` on its line documents it. */
function splitDeclarations(tokens: readonly Token[], keyword: string): RawDeclaration[] {
  const declarations: RawDeclaration[] = [];
  let current: Token[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'comment') continue;
    if (token.text === '(' || token.text === '[') depth++;
    else if (token.text === ')' || token.text === ']') depth--;
    if (token.text === ';' && depth <= 0) {
      const next = tokens[i + 1];
      const documentation = next?.kind === 'comment' && next.line === token.line ? commentText(next) || null : null;
      if (current.length > 0) declarations.push({ tokens: current, documentation });
      current = [];
      depth = 0;
      continue;
    }
    current.push(token);
  }
  if (current.length > 0) {
    throw new DeclarationError(current[0]!.line, `the declaration on line ${current[0]!.line} in the ${keyword} block is missing its ";"`);
  }
  return declarations;
}

function parseDeclaration(text: string, tokens: Token[]): Array<Omit<DeclaredVariable, 'variableClass' | 'documentation'>> {
  const line = tokens[0]!.line;
  const fail = (why: string) => new DeclarationError(line, `cannot read the declaration on line ${line} ("${joinTokens(text, tokens)}"): ${why}`);
  const names: string[] = [];
  let i = 0;
  let location: string | null = null;
  for (;;) {
    const name = tokens[i];
    if (name?.kind !== 'identifier') throw fail('expected a variable name');
    names.push(name.text);
    i++;
    if (tokens[i]?.text === ',') {
      i++;
      continue;
    }
    if (isKeyword(tokens[i], 'AT')) {
      location = tokens[i + 1]?.kind === 'address' ? tokens[i + 1]!.text : null;
      if (!location) throw fail('AT must be followed by an address such as %IX0.0');
      i += 2;
    }
    break;
  }
  if (tokens[i]?.text !== ':') throw fail('expected ":" and a type after the name');
  i++;
  const typeTokens: Token[] = [];
  let depth = 0;
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (depth === 0 && (token.text === ':=' || isKeyword(token, 'AT'))) break;
    if (token.text === '[' || token.text === '(') depth++;
    else if (token.text === ']' || token.text === ')') depth--;
    typeTokens.push(token);
  }
  if (typeTokens.length === 0) throw fail('the type is missing');
  if (isKeyword(tokens[i], 'AT')) {
    if (location) throw fail('the address is given twice');
    location = tokens[i + 1]?.kind === 'address' ? tokens[i + 1]!.text : null;
    if (!location) throw fail('AT must be followed by an address such as %IX0.0');
    i += 2;
  }
  let initialValue: string | null = null;
  if (tokens[i]?.text === ':=') {
    initialValue = joinTokens(text, tokens.slice(i + 1));
    if (!initialValue) throw fail('":=" must be followed by an initial value');
    i = tokens.length;
  }
  if (i < tokens.length) throw fail(`unexpected "${tokens[i]!.text}"`);
  const type = joinTokens(text, typeTokens);
  return names.map((name) => ({ name, type, location, initialValue, line }));
}
