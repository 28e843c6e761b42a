// Whether an approved change to a CODESYS project is in the project file: the card's line (what will happen), the
// History line (what happened, and whether it is still unsaved or was lost), and the Overview's list of changes
// that are not in their project file, each lost one with "Apply again" (a new card) or "Dismiss".
import { useState } from 'react';
import type { QueueStatus } from '../../../src-shared/app-state.ts';
import type { AuditEntry } from '../../../src-shared/audit-entry.ts';
import { statusLabel } from '../format.ts';
import { projectFilePlanText, type ProjectFilePlan, type UnsavedChange } from '../../../src-shared/project-changes.ts';
import { routeHref } from '../routes.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from './hooks.ts';
import { InlineError } from './InlineError.tsx';
import { Panel } from './layout.tsx';
import { Tag } from './StatusBadge.tsx';
import { Time } from './Time.tsx';

/** The card's line: whether Interlock saves the project file after this change. */
export function ProjectFilePlanLine({ plan }: { plan: ProjectFilePlan }) {
  return <p className={`project-file-plan project-file-${plan.then}`}>{projectFilePlanText(plan)}</p>;
}

function fileName(path: string): string {
  return path.split(/[\\/]/).at(-1) ?? path;
}

/** History's line about the project file of one call: saved, not saved (yet), or lost with the IDE. */
export function ProjectFileHistoryLine({ entry }: { entry: AuditEntry }) {
  const change = useApp((app) => app.unsavedChanges.find((c) => c.auditId === entry.id));
  if (change) return <UnsavedChangeLine change={change} />;
  const record = entry.projectFile;
  if (!record) return null;
  if (record.saved) return <p className="entry-line project-file project-file-saved">Saved in the project file {fileName(record.project)}.</p>;
  // It was not saved then and is no longer on the list: a later save took it into the file.
  return <p className="entry-line project-file project-file-saved">Not saved at the time ({record.why === 'save-failed' ? 'the save failed' : 'left unsaved'}); saved in the project file since.</p>;
}

/** One change that is not in its project file, with what the person can do about it. */
export function UnsavedChangeLine({ change, withTool = false }: { change: UnsavedChange; withTool?: boolean }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  // The person's call that applies it again, followed in the queue: waiting on its card, or refused before one.
  const [started, setStarted] = useState<string | null>(null);
  const call = useApp((app) => (started ? app.queue.find((e) => e.id === started) : undefined));
  // A lost revert is done again as a revert, at once: asked once more first, as Revert asks.
  const isRevert = change.tool.startsWith('revert:');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const reapply = () =>
    void run(async () => {
      const reply = await bridge.invoke('audit:reapply', { auditId: change.auditId });
      if (reply.entryId === null) setDone(reply.message);
      else setStarted(reply.entryId);
    });
  const what = withTool ? (
    <>
      <code>{change.tool}</code> on {change.targetName ?? fileName(change.project)} ({change.agentName}, <Time at={change.at} withDate />)
      {': '}
    </>
  ) : null;
  if (change.state === 'unsaved') {
    return (
      <div className="entry-line project-file project-file-unsaved" role="note">
        <Tag tone="warn">not saved</Tag> {what}
        Not saved in the project file {fileName(change.project)}
        {change.why === 'save-failed' ? ` (the save failed: ${change.saveError ?? 'no reason given'})` : ' (left unsaved, as Settings say)'}. It is lost if CODESYS ends before the project is saved.
      </div>
    );
  }
  return (
    <div className="entry-line project-file project-file-lost" role="note">
      <Tag tone="bad">lost</Tag> {what}
      Not saved in the project file, and lost: {change.lostReason ?? 'CODESYS ended'}
      {change.lostAt ? (
        <>
          {' '}
          (<Time at={change.lostAt} />)
        </>
      ) : null}
      .{' '}
      {change.cannotReapply ? (
        <span className="project-file-cannot">Interlock {change.cannotReapply}.</span>
      ) : started ? (
        <ReapplyProgress status={call?.status} error={call?.error} />
      ) : done ? (
        <span>{done}.</span>
      ) : confirming ? (
        <span>Revert again? It puts back the content before {change.tool.slice('revert:'.length)} in CODESYS, as the lost revert did.</span>
      ) : null}
      <span className="project-file-actions">
        {!change.cannotReapply && !started && !done && isRevert && confirming && (
          <button type="button" className="button button-small" disabled={busy} onClick={() => setConfirming(false)}>
            Keep
          </button>
        )}
        {!change.cannotReapply && !started && !done && (
          <button type="button" className="button button-small button-primary" disabled={busy} onClick={() => (isRevert && !confirming ? setConfirming(true) : reapply())}>
            {isRevert && confirming ? 'Revert again' : 'Apply again'}
            <span className="visually-hidden"> {change.tool}</span>
          </button>
        )}
        <button type="button" className="button button-small button-quiet" disabled={busy} onClick={() => void run(() => bridge.invoke('audit:dismiss-lost', { auditId: change.auditId }))}>
          Dismiss<span className="visually-hidden"> the lost {change.tool}</span>
        </button>
      </span>
      <InlineError error={error} />
    </div>
  );
}

/** Where the person's call that applies a lost change again is: its card, running, done, or refused with why. */
function ReapplyProgress({ status, error }: { status: QueueStatus | undefined; error: string | undefined }) {
  if (status === 'failed' || status === 'denied' || status === 'cancelled' || status === 'timed-out') {
    return <span className="project-file-cannot">Applying it again did not happen: {error ?? statusLabel(status)}</span>;
  }
  if (status === 'succeeded') return <span>Applied again.</span>;
  if (status === 'running') return <span>Applying it again…</span>;
  if (status === 'queued') return <span>Preparing its card…</span>;
  return (
    <span>
      A new card asks you to approve it: <a href={routeHref('approvals')}>Approvals</a>.
    </span>
  );
}

/** The Overview's list: every approved change that is not in its project file. Nothing shown when there is none. */
export function UnsavedChangesPanel() {
  const changes = useApp((app) => app.unsavedChanges);
  if (changes.length === 0) return null;
  const lost = changes.filter((c) => c.state === 'lost').length;
  const title = lost > 0 ? `Approved changes lost or not saved (${changes.length})` : `Approved changes not saved in the project file (${changes.length})`;
  return (
    <Panel title={title} className="unsaved-changes">
      <ul className="unsaved-list">
        {[...changes].reverse().map((change) => (
          <li key={change.auditId}>
            <UnsavedChangeLine change={change} withTool />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
