// One line of `<data-dir>/audit.jsonl`: a finished tool call, as the person can review it later.
import type { AgentTransport, DecisionRecord, QueueStatus, ToolCallIdentity } from './app-state.ts';

/** What an edit changed, with enough to put the old content back. */
export interface EditRecord {
  /** Which reverter understands this edit: `file` for OpenPLC files, `codesys-pou` for CODESYS objects. */
  kind: string;
  /** Human-readable location (a file path or a CODESYS object path). */
  location: string;
  beforeHash: string | null;
  afterHash: string;
  /** Domain data the reverter needs (e.g. the previous content). Never shown as-is in a list. */
  revert: Record<string, unknown>;
}

/** The call's identity, with the agent written out in full (the registry forgets agents; the log does not). */
export interface AuditEntry extends Pick<ToolCallIdentity, 'tool' | 'target' | 'mutates'> {
  v: 1;
  id: string;
  at: string;
  agent: { id: string; name: string; version: string; transport: AgentTransport | 'internal' };
  /** The call's arguments with secret-looking fields redacted. */
  args: unknown;
  decision: DecisionRecord;
  outcome: QueueStatus;
  durationMs: number;
  resultSummary?: string;
  error?: string;
  edits?: EditRecord[];
  /** Set on the entry written when the person reverts an earlier edit. */
  revertOf?: string;
}
