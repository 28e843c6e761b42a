// Locals written where nothing reads them (impact-analysis.ts, `#changedWriteParts`): such a write moves nothing a
// safety signal protects, so a guard read as a permissive, or the write running in other cases, lends it no flag.
import type { ImpactContext } from './impact-context.ts';
import type { UnitFacts, WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME, readsName } from './impact-text.ts';
import { conjunctsOf, isOff } from './permissives.ts';

/**
 * An integer code in a local (VAR, VAR_TEMP, VAR_STAT) that nothing in either version reads (no condition, value,
 * guard or block input), located nowhere and reaching no safety signal (`nInfo := 1` → `5` in a mode's branch under
 * the e-stop's release, which the heater reads as a permissive): another number there moves nothing that permissive
 * protects. The signal's own response (`IF NOT EStopOk THEN nInfo := 3`) still lends its guard. The caller checks
 * that it drives no output.
 */
export function unreadCode(ctx: ImpactContext, w: WriteFact): boolean {
  if (w.op !== ':=' || !w.literal || !/^-?\d+$/.test(w.value ?? '')) return false;
  return readNowhere(ctx, w.root, [ctx.old, ctx.new], (type) => /^U?(S|D|L)?INT$/i.test(type));
}

/**
 * A local flag (VAR, VAR_TEMP, VAR_STAT, located nowhere, reaching no safety signal) that no condition, value, guard
 * or block input of the new version reads: after the edit its value reaches nothing, so a write of it that now runs in
 * other cases removes no interlock (`IF bResetAlarm OR rtBusOk.Q THEN bBusAlarm := FALSE; bResetAlarm := FALSE` →
 * `IF rtBusOk.Q`: the reset request's own clear, read nowhere now). Only a switch-off (`:= FALSE`, `:= 0`, `R=`): a
 * switch-on that lost its own one-shot guard (`IF … AND NOT DryerStarted THEN DryerStarted := TRUE`) stays flagged as
 * training expects. The write stays an item; its guards count as before.
 */
export function readNowhereNow(ctx: ImpactContext, w: WriteFact): boolean {
  return isOff(w) && readNowhere(ctx, w.root, [ctx.new], () => true);
}

/**
 * A BOOL constant written to a local flag that nothing in either version reads (`bPunchDone := FALSE` at a stroke's
 * start, a feedback nobody here reads), under guards that read each safety signal only as a whole conjunct read
 * positively (`IF rtPunch.Q AND bCapPresent AND bCurtainClear`: the curtain permits the stroke): removed or added, the
 * flag's value reaches nothing that signal protects, and the guard gates everything else as before. The signal's own
 * response (`IF NOT bCurtainClear THEN …`) still lends its guard.
 */
export function unreadFlagUnderPermissives(ctx: ImpactContext, w: WriteFact): boolean {
  if (w.op !== ':=' || !/^(TRUE|FALSE)$/i.test(w.value ?? '')) return false;
  const plain = (t: string) => /^[a-z_][a-z0-9_.]*$/.test(t) && !ctx.polarity.trips.has(t);
  const permissiveOnly = w.guards.every((g) => conjunctsOf(g.toLowerCase()).every((t) => plain(t) || !(t.match(QUALIFIED_NAME) ?? []).some((n) => ctx.safetySignal(n))));
  return permissiveOnly && readNowhere(ctx, w.root, [ctx.old, ctx.new], (type) => /^BOOL$/i.test(type));
}

/** A local of a type `typed` accepts, located nowhere and reaching no safety signal, that nothing in `sides` reads. */
function readNowhere(ctx: ImpactContext, root: string, sides: readonly UnitFacts[], typed: (type: string) => boolean): boolean {
  const d = ctx.declaredEither(root);
  if (!d || !('block' in d) || !['VAR', 'VAR_TEMP', 'VAR_STAT'].includes(d.block) || d.address || !typed(d.type) || ctx.feeds.signals(root).length > 0) return false;
  const reads = (text: string) => readsName(text, root);
  return sides.every(
    (f) =>
      f.conditions.every((c) => !reads(c.text)) &&
      f.writes.every((x) => ![x.value ?? '', x.via ?? '', ...x.guards].some(reads)) &&
      f.fbCalls.every((c) => ![...c.inputs.values()].some((input) => reads(input.value))),
  );
}
