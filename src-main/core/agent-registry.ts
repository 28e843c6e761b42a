// The agents connected to this control center. MCP transports register and touch them; the person sees them
// in the Agents view and can disconnect one; "approve for this session" is keyed on an agent's id (or, for
// stateless agents, offered as a time-limited approval for the token). The registry is capped: a new agent beyond
// the cap evicts the agent idle longest, and is refused when every agent is busy.
import { randomUUID } from 'node:crypto';
import type { AgentSession, AgentTransport } from '../../src-shared/app-state.ts';
import type { AppStateStore } from './app-state-store.ts';
import { displayClientString } from './client-names.ts';
import { ToolError } from './errors.ts';

/** Enough for every agent a person runs at once, several times over; small enough that a flood cannot grow state. */
export const MAX_AGENTS = 64;

export interface AgentHello {
  clientName: string;
  clientVersion: string;
  transport: AgentTransport;
  protocolVersion: string;
  /**
   * Stable identity for agents without a transport session (stateless 2026-07-28 HTTP): the same key finds the
   * same agent again. Omitted for sessionful transports.
   */
  key?: string;
  /**
   * For agents without a session of their own: what another process cannot tell apart from this agent (the
   * token's fingerprint). "Approve for this session" is then a time-limited approval for everyone holding it.
   */
  sharedApprovalKey?: string;
}

/** Whose "approve for this session" a call of this agent uses. */
export type AgentApprovalScope = { kind: 'agent-session' } | { kind: 'token-window'; key: string };

export type DisconnectListener = (agent: AgentSession, reason: string) => void;

export class AgentRegistry {
  readonly #store: AppStateStore;
  readonly #now: () => number;
  readonly #maxAgents: number;
  readonly #byKey = new Map<string, string>();
  readonly #sharedApprovalKeys = new Map<string, string>();
  readonly #activeCalls = new Map<string, number>();
  readonly #disconnectListeners = new Set<DisconnectListener>();

  constructor(store: AppStateStore, now: () => number = Date.now, options: { maxAgents?: number } = {}) {
    this.#store = store;
    this.#now = now;
    this.#maxAgents = options.maxAgents ?? MAX_AGENTS;
  }

  connect(hello: AgentHello): AgentSession {
    if (hello.key !== undefined) {
      const existing = this.#byKey.get(hello.key);
      const agent = existing ? this.get(existing) : undefined;
      if (agent) {
        this.touch(agent.id);
        return this.get(agent.id) ?? agent;
      }
    }
    this.#makeRoom();
    const now = this.#now();
    const agent: AgentSession = {
      id: randomUUID(),
      // Self-reported strings end up where the person decides: bounded, invisibles escaped, no name of the person's.
      clientName: displayClientString(hello.clientName, 'unknown client', true),
      clientVersion: displayClientString(hello.clientVersion, '?'),
      transport: hello.transport,
      protocolVersion: displayClientString(hello.protocolVersion, 'unknown'),
      connectedAt: now,
      lastActivityAt: now,
      callCount: 0,
      pendingApprovals: 0,
    };
    if (hello.key !== undefined) this.#byKey.set(hello.key, agent.id);
    if (hello.sharedApprovalKey !== undefined) this.#sharedApprovalKeys.set(agent.id, hello.sharedApprovalKey);
    this.#store.emit({ type: 'agent.connected', agent });
    return agent;
  }

  get(agentId: string): AgentSession | undefined {
    return this.#store.state.agents[agentId];
  }

  list(): AgentSession[] {
    return Object.values(this.#store.state.agents);
  }

  approvalScope(agentId: string): AgentApprovalScope {
    const key = this.#sharedApprovalKeys.get(agentId);
    return key === undefined ? { kind: 'agent-session' } : { kind: 'token-window', key };
  }

  touch(agentId: string): void {
    const agent = this.get(agentId);
    const now = this.#now();
    // A read often ends within the millisecond it began in: then nothing changed and there is nothing to tell.
    if (agent && agent.lastActivityAt !== now) this.#store.emit({ type: 'agent.updated', agentId, patch: { lastActivityAt: now } });
  }

  /** Counts a call from its arrival until its answer; returns the function that ends it. */
  beginCall(agentId: string): () => void {
    const agent = this.get(agentId);
    if (!agent) return () => undefined;
    this.#store.emit({ type: 'agent.updated', agentId, patch: { callCount: agent.callCount + 1, lastActivityAt: this.#now() } });
    this.#activeCalls.set(agentId, (this.#activeCalls.get(agentId) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.#activeCalls.get(agentId) ?? 1) - 1;
      if (left > 0) this.#activeCalls.set(agentId, left);
      else this.#activeCalls.delete(agentId);
      this.touch(agentId);
    };
  }

  /** No call in flight and no card waiting: the agent can be let go without anyone losing an answer. */
  isIdle(agentId: string): boolean {
    const agent = this.get(agentId);
    return !agent || (agent.pendingApprovals === 0 && !this.#activeCalls.has(agentId));
  }

  adjustPendingApprovals(agentId: string, delta: number): void {
    const agent = this.get(agentId);
    if (agent) {
      this.#store.emit({ type: 'agent.updated', agentId, patch: { pendingApprovals: Math.max(0, agent.pendingApprovals + delta) } });
    }
  }

  /** Removes the agent and tells the transports to close its connection. */
  disconnect(agentId: string, reason: string): boolean {
    const agent = this.get(agentId);
    if (!agent) return false;
    for (const [key, id] of this.#byKey) if (id === agentId) this.#byKey.delete(key);
    this.#sharedApprovalKeys.delete(agentId);
    this.#activeCalls.delete(agentId);
    this.#store.emit({ type: 'agent.disconnected', agentId, reason, goneAt: this.#now() });
    for (const listener of this.#disconnectListeners) listener(agent, reason);
    return true;
  }

  onDisconnect(listener: DisconnectListener): () => void {
    this.#disconnectListeners.add(listener);
    return () => this.#disconnectListeners.delete(listener);
  }

  /**
   * Lets stateless agents (no connection whose end would tell us they left) go after `idleMs` without a call, unless
   * something of theirs is still pending. Sessionful agents leave with their session or connection. Returns how
   * many left.
   */
  sweepIdle(idleMs: number): number {
    const cutoff = this.#now() - idleMs;
    let removed = 0;
    for (const agent of this.list()) {
      if (agent.transport === 'http-modern' && agent.lastActivityAt < cutoff && this.isIdle(agent.id)) {
        this.disconnect(agent.id, 'idle');
        removed++;
      }
    }
    return removed;
  }

  /** At the cap, the agent idle longest leaves; when every agent is busy the newcomer is refused. */
  #makeRoom(): void {
    const agents = this.list();
    if (agents.length < this.#maxAgents) return;
    const idle = agents.filter((a) => this.isIdle(a.id)).sort((a, b) => a.lastActivityAt - b.lastActivityAt);
    const oldest = idle[0];
    if (!oldest) {
      throw new ToolError(
        `Interlock already serves ${agents.length} agents, all of them busy, so this one cannot be registered. Wait for their calls to finish or disconnect some in Interlock's Agents view, then retry.`,
      );
    }
    this.disconnect(oldest.id, `evicted: Interlock serves at most ${this.#maxAgents} agents and this one was idle longest`);
  }
}

