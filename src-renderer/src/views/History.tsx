// The audit log: every finished call, who decided and how it ended, paged from the newest. Edits that can still be
// undone offer Revert. Filters run in main over the whole log, not over the page that happens to be loaded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FINISHED_STATUSES, QUEUE_STATUSES, type QueueStatus } from '../../../src-shared/app-state.ts';
import type { AuditEntry, AuditFilter, AuditPage } from '../../../src-shared/audit-entry.ts';
import type { EditDiff } from '../../../src-shared/contract.ts';
import { ruleText } from '../../../src-shared/always-approve.ts';
import { AlwaysApproveRuleSchema } from '../../../src-shared/settings-schema.ts';
import { decisionText, formatDuration, forPerson, prettyJson, statusLabel } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { routeHref, useRoute } from '../routes.ts';
import { useAction } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { EntryMessage } from '../ui/EntryMessage.tsx';
import { EntryRow } from '../ui/EntryRow.tsx';
import { BehaviourSection } from '../ui/BehaviourSection.tsx';
import { ImpactSection } from '../ui/ImpactSection.tsx';
import { DiffView } from '../ui/DiffView.tsx';
import { Tag } from '../ui/StatusBadge.tsx';
import { InlineError } from '../ui/InlineError.tsx';
import { ProjectFileHistoryLine } from '../ui/ProjectFileState.tsx';
import { CommitLine, revertCommitText } from '../ui/CommitLine.tsx';

/** Entries per page of `audit:query`; "Show older" asks main for the next page from where the last one ended. */
export const HISTORY_PAGE = 100;

interface LoadedHistory {
  entries: AuditEntry[];
  revertable: string[];
  /** Edits a later Revert put back, with when and where (see AuditPage.reverted). */
  reverted: NonNullable<AuditPage['reverted']>;
  /** Edits whose target changed since, and by whom (see AuditPage.changedSince). */
  changedSince: Record<string, 'by-interlock' | 'outside'>;
  /** The git commit each approved change became, or why none (see AuditPage.commits). */
  commits: NonNullable<AuditPage['commits']>;
  warnings: string[];
  /** Where the next older page starts; null once the start of the log was reached. */
  nextCursor: string | null;
  pages: number;
}

