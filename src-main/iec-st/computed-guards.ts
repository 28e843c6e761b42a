// A flag computed from a safety signal in one unconditional assignment (`bFrozen := NOT bEnable OR NOT
// bGuardDoorClosed`) is TRUE whenever that signal's alternative is: a branch under it (`IF bFrozen THEN rSpeedScale
// := 0.0`) runs on the signal as a branch under the signal itself would (docs/safety.md, what a guard reads).
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
 */
export function responseThroughFlag(facts: readonly UnitFacts[], texts: readonly string[], safetySignal: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const conjunct of conjunctsOf(text.toLowerCase())) {
      const term = TERM.exec(conjunct.trim());
      if (!term) continue;
      const readNegated = term[1] !== undefined;
      found.push(...flagSignals(facts, term[2]!, safetySignal).filter((s) => s.negated !== readNegated).map((s) => s.name));
    }
  }
  return [...new Set(found)];
}

function flagSignals(facts: readonly UnitFacts[], key: string, safetySignal: (name: string) => boolean): { name: string; negated: boolean }[] {
  const writes = facts.flatMap((f) => f.writes.filter((w) => w.target.toLowerCase() === key));
  if (writes.length === 0 || writes.some((w) => w.op !== ':=' || w.literal || !w.value || w.guards.length > 0)) return [];
  // Alternatives are split in lower case; the names keep their spelling (`bGuardDoorClosed`: its words by case).
  return writes.flatMap((w) => {
    const spelled = w.value!.match(QUALIFIED_NAME) ?? [];
    return alternatives(w.value!.toLowerCase()).flatMap((alt) => {
      const term = TERM.exec(alt.trim());
      const name = term ? spelled.find((n) => n.toLowerCase() === term[2]) : undefined;
      return name && safetySignal(name) ? [{ name, negated: term![1] !== undefined }] : [];
    });
  });
}
