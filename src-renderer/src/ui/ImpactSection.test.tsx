// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImpactItem, ImpactReport } from '../../../src-shared/impact.ts';
import { agent, appState, approval, renderWithState } from '../testing/render-app.tsx';
import { ApprovalsView } from '../views/Approvals.tsx';
import { DiffView, type DiffLineRequest } from './DiffView.tsx';
import { ImpactSection } from './ImpactSection.tsx';

afterEach(cleanup);

const item = (over: Partial<ImpactItem>): ImpactItem => ({ kind: 'write', change: 'value-changed', subject: 'x', text: 'X changes.', safety: [], at: [{ side: 'new', part: 'b/main.st', line: 3 }], ...over });
const estop = item({
  kind: 'condition',
  change: 'no-longer-read',
  subject: 'EmergencyStop',
  address: '%IX0.0',
  text: 'Input EmergencyStop (%IX0.0) is no longer read in the condition `NOT EmergencyStop` (now `FALSE`).',
  safety: ['emergency stop: EmergencyStop'],
  at: [{ side: 'old', part: 'b/main.st', line: 2 }, { side: 'new', part: 'b/main.st', line: 2 }],
});
const report = (items: ImpactItem[]): ImpactReport => ({ status: 'complete', items, safetySignals: [...new Set(items.flatMap((i) => i.safety))] });

describe('the impact section of a card', () => {
  it('leads with the safety-relevant effect, marked, and says what it matched', () => {
    render(<ImpactSection impact={report([estop, item({ subject: 'ConveyorMotor', text: 'Now drives output ConveyorMotor (%QX0.0) unconditionally TRUE.' })])} />);
    const section = screen.getByRole('region', { name: /Impact on the machine/ });
    expect(within(section).getByText('Touches a safety signal')).toBeTruthy();
    const rows = within(section).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Safety');
    expect(rows[0]!.textContent).toContain('Matched: emergency stop: EmergencyStop.');
    expect(rows[1]!.textContent).toContain('ConveyorMotor (%QX0.0) unconditionally TRUE');
  });

  it('keeps a long list short until asked, and says when it could not analyse', () => {
    const many = Array.from({ length: 7 }, (_, i) => item({ subject: `v${i}`, text: `Effect ${i}.` }));
    render(<ImpactSection impact={report(many)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more effects' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    cleanup();
    render(<ImpactSection impact={{ status: 'not-analysed', reason: 'the new text could not be read as Structured Text (line 4: expected ";")', items: [], safetySignals: [] }} />);
    expect(screen.getByText(/Not analysed:/).parentElement!.textContent).toContain('line 4: expected ";"');
  });

  it('caps a large family of plain effects in one line, never a safety or I/O effect, and opens it on request', () => {
    const history = Array.from({ length: 3000 }, (_, i) => item({ subject: `History[${i}]`, text: `History[${i}] now gets Count.` }));
    const lamp = item({ subject: 'History_Lamp', address: '%QX0.3', text: 'Now drives output History_Lamp (%QX0.3).' });
    const inHistory = item({ subject: 'History[7]', address: '%QW2', text: 'History[7] (%QW2) now gets 0.' });
    const guard = item({ subject: 'History[9]', safety: ['guard: History[9]'], text: 'History[9] now gets FALSE.' });
    render(<ImpactSection impact={report([estop, guard, lamp, ...history.slice(0, 1500), inHistory, ...history.slice(1500)])} />);
    const section = screen.getByRole('region', { name: /Impact on the machine/ });
    // The safety and I/O effects stand on their own; the plain History effects are two lines and one for the rest.
    fireEvent.click(within(section).getByRole('button', { name: /Show \d+ more effects?/ }));
    const rows = within(section).getAllByRole('listitem').map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(7);
    expect(rows.slice(0, 3).map((text) => text.includes('Safety'))).toEqual([true, true, false]);
    expect(rows[2]).toContain('History_Lamp (%QX0.3)');
    expect(rows[3]).toContain('History[0] now gets Count.');
    expect(rows[4]).toContain('History[1] now gets Count.');
    expect(rows[5]).toContain('and 2,998 more effects, all on History[…] or its members, no I/O and none safety-relevant.');
    expect(rows[6]).toContain('History[7] (%QW2) now gets 0.');
    fireEvent.click(within(section).getByRole('button', { name: 'Show them' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(3004); // every effect, one a line
  });

  it('says which global variable lists it could not resolve, beside the effects it found', () => {
    const unresolved = 'The variables of the global variable list GVL_Recipes (over the size limit) were not resolved: their addresses and safety relevance are not shown.';
    render(<ImpactSection impact={{ ...report([item({ subject: 'GVL_IO.bLamp', text: 'Now drives output GVL_IO.bLamp unconditionally TRUE.' })]), unresolved }} />);
    const section = screen.getByRole('region', { name: /Impact on the machine/ });
    expect(within(section).getByText(unresolved).className).toContain('callout-warn');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    cleanup();
    render(<ImpactSection impact={report([item({})])} />);
    expect(screen.queryByText(/were not resolved/)).toBeNull();
  });

  it('links an effect to its line in the diff', async () => {
    const diff = ['--- a/main.st', '+++ b/main.st', '@@ -1,3 +1,3 @@', ' x := 1;', '-IF NOT EmergencyStop THEN', '+IF FALSE THEN', ' y := 2;', ''].join('\n');
    let request: DiffLineRequest | null = null;
    const { rerender } = render(
      <>
        <ImpactSection impact={report([estop])} onShowLine={(at) => (request = { ...at, seq: 1 })} />
        <DiffView diff={diff} title="main.st" goTo={request} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'line 2' }));
    expect(request).toEqual({ side: 'new', part: 'b/main.st', line: 2, seq: 1 });
    rerender(
      <>
        <ImpactSection impact={report([estop])} />
        <DiffView diff={diff} title="main.st" goTo={request} />
      </>,
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    const current = document.querySelector('tr.diff-current');
    expect(current?.textContent).toContain('+IF FALSE THEN');
  });

  it('appears on the approval card above the diff, with the card limited to approve once', async () => {
    const live = agent();
    const card = approval({ onceOnly: 'it touches safety-relevant signal EmergencyStop, so you approve each such edit on its own.', preview: { kind: 'diff', title: 'Edit main.st', diff: '@@ -1 +1 @@\n-IF NOT EmergencyStop THEN\n+IF FALSE THEN\n', impact: report([estop]) } });
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [card] }));
    const article = await screen.findByRole('article', { name: /Update POU/ });
    const impact = within(article).getByRole('region', { name: /Impact on the machine/ });
    const diff = within(article).getByRole('region', { name: /Changes to/ });
    expect(impact.compareDocumentPosition(diff) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Approve for this session' })).toBeNull();
  });
});
