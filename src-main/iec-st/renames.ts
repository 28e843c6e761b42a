// A local variable renamed is not a change to the machine: `nTemp` → `nScratch` in its declaration and every use
// would otherwise read as one variable no longer written and another newly written. A rename is found from the two
// versions' declarations and checked against their uses; the old text is then read with the new name, so only what
// else changed is compared, and the rename is one item of its own.
import type { UnitFacts } from './impact-facts.ts';
import { StLexer } from './st-lexer.ts';
import type { Declaration } from './st-parser.ts';

export interface Rename {
  from: Declaration;
  to: Declaration;
}

/** Blocks whose variables nothing outside the POU sees: renaming one changes nothing but the text. */
const LOCAL_BLOCKS = new Set(['VAR', 'VAR_TEMP', 'VAR_STAT', 'VAR_INST']);

/**
 * Local declarations removed and added with the same block, type, initial value and address, neither name used on
 * the other side. A located variable renamed at the same address (`ZoneFree AT %IX2.5` → `PlaceClear AT %IX2.5`)
 * reads and writes the same I/O as before; one whose address is left to the mapping (`%I*`) is not known to.
 */
export function findRenames(before: UnitFacts, after: UnitFacts): Rename[] {
  const used = (facts: UnitFacts, key: string) => facts.reads.has(key) || facts.writes.some((w) => w.root === key) || facts.fbCalls.some((c) => c.instance === key);
  const placed = (d: Declaration) => !d.address?.endsWith('*');
  const removed = [...before.declarations].filter(([key, d]) => !after.declarations.has(key) && LOCAL_BLOCKS.has(d.block) && placed(d) && !used(after, key));
  const added = [...after.declarations].filter(([key, d]) => !before.declarations.has(key) && LOCAL_BLOCKS.has(d.block) && placed(d) && !used(before, key));
  const renames: Rename[] = [];
  for (const [, from] of removed) {
    const i = added.findIndex(
      ([, to]) =>
        to.block === from.block &&
        to.type.toLowerCase() === from.type.toLowerCase() &&
        (to.initialValue ?? '') === (from.initialValue ?? '') &&
        (to.address ?? '').toUpperCase() === (from.address ?? '').toUpperCase(),
    );
    if (i === -1) continue;
    renames.push({ from, to: added[i]![1] });
    added.splice(i, 1);
  }
  return renames;
}

/** The text with each renamed variable written with its new name (identifiers only, not members of other variables). */
export function applyRenames(text: string, renames: readonly Rename[]): string {
  const names = new Map(renames.map((r) => [r.from.name.toLowerCase(), r.to.name]));
  const lexer = new StLexer(text);
  let out = '';
  let last = 0;
  let previous = '';
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'comment') continue;
    const name = token.kind === 'identifier' && previous !== '.' ? names.get(token.text.toLowerCase()) : undefined;
    if (name) {
      out += text.slice(last, token.start) + name;
      last = token.end;
    }
    previous = token.text;
  }
  return out + text.slice(last);
}
