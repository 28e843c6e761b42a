// A CODESYS project (a binary file) in git: an approved codesys_set_pou_code, run against the CODESYS stand-in and
// saved, becomes one commit holding the saved .project and a text export of the changed object beside it, written
// from the texts Interlock already had for the change, so the diff reads in any git tool.
import { execFileSync } from 'node:child_process';
import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditCommit } from '../../src-shared/audit-entry.ts';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createCodesysDomain } from '../codesys/index.ts';
import { makeStandinWorld, startCodesysHarness, structured, testCodesysSettings, type CodesysHarness, type StandinWorld } from '../codesys/test-support/standin.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { contentHash } from '../files/index.ts';
import { CommitRecords } from './commit-records.ts';
import { gitCli } from './git-cli.ts';
import { GitCommits } from './git-commits.ts';
import { isolateGitConfig } from './test-support/git-repos.ts';

beforeAll(() => isolateGitConfig());

let world: StandinWorld | undefined;
let h: CodesysHarness | undefined;
let scratch = '';
afterEach(async () => {
  await h?.close();
  await world?.cleanup();
  await rm(scratch, { recursive: true, force: true });
  h = world = undefined;
});

const NEW_CODE = 'nCount := nCount + 2; (* approved change *)\n';

/**
 * The stand-in CODESYS with Cell.project committed in a repository (with `gitignore` as its .gitignore), and the
 * commits of approved changes wired.
 */
async function setUp(overrides: Parameters<typeof startCodesysHarness>[1] = {}, gitignore?: string) {
  world = await makeStandinWorld();
  scratch = await mkdtemp(join(tmpdir(), 'interlock-gitcs-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: world!.workspace, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Plant Engineer');
  git('config', 'user.email', 'engineer@plant.example');
  h = await startCodesysHarness(world, overrides);
  const project = join(world.workspace, 'Cell.project');
  await h.approve('codesys_create_project', { project_path: project });
  if (gitignore !== undefined) await writeFile(join(world.workspace, '.gitignore'), gitignore);
  git('add', '-A');
  git('commit', '-q', '-m', 'the cell as delivered');
  const outcomes = new Map<string, AuditCommit>();
  const core = h.harness.core;
  const commits = new GitCommits({
    git: gitCli({ hooksDir: join(scratch, 'no-hooks') }),
    records: await CommitRecords.open(join(scratch, 'records')),
    settings: () => core.settings.current,
    findEntry: async () => undefined,
    onOutcome: (id, commit) => outcomes.set(id, commit),
  });
  core.audit.onDurable((record) => (record.type === 'plan' ? commits.planned(record.id, record.edit) : void commits.finished(record.entry)));
  /** An approved set_pou_code of PLC_PRG; gives the outcome of its commit. */
  const approvedEdit = async () => {
    const read = structured<{ content_hash: string }>(await h!.harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const { result } = await h!.approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: NEW_CODE, expected_content_hash: read.content_hash });
    expect(result.isError ?? false).toBe(false);
    await commits.settled();
    const auditId = core.store.state.queue.findLast((e) => e.tool === 'codesys_set_pou_code')!.id;
    return { auditId, outcome: outcomes.get(auditId) };
  };
  return { git, project, approvedEdit, initial: git('rev-parse', 'HEAD').trim() };
}

