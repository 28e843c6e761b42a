// Compiler and checker findings per target: progress while a compile runs, grouped by file or POU, filtered by
// severity, each one opening its source at the reported line. Findings older than the project's last change say so.
import { useMemo, useState } from 'react';
import type { Diagnostic, DiagnosticsSet, QueueEntry } from '../../../src-shared/app-state.ts';
import { plural } from '../format.ts';
import { Time } from '../ui/Time.tsx';
import { useApp } from '../store/interlock-context.tsx';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { SourceView } from '../ui/SourceView.tsx';
import { Tag } from '../ui/StatusBadge.tsx';

type Severity = Diagnostic['severity'];
const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const SEVERITY_TONE = { error: 'bad', warning: 'warn', info: 'info' } as const;
const SEVERITY_LABEL: Record<Severity, string> = { error: 'Errors', warning: 'Warnings', info: 'Info' };

export function DiagnosticsView() {
  const diagnostics = useApp((app) => app.diagnostics);
  const targets = useApp((app) => app.targets);
  const queue = useApp((app) => app.queue);
  const notices = useApp((app) => app.notices);
  const [shown, setShown] = useState<Record<Severity, boolean>>({ error: true, warning: true, info: true });
  const sets = useMemo(() => Object.values(diagnostics).sort((a, b) => a.target.localeCompare(b.target)), [diagnostics]);
  const compiling = useMemo(() => queue.filter((e) => e.status === 'running' && /compile|build|check/i.test(e.tool)), [queue]);
  const totals = useMemo(() => {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const set of sets) for (const item of set.items) counts[item.severity]++;
    return counts;
  }, [sets]);

  return (
    <>
      <ViewHeader title="Diagnostics" subtitle="The latest build or check of each target.">
        <Segmented
          label="Show severities"
          className="severity-filter"
          options={SEVERITIES.map((severity) => ({
            key: severity,
            text: `${SEVERITY_LABEL[severity]} (${totals[severity]})`,
            pressed: shown[severity],
            onPress: () => setShown((current) => ({ ...current, [severity]: !current[severity] })),
          }))}
        />
      </ViewHeader>
      {compiling.map((entry) => (
        <CompileProgress key={entry.id} entry={entry} />
      ))}
      {sets.length === 0 ? (
        compiling.length === 0 && <EmptyState title="No diagnostics yet">They appear after an agent (or you) builds or checks a project.</EmptyState>
      ) : (
        sets.map((set) => (
          <DiagnosticsPanel
            key={set.target}
            set={set}
            targetLabel={targets[set.target]?.label ?? set.target}
            shown={shown}
            changedAt={changedSince(set, queue, notices)}
          />
        ))
      )}
    </>
  );
}

/** When the target's project changed after these findings were made (an approved edit, a revert, an outside save). */
function changedSince(set: DiagnosticsSet, queue: readonly QueueEntry[], notices: readonly { at: number; source: string; message: string }[]): number | null {
  let at: number | null = null;
  for (const entry of queue) {
    if (entry.target === set.target && entry.mutates && entry.status === 'succeeded' && (entry.finishedAt ?? 0) > set.updatedAt) at = Math.max(at ?? 0, entry.finishedAt!);
  }
  if (set.target.startsWith('openplc:')) {
    for (const notice of notices) if (notice.source === 'openplc' && notice.at > set.updatedAt && /changed on disk/.test(notice.message)) at = Math.max(at ?? 0, notice.at);
  }
  return at;
}

function CompileProgress({ entry }: { entry: QueueEntry }) {
  const { progress } = entry;
  const determinate = progress?.progress !== undefined && progress.total !== undefined && progress.total > 0;
  return (
    <div className="callout callout-info compile-progress" role="status">
      <p>
        <strong>
          <code>{entry.tool}</code> is running on {entry.target}
        </strong>
        {progress?.message ? `: ${progress.message}` : '…'}
        {determinate && ` (${Math.round((progress!.progress! / progress!.total!) * 100)} %)`}
      </p>
      <progress max={determinate ? progress!.total : undefined} value={determinate ? progress!.progress : undefined} aria-label={`Progress of ${entry.tool}`} />
    </div>
  );
}

interface Group {
  key: string;
  file: string | undefined;
  items: Diagnostic[];
}

function groupItems(items: readonly Diagnostic[], shown: Record<Severity, boolean>): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    if (!shown[item.severity]) continue;
    const key = item.file ?? item.objectPath ?? item.pou ?? '(project)';
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, file: item.file, items: [] }));
    group.items.push(item);
  }
  for (const group of groups.values()) group.items.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  return [...groups.values()].sort((a, b) => worst(a) - worst(b) || a.key.localeCompare(b.key));
}

const worst = (group: Group) => Math.min(...group.items.map((i) => SEVERITY_ORDER[i.severity]));

function DiagnosticsPanel({ set, targetLabel, shown, changedAt }: { set: DiagnosticsSet; targetLabel: string; shown: Record<Severity, boolean>; changedAt: number | null }) {
  const groups = useMemo(() => groupItems(set.items, shown), [set.items, shown]);
  const [open, setOpen] = useState<{ file: string; line: number | undefined; index: string } | null>(null);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const item of set.items) counts[item.severity]++;
  const hidden = set.items.length - groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Panel
      title={targetLabel}
      actions={
        <span className="panel-meta">
          {set.source} · <Time at={set.updatedAt} withDate />
        </span>
      }
    >
      <p className="diagnostics-summary">
        <Tag tone={counts.error > 0 ? 'bad' : 'good'}>{plural(counts.error, 'error')}</Tag> <Tag tone={counts.warning > 0 ? 'warn' : 'neutral'}>{plural(counts.warning, 'warning')}</Tag>{' '}
        <span className="muted">{set.summary}</span>
      </p>
      {changedAt !== null && (
        <p className="callout callout-warn diagnostics-stale">
          <strong>Out of date:</strong> the project changed at <Time at={changedAt} />, after these findings. Compile again to see where it stands now.
        </p>
      )}
      {set.items.length === 0 ? (
        <EmptyState title="Clean: no findings" />
      ) : groups.length === 0 ? (
        <EmptyState title={`All ${plural(hidden, 'finding')} hidden by the severity filter`} />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="diagnostic-group" aria-label={group.key}>
            <h3 className="diagnostic-group-title">
              <code>{group.key}</code> <span className="muted">({plural(group.items.length, 'finding')})</span>
            </h3>
            <ul className="diagnostic-list">
              {group.items.map((item, i) => {
                const index = `${group.key}#${i}`;
                const where = item.line !== undefined ? `line ${item.line}${item.column !== undefined ? `:${item.column}` : ''}` : 'no line';
                return (
                  <li key={index} className={`diagnostic diagnostic-${item.severity}`}>
                    <Tag tone={SEVERITY_TONE[item.severity]}>{item.severity}</Tag>
                    {group.file ? (
                      <button
                        type="button"
                        className="diagnostic-open"
                        aria-expanded={open?.index === index}
                        onClick={() => setOpen(open?.index === index ? null : { file: group.file!, line: item.line, index })}
                      >
                        <span className="diagnostic-message">{item.message}</span> <span className="diagnostic-where">{where}</span>
                      </button>
                    ) : (
                      <span className="diagnostic-static">
                        <span className="diagnostic-message">{item.message}</span> <span className="diagnostic-where">{where}</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {open && open.index.startsWith(`${group.key}#`) && <SourceView target={set.target} file={open.file} line={open.line} onClose={() => setOpen(null)} />}
          </section>
        ))
      )}
    </Panel>
  );
}
