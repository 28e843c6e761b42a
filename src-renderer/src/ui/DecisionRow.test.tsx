// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImpactReport } from '../../../src-shared/impact.ts';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { agent, appState, approval, NOW, renderWithState } from '../testing/render-app.tsx';
import { ApprovalsView } from '../views/Approvals.tsx';

afterEach(cleanup);

const live = agent();

const estopImpact: ImpactReport = {
  status: 'complete',
  items: [
    {
      kind: 'condition',
      change: 'now-never',
      subject: 'EmergencyStop',
      text: 'The branch on NOT EmergencyStop never runs now',
      safety: ['emergency stop: EmergencyStop'],
      at: [{ side: 'new', part: 'main.st', line: 3 }],
    },
  ],
  safetySignals: ['emergency stop: EmergencyStop'],
};

/** A card for `IF NOT EmergencyStop THEN` → `IF FALSE THEN`, once-only for its safety signal as the gate makes it. */
function safetyCard(patch: Partial<PendingApproval> = {}): PendingApproval {
  return approval({
    tool: 'patch_pou',
    toolTitle: 'Edit an OpenPLC POU',
    onceOnly: 'it touches safety-relevant signal EmergencyStop, so you approve each such edit on its own.',
    preview: { kind: 'diff', title: 'main.st', diff: '--- main.st\n+++ main.st\n@@ -3,1 +3,1 @@\n-IF NOT EmergencyStop THEN\n+IF FALSE THEN\n', impact: estopImpact },
    ...patch,
  });
}

function render(approvals: PendingApproval[]) {
  const decided: unknown[] = [];
  const rendered = renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals }), {
    'approval:decide': (request) => {
      decided.push(request);
      return { resolved: true };
    },
  });
  return { decided, ...rendered };
}

async function press(target: HTMLElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(target, { key });
  });
}

describe('a card whose change is safety-relevant', () => {
  it('makes Deny the primary answer and approves by no single key: A and Enter do nothing, and the card says how to approve', async () => {
    const { decided } = render([safetyCard()]);
    const card = await screen.findByRole('article', { name: /Edit an OpenPLC POU/ });
    expect(within(card.querySelector('.approval-title') as HTMLElement).getByText('Safety')).toBeTruthy();
    const bar = card.querySelector('.approval-actions') as HTMLElement;
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Deny', 'Approve once…']);
    expect(within(bar).getByRole('button', { name: 'Deny' }).className).toContain('button-danger-primary');
    expect(within(bar).getByRole('button', { name: 'Approve once…' }).className).not.toMatch(/button-primary|button-plc/);
    card.focus();
    await press(card, 'a');
    await press(card, 'Enter');
    await press(card, 's');
    expect(decided).toEqual([]);
    expect(within(bar).getByRole('status').textContent).toMatch(/A does not approve a change to a safety-relevant signal \(EmergencyStop\)/);
    // No standing approvals are offered from it either.
    expect(within(card).queryByRole('button', { name: /Always approve/ })).toBeNull();
  });

  it('approves only through a second step that names the signal and needs a tick, which a double click or Enter never gives', async () => {
    const { decided } = render([safetyCard()]);
    const card = await screen.findByRole('article');
    const bar = card.querySelector('.approval-actions') as HTMLElement;
    const approve = within(bar).getByRole('button', { name: 'Approve once…' });
    // A double click: the first opens the confirmation, the second lands on nothing that approves.
    await act(async () => {
      fireEvent.click(approve);
    });
    const group = within(bar).getByRole('group', { name: /safety-relevant signal EmergencyStop on bottling-line/ });
    const confirm = within(group).getByRole('button', { name: 'Approve once: EmergencyStop' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.keyDown(card, { key: 'Enter' });
    });
    expect(decided).toEqual([]);
    // Focus is on the tick box, reachable by keyboard and named for screen readers.
    const tick = within(group).getByRole('checkbox', { name: 'I checked what it does to EmergencyStop' });
    expect(document.activeElement).toBe(tick);
    await act(async () => {
      fireEvent.click(tick);
    });
    expect(confirm.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'approve-once' }]);
  });

  it('goes back from the confirmation with Back or Escape, and D still denies', async () => {
    const { decided } = render([safetyCard()]);
    const card = await screen.findByRole('article');
    const bar = card.querySelector('.approval-actions') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Approve once…' }));
    });
    await press(card, 'Escape');
    expect(within(bar).queryByRole('group')).toBeNull();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Approve once…' }));
    });
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Back' }));
    });
    expect(within(bar).queryByRole('group')).toBeNull();
    card.focus();
    await press(card, 'd');
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'deny' }]);
  });

  it('needs the same second step on a running-PLC card whose value is safety-relevant', async () => {
    const plc = safetyCard({
      tool: 'codesys_write_variables',
      toolTitle: 'Write PLC variables',
      changesRunningPlc: true,
      preview: {
        kind: 'plc',
        title: 'Write PLC variables',
        effect: 'Writes each value below once.',
        project: 'Line.project',
        device: 'Device',
        application: 'Application',
        runState: 'run',
        values: [{ expression: 'PLC_PRG.xGuardLock', current: 'TRUE', next: 'FALSE', forced: false, address: '%QX0.6', safety: ['guard: xGuardLock'] }],
        impact: { status: 'complete', items: [], safetySignals: ['guard: xGuardLock'] },
      },
    });
    const { decided } = render([plc]);
    const card = await screen.findByRole('article');
    card.focus();
    await press(card, 'a');
    expect(decided).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Approve once on the PLC…' })).toBeTruthy();
  });
});

