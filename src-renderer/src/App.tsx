// The frame around the views: navigation, connection state, and a heads-up whenever an agent waits for the person.
import { useEffect, useRef } from 'react';
import { navigate, routeHref, useRoute, VIEWS, type ViewId } from './routes.ts';
import { useApp, useProjection } from './store/interlock-context.tsx';
import { AgentsView } from './views/Agents.tsx';
import { LoginRequests } from './ui/LoginRequests.tsx';
import { ApprovalsView } from './views/Approvals.tsx';
import { DiagnosticsView } from './views/Diagnostics.tsx';
import { HistoryView } from './views/History.tsx';
import { OnlineView } from './views/Online.tsx';
import { OverviewView } from './views/Overview.tsx';
import { QueueView } from './views/Queue.tsx';
import { SettingsView } from './views/Settings.tsx';
import { ThemeSwitch } from './ui/ThemeSwitch.tsx';
import { useApprovalNotifications } from './ui/notifications.tsx';

export function App() {
  const status = useProjection((state) => state.status);
  const hasState = useProjection((state) => state.app !== null);
  if (status === 'unauthorized') return <SignInNeeded />;
  if (!hasState) return <Connecting />;
  return <Shell />;
}

function Shell() {
  const route = useRoute();
  useViewShortcuts();
  useApprovalNotifications();
  useFocusOnViewChange(route.view, route.focus);
  const approvals = useApp((app) => app.approvals.length);
  useEffect(() => {
    document.title = approvals > 0 ? `(${approvals}) Interlock` : 'Interlock';
  }, [approvals]);

  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // The hash belongs to the router; move focus without navigating.
          event.preventDefault();
          document.getElementById('view-title')?.focus();
        }}
      >
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="brand">
          <img src="./favicon.svg" alt="" width="28" height="28" />
          <span className="brand-name">Interlock</span>
        </div>
        <Navigation current={route.view} />
        <div className="theme-switch-slot">
          <ThemeSwitch />
        </div>
        <ConnectionState />
      </aside>
      <div className="main-column">
        <LoginRequests />
        <ApprovalHeadsUp onApprovals={route.view === 'approvals'} />
        <main id="main" className="view" aria-labelledby="view-title">
          <CurrentView view={route.view} focus={route.focus} />
        </main>
      </div>
    </div>
  );
}

function CurrentView({ view, focus }: { view: ViewId; focus: string | undefined }) {
  switch (view) {
    case 'overview':
      return <OverviewView />;
    case 'approvals':
      return <ApprovalsView focus={focus} />;
    case 'queue':
      return <QueueView focus={focus} />;
    case 'agents':
      return <AgentsView />;
    case 'diagnostics':
      return <DiagnosticsView />;
    case 'online':
      return <OnlineView />;
    case 'history':
      return <HistoryView />;
    case 'settings':
      return <SettingsView />;
  }
}

/** What a navigation count counts, for screen readers. */
const NAV_COUNT_WORDS: Partial<Record<ViewId, string>> = { approvals: 'waiting', diagnostics: 'errors', online: 'logged in' };

function Navigation({ current }: { current: ViewId }) {
  const approvals = useApp((app) => app.approvals.length);
  const active = useApp((app) => app.queue.filter((e) => e.status === 'queued' || e.status === 'running').length);
  const agents = useApp((app) => Object.keys(app.agents).length);
  const errors = useApp((app) => Object.values(app.diagnostics).reduce((n, set) => n + set.items.filter((i) => i.severity === 'error').length, 0));
  const online = useApp((app) => Object.values(app.online).filter((o) => o.connection !== 'offline').length);
  const counts: Partial<Record<ViewId, { value: number; tone: 'warn' | 'bad' | 'neutral' }>> = {
    approvals: { value: approvals, tone: 'warn' },
    queue: { value: active, tone: 'neutral' },
    agents: { value: agents, tone: 'neutral' },
    diagnostics: { value: errors, tone: 'bad' },
    online: { value: online, tone: 'neutral' },
  };
  return (
    <nav aria-label="Views">
      <ul className="nav-list">
        {VIEWS.map((view, i) => {
          const count = counts[view.id];
          return (
            <li key={view.id}>
              <a className="nav-link" href={routeHref(view.id)} aria-current={view.id === current ? 'page' : undefined} aria-keyshortcuts={String(i + 1)}>
                <span className="nav-label">{view.label}</span>
                {count && count.value > 0 && (
                  <span className={`nav-count nav-count-${count.tone}`}>
                    {count.value}
                    <span className="visually-hidden"> {NAV_COUNT_WORDS[view.id] ?? ''}</span>
                  </span>
                )}
                <kbd className="nav-key" aria-hidden="true">
                  {i + 1}
                </kbd>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ConnectionState() {
  const status = useProjection((state) => state.status);
  const problem = useProjection((state) => state.problem);
  const version = useApp((app) => app.host.version);
  return (
    <div className={`connection connection-${status}`} role="status">
      <span className="connection-dot" aria-hidden="true" />
      <span>{status === 'live' ? 'Live' : (problem ?? 'Reconnecting…')}</span>
      <span className="connection-version">v{version}</span>
    </div>
  );
}

/** Shown above every view but Approvals, so a waiting agent is never missed. */
function ApprovalHeadsUp({ onApprovals }: { onApprovals: boolean }) {
  const count = useApp((app) => app.approvals.length);
  const offline = useProjection((state) => state.status !== 'live');
  return (
    <div aria-live="polite" className="heads-up-region">
      {offline && <p className="banner banner-bad">Showing the last known state: the connection to Interlock is down. Reconnecting…</p>}
      {count > 0 && !onApprovals && (
        <p className="banner banner-warn">
          {count === 1 ? 'An agent is waiting for your approval.' : `${count} agent requests are waiting for your approval.`}{' '}
          <a href={routeHref('approvals')}>Review now</a>
        </p>
      )}
    </div>
  );
}

/** Number keys 1–8 switch views, except while typing or when a modifier is held (browsers use those). */
function useViewShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
      const view = VIEWS[Number(event.key) - 1];
      if (!view || !/^[1-9]$/.test(event.key)) return;
      event.preventDefault();
      navigate(view.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Moves focus to the new view's heading, so keyboard and screen-reader users start reading there. */
function useFocusOnViewChange(view: ViewId, focus: string | undefined) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!focus) document.getElementById('view-title')?.focus();
  }, [view, focus]);
}

function Connecting() {
  const problem = useProjection((state) => state.problem);
  return (
    <div className="full-page">
      <div className="full-page-card" role="status">
        <h1>Connecting to Interlock…</h1>
        {problem && <p>{problem}</p>}
      </div>
    </div>
  );
}

function SignInNeeded() {
  return (
    <div className="full-page">
      <div className="full-page-card">
        <h1>Open Interlock from its login link</h1>
        <p>This browser is not signed in to the control center (or its session ended).</p>
        <ul>
          <li>
            Open the one-time login link that <code>npm start</code> or <code>interlock serve</code> printed in its terminal, or
          </li>
          <li>
            run <code>interlock open</code> for a fresh login link.
          </li>
        </ul>
        <p className="muted">This page connects by itself once you have signed in in another tab.</p>
      </div>
    </div>
  );
}
