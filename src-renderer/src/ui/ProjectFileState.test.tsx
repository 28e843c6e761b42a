// @vitest-environment happy-dom
// What History and the Overview say about the project file of an approved change: saved, not saved, lost with the
// IDE (with "Apply again" or why not), and an edit changed on disk since.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import { ARGS_NOT_KEPT, type UnsavedChange } from '../../../src-shared/project-changes.ts';
import { appState, entry, NOW, renderWithState } from '../testing/render-app.tsx';
import { HistoryView } from '../views/History.tsx';
import { OverviewView } from '../views/Overview.tsx';

afterEach(cleanup);

const PROJECT = 'C:\\Plants\\Cell.project';

function change(patch: Partial<UnsavedChange> = {}): UnsavedChange {
  return {
    auditId: 'c1',
    tool: 'codesys_set_pou_code',
    project: PROJECT,
    targetName: 'Cell.project › PLC_PRG',
    agentName: 'claude-code',
    at: NOW - 60_000,
    why: 'left-unsaved',
    state: 'unsaved',
    cannotReapply: null,
    ...patch,
  };
}

function audit(id: string, patch: Partial<AuditEntry> = {}): AuditEntry {
  return {
    v: 1,
    id,
    at: new Date(NOW - 60_000).toISOString(),
    agent: { id: 'a', name: 'claude-code', version: '1', transport: 'stdio' },
    tool: 'codesys_set_pou_code',
    target: 'codesys',
    mutates: true,
    args: {},
    decision: { outcome: 'approved', by: 'person' },
    outcome: 'succeeded',
    durationMs: 5,
    ...patch,
  };
}

const page = (entries: AuditEntry[], changedSince: Record<string, 'by-interlock' | 'outside'> = {}) => ({
  'audit:query': () => ({ entries, nextCursor: null, warnings: [], revertable: [], changedSince }),
});

