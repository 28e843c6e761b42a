// One line of `<data-dir>/audit.jsonl`: a finished tool call, as the person can review it later.
import type { ImpactReport } from './impact.ts';
import type { ProjectFileRecord } from './project-changes.ts';
import type { AgentTransport, DecisionRecord, QueueStatus, ToolCallIdentity, UiActor } from './app-state.ts';

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
  /**
   * The `revert` field holding the previous content in base64, whose bytes `beforeHash` names: the audit keeps those
   * bytes as a blob named by that hash instead of hashing them again.
   */
  beforeContent?: string;
}

/** The call's identity, with the agent written out in full (the registry forgets agents; the log does not). */
export interface AuditEntry extends Pick<ToolCallIdentity, 'tool' | 'target' | 'targetName' | 'mutates'> {
  v: 1;
  id: string;
  at: string;
  agent: { id: string; name: string; version: string; transport: AgentTransport };
  /** The tool acts on a running PLC (writes, forces, starts, downloads): History words it as what happened there. */
  changesRunningPlc?: boolean;
  /** The call's arguments with secret-looking fields redacted. */
  args: unknown;
  decision: DecisionRecord;
  outcome: QueueStatus;
  durationMs: number;
  resultSummary?: string;
  error?: string;
  /** What a compile or check found (as on the queue entry): a call that ran can still have found errors. */
  findings?: { errors: number; warnings: number };
  edits?: EditRecord[];
  /** What the approved edit does to the machine, as its card showed it (code edits in Structured Text). */
  impact?: ImpactReport;
  /** Set on the entry written when the person reverts an earlier edit. */
  revertOf?: string;
  /** For a change to a project CODESYS holds open: whether the project file on disk got it. */
  projectFile?: ProjectFileRecord;
  /** Set on the person's call that applied a lost change again from this earlier entry's arguments. */
  reapplyOf?: string;
  /**
   * Set when Interlock stopped before the call finished and the entry was written on the next start, from what
   * was found then (a pending card is recorded as denied; an approved edit as landed or not by the file's hash).
   */
  recoveredAt?: string;
}

/** What became of an approved change in the project's git (docs/change-management.md): its commit, or why none. */
export interface AuditCommit {
  /** `committed`: one commit holds the change; `unchanged`: the branch already held it; `not-committed`: see `reason`. */
  state: 'committed' | 'unchanged' | 'not-committed';
  /** The work tree's top folder. */
  repository: string;
  commit?: string;
  branch?: string;
  /** Why no commit was made (a detached HEAD, a switched branch, git gone or hanging, no identity, ...). */
  reason?: string;
  /** What the person should know about their own index (their staged changes to these files were left alone). */
  note?: string;
}

/** Filters of a History query; all given filters must match. Text filters ignore case. */
export interface AuditFilter {
  /** Only calls that changed something (entries with edits), reverts included. */
  editsOnly?: boolean;
  /** No reads: only calls that change something or would have (edits, PLC actions), builds and checks, and the person's own actions. */
  changesOnly?: boolean;
  /** Part of the agent's name or its id. */
  agent?: string;
  /** The exact tool name. */
  tool?: string;
  /** Part of the target (e.g. a project path). */
  target?: string;
  /** Only calls that ended in one of these outcomes. */
  outcome?: QueueStatus[];
  /** Part of anything in the record: arguments, result, error, locations. */
  text?: string;
  /** Exactly this record. */
  id?: string;
}

/** One page of History, newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  /** Pass back to get the next (older) page; null once the start of the log was reached. */
  nextCursor: string | null;
  /** Lines that could not be read and were skipped (a torn or corrupt line, an oversized legacy line). */
  warnings: string[];
  /** Ids on this page whose edits can be reverted right now. */
  revertable: string[];
  /**
   * Ids on this page whose edit's target no longer holds what the edit wrote: `by-interlock` when a later call on
   * this page changed it, `outside` when someone else did (on disk, in the program). Revert refuses these.
   */
  changedSince?: Record<string, 'by-interlock' | 'outside'>;
  /** For entries on this page in a project in git: the commit each became (or why none). */
  commits?: Record<string, AuditCommit>;
  /** Ids on this page whose edit was put back by a later Revert: when, and in which UI (History marks them, no Revert). */
  reverted?: Record<string, { at: string; revertId: string; ui?: UiActor }>;
}
