// Saved or visibly not saved: after an approved change to a CODESYS project, the project file on disk holds it (by
// default), or History, the Overview's list and the agent's result say it does not, and a kill -9 of the IDE turns
// such changes into lost ones that the person can apply again on a new card. Through the real MCP tools, the queue,
// the gate and the audit, with the CODESYS stand-in.
import { chmod, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnsavedChange } from '../../../src-shared/project-changes.ts';
import { ARGS_NOT_KEPT } from '../../../src-shared/project-changes.ts';
import { contentHash } from '../../files/index.ts';
import { isProcessAlive } from '../../os-process/index.ts';
import { endStandins, standinWorldPerTest, structured, type CodesysHarness, type StandinTestContext } from '../test-support/standin.ts';
import { defaultSessionBaseDir, READY_FILE } from '../bridge/session-dirs.ts';
import { UNSAVED_CHANGES_FILE } from './unsaved-changes.ts';

interface Code {
  content_hash: string;
  implementation: string | null;
}

const NEW_CODE = 'nCount := nCount + 1; (* approved change *)\n';

/** Polls (bounded) until `check` holds; a busy machine gets time, a broken one a clear failure. */
async function until<T>(what: string, read: () => T, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The session folder whose ready.signal names CODESYS `pid`, if one is there. */
async function sessionOf(pid: number): Promise<string | undefined> {
  const base = defaultSessionBaseDir();
  for (const name of await readdir(base).catch(() => [])) {
    const ready = await readFile(join(base, name, READY_FILE), 'utf8').catch(() => null);
    if (ready !== null && (JSON.parse(ready) as { pid?: unknown }).pid === pid) return name;
  }
  return undefined;
}

function textOf(result: { content: Array<{ text?: string }> }): string {
  return result.content.map((c) => c.text ?? '').join('\n');
}

describe('saving the CODESYS project after an approved change', () => {
  const standin = standinWorldPerTest();
  let project: string;
  beforeEach(() => {
    project = join(standin.world.workspace, 'Cell.project');
  });

  async function start(...args: Parameters<StandinTestContext['start']>): Promise<CodesysHarness> {
    const h = await standin.start(...args);
    await h.approve('codesys_create_project', { project_path: project });
    return h;
  }

  /** Approves a set_pou_code of PLC_PRG's implementation; returns the card, the result and its audit id. */
  async function approvedEdit(h: CodesysHarness, implementation = NEW_CODE) {
    const read = structured<Code>(await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const { result, preview } = await h.approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation, expected_content_hash: read.content_hash });
    expect(result.isError ?? false).toBe(false);
    const entry = h.harness.core.store.state.queue.findLast((e) => e.tool === 'codesys_set_pou_code')!;
    return { result, preview, auditId: entry.id };
  }

  async function killIde(h: CodesysHarness): Promise<number> {
    const { pid } = structured<{ pid: number }>(await h.harness.call('get_codesys_status'));
    process.kill(pid, 'SIGKILL');
    await until('CODESYS to die', () => isProcessAlive(pid), (alive) => !alive);
    return pid;
  }

  it('by default saves the project after the change: the card says so, the file holds it, and a kill -9 loses nothing', async () => {
    const h = await start();
    const { result, preview, auditId } = await approvedEdit(h);
    expect(preview).toMatchObject({ kind: 'diff', projectFile: { project, then: 'save' } });
    expect(textOf(result)).toContain(`Saved to the project file ${project}.`);
    expect(await readFile(project, 'utf8')).toContain('approved change');
    // The record keeps the saved file's hash: a commit of the file in git must hold exactly these bytes.
    const savedHash = contentHash(await readFile(project));

    await killIde(h);
    await until('the IDE to be noticed gone', () => h.harness.core.store.state.targets.codesys?.status, (s) => s === 'error');
    expect(h.harness.core.store.state.unsavedChanges).toEqual([]);
    expect(await readFile(project, 'utf8')).toContain('approved change');
    const entry = (await h.harness.core.audit.find(auditId))!.entry;
    expect(entry.projectFile).toEqual({ project, saved: true, savedHash });
  });

  it('with "leave unsaved" lists the change as not saved, and after a kill -9 as lost, with a new card to apply it again', async () => {
    const h = await start({ afterChange: 'leave-unsaved' });
    const { result, preview, auditId } = await approvedEdit(h);
    expect(preview).toMatchObject({ projectFile: { project, then: 'leave-unsaved' } });
    expect(textOf(result)).toMatch(/left unsaved .*not saved in the project file/);
    expect(await readFile(project, 'utf8')).not.toContain('approved change');
    expect(h.harness.core.store.state.unsavedChanges).toEqual([
      expect.objectContaining({ auditId, tool: 'codesys_set_pou_code', project, state: 'unsaved', why: 'left-unsaved', cannotReapply: null }),
    ]);
    expect((await h.harness.core.audit.find(auditId))!.entry.projectFile).toEqual({ project, saved: false, why: 'left-unsaved' });

    const pid = await killIde(h);
    const [lost] = await until('the change to be lost', () => h.harness.core.store.state.unsavedChanges, (c) => c[0]?.state === 'lost');
    expect(lost).toMatchObject({ auditId, state: 'lost', lostReason: `CODESYS (PID ${pid}) exited unexpectedly` });
    await expect.poll(() => h.harness.core.store.state.notices.map((n) => n.message), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/An approved change was lost: CODESYS ended before the project was saved .*codesys_set_pou_code/));
    // Durable: the list is in the data directory, where a restarted Interlock reads it.
    expect(JSON.parse(await readFile(join(h.harness.dataDir, UNSAVED_CHANGES_FILE), 'utf8'))).toMatchObject({ changes: [{ auditId, state: 'lost' }] });

    // Applying it again is the person's own call of the same tool and arguments, on a card they approve.
    const started = await h.harness.invokeUi('audit:reapply', { auditId });
    expect(started).toMatchObject({ ok: true });
    const card = await h.harness.nextApproval();
    expect(card).toMatchObject({ tool: 'codesys_set_pou_code', fromPerson: true, args: expect.objectContaining({ implementation: NEW_CODE }) });
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    const newId = (started as { value: { entryId: string } }).value.entryId;
    await until('the re-applied call to finish', () => h.harness.core.store.state.queue.find((e) => e.id === newId)?.status, (s) => s === 'succeeded');
    await until('the lost change to leave the list', () => h.harness.core.store.state.unsavedChanges, (c) => c.length === 1 && c[0]!.auditId === newId);
    const again = (await h.harness.core.audit.find(newId))!.entry;
    expect(again).toMatchObject({ reapplyOf: auditId, agent: { id: 'person' }, projectFile: { saved: false, why: 'left-unsaved' } });
    // Still "leave unsaved": the re-applied change is itself in the IDE only, until a save.
    await h.approve('codesys_save_project', { project_path: project });
    expect(h.harness.core.store.state.unsavedChanges).toEqual([]);
    expect(await readFile(project, 'utf8')).toContain('approved change');
  });

  it('leaves CODESYS open when Interlock quits with a change not saved, says so, and the test\'s clean-up ends it', async () => {
    const h = await start({ afterChange: 'leave-unsaved' });
    await approvedEdit(h);
    const { pid } = structured<{ pid: number }>(await h.harness.call('get_codesys_status'));
    await h.domain.dispose();
    // Quitting does not throw the person's unsaved work away: CODESYS keeps running, with the change in it.
    expect(isProcessAlive(pid)).toBe(true);
    expect(h.harness.core.store.state.notices.at(-1)).toMatchObject({ level: 'warning', source: 'codesys', message: expect.stringMatching(/^CODESYS was left open because /) });
    // So nothing else would end it: a test ends every stand-in of its own install, and no other, with its session.
    expect(await sessionOf(pid)).toBeDefined();
    await endStandins(standin.world.executable);
    expect(isProcessAlive(pid)).toBe(false);
    expect(await sessionOf(pid)).toBeUndefined();
  });

  it('says "not saved" when the save fails, in the result, the audit and the list, until a later save', async () => {
    const h = await start();
    // The read-only attribute: CODESYS cannot save over the file (Windows refuses even an administrator).
    await chmod(project, 0o444);
    const { result, auditId } = await approvedEdit(h);
    expect(textOf(result)).toMatch(/Applied in CODESYS but NOT saved in the project file .*the save failed \(CODESYS reported: Access to the path .* is denied\.\)/);
    const entry = (await h.harness.core.audit.find(auditId))!.entry;
    expect(entry).toMatchObject({ outcome: 'succeeded', projectFile: { project, saved: false, why: 'save-failed', error: expect.stringMatching(/is denied/) } });
    expect(h.harness.core.store.state.unsavedChanges).toEqual([expect.objectContaining({ auditId, state: 'unsaved', why: 'save-failed' })]);

    await chmod(project, 0o644);
    await h.approve('codesys_save_project', { project_path: project });
    expect(h.harness.core.store.state.unsavedChanges).toEqual([]);
    expect(await readFile(project, 'utf8')).toContain('approved change');
  });

  it('a save that failed is lost with the IDE like an unsaved change, and applied again on a new card', async () => {
    const h = await start();
    await chmod(project, 0o444);
    const { auditId } = await approvedEdit(h);
    expect(h.harness.core.store.state.unsavedChanges).toEqual([expect.objectContaining({ auditId, state: 'unsaved', why: 'save-failed' })]);
    const pid = await killIde(h);
    const [lost] = await until('the change to be lost', () => h.harness.core.store.state.unsavedChanges, (c) => c[0]?.state === 'lost');
    expect(lost).toMatchObject({ auditId, why: 'save-failed', saveError: expect.stringMatching(/is denied/), lostReason: `CODESYS (PID ${pid}) exited unexpectedly`, cannotReapply: null });
    await expect.poll(() => h.harness.core.store.state.notices.map((n) => n.message), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/An approved change was lost: .*codesys_set_pou_code on .*PLC_PRG/));
    expect(await readFile(project, 'utf8')).not.toContain('approved change');

    // The file can be written again; applying it again is a new card, and this time the save succeeds.
    await chmod(project, 0o644);
    const started = await h.harness.invokeUi('audit:reapply', { auditId });
    expect(started).toMatchObject({ ok: true, value: { entryId: expect.any(String) } });
    const card = await h.harness.nextApproval();
    expect(card).toMatchObject({ tool: 'codesys_set_pou_code', fromPerson: true, preview: expect.objectContaining({ projectFile: { project, then: 'save' } }) });
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    const newId = (started as { value: { entryId: string } }).value.entryId;
    await until('the re-applied call to finish', () => h.harness.core.store.state.queue.find((e) => e.id === newId)?.status, (s) => s === 'succeeded');
    await until('the list to empty', () => h.harness.core.store.state.unsavedChanges, (c) => c.length === 0);
    expect(await readFile(project, 'utf8')).toContain('approved change');
    expect((await h.harness.core.audit.find(newId))!.entry).toMatchObject({ reapplyOf: auditId, projectFile: { project, saved: true } });
  });

  it('a revert from History left unsaved is listed, lost with the IDE, and reverted again with "Apply again"', async () => {
    const h = await start({ afterChange: 'leave-unsaved' });
    const { auditId: editId } = await approvedEdit(h);
    await h.approve('codesys_save_project', { project_path: project });
    expect(await readFile(project, 'utf8')).toContain('approved change');

    expect(await h.harness.invokeUi('audit:revert', { auditId: editId })).toMatchObject({ ok: true });
    const [revert] = await until('the revert to be listed', () => h.harness.core.store.state.unsavedChanges, (c) => c.length === 1);
    expect(revert).toMatchObject({ tool: 'revert:codesys_set_pou_code', project, state: 'unsaved', why: 'left-unsaved', cannotReapply: null });
    const revertEntry = (await h.harness.core.audit.find(revert!.auditId))!.entry;
    expect(revertEntry).toMatchObject({ revertOf: editId, projectFile: { project, saved: false, why: 'left-unsaved' } });
    // The file still holds the edit: the revert lives in CODESYS only.
    expect(await readFile(project, 'utf8')).toContain('approved change');

    await killIde(h);
    const [lost] = await until('the revert to be lost', () => h.harness.core.store.state.unsavedChanges, (c) => c[0]?.state === 'lost');
    expect(lost!.auditId).toBe(revert!.auditId);
    await expect.poll(() => h.harness.core.store.state.notices.map((n) => n.message), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/An approved change was lost: .*revert:codesys_set_pou_code/));

    // Applying it again reverts again, in CODESYS with the project open (as Revert needs): from the file that still
    // holds the edit. Before that, it says what is missing and changes nothing.
    expect(await h.harness.invokeUi('audit:reapply', { auditId: revert!.auditId })).toMatchObject({ ok: false, error: expect.stringMatching(/not open .*Nothing was changed/) });
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    const again = await h.harness.invokeUi('audit:reapply', { auditId: revert!.auditId });
    expect(again).toMatchObject({ ok: true, value: { entryId: null, message: expect.stringMatching(/^Reverted codesys_set_pou_code/) } });
    const [redone] = await until('the lost revert to be replaced', () => h.harness.core.store.state.unsavedChanges, (c) => c.length === 1 && c[0]!.auditId !== revert!.auditId);
    expect(redone).toMatchObject({ tool: 'revert:codesys_set_pou_code', state: 'unsaved', why: 'left-unsaved' });
    expect((await h.harness.core.audit.find(redone!.auditId))!.entry).toMatchObject({ revertOf: editId, reapplyOf: revert!.auditId, projectFile: { saved: false } });
    await h.approve('codesys_save_project', { project_path: project });
    expect(h.harness.core.store.state.unsavedChanges).toEqual([]);
    expect(await readFile(project, 'utf8')).not.toContain('approved change');
    // Done: the edit is reverted, and Revert is not offered twice.
    expect((await h.harness.invokeUi('audit:revert', { auditId: editId })).ok).toBe(false);
  });

  it('a revert whose save fails is listed as not saved, with why', async () => {
    const h = await start();
    const { auditId: editId } = await approvedEdit(h);
    await chmod(project, 0o444);
    expect(await h.harness.invokeUi('audit:revert', { auditId: editId })).toMatchObject({ ok: true });
    const [revert] = await until('the revert to be listed', () => h.harness.core.store.state.unsavedChanges, (c) => c.length === 1);
    expect(revert).toMatchObject({ tool: 'revert:codesys_set_pou_code', state: 'unsaved', why: 'save-failed', saveError: expect.stringMatching(/is denied/) });
    expect((await h.harness.core.audit.find(revert!.auditId))!.entry.projectFile).toMatchObject({ saved: false, why: 'save-failed' });
    await chmod(project, 0o644);
  });

  it('keeps lost changes across a restart of Interlock, and cannot apply one again whose arguments the audit cut', async () => {
    const dataDir = join(standin.world.root, 'data');
    const h = await start({ afterChange: 'leave-unsaved' }, { dataDir });
    const long = `${'(* long comment *) '.repeat(150)}\n${NEW_CODE}`;
    const { auditId } = await approvedEdit(h, long);
    expect(h.harness.core.store.state.unsavedChanges[0]).toMatchObject({ auditId, cannotReapply: ARGS_NOT_KEPT });
    await killIde(h);
    await until('the change to be lost', () => h.harness.core.store.state.unsavedChanges, (c) => c[0]?.state === 'lost');
    await h.close();

    const restarted = await standin.start({ afterChange: 'leave-unsaved' }, { dataDir });
    const kept: UnsavedChange[] = restarted.harness.core.store.state.unsavedChanges;
    expect(kept).toEqual([expect.objectContaining({ auditId, state: 'lost', cannotReapply: ARGS_NOT_KEPT })]);
    expect(await restarted.harness.invokeUi('audit:reapply', { auditId })).toEqual({ ok: false, error: `The change was lost and ${ARGS_NOT_KEPT}` });
    expect(await restarted.harness.invokeUi('audit:dismiss-lost', { auditId })).toEqual({ ok: true, value: { dismissed: true } });
    expect(restarted.harness.core.store.state.unsavedChanges).toEqual([]);
  });
});
