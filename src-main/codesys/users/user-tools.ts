// The project's user management: who may log in to the project in CODESYS and in which groups. Reads run at once;
// adding and removing a user wait for the person. A password an agent sets is passed to CODESYS as data and never
// shown, logged or audited: the card says "password: set" (the audit and the card's arguments redact it by its key).
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { projectUser, usersState } from './user-templates.ts';
import {
  auditedProjectOpenNow,
  projectPathField,
  projectPlan,
  resolveProjectPath,
  type ToolContext,
} from '../toolset-kit.ts';
import { loginNameField, userManagementCredentials, userManagementLoginFields, userManagementLoginLine } from './user-management-login.ts';

export const PROJECT_USER_EDIT_KIND = 'codesys-project-user';

type UsersState = z.infer<typeof usersState>;

const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });
const usersHash = (state: UsersState) => contentHash(JSON.stringify({ users: state.users, groups: state.groups }));
const userNames = (state: UsersState) => state.users.map((u) => u.name);
const find = <T extends { name: string }>(entries: T[], name: string) => entries.find((e) => e.name.toLowerCase() === name.toLowerCase());

const expectedHashField = contentHashField('codesys_list_project_users')
  .optional()
  .describe('content_hash from codesys_list_project_users; refused if changed since');

function runOptions(label: string, projectPath: string, execution?: CommandExecution) {
  return { label, projectPath, ...(execution ? { execution } : {}) };
}

function addCard(
  projectPath: string,
  args: { name: string; full_name?: string | undefined; description?: string | undefined; password?: string | undefined; login_user?: string | undefined },
  groups: string[],
  ownerGroup: string | undefined,
): string {
  const lines = [
    `Add the project user ${args.name} to ${projectPath}:`,
    `  full name    ${args.full_name || '-'}`,
    `  description  ${args.description || '-'}`,
    `  groups       ${[...groups, 'Everyone'].join(', ')}`,
    `  password     ${args.password ? 'set' : 'none: anyone who knows the name can log in as this user'}`,
  ];
  if (ownerGroup && groups.some((g) => g.toLowerCase() === ownerGroup.toLowerCase())) {
    lines.push(`${args.name} joins the ${ownerGroup} group: every permission in the project, the user management included.`);
  }
  lines.push(userManagementLoginLine(args));
  return lines.join('\n');
}

const read = ({ codesys }: ToolContext, projectPath: string, label: string, execution?: CommandExecution) => codesys.run('project_users', { project_path: projectPath }, runOptions(label, projectPath, execution));

/** A change planned against the users read once in the call's turn; `check` refuses it before any card. */
async function usersPlan<A extends { project_path: string; expected_content_hash?: string | undefined }>(toolContext: ToolContext, args: A, label: string, check: (state: UsersState) => void) {
  const { services } = toolContext;
  const plan = await projectPlan(services, args);
  return {
    ...plan,
    read: sharedStep(async (execution: CommandExecution) => {
      const state = await read(toolContext, plan.projectPath, label, execution);
      if (args.expected_content_hash && usersHash(state) !== args.expected_content_hash) {
        throw new ToolError(`The project users changed since they were read (content_hash is now ${usersHash(state)}). Nothing was changed; list them again with codesys_list_project_users.`);
      }
      check(state);
      return state;
    }),
  };
}

function listProjectUsersRow(toolContext: ToolContext): AnyToolDefinition {
  const { services } = toolContext;
  return defineTool({
    name: 'codesys_list_project_users',
    title: 'List CODESYS project users',
    description:
      "Lists the project's users (name, full name, description, active, groups) and each group's members (Owner may change everything). Never a password.",
    input: z.object({ project_path: projectPathField }),
    output: usersState.extend({ content_hash: z.string().describe('Pass as expected_content_hash to codesys_add_project_user / codesys_remove_project_user') }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      const state = await read(toolContext, projectPath, 'codesys_list_project_users', execution);
      return { ...state, content_hash: usersHash(state) };
    },
    summarize: (r) => `${r.users.length} users`,
  });
}

function addProjectUserRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_add_project_user',
    title: 'Add CODESYS project user',
    description:
      'Adds a user to the project\'s user management. ' +
      'The password goes to CODESYS as data, never shown or logged; SP21+ scripts cannot set one, so such a user is refused. Revertible from History.',
    input: z.object({
      project_path: projectPathField,
      name: loginNameField('name').describe('The login name, e.g. "maintenance"'),
      full_name: boundedString(INPUT_LIMITS.nameChars, 'full_name').regex(/^[^\n]*$/, 'full_name is one line').optional().describe('Informative only'),
      description: boundedString(1000, 'description').optional().describe('Informative only'),
      password: boundedString(128, 'password').optional().describe('The new user\'s password; left out: none (anyone who knows the name can log in)'),
      groups: z.array(loginNameField('group')).max(INPUT_LIMITS.listItems).default([]).describe('Existing groups to add the user to, e.g. ["Developer"]'),
      expected_content_hash: expectedHashField,
      ...userManagementLoginFields,
    }),
    output: z.object({ user: projectUser, content_hash: z.string() }),
    annotations: ADDITIVE,
    mutates: true,
    prepare: (args) =>
      usersPlan(toolContext, args, 'codesys_add_project_user', (state) => {
        const taken = find(state.users, args.name);
        if (taken) throw new ToolError(`The project already has a user named "${taken.name}"; nothing was changed.`);
        const unknown = args.groups.find((g) => !find(state.groups, g));
        if (unknown) throw new ToolError(`No group named "${unknown}" in the project (there are: ${state.groups.map((g) => g.name).join(', ')}). Nothing was changed.`);
      }),
    preview: async (plan, execution) => {
      const state = await plan.read(execution);
      const groups = plan.args.groups.map((g) => find(state.groups, g)!.name).filter((g) => find(state.groups, g)!.kind !== 'everyone');
      return text('Add project user', addCard(plan.projectPath, plan.args, groups, state.groups.find((g) => g.kind === 'owner')?.name));
    },
    handler: async (plan, execution) => {
      const state = await plan.read(execution);
      const { args, projectPath } = plan;
      const groups = args.groups.map((g) => find(state.groups, g)!.name);
      const added = await codesys.run(
        'project_user_add',
        {
          project_path: projectPath,
          name: args.name,
          ...(args.full_name ? { full_name: args.full_name } : {}),
          ...(args.description ? { description: args.description } : {}),
          ...(args.password ? { password: args.password } : {}),
          groups,
          expected_users: userNames(state),
          ...userManagementCredentials(args),
        },
        runOptions('codesys_add_project_user', projectPath, execution),
      );
      const user = find(added.users, args.name)!;
      execution.recordEdit(userEditRecord(projectPath, state, added, user.name));
      return { user, content_hash: usersHash(added) };
    },
    summarize: (r) => `added the project user ${r.user.name}`,
  });
}

function removeProjectUserRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_remove_project_user',
    title: 'Remove CODESYS project user',
    description:
      "Removes a user from the project's user management (never the Owner group's last member). Not revertible from History (the password cannot be restored).",
    input: z.object({ project_path: projectPathField, name: loginNameField('name').describe('The login name'), expected_content_hash: expectedHashField, ...userManagementLoginFields }),
    output: z.object({ removed: projectUser, content_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: (args) =>
      usersPlan(toolContext, args, 'codesys_remove_project_user', (state) => {
        const user = find(state.users, args.name);
        if (!user) throw new ToolError(`No user named "${args.name}" in the project (there are: ${userNames(state).join(', ')}). Nothing was changed.`);
        const owner = state.groups.find((g) => g.kind === 'owner');
        if (owner && owner.members.length === 1 && owner.members[0]!.toLowerCase() === user.name.toLowerCase()) {
          throw new ToolError(`${user.name} is the last member of the ${owner.name} group, who may change the user management; add another owner first. Nothing was changed.`);
        }
      }),
    preview: async (plan, execution) => {
      const user = find((await plan.read(execution)).users, plan.args.name)!;
      return text(
        'Remove project user',
        `Remove the project user ${user.name}${user.full_name ? ` (${user.full_name})` : ''} from ${plan.projectPath}; member of ${user.groups.join(', ')}.\nNot revertible from History: the password cannot be restored.\n${userManagementLoginLine(plan.args)}`,
      );
    },
    handler: async (plan, execution) => {
      const state = await plan.read(execution);
      const user = find(state.users, plan.args.name)!;
      const after = await codesys.run(
        'project_user_remove',
        { project_path: plan.projectPath, name: user.name, expected_users: userNames(state), ...userManagementCredentials(plan.args) },
        runOptions('codesys_remove_project_user', plan.projectPath, execution),
      );
      return { removed: user, content_hash: usersHash(after) };
    },
    summarize: (r) => `removed the project user ${r.removed.name}`,
  });
}

export function userTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [listProjectUsersRow(toolContext), addProjectUserRow(toolContext), removeProjectUserRow(toolContext)];
}

function userEditRecord(projectPath: string, before: UsersState, after: UsersState, name: string): EditRecord {
  return { kind: PROJECT_USER_EDIT_KIND, location: `user ${name} in ${projectPath}`, beforeHash: usersHash(before), afterHash: usersHash(after), revert: { project_path: projectPath, name } };
}

/** How the person removes a user an agent added, from History: only while the users are still as the addition left them. */
export function userEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const projectPathOf = (edit: EditRecord) => String(edit.revert.project_path);
  return {
    [PROJECT_USER_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await auditedProjectOpenNow(services, codesys, projectPathOf(edit));
        return path ? usersHash(await codesys.run('project_users', { project_path: path }, { label: 'revert', projectPath: path })) : null;
      },
      async revert(edit) {
        if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
        const projectPath = await resolveProjectPath(services, projectPathOf(edit));
        const state = await codesys.run('project_users', { project_path: projectPath }, { label: 'revert', projectPath });
        if (usersHash(state) !== edit.afterHash) throw new Error('The project users changed after this change; reverting would undo later work');
        const after = await codesys.run('project_user_remove', { project_path: projectPath, name: String(edit.revert.name), expected_users: userNames(state) }, { label: 'revert', projectPath });
        return usersHash(after);
      },
    },
  };
}
