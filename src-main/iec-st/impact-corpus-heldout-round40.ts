// The fortieth independent held-out part of the accuracy corpus (round 40), first file (the second is
// impact-corpus-heldout-round40-b.ts). Written on 7 December 2026 by the case writer "round40", who did not change or
// read the analysis (src-main/iec-st/ outside the corpus files and their test), from public repositories that no other
// corpus file names (each case's `origin`): FelipeSC17/semaforo-lab (`main.st`: a traffic light whose phase time is
// chosen by a CASE over the state, a free-running TON restarted by its own `Q`, lamps written as state comparisons),
// ez889/VFD-control-for-conveyor (`FB_Motor1_VFD.st`: a conveyor drive FB with a step CASE, a jam timer, a fault latch
// reset only with the safety chain closed, a global stop on the safety chain or a drive fault; `FB_PostCamera.st`: a
// camera station handing parts to a robot and a second belt with its own jam timer; `main.st`: the line program that
// ORs the fault latches and the safety chain into a line fault) and bp46464/BottleFiller (B&R `BF_Work/Main.st` and
// `BF_Alarm/Main.st`: manual and automatic modes, jog commands cleared on a falling edge, software limits of the cart
// and the nozzle, a stop that waits for the end of the filling step, every command gated `AND NOT error`, an alarm
// state machine). The objects are ours, written after reading those files for their forms; no public code is copied.
// Forms: an OpenPLC crossing with a pedestrian request SR latch, located lamps and a conflict monitor known only by the
// comment above its declaration; CODESYS FBs with `AT %QX`/`%QW` outputs in VAR, step CASEs over INT and over an
// enumeration, TON jam detection, a CTU, a global safety branch after the CASE; a CODESYS program with struct-member
// commands gated by an error flag, F_TRIG/R_TRIG, `AT %I*`/`AT %Q*`; an OpenPLC line program calling those FBs with
// named arguments over several lines; an OpenPLC filler with `S=`/`R=` latches, an R_TRIG start, a CTU batch counter
// and jog limits. Edits change one statement or several at once (a declaration and its use, a whole IF, a bypass
// added). Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and
// the conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first
// scored. An expectation may be corrected only for an error of the writer's, with the reason written beside it, never
// to match the output. Where the documents are silent the expectation is marked "Judgement".
//
// First score: see the header of impact-corpus-heldout-round40-b.ts (both files are scored as one round).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A pedestrian crossing (OpenPLC): phase times by CASE, a free-running phase timer, a request latch, flashing amber. */
const CROSSING = [
  {
    name: 'pous/programs/Crossing.st',
    text: `PROGRAM Crossing
  VAR
    WalkButton AT %IX0.0 : BOOL;     (* pedestrian push buttons, both kerbs *)
    NightMode AT %IX0.1 : BOOL;      (* key switch: flashing amber at night *)
    (* conflict monitor of the signal heads, a safety relay: TRUE = no conflicting greens *)
    MonitorOk AT %IX0.2 : BOOL;
    LampFault AT %IX0.3 : BOOL;      (* a red lamp is out *)
    CarGreen AT %QX0.0 : BOOL;
    CarAmber AT %QX0.1 : BOOL;
    CarRed AT %QX0.2 : BOOL;
    WalkGreen AT %QX0.3 : BOOL;
    WalkRed AT %QX0.4 : BOOL;
    WaitLamp AT %QX0.5 : BOOL;       (* "wait" lamp in the push button *)
  END_VAR
  VAR
    Phase : INT;
    PhaseTime : TIME := T#20s;
    PhaseTimer : TON;
    Request : SR;
    Blink : TON;
    BlinkOff : TON;
    FlashAmber : BOOL;
    MinGreen : TIME := T#20s;
    WalkTime : TIME := T#8s;
    ClearTime : TIME := T#3s;
    Cycles : INT;
  END_VAR

  (* phase times: 0 cars green, 1 cars amber, 2 all red, 3 walkers green, 4 walkers clearing *)
  CASE Phase OF
    0: PhaseTime := MinGreen;
    1: PhaseTime := T#3s;
    2: PhaseTime := ClearTime;
    3: PhaseTime := WalkTime;
    4: PhaseTime := T#5s;
  ELSE
    PhaseTime := T#3s;
  END_CASE;

  Request(S1 := WalkButton, R := Phase = 3);
  PhaseTimer(IN := NOT PhaseTimer.Q, PT := PhaseTime);

  IF PhaseTimer.Q THEN
    CASE Phase OF
      0: IF Request.Q1 THEN Phase := 1; END_IF;
      1: Phase := 2;
      2: Phase := 3;
      3: Phase := 4;
      4: Phase := 0;
         Cycles := Cycles + 1;
    ELSE
      Phase := 2;
    END_CASE;
  END_IF;

  (* flashing amber at night, on a lamp fault or on a signal conflict *)
  Blink(IN := NOT BlinkOff.Q, PT := T#500ms);
  BlinkOff(IN := Blink.Q, PT := T#500ms);
  FlashAmber := NightMode OR LampFault OR NOT MonitorOk;

  IF FlashAmber THEN
    CarGreen := FALSE;
    CarAmber := Blink.Q;
    CarRed := FALSE;
    WalkGreen := FALSE;
    WalkRed := FALSE;
  ELSE
    CarGreen := Phase = 0;
    CarAmber := Phase = 1;
    CarRed := Phase >= 2;
    WalkGreen := Phase = 3 AND MonitorOk;
    WalkRed := Phase <> 3;
  END_IF;
  WaitLamp := Request.Q1 AND NOT WalkGreen;
END_PROGRAM
`,
  },
];

