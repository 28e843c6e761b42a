import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../src-shared/app-state.ts';
import { ok, startOpenPlcHarness, type OpenPlcHarness } from './test-support/openplc-harness.ts';

let h: OpenPlcHarness;
let notices: Notice[];
beforeEach(async () => {
  h = await startOpenPlcHarness();
  notices = [];
  h.harness.core.store.subscribe((event) => {
    if (event.type === 'notice.added' && event.notice.source === 'openplc') notices.push(event.notice);
  });
});
afterEach(async () => h.close());

/** Lets the watcher's debounce run out so that "no notice" is a real observation. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

/** The bottling-line project after an approved update_pou of `main` (T#3s becomes T#4s). */
async function approvedEdit(): Promise<string> {
  const project = await h.project('bottling-line');
  h.harness.attachUi();
  const { content, content_hash } = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
  const pending = h.call('update_pou', { project_path: project, pou_name: 'main', content: content.replace('T#3s', 'T#4s'), expected_content_hash: content_hash });
  await h.harness.answerNextApproval('approve-once');
  ok(await pending);
  return project;
}

describe('watching open projects', () => {
  it('turns a save made outside Interlock into a notice and a target detail', async () => {
    const project = await h.project('bottling-line');
    ok(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
    const file = join(project, 'pous/programs/main.st');
    await writeFile(file, (await readFile(file, 'utf8')).replace('T#3s', 'T#5s'));
    await expect.poll(() => notices.length).toBe(1);
    expect(notices[0]).toMatchObject({ level: 'info', message: expect.stringMatching(/^bottling-line: pous\/programs\/main.st changed on disk, not by an agent's edit.*read it again/) });
    expect(h.harness.core.store.state.targets[`openplc:${project}`]?.detail).toMatch(/changed on disk at .*: pous\/programs\/main.st/);
  });

  it('reports removed and added files, in new folders too, and lists them at once', async () => {
    const project = await h.project('bottling-line');
    ok(await h.call('list_pous', { project_path: project }));
    await rm(join(project, 'pous/function-blocks/RejectGate.st'));
    // Written at once: whether the new folder's watch sees the file or the folder's first listing finds it, it is reported.
    await mkdir(join(project, 'pous/programs/cell2'));
    await writeFile(join(project, 'pous/programs/cell2/Cell2.st'), 'PROGRAM Cell2\nEND_PROGRAM');
    await expect.poll(() => notices.map((n) => n.message).join('\n'), { timeout: 10_000 }).toMatch(/pous\/programs\/cell2\/Cell2.st/);
    expect(notices.map((n) => n.message).join('\n')).toMatch(/pous\/function-blocks\/RejectGate.st \(removed\)/);
    const names = ok<{ pous: Array<{ name: string }> }>(await h.call('list_pous', { project_path: project })).pous.map((p) => p.name);
    expect(names).toContain('Cell2');
    expect(names).not.toContain('RejectGate');
  });

  it('reports the files of a folder moved into the project, and then a change inside it', async () => {
    const project = await h.project('bottling-line');
    ok(await h.call('list_pous', { project_path: project }));
    const outside = join(project, '..', 'cell3-outside');
    await mkdir(outside);
    await writeFile(join(outside, 'Cell3.st'), 'PROGRAM Cell3\nEND_PROGRAM');
    await writeFile(join(outside, 'Cell3Io.st'), 'PROGRAM Cell3Io\nEND_PROGRAM');
    await rename(outside, join(project, 'pous/programs/cell3'));
    await expect.poll(() => notices.map((n) => n.message).join('\n'), { timeout: 10_000 }).toMatch(/pous\/programs\/cell3\/Cell3.st, pous\/programs\/cell3\/Cell3Io.st changed on disk/);
    await writeFile(join(project, 'pous/programs/cell3/Cell3.st'), 'PROGRAM Cell3\n(* edited *)\nEND_PROGRAM');
    await expect.poll(() => notices.length, { timeout: 10_000 }).toBe(2);
    expect(notices[1]!.message).toMatch(/^bottling-line: pous\/programs\/cell3\/Cell3.st changed on disk/);
  });

  it('does not report Interlock\'s own approved edits, nor a save that changed nothing', async () => {
    const project = await approvedEdit();
    const file = join(project, 'pous/programs/main.st');
    await writeFile(file, await readFile(file)); // e.g. the editor saving without changes
    await settle();
    expect(notices).toEqual([]);
  });

  it("does not report Interlock's own revert from History as an outside change", async () => {
    const project = await approvedEdit();
    await h.harness.core.audit.flush();
    const { entries } = await h.harness.core.audit.read();
    const edit = entries.find((e) => e.tool === 'update_pou')!;
    await h.harness.core.reverter.revert(edit.id);
    expect(await readFile(join(project, 'pous/programs/main.st'), 'utf8')).toContain('T#3s');
    await settle();
    expect(notices).toEqual([]);
    // A real outside save afterwards is still reported.
    const file = join(project, 'pous/programs/main.st');
    await writeFile(file, (await readFile(file, 'utf8')).replace('T#3s', 'T#9s'));
    await expect.poll(() => notices.length).toBe(1);
  });

  it('ignores build output', async () => {
    const project = await h.project('bottling-line');
    ok(await h.call('compile_project', { project_path: project }));
    await settle();
    expect(notices).toEqual([]);
  });

  it('removes the project from the UI when the domain is disposed', async () => {
    const project = await h.project('motion-library');
    ok(await h.call('validate_project', { project_path: project }));
    expect(h.harness.core.store.state.targets[`openplc:${project}`]).toBeDefined();
    await h.domain.dispose();
    expect(h.harness.core.store.state.targets[`openplc:${project}`]).toBeUndefined();
  });
});
