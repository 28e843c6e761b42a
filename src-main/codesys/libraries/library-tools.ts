// Library extras: a reference's options and pin, installing into and uninstalling from the IDE's
// repositories, missing libraries, and what a library holds. Reads run at once; every change waits for the person.
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { argsPlan, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { libraryContent } from './library-templates.ts';
import { installedLibrary, libraryReference } from './library-reference-templates.ts';
import { assertReferencesUnchanged, changedReferencesHash, libraryExpectedHash, libraryLocation, readLibraries, referencesHash } from './library-reference-tools.ts';
import { auditedProjectAccess, CODESYS_QUEUE, projectPathField, projectPlan, readFileInRoots, text, commandOptions, withStagedCopy, type ToolContext } from '../toolset-kit.ts';

export const LIBRARY_REFERENCE_EDIT_KIND = 'codesys-library-reference';

type Reference = z.infer<typeof libraryReference>;
type SettableOption = 'qualified_only' | 'optional' | 'hidden';
const SETTABLE: SettableOption[] = ['qualified_only', 'optional', 'hidden'];

/** What a reference change is checked and reverted against: its name and options (the pin is one). */
const referenceHash = (reference: Reference | null) => contentHash(JSON.stringify(reference ? { name: reference.name, options: reference.options ?? null } : null));

const RESOLUTION = /^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$/;

/** The reference an agent names: as listed ("#Util", "Util, 3.5.19.0 (System)"), by placeholder or by library name. */
function findReference(references: Reference[], name: string): Reference {
  const wanted = name.toLowerCase();
  const exact = references.filter((r) => r.name.toLowerCase() === wanted);
  const matches = exact.length ? exact : references.filter((r) => [r.placeholder ?? '', r.name.split(',')[0]!, (r.resolved_to ?? '').split(',')[0]!].some((n) => n.trim().toLowerCase() === wanted));
  if (matches.length === 1) return matches[0]!;
  if (!matches.length) throw new ToolError(`The project references no library named "${name}" (it references: ${references.map((r) => r.name).join(', ') || 'none'}). Nothing was changed.`);
  throw new ToolError(`"${name}" names several references (${matches.map((r) => r.name).join(', ')}); pass the exact name. Nothing was changed.`);
}

const onOff = (value: boolean | null | undefined) => (value === null || value === undefined ? '-' : value ? 'yes' : 'no');

function referenceCard(projectPath: string, before: Reference, after: Reference): string {
  const rows: Array<[string, string, string]> = [
    ['qualified-only access', onOff(before.options?.qualified_only), onOff(after.options?.qualified_only)],
    ['optional', onOff(before.options?.optional), onOff(after.options?.optional)],
    ['hidden', onOff(before.options?.hidden), onOff(after.options?.hidden)],
  ];
  if (before.kind === 'placeholder') {
    const pin = (r: Reference) => r.options?.pinned_to ?? `none (default: ${r.default_resolution ?? '-'})`;
    rows.push(['pinned to', pin(before), pin(after)], ['resolves to', before.resolved_to ?? 'nothing', after.resolved_to ?? 'nothing']);
  }
  const lines = [`Change the library reference ${before.name} in the ${libraryLocation(projectPath)}:`];
  for (const [field, was, now] of rows) lines.push(`  ${field.padEnd(22)} ${was}  →  ${now}${was !== now ? '   (changed)' : ''}`);
  const namespace = after.options?.namespace ?? before.name;
  if (after.options?.qualified_only && !before.options?.qualified_only) lines.push(`Code that uses its names without "${namespace}." no longer compiles.`);
  if (after.resolved_to !== before.resolved_to) lines.push(`The application builds against ${after.resolved_to} from now on.`);
  return lines.join('\n');
}

/** The largest library file Interlock installs; real compiled libraries stay far below. */
export const MAX_LIBRARY_BYTES = 64 * 1024 * 1024;

const describeUse = (use: { reference: string; project: string; resolves_after: string | null }) =>
  `  ${use.reference} in ${use.project} resolves to it now; without it: ${use.resolves_after ?? 'nothing (the project no longer builds)'}`;

const contentOutput = z.object({ libraries: z.array(libraryContent), truncated: z.boolean().describe('True when more matched than max_items') });
const truncatedContent = (libraries: Array<z.infer<typeof libraryContent>>) => ({ libraries, truncated: libraries.some((l) => l.total > l.items.length) });

function getLibraryDocumentationRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_get_library_documentation',
    title: 'Read a CODESYS library\'s content',
    description: 'Lists what an installed library holds (function blocks, functions, types, constants) with declarations and doc comments. Compiled libraries cannot be read.',
    input: z.object({
      library: boundedString(INPUT_LIMITS.nameChars, 'library').min(1).describe('The library name ("Util") or display name ("Util, 3.5.19.0 (System)")'),
      version: boundedString(64, 'version').regex(/^\d+(\.\d+){1,3}$/, 'version looks like 3.5.19.0').optional().describe('Exact version; newest when left out'),
      name_filter: boundedString(INPUT_LIMITS.nameChars, 'name_filter').optional().describe('Only objects whose name contains this (case-insensitive)'),
      max_items: z.number().int().min(1).max(500).default(100).describe('At most this many objects'),
      max_declaration_chars: z.number().int().min(100).max(20000).default(4000).describe('Declarations longer than this are cut'),
    }),
    output: contentOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: async (args) => argsPlan(CODESYS_QUEUE, args),
    handler: async ({ args }, execution) => {
      const read = await codesys.run(
        'library_content',
        { library: args.library, ...(args.version ? { version: args.version } : {}), ...(args.name_filter ? { search: args.name_filter } : {}), max_items: args.max_items, max_chars: args.max_declaration_chars, max_libraries: 1 },
        { label: 'codesys_get_library_documentation', execution },
      );
      return truncatedContent(read.libraries);
    },
    summarize: (r) => `${r.libraries[0]?.items.length ?? 0} objects`,
  });
}

function searchLibraryTypesRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_search_library_types',
    title: 'Search CODESYS libraries for a type',
    description: 'Finds function blocks, functions, types and constants by part of their name in the referenced libraries (project_path given) or every installed library, with declarations.',
    input: z.object({
      name: boundedString(INPUT_LIMITS.nameChars, 'name').min(1).describe('Part of the name, e.g. "TON" or "HYSTER" (case-insensitive)'),
      project_path: projectPathField.optional().describe('Search the libraries this project references; all installed libraries when left out'),
      max_libraries: z.number().int().min(1).max(200).default(50).describe('At most this many libraries are opened'),
      max_results: z.number().int().min(1).max(500).default(50).describe('At most this many hits'),
    }),
    output: contentOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: async (args) => (args.project_path ? projectPlan(services, { ...args, project_path: args.project_path }) : { ...argsPlan(CODESYS_QUEUE, args), projectPath: null }),
    handler: async ({ args, projectPath }, execution) => {
      const read = await codesys.run(
        'library_content',
        { ...(projectPath ? { project_path: projectPath } : {}), search: args.name, max_items: args.max_results, max_chars: 4000, max_libraries: args.max_libraries },
        { label: 'codesys_search_library_types', ...(projectPath ? { projectPath } : {}), execution },
      );
      return truncatedContent(read.libraries.filter((l) => l.total > 0 || !l.readable));
    },
    summarize: (r) => `${r.libraries.reduce((n, l) => n + l.items.length, 0)} hits`,
  });
}

function installLibraryRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_install_library',
    title: 'Install a CODESYS library into a repository',
    description: 'Installs a .library or .compiled-library file into a library repository. Machine-wide. Remove it with codesys_uninstall_library.',
    input: z.object({
      file_path: boundedString(INPUT_LIMITS.pathChars, 'file_path')
        .min(1)
        .refine((path) => ['.library', '.compiled-library'].includes(extname(path).toLowerCase()), 'file_path must name a .library or .compiled-library file')
        .describe('The library file, absolute or relative to the first project root'),
      repository: boundedString(INPUT_LIMITS.nameChars, 'repository').min(1).optional().describe('The repository to install into; default: the first (System)'),
      overwrite: z.boolean().default(false).describe('Replace the same name, version and company if installed'),
    }),
    output: z.object({ library: installedLibrary, repository: z.string(), replaced: z.boolean(), other_versions: z.array(z.string()), file_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: async (args) => {
      const file = await readFileInRoots(services, args.file_path, MAX_LIBRARY_BYTES);
      const install = (dryRun: boolean, execution: CommandExecution) =>
        withStagedCopy(file.bytes, basename(file.path), (path, probe) =>
          codesys.run(
            'install_library',
            { file_path: path, probe_folder: probe, overwrite: args.overwrite, ...(args.repository ? { repository: args.repository } : {}), ...(dryRun ? { dry_run: true } : {}) },
            { label: 'codesys_install_library', execution },
          ),
        );
      return { ...argsPlan(CODESYS_QUEUE, args), file, install, read: sharedStep((execution: CommandExecution) => install(true, execution)) };
    },
    preview: async (plan, execution) => {
      const planned = await plan.read(execution);
      return text(
        'Install library',
        [
          `Install ${planned.library.display_name} into the IDE's library repository ${planned.repository}.`,
          `From ${plan.file.path} (${plan.file.hash.slice(0, 19)}…).`,
          'The repository is machine-wide: every project on this PC can use it, not only the open one.',
          planned.replaces ? `It REPLACES the installed ${planned.library.display_name}.` : 'Nothing installed is replaced.',
          ...(planned.other_versions.length ? [`Other installed versions stay: ${planned.other_versions.join(', ')}.`] : []),
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      await plan.read(execution);
      const done = await plan.install(false, execution);
      return { library: done.library, repository: done.repository, replaced: done.replaces, other_versions: done.other_versions, file_hash: plan.file.hash };
    },
    summarize: (r) => `installed ${r.library.display_name} into ${r.repository}`,
  });
}

function uninstallLibraryRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_uninstall_library',
    title: 'Uninstall a CODESYS library from a repository',
    description: 'Uninstalls one library version from the IDE\'s repositories. Machine-wide: projects referencing it may resolve to another version or no longer build. Not revertible.',
    input: z.object({
      name: boundedString(INPUT_LIMITS.nameChars, 'name').min(1).regex(/^[^\n,#()]+$/, 'name is a library name such as "Util"').describe('The library name, e.g. "Util"'),
      version: boundedString(64, 'version').regex(/^\d+(\.\d+){1,3}$/, 'version looks like 3.5.19.0').describe('The exact version, e.g. "3.5.17.0"'),
      company: boundedString(INPUT_LIMITS.nameChars, 'company').regex(/^[^\n()]+$/, 'company is a name such as System').optional().describe('Needed only when several companies ship the name'),
    }),
    output: z.object({ library: installedLibrary, repository: z.string(), used_by: z.array(z.object({ reference: z.string(), project: z.string(), resolves_after: z.string().nullable() })) }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: async (args) => {
      const params = { name: args.name, version: args.version, ...(args.company ? { company: args.company } : {}) };
      return {
        ...argsPlan(CODESYS_QUEUE, args),
        params,
        read: sharedStep((execution: CommandExecution) => codesys.run('uninstall_library', { ...params, dry_run: true }, { label: 'codesys_uninstall_library', execution })),
      };
    },
    preview: async (plan, execution) => {
      const planned = await plan.read(execution);
      return text(
        'Uninstall library',
        [
          `Uninstall ${planned.library.display_name} from the IDE's library repository ${planned.repository}.`,
          'The repository is machine-wide: every project on this PC that uses this version loses it.',
          ...(planned.used_by.length ? ['The project open in CODESYS uses it:', ...planned.used_by.map(describeUse)] : ['The project open in CODESYS does not use it (other projects on this PC are not checked).']),
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      await plan.read(execution);
      return codesys.run('uninstall_library', plan.params, { label: 'codesys_uninstall_library', execution });
    },
    summarize: (r) => `uninstalled ${r.library.display_name}`,
  });
}

function downloadMissingLibrariesRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_download_missing_libraries',
    title: 'Download missing CODESYS libraries',
    description: 'Lets CODESYS download and install from the CODESYS Store the libraries the references of the application miss (SP20+). Lists what resolves now and what is still missing.',
    input: z.object({ project_path: projectPathField }),
    output: z.object({ installed: z.array(libraryReference), still_missing: z.array(libraryReference), note: z.string().nullable() }),
    // The one tool that reaches outside the person's machine: CODESYS fetches from the CODESYS Store.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    mutates: true,
    changesCode: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      return {
        ...plan,
        read: sharedStep(async (execution: CommandExecution) => {
          const { missing } = await codesys.run('download_missing_libraries', { project_path: plan.projectPath, dry_run: true }, commandOptions('codesys_download_missing_libraries', plan.projectPath, execution));
          if (!missing.length) throw new ToolError('Every library reference of the application resolves; nothing is missing and nothing was downloaded.');
          return missing;
        }),
      };
    },
    preview: async (plan, execution) => {
      const missing = await plan.read(execution);
      return text(
        'Download missing libraries',
        [
          `These references of ${plan.projectPath} resolve to nothing:`,
          ...missing.map((r) => `  ${r.name}${r.kind === 'placeholder' ? ` (wants ${r.options?.pinned_to ?? r.default_resolution ?? 'any version'})` : ''}`),
          'CODESYS downloads from the CODESYS Store (internet) what the Store has and installs it into the IDE\'s machine-wide library repository; what the Store lacks stays missing.',
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      await plan.read(execution);
      const done = await codesys.run('download_missing_libraries', { project_path: plan.projectPath }, commandOptions('codesys_download_missing_libraries', plan.projectPath, execution));
      const note = done.still_missing.length
        ? `The CODESYS Store does not have what ${done.still_missing.map((r) => r.name).join(', ')} need${done.still_missing.length === 1 ? 's' : ''}; they still resolve to nothing. Install the library from its file with codesys_install_library, or remove the reference with codesys_remove_library.`
        : null;
      return { installed: done.installed, still_missing: done.still_missing, note };
    },
    summarize: (r) => `${r.installed.length} installed, ${r.still_missing.length} still missing`,
  });
}

function setLibraryReferenceRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_set_library_reference',
    title: 'Change CODESYS library reference options',
    description: 'Changes options of one library reference: qualified-only, optional, hidden, a placeholder\'s pin. Options left out stay.',
    input: z
      .object({
        project_path: projectPathField,
        name: boundedString(INPUT_LIMITS.nameChars, 'name').min(1).regex(/^[^\n]+$/, 'name is one line').describe('The reference as listed ("#Util", "Util, 3.5.19.0 (System)") or its library name'),
        qualified_only: z.boolean().optional().describe('true: the library\'s names are used only with its namespace (e.g. MEM.MemCopy)'),
        optional: z.boolean().optional().describe('true: the project builds even where the library is not installed'),
        hidden: z.boolean().optional().describe('true: hidden where this project is used as a library (hide_when_referenced_as_dependency)'),
        pin_version: boundedString(64, 'pin_version')
          .regex(/^(none|\d+(\.\d+){1,3})$/, 'pin_version is "none" or a version such as 3.5.17.0')
          .optional()
          .describe('Placeholders only: the installed version the project pins the placeholder to, or "none" to remove the pin'),
        expected_content_hash: libraryExpectedHash,
      })
      .refine((a) => SETTABLE.some((key) => a[key] !== undefined) || a.pin_version !== undefined, {
        message: 'Pass at least one of qualified_only, optional, hidden, pin_version; nothing was changed.',
      }),
    output: z.object({ reference: libraryReference, content_hash: changedReferencesHash }),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    mutates: true,
    changesCode: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const options = Object.fromEntries(SETTABLE.filter((key) => args[key] !== undefined).map((key) => [key, args[key]!]));
      return {
        ...plan,
        read: sharedStep(async (execution: CommandExecution) => {
          const label = 'codesys_set_library_reference';
          const { references } = await readLibraries(codesys, plan.projectPath, label, execution);
          assertReferencesUnchanged(references, args.expected_content_hash);
          const before = findReference(references, args.name);
          let pin: string | undefined;
          if (args.pin_version) {
            if (before.kind !== 'placeholder') throw new ToolError(`${before.name} is a managed reference, which names its version itself; only a placeholder can be pinned. Remove it and add the version you want with codesys_add_library. Nothing was changed.`);
            const parsed = RESOLUTION.exec(before.default_resolution ?? before.resolved_to ?? '');
            if (args.pin_version === 'none') pin = '';
            else if (!parsed) throw new ToolError(`The placeholder ${before.name} names no library to pin (no default resolution); add the library again with codesys_add_library. Nothing was changed.`);
            else pin = `${parsed[1]}, ${args.pin_version} (${parsed[3]})`;
          }
          const params = { project_path: plan.projectPath, name: before.name, expected: before, options, ...(pin !== undefined ? { pin } : {}) };
          const planned = await codesys.run('set_library_reference', { ...params, dry_run: true }, commandOptions(label, plan.projectPath, execution));
          if (referenceHash(planned.reference) === referenceHash(before)) throw new ToolError(`${before.name} already has these settings; nothing was changed.`);
          return { before, after: planned.reference, references, params };
        }),
      };
    },
    preview: async (plan, execution) => {
      const { before, after } = await plan.read(execution);
      return text('Change library reference', referenceCard(plan.projectPath, before, after));
    },
    handler: async (plan, execution) => {
      const { before, after, params } = await plan.read(execution);
      await execution.planEdit(referenceEditRecord(plan.projectPath, before, after));
      const changed = await codesys.run('set_library_reference', params, commandOptions('codesys_set_library_reference', plan.projectPath, execution));
      execution.recordEdit(referenceEditRecord(plan.projectPath, before, changed.reference));
      return { reference: changed.reference, content_hash: referencesHash(changed.references) };
    },
    summarize: (r) => `changed ${r.reference.name}`,
  });
}

