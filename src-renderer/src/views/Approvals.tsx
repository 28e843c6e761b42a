// The person's decision point: every mutating call waits here with exactly what will run, in arrival order, and
// after each decision the person sees what became of the call.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { ruleWhere, scopeChoices } from '../../../src-shared/always-approve.ts';
import type { AlwaysScope, ApprovalDecision } from '../../../src-shared/contract.ts';
import { findInvisibles, stringsIn } from '../code/invisible-chars.ts';
import { decisionFeedback, type DecisionFeedback } from '../decision-feedback.ts';
import { formatCountdown, forPerson, multilineStrings, prettyJson } from '../format.ts';
import { routeHref } from '../routes.ts';
import { useApp, useBridge, useTargetLabel } from '../store/interlock-context.tsx';
import { previewImpact } from '../../../src-shared/impact.ts';
import { DiffView, type DiffLineRequest } from '../ui/DiffView.tsx';
import { DenyReason } from '../ui/DenyReason.tsx';
import { ImpactSection } from '../ui/ImpactSection.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, ViewHeader } from '../ui/layout.tsx';
import { MarkedText } from '../ui/MarkedText.tsx';
import { NotificationPermission } from '../ui/notifications.tsx';
import { PlcChangePreview } from '../ui/PlcChangePreview.tsx';
import { InlineError } from '../ui/InlineError.tsx';
import { Tag } from '../ui/StatusBadge.tsx';
import { Time } from '../ui/Time.tsx';
import { triageItemSelector, TriageList } from '../ui/TriageList.tsx';
import { nextOpen, triageGroups, triageOrder } from '../triage.ts';

/** Single-key answers on a focused card. "Always" has no key: a persistent policy deserves a deliberate click. */
const SHORTCUTS: Record<string, ApprovalDecision> = { a: 'approve-once', s: 'approve-session', d: 'deny' };
const SHORTCUT_WORDS: Record<ApprovalDecision, string> = {
  'approve-once': 'approve it once',
  'approve-session': 'approve it for this session',
  'approve-always': 'always approve it',
  deny: 'deny it',
};
/** How long the note about a key the guard swallowed stays on the decision bar. */
export const DROPPED_KEY_NOTE_MS = 5000;

/**
 * After a decision focus moves to the next card; keys pressed on that card within this time are ignored, so a
 * double press or a held key never answers a card the person has not looked at.
 */
export const KEY_GUARD_MS = 600;
/**
 * When each card that focus was moved to by a decision starts taking keys again. Kept per card, not as one
 * "last decision" time: a decision on another card (a mouse click a moment ago) must not swallow the key the
 * person presses on a card they focused themselves.
 */
const keysIgnoredUntil = new WeakMap<HTMLElement, number>();

