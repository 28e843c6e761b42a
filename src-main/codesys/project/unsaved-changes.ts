// The approved changes that are not in their project file: left unsaved by the person's choice, or whose save
// failed, and those lost when the IDE ended (crash, kill, closed) before a save. Kept durably in one small JSON file
// in the data directory, so the list survives a restart of Interlock, and published to every UI.
//
// A change leaves the list when its project is saved (Interlock's save, a save CODESYS reports through its `dirty`
// flag, or the project file changing on disk while the IDE held it), when the person applies a lost one again, or
// when they dismiss a lost one.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_UNSAVED_CHANGES, type UnsavedChange } from '../../../src-shared/project-changes.ts';
import { errorMessage } from '../../core/index.ts';
import { samePath, writeFileAtomic } from '../../files/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { isProcessAlive } from '../../os-process/index.ts';

export const UNSAVED_CHANGES_FILE = 'codesys-unsaved-changes.json';

const change = z
  .object({
    auditId: z.string().min(1).max(200),
    tool: z.string().min(1).max(200),
    project: z.string().min(1).max(4096),
    targetName: z.string().max(4096).optional(),
    agentName: z.string().max(500),
    at: z.number().int().nonnegative(),
    why: z.enum(['left-unsaved', 'save-failed']),
    saveError: z.string().max(4000).optional(),
    state: z.enum(['unsaved', 'lost']),
    lostAt: z.number().int().nonnegative().optional(),
    lostReason: z.string().max(4000).optional(),
    cannotReapply: z.string().max(500).nullable(),
    reapplyingAs: z.string().max(200).optional(),
    /** The CODESYS process that holds the change (the IDE Interlock launched). */
    pid: z.number().int().positive().nullable(),
    /** The project file's sha256 when the change was made: a different file later means it was saved. */
    fileHash: z.string().nullable(),
  })
  .strict();
const stateFile = z.object({ version: z.literal(1), changes: z.array(change).max(MAX_UNSAVED_CHANGES) }).strict();

export type KeptChange = z.infer<typeof change>;

/** The project file's sha256, or null when it cannot be read. */
export async function projectFileHash(path: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await readFile(path)).digest('hex');
  } catch {
    return null;
  }
}

export class UnsavedChanges {
  readonly #services: DomainServices;
  #changes: KeptChange[] = [];
  #writing: Promise<void> = Promise.resolve();

  constructor(services: DomainServices) {
    this.#services = services;
  }

  get path(): string {
    return join(this.#services.dataDir, UNSAVED_CHANGES_FILE);
  }

  get list(): readonly KeptChange[] {
    return this.#changes;
  }

  /**
   * Reads the list at start. A change still unsaved in an IDE that is gone now was lost while Interlock was not
   * watching; one whose project file changed since was saved.
   */
  async load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.#warn(`Interlock could not read ${this.path} (${errorMessage(err)}); the list of unsaved CODESYS changes starts empty.`);
      this.#publish();
      return;
    }
    const parsed = (() => {
      try {
        return stateFile.safeParse(JSON.parse(text));
      } catch {
        return null;
      }
    })();
    if (!parsed?.success) {
      const aside = `${this.path}.corrupt-${Date.now()}`;
      await rename(this.path, aside).catch(() => undefined);
      this.#warn(`The list of unsaved CODESYS changes (${this.path}) could not be read; it was moved aside as ${aside}.`);
      this.#publish();
      return;
    }
    this.#changes = parsed.data.changes;
    const now = Date.now();
    const saved = new Set<string>();
    for (const kept of this.#changes) {
      if (kept.state !== 'unsaved') continue;
      if (await this.#fileChanged(kept)) saved.add(kept.auditId);
      else if (kept.pid === null || !isProcessAlive(kept.pid)) this.#markLost(kept, now, `CODESYS${kept.pid ? ` (PID ${kept.pid})` : ''} ended while Interlock was not running, without saving`);
    }
    this.#changes = this.#changes.filter((c) => !saved.has(c.auditId));
    this.#publish();
    await this.#save();
  }

  /** Records a change that is in CODESYS but not in the project file. */
  async add(entry: Omit<KeptChange, 'state' | 'fileHash'>): Promise<void> {
    const fileHash = await projectFileHash(entry.project);
    this.#changes = this.#changes.filter((c) => c.auditId !== entry.auditId);
    this.#changes.push({ ...entry, state: 'unsaved', fileHash });
    // Bounded: the oldest lost ones go first, then the oldest unsaved.
    while (this.#changes.length > MAX_UNSAVED_CHANGES) {
      const lost = this.#changes.findIndex((c) => c.state === 'lost');
      this.#changes.splice(lost >= 0 ? lost : 0, 1);
    }
    await this.#changed();
  }

