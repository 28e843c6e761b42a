// The codesys-tasks toolset as a module: the task configuration. The domain root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { taskEditReverters, taskTools } from './task-tools.ts';
import { TASK_TEMPLATES } from './task-templates.ts';

const templates = TASK_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    tasks: typeof templates;
  }
}

export const tasksToolset: CodesysToolset = {
  id: 'codesys-tasks',
  folder: 'tasks',
  templates,
  tools: (context) => taskTools(context),
  reverters: ({ services, codesys }) => taskEditReverters(services, codesys),
};
