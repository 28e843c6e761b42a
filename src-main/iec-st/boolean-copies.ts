// An IF/ELSE that writes TRUE in one branch and FALSE in the other (`IF c THEN y := TRUE; ELSE y := FALSE; END_IF`)
// is, by IEC 61131-3 semantics, the copy `y := c` (`y := NOT c` the other way round): each scan y gets c's value
// under the IF's own guards. Rewriting one form as the other changes nothing on the machine, so before the versions
// are compared the IF is read as the copy the other version writes.
import type { UnitFacts, WriteFact } from './impact-facts.ts';

/**
 * Where one version holds the IF/ELSE and the other the copy it equals (same target, value and guards), the IF's two
 * writes become that copy and its condition is dropped: both versions then hold the same statement. Each copy stands
 * for one IF only; an IF the other version keeps as it is, or a copy of another value, is left to the comparison.
 */
export function alignBooleanCopies(before: UnitFacts, after: UnitFacts): void {
  readAsCopies(before, after);
  readAsCopies(after, before);
}

function readAsCopies(side: UnitFacts, other: UnitFacts): void {
  const used = new Set<WriteFact>();
  for (const copy of side.booleanCopies) {
    const equal = other.writes.find(
      (w) =>
        !used.has(w) &&
        w.op === ':=' &&
        w.target.toLowerCase() === copy.target &&
        w.valueKey === copy.valueKey &&
        w.guardKeys.length === copy.guardKeys.length &&
        w.guardKeys.every((key, i) => key === copy.guardKeys[i]),
    );
    const at = side.writes.indexOf(copy.writes[0]);
    if (!equal || at === -1 || !side.writes.includes(copy.writes[1]) || !side.conditions.includes(copy.condition)) continue;
    used.add(equal);
    side.writes.splice(at, 1, { ...equal, site: copy.writes[0].site });
    side.writes.splice(side.writes.indexOf(copy.writes[1]), 1);
    side.conditions.splice(side.conditions.indexOf(copy.condition), 1);
  }
}

/**
 * A version's facts with each IF/ELSE of TRUE and FALSE read as the copy it is (`BooleanCopy.copy`), for what the
 * writes make of the variables (drivers, trips, latches and what sets them), not for comparing the writes themselves:
 * a variable given a condition's value each scan is no latch, whichever way it is written.
 */
export function booleanCopiesAsRead(facts: UnitFacts): UnitFacts {
  if (facts.booleanCopies.length === 0) return facts;
  const copies = new Map<WriteFact, WriteFact | null>();
  for (const c of facts.booleanCopies) {
    copies.set(c.writes[0], c.copy);
    copies.set(c.writes[1], null);
  }
  const writes = facts.writes.flatMap((w) => (copies.has(w) ? (copies.get(w) ? [copies.get(w)!] : []) : [w]));
  return { ...facts, writes };
}
