// More of the public-code corpus (see impact-corpus-public.ts): a conveyor with a jam check and a global e-stop, a
// batch mixer stepping through a recipe, OSCAT-style counters and hysteresis, a homing method written with
// AND_THEN, a GVL whose safety meaning is in the comments above its variables, and a press with two-hand control.
import type { OuterDeclaration } from './impact-analysis.ts';
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const CONVEYOR_GLOBALS: OuterDeclaration[] = [
  { name: 'xEStopHealthy', namespace: 'GVL_Safety', type: 'BOOL', address: '%IX2.0', documentation: 'E-stop chain healthy' },
  { name: 'xLineRun', namespace: 'GVL_Line', type: 'BOOL', address: null, documentation: null },
];

const CONVEYOR = object(
  'FB_Conveyor',
  `FUNCTION_BLOCK FB_Conveyor
VAR_INPUT
    xStart : BOOL;
    xStop : BOOL;
END_VAR
VAR_OUTPUT
    xMotor AT %QX1.0 : BOOL;
    xJam : BOOL;
END_VAR
VAR
    xPhotoEye AT %IX1.0 : BOOL;
    tonJam : TON;
    ctuParts : CTU;
    nPartsPerBox : INT := 12;
    xRunLatch : BOOL;
END_VAR
`,
  `IF xStart AND GVL_Safety.xEStopHealthy AND NOT xJam THEN
    xRunLatch := TRUE;
END_IF
IF xStop OR NOT GVL_Safety.xEStopHealthy THEN
    xRunLatch := FALSE;
END_IF
xMotor := xRunLatch AND GVL_Line.xLineRun;
tonJam(IN := xPhotoEye AND xMotor, PT := T#4S);
IF tonJam.Q THEN
    xJam := TRUE;
END_IF
ctuParts(CU := xPhotoEye, RESET := ctuParts.Q, PV := nPartsPerBox);
`,
);

const MIXER = object(
  'PRG_Mixer',
  `PROGRAM PRG_Mixer
VAR
    stRecipe : ST_Recipe;
    eStep : E_MixStep;
    xAgitator AT %QX3.0 : BOOL;
    xDrainValve AT %QX3.1 : BOOL;
    xHeater AT %QX3.2 : BOOL;
    rTemp AT %IW30 : INT;
    tonMix : TON;
    nBatch : UDINT;
END_VAR
`,
  `CASE eStep OF
    E_MixStep.Fill:
        IF stRecipe.rFillLevel >= stRecipe.rTarget THEN
            eStep := E_MixStep.Heat;
        END_IF
    E_MixStep.Heat:
        xHeater := rTemp < 650;
        IF rTemp >= 650 AND_THEN stRecipe.xHeatDone THEN
            eStep := E_MixStep.Mix;
        END_IF
    E_MixStep.Mix:
        xAgitator := TRUE;
        tonMix(IN := TRUE, PT := stRecipe.tMix);
        IF tonMix.Q THEN
            eStep := E_MixStep.Drain;
        END_IF
    E_MixStep.Drain:
        xAgitator := FALSE;
        xDrainValve := TRUE;
        nBatch := nBatch + 1;
END_CASE
`,
);

const HYST = object(
  'FB_Heating',
  `FUNCTION_BLOCK FB_Heating
VAR_INPUT
    rRoomTemp : REAL;
    rSetpoint : REAL;
END_VAR
VAR_OUTPUT
    xBoiler AT %QX6.0 : BOOL;
END_VAR
VAR
    fbHyst : HYST;
    fbOnDelay : TON;
    rBand : REAL := 0.5;
    nStarts : UINT;
    rtBoiler : R_TRIG;
END_VAR
`,
  `fbHyst(IN := rRoomTemp, ON := rSetpoint - rBand, OFF := rSetpoint + rBand);
fbOnDelay(IN := fbHyst.Q, PT := T#2M);
xBoiler := fbOnDelay.Q;
rtBoiler(CLK := xBoiler);
IF rtBoiler.Q THEN
    nStarts := nStarts + 1;
END_IF
`,
);

