// The agents connected to this control center. MCP transports register and touch them; the person sees them
// in the Agents view and can disconnect one; "approve for this session" is keyed on an agent's id.
import { randomUUID } from 'node:crypto';
import type { AgentSession, AgentTransport } from '../../src-shared/app-state.ts';
import type { AppStateStore } from './app-state-store.ts';

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
}

export type DisconnectListener = (agent: AgentSession, reason: string) => void;

export class AgentRegistry {
  readonly #store: AppStateStore;
  readonly #now: () => number;
  readonly #byKey = new Map<string, string>();
  readonly #disconnectListeners = new Set<DisconnectListener>();

  constructor(store: AppStateStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
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
    const now = this.#now();
    const agent: AgentSession = {
      id: randomUUID(),
      clientName: clean(hello.clientName, 'unknown client'),
      clientVersion: clean(hello.clientVersion, '?'),
      transport: hello.transport,
      protocolVersion: hello.protocolVersion,
      connectedAt: now,
      lastActivityAt: now,
      callCount: 0,
      pendingApprovals: 0,
    };
    if (hello.key !== undefined) this.#byKey.set(hello.key, agent.id);
    this.#store.emit({ type: 'agent.connected', agent });
    return agent;
  }

  get(agentId: string): AgentSession | undefined {
    return this.#store.state.agents[agentId];
  }

  list(): AgentSession[] {
    return Object.values(this.#store.state.agents);
  }

  touch(agentId: string): void {
    if (this.get(agentId)) this.#store.emit({ type: 'agent.updated', agentId, patch: { lastActivityAt: this.#now() } });
  }

  recordCall(agentId: string): void {
    const agent = this.get(agentId);
    if (agent) {
      this.#store.emit({ type: 'agent.updated', agentId, patch: { callCount: agent.callCount + 1, lastActivityAt: this.#now() } });
    }
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
    this.#store.emit({ type: 'agent.disconnected', agentId, reason });
    for (const listener of this.#disconnectListeners) listener(agent, reason);
    return true;
  }

  onDisconnect(listener: DisconnectListener): () => void {
    this.#disconnectListeners.add(listener);
    return () => this.#disconnectListeners.delete(listener);
  }

  /** Disconnects agents idle for longer than `idleMs` that have nothing pending. Returns how many left. */
  sweepIdle(idleMs: number): number {
    const cutoff = this.#now() - idleMs;
    let removed = 0;
    for (const agent of this.list()) {
      if (agent.lastActivityAt < cutoff && agent.pendingApprovals === 0) {
        this.disconnect(agent.id, 'idle');
        removed++;
      }
    }
    return removed;
  }
}

function clean(value: string, fallback: string): string {
  // Self-reported strings end up in the UI: keep them short and printable.
  const printable = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return printable === '' ? fallback : printable;
}
