// Who is calling, as the client itself says: from the 2026-07-28 per-request envelope when there is one, else
// from the 2025-era initialize handshake of this server instance. Display data only; never used for trust.
import type { Server, ServerContext } from '@modelcontextprotocol/server';

const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

export interface ClientIdentity {
  name: string;
  version: string;
  protocolVersion: string;
}

export function clientIdentity(server: Server, ctx?: ServerContext): ClientIdentity {
  const envelope = (ctx?.mcpReq.envelope ?? {}) as Record<string, unknown>;
  const enveloped = envelope[CLIENT_INFO_KEY] as { name?: unknown; version?: unknown } | undefined;
  const handshake = server.getClientVersion();
  const name = typeof enveloped?.name === 'string' ? enveloped.name : handshake?.name;
  const version = typeof enveloped?.version === 'string' ? enveloped.version : handshake?.version;
  const protocolVersion = typeof envelope[PROTOCOL_VERSION_KEY] === 'string' ? (envelope[PROTOCOL_VERSION_KEY] as string) : server.getNegotiatedProtocolVersion();
  return { name: name ?? 'unknown client', version: version ?? '?', protocolVersion: protocolVersion ?? 'unknown' };
}
