// Every change to AppState is one of these events. Main applies them with `applyAppEvent` and streams them with
// a monotonically increasing `seq`; a UI applies the same function to its copy, so a snapshot plus the events
// after it yields exactly the state main has.
import {
  FINISHED_STATUSES,
  type AgentSession,
  type AutoApproval,
  type GoneAgent,
  type AppState,
  type BrowserLoginRequest,
  type DiagnosticsSet,
  type Notice,
  type PendingApproval,
  type QueueEntry,
  type TargetState,
} from './app-state.ts';
import type { OnlineState } from './online-state.ts';
import type { PlcLedgerRecord } from './plc-ledger.ts';
import type { UnsavedChange } from './project-changes.ts';
import type { AlwaysApproveRule } from './settings-schema.ts';

export type AppEventBody =
  | { type: 'agent.connected'; agent: AgentSession }
  | { type: 'agent.updated'; agentId: string; patch: Partial<Omit<AgentSession, 'id'>> }
  | { type: 'agent.disconnected'; agentId: string; reason: string; goneAt?: number }
  | { type: 'queue.added'; entry: QueueEntry }
  | { type: 'queue.updated'; entryId: string; patch: Partial<Omit<QueueEntry, 'id' | 'output'>> }
  | { type: 'queue.output'; entryId: string; lines: string[] }
  | { type: 'approval.requested'; approval: PendingApproval }
  | { type: 'approval.updated'; approvalId: string; patch: Partial<Omit<PendingApproval, 'id'>> }
  | { type: 'approval.removed'; approvalId: string }
  | { type: 'target.updated'; target: TargetState }
  | { type: 'target.removed'; targetId: string }
  | { type: 'diagnostics.updated'; diagnostics: DiagnosticsSet }
  | { type: 'notice.added'; notice: Notice }
  | { type: 'notice.dismissed'; noticeId: string }
  | { type: 'policy.updated'; alwaysApproved: AlwaysApproveRule[] }
  | { type: 'ui.clients'; count: number }
  | { type: 'login.requested'; request: BrowserLoginRequest }
  | { type: 'login.removed'; requestId: string }
  | { type: 'host.updated'; patch: Partial<AppState['host']> }
  /** The whole online state of one target (it is small: bounded watch list and forced values). */
  | { type: 'online.updated'; online: OnlineState }
  | { type: 'online.removed'; target: string }
  /** One PLC's ledger record (bounded: its forces and last deeds). */
  | { type: 'plc-ledger.updated'; record: PlcLedgerRecord }
  /** The whole list of approved changes not in their project file (bounded: MAX_UNSAVED_CHANGES). */
  | { type: 'unsaved-changes.updated'; changes: UnsavedChange[] }
  /** A rule let a call through without asking (the Overview's feed, the tray's count). */
  | { type: 'auto-approval.added'; approval: AutoApproval }
  /** The person saw the feed: the tray stops counting what it shows. */
  | { type: 'auto-approvals.seen' };

export type AppEvent = AppEventBody & { seq: number; at: number };

/** Finished queue entries kept in the live state; the audit log keeps everything. */
export const MAX_FINISHED_ENTRIES = 300;
const TRIM_SLACK = 50;
export const MAX_OUTPUT_LINES = 400;
export const MAX_NOTICES = 50;
export const MAX_GONE_AGENTS = 20;
export const MAX_AUTO_APPROVED = 50;

