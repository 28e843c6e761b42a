// Each approved change to a project inside a git work tree becomes one commit, made after the change is written and
// its audit record is on disk (the composition root feeds it the audit's durable records). A change that cannot be
// committed is still saved and audited: History and Diagnostics say why there is no commit. Commits are made one at
// a time, in the audit's order.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, relative, sep } from 'node:path';
import type { AuditCommit, AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import { gitProjectSettings, type GitCommitMode, type Settings } from '../../src-shared/settings-schema.ts';
import { isWithin, FILE_EDIT_KIND } from '../files/index.ts';
import { ChangedSinceError, CODESYS_POU_KIND, writtenFiles, type WrittenFile } from './change-files.ts';
import { commitFiles, CommitRefused, type FileChange, type IgnoredFile, type Identity } from './commit-files.ts';
import { commitMessage } from './commit-message.ts';
import type { CommitRecords } from './commit-records.ts';
import { GitError, type GitCli } from './git-cli.ts';
import { agentBranchRef, configuredIdentity, findRepository, headState, type HeadState, type Repository } from './repository.ts';

export interface GitCommitsOptions {
  git: GitCli;
  records: CommitRecords;
  settings: () => Pick<Settings, 'git' | 'projectRoots'>;
  /** An earlier audit entry with its revert data loaded (for a Revert: the change it reverts). */
  findEntry: (auditId: string) => Promise<AuditEntry | undefined>;
  /** Every outcome, as it is recorded (Diagnostics shows the last ones). */
  onOutcome?: (auditId: string, commit: AuditCommit) => void;
}

/** What was true of the project's repository when the change was about to be written. */
type Snapshot = { repo: Repository; head: HeadState } | null;

export class GitCommits {
  readonly #options: GitCommitsOptions;
  readonly #snapshots = new Map<string, Promise<Snapshot | 'unknown'>>();
  #chain: Promise<void> = Promise.resolve();

  constructor(options: GitCommitsOptions) {
    this.#options = options;
  }

  /**
   * The first edit of an approved call is about to be written: note where HEAD points now, so a branch switched
   * between the write and the commit is noticed instead of the change landing on the other branch.
   */
  planned(id: string, edit: EditRecord): void {
    if (this.#snapshots.has(id)) return;
    const folder = editFolder(edit);
    if (!folder || this.#modeFor(folder).mode === 'off') return;
    this.#snapshots.set(
      id,
      (async () => {
        const repo = await findRepository(this.#options.git, folder);
        return repo ? { repo, head: await headState(this.#options.git, repo) } : null;
      })().catch(() => 'unknown' as const),
    );
  }

  /** A call's entry is on disk: an approved change that wrote files gets its commit (queued behind earlier ones). */
  finished(entry: AuditEntry): Promise<void> {
    const snapshot = this.#snapshots.get(entry.id);
    this.#snapshots.delete(entry.id);
    if (!committable(entry)) return Promise.resolve();
    const run = this.#chain.then(() => this.#commit(entry, snapshot));
    this.#chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every commit queued so far is made (or refused). */
  settled(): Promise<void> {
    return this.#chain;
  }

  async #commit(entry: AuditEntry, snapshotPromise: Promise<Snapshot | 'unknown'> | undefined): Promise<void> {
    const folder = entryFolder(entry);
    if (!folder) return;
    const { mode, identity: projectIdentity } = this.#modeFor(folder);
    if (mode === 'off') return;
    const snapshot = snapshotPromise ? await snapshotPromise : undefined;
    const record = (commit: AuditCommit) => this.#record(entry.id, commit);
    const { git } = this.#options;
    let repo: Repository | null;
    try {
      repo = await findRepository(git, folder);
    } catch (err) {
      // Without git nothing can be in git as far as Interlock can tell: Diagnostics says so once, History stays quiet.
      if (err instanceof GitError && err.kind === 'missing') return;
      await record({ state: 'not-committed', repository: snapshot && snapshot !== 'unknown' ? snapshot.repo.top : folder, reason: `git could not read the repository: ${message(err)}` });
      return;
    }
    if (!repo) {
      if (snapshot && snapshot !== 'unknown') await record({ state: 'not-committed', repository: snapshot.repo.top, reason: `the repository at ${snapshot.repo.top} is gone (or no longer holds ${folder})` });
      return;
    }
    try {
      const original = entry.revertOf ? await this.#options.findEntry(entry.revertOf) : undefined;
      const identity = projectIdentity ?? (await this.#identity(repo));
      const { changes, outside } = await inRepository(repo, await writtenFiles(entry, original));
      if (changes.length === 0) return;
      const notes = (leftOut: readonly IgnoredFile[]) => [
        ...exportNote(changes.filter((c) => c.role === 'export' && !leftOut.some((l) => l.path === c.path))),
        ...(outside.length > 0 ? [`Not in this repository, so not in this commit: ${outside.join(', ')}.`] : []),
        ...(leftOut.length > 0 ? [leftOutNote(leftOut)] : []),
      ];
      const reverts = entry.revertOf ? this.#options.records.get(entry.revertOf) : undefined;
      const expectedRef = snapshot && snapshot !== 'unknown' && snapshot.head.kind === 'branch' ? snapshot.head.ref : undefined;
      const outcome = await commitFiles(git, {
        repo,
        files: changes,
        identity,
        message: (leftOut) => commitMessage(entry, { ...(reverts?.commit ? { reverts: reverts.commit } : {}), ...(original?.targetName ? { revertsTarget: original.targetName } : {}), notes: notes(leftOut) }),
        branch: mode === 'agent-branch' ? { kind: 'own', ref: agentBranchRef(entry.agent.name) } : { kind: 'current', ...(expectedRef ? { expectedRef } : {}) },
      });
      if (outcome.state === 'unchanged') {
        await record({ state: 'unchanged', repository: repo.top, branch: outcome.branch, reason: `${outcome.branch} already holds these files as the change left them` });
        return;
      }
      const left = outcome.personIndex?.leftAlone ?? [];
      const indexNote = outcome.personIndex?.error
        ? `Your index could not be brought up to the commit (${outcome.personIndex.error}): git status may show ${changes.map((c) => c.path).join(', ')} as staged until you run git reset -- <file>.`
        : left.length > 0
          ? `You had staged changes of your own to ${left.join(', ')}: your index was left as it was, so git status shows them against the new commit.`
          : undefined;
      const note = [outcome.leftOut.length > 0 ? leftOutNote(outcome.leftOut) : undefined, indexNote].filter(Boolean).join(' ');
      await record({ state: 'committed', repository: repo.top, commit: outcome.commit, branch: outcome.branch, ...(note ? { note } : {}) });
    } catch (err) {
      if (err instanceof CommitRefused || err instanceof ChangedSinceError || err instanceof GitError || err instanceof NoIdentityError) {
        await record({ state: 'not-committed', repository: repo.top, reason: err.message });
        return;
      }
      await record({ state: 'not-committed', repository: repo.top, reason: `commit failed: ${message(err)}` });
    }
  }

  async #record(auditId: string, commit: AuditCommit): Promise<void> {
    try {
      await this.#options.records.add(auditId, commit);
    } catch (err) {
      console.error('[git-commits] could not keep the commit record:', err);
    }
    this.#options.onOutcome?.(auditId, commit);
  }

  /** The repository's configured user, else the fallback the person set in Settings; none: no commit. */
  async #identity(repo: Repository): Promise<Identity> {
    const configured = await configuredIdentity(this.#options.git, repo);
    const { authorName, authorEmail } = this.#options.settings().git;
    const name = configured.name ?? (authorName || null);
    const email = configured.email ?? (authorEmail || null);
    if (name && email) return { name, email };
    throw new NoIdentityError(
      `the repository has no ${[name ? null : 'user.name', email ? null : 'user.email'].filter(Boolean).join(' or ')} configured and Settings → Git commits gives no fallback author; set one of them`,
    );
  }

  /** The mode (and identity) of the line naming the folder most closely, else the default mode. */
  #modeFor(folder: string): { mode: GitCommitMode; identity?: Identity } {
    const { git } = this.#options.settings();
    const lines = gitProjectSettings(git).filter((line) => isAbsolute(line.folder) && isWithin(line.folder, folder));
    const closest = lines.sort((a, b) => b.folder.length - a.folder.length)[0];
    return closest ? { mode: closest.mode, ...(closest.identity ? { identity: closest.identity } : {}) } : { mode: git.mode };
  }
}

class NoIdentityError extends Error {}

/** An approved call that finished and wrote something (an agent's, the person's, or a Revert). */
function committable(entry: AuditEntry): boolean {
  return entry.mutates && entry.outcome === 'succeeded' && entry.decision.outcome === 'approved' && (entry.edits?.length ?? 0) > 0;
}

/** The folder of the project an edit concerns: the file's folder, or the CODESYS project file's. */
function editFolder(edit: EditRecord): string | null {
  if (edit.kind === FILE_EDIT_KIND) {
    const path = typeof edit.revert.path === 'string' ? edit.revert.path : edit.location;
    return isAbsolute(path) ? dirname(path) : null;
  }
  const project = edit.revert.project_path;
  return typeof project === 'string' && isAbsolute(project) ? dirname(project) : null;
}

function entryFolder(entry: AuditEntry): string | null {
  if (entry.projectFile) return dirname(entry.projectFile.project);
  for (const edit of entry.edits ?? []) {
    if (edit.kind !== FILE_EDIT_KIND && edit.kind !== CODESYS_POU_KIND) continue;
    const folder = editFolder(edit);
    if (folder) return folder;
  }
  return null;
}

/** The commit body's line on the CODESYS text export it holds. */
function exportNote(exports: readonly FileChange[]): string[] {
  return exports.length > 0 ? [`Text export of the changed objects (for review in any git tool): ${exports.map((e) => posix.basename(e.path)).join(', ')}.`] : [];
}

/** Files the repository ignores, named with the rule that ignores each (Interlock never force-adds them). */
function leftOutNote(leftOut: readonly IgnoredFile[]): string {
  return `Left out of the commit because the repository ignores ${leftOut.length === 1 ? 'it' : 'them'} (Interlock never force-adds an ignored file): ${leftOut.map((l) => `${l.path} (${l.rule})`).join(', ')}.`;
}

/** Each file's path in the work tree (symlinks resolved, as git resolved the top), or left out when outside it. */
async function inRepository(repo: Repository, files: readonly WrittenFile[]): Promise<{ changes: Array<FileChange & { role: WrittenFile['role'] }>; outside: string[] }> {
  const top = await realpath(repo.top);
  const changes: Array<FileChange & { role: WrittenFile['role'] }> = [];
  const outside: string[] = [];
  for (const file of files) {
    const real = join(await realpath(dirname(file.path)).catch(() => dirname(file.path)), basename(file.path));
    const rel = relative(top, real);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) outside.push(file.path);
    else changes.push({ path: rel.split(sep).join('/'), content: file.content, role: file.role, ...(file.role === 'project' ? { essential: true } : {}) });
  }
  return { changes, outside };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
