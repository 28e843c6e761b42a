// A number written where nothing reads it (impact-analysis.ts, `#changedWriteParts`): a guard that is a permissive
// read positively (normal operation the signal permits, not its response) lends it no safety flag.
import type { ImpactContext } from './impact-context.ts';
import type { WriteFact } from './impact-facts.ts';
import { readsName } from './impact-text.ts';
import { isOff } from './permissives.ts';

/**
 * An integer code in a local (VAR, VAR_TEMP, VAR_STAT) that nothing in either version reads (no condition, value,
 * guard or block input), located nowhere and reaching no safety signal (`nInfo := 1` → `5` in a mode's branch under
 * the e-stop's release, which the heater reads as a permissive): another number there moves nothing that permissive
 * protects. The signal's own response (`IF NOT EStopOk THEN nInfo := 3`) still lends its guard. The caller checks
 * that it drives no output.
 */
export function unreadCode(ctx: ImpactContext, w: WriteFact): boolean {
  const d = ctx.declaredEither(w.root);
  if (w.op !== ':=' || !w.literal || !/^-?\d+$/.test(w.value ?? '') || !d || !('block' in d) || !['VAR', 'VAR_TEMP', 'VAR_STAT'].includes(d.block) || d.address) return false;
  if (!/^U?(S|D|L)?INT$/i.test(d.type) || ctx.feeds.signals(w.root).length > 0) return false;
  const reads = (text: string) => readsName(text, w.root);
  return [ctx.old, ctx.new].every(
    (f) =>
      f.conditions.every((c) => !reads(c.text)) &&
      f.writes.every((x) => ![x.value ?? '', x.via ?? '', ...x.guards].some(reads)) &&
      f.fbCalls.every((c) => ![...c.inputs.values()].some((input) => reads(input.value))),
  );
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
  if (!isOff(w)) return false;
  const d = ctx.declaredEither(w.root);
  if (!d || !('block' in d) || !['VAR', 'VAR_TEMP', 'VAR_STAT'].includes(d.block) || d.address || ctx.feeds.signals(w.root).length > 0) return false;
  const reads = (text: string) => readsName(text, w.root);
  const f = ctx.new;
  return f.conditions.every((c) => !reads(c.text)) && f.writes.every((x) => ![x.value ?? '', x.via ?? '', ...x.guards].some(reads)) && f.fbCalls.every((c) => ![...c.inputs.values()].some((input) => reads(input.value)));
}
