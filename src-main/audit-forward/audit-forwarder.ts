// Sends every audit record, once it is on disk, to the person's syslog collector (Settings → Audit forwarding), in the
// order written. Records wait in a bounded queue on disk (disk-queue.ts) while the collector is away and go out in
// order when it is back.
//
// Plain syslog over TCP has no acknowledgement, and neither a time nor a clean close of the collector's own proves a
// record was read: a busy rsyslogd reads hundreds of records behind, and one shutting down closes cleanly while a
// record written a moment later is lost. So records go out in rounds, each on its own connection: when the queue is
// sent (or a round has run ROUND_MS), the forwarder ends its stream and waits for the collector's orderly close,
// which it gives only after reading everything up to that end. Only then are the round's records delivered. A round
// that ends any other way (the collector closed or reset first, no close in time) is sent again whole on the next
// connection, under the same `seq`s: a collector restarted mid-round sees repeats of at most a round, never a gap.
//
// RELP (relp-client.ts) is acknowledged: the collector answers each record, so there are no rounds. One session
// stays open; records stream out (up to the window unanswered) and each is delivered on its own `200`. A session that
// ends otherwise leaves its unanswered records waiting, and the next one sends them again, in order.
import { mkdir, readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DiskQueue } from './disk-queue.ts';
import { syslogMessage, type SyslogHeader } from './syslog-message.ts';
import { connectRelp, RelpRefusal, type RelpConnection } from './relp-client.ts';
import { connectCollector, describeCollector, type CollectorAddress, type SyslogConnection, type SyslogProtocol } from './syslog-transport.ts';

export interface AuditForwardingSettings {
  enabled: boolean;
  protocol: SyslogProtocol;
  host: string;
  port: number;
  /** A PEM file with the CA that signs the collector's certificate (TLS only). */
  caFile: string;
  /** The most bytes waiting on disk; beyond it records are counted, not kept. */
  maxQueueBytes: number;
}

export interface ForwardingStatus {
  /** off: not enabled; connecting; up: connected, sending as records come; down: the collector is unreachable. */
  state: 'off' | 'connecting' | 'up' | 'down';
  collector: string;
  /** Records written to the collector since the control center started. */
  sent: number;
  waitingBytes: number;
  /** Records the queue's bound kept out, not yet reported to the collector. */
  dropped: number;
  lastError: string | null;
  /** RELP: records sent again because a session ended before the collector answered them, since start. */
  resent: number;
  /** RELP: the collector's error answer to the last record it refused (cleared by its next `200`). */
  refused: string | null;
  since: number;
}

/** How long a round waits for more records once the queue is sent, before it ends to have them confirmed. */
const LINGER_MS = 200;
/** The longest a round sends before it ends: what a failed round sends again is at most this much. */
const ROUND_MS = 2000;
/** How long the collector has to close in order once a round ended, before the round counts as not delivered. */
const FINISH_TIMEOUT_MS = 5000;
const BATCH = 200;
const MAX_BACKOFF_MS = 10_000;

export class AuditForwarder {
  readonly #queue: DiskQueue;
  readonly #header: SyslogHeader;
  #settings: AuditForwardingSettings;
  #status: ForwardingStatus;
  readonly #listeners = new Set<(status: ForwardingStatus) => void>();
  /** Records being queued, one step after another so their order is the log's. */
  #adding: Promise<void> = Promise.resolve();
  /** Ends a pause early: for new settings or closing, and (`wakeForRecords`) for a new record. */
  #wake: (() => void) | null = null;
  #wakeForRecords = false;
  #loop: Promise<void> | null = null;
  #generation = 0;
  #closed = false;

  private constructor(queue: DiskQueue, settings: AuditForwardingSettings, header: SyslogHeader) {
    this.#queue = queue;
    this.#settings = settings;
    this.#header = header;
    this.#status = { state: 'off', collector: '', sent: 0, waitingBytes: queue.waitingBytes, dropped: queue.dropped, lastError: null, resent: 0, refused: null, since: Date.now() };
  }

