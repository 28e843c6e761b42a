// Reading, changing and deleting tasks, and native export, through MCP on the stand-in, as an agent uses them and as the person
// sees them on the cards.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest, type ListedTask, type ListedTasks } from '../test-support/standin.ts';

type Task = ListedTask;
type Tasks = ListedTasks;

describe('CODESYS tasks and native export', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;
  const listTasks = async () => structured<Tasks>(await packaging.h.harness.call('codesys_list_tasks', { project_path: packaging.project }));

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

  it('deletes a task after the person sees it and its program calls, changes nothing when denied, and History creates it again', async () => {
    const { approve, harness } = packaging.h;
    const read = await listTasks();
    // Give EtherCAT_Task a call that MainTask also makes, so the card can tell which programs stop running.
    const changed = await approve('codesys_set_task', { project_path: packaging.project, name: 'EtherCAT_Task', pou_calls: ['PRG_Cartoner', 'PLC_PRG'], expected_content_hash: read.content_hash });
    expect(structured<{ task: Task }>(changed.result).task.pou_calls).toEqual(['PRG_Cartoner', 'PLC_PRG']);
    const before = await listTasks();

    const pending = harness.call('codesys_delete_task', { project_path: packaging.project, name: 'ethercat_task', expected_content_hash: before.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        'Delete task Device/Plc Logic/Application/Task Configuration/EtherCAT_Task:',
        '  kind      cyclic',
        '  priority  0',
        '  interval  t#4ms',
        '  event     -',
        '  calls     PRG_Cartoner, PLC_PRG',
        '  program calls deleted with it:',
        '    PRG_Cartoner (no other task calls it: it stops running)',
        '    PLC_PRG (also called by MainTask)',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await listTasks()).content_hash).toBe(before.content_hash);

    // Failures that change nothing and show no card: an unknown task, a stale hash.
    expect(errorText(await harness.call('codesys_delete_task', { project_path: packaging.project, name: 'NoSuchTask', expected_content_hash: before.content_hash }))).toMatch(
      /has no task named NoSuchTask \(tasks: MainTask, EtherCAT_Task\)\. Nothing was deleted/,
    );
    expect(errorText(await harness.call('codesys_delete_task', { project_path: packaging.project, name: 'MainTask', expected_content_hash: read.content_hash }))).toMatch(
      /task configuration changed since it was read.*Nothing was changed/,
    );
    expect(harness.core.store.state.approvals).toEqual([]);

    const deleted = await approve('codesys_delete_task', { project_path: packaging.project, name: 'EtherCAT_Task', expected_content_hash: before.content_hash });
    const result = structured<{ deleted: Task; tasks: Task[]; content_hash: string }>(deleted.result);
    expect(result.deleted).toMatchObject({ name: 'EtherCAT_Task', pou_calls: ['PRG_Cartoner', 'PLC_PRG'] });
    expect(result.tasks.map((t) => t.name)).toEqual(['MainTask']);
    expect((await listTasks()).content_hash).toBe(result.content_hash);

    // History re-creates the task from the audit record: same settings, same calls.
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const deletion = entries.find((e) => e.tool === 'codesys_delete_task' && e.outcome === 'succeeded')!;
    expect(await harness.core.reverter.revertable([deletion])).toEqual([deletion.id]);
    await harness.core.reverter.revert(deletion.id);
    const restored = await listTasks();
    expect(restored.tasks.find((t) => t.name === 'EtherCAT_Task')).toEqual(before.tasks.find((t) => t.name === 'EtherCAT_Task'));
  });

  it('exports objects in the native format into a new file inside the roots, never over a file and never outside', async () => {
    const { approve, harness } = packaging.h;
    const exported = structured<{ output_path: string; content_hash: string; bytes: number; objects: Array<{ path: string; kind: string }> }>(
      (await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor', 'Task Configuration'], output_path: 'line.export' })).result,
    );
    const output = join(packaging.world.workspace, 'line.export');
    expect(exported).toMatchObject({ output_path: output, objects: [{ path: 'Device/Plc Logic/Application/FB_Conveyor', kind: 'function_block' }, { path: 'Device/Plc Logic/Application/Task Configuration', kind: 'task_configuration' }] });
    const text = await readFile(output, 'utf8');
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<ExportFile /);
    expect(text).toContain('FB_Conveyor');
    expect(text).toContain('MainTask');
    expect(Buffer.byteLength(text)).toBe(exported.bytes);
    await harness.core.audit.flush();
    const entry = (await harness.core.audit.read()).entries.find((e) => e.tool === 'codesys_export_native' && e.outcome === 'succeeded');
    expect(entry?.edits).toEqual([expect.objectContaining({ kind: 'file', location: output, beforeHash: null, afterHash: exported.content_hash })]);

    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'line.export' })).result)).toMatch(/already exists; codesys_export_native never overwrites a file/);
    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: join(packaging.world.root, 'out.export') })).result)).toMatch(/outside/i);
    expect(errorText((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['NoSuchObject'], output_path: 'none.export' })).result)).toMatch(/NoSuchObject/);
    expect(existsSync(join(packaging.world.workspace, 'none.export'))).toBe(false);
  });

  it('imports a native export as copies after the card says it adds and never replaces, and changes nothing when denied or the file changed', async () => {
    const { approve, harness } = packaging.h;
    const exported = structured<{ content_hash: string }>((await approve('codesys_export_native', { project_path: packaging.project, object_paths: ['FB_Conveyor'], output_path: 'conveyor.export' })).result);
    const pending = harness.call('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export', expected_content_hash: exported.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toMatch(/conveyor\.export \(sha256:[0-9a-f]{12}…, \d+ bytes\) into .*Packaging\.project with CODESYS's native import\.\nIt ADDS every object in the file; it never replaces one\. Where a name is taken, CODESYS adds a copy under a new name and the existing object stays as it is\.$/);
    expect(errorText(await pending)).toMatch(/Denied/);
    const structure = async () => structured<{ objects: Array<{ path: string }> }>(await harness.call('codesys_get_project_structure', { project_path: packaging.project })).objects.map((o) => o.path);
    expect(await structure()).not.toContain('Device/Plc Logic/Application/FB_Conveyor_1');
    expect(errorText(await harness.call('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export', expected_content_hash: `sha256:${'0'.repeat(64)}` }))).toMatch(/changed since its content_hash was taken.*nothing was imported/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const imported = structured<{ added: Array<{ path: string; kind: string }> }>((await approve('codesys_import_native', { project_path: packaging.project, input_path: 'conveyor.export' })).result);
    expect(imported.added).toEqual([{ path: 'Device/Plc Logic/Application/FB_Conveyor_1', kind: 'function_block' }]);
    const copy = structured<{ declaration: string }>(await harness.call('codesys_read_pou', { project_path: packaging.project, object_path: 'FB_Conveyor_1' }));
    expect(copy.declaration).toMatch(/^FUNCTION_BLOCK FB_Conveyor_1\n/);
    expect(await structure()).toContain('Device/Plc Logic/Application/FB_Conveyor');
  });
});
