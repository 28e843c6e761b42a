// The thirtieth independent held-out part of the accuracy corpus (round 30). Written on 7 December 2026 by the case
// writer "round30", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): ghettipetrinimarco-dev/twincat-plc
// (a TwinCAT sorting machine exported as .EXP: the ejection program `Gestione_Espulsione` with an array of opening
// timers called in a FOR loop, an EtherCAT coupler's state watched through a delay, rising edges and an alarm latch,
// an analogue air pressure scaled from raw counts with a hysteresis and a ring buffer of messages, and the robot
// handling program's step handshake) and Maulik-RTM/palletizer-hil (the TwinCAT palletizer program's plan: an
// FB_PalRobot state machine IDLE / CLAIM / APPROACH_PICK / PICK / LIFT_CARRY / APPROACH_PLACE / PLACE / RETREAT with
// an enable freeze, pallet-full lane blocking, speed scale and vacuum). The objects are ours, written after reading
// those files for their forms; no public code is copied. Forms: a TwinCAT program with `AT %I*`/`AT %Q*`, arrays of
// TON in a FOR loop, one-line IF … THEN … END_IF, R_TRIG edges, a hysteresis on a scaled pressure, a robot handshake
// FB over an INT step with a safety PLC's permissive and a watchdog, a palletizer FB over an enumeration with light
// curtains per lane and a guard door freeze, an OpenPLC hydraulic unit with `AT %IX`/`%QX`/`%IW`/`%QW`, an e-stop
// relay and press guard switches known only by the comment above their declarations, a two-channel discrepancy timer,
// and a TwinCAT axis FB with MC_Power/MC_Reset/MC_MoveAbsolute/MC_Halt whose enable reads the STO feedback. Agents'
// edits change several statements at once in some cases (a declaration and its use, two limits). Each expectation
// says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the conventions of
// docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored. An expectation
// may be corrected only for an error of the writer's, with the reason written beside it, never to match the output.
// Judgement where the docs are silent (marked `judgement` beside the case): a write whose condition or value loses or
// gains a safety signal is itself safety-relevant.
//
// First score (by its writer, after committing the cases in 6f6c50b, the analysis at main bc4937f): 132 cases, 149
// expected items (60 safety), 150 reported, precision 0.887, recall 0.893, safety items flagged 56/60.
// Twelve expectations were corrected after it, each an error of the writer's against the documented conventions, the
// reason beside each case: seven renames named by their old name (a renamed item's subject is its new name), four
// literals changed in an assignment written as writes (a constant that changes value), one array element's write named
// by its array. After the corrections: precision 0.967, recall 0.973, safety items flagged 58/60.
// Then opened by a fixer (no longer held out): one more expectation corrected to the convention of one item per changed
// statement (the reason beside the case); after the fixes against it 1.000 / 1.000, 60 of 60, and it is training now
// (docs/impact-accuracy.md, "Fixed against round 30").
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The ejector bank of a sorting machine: opening timers in a FOR loop, coupler diagnostics, air pressure, valves. */
const EJECT = object(
  'PRG_Ejectors',
  `PROGRAM PRG_Ejectors
VAR
    tonValveOpen : ARRAY [1..8] OF TON;
    tValveOpen : TIME;
    tonBusDelay : TON;
    rtBusLost : R_TRIG;
    rtBusOk : R_TRIG;
    rtPressLow : R_TRIG;
    bBusAlarm : BOOL;
    bPressLow : BOOL;
    i : INT;
    nCouplerState AT %I* : UINT;      // EtherCAT coupler state, 8 = OP
    nAirPressureRaw AT %I* : INT;     // air pressure transmitter, 0..10 bar
    // guard of the ejector chamber, TRUE = closed
    bChamberClosed AT %I* : BOOL;
    bEStopChainOk AT %I* : BOOL;
    rAirPressure : REAL;
    rPressMin : REAL := 4.5;
    rBeltSpeed : REAL;
    bValveEnable : BOOL;
    bDiagOk : BOOL;
    bResetAlarm : BOOL;
    nMsgIdx : INT;
    aMsg : ARRAY [0..19] OF INT;
    nValveTime : INT := 40;           // ms
    bVariableTime : BOOL;
    aEjectReq : ARRAY [1..8] OF BOOL;
    aManualCmd : ARRAY [1..8] OF BOOL;
    qValve1 AT %Q* : BOOL;
    qValve2 AT %Q* : BOOL;
    qValve3 AT %Q* : BOOL;
    qAirSupply AT %Q* : BOOL;         // main air valve, TRUE = air supplied to the ejectors
    qAlarmLamp AT %Q* : BOOL;
END_VAR
`,
  `tValveOpen := INT_TO_TIME(nValveTime);
IF NOT bVariableTime THEN
    FOR i := 1 TO 8 DO
        tonValveOpen[i](IN := aEjectReq[i], PT := tValveOpen);
        IF tonValveOpen[i].Q THEN aEjectReq[i] := FALSE; END_IF
    END_FOR
END_IF

// coupler diagnostics
tonBusDelay(IN := nCouplerState <> 8, PT := T#3S);
rtBusLost(CLK := tonBusDelay.Q);
rtBusOk(CLK := nCouplerState = 8);
IF rtBusLost.Q THEN bBusAlarm := TRUE; END_IF
IF bResetAlarm OR rtBusOk.Q THEN bBusAlarm := FALSE; bResetAlarm := FALSE; END_IF
bDiagOk := nCouplerState = 8 AND NOT bBusAlarm;

// air pressure with hysteresis
rAirPressure := INT_TO_REAL(nAirPressureRaw) * 10.0 / 32767.0;
IF rAirPressure < rPressMin THEN bPressLow := TRUE; END_IF
IF rAirPressure > rPressMin + 0.5 THEN bPressLow := FALSE; END_IF
rtPressLow(CLK := bPressLow);
IF rtPressLow.Q AND rBeltSpeed > 0.5 THEN
    aMsg[nMsgIdx] := 7;
    nMsgIdx := nMsgIdx + 1;
    IF nMsgIdx >= 20 THEN nMsgIdx := 0; END_IF
END_IF

// valves only with the chamber closed and the e-stop chain made
bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;
qAirSupply := bEStopChainOk AND bChamberClosed;
qValve1 := bValveEnable AND (aManualCmd[1] OR aEjectReq[1]);
qValve2 := bValveEnable AND (aManualCmd[2] OR aEjectReq[2]);
qValve3 := bValveEnable AND (aManualCmd[3] OR aEjectReq[3]);
qAlarmLamp := bBusAlarm OR bPressLow;
`,
);

