// The codesys-code toolset as a module: CODESYS code: read, edit, create, rename and delete objects. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { codeTools, POU_EDIT_KIND, pouEditReverter } from './code-tools.ts';
import { objectTools } from './object-tools.ts';
import { CODE_TEMPLATES } from './code-templates.ts';

const templates = CODE_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    code: typeof templates;
  }
}

export const codeToolset: CodesysToolset = {
  id: 'codesys-code',
  folder: 'code',
  templates,
  tools: (context) => [...codeTools(context), ...objectTools(context)],
  reverters: ({ services, codesys }) => ({ [POU_EDIT_KIND]: pouEditReverter(services, codesys) }),
};
