// The codesys-online toolset as a module: changing a running PLC (and watching it: its codesys-monitor rows). The
// domain root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { onlineTools } from './online-tools.ts';
import { ONLINE_TEMPLATES } from '../online-session/online-templates.ts';

const templates = ONLINE_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    online: typeof templates;
  }
}

export const onlineToolset: CodesysToolset = {
  id: 'codesys-online',
  folder: 'online',
  otherToolsets: ['codesys-monitor'],
  templates,
  tools: (context) => onlineTools(context),
};
