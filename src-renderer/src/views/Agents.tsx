// The agents connected to this control center. Names and versions are what the client says about itself.
import { useMemo } from 'react';
import type { AgentSession } from '../../../src-shared/app-state.ts';
import { formatAgo } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useNow } from '../ui/hooks.ts';
import { RowActionCell } from '../ui/RowAction.tsx';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { Tag } from '../ui/StatusBadge.tsx';

const TRANSPORT_LABELS: Record<AgentSession['transport'], string> = {
  stdio: 'stdio (interlock mcp)',
  'http-legacy': 'HTTP, 2025 session',
  'http-modern': 'HTTP, stateless',
  internal: 'Interlock itself (you)',
};

export function AgentsView() {
  const agentsById = useApp((app) => app.agents);
  const agents = useMemo(() => Object.values(agentsById).sort((a, b) => a.connectedAt - b.connectedAt), [agentsById]);
  const now = useNow(5000);
  const gone = useApp((app) => app.goneAgents);
  return (
    <>
      <ViewHeader title="Agents" subtitle="Names and versions are self-reported by each client; the session id tells identical clients apart." />
      <Panel title={`Connected (${agents.length})`}>
        {agents.length === 0 ? (
          <EmptyState title="No agent is connected">Set one up from the snippets on the Overview page.</EmptyState>
        ) : (
          <div className="table-scroll">
            <table className="data-table data-table-stack">
              <thead>
                <tr>
                  <th scope="col">Client</th>
                  <th scope="col">Session</th>
                  <th scope="col">Transport</th>
                  <th scope="col">Protocol</th>
                  <th scope="col">Connected</th>
                  <th scope="col">Last activity</th>
                  <th scope="col" className="numeric">Calls</th>
                  <th scope="col" className="numeric">Waiting for you</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {agents.map((agent) => (
                  <AgentRow key={agent.id} agent={agent} now={now} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel title={`Gone (${gone.length})`}>
        {gone.length === 0 ? (
          <EmptyState title="No agent has left in this session" />
        ) : (
          <ul className="gone-list">
            {gone.map((agent) => (
              <li key={agent.id}>
                <span className="agent-name">{agent.clientName}</span> <code title={agent.id}>{shortId(agent.id)}</code> <Tag tone="neutral">gone</Tag>{' '}
                <span className="muted">
                  {TRANSPORT_LABELS[agent.transport]} · left {formatAgo(agent.goneAt, now)} · {agent.reason}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** Stateless HTTP agents never disconnect; after a quiet spell they are shown as idle rather than connected. */
export const IDLE_AFTER_MS = 10 * 60_000;

function Liveness({ agent, now }: { agent: AgentSession; now: number }) {
  if (agent.transport === 'http-modern' && now - agent.lastActivityAt > IDLE_AFTER_MS) return <Tag tone="neutral">idle</Tag>;
  return <Tag tone="good">live</Tag>;
}

/** Enough of the session id to tell two identical clients apart at a glance; the full id is in the tooltip. */
export function shortId(id: string): string {
  const plain = id.replace(/[^a-zA-Z0-9]/g, '');
  return plain.length <= 8 ? id : plain.slice(0, 8);
}

function AgentRow({ agent, now }: { agent: AgentSession; now: number }) {
  const bridge = useBridge();
  return (
    <tr>
      <th scope="row">
        <span className="agent-name">{agent.clientName}</span> <span className="muted">{agent.clientVersion}</span>{' '}
        <Liveness agent={agent} now={now} />
      </th>
      <td data-label="Session">
        <code title={agent.id}>{shortId(agent.id)}</code>
      </td>
      <td data-label="Transport">{TRANSPORT_LABELS[agent.transport]}</td>
      <td data-label="Protocol">
        <code>{agent.protocolVersion}</code>
      </td>
      <td data-label="Connected"><Time at={agent.connectedAt} /></td>
      <td data-label="Last activity">{formatAgo(agent.lastActivityAt, now)}</td>
      <td data-label="Calls" className="numeric">
        {agent.callCount}
      </td>
      <td data-label="Waiting for you" className="numeric">
        {agent.pendingApprovals > 0 ? <Tag tone="warn">{agent.pendingApprovals}</Tag> : 0}
      </td>
      <RowActionCell text="Disconnect" subject={agent.clientName} action={() => bridge.invoke('agent:disconnect', { agentId: agent.id })} />
    </tr>
  );
}
