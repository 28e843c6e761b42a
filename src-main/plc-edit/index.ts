// The PLC edit kit: what OpenPLC's and CODESYS's edit tools share, so both take the same edit shape, check the same
// way and show the person the same kind of card.
export { codeTextField, contentHashField, editTextField, IDENTIFIER } from './edit-fields.ts';
export { assertUnchangedSinceRead, diffText, editPreview, impactContext, type ImpactContext } from './edit-preview.ts';
export { filesScope } from './call-scope.ts';
export { resolveInProjectRoots } from './project-paths.ts';
export { applyTextEdit, MAX_EDITS, textEdit, textEditList, type TextEdit } from './text-edits.ts';
export { ASSUMED_CYCLE_MS, behaviourCard, durationMs, notSimulated, withBehaviourRunning, type SafetyContext } from './behaviour-card.ts';
