// `interlock mcp`: what an agent's config launches. It finds the running control center through
// `<data-dir>/server.json` (starting one, detached and headless, when none runs), proves it holds the token, then
// copies MCP's stdio framing between the agent and the control center's local socket, frame by frame and unchanged,
// in whichever protocol era the agent speaks; a message over 10 MiB is answered here and not passed on. Nothing but protocol goes to stdout; diagnostics go to stderr. If the control
// center goes away, every request still waiting gets a clear error and the relay exits non-zero.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { isRecordedServerHealthy, readServerRecord, type ServerRecord } from '../instance/server-record.ts';
import { isProcessAlive } from '../os-process/index.ts';
import { describeFrame, FrameSplitter, MAX_MESSAGE_BYTES, type JsonRpcId } from './jsonrpc-frames.ts';
import { openLocalSocket } from './local-socket-client.ts';

export interface StdioRelayOptions {
  dataDir: string;
  /** Starts a detached control center for `dataDir`; the relay then waits for it to become healthy. */
  startControlCenter: () => void;
  stdin?: Readable;
  stdout?: Writable;
  log?: (line: string) => void;
  startTimeoutMs?: number;
  /** The toolsets the agent's configuration asked for (`--toolsets a,b|all`), passed on to the control center. */
  toolsets?: string;
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

export async function runStdioRelay(options: StdioRelayOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[interlock mcp] ${line}\n`));
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  let connection: { socket: Socket; leftover: Buffer };
  try {
    connection = await openLocalSocket(await ensureControlCenter({ ...options, log }), undefined, options.toolsets);
  } catch (err) {
    log((err as Error).message);
    return 1;
  }
  const { socket, leftover } = connection;
  // Requests the agent is still waiting for, so they can be answered if the control center disappears.
  const waiting = new Set<JsonRpcId>();
  // Lines of the relay's own for the agent, written between two of the control center's frames, never inside one.
  const ownLines: string[] = [];
  const toControlCenter: Buffer[] = [];
  const fromAgent = new FrameSplitter({
    hold: true,
    onFrame: (frame, bytes) => {
      const what = describeFrame(frame);
      if (what.kind === 'request') waiting.add(what.id);
      toControlCenter.push(bytes!);
    },
    onOversize: (frame) => {
      const what = describeFrame(frame);
      const size = `${(frame.length / (1024 * 1024)).toFixed(1)} MiB`;
      log(`did not pass on a message of ${size} (${what.kind}${'id' in what ? ` ${JSON.stringify(what.id)}` : ''}): over the ${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB limit`);
      // A notification or a response gets no answer; a request, or a message whose id cannot be told, does.
      if (what.kind === 'notification' || what.kind === 'response') return;
      const message =
        `The message is ${size}, over the ${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB a message to Interlock may have, so it was not passed on and nothing ran. ` +
        'Send less at once (a smaller file, or the change in parts); this connection keeps working.';
      ownLines.push(`${JSON.stringify({ jsonrpc: '2.0', id: what.kind === 'request' ? what.id : null, error: { code: -32600, message } })}\n`);
    },
  });
  const fromControlCenter = new FrameSplitter({
    hold: false,
    onFrame: (frame) => {
      if (waiting.size === 0) return;
      const what = describeFrame(frame);
      if (what.kind === 'response') waiting.delete(what.id);
    },
  });
  const writeOwnLines = () => {
    if (ownLines.length === 0 || fromControlCenter.inFrame) return;
    stdout.write(ownLines.join(''));
    ownLines.length = 0;
  };

  return new Promise<number>((resolve) => {
    let agentDone = false;
    const onStdinData = (chunk: Buffer) => {
      fromAgent.push(chunk);
      if (toControlCenter.length === 1) socket.write(toControlCenter[0]!);
      else if (toControlCenter.length > 1) socket.write(Buffer.concat(toControlCenter));
      toControlCenter.length = 0;
      writeOwnLines();
    };
    stdin.on('data', onStdinData);
    stdin.once('end', () => {
      agentDone = true;
      socket.end();
    });
    const onSocketData = (chunk: Buffer) => {
      fromControlCenter.push(chunk);
      if (ownLines.length === 0) {
        stdout.write(chunk);
        return;
      }
      // The relay's own answer goes after the last frame this chunk ends (none ends in it: it waits for the next).
      const cut = chunk.lastIndexOf(0x0a) + 1;
      if (cut === 0) {
        stdout.write(chunk);
        return;
      }
      stdout.write(chunk.subarray(0, cut));
      stdout.write(ownLines.join(''));
      ownLines.length = 0;
      if (cut < chunk.length) stdout.write(chunk.subarray(cut));
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
      // End a frame the control center left half-written, so the answers below are lines of their own.
      if (fromControlCenter.inFrame) stdout.write('\n');
      stdout.write(ownLines.join(''));
      for (const id of waiting) stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message } })}\n`);
      // Flush what we wrote before the process ends.
      stdout.write('', () => resolve(1));
    });
    socket.on('error', (err) => log(`connection to the control center failed: ${err.message}`));
  });
}
