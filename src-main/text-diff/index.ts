export { boundedBehaviour, BEHAVIOUR_BUDGET_MS, boundedImpact, boundedUnifiedDiff, diffPreview, DIFF_MAX_EDIT_LENGTH, DIFF_MAX_INPUT_CHARS, DIFF_TIMEOUT_MS, type BoundedDiff, type DiffRequest, type PreviewImpactRequest } from './bounded-diff.ts';
export { changedLineSpan } from './diff-job.ts';
export { diffWorkerUrl } from './diff-worker-location.ts';
export type { BehaviourRequest, BehaviourRunner } from '../st-sim/index.ts';
