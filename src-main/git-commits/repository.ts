// Where a project stands in git: its work tree, where HEAD points, the identity configured for commits.
import { posix } from 'node:path';
import { GitError, type GitCli } from './git-cli.ts';

export interface Repository {
  /** The work tree's top folder, as git prints it (forward slashes on Windows too). */
  top: string;
  /** The project folder's path inside the work tree ("" at the top, else "a/b/"). */
  prefix: string;
}

/** Where HEAD points: a branch (with its commit, null while the branch is unborn), or a detached commit. */
export type HeadState = { kind: 'branch'; ref: string; commit: string | null } | { kind: 'detached'; commit: string };

/** git's answer when a folder is in no work tree at all (as opposed to one whose repository cannot be read). */
const NOT_IN_GIT = /not a git repository \(or any/i;

/**
 * The work tree `folder` is in; null when it is in none. Throws GitError when git cannot tell: the binary is missing,
 * it hangs, or a `.git` is there but its repository cannot be read (a gitdir on a share that is gone).
 */
export async function findRepository(git: GitCli, folder: string): Promise<Repository | null> {
  try {
    const { stdout } = await git.run(['rev-parse', '--show-toplevel', '--show-prefix'], { cwd: folder });
    const [top, prefix] = stdout.split('\n');
    if (!top) return null;
    return { top, prefix: prefix ?? '' };
  } catch (err) {
    if (err instanceof GitError && err.kind === 'failed' && NOT_IN_GIT.test(err.stderr)) return null;
    // A bare repository or the inside of .git: no work tree whose files Interlock writes.
    if (err instanceof GitError && err.kind === 'failed' && /must be run in a work tree|inside the git directory/i.test(err.stderr)) return null;
    throw err;
  }
}

export async function headState(git: GitCli, repo: Repository): Promise<HeadState> {
  const symbolic = await git.run(['symbolic-ref', '-q', 'HEAD'], { cwd: repo.top, okCodes: [1] });
  const commit = await git.run(['rev-parse', '-q', '--verify', 'HEAD^{commit}'], { cwd: repo.top, okCodes: [1] });
  const oid = commit.code === 0 ? commit.stdout.trim() : null;
  if (symbolic.code === 0) return { kind: 'branch', ref: symbolic.stdout.trim(), commit: oid };
  if (oid === null) throw new GitError('failed', 'HEAD points nowhere git can read');
  return { kind: 'detached', commit: oid };
}

/** The commit a ref points at, or null when there is no such ref. */
export async function refCommit(git: GitCli, repo: Repository, ref: string): Promise<string | null> {
  const found = await git.run(['rev-parse', '-q', '--verify', `${ref}^{commit}`], { cwd: repo.top, okCodes: [1] });
  return found.code === 0 ? found.stdout.trim() : null;
}

/** user.name and user.email as the repository's configuration gives them (all levels), each null when unset. */
export async function configuredIdentity(git: GitCli, repo: Repository): Promise<{ name: string | null; email: string | null }> {
  const get = async (key: string) => {
    const found = await git.run(['config', '--get', key], { cwd: repo.top, okCodes: [1] });
    const value = found.code === 0 ? found.stdout.trim() : '';
    return value === '' ? null : value;
  };
  return { name: await get('user.name'), email: await get('user.email') };
}

/** The work-tree path of `file` (a name inside the project folder, "/"-separated), as git names it. */
export function repoPath(repo: Repository, inProject: string): string {
  return posix.normalize(`${repo.prefix}${inProject}`);
}

/** `refs/heads/main` → `main`. */
export function branchName(ref: string): string {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref;
}

/** A branch name of an agent's own: `interlock/<agent>`, made of what a ref name may hold. */
export function agentBranchRef(agentName: string): string {
  const slug = agentName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.lock$/, '')
    .slice(0, 60)
    .replace(/[-.]+$/g, '');
  return `refs/heads/interlock/${slug || 'agent'}`;
}
