// The baseline for the MCP benchmark: a bare MCP SDK server and nothing else. It offers a no-op tool and, given a
// payload file (argv[2], written by the benchmark), one `status_<agents>` tool per recorded Interlock status result
// with the same input and output schemas as `get_interlock_status`, answering with that recorded result. The
// client then parses and validates the same bytes against the same schema from either server, so the comparison
// measures what Interlock adds, not a bigger answer.
import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

export interface BarePayloads {
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  /** A recorded structuredContent per number of connected agents. */
  results: Record<string, Record<string, unknown>>;
}

/** The recorded results with their schemas converted once, as the table's listing is in Interlock. */
interface StatusTools {
  inputSchema: z.ZodObject;
  outputSchema: z.ZodObject;
  results: Array<{ name: string; result: Record<string, unknown>; text: string }>;
}

export function readPayloads(path: string | undefined): StatusTools | null {
  if (!path) return null;
  const payloads = JSON.parse(readFileSync(path, 'utf8')) as BarePayloads;
  return {
    inputSchema: z.fromJSONSchema(payloads.inputSchema) as z.ZodObject,
    outputSchema: z.fromJSONSchema(payloads.outputSchema) as z.ZodObject,
    results: Object.entries(payloads.results).map(([agents, result]) => ({ name: `status_${agents}`, result, text: JSON.stringify(result) })),
  };
}

export function bareServer(status: StatusTools | null = null): McpServer {
  const server = new McpServer({ name: 'bare', version: '1.0.0' });
  server.registerTool(
    'noop',
    { description: 'Does nothing', inputSchema: z.object({}), outputSchema: z.object({ ok: z.boolean() }) },
    async () => ({ content: [{ type: 'text', text: '{"ok":true}' }], structuredContent: { ok: true } }),
  );
  for (const { name, result, text } of status?.results ?? []) {
    const { inputSchema, outputSchema } = status!;
    server.registerTool(name, { description: 'Answers with a recorded Interlock status', inputSchema, outputSchema }, async () => ({
      content: [{ type: 'text', text }],
      structuredContent: result,
    }));
  }
  return server;
}

if (import.meta.main) await bareServer(readPayloads(process.argv[2])).connect(new StdioServerTransport());
