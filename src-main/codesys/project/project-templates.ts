// The contracts of the project templates (project/templates/*.py): the session, opening, creating, saving and
// closing projects, and the object tree.
import { z } from 'zod';
import { objectDescription, openedProject, unsavedChoice, type TemplateContracts } from '../bridge/templates.ts';

const objectPath = z.string().min(1);

export const PROJECT_TEMPLATES = {
  session_status: {
    params: z.object({}),
    result: z.object({ projects: z.array(z.object({ path: z.string(), dirty: z.boolean(), primary: z.boolean() })) }),
  },
  open_project: {
    params: z.object(openedProject),
    result: z.object({ project_path: z.string(), application: z.string().nullable() }),
  },
  create_project: {
    params: z.object({ ...openedProject, template_path: z.string().min(1).optional() }),
    result: z.object({ project_path: z.string(), template: z.string().nullable() }),
  },
  save_project: {
    params: z.object(openedProject),
    result: z.object({ project_path: z.string(), had_unsaved_changes: z.boolean() }),
  },
  close_project: {
    params: z.object({ ...openedProject, unsaved: unsavedChoice }),
    result: z.object({ was_open: z.boolean(), had_unsaved_changes: z.boolean(), saved: z.boolean() }),
  },
  project_structure: {
    params: z.object({ ...openedProject, root_path: objectPath.optional(), max_depth: z.number().int().min(1).optional() }),
    result: z.object({ project_path: z.string(), root: z.string(), objects: z.array(objectDescription.extend({ depth: z.number().int().min(1) })) }),
  },
} as const satisfies TemplateContracts;
