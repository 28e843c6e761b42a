// The contracts of the task configuration templates: parameters and results, checked by the CodesysConnection like
// every template's (the toolset's index.ts registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const taskDescription = z.object({
  name: z.string(),
  path: z.string(),
  kind: z.string().nullable().describe('cyclic, freewheeling, event, externalevent, status, ...'),
  priority: z.string(),
  interval: z.string(),
  interval_unit: z.string(),
  event: z.string(),
  pou_calls: z.array(z.string()).describe('The programs the task calls, in order'),
});

export const taskSettings = z.object({
  kind: z.enum(['cyclic', 'freewheeling', 'event', 'status']).optional(),
  priority: z.string().optional(),
  interval: z.string().optional(),
  event: z.string().optional(),
  pou_calls: z.array(z.string()).optional(),
});

export const TASK_TEMPLATES = {
  list_tasks: {
    params: z.object(openedProject),
    result: z.object({ task_configuration: z.string(), tasks: z.array(taskDescription) }),
  },
  set_task: {
    params: z.object({
      ...openedProject,
      name: z.string().min(1),
      /** The task as the change was planned against it; null: it must not exist yet (the change creates it). */
      expected: taskDescription.nullable(),
      settings: taskSettings,
    }),
    result: z.object({ task: taskDescription, created: z.boolean() }),
  },
  delete_task: {
    /** The task as the deletion was planned against it: the template deletes nothing if CODESYS holds another. */
    params: z.object({ ...openedProject, name: z.string().min(1), expected: taskDescription }),
    result: z.object({ deleted: taskDescription, tasks: z.array(taskDescription) }),
  },
} as const;
