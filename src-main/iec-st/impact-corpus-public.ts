// The second accuracy corpus: edits of objects written the way public PLC code is written (LCLS vacuum and motion
// libraries, OSCAT, TcUnit-style function blocks with methods, OpenPLC samples), not the project's own fixtures. The
// objects are ours, written after reading that code for its forms (qualified GVLs, structs of I/O, methods calling
// their FB's timers, RS/SR latches, comments above declarations, AND_THEN, THIS^); no public code is copied.
// Each case's expected items were written from what the edit does to the machine. The cases are split by a fixed
// hash of their id (impact-corpus-split.ts) into a training part and a held-out part scored separately.
import type { ImpactKind } from '../../src-shared/impact.ts';
import type { CorpusCase, ExpectedItem } from './impact-corpus.ts';

/** `'condition no-longer-read a.IO.sensor4 !'`: kind, change, subject, `!` when it must be flagged safety-relevant. */
export function items(...specs: string[]): ExpectedItem[] {
  return specs.map((spec) => {
    const [kind, change, ...rest] = spec.split(' ');
    const safety = rest.at(-1) === '!';
    const subject = (safety ? rest.slice(0, -1) : rest).join(' ');
    return { kind: kind as ImpactKind, change: change!, subject, ...(safety ? { safety: true as const } : {}) };
  });
}

export function object(name: string, declaration: string, implementation: string): Array<{ name: string; text: string }> {
  return [
    { name: `${name} (declaration)`, text: declaration },
    { name: `${name} (implementation)`, text: implementation },
  ];
}

/** A gate valve with an external interlock, as vacuum libraries write them: pressure difference, open timeout. */
const VGC = object(
  'FB_VGC',
  `FUNCTION_BLOCK FB_VGC
VAR_INPUT
    i_xExtILK_OK : BOOL; // external interlock from the PLC chain
    i_xOpenCmd : BOOL;
    i_xOverrideMode : BOOL;
    i_rUpstreamP : REAL;
    i_rDownstreamP : REAL;
END_VAR
VAR_OUTPUT
    q_xOPN_DO AT %Q* : BOOL;
    q_xError : BOOL;
END_VAR
VAR
    xOPN_SW AT %I* : BOOL;
    xCLS_SW AT %I* : BOOL;
    rDiffLimit : REAL := 22.5;
    tonOpenTimeout : TON;
    xAtSpeed : BOOL;
    nFaultCount : UINT;
END_VAR
`,
  `xAtSpeed := ABS(i_rUpstreamP - i_rDownstreamP) < rDiffLimit;
IF i_xOpenCmd AND xAtSpeed THEN
    q_xOPN_DO := i_xExtILK_OK;
END_IF
IF NOT i_xOpenCmd THEN
    q_xOPN_DO := FALSE;
END_IF
tonOpenTimeout(IN := q_xOPN_DO AND NOT xOPN_SW, PT := T#5S);
IF tonOpenTimeout.Q THEN
    q_xError := TRUE;
    nFaultCount := nFaultCount + 1;
END_IF
IF xCLS_SW AND q_xOPN_DO AND nFaultCount < 3 THEN
    q_xError := TRUE;
END_IF
`,
);

/** A motion stage FB whose methods use the FB's own timer and an instance inherited from its base. */
const STAGE = object(
  'FB_Stage.MoveAbs',
  `METHOD MoveAbs : BOOL
VAR_INPUT
    fPosition : LREAL;
    fVelocity : LREAL;
END_VAR
VAR_TEMP
    fClamped : LREAL;
END_VAR
`,
  `fClamped := LIMIT(stLimits.fMin, fPosition, stLimits.fMax);
tonMoveTimeout(IN := bBusy, PT := T#30S);
fbMoveAbs(Execute := TRUE, Position := fClamped, Velocity := fVelocity, Acceleration := 500.0);
THIS^.fbPower(Enable := TRUE, Override := 100.0);
IF tonMoveTimeout.Q THEN
    bError := TRUE;
    nErrorId := 16#4550;
END_IF
IF stAxisStatus.IO.bLimitFwd AND stAxisStatus.IO.bLimitBwd THEN
    bError := TRUE;
END_IF
MoveAbs := NOT bError;
`,
);

