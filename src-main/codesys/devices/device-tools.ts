// Devices: one device's parameters and IO channels, the device repository, device parameters, the device tree
// (add, insert, plug, unplug, update), IO mappings (one channel, CSV export and import) and installing device
// descriptions. Reads run at once; every change waits for the person, is checked against what was read, is audited,
// and is revertible from History where the change can be undone (each tool's description says).
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter, type ToolExecution } from '../../core/index.ts';
import { contentHash, fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, argsPlan, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { descriptionUsers, deviceDetails, installedDevice, ioMappingRow } from './device-templates.ts';
import { parseIoMappingCsv, planCsvImport, type CsvMappingChange } from './io-mapping-csv.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { auditedProjectOpenNow, CODESYS_QUEUE, commandOptions, identifierField, objectPathField, projectPathField, projectPlan, readFileInRoots, resolveProjectPath, type ToolContext } from '../toolset-kit.ts';

export const DEVICE_PARAMETER_EDIT_KIND = 'codesys-device-parameter';
export const DEVICE_TREE_EDIT_KIND = 'codesys-device-tree';
export const IO_MAPPING_EDIT_KIND = 'codesys-io-mapping';

/** The largest IO mapping CSV and device description Interlock reads or writes (a 12000-channel export is ~1 MB). */
export const MAX_DEVICE_FILE_BYTES = 8 * 1024 * 1024;

type Device = z.infer<typeof deviceDetails>;
type Parameter = Device['parameters'][number];
type Installed = z.infer<typeof installedDevice>;
type MappingRow = z.infer<typeof ioMappingRow>;
type Identification = { type: number; id: string; version: string };

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

const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });
const deviceHash = (device: Device) => contentHash(JSON.stringify(device));
const treeHash = (children: string[], identification: Identification | null) => contentHash(JSON.stringify({ children, identification }));
const mappingHash = (variables: string[]) => contentHash(JSON.stringify(variables));

const devicePathField = objectPathField.describe('The device path as codesys_get_device_tree shows it');
const deviceExpectedHash = contentHashField('codesys_read_device').optional();
const deviceNameField = boundedString(INPUT_LIMITS.nameChars, 'device_name')
  .min(1)
  .regex(/^[^\n]+$/, 'device_name is one line')
  .describe('The device description\'s name as codesys_list_device_repository shows it, e.g. "EL3064"');
const versionField = boundedString(128, 'version')
  .regex(/^[^\n]+$/, 'version is one line')
  .optional()
  .describe('The description\'s version, e.g. "Revision=16#00140000"; "*" or left out: the newest');
const variableField = boundedString(INPUT_LIMITS.nameChars, 'variable')
  .regex(/^$|^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'variable is a new variable name (xSensor1), the path of an existing one (Application.GVL_IO.bStart), or "" to remove the mapping')
  .describe('A plain name (creates a global variable), an existing one (Application.GVL_IO.bStart), or "" to unmap');
const csvPathField = (what: string, description: string) =>
  boundedString(INPUT_LIMITS.pathChars, what)
    .min(1)
    .refine((path) => extname(path).toLowerCase() === '.csv', `${what} must name a .csv file`)
    .describe(description);

/** Why a device change is worth a thought before the next login (measured on CODESYS 3.5.21: see README). */
const DOWNLOAD_NOTE = 'This changes the project only. A changed device configuration usually rules out an online change: the next download is a full one, which stops the application.';

function readDevice(codesys: CodesysConnection, projectPath: string, devicePath: string, label: string, execution?: CommandExecution): Promise<Device> {
  return codesys.run('device_read', { project_path: projectPath, device_path: devicePath }, commandOptions(label, projectPath, execution)).then((r) => r.device);
}

function readMappings(codesys: CodesysConnection, projectPath: string, devicePath: string, label: string, execution?: CommandExecution): Promise<MappingRow[]> {
  return codesys.run('device_io', { project_path: projectPath, device_path: devicePath, action: 'read' }, commandOptions(label, projectPath, execution)).then((r) => r.rows);
}

function assertDeviceUnchanged(device: Device, expected: string | undefined): void {
  if (expected && deviceHash(device) !== expected) {
    throw new ToolError(`${device.path} changed since it was read (content_hash is now ${deviceHash(device)}). Nothing was changed; read it again with codesys_read_device.`);
  }
}

function describeIdentification(identification: Identification | null): string {
  return identification ? `type ${identification.type}, id ${identification.id}, version ${identification.version}` : 'no identification';
}

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

function channelLabel(row: { device_path: string; name: string; address: string; type: string }): string {
  return `${row.device_path} / ${row.name} (${row.address || 'no address'}, ${row.type})`;
}

