// What the inputs of timers and blocks called in a POU read, for the safety of an item about them: a timer's inputs
// (what it watches), a preset held in a variable, and whether a callee is an instance (its members read) or a method.
import { executingSignals } from './block-responses.ts';
import { type ImpactContext, TIMER_TYPES } from './impact-context.ts';
import { literally, QUALIFIED_NAME } from './impact-text.ts';

/** A member of it read in either version (`tonStroke.Q`): an instance declared elsewhere, not a method called. */
export function membersRead(ctx: ImpactContext, instance: string): boolean {
  const member = new RegExp(`(^|[^A-Za-z0-9_.])${literally(instance)}\\.[A-Za-z_]`, 'i');
  return [ctx.old, ctx.new].some((f) => f.conditions.some((c) => member.test(c.text)) || f.writes.some((w) => member.test(w.value ?? '')));
}

/**
 * The signals a timer's inputs read, for its safety: a struct member (`tyDI.bEStopSig`) is the signal it names,
 * while an output of a block called here (`fbTwoHand.xEnable`) is that block's concern.
 */
export function timerContext(ctx: ImpactContext, inputs: readonly { value: string }[]): string[] {
  const called = new Set([...ctx.old.fbCalls, ...ctx.new.fbCalls].map((c) => c.instance.toLowerCase()));
  return inputs.flatMap((input) => input.value.match(QUALIFIED_NAME) ?? []).filter((name) => !(name.includes('.') && called.has(name.split('.')[0]!.toLowerCase())));
}

/**
 * What a timer instance's own calls read (`HornPulse(IN := Overfill OR EStop)`), when either of its types is a timer:
 * retyped (`TP` → `TON`), it is another function of those inputs, safety-relevant where one of them is.
 */
export function timerWatches(ctx: ImpactContext, instance: string, types: readonly string[]): string[] {
  if (!types.some((t) => TIMER_TYPES.has(t.toLowerCase()))) return [];
  const calls = [...ctx.old.fbCalls, ...ctx.new.fbCalls].filter((c) => c.declared && c.instance.toLowerCase() === instance.toLowerCase());
  return timerContext(ctx, calls.flatMap((c) => [...c.inputs.values()]));
}

/**
 * What the timers that take `name` as an input (a preset held in a variable) watch, for the safety of its value,
 * and the safety signals that execute a block taking it as an input (`fbStop(…, Deceleration := fStopDecel)`).
 */
export function timersReading(ctx: ImpactContext, name: string): string[] {
  const key = name.toLowerCase();
  const reading = [...ctx.old.fbCalls, ...ctx.new.fbCalls].filter((c) => [...c.inputs.values()].some((input) => (input.value.match(QUALIFIED_NAME) ?? []).some((n) => n.toLowerCase() === key)));
  const timers = reading.filter((c) => TIMER_TYPES.has(ctx.declaredEither(c.instance)?.type.toLowerCase() ?? ''));
  const blocks = reading.filter((c) => c.declared && !timers.includes(c));
  const executing = blocks.flatMap((c) => executingSignals(c.instance, [ctx.old, ctx.new], (n) => ctx.safetySignal(n)));
  return [...timerContext(ctx, timers.flatMap((c) => [...c.inputs.values()])), ...executing];
}

/**
 * The safety signals a step timer's preset held in `name` times (the lead's decision, fail closed): the timer's Q (the
 * guard of a step set `seq := 2`) leads to a later step in which a safety-relevant physical output's write reads that
 * step by equality (`gasValve := (seq = 2 OR …) AND …`, or a CASE branch `30: DoorLock := FALSE`). Shortened, the purge
 * that step waits for is shorter, and the safety output is reached sooner. A flag the step clears (`FlagPressedEStop
 * := FALSE`, no `%Q`) moves no actuator sooner.
 */
export function presetStepSignals(ctx: ImpactContext, name: string): string[] {
  const key = name.toLowerCase();
  const timers = [...ctx.old.fbCalls, ...ctx.new.fbCalls].filter((c) => ctx.isTimer(c.instance) && [...c.inputs].some(([input, { value }]) => input.toLowerCase() === 'pt' && (value.match(QUALIFIED_NAME) ?? []).some((n) => n.toLowerCase() === key)));
  return stepTimerSignals(ctx, timers.map((c) => c.instance));
}

/**
 * The safety signals step timers reach (see `presetStepSignals`): the outputs of the later steps their Q leads to. A
 * preset given as a literal at the call (`PurgeTimer(IN := Step = 1, PT := T#30s)`) times the same step.
 */
export function stepTimerSignals(ctx: ImpactContext, instances: readonly string[]): string[] {
  const writes = [...ctx.old.writes, ...ctx.new.writes];
  const signals = new Set<string>();
  for (const q of new Set(instances.map((instance) => `${instance}.q`.toLowerCase()))) {
    for (const step of writes.filter((w) => w.op === ':=' && w.literal && /^\d+$/.test(w.value ?? '') && w.guards.at(-1)?.toLowerCase() === q)) {
      const reads = new RegExp(`(^|[^A-Za-z0-9_.])${literally(step.target)}\\s*=\\s*${step.value}(?![0-9])`, 'i');
      for (const w of writes) if (ctx.safetySignal(w.target) && ctx.physicalOutput(w.root) && [w.value ?? '', ...w.guards].some((text) => reads.test(text))) signals.add(w.target);
    }
  }
  return [...signals];
}
