// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appState, entry, NOW, renderWithState } from '../testing/render-app.tsx';
import { QueueView } from './Queue.tsx';

afterEach(cleanup);

describe('the Queue view', () => {
  it('says when nothing is queued or finished', async () => {
    renderWithState(<QueueView />, appState());
    expect(await screen.findByText('Nothing is queued or running')).toBeTruthy();
    expect(screen.getByText('No finished calls yet')).toBeTruthy();
  });

  it('says why each call waits: for the person, or behind an earlier call on the same target', async () => {
    renderWithState(
      <QueueView />,
      appState({
        queue: [
          entry({ id: 'e1', tool: 'update_pou', status: 'awaiting-approval', agentName: 'claude-code' }),
          entry({ id: 'e2', tool: 'compile_project', status: 'queued', agentName: 'cursor' }),
          entry({ id: 'e3', tool: 'read_pou', status: 'queued', agentName: 'cursor' }),
          entry({ id: 'e4', tool: 'codesys_compile_project', status: 'running', target: 'codesys' }),
        ],
      }),
    );
    const second = await screen.findByRole('article', { name: /compile_project on bottling-line/ });
    expect(second.textContent).toContain('Queued behind update_pou from claude-code on bottling-line, which waits for your decision.');
    expect(within(second).getByRole('link', { name: 'Show it' }).getAttribute('href')).toBe('#/queue/e1');
    const third = screen.getByRole('article', { name: /read_pou/ });
    expect(third.textContent).toContain('(2 calls ahead)');
    expect(screen.getByRole('article', { name: /update_pou/ }).textContent).toContain('Waiting for your decision.');
  });

  it('never shows a compile that found errors as succeeded', async () => {
    renderWithState(
      <QueueView />,
      appState({
        queue: [
          entry({ id: 'c1', tool: 'compile_project', mutates: false, status: 'succeeded', resultSummary: 'failed (exit 1)', findings: { errors: 2, warnings: 1 }, finishedAt: NOW }),
          entry({ id: 'c2', tool: 'compile_project', mutates: false, status: 'succeeded', resultSummary: 'compiled', findings: { errors: 0, warnings: 0 }, finishedAt: NOW }),
        ],
      }),
    );
    const [clean, withErrors] = await screen.findAllByRole('article'); // newest first
    expect(withErrors!.querySelector('[data-status]')!.textContent).toBe('2 errors');
    expect(withErrors!.querySelector('[data-status]')!.className).toContain('badge-failed');
    expect(withErrors!.textContent).toContain('Found 2 errors and 1 warning.');
    expect(clean!.querySelector('[data-status]')!.textContent).toBe('Succeeded');
  });

  it('lists many finished calls newest first', async () => {
    const queue = Array.from({ length: 150 }, (_, i) => entry({ id: `f${i}`, tool: `tool_${i}`, status: i % 3 === 0 ? 'failed' : 'succeeded', error: i % 3 === 0 ? 'boom' : undefined }));
    renderWithState(<QueueView />, appState({ queue }));
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(150);
    expect(articles[0]!.textContent).toContain('tool_149');
    expect(screen.getByRole('heading', { name: 'Finished, newest first (150)' })).toBeTruthy();
  });

  it('lists waiting and running calls oldest first, as Approvals does, and names CODESYS calls by project and object', async () => {
    renderWithState(
      <QueueView />,
      appState({
        queue: [
          entry({ id: 'w1', tool: 'codesys_set_pou_code', status: 'awaiting-approval', target: 'codesys', targetName: 'Packaging.project › PLC_PRG' }),
          entry({ id: 'w2', tool: 'update_pou', status: 'awaiting-approval' }),
        ],
      }),
    );
    const [first, second] = await screen.findAllByRole('article');
    expect(first!.getAttribute('data-entry-id')).toBe('w1');
    expect(second!.getAttribute('data-entry-id')).toBe('w2');
    expect(within(first!).getByRole('heading').textContent).toContain('on Packaging.project › PLC_PRG');
    expect(screen.getByRole('heading', { name: 'Active, oldest first (2)' })).toBeTruthy();
  });

  it("says why a call failed for the person, without content hashes or instructions to call a tool, and keeps the agent's words in the tooltip", async () => {
    const told = 'main.st changed on disk after this edit was prepared (its content_hash is now sha256:0123456789abcdef, not sha256:fedcba9876543210); nothing was written. Call read_pou again and redo the edit.';
    renderWithState(<QueueView />, appState({ queue: [entry({ id: 'x1', status: 'failed', error: told, finishedAt: NOW })] }));
    const line = (await screen.findByText(/nothing was written/)).closest('p')!;
    expect(line.textContent).not.toMatch(/sha256|content_hash|read_pou/);
    expect(line.textContent).toContain('The agent has to read it again and redo its edit.');
    expect(line.getAttribute('title')).toBe(`The agent was told: ${told}`);
  });
});
