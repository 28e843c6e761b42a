// Audit records for edits of files on disk, and how to revert them.
import { readFile, unlink } from 'node:fs/promises';
import type { EditRecord } from '../../src-shared/audit-entry.ts';
import { removeInterruptedTempFiles, writeFileAtomic, WriteConflictError } from './atomic-write.ts';
import { contentHash } from './content-hash.ts';
import type { ProjectRoots } from './project-roots.ts';

export const FILE_EDIT_KIND = 'file';

/** The content a file edit replaces, with the hash it was read (and checked) under. */
export interface FileEditBase {
  bytes: Uint8Array;
  hash: string;
}

/**
 * The audit record of one file edit, made once per write and given to both the plan and the outcome: the previous
 * content encoded once, its hash the one it was read under (the audit names its blob by it). `before` null means
 * the edit creates the file.
 */
export function fileEditRecord(path: string, before: FileEditBase | null, afterHash: string): EditRecord {
  return {
    kind: FILE_EDIT_KIND,
    location: path,
    beforeHash: before === null ? null : before.hash,
    afterHash,
    revert: { path, before: before === null ? null : Buffer.from(before.bytes.buffer, before.bytes.byteOffset, before.bytes.byteLength).toString('base64') },
    ...(before === null ? {} : { beforeContent: 'before' }),
  };
}

/** How the core's EditReverter reverts and recovers file edits (its `EditKindReverter`; files/ does not import core/). */
export interface FileEditReverter {
  currentHash(edit: EditRecord): Promise<string | null>;
  revert(edit: EditRecord): Promise<string>;
  removeInterrupted(edit: EditRecord): Promise<void>;
}

/**
 * Reverts file edits, but only inside the configured project roots and only if the file still has the edit's bytes.
 * The composition root registers it with the core's EditReverter for the `file` kind.
 */
export function fileEditReverter(roots: ProjectRoots): FileEditReverter {
  const target = async (edit: EditRecord) => {
    const path = edit.revert.path;
    if (typeof path !== 'string') throw new Error('The audit entry has no file path to revert');
    return roots.resolveExisting(path);
  };
  return {
    async currentHash(edit) {
      try {
        return contentHash(await readFile(await target(edit)));
      } catch {
        return null;
      }
    },
    async revert(edit) {
      const before = edit.revert.before;
      if (typeof before !== 'string') {
        // The edit created the file: reverting removes it, only while it still holds exactly what the edit wrote.
        const path = await target(edit);
        const now = contentHash(await readFile(path));
        if (now !== edit.afterHash) throw new WriteConflictError(path, edit.afterHash, now);
        await unlink(path);
        return '';
      }
      return writeFileAtomic(await target(edit), Buffer.from(before, 'base64'), { expectedHash: edit.afterHash, sandbox: roots });
    },
    async removeInterrupted(edit) {
      await removeInterruptedTempFiles(await target(edit));
    },
  };
}