export function ApprovalsView({ focus }: { focus: string | undefined }) {
  const approvals = useApp((app) => app.approvals);
  const targets = useApp((app) => app.targets);
  const targetLabel = useCallback((key: string) => targets[key]?.label ?? key, [targets]);
  const groups = useMemo(() => triageGroups(approvals, targetLabel), [approvals, targetLabel]);
  const ordered = useMemo(() => triageOrder(groups), [groups]);
  // The call the person chose to read; when it leaves the list, the one after it in the list's last order opens.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const lastOrder = useRef<string[]>([]);
  const present = new Set(ordered.map((a) => a.id));
  const openId = chosen !== undefined && present.has(chosen) ? chosen : ((chosen !== undefined ? nextOpen(lastOrder.current, chosen, present) : undefined) ?? ordered[0]?.id);
  const open = ordered.find((a) => a.id === openId);
  useEffect(() => {
    lastOrder.current = ordered.map((a) => a.id);
    if (openId !== chosen) setChosen(openId);
  });
  // Where focus goes next: the card that opens (after an answer, with the key guard), or a list item.
  const [focusRequest, setFocusRequest] = useState<CardFocusRequest | null>(null);
  const focusedFor = useRef<string | undefined>(undefined);
  const read = (approvalId: string, guard = false) => {
    setChosen(approvalId);
    setFocusRequest((current) => ({ approvalId, guard, seq: (current?.seq ?? 0) + 1 }));
  };

  // Opened on one approval (a notification click): open that card and focus it, once.
  useEffect(() => {
    if (!focus || focusedFor.current === focus || !approvals.some((a) => a.id === focus)) return;
    focusedFor.current = focus;
    read(focus);
  }, [focus, approvals]);

  /**
   * Called as a card sends its answer; what it returns is called once main took it. The list's order is taken now:
   * main's removal of the card may arrive before its answer does.
   */
  const onAnswering = (approvalId: string) => {
    const order = lastOrder.current;
    return (hadFocus: boolean) => onAnswered(order, approvalId, hadFocus);
  };
  const onAnswered = (order: readonly string[], approvalId: string, hadFocus: boolean) => {
    const next = nextOpen(order, approvalId, new Set(lastOrder.current.filter((id) => id !== approvalId)));
    if (next !== undefined) setChosen(next);
    // Keep keyboard users going: focus moves to the next card once this one is answered, but only when it had focus
    // (a click elsewhere leaves focus where the person put it).
    if (!hadFocus) return;
    if (next !== undefined) read(next, true);
    else focusPastTheLastCall();
  };
  /** N and P on the open card: the next or previous call in the list, without going back to it. */
  const onStep = (approvalId: string, step: 1 | -1) => {
    const order = lastOrder.current;
    const to = order[order.indexOf(approvalId) + step];
    if (to !== undefined) read(to);
  };
  const onBackToList = (approvalId: string) => document.querySelector<HTMLElement>(triageItemSelector(approvalId))?.focus();
  /**
   * The open card went away while it held focus. When no answer from here moved focus on (the call timed out, its
   * agent left, another window answered it), focus follows to the next call as after an answer, so the keyboard is
   * never left on the bare page.
   */
  const [closedWithFocus, setClosedWithFocus] = useState<{ approvalId: string; order: readonly string[] } | null>(null);
  const onClosedWithFocus = (approvalId: string) => setClosedWithFocus({ approvalId, order: lastOrder.current });
  useEffect(() => {
    if (!closedWithFocus) return;
    setClosedWithFocus(null);
    // Still waiting: the person moved to another call, whose card took focus. Or focus already went somewhere.
    if (present.has(closedWithFocus.approvalId) || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const next = nextOpen(closedWithFocus.order, closedWithFocus.approvalId, present);
    if (next !== undefined) read(next, true);
    else focusPastTheLastCall();
  }, [closedWithFocus]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {approvals.length === 1 ? '1 request waiting for your approval' : `${approvals.length} requests waiting for your approval`}
      </p>
      <ViewHeader title="Approvals" subtitle="Agents wait here for your decision before they change anything.">
        <p className="shortcut-legend" id="approval-shortcuts">
          On a focused card: <kbd>A</kbd> approve once · <kbd>S</kbd> approve for this session · <kbd>D</kbd> deny
          {ordered.length > 1 && (
            <>
              {' '}
              · <kbd>N</kbd> / <kbd>P</kbd> next / previous call · <kbd>Esc</kbd> back to the list
            </>
          )}
        </p>
      </ViewHeader>
      {!open ? (
        <EmptyState title="Nothing is waiting for you">When an agent asks to change a project, its request appears here.</EmptyState>
      ) : (
        <>
          {ordered.length > 1 && <TriageList groups={groups} openId={open.id} targetLabel={targetLabel} onChoose={setChosen} onRead={(id) => read(id)} />}
          {/* Only the chosen call is open: one card, one decision bar, never another card's bar under the one being read. */}
          <ApprovalCard
            key={open.id}
            approval={open}
            position={ordered.indexOf(open) + 1}
            of={ordered.length}
            focusRequest={focusRequest?.approvalId === open.id ? focusRequest : null}
            onAnswering={onAnswering}
            onClosedWithFocus={onClosedWithFocus}
            onStep={ordered.length > 1 ? onStep : undefined}
            onBackToList={ordered.length > 1 ? onBackToList : undefined}
          />
        </>
      )}
      <RecentDecisions />
      {/* Last in the tab order: from the heading, Tab goes straight to the list or the card. */}
      <div className="notification-slot">
        <NotificationPermission />
      </div>
    </>
  );
}

/**
 * What the person typed to tell an agent why, by card: kept while they look at other waiting calls (only one card
 * is open at a time), gone with the page.
 */
const typedReasons = new Map<string, string>();

function useReason(approvalId: string): [string, (text: string) => void] {
  const [reason, setReason] = useState(() => typedReasons.get(approvalId) ?? '');
  const keep = (text: string) => {
    if (text === '') typedReasons.delete(approvalId);
    else typedReasons.set(approvalId, text);
    setReason(text);
  };
  return [reason, keep];
}

/** With no call left to open, focus goes to what became of the calls (or the view's heading). */
function focusPastTheLastCall(): void {
  (document.getElementById('recent-decisions-title') ?? document.getElementById('view-title'))?.focus();
}

/** Focus asked for a card as it opens: `guard` when a decision moved it there (see KEY_GUARD_MS). */
interface CardFocusRequest {
  approvalId: string;
  guard: boolean;
  seq: number;
}

/** What happened to the calls decided in the last few minutes, each linked to its queue entry. */
function RecentDecisions() {
  const queue = useApp((app) => app.queue);
  const now = useNow(5000);
  const feedback = useMemo(() => decisionFeedback(queue, now), [queue, now]);
  if (feedback.length === 0) return null;
  return (
    <section className="recent-decisions" aria-labelledby="recent-decisions-title">
      <h2 id="recent-decisions-title">What happened after your decisions</h2>
      <ol className="feedback-list" aria-live="polite">
        {feedback.map((item) => (
          <FeedbackItem key={item.entryId} item={item} />
        ))}
      </ol>
    </section>
  );
}

function FeedbackItem({ item }: { item: DecisionFeedback }) {
  const targetLabel = useTargetLabel(item.target);
  return (
    <li className={`feedback feedback-${item.tone}`} data-entry-id={item.entryId}>
      <p className="feedback-headline">
        <strong>{item.headline}</strong>
      </p>
      <p className="feedback-what">
        <code>{item.tool}</code> on {item.targetName ?? targetLabel} for {item.agentName} · <Time at={item.at} /> ·{' '}
        <a href={routeHref('queue', item.entryId)}>
          Open in Queue<span className="visually-hidden"> ({item.tool})</span>
        </a>
      </p>
      {item.detail && <p className="feedback-detail">{forPerson(item.detail)}</p>}
    </li>
  );
}

function ApprovalCard({
  approval,
  position,
  of,
  focusRequest,
  onAnswering,
  onClosedWithFocus,
  onStep,
  onBackToList,
}: {
  approval: PendingApproval;
  position: number;
  of: number;
  focusRequest: CardFocusRequest | null;
  onAnswering: (approvalId: string) => (hadFocus: boolean) => void;
  onClosedWithFocus: (approvalId: string) => void;
  onStep: ((approvalId: string, step: 1 | -1) => void) | undefined;
  onBackToList: ((approvalId: string) => void) | undefined;
}) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const cardRef = useRef<HTMLElement>(null);
  // "Always" outlives this call and this agent, so it takes a second, deliberate confirmation.
  const [confirmingAlways, setConfirmingAlways] = useState(false);
  // Where that "always" applies: this project (the default), a part of it, or every project.
  const [alwaysScope, setAlwaysScope] = useState<AlwaysScope>(approval.where ? { scope: 'project' } : { scope: 'everywhere' });
  // What the person typed to tell the agent why; sent with any deny from this card.
  const [reason, setReason] = useReason(approval.id);
  // "Deny all waiting from this agent": the cards counted when the person asked, which the confirmation names.
  const [denyingAll, setDenyingAll] = useState<string[] | null>(null);
  // A key the guard below swallowed: said on the decision bar (and to screen readers), never dropped silently.
  const [droppedKey, setDroppedKey] = useState<{ key: string; decision: ApprovalDecision } | null>(null);
  useEffect(() => {
    if (!droppedKey) return;
    const timer = setTimeout(() => setDroppedKey(null), DROPPED_KEY_NOTE_MS);
    return () => clearTimeout(timer);
  }, [droppedKey]);
  const agentWaiting = useApp((app) => app.approvals.filter((a) => a.agentId === approval.agentId && a.state !== 'agent-left').map((a) => a.id).join('\n'));
  // A call the person started themselves (a release from the Online view) has no agent that could leave.
  const agentConnected = useApp((app) => approval.fromPerson === true || approval.agentId in app.agents);
  const targetLabel = useTargetLabel(approval.target);
  // Main marks the card when the call's carrier closed; a vanished agent means the same even before that arrives.
  const agentPresent = approval.state !== 'agent-left' && agentConnected;
  const headingId = `approval-${approval.id}-title`;
  const invisibles = useMemo(
    () => findInvisibles([...previewTexts(approval.preview), ...stringsIn(approval.args)]),
    [approval.preview, approval.args],
  );
  const canApprove = agentPresent && !busy;
  // A stale card's approval would fail at the write (the hash check): Deny, or a fresh preview, is the way forward.
  const stale = Boolean(approval.stale);
  const plc = approval.changesRunningPlc === true;

  const decide = async (decision: ApprovalDecision, always?: AlwaysScope) => {
    if (busy) return;
    if (decision !== 'deny' && !agentPresent) return;
    const card = cardRef.current;
    const hadFocus = card !== null && card.contains(document.activeElement);
    const message = decision === 'deny' && agentPresent ? reason.trim() : '';
    const goOn = onAnswering(approval.id);
    const answered = await run(() => bridge.invoke('approval:decide', { approvalId: approval.id, decision, ...(message ? { message } : {}), ...(always ? { always } : {}) }));
    if (answered) {
      typedReasons.delete(approval.id);
      goOn(hadFocus);
    }
  };

  // As the card closes, while it is still in the page: did it hold focus? (A layout cleanup runs before the removal.)
  const closedWithFocus = useRef(onClosedWithFocus);
  closedWithFocus.current = onClosedWithFocus;
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      if (card?.contains(document.activeElement)) closedWithFocus.current(approval.id);
    };
  }, [approval.id]);

  // Opened for reading (a click in the list, Enter, N/P) or after an answer: take focus, top of the card in view.
  useEffect(() => {
    const card = cardRef.current;
    if (!focusRequest || !card) return;
    if (focusRequest.guard) keysIgnoredUntil.set(card, performance.now() + KEY_GUARD_MS);
    card.focus({ preventScroll: true });
    const top = card.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) card.scrollIntoView({ block: 'start' });
  }, [focusRequest]);

  const denyAll = async (approvalIds: string[]) => {
    const message = reason.trim();
    const done = await run(() => bridge.invoke('approval:deny-agent', { agentId: approval.agentId, approvalIds, ...(message ? { message } : {}) }));
    if (done) {
      for (const id of approvalIds) typedReasons.delete(id);
      setDenyingAll(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
    if ((event.target as HTMLElement).closest('input, textarea, select, button')) return;
    // Moving between waiting calls (only when more than one waits): Escape back to the list, N and P to the neighbours.
    const key = event.key.toLowerCase();
    if (key === 'escape' && onBackToList) {
      event.preventDefault();
      onBackToList(approval.id);
      return;
    }
    if ((key === 'n' || key === 'p') && onStep) {
      event.preventDefault();
      onStep(approval.id, key === 'n' ? 1 : -1);
      return;
    }
    const decision = SHORTCUTS[key];
    if (!decision || (approval.onceOnly && decision === 'approve-session')) return;
    event.preventDefault();
    if (performance.now() < (keysIgnoredUntil.get(event.currentTarget) ?? -Infinity)) {
      setDroppedKey({ key: event.key.toUpperCase(), decision });
      return;
    }
    setDroppedKey(null);
    void decide(decision);
  };

  const texts = multilineStrings(approval.args);
  const impact = previewImpact(approval.preview);
  const [diffLine, setDiffLine] = useState<DiffLineRequest | null>(null);
  return (
    <article
      ref={cardRef}
      className={`card approval-card${plc ? ' approval-card-plc' : ''}${agentPresent ? '' : ' approval-card-gone'}`}
      tabIndex={0}
      aria-labelledby={headingId}
      aria-describedby="approval-shortcuts"
      aria-busy={busy}
      data-approval-id={approval.id}
      onKeyDown={onKeyDown}
    >
      <header className="approval-head">
        <h2 id={headingId} className="approval-title">
          {of > 1 && (
            <span className="approval-position">
              {position} of {of}
              <span className="visually-hidden">:</span>
            </span>
          )}{' '}
          {plc && <Tag tone="bad">Running PLC</Tag>} {approval.toolTitle} <code className="approval-tool">{approval.tool}</code>
        </h2>
        <dl className="facts">
          <div>
            <dt>Agent</dt>
            <dd>{approval.agentName}</dd>
          </div>
          <div>
            <dt>{approval.targetName ? 'Project' : 'Target'}</dt>
            <dd title={approval.target}>{approval.targetName ?? targetLabel}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>
              <Time at={approval.requestedAt} />
            </dd>
          </div>
        </dl>
      </header>

      {!agentPresent && (
        <p className="callout callout-bad" role="alert">
          <strong>The agent that asked for this has left.</strong> {approval.leftReason ? `(${approval.leftReason}) ` : ''}Nothing will run and nobody is
          waiting for an answer; dismiss the card.
        </p>
      )}
      {/* Nothing will run on a card whose agent left: whether its target changed meanwhile no longer matters. */}
      {approval.stale && agentPresent && <StaleWarning approval={approval} />}
      {approval.onceOnly && agentPresent && <p className="approval-once-only">Approve each call on its own: {approval.onceOnly}</p>}
      {invisibles.length > 0 && (
        <div className="callout callout-warn invisible-warning" role="alert">
          <strong>Hidden characters in this request.</strong>{' '}
          {invisibles.some((f) => f.bidi) ? 'Some change the direction text is shown in, so the code may not read the way it runs. ' : ''}
          Each is shown as a marked name below: {invisibles.map((f) => `${f.name} ×${f.count}`).join(', ')}.
        </div>
      )}

      {/* A running-PLC card shows its values' addresses and safety in its own table. */}
      {impact && approval.preview?.kind !== 'plc' && <ImpactSection impact={impact} onShowLine={(at) => setDiffLine((current) => ({ ...at, seq: (current?.seq ?? 0) + 1 }))} />}
      {approval.preview?.kind === 'diff' && <DiffView diff={approval.preview.diff} title={approval.preview.title} goTo={diffLine} />}
      {approval.preview?.kind === 'plc' && <PlcChangePreview preview={approval.preview} />}
      {approval.preview?.kind === 'text' && (
        <figure className="preview-text">
          <figcaption>{approval.preview.title}</figcaption>
          <pre className="code-block" tabIndex={0}>
            <MarkedText text={approval.preview.text} />
          </pre>
        </figure>
      )}

      <section className="approval-args" aria-label="Arguments">
        <h3>{approval.fromPerson ? 'Arguments, exactly as Interlock sends them for you' : 'Arguments, exactly as the agent sent them'}</h3>
        <pre className="code-block args-block" tabIndex={0} aria-label="Arguments as JSON">
          <MarkedText text={prettyJson(approval.args)} />
        </pre>
        {texts.length > 0 && (
          <details className="multiline-values">
            <summary>Multi-line values, unescaped ({texts.length})</summary>
            {texts.map(({ path, text }) => (
              <figure key={path}>
                <figcaption>
                  <code>{path}</code>
                </figcaption>
                <pre className="code-block" tabIndex={0}>
                  <MarkedText text={text} />
                </pre>
              </figure>
            ))}
          </details>
        )}
      </section>

      {/*
        Sticks to the bottom of the window while the card is in view, so the decision and the clock never scroll away.
        Only what answers this call is in it; it stays one or two rows high even at tray size.
      */}
      <footer className="approval-actions">
        {agentPresent && approval.expiresAt === null ? (
          <p className="expiry expiry-none">You started this yourself: it waits for your answer, with no countdown.</p>
        ) : agentPresent && approval.expiresAt !== null ? (
          <Expiry requestedAt={approval.requestedAt} expiresAt={approval.expiresAt} />
        ) : (
          <p className="expiry expiry-stopped">Nobody is waiting for an answer{approval.leftAt !== undefined && <> since <Time at={approval.leftAt} /></>}.</p>
        )}
        <div className="approval-buttons">
          {denyingAll && agentPresent ? (
            <>
              <p className="approval-confirm">
                Deny all {denyingAll.length} waiting calls from {approval.agentName}?{' '}
                {reason.trim() ? `Each gets your reason: “${reason.trim()}”` : 'Open “Deny with a reason…” below to tell the agent why.'}
              </p>
              <button type="button" className="button" disabled={busy} onClick={() => setDenyingAll(null)}>
                Back
              </button>
              <button type="button" className="button button-danger button-danger-primary" disabled={busy} onClick={() => void denyAll(denyingAll)} autoFocus>
                Yes, deny all {denyingAll.length}
              </button>
            </>
          ) : confirmingAlways ? (
            <>
              <p className="approval-confirm">
                Run <code>{approval.tool}</code> without asking, for every agent, from now on, {alwaysWhere(approval, alwaysScope)}? Settings lists it; forget it there to be
                asked again.
              </p>
              <AlwaysScopeChoice approval={approval} value={alwaysScope} onChange={setAlwaysScope} />
              <button type="button" className="button" disabled={busy} onClick={() => setConfirmingAlways(false)}>
                Back
              </button>
              <button type="button" className="button button-primary" disabled={!canApprove} onClick={() => decide('approve-always', alwaysScope)} autoFocus>
                Yes, always approve {approval.tool}
              </button>
            </>
          ) : !agentPresent ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => decide('deny')}>
              Dismiss
            </button>
          ) : (
            <>
              {/* Deny comes first in the tab order: tabbing onward from the card never lands on an approval by accident. */}
              <button type="button" className={`button button-danger${stale ? ' button-danger-primary' : ''}`} disabled={busy} onClick={() => decide('deny')} aria-keyshortcuts="D">
                Deny
              </button>
              {stale && approval.refreshable && <RefreshPreview approval={approval} />}
              <button
                type="button"
                className={`button ${stale ? '' : plc ? 'button-plc' : 'button-primary'}`}
                disabled={!canApprove}
                onClick={() => decide('approve-once')}
                aria-keyshortcuts="A"
                title={stale ? 'The target changed since this card was made: the write will be refused unless the agent reads it again' : undefined}
              >
                {plc ? 'Approve once on the PLC' : 'Approve once'}
              </button>
              {!approval.onceOnly && (
                <button
                  type="button"
                  className="button"
                  disabled={!canApprove}
                  onClick={() => decide('approve-session')}
                  aria-keyshortcuts="S"
                  title={
                    approval.sessionApproval?.kind === 'token-window'
                      ? `Also approve ${approval.tool} for ${approval.sessionApproval.minutes} min, for every agent holding the token (this agent has no session of its own)`
                      : `Also approve later ${approval.tool} calls from ${approval.agentName} until it disconnects`
                  }
                >
                  {approval.sessionApproval?.kind === 'token-window' ? `Approve for ${approval.sessionApproval.minutes} min` : 'Approve for this session'}
                </button>
              )}
            </>
          )}
        </div>
        {/* Always in the page, so screen readers announce the note when it appears. */}
        <p className="key-dropped" role="status">
          {droppedKey && agentPresent && (
            <>
              <kbd>{droppedKey.key}</kbd> was not taken: this card has only just come up after your last answer. Press it again to {SHORTCUT_WORDS[droppedKey.decision]}.
            </>
          )}
        </p>
        <InlineError error={error} />
      </footer>
      {/* What goes beyond this one call (a lasting policy, every call of the agent, words to the agent) scrolls with the card. */}
      {agentPresent && !confirmingAlways && (
        <div className="approval-more">
          {/* A call the person started has no agent to read a reason. */}
          {!approval.fromPerson && <DenyReason reason={reason} onReason={setReason} onDeny={() => void decide('deny')} busy={busy} />}
          {!approval.onceOnly && !denyingAll && (
            <button type="button" className="button button-quiet button-small" disabled={!canApprove} onClick={() => setConfirmingAlways(true)}>
              Always approve {approval.tool}…
            </button>
          )}
          {agentWaiting.includes('\n') && !denyingAll && (
            <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => setDenyingAll(agentWaiting.split('\n'))}>
              Deny all {agentWaiting.split('\n').length} from {approval.agentName}…
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Where an "always approve" from this card applies: its project, a part of it the call works in, or every project. */
function AlwaysScopeChoice({ approval, value, onChange }: { approval: PendingApproval; value: AlwaysScope; onChange: (scope: AlwaysScope) => void }) {
  const id = `approval-${approval.id}-always-where`;
  const options: Array<[string, AlwaysScope]> = [
    ...(approval.where
      ? [
          [`This project: ${approval.where.project}`, { scope: 'project' }] as [string, AlwaysScope],
          ...scopeChoices(approval.where).map((within): [string, AlwaysScope] => [`Only ${within} in this project`, { scope: 'within', within }]),
        ]
      : []),
    ['Every project', { scope: 'everywhere' }],
  ];
  const key = (scope: AlwaysScope) => (scope.scope === 'within' ? `within:${scope.within}` : scope.scope);
  return (
    <div className="always-where-choice">
      <label htmlFor={id}>Where</label>
      <select id={id} value={key(value)} onChange={(event) => onChange(options.find(([, scope]) => key(scope) === event.target.value)![1])}>
        {options.map(([label, scope]) => (
          <option key={key(scope)} value={key(scope)}>
            {label}
          </option>
        ))}
      </select>
      {!approval.where && <p className="approval-once-only">This call works on no one project, so an “always” for it covers every project.</p>}
    </div>
  );
}

function alwaysWhere(approval: PendingApproval, scope: AlwaysScope): string {
  if (scope.scope === 'everywhere' || !approval.where) return ruleWhere({});
  return ruleWhere({ project: approval.where.project, ...(scope.scope === 'within' ? { within: scope.within } : {}) });
}

/** The target changed under a waiting card: say so; the decision bar offers Deny and a fresh preview first. */
function StaleWarning({ approval }: { approval: PendingApproval }) {
  return (
    <div className="callout callout-warn stale-warning" role="alert">
      <p>
        <strong>Changed on disk while waiting.</strong> {forPerson(approval.stale!.message)}
      </p>
      <p>
        Approving would fail: the write is refused because the agent's edit was made against the old content.{' '}
        {approval.refreshable ? 'Deny it, or show a fresh preview against the content now.' : 'Deny it; the agent can read it again and redo its edit.'}
      </p>
    </div>
  );
}

/** The diff of the waiting call against what is on disk now; the stale mark goes once it is computed. */
function RefreshPreview({ approval }: { approval: PendingApproval }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  return (
    <>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => run(() => bridge.invoke('approval:refresh-preview', { approvalId: approval.id }))}>
        Show a fresh preview
      </button>
      <InlineError error={error} />
    </>
  );
}

function Expiry({ requestedAt, expiresAt }: { requestedAt: number; expiresAt: number }) {
  const now = useNow(1000);
  const left = expiresAt - now;
  const total = Math.max(1, expiresAt - requestedAt);
  const urgent = left < 20_000;
  return (
    <div className={`expiry${urgent ? ' expiry-urgent' : ''}`}>
      <span className="expiry-label">Denied automatically in</span> <span className="expiry-time">{formatCountdown(left)}</span>
      <progress className="expiry-bar" max={total} value={Math.max(0, left)} aria-label="Time left to decide" />
    </div>
  );
}

/** The texts of a preview that could hide invisible characters. */
function previewTexts(preview: PendingApproval['preview']): string[] {
  if (!preview) return [];
  if (preview.kind === 'diff') return [preview.diff];
  if (preview.kind === 'text') return [preview.text];
  return [...(preview.values ?? []).flatMap((v) => [v.expression, v.next, v.current ?? '']), preview.codeChanges ?? ''];
}
