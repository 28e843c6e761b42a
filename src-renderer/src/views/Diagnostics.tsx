// Compiler and checker findings per target, worst first.
import { useMemo } from 'react';
import type { Diagnostic, DiagnosticsSet } from '../../../src-shared/app-state.ts';
import { formatDateTime, plural } from '../format.ts';
import { useApp } from '../store/interlock-context.tsx';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { Tag } from '../ui/StatusBadge.tsx';

const SEVERITY_ORDER: Record<Diagnostic['severity'], number> = { error: 0, warning: 1, info: 2 };
const SEVERITY_TONE = { error: 'bad', warning: 'warn', info: 'info' } as const;

export function DiagnosticsView() {
  const diagnostics = useApp((app) => app.diagnostics);
  const targets = useApp((app) => app.targets);
  const sets = useMemo(() => Object.values(diagnostics).sort((a, b) => a.target.localeCompare(b.target)), [diagnostics]);
  return (
    <>
      <ViewHeader title="Diagnostics" subtitle="The latest build or check of each target." />
      {sets.length === 0 ? (
        <EmptyState title="No diagnostics yet">They appear after an agent (or you) builds or checks a project.</EmptyState>
      ) : (
        sets.map((set) => <DiagnosticsPanel key={set.target} set={set} targetLabel={targets[set.target]?.label ?? set.target} />)
      )}
    </>
  );
}

function DiagnosticsPanel({ set, targetLabel }: { set: DiagnosticsSet; targetLabel: string }) {
  const items = useMemo(() => [...set.items].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]), [set.items]);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const item of set.items) counts[item.severity]++;
  return (
    <Panel
      title={targetLabel}
      actions={
        <span className="panel-meta">
          {set.source} · {formatDateTime(set.updatedAt)}
        </span>
      }
    >
      <p className="diagnostics-summary">
        <Tag tone={counts.error > 0 ? 'bad' : 'good'}>{plural(counts.error, 'error')}</Tag> <Tag tone={counts.warning > 0 ? 'warn' : 'neutral'}>{plural(counts.warning, 'warning')}</Tag>{' '}
        <span className="muted">{set.summary}</span>
      </p>
      {items.length === 0 ? (
        <EmptyState title="Clean: no findings" />
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table-stack">
            <thead>
              <tr>
                <th scope="col">Severity</th>
                <th scope="col">Message</th>
                <th scope="col">File or object</th>
                <th scope="col" className="numeric">Line</th>
                <th scope="col" className="numeric">Column</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={i}>
                  <td>
                    <Tag tone={SEVERITY_TONE[item.severity]}>{item.severity}</Tag>
                  </td>
                  <td className="diagnostic-message">{item.message}</td>
                  <td data-label="Where">
                    <code>{item.file ?? item.objectPath ?? item.pou ?? '—'}</code>
                  </td>
                  <td data-label="Line" className="numeric">{item.line ?? '—'}</td>
                  <td data-label="Column" className="numeric">{item.column ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
