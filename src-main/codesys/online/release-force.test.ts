// Releasing a force from the Online view, on the stand-in's simulated PLC: the person's request becomes a call of
// codesys_unforce_variables through the runner (queue, a running-PLC card they approve, the audit with them as actor).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingApproval, PlcChangePreview } from '../../../src-shared/app-state.ts';
import { isProcessAlive } from '../../os-process/index.ts';
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
  let plcDir: string;
  let cleanupPlc: () => Promise<void>;

  beforeEach(async () => {
    ({ world, project, plcDir, cleanup: cleanupPlc } = await makePlcProject('Plant', (app) => {
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

  /** kill -9 of the IDE; the Online view says not logged in once Interlock noticed. */
  async function killIde(): Promise<void> {
    const { pid } = structured<{ pid: number }>(await h!.harness.call('get_codesys_status'));
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isProcessAlive(pid), { timeout: 20_000 }).toBe(false);
    await expect.poll(() => h!.harness.core.store.state.online.codesys?.connection, { timeout: 20_000 }).toBe('offline');
  }

  /** What the simulated PLC holds forced (it outlives the IDE), from its own file. */
  async function forcedInPlcFile(): Promise<string[]> {
    const plc = JSON.parse(await readFile(join(plcDir, 'plc-0000_0001.json'), 'utf8')) as { applications: Record<string, { forced: Record<string, unknown> }> };
    return Object.keys(Object.values(plc.applications)[0]!.forced).sort();
  }

  it('after a kill -9 of the IDE, a release says to log in first; "Log in to release" logs in (no download) on a card, then the release works', async () => {
    await forcedPlc();
    await killIde();
    expect(await h!.harness.invokeUi('online:release-force', { target: 'codesys' })).toEqual({ ok: false, error: expect.stringMatching(/^Interlock is not logged in to this PLC now .*Log in first \("Log in to release" in the Online view/) });
    expect(h!.harness.core.store.state.approvals).toEqual([]);

    // The login the Online view offers, for the PLC the ledger holds the forces of.
    const [plc] = Object.keys(h!.harness.core.store.state.plcLedger);
    const login = await h!.harness.invokeUi('online:login', { target: 'codesys', plc: plc! });
    expect(login).toMatchObject({ ok: true, value: { entryId: expect.any(String) } });
    const loginId = (login as { value: { entryId: string } }).value.entryId;
    await expect.poll(() => h!.harness.core.store.state.approvals.find((a) => a.entryId === loginId), { timeout: 20_000 }).toBeTruthy();
    const card = h!.harness.core.store.state.approvals.find((a) => a.entryId === loginId)!;
    expect(card).toMatchObject({ tool: 'codesys_online_login', agentName: 'You, from the Online view (to release forces)', fromPerson: true, args: { project_path: project, change: 'none' } });
    expect((card.preview as PlcChangePreview).plcHolds?.find((l) => l.startsWith('Forces (2)'))).toMatch(/state on the PLC unknown since the IDE ended/);
    expect(await h!.harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'approve-once' })).toMatchObject({ ok: true });
    await expect.poll(() => entry(loginId)?.status, { timeout: 30_000 }).toBe('succeeded');
    expect(entry(loginId)?.resultSummary).toMatch(/logged in/);
    await expect.poll(() => h!.harness.core.store.state.online.codesys?.forced.length, { timeout: 10_000 }).toBe(2);
    expect(await h!.harness.invokeUi('online:login', { target: 'codesys', plc: plc! })).toEqual({ ok: false, error: expect.stringMatching(/logged in to this PLC already/) });

    const { entryId, card: releaseCard } = await release(['PLC_PRG.bStart']);
    await h!.harness.invokeUi('approval:decide', { approvalId: releaseCard.id, decision: 'approve-once' });
    await expect.poll(() => entry(entryId)?.status, { timeout: 20_000 }).toBe('succeeded');
    expect(await forcedOnPlc()).toEqual(['PLC_PRG.counter']);
  }, 120_000);

  it('a release approved after the IDE ended does nothing, starts no CODESYS, and says to log in again', async () => {
    await forcedPlc();
    const { entryId, card } = await release(['PLC_PRG.bStart']);
    await killIde();
    await h!.harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'approve-once' });
    await expect.poll(() => entry(entryId)?.status, { timeout: 20_000 }).toBe('failed');
    expect(entry(entryId)?.error).toMatch(/Nothing was done to the PLC: CODESYS is not running .*Log in again/);
    expect(await forcedInPlcFile()).toEqual(['PLC_PRG.BSTART', 'PLC_PRG.COUNTER']);
    expect(Object.values(h!.harness.core.store.state.plcLedger)[0]!.lastDeed?.action).toBe('force');
    expect(h!.harness.core.store.state.targets.codesys?.status).toBe('error');
  }, 120_000);
});
