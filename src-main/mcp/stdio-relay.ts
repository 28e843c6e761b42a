// `interlock mcp`: what an agent's config launches. It finds the running control center through
// `<data-dir>/server.json` (starting one, detached and headless, when none runs), proves it holds the token, then
// copies MCP's stdio framing between the agent and the control center's local socket, unchanged, in whichever
// protocol era the agent speaks. Nothing but protocol goes to stdout; diagnostics go to stderr. If the control
// center goes away, every request still waiting gets a clear error and the relay exits non-zero.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { isRecordedServerHealthy, readServerRecord, type ServerRecord } from '../instance/server-record.ts';
import { isProcessAlive } from '../os-process/index.ts';
import { openLocalSocket } from './local-socket-client.ts';

export interface StdioRelayOptions {
  dataDir: string;
  /** Starts a detached control center for `dataDir`; the relay then waits for it to become healthy. */
  startControlCenter: () => void;
  stdin?: Readable;
  stdout?: Writable;
  log?: (line: string) => void;
  startTimeoutMs?: number;
}

/** Finds a healthy control center for the data directory, starting one when none runs. */
export async function ensureControlCenter(options: Pick<StdioRelayOptions, 'dataDir' | 'startControlCenter' | 'log' | 'startTimeoutMs'>): Promise<ServerRecord> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const healthy = async () => {
    const record = await readServerRecord(options.dataDir);
    return record && record.socketPath && (await isRecordedServerHealthy(record)) ? record : null;
  };
  const running = await healthy();
  if (running) return running;
  const starting = await readServerRecord(options.dataDir);
  if (!starting || !isProcessAlive(starting.pid)) {
    log(`no Interlock control center runs for ${options.dataDir}; starting one in the background`);
    options.startControlCenter();
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    const record = await healthy();
    if (record) return record;
  }
  throw new Error(
    `The Interlock control center did not start within ${Math.round(timeoutMs / 1000)} s. ` +
      `See ${join(options.dataDir, 'serve.log')} or run \`interlock serve\` in a terminal to see why.`,
  );
}

/** Spawns `interlock serve` for the data directory, detached, logging to `<data-dir>/serve.log`. */
export function spawnDetachedControlCenter(binPath: string, dataDir: string): void {
  const logFd = openSync(join(dataDir, 'serve.log'), 'a', 0o600);
  const child = spawn(process.execPath, [binPath, 'serve', '--data-dir', dataDir, '--no-login-link'], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    windowsHide: true,
  });
  child.unref();
}

/** Splits a byte stream into lines (a character split between chunks stays whole) and hands each to `onLine`. */
function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return (chunk) => {
    pending += decoder.write(chunk);
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      onLine(pending.slice(0, end));
      pending = pending.slice(end + 1);
    }
  };
}

/** `,"id":<integer or string>}` at the very end of a line: then it is the last member of the top-level object. */
const TRAILING_ID = /,"id":(-?\d+|"(?:[^"\\]|\\.)*")\}\s*$/;
/** Enough of a line's end to hold any id worth the shortcut; longer ids take the full parse. */
const ID_TAIL_CHARS = 512;

/**
 * The id of a success response written as the SDK writes one, `{"result":…,"jsonrpc":"2.0","id":…}`, read from the
 * line's two ends so a large result (a whole POU) is not parsed again just to learn which request it answers. A
 * first member `result` makes the line a response; the member closed by the line's last brace is top-level. Any
 * other shape gives undefined, and the caller parses the line.
 */
export function successResponseId(line: string): string | number | undefined {
  if (!line.startsWith('{"result":')) return undefined;
  const match = TRAILING_ID.exec(line.length > ID_TAIL_CHARS ? line.slice(-ID_TAIL_CHARS) : line);
  if (!match) return undefined;
  const raw = match[1]!;
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : Number(raw);
}

export async function runStdioRelay(options: StdioRelayOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[interlock mcp] ${line}\n`));
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  let connection: { socket: Socket; leftover: Buffer };
  try {
    connection = await openLocalSocket(await ensureControlCenter({ ...options, log }));
  } catch (err) {
    log((err as Error).message);
    return 1;
  }
  const { socket, leftover } = connection;
  // Requests the agent is still waiting for, so they can be answered if the control center disappears.
  const waiting = new Set<string | number>();
  const track = lineReader((line) => {
    try {
      const message = JSON.parse(line) as { id?: string | number | null; method?: string };
      if (message.method !== undefined && message.id !== undefined && message.id !== null) waiting.add(message.id);
    } catch {
      // not JSON: the control center answers it with a parse error
    }
  });
  const settle = lineReader((line) => {
    if (waiting.size === 0) return;
    const answered = successResponseId(line);
    if (answered !== undefined) {
      waiting.delete(answered);
      return;
    }
    try {
      const message = JSON.parse(line) as { id?: string | number | null; method?: string };
      if (message.method === undefined && message.id !== undefined && message.id !== null) waiting.delete(message.id);
    } catch {
      // ignore
    }
  });

  return new Promise<number>((resolve) => {
    let agentDone = false;
    const onStdinData = (chunk: Buffer) => {
      track(chunk);
      socket.write(chunk);
    };
    stdin.on('data', onStdinData);
    stdin.once('end', () => {
      agentDone = true;
      socket.end();
    });
    const onSocketData = (chunk: Buffer) => {
      settle(chunk);
      stdout.write(chunk);
    };
    if (leftover.length > 0) onSocketData(leftover);
    socket.on('data', onSocketData);
    socket.once('close', () => {
      stdin.off('data', onStdinData);
      // The agent may keep its end open; stop reading so the process can exit.
      stdin.destroy();
      if (agentDone) return resolve(0);
      const message = 'The Interlock control center is no longer reachable (it stopped or crashed). Restart Interlock, then reconnect this MCP server.';
      log(message);
      for (const id of waiting) stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message } })}\n`);
      // Flush what we wrote before the process ends.
      stdout.write('', () => resolve(1));
    });
    socket.on('error', (err) => log(`connection to the control center failed: ${err.message}`));
  });
}