function variableLabel(variable: string): string {
  if (!variable) return '(not mapped)';
  return `${variable} (${variable.includes('.') ? 'existing variable' : 'creates a new variable'})`;
}

function mappingCard(title: string, changes: Array<CsvMappingChange>): string {
  return [title, ...changes.map((c) => `  ${channelLabel(c.row)}:  ${variableLabel(c.row.variable)}  →  ${variableLabel(c.after)}`)].join('\n');
}

function mappingEditRecord(projectPath: string, devicePath: string, changes: CsvMappingChange[]): EditRecord {
  return {
    kind: IO_MAPPING_EDIT_KIND,
    location: `IO mapping below ${devicePath} in ${projectPath}`,
    beforeHash: mappingHash(changes.map((c) => c.row.variable)),
    afterHash: mappingHash(changes.map((c) => c.after)),
    revert: { project_path: projectPath, device_path: devicePath, changes: changes.map((c) => ({ device_path: c.row.device_path, channel: c.row.name, before: c.row.variable, after: c.after })) },
  };
}

const IEC_BITS: Record<string, number> = { BIT: 1, BOOL: 1, BYTE: 8, USINT: 8, SINT: 8, WORD: 16, UINT: 16, INT: 16, DWORD: 32, UDINT: 32, DINT: 32, REAL: 32, LWORD: 64, ULINT: 64, LINT: 64, LREAL: 64 };

