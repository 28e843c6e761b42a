// Streamable HTTP at /mcp, serving both protocol eras from the one server factory:
// - 2026-07-28 (stateless, per-request envelope) through the SDK's `createMcpHandler` with `legacy: 'reject'`;
// - 2025-era traffic (Claude Code, Claude Desktop through the stdio relay) through real sessions: each session is
//   one server instance on a sessionful transport, closed on DELETE, and expired when its client stops showing
//   signs of life: no request for the idle TTL, or no request within a minute of its standing GET stream closing
//   (the client was killed or went away). Sessions are capped; a new one beyond the cap evicts the idlest.
// Authentication and Host/Origin checks happen in the host before a request gets here.
import { randomUUID } from 'node:crypto';
import {
  createMcpHandler,
  isLegacyRequest,
  Server,
  WebStandardStreamableHTTPServerTransport,
  type McpHttpHandler,
} from '@modelcontextprotocol/server';
import { toNodeHandler, type NodeMcpRequestHandler } from '@modelcontextprotocol/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIdentity } from './agent-identity.ts';
import { createInterlockMcpServer, type McpServerDeps } from './mcp-server.ts';
import { parseToolsetRequest, TOOLSETS_HEADER, TOOLSETS_QUERY, ToolsetRequestError, type ToolsetRequest } from './toolsets.ts';

export interface McpHttpEndpointOptions extends McpServerDeps {
  /** Keys stateless agents on the token as well as the client identity, so rotating the token starts afresh. */
  tokenFingerprint: () => string;
  maxRequestBodyBytes: () => number;
  legacySessionIdleMs: () => number;
  maxLegacySessions?: number;
  now?: () => number;
}

/** Enough sessions for every agent a person runs, several times over. */
export const MAX_LEGACY_SESSIONS = 64;
/** How long a session whose standing GET stream closed has to open another or send a request. */
export const STREAM_GONE_GRACE_MS = 60_000;

interface LegacySession {
  id: string;
  transport: WebStandardStreamableHTTPServerTransport;
  server: Server;
  agentId: string | null;
  lastActivity: number;
  /** Standing GET streams open now; while one is open the client is evidently alive. */
  openStreams: number;
  /** When the last standing stream closed, if none has opened since. */
  streamClosedAt: number | null;
}

export class McpHttpEndpoint {
  readonly #options: McpHttpEndpointOptions;
  readonly #now: () => number;
  readonly #sessions = new Map<string, LegacySession>();
  /** The SDK's handlers per body cap: its options are fixed at construction, the setting is live. */
  readonly #byCap = new Map<number, { modern: McpHttpHandler; node: NodeMcpRequestHandler }>();
  readonly #sweeper: ReturnType<typeof setInterval>;
  readonly #offDisconnect: () => void;
  readonly #offToolsets: () => void;
  readonly #offAgentLists: () => void;