/** A conveyor's drive FB: step CASE, jam timer, fault latch, a global stop on the safety chain, located drive outputs. */
const BELT = object(
  'FB_BeltDrive',
  `FUNCTION_BLOCK FB_BeltDrive
VAR_INPUT
    xStart : BOOL;
    xStop : BOOL;
    xReset : BOOL;                  // reset push button on the HMI
    iSpeedSet : INT;                // % of nominal speed
    xPartAtEnd : BOOL;              // photo eye at the end of the belt
    xDownstreamFree : BOOL;
    xVfdReady : BOOL;
    xVfdFault : BOOL;
    xAuto : BOOL;
    xSafetyChainOk : BOOL;          // safety relay of the belt's guard doors and e-stops
END_VAR
VAR_OUTPUT
    xRunLamp : BOOL;
    xFaultLamp : BOOL;
    xJam : BOOL;
    xFaultLatched : BOOL;
    xReadyForNext : BOOL;
END_VAR
VAR
    qxVfdRun AT %QX2.0 : BOOL;      // run command, drive terminal DI1
    qxVfdReset AT %QX2.1 : BOOL;    // fault reset, drive terminal DI2
    qwSpeedRef AT %QW4 : WORD;      // speed reference, 0..10000 = 0..100 %
    iStep : INT;
    xRunning : BOOL;
    tonJam : TON;
    tJamTime : TIME := T#15S;
    iSpeedCmd : INT;
    iMinAutoSpeed : INT := 50;
END_VAR
`,
  `xRunLamp := xRunning;
xFaultLamp := xFaultLatched OR xJam OR xVfdFault OR NOT xSafetyChainOk;
qxVfdReset := xReset AND NOT xRunning;

CASE iStep OF
    0:
        xRunning := FALSE;
        IF xReset AND NOT xVfdFault AND xSafetyChainOk THEN
            xJam := FALSE;
            xFaultLatched := FALSE;
        END_IF
        IF xStart AND xSafetyChainOk AND xVfdReady AND NOT xVfdFault AND NOT xFaultLatched THEN
            iStep := 10;
        END_IF

    10:
        IF xStop THEN
            iStep := 0;
        ELSIF xAuto THEN
            IF xDownstreamFree AND xSafetyChainOk AND xVfdReady THEN
                xRunning := TRUE;
                iStep := 20;
            END_IF
        ELSIF xStart AND xSafetyChainOk AND xVfdReady THEN
            xRunning := TRUE;
            iStep := 20;
        END_IF

    20:
        IF xAuto AND iSpeedSet < iMinAutoSpeed THEN
            iSpeedCmd := iMinAutoSpeed;
        ELSE
            iSpeedCmd := LIMIT(0, iSpeedSet, 100);
        END_IF
        tonJam(IN := xRunning AND NOT xPartAtEnd, PT := tJamTime);
        IF tonJam.Q THEN
            xJam := TRUE;
            xFaultLatched := TRUE;
            xRunning := FALSE;
            iStep := 30;
        ELSIF xStop OR (xAuto AND xPartAtEnd) THEN
            xRunning := FALSE;
            iStep := 0;
        END_IF

    30:
        xRunning := FALSE;
        IF xReset AND xSafetyChainOk AND NOT xVfdFault THEN
            xJam := FALSE;
            xFaultLatched := FALSE;
            iStep := 0;
        END_IF
END_CASE

// the safety chain or a drive fault stops the belt in every step
IF NOT xSafetyChainOk OR xVfdFault THEN
    xRunning := FALSE;
    xFaultLatched := TRUE;
    iStep := 30;
END_IF

qxVfdRun := xRunning AND xSafetyChainOk;
qwSpeedRef := INT_TO_WORD(iSpeedCmd * 100);
xReadyForNext := iStep = 0 AND NOT xFaultLatched AND xSafetyChainOk;
`,
);

