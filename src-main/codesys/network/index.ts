// The codesys-network toolset as a module: the PLC on the network. The domain root (codesys/index.ts) lists it.
import type { CodesysToolset } from '../toolset-kit.ts';
import { deviceNetworkReverters, deviceNetworkTools } from './network-tools.ts';
import { DEVICE_NETWORK_TEMPLATES } from './network-templates.ts';

const templates = DEVICE_NETWORK_TEMPLATES;

declare module '../bridge/templates.ts' {
  interface TemplatesByOwner {
    network: typeof templates;
  }
}

export const networkToolset: CodesysToolset = {
  id: 'codesys-network',
  folder: 'network',
  templates,
  tools: (context) => deviceNetworkTools(context),
  reverters: ({ services, codesys }) => deviceNetworkReverters(services, codesys),
};
