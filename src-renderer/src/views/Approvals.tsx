// The person's decision point: every mutating call waits here with exactly what will run, in arrival order, and
// after each decision the person sees what became of the call.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { findInvisibles, stringsIn } from '../code/invisible-chars.ts';
import { decisionFeedback, type DecisionFeedback } from '../decision-feedback.ts';
import { forPerson, multilineStrings, prettyJson } from '../format.ts';
import { routeHref } from '../routes.ts';
import { useApp, useTargetLabel } from '../store/interlock-context.tsx';
import { previewImpact } from '../../../src-shared/impact.ts';
import { guardKeys, useCardDecision } from '../ui/card-decision.ts';
import { DecisionRow, ShortcutLegend } from '../ui/DecisionRow.tsx';
import { DiffView, type DiffLineRequest } from '../ui/DiffView.tsx';
import { DenyReason } from '../ui/DenyReason.tsx';
import { BehaviourSection } from '../ui/BehaviourSection.tsx';
import { ImpactSection } from '../ui/ImpactSection.tsx';
import { useNow } from '../ui/hooks.ts';
import { EmptyState, ViewHeader } from '../ui/layout.tsx';
import { MarkedText } from '../ui/MarkedText.tsx';
import { NotificationPermission } from '../ui/notifications.tsx';
import { PlcChangePreview } from '../ui/PlcChangePreview.tsx';
import { ProjectFilePlanLine } from '../ui/ProjectFileState.tsx';
import { Tag } from '../ui/StatusBadge.tsx';
import { Time } from '../ui/Time.tsx';
import { triageItemSelector, TriageList } from '../ui/TriageList.tsx';
import { nextOpen, triageGroups, triageOrder } from '../triage.ts';

