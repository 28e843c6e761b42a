// Whether a guard reads its safety signals only as permissives: each in the sense that lets the write run when the
// signal is healthy (`NOT DoorOpen` where the outputs' writes hold off on `DoorOpen`, `GuardClosed` where they need
// it), also through a timer's `Q` whose `IN` reads them so (`BakeTimer(IN := Running AND NOT DoorOpen)`). A switch-on
// under such a guard is on only while the signal permits it; removed, the target is on in fewer cases, and the signal
// keeps its role (docs/safety.md: "a `Run := TRUE` removed while other writes remain").
import type { ImpactContext } from './impact-context.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { conjunctsOf } from './permissives.ts';

const NEGATED = /^not \(?([a-z_][a-z0-9_.]*)\)?$/;
const PLAIN = /^([a-z_][a-z0-9_.]*)$/;

/** Every conjunct of the guard that reads a safety signal (directly or through a timer's inputs) reads it as a permissive. */
export function permitsOnly(ctx: ImpactContext, guard: string): boolean {
  return conjunctsOf(guard.toLowerCase()).every((term) => permissiveTerm(ctx, term, true));
}

function permissiveTerm(ctx: ImpactContext, term: string, throughTimers: boolean): boolean {
  const { permissives, trips, alsoTrips } = ctx.polarity;
  const negated = NEGATED.exec(term)?.[1];
  if (negated !== undefined) return !ctx.safetySignal(negated) || trips.has(negated) || alsoTrips.has(negated);
  const plain = PLAIN.exec(term)?.[1];
  const [instance, member, more] = (plain ?? '').split('.');
  if (plain !== undefined && member === 'q' && more === undefined && ctx.isTimer(instance!)) {
    // One timer deep: a timer's Q in another timer's IN is not followed (fail closed).
    if (!throughTimers) return false;
    // TON, TOF and TP set Q only while (or shortly after) IN holds: what IN needs, Q needs too.
    const inputs = [ctx.old, ctx.new].flatMap((facts) => facts.fbCalls.filter((c) => c.instance.toLowerCase() === instance).flatMap((c) => [...c.inputs.entries()].filter(([name]) => name.toLowerCase() === 'in').map(([, input]) => input.value)));
    return inputs.every((value) => conjunctsOf(value.toLowerCase()).every((t) => permissiveTerm(ctx, t, false)));
  }
  if (plain !== undefined) return !ctx.safetySignal(plain) || (permissives.has(plain) && !trips.has(plain) && !alsoTrips.has(plain));
  return !(term.match(QUALIFIED_NAME) ?? []).some((name) => ctx.safetySignal(name));
}
