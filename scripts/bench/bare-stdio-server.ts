// The baseline for the stdio benchmark: a bare MCP SDK server with one no-op tool, nothing else.
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

export function bareServer(): McpServer {
  const server = new McpServer({ name: 'bare', version: '1.0.0' });
  server.registerTool(
    'noop',
    { description: 'Does nothing', inputSchema: z.object({}), outputSchema: z.object({ ok: z.boolean() }) },
    async () => ({ content: [{ type: 'text', text: '{"ok":true}' }], structuredContent: { ok: true } }),
  );
  return server;
}

if (import.meta.main) await bareServer().connect(new StdioServerTransport());
