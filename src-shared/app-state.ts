// The control center's state as main owns it and every UI projects it. Plain data only: it crosses the
// preload bridge and the web host's event stream unchanged, so no classes, Maps or Dates here.
import type { ImpactReport } from './impact.ts';
import type { OnlineState } from './online-state.ts';
import type { PlcLedgerRecord } from './plc-ledger.ts';
import type { ProjectFilePlan, UnsavedChange } from './project-changes.ts';
import type { AlwaysApproveRule } from './settings-schema.ts';

/** How an agent reaches Interlock; `internal` is the person, for a call they started in Interlock itself (no agent). */
export type AgentTransport = 'stdio' | 'http-legacy' | 'http-modern' | 'internal';

export interface AgentSession {
  id: string;
  /** Self-reported by the client in initialize (or the 2026-07-28 request envelope); display data, not identity. */
  clientName: string;
  clientVersion: string;
  transport: AgentTransport;
  protocolVersion: string;
  connectedAt: number;
  lastActivityAt: number;
  callCount: number;
  pendingApprovals: number;
}

/** An agent that left the registry (closed its connection, session ended or expired, evicted), kept for display. */
export interface GoneAgent {
  id: string;
  clientName: string;
  transport: AgentTransport;
  reason: string;
  goneAt: number;
}

export const QUEUE_STATUSES = [
  'queued',
  'awaiting-approval',
  'running',
  'succeeded',
  'failed',
  'denied',
  'cancelled',
  'timed-out',
] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const FINISHED_STATUSES: ReadonlySet<QueueStatus> = new Set(['succeeded', 'failed', 'denied', 'cancelled', 'timed-out']);

/**
 * Which UI a person acted through: the Electron window, or a browser session (named by its public id, never by
 * its cookie). Agents hold no UI, so every decision and every trust-widening change carries one of these.
 */
export type UiActor = { kind: 'window' } | { kind: 'browser'; sessionId: string };

/** How a call was let through (or not). `by` names the person or the policy that decided. */
/** The longest reason the person may give with a deny (it goes back to the agent in its error result). */
export const MAX_DENY_MESSAGE_CHARS = 500;

export interface DecisionRecord {
  outcome: 'approved' | 'denied';
  by: 'read-only' | 'person' | 'policy:session' | 'policy:token-window' | 'policy:always' | 'timeout' | 'no-ui' | 'cancelled' | 'host-stopped';
  /** For `by: 'person'`: the UI the person answered in. */
  ui?: UiActor;
  /** For a person's deny: the reason they typed, which the agent also got back. */
  reason?: string;
  /** For `by: 'policy:always'`: the rule that let the call through, exactly as Settings lists it. */
  rule?: AlwaysApproveRule;
}

/**
 * A call one of the person's "always approve" rules let through without a card: what the Overview's feed shows and
 * the tray counts, so no rule approves unseen. `entryId` is the queue entry and the audit record (History).
 */
export interface AutoApproval {
  entryId: string;
  at: number;
  agentName: string;
  tool: string;
  target: string;
  targetName?: string;
  /** The impact's first item (safety-relevant first) or what the analysis said, in one line. */
  impactLine?: string;
  rule: AlwaysApproveRule;
}

export interface ProgressInfo {
  message: string;
  progress?: number;
  total?: number;
}

/**
 * Who calls which tool on what: the identity a call keeps from arrival through the queue, the approval card and the
 * audit record. `mutates` is Interlock's own classification of the tool, never the client's hint.
 */
export interface ToolCallIdentity {
  agentId: string;
  agentName: string;
  tool: string;
  /** The queue target key: calls with the same key run one at a time. */
  target: string;
  /**
   * What the person calls what the call works on, when the key alone does not say it (every CODESYS call shares
   * one key): the project file and the object, e.g. `Packaging.project › Application/PLC_PRG`.
   */
  targetName?: string;
  mutates: boolean;
}

export interface QueueEntry extends ToolCallIdentity {
  id: string;
  argsSummary: string;
  status: QueueStatus;
  createdAt: number;
  startedAt?: number;
  finishedAt?: number;
  durationMs?: number;
  resultSummary?: string;
  error?: string;
  decision?: DecisionRecord;
  progress?: ProgressInfo;
  /** Lines streamed by the tool while it runs (compiler output, CODESYS script output); capped. */
  output: string[];
  /** What a compile or check found, when the call produced the target's diagnostics: a call can succeed and still find errors. */
  findings?: { errors: number; warnings: number };
}

