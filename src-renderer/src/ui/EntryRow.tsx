import type { ReactNode } from 'react';
import type { QueueEntry, QueueStatus } from '../../../src-shared/app-state.ts';
import { useTargetLabel } from '../store/interlock-context.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface EntryRowProps {
  /** Unique per row; names the heading the row is labelled by. */
  id: string;
  status: QueueStatus;
  findings?: QueueEntry['findings'];
  tool: string;
  /** The queue target key; shown by its label while the target is open, the key in the tooltip. */
  target: string;
  /** What the call worked on, when the key does not say it (a CODESYS project and object): shown instead. */
  targetName?: string | undefined;
  tags?: ReactNode;
  agent: ReactNode;
  time: ReactNode;
  duration?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One tool call in a list (Queue, History): status, what ran where, by whom, when, and then its details. */
export function EntryRow({ id, status, findings, tool, target, targetName, tags, agent, time, duration, actions, children }: EntryRowProps) {
  const headingId = `entry-${id}`;
  const targetLabel = useTargetLabel(target);
  return (
    <article className={`entry entry-${status}`} aria-labelledby={headingId} data-entry-id={id} tabIndex={-1}>
      <div className="entry-status">
        <StatusBadge status={status} findings={findings} />
      </div>
      <div className="entry-body">
        <div className="entry-head">
          <h3 id={headingId} className="entry-title">
            <code>{tool}</code>
            <span className="entry-target" title={target}>
              on {targetName ?? targetLabel}
            </span>
            {tags}
          </h3>
          <span className="entry-agent">{agent}</span>
          <span className="entry-time">{time}</span>
          <span className="entry-duration">{duration}</span>
          <span className="entry-actions">{actions}</span>
        </div>
        {children}
      </div>
    </article>
  );
}
