// `interlock mcp`: what an agent's config launches. It finds the running control center through
// `<data-dir>/server.json` (starting one, detached and headless, when none runs), then relays MCP messages between
// the agent's stdin/stdout and /mcp, byte-faithfully, in whichever protocol era the agent speaks. Nothing but
// protocol goes to stdout; diagnostics go to stderr. If the control center goes away, in-flight requests get a
// clear error and the bridge exits non-zero.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { isProcessAlive, isRecordedServerHealthy, readServerRecord, type ServerRecord } from '../host/server-record.ts';
import { BRIDGE_HEADER } from './http-endpoint.ts';

const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

export interface StdioBridgeOptions {
  dataDir: string;
  /** Starts a detached control center for `dataDir`; the bridge then waits for it to become healthy. */
  startControlCenter: () => void;
  stdin?: Readable;
  stdout?: Writable;
  log?: (line: string) => void;
  startTimeoutMs?: number;
  healthIntervalMs?: number;
}

export class ControlCenterUnavailableError extends Error {
  override name = 'ControlCenterUnavailableError';
}

/** Finds a healthy control center for the data directory, starting one when none runs. */
export async function ensureControlCenter(options: Pick<StdioBridgeOptions, 'dataDir' | 'startControlCenter' | 'log' | 'startTimeoutMs'>): Promise<ServerRecord> {
  const log = options.log ?? (() => undefined);
  const healthy = async () => {
    const record = await readServerRecord(options.dataDir);
    return record && (await isRecordedServerHealthy(record)) ? record : null;
  };
  const running = await healthy();
  if (running) return running;
  const starting = await readServerRecord(options.dataDir);
  if (!starting || !isProcessAlive(starting.pid)) {
    log(`no Interlock control center runs for ${options.dataDir}; starting one in the background`);
    options.startControlCenter();
  }
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    const record = await healthy();
    if (record) return record;
  }
  throw new ControlCenterUnavailableError(
    `The Interlock control center did not start within ${Math.round((options.startTimeoutMs ?? 30_000) / 1000)} s. ` +
      `See ${join(options.dataDir, 'serve.log')} or run \`interlock serve\` in a terminal to see why.`,
  );
}

/** Spawns `interlock serve` for the data directory, detached, logging to `<data-dir>/serve.log`. */
export function spawnDetachedControlCenter(binPath: string, dataDir: string): void {
  const logFd = openSync(join(dataDir, 'serve.log'), 'a', 0o600);
  const child = spawn(process.execPath, [binPath, 'serve', '--data-dir', dataDir], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    windowsHide: true,
    env: process.env,
  });
  child.unref();
}

interface InFlight {
  controller: AbortController;
  /** 2026-07-28 requests are cancelled by closing their stream; 2025-era ones by relaying notifications/cancelled. */
  modern: boolean;
}

export async function runStdioBridge(options: StdioBridgeOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[interlock mcp] ${line}\n`));
  let record: ServerRecord;
  try {
    record = await ensureControlCenter({ ...options, log });
  } catch (err) {
    log((err as Error).message);
    return 1;
  }
  const token = (await readFile(record.tokenPath, 'utf8')).trim();
  const upstream = new StreamableHTTPClientTransport(new URL(`${record.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}`, [BRIDGE_HEADER]: randomUUID() } },
  });
  const downstream = new StdioServerTransport(options.stdin, options.stdout);
  const inflight = new Map<string | number, InFlight>();
  let initializeId: string | number | undefined;
  let exitCode: number | undefined;
  let finish!: (code: number) => void;
  const finished = new Promise<number>((resolve) => (finish = resolve));

  const replyError = (id: string | number, message: string) => {
    inflight.delete(id);
    void downstream.send({ jsonrpc: '2.0', id, error: { code: -32603, message } }).catch(() => undefined);
  };
  const controlCenterGone = async (reason: string) => {
    if (exitCode !== undefined) return;
    exitCode = 1;
    const message = `The Interlock control center is no longer reachable (${reason}). Restart Interlock, then reconnect this MCP server.`;
    log(message);
    for (const id of [...inflight.keys()]) replyError(id, message);
    // Let the error replies reach the agent before exiting.
    await new Promise((r) => setTimeout(r, 50));
    await downstream.close().catch(() => undefined);
    finish(1);
  };

  upstream.onmessage = (message: JSONRPCMessage) => {
    if ('id' in message && ('result' in message || 'error' in message) && message.id !== null && message.id !== undefined) {
      inflight.delete(message.id);
      if (message.id === initializeId && 'result' in message) {
        const version = (message.result as { protocolVersion?: unknown }).protocolVersion;
        if (typeof version === 'string') upstream.setProtocolVersion(version);
      }
    }
    void downstream.send(message).catch((err: unknown) => log(`could not write to the agent: ${String(err)}`));
  };
  upstream.onerror = (err) => log(`upstream: ${err.message}`);

  downstream.onmessage = (message: JSONRPCMessage) => {
    if ('method' in message && 'id' in message && message.id !== null) {
      const id = message.id;
      const meta = (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
      const entry: InFlight = { controller: new AbortController(), modern: typeof meta?.[PROTOCOL_VERSION_KEY] === 'string' };
      inflight.set(id, entry);
      if (message.method === 'initialize') initializeId = id;
      upstream
        .send(message, {
          requestSignal: entry.controller.signal,
          onRequestStreamEnd: () => {
            if (inflight.has(id)) replyError(id, 'Interlock closed the response stream before answering');
          },
        })
        .catch((err: unknown) => {
          if (entry.controller.signal.aborted) return;
          if (isConnectionFailure(err)) void controlCenterGone(String((err as Error).message));
          else replyError(id, `Interlock could not relay the request: ${(err as Error).message}`);
        });
      return;
    }
    if ('method' in message && message.method === 'notifications/cancelled') {
      const requestId = (message.params as { requestId?: string | number } | undefined)?.requestId;
      const entry = requestId !== undefined ? inflight.get(requestId) : undefined;
      if (entry?.modern) {
        inflight.delete(requestId!);
        entry.controller.abort();
        return;
      }
    }
    upstream.send(message).catch((err: unknown) => {
      if (isConnectionFailure(err)) void controlCenterGone(String((err as Error).message));
      else log(`could not relay ${'method' in message ? message.method : 'a message'}: ${(err as Error).message}`);
    });
  };
  downstream.onclose = () => {
    if (exitCode !== undefined) return;
    exitCode = 0;
    void upstream
      .terminateSession()
      .catch(() => undefined)
      .finally(() => upstream.close().catch(() => undefined))
      .finally(() => finish(0));
  };

  const health = setInterval(() => {
    void isRecordedServerHealthy(record, 2000).then((ok) => {
      if (!ok) void controlCenterGone('it stopped answering /health');
    });
  }, options.healthIntervalMs ?? 3000);

  await upstream.start();
  await downstream.start();
  const code = await finished;
  clearInterval(health);
  return code;
}

function isConnectionFailure(err: unknown): boolean {
  const text = `${(err as Error)?.message ?? ''} ${String((err as { cause?: unknown })?.cause ?? '')}`;
  return /ECONNREFUSED|ECONNRESET|fetch failed|socket hang up|other side closed|UND_ERR/i.test(text);
}
