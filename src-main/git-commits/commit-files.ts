// One commit holding exactly the files an approved change wrote, never the person's other edits, staged or not: the
// commit is built in an index of its own (GIT_INDEX_FILE, read from the branch's tip), its blobs hashed from the
// bytes Interlock checked, and the branch moved with `update-ref` only if it still points where it pointed when
// the commit was built. Nothing is forced: a detached HEAD, an unborn branch, a branch switched under Interlock or a
// branch that moved meanwhile is refused with the reason. A file the repository's ignore rules ignore (.gitignore,
// .git/info/exclude, core.excludesFile), as `git check-ignore` answers against the branch's tree, is never
// force-added: it is left out and named, or, when the commit is about that file, no commit is made. Then the person's
// own index is brought up to the new commit for those paths only, and only where the person had nothing staged there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitCli } from './git-cli.ts';
import { branchName, headState, refCommit, type Repository } from './repository.ts';

export interface FileChange {
  /** The path in the work tree, "/"-separated, as git names it. */
  path: string;
  /** The bytes the commit holds; null when the change removed the file. */
  content: Uint8Array | null;
  /** The commit is about this file (a CODESYS .project): if the repository ignores it, no commit is made at all. */
  essential?: boolean;
}

/** A file left out of the commit because the repository ignores it, and the rule that does (`.gitignore:3: build/`). */
export interface IgnoredFile {
  path: string;
  rule: string;
}

export interface Identity {
  name: string;
  email: string;
}

/** Which branch gets the commit: the one checked out (optionally: only if it is still `expectedRef`), or a ref of its own. */
export type CommitBranch = { kind: 'current'; expectedRef?: string } | { kind: 'own'; ref: string };

export interface CommitRequest {
  repo: Repository;
  files: readonly FileChange[];
  /** The message, given the files left out because the repository ignores them (it names them). */
  message: (leftOut: readonly IgnoredFile[]) => string;
  identity: Identity;
  branch: CommitBranch;
}

/** What became of the person's index for the committed paths (only when the commit went onto the checked-out branch). */
export interface PersonIndexUpdate {
  /** Paths whose index entry now matches the new commit (the person had nothing staged there). */
  refreshed: string[];
  /** Paths where the person had staged something of their own: their index was left as it was. */
  leftAlone: string[];
  /** Why the index could not be updated at all (e.g. another git held its lock). */
  error?: string;
}

export type CommitOutcome =
  | { state: 'committed'; commit: string; branch: string; parent: string; leftOut: IgnoredFile[]; personIndex?: PersonIndexUpdate }
  /** The branch already holds these bytes at these paths: no empty commit is made. */
  | { state: 'unchanged'; branch: string };

/** A commit Interlock would not make, with the reason in words. */
export class CommitRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommitRefused';
  }
}

interface TreeEntry {
  mode: string;
  oid: string;
}

