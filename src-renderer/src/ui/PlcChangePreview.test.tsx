// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import { agent, appState, approval, renderWithState } from '../testing/render-app.tsx';
import { ApprovalsView } from '../views/Approvals.tsx';

afterEach(cleanup);

const preview: PlcChangePreview = {
  kind: 'plc',
  title: 'Write PLC variables',
  effect: 'Writes each value below once; the running program may overwrite it in its next cycle.',
  project: '/w/Packaging.project',
  device: 'Device (Gateway-1, 0000.0001)',
  application: 'Device/Plc Logic/Application',
  runState: 'run',
  values: [
    { expression: 'GVL_IO.bGuardDoorClosed', current: 'FALSE', next: 'TRUE', forced: false, address: '%IX4.0', safety: ['guard: GVL_IO.bGuardDoorClosed'] },
    { expression: 'GVL_IO.bConveyorRun', current: 'FALSE', next: 'TRUE', forced: false, address: '%QX0.0' },
    { expression: 'PRG_Cartoner.nCartons', current: '0', next: '12', forced: false },
  ],
  impact: {
    status: 'complete',
    items: [
      { kind: 'write', change: 'written', subject: 'GVL_IO.bGuardDoorClosed', address: '%IX4.0', old: 'FALSE', new: 'TRUE', text: 'Writes GVL_IO.bGuardDoorClosed (%IX4.0) on the running PLC: FALSE → TRUE.', safety: ['guard: GVL_IO.bGuardDoorClosed'], at: [] },
      { kind: 'write', change: 'written', subject: 'GVL_IO.bConveyorRun', address: '%QX0.0', old: 'FALSE', new: 'TRUE', text: 'Writes GVL_IO.bConveyorRun (%QX0.0) on the running PLC: FALSE → TRUE.', safety: [], at: [] },
      { kind: 'write', change: 'written', subject: 'PRG_Cartoner.nCartons', old: '0', new: '12', text: 'Writes PRG_Cartoner.nCartons on the running PLC: 0 → 12.', safety: [], at: [] },
    ],
    safetySignals: ['guard: GVL_IO.bGuardDoorClosed'],
  },
};

describe('a running-PLC card with values', () => {
  it('shows each value beside its I/O address, flags the safety signal, and does not repeat the values as an impact list', async () => {
    const live = agent();
    renderWithState(
      <ApprovalsView focus={undefined} />,
      appState({ agents: { [live.id]: live }, approvals: [approval({ tool: 'codesys_write_variables', toolTitle: 'Write PLC variables', changesRunningPlc: true, preview })] }),
    );
    const card = await screen.findByRole('article', { name: /Write PLC variables/ });
    const table = within(card).getByRole('table');
    const row = (expression: string) => table.querySelector(`tr[data-expression="${expression}"]`) as HTMLElement;
    expect(within(row('GVL_IO.bConveyorRun')).getByRole('rowheader').textContent).toBe('GVL_IO.bConveyorRun at %QX0.0');
    expect(within(row('GVL_IO.bConveyorRun')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['FALSE', 'TRUE']);
    // No address: none is made up.
    expect(within(row('PRG_Cartoner.nCartons')).getByRole('rowheader').textContent).toBe('PRG_Cartoner.nCartons');
    expect(row('PRG_Cartoner.nCartons').querySelector('.plc-address')).toBeNull();
    // The safety-relevant one: tagged in its row, and named with what it matched above the table.
    expect(within(row('GVL_IO.bGuardDoorClosed')).getByRole('rowheader').textContent).toBe('Safety GVL_IO.bGuardDoorClosed at %IX4.0');
    expect(row('GVL_IO.bGuardDoorClosed').className).toContain('plc-value-safety');
    expect(row('GVL_IO.bConveyorRun').className).not.toContain('plc-value-safety');
    expect(within(card).getByRole('note').textContent).toBe('Safety A safety-relevant signal: GVL_IO.bGuardDoorClosed (matched guard: GVL_IO.bGuardDoorClosed).');
    expect(within(card).queryByRole('region', { name: /Impact on the machine/ })).toBeNull();
  });

  it('shows no safety note when no value matched', async () => {
    const live = agent();
    const plain: PlcChangePreview = { ...preview, values: preview.values!.slice(1), impact: { ...preview.impact!, items: preview.impact!.items.slice(1), safetySignals: [] } };
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval({ tool: 'codesys_write_variables', toolTitle: 'Write PLC variables', changesRunningPlc: true, preview: plain })] }));
    const card = await screen.findByRole('article', { name: /Write PLC variables/ });
    expect(within(card).queryByRole('note')).toBeNull();
    expect(card.querySelectorAll('.plc-address')).toHaveLength(1);
  });
});

describe('a login card', () => {
  it('lists what the PLC holds as far as Interlock knows, and says so where it does not know', async () => {
    const live = agent();
    const login: PlcChangePreview = {
      kind: 'plc',
      title: 'Log in to the PLC',
      effect: 'Logs in and downloads the whole application: the PLC does not hold the code Interlock last downloaded.',
      project: '/w/Packaging.project',
      device: 'Device (Gateway-1, 0000.0001)',
      application: 'Device/Plc Logic/Application',
      runState: 'unknown',
      plcHolds: [
        'Application on the PLC: not known — it could not be read without a login that changes it (see the note).',
        'Last download by Interlock: 12/3/2026, 6:03:00 AM, by claude; removed since by a reset to origin (claude, 12/3/2026, 6:10:00 AM).',
        'Forces (1): GVL.pump = TRUE, forced by Interlock (claude, card 7408fd2e, 12/3/2026, 6:05:00 AM) — state on the PLC unknown since the IDE ended (12/3/2026, 6:20:00 AM); this login reads the PLC\'s own list.',
      ],
    };
    renderWithState(<ApprovalsView focus={undefined} />, appState({ agents: { [live.id]: live }, approvals: [approval({ tool: 'codesys_online_login', toolTitle: 'Log in to the PLC', changesRunningPlc: true, preview: login })] }));
    const holds = await screen.findByRole('region', { name: 'What the PLC holds, as far as Interlock knows' });
    const lines = within(holds).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(login.plcHolds);
    expect(screen.queryByText(/unchanged since/)).toBeNull();
  });
});
