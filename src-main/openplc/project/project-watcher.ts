// Watches the parts of a project the person edits (project.json, pous/, datatypes/, devices/) so changes made outside
// Interlock — usually in OpenPLC Editor — are noticed. One non-recursive watch per folder: cheap even for projects
// with thousands of POUs, and `build/` (compiler output) is never watched.
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { toPosix } from './pou-index.ts';

const WATCHED_TOP_LEVEL = new Set(['pous', 'datatypes', 'devices']);
const ROOT_FILES = new Set(['project.json', 'library.json']);
const DEBOUNCE_MS = 150;

export class ProjectWatcher {
  readonly #root: string;
  readonly #onChange: (paths: string[]) => void;
  readonly #onError: (err: Error) => void;
  readonly #watchers = new Map<string, FSWatcher>();
  readonly #pending = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  /** `onChange` gets project-relative POSIX paths of entries that changed, were added or removed, debounced. */
  constructor(root: string, onChange: (paths: string[]) => void, onError: (err: Error) => void) {
    this.#root = root;
    this.#onChange = onChange;
    this.#onError = onError;
  }

  /** Throws when the project folder itself cannot be watched (e.g. the system's watch limit is reached). */
  async start(): Promise<void> {
    this.#watchDir(this.#root, true);
    for (const dir of WATCHED_TOP_LEVEL) await this.#watchTree(join(this.#root, dir), false);
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
  }

  /**
   * Watches `dir` and its subfolders; a no-op for files and for paths that vanished. The watch starts before the
   * folder is listed, so nothing written meanwhile falls between the two. With `reportContents`, what a folder holds
   * counts as changed: a folder that appears after the start (created, moved or copied in) may bring files along,
   * or get one before its watch starts.
   */
  async #watchTree(dir: string, reportContents: boolean): Promise<void> {
    if (this.#closed || this.#watchers.has(dir)) return;
    try {
      if (!(await stat(dir)).isDirectory()) return;
    } catch {
      return;
    }
    if (this.#closed || !this.#watchDir(dir, false)) return;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await this.#watchTree(join(dir, entry.name), reportContents);
      else if (reportContents) this.#queue(join(dir, entry.name));
    }
  }

  /** Returns whether `dir` is (now) watched. Only the root's failure is fatal; a vanished subfolder is not. */
  #watchDir(dir: string, required: boolean): boolean {
    if (this.#watchers.has(dir)) return true;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { persistent: false }, (_event, filename) => this.#changed(dir, filename === null ? null : String(filename)));
    } catch (err) {
      if (required) throw err;
      return false;
    }
    watcher.on('error', (err) => {
      watcher.close();
      this.#watchers.delete(dir);
      if (dir === this.#root && !this.#closed) this.#onError(err);
    });
    this.#watchers.set(dir, watcher);
    return true;
  }

  #changed(dir: string, filename: string | null): void {
    if (this.#closed) return;
    if (dir === this.#root && filename !== null && !WATCHED_TOP_LEVEL.has(filename) && !ROOT_FILES.has(filename)) return;
    const path = filename === null ? dir : join(dir, filename);
    if (!this.#queue(path)) return;
    if (filename !== null) {
      // A folder that was removed (or replaced) leaves a dead watch behind: drop it, re-watch if it exists again.
      // Only a folder not watched until now reports what it holds: Windows also sends a parent a change event for a
      // watched subfolder whenever a file in it changes, which says nothing new about the others.
      const known = this.#watchers.get(path);
      known?.close();
      this.#watchers.delete(path);
      void this.#watchTree(path, known === undefined);
    }
  }

  /** Adds `path` to the next debounced report; false for temp and swap files (a dot in the path), ours included. */
  #queue(path: string): boolean {
    if (this.#closed) return false;
    const rel = toPosix(relative(this.#root, path));
    if (rel.split('/').some((part) => part.startsWith('.'))) return false;
    this.#pending.add(rel);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const paths = [...this.#pending];
      this.#pending.clear();
      if (!this.#closed) this.#onChange(paths);
    }, DEBOUNCE_MS);
    return true;
  }
}
