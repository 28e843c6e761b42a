// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TargetState } from '../../../src-shared/app-state.ts';
import { offlineState, type OnlineState, type WatchValue } from '../../../src-shared/online-state.ts';
import { appState, approval, entry, NOW, renderWithState } from '../testing/render-app.tsx';
import { OnlineView, STALE_VALUES_MS, watchExpressionProblem } from './Online.tsx';

afterEach(cleanup);

const codesys: TargetState = { id: 'codesys', kind: 'codesys', label: 'CODESYS · Line 2', status: 'ready', updatedAt: NOW };

function watch(expression: string, patch: Partial<WatchValue> = {}): WatchValue {
  return { expression, source: 'person', value: '0', type: 'INT', error: null, readAt: NOW - 500, forced: false, ...patch };
}

function loggedIn(patch: Partial<OnlineState> = {}): OnlineState {
  return {
    ...offlineState('codesys', NOW),
    connection: 'logged-in',
    project: 'C:\\Projects\\Line2\\Line2.project',
    device: { name: 'Device', gateway: 'Gateway-1', address: '0000.0001' },
    application: 'Application',
    runState: 'run',
    operatingFlags: ['program_loaded'],
    onlineChangePossible: true,
    lastDownload: { at: NOW - 60_000, kind: 'download', version: '3' },
    watch: [watch('PLC_PRG.counter', { value: '41' }), watch('GVL.speed_sp', { source: 'agent', value: '1500', type: 'REAL' })],
    updatedAt: NOW,
    ...patch,
  };
}

const panel = () => screen.getByRole('region', { name: 'CODESYS · Line 2' });
const watchRow = (expression: string) => panel().querySelector<HTMLElement>(`tr[data-expression="${expression}"]`)!;

