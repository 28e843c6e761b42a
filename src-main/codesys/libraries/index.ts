// The codesys-libraries toolset as a module: library references, the repository, installing and reading libraries. The
// domain root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { libraryReferenceReverters, libraryReferenceTools } from './library-reference-tools.ts';
import { libraryEditReverters, libraryTools } from './library-tools.ts';
import { LIBRARY_REFERENCE_TEMPLATES } from './library-reference-templates.ts';
import { LIBRARY_TEMPLATES } from './library-templates.ts';

const templates = { ...LIBRARY_REFERENCE_TEMPLATES, ...LIBRARY_TEMPLATES };

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    libraries: typeof templates;
  }
}

export const librariesToolset: CodesysToolset = {
  id: 'codesys-libraries',
  folder: 'libraries',
  templates,
  tools: (context) => [...libraryReferenceTools(context), ...libraryTools(context)],
  reverters: ({ services, codesys }) => ({ ...libraryReferenceReverters(services, codesys), ...libraryEditReverters(services, codesys) }),
};
