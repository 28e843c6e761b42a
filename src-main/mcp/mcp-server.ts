// Builds one MCP server instance from the tool table. Both protocol eras, every transport and the tests use this
// same factory. The 2026-07-28 HTTP path builds an instance per request, so construction must not scale with the
// table: the low-level SDK `Server` gets five request handlers, and the table's listing (JSON Schemas included) is
// computed once per table and shared by every instance.
import { ProtocolError, ProtocolErrorCode, Server, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ProgressInfo, QueueStatus } from '../../src-shared/app-state.ts';
import type { Core } from '../core/index.ts';
import { callLifetimeSignal } from './call-lifetime.ts';
import { interlockStatus, toolManifest } from './platform-tools.ts';
import type { AnyToolDefinition } from './tool-definition.ts';

export const SERVER_NAME = 'interlock';

/** Tells the factory which agent a request belongs to (registering it on first sight). */
export type AgentResolver = (ctx: ServerContext) => string;

/** How often a waiting call tells the client it is still alive (clients time out after 60 s by default). */
export const WAITING_PROGRESS_INTERVAL_MS = 5000;

export interface McpServerDeps {
  core: Core;
  table: readonly AnyToolDefinition[];
  version: string;
}

const INSTRUCTIONS =
  "Interlock runs PLC engineering tools (OpenPLC, CODESYS) on the person's own projects. Read-only tools run at once. " +
  'Every tool that changes a project waits until the person approves it in the Interlock window; a denied or timed-out ' +
  'call returns an error result and changes nothing. Read before you edit: edit tools take the content_hash you read.';

type ObjectJsonSchema = { type: 'object' } & Record<string, unknown>;

interface ListedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: ObjectJsonSchema;
  outputSchema: ObjectJsonSchema;
  annotations: AnyToolDefinition['annotations'] & { title: string };
}

interface TableIndex {
  byName: Map<string, AnyToolDefinition>;
  listed: ListedTool[] | undefined;
}

const indexes = new WeakMap<readonly AnyToolDefinition[], TableIndex>();

function tableIndex(table: readonly AnyToolDefinition[]): TableIndex {
  let index = indexes.get(table);
  if (!index) {
    index = { byName: new Map(table.map((t) => [t.name, t])), listed: undefined };
    indexes.set(table, index);
  }
  return index;
}

/** The tools/list entries, converted once: the table does not change while a control center runs. */
function listedTools(table: readonly AnyToolDefinition[]): ListedTool[] {
  const index = tableIndex(table);
  index.listed ??= table.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: objectJsonSchema(tool.input, 'input'),
    outputSchema: objectJsonSchema(tool.output, 'output'),
    annotations: { title: tool.title, ...tool.annotations },
  }));
  return index.listed;
}

function objectJsonSchema(schema: z.ZodType, io: 'input' | 'output'): ObjectJsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Record<string, unknown>;
  return { type: 'object', ...json };
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

export function createInterlockMcpServer(deps: McpServerDeps, resolveAgent: AgentResolver): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'Interlock', version: deps.version },
    { capabilities: { tools: {}, resources: {}, prompts: {}, logging: {} }, instructions: INSTRUCTIONS },
  );
  const { byName } = tableIndex(deps.table);
  server.setRequestHandler('tools/list', () => ({ tools: listedTools(deps.table) }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) return toolError(`Input validation error: Invalid arguments for tool ${tool.name}: ${issues(args.error)}`);
    return callTool(deps.core, tool, args.data as Record<string, unknown>, ctx, resolveAgent);
  });
  registerPlatformResources(server, deps);
  return server;
}

