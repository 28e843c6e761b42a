// Sends every audit record, once it is on disk, to the person's syslog collector (Settings → Audit forwarding), in the
// order written. Records wait in a bounded queue on disk (disk-queue.ts) while the collector is away and go out in
// order when it is back. Plain syslog has no acknowledgement: a message counts as delivered once the connection has
// stayed up for RESEND_WINDOW_MS after it (or closed cleanly after it); when a connection fails, what it carried in
// that window is sent again (the collector sees the same `seq` twice rather than a gap).
import { mkdir, readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DiskQueue } from './disk-queue.ts';
import { syslogMessage, type SyslogHeader } from './syslog-message.ts';
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
  since: number;
}

/** How long a connection must stay up after a message before it counts as delivered. */
export const RESEND_WINDOW_MS = 1000;
const BATCH = 200;
const MAX_BACKOFF_MS = 10_000;

interface Written {
  end: number;
  at: number;
}

export class AuditForwarder {
  readonly #queue: DiskQueue;
  readonly #header: SyslogHeader;
  #settings: AuditForwardingSettings;
  #status: ForwardingStatus;
  readonly #listeners = new Set<(status: ForwardingStatus) => void>();
  /** Records being queued, one step after another so their order is the log's. */
  #adding: Promise<void> = Promise.resolve();
  #wake: (() => void) | null = null;
  #loop: Promise<void> | null = null;
  #generation = 0;
  #closed = false;

  private constructor(queue: DiskQueue, settings: AuditForwardingSettings, header: SyslogHeader) {
    this.#queue = queue;
    this.#settings = settings;
    this.#header = header;
    this.#status = { state: 'off', collector: '', sent: 0, waitingBytes: queue.waitingBytes, dropped: queue.dropped, lastError: null, since: Date.now() };
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
        this.#wake?.();
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
    this.#update({ state: 'connecting', collector: describeCollector(settings), lastError: null });
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
      let connection: SyslogConnection;
      try {
        connection = await connectCollector(await this.#address());
      } catch (err) {
        this.#update({ state: 'down', lastError: (err as Error).message });
        await this.#pause(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        continue;
      }
      backoff = 500;
      this.#update({ state: 'up', lastError: null });
      await this.#send(connection, current);
      connection.close();
      if (current()) this.#update({ state: 'down', lastError: connection.ended?.reason ?? null });
    }
  }

  /** Sends what waits, as it comes, until the connection ends or the settings change. */
  async #send(connection: SyslogConnection, current: () => boolean): Promise<void> {
    let cursor = this.#queue.deliveredOffset;
    let restarts = this.#queue.restarts;
    const written: Written[] = [];
    const confirm = async (all: boolean) => {
      const now = Date.now();
      let end = -1;
      while (written.length > 0 && (all || now - written[0]!.at >= RESEND_WINDOW_MS)) end = written.shift()!.end;
      if (end >= 0) await this.#queue.delivered(end);
      // Room again after the bound kept records out: the count goes out now, not only with the next record.
      if (end >= 0 && this.#queue.dropped > 0) await this.#queue.add([], this.#dropReport);
      // Everything sent was delivered and the file started over: sending goes on from its start.
      if (restarts !== this.#queue.restarts) {
        restarts = this.#queue.restarts;
        cursor = this.#queue.deliveredOffset;
      }
      this.#update({ waitingBytes: this.#queue.waitingBytes, dropped: this.#queue.dropped });
    };
    while (current() && !connection.ended) {
      const batch = await this.#queue.peek(BATCH, cursor);
      if (batch.length === 0) {
        await confirm(false);
        // Confirming may have queued the report of dropped records: it goes out now, not with the next record.
        if (this.#queue.endOffset > cursor) continue;
        // Sleep until a record comes or the oldest unconfirmed message's window has passed.
        await this.#pause(written.length > 0 ? Math.max(10, RESEND_WINDOW_MS - (Date.now() - written[0]!.at)) : 60_000);
        continue;
      }
      for (const message of batch) {
        try {
          await connection.send(message.msg);
        } catch {
          break;
        }
        written.push({ end: message.end, at: Date.now() });
        cursor = message.end;
        this.#status.sent++;
        // A turn of the event loop between messages lets a collector's FIN be seen before the next one is sent.
        await new Promise((resolve) => setImmediate(resolve));
        if (connection.ended) break;
      }
      await confirm(false);
    }
    // A clean close means the collector read everything before it; a failure, that the last window may be lost.
    if (!connection.ended?.failed) await confirm(true);
    this.#update({ waitingBytes: this.#queue.waitingBytes });
  }

  async #address(): Promise<CollectorAddress> {
    const { protocol, host, port, caFile } = this.#settings;
    const ca = protocol === 'tls' && caFile.trim() !== '' ? await readFile(caFile, 'utf8') : undefined;
    return { protocol, host, port, ...(ca ? { ca } : {}) };
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
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
