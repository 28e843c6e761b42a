// The symbol configuration: which variables OPC UA clients and HMIs may read or write on the PLC. Reads run at once;
// creating it, changing access and changing settings wait for the person (the card flags every grant of write
// access in words), are checked against what the agent read, audited, and revertible from History.
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash, fileEditRecord, writeFileAtomic } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import {
  ATTRIBUTE_FILTERS,
  COMMENT_FILTERS,
  configuredSymbol,
  CONTENT_FLAGS,
  LAYOUT_CALCULATORS,
  SYMBOL_ACCESS,
  symbolSettings,
  symbolVariable,
  type symbolState,
} from './symbol-templates.ts';
import { newFileCard, newFilePlan } from '../new-file-kit.ts';
import { auditedProjectOpenNow, objectPathField, projectPathField, projectPlan, resolveProjectPath, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

export const SYMBOL_CONFIG_EDIT_KIND = 'codesys-symbol-config';
export const SYMBOL_ACCESS_EDIT_KIND = 'codesys-symbol-access';
export const SYMBOL_SETTINGS_EDIT_KIND = 'codesys-symbol-settings';

type State = z.infer<typeof symbolState>;
type Settings = z.infer<typeof symbolSettings>;
type Access = (typeof SYMBOL_ACCESS)[number];
type Flag = (typeof CONTENT_FLAGS)[number];

/** The settings a person configures (the rest is derived from them). */
const CONFIGURED_SETTINGS = ['content_feature_flags', 'attribute_filter_type', 'attribute_filter_data', 'comment_filter_type', 'direct_io_access', 'layout_calculator'] as const;
type SettingsChange = Partial<Pick<Settings, (typeof CONFIGURED_SETTINGS)[number]>>;

/** [kind, signature, variable, access] of each configured variable: what the content hash covers besides the settings. */
type AccessRow = [string, string, string, Access];

const NO_CONFIG: Pick<State, 'symbol_config' | 'settings' | 'configured'> = { symbol_config: null, settings: null, configured: [] };
const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });
const accessText = (access: Access) => (access === 'readwrite' ? 'read/write' : access);
const grantsWrite = (before: Access, after: Access) => after.includes('write') && !before.includes('write');

function rowsOf(configured: State['configured']): AccessRow[] {
  return configured.map((c) => [c.kind, c.signature, c.variable, c.access]);
}

function hashOf(symbolConfig: string | null, settings: Settings | null, rows: AccessRow[]): string {
  const picked = settings ? CONFIGURED_SETTINGS.map((key) => settings[key]) : null;
  const sorted = rows
    .filter((row) => row[3] !== 'none')
    .map(([kind, signature, variable, access]) => [kind, signature.toLowerCase(), variable.toLowerCase(), access].join('\u0000'))
    .sort();
  return contentHash(JSON.stringify({ symbolConfig, settings: picked, configured: sorted }));
}

export const symbolHash = (state: Pick<State, 'symbol_config' | 'settings' | 'configured'>) => hashOf(state.symbol_config, state.settings, rowsOf(state.configured));

const applicationPathField = objectPathField.optional().describe('The application, e.g. "Device/Plc Logic/Application"; default: the active one');
const expectedHashField = contentHashField('codesys_get_symbol_config')
  .optional();

interface SymbolArgs {
  project_path: string;
  application_path?: string | undefined;
  expected_content_hash?: string | undefined;
}

function inApplication(projectPath: string, args: { application_path?: string | undefined }) {
  return { project_path: projectPath, ...(args.application_path ? { application_path: args.application_path } : {}) };
}

function runOptions(label: string, projectPath: string, execution?: CommandExecution) {
  return { label, projectPath, ...(execution ? { execution } : {}) };
}

function assertUnchanged(state: State, expected: string | undefined): void {
  if (expected && symbolHash(state) !== expected) {
    throw new ToolError(`The symbol configuration changed since it was read (content_hash is now ${symbolHash(state)}). Nothing was changed; read it again with codesys_get_symbol_config.`);
  }
}

