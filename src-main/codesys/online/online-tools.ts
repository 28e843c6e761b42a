// Online: log in to the PLC of the project's application, download or change it online, start, stop, reset, read,
// write, force and monitor values. Every call that changes a running PLC asks the person each time (the row's
// `changesRunningPlc`); its card shows the device, the application, its run state, and each value now and after.
import { z } from 'zod';
import { MAX_EXPRESSION_CHARS, ONLINE_EXPRESSION } from '../../../src-shared/online-state.ts';
import { ToolCancelledError, ToolError, type ToolExecution } from '../../core/index.ts';
import { boundedString } from '../../mcp/input-limits.ts';
import { ADDITIVE, DESTRUCTIVE, defineTool, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysOnline, OnlineReport, StateReport } from '../online-session/codesys-online.ts';
import { deviceLabel, runState } from '../online-session/codesys-online.ts';
import type { TemplateParams, TemplateResult } from '../bridge/templates.ts';
import { onlineDevice, typedOnlineValue } from '../online-session/online-templates.ts';
import { projectPathField, projectPlan, type ToolContext } from '../toolset-kit.ts';
import { ledgerFacts, releaseConsequence } from '../../../src-shared/plc-ledger.ts';
import { ledgerFactsSchema } from '../../../src-shared/plc-ledger-schema.ts';
import type { PlcValueChange } from '../../../src-shared/app-state.ts';
import { onPlc, plcHolds } from './plc-deeds.ts';

/** Why no online change can happen where scripts cannot reach OnlineChangeOption. */
const NO_CHANGE_OPTION = 'this CODESYS does not expose OnlineChangeOption to scripts (seen on some service packs), so a login from a script can only download in full.';

/** The most expressions one read, write or force takes (the benchmark reads 100 at a time). */
export const MAX_READ_EXPRESSIONS = 500;
export const MAX_WRITE_VALUES = 100;
export const MAX_MONITOR_EXPRESSIONS = 50;
export const MAX_MONITOR_MS = 60_000;
export const MIN_MONITOR_INTERVAL_MS = 200;

const expressionField = boundedString(MAX_EXPRESSION_CHARS, 'expression')
  .regex(ONLINE_EXPRESSION, 'expression must be a variable expression such as PLC_PRG.counter or GVL.axes[2].pos')
  .describe('An IEC variable expression, e.g. GVL.axes[2].pos or Application.PLC_PRG.fbMotor.bRun');
const valueField = boundedString(1000, 'value').describe("An IEC literal of the variable's type: TRUE, 42, 16#FF, 3.5, 'text', T#500ms");
const expressionsField = (max: number) => z.array(expressionField).min(1).max(max).describe(`Expressions of the logged-in application (at most ${max})`);
const valuesField = z
  .array(z.object({ expression: expressionField, value: valueField }).strict())
  .min(1)
  .max(MAX_WRITE_VALUES)
  .describe(`Each expression once, with its new value (at most ${MAX_WRITE_VALUES})`);
const foreignField = z.boolean().default(false).describe('Replace an application of the same name that another project downloaded');

const stateOutput = z.object({
  application: z.string().describe('Object path of the application'),
  device: onlineDevice,
  logged_in: z.boolean(),
  run_state: z.string().describe('run, stop, halt_on_bp, exception, none (no application on the PLC) or unknown (logged out)'),
  operating_flags: z.array(z.string()).describe("CODESYS's OperatingState flags: program_loaded, force_active, exception, ..."),
  online_change_possible: z.boolean().nullable(),
  forced: z.array(z.object({ expression: z.string(), value: z.string().nullable() })),
});
const typedValue = typedOnlineValue.extend({
  typed: z.union([z.boolean(), z.number(), z.string(), z.null()]).describe('The value as JSON: a boolean, a number (integers beyond 2^53 stay text), or the text'),
});

