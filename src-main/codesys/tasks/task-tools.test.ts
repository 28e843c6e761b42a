// Reading, changing and deleting tasks through MCP on the stand-in, as an agent uses them and as the person sees them
// on the cards.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest, type ListedTask, type ListedTasks } from '../test-support/standin.ts';

type Task = ListedTask;
type Tasks = ListedTasks;

describe('CODESYS tasks', () => {
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
});
