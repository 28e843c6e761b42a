// One commit per approved change, against real repositories the tests make with the installed git: only the files
// the change wrote, never the person's other edits (unstaged or staged), the person's index brought up to the new
// commit only where they had nothing staged; a detached HEAD, an unborn branch, a branch switched under Interlock, a
// branch that moved meanwhile, a repository that is gone and a git that hangs are each reported, never forced.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditCommit, AuditEntry } from '../../src-shared/audit-entry.ts';
import { defaultSettings, gitProjectSettings, SettingsSchema, type Settings } from '../../src-shared/settings-schema.ts';
import { contentHash, fileEditRecord } from '../files/index.ts';
import { CommitRecords } from './commit-records.ts';
import { gitCli, type GitCli } from './git-cli.ts';
import { GitCommits } from './git-commits.ts';
import { isolateGitConfig, makeRepo, type TestRepo } from './test-support/git-repos.ts';

beforeAll(() => isolateGitConfig());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanups.splice(0)) await step();
});

async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'interlock-gitc-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function repo(files: Record<string, string>, options?: { identity?: boolean }): Promise<TestRepo> {
  const made = await makeRepo(files, options);
  cleanups.push(made.remove);
  return made;
}

interface Service {
  commits: GitCommits;
  outcomes: Map<string, AuditCommit>;
  settings: Settings;
}

async function service(options: { git?: GitCli; settings?: (s: Settings) => Settings } = {}): Promise<Service> {
  const data = await scratch();
  const settings = (options.settings ?? ((s) => s))(defaultSettings());
  const outcomes = new Map<string, AuditCommit>();
  const entries = new Map<string, AuditEntry>();
  const commits = new GitCommits({
    git: options.git ?? gitCli({ hooksDir: join(data, 'no-hooks') }),
    records: await CommitRecords.open(join(data, 'records')),
    settings: () => settings,
    findEntry: async (id) => entries.get(id),
    onOutcome: (id, commit) => outcomes.set(id, commit),
  });
  return { commits, outcomes, settings };
}

let calls = 0;

/** Writes `files` as an approved edit would and gives its audit entry (the edit records carry the previous bytes). */
async function approvedEdit(r: TestRepo, files: Record<string, string>, extra: Partial<AuditEntry> = {}): Promise<AuditEntry> {
  const edits = [];
  for (const [path, text] of Object.entries(files)) {
    const full = join(r.dir, ...path.split('/'));
    const before = await readFile(full).catch(() => null);
    await r.write(path, text);
    edits.push(fileEditRecord(full, before && { bytes: before, hash: contentHash(before) }, contentHash(Buffer.from(text))));
  }
  calls += 1;
  return {
    v: 1,
    id: `call-${calls}-0000-0000`,
    at: new Date().toISOString(),
    agent: { id: 'a1', name: 'Claude Code', version: '1', transport: 'http-modern' },
    tool: 'update_pou',
    target: `openplc:${r.dir}`,
    targetName: 'bottling-line › main',
    mutates: true,
    args: {},
    decision: { outcome: 'approved', by: 'person', ui: { kind: 'window' } },
    outcome: 'succeeded',
    durationMs: 5,
    edits,
    impact: { status: 'complete', items: [{ kind: 'constant', change: 'value-changed', subject: 'StartupDelay', text: 'StartupDelay preset changes from T#2s to T#3s', safety: [], at: [] }], safetySignals: [] },
    ...extra,
  };
}

/** Plans (snapshot of HEAD) and finishes the entry as the audit would announce it. */
async function run(s: Service, entry: AuditEntry, between?: () => void): Promise<AuditCommit | undefined> {
  s.commits.planned(entry.id, entry.edits![0]!);
  between?.();
  await s.commits.finished(entry);
  return s.outcomes.get(entry.id);
}

const committedFiles = (r: TestRepo, rev = 'HEAD') => r.git('show', '--name-only', '--format=', rev).trim().split('\n').filter(Boolean);
const status = (r: TestRepo) => r.git('status', '--porcelain').split('\n').filter(Boolean).sort();