export type ApprovalPreview = (
  | { kind: 'diff'; title: string; diff: string; impact?: ImpactReport }
  | { kind: 'text'; title: string; text: string; impact?: ImpactReport }
  | PlcChangePreview
) & {
  /** For a change to a project CODESYS holds open: whether Interlock saves the project file after it. */
  projectFile?: ProjectFilePlan;
};

/** One value a call writes, forces or unforces on a PLC: what it holds now (read just before the card) and what it gets. */
export interface PlcValueChange {
  expression: string;
  /** As CODESYS prints it; null when it could not be read (see `currentError`). */
  current: string | null;
  currentError?: string;
  /** The value after the call; for an unforce, what the variable keeps or returns to. */
  next: string;
  /** Whether the value is forced now. */
  forced: boolean;
  /** The I/O address the variable is located at (`AT %QX0.0`) or mapped to (IO mapping), when it has one. */
  address?: string;
  /** The safety patterns or project signals its name matched, as in a code edit's impact; absent when none. */
  safety?: string[];
}

/** What a call that changes a running PLC will do to it: the card shows this instead of a diff. */
export interface PlcChangePreview {
  kind: 'plc';
  title: string;
  /** What happens, in one sentence (e.g. "Stops the application: its tasks stop executing."). */
  effect: string;
  project: string;
  /** The device as the project addresses it, e.g. `Device (Gateway-1, 0000.0001)`. */
  device: string;
  application: string;
  /** `run`, `stop`... as the PLC reported it just before the card, or `unknown` when it could not be read. */
  runState: string;
  /** Writes, forces and unforces: every value with its current and new value. */
  values?: PlcValueChange[];
  /**
   * Writes, forces and unforces: the same values as impact items (address, safety), for the notification, the gate
   * (a safety-relevant value is approved once, whatever standing approvals say), the agent's result and History.
   */
  impact?: ImpactReport;
  /** Downloads and online changes: what changed in the code since the last download (a unified diff), or null (see `note`). */
  codeChanges?: string | null;
  /** With `codeChanges`: the objects (POUs, GVLs, DUTs) whose code differs, by path. */
  changedObjects?: string[];
  /** Anything else the person should know (e.g. that a full download resets every variable to its initial value). */
  note?: string;
  /**
   * Logins: what the PLC holds as far as Interlock knows (application, forces and last download from its ledger),
   * one fact a line; a line says so where Interlock does not know.
   */
  plcHolds?: string[];
}

/**
 * What "approve for this session" means for the card's agent. A sessionful agent (stdio connection, 2025-era HTTP
 * session) gets it for its own session, which no other process can join. A stateless 2026-07-28 agent has no
 * session another process could not copy, so it is offered as this tool for `minutes` for every agent holding the
 * token, and the card says so.
 */
export type SessionApprovalScope = { kind: 'agent-session' } | { kind: 'token-window'; minutes: number };

/**
 * `waiting` until the person answers. `agent-left` once nobody can receive the answer (the request, stream,
 * session or connection that carried the call closed, or the agent cancelled it): the call already ended, a
 * decision on the card runs nothing and only dismisses it.
 */
export type ApprovalCardState = 'waiting' | 'agent-left';

/** What changed a waiting card's target, as the card says it. */
export interface StaleMark {
  at: number;
  /** In words, e.g. `pous/main.st was changed by your approval of cursor's patch_pou`. */
  message: string;
  /** `approval`: a call Interlock ran (the person's or a rule's approval); `outside`: another program or person. */
  cause?: 'approval' | 'outside';
  /** Why the agent's edit no longer applies to the content now (a review was tried): the way forward is Deny. */
  notApplicable?: string;
}

