// An approved change's commit in the project's git, as History shows it: the short hash (the full one copyable) and
// the branch, or why there is no commit; and the line the Revert card adds about the commit a revert makes.
import type { AuditCommit } from '../../../src-shared/audit-entry.ts';
import { CopyButton } from './CopyButton.tsx';

export function CommitLine({ commit }: { commit: AuditCommit }) {
  if (commit.state === 'committed' && commit.commit) {
    return (
      <p className="entry-line entry-commit">
        Committed in git as <code title={commit.commit}>{commit.commit.slice(0, 12)}</code> on <code>{commit.branch}</code> in <code>{commit.repository}</code>{' '}
        <CopyButton text={commit.commit} label={`Copy commit hash ${commit.commit}`} />
        {commit.note && <span className="muted"> {commit.note}</span>}
      </p>
    );
  }
  if (commit.state === 'unchanged') return <p className="entry-line entry-commit muted">No commit: {commit.reason}.</p>;
  return (
    <p className="entry-line entry-commit project-file-changed">
      Not committed in git ({commit.repository}): {commit.reason}. The change itself is saved and audited.
    </p>
  );
}

/** What the Revert card says about git: the revert becomes a commit of its own, naming this one. */
export function revertCommitText(commit: AuditCommit | undefined): string | null {
  if (commit?.state !== 'committed' || !commit.commit) return null;
  return `This project is in git: the revert becomes a second commit in ${commit.repository} (on the branch the settings choose), with the trailer Interlock-Reverts: ${commit.commit.slice(0, 12)}.`;
}
