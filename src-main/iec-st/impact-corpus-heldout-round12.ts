// The twelfth independent held-out part of the accuracy corpus (round 12). Written on 7 December 2026 by the case
// writer "round12", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): ngojy/twincat-plc-safetyinterlocks
// (a TwinCAT `MAIN` with a CASE over `E_SafeSequenceState` that any e-stop fault sends to FAULT, and `FB_EStop`, an
// e-stop latch set by an R_TRIG and reset on an R_TRIG of the reset button only while the e-stop is released),
// mgmike1011/Projekt_BuR (a B&R four-zone oven: temperature controller instances whose inputs are written as members,
// `Enable` per step, step timers driven through `.IN`/`.PT` members and called afterwards, a CASE over bare
// enumerated steps `STEP_INIT`…`STEP5`, heaters and fans mapped from the controllers, a cycle counter) and
// kabishsridar/plc_projects (an ABB AC500 feed batching plant: `FB_Samyak_Control`, a Modbus weighing indicator
// reader with a busy watchdog, an R_TRIG error counter, a line-fault latch cleared by a recovery timer and a CASE
// over numbered steps; `Auto_Batching_V16`, silo dosing with coarse and fine feeding, a pre-act and a tolerance
// window, an NC e-stop input, hand-made edges `x AND NOT x_Last`, a hold on faults and an overfill check). The
// objects are ours, written after reading those files for their forms; no public code is copied. Forms: TwinCAT
// objects as declaration and implementation parts with `AT %I*`/`AT %Q*`, a two-channel e-stop latch with a
// discrepancy timer, a CASE over a qualified enumeration, CODESYS-style FB instances with member inputs and later
// calls, timers driven through members, bare enumerated steps, an OpenPLC program with `AT %IX`/`%QX`/`%IW`, a comment
// above a declaration, a hold latch read as `NOT Hold` by every gate, FB calls with literal arguments, renames,
// reorderings, regroupings and comments that should give nothing, and agents' edits that change several statements at
// once (a declaration and its use, a whole IF, every gate of a line). Each expectation says what an engineer expects
// the edit to do to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and
// docs/impact-accuracy.md, written and committed before the part was first scored. An expectation may be corrected
// only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in e1e970c, the analysis at main c8c133c, merged as a0d0dc1):
// 121 cases, 150 expected items (81 safety), 150 reported, precision 0.987, recall 0.987, safety items flagged 80/81.
// After the writer's one correction (a condition reading a latch that the e-stop sets carries the e-stop's safety;
// the reason beside the case): 150 items (82 safety), precision 0.993, recall 0.993, 81/82.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A two-channel e-stop latch: set on the press of either channel or a discrepancy, reset only when released. */
const ESTOP_LATCH = object(
  'FB_EStopLatch',
  `FUNCTION_BLOCK FB_EStopLatch
VAR_INPUT
    bEStopCh1 : BOOL;       // TRUE = e-stop pressed, channel 1
    bEStopCh2 : BOOL;       // TRUE = e-stop pressed, channel 2
    bResetButton : BOOL;    // operator reset after clearing the fault
    tDiscrepancy : TIME := T#500MS;
END_VAR
VAR_OUTPUT
    bFaultActive : BOOL;    // latched e-stop fault
    bDiscrepancy : BOOL;    // the two channels disagree for longer than tDiscrepancy
END_VAR
VAR
    rtEStop : R_TRIG;
    rtReset : R_TRIG;
    tonDiscrepancy : TON;
END_VAR
`,
  `rtEStop(CLK := bEStopCh1 OR bEStopCh2);
rtReset(CLK := bResetButton);
tonDiscrepancy(IN := bEStopCh1 XOR bEStopCh2, PT := tDiscrepancy);
bDiscrepancy := tonDiscrepancy.Q;

IF rtEStop.Q OR bDiscrepancy THEN
    bFaultActive := TRUE;
END_IF

IF rtReset.Q AND NOT bEStopCh1 AND NOT bEStopCh2 AND NOT bDiscrepancy THEN
    bFaultActive := FALSE;
END_IF
`,
);

/** The cell's MAIN: any e-stop fault or an open guard door sends the sequence to FAULT; the conveyor per state. */
const CELL_MAIN = object(
  'MAIN',
  `PROGRAM MAIN
VAR
    eState : E_CellState := E_CellState.IDLE;
    bStartButton AT %I* : BOOL;
    bStopButton AT %I* : BOOL;       // NC stop button, TRUE = not pressed
    bEStopCh1 AT %I* : BOOL;
    bEStopCh2 AT %I* : BOOL;
    bResetButton AT %I* : BOOL;
    bGuardDoorClosed AT %I* : BOOL;
    bHighSpeedSel AT %I* : BOOL;
    bPartAtEnd AT %I* : BOOL;
    bConveyorRun AT %Q* : BOOL;
    bConveyorFast AT %Q* : BOOL;
    bBeaconRed AT %Q* : BOOL;
    bBeaconGreen AT %Q* : BOOL;
    fbEStop : FB_EStopLatch;
    tonStartWarn : TON;
    tonRunOut : TON;
    rtPart : R_TRIG;
    nParts : UDINT;
END_VAR
`,
  `fbEStop(bEStopCh1 := bEStopCh1, bEStopCh2 := bEStopCh2, bResetButton := bResetButton);
rtPart(CLK := bPartAtEnd);
IF rtPart.Q THEN
    nParts := nParts + 1;
END_IF

// any trip sends the cell to FAULT, whatever the state
IF fbEStop.bFaultActive OR NOT bGuardDoorClosed THEN
    eState := E_CellState.FAULT;
END_IF

tonStartWarn(IN := eState = E_CellState.STARTING, PT := T#3S);
tonRunOut(IN := eState = E_CellState.STOPPING, PT := T#4S);

CASE eState OF
    E_CellState.IDLE:
        bConveyorRun := FALSE;
        bConveyorFast := FALSE;
        IF bStartButton AND bStopButton AND bGuardDoorClosed THEN
            eState := E_CellState.STARTING;
        END_IF

    E_CellState.STARTING:
        bConveyorRun := FALSE;
        IF tonStartWarn.Q THEN
            eState := E_CellState.RUNNING;
        END_IF

    E_CellState.RUNNING:
        bConveyorRun := TRUE;
        bConveyorFast := bHighSpeedSel;
        IF NOT bStopButton THEN
            eState := E_CellState.STOPPING;
        END_IF

    E_CellState.STOPPING:
        bConveyorRun := NOT tonRunOut.Q;    // run the belt empty
        bConveyorFast := FALSE;
        IF tonRunOut.Q THEN
            eState := E_CellState.IDLE;
        END_IF

    E_CellState.FAULT:
        bConveyorRun := FALSE;
        bConveyorFast := FALSE;
        IF NOT fbEStop.bFaultActive AND bGuardDoorClosed AND bResetButton THEN
            eState := E_CellState.IDLE;
        END_IF
END_CASE

bBeaconRed := eState = E_CellState.FAULT;
bBeaconGreen := eState = E_CellState.RUNNING;
`,
);

