// The IEC type of each value read online: the online_state template resolves it from the project's declarations
// (read_value returns only text), through programs, GVLs, structures, function blocks (inherited members and the
// Standard library's blocks), arrays and aliases. Checked against the stand-in PLC's own expansion of the download.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePlcProject, startCodesysHarness, structured, type CodesysHarness, type PlcProject } from '../test-support/standin.ts';

const POU = '6f9dac99-8de1-4efc-8465-68ac443b7d08';
const DUT = '2db5746d-d284-4425-9f7f-2663a34b0ebc';
const GVL = 'ffbfa93a-b94d-45fc-a329-229860183b1d';

const OBJECTS: Array<{ name: string; type: string; declaration: string; implementation?: string }> = [
  { name: 'ST_Axis', type: DUT, declaration: 'TYPE ST_Axis :\nSTRUCT\n    pos : LREAL := 1.25; (* mm *)\n    enabled : BOOL;\n    name : STRING(10) := \'x\';\nEND_STRUCT\nEND_TYPE\n' },
  { name: 'E_Mode', type: DUT, declaration: 'TYPE E_Mode :\n(\n    Idle := 0,\n    Auto,\n    Manual\n);\nEND_TYPE\n' },
  { name: 'T_Level', type: DUT, declaration: 'TYPE T_Level : INT;\nEND_TYPE\n' },
  { name: 'FB_Base', type: POU, declaration: 'FUNCTION_BLOCK FB_Base\nVAR\n    count : UINT := 3;\nEND_VAR\n', implementation: '' },
  {
    name: 'FB_Motor',
    type: POU,
    declaration: 'FUNCTION_BLOCK FB_Motor EXTENDS FB_Base\nVAR_INPUT\n    speed : REAL := 2.5;\nEND_VAR\nVAR\n    timer : TON;\n    axis : ST_Axis;\nEND_VAR\n',
    implementation: '',
  },
  { name: 'GVL', type: GVL, declaration: 'VAR_GLOBAL\n    gAxes : ARRAY[1..3] OF ST_Axis;\n    gMode : E_Mode := E_Mode.Auto;\n    gGrid : ARRAY[0..1, 0..2] OF DINT;\nEND_VAR\nVAR_GLOBAL RETAIN\n    gRetained : DINT := 10;\nEND_VAR\n' },
];
const PROGRAM = `PROGRAM PLC_PRG
VAR
    motor : FB_Motor;
    motors : ARRAY[0..1] OF FB_Motor;
    flags : ARRAY[0..4] OF BOOL := [2(TRUE), 3(FALSE)];
    level : T_Level := 4;
    a, b : WORD := 16#FF;
    wait : TIME := T#1s500ms;
    text : STRING;
END_VAR
`;

describe('CODESYS online values carry their IEC type', () => {
  let fixture: PlcProject;
  let h: CodesysHarness | undefined;

  beforeEach(async () => {
    fixture = await makePlcProject('Typed', (app) => {
      app.children.find((c) => c.name === 'PLC_PRG')!.declaration = PROGRAM;
      for (const o of OBJECTS) app.children.push({ guid: randomUUID(), children: [], ...o });
    });
    h = await startCodesysHarness(fixture.world);
    structured(await h.harness.call('codesys_open_project', { project_path: fixture.project }));
    structured((await h.approve('codesys_online_login', { project_path: fixture.project })).result);
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await fixture.cleanup();
  });

  const read = async (expressions: string[]) =>
    structured<{ values: Array<{ expression: string; type: string | null; value: string | null }> }>(
      await h!.harness.call('codesys_read_variables', { project_path: fixture.project, expressions }),
    ).values;

  it('resolves members of structures, function blocks (inherited and Standard ones), arrays, aliases and GVLs', async () => {
    const values = await read([
      'PLC_PRG.motor.speed',
      'PLC_PRG.motor.count',
      'PLC_PRG.motor.timer.ET',
      'PLC_PRG.motors[1].axis.name',
      'PLC_PRG.flags[3]',
      'PLC_PRG.level',
      'PLC_PRG.b',
      'PLC_PRG.text',
      'GVL.gAxes[2].pos',
      'GVL.gMode',
      'GVL.gGrid[1, 2]',
      'Application.GVL.gRetained',
      'plc_prg.MOTOR.Speed',
      'PLC_PRG.nothing',
      'PLC_PRG.motor.nothing',
    ]);
    expect(values.map((v) => [v.expression, v.type])).toEqual([
      ['PLC_PRG.motor.speed', 'REAL'],
      ['PLC_PRG.motor.count', 'UINT'],
      ['PLC_PRG.motor.timer.ET', 'TIME'],
      ['PLC_PRG.motors[1].axis.name', 'STRING(10)'],
      ['PLC_PRG.flags[3]', 'BOOL'],
      ['PLC_PRG.level', 'T_Level'],
      ['PLC_PRG.b', 'WORD'],
      ['PLC_PRG.text', 'STRING'],
      ['GVL.gAxes[2].pos', 'LREAL'],
      ['GVL.gMode', 'E_Mode'],
      ['GVL.gGrid[1, 2]', 'DINT'],
      ['Application.GVL.gRetained', 'DINT'],
      ['plc_prg.MOTOR.Speed', 'REAL'],
      ['PLC_PRG.nothing', null],
      ['PLC_PRG.motor.nothing', null],
    ]);
  });

  it("agrees with the stand-in PLC's own typed expansion of the download, variable by variable", async () => {
    const plc = JSON.parse(await readFile(join(fixture.plcDir, 'plc-0000_0001.json'), 'utf8'));
    const layout: Record<string, { name: string; type: string | [string, string, string[]] }> = plc.applications.APPLICATION.layout;
    const expected = Object.values(layout).map((v) => [v.name, Array.isArray(v.type) ? v.type[1] : v.type]);
    expect(expected.length).toBeGreaterThan(40);
    const values = await read(expected.map(([name]) => name as string));
    // The PLC names STRING's default length and an alias's base type; the declarations name them as written.
    const plcNames: Record<string, [string, string]> = { 'PLC_PRG.text': ['STRING', 'STRING(80)'], 'PLC_PRG.level': ['T_Level', 'INT'] };
    const asPlcNames = (expression: string, type: string | null) => (plcNames[expression]?.[0] === type ? plcNames[expression][1] : type);
    expect(values.map((v) => [v.expression, asPlcNames(v.expression, v.type)])).toEqual(expected);
  });

  it("shows the type of the Online panel's polled values", async () => {
    h!.domain.online!.add('codesys', 'GVL.gAxes[2].pos');
    await expect.poll(() => h!.harness.core.store.state.online.codesys!.watch[0], { timeout: 5000 }).toMatchObject({ expression: 'GVL.gAxes[2].pos', value: '1.25', type: 'LREAL' });
  });
});