function toolError(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

const RESOURCES = [
  {
    uri: 'interlock://status',
    name: 'interlock-status',
    title: 'Interlock status',
    description: 'Targets, connected agents, queue depth and pending approvals (same as get_interlock_status)',
    mimeType: 'application/json',
  },
  {
    uri: 'interlock://tools',
    name: 'interlock-tools',
    title: 'Interlock tool manifest',
    description: "Every tool with whether it needs the person's approval (same as describe_tools)",
    mimeType: 'application/json',
  },
];

const SAFE_EDIT_PROMPT = {
  name: 'safe_plc_edit',
  title: 'Edit PLC code safely through Interlock',
  description: 'The read → edit → compile → check loop Interlock expects, for a goal you describe',
  arguments: [{ name: 'goal', description: 'What the change should achieve', required: true }],
};

/** Read-only views for clients that browse resources, and a prompt that teaches the safe edit loop. */
function registerPlatformResources(server: Server, deps: McpServerDeps): void {
  server.setRequestHandler('resources/list', () => ({ resources: RESOURCES }));
  server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  server.setRequestHandler('resources/read', (request) => {
    const { uri } = request.params;
    const value = uri === 'interlock://status' ? interlockStatus(deps.core, deps.version) : uri === 'interlock://tools' ? toolManifest(deps.table) : undefined;
    if (value === undefined) throw new ProtocolError(ProtocolErrorCode.ResourceNotFound, `Resource ${uri} not found`);
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] };
  });
  server.setRequestHandler('prompts/list', () => ({ prompts: [SAFE_EDIT_PROMPT] }));
  server.setRequestHandler('prompts/get', (request) => {
    if (request.params.name !== SAFE_EDIT_PROMPT.name) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt ${request.params.name} not found`);
    const goal = request.params.arguments?.goal;
    if (typeof goal !== 'string' || goal.trim() === '') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'The safe_plc_edit prompt needs a goal');
    return {
      description: SAFE_EDIT_PROMPT.description,
      messages: [
        {
          role: 'user' as const,
          content: {
            type: 'text' as const,
            text:
              `Goal: ${goal}\n\nWork through Interlock like this: inspect the project first (structure, POUs, variables); read each POU you will change ` +
              'and keep its content_hash; make the smallest edit (patch_pou for a few lines, update_pou for a rewrite) passing that hash; the person ' +
              'approves every edit in Interlock, so say in one sentence why each edit is needed; if a call is denied, stop and ask rather than retry; ' +
              'compile afterwards and fix every error the diagnostics point at before you report the change done.',
          },
        },
      ],
    };
  });
}

async function callTool(core: Core, tool: AnyToolDefinition, args: Record<string, unknown>, ctx: ServerContext, resolveAgent: AgentResolver) {
  const agentId = resolveAgent(ctx);
  const progress = progressSender(ctx);
  let waiting: ReturnType<typeof setInterval> | undefined;
  const stopWaiting = () => {
    clearInterval(waiting);
    waiting = undefined;
  };
  const onStatus = (status: QueueStatus) => {
    stopWaiting();
    if (status !== 'queued' && status !== 'awaiting-approval') return;
    const message =
      status === 'queued' ? `Queued behind other calls for this target in Interlock` : `Waiting for the person to approve ${tool.name} in Interlock`;
    progress({ message });
    waiting = setInterval(() => progress({ message }), WAITING_PROGRESS_INTERVAL_MS);
  };
  try {
    const outcome = await core.runner.run({
      agentId,
      tool: { name: tool.name, title: tool.title, mutates: tool.mutates },
      args,
      signal: callLifetimeSignal(ctx),
      prepare: (context) => tool.prepare(args, context),
      ...(tool.preview ? { preview: tool.preview.bind(tool) } : {}),
      execute: (plan, execution) => tool.handler(plan, execution),
      ...(tool.summarize ? { summarize: tool.summarize } : {}),
      onStatus,
      onProgress: progress,
    });
    if (outcome.status !== 'succeeded') return toolError(outcome.message);
    // Our own handlers produce the result, but a domain bug must not reach the agent as a malformed result.
    const checked = tool.output.safeParse(outcome.value);
    if (!checked.success) return toolError(`Output validation error: ${tool.name} produced a result that does not match its schema: ${issues(checked.error)}`);
    const structured = outcome.value as Record<string, unknown>;
    return { content: [{ type: 'text' as const, text: JSON.stringify(structured) }], structuredContent: structured };
  } finally {
    stopWaiting();
  }
}

/** Sends `notifications/progress` when the request asked for it, with a strictly increasing `progress`. */
function progressSender(ctx: ServerContext): (info: ProgressInfo) => void {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token === undefined) return () => undefined;
  let last = 0;
  return (info) => {
    // The spec wants progress to increase with every notification, even when the tool repeats a value.
    const value = info.progress !== undefined && info.progress > last ? info.progress : last + 1;
    last = value;
    const params: { progressToken: string | number; progress: number; total?: number; message: string } = {
      progressToken: token,
      progress: value,
      message: info.message,
    };
    if (info.total !== undefined && info.total >= value) params.total = info.total;
    ctx.mcpReq.notify({ method: 'notifications/progress', params }).catch(() => undefined);
  };
}