/** A two-zone oven after the B&R zone program: controllers by member, step timers by member, heaters behind a permit. */
const OVEN = object(
  'ZoneOven',
  `PROGRAM ZoneOven
VAR
    gStart AT %IX1.0 : BOOL;
    gStop AT %IX1.1 : BOOL;
    // safety temperature limiter of the oven, TRUE = not tripped
    xLimiterOk AT %IX1.2 : BOOL;
    xOvenDoorClosed AT %IX1.3 : BOOL;  // door switch of the loading door, TRUE = closed
    gTemp1 AT %IW4 : INT;              // zone 1 temperature, 0.1 degC
    gTemp2 AT %IW5 : INT;              // zone 2 temperature, 0.1 degC
    gHeater1 AT %QX2.0 : BOOL;
    gHeater2 AT %QX2.1 : BOOL;
    gFan1 AT %QX2.2 : BOOL;
    gFan2 AT %QX2.3 : BOOL;
    gReadyLamp AT %QX2.4 : BOOL;
    TempCtrl1 : FB_ZoneTemp;
    TempCtrl2 : FB_ZoneTemp;
    TimStep1 : TON;
    TimStep2 : TON;
    TimStep3 : TON;
    AutoStep : AUTO_STEP := STEP_INIT;
    SetTemp1 : INT := 1800;
    SetTemp2 : INT := 1600;
    TimeStep1 : TIME := T#10m;
    TimeStep2 : TIME := T#15m;
    TimeStep3 : TIME := T#5m;
    Band : INT := 20;                  // window around the setpoint, 0.1 degC
    CycleNumber : UDINT;
    HeatPermit : BOOL;
    OverTemp : BOOL;
END_VAR
VAR CONSTANT
    MAX_TEMP : INT := 2500;
END_VAR
`,
  `// permit of every heater: the limiter, the door closed, no over-temperature
OverTemp := gTemp1 > MAX_TEMP OR gTemp2 > MAX_TEMP;
HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;

TempCtrl1.ActualTemperature := gTemp1;
TempCtrl2.ActualTemperature := gTemp2;
TempCtrl1.SetTemperature := SetTemp1;
TempCtrl2.SetTemperature := SetTemp2;

CASE AutoStep OF
    STEP_INIT:
        TempCtrl1.Enable := FALSE;
        TempCtrl2.Enable := FALSE;
        TimStep1.IN := FALSE;
        TimStep2.IN := FALSE;
        TimStep3.IN := FALSE;
        IF gStart AND HeatPermit THEN
            AutoStep := STEP1;
        END_IF;
    STEP1:
        TempCtrl1.Enable := TRUE;
        TimStep1.PT := TimeStep1;
        TimStep1.IN := (gTemp1 > SetTemp1 - Band) AND (gTemp1 < SetTemp1 + Band);
        IF TimStep1.Q THEN
            AutoStep := STEP2;
        END_IF;
    STEP2:
        TempCtrl1.Enable := TRUE;
        TempCtrl2.Enable := TRUE;
        TimStep1.IN := FALSE;
        TimStep2.PT := TimeStep2;
        TimStep2.IN := (gTemp2 > SetTemp2 - Band) AND (gTemp2 < SetTemp2 + Band);
        IF TimStep2.Q THEN
            AutoStep := STEP3;
        END_IF;
    STEP3:
        TempCtrl1.Enable := FALSE;
        TempCtrl2.Enable := FALSE;
        TimStep2.IN := FALSE;
        TimStep3.PT := TimeStep3;
        TimStep3.IN := TRUE;
        IF TimStep3.Q THEN
            AutoStep := STEP_INIT;
            CycleNumber := CycleNumber + 1;
        END_IF;
END_CASE;

IF gStop OR NOT HeatPermit THEN
    AutoStep := STEP_INIT;
END_IF;

TimStep1();
TimStep2();
TimStep3();
TempCtrl1();
TempCtrl2();

// outputs: heaters behind the permit, fans from the controllers or the cool-down step
gHeater1 := TempCtrl1.Heat AND HeatPermit;
gHeater2 := TempCtrl2.Heat AND HeatPermit;
gFan1 := TempCtrl1.Cool OR AutoStep = STEP3;
gFan2 := TempCtrl2.Cool OR AutoStep = STEP3;
gReadyLamp := AutoStep = STEP_INIT AND HeatPermit;
`,
);

/** A Modbus weighing indicator reader: busy watchdog, error counter, line-fault latch with recovery, tare steps. */
const SCALE = object(
  'FB_ScaleReader',
  `FUNCTION_BLOCK FB_ScaleReader
VAR_INPUT
    bySlaveId : BYTE := 1;      (* Modbus address of the weighing indicator *)
    rDivisor : REAL := 10.0;    (* raw counts per kg *)
    xTareCmd : BOOL;            (* tare pulse from the sequence or the HMI *)
END_VAR
VAR_OUTPUT
    rWeight : REAL;
    xLineFault : BOOL;
    iErrCount : INT;
END_VAR
VAR
    fbRead : MB_ReadHolding;
    fbTare : MB_WriteSingle;
    iStep : INT;
    aBuffer : ARRAY[0..3] OF WORD;
    diRaw : DINT;
    rtErr : R_TRIG;
    rtTare : R_TRIG;
    tonWatchdog : TON;
    tonRecovery : TON;
    xTareReq : BOOL;
END_VAR
VAR CONSTANT
    MAX_ERRORS : INT := 10;
END_VAR
`,
  `(* error counting and automatic recovery *)
tonWatchdog(IN := fbRead.xBusy OR fbTare.xBusy, PT := T#2S);
rtErr(CLK := fbRead.xError OR fbTare.xError);
IF rtErr.Q THEN
    iErrCount := iErrCount + 1;
END_IF
IF fbRead.xDone THEN
    iErrCount := 0;
    xLineFault := FALSE;
END_IF
IF iErrCount >= MAX_ERRORS THEN
    xLineFault := TRUE;
END_IF
tonRecovery(IN := xLineFault, PT := T#5S);
IF tonRecovery.Q THEN
    iErrCount := 0;
    xLineFault := FALSE;
END_IF
IF tonWatchdog.Q THEN
    iStep := 99;
END_IF

(* a tare request waits until the read is released *)
rtTare(CLK := xTareCmd);
IF rtTare.Q THEN
    xTareReq := TRUE;
END_IF

CASE iStep OF
    0:
        fbRead(xExecute := NOT fbRead.xBusy AND NOT xTareReq AND NOT xLineFault, byUnit := bySlaveId, uiAddr := 0, uiCount := 2, pData := ADR(aBuffer));
        IF fbRead.xDone THEN
            diRaw := DWORD_TO_DINT(SHL(WORD_TO_DWORD(aBuffer[1]), 16) OR WORD_TO_DWORD(aBuffer[0]));
            rWeight := DINT_TO_REAL(diRaw) / rDivisor;
        END_IF
        IF xTareReq THEN
            iStep := 1;
        END_IF
    1:
        fbRead(xExecute := FALSE);
        fbTare(xExecute := TRUE, byUnit := bySlaveId, uiAddr := 16, uiValue := 1);
        IF fbTare.xDone OR fbTare.xError THEN
            xTareReq := FALSE;
            iStep := 2;
        END_IF
    2:
        fbTare(xExecute := FALSE);
        IF NOT fbTare.xBusy THEN
            iStep := 0;
        END_IF
    99:
        fbRead(xExecute := FALSE);
        fbTare(xExecute := FALSE);
        iErrCount := 0;
        iStep := 0;
END_CASE
`,
);

