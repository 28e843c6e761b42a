// The projects agents have opened in this session. Each is a target in the UI (`openplc:<real path>`), has a
// watcher that turns changes made outside Interlock into notices, and remembers the hashes of the files Interlock
// itself read or wrote so its own writes are not reported back as outside changes.
import type { DomainServices } from '../mcp/domain-module.ts';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import type { TargetState } from '../../src-shared/app-state.ts';
import type { EditRecord } from '../../src-shared/audit-entry.ts';
import { ToolError, type ToolExecution } from '../core/index.ts';
import { contentHash, FILE_EDIT_KIND, readFileInside, type AtomicWriteOptions } from '../files/index.ts';
import { resolveInProjectRoots } from '../plc-edit/index.ts';
import { commitEdit, type PreparedEdit } from './edit/pou-edit.ts';
import { LANGUAGE_BY_EXTENSION } from './project/project-layout.ts';
import { ProjectReader } from './project/project-reader.ts';
import { OwnWrites } from './project/own-writes.ts';
import { ProjectWatcher } from './project/project-watcher.ts';

export const TARGET_PREFIX = 'openplc:';
/** Beyond this many open projects the least recently used one stops being watched and leaves the UI. */
const MAX_OPEN_PROJECTS = 32;

export function projectKey(root: string): string {
  return `${TARGET_PREFIX}${root}`;
}

export class OpenProject {
  readonly key: string;
  readonly root: string;
  readonly reader: ProjectReader;
  lastUsed = Date.now();
  readonly #services: DomainServices;
  readonly #onWriteBoundary: AtomicWriteOptions['onBoundary'];
  #label: string;
  #watcher: ProjectWatcher | null = null;
  #watchProblem: string | null = null;
  #compiling = false;
  #lastCompile: string | null = null;
  #lastOutsideChange: string | null = null;
  readonly #ownWrites = new OwnWrites();

  constructor(services: DomainServices, root: string, label: string, onWriteBoundary: AtomicWriteOptions['onBoundary']) {
    this.#services = services;
    this.root = root;
    this.key = projectKey(root);
    this.reader = new ProjectReader(root);
    this.#label = label;
    this.#onWriteBoundary = onWriteBoundary;
  }

  get compiling(): boolean {
    return this.#compiling;
  }

  async startWatching(): Promise<void> {
    const watcher = new ProjectWatcher(
      this.root,
      (paths) => void this.#outsideChanges(paths),
      (err) => this.#watchFailed(err),
    );
    try {
      await watcher.start();
      this.#watcher = watcher;
      this.reader.setIndexCaching(true);
    } catch (err) {
      watcher.close();
      this.#watchFailed(err as Error);
    }
    this.publish();
  }

  /** Interlock read these bytes: a later watcher event with the same hash is not a change. */
  remember(path: string, hash: string): void {
    this.#ownWrites.read(path, hash);
  }

  /** Interlock is about to write these bytes here (e.g. a revert from History). */
  expectOwnWrite(path: string, hash: string): void {
    this.#ownWrites.writing(path, hash);
  }

  /** Writes a prepared edit and records it in the audit log so the person can revert it from the UI. */
  async commit(edit: PreparedEdit, execution: ToolExecution): Promise<string> {
    // The edit's record (with the previous content) is on disk before the file is touched.
    await execution.planEdit(edit.record);
    // Known before the rename lands, so the watcher event the write causes is recognised as ours.
    this.#ownWrites.writing(edit.pou.path, edit.afterHash);
    let hash: string;
    try {
      hash = await commitEdit(edit, this.#services.roots, this.#onWriteBoundary);
    } catch (err) {
      this.#ownWrites.writeFailed(edit.pou.path, edit.afterHash, edit.beforeHash);
      throw err;
    }
    execution.recordEdit(edit.record);
    if (edit.before === null) this.reader.invalidate();
    return hash;
  }

  /** The project's name as its target shows it. */
  get label(): string {
    return this.#label;
  }

  setLabel(label: string): void {
    if (label === this.#label) return;
    this.#label = label;
    this.publish();
  }

  compileStarted(): void {
    this.#compiling = true;
    this.publish();
  }

  compileFinished(summary: string | null): void {
    this.#compiling = false;
    if (summary !== null) this.#lastCompile = summary;
    this.publish();
  }

  publish(): void {
    const details: string[] = [];
    if (this.#watchProblem) details.push(this.#watchProblem);
    if (this.#lastCompile) details.push(`last compile: ${this.#lastCompile}`);
    if (this.#lastOutsideChange) details.push(this.#lastOutsideChange);
    const target: TargetState = {
      id: this.key,
      kind: 'openplc',
      label: this.#label,
      status: this.#compiling ? 'compiling' : this.#watcher ? 'watching' : 'not-watching',
      detail: details.length > 0 ? details.join(' · ') : `watching ${this.root} for changes made outside Interlock`,
      updatedAt: Date.now(),
    };
    this.#services.store.emit({ type: 'target.updated', target });
  }

  close(): void {
    this.#watcher?.close();
    this.#watcher = null;
    this.#services.store.emit({ type: 'target.removed', targetId: this.key });
  }

  #watchFailed(err: Error): void {
    this.#watcher?.close();
    this.#watcher = null;
    this.reader.setIndexCaching(false);
    this.#watchProblem = `not watching for outside changes (${err.message}); edits still check the content hash`;
    this.publish();
  }

  async #outsideChanges(paths: string[]): Promise<void> {
    if (paths.some((p) => p === 'pous' || p.startsWith('pous/') || p === 'datatypes' || p.startsWith('datatypes/'))) this.reader.invalidate();
    const changed: string[] = [];
    const changedPaths: string[] = [];
    for (const path of paths.filter(isProjectSourcePath).sort()) {
      const hash = await hashIfFile(this.root, join(this.root, ...path.split('/')));
      if (!this.#ownWrites.changedOutside(path, hash)) continue;
      changed.push(hash === null ? `${path} (removed)` : path);
      changedPaths.push(path);
    }
    if (changed.length === 0) return;
    const at = new Date();
    const list = changed.length > 3 ? `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more` : changed.join(', ');
    this.#lastOutsideChange = `changed on disk at ${at.toLocaleTimeString()}: ${list}`;
    this.#services.store.emit({
      type: 'notice.added',
      notice: {
        id: randomUUID(),
        level: 'info',
        source: 'openplc',
        message: `${this.#label}: ${list} changed on disk, not by an agent's edit (e.g. saved in OpenPLC Editor). Agents must read ${changed.length > 1 ? 'them' : 'it'} again before editing; older content hashes no longer apply.`,
        at: at.getTime(),
      },
    });
    // Only the cards working on what changed: an edit of another POU of the project still applies as shown.
    this.#services.gate.markStale(this.key, `${list} changed on disk, not through Interlock`, {
      where: { project: this.root, paths: changedPaths },
      cause: 'outside',
    });
    this.publish();
  }
}

