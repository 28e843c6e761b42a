// The library reference tools through MCP on the stand-in, as an agent uses them and as the person sees them on the
// cards.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { errorText, startCodesysHarness, structured, packagingProjectPerTest, type ListedTasks } from '../test-support/standin.ts';

interface Reference {
  name: string;
  kind: string;
  resolved: boolean;
  resolved_to: string | null;
}
interface References {
  references: Reference[];
  content_hash: string;
}
type Tasks = ListedTasks;

interface StandinNode {
  name: string;
  props?: Record<string, unknown>;
  children: StandinNode[];
}

function findNode(nodes: StandinNode[], name: string): StandinNode | undefined {
  for (const node of nodes) {
    const found = node.name === name ? node : findNode(node.children, name);
    if (found) return found;
  }
  return undefined;
}

describe('CODESYS library reference tools', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;

  it('refuses an unknown library without a card and without changing anything, and adds, removes and reverts an installed one', async () => {
    const { approve, harness } = packaging.h;
    const before = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(before.references.map((r) => [r.name, r.resolved_to])).toEqual([
      ['#Standard', 'Standard, 3.5.19.0 (System)'],
      ['#IoStandard', 'IoStandard, 3.5.17.0 (System)'],
      ['BreakpointLogging, 3.5.17.0 (System)', 'BreakpointLogging, 3.5.17.0 (System)'],
    ]);

    const unknown = await harness.call('codesys_add_library', { project_path: packaging.project, name: 'Utility Toolbox', expected_content_hash: before.content_hash });
    expect(errorText(unknown)).toMatch(/No installed library is named "Utility Toolbox".*nothing was added.*codesys_list_library_repository/);
    const wrongVersion = await harness.call('codesys_add_library', { project_path: packaging.project, name: 'Util', version: '9.9.9.9' });
    expect(errorText(wrongVersion)).toMatch(/No installed library is named "Util" version 9\.9\.9\.9.*Installed libraries with similar names: Util, 3\.5\.17\.0 \(System\), Util, 3\.5\.19\.0 \(System\)/);
    expect(harness.core.store.state.approvals).toEqual([]);
    const unchanged = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(unchanged.content_hash).toBe(before.content_hash);

    const repository = structured<{ libraries: Array<{ display_name: string; placeholder: string }> }>(await harness.call('codesys_list_library_repository', { search: 'caa types' }));
    expect(repository.libraries).toEqual([expect.objectContaining({ display_name: 'CAA Types Extern, 3.5.19.0 (CAA Technology Workgroup)', placeholder: 'CAA Types Extern' })]);

    const added = await approve('codesys_add_library', { project_path: packaging.project, name: 'CAA Types Extern', expected_content_hash: before.content_hash });
    expect(cardText(added.preview)).toBe('Add to the Library Manager: placeholder #CAA Types Extern → CAA Types Extern, 3.5.19.0 (CAA Technology Workgroup) (resolves to CAA Types Extern, 3.5.19.0 (CAA Technology Workgroup)).');
    const addedResult = structured<{ added: Reference; content_hash: string }>(added.result);
    expect(addedResult.added).toMatchObject({ name: '#CAA Types Extern', kind: 'placeholder', resolved: true });
    // The result carries the changed reference and the hash of the list now, which the list tool confirms.
    expect(addedResult).not.toHaveProperty('references');
    expect(structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project })).content_hash).toBe(addedResult.content_hash);

    const pinned = await approve('codesys_add_library', { project_path: packaging.project, name: 'Util', version: '3.5.17.0', mode: 'managed', expected_content_hash: addedResult.content_hash });
    const pinnedResult = structured<{ added: Reference; content_hash: string }>(pinned.result);
    const afterPin = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(afterPin.references.map((r) => r.name)).toEqual(['#Standard', '#IoStandard', 'BreakpointLogging, 3.5.17.0 (System)', '#CAA Types Extern', 'Util, 3.5.17.0 (System)']);
    expect(afterPin.content_hash).toBe(pinnedResult.content_hash);
    const twice = await harness.call('codesys_add_library', { project_path: packaging.project, name: 'Util' });
    expect(errorText(twice)).toMatch(/already references Util \(Util, 3\.5\.17\.0 \(System\)\); nothing was changed/);
    const stale = await harness.call('codesys_add_library', { project_path: packaging.project, name: 'CAA File', expected_content_hash: before.content_hash });
    expect(errorText(stale)).toMatch(/library references changed since they were read/);

    const removed = await approve('codesys_remove_library', { project_path: packaging.project, name: 'IoStandard', expected_content_hash: pinnedResult.content_hash });
    expect(cardText(removed.preview)).toMatch(/^Remove from the Library Manager: placeholder #IoStandard → IoStandard, \* \(System\)[^]*no longer compile/);
    expect(structured<{ removed: Reference }>(removed.result).removed).toMatchObject({ name: '#IoStandard' });
    const afterRemove = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(afterRemove.references.map((r) => r.name)).not.toContain('#IoStandard');
    expect(afterRemove.content_hash).toBe(structured<{ content_hash: string }>(removed.result).content_hash);

    // The person reverts the removal from History: the placeholder comes back; the earlier additions cannot be
    // reverted once later changes landed on top of them.
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const changes = entries.filter((e) => /^codesys_(add|remove)_library$/.test(e.tool) && e.outcome === 'succeeded');
    expect(changes.map((e) => e.tool)).toEqual(['codesys_add_library', 'codesys_add_library', 'codesys_remove_library']);
    expect(await harness.core.reverter.revertable(entries)).toEqual([changes[2]!.id]);
    await harness.core.reverter.revert(changes[2]!.id);
    const reverted = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(reverted.references.at(-1)).toMatchObject({ name: '#IoStandard', resolved_to: 'IoStandard, 3.5.17.0 (System)' });
  });

  it('keeps library and task changes headless, where each command runs in its own CODESYS and only a saved change lasts', async () => {
    await packaging.h.close();
    packaging.h = await startCodesysHarness(packaging.world, { mode: 'headless' });
    const { approve, harness } = packaging.h;
    const libraries = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    await approve('codesys_add_library', { project_path: packaging.project, name: 'Util', expected_content_hash: libraries.content_hash });
    const tasks = structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project }));
    await approve('codesys_set_task', { project_path: packaging.project, name: 'EtherCAT_Task', pou_calls: ['PRG_Cartoner'], expected_content_hash: tasks.content_hash });
    expect(structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project })).references.at(-1)).toMatchObject({ name: '#Util', resolved: true });
    expect(structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project })).tasks[1]).toMatchObject({ name: 'EtherCAT_Task', pou_calls: ['PRG_Cartoner'] });
    // About ten CODESYS starts, one per command: more time than the default on a busy machine.
  }, 90_000);

  it('shows a reference nothing resolves, which breaks the build, and removes it so the project builds again', async () => {
    // A project saved elsewhere with a placeholder for a library this IDE does not have (stand-in file format).
    const saved = JSON.parse(await readFile(packaging.project, 'utf8')) as { objects: StandinNode[] };
    const manager = findNode(saved.objects, 'Library Manager')!;
    manager.props = {
      references: [
        { kind: 'placeholder', name: 'Standard', default_resolution: 'Standard, * (System)' },
        { kind: 'placeholder', name: 'OldVendorMotion', default_resolution: 'OldVendorMotion, 2.1.0.0 (Old Vendor)' },
      ],
    };
    await writeFile(packaging.project, JSON.stringify(saved));
    const { approve, harness } = packaging.h;
    const listed = structured<References>(await harness.call('codesys_list_libraries', { project_path: packaging.project }));
    expect(listed.references[1]).toMatchObject({ name: '#OldVendorMotion', resolved: false, resolved_to: null });
    const broken = structured<{ errors: number; messages: Array<{ text: string }> }>(await harness.call('codesys_compile_project', { project_path: packaging.project }));
    expect(broken.messages.map((m) => m.text)).toContain("The placeholder library 'OldVendorMotion' could not be resolved.");
    await approve('codesys_remove_library', { project_path: packaging.project, name: 'OldVendorMotion', expected_content_hash: listed.content_hash });
    expect(structured<{ errors: number }>(await harness.call('codesys_compile_project', { project_path: packaging.project })).errors).toBe(0);
  });
});