export function HistoryView() {
  const bridge = useBridge();
  const [history, setHistory] = useState<LoadedHistory | null>(null);
  // `#/history/<audit id>` opens one record (the Overview's feed links there).
  const focus = useRoute().focus;
  const [filter, setFilter] = useState<HistoryFilter>(focus ? { ...NO_FILTER, id: focus } : NO_FILTER);
  useEffect(() => setFilter((current) => (focus ? { ...NO_FILTER, id: focus } : current.id ? NO_FILTER : current)), [focus]);
  const { busy, error, run } = useAction();
  // Values seen in any page so far, so a filter's choices do not shrink to what the current filter shows.
  const seen = useRef({ agents: new Set<string>(), tools: new Set<string>(), targets: new Set<string>() });
  const openTargets = useApp((app) => app.targets);
  // A target still open shows its label; one the log alone remembers shows its key (e.g. openplc:<path>).
  const targetText = useCallback((key: string) => openTargets[key]?.label ?? key, [openTargets]);
  const remember = (entries: readonly AuditEntry[]) => {
    for (const entry of entries) {
      seen.current.agents.add(entry.agent.name);
      seen.current.tools.add(entry.tool);
      seen.current.targets.add(entry.target);
    }
  };
  // Only the newest request may land: a slow answer for an old filter must not overwrite a newer one.
  const latest = useRef(0);

  /** Loads `pages` pages from the newest, under the current filter. */
  const load = useCallback(
    (pages: number) =>
      run(async () => {
        const request = ++latest.current;
        const query = toAuditFilter(filter);
        const loaded: LoadedHistory = { entries: [], revertable: [], reverted: {}, changedSince: {}, commits: {}, warnings: [], nextCursor: null, pages: 0 };
        let cursor: string | undefined;
        do {
          const page = await bridge.invoke('audit:query', { limit: HISTORY_PAGE, filter: query, ...(cursor ? { cursor } : {}) });
          if (request !== latest.current) return;
          loaded.entries.push(...page.entries);
          loaded.revertable.push(...page.revertable);
          Object.assign(loaded.changedSince, page.changedSince);
          Object.assign(loaded.reverted, page.reverted);
          Object.assign(loaded.commits, page.commits);
          loaded.warnings.push(...page.warnings.filter((w) => !loaded.warnings.includes(w)));
          loaded.nextCursor = page.nextCursor;
          loaded.pages++;
          cursor = page.nextCursor ?? undefined;
        } while (cursor && loaded.pages < pages);
        remember(loaded.entries);
        setHistory(loaded);
      }),
    [bridge, run, filter],
  );

  /** The next older page, appended to what is shown. */
  const loadOlder = () =>
    run(async () => {
      if (!history?.nextCursor) return;
      const request = latest.current;
      const page = await bridge.invoke('audit:query', { limit: HISTORY_PAGE, filter: toAuditFilter(filter), cursor: history.nextCursor });
      if (request !== latest.current) return;
      remember(page.entries);
      setHistory({
        entries: [...history.entries, ...page.entries],
        revertable: [...history.revertable, ...page.revertable],
        changedSince: { ...history.changedSince, ...page.changedSince },
        reverted: { ...history.reverted, ...page.reverted },
        commits: { ...history.commits, ...page.commits },
        warnings: [...history.warnings, ...page.warnings.filter((w) => !history.warnings.includes(w))],
        nextCursor: page.nextCursor,
        pages: history.pages + 1,
      });
    });

  // Reload whenever a call finishes (keeping the pages the person opened), and from the newest page when the
  // filter changes.
  const finishedCount = useApp((app) => app.queue.reduce((n, e) => n + (FINISHED_STATUSES.has(e.status) ? 1 : 0), 0));
  const pagesOpen = useRef(1);
  pagesOpen.current = history?.pages ?? 1;
  const lastFilter = useRef(filter);
  useEffect(() => {
    const filterChanged = lastFilter.current !== filter;
    lastFilter.current = filter;
    void load(filterChanged ? 1 : pagesOpen.current);
  }, [load, filter, finishedCount]);

  const revertable = useMemo(() => new Set(history?.revertable ?? []), [history]);
  const [revertMessage, setRevertMessage] = useState<string | null>(null);
  const onReverted = useCallback(
    (message: string) => {
      setRevertMessage(message);
      void load(pagesOpen.current);
    },
    [load],
  );
  const filtered = filterActive(filter);
  return (
    <>
      <ViewHeader title="History" subtitle="Every finished call and everything you did in Interlock, from the audit log, newest first.">
        <button type="button" className="button" onClick={() => load(pagesOpen.current)} disabled={busy}>
          Reload
        </button>
      </ViewHeader>
      <InlineError error={error} prefix="Could not read the audit log: " />
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
      {filter.id && (
        <p className="callout callout-info history-one">
          One record, opened from a link.{' '}
          <a href={routeHref('history')} className="button button-small">
            Show all of History
          </a>
        </p>
      )}
      {history && !filter.id && (history.entries.length > 0 || filtered) && (
        <HistoryFilters
          agents={[...seen.current.agents].sort()}
          tools={[...seen.current.tools].sort()}
          targets={[...seen.current.targets].sort()}
          targetText={targetText}
          filter={filter}
          onChange={setFilter}
        />
      )}
      {history && (
        <Panel title={`${filtered ? 'Matching entries' : 'Entries'} (${history.entries.length}${history.nextCursor ? ' shown, older ones not loaded yet' : ''})`}>
          {history.entries.length === 0 ? (
            filtered ? (
              <EmptyState title="Nothing in the log matches these filters" />
            ) : (
              <EmptyState title="The audit log is empty">Finished calls are recorded here, one line each.</EmptyState>
            )
          ) : (
            <ol className="entry-list entry-list-history">
              {history.entries.map((entry) => (
                <li key={entry.id}>
                  <AuditItem entry={entry} revertable={revertable.has(entry.id)} reverted={history.reverted[entry.id]} changedSince={history.changedSince[entry.id]} commit={history.commits[entry.id]} onReverted={onReverted} />
                </li>
              ))}
            </ol>
          )}
          {history.nextCursor && (
            <p className="history-more">
              <button type="button" className="button" disabled={busy} onClick={() => void loadOlder()}>
                Show older entries
              </button>
            </p>
          )}
        </Panel>
      )}
    </>
  );
}

/**
 * What the person did in Interlock itself (not an agent's tool call), in plain words. The audit records these with
 * the person as the actor; null for an agent's call.
 */