export async function commitFiles(git: GitCli, request: CommitRequest): Promise<CommitOutcome> {
  const { repo } = request;
  const head = await headState(git, repo);
  const target = await targetRef(git, repo, request.branch, head);
  const scratch = await mkdtemp(join(tmpdir(), 'interlock-git-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    await git.run(['read-tree', target.parent], { cwd: repo.top, env });
    const { files, leftOut } = await leaveOutIgnored(git, repo, request.files, env);
    const paths = files.map((f) => f.path);
    const before = await treeEntries(git, repo, target.parent, paths);
    const lines: string[] = [];
    for (const file of files) {
      if (file.content === null) {
        if (before.has(file.path)) lines.push(`0 ${'0'.repeat(before.get(file.path)!.oid.length)}\t${file.path}`);
        continue;
      }
      // --path applies the repository's attributes (line endings, clean filters) as `git add` would.
      const { stdout } = await git.run(['hash-object', '-w', '--stdin', `--path=${file.path}`], { cwd: repo.top, input: file.content });
      lines.push(`${before.get(file.path)?.mode ?? '100644'} ${stdout.trim()}\t${file.path}`);
    }
    if (lines.length > 0) await git.run(['update-index', '-z', '--index-info'], { cwd: repo.top, env, input: lines.map((l) => `${l}\0`).join('') });
    const tree = (await git.run(['write-tree'], { cwd: repo.top, env })).stdout.trim();
    const parentTree = (await git.run(['rev-parse', `${target.parent}^{tree}`], { cwd: repo.top })).stdout.trim();
    const branch = branchName(target.ref);
    if (tree === parentTree) return { state: 'unchanged', branch };
    const identityEnv = {
      GIT_AUTHOR_NAME: request.identity.name,
      GIT_AUTHOR_EMAIL: request.identity.email,
      GIT_COMMITTER_NAME: request.identity.name,
      GIT_COMMITTER_EMAIL: request.identity.email,
    };
    const message = request.message(leftOut);
    const commit = (await git.run(['commit-tree', tree, '-p', target.parent, '-F', '-'], { cwd: repo.top, env: identityEnv, input: message })).stdout.trim();
    const expectedOld = target.exists ? target.parent : '';
    try {
      await git.run(['update-ref', '-m', `interlock: ${message.split('\n')[0] ?? ''}`, target.ref, commit, expectedOld], { cwd: repo.top });
    } catch (err) {
      throw new CommitRefused(`${branch} moved while Interlock made its commit (${err instanceof Error ? err.message : String(err)}); nothing was forced, commit it yourself`);
    }
    const onHead = head.kind === 'branch' && head.ref === target.ref;
    const after = await treeEntries(git, repo, commit, paths);
    return {
      state: 'committed',
      commit,
      branch,
      parent: target.parent,
      leftOut,
      ...(onHead ? { personIndex: await refreshPersonIndex(git, repo, paths, before, after) } : {}),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The files the repository does not ignore, and those it does with the rule that ignores each. `git check-ignore`
 * runs with the commit's own index (read from the branch's tip): a file the branch already tracks is never ignored,
 * as `git add` would take it, whatever the person's index holds. An ignored essential file: no commit at all.
 */
async function leaveOutIgnored(git: GitCli, repo: Repository, files: readonly FileChange[], env: Record<string, string>): Promise<{ files: FileChange[]; leftOut: IgnoredFile[] }> {
  // check-ignore reads pathspecs and refuses literal ones: "./" keeps a file named ":(glob)x" that file, not magic.
  const asked = new Map(files.map((f) => [f.path.startsWith(':') ? `./${f.path}` : f.path, f.path]));
  const { stdout } = await git.run(['check-ignore', '-v', '-z', '--stdin'], { cwd: repo.top, env, input: [...asked.keys()].map((p) => `${p}\0`).join(''), okCodes: [1] });
  const rules = new Map<string, string>();
  const fields = stdout.split('\0');
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const [source, line, pattern, path] = fields.slice(i, i + 4) as [string, string, string, string];
    // With -v, a path whose last matching rule is a negation ("!keep.st") is printed too: it is not ignored.
    if (pattern.startsWith('!')) continue;
    rules.set(asked.get(path) ?? path, `${source}:${line}: ${pattern}`);
  }
  const leftOut = files.filter((f) => rules.has(f.path)).map((f) => ({ path: f.path, rule: rules.get(f.path)! }));
  const named = leftOut.map((f) => `${f.path} (${f.rule})`).join(', ');
  const essential = files.filter((f) => f.essential && rules.has(f.path));
  if (essential.length > 0) {
    throw new CommitRefused(`the repository's ignore rules ignore ${essential.map((f) => `${f.path} (${rules.get(f.path)!})`).join(', ')}, so Interlock commits nothing of this change (it never force-adds an ignored file); track the file with git add -f yourself, or remove the rule`);
  }
  if (leftOut.length === files.length && files.length > 0) {
    throw new CommitRefused(`the repository's ignore rules ignore every file this change wrote: ${named}; Interlock never force-adds an ignored file, so there is no commit`);
  }
  return { files: files.filter((f) => !rules.has(f.path)), leftOut };
}

/** The ref the commit goes onto, the commit it builds on, and whether the ref exists yet. */
async function targetRef(git: GitCli, repo: Repository, branch: CommitBranch, head: Awaited<ReturnType<typeof headState>>): Promise<{ ref: string; parent: string; exists: boolean }> {
  if (branch.kind === 'own') {
    const tip = await refCommit(git, repo, branch.ref);
    if (tip) return { ref: branch.ref, parent: tip, exists: true };
    // A new branch of the agent's own starts where the work tree's HEAD is.
    if (head.commit === null) throw new CommitRefused(`${branchName(head.kind === 'branch' ? head.ref : 'HEAD')} has no commit yet (an unborn branch), so there is nothing to start ${branchName(branch.ref)} from; make a first commit`);
    return { ref: branch.ref, parent: head.commit, exists: false };
  }
  if (head.kind === 'detached') throw new CommitRefused(`HEAD is detached (at ${head.commit.slice(0, 12)}), so there is no branch to commit on; check out a branch`);
  if (branch.expectedRef !== undefined && branch.expectedRef !== head.ref) {
    throw new CommitRefused(`the branch was switched from ${branchName(branch.expectedRef)} to ${branchName(head.ref)} while Interlock wrote the change, so it is not committed on either; commit it yourself where it belongs`);
  }
  if (head.commit === null) throw new CommitRefused(`${branchName(head.ref)} has no commit yet (an unborn branch); make a first commit, then Interlock commits on top of it`);
  return { ref: head.ref, parent: head.commit, exists: true };
}

/** The tree entries of `paths` in `commit` (missing paths absent). */
async function treeEntries(git: GitCli, repo: Repository, commit: string, paths: readonly string[]): Promise<Map<string, TreeEntry>> {
  const found = new Map<string, TreeEntry>();
  if (paths.length === 0) return found;
  const { stdout } = await git.run(['ls-tree', '-z', '--full-tree', commit, '--', ...paths], { cwd: repo.top });
  for (const record of stdout.split('\0')) {
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(record);
    if (match && match[2] === 'blob') found.set(match[4]!, { mode: match[1]!, oid: match[3]! });
  }
  return found;
}

/** The person's index entries (stage 0 only; a path in conflict shows up with its stage). */
async function indexEntries(git: GitCli, repo: Repository, paths: readonly string[]): Promise<Map<string, TreeEntry & { stage: string }>> {
  const found = new Map<string, TreeEntry & { stage: string }>();
  const { stdout } = await git.run(['ls-files', '-s', '-z', '--full-name', '--', ...paths.map((p) => `:(top,literal)${p}`)], { cwd: repo.top });
  for (const record of stdout.split('\0')) {
    const match = /^(\d+) ([0-9a-f]+) (\d)\t(.*)$/s.exec(record);
    if (!match) continue;
    const path = match[4]!;
    const known = found.get(path);
    // A path in conflict has stages 1-3: it counts as the person's own staged work.
    if (!known || match[3] !== '0') found.set(path, { mode: match[1]!, oid: match[2]!, stage: match[3]! });
  }
  return found;
}

/**
 * After a commit on the checked-out branch, the person's index still holds the old blobs for the committed paths,
 * so `git status` would show Interlock's change as a staged change back to the old content. Where the person's
 * entry equals the old commit's (nothing staged of theirs), it is set to the new commit's; anywhere else it is left.
 */
async function refreshPersonIndex(git: GitCli, repo: Repository, paths: readonly string[], before: Map<string, TreeEntry>, after: Map<string, TreeEntry>): Promise<PersonIndexUpdate> {
  const refreshed: string[] = [];
  const leftAlone: string[] = [];
  try {
    const index = await indexEntries(git, repo, paths);
    const lines: string[] = [];
    for (const path of paths) {
      const mine = index.get(path);
      const old = before.get(path);
      const untouched = mine === undefined ? old === undefined : mine.stage === '0' && old !== undefined && mine.oid === old.oid && mine.mode === old.mode;
      if (!untouched) {
        leftAlone.push(path);
        continue;
      }
      const next = after.get(path);
      if (next) lines.push(`${next.mode} ${next.oid}\t${path}`);
      else if (old) lines.push(`0 ${'0'.repeat(old.oid.length)}\t${path}`);
      refreshed.push(path);
    }
    if (lines.length > 0) {
      await git.run(['update-index', '-z', '--index-info'], { cwd: repo.top, input: lines.map((l) => `${l}\0`).join('') });
      // Entries set from a blob carry no file times: refresh them, so plumbing (diff-files) sees them clean too.
      const present = refreshed.filter((path) => after.has(path));
      if (present.length > 0) await git.run(['update-index', '-q', '--refresh', '--', ...present], { cwd: repo.top, okCodes: [1] });
    }
    return { refreshed, leftAlone };
  } catch (err) {
    return { refreshed: [], leftAlone: [...paths], error: err instanceof Error ? err.message : String(err) };
  }
}
