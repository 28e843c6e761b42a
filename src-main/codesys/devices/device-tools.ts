// Devices: one device's parameters and IO channels, the device repository, device parameters, the device tree
// (add, insert, plug, unplug, update), IO mappings (one channel, CSV export and import) and installing device
// descriptions. Reads run at once; every change waits for the person, is checked against what was read, is audited,
// and is revertible from History where the change can be undone (each tool's description says). Each section is a
// file of its own (device-parameter-tools, device-tree-change-tools, io-mapping-tools, device-description-tools,
// device-reverters) sharing device-kit; this file is the toolset's surface.
import type { AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { ToolContext } from '../toolset-kit.ts';
import { deviceDescriptionTools } from './device-description-tools.ts';
import { deviceParameterTools } from './device-parameter-tools.ts';
import { deviceTreeChangeTools } from './device-tree-change-tools.ts';
import { ioMappingTools } from './io-mapping-tools.ts';

export { deviceEditReverters } from './device-reverters.ts';

export function deviceTools(context: ToolContext): AnyToolDefinition[] {
  return [...deviceParameterTools(context), ...deviceTreeChangeTools(context), ...ioMappingTools(context), ...deviceDescriptionTools(context)];
}
