import type { ReactNode } from 'react';
import type { QueueEntry, QueueStatus } from '../../../src-shared/app-state.ts';
import { plural, statusLabel } from '../format.ts';

/**
 * Status as a word first and a colour second, so it reads the same without colour vision. A call that ran but
 * found errors (a compile) is never shown in green.
 */
export function StatusBadge({ status, findings }: { status: QueueStatus; findings?: QueueEntry['findings'] | undefined }) {
  if (status === 'succeeded' && findings && findings.errors > 0) {
    return (
      <span className="badge badge-failed" data-status="succeeded-with-errors" title="The call ran, and what it checked has errors">
        {plural(findings.errors, 'error')}
      </span>
    );
  }
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

export function Tag({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info'; children: ReactNode }) {
  return <span className={`tag tag-${tone}`}>{children}</span>;
}
