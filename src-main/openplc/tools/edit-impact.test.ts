// What an OpenPLC code edit does to the machine, end to end through MCP: the card's impact, the always-approve rule
// for safety-relevant edits, and the impact in the agent's result and the audit record.
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../src-shared/settings-schema.ts';
import { ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
afterEach(async () => h?.close());

async function start(settings?: (s: Settings) => Settings) {
  h = await startOpenPlcHarness(settings ? { settings } : {});
  h.harness.attachUi();
  const project = await h.project('bottling-line');
  const read = ok<{ content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
  return { project, hash: read.content_hash };
}

const patch = (project: string, hash: string, old: string, replacement: string) => ({
  project_path: project,
  pou_name: 'main',
  expected_content_hash: hash,
  edits: [{ old, new: replacement }],
});

describe('impact on OpenPLC edit cards', () => {
  it('shows that the edit drives ConveyorMotor (%QX0.0) unconditionally TRUE, approve once only, and the agent and History get the same words', async () => {
    const { project, hash } = await start();
    const pending = h.call('patch_pou', patch(project, hash, 'ConveyorMotor := Conveyor.MotorOn;', 'ConveyorMotor := TRUE;'));
    const card = await h.harness.nextApproval();
    const impact = card.preview?.kind === 'diff' ? card.preview.impact : undefined;
    expect(impact?.status).toBe('complete');
    // A physical output forced constant is a safety change whatever its name.
    expect(impact?.items).toEqual([expect.objectContaining({ kind: 'write', change: 'now-constant', subject: 'ConveyorMotor', address: '%QX0.0', safety: ['output forced constant: ConveyorMotor'] })]);
    expect(card.onceOnly).toMatch(/safety-relevant signal ConveyorMotor/);
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    const result = await pending;
    ok(result);
    const sentence = 'Now drives output ConveyorMotor (%QX0.0) to the constant TRUE, unconditionally (was Conveyor.MotorOn).';
    expect(result.content.map((c) => c.text).join('\n')).toContain(sentence);
    const { entries } = await h.harness.core.audit.read();
    expect(entries.find((e) => e.tool === 'patch_pou')?.impact?.items[0]?.text).toBe(sentence);
  });

  it('flags the emergency stop check first and offers only "approve once", even for a tool the person always approves', async () => {
    const { project, hash } = await start((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'patch_pou' }] } }));
    const pending = h.call('patch_pou', patch(project, hash, 'IF NOT EmergencyStop THEN', 'IF FALSE THEN'));
    const card = await h.harness.nextApproval();
    const impact = card.preview?.kind === 'diff' ? card.preview.impact : undefined;
    expect(impact?.items[0]).toMatchObject({ kind: 'condition', change: 'no-longer-read', subject: 'EmergencyStop', address: '%IX0.0', safety: ['emergency stop: EmergencyStop'] });
    expect(card.onceOnly).toMatch(/safety-relevant signal EmergencyStop/);
    await expect(h.harness.core.gate.resolve(card.id, 'approve-always')).rejects.toThrow(/only be approved once/);
    await h.harness.core.gate.resolve(card.id, 'deny');
    expect(result(await pending)).toMatch(/denied/i);
  });

  it('lets an always-approved edit that touches no safety signal through without a card, its impact still reported', async () => {
    const { project, hash } = await start((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'patch_pou' }] } }));
    const outcome = await h.call('patch_pou', patch(project, hash, 'PT := T#3s', 'PT := T#5s'));
    ok(outcome);
    expect(outcome.content.map((c) => c.text).join('\n')).toContain('Timer StartupDelay: preset PT changes from T#3s to T#5s.');
    const { entries } = await h.harness.core.audit.read();
    expect(entries.find((e) => e.tool === 'patch_pou')).toMatchObject({ decision: { by: 'policy:always' }, impact: { status: 'complete' } });
  });

  it('flags a signal the person listed for this project in Settings', async () => {
    const { project, hash } = await start();
    await h.harness.core.settings.update((s) => ({ ...s, safety: { ...s.safety, projectSignals: [`${project} = StopButton`] } }));
    const pending = h.call('patch_pou', patch(project, hash, 'IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN'));
    const card = await h.harness.nextApproval();
    const impact = card.preview?.kind === 'diff' ? card.preview.impact : undefined;
    expect(impact?.safetySignals).toContain('project list: StopButton');
    await h.harness.core.gate.resolve(card.id, 'deny');
    await pending;
  });
});

function result(outcome: { isError?: boolean; content: Array<{ text?: string }> }): string {
  return outcome.content.map((c) => c.text ?? '').join('\n');
}
