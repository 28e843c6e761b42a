// Tools about Interlock itself: what is connected, what is queued, what the table offers.
import { z } from 'zod';
import { ledgerFactsSchema } from '../../src-shared/plc-ledger-schema.ts';
import { ledgerFacts } from '../../src-shared/plc-ledger.ts';
import type { Core } from '../core/index.ts';
import { ToolError } from '../core/index.ts';
import { TOOLSET_IDS, TOOLSETS, type ToolsetId } from '../../src-shared/toolsets.ts';
import { defineTool, argsPlan, READ_ONLY, type AnyToolDefinition } from './tool-definition.ts';
import { inToolset, ToolsetRequestError, type ToolsetPolicy } from './toolsets.ts';

/** Reads of Interlock's own state touch nothing shared: they run beside anything. */
const INTERLOCK_TARGET = { key: 'interlock', concurrent: true };

const StatusOutput = z.object({
  version: z.string(),
  ui_attached: z.boolean().describe('Whether an Interlock window is open to approve mutating calls'),
  queue_depth: z.number().int(),
  pending_approvals: z.number().int(),
  targets: z.array(z.object({ id: z.string(), kind: z.string(), label: z.string(), status: z.string(), detail: z.string().optional() })),
  agents: z.array(
    z.object({
      id: z.string(),
      client_name: z.string(),
      client_version: z.string(),
      transport: z.string(),
      protocol_version: z.string(),
      connected_since: z.string(),
      calls: z.number().int(),
      pending_approvals: z.number().int(),
    }),
  ),
  project_roots: z.array(z.string()),
  plcs: z
    .array(ledgerFactsSchema)
    .describe("What Interlock did to each PLC (its ledger, kept across IDE crashes and restarts): forces it set and did not release, with their state on the PLC, the last download and change"),
});

const ManifestOutput = z.object({
  toolsets: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      allowed: z.boolean().describe('Whether the person lets agents use this toolset now (chosen in Settings, its program configured)'),
      not_allowed_because: z.string().nullable().describe('Why not, when not allowed: only the person can change it'),
    }),
  ),
  read_only_mode: z.boolean().describe('True when the person allows only read-only tools'),
  tools: z.array(
    z.object({
      name: z.string(),
      toolset: z.string(),
      title: z.string(),
      description: z.string(),
      mutates: z.boolean().describe('True when the person must approve each call'),
      read_only: z.boolean(),
      destructive: z.boolean(),
      idempotent: z.boolean(),
    }),
  ),
});

const ToolsetsOutput = z.object({
  toolsets: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      allowed: z.boolean(),
      not_allowed_because: z.string().nullable(),
      listed: z.boolean(),
      tools: z.array(z.string()),
    }),
  ),
});

const EnableToolsetOutput = z.object({
  toolset: z.string(),
  newly_listed: z.boolean(),
  tools: z.array(z.string()),
});

export type InterlockStatus = z.infer<typeof StatusOutput>;
export type ToolManifest = z.infer<typeof ManifestOutput>;

/** What `get_interlock_status` and the `interlock://status` resource report. */
export function interlockStatus(core: Core, version: string): InterlockStatus {
  const state = core.store.state;
  return {
    version,
    ui_attached: core.gate.uiAttached,
    // The queue's own count of unfinished calls, rather than a scan of the few hundred finished entries kept for the UI.
    queue_depth: core.queue.depth(),
    pending_approvals: state.approvals.filter((a) => a.state !== 'agent-left').length,
    targets: Object.values(state.targets).map((t) => ({
      id: t.id,
      kind: t.kind,
      label: t.label,
      status: t.status,
      ...(t.detail !== undefined ? { detail: t.detail } : {}),
    })),
    agents: Object.values(state.agents).map((a) => ({
      id: a.id,
      client_name: a.clientName,
      client_version: a.clientVersion,
      transport: a.transport,
      protocol_version: a.protocolVersion,
      connected_since: new Date(a.connectedAt).toISOString(),
      calls: a.callCount,
      pending_approvals: a.pendingApprovals,
    })),
    project_roots: [...core.settings.current.projectRoots],
    plcs: Object.values(state.plcLedger).map(ledgerFacts),
  };
}

/**
 * What the `interlock://approvals` resource shows: the calls waiting for the person, without their arguments (an
 * agent sees which calls wait and for how long, never what another agent asked for).
 */
export function pendingApprovals(core: Core) {
  return {
    approvals: core.store.state.approvals
      .filter((a) => a.state !== 'agent-left')
      .map((a) => ({
        tool: a.tool,
        agent: a.agentName,
        target: a.targetName ?? a.target,
        changes_running_plc: a.changesRunningPlc === true,
        requested_at: new Date(a.requestedAt).toISOString(),
        expires_at: a.expiresAt === null ? null : new Date(a.expiresAt).toISOString(),
      })),
  };
}

/**
 * What `describe_tools` and the `interlock://tools` resource report: every toolset, and the tools of the toolsets
 * the person allows (a connection may have narrowed its own list further). Without a policy: the whole table.
 */