/** Each value a write, force or unforce changed, as read just before and just after. */
const changedValues = z.array(
  z.object({
    expression: z.string(),
    address: z.string().optional().describe('The I/O address it is located at (AT) or mapped to'),
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
);

type StateOutput = z.infer<typeof stateOutput>;

function stateOf(report: StateReport): StateOutput {
  return {
    application: report.application,
    device: report.device,
    logged_in: report.logged_in,
    run_state: report.logged_in ? runState(report) : 'unknown',
    operating_flags: report.operating_flags,
    online_change_possible: report.online_change_possible,
    forced: report.forced,
  };
}

/** A value as CODESYS prints it, as JSON: TRUE → true, 42 → 42, 'a' → "a"; anything else stays text. */
export function typedValueOf(text: string | null): boolean | number | string | null {
  if (text === null) return null;
  if (text === 'TRUE' || text === 'FALSE') return text === 'TRUE';
  if (/^-?\d+$/.test(text)) return Number.isSafeInteger(Number(text)) ? Number(text) : text;
  if (/^-?\d+\.\d*(?:[eE][+-]?\d+)?$|^-?\d+[eE][+-]?\d+$/.test(text)) return Number(text);
  if (/^'.*'$|^".*"$/s.test(text)) return text.slice(1, -1).replace(/\$(['"$])/g, '$1');
  return text;
}

const typed = (values: OnlineReport['values']) => values.map((v) => ({ ...v, typed: typedValueOf(v.value) }));

/** What the onlineTools rows are made from. */
type OnlineToolsContext = Pick<ToolContext, 'services'> & { online: CodesysOnline };

/** The state after a change, as every changing tool returns it (and the Online panel shows it). */
const after = ({ online }: OnlineToolsContext, projectPath: string, report: StateReport) => {
  online.noteState(projectPath, { ...report, values: [] });
  return stateOf(report);
};

/** The plan of a call that needs a login lasting beyond one command: refused before any card when headless. */
const sessionPlan = <A extends { project_path: string }>({ online, services }: OnlineToolsContext, tool: string, args: A) => {
  online.requireSession(tool);
  return projectPlan(services, args);
};

const controlTool = (
  toolContext: OnlineToolsContext,
  name: string,
  title: string,
  action: 'start' | 'stop' | 'create_boot_application',
  effect: string,
  description: string,
) =>
  defineTool({
    name,
    title,
    description,
    input: z.object({ project_path: projectPathField }),
    output: stateOutput,
    // A boot application replaces the one the PLC starts with after its next power cycle. Starting a running
    // application or stopping a stopped one changes nothing more.
    annotations: action === 'create_boot_application' ? DESTRUCTIVE : { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    // All three decide what the PLC runs: now, or after its next restart (the boot application).
    changesRunningPlc: true,
    prepare: (args) => sessionPlan(toolContext, name, args),
    preview: ({ projectPath }, execution) => toolContext.online.preview(projectPath, `${name} (preview)`, { title, effect }, execution),
    handler: async ({ projectPath }, execution) => {
      const result = await onPlc(toolContext.online, execution, projectPath, action, undefined, () => toolContext.online.run('online_control', { project_path: projectPath, action }, name, execution), (r) => ({ forced: r.forced }));
      recordRunState(execution, action, result);
      return after(toolContext, projectPath, result);
    },
    summarize: (r) => `${r.application}: ${r.run_state}`,
  });

const valuesTool = (toolContext: OnlineToolsContext, name: string, title: string, action: 'write' | 'force', description: string) =>
  defineTool({
    name,
    title,
    description,
    input: z.object({ project_path: projectPathField, values: valuesField }),
    output: z.object({ application: z.string(), values: changedValues, forced: z.array(z.string()) }),
    // The same values written or forced again leave the PLC as the first call did.
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => ({
      ...(await sessionPlan(toolContext, name, args)),
      values: uniqueValues(args.values),
      seen: { values: [] as PlcValueChange[], declarations: null as CardDeclarations | null },
    }),
    preview: ({ projectPath, values, seen }, execution) =>
      toolContext.online.preview(
        projectPath,
        `${name} (preview)`,
        {
          title,
          effect:
            action === 'force'
              ? 'Forces each value below: the PLC holds it, whatever the program writes, until it is unforced.'
              : 'Writes each value below once; the running program may overwrite it in its next cycle.',
          values: { action, values: values.map((v) => ({ expression: v.expression, next: v.value })) },
          onRead: (report) => (seen.declarations = cardDeclarations(report)),
        },
        execution,
      ).then((card) => {
        seen.values = card.values ?? [];
        return card;
      }),
    handler: async ({ projectPath, values, seen }, execution) => {
      const result = await onPlc(toolContext.online, execution, projectPath, action, ledgerValues(values, seen.values), () => toolContext.online.run('online_values', { project_path: projectPath, action, values, ...seen.declarations }, name, execution), forcedAfter);
      return recordValues(execution, action, result);
    },
    summarize: (r) => r.values.map((v) => `${withAddress(v)}: ${v.before} → ${v.after}`).join(', '),
  });

function onlineLoginRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  const { online } = toolContext;
  return defineTool({
    name: 'codesys_online_login',
    title: 'Log in to the PLC',
    description: 'Logs in to the PLC of the active application. change: auto (default: nothing if unchanged since the last download, else online change if possible, else full download), online_change, download (stops it, resets variables), none (login only).',
    input: z.object({
      project_path: projectPathField,
      change: z.enum(['auto', 'online_change', 'download', 'none']).default('auto').describe('What happens to the code on the PLC (see the description)'),
      delete_foreign_applications: foreignField,
    }),
    output: stateOutput.extend({ happened: z.enum(['none', 'download', 'online-change']).describe('What the login did to the code on the PLC') }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => {
      const plan = await sessionPlan(toolContext, 'codesys_online_login', args);
      return {
        ...plan,
        snapshot: sharedStep((execution: { signal?: AbortSignal }) => online.codeSnapshot(plan.projectPath, 'codesys_online_login (code)', execution)),
        /** Whether the card (auto) announced a full download; null until a card was made. */
        announced: { download: null as boolean | null },
      };
    },
    preview: async ({ projectPath, args, snapshot, announced }, execution) => {
      const changes = await online.codeChanges(projectPath, await snapshot(execution));
      const effect = (report: OnlineReport) => {
        // Code unchanged since Interlock's download, but the PLC no longer holds it (or it cannot be read): say so.
        const plcDiffers = report.not_read !== null || (report.logged_in && report.application_state === 'none');
        announced.download = changes.changed || plcDiffers;
        if (args.change === 'auto' && !changes.changed && plcDiffers) {
          return 'Logs in and downloads the whole application: the PLC does not hold the code Interlock last downloaded (or cannot be read without a download). The application stops, and every variable restarts at its initial value.';
        }
        if (args.change === 'online_change' || (args.change === 'auto' && changes.changed)) {
          if (!report.online_change_option) {
            if (args.change === 'online_change') throw new ToolError(`An online change is not possible: ${NO_CHANGE_OPTION} Use change "download" (a full download).`);
            return `Logs in and downloads the whole application (${NO_CHANGE_OPTION}): it stops, and every variable restarts at its initial value.`;
          }
        }
        return {
          auto: changes.changed
            ? 'Logs in and applies the changed code: as an online change when CODESYS can, else as a full download (which stops the application and resets every variable).'
            : 'Logs in; the code is unchanged since the last download, so nothing is downloaded.',
          online_change: 'Logs in and applies the code as an online change: the application keeps running and keeps its values.',
          download: 'Logs in and downloads the whole application: it stops, and every variable restarts at its initial value.',
          none: 'Logs in without downloading anything.',
        }[args.change];
      };
      const holds = (report: OnlineReport) => plcHolds(report, online.ledger.record(online.plcOf(projectPath).key), changes.note);
      return online.preview(projectPath, 'codesys_online_login (preview)', { title: 'Log in to the PLC', effect, codeChanges: changes.diff, ...(changes.objects ? { changedObjects: changes.objects } : {}), holds }, execution);
    },
    handler: async ({ projectPath, args, snapshot, announced }, execution) => {
      const code = await snapshot(execution);
      const changes = await online.codeChanges(projectPath, code);
      const mode = args.change === 'none' ? 'keep' : args.change;
      // auto may fall back to a full download only when the approved card announced one (without a card: changed code).
      const downloadAllowed = args.change !== 'auto' || (announced.download ?? changes.changed);
      execution.progress({ message: 'Logging in to the PLC' });
      const login = () =>
        online.run(
          'online_login',
          { project_path: projectPath, mode, code_changed: changes.changed, download_allowed: downloadAllowed, delete_foreign_apps: args.delete_foreign_applications },
          'codesys_online_login',
          execution,
        );
      // A login that may download is a deed on the PLC (recorded before it starts); one that cannot is only a read.
      const mayDownload = args.change === 'download' || args.change === 'online_change' || (args.change === 'auto' && (changes.changed || downloadAllowed));
      const result = mayDownload
        ? await onPlc(online, execution, projectPath, args.change === 'online_change' ? 'online-change' : 'download', undefined, login, (r) => ({ forced: r.forced, happened: r.happened }))
        : await login();
      if (result.happened !== 'none') {
        await online.noteDownload(projectPath, code, result.happened);
        recordDownload(execution, result.application, result.happened, changes);
      }
      return { ...after(toolContext, projectPath, result), happened: result.happened };
    },
    summarize: (r) => `${r.application} on ${deviceLabel(r.device)}: ${r.happened === 'none' ? 'logged in' : r.happened}, ${r.run_state}`,
  });
}

function onlineLogoutRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  const { online } = toolContext;
  return defineTool({
    name: 'codesys_online_logout',
    title: 'Log out of the PLC',
    description: 'Logs out of the PLC; the application keeps running, with its forced values.',
    input: z.object({ project_path: projectPathField }),
    output: z.object({ application: z.string(), was_logged_in: z.boolean() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    mutates: false,
    prepare: (args) => sessionPlan(toolContext, 'codesys_online_logout', args),
    handler: async ({ projectPath }, execution) => {
      const result = await online.run('online_logout', { project_path: projectPath }, 'codesys_online_logout', execution);
      online.loggedOut();
      return result;
    },
    summarize: (r) => (r.was_logged_in ? `logged out of ${r.application}` : 'was not logged in'),
  });
}

function onlineStateRow({ services, online }: OnlineToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_online_state',
    toolset: 'codesys-monitor',
    title: 'PLC online state',
    description: 'Reads whether Interlock is logged in, the application state (run, stop, exception...), whether an online change is possible, and forced values. Logs in only to read when needed.',
    input: z.object({ project_path: projectPathField }),
    output: stateOutput.extend({ probed: z.boolean().describe('True when Interlock logged in only for this read') }),
    annotations: { ...ADDITIVE, idempotentHint: true },
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      const report = await online.state(projectPath, [], true, 'codesys_online_state', execution);
      return { ...stateOf(report), probed: report.probed };
    },
    summarize: (r) => `${r.application}: ${r.run_state}${r.logged_in ? '' : ' (not logged in)'}`,
  });
}

function downloadRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  const { online } = toolContext;
  return defineTool({
    name: 'codesys_download',
    title: 'Download to the PLC',
    description: 'Downloads the project\'s code to the PLC: online_change keeps the application running with its values (fails when only a full download can apply it); download stops it and resets every variable. Logs in first if needed.',
    input: z.object({
      project_path: projectPathField,
      kind: z.enum(['online_change', 'download']).describe('See the description'),
      delete_foreign_applications: foreignField,
    }),
    output: stateOutput.extend({ happened: z.enum(['none', 'download', 'online-change']) }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => {
      const plan = await sessionPlan(toolContext, 'codesys_download', args);
      return { ...plan, snapshot: sharedStep((execution: { signal?: AbortSignal }) => online.codeSnapshot(plan.projectPath, 'codesys_download (code)', execution)) };
    },
    preview: async ({ projectPath, args, snapshot }, execution) => {
      const changes = await online.codeChanges(projectPath, await snapshot(execution));
      const effect = (report: OnlineReport) => {
        if (args.kind === 'download') return 'Downloads the whole application: it stops, and every variable restarts at its initial value.';
        if (!report.online_change_option) throw new ToolError(`An online change is not possible: ${NO_CHANGE_OPTION} Use kind "download" (a full download).`);
        return 'Applies the code as an online change: the application keeps running and keeps its values.';
      };
      return online.preview(projectPath, 'codesys_download (preview)', { title: 'Download to the PLC', effect, codeChanges: changes.diff, ...(changes.objects ? { changedObjects: changes.objects } : {}), note: changes.note }, execution);
    },
    handler: async ({ projectPath, args, snapshot }, execution) => {
      const code = await snapshot(execution);
      const result = await onPlc(
        online,
        execution,
        projectPath,
        args.kind === 'online_change' ? 'online-change' : 'download',
        undefined,
        () =>
          online.run(
            'online_login',
            { project_path: projectPath, mode: args.kind, code_changed: true, download_allowed: true, delete_foreign_apps: args.delete_foreign_applications },
            'codesys_download',
            execution,
          ),
        (r) => ({ forced: r.forced, happened: r.happened }),
      );
      if (result.happened !== 'none') {
        const changes = await online.codeChanges(projectPath, code);
        await online.noteDownload(projectPath, code, result.happened);
        recordDownload(execution, result.application, result.happened, changes);
      }
      return { ...after(toolContext, projectPath, result), happened: result.happened };
    },
    summarize: (r) => `${r.happened} of ${r.application}: ${r.run_state}`,
  });
}

function createBootApplicationRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  return controlTool(toolContext, 
    'codesys_create_boot_application',
    'Store the boot application',
    'create_boot_application',
    'Stores the application now on the PLC as its boot application: the PLC starts it after its next restart.',
    'Stores the application on the PLC as its boot application, so the PLC runs it after a restart. Needs a login.',
  );
}

function startRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  return controlTool(toolContext, 'codesys_start', 'Start the application', 'start', 'Starts the application: its tasks execute and drive the outputs.', 'Starts the logged-in application on the PLC.');
}

function stopRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  return controlTool(toolContext, 'codesys_stop', 'Stop the application', 'stop', 'Stops the application: its tasks stop executing and the outputs keep or drop their values as the device is configured.', 'Stops the logged-in application on the PLC.');
}

function resetRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  const { online } = toolContext;
  return defineTool({
    name: 'codesys_reset',
    title: 'Reset the application',
    description: 'Resets the logged-in application: warm (initial values except RETAIN and PERSISTENT), cold (all but PERSISTENT), origin (removes it from the PLC and logs out).',
    input: z.object({ project_path: projectPathField, kind: z.enum(['warm', 'cold', 'origin']).describe('See the description') }),
    output: stateOutput,
    annotations: DESTRUCTIVE,
    mutates: true,
    changesRunningPlc: true,
    prepare: (args) => sessionPlan(toolContext, 'codesys_reset', args),
    preview: ({ projectPath, args }, execution) =>
      online.preview(
        projectPath,
        'codesys_reset (preview)',
        {
          title: `Reset ${args.kind}`,
          effect: {
            warm: 'Stops the application and sets every variable except RETAIN and PERSISTENT ones back to its initial value.',
            cold: 'Stops the application and sets every variable except PERSISTENT ones back to its initial value.',
            origin: 'Removes the application from the PLC (it no longer runs, even after a restart) and logs out.',
          }[args.kind],
        },
        execution,
      ),
    handler: async ({ projectPath, args }, execution) => {
      const action = `reset_${args.kind}` as const;
      const result = await onPlc(online, execution, projectPath, action, undefined, () => online.run('online_control', { project_path: projectPath, action }, 'codesys_reset', execution), (r) => ({ forced: r.forced }));
      recordRunState(execution, action, result);
      return after(toolContext, projectPath, result);
    },
    summarize: (r) => `${r.application}: ${r.run_state}`,
  });
}