/** The variables a declaration declares, by lower-case name, with their declared type. */
export function declaredVariables(declaration: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = declaration.replace(/\(\*[\s\S]*?\*\)|\/\/[^\n]*/g, ' ');
  for (const match of text.matchAll(/([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?:AT\s+%[\w.*]+\s*)?:\s*([^;:=]+?)\s*(?::=[^;]*)?;/g)) {
    for (const name of match[1]!.split(',')) found.set(name.trim().toLowerCase(), match[2]!.trim());
  }
  return found;
}

/**
 * A mapping to an existing variable (Application.GVL_IO.bStart) must name a variable the application declares, of a
 * type the channel fits (a BIT channel needs a BOOL): else the next build fails. Checked before any card.
 */
async function checkMappedVariables(codesys: CodesysConnection, projectPath: string, changes: CsvMappingChange[], label: string, execution: CommandExecution): Promise<void> {
  const declarations = new Map<string, Promise<string | null>>();
  for (const { row, after } of changes) {
    const segments = after.split('.');
    if (segments.length > 2 && segments[0]!.toLowerCase() === 'application') segments.shift();
    if (segments.length < 2) continue;
    const [object, variable] = [segments[0]!, segments[1]!];
    if (!declarations.has(object.toLowerCase())) {
      declarations.set(
        object.toLowerCase(),
        codesys.run('read_object', { project_path: projectPath, object_path: object }, commandOptions(label, projectPath, execution)).then((r) => r.declaration, () => null),
      );
    }
    const declaration = await declarations.get(object.toLowerCase())!;
    const where = `${channelLabel(row)} → ${after}`;
    if (declaration === null) throw new ToolError(`${where}: the application has no GVL or program named ${object}, so the mapping would break the build. Nothing was changed.`);
    const type = declaredVariables(declaration).get(variable.toLowerCase());
    if (type === undefined) throw new ToolError(`${where}: ${object} declares no variable ${variable}, so the mapping would break the build. Nothing was changed.`);
    const [channelBits, declaredBits] = [IEC_BITS[row.type.toUpperCase()], IEC_BITS[type.toUpperCase()]];
    if (segments.length === 2 && channelBits !== undefined && declaredBits !== undefined && channelBits !== declaredBits) {
      throw new ToolError(`${where}: ${object}.${variable} is ${type}, which does not fit a ${row.type} channel${row.type === 'BIT' ? ' (it needs a BOOL)' : ''}. Nothing was changed.`);
    }
  }
}

/** Picks one installed description by name (case-insensitive) and version ("*" or none: the newest). */
export function pickDescription(installed: Installed[], name: string, version: string | undefined): Installed {
  const named = installed.filter((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!named.length) {
    const similar = installed.filter((d) => d.name.toLowerCase().includes(name.toLowerCase()) || name.toLowerCase().includes(d.name.toLowerCase())).map((d) => d.name);
    throw new ToolError(
      `No installed device description is named "${name}"; nothing was changed. ${similar.length ? `Similar names: ${[...new Set(similar)].join(', ')}. ` : ''}See codesys_list_device_repository, or install the description with codesys_install_device_description.`,
    );
  }
  const kinds = new Set(named.map((d) => `${d.type}|${d.id}`));
  if (kinds.size > 1) throw new ToolError(`Several device descriptions are named "${name}" (${named.map((d) => describeIdentification(d)).join('; ')}); nothing was changed.`);
  if (version && version !== '*') {
    const exact = named.find((d) => d.version === version);
    if (!exact) throw new ToolError(`No installed description of "${name}" has version ${version} (installed versions: ${named.map((d) => d.version).join(', ')}); nothing was changed.`);
    return exact;
  }
  return [...named].sort((a, b) => compareVersions(b.version, a.version))[0]!;
}

/** Orders versions by their numbers: 3.5.21.50 after 3.5.19.0, Revision=16#00110000 after Revision=16#00100000. */
function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.match(/#?[0-9A-Fa-f]+/g) ?? []).map((p) => (p.startsWith('#') ? parseInt(p.slice(1), 16) : parseInt(p, 10)));
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return a.localeCompare(b);
}

function treeCard(title: string, container: string, before: string[], after: string[], lines: string[]): string {
  const removed = before.filter((n) => !after.includes(n));
  const rows = [...new Set([...before, ...after])]
    .sort((a, b) => (after.includes(a) ? after.indexOf(a) : before.indexOf(a)) - (after.includes(b) ? after.indexOf(b) : before.indexOf(b)))
    .map((n) => `  ${removed.includes(n) ? '-' : before.includes(n) ? ' ' : '+'} ${n}`);
  return [title, ...lines, `${container || 'The project'}, devices before → after:`, ...rows, DOWNLOAD_NOTE].join('\n');
}

export function deviceTools({ services, codesys }: ToolContext): AnyToolDefinition[] {
  const repository = (execution: CommandExecution, label: string) =>
    codesys.run('device_repository', { limit: 100_000 }, { label, execution }).then((r) => r.devices);

  /** A tree change planned once in the call's turn: the container's devices as read, and what will be there after. */
  const treePlan = <A extends { project_path: string }>(
    args: A,
    label: string,
    plan: (execution: CommandExecution, projectPath: string) => Promise<TreeChange>,
  ) =>
    projectPlan(services, args).then((base) => ({ ...base, label, read: sharedStep((execution: CommandExecution) => plan(execution, base.projectPath)) }));

  const runTreeChange = async (plan: { projectPath: string; label: string; read: (e: CommandExecution) => Promise<TreeChange> }, execution: ToolExecution, revertible: boolean) => {
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
    return { device: result.device, children_before: result.children_before, children_after: result.children_after, content_hash: deviceHash(result.device) };
  };

  /** A change to one device planned against it as read in the call's turn (and as the agent read it, if it says). */
  const devicePlan = async <A extends { project_path: string; device_path: string; expected_content_hash?: string | undefined }, T>(
    args: A,
    label: string,
    plan: (device: Device, execution: CommandExecution, projectPath: string) => T | Promise<T>,
  ) => {
    const base = await projectPlan(services, args);
    return {
      ...base,
      read: sharedStep(async (execution: CommandExecution) => {
        const device = await readDevice(codesys, base.projectPath, args.device_path, label, execution);
        assertDeviceUnchanged(device, args.expected_content_hash);
        return plan(device, execution, base.projectPath);
      }),
    };
  };

  const treeOutput = z.object({
    device: deviceDetails,
    children_before: z.array(z.string()),
    children_after: z.array(z.string()),
    content_hash: z.string().describe('Of the device now; pass it to the parameter and mapping tools'),
  });

  return [
    defineTool({
      name: 'codesys_read_device',
      title: 'Read one CODESYS device',
      description: 'Reads one device in full: identification, parameters (type, range, default, unit, writable), IO channels with addresses and mapped variables, children. Returns a content_hash for the change tools.',
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
    }),
    defineTool({
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
    }),
    defineTool({
      name: 'codesys_set_device_parameter',
      title: 'Set CODESYS device parameter',
      description: 'Sets one device parameter by name or parameter_id as codesys_read_device lists them (element_index for a sub-element). Values outside type, range or values and read-only parameters are refused.',
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
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        devicePlan(args, 'codesys_set_device_parameter', (device) => {
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
    }),
    defineTool({
      name: 'codesys_add_device',
      title: 'Add CODESYS device',
      description: 'Adds a device below another (an IO module under a coupler, a fieldbus master under a PLC) from an installed description: device_name as codesys_list_device_repository lists it; version "*" or left out: the newest.',
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
      prepare: (args) =>
        treePlan(args, 'codesys_add_device', async (execution, projectPath) => {
          const container = await readDevice(codesys, projectPath, args.parent_path, 'codesys_add_device', execution);
          const device = pickDescription(await repository(execution, 'codesys_add_device'), args.device_name, args.version);
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
      handler: (plan, execution) => runTreeChange(plan, execution, true),
      summarize: (r) => `added ${r.device.path}`,
    }),
    defineTool({
      name: 'codesys_plug_device',
      title: 'Plug CODESYS device into a slot',
      description: 'Plugs a device into an empty slot of a modular device (as codesys_get_device_tree shows it) from an installed description; version "*" or left out: the newest.',
      input: z.object({ project_path: projectPathField, slot_path: devicePathField.describe('The empty slot, e.g. "Device/GPIOs_A_B"'), name: identifierField('Device name'), device_name: deviceNameField, version: versionField }),
      output: treeOutput,
      annotations: ADDITIVE,
      mutates: true,
      prepare: (args) =>
        treePlan(args, 'codesys_plug_device', async (execution, projectPath) => {
          const slot = await readDevice(codesys, projectPath, args.slot_path, 'codesys_plug_device', execution);
          const container = await readContainer(codesys, projectPath, parentPath(slot.path), 'codesys_plug_device', execution);
          const device = pickDescription(await repository(execution, 'codesys_plug_device'), args.device_name, args.version);
          const after = container.children.map((c) => (c === slot.name ? args.name : c));
          const what = `  ${args.name} into the slot ${slot.name}: ${device.name} (${device.vendor}), ${describeIdentification(device)}`;
          const card = treeCard(`Plug a device in ${projectPath}:`, container.path, container.children, after, [what]);
          return { target: slot.path, container, change: { action: 'plug', name: args.name, device }, card, after, devicePath: `${container.path}/${args.name}`, previous: null };
        }),
      preview: async (plan, execution) => text('Plug device', (await plan.read(execution)).card),
      handler: (plan, execution) => runTreeChange(plan, execution, true),
      summarize: (r) => `plugged ${r.device.path}`,
    }),
    defineTool({
      name: 'codesys_unplug_device',
      title: 'Unplug CODESYS device from its slot',
      description: 'Unplugs a device from its slot; the slot stays empty. Its parameters, IO mappings and child devices are lost; not revertible.',
      input: z.object({ project_path: projectPathField, device_path: devicePathField, expected_content_hash: deviceExpectedHash }),
      output: treeOutput,
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        treePlan(args, 'codesys_unplug_device', async (execution, projectPath) => {
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
      handler: (plan, execution) => runTreeChange(plan, execution, false),
      summarize: (r) => `unplugged ${r.device.path}`,
    }),
    defineTool({
      name: 'codesys_update_device',
      title: 'Update CODESYS device type or version',
      description: 'Changes a device to another installed description: another version (version "*" or left out: the newest) or another device_name. Parameters and mappings the new one lacks are dropped.',
      input: z.object({ project_path: projectPathField, device_path: devicePathField, device_name: deviceNameField.optional(), version: versionField, expected_content_hash: deviceExpectedHash }),
      output: treeOutput,
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        treePlan(args, 'codesys_update_device', async (execution, projectPath) => {
          const current = await readDevice(codesys, projectPath, args.device_path, 'codesys_update_device', execution);
          assertDeviceUnchanged(current, args.expected_content_hash);
          const installed = await repository(execution, 'codesys_update_device');
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
      handler: (plan, execution) => runTreeChange(plan, execution, true),
      summarize: (r) => `updated ${r.device.path} to ${describeIdentification(r.device.identification)}`,
    }),
    defineTool({
      name: 'codesys_map_io_channel',
      title: 'Map CODESYS IO channel',
      description: 'Maps one IO channel of a device to a variable: a plain name creates a global variable, a path such as Application.GVL_IO.bStart maps an existing one, "" removes the mapping.',
      input: z.object({ project_path: projectPathField, device_path: devicePathField, channel: boundedString(INPUT_LIMITS.nameChars, 'channel').min(1).describe('The channel name, e.g. "Input 3"'), variable: variableField, expected_content_hash: deviceExpectedHash }),
      output: z.object({ device_path: z.string(), channel: z.string(), address: z.string(), before: z.string(), after: z.string(), content_hash: z.string() }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: (args) =>
        devicePlan(args, 'codesys_map_io_channel', async (device, execution, projectPath) => {
          const channel = device.channels.find((c) => c.name === args.channel) ?? device.channels.find((c) => c.name.toLowerCase() === args.channel.toLowerCase());
          if (!channel) throw new ToolError(`${device.path} has no IO channel "${args.channel}" (channels: ${device.channels.map((c) => c.name).join(', ') || 'none'}). Nothing was changed.`);
          if (channel.variable === args.variable) throw new ToolError(`${channel.name} of ${device.path} is mapped to "${args.variable}" already; nothing was changed.`);
          const change: CsvMappingChange = { row: { ...channel, device: device.name, device_path: device.path }, after: args.variable };
          await checkMappedVariables(codesys, projectPath, [change], 'codesys_map_io_channel', execution);
          return { device, change };
        }),
      preview: async (plan, execution) => {
        const { change } = await plan.read(execution);
        return text('Map IO channel', `${mappingCard(`Map an IO channel in ${plan.projectPath}:`, [change])}\n${DOWNLOAD_NOTE.split('. ')[0]}.`);
      },
      handler: async (plan, execution) => {
        const { device, change } = await plan.read(execution);
        await execution.planEdit(mappingEditRecord(plan.projectPath, device.path, [change]));
        const result = await codesys.run(
          'device_io',
          { project_path: plan.projectPath, device_path: device.path, action: 'map', changes: [{ device_path: device.path, channel: change.row.name, before: change.row.variable, after: change.after }] },
          commandOptions('codesys_map_io_channel', plan.projectPath, execution),
        );
        const now = result.rows.find((r) => r.device_path === device.path && r.name === change.row.name);
        if (now?.variable !== change.after) throw new ToolError(`CODESYS holds "${now?.variable ?? ''}" for ${change.row.name} of ${device.path}, not "${change.after}"; check the device in CODESYS.`);
        execution.recordEdit(mappingEditRecord(plan.projectPath, device.path, [change]));
        const after = await readDevice(codesys, plan.projectPath, device.path, 'codesys_map_io_channel', execution);
        return { device_path: device.path, channel: change.row.name, address: now.address, before: change.row.variable, after: now.variable, content_hash: deviceHash(after) };
      },
      summarize: (r) => `${r.device_path} / ${r.channel}: "${r.before}" → "${r.after}"`,
    }),
    defineTool({
      name: 'codesys_export_io_mappings',
      title: 'Export CODESYS IO mappings as CSV',
      description: 'Writes the IO mappings of a device and the devices below it as CODESYS\'s mapping CSV into a new .csv file in a project root. Edit the Variable column and import it with codesys_import_io_mappings.',
      input: z.object({ project_path: projectPathField, device_path: devicePathField, output_path: csvPathField('output_path', 'The new .csv file, absolute or relative to the first project root') }),
      output: z.object({ output_path: z.string(), bytes: z.number().int(), content_hash: z.string(), channels: z.number().int(), mapped: z.number().int() }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      mutates: true,
      prepare: async (args) => ({ ...(await projectPlan(services, args)), ...(await newFilePlan(services, args.output_path, 'codesys_export_io_mappings')) }),
      preview: async (plan) => newFileCard(plan, { title: 'Export IO mappings as CSV', source: `the IO mappings of ${plan.args.device_path} and the devices below it in ${basename(plan.projectPath)}`, bytes: null }),
      handler: async ({ args, projectPath, outputPath }, execution) => {
        const exported = await codesys.run('device_io', { project_path: projectPath, device_path: args.device_path, action: 'export_csv' }, commandOptions('codesys_export_io_mappings', projectPath, execution));
        const bytes = Buffer.from(exported.csv ?? '', 'utf8');
        if (bytes.length > MAX_DEVICE_FILE_BYTES) throw new ToolError(`The export is ${bytes.length} bytes, more than the ${MAX_DEVICE_FILE_BYTES} Interlock writes; export a device further down the tree.`);
        const hash = await writeFileAtomic(outputPath, bytes, { expectedHash: null, sandbox: services.roots });
        execution.recordEdit(fileEditRecord(outputPath, null, hash));
        return { output_path: outputPath, bytes: bytes.length, content_hash: hash, channels: exported.rows.length, mapped: exported.rows.filter((r) => r.variable).length };
      },
      summarize: (r) => `exported ${r.channels} channels to ${r.output_path}`,
    }),
    defineTool({
      name: 'codesys_import_io_mappings',
      title: 'Import CODESYS IO mappings from CSV',
      description: 'Imports an IO mapping CSV (as codesys_export_io_mappings writes it) below device_path. An empty Variable leaves a mapping, a single space removes it.',
      input: z.object({
        project_path: projectPathField,
        device_path: devicePathField,
        input_path: csvPathField('input_path', 'The CSV file, absolute or relative to the first project root'),
        expected_content_hash: contentHashField('codesys_export_io_mappings').optional().describe('content_hash of the file as you wrote or read it; refused if it differs'),
      }),
      output: z.object({ changed: z.array(z.object({ device_path: z.string(), channel: z.string(), before: z.string(), after: z.string() })), unchanged_rows: z.number().int(), file_hash: z.string() }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: async (args) => {
        const plan = await projectPlan(services, args);
        const file = await readFileInRoots(services, args.input_path, MAX_DEVICE_FILE_BYTES);
        if (args.expected_content_hash && file.hash !== args.expected_content_hash) {
          throw new ToolError(`${args.input_path} does not match the content_hash given (it is ${file.hash}); nothing was imported.`);
        }
        const csv = file.bytes.toString('utf8');
        const parsed = parseIoMappingCsv(csv);
        return {
          ...plan,
          csv,
          hash: file.hash,
          read: sharedStep(async (execution: CommandExecution) => {
            const rows = await readMappings(codesys, plan.projectPath, args.device_path, 'codesys_import_io_mappings', execution);
            const planned = planCsvImport(parsed, rows, args.input_path);
            await checkMappedVariables(codesys, plan.projectPath, planned.changes, 'codesys_import_io_mappings', execution);
            return { rows, ...planned };
          }),
        };
      },
      preview: async (plan, execution) => {
        const { changes, unchanged } = await plan.read(execution);
        const card = mappingCard(`Import ${plan.args.input_path} (${plan.hash.slice(0, 19)}…) into the IO mapping below ${plan.args.device_path} in ${plan.projectPath}: ${changes.length} change(s), ${unchanged} row(s) leave their mapping as it is`, changes);
        return text('Import IO mappings', `${card}\n${DOWNLOAD_NOTE.split('. ')[0]}.`);
      },
      handler: async (plan, execution) => {
        const { rows, changes, unchanged } = await plan.read(execution);
        const devicePath = plan.args.device_path;
        await execution.planEdit(mappingEditRecord(plan.projectPath, devicePath, changes));
        const imported = await codesys.run(
          'device_io',
          { project_path: plan.projectPath, device_path: plan.args.device_path, action: 'import_csv', csv: plan.csv, expected_rows: rows.map((r) => [r.device_path, r.name, r.variable] as [string, string, string]) },
          commandOptions('codesys_import_io_mappings', plan.projectPath, execution),
        );
        const wrong = changes.filter((c) => imported.rows.find((r) => r.device_path === c.row.device_path && r.name === c.row.name)?.variable !== c.after);
        if (wrong.length) {
          throw new ToolError(`After the import CODESYS holds other mappings than the file says for ${wrong.map((c) => channelLabel(c.row)).join(', ')}; check the IO mapping in CODESYS (History can revert the import's planned changes).`);
        }
        execution.recordEdit(mappingEditRecord(plan.projectPath, devicePath, changes));
        return { changed: changes.map((c) => ({ device_path: c.row.device_path, channel: c.row.name, before: c.row.variable, after: c.after })), unchanged_rows: unchanged, file_hash: plan.hash };
      },
      summarize: (r) => `${r.changed.length} mappings changed`,
    }),
    defineTool({
      name: 'codesys_install_device_description',
      title: 'Install CODESYS device description',
      description: 'Installs a .devdesc.xml file into the IDE\'s device repository. Machine-wide: every project on this PC sees it. Remove it with codesys_remove_device_description.',
      input: z.object({
        input_path: boundedString(INPUT_LIMITS.pathChars, 'input_path')
          .min(1)
          .refine((path) => /\.(devdesc\.)?xml$/i.test(path), 'input_path must name a .devdesc.xml (or .xml) device description')
          .describe('The .devdesc.xml file, absolute or relative to the first project root'),
      }),
      output: z.object({ installed: installedDevice, file_hash: z.string() }),
      annotations: ADDITIVE,
      mutates: true,
      prepare: async (args) => {
        const file = await readFileInRoots(services, args.input_path, MAX_DEVICE_FILE_BYTES);
        const xml = file.bytes.toString('utf8');
        const summary = summarizeDevdesc(xml, args.input_path);
        return {
          ...argsPlan(CODESYS_QUEUE, args),
          xml,
          hash: file.hash,
          summary,
          check: sharedStep(async (execution: CommandExecution) => {
            const installed = await repository(execution, 'codesys_install_device_description');
            const same = installed.find((d) => d.type === summary.type && d.id === summary.id && d.version === summary.version);
            if (same) throw new ToolError(`${same.name} (${describeIdentification(same)}) is installed already; nothing was changed.`);
          }),
        };
      },
      preview: async (plan, execution) => {
        await plan.check(execution);
        const s = plan.summary;
        return text(
          'Install device description',
          [
            "Install a device description into the IDE's device repository.",
            'This is a MACHINE-WIDE change: every project and every user of this CODESYS installation will see it; it is not part of any project and History cannot undo it.',
            `  file     ${plan.args.input_path} (${plan.hash.slice(0, 19)}…)`,
            `  device   ${s.name} (${s.vendor})`,
            `  ident    ${describeIdentification(s)}`,
          ].join('\n'),
        );
      },
      handler: async (plan, execution) => {
        await plan.check(execution);
        const { installed } = await codesys.run('device_install', { xml: plan.xml, type: plan.summary.type, id: plan.summary.id, version: plan.summary.version }, { label: 'codesys_install_device_description', execution });
        return { installed, file_hash: plan.hash };
      },
      summarize: (r) => `installed ${r.installed.name} ${r.installed.version}`,
    }),
    defineTool({
      name: 'codesys_remove_device_description',
      title: 'Remove CODESYS device description',
      description: 'Removes one version of a device description from the IDE\'s repository. Machine-wide; devices using it stay but cannot be updated. Not revertible: install the file again.',
      input: z.object({
        device_name: deviceNameField,
        version: boundedString(128, 'version')
          .min(1)
          .regex(/^[^\n*]+$/, 'version is the exact version, one line')
          .describe('The exact version to remove, as codesys_list_device_repository shows it, e.g. "Revision=16#00010000"'),
      }),
      output: z.object({ removed: installedDevice, used_by: descriptionUsers }),
      annotations: DESTRUCTIVE,
      mutates: true,
      prepare: async (args) => ({
        ...argsPlan(CODESYS_QUEUE, args),
        check: sharedStep(async (execution: CommandExecution) => {
          const picked = pickDescription(await repository(execution, 'codesys_remove_device_description'), args.device_name, args.version);
          const identification = { type: picked.type, id: picked.id, version: picked.version };
          const planned = await codesys.run('device_remove', { ...identification, dry_run: true }, { label: 'codesys_remove_device_description', execution });
          return { identification, ...planned };
        }),
      }),
      preview: async (plan, execution) => {
        const { description: d, used_by } = await plan.check(execution);
        const users = used_by.devices.length
          ? [`Devices of ${used_by.project} that use it (they stay, but cannot be updated or added again until it is installed again):`, ...used_by.devices.map((path) => `  ${path}`)]
          : [used_by.project ? `No device of ${used_by.project} uses it (other projects on this PC are not checked).` : 'No project is open in CODESYS, so no project was checked.'];
        return text(
          'Remove device description',
          [
            "Remove a device description from the IDE's device repository.",
            'This is a MACHINE-WIDE change: every project on this PC loses it; History cannot undo it (install the file again).',
            `  device   ${d.name} (${d.vendor})`,
            `  ident    ${describeIdentification(d)}`,
            ...users,
          ].join('\n'),
        );
      },
      handler: async (plan, execution) => {
        const { identification } = await plan.check(execution);
        const { description, used_by } = await codesys.run('device_remove', identification, { label: 'codesys_remove_device_description', execution });
        return { removed: description, used_by };
      },
      summarize: (r) => `removed ${r.removed.name} ${r.removed.version}`,
    }),
  ];
}

/** The path of what holds a device: its parent device, or "" for a top-level device (the project holds it). */
function parentPath(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), 0));
}

/** The devices a change happens among: a device's children, or the project's top-level devices (path ""). */
async function readContainer(codesys: CodesysConnection, projectPath: string, path: string, label: string, execution?: CommandExecution): Promise<Device> {
  if (path) return readDevice(codesys, projectPath, path, label, execution);
  const tree = await codesys.run('device_tree', { project_path: projectPath, max_devices: 1000, max_parameters: 0 }, commandOptions(label, projectPath, execution));
  const children = tree.devices.filter((d) => d.depth === 0).map((d) => d.name);
  return { name: '', path: '', identification: null, enabled: true, parameters: [], channels: [], children, accepts: [] };
}

/** What the card shows of a device description: its identification and info, read from the text as data. */
export function summarizeDevdesc(xml: string, where: string): Identification & { name: string; vendor: string } {
  if (!/<DeviceDescription\b/.test(xml)) throw new ToolError(`${where} is not a CODESYS device description (no DeviceDescription element); nothing was installed.`);
  const field = (tag: string, scope: string) => {
    const block = new RegExp(`<${scope}\\b[^>]*>([\\s\\S]*?)</${scope}>`).exec(xml)?.[1] ?? '';
    const value = new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(block)?.[1]?.trim();
    if (!value) throw new ToolError(`${where} has no ${scope}/${tag}; nothing was installed.`);
    return value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  };
  const type = field('Type', 'DeviceIdentification');
  if (!/^\d+$/.test(type)) throw new ToolError(`${where}: the device type must be a number, not "${type}"; nothing was installed.`);
  return { type: Number(type), id: field('Id', 'DeviceIdentification'), version: field('Version', 'DeviceIdentification'), name: field('Name', 'DeviceInfo'), vendor: field('Vendor', 'DeviceInfo') };
}

/**
 * How the person reverts device changes from History: only while CODESYS runs and the project is the one open in
 * it, and only while the project still holds the change's result.
 */
export function deviceEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  const openNow = (edit: EditRecord) => auditedProjectOpenNow(services, codesys, projectPathOf(edit));
  const project = async (edit: EditRecord) => {
    if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    return resolveProjectPath(services, projectPathOf(edit));
  };
  const str = (value: unknown) => String(value);
  const deviceOrNull = (projectPath: string, devicePath: string) => readDevice(codesys, projectPath, devicePath, 'revert').catch(() => null);
  const treeNow = async (projectPath: string, edit: EditRecord) => {
    const container = await readContainer(codesys, projectPath, str(edit.revert.container), 'revert');
    const device = await deviceOrNull(projectPath, str(edit.revert.device_path));
    return treeHash(container.children, device?.identification ?? null);
  };
  type MappingChange = { device_path: string; channel: string; before: string; after: string };
  const mappingNow = async (projectPath: string, edit: EditRecord) => {
    const rows = await readMappings(codesys, projectPath, str(edit.revert.device_path), 'revert');
    return mappingHash((edit.revert.changes as MappingChange[]).map((c) => rows.find((r) => r.device_path === c.device_path && r.name === c.channel)?.variable ?? ''));
  };
  return {
    [DEVICE_PARAMETER_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        const device = path ? await deviceOrNull(path, str(edit.revert.device_path)) : null;
        return device ? deviceHash(device) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        const device = await readDevice(codesys, projectPath, str(edit.revert.device_path), 'revert');
        if (deviceHash(device) !== edit.afterHash) throw new Error(`${device.path} changed after this change; reverting would undo later work`);
        const set = await codesys.run(
          'device_set_parameter',
          {
            project_path: projectPath,
            device_path: device.path,
            parameter_id: Number(edit.revert.parameter_id),
            ...(edit.revert.element_index !== undefined ? { element_index: Number(edit.revert.element_index) } : {}),
            value: str(edit.revert.before),
            expected_value: str(edit.revert.after),
          },
          { label: 'revert', projectPath },
        );
        return deviceHash(set.device);
      },
    },
    [DEVICE_TREE_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? treeNow(path, edit).catch(() => null) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        if ((await treeNow(projectPath, edit)) !== edit.afterHash) throw new Error(`The devices below ${str(edit.revert.container)} changed after this change; reverting would undo later work`);
        const devicePath = str(edit.revert.device_path);
        const container = await readContainer(codesys, projectPath, str(edit.revert.container), 'revert');
        const options = { label: 'revert', projectPath };
        {
          const previous = edit.revert.previous as Identification | null;
          const action = edit.revert.action === 'plug' ? 'unplug' : edit.revert.action === 'update' ? 'update' : 'remove';
          if (action === 'update' && !previous) throw new Error('The audit entry does not hold the previous description');
          await codesys.run('device_change', { project_path: projectPath, device_path: devicePath, action, ...(previous && action === 'update' ? { device: previous } : {}), expected_children: container.children }, options);
        }
        return treeNow(projectPath, edit);
      },
    },
    [IO_MAPPING_EDIT_KIND]: {
      async currentHash(edit) {
        const path = await openNow(edit);
        return path ? mappingNow(path, edit).catch(() => null) : null;
      },
      async revert(edit) {
        const projectPath = await project(edit);
        if ((await mappingNow(projectPath, edit)) !== edit.afterHash) throw new Error('The IO mappings changed after this change; reverting would undo later work');
        const changes = (edit.revert.changes as MappingChange[]).map((c) => ({ device_path: c.device_path, channel: c.channel, before: c.after, after: c.before }));
        await codesys.run('device_io', { project_path: projectPath, device_path: str(edit.revert.device_path), action: 'map', changes }, { label: 'revert', projectPath });
        return mappingNow(projectPath, edit);
      },
    },
  };
}