/** A program calling the stage's methods and a logger's, with a struct of I/O signals. */
const LINE = object(
  'PRG_Line',
  `PROGRAM PRG_Line
VAR
    fbStage : FB_Stage;
    fbLog : FB_Logger;
    stIO : ST_LineIO;
    rsClamp : RS;
    fTarget : LREAL := 120.0;
    nStep : INT;
    nRetries : INT;
    bHomed : BOOL;
END_VAR
`,
  `fbStage.MoveAbs(fPosition := fTarget, fVelocity := 25.0);
fbLog.Add(sMsg := 'move started', eSeverity := E_Severity.Info);
rsClamp(SET := stIO.bClampReq, RESET1 := stIO.bClampRelease);
IF stIO.IO.bPartPresent AND stIO.IO.bClampClosed THEN
    nStep := 20;
END_IF
IF bHomed AND nRetries < 5 THEN
    nRetries := nRetries + 1;
END_IF
IF TRUE THEN
    stIO.bBeacon := bHomed;
END_IF
CASE nStep OF
    10: stIO.bFeed := TRUE;
    20: stIO.bFeed := FALSE;
END_CASE
`,
);

/** A latch FB as OSCAT-style libraries write it: set/reset with an RS and the output through it. */
const PURGE = object(
  'FB_Purge',
  `FUNCTION_BLOCK FB_Purge
VAR_INPUT
    bRequest : BOOL;
    bAbort : BOOL;
    rO2Percent : REAL;
END_VAR
VAR_OUTPUT
    bPurgeDiverterSolenoid AT %QX4.0 : BOOL;
END_VAR
VAR
    rsPurge : RS;
    tpPulse : TP;
    rMaxO2 : REAL := 1.5;
END_VAR
`,
  `rsPurge(S := bRequest AND rO2Percent > rMaxO2, R1 := bAbort);
tpPulse(IN := rsPurge.Q1, PT := T#800MS);
bPurgeDiverterSolenoid := tpPulse.Q;
`,
);

/** A burner management program: a flame relay whose safety meaning is in the comment above its declaration. */
const BURNER = object(
  'PRG_Burner',
  `PROGRAM PRG_Burner
VAR
    // Flame safeguard relay K7, NC contact
    bK7 AT %IX5.0 : BOOL;
    (* Light curtain muting lamp *)
    bLamp AT %QX5.1 : BOOL;
    bFuelValve AT %QX5.0 : BOOL;
    bIgniter AT %QX5.2 : BOOL;
    tonPrePurge : TON;
    nState : INT;
    rAirFlow : REAL;
END_VAR
`,
  `tonPrePurge(IN := nState = 1, PT := T#30S);
CASE nState OF
    0: IF rAirFlow > 40.0 THEN nState := 1; END_IF
    1: IF tonPrePurge.Q THEN nState := 2; END_IF
    2: bIgniter := TRUE;
       IF bK7 THEN nState := 3; END_IF
END_CASE
bFuelValve := nState >= 2 AND bK7;
bLamp := nState = 3;
`,
);

/** An OpenPLC-style program with located I/O and a tank level controller. */
const TANK = object(
  'TankControl',
  `PROGRAM TankControl
VAR
    LevelHigh AT %IX0.0 : BOOL;
    LevelLow AT %IX0.1 : BOOL;
    PumpRun AT %QX0.0 : BOOL;
    InletValve AT %QX0.1 : BOOL;
    Level AT %IW0 : INT;
    Setpoint : INT := 800;
    Hysteresis : INT := 50;
    PumpTimer : TOF;
END_VAR
`,
  `IF Level < Setpoint - Hysteresis AND NOT LevelHigh THEN
    InletValve := TRUE;
ELSIF Level > Setpoint OR LevelHigh THEN
    InletValve := FALSE;
END_IF
PumpTimer(IN := NOT LevelLow, PT := T#10S);
PumpRun := PumpTimer.Q AND Level > 100;
`,
);

