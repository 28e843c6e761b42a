// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsView as SettingsFile } from '../../../src-shared/contract.ts';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
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

  it('lists every always-approve rule with where it applies, each forgotten on its own', async () => {
    const forgotten: unknown[] = [];
    const rules = [
      ...Array.from({ length: 10 }, (_, i) => ({ tool: `tool_${i}`, project: 'D:\\Plc\\line1' })),
      // From a settings file older than scoped rules: a bare tool name, every project.
      { tool: 'update_pou' },
      { tool: 'update_pou', project: 'D:\\Plc\\line1', within: 'pous/programs' },
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
    expect(items).toContain('tool_3 in D:\\Plc\\line1Forget tool_3 in D:\\Plc\\line1');
    expect(items).toContain('update_pou in every projectForget update_pou in every project');
    expect(items).toContain('update_pou in pous/programs of D:\\Plc\\line1Forget update_pou in pous/programs of D:\\Plc\\line1');
    // The same tool under two rules: each has its own button, and forgetting one sends exactly that rule.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forget update_pou in every project' }));
    });
    expect(forgotten).toEqual([{ rule: { tool: 'update_pou' } }]);
  });

});
