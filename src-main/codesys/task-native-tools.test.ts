// Deleting a task and native export/import through MCP on the stand-in, as an agent uses them and as the person
// sees them on the cards.
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest, type ListedTask, type ListedTasks } from './test-support/standin.ts';

type Task = ListedTask;
type Tasks = ListedTasks;

describe('CODESYS task deletion and native export/import', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;
  const listTasks = async () => structured<Tasks>(await packaging.h.harness.call('codesys_list_tasks', { project_path: packaging.project }));

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