export class OpenProjects {
  readonly #services: DomainServices;
  readonly #onWriteBoundary: AtomicWriteOptions['onBoundary'];
  readonly #projects = new Map<string, Promise<OpenProject>>();

  /** The projects whose opening finished, for the synchronous revert hook. */
  readonly #opened = new Map<string, OpenProject>();
  readonly #stopRevertHook: () => void;

  constructor(services: DomainServices, onWriteBoundary?: AtomicWriteOptions['onBoundary']) {
    this.#services = services;
    this.#onWriteBoundary = onWriteBoundary;
    this.#stopRevertHook = services.reverter.onBeforeRevert((edit) => this.#expectRevert(edit));
  }

  /** A revert from History rewrites a file with its earlier bytes: remember their hash so the watcher knows it. */
  #expectRevert(edit: EditRecord): void {
    if (edit.kind !== FILE_EDIT_KIND || edit.beforeHash === null) return;
    for (const project of this.#opened.values()) {
      const path = relative(project.root, edit.location);
      if (path === '' || path.startsWith('..') || isAbsolute(path)) continue;
      project.expectOwnWrite(path.split(sep).join('/'), edit.beforeHash);
    }
  }

  /** The real path of the project folder `requested` names, which must lie inside the configured project roots. */
  async resolve(requested: string): Promise<string> {
    const root = await resolveInProjectRoots(this.#services.roots, requested);
    if (!(await stat(root)).isDirectory()) {
      throw new ToolError(`${requested} is a file; project_path must be the project folder (the one that holds project.json)`);
    }
    return root;
  }

  /** Opens (or returns) the project: checks its project.json, starts watching it, shows it in the UI. */
  async open(requested: string): Promise<OpenProject> {
    const root = await this.resolve(requested);
    const existing = this.#projects.get(root);
    if (existing) {
      const project = await existing;
      project.lastUsed = Date.now();
      return project;
    }
    const document = await new ProjectReader(root).document();
    const opening = (async () => {
      const project = new OpenProject(this.#services, root, document.name, this.#onWriteBoundary);
      await project.startWatching();
      this.#opened.set(root, project);
      return project;
    })();
    this.#projects.set(root, opening);
    await this.#closeLeastRecentlyUsed(root);
    return opening;
  }

  async dispose(): Promise<void> {
    this.#stopRevertHook();
    for (const opening of this.#projects.values()) (await opening).close();
    this.#projects.clear();
    this.#opened.clear();
  }

  async #closeLeastRecentlyUsed(keep: string): Promise<void> {
    if (this.#projects.size <= MAX_OPEN_PROJECTS) return;
    const open = await Promise.all(this.#projects.values());
    const idle = open.filter((p) => p.root !== keep && !p.compiling).sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (!idle) return;
    this.#projects.delete(idle.root);
    this.#opened.delete(idle.root);
    idle.close();
  }
}

function isProjectSourcePath(path: string): boolean {
  if (path === 'project.json' || path === 'library.json') return true;
  const extension = extname(path).toLowerCase();
  if (path.startsWith('pous/')) return extension in LANGUAGE_BY_EXTENSION;
  if (path.startsWith('datatypes/')) return extension === '.dt';
  if (path.startsWith('devices/')) return extension === '.json';
  return false;
}

async function hashIfFile(root: string, path: string): Promise<string | null> {
  const bytes = await readFileInside(root, path);
  return bytes === null ? null : contentHash(bytes); // removed, a folder, or a link out of the project
}