/** An OpenPLC silo batching program: two silos into one weigh hopper, coarse and fine gates, a hold latch, discharge. */
const BATCHING = [
  {
    name: 'pous/programs/SiloBatching.st',
    text: `PROGRAM SiloBatching
  VAR
    StartPB AT %IX0.0 : BOOL;         (* start pushbutton *)
    AutoMode AT %IX0.1 : BOOL;        (* selector: TRUE = auto *)
    (* emergency stop circuit, NC: TRUE = healthy, FALSE = tripped *)
    EStopHealthy AT %IX0.2 : BOOL;
    ResetPB AT %IX0.3 : BOOL;
    GateClosed1 AT %IX0.4 : BOOL;     (* silo 1 slide gate closed limit switch *)
    GateClosed2 AT %IX0.5 : BOOL;     (* silo 2 slide gate closed limit switch *)
    ScaleRaw AT %IW0 : INT;           (* hopper load cell, 0.1 kg *)
    CoarseGate1 AT %QX0.0 : BOOL;     (* coarse feed gate, silo 1 *)
    FineGate1 AT %QX0.1 : BOOL;       (* fine feed gate, silo 1 *)
    CoarseGate2 AT %QX0.2 : BOOL;
    FineGate2 AT %QX0.3 : BOOL;
    Feeder1 AT %QX0.4 : BOOL;         (* screw feeder motor, silo 1 *)
    Feeder2 AT %QX0.5 : BOOL;         (* screw feeder motor, silo 2 *)
    DischargeValve AT %QX0.6 : BOOL;  (* weigh hopper discharge *)
    AlarmHorn AT %QX0.7 : BOOL;
  END_VAR
  VAR
    ScaleFault : BOOL;                (* line fault of the weighing indicator *)
    Weight : REAL;
    Target1 : REAL := 120.0;
    Target2 : REAL := 80.0;
    Preact : REAL := 5.0;             (* coarse-to-fine switch point before the target, kg *)
    Tolerance : REAL := 0.5;
    Step : INT;
    Hold : BOOL;
    Overfill : BOOL;
    ExcessAllowed : BOOL := FALSE;
    StartLast : BOOL;
    StartPulse : BOOL;
    ResetLast : BOOL;
    ResetPulse : BOOL;
    SettleTimer : TON;
    DischargeTimer : TON;
    Batches : UDINT;
  END_VAR

  Weight := INT_TO_REAL(ScaleRaw) / 10.0;

  (* edges made by hand, as the batching block writes them *)
  StartPulse := StartPB AND AutoMode AND NOT StartLast;
  StartLast := StartPB AND AutoMode;
  ResetPulse := ResetPB AND NOT ResetLast;
  ResetLast := ResetPB;

  (* hold on a scale fault or the e-stop; the sequence resumes after a reset *)
  IF ScaleFault OR NOT EStopHealthy THEN
    Hold := TRUE;
  END_IF;
  IF ResetPulse AND EStopHealthy AND NOT ScaleFault THEN
    Hold := FALSE;
  END_IF;

  CASE Step OF
    0: (* idle, hopper empty *)
      IF StartPulse AND NOT Hold AND Weight < 1.0 THEN
        Step := 1;
      END_IF;
    1: (* silo 1 *)
      IF Weight >= Target1 - Tolerance THEN
        Step := 2;
      END_IF;
    2: (* settle *)
      IF SettleTimer.Q THEN
        Step := 3;
      END_IF;
    3: (* silo 2 *)
      IF Weight >= Target1 + Target2 - Tolerance THEN
        Step := 4;
      END_IF;
    4: (* check *)
      Overfill := Weight > Target1 + Target2 + Tolerance;
      IF NOT Overfill OR ExcessAllowed THEN
        Step := 5;
      END_IF;
    5: (* discharge *)
      IF DischargeTimer.Q AND Weight < 1.0 THEN
        Batches := Batches + 1;
        Step := 0;
      END_IF;
  END_CASE;

  SettleTimer(IN := Step = 2, PT := T#3S);
  DischargeTimer(IN := Step = 5, PT := T#20S);

  CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;
  FineGate1 := Step = 1 AND NOT Hold;
  Feeder1 := Step = 1 AND NOT Hold AND EStopHealthy;
  CoarseGate2 := Step = 3 AND Weight < Target1 + Target2 - Preact AND NOT Hold;
  FineGate2 := Step = 3 AND NOT Hold;
  Feeder2 := Step = 3 AND NOT Hold AND EStopHealthy;
  DischargeValve := Step = 5 AND GateClosed1 AND GateClosed2 AND NOT Hold;
  AlarmHorn := Hold OR Overfill;
END_PROGRAM
`,
  },
];

const LATCH_ORIGIN = 'ngojy/twincat-plc-safetyinterlocks twincat-plc-safetyinterlocks/PLC_SafetyInterlocks/DUTs/FB_EStop.TcPOU (an e-stop latch set on an R_TRIG, reset on an R_TRIG of the reset button while released)';
const MAIN_ORIGIN = 'ngojy/twincat-plc-safetyinterlocks twincat-plc-safetyinterlocks/PLC_SafetyInterlocks/POUs/MAIN.TcPOU (a CASE over E_SafeSequenceState, FAULT on an e-stop fault, the conveyor per state)';
const OVEN_ORIGIN = 'mgmike1011/Projekt_BuR Logical/Control/TempControl/Main.st and AutomaticMode.st (zone controllers by member, step timers by member, a CASE over STEP_INIT to STEP5, heaters and fans mapped)';
const SCALE_ORIGIN = 'kabishsridar/plc_projects St_Codes/FB_Samyak_Control.st (Modbus weighing indicator: busy watchdog, R_TRIG error counter, line-fault latch, recovery timer, tare steps)';
const BATCH_ORIGIN = 'kabishsridar/plc_projects SridarRasi/SridarRasi/Auto_Batching_V16.st (silo dosing: coarse and fine feed, pre-act, tolerance, NC e-stop, hand-made edges, hold, overfill)';

const latch = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ESTOP_LATCH } });
const cell = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CELL_MAIN } });
const oven = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: OVEN } });
const scale = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: SCALE } });
const batch = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BATCHING } });