  constructor(options: McpHttpEndpointOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
    // Sweep often enough that a session never outlives its TTL (or its client) by more than a quarter minute.
    this.#sweeper = setInterval(() => this.sweepIdleSessions(), 15_000);
    this.#sweeper.unref();
    this.#offDisconnect = options.core.agents.onDisconnect((agent) => {
      for (const session of this.#sessions.values()) if (session.agentId === agent.id) void this.#closeSession(session, null);
    });
    // The person changed which toolsets agents see: every session, and every 2026-era listen stream, hears it.
    this.#offToolsets =
      options.toolsets?.onChange(() => {
        for (const session of this.#sessions.values()) void session.server.sendToolListChanged().catch(() => undefined);
        for (const handlers of this.#byCap.values()) handlers.modern.notify.toolsChanged();
      }) ?? (() => {});
    // An agent's own list changed (it enabled a toolset, or was forgotten as idle): its session hears it. A 2026-era
    // listen stream is not tied to an agent, so every one hears it; the others list what they listed before.
    this.#offAgentLists =
      options.toolsets?.onAgentListChange((agentId) => {
        for (const session of this.#sessions.values()) if (session.agentId === agentId) void session.server.sendToolListChanged().catch(() => undefined);
        for (const handlers of this.#byCap.values()) handlers.modern.notify.toolsChanged();
      }) ?? (() => {});
  }

  /** The request body cap (Settings → MCP), read at each request so a change applies to the next one. */
  get maxRequestBodyBytes(): number {
    return this.#options.maxRequestBodyBytes();
  }

  /** Node entry point; the caller has already checked Host, Origin and the bearer token. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return this.#handlers(this.maxRequestBodyBytes).node(req, res);
  }

  #handlers(maxRequestBodySize: number): { modern: McpHttpHandler; node: NodeMcpRequestHandler } {
    let handlers = this.#byCap.get(maxRequestBodySize);
    if (!handlers) {
      const modern = createMcpHandler((ctx) => this.#modernServer(ctx.requestInfo), {
        legacy: 'reject',
        maxRequestBodySize,
        onerror: (err) => console.error('[mcp] modern request failed:', err.message),
      });
      const node = toNodeHandler({ fetch: (request) => this.#route(request, modern, maxRequestBodySize) }, { maxRequestBodySize });
      handlers = { modern, node };
      this.#byCap.set(maxRequestBodySize, handlers);
    }
    return handlers;
  }

  get legacySessionCount(): number {
    return this.#sessions.size;
  }

  /** Closes sessions whose client shows no sign of life. Returns how many closed. */
  sweepIdleSessions(): number {
    const now = this.#now();
    const cutoff = now - this.#options.legacySessionIdleMs();
    let closed = 0;
    for (const session of [...this.#sessions.values()]) {
      if (session.openStreams > 0 || !this.#agentIdle(session)) continue;
      if (session.lastActivity < cutoff) {
        void this.#closeSession(session, 'session expired: no request for a long time');
        closed++;
      } else if (session.streamClosedAt !== null && session.streamClosedAt <= now - STREAM_GONE_GRACE_MS && session.lastActivity <= session.streamClosedAt) {
        void this.#closeSession(session, "the agent's event stream closed and it did not come back");
        closed++;
      }
    }
    return closed;
  }

  #agentIdle(session: LegacySession): boolean {
    return session.agentId === null || this.#options.core.agents.isIdle(session.agentId);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#offDisconnect();
    this.#offToolsets();
    this.#offAgentLists();
    await Promise.all([...this.#sessions.values()].map((s) => this.#closeSession(s, 'Interlock is shutting down')));
    await Promise.all([...this.#byCap.values()].map((handlers) => handlers.modern.close()));
  }

  async #route(request: Request, modern: McpHttpHandler, maxRequestBodySize: number): Promise<Response> {
    try {
      requestedToolsets(request);
    } catch (err) {
      if (err instanceof ToolsetRequestError) return jsonRpcError(400, -32602, err.message);
      throw err;
    }
    if (await isLegacyRequest(request, undefined, { maxRequestBodySize })) return this.#legacy(request);
    return modern.fetch(request);
  }

  async #legacy(request: Request): Promise<Response> {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = this.#sessions.get(sessionId);
      if (!session) return jsonRpcError(404, -32001, 'Session not found: it expired or was closed. Reconnect to start a new session.');
      session.lastActivity = this.#now();
      if (session.agentId) this.#options.core.agents.touch(session.agentId);
      if (request.method === 'GET') this.#watchStream(session, request);
      return session.transport.handleRequest(request);
    }
    if (request.method !== 'POST' || !(await isInitialize(request))) {
      return jsonRpcError(400, -32000, 'Bad Request: send initialize first, then the Mcp-Session-Id header it returns on every request.');
    }
    return this.#openSession(request);
  }

  /** A standing GET stream: proof of life while open; its close starts the grace in which the client must return. */
  #watchStream(session: LegacySession, request: Request): void {
    session.openStreams++;
    session.streamClosedAt = null;
    request.signal.addEventListener(
      'abort',
      () => {
        session.openStreams--;
        if (session.openStreams === 0) session.streamClosedAt = this.#now();
      },
      { once: true },
    );
  }

  /** At the cap, the session idle longest is closed; when every session is busy the newcomer is refused. */
  #makeRoom(): boolean {
    const max = this.#options.maxLegacySessions ?? MAX_LEGACY_SESSIONS;
    if (this.#sessions.size < max) return true;
    const idle = [...this.#sessions.values()].filter((s) => this.#agentIdle(s)).sort((a, b) => a.lastActivity - b.lastActivity);
    const oldest = idle[0];
    if (!oldest) return false;
    void this.#closeSession(oldest, `evicted: Interlock keeps at most ${max} sessions and this one was idle longest`);
    return true;
  }

  async #openSession(request: Request): Promise<Response> {
    const { core } = this.#options;
    if (!this.#makeRoom()) {
      return jsonRpcError(503, -32000, 'Interlock already holds as many MCP sessions as it keeps, all of them busy. Retry when their calls have finished.');
    }
    const register = (): string => {
      if (session.agentId && core.agents.get(session.agentId)) return session.agentId;
      const client = clientIdentity(server);
      session.agentId = core.agents.connect({
        clientName: client.name,
        clientVersion: client.version,
        transport: 'http-legacy',
        protocolVersion: client.protocolVersion,
      }).id;
      return session.agentId;
    };
    // A session keeps the toolsets its initialize request asked for.
    const server = createInterlockMcpServer(this.#options, register, { toolsets: requestedToolsets(request) });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        session.id = id;
        this.#sessions.set(id, session);
      },
      onsessionclosed: () => void this.#closeSession(session, 'client ended the session'),
      maxRequestBodySize: this.#options.maxRequestBodyBytes(),
    });
    const session: LegacySession = { id: '', transport, server, agentId: null, lastActivity: this.#now(), openStreams: 0, streamClosedAt: null };
    // 2025-era agents appear in the registry as soon as they have said who they are.
    server.oninitialized = register;
    await server.connect(transport);
    return transport.handleRequest(request);
  }

  async #closeSession(session: LegacySession, reason: string | null): Promise<void> {
    if (session.id) this.#sessions.delete(session.id);
    if (session.agentId && reason !== null) this.#options.core.agents.disconnect(session.agentId, reason);
    session.agentId = null;
    await session.server.close().catch(() => undefined);
  }

  #modernServer(request: Request | undefined): Server {
    const toolsets = request === undefined ? undefined : requestedToolsets(request);
    const server: Server = createInterlockMcpServer(this.#options, (ctx) => {
      const client = clientIdentity(server, ctx);
      return this.#options.core.agents.connect({
        // Stateless: the same token and client identity is the same agent.
        key: `${this.#options.tokenFingerprint()}|${client.name}|${client.version}`,
        // Anything another process with the token could copy: session approval becomes a 10-minute token window.
        sharedApprovalKey: this.#options.tokenFingerprint(),
        clientName: client.name,
        clientVersion: client.version,
        transport: 'http-modern',
        protocolVersion: client.protocolVersion,
      }).id;
    }, { toolsets });
    return server;
  }
}

/** The toolsets a request asks for: its X-MCP-Toolsets header, else its `toolsets` query parameter, else none. */
export function requestedToolsets(request: Request): ToolsetRequest | undefined {
  const text = request.headers.get(TOOLSETS_HEADER) ?? new URL(request.url).searchParams.get(TOOLSETS_QUERY);
  return text === null ? undefined : parseToolsetRequest(text);
}

async function isInitialize(request: Request): Promise<boolean> {
  try {
    const body = (await request.clone().json()) as unknown;
    const messages = Array.isArray(body) ? body : [body];
    return messages.some((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'initialize');
  } catch {
    return false;
  }
}

export function jsonRpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
