// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import { appState, renderWithState } from '../testing/render-app.tsx';
import { applyFilter, HistoryView, NO_FILTER } from './History.tsx';

afterEach(cleanup);

function audit(i: number, patch: Partial<AuditEntry> = {}): AuditEntry {
  return {
    v: 1,
    id: `audit-${i}`,
    at: new Date(Date.UTC(2026, 11, 1, 9, 0, i)).toISOString(),
    agent: { id: 'a', name: i % 2 ? 'cursor' : 'claude-code', version: '1', transport: 'stdio' },
    tool: i % 3 === 0 ? 'update_pou' : 'read_pou',
    target: 'bottling-line',
    mutates: i % 3 === 0,
    args: { pou_name: `POU_${i}` },
    decision: { outcome: 'approved', by: i % 3 === 0 ? 'person' : 'read-only' },
    outcome: 'succeeded',
    durationMs: 5,
    ...(i % 3 === 0 ? { edits: [{ kind: 'file', location: `/p/POU_${i}.st`, beforeHash: 'sha256:a', afterHash: 'sha256:b', revert: {} }] } : {}),
    ...patch,
  };
}

const list = (entries: AuditEntry[], revertable: string[] = []) => ({ entries, warnings: [], revertable });

describe('the History view', () => {
  it('says when the audit log is empty, and when it cannot be read', async () => {
    renderWithState(<HistoryView />, appState(), { 'audit:list': () => list([]) });
    expect(await screen.findByText('The audit log is empty')).toBeTruthy();
    cleanup();
    renderWithState(<HistoryView />, appState(), {
      'audit:list': () => {
        throw new Error('EACCES: permission denied');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not read the audit log: EACCES');
  });

  it('filters by edits only, agent, tool and search text', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => audit(i));
    renderWithState(<HistoryView />, appState(), { 'audit:list': () => list(entries) });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Edits only' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    fireEvent.change(screen.getByRole('combobox', { name: 'Agent' }), { target: { value: 'cursor' } });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-entry-id'))).toEqual(['audit-3', 'audit-9']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'POU_9' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like this' } });
    expect(screen.getByText('No call matches these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('pages through a long log', async () => {
    const asked: number[] = [];
    renderWithState(<HistoryView />, appState(), {
      'audit:list': ({ limit }) => {
        asked.push(limit!);
        return list(Array.from({ length: limit! }, (_, i) => audit(i)));
      },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(100);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show 100 older calls' }));
    });
    expect(await screen.findAllByRole('article')).toHaveLength(200);
    expect(asked.at(-1)).toBe(200);
  });

  it('shows exactly what Revert will write before it writes', async () => {
    const reverted: unknown[] = [];
    renderWithState(<HistoryView />, appState(), {
      'audit:list': () => list([audit(3)], ['audit-3']),
      'audit:edit-diff': () => ({
        edits: [{ location: '/p/POU_3.st', applied: true, diff: '@@ -1 +1 @@\n-x := 1;\n+x := 2;\n', revertDiff: '@@ -1 +1 @@\n-x := 2;\n+x := 1;\n' }],
      }),
      'audit:revert': (request) => {
        reverted.push(request);
        return { reverted: true, message: 'Reverted update_pou on /p/POU_3.st' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revert update_pou' }));
    const confirm = await screen.findByRole('group', { name: 'Revert update_pou?' });
    const region = await within(confirm).findByRole('region', { name: 'Changes to /p/POU_3.st' });
    expect(region.querySelector('.diff-add')!.textContent).toContain('+x := 1;');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Revert' }));
    });
    expect(reverted).toEqual([{ auditId: 'audit-3' }]);
    expect(await screen.findByText('Reverted update_pou on /p/POU_3.st')).toBeTruthy();
  });

  it('applies no filter by default', () => {
    const entries = [audit(1), audit(3)];
    expect(applyFilter(entries, NO_FILTER)).toEqual(entries);
  });
});