describe('an approved change to a CODESYS project in git', () => {
  it('commits the saved project file and a text export of the changed object, nothing else', { timeout: 120_000 }, async () => {
    const { git, project, approvedEdit, initial } = await setUp();
    const { auditId, outcome } = await approvedEdit();
    expect(outcome).toMatchObject({ state: 'committed', branch: 'main' });
    expect(git('rev-parse', 'HEAD^').trim()).toBe(initial);
    const files = git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    expect(files[0]).toBe('Cell.project');
    expect(files.slice(1)).toHaveLength(1);
    expect(files[1]).toMatch(/^Cell\.project\.interlock-export\/(.+\/)?PLC_PRG\.st$/);
    // The export is the object's text after the change, in the commit and on disk (so the work tree is clean).
    const exported = git('show', `HEAD:${files[1]}`);
    expect(exported).toContain(NEW_CODE.trim());
    expect(exported).toMatch(/PROGRAM PLC_PRG/);
    expect(await readFile(join(world!.workspace, ...files[1]!.split('/')), 'utf8')).toBe(exported);
    expect(git('show', 'HEAD:Cell.project')).toBe(await readFile(project, 'utf8'));
    expect(git('log', '-1', '--format=%B')).toMatch(/Text export of the changed objects \(for review in any git tool\): PLC_PRG\.st\./);
    expect(git('log', '-1', '--format=%(trailers:only,unfold)')).toContain(`Interlock-Call: ${auditId}`);
    expect(git('status', '--porcelain').trim()).toBe('');
  });

  it('leaves the text export out when the repository ignores its folder, and commits the project file alone', { timeout: 120_000 }, async () => {
    const { git, approvedEdit, initial } = await setUp({}, '*.interlock-export/\n');
    const { outcome } = await approvedEdit();
    expect(outcome).toMatchObject({ state: 'committed', note: expect.stringMatching(/^Left out of the commit because the repository ignores it \(Interlock never force-adds an ignored file\): Cell\.project\.interlock-export\/.*PLC_PRG\.st \(\.gitignore:1: \*\.interlock-export\/\)\.$/) });
    expect(git('rev-parse', 'HEAD^').trim()).toBe(initial);
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('Cell.project');
    const body = git('log', '-1', '--format=%B');
    expect(body).not.toMatch(/Text export of the changed objects/);
    expect(body).toMatch(/Left out of the commit because the repository ignores it/);
    expect(git('status', '--porcelain').trim()).toBe('');
  });

  it('makes no commit when the repository ignores the .project itself, and says which rule', { timeout: 120_000 }, async () => {
    const { git, approvedEdit, initial } = await setUp({}, '*.project\n');
    expect(git('ls-files').trim().split('\n')).not.toContain('Cell.project');
    const { outcome } = await approvedEdit();
    expect(outcome).toMatchObject({
      state: 'not-committed',
      reason: expect.stringContaining("the repository's ignore rules ignore Cell.project (.gitignore:1: *.project), so Interlock commits nothing of this change"),
    });
    expect(git('rev-parse', 'HEAD').trim()).toBe(initial);
    expect(git('ls-files').trim().split('\n')).not.toContain('Cell.project');
  });

  it('makes no commit while the change is left unsaved in CODESYS, and says so', { timeout: 120_000 }, async () => {
    const { git, approvedEdit, initial } = await setUp({ afterChange: 'leave-unsaved' });
    const { outcome } = await approvedEdit();
    expect(outcome).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/not saved in the project file .*Cell\.project, so there is nothing to commit yet/) });
    expect(git('rev-parse', 'HEAD').trim()).toBe(initial);
    expect(git('status', '--porcelain').trim()).toBe('');
  });
});

