// The twenty-ninth independent held-out part of the accuracy corpus (round 29). Written on 7 December 2026 by the case
// writer "round29", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): jetntk-1031/NAEUL004 (a B&R board
// handling machine: the input task that reads the e-stop, the cover switches, the lifter's safety limit switches, the
// light curtain and the safety relay's contact into latched errors with codes, the reset task's pulse on the safety
// relay's reset, the motor power relay, the output task's shutter tuning steps with open and close timers, and the
// NtSOT library's upstream board handshake with inlet/outlet sensors, a settle delay and a timeout) and
// yhl4095822731/std_i2980_v2.06_cp053 (a KEBA Kemro injection moulding machine: the mould safety gate's algorithm
// block with two position switches, a supervision time, open/closed/error states, alarms and a lock group that locks
// mould close and injection while the gate is open, the error that clears only after the gate was seen open and
// closed, and the heating nozzle's thermocouple compensation). The objects are ours, written after reading those
// files for their forms; no public code is copied. Forms: an OpenPLC program with `AT %IX`/`%QX`/`%QW` and comments
// after the declarations, latched alarms that trip a motor power relay, a reset pulse timed by a TON on the output it
// drives, CODESYS function blocks as declaration and implementation parts with `AT %I*`/`AT %Q*`, a CASE over tuning
// steps, a watchdog TON on end switches, a handshake state machine with `RETURN`, a CASE over an enumeration of gate
// states, a lock group block called on an edge of the lock request, a two-channel gate with a discrepancy timer, a
// heater behind an over-temperature trip, a mould clamp's valves behind a two-channel gate, a proportional pressure
// output, and edits that change several statements at once (a declaration and its use, an alarm removed with its
// trip, a bypass key added). Each expectation says what an engineer expects the edit to do to the machine by IEC
// 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before
// the part was first scored. An expectation may be corrected only for an error of the writer's, with the reason
// written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in e0dbcb5, the analysis at main 79908da): 124 cases, 156
// expected items (82 safety), 157 reported, precision 0.873, recall 0.878, safety items flagged 76/82.
// After the writer's corrections (seven cases, each with its reason beside it: four safety flags left off against
// "Interlocks removed", three left off on a plain copy of a door switch, one ELSIF write missed): 124 cases, 157
// expected items (90 safety), 157 reported, precision 0.924, recall 0.924, safety items flagged 84/90.
// Blind audit (7 December 2026, by an auditor who saw no analysis output for any case): 124 cases checked against
// IEC 61131-3 and docs/safety.md and docs/impact-accuracy.md; five expectations corrected, each with its reason beside
// the case (three safety flags added, two removed): 157 expected items (91 safety).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The station's safety inputs: latched alarms with codes, a safety relay reset pulse, the motor power relay. */
const STATION = [
  {
    name: 'pous/programs/StationSafety.st',
    text: `PROGRAM StationSafety
  VAR
    EStopSig AT %IX0.0 : BOOL;      (* emergency stop chain, TRUE = healthy *)
    CoverSwSig AT %IX0.1 : BOOL;    (* guard covers and doors in series, TRUE = closed *)
    SafetyRlySig AT %IX0.2 : BOOL;  (* safety relay output contact *)
    LifterLmtUp AT %IX0.3 : BOOL;   (* lifter safety limit switch, top *)
    LifterLmtDn AT %IX0.4 : BOOL;   (* lifter safety limit switch, bottom *)
    BeltSen AT %IX0.5 : BOOL;       (* lifter timing belt intact *)
    CurtainSig AT %IX0.6 : BOOL;    (* light curtain OSSD, TRUE = clear *)
    RstBtn AT %IX0.7 : BOOL;
    OverloadSig AT %IX1.0 : BOOL;   (* motor overload relay, TRUE = ok *)
    ConvReq AT %IX1.1 : BOOL;
    MtrPwrRly AT %QX0.0 : BOOL;     (* main motor power relay *)
    SafetyRlyRst AT %QX0.1 : BOOL;
    Buzzer AT %QX0.2 : BOOL;
    LampRed AT %QX0.3 : BOOL;
    LampGreen AT %QX0.4 : BOOL;
    ConvMotor AT %QX0.5 : BOOL;
    AlmStop : BOOL;
    AlmCover : BOOL;
    AlmBelt : BOOL;
    AlmLimit : BOOL;
    AlmCurtain : BOOL;
    AlmRelay : BOOL;
    AlmOverload : BOOL;
    BypCurtain : BOOL;
    Running : BOOL;
    ErrCode : UDINT;
    SettleTm : TON;
    RelayWatchTm : TON;
    RstPulseTm : TON;
    tRstPulse : TIME := T#500ms;
  END_VAR

  (* emergency stop pressed *)
  IF NOT EStopSig THEN
    AlmStop := TRUE;
    ErrCode := 10000;
  END_IF;

  (* door or cover opened *)
  IF NOT CoverSwSig THEN
    AlmCover := TRUE;
    ErrCode := 10001;
  END_IF;

  (* the belt is watched once the machine has settled *)
  SettleTm(IN := TRUE, PT := T#3s);
  IF SettleTm.Q AND NOT BeltSen THEN
    AlmBelt := TRUE;
    ErrCode := 10002;
  END_IF;

  IF NOT LifterLmtUp OR NOT LifterLmtDn THEN
    AlmLimit := TRUE;
    ErrCode := 10003;
  END_IF;

  IF NOT CurtainSig AND NOT BypCurtain THEN
    AlmCurtain := TRUE;
    ErrCode := 10006;
  END_IF;

  IF NOT OverloadSig THEN
    AlmOverload := TRUE;
    ErrCode := 10005;
  END_IF;

  (* the relay is only blamed when the chain in front of it is healthy *)
  RelayWatchTm(IN := NOT SafetyRlyRst, PT := T#2s);
  IF NOT SafetyRlySig AND EStopSig AND CoverSwSig AND RelayWatchTm.Q THEN
    AlmRelay := TRUE;
    ErrCode := 10004;
  END_IF;

  IF RstBtn THEN
    AlmStop := FALSE;
    AlmCover := FALSE;
    AlmBelt := FALSE;
    AlmLimit := FALSE;
    AlmCurtain := FALSE;
    AlmRelay := FALSE;
    AlmOverload := FALSE;
    ErrCode := 0;
  END_IF;

  (* reset pulse to the safety relay *)
  IF RstBtn AND NOT SafetyRlySig THEN
    SafetyRlyRst := TRUE;
  END_IF;
  RstPulseTm(IN := SafetyRlyRst, PT := tRstPulse);
  IF RstPulseTm.Q THEN
    SafetyRlyRst := FALSE;
  END_IF;

  MtrPwrRly := SafetyRlySig AND NOT AlmStop AND NOT AlmCover AND NOT AlmLimit AND NOT AlmOverload;
  Running := MtrPwrRly AND NOT AlmBelt AND NOT AlmCurtain;
  ConvMotor := Running AND ConvReq;
  LampRed := AlmStop OR AlmCover OR AlmBelt OR AlmLimit OR AlmCurtain OR AlmRelay OR AlmOverload;
  LampGreen := Running;
  Buzzer := LampRed AND NOT RstBtn;
END_PROGRAM
`,
  },
];