export function toolManifest(table: readonly AnyToolDefinition[], policy?: ToolsetPolicy): ToolManifest {
  const allowed = policy?.allowed;
  const shown = policy ? table.filter((t) => policy.visible(t, 'all')) : table;
  return {
    toolsets: TOOLSETS.map((t) => ({ id: t.id, description: t.description, allowed: allowed?.has(t.id) ?? true, not_allowed_because: policy?.whyNotAllowed(t.id) ?? null })),
    read_only_mode: policy?.readOnly ?? false,
    tools: shown.map((t) => ({
      name: t.name,
      toolset: t.toolset ?? 'platform',
      title: t.title,
      description: t.description,
      mutates: t.mutates,
      read_only: t.annotations.readOnlyHint,
      destructive: t.annotations.destructiveHint,
      idempotent: t.annotations.idempotentHint,
    })),
  };
}

/** The tools of `toolset` a connection that asked for it lists now (the person's choice and read-only mode applied). */
function toolsetTools(table: readonly AnyToolDefinition[], policy: ToolsetPolicy, toolset: ToolsetId): string[] {
  return table.filter((t) => t.toolset === toolset && policy.visible(t, [toolset])).map((t) => t.name);
}

function listToolsetsRow(table: () => readonly AnyToolDefinition[], policy: ToolsetPolicy): AnyToolDefinition {
  return defineTool({
    name: 'list_toolsets',
    title: 'List toolsets',
    description:
      'Lists the toolsets with their tools: which the person allows agents to use (allowed) and which this connection lists now (listed). Enable an allowed one that is not listed with enable_toolset.',
    input: z.object({}),
    output: ToolsetsOutput,
    annotations: READ_ONLY,
    onlyWhenNarrowed: true,
    mutates: false,
    prepare: (args) => argsPlan(INTERLOCK_TARGET, args),
    handler: async (_plan, execution) => ({
      toolsets: TOOLSETS.map((t) => ({
        id: t.id,
        description: t.description,
        allowed: policy.allowed.has(t.id),
        not_allowed_because: policy.whyNotAllowed(t.id),
        listed: policy.listedFor(execution.agent.id, t.id),
        tools: toolsetTools(table(), policy, t.id),
      })),
    }),
    summarize: (r) => `${r.toolsets.filter((t) => t.listed).length} of ${r.toolsets.length} toolsets listed`,
  });
}

function enableToolsetRow(table: () => readonly AnyToolDefinition[], policy: ToolsetPolicy): AnyToolDefinition {
  return defineTool({
    name: 'enable_toolset',
    title: 'Enable a toolset',
    description:
      "Lists an allowed toolset's tools on this connection from now on (the client hears notifications/tools/list_changed). Only toolsets the person allows in Interlock's Settings can be enabled; see list_toolsets.",
    input: z.object({ toolset: z.enum(TOOLSET_IDS as [string, ...string[]]).describe('A toolset id from list_toolsets') }),
    output: EnableToolsetOutput,
    // It changes what this connection lists, nothing of the person's: no project, no setting, no approval.
    annotations: READ_ONLY,
    onlyWhenNarrowed: true,
    mutates: false,
    prepare: (args) => argsPlan(INTERLOCK_TARGET, args),
    handler: async ({ args }, execution) => {
      const toolset = args.toolset as ToolsetId;
      try {
        const { changed } = policy.enable(execution.agent.id, toolset);
        return { toolset, newly_listed: changed, tools: toolsetTools(table(), policy, toolset) };
      } catch (error) {
        if (error instanceof ToolsetRequestError) throw new ToolError(error.message);
        throw error;
      }
    },
    summarize: (r) => `${r.toolset}: ${r.newly_listed ? 'now listed' : 'already listed'}`,
  });
}

/**
 * The agent's side of toolsets (as GitHub's MCP server's dynamic toolsets): a connection that named few toolsets
 * sees what else the person allows and lists it when it needs it. Nothing here reaches the person's choice: a
 * toolset the person did not allow is refused, so these change no project and need no approval.
 */
function dynamicToolsetTools(table: () => readonly AnyToolDefinition[], policy: ToolsetPolicy): AnyToolDefinition[] {
  return [listToolsetsRow(table, policy), enableToolsetRow(table, policy)];
}

function interlockStatusRow(core: Core, version: string): AnyToolDefinition {
  return defineTool({
    name: 'get_interlock_status',
    title: 'Interlock status',
    description: 'Shows Interlock\'s state: targets, connected agents, queued calls, calls awaiting approval, whether a window is open to approve, and the project roots.',
    input: z.object({}),
    output: StatusOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => argsPlan(INTERLOCK_TARGET, args),
    handler: async () => interlockStatus(core, version),
    summarize: (r) => `${r.agents.length} agents, ${r.queue_depth} active calls, ${r.pending_approvals} pending approvals`,
  });
}

function describeToolsRow(table: () => readonly AnyToolDefinition[], policy: ToolsetPolicy | undefined): AnyToolDefinition {
  return defineTool({
    name: 'describe_tools',
    title: 'Describe Interlock tools',
    description: 'Lists the toolsets the person allows and every tool in them with whether it changes anything (and so waits for approval). Use it to plan which calls need approval.',
    input: z.object({}),
    output: ManifestOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => argsPlan(INTERLOCK_TARGET, args),
    handler: async () => toolManifest(table(), policy),
    summarize: (r) => `${r.tools.length} tools`,
  });
}

export function platformTools(core: Core, version: string, table: () => readonly AnyToolDefinition[], policy?: ToolsetPolicy): AnyToolDefinition[] {
  return inToolset('platform', [interlockStatusRow(core, version), describeToolsRow(table, policy), ...(policy ? dynamicToolsetTools(table, policy) : [])]);
}
