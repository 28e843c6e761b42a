// The codesys-devices toolset as a module: the device tree, parameters, IO mappings and device descriptions. The domain
// root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { deviceTreeTools } from './device-tree-tools.ts';
import { deviceEditReverters, deviceTools } from './device-tools.ts';
import { DEVICE_TEMPLATES } from './device-templates.ts';

const templates = DEVICE_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    devices: typeof templates;
  }
}

export const devicesToolset: CodesysToolset = {
  id: 'codesys-devices',
  folder: 'devices',
  templates,
  tools: (context) => [...deviceTreeTools(context), ...deviceTools(context)],
  reverters: ({ services, codesys }) => deviceEditReverters(services, codesys),
};
