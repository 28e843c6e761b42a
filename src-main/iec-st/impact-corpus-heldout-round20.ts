// The twentieth independent part of the accuracy corpus (round 20). Written on 7 December 2026 by the case writer
// "round20", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test), from
// public repositories that no other corpus file names (each case's `origin`): OndrejDuj/Semafor (a B&R pedestrian
// crossing: `Logical/Libraries/SemaforLib/CarLight.st` and `WalkLight.st`, a state machine of IF blocks over a state
// number with a state-change timer, amber flashing from a TON/TOF pair and a walk request inside a time window, and
// `Logical/Semafor/Main.st`, which chains the two lights so that each may start only once the other has closed its
// way), TaniksHasNoHouse/ProjectMixTank (a B&R mixing tank: `Logical/Sterowanie/Operation/Main.st`, a CASE over
// step enumerations filling two tanks to a level, proportional inlet valves, a timed mixer, draining, a manual mode
// with level limits, a stop button; `Logical/Sterowanie/Alarm/Main.st`, level and pressure alarms) and
// Daniele1996/Daniele1996.github.io (`AUTOMATION_AND_SOFTWARE_DESIGN_PATTERN/AUTOMATION_STUDIO/Task2/Logical/
// Libraries/gAxis_lib/gAxis.st`, a PLCopen axis block: a CASE over axis states, MC_Power, MC_Home, MC_MoveVelocity,
// MC_MoveAdditive, MC_Stop with their inputs written as members before their calls). The objects are ours, written
// after reading those files for their forms; no public code is copied. Forms: an OpenPLC program with `AT %IX`/`%QX`
// and a comment above a declaration, a CASE over an INT step with a timer restarted on each step change, outputs as
// comparisons of the step, a fault IF that sends the crossing back to amber flashing; a CODESYS function block with
// VAR_INPUT/VAR_OUTPUT and a comment above an output; a CODESYS program that chains two light blocks onto `AT %Q*`
// outputs; a CODESYS program writing a qualified GVL of located I/O (passed as `globalLists`, and the GVL edited as
// its own object), a CASE over an enumeration, a trip IF after it; an axis block with MC_ blocks whose Execute and
// Enable are written as members under e-stop and light-curtain guards. Edits change one or several statements at
// once; some should report nothing (comments, whitespace, operands swapped, independent statements reordered).
// Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the
// conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored.
// Where the docs are silent the writer's judgement is marked "judgement" beside the case. An expectation may be
// corrected only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 94f9974, the analysis at main ed22917, merged as f0fb6f9):
// 122 cases, 173 expected items (102 safety), 176 reported, precision 0.932, recall 0.948, safety items flagged 98/102.
// After the writer's two corrections (the reason beside each case): 176 expected items (102 safety), precision
// 0.955, recall 0.955, safety items flagged 98/102 (176 reported).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A pedestrian crossing on OpenPLC: a step number, a timer restarted on each step change, a fault IF. */
const PED = [
  {
    name: 'pous/programs/PedCrossing.st',
    text: `PROGRAM PedCrossing
  VAR
    WalkButton AT %IX0.0 : BOOL;     (* pedestrian push button, both kerbs *)
    FlashKey AT %IX0.1 : BOOL;       (* police key: amber flashing *)
    (* conflict monitor relay, interlock of the signal heads: TRUE = no conflicting greens *)
    MonitorOk AT %IX0.2 : BOOL;
    RedLampOut AT %IX0.3 : BOOL;     (* red lamp current monitor, TRUE = a car red is out *)
    CarRed AT %QX0.0 : BOOL;
    CarAmber AT %QX0.1 : BOOL;
    CarGreen AT %QX0.2 : BOOL;
    WalkRed AT %QX0.3 : BOOL;
    WalkGreen AT %QX0.4 : BOOL;
    WaitLamp AT %QX0.5 : BOOL;       (* WAIT lamp in the push button *)
    Step : INT := 0;
    LastStep : INT := 0;
    StepTimer : TON;
    StepTime : TIME := T#10s;
    FlashOn : TON;
    FlashOff : TON;
    WalkRequested : BOOL;
    GreenMin : TIME := T#20s;
    AllRedTime : TIME := T#2s;
    WalkTime : TIME := T#8s;
    Crossings : INT;
  END_VAR

  (* a push is remembered until the walk phase *)
  IF WalkButton AND NOT WalkGreen THEN
    WalkRequested := TRUE;
  END_IF;
  WaitLamp := WalkRequested AND FlashOn.Q;

  FlashOn(IN := NOT FlashOff.Q, PT := T#500ms);
  FlashOff(IN := FlashOn.Q, PT := T#500ms);

  CASE Step OF
    0:
      StepTime := T#10s;
      IF StepTimer.Q AND MonitorOk AND NOT FlashKey THEN
        Step := 1;
      END_IF;
    1:
      StepTime := GreenMin;
      IF StepTimer.Q AND WalkRequested THEN
        Step := 2;
      END_IF;
    2:
      StepTime := T#3s;
      IF StepTimer.Q THEN
        Step := 3;
      END_IF;
    3:
      StepTime := AllRedTime;
      IF StepTimer.Q THEN
        Step := 4;
      END_IF;
    4:
      StepTime := WalkTime;
      WalkRequested := FALSE;
      IF StepTimer.Q THEN
        Crossings := Crossings + 1;
        Step := 5;
      END_IF;
    5:
      StepTime := T#2s;
      IF StepTimer.Q THEN
        Step := 1;
      END_IF;
  END_CASE;

  StepTimer(IN := Step = LastStep, PT := StepTime);
  LastStep := Step;

  CarGreen := Step = 1;
  CarAmber := Step = 2 OR Step = 5 OR (Step = 0 AND FlashOn.Q);
  CarRed := Step >= 3;
  WalkGreen := Step = 4 AND CarRed AND MonitorOk;
  WalkRed := NOT WalkGreen;

  (* conflict, a red lamp out or the police key: back to amber flashing *)
  IF NOT MonitorOk OR RedLampOut OR FlashKey THEN
    Step := 0;
    CarGreen := FALSE;
    CarRed := FALSE;
    WalkGreen := FALSE;
  END_IF;
END_PROGRAM
`,
  },
];

/** The car light as a function block: IF blocks over a state number, a state-change timer, amber flashing. */
const CAR = object(
  'FB_CarLight',
  `FUNCTION_BLOCK FB_CarLight
VAR_INPUT
    bWalkRequest : BOOL;          // push button request from the crossing
    tAutoWalkPeriod : TIME := T#60S;
    bEnable : BOOL;               // the walk light has closed its way
END_VAR
VAR_OUTPUT
    bRed : BOOL;
    bAmber : BOOL;
    bGreen : BOOL;
    // interlock to the walk light: TRUE only while the cars are held at red
    bCarWayClosed : BOOL;
END_VAR
VAR
    nState : INT;
    bStateChangeEnable : BOOL;
    tStateChange : TIME := T#5S;
    tMinRequest : TIME := T#10S;
    tonStateChange : TON;
    tonFlash : TON;
    tofFlash : TOF;
    nColorRed : INT;
    nColorGreen : INT;
END_VAR
`,
  `bRed := FALSE;
bAmber := FALSE;
bGreen := FALSE;
bCarWayClosed := FALSE;

// way closing
IF nState = 4 THEN
    bAmber := TRUE;
    bStateChangeEnable := TRUE;
    IF tonStateChange.Q THEN
        nState := 1;
    END_IF
END_IF

// way open
IF nState = 3 THEN
    bGreen := TRUE;
    bStateChangeEnable := TRUE;
    nColorGreen := 215;
    IF tonStateChange.Q OR (tonStateChange.ET > tAutoWalkPeriod - tMinRequest AND bWalkRequest) THEN
        nState := 4;
        tStateChange := T#5S;
    END_IF
END_IF

// way opening
IF nState = 2 THEN
    bRed := TRUE;
    bAmber := TRUE;
    bStateChangeEnable := TRUE;
    IF tonStateChange.Q THEN
        nState := 3;
        tStateChange := tAutoWalkPeriod;
    END_IF
END_IF

// way closed
IF nState = 1 THEN
    bRed := TRUE;
    bCarWayClosed := TRUE;
    nColorRed := 51;
    IF bEnable THEN
        nState := 2;
        tStateChange := T#3S;
    END_IF
END_IF

// power-up: amber flashing
IF nState = 0 THEN
    bAmber := tonFlash.Q;
    bStateChangeEnable := TRUE;
    tStateChange := T#10S;
    IF tonStateChange.Q THEN
        nState := 1;
    END_IF
END_IF

IF tonStateChange.Q THEN
    bStateChangeEnable := FALSE;
END_IF

tonStateChange(IN := bStateChangeEnable, PT := tStateChange);
tonFlash(IN := NOT tofFlash.Q, PT := T#500MS);
tofFlash(IN := NOT tonFlash.Q, PT := T#500MS);
`,
);

