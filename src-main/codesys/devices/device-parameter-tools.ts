// One device and its parameters: reading a device in full, listing the installed device descriptions, and setting
// one parameter, checked against its type, range and access before any card.
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { argsPlan, defineTool, DESTRUCTIVE, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { deviceDetails, installedDevice } from './device-templates.ts';
import { CODESYS_QUEUE, commandOptions, projectPathField, projectPlan, text, type ToolContext } from '../toolset-kit.ts';
import {
  DEVICE_PARAMETER_EDIT_KIND,
  DOWNLOAD_NOTE,
  describeIdentification,
  deviceExpectedHash,
  deviceHash,
  devicePathField,
  devicePlan,
  readDevice,
  type Device,
  type Parameter,
} from './device-kit.ts';

function withUnit(value: string, unit: string): string {
  return unit ? `${value} ${unit}` : value;
}

function rangeText(parameter: Parameter): string {
  if (parameter.values) return `one of ${parameter.values.join(', ')}`;
  if (parameter.type === 'BOOL') return 'TRUE or FALSE';
  if (parameter.min !== null && parameter.max !== null) return `${parameter.min}..${parameter.max}${parameter.unit ? ` ${parameter.unit}` : ''}`;
  return `any ${parameter.type} text`;
}

/** The value as CODESYS will hold it, or a clear refusal naming the range: checked before any card. */
export function checkParameterValue(parameter: Parameter, value: string, devicePath: string): string {
  const where = `${parameter.visible_name} of ${devicePath}`;
  if (!parameter.writable) throw new ToolError(`${where} is read-only (its device description allows no offline write). Nothing was changed.`);
  const trimmed = value.trim();
  if (parameter.values) {
    const match = parameter.values.find((v) => v === trimmed) ?? parameter.values.find((v) => v.toLowerCase() === trimmed.toLowerCase());
    if (match === undefined) throw new ToolError(`"${value}" is not a value of ${where}: ${rangeText(parameter)}. Nothing was changed.`);
    return match;
  }
  if (parameter.type === 'BOOL') {
    if (!/^(true|false)$/i.test(trimmed)) throw new ToolError(`"${value}" is not a value of ${where}: TRUE or FALSE. Nothing was changed.`);
    return trimmed.toUpperCase();
  }
  if (parameter.min !== null && parameter.max !== null) {
    if (!/^[+-]?\d+$/.test(trimmed)) throw new ToolError(`"${value}" is not a ${parameter.type} value (a decimal integer) for ${where}. Nothing was changed.`);
    const number = BigInt(trimmed);
    if (number < BigInt(parameter.min) || number > BigInt(parameter.max)) {
      throw new ToolError(`${trimmed} is out of range for ${where}: ${rangeText(parameter)}. Nothing was changed.`);
    }
    return number.toString();
  }
  return value;
}

function findParameter(device: Device, name: string | undefined, id: number | undefined): Parameter {
  const found =
    id !== undefined
      ? device.parameters.find((p) => p.id === id)
      : (device.parameters.find((p) => p.name === name || p.visible_name === name) ?? device.parameters.find((p) => [p.name, p.visible_name].some((n) => n.toLowerCase() === name!.toLowerCase())));
  if (!found) {
    const names = device.parameters.map((p) => `${p.visible_name} (${p.name}, id ${p.id})`).join(', ');
    throw new ToolError(`${device.path} has no parameter ${id !== undefined ? `with id ${id}` : `named "${name}"`} (parameters: ${names || 'none'}). Nothing was changed.`);
  }
  return found;
}

function elementOf(compound: Parameter, index: number, devicePath: string): Parameter {
  if (!compound.elements) throw new ToolError(`${compound.visible_name} of ${devicePath} has no sub-elements; leave element_index out. Nothing was changed.`);
  const element = compound.elements[index];
  if (!element) throw new ToolError(`${compound.visible_name} of ${devicePath} has no sub-element ${index} (${compound.elements.map((e) => `${e.id}: ${e.visible_name}`).join(', ')}). Nothing was changed.`);
  return { ...element, elements: null };
}

function parameterCard(projectPath: string, device: Device, compound: Parameter, parameter: Parameter, value: string): string {
  const which = compound === parameter ? '' : `, element ${parameter.id}: ${parameter.visible_name}`;
  return [
    `Set a device parameter in ${projectPath}:`,
    `  device     ${device.path} (${describeIdentification(device.identification)})`,
    `  parameter  ${compound.visible_name} (${compound.name}, id ${compound.id})${which}, ${parameter.type}`,
    `  value      ${withUnit(parameter.value, parameter.unit)}  →  ${withUnit(value, parameter.unit)}`,
    `  allowed    ${rangeText(parameter)}`,
    `  default    ${withUnit(parameter.default, parameter.unit) || '-'}`,
    DOWNLOAD_NOTE,
  ].join('\n');
}

function readDeviceRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_read_device',
    title: 'Read one CODESYS device',
    description: 'Reads one device in full: identification, parameters (type, range, default, unit, writable), IO channels with addresses and mapped variables, children.',
    input: z.object({ project_path: projectPathField, device_path: devicePathField }),
    output: z.object({ device: deviceDetails, content_hash: z.string() }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const device = await readDevice(codesys, projectPath, args.device_path, 'codesys_read_device', execution);
      return { device, content_hash: deviceHash(device) };
    },
    summarize: (r) => `${r.device.path}: ${r.device.parameters.length} parameters, ${r.device.channels.length} channels`,
  });
}

