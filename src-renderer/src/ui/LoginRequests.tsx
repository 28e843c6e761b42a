// "A browser wants to control Interlock": while the tray app runs, a browser that opened a login link waits here
// until the person allows or refuses it. Shown above every view, in every UI already trusted.
import type { BrowserLoginRequest } from '../../../src-shared/app-state.ts';
import { Time } from './Time.tsx';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from './hooks.ts';
import { InlineError } from './InlineError.tsx';

export function LoginRequests() {
  const requests = useApp((app) => app.loginRequests);
  if (requests.length === 0) return null;
  return (
    <section className="login-requests" aria-label="Browsers asking to log in">
      {requests.map((request) => (
        <LoginRequestCard key={request.id} request={request} />
      ))}
    </section>
  );
}

function LoginRequestCard({ request }: { request: BrowserLoginRequest }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const headingId = `login-${request.id}-title`;
  const decide = (allow: boolean) => run(() => bridge.invoke('login:decide', { requestId: request.id, allow }));
  return (
    <div className="callout callout-warn login-request" role="alertdialog" aria-labelledby={headingId} data-login-request={request.id}>
      <h2 id={headingId}>A browser wants to control Interlock</h2>
      <p>
        At <Time at={request.requestedAt} /> a browser opened a login link: <code>{request.userAgent}</code>. Allowed, it can approve
        agents' changes and change settings, like this window. Allow it only if you just opened Interlock in a browser yourself.
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void decide(true)}>
          Allow this browser
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={() => void decide(false)}>
          Refuse
        </button>
      </div>
      <InlineError error={error} />
    </div>
  );
}
