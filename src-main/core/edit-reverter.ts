// Puts back what an audited edit changed, when the person asks from the UI. Each edit kind (`file`,
// `codesys-pou`, ...) registers how to revert it; a revert is only done while the target still holds exactly the
// edit's result, so later work (by the person or another agent) is never overwritten.
import { randomUUID } from 'node:crypto';
import type { UiActor } from '../../src-shared/app-state.ts';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import type { ProjectFileRecord } from '../../src-shared/project-changes.ts';
import type { AuditLog } from './audit-log.ts';
import { errorMessage } from './errors.ts';

/** The revert a kind's `revert` is part of: its own audit entry, and where it says whether a project file holds it. */
export interface RevertContext {
  /** The revert's own audit id. */
  auditId: string;
  /** `revert:<tool of the reverted call>`. */
  tool: string;
  targetName?: string;
  /** For a program that keeps the project open (CODESYS): whether the project file holds the revert. */
  recordProjectFile(record: ProjectFileRecord): void;
}

export interface EditKindReverter {
  /** The hash the target has now (null when it no longer exists). */
  currentHash(edit: EditRecord): Promise<string | null>;
  /** Restores the pre-edit content; must itself refuse if the target changed meanwhile. Returns the new hash. */
  revert(edit: EditRecord, context?: RevertContext): Promise<string>;
  /** Removes what a write of this edit, interrupted by a crash, left behind (e.g. Interlock's own temp files). */
  removeInterrupted?(edit: EditRecord): Promise<void>;
}

export class EditReverter {
  readonly #audit: AuditLog;
  readonly #kinds = new Map<string, EditKindReverter>();
  readonly #beforeRevert = new Set<(edit: EditRecord) => void>();

  constructor(audit: AuditLog) {
    this.#audit = audit;
  }

  register(kind: string, reverter: EditKindReverter): void {
    this.#kinds.set(kind, reverter);
  }

  /**
   * Called just before each edit is put back, so a domain watching the files (OpenPLC's project watcher) knows
   * the write that follows is Interlock's own and never reports it as a change made outside. Returns the unsubscribe.
   */
  onBeforeRevert(listener: (edit: EditRecord) => void): () => void {
    this.#beforeRevert.add(listener);
    return () => this.#beforeRevert.delete(listener);
  }

  /** Ids of audited calls that can be reverted right now. */
  async revertable(entries: AuditEntry[]): Promise<string[]> {
    return (await this.editStates(entries)).revertable;
  }

  /**
   * Of a page of History (newest first): the calls that can be reverted right now, and those whose target no longer
   * holds what the edit wrote (which Revert refuses), each with who changed it since: a later call on the page that
   * started from this edit's result (`by-interlock`), or someone else, on disk or in the program (`outside`).
   */
  async editStates(entries: AuditEntry[], revertedBefore: ReadonlySet<string> = new Set()): Promise<{ revertable: string[]; changedSince: Record<string, 'by-interlock' | 'outside'> }> {
    // Reverted already (by an entry on this page, or one the caller found newer than it): no second Revert.
    const reverted = new Set([...revertedBefore, ...entries.flatMap((e) => (e.revertOf ? [e.revertOf] : []))]);
    const revertable: string[] = [];
    const changedSince: Record<string, 'by-interlock' | 'outside'> = {};
    for (const [index, entry] of entries.entries()) {
      if (!entry.edits?.length || entry.outcome !== 'succeeded' || reverted.has(entry.id)) continue;
      const state = await this.#stillApplied(entry.edits);
      if (state === 'applied') revertable.push(entry.id);
      else if (state !== 'unknown' && !entry.revertOf) {
        // Newer entries come first on the page: did one of them continue from this edit's result?
        const later = entries.slice(0, index).some((newer) => newer.outcome === 'succeeded' && newer.edits?.some((e) => state.some((c) => c.location === e.location && e.beforeHash === c.afterHash)));
        changedSince[entry.id] = later ? 'by-interlock' : 'outside';
      }
    }
    return { revertable, changedSince };
  }