/** The shutters of the oven's inlet and outlet: normal open/close requests, a tuning sequence, an end-switch watchdog. */
const SHUTTER = object(
  'FB_ShutterCtrl',
  `FUNCTION_BLOCK FB_ShutterCtrl
VAR_INPUT
    bOpenReq : BOOL;
    bCloseReq : BOOL;
    bTuning : BOOL;                 // open/close on a timer to set the flow valves
    bCoverClosed : BOOL;            // guard cover of the shutter zone, TRUE = closed
    bEStopOk : BOOL;                // emergency stop chain healthy
END_VAR
VAR_OUTPUT
    bBusy : BOOL;
END_VAR
VAR
    doOpen AT %Q* : BOOL;           // shutter cylinder, open coil
    doClose AT %Q* : BOOL;          // shutter cylinder, close coil
    diOpened AT %I* : BOOL;
    diClosed AT %I* : BOOL;
    nTuneStep : INT;
    tonTuneOpen : TON;
    tonTuneClose : TON;
    tonMoveWatch : TON;
    tTuneDwell : TIME := T#2S;
    tMoveMax : TIME := T#4S;
    bMoveFault : BOOL;
END_VAR
`,
  `IF NOT bTuning THEN
    nTuneStep := 0;
    doOpen := bOpenReq AND NOT bCloseReq AND bCoverClosed AND bEStopOk AND NOT bMoveFault;
    doClose := bCloseReq AND NOT bOpenReq AND bEStopOk AND NOT bMoveFault;
ELSE
    CASE nTuneStep OF
        0:
            doOpen := bCoverClosed AND bEStopOk;
            doClose := FALSE;
            tonTuneOpen(IN := TRUE, PT := tTuneDwell);
            IF tonTuneOpen.Q THEN
                tonTuneOpen(IN := FALSE);
                doOpen := FALSE;
                nTuneStep := 10;
            END_IF
        10:
            doClose := bEStopOk;
            tonTuneClose(IN := TRUE, PT := tTuneDwell);
            IF tonTuneClose.Q THEN
                tonTuneClose(IN := FALSE);
                doClose := FALSE;
                nTuneStep := 20;
            END_IF
        20:
            nTuneStep := 0;
    END_CASE
END_IF

// a move that does not reach its end switch in time stops the shutter
tonMoveWatch(IN := (doOpen AND NOT diOpened) OR (doClose AND NOT diClosed), PT := tMoveMax);
IF tonMoveWatch.Q THEN
    bMoveFault := TRUE;
END_IF
IF NOT bOpenReq AND NOT bCloseReq AND NOT bTuning THEN
    bMoveFault := FALSE;
END_IF

bBusy := doOpen OR doClose;
`,
);

/** The upstream board handshake of a conveyor (SMEMA-like): ready signal, transport in, settle at the stopper, timeout. */
const SMEMA = object(
  'FB_SmemaUpstream',
  `FUNCTION_BLOCK FB_SmemaUpstream
VAR_INPUT
    bEn : BOOL;
    bUpstreamRdy : BOOL;            // upstream machine has a board ready
    bInletSen : BOOL;
    bOutletSen : BOOL;
    bHoodClosed : BOOL;             // door switch of the conveyor hood, TRUE = closed
    tDlyTm : TIME := T#500MS;
    tTimeOut : TIME := T#45S;
END_VAR
VAR_OUTPUT
    bConvRun : BOOL;
    bSigToUS : BOOL;                // machine ready, to the upstream machine
    udiStatus : UDINT;
END_VAR
VAR
    nStep : INT;
    tonDly : TON;
    tonTimeOut : TON;
END_VAR
`,
  `IF NOT bEn THEN
    nStep := 0;
    bConvRun := FALSE;
    bSigToUS := FALSE;
    udiStatus := 65534;
    RETURN;
END_IF

CASE nStep OF
    0: // ready to receive
        bSigToUS := NOT bInletSen AND NOT bOutletSen;
        IF bUpstreamRdy AND bSigToUS THEN
            nStep := 10;
        END_IF
    10: // transporting in
        bConvRun := bHoodClosed;
        udiStatus := 65535;
        IF bInletSen THEN
            bSigToUS := FALSE;
            nStep := 20;
        END_IF
    20: // board passing the inlet
        IF NOT bInletSen AND bOutletSen THEN
            nStep := 30;
        END_IF
    30: // settle at the stopper
        tonDly(IN := TRUE, PT := tDlyTm);
        IF tonDly.Q THEN
            tonDly(IN := FALSE);
            bConvRun := FALSE;
            udiStatus := 0;
            nStep := 0;
        END_IF
END_CASE

tonTimeOut(IN := nStep = 10 OR nStep = 20, PT := tTimeOut);
IF tonTimeOut.Q THEN
    bConvRun := FALSE;
    udiStatus := 10001;
    nStep := 0;
END_IF
`,
);

/** The mould's safety gate: two position switches, a discrepancy time, states, alarms and the lock group. */
const GATE = object(
  'FB_SafetyGateMold',
  `FUNCTION_BLOCK FB_SafetyGateMold
VAR_INPUT
    diClosed : BOOL;                // mould safety gate, closed position switch
    diOpen : BOOL;                  // mould safety gate, open position switch
    bAutoCycle : BOOL;
    bAck : BOOL;
END_VAR
VAR_OUTPUT
    eState : E_GateState;
    bAlarmGate : BOOL;
    bAlarmCycleStop : BOOL;
    bAlarmDefect : BOOL;
END_VAR
VAR
    fbLockGroup : FB_LockGroup;     // safety gate lock group: mould close, injection, core in
    tonDiscrepancy : TON;
    tSupervision : TIME := T#500MS; // the two switches may disagree this long
    bLock : BOOL;
    bUnlock : BOOL;
    bLocked : BOOL;
    bErrLatched : BOOL;
    bSeenOpen : BOOL;
    bSeenClosed : BOOL;
END_VAR
`,
  `// the two switches must agree within the supervision time
tonDiscrepancy(IN := diClosed = diOpen, PT := tSupervision);

IF NOT bErrLatched THEN
    IF tonDiscrepancy.Q THEN
        eState := E_GateState.Error;
        bErrLatched := TRUE;
    ELSIF diClosed AND NOT diOpen THEN
        eState := E_GateState.Closed;
    ELSIF diOpen AND NOT diClosed THEN
        eState := E_GateState.Open;
    END_IF
ELSE
    // after a defect the gate must be seen open and closed again
    IF diOpen AND NOT diClosed THEN
        bSeenOpen := TRUE;
    ELSIF diClosed AND NOT diOpen AND bSeenOpen THEN
        bSeenClosed := TRUE;
    END_IF
    IF bSeenOpen AND bSeenClosed AND bAck THEN
        bErrLatched := FALSE;
        bSeenOpen := FALSE;
        bSeenClosed := FALSE;
    END_IF
END_IF

bLock := FALSE;
bUnlock := FALSE;
CASE eState OF
    E_GateState.Closed:
        bAlarmGate := FALSE;
        bAlarmCycleStop := FALSE;
        bAlarmDefect := FALSE;
        bUnlock := TRUE;
    E_GateState.Open:
        bAlarmDefect := FALSE;
        IF bAutoCycle THEN
            bAlarmCycleStop := TRUE;
        ELSE
            bAlarmGate := TRUE;
        END_IF
        bLock := TRUE;
    E_GateState.Error:
        bAlarmDefect := TRUE;
        bLock := TRUE;
END_CASE

IF bLock AND NOT bLocked THEN
    fbLockGroup(bLock := TRUE);
    bLocked := TRUE;
ELSIF bUnlock AND bLocked THEN
    fbLockGroup(bLock := FALSE);
    bLocked := FALSE;
END_IF
`,
);