function requireConfig(state: State): { symbolConfig: string; settings: Settings } {
  if (!state.symbol_config || !state.settings) {
    throw new ToolError(`The application ${state.application} has no symbol configuration; create one with codesys_create_symbol_config. Nothing was changed.`);
  }
  return { symbolConfig: state.symbol_config, settings: state.settings };
}

// -- access

interface PlannedAccess {
  signature: string;
  variable: string;
  type: string;
  before: Access;
  after: Access;
}

/** The most variables a card lists one by one; the rest are counted (write grants always in full words). */
const MAX_CARD_ROWS = 200;

function accessCard(state: State, planned: PlannedAccess[]): string {
  const changed = planned.filter((p) => p.before !== p.after);
  const writes = changed.filter((p) => grantsWrite(p.before, p.after));
  const opcUa = state.settings?.support_opc_ua ? 'OPC UA support is on: OPC UA clients and HMIs see these symbols' : 'OPC UA support is off: symbolic clients (HMIs, data servers) see these symbols';
  const lines = [`Change symbol access in ${state.symbol_config} (${opcUa}):`];
  for (const p of planned.slice(0, MAX_CARD_ROWS)) {
    const row = `  ${`${p.signature}.${p.variable}`.padEnd(32)} ${p.type.padEnd(10)} ${accessText(p.before)}  →  ${accessText(p.after)}`;
    if (p.before === p.after) lines.push(`${row}   (unchanged)`);
    else if (grantsWrite(p.before, p.after)) lines.push(`${row}   GRANTS WRITE ACCESS: clients will be able to change this variable on the running PLC`);
    else lines.push(row);
  }
  if (planned.length > MAX_CARD_ROWS) {
    const rest = planned.slice(MAX_CARD_ROWS);
    const restWrites = rest.filter((p) => grantsWrite(p.before, p.after));
    lines.push(`  … and ${rest.length} more variables${restWrites.length ? `, ${restWrites.length} of them GAIN WRITE ACCESS (${restWrites.map((p) => `${p.signature}.${p.variable}`).join(', ')})` : ''}`);
  }
  lines.push(
    writes.length
      ? `${writes.length} of ${plural(changed.length, 'change')} ${writes.length === 1 ? 'grants' : 'grant'} write access. It takes effect on the PLC with the next download.`
      : `${plural(changed.length, 'change')}, none grants write access. It takes effect on the PLC with the next download.`,
  );
  return lines.join('\n');
}

function rowsAfter(state: State, planned: PlannedAccess[]): AccessRow[] {
  const rows = new Map(rowsOf(state.configured).map((row) => [`${row[0]}\u0000${row[1].toLowerCase()}\u0000${row[2].toLowerCase()}`, row]));
  for (const p of planned) rows.set(`signature\u0000${p.signature.toLowerCase()}\u0000${p.variable.toLowerCase()}`, ['signature', p.signature, p.variable, p.after]);
  return [...rows.values()];
}

function accessEditRecord(projectPath: string, state: State, afterHash: string, planned: PlannedAccess[]): EditRecord {
  return {
    kind: SYMBOL_ACCESS_EDIT_KIND,
    location: `${state.symbol_config} in ${projectPath}`,
    beforeHash: symbolHash(state),
    afterHash,
    revert: { project_path: projectPath, application_path: state.application, changes: planned.map(({ signature, variable, before, after }) => ({ signature, variable, before, after })) },
  };
}

// -- settings

const FLAG_TOGGLES: Array<[keyof SettingsInput, Flag]> = [
  ['support_opc_ua', 'SupportOPCUA'],
  ['export_comments_to_xml', 'XmlIncludeComments'],
];