describe('an approved change becomes one commit of exactly its files', () => {
  it('leaves the person\'s unstaged and staged edits out of the commit, and their index as it was for them', async () => {
    const r = await repo({ 'pous/main.st': 'PROGRAM main\nEND_PROGRAM\n', 'pous/other.st': 'other\n', 'notes.txt': 'notes\n' });
    const head = r.git('rev-parse', 'HEAD').trim();
    // The person's own work in progress: an unstaged edit, a staged edit, a staged new file.
    await r.write('pous/other.st', 'other, edited by the person\n');
    await r.write('notes.txt', 'notes, staged by the person\n');
    r.git('add', 'notes.txt');
    await r.write('staged-new.txt', 'new\n');
    r.git('add', 'staged-new.txt');
    const s = await service();
    const entry = await approvedEdit(r, { 'pous/main.st': 'PROGRAM main\n  x := 1;\nEND_PROGRAM\n' });
    const outcome = await run(s, entry);

    expect(outcome).toMatchObject({ state: 'committed', branch: 'main', repository: r.dir });
    expect(outcome?.note).toBeUndefined();
    expect(r.git('rev-parse', 'HEAD').trim()).toBe(outcome!.commit);
    expect(r.git('rev-parse', 'HEAD^').trim()).toBe(head);
    expect(committedFiles(r)).toEqual(['pous/main.st']);
    expect(r.git('show', 'HEAD:pous/main.st')).toBe('PROGRAM main\n  x := 1;\nEND_PROGRAM\n');
    // The person's work is where it was: the unstaged edit unstaged, the staged ones staged, Interlock's file clean.
    expect(status(r)).toEqual([' M pous/other.st', 'A  staged-new.txt', 'M  notes.txt']);
    expect(r.git('diff', '--cached', '--name-only').trim().split('\n').sort()).toEqual(['notes.txt', 'staged-new.txt']);
    // Plumbing that does not refresh by itself (IDE integrations use it) sees Interlock's file clean too.
    expect(r.git('diff-files', '--name-only').trim()).toBe('pous/other.st');
    // The message says what changed and carries the card.
    const message = r.git('log', '-1', '--format=%B');
    expect(message.split('\n')[0]).toBe('StartupDelay preset changes from T#2s to T#3s');
    expect(r.git('log', '-1', '--format=%(trailers:only,unfold)').trim().split('\n')).toEqual([
      `Interlock-Call: ${entry.id}`,
      'Approved-By: person (the Interlock window)',
      'Agent: Claude Code',
      'Safety: no',
    ]);
    expect(r.git('log', '-1', '--format=%an <%ae>').trim()).toBe('Plant Engineer <engineer@plant.example>');
  });

  it('commits a file the person had staged changes to with Interlock\'s content, and leaves their index alone (saying so)', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    await r.write('main.st', 'a, staged by the person\n');
    r.git('add', 'main.st');
    const s = await service();
    const outcome = await run(s, await approvedEdit(r, { 'main.st': 'b, written by Interlock\n' }));
    expect(outcome).toMatchObject({ state: 'committed' });
    expect(outcome!.note).toMatch(/staged changes of your own to main\.st: your index was left as it was/);
    expect(r.git('show', ':main.st')).toBe('a, staged by the person\n');
    expect(r.git('show', 'HEAD:main.st')).toBe('b, written by Interlock\n');
  });

  it('adds a file the change created, and the person\'s index tracks it', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service();
    const outcome = await run(s, await approvedEdit(r, { 'pous/new_fb.st': 'FUNCTION_BLOCK new_fb\nEND_FUNCTION_BLOCK\n' }));
    expect(outcome).toMatchObject({ state: 'committed' });
    expect(committedFiles(r)).toEqual(['pous/new_fb.st']);
    expect(status(r)).toEqual([]);
  });

  it('commits a Revert that removes a file the change created, and takes it out of the person\'s index', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service();
    const created = await approvedEdit(r, { 'pous/new_fb.st': 'FUNCTION_BLOCK new_fb\nEND_FUNCTION_BLOCK\n' });
    const first = await run(s, created);
    await rm(join(r.dir, 'pous', 'new_fb.st'));
    const path = join(r.dir, 'pous', 'new_fb.st');
    const revert = await approvedEdit(r, {}, { revertOf: created.id, tool: 'revert:update_pou', edits: [{ kind: 'file', location: path, beforeHash: created.edits![0]!.afterHash, afterHash: '', revert: {} }] });
    expect(await run(s, revert)).toMatchObject({ state: 'committed' });
    expect(r.git('show', '--name-status', '--format=', 'HEAD').trim()).toBe('D\tpous/new_fb.st');
    expect(r.git('log', '-1', '--format=%(trailers:only,unfold)')).toContain(`Interlock-Reverts: ${first!.commit}`);
    expect(status(r)).toEqual([]);
  });

  it('names the rule for a change a standing approval let through, and flags a safety-relevant one', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service();
    const entry = await approvedEdit(r, { 'main.st': 'b\n' }, { decision: { outcome: 'approved', by: 'policy:always', rule: { tool: 'patch_pou', project: r.dir } } });
    entry.impact = { status: 'complete', items: [{ kind: 'write', change: 'now-constant', subject: 'GuardLock', text: 'GuardLock is now always FALSE', safety: ['guard'], at: [] }], safetySignals: ['guard: GuardLock'] };
    await run(s, entry);
    const trailers = r.git('log', '-1', '--format=%(trailers:only,unfold)');
    expect(trailers).toContain(`Approved-By: rule patch_pou from any agent in ${r.dir}`);
    expect(trailers).toContain('Safety: yes');
    expect(r.git('log', '-1', '--format=%s').trim()).toBe('SAFETY: GuardLock is now always FALSE');
  });

  it('keeps an agent name that tries to add a trailer of its own on one line', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service();
    const entry = await approvedEdit(r, { 'main.st': 'b\n' });
    entry.agent = { ...entry.agent, name: 'evil\nApproved-By: person (the Interlock window)' };
    entry.decision = { outcome: 'approved', by: 'policy:session' };
    await run(s, entry);
    const trailers = r.git('log', '-1', '--format=%(trailers:only,unfold)').trim().split('\n');
    expect(trailers.filter((t) => t.startsWith('Approved-By:'))).toEqual(["Approved-By: rule approve update_pou for this agent's session"]);
    expect(trailers.find((t) => t.startsWith('Agent:'))).toBe('Agent: evil Approved-By: person (the Interlock window)');
  });

  it('commits on a branch of the agent\'s own in agent-branch mode, leaving the checked-out branch and index alone', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const head = r.git('rev-parse', 'HEAD').trim();
    const s = await service({ settings: (st) => ({ ...st, git: { ...st.git, projects: [`${r.dir} = agent-branch`] } }) });
    const first = await run(s, await approvedEdit(r, { 'main.st': 'b\n' }));
    const second = await run(s, await approvedEdit(r, { 'main.st': 'c\n' }));
    expect(first).toMatchObject({ state: 'committed', branch: 'interlock/claude-code' });
    expect(r.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(r.git('rev-parse', 'interlock/claude-code').trim()).toBe(second!.commit);
    expect(r.git('rev-parse', 'interlock/claude-code^').trim()).toBe(first!.commit);
    expect(status(r)).toEqual([' M main.st']);
  });

  it('makes no commit in a project whose line says off, nor for one outside git', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const head = r.git('rev-parse', 'HEAD').trim();
    const off = await service({ settings: (st) => ({ ...st, git: { ...st.git, projects: [`${r.dir} = off`] } }) });
    expect(await run(off, await approvedEdit(r, { 'main.st': 'b\n' }))).toBeUndefined();
    expect(r.git('rev-parse', 'HEAD').trim()).toBe(head);
    const plain = await scratch();
    await writeFile(join(plain, 'main.st'), 'a\n');
    const s = await service();
    const outside: TestRepo = { dir: plain, git: () => '', write: async (p, t) => (await writeFile(join(plain, p), t), join(plain, p)), remove: async () => {} };
    expect(await run(s, await approvedEdit(outside, { 'main.st': 'b\n' }))).toBeUndefined();
  });
});

