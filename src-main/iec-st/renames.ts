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
 * The POU's interface: set or read by its callers (named arguments, `PLC_PRG.xIn`), and a program's by the task
 * configuration or the I/O mapping. Renamed with every use inside, the POU runs as before; what names it outside must
 * follow, which this text cannot see.
 */
const INTERFACE_BLOCKS = new Set(['VAR_INPUT', 'VAR_OUTPUT', 'VAR_IN_OUT']);

/** A variable of the POU's interface (an input, output or in-out), which callers and the configuration name. */
export function isInterface(declaration: Declaration): boolean {
  return INTERFACE_BLOCKS.has(declaration.block);
}

/**
 * Local declarations removed and added with the same block, type, initial value and address, neither name used on
 * the other side. A located variable renamed at the same address (`ZoneFree AT %IX2.5` → `PlaceClear AT %IX2.5`)
 * reads and writes the same I/O as before; one whose address is left to the mapping (`%I*`) is still one variable
 * renamed, but its link in the I/O mapping names it, so the rename's item says the link must follow; a located
 * global of a GVL is the same, its users in other POUs naming it too. An input,
 * output or in-out renamed is one rename too: the POU does what it did, and the item says its callers must follow.
 */
export function findRenames(before: UnitFacts, after: UnitFacts): Rename[] {
  const used = (facts: UnitFacts, key: string) => facts.reads.has(key) || facts.writes.some((w) => w.root === key) || facts.fbCalls.some((c) => c.instance === key);
  // A located global (a GVL's `bGrp2Run AT %I*`) is the same I/O renamed; the POUs that use it name it.
  const renamable = (d: Declaration) => LOCAL_BLOCKS.has(d.block) || isInterface(d) || (d.block === 'VAR_GLOBAL' && d.address !== null);
  const removed = [...before.declarations].filter(([key, d]) => !after.declarations.has(key) && renamable(d) && !used(after, key));
  const added = [...after.declarations].filter(([key, d]) => !before.declarations.has(key) && renamable(d) && !used(before, key));
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

/**
 * The rename's item text: a local starts again from its initial value; a link in the I/O mapping names its variable;
 * callers name an input or output.
 */
export function renameText(from: Declaration, to: Declaration): string {
  if (isInterface(from)) {
    const kind = from.block === 'VAR_INPUT' ? 'input' : from.block === 'VAR_OUTPUT' ? 'output' : 'in-out variable';
    return `The ${kind} ${from.name} is renamed ${to.name} (${to.block}, ${to.type}); it is used as before here, but every caller that passes or reads it by name, and any task configuration or I/O mapping that connects it, names it: check that they follow the new name, or the signal no longer reaches this POU as before.`;
  }
  const users = from.block === 'VAR_GLOBAL' ? ' Every POU that uses it names it and must follow.' : '';
  return `${localText(from, to)}${users}`;
}

function localText(from: Declaration, to: Declaration): string {
  return to.address?.endsWith('*')
    ? `${from.name} at ${to.address} is renamed ${to.name} (${to.type}); it is used as before, but its link in the I/O mapping names it: check that the link follows the new name, or it no longer reads or writes its channel.`
    : to.address
      ? `${from.name} at ${to.address} is renamed ${to.name} (${to.type}); it is used as before, at the same address.`
      : `The local variable ${from.name} is renamed ${to.name} (${to.block}, ${to.type}); it is used as before${to.block === 'VAR_TEMP' ? '' : `, but after the download it starts again from ${to.initialValue ?? 'its default value'}`}.`;
}
