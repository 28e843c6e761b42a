// The contracts of the text-list templates: parameters and results, checked by the CodesysConnection like every
// template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const textListRow = z.object({
  id: z.string(),
  default_text: z.string(),
  texts: z.record(z.string(), z.string()).describe('The text per language, for the languages that have one'),
});

export const textList = z.object({ path: z.string(), languages: z.array(z.string()), rows: z.array(textListRow) });

export const TEXT_LIST_TEMPLATES = {
  text_list_read: { params: z.object({ ...openedProject, object_path: z.string().min(1) }), result: textList },
  text_list_create: {
    params: z.object({
      ...openedProject,
      /** The application or folder; "/" for the project (a global context); the application when left out. */
      parent_path: z.string().min(1).optional(),
      name: z.string().min(1),
      languages: z.array(z.string()),
      rows: z.array(textListRow),
    }),
    result: textList,
  },
  /** content: the approved text list file, in the tab-separated text list format. */
  text_list_import: { params: z.object({ ...openedProject, object_path: z.string().min(1), content: z.string() }), result: textList },
  text_list_restore: { params: z.object({ ...openedProject, object_path: z.string().min(1), languages: z.array(z.string()), rows: z.array(textListRow) }), result: textList },
} as const;
