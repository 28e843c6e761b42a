import type { QueueStatus } from '../../../src-shared/app-state.ts';

/** What the agent was told when its call did not succeed: an error for failures, a plain note for a deny or cancel. */
export function EntryMessage({ status, text }: { status: QueueStatus; text: string }) {
  const failure = status === 'failed' || status === 'timed-out';
  return (
    <p className={failure ? 'entry-line entry-error' : 'entry-line'}>
      <span className="muted">Agent was told: </span>
      {text}
    </p>
  );
}
