// The contracts of the device templates (parameters, IO channels and mappings, device tree changes, the device
// repository): parameters and results, checked by the CodesysConnection like every template's (the toolset's index.ts
// registers them).
import { z } from 'zod';

const openedProject = { project_path: z.string().min(1) };

export const deviceIdentification = z.object({ type: z.number().int(), id: z.string(), version: z.string() });

const parameterFields = z.object({
  id: z.number().int(),
  name: z.string(),
  visible_name: z.string(),
  value: z.string(),
  default: z.string(),
  unit: z.string(),
  type: z.string().describe('IEC type (BOOL, UINT, UDINT, ...), ENUM, or the type name the description gives'),
  min: z.number().nullable(),
  max: z.number().nullable(),
  values: z.array(z.string()).nullable().describe('The values an enumeration parameter takes'),
  writable: z.boolean().describe('False for a parameter the description makes read-only'),
});

export const deviceParameter = parameterFields.extend({
  elements: z.array(parameterFields.extend({ elements: z.null() })).nullable().describe('The sub-elements of a compound parameter (id: their index), else null'),
});

export const ioChannel = z.object({
  name: z.string(),
  direction: z.string().describe('input or output'),
  type: z.string().describe('BIT, INT, ...'),
  address: z.string().describe('IEC address, e.g. %IX0.3'),
  variable: z.string().describe('The mapped variable; "" when not mapped'),
  creates_variable: z.boolean().describe('True when the mapping creates a new global variable (a plain name), false for an existing one (Application.GVL.x)'),
});

export const ioMappingRow = ioChannel.extend({ device: z.string(), device_path: z.string() });

export const deviceDetails = z.object({
  name: z.string(),
  path: z.string(),
  identification: deviceIdentification.nullable(),
  enabled: z.boolean(),
  parameters: z.array(deviceParameter),
  channels: z.array(ioChannel),
  children: z.array(z.string()).describe('The child devices, in order'),
  accepts: z.array(z.string()).describe('The interfaces child devices must have to go below it'),
});

export const installedDevice = z.object({
  name: z.string(),
  vendor: z.string(),
  description: z.string(),
  categories: z.array(z.number().int()).describe("The description's category numbers (DeviceInfo/Category)"),
  type: z.number().int(),
  id: z.string(),
  version: z.string(),
});

/** A device as the device tree lists it: its place, identification and (bounded) parameters. */
export const deviceDescription = z.object({
  name: z.string(),
  path: z.string(),
  depth: z.number().int().min(0),
  identification: z.object({ type: z.number().int(), id: z.string(), version: z.string() }).nullable(),
  enabled: z.boolean(),
  parameters: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string().nullable().describe('null for a structure or array (its elements carry the values) or a value CODESYS cannot give'), unit: z.string() })),
  parameters_total: z.number().int().min(0),
});

/** The devices of the project open in CODESYS (none open: project null) that use a device description. */
export const descriptionUsers = z.object({ project: z.string().nullable(), devices: z.array(z.string()) });

const devicePath = { device_path: z.string().min(1) };

export const DEVICE_TEMPLATES = {
  device_tree: {
    params: z.object({ ...openedProject, root_path: z.string().min(1).optional(), max_devices: z.number().int().min(1), max_parameters: z.number().int().min(0) }),
    result: z.object({ devices: z.array(deviceDescription), truncated: z.boolean() }),
  },
  device_read: {
    params: z.object({ ...openedProject, ...devicePath }),
    result: z.object({ device: deviceDetails }),
  },
  device_repository: {
    params: z.object({ search: z.string().optional(), type: z.number().int().optional(), limit: z.number().int().min(1) }),
    result: z.object({ devices: z.array(installedDevice), total: z.number().int() }),
  },
  device_set_parameter: {
    params: z.object({ ...openedProject, ...devicePath, parameter_id: z.number().int(), element_index: z.number().int().min(0).optional(), value: z.string(), expected_value: z.string() }),
    result: z.object({ before: deviceParameter, after: deviceParameter, device: deviceDetails }),
  },
  device_change: {
    params: z.object({
      ...openedProject,
      ...devicePath,
      /** remove: only to revert an added device (Interlock's tools do not delete devices otherwise). */
      action: z.enum(['add', 'insert', 'plug', 'unplug', 'update', 'remove']),
      name: z.string().min(1).optional(),
      index: z.number().int().min(0).optional(),
      device: deviceIdentification.optional(),
      /** The child devices of the container as the change was planned against them. */
      expected_children: z.array(z.string()),
    }),
    result: z.object({
      device: deviceDetails,
      previous: deviceIdentification.nullable(),
      children_before: z.array(z.string()),
      children_after: z.array(z.string()),
      container: z.string(),
    }),
  },
  device_io: {
    params: z.object({
      ...openedProject,
      ...devicePath,
      action: z.enum(['read', 'map', 'export_csv', 'import_csv']),
      changes: z.array(z.object({ device_path: z.string(), channel: z.string(), before: z.string(), after: z.string() })).optional(),
      csv: z.string().optional(),
      /** [device_path, channel, variable] of every row as the import was planned against them. */
      expected_rows: z.array(z.tuple([z.string(), z.string(), z.string()])).optional(),
    }),
    result: z.object({ csv: z.string().nullable(), rows: z.array(ioMappingRow) }),
  },
  device_install: {
    params: z.object({ xml: z.string().min(1), type: z.number().int(), id: z.string(), version: z.string() }),
    result: z.object({ installed: installedDevice }),
  },
  device_remove: {
    params: z.object({ type: z.number().int(), id: z.string(), version: z.string(), dry_run: z.boolean().optional() }),
    result: z.object({ description: installedDevice, used_by: descriptionUsers }),
  },
} as const;
