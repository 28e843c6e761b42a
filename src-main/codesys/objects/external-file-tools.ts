// The project's other objects: external files (a file added to the project, embedded, linked or both), image pools,
// and the access rights of user groups on objects. Reads run at once; changes wait for the person, whose card names the file (size,
// sha256, CRC 32, mode) or says who gains or loses which right; both are revertible from History.
import { basename } from 'node:path';
import { crc32 } from 'node:zlib';
import { z } from 'zod';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, DESTRUCTIVE, defineTool, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { AUTO_UPDATE_MODES, externalFile, imagePool, objectAccess, PERMISSION_KINDS, PERMISSION_STATES, REFERENCE_MODES } from './external-file-templates.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import {
  auditedProjectOpenNow,
  commandOptions,
  createdObjectReverter,
  identifierField,
  MAX_PLCOPEN_BYTES,
  objectPathField,
  projectPathField,
  projectPlan,
  readFileInRoots,
  resolveProjectPath,
  text,
  userManagementCredentials,
  userManagementLoginFields,
  userManagementLoginLine,
  type ToolContext,
} from '../toolset-kit.ts';

export const EXTERNAL_FILE_EDIT_KIND = 'codesys-external-file';
export const OBJECT_ACCESS_EDIT_KIND = 'codesys-object-access';
export const IMAGE_POOL_EDIT_KIND = 'codesys-image-pool';

type ObjectAccess = z.infer<typeof objectAccess>;
type PermissionKind = (typeof PERMISSION_KINDS)[number];
type PermissionState = (typeof PERMISSION_STATES)[number];
const accessHash = (access: ObjectAccess) => contentHash(JSON.stringify(access));
const groupEntry = (access: ObjectAccess, group: string) => access.groups.find((g) => g.group.toLowerCase() === group.toLowerCase());

const RIGHT_WORDS: Record<PermissionKind, string> = { view: 'view it', modify: 'modify it', remove: 'remove it', add_remove_children: 'add or remove objects below it' };

/** One line of the card: a right before -> after, and in words who gains or loses what. */
function accessChange(group: string, kind: PermissionKind, before: PermissionState, after: PermissionState): string {
  const words =
    before === after ? 'unchanged' : after === 'granted' ? `${group} may ${RIGHT_WORDS[kind]}` : after === 'denied' ? `${group} may no longer ${RIGHT_WORDS[kind]}` : `${group} follows the parent object's setting to ${RIGHT_WORDS[kind]}`;
  return `  ${kind.padEnd(20)} ${before} -> ${after}   (${words})`;
}

const crc32Hex = (bytes: Uint8Array) => crc32(bytes).toString(16).padStart(8, '0');
const externalFileHash = (file: z.infer<typeof externalFile>) => contentHash(JSON.stringify(file));

const MODE_WORDS: Record<(typeof REFERENCE_MODES)[number], string> = {
  embed: 'embedded (a copy of these bytes is kept in the project; the file is not read again)',
  link: 'linked (the project keeps the path and reads the file from there)',
  link_and_embed: 'linked and embedded (a copy is kept in the project and the path is remembered)',
};

