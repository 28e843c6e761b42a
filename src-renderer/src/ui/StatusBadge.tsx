import type { ReactNode } from 'react';
import type { QueueStatus } from '../../../src-shared/app-state.ts';
import { statusLabel } from '../format.ts';

/** Status as a word first and a colour second, so it reads the same without colour vision. */
export function StatusBadge({ status }: { status: QueueStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

export function Tag({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info'; children: ReactNode }) {
  return <span className={`tag tag-${tone}`}>{children}</span>;
}
