// Many waiting calls at a glance: grouped by what they change, calls to a running PLC first, each said in one line,
// so the person picks what to read instead of scrolling through a stack of full cards.
import type { PendingApproval } from '../../src-shared/app-state.ts';
import { previewImpact } from '../../src-shared/impact.ts';
import { diffStats, parseUnifiedDiff } from './diff-lines.ts';

/** How main names the object inside a project a call works on: `Packaging.project › Application/PLC_PRG`. */
const OBJECT_SEPARATOR = ' › ';

/** Where a call works, for the person: the project (or target) and, when the call names one, the object in it. */
export interface CallPlace {
  project: string;
  object?: string;
}

export function callPlace(approval: Pick<PendingApproval, 'target' | 'targetName'>, targetLabel: (key: string) => string): CallPlace {
  const name = approval.targetName;
  if (!name) return { project: targetLabel(approval.target) };
  const at = name.indexOf(OBJECT_SEPARATOR);
  return at < 0 ? { project: name } : { project: name.slice(0, at), object: name.slice(at + OBJECT_SEPARATOR.length) };
}

export interface TriageGroup {
  key: string;
  /** The project (or target) every call of the group works on. */
  label: string;
  /** Where that project is on disk, when main resolved it (two projects may share a name). */
  path?: string;
  /** The group's calls change a running PLC: listed before every offline edit, and marked so. */
  runningPlc: boolean;
  /** In arrival order. */
  approvals: PendingApproval[];
}

/**
 * `approvals` (in arrival order, as main keeps them) grouped by the project they work on: calls that change a
 * running PLC form groups of their own, which come first; the other groups follow in the order their oldest call
 * arrived. A project's running-PLC calls and its offline edits are separate groups: they act on different things.
 */
export function triageGroups(approvals: readonly PendingApproval[], targetLabel: (key: string) => string): TriageGroup[] {
  const groups = new Map<string, TriageGroup>();
  for (const approval of approvals) {
    const runningPlc = approval.changesRunningPlc === true;
    const { project } = callPlace(approval, targetLabel);
    // The resolved project path where main sends one (CODESYS calls all share one queue target); else target and name.
    const path = approval.where?.project;
    const key = `${runningPlc ? 'plc' : 'edit'}\n${path ?? `${approval.target}\n${project}`}`;
    const group = groups.get(key) ?? { key, label: project, ...(path ? { path } : {}), runningPlc, approvals: [] };
    group.approvals.push(approval);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  // Within a group the safety-relevant calls come first (in arrival order among themselves).
  for (const group of all) group.approvals = [...group.approvals.filter(touchesSafety), ...group.approvals.filter((a) => !touchesSafety(a))];
  return [...all.filter((g) => g.runningPlc), ...all.filter((g) => !g.runningPlc)];
}

/** Whether a waiting call's impact names a safety-relevant signal. */
export function touchesSafety(approval: Pick<PendingApproval, 'preview'>): boolean {
  const impact = previewImpact(approval.preview);
  return impact !== undefined && (impact.safetySignals.length > 0 || impact.items.some((item) => item.safety.length > 0));
}

/** The calls in the order the list shows them (the order the person moves through them in). */
export function triageOrder(groups: readonly TriageGroup[]): PendingApproval[] {
  return groups.flatMap((g) => g.approvals);
}

export interface CallSummary {
  /** One line: what the call would do. */
  text: string;
  /** The change touches something the safety patterns name (an emergency stop, a guard…). */
  safety: boolean;
}

/**
 * What a waiting call would do, in one line: an edit's first impact and its size, the values a PLC write
 * sets, the objects a download changes. `argsSummary` (the queue's short form of the arguments) stands in for
 * a call whose card has no preview.
 */
export function callSummary(approval: Pick<PendingApproval, 'preview'>, argsSummary?: string): CallSummary {
  const preview = approval.preview;
  const impact = previewImpact(preview);
  const safetyItem = impact?.items.find((item) => item.safety.length > 0);
  const safety = safetyItem !== undefined;
  if (!preview) return { text: argsSummary || 'No preview: read its arguments', safety };
  if (preview.kind === 'plc') {
    const values = preview.values ?? [];
    if (values.length > 0) return { text: values.map((v) => `${v.expression} → ${v.next}`).join(', '), safety };
    if (preview.changedObjects && preview.changedObjects.length > 0) return { text: `Changed since the last download: ${preview.changedObjects.join(', ')}`, safety };
    return { text: preview.effect, safety };
  }
  // The row leads with what the call does to the machine: the impact's first item, a safety-relevant one first.
  const firstImpact = safetyItem ?? (impact?.status === 'complete' ? impact.items[0] : undefined);
  if (preview.kind === 'diff') {
    const { added, removed } = diffStats(parseUnifiedDiff(preview.diff));
    const size = `+${added} −${removed} ${added + removed === 1 ? 'line' : 'lines'}`;
    return { text: firstImpact ? `${firstImpact.text} · ${size}` : size, safety };
  }
  return { text: firstImpact ? firstImpact.text : preview.title, safety };
}

/**
 * Which call to show once `gone` (the open one) has left the list: the one after it in the order the list had
 * (the person keeps going down), else the nearest before it, else none.
 */
export function nextOpen(previousOrder: readonly string[], gone: string, present: ReadonlySet<string>): string | undefined {
  const at = previousOrder.indexOf(gone);
  if (at < 0) return undefined;
  return previousOrder.slice(at + 1).find((id) => present.has(id)) ?? previousOrder.slice(0, at).reverse().find((id) => present.has(id));
}
