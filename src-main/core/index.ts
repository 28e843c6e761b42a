// The core's public surface: the services every call goes through and the errors tools throw. The factory is
// create-core.ts; this file only re-exports.
export { AgentRegistry, type AgentHello } from './agent-registry.ts';
export { describeRule, ruleCovers, ruleIncludes, sameRule } from './always-approve.ts';
export { ApprovalGate, type ApprovalPolicySource, type ApprovalRequest, type GateDecision } from './approval-gate.ts';
export { AppStateStore, type AppEventListener } from './app-state-store.ts';
export { argsKeptInFull, redactSecrets, storedArgsComplete } from './audit-args.ts';
export { AuditLog, AuditUnavailableError, type MutationIntent } from './audit-log.ts';
export type { DurableRecord } from './audit-listeners.ts';
export { CommandQueue, type QueueSlot, type QueueSubmission } from './command-queue.ts';
export { EditReverter, type EditKindReverter, type RevertContext } from './edit-reverter.ts';
export { ToolError, ToolTimeoutError, ToolCancelledError, errorMessage } from './errors.ts';
export { displayClientString } from './client-names.ts';
export { SettingsStore } from './settings-store.ts';
export type { OnlineWatchControl, ToolCallRequest, UnsavedChangesControl } from './online-watch.ts';
export { trustWidening, wideningConfirmation } from './trust-widening.ts';
export {
  ToolRunner,
  PERSON_AGENT_ID,
  summarizeArgs,
  type PersonCaller,
  type PrepareContext,
  type PreviewExecution,
  type ToolCall,
  type ToolExecution,
  type ToolOutcome,
  type ToolPlan,
  type ToolTarget,
} from './tool-runner.ts';
export { defaultDataDir, resolveDataDir } from './data-dir.ts';
export { createCore, type Core, type CoreOptions } from './create-core.ts';
export { recoverUnfinishedCalls } from './audit-recovery.ts';
