// The audit log: every finished call, who decided and how it ended. Edits that can still be undone offer Revert.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FINISHED_STATUSES } from '../../../src-shared/app-state.ts';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import type { EditDiff, InvokeResponse } from '../../../src-shared/contract.ts';
import { decisionText, formatDateTime, formatDuration, prettyJson, shortHash } from '../format.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { EntryMessage } from '../ui/EntryMessage.tsx';
import { EntryRow } from '../ui/EntryRow.tsx';
import { DiffView } from '../ui/DiffView.tsx';
import { Tag } from '../ui/StatusBadge.tsx';

/** Entries fetched per page; "Show older" fetches one more page, up to what the contract allows. */
const PAGE = 100;
const MAX_ENTRIES = 1000;

export function HistoryView() {
  const bridge = useBridge();
  const [history, setHistory] = useState<InvokeResponse<'audit:list'> | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const { busy, error, run } = useAction();
  const reload = useCallback(() => run(async () => setHistory(await bridge.invoke('audit:list', { limit }))), [bridge, run, limit]);
  const shown = useMemo(() => (history ? applyFilter(history.entries, filter) : []), [history, filter]);

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
      <ViewHeader title="History" subtitle="Every finished call from the audit log, newest first.">
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
      {history && history.entries.length > 0 && <HistoryFilters entries={history.entries} filter={filter} onChange={setFilter} />}
      {history && (
        <Panel title={shown.length === history.entries.length ? `Calls (${history.entries.length})` : `Calls (${shown.length} of ${history.entries.length})`}>
          {history.entries.length === 0 ? (
            <EmptyState title="The audit log is empty">Finished calls are recorded here, one line each.</EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No call matches these filters" />
          ) : (
            <ol className="entry-list entry-list-history">
              {shown.map((entry) => (
                <li key={entry.id}>
                  <AuditItem entry={entry} revertable={revertable.has(entry.id)} onReverted={onReverted} />
                </li>
              ))}
            </ol>
          )}
          {history.entries.length >= limit && limit < MAX_ENTRIES && (
            <p className="history-more">
              <button type="button" className="button" disabled={busy} onClick={() => setLimit((n) => Math.min(MAX_ENTRIES, n + PAGE))}>
                Show {PAGE} older calls
              </button>
            </p>
          )}
        </Panel>
      )}
    </>
  );
}

function AuditItem({ entry, revertable, onReverted }: { entry: AuditEntry; revertable: boolean; onReverted: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
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
      actions={
        revertable &&
        !confirming && (
          <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
            Revert<span className="visually-hidden"> {entry.tool}</span>
          </button>
        )
      }
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
      {confirming && <RevertConfirm entry={entry} onReverted={onReverted} onKeep={() => setConfirming(false)} />}
      {entry.edits && entry.edits.length > 0 && entry.outcome === 'succeeded' && !confirming && <EditDiffs entry={entry} />}
      <details className="entry-details">
        <summary>Arguments</summary>
        <pre className="code-block">{prettyJson(entry.args)}</pre>
      </details>
    </EntryRow>
  );
}

