// Round 23, second file (the lint limit): the hoist brake, the clamp cylinder, the press cell program that wires the
// blocks to a qualified GVL, and the GVL itself. See impact-corpus-heldout-round23.ts for the writer, the repositories,
// the forms and the rule on expectations (written by IEC 61131-3 semantics and the conventions of docs/safety.md and
// docs/impact-accuracy.md, committed before the first score; corrected only for an error of the writer's).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A hoist motor with its holding brake: lift, run, stop, drop; the e-stop and the overload override every step. */
const HOIST_DECL = `FUNCTION_BLOCK FB_HoistBrake
VAR_INPUT
    bStart          : BOOL;
    bOverloadOk     : BOOL := TRUE;     // thermal overload relay, NC
    bEStopOk        : BOOL;             // emergency stop chain, TRUE = released
    tBrakeRelease   : TIME := T#300MS;  // brake lift time before the motor starts
    tBrakeApply     : TIME := T#200MS;  // motor off this long before the brake drops
    bReset          : BOOL;
END_VAR
VAR_OUTPUT
    bRunning        : BOOL;
    bError          : BOOL;
    nErrorId        : DINT;
END_VAR
VAR
    doContactor AT %Q* : BOOL;          // hoist motor contactor
    doBrakeRelease AT %Q* : BOOL;       // brake coil, TRUE = brake lifted
    nState          : INT;
    tonRelease      : TON;
    tonApply        : TON;
END_VAR
`;
const HOIST_IMPL = `IF NOT bOverloadOk THEN
    bError := TRUE;
    nErrorId := 1;
END_IF
IF bReset AND bError AND bOverloadOk THEN
    bError := FALSE;
    nErrorId := 0;
END_IF

CASE nState OF
    0: // stopped, brake applied
        doContactor := FALSE;
        doBrakeRelease := FALSE;
        tonRelease(IN := FALSE, PT := tBrakeRelease);
        tonApply(IN := FALSE, PT := tBrakeApply);
        IF bStart AND NOT bError THEN
            nState := 1;
        END_IF

    1: // lifting the brake, motor still off
        doBrakeRelease := TRUE;
        doContactor := FALSE;
        tonRelease(IN := TRUE, PT := tBrakeRelease);
        IF tonRelease.Q THEN
            nState := 2;
        END_IF
        IF NOT bStart THEN
            nState := 0;
        END_IF

    2: // running
        doContactor := TRUE;
        doBrakeRelease := TRUE;
        IF NOT bStart THEN
            nState := 3;
        END_IF

    3: // motor off, the brake drops after tBrakeApply
        doContactor := FALSE;
        tonApply(IN := TRUE, PT := tBrakeApply);
        IF tonApply.Q THEN
            doBrakeRelease := FALSE;
            nState := 0;
        END_IF

    10: // stopped by the e-stop or the overload
        IF bOverloadOk AND bEStopOk AND NOT bError THEN
            nState := 0;
        END_IF
END_CASE

// e-stop or overload: motor off and brake dropped at once, whatever the step
IF NOT bOverloadOk OR NOT bEStopOk THEN
    doContactor := FALSE;
    doBrakeRelease := FALSE;
    nState := 10;
END_IF

bRunning := doContactor;
`;
const HOIST = object('FB_HoistBrake', HOIST_DECL, HOIST_IMPL);

