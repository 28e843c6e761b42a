// The "done when", through the real MCP endpoint: an agent's edit of a git-tracked OpenPLC project, approved
// on its card, is one commit with the card's trailers and nothing else in it (the person's untracked file, staged edit
// and unstaged edit stay out of it, their index and work tree as they were); Revert from History makes a second
// commit naming the first; History links both entries to their commits. A git that hangs leaves the approved change
// saved and audited, with History and Diagnostics saying why there is no commit; a missing git is on Diagnostics.
import { chmod, cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UiActor } from '../../src-shared/app-state.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { contentHash } from '../files/index.ts';
import { createOpenPlcDomain } from '../openplc/index.ts';
import { isolateGitConfig, makeRepo } from './test-support/git-repos.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/openplc/bottling-line', import.meta.url));
const window: UiActor = { kind: 'window' };
beforeAll(() => isolateGitConfig());

let cc: ControlCenter | undefined;
let client: Client | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await client?.close();
  await cc?.close();
  client = cc = undefined;
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A control center whose project root holds the bottling line, committed in a git repository of its own. */
async function start(git?: { path?: string; timeoutMs?: number }): Promise<{ center: ControlCenter; project: string; repoGit: (...args: string[]) => string }> {
  const dataDir = await realpath(await mkdtemp(join(tmpdir(), 'interlock-gitmcp-')));
  dirs.push(dataDir);
  const repo = await makeRepo({});
  dirs.push(repo.dir);
  const project = join(repo.dir, 'bottling-line');
  await cp(fixtures, project, { recursive: true });
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'the bottling line as delivered');
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [repo.dir] }));
  const center = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)], ...(git ? { git } : {}) });
  cc = center;
  center.core.gate.attachUi();
  client = new Client({ name: 'Line Agent', version: '2.1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(center.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${center.token.reveal()}` } } }));
  return { center, project, repoGit: repo.git };
}

/** The agent patches main.st; the person approves the card in the window. */
async function approvedPatch(center: ControlCenter, project: string): Promise<{ isError: boolean; text: string }> {
  const main = join(project, 'pous', 'programs', 'main.st');
  const call = client!.callTool({
    name: 'patch_pou',
    arguments: {
      project_path: project,
      pou_name: 'main',
      expected_content_hash: contentHash(await readFile(main)),
      edits: [{ old: '(* Green push button, NO contact *)', new: '(* Green push button, normally open *)' }],
    },
  }) as Promise<{ isError?: boolean; content: Array<{ text?: string }> }>;
  await expect.poll(() => center.core.store.state.approvals.length, { timeout: 30_000 }).toBe(1);
  const card = center.core.store.state.approvals[0]!;
  await center.handlers['approval:decide']({ approvalId: card.id, decision: 'approve-once' }, window);
  const result = await call;
  return { isError: result.isError === true, text: result.content.map((c) => c.text ?? '').join('\n') };
}

async function history(center: ControlCenter) {
  return center.handlers['audit:query']({ limit: 50, filter: { editsOnly: true } }, window);
}

describe('approved changes in a git-tracked project, through /mcp', () => {
  it('makes one commit per approved edit with the card\'s trailers, and a second one for its Revert', { timeout: 120_000 }, async () => {
    const { center, project, repoGit } = await start();
    const initial = repoGit('rev-parse', 'HEAD').trim();
    // The person's own unfinished work beside it stays theirs: an untracked file, a staged edit, an unstaged one.
    await writeFile(join(project, 'README.local'), 'the person\'s notes\n');
    const stats = join(project, 'pous', 'programs', 'ProductionStats.st');
    await writeFile(stats, `${await readFile(stats, 'utf8')}(* staged by the person *)\n`);
    repoGit('add', 'bottling-line/pous/programs/ProductionStats.st');
    const capper = join(project, 'pous', 'function-blocks', 'CapperControl.st');
    await writeFile(capper, `${await readFile(capper, 'utf8')}(* not staged *)\n`);
    const personStatus = ['?? bottling-line/README.local', 'M  bottling-line/pous/programs/ProductionStats.st', ' M bottling-line/pous/function-blocks/CapperControl.st'].sort();
    const personStaged = repoGit('diff', '--cached');
    const outcome = await approvedPatch(center, project);
    expect(outcome.isError).toBe(false);
    await center.gitCommits.settled();

    const page = await history(center);
    const edit = page.entries[0]!;
    expect(page.commits?.[edit.id]).toMatchObject({ state: 'committed', branch: 'main' });
    const first = page.commits![edit.id]!.commit!;
    expect(repoGit('rev-parse', 'HEAD').trim()).toBe(first);
    expect(repoGit('rev-parse', `${first}^`).trim()).toBe(initial);
    expect(repoGit('show', '--name-only', '--format=', first).trim()).toBe('bottling-line/pous/programs/main.st');
    expect(repoGit('log', '-1', '--format=%(trailers:only,unfold)', first).trim().split('\n')).toEqual([
      `Interlock-Call: ${edit.id}`,
      'Approved-By: person (the Interlock window)',
      'Agent: Line Agent',
      'Safety: no',
    ]);
    expect(repoGit('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual(personStatus);
    expect(repoGit('diff', '--cached')).toBe(personStaged);

    // Revert from History (the person's confirm card in the window): a second commit, naming the first.
    expect(page.revertable).toContain(edit.id);
    await center.handlers['audit:revert']({ auditId: edit.id }, window);
    await center.gitCommits.settled();
    const after = await history(center);
    const revert = after.entries.find((e) => e.revertOf === edit.id)!;
    const second = after.commits?.[revert.id];
    expect(second).toMatchObject({ state: 'committed', branch: 'main' });
    expect(repoGit('rev-parse', 'HEAD').trim()).toBe(second!.commit);
    expect(repoGit('rev-parse', 'HEAD^').trim()).toBe(first);
    expect(repoGit('show', '--name-only', '--format=', 'HEAD').trim()).toBe('bottling-line/pous/programs/main.st');
    expect(repoGit('diff', initial, 'HEAD', '--stat').trim()).toBe('');
    expect(repoGit('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual(personStatus);
    expect(repoGit('diff', '--cached')).toBe(personStaged);
    const trailers = repoGit('log', '-1', '--format=%(trailers:only,unfold)').trim().split('\n');
    expect(trailers).toContain(`Interlock-Call: ${revert.id}`);
    expect(trailers).toContain(`Interlock-Reverts: ${first}`);
    expect(trailers).toContain('Approved-By: person (the Interlock window)');
    expect(repoGit('log', '-1', '--format=%s').trim()).toMatch(/^Revert /);
    expect(center.core.store.state.diagnostics['interlock:git']?.summary).toMatch(/^Git commits: git version .*, 2 commits of approved changes since start$/);
  });

  it('with a git that hangs: the change is still saved and audited, and History and Diagnostics say why there is no commit', { timeout: 120_000 }, async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'interlock-hang-'));
    dirs.push(scratch);
    const hanging = join(scratch, 'git');
    // Answers `--version` (so git counts as installed), hangs on everything else: a repository on a share gone quiet.
    await writeFile(hanging, '#!/bin/sh\nif [ "$5" = "--version" ]; then echo "git version 2.39.5 (hangs)"; exit 0; fi\nexec sleep 60\n');
    await chmod(hanging, 0o755);
    const { center, project, repoGit } = await start({ path: hanging, timeoutMs: 1500 });
    const initial = repoGit('rev-parse', 'HEAD').trim();
    const outcome = await approvedPatch(center, project);
    expect(outcome.isError).toBe(false);
    expect(await readFile(join(project, 'pous', 'programs', 'main.st'), 'utf8')).toContain('normally open');
    await center.gitCommits.settled();
    const page = await history(center);
    expect(page.entries[0]).toMatchObject({ tool: 'patch_pou', outcome: 'succeeded' });
    expect(page.commits?.[page.entries[0]!.id]).toMatchObject({ state: 'not-committed', reason: expect.stringMatching(/did not finish within 2 s|did not finish within 1 s/) });
    expect(repoGit('rev-parse', 'HEAD').trim()).toBe(initial);
    const items = center.core.store.state.diagnostics['interlock:git']?.items.map((i) => i.message).join('\n') ?? '';
    expect(items).toMatch(/saved and audited but not committed/);
  });

  it('without git: Diagnostics says so, and approved changes go on without commits', { timeout: 120_000 }, async () => {
    const { center, project, repoGit } = await start({ path: join(tmpdir(), 'no-such-git-binary') });
    const initial = repoGit('rev-parse', 'HEAD').trim();
    expect((await approvedPatch(center, project)).isError).toBe(false);
    await center.gitCommits.settled();
    const git = center.core.store.state.diagnostics['interlock:git'];
    expect(git?.summary).toBe('Git commits: off, git cannot be run');
    expect(git?.items[0]?.message).toMatch(/git was not found .*none is committed/);
    expect((await history(center)).commits).toBeUndefined();
    expect(repoGit('rev-parse', 'HEAD').trim()).toBe(initial);
  });
});
