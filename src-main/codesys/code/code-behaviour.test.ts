// The Behaviour part of CODESYS code edit cards, through MCP on the stand-in: an FB's method edited is simulated where
// the task's program calls it, at the task's cycle; logged in to the PLC, the run starts from the watch list's values.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import type { BehaviourReport } from '../../../src-shared/behaviour.ts';
import { makePlcProject, makeStandinWorld, startCodesysHarness, structured, writePackagingProject, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

interface Code {
  content_hash: string;
}

const behaviourOf = (card: PendingApproval | undefined): BehaviourReport | undefined => (card?.preview?.kind === 'diff' ? card.preview.impact?.behaviour : undefined);

describe('behaviour on CODESYS code edit cards', { timeout: 90_000 }, () => {
  let world: StandinWorld | undefined;
  let h: CodesysHarness | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await world?.cleanup();
    world = undefined;
    await cleanup?.();
    cleanup = undefined;
  });

  /** The card once the simulation has finished (polled, bounded). */
  async function finished(id: string): Promise<PendingApproval> {
    for (let i = 0; i < 1200; i++) {
      const card = h!.harness.core.gate.pending().find((p) => p.id === id);
      if (!card) throw new Error('the card went away');
      const status = behaviourOf(card)?.status;
      if (status === undefined) throw new Error('the card has no Behaviour part');
      if (status !== 'running') return card;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the simulation did not finish within 60 s');
  }

  async function patchCard(project: string, objectPath: string, edits: Array<{ part: string; old: string; new: string }>) {
    const code = structured<Code>(await h!.harness.call('codesys_read_pou', { project_path: project, object_path: objectPath }));
    const pending = h!.harness.call('codesys_patch_pou', { project_path: project, object_path: objectPath, expected_content_hash: code.content_hash, edits });
    const card = await h!.harness.nextApproval();
    expect(behaviourOf(card)?.status).toBe('running');
    const done = await finished(card.id);
    return { behaviour: behaviourOf(done)!, pending, card: done };
  }

  it('a method of an FB edited: simulated where PLC_PRG (MainTask, 10 ms) calls it, the differing global output shown', async () => {
    world = await makeStandinWorld();
    h = await startCodesysHarness(world);
    const project = join(world.workspace, 'Packaging.project');
    await writePackagingProject(project, (find) => {
      find('PLC_PRG').declaration = 'PROGRAM PLC_PRG\nVAR\n    fbConveyor : FB_Conveyor;\n    bLamp : BOOL;\nEND_VAR\n';
      find('PLC_PRG').implementation = 'fbConveyor(bEnable := GVL_IO.bStartButton);\nIF GVL_IO.bCartonSensor THEN\n    fbConveyor.Reset();\nEND_IF\nGVL_IO.bConveyorRun := fbConveyor.bRunning;\nbLamp := fbConveyor.bRunning;\n';
      // A local variable with no AT, an output only through the IO mapping (EL2008's first channel).
      find('EL2008').props!.io = { 'Output 1': { variable: 'PLC_PRG.bLamp' } };
    });
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    const { behaviour, pending, card } = await patchCard(project, 'Application/FB_Conveyor/Reset', [{ part: 'implementation', old: 'bRunning := FALSE;\n', new: '' }]);
    expect(behaviour.status).toBe('different');
    expect(behaviour.cycleMs).toBe(10);
    expect(behaviour.notes).toEqual(expect.arrayContaining(['PLC_PRG runs every 10 ms (task MainTask).', 'FB_Conveyor was simulated where program PLC_PRG runs it.']));
    const run = behaviour.differences.find((d) => d.output === 'GVL_IO.bConveyorRun')!;
    expect(run).toMatchObject({ old: 'FALSE', new: 'TRUE' });
    expect(run.sequence.map((e) => `${e.input} = ${e.value}`)).toEqual(expect.arrayContaining(['GVL_IO.bStartButton = TRUE', 'GVL_IO.bCartonSensor = TRUE']));
    expect(behaviour.differences.find((d) => d.output === 'bLamp')).toMatchObject({ address: '%QX0.0', old: 'FALSE', new: 'TRUE' });
    // The agent hears the same Behaviour text the card shows.
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    const text = (await pending).content.map((c) => ('text' in c ? c.text : '')).join('\n');
    expect(text).toContain(`Behaviour: ${behaviour.summary}`);
    expect(text).toContain(run.text);
  });

  it('logged in to the PLC: the run starts from the value the watch list holds, and the card says so', async () => {
    const plc = await makePlcProject('Plant', (app) => {
      const prg = app.children.find((c) => c.name === 'PLC_PRG')!;
      prg.declaration = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bStart : BOOL;\n    bLamp AT %QX0.0 : BOOL;\nEND_VAR\n';
      prg.implementation = 'IF bStart THEN\n    counter := counter + 1;\nEND_IF\nbLamp := counter >= 100;\n';
    });
    cleanup = plc.cleanup;
    h = await startCodesysHarness(plc.world);
    const project = plc.project;
    structured(await h.harness.call('codesys_open_project', { project_path: project }));
    h.domain.online!.add('codesys', 'PLC_PRG.counter');
    structured((await h.approve('codesys_online_login', { project_path: project })).result);
    structured((await h.approve('codesys_write_variables', { project_path: project, values: [{ expression: 'PLC_PRG.counter', value: '42' }] })).result);
    const panel = () => h!.harness.core.store.state.online.codesys!;
    await expect.poll(() => panel().watch[0]?.value, { timeout: 10_000 }).toBe('42');
    const { behaviour, pending, card } = await patchCard(project, 'Application/PLC_PRG', [{ part: 'implementation', old: 'counter >= 100', new: 'counter >= 40' }]);
    expect(behaviour.notes.find((n) => n.startsWith('Started from the values the watch list of the PLC Interlock is logged in to'))).toMatch(/holds: PLC_PRG\.counter = 42\.$/);
    // From the PLC's 42 the lamp differs at once, with no input pressed (from the declared 5 it would take 35 presses).
    expect(behaviour.differences.find((d) => d.output === 'bLamp')).toMatchObject({ atMs: 0, old: 'FALSE', new: 'TRUE', sequence: [], address: '%QX0.0' });
    await h.harness.core.gate.resolve(card.id, 'deny');
    await pending;
  });
});
