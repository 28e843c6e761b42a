// Two CODESYS patches from the same read: approving one makes the other's card stale at once, and the person can
// have it made on the object's new texts (the write still checks what CODESYS holds).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { standinWorldPerTest, structured } from '../test-support/standin.ts';

interface Code {
  implementation: string | null;
  content_hash: string;
}

describe('a CODESYS patch card whose object another approval changed', () => {
  const standin = standinWorldPerTest();

  it('is stale at once with the cause, and after a review on the current content its approval applies the edit there', async () => {
    const h = await standin.start();
    const { harness } = h;
    const project = join(standin.world.workspace, 'Plant.project');
    structured((await h.approve('codesys_create_project', { project_path: project })).result);
    let code = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    code = structured<Code>(
      (await h.approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: 'a := 1;\nb := 2;\n', expected_content_hash: code.content_hash })).result,
    );
    const cards = () => harness.core.store.state.approvals;
    const waiting = async (n: number): Promise<PendingApproval> => {
      await expect.poll(() => cards().length, { timeout: 20_000 }).toBe(n);
      return cards()[n - 1]!;
    };
    const patch = (old: string, next: string) =>
      harness.call('codesys_patch_pou', { project_path: project, object_path: 'PLC_PRG', expected_content_hash: code.content_hash, edits: [{ part: 'implementation', old, new: next }] });
    const first = patch('a := 1;', 'a := 10;');
    const firstCard = await waiting(1);
    const second = patch('b := 2;', 'b := 20;');
    const secondCard = await waiting(2);
    await harness.core.gate.resolve(firstCard.id, 'approve-once');
    structured(await first);
    expect(cards().find((c) => c.id === secondCard.id)?.stale).toMatchObject({ cause: 'approval', message: "PLC_PRG was changed by your approval of harness's codesys_patch_pou" });

    await harness.invokeUi('approval:refresh-preview', { approvalId: secondCard.id });
    expect(cards().find((c) => c.id === secondCard.id)).toMatchObject({ stale: null, preview: { diff: expect.stringMatching(/^-b := 2;$/m) } });
    await harness.core.gate.resolve(secondCard.id, 'approve-once');
    const result = await second;
    const written = structured<Code>(result);
    expect(written.implementation).toBe('a := 10;\nb := 20;\n');
    expect(result.content.map((c) => c.text ?? '').join('\n')).toContain('your edits were applied to the new content');
  });
});
