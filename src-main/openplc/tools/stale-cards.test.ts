// Cards waiting on the same POU when one of them is approved: the others were made against content that is gone.
// Through the real MCP client, queue, gate and audit (issue 30's "two edits from the same read").
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { failure, ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
beforeEach(async () => {
  h = await startOpenPlcHarness();
  h.harness.attachUi();
});
afterEach(async () => h.close());

const cards = () => h.harness.core.store.state.approvals;
/** The waiting cards once there are `n` of them. */
const cardsWhenThere = async (n: number): Promise<PendingApproval[]> => {
  await expect.poll(() => cards().length).toBe(n);
  return cards();
};
const cardOf = (id: string) => cards().find((c) => c.id === id);
const text = (result: { content: Array<{ text?: string }> }) => result.content.map((c) => c.text ?? '').join('\n');

/** Two patch_pou calls on main from the same read, both waiting on their cards. */
async function twoEditsFromOneRead(second: { old: string; new: string }) {
  const project = await h.project('bottling-line');
  const { content_hash } = ok<{ content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
  const first = h.call('patch_pou', { project_path: project, pou_name: 'main', edits: [{ old: 'PT := T#3s', new: 'PT := T#4s' }], expected_content_hash: content_hash });
  const [firstCard] = await cardsWhenThere(1);
  const other = h.call('patch_pou', { project_path: project, pou_name: 'main', edits: [second], expected_content_hash: content_hash });
  const [, otherCard] = await cardsWhenThere(2);
  return { project, first, firstCard: firstCard!, other, otherCard: otherCard! };
}

describe('a card whose POU another approval changed', () => {
  it('is marked stale at once with the cause, cannot be approved as it is, and is approved after a review on the new content', async () => {
    const { project, first, firstCard, other, otherCard } = await twoEditsFromOneRead({ old: 'Counters.good := Counters.good + 1;', new: 'Counters.good := Counters.good + 2;' });
    expect(otherCard.stale).toBeUndefined();
    expect(otherCard.refreshable).toBe(true);
    await h.harness.core.gate.resolve(firstCard.id, 'approve-once');
    ok(await first);
    // By the time the first call's result is back, the other card says what changed its base and who did it.
    expect(cardOf(otherCard.id)?.stale).toMatchObject({ cause: 'approval', message: "pous/programs/main.st was changed by your approval of harness's patch_pou" });
    await expect(h.harness.core.gate.resolve(otherCard.id, 'approve-once')).rejects.toThrow(/cannot be approved as it is/);

    await h.harness.invokeUi('approval:refresh-preview', { approvalId: otherCard.id });
    const reviewed = cardOf(otherCard.id)!;
    expect(reviewed.stale).toBeNull();
    expect(reviewed.rebasedAt).toEqual(expect.any(Number));
    // The fresh diff is against the content with the first edit in it.
    expect(reviewed.preview).toMatchObject({ kind: 'diff', diff: expect.stringMatching(/^\+ +Counters.good := Counters.good \+ 2;$/m) });
    await h.harness.core.gate.resolve(otherCard.id, 'approve-once');
    const result = await other;
    const { content_hash } = ok<{ content_hash: string }>(result);
    const onDisk = await readFile(join(project, 'pous/programs/main.st'), 'utf8');
    expect(onDisk).toContain('PT := T#4s');
    expect(onDisk).toContain('Counters.good := Counters.good + 2;');
    expect(text(result)).toContain(`your edits were applied to the new content (new content_hash ${content_hash})`);
  });

  it('tells the agent to read again when its edit no longer applies to the new content', async () => {
    // The second edit's old text is what the first edit replaces.
    const { first, firstCard, other, otherCard } = await twoEditsFromOneRead({ old: 'PT := T#3s', new: 'PT := T#5s' });
    await h.harness.core.gate.resolve(firstCard.id, 'approve-once');
    ok(await first);
    await h.harness.invokeUi('approval:refresh-preview', { approvalId: otherCard.id });
    expect(cardOf(otherCard.id)?.stale?.notApplicable).toMatch(/edits\[0\].old occurs 0 time/);
    await h.harness.core.gate.resolve(otherCard.id, 'deny');
    expect(failure(await other)).toMatch(
      /^Denied: pous\/programs\/main.st was changed by your approval of harness's patch_pou while your call waited, and your edit no longer applies to it .*Re-read it/,
    );
  });

  it('leaves a card on another POU of the same project live', async () => {
    const project = await h.project('bottling-line');
    const main = ok<{ content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
    const scale = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'ScaleAnalog' }));
    const first = h.call('patch_pou', { project_path: project, pou_name: 'main', edits: [{ old: 'PT := T#3s', new: 'PT := T#4s' }], expected_content_hash: main.content_hash });
    const [firstCard] = await cardsWhenThere(1);
    const other = h.call('patch_pou', { project_path: project, pou_name: 'ScaleAnalog', edits: [{ old: '32767.0', new: '32768.0' }], expected_content_hash: scale.content_hash });
    const [, otherCard] = await cardsWhenThere(2);
    await h.harness.core.gate.resolve(firstCard!.id, 'approve-once');
    ok(await first);
    expect(cardOf(otherCard!.id)?.stale).toBeUndefined();
    await h.harness.core.gate.resolve(otherCard!.id, 'approve-once');
    ok(await other);
  });

  it('is marked stale, naming the outside change, when the file is saved outside Interlock', async () => {
    const project = await h.project('bottling-line');
    const { content_hash } = ok<{ content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
    const pending = h.call('patch_pou', { project_path: project, pou_name: 'main', edits: [{ old: 'PT := T#3s', new: 'PT := T#4s' }], expected_content_hash: content_hash });
    const [card] = await cardsWhenThere(1);
    const file = join(project, 'pous/programs/main.st');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Counters.good + 1', 'Counters.good + 3'));
    await expect.poll(() => cardOf(card!.id)?.stale, { timeout: 10_000 }).toMatchObject({ cause: 'outside', message: 'pous/programs/main.st changed on disk, not through Interlock' });
    await h.harness.core.gate.resolve(card!.id, 'deny');
    expect(failure(await pending)).toMatch(/Re-read it/);
  });
});
