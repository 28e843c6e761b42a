// The forwarding queue on disk: the messages not yet delivered to the collector, in order, kept across restarts.
// One append-only file of JSON lines (`{"seq":n,"msg":"…"}`) and a small state file holding how far delivery got and
// the next number. Bounded in bytes: a message that would pass the bound is not queued but counted, and once there is
// room again the count goes out as a message of its own before anything newer, so a gap is always said.
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/index.ts';

export interface QueuedMessage {
  seq: number;
  msg: string;
  /** Where the line ends in the queue file: delivery up to here is recorded as this offset. */
  end: number;
}

interface QueueState {
  /** Bytes of the queue file delivered (every line before this offset). */
  delivered: number;
  nextSeq: number;
  /** Messages not queued since the last report. */
  dropped: number;
}

/** A file this size or more with everything delivered starts over empty. */
const RESTART_BYTES = 1024 * 1024;

export class DiskQueue {
  readonly #file: string;
  readonly #stateFile: string;
  #maxBytes: number;
  #state: QueueState = { delivered: 0, nextSeq: 1, dropped: 0 };
  #size = 0;
  #handle: FileHandle | null = null;
  /** Queueing and delivery records change the file and the state one after the other, never at once. */
  #serial: Promise<unknown> = Promise.resolve();

  private constructor(dir: string, maxBytes: number) {
    this.#file = join(dir, 'queue.jsonl');
    this.#stateFile = join(dir, 'queue-state.json');
    this.#maxBytes = maxBytes;
  }

  /** Opens (or creates) the queue in `dir`, which must exist. */
  static async open(dir: string, maxBytes: number): Promise<DiskQueue> {
    const queue = new DiskQueue(dir, maxBytes);
    await queue.#load();
    return queue;
  }

  async #load(): Promise<void> {
    try {
      const saved = JSON.parse(await readFile(this.#stateFile, 'utf8')) as Partial<QueueState>;
      this.#state = { delivered: Number(saved.delivered) || 0, nextSeq: Number(saved.nextSeq) || 1, dropped: Number(saved.dropped) || 0 };
    } catch {
      // No state yet (or a torn one): start from the beginning of whatever the file holds.
    }
    this.#handle = await open(this.#file, 'a+', 0o600);
    this.#size = (await this.#handle.stat()).size;
    // A crash mid-line leaves a fragment: what follows the last newline is not a message.
    const text = await readFile(this.#file, 'utf8');
    const whole = text.lastIndexOf('\n') + 1;
    if (Buffer.byteLength(text.slice(0, whole)) !== this.#size) {
      await this.#handle.truncate(Buffer.byteLength(text.slice(0, whole)));
      this.#size = (await stat(this.#file)).size;
    }
    if (this.#state.delivered > this.#size) this.#state.delivered = 0;
  }

  /** Changes the bound (Settings); what waits already stays. */
  set maxBytes(bytes: number) {
    this.#maxBytes = bytes;
  }

  /** Bytes queued and not yet delivered. */
  get waitingBytes(): number {
    return this.#size - this.#state.delivered;
  }

  /** Messages not queued (the bound was reached) and not yet reported. */
  get dropped(): number {
    return this.#state.dropped;
  }

  /**
   * Queues messages built for their numbers (`build(seq)`), durably (fsync'd) and in order. What would pass the bound
   * is counted instead; `report(count)` builds the message that says so once there is room again.
   */
  add(builders: ReadonlyArray<(seq: number) => string>, report: (count: number) => (seq: number) => string): Promise<void> {
    return this.#oneAtATime(() => this.#add(builders, report));
  }

  #oneAtATime<T>(step: () => Promise<T>): Promise<T> {
    const run = this.#serial.then(step);
    this.#serial = run.catch(() => undefined);
    return run;
  }

  async #add(builders: ReadonlyArray<(seq: number) => string>, report: (count: number) => (seq: number) => string): Promise<void> {
    const lines: string[] = [];
    let bytes = 0;
    const take = (build: (seq: number) => string): boolean => {
      const seq = this.#state.nextSeq;
      const line = `${JSON.stringify({ seq, msg: build(seq) })}\n`;
      const size = Buffer.byteLength(line);
      if (this.waitingBytes + bytes + size > this.#maxBytes) return false;
      lines.push(line);
      bytes += size;
      this.#state.nextSeq++;
      return true;
    };
    // The count of dropped messages goes out first, as soon as it fits (also with nothing new: after a delivery).
    for (const build of [undefined, ...builders]) {
      if (this.#state.dropped > 0) {
        if (!take(report(this.#state.dropped))) {
          if (build) this.#state.dropped++;
          continue;
        }
        this.#state.dropped = 0;
      }
      if (build && !take(build)) this.#state.dropped++;
    }
    if (lines.length > 0) {
      await this.#handle!.write(lines.join(''), this.#size);
      await this.#handle!.sync();
      this.#size += bytes;
    }
    await this.#saveState();
  }

  /** Up to `max` undelivered messages from `from` (a byte offset; default: the first undelivered). */
  async peek(max: number, from = this.#state.delivered): Promise<QueuedMessage[]> {
    if (from >= this.#size) return [];
    // Enough for a batch of ordinary records; more only when one record is larger than that.
    let length = Math.min(this.#size - from, 256 * 1024);
    let buffer = Buffer.alloc(length);
    await this.#handle!.read(buffer, 0, length, from);
    while (buffer.indexOf(0x0a) < 0 && from + length < this.#size) {
      length = Math.min(this.#size - from, length * 2);
      buffer = Buffer.alloc(length);
      await this.#handle!.read(buffer, 0, length, from);
    }
    const out: QueuedMessage[] = [];
    let offset = 0;
    while (out.length < max) {
      const newline = buffer.indexOf(0x0a, offset);
      if (newline < 0) break;
      const { seq, msg } = JSON.parse(buffer.subarray(offset, newline).toString('utf8')) as { seq: number; msg: string };
      offset = newline + 1;
      out.push({ seq, msg, end: from + offset });
    }
    return out;
  }

  /** Records delivery of everything before `end`; a fully delivered large file starts over. */
  delivered(end: number): Promise<void> {
    return this.#oneAtATime(() => this.#delivered(end));
  }

  async #delivered(end: number): Promise<void> {
    if (end <= this.#state.delivered) return;
    this.#state.delivered = Math.min(end, this.#size);
    if (this.#state.delivered === this.#size && this.#size >= RESTART_BYTES) {
      await this.#handle!.truncate(0);
      this.#size = 0;
      this.#state.delivered = 0;
    }
    await this.#saveState();
  }

  /** Where the next queued message will start: everything before it is queued. */
  get endOffset(): number {
    return this.#size;
  }

  get deliveredOffset(): number {
    return this.#state.delivered;
  }

  async #saveState(): Promise<void> {
    await writeFileAtomic(this.#stateFile, `${JSON.stringify(this.#state)}\n`, { mode: 0o600 });
  }

  async close(): Promise<void> {
    await this.#handle?.close();
    this.#handle = null;
  }
}
