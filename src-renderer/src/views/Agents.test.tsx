// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agent, appState, NOW, renderWithState } from '../testing/render-app.tsx';
import { AgentsView } from './Agents.tsx';

afterEach(cleanup);

describe('the Agents view', () => {
  it('says when no agent is connected and none has left', async () => {
    renderWithState(<AgentsView />, appState());
    expect(await screen.findByText('No agent is connected')).toBeTruthy();
    expect(screen.getByText('No agent has left in this session')).toBeTruthy();
  });

  it('tells identical clients apart by a short session id, and says which are live', async () => {
    const a = agent({ id: '11111111-aaaa-4000-8000-000000000001' });
    const b = agent({ id: '22222222-bbbb-4000-8000-000000000002', transport: 'http-modern', lastActivityAt: NOW - 3_600_000 });
    renderWithState(<AgentsView />, appState({ agents: { [a.id]: a, [b.id]: b } }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('11111111')).toBeTruthy();
    expect(within(rows[0]!).getByText('live')).toBeTruthy();
    expect(within(rows[1]!).getByText('22222222')).toBeTruthy();
    expect(within(rows[1]!).getByText('idle')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('HTTP, stateless');
  });

  it('lists agents that left, with why and when', async () => {
    renderWithState(
      <AgentsView />,
      appState({ goneAgents: [{ id: '33333333-cccc', clientName: 'cursor', transport: 'stdio', reason: 'the stdio connection closed', goneAt: NOW - 120_000 }] }),
    );
    const gone = await screen.findByRole('region', { name: 'Gone (1)' });
    expect(gone.textContent).toContain('cursor');
    expect(gone.textContent).toContain('2 min ago');
    expect(gone.textContent).toContain('the stdio connection closed');
  });

  it('lists many agents', async () => {
    const agents = Object.fromEntries(Array.from({ length: 40 }, (_, i) => agent({ id: `agent-${String(i).padStart(3, '0')}-x`, connectedAt: NOW - 1000 + i })).map((a) => [a.id, a]));
    renderWithState(<AgentsView />, appState({ agents }));
    expect((await screen.findAllByRole('row')).length).toBe(41);
    expect(screen.getByRole('region', { name: 'Connected (40)' })).toBeTruthy();
  });
});