function readVariablesRow({ services, online }: OnlineToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_read_variables',
    toolset: 'codesys-monitor',
    title: 'Read PLC variables',
    description: 'Reads expressions of the logged-in application: each value as text, as typed JSON and with its IEC type, or why it could not be read.',
    input: z.object({ project_path: projectPathField, expressions: expressionsField(MAX_READ_EXPRESSIONS) }),
    output: z.object({ application: z.string(), values: z.array(typedValue) }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath, args }, execution) => {
      const report = await readLoggedIn(online, projectPath, args.expressions, 'codesys_read_variables', execution);
      online.noteAgentReads(report.values);
      return { application: report.application, values: typed(report.values) };
    },
    summarize: (r) => r.values.slice(0, 5).map((v) => `${v.expression}=${v.value ?? v.error}`).join(', ') + (r.values.length > 5 ? ` (+${r.values.length - 5})` : ''),
  });
}

function writeVariablesRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  return valuesTool(toolContext, 
    'codesys_write_variables',
    'Write PLC variables',
    'write',
    'Writes values once (the program may overwrite them in its next cycle). Every value is checked before any is written; the result holds each value before and after.',
  );
}

function forceVariablesRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  return valuesTool(toolContext, 
    'codesys_force_variables',
    'Force PLC variables',
    'force',
    'Forces values on the PLC: each is held, whatever the program writes, until unforced. Every value is checked before any is forced.',
  );
}

