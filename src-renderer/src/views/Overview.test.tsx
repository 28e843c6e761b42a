// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SetupSnippet } from '../../../src-shared/contract.ts';
import { agent, appState, approval, entry, NOW, renderWithState } from '../testing/render-app.tsx';
import { OverviewView } from './Overview.tsx';

afterEach(cleanup);

const snippets: SetupSnippet[] = [
  { client: 'claude-desktop', label: 'Claude Desktop', where: 'claude_desktop_config.json', snippet: '{ "mcpServers": {} }' },
  { client: 'claude-code', label: 'Claude Code', where: 'a terminal', snippet: 'claude mcp add --scope user interlock' },
];
const withSnippets = { 'setup:snippets': () => ({ snippets }) };
const counter = (label: string) => screen.getByRole('link', { name: new RegExp(`${label}$`) }).querySelector('.counter-value')!.textContent;

describe('the Overview view', () => {
  it('waits for the first snapshot before showing anything', () => {
    renderWithState(<OverviewView />, null);
    expect(screen.getByText('Connecting…')).toBeTruthy();
  });

  it('starts empty: no targets, nothing waiting, no notices', async () => {
    renderWithState(<OverviewView />, appState(), withSnippets);
    expect(await screen.findByText('No targets yet')).toBeTruthy();
    expect(counter('Waiting for you')).toBe('0');
    expect(screen.queryByRole('region', { name: /^Notices/ })).toBeNull();
  });

  it('counts what waits, runs and failed, and the agents and open UIs (this tab among them)', async () => {
    renderWithState(
      <OverviewView />,
      appState({
        agents: { a: agent({ id: 'a' }), b: agent({ id: 'b' }) },
        approvals: [approval()],
        queue: [entry({ id: '1', status: 'running' }), entry({ id: '2', status: 'queued' }), entry({ id: '3', status: 'failed' }), entry({ id: '4', status: 'timed-out' })],
        uiClients: 2,
      }),
      withSnippets,
    );
    await screen.findByRole('tablist', { name: 'Agent clients' });
    expect([counter('Waiting for you'), counter('Running'), counter('Queued'), counter('Agents connected'), counter('Failed \\(recent\\)')]).toEqual(['1', '1', '1', '2', '2']);
    expect(screen.getByText('Open UIs').nextElementSibling!.textContent).toMatch(/^2 /);
  });

  it('lists many notices newest first and dismisses one', async () => {
    const dismissed: unknown[] = [];
    const notices = Array.from({ length: 15 }, (_, i) => ({ id: `n${i}`, level: 'info' as const, source: 'openplc', message: `main.st changed on disk (${i})`, at: NOW - 60_000 + i }));
    renderWithState(<OverviewView />, appState({ notices }), {
      ...withSnippets,
      'notice:dismiss': (request) => {
        dismissed.push(request);
        return { dismissed: true };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Notices (15)' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(items[0]!.textContent).toContain('(14)');
    await act(async () => {
      fireEvent.click(within(items[0]!).getByRole('button', { name: /^Dismiss notice: main\.st changed on disk \(14\)/ }));
    });
    expect(dismissed).toEqual([{ noticeId: 'n14' }]);
  });

  it('shows a target in error with what went wrong', async () => {
    renderWithState(
      <OverviewView />,
      appState({ targets: { c: { id: 'c', kind: 'codesys', label: 'CODESYS · Line 2', status: 'error', detail: 'CODESYS did not start within 60 s', updatedAt: NOW } } }),
      withSnippets,
    );
    const tile = (await screen.findByText('CODESYS · Line 2')).closest('li')!;
    expect(tile.textContent).toContain('error');
    expect(tile.textContent).toContain('CODESYS did not start within 60 s');
  });

  it('says when the set-up snippets cannot be loaded, and switches between clients\' snippets', async () => {
    renderWithState(<OverviewView />, appState(), {
      'setup:snippets': () => {
        throw new Error('host is shutting down');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the set-up snippets: host is shutting down');
    cleanup();
    renderWithState(<OverviewView />, appState(), withSnippets);
    fireEvent.click(await screen.findByRole('tab', { name: 'Claude Code' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('claude mcp add --scope user interlock');
  });

  it('lists what the person\'s rules approved, with the rule and the impact\'s first line, each opening its History record, and marks them seen', async () => {
    const rule = { tool: 'patch_pou', project: '/plc/bottling-line', agent: 'cursor' };
    const seen: unknown[] = [];
    renderWithState(
      <OverviewView />,
      appState({
        queue: [entry({ id: 'e7', status: 'succeeded' })],
        autoApproved: [{ entryId: 'e7', at: NOW, agentName: 'cursor', tool: 'patch_pou', target: 'openplc:/plc/bottling-line', targetName: 'bottling-line', impactLine: 'StackLightGreen (%QX0.4) is now written TRUE', rule }],
        autoApprovedUnseen: 1,
      }),
      { ...withSnippets, 'auto-approvals:seen': (request: unknown) => (seen.push(request), { seen: true }) },
    );
    const feed = await screen.findByRole('region', { name: 'Approved by your rules' });
    const link = within(feed).getByRole('link');
    expect(link.getAttribute('href')).toBe('#/history/e7');
    expect(link.textContent).toContain('cursor');
    expect(link.textContent).toContain('patch_pou');
    expect(link.textContent).toContain('on bottling-line');
    expect(link.textContent).toContain('StackLightGreen (%QX0.4) is now written TRUE');
    expect(link.textContent).toContain('Rule: always approve patch_pou from cursor in /plc/bottling-line');
    expect(link.textContent).toContain('Succeeded');
    await act(async () => undefined);
    expect(seen).toEqual([{}]);
  });
});
