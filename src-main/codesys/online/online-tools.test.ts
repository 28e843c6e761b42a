// The online tools end to end through MCP on the stand-in's simulated PLC: what an agent gets, what the person's
// card shows before each change to the running machine, what the audit keeps, and when nothing may run unasked.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import { startToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { CodesysConnection } from '../bridge/codesys-connection.ts';
import { OnlineMemory } from '../online-session/online-memory.ts';
import { CODESYS_TEMPLATES } from '../index.ts';
import { interpretScriptResult } from '../bridge/script-executor.ts';
import {
  errorText,
  makePlcProject,
  startCodesysHarness,
  structured,
  testCodesysSettings,
  type CodesysHarness,
  type StandinWorld,
} from '../test-support/standin.ts';

const DECLARATION = `PROGRAM PLC_PRG
VAR
    counter : INT := 5; (* pieces counted *)
    bStart : BOOL;
    speed : REAL := 1.5;
    label : STRING(20) := 'idle';
    limits : ARRAY[0..2] OF DINT := [10, 20, 30];
END_VAR
`;
const IMPLEMENTATION = 'IF bStart THEN\n    counter := counter + 1;\nEND_IF\n';
const PLC_ENV = ['CODESYS_STANDIN_PLC_DIR', 'CODESYS_STANDIN_PLC_USER', 'CODESYS_STANDIN_PLC_EXCEPTION', 'CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION', 'CODESYS_STANDIN_PLC_LOGIN_DIALOG'];

interface State {
  application: string;
  logged_in: boolean;
  run_state: string;
  operating_flags: string[];
  forced: Array<{ expression: string; value: string }>;
  happened?: string;
}
interface Values {
  values: Array<{ expression: string; value: string | null; typed: unknown; error: string | null }>;
}
interface Changed {
  values: Array<{ expression: string; before: string | null; after: string | null }>;
  forced: string[];
}

