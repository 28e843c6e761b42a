// The codesys-project toolset as a module: the CODESYS IDE and its projects. The domain root (codesys/index.ts) lists
// it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { sessionTools } from './session-tools.ts';
import { projectTools } from './project-tools.ts';
import { PROJECT_TEMPLATES } from './project-templates.ts';

const templates = PROJECT_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    project: typeof templates;
  }
}

export const projectToolset: CodesysToolset = {
  id: 'codesys-project',
  folder: 'project',
  templates,
  tools: (context) => [...sessionTools(context), ...projectTools(context)],
};
