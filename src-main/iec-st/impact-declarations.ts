// Declarations compared for the impact analysis (impact-analysis.ts): added, removed, retyped, moved to another I/O
// address, or given another initial value.
import type { ImpactKind, ImpactLocation } from '../../src-shared/impact.ts';
import { at, declarationText } from './impact-text.ts';
import type { UnitFacts } from './impact-facts.ts';

/** The analysis's way of adding an item (its safety is judged there). */
export type AddItem = (
  kind: ImpactKind,
  change: string,
  subject: string,
  detail: { old?: string; new?: string; text: string; at: ImpactLocation[]; related: string[]; address?: string | null; key?: string; permissive?: string | null; written?: boolean; feeds?: string[]; own?: boolean; latchesOf?: string[] },
) => void;

const LATCH_PRIORITY: Record<string, string> = { rs: 'reset', sr: 'set' };

/** Declarations added, removed or retyped; I/O addresses taken or freed; initial values changed. `timersReading`
 * gives what the timers that take a variable as an input watch (a preset held in a variable); `watches` what a timer
 * instance's own inputs read (retyped, `TP` → `TON`, it is another function of them). */
export function declarationChanges(before: UnitFacts['declarations'], after: UnitFacts['declarations'], add: AddItem, timersReading: (name: string) => string[], watches: (instance: string, types: readonly string[]) => string[] = () => [], stepSignals: (name: string) => string[] = () => []): void {
  for (const [key, was] of before) {
    const now = after.get(key);
    if (!now) {
      add('declaration', 'removed', was.name, {
        old: declarationText(was),
        text: `${was.name} (${was.type}) is no longer declared${was.address ? `: ${was.address} is freed` : ''}.`,
        at: [at('old', was.site)],
        related: [],
        address: was.address,
      });
      continue;
    }
    const sites = [at('old', was.site), at('new', now.site)];
    const wasInit = initArguments(was.type);
    const nowInit = initArguments(now.type);
    if (wasInit && nowInit && wasInit.type.toLowerCase() === nowInit.type.toLowerCase() && wasInit.args !== nowInit.args) {
      // The same type given other FB_init arguments (`FB_RateLimiter(fFallingLimit := 800.0)` → `1600.0`): the
      // instance's initial values, not another type.
      add('constant', 'initial-value-changed', now.name, {
        old: wasInit.args,
        new: nowInit.args,
        text: `The FB_init arguments of ${now.name} (${nowInit.type}) change from (${wasInit.args}) to (${nowInit.args}) (when the instance is initialised: after a download or a cold start).`,
        at: sites,
        related: watches(now.name, [was.type, now.type]),
      });
    } else if (was.type.toLowerCase() !== now.type.toLowerCase()) {
      const priority = LATCH_PRIORITY[now.type.toLowerCase()] && LATCH_PRIORITY[was.type.toLowerCase()];
      const text = priority
        ? `${now.name} changes from ${was.type} to ${now.type}: when set and reset are both TRUE, ${LATCH_PRIORITY[now.type.toLowerCase()]} now wins (was ${LATCH_PRIORITY[was.type.toLowerCase()]}).`
        : `${now.name} changes type from ${was.type} to ${now.type}.`;
      add('declaration', 'retyped', now.name, { old: was.type, new: now.type, text, at: sites, related: watches(now.name, [was.type, now.type]) });
    }
    if ((was.address ?? '').toUpperCase() !== (now.address ?? '').toUpperCase()) {
      const text = !now.address
        ? `${now.name} is no longer located: ${was.address} is freed.`
        : !was.address
          ? `${now.name} now takes I/O address ${now.address}.`
          : `${now.name} moves from ${was.address} to ${now.address}.`;
      add('declaration', 'address-changed', now.name, { old: was.address ?? undefined, new: now.address ?? undefined, text, at: sites, related: [], address: now.address ?? was.address });
    }
    if ((was.initialValue ?? '') !== (now.initialValue ?? '')) {
      add('constant', 'initial-value-changed', now.name, {
        old: was.initialValue ?? undefined,
        new: now.initialValue ?? undefined,
        text: `${now.constant ? 'Constant' : 'The initial value of'} ${now.name} changes from ${was.initialValue ?? '(none)'} to ${now.initialValue ?? '(none)'}${now.constant ? '' : ' (after a download or a cold start)'}.`,
        at: sites,
        // A timer's preset held in a variable is part of what that timer watches.
        related: timersReading(now.name),
        // …and a step timer's preset, the safety signals the step its Q starts switches (`presetStepSignals`).
        feeds: stepSignals(now.name),
      });
    }
  }
  for (const [key, now] of after) {
    if (before.has(key)) continue;
    add('declaration', 'added', now.name, {
      new: declarationText(now),
      text: `${now.name} (${now.type}) is declared${now.address ? `, taking ${now.address}` : ''}.`,
      at: [at('new', now.site)],
      related: [],
      address: now.address,
    });
  }
}

/**
 * A function block type given FB_init arguments at the declaration, all named (`FB_RateLimiter(fRisingLimit := 400.0,
 * fFallingLimit := 800.0)`): the type and the arguments' text. Null for anything else (`STRING(80)` is a length,
 * positional arguments are left to the type comparison).
 */
function initArguments(type: string): { type: string; args: string } | null {
  const m = /^([A-Za-z_][A-Za-z0-9_.]*)\s*\((.*)\)$/s.exec(type.trim());
  if (!m) return null;
  const args = m[2]!.split(',').map((a) => a.trim());
  if (!args.every((a) => /^[A-Za-z_][A-Za-z0-9_]*\s*:=\s*\S/.test(a))) return null;
  return { type: m[1]!, args: args.map((a) => a.replace(/\s*:=\s*/, ' := ')).join(', ') };
}
