// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agent, appState, approval, entry, NOW, renderWithState, type RenderedApp } from '../testing/render-app.tsx';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { ApprovalsView, KEY_GUARD_MS } from './Approvals.tsx';

afterEach(cleanup);

const live = agent();

/** Renders the view on these cards with a main that records every decision and accepts it. */
function renderDeciding(approvals: PendingApproval[]) {
  const decided: unknown[] = [];
  const rendered = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
    'approval:decide': (request) => {
      decided.push(request);
      return { resolved: true };
    },
  });
  return { decided, push: rendered.push };
}

describe('the Approvals view', () => {
  it('says nothing is waiting when there is nothing', async () => {
    renderWithState(<ApprovalsView focus={undefined} />, appState());
    expect(await screen.findByText('Nothing is waiting for you')).toBeTruthy();
  });

  it('waits for the first snapshot before showing anything', () => {
    renderWithState(<ApprovalsView focus={undefined} />, null);
    expect(screen.getByText('Connecting…')).toBeTruthy();
  });

  it('shows a card with the agent, target, diff, arguments and a countdown, Deny first in the tab order', async () => {
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval()] }));
    const card = await screen.findByRole('article', { name: /Update POU/ });
    expect(within(card).getByText('bottling-line')).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Changes to PLC_PRG' }).textContent).toContain('+counter := counter + 2;');
    expect(within(card).getByLabelText('Arguments as JSON').textContent).toContain('"name": "PLC_PRG"');
    expect(within(card).getByText(/^\d:\d\d$/)).toBeTruthy();
    const buttons = within(card).getAllByRole('button').filter((b) => !b.closest('.segmented'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Deny', 'Approve once', 'Approve for this session', 'Always approve update_pou…']);
  });

  it('keeps only the answers to this call in the sticky decision bar; policies, deny-all and the reason scroll with the card', async () => {
    const approvals = [approval(), approval({ id: 'a2', entryId: 'e2' })];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }));
    const [card] = await screen.findAllByRole('article');
    const bar = card!.querySelector('.approval-actions') as HTMLElement;
    const more = card!.querySelector('.approval-more') as HTMLElement;
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Deny', 'Approve once', 'Approve for this session']);
    expect(within(bar).getByText(/^\d:\d\d$/)).toBeTruthy();
    expect(within(more).getAllByRole('button').map((b) => b.textContent)).toEqual(['Always approve update_pou…', `Deny all 2 from ${approvals[0]!.agentName}…`]);
    expect(more.querySelector('details.deny-reason summary')!.textContent).toBe('Deny with a reason…');
    // The confirmation of "deny all" takes the bar's place; the reason field stays reachable under it.
    fireEvent.click(within(more).getByRole('button', { name: /^Deny all 2/ }));
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Yes, deny all 2']);
    expect(within(more).queryAllByRole('button')).toEqual([]);
    expect(more.querySelector('details.deny-reason')).toBeTruthy();
  });

  it('shows a change to a running PLC with each value now and after, and offers only approve once', async () => {
    const plc = approval({
      tool: 'codesys_write_variables',
      toolTitle: 'Write PLC variables',
      changesRunningPlc: true,
      targetName: 'Line.project',
      onceOnly: 'it changes a running PLC, so you approve each such call on its own.',
      preview: {
        kind: 'plc',
        title: 'Write PLC variables',
        effect: 'Writes each value below once.',
        project: 'D:\\Plc\\Line.project',
        device: 'Device (Gateway-1, 0000.0001)',
        application: 'Device/Plc Logic/Application',
        runState: 'run',
        values: [{ expression: 'PLC_PRG.counter', current: '5', next: '42', forced: true }],
      },
    });
    const { bridge } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [plc] }));
    const card = await screen.findByRole('article', { name: /Write PLC variables/ });
    // Values first, then one line of where: the run state, the device, the application and the project file.
    expect(within(card).getByTestId('plc-run-state').textContent).toBe('Running');
    const where = card.querySelector('.plc-where')!;
    expect(where.textContent).toBe('Running · Device: Device (Gateway-1, 0000.0001) · Application: Application · Project: Line.project');
    expect(card.querySelector('.plc-values')!.compareDocumentPosition(where) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The title once (the card's heading), and "on its own" once.
    expect(within(card).getAllByText('Write PLC variables')).toHaveLength(1);
    // Unlike an offline edit: its own frame, a "Running PLC" mark, and an approve button that says where it acts.
    expect(card.className).toContain('approval-card-plc');
    expect(within(card).getByText('Running PLC')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve once on the PLC' }).className).toContain('button-plc');
    const row = within(card).getByRole('row', { name: /PLC_PRG\.counter/ });
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['5 (forced)', '42']);
    const buttons = within(card).getAllByRole('button').filter((b) => !b.closest('.segmented'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Deny', 'Approve once on the PLC']);
    // The reason is said in the card, not in the decision bar, which stays one row high at tray size.
    const reason = within(card).getByText(/on its own/);
    expect(reason.textContent).toBe('It changes a running PLC, so you approve each such call on its own.');
    expect(reason.closest('.approval-actions')).toBeNull();
    card.focus();
    await act(async () => {
      fireEvent.keyDown(card, { key: 's' });
    });
    expect(bridge.invoke).not.toHaveBeenCalledWith('approval:decide', expect.anything());
  });

  it('says a PLC run state in words, never as CODESYS names it', async () => {
    const states = { none: ['There is no application on the device yet.', 'No application on the device'], stop: ['The application is stopped.', 'Stopped'], halt_on_bp: ['The application is halted on a breakpoint.', 'Halted on a breakpoint'] };
    for (const [runState, [sentence, word]] of Object.entries(states)) {
      const plc = approval({ tool: 'codesys_download', toolTitle: 'Download', changesRunningPlc: true, preview: { kind: 'plc', title: 'Download', effect: 'Replaces the application.', project: 'L.project', device: 'Device', application: 'Application', runState } });
      renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [plc] }));
      const card = await screen.findByRole('article');
      expect(within(card).getByText(sentence!)).toBeTruthy();
      expect(within(card).getByTestId('plc-run-state').textContent).toBe(word);
      expect(card.textContent).not.toMatch(/is (none|stop|halt_on_bp)\b/);
      cleanup();
    }
  });

  it('names a CODESYS target by project and object, and the request time in local time with UTC in its tooltip', async () => {
    const codesys = approval({ tool: 'codesys_set_pou_code', target: 'codesys', targetName: 'Packaging.project › Application/PLC_PRG', requestedAt: Date.UTC(2026, 11, 1, 9, 30, 5) });
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [codesys] }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Packaging.project › Application/PLC_PRG')).toBeTruthy();
    expect(card.textContent).not.toMatch(/Target\s*codesys/);
    const time = card.querySelector('time')!;
    expect(time.getAttribute('title')).toBe('2026-12-01 09:30:05 UTC');
    expect(time.textContent).toBe(new Date(Date.UTC(2026, 11, 1, 9, 30, 5)).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }));
  });

  it('lists many waiting calls in brief, grouped by project with running-PLC calls first, and opens only the chosen one', async () => {
    const codex = agent({ id: 'ag-codex', clientName: 'Codex' });
    const plcPreview = { kind: 'plc' as const, title: 'Write PLC variables', effect: 'Writes each value below once.', project: 'D:\\Plc\\Packaging.project', device: 'Device', application: 'Application', runState: 'run', values: [{ expression: 'PLC_PRG.rSpeed', current: '40', next: '42.5', forced: false }] };
    const approvals = [
      ...Array.from({ length: 8 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}`, target: 'openplc:/plc/line', targetName: `OpenPLC · line › pou${i}`, requestedAt: NOW - 60_000 + i })),
      approval({ id: 'cs', entryId: 'ecs', agentId: codex.id, agentName: 'Codex', tool: 'codesys_set_pou_code', toolTitle: 'Set POU code', target: 'codesys', targetName: 'Packaging.project › Application/PLC_PRG', expiresAt: NOW + 15_000 }),
      approval({ id: 'plc', entryId: 'eplc', agentId: codex.id, agentName: 'Codex', tool: 'codesys_write_variables', toolTitle: 'Write PLC variables', target: 'codesys', targetName: 'Packaging.project', changesRunningPlc: true, onceOnly: 'it changes a running PLC.', preview: plcPreview }),
    ];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live, [codex.id]: codex }, approvals }));
    const list = await screen.findByRole('region', { name: '10 calls waiting' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('h3')!.textContent)).toEqual(['Running PLC Packaging.project (1)', 'OpenPLC · line (8)', 'Packaging.project (1)']);
    expect(groups[0]!.className).toContain('triage-group-plc');
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(10);
    // One line each: what, where in the project, who, what it would do, time left.
    const write = items[0]!;
    // The generic tool title is not shown (screen readers still hear it); what the call does leads the row.
    expect(write.querySelector('.triage-what .visually-hidden')!.textContent).toBe('Write PLC variables: ');
    expect(write.querySelector('.triage-object')).toBeNull();
    expect(write.firstElementChild!.className).toBe('triage-summary');
    expect(write.querySelector('.triage-agent')!.textContent).toBe('Codex');
    expect(write.querySelector('.triage-summary')!.textContent).toContain('PLC_PRG.rSpeed → 42.5');
    expect(write.querySelector('.triage-time')!.textContent).toMatch(/^1:\d\d left$/);
    expect(write.querySelector('.triage-time')!.className).not.toContain('triage-time-urgent');
    expect(items[1]!.querySelector('.triage-object')!.textContent).toBe('pou0');
    expect(items[1]!.querySelector('.triage-summary')!.textContent).toBe('+1 −1 lines');
    expect(items[9]!.querySelector('.triage-object')!.textContent).toBe('Application/PLC_PRG');
    expect(items[9]!.querySelector('.triage-time')!.className).toContain('triage-time-urgent');

    // The first in the list is open, alone: one card, one decision bar; only its item is in the tab order.
    let card = screen.getByRole('article');
    expect(card.textContent).toContain('1 of 10');
    expect(card.textContent).toContain('Write PLC variables');
    expect(document.querySelectorAll('.approval-actions')).toHaveLength(1);
    expect(items.map((i) => i.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');

    await act(async () => {
      fireEvent.click(items[9]!);
    });
    card = screen.getByRole('article');
    expect(card.textContent).toContain('10 of 10');
    expect(card.textContent).toContain('Set POU code');
    expect(document.activeElement).toBe(card);
    expect(document.querySelectorAll('.approval-actions')).toHaveLength(1);
    expect(items[9]!.getAttribute('aria-current')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('marks in the list a call whose agent left and one whose target changed, and sums up a call without a preview by its arguments', async () => {
    const approvals = [
      approval({ id: 'a1', toolTitle: 'Gone edit', state: 'agent-left', leftAt: NOW }),
      approval({ id: 'a2', entryId: 'e2', toolTitle: 'Stale edit', stale: { at: NOW, message: 'main.st changed on disk' } }),
      approval({ id: 'a3', entryId: 'e3', toolTitle: 'Rename POU', preview: undefined }),
    ];
    const queue = [entry({ id: 'e3', status: 'awaiting-approval', argsSummary: 'pou_name="main", new_name="main_v2"' })];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals, queue }));
    const gone = await screen.findByRole('button', { name: /Gone edit/ });
    expect(gone.querySelector('.triage-state')!.textContent).toBe('Agent left');
    const stale = screen.getByRole('button', { name: /Stale edit/ });
    expect(stale.querySelector('.triage-state')!.textContent).toMatch(/^Changed on disk\d:\d\d left$/);
    const rename = screen.getByRole('button', { name: /Rename POU/ });
    expect(rename.querySelector('.triage-summary')!.textContent).toBe('pou_name="main", new_name="main_v2"');
  });

  it('moves through the list with the arrow keys, reads a call with Enter, and from the card goes on with N and P or back with Escape', async () => {
    const approvals = Array.from({ length: 4 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    const decided: unknown[] = [];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
      'approval:decide': (request) => {
        decided.push(request);
        return { resolved: true };
      },
    });
    const list = await screen.findByRole('region', { name: '4 calls waiting' });
    const item = (i: number) => within(list).getAllByRole('button')[i]!;
    const openTitle = () => screen.getByRole('article').querySelector('h2')!.textContent;
    item(0).focus();
    await act(async () => {
      fireEvent.keyDown(item(0), { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(item(1));
    expect(openTitle()).toContain('Edit 1');
    await act(async () => {
      fireEvent.keyDown(item(1), { key: 'End' });
    });
    expect(document.activeElement).toBe(item(3));
    expect(openTitle()).toContain('Edit 3');
    await act(async () => {
      fireEvent.keyDown(item(3), { key: 'ArrowDown' });
    });
    expect(openTitle()).toContain('Edit 3');
    await act(async () => {
      fireEvent.keyDown(item(3), { key: 'Home' });
      fireEvent.keyDown(item(0), { key: 'ArrowUp' });
    });
    expect(document.activeElement).toBe(item(0));
    // Keys meant for a card do nothing in the list: nothing is answered from a line of text.
    fireEvent.keyDown(item(0), { key: 'a' });
    expect(decided).toEqual([]);
    // Enter (a click) opens the call's card and moves focus into it, where N and P go on and Escape goes back.
    await act(async () => {
      fireEvent.click(item(0));
    });
    let card = screen.getByRole('article');
    expect(document.activeElement).toBe(card);
    await act(async () => {
      fireEvent.keyDown(card, { key: 'n' });
    });
    card = screen.getByRole('article');
    expect(openTitle()).toContain('Edit 1');
    expect(document.activeElement).toBe(card);
    await act(async () => {
      fireEvent.keyDown(card, { key: 'p' });
    });
    card = screen.getByRole('article');
    expect(openTitle()).toContain('Edit 0');
    await act(async () => {
      fireEvent.keyDown(card, { key: 'p' });
    });
    expect(openTitle()).toContain('Edit 0');
    fireEvent.keyDown(screen.getByRole('article'), { key: 'Escape' });
    expect(document.activeElement).toBe(item(0));
    expect(decided).toEqual([]);
  });

  it('moves focus on to the next call when main removes the answered one before its answer arrives', async () => {
    const approvals = Array.from({ length: 3 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    let push: RenderedApp['push'] = () => undefined;
    ({ push } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
      'approval:decide': (request) => {
        // Over the web host the event stream can be faster than the answer to the request.
        act(() => push({ type: 'approval.removed', approvalId: request.approvalId }));
        return { resolved: true };
      },
    }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Edit 0/ }));
    });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('article'), { key: 'd' });
    });
    const next = await screen.findByRole('article', { name: /Edit 1/ });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('moves focus on to the next call when the open one goes away without an answer from here', async () => {
    const approvals = Array.from({ length: 3 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    const { push } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
      'approval:decide': () => {
        throw new Error('nothing is answered in this window');
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Edit 1/ }));
    });
    const open = await screen.findByRole('article', { name: /Edit 1/ });
    await waitFor(() => expect(document.activeElement).toBe(open));
    // Timed out, its agent left, or answered in another window: main removes it.
    act(() => push({ type: 'approval.removed', approvalId: 'a1' }));
    const next = await screen.findByRole('article', { name: /Edit 2/ });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // As after an answer, a key pressed right then (meant for the card that went) answers nothing.
    fireEvent.keyDown(next, { key: 'a' });
    expect(screen.getByRole('article', { name: /Edit 2/ })).toBe(next);

    // The last one goes: focus goes to what became of the calls, never to the bare page.
    act(() => push({ type: 'approval.removed', approvalId: 'a2' }));
    const last = await screen.findByRole('article', { name: /Edit 0/ });
    await waitFor(() => expect(document.activeElement).toBe(last));
    act(() => push({ type: 'approval.removed', approvalId: 'a0' }));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.id).toMatch(/^(recent-decisions-title|view-title)$/);
  });

  it('leaves focus where the person put it when the open call goes away', async () => {
    const approvals = Array.from({ length: 3 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    const { push } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }));
    // The first call is open; the person is in the list, on another one.
    await screen.findByRole('article', { name: /Edit 0/ });
    const item = (await screen.findAllByRole('button', { name: /Edit 2/ }))[0]!;
    item.focus();
    act(() => push({ type: 'approval.removed', approvalId: 'a0' }));
    await screen.findByRole('article', { name: /Edit 1/ });
    expect(document.activeElement).toBe(item);
  });

  it('opens the call a notification was clicked for', async () => {
    const approvals = Array.from({ length: 3 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    renderWithState(<ApprovalsView focus="a2" />, appState({ agents: { [live.id]: live }, approvals }));
    const card = await screen.findByRole('article', { name: /Edit 2/ });
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('after an answer opens the next call in the list, and the one before it when the last was answered', async () => {
    const approvals = Array.from({ length: 3 }, (_, i) => approval({ id: `a${i}`, entryId: `e${i}`, toolTitle: `Edit ${i}` }));
    const { push } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), { 'approval:decide': () => ({ resolved: true }) });
    await screen.findByRole('region', { name: '3 calls waiting' });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /Edit 1/ })[0]!);
    });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Deny' }));
    });
    // Main has not removed the answered call yet; the next one is open already.
    expect(screen.getByRole('article').textContent).toContain('Edit 2');
    push({ type: 'approval.removed', approvalId: 'a1' });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Deny' }));
    });
    expect(screen.getByRole('article').textContent).toContain('Edit 0');
    push({ type: 'approval.removed', approvalId: 'a2' });
    // One call left: no list, just its card.
    expect(await screen.findByRole('article', { name: /Edit 0/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /calls? waiting/ })).toBeNull();
    // The open call answered elsewhere (another window, its timeout): the next one opens by itself.
    push({ type: 'approval.requested', approval: approval({ id: 'a3', entryId: 'e3', toolTitle: 'Edit 3' }) });
    push({ type: 'approval.requested', approval: approval({ id: 'a4', entryId: 'e4', toolTitle: 'Edit 4' }) });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Edit 3/ }));
    });
    push({ type: 'approval.removed', approvalId: 'a3' });
    expect(await screen.findByRole('article', { name: /Edit 4/ })).toBeTruthy();
  });

  it('sends the decision, and shows main\'s error when it fails', async () => {
    const { bridge } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval()] }), {
      'approval:decide': () => {
        throw new Error('That approval is no longer pending');
      },
    });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve once' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('That approval is no longer pending');
    expect(bridge.invoke).toHaveBeenCalledWith('approval:decide', { approvalId: 'a1', decision: 'approve-once' });
  });

  it('denies with the reason the person typed: Enter in the field denies, and Deny sends the reason too', async () => {
    const decided: unknown[] = [];
    const second = approval({ id: 'a2', entryId: 'e2', toolTitle: 'Edit 2' });
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval(), second] }), {
      'approval:decide': (request) => {
        decided.push(request);
        return { resolved: true };
      },
    });
    const card = await screen.findByRole('article', { name: /Update POU/ });
    // Closed until asked for: the decision bar stays small.
    expect(within(card).queryByRole('textbox', { name: /Tell the agent why/ })).toBeNull();
    const disclosure = card.querySelector('details.deny-reason') as HTMLDetailsElement;
    expect(disclosure.querySelector('summary')!.textContent).toBe('Deny with a reason…');
    await act(async () => {
      disclosure.open = true;
      disclosure.dispatchEvent(new Event('toggle'));
    });
    const field = within(card).getByRole('textbox', { name: /Tell the agent why/ }) as HTMLInputElement;
    expect(field.maxLength).toBe(500);
    fireEvent.change(field, { target: { value: '  Keep T#3s, the valve needs it. ' } });
    // Typing "d" or "a" in the field is text, not a shortcut.
    fireEvent.keyDown(field, { key: 'a' });
    expect(decided).toEqual([]);
    await act(async () => {
      fireEvent.submit(field.closest('form')!);
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'deny', message: 'Keep T#3s, the valve needs it.' }]);

    // The next call opens with an empty reason of its own.
    const other = await screen.findByRole('article', { name: /Edit 2/ });
    const otherDisclosure = other.querySelector('details.deny-reason') as HTMLDetailsElement;
    expect(otherDisclosure.open).toBe(false);
    await act(async () => {
      otherDisclosure.open = true;
      otherDisclosure.dispatchEvent(new Event('toggle'));
    });
    expect((within(other).getByRole('textbox', { name: /Tell the agent why/ }) as HTMLInputElement).value).toBe('');
    fireEvent.change(within(other).getByRole('textbox', { name: /Tell the agent why/ }), { target: { value: 'Not this POU.' } });
    await act(async () => {
      fireEvent.click(within(other).getByRole('button', { name: 'Deny' }));
    });
    expect(decided.at(-1)).toEqual({ approvalId: 'a2', decision: 'deny', message: 'Not this POU.' });
  });

  it('keeps a typed reason while the person looks at other calls, and shows it when they come back', async () => {
    const decided: unknown[] = [];
    const approvals = [approval({ id: 'r1', entryId: 'er1', toolTitle: 'First edit' }), approval({ id: 'r2', entryId: 'er2', toolTitle: 'Second edit' })];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
      'approval:decide': (request) => {
        decided.push(request);
        return { resolved: true };
      },
    });
    const card = await screen.findByRole('article', { name: /First edit/ });
    const disclosure = card.querySelector('details.deny-reason') as HTMLDetailsElement;
    await act(async () => {
      disclosure.open = true;
      disclosure.dispatchEvent(new Event('toggle'));
    });
    fireEvent.change(within(card).getByRole('textbox', { name: /Tell the agent why/ }), { target: { value: 'Not before the shift change.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Second edit/ }));
    });
    expect(within(screen.getByRole('article')).queryByRole('textbox', { name: /Tell the agent why/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /First edit/ }));
    });
    const back = screen.getByRole('article', { name: /First edit/ });
    expect((within(back).getByRole('textbox', { name: /Tell the agent why/ }) as HTMLInputElement).value).toBe('Not before the shift change.');
    await act(async () => {
      fireEvent.click(within(back).getByRole('button', { name: 'Deny' }));
    });
    expect(decided).toEqual([{ approvalId: 'r1', decision: 'deny', message: 'Not before the shift change.' }]);
  });

  it('denies all waiting calls of one agent after a confirmation that counts them, with the typed reason', async () => {
    const requests: unknown[] = [];
    const other = agent({ id: 'ag2', clientName: 'Cursor' });
    const approvals = [approval(), approval({ id: 'a2', entryId: 'e2' }), approval({ id: 'a3', entryId: 'e3', agentId: other.id, agentName: 'Cursor', toolTitle: 'Cursor edit' })];
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live, [other.id]: other }, approvals }), {
      'approval:deny-agent': (request) => {
        requests.push(request);
        return { denied: 2 };
      },
    });
    // An agent with one waiting call gets no "deny all".
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Cursor edit/ }));
    });
    expect(within(screen.getByRole('article')).queryByRole('button', { name: /Deny all/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /Update POU/ })[0]!);
    });
    const card = screen.getByRole('article');
    const disclosure = card.querySelector('details.deny-reason') as HTMLDetailsElement;
    await act(async () => {
      disclosure.open = true;
      disclosure.dispatchEvent(new Event('toggle'));
    });
    fireEvent.change(within(card).getByRole('textbox', { name: /Tell the agent why/ }), { target: { value: 'Wrong project.' } });
    fireEvent.click(within(card).getByRole('button', { name: `Deny all 2 from ${approvals[0]!.agentName}…` }));
    expect(card.textContent).toContain(`Deny all 2 waiting calls from ${approvals[0]!.agentName}? Each gets your reason: “Wrong project.”`);
    expect(requests).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Back' }));
    expect(within(card).queryByRole('button', { name: 'Yes, deny all 2' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /^Deny all 2/ }));
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Yes, deny all 2' }));
    });
    expect(requests).toEqual([{ agentId: live.id, approvalIds: ['a1', 'a2'], message: 'Wrong project.' }]);
  });

  it('asks where an "always approve" applies: this project by default, a part of it, or every project', async () => {
    const where = { project: '/plc/bottling-line', paths: ['pous/programs/main.st'] };
    const { decided } = renderDeciding([approval({ where })]);
    const card = await screen.findByRole('article', { name: /Update POU/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Always approve update_pou…' }));
    const choice = within(card).getByRole('combobox', { name: 'Where' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'This project: /plc/bottling-line',
      'Only pous in this project',
      'Only pous/programs in this project',
      'Only pous/programs/main.st in this project',
      'Every project',
    ]);
    expect(card.querySelector('.approval-confirm')!.textContent).toContain('from now on, in /plc/bottling-line?');
    fireEvent.change(choice, { target: { value: 'within:pous/programs' } });
    expect(card.querySelector('.approval-confirm')!.textContent).toContain('from now on, in pous/programs of /plc/bottling-line?');
    // For this agent only by default (by the name its client reports); the confirmation says what no rule covers.
    const who = within(card).getByRole('combobox', { name: 'From' }) as HTMLSelectElement;
    expect(who.value).toBe('this');
    expect(card.querySelector('.approval-confirm')!.textContent).toContain(`for calls from ${approval().agentName}`);
    expect(card.querySelector('.rule-never')!.textContent).toMatch(/never covers a change that touches a safety-relevant signal.*a call that changes a running PLC/);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Yes, always approve update_pou' }));
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'approve-always', always: { scope: 'within', within: 'pous/programs', agent: 'this' } }]);
  });

  it('treats a call the person started (a release from the Online view) as present although no agent made it', async () => {
    const person = approval({
      agentId: 'person',
      agentName: 'You, from the Online view',
      tool: 'codesys_unforce_variables',
      toolTitle: 'Unforce PLC variables',
      changesRunningPlc: true,
      fromPerson: true,
      onceOnly: 'you started it yourself in Interlock, so it runs only once you approve it here.',
    });
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: {}, approvals: [person] }));
    const card = await screen.findByRole('article', { name: /Unforce PLC variables/ });
    expect(within(card).queryByText(/has left/)).toBeNull();
    expect((within(card).getByRole('button', { name: 'Approve once on the PLC' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(card).getByText('You, from the Online view')).toBeTruthy();
    // No agent to tell why, nor one whose words these arguments are.
    expect(within(card).queryByText('Deny with a reason…')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Arguments, exactly as Interlock sends them for you' })).toBeTruthy();
  });

  it('offers only every project for a call that works on no one project', async () => {
    const { decided } = renderDeciding([approval({ tool: 'codesys_install_library' })]);
    const card = await screen.findByRole('article', { name: /Update POU/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Always approve codesys_install_library…' }));
    expect(within(within(card).getByRole('combobox', { name: 'Where' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every project']);
    expect(within(card).getByText(/works on no one project/)).toBeTruthy();
    fireEvent.change(within(card).getByRole('combobox', { name: 'From' }), { target: { value: 'any' } });
    expect(card.querySelector('.approval-confirm')!.textContent).toContain('for every agent');
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Yes, always approve codesys_install_library' }));
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'approve-always', always: { scope: 'everywhere', agent: 'any' } }]);
  });

  it('answers from the keyboard on a focused card, but ignores keys right after the previous decision', async () => {
    const { decided, push } = renderDeciding([approval(), approval({ id: 'a2', entryId: 'e2', toolTitle: 'Second edit' })]);
    const [first] = await screen.findAllByRole('article');
    first!.focus();
    // The guard reads the clock; a fixed one keeps this test independent of how busy the machine is.
    let clock = 10_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      await act(async () => {
        fireEvent.keyDown(first!, { key: 'd' });
      });
      expect(decided).toEqual([{ approvalId: 'a1', decision: 'deny' }]);
      push({ type: 'approval.removed', approvalId: 'a1' });
      const second = await screen.findByRole('article', { name: /Second edit/ });
      // Focus moved on; a second key press right away (a double tap) must not approve a card nobody looked at.
      clock += KEY_GUARD_MS - 1;
      fireEvent.keyDown(second, { key: 'a' });
      expect(decided).toHaveLength(1);
      clock += 2;
      await act(async () => {
        fireEvent.keyDown(second, { key: 'a' });
      });
    } finally {
      now.mockRestore();
    }
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'deny' }, { approvalId: 'a2', decision: 'approve-once' }]);
  });

  it('says on the decision bar, and to screen readers, when the guard swallowed a key', async () => {
    const { decided, push } = renderDeciding([approval(), approval({ id: 'a2', entryId: 'e2', toolTitle: 'Second edit' })]);
    const [first] = await screen.findAllByRole('article');
    first!.focus();
    let clock = 20_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      await act(async () => {
        fireEvent.keyDown(first!, { key: 'a' });
      });
      push({ type: 'approval.removed', approvalId: 'a1' });
      const second = await screen.findByRole('article', { name: /Second edit/ });
      const note = () => within(second).getByRole('status');
      expect(note().textContent).toBe('');
      clock += 100;
      fireEvent.keyDown(second, { key: 'd' });
      expect(decided).toHaveLength(1);
      // The swallowed key is named, with what pressing it again does; the live region was there before, so it is announced.
      expect(note().textContent).toBe('D was not taken: this card has only just come up after your last answer. Press it again to deny it.');
      clock += KEY_GUARD_MS;
      await act(async () => {
        fireEvent.keyDown(second, { key: 'd' });
      });
      expect(decided.at(-1)).toEqual({ approvalId: 'a2', decision: 'deny' });
      expect(note().textContent).toBe('');
    } finally {
      now.mockRestore();
    }
  });

  it('takes a key on a card the person focused right after a mouse decision on another card', async () => {
    // The sequence the browser test once hit: Deny clicked on one card, new cards arrive, the person tabs to the
    // first of them and presses D within KEY_GUARD_MS of the click. The guard belongs to the card focus was moved
    // to, not to the click, so D denies; the card focus then moves to still ignores a key at once.
    const decided: unknown[] = [];
    const { push } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval({ id: 'a0', entryId: 'e0', toolTitle: 'Clicked edit' })] }), {
      'approval:decide': (request) => {
        decided.push(request);
        return { resolved: true };
      },
    });
    let clock = 50_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const clicked = await screen.findByRole('article', { name: /Clicked edit/ });
      const deny = within(clicked).getByRole('button', { name: 'Deny' });
      deny.focus();
      await act(async () => {
        fireEvent.click(deny);
      });
      push({ type: 'approval.removed', approvalId: 'a0' });
      push({ type: 'approval.requested', approval: approval({ id: 'a1', entryId: 'e1', toolTitle: 'First by key' }) });
      push({ type: 'approval.requested', approval: approval({ id: 'a2', entryId: 'e2', toolTitle: 'Second by key' }) });
      const first = await screen.findByRole('article', { name: /First by key/ });
      first.focus();
      clock += KEY_GUARD_MS / 2;
      await act(async () => {
        fireEvent.keyDown(first, { key: 'd' });
      });
      expect(decided).toEqual([
        { approvalId: 'a0', decision: 'deny' },
        { approvalId: 'a1', decision: 'deny' },
      ]);
      const second = screen.getByRole('article', { name: /Second by key/ });
      expect(document.activeElement).toBe(second);
      fireEvent.keyDown(second, { key: 'a' });
      expect(decided).toHaveLength(2);
      clock += KEY_GUARD_MS;
      await act(async () => {
        fireEvent.keyDown(second, { key: 'a' });
      });
    } finally {
      now.mockRestore();
    }
    expect(decided.at(-1)).toEqual({ approvalId: 'a2', decision: 'approve-once' });
  });

  it('leaves focus where it is when a card without focus is decided by a click', async () => {
    renderWithState(
      <ApprovalsView focus={undefined} />,
      appState({
        agents: { [live.id]: live },
        approvals: [approval(), approval({ id: 'a2', entryId: 'e2', toolTitle: 'Second edit' }), approval({ id: 'a3', entryId: 'e3', toolTitle: 'Third edit' })],
      }),
      { 'approval:decide': () => ({ resolved: true }) },
    );
    const third = await screen.findByRole('button', { name: /Third edit/ });
    third.focus();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Deny' }));
    });
    expect(document.activeElement).toBe(third);
  });

  it('says when the agent that asked has left, and offers only to dismiss the card', async () => {
    const decided: unknown[] = [];
    renderWithState(
      <ApprovalsView focus={undefined} />,
      appState({ agents: { [live.id]: live }, approvals: [approval({ state: 'agent-left', leftReason: 'the stdio connection closed', leftAt: NOW, stale: { at: NOW, message: 'main.st changed on disk' } })] }),
      {
        'approval:decide': (request) => {
          decided.push(request);
          return { resolved: true };
        },
      },
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByText('The agent that asked for this has left.')).toBeTruthy();
    expect(card.textContent).toContain('the stdio connection closed');
    expect(within(card).queryByRole('button', { name: 'Approve once' })).toBeNull();
    // Nobody waits: no countdown to a deny that no longer means anything; Dismiss is the one thing to do.
    expect(card.textContent).not.toContain('Denied automatically');
    expect(card.querySelector('progress')).toBeNull();
    expect(card.textContent).toContain('Nobody is waiting for an answer since');
    expect(card.textContent).not.toContain('Changed on disk while waiting');
    expect(within(card).getByRole('button', { name: 'Dismiss' }).className).toContain('button-primary');
    fireEvent.keyDown(card, { key: 'a' });
    expect(decided).toEqual([]);
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'deny' }]);
  });

  it('treats a card whose agent is no longer connected as left, even before main marks it', async () => {
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: {}, approvals: [approval()] }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('The agent that asked for this has left.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Approve once' })).toBeNull();
  });

  it('says at once when the target changed on disk and offers a fresh preview', async () => {
    const asked: unknown[] = [];
    const { push, bridge } = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval({ refreshable: true })] }), {
      'approval:refresh-preview': (request) => {
        asked.push(request);
        return { refreshed: true };
      },
    });
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('Changed on disk while waiting.')).toBeNull();
    push({ type: 'approval.updated', approvalId: 'a1', patch: { stale: { at: NOW, message: 'main.st changed on disk at 09:31:02 while this request waited' } } });
    expect(await within(card).findByText('Changed on disk while waiting.')).toBeTruthy();
    expect(card.textContent).toContain('main.st changed on disk at 09:31:02');
    // Approving a stale card would fail at the write: Deny and the review on the content now lead, Approve is off.
    expect(within(card).getByRole('button', { name: 'Deny' }).className).toContain('button-danger-primary');
    expect(within(card).getByRole('button', { name: 'Review on the current content' }).className).toContain('button-primary');
    expect((within(card).getByRole('button', { name: 'Approve once' }) as HTMLButtonElement).disabled).toBe(true);
    card.focus();
    await act(async () => {
      fireEvent.keyDown(card, { key: 'a' });
    });
    expect(bridge.invoke).not.toHaveBeenCalledWith('approval:decide', expect.anything());
    expect(card.textContent).toContain('Approving it as it is would fail');
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Review on the current content' }));
    });
    expect(asked).toEqual([{ approvalId: 'a1' }]);
  });

  it('spells out invisible and direction-changing characters and warns about them', async () => {
    const sneaky = 'IF admin THEN\u202e (* check *) \u2066\u200b END_IF;\u0000';
    renderWithState(
      <ApprovalsView focus={undefined} />,
      appState({
        agents: { [live.id]: live },
        approvals: [approval({ args: { name: 'PLC_PRG', body: sneaky }, preview: { kind: 'diff', title: 'PLC_PRG', diff: `@@ -1 +1 @@\n-IF admin THEN\n+${sneaky}\n` } })],
      }),
    );
    const card = await screen.findByRole('article');
    const warning = within(card).getAllByRole('alert').find((a) => a.textContent!.includes('Hidden characters'))!;
    expect(warning.textContent).toContain('RLO ×2');
    expect(warning.textContent).toContain('change the direction');
    expect(warning.textContent).toContain('ZWSP ×2');
    const diff = within(card).getByRole('region', { name: 'Changes to PLC_PRG' });
    expect(diff.querySelectorAll('.invisible-char')).toHaveLength(4);
    expect(diff.textContent).not.toContain('\u202e');
    expect(within(card).getByLabelText('Arguments as JSON').textContent).not.toContain('\u202e');
  });

  it('after decisions, says what happened to each call and links to its queue entry', async () => {
    renderWithState(
      <ApprovalsView focus={undefined} />,
      appState({
        queue: [
          entry({ id: 'ok', decision: { outcome: 'approved', by: 'person' }, status: 'succeeded', resultSummary: 'PLC_PRG → sha256:abc', finishedAt: NOW - 3000 }),
          entry({ id: 'bad', decision: { outcome: 'approved', by: 'person' }, status: 'failed', error: 'The file changed on disk since the agent read it', finishedAt: NOW - 2000 }),
          entry({ id: 'no', decision: { outcome: 'denied', by: 'person' }, status: 'denied', error: 'Denied by the person', finishedAt: NOW - 1000 }),
          entry({ id: 'late', decision: { outcome: 'denied', by: 'timeout' }, status: 'timed-out', finishedAt: NOW - 500 }),
          entry({ id: 'read', mutates: false, decision: { outcome: 'approved', by: 'read-only' }, finishedAt: NOW }),
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'What happened after your decisions' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('strong')!.textContent)).toEqual([
      'Timed out: nobody answered in time, so it was denied and nothing changed',
      'Denied: the agent was told no and nothing changed',
      'Approved, but it failed',
      'Approved: ran and succeeded',
    ]);
    expect(items[2]!.textContent).toContain('The file changed on disk since the agent read it');
    expect(within(items[3]!).getByRole('link', { name: /Open in Queue/ }).getAttribute('href')).toBe('#/queue/ok');
  });
});
