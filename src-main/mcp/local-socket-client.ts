// The client side of the control center's local socket (a named pipe on Windows): the token handshake shared by
// `interlock mcp` (which then relays MCP) and `interlock stop` (which asks the control center to shut down, the
// graceful stop that works on Windows too, where a signal would end the process outright).
import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { readServerRecord, type ServerRecord } from '../instance/server-record.ts';
import { isProcessAlive } from '../os-process/index.ts';
import type { RelayHello, BridgeReply } from './socket-endpoint.ts';

/**
 * Connects to the control center's socket, proves we hold the token and makes the request (relay MCP, or stop);
 * a relay names the toolsets its agent asked for.
 */
export async function openLocalSocket(record: ServerRecord, request?: RelayHello['request'], toolsets?: string): Promise<{ socket: Socket; leftover: Buffer }> {
  if (!record.socketPath) throw new Error(`The control center (pid ${record.pid}) is still starting; try again in a moment`);
  const token = (await readFile(record.tokenPath, 'utf8')).trim();
  const socket = connect(record.socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const hello: RelayHello = { interlock_bridge: 1, token, ...(request ? { request } : {}), ...(toolsets !== undefined ? { toolsets } : {}) };
  socket.write(`${JSON.stringify(hello)}\n`);
  const expected: BridgeReply['interlock_bridge'] = request === 'stop' ? 'stopping' : 'ok';
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end < 0) return;
      socket.off('data', onData);
      let reply: Partial<BridgeReply> = {};
      try {
        reply = JSON.parse(buffered.subarray(0, end).toString('utf8')) as Partial<BridgeReply>;
      } catch {
        // answered below as an unknown reason
      }
      if (reply.interlock_bridge === expected) resolve({ socket, leftover: buffered.subarray(end + 1) });
      else {
        socket.destroy();
        reject(new Error(`The control center refused the connection: ${reply.reason ?? 'unknown reason'}`));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('The control center closed the connection during the handshake')));
  });
}

/**
 * Asks the control center of `dataDir` to stop and waits until its process has ended. Resolves with its pid, or
 * null when none runs.
 */
export async function stopControlCenter(dataDir: string, timeoutMs = 30_000): Promise<number | null> {
  const record = await readServerRecord(dataDir);
  if (!record || !isProcessAlive(record.pid)) return null;
  const { socket } = await openLocalSocket(record, 'stop');
  socket.destroy();
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(record.pid)) {
    if (Date.now() > deadline) throw new Error(`The control center (pid ${record.pid}) accepted the stop request but was still running after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return record.pid;
}
