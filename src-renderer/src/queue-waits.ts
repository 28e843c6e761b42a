// Why a call has not started: it waits for the person, or behind an earlier call on the same target (calls to
// one PLC project or the one CODESYS run one at a time, in arrival order).
import { FINISHED_STATUSES, type QueueEntry } from '../../src-shared/app-state.ts';

export interface WaitReason {
  text: string;
  /** The entry it waits behind, for a link. */
  behind?: QueueEntry;
}

/** `queue` in arrival order, as main keeps it. */
export function waitReasons(queue: readonly QueueEntry[]): Map<string, WaitReason> {
  const reasons = new Map<string, WaitReason>();
  const ahead = new Map<string, QueueEntry[]>();
  for (const entry of queue) {
    if (FINISHED_STATUSES.has(entry.status)) continue;
    const before = ahead.get(entry.target) ?? [];
    if (entry.status === 'awaiting-approval') reasons.set(entry.id, { text: 'Waiting for your decision.' });
    else if (entry.status === 'queued') {
      const blocker = before.find((e) => e.status === 'running' || e.status === 'awaiting-approval') ?? before[0];
      if (blocker) {
        const what = blocker.status === 'awaiting-approval' ? 'which waits for your decision' : blocker.status === 'running' ? 'which is running' : 'which is queued too';
        const place = before.length === 1 ? '' : ` (${before.length} calls ahead)`;
        reasons.set(entry.id, { text: `Queued behind ${blocker.tool} from ${blocker.agentName} on ${entry.target}, ${what}${place}.`, behind: blocker });
      } else {
        reasons.set(entry.id, { text: `Queued: starting on ${entry.target}…` });
      }
    }
    before.push(entry);
    ahead.set(entry.target, before);
  }
  return reasons;
}