describe('the shortcut legend', () => {
  it('lists only the keys the open card takes', async () => {
    render([approval()]);
    await screen.findByRole('article');
    expect(document.getElementById('approval-shortcuts')!.textContent).toBe('On a focused card: A approve once · S approve for this session · D deny');
    cleanup();
    render([approval({ onceOnly: 'it changes a running PLC, so you approve each such call on its own.' })]);
    await screen.findByRole('article');
    expect(document.getElementById('approval-shortcuts')!.textContent).toBe('On a focused card: A approve once · D deny');
    cleanup();
    render([safetyCard()]);
    await screen.findByRole('article');
    expect(document.getElementById('approval-shortcuts')!.textContent).toBe('On a focused card: D deny · approving a safety-relevant change takes a confirmation, no key');
  });

  it('keeps single-key answers on a card that is not safety-relevant', async () => {
    const { decided } = render([approval()]);
    const card = await screen.findByRole('article');
    card.focus();
    await press(card, 'a');
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'approve-once' }]);
  });
});

describe('a card whose target changed while it waited', () => {
  it('names the approval that changed it, turns Approve off, and offers the review on the current content', async () => {
    const { decided, push } = render([approval({ refreshable: true })]);
    const card = await screen.findByRole('article');
    push({ type: 'approval.updated', approvalId: 'a1', patch: { stale: { at: NOW, message: "pous/programs/main.st was changed by your approval of cursor's patch_pou", cause: 'approval' } } });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toMatch(/^Changed by another approval while this waited\. pous\/programs\/main\.st was changed by your approval of cursor's patch_pou at .+\./);
    expect(alert.textContent).toContain('Review it on the current content');
    const bar = card.querySelector('.approval-actions') as HTMLElement;
    expect(within(bar).getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Deny', false],
      ['Review on the current content', false],
      ['Approve once', true],
      ['Approve for this session', true],
    ]);
    // Where the edit no longer applies, Deny is the only way on, and the card says what the agent is told.
    push({ type: 'approval.updated', approvalId: 'a1', patch: { stale: { at: NOW, message: 'main.st changed on disk, not through Interlock', cause: 'outside', notApplicable: 'edits[0].old occurs 0 time(s)' } } });
    await within(card).findByText(/does not apply to the new content/);
    expect(within(bar).queryByRole('button', { name: 'Review on the current content' })).toBeNull();
    // Reviewed: the mark goes, the note says what approving now writes, and Approve is back.
    push({ type: 'approval.updated', approvalId: 'a1', patch: { stale: null, rebasedAt: NOW } });
    await within(card).findByText('Reviewed on the current content');
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Approve once' }));
    });
    expect(decided).toEqual([{ approvalId: 'a1', decision: 'approve-once' }]);
  });
});
