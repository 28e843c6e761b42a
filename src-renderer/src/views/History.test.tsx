// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import type { InvokeRequest } from '../../../src-shared/contract.ts';
import { appState, entry, renderWithState } from '../testing/render-app.tsx';
import { HISTORY_PAGE, HistoryView, NO_FILTER, personActionText, toAuditFilter } from './History.tsx';

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

type Query = InvokeRequest<'audit:query'>;

/** Main's History query over `entries` (newest first), as the audit log answers it: filtered, then paged by cursor. */
function auditLog(entries: AuditEntry[], revertable: string[] = [], asked: Query[] = [], reverted: Record<string, { at: string; revertId: string }> = {}) {
  return {
    'audit:query': (query: Query) => {
      asked.push(query);
      const f = query.filter ?? {};
      const matching = entries.filter(
        (e) =>
          (!f.id || e.id === f.id) &&
          (!f.editsOnly || (e.edits?.length ?? 0) > 0) &&
          (!f.changesOnly || e.mutates || e.findings !== undefined || e.agent.transport === 'internal') &&
          (!f.agent || e.agent.name.includes(f.agent)) &&
          (!f.tool || e.tool === f.tool) &&
          (!f.target || e.target.includes(f.target)) &&
          (!f.outcome || f.outcome.includes(e.outcome)) &&
          (!f.text || JSON.stringify(e).toLowerCase().includes(f.text.toLowerCase())),
      );
      const from = query.cursor ? Number(query.cursor) : 0;
      const limit = query.limit ?? 50;
      const page = matching.slice(from, from + limit);
      return {
        entries: page,
        nextCursor: from + limit < matching.length ? String(from + limit) : null,
        warnings: [],
        revertable: page.filter((e) => revertable.includes(e.id)).map((e) => e.id),
        reverted: Object.fromEntries(Object.entries(reverted).filter(([id]) => page.some((e) => e.id === id))),
      };
    },
  };
}

const shownIds = () => screen.getAllByRole('article').map((a) => a.getAttribute('data-entry-id'));