/** The crossing's program: each light may start only once the other has closed its way; outputs at %Q*. */
const CROSSING = object(
  'PRG_Crossing',
  `PROGRAM PRG_Crossing
VAR
    fbWalk : FB_WalkLight;
    fbCar : FB_CarLight;
    bWalkButton AT %I* : BOOL;
    bMonitorOk AT %I* : BOOL;       // conflict monitor, TRUE = no conflicting greens
    tWalkingTime : TIME := T#10S;
    tAutoWalk : TIME := T#60S;
    doRedWalk AT %Q* : BOOL;
    doGreenWalk AT %Q* : BOOL;
    doRedCar AT %Q* : BOOL;
    doAmberCar AT %Q* : BOOL;
    doGreenCar AT %Q* : BOOL;
    // safety relay of the signal heads (lamp supply), TRUE = heads powered
    doHeadsPower AT %Q* : BOOL;
END_VAR
`,
  `// walk light: may start only once the cars' way is closed
fbWalk(bLightEna := fbCar.bCarWayClosed, tWalkingTime := tWalkingTime);
doRedWalk := fbWalk.bRed;
doGreenWalk := fbWalk.bGreen AND fbCar.bCarWayClosed;

// car light: may open only once the walk way is closed
fbCar(bEnable := fbWalk.bWalkClosed, bWalkRequest := bWalkButton, tAutoWalkPeriod := tAutoWalk);
doRedCar := fbCar.bRed;
doAmberCar := fbCar.bAmber;
doGreenCar := fbCar.bGreen AND NOT fbWalk.bGreen;

doHeadsPower := bMonitorOk;
`,
);

/** The mixing tank's located I/O as a CODESYS GVL (comments above and beside the declarations). */
const MIX_GVL_TEXT = `VAR_GLOBAL
    // level transmitters, 0..10000 = 0..100 %
    gTank1Level AT %IW0 : INT;
    gTank2Level AT %IW1 : INT;
    gTank3Level AT %IW2 : INT;
    gPressure3 AT %IW3 : INT;          // mixing tank pressure, 0.01 bar
    gTank1Valve AT %QX0.0 : BOOL;
    gTank2Valve AT %QX0.1 : BOOL;
    gTank3Main AT %QX0.2 : BOOL;       // drain valve of the mixing tank
    gMixer AT %QX0.3 : BOOL;
    gTank3Left AT %QB2 : USINT;        // proportional inlet, left
    gTank3Right AT %QB3 : USINT;       // proportional inlet, right
    // agitator lid switch: guard of the mixer, TRUE = lid closed
    gLidClosed AT %IX0.0 : BOOL;
    gEStopOk AT %IX0.1 : BOOL;         // emergency stop chain, TRUE = healthy
END_VAR
`;
const MIX_LISTS = { globalLists: [{ name: 'GVL_IO', declaration: MIX_GVL_TEXT }] };
const MIX_GVL = [{ name: 'GVL_IO', text: MIX_GVL_TEXT }];

/** The mixing tank: a CASE over steps writing the GVL's outputs, a trip IF after it. */
const MIX = object(
  'PRG_MixTank',
  `PROGRAM PRG_MixTank
VAR
    eStep : E_MixStep := E_MixStep.STOP;
    bStartButton : BOOL;
    bStopButton : BOOL;
    bToggleMode : BOOL;
    stManual : ST_ManualControl;
    nValveRight : USINT := 50;
    nValveLeft : USINT := 50;
    tonMix : TON;
    tMixTime : TIME := T#5S;
    nFillLimit : INT := 8000;
    nManualMax : INT := 9500;
    nMaxPressure : INT := 400;
    bOverPressure : BOOL;
    sState : STRING := 'Stop';
END_VAR
`,
  `IF bStopButton THEN
    bStartButton := FALSE;
    eStep := E_MixStep.STOP;
    bStopButton := FALSE;
END_IF

IF bToggleMode THEN
    eStep := E_MixStep.MANUAL;
END_IF

bOverPressure := GVL_IO.gPressure3 > nMaxPressure;

CASE eStep OF
    E_MixStep.STOP:
        sState := 'Stop';
        GVL_IO.gTank1Valve := FALSE;
        GVL_IO.gTank2Valve := FALSE;
        GVL_IO.gTank3Right := 0;
        GVL_IO.gTank3Left := 0;
        GVL_IO.gTank3Main := FALSE;
        IF bStartButton THEN
            eStep := E_MixStep.FILL12;
        END_IF

    E_MixStep.FILL12:
        sState := 'Filling 1/2';
        bStartButton := FALSE;
        GVL_IO.gTank1Valve := GVL_IO.gTank1Level < nFillLimit;
        GVL_IO.gTank2Valve := GVL_IO.gTank2Level < nFillLimit;
        IF GVL_IO.gTank1Level >= nFillLimit AND GVL_IO.gTank2Level >= nFillLimit THEN
            eStep := E_MixStep.FILL3;
        END_IF

    E_MixStep.FILL3:
        sState := 'Filling 3';
        GVL_IO.gTank1Valve := FALSE;
        GVL_IO.gTank2Valve := FALSE;
        GVL_IO.gTank3Right := nValveRight;
        GVL_IO.gTank3Left := nValveLeft;
        IF GVL_IO.gTank3Level >= nFillLimit THEN
            GVL_IO.gTank3Right := 0;
            GVL_IO.gTank3Left := 0;
            eStep := E_MixStep.MIX;
        END_IF

    E_MixStep.MIX:
        sState := 'Mixing';
        GVL_IO.gMixer := GVL_IO.gLidClosed AND GVL_IO.gEStopOk;
        tonMix(IN := GVL_IO.gMixer, PT := tMixTime);
        IF tonMix.Q THEN
            GVL_IO.gMixer := FALSE;
            eStep := E_MixStep.EMPTY3;
        END_IF

    E_MixStep.EMPTY3:
        sState := 'Emptying 3';
        GVL_IO.gTank3Main := TRUE;
        IF GVL_IO.gTank3Level <= 0 THEN
            GVL_IO.gTank3Main := FALSE;
            eStep := E_MixStep.STOP;
        END_IF

    E_MixStep.MANUAL:
        sState := 'Manual';
        GVL_IO.gTank1Valve := stManual.bZb1 AND GVL_IO.gTank1Level < nManualMax;
        GVL_IO.gTank2Valve := stManual.bZb2 AND GVL_IO.gTank2Level < nManualMax;
        GVL_IO.gTank3Main := stManual.bZbMain;
        GVL_IO.gMixer := stManual.bZbMix AND GVL_IO.gLidClosed AND GVL_IO.gEStopOk;
        IF NOT bToggleMode THEN
            eStep := E_MixStep.STOP;
        END_IF
END_CASE

// e-stop, lid opened or overpressure: mixer off, inlets closed
IF NOT GVL_IO.gEStopOk OR NOT GVL_IO.gLidClosed OR bOverPressure THEN
    GVL_IO.gMixer := FALSE;
    GVL_IO.gTank3Right := 0;
    GVL_IO.gTank3Left := 0;
END_IF
`,
);