export function libraryTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [getLibraryDocumentationRow(toolContext), searchLibraryTypesRow(toolContext), installLibraryRow(toolContext), uninstallLibraryRow(toolContext), downloadMissingLibrariesRow(toolContext), setLibraryReferenceRow(toolContext)];
}

function referenceEditRecord(projectPath: string, before: Reference, after: Reference): EditRecord {
  return {
    kind: LIBRARY_REFERENCE_EDIT_KIND,
    location: `${after.name} in the ${libraryLocation(projectPath)}`,
    beforeHash: referenceHash(before),
    afterHash: referenceHash(after),
    revert: { project_path: projectPath, name: after.name, before },
  };
}

/** History puts a reference's options and pin back while the reference is still as the change left it. */
export function libraryEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const { project, openNow, requireRunning } = auditedProjectAccess(services, codesys);
  const current = async (projectPath: string, name: unknown) => (await readLibraries(codesys, projectPath, 'revert')).references.find((r) => r.name === name) ?? null;
  return {
    [LIBRARY_REFERENCE_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? referenceHash(await current(path, edit.revert.name)) : null;
      },
      async revert(edit) {
        requireRunning();
        const projectPath = await project(edit);
        const now = await current(projectPath, edit.revert.name);
        if (!now || referenceHash(now) !== edit.afterHash) throw new Error(`The reference ${String(edit.revert.name)} changed after this change; reverting would undo later work`);
        const before = edit.revert.before as Reference;
        const options = Object.fromEntries(SETTABLE.filter((key) => typeof before.options?.[key] === 'boolean').map((key) => [key, before.options![key]!]));
        const pin = before.kind === 'placeholder' && before.options?.pinned_to !== now.options?.pinned_to ? { pin: before.options?.pinned_to ?? '' } : {};
        const done = await codesys.run('set_library_reference', { project_path: projectPath, name: now.name, expected: now, options, ...pin }, { label: 'revert', projectPath });
        return referenceHash(done.reference);
      },
    },
  };
}