const HOMING = object(
  'FB_Axis.Home',
  `METHOD Home : BOOL
VAR_INPUT
    xExecute : BOOL;
END_VAR
`,
  `fbHome(Execute := xExecute AND_THEN NOT bHomed, Position := 0.0, HomingMode := MC_Direct);
IF fbHome.Done AND_THEN stIO.IO.xHomeSensor THEN
    bHomed := TRUE;
END_IF
IF fbHome.Error OR_ELSE tonHomeTimeout.Q THEN
    bHomed := FALSE;
    nErrorId := fbHome.ErrorID;
END_IF
tonHomeTimeout(IN := xExecute AND NOT fbHome.Done, PT := T#20S);
Home := bHomed;
`,
);

const GVL = [
  {
    name: 'GVL_Cell',
    text: `VAR_GLOBAL
    // Door switch of the robot cell, safety PLC input
    xCellDoor AT %IX8.0 : BOOL;
    (* interlock from the upstream press *)
    xPressReady AT %IX8.1 : BOOL;
    xCellLamp AT %QX8.0 : BOOL;
    nCycleTarget : UINT := 400;
END_VAR
`,
  },
];

const CELL = object(
  'PRG_Cell',
  `PROGRAM PRG_Cell
VAR
    xRobotEnable AT %QX8.1 : BOOL;
    nCycles : UINT;
    xAuto : BOOL;
END_VAR
`,
  `xRobotEnable := xAuto AND xCellDoor AND xPressReady;
xCellLamp := NOT xCellDoor;
IF xRobotEnable AND nCycles < nCycleTarget THEN
    nCycles := nCycles + 1;
END_IF
`,
);

const PRESS = object(
  'FB_Press',
  `FUNCTION_BLOCK FB_Press
VAR_INPUT
    xLeftPalm : BOOL;
    xRightPalm : BOOL;
END_VAR
VAR_OUTPUT
    xRamDown AT %QX9.0 : BOOL;
END_VAR
VAR
    fbTwoHand : FB_TwoHandControl;
    tpStroke : TP;
    rForceLimit : REAL := 85.0;
    rForce AT %IW90 : INT;
END_VAR
`,
  `fbTwoHand(xIn1 := xLeftPalm, xIn2 := xRightPalm, tMaxDiff := T#500MS);
tpStroke(IN := fbTwoHand.xEnable, PT := T#1S500MS);
xRamDown := tpStroke.Q AND INT_TO_REAL(rForce) < rForceLimit;
`,
);

const glob = { globalLists: [{ name: 'GVL_Cell', declaration: GVL[0]!.text }] };

