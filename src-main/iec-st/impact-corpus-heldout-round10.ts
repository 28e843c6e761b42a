// The tenth independent held-out part of the accuracy corpus (round 10). Written on 7 December 2026 by the case
// writer "round10", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): SionVerhoef/twincat-st (the
// evaluation fixtures of a TwinCAT packaging line: `FB_Capper` with a CASE over `E_CapStep`, a qualified-only
// `GVL_Line` with the active recipe struct, `FB_Filler` with a `DoseComplete` method called through `THIS^`,
// `FB_Homing` with numbered steps, `FB_AxisMove` with an R_TRIG on execute), MONIN013/Mayfes-HDD-TwinCAT (a CiA 402
// drive program: the statusword masked with `16#006F`, controlword constants per state, a torque command ramped
// towards a demand, torque zeroed in every state but "operation enabled") and TomF777/PLC-programming-etudes (the
// `AirlockDoorControl` door FB built from SR blocks with `SET1`/`RESET`, TON hold-open delays and doors interlocked
// on each other's closed switch; the `HeatingTankControl` tank with fill, heat and empty valves and a mixer). Those
// two TwinCAT projects are written in LD and CFC; their ST here is ours, after the same logic. The objects are ours,
// written after reading those files for their forms; no public code is copied. Forms: CODESYS/TwinCAT objects as
// declaration and implementation parts, `AT %I*`/`AT %Q*` locations, a method as its own object, qualified GVLs
// read through `globalLists` (one with a `{attribute 'safety'}` pragma), an OpenPLC program with `AT %IX`/`%QX`/`%QW`
// and a comment above a declaration, CASE over enumerations and over numbered steps, SR and R_TRIG instances,
// several-statement edits (a declaration and its use, a condition and a write), renames, reorderings and comments
// that should give nothing. Each expectation says what an engineer expects the edit to do to the machine by IEC
// 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before
// the part was first scored. An expectation may be corrected only for an error of the writer's, with the reason
// written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in e6fda22, the analysis at main 8a15f13): 116 cases, 158
// expected items (104 safety), 158 reported, precision 0.937, recall 0.937, safety items flagged 95/104. No
// expectation was corrected after scoring.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The packaging line's qualified-only GVL: mode, reset request, the active recipe, a counter. */
const GVL_LINE_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    bAutoMode      : BOOL;
    bResetRequest  : BOOL;
    stActiveRecipe : ST_Recipe;
    nCapsDone      : UDINT;
    nCycleTimeMs   : UDINT;     // measured machine cycle
END_VAR
`;
/** The line's safety inputs: the e-stop chain with a pragma, the guard switches by their name. */
const GVL_SAFETY_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    {attribute 'safety'}
    bEStopOk AT %IX4.0 : BOOL;
    // guard door switches of the filler and the capper, TRUE = all closed
    bGuardsClosed AT %IX4.1 : BOOL;
    bResetButton AT %IX4.2 : BOOL;
END_VAR
`;
/** The line's field I/O. */
const GVL_IO_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    bBottleAtFiller AT %IX0.0 : BOOL;
    bCapSeated      AT %IX0.1 : BOOL;
    fSpindleTorque  : LREAL;
    bInfeedConveyor AT %QX0.0 : BOOL;
    bOutfeedConveyor AT %QX0.1 : BOOL;
    nSpeedSetpoint  AT %QW2 : INT;
END_VAR
`;
const LINE_LISTS = [{ name: 'GVL_Line', declaration: GVL_LINE_TEXT }];
const ALL_LISTS = {
  globalLists: [
    { name: 'GVL_Line', declaration: GVL_LINE_TEXT },
    { name: 'GVL_Safety', declaration: GVL_SAFETY_TEXT },
    { name: 'GVL_IO', declaration: GVL_IO_TEXT },
  ],
};
const GVL_SAFETY = [{ name: 'GVL_Safety', text: GVL_SAFETY_TEXT }];
const GVL_IO = [{ name: 'GVL_IO', text: GVL_IO_TEXT }];

/** A capping station: guard trip first, then a CASE over an enumeration; head and spindle located at %Q*. */
const CAPPER = object(
  'FB_CapperStation',
  `FUNCTION_BLOCK FB_CapperStation
VAR_INPUT
    bStart     : BOOL;
    bCapSeated : BOOL;
    fTorque    : LREAL;     // Nm, from the spindle drive
END_VAR
VAR_OUTPUT
    bDone    : BOOL;
    bError   : BOOL;
    nErrorId : UDINT;
END_VAR
VAR
    bHeadDown  AT %Q* : BOOL;   // capping head cylinder down
    bSpindleOn AT %Q* : BOOL;   // spindle motor contactor
    // guard door of the capping head, TRUE = closed
    bGuardClosed AT %I* : BOOL;
    eStep        : E_CapStep;
    fbSeatTimer  : TON;
    fbTorqueTimer : TON;
    tSeatTimeout : TIME := T#2S;
END_VAR
`,
  `// guard opened: head up, spindle off, fault
IF NOT bGuardClosed THEN
    bSpindleOn := FALSE;
    bHeadDown := FALSE;
    nErrorId := 16#0100;
    eStep := E_CapStep.Fault;
END_IF

fbSeatTimer(IN := eStep = E_CapStep.Lower, PT := tSeatTimeout);
fbTorqueTimer(IN := eStep = E_CapStep.Torque, PT := GVL_Line.stActiveRecipe.tTorqueTime);

CASE eStep OF
    E_CapStep.Idle:
        bDone := FALSE;
        IF bStart AND bGuardClosed AND GVL_Line.bAutoMode THEN
            eStep := E_CapStep.Lower;
        END_IF

    E_CapStep.Lower:
        bHeadDown := TRUE;
        IF bCapSeated THEN
            eStep := E_CapStep.Torque;
        ELSIF fbSeatTimer.Q THEN
            nErrorId := 16#0200;            // cap not seated in time
            eStep := E_CapStep.Fault;
        END_IF

    E_CapStep.Torque:
        bSpindleOn := bGuardClosed AND bHeadDown;
        IF fTorque >= GVL_Line.stActiveRecipe.fTargetTorque THEN
            bSpindleOn := FALSE;
            eStep := E_CapStep.Raise;
        ELSIF fbTorqueTimer.Q THEN
            bSpindleOn := FALSE;
            nErrorId := 16#0201;            // torque not reached in time
            eStep := E_CapStep.Fault;
        END_IF

    E_CapStep.Raise:
        bHeadDown := FALSE;
        GVL_Line.nCapsDone := GVL_Line.nCapsDone + 1;
        eStep := E_CapStep.Done;

    E_CapStep.Done:
        bDone := TRUE;
        IF NOT bStart THEN
            eStep := E_CapStep.Idle;
        END_IF

    E_CapStep.Fault:
        bError := TRUE;
        IF GVL_Line.bResetRequest AND bGuardClosed THEN
            bError := FALSE;
            eStep := E_CapStep.Idle;
        END_IF
END_CASE
`,
);

/** A dosing filler: a light curtain at the star wheel, an overfill watchdog, a method that judges the dose. */
const FILLER = object(
  'FB_DoseFiller',
  `FUNCTION_BLOCK FB_DoseFiller
VAR_INPUT
    bStart         : BOOL;
    bBottlePresent : BOOL;
    fTargetVolume  : LREAL;   // ml
END_VAR
VAR_OUTPUT
    bDone  : BOOL;
    bError : BOOL;
