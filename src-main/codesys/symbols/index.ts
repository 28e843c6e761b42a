// The codesys-symbols toolset as a module: the symbol configuration. The domain root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { symbolEditReverters, symbolTools } from './symbol-tools.ts';
import { SYMBOL_TEMPLATES } from './symbol-templates.ts';

const templates = SYMBOL_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    symbols: typeof templates;
  }
}

export const symbolsToolset: CodesysToolset = {
  id: 'codesys-symbols',
  folder: 'symbols',
  templates,
  tools: (context) => symbolTools(context),
  reverters: ({ services, codesys }) => symbolEditReverters(services, codesys),
};
