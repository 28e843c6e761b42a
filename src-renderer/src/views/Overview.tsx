// The control room at a glance: what needs the person, what runs, the PLC targets, and how to connect agents.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { AppState, TargetState } from '../../../src-shared/app-state.ts';
import type { SetupSnippet } from '../../../src-shared/contract.ts';
import { formatAgo, formatDuration } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { routeHref } from '../routes.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { Tag } from '../ui/StatusBadge.tsx';
import { InlineError } from '../ui/InlineError.tsx';
import { MachineLedgerPanel } from '../ui/MachineLedger.tsx';
import { UnsavedChangesPanel } from '../ui/ProjectFileState.tsx';
import { AutoApprovedFeed } from '../ui/AutoApprovedFeed.tsx';

export function OverviewView() {
  return (
    <>
      <ViewHeader title="Overview" />
      <Counters />
      <AutoApprovedFeed />
      <MachineLedgerPanel />
      <UnsavedChangesPanel />
      <div className="overview-grid">
        <Targets />
        <HostInfoPanel />
      </div>
      <Notices />
      <SetupSnippets />
    </>
  );
}

function Counters() {
  const app = useApp((state) => state);
  const counts = useMemo(() => countQueue(app), [app]);
  const agents = Object.keys(app.agents).length;
  return (
    <ul className="counters" aria-label="At a glance">
      <Counter label="Waiting for you" value={app.approvals.length} href={routeHref('approvals')} tone={app.approvals.length > 0 ? 'warn' : 'neutral'} />
      <Counter label="Running" value={counts.running} href={routeHref('queue')} />
      <Counter label="Queued" value={counts.queued} href={routeHref('queue')} />
      <Counter label="Agents connected" value={agents} href={routeHref('agents')} />
      <Counter label="Failed (recent)" value={counts.failed} href={routeHref('queue')} tone={counts.failed > 0 ? 'bad' : 'neutral'} />
    </ul>
  );
}

function countQueue(app: AppState) {
  let running = 0;
  let queued = 0;
  let failed = 0;
  for (const entry of app.queue) {
    if (entry.status === 'running') running++;
    else if (entry.status === 'queued') queued++;
    else if (entry.status === 'failed' || entry.status === 'timed-out') failed++;
  }
  return { running, queued, failed };
}

function Counter({ label, value, href, tone = 'neutral' }: { label: string; value: number; href: string; tone?: 'neutral' | 'warn' | 'bad' }) {
  return (
    <li>
      <a className={`counter counter-${tone}`} href={href}>
        <span className="counter-value">{value}</span>
        <span className="counter-label">{label}</span>
      </a>
    </li>
  );
}

const TARGET_TONES: Record<string, 'good' | 'warn' | 'bad' | 'info' | 'neutral'> = {
  ready: 'good',
  watching: 'good',
  busy: 'info',
  starting: 'info',
  stopping: 'info',
  error: 'bad',
};

