// A copy that no longer carries a safety signal to an output: an output (or driver) that copied a variable, or a
// timer's Q, through which a safety signal held it off, and now copies something that signal does not reach.
import { TIMER_TYPES, type ImpactContext } from './impact-context.ts';
import { inputValues, type UnitFacts, type WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { INTERLOCK_REMOVED, isOff, latchesAsIf } from './permissives.ts';

/**
 * An output (or driver) that copied a variable and now gets another value under the same guards, where the variable
 * it copied was switched off (`:= FALSE`, `:= 0`) under a condition that reads a safety signal and what it now reads
 * is not (`IF NOT EStopOk THEN Cmd := 0` with `Torque := Cmd` → `Torque := Demand`): that override no longer reaches
 * the output. The same for a timer's Q it copied, or needed as a conjunct, where the timer's IN reads a safety
 * signal the new value does not (`FanRunOn(IN := Running AND NOT DoorOpen)`, `CircFan := FanRunOn.Q` →
 * `CircFan := Running`): TON, TOF and TP set Q only while, or shortly after, IN holds, so the signal no longer
 * switches the output off. Not where the new value is a switch-off itself (`:= FALSE`, `:= 0`).
 */
export function lostOverride(ctx: ImpactContext, was: WriteFact, now: WriteFact): string | null {
  const copied = was.value?.toLowerCase() ?? '';
  if (was.op !== ':=' || now.op !== ':=' || was.guardKeys.join('\u0000') !== now.guardKeys.join('\u0000')) return null;
  // Now switched off for good (`FaultLamp := FALSE`): held off always, it needs no override to switch it off.
  if (isOff(now)) return null;
  const read = new Set((now.value?.match(QUALIFIED_NAME) ?? []).map((n) => n.toLowerCase()));
  if (lostTimerConjunct(ctx, was, read)) return INTERLOCK_REMOVED;
  return overrideGone(ctx, copied, read);
}

/** IEC 61131-3's standard blocks: their inputs are judged by their own rules (a timer's IN, a latch's set and reset). */
const STANDARD_BLOCKS = new Set([...TIMER_TYPES, 'r_trig', 'f_trig', 'rs', 'sr', 'ctu', 'ctd', 'ctud']);

/**
 * An input of a block instance (not a standard block) given at its call that copied a variable switched off under a
 * condition reading a safety signal, now given something that switch-off does not reach (`fbRobot(bStart :=
 * bRunProgram)` with `IF NOT bEStopOk THEN bRunProgram := FALSE` → `bStart := bStartPb`): by IEC 61131-3 the argument
 * is the block's input, so the override no longer reaches the block, as it no longer reaches an output (`lostOverride`).
 */
export function lostInputOverride(ctx: ImpactContext, instance: string, was: string, now: string): string | null {
  if (STANDARD_BLOCKS.has(ctx.declaredEither(instance.split('[')[0]!)?.type.toLowerCase() ?? '')) return null;
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(was.trim())) return null;
  return overrideGone(ctx, was.trim().toLowerCase(), new Set((now.match(QUALIFIED_NAME) ?? []).map((n) => n.toLowerCase())));
}

/** `copied` was switched off under a safety guard where none of `read` is switched off any more. */
function overrideGone(ctx: ImpactContext, copied: string, read: ReadonlySet<string>): string | null {
  if (ctx.declaration(copied, 'old') === undefined || read.has(copied)) return null;
  const safetyGuarded = (w: WriteFact) => w.guards.some((g) => (g.match(QUALIFIED_NAME) ?? []).some((n) => ctx.safetySignal(n)));
  // `x R= NOT bEStopOk` is `IF NOT bEStopOk THEN x := FALSE` (`latchesAsIf`).
  const offUnder = (facts: UnitFacts, names: ReadonlySet<string>) => new Set(latchesAsIf(facts).writes.filter((w) => names.has(w.root) && w.target.toLowerCase() === w.root && isOff(w) && safetyGuarded(w)).map((w) => w.guardKeys.join('\u0000')));
  const kept = offUnder(ctx.new, read);
  return [...offUnder(ctx.old, new Set([copied]))].some((g) => !kept.has(g)) ? INTERLOCK_REMOVED : null;
}

/** A timer's Q, a whole conjunct of the old value, no longer read, whose IN reads a safety signal the new value does not. */
function lostTimerConjunct(ctx: ImpactContext, was: WriteFact, read: ReadonlySet<string>): boolean {
  return was.valueTerms.some((term) => {
    const [instance, member, more] = term.split('.');
    if (member !== 'q' || more !== undefined || !/^[a-z_][a-z0-9_]*$/.test(instance!) || !ctx.isTimer(instance!) || read.has(term)) return false;
    const inputs = inputValues([ctx.old], instance!, 'in');
    const signals = inputs.flatMap((value) => (value.match(QUALIFIED_NAME) ?? []).filter((n) => ctx.safetySignal(n)));
    return signals.some((n) => !read.has(n.toLowerCase()));
  });
}
