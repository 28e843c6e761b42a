// Wording of the impact items: where, when, how a statement and a condition read on the card.
import type { ImpactLocation } from '../../src-shared/impact.ts';
import type { ConditionFact, Site, WriteFact } from './impact-facts.ts';
import type { Declaration } from './st-parser.ts';

export const at = (side: 'old' | 'new', site: Site): ImpactLocation => ({ side, part: site.part, line: site.line });
export const when = (guards: readonly string[]): string => (guards.length === 0 ? 'unconditionally' : `when ${guards.join(' and ')}`);
export const QUALIFIED_NAME = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?/g;
/** A sentence starts with a capital, unless it starts with a signal's name (`bPurgeValve`), which keeps its spelling. */
export const capitalize = (text: string): string => (/^(output|input|memory|located)\b/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function writeKey(w: WriteFact): string {
  return `${w.root}\u0000${w.target.toLowerCase()}\u0000${w.op}\u0000${w.valueKey}\u0000${w.guardKeys.join('\u0000')}`;
}

export function statementText(w: WriteFact): string {
  return w.op === '=>' ? `${w.value} => ${w.target}` : w.op === 'ADR' ? `${w.value} (through the address of ${w.target})` : w.op === 'FOR' ? `FOR ${w.target} := ${w.value}` : `${w.target} ${w.op} ${w.value}`;
}

export function declarationText(d: Declaration): string {
  return `${d.name}${d.address ? ` AT ${d.address}` : ''} : ${d.type}${d.initialValue ? ` := ${d.initialValue}` : ''}`;
}

export const quote = (text: string): string => `\`${text}\``;

/** A name as a regular expression matching it literally (`aTon[2].Q`, `p^.x`). */
export const literally = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text reads a name (whole, in any case; `a.b` as written). */
export function readsName(text: string, name: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9_.])${literally(name)}(?![A-Za-z0-9_])`, 'i').test(text);
}

export function guardedList(condition: ConditionFact): string {
  return condition.guarded.length === 0 ? 'its branch' : condition.guarded.map(quote).join(', ');
}

export function guardedText(condition: ConditionFact): string {
  return condition.guarded.length === 0 ? '' : `; it guarded ${guardedList(condition)}`;
}

/** Parentheses that close in order and all close: `a) OR (b` is not one group. */
export function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The subject of a write's item: an element an enclosing FOR loop's variable indexes (`aLatched[i] := TRUE` under `FOR
 * i`) is every element the loop reaches, so the item names the array; any other target names itself.
 */
export function writeSubject(w: WriteFact): string {
  if (w.written) return w.written;
  const loops = w.guards.map((g) => /^FOR ([A-Za-z_][A-Za-z0-9_]*)$/.exec(g)?.[1]?.toLowerCase()).filter((v) => v !== undefined);
  const element = /^([^[\]]+)\[([^\]]*)\]$/.exec(w.target);
  if (loops.length === 0 || !element) return w.target;
  return (element[2]!.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).some((n) => loops.includes(n.toLowerCase())) ? element[1]! : w.target;
}