describe('a CODESYS project in git, through /mcp and History', () => {
  let center: ControlCenter | undefined;
  let client: Client | undefined;
  let dataDir = '';
  afterEach(async () => {
    await client?.close();
    await center?.close();
    await rm(dataDir, { recursive: true, force: true });
    client = center = undefined;
  });

  it('an agent\'s approved edit is one commit of the .project and its export, nothing of the person\'s; Revert from History is a second commit that puts the export back', { timeout: 180_000 }, async () => {
    world = await makeStandinWorld();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: world!.workspace, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Plant Engineer');
    git('config', 'user.email', 'engineer@plant.example');
    await writeFile(join(world.workspace, '.gitignore'), '*.~u\n');
    await writeFile(join(world.workspace, 'README.md'), 'The cell.\n');
    await writeFile(join(world.workspace, 'notes.txt'), 'notes\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'the cell folder');
    dataDir = await realpath(await mkdtemp(join(tmpdir(), 'interlock-gitcsmcp-')));
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable) }));
    const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [createCodesysDomain] });
    center = cc;
    cc.core.gate.attachUi();
    client = new Client({ name: 'Cell Agent', version: '1.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
    const window = { kind: 'window' } as const;
    /** The agent's call; the person approves its card in the window. */
    const approved = async (name: string, args: Record<string, unknown>) => {
      const call = client!.callTool({ name, arguments: args }) as Promise<{ isError?: boolean; content: Array<{ text?: string }>; structuredContent?: Record<string, unknown> }>;
      await expect.poll(() => cc.core.store.state.approvals.length, { timeout: 60_000 }).toBe(1);
      await cc.handlers['approval:decide']({ approvalId: cc.core.store.state.approvals[0]!.id, decision: 'approve-once' }, window);
      const result = await call;
      expect(result.isError ?? false, result.content[0]?.text).toBe(false);
      await cc.gitCommits.settled();
      return result;
    };
    const project = join(world.workspace, 'Cell.project');
    await approved('codesys_create_project', { project_path: project });
    const before = git('rev-parse', 'HEAD').trim();
    const exportBefore = structured<{ declaration: string; implementation: string; content_hash: string }>(
      (await client.callTool({ name: 'codesys_read_pou', arguments: { project_path: project, object_path: 'PLC_PRG' } })) as Parameters<typeof structured>[0],
    );
    // The person's own work in progress: a staged edit and an unstaged one.
    await writeFile(join(world.workspace, 'README.md'), 'The cell, staged by the person.\n');
    git('add', 'README.md');
    await writeFile(join(world.workspace, 'notes.txt'), 'notes, not staged\n');

    await approved('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: NEW_CODE, expected_content_hash: exportBefore.content_hash });
    const history = () => cc.handlers['audit:query']({ limit: 50, filter: { editsOnly: true } }, window);
    const page = await history();
    const edit = page.entries.find((e) => e.tool === 'codesys_set_pou_code')!;
    const first = page.commits?.[edit.id];
    expect(first).toMatchObject({ state: 'committed', branch: 'main' });
    expect(git('rev-parse', 'HEAD').trim()).toBe(first!.commit);
    expect(git('rev-parse', 'HEAD^').trim()).toBe(before);
    const files = git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    expect(files).toHaveLength(2);
    expect(files[0]).toBe('Cell.project');
    expect(files[1]).toMatch(/^Cell\.project\.interlock-export\/(.+\/)?PLC_PRG\.st$/);
    expect(git('show', `HEAD:${files[1]}`)).toContain(NEW_CODE.trim());
    expect(git('log', '-1', '--format=%(trailers:only,unfold)').trim().split('\n')).toEqual([`Interlock-Call: ${edit.id}`, 'Approved-By: person (the Interlock window)', 'Agent: Cell Agent', 'Safety: no']);
    // The person's staged and unstaged edits are as they were, and out of the commit.
    expect(git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([' M notes.txt', 'M  README.md']);
    expect(git('show', ':README.md')).toBe('The cell, staged by the person.\n');

    // Revert from History (the person's confirm card): a second commit, naming the first, with the export put back.
    expect(page.revertable).toContain(edit.id);
    await cc.handlers['audit:revert']({ auditId: edit.id }, window);
    await cc.gitCommits.settled();
    const after = await history();
    const revert = after.entries.find((e) => e.revertOf === edit.id)!;
    // The revert's save is recorded with the file's hash, so its commit would refuse a .project changed since.
    expect(revert.projectFile).toEqual({ project, saved: true, savedHash: contentHash(await readFile(project)) });
    const second = after.commits?.[revert.id];
    expect(second).toMatchObject({ state: 'committed', branch: 'main' });
    expect(git('rev-parse', 'HEAD').trim()).toBe(second!.commit);
    expect(git('rev-parse', 'HEAD^').trim()).toBe(first!.commit);
    expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual(files);
    expect(git('log', '-1', '--format=%s').trim()).toBe('Revert Cell.project › PLC_PRG');
    const trailers = git('log', '-1', '--format=%(trailers:only,unfold)').trim().split('\n');
    expect(trailers).toContain(`Interlock-Call: ${revert.id}`);
    expect(trailers).toContain(`Interlock-Reverts: ${first!.commit}`);
    const exported = git('show', `HEAD:${files[1]}`);
    expect(exported).not.toContain(NEW_CODE.trim());
    expect(exported).toContain(exportBefore.implementation.trim() || exportBefore.declaration.trim());
    expect(git('show', 'HEAD:Cell.project')).toBe(await readFile(project, 'utf8'));
    expect(git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([' M notes.txt', 'M  README.md']);
  });
});
