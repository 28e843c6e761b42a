// The project model: library references, the device tree, the task configuration and PLCopenXML export/import.
// Reads run at once; every change waits for the person, is checked against what the agent read, and is audited
// (library and task changes revertible from History, see modelEditReverters).
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash, fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, argsPlan, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import { diffPreview, type DiffRequest } from '../../text-diff/index.ts';
import { normalizeNewlines, objectDiffParts } from '../code/pou-text.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { deviceDescription, installedLibrary, libraryReference, taskDescription } from './library-reference-templates.ts';
import { summarizePlcopenXml, type PlcopenSummary } from '../exchange/plcopen-summary.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { auditedProjectOpenNow, CODESYS_QUEUE, identifierField, readFileInRoots, objectPathField, parentPathField, projectPathField, projectPlan, resolveProjectPath, type ProjectPlan, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

export const LIBRARY_EDIT_KIND = 'codesys-library';
export const TASK_EDIT_KIND = 'codesys-task';

/** The largest PLCopenXML file import reads and export writes; real exports of whole applications stay far below. */
export const MAX_PLCOPEN_BYTES = 16 * 1024 * 1024;

type Reference = z.infer<typeof libraryReference>;
type Task = z.infer<typeof taskDescription>;

export const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });
export const referencesHash = (references: Reference[]) => contentHash(JSON.stringify(references.map((r) => r.name)));
const taskHash = (task: Task | null) => contentHash(JSON.stringify(task));
const tasksHash = (tasks: Task[]) => contentHash(JSON.stringify(tasks));

