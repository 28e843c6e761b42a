// CODESYS's native .export format: objects out to a new file inside the project roots (everything the IDE knows,
// unlike PLCopenXML), and such a file's objects added to a project. Both wait for the person.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import { fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, DESTRUCTIVE, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { commandOptions, MAX_PLCOPEN_BYTES, objectPathField, projectPathField, projectPlan, readFileInRoots, text, withStagedCopy, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

function exportNativeRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_export_native',
    toolset: 'codesys-exchange',
    title: 'Export CODESYS objects in the native format',
    description: 'Exports objects in CODESYS\'s native .export format (keeps everything the IDE knows, unlike PLCopenXML) to a new file in a project root. Returns its content_hash.',
    input: z.object({
      project_path: projectPathField,
      object_paths: z.array(objectPathField).min(1).max(200).describe('The objects to export, e.g. ["Application/FB_Motor"]'),
      recursive: z.boolean().default(true).describe('Include what the objects hold'),
      output_path: boundedString(INPUT_LIMITS.pathChars, 'output_path')
        .min(1)
        .refine((path) => extname(path).toLowerCase() === '.export', 'output_path must name a .export file')
        .describe('The new .export file (never overwrites one)'),
    }),
    output: z.object({ output_path: z.string(), bytes: z.number().int(), content_hash: z.string(), objects: z.array(z.object({ path: z.string(), kind: z.string() })) }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: true,
    prepare: async (args) => ({ ...(await projectPlan(services, args)), ...(await newFilePlan(services, args.output_path, 'codesys_export_native')) }),
    preview: async (plan) => newFileCard(plan, { title: 'Export objects in the native format', source: `a native export of ${plan.args.object_paths.join(', ')} from ${basename(plan.projectPath)}`, bytes: null }),
    handler: async ({ args, projectPath, outputPath }, execution) => {
      const folder = await mkdtemp(join(tmpdir(), 'interlock-export-'));
      try {
        const destination = join(folder, basename(outputPath));
        const objectPaths = [...new Set(args.object_paths)];
        const exported = await codesys.run('export_native', { project_path: projectPath, object_paths: objectPaths, recursive: args.recursive, destination }, commandOptions('codesys_export_native', projectPath, execution));
        const size = (await stat(destination)).size;
        if (size > MAX_PLCOPEN_BYTES) throw new ToolError(`The export is ${size} bytes, more than the ${MAX_PLCOPEN_BYTES} Interlock writes; export fewer objects at a time.`);
        const bytes = await readFile(destination);
        const hash = await writeFileAtomic(outputPath, bytes, { expectedHash: null, sandbox: services.roots });
        execution.recordEdit(fileEditRecord(outputPath, null, hash));
        return { output_path: outputPath, bytes: bytes.length, content_hash: hash, objects: exported.objects };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    summarize: (r) => `exported ${plural(r.objects.length, 'object')} to ${r.output_path}`,
  });
}

function importNativeRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_import_native',
    toolset: 'codesys-exchange',
    title: 'Import a CODESYS native export',
    description: 'Imports a native .export file. It only ADDS: where a name is taken CODESYS adds a renamed copy. Not revertible; delete what it added with codesys_delete_object.',
    input: z.object({
      project_path: projectPathField,
      input_path: boundedString(INPUT_LIMITS.pathChars, 'input_path')
        .min(1)
        .refine((path) => extname(path).toLowerCase() === '.export', 'input_path must name a .export file')
        .describe('The .export file, absolute or relative to the first project root'),
      expected_content_hash: contentHashField('codesys_export_native').optional(),
    }),
    output: z.object({ added: z.array(z.object({ path: z.string(), kind: z.string() })), file_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const file = await readFileInRoots(services, args.input_path, MAX_PLCOPEN_BYTES);
      if (args.expected_content_hash && file.hash !== args.expected_content_hash) throw new ToolError(`${args.input_path} changed since its content_hash was taken (now ${file.hash}); nothing was imported.`);
      return { ...plan, file };
    },
    preview: async (plan) =>
      text(
        'Import native export',
        [
          `Import ${plan.file.path} (${plan.file.hash.slice(0, 19)}…, ${plan.file.bytes.length} bytes) into ${plan.projectPath} with CODESYS's native import.`,
          'It ADDS every object in the file; it never replaces one. Where a name is taken, CODESYS adds a copy under a new name and the existing object stays as it is.',
        ].join('\n'),
      ),
    handler: async (plan, execution) => {
      const done = await withStagedCopy(plan.file.bytes, basename(plan.file.path), (path) =>
        codesys.run('import_native', { project_path: plan.projectPath, file_path: path }, commandOptions('codesys_import_native', plan.projectPath, execution)),
      );
      return { added: done.added, file_hash: plan.file.hash };
    },
    summarize: (r) => `added ${plural(r.added.length, 'object')}`,
  });
}

export function nativeExchangeTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [exportNativeRow(toolContext), importNativeRow(toolContext)];
}