/** An axis block after the PLCopen forms: MC_ blocks written as members, e-stop and light-curtain guards. */
const AXIS = object(
  'FB_AxisCell',
  `FUNCTION_BLOCK FB_AxisCell
VAR_INPUT
    bEnable : BOOL;
    eCommand : E_AxisCmd;
    fVelocity : REAL;
    fDistance : REAL;
    fAcceleration : REAL := 500.0;
    fDeceleration : REAL := 500.0;
    fHomePosition : REAL;
    bEStopOk : BOOL;              // e-stop relay of the cell, TRUE = released
    // light curtain in front of the loading station, TRUE = clear
    bCurtainClear : BOOL;
END_VAR
VAR_IN_OUT
    Axis : AXIS_REF;
END_VAR
VAR_OUTPUT
    bReady : BOOL;
    bCommandDone : BOOL;
    fActualPosition : REAL;
END_VAR
VAR
    eState : E_AxisState;
    fbPower : MC_Power;
    fbHome : MC_Home;
    fbMoveVel : MC_MoveVelocity;
    fbMoveAdd : MC_MoveAdditive;
    fbStop : MC_Stop;
    fbReadPos : MC_ReadActualPosition;
    fOldVelocity : REAL;
    fStopDecel : REAL := 2000.0;
    fMaxVelocity : REAL := 250.0;
END_VAR
`,
  `CASE eState OF
    E_AxisState.NotPowered:
        IF bEnable AND bEStopOk THEN
            fbPower.Enable := TRUE;
            eState := E_AxisState.WaitPower;
        END_IF

    E_AxisState.WaitPower:
        IF fbPower.Status THEN
            fbHome.Execute := TRUE;
            eState := E_AxisState.Homing;
        END_IF

    E_AxisState.Homing:
        IF fbHome.Done THEN
            fbHome.Execute := FALSE;
            bReady := TRUE;
            eState := E_AxisState.Ready;
        END_IF

    E_AxisState.Ready:
        IF eCommand = E_AxisCmd.MoveVelocity AND bCurtainClear THEN
            bCommandDone := FALSE;
            fbMoveVel.Execute := TRUE;
            eState := E_AxisState.MoveVelocity;
        END_IF
        IF eCommand = E_AxisCmd.MoveAdditive AND bCurtainClear THEN
            fbMoveAdd.Execute := TRUE;
            eState := E_AxisState.MoveAdditive;
        END_IF
        IF eCommand = E_AxisCmd.Stop THEN
            fbStop.Execute := TRUE;
            eState := E_AxisState.Stopping;
        END_IF

    E_AxisState.MoveVelocity:
        IF fbMoveVel.InVelocity THEN
            fOldVelocity := fVelocity;
            fbMoveVel.Execute := FALSE;
            bCommandDone := TRUE;
        END_IF
        IF eCommand <> E_AxisCmd.MoveVelocity THEN
            fbMoveVel.Execute := FALSE;
            eState := E_AxisState.Ready;
        END_IF

    E_AxisState.MoveAdditive:
        IF fbMoveAdd.Done THEN
            fbMoveAdd.Execute := FALSE;
            bCommandDone := TRUE;
            eState := E_AxisState.Ready;
        END_IF

    E_AxisState.Stopping:
        IF fbStop.Done THEN
            bCommandDone := TRUE;
        END_IF
        IF eCommand <> E_AxisCmd.Stop AND NOT fbStop.Busy THEN
            fbStop.Execute := FALSE;
            eState := E_AxisState.Ready;
        END_IF
END_CASE

// e-stop or curtain broken: stop the axis
IF NOT bEStopOk OR NOT bCurtainClear THEN
    fbMoveVel.Execute := FALSE;
    fbMoveAdd.Execute := FALSE;
    fbStop.Execute := TRUE;
END_IF
// e-stop: the power drops as well
IF NOT bEStopOk THEN
    fbPower.Enable := FALSE;
    bReady := FALSE;
    eState := E_AxisState.NotPowered;
END_IF

fbPower(Axis := Axis);
fbHome(Axis := Axis, Position := fHomePosition);
fbMoveVel(Axis := Axis, Velocity := MIN(fVelocity, fMaxVelocity), Acceleration := fAcceleration, Deceleration := fDeceleration);
fbMoveAdd(Axis := Axis, Distance := fDistance, Velocity := fVelocity, Acceleration := fAcceleration, Deceleration := fDeceleration);
fbStop(Axis := Axis, Deceleration := fStopDecel);
fbReadPos(Axis := Axis, Enable := TRUE);
fActualPosition := fbReadPos.Position;
`,
);

const PED_ORIGIN = 'OndrejDuj/Semafor Logical/Libraries/SemaforLib/CarLight.st and WalkLight.st (a crossing\'s state machine, state-change timer, amber flashing, walk request), written as an OpenPLC program with located I/O';
const CAR_ORIGIN = 'OndrejDuj/Semafor Logical/Libraries/SemaforLib/CarLight.st (IF blocks over a state number, TonStateChange, TON/TOF flashing, CarWayClosed)';
const CROSSING_ORIGIN = 'OndrejDuj/Semafor Logical/Semafor/Main.st (the walk light enabled by the car light\'s closed way and the car light by the walk light\'s)';
const MIX_ORIGIN = 'TaniksHasNoHouse/ProjectMixTank Logical/Sterowanie/Operation/Main.st and Alarm/Main.st (a CASE over fill, mix and empty steps, level limits, manual mode, pressure alarms)';
const AXIS_ORIGIN = 'Daniele1996/Daniele1996.github.io AUTOMATION_AND_SOFTWARE_DESIGN_PATTERN/AUTOMATION_STUDIO/Task2/Logical/Libraries/gAxis_lib/gAxis.st (a CASE over axis states, MC_ blocks written as members)';

const ped = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PED } });
const car = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CAR } });
const crossing = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CROSSING } });
const mix = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MIX }, ...MIX_LISTS });
const mixGvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MIX_GVL } });
const axis = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AXIS } });

