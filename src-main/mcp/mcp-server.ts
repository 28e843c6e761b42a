// Builds one MCP server instance from the tool table. Both protocol eras, every transport and the tests use this
// same factory; it is cheap because the table is built once and only registered here.
import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import type { ProgressInfo, QueueStatus } from '../../src-shared/app-state.ts';
import type { Core } from '../core/index.ts';
import { z } from 'zod';
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

export function createInterlockMcpServer(deps: McpServerDeps, resolveAgent: AgentResolver): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Interlock', version: deps.version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {}, logging: {} },
      instructions:
        'Interlock runs PLC engineering tools (OpenPLC, CODESYS) on the person\'s own projects. Read-only tools run at once. ' +
        'Every tool that changes a project waits until the person approves it in the Interlock window; a denied or timed-out ' +
        'call returns an error result and changes nothing. Read before you edit: edit tools take the content_hash you read.',
    },
  );
  for (const tool of deps.table) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { title: tool.title, ...tool.annotations },
      },
      (args, ctx) => callTool(deps.core, tool, args, ctx, resolveAgent),
    );
  }
  registerPlatformResources(server, deps);
  return server;
}

/** Read-only views for clients that browse resources, and a prompt that teaches the safe edit loop. */
function registerPlatformResources(server: McpServer, deps: McpServerDeps): void {
  const json = (uri: URL, value: unknown) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] });
  server.registerResource(
    'interlock-status',
    'interlock://status',
    { title: 'Interlock status', description: 'Targets, connected agents, queue depth and pending approvals (same as get_interlock_status)', mimeType: 'application/json' },
    (uri) => json(uri, interlockStatus(deps.core, deps.version)),
  );
  server.registerResource(
    'interlock-tools',
    'interlock://tools',
    { title: 'Interlock tool manifest', description: 'Every tool with whether it needs the person\'s approval (same as describe_tools)', mimeType: 'application/json' },
    (uri) => json(uri, toolManifest(deps.table)),
  );
  server.registerPrompt(
    'safe_plc_edit',
    {
      title: 'Edit PLC code safely through Interlock',
      description: 'The read → edit → compile → check loop Interlock expects, for a goal you describe',
      argsSchema: z.object({ goal: z.string().describe('What the change should achieve') }),
    },
    ({ goal }) => ({
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
    }),
  );
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
      target: () => tool.target(args),
      args,
      signal: ctx.mcpReq.signal,
      ...(tool.preview ? { preview: (execution) => tool.preview!(args, execution) } : {}),
      execute: (execution) => tool.handler(args, execution),
      ...(tool.summarize ? { summarize: tool.summarize } : {}),
      onStatus,
      onProgress: progress,
    });
    if (outcome.status === 'succeeded') {
      const structured = outcome.value as Record<string, unknown>;
      return { content: [{ type: 'text' as const, text: JSON.stringify(structured, null, 2) }], structuredContent: structured };
    }
    return { isError: true, content: [{ type: 'text' as const, text: outcome.message }] };
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
