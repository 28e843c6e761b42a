// The thirty-ninth independent held-out part of the accuracy corpus (round 39). Written on 7 December 2026 by the case
// writer "round39", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): Beckhoff-USA-Community/
// ApplicationDevelopment_Sample (a TwinCAT application framework: `Cylinder EXTENDS CyclicComponent IMPLEMENTS
// I_Cylinder` with its `CyclicLogic` method, `VAR_INST` timeouts, properties over `_Error`/`_ErrorId`, `FB_Init`
// and `THIS^`, and `SafetyModule EXTENDS Module`: a TwinSAFE group's reset sequence over a UDINT step with a reset
// delay TON, `AT %I*` working-counter inputs and the safety components' EDM/e-stop states) and
// Beckhoff-USA-Community/Procedural_To_SOLID (a filling line written three ways: `FB_StationBase EXTENDS
// FB_ComponentBase` with protected methods `ExecuteSequence`, `Monitoring`, `RaiseStationAlarm`, `TransitionTo`,
// `SUPER^` and `THIS^` calls, an alarm latch acknowledged by R_TRIG, the procedural `FB_StationFill` CASE over INT
// states with a fill valve and a timeout, and MAIN calling the four stations with named arguments). The objects are
// ours, written after reading those files for their forms; no public code is copied. Forms: CODESYS/TwinCAT objects as
// declaration and implementation parts, an FB that EXTENDS a base and IMPLEMENTS an interface, methods as their own
// objects reading members they do not declare (`THIS^.x`, `SUPER^.M()`, a standard timer of the FB), `VAR_INST`,
// a CASE over an enumeration and over UDINT/INT steps, `AT %I*`/`AT %Q*`, a qualified-only GVL of located I/O with
// comments above the declarations (given to the program as `globalLists`, and edited itself), an OpenPLC burner
// program with `AT %IX`/`%QX`/`%IW`, a lockout latch, a purge and an ignition step timer, and agents' edits that
// change several statements at once (a bypass declared and wired in, a rename with every use). Each expectation says
// what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the conventions of
// docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored. An expectation
// may be corrected only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 6a5ac73, the analysis at main f13f28d, merged as 8ad7cfd):
// 117 cases, 154 expected items (113 safety), 154 reported, precision 0.929, recall 0.929, safety items flagged 109/113.
// After the writer's seven corrections (seven safety flags against docs/safety.md and docs/impact-accuracy.md, the
// reason beside each case; none to match the output), at the same main: 117 cases, 154 expected items (118 safety),
// 154 reported, precision 0.974, recall 0.974, safety items flagged 115/118.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A pneumatic press clamp: a cylinder component that extends a cyclic base and implements the cylinder interface. */
const CLAMP = object(
  'FB_PressClamp',
  `FUNCTION_BLOCK FB_PressClamp EXTENDS FB_CyclicComponent IMPLEMENTS I_Cylinder
VAR_INPUT
    bExtendCmd : BOOL;
    bRetractCmd : BOOL;
    bReset : BOOL;
    bAirPressureOk : BOOL;          // main air pressure switch of the station
END_VAR
VAR_OUTPUT
    bExtended : BOOL;
    bRetracted : BOOL;
    bError : BOOL;
END_VAR
VAR
    // valve solenoid Y1: the clamp closes
    doExtend AT %Q* : BOOL;
    doRetract AT %Q* : BOOL;        // valve solenoid Y2: the clamp opens
    doClampLamp AT %Q* : BOOL;
    diExtended AT %I* : BOOL;
    diRetracted AT %I* : BOOL;
    // interlocked guard of the clamp station, TRUE = closed
    diGuardClosed AT %I* : BOOL;
    eState : E_CylinderState;
    tonExtendTimeout : TON;
    tExtendTimeout : TIME := T#3S;
    nErrorId : UDINT;
END_VAR
`,
  `// end positions decide the state
CASE eState OF
    E_CylinderState.Extending:
        IF diExtended THEN
            eState := E_CylinderState.Extended;
        END_IF
    E_CylinderState.Retracting:
        IF diRetracted THEN
            eState := E_CylinderState.Retracted;
        END_IF
END_CASE

// close the clamp only with the guard closed and air on
IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN
    doExtend := TRUE;
    eState := E_CylinderState.Extending;
END_IF
IF bRetractCmd OR NOT diGuardClosed THEN
    doExtend := FALSE;
    eState := E_CylinderState.Retracting;
END_IF
doRetract := NOT doExtend;

tonExtendTimeout(IN := eState = E_CylinderState.Extending, PT := tExtendTimeout);
IF tonExtendTimeout.Q THEN
    bError := TRUE;
    nErrorId := 16#8101;
END_IF
IF diExtended AND diRetracted THEN
    bError := TRUE;
    nErrorId := 16#8103;
END_IF
IF bReset AND NOT diExtended THEN
    bError := FALSE;
    nErrorId := 0;
END_IF

bExtended := eState = E_CylinderState.Extended;
bRetracted := eState = E_CylinderState.Retracted;
doClampLamp := bExtended AND diGuardClosed;
`,
);

/** A safety group in the standard PLC: the safety PLC's group state, an e-stop chain, EDM and the drives' STO release. */
const GROUP = object(
  'FB_SafetyGroup',
  `FUNCTION_BLOCK FB_SafetyGroup EXTENDS FB_SafetyBase IMPLEMENTS I_SafetyReset
VAR_INPUT
    bResetRequest : BOOL;           // operator reset from the HMI
    bDrivesRequested : BOOL;
END_VAR
VAR_OUTPUT
    bGroupOk : BOOL;
    bResetRequired : BOOL;
END_VAR
VAR
    // group state reported by the safety PLC, 1 = run
    nGroupState AT %I* : USINT;
    // emergency stop chain of the line, TRUE = released
    bEStopChainOk AT %I* : BOOL;
    bEdmFeedback AT %I* : BOOL;     // contactor feedback K10/K11, TRUE = dropped out
    // error acknowledge pulse to the safety PLC group
    doErrAck AT %Q* : BOOL;
    doDriveEnable AT %Q* : BOOL;    // STO release of the servo drives
    doResetLamp AT %Q* : BOOL;
    nSequence : UDINT;
    tonResetPulse : TON;
    tResetPulse : TIME := T#250MS;
    tonEdm : TON;
    bEdmFault : BOOL;
    nResets : UDINT;
END_VAR
`,
  `bGroupOk := nGroupState = 1 AND bEStopChainOk AND NOT bEdmFault;

// reset sequence: pulse the error acknowledge for the delay
tonResetPulse(PT := tResetPulse);
CASE nSequence OF
    0:
        doErrAck := FALSE;
        tonResetPulse.IN := FALSE;
        IF bResetRequest AND bEStopChainOk THEN
            nSequence := 10;
        END_IF
    10:
        doErrAck := TRUE;
        tonResetPulse.IN := TRUE;
        IF tonResetPulse.Q THEN
            nResets := nResets + 1;
            nSequence := 0;
        END_IF
END_CASE

// the contactors must drop out while the drives are disabled
tonEdm(IN := NOT doDriveEnable AND NOT bEdmFeedback, PT := T#500MS);
IF tonEdm.Q THEN
    bEdmFault := TRUE;
END_IF
IF doErrAck AND bEdmFeedback THEN
    bEdmFault := FALSE;
END_IF

doDriveEnable := bGroupOk AND bDrivesRequested;
bResetRequired := NOT bGroupOk;
doResetLamp := bResetRequired;
`,
);

