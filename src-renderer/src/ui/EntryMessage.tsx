import type { QueueStatus } from '../../../src-shared/app-state.ts';
import { forPerson } from '../format.ts';

/**
 * Why a call did not succeed: an error for failures, a plain note for a deny or cancel. Said for the person (no
 * content hashes, no "call read_pou again"); the exact words the agent got are in the tooltip.
 */
export function EntryMessage({ status, text }: { status: QueueStatus; text: string }) {
  const failure = status === 'failed' || status === 'timed-out';
  const said = forPerson(text);
  return (
    <p className={failure ? 'entry-line entry-error' : 'entry-line'} title={said === text ? undefined : `The agent was told: ${text}`}>
      <span className="muted">{failure ? 'Why: ' : 'Agent was told: '}</span>
      {said}
    </p>
  );
}
