// The project-model tools through MCP on the stand-in: libraries, the device tree, tasks and PLCopenXML, as an agent
// uses them and as the person sees them on the cards.
import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, startCodesysHarness, structured, packagingProjectPerTest, type ListedTask, type ListedTasks } from '../test-support/standin.ts';

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
type Task = ListedTask;
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

describe('CODESYS project-model tools', () => {
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

  it('reads the device tree with parameters, bounded', async () => {
    const { harness } = packaging.h;
    const tree = structured<{ devices: Array<{ path: string; depth: number; identification: { id: string }; parameters: Array<{ name: string; value: string; unit: string }>; parameters_total: number }>; truncated: boolean }>(
      await harness.call('codesys_get_device_tree', { project_path: packaging.project }),
    );
    expect(tree.devices.map((d) => [d.path, d.depth])).toEqual([
      ['Device', 0],
      ['Device/EtherCAT_Master', 1],
      ['Device/EtherCAT_Master/EK1100', 2],
      ['Device/EtherCAT_Master/EK1100/EL1008', 3],
      ['Device/EtherCAT_Master/EK1100/EL2008', 3],
    ]);
    expect(tree.devices[1]!.parameters).toContainEqual({ id: 1, name: 'Cycle time', value: '4000', unit: 'us' });
    expect(tree.devices[0]!.parameters.map((p) => p.name)).toContain('Update IO while in stop');
    expect(tree.truncated).toBe(false);

    const bounded = structured<typeof tree>(
      await harness.call('codesys_get_device_tree', { project_path: packaging.project, root_path: 'Device/EtherCAT_Master', max_devices: 2, max_parameters: 1 }),
    );
    expect(bounded.devices.map((d) => d.path)).toEqual(['Device/EtherCAT_Master', 'Device/EtherCAT_Master/EK1100']);
    expect(bounded.devices[0]).toMatchObject({ depth: 0, parameters_total: 4, identification: { id: '0000 0001' } });
    expect(bounded.devices[0]!.parameters).toHaveLength(1);
    expect(bounded.truncated).toBe(true);
  });

  it('reads tasks, shows a task change before and after on the card, and changes nothing when the person denies it', async () => {
    const { approve, harness } = packaging.h;
    const read = structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project }));
    expect(read.tasks.map((t) => [t.name, t.kind, t.priority, t.interval, t.pou_calls])).toEqual([
      ['MainTask', 'cyclic', '1', 't#10ms', ['PLC_PRG']],
      ['EtherCAT_Task', 'cyclic', '0', 't#4ms', []],
    ]);

    const pending = harness.call('codesys_set_task', { project_path: packaging.project, name: 'MainTask', interval: 't#5ms', pou_calls: ['PLC_PRG', 'PRG_Cartoner'], expected_content_hash: read.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        'Change task Device/Plc Logic/Application/Task Configuration/MainTask:',
        '  kind      cyclic  →  cyclic',
        '  priority  1  →  1',
        '  interval  t#10ms  →  t#5ms   (changed)',
        '  event     -  →  -',
        '  calls     PLC_PRG  →  PLC_PRG, PRG_Cartoner   (changed)',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project })).content_hash).toBe(read.content_hash);

    const approved = await approve('codesys_set_task', { project_path: packaging.project, name: 'MainTask', interval: 't#5ms', pou_calls: ['PLC_PRG', 'PRG_Cartoner'], expected_content_hash: read.content_hash });
    expect(structured<{ task: Task }>(approved.result).task).toMatchObject({ interval: 't#5ms', pou_calls: ['PLC_PRG', 'PRG_Cartoner'] });
    const after = structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project }));

    const notProgram = await harness.call('codesys_set_task', { project_path: packaging.project, name: 'MainTask', pou_calls: ['FB_Conveyor'], expected_content_hash: after.content_hash });
    expect(errorText(notProgram)).toMatch(/A task can only call a PROGRAM of the application; "FB_Conveyor" is none \(programs: PLC_PRG, PRG_Cartoner\)/);
    const eventless = await harness.call('codesys_set_task', { project_path: packaging.project, name: 'Alarm', kind: 'event', expected_content_hash: after.content_hash });
    expect(errorText(eventless)).toMatch(/An event task needs an event/);
    const stale = await harness.call('codesys_set_task', { project_path: packaging.project, name: 'MainTask', priority: 3, expected_content_hash: read.content_hash });
    expect(errorText(stale)).toMatch(/task configuration changed since it was read/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const created = await approve('codesys_set_task', { project_path: packaging.project, name: 'Alarm', kind: 'event', event: 'GVL_IO.bCartonSensor', priority: 5, expected_content_hash: after.content_hash });
    expect(cardText(created.preview)).toMatch(/^Create task Device\/Plc Logic\/Application\/Task Configuration\/Alarm:\n  kind +event\n  priority +5\n/);
    expect(structured<{ created: boolean; task: Task }>(created.result)).toMatchObject({ created: true, task: { kind: 'event', event: 'GVL_IO.bCartonSensor', priority: '5' } });

    // Reverting the creation from History deletes the task again.
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const creation = entries.filter((e) => e.tool === 'codesys_set_task' && e.outcome === 'succeeded').at(-1)!;
    await harness.core.reverter.revert(creation.id);
    expect(structured<Tasks>(await harness.call('codesys_list_tasks', { project_path: packaging.project })).tasks.map((t) => t.name)).toEqual(['MainTask', 'EtherCAT_Task']);

    // With another project open in the IDE, History offers no revert for these changes and does not switch to them.
    await approve('codesys_save_project', { project_path: packaging.project });
    const other = join(packaging.world.workspace, 'Other.project');
    await approve('codesys_create_project', { project_path: other });
    await harness.core.audit.flush();
    const later = (await harness.core.audit.read()).entries;
    expect(await harness.core.reverter.revertable(later.filter((e) => e.tool === 'codesys_set_task'))).toEqual([]);
    expect(structured<{ open_project: { path: string } }>(await harness.call('get_codesys_status')).open_project.path).toBe(other);
  });

  it('exports objects as PLCopenXML into a new file and imports it back: adds, copies and replaces as the card says', async () => {
    const { approve, harness } = packaging.h;
    const exportPath = join(packaging.world.workspace, 'export', 'conveyor.xml');
    const missingFolder = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: exportPath })).result;
    expect(errorText(missingFolder)).toMatch(/does not exist|no such|ENOENT/i);
    const output = join(packaging.world.workspace, 'conveyor.xml');
    const exported = structured<{ output_path: string; content_hash: string; objects: Array<{ path: string }> }>(
      (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor', 'GVL_IO'], output_path: 'conveyor.xml' })).result,
    );
    expect(exported).toMatchObject({ output_path: output, objects: [{ path: 'Device/Plc Logic/Application/FB_Conveyor' }, { path: 'Device/Plc Logic/Application/GVL_IO' }] });
    const xml = await readFile(output, 'utf8');
    expect(xml).toMatch(/<project xmlns="http:\/\/www\.plcopen\.org\/xml\/tc6_0200">/);
    expect(xml).toContain('<pou name="FB_Conveyor" pouType="functionBlock">');
    expect(xml).toContain('bRunning := FALSE;');
    const empty = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['Application'], recursive: false, output_path: 'empty.xml' })).result;
    expect(errorText(empty)).toMatch(/exported no POU, data type or GVL for Application \(a folder or the application needs recursive: true\); no file was written/);
    expect(existsSync(join(packaging.world.workspace, 'empty.xml'))).toBe(false);
    await harness.core.audit.flush();
    const exportEntry = (await harness.core.audit.read()).entries.find((e) => e.tool === 'codesys_export_plcopenxml' && e.outcome === 'succeeded');
    expect(exportEntry?.edits).toEqual([expect.objectContaining({ kind: 'file', location: output, beforeHash: null, afterHash: exported.content_hash })]);
    const again = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'conveyor.xml' })).result;
    expect(errorText(again)).toMatch(/already exists; codesys_export_plcopenxml never overwrites a file/);
    const outside = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: join(packaging.world.root, 'outside.xml') })).result;
    expect(errorText(outside)).toMatch(/outside/i);
    await symlink(packaging.world.root, join(packaging.world.workspace, 'escape'));
    const throughLink = (await approve('codesys_export_plcopenxml', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'escape/leak.xml' })).result;
    expect(errorText(throughLink)).toMatch(/outside/i);

    // Both names are taken: the default (copy) adds renamed copies and leaves the originals, as the card says.
    const copied = await approve('codesys_import_plcopenxml', { project_path: packaging.project, input_path: 'conveyor.xml', expected_content_hash: exported.content_hash });
    expect(cardText(copied.preview)).toMatch(/^Import 2 objects from conveyor\.xml .* into the application:\n  copy +FB_Conveyor \(function_block\): Device\/Plc Logic\/Application\/FB_Conveyor exists, so CODESYS adds a copy under a new name; the existing one stays as it is\n  copy +GVL_IO \(gvl\)/);
    const copies = structured<{ added: unknown[]; replaced: unknown[]; copies: Array<{ path: string; copy_of: string }>; note: string }>(copied.result);
    expect(copies.note).toMatch(/^CODESYS added 2 object\(s\) as copies under new names because the names were taken .* the existing objects are unchanged/);
    expect(copies.added).toEqual([]);
    expect(copies.replaced).toEqual([]);
    expect(copies.copies).toEqual(
      expect.arrayContaining([
        { path: 'Device/Plc Logic/Application/FB_Conveyor_1', kind: 'function_block', copy_of: 'Device/Plc Logic/Application/FB_Conveyor' },
        { path: 'Device/Plc Logic/Application/GVL_IO_1', kind: 'gvl', copy_of: 'Device/Plc Logic/Application/GVL_IO' },
      ]),
    );
    const copy = structured<{ declaration: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1' }));
    expect(copy.declaration).toMatch(/^FUNCTION_BLOCK FB_Conveyor_1\n/);
    const method = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1/Reset' }));
    expect(method.implementation).toBe('bRunning := FALSE;\nReset := TRUE;\n');

    // Edit the original, then replace it from the file: the card names it, the result reports it, the text is back.
    const original = structured<{ content_hash: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor' }));
    await approve('codesys_set_pou_code', { project_path: packaging.project, object_path: 'FB_Conveyor', implementation: 'bRunning := FALSE;\n', expected_content_hash: original.content_hash });
    const replaced = await approve('codesys_import_plcopenxml', { project_path: packaging.project, input_path: output, on_conflict: 'replace' });
    const replaceCard = replaced.preview as { title: string; diff: string };
    expect(replaceCard.title).toContain('  REPLACE  Device/Plc Logic/Application/FB_Conveyor with the file\'s FB_Conveyor (function_block)');
    expect(replaceCard.diff).toContain('-bRunning := FALSE;\n+bRunning := bEnable;');
    expect(replaceCard.diff).not.toContain('GVL_IO');
    expect(structured<{ replaced: Array<{ path: string }> }>(replaced.result).replaced.map((r) => r.path).sort()).toEqual(['Device/Plc Logic/Application/FB_Conveyor', 'Device/Plc Logic/Application/GVL_IO']);
    const restored = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor' }));
    expect(restored.implementation).toBe('bRunning := bEnable;\n');

    const changedFile = await harness.call('codesys_import_plcopenxml', { project_path: packaging.project, input_path: output, expected_content_hash: `sha256:${'0'.repeat(64)}` });
    expect(errorText(changedFile)).toMatch(/changed since its content_hash was taken.*nothing was imported/);
    await writeFile(join(packaging.world.workspace, 'notes.xml'), '<notes><pou name="X"/></notes>');
    expect(errorText(await harness.call('codesys_import_plcopenxml', { project_path: packaging.project, input_path: 'notes.xml' }))).toMatch(/not PLCopenXML.*Nothing was imported/);
    expect(harness.core.store.state.approvals).toEqual([]);

    // Into another project, where the names are free: both are added, with their code.
    await approve('codesys_save_project', { project_path: packaging.project });
    const line2 = join(packaging.world.workspace, 'Line2.project');
    await approve('codesys_create_project', { project_path: line2 });
    const into = await approve('codesys_import_plcopenxml', { project_path: line2, input_path: 'conveyor.xml' });
    expect(cardText(into.preview)).toMatch(/\n  add +FB_Conveyor \(function_block\)\n  add +GVL_IO \(gvl\)$/);
    expect(structured<{ added: Array<{ path: string }>; copies: unknown[]; note: string | null }>(into.result)).toMatchObject({
      added: [{ path: 'Device/Plc Logic/Application/FB_Conveyor' }, { path: 'Device/Plc Logic/Application/GVL_IO' }],
      copies: [],
      note: null,
    });
    const imported = structured<{ implementation: string }>(await harness.call('codesys_read_pou', { project_path: line2, object_path: 'FB_Conveyor/Reset' }));
    expect(imported.implementation).toBe('bRunning := FALSE;\nReset := TRUE;\n');
  });
});
