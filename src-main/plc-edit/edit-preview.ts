// What the approval card of an edit shows, in both domains: a unified diff (computed off the event loop with a cost
// limit, a summary when it is too large), or one sentence when nothing changes.
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import { ToolError } from '../core/index.ts';
import { boundedUnifiedDiff, diffPreview, type DiffRequest } from '../text-diff/index.ts';

/** The card of an edit of `subject`: the diff of its changed texts, or, when `parts` is null, that nothing changes. */
export function editPreview(title: string, subject: string, parts: readonly DiffRequest[] | null): Promise<ApprovalPreview> {
  if (parts === null || parts.length === 0) return Promise.resolve({ kind: 'text', title, text: `No change: the new text of ${subject} equals the current one.` });
  return diffPreview(title, parts);
}

/** A diff an edit tool answers with: the unified diff, or the summary when it is too large to compute. */
export async function diffText(request: DiffRequest): Promise<string> {
  const result = await boundedUnifiedDiff(request);
  return result.kind === 'diff' ? result.diff : result.summary;
}

/** Refuses an edit based on content that changed since the agent read it. */
export function assertUnchangedSinceRead(subject: string, currentHash: string, expectedHash: string, readTool: string): void {
  if (currentHash === expectedHash) return;
  throw new ToolError(
    `${subject} changed since it was read (its content_hash is now ${currentHash}, not ${expectedHash}). Nothing was changed; read it again with ${readTool} and redo the edit.`,
  );
}