export const PUBLIC_CORPUS: CorpusCase[] = [
  // Gate valve.
  { id: 'vgc: pressure difference limit raised', source: { parts: VGC }, edits: [['rDiffLimit : REAL := 22.5;', 'rDiffLimit : REAL := 40.0;']], expect: items('constant initial-value-changed rDiffLimit') },
  { id: 'vgc: open timeout longer', source: { parts: VGC }, edits: [['PT := T#5S', 'PT := T#15S']], expect: items('constant value-changed tonOpenTimeout.PT') },
  {
    id: 'vgc: opens without the external interlock',
    source: { parts: VGC },
    edits: [['    q_xOPN_DO := i_xExtILK_OK;', '    q_xOPN_DO := TRUE;']],
    expect: items('write now-constant q_xOPN_DO !'),
  },
  {
    id: 'vgc: no longer waits for equal pressure',
    source: { parts: VGC },
    edits: [['IF i_xOpenCmd AND xAtSpeed THEN', 'IF i_xOpenCmd THEN']],
    // The condition gates the valve's output: a permissive lost.
    expect: items('condition no-longer-read xAtSpeed !', 'write condition-changed q_xOPN_DO !'),
  },
  {
    id: 'vgc: close command no longer closes',
    source: { parts: VGC },
    edits: [['IF NOT i_xOpenCmd THEN\n    q_xOPN_DO := FALSE;\nEND_IF\n', '']],
    expect: items('condition no-longer-read i_xOpenCmd', 'write no-longer-written q_xOPN_DO !'),
  },
  { id: 'vgc: fault count no longer kept', source: { parts: VGC }, edits: [['    nFaultCount := nFaultCount + 1;\n', '']], expect: items('write no-longer-written nFaultCount') },
  { id: 'vgc: switch mismatch after five faults', source: { parts: VGC }, edits: [['nFaultCount < 3', 'nFaultCount < 5']], expect: items('constant value-changed nFaultCount') },
  {
    id: 'vgc: mismatch no longer checks the closed switch',
    source: { parts: VGC },
    edits: [['IF xCLS_SW AND q_xOPN_DO AND nFaultCount < 3 THEN', 'IF q_xOPN_DO AND nFaultCount < 3 THEN']],
    expect: items('condition no-longer-read xCLS_SW', 'write condition-changed q_xError'),
  },
  { id: 'vgc: timeout no longer watches the open switch', source: { parts: VGC }, edits: [['IN := q_xOPN_DO AND NOT xOPN_SW', 'IN := q_xOPN_DO']], expect: items('fb-call inputs-changed tonOpenTimeout.IN') },
  { id: 'vgc: local renamed', source: { parts: VGC }, edits: [['    xAtSpeed : BOOL;', '    xPressureOK : BOOL;'], ['xAtSpeed := ABS', 'xPressureOK := ABS'], ['i_xOpenCmd AND xAtSpeed', 'i_xOpenCmd AND xPressureOK']], expect: items('declaration renamed xPressureOK') },
  // Methods of the stage: the FB's own timer and an inherited instance.
  { id: 'stage: move timeout of the FB timer', source: { parts: STAGE }, edits: [['PT := T#30S', 'PT := T#60S']], expect: items('constant value-changed tonMoveTimeout.PT') },
  { id: 'stage: acceleration of the inherited move', source: { parts: STAGE }, edits: [['Acceleration := 500.0', 'Acceleration := 1500.0']], expect: items('constant value-changed fbMoveAbs.Acceleration') },
  { id: 'stage: move no longer clamped', source: { parts: STAGE }, edits: [['Position := fClamped', 'Position := fPosition']], expect: items('fb-call inputs-changed fbMoveAbs.Position') },
  { id: 'stage: override through THIS^', source: { parts: STAGE }, edits: [['Override := 100.0', 'Override := 50.0']], expect: items('constant value-changed fbPower.Override') },
  { id: 'stage: power no longer enabled', source: { parts: STAGE }, edits: [['THIS^.fbPower(Enable := TRUE, Override := 100.0);\n', '']], expect: items('call no-longer-called fbPower') },
  { id: 'stage: error id changed', source: { parts: STAGE }, edits: [['16#4550', '16#4551']], expect: items('constant value-changed nErrorId') },
  {
    id: 'stage: one limit switch enough for an error',
    source: { parts: STAGE },
    edits: [['IF stAxisStatus.IO.bLimitFwd AND stAxisStatus.IO.bLimitBwd THEN', 'IF stAxisStatus.IO.bLimitFwd THEN']],
    expect: items('condition no-longer-read stAxisStatus.IO.bLimitBwd', 'write condition-changed bError'),
  },
  { id: 'stage: temporary renamed', source: { parts: STAGE }, edits: [['    fClamped : LREAL;', '    fTarget : LREAL;'], ['fClamped := LIMIT', 'fTarget := LIMIT'], ['Position := fClamped', 'Position := fTarget']], expect: items('declaration renamed fTarget') },
  // The program calling methods.
  { id: 'line: slower move', source: { parts: LINE }, edits: [['fVelocity := 25.0', 'fVelocity := 10.0']], expect: items('constant value-changed fbStage.MoveAbs.fVelocity') },
  { id: 'line: move to another target', source: { parts: LINE }, edits: [['fPosition := fTarget', 'fPosition := fTarget + 5.0']], expect: items('fb-call inputs-changed fbStage.MoveAbs.fPosition') },
  { id: 'line: log message reworded', source: { parts: LINE }, edits: [["sMsg := 'move started'", "sMsg := 'stage moving'"]], expect: items('constant value-changed fbLog.Add.sMsg') },
  {
    id: 'line: clamp latch now set-dominant',
    source: { parts: LINE },
    edits: [['    rsClamp : RS;', '    rsClamp : SR;'], ['rsClamp(SET := stIO.bClampReq, RESET1 := stIO.bClampRelease);', 'rsClamp(SET1 := stIO.bClampReq, RESET := stIO.bClampRelease);']],
    expect: items('declaration retyped rsClamp'),
  },
  {
    id: 'line: part presence no longer checked',
    source: { parts: LINE },
    edits: [['IF stIO.IO.bPartPresent AND stIO.IO.bClampClosed THEN', 'IF stIO.IO.bClampClosed THEN']],
    expect: items('condition no-longer-read stIO.IO.bPartPresent', 'write condition-changed nStep'),
  },
  { id: 'line: retries limit', source: { parts: LINE }, edits: [['nRetries < 5', 'nRetries < 3']], expect: items('constant value-changed nRetries') },
  { id: 'line: beacon branch switched off', source: { parts: LINE }, edits: [['IF TRUE THEN\n    stIO.bBeacon', 'IF FALSE THEN\n    stIO.bBeacon']], expect: items('condition now-never FALSE', 'write condition-changed stIO.bBeacon') },
  { id: 'line: feed step moved', source: { parts: LINE }, edits: [['    10: stIO.bFeed := TRUE;', '    15: stIO.bFeed := TRUE;']], expect: items('write condition-changed stIO.bFeed') },
  { id: 'line: logger no longer called', source: { parts: LINE }, edits: [["fbLog.Add(sMsg := 'move started', eSeverity := E_Severity.Info);\n", '']], expect: items('call no-longer-called fbLog.Add') },
  // Purge latch.
  { id: 'purge: O2 threshold', source: { parts: PURGE }, edits: [['rMaxO2 : REAL := 1.5;', 'rMaxO2 : REAL := 2.5;']], expect: items('constant initial-value-changed rMaxO2') },
  { id: 'purge: pulse length', source: { parts: PURGE }, edits: [['PT := T#800MS', 'PT := T#2S']], expect: items('constant value-changed tpPulse.PT') },
  {
    id: 'purge: latch priority swapped',
    source: { parts: PURGE },
    edits: [['    rsPurge : RS;', '    rsPurge : SR;'], ['rsPurge(S := bRequest AND rO2Percent > rMaxO2, R1 := bAbort);', 'rsPurge(S1 := bRequest AND rO2Percent > rMaxO2, R := bAbort);']],
    expect: items('declaration retyped rsPurge'),
  },
  { id: 'purge: abort no longer resets', source: { parts: PURGE }, edits: [[', R1 := bAbort);', ');']], expect: items('fb-call inputs-changed rsPurge.R1') },
  { id: 'purge: solenoid held on', source: { parts: PURGE }, edits: [['bPurgeDiverterSolenoid := tpPulse.Q;', 'bPurgeDiverterSolenoid := TRUE;']], expect: items('write now-constant bPurgeDiverterSolenoid !') },
  // Burner: safety in comments above declarations.
  { id: 'burner: fuel valve without the flame relay', source: { parts: BURNER }, edits: [['bFuelValve := nState >= 2 AND bK7;', 'bFuelValve := nState >= 2;']], expect: items('write value-changed bFuelValve !') },
  { id: 'burner: pre-purge shortened', source: { parts: BURNER }, edits: [['PT := T#30S', 'PT := T#10S']], expect: items('constant value-changed tonPrePurge.PT') },
  { id: 'burner: air flow threshold', source: { parts: BURNER }, edits: [['rAirFlow > 40.0', 'rAirFlow > 25.0']], expect: items('constant value-changed rAirFlow') },
  {
    id: 'burner: ignition proven without the flame relay',
    source: { parts: BURNER },
    edits: [['IF bK7 THEN nState := 3; END_IF', 'nState := 3;']],
    expect: items('condition no-longer-read bK7 !', 'write condition-changed nState !'),
  },
  { id: 'burner: muting lamp on in state 2', source: { parts: BURNER }, edits: [['bLamp := nState = 3;', 'bLamp := nState = 2;']], expect: items('constant value-changed bLamp !') },
  { id: 'burner: igniter no longer switched', source: { parts: BURNER }, edits: [['    2: bIgniter := TRUE;\n       IF', '    2: IF']], expect: items('write no-longer-written bIgniter') },
  // Tank.
  { id: 'tank: setpoint', source: { parts: TANK }, edits: [['Setpoint : INT := 800;', 'Setpoint : INT := 900;']], expect: items('constant initial-value-changed Setpoint') },
  {
    id: 'tank: inlet ignores the high level switch',
    source: { parts: TANK },
    edits: [['IF Level < Setpoint - Hysteresis AND NOT LevelHigh THEN', 'IF Level < Setpoint - Hysteresis THEN']],
    // Corrected on 7 December 2026 (round 3/4 fixes), by IEC semantics and the documented rule that a switch-off now
    // running in fewer cases is an interlock removed: the ELSIF's `InletValve := FALSE` runs under `NOT (Level < … AND
    // NOT LevelHigh)`, which lost the alternative `LevelHigh`, so with the level low and the high switch set it no
    // longer closes the inlet (the IF opens it instead). Both writes and LevelHigh are safety-relevant; it said neither.
    expect: items('condition no-longer-read LevelHigh !', 'write condition-changed InletValve !', 'write condition-changed InletValve !'),
  },
  { id: 'tank: pump run-on', source: { parts: TANK }, edits: [['PT := T#10S', 'PT := T#20S']], expect: items('constant value-changed PumpTimer.PT') },
  { id: 'tank: pump minimum level', source: { parts: TANK }, edits: [['Level > 100', 'Level > 150']], expect: items('constant value-changed PumpRun') },
  { id: 'tank: pump forced on', source: { parts: TANK }, edits: [['PumpRun := PumpTimer.Q AND Level > 100;', 'PumpRun := TRUE;']], expect: items('write now-constant PumpRun !') },
  { id: 'tank: inlet moved to another output', source: { parts: TANK }, edits: [['InletValve AT %QX0.1 : BOOL;', 'InletValve AT %QX0.2 : BOOL;']], expect: items('declaration address-changed InletValve') },
];