function unforceVariablesRow(toolContext: OnlineToolsContext): AnyToolDefinition {
  const { online } = toolContext;
  return defineTool({
    name: 'codesys_unforce_variables',
    title: 'Unforce PLC variables',
    description: 'Releases forced values (the given expressions, or all); without restore a value stays until the program writes it.',
    input: z.object({
      project_path: projectPathField,
      expressions: expressionsField(MAX_WRITE_VALUES).optional(),
      restore: z.boolean().default(false).describe('Put back the value each had before it was forced'),
    }),
    output: z.object({ application: z.string(), values: changedValues, forced: z.array(z.string()) }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesRunningPlc: true,
    prepare: async (args) => ({
      ...(await sessionPlan(toolContext, 'codesys_unforce_variables', args)),
      expressions: args.expressions ? [...new Set(args.expressions)] : [],
      seen: { declarations: null as CardDeclarations | null },
    }),
    preview: async ({ projectPath, args, expressions, seen }, execution) => {
      let targets = expressions;
      if (targets.length === 0) targets = (await online.state(projectPath, [], true, 'codesys_unforce_variables (forced)', execution)).forced.map((f) => f.expression);
      return online.preview(
        projectPath,
        'codesys_unforce_variables (preview)',
        {
          title: 'Unforce PLC variables',
          effect: args.restore
            ? 'Releases each forced value below and puts back the value it had before it was forced. An input then follows its field value again; an output, what the program writes.'
            : 'Releases each forced value below. An input returns to its field value at the next I/O update; an output and any other variable keep the forced value until the program writes its next one.',
          values: {
            action: 'unforce',
            values: targets.map((expression) => ({ expression, next: (address: string | null) => `released — ${releaseConsequence(address, args.restore)}` })),
          },
          // "Every forced one" is the PLC's list when the change runs, which the card's read need not name.
          ...(expressions.length > 0 ? { onRead: (report: OnlineReport) => (seen.declarations = cardDeclarations(report)) } : {}),
        },
        execution,
      );
    },
    handler: async ({ projectPath, args, expressions, seen }, execution) => {
      const result = await onPlc(
        online,
        execution,
        projectPath,
        'unforce',
        expressions.map((expression) => ({ expression, value: null, address: null, safety: [] })),
        () =>
          online.run(
            'online_values',
            { project_path: projectPath, action: 'unforce', values: expressions.map((expression) => ({ expression, value: '' })), restore: args.restore, ...seen.declarations },
            'codesys_unforce_variables',
            execution,
          ),
        (r) => ({ ...forcedAfter(r), released: r.before.map((v) => v.expression) }),
      );
      return recordValues(execution, 'unforce', result);
    },
    summarize: (r) => `unforced ${r.values.map((v) => v.expression).join(', ') || 'nothing'}`,
  });
}

function listForcedRow({ services, online }: OnlineToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_list_forced',
    toolset: 'codesys-monitor',
    title: 'List forced PLC values',
    description:
      "Lists the PLC's forced expressions and Interlock's ledger of that PLC; not logged in, the ledger only.",
    input: z.object({ project_path: projectPathField }),
    output: z.object({
      application: z.string(),
      read_from_plc: z.boolean().describe("False: not logged in, so `forced` is empty and only the ledger says what the PLC may hold"),
      forced: z.array(z.object({ expression: z.string(), value: z.string().nullable() })),
      ledger: ledgerFactsSchema.nullable().describe('What Interlock did to this PLC; null when it did nothing it recorded'),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      const report = await online.state(projectPath, [], false, 'codesys_list_forced', execution);
      await online.ledger.flush();
      const record = online.ledger.record(online.plcOf(projectPath).key);
      const ledger = record ? ledgerFacts(record) : null;
      if (!report.logged_in) {
        // Headless reads log in for themselves; a refusal there is the PLC's answer, not a missing login.
        if (online.headless || !ledger) throw new ToolError(report.not_read ?? `Not logged in to ${report.application}: log in first with codesys_online_login.`);
        return { application: report.application, read_from_plc: false, forced: [], ledger };
      }
      return { application: report.application, read_from_plc: true, forced: report.forced, ledger };
    },
    summarize: (r) => `${r.forced.length} forced`,
  });
}

