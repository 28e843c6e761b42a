// What Interlock knows about the content of each project file, so the watcher can tell its own writes from the
// person's. A single "last known hash" is not enough: an edit's watcher event can arrive after a revert of that edit
// was announced, and would then look like an outside change; so the hashes of Interlock's own recent writes count
// as its own for a short while too.

/** Long enough for the slowest watcher event of a write to arrive, short enough that a person's later save is seen. */
export const OWN_WRITE_GRACE_MS = 5_000;

export class OwnWrites {
  /** Project-relative path → the hash Interlock last read or wrote there. */
  readonly #known = new Map<string, string>();
  /** Project-relative path → hashes of Interlock's own recent writes there, each with when it stops counting. */
  readonly #recent = new Map<string, Map<string, number>>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Interlock read these bytes: a later watcher event with the same hash is not a change. */
  read(path: string, hash: string): void {
    this.#known.set(path, hash);
  }

  /** Interlock is about to write these bytes (an edit, or a revert from History). */
  writing(path: string, hash: string): void {
    this.#known.set(path, hash);
    const recent = this.#recent.get(path) ?? new Map<string, number>();
    recent.set(hash, this.#now() + OWN_WRITE_GRACE_MS);
    this.#recent.set(path, recent);
  }

  /** A write that failed: what was on disk before is what Interlock knows again. */
  writeFailed(path: string, hash: string, previousHash: string | null): void {
    this.#recent.get(path)?.delete(hash);
    if (previousHash) this.#known.set(path, previousHash);
    else this.#known.delete(path);
  }

  /**
   * A watcher event found `hash` (null: no file) at `path`. True when someone other than Interlock changed it;
   * then its content becomes the known one.
   */
  changedOutside(path: string, hash: string | null): boolean {
    if (hash !== null && hash === this.#known.get(path)) return false; // ours, or a save that changed nothing
    if (hash !== null && this.#isRecentOwn(path, hash)) return false; // an earlier write of ours, seen late
    if (hash === null) this.#known.delete(path);
    else this.#known.set(path, hash);
    return true;
  }

  #isRecentOwn(path: string, hash: string): boolean {
    const recent = this.#recent.get(path);
    if (!recent) return false;
    const now = this.#now();
    for (const [h, until] of recent) if (until <= now) recent.delete(h);
    if (recent.size === 0) this.#recent.delete(path);
    return recent.has(hash);
  }
}
