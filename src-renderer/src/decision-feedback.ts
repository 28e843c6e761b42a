// What became of the calls the person just decided (or let run out): derived from the queue, so every open UI
// shows the same answer and a reload loses nothing.
import type { QueueEntry } from '../../src-shared/app-state.ts';

export type FeedbackTone = 'good' | 'bad' | 'neutral' | 'info';

export interface DecisionFeedback {
  entryId: string;
  tool: string;
  target: string;
  targetName?: string;
  agentName: string;
  tone: FeedbackTone;
  /** One sentence: what the decision was and what happened after it. */
  headline: string;
  /** The result or the error, as main reported it. */
  detail?: string;
  at: number;
}

/** How long a decided call stays in the feedback list. */
export const FEEDBACK_WINDOW_MS = 10 * 60_000;
export const MAX_FEEDBACK = 6;

const DECIDED_BY_A_CARD = new Set(['person', 'timeout', 'cancelled']);

/** The newest decided calls first: those a card was shown for, answered by the person, the clock or a cancel. */
export function decisionFeedback(queue: readonly QueueEntry[], now: number): DecisionFeedback[] {
  const out: DecisionFeedback[] = [];
  for (let i = queue.length - 1; i >= 0 && out.length < MAX_FEEDBACK; i--) {
    const entry = queue[i]!;
    if (!entry.mutates || !entry.decision || !DECIDED_BY_A_CARD.has(entry.decision.by)) continue;
    if (entry.status === 'awaiting-approval' || entry.status === 'queued') continue;
    const at = entry.finishedAt ?? entry.startedAt ?? entry.createdAt;
    if (now - at > FEEDBACK_WINDOW_MS) continue;
    out.push({ entryId: entry.id, tool: entry.tool, target: entry.target, ...(entry.targetName ? { targetName: entry.targetName } : {}), agentName: entry.agentName, at, ...describe(entry) });
  }
  return out;
}

function describe(entry: QueueEntry): Pick<DecisionFeedback, 'tone' | 'headline' | 'detail'> {
  const error = entry.error ? { detail: entry.error } : {};
  switch (entry.status) {
    case 'running':
      return { tone: 'info', headline: 'Approved: running now…' };
    case 'succeeded':
      return { tone: 'good', headline: 'Approved: ran and succeeded', ...(entry.resultSummary ? { detail: entry.resultSummary } : {}) };
    case 'failed':
      return { tone: 'bad', headline: 'Approved, but it failed', ...error };
    case 'denied':
      return { tone: 'neutral', headline: 'Denied: the agent was told no and nothing changed', ...error };
    case 'timed-out':
      return { tone: 'bad', headline: 'Timed out: nobody answered in time, so it was denied and nothing changed', ...error };
    case 'cancelled':
      return { tone: 'neutral', headline: 'Cancelled before it ran: nothing changed', ...error };
    default:
      return { tone: 'neutral', headline: entry.status };
  }
}