/** A pneumatic clamp: R_TRIG commands, end switches, a timeout, a sensor conflict, a guard door that stops closing. */
const CLAMP_DECL = `FUNCTION_BLOCK FB_ClampCylinder
VAR_INPUT
    bExtend         : BOOL;
    bRetract        : BOOL;
    bSnsExtended    : BOOL;
    bSnsRetracted   : BOOL;
    // guard door of the clamp station, TRUE = closed
    bGuardClosed    : BOOL;
    tTimeout        : TIME := T#3S;
    bReset          : BOOL;
END_VAR
VAR_OUTPUT
    bExtended       : BOOL;
    bRetracted      : BOOL;
    bError          : BOOL;
    nErrorId        : DINT;
END_VAR
VAR
    doSolExtend AT %Q* : BOOL;          // valve coil: clamp closes
    doSolRetract AT %Q* : BOOL;         // valve coil: clamp opens
    nState          : INT;
    tonTimeout      : TON;
    rtExtend        : R_TRIG;
    rtRetract       : R_TRIG;
END_VAR
`;
const CLAMP_IMPL = `rtExtend(CLK := bExtend);
rtRetract(CLK := bRetract);

// both end switches at once: sensor fault
IF bSnsExtended AND bSnsRetracted THEN
    nState := 10;
    nErrorId := 3;
    bError := TRUE;
END_IF

IF bReset AND bError THEN
    nState := 0;
    bError := FALSE;
    nErrorId := 0;
END_IF

CASE nState OF
    0: // idle
        doSolExtend := FALSE;
        doSolRetract := FALSE;
        IF rtExtend.Q AND bGuardClosed AND NOT bSnsExtended THEN
            nState := 1;
        END_IF
        IF rtRetract.Q AND NOT bSnsRetracted THEN
            nState := 3;
        END_IF

    1: // closing
        doSolExtend := TRUE;
        doSolRetract := FALSE;
        tonTimeout(IN := TRUE, PT := tTimeout);
        IF bSnsExtended THEN
            tonTimeout(IN := FALSE, PT := tTimeout);
            nState := 2;
        ELSIF tonTimeout.Q THEN
            bError := TRUE;
            nErrorId := 1;
            nState := 10;
        END_IF

    2: // closed, hold
        doSolExtend := TRUE;
        bExtended := TRUE;
        bRetracted := FALSE;
        IF rtRetract.Q THEN
            nState := 3;
        END_IF

    3: // opening
        doSolExtend := FALSE;
        doSolRetract := TRUE;
        tonTimeout(IN := TRUE, PT := tTimeout);
        IF bSnsRetracted THEN
            tonTimeout(IN := FALSE, PT := tTimeout);
            nState := 4;
        ELSIF tonTimeout.Q THEN
            bError := TRUE;
            nErrorId := 2;
            nState := 10;
        END_IF

    4: // open
        doSolRetract := FALSE;
        bExtended := FALSE;
        bRetracted := TRUE;
        IF rtExtend.Q AND bGuardClosed THEN
            nState := 1;
        END_IF

    10: // fault: both coils off
        doSolExtend := FALSE;
        doSolRetract := FALSE;
END_CASE

// the guard opened while the clamp closes: stop closing
IF NOT bGuardClosed AND nState = 1 THEN
    doSolExtend := FALSE;
    nState := 0;
END_IF
`;
const CLAMP = object('FB_ClampCylinder', CLAMP_DECL, CLAMP_IMPL);

/** The press cell's qualified GVL: the e-stop with a pragma, the curtain's channels known by the comments above them. */
const GVL_CELL_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    {attribute 'safety'}
    bEStopOk        AT %IX0.0 : BOOL;     // e-stop chain of the cell, TRUE = released
    // light curtain of the press opening, OSSD channel 1, TRUE = clear
    bCurtainA       AT %IX0.1 : BOOL;
    // light curtain, OSSD channel 2
    bCurtainB       AT %IX0.2 : BOOL;
    bGuardDoorClosed AT %IX0.3 : BOOL;
    bStartButton    AT %IX0.4 : BOOL;
    bClampClosed    AT %IX0.5 : BOOL;
    bClampOpen      AT %IX0.6 : BOOL;
    bOverloadHoist  AT %IX0.7 : BOOL;     // hoist overload relay, NC
    bPalletAtMute   AT %IX1.0 : BOOL;     // pallet at the infeed, requests muting
    bLevelCovered   AT %IX1.1 : BOOL;     // heater tank level above the element
    iTankTempRaw    AT %IW2 : INT;        // tank temperature, 0.1 deg C
    bPressDown      AT %QX0.0 : BOOL;     // press ram down valve
    bLampReady      AT %QX0.1 : BOOL;
    bLampFault      AT %QX0.2 : BOOL;
    nRamSpeed       AT %QW4 : INT;
