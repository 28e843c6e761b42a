// The card's Behaviour part end to end through MCP (patch_pou on the demo line): the static Impact at once, the
// simulated behaviour when it finishes, and the same words in the agent's result and the audit record.
import { afterEach, describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import type { BehaviourReport } from '../../../src-shared/behaviour.ts';
import { ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
afterEach(async () => h?.close());

async function start() {
  h = await startOpenPlcHarness({});
  h.harness.attachUi();
  const project = await h.project('bottling-line');
  const read = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
  return { project, hash: read.content_hash, text: read.content };
}

const patch = (project: string, hash: string, old: string, replacement: string) => ({ project_path: project, pou_name: 'main', expected_content_hash: hash, edits: [{ old, new: replacement }] });

const behaviourOf = (card: PendingApproval | undefined): BehaviourReport | undefined => (card?.preview?.kind === 'diff' ? card.preview.impact?.behaviour : undefined);

/** The card as it is once the simulation has finished (polled, bounded). */
async function finished(id: string): Promise<PendingApproval> {
  for (let i = 0; i < 600; i++) {
    const card = h.harness.core.gate.pending().find((p) => p.id === id);
    if (!card) throw new Error('the card went away');
    if (behaviourOf(card)?.status !== 'running') return card;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the simulation did not finish within 30 s');
}

describe('behaviour on OpenPLC edit cards', { timeout: 60_000 }, () => {
  it('a start no longer blocked by the held stop button: the card first shows the Impact, then the counterexample', async () => {
    const { project, hash } = await start();
    const pending = h.call('patch_pou', patch(project, hash, 'IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN'));
    const card = await h.harness.nextApproval();
    expect(card.preview?.kind === 'diff' && card.preview.impact?.status).toBe('complete');
    const done = await finished(card.id);
    const behaviour = behaviourOf(done)!;
    expect(behaviour.status).toBe('different');
    expect(behaviour.notes).toContain('main runs every 10 ms (task MainTask).');
    const green = behaviour.differences.find((d) => d.output === 'StackLightGreen' || d.output === 'ConveyorMotor')!;
    expect(green.sequence).toContainEqual({ atMs: 0, input: 'StopButton', value: 'FALSE' });
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    const text = (await pending).content.map((c) => c.text).join('\n');
    expect(text).toContain(`Behaviour: ${behaviour.summary}`);
    expect(text).toContain(green.text);
    const { entries } = await h.harness.core.audit.read();
    expect(entries.find((e) => e.tool === 'patch_pou')?.impact?.behaviour?.summary).toBe(behaviour.summary);
  });

  it('the green light rewritten as IF/ELSE: same behaviour in every scenario', async () => {
    const { project, hash, text } = await start();
    const literal = text.includes('LineMode#Running') ? 'LineMode#Running' : 'Running';
    const pending = h.call('patch_pou', patch(project, hash, `StackLightGreen := State = ${literal};`, `IF State = ${literal} THEN\n  StackLightGreen := TRUE;\nELSE\n  StackLightGreen := FALSE;\nEND_IF;`));
    const card = await finished((await h.harness.nextApproval()).id);
    expect(behaviourOf(card)).toMatchObject({ status: 'same', differences: [] });
    expect(behaviourOf(card)!.summary).toMatch(/^Same behaviour in all \d+ scenarios × \d+ scans \(tested, not proven\)\.$/);
    await h.harness.core.gate.resolve(card.id, 'deny');
    await pending;
  });

  it('a start-up delay of 1 s instead of 3 s: the green light comes on 2 s earlier', async () => {
    const { project, hash } = await start();
    const pending = h.call('patch_pou', patch(project, hash, 'PT := T#3s', 'PT := T#1s'));
    const card = await finished((await h.harness.nextApproval()).id);
    const green = behaviourOf(card)!.differences.find((d) => d.output === 'StackLightGreen')!;
    expect(green.text).toMatch(/reaches TRUE 2 s earlier/);
    await h.harness.core.gate.resolve(card.id, 'deny');
    await pending;
  });
});