export function personActionText(entry: AuditEntry): string | null {
  if (entry.agent.transport !== 'internal') return null;
  if (entry.tool === 'browser-login') return 'A browser signed in to Interlock';
  if (entry.tool === 'settings:update') return 'You saved settings that give agents more room';
  const rule = AlwaysApproveRuleSchema.safeParse(entry.args);
  if (entry.tool === 'policy:always-approve') return rule.success ? `You made a rule: always approve ${ruleText(rule.data)}` : 'You made an always-approve rule';
  if (entry.tool === 'policy:forget-always') return `You forgot ${rule.success ? `the rule always approve ${ruleText(rule.data)}` : 'an always-approve rule'}: that tool asks you again there`;
  if (entry.tool === 'codesys_unforce_variables') return 'You released forced values on a running PLC';
  if (entry.tool.startsWith('revert:')) return 'You reverted an earlier edit · changes the project';
  if (entry.reapplyOf) return 'You applied a change lost with CODESYS again, from its audit record · changes the project';
  if (entry.tool === 'unsaved:dismiss-lost') return 'You took a lost change off the list without applying it again';
  return 'Done by you in Interlock';
}

const PLC_DONE: Record<string, string> = { write: 'written', force: 'forced', unforce: 'released' };
const STATE_DONE: Record<string, string> = {
  start: 'started',
  stop: 'stopped',
  create_boot_application: 'boot application created',
  reset_warm: 'reset warm',
  reset_cold: 'reset cold',
  reset_origin: 'reset to origin (application removed)',
};

/** What a call did to a running PLC, in the words of the PLC (its records are `plc-*` edits); null for other calls. */
export function plcAction(entry: AuditEntry): string | null {
  const kinds = new Set((entry.edits ?? []).map((edit) => edit.kind));
  const succeeded = entry.outcome === 'succeeded';
  if (![...kinds].some((kind) => kind.startsWith('plc-'))) {
    if (!entry.changesRunningPlc) return null;
    // Nothing recorded on the PLC: refused before it ran, or it failed.
    return succeeded ? 'on the running PLC' : entry.outcome === 'failed' ? 'for the running PLC: it failed (see why below)' : 'for the running PLC: nothing was done there';
  }
  if (kinds.has('plc-code')) {
    const happened = entry.edits!.find((e) => e.kind === 'plc-code')!.afterHash === 'online-change' ? 'online change' : 'download';
    return succeeded ? `${happened === 'download' ? 'downloaded to' : 'online change on'} the running PLC` : `${happened} to the PLC did not finish`;
  }
  if (kinds.has('plc-state')) {
    const action = String(entry.edits!.find((e) => e.kind === 'plc-state')!.revert.action);
    return `${succeeded ? '' : 'tried: '}application ${STATE_DONE[action] ?? action} on the PLC`;
  }
  const actions = new Set(entry.edits!.map((edit) => String(edit.revert.action ?? 'write')));
  const done = [...actions].map((action) => PLC_DONE[action] ?? action).join(' and ');
  return `${succeeded ? '' : 'tried: '}values ${done} on the running PLC`;
}

/** One record of a PLC action, as it happened there: `PLC_PRG.rLimit (%QW2): 5 → 7, written`. */
export function plcEditText(edit: AuditEntry['edits'] extends (infer E)[] | undefined ? E : never): string | null {
  const r = edit.revert;
  if (edit.kind === 'plc-value') {
    const what = `${String(r.expression)}${r.address ? ` (${String(r.address)})` : ''}`;
    return `${what}: ${String(r.before ?? '?')} → ${String(r.after ?? '?')}, ${PLC_DONE[String(r.action)] ?? String(r.action)}`;
  }
  if (edit.kind === 'plc-state') return `${edit.location}: ${String(r.before)} → ${String(r.after)} (${STATE_DONE[String(r.action)] ?? String(r.action)})`;
  if (edit.kind === 'plc-code') return `${edit.location}: ${r.happened === 'online-change' ? 'online change applied' : 'downloaded'}${r.changes ? '' : r.note ? ` (${String(r.note)})` : ''}`;
  return null;
}


/** Why an edit is not offered for revert: its target changed since (Revert would overwrite that later work). */
function changedSinceText(changedSince: 'by-interlock' | 'outside', onDisk: boolean): string {
  if (changedSince === 'by-interlock') return 'Changed since by a later call in this History; Revert would overwrite that, so it is not offered here (revert the later call first).';
  return onDisk
    ? 'Changed on disk since this edit, by someone other than Interlock (in the editor or another program); Revert would overwrite that work, so it is not offered.'
    : 'Changed since this edit, by someone other than Interlock (in the program itself); Revert would overwrite that work, so it is not offered.';
}

