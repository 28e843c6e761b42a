// The forwarding's state on the Diagnostics page: one entry saying where records go, whether the collector is
// reachable, how much waits on disk and what the queue's bound kept out.
import type { DiagnosticsSet } from '../../src-shared/app-state.ts';
import type { ForwardingStatus } from './audit-forwarder.ts';

/** The folder of the data directory that holds the forwarding queue (Interlock's own state: no root reaches it). */
export const AUDIT_FORWARD_FOLDER = 'audit-forward';
export const FORWARDING_TARGET = 'interlock:audit-forwarding';

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The Diagnostics entry for a forwarding status, or null while forwarding is off. */
export function showForwarding(status: ForwardingStatus, now = Date.now()): DiagnosticsSet | null {
  if (status.state === 'off') return null;
  const waiting = status.waitingBytes > 0 ? `${size(status.waitingBytes)} waiting on disk` : 'nothing waiting';
  const state = { connecting: 'connecting', up: 'connected', down: 'collector unreachable' }[status.state];
  const items: DiagnosticsSet['items'] = [];
  if (status.state === 'down') items.push({ severity: 'warning', message: `The collector ${status.collector} is unreachable${status.lastError ? ` (${status.lastError})` : ''}: records wait on disk and go out in order when it is back.` });
  if (status.refused) items.push({ severity: 'error', message: `The collector ${status.collector} refused a record (${status.refused}): it is not counted as delivered and is sent again, with the records after it, until the collector takes it.` });
  if (status.dropped > 0) items.push({ severity: 'error', message: `${status.dropped} records did not fit in the forwarding queue: they are counted and reported to the collector as a record of their own once there is room.` });
  return {
    target: FORWARDING_TARGET,
    source: 'audit forwarding',
    updatedAt: now,
    summary: `Audit forwarding to ${status.collector}: ${state}, ${status.sent} sent since start, ${waiting}${status.resent > 0 ? `, ${status.resent} sent again (the collector had not answered them when the session ended)` : ''}`,
    items,
  };
}