export const HELDOUT_ROUND20: CorpusCase[] = [
  ...from(PED_ORIGIN, [
    // The walk green no longer needs the conflict monitor (an interlock by the comment above its declaration).
    ped({ id: 'round20 crossing: walk green without the conflict monitor', edits: [['WalkGreen := Step = 4 AND CarRed AND MonitorOk;', 'WalkGreen := Step = 4 AND CarRed;']], expect: items('write value-changed WalkGreen !') }),
    // A physical output lost a conjunct: pedestrians may get green while the cars' red is not on.
    ped({ id: 'round20 crossing: walk green without the car red', edits: [['WalkGreen := Step = 4 AND CarRed AND MonitorOk;', 'WalkGreen := Step = 4 AND MonitorOk;']], expect: items('write value-changed WalkGreen !') }),
    // A conjunct weakened by an alternative: the button lights the walk green in any step with the cars at red.
    ped({ id: 'round20 crossing: walk green on the button', edits: [['WalkGreen := Step = 4 AND CarRed AND MonitorOk;', 'WalkGreen := (Step = 4 OR WalkButton) AND CarRed AND MonitorOk;']], expect: items('write value-changed WalkGreen !') }),
    ped({ id: 'round20 crossing: walk green forced', edits: [['WalkGreen := Step = 4 AND CarRed AND MonitorOk;', 'WalkGreen := TRUE;']], expect: items('write now-constant WalkGreen !') }),
    // The fault IF lost an alternative: every switch-off in it runs in fewer cases (interlock removed). Step := 0 is a
    // state set in the monitor's own response, judgement: flagged with the branch (its guard reads MonitorOk).
    ped({
      id: 'round20 crossing: a red lamp out no longer stops the crossing',
      edits: [['IF NOT MonitorOk OR RedLampOut OR FlashKey THEN', 'IF NOT MonitorOk OR FlashKey THEN']],
      expect: items('condition no-longer-read RedLampOut !', 'write condition-changed Step !', 'write condition-changed CarGreen !', 'write condition-changed CarRed !', 'write condition-changed WalkGreen !'),
    }),
    ped({
      id: 'round20 crossing: conflict monitor no longer stops the crossing',
      edits: [['IF NOT MonitorOk OR RedLampOut OR FlashKey THEN', 'IF RedLampOut OR FlashKey THEN']],
      expect: items('condition no-longer-read MonitorOk !', 'write condition-changed Step !', 'write condition-changed CarGreen !', 'write condition-changed CarRed !', 'write condition-changed WalkGreen !'),
    }),
    ped({
      id: 'round20 crossing: fault IF removed',
      edits: [['  (* conflict, a red lamp out or the police key: back to amber flashing *)\n  IF NOT MonitorOk OR RedLampOut OR FlashKey THEN\n    Step := 0;\n    CarGreen := FALSE;\n    CarRed := FALSE;\n    WalkGreen := FALSE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read MonitorOk !', 'condition no-longer-read RedLampOut !', 'condition no-longer-read FlashKey !', 'write no-longer-written Step !', 'write no-longer-written CarGreen !', 'write no-longer-written CarRed !', 'write no-longer-written WalkGreen !'),
    }),
    // A switch-off (FALSE) that now copies a signal: the car green follows the police key in the fault branch.
    ped({ id: 'round20 crossing: car green copies the key in a fault', edits: [['    CarGreen := FALSE;\n', '    CarGreen := FlashKey;\n']], expect: items('write value-changed CarGreen !') }),
    // Leaving the flashing start-up no longer waits for the monitor: the step set under it (its write's item only).
    ped({ id: 'round20 crossing: start-up without the monitor', edits: [['IF StepTimer.Q AND MonitorOk AND NOT FlashKey THEN', 'IF StepTimer.Q AND NOT FlashKey THEN']], expect: items('condition no-longer-read MonitorOk !', 'write condition-changed Step !') }),
    // Judgement: the all-red clearance is a pedestrian's protection, but no safety word, comment or signal reaches
    // AllRedTime (StepTimer times the step, not a safety signal): by the documented rules a changed preset, unflagged.
    ped({ id: 'round20 crossing: all-red clearance shortened', edits: [['AllRedTime : TIME := T#2s;', 'AllRedTime : TIME := T#1s;']], expect: items('constant initial-value-changed AllRedTime') }),
    ped({ id: 'round20 crossing: minimum green', edits: [['GreenMin : TIME := T#20s;', 'GreenMin : TIME := T#30s;']], expect: items('constant initial-value-changed GreenMin') }),
    ped({ id: 'round20 crossing: walk time', edits: [['WalkTime : TIME := T#8s;', 'WalkTime : TIME := T#6s;']], expect: items('constant initial-value-changed WalkTime') }),
    ped({ id: 'round20 crossing: flash on time', edits: [['FlashOn(IN := NOT FlashOff.Q, PT := T#500ms);', 'FlashOn(IN := NOT FlashOff.Q, PT := T#400ms);']], expect: items('constant value-changed FlashOn.PT') }),
    ped({ id: 'round20 crossing: amber time', edits: [['StepTime := T#3s;', 'StepTime := T#4s;']], expect: items('constant value-changed StepTime') }),
    // Corrected after the first score (writer's error): a write that now copies a constant is `now-constant` (the kind's
    // change for it, as round 13's `robot: no hold in manual` uses), not `value-changed`.
    ped({ id: 'round20 crossing: minimum green fixed', edits: [['StepTime := GreenMin;', 'StepTime := T#15s;']], expect: items('write now-constant StepTime') }),
    ped({ id: 'round20 crossing: crossings counted twice', edits: [['Crossings := Crossings + 1;', 'Crossings := Crossings + 2;']], expect: items('constant value-changed Crossings') }),
    // The request latch is a driver of WaitLamp (%QX0.5); its switch-on lost a conjunct (documented rule).
    ped({ id: 'round20 crossing: request also during walk green', edits: [['IF WalkButton AND NOT WalkGreen THEN', 'IF WalkButton THEN']], expect: items('condition no-longer-read WalkGreen !', 'write condition-changed WalkRequested !') }),
    ped({ id: 'round20 crossing: wait lamp steady', edits: [['WaitLamp := WalkRequested AND FlashOn.Q;', 'WaitLamp := WalkRequested;']], expect: items('write value-changed WaitLamp !') }),
    // A walk red forced off is no output forced TRUE and no permissive lost (a lamp copying a state): unflagged.
    ped({ id: 'round20 crossing: walk red dark', edits: [['WalkRed := NOT WalkGreen;', 'WalkRed := FALSE;']], expect: items('write now-constant WalkRed') }),
    ped({ id: 'round20 crossing: comment reworded', edits: [['(* a push is remembered until the walk phase *)', '(* the request is kept until the pedestrians get green *)']], expect: [] }),
    ped({ id: 'round20 crossing: counter renamed', edits: [['    Crossings : INT;', '    CrossingCount : INT;'], ['Crossings := Crossings + 1;', 'CrossingCount := CrossingCount + 1;']], expect: items('declaration renamed CrossingCount') }),
    ped({ id: 'round20 crossing: push button moved', edits: [['WalkButton AT %IX0.0 : BOOL;', 'WalkButton AT %IX0.4 : BOOL;']], expect: items('declaration address-changed WalkButton') }),
    ped({ id: 'round20 crossing: conflict monitor moved', edits: [['MonitorOk AT %IX0.2 : BOOL;', 'MonitorOk AT %IX0.6 : BOOL;']], expect: items('declaration address-changed MonitorOk !') }),
    ped({ id: 'round20 crossing: buzzer added', edits: [['    WaitLamp AT %QX0.5 : BOOL;', '    WaitLamp AT %QX0.5 : BOOL;\n    Buzzer AT %QX0.6 : BOOL;'], ['  WalkRed := NOT WalkGreen;\n', '  WalkRed := NOT WalkGreen;\n  Buzzer := WalkGreen AND FlashOn.Q;\n']], expect: items('declaration added Buzzer', 'write newly-written Buzzer') }),
    ped({ id: 'round20 crossing: walk green written by its address', edits: [['  LastStep := Step;\n', '  LastStep := Step;\n  %QX0.4 := TRUE;\n']], expect: items('write newly-written %QX0.4 !') }),
    // A byte over the gated walk green and car outputs: declared on and written over their address.
    ped({ id: 'round20 crossing: signal heads as a byte', edits: [['    Step : INT := 0;', '    Heads AT %QB0 : BYTE;\n    Step : INT := 0;'], ['  LastStep := Step;\n', '  LastStep := Step;\n  Heads := 16#10;\n']], expect: items('declaration added Heads !', 'write newly-written Heads !') }),
    ped({ id: 'round20 crossing: outputs reordered', edits: [['  CarGreen := Step = 1;\n  CarAmber := Step = 2 OR Step = 5 OR (Step = 0 AND FlashOn.Q);\n', '  CarAmber := Step = 2 OR Step = 5 OR (Step = 0 AND FlashOn.Q);\n  CarGreen := Step = 1;\n']], expect: [] }),
    ped({ id: 'round20 crossing: walk green operands swapped', edits: [['WalkGreen := Step = 4 AND CarRed AND MonitorOk;', 'WalkGreen := MonitorOk AND Step = 4 AND CarRed;']], expect: [] }),
    // The fault branch no longer sends the crossing to flashing: the step set removed, the outputs still off.
    ped({ id: 'round20 crossing: fault keeps the step', edits: [['    Step := 0;\n    CarGreen := FALSE;', '    CarGreen := FALSE;']], expect: items('write no-longer-written Step !') }),
    // Two statements at once: the walk time and the clearance both longer (no safety reached by the rules).
    ped({ id: 'round20 crossing: slower cycle', edits: [['AllRedTime : TIME := T#2s;', 'AllRedTime : TIME := T#3s;'], ['WalkTime : TIME := T#8s;', 'WalkTime : TIME := T#10s;']], expect: items('constant initial-value-changed AllRedTime', 'constant initial-value-changed WalkTime') }),
  ]),
  ...from(CAR_ORIGIN, [
    // The way-closed interlock also in red-amber: the walk light may start while the cars are about to go.
    car({ id: 'round20 car light: way closed during red-amber', edits: [['    bRed := TRUE;\n    bAmber := TRUE;\n', '    bRed := TRUE;\n    bAmber := TRUE;\n    bCarWayClosed := TRUE;\n']], expect: items('write newly-written bCarWayClosed !') }),
    car({ id: 'round20 car light: way closed never set', edits: [['    bCarWayClosed := TRUE;\n', '']], expect: items('write no-longer-written bCarWayClosed !') }),
    // The reset at the top of each scan gone: once set, the interlock stays TRUE while the cars get green.
    car({ id: 'round20 car light: way closed never reset', edits: [['bCarWayClosed := FALSE;\n', '']], expect: items('write no-longer-written bCarWayClosed !') }),
    car({ id: 'round20 car light: way closed in flashing', edits: [['    bAmber := tonFlash.Q;\n', '    bAmber := tonFlash.Q;\n    bCarWayClosed := TRUE;\n']], expect: items('write newly-written bCarWayClosed !') }),
    // Judgement: nState reaches bCarWayClosed only through the IF over it (data flow the docs do not follow).
    car({ id: 'round20 car light: way opens without a request', edits: [['    IF bEnable THEN', '    IF bEnable AND NOT bWalkRequest THEN']], expect: items('condition newly-read bWalkRequest', 'write condition-changed nState', 'write condition-changed tStateChange') }),
    car({ id: 'round20 car light: auto walk period', edits: [['tAutoWalkPeriod : TIME := T#60S;', 'tAutoWalkPeriod : TIME := T#90S;']], expect: items('constant initial-value-changed tAutoWalkPeriod') }),
    car({ id: 'round20 car light: minimum request time', edits: [['tMinRequest : TIME := T#10S;', 'tMinRequest : TIME := T#15S;']], expect: items('constant initial-value-changed tMinRequest') }),
    car({ id: 'round20 car light: flash period', edits: [['tonFlash(IN := NOT tofFlash.Q, PT := T#500MS);', 'tonFlash(IN := NOT tofFlash.Q, PT := T#750MS);']], expect: items('constant value-changed tonFlash.PT') }),
    car({ id: 'round20 car light: amber shortened', edits: [['        tStateChange := T#5S;', '        tStateChange := T#4S;']], expect: items('constant value-changed tStateChange') }),
    car({ id: 'round20 car light: red-amber time', edits: [['        tStateChange := T#3S;', '        tStateChange := T#2S;']], expect: items('constant value-changed tStateChange') }),
    car({ id: 'round20 car light: green shade', edits: [['nColorGreen := 215;', 'nColorGreen := 200;']], expect: items('constant value-changed nColorGreen') }),
    car({ id: 'round20 car light: red shade renamed', edits: [['    nColorRed : INT;', '    nRedShade : INT;'], ['nColorRed := 51;', 'nRedShade := 51;']], expect: items('declaration renamed nRedShade') }),
    car({ id: 'round20 car light: comments reworded', edits: [['// way closing', '// amber before red'], ['// way open\n', '// cars green\n']], expect: [] }),
    // Corrected after the first score (writer's error): the removed window also reads tonStateChange.ET, tAutoWalkPeriod
    // and tMinRequest, each no longer read in the condition; the other cases of this round list every signal a
    // condition no longer reads, this one had left three out.
    car({ id: 'round20 car light: green held until the timer', edits: [['    IF tonStateChange.Q OR (tonStateChange.ET > tAutoWalkPeriod - tMinRequest AND bWalkRequest) THEN', '    IF tonStateChange.Q THEN']], expect: items('condition no-longer-read bWalkRequest', 'condition no-longer-read tonStateChange.ET', 'condition no-longer-read tAutoWalkPeriod', 'condition no-longer-read tMinRequest', 'write condition-changed nState', 'write condition-changed tStateChange') }),
    car({ id: 'round20 car light: start-up flashing longer', edits: [['    tStateChange := T#10S;', '    tStateChange := T#20S;']], expect: items('constant value-changed tStateChange') }),
    car({ id: 'round20 car light: amber off in start-up', edits: [['    bAmber := tonFlash.Q;', '    bAmber := FALSE;']], expect: items('write now-constant bAmber') }),
    car({ id: 'round20 car light: output reset reordered', edits: [['bRed := FALSE;\nbAmber := FALSE;\n', 'bAmber := FALSE;\nbRed := FALSE;\n']], expect: [] }),
    car({ id: 'round20 car light: state timer always running', edits: [['tonStateChange(IN := bStateChangeEnable, PT := tStateChange);', 'tonStateChange(IN := TRUE, PT := tStateChange);']], expect: items('fb-call inputs-changed tonStateChange.IN') }),
  ]),
  ...from(CROSSING_ORIGIN, [
    crossing({ id: 'round20 crossing program: walk green without the closed way', edits: [['doGreenWalk := fbWalk.bGreen AND fbCar.bCarWayClosed;', 'doGreenWalk := fbWalk.bGreen;']], expect: items('write value-changed doGreenWalk !') }),
    crossing({ id: 'round20 crossing program: car green beside the walk green', edits: [['doGreenCar := fbCar.bGreen AND NOT fbWalk.bGreen;', 'doGreenCar := fbCar.bGreen;']], expect: items('write value-changed doGreenCar !') }),
    crossing({ id: 'round20 crossing program: heads power forced', edits: [['doHeadsPower := bMonitorOk;', 'doHeadsPower := TRUE;']], expect: items('write now-constant doHeadsPower !') }),
    crossing({ id: 'round20 crossing program: heads power line removed', edits: [['doHeadsPower := bMonitorOk;\n', '']], expect: items('write no-longer-written doHeadsPower !') }),
    crossing({ id: 'round20 crossing program: heads powered on the button', edits: [['doHeadsPower := bMonitorOk;', 'doHeadsPower := bMonitorOk OR bWalkButton;']], expect: items('write value-changed doHeadsPower !') }),
    // The walk light enabled always (its green still reaches doGreenWalk only with the cars' way closed). corrected by the fixer of round 24 (its class 7, the lead's decision; docs/safety.md, "Interlocks removed"): by IEC 61131-3 `fb(x := v)` is `fb.x := v; fb()`, so an input of a block whose output gates a physical output drives that output (fail closed), as a member write does:
    // `doRedWalk := fbWalk.bRed` (%Q*) copies the block's output, so the enable forced TRUE is interlock removed.
    crossing({ id: 'round20 crossing program: walk light always enabled', edits: [['fbWalk(bLightEna := fbCar.bCarWayClosed,', 'fbWalk(bLightEna := TRUE,']], expect: items('fb-call inputs-changed fbWalk.bLightEna !') }),
    crossing({ id: 'round20 crossing program: walking time', edits: [['tWalkingTime : TIME := T#10S;', 'tWalkingTime : TIME := T#15S;']], expect: items('constant initial-value-changed tWalkingTime') }),
    crossing({ id: 'round20 crossing program: auto walk period', edits: [['tAutoWalk : TIME := T#60S;', 'tAutoWalk : TIME := T#45S;']], expect: items('constant initial-value-changed tAutoWalk') }),
    // corrected by the fixer of round 24 (its class 7, the lead's decision; docs/safety.md, "Interlocks removed"): by IEC 61131-3 `fb(x := v)` is `fb.x := v; fb()`, so an input of a block whose output gates a physical output drives that output (fail closed), as a member write does:
    // `doRedCar := fbCar.bRed`, `doAmberCar := fbCar.bAmber` (%Q*) copy the block's outputs, so the request forced TRUE
    // is interlock removed.
    crossing({ id: 'round20 crossing program: walk requested always', edits: [['bWalkRequest := bWalkButton,', 'bWalkRequest := TRUE,']], expect: items('fb-call inputs-changed fbCar.bWalkRequest !') }),
    crossing({ id: 'round20 crossing program: amber no longer driven', edits: [['doAmberCar := fbCar.bAmber;\n', '']], expect: items('write no-longer-written doAmberCar') }),
    crossing({ id: 'round20 crossing program: comment reworded', edits: [["// walk light: may start only once the cars' way is closed", '// pedestrians: only after the cars have stopped']], expect: [] }),
    crossing({ id: 'round20 crossing program: car lamps reordered', edits: [['doRedCar := fbCar.bRed;\ndoAmberCar := fbCar.bAmber;\n', 'doAmberCar := fbCar.bAmber;\ndoRedCar := fbCar.bRed;\n']], expect: [] }),
    crossing({ id: 'round20 crossing program: walk green operands swapped', edits: [['doGreenWalk := fbWalk.bGreen AND fbCar.bCarWayClosed;', 'doGreenWalk := fbCar.bCarWayClosed AND fbWalk.bGreen;']], expect: [] }),
    crossing({ id: 'round20 crossing program: monitor input renamed', edits: [['    bMonitorOk AT %I* : BOOL;', '    bConflictMonitorOk AT %I* : BOOL;'], ['doHeadsPower := bMonitorOk;', 'doHeadsPower := bConflictMonitorOk;']], expect: items('declaration renamed bConflictMonitorOk') }),
    // Both interlocks of the program dropped in one edit.
    crossing({ id: 'round20 crossing program: both way interlocks dropped', edits: [['doGreenWalk := fbWalk.bGreen AND fbCar.bCarWayClosed;', 'doGreenWalk := fbWalk.bGreen;'], ['doGreenCar := fbCar.bGreen AND NOT fbWalk.bGreen;', 'doGreenCar := fbCar.bGreen;']], expect: items('write value-changed doGreenWalk !', 'write value-changed doGreenCar !') }),
    crossing({ id: 'round20 crossing program: walk red steady', edits: [['doRedWalk := fbWalk.bRed;', 'doRedWalk := NOT fbWalk.bGreen;']], expect: items('write value-changed doRedWalk') }),
  ]),
  ...from(MIX_ORIGIN, [
    mix({ id: 'round20 mix tank: mixer without the lid guard', edits: [['        GVL_IO.gMixer := GVL_IO.gLidClosed AND GVL_IO.gEStopOk;', '        GVL_IO.gMixer := GVL_IO.gEStopOk;']], expect: items('write value-changed GVL_IO.gMixer !') }),
    mix({ id: 'round20 mix tank: mixer without the e-stop', edits: [['        GVL_IO.gMixer := GVL_IO.gLidClosed AND GVL_IO.gEStopOk;', '        GVL_IO.gMixer := GVL_IO.gLidClosed;']], expect: items('write value-changed GVL_IO.gMixer !') }),
    mix({ id: 'round20 mix tank: mixer forced in the mix step', edits: [['        GVL_IO.gMixer := GVL_IO.gLidClosed AND GVL_IO.gEStopOk;', '        GVL_IO.gMixer := TRUE;']], expect: items('write now-constant GVL_IO.gMixer !') }),
    mix({ id: 'round20 mix tank: manual mixer without the e-stop', edits: [['stManual.bZbMix AND GVL_IO.gLidClosed AND GVL_IO.gEStopOk;', 'stManual.bZbMix AND GVL_IO.gLidClosed;']], expect: items('write value-changed GVL_IO.gMixer !') }),
    mix({ id: 'round20 mix tank: manual mixer on the button alone', edits: [['stManual.bZbMix AND GVL_IO.gLidClosed AND GVL_IO.gEStopOk;', 'stManual.bZbMix;']], expect: items('write value-changed GVL_IO.gMixer !') }),
    // The trip lost an alternative: each switch-off in it runs in fewer cases (:= 0 on a USINT output counts).
    mix({
      id: 'round20 mix tank: overpressure no longer trips',
      edits: [['IF NOT GVL_IO.gEStopOk OR NOT GVL_IO.gLidClosed OR bOverPressure THEN', 'IF NOT GVL_IO.gEStopOk OR NOT GVL_IO.gLidClosed THEN']],
      expect: items('condition no-longer-read bOverPressure !', 'write condition-changed GVL_IO.gMixer !', 'write condition-changed GVL_IO.gTank3Right !', 'write condition-changed GVL_IO.gTank3Left !'),
    }),
    mix({
      id: 'round20 mix tank: lid no longer trips',
      edits: [['IF NOT GVL_IO.gEStopOk OR NOT GVL_IO.gLidClosed OR bOverPressure THEN', 'IF NOT GVL_IO.gEStopOk OR bOverPressure THEN']],
      expect: items('condition no-longer-read GVL_IO.gLidClosed !', 'write condition-changed GVL_IO.gMixer !', 'write condition-changed GVL_IO.gTank3Right !', 'write condition-changed GVL_IO.gTank3Left !'),
    }),
    mix({
      id: 'round20 mix tank: trip removed',
      edits: [['// e-stop, lid opened or overpressure: mixer off, inlets closed\nIF NOT GVL_IO.gEStopOk OR NOT GVL_IO.gLidClosed OR bOverPressure THEN\n    GVL_IO.gMixer := FALSE;\n    GVL_IO.gTank3Right := 0;\n    GVL_IO.gTank3Left := 0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read GVL_IO.gEStopOk !', 'condition no-longer-read GVL_IO.gLidClosed !', 'condition no-longer-read bOverPressure !', 'write no-longer-written GVL_IO.gMixer !', 'write no-longer-written GVL_IO.gTank3Right !', 'write no-longer-written GVL_IO.gTank3Left !'),
    }),
    // The trip keeps the mixer off but no longer closes the inlets (two switch-offs removed).
    mix({ id: 'round20 mix tank: trip leaves the inlets open', edits: [['    GVL_IO.gMixer := FALSE;\n    GVL_IO.gTank3Right := 0;\n    GVL_IO.gTank3Left := 0;\nEND_IF\n', '    GVL_IO.gMixer := FALSE;\nEND_IF\n']], expect: items('write no-longer-written GVL_IO.gTank3Right !', 'write no-longer-written GVL_IO.gTank3Left !') }),
    // The limit moves where the trip fires; a changed limit is not flagged by the documented rules.
    mix({ id: 'round20 mix tank: pressure limit raised', edits: [['nMaxPressure : INT := 400;', 'nMaxPressure : INT := 450;']], expect: items('constant initial-value-changed nMaxPressure') }),
    // Overpressure computed with >= instead of >: the same trip at the limit itself. Judgement: a changed write of the trip.
    mix({ id: 'round20 mix tank: overpressure at the limit', edits: [['bOverPressure := GVL_IO.gPressure3 > nMaxPressure;', 'bOverPressure := GVL_IO.gPressure3 >= nMaxPressure;']], expect: items('write value-changed bOverPressure') }),
    // The trip no longer set at all: a trip's set removed (interlock removed).
    mix({ id: 'round20 mix tank: overpressure never computed', edits: [['bOverPressure := GVL_IO.gPressure3 > nMaxPressure;\n', '']], expect: items('write no-longer-written bOverPressure !') }),
    mix({ id: 'round20 mix tank: fill limit', edits: [['nFillLimit : INT := 8000;', 'nFillLimit : INT := 8500;']], expect: items('constant initial-value-changed nFillLimit') }),
    mix({ id: 'round20 mix tank: mixing time', edits: [['tMixTime : TIME := T#5S;', 'tMixTime : TIME := T#8S;']], expect: items('constant initial-value-changed tMixTime') }),
    mix({ id: 'round20 mix tank: manual level limit', edits: [['nManualMax : INT := 9500;', 'nManualMax : INT := 9800;']], expect: items('constant initial-value-changed nManualMax') }),
    // A physical output lost its overflow permissive (documented rule: interlock removed whatever the names).
    mix({ id: 'round20 mix tank: manual inlet 1 without the level limit', edits: [['GVL_IO.gTank1Valve := stManual.bZb1 AND GVL_IO.gTank1Level < nManualMax;', 'GVL_IO.gTank1Valve := stManual.bZb1;']], expect: items('write value-changed GVL_IO.gTank1Valve !') }),
    mix({ id: 'round20 mix tank: inlet 2 fills without the level', edits: [['GVL_IO.gTank2Valve := GVL_IO.gTank2Level < nFillLimit;', 'GVL_IO.gTank2Valve := TRUE;']], expect: items('write now-constant GVL_IO.gTank2Valve !') }),
    mix({ id: 'round20 mix tank: state text', edits: [["sState := 'Mixing';", "sState := 'Mieszanie';"]], expect: items('constant value-changed sState') }),
    mix({ id: 'round20 mix tank: comment reworded', edits: [['// e-stop, lid opened or overpressure: mixer off, inlets closed', '// trips: mixer stopped and inlets shut']], expect: [] }),
    mix({ id: 'round20 mix tank: drained earlier', edits: [['IF GVL_IO.gTank3Level <= 0 THEN', 'IF GVL_IO.gTank3Level <= 100 THEN']], expect: items('constant value-changed GVL_IO.gTank3Level') }),
    mix({ id: 'round20 mix tank: stop button keeps the step', edits: [['    bStartButton := FALSE;\n    eStep := E_MixStep.STOP;\n', '    bStartButton := FALSE;\n']], expect: items('write no-longer-written eStep') }),
    mix({ id: 'round20 mix tank: inlet openings', edits: [['nValveRight : USINT := 50;', 'nValveRight : USINT := 70;'], ['nValveLeft : USINT := 50;', 'nValveLeft : USINT := 70;']], expect: items('constant initial-value-changed nValveRight', 'constant initial-value-changed nValveLeft') }),
    mix({ id: 'round20 mix tank: stop step outputs reordered', edits: [['        GVL_IO.gTank1Valve := FALSE;\n        GVL_IO.gTank2Valve := FALSE;\n        GVL_IO.gTank3Right := 0;\n', '        GVL_IO.gTank2Valve := FALSE;\n        GVL_IO.gTank1Valve := FALSE;\n        GVL_IO.gTank3Right := 0;\n']], expect: [] }),
    mix({ id: 'round20 mix tank: mixer timer watches the step', edits: [['tonMix(IN := GVL_IO.gMixer, PT := tMixTime);', 'tonMix(IN := eStep = E_MixStep.MIX, PT := tMixTime);']], expect: items('fb-call inputs-changed tonMix.IN') }),
    mix({ id: 'round20 mix tank: mixer not stopped after mixing', edits: [['            GVL_IO.gMixer := FALSE;\n            eStep := E_MixStep.EMPTY3;', '            eStep := E_MixStep.EMPTY3;']], expect: items('write no-longer-written GVL_IO.gMixer !') }),
    mix({ id: 'round20 mix tank: drain valve in manual fixed', edits: [['GVL_IO.gTank3Main := stManual.bZbMain;', 'GVL_IO.gTank3Main := FALSE;']], expect: items('write now-constant GVL_IO.gTank3Main') }),
    // eStep selects the branches that write the outputs: a driver whose condition lost a conjunct (its write's item).
    mix({ id: 'round20 mix tank: fill 1/2 until one tank is full', edits: [['IF GVL_IO.gTank1Level >= nFillLimit AND GVL_IO.gTank2Level >= nFillLimit THEN', 'IF GVL_IO.gTank1Level >= nFillLimit THEN']], expect: items('condition no-longer-read GVL_IO.gTank2Level', 'write condition-changed eStep !') }),
    // Whitespace only.
    mix({ id: 'round20 mix tank: blank lines', edits: [['END_IF\n\nbOverPressure', 'END_IF\n\n\nbOverPressure']], expect: [] }),
  ]),
  ...from(MIX_ORIGIN, [
    mixGvl({ id: 'round20 mix tank gvl: lid switch moved', edits: [['gLidClosed AT %IX0.0 : BOOL;', 'gLidClosed AT %IX0.5 : BOOL;']], expect: items('declaration address-changed gLidClosed !') }),
    mixGvl({ id: 'round20 mix tank gvl: spare input on the lid switch', edits: [['    gEStopOk AT %IX0.1 : BOOL;', '    gEStopOk AT %IX0.1 : BOOL;\n    gSpareIn AT %IX0.0 : BOOL;']], expect: items('declaration added gSpareIn !') }),
    mixGvl({ id: 'round20 mix tank gvl: mixer moved', edits: [['gMixer AT %QX0.3 : BOOL;', 'gMixer AT %QX0.4 : BOOL;']], expect: items('declaration address-changed gMixer') }),
    mixGvl({ id: 'round20 mix tank gvl: pressure comment', edits: [['// mixing tank pressure, 0.01 bar', '// mixing tank pressure in hundredths of a bar']], expect: [] }),
    mixGvl({ id: 'round20 mix tank gvl: e-stop retyped', edits: [['gEStopOk AT %IX0.1 : BOOL;', 'gEStopOk AT %IX0.1 : INT;']], expect: items('declaration retyped gEStopOk !') }),
    mixGvl({ id: 'round20 mix tank gvl: level 3 moved', edits: [['gTank3Level AT %IW2 : INT;', 'gTank3Level AT %IW4 : INT;']], expect: items('declaration address-changed gTank3Level') }),
  ]),
  ...from(AXIS_ORIGIN, [
    // Power on no longer waits for the e-stop: the condition and the writes under it.
    axis({ id: 'round20 axis: power without the e-stop', edits: [['IF bEnable AND bEStopOk THEN', 'IF bEnable THEN']], expect: items('condition no-longer-read bEStopOk !', 'write condition-changed fbPower.Enable !', 'write condition-changed eState !') }),
    axis({
      id: 'round20 axis: velocity move without the curtain',
      edits: [['IF eCommand = E_AxisCmd.MoveVelocity AND bCurtainClear THEN', 'IF eCommand = E_AxisCmd.MoveVelocity THEN']],
      expect: items('condition no-longer-read bCurtainClear !', 'write condition-changed bCommandDone !', 'write condition-changed fbMoveVel.Execute !', 'write condition-changed eState !'),
    }),
    axis({
      id: 'round20 axis: additive move without the curtain',
      edits: [['IF eCommand = E_AxisCmd.MoveAdditive AND bCurtainClear THEN', 'IF eCommand = E_AxisCmd.MoveAdditive THEN']],
      expect: items('condition no-longer-read bCurtainClear !', 'write condition-changed fbMoveAdd.Execute !', 'write condition-changed eState !'),
    }),
    axis({
      id: 'round20 axis: curtain no longer stops the axis',
      edits: [['IF NOT bEStopOk OR NOT bCurtainClear THEN', 'IF NOT bEStopOk THEN']],
      expect: items('condition no-longer-read bCurtainClear !', 'write condition-changed fbMoveVel.Execute !', 'write condition-changed fbMoveAdd.Execute !', 'write condition-changed fbStop.Execute !'),
    }),
    axis({
      id: 'round20 axis: e-stop no longer drops the power',
      edits: [['// e-stop: the power drops as well\nIF NOT bEStopOk THEN\n    fbPower.Enable := FALSE;\n    bReady := FALSE;\n    eState := E_AxisState.NotPowered;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bEStopOk !', 'write no-longer-written fbPower.Enable !', 'write no-longer-written bReady !', 'write no-longer-written eState !'),
    }),
    axis({ id: 'round20 axis: e-stop keeps the ready flag', edits: [['    bReady := FALSE;\n    eState := E_AxisState.NotPowered;', '    eState := E_AxisState.NotPowered;']], expect: items('write no-longer-written bReady !') }),
    // Judgement: fbStop is executed by the e-stop and curtain branch, so its deceleration is their response.
    axis({ id: 'round20 axis: stop deceleration softened', edits: [['fStopDecel : REAL := 2000.0;', 'fStopDecel : REAL := 800.0;']], expect: items('constant initial-value-changed fStopDecel !') }),
    axis({ id: 'round20 axis: stop deceleration from the move', edits: [['fbStop(Axis := Axis, Deceleration := fStopDecel);', 'fbStop(Axis := Axis, Deceleration := fDeceleration);']], expect: items('fb-call inputs-changed fbStop.Deceleration !') }),
    // Judgement: the Enable passed at the call overrides the member the e-stop branch switches off.
    axis({ id: 'round20 axis: power enabled at the call', edits: [['fbPower(Axis := Axis);', 'fbPower(Axis := Axis, Enable := bEnable);']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    axis({ id: 'round20 axis: maximum velocity', edits: [['fMaxVelocity : REAL := 250.0;', 'fMaxVelocity : REAL := 400.0;']], expect: items('constant initial-value-changed fMaxVelocity') }),
    axis({ id: 'round20 axis: default acceleration', edits: [['fAcceleration : REAL := 500.0;', 'fAcceleration : REAL := 800.0;']], expect: items('constant initial-value-changed fAcceleration') }),
    axis({ id: 'round20 axis: velocity no longer capped', edits: [['Velocity := MIN(fVelocity, fMaxVelocity),', 'Velocity := fVelocity,']], expect: items('fb-call inputs-changed fbMoveVel.Velocity') }),
    axis({ id: 'round20 axis: additive move capped', edits: [['Distance := fDistance, Velocity := fVelocity,', 'Distance := fDistance, Velocity := MIN(fVelocity, fMaxVelocity),']], expect: items('fb-call inputs-changed fbMoveAdd.Velocity') }),
    axis({ id: 'round20 axis: home at zero', edits: [['fbHome(Axis := Axis, Position := fHomePosition);', 'fbHome(Axis := Axis, Position := 0.0);']], expect: items('fb-call inputs-changed fbHome.Position') }),
    axis({ id: 'round20 axis: independent statements reordered', edits: [['            fOldVelocity := fVelocity;\n            fbMoveVel.Execute := FALSE;\n', '            fbMoveVel.Execute := FALSE;\n            fOldVelocity := fVelocity;\n']], expect: [] }),
    axis({ id: 'round20 axis: comment reworded', edits: [['// e-stop or curtain broken: stop the axis', '// safety stop: e-stop released or curtain interrupted']], expect: [] }),
    axis({ id: 'round20 axis: old velocity renamed', edits: [['    fOldVelocity : REAL;', '    fLastVelocity : REAL;'], ['fOldVelocity := fVelocity;', 'fLastVelocity := fVelocity;']], expect: items('declaration renamed fLastVelocity') }),
    // Judgement: leaving the stop state before the stop has finished; no safety signal in the guard.
    axis({ id: 'round20 axis: stop left while busy', edits: [['IF eCommand <> E_AxisCmd.Stop AND NOT fbStop.Busy THEN', 'IF eCommand <> E_AxisCmd.Stop THEN']], expect: items('condition no-longer-read fbStop.Busy', 'write condition-changed fbStop.Execute', 'write condition-changed eState') }),
    axis({ id: 'round20 axis: homing starts on the enable', edits: [['IF fbPower.Status THEN', 'IF fbPower.Status OR bEnable THEN']], expect: items('condition newly-read bEnable', 'write condition-changed fbHome.Execute', 'write condition-changed eState') }),
    axis({ id: 'round20 axis: position read no longer enabled', edits: [['fbReadPos(Axis := Axis, Enable := TRUE);', 'fbReadPos(Axis := Axis, Enable := bEnable);']], expect: items('fb-call inputs-changed fbReadPos.Enable') }),
    axis({ id: 'round20 axis: done no longer reported', edits: [['        IF fbStop.Done THEN\n            bCommandDone := TRUE;\n        END_IF\n', '']], expect: items('condition no-longer-read fbStop.Done', 'write no-longer-written bCommandDone') }),
    // The trip's stop no longer executed: the curtain's and e-stop's response block left as it was.
    axis({ id: 'round20 axis: trip no longer executes the stop', edits: [['    fbMoveAdd.Execute := FALSE;\n    fbStop.Execute := TRUE;\nEND_IF', '    fbMoveAdd.Execute := FALSE;\nEND_IF']], expect: items('write no-longer-written fbStop.Execute !') }),
    // Two statements: the curtain dropped from both move commands at once. Judgement: one item per changed statement.
    axis({
      id: 'round20 axis: curtain dropped from both moves',
      edits: [['IF eCommand = E_AxisCmd.MoveVelocity AND bCurtainClear THEN', 'IF eCommand = E_AxisCmd.MoveVelocity THEN'], ['IF eCommand = E_AxisCmd.MoveAdditive AND bCurtainClear THEN', 'IF eCommand = E_AxisCmd.MoveAdditive THEN']],
      expect: items('condition no-longer-read bCurtainClear !', 'condition no-longer-read bCurtainClear !', 'write condition-changed bCommandDone !', 'write condition-changed fbMoveVel.Execute !', 'write condition-changed fbMoveAdd.Execute !', 'write condition-changed eState !', 'write condition-changed eState !'),
    }),
    axis({ id: 'round20 axis: power dropped with the enable', edits: [['IF NOT bEStopOk THEN\n    fbPower.Enable := FALSE;', 'IF NOT bEStopOk OR NOT bEnable THEN\n    fbPower.Enable := FALSE;']], expect: items('condition newly-read bEnable', 'write condition-changed fbPower.Enable', 'write condition-changed bReady', 'write condition-changed eState') }),
  ]),
];
