// Settings → Signed-in sessions: the browsers (and an attached tray app) that hold the person's rights, each with
// a Revoke that ends it at once. Main lists them; this panel only shows and asks.
import { useCallback, useEffect, useState } from 'react';
import type { UiSessionView } from '../../../src-shared/contract.ts';
import { formatAgo } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { useBridge } from '../store/interlock-context.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, Panel } from '../ui/layout.tsx';
import { InlineError } from '../ui/InlineError.tsx';

export function UiSessions() {
  const bridge = useBridge();
  const now = useNow(15_000);
  const [sessions, setSessions] = useState<UiSessionView[] | null>(null);
  const { busy, error, run } = useAction();
  const [message, setMessage] = useState('');

  const load = useCallback(() => run(async () => setSessions((await bridge.invoke('ui-sessions:list', {})).sessions)), [bridge, run]);
  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (session: UiSessionView) => {
    const result = await run(() => bridge.invoke('ui-sessions:revoke', { sessionId: session.id }));
    if (!result) return;
    setMessage(result.revoked ? `Signed out ${session.label}.` : `${session.label} was already signed out.`);
    if (!session.current) await load();
  };

  return (
    <Panel
      title="Signed-in sessions"
      actions={
        <button type="button" className="button button-small" disabled={busy} onClick={() => void load()}>
          Refresh
        </button>
      }
    >
      <p className="muted">Browsers you let in with a login link, and the tray app when it attached to a running Interlock. Revoke ends one at once.</p>
      {sessions !== null && sessions.length === 0 && (
        <EmptyState title="No browser is signed in">
          <code>interlock open</code> prints a login link for one.
        </EmptyState>
      )}
      {sessions !== null && sessions.length > 0 && (
        <ul className="always-list">
          {sessions.map((session) => (
            <li key={session.id}>
              <span>
                <strong>{session.label}</strong>
                {session.current && <span className="muted"> (this browser)</span>}
                <br />
                <span className="muted">
                  signed in <Time at={session.signedInAt} withDate /> · {session.openStreams > 0 ? 'connected now' : `last seen ${formatAgo(session.lastSeenAt, now)}`}
                </span>
              </span>
              <button type="button" className="button button-small button-danger" disabled={busy} onClick={() => void revoke(session)}>
                {session.current ? 'Sign out' : 'Revoke'}
                <span className="visually-hidden"> {session.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="form-status">
        {message}
      </p>
      <InlineError error={error} />
    </Panel>
  );
}
