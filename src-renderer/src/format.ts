// How times, durations and statuses read on screen.
import { ruleText } from '../../src-shared/always-approve.ts';
import type { DecisionRecord, QueueStatus } from '../../src-shared/app-state.ts';

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/** `m:ss` for a countdown, never negative. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

export function formatClock(at: number | string): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function formatDateTime(at: number | string): string {
  return new Date(at).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function formatAgo(at: number, now: number): string {
  const seconds = Math.floor((now - at) / 1000);
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

const STATUS_LABELS: Record<QueueStatus, string> = {
  queued: 'Queued',
  'awaiting-approval': 'Awaiting approval',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  denied: 'Denied',
  cancelled: 'Cancelled',
  'timed-out': 'Timed out',
};

export function statusLabel(status: QueueStatus): string {
  return STATUS_LABELS[status];
}

/** Pretty JSON of a value as it arrived; never throws (a cycle cannot cross the wire, but be safe). */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Every string in `value` that spans several lines (code, file contents), with the path to it. */
export function multilineStrings(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return value.includes('\n') ? [{ path: path || '(value)', text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => multilineStrings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => multilineStrings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

export { plural } from '../../src-shared/plural.ts';

const DECISION_TEXT: Record<DecisionRecord['by'], { approved: string; denied: string }> = {
  'read-only': { approved: 'Ran without approval (read-only)', denied: 'Not run' },
  person: { approved: 'Approved by you', denied: 'Denied by you' },
  'policy:session': { approved: 'Approved for this agent session', denied: 'Denied' },
  'policy:token-window': { approved: 'Approved for 10 minutes for this token', denied: 'Denied' },
  'policy:always': { approved: 'Approved by your always-approve rule', denied: 'Denied' },
  timeout: { approved: 'Approved', denied: 'Denied: nobody answered in time' },
  'no-ui': { approved: 'Approved', denied: 'Denied: no Interlock window was open' },
  cancelled: { approved: 'Approved', denied: 'Cancelled before it ran' },
  'host-stopped': { approved: 'Approved', denied: 'Not run: Interlock stopped while it waited for approval' },
};

/** Who or what let a call through (or stopped it), in one short sentence. */
export function decisionText(decision: DecisionRecord): string {
  if (decision.by === 'policy:always' && decision.outcome === 'approved' && decision.rule) return `Approved by your rule: always approve ${ruleText(decision.rule)}`;
  return DECISION_TEXT[decision.by]?.[decision.outcome] ?? `${decision.outcome} (${decision.by})`;
}

/** A moment in UTC, to the second, as the tooltip of a local time says it. */
export function formatUtc(at: number | string): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Agent-facing instructions in a message, and what a person says instead. */
const FOR_A_PERSON: Array<[RegExp, string]> = [
  // "(its content_hash is now sha256:…, not sha256:…)": the agent's bookkeeping, not the person's.
  [/\s*\((?:its |their )?content_hash[^)]*\)/g, ''],
  [/\(sha256:[0-9a-f]{6,}…?[,;] /g, '('],
  [/[,;]? ?\bsha256:[0-9a-f]{6,}…?/g, ''],
  [/\s*\(\)/g, ''],
  [/[Rr]ead (?:it|them) again with [a-z_]+ and redo the edit/g, 'the agent has to read it again and redo its edit'],
  [/[Cc]all [a-z_]+ again(?: and redo the edit)?/g, 'The agent has to read it again and redo its edit'],
  [/\s*Do not retry the same call unless they ask for it\./g, ''],
  [/\s*Follow what they said before you try again\./g, ''],
];

/**
 * A message written for the agent, said for the person: without content hashes and without telling them to call a
 * tool (the agent does that). What the agent was told exactly stays available where the message is shown.
 */
export function forPerson(text: string): string {
  return FOR_A_PERSON.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
