// The task configuration: list, set and delete tasks. Every change waits for the person, is checked against the
// configuration the agent listed, and is audited (revertible from History, see taskEditReverters).
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { taskDescription } from './task-templates.ts';
import { auditedProjectAccess, identifierField, projectPathField, projectPlan, text, commandOptions, type ToolContext } from '../toolset-kit.ts';

export const TASK_EDIT_KIND = 'codesys-task';

type Task = z.infer<typeof taskDescription>;

const taskHash = (task: Task | null) => contentHash(JSON.stringify(task));
const tasksHash = (tasks: Task[]) => contentHash(JSON.stringify(tasks));

const intervalField = boundedString(64, 'interval')
  .regex(/^(?:t|time)#\d+(?:\.\d+)?(?:ms|us|s)$/i, 'interval is a TIME literal such as t#10ms (units ms, us, s)')
  .describe('Cycle time of a cyclic task as a TIME literal, e.g. "t#10ms"');

const taskSettingsFields = {
  kind: z.enum(['cyclic', 'freewheeling', 'event', 'status']).optional().describe('Type of task: cyclic (runs every interval), freewheeling, event (on the rising edge of event), status'),
  priority: z.number().int().min(0).max(31).optional().describe('0..31, 0 is the highest'),
  interval: intervalField.optional(),
  event: boundedString(INPUT_LIMITS.nameChars, 'event')
    .regex(/^[A-Za-z_][A-Za-z0-9_.]*$/, 'event is a BOOL variable such as GVL.bStart')
    .optional()
    .describe('The BOOL variable whose rising edge starts an event task, e.g. "GVL.bStart"'),
  pou_calls: z.array(identifierField('Program')).max(INPUT_LIMITS.listItems).optional().describe('The programs the task calls, in order; replaces the whole call list'),
};
type TaskSettings = { kind?: Task['kind'] & string; priority?: number | undefined; interval?: string | undefined; event?: string | undefined; pou_calls?: string[] | undefined };

/** The task as it will be after the change (the interval unit follows the interval's literal, as the IDE shows it). */
function applyTaskSettings(before: Task | null, name: string, configuration: string, settings: TaskSettings): Task {
  const base: Task = before ?? { name, path: `${configuration}/${name}`, kind: 'cyclic', priority: '1', interval: 't#20ms', interval_unit: 'ms', event: '', pou_calls: [] };
  const unit = settings.interval ? /([a-z]+)$/i.exec(settings.interval)![1]!.toLowerCase() : base.interval_unit;
  return {
    ...base,
    ...(settings.kind ? { kind: settings.kind } : {}),
    ...(settings.priority !== undefined ? { priority: String(settings.priority) } : {}),
    ...(settings.interval ? { interval: settings.interval, interval_unit: unit } : {}),
    ...(settings.event !== undefined ? { event: settings.event } : {}),
    ...(settings.pou_calls ? { pou_calls: settings.pou_calls } : {}),
  };
}

function taskCard(before: Task | null, after: Task): string {
  const rows: Array<[string, string, string]> = [
    ['kind', before?.kind ?? '', after.kind ?? ''],
    ['priority', before?.priority ?? '', after.priority],
    ['interval', before?.interval ?? '', after.interval],
    ['event', before?.event ?? '', after.event],
    ['calls', before ? before.pou_calls.join(', ') || '(none)' : '', after.pou_calls.join(', ') || '(none)'],
  ];
  const lines = rows.map(([field, was, now]) => `  ${field.padEnd(9)} ${before ? `${was || '-'}  →  ` : ''}${now || '-'}${before && was !== now ? '   (changed)' : ''}`);
  return [before ? `Change task ${after.path}:` : `Create task ${after.path}:`, ...lines].join('\n');
}

function taskSettingsFor(task: Task): { kind?: 'cyclic' | 'freewheeling' | 'event' | 'status'; priority: string; interval: string; event: string; pou_calls: string[] } {
  const kind = ['cyclic', 'freewheeling', 'event', 'status'].includes(task.kind ?? '') ? (task.kind as 'cyclic') : undefined;
  return { ...(kind ? { kind } : {}), priority: task.priority, interval: task.interval, event: task.event, pou_calls: task.pou_calls };
}

/** A task change planned once in the call's turn, from the task configuration as the agent listed it (else refused). */
async function tasksPlan<A extends { project_path: string; expected_content_hash: string }, R>(
  { services, codesys }: ToolContext,
  args: A,
  label: string,
  planFrom: (read: { task_configuration: string; tasks: Task[] }, projectPath: string, execution: CommandExecution) => Promise<R>,
) {
  const plan = await projectPlan(services, args);
  return {
    ...plan,
    read: sharedStep(async (execution: CommandExecution) => {
      const read = await codesys.run('list_tasks', { project_path: plan.projectPath }, commandOptions(label, plan.projectPath, execution));
      if (tasksHash(read.tasks) !== args.expected_content_hash) {
        throw new ToolError(`The task configuration changed since it was read (content_hash is now ${tasksHash(read.tasks)}). Nothing was changed; read it again with codesys_list_tasks.`);
      }
      return planFrom(read, plan.projectPath, execution);
    }),
  };
}

function listTasksRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_tasks',
    toolset: 'codesys-tasks',
    title: 'List CODESYS tasks',
    description: 'Reads the task configuration: each task\'s kind, priority, interval, event and the programs it calls, plus a content_hash for codesys_set_task.',
    input: z.object({ project_path: projectPathField }),
    output: z.object({ task_configuration: z.string(), tasks: z.array(taskDescription), content_hash: z.string().describe('Pass as expected_content_hash to codesys_set_task') }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      const read = await codesys.run('list_tasks', { project_path: projectPath }, commandOptions('codesys_list_tasks', projectPath, execution));
      return { ...read, content_hash: tasksHash(read.tasks) };
    },
    summarize: (r) => `${r.tasks.length} tasks`,
  });
}

function setTaskRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_set_task',
    toolset: 'codesys-tasks',
    title: 'Create or change CODESYS task',
    description: 'Creates a task (new name) or changes one (kind, priority, interval, event, called programs).',
    input: z
      .object({ project_path: projectPathField, name: identifierField('Task name'), ...taskSettingsFields, expected_content_hash: contentHashField('codesys_list_tasks') })
      .refine((a) => a.kind !== undefined || a.priority !== undefined || a.interval !== undefined || a.event !== undefined || a.pou_calls !== undefined, {
        message: 'Pass at least one of kind, priority, interval, event, pou_calls; nothing was changed.',
      }),
    output: z.object({ task: taskDescription, created: z.boolean(), content_hash: z.string() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      tasksPlan(toolContext, args, 'codesys_set_task', async (read, projectPath, execution) => {
        const before = read.tasks.find((t) => t.name.toLowerCase() === args.name.toLowerCase()) ?? null;
        const after = applyTaskSettings(before, before?.name ?? args.name, read.task_configuration, args);
        // Refused before any card: the template checks the same again inside CODESYS.
        if (after.kind === 'event' && !after.event) throw new ToolError('An event task needs an event (a BOOL variable that starts it on its rising edge). Nothing was changed.');
        if (args.pou_calls?.length) {
          const { objects } = await codesys.run('project_structure', { project_path: projectPath }, commandOptions('codesys_set_task', projectPath, execution));
          const programs = new Set(objects.filter((o) => o.kind === 'program').map((o) => o.name.toLowerCase()));
          const missing = args.pou_calls.find((name) => !programs.has(name.toLowerCase()));
          if (missing) {
            const names = objects.filter((o) => o.kind === 'program').map((o) => o.name).sort().join(', ');
            throw new ToolError(`A task can only call a PROGRAM of the application; "${missing}" is none (programs: ${names || 'none'}). Nothing was changed.`);
          }
        }
        return { before, after };
      }),
    preview: async (plan, execution) => {
      const { before, after } = await plan.read(execution);
      return text(before ? 'Change task' : 'Create task', taskCard(before, after));
    },
    handler: async (plan, execution) => {
      const { before, after } = await plan.read(execution);
      await execution.planEdit(taskEditRecord(plan.projectPath, before, after));
      const { args } = plan;
      const settings = { ...(args.kind ? { kind: args.kind } : {}), ...(args.priority !== undefined ? { priority: String(args.priority) } : {}), ...(args.interval ? { interval: args.interval } : {}), ...(args.event !== undefined ? { event: args.event } : {}), ...(args.pou_calls ? { pou_calls: args.pou_calls } : {}) };
      const set = await codesys.run('set_task', { project_path: plan.projectPath, name: after.name, expected: before, settings }, commandOptions('codesys_set_task', plan.projectPath, execution));
      execution.recordEdit(taskEditRecord(plan.projectPath, before, set.task));
      return { task: set.task, created: set.created, content_hash: taskHash(set.task) };
    },
    summarize: (r) => `${r.created ? 'created' : 'changed'} ${r.task.path}`,
  });
}

function deleteTaskRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_delete_task',
    toolset: 'codesys-tasks',
    title: 'Delete CODESYS task',
    description: 'Deletes a task and its program calls (the programs stay, but no longer run unless another task calls them).',
    input: z.object({ project_path: projectPathField, name: identifierField('Task name'), expected_content_hash: contentHashField('codesys_list_tasks') }),
    output: z.object({ deleted: taskDescription, tasks: z.array(taskDescription), content_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      tasksPlan(toolContext, args, 'codesys_delete_task', async (read) => {
        const task = read.tasks.find((t) => t.name.toLowerCase() === args.name.toLowerCase());
        if (!task) throw new ToolError(`The application has no task named ${args.name} (tasks: ${read.tasks.map((t) => t.name).join(', ') || 'none'}). Nothing was deleted.`);
        const callers = new Map<string, string[]>();
        for (const other of read.tasks) for (const call of other.pou_calls) if (other !== task) callers.set(call.toLowerCase(), [...(callers.get(call.toLowerCase()) ?? []), other.name]);
        return { task, callers };
      }),
    preview: async (plan, execution) => {
      const { task, callers } = await plan.read(execution);
      const calls = task.pou_calls.map((call) => `    ${call}${callers.has(call.toLowerCase()) ? ` (also called by ${callers.get(call.toLowerCase())!.join(', ')})` : ' (no other task calls it: it stops running)'}`);
      return text(
        'Delete task',
        [`Delete task ${task.path}:`, ...taskCard(null, task).split('\n').slice(1), '  program calls deleted with it:', ...(calls.length ? calls : ['    (none)'])].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      const { task } = await plan.read(execution);
      await execution.planEdit(taskEditRecord(plan.projectPath, task, null));
      const deleted = await codesys.run('delete_task', { project_path: plan.projectPath, name: task.name, expected: task }, commandOptions('codesys_delete_task', plan.projectPath, execution));
      execution.recordEdit(taskEditRecord(plan.projectPath, deleted.deleted, null));
      return { deleted: deleted.deleted, tasks: deleted.tasks, content_hash: tasksHash(deleted.tasks) };
    },
    summarize: (r) => `deleted ${r.deleted.path}`,
  });
}

export function taskTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [listTasksRow(toolContext), setTaskRow(toolContext), deleteTaskRow(toolContext)];
}

/** A task created (before null), changed, or deleted (after null). */
function taskEditRecord(projectPath: string, before: Task | null, after: Task | null): EditRecord {
  const task = (after ?? before)!;
  return {
    kind: TASK_EDIT_KIND,
    location: `${task.path} in ${projectPath}`,
    beforeHash: taskHash(before),
    afterHash: taskHash(after),
    revert: { project_path: projectPath, name: task.name, path: task.path, before },
  };
}

/**
 * How the person reverts task changes from History: only while CODESYS runs (listing revertable edits never starts
 * it, nor switches the project open in it) and only while the task is still as the change left it.
 */
export function taskEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const { project, openNow, requireRunning } = auditedProjectAccess(services, codesys);
  return {
    [TASK_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        if (!path) return null;
        const { tasks } = await codesys.run('list_tasks', { project_path: path }, { label: 'revert', projectPath: path });
        return taskHash(tasks.find((t) => t.name === edit.revert.name) ?? null);
      },
      async revert(edit) {
        requireRunning();
        const projectPath = await project(edit);
        const { tasks } = await codesys.run('list_tasks', { project_path: projectPath }, { label: 'revert', projectPath });
        const current = tasks.find((t) => t.name === edit.revert.name) ?? null;
        if (taskHash(current) !== edit.afterHash) throw new Error(`The task ${String(edit.revert.name)} changed after this change; reverting would undo later work`);
        const before = edit.revert.before as Task | null;
        if (!current) {
          // A deleted task: created again from the settings and calls the audit recorded.
          if (!before) throw new Error(`The audit entry does not record the task ${String(edit.revert.name)}`);
          const created = await codesys.run('set_task', { project_path: projectPath, name: before.name, expected: null, settings: taskSettingsFor(before) }, { label: 'revert', projectPath });
          return taskHash(created.task);
        }
        if (before === null) {
          await codesys.run('delete_object', { project_path: projectPath, object_path: current.path }, { label: 'revert', projectPath });
          return taskHash(null);
        }
        const set = await codesys.run('set_task', { project_path: projectPath, name: current.name, expected: current, settings: taskSettingsFor(before) }, { label: 'revert', projectPath });
        return taskHash(set.task);
      },
    },
  };
}
