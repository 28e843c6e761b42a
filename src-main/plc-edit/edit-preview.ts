// What the approval card of an edit shows, in both domains: a unified diff, or one sentence when nothing changes.
import { createTwoFilesPatch } from 'diff';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import { ToolError } from '../core/index.ts';

/** A unified diff with three lines of context. */
export function unifiedDiff(oldName: string, newName: string, before: string, after: string, headers?: { old: string; new: string }): string {
  return createTwoFilesPatch(oldName, newName, before, after, headers?.old, headers?.new, { context: 3 });
}

/** The card of an edit of `subject`: its diff, or, when `diff` is null, that the edit changes nothing. */
export function editPreview(title: string, subject: string, diff: string | null): ApprovalPreview {
  if (diff === null) return { kind: 'text', title, text: `No change: the new text of ${subject} equals the current one.` };
  return { kind: 'diff', title, diff };
}

/** Refuses an edit based on content that changed since the agent read it. */
export function assertUnchangedSinceRead(subject: string, currentHash: string, expectedHash: string, readTool: string): void {
  if (currentHash === expectedHash) return;
  throw new ToolError(
    `${subject} changed since it was read (its content_hash is now ${currentHash}, not ${expectedHash}). Nothing was changed; read it again with ${readTool} and redo the edit.`,
  );
}
