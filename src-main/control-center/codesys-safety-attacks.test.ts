// The attacks of issue 27 on what counts as safety-relevant, on CODESYS: the same output under another name
// (another variable at the guard lock's address or an overlapping one, the address written directly, MEMSET through
// its address, a new POU declaring a variable there) and a safety comment written with `//` on the line above a
// GVL's declaration. Through a real control center's HTTP endpoint with "always approve" rules for the code tools and
// no window open: a card is a denial, a covered call runs.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePackagingProject } from '../codesys/test-support/standin.ts';
import { call, NEEDS_PERSON, ok, resultText, startAttackCenter, type AttackCenter } from './test-support/attack-center.ts';

/** Declared in the fixture's GVL_IO, after its own variables. */
const GVL_IO_MORE = `    bGuardLock AT %QX0.6 : BOOL;
    // Relay K3: light curtain of the infeed
    xK3 AT %QX1.1 : BOOL;
`;
const PLC_PRG = 'PROGRAM PLC_PRG\nVAR\n    fbConveyor : FB_Conveyor;\n    xSpare : BOOL;\nEND_VAR\n';
const PLC_PRG_CODE = 'fbConveyor(bEnable := GVL_IO.bStartButton);\nGVL_IO.bConveyorRun := fbConveyor.bRunning;\nGVL_IO.bGuardLock := GVL_IO.bStartButton;\nGVL_IO.xK3 := GVL_IO.bStartButton;\nxSpare := FALSE;\n';

let center: AttackCenter;
let agent: Client;

beforeAll(async () => {
  center = await startAttackCenter((s) => ({
    ...s,
    approvals: { ...s.approvals, alwaysApproveTools: ['codesys_patch_pou', 'codesys_set_pou_code', 'codesys_create_pou'].map((tool) => ({ tool })) },
  }));
  // Written before CODESYS first opens the project (the attack center starts none).
  await writePackagingProject(center.codesys, (find) => {
    find('GVL_IO').declaration = find('GVL_IO').declaration!.replace('END_VAR', `${GVL_IO_MORE}END_VAR`);
    Object.assign(find('PLC_PRG'), { declaration: PLC_PRG, implementation: PLC_PRG_CODE });
  });
  agent = await center.connect('attacker');
}, 120_000);
afterAll(async () => center?.close());

interface Pou {
  content_hash: string;
  declaration: string | null;
  implementation: string | null;
}
const read = async (object_path: string) => ok<Pou>(await call(agent, 'codesys_read_pou', { project_path: center.codesys, object_path }));

/** Patches PLC_PRG as the agent would after reading it; returns what the agent heard and whether PLC_PRG changed. */
async function patch(edits: Array<{ part: 'declaration' | 'implementation'; old: string; new: string }>) {
  const before = await read('PLC_PRG');
  const result = await call(agent, 'codesys_patch_pou', { project_path: center.codesys, object_path: 'PLC_PRG', expected_content_hash: before.content_hash, edits });
  const after = await read('PLC_PRG');
  return { text: resultText(result), changed: after.content_hash !== before.content_hash };
}

const declare = (line: string) => ({ part: 'declaration' as const, old: '    xSpare : BOOL;\n', new: `    xSpare : BOOL;\n    ${line}\n` });
const code = (line: string) => ({ part: 'implementation' as const, old: 'xSpare := FALSE;', new: `xSpare := FALSE;\n${line}` });

describe('CODESYS codesys_patch_pou under an always-approve rule, no window', () => {
  it('runs without a card when the edit touches no safety signal (the rule is really in force)', async () => {
    expect(await patch([{ part: 'implementation', old: 'xSpare := FALSE;', new: 'xSpare := TRUE;' }])).toMatchObject({ changed: true });
    await patch([{ part: 'implementation', old: 'xSpare := TRUE;', new: 'xSpare := FALSE;' }]);
  }, 180_000);

  it.each([
    ['xDoor AT %QX0.6 written FALSE (the guard lock\'s address)', [declare('xDoor AT %QX0.6 : BOOL;'), code('xDoor := FALSE;')], /^safety address %QX0\.6 \(.*bGuardLock\): xDoor$/],
    ['bOut AT %QB0 written 0 (the byte holding it)', [declare('bOut AT %QB0 : BYTE;'), code('bOut := 0;')], /^safety address %QX0\.6 \(.*bGuardLock\): bOut$/],
    ['%QX0.6 := FALSE written directly', [code('%QX0.6 := FALSE;')], /^safety address %QX0\.6 \(.*bGuardLock\): %QX0\.6$/],
    ['MEMSET(ADR(GVL_IO.bGuardLock), 1, 1)', [code('MEMSET(ADR(GVL_IO.bGuardLock), 1, 1);')], /^guard: .*bGuardLock$/],
    ['GVL_IO.xK3 := FALSE, the GVL describing K3 in a // comment on the line above', [{ part: 'implementation' as const, old: 'GVL_IO.xK3 := GVL_IO.bStartButton;', new: 'GVL_IO.xK3 := FALSE;' }], /^light curtain: .*xK3$/],
  ])('asks for %s', async (_, edits, why) => {
    const outcome = await patch(edits);
    expect(outcome.text).toMatch(NEEDS_PERSON);
    expect(outcome.changed).toBe(false);
    // Why: the card the person would have seen names the safety signal the edit reaches.
    const detach = center.cc.core.gate.attachUi();
    try {
      const pending = patch(edits);
      await expect.poll(() => center.cc.core.store.state.approvals.length, { timeout: 60_000 }).toBe(1);
      const card = center.cc.core.store.state.approvals[0]!;
      // The analysis's items (the simulation, when it finishes, may name the same signals again in its own terms).
      const items = card.preview && 'impact' in card.preview ? (card.preview.impact?.items ?? []) : [];
      expect(items.flatMap((item) => item.safety)).toEqual(expect.arrayContaining([expect.stringMatching(why)]));
      await center.cc.core.gate.resolve(card.id, 'deny');
      expect((await pending).changed).toBe(false);
    } finally {
      detach();
    }
  }, 180_000);

  it('asks for a new POU declaring xDoor AT %QX0.6, though creating and coding POUs is always approved', async () => {
    const created = ok<{ content_hash: string }>(await call(agent, 'codesys_create_pou', { project_path: center.codesys, name: 'PRG_Door', pou_type: 'program' }));
    const result = await call(agent, 'codesys_set_pou_code', {
      project_path: center.codesys,
      object_path: 'PRG_Door',
      declaration: 'PROGRAM PRG_Door\nVAR\n    xDoor AT %QX0.6 : BOOL;\nEND_VAR\n',
      implementation: 'xDoor := FALSE;\n',
      expected_content_hash: created.content_hash,
    });
    expect(resultText(result)).toMatch(NEEDS_PERSON);
    expect((await read('PRG_Door')).declaration).not.toContain('%QX0.6');
  }, 180_000);
});
