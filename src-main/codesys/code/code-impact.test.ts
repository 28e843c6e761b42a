// What a CODESYS code edit does to the machine, on its card and in the agent's result: the object's declaration and
// implementation are read together, so a write in the implementation resolves to the address its declaration gives.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImpactReport } from '../../../src-shared/impact.ts';
import { standinWorldPerTest, structured, writePackagingProject } from '../test-support/standin.ts';

interface Code {
  declaration: string | null;
  implementation: string | null;
  content_hash: string;
}

describe('impact on CODESYS code edit cards', () => {
  const standin = standinWorldPerTest();

  /** Opens the project, reads PLC_PRG and patches it: the card waiting for the person, and its impact. */
  async function patchPlcPrgCard(project: string, edits: Array<{ part: string; old: string; new: string }>) {
    const started = await standin.start();
    structured(await started.harness.call('codesys_open_project', { project_path: project }));
    const code = structured<Code>(await started.harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/PLC_PRG' }));
    const pending = started.harness.call('codesys_patch_pou', { project_path: project, object_path: 'Application/PLC_PRG', expected_content_hash: code.content_hash, edits });
    const card = await started.harness.nextApproval();
    const deny = async () => {
      await started.harness.core.gate.resolve(card.id, 'deny');
      await pending;
    };
    return { card, impact: (card.preview as { impact: ImpactReport }).impact, deny };
  }

  it('says an implementation edit now drives a located output TRUE, and flags a removed e-stop check', async () => {
    const h = await standin.start();
    const project = join(standin.world.workspace, 'Press.project');
    structured((await h.approve('codesys_create_project', { project_path: project })).result);
    let code = structured<Code>((await h.approve('codesys_create_pou', { project_path: project, name: 'PRG_Press', pou_type: 'program' })).result);
    code = structured<Code>(
      (
        await h.approve('codesys_set_pou_code', {
          project_path: project,
          object_path: 'PRG_Press',
          declaration: 'PROGRAM PRG_Press\nVAR\n    bMotor AT %QX2.0 : BOOL;\n    bStart AT %IX2.0 : BOOL;\n    bEStopOK AT %IX2.1 : BOOL;\nEND_VAR\n',
          implementation: 'bMotor := bStart;\nIF NOT bEStopOK THEN\n    bMotor := FALSE;\nEND_IF\n',
          expected_content_hash: code.content_hash,
        })
      ).result,
    );

    const constant = await h.approve('codesys_patch_pou', {
      project_path: project,
      object_path: 'PRG_Press',
      expected_content_hash: code.content_hash,
      edits: [{ part: 'implementation', old: 'bMotor := bStart;', new: 'bMotor := TRUE;' }],
    });
    const impact = (constant.preview as { impact?: { items: Array<Record<string, unknown>> } }).impact;
    expect(impact?.items[0]).toMatchObject({ kind: 'write', change: 'now-constant', subject: 'bMotor', address: '%QX2.0', at: [{ part: 'Device/Plc Logic/Application/PRG_Press (implementation)' }, { part: 'Device/Plc Logic/Application/PRG_Press (implementation)' }] });
    expect(constant.result.content.map((c) => c.text).join('\n')).toContain('Now drives output bMotor (%QX2.0) to the constant TRUE, unconditionally (was bStart).');
    code = structured<Code>(constant.result);

    const pending = h.harness.call('codesys_patch_pou', {
      project_path: project,
      object_path: 'PRG_Press',
      expected_content_hash: code.content_hash,
      edits: [{ part: 'implementation', old: 'IF NOT bEStopOK THEN', new: 'IF FALSE THEN' }],
    });
    const card = await h.harness.nextApproval();
    const flagged = card.preview?.kind === 'diff' ? card.preview.impact : undefined;
    expect(flagged?.items[0]).toMatchObject({ kind: 'condition', subject: 'bEStopOK', address: '%IX2.1', safety: ['e-stop: bEStopOK'] });
    expect(card.onceOnly).toMatch(/safety-relevant signal bEStopOK/);
    await h.harness.core.gate.resolve(card.id, 'deny');
    await pending;
  });

  it('resolves globals of other GVLs and IO-mapped variables: their addresses, and a guard in a GVL flagged', async () => {
    // The Packaging fixture: a located guard switch in GVL_IO, the conveyor output mapped to EL2008's first channel,
    // and PLC_PRG's own jog button mapped to EL1008's first input.
    const project = join(standin.world.workspace, 'Packaging.project');
    await writePackagingProject(project, (find) => {
      find('GVL_IO').declaration = "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bStartButton : BOOL;\n    bConveyorRun : BOOL;\n    bCartonSensor : BOOL;\n    bDoorClosed AT %IX4.0 : BOOL; (* guard door switch *)\nEND_VAR\n";
      find('PLC_PRG').declaration = 'PROGRAM PLC_PRG\nVAR\n    fbConveyor : FB_Conveyor;\n    bJog : BOOL;\nEND_VAR\n';
      find('PLC_PRG').implementation =
        'fbConveyor(bEnable := GVL_IO.bStartButton);\nIF GVL_IO.bDoorClosed THEN\n    GVL_IO.bConveyorRun := fbConveyor.bRunning;\nEND_IF\nIF bJog THEN\n    GVL_IO.bConveyorRun := TRUE;\nEND_IF\n';
      find('EL2008').props!.io = { 'Output 1': { variable: 'Application.GVL_IO.bConveyorRun' } };
      find('EL1008').props!.io = { 'Input 1': { variable: 'PLC_PRG.bJog' } };
    });
    const { card, impact, deny } = await patchPlcPrgCard(project, [
      { part: 'implementation', old: 'IF GVL_IO.bDoorClosed THEN', new: 'IF TRUE THEN' },
      { part: 'implementation', old: 'IF bJog THEN', new: 'IF FALSE THEN' },
    ]);
    expect(impact.items.map((i) => [i.kind, i.change, i.subject, i.address, i.safety])).toEqual([
      // Declared AT %IX4.0 in GVL_IO, not in the edited object; safety-relevant by its name.
      ['condition', 'no-longer-read', 'GVL_IO.bDoorClosed', '%IX4.0', ['guard: GVL_IO.bDoorClosed']],
      // Declared without an address; the IO mapping ties it to EL2008's first output.
      // Its condition became TRUE: the door no longer holds the conveyor output back.
      ['write', 'condition-changed', 'GVL_IO.bConveyorRun', '%QX0.0', ['guard: GVL_IO.bDoorClosed', 'interlock removed: GVL_IO.bConveyorRun']],
      ['write', 'condition-changed', 'GVL_IO.bConveyorRun', '%QX0.0', []],
      // The object's own variable, mapped to EL1008's first input.
      ['condition', 'no-longer-read', 'bJog', '%IX0.0', []],
    ]);
    expect(impact.items[0]!.text).toMatch(/^Input GVL_IO\.bDoorClosed \(%IX4\.0\) is no longer read/);
    expect(impact.unresolved).toBeUndefined();
    expect(card.onceOnly).toMatch(/safety-relevant signals GVL_IO\.bDoorClosed, GVL_IO\.bConveyorRun/);
    await deny();
  });

  it("flags a GVL variable by the comment above it, and a write to another POU's guard lock address under a new name", async () => {
    const project = join(standin.world.workspace, 'Packaging.project');
    await writePackagingProject(project, (find) => {
      find('GVL_IO').declaration = "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bStartButton : BOOL;\n    bConveyorRun : BOOL;\n    bCartonSensor : BOOL;\n    // Safety relay K3, light curtain\n    xK3 AT %QX1.1 : BOOL;\n    xLamp AT %QX1.2 : BOOL;\nEND_VAR\n";
      find('PRG_Cartoner').declaration = 'PROGRAM PRG_Cartoner\nVAR\n    bGuardLock AT %QX0.6 : BOOL;\nEND_VAR\n';
      find('PLC_PRG').declaration = 'PROGRAM PLC_PRG\nVAR\n    fbConveyor : FB_Conveyor;\nEND_VAR\n';
      find('PLC_PRG').implementation = 'fbConveyor(bEnable := GVL_IO.bStartButton);\nGVL_IO.xLamp := TRUE;\n';
    });
    const { card, impact, deny } = await patchPlcPrgCard(project, [
      { part: 'declaration', old: '    fbConveyor : FB_Conveyor;\n', new: '    fbConveyor : FB_Conveyor;\n    xDoor AT %QX0.6 : BOOL;\n' },
      { part: 'implementation', old: 'GVL_IO.xLamp := TRUE;', new: 'GVL_IO.xLamp := FALSE;\nGVL_IO.xK3 := FALSE;\nxDoor := FALSE;' },
    ]);
    expect(new Set(impact.safetySignals)).toEqual(new Set(['safety: GVL_IO.xK3', 'safety address %QX0.6 (bGuardLock): xDoor']));
    expect(impact.items.find((i) => i.subject === 'GVL_IO.xLamp')?.safety).toEqual([]);
    expect(card.onceOnly).toMatch(/safety-relevant signals/);
    await deny();
  });
});