function listDeviceRepositoryRow({ codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_device_repository',
    title: 'List installed CODESYS device descriptions',
    description: 'Lists the installed device descriptions (name, vendor, type, id, version), filtered by name, vendor, id or type. Only these can be added to a project.',
    input: z.object({
      search: boundedString(INPUT_LIMITS.nameChars, 'search').optional().describe('Part of the name, vendor, description or id, e.g. "EL30"'),
      type: z.number().int().min(0).max(0xffff).optional().describe('Only this device type (4096 PLCs, 64 EtherCAT masters, 65 EtherCAT slaves, ...)'),
      max_results: z.number().int().min(1).max(500).default(100).describe('At most this many descriptions'),
    }),
    output: z.object({ devices: z.array(installedDevice), total: z.number().int(), truncated: z.boolean() }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: async (args) => argsPlan(CODESYS_QUEUE, args),
    handler: async ({ args }, execution) => {
      const found = await codesys.run(
        'device_repository',
        { ...(args.search ? { search: args.search } : {}), ...(args.type !== undefined ? { type: args.type } : {}), limit: args.max_results },
        { label: 'codesys_list_device_repository', execution },
      );
      return { devices: found.devices, total: found.total, truncated: found.total > found.devices.length };
    },
    summarize: (r) => `${r.total} device descriptions`,
  });
}

function setDeviceParameterRow(context: ToolContext): AnyToolDefinition {
  const { codesys } = context;
  return defineTool({
    name: 'codesys_set_device_parameter',
    title: 'Set CODESYS device parameter',
    description: 'Sets one device parameter by name or parameter_id as codesys_read_device lists them. Values outside type, range or values and read-only parameters are refused.',
    input: z
      .object({
        project_path: projectPathField,
        device_path: devicePathField,
        parameter: boundedString(INPUT_LIMITS.nameChars, 'parameter').min(1).optional().describe('The parameter\'s name or visible name, e.g. "CycleTime" or "Cycle time"'),
        parameter_id: z.number().int().min(0).optional().describe('The parameter\'s id'),
        element_index: z.number().int().min(0).max(10_000).optional().describe('For a compound parameter (one with elements): the sub-element to set, 0 first'),
        value: boundedString(1000, 'value').describe('The new value as CODESYS shows it: 2000, TRUE, "Set outputs to 0"'),
        expected_content_hash: deviceExpectedHash,
      })
      .refine((a) => (a.parameter === undefined) !== (a.parameter_id === undefined), { message: 'Pass exactly one of parameter and parameter_id; nothing was changed.' }),
    output: z.object({ device_path: z.string(), parameter: z.string(), before: z.string(), after: z.string(), unit: z.string(), content_hash: z.string() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      devicePlan(context, args, 'codesys_set_device_parameter', (device) => {
        const compound = findParameter(device, args.parameter, args.parameter_id);
        const parameter = args.element_index === undefined ? compound : elementOf(compound, args.element_index, device.path);
        const value = checkParameterValue(parameter, args.value, device.path);
        if (value === parameter.value) throw new ToolError(`${parameter.visible_name} of ${device.path} is ${value} already; nothing was changed.`);
        return { device, compound, parameter, value };
      }),
    preview: async (plan, execution) => {
      const { device, compound, parameter, value } = await plan.read(execution);
      return text('Set device parameter', parameterCard(plan.projectPath, device, compound, parameter, value));
    },
    handler: async (plan, execution) => {
      const { device, compound, parameter, value } = await plan.read(execution);
      const element = compound === parameter ? {} : { element_index: parameter.id };
      const record = (after: Device | null): EditRecord => ({
        kind: DEVICE_PARAMETER_EDIT_KIND,
        location: `${parameter.visible_name} of ${device.path} in ${plan.projectPath}`,
        beforeHash: deviceHash(device),
        afterHash: after ? deviceHash(after) : contentHash(`planned ${value}`),
        revert: { project_path: plan.projectPath, device_path: device.path, parameter_id: compound.id, ...element, before: parameter.value, after: value },
      });
      await execution.planEdit(record(null));
      const set = await codesys.run(
        'device_set_parameter',
        { project_path: plan.projectPath, device_path: device.path, parameter_id: compound.id, ...element, value, expected_value: parameter.value },
        commandOptions('codesys_set_device_parameter', plan.projectPath, execution),
      );
      execution.recordEdit(record(set.device));
      return { device_path: device.path, parameter: parameter.visible_name, before: set.before.value, after: set.after.value, unit: set.after.unit, content_hash: deviceHash(set.device) };
    },
    summarize: (r) => `${r.device_path}: ${r.parameter} ${r.before} → ${r.after}`,
  });
}

export function deviceParameterTools(context: ToolContext): AnyToolDefinition[] {
  return [readDeviceRow(context), listDeviceRepositoryRow(context), setDeviceParameterRow(context)];
}
