// The contracts of the object-access templates (the rights of user groups on one object): parameters and results,
// checked by the CodesysConnection like every template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const PERMISSION_KINDS = ['view', 'modify', 'remove', 'add_remove_children'] as const;
export const PERMISSION_STATES = ['default', 'granted', 'denied'] as const;
const permissionStates = z.object({ view: z.enum(PERMISSION_STATES), modify: z.enum(PERMISSION_STATES), remove: z.enum(PERMISSION_STATES), add_remove_children: z.enum(PERMISSION_STATES) });

export const objectAccess = z.object({
  path: z.string(),
  groups: z.array(z.object({ group: z.string(), permissions: permissionStates })).describe('Every user group but Owner, which always holds every right'),
});

export const OBJECT_ACCESS_TEMPLATES = {
  object_access_read: { params: z.object({ ...openedProject, object_path: z.string().min(1) }), result: objectAccess },
  object_access_set: {
    params: z.object({
      ...openedProject,
      object_path: z.string().min(1),
      group: z.string().min(1),
      permissions: z.array(z.enum(PERMISSION_KINDS)).min(1),
      state: z.enum(PERMISSION_STATES),
      /** The states the change was planned against: the template changes nothing if the group holds others now. */
      expected: z.partialRecord(z.enum(PERMISSION_KINDS), z.enum(PERMISSION_STATES)).optional(),
      /** Who logs in to the user management for the change when nobody is logged on in CODESYS (default: Owner, no password). */
      credentials: z.object({ user: z.string().min(1), password: z.string() }).optional(),
    }),
    result: objectAccess,
  },
} as const;
