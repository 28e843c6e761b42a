// The audit log: every finished call, who decided and how it ended. Edits that can still be undone offer Revert.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FINISHED_STATUSES } from '../../../src-shared/app-state.ts';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import type { InvokeResponse } from '../../../src-shared/contract.ts';
import { decisionText, formatDateTime, formatDuration, prettyJson, shortHash } from '../format.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { EntryMessage } from '../ui/EntryMessage.tsx';
import { EntryRow } from '../ui/EntryRow.tsx';
import { Tag } from '../ui/StatusBadge.tsx';

const HISTORY_LIMIT = 200;

export function HistoryView() {
  const bridge = useBridge();
  const [history, setHistory] = useState<InvokeResponse<'audit:list'> | null>(null);
  const { busy, error, run } = useAction();
  const reload = useCallback(() => run(async () => setHistory(await bridge.invoke('audit:list', { limit: HISTORY_LIMIT }))), [bridge, run]);

  // Reload whenever a call finishes, so the log stays current while the view is open.
  const finishedCount = useApp((app) => app.queue.reduce((n, e) => n + (FINISHED_STATUSES.has(e.status) ? 1 : 0), 0));
  useEffect(() => {
    void reload();
  }, [reload, finishedCount]);

  const revertable = useMemo(() => new Set(history?.revertable ?? []), [history]);
  const [revertMessage, setRevertMessage] = useState<string | null>(null);
  const onReverted = useCallback(
    (message: string) => {
      setRevertMessage(message);
      void reload();
    },
    [reload],
  );
  return (
    <>
      <ViewHeader title="History" subtitle={`The newest ${HISTORY_LIMIT} calls from the audit log.`}>
        <button type="button" className="button" onClick={() => reload()} disabled={busy}>
          Reload
        </button>
      </ViewHeader>
      {error && (
        <p className="inline-error" role="alert">
          Could not read the audit log: {error}
        </p>
      )}
      <div role="status">{revertMessage && <p className="callout callout-good">{revertMessage}</p>}</div>
      {history && history.warnings.length > 0 && (
        <div className="callout callout-warn" role="note">
          <p>Some lines of the audit log could not be read and were skipped:</p>
          <ul>
            {history.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {history && (
        <Panel title={`Calls (${history.entries.length})`}>
          {history.entries.length === 0 ? (
            <EmptyState title="The audit log is empty">Finished calls are recorded here, one line each.</EmptyState>
          ) : (
            <ol className="entry-list entry-list-history">
              {history.entries.map((entry) => (
                <li key={entry.id}>
                  <AuditItem entry={entry} revertable={revertable.has(entry.id)} onReverted={onReverted} />
                </li>
              ))}
            </ol>
          )}
        </Panel>
      )}
    </>
  );
}

function AuditItem({ entry, revertable, onReverted }: { entry: AuditEntry; revertable: boolean; onReverted: (message: string) => void }) {
  return (
    <EntryRow
      id={entry.id}
      status={entry.outcome}
      tool={entry.tool}
      target={entry.target}
      tags={entry.revertOf && <Tag tone="info">revert</Tag>}
      agent={
        <>
          {entry.agent.name} <span className="muted">{entry.agent.version}</span>
        </>
      }
      time={<time dateTime={entry.at}>{formatDateTime(entry.at)}</time>}
      duration={formatDuration(entry.durationMs)}
      actions={revertable && <RevertButton entry={entry} onReverted={onReverted} />}
    >
      <p className="entry-line">
        {decisionText(entry.decision)}
        {entry.mutates && ' · changes the project'}
      </p>
      {entry.resultSummary && <p className="entry-line entry-result">{entry.resultSummary}</p>}
      {entry.error && <EntryMessage status={entry.outcome} text={entry.error} />}
      {entry.edits && entry.edits.length > 0 && (
        <ul className="edit-list" aria-label="Edits">
          {entry.edits.map((edit, i) => (
            <li key={i}>
              <code>{edit.location}</code>{' '}
              <span className="muted">
                {shortHash(edit.beforeHash)} → {shortHash(edit.afterHash)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <details className="entry-details">
        <summary>Arguments</summary>
        <pre className="code-block">{prettyJson(entry.args)}</pre>
      </details>
    </EntryRow>
  );
}

/** Revert asks once more in place: it writes to the project just like an agent's edit. */
function RevertButton({ entry, onReverted }: { entry: AuditEntry; onReverted: (message: string) => void }) {
  const bridge = useBridge();
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useAction();
  if (!confirming) {
    return (
      <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
        Revert<span className="visually-hidden"> {entry.tool}</span>
      </button>
    );
  }
  const revert = async () => {
    const result = await run(() => bridge.invoke('audit:revert', { auditId: entry.id }));
    if (result) onReverted(result.message);
  };
  return (
    <span className="confirm" role="group" aria-label={`Revert ${entry.tool}?`}>
      <span>Put the previous content back?</span>
      <button type="button" className="button button-small button-danger" disabled={busy} onClick={revert} autoFocus>
        Revert
      </button>
      <button type="button" className="button button-small" disabled={busy} onClick={() => setConfirming(false)}>
        Keep
      </button>
      {error && (
        <span className="inline-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
