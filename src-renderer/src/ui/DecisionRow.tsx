// The decision bar of an approval card: only the answers to this one call, the countdown, and the confirmations that
// take their place (deny all from an agent, always approve, approve a safety-relevant change). It sticks to the
// bottom of the window while its card is on screen (`sticky`), so the decision and the clock never scroll away; while
// the card is below the window, it stays at the card's end instead of standing in for a card nobody sees.
import { useId, useState } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { RULE_NEVER_COVERS, ruleWhere, scopeChoices } from '../../../src-shared/always-approve.ts';
import type { AlwaysScope } from '../../../src-shared/contract.ts';
import { formatCountdown } from '../format.ts';
import { useBridge } from '../store/interlock-context.tsx';
import { cardShortcuts, SHORTCUT_WORDS, type CardDecision } from './card-decision.ts';
import { useAction, useNow } from './hooks.ts';
import { InlineError } from './InlineError.tsx';
import { Time } from './Time.tsx';

export function DecisionRow({ approval, decision, targetLabel, sticky = true }: { approval: PendingApproval; decision: CardDecision; targetLabel: string; sticky?: boolean }) {
  const { busy, error, agentPresent, canApprove, stale, safety, reason, denyingAll, setDenyingAll, droppedKey, decide, denyAll } = decision;
  const plc = approval.changesRunningPlc === true;
  const approveLabel = plc ? 'Approve once on the PLC' : 'Approve once';
  return (
    <footer className={`approval-actions${sticky ? ' approval-actions-sticky' : ''}`}>
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
        ) : decision.confirmingAlways ? (
          <AlwaysConfirm approval={approval} decision={decision} />
        ) : decision.confirmingSafety && agentPresent && !stale ? (
          <SafetyConfirm approval={approval} decision={decision} approveLabel={approveLabel} targetLabel={targetLabel} />
        ) : !agentPresent ? (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => decide('deny')}>
            Dismiss
          </button>
        ) : (
          <>
            {/* Deny comes first in the tab order: tabbing onward from the card never lands on an approval by accident. On a safety or stale card it is the primary answer. */}
            <button
              type="button"
              className={`button button-danger${stale || safety.length > 0 ? ' button-danger-primary' : ''}`}
              disabled={busy}
              onClick={() => decide('deny')}
              aria-keyshortcuts="D"
            >
              Deny
            </button>
            {stale && approval.refreshable && !approval.stale?.notApplicable && <RefreshPreview approval={approval} />}
            {safety.length > 0 ? (
              // Opens the second step; never approves by itself, so no click-through, Enter or double click can.
              <button type="button" className="button" disabled={!canApprove} onClick={() => decision.setConfirmingSafety(true)} aria-haspopup="true">
                {approveLabel}…
              </button>
            ) : (
              <button
                type="button"
                className={`button ${stale ? '' : plc ? 'button-plc' : 'button-primary'}`}
                disabled={!canApprove}
                onClick={() => decide('approve-once')}
                aria-keyshortcuts="A"
                title={stale ? 'The target changed since this card was made: review it on the content now, or deny it' : undefined}
              >
                {approveLabel}
              </button>
            )}
            {!approval.onceOnly && safety.length === 0 && (
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
            {droppedKey.why === 'safety' ? (
              <>
                <kbd>{droppedKey.key}</kbd> does not approve a change to a safety-relevant signal ({safety.join(', ')}): choose “{approveLabel}…” and confirm.
              </>
            ) : (
              <>
                <kbd>{droppedKey.key}</kbd> was not taken: this card has only just come up after your last answer. Press it again to {SHORTCUT_WORDS[droppedKey.decision]}.
              </>
            )}
          </>
        )}
      </p>
      <InlineError error={error} />
    </footer>
  );
}

/**
 * The second step of approving a safety-relevant change: it names the signals, and its approve button only works
 * once the person ticked that they checked them (a click, Space or a screen reader's activation on the tick box),
 * so neither a double click nor a repeated Enter gets through.
 */
