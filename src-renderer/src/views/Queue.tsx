// Every tool call: what waits, what runs (with progress and live output), and how each one ended.
import { useEffect, useMemo, useRef } from 'react';
import { FINISHED_STATUSES, type QueueEntry } from '../../../src-shared/app-state.ts';
import { decisionText, formatDuration, forPerson, plural } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { routeHref } from '../routes.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { EntryMessage } from '../ui/EntryMessage.tsx';
import { EntryRow } from '../ui/EntryRow.tsx';
import { waitReasons, type WaitReason } from '../queue-waits.ts';
import { InlineError } from '../ui/InlineError.tsx';

export function QueueView({ focus }: { focus?: string | undefined } = {}) {
  const queue = useApp((app) => app.queue);
  const reasons = useMemo(() => waitReasons(queue), [queue]);
  useFocusEntry(focus);
  // Waiting and running calls oldest first, the order they run in and Approvals lists them in; finished ones newest first.
  const { active, finished } = useMemo(
    () => ({
      active: queue.filter((e) => !FINISHED_STATUSES.has(e.status)),
      finished: queue.filter((e) => FINISHED_STATUSES.has(e.status)).reverse(),
    }),
    [queue],
  );

  return (
    <>
      <ViewHeader title="Queue" subtitle="Calls to the same target run one at a time, in the order they arrived." />
      <Panel title={`Active, oldest first (${active.length})`}>
        {active.length === 0 ? <EmptyState title="Nothing is queued or running" /> : <EntryList entries={active} reasons={reasons} />}
      </Panel>
      <Panel title={`Finished, newest first (${finished.length})`}>
        {finished.length === 0 ? <EmptyState title="No finished calls yet" /> : <EntryList entries={finished} reasons={reasons} />}
      </Panel>
    </>
  );
}

/** Opened from a link to one entry (the feedback after a decision): scroll it into view and focus it, once. */
function useFocusEntry(focus: string | undefined) {
  const done = useRef<string | undefined>(undefined);
  const present = useApp((app) => (focus ? app.queue.some((e) => e.id === focus) : false));
  useEffect(() => {
    if (!focus || !present || done.current === focus) return;
    const element = document.querySelector<HTMLElement>(`article[data-entry-id="${CSS.escape(focus)}"]`);
    if (!element) return;
    done.current = focus;
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
  }, [focus, present]);
}

function EntryList({ entries, reasons }: { entries: QueueEntry[]; reasons: Map<string, WaitReason> }) {
  return (
    <ol className="entry-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <QueueItem entry={entry} reason={reasons.get(entry.id)} />
        </li>
      ))}
    </ol>
  );
}

function QueueItem({ entry, reason }: { entry: QueueEntry; reason: WaitReason | undefined }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const cancellable = entry.status === 'queued' || entry.status === 'awaiting-approval' || entry.status === 'running';
  return (
    <EntryRow
      id={entry.id}
      status={entry.status}
      findings={entry.findings}
      tool={entry.tool}
      target={entry.target}
      targetName={entry.targetName}
      agent={entry.agentName}
      time={<Time at={entry.createdAt} />}
      duration={<EntryDuration entry={entry} />}
      actions={
        cancellable && (
          <button type="button" className="button button-small" disabled={busy} onClick={() => run(() => bridge.invoke('queue:cancel', { entryId: entry.id }))}>
            Cancel<span className="visually-hidden"> {entry.tool}</span>
          </button>
        )
      }
    >
      <p className="entry-args">
        <code>{entry.argsSummary}</code>
      </p>
      {entry.status === 'awaiting-approval' && (
        <p className="entry-line">
          Waiting for your decision. <a href={routeHref('approvals')}>Review it in Approvals</a>
        </p>
      )}
      {entry.status === 'queued' && reason && (
        <p className="entry-line entry-wait">
          {reason.text}
          {reason.behind && (
            <>
              {' '}
              <a href={routeHref('queue', reason.behind.id)}>Show it</a>
            </>
          )}
        </p>
      )}
      {entry.findings && (entry.findings.errors > 0 || entry.findings.warnings > 0) && (
        <p className={`entry-line${entry.findings.errors > 0 ? ' entry-error' : ''}`}>
          Found {plural(entry.findings.errors, 'error')} and {plural(entry.findings.warnings, 'warning')}.{' '}
          <a href={routeHref('diagnostics')}>Open Diagnostics</a>
        </p>
      )}
      {entry.status === 'running' && entry.progress && <Progress entry={entry} />}
      {entry.decision && entry.status !== 'awaiting-approval' && <p className="entry-line">{decisionText(entry.decision)}</p>}
      {entry.resultSummary && <p className="entry-line entry-result">{forPerson(entry.resultSummary)}</p>}
      {entry.error && <EntryMessage status={entry.status} text={entry.error} />}
      {entry.output.length > 0 && <Output entry={entry} />}
      <InlineError error={error} />
    </EntryRow>
  );
}

function EntryDuration({ entry }: { entry: QueueEntry }) {
  if (entry.durationMs !== undefined) return formatDuration(entry.durationMs);
  if (entry.status === 'running' && entry.startedAt !== undefined) return <LiveDuration since={entry.startedAt} />;
  return null;
}

function LiveDuration({ since }: { since: number }) {
  const now = useNow(1000);
  return formatDuration(now - since);
}

function Progress({ entry }: { entry: QueueEntry }) {
  const { message, progress, total } = entry.progress!;
  const determinate = progress !== undefined && total !== undefined && total > 0;
  return (
    <div className="entry-progress">
      <progress max={determinate ? total : undefined} value={determinate ? progress : undefined} aria-label={`Progress of ${entry.tool}`} />
      <span className="entry-progress-text">
        {message}
        {determinate && ` (${Math.round((progress / total) * 100)} %)`}
      </span>
    </div>
  );
}

/** Streamed output; follows the newest line while the person has not scrolled up to read. */
function Output({ entry }: { entry: QueueEntry }) {
  const ref = useRef<HTMLPreElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const pre = ref.current;
    if (pre && following.current) pre.scrollTop = pre.scrollHeight;
  }, [entry.output]);
  return (
    <details className="entry-output" open={entry.status === 'running'}>
      <summary>Output ({plural(entry.output.length, 'line')})</summary>
      <pre
        ref={ref}
        className="code-block output-block"
        tabIndex={0}
        aria-label={`Output of ${entry.tool}`}
        onScroll={(event) => {
          const pre = event.currentTarget;
          following.current = pre.scrollHeight - pre.scrollTop - pre.clientHeight < 24;
        }}
      >
        {entry.output.join('\n')}
      </pre>
    </details>
  );
}
