// Agents as the browser tests play them: real MCP SDK clients over Streamable HTTP with the control center's token,
// calling the production tools, so every call takes the endpoint → tool table → queue → gate → audit path.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'vitest';
import type { ControlCenter } from '../../src-main/control-center/index.ts';

export type ToolResult = Awaited<ReturnType<Client['callTool']>>;
export type CallOptions = Parameters<Client['callTool']>[1];

export async function connectMcpAgent(cc: ControlCenter, name: string, version: string): Promise<Client> {
  const client = new Client({ name, version });
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  return client;
}

/** The structured result of a call that must have succeeded. */
export function structured<T>(result: ToolResult): T {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
}

/** The text the agent was given for a call that must have failed. */
export function errorText(result: ToolResult): string {
  expect(result.isError, JSON.stringify(result.structuredContent)).toBe(true);
  return (result.content as Array<{ type: string; text?: string }>).map((c) => c.text ?? '').join('\n');
}

export async function readPou(agent: Client, project: string, pou: string): Promise<{ content: string; content_hash: string }> {
  return structured(await agent.callTool({ name: 'read_pou', arguments: { project_path: project, pou_name: pou } }));
}

/**
 * update_pou as an agent does it: read, then replace with `change(content)` against the hash it read. Resolves once
 * the call is sent; `result` settles when the person (or a policy) has decided and the call ran. `options` are the
 * SDK's (a card may wait longer than the client's default request timeout).
 */
export async function requestPouUpdate(
  agent: Client,
  project: string,
  pou: string,
  change: (content: string) => string,
  options?: CallOptions,
): Promise<{ result: Promise<ToolResult> }> {
  const { content, content_hash } = await readPou(agent, project, pou);
  return { result: agent.callTool({ name: 'update_pou', arguments: { project_path: project, pou_name: pou, content: change(content), expected_content_hash: content_hash } }, options) };
}

/** An agent's call approved for it at once, as a policy would: for set-ups where the person's part comes later. */
export async function approvedAgentCall<R>(cc: ControlCenter, call: () => Promise<R>, what: string): Promise<R> {
  const running = call();
  const deadline = Date.now() + 60_000;
  while (cc.core.gate.pending().length !== 1) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the card of ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cc.core.gate.resolve(cc.core.gate.pending()[0]!.id, 'approve-once');
  return running;
}

/**
 * The agent's call on the project, approved for it as a policy would (the person's part is elsewhere in the test):
 * waits for its one card, approves it once, returns the structured result.
 */
export async function approvedProjectCall<T = unknown>(cc: ControlCenter, agent: Client, project: string, name: string, args: Record<string, unknown>): Promise<T> {
  return structured<T>(await approvedAgentCall(cc, () => agent.callTool({ name, arguments: { project_path: project, ...args } }, { timeout: 300_000 }), name));
}
