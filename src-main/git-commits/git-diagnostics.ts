// Git on the Diagnostics page: which git Interlock runs (or that there is none, and so no commits), how many commits
// it made since start, and the last changes that could not be committed, with why.
import type { AuditCommit } from '../../src-shared/audit-entry.ts';
import type { DiagnosticsSet } from '../../src-shared/app-state.ts';

export const GIT_DIAGNOSTICS_TARGET = 'interlock:git';
/** How many of the latest changes without a commit Diagnostics lists. */
const SHOWN_PROBLEMS = 5;

export class GitDiagnostics {
  #git: { version: string } | { missing: string } = { missing: 'not checked yet' };
  #committed = 0;
  readonly #problems: Array<{ auditId: string; commit: AuditCommit; at: number }> = [];

  gitFound(found: { version: string } | { missing: string }): void {
    this.#git = found;
  }

  outcome(auditId: string, commit: AuditCommit, now = Date.now()): void {
    if (commit.state === 'committed') this.#committed += 1;
    if (commit.state !== 'not-committed') return;
    this.#problems.unshift({ auditId, commit, at: now });
    this.#problems.length = Math.min(this.#problems.length, SHOWN_PROBLEMS);
  }

  show(now = Date.now()): DiagnosticsSet {
    if ('missing' in this.#git) {
      return {
        target: GIT_DIAGNOSTICS_TARGET,
        source: 'git commits',
        updatedAt: now,
        summary: 'Git commits: off, git cannot be run',
        items: [{ severity: 'warning', message: `${this.#git.missing}. Approved changes are saved and audited as always, but none is committed to the project's git.` }],
      };
    }
    return {
      target: GIT_DIAGNOSTICS_TARGET,
      source: 'git commits',
      updatedAt: now,
      summary: `Git commits: ${this.#git.version}, ${this.#committed} commit${this.#committed === 1 ? '' : 's'} of approved changes since start`,
      items: this.#problems.map((p) => ({
        severity: 'warning' as const,
        message: `An approved change (audit ${p.auditId.slice(0, 8)}) was saved and audited but not committed in ${p.commit.repository}: ${p.commit.reason ?? 'no reason given'}.`,
      })),
    };
  }
}
