// The codesys-objects toolset as a module: text lists, external files and image pools. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { textListEditReverters, textListTools } from './text-list-tools.ts';
import { miscObjectReverters, miscObjectTools } from './external-file-tools.ts';
import { TEXT_LIST_TEMPLATES } from './text-list-templates.ts';
import { MISC_OBJECT_TEMPLATES } from './external-file-templates.ts';

const templates = { ...TEXT_LIST_TEMPLATES, ...MISC_OBJECT_TEMPLATES };

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    objects: typeof templates;
  }
}

export const objectsToolset: CodesysToolset = {
  id: 'codesys-objects',
  folder: 'objects',
  templates,
  tools: (context) => [...textListTools(context), ...miscObjectTools(context)],
  reverters: ({ services, codesys }) => ({ ...textListEditReverters(services, codesys), ...miscObjectReverters(services, codesys) }),
};