/** The edit's diff against the files as they are now, fetched when the person opens it. */
function EditDiffs({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const diffs = useEditDiffs(entry.id, open);
  return (
    <details className="entry-details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Diff</summary>
      {open && <DiffList diffs={diffs} which="diff" />}
    </details>
  );
}

function useEditDiffs(auditId: string, wanted: boolean) {
  const bridge = useBridge();
  const [state, setState] = useState<{ edits: EditDiff[] | null; error: string | null }>({ edits: null, error: null });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    bridge.invoke('audit:edit-diff', { auditId }).then(
      (value) => live && setState({ edits: value.edits, error: null }),
      (err: unknown) => live && setState({ edits: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [bridge, auditId, wanted]);
  return state;
}

function DiffList({ diffs, which }: { diffs: { edits: EditDiff[] | null; error: string | null }; which: 'diff' | 'revertDiff' }) {
  if (diffs.error) return <p className="inline-error">{diffs.error}</p>;
  if (!diffs.edits) return <p className="muted">Reading the files…</p>;
  return (
    <div className="edit-diffs">
      {diffs.edits.map((edit) => (
        <div key={edit.location}>
          {edit[which] ? <DiffView diff={edit[which]!} title={edit.location} /> : <p className="muted"><code>{edit.location}</code>: {edit.note ?? 'no diff'}</p>}
          {edit[which] && edit.note && <p className="muted">{edit.note}</p>}
        </div>
      ))}
    </div>
  );
}

/** Revert asks once more, showing exactly what it will write: it writes to the project just like an agent's edit. */
function RevertConfirm({ entry, onReverted, onKeep }: { entry: AuditEntry; onReverted: (message: string) => void; onKeep: () => void }) {
  const bridge = useBridge();
  const diffs = useEditDiffs(entry.id, true);
  const { busy, error, run } = useAction();
  const revert = async () => {
    const result = await run(() => bridge.invoke('audit:revert', { auditId: entry.id }));
    if (result) onReverted(result.message);
  };
  return (
    <div className="revert-confirm" role="group" aria-label={`Revert ${entry.tool}?`}>
      <p>
        <strong>Put the previous content back?</strong> This is what Revert will write:
      </p>
      <DiffList diffs={diffs} which="revertDiff" />
      <div className="revert-actions">
        <button type="button" className="button" disabled={busy} onClick={onKeep}>
          Keep
        </button>
        <button type="button" className="button button-danger" disabled={busy || !diffs.edits} onClick={revert} autoFocus>
          Revert
        </button>
      </div>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface HistoryFilter {
  editsOnly: boolean;
  agent: string;
  tool: string;
  target: string;
  outcome: string;
  search: string;
}

export const NO_FILTER: HistoryFilter = { editsOnly: false, agent: '', tool: '', target: '', outcome: '', search: '' };

export function applyFilter(entries: readonly AuditEntry[], filter: HistoryFilter): AuditEntry[] {
  const needle = filter.search.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (!filter.editsOnly || e.mutates) &&
      (!filter.agent || e.agent.name === filter.agent) &&
      (!filter.tool || e.tool === filter.tool) &&
      (!filter.target || e.target === filter.target) &&
      (!filter.outcome || e.outcome === filter.outcome) &&
      (!needle || [e.tool, e.target, e.agent.name, e.resultSummary ?? '', e.error ?? '', JSON.stringify(e.args) ?? ''].some((text) => text.toLowerCase().includes(needle))),
  );
}

function HistoryFilters({ entries, filter, onChange }: { entries: readonly AuditEntry[]; filter: HistoryFilter; onChange: (filter: HistoryFilter) => void }) {
  const options = (pick: (e: AuditEntry) => string) => [...new Set(entries.map(pick))].sort();
  const select = (key: 'agent' | 'tool' | 'target' | 'outcome', label: string, values: string[]) => (
    <label className="filter">
      <span>{label}</span>
      <select value={filter[key]} onChange={(event) => onChange({ ...filter, [key]: event.target.value })}>
        <option value="">All</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="history-filters" role="search" aria-label="Filter the history">
      <label className="filter filter-check">
        <input type="checkbox" checked={filter.editsOnly} onChange={(event) => onChange({ ...filter, editsOnly: event.target.checked })} />
        <span>Edits only</span>
      </label>
      {select('agent', 'Agent', options((e) => e.agent.name))}
      {select('tool', 'Tool', options((e) => e.tool))}
      {select('target', 'Target', options((e) => e.target))}
      {select('outcome', 'Outcome', options((e) => e.outcome))}
      <label className="filter filter-search">
        <span>Search</span>
        <input type="search" value={filter.search} onChange={(event) => onChange({ ...filter, search: event.target.value })} placeholder="tool, target, arguments, result…" />
      </label>
      {filter !== NO_FILTER && (
        <button type="button" className="button button-small button-quiet" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </button>
      )}
    </div>
  );
}