END_VAR
VAR
    bDoseValve  AT %Q* : BOOL;   // product dosing valve
    bNozzleDown AT %Q* : BOOL;   // filling nozzle cylinder
    fFlowCount  AT %I* : LREAL;  // flow meter, ml since the dose started
    // light curtain of the infeed star wheel, TRUE = clear
    bLightCurtainClear AT %I* : BOOL;
    eState          : E_FillState;
    fbOverfillTimer : TON;
    tMaxDoseTime    : TIME := T#8S;
    fToleranceMl    : LREAL := 2.5;
END_VAR
`,
  `fbOverfillTimer(IN := bDoseValve, PT := tMaxDoseTime);

CASE eState OF
    E_FillState.Idle:
        bDone := FALSE;
        IF bStart AND bBottlePresent AND bLightCurtainClear THEN
            eState := E_FillState.Lower;
        END_IF

    E_FillState.Lower:
        bNozzleDown := TRUE;
        eState := E_FillState.Dosing;

    E_FillState.Dosing:
        bDoseValve := bBottlePresent AND bLightCurtainClear;
        IF THIS^.DoseComplete(fTolerance := fToleranceMl) THEN
            bDoseValve := FALSE;
            eState := E_FillState.Done;
        ELSIF fbOverfillTimer.Q OR NOT bBottlePresent THEN
            bDoseValve := FALSE;
            eState := E_FillState.Fault;
        END_IF

    E_FillState.Done:
        bNozzleDown := FALSE;
        bDone := TRUE;
        IF NOT bStart THEN
            eState := E_FillState.Idle;
        END_IF

    E_FillState.Fault:
        bDoseValve := FALSE;
        bNozzleDown := FALSE;
        bError := TRUE;
        IF NOT bStart THEN
            bError := FALSE;
            eState := E_FillState.Idle;
        END_IF
END_CASE
`,
);

/** The filler's method: the dose is complete within the tolerance; a gross overfill raises the error. */
const FILLER_DOSE = object(
  'FB_DoseFiller.DoseComplete',
  `METHOD DoseComplete : BOOL
VAR_INPUT
    fTolerance : LREAL;
END_VAR
`,
  `// the dose is complete once the flow meter is within the tolerance of the target
DoseComplete := fFlowCount >= fTargetVolume - fTolerance;
IF fFlowCount > fTargetVolume + 20.0 THEN
    bError := TRUE;
END_IF
`,
);

/** The line program: calls filler and capper with named arguments, gates the conveyors on the e-stop and errors. */
const LINE = object(
  'PRG_Line',
  `PROGRAM PRG_Line
VAR
    fbFiller      : FB_DoseFiller;
    fbCapper      : FB_CapperStation;
    fbInfeedDelay : TON;
    nSpeed        : INT := 1200;    // bottles per hour / 10
