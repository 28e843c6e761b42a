// The local socket `interlock mcp` talks to: a Unix domain socket in the data directory (a named pipe on
// Windows). After a one-line token handshake the connection carries plain MCP stdio framing (one JSON-RPC message
// per line), served by the SDK's `serveStdio` from the same server factory, so both protocol eras work and the
// relay only copies bytes. One connection is one agent.
import { createHash, randomUUID } from 'node:crypto';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server as McpProtocolServer, ServerContext } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport, type StdioServerHandle } from '@modelcontextprotocol/server/stdio';
import type { LocalToken } from '../instance/local-token.ts';
import { clientIdentity } from './agent-identity.ts';
import { createInterlockMcpServer, type McpServerDeps } from './mcp-server.ts';

const HANDSHAKE_LIMIT = 1024;
const HANDSHAKE_TIMEOUT_MS = 5000;

/** The first line `interlock mcp` sends (the key keeps its original name: it is the wire format). */
export interface RelayHello {
  interlock_bridge: 1;
  token: string;
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
  agentId: string | null;
}

export class McpSocketEndpoint {
  readonly path: string;
  readonly #deps: McpServerDeps;
  readonly #token: LocalToken;
  readonly #server: Server;
  readonly #connections = new Set<Connection>();
  readonly #offDisconnect: () => void;

  constructor(deps: McpServerDeps, token: LocalToken, path: string) {
    this.#deps = deps;
    this.#token = token;
    this.path = path;
    this.#server = createServer((socket) => this.#accept(socket));
    this.#offDisconnect = deps.core.agents.onDisconnect((agent) => {
      for (const connection of this.#connections) if (connection.agentId === agent.id) this.#drop(connection, null);
    });
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
    for (const connection of this.#connections) this.#drop(connection, 'Interlock is shutting down');
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #accept(socket: Socket): void {
    const connection: Connection = { socket, handle: null, agentId: null };
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
      if (!this.#validHello(buffered.subarray(0, end).toString('utf8'))) {
        socket.end(`${JSON.stringify({ interlock_bridge: 'denied', reason: 'wrong or missing token' })}\n`);
        return;
      }
      socket.write(`${JSON.stringify({ interlock_bridge: 'ok' })}\n`);
      // Bytes that came with the handshake belong to the MCP stream.
      const rest = buffered.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      this.#serve(connection);
    };
    socket.on('data', onData);
  }

  #validHello(line: string): boolean {
    try {
      const hello = JSON.parse(line) as Partial<RelayHello>;
      return hello.interlock_bridge === 1 && typeof hello.token === 'string' && this.#token.verify(hello.token);
    } catch {
      return false;
    }
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
        const server: McpProtocolServer = createInterlockMcpServer(this.#deps, (ctx) => register(server, ctx));
        // 2025-era agents appear in the registry as soon as they have said who they are.
        server.oninitialized = () => void register(server);
        return server;
      },
      { transport: new StdioServerTransport(connection.socket, connection.socket), onerror: (err) => console.error('[mcp socket]', err.message) },
    );
  }

  #drop(connection: Connection, reason: string | null): void {
    if (!this.#connections.delete(connection)) return;
    if (connection.agentId && reason !== null) this.#deps.core.agents.disconnect(connection.agentId, reason);
    void connection.handle?.close().catch(() => undefined);
    connection.socket.destroy();
  }
}
