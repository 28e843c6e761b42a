// The audit log: an append-only JSON Lines record that never claims more than happened.
//
// A mutating call leaves a trail, each line fsync'd before the step it describes:
//   card   — the call reached the approval gate (a host that dies while it waits still leaves a trace);
//   intent — the call was approved and is about to run; if this cannot be written, the call does not run;
//   plan   — one edit is about to be written: where, the hash before and after, the previous content (as a blob);
//   the call entry — how it ended (the line History shows).
// On start `recover` repairs a torn last line (keeping the fragment aside), records pending cards as denied and
// reconciles intents without an outcome against what is on disk (audit-recovery.ts). Arguments are stored bounded,
// revert content in content-addressed blobs, and the log rotates into segments (audit-segments.ts) that History
// pages through backwards (audit-query.ts). This file is the writer.
import { createHash } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DecisionRecord } from '../../src-shared/app-state.ts';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import { pathExists, renameWithRetry, syncDirectory, writeFileAtomic } from '../files/index.ts';
import { boundArgs, entryLine, type AuditCallHeader } from './audit-args.ts';
import { AuditListeners, type DurableRecord } from './audit-listeners.ts';
import { findEntry, queryPage, readEntries, revertsOf, type AuditQuery, type AuditQueryResult, type AuditReadResult } from './audit-query.ts';
import { recoverOpenCalls, type RecoveryProbe, type RecoveryReport } from './audit-recovery.ts';
import { AuditSegments, wholeLineSize } from './audit-segments.ts';

export type { AuditQuery, AuditQueryResult, AuditReadResult } from './audit-query.ts';
export type { RecoveryProbe, RecoveryReport } from './audit-recovery.ts';
export type { AuditCallHeader } from './audit-args.ts';
import { errorMessage, ToolError } from './errors.ts';

const CONTENT_HASH = /^sha256:[0-9a-f]{64}$/;
/** Revert data strings longer than this go to a blob file instead of the log line. */
const BLOB_THRESHOLD_CHARS = 256;
/** The active file is rotated into a segment once it passes this size. */
export const DEFAULT_SEGMENT_BYTES = 8 * 1024 * 1024;

/** A line waiting for the writer (or what makes it, for an entry serialised late), with its caller's promise. */
interface QueuedLine<L = string | (() => string)> {
  line: L;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** The queued lines as text; one that cannot be serialised fails alone instead of taking its batch with it. */
function serialised(pending: QueuedLine[]): Array<QueuedLine<string>> {
  const batch: Array<QueuedLine<string>> = [];
  for (const item of pending) {
    try {
      batch.push({ ...item, line: typeof item.line === 'string' ? item.line : item.line() });
    } catch (err) {
      item.reject(err);
    }
  }
  return batch;
}

/** Thrown when a record that must precede a change cannot be written: the change is then not made. */
export class AuditUnavailableError extends ToolError {
  constructor(what: string, cause: unknown) {
    super(
      `Interlock could not write its audit record (${errorMessage(cause)}), so ${what}. Nothing was changed. Free space in Interlock's data directory (or fix its permissions) and try again.`,
    );
    this.name = 'AuditUnavailableError';
  }
}

/** An approved mutation in progress: its edits are planned (and recorded) one by one before they are written. */
export interface MutationIntent {
  readonly id: string;
  /** Records the edit about to be written; throws AuditUnavailableError (and the edit must not be made) if it cannot. */
  planEdit(edit: EditRecord): Promise<void>;
  /** Writes the call's outcome; the same as `append(entry)` with this intent's id. */
  complete(entry: AuditEntry): Promise<void>;
}

type OpenRecord =
  | ({ type: 'card' } & AuditCallHeader)
  | ({ type: 'intent'; decision: DecisionRecord } & AuditCallHeader)
  | { type: 'plan'; id: string; at: string; edit: EditRecord };

/** How long a read-only call's entry may wait to share an fsync with the entries after it. */
export const AUDIT_BATCH_DELAY_MS = 25;

export class AuditLog {
  /** The active file; rotated segments and blobs live in the folder beside it. */
  readonly path: string;
  readonly #segmentBytes: number;
  readonly #dir: string;
  /** Lines waiting for the writer, with the promises of their callers. */
  #pending: QueuedLine[] = [];
  #writing: Promise<void> | null = null;
  #batchTimer: ReturnType<typeof setTimeout> | null = null;
  /** A queued line must not wait for the batch delay (an edit's record, a card, an intent). */
  #urgentQueued = false;
  #handle: FileHandle | null = null;
  /** Size of the active file as far as complete, synced lines go; null until first opened. */
  #size: number | null = null;
  /** The active file and the numbered segments rotation closed. */
  readonly #segments: AuditSegments;
  /** Card, intent and plan records of calls that have no outcome yet, carried into each new segment. */
  readonly #open = new Map<string, string[]>();
  readonly #written = new AuditListeners<readonly string[]>('written records');
  readonly #durable = new AuditListeners<DurableRecord>('durable records');
  /** Each planned edit as its lines store it: the outcome records the same edit without storing it again. */
  readonly #storedEdits = new WeakMap<EditRecord, EditRecord>();
  /** Each call's arguments as its lines store them (a call's arguments are not changed once it arrived). */
  readonly #storedArgs = new WeakMap<object, unknown>();

