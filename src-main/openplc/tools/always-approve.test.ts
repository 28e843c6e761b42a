// "Always approve" for a project or a part of it, end to end through MCP and the UI contract: the rule is made from
// the card's call as the tool resolved it (symlinks resolved), and later calls are matched the same way.
import { mkdir, readFile, rename, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlwaysScope } from '../../../src-shared/contract.ts';
import { failure, ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
afterEach(async () => h?.close());

const NEEDS_PERSON = /needs the person's approval, but no Interlock window is open/;

/** Answers the next card with "always approve" `always` through the UI contract, as the window would. */
async function alwaysOnNextCard(always: AlwaysScope) {
  const card = await h.harness.nextApproval();
  const answer = await h.harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'approve-always', always });
  expect(answer).toEqual({ ok: true, value: { resolved: true } });
  return card;
}

const readHash = async (project: string, pou: string) => ok<{ content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: pou })).content_hash;

/** A harmless edit: a comment line put before the POU's first line. */
async function patchArgs(project: string, pou: string) {
  const hash = await readHash(project, pou);
  const first = ok<{ content: string }>(await h.call('read_pou', { project_path: project, pou_name: pou })).content.split('\n')[0]!;
  return { project_path: project, pou_name: pou, expected_content_hash: hash, edits: [{ old: first, new: `(* checked *)\n${first}` }] };
}

describe('"always approve" scoped to an OpenPLC project or path', () => {
  it('covers the project it was chosen for, also reached through a link, and not another project behind a link', async () => {
    h = await startOpenPlcHarness();
    const detach = h.harness.attachUi();
    const line1 = await h.project('bottling-line', 'line1');
    const line2 = await h.project('bottling-line', 'line2');
    const first = h.call('patch_pou', await patchArgs(line1, 'main'));
    const card = await alwaysOnNextCard({ scope: 'project' });
    expect(card.where).toEqual({ project: line1, paths: ['pous/programs/main.st'] });
    ok(await first);
    expect(h.harness.core.store.state.alwaysApproved).toEqual([{ tool: 'patch_pou', project: line1 }]);
    const { entries } = await h.harness.core.audit.read();
    expect(entries.find((e) => e.tool === 'policy:always-approve')).toMatchObject({ args: { tool: 'patch_pou', project: line1 } });

    // From here on nobody could answer a card: a call the rule does not cover is refused at once.
    detach();
    const byRule = await h.call('patch_pou', await patchArgs(line1, 'ProductionStats'));
    ok(byRule);
    // The agent hears that a rule, not a person's look, let it through; the audit and the Overview's feed name the rule.
    const said = (byRule as { content: Array<{ text: string }> }).content.map((c) => c.text).join('\n');
    expect(said).toContain(`No one looked at this change before it ran: the person's rule "always approve patch_pou from any agent in ${line1}" let it through.`);
    const audited = (await h.harness.core.audit.read()).entries.filter((e) => e.tool === 'patch_pou');
    expect(audited.at(-1)?.decision).toEqual({ outcome: 'approved', by: 'policy:always', rule: { tool: 'patch_pou', project: line1 } });
    expect(h.harness.core.store.state.autoApproved[0]).toMatchObject({ entryId: audited.at(-1)?.id, tool: 'patch_pou', rule: { tool: 'patch_pou', project: line1 }, impactLine: expect.any(String) });
    await symlink(line1, join(h.workspace, 'alias'), 'dir');
    ok(await h.call('patch_pou', await patchArgs(join(h.workspace, 'alias'), 'FillerControl')));
    expect(failure(await h.call('patch_pou', await patchArgs(line2, 'main')))).toMatch(NEEDS_PERSON);
    // The same name now leads to the other project: the link is resolved, the rule does not follow the name.
    await rename(join(h.workspace, 'alias'), join(h.workspace, 'old-alias'));
    await symlink(line2, join(h.workspace, 'alias'), 'dir');
    expect(failure(await h.call('patch_pou', await patchArgs(join(h.workspace, 'alias'), 'main')))).toMatch(NEEDS_PERSON);
    // Another tool on the same project is not covered either.
    expect(failure(await h.call('create_pou', { project_path: line1, name: 'Dosing', type: 'program' }))).toMatch(NEEDS_PERSON);
  });

  it('narrowed to a folder, covers files really inside it, and not a folder that is a link to elsewhere', async () => {
    h = await startOpenPlcHarness();
    const detach = h.harness.attachUi();
    const line = await h.project('bottling-line', 'line');
    const created = h.call('create_pou', { project_path: line, name: 'Dosing', type: 'program' });
    const card = await alwaysOnNextCard({ scope: 'within', within: 'pous/programs' });
    expect(card.where).toEqual({ project: line, paths: ['pous/programs/Dosing.st'] });
    ok(await created);
    expect(h.harness.core.store.state.alwaysApproved).toEqual([{ tool: 'create_pou', project: line, within: 'pous/programs' }]);
    detach();

    ok(await h.call('create_pou', { project_path: line, name: 'Rinsing', type: 'program' }));
    expect(await readFile(join(line, 'pous/programs/Rinsing.st'), 'utf8')).toContain('PROGRAM Rinsing');
    expect(failure(await h.call('create_pou', { project_path: line, name: 'Valve', type: 'function-block' }))).toMatch(NEEDS_PERSON);
    // pous/programs becomes a link to a folder outside it: a new program would really land there, so it asks.
    await rename(join(line, 'pous/programs'), join(line, 'pous/real-programs'));
    await mkdir(join(line, 'elsewhere'));
    await symlink(join(line, 'elsewhere'), join(line, 'pous/programs'), 'dir');
    expect(failure(await h.call('create_pou', { project_path: line, name: 'Capping', type: 'program' }))).toMatch(NEEDS_PERSON);
  });
});