export const HELDOUT_ROUND12: CorpusCase[] = [
  ...from(LATCH_ORIGIN, [
    // The latch is reset while channel 2 of the e-stop is still pressed: an e-stop no longer read by the reset.
    latch({ id: 'round12 e-stop latch: reset with channel 2 pressed', edits: [['IF rtReset.Q AND NOT bEStopCh1 AND NOT bEStopCh2 AND NOT bDiscrepancy THEN', 'IF rtReset.Q AND NOT bEStopCh1 AND NOT bDiscrepancy THEN']], expect: items('condition no-longer-read bEStopCh2 !', 'write condition-changed bFaultActive !') }),
    // bDiscrepancy copies the Q of a timer that watches both e-stop channels: a reset while they disagree.
    latch({ id: 'round12 e-stop latch: reset during a channel discrepancy', edits: [['IF rtReset.Q AND NOT bEStopCh1 AND NOT bEStopCh2 AND NOT bDiscrepancy THEN', 'IF rtReset.Q AND NOT bEStopCh1 AND NOT bEStopCh2 THEN']], expect: items('condition no-longer-read bDiscrepancy !', 'write condition-changed bFaultActive !') }),
    // The preset of the timer that watches the e-stop channels, changed as the initial value of its PT variable.
    latch({ id: 'round12 e-stop latch: discrepancy time', edits: [['tDiscrepancy : TIME := T#500MS;', 'tDiscrepancy : TIME := T#2S;']], expect: items('constant initial-value-changed tDiscrepancy !') }),
    latch({ id: 'round12 e-stop latch: only channel 1 sets the latch', edits: [['rtEStop(CLK := bEStopCh1 OR bEStopCh2);', 'rtEStop(CLK := bEStopCh1);']], expect: items('fb-call inputs-changed rtEStop.CLK !') }),
    latch({
      id: 'round12 e-stop latch: never set',
      edits: [['IF rtEStop.Q OR bDiscrepancy THEN\n    bFaultActive := TRUE;\nEND_IF\n\n', '']],
      expect: items('condition no-longer-read rtEStop.Q !', 'condition no-longer-read bDiscrepancy !', 'write no-longer-written bFaultActive !'),
    }),
    latch({ id: 'round12 e-stop latch: discrepancy no longer latches', edits: [['IF rtEStop.Q OR bDiscrepancy THEN', 'IF rtEStop.Q THEN']], expect: items('condition no-longer-read bDiscrepancy !', 'write condition-changed bFaultActive !') }),
    latch({
      id: 'round12 e-stop latch: reset input renamed',
      edits: [
        ['    bResetButton : BOOL;    // operator reset', '    bAckButton : BOOL;      // operator reset'],
        ['rtReset(CLK := bResetButton);', 'rtReset(CLK := bAckButton);'],
      ],
      expect: items('declaration renamed bAckButton'),
    }),
    latch({ id: 'round12 e-stop latch: output comment reworded', edits: [['// latched e-stop fault', '// e-stop fault, held until reset']], expect: [] }),
    latch({ id: 'round12 e-stop latch: XOR operands swapped', edits: [['IN := bEStopCh1 XOR bEStopCh2', 'IN := bEStopCh2 XOR bEStopCh1']], expect: [] }),
  ]),
  ...from(MAIN_ORIGIN, [
    // The trip to FAULT loses an alternative: the conveyor state is no longer left when the guard door opens.
    cell({ id: 'round12 cell: guard door no longer trips', edits: [['IF fbEStop.bFaultActive OR NOT bGuardDoorClosed THEN', 'IF fbEStop.bFaultActive THEN']], expect: items('condition no-longer-read bGuardDoorClosed !', 'write condition-changed eState !') }),
    cell({
      id: 'round12 cell: trip to FAULT removed',
      edits: [['// any trip sends the cell to FAULT, whatever the state\nIF fbEStop.bFaultActive OR NOT bGuardDoorClosed THEN\n    eState := E_CellState.FAULT;\nEND_IF\n', '']],
      expect: items('condition no-longer-read fbEStop.bFaultActive !', 'condition no-longer-read bGuardDoorClosed !', 'write no-longer-written eState !'),
    }),
    cell({ id: 'round12 cell: e-stop channel 2 wired from channel 1', edits: [['bEStopCh2 := bEStopCh2,', 'bEStopCh2 := bEStopCh1,']], expect: items('fb-call inputs-changed fbEStop.bEStopCh2 !') }),
    cell({ id: 'round12 cell: start with the guard door open', edits: [['IF bStartButton AND bStopButton AND bGuardDoorClosed THEN', 'IF bStartButton AND bStopButton THEN']], expect: items('condition no-longer-read bGuardDoorClosed !', 'write condition-changed eState !') }),
    // A state set under a switch-on guard that lost a conjunct: the write is an interlock removed, the signal is not.
    cell({ id: 'round12 cell: start with the stop button pressed', edits: [['IF bStartButton AND bStopButton AND bGuardDoorClosed THEN', 'IF bStartButton AND bGuardDoorClosed THEN']], expect: items('condition no-longer-read bStopButton', 'write condition-changed eState !') }),
    cell({ id: 'round12 cell: start warning time', edits: [['PT := T#3S', 'PT := T#1S']], expect: items('constant value-changed tonStartWarn.PT') }),
    cell({ id: 'round12 cell: run-out time', edits: [['PT := T#4S', 'PT := T#8S']], expect: items('constant value-changed tonRunOut.PT') }),
    // The reset out of FAULT no longer waits for the e-stop latch: a trip reset while what held it is still there.
    cell({ id: 'round12 cell: fault reset with the e-stop latched', edits: [['IF NOT fbEStop.bFaultActive AND bGuardDoorClosed AND bResetButton THEN', 'IF bGuardDoorClosed AND bResetButton THEN']], expect: items('condition no-longer-read fbEStop.bFaultActive !', 'write condition-changed eState !') }),
    cell({ id: 'round12 cell: fault reset with the door open', edits: [['IF NOT fbEStop.bFaultActive AND bGuardDoorClosed AND bResetButton THEN', 'IF NOT fbEStop.bFaultActive AND bResetButton THEN']], expect: items('condition no-longer-read bGuardDoorClosed !', 'write condition-changed eState !') }),
    cell({ id: 'round12 cell: belt never stops in STOPPING', edits: [['bConveyorRun := NOT tonRunOut.Q;    // run the belt empty', 'bConveyorRun := TRUE;    // run the belt empty']], expect: items('write now-constant bConveyorRun !') }),
    cell({ id: 'round12 cell: idle no longer switches the belt off', edits: [['    E_CellState.IDLE:\n        bConveyorRun := FALSE;\n', '    E_CellState.IDLE:\n']], expect: items('write no-longer-written bConveyorRun !') }),
    cell({
      id: 'round12 cell: FAULT no longer switches the belt off',
      edits: [['    E_CellState.FAULT:\n        bConveyorRun := FALSE;\n        bConveyorFast := FALSE;\n', '    E_CellState.FAULT:\n']],
      expect: items('write no-longer-written bConveyorRun !', 'write no-longer-written bConveyorFast !'),
    }),
    // Another enumerated value in a beacon's comparison: a changed write, not a looser one.
    cell({ id: 'round12 cell: red beacon on stopping', edits: [['bBeaconRed := eState = E_CellState.FAULT;', 'bBeaconRed := eState = E_CellState.STOPPING;']], expect: items('write value-changed bBeaconRed') }),
    // A physical output's value weakened by an alternative: on in more cases, whatever its name.
    cell({ id: 'round12 cell: green beacon while starting too', edits: [['bBeaconGreen := eState = E_CellState.RUNNING;', 'bBeaconGreen := eState = E_CellState.RUNNING OR eState = E_CellState.STARTING;']], expect: items('write value-changed bBeaconGreen !') }),
    cell({ id: 'round12 cell: parts counted twice', edits: [['nParts := nParts + 1;', 'nParts := nParts + 2;']], expect: items('constant value-changed nParts') }),
    cell({ id: 'round12 cell: part edge no longer called', edits: [['rtPart(CLK := bPartAtEnd);\n', '']], expect: items('fb-call no-longer-called rtPart') }),
    cell({ id: 'round12 cell: high speed forced', edits: [['bConveyorFast := bHighSpeedSel;', 'bConveyorFast := TRUE;']], expect: items('write now-constant bConveyorFast !') }),
    // The start warning skipped: another enumerated value for the state, set under a guard that reads the guard door.
    cell({ id: 'round12 cell: start warning skipped', edits: [['            eState := E_CellState.STARTING;', '            eState := E_CellState.RUNNING;']], expect: items('write value-changed eState !') }),
    cell({
      id: 'round12 cell: light curtain added to the trip',
      edits: [
        ['    bHighSpeedSel AT %I* : BOOL;\n', '    bHighSpeedSel AT %I* : BOOL;\n    bLightCurtainClear AT %I* : BOOL;\n'],
        ['IF fbEStop.bFaultActive OR NOT bGuardDoorClosed THEN', 'IF fbEStop.bFaultActive OR NOT bGuardDoorClosed OR NOT bLightCurtainClear THEN'],
      ],
      expect: items('declaration added bLightCurtainClear !', 'condition newly-read bLightCurtainClear !', 'write condition-changed eState !'),
    }),
    // A jog added in IDLE: the belt's switch-off there becomes a jog button, so it runs in more cases.
    cell({
      id: 'round12 cell: jog in idle',
      edits: [
        ['    bPartAtEnd AT %I* : BOOL;\n', '    bPartAtEnd AT %I* : BOOL;\n    bJogButton AT %I* : BOOL;\n'],
        ['    E_CellState.IDLE:\n        bConveyorRun := FALSE;', '    E_CellState.IDLE:\n        bConveyorRun := bJogButton;'],
      ],
      expect: items('declaration added bJogButton', 'write value-changed bConveyorRun !'),
    }),
    // An input left to the I/O mapping renamed with every use: one rename, flagged by its old name.
    cell({
      id: 'round12 cell: guard door input renamed',
      edits: [
        ['    bGuardDoorClosed AT %I* : BOOL;', '    bGateClosed AT %I* : BOOL;'],
        ['OR NOT bGuardDoorClosed THEN', 'OR NOT bGateClosed THEN'],
        ['bStopButton AND bGuardDoorClosed THEN', 'bStopButton AND bGateClosed THEN'],
        ['bFaultActive AND bGuardDoorClosed AND', 'bFaultActive AND bGateClosed AND'],
      ],
      expect: items('declaration renamed bGateClosed !'),
    }),
    cell({ id: 'round12 cell: trip comment reworded', edits: [['// any trip sends the cell to FAULT, whatever the state', '// e-stop fault or guard door open: FAULT from any state']], expect: [] }),
    cell({ id: 'round12 cell: whitespace in the beacon line', edits: [['bBeaconRed := eState = E_CellState.FAULT;', 'bBeaconRed   := eState = E_CellState.FAULT;']], expect: [] }),
    cell({ id: 'round12 cell: beacon writes reordered', edits: [['bBeaconRed := eState = E_CellState.FAULT;\nbBeaconGreen := eState = E_CellState.RUNNING;\n', 'bBeaconGreen := eState = E_CellState.RUNNING;\nbBeaconRed := eState = E_CellState.FAULT;\n']], expect: [] }),
    // The stop button no longer ends RUNNING: an operational stop lost (the e-stop and the door still trip), a state
    // write of a driver removed with its condition; no switch-off of an output is removed.
    cell({
      id: 'round12 cell: stop button ignored while running',
      edits: [['        IF NOT bStopButton THEN\n            eState := E_CellState.STOPPING;\n        END_IF\n', '']],
      expect: items('condition no-longer-read bStopButton', 'write no-longer-written eState'),
    }),
    cell({ id: 'round12 cell: e-stop latch no longer called', edits: [['fbEStop(bEStopCh1 := bEStopCh1, bEStopCh2 := bEStopCh2, bResetButton := bResetButton);\n', '']], expect: items('fb-call no-longer-called fbEStop !') }),
  ]),
  ...from(OVEN_ORIGIN, [
    oven({ id: 'round12 oven: heater 1 without the permit', edits: [['gHeater1 := TempCtrl1.Heat AND HeatPermit;', 'gHeater1 := TempCtrl1.Heat;']], expect: items('write value-changed gHeater1 !') }),
    oven({ id: 'round12 oven: heater 2 forced on', edits: [['gHeater2 := TempCtrl2.Heat AND HeatPermit;', 'gHeater2 := TRUE;']], expect: items('write now-constant gHeater2 !') }),
    oven({ id: 'round12 oven: permit without the limiter', edits: [['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := xOvenDoorClosed AND NOT OverTemp;']], expect: items('write value-changed HeatPermit !') }),
    oven({ id: 'round12 oven: permit without the door', edits: [['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := xLimiterOk AND NOT OverTemp;']], expect: items('write value-changed HeatPermit !') }),
    oven({ id: 'round12 oven: permit without the over-temperature', edits: [['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := xLimiterOk AND xOvenDoorClosed;']], expect: items('write value-changed HeatPermit !') }),
    // OverTemp is read as NOT OverTemp by the heaters' permit: a trip that loses an alternative trips in fewer cases.
    oven({ id: 'round12 oven: over-temperature watches zone 1 only', edits: [['OverTemp := gTemp1 > MAX_TEMP OR gTemp2 > MAX_TEMP;', 'OverTemp := gTemp1 > MAX_TEMP;']], expect: items('write value-changed OverTemp !') }),
    // A limit changed (not a latch's): not flagged by the documented rule.
    oven({ id: 'round12 oven: over-temperature limit', edits: [['MAX_TEMP : INT := 2500;', 'MAX_TEMP : INT := 2800;']], expect: items('constant initial-value-changed MAX_TEMP') }),
    oven({ id: 'round12 oven: cycle starts without the permit', edits: [['IF gStart AND HeatPermit THEN', 'IF gStart THEN']], expect: items('condition no-longer-read HeatPermit', 'write condition-changed AutoStep !') }),
    oven({ id: 'round12 oven: step 1 soak time', edits: [['TimeStep1 : TIME := T#10m;', 'TimeStep1 : TIME := T#20m;']], expect: items('constant initial-value-changed TimeStep1') }),
    oven({ id: 'round12 oven: temperature window', edits: [['Band : INT := 20;', 'Band : INT := 50;']], expect: items('constant initial-value-changed Band') }),
    oven({ id: 'round12 oven: zone 1 setpoint', edits: [['SetTemp1 : INT := 1800;', 'SetTemp1 : INT := 2000;']], expect: items('constant initial-value-changed SetTemp1') }),
    // A fan's value loses an alternative: it runs in fewer cases, no permit lost.
    oven({ id: 'round12 oven: fan 1 without the cool-down', edits: [['gFan1 := TempCtrl1.Cool OR AutoStep = STEP3;', 'gFan1 := TempCtrl1.Cool;']], expect: items('write value-changed gFan1') }),
    oven({ id: 'round12 oven: fan 2 forced on', edits: [['gFan2 := TempCtrl2.Cool OR AutoStep = STEP3;', 'gFan2 := TRUE;']], expect: items('write now-constant gFan2 !') }),
    oven({ id: 'round12 oven: cycles counted twice', edits: [['CycleNumber := CycleNumber + 1;', 'CycleNumber := CycleNumber + 2;']], expect: items('constant value-changed CycleNumber') }),
    oven({ id: 'round12 oven: cool-down timer no longer called', edits: [['TimStep3();\n', '']], expect: items('fb-call no-longer-called TimStep3') }),
    oven({ id: 'round12 oven: zone 2 controller not enabled in step 2', edits: [['        TempCtrl1.Enable := TRUE;\n        TempCtrl2.Enable := TRUE;\n', '        TempCtrl1.Enable := TRUE;\n']], expect: items('write no-longer-written TempCtrl2.Enable') }),
    oven({ id: 'round12 oven: step 1 window low side only', edits: [['TimStep1.IN := (gTemp1 > SetTemp1 - Band) AND (gTemp1 < SetTemp1 + Band);', 'TimStep1.IN := gTemp1 > SetTemp1 - Band;']], expect: items('write value-changed TimStep1.IN') }),
    oven({ id: 'round12 oven: door switch moved', edits: [['xOvenDoorClosed AT %IX1.3', 'xOvenDoorClosed AT %IX1.6']], expect: items('declaration address-changed xOvenDoorClosed !') }),
    // The ready lamp declared on heater 1's address: it writes an output the permit gates.
    oven({ id: 'round12 oven: ready lamp moved onto heater 1', edits: [['gReadyLamp AT %QX2.4', 'gReadyLamp AT %QX2.0']], expect: items('declaration address-changed gReadyLamp !') }),
    oven({ id: 'round12 oven: zone 2 temperature input moved', edits: [['gTemp2 AT %IW5', 'gTemp2 AT %IW6']], expect: items('declaration address-changed gTemp2') }),
    oven({ id: 'round12 oven: limiter comment reworded', edits: [['// safety temperature limiter of the oven, TRUE = not tripped', '// safety temperature limiter (STB), TRUE = healthy']], expect: [] }),
    oven({ id: 'round12 oven: step timer calls reordered', edits: [['TimStep1();\nTimStep2();\n', 'TimStep2();\nTimStep1();\n']], expect: [] }),
    oven({ id: 'round12 oven: permit regrouped', edits: [['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := (xLimiterOk AND xOvenDoorClosed) AND NOT OverTemp;']], expect: [] }),
    oven({ id: 'round12 oven: heater 1 operands swapped', edits: [['gHeater1 := TempCtrl1.Heat AND HeatPermit;', 'gHeater1 := HeatPermit AND TempCtrl1.Heat;']], expect: [] }),
    oven({
      id: 'round12 oven: permit renamed',
      edits: [
        ['    HeatPermit : BOOL;', '    HeatEnable : BOOL;'],
        ['HeatPermit := xLimiterOk', 'HeatEnable := xLimiterOk'],
        ['IF gStart AND HeatPermit THEN', 'IF gStart AND HeatEnable THEN'],
        ['IF gStop OR NOT HeatPermit THEN', 'IF gStop OR NOT HeatEnable THEN'],
        ['gHeater1 := TempCtrl1.Heat AND HeatPermit;', 'gHeater1 := TempCtrl1.Heat AND HeatEnable;'],
        ['gHeater2 := TempCtrl2.Heat AND HeatPermit;', 'gHeater2 := TempCtrl2.Heat AND HeatEnable;'],
        ['gReadyLamp := AutoStep = STEP_INIT AND HeatPermit;', 'gReadyLamp := AutoStep = STEP_INIT AND HeatEnable;'],
      ],
      expect: items('declaration renamed HeatEnable'),
    }),
    // An agent removes the limiter "that is never used by the simulation": its declaration and its conjunct.
    oven({
      id: 'round12 oven: limiter removed with its declaration',
      edits: [
        ['    // safety temperature limiter of the oven, TRUE = not tripped\n    xLimiterOk AT %IX1.2 : BOOL;\n', ''],
        ['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := xOvenDoorClosed AND NOT OverTemp;'],
      ],
      expect: items('declaration removed xLimiterOk !', 'write value-changed HeatPermit !'),
    }),
    // The door conjunct weakened by an alternative: the heaters may run with the door open during the cool-down.
    oven({ id: 'round12 oven: door bypassed in the cool-down', edits: [['HeatPermit := xLimiterOk AND xOvenDoorClosed AND NOT OverTemp;', 'HeatPermit := xLimiterOk AND (xOvenDoorClosed OR AutoStep = STEP3) AND NOT OverTemp;']], expect: items('write value-changed HeatPermit !') }),
    oven({ id: 'round12 oven: ready lamp without the permit', edits: [['gReadyLamp := AutoStep = STEP_INIT AND HeatPermit;', 'gReadyLamp := AutoStep = STEP_INIT;']], expect: items('write value-changed gReadyLamp !') }),
    oven({
      id: 'round12 oven: step times retuned',
      edits: [
        ['TimeStep1 : TIME := T#10m;', 'TimeStep1 : TIME := T#8m;'],
        ['TimeStep2 : TIME := T#15m;', 'TimeStep2 : TIME := T#12m;'],
        ['TimeStep3 : TIME := T#5m;', 'TimeStep3 : TIME := T#10m;'],
      ],
      expect: items('constant initial-value-changed TimeStep1', 'constant initial-value-changed TimeStep2', 'constant initial-value-changed TimeStep3'),
    }),
    oven({ id: 'round12 oven: zone 2 setpoint from zone 1', edits: [['TempCtrl2.SetTemperature := SetTemp2;', 'TempCtrl2.SetTemperature := SetTemp1;']], expect: items('write value-changed TempCtrl2.SetTemperature') }),
  ]),
  ...from(SCALE_ORIGIN, [
    scale({ id: 'round12 scale: busy watchdog time', edits: [['PT := T#2S', 'PT := T#3S']], expect: items('constant value-changed tonWatchdog.PT') }),
    scale({ id: 'round12 scale: recovery time', edits: [['PT := T#5S', 'PT := T#10S']], expect: items('constant value-changed tonRecovery.PT') }),
    scale({ id: 'round12 scale: errors before a line fault', edits: [['MAX_ERRORS : INT := 10;', 'MAX_ERRORS : INT := 5;']], expect: items('constant initial-value-changed MAX_ERRORS') }),
    scale({ id: 'round12 scale: registers read', edits: [['uiCount := 2', 'uiCount := 4']], expect: items('constant value-changed fbRead.uiCount') }),
    scale({ id: 'round12 scale: tare register', edits: [['uiAddr := 16', 'uiAddr := 17']], expect: items('constant value-changed fbTare.uiAddr') }),
    scale({ id: 'round12 scale: divisor default', edits: [['rDivisor : REAL := 10.0;', 'rDivisor : REAL := 100.0;']], expect: items('constant initial-value-changed rDivisor') }),
    scale({ id: 'round12 scale: errors counted twice', edits: [['iErrCount := iErrCount + 1;', 'iErrCount := iErrCount + 2;']], expect: items('constant value-changed iErrCount') }),
    scale({ id: 'round12 scale: tare request never latched', edits: [['IF rtTare.Q THEN\n    xTareReq := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read rtTare.Q', 'write no-longer-written xTareReq') }),
    scale({
      id: 'round12 scale: no automatic recovery',
      edits: [['IF tonRecovery.Q THEN\n    iErrCount := 0;\n    xLineFault := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read tonRecovery.Q', 'write no-longer-written iErrCount', 'write no-longer-written xLineFault'),
    }),
    scale({ id: 'round12 scale: a good read keeps the line fault', edits: [['IF fbRead.xDone THEN\n    iErrCount := 0;\n    xLineFault := FALSE;\nEND_IF', 'IF fbRead.xDone THEN\n    iErrCount := 0;\nEND_IF']], expect: items('write no-longer-written xLineFault') }),
    scale({ id: 'round12 scale: weight with a fixed divisor', edits: [['rWeight := DINT_TO_REAL(diRaw) / rDivisor;', 'rWeight := DINT_TO_REAL(diRaw) / 10.0;']], expect: items('write value-changed rWeight') }),
    scale({ id: 'round12 scale: recovery step keeps the count', edits: [['        iErrCount := 0;\n        iStep := 0;', '        iStep := 0;']], expect: items('write no-longer-written iErrCount') }),
    scale({ id: 'round12 scale: comment reworded', edits: [['(* error counting and automatic recovery *)', '(* count errors, recover after five seconds *)']], expect: [] }),
    scale({ id: 'round12 scale: whitespace in the watchdog branch', edits: [['IF tonWatchdog.Q THEN\n    iStep := 99;', 'IF tonWatchdog.Q THEN\n        iStep := 99;']], expect: [] }),
    scale({
      id: 'round12 scale: watchdog renamed',
      edits: [
        ['    tonWatchdog : TON;', '    tonBusyWatch : TON;'],
        ['tonWatchdog(IN :=', 'tonBusyWatch(IN :='],
        ['IF tonWatchdog.Q THEN', 'IF tonBusyWatch.Q THEN'],
      ],
      expect: items('declaration renamed tonBusyWatch'),
    }),
    scale({
      id: 'round12 scale: faster recovery tuning',
      edits: [
        ['PT := T#2S', 'PT := T#1S'],
        ['PT := T#5S', 'PT := T#3S'],
        ['MAX_ERRORS : INT := 10;', 'MAX_ERRORS : INT := 3;'],
      ],
      expect: items('constant value-changed tonWatchdog.PT', 'constant value-changed tonRecovery.PT', 'constant initial-value-changed MAX_ERRORS'),
    }),
    scale({ id: 'round12 scale: read no longer waits for a tare', edits: [['fbRead(xExecute := NOT fbRead.xBusy AND NOT xTareReq AND NOT xLineFault,', 'fbRead(xExecute := NOT fbRead.xBusy AND NOT xLineFault,']], expect: items('fb-call inputs-changed fbRead.xExecute') }),
    scale({ id: 'round12 scale: watchdog jumps to another step', edits: [['iStep := 99;', 'iStep := 98;']], expect: items('constant value-changed iStep') }),
  ]),
  ...from(BATCH_ORIGIN, [
    batch({ id: 'round12 batching: feeder 1 without the e-stop', edits: [['Feeder1 := Step = 1 AND NOT Hold AND EStopHealthy;', 'Feeder1 := Step = 1 AND NOT Hold;']], expect: items('write value-changed Feeder1 !') }),
    batch({ id: 'round12 batching: feeder 2 ignores the hold', edits: [['Feeder2 := Step = 3 AND NOT Hold AND EStopHealthy;', 'Feeder2 := Step = 3 AND EStopHealthy;']], expect: items('write value-changed Feeder2 !') }),
    batch({ id: 'round12 batching: coarse gate 1 ignores the hold', edits: [['CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;', 'CoarseGate1 := Step = 1 AND Weight < Target1 - Preact;']], expect: items('write value-changed CoarseGate1 !') }),
    batch({ id: 'round12 batching: discharge with silo 2 gate open', edits: [['DischargeValve := Step = 5 AND GateClosed1 AND GateClosed2 AND NOT Hold;', 'DischargeValve := Step = 5 AND GateClosed1 AND NOT Hold;']], expect: items('write value-changed DischargeValve !') }),
    // Hold is read as NOT Hold by every gate and feeder: a trip whose set loses an alternative trips in fewer cases.
    batch({ id: 'round12 batching: e-stop no longer holds', edits: [['IF ScaleFault OR NOT EStopHealthy THEN', 'IF ScaleFault THEN']], expect: items('condition no-longer-read EStopHealthy !', 'write condition-changed Hold !') }),
    batch({ id: 'round12 batching: scale fault no longer holds', edits: [['IF ScaleFault OR NOT EStopHealthy THEN', 'IF NOT EStopHealthy THEN']], expect: items('condition no-longer-read ScaleFault !', 'write condition-changed Hold !') }),
    batch({
      id: 'round12 batching: hold never set',
      edits: [['  IF ScaleFault OR NOT EStopHealthy THEN\n    Hold := TRUE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read ScaleFault !', 'condition no-longer-read EStopHealthy !', 'write no-longer-written Hold !'),
    }),
    // The hold reset while what set it is still there.
    batch({ id: 'round12 batching: hold reset with the e-stop tripped', edits: [['IF ResetPulse AND EStopHealthy AND NOT ScaleFault THEN', 'IF ResetPulse AND NOT ScaleFault THEN']], expect: items('condition no-longer-read EStopHealthy !', 'write condition-changed Hold !') }),
    batch({ id: 'round12 batching: hold reset during a scale fault', edits: [['IF ResetPulse AND EStopHealthy AND NOT ScaleFault THEN', 'IF ResetPulse AND EStopHealthy THEN']], expect: items('condition no-longer-read ScaleFault !', 'write condition-changed Hold !') }),
    batch({ id: 'round12 batching: pre-act', edits: [['Preact : REAL := 5.0;', 'Preact : REAL := 8.0;']], expect: items('constant initial-value-changed Preact') }),
    batch({ id: 'round12 batching: tolerance', edits: [['Tolerance : REAL := 0.5;', 'Tolerance : REAL := 1.0;']], expect: items('constant initial-value-changed Tolerance') }),
    batch({
      id: 'round12 batching: recipe retuned',
      edits: [
        ['Target1 : REAL := 120.0;', 'Target1 : REAL := 150.0;'],
        ['Target2 : REAL := 80.0;', 'Target2 : REAL := 60.0;'],
      ],
      expect: items('constant initial-value-changed Target1', 'constant initial-value-changed Target2'),
    }),
    batch({ id: 'round12 batching: settle time', edits: [['PT := T#3S', 'PT := T#5S']], expect: items('constant value-changed SettleTimer.PT') }),
    batch({ id: 'round12 batching: discharge time', edits: [['PT := T#20S', 'PT := T#30S']], expect: items('constant value-changed DischargeTimer.PT') }),
    batch({ id: 'round12 batching: excess allowed by default', edits: [['ExcessAllowed : BOOL := FALSE;', 'ExcessAllowed : BOOL := TRUE;']], expect: items('constant initial-value-changed ExcessAllowed') }),
    // A limit beside an untouched hold conjunct of the start guard: the limit of the weight, not flagged.
    batch({ id: 'round12 batching: empty hopper limit at start', edits: [['IF StartPulse AND NOT Hold AND Weight < 1.0 THEN', 'IF StartPulse AND NOT Hold AND Weight < 2.0 THEN']], expect: items('constant value-changed Weight') }),
    // A state set under a guard that lost a conjunct: Step drives every gate, so its write is an interlock removed.
    // Corrected after the first scoring (writer's error): Hold is a latch set TRUE under a guard that reads the e-stop
    // (`IF ScaleFault OR NOT EStopHealthy THEN Hold := TRUE`), and by docs/impact-accuracy.md ("A latch set by a safety
    // signal carries its trip") such a latch lends the e-stop to a condition that reads it, so the condition item is
    // safety-relevant too; the writer had applied only "a state set under it is its write's item only".
    batch({ id: 'round12 batching: start while on hold', edits: [['IF StartPulse AND NOT Hold AND Weight < 1.0 THEN', 'IF StartPulse AND Weight < 1.0 THEN']], expect: items('condition no-longer-read Hold !', 'write condition-changed Step !') }),
    batch({
      id: 'round12 batching: start without the auto selector',
      edits: [
        ['StartPulse := StartPB AND AutoMode AND NOT StartLast;', 'StartPulse := StartPB AND NOT StartLast;'],
        ['StartLast := StartPB AND AutoMode;', 'StartLast := StartPB;'],
      ],
      expect: items('write value-changed StartPulse', 'write value-changed StartLast'),
    }),
    batch({ id: 'round12 batching: horn silent on overfill', edits: [['AlarmHorn := Hold OR Overfill;', 'AlarmHorn := Hold;']], expect: items('write value-changed AlarmHorn') }),
    batch({ id: 'round12 batching: batches counted twice', edits: [['Batches := Batches + 1;', 'Batches := Batches + 2;']], expect: items('constant value-changed Batches') }),
    batch({ id: 'round12 batching: e-stop input moved', edits: [['EStopHealthy AT %IX0.2', 'EStopHealthy AT %IX1.2']], expect: items('declaration address-changed EStopHealthy !') }),
    batch({ id: 'round12 batching: horn moved onto feeder 1', edits: [['AlarmHorn AT %QX0.7', 'AlarmHorn AT %QX0.4']], expect: items('declaration address-changed AlarmHorn !') }),
    batch({
      id: 'round12 batching: gate byte written over the gates',
      edits: [
        ['    AlarmHorn AT %QX0.7 : BOOL;\n', '    AlarmHorn AT %QX0.7 : BOOL;\n    Gates AT %QB0 : BYTE;\n'],
        ['  AlarmHorn := Hold OR Overfill;\n', '  AlarmHorn := Hold OR Overfill;\n  Gates := 16#0F;\n'],
      ],
      expect: items('declaration added Gates !', 'write newly-written Gates !'),
    }),
    batch({ id: 'round12 batching: feeder 2 address written directly', edits: [['  AlarmHorn := Hold OR Overfill;\n', '  AlarmHorn := Hold OR Overfill;\n  %QX0.5 := TRUE;\n']], expect: items('write newly-written %QX0.5 !') }),
    batch({ id: 'round12 batching: e-stop comment reworded', edits: [['(* emergency stop circuit, NC: TRUE = healthy, FALSE = tripped *)', '(* emergency stop circuit (NC), healthy = TRUE *)']], expect: [] }),
    batch({ id: 'round12 batching: edges comment reworded', edits: [['(* edges made by hand, as the batching block writes them *)', '(* rising edges of start and reset *)']], expect: [] }),
    batch({ id: 'round12 batching: silo 1 gate writes reordered', edits: [['  CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;\n  FineGate1 := Step = 1 AND NOT Hold;\n', '  FineGate1 := Step = 1 AND NOT Hold;\n  CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;\n']], expect: [] }),
    batch({ id: 'round12 batching: fine gate 2 operands swapped', edits: [['FineGate2 := Step = 3 AND NOT Hold;', 'FineGate2 := NOT Hold AND Step = 3;']], expect: [] }),
    batch({
      id: 'round12 batching: hold renamed',
      edits: [
        ['    Hold : BOOL;', '    BatchHold : BOOL;'],
        ['    Hold := TRUE;', '    BatchHold := TRUE;'],
        ['    Hold := FALSE;', '    BatchHold := FALSE;'],
        ['IF StartPulse AND NOT Hold AND', 'IF StartPulse AND NOT BatchHold AND'],
        ['CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;', 'CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT BatchHold;'],
        ['FineGate1 := Step = 1 AND NOT Hold;', 'FineGate1 := Step = 1 AND NOT BatchHold;'],
        ['Feeder1 := Step = 1 AND NOT Hold AND EStopHealthy;', 'Feeder1 := Step = 1 AND NOT BatchHold AND EStopHealthy;'],
        ['CoarseGate2 := Step = 3 AND Weight < Target1 + Target2 - Preact AND NOT Hold;', 'CoarseGate2 := Step = 3 AND Weight < Target1 + Target2 - Preact AND NOT BatchHold;'],
        ['FineGate2 := Step = 3 AND NOT Hold;', 'FineGate2 := Step = 3 AND NOT BatchHold;'],
        ['Feeder2 := Step = 3 AND NOT Hold AND EStopHealthy;', 'Feeder2 := Step = 3 AND NOT BatchHold AND EStopHealthy;'],
        ['DischargeValve := Step = 5 AND GateClosed1 AND GateClosed2 AND NOT Hold;', 'DischargeValve := Step = 5 AND GateClosed1 AND GateClosed2 AND NOT BatchHold;'],
        ['AlarmHorn := Hold OR Overfill;', 'AlarmHorn := BatchHold OR Overfill;'],
      ],
      expect: items('declaration renamed BatchHold'),
    }),
    // A manual feed added as an alternative beside the sequence: the hold no longer stops feeder 1.
    batch({
      id: 'round12 batching: manual feed of silo 1',
      edits: [
        ['    ResetPB AT %IX0.3 : BOOL;\n', '    ResetPB AT %IX0.3 : BOOL;\n    ManualFeed1 AT %IX0.6 : BOOL;   (* manual feed, silo 1 *)\n'],
        ['Feeder1 := Step = 1 AND NOT Hold AND EStopHealthy;', 'Feeder1 := (Step = 1 AND NOT Hold OR ManualFeed1) AND EStopHealthy;'],
      ],
      expect: items('declaration added ManualFeed1', 'write value-changed Feeder1 !'),
    }),
    batch({
      id: 'round12 batching: gate limit switches removed',
      edits: [
        ['    GateClosed1 AT %IX0.4 : BOOL;     (* silo 1 slide gate closed limit switch *)\n    GateClosed2 AT %IX0.5 : BOOL;     (* silo 2 slide gate closed limit switch *)\n', ''],
        ['DischargeValve := Step = 5 AND GateClosed1 AND GateClosed2 AND NOT Hold;', 'DischargeValve := Step = 5 AND NOT Hold;'],
      ],
      expect: items('declaration removed GateClosed1', 'declaration removed GateClosed2', 'write value-changed DischargeValve !'),
    }),
    // An agent "simplifies" the gates: the hold is left only on the feeders and the discharge.
    batch({
      id: 'round12 batching: hold removed from every gate',
      edits: [
        ['CoarseGate1 := Step = 1 AND Weight < Target1 - Preact AND NOT Hold;', 'CoarseGate1 := Step = 1 AND Weight < Target1 - Preact;'],
        ['FineGate1 := Step = 1 AND NOT Hold;', 'FineGate1 := Step = 1;'],
        ['CoarseGate2 := Step = 3 AND Weight < Target1 + Target2 - Preact AND NOT Hold;', 'CoarseGate2 := Step = 3 AND Weight < Target1 + Target2 - Preact;'],
        ['FineGate2 := Step = 3 AND NOT Hold;', 'FineGate2 := Step = 3;'],
      ],
      expect: items('write value-changed CoarseGate1 !', 'write value-changed FineGate1 !', 'write value-changed CoarseGate2 !', 'write value-changed FineGate2 !'),
    }),
    batch({ id: 'round12 batching: scale in kilograms', edits: [['Weight := INT_TO_REAL(ScaleRaw) / 10.0;', 'Weight := INT_TO_REAL(ScaleRaw) / 100.0;']], expect: items('constant value-changed Weight') }),
    batch({ id: 'round12 batching: fine gate 1 forced open', edits: [['FineGate1 := Step = 1 AND NOT Hold;', 'FineGate1 := TRUE;']], expect: items('write now-constant FineGate1 !') }),
    batch({ id: 'round12 batching: settle timer also waits for no hold', edits: [['SettleTimer(IN := Step = 2,', 'SettleTimer(IN := Step = 2 AND NOT Hold,']], expect: items('fb-call inputs-changed SettleTimer.IN') }),
    batch({
      id: 'round12 batching: both feeders without the e-stop',
      edits: [
        ['Feeder1 := Step = 1 AND NOT Hold AND EStopHealthy;', 'Feeder1 := Step = 1 AND NOT Hold;'],
        ['Feeder2 := Step = 3 AND NOT Hold AND EStopHealthy;', 'Feeder2 := Step = 3 AND NOT Hold;'],
      ],
      expect: items('write value-changed Feeder1 !', 'write value-changed Feeder2 !'),
    }),
    // The overfill check's alternative removed: the discharge step is entered in fewer cases (stricter).
    batch({ id: 'round12 batching: discharge only when excess is allowed', edits: [['IF NOT Overfill OR ExcessAllowed THEN', 'IF ExcessAllowed THEN']], expect: items('condition no-longer-read Overfill', 'write condition-changed Step') }),
    // The reset edge made a level: ResetPulse itself drives no output (one step of data flow is followed).
    batch({ id: 'round12 batching: reset as a level', edits: [['ResetPulse := ResetPB AND NOT ResetLast;', 'ResetPulse := ResetPB;']], expect: items('write value-changed ResetPulse') }),
  ]),
];