describe('the Online view', () => {
  it('says when there is no PLC that can go online', async () => {
    renderWithState(<OnlineView />, appState());
    expect(await screen.findByText('No PLC that can go online')).toBeTruthy();
  });

  it('waits for the first snapshot before showing anything', () => {
    renderWithState(<OnlineView />, null);
    expect(screen.getByText('Connecting…')).toBeTruthy();
  });

  it('shows a CODESYS target that is not logged in, with nothing read and a watch list to prepare', async () => {
    renderWithState(<OnlineView />, appState({ targets: { codesys } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    expect(panel().textContent).toContain('Not logged in');
    expect(panel().textContent).toContain('Nothing is read from this PLC until an agent logs in');
    expect(panel().textContent).not.toContain('Forced values');
    expect(within(panel()).getByRole('textbox', { name: 'Watch an expression' })).toBeTruthy();
  });

  it('shows the connection, run state, device and application while logged in, and each watched value with where it came from', async () => {
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn() } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    const text = panel().textContent!;
    expect(text).toContain('Logged in');
    expect(panel().querySelector('[data-run-state]')!.textContent).toBe('Running');
    expect(text).toContain('Device (Gateway-1, 0000.0001)');
    expect(text).toContain('Application');
    expect(text).toContain('full download · version 3');
    expect(text).toContain('Nothing is forced.');
    expect(within(watchRow('PLC_PRG.counter')).getByText('41')).toBeTruthy();
    expect(watchRow('PLC_PRG.counter').textContent).toContain('you added it');
    expect(watchRow('GVL.speed_sp').textContent).toContain('an agent read it');
    // Only the person's own expressions can be removed; agents' reads drop off by themselves.
    expect(within(watchRow('GVL.speed_sp')).queryByRole('button')).toBeNull();
  });

  it("shows each watched value's IEC type as the poll read it from the declarations, and says when it is not known", async () => {
    const typed = loggedIn({
      watch: [
        watch('GVL.axes[2].name', { value: "'x'", type: 'STRING(10)' }),
        watch('PLC_PRG.mode', { value: 'Auto', type: 'E_Mode', source: 'agent' }),
        watch('PLC_PRG.ghost', { value: null, type: null, error: "The expression 'PLC_PRG.ghost' cannot be monitored" }),
      ],
    });
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: typed } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    const typeOf = (expression: string) => watchRow(expression).querySelector('td[data-label="Type"]')!;
    expect(typeOf('GVL.axes[2].name').querySelector('code')!.textContent).toBe('STRING(10)');
    expect(typeOf('PLC_PRG.mode').textContent).toBe('E_Mode');
    expect(typeOf('PLC_PRG.ghost').textContent).toBe('unknown');
    expect(typeOf('PLC_PRG.ghost').querySelector('code')).toBeNull();
  });

  it('updates a value as main publishes a new poll', async () => {
    const { push } = renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn() } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    expect(watchRow('PLC_PRG.counter').querySelector('[data-value]')!.textContent).toBe('41');
    act(() => push({ type: 'online.updated', online: loggedIn({ watch: [watch('PLC_PRG.counter', { value: '42' })] }) }));
    expect(watchRow('PLC_PRG.counter').querySelector('[data-value]')!.textContent).toBe('42');
  });

  it('shows forced values, a stopped application, exceptions and a failed read', async () => {
    renderWithState(
      <OnlineView />,
      appState({
        targets: { codesys },
        online: {
          codesys: loggedIn({
            connection: 'error',
            runState: 'exception',
            exceptions: ['Access violation in FB_Motor'],
            error: 'The gateway did not answer',
            forced: [{ expression: 'GVL.pump_on', value: 'TRUE' }],
            watch: [watch('GVL.pump_on', { value: 'TRUE', type: 'BOOL', forced: true }), watch('PLC_PRG.missing', { value: null, type: null, error: 'Unknown variable PLC_PRG.missing' })],
          }),
        },
      }),
    );
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    const alerts = within(panel()).getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('The last read failed. The gateway did not answer');
    expect(alerts.some((a) => a!.includes('Access violation in FB_Motor'))).toBe(true);
    expect(panel().querySelector('[data-run-state]')!.textContent).toBe('Exception');
    const forced = within(panel()).getByRole('region', { name: 'Forced values (1)' });
    expect(forced.textContent).toContain('GVL.pump_on');
    expect(forced.textContent).toContain('until they are unforced');
    // One value forced: its row's Release, no "Release all 1".
    expect(within(forced).getByRole('button', { name: 'Release GVL.pump_on' })).toBeTruthy();
    expect(within(forced).queryByRole('button', { name: /Release all/ })).toBeNull();
    expect(watchRow('GVL.pump_on').textContent).toContain('forced');
    expect(watchRow('PLC_PRG.missing').textContent).toContain('Unknown variable PLC_PRG.missing');
  });

  it('releases one forced value, or all, through main; follows the call to its card and says how it ended', async () => {
    const asked: unknown[] = [];
    const { push } = renderWithState(
      <OnlineView />,
      appState({
        targets: { codesys },
        online: {
          codesys: loggedIn({
            forced: [
              { expression: 'GVL.pump_on', value: 'TRUE' },
              { expression: 'PLC_PRG.counter', value: '9' },
            ],
          }),
        },
      }),
      {
        'online:release-force': (request) => {
          asked.push(request);
          return { entryId: `e${asked.length}` };
        },
      },
    );
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    const forced = within(panel()).getByRole('region', { name: 'Forced values (2)' });
    await act(async () => {
      fireEvent.click(within(forced).getByRole('button', { name: 'Release GVL.pump_on' }));
    });
    expect(asked).toEqual([{ target: 'codesys', expressions: ['GVL.pump_on'] }]);
    const progress = () => within(forced).getByRole('status');
    expect(progress().textContent).toBe('Releasing GVL.pump_on…');
    // Main queues the call and puts up its card: the view links to it; then the card is answered and the call ends.
    push({ type: 'queue.added', entry: entry({ id: 'e1', tool: 'codesys_unforce_variables', status: 'awaiting-approval' }) });
    push({ type: 'approval.requested', approval: approval({ id: 'card-1', entryId: 'e1', tool: 'codesys_unforce_variables', fromPerson: true }) });
    await expect.poll(() => progress().textContent).toBe('Releasing GVL.pump_on waits for your approval: open its card.');
    expect(within(progress()).getByRole('link', { name: 'open its card' }).getAttribute('href')).toBe('#/approvals/card-1');
    push({ type: 'approval.removed', approvalId: 'card-1' });
    push({ type: 'queue.updated', entryId: 'e1', patch: { status: 'succeeded' } });
    await expect.poll(() => progress().textContent).toBe('Released GVL.pump_on.');

    await act(async () => {
      fireEvent.click(within(forced).getByRole('button', { name: 'Release all 2' }));
    });
    expect(asked.at(-1)).toEqual({ target: 'codesys' });
    push({ type: 'queue.added', entry: entry({ id: 'e2', tool: 'codesys_unforce_variables', status: 'denied', error: 'Denied by the person in Interlock' }) });
    await expect.poll(() => progress().textContent).toBe('Not released: you denied it on its card, so nothing changed.');
  });

  it('marks values as not current when nothing was read for a while', async () => {
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn({ updatedAt: Date.now() - STALE_VALUES_MS - 5000 }) } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    expect(panel().textContent).toContain('(not current)');
  });

  it('adds an expression to the watch list, and refuses a malformed one in plain words without asking main', async () => {
    const asked: unknown[] = [];
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn() } }), {
      'online:watch-add': (request) => {
        asked.push(request);
        return { watch: ['PLC_PRG.counter', request.expression] };
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Watch an expression' });
    fireEvent.change(input, { target: { value: 'PLC_PRG.counter + 1' } });
    await act(async () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Add' }));
    });
    expect(within(panel()).getByRole('alert').textContent).toBe('Write the expression without spaces, e.g. PLC_PRG.counter.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);

    fireEvent.change(input, { target: { value: ' GVL.axes[2].pos ' } });
    await act(async () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Add' }));
    });
    expect(asked).toEqual([{ target: 'codesys', expression: 'GVL.axes[2].pos' }]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows main\'s refusal when the watch list is full, and removes the person\'s own expression', async () => {
    const removed: unknown[] = [];
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn() } }), {
      'online:watch-add': () => {
        throw new Error('The watch list holds at most 100 expressions; remove one first.');
      },
      'online:watch-remove': (request) => {
        removed.push(request);
        return { watch: [] };
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Watch an expression' }), { target: { value: 'PLC_PRG.x' } });
    await act(async () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Add' }));
    });
    expect(within(panel()).getByRole('alert').textContent).toBe('The watch list holds at most 100 expressions; remove one first.');
    await act(async () => {
      fireEvent.click(within(watchRow('PLC_PRG.counter')).getByRole('button', { name: 'Remove PLC_PRG.counter' }));
    });
    expect(removed).toEqual([{ target: 'codesys', expression: 'PLC_PRG.counter' }]);
  });

  it('lists a long watch list in full', async () => {
    const many = Array.from({ length: 150 }, (_, i) => watch(`GVL.values[${i}]`, { value: String(i) }));
    renderWithState(<OnlineView />, appState({ targets: { codesys }, online: { codesys: loggedIn({ watch: many }) } }));
    await screen.findByRole('heading', { name: 'CODESYS · Line 2' });
    expect(within(panel()).getByRole('heading', { name: 'Watch list (150)' })).toBeTruthy();
    expect(panel().querySelectorAll('tr[data-expression]')).toHaveLength(150);
  });
});

describe('watch expression checks', () => {
  it.each([
    ['', 'Type a variable to watch'],
    ['x'.repeat(301), 'at most 300 characters'],
    ['PLC_PRG.', 'not a variable the PLC can read'],
    ["PLC_PRG.x := 5", 'without spaces'],
    ['1abc', 'not a variable the PLC can read'],
  ])('refuses %j', (expression, words) => {
    expect(watchExpressionProblem(expression)).toContain(words);
  });

  it.each(['PLC_PRG.counter', 'GVL.axes[2].pos', 'Application.PLC_PRG.x', 'pBuffer^', 'GVL.m[1, 2]'])('accepts %s', (expression) => {
    expect(watchExpressionProblem(expression)).toBeNull();
  });
});