function monitorVariablesRow({ services, online }: OnlineToolsContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_monitor_variables',
    toolset: 'codesys-monitor',
    title: 'Monitor PLC variables',
    description: 'Samples expressions of the logged-in application over duration_ms and returns every sample with its time. Reports progress; can be cancelled.',
    input: z.object({
      project_path: projectPathField,
      expressions: expressionsField(MAX_MONITOR_EXPRESSIONS),
      duration_ms: z.number().int().min(MIN_MONITOR_INTERVAL_MS).max(MAX_MONITOR_MS).default(5000).describe('How long to sample, in ms'),
      interval_ms: z.number().int().min(MIN_MONITOR_INTERVAL_MS).max(MAX_MONITOR_MS).default(1000).describe('Time between samples, in ms'),
    }),
    output: z.object({
      application: z.string(),
      samples: z.array(z.object({ at: z.string().describe('ISO time the sample was read'), values: z.array(typedValue) })),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath, args }, execution) => {
      const started = Date.now();
      const samples: Array<{ at: string; values: ReturnType<typeof typed> }> = [];
      let application = '';
      const total = Math.max(1, Math.floor(args.duration_ms / args.interval_ms));
      if (online.headless) {
        // One CODESYS run logs in, takes every sample and logs out: no session outlives a headless command.
        execution.progress({ message: `Sampling ${total} times in a headless CODESYS (it logs in only to read)`, progress: 0, total });
        const sampled = await online.sample(projectPath, args.expressions, total, args.interval_ms, 'codesys_monitor_variables', execution);
        execution.progress({ message: `${sampled.samples.length} samples`, progress: total, total });
        const result = { application: sampled.application, samples: sampled.samples.map((s) => ({ at: new Date(s.at_ms).toISOString(), values: typed(s.values) })) };
        if (result.samples.length > 0) online.noteAgentReads(result.samples.at(-1)!.values);
        return result;
      }
      const cancelled = () => new ToolCancelledError(`Monitoring was cancelled after ${samples.length} of ${total} samples`);
      for (let i = 0; i < total; i++) {
        const due = started + i * args.interval_ms;
        if (due > Date.now()) await sleep(due - Date.now(), execution.signal);
        if (execution.signal.aborted) throw cancelled();
        if (Date.now() - started > args.duration_ms) break;
        const report = await readLoggedIn(online, projectPath, args.expressions, 'codesys_monitor_variables', execution);
        application = report.application;
        samples.push({ at: new Date().toISOString(), values: typed(report.values) });
        execution.progress({ message: `Sample ${samples.length} of ${total}`, progress: samples.length, total });
      }
      if (samples.length > 0) online.noteAgentReads(samples.at(-1)!.values);
      return { application, samples };
    },
    summarize: (r) => `${r.samples.length} samples`,
  });
}