END_VAR
`;
const CELL_LISTS = [{ name: 'GVL_Cell', declaration: GVL_CELL_TEXT }];
const GVL_CELL = [{ name: 'GVL_Cell', text: GVL_CELL_TEXT }];

/** The press cell: the blocks called with the GVL's I/O, a cycle latch, the ram valve behind its permissives. */
const CELL_DECL = `PROGRAM PRG_PressCell
VAR
    fbCurtain   : FB_CurtainGuard;
    fbClamp     : FB_ClampCylinder;
    fbHeater    : FB_HeaterCtrl;
    fbHoist     : FB_HoistBrake;
    bCurtainOk  : BOOL;
    bAuto       : BOOL;
    bCycleStart : BOOL;
    bCycleAlarm : BOOL;
    tonCycle    : TON;
    tCycleMax   : TIME := T#20S;
    rtPartDone  : R_TRIG;
    nParts      : UDINT;
END_VAR
`;
const CELL_IMPL = `fbCurtain(bOssdA := GVL_Cell.bCurtainA, bOssdB := GVL_Cell.bCurtainB, bMuteRequest := GVL_Cell.bPalletAtMute AND NOT GVL_Cell.bPressDown, bReset := GVL_Cell.bStartButton);
bCurtainOk := fbCurtain.bSafe;

fbClamp(bExtend := bCycleStart, bRetract := NOT bCycleStart, bSnsExtended := GVL_Cell.bClampClosed, bSnsRetracted := GVL_Cell.bClampOpen, bGuardClosed := GVL_Cell.bGuardDoorClosed);

fbHeater(bEnable := bAuto, bHeatCmd := TRUE, rTemp := INT_TO_REAL(GVL_Cell.iTankTempRaw) / 10.0, bLevelOk := GVL_Cell.bLevelCovered);

fbHoist(bStart := bCycleStart AND fbClamp.bExtended, bOverloadOk := GVL_Cell.bOverloadHoist, bEStopOk := GVL_Cell.bEStopOk, bReset := GVL_Cell.bStartButton);

// cycle: started by the button in auto, ended by the e-stop, the curtain or the cycle watchdog
IF GVL_Cell.bStartButton AND bAuto AND NOT bCycleAlarm THEN
    bCycleStart := TRUE;
END_IF
IF NOT GVL_Cell.bEStopOk OR NOT bCurtainOk OR bCycleAlarm THEN
    bCycleStart := FALSE;
END_IF
tonCycle(IN := bCycleStart, PT := tCycleMax);
bCycleAlarm := tonCycle.Q;

// press ram: clamp closed, curtain clear, guard closed, e-stop released
GVL_Cell.bPressDown := bCycleStart AND fbClamp.bExtended AND bCurtainOk AND GVL_Cell.bGuardDoorClosed AND GVL_Cell.bEStopOk;
GVL_Cell.nRamSpeed := SEL(bAuto, 200, 800);

rtPartDone(CLK := fbHoist.bRunning);
IF rtPartDone.Q THEN
    nParts := nParts + 1;
END_IF

