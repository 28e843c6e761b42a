// IO mappings: one channel mapped to a variable, and the mappings below a device exported to and imported from
// CODESYS's mapping CSV. A mapping to an existing variable is checked against its declaration before any card.
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError } from '../../core/index.ts';
import { fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, DESTRUCTIVE, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { parseIoMappingCsv, planCsvImport, type CsvMappingChange } from './io-mapping-csv.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { commandOptions, projectPathField, projectPlan, readFileInRoots, text, type ToolContext } from '../toolset-kit.ts';
import {
  deviceExpectedHash,
  deviceHash,
  devicePathField,
  devicePlan,
  DOWNLOAD_NOTE,
  IO_MAPPING_EDIT_KIND,
  MAX_DEVICE_FILE_BYTES,
  mappingHash,
  readDevice,
  readMappings,
} from './device-kit.ts';

const variableField = boundedString(INPUT_LIMITS.nameChars, 'variable')
  .regex(/^$|^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'variable is a new variable name (xSensor1), the path of an existing one (Application.GVL_IO.bStart), or "" to remove the mapping')
  .describe('A plain name (creates a global variable), an existing one (Application.GVL_IO.bStart), or "" to unmap');
const csvPathField = (what: string, description: string) =>
  boundedString(INPUT_LIMITS.pathChars, what)
    .min(1)
    .refine((path) => extname(path).toLowerCase() === '.csv', `${what} must name a .csv file`)
    .describe(description);

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

function mapIoChannelRow(context: ToolContext): AnyToolDefinition {
  const { codesys } = context;
  return defineTool({
    name: 'codesys_map_io_channel',
    title: 'Map CODESYS IO channel',
    description: 'Maps one IO channel of a device to a new or existing variable, or removes its mapping.',
    input: z.object({ project_path: projectPathField, device_path: devicePathField, channel: boundedString(INPUT_LIMITS.nameChars, 'channel').min(1).describe('The channel name, e.g. "Input 3"'), variable: variableField, expected_content_hash: deviceExpectedHash }),
    output: z.object({ device_path: z.string(), channel: z.string(), address: z.string(), before: z.string(), after: z.string(), content_hash: z.string() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) =>
      devicePlan(context, args, 'codesys_map_io_channel', async (device, execution, projectPath) => {
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
  });
}

function exportIoMappingsRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
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
  });
}

function importIoMappingsRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
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
    changesCode: true,
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
  });
}

export function ioMappingTools(context: ToolContext): AnyToolDefinition[] {
  return [mapIoChannelRow(context), exportIoMappingsRow(context), importIoMappingsRow(context)];
}
