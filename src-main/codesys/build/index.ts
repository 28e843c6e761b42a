// The codesys-build toolset as a module: building a project and its compile messages. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { buildTools } from './build-tools.ts';
import { BUILD_TEMPLATES } from './build-templates.ts';

const templates = BUILD_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    build: typeof templates;
  }
}

export const buildToolset: CodesysToolset = {
  id: 'codesys-build',
  folder: 'build',
  templates,
  tools: (context) => buildTools(context),
};
