// The waiting calls in brief when more than one waits: one line each (what it would do to the machine, the object,
// the agent, time left), grouped by project, calls to a running PLC first and safety-relevant calls first in each
// group. The chosen one opens in full below the list.
import { useMemo, type KeyboardEvent } from 'react';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import { formatCountdown, plural } from '../format.ts';
import { useApp } from '../store/interlock-context.tsx';
import { callPlace, callSummary, type TriageGroup } from '../triage.ts';
import { useNow } from './hooks.ts';
import { Tag } from './StatusBadge.tsx';

/** Under this many seconds left, an item's countdown turns red (as the card's does). */
const URGENT_MS = 20_000;

/** The list item of a waiting call, for focusing it from outside (Escape on the open card comes back here). */
export const triageItemSelector = (approvalId: string) => `.triage-item[data-approval-id="${CSS.escape(approvalId)}"]`;

/**
 * `onChoose(id)` opens a call (arrow keys move through the list and open as they go); `onRead(id)` opens it and
 * moves focus into its card (a click, Enter), where the card's own keys answer it.
 */
export function TriageList({
  groups,
  openId,
  targetLabel,
  onChoose,
  onRead,
}: {
  groups: readonly TriageGroup[];
  openId: string;
  targetLabel: (key: string) => string;
  onChoose: (approvalId: string) => void;
  onRead: (approvalId: string) => void;
}) {
  const now = useNow(1000);
  const queue = useApp((app) => app.queue);
  const agents = useApp((app) => app.agents);
  const argsSummaries = useMemo(() => new Map(queue.map((e) => [e.id, e.argsSummary])), [queue]);
  const order = groups.flatMap((g) => g.approvals.map((a) => a.id));
  const count = order.length;

  // Arrow keys move between the calls and open each one as they go (only the open one is in the tab order).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = (event.target as HTMLElement).closest<HTMLElement>('.triage-item')?.dataset.approvalId;
    if (from === undefined) return;
    const at = order.indexOf(from);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const id = order[Math.min(count - 1, Math.max(0, to))]!;
    onChoose(id);
    event.currentTarget.querySelector<HTMLElement>(triageItemSelector(id))?.focus();
  };

  return (
    <section className="triage" aria-labelledby="triage-title" aria-describedby="triage-keys" onKeyDown={onKeyDown}>
      <div className="triage-head">
        <h2 id="triage-title">{plural(count, 'call')} waiting</h2>
        <p id="triage-keys" className="triage-keys">
          <kbd>↑</kbd> <kbd>↓</kbd> choose · <kbd>Enter</kbd> read and answer
        </p>
      </div>
      {groups.map((group, g) => (
        <div key={group.key} className={`triage-group${group.runningPlc ? ' triage-group-plc' : ''}`} role="group" aria-labelledby={`triage-group-${g}`}>
          <h3 id={`triage-group-${g}`} className="triage-group-title">
            {group.runningPlc && (
              <>
                <Tag tone="bad">Running PLC</Tag>{' '}
              </>
            )}
            <span className="triage-group-label" title={group.path}>
              {group.label}
            </span>{' '}
            <span className="triage-group-count">({group.approvals.length})</span>
          </h3>
          <ul className="triage-items">
            {group.approvals.map((approval) => (
              <li key={approval.id}>
                <TriageItem
                  approval={approval}
                  open={approval.id === openId}
                  now={now}
                  agentPresent={approval.state !== 'agent-left' && (approval.fromPerson === true || approval.agentId in agents)}
                  argsSummary={argsSummaries.get(approval.entryId)}
                  targetLabel={targetLabel}
                  onRead={onRead}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function TriageItem({
  approval,
  open,
  now,
  agentPresent,
  argsSummary,
  targetLabel,
  onRead,
}: {
  approval: PendingApproval;
  open: boolean;
  now: number;
  agentPresent: boolean;
  argsSummary: string | undefined;
  targetLabel: (key: string) => string;
  onRead: (approvalId: string) => void;
}) {
  const { object } = callPlace(approval, targetLabel);
  const summary = useMemo(() => callSummary(approval, argsSummary), [approval, argsSummary]);
  const left = approval.expiresAt === null ? null : approval.expiresAt - now;
  return (
    <button
      type="button"
      className={`triage-item${open ? ' triage-item-open' : ''}${approval.changesRunningPlc ? ' triage-item-plc' : ''}`}
      data-approval-id={approval.id}
      aria-current={open ? 'true' : undefined}
      tabIndex={open ? 0 : -1}
      onClick={() => onRead(approval.id)}
    >
      {/* What the call does leads; the tool's generic title is left to the card (its name stays for screen readers). */}
      <span className="triage-summary" title={summary.text}>
        {summary.safety && (
          <>
            <Tag tone="bad">Safety</Tag>{' '}
          </>
        )}
        {summary.text}
      </span>
      <span className="triage-what">
        <span className="visually-hidden">{approval.toolTitle}: </span>
        {object && <span className="triage-object">{object}</span>}
      </span>
      <span className="triage-agent">{approval.agentName}</span>
      <span className="triage-state">
        {!agentPresent ? (
          <Tag tone="bad">Agent left</Tag>
        ) : (
          <>
            {approval.stale && <Tag tone="warn">Changed on disk</Tag>}
            {left === null ? (
              <span className="triage-time">no time limit</span>
            ) : (
              <span className={`triage-time${left < URGENT_MS ? ' triage-time-urgent' : ''}`}>
                {formatCountdown(left)}
                <span className="visually-hidden"> left</span>
              </span>
            )}
          </>
        )}
      </span>
    </button>
  );
}
