// Append-only JSON Lines record of every finished call, fsync'd per entry so a crash right after an edit still
// leaves its record (and what is needed to revert it). Reading skips a corrupt line with a warning.
import { open, readFile, type FileHandle } from 'node:fs/promises';
import type { AuditEntry } from '../../src-shared/audit-entry.ts';

const SECRET_KEY = /(token|secret|passw(or)?d|authori[sz]ation|api[-_]?key|credential|cookie)/i;

/** Replaces values under secret-looking keys, at any depth, before anything reaches the log. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner);
    return out;
  }
  return value;
}

export interface AuditReadResult {
  entries: AuditEntry[];
  warnings: string[];
}

/** How long a read-only call's entry may wait to share an fsync with the entries after it. */
export const AUDIT_BATCH_DELAY_MS = 25;

export class AuditLog {
  readonly path: string;
  /** Lines waiting for the writer, with the promises of their callers. */
  #pending: Array<{ line: string; resolve: () => void; reject: (err: unknown) => void }> = [];
  #writing: Promise<void> | null = null;
  #batchTimer: ReturnType<typeof setTimeout> | null = null;
  #handle: FileHandle | null = null;

  constructor(path: string) {
    this.path = path;
  }

  /**
   * Queues the entry; resolves once it is on disk (written and fsync'd). An `urgent` entry (an edit, whose record
   * is what makes it revertible) is written at once; others wait up to AUDIT_BATCH_DELAY_MS so a busy agent's
   * reads share one fsync instead of costing one each. Entries arriving during a write go out together after it.
   */
  append(entry: AuditEntry, options: { urgent?: boolean } = {}): Promise<void> {
    const line = `${JSON.stringify({ ...entry, args: redactSecrets(entry.args) })}\n`;
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ line, resolve, reject });
      if (options.urgent) this.#startWriting();
      else this.#batchTimer ??= setTimeout(() => this.#startWriting(), AUDIT_BATCH_DELAY_MS);
    });
  }

  /** Writes everything queued now and waits until it is on disk. */
  async flush(): Promise<void> {
    while (this.#writing || this.#pending.length > 0) {
      this.#startWriting();
      await this.#writing;
    }
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
    this.#writing = this.#drain().finally(() => {
      this.#writing = null;
      if (this.#pending.length > 0) this.#startWriting();
    });
  }

  async #drain(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      try {
        this.#handle ??= await open(this.path, 'a', 0o600);
        await this.#handle.write(batch.map((b) => b.line).join(''));
        await this.#handle.sync();
        for (const b of batch) b.resolve();
      } catch (err) {
        await this.#handle?.close().catch(() => undefined);
        this.#handle = null;
        for (const b of batch) b.reject(err);
      }
    }
  }

  async read(): Promise<AuditReadResult> {
    await this.flush();
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], warnings: [] };
      throw err;
    }
    const entries: AuditEntry[] = [];
    const warnings: string[] = [];
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        const parsed = JSON.parse(line) as Partial<AuditEntry>;
        if (parsed.v !== 1 || typeof parsed.id !== 'string' || typeof parsed.tool !== 'string') throw new Error('not an audit entry');
        entries.push(parsed as AuditEntry);
      } catch {
        warnings.push(`audit.jsonl line ${index + 1} is not a valid entry and was skipped`);
      }
    });
    return { entries, warnings };
  }

  async find(id: string): Promise<AuditEntry | undefined> {
    const { entries } = await this.read();
    return entries.find((e) => e.id === id);
  }
}
