// The project's other objects: external files (a file added to the project, embedded, linked or both) and image pools.
// Reads run at once; changes wait for the person, whose card names the file (size, sha256, CRC 32, mode); both are
// revertible from History.
import { basename } from 'node:path';
import { crc32 } from 'node:zlib';
import { z } from 'zod';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, defineTool, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysConnection } from '../bridge/codesys-connection.ts';
import { AUTO_UPDATE_MODES, externalFile, imagePool, REFERENCE_MODES } from './external-file-templates.ts';
import {
  commandOptions,
  createdObjectReverter,
  identifierField,
  MAX_PLCOPEN_BYTES,
  objectPathField,
  projectPathField,
  projectPlan,
  readFileInRoots,
  text,
  type ToolContext,
} from '../toolset-kit.ts';

export const EXTERNAL_FILE_EDIT_KIND = 'codesys-external-file';
export const IMAGE_POOL_EDIT_KIND = 'codesys-image-pool';

const crc32Hex = (bytes: Uint8Array) => crc32(bytes).toString(16).padStart(8, '0');
const externalFileHash = (file: z.infer<typeof externalFile>) => contentHash(JSON.stringify(file));

const MODE_WORDS: Record<(typeof REFERENCE_MODES)[number], string> = {
  embed: 'embedded (a copy of these bytes is kept in the project; the file is not read again)',
  link: 'linked (the project keeps the path and reads the file from there)',
  link_and_embed: 'linked and embedded (a copy is kept in the project and the path is remembered)',
};

function addExternalFileRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_add_external_file',
    title: 'Add an external file to a CODESYS project',
    description: 'Adds a file from a project root to the project as an external file object.',
    input: z.object({
      project_path: projectPathField,
      file_path: boundedString(INPUT_LIMITS.pathChars, 'file_path').min(1).describe('The file, absolute or relative to the first project root'),
      name: boundedString(INPUT_LIMITS.nameChars, 'name')
        .regex(/^[^\n\r\t/\\]+$/, 'name is one line without slashes')
        .optional()
        .describe('The object name; default: the file name'),
      parent_path: objectPathField.optional().describe('The application, a folder, or "/" for the project; default: the application'),
      reference_mode: z.enum(REFERENCE_MODES).default('embed').describe('Embedded in the project, linked to the file, or both'),
      auto_update_mode: z.enum(AUTO_UPDATE_MODES).default('never').describe('For linked files: whether CODESYS reloads a changed file'),
    }),
    output: externalFile.extend({ content_hash: z.string() }),
    annotations: ADDITIVE,
    mutates: true,
    prepare: async (args) => {
      if (args.reference_mode === 'embed' && args.auto_update_mode !== 'never')
        throw new ToolError(`auto_update_mode ${args.auto_update_mode} applies to a linked file; an embedded file is never read again. Pass reference_mode link or link_and_embed, or leave auto_update_mode out. Nothing was added.`);
      const plan = await projectPlan(services, args);
      const file = await readFileInRoots(services, args.file_path, MAX_PLCOPEN_BYTES);
      return { ...plan, file, name: args.name ?? basename(file.path) };
    },
    preview: async ({ args, file, name }) =>
      text(
        'Add external file',
        [
          `Add ${file.path} as the external file ${name} in ${args.parent_path === '/' ? 'the project' : (args.parent_path ?? 'the application')}:`,
          `  size      ${file.bytes.length} bytes`,
          `  sha256    ${file.hash.slice('sha256:'.length)}`,
          `  crc32     ${crc32Hex(file.bytes)}`,
          `  mode      ${MODE_WORDS[args.reference_mode]}`,
          `  update    ${args.reference_mode === 'embed' ? 'never (embedded)' : args.auto_update_mode}`,
        ].join('\n'),
      ),
    handler: async ({ args, projectPath, file, name }, execution) => {
      const options = commandOptions('codesys_add_external_file', projectPath, execution);
      const added = await codesys.run(
        'external_file_add',
        { project_path: projectPath, ...(args.parent_path ? { parent_path: args.parent_path } : {}), name, file_path: file.path, reference_mode: args.reference_mode, auto_update_mode: args.auto_update_mode },
        options,
      );
      // CODESYS reports only the length and the CRC 32 of what it read: both must be those of the approved bytes.
      if (added.size !== file.bytes.length || added.crc32 !== crc32Hex(file.bytes)) {
        await codesys.run('delete_object', { project_path: projectPath, object_path: added.path }, options);
        throw new ToolError(`${file.path} changed after the card was shown (CODESYS read ${added.size} bytes with CRC 32 ${added.crc32}); the object was removed again and nothing was added.`);
      }
      const hash = externalFileHash(added);
      execution.recordEdit({ kind: EXTERNAL_FILE_EDIT_KIND, location: `${added.path} in ${projectPath}`, beforeHash: contentHash('null'), afterHash: hash, revert: { project_path: projectPath, path: added.path } });
      return { ...added, content_hash: hash };
    },
    summarize: (r) => `added ${r.path} (${r.size} bytes, ${r.reference_mode})`,
  });
}

function createImagePoolRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_create_image_pool',
    title: 'Create CODESYS image pool',
    description: 'Creates an empty image pool in the application, or with parent_path "/" in the project. Scripts cannot add images; the person adds them in the IDE.',
    input: z.object({
      project_path: projectPathField,
      parent_path: objectPathField.optional().describe('The application, or "/" for the project; default: the application'),
      name: identifierField('Image pool name'),
    }),
    output: imagePool.extend({ content_hash: z.string() }),
    annotations: ADDITIVE,
    mutates: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ args }) => text('Create image pool', `Create the empty image pool ${args.name} in ${args.parent_path === '/' ? 'the project' : (args.parent_path ?? 'the application')}.`),
    handler: async ({ args, projectPath }, execution) => {
      const created = await codesys.run(
        'image_pool_create',
        { project_path: projectPath, ...(args.parent_path ? { parent_path: args.parent_path } : {}), name: args.name },
        commandOptions('codesys_create_image_pool', projectPath, execution),
      );
      const hash = contentHash(JSON.stringify(created));
      execution.recordEdit({ kind: IMAGE_POOL_EDIT_KIND, location: `${created.path} in ${projectPath}`, beforeHash: contentHash('null'), afterHash: hash, revert: { project_path: projectPath, path: created.path } });
      return { ...created, content_hash: hash };
    },
    summarize: (r) => `created ${r.path}`,
  });
}

export function miscObjectTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [addExternalFileRow(toolContext), createImagePoolRow(toolContext)];
}

/** How the person deletes an external file object an agent added, from History: only while it is as it was added. */
export function miscObjectReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const hashOf = (projectPath: string, objectPath: string) =>
    codesys.run('external_file_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then(externalFileHash, () => contentHash('null'));
  return {
    [EXTERNAL_FILE_EDIT_KIND]: createdObjectReverter(services, codesys, hashOf, 'The external file object'),
    [IMAGE_POOL_EDIT_KIND]: createdObjectReverter(
      services,
      codesys,
      (projectPath, objectPath) =>
        codesys.run('image_pool_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then((pool) => contentHash(JSON.stringify(pool)), () => contentHash('null')),
      'The image pool',
    ),
  };
}