export { DROPPED_KEY_NOTE_MS, KEY_GUARD_MS } from '../ui/card-decision.ts';

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
        <ShortcutLegend approval={open} many={ordered.length > 1} />
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
  const cardRef = useRef<HTMLElement>(null);
  const decision = useCardDecision(approval, cardRef, onAnswering, { onStep, onBackToList });
  const { busy, agentPresent, canApprove, reason, setReason, denyingAll, setDenyingAll, agentWaiting, decide, onKeyDown } = decision;
  const targetLabel = useTargetLabel(approval.target);
  const headingId = `approval-${approval.id}-title`;
  const invisibles = useMemo(
    () => findInvisibles([...previewTexts(approval.preview), ...stringsIn(approval.args)]),
    [approval.preview, approval.args],
  );
  const plc = approval.changesRunningPlc === true;

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
    if (focusRequest.guard) guardKeys(card);
    card.focus({ preventScroll: true });
    const top = card.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) card.scrollIntoView({ block: 'start' });
  }, [focusRequest]);

  const headRef = useRef<HTMLElement>(null);
  const barSticky = useSeenFromTop(headRef);
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
      <header className="approval-head" ref={headRef}>
        <h2 id={headingId} className="approval-title">
          {of > 1 && (
            <span className="approval-position">
              {position} of {of}
              <span className="visually-hidden">:</span>
            </span>
          )}{' '}
          {plc && <Tag tone="bad">Running PLC</Tag>} {decision.safety.length > 0 && <Tag tone="bad">Safety</Tag>} {approval.toolTitle} <code className="approval-tool">{approval.tool}</code>
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
      {approval.rebasedAt !== undefined && !approval.stale && agentPresent && <RebasedNote at={approval.rebasedAt} />}
      {/* A running-PLC card leads with its values; why it is approved once follows them. */}
      {approval.onceOnly && agentPresent && !plc && <OnceOnly reason={approval.onceOnly} />}
      {invisibles.length > 0 && (
        <div className="callout callout-warn invisible-warning" role="alert">
          <strong>Hidden characters in this request.</strong>{' '}
          {invisibles.some((f) => f.bidi) ? 'Some change the direction text is shown in, so the code may not read the way it runs. ' : ''}
          Each is shown as a marked name below: {invisibles.map((f) => `${f.name} ×${f.count}`).join(', ')}.
        </div>
      )}

      {/* A running-PLC card shows its values' addresses and safety in its own table. */}
      {impact && approval.preview?.kind !== 'plc' && <ImpactSection impact={impact} onShowLine={(at) => setDiffLine((current) => ({ ...at, seq: (current?.seq ?? 0) + 1 }))} />}
      {impact?.behaviour && approval.preview?.kind !== 'plc' && <BehaviourSection behaviour={impact.behaviour} />}
      {approval.preview?.kind === 'diff' && <DiffView diff={approval.preview.diff} title={approval.preview.title} goTo={diffLine} />}
      {approval.preview?.kind === 'plc' && <PlcChangePreview preview={approval.preview} />}
      {approval.onceOnly && agentPresent && plc && <OnceOnly reason={approval.onceOnly} />}
      {approval.preview?.kind === 'text' && (
        <figure className="preview-text">
          <figcaption>{approval.preview.title}</figcaption>
          <pre className="code-block" tabIndex={0}>
            <MarkedText text={approval.preview.text} />
          </pre>
        </figure>
      )}

      {approval.preview?.projectFile && <ProjectFilePlanLine plan={approval.preview.projectFile} />}

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

      <DecisionRow approval={approval} decision={decision} targetLabel={targetLabel} sticky={barSticky} />
      {/* What goes beyond this one call (a lasting policy, every call of the agent, words to the agent) scrolls with the card. */}
      {agentPresent && !decision.confirmingAlways && !decision.confirmingSafety && (
        <div className="approval-more">
          {/* A call the person started has no agent to read a reason. */}
          {!approval.fromPerson && <DenyReason reason={reason} onReason={setReason} onDeny={() => void decide('deny')} busy={busy} />}
          {!approval.onceOnly && decision.safety.length === 0 && !denyingAll && (
            <button type="button" className="button button-quiet button-small" disabled={!canApprove} onClick={() => decision.setConfirmingAlways(true)}>
              Always approve {approval.tool}…
            </button>
          )}
          {agentWaiting.length > 1 && !denyingAll && (
            <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => setDenyingAll(agentWaiting)}>
              Deny all {agentWaiting.length} from {approval.agentName}…
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * The target changed under a waiting card: what changed it and when, and the way forward. Approving it as it is
 * is off; an edit that can be made again offers a review on the content now, any other is denied with a reason the
 * agent can act on.
 */
function StaleWarning({ approval }: { approval: PendingApproval }) {
  const stale = approval.stale!;
  return (
    <div className="callout callout-warn stale-warning" role="alert">
      <p>
        <strong>{stale.cause === 'approval' ? 'Changed by another approval while this waited.' : 'Changed on disk while waiting.'}</strong> {forPerson(stale.message)} at{' '}
        <Time at={stale.at} />.
      </p>
      {stale.notApplicable ? (
        <p>
          The agent's edit does not apply to the new content ({forPerson(stale.notApplicable)}). Deny it: the agent is told to re-read it and redo its edit.
        </p>
      ) : (
        <p>
          Approving it as it is would fail: the agent's edit was made against the old content.{' '}
          {approval.refreshable
            ? 'Review it on the current content: Interlock makes the same edit on what is there now, if its old text is still there.'
            : 'Deny it: the agent is told to re-read it and redo its edit.'}
        </p>
      )}
    </div>
  );
}

/**
 * Whether the element has come into view from the top of the window (it is on screen, or scrolled past above):
 * the card's head, so its decision bar sticks to the window's bottom only once the card itself is there. Where the
 * browser cannot tell (no IntersectionObserver), the bar sticks.
 */
function useSeenFromTop(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    // The bottom 96 px are where the bar sticks: a head only that far in is not yet a card on screen.
    const observer = new IntersectionObserver(([entry]) => entry && setSeen(entry.isIntersecting || entry.boundingClientRect.bottom <= 0), { rootMargin: '0px 0px -96px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return seen;
}

/** Why the card is approved on its own, said once (a reason that already says "on its own" gets no prefix saying it again). */
function OnceOnly({ reason }: { reason: string }) {
  const said = /on its own/.test(reason) ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}` : `Approve each call on its own: ${reason}`;
  return <p className="approval-once-only">{said}</p>;
}

/** After a review on the current content: approving applies the agent's edit there, not to what it read. */
function RebasedNote({ at }: { at: number }) {
  return (
    <p className="callout callout-info rebased-note">
      <strong>Reviewed on the current content</strong> at <Time at={at} />: the diff and impact below are the agent's edit made on what is there now; approving writes
      that, and the agent is told so with the new content hash.
    </p>
  );
}

/** The texts of a preview that could hide invisible characters. */
function previewTexts(preview: PendingApproval['preview']): string[] {
  if (!preview) return [];
  if (preview.kind === 'diff') return [preview.diff];
  if (preview.kind === 'text') return [preview.text];
  return [...(preview.values ?? []).flatMap((v) => [v.expression, v.next, v.current ?? '']), preview.codeChanges ?? ''];
}