interface SettingsInput {
  support_opc_ua?: boolean | undefined;
  export_comments_to_xml?: boolean | undefined;
  content_feature_flags?: Flag[] | undefined;
  attribute_filter_type?: (typeof ATTRIBUTE_FILTERS)[number] | undefined;
  attribute_filter_data?: string | undefined;
  comment_filter_type?: (typeof COMMENT_FILTERS)[number] | undefined;
  direct_io_access?: boolean | undefined;
  layout_calculator?: (typeof LAYOUT_CALCULATORS)[number] | undefined;
}

/** What the template sets: every field the agent passed, the flag toggles folded into the whole flag list. */
function settingsChange(before: Settings, input: SettingsInput): SettingsChange {
  const change: SettingsChange = {};
  let flags = input.content_feature_flags ? [...input.content_feature_flags] : undefined;
  for (const [field, flag] of FLAG_TOGGLES) {
    const wanted = input[field];
    if (wanted === undefined) continue;
    const current = flags ?? [...before.content_feature_flags];
    flags = wanted ? [...new Set([...current, flag])] : current.filter((f) => f !== flag);
  }
  const chosen = flags;
  if (chosen) change.content_feature_flags = CONTENT_FLAGS.filter((f) => chosen.includes(f));
  for (const key of ['attribute_filter_type', 'attribute_filter_data', 'comment_filter_type', 'direct_io_access', 'layout_calculator'] as const) {
    if (input[key] !== undefined) Object.assign(change, { [key]: input[key] });
  }
  return change;
}

function settingsAfter(before: Settings, change: SettingsChange): Settings {
  const after = { ...before, ...change };
  const flags = after.content_feature_flags;
  return { ...after, support_opc_ua: flags.includes('SupportOPCUA'), export_comments_to_xml: flags.includes('XmlIncludeComments') };
}

function settingsCard(symbolConfig: string, before: Settings, after: Settings): string {
  const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') || '(none)' : value === '' ? '(empty)' : String(value));
  const lines = [`Change the settings of ${symbolConfig}:`];
  for (const key of CONFIGURED_SETTINGS) {
    const was = shown(before[key]);
    const now = shown(after[key]);
    lines.push(`  ${key.padEnd(22)} ${was}  →  ${now}${was !== now ? '   (changed)' : ''}`);
  }
  const gained = after.content_feature_flags.filter((f) => !before.content_feature_flags.includes(f));
  if (gained.includes('SupportOPCUA')) lines.push('Turns OPC UA support ON: OPC UA clients can browse the configured symbols with their configured access once downloaded.');
  if (gained.includes('IncludeExecutables')) lines.push('Includes executables: OPC UA clients may CALL programs, function blocks and methods on the PLC.');
  if (after.direct_io_access && !before.direct_io_access) lines.push('Turns direct I/O access ON: clients can read and write the I/O area directly (meant for testing wiring, not for production).');
  lines.push('It takes effect on the PLC with the next download.');
  return lines.join('\n');
}

function settingsEditRecord(projectPath: string, state: State, afterHash: string, before: Settings, after: Settings): EditRecord {
  const pick = (s: Settings) => Object.fromEntries(CONFIGURED_SETTINGS.map((key) => [key, s[key]]));
  return {
    kind: SYMBOL_SETTINGS_EDIT_KIND,
    location: `${state.symbol_config} in ${projectPath}`,
    beforeHash: symbolHash(state),
    afterHash,
    revert: { project_path: projectPath, application_path: state.application, before: pick(before), after: pick(after) },
  };
}

// -- the tools

const stateOutput = z.object({
  application: z.string(),
  symbol_config: z.string().nullable().describe('Object path of the symbol configuration; null when the application has none'),
  settings: symbolSettings.nullable(),
  content_hash: z.string().describe('Pass as expected_content_hash to the symbol-configuration change tools'),
});

