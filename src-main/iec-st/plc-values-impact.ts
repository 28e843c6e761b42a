// What a write, force or unforce does on a running PLC, in the terms of a code edit's impact: each value with the
// I/O address it drives and whether its name is safety-relevant. The card, the notification, the gate, the agent's
// result and History then treat a value on a safety signal exactly as they treat a code edit that touches one.
import type { ImpactItem, ImpactReport } from '../../src-shared/impact.ts';
import type { OuterDeclaration } from './impact-analysis.ts';
import { SafetyAddresses } from './io-addresses.ts';
import { safetyMatcher, typeSafetyPattern } from './safety-patterns.ts';

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
  /**
   * The project's declarations (`projectDeclarations`): a value's own gives its address and documentation (the
   * comments and pragmas above it too); any located one that is safety-relevant makes its address safety-relevant.
   */
  declarations?: readonly OuterDeclaration[];
  /** What of the project's declarations could not be read: the report carries it, so the card fails closed. */
  unresolved?: string | null;
}

/**
 * The report, and each value's safety matches in the order given (empty when none). A value matches by its whole
 * expression or by any of its names (`GVL_Safety.xDoor`, `PLC_PRG.fbGuard.Q`), so a project signal listed without
 * its list's name still counts, or by its declaration's documentation; the first match is kept, one per value. A
 * value none of that marks is safety-relevant by its address when that overlaps a safety-relevant value's, a
 * project variable's located there (`PLC_PRG.xDoor` at `%QX0.6` where `GVL_IO.bGuardLock` is), or one the person
 * marked.
 */
export function plcValuesImpact(request: PlcValuesImpactRequest): { report: ImpactReport; safety: string[][] } {
  const matcher = safetyMatcher(request.safetyPatterns, request.safetySignals ?? []);
  const application = request.application?.split('/').at(-1)?.toLowerCase();
  const declared = new Map((request.declarations ?? []).map((d) => [qualified(d).toLowerCase(), d]));
  const values = request.values.map((value) => {
    const names = value.expression
      .replace(/\[[^\]]*\]/g, '')
      .split('.')
      .map((name) => name.replace(/\^$/, ''))
      .filter((name, i) => name !== '' && !(i === 0 && name.toLowerCase() === application));
    // Only a variable named whole (`PLC_PRG.xDoor`) is its declaration; a member or element is not located there.
    const own = names.length === 2 && !/[[\]^]/.test(value.expression) ? declared.get(names.join('.').toLowerCase()) : undefined;
    const documentation = [value.comment, own?.documentation].filter(Boolean).join(' ') || null;
    const address = value.address ?? (own?.address && !own.address.endsWith('*') ? own.address : undefined);
    return { names, documentation, address };
  });
  const safety = values.map(({ names, documentation }) => {
    const matched = matcher.match([names.join('.'), ...[...names].reverse()], () => documentation).slice(0, 1);
    // A member of an instance of a safety function block (`PLC_PRG.fbSLS.MonitoringTime`, fbSLS an SF_… block).
    const instance = names.length > 2 ? declared.get(names.slice(0, 2).join('.').toLowerCase()) : undefined;
    const byType = instance ? typeSafetyPattern(matcher, instance.type) : null;
    return matched.length === 0 && byType ? [`${byType}: ${names.slice(0, 2).join('.')}`] : matched;
  });
  const addresses = new SafetyAddresses();
  for (const address of request.safetyAddresses ?? []) addresses.add(address, 'marked in Settings → Safety');
  for (const d of request.declarations ?? []) {
    if (d.address && matcher.match([qualified(d), d.name], () => d.documentation).length > 0) addresses.add(d.address, qualified(d));
  }
  request.values.forEach((value, i) => {
    if (values[i]!.address && safety[i]!.length > 0) addresses.add(values[i]!.address!, value.expression);
  });
  request.values.forEach((value, i) => {
    const hit = safety[i]!.length === 0 ? addresses.overlapping(values[i]!.address) : null;
    if (hit) safety[i] = [`safety address ${hit}: ${value.expression}`];
  });
  const items = request.values.map((value, i): ImpactItem => {
    const address = values[i]!.address;
    const subject = address ? `${value.expression} (${address})` : value.expression;
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
      ...(address ? { address } : {}),
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
  const report: ImpactReport = { status: 'complete', items: sorted, safetySignals: [...new Set(safety.flat())] };
  return { report: request.unresolved ? { ...report, unresolved: request.unresolved } : report, safety };
}

const qualified = (d: OuterDeclaration): string => (d.namespace ? `${d.namespace}.${d.name}` : d.name);
