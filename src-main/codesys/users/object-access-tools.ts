// The access rights of user groups on one object (view, modify, remove, add or remove children). Reads run at once; a
// change waits for the person, whose card says who gains or loses which right, and is revertible from History.
import { z } from 'zod';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { DESTRUCTIVE, defineTool, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { objectAccess, PERMISSION_KINDS, PERMISSION_STATES } from './object-access-templates.ts';
import {
  auditedProjectOpenNow,
  commandOptions,
  objectPathField,
  projectPathField,
  projectPlan,
  resolveProjectPath,
  text,
  type ToolContext,
} from '../toolset-kit.ts';
import { userManagementCredentials, userManagementLoginFields, userManagementLoginLine } from './user-management-login.ts';

export const OBJECT_ACCESS_EDIT_KIND = 'codesys-object-access';

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

function readObjectAccessRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
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
  });
}

function grantObjectAccessRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_grant_object_access',
    toolset: 'codesys-users',
    title: 'Grant or deny CODESYS object access',
    description: 'Sets rights of one user group on one object to granted, denied or default. The Owner group cannot be changed.',
    input: z.object({
      project_path: projectPathField,
      object_path: objectPathField,
      group: boundedString(INPUT_LIMITS.nameChars, 'group').min(1).describe('The user group, e.g. "Maintenance" or "Everyone"'),
      permissions: z.array(z.enum(PERMISSION_KINDS)).min(1).max(PERMISSION_KINDS.length).describe('The rights to set, e.g. ["modify", "remove"]'),
      state: z.enum(PERMISSION_STATES).describe('default: as the parent object'),
      expected_content_hash: contentHashField('codesys_read_object_access').optional(),
      ...userManagementLoginFields,
    }),
    output: objectAccess.extend({ content_hash: z.string() }),
    // Denying or resetting a right takes it away from a group.
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
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
  });
}

export function objectAccessTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [readObjectAccessRow(toolContext), grantObjectAccessRow(toolContext)];
}

/** How the person sets a group's rights back from History. */
export function objectAccessReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const readAccess = (projectPath: string, objectPath: string) => codesys.run('object_access_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath });
  return {
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