/** The XSD file path inside the project roots. */
const xsdPathField = boundedString(INPUT_LIMITS.pathChars, 'output_path')
  .min(1)
  .refine((path) => extname(path).toLowerCase() === '.xsd', 'output_path must name a .xsd file')
  .describe('The new .xsd file (never overwrites one)');

const readState = ({ codesys }: ToolContext, projectPath: string, args: { application_path?: string | undefined }, label: string, execution?: CommandExecution) =>
  codesys.run('symbol_config_read', inApplication(projectPath, args), runOptions(label, projectPath, execution));

/** A change planned against the state read once in the call's turn. */
async function changePlan<A extends SymbolArgs, T>(toolContext: ToolContext, args: A, label: string, plan: (state: State, projectPath: string, execution: CommandExecution) => Promise<T>) {
  const { services } = toolContext;
  const base = await projectPlan(services, args);
  return {
    ...base,
    read: sharedStep(async (execution: CommandExecution) => {
      const state = await readState(toolContext, base.projectPath, args, label, execution);
      assertUnchanged(state, args.expected_content_hash);
      return { state, ...(await plan(state, base.projectPath, execution)) };
    }),
  };
}

function getSymbolConfigRow(toolContext: ToolContext): AnyToolDefinition {
  const { services } = toolContext;
  return defineTool({
    name: 'codesys_get_symbol_config',
    title: 'Read CODESYS symbol configuration',
    description: 'Reads the application\'s symbol configuration (which variables OPC UA clients and HMIs may access): settings and configured variables with their access; symbol_config null when none.',
    input: z.object({
      project_path: projectPathField,
      application_path: applicationPathField,
      max_symbols: z.number().int().min(1).max(5000).default(500).describe('At most this many configured variables'),
    }),
    output: stateOutput.extend({
      configured: z.array(configuredSymbol),
      configured_total: z.number().int(),
      truncated: z.boolean(),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const state = await readState(toolContext, projectPath, args, 'codesys_get_symbol_config', execution);
      return {
        ...state,
        configured: state.configured.slice(0, args.max_symbols),
        configured_total: state.configured.length,
        truncated: state.configured.length > args.max_symbols,
        content_hash: symbolHash(state),
      };
    },
    summarize: (r) => (r.symbol_config ? `${r.configured_total} configured symbols` : 'no symbol configuration'),
  });
}

function listSymbolSignaturesRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_symbol_signatures',
    title: 'List CODESYS symbol signatures',
    description: 'Lists what the symbol configuration can export: signatures of the last build with their variables and access (variables appear only after a build).',
    input: z.object({
      project_path: projectPathField,
      application_path: applicationPathField,
      compile: z.boolean().default(false).describe('Build the application first (slower; needed when nothing was built since CODESYS started)'),
      include_datatypes: z.boolean().default(false).describe('Also list the structures (data types)'),
      search: boundedString(INPUT_LIMITS.nameChars, 'search').optional().describe('Part of a signature or variable name, case-insensitive'),
      max_signatures: z.number().int().min(1).max(1000).default(100).describe('At most this many signatures'),
      max_variables: z.number().int().min(1).max(2000).default(200).describe('At most this many variables per signature'),
    }),
    output: z.object({
      symbol_config: z.string(),
      signatures: z.array(z.object({ kind: z.enum(['signature', 'datatype']), signature: z.string(), library_id: z.string(), variables: z.array(symbolVariable), variables_total: z.number().int() })),
      total: z.number().int(),
      truncated: z.boolean(),
      note: z.string().nullable(),
    }),
    annotations: { ...ADDITIVE, idempotentHint: true },
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const listed = await codesys.run(
        'symbol_signatures',
        {
          ...inApplication(projectPath, args),
          compile: args.compile,
          include_datatypes: args.include_datatypes,
          ...(args.search ? { search: args.search } : {}),
          max_signatures: args.max_signatures,
          max_variables: args.max_variables,
        },
        runOptions('codesys_list_symbol_signatures', projectPath, execution),
      );
      const truncated = listed.total > listed.signatures.length || listed.signatures.some((s) => s.variables_total > s.variables.length);
      const note =
        listed.total === 0 && !args.compile && !args.search
          ? 'CODESYS lists signatures only after a build of the application; call again with compile: true.'
          : listed.total === 0 && args.compile && !args.search
            ? 'The build declared nothing the symbol configuration can export, or it failed: check codesys_compile.'
            : null;
      return { ...listed, truncated, note };
    },
    summarize: (r) => `${r.total} signatures`,
  });
}

function createSymbolConfigRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_create_symbol_config',
    title: 'Create CODESYS symbol configuration',
    description: 'Adds a symbol configuration to an application that has none. It exports nothing until codesys_set_symbol_access sets access.',
    input: z.object({
      project_path: projectPathField,
      application_path: applicationPathField,
      support_opc_ua: z.boolean().default(true).describe('Support OPC UA features (as the CODESYS dialog proposes)'),
      export_comments_to_xml: z.boolean().default(true).describe('Include comments in the symbol XML file'),
      layout_calculator: z.enum(LAYOUT_CALCULATORS).default('compatibility').describe('Client side layout: compatibility (always available) or optimized (compiler 3.5.7.0 or newer)'),
    }),
    output: stateOutput,
    annotations: ADDITIVE,
    mutates: true,
    prepare: (args) =>
      changePlan(toolContext, args, 'codesys_create_symbol_config', async (state) => {
        if (state.symbol_config) throw new ToolError(`The application ${state.application} already has a symbol configuration (${state.symbol_config}); nothing was changed. Change it with codesys_set_symbol_config_settings.`);
        return {};
      }),
    preview: async (plan, execution) => {
      const { state } = await plan.read(execution);
      const { args } = plan;
      return text(
        'Create symbol configuration',
        [
          `Add a symbol configuration to ${state.application}:`,
          `  OPC UA support         ${args.support_opc_ua ? 'on: OPC UA clients can browse the symbols you configure' : 'off'}`,
          `  comments in the XML    ${args.export_comments_to_xml ? 'on' : 'off'}`,
          `  layout calculator      ${args.layout_calculator}`,
          'No variable is exported until its access is set (codesys_set_symbol_access).',
        ].join('\n'),
      );
    },
    handler: async (plan, execution) => {
      const { state } = await plan.read(execution);
      const { args, projectPath } = plan;
      const created = await codesys.run(
        'symbol_config_create',
        { ...inApplication(projectPath, args), support_opc_ua: args.support_opc_ua, export_comments_to_xml: args.export_comments_to_xml, layout_calculator: args.layout_calculator },
        runOptions('codesys_create_symbol_config', projectPath, execution),
      );
      execution.recordEdit({
        kind: SYMBOL_CONFIG_EDIT_KIND,
        location: `${created.symbol_config} in ${projectPath}`,
        beforeHash: symbolHash(state),
        afterHash: symbolHash(created),
        revert: { project_path: projectPath, application_path: created.application, symbol_config: created.symbol_config },
      });
      return { application: created.application, symbol_config: created.symbol_config, settings: created.settings, content_hash: symbolHash(created) };
    },
    summarize: (r) => `created ${r.symbol_config}`,
  });
}

function setSymbolAccessRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_set_symbol_access',
    title: 'Set CODESYS symbol access',
    description: 'Sets the access of one variable or of a whole signature (codesys_list_symbol_signatures). More than the declaration allows is refused.',
    input: z.object({
      project_path: projectPathField,
      application_path: applicationPathField,
      changes: z
        .array(
          z.object({
            signature: boundedString(INPUT_LIMITS.nameChars, 'signature').min(1).regex(/^[A-Za-z_][\w.]*$/, 'signature is a full name such as "GVL_IO" or "PLC_PRG"').describe('The program, function block or GVL, e.g. "GVL_IO"'),
            variable: boundedString(INPUT_LIMITS.nameChars, 'variable').regex(/^[A-Za-z_]\w*$/, 'variable is an IEC identifier').optional().describe('The variable; every variable of the signature when left out'),
            access: z.enum(SYMBOL_ACCESS).describe('none: not exported'),
            library_id: boundedString(INPUT_LIMITS.nameChars, 'library_id').optional().describe('For a signature declared in a library'),
          }),
        )
        .min(1)
        .max(500)
        .describe('The access to set, one entry per variable (or per whole signature)'),
      expected_content_hash: expectedHashField,
    }),
    output: z.object({ changes: z.array(symbolVariable.extend({ before: z.enum(SYMBOL_ACCESS), after: z.enum(SYMBOL_ACCESS) })), content_hash: z.string() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    prepare: (args) => {
      const seen = new Set<string>();
      for (const change of args.changes) {
        const key = `${change.signature}.${change.variable ?? '*'}`.toLowerCase();
        if (seen.has(key)) throw new ToolError(`${change.signature}${change.variable ? `.${change.variable}` : ''} appears twice in changes; name each variable once. Nothing was changed.`);
        seen.add(key);
      }
      return changePlan(toolContext, args, 'codesys_set_symbol_access', async (state, projectPath, execution) => {
        requireConfig(state);
        const dry = await codesys.run('symbol_access_set', { ...inApplication(projectPath, args), changes: args.changes, dry_run: true }, runOptions('codesys_set_symbol_access', projectPath, execution));
        const planned: PlannedAccess[] = dry.changes.map((c) => ({ signature: c.signature, variable: c.variable, type: c.type, before: c.before, after: c.after }));
        const keys = new Set(planned.map((p) => `${p.signature}.${p.variable}`.toLowerCase()));
        if (keys.size !== planned.length) throw new ToolError('changes name the same variable twice (once alone, once through its whole signature); name each variable once. Nothing was changed.');
        if (planned.every((p) => p.before === p.after)) throw new ToolError('Every variable named already has that access; nothing was changed.');
        return { planned };
      });
    },
    preview: async (plan, execution) => {
      const { state, planned } = await plan.read(execution);
      return text('Change symbol access', accessCard(state, planned));
    },
    handler: async (plan, execution) => {
      const { state, planned } = await plan.read(execution);
      const { args, projectPath } = plan;
      await execution.planEdit(accessEditRecord(projectPath, state, hashOf(state.symbol_config, state.settings, rowsAfter(state, planned)), planned));
      const set = await codesys.run(
        'symbol_access_set',
        { ...inApplication(projectPath, args), changes: args.changes, expected: planned.map((p) => [p.signature, p.variable, p.before]) },
        runOptions('codesys_set_symbol_access', projectPath, execution),
      );
      execution.recordEdit(accessEditRecord(projectPath, state, symbolHash(set.state), planned));
      return { changes: set.changes, content_hash: symbolHash(set.state) };
    },
    summarize: (r) => `${r.changes.filter((c) => c.before !== c.after).length} symbol access changes`,
  });
}

