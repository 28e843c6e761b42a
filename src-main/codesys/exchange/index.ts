// The codesys-exchange toolset as a module: PLCopenXML and native exports and imports. The domain root
// (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { nativeExchangeTools } from './native-tools.ts';
import { plcopenTools } from './plcopen-tools.ts';
import { NATIVE_EXCHANGE_TEMPLATES } from './native-templates.ts';
import { PLCOPEN_TEMPLATES } from './plcopen-templates.ts';

const templates = { ...NATIVE_EXCHANGE_TEMPLATES, ...PLCOPEN_TEMPLATES };

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    exchange: typeof templates;
  }
}

export const exchangeToolset: CodesysToolset = {
  id: 'codesys-exchange',
  folder: 'exchange',
  templates,
  tools: (context) => [...nativeExchangeTools(context), ...plcopenTools(context)],
};
