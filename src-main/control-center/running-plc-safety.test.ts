// Safety follows addresses on a running PLC too (issue 27): a write or force of a value located where a
// safety-relevant signal is (`PLC_PRG.xDoor` at `%QX0.6`, where `GVL_IO.bGuardLock` is), at an overlapping address,
// at an address the person marked for the project, or described as safety-relevant on the line above its
// declaration carries the safety mark, so no standing approval lets it through. Through a real control center's
// HTTP endpoint, with standing approvals allowed on running PLCs and "always approve" rules for writes and forces,
// no window open: a card is a denial, a covered call runs.
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlcChangePreview } from '../../src-shared/app-state.ts';
import { writePackagingProject } from '../codesys/test-support/standin.ts';
import { call, CODESYS_PROJECT, NEEDS_PERSON, ok, resultText, startAttackCenter, type AttackCenter } from './test-support/attack-center.ts';

/** Declared in the fixture's GVL_IO, after its own variables. */
const GVL_IO_MORE = `    bGuardLock AT %QX0.6 : BOOL;
    (* Safety relay K3, light curtain *)
    xK3 AT %QX1.1 : BOOL;
    Valve7 AT %QX6.0 : BOOL;
`;

const PLC_PRG = `PROGRAM PLC_PRG
VAR
    fbConveyor : FB_Conveyor;
    xDoor AT %QX0.6 : BOOL;
    bRelays AT %QB1 : BYTE;
    xLamp AT %QX4.0 : BOOL;
    xMarked AT %QX5.2 : BOOL;
    bOut6 AT %QB6 : BYTE;
END_VAR
`;

let center: AttackCenter;
let agent: Client;

beforeAll(async () => {
  // The project file is written before CODESYS first opens it (the attack center starts none).
  center = await startAttackCenter((s) => {
    const projectFile = join(s.projectRoots[0]!, CODESYS_PROJECT);
    return {
      ...s,
      approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_write_variables' }, { tool: 'codesys_force_variables' }], standingApprovalsOnRunningPlc: true },
      safety: { ...s.safety, projectAddresses: [`${projectFile} = %QB5`], projectSignals: [`${projectFile} = Valve7`] },
    };
  });
  await writePackagingProject(center.codesys, (find) => {
    find('GVL_IO').declaration = find('GVL_IO').declaration!.replace('END_VAR', `${GVL_IO_MORE}END_VAR`);
    find('PLC_PRG').declaration = PLC_PRG;
  });
  agent = await center.connect('attacker');
  await center.asPerson(async () => {
    ok(await call(agent, 'codesys_open_project', { project_path: center.codesys }));
    ok(await call(agent, 'codesys_online_login', { project_path: center.codesys }));
  });
}, 180_000);
afterAll(async () => center?.close());

const write = (expression: string, value: string) => call(agent, 'codesys_write_variables', { project_path: center.codesys, values: [{ expression, value }] });

describe('writes and forces on a running PLC under standing approvals, no window', () => {
  it('writes a value no safety signal shares an address with: the rule is in force', async () => {
    ok(await write('PLC_PRG.xLamp', 'TRUE'));
  }, 120_000);

  it.each([
    ['PLC_PRG.xDoor at %QX0.6, where GVL_IO.bGuardLock is', 'PLC_PRG.xDoor', 'TRUE'],
    ['PLC_PRG.bRelays at %QB1, the byte holding xK3 (%QX1.1)', 'PLC_PRG.bRelays', '0'],
    ['GVL_IO.xK3, described as a safety relay on the line above its declaration', 'GVL_IO.xK3', 'FALSE'],
    ['PLC_PRG.xMarked at %QX5.2, in %QB5 the person marked for the project', 'PLC_PRG.xMarked', 'TRUE'],
    ['PLC_PRG.bOut6 at %QB6, the byte holding Valve7 from the project\'s signal list', 'PLC_PRG.bOut6', '0'],
  ])('asks for %s', async (_, expression, value) => {
    expect(resultText(await write(expression, value))).toMatch(NEEDS_PERSON);
  }, 120_000);

  it('asks for a force of PLC_PRG.xDoor too', async () => {
    const result = await call(agent, 'codesys_force_variables', { project_path: center.codesys, values: [{ expression: 'Application.PLC_PRG.xDoor', value: 'TRUE' }] });
    expect(resultText(result)).toMatch(NEEDS_PERSON);
  }, 120_000);

  it('names on the card the signal located there, and lets the person approve it only once', async () => {
    const detach = center.cc.core.gate.attachUi();
    try {
      const pending = write('PLC_PRG.xDoor', 'TRUE');
      await expect.poll(() => center.cc.core.store.state.approvals.length, { timeout: 60_000 }).toBe(1);
      const card = center.cc.core.store.state.approvals[0]!;
      const preview = card.preview as PlcChangePreview;
      expect(preview.values).toEqual([
        expect.objectContaining({ expression: 'PLC_PRG.xDoor', address: '%QX0.6', safety: ['safety address %QX0.6 (GVL_IO.bGuardLock): PLC_PRG.xDoor'] }),
      ]);
      expect(card.onceOnly).toMatch(/safety-relevant signal/);
      await center.cc.core.gate.resolve(card.id, 'deny');
      expect((await pending).isError).toBe(true);
    } finally {
      detach();
    }
  }, 120_000);
});
