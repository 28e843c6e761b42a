// The sandbox as an attacker holding only the MCP token meets it: links inside a project that lead out of the
// project roots, a folder swapped for a link while a card waits, search through a link, and errors that must not
// quote or reveal anything outside. Every call goes through the real MCP client, server, queue, gate and audit.
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, FIXTURES_DIR, ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
let outside: string;
const SECRET = 'root:x:0:0:root:/root:/bin/bash';

beforeEach(async () => {
  h = await startOpenPlcHarness();
  h.harness.attachUi();
  // A folder outside every project root that looks like a project's insides.
  outside = await realpath(await mkdtemp(join(tmpdir(), 'interlock-outside-')));
  await cp(join(FIXTURES_DIR, 'bottling-line', 'pous'), join(outside, 'pous'), { recursive: true });
  await writeFile(join(outside, 'passwd'), `${SECRET}\n`);
});
afterEach(async () => {
  await h.close();
  await rm(outside, { recursive: true, force: true });
});

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[join(entry.parentPath, entry.name)] = await readFile(join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

/** Starts a mutating call and resolves once its card is up, with the call's pending result. */
async function pendingCard(tool: string, args: Record<string, unknown>) {
  const result = h.call(tool, args);
  const first = await Promise.race([result.then((done) => ({ done })), h.harness.nextApproval().then((card) => ({ card }))]);
  if ('done' in first) throw new Error(`${tool} ended without a card: ${first.done.content[0]?.text}`);
  return { card: first.card, result };
}

describe('links that lead out of the project roots', () => {
  for (const linked of ['pous', 'pous/programs']) {
    it(`a linked ${linked}/ is neither listed, nor read, nor written`, async () => {
      const project = await h.project('bottling-line');
      await rm(join(project, linked), { recursive: true });
      await symlink(join(outside, linked), join(project, linked));
      const before = await snapshot(outside);

      const listed = ok<{ pous: Array<{ name: string }> }>(await h.call('list_pous', { project_path: project })).pous.map((p) => p.name);
      expect(listed).not.toContain('main');
      expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'main' }))).toMatch(/No POU named "main"/);
      const structure = ok<{ files: string[] }>(await h.call('get_project_structure', { project_path: project }));
      expect(structure.files.filter((f) => f.startsWith(`${linked}/`))).toEqual([]);

      const created = await h.call('create_pou', { project_path: project, name: 'Probe', type: 'program', language: 'st' });
      expect(failure(created)).toMatch(/not a folder inside the project|outside/);
      const hash = `sha256:${'0'.repeat(64)}`;
      expect(failure(await h.call('update_pou', { project_path: project, pou_name: 'main', content: 'PROGRAM main\nEND_PROGRAM', expected_content_hash: hash }))).toMatch(
        /No POU named "main"/,
      );
      expect(await snapshot(outside)).toEqual(before);
    });
  }

  it('a folder swapped for a link while the card waits: the approved write fails and the file outside stays untouched', async () => {
    const project = await h.project('bottling-line');
    const programs = join(project, 'pous', 'programs');
    const { content, content_hash } = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
    const { card, result } = await pendingCard('update_pou', {
      project_path: project,
      pou_name: 'main',
      content: content.replace('END_PROGRAM', '(* agent *)\nEND_PROGRAM'),
      expected_content_hash: content_hash,
    });
    // While the person looks at the card, pous/programs becomes a link to a look-alike outside (same bytes, same hash).
    await rename(programs, join(project, 'programs-moved'));
    await symlink(join(outside, 'pous', 'programs'), programs);
    const before = await snapshot(outside);
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    // Caught when the edit is re-resolved after approval, or else inside the atomic write itself.
    expect(failure(await result)).toMatch(/No POU named "main"|main.st was not written: a folder on its way was replaced by a link/);
    expect(await snapshot(outside)).toEqual(before);
    expect(await readFile(join(project, 'programs-moved', 'main.st'), 'utf8')).toBe(content);
  });

  it('the project folder itself swapped for a link between card and approval writes nothing outside', async () => {
    const project = await h.project('bottling-line');
    const { content, content_hash } = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'ScaleAnalog' }));
    const { card, result } = await pendingCard('update_pou', {
      project_path: project,
      pou_name: 'ScaleAnalog',
      content: content.replace('END_FUNCTION', '(* agent *)\nEND_FUNCTION'),
      expected_content_hash: content_hash,
    });
    await rename(project, `${project}-moved`);
    await mkdir(project);
    await symlink(join(outside, 'pous'), join(project, 'pous'));
    const before = await snapshot(outside);
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    expect((await result).isError).toBe(true);
    expect(await snapshot(outside)).toEqual(before);
  });

  it('search never reads through a link out of the project', async () => {
    const project = await h.project('bottling-line');
    await symlink(join(outside, 'passwd'), join(project, 'pous', 'programs', 'passwd.st'));
    await mkdir(join(project, 'datatypes', 'more'), { recursive: true });
    await symlink(join(outside, 'passwd'), join(project, 'datatypes', 'more', 'Leak.dt'));
    const found = ok<{ matches: Array<{ text: string }> }>(await h.call('search_project', { project_path: project, pattern: 'root' }));
    expect(JSON.stringify(found)).not.toContain('/bin/bash');
    const types = ok<{ data_types: Array<{ name: string }> }>(await h.call('list_datatypes', { project_path: project }));
    expect(types.data_types.map((t) => t.name)).not.toContain('Leak');
  });

  it('a linked devices/configuration.json is read as absent: its bytes never appear in an error', async () => {
    const project = await h.project('bottling-line');
    await rm(join(project, 'devices', 'configuration.json'));
    await symlink(join(outside, 'passwd'), join(project, 'devices', 'configuration.json'));
    for (const tool of ['get_io_configuration', 'validate_project', 'get_project_structure']) {
      const answer = await h.call(tool, { project_path: project });
      expect(JSON.stringify(answer), tool).not.toContain('root:x');
    }
    // A broken file inside the project gets an error that says where, not what it holds.
    await rm(join(project, 'devices', 'configuration.json'));
    await writeFile(join(project, 'devices', 'configuration.json'), SECRET);
    const broken = failure(await h.call('get_io_configuration', { project_path: project }));
    expect(broken).toMatch(/devices\/configuration.json is not valid JSON/);
    expect(broken).not.toContain('root:x');
  });

  it('a project path behind a link answers "outside" whether or not anything is there', async () => {
    await symlink(outside, join(h.workspace, 'elsewhere'));
    const existing = failure(await h.call('list_pous', { project_path: join(h.workspace, 'elsewhere', 'pous') }));
    const missing = failure(await h.call('list_pous', { project_path: join(h.workspace, 'elsewhere', 'nothing-here') }));
    expect(existing).toMatch(/outside the configured project roots/);
    expect(missing.replace('nothing-here', 'pous')).toBe(existing);
    const far = failure(await h.call('list_pous', { project_path: join(outside, 'nothing-here') }));
    expect(far).toMatch(/outside the configured project roots/);
  });

  it('a link that stays inside the project is listed and read alike, and a link loop ends the walk', async () => {
    const project = await h.project('bottling-line');
    await mkdir(join(project, 'shared'));
    await writeFile(join(project, 'shared', 'Helper.st'), 'FUNCTION_BLOCK Helper\n  VAR\n  END_VAR\n\nEND_FUNCTION_BLOCK');
    await symlink(join(project, 'shared'), join(project, 'pous', 'function-blocks', 'shared'));
    await symlink(join(project, 'pous'), join(project, 'pous', 'programs', 'loop'));
    const listed = ok<{ pous: Array<{ name: string; path: string }> }>(await h.call('list_pous', { project_path: project })).pous;
    expect(listed.find((p) => p.name === 'Helper')?.path).toBe('pous/function-blocks/shared/Helper.st');
    expect(listed.filter((p) => p.name === 'main')).toHaveLength(1);
    expect(ok<{ content: string }>(await h.call('read_pou', { project_path: project, pou_name: 'Helper' })).content).toMatch(/FUNCTION_BLOCK Helper/);
  });
});
