// Decides whether a tool call may run. The decision comes from our own classification of the tool (`mutates`),
// never from hints the client sent. Read-only calls pass; mutating calls wait for the person, who can approve once,
// approve for this agent session, always approve the tool (persisted), or deny. Silence is a deny.
import { randomUUID } from 'node:crypto';
import type { ApprovalPreview, DecisionRecord, PendingApproval, ToolCallIdentity } from '../../src-shared/app-state.ts';
import type { ApprovalDecision } from '../../src-shared/contract.ts';
import type { AgentRegistry } from './agent-registry.ts';
import type { AppStateStore } from './app-state-store.ts';

/** How long pending approvals survive the last UI going away (long enough for a page reload). */
export const UI_GONE_GRACE_MS = 10_000;

export interface ApprovalPolicySource {
  timeoutMs(): number;
  alwaysApprovedTools(): readonly string[];
  /** Persists "always approve" for a tool (Settings). */
  addAlwaysApproved(tool: string): Promise<void>;
}

export interface ApprovalRequest extends ToolCallIdentity {
  entryId: string;
  toolTitle: string;
  args: unknown;
  preview?: ApprovalPreview;
  /** Aborted when the call is cancelled: the pending card disappears. */
  signal: AbortSignal;
}

export interface GateDecision extends DecisionRecord {
  /** For a deny: the sentence the agent gets back. */
  message?: string;
}

interface Pending {
  approval: PendingApproval;
  settle: (decision: GateDecision) => void;
}

export class ApprovalGate {
  readonly #store: AppStateStore;
  readonly #agents: AgentRegistry;
  readonly #policy: ApprovalPolicySource;
  readonly #now: () => number;
  readonly #pending = new Map<string, Pending>();
  /** `${agentId}\0${tool}` pairs the person approved for the rest of that agent's session. */
  readonly #sessionApprovals = new Set<string>();
  #uiClients = 0;
  #openHint = 'open Interlock';
  #noUiTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(store: AppStateStore, agents: AgentRegistry, policy: ApprovalPolicySource, now: () => number = Date.now) {
    this.#store = store;
    this.#agents = agents;
    this.#policy = policy;
    this.#now = now;
    agents.onDisconnect((agent) => this.#forgetAgent(agent.id));
  }

  /** How to tell an agent where the person approves (e.g. the UI's URL). */
  setOpenHint(hint: string): void {
    this.#openHint = hint;
  }

  /** A UI (browser tab, Electron window) that can show approval cards. Returns the detach function. */
  attachUi(): () => void {
    this.#uiClients++;
    clearTimeout(this.#noUiTimer);
    this.#store.emit({ type: 'ui.clients', count: this.#uiClients });
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.#uiClients--;
      this.#store.emit({ type: 'ui.clients', count: this.#uiClients });
      if (this.#uiClients === 0 && this.#pending.size > 0) {
        this.#noUiTimer = setTimeout(() => this.#denyUnattended(), UI_GONE_GRACE_MS);
        this.#noUiTimer.unref?.();
      }
    };
  }

  /** The last window closed and none came back (a reload reattaches within the grace): nobody can answer. */
  #denyUnattended(): void {
    if (this.#uiClients > 0) return;
    for (const { approval, settle } of [...this.#pending.values()]) {
      settle({
        outcome: 'denied',
        by: 'no-ui',
        message: `Denied: the Interlock window was closed before anyone answered, so ${approval.tool} was not run. Ask the person to ${this.#openHint}, then retry.`,
      });
    }
  }

  get uiAttached(): boolean {
    return this.#uiClients > 0;
  }

  pending(): PendingApproval[] {
    return [...this.#pending.values()].map((p) => p.approval);
  }

  async decide(request: ApprovalRequest): Promise<GateDecision> {
    if (!request.mutates) return { outcome: 'approved', by: 'read-only' };
    if (this.#policy.alwaysApprovedTools().includes(request.tool)) return { outcome: 'approved', by: 'policy:always' };
    if (this.#sessionApprovals.has(sessionKey(request.agentId, request.tool))) return { outcome: 'approved', by: 'policy:session' };
    if (request.signal.aborted) return { outcome: 'denied', by: 'cancelled', message: 'The call was cancelled before it was approved' };
    if (!this.uiAttached) {
      return {
        outcome: 'denied',
        by: 'no-ui',
        message: `Denied: ${request.tool} changes the project and needs the person's approval, but no Interlock window is open to ask them. Ask the person to ${this.#openHint}, then retry.`,
      };
    }

    const timeoutMs = this.#policy.timeoutMs();
    const now = this.#now();
    const approval: PendingApproval = {
      id: randomUUID(),
      entryId: request.entryId,
      agentId: request.agentId,
      agentName: request.agentName,
      tool: request.tool,
      toolTitle: request.toolTitle,
      target: request.target,
      args: request.args,
      requestedAt: now,
      expiresAt: now + timeoutMs,
    };
    if (request.preview) approval.preview = request.preview;

    return new Promise<GateDecision>((resolve) => {
      const settle = (decision: GateDecision) => {
        if (!this.#pending.delete(approval.id)) return;
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
        this.#agents.adjustPendingApprovals(request.agentId, -1);
        this.#store.emit({ type: 'approval.removed', approvalId: approval.id });
        resolve(decision);
      };
      const onAbort = () =>
        settle({ outcome: 'denied', by: 'cancelled', message: 'The call was cancelled while it waited for approval' });
      const timer = setTimeout(
        () =>
          settle({
            outcome: 'denied',
            by: 'timeout',
            message: `Timed out: nobody approved ${request.tool} in Interlock within ${Math.round(timeoutMs / 1000)} s, so it was not run. Ask the person to review it, then retry.`,
          }),
        timeoutMs,
      );
      this.#pending.set(approval.id, { approval, settle });
      this.#agents.adjustPendingApprovals(request.agentId, +1);
      this.#store.emit({ type: 'approval.requested', approval });
      request.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** The person's answer to a pending card. */
  async resolve(approvalId: string, decision: ApprovalDecision): Promise<void> {
    const pending = this.#pending.get(approvalId);
    if (!pending) throw new Error('That approval is no longer pending (it was answered, cancelled or timed out)');
    const { approval } = pending;
    switch (decision) {
      case 'deny':
        pending.settle({
          outcome: 'denied',
          by: 'person',
          message: `Denied by the person in Interlock: ${approval.tool} was not run and nothing changed. Do not retry the same call unless they ask for it.`,
        });
        return;
      case 'approve-once':
        pending.settle({ outcome: 'approved', by: 'person' });
        return;
      case 'approve-session':
        this.#sessionApprovals.add(sessionKey(approval.agentId, approval.tool));
        pending.settle({ outcome: 'approved', by: 'person' });
        return;
      case 'approve-always':
        await this.#policy.addAlwaysApproved(approval.tool);
        pending.settle({ outcome: 'approved', by: 'person' });
        return;
    }
  }

  #forgetAgent(agentId: string): void {
    for (const key of this.#sessionApprovals) if (key.startsWith(`${agentId}\0`)) this.#sessionApprovals.delete(key);
  }
}

function sessionKey(agentId: string, tool: string): string {
  return `${agentId}\0${tool}`;
}