export function applyAppEvent(state: AppState, event: AppEventBody): AppState {
  switch (event.type) {
    case 'agent.connected':
      return { ...state, agents: { ...state.agents, [event.agent.id]: event.agent } };
    case 'agent.updated': {
      const agent = state.agents[event.agentId];
      if (!agent) return state;
      return { ...state, agents: { ...state.agents, [event.agentId]: { ...agent, ...event.patch } } };
    }
    case 'agent.disconnected': {
      const agent = state.agents[event.agentId];
      if (!agent) return state;
      const agents = { ...state.agents };
      delete agents[event.agentId];
      const gone: GoneAgent = { id: agent.id, clientName: agent.clientName, transport: agent.transport, reason: event.reason, goneAt: event.goneAt ?? agent.lastActivityAt };
      return { ...state, agents, goneAgents: [gone, ...state.goneAgents].slice(0, MAX_GONE_AGENTS) };
    }
    case 'queue.added':
      return { ...state, queue: trimQueue([...state.queue, event.entry]) };
    case 'queue.updated':
      return { ...state, queue: replaceEntry(state.queue, event.entryId, (e) => ({ ...e, ...event.patch })) };
    case 'queue.output':
      return {
        ...state,
        queue: replaceEntry(state.queue, event.entryId, (e) => ({ ...e, output: [...e.output, ...event.lines].slice(-MAX_OUTPUT_LINES) })),
      };
    case 'approval.requested':
      return { ...state, approvals: [...state.approvals, event.approval] };
    case 'approval.updated':
      return { ...state, approvals: state.approvals.map((a) => (a.id === event.approvalId ? { ...a, ...event.patch } : a)) };
    case 'approval.removed':
      return { ...state, approvals: state.approvals.filter((a) => a.id !== event.approvalId) };
    case 'target.updated':
      return { ...state, targets: { ...state.targets, [event.target.id]: event.target } };
    case 'target.removed': {
      const targets = { ...state.targets };
      delete targets[event.targetId];
      return { ...state, targets };
    }
    case 'diagnostics.updated':
      return { ...state, diagnostics: { ...state.diagnostics, [event.diagnostics.target]: event.diagnostics } };
    case 'notice.added':
      return { ...state, notices: [...state.notices, event.notice].slice(-MAX_NOTICES) };
    case 'notice.dismissed':
      return { ...state, notices: state.notices.filter((n) => n.id !== event.noticeId) };
    case 'policy.updated':
      return { ...state, alwaysApproved: event.alwaysApproved };
    case 'ui.clients':
      return { ...state, uiClients: event.count };
    case 'login.requested':
      return { ...state, loginRequests: [...state.loginRequests, event.request] };
    case 'login.removed':
      return { ...state, loginRequests: state.loginRequests.filter((r) => r.id !== event.requestId) };
    case 'host.updated':
      return { ...state, host: { ...state.host, ...event.patch } };
    case 'online.updated':
      return { ...state, online: { ...state.online, [event.online.target]: event.online } };
    case 'plc-ledger.updated':
      return { ...state, plcLedger: { ...state.plcLedger, [event.record.key]: event.record } };
    case 'online.removed': {
      const online = { ...state.online };
      delete online[event.target];
      return { ...state, online };
    }
    case 'unsaved-changes.updated':
      return { ...state, unsavedChanges: event.changes };
    case 'auto-approval.added':
      return { ...state, autoApproved: [event.approval, ...state.autoApproved].slice(0, MAX_AUTO_APPROVED), autoApprovedUnseen: state.autoApprovedUnseen + 1 };
    case 'auto-approvals.seen':
      return state.autoApprovedUnseen === 0 ? state : { ...state, autoApprovedUnseen: 0 };
  }
}

/** Replaces one entry (searching from the newest, where updates almost always land). */
function replaceEntry(queue: QueueEntry[], entryId: string, change: (entry: QueueEntry) => QueueEntry): QueueEntry[] {
  const index = queue.findLastIndex((e) => e.id === entryId);
  if (index < 0) return queue;
  const next = queue.slice();
  next[index] = change(queue[index]!);
  return next;
}

/**
 * Keeps every unfinished entry and the newest finished ones, in arrival order. Trims in batches, once the list
 * has grown TRIM_SLACK past the cap, so adding an entry is not a scan of the whole list every time.
 */
function trimQueue(queue: QueueEntry[]): QueueEntry[] {
  if (queue.length <= MAX_FINISHED_ENTRIES + TRIM_SLACK) return queue;
  let finished = 0;
  for (const e of queue) if (FINISHED_STATUSES.has(e.status)) finished++;
  let toDrop = finished - MAX_FINISHED_ENTRIES;
  if (toDrop <= 0) return queue;
  return queue.filter((e) => {
    if (toDrop > 0 && FINISHED_STATUSES.has(e.status)) {
      toDrop--;
      return false;
    }
    return true;
  });
}