  /** Opens the queue in `dir` (created owner-only) and starts sending when forwarding is enabled. */
  static async start(dir: string, settings: AuditForwardingSettings, header: Partial<SyslogHeader> = {}): Promise<AuditForwarder> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const queue = await DiskQueue.open(dir, settings.maxQueueBytes);
    const forwarder = new AuditForwarder(queue, settings, { hostname: header.hostname ?? hostname(), appName: header.appName ?? 'interlock', procId: header.procId ?? String(process.pid) });
    forwarder.configure(settings);
    return forwarder;
  }

  get status(): ForwardingStatus {
    return this.#status;
  }

  onStatus(listener: (status: ForwardingStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Queues audit record lines as written to the log (JSON, one record each); none while forwarding is off. */
  add(lines: readonly string[]): Promise<void> {
    if (!this.#settings.enabled || this.#closed) return this.#adding;
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    this.#adding = this.#adding
      .then(() => this.#queue.add(records.map((record) => (seq: number) => syslogMessage(record, seq, this.#header)), this.#dropReport))
      .catch((err: unknown) => this.#update({ lastError: `queueing failed: ${(err as Error).message}` }))
      .then(() => {
        this.#update({ waitingBytes: this.#queue.waitingBytes, dropped: this.#queue.dropped });
        if (this.#wakeForRecords) this.#wake?.();
      });
    return this.#adding;
  }

  /** Takes new settings: a changed collector starts a new connection; disabled stops sending (the queue stays). */
  configure(settings: AuditForwardingSettings): void {
    this.#settings = settings;
    this.#queue.maxBytes = settings.maxQueueBytes;
    this.#generation++;
    this.#wake?.();
    if (!settings.enabled) {
      this.#update({ state: 'off', collector: '' });
      return;
    }
    this.#update({ state: 'connecting', collector: describeCollector(settings), lastError: null, refused: null });
    const generation = this.#generation;
    const previous = this.#loop ?? Promise.resolve();
    this.#loop = previous.then(() => this.#run(generation));
  }

  /** Waits until every queued record was written to the collector (tests, and a clean stop). */
  async drained(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    await this.#adding;
    while (Date.now() < until) {
      if (this.#queue.waitingBytes === 0) return true;
      await sleep(50);
    }
    return this.#queue.waitingBytes === 0;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#generation++;
    this.#wake?.();
    await this.#adding;
    await this.#loop;
    await this.#queue.close();
  }

  readonly #dropReport = (count: number) => (seq: number) =>
    syslogMessage({ type: 'forwarding-dropped', at: new Date().toISOString(), dropped: count, message: `${count} audit records were not forwarded: the forwarding queue was full (${this.#settings.maxQueueBytes} bytes)` }, seq, this.#header);

  async #run(generation: number): Promise<void> {
    const current = () => generation === this.#generation && !this.#closed;
    let backoff = 500;
    while (current()) {
      let connection: SyslogConnection | RelpConnection;
      try {
        const address = await this.#address();
        connection = address.protocol === 'relp' ? await connectRelp(address.host, address.port) : await connectCollector(address);
      } catch (err) {
        this.#update({ state: 'down', lastError: (err as Error).message });
        // Retrying waits out the backoff whatever records come meanwhile (they wait on disk); new settings end it.
        await this.#pause(backoff, false);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        continue;
      }
      this.#update({ state: 'up', lastError: null });
      const problem = 'syslog' in connection ? await this.#stream(connection, current) : (await this.#round(connection, current)) ? null : (connection.ended?.reason ?? 'the collector did not confirm the records sent');
      connection.close();
      if (problem === null) {
        backoff = 500;
        continue;
      }
      if (!current()) break;
      this.#update({ state: 'down', lastError: problem });
      // A collector that accepts connections but does not take records (or a UDP port nobody listens on) is retried
      // like one that refuses them.
      await this.#pause(backoff, false);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }

  /**
   * One round on one connection: sends what waits, as it comes, then ends the stream and counts the records
   * delivered only when the collector closes in order. False when the round ended any other way.
   */
  async #round(connection: SyslogConnection, current: () => boolean): Promise<boolean> {
    let cursor = this.#queue.deliveredOffset;
    let sent = 0;
    let startedAt = 0;
    while (current() && !connection.ended) {
      const batch = await this.#queue.peek(BATCH, cursor);
      if (batch.length === 0) {
        // Nothing sent on this connection: it waits for records, and notices within a second a collector that left.
        if (sent === 0) {
          await this.#pause(1000, true);
          continue;
        }
        // Records may follow in a burst: they join this round; otherwise it ends to have it confirmed.
        await this.#pause(LINGER_MS, true);
        if (this.#queue.endOffset > cursor && Date.now() - startedAt < ROUND_MS) continue;
        break;
      }
      for (const message of batch) {
        try {
          await connection.send(message.msg);
        } catch {
          break;
        }
        if (sent++ === 0) startedAt = Date.now();
        cursor = message.end;
        this.#status.sent++;
        if (connection.ended) break;
      }
      if (Date.now() - startedAt >= ROUND_MS) break;
    }
    if (sent === 0) return !connection.ended && current();
    if (!(await connection.finish(FINISH_TIMEOUT_MS))) return false;
    await this.#queue.delivered(cursor);
    // Room again after the bound kept records out: the count goes out now, not only with the next record.
    if (this.#queue.dropped > 0) await this.#queue.add([], this.#dropReport);
    this.#update({ waitingBytes: this.#queue.waitingBytes, dropped: this.#queue.dropped });
    return true;
  }

  /**
   * One RELP session: streams what waits, as it comes, at most the window unanswered, and delivers each record on
   * its `200`. Runs until the session ends, the collector refuses a record or the settings change; what was not
   * answered stays queued for the next session. Null when it ended for new settings or closing, else why it ended.
   */
  async #stream(connection: RelpConnection, current: () => boolean): Promise<string | null> {
    let cursor = this.#queue.deliveredOffset;
    let confirmed = cursor;
    let refusal: RelpRefusal | null = null;
    /** Records sent on this session, and of them those confirmed in order (the rest wait to be sent again). */
    let sent = 0;
    let confirmedCount = 0;
    /** The last record's answer (or loss), handled: answers settle in order, so every earlier one is handled by then. */
    let lastHandled: Promise<void> = Promise.resolve();
    let saving: Promise<void> | null = null;
    // Delivery is recorded on disk as answers come, one write at a time, each for every answer read by then. `saving`
    // is cleared right after the last check finds nothing more, with no await between: no answer is left unsaved.
    const save = () => {
      if (saving || this.#queue.deliveredOffset >= confirmed) return;
      saving = (async () => {
        try {
          do {
            const end = confirmed;
            await this.#queue.delivered(end);
            // A delivered queue file of a megabyte starts over (only when nothing is in flight): sending goes on from its start.
            if (this.#queue.deliveredOffset < end) cursor = confirmed = this.#queue.deliveredOffset;
            if (this.#queue.dropped > 0) await this.#queue.add([], this.#dropReport);
            this.#update({ waitingBytes: this.#queue.waitingBytes, dropped: this.#queue.dropped });
          } while (this.#queue.deliveredOffset < confirmed);
        } catch (err) {
          this.#update({ lastError: `recording delivery failed: ${(err as Error).message}` });
        }
        saving = null;
      })();
    };
    const saved = async () => {
      while (saving) await saving;
    };
    while (current() && !connection.ended && !refusal) {
      const batch = await this.#queue.peek(BATCH, cursor);
      if (batch.length === 0) {
        // Nothing to send: it waits for records, and notices within a second a session the collector ended.
        await this.#pause(1000, true);
        continue;
      }
      for (const message of batch) {
        await connection.room();
        if (connection.ended || refusal || !current()) break;
        lastHandled = connection.syslog(message.msg).then(
          () => {
            // Answers come in order: none after a refusal confirms what the refused record leaves undelivered.
            if (refusal) return;
            confirmed = message.end;
            confirmedCount++;
            if (this.#status.refused) this.#update({ refused: null });
            save();
          },
          (err: unknown) => {
            if (err instanceof RelpRefusal && !refusal) {
              refusal = err;
              this.#update({ refused: `record seq ${message.seq}: ${err.message}` });
            }
          },
        );
        cursor = message.end;
        sent++;
        this.#status.sent++;
      }
    }
    // Leaving on purpose (new settings, closing, a refusal): `close` is answered after every record sent before it.
    if (!connection.ended) await connection.finish(FINISH_TIMEOUT_MS);
    // The next session starts after the last record confirmed: every answer read must be counted first.
    await lastHandled;
    await saved();
    save();
    await saved();
    // Every record after the last one confirmed goes out again on the next session (those answered after a refusal too).
    if (sent > confirmedCount) this.#update({ resent: this.#status.resent + sent - confirmedCount });
    if (refusal) return `the collector refused a record (${(refusal as RelpRefusal).message}); it is sent again with those after it`;
    return current() ? (connection.ended?.reason ?? 'the session ended') : null;
  }

  async #address(): Promise<CollectorAddress> {
    const { protocol, host, port, caFile } = this.#settings;
    const ca = protocol === 'tls' && caFile.trim() !== '' ? await readFile(caFile, 'utf8') : undefined;
    return { protocol, host, port, ...(ca ? { ca } : {}) };
  }

  #pause(ms: number, wakeForRecords: boolean): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wakeForRecords = wakeForRecords;
      this.#wake = () => {
        this.#wake = null;
        done();
      };
    });
  }

  #update(patch: Partial<ForwardingStatus>): void {
    this.#status = { ...this.#status, ...patch, ...(patch.state && patch.state !== this.#status.state ? { since: Date.now() } : {}) };
    for (const listener of this.#listeners) listener(this.#status);
  }
}