describe('the History view', () => {
  it("names targets in the filter by their label while they are open, and by their key once only the log knows them", async () => {
    const target = (id: string, label: string) => ({ id, kind: 'openplc' as const, label, status: 'watching' as const, detail: '', updatedAt: 0 });
    const state = appState({
      targets: {
        'openplc:/w/bottling-line': target('openplc:/w/bottling-line', 'bottling-line'),
        'openplc:/w/a/mixer': target('openplc:/w/a/mixer', 'mixer'),
        'openplc:/w/b/mixer': target('openplc:/w/b/mixer', 'mixer'),
      },
    });
    const entries = ['openplc:/w/bottling-line', 'openplc:/old/gone', 'openplc:/w/a/mixer', 'openplc:/w/b/mixer'].map((t, i) => audit(i, { target: t, mutates: true }));
    renderWithState(<HistoryView />, state, auditLog(entries));
    await screen.findAllByRole('article');
    const options = within(screen.getByRole('combobox', { name: 'Target' }))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', 'All'],
      ['openplc:/old/gone', 'openplc:/old/gone'],
      ['openplc:/w/a/mixer', 'mixer (openplc:/w/a/mixer)'],
      ['openplc:/w/b/mixer', 'mixer (openplc:/w/b/mixer)'],
      ['openplc:/w/bottling-line', 'bottling-line'],
    ]);
  });

  it('heads each row with the target by its label while it is open, keeping the key in the tooltip', async () => {
    const state = appState({
      targets: { 'openplc:/w/bottling-line': { id: 'openplc:/w/bottling-line', kind: 'openplc', label: 'bottling-line', status: 'watching', detail: '', updatedAt: 0 } },
    });
    renderWithState(<HistoryView />, state, auditLog([audit(0, { target: 'openplc:/w/bottling-line' }), audit(1, { target: 'openplc:/old/gone', mutates: true })]));
    await screen.findAllByRole('article');
    const heads = [...document.querySelectorAll('.entry-target')].map((el) => [el.textContent, el.getAttribute('title')]);
    expect(heads).toEqual(
      expect.arrayContaining([
        ['on bottling-line', 'openplc:/w/bottling-line'],
        ['on openplc:/old/gone', 'openplc:/old/gone'],
      ]),
    );
  });

  it('badges a compile that found errors as Queue does, never as a green Succeeded, and names a CODESYS call by project and object', async () => {
    const compile = audit(1, { tool: 'codesys_compile_project', target: 'codesys', targetName: 'Packaging.project', findings: { errors: 2, warnings: 0 }, resultSummary: '2 errors, 0 warnings' });
    // Builds are not reads: they show by default.
    const clean = audit(2, { tool: 'codesys_compile_project', target: 'codesys', targetName: 'Packaging.project', findings: { errors: 0, warnings: 1 } });
    renderWithState(<HistoryView />, appState(), auditLog([compile, clean]));
    const [withErrors, withoutErrors] = await screen.findAllByRole('article');
    expect(withErrors!.querySelector('[data-status]')!.textContent).toBe('2 errors');
    expect(withErrors!.querySelector('[data-status]')!.className).toContain('badge-failed');
    expect(withoutErrors!.querySelector('[data-status]')!.textContent).toBe('Succeeded');
    expect(within(withErrors!).getByRole('heading').textContent).toContain('on Packaging.project');
  });

  it('shows an edit as created or changed, with the content hashes only in the tooltip, and the time in local time with UTC in its tooltip', async () => {
    renderWithState(<HistoryView />, appState(), auditLog([audit(0, { edits: [{ kind: 'file', location: '/p/main.st', beforeHash: 'sha256:aaaa1111', afterHash: 'sha256:bbbb2222', revert: {} }] })]));
    const row = await screen.findByRole('article');
    const edits = within(row).getByRole('list', { name: 'Edits' });
    expect(edits.textContent).toBe('/p/main.st changed');
    expect(edits.querySelector('[title]')!.getAttribute('title')).toContain('sha256:bbbb2222');
    expect(row.querySelector('time')!.getAttribute('title')).toBe('2026-12-01 09:00:00 UTC');
  });

  it('says when the audit log is empty, and when it cannot be read', async () => {
    renderWithState(<HistoryView />, appState(), auditLog([]));
    expect(await screen.findByText('The audit log is empty')).toBeTruthy();
    cleanup();
    renderWithState(<HistoryView />, appState(), {
      'audit:query': () => {
        throw new Error('EACCES: permission denied');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not read the audit log: EACCES');
  });

  it('filters in main, over the whole log: edits only, agent, tool, outcome and search text', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => audit(i, i === 6 ? { outcome: 'failed', error: 'disk full' } : {}));
    const asked: Query[] = [];
    renderWithState(<HistoryView />, appState(), auditLog(entries, [], asked));
    // Reads are behind a toggle: by default the calls that change something.
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(asked.at(-1)!.filter).toEqual({ changesOnly: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Show reads too' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(asked.at(-1)!.filter).toEqual({});
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Edits only' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(asked.at(-1)!.filter).toEqual({ editsOnly: true });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Agent' }), { target: { value: 'cursor' } });
    });
    await waitFor(() => expect(shownIds()).toEqual(['audit-3', 'audit-9']));
    // The agent list still offers every agent seen, not only the one chosen.
    expect(within(screen.getByRole('combobox', { name: 'Agent' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'claude-code', 'cursor']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'POU_9' } });
    await waitFor(() => expect(shownIds()).toEqual(['audit-9']));
    expect(asked.at(-1)!.filter).toEqual({ editsOnly: true, agent: 'cursor', text: 'POU_9' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like this' } });
    expect(await screen.findByText('Nothing in the log matches these filters')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Outcome' }), { target: { value: 'failed' } });
    });
    await waitFor(() => expect(shownIds()).toEqual(['audit-6']));
    expect(asked.at(-1)!.filter).toEqual({ changesOnly: true, outcome: ['failed'] });
  });

  it('pages through a long log with the cursor main returns, and keeps the opened pages when a call finishes', async () => {
    const entries = Array.from({ length: 250 }, (_, i) => audit(i, { mutates: true }));
    const asked: Query[] = [];
    const { push } = renderWithState(<HistoryView />, appState(), auditLog(entries, [], asked));
    expect(await screen.findAllByRole('article')).toHaveLength(HISTORY_PAGE);
    expect(asked).toEqual([{ limit: HISTORY_PAGE, filter: { changesOnly: true } }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * HISTORY_PAGE));
    expect(asked.at(-1)).toEqual({ limit: HISTORY_PAGE, filter: { changesOnly: true }, cursor: String(HISTORY_PAGE) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(250));
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(shownIds().at(-1)).toBe('audit-249');

    // A call finishes: the log is read again, as far back as the person had opened it.
    asked.length = 0;
    await act(async () => {
      push({ type: 'queue.added', entry: entry({ id: 'fresh', status: 'succeeded' }) });
    });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(screen.getAllByRole('article')).toHaveLength(250);
  });

  it('words what the person did in Interlock as theirs, not as an approved agent call', async () => {
    const person = { id: 'person', name: 'Interlock user', version: '', transport: 'internal' as const };
    const ui = { kind: 'browser' as const, sessionId: 's1' };
    const entries: AuditEntry[] = [
      audit(1, { agent: person, tool: 'browser-login', target: 'ui', mutates: true, decision: { outcome: 'approved', by: 'person', ui }, resultSummary: 'browser session s1 started (in browser session s1)' }),
      audit(2, { agent: person, tool: 'settings:update', target: 'settings', mutates: true, decision: { outcome: 'approved', by: 'person', ui } }),
      audit(3, { agent: person, tool: 'revert:update_pou', target: 'bottling-line', revertOf: 'audit-0' }),
      audit(0),
    ];
    renderWithState(<HistoryView />, appState(), auditLog(entries));
    const [login, settings, revert, edit] = await screen.findAllByRole('article');
    expect(login!.textContent).toContain('A browser signed in to Interlock');
    expect(login!.textContent).toContain('browser session s1 started');
    expect(login!.textContent).not.toContain('Approved by you');
    expect(login!.textContent).not.toContain('changes the project');
    expect(settings!.textContent).toContain('You saved settings that give agents more room');
    expect(revert!.textContent).toContain('You reverted an earlier edit');
    expect(edit!.textContent).toContain('Approved by you · changes the project');
    expect(personActionText(entries[3]!)).toBeNull();
    // A call the person started (Online view → Release) is theirs too, with what it did.
    expect(personActionText(audit(4, { agent: person, tool: 'codesys_unforce_variables', target: 'codesys' }))).toBe('You released forced values on a running PLC');
    expect(personActionText(audit(5, { agent: person, tool: 'policy:forget-always', target: 'settings' }))).toBe('You forgot an always-approve rule: that tool asks you again there');
  });

  it('shows exactly what Revert will write before it writes', async () => {
    const reverted: unknown[] = [];
    renderWithState(<HistoryView />, appState(), {
      ...auditLog([audit(3)], ['audit-3']),
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

  it('links an approved change to its git commit (hash copyable), says why another has none, and the Revert card says it commits too', async () => {
    const log = auditLog([audit(3), audit(6)], ['audit-3']);
    const hash = 'c0ffee1234567890c0ffee1234567890c0ffee12';
    renderWithState(<HistoryView />, appState(), {
      'audit:query': (query: Query) => ({
        ...log['audit:query'](query),
        commits: {
          'audit-3': { state: 'committed', repository: '/plant/line1', commit: hash, branch: 'main' },
          'audit-6': { state: 'not-committed', repository: '/plant/line1', reason: 'HEAD is detached (at 1234567890ab), so there is no branch to commit on; check out a branch' },
        },
      }),
      'audit:edit-diff': () => ({ edits: [{ location: '/p/POU_3.st', applied: true, diff: null, revertDiff: null, note: 'no diff' }] }),
    });
    const committed = (await screen.findByText(/Committed in git as/)).closest('p')!;
    expect(committed.textContent).toContain('c0ffee123456 on main in /plant/line1');
    expect(within(committed).getByRole('button', { name: `Copy commit hash ${hash}` })).toBeTruthy();
    expect((await screen.findByText(/Not committed in git/)).textContent).toMatch(/HEAD is detached .* The change itself is saved and audited\./);
    fireEvent.click(await screen.findByRole('button', { name: 'Revert update_pou' }));
    const confirm = await screen.findByRole('group', { name: 'Revert update_pou?' });
    expect(within(confirm).getByText(/the revert becomes a second commit in \/plant\/line1 .* Interlock-Reverts: c0ffee123456/)).toBeTruthy();
  });

  it('asks for everything but reads by default, and for one record when opened on it', () => {
    expect(toAuditFilter(NO_FILTER)).toEqual({ changesOnly: true });
    expect(toAuditFilter({ ...NO_FILTER, reads: true })).toEqual({});
    expect(toAuditFilter({ ...NO_FILTER, reads: true, agent: 'cursor', id: 'audit-3' })).toEqual({ id: 'audit-3' });
  });

  it('opens one record from a link (the Overview\'s feed) and names the rule that approved it', async () => {
    window.location.hash = '#/history/audit-4';
    const rule = { tool: 'patch_pou', project: 'D:\\Plc\\line1', agent: 'cursor' };
    const entries = [audit(3), audit(4, { mutates: true, decision: { outcome: 'approved', by: 'policy:always', rule } })];
    const asked: Query[] = [];
    renderWithState(<HistoryView />, appState(), auditLog(entries, [], asked));
    await waitFor(() => expect(shownIds()).toEqual(['audit-4']));
    expect(asked.at(-1)!.filter).toEqual({ id: 'audit-4' });
    expect(screen.getByRole('article').textContent).toContain('Approved by your rule: always approve patch_pou from cursor in D:\\Plc\\line1');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Show all of History' }));
    });
    await waitFor(() => expect(shownIds()).toEqual(['audit-3', 'audit-4']));
    window.location.hash = '';
  });

  it('marks a reverted edit with when and where it was reverted, and offers no second Revert', async () => {
    const entries = [audit(3), audit(6)];
    renderWithState(<HistoryView />, appState(), auditLog(entries, ['audit-6'], [], { 'audit-3': { at: '2026-12-01T09:30:00.000Z', revertId: 'r1', ui: { kind: 'window' } } as never }));
    const [third, sixth] = await screen.findAllByRole('article');
    expect(third!.getAttribute('data-entry-id')).toBe('audit-3');
    expect(third!.textContent).toContain('reverted');
    expect(third!.textContent).toMatch(/Reverted by you in the window at .*: the previous content is back\./);
    expect(within(third!).queryByRole('button', { name: /^Revert/ })).toBeNull();
    expect(within(sixth!).getByRole('button', { name: 'Revert update_pou' })).toBeTruthy();
  });

  it('words PLC actions as what happened on the PLC', async () => {
    const plc = (i: number, edits: AuditEntry['edits']) => audit(i, { tool: 'codesys_write_variables', target: 'codesys', mutates: true, edits });
    const entries = [
      plc(1, [{ kind: 'plc-value', location: 'App PLC_PRG.rLimit', beforeHash: null, afterHash: '7', revert: { action: 'write', expression: 'PLC_PRG.rLimit', before: '5', after: '7' } }]),
      plc(2, [{ kind: 'plc-value', location: 'App GVL.bLamp', beforeHash: null, afterHash: 'TRUE', revert: { action: 'force', expression: 'GVL.bLamp', address: '%QX0.4', before: 'FALSE', after: 'TRUE' } }]),
      plc(3, [{ kind: 'plc-state', location: 'Application', beforeHash: null, afterHash: 'run', revert: { action: 'start', before: 'stop', after: 'run' } }]),
      plc(4, [{ kind: 'plc-code', location: 'Application', beforeHash: null, afterHash: 'download', revert: { happened: 'download', changes: '@@', note: '' } }]),
    ];
    renderWithState(<HistoryView />, appState(), auditLog(entries));
    const [write, force, start, download] = await screen.findAllByRole('article');
    expect(write!.textContent).toContain('values written on the running PLC');
    expect(write!.textContent).toContain('PLC_PRG.rLimit: 5 → 7, written');
    expect(write!.textContent).not.toContain('changes the project');
    expect(write!.textContent).not.toContain('created');
    expect(force!.textContent).toContain('GVL.bLamp (%QX0.4): FALSE → TRUE, forced');
    expect(start!.textContent).toContain('application started on the PLC');
    expect(start!.textContent).toContain('Application: stop → run (started)');
    expect(download!.textContent).toContain('downloaded to the running PLC');
  });
});