export function onlineTools(toolContext: OnlineToolsContext): AnyToolDefinition[] {
  return [onlineLoginRow(toolContext), onlineLogoutRow(toolContext), onlineStateRow(toolContext), downloadRow(toolContext), createBootApplicationRow(toolContext), startRow(toolContext), stopRow(toolContext), resetRow(toolContext), readVariablesRow(toolContext), writeVariablesRow(toolContext), forceVariablesRow(toolContext), unforceVariablesRow(toolContext), listForcedRow(toolContext), monitorVariablesRow(toolContext)];
}

/** Reads that need a login: refused (and the panel told) when Interlock is not logged in (headless: each read logs in just for itself). */
async function readLoggedIn(online: CodesysOnline, projectPath: string, expressions: string[], label: string, execution: ToolExecution): Promise<OnlineReport> {
  const report = await online.state(projectPath, expressions, false, label, execution);
  if (!report.logged_in) throw new ToolError(report.not_read ?? `Not logged in to ${report.application}: log in first with codesys_online_login.`);
  return report;
}

/** What the card's read resolved of its expressions (addresses, comments), which the change then takes as given. */
type CardDeclarations = Pick<TemplateParams<'online_values'>, 'declared' | 'declarations_basis'>;

function cardDeclarations(report: OnlineReport): CardDeclarations | null {
  return report.declarations_basis === undefined ? null : { declared: report.declared, declarations_basis: report.declarations_basis };
}

