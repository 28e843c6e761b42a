// PLCopenXML export and import: objects out to a new file inside the project roots, and a file's POUs, DUTs and
// GVLs into the application, with a card that lists what is added, replaced or copied.
import { basename, extname } from 'node:path';
import { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import { fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { defineTool, DESTRUCTIVE, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import { diffPreview, type DiffRequest } from '../../text-diff/index.ts';
import { normalizeNewlines, objectDiffParts } from '../code/pou-text.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { summarizePlcopenXml, type PlcopenSummary } from './plcopen-summary.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { commandOptions, MAX_PLCOPEN_BYTES, objectPathField, parentPathField, projectPathField, projectPlan, readFileInRoots, text, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

/** A PLCopenXML file path inside the project roots. */
const xmlPathField = (what: string, description: string) =>
  boundedString(INPUT_LIMITS.pathChars, what)
    .min(1)
    .refine((path) => extname(path).toLowerCase() === '.xml', `${what} must name a .xml file`)
    .describe(description);

function exportPlcopenxmlRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
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
      const exported = await codesys.run('export_xml', { project_path: projectPath, object_paths: objectPaths, recursive: args.recursive }, commandOptions('codesys_export_plcopenxml', projectPath, execution));
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
  });
}

function importPlcopenxmlRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_import_plcopenxml',
    toolset: 'codesys-exchange',
    title: 'Import PLCopenXML into CODESYS',
    description: 'Imports the POUs, DUTs and GVLs of a PLCopenXML file into the application or parent_path. Not revertible.',
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
    changesCode: true,
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
        commandOptions('codesys_import_plcopenxml', plan.projectPath, execution),
      );
      const skipped = args.on_conflict === 'skip' ? summary.objects.filter((o) => existing.has(o.name.toLowerCase())).map((o) => o.name) : [];
      const note = imported.copies.length
        ? `CODESYS added ${imported.copies.length} object(s) as copies under new names because the names were taken (${imported.copies.map((c) => `${c.path} copies ${c.copy_of}`).join('; ')}); the existing objects are unchanged. Use on_conflict replace to overwrite them instead.`
        : null;
      return { ...imported, skipped, note, file_hash: plan.hash };
    },
    summarize: (r) => `added ${r.added.length}, replaced ${r.replaced.length}, copies ${r.copies.length}`,
  });
}

export function plcopenTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [exportPlcopenxmlRow(toolContext), importPlcopenxmlRow(toolContext)];
}

async function readPlcopenFile(services: DomainServices, requested: string): Promise<{ xml: string; hash: string }> {
  const { bytes, hash } = await readFileInRoots(services, requested, MAX_PLCOPEN_BYTES);
  return { xml: bytes.toString('utf8'), hash };
}

async function existingNames(codesys: CodesysConnection, projectPath: string, execution: CommandExecution): Promise<Map<string, string>> {
  const structure = await codesys.run('project_structure', { project_path: projectPath }, commandOptions('codesys_import_plcopenxml', projectPath, execution));
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
    const current = await codesys.run('read_object', { project_path: projectPath, object_path: path }, commandOptions('codesys_import_plcopenxml', projectPath, execution));
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