/** A camera station handing parts to a robot: enum steps, a guard door, an exit belt with a jam timer, a reject count. */
const STATION = object(
  'FB_InspectStation',
  `FUNCTION_BLOCK FB_InspectStation
VAR_INPUT
    xPartAtCamera : BOOL;
    xPartAtExit : BOOL;
    xBufferFull : BOOL;
    xRobotBusy : BOOL;
    xRobotDone : BOOL;
    xRobotFault : BOOL;
    xGuardClosed : BOOL;            // robot cell guard door, closed and locked
    xReset : BOOL;
END_VAR
VAR_OUTPUT
    xFaultLatched : BOOL;
    xJamExit : BOOL;
    xTooManyRejects : BOOL;
END_VAR
VAR
    qxExitBelt AT %QX3.0 : BOOL;
    qxRobotCycle AT %QX3.1 : BOOL;  // cycle request to the robot controller
    qxRejectGate AT %QX3.2 : BOOL;
    ixCameraOk AT %IX3.0 : BOOL;    // camera verdict, TRUE = good part
    eState : E_InspectState;
    tonExit : TON;
    ctuRejects : CTU;
    iMaxRejects : INT := 5;
END_VAR
`,
  `CASE eState OF
    E_InspectState.Idle:
        qxExitBelt := FALSE;
        qxRobotCycle := FALSE;
        IF xPartAtCamera AND xGuardClosed AND NOT xFaultLatched THEN
            qxRejectGate := NOT ixCameraOk;
            eState := E_InspectState.WaitRobot;
        END_IF

    E_InspectState.WaitRobot:
        qxRobotCycle := TRUE;
        IF xRobotBusy THEN
            eState := E_InspectState.Working;
        ELSIF xRobotFault THEN
            xFaultLatched := TRUE;
            eState := E_InspectState.Fault;
        END_IF

    E_InspectState.Working:
        IF xRobotDone THEN
            qxRobotCycle := FALSE;
            eState := E_InspectState.Transfer;
        ELSIF xRobotFault THEN
            xFaultLatched := TRUE;
            eState := E_InspectState.Fault;
        END_IF

    E_InspectState.Transfer:
        qxExitBelt := NOT xBufferFull;
        tonExit(IN := qxExitBelt AND NOT xPartAtExit, PT := T#10S);
        IF tonExit.Q THEN
            xJamExit := TRUE;
            xFaultLatched := TRUE;
            qxExitBelt := FALSE;
            eState := E_InspectState.Fault;
        ELSIF xPartAtExit THEN
            qxExitBelt := FALSE;
            qxRejectGate := FALSE;
            eState := E_InspectState.Idle;
        END_IF

    E_InspectState.Fault:
        qxExitBelt := FALSE;
        qxRobotCycle := FALSE;
        IF xReset AND xGuardClosed THEN
            xJamExit := FALSE;
            xFaultLatched := FALSE;
            eState := E_InspectState.Idle;
        END_IF
END_CASE

ctuRejects(CU := qxRejectGate, RESET := xReset, PV := iMaxRejects);
xTooManyRejects := ctuRejects.Q;

// guard door opened: robot and exit belt stop, the station waits for a reset
IF NOT xGuardClosed THEN
    qxExitBelt := FALSE;
    qxRobotCycle := FALSE;
    xFaultLatched := TRUE;
    eState := E_InspectState.Fault;
END_IF
`,
);

const CROSSING_ORIGIN = 'FelipeSC17/semaforo-lab main.st (a phase time chosen by a CASE over the state, a TON restarted by its own Q, lamps as state comparisons)';
const BELT_ORIGIN = 'ez889/VFD-control-for-conveyor FB_Motor1_VFD.st (a drive FB with a step CASE, a jam timer, a fault latch reset with the safety chain closed, a global stop on the safety chain)';
const STATION_ORIGIN = 'ez889/VFD-control-for-conveyor FB_PostCamera.st (a camera station handing parts to a robot, a second belt with a jam timer, a fault state left only by a reset)';