function setSymbolConfigSettingsRow(toolContext: ToolContext): AnyToolDefinition {
  const { codesys } = toolContext;
  return defineTool({
    name: 'codesys_set_symbol_config_settings',
    title: 'Change CODESYS symbol configuration settings',
    description: 'Changes the symbol configuration\'s settings; those left out stay.',
    input: z
      .object({
        project_path: projectPathField,
        application_path: applicationPathField,
        support_opc_ua: z.boolean().optional().describe('Turn the SupportOPCUA flag on or off: OPC UA clients browse the configured symbols'),
        export_comments_to_xml: z.boolean().optional().describe('Turn the XmlIncludeComments flag on or off: comments in the symbol XML file'),
        content_feature_flags: z.array(z.enum(CONTENT_FLAGS)).max(CONTENT_FLAGS.length).optional().describe('Replaces the whole list of SymbolConfigContentFeatureFlags'),
        attribute_filter_type: z.enum(ATTRIBUTE_FILTERS).optional().describe('Which pragma attributes go into the symbols'),
        attribute_filter_data: boundedString(INPUT_LIMITS.patternChars, 'attribute_filter_data').optional().describe('The prefix or regular expression for the prefix and regex filters'),
        comment_filter_type: z.enum(COMMENT_FILTERS).optional().describe('Which comments go into the symbols'),
        direct_io_access: z.boolean().optional().describe('Direct access to the I/O area, for testing wiring (not for production)'),
        layout_calculator: z.enum(LAYOUT_CALCULATORS).optional().describe('Client side layout: compatibility or optimized'),
        expected_content_hash: expectedHashField,
      })
      .refine((a) => CONFIGURED_SETTINGS.some((key) => a[key] !== undefined) || a.support_opc_ua !== undefined || a.export_comments_to_xml !== undefined, {
        message: 'Pass at least one setting to change; nothing was changed.',
      }),
    output: stateOutput.extend({ before: symbolSettings }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    prepare: (args) =>
      changePlan(toolContext, args, 'codesys_set_symbol_config_settings', async (state) => {
        const { settings } = requireConfig(state);
        const change = settingsChange(settings, args);
        const after = settingsAfter(settings, change);
        if (CONFIGURED_SETTINGS.every((key) => JSON.stringify(settings[key]) === JSON.stringify(after[key]))) throw new ToolError('The settings already are as asked; nothing was changed.');
        if (after.direct_io_access && !settings.direct_io_access && settings.direct_io_obstacles.length) {
          throw new ToolError(`Direct I/O access cannot take effect: ${settings.direct_io_obstacles.join(' ')} Nothing was changed.`);
        }
        return { change, after };
      }),
    preview: async (plan, execution) => {
      const { state, after } = await plan.read(execution);
      return text('Change symbol configuration settings', settingsCard(state.symbol_config!, state.settings!, after));
    },
    handler: async (plan, execution) => {
      const { state, change, after } = await plan.read(execution);
      const { args, projectPath } = plan;
      await execution.planEdit(settingsEditRecord(projectPath, state, hashOf(state.symbol_config, after, rowsOf(state.configured)), state.settings!, after));
      const set = await codesys.run('symbol_settings_set', { ...inApplication(projectPath, args), expected: state.settings!, settings: change }, runOptions('codesys_set_symbol_config_settings', projectPath, execution));
      execution.recordEdit(settingsEditRecord(projectPath, state, symbolHash(set.state), state.settings!, set.state.settings!));
      return { application: set.state.application, symbol_config: set.state.symbol_config, settings: set.state.settings, before: set.before, content_hash: symbolHash(set.state) };
    },
    summarize: (r) => `changed the settings of ${r.symbol_config}`,
  });
}

function exportSymbolXsdRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_export_symbol_xsd',
    title: 'Export CODESYS symbol file schema',
    description: 'Writes the XML schema (XSD) of the application\'s symbol file to a new .xsd file in a project root, to validate the symbol XML a build generates.',
    input: z.object({ project_path: projectPathField, application_path: applicationPathField, output_path: xsdPathField }),
    output: z.object({ output_path: z.string(), bytes: z.number().int(), content_hash: z.string(), symbol_config: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      return { ...plan, ...(await newFilePlan(services, args.output_path, 'codesys_export_symbol_xsd')) };
    },
    preview: async (plan) => newFileCard(plan, { title: 'Export the symbol file schema', source: `the symbol configuration of ${plan.args.application_path ?? 'the application'} in ${basename(plan.projectPath)}, exported by CODESYS`, bytes: null }),
    handler: async ({ args, projectPath, outputPath }, execution) => {
      const exported = await codesys.run('symbol_xsd', inApplication(projectPath, args), runOptions('codesys_export_symbol_xsd', projectPath, execution));
      const bytes = Buffer.from(exported.xsd, 'utf8');
      if (bytes.length > MAX_XSD_BYTES) throw new ToolError(`The schema is ${bytes.length} bytes, more than the ${MAX_XSD_BYTES} Interlock writes; no file was written.`);
      const hash = await writeFileAtomic(outputPath, bytes, { expectedHash: null, sandbox: services.roots });
      execution.recordEdit(fileEditRecord(outputPath, null, hash));
      return { output_path: outputPath, bytes: bytes.length, content_hash: hash, symbol_config: exported.symbol_config };
    },
    summarize: (r) => `wrote ${r.output_path}`,
  });
}