/** The result of a write, force or unforce, and its values before and after in the audit (one record per expression). */
function recordValues(execution: ToolExecution, action: 'write' | 'force' | 'unforce', result: TemplateResult<'online_values'>) {
  const afterBy = new Map(result.after.map((v) => [v.expression, v.value]));
  const values = result.before.map((v) => {
    const address = result.declared[v.expression]?.address;
    return { expression: v.expression, ...(address ? { address } : {}), before: v.value, after: afterBy.get(v.expression) ?? null };
  });
  for (const v of values) {
    execution.recordEdit({
      kind: 'plc-value',
      location: `${result.application} ${withAddress(v)}`,
      beforeHash: null,
      afterHash: v.after ?? '',
      revert: { action, expression: v.expression, ...(v.address ? { address: v.address } : {}), before: v.before, after: v.after },
    });
  }
  execution.output(values.map((v) => `${action} ${withAddress(v)}: ${v.before} → ${v.after}`));
  return { application: result.application, values, forced: result.forced };
}

/** `GVL_IO.ConveyorMotor (%QX0.0)`: an expression with the I/O address it drives, where it has one. */
function withAddress(value: { expression: string; address?: string }): string {
  return value.address ? `${value.expression} (${value.address})` : value.expression;
}

/** What a start, stop, reset or boot application did to the run state, for the audit. */
function recordRunState(execution: ToolExecution, action: string, result: TemplateResult<'online_control'>) {
  const before = runState({ application_state: result.before.application_state, operating_flags: result.before.operating_flags });
  const after = result.logged_in ? runState(result) : 'removed';
  execution.recordEdit({ kind: 'plc-state', location: result.application, beforeHash: null, afterHash: after, revert: { action, before, after } });
  execution.output([`${action}: ${before} → ${after}`]);
}

