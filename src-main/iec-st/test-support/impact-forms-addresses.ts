// A text form of located variables used by their address (IEC 61131-3): `Valve AT %QX1.2 : BOOL` declares a name for
// the bit %QX1.2, so the body may write and read `%QX1.2` directly instead of `Valve` and the machine does the same.
// The declaration stays. Only a variable declared once, at the same address in every text of the case before and
// after the edit, with no other use of that address written directly, is rewritten, so the form renames nothing the
// edit touches and its items can be named back (the items of a direct address name the address).
import type { Token } from '../st-lexer.ts';
import type { FormContext } from './impact-corpus-sets.ts';
import { codeTokens } from './st-expression-spans.ts';
import type { TextForm } from './text-form.ts';

const upper = (token: Token | undefined) => (token?.kind === 'identifier' ? token.text.toUpperCase() : (token?.text ?? ''));
const BLOCK_START = /^(VAR|VAR_INPUT|VAR_OUTPUT|VAR_IN_OUT|VAR_GLOBAL|VAR_EXTERNAL|VAR_TEMP|VAR_STAT|VAR_INST|TYPE)$/;

interface Located {
  /** Names declared (lower case) with the addresses they are declared at (upper case; `%I*` never). */
  declared: Map<string, string[]>;
  /** Addresses written in statements (upper case). */
  direct: Set<string>;
  /** Names declared without an address anywhere (lower case). */
  unlocated: Set<string>;
}

function readLocated(texts: readonly string[]): Located {
  const located: Located = { declared: new Map(), direct: new Set(), unlocated: new Set() };
  for (const text of texts) {
    const tokens = codeTokens(text);
    let inBlock = false;
    tokens.forEach((token, i) => {
      const w = upper(token);
      if (token.kind === 'identifier' && BLOCK_START.test(w)) inBlock = true;
      else if (w === 'END_VAR' || w === 'END_TYPE') inBlock = false;
      else if (!inBlock && token.kind === 'address') located.direct.add(w);
      if (!inBlock || token.text !== ':' || tokens[i - 1]?.kind === undefined) return;
      const at = tokens[i - 2] && upper(tokens[i - 2]) === 'AT' && tokens[i - 1]!.kind === 'address';
      let j = at ? i - 3 : i - 1;
      for (; tokens[j]?.kind === 'identifier'; j -= 2) {
        const name = tokens[j]!.text.toLowerCase();
        if (at && !tokens[i - 1]!.text.includes('*')) located.declared.set(name, [...(located.declared.get(name) ?? []), upper(tokens[i - 1])]);
        else located.unlocated.add(name);
        if (tokens[j - 1]?.text !== ',') break;
      }
    });
  }
  return located;
}

/** The located variables the form may use by address: lower-case name → address. */
function addressable(context: FormContext): Map<string, string> {
  const before = readLocated(context.before.concat(context.lists));
  const after = readLocated(context.after.concat(context.lists));
  const names = new Map<string, string>();
  for (const [name, addresses] of before.declared) {
    const now = after.declared.get(name) ?? [];
    const address = addresses[0]!;
    if (addresses.length !== 1 || now.length !== 1 || now[0] !== address) continue;
    if (before.unlocated.has(name) || after.unlocated.has(name) || before.direct.has(address) || after.direct.has(address)) continue;
    names.set(name, address);
  }
  // An address two names share stays as written.
  const count = new Map<string, number>();
  for (const address of names.values()) count.set(address, (count.get(address) ?? 0) + 1);
  for (const [name, address] of names) if (count.get(address)! > 1) names.delete(name);
  return names;
}

/** The address → name mapping of the case last rewritten (the test compares its items right after). */
let lastNames = new Map<string, string>();

/** Each use of such a variable in the statements (not a member, a formal parameter or a declaration) by its address. */
export function locatedByAddress(text: string, context: FormContext): string {
  const names = addressable(context);
  lastNames = new Map([...names].map(([name, address]) => [address.toLowerCase(), name]));
  if (names.size === 0) return text;
  const tokens = codeTokens(text);
  let out = '';
  let at = 0;
  let inBlock = false;
  let depth = 0;
  tokens.forEach((token, i) => {
    const w = upper(token);
    if (token.kind === 'identifier' && BLOCK_START.test(w)) inBlock = true;
    else if (w === 'END_VAR' || w === 'END_TYPE') inBlock = false;
    if (token.text === '(') depth++;
    else if (token.text === ')') depth--;
    if (inBlock || token.kind !== 'identifier') return;
    const address = names.get(token.text.toLowerCase());
    if (!address || tokens[i - 1]?.text === '.' || tokens[i + 1]?.text === '.' || tokens[i + 1]?.text === '[' || tokens[i + 1]?.text === '(') return;
    if (tokens[i + 1]?.text === '=>' || (depth > 0 && tokens[i + 1]?.text === ':=')) return;
    out += text.slice(at, token.start) + address;
    at = token.end;
  });
  return out + text.slice(at);
}

/** An item on an address the form introduced is named by the variable declared there. */
export function addressBack(subject: string): string {
  return lastNames.get(subject.toLowerCase()) ?? subject;
}

export const ADDRESS_FORMS = [{ name: 'located variables used by their address', rewrite: locatedByAddress, subjectBack: addressBack }] satisfies TextForm[];
