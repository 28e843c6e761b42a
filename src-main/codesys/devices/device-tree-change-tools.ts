// Changes to the device tree: adding (or inserting) a device below another, plugging one into an empty slot,
// unplugging it, and updating a device to another description. The card shows the container's devices before and
// after; a change that can be undone is revertible from History.
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type ToolExecution } from '../../core/index.ts';
import { boundedString } from '../../mcp/input-limits.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CommandExecution } from '../bridge/codesys-connection.ts';
import { deviceDetails } from './device-templates.ts';
import { pickDescription } from './device-description-tools.ts';
import { commandOptions, identifierField, projectPathField, projectPlan, text, type ToolContext } from '../toolset-kit.ts';
import {
  assertDeviceUnchanged,
  DEVICE_TREE_EDIT_KIND,
  DOWNLOAD_NOTE,
  describeIdentification,
  deviceExpectedHash,
  deviceHash,
  deviceNameField,
  devicePathField,
  installedDescriptions,
  parentPath,
  readContainer,
  readDevice,
  treeHash,
  type Device,
  type Identification,
  type Installed,
} from './device-kit.ts';

const versionField = boundedString(128, 'version')
  .regex(/^[^\n]+$/, 'version is one line')
  .optional()
  .describe('The description\'s version, e.g. "Revision=16#00140000"; "*" or left out: the newest');

/** A device tree change as planned in the call's turn: what CODESYS is asked, and the container before and after. */
interface TreeChange {
  target: string;
  container: Device;
  change: { action: 'add' | 'insert' | 'plug' | 'unplug' | 'update'; name?: string; index?: number; device?: Installed };
  card: string;
  /** The container's devices after the change, and the changed device's path and identification before it. */
  after: string[];
  devicePath: string;
  previous: Identification | null;
}

function treeCard(title: string, container: string, before: string[], after: string[], lines: string[]): string {
  const removed = before.filter((n) => !after.includes(n));
  const rows = [...new Set([...before, ...after])]
    .sort((a, b) => (after.includes(a) ? after.indexOf(a) : before.indexOf(a)) - (after.includes(b) ? after.indexOf(b) : before.indexOf(b)))
    .map((n) => `  ${removed.includes(n) ? '-' : before.includes(n) ? ' ' : '+'} ${n}`);
  return [title, ...lines, `${container || 'The project'}, devices before → after:`, ...rows, DOWNLOAD_NOTE].join('\n');
}

/** A tree change planned once in the call's turn: the container's devices as read, and what will be there after. */
const treePlan = <A extends { project_path: string }>(
  { services }: ToolContext,
  args: A,
  label: string,
  plan: (execution: CommandExecution, projectPath: string) => Promise<TreeChange>,
) =>
  projectPlan(services, args).then((base) => ({ ...base, label, read: sharedStep((execution: CommandExecution) => plan(execution, base.projectPath)) }));

const runTreeChange = async ({ codesys }: ToolContext, plan: { projectPath: string; label: string; read: (e: CommandExecution) => Promise<TreeChange> }, execution: ToolExecution, revertible: boolean) => {
  const { target, container, change, after, previous, devicePath } = await plan.read(execution);
  const { device, ...rest } = change;
  const identification = device ? { type: device.type, id: device.id, version: device.version } : null;
  const record = (children: string[], path: string, now: Identification | null): EditRecord => ({
    kind: DEVICE_TREE_EDIT_KIND,
    location: `${path} in ${plan.projectPath}`,
    beforeHash: treeHash(container.children, previous),
    afterHash: treeHash(children, now),
    revert: { project_path: plan.projectPath, action: change.action, device_path: path, container: container.path, previous },
  });
  if (revertible) await execution.planEdit(record(after, devicePath, identification));
  const params = { project_path: plan.projectPath, device_path: target, ...rest, ...(identification ? { device: identification } : {}), expected_children: container.children };
  const result = await codesys.run('device_change', params, commandOptions(plan.label, plan.projectPath, execution));
  if (revertible) execution.recordEdit(record(result.children_after, result.device.path, result.device.identification));
  const { name, path, identification: now, enabled, children } = result.device;
  return { device: { name, path, identification: now, enabled, children }, children_before: result.children_before, children_after: result.children_after, content_hash: deviceHash(result.device) };
};

