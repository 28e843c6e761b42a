// The bridge holds every template to its contract (templates.ts): parameters before anything reaches CODESYS, and
// the result CODESYS prints before any tool sees it.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startToolHarness, type ToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { CodesysConnection } from './codesys-connection.ts';
import { CODESYS_TEMPLATES } from '../index.ts';
import { codesysPythonDir, ScriptLibrary } from './script-library.ts';
import { makeStandinWorld, testCodesysSettings, type StandinWorld } from '../test-support/standin.ts';

describe('CODESYS template contracts', () => {
  let world: StandinWorld;
  let pythonDir: string;
  let harness: ToolHarness | undefined;
  let bridge: CodesysConnection | undefined;

  beforeEach(async () => {
    world = await makeStandinWorld();
    pythonDir = await mkdtemp(join(tmpdir(), 'interlock-templates-'));
    await cp(codesysPythonDir(), pythonDir, { recursive: true, filter: (source) => !/\.tsx?$/.test(source) });
  });
  afterEach(async () => {
    await bridge?.dispose();
    await harness?.close();
    bridge = undefined;
    harness = undefined;
    await rm(pythonDir, { recursive: true, force: true });
    await world.cleanup();
  });

  /** A bridge that runs every command headless in the stand-in, with the templates in `pythonDir`. */
  async function headlessBridge(): Promise<CodesysConnection> {
    harness = await startToolHarness({
      tools: (core) => {
        bridge = new CodesysConnection(core, { templates: CODESYS_TEMPLATES, baseDir: world.sessionBase, library: new ScriptLibrary(pythonDir) });
        return [];
      },
      settings: (defaults) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, { mode: 'headless' }) }),
    });
    return bridge!;
  }

  it('rejects a result that is not what the template promises, naming the field', async () => {
    // A template (or a CODESYS) that answers with the wrong shape: the name is a number, the texts are missing.
    await writeFile(
      join(pythonDir, 'code', 'templates', 'read_object.py'),
      "# interlock-helpers: common\nfrom __future__ import print_function\n\n\ndef main(params):\n    emit_result({'object': {'name': 7, 'path': 'PLC_PRG'}})\n\n\nrun_command(main)\n",
    );
    const codesys = await headlessBridge();
    const project = join(world.workspace, 'Any.project');
    const call = codesys.run('read_object', { project_path: project, object_path: 'PLC_PRG' }, { label: 'codesys_read_pou' });
    await expect(call).rejects.toThrow(/^CODESYS answered codesys_read_pou \(read_object\) with a result Interlock does not understand: [\s\S]*object\.name[\s\S]*declaration/);
  });

  it('accepts the result of the real template', async () => {
    const codesys = await headlessBridge();
    const project = join(world.workspace, 'Real.project');
    await codesys.run('create_project', { project_path: project }, { label: 'codesys_create_project' });
    const read = await codesys.run('read_object', { project_path: project, object_path: 'PLC_PRG' }, { label: 'codesys_read_pou' });
    expect(read).toEqual({
      object: { name: 'PLC_PRG', path: 'Device/Plc Logic/Application/PLC_PRG', kind: 'program', has_declaration: true, has_implementation: true },
      declaration: 'PROGRAM PLC_PRG\nVAR\nEND_VAR\n',
      implementation: '',
    });
  });

  it('refuses parameters the template does not read before any CODESYS starts', async () => {
    const codesys = await headlessBridge();
    const started = Date.now();
    // implements as a list: the API takes one comma-separated string.
    const params = { project_path: join(world.workspace, 'X.project'), name: 'FB_X', pou_type: 'function_block', implements: ['I_A', 'I_B'] };
    // @ts-expect-error -- the list is what the contract refuses
    const call = codesys.run('create_pou', params, { label: 'codesys_create_pou' });
    await expect(call).rejects.toThrow(/^Interlock built invalid parameters for create_pou: [\s\S]*implements/);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(harness!.core.store.state.targets.codesys?.status).toBe('stopped');
  });
});
