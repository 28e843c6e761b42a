// The two ways the watcher waits for commands, end to end on the stand-in: with the UI-thread timer (the default)
// the person can still use CODESYS while Interlock is connected; with the system.delay loop CODESYS stays in a
// lengthy operation. A timer tick has no running script, so the online factories go through Execute Script File.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startToolHarness, type ToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { CodesysConnection } from './codesys-connection.ts';
import { CODESYS_TEMPLATES } from '../index.ts';
import { interpretScriptResult } from './script-executor.ts';
import type { WatcherMode } from './script-library.ts';
import { makeStandinWorld, testCodesysSettings, type StandinWorld } from '../test-support/standin.ts';

interface MenuAnswer {
  command: string;
  enabled: boolean;
  reason?: string;
}

describe('CODESYS watcher modes', () => {
  let world: StandinWorld;
  let uiDir: string;
  let project: string;
  const open: Array<{ bridge: CodesysConnection; harness: ToolHarness }> = [];

  beforeEach(async () => {
    world = await makeStandinWorld();
    uiDir = join(world.root, 'ui');
    await mkdir(uiDir);
    project = join(world.workspace, 'Line.project');
    process.env.CODESYS_STANDIN_UI_DIR = uiDir;
  });
  afterEach(async () => {
    delete process.env.CODESYS_STANDIN_UI_DIR;
    delete process.env.CODESYS_STANDIN_NO_WINFORMS;
    delete process.env.CODESYS_STANDIN_NO_EXECUTE_SCRIPT;
    delete process.env.CODESYS_STANDIN_EXECUTE_SCRIPT_OVERLOAD;
    delete process.env.CODESYS_STANDIN_NO_ONLINE_EXECUTOR;
    for (const { bridge, harness } of open.splice(0)) {
      await bridge.dispose();
      await harness.close();
    }
    await world.cleanup();
  });

  async function launch(watcher: WatcherMode): Promise<CodesysConnection> {
    return (await launchWithHarness(watcher)).bridge;
  }

  async function launchWithHarness(watcher: WatcherMode): Promise<{ bridge: CodesysConnection; harness: ToolHarness }> {
    let bridge: CodesysConnection | undefined;
    const harness = await startToolHarness({
      tools: (core) => {
        bridge = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: world.sessionBase });
        return [];
      },
      settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { watcher }) }),
    });
    open.push({ bridge: bridge!, harness });
    await bridge!.launch();
    return { bridge: bridge!, harness };
  }

  let clicks = 0;
  /** The person clicks a menu command in the CODESYS window; resolves with what the IDE did with it. */
  async function clickMenu(command: string): Promise<MenuAnswer> {
    const name = `click-${++clicks}`;
    await writeFile(join(uiDir, `${name}.tmp`), JSON.stringify({ command }));
    await rename(join(uiDir, `${name}.tmp`), join(uiDir, `${name}.request`));
    const answer = join(uiDir, `${name}.answer`);
    const deadline = Date.now() + 5000;
    while (!existsSync(answer)) {
      if (Date.now() > deadline) throw new Error('the CODESYS UI never answered the click');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return JSON.parse(await readFile(answer, 'utf8')) as MenuAnswer;
  }

  const createProject = (bridge: CodesysConnection) => bridge.run('create_project', { project_path: project }, { label: 'codesys_create_project' });

  it('timer: the start-up script returns, so the person can use CODESYS between the agent\'s commands', async () => {
    const bridge = await launch('timer');
    expect(await clickMenu('Build.Build')).toEqual({ command: 'Build.Build', enabled: true });
    await createProject(bridge);
    expect(await clickMenu('File.Save')).toEqual({ command: 'File.Save', enabled: true });
    const status = await bridge.run('session_status', {}, { label: 'status' });
    expect(status.projects.map((p) => p.path)).toEqual([project]);
    // The watcher's heartbeat says how it waits; the target line shows it.
    await vi.waitFor(() => expect(bridge.launcher.status.watcherMode).toBe('timer'), { timeout: 3000 });
  });

  it('loop: the start-up script never ends, so CODESYS refuses the person\'s menu commands for the whole session', async () => {
    const bridge = await launch('loop');
    expect(await clickMenu('Build.Build')).toEqual({ command: 'Build.Build', enabled: false, reason: 'A script is running; the command is disabled until it ends' });
    await createProject(bridge);
    expect(await clickMenu('File.Save')).toMatchObject({ enabled: false });
    await vi.waitFor(() => expect(bridge.launcher.status.watcherMode).toBe('loop'), { timeout: 3000 });
  });

  it('timer: without a UI timer the watcher waits in the loop instead, and the person is told why the menus stay disabled', async () => {
    process.env.CODESYS_STANDIN_NO_WINFORMS = '1';
    const { bridge, harness } = await launchWithHarness('timer');
    await createProject(bridge);
    await vi.waitFor(() => expect(bridge.launcher.status.watcherMode).toBe('loop'), { timeout: 3000 });
    expect(harness.core.store.state.notices.map((n) => [n.level, n.message])).toContainEqual([
      'warning',
      expect.stringMatching(/^This CODESYS could not install the watcher's UI timer, so the watcher waits for commands in a loop and CODESYS keeps its menus disabled/),
    ]);
    expect(await readFile(join(bridge.launcher.status.sessionDir!, 'watcher_error.txt'), 'utf8')).toMatch(/No UI timer could be installed[\s\S]*System\.Windows\.Forms/);
    expect(await clickMenu('Build.Build')).toMatchObject({ enabled: false });
    expect(bridge.launcher.status.state).toBe('ready');
  });

  it('timer: an online factory raises "Stack empty" from a tick and works through Execute Script File', async () => {
    const bridge = await launch('timer');
    await createProject(bridge);
    const tick = await bridge.launcher.execute({
      label: 'online_state from the tick',
      script: bridge.library.script('online_state'),
      params: { project_path: project, expressions: [], probe: false },
      scriptContext: false,
      timeoutMs: 10_000,
    });
    const refused = interpretScriptResult(tick);
    expect(refused).toMatchObject({ ok: false, message: 'CODESYS reported: Stack empty.' });

    // online_state asks for a script context, so the watcher hands it to the IDE's Execute Script File command.
    expect(bridge.library.needsScriptContext('online_state')).toBe(true);
    const online = await bridge.run('online_state', { project_path: project, expressions: [], probe: false }, { label: 'online state' });
    expect(online).toMatchObject({ application: 'Device/Plc Logic/Application', logged_in: false, application_state: null });
    // Commands without the need keep the fast path, and CODESYS is usable again afterwards.
    expect(bridge.library.needsScriptContext('session_status')).toBe(false);
    expect(await clickMenu('Online.Login')).toMatchObject({ enabled: true });
  });

  /** A command that needs a running script and reports how it got one (the watcher's INTERLOCK_SCRIPT_ROUTE). */
  const routeProbe = [
    'from __future__ import print_function',
    'import scriptengine',
    'try:',
    '    scriptengine.online.create_online_application()',
    "    outcome = 'context'",
    'except Exception as error:',
    '    outcome = str(error)',
    "print('route=%s outcome=%s' % (INTERLOCK_SCRIPT_ROUTE, outcome))",
    "if outcome != 'context':",
    "    print('SCRIPT_ERROR: ' + outcome)",
    '    raise SystemExit(1)',
    "print('SCRIPT_SUCCESS')",
  ].join('\n');

  async function runProbe(bridge: CodesysConnection, scriptRoute?: 'execute_script' | 'online_executor') {
    const result = await bridge.launcher.execute({ label: 'route probe', script: routeProbe, params: {}, scriptContext: true, ...(scriptRoute ? { scriptRoute } : {}), timeoutMs: 10_000 });
    return { result, interpreted: interpretScriptResult(result) };
  }

  it('timer: Execute Script File is found by its parameter types, also where a second overload would make a lookup by name ambiguous', async () => {
    process.env.CODESYS_STANDIN_EXECUTE_SCRIPT_OVERLOAD = '1';
    const bridge = await launch('timer');
    await createProject(bridge);
    const { result } = await runProbe(bridge);
    expect(result.output).toContain('route=execute_script outcome=context');
    expect(result.exitCode).toBe(0);
  });

  it("timer: without Execute Script File, a command that needs a running script goes through the online layer's executor", async () => {
    process.env.CODESYS_STANDIN_NO_EXECUTE_SCRIPT = '1';
    const bridge = await launch('timer');
    await createProject(bridge);
    const { result } = await runProbe(bridge);
    expect(result.output).toContain('route=online_executor outcome=context');
    // A real online template takes the same way.
    const online = await bridge.run('online_state', { project_path: project, expressions: [], probe: false }, { label: 'online state' });
    expect(online).toMatchObject({ logged_in: false });
    // Each route can be asked for alone (the doctor probes them one by one): the missing one says why.
    const onlyExecuteScript = await runProbe(bridge, 'execute_script');
    expect(onlyExecuteScript.interpreted).toMatchObject({ ok: false });
    expect(onlyExecuteScript.interpreted.ok ? '' : onlyExecuteScript.interpreted.message).toMatch(
      /^Stack empty\. \(This CODESYS gave the command no running script[\s\S]*watcher to "loop"[\s\S]*Not available: Execute Script File \(CommandHelper\.ExecuteScript\): ScriptEngine\.plugin has no type _3S\.CoDeSys\.ScriptEngine\.CommandHelper\.\)$/,
    );
  });

  it('timer: with neither route, the command fails saying what is missing and that the loop watcher gives it a script', async () => {
    process.env.CODESYS_STANDIN_NO_EXECUTE_SCRIPT = '1';
    process.env.CODESYS_STANDIN_NO_ONLINE_EXECUTOR = '1';
    const bridge = await launch('timer');
    await createProject(bridge);
    await expect(bridge.run('online_state', { project_path: project, expressions: [], probe: false }, { label: 'online state' })).rejects.toThrow(
      /^CODESYS reported: Stack empty\. \(This CODESYS gave the command no running script.*"loop".*Execute Script File \(CommandHelper\.ExecuteScript\): ScriptEngine\.plugin has no type _3S\.CoDeSys\.ScriptEngine\.CommandHelper; the online layer's script executor \(online\._executor\.ExecuteSource\): scriptengine\.online has no private field _executor\.\)$/,
    );
    // Commands that need no running script are not affected.
    const status = await bridge.run('session_status', {}, { label: 'status' });
    expect(status.projects.map((p) => p.path)).toEqual([project]);
  });

  it('loop: the running start-up script gives every command a script context', async () => {
    const bridge = await launch('loop');
    await createProject(bridge);
    const direct = await bridge.launcher.execute({
      label: 'online_state in the loop',
      script: bridge.library.script('online_state'),
      params: { project_path: project, expressions: [], probe: false },
      timeoutMs: 10_000,
    });
    expect(interpretScriptResult(direct)).toMatchObject({ ok: true, data: { logged_in: false } });
  });

  it('timer: a command that pumps the message loop is not started again by the ticks it lets through', async () => {
    const bridge = await launch('timer');
    const trace = join(world.root, 'runs.txt');
    const script = [
      'from __future__ import print_function',
      'import json',
      'import scriptengine',
      "path = json.load(open(INTERLOCK_PARAMS_PATH))['trace']",
      "open(path, 'a').write('start\\n')",
      'scriptengine.system.delay(400)',
      "open(path, 'a').write('end\\n')",
      "print('SCRIPT_SUCCESS')",
    ].join('\n');
    const result = await bridge.launcher.execute({ label: 'pumping command', script, params: { trace }, timeoutMs: 10_000 });
    expect(result.exitCode).toBe(0);
    expect(await readFile(trace, 'utf8')).toBe('start\nend\n');
  });
});
