// Releasing a force from the Online view, on the stand-in's simulated PLC: the person's request becomes a call of
// codesys_unforce_variables through the runner (queue, a running-PLC card they approve, the audit with them as actor).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingApproval, PlcChangePreview } from '../../../src-shared/app-state.ts';
import { makePlcProject, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const DECLARATION = `PROGRAM PLC_PRG
VAR
    counter : INT := 5;
    bStart : BOOL;
END_VAR
`;

describe('releasing a force from the Online view', () => {
  let world: StandinWorld;
  let h: CodesysHarness | undefined;
  let project: string;
  let cleanupPlc: () => Promise<void>;

  beforeEach(async () => {
    ({ world, project, cleanup: cleanupPlc } = await makePlcProject('Plant', (app) => {
      const prg = app.children.find((c) => c.name === 'PLC_PRG')!;
      prg.declaration = DECLARATION;
      prg.implementation = 'counter := counter;\n';
    }));
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await cleanupPlc();
  });

  /** Logged in, both variables forced; the Online panel shows the forces. */
  async function forcedPlc(): Promise<CodesysHarness> {
    h = await startCodesysHarness(world);
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    for (const name of ['codesys_online_login', 'codesys_force_variables'] as const) {
      const args = name === 'codesys_force_variables' ? { values: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }, { expression: 'PLC_PRG.counter', value: '9' }] } : {};
      structured((await h.approve(name, { project_path: project, ...args })).result);
    }
    await expect.poll(() => h!.harness.core.store.state.online.codesys?.forced.length, { timeout: 10_000 }).toBe(2);
    return h;
  }

  const forcedOnPlc = async () => structured<{ forced: Array<{ expression: string }> }>(await h!.harness.call('codesys_list_forced', { project_path: project })).forced.map((f) => f.expression);
  const entry = (entryId: string) => h!.harness.core.store.state.queue.find((e) => e.id === entryId);

  async function release(expressions?: string[]): Promise<{ entryId: string; card: PendingApproval }> {
    const answer = await h!.harness.invokeUi('online:release-force', { target: 'codesys', ...(expressions ? { expressions } : {}) });
    if (!answer.ok) throw new Error(answer.error);
    const { entryId } = answer.value as { entryId: string };
    await expect.poll(() => h!.harness.core.store.state.approvals.find((a) => a.entryId === entryId), { timeout: 20_000 }).toBeTruthy();
    return { entryId, card: h!.harness.core.store.state.approvals.find((a) => a.entryId === entryId)! };
  }

  it('puts the release on a running-PLC card as a call of the person and, approved, unforces it on the PLC', async () => {
    await forcedPlc();
    const { entryId, card } = await release(['PLC_PRG.bStart']);
    expect(card).toMatchObject({ tool: 'codesys_unforce_variables', agentName: 'You, from the Online view', changesRunningPlc: true, fromPerson: true });
    expect(card.onceOnly).toMatch(/you started it yourself/);
    // The person's own release waits for them: no auto-deny countdown.
    expect(card.expiresAt).toBeNull();
    expect((card.preview as PlcChangePreview).values).toEqual([expect.objectContaining({ expression: 'PLC_PRG.bStart', current: 'TRUE', forced: true, next: expect.stringMatching(/not located at an I\/O address: keeps the forced value until the program writes it/) })]);
    expect(entry(entryId)?.status).toBe('awaiting-approval');
    // Nothing is released before the person answers the card.
    expect(await forcedOnPlc()).toEqual(['PLC_PRG.bStart', 'PLC_PRG.counter']);

    expect(await h!.harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'approve-once' })).toMatchObject({ ok: true });
    await expect.poll(() => entry(entryId)?.status, { timeout: 20_000 }).toBe('succeeded');
    expect(await forcedOnPlc()).toEqual(['PLC_PRG.counter']);
    const { entries } = await h!.harness.core.audit.query({ limit: 5, filter: { tool: 'codesys_unforce_variables' } });
    expect(entries.at(-1)).toMatchObject({
      agent: { id: 'person', transport: 'internal' },
      args: { project_path: project, expressions: ['PLC_PRG.bStart'] },
      decision: { outcome: 'approved', by: 'person', ui: { kind: 'window' } },
      outcome: 'succeeded',
    });
    // No agent appeared for it.
    expect(Object.values(h!.harness.core.store.state.agents).map((a) => a.transport)).not.toContain('internal');
  });

  it('releases every forced value with "Release all", and a denied release leaves the forces as they were', async () => {
    await forcedPlc();
    const denied = await release();
    expect(await h!.harness.invokeUi('approval:decide', { approvalId: denied.card.id, decision: 'deny' })).toMatchObject({ ok: true });
    await expect.poll(() => entry(denied.entryId)?.status, { timeout: 20_000 }).toBe('denied');
    expect(await forcedOnPlc()).toEqual(['PLC_PRG.bStart', 'PLC_PRG.counter']);

    const all = await release();
    expect((all.card.preview as PlcChangePreview).values?.map((v) => v.expression)).toEqual(['PLC_PRG.bStart', 'PLC_PRG.counter']);
    await h!.harness.invokeUi('approval:decide', { approvalId: all.card.id, decision: 'approve-once' });
    await expect.poll(() => entry(all.entryId)?.status, { timeout: 20_000 }).toBe('succeeded');
    expect(await forcedOnPlc()).toEqual([]);
  });

  it('refuses a value that is not forced, and any release while not logged in, before any card', async () => {
    await forcedPlc();
    expect(await h!.harness.invokeUi('online:release-force', { target: 'codesys', expressions: ['PLC_PRG.nothing'] })).toEqual({ ok: false, error: 'PLC_PRG.nothing is not forced (any more)' });
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    expect(await h!.harness.invokeUi('online:release-force', { target: 'codesys' })).toMatchObject({ ok: false, error: expect.stringMatching(/not logged in/) });
    expect(h!.harness.core.store.state.approvals).toEqual([]);
  });
});
