// What a write, force or unforce does on a running PLC, in the terms of a code edit's impact: each value with the
// I/O address it drives and whether its name is safety-relevant. The card, the notification, the gate, the agent's
// result and History then treat a value on a safety signal exactly as they treat a code edit that touches one.
import type { ImpactItem, ImpactReport } from '../../src-shared/impact.ts';
import { SafetyAddresses } from './io-addresses.ts';
import { safetyMatcher } from './safety-patterns.ts';

export type PlcValueAction = 'write' | 'force' | 'unforce';

export interface PlcValueTouched {
  expression: string;
  /** What it holds now, as the PLC printed it; null when it could not be read. */
  current: string | null;
  /** What it gets (for an unforce, what it keeps or returns to). */
  next: string;
  address?: string;
  /** The comment after its declaration, which the safety patterns read too (as for a code edit). */
  comment?: string;
}

export interface PlcValuesImpactRequest {
  action: PlcValueAction;
  values: readonly PlcValueTouched[];
  /** The application's name, which an expression may start with (`Application.PLC_PRG.x`). */
  application?: string;
  safetyPatterns: readonly string[];
  safetySignals?: readonly string[];
  /** The I/O addresses the person marked safety-relevant for the project (Settings → Safety). */
  safetyAddresses?: readonly string[];
  /** Located variables known beyond the values (the project's), whose safety relevance their addresses carry. */
  located?: ReadonlyArray<{ name: string; address: string; documentation: string | null }>;
}

/**
 * The report, and each value's safety matches in the order given (empty when none). A value matches by its whole
 * expression or by any of its names (`GVL_Safety.xDoor`, `PLC_PRG.fbGuard.Q`), so a project signal listed without
 * its list's name still counts, or by its declaration comment; the first match is kept, one per value. A value
 * none of that marks is safety-relevant by its address when that overlaps a safety-relevant value's (`xDoor` at
 * `%QX0.6` where `bGuardLock` is), a located safety signal's, or one the person marked.
 */
export function plcValuesImpact(request: PlcValuesImpactRequest): { report: ImpactReport; safety: string[][] } {
  const matcher = safetyMatcher(request.safetyPatterns, request.safetySignals ?? []);
  const application = request.application?.split('/').at(-1)?.toLowerCase();
  const safety = request.values.map((value) => {
    const names = value.expression
      .replace(/\[[^\]]*\]/g, '')
      .split('.')
      .map((name) => name.replace(/\^$/, ''))
      .filter((name, i) => name !== '' && !(i === 0 && name.toLowerCase() === application));
    return matcher.match([names.join('.'), ...[...names].reverse()], () => value.comment ?? null).slice(0, 1);
  });
  const addresses = new SafetyAddresses();
  for (const address of request.safetyAddresses ?? []) addresses.add(address, 'marked in Settings → Safety');
  for (const d of request.located ?? []) if (matcher.match([d.name], () => d.documentation).length > 0) addresses.add(d.address, d.name);
  request.values.forEach((value, i) => {
    if (value.address && safety[i]!.length > 0) addresses.add(value.address, value.expression);
  });
  request.values.forEach((value, i) => {
    const hit = safety[i]!.length === 0 ? addresses.overlapping(value.address) : null;
    if (hit) safety[i] = [`safety address ${hit}: ${value.expression}`];
  });
  const items = request.values.map((value, i): ImpactItem => {
    const subject = value.address ? `${value.expression} (${value.address})` : value.expression;
    const now = value.current ?? 'unreadable';
    const text = {
      write: `Writes ${subject} on the running PLC: ${now} → ${value.next}.`,
      force: `Forces ${subject} to ${value.next} (now ${now}): the PLC holds it whatever the program writes.`,
      unforce: `Releases the force on ${subject} (forced at ${now}): ${value.next}.`,
    }[request.action];
    return {
      kind: 'write',
      change: { write: 'written', force: 'forced', unforce: 'unforced' }[request.action],
      subject: value.expression,
      ...(value.address ? { address: value.address } : {}),
      ...(value.current !== null ? { old: value.current } : {}),
      new: value.next,
      text,
      safety: safety[i]!,
      at: [],
    };
  });
  // As a code edit's: safety first, then outputs, then the rest, each group in the order the agent gave.
  const rank = (item: ImpactItem) => (item.safety.length > 0 ? 0 : item.address?.toUpperCase().startsWith('%Q') ? 1 : 2);
  const sorted = items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map((x) => x.item);
  return { report: { status: 'complete', items: sorted, safetySignals: [...new Set(safety.flat())] }, safety };
}
