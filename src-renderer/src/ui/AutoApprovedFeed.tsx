// "Approved by your rules": every call one of the person's "always approve" rules let through without a card, live,
// newest first, with the rule that did it. Each opens its History record. Seeing the feed clears the tray's count.
import { useEffect } from 'react';
import { ruleText } from '../../../src-shared/always-approve.ts';
import type { AutoApproval } from '../../../src-shared/app-state.ts';
import { plural } from '../format.ts';
import { routeHref } from '../routes.ts';
import { useApp, useBridge, useTargetLabel } from '../store/interlock-context.tsx';
import { Panel } from './layout.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { Time } from './Time.tsx';

/** How many the Overview shows; History keeps them all. */
export const FEED_SHOWN = 8;

export function AutoApprovedFeed() {
  const approved = useApp((app) => app.autoApproved);
  const unseen = useApp((app) => app.autoApprovedUnseen);
  const bridge = useBridge();
  // The person has the Overview in front of them: what it lists is seen (the tray stops counting it).
  useEffect(() => {
    if (unseen === 0) return;
    const markSeen = () => {
      if (document.visibilityState === 'visible') void bridge.invoke('auto-approvals:seen', {}).catch(() => undefined);
    };
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [bridge, unseen]);
  if (approved.length === 0) return null;
  return (
    <Panel title="Approved by your rules" className="auto-approved">
      <p className="muted">
        {plural(approved.length, 'call')} your “always approve” rules let through without asking{approved.length > FEED_SHOWN ? `; the newest ${FEED_SHOWN} are here, History has them all` : ''}.
      </p>
      <ol className="auto-approved-list" aria-live="polite">
        {approved.slice(0, FEED_SHOWN).map((item) => (
          <li key={item.entryId}>
            <AutoApprovedItem item={item} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function AutoApprovedItem({ item }: { item: AutoApproval }) {
  const targetLabel = useTargetLabel(item.target);
  const status = useApp((app) => app.queue.findLast((e) => e.id === item.entryId)?.status);
  const safety = item.impactLine?.startsWith('SAFETY') === true;
  return (
    <a className="auto-approved-item" href={routeHref('history', item.entryId)}>
      <span className="auto-approved-head">
        <strong className="auto-approved-agent">{item.agentName}</strong> <code>{item.tool}</code> <span className="auto-approved-target">on {item.targetName ?? targetLabel}</span>
        {status && <StatusBadge status={status} />}
        <Time className="muted auto-approved-time" at={item.at} />
      </span>
      {item.impactLine && <span className={`auto-approved-impact${safety ? ' auto-approved-impact-safety' : ''}`}>{item.impactLine}</span>}
      <span className="auto-approved-rule">Rule: always approve {ruleText(item.rule)}</span>
    </a>
  );
}
