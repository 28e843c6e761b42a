// The contracts of the project-user templates: parameters and results, checked by the CodesysConnection like every
// template's (the toolset's index.ts registers them). No result ever carries a password.
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };
/** The user names the change was planned against: the template changes nothing if the project holds others. */
const expectedUsers = z.array(z.string()).optional();
/** Who logs in to the user management for a change when nobody is logged on in CODESYS (default: Owner, no password). */
const credentials = z.object({ user: z.string().min(1), password: z.string() }).optional();

export const projectUser = z.object({
  name: z.string(),
  full_name: z.string(),
  description: z.string(),
  active: z.boolean().describe('Inactive users cannot log in'),
  groups: z.array(z.string()).describe('Every group the user is a member of (Everyone included)'),
});

export const projectGroup = z.object({
  name: z.string(),
  kind: z.enum(['owner', 'everyone', 'group']).describe('owner: its members may change everything, the user management included; everyone: every user'),
  members: z.array(z.string()),
});

export const usersState = z.object({
  users: z.array(projectUser),
  groups: z.array(projectGroup),
  logged_on_user: z.string().nullable().describe('Who is logged in to the project in CODESYS; null for nobody'),
});

export const USER_TEMPLATES = {
  project_users: { params: z.object(openedProject), result: usersState },
  project_user_add: {
    params: z.object({
      ...openedProject,
      name: z.string().min(1),
      full_name: z.string().optional(),
      description: z.string().optional(),
      password: z.string().optional(),
      groups: z.array(z.string()),
      expected_users: expectedUsers,
      credentials,
    }),
    result: usersState,
  },
  project_user_remove: { params: z.object({ ...openedProject, name: z.string().min(1), expected_users: expectedUsers, credentials }), result: usersState },
} as const;