// The changed device's place and identity, not its parameters and channels: codesys_read_device has those, and
// listing them in four tools' results cost every conversation over 6 KB of tools/list.
const treeOutput = z.object({
  device: deviceDetails.pick({ name: true, path: true, identification: true, enabled: true, children: true }),
  children_before: z.array(z.string()),
  children_after: z.array(z.string()),
  content_hash: z.string().describe('Of the device now (as codesys_read_device gives it); pass it to the parameter and mapping tools'),
});

function addDeviceRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_add_device',
    title: 'Add CODESYS device',
    description: 'Adds a device below another (an IO module under a coupler) from an installed description (codesys_list_device_repository).',
    input: z.object({
      project_path: projectPathField,
      parent_path: devicePathField.describe('The device to add it below, e.g. "Device/EtherCAT_Master"'),
      name: identifierField('Device name'),
      device_name: deviceNameField,
      version: versionField,
      index: z.number().int().min(0).max(10_000).optional().describe('Position among the parent\'s devices, 0 first; default last'),
    }),
    output: treeOutput,
    annotations: ADDITIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      treePlan(toolContext, args, 'codesys_add_device', async (execution, projectPath) => {
        const container = await readDevice(codesys, projectPath, args.parent_path, 'codesys_add_device', execution);
        const device = pickDescription(await installedDescriptions(codesys, execution, 'codesys_add_device'), args.device_name, args.version);
        if (container.children.some((c) => c.toLowerCase() === args.name.toLowerCase())) throw new ToolError(`${container.path} already has a device named ${args.name}; nothing was changed.`);
        const after = [...container.children];
        after.splice(args.index ?? after.length, 0, args.name);
        const what = `  ${args.name}: ${device.name} (${device.vendor}), ${describeIdentification(device)}`;
        return {
          target: container.path,
          container,
          change: { action: args.index === undefined ? 'add' : 'insert', name: args.name, ...(args.index !== undefined ? { index: args.index } : {}), device },
          card: treeCard(`Add a device in ${projectPath}:`, container.path, container.children, after, [what]),
          after,
          devicePath: `${container.path}/${args.name}`,
          previous: null,
        };
      }),
    preview: async (plan, execution) => text('Add device', (await plan.read(execution)).card),
    handler: (plan, execution) => runTreeChange(toolContext, plan, execution, true),
    summarize: (r) => `added ${r.device.path}`,
  });
}

function plugDeviceRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_plug_device',
    title: 'Plug CODESYS device into a slot',
    description: 'Plugs a device into an empty slot of a modular device (as codesys_get_device_tree shows it) from an installed description.',
    input: z.object({ project_path: projectPathField, slot_path: devicePathField.describe('The empty slot, e.g. "Device/GPIOs_A_B"'), name: identifierField('Device name'), device_name: deviceNameField, version: versionField }),
    output: treeOutput,
    annotations: ADDITIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      treePlan(toolContext, args, 'codesys_plug_device', async (execution, projectPath) => {
        const slot = await readDevice(codesys, projectPath, args.slot_path, 'codesys_plug_device', execution);
        const container = await readContainer(codesys, projectPath, parentPath(slot.path), 'codesys_plug_device', execution);
        const device = pickDescription(await installedDescriptions(codesys, execution, 'codesys_plug_device'), args.device_name, args.version);
        const after = container.children.map((c) => (c === slot.name ? args.name : c));
        const what = `  ${args.name} into the slot ${slot.name}: ${device.name} (${device.vendor}), ${describeIdentification(device)}`;
        const card = treeCard(`Plug a device in ${projectPath}:`, container.path, container.children, after, [what]);
        return { target: slot.path, container, change: { action: 'plug', name: args.name, device }, card, after, devicePath: `${container.path}/${args.name}`, previous: null };
      }),
    preview: async (plan, execution) => text('Plug device', (await plan.read(execution)).card),
    handler: (plan, execution) => runTreeChange(toolContext, plan, execution, true),
    summarize: (r) => `plugged ${r.device.path}`,
  });
}

function unplugDeviceRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_unplug_device',
    title: 'Unplug CODESYS device from its slot',
    description: 'Unplugs a device from its slot; the slot stays empty. Its parameters, IO mappings and child devices are lost; not revertible.',
    input: z.object({ project_path: projectPathField, device_path: devicePathField, expected_content_hash: deviceExpectedHash }),
    output: treeOutput,
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      treePlan(toolContext, args, 'codesys_unplug_device', async (execution, projectPath) => {
        const device = await readDevice(codesys, projectPath, args.device_path, 'codesys_unplug_device', execution);
        assertDeviceUnchanged(device, args.expected_content_hash);
        const container = await readContainer(codesys, projectPath, parentPath(device.path), 'codesys_unplug_device', execution);
        const mapped = device.channels.filter((c) => c.variable);
        const lost = [
          `  ${device.path}: ${describeIdentification(device.identification)}`,
          `  lost for good: its ${device.parameters.length} parameter values${mapped.length ? `, its IO mappings (${mapped.map((c) => `${c.name} → ${c.variable}`).join(', ')})` : ''}${device.children.length ? `, the devices below it (${device.children.join(', ')})` : ''}`,
        ];
        const card = treeCard(`Unplug a device in ${projectPath} (not revertible):`, container.path, container.children, container.children, lost);
        return { target: device.path, container, change: { action: 'unplug' }, card, after: container.children, devicePath: device.path, previous: device.identification };
      }),
    preview: async (plan, execution) => text('Unplug device', (await plan.read(execution)).card),
    handler: (plan, execution) => runTreeChange(toolContext, plan, execution, false),
    summarize: (r) => `unplugged ${r.device.path}`,
  });
}

function updateDeviceRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_update_device',
    title: 'Update CODESYS device type or version',
    description: 'Changes a device to another installed description (another version or device_name). Parameters and mappings the new one lacks are dropped.',
    input: z.object({ project_path: projectPathField, device_path: devicePathField, device_name: deviceNameField.optional(), version: versionField, expected_content_hash: deviceExpectedHash }),
    output: treeOutput,
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      treePlan(toolContext, args, 'codesys_update_device', async (execution, projectPath) => {
        const current = await readDevice(codesys, projectPath, args.device_path, 'codesys_update_device', execution);
        assertDeviceUnchanged(current, args.expected_content_hash);
        const installed = await installedDescriptions(codesys, execution, 'codesys_update_device');
        const name = args.device_name ?? installed.find((d) => current.identification && d.type === current.identification.type && d.id === current.identification.id)?.name;
        if (!name) throw new ToolError(`The description of ${current.path} (${describeIdentification(current.identification)}) is not installed; pass device_name. Nothing was changed.`);
        const device = pickDescription(installed, name, args.version);
        if (current.identification && device.type === current.identification.type && device.id === current.identification.id && device.version === current.identification.version) {
          throw new ToolError(`${current.path} is ${describeIdentification(device)} already; nothing was changed.`);
        }
        const container = await readContainer(codesys, projectPath, parentPath(current.path), 'codesys_update_device', execution);
        const lines = [
          `  ${current.path}: ${describeIdentification(current.identification)}  →  ${device.name} (${device.vendor}), ${describeIdentification(device)}`,
          '  Parameters the new description lacks are dropped, child devices it does not accept are removed with their settings, and IO addresses may move.',
          current.children.length ? `  Devices below it now: ${current.children.join(', ')}` : '  No devices below it.',
        ];
        const card = treeCard(`Update a device in ${projectPath}:`, container.path, container.children, container.children, lines);
        return { target: current.path, container, change: { action: 'update', device }, card, after: container.children, devicePath: current.path, previous: current.identification };
      }),
    preview: async (plan, execution) => text('Update device', (await plan.read(execution)).card),
    handler: (plan, execution) => runTreeChange(toolContext, plan, execution, true),
    summarize: (r) => `updated ${r.device.path} to ${describeIdentification(r.device.identification)}`,
  });
}

export function deviceTreeChangeTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [addDeviceRow(toolContext), plugDeviceRow(toolContext), unplugDeviceRow(toolContext), updateDeviceRow(toolContext)];
}
