// The baseline for the HTTP benchmark: the bare SDK server of bare-stdio-server.ts over node:http — 2025-era
// sessions and the 2026-07-28 handler, no auth, no checks, nothing else. Prints its URL, serves until killed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { bareServer, readPayloads } from './bare-stdio-server.ts';

const payloads = readPayloads(process.argv[2]);

const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
const modern = createMcpHandler(() => bareServer(payloads), { legacy: 'reject' });
const node = toNodeHandler({
  fetch: async (request) => {
    if (!(await isLegacyRequest(request))) return modern.fetch(request);
    const id = request.headers.get('mcp-session-id');
    const existing = id ? sessions.get(id) : undefined;
    if (existing) return existing.handleRequest(request);
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
      onsessionclosed: (sid) => void sessions.delete(sid),
    });
    await bareServer(payloads).connect(transport);
    return transport.handleRequest(request);
  },
});
const server = createServer((req, res) => void node(req, res));
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`));
