// The headless executor (a CODESYS without UI per command): same results as the persistent IDE, and when it is used.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runningInstances } from './process-control.ts';
import { errorText, makeStandinWorld, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const DECLARATION = 'FUNCTION_BLOCK FB_Mix\nVAR_INPUT\n    rRatio : REAL;\nEND_VAR\nVAR\n    rOut : REAL;\nEND_VAR\n';
const IMPLEMENTATION = "rOut := rRatio * 2.0;\nrOut := rRaito + 1.0;\nsNote := 'Größe 中文';\n";

interface Compiled {
  errors: number;
  messages: Array<{ text: string; line: number }>;
}

/** Creates a project with FB_Mix holding two undeclared identifiers; returns each answer. */
async function writeAndCompile(h: CodesysHarness, projectPath: string): Promise<[unknown, unknown, unknown, Compiled]> {
  const created = structured((await h.approve('codesys_create_project', { project_path: projectPath })).result);
  const pou = structured<{ content_hash: string }>((await h.approve('codesys_create_pou', { project_path: projectPath, name: 'FB_Mix', pou_type: 'function_block' })).result);
  const set = structured(
    (
      await h.approve('codesys_set_pou_code', {
        project_path: projectPath,
        object_path: 'FB_Mix',
        declaration: DECLARATION,
        implementation: IMPLEMENTATION,
        expected_content_hash: pou.content_hash,
      })
    ).result,
  );
  return [created, pou, set, structured<Compiled>(await h.harness.call('codesys_compile_project', { project_path: projectPath }))];
}

/** The same commands an agent sends, with the project path taken out of the answers. */
async function scenario(h: CodesysHarness, projectPath: string): Promise<unknown[]> {
  const answers: unknown[] = [];
  const record = (value: unknown) => answers.push(JSON.parse(JSON.stringify(value).split(projectPath).join('<project>')));
  for (const answer of await writeAndCompile(h, projectPath)) record(answer);
  record(structured(await h.harness.call('codesys_read_pou', { project_path: projectPath, object_path: 'Application/FB_Mix' })));
  record(structured(await h.harness.call('codesys_get_project_structure', { project_path: projectPath })));
  record(structured(await h.harness.call('codesys_search_code', { project_path: projectPath, pattern: 'rRaito' })));
  return answers;
}

describe('headless CODESYS', () => {
  let world: StandinWorld;
  const harnesses: CodesysHarness[] = [];
  beforeEach(async () => {
    world = await makeStandinWorld();
  });
  afterEach(async () => {
    delete process.env.CODESYS_STANDIN_LANGUAGE;
    delete process.env.CODESYS_STANDIN_START_DELAY_MS;
    for (const h of harnesses.splice(0)) await h.close();
    await world.cleanup();
  });

  async function start(overrides: Parameters<typeof startCodesysHarness>[1] = {}): Promise<CodesysHarness> {
    const h = await startCodesysHarness(world, overrides);
    harnesses.push(h);
    return h;
  }

  it('gives the same answers as the persistent IDE for the same commands', async () => {
    const persistent = await start();
    const viaIde = await scenario(persistent, join(world.workspace, 'Ide.project'));
    await persistent.approve('shutdown_codesys', { unsaved_changes: 'discard' });

    const headless = await start({ mode: 'headless' });
    const statuses: string[] = [];
    headless.harness.core.store.subscribe((e) => e.type === 'target.updated' && statuses.push(e.target.status));
    const viaHeadless = await scenario(headless, join(world.workspace, 'Headless.project'));
    expect(viaHeadless).toEqual(viaIde);
    expect((viaHeadless[3] as Compiled).errors).toBe(2);
    expect(statuses).toContain('busy');
    expect(headless.harness.core.store.state.targets.codesys).toMatchObject({ status: 'stopped', detail: 'Headless mode: each command starts a CODESYS without UI' });
    expect(errorText(await headless.harness.call('launch_codesys'))).toMatch(/mode is "headless"/);
    // A fresh CODESYS per command holds no messages of an earlier build.
    expect(errorText(await headless.harness.call('codesys_get_compile_messages', { project_path: 'Headless.project' }))).toMatch(/Call codesys_compile_project instead/);
    expect(await runningInstances(world.executable)).toEqual([]);
  });

  it('carries localized compiler messages intact through both executors', async () => {
    process.env.CODESYS_STANDIN_LANGUAGE = 'de';
    const ide = await start();
    const [, , , german] = await writeAndCompile(ide, join(world.workspace, 'Lokal.project'));
    expect(german.messages.map((m) => [m.line, m.text])).toEqual([
      [2, "Bezeichner 'rRaito' ist nicht definiert"],
      [3, "Bezeichner 'sNote' ist nicht definiert"],
    ]);
    await ide.approve('shutdown_codesys', { unsaved_changes: 'discard' });

    process.env.CODESYS_STANDIN_LANGUAGE = 'zh';
    const headless = await start({ mode: 'headless' });
    const [, , , chinese] = await writeAndCompile(headless, join(world.workspace, 'Zh.project'));
    expect(chinese.messages[0]!.text).toBe("标识符'rRaito'未定义");
    expect(headless.harness.core.store.state.diagnostics.codesys?.items[0]?.message).toBe("C0046: 标识符'rRaito'未定义");
  });

  it('runs headless until launch_codesys when auto-launch is off, then in the IDE', async () => {
    const h = await start({ autoLaunch: false });
    const project = join(world.workspace, 'Manual.project');
    await h.approve('codesys_create_project', { project_path: project });
    expect(structured(await h.harness.call('get_codesys_status'))).toMatchObject({ state: 'stopped', commands_run: 'headless (a CODESYS without UI per command)', pid: null });
    expect(await runningInstances(world.executable)).toEqual([]);
    await h.harness.call('launch_codesys');
    expect(structured(await h.harness.call('codesys_open_project', { project_path: project }))).toMatchObject({ application: 'Device/Plc Logic/Application' });
    expect(structured(await h.harness.call('get_codesys_status'))).toMatchObject({ state: 'ready', commands_run: 'in the CODESYS IDE', open_project: { path: project } });
  });

  it('will not run headless beside the IDE it launched when the mode is switched meanwhile', async () => {
    const h = await start();
    await h.harness.call('launch_codesys');
    await h.harness.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, mode: 'headless' } }));
    expect(errorText(await h.harness.call('codesys_get_project_structure', { project_path: 'Any.project' }))).toMatch(/Any\.project does not exist/);
    await h.approve('codesys_create_project', { project_path: 'Any.project' }).then(({ result }) =>
      expect(errorText(result)).toMatch(/Commands run headless .* but the CODESYS Interlock launched is still open\. Close it with shutdown_codesys first\./),
    );
    expect(structured((await h.approve('shutdown_codesys', {})).result)).toMatchObject({ was_running: true });
  });

  it('falls back to headless only when allowed, when the persistent launch is refused', async () => {
    // Someone else's CODESYS of the same install is open, so Interlock will not launch its own.
    const other = spawn(world.executable, ['--profile=CODESYS V3.5 SP21'], { stdio: 'ignore' });
    try {
      // Interlock finds it the way it will below: in the process list, as a CODESYS of the same install.
      await expect.poll(async () => (await runningInstances(world.executable)).map((p) => p.pid), { timeout: 20_000 }).toContain(other.pid);
      const strict = await start();
      expect(errorText((await strict.approve('codesys_create_project', { project_path: 'A.project' })).result)).toMatch(/already running \(PID \d+\)/);
      const lenient = await start({ fallbackHeadless: true });
      const created = await lenient.approve('codesys_create_project', { project_path: 'B.project' });
      expect(structured(created.result)).toMatchObject({ project_path: join(world.workspace, 'B.project') });
      expect(lenient.harness.core.store.state.notices.at(-1)?.message).toMatch(/could not be launched .* commands run headless/);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('ends a headless CODESYS that runs past the timeout', async () => {
    process.env.CODESYS_STANDIN_START_DELAY_MS = '60000';
    const h = await start({ mode: 'headless', commandTimeoutSeconds: 1 });
    const result = await h.approve('codesys_create_project', { project_path: 'Slow.project' });
    expect(errorText(result.result)).toBe('CODESYS (headless) did not finish codesys_create_project within 1 s and was ended.');
    expect(await runningInstances(world.executable)).toEqual([]);
  });
});
