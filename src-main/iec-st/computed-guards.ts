// A flag computed from a safety signal in one unconditional assignment (`bFrozen := NOT bEnable OR NOT
// bGuardDoorClosed`) is TRUE whenever that signal's alternative is: a branch under it (`IF bFrozen THEN rSpeedScale
// := 0.0`) runs on the signal as a branch under the signal itself would (docs/safety.md, what a guard reads). The same
// for an enable computed as a conjunction and read negated (`driveEnable := enable AND aisleGateClosed`, `IF NOT
// driveEnable THEN …`).
import type { UnitFacts } from './impact-facts.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { alternatives, conjunctsOf } from './permissives.ts';

const TERM = /^(not\s+)?\(?\s*([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*)\s*\)?$/;

/**
 * The safety signals a write's guards reach through such a flag, where the guard runs on the signal's unsafe side (its
 * response): a flag TRUE on `NOT Signal` read as a whole conjunct `Flag`, or a flag TRUE on `Signal` read as `NOT Flag`.
 * The other way round (`IF NOT bFrozen THEN …`) is normal operation the signal permits and lends nothing (as a
 * permissive read positively, "Fixed against round 28"). The flag must be written, in both versions, only by unguarded
 * `:=` of an expression: a flag written under a condition, or given a constant, stands for nothing here.
 *
 * An enable computed as a conjunction with the signal a whole conjunct (`driveEnable := enable AND aisleGateClosed AND
 * hoistAtTop`) is, negated, the alternatives of its conjuncts negated (De Morgan): an `IF NOT driveEnable` of its own
 * runs whenever the gate is open, the gate's response. Only there: not read positively, not the `NOT (…)` of an
 * earlier branch not taken (an ELSE after `ELSIF xOn`, normal operation), and not where the flag drives a physical
 * output of the object itself (`xFCRelease := xFC`: that output's own rules judge the signal's response there, and a
 * number zeroed under `NOT xFC` only drives an output).
 */
export function responseThroughFlag(facts: readonly UnitFacts[], texts: readonly string[], safetySignal: (name: string) => boolean, drivesOutput: (name: string) => boolean = () => true): string[] {
  const found: string[] = [];
  const conditions = new Set(facts.flatMap((f) => f.conditions.map((c) => c.text.toLowerCase())));
  for (const text of texts) {
    const earlier = /^not \((.*)\)$/.exec(text.toLowerCase().trim())?.[1];
    const ownCondition = earlier === undefined || !conditions.has(earlier);
    for (const conjunct of conjunctsOf(text.toLowerCase())) {
      const term = TERM.exec(conjunct.trim());
      if (!term) continue;
      const readNegated = term[1] !== undefined;
      const enable = readNegated && ownCondition && !drivesOutput(term[2]!);
      found.push(...flagSignals(facts, term[2]!, safetySignal, enable).filter((s) => s.negated !== readNegated).map((s) => s.name));
    }
  }
  return [...new Set(found)];
}

/** The whole conjuncts of a condition that read `flag` (`NOT driveEnable` of `NOT driveEnable AND bRun`), lower case. */
export function flagConjuncts(condition: string, flag: string): string[] {
  return conjunctsOf(condition.toLowerCase()).filter((c) => TERM.exec(c.trim())?.[2] === flag.toLowerCase());
}

function flagSignals(facts: readonly UnitFacts[], key: string, safetySignal: (name: string) => boolean, enable: boolean): { name: string; negated: boolean }[] {
  const writes = facts.flatMap((f) => f.writes.filter((w) => w.target.toLowerCase() === key));
  if (writes.length === 0 || writes.some((w) => w.op !== ':=' || w.literal || !w.value || w.guards.length > 0)) return [];
  // Alternatives are split in lower case; the names keep their spelling (`bGuardDoorClosed`: its words by case).
  return writes.flatMap((w) => {
    const spelled = w.value!.match(QUALIFIED_NAME) ?? [];
    const value = w.value!.toLowerCase();
    const terms = alternatives(value).length > 1 || !enable ? alternatives(value) : conjunctsOf(value);
    return terms.flatMap((alt) => {
      const term = TERM.exec(alt.trim());
      const name = term ? spelled.find((n) => n.toLowerCase() === term[2]) : undefined;
      return name && safetySignal(name) ? [{ name, negated: term![1] !== undefined }] : [];
    });
  });
}