  /** The project was saved: every change of it still in the IDE is in the file now. Lost ones stay lost. */
  async saved(project: string): Promise<void> {
    const before = this.#changes.length;
    this.#changes = this.#changes.filter((c) => !(c.state === 'unsaved' && samePath(c.project, project)));
    if (this.#changes.length !== before) await this.#changed();
  }

  /**
   * The unsaved changes of these projects (all when `projects` is absent) are gone: the IDE ended (`onlyIfGone`: only
   * those whose CODESYS process is no longer alive) or closed the project without saving. A project file that changed since a change was made was saved in between (the change is kept).
   */
  async lost(reason: string, options: { projects?: readonly string[]; onlyIfGone?: boolean } = {}): Promise<KeptChange[]> {
    const now = Date.now();
    const lost: KeptChange[] = [];
    const saved = new Set<string>();
    const { projects, onlyIfGone } = options;
    for (const kept of this.#changes) {
      if (kept.state !== 'unsaved' || (projects && !projects.some((p) => samePath(p, kept.project)))) continue;
      // A CODESYS Interlock let go of (left open with unsaved work) still holds its changes.
      if (onlyIfGone && kept.pid !== null && isProcessAlive(kept.pid)) continue;
      if (await this.#fileChanged(kept)) saved.add(kept.auditId);
      else {
        this.#markLost(kept, now, reason);
        lost.push(kept);
      }
    }
    this.#changes = this.#changes.filter((c) => !saved.has(c.auditId));
    if (lost.length > 0 || saved.size > 0) await this.#changed();
    return lost;
  }

  /** Checks the unsaved changes against their project files: one that changed on disk was saved (by the person). */
  async checkFiles(): Promise<void> {
    const saved = new Set<string>();
    for (const kept of this.#changes) if (kept.state === 'unsaved' && (await this.#fileChanged(kept))) saved.add(kept.auditId);
    if (saved.size === 0) return;
    this.#changes = this.#changes.filter((c) => !saved.has(c.auditId));
    await this.#changed();
  }

  /** The change `auditId` was applied again by the person's call `by`: it leaves the list. */
  async reapplied(auditId: string): Promise<void> {
    await this.dismiss(auditId);
  }

  /** Takes a lost change off the list; false when it is not a lost change on the list. */
  async dismiss(auditId: string): Promise<boolean> {
    const before = this.#changes.length;
    this.#changes = this.#changes.filter((c) => !(c.auditId === auditId && c.state === 'lost'));
    if (this.#changes.length === before) return false;
    await this.#changed();
    return true;
  }

  /** Waits until the list on disk is what is shown. */
  flush(): Promise<void> {
    return this.#writing;
  }

  #markLost(kept: KeptChange, at: number, reason: string): void {
    kept.state = 'lost';
    kept.lostAt = at;
    kept.lostReason = reason;
  }

  async #fileChanged(kept: KeptChange): Promise<boolean> {
    if (kept.fileHash === null) return false;
    const now = await projectFileHash(kept.project);
    return now !== null && now !== kept.fileHash;
  }

  async #changed(): Promise<void> {
    this.#publish();
    await this.#save();
  }

  #save(): Promise<void> {
    const text = `${JSON.stringify({ version: 1, changes: this.#changes })}\n`;
    this.#writing = this.#writing.then(() =>
      writeFileAtomic(this.path, text, { mode: 0o600 }).then(
        () => undefined,
        (err: unknown) => this.#warn(`Interlock could not write the list of unsaved CODESYS changes (${errorMessage(err)}); it is shown, but will not survive a restart.`),
      ),
    );
    return this.#writing;
  }

  #publish(): void {
    const changes: UnsavedChange[] = this.#changes.map(({ pid: _pid, fileHash: _hash, ...shown }) => shown);
    this.#services.store.emit({ type: 'unsaved-changes.updated', changes });
  }

  #warn(message: string): void {
    this.#services.store.emit({ type: 'notice.added', notice: { id: randomUUID(), level: 'warning', source: 'codesys', message, at: Date.now() } });
  }
}