export const PUBLIC_CORPUS_2: CorpusCase[] = [
  // Conveyor with a global e-stop.
  {
    id: 'conveyor: starts without the e-stop chain',
    source: { parts: CONVEYOR },
    globals: CONVEYOR_GLOBALS,
    edits: [['IF xStart AND GVL_Safety.xEStopHealthy AND NOT xJam THEN', 'IF xStart AND NOT xJam THEN']],
    expect: items('condition no-longer-read GVL_Safety.xEStopHealthy !', 'write condition-changed xRunLatch !'),
  },
  { id: 'conveyor: jam time', source: { parts: CONVEYOR }, globals: CONVEYOR_GLOBALS, edits: [['PT := T#4S', 'PT := T#8S']], expect: items('constant value-changed tonJam.PT') },
  { id: 'conveyor: parts per box', source: { parts: CONVEYOR }, globals: CONVEYOR_GLOBALS, edits: [['nPartsPerBox : INT := 12;', 'nPartsPerBox : INT := 24;']], expect: items('constant initial-value-changed nPartsPerBox') },
  { id: 'conveyor: jam no longer latched', source: { parts: CONVEYOR }, globals: CONVEYOR_GLOBALS, edits: [['IF tonJam.Q THEN\n    xJam := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonJam.Q', 'write no-longer-written xJam') },
  {
    id: 'conveyor: motor ignores the line release',
    source: { parts: CONVEYOR },
    globals: CONVEYOR_GLOBALS,
    edits: [['xMotor := xRunLatch AND GVL_Line.xLineRun;', 'xMotor := xRunLatch;']],
    expect: items('write value-changed xMotor !'),
  },
  {
    id: 'conveyor: restart after a jam',
    source: { parts: CONVEYOR },
    globals: CONVEYOR_GLOBALS,
    edits: [['IF xStart AND GVL_Safety.xEStopHealthy AND NOT xJam THEN', 'IF xStart AND GVL_Safety.xEStopHealthy THEN']],
    expect: items('condition no-longer-read xJam !', 'write condition-changed xRunLatch !'),
  },
  { id: 'conveyor: counter counts motor starts', source: { parts: CONVEYOR }, globals: CONVEYOR_GLOBALS, edits: [['CU := xPhotoEye', 'CU := xMotor']], expect: items('fb-call inputs-changed ctuParts.CU') },
  { id: 'conveyor: photo eye moved', source: { parts: CONVEYOR }, globals: CONVEYOR_GLOBALS, edits: [['xPhotoEye AT %IX1.0 : BOOL;', 'xPhotoEye AT %IX1.3 : BOOL;']], expect: items('declaration address-changed xPhotoEye') },
  // Mixer.
  { id: 'mixer: heat target', source: { parts: MIXER }, edits: [['xHeater := rTemp < 650;', 'xHeater := rTemp < 700;']], expect: items('constant value-changed xHeater') },
  { id: 'mixer: heat done temperature', source: { parts: MIXER }, edits: [['IF rTemp >= 650 AND_THEN', 'IF rTemp >= 600 AND_THEN']], expect: items('constant value-changed rTemp') },
  {
    id: 'mixer: heat step ends without the recipe flag',
    source: { parts: MIXER },
    edits: [['IF rTemp >= 650 AND_THEN stRecipe.xHeatDone THEN', 'IF rTemp >= 650 THEN']],
    expect: items('condition no-longer-read stRecipe.xHeatDone', 'write condition-changed eStep'),
  },
  { id: 'mixer: agitator left running when draining', source: { parts: MIXER }, edits: [['        xAgitator := FALSE;\n', '']], expect: items('write no-longer-written xAgitator !') },
  { id: 'mixer: batches no longer counted', source: { parts: MIXER }, edits: [['        nBatch := nBatch + 1;\n', '']], expect: items('write no-longer-written nBatch') },
  { id: 'mixer: fixed mixing time', source: { parts: MIXER }, edits: [['PT := stRecipe.tMix', 'PT := T#5M']], expect: items('fb-call inputs-changed tonMix.PT') },
  {
    id: 'mixer: fill target read from another member',
    source: { parts: MIXER },
    edits: [['stRecipe.rFillLevel >= stRecipe.rTarget', 'stRecipe.rFillLevel >= stRecipe.rMaxLevel']],
    expect: items('condition no-longer-read stRecipe.rTarget', 'condition newly-read stRecipe.rMaxLevel', 'write condition-changed eStep'),
  },
  // OSCAT-style heating.
  { id: 'heating: hysteresis band', source: { parts: HYST }, edits: [['rBand : REAL := 0.5;', 'rBand : REAL := 1.0;']], expect: items('constant initial-value-changed rBand') },
  { id: 'heating: boiler on-delay', source: { parts: HYST }, edits: [['PT := T#2M', 'PT := T#30S']], expect: items('constant value-changed fbOnDelay.PT') },
  { id: 'heating: boiler without the on-delay', source: { parts: HYST }, edits: [['xBoiler := fbOnDelay.Q;', 'xBoiler := fbHyst.Q;']], expect: items('write value-changed xBoiler') },
  { id: 'heating: starts no longer counted', source: { parts: HYST }, edits: [['rtBoiler(CLK := xBoiler);\n', '']], expect: items('fb-call no-longer-called rtBoiler') },
  { id: 'heating: switch-off point', source: { parts: HYST }, edits: [['OFF := rSetpoint + rBand', 'OFF := rSetpoint + 2.0 * rBand']], expect: items('fb-call inputs-changed fbHyst.OFF') },
  // Homing method with AND_THEN.
  { id: 'homing: timeout', source: { parts: HOMING }, edits: [['PT := T#20S', 'PT := T#40S']], expect: items('constant value-changed tonHomeTimeout.PT') },
  { id: 'homing: home position', source: { parts: HOMING }, edits: [['Position := 0.0', 'Position := 12.5']], expect: items('constant value-changed fbHome.Position') },
  {
    id: 'homing: done without the home sensor',
    source: { parts: HOMING },
    edits: [['IF fbHome.Done AND_THEN stIO.IO.xHomeSensor THEN', 'IF fbHome.Done THEN']],
    expect: items('condition no-longer-read stIO.IO.xHomeSensor', 'write condition-changed bHomed'),
  },
  {
    id: 'homing: timeout no longer an error',
    source: { parts: HOMING },
    edits: [['IF fbHome.Error OR_ELSE tonHomeTimeout.Q THEN', 'IF fbHome.Error THEN']],
    expect: items('condition no-longer-read tonHomeTimeout.Q', 'write condition-changed bHomed', 'write condition-changed nErrorId'),
  },
  { id: 'homing: rehoming allowed', source: { parts: HOMING }, edits: [['Execute := xExecute AND_THEN NOT bHomed', 'Execute := xExecute']], expect: items('fb-call inputs-changed fbHome.Execute') },
  // A cell whose GVL carries the safety meaning in comments above.
  { id: 'cell: robot enabled with the door open', source: { parts: CELL }, ...glob, edits: [['xRobotEnable := xAuto AND xCellDoor AND xPressReady;', 'xRobotEnable := xAuto AND xPressReady;']], expect: items('write value-changed xRobotEnable !') },
  { id: 'cell: robot ignores the press interlock', source: { parts: CELL }, ...glob, edits: [['xRobotEnable := xAuto AND xCellDoor AND xPressReady;', 'xRobotEnable := xAuto AND xCellDoor;']], expect: items('write value-changed xRobotEnable !') },
  { id: 'cell: lamp forced on', source: { parts: CELL }, ...glob, edits: [['xCellLamp := NOT xCellDoor;', 'xCellLamp := TRUE;']], expect: items('write now-constant xCellLamp !') },
  { id: 'cell: cycle counting unlimited', source: { parts: CELL }, ...glob, edits: [['IF xRobotEnable AND nCycles < nCycleTarget THEN', 'IF xRobotEnable THEN']], expect: items('condition no-longer-read nCycles', 'condition no-longer-read nCycleTarget', 'write condition-changed nCycles') },
  { id: 'gvl: cycle target', source: { parts: GVL }, edits: [['nCycleTarget : UINT := 400;', 'nCycleTarget : UINT := 500;']], expect: items('constant initial-value-changed nCycleTarget') },
  { id: 'gvl: door switch moved', source: { parts: GVL }, edits: [['xCellDoor AT %IX8.0 : BOOL;', 'xCellDoor AT %IX8.4 : BOOL;']], expect: items('declaration address-changed xCellDoor !') },
  { id: 'gvl: lamp output removed', source: { parts: GVL }, edits: [['    xCellLamp AT %QX8.0 : BOOL;\n', '']], expect: items('declaration removed xCellLamp') },
  // Two-hand press.
  { id: 'press: two-hand window widened', source: { parts: PRESS }, edits: [['tMaxDiff := T#500MS', 'tMaxDiff := T#2S']], expect: items('constant value-changed fbTwoHand.tMaxDiff !') },
  { id: 'press: stroke time', source: { parts: PRESS }, edits: [['PT := T#1S500MS', 'PT := T#2S']], expect: items('constant value-changed tpStroke.PT') },
  { id: 'press: force limit', source: { parts: PRESS }, edits: [['rForceLimit : REAL := 85.0;', 'rForceLimit : REAL := 95.0;']], expect: items('constant initial-value-changed rForceLimit') },
  // INT_TO_REAL has no side effect: there is no call to lose, only the comparison it fed. (First written with `call
  // no-longer-called INT_TO_REAL`, corrected with round 2's rule on pure functions: the written value is the change.)
  { id: 'press: ram without the force check', source: { parts: PRESS }, edits: [['xRamDown := tpStroke.Q AND INT_TO_REAL(rForce) < rForceLimit;', 'xRamDown := tpStroke.Q;']], expect: items('write value-changed xRamDown !') },
  { id: 'press: one palm button enough', source: { parts: PRESS }, edits: [['xIn2 := xRightPalm', 'xIn2 := xLeftPalm']], expect: items('fb-call inputs-changed fbTwoHand.xIn2 !') },
];
