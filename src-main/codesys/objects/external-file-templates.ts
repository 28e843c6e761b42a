// The contracts of the templates for the project's other objects (external files, object access rights, image pools): parameters and results, checked by
// the CodesysConnection like every template's (templates.ts spreads them into TEMPLATES).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const REFERENCE_MODES = ['embed', 'link', 'link_and_embed'] as const;
export const AUTO_UPDATE_MODES = ['never', 'prompt', 'always'] as const;

export const externalFile = z.object({
  path: z.string(),
  file_path: z.string().describe('The file the object was added from (a linked object keeps reading it)'),
  reference_mode: z.string().describe('Embed, Link or LinkAndEmbed'),
  auto_update_mode: z.string().describe('Never, Prompt or Always: what CODESYS does when a linked file changes'),
  size: z.number().int().describe('The length in bytes of the data CODESYS holds'),
  crc32: z.string().describe('The CRC 32 of that data as eight hex digits (CODESYS offers no other checksum)'),
});

export const PERMISSION_KINDS = ['view', 'modify', 'remove', 'add_remove_children'] as const;
export const PERMISSION_STATES = ['default', 'granted', 'denied'] as const;
const permissionStates = z.object({ view: z.enum(PERMISSION_STATES), modify: z.enum(PERMISSION_STATES), remove: z.enum(PERMISSION_STATES), add_remove_children: z.enum(PERMISSION_STATES) });

export const objectAccess = z.object({
  path: z.string(),
  groups: z.array(z.object({ group: z.string(), permissions: permissionStates })).describe('Every user group but Owner, which always holds every right'),
});

export const imagePool = z.object({ path: z.string() });

export const MISC_OBJECT_TEMPLATES = {
  image_pool_read: { params: z.object({ ...openedProject, object_path: z.string().min(1) }), result: imagePool },
  image_pool_create: {
    params: z.object({
      ...openedProject,
      /** The application; "/" for the project; the application when left out. */
      parent_path: z.string().min(1).optional(),
      name: z.string().min(1),
    }),
    result: imagePool,
  },
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
  external_file_read: { params: z.object({ ...openedProject, object_path: z.string().min(1) }), result: externalFile },
  external_file_add: {
    params: z.object({
      ...openedProject,
      /** The application or folder; "/" for the project; the application when left out. */
      parent_path: z.string().min(1).optional(),
      name: z.string().min(1),
      file_path: z.string().min(1),
      reference_mode: z.enum(REFERENCE_MODES),
      auto_update_mode: z.enum(AUTO_UPDATE_MODES),
    }),
    result: externalFile,
  },
} as const;