  constructor(path: string, options: { segmentBytes?: number } = {}) {
    this.path = path;
    this.#segmentBytes = options.segmentBytes ?? DEFAULT_SEGMENT_BYTES;
    this.#dir = join(dirname(path), basename(path).replace(/\.jsonl$/, ''));
    this.#segments = new AuditSegments(path, join(this.#dir, 'segments'));
  }

  get #blobsDir(): string {
    return join(this.#dir, 'blobs');
  }

  /**
   * Queues a finished call's entry; resolves once it is on disk (written and fsync'd). An `urgent` entry (an edit,
   * whose record is what makes it revertible) is written at once; others wait up to AUDIT_BATCH_DELAY_MS so a busy
   * agent's reads share one fsync instead of costing one each. An urgent entry takes everything queued with it.
   */
  async append(entry: AuditEntry, options: { urgent?: boolean } = {}): Promise<void> {
    const edits = entry.edits ? await Promise.all(entry.edits.map((e) => this.#storeRevertData(e))) : undefined;
    // Bounded and serialised when its batch is written: for a read, that is after the agent has its answer.
    await this.#enqueue(() => entryLine(entry, edits, this.#boundArgs(entry.args)), options.urgent === true);
    this.#open.delete(entry.id);
    this.#durable.announce({ type: 'entry', entry });
  }

  /** Records that a mutating call is waiting for the person's decision. */
  async cardRaised(call: AuditCallHeader): Promise<void> {
    await this.#openRecord(call.id, { type: 'card', ...call, args: this.#boundArgs(call.args) });
  }

  /**
   * Records, durably, that an approved mutation is about to run. Throws AuditUnavailableError when that record
   * cannot be written: the caller must then not run the mutation.
   */
  async beginMutation(call: AuditCallHeader & { decision: DecisionRecord }): Promise<MutationIntent> {
    try {
      await this.#openRecord(call.id, { type: 'intent', ...call, args: this.#boundArgs(call.args) });
    } catch (err) {
      throw new AuditUnavailableError('the approved change was not made', err);
    }
    return {
      id: call.id,
      planEdit: async (edit) => {
        try {
          await this.#openRecord(call.id, { type: 'plan', id: call.id, at: new Date().toISOString(), edit: await this.#storeRevertData(edit) });
        } catch (err) {
          throw new AuditUnavailableError(`${edit.location} was not written`, err);
        }
        this.#durable.announce({ type: 'plan', id: call.id, edit });
      },
      complete: (entry) => this.append({ ...entry, id: call.id }, { urgent: true }),
    };
  }

  /** A call's arguments as its lines store them, bounded once for its card, intent and outcome. */
  #boundArgs(args: unknown): unknown {
    if (args === null || typeof args !== 'object') return boundArgs(args);
    let bounded = this.#storedArgs.get(args);
    if (bounded === undefined) {
      bounded = boundArgs(args);
      this.#storedArgs.set(args, bounded);
    }
    return bounded;
  }

  async #openRecord(id: string, record: OpenRecord): Promise<void> {
    const line = `${JSON.stringify({ v: 1, ...record })}\n`;
    await this.#enqueue(line, true);
    const lines = this.#open.get(id) ?? [];
    lines.push(line);
    this.#open.set(id, lines);
  }