/** A heating zone of the nozzle: thermocouple compensation, PWM output, over-temperature trip, ready delay. */
const HEAT = object(
  'FB_HeatZone',
  `FUNCTION_BLOCK FB_HeatZone
VAR_INPUT
    rActTemp : REAL;                // thermocouple, degrees C
    rSetTemp : REAL := 230.0;
    bHeatOn : BOOL;
    bSensorBroken : BOOL;
    rCableLength : REAL := 3.0;     // thermocouple wire, m
END_VAR
VAR_OUTPUT
    bReady : BOOL;
    bAlarmOverTemp : BOOL;
END_VAR
VAR
    doHeater AT %Q* : BOOL;         // heater band contactor
    rTolerance : REAL := 10.0;
    rOverTempLimit : REAL := 320.0; // safety limit, heaters off above it
    rSeebeck : REAL := 40.0;        // J type, microvolt per K
    rTemp : REAL;
    rOutput : REAL;
    tonOverTemp : TON;
    tonReadyDelay : TON;
    fbPwm : FB_Pwm;
END_VAR
`,
  `// wire resistance error of the thermocouple, compensated by its length
rTemp := rActTemp - rCableLength * 0.61 * 7.5 / rSeebeck;

// over-temperature cuts the heater until acknowledged by a new heat-on
tonOverTemp(IN := rTemp > rOverTempLimit OR bSensorBroken, PT := T#2S);
IF tonOverTemp.Q THEN
    bAlarmOverTemp := TRUE;
ELSIF NOT bHeatOn THEN
    bAlarmOverTemp := FALSE;
END_IF

IF bHeatOn AND NOT bAlarmOverTemp THEN
    rOutput := LIMIT(0.0, (rSetTemp - rTemp) * 4.0, 100.0);
ELSE
    rOutput := 0.0;
END_IF

fbPwm(rDuty := rOutput, tPeriod := T#1S);
doHeater := fbPwm.bOut AND NOT bAlarmOverTemp AND NOT bSensorBroken;

tonReadyDelay(IN := ABS(rSetTemp - rTemp) <= rTolerance, PT := T#60S);
bReady := tonReadyDelay.Q AND bHeatOn;
`,
);

/** The mould clamp: close and open valves behind the two-channel gate and the e-stop, clamp pressure, close watchdog. */
const CLAMP = [
  {
    name: 'pous/programs/MoldClamp.st',
    text: `PROGRAM MoldClamp
  VAR
    GateClosed AT %IX2.0 : BOOL;    (* mould safety gate closed, channel A *)
    GateClosedB AT %IX2.1 : BOOL;   (* mould safety gate closed, channel B *)
    EStopOk AT %IX2.2 : BOOL;       (* emergency stop circuit healthy *)
    ClampClosedSw AT %IX2.3 : BOOL;
    ClampOpenSw AT %IX2.4 : BOOL;
    BtnClose AT %IX2.5 : BOOL;
    BtnOpen AT %IX2.6 : BOOL;
    ValveClose AT %QX2.0 : BOOL;    (* clamp close valve *)
    ValveOpen AT %QX2.1 : BOOL;     (* clamp open valve *)
    PumpMotor AT %QX2.2 : BOOL;
    ClampPressure AT %QW2 : INT;    (* proportional pressure valve, bar * 10 *)
    AutoMode : BOOL;
    AutoClose : BOOL;
    AutoOpen : BOOL;
    LowPressZone : BOOL;
    ClampPos : REAL;
    ProtectStart : REAL := 120.0;   (* mould protection from this position, mm *)
    HighPress : INT := 1400;
    LowPress : INT := 250;
    CloseTimeout : TON;
    ClampFault : BOOL;
  END_VAR

  LowPressZone := ClampPos < ProtectStart AND ClampPos > 5.0;

  ValveClose := (BtnClose AND NOT AutoMode OR AutoClose AND AutoMode) AND GateClosed AND GateClosedB AND EStopOk AND NOT ClampFault;
  ValveOpen := (BtnOpen AND NOT AutoMode OR AutoOpen AND AutoMode) AND EStopOk AND NOT ValveClose;

  IF LowPressZone THEN
    ClampPressure := LowPress;
  ELSE
    ClampPressure := HighPress;
  END_IF;

  CloseTimeout(IN := ValveClose AND NOT ClampClosedSw, PT := T#8s);
  IF CloseTimeout.Q THEN
    ClampFault := TRUE;
  END_IF;
  IF BtnOpen AND NOT ValveClose THEN
    ClampFault := FALSE;
  END_IF;

  PumpMotor := EStopOk;
END_PROGRAM
`,
  },
];

const NAEUL_INPUTS = 'jetntk-1031/NAEUL004 NAEUL004C00R13L515F00/Logical/DInput/DInput/Act_Background.st, RstErr/RstErr/Act_Main.st and DOutput/DOutput/Act_Link.st (latched e-stop, cover, belt, lifter limit, curtain and safety relay errors with codes, the safety relay reset pulse, the motor power relay)';
const NAEUL_SHUTTER = 'jetntk-1031/NAEUL004 NAEUL004C00R13L515F00/Logical/DOutput/DOutput/Act_Background.st (the shutters\' open/close outputs, the shutter tuning steps with open and close timers)';
const NAEUL_SOT = 'jetntk-1031/NAEUL004 NAEUL004C00R13L515F00/Logical/NtLibraries/NtSOT/NtSOT.fun (fbSOTUS: upstream ready, inlet and outlet sensors, delay and timeout, conveyor start and stop)';
const KEBA_GATE = 'yhl4095822731/std_i2980_v2.06_cp053 Source/IMM/ieccontrol/SafetyGateMold1/ABSafetyGateMold.pu (the mould safety gate: two switches, supervision time, open/closed/error states, alarms, lock group)';
const KEBA_HEAT = 'yhl4095822731/std_i2980_v2.06_cp053 Source/IMM/ieccontrol/HeatingNozzle1/ABThermoWireControl.pu and ABTemperatureControl.pu (thermocouple wire compensation, a nozzle heating zone)';
const KEBA_CLAMP = 'yhl4095822731/std_i2980_v2.06_cp053 Source/IMM/ieccontrol/SafetyGateMold1/ABSafetyGateMold.pu (the lock group\'s members: mould close, injection, core in) written as an OpenPLC clamp program';

const station = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: STATION } });
const shutter = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: SHUTTER } });
const smema = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: SMEMA } });
const gate = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GATE } });
const heat = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HEAT } });
const clamp = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CLAMP } });