export function symbolTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [getSymbolConfigRow(toolContext), listSymbolSignaturesRow(toolContext), createSymbolConfigRow(toolContext), setSymbolAccessRow(toolContext), setSymbolConfigSettingsRow(toolContext), exportSymbolXsdRow(toolContext)];
}

/** Real symbol file schemas are tens of KB. */
const MAX_XSD_BYTES = 4 * 1024 * 1024;

/**
 * How the person reverts symbol-configuration changes from History: only while CODESYS runs, the project is the one
 * open in it, and the symbol configuration is still exactly what the change left.
 */
export function symbolEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const projectPathOf = (edit: EditRecord) => {
    const path = edit.revert.project_path;
    if (typeof path !== 'string') throw new Error('The audit entry does not name a CODESYS project');
    return path;
  };
  const scope = (edit: EditRecord) => ({ application_path: String(edit.revert.application_path) });
  const currentHash = async (edit: EditRecord) => {
    const path = await auditedProjectOpenNow(services, codesys, projectPathOf(edit));
    return path ? symbolHash(await codesys.run('symbol_config_read', { project_path: path, ...scope(edit) }, { label: 'revert', projectPath: path })) : null;
  };
  /** The project and its state now, refused when a later change landed on top of this one. */
  const current = async (edit: EditRecord) => {
    if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this change');
    const projectPath = await resolveProjectPath(services, projectPathOf(edit));
    const state = await codesys.run('symbol_config_read', { project_path: projectPath, ...scope(edit) }, { label: 'revert', projectPath });
    if (symbolHash(state) !== edit.afterHash) throw new Error('The symbol configuration changed after this change; reverting would undo later work');
    return { projectPath, state };
  };
  return {
    [SYMBOL_CONFIG_EDIT_KIND]: {
      currentHash,
      async revert(edit) {
        const { projectPath, state } = await current(edit);
        await codesys.run('delete_object', { project_path: projectPath, object_path: state.symbol_config! }, { label: 'revert', projectPath });
        return symbolHash(NO_CONFIG);
      },
    },
    [SYMBOL_ACCESS_EDIT_KIND]: {
      currentHash,
      async revert(edit) {
        const { projectPath } = await current(edit);
        const changes = edit.revert.changes as Array<{ signature: string; variable: string; before: Access; after: Access }>;
        const set = await codesys.run(
          'symbol_access_set',
          { project_path: projectPath, ...scope(edit), changes: changes.map((c) => ({ signature: c.signature, variable: c.variable, access: c.before })), expected: changes.map((c) => [c.signature, c.variable, c.after]) },
          { label: 'revert', projectPath },
        );
        return symbolHash(set.state);
      },
    },
    [SYMBOL_SETTINGS_EDIT_KIND]: {
      currentHash,
      async revert(edit) {
        const { projectPath, state } = await current(edit);
        const set = await codesys.run(
          'symbol_settings_set',
          { project_path: projectPath, ...scope(edit), expected: state.settings!, settings: edit.revert.before as SettingsChange },
          { label: 'revert', projectPath },
        );
        return symbolHash(set.state);
      },
    },
  };
}
