// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UiSessionView } from '../../../src-shared/contract.ts';
import { appState, NOW, renderWithState } from '../testing/render-app.tsx';
import { UiSessions } from './UiSessions.tsx';

afterEach(cleanup);

const session = (patch: Partial<UiSessionView>): UiSessionView => ({
  id: 's1',
  kind: 'browser',
  label: 'Firefox on Windows',
  signedInAt: NOW - 3_600_000,
  lastSeenAt: NOW - 120_000,
  openStreams: 0,
  current: false,
  ...patch,
});

describe('the signed-in sessions panel', () => {
  it('lists each session with when it signed in and whether it is connected, marking this browser', async () => {
    const sessions = [session({}), session({ id: 's2', kind: 'app', label: 'Interlock app window (attached)', openStreams: 1 }), session({ id: 's3', label: 'Chrome on Linux', current: true, openStreams: 1 })];
    renderWithState(<UiSessions />, appState(), { 'ui-sessions:list': () => ({ sessions }) });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('last seen 2 min ago');
    expect(items[1]!.textContent).toContain('connected now');
    expect(within(items[2]!).getByText('(this browser)')).toBeTruthy();
    expect(within(items[2]!).getByRole('button', { name: 'Sign out Chrome on Linux' })).toBeTruthy();
  });

  it('revokes the chosen session and shows the list main returns afterwards', async () => {
    let sessions = [session({}), session({ id: 's2', label: 'Chrome on Linux' })];
    const app = renderWithState(<UiSessions />, appState(), {
      'ui-sessions:list': () => ({ sessions }),
      'ui-sessions:revoke': (request: { sessionId: string }) => {
        sessions = sessions.filter((s) => s.id !== request.sessionId);
        return { revoked: true };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Linux' }));
    expect(app.bridge.invoke).toHaveBeenCalledWith('ui-sessions:revoke', { sessionId: 's2' });
    expect(await screen.findByText('Signed out Chrome on Linux.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when no browser is signed in, and shows a failure to the person', async () => {
    renderWithState(<UiSessions />, appState(), { 'ui-sessions:list': () => ({ sessions: [] }) });
    expect(await screen.findByText('No browser is signed in')).toBeTruthy();
    cleanup();
    renderWithState(<UiSessions />, appState(), {
      'ui-sessions:list': () => ({ sessions: [session({})] }),
      'ui-sessions:revoke': () => {
        throw new Error('Not logged in');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Firefox on Windows' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not logged in');
  });
});