/** A download or online change in the audit: which, and the code it replaced (as a diff, when Interlock knows it). */
function recordDownload(execution: ToolExecution, application: string, happened: 'download' | 'online-change', changes: { diff: string | null; note: string }) {
  execution.recordEdit({ kind: 'plc-code', location: application, beforeHash: null, afterHash: happened, revert: { happened, changes: changes.diff, note: changes.note } });
}

/** The PLC's forced list after a write, force or unforce, with the values it read back. */
function forcedAfter(result: TemplateResult<'online_values'>) {
  const read = new Map(result.after.map((v) => [v.expression.toLowerCase(), v.value]));
  return { forced: result.forced.map((expression) => ({ expression, value: read.get(expression.toLowerCase()) ?? null })) };
}

/** The values of a write or force for the ledger, with the address and safety marks their card showed. */
function ledgerValues(values: Array<{ expression: string; value: string }>, seen: PlcValueChange[]) {
  const card = new Map(seen.map((v) => [v.expression, v]));
  return values.map((v) => ({ expression: v.expression, value: v.value, address: card.get(v.expression)?.address ?? null, safety: card.get(v.expression)?.safety ?? [] }));
}

/** The same expression twice in one call would leave the card and the PLC disagreeing about which value wins. */
function uniqueValues(values: Array<{ expression: string; value: string }>): Array<{ expression: string; value: string }> {
  const seen = new Set<string>();
  for (const { expression } of values) {
    const key = expression.toLowerCase();
    if (seen.has(key)) throw new ToolError(`${expression} is given twice; give each expression once.`);
    seen.add(key);
  }
  return values;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