function AuditItem({
  entry,
  revertable,
  reverted,
  changedSince,
  commit,
  onReverted,
}: {
  entry: AuditEntry;
  revertable: boolean;
  reverted?: NonNullable<AuditPage['reverted']>[string] | undefined;
  changedSince?: 'by-interlock' | 'outside' | undefined;
  commit?: NonNullable<AuditPage['commits']>[string] | undefined;
  onReverted: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const byPerson = personActionText(entry);
  // A change lost with CODESYS says so on its own line; "changed since" would only repeat it less clearly.
  const lost = useApp((app) => app.unsavedChanges.some((c) => c.auditId === entry.id));
  const changed = lost || reverted ? undefined : changedSince;
  const onPlc = plcAction(entry);
  // Reverted already: the Revert (and its open confirmation) are gone for good.
  const canRevert = revertable && !reverted;
  const onDisk = entry.edits?.every((edit) => edit.kind === 'file') ?? false;
  return (
    <EntryRow
      id={entry.id}
      status={entry.outcome}
      findings={entry.findings}
      tool={entry.tool}
      target={entry.target}
      targetName={entry.targetName}
      tags={
        <>
          {entry.revertOf ? <Tag tone="info">revert</Tag> : byPerson && <Tag tone="info">by you</Tag>}
          {reverted && <Tag tone="warn">reverted</Tag>}
          {entry.reapplyOf && <Tag tone="info">applied again</Tag>}
          {changed && <Tag tone="warn">{changed === 'outside' && onDisk ? 'changed on disk since' : 'changed since'}</Tag>}
        </>
      }
      agent={
        byPerson ? (
          'You'
        ) : (
          <>
            {entry.agent.name} <span className="muted">{entry.agent.version}</span>
          </>
        )
      }
      time={<Time at={entry.at} withDate />}
      duration={formatDuration(entry.durationMs)}
      actions={
        canRevert &&
        !confirming && (
          <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
            Revert<span className="visually-hidden"> {entry.tool}</span>
          </button>
        )
      }
    >
      <p className="entry-line">
        {byPerson ?? (
          <>
            {decisionText(entry.decision)}
            {onPlc ? ` · ${onPlc}` : entry.mutates && ' · changes the project'}
          </>
        )}
      </p>
      {/* A PLC value's record below says the same, worded as what happened on the PLC. */}
      {entry.resultSummary && !entry.edits?.some((edit) => edit.kind === 'plc-value') && <p className="entry-line entry-result">{forPerson(entry.resultSummary)}</p>}
      {entry.error && <EntryMessage status={entry.outcome} text={entry.error} />}
      <ProjectFileHistoryLine entry={entry} />
      {commit && <CommitLine commit={commit} />}
      {changed && <p className="entry-line project-file-changed">{changedSinceText(changed, onDisk)}</p>}
      {reverted && (
        <p className="entry-line entry-reverted">
          Reverted by you {reverted.ui?.kind === 'browser' ? 'in a browser' : reverted.ui?.kind === 'window' ? 'in the window' : ''} at <Time at={reverted.at} withDate />: the previous content is back.
        </p>
      )}
      {entry.edits && entry.edits.length > 0 && (
        <ul className="edit-list" aria-label="Edits">
          {entry.edits.map((edit, i) => (
            <li key={i}>
              {plcEditText(edit) ?? (
                <>
                  <code>{edit.location}</code>{' '}
                  <span className="muted" title={`Content before: ${edit.beforeHash ?? 'none (a new file)'}\nContent after: ${edit.afterHash}`}>
                    {edit.beforeHash === null ? 'created' : 'changed'}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {entry.impact && <ImpactSection impact={entry.impact} />}
      {entry.impact?.behaviour && <BehaviourSection behaviour={entry.impact.behaviour} />}
      {confirming && canRevert && <RevertConfirm entry={entry} gitText={revertCommitText(commit)} onReverted={onReverted} onKeep={() => setConfirming(false)} />}
      {entry.edits && entry.edits.length > 0 && entry.outcome === 'succeeded' && !onPlc && !(confirming && canRevert) && <EditDiffs entry={entry} />}
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
function RevertConfirm({ entry, gitText, onReverted, onKeep }: { entry: AuditEntry; gitText: string | null; onReverted: (message: string) => void; onKeep: () => void }) {
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
      {gitText && <p className="muted">{gitText}</p>}
      <div className="revert-actions">
        <button type="button" className="button" disabled={busy} onClick={onKeep}>
          Keep
        </button>
        <button type="button" className="button button-danger" disabled={busy || !diffs.edits} onClick={revert} autoFocus>
          Revert
        </button>
      </div>
      <InlineError error={error} />
    </div>
  );
}

export interface HistoryFilter {
  editsOnly: boolean;
  /** Reads too (off: only calls that change something or would have, and what the person did). */
  reads: boolean;
  /** One record only (opened from the Overview's feed or a link). */
  id: string;
  agent: string;
  tool: string;
  target: string;
  outcome: QueueStatus | '';
  search: string;
}

export const NO_FILTER: HistoryFilter = { editsOnly: false, reads: false, id: '', agent: '', tool: '', target: '', outcome: '', search: '' };

/** Whether the person narrowed History beyond what it shows by default (edits, PLC actions, their own actions). */
export function filterActive(filter: HistoryFilter): boolean {
  return (Object.keys(NO_FILTER) as Array<keyof HistoryFilter>).some((key) => filter[key] !== NO_FILTER[key] && key !== 'reads');
}

/** The form's filter as main's History query takes it; empty fields filter nothing. */
export function toAuditFilter(filter: HistoryFilter): AuditFilter {
  const search = filter.search.trim();
  if (filter.id) return { id: filter.id };
  return {
    ...(filter.editsOnly ? { editsOnly: true } : {}),
    ...(filter.reads ? {} : { changesOnly: true }),
    ...(filter.agent ? { agent: filter.agent } : {}),
    ...(filter.tool ? { tool: filter.tool } : {}),
    ...(filter.target ? { target: filter.target } : {}),
    ...(filter.outcome ? { outcome: [filter.outcome] } : {}),
    ...(search ? { text: search } : {}),
  };
}

const OUTCOMES = QUEUE_STATUSES.filter((status) => FINISHED_STATUSES.has(status));

interface FilterChoices {
  agents: string[];
  tools: string[];
  targets: string[];
  targetText: (key: string) => string;
}

function HistoryFilters({ agents, tools, targets, targetText, filter, onChange }: FilterChoices & { filter: HistoryFilter; onChange: (filter: HistoryFilter) => void }) {
  // Search text goes to main after a short pause, not on every key.
  const [search, setSearch] = useState(filter.search);
  useEffect(() => setSearch(filter.search), [filter.search]);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => onChange({ ...filter, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filter, onChange]);
  const select = (key: 'agent' | 'tool' | 'target' | 'outcome', label: string, values: readonly string[], text: (value: string) => string = (v) => v) => (
    <label className="filter">
      <span>{label}</span>
      <select value={filter[key]} onChange={(event) => onChange({ ...filter, [key]: event.target.value })}>
        <option value="">All</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
    </label>
  );
  // At tray size the filters fold away behind one line, so the first screen shows entries, not a form.
  const [open, setOpen] = useState(() => typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW).matches || filterActive(filter));
  const active = (Object.keys(NO_FILTER) as Array<keyof HistoryFilter>).filter((key) => key !== 'reads' && key !== 'id' && filter[key] !== NO_FILTER[key]).length;
  return (
    <details className="history-filters-box" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Filters{active > 0 ? ` (${active} on)` : ''} · <span className="muted">{filter.reads ? 'all calls, reads too' : 'edits, PLC actions and what you did; reads hidden'}</span>
      </summary>
      <div className="history-filters" role="search" aria-label="Filter the history">
        <label className="filter filter-check">
          <input type="checkbox" checked={filter.reads} onChange={(event) => onChange({ ...filter, reads: event.target.checked })} />
          <span>Show reads too</span>
        </label>
        <label className="filter filter-check">
          <input type="checkbox" checked={filter.editsOnly} onChange={(event) => onChange({ ...filter, editsOnly: event.target.checked })} />
          <span>Edits only</span>
        </label>
        {select('agent', 'Agent', agents)}
        {select('tool', 'Tool', tools)}
        {select('target', 'Target', targets, (key) => {
          const text = targetText(key);
          // Two open projects can share a label: then the key tells them apart.
          return targets.filter((other) => targetText(other) === text).length > 1 ? `${text} (${key})` : text;
        })}
        {select('outcome', 'Outcome', OUTCOMES, (status) => statusLabel(status as QueueStatus))}
        <label className="filter filter-search">
          <span>Search</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="tool, target, arguments, result…" />
        </label>
        {filterActive(filter) && (
          <button type="button" className="button button-small button-quiet" onClick={() => onChange(NO_FILTER)}>
            Clear filters
          </button>
        )}
      </div>
    </details>
  );
}

/** Where History folds its filters away (the tray-size window). */
const NARROW = '(max-width: 640px)';

/** How long the search box waits after the last key before it asks main. */
export const SEARCH_PAUSE_MS = 250;