/** The fill station's sequence, a protected method of an FB that extends the station base (its own object). */
const FILL = object(
  'FB_StationFill.ExecuteSequence',
  `METHOD PROTECTED ExecuteSequence
VAR
END_VAR
`,
  `SUPER^.ExecuteSequence();

CASE State OF
    0:
        OpenFillValve := FALSE;
        Done := FALSE;
        Accumulated := 0.0;
        IF Execute AND PartPresent AND ActiveMode = 1 AND SplashGuardClosed THEN
            THIS^.TransitionTo(10);
        END_IF
    10:
        OpenFillValve := TRUE;
        Timeout(IN := TRUE, PT := T#10S);
        IF Timeout.Q THEN
            THIS^.RaiseStationAlarm(Code := 1000, Text := 'Fill: timeout');
        END_IF
        IF FlowRate < 0.1 THEN
            THIS^.RaiseStationAlarm(Code := 1001, Text := 'Fill: no flow');
        END_IF
        IF NOT SplashGuardClosed THEN
            OpenFillValve := FALSE;
            THIS^.RaiseStationAlarm(Code := 1002, Text := 'Fill: splash guard opened');
        END_IF
        Accumulated := Accumulated + FlowRate * 0.001;
        IF Accumulated >= TargetVolume THEN
            THIS^.TransitionTo(20);
        END_IF
    20:
        OpenFillValve := FALSE;
        Timeout(IN := FALSE);
        Done := TRUE;
END_CASE
`,
);

/** The filling line's I/O: a qualified-only GVL, located, with the safety inputs described above their declarations. */
const LINE_GVL_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // emergency stop relay of the filling line, TRUE = healthy
    xEStopRelay AT %IX0.0 : BOOL;
    // light curtain at the capper infeed, TRUE = clear
    xCurtainCapper AT %IX0.1 : BOOL;
    xPartAtFill AT %IX0.2 : BOOL;
    xPartAtCap AT %IX0.3 : BOOL;
    xStartButton AT %IX0.4 : BOOL;
    xStopButton AT %IX0.5 : BOOL;       // NC contact
    xAirPressure AT %IX0.6 : BOOL;
    xFillValve AT %QX0.0 : BOOL;
    xCapperMotor AT %QX0.1 : BOOL;
    xConveyor AT %QX0.2 : BOOL;
    xBeacon AT %QX0.3 : BOOL;
    wCapperTorque AT %QW1 : INT;
END_VAR
`;
const LINE_GVL = [{ name: 'GVL_IO', text: LINE_GVL_TEXT }];
const LINE_LISTS = [{ name: 'GVL_IO', declaration: LINE_GVL_TEXT }];

/** The line program over the stations: a start latch behind a local permit, the capper behind a light curtain. */
const LINE = object(
  'PRG_Line',
  `PROGRAM PRG_Line
VAR
    StationFill : FB_StationFill;
    StationCap : FB_StationCap;
    rtStart : R_TRIG;
    xLineOn : BOOL;
    xPermit : BOOL;
    tonCurtain : TON;
    rTorqueLimit : REAL := 5.0;
    nTorqueRaw : INT;
END_VAR
`,
  `rtStart(CLK := GVL_IO.xStartButton);
xPermit := GVL_IO.xEStopRelay AND GVL_IO.xAirPressure;
IF rtStart.Q AND xPermit THEN
    xLineOn := TRUE;
END_IF
IF NOT GVL_IO.xStopButton OR NOT xPermit THEN
    xLineOn := FALSE;
END_IF

StationFill(Execute := xLineOn, ModeAuto := TRUE, PartPresent := GVL_IO.xPartAtFill, FlowRate := 1.0, TargetVolume := 250.0);
GVL_IO.xFillValve := StationFill.OpenFillValve AND xPermit;