END_VAR
`,
  `fbInfeedDelay(IN := GVL_Line.bAutoMode AND GVL_Safety.bEStopOk, PT := T#2S);
fbFiller(bStart := fbInfeedDelay.Q, bBottlePresent := GVL_IO.bBottleAtFiller, fTargetVolume := GVL_Line.stActiveRecipe.fVolume);
fbCapper(bStart := fbFiller.bDone AND GVL_Safety.bGuardsClosed, bCapSeated := GVL_IO.bCapSeated, fTorque := GVL_IO.fSpindleTorque);
GVL_IO.bInfeedConveyor := fbInfeedDelay.Q AND NOT fbFiller.bError AND NOT fbCapper.bError;
GVL_IO.bOutfeedConveyor := GVL_Safety.bEStopOk AND GVL_Line.bAutoMode;
GVL_IO.nSpeedSetpoint := nSpeed;
GVL_Line.bResetRequest := GVL_Safety.bResetButton AND GVL_Safety.bEStopOk;
`,
);

/** A homing FB with numbered steps, hardware limit switches and a timeout; the drive's jog bits at %Q*. */
const HOMING = object(
  'FB_HomeAxis',
  `FUNCTION_BLOCK FB_HomeAxis
VAR_INPUT
    bStart      : BOOL;
    bHomeSensor : BOOL;
    bLimitNeg   : BOOL;   // negative hardware limit switch, TRUE = free
    bLimitPos   : BOOL;   // positive hardware limit switch, TRUE = free
END_VAR
VAR_OUTPUT
    bHomed : BOOL;
    bError : BOOL;
END_VAR
VAR
    bMoveNeg   AT %Q* : BOOL;   // drive: jog negative
    bMovePos   AT %Q* : BOOL;   // drive: jog positive
    bSlowSpeed AT %Q* : BOOL;   // drive: creep speed selected
    nStep        : INT;
    fbTimeout    : TON;
    tHomeTimeout : TIME := T#30S;
    rtStart      : R_TRIG;
END_VAR
`,
  `rtStart(CLK := bStart);
fbTimeout(IN := nStep = 10 OR nStep = 20, PT := tHomeTimeout);

CASE nStep OF
    0:  // idle
        bMoveNeg := FALSE;
        bMovePos := FALSE;
        IF rtStart.Q THEN
            bHomed := FALSE;
            nStep := 10;
        END_IF

    10: // fast towards the home sensor
        bMoveNeg := bLimitNeg;
        bSlowSpeed := FALSE;
        IF bHomeSensor THEN
            bMoveNeg := FALSE;
            nStep := 20;
        END_IF

    20: // slowly off the sensor
        bMovePos := bLimitPos;
        bSlowSpeed := TRUE;
        IF NOT bHomeSensor THEN
            bMovePos := FALSE;
            bHomed := TRUE;
            nStep := 30;
        END_IF

    30: // homed, hold until the request drops
        IF NOT bStart THEN
            nStep := 0;
        END_IF

    99: // fault
        bMoveNeg := FALSE;
        bMovePos := FALSE;
        bError := TRUE;
        IF NOT bStart THEN
            bError := FALSE;
            nStep := 0;
        END_IF
ELSE
    nStep := 99;
END_CASE

// timeout or a limit switch hit: stop and fault
IF fbTimeout.Q OR NOT bLimitNeg OR NOT bLimitPos THEN
    bMoveNeg := FALSE;
    bMovePos := FALSE;
    nStep := 99;
END_IF
`,
);

/** A CiA 402 spindle drive program: masked statusword, controlword per state, a torque ramp, an e-stop/STO override. */
const SPINDLE = object(
  'PRG_SpindleDrive',
  `PROGRAM PRG_SpindleDrive
VAR
    wStatusword   AT %I* : WORD;
    wControlword  AT %Q* : WORD;
    iTargetTorque AT %Q* : INT;
    // STO relay feedback of the spindle drive, TRUE = torque off active
    bStoActive AT %I* : BOOL;
    {attribute 'safety'}
    bEStopOk   AT %I* : BOOL;
    bRunCmd         : BOOL;
    wMasked         : WORD;
    iTorqueDemand   : INT;
    iTorqueCmd      : INT;
    iTorqueTarget   : INT := 400;
    iTorqueRampStep : INT := 5;
    iTorqueLimit    : INT := 800;
END_VAR
`,
  `wMasked := wStatusword AND 16#006F;

IF (wStatusword AND 16#0008) <> 0 THEN
    // fault: fault reset, no torque
    wControlword := 16#0080;
    iTorqueCmd := 0;
ELSIF wMasked = 16#0027 THEN
    // operation enabled
    wControlword := 16#000F;
    IF bRunCmd THEN
        iTorqueDemand := MIN(iTorqueTarget, iTorqueLimit);
    ELSE
        iTorqueDemand := 0;
        iTorqueCmd := 0;
    END_IF
    IF iTorqueCmd < iTorqueDemand THEN
        iTorqueCmd := MIN(iTorqueCmd + iTorqueRampStep, iTorqueDemand);
    ELSIF iTorqueCmd > iTorqueDemand THEN
        iTorqueCmd := MAX(iTorqueCmd - iTorqueRampStep, iTorqueDemand);
    END_IF
ELSIF wMasked = 16#0023 THEN
    // switched on
    wControlword := 16#000F;
    iTorqueCmd := 0;
ELSIF wMasked = 16#0021 THEN
    // ready to switch on
    wControlword := 16#0007;
    iTorqueCmd := 0;
ELSE
    // switch on disabled
    wControlword := 16#0006;
    iTorqueCmd := 0;
END_IF

// emergency stop or STO: quick stop, no torque
IF NOT bEStopOk OR bStoActive THEN
    wControlword := 16#0002;
    iTorqueCmd := 0;
END_IF

iTargetTorque := iTorqueCmd;
`,
);

/** An airlock of two doors from SR latches: each door opens only while the other is closed, and closes after a hold. */
const AIRLOCK = object(
  'FB_Airlock',
  `FUNCTION_BLOCK FB_Airlock
VAR_INPUT
    bPbOuter     : BOOL;   // pushbutton at the outer door
    bPbInner     : BOOL;   // pushbutton at the inner door
    bOuterClosed : BOOL;   // limit switch: outer door closed
    bInnerClosed : BOOL;   // limit switch: inner door closed
    bOuterOpened : BOOL;   // limit switch: outer door open
    bInnerOpened : BOOL;   // limit switch: inner door open
END_VAR
VAR
    qOuterOpen  AT %Q* : BOOL;   // outer door motor: open
    qOuterClose AT %Q* : BOOL;   // outer door motor: close
    qInnerOpen  AT %Q* : BOOL;   // inner door motor: open
    qInnerClose AT %Q* : BOOL;   // inner door motor: close
    // door interlock: only one door of the airlock may be open
    xInterlockOk : BOOL;
    srOpenOuter  : SR;
    srOpenInner  : SR;
    tonHoldOuter : TON;
    tonHoldInner : TON;
    tHoldOpen    : TIME := T#5S;
END_VAR
`,
  `// a door may open only while both are closed
xInterlockOk := bOuterClosed AND bInnerClosed;

srOpenOuter(SET1 := bPbOuter AND xInterlockOk, RESET := tonHoldOuter.Q);
srOpenInner(SET1 := bPbInner AND xInterlockOk AND NOT srOpenOuter.Q1, RESET := tonHoldInner.Q);

tonHoldOuter(IN := bOuterOpened, PT := tHoldOpen);
tonHoldInner(IN := bInnerOpened, PT := tHoldOpen);

qOuterOpen := srOpenOuter.Q1 AND NOT bOuterOpened AND bInnerClosed;
qOuterClose := NOT srOpenOuter.Q1 AND NOT bOuterClosed;
qInnerOpen := srOpenInner.Q1 AND NOT bInnerOpened AND bOuterClosed;
qInnerClose := NOT srOpenInner.Q1 AND NOT bInnerClosed;
`,
);

/** An OpenPLC heating tank: fill, heat and mix, hold, empty; a safety temperature limiter and an over-temperature trip. */
const TANK = [
  {
    name: 'pous/programs/HeatingTank.st',
    text: `PROGRAM HeatingTank
  VAR
    StartControl AT %IX0.0 : BOOL;
    StopControl AT %IX0.1 : BOOL;
    (* safety temperature limiter of the heater, TRUE = below the trip temperature *)
    TempLimiterOk AT %IX0.2 : BOOL;
    LevelHigh AT %IX0.3 : BOOL;
    LevelLow AT %IX0.4 : BOOL;
    LevelRaw AT %IW0 : INT;
    TempRaw AT %IW1 : INT;
    FillValve AT %QX0.0 : BOOL;
    HeatValve AT %QX0.1 : BOOL;
    EmptyValve AT %QX0.2 : BOOL;
    MixerMotor AT %QX0.3 : BOOL;
    HeaterPower AT %QW0 : INT;
  END_VAR
  VAR
    Running : BOOL;
    Step : INT;
    Temp : REAL;
    Level : REAL;
    TempReq : REAL := 65.0;
    VolReq : REAL := 1.2;
    TankArea : REAL := 0.785;
    OverTemp : BOOL;
    MixTimer : TON;
    FillTimeout : TON;
  END_VAR

  Temp := INT_TO_REAL(TempRaw) / 10.0;
  Level := INT_TO_REAL(LevelRaw) / 1000.0;
  Running := (StartControl OR Running) AND NOT StopControl AND TempLimiterOk;
  OverTemp := Temp > TempReq + 15.0;
  MixTimer(IN := Step = 30, PT := T#10m);

  CASE Step OF
    0: (* idle *)
      IF Running AND LevelLow THEN
        Step := 10;
      END_IF;
    10: (* fill *)
      FillValve := NOT LevelHigh;
      IF Level * TankArea >= VolReq OR LevelHigh THEN
        FillValve := FALSE;
        Step := 20;
      END_IF;
    20: (* heat and mix *)
      MixerMotor := TRUE;
      HeatValve := Temp < TempReq AND TempLimiterOk AND NOT OverTemp;
      HeaterPower := 800;
      IF Temp >= TempReq THEN
        HeatValve := FALSE;
        HeaterPower := 0;
        Step := 30;
      END_IF;
    30: (* hold and mix *)
      IF MixTimer.Q THEN
        MixerMotor := FALSE;
        Step := 40;
      END_IF;
    40: (* empty *)
      EmptyValve := NOT LevelLow;
      IF LevelLow THEN
        EmptyValve := FALSE;
        Step := 0;
      END_IF;
  END_CASE;

  FillTimeout(IN := FillValve, PT := T#120s);
  IF NOT Running OR FillTimeout.Q OR OverTemp THEN
    FillValve := FALSE;
    HeatValve := FALSE;
    HeaterPower := 0;
  END_IF;
END_PROGRAM
`,
  },
];

const CAPPER_ORIGIN = 'SionVerhoef/twincat-st evals/fixture-line/POUs/FB_Capper.TcPOU and GVLs/GVL_Line.TcGVL (a CASE over E_CapStep, the recipe struct in a qualified GVL)';
const FILLER_ORIGIN = 'SionVerhoef/twincat-st evals/fixture-project/POUs/FB_Filler.TcPOU (a CASE over E_FillState, the DoseComplete method called through THIS^)';
const LINE_ORIGIN = 'SionVerhoef/twincat-st evals/fixture-line/POUs/MAIN.TcPOU and GVLs/GVL_Line.TcGVL (instances called with named arguments, qualified-only globals)';
const HOMING_ORIGIN = 'SionVerhoef/twincat-st evals/fixture-project/POUs/FB_Homing.TcPOU and evals/fixture-line/POUs/FB_AxisMove.TcPOU (numbered steps, an R_TRIG on the start)';
const SPINDLE_ORIGIN = 'MONIN013/Mayfes-HDD-TwinCAT TestPLC/POUs/PRG_Disk_B.TcPOU (a CiA 402 statusword mask, a controlword per state, a torque ramp)';
const AIRLOCK_ORIGIN = 'TomF777/PLC-programming-etudes AirlockDoorControl/AirlockDoorControl/PLC/POUs/DoorControl.TcPOU (SR blocks with SET1/RESET, TON hold delays, doors interlocked on each other)';
const TANK_ORIGIN = 'TomF777/PLC-programming-etudes HeatingTankControl/HeatingTankControl/PLC/POUs/MAIN.TcPOU (fill, heat, mix and empty of a tank; valves and a mixer)';

const capper = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CAPPER }, globalLists: LINE_LISTS });

export const HELDOUT_ROUND10: CorpusCase[] = [
  ...from(CAPPER_ORIGIN, [
    // The guard trip's switch-off of a physical output removed: the spindle keeps running with the guard open.
    capper({ id: 'round10 capper: guard trip leaves the spindle running', edits: [['IF NOT bGuardClosed THEN\n    bSpindleOn := FALSE;\n', 'IF NOT bGuardClosed THEN\n']], expect: items('write no-longer-written bSpindleOn !') }),
    capper({ id: 'round10 capper: guard trip leaves the head down', edits: [['    bSpindleOn := FALSE;\n    bHeadDown := FALSE;\n    nErrorId := 16#0100;', '    bSpindleOn := FALSE;\n    nErrorId := 16#0100;']], expect: items('write no-longer-written bHeadDown !') }),
    // A conjunct added to the guard trip: it now fires only in auto, so every switch-off under it runs in fewer cases.
    capper({ id: 'round10 capper: guard trip only in auto', edits: [['IF NOT bGuardClosed THEN', 'IF NOT bGuardClosed AND GVL_Line.bAutoMode THEN']], expect: items('condition newly-read GVL_Line.bAutoMode !', 'write condition-changed bSpindleOn !', 'write condition-changed bHeadDown !', 'write condition-changed nErrorId !', 'write condition-changed eStep !'), }),
    // The whole guard trip removed with its comment.
    capper({ id: 'round10 capper: guard trip removed', edits: [['// guard opened: head up, spindle off, fault\nIF NOT bGuardClosed THEN\n    bSpindleOn := FALSE;\n    bHeadDown := FALSE;\n    nErrorId := 16#0100;\n    eStep := E_CapStep.Fault;\nEND_IF\n\n', '']], expect: items('condition no-longer-read bGuardClosed !', 'write no-longer-written bSpindleOn !', 'write no-longer-written bHeadDown !', 'write no-longer-written nErrorId !', 'write no-longer-written eStep !'), }),
    capper({ id: 'round10 capper: spindle runs without the guard', edits: [['bSpindleOn := bGuardClosed AND bHeadDown;', 'bSpindleOn := bHeadDown;']], expect: items('write value-changed bSpindleOn !') }),
    capper({ id: 'round10 capper: spindle forced on in the torque step', edits: [['bSpindleOn := bGuardClosed AND bHeadDown;', 'bSpindleOn := TRUE;']], expect: items('write now-constant bSpindleOn !') }),
    // A conjunct of a physical output's value removed: an interlock removed whatever its name.
    capper({ id: 'round10 capper: spindle no longer needs the head down', edits: [['bSpindleOn := bGuardClosed AND bHeadDown;', 'bSpindleOn := bGuardClosed;']], expect: items('write value-changed bSpindleOn !') }),
    capper({ id: 'round10 capper: cycle starts with the guard open', edits: [['IF bStart AND bGuardClosed AND GVL_Line.bAutoMode THEN', 'IF bStart AND GVL_Line.bAutoMode THEN']], expect: items('condition no-longer-read bGuardClosed !', 'write condition-changed eStep !') }),
    // eStep drives the head and the spindle (the CASE): its switch-on condition lost a conjunct. A state set under
    // it is its write's item only; bAutoMode is no safety signal.
    capper({ id: 'round10 capper: cycle starts outside auto', edits: [['IF bStart AND bGuardClosed AND GVL_Line.bAutoMode THEN', 'IF bStart AND bGuardClosed THEN']], expect: items('condition no-longer-read GVL_Line.bAutoMode', 'write condition-changed eStep !') }),
    // The fault is acknowledged with the guard still open.
    capper({ id: 'round10 capper: fault reset with the guard open', edits: [['IF GVL_Line.bResetRequest AND bGuardClosed THEN', 'IF GVL_Line.bResetRequest THEN']], expect: items('condition no-longer-read bGuardClosed !', 'write condition-changed bError !', 'write condition-changed eStep !') }),
    capper({ id: 'round10 capper: head stays down after capping', edits: [['E_CapStep.Raise:\n        bHeadDown := FALSE;\n', 'E_CapStep.Raise:\n']], expect: items('write no-longer-written bHeadDown !') }),
    capper({ id: 'round10 capper: seat timeout', edits: [['tSeatTimeout : TIME := T#2S;', 'tSeatTimeout : TIME := T#3S;']], expect: items('constant initial-value-changed tSeatTimeout') }),
    capper({ id: 'round10 capper: seat error code', edits: [['nErrorId := 16#0200;', 'nErrorId := 16#0202;']], expect: items('constant value-changed nErrorId') }),
    capper({ id: 'round10 capper: caps counted twice', edits: [['GVL_Line.nCapsDone + 1;', 'GVL_Line.nCapsDone + 2;']], expect: items('constant value-changed GVL_Line.nCapsDone') }),
    capper({ id: 'round10 capper: torque time no longer from the recipe', edits: [['PT := GVL_Line.stActiveRecipe.tTorqueTime', 'PT := T#3S']], expect: items('fb-call inputs-changed fbTorqueTimer.PT') }),
    // A declaration and its use: a brake output that follows the spindle (no safety word, no guard).
    capper({ id: 'round10 capper: spindle brake output added', edits: [['    bSpindleOn AT %Q* : BOOL;   // spindle motor contactor\n', '    bSpindleOn AT %Q* : BOOL;   // spindle motor contactor\n    bSpindleBrake AT %Q* : BOOL; // spindle holding brake\n'], ['CASE eStep OF\n', 'bSpindleBrake := NOT bSpindleOn;\n\nCASE eStep OF\n']], expect: items('declaration added bSpindleBrake', 'write newly-written bSpindleBrake'), }),
    // The torque timeout branch removed: its switch-off of the spindle goes with it (the spindle keeps running in the
    // torque step), and its condition with it; the error code and the fault step are no outputs.
    capper({ id: 'round10 capper: torque timeout no longer faults', edits: [['        ELSIF fbTorqueTimer.Q THEN\n            bSpindleOn := FALSE;\n            nErrorId := 16#0201;            // torque not reached in time\n            eStep := E_CapStep.Fault;\n', '']], expect: items('condition no-longer-read fbTorqueTimer.Q !', 'write no-longer-written bSpindleOn !', 'write no-longer-written nErrorId', 'write no-longer-written eStep'), }),
    capper({ id: 'round10 capper: comment reworded', edits: [['// guard opened: head up, spindle off, fault', '// guard door opened: raise the head, stop the spindle, go to fault']], expect: [] }),
    capper({ id: 'round10 capper: outputs regrouped', edits: [['    bHeadDown  AT %Q* : BOOL;   // capping head cylinder down\n    bSpindleOn AT %Q* : BOOL;   // spindle motor contactor\n', '    bSpindleOn AT %Q* : BOOL;   // spindle motor contactor\n    bHeadDown  AT %Q* : BOOL;   // capping head cylinder down\n']], expect: [], }),
  ]),
  ...from(FILLER_ORIGIN, [
    { id: 'round10 filler: valve ignores the light curtain', source: { parts: FILLER }, edits: [['bDoseValve := bBottlePresent AND bLightCurtainClear;', 'bDoseValve := bBottlePresent;']], expect: items('write value-changed bDoseValve !') },
    { id: 'round10 filler: valve doses without a bottle', source: { parts: FILLER }, edits: [['bDoseValve := bBottlePresent AND bLightCurtainClear;', 'bDoseValve := bLightCurtainClear;']], expect: items('write value-changed bDoseValve !') },
    { id: 'round10 filler: cycle starts with the curtain broken', source: { parts: FILLER }, edits: [['IF bStart AND bBottlePresent AND bLightCurtainClear THEN', 'IF bStart AND bBottlePresent THEN']], expect: items('condition no-longer-read bLightCurtainClear !', 'write condition-changed eState !') },
    { id: 'round10 filler: overfill watchdog time', source: { parts: FILLER }, edits: [['tMaxDoseTime    : TIME := T#8S;', 'tMaxDoseTime    : TIME := T#12S;']], expect: items('constant initial-value-changed tMaxDoseTime') },
    // The valve's switch-off now runs in fewer cases (an alternative of its condition gone).
    { id: 'round10 filler: watchdog no longer stops the dose', source: { parts: FILLER }, edits: [['ELSIF fbOverfillTimer.Q OR NOT bBottlePresent THEN', 'ELSIF NOT bBottlePresent THEN']], expect: items('condition no-longer-read fbOverfillTimer.Q !', 'write condition-changed bDoseValve !', 'write condition-changed eState'), },
    { id: 'round10 filler: fault no longer closes the valve', source: { parts: FILLER }, edits: [['E_FillState.Fault:\n        bDoseValve := FALSE;\n', 'E_FillState.Fault:\n']], expect: items('write no-longer-written bDoseValve !') },
    { id: 'round10 filler: nozzle stays down when done', source: { parts: FILLER }, edits: [['E_FillState.Done:\n        bNozzleDown := FALSE;\n', 'E_FillState.Done:\n']], expect: items('write no-longer-written bNozzleDown !') },
    { id: 'round10 filler: dose tolerance', source: { parts: FILLER }, edits: [['fToleranceMl    : LREAL := 2.5;', 'fToleranceMl    : LREAL := 1.0;']], expect: items('constant initial-value-changed fToleranceMl') },
    { id: 'round10 filler: tolerance variable renamed', source: { parts: FILLER }, edits: [['fToleranceMl    : LREAL := 2.5;', 'fDoseToleranceMl : LREAL := 2.5;'], ['fTolerance := fToleranceMl)', 'fTolerance := fDoseToleranceMl)']], expect: items('declaration renamed fDoseToleranceMl'), },
    { id: 'round10 filler: watchdog times the nozzle', source: { parts: FILLER }, edits: [['fbOverfillTimer(IN := bDoseValve,', 'fbOverfillTimer(IN := bNozzleDown,']], expect: items('fb-call inputs-changed fbOverfillTimer.IN') },
    // A condition and a write added together: a broken curtain also lifts the nozzle.
    { id: 'round10 filler: broken curtain lifts the nozzle', source: { parts: FILLER }, edits: [['        bDoseValve := bBottlePresent AND bLightCurtainClear;\n', '        bDoseValve := bBottlePresent AND bLightCurtainClear;\n        IF NOT bLightCurtainClear THEN\n            bNozzleDown := FALSE;\n        END_IF\n']], expect: items('condition newly-read bLightCurtainClear !', 'write newly-written bNozzleDown !'), },
    { id: 'round10 filler: outputs reordered', source: { parts: FILLER }, edits: [['    bDone  : BOOL;\n    bError : BOOL;\n', '    bError : BOOL;\n    bDone  : BOOL;\n']], expect: [] },
    { id: 'round10 filler: spacing in the watchdog call', source: { parts: FILLER }, edits: [['fbOverfillTimer(IN := bDoseValve, PT := tMaxDoseTime);', 'fbOverfillTimer(IN := bDoseValve,   PT := tMaxDoseTime);']], expect: [] },
    { id: 'round10 filler method: gross overfill limit', source: { parts: FILLER_DOSE }, edits: [['fTargetVolume + 20.0', 'fTargetVolume + 30.0']], expect: items('constant value-changed fFlowCount') },
    { id: 'round10 filler method: dose complete without the tolerance', source: { parts: FILLER_DOSE }, edits: [['DoseComplete := fFlowCount >= fTargetVolume - fTolerance;', 'DoseComplete := fFlowCount >= fTargetVolume;']], expect: items('write value-changed DoseComplete') },
    { id: 'round10 filler method: overfill no longer raises the error', source: { parts: FILLER_DOSE }, edits: [['IF fFlowCount > fTargetVolume + 20.0 THEN\n    bError := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read fFlowCount', 'condition no-longer-read fTargetVolume', 'write no-longer-written bError'), },
    { id: 'round10 filler method: comment shortened', source: { parts: FILLER_DOSE }, edits: [['// the dose is complete once the flow meter', '// complete once the flow meter']], expect: [] },
  ]),
  ...from(LINE_ORIGIN, [
    { id: 'round10 line: infeed delay without the e-stop', source: { parts: LINE }, ...ALL_LISTS, edits: [['IN := GVL_Line.bAutoMode AND GVL_Safety.bEStopOk,', 'IN := GVL_Line.bAutoMode,']], expect: items('fb-call inputs-changed fbInfeedDelay.IN !') },
    // The timer watches the e-stop chain: its preset is flagged.
    { id: 'round10 line: infeed delay time', source: { parts: LINE }, ...ALL_LISTS, edits: [['PT := T#2S', 'PT := T#4S']], expect: items('constant value-changed fbInfeedDelay.PT !') },
    { id: 'round10 line: capper starts with the guards open', source: { parts: LINE }, ...ALL_LISTS, edits: [['bStart := fbFiller.bDone AND GVL_Safety.bGuardsClosed,', 'bStart := fbFiller.bDone,']], expect: items('fb-call inputs-changed fbCapper.bStart !') },
    { id: 'round10 line: infeed ignores the capper error', source: { parts: LINE }, ...ALL_LISTS, edits: [[' AND NOT fbCapper.bError;', ';']], expect: items('write value-changed GVL_IO.bInfeedConveyor !') },
    { id: 'round10 line: outfeed ignores the e-stop', source: { parts: LINE }, ...ALL_LISTS, edits: [['GVL_IO.bOutfeedConveyor := GVL_Safety.bEStopOk AND GVL_Line.bAutoMode;', 'GVL_IO.bOutfeedConveyor := GVL_Line.bAutoMode;']], expect: items('write value-changed GVL_IO.bOutfeedConveyor !') },
    { id: 'round10 line: filler volume fixed', source: { parts: LINE }, ...ALL_LISTS, edits: [['fTargetVolume := GVL_Line.stActiveRecipe.fVolume', 'fTargetVolume := 500.0']], expect: items('fb-call inputs-changed fbFiller.fTargetVolume') },
    { id: 'round10 line: speed setpoint', source: { parts: LINE }, ...ALL_LISTS, edits: [['nSpeed        : INT := 1200;', 'nSpeed        : INT := 1500;']], expect: items('constant initial-value-changed nSpeed') },
    // The reset request (which acknowledges the capper's fault) no longer waits for a healthy e-stop chain.
    { id: 'round10 line: reset request without the e-stop', source: { parts: LINE }, ...ALL_LISTS, edits: [['GVL_Line.bResetRequest := GVL_Safety.bResetButton AND GVL_Safety.bEStopOk;', 'GVL_Line.bResetRequest := GVL_Safety.bResetButton;']], expect: items('write value-changed GVL_Line.bResetRequest !') },
    // Judgement: the call carried the guard-gated start of the capper; without it the capper's spindle and head
    // outputs hold their last value, guard or not.
    { id: 'round10 line: capper no longer called', source: { parts: LINE }, ...ALL_LISTS, edits: [['fbCapper(bStart := fbFiller.bDone AND GVL_Safety.bGuardsClosed, bCapSeated := GVL_IO.bCapSeated, fTorque := GVL_IO.fSpindleTorque);\n', '']], expect: items('fb-call no-longer-called fbCapper !') },
    { id: 'round10 line: speed setpoint no longer written', source: { parts: LINE }, ...ALL_LISTS, edits: [['GVL_IO.nSpeedSetpoint := nSpeed;\n', '']], expect: items('write no-longer-written GVL_IO.nSpeedSetpoint') },
    { id: 'round10 line: two independent writes swapped', source: { parts: LINE }, ...ALL_LISTS, edits: [['GVL_IO.bOutfeedConveyor := GVL_Safety.bEStopOk AND GVL_Line.bAutoMode;\nGVL_IO.nSpeedSetpoint := nSpeed;', 'GVL_IO.nSpeedSetpoint := nSpeed;\nGVL_IO.bOutfeedConveyor := GVL_Safety.bEStopOk AND GVL_Line.bAutoMode;']], expect: [], },
    { id: 'round10 line: operands of the outfeed swapped', source: { parts: LINE }, ...ALL_LISTS, edits: [['GVL_Safety.bEStopOk AND GVL_Line.bAutoMode;', 'GVL_Line.bAutoMode AND GVL_Safety.bEStopOk;']], expect: [] },
    { id: 'round10 line: infeed also stops on an open guard', source: { parts: LINE }, ...ALL_LISTS, edits: [['NOT fbFiller.bError AND NOT fbCapper.bError;', 'NOT fbFiller.bError AND NOT fbCapper.bError AND GVL_Safety.bGuardsClosed;']], expect: items('write value-changed GVL_IO.bInfeedConveyor !') },
    { id: 'round10 safety gvl: e-stop input moved', source: { parts: GVL_SAFETY }, edits: [['bEStopOk AT %IX4.0', 'bEStopOk AT %IX4.3']], expect: items('declaration address-changed bEStopOk !') },
    { id: 'round10 safety gvl: guard bypass declared', source: { parts: GVL_SAFETY }, edits: [['    bResetButton AT %IX4.2 : BOOL;\n', '    bResetButton AT %IX4.2 : BOOL;\n    bGuardBypass AT %IX4.4 : BOOL;\n']], expect: items('declaration added bGuardBypass !') },
    // The reset button moved onto the e-stop chain's own bit: the same address as a safety signal.
    { id: 'round10 safety gvl: reset button on the e-stop bit', source: { parts: GVL_SAFETY }, edits: [['bResetButton AT %IX4.2', 'bResetButton AT %IX4.0']], expect: items('declaration address-changed bResetButton !') },
    { id: 'round10 safety gvl: comment above the guards reworded', source: { parts: GVL_SAFETY }, edits: [['// guard door switches of the filler and the capper, TRUE = all closed', '// guard door switches (filler, capper), TRUE = all closed']], expect: [] },
    { id: 'round10 io gvl: infeed conveyor moved', source: { parts: GVL_IO }, edits: [['bInfeedConveyor AT %QX0.0', 'bInfeedConveyor AT %QX0.4']], expect: items('declaration address-changed bInfeedConveyor') },
    { id: 'round10 io gvl: speed setpoint retyped', source: { parts: GVL_IO }, edits: [['nSpeedSetpoint  AT %QW2 : INT;', 'nSpeedSetpoint  AT %QW2 : UINT;']], expect: items('declaration retyped nSpeedSetpoint') },
  ]),
  ...from(HOMING_ORIGIN, [
    { id: 'round10 homing: fast search past the negative limit', source: { parts: HOMING }, edits: [['bMoveNeg := bLimitNeg;', 'bMoveNeg := TRUE;']], expect: items('write now-constant bMoveNeg !') },
    { id: 'round10 homing: creep past the positive limit', source: { parts: HOMING }, edits: [['bMovePos := bLimitPos;', 'bMovePos := TRUE;']], expect: items('write now-constant bMovePos !') },
    // The stop of both jog outputs now runs in fewer cases; the fault step is no output.
    { id: 'round10 homing: stop ignores the positive limit', source: { parts: HOMING }, edits: [['IF fbTimeout.Q OR NOT bLimitNeg OR NOT bLimitPos THEN', 'IF fbTimeout.Q OR NOT bLimitNeg THEN']], expect: items('condition no-longer-read bLimitPos !', 'write condition-changed bMoveNeg !', 'write condition-changed bMovePos !', 'write condition-changed nStep'), },
    { id: 'round10 homing: timeout no longer stops the axis', source: { parts: HOMING }, edits: [['IF fbTimeout.Q OR NOT bLimitNeg OR NOT bLimitPos THEN', 'IF NOT bLimitNeg OR NOT bLimitPos THEN']], expect: items('condition no-longer-read fbTimeout.Q !', 'write condition-changed bMoveNeg !', 'write condition-changed bMovePos !', 'write condition-changed nStep'), },
    { id: 'round10 homing: timeout', source: { parts: HOMING }, edits: [['tHomeTimeout : TIME := T#30S;', 'tHomeTimeout : TIME := T#60S;']], expect: items('constant initial-value-changed tHomeTimeout') },
    { id: 'round10 homing: fault step no longer stops the drive', source: { parts: HOMING }, edits: [['    99: // fault\n        bMoveNeg := FALSE;\n        bMovePos := FALSE;\n', '    99: // fault\n']], expect: items('write no-longer-written bMoveNeg !', 'write no-longer-written bMovePos !'), },
    { id: 'round10 homing: creep speed no longer selected', source: { parts: HOMING }, edits: [['bSlowSpeed := TRUE;', 'bSlowSpeed := FALSE;']], expect: items('constant value-changed bSlowSpeed') },
    // The start on the request's level instead of its rising edge.
    { id: 'round10 homing: started on the level', source: { parts: HOMING }, edits: [['IF rtStart.Q THEN', 'IF bStart THEN']], expect: items('condition no-longer-read rtStart.Q', 'condition newly-read bStart', 'write condition-changed bHomed', 'write condition-changed nStep'), },
    { id: 'round10 homing: start edge retyped', source: { parts: HOMING }, edits: [['rtStart      : R_TRIG;', 'rtStart      : F_TRIG;']], expect: items('declaration retyped rtStart') },
    { id: 'round10 homing: step comment', source: { parts: HOMING }, edits: [['// slowly off the sensor', '// creep off the sensor']], expect: [] },
    // The stop on a timeout or a limit switch removed whole: the conditions go with the switch-offs they carried.
    { id: 'round10 homing: limit stop removed', source: { parts: HOMING }, edits: [['// timeout or a limit switch hit: stop and fault\nIF fbTimeout.Q OR NOT bLimitNeg OR NOT bLimitPos THEN\n    bMoveNeg := FALSE;\n    bMovePos := FALSE;\n    nStep := 99;\nEND_IF\n', '']], expect: items('condition no-longer-read fbTimeout.Q !', 'condition no-longer-read bLimitNeg !', 'condition no-longer-read bLimitPos !', 'write no-longer-written bMoveNeg !', 'write no-longer-written bMovePos !', 'write no-longer-written nStep'), },
  ]),
  ...from(SPINDLE_ORIGIN, [
    { id: 'round10 spindle: STO no longer stops the drive', source: { parts: SPINDLE }, edits: [['IF NOT bEStopOk OR bStoActive THEN', 'IF NOT bEStopOk THEN']], expect: items('condition no-longer-read bStoActive !', 'write condition-changed wControlword !', 'write condition-changed iTorqueCmd !') },
    { id: 'round10 spindle: e-stop override removed', source: { parts: SPINDLE }, edits: [['// emergency stop or STO: quick stop, no torque\nIF NOT bEStopOk OR bStoActive THEN\n    wControlword := 16#0002;\n    iTorqueCmd := 0;\nEND_IF\n', '']], expect: items('condition no-longer-read bEStopOk !', 'condition no-longer-read bStoActive !', 'write no-longer-written wControlword !', 'write no-longer-written iTorqueCmd !'), },
    { id: 'round10 spindle: e-stop disables voltage instead of a quick stop', source: { parts: SPINDLE }, edits: [['wControlword := 16#0002;', 'wControlword := 16#0006;']], expect: items('constant value-changed wControlword !') },
    { id: 'round10 spindle: torque kept on an e-stop', source: { parts: SPINDLE }, edits: [['    wControlword := 16#0002;\n    iTorqueCmd := 0;\n', '    wControlword := 16#0002;\n']], expect: items('write no-longer-written iTorqueCmd !') },
    { id: 'round10 spindle: torque limit', source: { parts: SPINDLE }, edits: [['iTorqueLimit    : INT := 800;', 'iTorqueLimit    : INT := 1000;']], expect: items('constant initial-value-changed iTorqueLimit') },
    { id: 'round10 spindle: ramp step', source: { parts: SPINDLE }, edits: [['iTorqueRampStep : INT := 5;', 'iTorqueRampStep : INT := 20;']], expect: items('constant initial-value-changed iTorqueRampStep') },
    { id: 'round10 spindle: torque target', source: { parts: SPINDLE }, edits: [['iTorqueTarget   : INT := 400;', 'iTorqueTarget   : INT := 450;']], expect: items('constant initial-value-changed iTorqueTarget') },
    { id: 'round10 spindle: torque no longer limited', source: { parts: SPINDLE }, edits: [['iTorqueDemand := MIN(iTorqueTarget, iTorqueLimit);', 'iTorqueDemand := iTorqueTarget;']], expect: items('write value-changed iTorqueDemand') },
    { id: 'round10 spindle: statusword mask', source: { parts: SPINDLE }, edits: [['wMasked := wStatusword AND 16#006F;', 'wMasked := wStatusword AND 16#004F;']], expect: items('constant value-changed wMasked') },
    { id: 'round10 spindle: ready state skips switch on', source: { parts: SPINDLE }, edits: [['wControlword := 16#0007;', 'wControlword := 16#000F;']], expect: items('constant value-changed wControlword') },
    { id: 'round10 spindle: fault reset no longer commanded', source: { parts: SPINDLE }, edits: [['wControlword := 16#0080;', 'wControlword := 16#0000;']], expect: items('constant value-changed wControlword') },
    // The command's switch-off (:= 0) removed where the run command drops: the drive keeps the last torque.
    { id: 'round10 spindle: stop keeps the last torque', source: { parts: SPINDLE }, edits: [['    ELSE\n        iTorqueDemand := 0;\n        iTorqueCmd := 0;\n    END_IF', '    ELSE\n        iTorqueDemand := 0;\n    END_IF']], expect: items('write no-longer-written iTorqueCmd !') },
    // Judgement: the drive's torque now follows the demand, which the e-stop/STO override never zeroes; the override
    // zeroes only iTorqueCmd. The e-stop no longer takes the torque away.
    { id: 'round10 spindle: drive torque from the demand', source: { parts: SPINDLE }, edits: [['iTargetTorque := iTorqueCmd;', 'iTargetTorque := iTorqueDemand;']], expect: items('write value-changed iTargetTorque !') },
    { id: 'round10 spindle: comment', source: { parts: SPINDLE }, edits: [['    // switched on\n', '    // switched on (statusword 16#0023)\n']], expect: [] },
    // A declaration and its use: a safe stop request from the safety PLC joins the override.
    { id: 'round10 spindle: safe stop request added', source: { parts: SPINDLE }, edits: [['    bRunCmd         : BOOL;\n', '    // safe stop request from the safety PLC\n    bSafeStopRequest AT %I* : BOOL;\n    bRunCmd         : BOOL;\n'], ['IF NOT bEStopOk OR bStoActive THEN', 'IF NOT bEStopOk OR bStoActive OR bSafeStopRequest THEN']], expect: items('declaration added bSafeStopRequest !', 'condition newly-read bSafeStopRequest !', 'write condition-changed wControlword !', 'write condition-changed iTorqueCmd !'), },
    { id: 'round10 spindle: STO input renamed', source: { parts: SPINDLE }, edits: [['    bStoActive AT %I* : BOOL;', '    bStoFeedback AT %I* : BOOL;'], ['OR bStoActive THEN', 'OR bStoFeedback THEN']], expect: items('declaration renamed bStoFeedback !'), },
  ]),
  ...from(AIRLOCK_ORIGIN, [
    { id: 'round10 airlock: outer door opens with the inner open', source: { parts: AIRLOCK }, edits: [['qOuterOpen := srOpenOuter.Q1 AND NOT bOuterOpened AND bInnerClosed;', 'qOuterOpen := srOpenOuter.Q1 AND NOT bOuterOpened;']], expect: items('write value-changed qOuterOpen !') },
    { id: 'round10 airlock: inner door opens with the outer open', source: { parts: AIRLOCK }, edits: [['qInnerOpen := srOpenInner.Q1 AND NOT bInnerOpened AND bOuterClosed;', 'qInnerOpen := srOpenInner.Q1 AND NOT bInnerOpened;']], expect: items('write value-changed qInnerOpen !') },
    { id: 'round10 airlock: outer request ignores the interlock', source: { parts: AIRLOCK }, edits: [['srOpenOuter(SET1 := bPbOuter AND xInterlockOk,', 'srOpenOuter(SET1 := bPbOuter,']], expect: items('fb-call inputs-changed srOpenOuter.SET1 !') },
    { id: 'round10 airlock: interlock satisfied by one closed door', source: { parts: AIRLOCK }, edits: [['xInterlockOk := bOuterClosed AND bInnerClosed;', 'xInterlockOk := bOuterClosed OR bInnerClosed;']], expect: items('write value-changed xInterlockOk !') },
    { id: 'round10 airlock: hold-open time', source: { parts: AIRLOCK }, edits: [['tHoldOpen    : TIME := T#5S;', 'tHoldOpen    : TIME := T#10S;']], expect: items('constant initial-value-changed tHoldOpen') },
    { id: 'round10 airlock: inner hold time fixed', source: { parts: AIRLOCK }, edits: [['tonHoldInner(IN := bInnerOpened, PT := tHoldOpen);', 'tonHoldInner(IN := bInnerOpened, PT := T#8S);']], expect: items('fb-call inputs-changed tonHoldInner.PT') },
    { id: 'round10 airlock: outer motor closes past the closed switch', source: { parts: AIRLOCK }, edits: [['qOuterClose := NOT srOpenOuter.Q1 AND NOT bOuterClosed;', 'qOuterClose := NOT srOpenOuter.Q1;']], expect: items('write value-changed qOuterClose !') },
    { id: 'round10 airlock: inner request while the outer opens', source: { parts: AIRLOCK }, edits: [[' AND NOT srOpenOuter.Q1, RESET', ', RESET']], expect: items('fb-call inputs-changed srOpenInner.SET1 !') },
    // SR to RS: the reset (the hold timer) now wins over a held pushbutton; the door closes, it never opens more.
    { id: 'round10 airlock: outer latch made reset-dominant', source: { parts: AIRLOCK }, edits: [['srOpenOuter  : SR;', 'srOpenOuter  : RS;'], ['srOpenOuter(SET1 := bPbOuter AND xInterlockOk, RESET := tonHoldOuter.Q);', 'srOpenOuter(SET := bPbOuter AND xInterlockOk, RESET1 := tonHoldOuter.Q);']], expect: items('declaration retyped srOpenOuter'), },
    { id: 'round10 airlock: comment', source: { parts: AIRLOCK }, edits: [['// a door may open only while both are closed', '// open a door only while both doors are closed']], expect: [] },
    // A declaration and its use: a light curtain in the doorway keeps the inner door from closing on a person.
    { id: 'round10 airlock: light curtain holds the inner door', source: { parts: AIRLOCK }, edits: [['    bInnerOpened : BOOL;   // limit switch: inner door open\n', '    bInnerOpened : BOOL;   // limit switch: inner door open\n    bLightCurtainClear : BOOL;   // light curtain in the inner doorway, TRUE = clear\n'], ['qInnerClose := NOT srOpenInner.Q1 AND NOT bInnerClosed;', 'qInnerClose := NOT srOpenInner.Q1 AND NOT bInnerClosed AND bLightCurtainClear;']], expect: items('declaration added bLightCurtainClear !', 'write value-changed qInnerClose !'), },
    { id: 'round10 airlock: interlock flag renamed', source: { parts: AIRLOCK }, edits: [['    xInterlockOk : BOOL;', '    xDoorsInterlocked : BOOL;'], ['xInterlockOk := bOuterClosed', 'xDoorsInterlocked := bOuterClosed'], ['bPbOuter AND xInterlockOk,', 'bPbOuter AND xDoorsInterlocked,'], ['bPbInner AND xInterlockOk AND', 'bPbInner AND xDoorsInterlocked AND']], expect: items('declaration renamed xDoorsInterlocked !'), },
    { id: 'round10 airlock: spacing in a timer call', source: { parts: AIRLOCK }, edits: [['tonHoldOuter(IN := bOuterOpened, PT := tHoldOpen);', 'tonHoldOuter(IN := bOuterOpened,  PT := tHoldOpen);']], expect: [] },
  ]),
  ...from(TANK_ORIGIN, [
    { id: 'round10 tank: heat valve ignores the limiter', source: { parts: TANK }, edits: [['HeatValve := Temp < TempReq AND TempLimiterOk AND NOT OverTemp;', 'HeatValve := Temp < TempReq AND NOT OverTemp;']], expect: items('write value-changed HeatValve !') },
    { id: 'round10 tank: heat valve ignores over-temperature', source: { parts: TANK }, edits: [['HeatValve := Temp < TempReq AND TempLimiterOk AND NOT OverTemp;', 'HeatValve := Temp < TempReq AND TempLimiterOk;']], expect: items('write value-changed HeatValve !') },
    { id: 'round10 tank: heat valve forced open in the heat step', source: { parts: TANK }, edits: [['HeatValve := Temp < TempReq AND TempLimiterOk AND NOT OverTemp;', 'HeatValve := TRUE;']], expect: items('write now-constant HeatValve !') },
    { id: 'round10 tank: run latch ignores the limiter', source: { parts: TANK }, edits: [['AND NOT StopControl AND TempLimiterOk;', 'AND NOT StopControl;']], expect: items('write value-changed Running !') },
    { id: 'round10 tank: stop button no longer breaks the latch', source: { parts: TANK }, edits: [['Running := (StartControl OR Running) AND NOT StopControl AND TempLimiterOk;', 'Running := (StartControl OR Running) AND TempLimiterOk;']], expect: items('write value-changed Running !') },
    { id: 'round10 tank: over-temperature margin', source: { parts: TANK }, edits: [['Temp > TempReq + 15.0', 'Temp > TempReq + 25.0']], expect: items('constant value-changed OverTemp') },
    { id: 'round10 tank: temperature setpoint', source: { parts: TANK }, edits: [['TempReq : REAL := 65.0;', 'TempReq : REAL := 70.0;']], expect: items('constant initial-value-changed TempReq') },
    { id: 'round10 tank: fill timeout', source: { parts: TANK }, edits: [['PT := T#120s', 'PT := T#180s']], expect: items('constant value-changed FillTimeout.PT') },
    // The final switch-off of valves and heater runs in fewer cases: over-temperature no longer trips it.
    { id: 'round10 tank: trip no longer on over-temperature', source: { parts: TANK }, edits: [['IF NOT Running OR FillTimeout.Q OR OverTemp THEN', 'IF NOT Running OR FillTimeout.Q THEN']], expect: items('condition no-longer-read OverTemp !', 'write condition-changed FillValve !', 'write condition-changed HeatValve !', 'write condition-changed HeaterPower !'), },
    { id: 'round10 tank: final trip removed', source: { parts: TANK }, edits: [['  IF NOT Running OR FillTimeout.Q OR OverTemp THEN\n    FillValve := FALSE;\n    HeatValve := FALSE;\n    HeaterPower := 0;\n  END_IF;\n', '']], expect: items('condition no-longer-read Running !', 'condition no-longer-read FillTimeout.Q !', 'condition no-longer-read OverTemp !', 'write no-longer-written FillValve !', 'write no-longer-written HeatValve !', 'write no-longer-written HeaterPower !'), },
    { id: 'round10 tank: mixing time', source: { parts: TANK }, edits: [['PT := T#10m', 'PT := T#15m']], expect: items('constant value-changed MixTimer.PT') },
    { id: 'round10 tank: heater power', source: { parts: TANK }, edits: [['HeaterPower := 800;', 'HeaterPower := 1000;']], expect: items('constant value-changed HeaterPower') },
    { id: 'round10 tank: limiter input moved', source: { parts: TANK }, edits: [['TempLimiterOk AT %IX0.2', 'TempLimiterOk AT %IX0.5']], expect: items('declaration address-changed TempLimiterOk !') },
    { id: 'round10 tank: mixer moved', source: { parts: TANK }, edits: [['MixerMotor AT %QX0.3', 'MixerMotor AT %QX0.4']], expect: items('declaration address-changed MixerMotor') },
    // Step drives the valves (the CASE): its switch-on condition lost a conjunct; a state set is its write's item only.
    { id: 'round10 tank: fill starts without the low level', source: { parts: TANK }, edits: [['IF Running AND LevelLow THEN', 'IF Running THEN']], expect: items('condition no-longer-read LevelLow', 'write condition-changed Step !') },
    { id: 'round10 tank: heating skipped', source: { parts: TANK }, edits: [['        Step := 20;', '        Step := 30;']], expect: items('constant value-changed Step') },
    { id: 'round10 tank: level scale', source: { parts: TANK }, edits: [['INT_TO_REAL(LevelRaw) / 1000.0', 'INT_TO_REAL(LevelRaw) / 100.0']], expect: items('constant value-changed Level') },
    { id: 'round10 tank: heater power word retyped', source: { parts: TANK }, edits: [['HeaterPower AT %QW0 : INT;', 'HeaterPower AT %QW0 : UINT;']], expect: items('declaration retyped HeaterPower') },
    // A declaration with a comment above it and its use: the limiter's second channel joins the run latch.
    { id: 'round10 tank: second limiter channel', source: { parts: TANK }, edits: [['    LevelHigh AT %IX0.3 : BOOL;\n', '    (* second channel of the safety temperature limiter *)\n    TempLimiter2Ok AT %IX0.6 : BOOL;\n    LevelHigh AT %IX0.3 : BOOL;\n'], ['AND NOT StopControl AND TempLimiterOk;', 'AND NOT StopControl AND TempLimiterOk AND TempLimiter2Ok;']], expect: items('declaration added TempLimiter2Ok !', 'write value-changed Running !'), },
    { id: 'round10 tank: idle comment', source: { parts: TANK }, edits: [['0: (* idle *)', '0: (* idle: wait for start and an empty tank *)']], expect: [] },
    { id: 'round10 tank: declarations regrouped', source: { parts: TANK }, edits: [['    TempReq : REAL := 65.0;\n    VolReq : REAL := 1.2;\n', '    VolReq : REAL := 1.2;\n    TempReq : REAL := 65.0;\n']], expect: [] },
  ]),
];