function SafetyConfirm({ approval, decision, approveLabel, targetLabel }: { approval: PendingApproval; decision: CardDecision; approveLabel: string; targetLabel: string }) {
  const [checked, setChecked] = useState(false);
  const id = useId();
  const names = decision.safety.join(', ');
  return (
    <div className="safety-confirm" role="group" aria-labelledby={`${id}-q`}>
      <p className="approval-confirm" id={`${id}-q`}>
        This changes safety-relevant {decision.safety.length === 1 ? 'signal' : 'signals'} <strong>{names}</strong> on {approval.targetName ?? targetLabel}. Approve it once?
      </p>
      <label className="safety-check">
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} autoFocus />I checked what it does to {names}
      </label>
      <button type="button" className="button button-primary" disabled={decision.busy} onClick={() => decision.setConfirmingSafety(false)}>
        Back
      </button>
      <button type="button" className="button" disabled={!checked || !decision.canApprove} onClick={() => void decision.decide('approve-once')}>
        {approveLabel}: {names}
      </button>
    </div>
  );
}

function AlwaysConfirm({ approval, decision }: { approval: PendingApproval; decision: CardDecision }) {
  const { busy, canApprove, alwaysScope, setAlwaysScope, setConfirmingAlways, decide } = decision;
  return (
    <>
      <p className="approval-confirm">
        Run <code>{approval.tool}</code> without asking, {alwaysScope.agent === 'this' ? `for calls from ${approval.agentName}` : 'for every agent'}, from now on,{' '}
        {alwaysWhere(approval, alwaysScope)}? Each call it lets through shows on the Overview; Settings lists the rule, forget it there to be asked again.
      </p>
      <p className="approval-confirm rule-never">{RULE_NEVER_COVERS}</p>
      <AlwaysScopeChoice approval={approval} value={alwaysScope} onChange={setAlwaysScope} />
      <AlwaysAgentChoice approval={approval} value={alwaysScope} onChange={setAlwaysScope} />
      <button type="button" className="button" disabled={busy} onClick={() => setConfirmingAlways(false)}>
        Back
      </button>
      <button type="button" className="button button-primary" disabled={!canApprove} onClick={() => decide('approve-always', alwaysScope)} autoFocus>
        Yes, always approve {approval.tool}
      </button>
    </>
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
      <select id={id} value={key(value)} onChange={(event) => onChange({ ...options.find(([, scope]) => key(scope) === event.target.value)![1], ...(value.agent ? { agent: value.agent } : {}) })}>
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

/** Whose calls the rule covers: this card's agent (by the name its client reports) or any agent. */
function AlwaysAgentChoice({ approval, value, onChange }: { approval: PendingApproval; value: AlwaysScope; onChange: (scope: AlwaysScope) => void }) {
  const id = `approval-${approval.id}-always-who`;
  return (
    <div className="always-where-choice">
      <label htmlFor={id}>From</label>
      <select id={id} value={value.agent ?? 'any'} onChange={(event) => onChange({ ...value, agent: event.target.value === 'this' ? 'this' : 'any' })}>
        <option value="this">Only {approval.agentName} (the name its client reports)</option>
        <option value="any">Any agent</option>
      </select>
    </div>
  );
}

function alwaysWhere(approval: PendingApproval, scope: AlwaysScope): string {
  if (scope.scope === 'everywhere' || !approval.where) return ruleWhere({});
  return ruleWhere({ project: approval.where.project, ...(scope.scope === 'within' ? { within: scope.within } : {}) });
}

/** The diff of the waiting call against what is on disk now; the stale mark goes once it is computed. */
function RefreshPreview({ approval }: { approval: PendingApproval }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  return (
    <>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => run(() => bridge.invoke('approval:refresh-preview', { approvalId: approval.id }))}>
        Review on the current content
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

/** The header's keys for the open card: only those this card takes (no S where it offers no session approval). */
export function ShortcutLegend({ approval, many }: { approval: PendingApproval | undefined; many: boolean }) {
  const keys = approval ? cardShortcuts(approval) : [];
  const words: Array<[string, string]> = [
    ...(keys.includes('approve-once') ? [['A', 'approve once'] as [string, string]] : []),
    ...(keys.includes('approve-session') ? [['S', 'approve for this session'] as [string, string]] : []),
    ['D', 'deny'],
  ];
  const safety = approval !== undefined && !keys.includes('approve-once');
  return (
    <p className="shortcut-legend" id="approval-shortcuts">
      On a focused card:{' '}
      {words.map(([key, word], i) => (
        <span key={key}>
          {i > 0 && ' · '}
          <kbd>{key}</kbd> {word}
        </span>
      ))}
      {safety && ' · approving a safety-relevant change takes a confirmation, no key'}
      {many && (
        <>
          {' '}
          · <kbd>N</kbd> / <kbd>P</kbd> next / previous call · <kbd>Esc</kbd> back to the list
        </>
      )}
    </p>
  );
}