GVL_Cell.bLampReady := bAuto AND NOT bCycleStart;
GVL_Cell.bLampFault := fbClamp.bError OR fbHoist.bError OR fbCurtain.bError OR bCycleAlarm;
`;
const CELL = object('PRG_PressCell', CELL_DECL, CELL_IMPL);

const HOIST_ORIGIN = 'efranceschetti/festo-codesys-mcp knowledge/library/motion/FB_BrakeMotor.st (brake release delay, motor, brake apply delay, overload stop, a CASE over the steps)';
const CLAMP_ORIGIN = 'efranceschetti/festo-codesys-mcp knowledge/library/actuators/FB_PneumaticCylinder.st (R_TRIG commands, end switches, a timeout, a sensor conflict, a CASE over the steps)';
const CELL_ORIGIN = 'efranceschetti/festo-codesys-mcp knowledge/library (the usage blocks of FB_LightCurtain, FB_PneumaticCylinder, FB_TankHeater and FB_BrakeMotor: instances called with field I/O)';

const hoist = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HOIST } });
const clamp = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CLAMP } });
const cell = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CELL }, globalLists: CELL_LISTS });
const gvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GVL_CELL } });

const OVERRIDE = 'IF NOT bOverloadOk OR NOT bEStopOk THEN';
const RAM = 'GVL_Cell.bPressDown := bCycleStart AND fbClamp.bExtended AND bCurtainOk AND GVL_Cell.bGuardDoorClosed AND GVL_Cell.bEStopOk;';
const CYCLE_STOP = 'IF NOT GVL_Cell.bEStopOk OR NOT bCurtainOk OR bCycleAlarm THEN';

export const HELDOUT_ROUND23_B: CorpusCase[] = [
  ...from(HOIST_ORIGIN, [
    // The override after the CASE loses the e-stop: every write under it now runs in fewer cases, and each item is
    // about the e-stop dropped (the changed operand is the safety signal itself).
    hoist({
      id: 'round23 hoist: e-stop no longer stops the hoist',
      edits: [[OVERRIDE, 'IF NOT bOverloadOk THEN']],
      expect: items('condition no-longer-read bEStopOk !', 'write condition-changed doContactor !', 'write condition-changed doBrakeRelease !', 'write condition-changed nState !'),
    }),
    // The whole override removed: the contactor's and the brake's switch-offs go, the overload with them (no other
    // write of the outputs reads it). Judgement: the stop step set under the e-stop is its response, flagged.
    hoist({
      id: 'round23 hoist: stop override removed',
      edits: [[`${OVERRIDE}\n    doContactor := FALSE;\n    doBrakeRelease := FALSE;\n    nState := 10;\nEND_IF\n`, '']],
      expect: items('condition no-longer-read bOverloadOk !', 'condition no-longer-read bEStopOk !', 'write no-longer-written doContactor !', 'write no-longer-written doBrakeRelease !', 'write no-longer-written nState !'),
    }),
    hoist({ id: 'round23 hoist: brake release time', edits: [['tBrakeRelease   : TIME := T#300MS;', 'tBrakeRelease   : TIME := T#50MS;']], expect: items('constant initial-value-changed tBrakeRelease') }),
    hoist({ id: 'round23 hoist: brake apply delay', edits: [['tBrakeApply     : TIME := T#200MS;', 'tBrakeApply     : TIME := T#1S;']], expect: items('constant initial-value-changed tBrakeApply') }),
    // The step that starts the sequence: a state set whose switch-on condition lost a conjunct (round 13's rule).
    hoist({ id: 'round23 hoist: start while in error', edits: [['IF bStart AND NOT bError THEN', 'IF bStart THEN']], expect: items('condition no-longer-read bError', 'write condition-changed nState !') }),
    hoist({ id: 'round23 hoist: brake not dropped at the end of the stop', edits: [['IF tonApply.Q THEN\n            doBrakeRelease := FALSE;\n', 'IF tonApply.Q THEN\n']], expect: items('write no-longer-written doBrakeRelease !') }),
    hoist({ id: 'round23 hoist: apply timer preset fixed', edits: [['tonApply(IN := TRUE, PT := tBrakeApply);', 'tonApply(IN := TRUE, PT := T#1S);']], expect: items('fb-call inputs-changed tonApply.PT') }),
    // The error only blocks a start (read as NOT x in a state set's guard): it stops nothing, so no trip.
    hoist({
      id: 'round23 hoist: overload no longer latched',
      edits: [['IF NOT bOverloadOk THEN\n    bError := TRUE;\n    nErrorId := 1;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bOverloadOk', 'write no-longer-written bError', 'write no-longer-written nErrorId'),
    }),
    hoist({
      id: 'round23 hoist: reset during the overload',
      edits: [['IF bReset AND bError AND bOverloadOk THEN', 'IF bReset AND bError THEN']],
      expect: items('condition no-longer-read bOverloadOk', 'write condition-changed bError', 'write condition-changed nErrorId'),
    }),
    hoist({ id: 'round23 hoist: stop step left under the e-stop', edits: [['IF bOverloadOk AND bEStopOk AND NOT bError THEN', 'IF bOverloadOk AND NOT bError THEN']], expect: items('condition no-longer-read bEStopOk !', 'write condition-changed nState !') }),
    // FALSE -> TRUE on a physical output: output forced constant where it was off (the motor against the brake).
    hoist({ id: 'round23 hoist: motor started while the brake lifts', edits: [['        doBrakeRelease := TRUE;\n        doContactor := FALSE;', '        doBrakeRelease := TRUE;\n        doContactor := TRUE;']], expect: items('constant value-changed doContactor !') }),
    hoist({ id: 'round23 hoist: e-stop input renamed with every use', edits: [[HOIST_DECL, HOIST_DECL.replace('bEStopOk', 'bEStopChainOk')], [HOIST_IMPL, HOIST_IMPL.replaceAll('bEStopOk', 'bEStopChainOk')]], expect: items('declaration renamed bEStopChainOk !') }),
    hoist({ id: 'round23 hoist: apply timer renamed', edits: [[HOIST_DECL, HOIST_DECL.replace('tonApply ', 'tonBrakeApply ')], [HOIST_IMPL, HOIST_IMPL.replaceAll('tonApply', 'tonBrakeApply')]], expect: items('declaration renamed tonBrakeApply') }),
    hoist({ id: 'round23 hoist: comment reworded', edits: [['    2: // running', '    2: // hoisting']], expect: [] }),
    hoist({ id: 'round23 hoist: whitespace in the release timer', edits: [['tonRelease(IN := TRUE, PT := tBrakeRelease);', 'tonRelease(IN := TRUE,  PT := tBrakeRelease);']], expect: [] }),
    hoist({ id: 'round23 hoist: overload error code', edits: [['    nErrorId := 1;', '    nErrorId := 11;']], expect: items('constant value-changed nErrorId') }),
  ]),
  ...from(CLAMP_ORIGIN, [
    clamp({ id: 'round23 clamp: closes with the guard open', edits: [['IF rtExtend.Q AND bGuardClosed AND NOT bSnsExtended THEN', 'IF rtExtend.Q AND NOT bSnsExtended THEN']], expect: items('condition no-longer-read bGuardClosed !', 'write condition-changed nState !') }),
    clamp({ id: 'round23 clamp: recloses from open with the guard open', edits: [['IF rtExtend.Q AND bGuardClosed THEN', 'IF rtExtend.Q THEN']], expect: items('condition no-longer-read bGuardClosed !', 'write condition-changed nState !') }),
    // The guard's stop removed: the closing coil's switch-off goes; nState is still read by the coil's writes (the
    // CASE) so it keeps its role; judgement: the step reset under the guard door is that door's response, flagged.
    clamp({
      id: 'round23 clamp: guard stop removed',
      edits: [['IF NOT bGuardClosed AND nState = 1 THEN\n    doSolExtend := FALSE;\n    nState := 0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bGuardClosed !', 'condition no-longer-read nState', 'write no-longer-written doSolExtend !', 'write no-longer-written nState !'),
    }),
    // Judgement: without the step reset the closing step resumes by itself when the door closes again.
    clamp({ id: 'round23 clamp: guard stop keeps the closing step', edits: [['    doSolExtend := FALSE;\n    nState := 0;\nEND_IF\n', '    doSolExtend := FALSE;\nEND_IF\n']], expect: items('write no-longer-written nState !') }),
    clamp({ id: 'round23 clamp: motion timeout', edits: [['tTimeout        : TIME := T#3S;', 'tTimeout        : TIME := T#8S;']], expect: items('constant initial-value-changed tTimeout') }),
    clamp({ id: 'round23 clamp: fault leaves the opening coil', edits: [['        doSolExtend := FALSE;\n        doSolRetract := FALSE;\nEND_CASE', '        doSolExtend := FALSE;\nEND_CASE']], expect: items('write no-longer-written doSolRetract !') }),
    clamp({
      id: 'round23 clamp: sensor conflict no longer detected',
      edits: [['IF bSnsExtended AND bSnsRetracted THEN\n    nState := 10;\n    nErrorId := 3;\n    bError := TRUE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bSnsExtended', 'condition no-longer-read bSnsRetracted', 'write no-longer-written nState', 'write no-longer-written nErrorId', 'write no-longer-written bError'),
    }),
    clamp({ id: 'round23 clamp: closing valve renamed', edits: [[CLAMP_DECL, CLAMP_DECL.replace('doSolExtend', 'doValveClose')], [CLAMP_IMPL, CLAMP_IMPL.replaceAll('doSolExtend', 'doValveClose')]], expect: items('declaration renamed doValveClose') }),
    clamp({ id: 'round23 clamp: edge triggers in another order', edits: [['rtExtend(CLK := bExtend);\nrtRetract(CLK := bRetract);', 'rtRetract(CLK := bRetract);\nrtExtend(CLK := bExtend);']], expect: [] }),
    clamp({ id: 'round23 clamp: guard comment reworded', edits: [['// guard door of the clamp station, TRUE = closed', '// clamp station guard door, TRUE = closed']], expect: [] }),
    // Stricter, but the condition newly reads the guard door: an item touching a safety signal (round 14's correction).
    clamp({ id: 'round23 clamp: opens only with the guard closed', edits: [['IF rtRetract.Q AND NOT bSnsRetracted THEN', 'IF rtRetract.Q AND NOT bSnsRetracted AND bGuardClosed THEN']], expect: items('condition newly-read bGuardClosed !', 'write condition-changed nState !') }),
    clamp({ id: 'round23 clamp: closing coil on in idle', edits: [['    0: // idle\n        doSolExtend := FALSE;', '    0: // idle\n        doSolExtend := TRUE;']], expect: items('constant value-changed doSolExtend !') }),
    clamp({ id: 'round23 clamp: timeout error code', edits: [['            nErrorId := 1;', '            nErrorId := 5;']], expect: items('constant value-changed nErrorId') }),
  ]),
  ...from(CELL_ORIGIN, [
    cell({ id: 'round23 cell: ram without the curtain', edits: [[RAM, RAM.replace(' AND bCurtainOk', '')]], expect: items('write value-changed GVL_Cell.bPressDown !') }),
    cell({ id: 'round23 cell: ram with the guard open', edits: [[RAM, RAM.replace(' AND GVL_Cell.bGuardDoorClosed', '')]], expect: items('write value-changed GVL_Cell.bPressDown !') }),
    cell({ id: 'round23 cell: ram without the clamp', edits: [[RAM, RAM.replace(' AND fbClamp.bExtended', '')]], expect: items('write value-changed GVL_Cell.bPressDown !') }),
    cell({ id: 'round23 cell: ram forced down', edits: [[RAM, 'GVL_Cell.bPressDown := TRUE;']], expect: items('write now-constant GVL_Cell.bPressDown !') }),
    // FB_CurtainGuard is a type named for safety: its inputs are flagged, a conjunct lost is an interlock removed.
    cell({ id: 'round23 cell: muting requested with the ram down', edits: [['bMuteRequest := GVL_Cell.bPalletAtMute AND NOT GVL_Cell.bPressDown,', 'bMuteRequest := GVL_Cell.bPalletAtMute,']], expect: items('fb-call inputs-changed fbCurtain.bMuteRequest !') }),
    cell({ id: 'round23 cell: curtain channel B wired to channel A', edits: [['bOssdB := GVL_Cell.bCurtainB,', 'bOssdB := GVL_Cell.bCurtainA,']], expect: items('fb-call inputs-changed fbCurtain.bOssdB !') }),
    cell({ id: 'round23 cell: curtain no longer called', edits: [['fbCurtain(bOssdA := GVL_Cell.bCurtainA, bOssdB := GVL_Cell.bCurtainB, bMuteRequest := GVL_Cell.bPalletAtMute AND NOT GVL_Cell.bPressDown, bReset := GVL_Cell.bStartButton);\n', '']], expect: items('fb-call no-longer-called fbCurtain !') }),
    cell({ id: 'round23 cell: cycle starts without auto', edits: [['IF GVL_Cell.bStartButton AND bAuto AND NOT bCycleAlarm THEN', 'IF GVL_Cell.bStartButton AND NOT bCycleAlarm THEN']], expect: items('condition no-longer-read bAuto !', 'write condition-changed bCycleStart !') }),
    cell({ id: 'round23 cell: curtain no longer ends the cycle', edits: [[CYCLE_STOP, 'IF NOT GVL_Cell.bEStopOk OR bCycleAlarm THEN']], expect: items('condition no-longer-read bCurtainOk !', 'write condition-changed bCycleStart !') }),
    cell({ id: 'round23 cell: e-stop no longer ends the cycle', edits: [[CYCLE_STOP, 'IF NOT bCurtainOk OR bCycleAlarm THEN']], expect: items('condition no-longer-read GVL_Cell.bEStopOk !', 'write condition-changed bCycleStart !') }),
    cell({ id: 'round23 cell: watchdog no longer ends the cycle', edits: [[CYCLE_STOP, 'IF NOT GVL_Cell.bEStopOk OR NOT bCurtainOk THEN']], expect: items('condition no-longer-read bCycleAlarm !', 'write condition-changed bCycleStart !') }),
    cell({ id: 'round23 cell: cycle watchdog no longer called', edits: [['tonCycle(IN := bCycleStart, PT := tCycleMax);\n', '']], expect: items('fb-call no-longer-called tonCycle !') }),
    cell({ id: 'round23 cell: cycle alarm never set', edits: [['bCycleAlarm := tonCycle.Q;\n', '']], expect: items('write no-longer-written bCycleAlarm !') }),
    cell({ id: 'round23 cell: cycle watchdog time', edits: [['tCycleMax   : TIME := T#20S;', 'tCycleMax   : TIME := T#60S;']], expect: items('constant initial-value-changed tCycleMax') }),
    cell({ id: 'round23 cell: heater always commanded by auto', edits: [['bHeatCmd := TRUE,', 'bHeatCmd := bAuto,']], expect: items('fb-call inputs-changed fbHeater.bHeatCmd') }),
    // The heater block is no safety type and drives no safety signal this program sees: an ordinary block's input
    // forced TRUE is unflagged (round 19's corrected rule), though an engineer would look twice at a dry-run switch.
    cell({ id: 'round23 cell: heater level input forced', edits: [['bLevelOk := GVL_Cell.bLevelCovered', 'bLevelOk := TRUE']], expect: items('fb-call inputs-changed fbHeater.bLevelOk') }),
    cell({ id: 'round23 cell: hoist e-stop input forced', edits: [['bEStopOk := GVL_Cell.bEStopOk,', 'bEStopOk := TRUE,']], expect: items('fb-call inputs-changed fbHoist.bEStopOk !') }),
    cell({ id: 'round23 cell: hoist overload input forced', edits: [['bOverloadOk := GVL_Cell.bOverloadHoist,', 'bOverloadOk := TRUE,']], expect: items('fb-call inputs-changed fbHoist.bOverloadOk') }),
    cell({ id: 'round23 cell: hoist starts without the clamp', edits: [['bStart := bCycleStart AND fbClamp.bExtended,', 'bStart := bCycleStart,']], expect: items('fb-call inputs-changed fbHoist.bStart') }),
    cell({ id: 'round23 cell: hoist no longer called', edits: [['fbHoist(bStart := bCycleStart AND fbClamp.bExtended, bOverloadOk := GVL_Cell.bOverloadHoist, bEStopOk := GVL_Cell.bEStopOk, bReset := GVL_Cell.bStartButton);\n', '']], expect: items('fb-call no-longer-called fbHoist !') }),
    cell({ id: 'round23 cell: clamp guard input forced', edits: [['bGuardClosed := GVL_Cell.bGuardDoorClosed);', 'bGuardClosed := TRUE);']], expect: items('fb-call inputs-changed fbClamp.bGuardClosed !') }),
    cell({ id: 'round23 cell: manual ram speed', edits: [['SEL(bAuto, 200, 800)', 'SEL(bAuto, 200, 1200)']], expect: items('constant value-changed GVL_Cell.nRamSpeed') }),
    cell({ id: 'round23 cell: parts counted twice', edits: [['nParts := nParts + 1;', 'nParts := nParts + 2;']], expect: items('constant value-changed nParts') }),
    cell({ id: 'round23 cell: ready lamp also while cycling', edits: [['GVL_Cell.bLampReady := bAuto AND NOT bCycleStart;', 'GVL_Cell.bLampReady := bAuto;']], expect: items('write value-changed GVL_Cell.bLampReady !') }),
    cell({ id: 'round23 cell: ready lamp operands swapped', edits: [['GVL_Cell.bLampReady := bAuto AND NOT bCycleStart;', 'GVL_Cell.bLampReady := NOT bCycleStart AND bAuto;']], expect: [] }),
    cell({ id: 'round23 cell: comment reworded', edits: [['// press ram: clamp closed, curtain clear, guard closed, e-stop released', '// ram down only with every permissive made']], expect: [] }),
    cell({ id: 'round23 cell: cycle flag renamed', edits: [[CELL_DECL, CELL_DECL.replace('bCycleStart', 'bCycleActive')], [CELL_IMPL, CELL_IMPL.replaceAll('bCycleStart', 'bCycleActive')]], expect: items('declaration renamed bCycleActive') }),
  ]),
  ...from(CELL_ORIGIN, [
    gvl({ id: 'round23 cell gvl: e-stop input moved', edits: [['bEStopOk        AT %IX0.0', 'bEStopOk        AT %IX1.4']], expect: items('declaration address-changed bEStopOk !') }),
    gvl({ id: 'round23 cell gvl: curtain channel B onto channel A', edits: [['bCurtainB       AT %IX0.2', 'bCurtainB       AT %IX0.1']], expect: items('declaration address-changed bCurtainB !') }),
    gvl({ id: 'round23 cell gvl: guard door input moved', edits: [['bGuardDoorClosed AT %IX0.3', 'bGuardDoorClosed AT %IX1.7']], expect: items('declaration address-changed bGuardDoorClosed !') }),
    gvl({ id: 'round23 cell gvl: guard bypass declared', edits: [['    bLevelCovered   AT %IX1.1 : BOOL;', '    bLevelCovered   AT %IX1.1 : BOOL;\n    bGuardBypass    AT %IX1.5 : BOOL;']], expect: items('declaration added bGuardBypass !') }),
    gvl({ id: 'round23 cell gvl: start button moved', edits: [['bStartButton    AT %IX0.4', 'bStartButton    AT %IX1.6']], expect: items('declaration address-changed bStartButton') }),
    gvl({ id: 'round23 cell gvl: ram speed retyped', edits: [['nRamSpeed       AT %QW4 : INT;', 'nRamSpeed       AT %QW4 : UINT;']], expect: items('declaration retyped nRamSpeed') }),
    gvl({ id: 'round23 cell gvl: level switch removed', edits: [['    bLevelCovered   AT %IX1.1 : BOOL;     // heater tank level above the element\n', '']], expect: items('declaration removed bLevelCovered') }),
    gvl({ id: 'round23 cell gvl: comment reworded', edits: [['// light curtain, OSSD channel 2', '// light curtain: OSSD channel 2']], expect: [] }),
  ]),
];