/** A robot handshake over an INT step: the safety PLC's permissive, motors on, a start pulse and a watchdog. */
const HANDSHAKE = object(
  'FB_RobotHandshake',
  `FUNCTION_BLOCK FB_RobotHandshake
VAR_INPUT
    bEnable : BOOL;
    bSafetyPlcOk : BOOL;        // from the safety PLC: cell zones closed and acknowledged
    bRobotReady : BOOL;
    bRobotInHome : BOOL;
    bPickDone : BOOL;
    nObjects : INT;
END_VAR
VAR_OUTPUT
    bStartProgram : BOOL;
    bMotorsOn : BOOL;
    bError : BOOL;
    nStep : INT;
END_VAR
VAR
    tonWatchdog : TON;
    tWatchdog : TIME := T#5S;
    nRetry : INT;
    nMaxRetry : INT := 3;
    bHeartbeat : BOOL;
    tonHeartbeat : TON;
END_VAR
`,
  `CASE nStep OF
    0:
        bStartProgram := FALSE;
        IF bEnable AND bSafetyPlcOk THEN nStep := 10; END_IF
    10:
        bMotorsOn := TRUE;
        IF bRobotReady THEN nStep := 20; END_IF
    20:
        IF nObjects > 0 AND bRobotInHome THEN
            bStartProgram := TRUE;
            nStep := 30;
        END_IF
    30:
        IF bPickDone THEN
            bStartProgram := FALSE;
            nRetry := 0;
            nStep := 20;
        END_IF
    99:
        bMotorsOn := FALSE;
        IF NOT bEnable THEN bError := FALSE; nStep := 0; END_IF
END_CASE

IF NOT bSafetyPlcOk AND nStep <> 99 THEN
    bMotorsOn := FALSE;
    nStep := 0;
END_IF

tonWatchdog(IN := nStep = 30, PT := tWatchdog);
IF tonWatchdog.Q THEN
    nRetry := nRetry + 1;
    IF nRetry >= nMaxRetry THEN bError := TRUE; nStep := 99; ELSE nStep := 20; END_IF
END_IF

tonHeartbeat(IN := NOT tonHeartbeat.Q, PT := T#500MS);
IF tonHeartbeat.Q THEN bHeartbeat := NOT bHeartbeat; END_IF
`,
);

/** A palletizer cell: lanes blocked by a full pallet or a broken light curtain, a guard door freeze, vacuum. */
const PAL = object(
  'FB_PalCell',
  `FUNCTION_BLOCK FB_PalCell
VAR_INPUT
    bEnable : BOOL;
    bLightCurtainLane1 : BOOL;      // TRUE = clear
    bLightCurtainLane2 : BOOL;      // TRUE = clear
    bGuardDoorClosed : BOOL;
    bBoxAtPick : BOOL;
    bVacuumOk : BOOL;
    bAtTarget : BOOL;
    nBoxesLane1 : INT;
    nBoxesLane2 : INT;
END_VAR
VAR_OUTPUT
    eState : E_PalState;
    rSpeedScale : REAL;
    bVacuumOn : BOOL;
    bLane1Blocked : BOOL;
    bLane2Blocked : BOOL;
    nLane : INT;
END_VAR
VAR
    nBoxesPerPallet : INT := 40;
    rSpeedAuto : REAL := 1.0;
    rSpeedReduced : REAL := 0.25;
    tonVacuum : TON;
    tonPlace : TON;
    bFrozen : BOOL;
END_VAR
`,
  `bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;
bLane2Blocked := nBoxesLane2 >= nBoxesPerPallet OR NOT bLightCurtainLane2;
bFrozen := NOT bEnable OR NOT bGuardDoorClosed;

IF bFrozen THEN
    rSpeedScale := 0.0;
ELSIF bLane1Blocked OR bLane2Blocked THEN
    rSpeedScale := rSpeedReduced;
ELSE
    rSpeedScale := rSpeedAuto;
END_IF

tonVacuum(IN := bVacuumOn AND NOT bVacuumOk, PT := T#800MS);
tonPlace(IN := eState = E_PalState.PLACE, PT := T#300MS);

IF NOT bFrozen THEN
    CASE eState OF
        E_PalState.IDLE:
            IF bBoxAtPick AND NOT (bLane1Blocked AND bLane2Blocked) THEN eState := E_PalState.CLAIM; END_IF
        E_PalState.CLAIM:
            IF NOT bLane1Blocked THEN nLane := 1; ELSE nLane := 2; END_IF
            eState := E_PalState.APPROACH_PICK;
        E_PalState.APPROACH_PICK:
            IF bAtTarget THEN eState := E_PalState.PICK; END_IF
        E_PalState.PICK:
            bVacuumOn := TRUE;
            IF bVacuumOk THEN eState := E_PalState.LIFT_CARRY; END_IF
        E_PalState.LIFT_CARRY:
            IF bAtTarget THEN eState := E_PalState.APPROACH_PLACE; END_IF
        E_PalState.APPROACH_PLACE:
            IF bAtTarget AND bLightCurtainLane1 AND bLightCurtainLane2 THEN eState := E_PalState.PLACE; END_IF
        E_PalState.PLACE:
            IF tonPlace.Q THEN bVacuumOn := FALSE; eState := E_PalState.RETREAT; END_IF
        E_PalState.RETREAT:
            IF bAtTarget THEN eState := E_PalState.IDLE; END_IF
    END_CASE
END_IF

IF tonVacuum.Q THEN
    bVacuumOn := FALSE;
END_IF
`,
);

/** An OpenPLC hydraulic power unit: e-stop relay and press guard switches known by their comments, oil temperature. */
const HPU = object(
  'HydraulicUnit',
  `PROGRAM HydraulicUnit
VAR
    StartPB AT %IX0.0 : BOOL;
    OffPB AT %IX0.1 : BOOL;        (* NC push button *)
    (* emergency stop relay contact, TRUE = healthy *)
    K1 AT %IX0.2 : BOOL;
    OilLevelOk AT %IX0.3 : BOOL;
    FilterClogged AT %IX0.4 : BOOL;
    MotorOverload AT %IX0.5 : BOOL;
    (* press guard switch, channel 1 *)
    S21 AT %IX0.6 : BOOL;
    (* press guard switch, channel 2 *)
    S22 AT %IX0.7 : BOOL;
    OilTemp AT %IW0 : INT;
    Pressure AT %IW1 : INT;
    PumpMotor AT %QX0.0 : BOOL;
    LoadValve AT %QX0.1 : BOOL;    (* TRUE = pump loaded *)
    CoolerFan AT %QX0.2 : BOOL;
    Heater AT %QX0.3 : BOOL;
    FaultLamp AT %QX0.4 : BOOL;
    PressureSetpoint AT %QW0 : INT;
    Running : BOOL;
    Fault : BOOL;
    LoadDelay : TON;
    ChannelTimer : TON;
    TempHigh : INT := 600;
    TempLow : INT := 200;
    TempTrip : INT := 700;
    PressMax : INT := 2400;
    SetPress : INT := 1800;
    GuardOk : BOOL;
END_VAR
`,
  `Fault := NOT K1 OR NOT OilLevelOk OR MotorOverload OR OilTemp > TempTrip;
ChannelTimer(IN := S21 XOR S22, PT := T#500MS);
GuardOk := S21 AND S22 AND NOT ChannelTimer.Q;

IF StartPB AND NOT Fault THEN Running := TRUE; END_IF
IF NOT OffPB OR Fault THEN Running := FALSE; END_IF
PumpMotor := Running;

LoadDelay(IN := Running, PT := T#3S);
LoadValve := LoadDelay.Q AND GuardOk AND Pressure < PressMax;

IF OilTemp > TempHigh THEN
    CoolerFan := TRUE;
ELSIF OilTemp < TempHigh - 50 THEN
    CoolerFan := FALSE;
END_IF
Heater := OilTemp < TempLow AND OilLevelOk;

IF GuardOk THEN
    PressureSetpoint := SetPress;
ELSE
    PressureSetpoint := 0;
END_IF
FaultLamp := FilterClogged OR MotorOverload;
`,
);

