// The card's Behaviour part, as both domains build it: a `running` part while the simulation runs (the static
// Impact shows at once), then the old and the new version run side by side in the simulation's worker, its
// safety-relevant differences joined to the impact's safety signals.
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import { behaviourSafetySignals, type BehaviourReport } from '../../src-shared/behaviour.ts';
import { previewImpact, type ImpactReport } from '../../src-shared/impact.ts';
import { boundedBehaviour, type BehaviourRequest } from '../text-diff/index.ts';

/** The cycle assumed for a program no cyclic task runs (the card says so). */
export const ASSUMED_CYCLE_MS = 20;

/** What counts as safety-relevant for this project: the person's patterns and the project's own signals. */
export interface SafetyContext {
  safetyPatterns: readonly string[];
  safetySignals?: readonly string[];
}

/** The card's impact with a `running` Behaviour part: shown until the simulation finishes. */
export function withBehaviourRunning(preview: ApprovalPreview): ApprovalPreview {
  const impact = previewImpact(preview);
  if (!impact || (preview.kind !== 'diff' && preview.kind !== 'text')) return preview;
  const running: BehaviourReport = { status: 'running', scenarios: 0, scans: 0, cycleMs: 0, differingScenarios: 0, differences: [], notes: [], summary: 'Simulating the old and the new version…' };
  return { ...preview, impact: { ...impact, behaviour: running } };
}

export function notSimulated(reason: string): BehaviourReport {
  return { status: 'not-simulated', reason, scenarios: 0, scans: 0, cycleMs: 0, differingScenarios: 0, differences: [], notes: [], summary: `Not simulated: ${reason}` };
}

/**
 * The preview with the simulated behaviour in its impact. `request` builds what to simulate (it may read the
 * project); what it throws becomes a "not simulated" part with the reason.
 */
export async function behaviourCard(
  preview: ApprovalPreview,
  safety: SafetyContext,
  request: () => Promise<Omit<BehaviourRequest, 'safetyPatterns' | 'safetySignals' | 'impactSaysNoEffect'> | BehaviourReport>,
): Promise<ApprovalPreview | undefined> {
  const impact = previewImpact(preview);
  if (!impact || (preview.kind !== 'diff' && preview.kind !== 'text')) return undefined;
  const behaviour = await request()
    .then((built) => ('status' in built ? built : boundedBehaviour({ ...built, safetyPatterns: safety.safetyPatterns, safetySignals: safety.safetySignals ?? [], impactSaysNoEffect: impactSaysNoEffect(impact) })))
    .catch((err: unknown): BehaviourReport => notSimulated(err instanceof Error ? err.message : String(err)));
  const safetySignals = [...new Set([...impact.safetySignals, ...behaviourSafetySignals(behaviour)])];
  const next: ImpactReport = { ...impact, behaviour, safetySignals };
  return { ...preview, impact: next };
}

/** The static Impact found nothing that reaches an output: a difference the simulation finds then contradicts it. */
function impactSaysNoEffect(impact: ImpactReport): boolean {
  return impact.status === 'complete' && !impact.items.some((item) => item.kind === 'write' || item.kind === 'condition' || item.kind === 'constant' || item.kind === 'fb-call' || item.kind === 'call');
}

/** `T#10ms` → 10; undefined when it is no duration or not positive. */
export function durationMs(text: string): number | undefined {
  const m = /^(?:T|TIME)#(.*)$/i.exec(text.trim().replace(/_/g, ''));
  if (!m) return undefined;
  let total = 0;
  let rest = m[1]!.toLowerCase();
  for (const [unit, size] of [['ms', 1], ['h', 3_600_000], ['m', 60_000], ['s', 1000]] as const) {
    const part = new RegExp(`(\\d+(?:\\.\\d+)?)${unit}(?![a-z])`).exec(rest);
    if (part) {
      total += Number(part[1]) * size;
      rest = rest.replace(part[0], '');
    }
  }
  return total > 0 && rest === '' ? total : undefined;
}
