// The contracts of the templates for the project's other objects (external files, image pools): parameters and results,
// checked by the CodesysConnection like every template's (the toolset's index.ts registers them).
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