/** A transfer axis: MC_Power enabled through the STO feedback, a position window, move, halt and reset. */
const AXIS = object(
  'FB_TransferAxis',
  `FUNCTION_BLOCK FB_TransferAxis
VAR_INPUT
    bEnable : BOOL;
    bStoOk : BOOL;              // STO feedback from the safety PLC, TRUE = torque allowed
    bLimitFwd : BOOL;
    bLimitBwd : BOOL;
    bReset : BOOL;
    bMove : BOOL;
    fTargetPos : LREAL;
END_VAR
VAR_OUTPUT
    bReady : BOOL;
    bInPos : BOOL;
    bError : BOOL;
END_VAR
VAR_IN_OUT
    Axis : AXIS_REF;
END_VAR
VAR
    fbPower : MC_Power;
    fbReset : MC_Reset;
    fbMove : MC_MoveAbsolute;
    fbHalt : MC_Halt;
    fVelocity : LREAL := 120.0;
    fAccel : LREAL := 500.0;
    fMaxPos : LREAL := 1450.0;
    bPosOk : BOOL;
END_VAR
`,
  `bPosOk := fTargetPos >= 0.0 AND fTargetPos <= fMaxPos;
fbPower(Axis := Axis, Enable := bEnable AND bStoOk, Enable_Positive := bLimitFwd, Enable_Negative := bLimitBwd, Override := 100.0);
fbReset(Axis := Axis, Execute := bReset AND NOT fbPower.Status);
fbMove(Axis := Axis, Execute := bMove AND fbPower.Status AND bPosOk, Position := fTargetPos, Velocity := fVelocity, Acceleration := fAccel, Deceleration := fAccel);
fbHalt(Axis := Axis, Execute := NOT bMove AND fbMove.Busy, Deceleration := fAccel);
bReady := fbPower.Status AND NOT fbPower.Error;
bInPos := fbMove.Done;
bError := fbPower.Error OR fbMove.Error OR fbReset.Error;
`,
);

const EJECT_ORIGIN = 'ghettipetrinimarco-dev/twincat-plc src/GESTIONE_ESPULSIONE.EXP (opening timers in a FOR loop, the coupler state through a delay and edges, air pressure hysteresis, a message ring buffer, outputs per valve)';
const HANDSHAKE_ORIGIN = 'ghettipetrinimarco-dev/twincat-plc src/Robot/GESTIONE_ROBOT.EXP and robot/gestionerobot.txt (the robot handling program\'s step handshake; the safety PLC permissive and watchdog are ours)';
const PAL_ORIGIN = 'Maulik-RTM/palletizer-hil docs/twincat_palletizer_program.md (FB_PalRobot: IDLE / CLAIM / APPROACH_PICK / PICK / LIFT_CARRY / APPROACH_PLACE / PLACE / RETREAT, enable freeze, pallet-full lane blocking)';
const HPU_ORIGIN = 'ghettipetrinimarco-dev/twincat-plc src/GESTIONE_ESPULSIONE.EXP (pressure from raw counts and limits) written as an OpenPLC hydraulic unit with located I/O (the e-stop relay and press guard are ours)';
const AXIS_ORIGIN = 'Maulik-RTM/palletizer-hil docs/twincat_palletizer_program.md (the TwinCAT cell with an enable wired to the task) written as a Tc2_MC2 axis FB with the STO feedback in its enable';

const ej = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: EJECT } });
const hs = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HANDSHAKE } });
const pal = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PAL } });
const hpu = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HPU } });
const ax = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AXIS } });