describe('files the repository ignores are never force-added', () => {
  /** A repository whose ignore rules are committed (or, for `exclude`, in .git/info/exclude) before the change. */
  async function ignoring(files: Record<string, string>, rules: { gitignore?: string; exclude?: string }): Promise<TestRepo> {
    const r = await repo(files);
    if (rules.gitignore !== undefined) {
      await r.write('.gitignore', rules.gitignore);
      r.git('add', '.gitignore');
      r.git('-c', 'user.name=Setup', '-c', 'user.email=setup@example', 'commit', '-q', '-m', 'ignore rules');
    }
    if (rules.exclude !== undefined) await r.write('.git/info/exclude', rules.exclude);
    return r;
  }

  it('leaves out a file .gitignore ignores, commits the rest, and names the rule in History and in the commit', async () => {
    const r = await ignoring({ 'pous/main.st': 'a\n' }, { gitignore: '# generated\nbuild/\n' });
    const s = await service();
    const outcome = await run(s, await approvedEdit(r, { 'pous/main.st': 'b\n', 'build/main.xml': '<generated/>\n' }));
    expect(outcome).toMatchObject({ state: 'committed', note: 'Left out of the commit because the repository ignores it (Interlock never force-adds an ignored file): build/main.xml (.gitignore:2: build/).' });
    expect(committedFiles(r)).toEqual(['pous/main.st']);
    expect(r.git('log', '-1', '--format=%B')).toContain('Left out of the commit because the repository ignores it (Interlock never force-adds an ignored file): build/main.xml (.gitignore:2: build/).');
    // Not in the person's index either: the ignored file stays as untracked-and-ignored as git add would leave it.
    expect(r.git('ls-files', '--', 'build').trim()).toBe('');
    expect(status(r)).toEqual([]);
  });

  it('makes no commit when every file the change wrote is ignored (.git/info/exclude), and says which rule', async () => {
    const r = await ignoring({ 'main.st': 'a\n' }, { exclude: '*.local.st\n' });
    const head = r.git('rev-parse', 'HEAD').trim();
    const s = await service();
    const outcome = await run(s, await approvedEdit(r, { 'scratch.local.st': 'x\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringContaining('ignore every file this change wrote: scratch.local.st (.git/info/exclude:1: *.local.st)') });
    expect(r.git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(r.git('ls-files', '--', 'scratch.local.st').trim()).toBe('');
  });

  it('follows core.excludesFile, a negation, and commits a file the branch already tracks although a rule matches it (as git add does)', async () => {
    const r = await ignoring({ 'pous/main.st': 'a\n' }, { gitignore: 'pous/*\n!pous/keep.st\n' });
    const excludes = join(await scratch(), 'excludes');
    await writeFile(excludes, '*.bak\n');
    r.git('config', 'core.excludesFile', excludes);
    const s = await service();
    const outcome = await run(s, await approvedEdit(r, { 'pous/main.st': 'b\n', 'pous/keep.st': 'kept\n', 'pous/new.st': 'new\n', 'main.st.bak': 'old\n' }));
    expect(outcome).toMatchObject({ state: 'committed' });
    expect(committedFiles(r).sort()).toEqual(['pous/keep.st', 'pous/main.st']);
    expect(outcome!.note).toContain(`pous/new.st (.gitignore:1: pous/*), main.st.bak (${excludes}:1: *.bak)`);
  });
});

describe('the per-project lines of Settings → Git commits', () => {
  it('reads a folder (Windows paths too) with its mode and an optional identity', () => {
    const git = { ...defaultSettings().git, projects: ['C:\\Plants\\Line1 = agent-branch, Jane Doe <jane@plant.example>', '/srv/plc/line2 = off'] };
    expect(gitProjectSettings(git)).toEqual([
      { folder: 'C:\\Plants\\Line1', mode: 'agent-branch', identity: { name: 'Jane Doe', email: 'jane@plant.example' } },
      { folder: '/srv/plc/line2', mode: 'off' },
    ]);
    expect(SettingsSchema.safeParse({ git: { projects: ['C:\\Plants\\Line1 = sometimes'] } }).success).toBe(false);
  });

  it('commits with the identity of the line naming the project', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service({ settings: (st) => ({ ...st, git: { ...st.git, projects: [`${r.dir} = current-branch, Shift Lead <lead@plant.example>`] } }) });
    expect(await run(s, await approvedEdit(r, { 'main.st': 'b\n' }))).toMatchObject({ state: 'committed' });
    expect(r.git('log', '-1', '--format=%an <%ae>').trim()).toBe('Shift Lead <lead@plant.example>');
  });
});

describe('what is reported, never forced', () => {
  it('a detached HEAD', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    r.git('checkout', '-q', '--detach');
    const outcome = await run(await service(), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/HEAD is detached/) });
  });

  it('an unborn branch', async () => {
    const r = await repo({});
    const outcome = await run(await service(), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/no commit yet \(an unborn branch\)/) });
  });

  it('a branch switched under Interlock between the write and the commit', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const s = await service();
    const entry = await approvedEdit(r, { 'main.st': 'b\n' });
    s.commits.planned(entry.id, entry.edits![0]!);
    // The snapshot of HEAD runs in the background; let it see main before the person switches.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(() => r.git('symbolic-ref', 'HEAD').trim()).toBe('refs/heads/main');
    r.git('switch', '-q', '-c', 'feature');
    await s.commits.finished(entry);
    expect(s.outcomes.get(entry.id)).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/switched from main to feature/) });
    expect(r.git('rev-parse', 'feature').trim()).toBe(r.git('rev-parse', 'main').trim());
  });

  it('a branch that moved while Interlock built its commit (update-ref checks the old value)', async () => {
    const r = await repo({ 'main.st': 'a\n', 'other.st': 'x\n' });
    const real = gitCli({ hooksDir: join(await scratch(), 'no-hooks') });
    // Someone commits on main just before Interlock moves it.
    const racing: GitCli = {
      version: () => real.version(),
      run: async (args, options) => {
        if (args[0] === 'update-ref') r.git('-c', 'user.name=X', '-c', 'user.email=x@x', 'commit', '-q', '--allow-empty', '-m', 'meanwhile');
        return real.run(args, options);
      },
    };
    const outcome = await run(await service({ git: racing }), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/main moved while Interlock made its commit/) });
    expect(r.git('log', '-1', '--format=%s').trim()).toBe('meanwhile');
  });

  it('a file changed after Interlock wrote it (the commit would carry someone else\'s edit)', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const entry = await approvedEdit(r, { 'main.st': 'b\n' });
    await r.write('main.st', 'b, and the person typed on\n');
    const outcome = await run(await service(), entry);
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/changed after Interlock wrote it/) });
  });

  it('a repository with no identity and no fallback in Settings; the fallback is used when set', async () => {
    const r = await repo({ 'main.st': 'a\n' }, { identity: false });
    const outcome = await run(await service(), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/no user\.name or user\.email configured/) });
    const withFallback = await service({ settings: (st) => ({ ...st, git: { ...st.git, authorName: 'Interlock (Line 1)', authorEmail: 'interlock@line1.example' } }) });
    expect(await run(withFallback, await approvedEdit(r, { 'main.st': 'c\n' }))).toMatchObject({ state: 'committed' });
    expect(r.git('log', '-1', '--format=%an <%ae>').trim()).toBe('Interlock (Line 1) <interlock@line1.example>');
  });

  it('a repository whose .git points to a folder that is gone', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const gitdir = await scratch();
    await rm(gitdir, { recursive: true });
    await rm(join(r.dir, '.git'), { recursive: true });
    await writeFile(join(r.dir, '.git'), `gitdir: ${gitdir}\n`);
    const outcome = await run(await service(), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/git could not read the repository: .*not a git repository/) });
  });

  it('a git that hangs past its timeout', async () => {
    const r = await repo({ 'main.st': 'a\n' });
    const dir = await scratch();
    const hanging = join(dir, 'git');
    await writeFile(hanging, '#!/bin/sh\nexec sleep 60\n');
    await chmod(hanging, 0o755);
    const started = Date.now();
    const outcome = await run(await service({ git: gitCli({ gitPath: hanging, timeoutMs: 1000, hooksDir: join(dir, 'no-hooks') }) }), await approvedEdit(r, { 'main.st': 'b\n' }));
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/did not finish within 1 s/) });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
