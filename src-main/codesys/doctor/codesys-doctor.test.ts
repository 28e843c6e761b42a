// `interlock doctor codesys` / codesys_self_test against the stand-in: the capability table, what a profile without
// a member does to the tools that need it (refused before any card, listed by the domain), the timer watcher's
// routes as probed, and whether a login survives between commands.
import { copyFile, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorText,
  makePlcProject,
  makeStandinWorld,
  PACKAGING_FIXTURE,
  startCodesysHarness,
  structured,
  type CodesysHarness,
  type StandinWorld,
} from '../test-support/standin.ts';
import { CAPABILITIES_FILE, capabilityReport, formatReport, type CapabilityReport } from './codesys-doctor.ts';

type SavedReport = CapabilityReport & { saved_to: string };
const toolRow = (report: CapabilityReport, name: string) => report.tools.find((t) => t.name === name)!;
const path = (report: CapabilityReport, id: string) => report.paths.find((p) => p.id === id)!;

describe('CODESYS self-test', () => {
  let world: StandinWorld;
  let project: string;
  let dataDir: string;
  let h: CodesysHarness | undefined;

  beforeEach(async () => {
    world = await makeStandinWorld();
    project = join(world.workspace, 'Packaging.project');
    await copyFile(PACKAGING_FIXTURE, project);
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-doctor-'));
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const name of ['CODESYS_STANDIN_NO_EXECUTE_SCRIPT', 'CODESYS_STANDIN_NO_ONLINE_EXECUTOR']) delete process.env[name];
    await world.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (overrides: Parameters<typeof startCodesysHarness>[1] = {}) => (h = await startCodesysHarness(world, overrides, { dataDir }));
  const selfTest = async (args: Record<string, unknown> = { project_path: project }) => structured<SavedReport>(await h!.harness.call('codesys_self_test', args));

  it('gives every tool a row, probes both timer routes, and saves the table (version, profile, time) in the data directory', async () => {
    await start();
    const report = await selfTest();
    const offered = (await h!.harness.client.listTools()).tools.map((t) => t.name).filter((n) => n.includes('codesys'));
    expect(report.tools.map((t) => t.name).sort()).toEqual(offered.sort());
    expect(report.codesys).toMatchObject({ profile: 'CODESYS V3.5 SP21 Patch 5', version: '3.5.21.50', mode: 'persistent', watcher: 'timer', project });
    expect(report.codesys.executable).toBe(world.executable);
    expect(Date.parse(report.probed_at)).toBeGreaterThan(Date.now() - 120_000);
    expect(path(report, 'execute_script')).toMatchObject({ status: 'works' });
    expect(path(report, 'online_executor')).toMatchObject({ status: 'works' });
    expect(path(report, 'script_context')).toMatchObject({ status: 'works', detail: 'through execute_script' });
    expect(path(report, 'login_survives')).toMatchObject({ status: 'not_probed', detail: expect.stringMatching(/never logs in by itself/) });
    expect(report.members.find((m) => m.id === 'library_manager.download_missing_libraries')).toMatchObject({ status: 'present' });
    expect(report.members.find((m) => m.id === 'online_application.is_logged_in')).toMatchObject({ status: 'present' });
    expect(toolRow(report, 'codesys_download_missing_libraries')).toMatchObject({ status: 'available', reasons: [] });
    expect(toolRow(report, 'codesys_read_pou')).toMatchObject({ status: 'available' });
    expect(path(report, 'symbol_access')).toEqual({ id: 'symbol_access', status: 'works', detail: 'scriptengine.SymbolAccess has its members' });
    expect(path(report, 'user_management_login')).toMatchObject({ status: 'not_probed', detail: expect.stringMatching(/^never probed: the doctor logs in to nothing\. .* \(now: nobody\)$/) });
    expect(report.members.find((m) => m.id === 'online_application.source_download')).toMatchObject({ status: 'present' });

    expect(report.saved_to).toBe(join(dataDir, CAPABILITIES_FILE));
    const saved = capabilityReport.parse(JSON.parse(await readFile(report.saved_to, 'utf8')));
    const { saved_to: _, ...withoutPath } = report;
    expect(saved).toEqual(withoutPath);
    const table = formatReport(saved, report.saved_to);
    expect(table).toMatch(/^CODESYS 3\.5\.21\.50, profile "CODESYS V3\.5 SP21 Patch 5"\n/);
    expect(table).toMatch(/\n {2}works {6}Execute Script File route \(CommandHelper\.ExecuteScript\)\n/);
    expect(table).toMatch(/\nWill work \(\d+\)\n[\s\S]*codesys_download_missing_libraries/);
  });

  it('leaves the person\'s CODESYS as it found it: probes a copy of a named project when none is open, refuses while another one is open, never saves, closes or opens over it', async () => {
    await start();
    const lock = (file: string) => file.replace(/\.project$/, '.~u');
    const exists = (file: string) => readFile(file).then(() => true, () => false);
    const original = await readFile(project);
    const probed = await selfTest({ project_path: project });
    expect(probed.codesys.project).toBe(project);
    expect(await readFile(project)).toEqual(original); // the person's file: never opened, saved or upgraded
    expect(await exists(lock(project)), 'no lock: the file itself was never opened').toBe(false);
    const nothingOpen = await selfTest({});
    expect(nothingOpen.codesys.project, 'the copy was closed again').toBeNull();

    const other = join(world.workspace, 'Other.project');
    await copyFile(PACKAGING_FIXTURE, other);
    structured(await h!.harness.call('codesys_open_project', { project_path: other }));
    const refused = await h!.harness.call('codesys_self_test', { project_path: project });
    expect(errorText(refused)).toMatch(/leaves your session alone: CODESYS has .*Other\.project open, and probing .*Packaging\.project would close it/);
    expect(await exists(lock(other)), 'the person\'s project is still open').toBe(true);
    expect((await selfTest({})).codesys.project).toBe(other);
    expect((await selfTest({ project_path: other })).codesys.project).toBe(other);
    expect(await exists(lock(project))).toBe(false);
  });

  it('reports every guess with the tools that depend on it: the text-list row API looked up on a row once there is one, the calls it cannot make said so', async () => {
    await start();
    const before = await selfTest();
    const guess = (report: CapabilityReport, id: string) => report.guesses.find((g) => g.id === id)!;
    expect(before.guesses.map((g) => g.id)).toEqual(expect.arrayContaining(['online_login_bool', 'online_login_option', 'text_list_rows_add', 'text_list_row_members', 'find_address_by_ip_str', 'import_device_no_converter']));
    expect(guess(before, 'online_login_bool')).toMatchObject({ status: 'not_probed', detail: expect.stringMatching(/^never probed: calling login logs in to the PLC/) });
    expect(guess(before, 'online_login_bool').tools).toContain('codesys_online_login');
    expect(guess(before, 'find_address_by_ip_str')).toMatchObject({ status: 'not_probed', tools: ['codesys_set_device_address'] });
    expect(guess(before, 'text_list_row_members')).toMatchObject({ status: 'not_probed', detail: 'the project has no text list to look the row members up on' });
    structured((await h!.approve('codesys_create_text_list', { project_path: project, name: 'TL_Alarms', languages: ['de'], rows: [{ id: 'A1', default_text: 'Door open', texts: { de: 'Tuer offen' } }] })).result);
    const after = await selfTest();
    expect(guess(after, 'text_list_row_members')).toMatchObject({ status: 'present', detail: null, tools: ['codesys_create_text_list', 'codesys_import_text_list_file', 'codesys_read_text_list'] });
    expect(guess(after, 'text_list_rows_add')).toMatchObject({ status: 'present' });
    expect(formatReport(after)).toMatch(/Guesses: calls no public source shows \(6\)\n[^]*present {4}row\.id, row\.defaulttext/);
  });

  it('a profile without a member: the tools that need it are unavailable, listed by the domain, and refused before any card', async () => {
    await start({ profile: 'CODESYS V3.5 SP19 Patch 3' });
    const report = await selfTest();
    expect(report.members.find((m) => m.id === 'library_manager.download_missing_libraries')).toMatchObject({ status: 'missing' });
    expect(toolRow(report, 'codesys_download_missing_libraries')).toEqual({
      name: 'codesys_download_missing_libraries',
      status: 'unavailable',
      reasons: [{ kind: 'missing_member', text: 'library_manager.download_missing_libraries is missing' }],
    });
    expect(formatReport(report)).toMatch(/\nWill not work on this CODESYS \(1\)\n {2}codesys_download_missing_libraries\n {6}library_manager\.download_missing_libraries is missing\n/);

    const refusal = h!.domain.unavailableTools!().get('codesys_download_missing_libraries');
    expect(refusal).toMatch(/^codesys_download_missing_libraries will not work on this CODESYS 3\.5\.21\.50 \("CODESYS V3\.5 SP19 Patch 3"\): library_manager\.download_missing_libraries is missing\. Found by the self-test of .* \(interlock doctor codesys, or codesys_self_test\)/);
    expect([...h!.domain.unavailableTools!().keys()]).toEqual(['codesys_download_missing_libraries']);
    const refused = await h!.harness.call('codesys_download_missing_libraries', { project_path: project });
    expect(errorText(refused)).toBe(refusal);
    expect(h!.harness.core.store.state.approvals).toEqual([]);

    // A restart reads the saved table; another installation in Settings is not judged by it.
    await h!.close();
    h = await startCodesysHarness(world, { profile: 'CODESYS V3.5 SP19 Patch 3' }, { dataDir });
    expect(errorText(await h.harness.call('codesys_download_missing_libraries', { project_path: project }))).toBe(refusal);
    await h.close();
    h = await startCodesysHarness(world, {}, { dataDir });
    expect(h.domain.unavailableTools!().size).toBe(0);
    // The tool runs again (here it finds nothing to download in the fixture).
    expect(errorText(await h.harness.call('codesys_download_missing_libraries', { project_path: project }))).toMatch(/nothing is missing/);
  });

  it('where scriptengine.SymbolAccess is a hollow import: recovered from a symbol variable once the project has a symbol configuration', async () => {
    process.env.CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS = '1';
    try {
      await start();
      const before = await selfTest();
      expect(path(before, 'symbol_access')).toEqual({
        id: 'symbol_access',
        status: 'not_probed',
        detail: 'scriptengine.SymbolAccess is a hollow import (no members); no symbol configuration with a variable (after a build) to recover its type from',
      });
      structured((await h!.approve('codesys_create_symbol_config', { project_path: project })).result);
      structured(await h!.harness.call('codesys_list_symbol_signatures', { project_path: project, compile: true }));
      const after = await selfTest();
      expect(path(after, 'symbol_access')).toEqual({ id: 'symbol_access', status: 'works', detail: 'scriptengine.SymbolAccess is a hollow import (no members); recovered through type(variable.maximal_access)' });
      expect(toolRow(after, 'codesys_set_symbol_access').status).toBe('available');
      expect(formatReport(after)).toMatch(/\n {2}works {6}SymbolAccess members for setting symbol access: scriptengine\.SymbolAccess is a hollow import/);
    } finally {
      delete process.env.CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS;
    }
  });

  it('timer watcher with neither route: the online tools are unavailable while the watcher is "timer", not with "loop"', async () => {
    process.env.CODESYS_STANDIN_NO_EXECUTE_SCRIPT = '1';
    process.env.CODESYS_STANDIN_NO_ONLINE_EXECUTOR = '1';
    await start();
    const report = await selfTest();
    expect(path(report, 'execute_script')).toMatchObject({ status: 'fails', detail: expect.stringMatching(/has no type _3S\.CoDeSys\.ScriptEngine\.CommandHelper/) });
    expect(path(report, 'online_executor')).toMatchObject({ status: 'fails', detail: expect.stringMatching(/has no private field _executor/) });
    expect(path(report, 'script_context')).toMatchObject({ status: 'fails' });
    expect(report.members.find((m) => m.id === 'online_application.login')).toMatchObject({ status: 'not_probed' });
    const state = toolRow(report, 'codesys_online_state');
    expect(state.status).toBe('unavailable');
    expect(state.reasons).toContainEqual({ kind: 'no_script_context', text: expect.stringMatching(/watcher "loop" gives every command one$/) });
    expect(toolRow(report, 'codesys_read_pou').status).toBe('available');
    expect(errorText(await h!.harness.call('codesys_online_state', { project_path: project }))).toMatch(/^codesys_online_state will not work on this CODESYS/);

    await h!.close();
    h = await startCodesysHarness(world, { watcher: 'loop' }, { dataDir });
    expect(h.domain.unavailableTools!().has('codesys_online_state')).toBe(false);
  });
  it.each([
    ['loop', { watcher: 'loop' as const }, 'the loop watcher runs every command inside its start-up script'],
    ['headless', { mode: 'headless' as const }, 'headless: each command is a script CODESYS runs'],
  ])('%s: online commands have a running script of their own, so the routes are not needed and not probed', async (route, overrides, why) => {
    await start(overrides);
    const report = await selfTest();
    expect(path(report, 'execute_script')).toEqual({ id: 'execute_script', status: 'not_probed', detail: `not needed: ${why}` });
    expect(path(report, 'online_executor')).toEqual({ id: 'online_executor', status: 'not_probed', detail: `not needed: ${why}` });
    expect(path(report, 'script_context')).toEqual({ id: 'script_context', status: 'works', detail: `through ${route}` });
    expect(report.members.find((m) => m.id === 'online_application.login')).toMatchObject({ status: 'present' });
    expect(report.codesys.mode).toBe(route === 'headless' ? 'headless' : 'persistent');
    if (route === 'headless') expect(path(report, 'login_survives')).toMatchObject({ status: 'not_probed', detail: expect.stringMatching(/^headless: CODESYS exits after each command/) });
  });
});

describe('CODESYS self-test with a PLC', () => {
  it('a login made before the self-test is still there in the next command: the login survives between commands', async () => {
    const plc = await makePlcProject('Plant', () => {});
    const h = await startCodesysHarness(plc.world);
    try {
      structured(await h.harness.call('codesys_open_project', { project_path: plc.project }));
      const before = structured<CapabilityReport>(await h.harness.call('codesys_self_test', {}));
      expect(path(before, 'login_survives')).toMatchObject({ status: 'not_probed' });
      expect(path(before, 'login_survives').detail).toMatch(/^nothing is logged in to the PLC, and the doctor never logs in by itself/);

      const { result } = await h.approve('codesys_online_login', { project_path: plc.project });
      expect(structured<{ logged_in: boolean }>(result).logged_in).toBe(true);
      const after = structured<CapabilityReport>(await h.harness.call('codesys_self_test', {}));
      expect(path(after, 'login_survives')).toEqual({ id: 'login_survives', status: 'works', detail: 'the login was still there in the next command' });
      expect(path(after, 'online_reads')).toEqual({ id: 'online_reads', status: 'works', detail: 'through execute_script' });
      expect(path(before, 'online_reads')).toMatchObject({ status: 'not_probed', detail: 'nothing is logged in to the PLC' });
      expect(path(after, 'online_changes')).toEqual({ id: 'online_changes', status: 'not_probed', detail: 'never probed: each would change the PLC' });
      expect(after.codesys.project).toBe(plc.project);
    } finally {
      await h.close();
      await plc.cleanup();
    }
  });
});
