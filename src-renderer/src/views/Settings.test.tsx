// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsView as SettingsFile } from '../../../src-shared/contract.ts';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
import { DEFAULT_TOOLSETS, TOOLSETS } from '../../../src-shared/toolsets.ts';
import { appState, renderWithState } from '../testing/render-app.tsx';
import { SettingsView } from './Settings.tsx';

afterEach(cleanup);

const file = (patch: Partial<SettingsFile> = {}): SettingsFile => ({ settings: defaultSettings(), path: '/data/settings.json', error: null, devicePasswordSet: false, ...patch });
const noSessions = { 'ui-sessions:list': () => ({ sessions: [] }) };

describe('the Settings view', () => {
  it('waits for the first snapshot before showing anything', () => {
    renderWithState(<SettingsView />, null);
    expect(screen.getByText('Connecting…')).toBeTruthy();
  });

  it('shows every safety word at once, one a line, and grows with the list as the person adds one', async () => {
    renderWithState(<SettingsView />, appState(), { ...noSessions, 'settings:get': () => file() });
    const words = (await screen.findByRole('textbox', { name: 'Safety-relevant words' })) as HTMLTextAreaElement;
    const all = defaultSettings().safety.patterns;
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(words.value.split('\n')).toEqual(all);
    expect(Number(words.getAttribute('rows'))).toBeGreaterThan(all.length);
    fireEvent.change(words, { target: { value: [...all, 'zone door'].join('\n') } });
    expect(Number(words.getAttribute('rows'))).toBeGreaterThan(all.length + 1);
  });

  it('says when the settings cannot be read', async () => {
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => {
        throw new Error('EACCES: permission denied, open settings.json');
      },
    });
    expect((await screen.findByText(/^Could not read the settings:/)).textContent).toBe('Could not read the settings: EACCES: permission denied, open settings.json');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('shows an invalid settings file with what is wrong, and resets it on request', async () => {
    const asked: string[] = [];
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => file({ error: 'port: expected number, received string' }),
      'settings:reset': () => {
        asked.push('reset');
        return file();
      },
    });
    const callout = (await screen.findByText(/The settings file is invalid/)).closest('.callout') as HTMLElement;
    expect(callout.textContent).toContain('port: expected number, received string');
    await act(async () => {
      fireEvent.click(within(callout).getByRole('button', { name: 'Reset settings to defaults' }));
    });
    expect(asked).toEqual(['reset']);
    expect(screen.queryByText(/The settings file is invalid/)).toBeNull();
  });

  it('refuses an invalid value in plain words without asking main, and saves a valid one', async () => {
    const saved: Settings[] = [];
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => file(),
      'settings:update': ({ settings }) => {
        saved.push(settings as Settings);
        return { saved: true, ...file({ settings: settings as Settings }) };
      },
    });
    const timeout = await screen.findByLabelText('Approval timeout (s)');
    fireEvent.change(timeout, { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    expect(screen.getByText('Too small: use 5 or more.')).toBeTruthy();
    expect(timeout.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);

    fireEvent.change(timeout, { target: { value: '120' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    expect(saved.map((s) => s.approvals.timeoutSeconds)).toEqual([120]);
    // Said in the bar that sticks to the bottom of the window, where the person just clicked Save.
    expect(screen.getByText('Saved.').closest('.form-actions')!.className).toContain('form-actions-dirty');
  });

  it('offers RELP (acknowledged) among the audit forwarding protocols and saves it as relp', async () => {
    const saved: Settings[] = [];
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => file(),
      'settings:update': ({ settings }) => {
        saved.push(settings as Settings);
        return { saved: true, ...file({ settings: settings as Settings }) };
      },
    });
    const protocol = (await screen.findByRole('combobox', { name: 'Protocol' })) as HTMLSelectElement;
    expect([...protocol.options].map((o) => [o.value, o.textContent])).toEqual([
      ['tcp', 'TCP'],
      ['tls', 'TCP with TLS'],
      ['udp', 'UDP (no delivery check)'],
      ['relp', 'RELP (acknowledged)'],
    ]);
    fireEvent.change(protocol, { target: { value: 'relp' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    expect(saved.map((s) => s.auditForwarding.protocol)).toEqual(['relp']);
  });

  it('asks once more before a change that gives agents more room, and saves it only with main\'s code', async () => {
    const requests: Array<{ confirm?: string }> = [];
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => file(),
      'settings:update': (request) => {
        requests.push({ ...(request.confirm ? { confirm: request.confirm } : {}) });
        if (!request.confirm) return { saved: false, widening: [{ kind: 'project-root', description: 'Agents may read and change files under D:\\Plc' }], confirm: 'code-1' };
        return { saved: true, ...file({ settings: request.settings as Settings }) };
      },
    });
    const roots = await screen.findByLabelText('Project folders');
    fireEvent.change(roots, { target: { value: 'D:\\Plc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'This change gives agents more room' });
    expect(dialog.textContent).toContain('Agents may read and change files under D:\\Plc');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, save these settings' }));
    });
    expect(requests).toEqual([{}, { confirm: 'code-1' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the toolsets as checkboxes with their descriptions; adding one is confirmed, read-only mode is saved at once', async () => {
    const requests: Array<{ toolsets: string[]; readOnly: boolean; confirm?: string }> = [];
    let current = defaultSettings();
    renderWithState(<SettingsView />, appState(), {
      ...noSessions,
      'settings:get': () => file({ settings: current }),
      // Main's rule, as the person meets it: a toolset added is confirmed first.
      'settings:update': (request) => {
        const next = request.settings as Settings;
        requests.push({ toolsets: [...next.mcp.toolsets], readOnly: next.mcp.readOnly, ...(request.confirm ? { confirm: request.confirm } : {}) });
        const added = next.mcp.toolsets.filter((id) => !current.mcp.toolsets.includes(id));
        if (added.length > 0 && request.confirm !== 'code-7') {
          return { saved: false, widening: added.map((id) => ({ kind: 'toolset' as const, description: `Agents will see the ${id} toolset.` })), confirm: 'code-7' };
        }
        current = next;
        return { saved: true, ...file({ settings: next }) };
      },
    });
    const group = await screen.findByRole('group', { name: 'Toolsets agents see' });
    const boxes = within(group).getAllByRole('checkbox');
    // Every toolset but Interlock's own (always listed), the defaults ticked.
    expect(boxes.map((box) => (box as HTMLInputElement).labels![0]!.querySelector('code')!.textContent)).toEqual(TOOLSETS.filter((t) => t.id !== 'platform').map((t) => t.id));
    expect(boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => box.id.replace('setting-mcp-toolsets-', ''))).toEqual([...DEFAULT_TOOLSETS]);
    const devices = within(group).getByRole('checkbox', { name: /^codesys-devices / }) as HTMLInputElement;
    expect(devices.labels![0]!.textContent).toContain(TOOLSETS.find((t) => t.id === 'codesys-devices')!.description);

    fireEvent.click(devices);
    fireEvent.click(within(group).getByRole('checkbox', { name: /^codesys-monitor / }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'This change gives agents more room' });
    expect(dialog.textContent).toContain('Agents will see the codesys-devices toolset');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, save these settings' }));
    });
    const chosen = ['openplc', 'codesys-project', 'codesys-code', 'codesys-build', 'codesys-devices'];
    expect(requests).toEqual([
      { toolsets: chosen, readOnly: false },
      { toolsets: chosen, readOnly: false, confirm: 'code-7' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const readOnly = screen.getByRole('checkbox', { name: 'Read-only mode' });
    expect(screen.getByText('Agents see and may call only tools that change nothing.').id).toBe(readOnly.getAttribute('aria-describedby'));
    fireEvent.click(readOnly);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    expect(requests.at(-1)).toEqual({ toolsets: chosen, readOnly: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('lists every always-approve rule with where it applies, each forgotten on its own', async () => {
    const forgotten: unknown[] = [];
    const rules = [
      ...Array.from({ length: 10 }, (_, i) => ({ tool: `tool_${i}`, project: 'D:\\Plc\\line1' })),
      // From a settings file older than scoped rules: a bare tool name, every project.
      { tool: 'update_pou' },
      { tool: 'update_pou', project: 'D:\\Plc\\line1', within: 'pous/programs', agent: 'cursor' },
    ];
    renderWithState(<SettingsView />, appState({ alwaysApproved: rules }), {
      ...noSessions,
      'settings:get': () => file(),
      'policy:forget-always': (request) => {
        forgotten.push(request);
        return { alwaysApproved: rules.filter((r) => r !== request.rule) };
      },
    });
    const forget = await screen.findAllByRole('button', { name: /^Forget / });
    expect(forget).toHaveLength(12);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('tool_3 from any agent in D:\\Plc\\line1Forget tool_3 from any agent in D:\\Plc\\line1');
    expect(items).toContain('update_pou from any agent in every projectForget update_pou from any agent in every project');
    expect(items).toContain('update_pou from cursor in pous/programs of D:\\Plc\\line1Forget update_pou from cursor in pous/programs of D:\\Plc\\line1');
    // The same tool under two rules: each has its own button, and forgetting one sends exactly that rule.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forget update_pou from any agent in every project' }));
    });
    expect(forgotten).toEqual([{ rule: { tool: 'update_pou' } }]);
  });

});
