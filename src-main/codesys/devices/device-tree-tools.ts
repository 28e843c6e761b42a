// The device tree as a whole: every device with its depth, identification and parameters, bounded.
import { z } from 'zod';
import { defineTool, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { deviceDescription } from './device-templates.ts';
import { objectPathField, projectPathField, projectPlan, commandOptions, type ToolContext } from '../toolset-kit.ts';

function getDeviceTreeRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_get_device_tree',
    toolset: 'codesys-devices',
    title: 'Read CODESYS device tree',
    description: 'Reads the device tree: each device with depth, path, identification, enabled, and its parameters (bounded by max_devices and max_parameters).',
    input: z.object({
      project_path: projectPathField,
      root_path: objectPathField.optional().describe('Start at this device (e.g. "Device/EtherCAT_Master"); default: the whole project'),
      max_devices: z.number().int().min(1).max(1000).default(100).describe('At most this many devices'),
      max_parameters: z.number().int().min(0).max(500).default(50).describe('At most this many parameters per device (0: none)'),
    }),
    output: z.object({ devices: z.array(deviceDescription), truncated: z.boolean().describe('True when there were more devices than max_devices') }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) =>
      codesys.run(
        'device_tree',
        { project_path: projectPath, ...(args.root_path ? { root_path: args.root_path } : {}), max_devices: args.max_devices, max_parameters: args.max_parameters },
        commandOptions('codesys_get_device_tree', projectPath, execution),
      ),
    summarize: (r) => `${r.devices.length}${r.truncated ? '+' : ''} devices`,
  });
}

export function deviceTreeTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [getDeviceTreeRow(toolContext)];
}