export function miscObjectTools({ services, codesys }: ToolContext): AnyToolDefinition[] {
  return [
    defineTool({
      name: 'codesys_add_external_file',
      title: 'Add an external file to a CODESYS project',
      description: 'Adds a file from a project root as an external file object (embedded, linked, or both) to the application, a folder (parent_path) or the project ("/").',
      input: z.object({
        project_path: projectPathField,
        file_path: boundedString(INPUT_LIMITS.pathChars, 'file_path').min(1).describe('The file, absolute or relative to the first project root'),
        name: boundedString(INPUT_LIMITS.nameChars, 'name')
          .regex(/^[^\n\r\t/\\]+$/, 'name is one line without slashes')
          .optional()
          .describe('The object name; default: the file name'),
        parent_path: objectPathField.optional().describe('The application, a folder, or "/" for the project; default: the application'),
        reference_mode: z.enum(REFERENCE_MODES).default('embed').describe('embed (default), link, or link_and_embed'),
        auto_update_mode: z.enum(AUTO_UPDATE_MODES).default('never').describe('For linked files: never (default), prompt, or always'),
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
    }),
    defineTool({
      name: 'codesys_read_object_access',
      toolset: 'codesys-users',
      title: 'Read CODESYS object access rights',
      description: 'Reads the rights (view, modify, remove, add_remove_children) every user group but Owner has on one object, plus a content_hash.',
      input: z.object({ project_path: projectPathField, object_path: objectPathField }),
      output: objectAccess.extend({ content_hash: z.string() }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => projectPlan(services, args),
      handler: async ({ args, projectPath }, execution) => {
        const access = await codesys.run('object_access_read', { project_path: projectPath, object_path: args.object_path }, commandOptions('codesys_read_object_access', projectPath, execution));
        return { ...access, content_hash: accessHash(access) };
      },
      summarize: (r) => `${r.groups.length} groups on ${r.path}`,
    }),
    defineTool({
      name: 'codesys_grant_object_access',
      toolset: 'codesys-users',
      title: 'Grant or deny CODESYS object access',
      description: 'Sets rights (view, modify, remove, add_remove_children) of one user group on one object to granted, denied or default. The Owner group cannot be changed.',
      input: z.object({
        project_path: projectPathField,
        object_path: objectPathField,
        group: boundedString(INPUT_LIMITS.nameChars, 'group').min(1).describe('The user group, e.g. "Maintenance" or "Everyone"'),
        permissions: z.array(z.enum(PERMISSION_KINDS)).min(1).max(PERMISSION_KINDS.length).describe('The rights to set, e.g. ["modify", "remove"]'),
        state: z.enum(PERMISSION_STATES).describe('granted, denied, or default (follows the parent object)'),
        expected_content_hash: contentHashField('codesys_read_object_access').optional(),
        ...userManagementLoginFields,
      }),
      output: objectAccess.extend({ content_hash: z.string() }),
      // Denying or resetting a right takes it away from a group.
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: async (args) => {
        if (new Set(args.permissions).size !== args.permissions.length) throw new ToolError('A right appears twice in permissions; nothing was changed.');
        if (args.group.toLowerCase() === 'owner') throw new ToolError('The Owner group always holds every right; it cannot be changed. Nothing was changed.');
        const plan = await projectPlan(services, args);
        return {
          ...plan,
          read: sharedStep(async (execution: CommandExecution) => {
            const access = await codesys.run('object_access_read', { project_path: plan.projectPath, object_path: args.object_path }, commandOptions('codesys_grant_object_access', plan.projectPath, execution));
            if (args.expected_content_hash && accessHash(access) !== args.expected_content_hash)
              throw new ToolError(`The access rights on ${access.path} changed since they were read (content_hash is now ${accessHash(access)}). Nothing was changed; read them again with codesys_read_object_access.`);
            const entry = groupEntry(access, args.group);
            if (!entry) throw new ToolError(`No user group named "${args.group}" in the project (there are: ${access.groups.map((g) => g.group).join(', ') || 'none'}, and Owner). Nothing was changed.`);
            return { access, entry };
          }),
        };
      },
      preview: async (plan, execution) => {
        const { access, entry } = await plan.read(execution);
        const lines = [
          `Access rights of the group ${entry.group} on ${access.path}:`,
          ...plan.args.permissions.map((kind) => accessChange(entry.group, kind, entry.permissions[kind], plan.args.state)),
          userManagementLoginLine(plan.args),
        ];
        return text('Change object access', lines.join('\n'));
      },
      handler: async (plan, execution) => {
        const { access, entry } = await plan.read(execution);
        const { args, projectPath } = plan;
        const expected = Object.fromEntries(args.permissions.map((kind) => [kind, entry.permissions[kind]]));
        const after = await codesys.run(
          'object_access_set',
          { project_path: projectPath, object_path: access.path, group: entry.group, permissions: args.permissions, state: args.state, expected, ...userManagementCredentials(args) },
          commandOptions('codesys_grant_object_access', projectPath, execution),
        );
        const hash = accessHash(after);
        execution.recordEdit({
          kind: OBJECT_ACCESS_EDIT_KIND,
          location: `access of ${entry.group} on ${access.path} in ${projectPath}`,
          beforeHash: accessHash(access),
          afterHash: hash,
          revert: { project_path: projectPath, path: access.path, group: entry.group, before: entry.permissions, after: groupEntry(after, entry.group)!.permissions },
        });
        return { ...after, content_hash: hash };
      },
      summarize: (r) => `set access on ${r.path}`,
    }),
    defineTool({
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
    }),
  ];
}

/** How the person deletes an external file object an agent added, from History: only while it is as it was added. */
export function miscObjectReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const hashOf = (projectPath: string, objectPath: string) =>
    codesys.run('external_file_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then(externalFileHash, () => contentHash('null'));
  const readAccess = (projectPath: string, objectPath: string) => codesys.run('object_access_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath });
  return {
    [EXTERNAL_FILE_EDIT_KIND]: createdObjectReverter(services, codesys, hashOf, 'The external file object'),
    [IMAGE_POOL_EDIT_KIND]: createdObjectReverter(
      services,
      codesys,
      (projectPath, objectPath) =>
        codesys.run('image_pool_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then((pool) => contentHash(JSON.stringify(pool)), () => contentHash('null')),
      'The image pool',
    ),
    // Sets the group's previous states again, only while every right is as the change left it.
    [OBJECT_ACCESS_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await auditedProjectOpenNow(services, codesys, String(edit.revert.project_path));
        return path ? readAccess(path, String(edit.revert.path)).then(accessHash, () => contentHash('null')) : null;
      },
      async revert(edit) {
        if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
        const projectPath = await resolveProjectPath(services, String(edit.revert.project_path));
        const group = String(edit.revert.group);
        const before = edit.revert.before as Record<PermissionKind, PermissionState>;
        const after = edit.revert.after as Record<PermissionKind, PermissionState>;
        const now = groupEntry(await readAccess(projectPath, String(edit.revert.path)), group);
        if (!now || PERMISSION_KINDS.some((kind) => now.permissions[kind] !== after[kind])) throw new Error(`The access rights of ${group} changed after this change; setting them back would undo later work`);
        let result: ObjectAccess | undefined;
        for (const state of PERMISSION_STATES) {
          const kinds = PERMISSION_KINDS.filter((kind) => before[kind] === state && after[kind] !== state);
          if (kinds.length) result = await codesys.run('object_access_set', { project_path: projectPath, object_path: String(edit.revert.path), group, permissions: kinds, state }, { label: 'revert', projectPath });
        }
        return result ? accessHash(result) : edit.afterHash;
      },
    },
  };
}
