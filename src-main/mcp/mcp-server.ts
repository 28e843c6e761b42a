// Builds one MCP server instance from the tool table. Both protocol eras, every transport and the tests use this
// same factory; it is cheap because the table is built once and only registered here.
import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import type { ProgressInfo, QueueStatus } from '../../src-shared/app-state.ts';
import type { Core } from '../core/index.ts';
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
      capabilities: { tools: {} },
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
  return server;
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