// the capper stops while the curtain is broken, and 200 ms after
tonCurtain(IN := GVL_IO.xCurtainCapper, PT := T#200MS);
StationCap(Execute := xLineOn AND tonCurtain.Q, ModeAuto := TRUE, PartPresent := GVL_IO.xPartAtCap, TorqueLimit := rTorqueLimit);
GVL_IO.xCapperMotor := StationCap.RunMotor AND tonCurtain.Q;

GVL_IO.xConveyor := xLineOn AND NOT StationFill.Busy AND NOT StationCap.Busy;
GVL_IO.xBeacon := StationFill.AlarmActive OR StationCap.AlarmActive OR NOT GVL_IO.xEStopRelay;
nTorqueRaw := REAL_TO_INT(rTorqueLimit * 2764.8);
GVL_IO.wCapperTorque := nTorqueRaw;
`,
);

/** An OpenPLC dryer burner: pre-purge and ignition step timers, a flame failure timer, a lockout latch, a gas valve. */
const BURNER = [
  {
    name: 'pous/programs/DryerBurner.st',
    text: `PROGRAM DryerBurner
  VAR
    StartPb AT %IX0.0 : BOOL;
    StopPb AT %IX0.1 : BOOL;          (* NC *)
    (* flame scanner, safety input: TRUE = flame proven *)
    FlameOk AT %IX0.2 : BOOL;
    (* safety temperature limiter, TRUE = below the trip *)
    HighLimitOk AT %IX0.3 : BOOL;
    AirFlowOk AT %IX0.4 : BOOL;       (* combustion air pressure switch *)
    ResetPb AT %IX0.5 : BOOL;
    FanContactor AT %QX0.0 : BOOL;
    IgnitionTrafo AT %QX0.1 : BOOL;
    GasValve AT %QX0.2 : BOOL;        (* main gas safety shut-off valve *)
    LockoutLamp AT %QX0.3 : BOOL;
    Temperature AT %IW0 : INT;
  END_VAR
  VAR
    Step : INT := 0;
    PurgeTimer : TON;
    IgnitionTimer : TON;
    FlameFailTimer : TON;
    Lockout : BOOL;
    Setpoint : INT := 180;
    Starts : UDINT;
  END_VAR

  (* lockout on flame failure or over-temperature; manual reset only *)
  FlameFailTimer(IN := Step = 3 AND NOT FlameOk, PT := T#1s);
  IF FlameFailTimer.Q OR NOT HighLimitOk THEN
    Lockout := TRUE;
  END_IF;
  IF ResetPb AND HighLimitOk AND Step = 0 THEN
    Lockout := FALSE;
  END_IF;

  CASE Step OF
    0: (* idle *)
      IF StartPb AND NOT Lockout AND Temperature < Setpoint THEN
        Step := 1;
        Starts := Starts + 1;
      END_IF;
    1: (* pre-purge *)
      IF PurgeTimer.Q THEN
        Step := 2;
      END_IF;
    2: (* ignition trial *)
      IF IgnitionTimer.Q AND FlameOk THEN
        Step := 3;
      ELSIF IgnitionTimer.Q THEN
        Lockout := TRUE;
        Step := 0;
      END_IF;
    3: (* firing *)
      IF Temperature >= Setpoint + 10 THEN
        Step := 0;
      END_IF;
  END_CASE;

  IF NOT StopPb OR Lockout OR (NOT AirFlowOk AND Step > 1) THEN
    Step := 0;
  END_IF;

  PurgeTimer(IN := Step = 1 AND AirFlowOk, PT := T#30s);
  IgnitionTimer(IN := Step = 2, PT := T#5s);

  FanContactor := Step >= 1 AND Step <= 3;
  IgnitionTrafo := Step = 2;
  GasValve := (Step = 2 OR Step = 3) AND HighLimitOk AND NOT Lockout;
  LockoutLamp := Lockout;
END_PROGRAM
`,
  },
];

/** A machine door's guard locking, the cyclic method of a door component (its own object, VAR_INST timers). */
const DOOR = object(
  'FB_DoorInterlock.CyclicLogic',
  `METHOD CyclicLogic
VAR_INST
    tonUnlockDelay : TON;
    ftDoorClosed : F_TRIG;
END_VAR
`,
  `// the door may unlock only after the spindle stopped for the delay
tonUnlockDelay(IN := SpindleStopped AND UnlockRequest, PT := T#3S);
ftDoorClosed(CLK := DoorClosed);

IF tonUnlockDelay.Q THEN
    _GuardLockOn := FALSE;
ELSIF DoorClosed AND NOT UnlockRequest THEN
    _GuardLockOn := TRUE;
END_IF

IF ftDoorClosed.Q AND _GuardLockOn THEN
    _Error := TRUE;
    _ErrorId := E_DoorErrorId.OpenedWhileLocked;
END_IF

THIS^.GuardLockOutput.On := _GuardLockOn;
_Locked := DoorClosed AND _GuardLockOn;
`,
);

const CLAMP_ORIGIN = 'Beckhoff-USA-Community/ApplicationDevelopment_Sample ApplicationBase/ApplicationBase/Components/Cylinder/Cylinder.TcPOU (a cylinder component EXTENDS CyclicComponent IMPLEMENTS I_Cylinder, a CASE over E_CylinderState, extend timeout, error ids)';
const GROUP_ORIGIN = 'Beckhoff-USA-Community/ApplicationDevelopment_Sample ApplicationBase/ApplicationBase/Components/Safety/SafetyModule.TcPOU (a safety module EXTENDS Module: a reset sequence over a UDINT step with a reset delay TON, AT %I* inputs from the safety PLC)';
const FILL_ORIGIN = 'Beckhoff-USA-Community/Procedural_To_SOLID NEM2026/FillingLine_Procedural/POUs/FB_StationFill.TcPOU and NEM2026/FillingLine_Inheritance/POUs/FB_StationBase.TcPOU (the fill sequence as a protected method, SUPER^/THIS^ calls, TransitionTo, RaiseStationAlarm)';
const LINE_ORIGIN = 'Beckhoff-USA-Community/Procedural_To_SOLID NEM2026/FillingLine_Procedural/POUs/MAIN.TcPOU (the stations called with named arguments; the located GVL and the permits are ours)';
const BURNER_ORIGIN = 'Beckhoff-USA-Community/ApplicationDevelopment_Sample ApplicationBase/ApplicationBase/Components/Safety/SafetyModule.TcPOU and Procedural_To_SOLID FB_StationFill.TcPOU (an INT step sequence with timers, written as an OpenPLC burner program)';
const DOOR_ORIGIN = 'Beckhoff-USA-Community/ApplicationDevelopment_Sample ApplicationBase/ApplicationBase/Components/Cylinder/Cylinder.TcPOU (the CyclicLogic method with VAR_INST timers, THIS^ outputs, _Error/_ErrorId behind properties)';

const clamp = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CLAMP } });
const group = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GROUP } });
const fill = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: FILL } });
const line = (c: Omit<CorpusCase, 'source' | 'globalLists'>): CorpusCase => ({ ...c, source: { parts: LINE }, globalLists: LINE_LISTS });
const gvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LINE_GVL } });
const burner = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BURNER } });
const door = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DOOR } });

export const HELDOUT_ROUND39: CorpusCase[] = [
  ...from(CLAMP_ORIGIN, [
    // The clamp's close (a switch-on of a physical output) no longer needs the guard; the state set beside it lost the guard too.
    clamp({ id: 'round39 clamp: closes with the guard open', edits: [['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF bExtendCmd AND bAirPressureOk AND NOT bError THEN']], expect: items('condition no-longer-read diGuardClosed !', 'write condition-changed doExtend !', 'write condition-changed eState !') }),
    // A switch-on's lost conjunct flags its signal whatever its name; eState selects no output's write (a state set, its write's item only).
    clamp({ id: 'round39 clamp: closes without air', edits: [['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF bExtendCmd AND diGuardClosed AND NOT bError THEN']], expect: items('condition no-longer-read bAirPressureOk !', 'write condition-changed doExtend !', 'write condition-changed eState') }),
    clamp({ id: 'round39 clamp: closes with an error pending', edits: [['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF bExtendCmd AND diGuardClosed AND bAirPressureOk THEN']], expect: items('condition no-longer-read bError !', 'write condition-changed doExtend !', 'write condition-changed eState') }),
    // The switch-off on an opened guard lost that alternative: the clamp stays closed with the guard open.
    clamp({ id: 'round39 clamp: guard no longer opens the clamp', edits: [['IF bRetractCmd OR NOT diGuardClosed THEN', 'IF bRetractCmd THEN']], expect: items('condition no-longer-read diGuardClosed !', 'write condition-changed doExtend !', 'write condition-changed eState !') }),
    // Corrected after the first score (writer's error against docs/impact-accuracy.md, round 24: a step whose condition
    // only lost alternatives is judged by what it lost): eState drives no output and lost only the command, the guard
    // kept, so its item is unflagged; the valve's switch-off in fewer cases stays flagged.
    clamp({ id: 'round39 clamp: retract command no longer opens the clamp', edits: [['IF bRetractCmd OR NOT diGuardClosed THEN', 'IF NOT diGuardClosed THEN']], expect: items('condition no-longer-read bRetractCmd !', 'write condition-changed doExtend !', 'write condition-changed eState') }),
    clamp({ id: 'round39 clamp: longer extend timeout', edits: [['tExtendTimeout : TIME := T#3S;', 'tExtendTimeout : TIME := T#5S;']], expect: items('constant initial-value-changed tExtendTimeout') }),
    // Corrected after the first score (writer's error against docs/safety.md): bError is read by the close's write only as
    // the conjunct NOT bError, a trip, and "a write that set a trip is removed" is flagged (one set of several too).
    clamp({ id: 'round39 clamp: timeout error never raised', edits: [['IF tonExtendTimeout.Q THEN\n    bError := TRUE;\n    nErrorId := 16#8101;\nEND_IF\n', '']], expect: items('condition no-longer-read tonExtendTimeout.Q', 'write no-longer-written bError !', 'write no-longer-written nErrorId') }),
    clamp({ id: 'round39 clamp: lamp without the guard', edits: [['doClampLamp := bExtended AND diGuardClosed;', 'doClampLamp := bExtended;']], expect: items('write value-changed doClampLamp !') }),
    clamp({ id: 'round39 clamp: lamp forced on', edits: [['doClampLamp := bExtended AND diGuardClosed;', 'doClampLamp := TRUE;']], expect: items('write now-constant doClampLamp !') }),
    // Judgement: the open valve now follows the command; no conjunct of the old value is dropped and no safety signal is read.
    clamp({ id: 'round39 clamp: open valve follows the command', edits: [['doRetract := NOT doExtend;', 'doRetract := bRetractCmd;']], expect: items('write value-changed doRetract') }),
    // bError is a driver's trip (NOT bError in the close's guard): its reset now runs with the clamp still closed.
    clamp({ id: 'round39 clamp: reset with the clamp closed', edits: [['IF bReset AND NOT diExtended THEN', 'IF bReset THEN']], expect: items('condition no-longer-read diExtended !', 'write condition-changed bError !', 'write condition-changed nErrorId') }),
    clamp({ id: 'round39 clamp: error code renumbered', edits: [['nErrorId := 16#8103;', 'nErrorId := 16#8104;']], expect: items('constant value-changed nErrorId') }),
    clamp({ id: 'round39 clamp: comment reworded', edits: [['// end positions decide the state', '// the end switches set the state']], expect: [] }),
    clamp({ id: 'round39 clamp: close guard operands swapped', edits: [['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF diGuardClosed AND bExtendCmd AND bAirPressureOk AND NOT bError THEN']], expect: [] }),
    clamp({
      id: 'round39 clamp: guard input renamed',
      edits: [
        ['    diGuardClosed AT %I* : BOOL;', '    diStationGuard AT %I* : BOOL;'],
        ['AND diGuardClosed AND bAirPressureOk', 'AND diStationGuard AND bAirPressureOk'],
        ['OR NOT diGuardClosed THEN', 'OR NOT diStationGuard THEN'],
        ['bExtended AND diGuardClosed;', 'bExtended AND diStationGuard;'],
      ],
      expect: items('declaration renamed diStationGuard !'),
    }),
    clamp({ id: 'round39 clamp: state retyped', edits: [['    eState : E_CylinderState;', '    eState : E_ClampState;']], expect: items('declaration retyped eState') }),
    // Corrected after the first score (writer's error against docs/safety.md): a trip's set removed, as above.
    clamp({ id: 'round39 clamp: both-sensors check removed', edits: [['IF diExtended AND diRetracted THEN\n    bError := TRUE;\n    nErrorId := 16#8103;\nEND_IF\n', '']], expect: items('condition no-longer-read diExtended', 'condition no-longer-read diRetracted', 'write no-longer-written bError !', 'write no-longer-written nErrorId') }),
    clamp({
      id: 'round39 clamp: close on any command',
      edits: [['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF TRUE THEN']],
      expect: items('condition no-longer-read bExtendCmd !', 'condition no-longer-read diGuardClosed !', 'condition no-longer-read bAirPressureOk !', 'condition no-longer-read bError !', 'write condition-changed doExtend !', 'write condition-changed eState !'),
    }),
    clamp({ id: 'round39 clamp: whitespace in the open valve', edits: [['doRetract := NOT doExtend;', 'doRetract :=  NOT doExtend;']], expect: [] }),
    // An agent adds a setup mode that bypasses the guard in the close's guard.
    clamp({
      id: 'round39 clamp: setup mode bypasses the guard',
      edits: [
        ['    bReset : BOOL;\n', '    bReset : BOOL;\n    bSetupMode : BOOL;\n'],
        ['IF bExtendCmd AND diGuardClosed AND bAirPressureOk AND NOT bError THEN', 'IF bExtendCmd AND (diGuardClosed OR bSetupMode) AND bAirPressureOk AND NOT bError THEN'],
      ],
      expect: items('declaration added bSetupMode', 'condition newly-read bSetupMode !', 'write condition-changed doExtend !', 'write condition-changed eState !'),
    }),
    clamp({ id: 'round39 clamp: air switch comment reworded', edits: [['// main air pressure switch of the station', '// air pressure switch, station supply']], expect: [] }),
  ]),
  ...from(GROUP_ORIGIN, [
    group({ id: 'round39 safety group: drives released with the e-stop pressed', edits: [['bGroupOk := nGroupState = 1 AND bEStopChainOk AND NOT bEdmFault;', 'bGroupOk := nGroupState = 1 AND NOT bEdmFault;']], expect: items('write value-changed bGroupOk !') }),
    group({ id: 'round39 safety group: EDM fault ignored', edits: [['bGroupOk := nGroupState = 1 AND bEStopChainOk AND NOT bEdmFault;', 'bGroupOk := nGroupState = 1 AND bEStopChainOk;']], expect: items('write value-changed bGroupOk !') }),
    group({ id: 'round39 safety group: group ok forced', edits: [['bGroupOk := nGroupState = 1 AND bEStopChainOk AND NOT bEdmFault;', 'bGroupOk := TRUE;']], expect: items('write now-constant bGroupOk !') }),
    group({ id: 'round39 safety group: drives released without a request', edits: [['doDriveEnable := bGroupOk AND bDrivesRequested;', 'doDriveEnable := bGroupOk;']], expect: items('write value-changed doDriveEnable !') }),
    group({ id: 'round39 safety group: STO release forced', edits: [['doDriveEnable := bGroupOk AND bDrivesRequested;', 'doDriveEnable := TRUE;']], expect: items('write now-constant doDriveEnable !') }),
    // Judgement (step timer): its Q leads to step 0, which writes the acknowledge to the safety PLC (safety by its comment).
    group({ id: 'round39 safety group: longer acknowledge pulse', edits: [['tResetPulse : TIME := T#250MS;', 'tResetPulse : TIME := T#1S;']], expect: items('constant initial-value-changed tResetPulse !') }),
    group({ id: 'round39 safety group: reset with the e-stop pressed', edits: [['IF bResetRequest AND bEStopChainOk THEN', 'IF bResetRequest THEN']], expect: items('condition no-longer-read bEStopChainOk !', 'write condition-changed nSequence !') }),
    // The EDM timer watches the STO release (safety by its comment): its preset is flagged.
    group({ id: 'round39 safety group: EDM monitoring time', edits: [['PT := T#500MS', 'PT := T#2S']], expect: items('constant value-changed tonEdm.PT !') }),
    group({ id: 'round39 safety group: EDM fault never set', edits: [['IF tonEdm.Q THEN\n    bEdmFault := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonEdm.Q !', 'write no-longer-written bEdmFault !') }),
    group({ id: 'round39 safety group: EDM fault reset without the feedback', edits: [['IF doErrAck AND bEdmFeedback THEN', 'IF doErrAck THEN']], expect: items('condition no-longer-read bEdmFeedback !', 'write condition-changed bEdmFault !') }),
    // Judgement: a trip's reset removed holds it set, but the removed write takes its guard's signal (the acknowledge
    // to the safety PLC, safety by its comment). Corrected after the first score (writer's error against
    // docs/impact-accuracy.md, round 24: a conjunction removed lends every signal of the whole condition): the feedback
    // is flagged too.
    group({ id: 'round39 safety group: EDM fault never reset', edits: [['IF doErrAck AND bEdmFeedback THEN\n    bEdmFault := FALSE;\nEND_IF\n', '']], expect: items('condition no-longer-read doErrAck !', 'condition no-longer-read bEdmFeedback !', 'write no-longer-written bEdmFault !') }),
    group({ id: 'round39 safety group: reset lamp dark', edits: [['doResetLamp := bResetRequired;', 'doResetLamp := FALSE;']], expect: items('write now-constant doResetLamp') }),
    group({ id: 'round39 safety group: resets counted twice', edits: [['nResets := nResets + 1;', 'nResets := nResets + 2;']], expect: items('constant value-changed nResets') }),
    group({
      id: 'round39 safety group: e-stop input renamed',
      edits: [
        ['    bEStopChainOk AT %I* : BOOL;', '    bChainReleased AT %I* : BOOL;'],
        ['nGroupState = 1 AND bEStopChainOk AND', 'nGroupState = 1 AND bChainReleased AND'],
        ['IF bResetRequest AND bEStopChainOk THEN', 'IF bResetRequest AND bChainReleased THEN'],
      ],
      expect: items('declaration renamed bChainReleased !'),
    }),
    group({ id: 'round39 safety group: comment reworded', edits: [['// reset sequence: pulse the error acknowledge for the delay', '// reset: an acknowledge pulse of fixed length']], expect: [] }),
    // The limit of the group state (safety by its comment) in the drives' permit is reported under the variable written.
    group({ id: 'round39 safety group: another run state', edits: [['bGroupOk := nGroupState = 1 AND', 'bGroupOk := nGroupState = 2 AND']], expect: items('constant value-changed bGroupOk !') }),
    // A physical output widened by an alternative, and that alternative is the e-stop chain.
    group({ id: 'round39 safety group: reset lamp also shows the e-stop', edits: [['doResetLamp := bResetRequired;', 'doResetLamp := bResetRequired OR NOT bEStopChainOk;']], expect: items('write value-changed doResetLamp !') }),
    group({ id: 'round39 safety group: EDM timer without the feedback', edits: [['tonEdm(IN := NOT doDriveEnable AND NOT bEdmFeedback,', 'tonEdm(IN := NOT doDriveEnable,']], expect: items('fb-call inputs-changed tonEdm.IN !') }),
    group({ id: 'round39 safety group: whitespace in the pulse timer', edits: [['tonResetPulse(PT := tResetPulse);', 'tonResetPulse(PT:=tResetPulse);']], expect: [] }),
    group({ id: 'round39 safety group: acknowledge held on', edits: [['        doErrAck := FALSE;\n', '        doErrAck := TRUE;\n']], expect: items('constant value-changed doErrAck !') }),
  ]),
  ...from(FILL_ORIGIN, [
    // A call whose guard changed has no item of its own; the guard's signal no longer read is the item.
    fill({ id: 'round39 fill method: starts with the splash guard open', edits: [['ActiveMode = 1 AND SplashGuardClosed THEN', 'ActiveMode = 1 THEN']], expect: items('condition no-longer-read SplashGuardClosed !') }),
    fill({ id: 'round39 fill method: splash guard no longer closes the valve', edits: [['            OpenFillValve := FALSE;\n            THIS^.RaiseStationAlarm', '            THIS^.RaiseStationAlarm']], expect: items('write no-longer-written OpenFillValve !') }),
    fill({ id: 'round39 fill method: longer fill timeout', edits: [['PT := T#10S', 'PT := T#15S']], expect: items('constant value-changed Timeout.PT') }),
    fill({ id: 'round39 fill method: no-flow limit', edits: [['IF FlowRate < 0.1 THEN', 'IF FlowRate < 0.05 THEN']], expect: items('constant value-changed FlowRate') }),
    // Judgement: a new switch-on in idle of the valve the splash guard's branch switches off (held-off rule).
    fill({ id: 'round39 fill method: valve open in idle', edits: [['        OpenFillValve := FALSE;\n        Done := FALSE;', '        OpenFillValve := TRUE;\n        Done := FALSE;']], expect: items('constant value-changed OpenFillValve !') }),
    fill({ id: 'round39 fill method: done not cleared in idle', edits: [['        Done := FALSE;\n', '']], expect: items('write no-longer-written Done') }),
    fill({ id: 'round39 fill method: volume counted double', edits: [['FlowRate * 0.001;', 'FlowRate * 0.002;']], expect: items('constant value-changed Accumulated') }),
    fill({ id: 'round39 fill method: comment added', edits: [['SUPER^.ExecuteSequence();', '// the base handles the pause first\nSUPER^.ExecuteSequence();']], expect: [] }),
    // Corrected after the first score (writer's error against docs/impact-accuracy.md, round 2: a safety signal kept in
    // the condition still flags where a block or method is called under it): the splash guard gates TransitionTo.
    fill({ id: 'round39 fill method: start without the execute command', edits: [['IF Execute AND PartPresent AND', 'IF PartPresent AND']], expect: items('condition no-longer-read Execute !') }),
    fill({ id: 'round39 fill method: valve left open when complete', edits: [['        OpenFillValve := FALSE;\n        Timeout(IN := FALSE);', '        Timeout(IN := FALSE);']], expect: items('write no-longer-written OpenFillValve') }),
  ]),
  ...from(LINE_ORIGIN, [
    line({ id: 'round39 line: permit without the e-stop', edits: [['xPermit := GVL_IO.xEStopRelay AND GVL_IO.xAirPressure;', 'xPermit := GVL_IO.xAirPressure;']], expect: items('write value-changed xPermit !') }),
    line({ id: 'round39 line: permit without air', edits: [['xPermit := GVL_IO.xEStopRelay AND GVL_IO.xAirPressure;', 'xPermit := GVL_IO.xEStopRelay;']], expect: items('write value-changed xPermit !') }),
    line({ id: 'round39 line: start without the permit', edits: [['IF rtStart.Q AND xPermit THEN', 'IF rtStart.Q THEN']], expect: items('condition no-longer-read xPermit !', 'write condition-changed xLineOn !') }),
    line({ id: 'round39 line: stop button no longer stops', edits: [['IF NOT GVL_IO.xStopButton OR NOT xPermit THEN', 'IF NOT xPermit THEN']], expect: items('condition no-longer-read GVL_IO.xStopButton !', 'write condition-changed xLineOn !') }),
    line({ id: 'round39 line: permit no longer stops the line', edits: [['IF NOT GVL_IO.xStopButton OR NOT xPermit THEN', 'IF NOT GVL_IO.xStopButton THEN']], expect: items('condition no-longer-read xPermit !', 'write condition-changed xLineOn !') }),
    line({ id: 'round39 line: fill valve without the permit', edits: [['GVL_IO.xFillValve := StationFill.OpenFillValve AND xPermit;', 'GVL_IO.xFillValve := StationFill.OpenFillValve;']], expect: items('write value-changed GVL_IO.xFillValve !') }),
    line({ id: 'round39 line: fill valve forced open', edits: [['GVL_IO.xFillValve := StationFill.OpenFillValve AND xPermit;', 'GVL_IO.xFillValve := TRUE;']], expect: items('write now-constant GVL_IO.xFillValve !') }),
    line({ id: 'round39 line: longer curtain delay', edits: [['PT := T#200MS', 'PT := T#1S']], expect: items('constant value-changed tonCurtain.PT !') }),
    line({ id: 'round39 line: capper runs with the curtain broken', edits: [['GVL_IO.xCapperMotor := StationCap.RunMotor AND tonCurtain.Q;', 'GVL_IO.xCapperMotor := StationCap.RunMotor;']], expect: items('write value-changed GVL_IO.xCapperMotor !') }),
    line({ id: 'round39 line: capper executes with the curtain broken', edits: [['Execute := xLineOn AND tonCurtain.Q,', 'Execute := xLineOn,']], expect: items('fb-call inputs-changed StationCap.Execute !') }),
    line({ id: 'round39 line: torque limit raised', edits: [['rTorqueLimit : REAL := 5.0;', 'rTorqueLimit : REAL := 6.5;']], expect: items('constant initial-value-changed rTorqueLimit') }),
    line({ id: 'round39 line: conveyor runs while the filler is busy', edits: [[' AND NOT StationFill.Busy AND NOT StationCap.Busy;', ' AND NOT StationCap.Busy;']], expect: items('write value-changed GVL_IO.xConveyor !') }),
    line({ id: 'round39 line: beacon no longer shows the e-stop', edits: [[' OR StationCap.AlarmActive OR NOT GVL_IO.xEStopRelay;', ' OR StationCap.AlarmActive;']], expect: items('write value-changed GVL_IO.xBeacon !') }),
    // A warning that sounds in fewer cases: the beacon only lost the capper's alarm; the e-stop keeps its role.
    line({ id: 'round39 line: beacon without the capper alarm', edits: [['GVL_IO.xBeacon := StationFill.AlarmActive OR StationCap.AlarmActive OR', 'GVL_IO.xBeacon := StationFill.AlarmActive OR']], expect: items('write value-changed GVL_IO.xBeacon') }),
    // Judgement: the fill station's inputs read no safety signal; its valve output stays gated by the permit here.
    line({ id: 'round39 line: fill station no longer called', edits: [['StationFill(Execute := xLineOn, ModeAuto := TRUE, PartPresent := GVL_IO.xPartAtFill, FlowRate := 1.0, TargetVolume := 250.0);\n', '']], expect: items('fb-call no-longer-called StationFill') }),
    line({ id: 'round39 line: comment reworded', edits: [['// the capper stops while the curtain is broken, and 200 ms after', '// capper held while the curtain is interrupted (+200 ms)']], expect: [] }),
    line({ id: 'round39 line: permit operands swapped', edits: [['xPermit := GVL_IO.xEStopRelay AND GVL_IO.xAirPressure;', 'xPermit := GVL_IO.xAirPressure AND GVL_IO.xEStopRelay;']], expect: [] }),
    line({ id: 'round39 line: torque scaling', edits: [['rTorqueLimit * 2764.8', 'rTorqueLimit * 3276.7']], expect: items('constant value-changed nTorqueRaw') }),
    line({ id: 'round39 line: conveyor forced on', edits: [['GVL_IO.xConveyor := xLineOn AND NOT StationFill.Busy AND NOT StationCap.Busy;', 'GVL_IO.xConveyor := TRUE;']], expect: items('write now-constant GVL_IO.xConveyor !') }),
    line({ id: 'round39 line: larger fill volume', edits: [['TargetVolume := 250.0', 'TargetVolume := 300.0']], expect: items('constant value-changed StationFill.TargetVolume') }),
    // An agent adds a service key that bypasses the e-stop in the line's permit.
    line({
      id: 'round39 line: service key bypasses the e-stop',
      edits: [
        ['    xPermit : BOOL;\n', '    xPermit : BOOL;\n    xService : BOOL;\n'],
        ['xPermit := GVL_IO.xEStopRelay AND GVL_IO.xAirPressure;', 'xPermit := (GVL_IO.xEStopRelay OR xService) AND GVL_IO.xAirPressure;'],
      ],
      expect: items('declaration added xService', 'write value-changed xPermit !'),
    }),
  ]),
  ...from(LINE_ORIGIN, [
    gvl({ id: 'round39 line GVL: curtain moved to another input', edits: [['xCurtainCapper AT %IX0.1 : BOOL;', 'xCurtainCapper AT %IX0.7 : BOOL;']], expect: items('declaration address-changed xCurtainCapper !') }),
    gvl({ id: 'round39 line GVL: e-stop comment reworded', edits: [['// emergency stop relay of the filling line, TRUE = healthy', '// e-stop relay of the line, TRUE = healthy']], expect: [] }),
    gvl({ id: 'round39 line GVL: beacon moved', edits: [['xBeacon AT %QX0.3 : BOOL;', 'xBeacon AT %QX0.4 : BOOL;']], expect: items('declaration address-changed xBeacon') }),
    gvl({ id: 'round39 line GVL: air switch renamed', edits: [['xAirPressure AT %IX0.6 : BOOL;', 'xAirPressureOk AT %IX0.6 : BOOL;']], expect: items('declaration renamed xAirPressureOk') }),
    gvl({ id: 'round39 line GVL: e-stop relay renamed', edits: [['xEStopRelay AT %IX0.0 : BOOL;', 'xSafetyRelay AT %IX0.0 : BOOL;']], expect: items('declaration renamed xSafetyRelay !') }),
    // A new variable on the light curtain's address reads the curtain under another name.
    gvl({ id: 'round39 line GVL: spare input on the curtain', edits: [['    xPartAtFill AT %IX0.2 : BOOL;\n', '    xPartAtFill AT %IX0.2 : BOOL;\n    xSpare AT %IX0.1 : BOOL;\n']], expect: items('declaration added xSpare !') }),
  ]),
  ...from(BURNER_ORIGIN, [
    burner({ id: 'round39 burner: over-temperature no longer locks out', edits: [['IF FlameFailTimer.Q OR NOT HighLimitOk THEN', 'IF FlameFailTimer.Q THEN']], expect: items('condition no-longer-read HighLimitOk !', 'write condition-changed Lockout !') }),
    burner({ id: 'round39 burner: flame failure no longer locks out', edits: [['IF FlameFailTimer.Q OR NOT HighLimitOk THEN', 'IF NOT HighLimitOk THEN']], expect: items('condition no-longer-read FlameFailTimer.Q !', 'write condition-changed Lockout !') }),
    burner({ id: 'round39 burner: flame failure time', edits: [['PT := T#1s', 'PT := T#3s']], expect: items('constant value-changed FlameFailTimer.PT !') }),
    burner({ id: 'round39 burner: reset while over temperature', edits: [['IF ResetPb AND HighLimitOk AND Step = 0 THEN', 'IF ResetPb AND Step = 0 THEN']], expect: items('condition no-longer-read HighLimitOk !', 'write condition-changed Lockout !') }),
    burner({ id: 'round39 burner: reset while firing', edits: [['IF ResetPb AND HighLimitOk AND Step = 0 THEN', 'IF ResetPb AND HighLimitOk THEN']], expect: items('condition no-longer-read Step !', 'write condition-changed Lockout !') }),
    // The purge timer's Q starts step 2, where the gas safety valve opens: a shorter purge reaches it sooner.
    burner({ id: 'round39 burner: shorter pre-purge', edits: [['PT := T#30s', 'PT := T#5s']], expect: items('constant value-changed PurgeTimer.PT !') }),
    burner({ id: 'round39 burner: longer ignition trial', edits: [['PT := T#5s', 'PT := T#10s']], expect: items('constant value-changed IgnitionTimer.PT !') }),
    burner({ id: 'round39 burner: gas valve open during a lockout', edits: [['GasValve := (Step = 2 OR Step = 3) AND HighLimitOk AND NOT Lockout;', 'GasValve := (Step = 2 OR Step = 3) AND HighLimitOk;']], expect: items('write value-changed GasValve !') }),
    burner({ id: 'round39 burner: gas valve open over temperature', edits: [['GasValve := (Step = 2 OR Step = 3) AND HighLimitOk AND NOT Lockout;', 'GasValve := (Step = 2 OR Step = 3) AND NOT Lockout;']], expect: items('write value-changed GasValve !') }),
    burner({ id: 'round39 burner: gas valve forced open', edits: [['GasValve := (Step = 2 OR Step = 3) AND HighLimitOk AND NOT Lockout;', 'GasValve := TRUE;']], expect: items('write now-constant GasValve !') }),
    burner({ id: 'round39 burner: gas valve open during the purge', edits: [['GasValve := (Step = 2 OR Step = 3) AND', 'GasValve := (Step = 1 OR Step = 2 OR Step = 3) AND']], expect: items('write value-changed GasValve !') }),
    // The start's guard lost the lockout: Step drives the fan, the ignition and the gas valve; the start counter drives nothing.
    burner({ id: 'round39 burner: starts while locked out', edits: [['IF StartPb AND NOT Lockout AND Temperature < Setpoint THEN', 'IF StartPb AND Temperature < Setpoint THEN']], expect: items('condition no-longer-read Lockout !', 'write condition-changed Step !', 'write condition-changed Starts') }),
    burner({ id: 'round39 burner: higher setpoint', edits: [['Setpoint : INT := 180;', 'Setpoint : INT := 200;']], expect: items('constant initial-value-changed Setpoint') }),
    burner({ id: 'round39 burner: wider hysteresis', edits: [['IF Temperature >= Setpoint + 10 THEN', 'IF Temperature >= Setpoint + 20 THEN']], expect: items('constant value-changed Temperature') }),
    // The stop branch sets Step to 0, a number that drives the outputs: it now runs in fewer cases.
    burner({ id: 'round39 burner: stop button no longer stops', edits: [['IF NOT StopPb OR Lockout OR (NOT AirFlowOk AND Step > 1) THEN', 'IF Lockout OR (NOT AirFlowOk AND Step > 1) THEN']], expect: items('condition no-longer-read StopPb !', 'write condition-changed Step !') }),
    burner({ id: 'round39 burner: lockout no longer stops the sequence', edits: [['IF NOT StopPb OR Lockout OR (NOT AirFlowOk AND Step > 1) THEN', 'IF NOT StopPb OR (NOT AirFlowOk AND Step > 1) THEN']], expect: items('condition no-longer-read Lockout !', 'write condition-changed Step !') }),
    burner({ id: 'round39 burner: air loss no longer stops firing', edits: [['IF NOT StopPb OR Lockout OR (NOT AirFlowOk AND Step > 1) THEN', 'IF NOT StopPb OR Lockout THEN']], expect: items('condition no-longer-read AirFlowOk !', 'condition no-longer-read Step !', 'write condition-changed Step !') }),
    // Judgement: the purge timer is a step timer leading to the gas valve; it no longer needs proven air.
    burner({ id: 'round39 burner: purge without air', edits: [['PurgeTimer(IN := Step = 1 AND AirFlowOk,', 'PurgeTimer(IN := Step = 1,']], expect: items('fb-call inputs-changed PurgeTimer.IN !') }),
    burner({
      id: 'round39 burner: lockout lamp renamed',
      edits: [
        ['    LockoutLamp AT %QX0.3 : BOOL;', '    AlarmLamp AT %QX0.3 : BOOL;'],
        ['  LockoutLamp := Lockout;', '  AlarmLamp := Lockout;'],
      ],
      expect: items('declaration renamed AlarmLamp !'),
    }),
    burner({ id: 'round39 burner: comment reworded', edits: [['(* lockout on flame failure or over-temperature; manual reset only *)', '(* flame failure or over-temperature: lock out until reset *)']], expect: [] }),
    burner({ id: 'round39 burner: flame scanner moved', edits: [['FlameOk AT %IX0.2 : BOOL;', 'FlameOk AT %IX0.6 : BOOL;']], expect: items('declaration address-changed FlameOk !') }),
    burner({ id: 'round39 burner: lamp moved onto the gas valve', edits: [['LockoutLamp AT %QX0.3 : BOOL;', 'LockoutLamp AT %QX0.2 : BOOL;']], expect: items('declaration address-changed LockoutLamp !') }),
    burner({ id: 'round39 burner: ignition transformer forced on', edits: [['IgnitionTrafo := Step = 2;', 'IgnitionTrafo := TRUE;']], expect: items('write now-constant IgnitionTrafo !') }),
    burner({ id: 'round39 burner: starts counted by two', edits: [['Starts := Starts + 1;', 'Starts := Starts + 2;']], expect: items('constant value-changed Starts') }),
    burner({ id: 'round39 burner: no lockout after a failed ignition', edits: [['ELSIF IgnitionTimer.Q THEN\n        Lockout := TRUE;\n', 'ELSIF IgnitionTimer.Q THEN\n']], expect: items('write no-longer-written Lockout !') }),
    burner({ id: 'round39 burner: lamp also shows the limiter', edits: [['  LockoutLamp := Lockout;', '  LockoutLamp := Lockout OR NOT HighLimitOk;']], expect: items('write value-changed LockoutLamp !') }),
    burner({ id: 'round39 burner: fan forced on', edits: [['FanContactor := Step >= 1 AND Step <= 3;', 'FanContactor := TRUE;']], expect: items('write now-constant FanContactor !') }),
    burner({ id: 'round39 burner: step timers in another order', edits: [['  PurgeTimer(IN := Step = 1 AND AirFlowOk, PT := T#30s);\n  IgnitionTimer(IN := Step = 2, PT := T#5s);\n', '  IgnitionTimer(IN := Step = 2, PT := T#5s);\n  PurgeTimer(IN := Step = 1 AND AirFlowOk, PT := T#30s);\n']], expect: [] }),
    // An agent adds a jumper input that bypasses the safety temperature limiter in the lockout and the gas valve.
    burner({
      id: 'round39 burner: limiter bypass jumper',
      edits: [
        ['    ResetPb AT %IX0.5 : BOOL;\n', '    ResetPb AT %IX0.5 : BOOL;\n    LimiterBypass AT %IX0.7 : BOOL;\n'],
        ['IF FlameFailTimer.Q OR NOT HighLimitOk THEN', 'IF FlameFailTimer.Q OR NOT (HighLimitOk OR LimiterBypass) THEN'],
        ['AND HighLimitOk AND NOT Lockout;', 'AND (HighLimitOk OR LimiterBypass) AND NOT Lockout;'],
      ],
      expect: items('declaration added LimiterBypass', 'condition newly-read LimiterBypass !', 'write condition-changed Lockout !', 'write value-changed GasValve !'),
    }),
  ]),
  ...from(DOOR_ORIGIN, [
    // The unlock timer's Q switches the guard lock (a safety signal by its name): the timer drives it.
    door({ id: 'round39 door method: unlock without standstill', edits: [['IN := SpindleStopped AND UnlockRequest,', 'IN := UnlockRequest,']], expect: items('fb-call inputs-changed tonUnlockDelay.IN !') }),
    door({ id: 'round39 door method: shorter unlock delay', edits: [['PT := T#3S', 'PT := T#1S']], expect: items('constant value-changed tonUnlockDelay.PT !') }),
    // As training's round 13 guard-lock method: the door switch's comment is not in the method's text.
    door({ id: 'round39 door method: relock without the door closed', edits: [['ELSIF DoorClosed AND NOT UnlockRequest THEN', 'ELSIF NOT UnlockRequest THEN']], expect: items('condition no-longer-read DoorClosed', 'write condition-changed _GuardLockOn !') }),
    door({ id: 'round39 door method: never unlocks', edits: [['    _GuardLockOn := FALSE;', '    _GuardLockOn := TRUE;']], expect: items('constant value-changed _GuardLockOn !') }),
    // Judgement: the removed writes take their guard's signal (the guard lock). Corrected after the first score (writer's
    // error against docs/impact-accuracy.md, round 24: a conjunction removed lends every signal of the whole
    // condition): the door's edge is flagged too.
    door({ id: 'round39 door method: opened-while-locked error removed', edits: [['IF ftDoorClosed.Q AND _GuardLockOn THEN\n    _Error := TRUE;\n    _ErrorId := E_DoorErrorId.OpenedWhileLocked;\nEND_IF\n', '']], expect: items('condition no-longer-read ftDoorClosed.Q !', 'condition no-longer-read _GuardLockOn !', 'write no-longer-written _Error !', 'write no-longer-written _ErrorId !') }),
    door({ id: 'round39 door method: lock output no longer written', edits: [['THIS^.GuardLockOutput.On := _GuardLockOn;\n', '']], expect: items('write no-longer-written GuardLockOutput.On !') }),
    // Corrected after the first score (writer's error against docs/safety.md): the new value is a plain copy of the guard
    // lock, and a plain copy of a safety signal is that signal ("what it feeds or copies"), so the item is flagged.
    door({ id: 'round39 door method: locked status without the door', edits: [['_Locked := DoorClosed AND _GuardLockOn;', '_Locked := _GuardLockOn;']], expect: items('write value-changed _Locked !') }),
    door({ id: 'round39 door method: comment reworded', edits: [['// the door may unlock only after the spindle stopped for the delay', '// unlock after spindle standstill plus the delay']], expect: [] }),
    door({ id: 'round39 door method: THIS^ dropped', edits: [['THIS^.GuardLockOutput.On := _GuardLockOn;', 'GuardLockOutput.On := _GuardLockOn;']], expect: [] }),
    door({ id: 'round39 door method: edge retyped', edits: [['    ftDoorClosed : F_TRIG;', '    ftDoorClosed : R_TRIG;']], expect: items('declaration retyped ftDoorClosed') }),
  ]),
];