describe('CODESYS online tools', () => {
  let world: StandinWorld;
  let h: CodesysHarness | undefined;
  let project: string;
  let plcDir: string;
  let cleanupPlc: () => Promise<void>;

  beforeEach(async () => {
    ({ world, project, plcDir, cleanup: cleanupPlc } = await makePlcProject('Plant', (app) => {
      const prg = app.children.find((c) => c.name === 'PLC_PRG')!;
      prg.declaration = DECLARATION;
      prg.implementation = IMPLEMENTATION;
    }));
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    for (const name of PLC_ENV) delete process.env[name];
    await cleanupPlc();
  });

  async function started(overrides: Parameters<typeof startCodesysHarness>[1] = {}): Promise<CodesysHarness> {
    h = await startCodesysHarness(world, overrides);
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    return h;
  }

  async function approved<T>(name: string, args: Record<string, unknown>): Promise<{ result: T; card: PlcChangePreview }> {
    const { result, preview } = await h!.approve(name, { project_path: project, ...args });
    return { result: structured<T>(result), card: preview as PlcChangePreview };
  }

  const read = async (...expressions: string[]) =>
    structured<Values>(await h!.harness.call('codesys_read_variables', { project_path: project, expressions })).values;

  it('login → read → write (the card shows current and new value) → read back → force → unforce → stop/start → logout', async () => {
    await started();
    const login = await approved<State>('codesys_online_login', {});
    expect(login.result).toMatchObject({ logged_in: true, happened: 'download', run_state: 'stop', application: 'Device/Plc Logic/Application' });
    expect(login.card).toMatchObject({ kind: 'plc', device: 'Device (Gateway-1, 0000.0001)', application: 'Device/Plc Logic/Application', runState: 'none' });
    expect(login.card.note).toMatch(/no download of this project/);
    expect(h!.harness.core.store.state.online.codesys).toMatchObject({ connection: 'logged-in', runState: 'stop', project, lastDownload: { kind: 'download' } });

    const started_ = await approved<State>('codesys_start', {});
    expect(started_.card).toMatchObject({ runState: 'stop', effect: expect.stringMatching(/Starts the application/) });
    expect(started_.result.run_state).toBe('run');

    expect(await read('PLC_PRG.counter', 'PLC_PRG.bStart', 'PLC_PRG.speed', 'PLC_PRG.label', 'PLC_PRG.limits[2]', 'PLC_PRG.nothing')).toEqual([
      { expression: 'PLC_PRG.counter', value: '5', type: 'INT', typed: 5, error: null },
      { expression: 'PLC_PRG.bStart', value: 'FALSE', type: 'BOOL', typed: false, error: null },
      { expression: 'PLC_PRG.speed', value: '1.5', type: 'REAL', typed: 1.5, error: null },
      { expression: 'PLC_PRG.label', value: "'idle'", type: 'STRING(20)', typed: 'idle', error: null },
      { expression: 'PLC_PRG.limits[2]', value: '30', type: 'DINT', typed: 30, error: null },
      { expression: 'PLC_PRG.nothing', value: null, type: null, typed: null, error: expect.stringMatching(/cannot be monitored/) },
    ]);
    // What the agent read joins the Online panel's watch list.
    expect(h!.harness.core.store.state.online.codesys!.watch.map((w) => [w.expression, w.source])).toContainEqual(['PLC_PRG.counter', 'agent']);

    const write = await approved<Changed>('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '42' }, { expression: 'PLC_PRG.label', value: "'running'" }] });
    expect(write.card).toMatchObject({ runState: 'run', values: [
      { expression: 'PLC_PRG.counter', current: '5', next: '42', forced: false },
      { expression: 'PLC_PRG.label', current: "'idle'", next: "'running'", forced: false },
    ] });
    expect(write.result.values).toEqual([
      { expression: 'PLC_PRG.counter', before: '5', after: '42' },
      { expression: 'PLC_PRG.label', before: "'idle'", after: "'running'" },
    ]);
    expect((await read('PLC_PRG.counter'))[0]!.typed).toBe(42);

    const force = await approved<Changed>('codesys_force_variables', { values: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }] });
    expect(force.card.values).toEqual([{ expression: 'PLC_PRG.bStart', current: 'FALSE', next: 'TRUE', forced: false }]);
    expect(force.result).toMatchObject({ values: [{ before: 'FALSE', after: 'TRUE' }], forced: ['PLC_PRG.bStart'] });
    const listed = structured<{ forced: unknown[] }>(await h!.harness.call('codesys_list_forced', { project_path: project }));
    expect(listed.forced).toEqual([{ expression: 'PLC_PRG.bStart', value: 'TRUE' }]);
    // A forced value holds whatever is written underneath it.
    await approved<Changed>('codesys_write_variables', { values: [{ expression: 'PLC_PRG.bStart', value: 'FALSE' }] });
    expect((await read('PLC_PRG.bStart'))[0]!.value).toBe('TRUE');

    const unforce = await approved<Changed>('codesys_unforce_variables', { restore: true });
    expect(unforce.card.values).toEqual([{ expression: 'PLC_PRG.bStart', current: 'TRUE', next: expect.stringMatching(/^released — not located at an I\/O address: gets back the value it had before the force/), forced: true }]);
    expect(unforce.result).toMatchObject({ values: [{ expression: 'PLC_PRG.bStart', before: 'TRUE', after: 'FALSE' }], forced: [] });

    const stop = await approved<State>('codesys_stop', {});
    expect(stop.card.runState).toBe('run');
    expect(stop.result.run_state).toBe('stop');
    expect((await approved<State>('codesys_start', {})).result.run_state).toBe('run');

    const logout = structured<{ was_logged_in: boolean }>(await h!.harness.call('codesys_online_logout', { project_path: project }));
    expect(logout.was_logged_in).toBe(true);
    expect(h!.harness.core.store.state.online.codesys).toMatchObject({ connection: 'offline', runState: 'unknown' });
    expect(errorText(await h!.harness.call('codesys_read_variables', { project_path: project, expressions: ['PLC_PRG.counter'] }))).toMatch(/Not logged in/);
    // The PLC keeps running without Interlock.
    const state = structured<State & { probed: boolean }>(await h!.harness.call('codesys_online_state', { project_path: project }));
    expect(state).toMatchObject({ run_state: 'run', probed: true, logged_in: true });

    // The audit keeps every value before and after.
    await h!.harness.core.audit.flush();
    const { entries } = await h!.harness.core.audit.query({ limit: 100, filter: { tool: 'codesys_write_variables' } });
    const first = entries.at(-1)!;
    expect(first.decision).toMatchObject({ outcome: 'approved', by: 'person' });
    expect(first.edits?.map((e) => e.revert)).toEqual([
      { action: 'write', expression: 'PLC_PRG.counter', before: '5', after: '42' },
      { action: 'write', expression: 'PLC_PRG.label', before: "'idle'", after: "'running'" },
    ]);
    const stops = await h!.harness.core.audit.query({ limit: 10, filter: { tool: 'codesys_stop' } });
    expect(stops.entries[0]!.edits?.map((e) => e.revert)).toEqual([{ action: 'stop', before: 'run', after: 'stop' }]);
    const logins = await h!.harness.core.audit.query({ limit: 10, filter: { tool: 'codesys_online_login' } });
    expect(logins.entries.at(-1)!.edits?.map((e) => [e.kind, e.revert.happened])).toEqual([['plc-code', 'download']]);
  });

  it('keeps the Online panel current while logged in: the person\'s watch list, forced values and run state', async () => {
    await started();
    h!.domain.online!.add('codesys', 'PLC_PRG.counter');
    await approved('codesys_online_login', {});
    const panel = () => h!.harness.core.store.state.online.codesys!;
    await expect.poll(() => panel().watch[0]?.value, { timeout: 5000 }).toBe('5');
    // The watch values come from the poll, which also sees the force.
    await approved('codesys_force_variables', { values: [{ expression: 'PLC_PRG.counter', value: '8' }] });
    await expect.poll(() => panel().watch[0], { timeout: 5000 }).toMatchObject({ expression: 'PLC_PRG.counter', value: '8', forced: true, source: 'person' });
    expect(panel().forced).toEqual([{ expression: 'PLC_PRG.counter', value: '8' }]);
    expect(panel().operatingFlags).toContain('force_active');
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    expect(panel()).toMatchObject({ connection: 'offline', watch: [{ expression: 'PLC_PRG.counter', value: null }] });
  });

  it('hands the declarations the card resolved to the write, which refuses when they changed since the card', async () => {
    await started();
    await approved('codesys_online_login', {});
    const original = CodesysConnection.prototype.run;
    const run = vi.spyOn(CodesysConnection.prototype, 'run');
    await approved<Changed>('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '6' }] });
    const cardRead = run.mock.calls.findIndex(([template, params]) => template === 'online_state' && (params as { declarations?: boolean }).declarations === true);
    const card = (await run.mock.results[cardRead]!.value) as { declared: unknown; declarations_basis?: string };
    expect(card.declared).toEqual({ 'PLC_PRG.counter': { address: null, comment: 'pieces counted' } });
    expect(card.declarations_basis).toMatch(/^[0-9a-f]{64}$/);
    const write = run.mock.calls.find(([template]) => template === 'online_values')!;
    expect(write[1]).toMatchObject({ declared: card.declared, declarations_basis: card.declarations_basis });

    // Declarations that no longer hash as the card read them: the write refuses before it changes anything.
    run.mockImplementation(function (this: CodesysConnection, template, params, options) {
      const changed = template === 'online_values' ? { ...params, declarations_basis: '0'.repeat(64) } : params;
      return original.call(this, template, changed as typeof params, options);
    });
    const refused = await h!.approve('codesys_write_variables', { project_path: project, values: [{ expression: 'PLC_PRG.counter', value: '9' }] });
    expect(errorText(refused.result)).toMatch(/Nothing was changed: the declarations of these variables changed in the project since the approval card read them/);
    run.mockRestore();
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('6');
  });

  it('loads the Online panel\'s watch list beside the commands, not in their way', async () => {
    // A watch list that never finishes loading: the commands go on regardless, and it is asked for once, when
    // CODESYS opens the project.
    const load = vi.spyOn(OnlineMemory.prototype, 'load').mockImplementation(() => new Promise(() => undefined));
    try {
      await started();
      for (let i = 0; i < 3; i++) expect(structured<State>(await h!.harness.call('codesys_online_state', { project_path: project })).application).toBe('Device/Plc Logic/Application');
      expect(load.mock.calls.map(([path]) => path)).toEqual([project]);
    } finally {
      load.mockRestore();
    }
  });

  it('refuses a bad value before anything is written, and a write when not logged in', async () => {
    await started();
    expect(errorText(await h!.approve('codesys_write_variables', { project_path: project, values: [{ expression: 'PLC_PRG.counter', value: '1' }] }).then((r) => r.result))).toMatch(
      /Not logged in/,
    );
    await approved('codesys_online_login', {});
    const bad = await h!.approve('codesys_write_variables', {
      project_path: project,
      values: [
        { expression: 'PLC_PRG.counter', value: '7' },
        { expression: 'PLC_PRG.speed', value: 'fast' },
      ],
    });
    expect(errorText(bad.result)).toMatch(/Nothing was changed: 'fast' is not a valid REAL value/);
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('5');
    expect(errorText(await h!.harness.call('codesys_write_variables', { project_path: project, values: [{ expression: 'PLC_PRG.counter := 1', value: '1' }] }))).toMatch(
      /must be a variable expression/,
    );
  });

  it('denies every running-machine action with no UI, and never lets an "always" policy through unless the setting is on', async () => {
    await started();
    await approved('codesys_online_login', {});
    const running = ['codesys_start', 'codesys_stop', 'codesys_create_boot_application', 'codesys_reset', 'codesys_write_variables', 'codesys_force_variables', 'codesys_unforce_variables', 'codesys_download', 'codesys_online_login'];
    const args: Record<string, Record<string, unknown>> = {
      codesys_reset: { kind: 'warm' },
      codesys_write_variables: { values: [{ expression: 'PLC_PRG.counter', value: '1' }] },
      codesys_force_variables: { values: [{ expression: 'PLC_PRG.counter', value: '1' }] },
      codesys_download: { kind: 'download' },
    };
    await h!.harness.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: running.map((tool) => ({ tool })) } }));

    h!.detachUi();
    for (const tool of running) {
      const text = errorText(await h!.harness.call(tool, { project_path: project, ...args[tool] }));
      expect(text, tool).toMatch(/changes a running PLC and needs the person's approval, but no Interlock window is open/);
    }
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('5');

    // With a UI the "always" policy still does not apply: the card appears, and offers approve once only.
    h!.harness.attachUi();
    const pending = h!.harness.call('codesys_write_variables', { project_path: project, ...args.codesys_write_variables });
    const card = await h!.harness.nextApproval();
    expect(card.onceOnly).toMatch(/changes a running PLC/);
    await h!.harness.answerNextApproval('deny');
    expect(errorText(await pending)).toMatch(/Denied by the person/);

    // The separate setting lets the person's "always" apply.
    await h!.harness.core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, standingApprovalsOnRunningPlc: true } }));
    const auto = structured<Changed>(await h!.harness.call('codesys_write_variables', { project_path: project, ...args.codesys_write_variables }));
    expect(auto.values).toEqual([{ expression: 'PLC_PRG.counter', before: '5', after: '1' }]);
  });

  it('chooses online change or full download, says which happened, and shows what changed since the last download', async () => {
    await started();
    expect((await approved<State>('codesys_online_login', {})).result.happened).toBe('download');
    await approved('codesys_start', {});
    await approved('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '77' }] });

    // Unchanged code: a login downloads nothing.
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    const again = await approved<State>('codesys_online_login', {});
    expect(again.result).toMatchObject({ happened: 'none', run_state: 'run' });
    expect(again.card.note).toMatch(/unchanged since the download/);

    // A changed implementation: an online change, which keeps the application running and its values.
    const pou = structured<{ content_hash: string }>(await h!.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
    const edited = await h!.approve('codesys_set_pou_code', {
      project_path: project,
      object_path: 'Application/PLC_PRG',
      implementation: 'counter := counter + 2;\n',
      expected_content_hash: pou.content_hash,
    });
    structured(edited.result);
    const change = await approved<State>('codesys_download', { kind: 'online_change' });
    expect(change.card.codeChanges).toMatch(/-IF bStart THEN[\s\S]*\+counter := counter \+ 2;/);
    // The card names the POU that changed, not only the diff of the whole application's code.
    expect(change.card.changedObjects).toHaveLength(1);
    expect(change.card.changedObjects![0]).toMatch(/(^|\/)PLC_PRG$/);
    expect(change.result).toMatchObject({ happened: 'online-change', run_state: 'run' });
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('77');
    expect(h!.harness.core.store.state.online.codesys!.lastDownload).toMatchObject({ kind: 'online-change' });

    // auto with a changed implementation: an online change too, never a full download (CODESYS answers
    // is_online_change_possible on the offline application only; asked of the online one it raised).
    const pou1 = structured<{ content_hash: string }>(await h!.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
    structured((await h!.approve('codesys_set_pou_code', { project_path: project, object_path: 'Application/PLC_PRG', implementation: 'counter := counter + 3;\n', expected_content_hash: pou1.content_hash })).result);
    const autoChange = await approved<State>('codesys_online_login', {});
    expect(autoChange.result).toMatchObject({ happened: 'online-change', run_state: 'run' });
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('77');

    // A variable whose type changed: no online change is possible; auto falls back to a full download.
    const pou2 = structured<{ content_hash: string }>(await h!.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
    structured(
      (
        await h!.approve('codesys_set_pou_code', {
          project_path: project,
          object_path: 'Application/PLC_PRG',
          declaration: DECLARATION.replace('counter : INT := 5;', 'counter : DINT := 9;'),
          expected_content_hash: pou2.content_hash,
        })
      ).result,
    );
    const refused = await h!.approve('codesys_download', { project_path: project, kind: 'online_change' });
    expect(errorText(refused.result)).toMatch(/An online change is not possible: .*PLC_PRG\.counter/);
    const auto = await approved<State>('codesys_online_login', {});
    expect(auto.card.effect).toMatch(/online change when CODESYS can, else as a full download/);
    expect(auto.result).toMatchObject({ happened: 'download', run_state: 'stop' });
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('9');
  });

  it('without OnlineChangeOption (hidden from scripts on some service packs): no online change, and a full download only when the card said so', async () => {
    process.env.CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION = '1';
    await started();
    const login = await approved<State & { online_change_possible: boolean }>('codesys_online_login', {});
    expect(login.card.effect).toMatch(/^Logs in and downloads the whole application \(this CODESYS does not expose OnlineChangeOption to scripts/);
    expect(login.result).toMatchObject({ happened: 'download', online_change_possible: false });
    await approved('codesys_start', {});
    await approved('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '77' }] });

    // An online change is refused before any card, and nothing reaches the PLC.
    for (const [tool, args] of [['codesys_download', { kind: 'online_change' }], ['codesys_online_login', { change: 'online_change' }]] as const) {
      const refused = await h!.approve(tool, { project_path: project, ...args });
      expect(errorText(refused.result), tool).toMatch(/An online change is not possible: this CODESYS does not expose OnlineChangeOption/);
      expect(refused.preview, tool).toBeUndefined();
    }
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('77');

    // The PLC runs the project's code (is_uptodate), so a plain login changes nothing.
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    expect((await approved<State>('codesys_online_login', {})).result).toMatchObject({ happened: 'none', run_state: 'run' });
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('77');

    // The application is gone from the PLC though the project is what Interlock last downloaded: the card says a
    // plain login downloads, and why.
    await approved('codesys_reset', { kind: 'origin' });
    const announced = await approved<State>('codesys_online_login', {});
    expect(announced.card.effect).toMatch(/^Logs in and downloads the whole application: the PLC does not hold the code Interlock last downloaded/);
    expect(announced.card.note).toMatch(/Not logged in to read: .*logging in would download/);
    // Never "no application" beside "code unchanged since the download": the card says what Interlock knows and does not.
    expect(announced.card.note).not.toMatch(/unchanged since/);
    expect(announced.card.plcHolds).toEqual([
      expect.stringMatching(/^Application on the PLC: not known/),
      expect.stringMatching(/^Last download by Interlock: .*; removed since by a reset to origin/),
      'Forces: none that Interlock knows of.',
    ]);
    expect(announced.result).toMatchObject({ happened: 'download', run_state: 'stop' });

    // The PLC loses its application while the card says nothing is downloaded: the approved login downloads nothing.
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    const pending = h!.harness.call('codesys_online_login', { project_path: project });
    const card = await h!.harness.nextApproval();
    expect((card.preview as PlcChangePreview).effect).toMatch(/nothing is downloaded/);
    const plcFile = join(plcDir, 'plc-0000_0001.json');
    await writeFile(plcFile, JSON.stringify({ applications: {} }));
    await h!.harness.answerNextApproval('approve-once');
    expect(errorText(await pending)).toMatch(/Nothing was downloaded: .*Application needs a full download \(the PLC holds no application\), which the approved card did not announce/);
    expect(JSON.parse(await readFile(plcFile, 'utf8')).applications).toEqual({});
  });

  it('keeps the watch list and the code of the last download across a restart of Interlock', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-data-'));
    try {
      h = await startCodesysHarness(world, {}, { dataDir });
      structured(await h.harness.call('codesys_open_project', { project_path: project }));
      h.domain.online!.add('codesys', 'PLC_PRG.speed');
      await approved('codesys_online_login', {});
      await h.close();
      h = undefined;

      h = await startCodesysHarness(world, {}, { dataDir });
      structured(await h.harness.call('codesys_open_project', { project_path: project }));
      const pou = structured<{ content_hash: string }>(await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
      structured(
        (await h.approve('codesys_set_pou_code', { project_path: project, object_path: 'Application/PLC_PRG', implementation: 'counter := 3;\n', expected_content_hash: pou.content_hash }))
          .result,
      );
      // The new card knows what the PLC got before the restart, and shows what changed since.
      const login = await approved<State>('codesys_online_login', {});
      expect(login.card.note).toMatch(/^Compared with the download Interlock made at /);
      expect(login.card.codeChanges).toMatch(/-IF bStart THEN[\s\S]*\+counter := 3;/);
      expect(login.result.happened).toBe('online-change');
      // The person's watch list is back, and the poll reads it.
      await expect.poll(() => h!.harness.core.store.state.online.codesys!.watch[0], { timeout: 5000 }).toMatchObject({ expression: 'PLC_PRG.speed', source: 'person', value: '1.5', type: 'REAL' });
    } finally {
      await h?.close();
      h = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('resets warm, cold and origin, and reports an exception of the application', async () => {
    // The fault switch: this PLC's application raises an exception as soon as it runs.
    process.env.CODESYS_STANDIN_PLC_EXCEPTION = '1';
    await started();
    await approved('codesys_online_login', {});
    await approved('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '11' }] });
    expect((await approved<State>('codesys_reset', { kind: 'warm' })).result.run_state).toBe('stop');
    expect((await read('PLC_PRG.counter'))[0]!.value).toBe('5');

    const start = await approved<State>('codesys_start', {});
    expect(start.result).toMatchObject({ run_state: 'exception', operating_flags: expect.arrayContaining(['exception']) });
    expect(h!.harness.core.store.state.online.codesys!.exceptions[0]).toMatch(/stopped on an exception/);
    const cold = await approved<State>('codesys_reset', { kind: 'cold' });
    expect(cold.card.runState).toBe('exception');
    expect(cold.result).toMatchObject({ run_state: 'stop', operating_flags: ['program_loaded'] });

    const origin = await approved<State>('codesys_reset', { kind: 'origin' });
    expect(origin.card.effect).toMatch(/Removes the application from the PLC/);
    expect(origin.result.logged_in).toBe(false);
    expect(h!.harness.core.store.state.online.codesys!.connection).toBe('offline');
  });

  it('monitors expressions over a bounded time with progress', async () => {
    await started();
    await approved('codesys_online_login', {});
    const progress: number[] = [];
    const result = await h!.harness.call(
      'codesys_monitor_variables',
      { project_path: project, expressions: ['PLC_PRG.counter', 'PLC_PRG.speed'], duration_ms: 600, interval_ms: 200 },
      { onprogress: (p) => progress.push(p.progress) },
    );
    const monitored = structured<{ samples: Array<{ at: string; values: Array<{ typed: unknown }> }> }>(result);
    expect(monitored.samples.length).toBeGreaterThanOrEqual(1);
    expect(monitored.samples.length).toBeLessThanOrEqual(3);
    expect(monitored.samples[0]!.values.map((v) => v.typed)).toEqual([5, 1.5]);
    expect(progress.length).toBeGreaterThanOrEqual(monitored.samples.length);
  });

  it('logs in with the device user from Settings, and fails clearly instead of hanging when the Device User Login dialog opens', async () => {
    process.env.CODESYS_STANDIN_PLC_USER = 'engineer:s3cret';
    h = await startCodesysHarness(world, { deviceUser: 'engineer' });
    // Set the way the Settings view sets it: into the owner-only file, not settings.json.
    await h.harness.core.settings.setDevicePassword('s3cret');
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    expect((await approved<State>('codesys_online_login', {})).result.logged_in).toBe(true);
    await h!.close();

    h = await startCodesysHarness(world, { commandTimeoutSeconds: 3 });
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    const before = Date.now();
    // The card's own read (a login only to read) already meets the dialog, and the call ends with the reason.
    const { result } = await h.approve('codesys_online_login', { project_path: project });
    expect(errorText(result)).toMatch(/Device User Login dialog[\s\S]*Settings → CODESYS → PLC device user/);
    expect(Date.now() - before).toBeLessThan(20_000);
  });

  it('forgets the device user when each command ends: under the loop watcher (one script for the whole session) a later command does not log in with an earlier one\'s credentials', async () => {
    process.env.CODESYS_STANDIN_PLC_USER = 'engineer:s3cret';
    process.env.CODESYS_STANDIN_PLC_LOGIN_DIALOG = 'cancel'; // the person cancels the Device User Login dialog at once
    await started({ deviceUser: 'engineer', watcher: 'loop' });
    await h!.harness.core.settings.setDevicePassword('s3cret');
    expect((await approved<State>('codesys_online_login', {})).result.logged_in).toBe(true);
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    await h!.harness.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, deviceUser: '' } }));
    const { result } = await h!.approve('codesys_online_login', { project_path: project });
    expect(errorText(result)).toMatch(/Device User Login dialog was cancelled/);
    expect(h!.harness.core.store.state.targets.codesys?.detail ?? '').not.toMatch(/loop watcher stopped/);
  });

  it('stops monitoring when the agent cancels, long before the duration', async () => {
    await started();
    await approved('codesys_online_login', {});
    const controller = new AbortController();
    const begun = Date.now();
    const call = h!.harness.call(
      'codesys_monitor_variables',
      { project_path: project, expressions: ['PLC_PRG.counter'], duration_ms: 60_000, interval_ms: 500 },
      { signal: controller.signal, onprogress: () => controller.abort() },
    );
    await expect(call).rejects.toThrow();
    await expect.poll(() => h!.harness.core.store.state.queue.find((e) => e.tool === 'codesys_monitor_variables')?.status, { timeout: 10_000 }).toBe('cancelled');
    expect(Date.now() - begun).toBeLessThan(30_000);
  });

  it('reads headless (each call logs in only to read, then out) and refuses, before any card, what needs a session', async () => {
    await started();
    await approved('codesys_online_login', {});
    await approved('codesys_start', {});
    await approved('codesys_write_variables', { values: [{ expression: 'PLC_PRG.counter', value: '42' }] });
    await approved('codesys_force_variables', { values: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }] });
    structured(await h!.harness.call('codesys_online_logout', { project_path: project }));
    await h!.close();
    const plcFile = join(plcDir, 'plc-0000_0001.json');
    const plcBefore = await readFile(plcFile, 'utf8');

    h = await startCodesysHarness(world, { mode: 'headless' });
    const state = structured<State & { probed: boolean }>(await h.harness.call('codesys_online_state', { project_path: project }));
    expect(state).toMatchObject({ logged_in: true, probed: true, run_state: 'run', forced: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }] });
    expect(await read('PLC_PRG.counter', 'PLC_PRG.bStart')).toEqual([
      { expression: 'PLC_PRG.counter', value: '42', type: 'INT', typed: 42, error: null },
      { expression: 'PLC_PRG.bStart', value: 'TRUE', type: 'BOOL', typed: true, error: null },
    ]);
    expect(structured<{ forced: unknown[] }>(await h.harness.call('codesys_list_forced', { project_path: project })).forced).toEqual([
      { expression: 'PLC_PRG.bStart', value: 'TRUE' },
    ]);
    const progress: number[] = [];
    const monitored = structured<{ samples: Array<{ at: string; values: Array<{ typed: unknown }> }> }>(
      await h.harness.call(
        'codesys_monitor_variables',
        { project_path: project, expressions: ['PLC_PRG.counter'], duration_ms: 600, interval_ms: 200 },
        { onprogress: (p) => progress.push(p.progress) },
      ),
    );
    expect(monitored.samples.map((s) => s.values[0]!.typed)).toEqual([42, 42, 42]);
    expect(Date.parse(monitored.samples[2]!.at) - Date.parse(monitored.samples[0]!.at)).toBeGreaterThanOrEqual(350);
    expect(progress.at(-1)).toBe(3);
    // Nothing a read did stayed logged in, and the Online panel does not pretend to be online.
    expect(h.harness.core.store.state.online.codesys?.connection ?? 'offline').toBe('offline');

    const refusals: Record<string, [Record<string, unknown>, RegExp]> = {
      codesys_online_login: [{}, /the session would end as soon as it began/],
      codesys_download: [{ kind: 'download' }, /the download would end with a logout/],
      codesys_start: [{}, /no login outlives a headless command/],
      codesys_reset: [{ kind: 'warm' }, /resets the logged-in application/],
      codesys_write_variables: [{ values: [{ expression: 'PLC_PRG.counter', value: '1' }] }, /the write would end with a logout/],
      codesys_force_variables: [{ values: [{ expression: 'PLC_PRG.counter', value: '1' }] }, /stay forced with no session/],
      codesys_unforce_variables: [{}, /releases forces/],
      codesys_online_logout: [{}, /no session to log out of/],
    };
    for (const [tool, [args, why]] of Object.entries(refusals)) {
      const { result, preview } = await h.approve(tool, { project_path: project, ...args });
      const text = errorText(result);
      expect(text, tool).toMatch(new RegExp(`^${tool} needs the persistent CODESYS: .*a headless CODESYS exits after each command, which logs out of the PLC`));
      expect(text, tool).toMatch(why);
      expect(preview, `${tool} showed no card`).toBeUndefined();
    }
    expect(await readFile(plcFile, 'utf8')).toBe(plcBefore);

    // The project's code is no longer what the PLC runs: a read would need a download first, so it is refused.
    const pou = structured<{ content_hash: string }>(await h.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
    structured(
      (await h.approve('codesys_set_pou_code', { project_path: project, object_path: 'Application/PLC_PRG', implementation: 'counter := 1;\n', expected_content_hash: pou.content_hash }))
        .result,
    );
    for (const tool of ['codesys_online_state', 'codesys_read_variables', 'codesys_monitor_variables']) {
      const text = errorText(await h.harness.call(tool, { project_path: project, expressions: ['PLC_PRG.counter'] }));
      expect(text, tool).toMatch(/The PLC runs different code than .*Application.*log in from the persistent IDE to download/i);
    }
    expect(await readFile(plcFile, 'utf8')).toBe(plcBefore);
  }, 120_000); // a dozen headless CODESYS runs, each starting the stand-in: slow on a busy 2-core machine

  it('refuses a headless read of a PLC that holds no application, without downloading one', async () => {
    h = await startCodesysHarness(world, { mode: 'headless' });
    expect(errorText(await h.harness.call('codesys_read_variables', { project_path: project, expressions: ['PLC_PRG.counter'] }))).toMatch(
      /different code than .*\(or no application at all\).*log in from the persistent IDE to download/i,
    );
    expect(await readdir(plcDir)).toEqual([]);
  });

  it('runs every online template through Execute Script File: from a timer tick the online factories raise "Stack empty"', async () => {
    let bridge: CodesysConnection | undefined;
    const harness = await startToolHarness({
      tools: (core) => {
        bridge = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: world.sessionBase });
        return [];
      },
      settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { watcher: 'timer' }) }),
    });
    try {
      await bridge!.launch();
      await bridge!.run('open_project', { project_path: project }, { label: 'open' });
      const params = { project_path: project, mode: 'auto', code_changed: true, download_allowed: true, delete_foreign_apps: false };
      const tick = await bridge!.launcher.execute({ label: 'login from the tick', script: bridge!.library.script('online_login'), params, scriptContext: false, timeoutMs: 10_000 });
      expect(interpretScriptResult(tick)).toMatchObject({ ok: false, message: 'CODESYS reported: Stack empty.' });
      for (const template of ['online_state', 'online_login', 'online_logout', 'online_control', 'online_values'] as const) {
        expect(bridge!.library.needsScriptContext(template), template).toBe(true);
      }
      const login = await bridge!.run('online_login', { ...params, mode: 'auto' }, { label: 'login' });
      expect(login).toMatchObject({ logged_in: true, happened: 'download', application_state: 'stop' });
    } finally {
      await bridge?.dispose();
      await harness.close();
    }
  });
});
