// The local socket `interlock mcp` talks to: a Unix domain socket in the data directory (a named pipe on
// Windows). After a one-line token handshake the connection carries plain MCP stdio framing (one JSON-RPC message
// per line), served by the SDK's `serveStdio` from the same server factory, so both protocol eras work and the
// relay only copies bytes. One connection is one agent. A handshake that asks for `stop` (`interlock stop`)
// instead shuts the control center down gracefully: on Windows a signal cannot, SIGTERM ends a process outright.
import { createHash, randomUUID } from 'node:crypto';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server as McpProtocolServer, ServerContext } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport, type StdioServerHandle } from '@modelcontextprotocol/server/stdio';
import type { LocalToken } from '../instance/local-token.ts';
import { clientIdentity } from './agent-identity.ts';
import { MAX_MESSAGE_BYTES } from './jsonrpc-frames.ts';
import { createInterlockMcpServer, type McpServerDeps } from './mcp-server.ts';
import { parseToolsetRequest, ToolsetRequestError, type ToolsetRequest } from './toolsets.ts';

const HANDSHAKE_LIMIT = 1024;
const HANDSHAKE_TIMEOUT_MS = 5000;

/** The first line `interlock mcp` sends (the key keeps its original name: it is the wire format). */
export interface RelayHello {
  interlock_bridge: 1;
  token: string;
  /** Absent: relay MCP. `stop`: shut the control center down (same token check as the relay). */
  request?: 'stop';
  /** The toolsets the agent's configuration asked for (`interlock mcp --toolsets a,b|all`); absent: all allowed. */
  toolsets?: string;
}

/** The control center's first line back: `ok` (MCP follows), `stopping`, or `denied` with a reason. */
export interface BridgeReply {
  interlock_bridge: 'ok' | 'stopping' | 'denied';
  reason?: string;
}

export interface McpSocketEndpointOptions {
  /** Called once an authenticated `stop` request arrived; the control center shuts down. */
  onStopRequest: () => void;
}

/** Where the socket of a data directory lives. Unix socket paths are short (~104 bytes), hence the fallback. */
export function mcpSocketPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (platform === 'win32') return `\\\\.\\pipe\\interlock-${id}`;
  const inDataDir = join(dataDir, 'mcp.sock');
  return Buffer.byteLength(inDataDir) <= 100 ? inDataDir : join(tmpdir(), `interlock-${id}.sock`);
}

interface Connection {
  socket: Socket;
  handle: StdioServerHandle | null;
  /** The instance pinned to this connection, once the client opened it. */
  server: McpProtocolServer | null;
  agentId: string | null;
  toolsets: ToolsetRequest | undefined;
}

export class McpSocketEndpoint {
  readonly path: string;
  readonly #deps: McpServerDeps;
  readonly #token: LocalToken;
  readonly #server: Server;
  readonly #connections = new Set<Connection>();
  readonly #offDisconnect: () => void;
  readonly #onStopRequest: () => void;
  readonly #offToolsets: () => void;
  readonly #offAgentLists: () => void;

