// What every device tool shares: the device shapes, their hashes, the fields agents pass, reading a device, its
// container and its IO mappings, the installed descriptions, and the plan of a change to one device.
import { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { sharedStep } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import type { deviceDetails, installedDevice, ioMappingRow } from './device-templates.ts';
import { commandOptions, objectPathField, projectPlan, type ToolContext } from '../toolset-kit.ts';

export const DEVICE_PARAMETER_EDIT_KIND = 'codesys-device-parameter';
export const DEVICE_TREE_EDIT_KIND = 'codesys-device-tree';
export const IO_MAPPING_EDIT_KIND = 'codesys-io-mapping';

/** The largest IO mapping CSV and device description Interlock reads or writes (a 12000-channel export is ~1 MB). */
export const MAX_DEVICE_FILE_BYTES = 8 * 1024 * 1024;

export type Device = z.infer<typeof deviceDetails>;
export type Parameter = Device['parameters'][number];
export type Installed = z.infer<typeof installedDevice>;
export type MappingRow = z.infer<typeof ioMappingRow>;
export type Identification = { type: number; id: string; version: string };

export const deviceHash = (device: Device) => contentHash(JSON.stringify(device));
export const treeHash = (children: string[], identification: Identification | null) => contentHash(JSON.stringify({ children, identification }));
export const mappingHash = (variables: string[]) => contentHash(JSON.stringify(variables));

export const devicePathField = objectPathField.describe('The device path as codesys_get_device_tree shows it');
export const deviceExpectedHash = contentHashField('codesys_read_device').optional();
export const deviceNameField = boundedString(INPUT_LIMITS.nameChars, 'device_name')
  .min(1)
  .regex(/^[^\n]+$/, 'device_name is one line')
  .describe('The device description\'s name as codesys_list_device_repository shows it, e.g. "EL3064"');

/** Why a device change is worth a thought before the next login (measured on CODESYS 3.5.21: see README). */
export const DOWNLOAD_NOTE = 'This changes the project only. A changed device configuration usually rules out an online change: the next download is a full one, which stops the application.';

export function readDevice(codesys: CodesysConnection, projectPath: string, devicePath: string, label: string, execution?: CommandExecution): Promise<Device> {
  return codesys.run('device_read', { project_path: projectPath, device_path: devicePath }, commandOptions(label, projectPath, execution)).then((r) => r.device);
}

export function readMappings(codesys: CodesysConnection, projectPath: string, devicePath: string, label: string, execution?: CommandExecution): Promise<MappingRow[]> {
  return codesys.run('device_io', { project_path: projectPath, device_path: devicePath, action: 'read' }, commandOptions(label, projectPath, execution)).then((r) => r.rows);
}

/** The device descriptions installed in the IDE's repository, all of them. */
export function installedDescriptions(codesys: CodesysConnection, execution: CommandExecution, label: string): Promise<Installed[]> {
  return codesys.run('device_repository', { limit: 100_000 }, { label, execution }).then((r) => r.devices);
}

/** The path of what holds a device: its parent device, or "" for a top-level device (the project holds it). */
export function parentPath(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), 0));
}

/** The devices a change happens among: a device's children, or the project's top-level devices (path ""). */
export async function readContainer(codesys: CodesysConnection, projectPath: string, path: string, label: string, execution?: CommandExecution): Promise<Device> {
  if (path) return readDevice(codesys, projectPath, path, label, execution);
  const tree = await codesys.run('device_tree', { project_path: projectPath, max_devices: 1000, max_parameters: 0 }, commandOptions(label, projectPath, execution));
  const children = tree.devices.filter((d) => d.depth === 0).map((d) => d.name);
  return { name: '', path: '', identification: null, enabled: true, parameters: [], channels: [], children, accepts: [] };
}

export function assertDeviceUnchanged(device: Device, expected: string | undefined): void {
  if (expected && deviceHash(device) !== expected) {
    throw new ToolError(`${device.path} changed since it was read (content_hash is now ${deviceHash(device)}). Nothing was changed; read it again with codesys_read_device.`);
  }
}

export function describeIdentification(identification: Identification | null): string {
  return identification ? `type ${identification.type}, id ${identification.id}, version ${identification.version}` : 'no identification';
}

/** A change to one device planned against it as read in the call's turn (and as the agent read it, if it says). */
export async function devicePlan<A extends { project_path: string; device_path: string; expected_content_hash?: string | undefined }, T>(
  { services, codesys }: ToolContext,
  args: A,
  label: string,
  plan: (device: Device, execution: CommandExecution, projectPath: string) => T | Promise<T>,
) {
  const base = await projectPlan(services, args);
  return {
    ...base,
    read: sharedStep(async (execution: CommandExecution) => {
      const device = await readDevice(codesys, base.projectPath, args.device_path, label, execution);
      assertDeviceUnchanged(device, args.expected_content_hash);
      return plan(device, execution, base.projectPath);
    }),
  };
}
