// The forwarder's delivery rule against a collector that closes the connection on its own, cleanly (a FIN, no reset),
// after reading part of what was sent, and reads nothing after its close: what a shutting-down rsyslogd does when a
// record arrives just after it closed. A clean close of the collector's own proves nothing, so the round is sent
// again whole on the next connection: every record arrives, in order, repeats only of the same seq and bytes.
// Over RELP, against a scripted collector that answers part of what it read, then ends the session (serverclose) or
// refuses a record (500): what it answered is delivered once, everything after is sent again, in order.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { AuditForwarder } from './audit-forwarder.ts';
import { encodeRelpFrame, RelpFrameReader } from './relp-frame.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP syslog collector of octet-counted frames; on its first connection it closes after `closeAfter` frames. */
async function collectorClosingEarly(closeAfter: number): Promise<{ port: number; frames: string[]; connections: () => number }> {
  const frames: string[] = [];
  let connections = 0;
  const server: Server = createServer((socket) => {
    const first = connections++ === 0;
    let buffer = Buffer.alloc(0);
    let taken = 0;
    let closed = false;
    socket.on('data', (chunk: Buffer) => {
      if (closed) return;
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const space = buffer.indexOf(0x20);
        if (space < 0) return;
        const length = Number(buffer.subarray(0, space).toString());
        if (buffer.length < space + 1 + length) return;
        frames.push(buffer.subarray(space + 1, space + 1 + length).toString('utf8'));
        buffer = buffer.subarray(space + 1 + length);
        if (first && ++taken === closeAfter) {
          // Closes on its own and reads nothing more: whatever was still coming is lost with this connection.
          closed = true;
          socket.end();
          return;
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as { port: number }).port, frames, connections: () => connections };
}

it('sends a round again when the collector closed on its own before confirming it: nothing written after its close is lost', { timeout: 60_000 }, async () => {
  const collector = await collectorClosingEarly(20);
  const dir = await mkdtemp(join(tmpdir(), 'interlock-forwarder-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const forwarder = await AuditForwarder.start(dir, { enabled: true, protocol: 'tcp', host: '127.0.0.1', port: collector.port, caFile: '', maxQueueBytes: 1 << 20 }, { hostname: 'test', appName: 'interlock', procId: '1' });
  cleanups.push(() => forwarder.close());
  const lines = Array.from({ length: 200 }, (_, i) => JSON.stringify({ id: `record-${i + 1}`, tool: 'get_interlock_status', at: new Date().toISOString() }));
  await forwarder.add(lines);
  expect(await forwarder.drained(30_000)).toBe(true);
  const seqs = collector.frames.map((frame) => Number(/\bseq="(\d+)"/.exec(frame)![1]));
  // The first connection took 20 and closed: the round went out again on a new connection, from its start.
  expect(collector.connections()).toBeGreaterThanOrEqual(2);
  expect(seqs.slice(0, 20)).toEqual(seqs.slice(0, 20).map((_, i) => i + 1));
  expect(seqs.slice(20)).toEqual(seqs.slice(20).map((_, i) => i + 1));
  const firsts = new Map<number, string>();
  for (const [i, frame] of collector.frames.entries()) {
    if (!firsts.has(seqs[i]!)) firsts.set(seqs[i]!, frame);
    expect(frame).toBe(firsts.get(seqs[i]!));
  }
  expect([...firsts.keys()]).toEqual(lines.map((_, i) => i + 1));
  expect(collector.frames.at(-1)).toMatch(/id="record-200"/);
});

/**
 * A RELP collector that takes (keeps and answers 200) records; on its first session it ends after `take` records,
 * leaving what it read after them unanswered and not taken, by `serverclose` or by answering the next record `500`.
 */
async function relpCollector(take: number, how: 'serverclose' | 'refuse'): Promise<{ port: number; taken: string[]; sessions: () => number }> {
  const taken: string[] = [];
  let sessions = 0;
  const server: Server = createServer((socket) => {
    const first = sessions++ === 0;
    const reader = new RelpFrameReader();
    let answered = 0;
    let over = false;
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      for (const frame of reader.push(chunk)) {
        if (frame.command === 'close') socket.end(encodeRelpFrame(frame.txnr, 'rsp', ''));
        if (over || frame.command === 'close') continue;
        if (frame.command === 'open') socket.write(encodeRelpFrame(frame.txnr, 'rsp', '200 OK\nrelp_version=0\ncommands=syslog'));
        else if (first && answered === take) {
          over = true;
          if (how === 'serverclose') socket.end('0 serverclose 0\n');
          else socket.write(encodeRelpFrame(frame.txnr, 'rsp', '500 message too large'));
        } else {
          answered++;
          taken.push(frame.data.toString('utf8'));
          socket.write(encodeRelpFrame(frame.txnr, 'rsp', '200 OK'));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as { port: number }).port, taken, sessions: () => sessions };
}

for (const how of ['serverclose', 'refuse'] as const) {
  it(`over RELP, sends again exactly what the collector did not answer 200 (${how === 'serverclose' ? 'the session ended' : 'a record refused with 500'}), once and in order`, { timeout: 60_000 }, async () => {
    const collector = await relpCollector(150, how);
    const dir = await mkdtemp(join(tmpdir(), 'interlock-forwarder-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const forwarder = await AuditForwarder.start(dir, { enabled: true, protocol: 'relp', host: '127.0.0.1', port: collector.port, caFile: '', maxQueueBytes: 1 << 20 }, { hostname: 'test', appName: 'interlock', procId: '1' });
    cleanups.push(() => forwarder.close());
    const refusals: string[] = [];
    forwarder.onStatus((status) => status.refused && refusals.push(status.refused));
    const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ id: `record-${i + 1}`, tool: 'get_interlock_status', at: new Date().toISOString() }));
    await forwarder.add(lines);
    expect(await forwarder.drained(30_000)).toBe(true);
    expect(collector.sessions()).toBeGreaterThanOrEqual(2);
    expect(collector.taken.map((frame) => Number(/\bseq="(\d+)"/.exec(frame)![1]))).toEqual(lines.map((_, i) => i + 1));
    // The first session had a window of records on the wire past the 150 taken: they were counted as sent again.
    expect(forwarder.status.resent).toBeGreaterThan(0);
    if (how === 'refuse') expect(refusals[0]).toBe('record seq 151: the collector answered 500 message too large');
    expect(forwarder.status.refused).toBeNull();
  });
}
