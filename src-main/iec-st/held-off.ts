// A variable a branch reading a safety signal switches off (`IF NOT bSafetyPlcOk THEN bMotorsOn := FALSE`) is held
// off on that signal: a new switch-on of it elsewhere (`bMotorsOn := TRUE` in the idle step, before the step that
// checks the permissive) sets it where the signal's response did not, and whether the response still follows it
// depends on the order of the writes. The new write takes that signal (docs/safety.md, interlocks removed).
import type { UnitFacts, WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { isOff } from './permissives.ts';

/** The safety signals read by the guards of the switch-offs (`:= FALSE`, `:= 0`, `R=`) of `w`'s variable, either version. */
export function heldOffBy(sides: readonly UnitFacts[], w: WriteFact, isSafety: (name: string) => boolean): string[] {
  const key = w.target.toLowerCase();
  const offs = sides.flatMap((facts) => facts.writes.filter((o) => o.target.toLowerCase() === key && isOff(o)));
  return [...new Set(offs.flatMap((o) => o.guards.flatMap((g) => g.match(QUALIFIED_NAME) ?? [])).filter(isSafety))];
}
