// Puts back what an audited edit changed, when the person asks from the UI. Each edit kind (`file`,
// `codesys-pou`, ...) registers how to revert it; a revert is only done while the target still holds exactly the
// edit's result, so later work (by the person or another agent) is never overwritten.
import { randomUUID } from 'node:crypto';
import type { UiActor } from '../../src-shared/app-state.ts';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import type { AuditLog } from './audit-log.ts';

export interface EditKindReverter {
  /** The hash the target has now (null when it no longer exists). */
  currentHash(edit: EditRecord): Promise<string | null>;
  /** Restores the pre-edit content; must itself refuse if the target changed meanwhile. Returns the new hash. */
  revert(edit: EditRecord): Promise<string>;
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
    const reverted = new Set(entries.flatMap((e) => (e.revertOf ? [e.revertOf] : [])));
    const ids: string[] = [];
    for (const entry of entries) {
      if (!entry.edits?.length || entry.outcome !== 'succeeded' || reverted.has(entry.id)) continue;
      if (await this.#allStillApplied(entry.edits)) ids.push(entry.id);
    }
    return ids;
  }

  /** Puts back what the edit `auditId` changed; the record names the UI the person did it in. */
  async revert(auditId: string, ui?: UiActor): Promise<string> {
    const { entries } = await this.#audit.read();
    const entry = entries.find((e) => e.id === auditId);
    if (!entry) throw new Error(`No audit entry ${auditId}`);
    if (!entry.edits?.length) throw new Error(`${entry.tool} at ${entry.at} changed nothing that can be reverted`);
    if (entries.some((e) => e.revertOf === auditId)) throw new Error('That edit was already reverted');
    for (const edit of entry.edits) {
      const reverter = this.#reverter(edit);
      const current = await reverter.currentHash(edit);
      if (current !== edit.afterHash) {
        throw new Error(
          `${edit.location} changed after this edit (it no longer holds the edit's result), so reverting would overwrite later work. Nothing was changed.`,
        );
      }
    }
    const reverts: EditRecord[] = [];
    for (const edit of entry.edits) {
      for (const listener of this.#beforeRevert) listener(edit);
      const newHash = await this.#reverter(edit).revert(edit);
      reverts.push({ kind: edit.kind, location: edit.location, beforeHash: edit.afterHash, afterHash: newHash, revert: {} });
    }
    await this.#audit.append({
      v: 1,
      id: randomUUID(),
      at: new Date().toISOString(),
      agent: { id: 'person', name: 'Interlock user', version: '', transport: 'internal' },
      tool: `revert:${entry.tool}`,
      target: entry.target,
      mutates: true,
      args: { auditId },
      decision: { outcome: 'approved', by: 'person', ...(ui ? { ui } : {}) },
      outcome: 'succeeded',
      durationMs: 0,
      resultSummary: `reverted ${entry.edits.map((e) => e.location).join(', ')}`,
      edits: reverts,
      revertOf: auditId,
    });
    return `Reverted ${entry.tool} on ${entry.edits.map((e) => e.location).join(', ')}`;
  }

  #reverter(edit: EditRecord): EditKindReverter {
    const reverter = this.#kinds.get(edit.kind);
    if (!reverter) throw new Error(`Interlock cannot revert edits of kind ${edit.kind}`);
    return reverter;
  }

  async #allStillApplied(edits: EditRecord[]): Promise<boolean> {
    for (const edit of edits) {
      const reverter = this.#kinds.get(edit.kind);
      if (!reverter) return false;
      try {
        if ((await reverter.currentHash(edit)) !== edit.afterHash) return false;
      } catch {
        return false;
      }
    }
    return true;
  }
}