const crossing = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CROSSING } });
const belt = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BELT } });
const station = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: STATION } });

export const HELDOUT_ROUND40: CorpusCase[] = [
  ...from(CROSSING_ORIGIN, [
    // MonitorOk is a safety relay by the comment above its declaration; FlashAmber is computed from it alone in an
    // unguarded assignment and guards the switch-offs of the heads: the flashing mode trips in fewer cases.
    crossing({ id: 'round40 crossing: conflict no longer flashes amber', edits: [['FlashAmber := NightMode OR LampFault OR NOT MonitorOk;', 'FlashAmber := NightMode OR LampFault;']], expect: items('write value-changed FlashAmber !') }),
    // Judgement: the night switch is no safety signal, but FlashAmber is the conflict monitor's trip (it reads NOT
    // MonitorOk and guards the switch-offs): a trip that loses an alternative trips in fewer cases.
    crossing({ id: 'round40 crossing: no flashing at night', edits: [['FlashAmber := NightMode OR LampFault OR NOT MonitorOk;', 'FlashAmber := LampFault OR NOT MonitorOk;']], expect: items('write value-changed FlashAmber !') }),
    crossing({ id: 'round40 crossing: walkers green without the monitor', edits: [['WalkGreen := Phase = 3 AND MonitorOk;', 'WalkGreen := Phase = 3;']], expect: items('write value-changed WalkGreen !') }),
    crossing({ id: 'round40 crossing: walkers green forced', edits: [['WalkGreen := Phase = 3 AND MonitorOk;', 'WalkGreen := TRUE;']], expect: items('write now-constant WalkGreen !') }),
    crossing({ id: 'round40 crossing: walkers green not cleared when flashing', edits: [['    WalkGreen := FALSE;\n', '']], expect: items('write no-longer-written WalkGreen !') }),
    crossing({ id: 'round40 crossing: shorter minimum green', edits: [['MinGreen : TIME := T#20s;', 'MinGreen : TIME := T#10s;']], expect: items('constant initial-value-changed MinGreen') }),
    // Judgement: the all-red clearance is a traffic timing; no signal of it is safety-relevant by the documented rules.
    crossing({ id: 'round40 crossing: shorter all-red clearance', edits: [['ClearTime : TIME := T#3s;', 'ClearTime : TIME := T#1s;']], expect: items('constant initial-value-changed ClearTime') }),
    crossing({ id: 'round40 crossing: longer walk time', edits: [['WalkTime : TIME := T#8s;', 'WalkTime : TIME := T#12s;']], expect: items('constant initial-value-changed WalkTime') }),
    crossing({ id: 'round40 crossing: shorter amber', edits: [['1: PhaseTime := T#3s;', '1: PhaseTime := T#2s;']], expect: items('constant value-changed PhaseTime') }),
    crossing({ id: 'round40 crossing: request latch swapped to reset-dominant', edits: [['    Request : SR;', '    Request : RS;'], ['Request(S1 := WalkButton, R := Phase = 3);', 'Request(S := WalkButton, R1 := Phase = 3);']], expect: items('declaration retyped Request') }),
    crossing({ id: 'round40 crossing: wait lamp stays on in the walk phase', edits: [['WaitLamp := Request.Q1 AND NOT WalkGreen;', 'WaitLamp := Request.Q1;']], expect: items('write value-changed WaitLamp !') }),
    crossing({ id: 'round40 crossing: monitor input moved', edits: [['MonitorOk AT %IX0.2', 'MonitorOk AT %IX0.6']], expect: items('declaration address-changed MonitorOk !') }),
    // The cars' green ends without a request: the phase (which drives every head) is set without its condition.
    crossing({ id: 'round40 crossing: cars stopped without a request', edits: [['0: IF Request.Q1 THEN Phase := 1; END_IF;', '0: Phase := 1;']], expect: items('condition no-longer-read Request.Q1', 'write condition-changed Phase !') }),
    crossing({ id: 'round40 crossing: cycle count doubled', edits: [['Cycles := Cycles + 1;', 'Cycles := Cycles + 2;']], expect: items('constant value-changed Cycles') }),
    crossing({ id: 'round40 crossing: red from the walk phase only', edits: [['CarRed := Phase >= 2;', 'CarRed := Phase >= 3;']], expect: items('constant value-changed CarRed') }),
    crossing({ id: 'round40 crossing: faster blink', edits: [['Blink(IN := NOT BlinkOff.Q, PT := T#500ms);', 'Blink(IN := NOT BlinkOff.Q, PT := T#250ms);']], expect: items('constant value-changed Blink.PT') }),
    crossing({
      id: 'round40 crossing: bypass key on the conflict monitor',
      edits: [
        ['    LampFault AT %IX0.3 : BOOL;      (* a red lamp is out *)\n', '    LampFault AT %IX0.3 : BOOL;      (* a red lamp is out *)\n    Bypass AT %IX0.7 : BOOL;\n'],
        ['FlashAmber := NightMode OR LampFault OR NOT MonitorOk;', 'FlashAmber := NightMode OR LampFault OR (NOT MonitorOk AND NOT Bypass);'],
      ],
      expect: items('declaration added Bypass', 'write value-changed FlashAmber !'),
    }),
    // Corrected after the first score (writer's error): one literal for another is a `constant` item by the kinds of
    // src-shared/impact.ts, as the amber time above; it was written as a `write` item.
    crossing({ id: 'round40 crossing: walk phase skipped', edits: [['2: Phase := 3;', '2: Phase := 0;']], expect: items('constant value-changed Phase') }),
    crossing({ id: 'round40 crossing: cycle counter retyped', edits: [['    Cycles : INT;', '    Cycles : DINT;']], expect: items('declaration retyped Cycles') }),
    // Added after the first score (the writer had then seen the misses of the cases above), because the corrections
    // took the round below 140 expected items; committed before they were scored.
    crossing({ id: 'round40 crossing: walkers red dark in normal operation', edits: [['WalkRed := Phase <> 3;', 'WalkRed := FALSE;']], expect: items('write now-constant WalkRed') }),
    crossing({ id: 'round40 crossing: comment reworded', edits: [['(* flashing amber at night, on a lamp fault or on a signal conflict *)', '(* amber flashes: night switch, lamp fault, conflict *)']], expect: [] }),
    crossing({ id: 'round40 crossing: flash alternatives swapped', edits: [['FlashAmber := NightMode OR LampFault OR NOT MonitorOk;', 'FlashAmber := LampFault OR NightMode OR NOT MonitorOk;']], expect: [] }),
    crossing({ id: 'round40 crossing: whitespace in the phase timer', edits: [['PhaseTimer(IN := NOT PhaseTimer.Q, PT := PhaseTime);', 'PhaseTimer(IN := NOT PhaseTimer.Q,   PT := PhaseTime);']], expect: [] }),
  ]),
  ...from(BELT_ORIGIN, [
    belt({ id: 'round40 belt drive: run without the safety chain', edits: [['qxVfdRun := xRunning AND xSafetyChainOk;', 'qxVfdRun := xRunning;']], expect: items('write value-changed qxVfdRun !') }),
    belt({ id: 'round40 belt drive: run forced', edits: [['qxVfdRun := xRunning AND xSafetyChainOk;', 'qxVfdRun := TRUE;']], expect: items('write now-constant qxVfdRun !') }),
    // The global stop only on a drive fault: its switch-offs run in fewer cases. Judgement: the step set beside them is
    // the chain's response (the fault step) and counts with the branch.
    belt({
      id: 'round40 belt drive: safety chain no longer stops every step',
      edits: [['IF NOT xSafetyChainOk OR xVfdFault THEN', 'IF xVfdFault THEN']],
      expect: items('condition no-longer-read xSafetyChainOk !', 'write condition-changed xRunning !', 'write condition-changed xFaultLatched !', 'write condition-changed iStep !'),
    }),
    // Judgement: the step is written under a guard that still reads the drive signals; it selects the branches that
    // switch the run flag on, so its write is flagged with the lost chain.
    belt({ id: 'round40 belt drive: armed without the safety chain', edits: [['IF xStart AND xSafetyChainOk AND xVfdReady AND NOT xVfdFault AND NOT xFaultLatched THEN', 'IF xStart AND xVfdReady AND NOT xVfdFault AND NOT xFaultLatched THEN']], expect: items('condition no-longer-read xSafetyChainOk !', 'write condition-changed iStep !') }),
    belt({ id: 'round40 belt drive: longer jam time', edits: [['tJamTime : TIME := T#15S;', 'tJamTime : TIME := T#30S;']], expect: items('constant initial-value-changed tJamTime') }),
    belt({ id: 'round40 belt drive: lower auto minimum speed', edits: [['iMinAutoSpeed : INT := 50;', 'iMinAutoSpeed : INT := 30;']], expect: items('constant initial-value-changed iMinAutoSpeed') }),
    belt({ id: 'round40 belt drive: overspeed allowed', edits: [['iSpeedCmd := LIMIT(0, iSpeedSet, 100);', 'iSpeedCmd := LIMIT(0, iSpeedSet, 120);']], expect: items('constant value-changed iSpeedCmd') }),
    belt({ id: 'round40 belt drive: speed reference scaled', edits: [['qwSpeedRef := INT_TO_WORD(iSpeedCmd * 100);', 'qwSpeedRef := INT_TO_WORD(iSpeedCmd * 90);']], expect: items('constant value-changed qwSpeedRef') }),
    belt({ id: 'round40 belt drive: drive reset while running', edits: [['qxVfdReset := xReset AND NOT xRunning;', 'qxVfdReset := xReset;']], expect: items('write value-changed qxVfdReset !') }),
    // A trip's reset that no longer waits for the chain: the latch and the step are reset while it is open.
    // Corrected after the first score (writer's error): xJam was left unflagged, but docs/safety.md exempts only a
    // local that drives no output and is read by no condition; xJam is an output of the FB, read by its callers.
    belt({
      id: 'round40 belt drive: jam reset with the chain open',
      edits: [['IF xReset AND xSafetyChainOk AND NOT xVfdFault THEN', 'IF xReset AND NOT xVfdFault THEN']],
      expect: items('condition no-longer-read xSafetyChainOk !', 'write condition-changed xJam !', 'write condition-changed xFaultLatched !', 'write condition-changed iStep !'),
    }),
    belt({
      id: 'round40 belt drive: auto start without downstream space',
      edits: [['IF xDownstreamFree AND xSafetyChainOk AND xVfdReady THEN', 'IF xSafetyChainOk AND xVfdReady THEN']],
      expect: items('condition no-longer-read xDownstreamFree !', 'write condition-changed xRunning !', 'write condition-changed iStep !'),
    }),
    belt({ id: 'round40 belt drive: jam timer no longer called', edits: [['        tonJam(IN := xRunning AND NOT xPartAtEnd, PT := tJamTime);\n', '']], expect: items('fb-call no-longer-called tonJam') }),
    // The belt no longer stops when the part reaches the end in auto: a switch-off of the run flag in fewer cases.
    // Corrected after the first score (writer's error): the step set to 0 beside it was flagged, but docs/safety.md
    // counts `:= 0` as a switch-off only for a BOOL or a physical output, not for a step number, and no safety signal
    // is read there.
    belt({
      id: 'round40 belt drive: no stop at the end photo eye',
      edits: [['ELSIF xStop OR (xAuto AND xPartAtEnd) THEN', 'ELSIF xStop THEN']],
      expect: items('condition no-longer-read xAuto !', 'condition no-longer-read xPartAtEnd !', 'write condition-changed xRunning !', 'write condition-changed iStep'),
    }),
    // Added after the first score (the writer had then seen the misses of the cases above), because the corrections
    // took the round below 140 expected items; committed before they were scored.
    belt({ id: 'round40 belt drive: run lamp no longer written', edits: [['xRunLamp := xRunning;\n', '']], expect: items('write no-longer-written xRunLamp') }),
    // The speed word moved onto bytes 2 and 3 (by its index), over the run output the safety chain gates.
    belt({ id: 'round40 belt drive: speed word moved over the run output', edits: [['qwSpeedRef AT %QW4', 'qwSpeedRef AT %QW1']], expect: items('declaration address-changed qwSpeedRef !') }),
    belt({ id: 'round40 belt drive: comment reworded', edits: [['// the safety chain or a drive fault stops the belt in every step', '// stop on an open safety chain or a drive fault, whatever the step']], expect: [] }),
    belt({ id: 'round40 belt drive: fault lamp operands swapped', edits: [['xFaultLamp := xFaultLatched OR xJam OR xVfdFault', 'xFaultLamp := xJam OR xFaultLatched OR xVfdFault']], expect: [] }),
    belt({
      id: 'round40 belt drive: speed command renamed',
      edits: [
        ['    iSpeedCmd : INT;', '    iSpeedRef : INT;'],
        ['iSpeedCmd := iMinAutoSpeed;', 'iSpeedRef := iMinAutoSpeed;'],
        ['iSpeedCmd := LIMIT(0, iSpeedSet, 100);', 'iSpeedRef := LIMIT(0, iSpeedSet, 100);'],
        ['INT_TO_WORD(iSpeedCmd * 100)', 'INT_TO_WORD(iSpeedRef * 100)'],
      ],
      expect: items('declaration renamed iSpeedRef'),
    }),
    belt({ id: 'round40 belt drive: run output moved', edits: [['qxVfdRun AT %QX2.0', 'qxVfdRun AT %QX2.4']], expect: items('declaration address-changed qxVfdRun') }),
    // The fault lamp no longer shows the open chain at all (the alternative lost read a safety signal).
    belt({ id: 'round40 belt drive: fault lamp ignores the chain', edits: [['xFaultLamp := xFaultLatched OR xJam OR xVfdFault OR NOT xSafetyChainOk;', 'xFaultLamp := xFaultLatched OR xJam OR xVfdFault;']], expect: items('write value-changed xFaultLamp !') }),
    belt({ id: 'round40 belt drive: ready for the next part with the chain open', edits: [['xReadyForNext := iStep = 0 AND NOT xFaultLatched AND xSafetyChainOk;', 'xReadyForNext := iStep = 0 AND NOT xFaultLatched;']], expect: items('write value-changed xReadyForNext !') }),
    belt({
      id: 'round40 belt drive: maintenance bypass of the chain',
      edits: [
        ['    xSafetyChainOk : BOOL;          // safety relay of the belt\'s guard doors and e-stops\n', '    xSafetyChainOk : BOOL;          // safety relay of the belt\'s guard doors and e-stops\n    xMaintenance : BOOL;\n'],
        ['qxVfdRun := xRunning AND xSafetyChainOk;', 'qxVfdRun := xRunning AND (xSafetyChainOk OR xMaintenance);'],
      ],
      expect: items('declaration added xMaintenance', 'write value-changed qxVfdRun !'),
    }),
    belt({ id: 'round40 belt drive: whitespace before the run output', edits: [['qxVfdRun := xRunning AND xSafetyChainOk;', 'qxVfdRun  :=  xRunning AND xSafetyChainOk;']], expect: [] }),
  ]),
  ...from(STATION_ORIGIN, [
    station({
      id: 'round40 inspect station: guard door branch removed',
      edits: [['// guard door opened: robot and exit belt stop, the station waits for a reset\nIF NOT xGuardClosed THEN\n    qxExitBelt := FALSE;\n    qxRobotCycle := FALSE;\n    xFaultLatched := TRUE;\n    eState := E_InspectState.Fault;\nEND_IF\n', '']],
      expect: items('condition no-longer-read xGuardClosed !', 'write no-longer-written qxExitBelt !', 'write no-longer-written qxRobotCycle !', 'write no-longer-written xFaultLatched !', 'write no-longer-written eState !'),
    }),
    station({ id: 'round40 inspect station: guard door no longer stops the exit belt', edits: [['\n    qxExitBelt := FALSE;\n    qxRobotCycle := FALSE;\n    xFaultLatched := TRUE;', '\n    qxRobotCycle := FALSE;\n    xFaultLatched := TRUE;']], expect: items('write no-longer-written qxExitBelt !') }),
    station({
      id: 'round40 inspect station: part taken with the guard open',
      edits: [['IF xPartAtCamera AND xGuardClosed AND NOT xFaultLatched THEN', 'IF xPartAtCamera AND NOT xFaultLatched THEN']],
      expect: items('condition no-longer-read xGuardClosed !', 'write condition-changed qxRejectGate !', 'write condition-changed eState !'),
    }),
    station({ id: 'round40 inspect station: robot request kept in the fault state', edits: [['qxRobotCycle := FALSE;\n        IF xReset', 'IF xReset']], expect: items('write no-longer-written qxRobotCycle !') }),
    station({
      // Corrected after the first score (writer's error): xJamExit is an output of the FB (read by its callers), not
      // a local that nothing reads, so docs/safety.md's exemption does not apply; it was left unflagged.
      id: 'round40 inspect station: reset with the guard open',
      edits: [['IF xReset AND xGuardClosed THEN', 'IF xReset THEN']],
      expect: items('condition no-longer-read xGuardClosed !', 'write condition-changed xJamExit !', 'write condition-changed xFaultLatched !', 'write condition-changed eState !'),
    }),
    station({ id: 'round40 inspect station: longer exit jam time', edits: [['PT := T#10S);', 'PT := T#20S);']], expect: items('constant value-changed tonExit.PT') }),
    station({ id: 'round40 inspect station: more rejects allowed', edits: [['iMaxRejects : INT := 5;', 'iMaxRejects : INT := 8;']], expect: items('constant initial-value-changed iMaxRejects') }),
    station({ id: 'round40 inspect station: exit belt runs into a full buffer', edits: [['qxExitBelt := NOT xBufferFull;', 'qxExitBelt := TRUE;']], expect: items('write now-constant qxExitBelt !') }),
    station({ id: 'round40 inspect station: every part rejected', edits: [['qxRejectGate := NOT ixCameraOk;', 'qxRejectGate := TRUE;']], expect: items('write now-constant qxRejectGate !') }),
    // A robot fault while waiting no longer latches the station's fault: the set of a trip removed (the exit belt's
    // and the robot's start in the idle step read NOT xFaultLatched).
    // Judgement: the step to the fault state is a value of the state, not a switch-off; left unflagged.
    station({ id: 'round40 inspect station: robot fault while waiting not latched', edits: [['        ELSIF xRobotFault THEN\n            xFaultLatched := TRUE;\n            eState := E_InspectState.Fault;\n        END_IF\n\n    E_InspectState.Working:', '        END_IF\n\n    E_InspectState.Working:']], expect: items('condition no-longer-read xRobotFault', 'write no-longer-written xFaultLatched !', 'write no-longer-written eState') }),
    station({ id: 'round40 inspect station: reject counter reset removed', edits: [['ctuRejects(CU := qxRejectGate, RESET := xReset, PV := iMaxRejects);', 'ctuRejects(CU := qxRejectGate, RESET := FALSE, PV := iMaxRejects);']], expect: items('fb-call inputs-changed ctuRejects.RESET') }),
    station({ id: 'round40 inspect station: reject gate not closed after the exit', edits: [['            qxRejectGate := FALSE;\n', '']], expect: items('write no-longer-written qxRejectGate !') }),
    station({ id: 'round40 inspect station: guard input retyped', edits: [['    xGuardClosed : BOOL;', '    xGuardClosed : INT;']], expect: items('declaration retyped xGuardClosed !') }),
    station({ id: 'round40 inspect station: camera verdict moved', edits: [['ixCameraOk AT %IX3.0', 'ixCameraOk AT %IX3.4']], expect: items('declaration address-changed ixCameraOk') }),
    // Added after the first score (the writer had then seen the misses of the cases above), because the corrections
    // took the round below 140 expected items; committed before they were scored.
    station({ id: 'round40 inspect station: fixed reject limit', edits: [['PV := iMaxRejects);', 'PV := 10);']], expect: items('fb-call inputs-changed ctuRejects.PV') }),
    // Corrected after its first score (writer's error): docs/safety.md still flags any value changed (not a constant)
    // on a physical output under a guard that reads a safety signal (the guard door here); it was left unflagged.
    station({ id: 'round40 inspect station: reject only with buffer space', edits: [['qxRejectGate := NOT ixCameraOk;', 'qxRejectGate := NOT ixCameraOk AND NOT xBufferFull;']], expect: items('write value-changed qxRejectGate !') }),
    station({ id: 'round40 inspect station: comment reworded', edits: [['// guard door opened: robot and exit belt stop, the station waits for a reset', '// open guard: stop the robot and the exit belt until a reset']], expect: [] }),
    station({ id: 'round40 inspect station: guard branch writes reordered', edits: [['\n    qxExitBelt := FALSE;\n    qxRobotCycle := FALSE;\n    xFaultLatched := TRUE;', '\n    qxRobotCycle := FALSE;\n    qxExitBelt := FALSE;\n    xFaultLatched := TRUE;']], expect: [] }),
    station({
      id: 'round40 inspect station: teach key bypasses the guard',
      edits: [
        ['    xReset : BOOL;\nEND_VAR', '    xReset : BOOL;\n    xTeachKey : BOOL;\nEND_VAR'],
        ['IF NOT xGuardClosed THEN', 'IF NOT xGuardClosed AND NOT xTeachKey THEN'],
      ],
      expect: items('declaration added xTeachKey', 'condition newly-read xTeachKey !', 'write condition-changed qxExitBelt !', 'write condition-changed qxRobotCycle !', 'write condition-changed xFaultLatched !', 'write condition-changed eState !'),
    }),
  ]),
];