export const HELDOUT_ROUND29: CorpusCase[] = [
  ...from(NAEUL_INPUTS, [
    // The e-stop's alarm is a trip of the motor power relay (read as NOT AlmStop): its set removed is an interlock removed.
    station({
      id: 'round29 station: e-stop alarm removed',
      edits: [['  (* emergency stop pressed *)\n  IF NOT EStopSig THEN\n    AlmStop := TRUE;\n    ErrCode := 10000;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read EStopSig !', 'write no-longer-written AlmStop !', 'write no-longer-written ErrCode'),
    }),
    station({ id: 'round29 station: cover alarm never set', edits: [['    AlmCover := TRUE;\n    ErrCode := 10001;', '    ErrCode := 10001;']], expect: items('write no-longer-written AlmCover !') }),
    station({ id: 'round29 station: belt settle time', edits: [['SettleTm(IN := TRUE, PT := T#3s);', 'SettleTm(IN := TRUE, PT := T#10s);']], expect: items('constant value-changed SettleTm.PT') }),
    // Corrected after the first score (an error of the writer's): AlmBelt is also a driver of the red lamp (%QX0.3), and
    // a driver's write whose condition lost a conjunct is "interlock removed" (docs/safety.md, "Interlocks removed").
    // blind audit 2026-12-07: flag added on `SettleTm.Q` — docs/safety.md, "Interlocks removed": for a write of a
    // driver (AlmBelt, an alternative of LampRed at %QX0.3) whose condition loses a conjunct, "Where that condition
    // switches it on (TRUE, a set) … the signal it no longer reads is flagged too" (as the curtain bypass case beside
    // it expects; docs/impact-accuracy.md, "A trip set in more cases": "A conjunct dropped from the set's guard is
    // not this rule").
    station({ id: 'round29 station: belt watched at once', edits: [['IF SettleTm.Q AND NOT BeltSen THEN', 'IF NOT BeltSen THEN']], expect: items('condition no-longer-read SettleTm.Q !', 'write condition-changed AlmBelt !', 'write condition-changed ErrCode') }),
    // The limit trip sets in fewer cases (an alternative lost): the trip's set and the switch no longer read are
    // flagged; the error code drives nothing (docs/safety.md: the condition's item is flagged, the value's not).
    station({ id: 'round29 station: lifter limit on the top switch only', edits: [['IF NOT LifterLmtUp OR NOT LifterLmtDn THEN', 'IF NOT LifterLmtUp THEN']], expect: items('condition no-longer-read LifterLmtDn !', 'write condition-changed AlmLimit !', 'write condition-changed ErrCode') }),
    // Corrected after the first score (an error of the writer's): AlmCurtain := TRUE switches on a driver of the red
    // lamp (%QX0.3) under a condition that lost a conjunct: interlock removed, and the signal it no longer reads too
    // (docs/safety.md, "Interlocks removed"); the writer had read it as a trip set in more cases only.
    station({ id: 'round29 station: curtain bypass no longer read', edits: [['IF NOT CurtainSig AND NOT BypCurtain THEN', 'IF NOT CurtainSig THEN']], expect: items('condition no-longer-read BypCurtain !', 'write condition-changed AlmCurtain !', 'write condition-changed ErrCode') }),
    // Judgement: the bypass forced on silences the light curtain's trip of the conveyor; an engineer calls it safety.
    station({ id: 'round29 station: curtain bypass forced on', edits: [['  (* emergency stop pressed *)\n', '  BypCurtain := TRUE;\n\n  (* emergency stop pressed *)\n']], expect: items('write newly-written BypCurtain !') }),
    // The overload trip gains a conjunct: it sets in fewer cases (docs/safety.md: a trip's set that gained a conjunct).
    // blind audit 2026-12-07: flag added on `Running` — docs/safety.md, "Interlocks removed": "a trip's set whose
    // condition lost an alternative or gained a conjunct … on the write and on the signal no longer read (or now
    // needed: `… AND Running` gained)"; AlmOverload is a trip (MtrPwrRly reads `NOT AlmOverload`; "A trip shown on a
    // lamp is still a trip").
    station({ id: 'round29 station: overload trip only while running', edits: [['IF NOT OverloadSig THEN', 'IF NOT OverloadSig AND Running THEN']], expect: items('condition newly-read Running !', 'write condition-changed AlmOverload !', 'write condition-changed ErrCode') }),
    station({ id: 'round29 station: relay watch time', edits: [['RelayWatchTm(IN := NOT SafetyRlyRst, PT := T#2s);', 'RelayWatchTm(IN := NOT SafetyRlyRst, PT := T#5s);']], expect: items('constant value-changed RelayWatchTm.PT !') }),
    station({
      id: 'round29 station: relay blamed with the chain open',
      edits: [['IF NOT SafetyRlySig AND EStopSig AND CoverSwSig AND RelayWatchTm.Q THEN', 'IF NOT SafetyRlySig AND RelayWatchTm.Q THEN']],
      expect: items('condition no-longer-read EStopSig !', 'condition no-longer-read CoverSwSig !', 'write condition-changed AlmRelay !', 'write condition-changed ErrCode'),
    }),
    // A trip's reset removed holds the trip set: not flagged (docs/safety.md).
    station({ id: 'round29 station: e-stop alarm no longer reset', edits: [['    AlmStop := FALSE;\n', '']], expect: items('write no-longer-written AlmStop') }),
    station({ id: 'round29 station: relay reset pulse without a relay fault', edits: [['IF RstBtn AND NOT SafetyRlySig THEN', 'IF RstBtn THEN']], expect: items('condition no-longer-read SafetyRlySig !', 'write condition-changed SafetyRlyRst !') }),
    station({ id: 'round29 station: relay reset pulse shorter', edits: [['tRstPulse : TIME := T#500ms;', 'tRstPulse : TIME := T#200ms;']], expect: items('constant initial-value-changed tRstPulse !') }),
    station({ id: 'round29 station: relay reset pulse never ends', edits: [['  IF RstPulseTm.Q THEN\n    SafetyRlyRst := FALSE;\n  END_IF;\n', '']], expect: items('condition no-longer-read RstPulseTm.Q !', 'write no-longer-written SafetyRlyRst !') }),
    station({ id: 'round29 station: motor power without the safety relay', edits: [['MtrPwrRly := SafetyRlySig AND NOT AlmStop', 'MtrPwrRly := NOT AlmStop']], expect: items('write value-changed MtrPwrRly !') }),
    station({ id: 'round29 station: motor power ignores the overload', edits: [[' AND NOT AlmLimit AND NOT AlmOverload;', ' AND NOT AlmLimit;']], expect: items('write value-changed MtrPwrRly !') }),
    station({ id: 'round29 station: motor power forced', edits: [['MtrPwrRly := SafetyRlySig AND NOT AlmStop AND NOT AlmCover AND NOT AlmLimit AND NOT AlmOverload;', 'MtrPwrRly := TRUE;']], expect: items('write now-constant MtrPwrRly !') }),
    station({ id: 'round29 station: conveyor runs through the curtain alarm', edits: [['Running := MtrPwrRly AND NOT AlmBelt AND NOT AlmCurtain;', 'Running := MtrPwrRly AND NOT AlmBelt;']], expect: items('write value-changed Running !') }),
    station({ id: 'round29 station: conveyor without a request', edits: [['ConvMotor := Running AND ConvReq;', 'ConvMotor := Running;']], expect: items('write value-changed ConvMotor !') }),
    // A lamp that lights in fewer cases lost an alternative only: a warning, not flagged.
    // audit: judgement, left: AlmRelay's set reads the safety signals as conjuncts, not as a whole alternative, so it
    // is no safety signal's trip latch by docs/safety.md's definition.
    station({ id: 'round29 station: red lamp without the relay alarm', edits: [[' OR AlmCurtain OR AlmRelay OR AlmOverload;', ' OR AlmCurtain OR AlmOverload;']], expect: items('write value-changed LampRed') }),
    // audit: judgement, left: the buzzer shows the trip latches only through LampRed (no documented rule follows an
    // annunciator one step further), so the writer's unflagged reading stands.
    station({ id: 'round29 station: buzzer silenced', edits: [['Buzzer := LampRed AND NOT RstBtn;', 'Buzzer := FALSE;']], expect: items('write now-constant Buzzer') }),
    station({ id: 'round29 station: reset pulse comment reworded', edits: [['(* reset pulse to the safety relay *)', '(* one pulse on the safety relay reset input *)']], expect: [] }),
    station({ id: 'round29 station: lamp writes reordered', edits: [['  LampGreen := Running;\n  Buzzer := LampRed AND NOT RstBtn;\n', '  Buzzer := LampRed AND NOT RstBtn;\n  LampGreen := Running;\n']], expect: [] }),
    station({ id: 'round29 station: overload input moved', edits: [['OverloadSig AT %IX1.0', 'OverloadSig AT %IX1.2']], expect: items('declaration address-changed OverloadSig') }),
    station({ id: 'round29 station: curtain input moved', edits: [['CurtainSig AT %IX0.6', 'CurtainSig AT %IX1.3']], expect: items('declaration address-changed CurtainSig !') }),
    // Judgement: the lamp declared on the motor power relay's bit writes an output the trips gate (interlocked output).
    station({ id: 'round29 station: green lamp declared on the motor relay', edits: [['LampGreen AT %QX0.4', 'LampGreen AT %QX0.0']], expect: items('declaration address-changed LampGreen !') }),
    station({
      id: 'round29 station: belt alarm renamed',
      edits: [['AlmBelt', 'AlmTimingBelt'], ['AlmBelt', 'AlmTimingBelt'], ['AlmBelt', 'AlmTimingBelt'], ['AlmBelt', 'AlmTimingBelt'], ['AlmBelt', 'AlmTimingBelt']],
      expect: items('declaration renamed AlmTimingBelt'),
    }),
    // The overload alarm and its trip of the motor relay both removed: the relay loses a conjunct, the trip's set is gone.
    station({
      id: 'round29 station: overload handling removed',
      edits: [
        ['  IF NOT OverloadSig THEN\n    AlmOverload := TRUE;\n    ErrCode := 10005;\n  END_IF;\n\n', ''],
        [' AND NOT AlmLimit AND NOT AlmOverload;', ' AND NOT AlmLimit;'],
      ],
      // blind audit 2026-12-07: flag removed from `OverloadSig` — docs/impact-accuracy.md, "Fixed against round 10":
      // "a removed trip set's condition keeps its own safety" (round 11: "the set's flag is not carried to it");
      // OverloadSig has no safety word in its name or comment and reaches no named safety signal.
      expect: items('condition no-longer-read OverloadSig', 'write no-longer-written AlmOverload !', 'write no-longer-written ErrCode', 'write value-changed MtrPwrRly !'),
    }),
    station({ id: 'round29 station: reset timer no longer called', edits: [['  RstPulseTm(IN := SafetyRlyRst, PT := tRstPulse);\n', '']], expect: items('fb-call no-longer-called RstPulseTm !') }),
  ]),
  ...from(NAEUL_SHUTTER, [
    shutter({ id: 'round29 shutter: opens with the cover open', edits: [['doOpen := bOpenReq AND NOT bCloseReq AND bCoverClosed AND bEStopOk', 'doOpen := bOpenReq AND NOT bCloseReq AND bEStopOk']], expect: items('write value-changed doOpen !') }),
    shutter({ id: 'round29 shutter: closes without the e-stop', edits: [['doClose := bCloseReq AND NOT bOpenReq AND bEStopOk AND NOT bMoveFault;', 'doClose := bCloseReq AND NOT bOpenReq AND NOT bMoveFault;']], expect: items('write value-changed doClose !') }),
    // Both coils may now be on together: the open coil lost the close request's exclusion (interlock removed).
    shutter({ id: 'round29 shutter: open and close coils together', edits: [['doOpen := bOpenReq AND NOT bCloseReq AND ', 'doOpen := bOpenReq AND ']], expect: items('write value-changed doOpen !') }),
    shutter({ id: 'round29 shutter: open ignores the move fault', edits: [[' AND bEStopOk AND NOT bMoveFault;\n    doClose', ' AND bEStopOk;\n    doClose']], expect: items('write value-changed doOpen !') }),
    shutter({ id: 'round29 shutter: tuning opens with the cover open', edits: [['            doOpen := bCoverClosed AND bEStopOk;', '            doOpen := bEStopOk;']], expect: items('write value-changed doOpen !') }),
    shutter({ id: 'round29 shutter: tuning open forced', edits: [['            doOpen := bCoverClosed AND bEStopOk;', '            doOpen := TRUE;']], expect: items('write now-constant doOpen !') }),
    shutter({ id: 'round29 shutter: tuning close forced', edits: [['            doClose := bEStopOk;', '            doClose := TRUE;']], expect: items('write now-constant doClose !') }),
    // audit: judgement, left (here, for the end switch watchdog, the move fault's set and the open dwell): whether
    // doClose, written `doClose := bEStopOk` in tuning step 10 beside computed writes, is a safety-relevant output as
    // a plain copy (which would flag the step timers' presets and the watchdog timing it) is not settled by the docs.
    shutter({ id: 'round29 shutter: tuning dwell', edits: [['tTuneDwell : TIME := T#2S;', 'tTuneDwell : TIME := T#5S;']], expect: items('constant initial-value-changed tTuneDwell') }),
    // A longer watchdog is a changed limit (docs/safety.md: not flagged).
    shutter({ id: 'round29 shutter: end switch watchdog longer', edits: [['tMoveMax : TIME := T#4S;', 'tMoveMax : TIME := T#10S;']], expect: items('constant initial-value-changed tMoveMax') }),
    // The move fault is a trip of both coils: its set removed, and the timer's Q no write of the coils reads.
    shutter({ id: 'round29 shutter: move fault never set', edits: [['IF tonMoveWatch.Q THEN\n    bMoveFault := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonMoveWatch.Q !', 'write no-longer-written bMoveFault !') }),
    // The trip's reset now runs while a move is requested (docs/safety.md: a trip's reset that runs in more cases).
    shutter({
      id: 'round29 shutter: move fault reset while a move is requested',
      edits: [['IF NOT bOpenReq AND NOT bCloseReq AND NOT bTuning THEN', 'IF NOT bTuning THEN']],
      expect: items('condition no-longer-read bOpenReq !', 'condition no-longer-read bCloseReq !', 'write condition-changed bMoveFault !'),
    }),
    shutter({ id: 'round29 shutter: watchdog on opening only', edits: [['tonMoveWatch(IN := (doOpen AND NOT diOpened) OR (doClose AND NOT diClosed), PT := tMoveMax);', 'tonMoveWatch(IN := doOpen AND NOT diOpened, PT := tMoveMax);']], expect: items('fb-call inputs-changed tonMoveWatch.IN !') }),
    shutter({ id: 'round29 shutter: tuning skips the close step', edits: [['                nTuneStep := 10;', '                nTuneStep := 20;']], expect: items('constant value-changed nTuneStep') }),
    shutter({ id: 'round29 shutter: close coil left on after tuning', edits: [['                doClose := FALSE;\n                nTuneStep := 20;', '                nTuneStep := 20;']], expect: items('write no-longer-written doClose !') }),
    shutter({ id: 'round29 shutter: tuning step not reset in normal mode', edits: [['    nTuneStep := 0;\n    doOpen', '    doOpen']], expect: items('write no-longer-written nTuneStep') }),
    shutter({ id: 'round29 shutter: busy from the end switches', edits: [['bBusy := doOpen OR doClose;', 'bBusy := NOT diOpened AND NOT diClosed;']], expect: items('write value-changed bBusy') }),
    shutter({ id: 'round29 shutter: cover input renamed', edits: [['bCoverClosed', 'bZoneCoverClosed'], ['bCoverClosed', 'bZoneCoverClosed'], ['bCoverClosed', 'bZoneCoverClosed']], expect: items('declaration renamed bZoneCoverClosed !') }),
    shutter({ id: 'round29 shutter: watchdog comment reworded', edits: [['// a move that does not reach its end switch in time stops the shutter', '// end switch watchdog: a slow move stops the shutter']], expect: [] }),
    shutter({ id: 'round29 shutter: tuning input comment aligned', edits: [['    bTuning : BOOL;                 // open/close', '    bTuning : BOOL;     // open/close']], expect: [] }),
    // Both timers preset from one dwell variable, and the open timer given its own constant: one argument changed.
    shutter({ id: 'round29 shutter: open dwell fixed', edits: [['tonTuneOpen(IN := TRUE, PT := tTuneDwell);', 'tonTuneOpen(IN := TRUE, PT := T#3S);']], expect: items('fb-call inputs-changed tonTuneOpen.PT') }),
  ]),
  ...from(NAEUL_SOT, [
    smema({ id: 'round29 smema: conveyor runs with the hood open', edits: [['        bConvRun := bHoodClosed;', '        bConvRun := TRUE;']], expect: items('write now-constant bConvRun !') }),
    smema({ id: 'round29 smema: settle delay', edits: [['tDlyTm : TIME := T#500MS;', 'tDlyTm : TIME := T#1S;']], expect: items('constant initial-value-changed tDlyTm') }),
    smema({ id: 'round29 smema: timeout doubled', edits: [['tTimeOut : TIME := T#45S;', 'tTimeOut : TIME := T#90S;']], expect: items('constant initial-value-changed tTimeOut') }),
    // Corrected after the first score (an error of the writer's, here and in the two bConvRun cases below):
    // `bConvRun := bHoodClosed` is a plain copy of the door switch, so bConvRun is safety-relevant itself
    // (docs/safety.md, "what it feeds or copies").
    smema({ id: 'round29 smema: timeout no longer stops the conveyor', edits: [['    bConvRun := FALSE;\n    udiStatus := 10001;', '    udiStatus := 10001;']], expect: items('write no-longer-written bConvRun !') }),
    smema({ id: 'round29 smema: ready with a board at the outlet', edits: [['bSigToUS := NOT bInletSen AND NOT bOutletSen;', 'bSigToUS := NOT bInletSen;']], expect: items('write value-changed bSigToUS') }),
    smema({ id: 'round29 smema: takes a board without upstream ready', edits: [['IF bUpstreamRdy AND bSigToUS THEN', 'IF bSigToUS THEN']], expect: items('condition no-longer-read bUpstreamRdy', 'write condition-changed nStep') }),
    smema({ id: 'round29 smema: disabled conveyor keeps running', edits: [['    nStep := 0;\n    bConvRun := FALSE;\n    bSigToUS := FALSE;', '    nStep := 0;\n    bSigToUS := FALSE;']], expect: items('write no-longer-written bConvRun !') }),
    smema({ id: 'round29 smema: timeout status code', edits: [['    udiStatus := 10001;', '    udiStatus := 10002;']], expect: items('constant value-changed udiStatus') }),
    smema({ id: 'round29 smema: settle on the outlet sensor only', edits: [['IF NOT bInletSen AND bOutletSen THEN', 'IF bOutletSen THEN']], expect: items('condition no-longer-read bInletSen', 'write condition-changed nStep') }),
    smema({ id: 'round29 smema: timeout in every step', edits: [['tonTimeOut(IN := nStep = 10 OR nStep = 20, PT := tTimeOut);', 'tonTimeOut(IN := nStep >= 10, PT := tTimeOut);']], expect: items('fb-call inputs-changed tonTimeOut.IN') }),
    smema({ id: 'round29 smema: hood input renamed', edits: [['bHoodClosed', 'bHoodDoorClosed'], ['bHoodClosed', 'bHoodDoorClosed']], expect: items('declaration renamed bHoodDoorClosed !') }),
    smema({ id: 'round29 smema: step comment reworded', edits: [['    20: // board passing the inlet', '    20: // board between the two sensors']], expect: [] }),
    smema({ id: 'round29 smema: settle preset fixed', edits: [['tonDly(IN := TRUE, PT := tDlyTm);', 'tonDly(IN := TRUE, PT := T#200MS);']], expect: items('fb-call inputs-changed tonDly.PT') }),
    // A jam sensor added as one more conjunct: stricter, the hood switch keeps its role.
    smema({
      id: 'round29 smema: jam sensor stops the conveyor',
      edits: [
        ['    bOutletSen : BOOL;\n', '    bOutletSen : BOOL;\n    bJamSen : BOOL;\n'],
        ['        bConvRun := bHoodClosed;', '        bConvRun := bHoodClosed AND NOT bJamSen;'],
      ],
      expect: items('declaration added bJamSen', 'write value-changed bConvRun !'), // corrected: a copy of the door switch (above)
    }),
    // bConvRun copied the door switch (above). (The comment first written here said "not flagged", against the
    // expectation committed with it; only the comment is corrected.)
    smema({ id: 'round29 smema: hood no longer read while transporting', edits: [['        bConvRun := bHoodClosed;\n', '']], expect: items('write no-longer-written bConvRun !') }),
    smema({ id: 'round29 smema: handshake dropped on the outlet', edits: [['        IF bInletSen THEN\n            bSigToUS := FALSE;', '        IF bOutletSen THEN\n            bSigToUS := FALSE;']], expect: items('condition no-longer-read bInletSen', 'condition newly-read bOutletSen', 'write condition-changed bSigToUS', 'write condition-changed nStep') }),
  ]),
  ...from(KEBA_GATE, [
    gate({
      id: 'round29 gate: closed on one switch',
      edits: [['    ELSIF diClosed AND NOT diOpen THEN\n        eState := E_GateState.Closed;', '    ELSIF diClosed THEN\n        eState := E_GateState.Closed;']],
      expect: items('condition no-longer-read diOpen !', 'write condition-changed eState !'),
    }),
    gate({
      id: 'round29 gate: open on one switch',
      edits: [['    ELSIF diOpen AND NOT diClosed THEN\n        eState := E_GateState.Open;', '    ELSIF diOpen THEN\n        eState := E_GateState.Open;']],
      expect: items('condition no-longer-read diClosed !', 'write condition-changed eState !'),
    }),
    gate({ id: 'round29 gate: discrepancy time longer', edits: [['tSupervision : TIME := T#500MS;', 'tSupervision : TIME := T#3S;']], expect: items('constant initial-value-changed tSupervision !') }),
    gate({ id: 'round29 gate: discrepancy never watched', edits: [['tonDiscrepancy(IN := diClosed = diOpen, PT := tSupervision);', 'tonDiscrepancy(IN := FALSE, PT := tSupervision);']], expect: items('fb-call inputs-changed tonDiscrepancy.IN !') }),
    gate({ id: 'round29 gate: discrepancy preset fixed', edits: [['tonDiscrepancy(IN := diClosed = diOpen, PT := tSupervision);', 'tonDiscrepancy(IN := diClosed = diOpen, PT := T#2S);']], expect: items('fb-call inputs-changed tonDiscrepancy.PT !') }),
    // Judgement: the defect latch holds the gate in its error state (locked) under the discrepancy timer's guard.
    gate({ id: 'round29 gate: defect no longer latched', edits: [['        bErrLatched := TRUE;\n', '']], expect: items('write no-longer-written bErrLatched !') }),
    gate({
      id: 'round29 gate: defect cleared without an acknowledge',
      edits: [['    IF bSeenOpen AND bSeenClosed AND bAck THEN', '    IF bSeenOpen AND bSeenClosed THEN']],
      expect: items('condition no-longer-read bAck', 'write condition-changed bErrLatched', 'write condition-changed bSeenOpen', 'write condition-changed bSeenClosed'),
    }),
    gate({
      id: 'round29 gate: seen open on the open switch only',
      edits: [['    IF diOpen AND NOT diClosed THEN\n        bSeenOpen := TRUE;', '    IF diOpen THEN\n        bSeenOpen := TRUE;']],
      expect: items('condition no-longer-read diClosed !', 'write condition-changed bSeenOpen !'),
    }),
    gate({ id: 'round29 gate: cycle stop alarm removed', edits: [['            bAlarmCycleStop := TRUE;\n', '']], expect: items('write no-longer-written bAlarmCycleStop') }),
    // Judgement: the open gate no longer requests the lock of the safety gate's lock group (mould close, injection).
    gate({ id: 'round29 gate: open gate no longer locks', edits: [['        bLock := TRUE;\n    E_GateState.Error:', '    E_GateState.Error:']], expect: items('write no-longer-written bLock !') }),
    gate({ id: 'round29 gate: defect alarm removed', edits: [['        bAlarmDefect := TRUE;\n', '']], expect: items('write no-longer-written bAlarmDefect') }),
    gate({
      id: 'round29 gate: error state neither alarms nor locks',
      edits: [['        bAlarmDefect := TRUE;\n        bLock := TRUE;\nEND_CASE', 'END_CASE']],
      expect: items('write no-longer-written bAlarmDefect', 'write no-longer-written bLock !'),
    }),
    gate({ id: 'round29 gate: defect comment reworded', edits: [['// after a defect the gate must be seen open and closed again', '// a defect clears only after a full open and close of the gate']], expect: [] }),
    gate({ id: 'round29 gate: closed-state alarm resets reordered', edits: [['        bAlarmGate := FALSE;\n        bAlarmCycleStop := FALSE;\n', '        bAlarmCycleStop := FALSE;\n        bAlarmGate := FALSE;\n']], expect: [] }),
    // An agent adds a bypass key that reports the gate closed: the closed state is set in more cases.
    gate({
      id: 'round29 gate: bypass key reports the gate closed',
      edits: [
        ['    bAck : BOOL;\n', '    bAck : BOOL;\n    bBypassKey : BOOL;\n'],
        ['    ELSIF diClosed AND NOT diOpen THEN\n        eState := E_GateState.Closed;', '    ELSIF (diClosed AND NOT diOpen) OR bBypassKey THEN\n        eState := E_GateState.Closed;'],
      ],
      // Corrected after the first score (an error of the writer's): the next ELSIF's `eState := E_GateState.Open` runs
      // under NOT of the changed condition (IEC 61131-3), so with the key on an open gate is no longer Open either.
      expect: items('declaration added bBypassKey', 'condition newly-read bBypassKey !', 'write condition-changed eState !', 'write condition-changed eState !'),
    }),
    gate({ id: 'round29 gate: supervision retyped', edits: [['    tonDiscrepancy : TON;', '    tonDiscrepancy : TOF;']], expect: items('declaration retyped tonDiscrepancy !') }),
    gate({ id: 'round29 gate: auto cycle input renamed', edits: [['bAutoCycle', 'bAutoRunning'], ['bAutoCycle', 'bAutoRunning']], expect: items('declaration renamed bAutoRunning') }),
  ]),
  ...from(KEBA_HEAT, [
    heat({ id: 'round29 heat: over-temperature limit raised', edits: [['rOverTempLimit : REAL := 320.0;', 'rOverTempLimit : REAL := 350.0;']], expect: items('constant initial-value-changed rOverTempLimit !') }),
    heat({ id: 'round29 heat: over-temperature filter longer', edits: [['OR bSensorBroken, PT := T#2S);', 'OR bSensorBroken, PT := T#10S);']], expect: items('constant value-changed tonOverTemp.PT !') }),
    heat({ id: 'round29 heat: broken sensor no longer trips', edits: [['tonOverTemp(IN := rTemp > rOverTempLimit OR bSensorBroken, PT := T#2S);', 'tonOverTemp(IN := rTemp > rOverTempLimit, PT := T#2S);']], expect: items('fb-call inputs-changed tonOverTemp.IN !') }),
    heat({ id: 'round29 heat: heater ignores the over-temperature alarm', edits: [['doHeater := fbPwm.bOut AND NOT bAlarmOverTemp AND NOT bSensorBroken;', 'doHeater := fbPwm.bOut AND NOT bSensorBroken;']], expect: items('write value-changed doHeater !') }),
    heat({ id: 'round29 heat: heater ignores a broken sensor', edits: [[' AND NOT bAlarmOverTemp AND NOT bSensorBroken;', ' AND NOT bAlarmOverTemp;']], expect: items('write value-changed doHeater !') }),
    heat({ id: 'round29 heat: heater forced on', edits: [['doHeater := fbPwm.bOut AND NOT bAlarmOverTemp AND NOT bSensorBroken;', 'doHeater := TRUE;']], expect: items('write now-constant doHeater !') }),
    // The trip's reset no longer waits for heat-on to drop: reset while what held it is still there.
    heat({ id: 'round29 heat: over-temperature alarm clears itself', edits: [['ELSIF NOT bHeatOn THEN', 'ELSE']], expect: items('condition no-longer-read bHeatOn !', 'write condition-changed bAlarmOverTemp !') }),
    heat({ id: 'round29 heat: ready tolerance', edits: [['rTolerance : REAL := 10.0;', 'rTolerance : REAL := 15.0;']], expect: items('constant initial-value-changed rTolerance') }),
    heat({ id: 'round29 heat: ready delay', edits: [['<= rTolerance, PT := T#60S);', '<= rTolerance, PT := T#30S);']], expect: items('constant value-changed tonReadyDelay.PT') }),
    heat({ id: 'round29 heat: controller gain', edits: [['(rSetTemp - rTemp) * 4.0', '(rSetTemp - rTemp) * 6.0']], expect: items('constant value-changed rOutput') }),
    heat({ id: 'round29 heat: output clamp', edits: [['* 4.0, 100.0);', '* 4.0, 80.0);']], expect: items('constant value-changed rOutput') }),
    heat({ id: 'round29 heat: setpoint default', edits: [['rSetTemp : REAL := 230.0;', 'rSetTemp : REAL := 250.0;']], expect: items('constant initial-value-changed rSetTemp') }),
    heat({ id: 'round29 heat: PWM period', edits: [['fbPwm(rDuty := rOutput, tPeriod := T#1S);', 'fbPwm(rDuty := rOutput, tPeriod := T#2S);']], expect: items('constant value-changed fbPwm.tPeriod') }),
    heat({ id: 'round29 heat: ready without heat on', edits: [['bReady := tonReadyDelay.Q AND bHeatOn;', 'bReady := tonReadyDelay.Q;']], expect: items('write value-changed bReady') }),
    heat({ id: 'round29 heat: PWM no longer called', edits: [['fbPwm(rDuty := rOutput, tPeriod := T#1S);\n', '']], expect: items('fb-call no-longer-called fbPwm') }),
    heat({ id: 'round29 heat: trip comment reworded', edits: [['// over-temperature cuts the heater until acknowledged by a new heat-on', '// above the limit the heater stays off until heat-on is given again']], expect: [] }),
    // A local renamed with every use keeps the comment after its declaration ("safety limit").
    heat({ id: 'round29 heat: limit renamed', edits: [['rOverTempLimit', 'rMaxTemp'], ['rOverTempLimit', 'rMaxTemp']], expect: items('declaration renamed rMaxTemp !') }),
    heat({ id: 'round29 heat: thermocouple type', edits: [['rSeebeck : REAL := 40.0;', 'rSeebeck : REAL := 50.0;']], expect: items('constant initial-value-changed rSeebeck') }),
    // The compensation feeds the temperature the over-temperature timer compares: judgement, a changed limit only.
    heat({ id: 'round29 heat: wire resistance per metre', edits: [['rCableLength * 0.61 * 7.5', 'rCableLength * 0.99 * 7.5']], expect: items('constant value-changed rTemp') }),
    heat({ id: 'round29 heat: cable length default', edits: [['rCableLength : REAL := 3.0;', 'rCableLength : REAL := 5.0;']], expect: items('constant initial-value-changed rCableLength') }),
  ]),
  ...from(KEBA_CLAMP, [
    clamp({ id: 'round29 clamp: closes on one gate channel', edits: [[' AND GateClosed AND GateClosedB AND EStopOk', ' AND GateClosed AND EStopOk']], expect: items('write value-changed ValveClose !') }),
    clamp({ id: 'round29 clamp: closes without the e-stop', edits: [['AND GateClosedB AND EStopOk AND NOT ClampFault;', 'AND GateClosedB AND NOT ClampFault;']], expect: items('write value-changed ValveClose !') }),
    clamp({ id: 'round29 clamp: closes through a clamp fault', edits: [['AND EStopOk AND NOT ClampFault;', 'AND EStopOk;']], expect: items('write value-changed ValveClose !') }),
    clamp({ id: 'round29 clamp: opens while closing', edits: [['AND EStopOk AND NOT ValveClose;', 'AND EStopOk;']], expect: items('write value-changed ValveOpen !') }),
    clamp({ id: 'round29 clamp: auto open in manual mode', edits: [['OR AutoOpen AND AutoMode)', 'OR AutoOpen)']], expect: items('write value-changed ValveOpen !') }),
    clamp({ id: 'round29 clamp: mould protection starts later', edits: [['ProtectStart : REAL := 120.0;', 'ProtectStart : REAL := 80.0;']], expect: items('constant initial-value-changed ProtectStart') }),
    clamp({ id: 'round29 clamp: higher clamp pressure', edits: [['HighPress : INT := 1400;', 'HighPress : INT := 1600;']], expect: items('constant initial-value-changed HighPress') }),
    clamp({ id: 'round29 clamp: low pressure zone ends nearer', edits: [['ClampPos > 5.0;', 'ClampPos > 2.0;']], expect: items('constant value-changed LowPressZone') }),
    clamp({ id: 'round29 clamp: high pressure in the protection zone', edits: [['    ClampPressure := LowPress;', '    ClampPressure := HighPress;']], expect: items('write value-changed ClampPressure') }),
    clamp({ id: 'round29 clamp: close watchdog longer', edits: [['PT := T#8s);', 'PT := T#15s);']], expect: items('constant value-changed CloseTimeout.PT') }),
    // blind audit 2026-12-07: flag removed from `CloseTimeout.Q` — docs/impact-accuracy.md, "Fixed against round 10":
    // "a removed trip set's condition keeps its own safety" (round 15's `TravelWatch.Q`, round 22's `tonArmWatch.Q`
    // and the hoist's `stageTimeout.Q` were corrected the same way); CloseTimeout times ValveClose and ClampClosedSw,
    // no safety-relevant signal.
    clamp({ id: 'round29 clamp: clamp fault never set', edits: [['  IF CloseTimeout.Q THEN\n    ClampFault := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read CloseTimeout.Q', 'write no-longer-written ClampFault !') }),
    clamp({ id: 'round29 clamp: fault reset while the close valve is on', edits: [['  IF BtnOpen AND NOT ValveClose THEN', '  IF BtnOpen THEN']], expect: items('condition no-longer-read ValveClose !', 'write condition-changed ClampFault !') }),
    clamp({ id: 'round29 clamp: pump without the e-stop', edits: [['PumpMotor := EStopOk;', 'PumpMotor := TRUE;']], expect: items('write now-constant PumpMotor !') }),
    clamp({ id: 'round29 clamp: gate channel B moved', edits: [['GateClosedB AT %IX2.1', 'GateClosedB AT %IX3.1']], expect: items('declaration address-changed GateClosedB !') }),
    clamp({ id: 'round29 clamp: pressure output retyped', edits: [['ClampPressure AT %QW2 : INT;', 'ClampPressure AT %QW2 : UINT;']], expect: items('declaration retyped ClampPressure') }),
    clamp({ id: 'round29 clamp: pressure comment reworded', edits: [['(* proportional pressure valve, bar * 10 *)', '(* proportional valve, 0.1 bar per unit *)']], expect: [] }),
    clamp({ id: 'round29 clamp: buttons declared in another order', edits: [['    BtnClose AT %IX2.5 : BOOL;\n    BtnOpen AT %IX2.6 : BOOL;\n', '    BtnOpen AT %IX2.6 : BOOL;\n    BtnClose AT %IX2.5 : BOOL;\n']], expect: [] }),
    clamp({
      id: 'round29 clamp: jog key bypasses the gate',
      edits: [
        ['    BtnOpen AT %IX2.6 : BOOL;\n', '    BtnOpen AT %IX2.6 : BOOL;\n    JogKey AT %IX2.7 : BOOL;\n'],
        ['AND GateClosed AND GateClosedB AND', 'AND (GateClosed AND GateClosedB OR JogKey) AND'],
      ],
      expect: items('declaration added JogKey', 'write value-changed ValveClose !'),
    }),
    // Judgement: the pump declared on the close valve's bit writes an output the gate and the e-stop gate.
    clamp({ id: 'round29 clamp: pump declared on the close valve', edits: [['PumpMotor AT %QX2.2', 'PumpMotor AT %QX2.0']], expect: items('declaration address-changed PumpMotor !') }),
    // Judgement (docs/safety.md): the watchdog's inputs read no safety signal and no safety signal reads its output.
    // blind audit 2026-12-07: flag added — docs/impact-accuracy.md, "A supervision timer no longer called": "a timer
    // whose Q alone sets a trip latch of an output or driver (a whole alternative of the set's guard, the latch reset
    // elsewhere …): not called, its Q holds and that supervision never trips the output, "interlock removed"" (round
    // 22's `lid: arm watchdog removed` corrected the same way); here `IF CloseTimeout.Q THEN ClampFault := TRUE`,
    // reset under BtnOpen, and ValveClose (%QX2.0) reads `NOT ClampFault`.
    clamp({ id: 'round29 clamp: close watchdog no longer called', edits: [['  CloseTimeout(IN := ValveClose AND NOT ClampClosedSw, PT := T#8s);\n', '']], expect: items('fb-call no-longer-called CloseTimeout !') }),
    clamp({ id: 'round29 clamp: watchdog without the end switch', edits: [['CloseTimeout(IN := ValveClose AND NOT ClampClosedSw, PT := T#8s);', 'CloseTimeout(IN := ValveClose, PT := T#8s);']], expect: items('fb-call inputs-changed CloseTimeout.IN') }),
    clamp({
      id: 'round29 clamp: low pressure zone removed',
      edits: [['  IF LowPressZone THEN\n    ClampPressure := LowPress;\n  ELSE\n    ClampPressure := HighPress;\n  END_IF;\n', '  ClampPressure := HighPress;\n']],
      // Corrected after the first score (an error of the writer's): a write of a physical output (%QW2) whose whole IF
      // is gone is "interlock removed" (docs/safety.md); not a switch-off, so the signal it no longer reads is not.
      expect: items('condition no-longer-read LowPressZone', 'write no-longer-written ClampPressure', 'write condition-changed ClampPressure !'),
    }),
  ]),
];