export const HELDOUT_ROUND30: CorpusCase[] = [
  ...from(EJECT_ORIGIN, [
    // The valves' enable no longer needs the chamber guard (known by the comment above its declaration).
    ej({ id: 'round30 ejectors: valves without the chamber guard', edits: [['bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;', 'bValveEnable := bEStopChainOk AND bDiagOk;']], expect: items('write value-changed bValveEnable !') }),
    ej({ id: 'round30 ejectors: valves without the e-stop chain', edits: [['bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;', 'bValveEnable := bChamberClosed AND bDiagOk;']], expect: items('write value-changed bValveEnable !') }),
    ej({ id: 'round30 ejectors: valve enable forced', edits: [['bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;', 'bValveEnable := TRUE;']], expect: items('write now-constant bValveEnable !') }),
    ej({ id: 'round30 ejectors: valves without the coupler diagnostics', edits: [['bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;', 'bValveEnable := bChamberClosed AND bEStopChainOk;']], expect: items('write value-changed bValveEnable !') }),
    ej({ id: 'round30 ejectors: air supply with the chamber open', edits: [['qAirSupply := bEStopChainOk AND bChamberClosed;', 'qAirSupply := bEStopChainOk;']], expect: items('write value-changed qAirSupply !') }),
    ej({ id: 'round30 ejectors: air supply without the e-stop chain', edits: [['qAirSupply := bEStopChainOk AND bChamberClosed;', 'qAirSupply := bChamberClosed;']], expect: items('write value-changed qAirSupply !') }),
    ej({ id: 'round30 ejectors: air supply forced on', edits: [['qAirSupply := bEStopChainOk AND bChamberClosed;', 'qAirSupply := TRUE;']], expect: items('write now-constant qAirSupply !') }),
    ej({ id: 'round30 ejectors: valve 1 past the enable', edits: [['qValve1 := bValveEnable AND (aManualCmd[1] OR aEjectReq[1]);', 'qValve1 := aManualCmd[1] OR aEjectReq[1];']], expect: items('write value-changed qValve1 !') }),
    // Stricter: valve 2 now only on the manual command (an alternative lost, no permissive).
    ej({ id: 'round30 ejectors: valve 2 on manual command only', edits: [['qValve2 := bValveEnable AND (aManualCmd[2] OR aEjectReq[2]);', 'qValve2 := bValveEnable AND aManualCmd[2];']], expect: items('write value-changed qValve2') }),
    ej({ id: 'round30 ejectors: valve 3 forced on', edits: [['qValve3 := bValveEnable AND (aManualCmd[3] OR aEjectReq[3]);', 'qValve3 := TRUE;']], expect: items('write now-constant qValve3 !') }),
    ej({ id: 'round30 ejectors: minimum air pressure raised', edits: [['rPressMin : REAL := 4.5;', 'rPressMin : REAL := 5.0;']], expect: items('constant initial-value-changed rPressMin') }),
    // A limit in a condition is reported under the signal compared with it (docs/impact-accuracy.md).
    ej({ id: 'round30 ejectors: pressure hysteresis widened', edits: [['IF rAirPressure > rPressMin + 0.5 THEN', 'IF rAirPressure > rPressMin + 1.0 THEN']], expect: items('constant value-changed rAirPressure') }),
    ej({ id: 'round30 ejectors: coupler loss delay longer', edits: [['PT := T#3S', 'PT := T#10S']], expect: items('constant value-changed tonBusDelay.PT') }),
    ej({ id: 'round30 ejectors: valve opening time longer', edits: [['nValveTime : INT := 40;', 'nValveTime : INT := 60;']], expect: items('constant initial-value-changed nValveTime') }),
    ej({ id: 'round30 ejectors: message ring shorter', edits: [['IF nMsgIdx >= 20 THEN', 'IF nMsgIdx >= 10 THEN']], expect: items('constant value-changed nMsgIdx') }),
    /* correction after the first score, an error of the writer's: a literal changed in an assignment is a constant that changes value (src-shared/impact.ts; round 20's precedent) */
    ej({ id: 'round30 ejectors: another message number', edits: [['aMsg[nMsgIdx] := 7;', 'aMsg[nMsgIdx] := 9;']], expect: items('constant value-changed aMsg[nMsgIdx]') }),
    /* correction after the first score, an error of the writer's: an element's write is named by its element, as aTon[0].PT in round 16 */
    /* correction by the fixer, an error of the writer's against the documented convention: a write item is one changed
       statement (src-shared/impact.ts), and training expects one item per statement for a write's condition changed
       (docs/impact-accuracy.md, round 11's section): `nMsgIdx := nMsgIdx + 1` and the nested `nMsgIdx := 0` are two */
    ej({ id: 'round30 ejectors: low pressure message at standstill too', edits: [['IF rtPressLow.Q AND rBeltSpeed > 0.5 THEN', 'IF rtPressLow.Q THEN']], expect: items('condition no-longer-read rBeltSpeed', 'write condition-changed aMsg[nMsgIdx]', 'write condition-changed nMsgIdx', 'write condition-changed nMsgIdx') }),
    // bBusAlarm drives the alarm lamp output: its switch-off now runs in fewer cases (docs/safety.md, interlocks removed).
    ej({ id: 'round30 ejectors: bus alarm no longer reset by the button', edits: [['IF bResetAlarm OR rtBusOk.Q THEN', 'IF rtBusOk.Q THEN']], expect: items('condition no-longer-read bResetAlarm !', 'write condition-changed bBusAlarm !', 'write condition-changed bResetAlarm') }),
    ej({ id: 'round30 ejectors: alarm lamp without low pressure', edits: [['qAlarmLamp := bBusAlarm OR bPressLow;', 'qAlarmLamp := bBusAlarm;']], expect: items('write value-changed qAlarmLamp') }),
    ej({ id: 'round30 ejectors: diagnostics ignore the alarm latch', edits: [['bDiagOk := nCouplerState = 8 AND NOT bBusAlarm;', 'bDiagOk := nCouplerState = 8;']], expect: items('write value-changed bDiagOk') }),
    /* correction after the first score, an error of the writer's: a literal changed in an assignment is a constant that changes value (src-shared/impact.ts; round 20's precedent) */
    ej({ id: 'round30 ejectors: transmitter range 16 bar', edits: [['* 10.0 / 32767.0', '* 16.0 / 32767.0']], expect: items('constant value-changed rAirPressure') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    ej({ id: 'round30 ejectors: loop index renamed', edits: [['    i : INT;\n', '    nValve : INT;\n'], ['FOR i := 1 TO 8 DO', 'FOR nValve := 1 TO 8 DO'], ['tonValveOpen[i](IN := aEjectReq[i], PT := tValveOpen);', 'tonValveOpen[nValve](IN := aEjectReq[nValve], PT := tValveOpen);'], ['IF tonValveOpen[i].Q THEN aEjectReq[i] := FALSE; END_IF', 'IF tonValveOpen[nValve].Q THEN aEjectReq[nValve] := FALSE; END_IF']], expect: items('declaration renamed nValve') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    ej({ id: 'round30 ejectors: chamber guard input renamed', edits: [['    bChamberClosed AT %I* : BOOL;', '    bChamberGuardClosed AT %I* : BOOL;'], ['bValveEnable := bChamberClosed AND', 'bValveEnable := bChamberGuardClosed AND'], ['qAirSupply := bEStopChainOk AND bChamberClosed;', 'qAirSupply := bEStopChainOk AND bChamberGuardClosed;']], expect: items('declaration renamed bChamberGuardClosed !') }),
    ej({ id: 'round30 ejectors: comment reworded', edits: [['// coupler diagnostics', '// EtherCAT coupler: OP state watched through a delay']], expect: items() }),
    ej({ id: 'round30 ejectors: spaces in the diagnostics', edits: [['bDiagOk := nCouplerState = 8 AND NOT bBusAlarm;', 'bDiagOk := nCouplerState = 8  AND  NOT bBusAlarm;']], expect: items() }),
    ej({ id: 'round30 ejectors: valve writes reordered', edits: [['qValve1 := bValveEnable AND (aManualCmd[1] OR aEjectReq[1]);\nqValve2 := bValveEnable AND (aManualCmd[2] OR aEjectReq[2]);', 'qValve2 := bValveEnable AND (aManualCmd[2] OR aEjectReq[2]);\nqValve1 := bValveEnable AND (aManualCmd[1] OR aEjectReq[1]);']], expect: items() }),
    ej({ id: 'round30 ejectors: pressure minimum and hysteresis together', edits: [['rPressMin : REAL := 4.5;', 'rPressMin : REAL := 4.0;'], ['IF rAirPressure > rPressMin + 0.5 THEN', 'IF rAirPressure > rPressMin + 0.8 THEN']], expect: items('constant initial-value-changed rPressMin', 'constant value-changed rAirPressure') }),
    ej({ id: 'round30 ejectors: chamber bypass flag added', edits: [['    bValveEnable : BOOL;\n', '    bValveEnable : BOOL;\n    bBypassChamber : BOOL;\n'], ['bValveEnable := bChamberClosed AND bEStopChainOk AND bDiagOk;', 'bValveEnable := (bChamberClosed OR bBypassChamber) AND bEStopChainOk AND bDiagOk;']], expect: items('declaration added bBypassChamber', 'write value-changed bValveEnable !') }),
    ej({ id: 'round30 ejectors: air supply also waits for the diagnostics', edits: [['qAirSupply := bEStopChainOk AND bChamberClosed;', 'qAirSupply := bEStopChainOk AND bChamberClosed AND bDiagOk;']], expect: items('write value-changed qAirSupply') }),
  ]),
  ...from(HANDSHAKE_ORIGIN, [
    // judgement: a write under a condition that loses or gains a safety signal is safety-relevant (as the demo's State).
    hs({ id: 'round30 robot handshake: start without the safety PLC', edits: [['IF bEnable AND bSafetyPlcOk THEN nStep := 10; END_IF', 'IF bEnable THEN nStep := 10; END_IF']], expect: items('condition no-longer-read bSafetyPlcOk !', 'write condition-changed nStep !') }),
    hs({ id: 'round30 robot handshake: start without the enable', edits: [['IF bEnable AND bSafetyPlcOk THEN nStep := 10; END_IF', 'IF bSafetyPlcOk THEN nStep := 10; END_IF']], expect: items('condition no-longer-read bEnable', 'write condition-changed nStep') }),
    // judgement: the motors-off on a lost safety PLC permissive removed.
    hs({ id: 'round30 robot handshake: motors stay on when the safety PLC drops', edits: [['    bMotorsOn := FALSE;\n    nStep := 0;\nEND_IF', '    nStep := 0;\nEND_IF']], expect: items('write no-longer-written bMotorsOn !') }),
    hs({ id: 'round30 robot handshake: motors stay on in the error step', edits: [['        bMotorsOn := FALSE;\n        IF NOT bEnable', '        IF NOT bEnable']], expect: items('write no-longer-written bMotorsOn') }),
    hs({ id: 'round30 robot handshake: watchdog longer', edits: [['tWatchdog : TIME := T#5S;', 'tWatchdog : TIME := T#20S;']], expect: items('constant initial-value-changed tWatchdog') }),
    hs({ id: 'round30 robot handshake: more retries', edits: [['nMaxRetry : INT := 3;', 'nMaxRetry : INT := 5;']], expect: items('constant initial-value-changed nMaxRetry') }),
    hs({ id: 'round30 robot handshake: slower heartbeat', edits: [['PT := T#500MS', 'PT := T#1S']], expect: items('constant value-changed tonHeartbeat.PT') }),
    hs({ id: 'round30 robot handshake: start away from home', edits: [['IF nObjects > 0 AND bRobotInHome THEN', 'IF nObjects > 0 THEN']], expect: items('condition no-longer-read bRobotInHome', 'write condition-changed bStartProgram', 'write condition-changed nStep') }),
    hs({ id: 'round30 robot handshake: start from two objects', edits: [['IF nObjects > 0 AND bRobotInHome THEN', 'IF nObjects > 1 AND bRobotInHome THEN']], expect: items('constant value-changed nObjects') }),
    hs({ id: 'round30 robot handshake: start not cleared when done', edits: [['            bStartProgram := FALSE;\n            nRetry := 0;', '            nRetry := 0;']], expect: items('write no-longer-written bStartProgram') }),
    hs({ id: 'round30 robot handshake: retries not cleared', edits: [['            nRetry := 0;\n', '']], expect: items('write no-longer-written nRetry') }),
    hs({ id: 'round30 robot handshake: error not latched', edits: [['IF nRetry >= nMaxRetry THEN bError := TRUE; nStep := 99;', 'IF nRetry >= nMaxRetry THEN nStep := 99;']], expect: items('write no-longer-written bError') }),
    hs({ id: 'round30 robot handshake: ready not awaited', edits: [['IF bRobotReady THEN nStep := 20; END_IF', 'nStep := 20;']], expect: items('condition no-longer-read bRobotReady', 'write condition-changed nStep') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    hs({ id: 'round30 robot handshake: heartbeat timer renamed', edits: [['    tonHeartbeat : TON;', '    tonBlink : TON;'], ['tonHeartbeat(IN := NOT tonHeartbeat.Q, PT := T#500MS);', 'tonBlink(IN := NOT tonBlink.Q, PT := T#500MS);'], ['IF tonHeartbeat.Q THEN', 'IF tonBlink.Q THEN']], expect: items('declaration renamed tonBlink') }),
    hs({ id: 'round30 robot handshake: comment above the CASE', edits: [['CASE nStep OF', '// step chain of the robot handshake\nCASE nStep OF']], expect: items() }),
    hs({ id: 'round30 robot handshake: blank line in step 10', edits: [['    10:\n        bMotorsOn := TRUE;', '    10:\n\n        bMotorsOn := TRUE;']], expect: items() }),
    hs({ id: 'round30 robot handshake: watchdog and retries together', edits: [['tWatchdog : TIME := T#5S;', 'tWatchdog : TIME := T#10S;'], ['nMaxRetry : INT := 3;', 'nMaxRetry : INT := 1;']], expect: items('constant initial-value-changed tWatchdog', 'constant initial-value-changed nMaxRetry') }),
    // judgement: motors switched on in the idle step, before the safety PLC's permissive is checked.
    hs({ id: 'round30 robot handshake: motors on already in idle', edits: [['        bStartProgram := FALSE;\n        IF bEnable AND bSafetyPlcOk', '        bStartProgram := FALSE;\n        bMotorsOn := TRUE;\n        IF bEnable AND bSafetyPlcOk']], expect: items('write newly-written bMotorsOn !') }),
    hs({ id: 'round30 robot handshake: heartbeat stuck high', edits: [['bHeartbeat := NOT bHeartbeat;', 'bHeartbeat := TRUE;']], expect: items('write now-constant bHeartbeat') }),
    hs({ id: 'round30 robot handshake: start also needs the safety PLC', edits: [['IF nObjects > 0 AND bRobotInHome THEN', 'IF nObjects > 0 AND bRobotInHome AND bSafetyPlcOk THEN']], expect: items('condition newly-read bSafetyPlcOk !', 'write condition-changed bStartProgram !', 'write condition-changed nStep !') }),
    /* correction after the first score, an error of the writer's: a literal changed in an assignment is a constant that changes value (src-shared/impact.ts; round 20's precedent) */
    hs({ id: 'round30 robot handshake: error step number', edits: [['IF nRetry >= nMaxRetry THEN bError := TRUE; nStep := 99;', 'IF nRetry >= nMaxRetry THEN bError := TRUE; nStep := 98;']], expect: items('constant value-changed nStep') }),
    hs({ id: 'round30 robot handshake: watchdog no longer called', edits: [['tonWatchdog(IN := nStep = 30, PT := tWatchdog);\n', '']], expect: items('fb-call no-longer-called tonWatchdog') }),
  ]),
  ...from(PAL_ORIGIN, [
    // judgement: a lane's block or the freeze losing a light curtain or the guard door is safety-relevant.
    pal({ id: 'round30 palletizer: lane 1 not blocked by its light curtain', edits: [['bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;', 'bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet;']], expect: items('write value-changed bLane1Blocked !') }),
    pal({ id: 'round30 palletizer: lane 2 not blocked by its light curtain', edits: [['bLane2Blocked := nBoxesLane2 >= nBoxesPerPallet OR NOT bLightCurtainLane2;', 'bLane2Blocked := nBoxesLane2 >= nBoxesPerPallet;']], expect: items('write value-changed bLane2Blocked !') }),
    pal({ id: 'round30 palletizer: lane 1 blocked only by its curtain', edits: [['bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;', 'bLane1Blocked := NOT bLightCurtainLane1;']], expect: items('write value-changed bLane1Blocked') }),
    pal({ id: 'round30 palletizer: no freeze on the guard door', edits: [['bFrozen := NOT bEnable OR NOT bGuardDoorClosed;', 'bFrozen := NOT bEnable;']], expect: items('write value-changed bFrozen !') }),
    pal({ id: 'round30 palletizer: never frozen', edits: [['bFrozen := NOT bEnable OR NOT bGuardDoorClosed;', 'bFrozen := FALSE;']], expect: items('write now-constant bFrozen !') }),
    pal({ id: 'round30 palletizer: no freeze on the enable', edits: [['bFrozen := NOT bEnable OR NOT bGuardDoorClosed;', 'bFrozen := NOT bGuardDoorClosed;']], expect: items('write value-changed bFrozen') }),
    pal({ id: 'round30 palletizer: place without the light curtains', edits: [['IF bAtTarget AND bLightCurtainLane1 AND bLightCurtainLane2 THEN eState := E_PalState.PLACE; END_IF', 'IF bAtTarget THEN eState := E_PalState.PLACE; END_IF']], expect: items('condition no-longer-read bLightCurtainLane1 !', 'condition no-longer-read bLightCurtainLane2 !', 'write condition-changed eState !') }),
    pal({ id: 'round30 palletizer: place watching lane 1 only', edits: [[' AND bLightCurtainLane1 AND bLightCurtainLane2 THEN', ' AND bLightCurtainLane1 THEN']], expect: items('condition no-longer-read bLightCurtainLane2 !', 'write condition-changed eState !') }),
    // judgement: the speed commanded while frozen (the guard door open) is no longer zero.
    pal({ id: 'round30 palletizer: creeping while frozen', edits: [['    rSpeedScale := 0.0;', '    rSpeedScale := 0.1;']], expect: items('constant value-changed rSpeedScale !') }),
    pal({ id: 'round30 palletizer: reduced speed raised', edits: [['rSpeedReduced : REAL := 0.25;', 'rSpeedReduced : REAL := 0.5;']], expect: items('constant initial-value-changed rSpeedReduced') }),
    pal({ id: 'round30 palletizer: bigger pallet', edits: [['nBoxesPerPallet : INT := 40;', 'nBoxesPerPallet : INT := 48;']], expect: items('constant initial-value-changed nBoxesPerPallet') }),
    pal({ id: 'round30 palletizer: vacuum timeout longer', edits: [['PT := T#800MS', 'PT := T#2S']], expect: items('constant value-changed tonVacuum.PT') }),
    pal({ id: 'round30 palletizer: shorter place dwell', edits: [['PT := T#300MS', 'PT := T#100MS']], expect: items('constant value-changed tonPlace.PT') }),
    pal({ id: 'round30 palletizer: vacuum kept on a timeout', edits: [['IF tonVacuum.Q THEN\n    bVacuumOn := FALSE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonVacuum.Q', 'write no-longer-written bVacuumOn') }),
    pal({ id: 'round30 palletizer: lift without vacuum', edits: [['IF bVacuumOk THEN eState := E_PalState.LIFT_CARRY; END_IF', 'eState := E_PalState.LIFT_CARRY;']], expect: items('condition no-longer-read bVacuumOk', 'write condition-changed eState') }),
    /* correction after the first score, an error of the writer's: a literal changed in an assignment is a constant that changes value (src-shared/impact.ts; round 20's precedent) */
    pal({ id: 'round30 palletizer: second lane numbered 3', edits: [['nLane := 1; ELSE nLane := 2;', 'nLane := 1; ELSE nLane := 3;']], expect: items('constant value-changed nLane') }),
    pal({ id: 'round30 palletizer: claim without a box', edits: [['IF bBoxAtPick AND NOT (bLane1Blocked AND bLane2Blocked) THEN', 'IF NOT (bLane1Blocked AND bLane2Blocked) THEN']], expect: items('condition no-longer-read bBoxAtPick', 'write condition-changed eState') }),
    pal({ id: 'round30 palletizer: auto speed lowered', edits: [['rSpeedAuto : REAL := 1.0;', 'rSpeedAuto : REAL := 0.8;']], expect: items('constant initial-value-changed rSpeedAuto') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    pal({ id: 'round30 palletizer: freeze flag renamed', edits: [['    bFrozen : BOOL;', '    bHold : BOOL;'], ['bFrozen := NOT bEnable', 'bHold := NOT bEnable'], ['IF bFrozen THEN', 'IF bHold THEN'], ['IF NOT bFrozen THEN', 'IF NOT bHold THEN']], expect: items('declaration renamed bHold') }),
    pal({ id: 'round30 palletizer: curtain comment reworded', edits: [['    bLightCurtainLane1 : BOOL;      // TRUE = clear', '    bLightCurtainLane1 : BOOL;      // TRUE = beams of lane 1 clear']], expect: items() }),
    pal({ id: 'round30 palletizer: lane blocks reordered', edits: [['bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;\nbLane2Blocked := nBoxesLane2 >= nBoxesPerPallet OR NOT bLightCurtainLane2;', 'bLane2Blocked := nBoxesLane2 >= nBoxesPerPallet OR NOT bLightCurtainLane2;\nbLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;']], expect: items() }),
    pal({ id: 'round30 palletizer: guard and curtain both dropped', edits: [['bFrozen := NOT bEnable OR NOT bGuardDoorClosed;', 'bFrozen := NOT bEnable;'], ['bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet OR NOT bLightCurtainLane1;', 'bLane1Blocked := nBoxesLane1 >= nBoxesPerPallet;']], expect: items('write value-changed bFrozen !', 'write value-changed bLane1Blocked !') }),
    pal({ id: 'round30 palletizer: teach mode bypasses the guard door', edits: [['    bEnable : BOOL;\n', '    bEnable : BOOL;\n    bTeachMode : BOOL;\n'], ['bFrozen := NOT bEnable OR NOT bGuardDoorClosed;', 'bFrozen := NOT bEnable OR NOT (bGuardDoorClosed OR bTeachMode);']], expect: items('declaration added bTeachMode', 'write value-changed bFrozen !') }),
    pal({ id: 'round30 palletizer: retreat without reaching the target', edits: [['IF bAtTarget THEN eState := E_PalState.IDLE; END_IF', 'eState := E_PalState.IDLE;']], expect: items('condition no-longer-read bAtTarget', 'write condition-changed eState') }),
    pal({ id: 'round30 palletizer: vacuum watch without the feedback', edits: [['tonVacuum(IN := bVacuumOn AND NOT bVacuumOk, PT := T#800MS);', 'tonVacuum(IN := bVacuumOn, PT := T#800MS);']], expect: items('fb-call inputs-changed tonVacuum.IN') }),
  ]),
  ...from(HPU_ORIGIN, [
    // K1 is the e-stop relay, S21/S22 the press guard, each known only by the comment above its declaration.
    hpu({ id: 'round30 hydraulic unit: fault without the e-stop relay', edits: [['Fault := NOT K1 OR NOT OilLevelOk', 'Fault := NOT OilLevelOk']], expect: items('write value-changed Fault !') }),
    hpu({ id: 'round30 hydraulic unit: guard on one channel', edits: [['GuardOk := S21 AND S22 AND NOT ChannelTimer.Q;', 'GuardOk := S21 AND NOT ChannelTimer.Q;']], expect: items('write value-changed GuardOk !') }),
    hpu({ id: 'round30 hydraulic unit: guard forced healthy', edits: [['GuardOk := S21 AND S22 AND NOT ChannelTimer.Q;', 'GuardOk := TRUE;']], expect: items('write now-constant GuardOk !') }),
    hpu({ id: 'round30 hydraulic unit: guard without the discrepancy check', edits: [['GuardOk := S21 AND S22 AND NOT ChannelTimer.Q;', 'GuardOk := S21 AND S22;']], expect: items('write value-changed GuardOk !') }),
    hpu({ id: 'round30 hydraulic unit: discrepancy time longer', edits: [['PT := T#500MS', 'PT := T#5S']], expect: items('constant value-changed ChannelTimer.PT !') }),
    hpu({ id: 'round30 hydraulic unit: pump loaded with the guard open', edits: [['LoadValve := LoadDelay.Q AND GuardOk AND Pressure < PressMax;', 'LoadValve := LoadDelay.Q AND Pressure < PressMax;']], expect: items('write value-changed LoadValve !') }),
    hpu({ id: 'round30 hydraulic unit: pump loaded above the pressure limit', edits: [['LoadValve := LoadDelay.Q AND GuardOk AND Pressure < PressMax;', 'LoadValve := LoadDelay.Q AND GuardOk;']], expect: items('write value-changed LoadValve !') }),
    hpu({ id: 'round30 hydraulic unit: pump loaded sooner', edits: [['PT := T#3S', 'PT := T#1S']], expect: items('constant value-changed LoadDelay.PT') }),
    hpu({ id: 'round30 hydraulic unit: pressure limit raised', edits: [['PressMax : INT := 2400;', 'PressMax : INT := 3000;']], expect: items('constant initial-value-changed PressMax') }),
    hpu({ id: 'round30 hydraulic unit: pressure setpoint raised', edits: [['SetPress : INT := 1800;', 'SetPress : INT := 2000;']], expect: items('constant initial-value-changed SetPress') }),
    // docs/safety.md: a write that switched a physical output off (`:= 0`) now copies a value under the guard's ELSE.
    hpu({ id: 'round30 hydraulic unit: pressure setpoint kept with the guard open', edits: [['    PressureSetpoint := 0;', '    PressureSetpoint := SetPress;']], expect: items('write value-changed PressureSetpoint !') }),
    hpu({ id: 'round30 hydraulic unit: trip temperature raised', edits: [['TempTrip : INT := 700;', 'TempTrip : INT := 800;']], expect: items('constant initial-value-changed TempTrip') }),
    hpu({ id: 'round30 hydraulic unit: cooler hysteresis wider', edits: [['ELSIF OilTemp < TempHigh - 50 THEN', 'ELSIF OilTemp < TempHigh - 100 THEN']], expect: items('constant value-changed OilTemp') }),
    hpu({ id: 'round30 hydraulic unit: cooler start temperature', edits: [['TempHigh : INT := 600;', 'TempHigh : INT := 550;']], expect: items('constant initial-value-changed TempHigh') }),
    // docs/safety.md: a physical output's value loses a conjunct.
    hpu({ id: 'round30 hydraulic unit: heater without the oil level', edits: [['Heater := OilTemp < TempLow AND OilLevelOk;', 'Heater := OilTemp < TempLow;']], expect: items('write value-changed Heater !') }),
    hpu({ id: 'round30 hydraulic unit: heater forced on', edits: [['Heater := OilTemp < TempLow AND OilLevelOk;', 'Heater := TRUE;']], expect: items('write now-constant Heater !') }),
    // Running drives PumpMotor: its switch-on loses a conjunct, and the signal no longer read is flagged too.
    hpu({ id: 'round30 hydraulic unit: start ignores the fault', edits: [['IF StartPB AND NOT Fault THEN Running := TRUE; END_IF', 'IF StartPB THEN Running := TRUE; END_IF']], expect: items('condition no-longer-read Fault !', 'write condition-changed Running !') }),
    hpu({ id: 'round30 hydraulic unit: fault no longer stops the pump', edits: [['IF NOT OffPB OR Fault THEN Running := FALSE; END_IF', 'IF NOT OffPB THEN Running := FALSE; END_IF']], expect: items('condition no-longer-read Fault !', 'write condition-changed Running !') }),
    hpu({ id: 'round30 hydraulic unit: pump runs on the start button', edits: [['PumpMotor := Running;', 'PumpMotor := StartPB OR Running;']], expect: items('write value-changed PumpMotor !') }),
    hpu({ id: 'round30 hydraulic unit: fault lamp without the overload', edits: [['FaultLamp := FilterClogged OR MotorOverload;', 'FaultLamp := FilterClogged;']], expect: items('write value-changed FaultLamp') }),
    // Fault is a trip (read only as NOT Fault and as the guard of the switch-off): an alternative lost trips less.
    hpu({ id: 'round30 hydraulic unit: overload no longer a fault', edits: [[' OR MotorOverload OR OilTemp > TempTrip;', ' OR OilTemp > TempTrip;']], expect: items('write value-changed Fault !') }),
    hpu({ id: 'round30 hydraulic unit: low oil no longer a fault', edits: [['Fault := NOT K1 OR NOT OilLevelOk OR MotorOverload', 'Fault := NOT K1 OR MotorOverload']], expect: items('write value-changed Fault !') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    hpu({ id: 'round30 hydraulic unit: run flag renamed', edits: [['    Running : BOOL;', '    PumpRun : BOOL;'], ['THEN Running := TRUE;', 'THEN PumpRun := TRUE;'], ['THEN Running := FALSE;', 'THEN PumpRun := FALSE;'], ['PumpMotor := Running;', 'PumpMotor := PumpRun;'], ['LoadDelay(IN := Running,', 'LoadDelay(IN := PumpRun,']], expect: items('declaration renamed PumpRun') }),
    hpu({ id: 'round30 hydraulic unit: push button comment', edits: [['(* NC push button *)', '(* NC push button on the panel door *)']], expect: items() }),
    hpu({ id: 'round30 hydraulic unit: e-stop relay moved', edits: [['K1 AT %IX0.2 : BOOL;', 'K1 AT %IX1.2 : BOOL;']], expect: items('declaration address-changed K1 !') }),
    hpu({ id: 'round30 hydraulic unit: guard channel 2 moved', edits: [['S22 AT %IX0.7 : BOOL;', 'S22 AT %IX1.7 : BOOL;']], expect: items('declaration address-changed S22 !') }),
    hpu({ id: 'round30 hydraulic unit: one channel and a longer discrepancy', edits: [['GuardOk := S21 AND S22 AND NOT ChannelTimer.Q;', 'GuardOk := S22 AND NOT ChannelTimer.Q;'], ['PT := T#500MS', 'PT := T#2S']], expect: items('write value-changed GuardOk !', 'constant value-changed ChannelTimer.PT !') }),
    hpu({ id: 'round30 hydraulic unit: spaces in the pump write', edits: [['PumpMotor := Running;', 'PumpMotor   :=   Running;']], expect: items() }),
    hpu({ id: 'round30 hydraulic unit: setpoint analogue output moved', edits: [['PressureSetpoint AT %QW0 : INT;', 'PressureSetpoint AT %QW2 : INT;']], expect: items('declaration address-changed PressureSetpoint') }),
    hpu({ id: 'round30 hydraulic unit: pump load without the delay', edits: [['LoadValve := LoadDelay.Q AND GuardOk AND Pressure < PressMax;', 'LoadValve := Running AND GuardOk AND Pressure < PressMax;']], expect: items('write value-changed LoadValve') }),
  ]),
  ...from(AXIS_ORIGIN, [
    ax({ id: 'round30 transfer axis: power without the STO feedback', edits: [['Enable := bEnable AND bStoOk,', 'Enable := bEnable,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    ax({ id: 'round30 transfer axis: power forced', edits: [['Enable := bEnable AND bStoOk,', 'Enable := TRUE,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    ax({ id: 'round30 transfer axis: power on the STO feedback alone', edits: [['Enable := bEnable AND bStoOk,', 'Enable := bStoOk,']], expect: items('fb-call inputs-changed fbPower.Enable !') }), // corrected by the lead (fail closed): MC_Power's Enable switches the drive's power, a physical effect through the axis the code cannot see as a %Q; it losing a conjunct is flagged as a physical output's permissive would be, even with the STO feedback kept
    ax({ id: 'round30 transfer axis: forward limit bypassed', edits: [['Enable_Positive := bLimitFwd', 'Enable_Positive := TRUE']], expect: items('fb-call inputs-changed fbPower.Enable_Positive') }),
    ax({ id: 'round30 transfer axis: limits swapped', edits: [['Enable_Positive := bLimitFwd, Enable_Negative := bLimitBwd', 'Enable_Positive := bLimitBwd, Enable_Negative := bLimitFwd']], expect: items('fb-call inputs-changed fbPower.Enable_Positive', 'fb-call inputs-changed fbPower.Enable_Negative') }),
    ax({ id: 'round30 transfer axis: override halved', edits: [['Override := 100.0', 'Override := 50.0']], expect: items('constant value-changed fbPower.Override') }),
    ax({ id: 'round30 transfer axis: faster', edits: [['fVelocity : LREAL := 120.0;', 'fVelocity : LREAL := 200.0;']], expect: items('constant initial-value-changed fVelocity') }),
    ax({ id: 'round30 transfer axis: harder ramps', edits: [['fAccel : LREAL := 500.0;', 'fAccel : LREAL := 1000.0;']], expect: items('constant initial-value-changed fAccel') }),
    ax({ id: 'round30 transfer axis: longer stroke', edits: [['fMaxPos : LREAL := 1450.0;', 'fMaxPos : LREAL := 1600.0;']], expect: items('constant initial-value-changed fMaxPos') }),
    ax({ id: 'round30 transfer axis: window without its lower bound', edits: [['bPosOk := fTargetPos >= 0.0 AND fTargetPos <= fMaxPos;', 'bPosOk := fTargetPos <= fMaxPos;']], expect: items('write value-changed bPosOk') }),
    ax({ id: 'round30 transfer axis: move without the window', edits: [['Execute := bMove AND fbPower.Status AND bPosOk,', 'Execute := bMove AND fbPower.Status,']], expect: items('fb-call inputs-changed fbMove.Execute') }),
    ax({ id: 'round30 transfer axis: halt no longer called', edits: [['fbHalt(Axis := Axis, Execute := NOT bMove AND fbMove.Busy, Deceleration := fAccel);\n', '']], expect: items('fb-call no-longer-called fbHalt') }),
    ax({ id: 'round30 transfer axis: halt with its own deceleration', edits: [['fbHalt(Axis := Axis, Execute := NOT bMove AND fbMove.Busy, Deceleration := fAccel);', 'fbHalt(Axis := Axis, Execute := NOT bMove AND fbMove.Busy, Deceleration := 2000.0);']], expect: items('fb-call inputs-changed fbHalt.Deceleration') }),
    ax({ id: 'round30 transfer axis: reset while powered', edits: [['Execute := bReset AND NOT fbPower.Status', 'Execute := bReset']], expect: items('fb-call inputs-changed fbReset.Execute') }),
    ax({ id: 'round30 transfer axis: ready despite an error', edits: [['bReady := fbPower.Status AND NOT fbPower.Error;', 'bReady := fbPower.Status;']], expect: items('write value-changed bReady') }),
    ax({ id: 'round30 transfer axis: reset error not reported', edits: [['bError := fbPower.Error OR fbMove.Error OR fbReset.Error;', 'bError := fbPower.Error OR fbMove.Error;']], expect: items('write value-changed bError') }),
    ax({ id: 'round30 transfer axis: in position on abort too', edits: [['bInPos := fbMove.Done;', 'bInPos := fbMove.Done OR fbMove.CommandAborted;']], expect: items('write value-changed bInPos') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    ax({ id: 'round30 transfer axis: window flag renamed', edits: [['    bPosOk : BOOL;', '    bTargetInWindow : BOOL;'], ['bPosOk := fTargetPos', 'bTargetInWindow := fTargetPos'], ['AND bPosOk,', 'AND bTargetInWindow,']], expect: items('declaration renamed bTargetInWindow') }),
    ax({ id: 'round30 transfer axis: STO comment reworded', edits: [['// STO feedback from the safety PLC, TRUE = torque allowed', '// STO feedback (safety PLC): TRUE = torque may be switched on']], expect: items() }),
    ax({ id: 'round30 transfer axis: spaces in the reset call', edits: [['fbReset(Axis := Axis, Execute := bReset AND NOT fbPower.Status);', 'fbReset( Axis := Axis,  Execute := bReset AND NOT fbPower.Status );']], expect: items() }),
    ax({ id: 'round30 transfer axis: outputs reordered', edits: [['bReady := fbPower.Status AND NOT fbPower.Error;\nbInPos := fbMove.Done;', 'bInPos := fbMove.Done;\nbReady := fbPower.Status AND NOT fbPower.Error;']], expect: items() }),
    ax({ id: 'round30 transfer axis: STO moved from the power to the move', edits: [['Enable := bEnable AND bStoOk,', 'Enable := bEnable,'], ['Execute := bMove AND fbPower.Status AND bPosOk,', 'Execute := bMove AND fbPower.Status AND bPosOk AND bStoOk,']], expect: items('fb-call inputs-changed fbPower.Enable !', 'fb-call inputs-changed fbMove.Execute !') }),
    ax({ id: 'round30 transfer axis: speed and ramps together', edits: [['fVelocity : LREAL := 120.0;', 'fVelocity : LREAL := 90.0;'], ['fAccel : LREAL := 500.0;', 'fAccel : LREAL := 300.0;']], expect: items('constant initial-value-changed fVelocity', 'constant initial-value-changed fAccel') }),
    ax({ id: 'round30 transfer axis: move at a fixed speed', edits: [['Velocity := fVelocity,', 'Velocity := 60.0,']], expect: items('fb-call inputs-changed fbMove.Velocity') }),
    /* correction after the first score, an error of the writer's: a renamed item's subject is its new name (docs/impact-accuracy.md, round 22) */
    ax({ id: 'round30 transfer axis: STO input renamed with its use', edits: [['    bStoOk : BOOL;', '    bTorqueAllowed : BOOL;'], ['Enable := bEnable AND bStoOk,', 'Enable := bEnable AND bTorqueAllowed,']], expect: items('declaration renamed bTorqueAllowed !') }),
    ax({ id: 'round30 transfer axis: halt also on a lost STO', edits: [['Execute := NOT bMove AND fbMove.Busy,', 'Execute := (NOT bMove OR NOT bStoOk) AND fbMove.Busy,']], expect: items('fb-call inputs-changed fbHalt.Execute !') }),
  ]),
];