describe('the project file of an approved change', () => {
  it('History says saved, not saved, and lost (applying it again on a new card), each from main\'s state', async () => {
    const asked: unknown[] = [];
    const entries = [
      audit('c3', { projectFile: { project: PROJECT, saved: true } }),
      audit('c2', { projectFile: { project: PROJECT, saved: false, why: 'save-failed', error: "Access to the path is denied." } }),
      audit('c1', { projectFile: { project: PROJECT, saved: false, why: 'left-unsaved' } }),
    ];
    renderWithState(
      <HistoryView />,
      appState({ unsavedChanges: [change({ auditId: 'c1', state: 'lost', lostAt: NOW, lostReason: 'CODESYS (PID 4312) exited unexpectedly' }), change({ auditId: 'c2', why: 'save-failed', saveError: 'Access to the path is denied.' })] }),
      {
        ...page(entries),
        'audit:reapply': (request: unknown) => {
          asked.push(request);
          return { entryId: 'new' };
        },
      },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Saved in the project file Cell.project.');
    expect(items[1]!.textContent).toMatch(/not saved ?Not saved in the project file Cell\.project \(the save failed: Access to the path is denied\.\)/);
    expect(items[2]!.textContent).toMatch(/lost ?Not saved in the project file, and lost: CODESYS \(PID 4312\) exited unexpectedly/);
    await act(async () => {
      fireEvent.click(within(items[2]!).getByRole('button', { name: 'Apply again codesys_set_pou_code' }));
    });
    expect(asked).toEqual([{ auditId: 'c1' }]);
    expect(items[2]!.textContent).toContain('A new card asks you to approve it');
  });

  it('says why applying a lost change again did not happen when its call is refused before a card', async () => {
    renderWithState(
      <HistoryView />,
      appState({
        unsavedChanges: [change({ auditId: 'c1', state: 'lost', lostReason: 'CODESYS ended' })],
        queue: [entry({ id: 'new', tool: 'codesys_set_pou_code', status: 'failed', error: 'PLC_PRG changed since the agent read it' })],
      }),
      { ...page([audit('c1')]), 'audit:reapply': () => ({ entryId: 'new' }) },
    );
    const [item] = await screen.findAllByRole('listitem');
    await act(async () => {
      fireEvent.click(within(item!).getByRole('button', { name: 'Apply again codesys_set_pou_code' }));
    });
    expect(item!.textContent).toContain('Applying it again did not happen: PLC_PRG changed since the agent read it');
  });

  it('a lost revert asks once more, then is reverted again at once (no card: the person does it, as Revert)', async () => {
    const asked: unknown[] = [];
    renderWithState(
      <OverviewView />,
      appState({ unsavedChanges: [change({ auditId: 'r1', tool: 'revert:codesys_set_pou_code', agentName: 'You, from History', state: 'lost', lostReason: 'CODESYS ended' })] }),
      {
        'setup:snippets': () => ({ snippets: [] }),
        'audit:reapply': (request: unknown) => {
          asked.push(request);
          return { entryId: null, message: 'Reverted codesys_set_pou_code on Cell.project › PLC_PRG' };
        },
      },
    );
    const item = (await screen.findByRole('button', { name: 'Apply again revert:codesys_set_pou_code' })).closest('li');
    fireEvent.click(within(item!).getByRole('button', { name: 'Apply again revert:codesys_set_pou_code' }));
    expect(asked).toEqual([]);
    expect(item!.textContent).toContain('Revert again? It puts back the content before codesys_set_pou_code in CODESYS');
    fireEvent.click(within(item!).getByRole('button', { name: 'Keep' }));
    expect(item!.textContent).not.toContain('Revert again?');
    fireEvent.click(within(item!).getByRole('button', { name: 'Apply again revert:codesys_set_pou_code' }));
    await act(async () => {
      fireEvent.click(within(item!).getByRole('button', { name: 'Revert again revert:codesys_set_pou_code' }));
    });
    expect(asked).toEqual([{ auditId: 'r1' }]);
    expect(item!.textContent).toContain('Reverted codesys_set_pou_code on Cell.project › PLC_PRG.');
  });

  it('History marks an edit changed on disk since by someone else, and one a later call changed', async () => {
    const edit = { kind: 'file', location: '/p/main.st', beforeHash: 'sha256:a', afterHash: 'sha256:b', revert: {} };
    renderWithState(<HistoryView />, appState(), page([audit('e2', { tool: 'update_pou', edits: [edit] }), audit('e1', { tool: 'update_pou', edits: [edit] })], { e2: 'outside', e1: 'by-interlock' }));
    const items = await screen.findAllByRole('listitem', { name: undefined });
    const [newer, older] = items.filter((li) => li.querySelector('.entry-line'));
    expect(newer!.textContent).toContain('changed on disk since');
    expect(newer!.textContent).toContain('Changed on disk since this edit, by someone other than Interlock');
    expect(older!.textContent).toContain('Changed since by a later call in this History');
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
  });

  it('the Overview lists changes not in their project file, says why one cannot be applied again, and dismisses a lost one', async () => {
    const dismissed: unknown[] = [];
    renderWithState(
      <OverviewView />,
      appState({ unsavedChanges: [change({ auditId: 'c1', state: 'lost', lostReason: 'CODESYS (PID 4312) exited unexpectedly', cannotReapply: ARGS_NOT_KEPT }), change({ auditId: 'c2' })] }),
      {
        'setup:snippets': () => ({ snippets: [] }),
        'audit:dismiss-lost': (request: unknown) => {
          dismissed.push(request);
          return { dismissed: true };
        },
      },
    );
    const panel = await screen.findByRole('region', { name: 'Approved changes lost or not saved (2)' });
    const [unsaved, lost] = within(panel).getAllByRole('listitem');
    expect(unsaved!.textContent).toContain('Not saved in the project file Cell.project (left unsaved, as Settings say)');
    expect(lost!.textContent).toContain(`Interlock ${ARGS_NOT_KEPT}.`);
    expect(within(lost!).queryByRole('button', { name: /Apply again/ })).toBeNull();
    await act(async () => {
      fireEvent.click(within(lost!).getByRole('button', { name: 'Dismiss the lost codesys_set_pou_code' }));
    });
    expect(dismissed).toEqual([{ auditId: 'c1' }]);
  });

  it('the Overview shows nothing when every approved change is in its project file', async () => {
    renderWithState(<OverviewView />, appState(), { 'setup:snippets': () => ({ snippets: [] }) });
    await screen.findByText('No targets yet');
    expect(screen.queryByRole('region', { name: /not saved/ })).toBeNull();
  });
});
