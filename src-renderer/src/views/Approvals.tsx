// The person's decision point: every mutating call waits here with exactly what will run.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import type { ApprovalDecision } from '../../../src-shared/contract.ts';
import { formatClock, formatCountdown, multilineStrings, prettyJson } from '../format.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { DiffView } from '../ui/DiffView.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, ViewHeader } from '../ui/layout.tsx';

/** Single-key answers on a focused card. "Always" has no key: a persistent policy deserves a deliberate click. */
const SHORTCUTS: Record<string, ApprovalDecision> = { a: 'approve-once', s: 'approve-session', d: 'deny' };

export function ApprovalsView({ focus }: { focus: string | undefined }) {
  const approvals = useApp((app) => app.approvals);
  const listRef = useRef<HTMLOListElement>(null);
  const focusedFor = useRef<string | undefined>(undefined);

  // Opened on one approval (a notification click): bring that card into view and focus, once.
  useEffect(() => {
    if (!focus || focusedFor.current === focus) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-approval-id="${CSS.escape(focus)}"]`);
    if (!card) return;
    focusedFor.current = focus;
    card.focus();
    card.scrollIntoView({ block: 'nearest' });
  }, [focus, approvals.length]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {approvals.length === 1 ? '1 request waiting for your approval' : `${approvals.length} requests waiting for your approval`}
      </p>
      <ViewHeader title="Approvals" subtitle="Agents wait here for your decision before they change anything.">
        <p className="shortcut-legend" id="approval-shortcuts">
          On a focused card: <kbd>A</kbd> approve once · <kbd>S</kbd> approve for this session · <kbd>D</kbd> deny
        </p>
      </ViewHeader>
      {approvals.length === 0 ? (
        <EmptyState title="Nothing is waiting for you">When an agent asks to change a project, its request appears here.</EmptyState>
      ) : (
        <ol className="approval-list" ref={listRef} aria-label="Pending approvals">
          {approvals.map((approval) => (
            <li key={approval.id}>
              <ApprovalCard approval={approval} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function ApprovalCard({ approval }: { approval: PendingApproval }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const cardRef = useRef<HTMLElement>(null);
  // "Always" outlives this call and this agent, so it takes a second, deliberate confirmation.
  const [confirmingAlways, setConfirmingAlways] = useState(false);
  const headingId = `approval-${approval.id}-title`;

  const decide = async (decision: ApprovalDecision) => {
    if (busy) return;
    // Keep keyboard users on the queue of cards: focus moves to the next one once this one is answered.
    const next = cardRef.current?.closest('li')?.nextElementSibling?.querySelector<HTMLElement>('.approval-card')
      ?? cardRef.current?.closest('li')?.previousElementSibling?.querySelector<HTMLElement>('.approval-card');
    const answered = await run(() => bridge.invoke('approval:decide', { approvalId: approval.id, decision }));
    if (answered) {
      if (next) next.focus();
      else document.getElementById('view-title')?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    const decision = SHORTCUTS[event.key.toLowerCase()];
    if (!decision) return;
    event.preventDefault();
    void decide(decision);
  };

  const texts = multilineStrings(approval.args);
  return (
    <article
      ref={cardRef}
      className="card approval-card"
      tabIndex={0}
      aria-labelledby={headingId}
      aria-describedby="approval-shortcuts"
      aria-busy={busy}
      data-approval-id={approval.id}
      onKeyDown={onKeyDown}
    >
      <header className="approval-head">
        <div>
          <h2 id={headingId} className="approval-title">
            {approval.toolTitle} <code className="approval-tool">{approval.tool}</code>
          </h2>
          <dl className="facts">
            <div>
              <dt>Agent</dt>
              <dd>{approval.agentName}</dd>
            </div>
            <div>
              <dt>Target</dt>
              <dd>{approval.target}</dd>
            </div>
            <div>
              <dt>Requested</dt>
              <dd>{formatClock(approval.requestedAt)}</dd>
            </div>
          </dl>
        </div>
        <Expiry requestedAt={approval.requestedAt} expiresAt={approval.expiresAt} />
      </header>

      {approval.preview?.kind === 'diff' && <DiffView diff={approval.preview.diff} title={approval.preview.title} />}
      {approval.preview?.kind === 'text' && (
        <figure className="preview-text">
          <figcaption>{approval.preview.title}</figcaption>
          <pre>{approval.preview.text}</pre>
        </figure>
      )}

      <section className="approval-args" aria-label="Arguments">
        <h3>Arguments, exactly as the agent sent them</h3>
        <pre className="code-block" tabIndex={0} aria-label="Arguments as JSON">{prettyJson(approval.args)}</pre>
        {texts.length > 0 && (
          <details className="multiline-values">
            <summary>Multi-line values, unescaped ({texts.length})</summary>
            {texts.map(({ path, text }) => (
              <figure key={path}>
                <figcaption><code>{path}</code></figcaption>
                <pre className="code-block">{text}</pre>
              </figure>
            ))}
          </details>
        )}
      </section>

      <footer className="approval-actions">
        {confirmingAlways ? (
          <>
            <p className="approval-confirm">
              Run <code>{approval.tool}</code> without asking, for every agent, from now on? Settings lists it; forget it there to be asked again.
            </p>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => decide('approve-always')} autoFocus>
              Yes, always approve {approval.tool}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirmingAlways(false)}>
              Back
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => decide('approve-once')} aria-keyshortcuts="A">
              Approve once
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => decide('approve-session')}
              aria-keyshortcuts="S"
              title={`Also approve later ${approval.tool} calls from ${approval.agentName} until it disconnects`}
            >
              Approve for this session
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirmingAlways(true)}>
              Always approve {approval.tool}…
            </button>
            <button type="button" className="button button-danger" disabled={busy} onClick={() => decide('deny')} aria-keyshortcuts="D">
              Deny
            </button>
          </>
        )}
        {error && (
          <p className="inline-error" role="alert">
            {error}
          </p>
        )}
      </footer>
    </article>
  );
}

function Expiry({ requestedAt, expiresAt }: { requestedAt: number; expiresAt: number }) {
  const now = useNow(1000);
  const left = expiresAt - now;
  const total = Math.max(1, expiresAt - requestedAt);
  const urgent = left < 20_000;
  return (
    <div className={`expiry${urgent ? ' expiry-urgent' : ''}`}>
      <span className="expiry-label">Denied automatically in</span>
      <span className="expiry-time">{formatCountdown(left)}</span>
      <progress className="expiry-bar" max={total} value={Math.max(0, left)} aria-label="Time left to decide" />
    </div>
  );
}
