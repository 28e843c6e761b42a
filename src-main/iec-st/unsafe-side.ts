// The branch a safety signal's unsafe side runs: `ELSE` of `IF bDoorLocked THEN … ELSE nFeedrate := nFeedrateReduced`
// runs whenever the door is not locked (a signal healthy when TRUE, as docs/safety.md reads `bGuardDoorClosed`), so
// what it writes there is that signal's response (the reduced feedrate), not normal operation it permits.
import type { UnitFacts, WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { conjunctsOf } from './permissives.ts';

const PLAIN = /^[a-z_][a-z0-9_.]*$/;

/**
 * The safety signals a guard runs on the unsafe side of: `NOT (c)`, the guard of a later branch, where the earlier
 * condition `c` has the signal as a whole conjunct read positively (its ELSE runs whenever the signal is FALSE), or a
 * whole conjunct `NOT s` of the guard itself. A signal the outputs read as a trip (TRUE stops them) is not healthy
 * when TRUE: left out. `IF NOT FenceOK … ELSIF` is the other way round: the ELSIF runs with the fence OK.
 */
export function unsafeSideSignals(guard: string, sides: readonly UnitFacts[], safetySignal: (name: string) => boolean, trip: (name: string) => boolean): string[] {
  const inner = /^NOT \((.*)\)$/.exec(guard)?.[1];
  const earlier = inner !== undefined && sides.some((f) => f.conditions.some((c) => c.text === inner));
  const positive = earlier ? conjunctsOf(inner.toLowerCase()).filter((t) => PLAIN.test(t)) : [];
  const negated = conjunctsOf(guard.toLowerCase()).flatMap((t) => /^not ([a-z_][a-z0-9_.]*)$/.exec(t)?.[1] ?? []);
  const spelled = guard.match(QUALIFIED_NAME) ?? [];
  const named = (t: string) => spelled.find((n) => n.toLowerCase() === t) ?? t;
  return [...new Set([...positive, ...negated])].map(named).filter((n) => safetySignal(n) && !trip(n.toLowerCase()));
}

/**
 * The safety signals on whose unsafe side a named constant is written whole (`nFeedrate := nFeedrateReduced` in the
 * ELSE of `IF bDoorLocked`): its value is that signal's response, so its initial value moves the response.
 */
export function unsafeSideConstant(name: string, sides: readonly UnitFacts[], safetySignal: (name: string) => boolean, trip: (name: string) => boolean): string[] {
  const key = name.toLowerCase();
  const writes = sides.flatMap((f) => f.writes).filter((w: WriteFact) => w.op === ':=' && (w.value ?? '').toLowerCase() === key);
  return [...new Set(writes.flatMap((w) => w.guards.flatMap((g) => unsafeSideSignals(g, sides, safetySignal, trip))))];
}