/** A mutating call waiting for the person (so `mutates` is implied). */
export interface PendingApproval extends Omit<ToolCallIdentity, 'mutates'> {
  id: string;
  entryId: string;
  toolTitle: string;
  /**
   * The complete arguments as the agent sent them, except values under secret-named keys (a device or project user's
   * password), which are redacted as in the audit: state events reach every UI and must never carry them.
   */
  args: unknown;
  preview?: ApprovalPreview;
  requestedAt: number;
  /** When the card denies itself; null for a call the person started themselves (it waits until they answer). */
  expiresAt: number | null;
  state: ApprovalCardState;
  /** Why the agent is gone, in words for the card (set with `agent-left`). */
  leftReason?: string;
  leftAt?: number;
  sessionApproval: SessionApprovalScope;
  /**
   * Why this card can only be approved once: set for calls that change a running PLC, for which "approve for this
   * session" and "always approve" are not offered (unless the person allowed that in Settings).
   */
  onceOnly?: string;
  /** The call changes a running PLC (writes, forces, downloads): the card looks unlike an offline edit. */
  changesRunningPlc?: boolean;
  /** Set when the target changed while the card waited: the preview may no longer be what runs, and approving is off. */
  stale?: StaleMark | null;
  /**
   * Whether main can prepare the call again on the content as it is now (an edit whose old text may still be there):
   * a stale card then offers "Review on the current content".
   */
  refreshable?: boolean;
  /** The card was reviewed on the content as it is now: approving applies the agent's edit there, and when. */
  rebasedAt?: number;
  /** Where the call works (what an "always approve" chosen on this card can be narrowed to); absent: on no one project. */
  where?: CallScope;
  /** The person started this call in Interlock (e.g. releasing a force from the Online view): no agent waits for it. */
  fromPerson?: boolean;
}

/**
 * Where a call works, as its tool resolved it (never as the agent spelled it): the project (the OpenPLC folder or
 * the CODESYS project file, symlinks resolved) and the parts of it the call touches, "/"-separated and relative to
 * it. Without `paths` the call works on the project as a whole.
 */
export interface CallScope {
  project: string;
  paths?: string[];
}

export type TargetKind = 'codesys' | 'openplc';

export interface TargetState {
  id: string;
  kind: TargetKind;
  label: string;
  /** Domain state, e.g. CODESYS `stopped|starting|ready|busy|stopping|error`, OpenPLC `watching`. */
  status: string;
  detail?: string;
  updatedAt: number;
}

export interface Diagnostic {
  severity: 'error' | 'warning' | 'info';
  message: string;
  file?: string;
  pou?: string;
  objectPath?: string;
  line?: number;
  column?: number;
}

export interface DiagnosticsSet {
  target: string;
  source: string;
  updatedAt: number;
  summary: string;
  items: Diagnostic[];
}

export interface Notice {
  id: string;
  level: 'info' | 'warning' | 'error';
  source: string;
  message: string;
  at: number;
}

export interface HostInfo {
  version: string;
  startedAt: number;
  dataDir: string;
  httpUrl: string | null;
  mcpUrl: string | null;
  pid: number;
}

/**
 * A browser that opened a valid login link while the tray app runs: it gets a session only once the person allows
 * it in a UI that is already trusted (the window, or a browser already logged in).
 */
export interface BrowserLoginRequest {
  id: string;
  /** The browser's self-description (User-Agent), shortened; display data only. */
  userAgent: string;
  requestedAt: number;
  expiresAt: number;
}

export interface AppState {
  host: HostInfo;
  agents: Record<string, AgentSession>;
  /** The agents that left most recently, newest first (capped). */
  goneAgents: GoneAgent[];
  queue: QueueEntry[];
  approvals: PendingApproval[];
  targets: Record<string, TargetState>;
  diagnostics: Record<string, DiagnosticsSet>;
  notices: Notice[];
  /** What the person chose to always approve, rule by rule (persisted in Settings). */
  alwaysApproved: AlwaysApproveRule[];
  uiClients: number;
  loginRequests: BrowserLoginRequest[];
  /** What each PLC target Interlock is (or was) logged in to shows online, by target id (see online-state.ts). */
  online: Record<string, OnlineState>;
  /** What Interlock did to each PLC and what it holds as far as Interlock knows, by PLC key (see plc-ledger.ts). */
  plcLedger: Record<string, PlcLedgerRecord>;
  /** Approved changes that are not in their project file: unsaved in the IDE, or lost when it ended (oldest first). */
  unsavedChanges: UnsavedChange[];
  /** Calls the person's rules approved without asking, newest first (capped; History keeps them all). */
  autoApproved: AutoApproval[];
  /** How many of `autoApproved` came since the person last looked at the Overview's feed (the tray counts them). */
  autoApprovedUnseen: number;
}

export interface AppSnapshot {
  seq: number;
  state: AppState;
}

export function emptyAppState(host: HostInfo): AppState {
  return {
    host,
    agents: {},
    goneAgents: [],
    queue: [],
    approvals: [],
    targets: {},
    diagnostics: {},
    notices: [],
    alwaysApproved: [],
    uiClients: 0,
    loginRequests: [],
    online: {},
    plcLedger: {},
    unsavedChanges: [],
    autoApproved: [],
    autoApprovedUnseen: 0,
  };
}