const libraryNameField = boundedString(INPUT_LIMITS.nameChars, 'name')
  .min(1)
  .regex(/^[^\n,#()]+$/, 'name is a library title such as "Util" or "CAA Types Extern", without version, company or "#"')
  .describe('The library title as codesys_list_library_repository lists it, e.g. "Util"');
export const libraryExpectedHash = contentHashField('codesys_list_libraries')
  .optional();

const referencesOutput = z.object({
  library_manager: z.string(),
  references: z.array(libraryReference),
  content_hash: z.string().describe('Pass as expected_content_hash to codesys_add_library / codesys_remove_library'),
});
/**
 * A change tool returns the reference it changed and the hash of the references now, not the whole list again:
 * the next change needs only the hash, and codesys_list_libraries shows the rest.
 */
export const changedReferencesHash = z.string().describe('Of the references after the change: the next change\'s expected_content_hash');

/** What add_library and remove_library get besides the project: which library, and how to reference it. */
interface LibraryChange {
  name: string;
  version?: string;
  company?: string;
  mode?: 'placeholder' | 'managed';
}

/** A library change planned against the references read once in the call's turn (dry run: what CODESYS would do). */
interface LibraryPlan<A> extends ProjectPlan<A> {
  change: LibraryChange;
  read: (execution: CommandExecution) => Promise<{ before: Reference[]; change: Reference }>;
}

export function libraryLocation(projectPath: string) {
  return `Library Manager in ${projectPath}`;
}

export function readLibraries(codesys: CodesysConnection, projectPath: string, label: string, execution?: CommandExecution) {
  return codesys.run('list_libraries', { project_path: projectPath }, { label, projectPath, ...(execution ? { execution } : {}) });
}

export function assertReferencesUnchanged(references: Reference[], expected: string | undefined): void {
  if (expected && referencesHash(references) !== expected) {
    throw new ToolError(`The library references changed since they were read (content_hash is now ${referencesHash(references)}). Nothing was changed; list them again with codesys_list_libraries.`);
  }
}

function describeReference(r: Reference): string {
  if (r.kind === 'placeholder') return `placeholder ${r.name}${r.default_resolution ? ` → ${r.default_resolution}` : ''} (resolves to ${r.resolved_to ?? 'nothing'})`;
  return `${r.name}${r.resolved ? '' : ' (not installed)'}`;
}

/** Re-adds or removes one reference: how an audited library change is undone. */
function libraryRevertParams(reference: Reference): { name: string; version?: string; company?: string; mode: 'placeholder' | 'managed' } {
  const source = reference.kind === 'placeholder' ? reference.default_resolution : reference.name;
  const parsed = /^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$/.exec(source ?? '');
  if (!parsed) return { name: reference.placeholder ?? reference.name, mode: reference.kind };
  return { name: parsed[1]!, ...(parsed[2] !== '*' ? { version: parsed[2]! } : {}), company: parsed[3]!, mode: reference.kind };
}

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

export function toolOptions(label: string, projectPath: string, execution?: CommandExecution) {
  return { label, projectPath, ...(execution ? { execution } : {}) };
}

/** A PLCopenXML file path inside the project roots. */
const xmlPathField = (what: string, description: string) =>
  boundedString(INPUT_LIMITS.pathChars, what)
    .min(1)
    .refine((path) => extname(path).toLowerCase() === '.xml', `${what} must name a .xml file`)
    .describe(description);

export function modelTools({ services, codesys }: ToolContext): AnyToolDefinition[] {
  async function libraryPlan<A extends { project_path: string; expected_content_hash?: string | undefined }>(
    args: A,
    template: 'add_library' | 'remove_library',
    change: LibraryChange,
  ): Promise<LibraryPlan<A>> {
    const plan = await projectPlan(services, args);
    const label = `codesys_${template}`;
    return {
      ...plan,
      change,
      read: sharedStep(async (execution: CommandExecution) => {
        const { references } = await readLibraries(codesys, plan.projectPath, label, execution);
        assertReferencesUnchanged(references, args.expected_content_hash);
        const params = { project_path: plan.projectPath, ...change, expected_references: references.map((r) => r.name), dry_run: true };
        const options = toolOptions(label, plan.projectPath, execution);
        const planned =
          template === 'add_library'
            ? (await codesys.run('add_library', { mode: 'placeholder', ...params }, options)).added
            : (await codesys.run('remove_library', params, options)).removed;
        return { before: references, change: planned };
      }),
    };
  }

  /** A task change planned once in the call's turn, from the task configuration as the agent listed it (else refused). */
  async function tasksPlan<A extends { project_path: string; expected_content_hash: string }, R>(
    args: A,
    label: string,
    planFrom: (read: { task_configuration: string; tasks: Task[] }, projectPath: string, execution: CommandExecution) => Promise<R>,
  ) {
    const plan = await projectPlan(services, args);
    return {
      ...plan,
      read: sharedStep(async (execution: CommandExecution) => {
        const read = await codesys.run('list_tasks', { project_path: plan.projectPath }, toolOptions(label, plan.projectPath, execution));
        if (tasksHash(read.tasks) !== args.expected_content_hash) {
          throw new ToolError(`The task configuration changed since it was read (content_hash is now ${tasksHash(read.tasks)}). Nothing was changed; read it again with codesys_list_tasks.`);
        }
        return planFrom(read, plan.projectPath, execution);
      }),
    };
  }

  return [
    defineTool({
      name: 'codesys_list_libraries',
      title: 'List CODESYS library references',
      description: 'Lists the library references of the application\'s Library Manager (placeholders and managed) with what each resolves to now. Returns a content_hash for the change tools.',
      input: z.object({ project_path: projectPathField }),
      output: referencesOutput,
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => projectPlan(services, args),
      handler: async ({ projectPath }, execution) => {
        const read = await readLibraries(codesys, projectPath, 'codesys_list_libraries', execution);
        return { ...read, content_hash: referencesHash(read.references) };
      },
      summarize: (r) => `${r.references.length} references`,
    }),
    defineTool({
      name: 'codesys_list_library_repository',
      title: 'List installed CODESYS libraries',
      description: 'Lists the libraries installed in the IDE\'s repositories (name, version, company, placeholder), filtered by search. Only these can be added to a project.',
      input: z.object({
        search: boundedString(INPUT_LIMITS.nameChars, 'search').optional().describe('Part of the name, e.g. "CAA"; all libraries when left out'),
        max_results: z.number().int().min(1).max(500).default(100).describe('At most this many libraries'),
      }),
      output: z.object({ libraries: z.array(installedLibrary), total: z.number().int(), truncated: z.boolean() }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: async (args) => argsPlan(CODESYS_QUEUE, args),
      handler: async ({ args }, execution) => {
        const found = await codesys.run('library_repository', { ...(args.search ? { search: args.search } : {}), limit: args.max_results }, { label: 'codesys_list_library_repository', execution });
        return { libraries: found.libraries, total: found.total, truncated: found.total > found.libraries.length };
      },
      summarize: (r) => `${r.total} libraries`,
    }),
    defineTool({
      name: 'codesys_add_library',
      title: 'Add CODESYS library',
      description: 'Adds a library reference to the Library Manager, only for a library installed in the repositories (codesys_list_library_repository). mode placeholder (default) adds "#Name"; managed pins the exact version.',
      input: z.object({
        project_path: projectPathField,
        name: libraryNameField,
        version: boundedString(64, 'version').regex(/^\d+(\.\d+){1,3}$/, 'version looks like 3.5.19.0').optional().describe('Exact version, e.g. "3.5.19.0"; newest when left out'),
        company: boundedString(INPUT_LIMITS.nameChars, 'company').regex(/^[^\n()]+$/, 'company is a name such as System').optional().describe('Vendor, e.g. "System"; needed only when several vendors ship the name'),
        mode: z.enum(['placeholder', 'managed']).default('placeholder').describe('placeholder: "#Name" resolved at build time; managed: a fixed version'),
        expected_content_hash: libraryExpectedHash,
      }),
      output: z.object({ added: libraryReference, library: installedLibrary, content_hash: changedReferencesHash }),
      annotations: ADDITIVE,
      mutates: true,
      prepare: (args) =>
        libraryPlan(args, 'add_library', { name: args.name, mode: args.mode, ...(args.version ? { version: args.version } : {}), ...(args.company ? { company: args.company } : {}) }),
      preview: async (plan, execution) => {
        const { change } = await plan.read(execution);
        return text('Add library', `Add to the Library Manager: ${describeReference(change)}.`);
      },
      handler: async (plan, execution) => {
        const { before, change } = await plan.read(execution);
        const after = [...before, change];
        await execution.planEdit(libraryEditRecord(plan.projectPath, before, after, { action: 'added', reference: change }));
        const added = await codesys.run(
          'add_library',
          { project_path: plan.projectPath, mode: 'placeholder', ...plan.change, expected_references: before.map((r) => r.name) },
          toolOptions('codesys_add_library', plan.projectPath, execution),
        );
        execution.recordEdit(libraryEditRecord(plan.projectPath, before, added.references, { action: 'added', reference: added.added }));
        return { added: added.added, library: added.library, content_hash: referencesHash(added.references) };
      },
      summarize: (r) => `added ${r.added.name}`,
    }),
    defineTool({
      name: 'codesys_remove_library',
      title: 'Remove CODESYS library',
      description: 'Removes one library reference from the Library Manager, named as codesys_list_libraries shows it or by library name. Code using it no longer compiles.',
      input: z.object({
        project_path: projectPathField,
        name: boundedString(INPUT_LIMITS.nameChars, 'name').min(1).regex(/^[^\n]+$/, 'name is one line').describe('The reference to remove'),
        expected_content_hash: libraryExpectedHash,
      }),
      output: z.object({ removed: libraryReference, content_hash: changedReferencesHash }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) => libraryPlan(args, 'remove_library', { name: args.name }),
      preview: async (plan, execution) => {
        const { change } = await plan.read(execution);
        return text('Remove library', `Remove from the Library Manager: ${describeReference(change)}.\nCode that uses it will no longer compile.`);
      },
      handler: async (plan, execution) => {
        const { before, change } = await plan.read(execution);
        const after = before.filter((r) => r.name !== change.name);
        await execution.planEdit(libraryEditRecord(plan.projectPath, before, after, { action: 'removed', reference: change }));
        const removed = await codesys.run(
          'remove_library',
          { project_path: plan.projectPath, name: change.name, expected_references: before.map((r) => r.name) },
          toolOptions('codesys_remove_library', plan.projectPath, execution),
        );
        execution.recordEdit(libraryEditRecord(plan.projectPath, before, removed.references, { action: 'removed', reference: removed.removed }));
        return { removed: removed.removed, content_hash: referencesHash(removed.references) };
      },
      summarize: (r) => `removed ${r.removed.name}`,
    }),
    defineTool({
      name: 'codesys_get_device_tree',
      toolset: 'codesys-devices',
      title: 'Read CODESYS device tree',
      description: 'Reads the device tree: each device with depth, path, identification, enabled, and its parameters (bounded by max_devices and max_parameters).',
      input: z.object({
        project_path: projectPathField,
        root_path: objectPathField.optional().describe('Start at this device (e.g. "Device/EtherCAT_Master"); default: the whole project'),
        max_devices: z.number().int().min(1).max(1000).default(100).describe('At most this many devices'),
        max_parameters: z.number().int().min(0).max(500).default(50).describe('At most this many parameters per device (0: none)'),
      }),
      output: z.object({ devices: z.array(deviceDescription), truncated: z.boolean().describe('True when there were more devices than max_devices') }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => projectPlan(services, args),
      handler: async ({ args, projectPath }, execution) =>
        codesys.run(
          'device_tree',
          { project_path: projectPath, ...(args.root_path ? { root_path: args.root_path } : {}), max_devices: args.max_devices, max_parameters: args.max_parameters },
          toolOptions('codesys_get_device_tree', projectPath, execution),
        ),
      summarize: (r) => `${r.devices.length}${r.truncated ? '+' : ''} devices`,
    }),
    defineTool({
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
        const read = await codesys.run('list_tasks', { project_path: projectPath }, toolOptions('codesys_list_tasks', projectPath, execution));
        return { ...read, content_hash: tasksHash(read.tasks) };
      },
      summarize: (r) => `${r.tasks.length} tasks`,
    }),
    defineTool({
      name: 'codesys_set_task',
      toolset: 'codesys-tasks',
      title: 'Create or change CODESYS task',
      description: 'Creates a task (new name) or changes one: kind, priority (0..31), interval (t#10ms), event, called programs (pou_calls replaces the list). Needs expected_content_hash from codesys_list_tasks.',
      input: z
        .object({ project_path: projectPathField, name: identifierField('Task name'), ...taskSettingsFields, expected_content_hash: contentHashField('codesys_list_tasks') })
        .refine((a) => a.kind !== undefined || a.priority !== undefined || a.interval !== undefined || a.event !== undefined || a.pou_calls !== undefined, {
          message: 'Pass at least one of kind, priority, interval, event, pou_calls; nothing was changed.',
        }),
      output: z.object({ task: taskDescription, created: z.boolean(), content_hash: z.string() }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        tasksPlan(args, 'codesys_set_task', async (read, projectPath, execution) => {
          const before = read.tasks.find((t) => t.name.toLowerCase() === args.name.toLowerCase()) ?? null;
          const after = applyTaskSettings(before, before?.name ?? args.name, read.task_configuration, args);
          // Refused before any card: the template checks the same again inside CODESYS.
          if (after.kind === 'event' && !after.event) throw new ToolError('An event task needs an event (a BOOL variable that starts it on its rising edge). Nothing was changed.');
          if (args.pou_calls?.length) {
            const { objects } = await codesys.run('project_structure', { project_path: projectPath }, toolOptions('codesys_set_task', projectPath, execution));
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
        const set = await codesys.run('set_task', { project_path: plan.projectPath, name: after.name, expected: before, settings }, toolOptions('codesys_set_task', plan.projectPath, execution));
        execution.recordEdit(taskEditRecord(plan.projectPath, before, set.task));
        return { task: set.task, created: set.created, content_hash: taskHash(set.task) };
      },
      summarize: (r) => `${r.created ? 'created' : 'changed'} ${r.task.path}`,
    }),
    defineTool({
      name: 'codesys_delete_task',
      toolset: 'codesys-tasks',
      title: 'Delete CODESYS task',
      description: 'Deletes a task and its program calls (the programs stay, but no longer run unless another task calls them). Needs expected_content_hash from codesys_list_tasks.',
      input: z.object({ project_path: projectPathField, name: identifierField('Task name'), expected_content_hash: contentHashField('codesys_list_tasks') }),
      output: z.object({ deleted: taskDescription, tasks: z.array(taskDescription), content_hash: z.string() }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        tasksPlan(args, 'codesys_delete_task', async (read) => {
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
        const deleted = await codesys.run('delete_task', { project_path: plan.projectPath, name: task.name, expected: task }, toolOptions('codesys_delete_task', plan.projectPath, execution));
        execution.recordEdit(taskEditRecord(plan.projectPath, deleted.deleted, null));
        return { deleted: deleted.deleted, tasks: deleted.tasks, content_hash: tasksHash(deleted.tasks) };
      },
      summarize: (r) => `deleted ${r.deleted.path}`,
    }),
    defineTool({
      name: 'codesys_export_plcopenxml',
      toolset: 'codesys-exchange',
      title: 'Export CODESYS objects as PLCopenXML',
      description: 'Exports POUs, DUTs, GVLs, or a folder or the application with recursive, as a PLCopenXML file (new, in a project root). Returns its content_hash for codesys_import_plcopenxml.',
      input: z.object({
        project_path: projectPathField,
        object_paths: z.array(objectPathField).min(1).max(200).describe('The objects to export, e.g. ["Application/FB_Motor", "ST_Data"]'),
        recursive: z.boolean().default(true).describe('Include what the objects hold (a folder\'s objects, a POU\'s methods)'),
        output_path: xmlPathField('output_path', 'The new .xml file (never overwrites one)'),
      }),
      output: z.object({ output_path: z.string(), bytes: z.number().int(), content_hash: z.string(), objects: z.array(z.object({ path: z.string(), kind: z.string() })) }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      mutates: true,
      prepare: async (args) => {
        const plan = await projectPlan(services, args);
        return { ...plan, ...(await newFilePlan(services, args.output_path, 'codesys_export_plcopenxml')) };
      },
      preview: async (plan) => newFileCard(plan, { title: 'Export objects as PLCopenXML', source: `a PLCopenXML export of ${plan.args.object_paths.join(', ')} from ${basename(plan.projectPath)}`, bytes: null }),
      handler: async ({ args, projectPath, outputPath }, execution) => {
        const objectPaths = [...new Set(args.object_paths)];
        const exported = await codesys.run('export_xml', { project_path: projectPath, object_paths: objectPaths, recursive: args.recursive }, toolOptions('codesys_export_plcopenxml', projectPath, execution));
        try {
          summarizePlcopenXml(exported.xml);
        } catch {
          throw new ToolError(`CODESYS exported no POU, data type or GVL for ${objectPaths.join(', ')}${args.recursive ? '' : ' (a folder or the application needs recursive: true)'}; no file was written.`);
        }
        const bytes = Buffer.from(exported.xml, 'utf8');
        if (bytes.length > MAX_PLCOPEN_BYTES) throw new ToolError(`The export is ${bytes.length} bytes, more than the ${MAX_PLCOPEN_BYTES} Interlock writes; export fewer objects at a time.`);
        const hash = await writeFileAtomic(outputPath, bytes, { expectedHash: null, sandbox: services.roots });
        execution.recordEdit(fileEditRecord(outputPath, null, hash));
        return { output_path: outputPath, bytes: bytes.length, content_hash: hash, objects: exported.objects };
      },
      summarize: (r) => `exported ${plural(r.objects.length, 'object')} to ${r.output_path}`,
    }),
    defineTool({
      name: 'codesys_import_plcopenxml',
      toolset: 'codesys-exchange',
      title: 'Import PLCopenXML into CODESYS',
      description: 'Imports the POUs, DUTs and GVLs of a PLCopenXML file into the application or parent_path. on_conflict: copy (default, adds a renamed copy), replace or skip. Not revertible.',
      input: z.object({
        project_path: projectPathField,
        input_path: xmlPathField('input_path', 'The PLCopenXML file, absolute or relative to the first project root'),
        parent_path: parentPathField,
        on_conflict: z.enum(['copy', 'replace', 'skip']).default('copy').describe('What happens to an object whose name is taken: copy (CODESYS adds a renamed copy), replace, skip'),
        expected_content_hash: contentHashField('codesys_export_plcopenxml').optional(),
      }),
      output: z.object({
        added: z.array(z.object({ path: z.string(), kind: z.string() })),
        replaced: z.array(z.object({ path: z.string(), kind: z.string() })),
        copies: z.array(z.object({ path: z.string(), kind: z.string(), copy_of: z.string() })).describe('Objects CODESYS added as copies because their name was taken'),
        skipped: z.array(z.string()).describe('Names in the file that were left as they are'),
        note: z.string().nullable().describe('What the agent should know about the outcome, e.g. that copies were added'),
        file_hash: z.string(),
      }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: async (args) => {
        const plan = await projectPlan(services, args);
        const { xml, hash } = await readPlcopenFile(services, args.input_path);
        if (args.expected_content_hash && hash !== args.expected_content_hash) {
          throw new ToolError(`${args.input_path} changed since its content_hash was taken (now ${hash}); nothing was imported.`);
        }
        const summary = summarizePlcopenXml(xml);
        return {
          ...plan,
          xml,
          hash,
          summary,
          existing: sharedStep(async (execution: CommandExecution) => existingNames(codesys, plan.projectPath, execution)),
        };
      },
      preview: async (plan, execution) => {
        const existing = await plan.existing(execution);
        const card = importCard(plan.args, plan.summary, existing, plan.hash);
        const diffs = plan.args.on_conflict === 'replace' ? await replacementDiffs(codesys, plan.projectPath, plan.summary, existing, execution) : [];
        return diffs.length ? diffPreview(card, diffs) : text('Import PLCopenXML', card);
      },
      handler: async (plan, execution) => {
        const { args, summary } = plan;
        const existing = await plan.existing(execution);
        const imported = await codesys.run(
          'import_xml',
          { project_path: plan.projectPath, xml: plan.xml, ...(args.parent_path ? { parent_path: args.parent_path } : {}), on_conflict: args.on_conflict, names: summary.objects.map((o) => o.name) },
          toolOptions('codesys_import_plcopenxml', plan.projectPath, execution),
        );
        const skipped = args.on_conflict === 'skip' ? summary.objects.filter((o) => existing.has(o.name.toLowerCase())).map((o) => o.name) : [];
        const note = imported.copies.length
          ? `CODESYS added ${imported.copies.length} object(s) as copies under new names because the names were taken (${imported.copies.map((c) => `${c.path} copies ${c.copy_of}`).join('; ')}); the existing objects are unchanged. Use on_conflict replace to overwrite them instead.`
          : null;
        return { ...imported, skipped, note, file_hash: plan.hash };
      },
      summarize: (r) => `added ${r.added.length}, replaced ${r.replaced.length}, copies ${r.copies.length}`,
    }),
  ];
}

async function readPlcopenFile(services: DomainServices, requested: string): Promise<{ xml: string; hash: string }> {
  const { bytes, hash } = await readFileInRoots(services, requested, MAX_PLCOPEN_BYTES);
  return { xml: bytes.toString('utf8'), hash };
}

async function existingNames(codesys: CodesysConnection, projectPath: string, execution: CommandExecution): Promise<Map<string, string>> {
  const structure = await codesys.run('project_structure', { project_path: projectPath }, toolOptions('codesys_import_plcopenxml', projectPath, execution));
  return new Map(structure.objects.filter((o) => !['folder', 'device', 'plc_logic', 'application', 'library_manager', 'task_configuration', 'task', 'task_call', 'method', 'property', 'accessor', 'action'].includes(o.kind)).map((o) => [o.name.toLowerCase(), o.path]));
}

/** At most this many replaced objects get a diff on the card (each costs a read); the card lists every one. */
const MAX_REPLACEMENT_DIFFS = 20;

/** What replacing changes in each object, where the file carries its declaration as text (Interlock's exports do). */
async function replacementDiffs(codesys: CodesysConnection, projectPath: string, summary: PlcopenSummary, existing: Map<string, string>, execution: CommandExecution): Promise<DiffRequest[]> {
  const diffs: DiffRequest[] = [];
  const replaced = summary.objects.filter((o) => existing.has(o.name.toLowerCase()) && o.declaration !== null).slice(0, MAX_REPLACEMENT_DIFFS);
  for (const object of replaced) {
    const path = existing.get(object.name.toLowerCase())!;
    const current = await codesys.run('read_object', { project_path: projectPath, object_path: path }, toolOptions('codesys_import_plcopenxml', projectPath, execution));
    const next = {
      declaration: normalizeNewlines(object.declaration!),
      implementation: current.implementation === null ? null : normalizeNewlines(object.implementation ?? ''),
    };
    diffs.push(...objectDiffParts(path, current, next));
  }
  return diffs;
}

function importCard(args: { input_path: string; parent_path?: string | undefined; on_conflict: 'copy' | 'replace' | 'skip' }, summary: PlcopenSummary, existing: Map<string, string>, hash: string): string {
  const lines = [`Import ${plural(summary.objects.length, 'object')} from ${args.input_path} (${hash.slice(0, 19)}…) into ${args.parent_path ?? 'the application'}:`];
  for (const object of summary.objects) {
    const taken = existing.get(object.name.toLowerCase());
    if (!taken) lines.push(`  add      ${object.name} (${object.kind})`);
    else if (args.on_conflict === 'replace') lines.push(`  REPLACE  ${taken} with the file's ${object.name} (${object.kind})`);
    else if (args.on_conflict === 'skip') lines.push(`  skip     ${object.name}: ${taken} exists and stays as it is`);
    else lines.push(`  copy     ${object.name} (${object.kind}): ${taken} exists, so CODESYS adds a copy under a new name; the existing one stays as it is`);
  }
  return lines.join('\n');
}

function libraryEditRecord(projectPath: string, before: Reference[], after: Reference[], change: { action: 'added' | 'removed'; reference: Reference }): EditRecord {
  return {
    kind: LIBRARY_EDIT_KIND,
    location: libraryLocation(projectPath),
    beforeHash: referencesHash(before),
    afterHash: referencesHash(after),
    revert: { project_path: projectPath, ...change },
  };
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

/** How a reverter reaches the project an audited CODESYS change was made in. */
export function auditedProjectAccess(services: DomainServices, codesys: CodesysConnection) {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  return {
    project: (edit: EditRecord) => resolveProjectPath(services, projectPathOf(edit)),
    // Listing revertable changes must not switch the project open in the IDE: only the open project is asked.
    openNow: (edit: EditRecord) => auditedProjectOpenNow(services, codesys, projectPathOf(edit)),
    requireRunning: () => {
      if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    },
  };
}

/**
 * How the person reverts library and task changes from History: only while CODESYS runs (listing revertable edits
 * never starts it, nor switches the project open in it) and only while the project still holds the change's result.
 */
export function modelEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const { project, openNow, requireRunning } = auditedProjectAccess(services, codesys);
  return {
    [LIBRARY_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? referencesHash((await readLibraries(codesys, path, 'revert')).references) : null;
      },
      async revert(edit) {
        requireRunning();
        const projectPath = await project(edit);
        const { references } = await readLibraries(codesys, projectPath, 'revert');
        if (referencesHash(references) !== edit.afterHash) throw new Error('The library references changed after this change; reverting would undo later work');
        const reference = edit.revert.reference as Reference;
        const expected_references = references.map((r) => r.name);
        const done =
          edit.revert.action === 'added'
            ? await codesys.run('remove_library', { project_path: projectPath, name: reference.name, expected_references }, { label: 'revert', projectPath })
            : await codesys.run('add_library', { project_path: projectPath, ...libraryRevertParams(reference), expected_references }, { label: 'revert', projectPath });
        return referencesHash(done.references);
      },
    },
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
