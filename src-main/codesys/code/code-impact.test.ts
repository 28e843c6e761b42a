// What a CODESYS code edit does to the machine, on its card and in the agent's result: the object's declaration and
// implementation are read together, so a write in the implementation resolves to the address its declaration gives.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStandinWorld, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

interface Code {
  declaration: string | null;
  implementation: string | null;
  content_hash: string;
}

describe('impact on CODESYS code edit cards', () => {
  let world: StandinWorld;
  let h: CodesysHarness | undefined;
  beforeEach(async () => {
    world = await makeStandinWorld();
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await world.cleanup();
  });

  it('says an implementation edit now drives a located output TRUE, and flags a removed e-stop check', async () => {
    h = await startCodesysHarness(world);
    const project = join(world.workspace, 'Press.project');
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
    expect(constant.result.content.map((c) => c.text).join('\n')).toContain('Now drives output bMotor (%QX2.0) unconditionally TRUE (was bStart).');
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
});