function Targets() {
  const targetsById = useApp((app) => app.targets);
  const targets = useMemo(() => Object.values(targetsById).sort((a, b) => a.label.localeCompare(b.label)), [targetsById]);
  const now = useNow(5000);
  return (
    <Panel title="PLC targets">
      {targets.length === 0 ? (
        <EmptyState title="No targets yet">CODESYS and OpenPLC projects appear here once Interlock knows about them.</EmptyState>
      ) : (
        <ul className="target-list">
          {targets.map((target) => (
            <TargetTile key={target.id} target={target} now={now} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TargetTile({ target, now }: { target: TargetState; now: number }) {
  return (
    <li className={`target target-${TARGET_TONES[target.status] ?? 'neutral'}`}>
      <div className="target-head">
        <span className="target-label">{target.label}</span>
        <Tag tone={TARGET_TONES[target.status] ?? 'neutral'}>{target.status}</Tag>
      </div>
      <div className="target-meta">
        <span>{target.kind === 'codesys' ? 'CODESYS' : 'OpenPLC'}</span> · <span>updated {formatAgo(target.updatedAt, now)}</span>
      </div>
      {target.detail && <p className="target-detail">{target.detail}</p>}
    </li>
  );
}

function HostInfoPanel() {
  const host = useApp((app) => app.host);
  const uiClients = useApp((app) => app.uiClients);
  const now = useNow(10_000);
  return (
    <Panel title="This control center">
      <dl className="facts facts-stacked">
        <div>
          <dt>Version</dt>
          <dd>{host.version}</dd>
        </div>
        <div>
          <dt>Running since</dt>
          <dd>
            <Time at={host.startedAt} withDate /> <span className="muted">({formatDuration(now - host.startedAt)})</span>
          </dd>
        </div>
        <div>
          <dt>Web UI</dt>
          <dd>{host.httpUrl ? <code>{host.httpUrl}</code> : <span className="muted">not serving</span>}</dd>
        </div>
        <div>
          <dt>MCP endpoint</dt>
          <dd>{host.mcpUrl ? <code>{host.mcpUrl}</code> : <span className="muted">not serving</span>}</dd>
        </div>
        <div>
          <dt>Data folder</dt>
          <dd>
            <code>{host.dataDir}</code>
          </dd>
        </div>
        <div>
          <dt>Open UIs</dt>
          <dd>
            {uiClients} <span className="muted">(windows and browser tabs; approvals need one)</span>
          </dd>
        </div>
        <div>
          <dt>Process</dt>
          <dd>pid {host.pid}</dd>
        </div>
      </dl>
    </Panel>
  );
}

const NOTICE_TONES = { info: 'info', warning: 'warn', error: 'bad' } as const;

function Notices() {
  const notices = useApp((app) => app.notices);
  const bridge = useBridge();
  const { error, run } = useAction();
  if (notices.length === 0) return null;
  return (
    <Panel title={`Notices (${notices.length})`}>
      <ul className="notice-list">
        {[...notices].reverse().map((notice) => (
          <li key={notice.id} className={`notice notice-${notice.level}`}>
            <Tag tone={NOTICE_TONES[notice.level]}>{notice.level}</Tag>
            <span className="notice-source">{notice.source}</span>
            <span className="notice-message">{notice.message}</span>
            <Time className="muted" at={notice.at} withDate />
            <button type="button" className="button button-small button-quiet" onClick={() => run(() => bridge.invoke('notice:dismiss', { noticeId: notice.id }))}>
              Dismiss<span className="visually-hidden"> notice: {notice.message}</span>
            </button>
          </li>
        ))}
      </ul>
      <InlineError error={error} />
    </Panel>
  );
}

function SetupSnippets() {
  const bridge = useBridge();
  const [snippets, setSnippets] = useState<SetupSnippet[] | null>(null);
  const [selected, setSelected] = useState(0);
  const { error, run } = useAction();
  useEffect(() => {
    void run(async () => setSnippets((await bridge.invoke('setup:snippets', {})).snippets));
  }, [bridge, run]);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (!snippets) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? snippets.length - 1 : (index + step + snippets.length) % snippets.length;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    setSelected(to);
    document.getElementById(`snippet-tab-${to}`)?.focus();
  };

  const current = snippets?.[selected];
  return (
    <Panel title="Connect an agent" className="setup-panel">
      <p className="muted">Add Interlock to your agent with the snippet for its client. Every change it asks for waits here for your approval.</p>
      <InlineError error={error} prefix="Could not load the set-up snippets: " />
      {snippets && snippets.length > 0 && current && (
        <div className="snippets">
          <div role="tablist" aria-label="Agent clients" className="tabs">
            {snippets.map((snippet, i) => (
              <button
                key={snippet.client}
                id={`snippet-tab-${i}`}
                type="button"
                role="tab"
                className="tab"
                aria-selected={i === selected}
                aria-controls="snippet-panel"
                tabIndex={i === selected ? 0 : -1}
                onClick={() => setSelected(i)}
                onKeyDown={(event) => onTabKey(event, i)}
              >
                {snippet.label}
              </button>
            ))}
          </div>
          <div id="snippet-panel" role="tabpanel" aria-labelledby={`snippet-tab-${selected}`} className="snippet">
            <div className="snippet-head">
              <p>
                <span className="muted">Where:</span> <code>{current.where}</code>
              </p>
              <CopyButton text={current.snippet} label={`Copy the ${current.label} snippet`} />
            </div>
            <pre className="code-block" tabIndex={0} aria-label={`${current.label} snippet`}>
              {current.snippet}
            </pre>
            {current.secretStep && <p className="muted snippet-secret">{current.secretStep}</p>}
          </div>
        </div>
      )}
    </Panel>
  );
}
