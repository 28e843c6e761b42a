// Audit forwarding against a real collector (Debian's rsyslogd, started by the test): every record the control center
// writes arrives once and in order over TCP, across a collector restart in the middle of a run of calls; while the
// collector is away records wait on disk, and what passes the queue's bound is counted and reported as a record of
// its own; UDP delivers in order while the collector listens. Over RELP (rsyslog's imrelp, each record answered), a
// collector stopped mid-stream and started again receives every record exactly once, in order.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { imrelpMissing, rsyslogMissing, startCollector, type Collector } from './test-support/rsyslog-collector.ts';

const missing = rsyslogMissing();
if (missing) console.log(`audit forwarding tests skipped: ${missing}`);
const relpMissing = imrelpMissing();
if (relpMissing && !missing) console.log(`audit forwarding over RELP skipped: ${relpMissing}`);

let cc: ControlCenter | undefined;
let dataDir = '';
let collector: Collector | undefined;
let client: Client | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await client?.close();
  await cc?.close();
  await collector?.remove();
  client = cc = collector = undefined;
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function start(forwarding: { protocol: 'tcp' | 'udp' | 'relp'; port: number; maxQueueBytes?: number }): Promise<ControlCenter> {
  dataDir = await mkdtemp(join(tmpdir(), 'interlock-forward-'));
  dirs.push(dataDir);
  cc = await startControlCenter({ dataDir, port: 0, demo: false });
  await cc.core.settings.update((s) => ({ ...s, auditForwarding: { ...s.auditForwarding, enabled: true, host: '127.0.0.1', ...forwarding } }));
  client = new Client({ name: 'forwarding-agent', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  return cc;
}

const forwardingSummary = (center: ControlCenter) => center.core.store.state.diagnostics['interlock:audit-forwarding']?.summary ?? '';
const forwardingNotes = (center: ControlCenter) => center.core.store.state.diagnostics['interlock:audit-forwarding']?.items.map((i) => i.message).join(' ') ?? '';

async function calls(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await client!.callTool({ name: 'get_interlock_status', arguments: {} });
}

/** The audit records the control center wrote with forwarding on: every line of its audit log after the first record forwarded. */
async function auditIds(): Promise<string[]> {
  // Reads wait up to a batch delay before their records are written.
  await cc!.core.audit.flush();
  const lines = (await readFile(join(dataDir, 'audit.jsonl'), 'utf8')).split('\n').filter(Boolean);
  return lines.map((line) => (JSON.parse(line) as { id: string }).id);
}

interface Received {
  seq: number;
  msgid: string;
  id: string | undefined;
  raw: string;
}

function parse(line: string): Received {
  const header = /^<(\d+)>1 \S+ \S+ interlock \S+ (\S+) \[interlock@32473 ([^\n]*)/.exec(line);
  if (!header) throw new Error(`not an RFC 5424 message from Interlock: ${line.slice(0, 200)}`);
  const seq = Number(/\bseq="(\d+)"/.exec(line)![1]);
  const id = /\bid="([^"]+)"/.exec(line)?.[1];
  return { seq, msgid: header[2]!, id, raw: line };
}

// rsyslogd writes notes of its own to the same file (a connection it dropped, its restart): only Interlock's count.
const fromInterlock = (line: string) => /^<\d+>1 \S+ \S+ interlock /.test(line);

async function receivedWhenCalm(coll: Collector, expected: (r: Received[]) => boolean): Promise<Received[]> {
  let got: Received[] = [];
  await expect.poll(async () => expected((got = (await coll.received()).filter(fromInterlock).map(parse))), { timeout: 60_000, interval: 200 }).toBe(true);
  return got;
}

describe.skipIf(missing !== null)('audit forwarding to a syslog collector (rsyslogd)', () => {
  it('delivers 1,000 calls over TCP once and in order, across a collector restart in the middle', { timeout: 180_000 }, async () => {
    collector = await startCollector();
    const center = await start({ protocol: 'tcp', port: collector.tcpPort });
    await calls(500);
    // The collector is restarted between bursts, once the forwarder had every record confirmed (the collector closed
    // in order after reading them): nothing is in flight, so nothing may be sent twice. A restart mid-round is the
    // next test's.
    await cc!.core.audit.flush();
    // Both: the status can say "nothing waiting" a moment before the records just flushed reach the forwarder's queue.
    await expect
      .poll(async () => /connected, \d+ sent since start, nothing waiting/.test(forwardingSummary(center)) && (await collector!.received()).filter(fromInterlock).length >= 500, { timeout: 30_000 })
      .toBe(true);
    await collector.stop();
    // Calls go on while the collector is away: their records wait on disk.
    await calls(100);
    await expect.poll(() => forwardingSummary(center)).toMatch(/collector unreachable/);
    await collector.start();
    await calls(400);
    const written = await auditIds();
    const received = await receivedWhenCalm(collector, (r) => r.some((m) => m.id === written.at(-1)));
    expect(received.map((r) => r.seq)).toEqual(received.map((_, i) => i + 1));
    // Each record exactly once, in the audit log's order: the settings change that turned forwarding on, then the calls.
    const forwarded = received.map((r) => r.id);
    expect(forwarded).toEqual(written.slice(written.indexOf(forwarded[0]!)));
    expect(received.filter((r) => r.msgid === 'call').length).toBeGreaterThanOrEqual(1000);
    expect(received.find((r) => /tool="get_interlock_status"/.test(r.raw))!.raw).toMatch(/agent\.name="forwarding-agent"/);
    await expect.poll(() => forwardingSummary(center), { timeout: 30_000 }).toMatch(/connected, \d+ sent since start, nothing waiting/);
    console.log(`restart between bursts: ${received.length} messages for ${written.length - written.indexOf(forwarded[0]!)} records`);
  });

  it('loses nothing when the collector stops mid-stream: the round it did not confirm is sent again under the same seqs', { timeout: 180_000 }, async () => {
    collector = await startCollector();
    await start({ protocol: 'tcp', port: collector.tcpPort });
    const running = calls(600);
    await expect.poll(async () => (await collector!.received()).length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(100);
    await collector.stop();
    await collector.start();
    await running;
    const written = await auditIds();
    const received = await receivedWhenCalm(collector, (r) => r.some((m) => m.id === written.at(-1)));
    const { firsts, repeats, goneBack } = expectNoGapInOrder(received, written);
    console.log(`mid-stream collector stop: ${received.length} messages for ${firsts.size} records (${repeats} sent again, ${goneBack} rounds sent again)`);
  });

  it('keeps records on disk while the collector is away, and reports what the queue bound kept out', { timeout: 180_000 }, async () => {
    collector = await startCollector();
    await collector.stop();
    const center = await start({ protocol: 'tcp', port: collector.tcpPort, maxQueueBytes: 64 * 1024 });
    await expect.poll(() => forwardingSummary(center)).toMatch(/collector unreachable/);
    await calls(200);
    await expect.poll(() => forwardingNotes(center)).toMatch(/did not fit in the forwarding queue/);
    await collector.start();
    // A report is smaller than a call's record, so one can fit while the queue is still too full for calls: records
    // made then are counted in a later report. The calls looked for below are made once the queue has emptied and
    // every count went out, so they must arrive.
    await expect.poll(() => forwardingSummary(center), { timeout: 60_000 }).toMatch(/connected, \d+ sent since start, nothing waiting/);
    await expect.poll(() => forwardingNotes(center)).toBe('');
    await calls(5);
    const written = await auditIds();
    const received = await receivedWhenCalm(collector, (r) => r.some((m) => m.id === written.at(-1)));
    expect(received.map((r) => r.seq)).toEqual(received.map((_, i) => i + 1));
    // Every record written since forwarding began arrived once, in the log's order, or is counted by a report that
    // stands exactly where it is missing: nothing lost below the bound, nothing sent twice.
    const reports = received.filter((r) => r.msgid === 'forwarding-dropped');
    expect(reports.length).toBeGreaterThan(0);
    let next = written.indexOf(received[0]!.id!);
    expect(next).toBeGreaterThanOrEqual(0);
    for (const r of received) {
      if (r.msgid === 'forwarding-dropped') {
        const dropped = Number(/\bdropped="(\d+)"/.exec(r.raw)![1]);
        expect(dropped).toBeGreaterThan(0);
        next += dropped;
      } else {
        expect(r.id).toBe(written[next]);
        next++;
      }
    }
    expect(next).toBe(written.length);
    expect(received.indexOf(reports[0]!)).toBeGreaterThan(0);
    expect(received.slice(-5).map((r) => r.msgid)).toEqual(['call', 'call', 'call', 'call', 'call']);
  });

  it('sends over UDP in order while the collector listens', { timeout: 120_000 }, async () => {
    collector = await startCollector();
    await start({ protocol: 'udp', port: collector.udpPort });
    await calls(50);
    const written = await auditIds();
    const received = await receivedWhenCalm(collector, (r) => r.length >= 50);
    expect(received.map((r) => r.seq)).toEqual(received.map((_, i) => i + 1));
    expect(received.map((r) => r.id)).toEqual(written.slice(written.indexOf(received[0]!.id!)).slice(0, received.length));
  });
});


/**
 * No gap and in order: each message is the next record, or goes back to one already received (records sent again
 * after a session ended) and goes on in order from there; a repeat is the same record, byte for byte, and the records
 * are the audit log's, from the first forwarded on.
 */
function expectNoGapInOrder(received: Received[], written: string[]) {
  const firsts = new Map<number, Received>();
  let newest = 0;
  let goneBack = 0;
  for (const [i, r] of received.entries()) {
    if (r.seq === newest + 1) newest = r.seq;
    else if (r.seq <= newest && (i === 0 || r.seq !== received[i - 1]!.seq + 1)) goneBack++;
    else expect(r.seq, `message ${i} after seq ${received[i - 1]?.seq} (newest ${newest})`).toBe(received[i - 1]!.seq + 1);
    if (!firsts.has(r.seq)) firsts.set(r.seq, r);
    expect(r.raw).toBe(firsts.get(r.seq)!.raw);
  }
  expect([...firsts.keys()]).toEqual([...firsts.keys()].map((_, i) => i + 1));
  const ids = [...firsts.values()].map((r) => r.id);
  expect(ids).toEqual(written.slice(written.indexOf(ids[0]!)));
  return { firsts, repeats: received.length - firsts.size, goneBack };
}

describe.skipIf(relpMissing !== null)('audit forwarding over RELP to rsyslogd (imrelp)', () => {
  it('delivers 1,000 calls in order with no gap, across a collector stopped (SIGTERM) mid-stream and started again, repeating only records it took unanswered', { timeout: 240_000 }, async () => {
    collector = await startCollector();
    const center = await start({ protocol: 'relp', port: collector.relpPort! });
    let made = 0;
    const running = (async () => {
      for (; made < 1000; made++) await client!.callTool({ name: 'get_interlock_status', arguments: {} });
    })();
    await expect.poll(async () => (await collector!.received()).length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(100);
    // Stopped with records on the wire unanswered: rsyslogd is suspended while more calls are made (the forwarder
    // sends a window of them, which wait unread in its socket), then gets SIGTERM. What it answered before exiting
    // is delivered; the rest must come again on the next session, and nothing twice.
    collector.freeze();
    const frozenAt = made;
    await expect.poll(() => made, { timeout: 120_000, interval: 50 }).toBeGreaterThanOrEqual(Math.min(1000, frozenAt + 200));
    await cc!.core.audit.flush();
    await collector.stop();
    const beforeStop = (await collector.received()).length;
    await expect.poll(() => forwardingSummary(center), { timeout: 30_000 }).toMatch(/collector unreachable/);
    await collector.start();
    await running;
    const written = await auditIds();
    const received = await receivedWhenCalm(collector, (r) => r.some((m) => m.id === written.at(-1)));
    // Nothing lost and in order. A repeat is possible in one window only (docs/audit-forwarding.md): records rsyslogd
    // took when it was stopped but whose answers never reached Interlock are sent again on the next session, so the
    // file may go back once, to a record of that unanswered window, and go on in order from there.
    const { firsts, repeats, goneBack } = expectNoGapInOrder(received, written);
    expect(goneBack).toBeLessThanOrEqual(1);
    expect([...firsts.values()].filter((r) => r.msgid === 'call').length).toBeGreaterThanOrEqual(1000);
    expect(beforeStop).toBeLessThan(firsts.size);
    await expect.poll(() => forwardingSummary(center), { timeout: 30_000 }).toMatch(/connected, \d+ sent since start, nothing waiting/);
    // Records rsyslogd had not answered when it exited were sent again on the next session; only those can repeat.
    const again = Number(/(\d+) sent again/.exec(forwardingSummary(center))?.[1] ?? 0);
    expect(repeats).toBeLessThanOrEqual(again);
    console.log(`RELP, collector stopped mid-stream: ${received.length} messages for ${firsts.size} records; ${again} sent again after the stop, ${repeats} of them already in the file; ${beforeStop} lines in the file at the stop`);
  });
});