  #enqueue(line: string | (() => string), urgent: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ line, resolve, reject });
      if (urgent) {
        this.#urgentQueued = true;
        this.#startWriting();
      } else this.#batchSoon();
    });
  }

  /**
   * Moves long revert strings (previous file content) into content-addressed blobs, written before the line. The
   * previous content an edit names with `beforeContent` is kept as its bytes, named by `beforeHash` (no hash again);
   * an edit already stored for its plan is not stored again for its outcome.
   */
  async #storeRevertData(edit: EditRecord): Promise<EditRecord> {
    const known = this.#storedEdits.get(edit);
    if (known) return known;
    const { beforeContent, ...record } = edit;
    const revert: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(edit.revert)) {
      if (typeof value === 'string' && value.length > BLOB_THRESHOLD_CHARS) {
        const named = key === beforeContent && edit.beforeHash !== null && CONTENT_HASH.test(edit.beforeHash) ? edit.beforeHash.slice('sha256:'.length) : null;
        const hex = named ?? createHash('sha256').update(value).digest('hex');
        await this.#writeBlob(hex, named === null ? value : Buffer.from(value, 'base64'));
        revert[key] = named === null ? { $blob: `sha256:${hex}` } : { $blob: `sha256:${hex}`, encoding: 'base64' };
      } else {
        revert[key] = value;
      }
    }
    const stored = { ...record, revert };
    this.#storedEdits.set(edit, stored);
    return stored;
  }

  /** A blob is named by the hash of its bytes, so one that exists already holds them. */
  async #writeBlob(hex: string, content: string | Buffer): Promise<void> {
    const path = join(this.#blobsDir, hex);
    if (await pathExists(path)) return;
    await mkdir(this.#blobsDir, { recursive: true, mode: 0o700 });
    await writeFileAtomic(path, content, { mode: 0o600, contentHash: `sha256:${hex}` });
  }

  /** The edit with its blob references replaced by the stored content, as its reverter needs it. */
  async loadRevertData(edit: EditRecord): Promise<EditRecord> {
    const revert: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(edit.revert)) {
      const ref = (value as { $blob?: unknown } | null)?.$blob;
      if (typeof ref === 'string' && CONTENT_HASH.test(ref)) {
        const hex = ref.slice('sha256:'.length);
        const bytes = await readFile(join(this.#blobsDir, hex)).catch(() => {
          throw new Error(`The saved content for reverting ${edit.location} is missing from the audit folder`);
        });
        if (createHash('sha256').update(bytes).digest('hex') !== hex) {
          throw new Error(`The saved content for reverting ${edit.location} is damaged`);
        }
        revert[key] = (value as { encoding?: unknown }).encoding === 'base64' ? bytes.toString('base64') : bytes.toString('utf8');
      } else {
        revert[key] = value;
      }
    }
    return { ...edit, revert };
  }

  /** Writes everything queued now and waits until it is on disk. */
  async flush(): Promise<void> {
    while (this.#writing || this.#pending.length > 0) {
      this.#startWriting();
      await this.#writing;
    }
  }

  /**
   * Calls `listener` with every record line once it is on disk (written and fsync'd), batch by batch in the order
   * written: the audit forwarding sends exactly what the log holds. A listener's failure never touches the log.
   */
  onWritten(listener: (lines: readonly string[]) => void): () => void {
    return this.#written.add(listener);
  }

  /**
   * Calls `listener` with each planned edit and each call entry (as the caller gave them, revert data in full) once
   * its record is on disk: what follows a change that is durable and audited (its commit in git) starts from here.
   */
  onDurable(listener: (record: DurableRecord) => void): () => void {
    return this.#durable.add(listener);
  }

  /** Flushes and closes the file; a later append reopens it. */
  async close(): Promise<void> {
    await this.flush();
    await this.#handle?.close();
    this.#handle = null;
  }

  #startWriting(): void {
    if (this.#batchTimer) clearTimeout(this.#batchTimer);
    this.#batchTimer = null;
    if (this.#writing || this.#pending.length === 0) return;
    this.#writing = this.#writeBatch().finally(() => {
      this.#writing = null;
      // Reads that came in during the write wait for the next batch, so a steady stream of reads costs one write
      // and one fsync per batch delay rather than one after another without a pause.
      if (this.#urgentQueued) this.#startWriting();
      else if (this.#pending.length > 0) this.#batchSoon();
    });
  }

  #batchSoon(): void {
    this.#batchTimer ??= setTimeout(() => this.#startWriting(), AUDIT_BATCH_DELAY_MS);
  }

  /** Writes and fsyncs everything queued now, as one batch. */
  async #writeBatch(): Promise<void> {
    const batch = serialised(this.#pending);
    this.#pending = [];
    this.#urgentQueued = false;
    if (batch.length > 0) {
      try {
        const handle = await this.#activeHandle();
        // Normally nothing else writes here; if something did, continue after its last whole line.
        const end = (await handle.stat()).size;
        if (end !== this.#size) {
          this.#size = await wholeLineSize(handle, end);
          if (this.#size !== end) await handle.truncate(this.#size);
        }
        const text = batch.map((b) => b.line).join('');
        const bytes = Buffer.from(text, 'utf8');
        await writeAll(handle, bytes, this.#size!);
        await handle.sync();
        this.#size! += bytes.length;
        for (const b of batch) b.resolve();
        this.#written.announce(batch.map((b) => b.line));
        if (this.#size! >= this.#segmentBytes) await this.#rotate().catch((err: unknown) => console.error('[audit] rotation failed:', err));
      } catch (err) {
        // A torn write (disk full) must not glue the next line onto its fragment: cut back to the last whole line.
        await this.#handle?.truncate(this.#size ?? 0).catch(() => undefined);
        await this.#handle?.close().catch(() => undefined);
        this.#handle = null;
        this.#size = null;
        for (const b of batch) b.reject(err);
      }
    }
  }

  async #activeHandle(): Promise<FileHandle> {
    if (this.#handle && this.#size !== null) return this.#handle;
    await this.#segments.discover();
    // Read-write, not append: positional writes at the known end, and truncating a torn write works on Windows too
    // (an append-only handle there may not set the file's end). One control center per data directory writes it.
    const handle = await open(this.path, fsConstants.O_RDWR | fsConstants.O_CREAT, 0o600);
    try {
      const size = (await handle.stat()).size;
      this.#size = await wholeLineSize(handle, size);
      if (this.#size !== size) {
        // A line torn earlier in this session (recover handles the one left by a crash, keeping it aside).
        await handle.truncate(this.#size);
      }
    } catch (err) {
      await handle.close();
      throw err;
    }
    this.#handle = handle;
    return handle;
  }

  /** Closes the active file as a numbered segment and starts a new one holding the records still open. */
  async #rotate(): Promise<void> {
    await mkdir(this.#segments.dir, { recursive: true, mode: 0o700 });
    const seq = await this.#segments.discover();
    await this.#handle?.close();
    this.#handle = null;
    this.#size = null;
    // On Windows a History page being read holds the file for a moment: ride that out like any atomic write.
    await renameWithRetry(this.path, this.#segments.rotatedPath(seq));
    this.#segments.active = seq + 1;
    const carried = [...this.#open.values()].flat().join('');
    const handle = await this.#activeHandle();
    if (carried !== '') {
      const bytes = Buffer.from(carried, 'utf8');
      await writeAll(handle, bytes, this.#size!);
      this.#size! += bytes.length;
    }
    await handle.sync();
    await syncDirectory(this.#segments.dir);
    await syncDirectory(dirname(this.path));
  }

  /**
   * Run once at start, before any call: repairs a torn last line, records calls that waited for approval as denied,
   * and reconciles approved calls that have no outcome against what is on disk now (audit-recovery.ts).
   */
  async recover(probe: RecoveryProbe): Promise<RecoveryReport> {
    await this.flush();
    return recoverOpenCalls({ path: this.path, tornDir: join(this.#dir, 'torn'), append: (entry) => this.append(entry, { urgent: true }) }, probe);
  }

  /**
   * One page of History, newest first, reading backwards from the cursor through the segments: never the whole log
   * (audit-query.ts).
   */
  async query(query: AuditQuery): Promise<AuditQueryResult> {
    await this.flush();
    return queryPage(this.#segments, query);
  }

  /** The entry with this id, and whether a later entry reverted it; scans backwards from the newest. */
  async find(id: string): Promise<{ entry: AuditEntry; reverted: boolean } | undefined> {
    await this.flush();
    return findEntry(this.#segments, id);
  }

  /** Of `ids` (entries of a History page), those a later entry reverted, with that revert's record. */
  async revertsOf(ids: readonly string[]): Promise<Record<string, AuditEntry>> {
    if (ids.length === 0) return {};
    await this.flush();
    return revertsOf(this.#segments, ids);
  }

  /** Every call entry, oldest first. For tests and small logs only; History uses `query`. */
  async read(): Promise<AuditReadResult> {
    await this.flush();
    return readEntries(this.#segments);
  }
}

/** A short write (a disk filling up) is not success: keep writing, so a full disk surfaces as ENOSPC. */
async function writeAll(handle: FileHandle, bytes: Buffer, position: number): Promise<void> {
  for (let offset = 0; offset < bytes.length; ) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset, position + offset);
    if (bytesWritten === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    offset += bytesWritten;
  }
}
