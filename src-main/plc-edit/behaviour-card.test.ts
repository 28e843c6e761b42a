// The card's Behaviour part as both domains build it: a difference the static Impact did not see is said to
// contradict it, a safety-relevant difference joins the impact's safety signals, and a request that cannot be built
// is "not simulated" with its reason.
import { describe, expect, it } from 'vitest';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import type { ImpactReport } from '../../src-shared/impact.ts';
import { behaviourCard } from './behaviour-card.ts';

const PROGRAM = (limit: number) => `PROGRAM p\nVAR\n  Level AT %IW0 : INT;\n  SafetyValve AT %QX0.0 : BOOL;\nEND_VAR\nSafetyValve := Level > ${limit};\nEND_PROGRAM`;
const side = (limit: number) => ({ sources: [{ name: 'p.st', text: PROGRAM(limit) }], program: 'p' });
const card = (impact: ImpactReport): ApprovalPreview => ({ kind: 'diff', title: 'Edit p.st', diff: '', impact });
const impactOf = (preview: ApprovalPreview | undefined) => (preview?.kind === 'diff' ? preview.impact : undefined);

describe('the Behaviour part of a card', { timeout: 30_000 }, () => {
  it('says so when the static Impact found no effect on outputs but the simulation shows one, and flags its safety output', async () => {
    const nothing: ImpactReport = { status: 'complete', items: [], safetySignals: [] };
    const next = impactOf(await behaviourCard(card(nothing), { safetyPatterns: ['safety'] }, async () => ({ old: side(80), new: side(90), cycleMs: 10, scenarios: 40 })));
    expect(next?.behaviour?.status).toBe('different');
    expect(next?.behaviour?.notes.join(' ')).toMatch(/static Impact found no effect on outputs, but the simulation shows outputs that differ/);
    expect(next?.safetySignals).toEqual(['safety: SafetyValve']);
  });

  it('does not claim a contradiction where the Impact named a changed constant', async () => {
    const constant: ImpactReport = { status: 'complete', items: [{ kind: 'constant', change: 'value-changed', subject: 'Level', text: 'Threshold 80 → 90', safety: [], at: [] }], safetySignals: [] };
    const next = impactOf(await behaviourCard(card(constant), { safetyPatterns: [] }, async () => ({ old: side(80), new: side(90), cycleMs: 10, scenarios: 40 })));
    expect(next?.behaviour?.status).toBe('different');
    expect(next?.behaviour?.notes.join(' ')).not.toMatch(/static Impact/);
  });

  it('a request that cannot be built is "not simulated" with the reason', async () => {
    const next = impactOf(await behaviourCard(card({ status: 'complete', items: [], safetySignals: [] }), { safetyPatterns: [] }, () => Promise.reject(new Error('the project file is gone'))));
    expect(next?.behaviour).toMatchObject({ status: 'not-simulated', reason: 'the project file is gone' });
  });
});
