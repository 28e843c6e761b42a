// An argument of a block that reaches no output (no physical output or driver follows it, no safety signal is written
// from it, not a timer, no RS/SR latch, not a safety block, not executed by a safety signal) that only lost conjuncts: a conjunct both
// versions keep keeps its role, as for a write's value (docs/safety.md: `Run := X2 AND EStopOk AND (Run OR Start)` →
// `… AND Start`). `fbPower(Enable := bEnable AND bStoOk)` → `Enable := bStoOk`: the STO feedback still gates the
// enable; only the conjunct lost is news (`Enable := bEnable` loses the STO feedback and stays flagged by it).
import { changedOperands, lostConjuncts, spelledAs } from './permissives.ts';

type Input = { value: string; terms: string[] };

/** The conjuncts the argument lost, as spelled, when it lost only conjuncts; null otherwise. */
export function lostArgumentConjuncts(was: Input | undefined, now: Input | undefined): string[] | null {
  if (!was || !now || !lostConjuncts(was.terms, now.terms)) return null;
  return spelledAs(changedOperands(was.terms, now.terms), [was.value, now.value]);
}
