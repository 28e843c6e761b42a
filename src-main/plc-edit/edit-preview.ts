// What the approval card of an edit shows, in both domains: a unified diff (computed off the event loop with a cost
// limit, a summary when it is too large), or one sentence when nothing changes.
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import { ToolError } from '../core/index.ts';
import { projectSafetyAddresses, projectSafetySignals, type Settings } from '../../src-shared/settings-schema.ts';
import type { OuterDeclaration } from '../iec-st/index.ts';
import { boundedUnifiedDiff, diffPreview, type DiffRequest, type PreviewImpactRequest } from '../text-diff/index.ts';

/**
 * The card of an edit of `subject`: the diff of its changed texts, or, when `parts` is null, that nothing changes.
 * With `impact` (code in Structured Text) the card also says what the edit does to the machine.
 */
export function editPreview(title: string, subject: string, parts: readonly DiffRequest[] | null, impact?: ImpactContext): Promise<ApprovalPreview> {
  if (parts === null || parts.length === 0) {
    // Nothing changes, so nothing is left unanalysed: the card says so, and a standing approval may cover it.
    const text = `No change: the new text of ${subject} equals the current one.`;
    return Promise.resolve({ kind: 'text', title, text, ...(impact ? { impact: { status: 'complete' as const, items: [], safetySignals: [] } } : {}) });
  }
  return diffPreview(title, parts, impact);
}

/** What the impact analysis needs besides the diff's texts: the declarations outside them and what counts as safety-relevant. */
export type ImpactContext = PreviewImpactRequest;

/**
 * The impact context of an edit in a project known by any of `projectNames` (its folder, its CODESYS project file,
 * its target key): the person's safety patterns, and the project's own signal and address lists from Settings.
 */
export function impactContext(settings: Settings, projectNames: readonly string[], globals: readonly OuterDeclaration[] = []): ImpactContext {
  const names = new Set(projectNames.map((n) => n.toLowerCase()));
  const ofProject = (lines: Array<{ project: string; signals: string[] }>) => lines.filter((p) => names.has(p.project.toLowerCase())).flatMap((p) => p.signals);
  return { globals, safetyPatterns: settings.safety.patterns, safetySignals: ofProject(projectSafetySignals(settings.safety)), safetyAddresses: ofProject(projectSafetyAddresses(settings.safety)) };
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
