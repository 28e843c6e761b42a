// The application's library references: list them and the installed libraries, add and remove references. Every
// change waits for the person, is checked against what the agent read, and is audited (revertible from History, see
// libraryReferenceReverters).
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, argsPlan, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { installedLibrary, libraryReference } from './library-reference-templates.ts';
import { auditedProjectAccess, CODESYS_QUEUE, projectPathField, projectPlan, text, commandOptions, type ProjectPlan, type ToolContext } from '../toolset-kit.ts';

export const LIBRARY_EDIT_KIND = 'codesys-library';

type Reference = z.infer<typeof libraryReference>;

export const referencesHash = (references: Reference[]) => contentHash(JSON.stringify(references.map((r) => r.name)));

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

async function libraryPlan<A extends { project_path: string; expected_content_hash?: string | undefined }>(
  { services, codesys }: ToolContext,
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
      const options = commandOptions(label, plan.projectPath, execution);
      const planned =
        template === 'add_library'
          ? (await codesys.run('add_library', { mode: 'placeholder', ...params }, options)).added
          : (await codesys.run('remove_library', params, options)).removed;
      return { before: references, change: planned };
    }),
  };
}

function listLibrariesRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_libraries',
    title: 'List CODESYS library references',
    description: 'Lists the library references of the application\'s Library Manager (placeholders and managed) with what each resolves to now.',
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
  });
}

function listLibraryRepositoryRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
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
  });
}

function addLibraryRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_add_library',
    title: 'Add CODESYS library',
    description: 'Adds a library reference for a library installed in the repositories (codesys_list_library_repository).',
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
    changesCode: true,
    prepare: (args) =>
      libraryPlan(toolContext, args, 'add_library', { name: args.name, mode: args.mode, ...(args.version ? { version: args.version } : {}), ...(args.company ? { company: args.company } : {}) }),
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
        commandOptions('codesys_add_library', plan.projectPath, execution),
      );
      execution.recordEdit(libraryEditRecord(plan.projectPath, before, added.references, { action: 'added', reference: added.added }));
      return { added: added.added, library: added.library, content_hash: referencesHash(added.references) };
    },
    summarize: (r) => `added ${r.added.name}`,
  });
}

function removeLibraryRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
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
    changesCode: true,
    prepare: (args) => libraryPlan(toolContext, args, 'remove_library', { name: args.name }),
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
        commandOptions('codesys_remove_library', plan.projectPath, execution),
      );
      execution.recordEdit(libraryEditRecord(plan.projectPath, before, removed.references, { action: 'removed', reference: removed.removed }));
      return { removed: removed.removed, content_hash: referencesHash(removed.references) };
    },
    summarize: (r) => `removed ${r.removed.name}`,
  });
}

export function libraryReferenceTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [listLibrariesRow(toolContext), listLibraryRepositoryRow(toolContext), addLibraryRow(toolContext), removeLibraryRow(toolContext)];
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

/**
 * How the person reverts library reference changes from History: only while CODESYS runs (listing revertable edits
 * never starts it, nor switches the project open in it) and only while the references are as the change left them.
 */
export function libraryReferenceReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
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
  };
}