  constructor(deps: McpServerDeps, token: LocalToken, path: string, options: McpSocketEndpointOptions) {
    this.#deps = deps;
    this.#token = token;
    this.path = path;
    this.#onStopRequest = options.onStopRequest;
    this.#server = createServer((socket) => this.#accept(socket));
    this.#offDisconnect = deps.core.agents.onDisconnect((agent) => {
      for (const connection of this.#connections) if (connection.agentId === agent.id) this.#drop(connection, null);
    });
    this.#offToolsets =
      deps.toolsets?.onChange(() => {
        for (const connection of this.#connections) void connection.server?.sendToolListChanged().catch(() => undefined);
      }) ?? (() => {});
    this.#offAgentLists =
      deps.toolsets?.onAgentListChange((agentId) => {
        for (const connection of this.#connections) if (connection.agentId === agentId) void connection.server?.sendToolListChanged().catch(() => undefined);
      }) ?? (() => {});
  }

  async listen(): Promise<void> {
    // We own the data directory (server.json is ours), so a socket file left behind is from a dead owner.
    if (process.platform !== 'win32') await unlink(this.path).catch(() => undefined);
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.path, () => {
        this.#server.off('error', reject);
        resolve();
      });
    });
    if (process.platform !== 'win32') await chmod(this.path, 0o600);
  }

  async close(): Promise<void> {
    this.#offDisconnect();
    this.#offToolsets();
    this.#offAgentLists();
    for (const connection of this.#connections) this.#drop(connection, 'Interlock is shutting down');
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #accept(socket: Socket): void {
    const connection: Connection = { socket, handle: null, server: null, agentId: null, toolsets: undefined };
    this.#connections.add(connection);
    socket.on('close', () => this.#drop(connection, 'the agent closed the connection'));
    socket.on('error', () => socket.destroy());
    const timer = setTimeout(() => socket.destroy(), HANDSHAKE_TIMEOUT_MS);
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end < 0) {
        if (buffered.length > HANDSHAKE_LIMIT) socket.destroy();
        return;
      }
      socket.off('data', onData);
      clearTimeout(timer);
      const hello = this.#checkHello(buffered.subarray(0, end).toString('utf8'));
      if (typeof hello === 'string') {
        socket.end(reply({ interlock_bridge: 'denied', reason: hello }));
        return;
      }
      if (hello.request === 'stop') {
        socket.end(reply({ interlock_bridge: 'stopping' }), () => this.#onStopRequest());
        return;
      }
      connection.toolsets = hello.toolsets === undefined ? undefined : parseToolsetRequest(hello.toolsets);
      socket.write(reply({ interlock_bridge: 'ok' }));
      // Bytes that came with the handshake belong to the MCP stream.
      const rest = buffered.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      this.#serve(connection);
    };
    socket.on('data', onData);
  }

  /** The hello if it is valid, else why it is refused. */
  #checkHello(line: string): RelayHello | string {
    let hello: Partial<RelayHello>;
    try {
      hello = JSON.parse(line) as Partial<RelayHello>;
    } catch {
      return 'wrong or missing token';
    }
    if (hello.interlock_bridge !== 1 || typeof hello.token !== 'string' || !this.#token.verify(hello.token)) return 'wrong or missing token';
    if (hello.request !== undefined && hello.request !== 'stop') return `unknown request ${JSON.stringify(hello.request)}`;
    if (hello.toolsets !== undefined) {
      if (typeof hello.toolsets !== 'string') return 'toolsets must be a comma-separated list of toolset ids';
      try {
        parseToolsetRequest(hello.toolsets);
      } catch (err) {
        if (err instanceof ToolsetRequestError) return err.message;
        throw err;
      }
    }
    return { interlock_bridge: 1, token: hello.token, request: hello.request, ...(hello.toolsets !== undefined ? { toolsets: hello.toolsets } : {}) };
  }

  #serve(connection: Connection): void {
    const { core } = this.#deps;
    const connectionKey = randomUUID();
    const register = (server: McpProtocolServer, ctx?: ServerContext): string => {
      if (connection.agentId && core.agents.get(connection.agentId)) return connection.agentId;
      const client = clientIdentity(server, ctx);
      connection.agentId = core.agents.connect({
        key: connectionKey,
        clientName: client.name,
        clientVersion: client.version,
        transport: 'stdio',
        protocolVersion: client.protocolVersion,
      }).id;
      return connection.agentId;
    };
    connection.handle = serveStdio(
      () => {
        const server: McpProtocolServer = createInterlockMcpServer(this.#deps, (ctx) => register(server, ctx), { toolsets: connection.toolsets });
        connection.server = server;
        // 2025-era agents appear in the registry as soon as they have said who they are.
        server.oninitialized = () => void register(server);
        return server;
      },
      { transport: new SocketTransport(connection.socket), onerror: (err) => console.error('[mcp socket]', err.message) },
    );
  }

  #drop(connection: Connection, reason: string | null): void {
    if (!this.#connections.delete(connection)) return;
    if (connection.agentId && reason !== null) this.#deps.core.agents.disconnect(connection.agentId, reason);
    void connection.handle?.close().catch(() => undefined);
    connection.socket.destroy();
  }
}

/**
 * The SDK's stdio transport over one connection. Its read buffer takes a message of the relay's limit plus the
 * next chunk; should it still overflow (a client other than the relay), it closes, and then the connection ends
 * too, so the other side learns at once instead of waiting on a socket nobody reads.
 */
class SocketTransport extends StdioServerTransport {
  readonly #socket: Socket;

  constructor(socket: Socket) {
    super(socket, socket, { maxBufferSize: MAX_MESSAGE_BYTES + 1024 * 1024 });
    this.#socket = socket;
  }

  override async close(): Promise<void> {
    await super.close();
    this.#socket.destroy();
  }
}

function reply(message: BridgeReply): string {
  return `${JSON.stringify(message)}\n`;
}