  /**
   * Puts back what the edit `auditId` changed; the record names the UI the person did it in. `reapplies`: the audit
   * id of an earlier revert of it that was lost (CODESYS ended before its project was saved), which this one repeats.
   */
  async revert(auditId: string, ui?: UiActor, reapplies?: string): Promise<string> {
    const found = await this.#audit.find(auditId);
    if (!found) throw new Error(`No audit entry ${auditId}`);
    const { entry } = found;
    if (!entry.edits?.length) throw new Error(`${entry.tool} at ${entry.at} changed nothing that can be reverted`);
    // A lost revert left the edit in place: the hash check below says whether it still is.
    if (found.reverted && reapplies === undefined) throw new Error('That edit was already reverted');
    const edits = await Promise.all(entry.edits.map((edit) => this.#audit.loadRevertData(edit)));
    for (const edit of edits) {
      const reverter = this.#reverter(edit);
      const current = await reverter.currentHash(edit);
      if (current === null && edit.afterHash !== '') {
        throw new Error(`${edit.location} cannot be read now: it was deleted, or its project is not open in the program that holds it (CODESYS). Open it there and try again. Nothing was changed.`);
      }
      if (current !== edit.afterHash) {
        throw new Error(
          `${edit.location} changed after this edit (it no longer holds the edit's result), so reverting would overwrite later work. Nothing was changed.`,
        );
      }
    }
    // A revert writes to the project like an agent's edit, so it leaves the same trail: intent, plan, outcome.
    const header = {
      id: randomUUID(),
      at: new Date().toISOString(),
      agent: { id: 'person', name: 'Interlock user', version: '', transport: 'internal' as const },
      tool: `revert:${entry.tool}`,
      target: entry.target,
      args: { auditId },
    };
    const decision = { outcome: 'approved' as const, by: 'person' as const, ...(ui ? { ui } : {}) };
    const intent = await this.#audit.beginMutation({ ...header, decision });
    const reverts: EditRecord[] = [];
    let failure: unknown;
    let projectFile: ProjectFileRecord | undefined;
    const context: RevertContext = {
      auditId: header.id,
      tool: header.tool,
      ...(entry.targetName ? { targetName: entry.targetName } : {}),
      recordProjectFile: (record) => (projectFile = record),
    };
    for (const edit of edits) {
      // Recovery checks the target the original edit names; the revert lands when it holds the pre-edit hash again.
      const planned: EditRecord = { kind: edit.kind, location: edit.location, beforeHash: edit.afterHash, afterHash: edit.beforeHash ?? '', revert: edit.revert };
      try {
        await intent.planEdit(planned);
        for (const listener of this.#beforeRevert) listener(edit);
        const newHash = await this.#reverter(edit).revert(edit, context);
        reverts.push({ ...planned, afterHash: newHash, revert: {} });
      } catch (err) {
        failure = err;
        break;
      }
    }
    const location = entry.edits.map((e) => e.location).join(', ');
    await intent.complete({
      v: 1,
      ...header,
      mutates: true,
      decision,
      outcome: failure === undefined ? 'succeeded' : 'failed',
      durationMs: Date.now() - Date.parse(header.at),
      ...(failure === undefined ? { resultSummary: `reverted ${location}` } : { error: `revert failed: ${errorMessage(failure)}` }),
      ...(reverts.length > 0 ? { edits: reverts } : {}),
      ...(failure === undefined ? { revertOf: auditId } : {}),
      ...(projectFile ? { projectFile } : {}),
      ...(reapplies ? { reapplyOf: reapplies } : {}),
    });
    if (failure !== undefined) throw failure;
    return `Reverted ${entry.tool} on ${location}`;
  }

  #reverter(edit: EditRecord): EditKindReverter {
    const reverter = this.#kinds.get(edit.kind);
    if (!reverter) throw new Error(`Interlock cannot revert edits of kind ${edit.kind}`);
    return reverter;
  }

  /** The target's hash now, for recovery at start; undefined when no reverter of that kind can tell. */
  async currentHash(edit: EditRecord): Promise<string | null | undefined> {
    const reverter = this.#kinds.get(edit.kind);
    return reverter ? reverter.currentHash(edit) : undefined;
  }

  /** Lets the edit kind remove what an interrupted write left behind. */
  async removeInterrupted(edit: EditRecord): Promise<void> {
    await this.#kinds.get(edit.kind)?.removeInterrupted?.(edit);
  }

  /** `applied` when every edit's target holds its result; else the edits that changed since, or `unknown`. */
  async #stillApplied(edits: EditRecord[]): Promise<'applied' | 'unknown' | EditRecord[]> {
    const changed: EditRecord[] = [];
    for (const edit of edits) {
      const reverter = this.#kinds.get(edit.kind);
      if (!reverter) return 'unknown';
      try {
        if ((await reverter.currentHash(edit)) !== edit.afterHash) changed.push(edit);
      } catch {
        return 'unknown';
      }
    }
    return changed.length === 0 ? 'applied' : changed;
  }
}
