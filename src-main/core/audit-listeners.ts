// Who hears about the audit's records once they are on disk (the syslog forwarding, the git commits): each listener
// in turn, and a listener's failure is logged without reaching the log's writer or the other listeners.
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';

/** A record on disk, as its writer gave it: an edit about to be written, or a finished call. */
export type DurableRecord = { type: 'plan'; id: string; edit: EditRecord } | { type: 'entry'; entry: AuditEntry };

export class AuditListeners<T> {
  readonly #listeners = new Set<(value: T) => void>();
  readonly #what: string;

  constructor(what: string) {
    this.#what = what;
  }

  add(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  announce(value: T): void {
    for (const listener of this.#listeners) {
      try {
        listener(value);
      } catch (err) {
        console.error(`[audit] a listener of ${this.#what} failed:`, err);
      }
    }
  }
}
