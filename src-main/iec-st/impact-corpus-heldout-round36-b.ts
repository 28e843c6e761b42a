// The thirty-sixth independent held-out part of the accuracy corpus (round 36), second file: the elevator (after
// david-m-nicol/pyST `plc.st`) and the vertical car park (after snackmasta/PARKING `plc.st`, written here as a CODESYS
// function block). See impact-corpus-heldout-round36.ts for the writer, the rules and the scores.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC elevator: a CASE over a located state word, floor requests in an array, door and travel supervision. */
const ELEVATOR = [
  {
    name: 'pous/programs/Elevator.st',
    text: `PROGRAM Elevator
  VAR
    SysEnable AT %IX0.0 : BOOL;
    FloorReq AT %IX0.1 : ARRAY[0..3] OF BOOL;
    DoorClosed AT %IX0.5 : BOOL;
    MovingUp AT %IX0.6 : BOOL;
    MovingDown AT %IX0.7 : BOOL;
    (* door safety edge: TRUE = an obstacle in the doorway *)
    DoorEdge AT %IX1.0 : BOOL;
    (* top overtravel safety limit, NC: TRUE = within travel *)
    TopLimitOk AT %IX1.1 : BOOL;
    (* bottom overtravel safety limit, NC: TRUE = within travel *)
    BottomLimitOk AT %IX1.2 : BOOL;
    (* landing door locks of all floors, safety chain closed = TRUE *)
    LandingLocks AT %IX1.3 : BOOL;
    FloorLevel AT %IW0 : INT;
  END_VAR
  VAR
    SysOn AT %QX0.0 : BOOL;
    OpenCmd AT %QX0.1 : BOOL;
    CloseCmd AT %QX0.2 : BOOL;
    MoveUpCmd AT %QX0.3 : BOOL;
    MoveDownCmd AT %QX0.4 : BOOL;
    BrakeRelease AT %QX0.5 : BOOL;
  END_VAR
  VAR
    LogicState AT %MW0 : INT := 0;
    TargetFlr AT %MW1 : INT := 0;
    TargetLevel AT %MW2 : INT := 0;
    CurrentFlr AT %MW4 : INT := 0;
    CountDown AT %MW5 : INT := 0;
  END_VAR
  VAR
    Idx : INT;
    DoorHold : INT := 60;
    TravelTimer : TON;
    TravelFault : BOOL;
  END_VAR

  SysOn := SysEnable AND NOT TravelFault;

  CASE LogicState OF
    0: (* look for a request above, then below *)
      TargetFlr := -1;
      IF CurrentFlr < 3 THEN
        FOR Idx := CurrentFlr + 1 TO 3 DO
          IF FloorReq[Idx] THEN
            TargetFlr := Idx;
            EXIT;
          END_IF;
        END_FOR;
      END_IF;
      IF TargetFlr = -1 AND CurrentFlr > 0 THEN
        FOR Idx := 0 TO CurrentFlr - 1 DO
          IF FloorReq[Idx] THEN
            TargetFlr := Idx;
          END_IF;
        END_FOR;
      END_IF;
      IF TargetFlr <> -1 AND DoorClosed AND LandingLocks AND SysOn THEN
        IF TargetFlr < CurrentFlr THEN
          TargetLevel := 4 * TargetFlr + 1;
          MoveDownCmd := TRUE;
        ELSE
          TargetLevel := 4 * TargetFlr - 1;
          MoveUpCmd := TRUE;
        END_IF;
        LogicState := 1;
      END_IF;
    1: (* wait until the car moves *)
      IF MovingUp OR MovingDown THEN
        LogicState := 2;
      END_IF;
    2: (* drop the move command at the target level *)
      IF FloorLevel = TargetLevel THEN
        MoveUpCmd := FALSE;
        MoveDownCmd := FALSE;
        CurrentFlr := TargetFlr;
        LogicState := 3;
      END_IF;
    3: (* car stopped: open the door *)
      IF NOT MovingUp AND NOT MovingDown THEN
        OpenCmd := TRUE;
        LogicState := 4;
      END_IF;
    4: (* door open: start the hold count *)
      IF NOT DoorClosed THEN
        OpenCmd := FALSE;
        CountDown := DoorHold;
        LogicState := 5;
      END_IF;
    5: (* count down, restart it on an obstacle in the doorway *)
      IF DoorEdge THEN
        CountDown := DoorHold + 10;
      ELSE
        CountDown := CountDown - 1;
      END_IF;
      IF CountDown <= 0 THEN
        CloseCmd := TRUE;
        LogicState := 6;
      END_IF;
    6: (* wait for the door to close, reopen on an obstacle *)
      IF DoorEdge THEN
        CloseCmd := FALSE;
        OpenCmd := TRUE;
        LogicState := 4;
      ELSIF DoorClosed THEN
        CloseCmd := FALSE;
        LogicState := 0;
      END_IF;
  END_CASE;

  (* overtravel, or a travel that takes too long: latch the travel fault *)
  TravelTimer(IN := MoveUpCmd OR MoveDownCmd, PT := T#20s);
  IF TravelTimer.Q OR NOT TopLimitOk OR NOT BottomLimitOk THEN
    TravelFault := TRUE;
  END_IF;
  (* a landing door unlocked, the fault or the system off: stop the car *)
  IF NOT LandingLocks OR TravelFault OR NOT SysEnable THEN
    MoveUpCmd := FALSE;
    MoveDownCmd := FALSE;
  END_IF;
  IF NOT SysEnable AND NOT MovingUp AND NOT MovingDown THEN
    TravelFault := FALSE;
  END_IF;
  BrakeRelease := (MoveUpCmd OR MoveDownCmd) AND LandingLocks;
END_PROGRAM
`,
  },
];

/** A vertical car park's lift as a CODESYS FB: an e-stop and light-curtain fault latch that switches every actuator off. */
const PARKING = object(
  'FB_ParkingLift',
  `FUNCTION_BLOCK FB_ParkingLift
VAR_INPUT
    bCarAtEntry : BOOL;
    bRetrieveReq : BOOL;
    nRequestedSlot : INT;
    aSlotOccupied : ARRAY[1..10] OF BOOL;
    aLiftAtLevel : ARRAY[1..10] OF BOOL;
END_VAR
VAR_OUTPUT
    bFault : BOOL;
    nCurrentLevel : INT := 1;
END_VAR
VAR
    // emergency stop pushbuttons of the tower, NC chain: TRUE = released
    bEStopChain AT %I* : BOOL;
    // light curtain of the entry area, TRUE = clear
    bEntryCurtainClear AT %I* : BOOL;
    bDoorClosedSw AT %I* : BOOL;
    bResetPb AT %I* : BOOL;
    doLiftUp AT %Q* : BOOL;
    doLiftDown AT %Q* : BOOL;
    doConveyorIn AT %Q* : BOOL;
    doConveyorOut AT %Q* : BOOL;
    doDoorOpen AT %Q* : BOOL;
    doFaultLamp AT %Q* : BOOL;
    bParking : BOOL;
    bRetrieving : BOOL;
    nTarget : INT;
    i : INT;
    tonConveyor : TON;
    tConveyorMax : TIME := T#25S;
END_VAR
`,
  `// emergency stop, or the curtain broken while the lift travels: latch the fault
IF NOT bEStopChain OR (NOT bEntryCurtainClear AND (doLiftUp OR doLiftDown)) THEN
    bFault := TRUE;
END_IF
IF bResetPb AND bEStopChain AND bEntryCurtainClear THEN
    bFault := FALSE;
END_IF

// parking: the first free slot
IF bCarAtEntry AND NOT bParking AND NOT bRetrieving AND NOT bFault THEN
    FOR i := 1 TO 10 DO
        IF NOT aSlotOccupied[i] THEN
            nTarget := i;
            bParking := TRUE;
            EXIT;
        END_IF
    END_FOR
END_IF

IF bRetrieveReq AND NOT bParking AND NOT bRetrieving AND NOT bFault THEN
    nTarget := nRequestedSlot;
    bRetrieving := TRUE;
END_IF

// travel to the target level, door shut
doLiftUp := (bParking OR bRetrieving) AND nCurrentLevel < nTarget AND bDoorClosedSw;
doLiftDown := (bParking OR bRetrieving) AND nCurrentLevel > nTarget AND bDoorClosedSw;
IF nTarget >= 1 AND nTarget <= 10 THEN
    IF aLiftAtLevel[nTarget] THEN
        nCurrentLevel := nTarget;
    END_IF
END_IF

// at the level: door open, the conveyor moves the car
doDoorOpen := (bParking OR bRetrieving) AND nCurrentLevel = nTarget AND bEntryCurtainClear;
doConveyorIn := bParking AND nCurrentLevel = nTarget AND NOT aSlotOccupied[nTarget];
doConveyorOut := bRetrieving AND nCurrentLevel = nTarget AND aSlotOccupied[nTarget];
tonConveyor(IN := doConveyorIn OR doConveyorOut, PT := tConveyorMax);

IF tonConveyor.Q THEN
    bParking := FALSE;
    bRetrieving := FALSE;
END_IF

// fault: every actuator off
IF bFault THEN
    doLiftUp := FALSE;
    doLiftDown := FALSE;
    doConveyorIn := FALSE;
    doConveyorOut := FALSE;
    doDoorOpen := FALSE;
    bParking := FALSE;
    bRetrieving := FALSE;
END_IF
doFaultLamp := bFault;
`,
);

const ELEVATOR_ORIGIN = 'david-m-nicol/pyST plc.st';
const PARKING_ORIGIN = 'snackmasta/PARKING plc.st';

const lift = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ELEVATOR } });
const park = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PARKING } });

export const HELDOUT_ROUND36_B: CorpusCase[] = [
  ...from(ELEVATOR_ORIGIN, [
    // The landing door locks (a safety chain by its comment) no longer hold the start: every write under it is flagged.
    lift({
      id: 'round36 elevator: car starts with a landing door unlocked',
      edits: [['IF TargetFlr <> -1 AND DoorClosed AND LandingLocks AND SysOn THEN', 'IF TargetFlr <> -1 AND DoorClosed AND SysOn THEN']],
      expect: items('condition no-longer-read LandingLocks !', 'write condition-changed TargetLevel !', 'write condition-changed TargetLevel !', 'write condition-changed MoveDownCmd !', 'write condition-changed MoveUpCmd !', 'write condition-changed LogicState !'),
    }),
    // The car door switch carries no safety word: the move commands (physical outputs) and the state (it selects the
    // branches that write outputs) lose a permissive. Corrected after scoring (writer's error): TargetLevel is located
    // and read by the condition that stops the car, so by docs/impact-accuracy.md ("a value handed on" is one read by
    // no condition) it is no value handed on and keeps the flag.
    lift({
      id: 'round36 elevator: car starts with its door open',
      edits: [['IF TargetFlr <> -1 AND DoorClosed AND LandingLocks AND SysOn THEN', 'IF TargetFlr <> -1 AND LandingLocks AND SysOn THEN']],
      // Corrected by the fixer against it (docs/safety.md, "Interlocks removed"): the condition switches physical outputs
      // on (MoveDownCmd, MoveUpCmd := TRUE), so "the signal it no longer reads is flagged too" (`IF Ready AND Closed THEN
      // Lock := TRUE` → `IF Ready`); round 13's 'place without a pallet' guards state sets only.
      expect: items('condition no-longer-read DoorClosed !', 'write condition-changed TargetLevel !', 'write condition-changed TargetLevel !', 'write condition-changed MoveDownCmd !', 'write condition-changed MoveUpCmd !', 'write condition-changed LogicState !'),
    }),
    lift({ id: 'round36 elevator: brake released with a landing door unlocked', edits: [['BrakeRelease := (MoveUpCmd OR MoveDownCmd) AND LandingLocks;', 'BrakeRelease := MoveUpCmd OR MoveDownCmd;']], expect: items('write value-changed BrakeRelease !') }),
    lift({ id: 'round36 elevator: brake released for good', edits: [['BrakeRelease := (MoveUpCmd OR MoveDownCmd) AND LandingLocks;', 'BrakeRelease := TRUE;']], expect: items('write now-constant BrakeRelease !') }),
    lift({ id: 'round36 elevator: an unlocked landing door no longer stops the car', edits: [['IF NOT LandingLocks OR TravelFault OR NOT SysEnable THEN', 'IF TravelFault OR NOT SysEnable THEN']], expect: items('condition no-longer-read LandingLocks !', 'write condition-changed MoveUpCmd !', 'write condition-changed MoveDownCmd !') }),
    lift({ id: 'round36 elevator: top overtravel no longer trips', edits: [['IF TravelTimer.Q OR NOT TopLimitOk OR NOT BottomLimitOk THEN', 'IF TravelTimer.Q OR NOT BottomLimitOk THEN']], expect: items('condition no-longer-read TopLimitOk !', 'write condition-changed TravelFault !') }),
    // Judgement: the travel timer's Q is a whole alternative of the set of the travel fault, the latch that the
    // overtravel safety limits set and that stops the car: its preset moves when that trip comes, flagged like a limit
    // in a safety signal's own trip latch. Corrected by the fixer against it (training's judgement): the same form, a
    // supervision timer's preset whose Q is an alternative beside a safety signal in a trip's set, is unflagged in
    // training's 'round6 stamper: stroke watchdog' and 'round27 engine room: longer trip delay' ("the trip limit and its
    // delay are process limits"); docs/safety.md lists a limit compared there, not a timer's preset.
    lift({ id: 'round36 elevator: travel time supervision lengthened', edits: [['PT := T#20s);', 'PT := T#60s);']], expect: items('constant value-changed TravelTimer.PT') }),
    lift({ id: 'round36 elevator: travel timer no longer called', edits: [['  TravelTimer(IN := MoveUpCmd OR MoveDownCmd, PT := T#20s);\n', '']], expect: items('fb-call no-longer-called TravelTimer !') }),
    lift({ id: 'round36 elevator: system on through the travel fault', edits: [['SysOn := SysEnable AND NOT TravelFault;', 'SysOn := SysEnable;']], expect: items('write value-changed SysOn !') }),
    lift({ id: 'round36 elevator: travel fault reset while the car moves', edits: [['IF NOT SysEnable AND NOT MovingUp AND NOT MovingDown THEN', 'IF NOT SysEnable THEN']], expect: items('condition no-longer-read MovingUp !', 'condition no-longer-read MovingDown !', 'write condition-changed TravelFault !') }),
    lift({ id: 'round36 elevator: up travel no longer stopped by the fault block', edits: [['    MoveUpCmd := FALSE;\n    MoveDownCmd := FALSE;\n  END_IF;\n  IF NOT SysEnable', '    MoveDownCmd := FALSE;\n  END_IF;\n  IF NOT SysEnable']], expect: items('write no-longer-written MoveUpCmd !') }),
    // An obstacle in the doorway no longer restarts the hold count: the safety edge's response lost.
    lift({
      id: 'round36 elevator: safety edge no longer holds the door',
      edits: [['      IF DoorEdge THEN\n        CountDown := DoorHold + 10;\n      ELSE\n        CountDown := CountDown - 1;\n      END_IF;\n', '      CountDown := CountDown - 1;\n']],
      expect: items('condition no-longer-read DoorEdge !', 'write no-longer-written CountDown !', 'write condition-changed CountDown !'),
    }),
    lift({
      id: 'round36 elevator: door closes on an obstacle',
      edits: [['      IF DoorEdge THEN\n        CloseCmd := FALSE;\n        OpenCmd := TRUE;\n        LogicState := 4;\n      ELSIF DoorClosed THEN', '      IF DoorClosed THEN']],
      expect: items('condition no-longer-read DoorEdge !', 'write no-longer-written CloseCmd !', 'write no-longer-written OpenCmd !', 'write no-longer-written LogicState !', 'write condition-changed CloseCmd !', 'write condition-changed LogicState !'),
    }),
    // Judgement: the hold written while the safety edge sees an obstacle is the edge's response: flagged.
    lift({ id: 'round36 elevator: door held longer after an obstacle', edits: [['CountDown := DoorHold + 10;', 'CountDown := DoorHold + 30;']], expect: items('constant value-changed CountDown !') }),
    // The door opens while the car still moves down: a switch-on of a physical output and a step lose a permissive.
    // Corrected by the fixer against it (docs/safety.md, "Interlocks removed"): the condition switches a physical output
    // on (OpenCmd := TRUE), so the signal it no longer reads is flagged too.
    lift({ id: 'round36 elevator: door opens while moving down', edits: [['IF NOT MovingUp AND NOT MovingDown THEN\n        OpenCmd := TRUE;', 'IF NOT MovingUp THEN\n        OpenCmd := TRUE;']], expect: items('condition no-longer-read MovingDown !', 'write condition-changed OpenCmd !', 'write condition-changed LogicState !') }),
    lift({ id: 'round36 elevator: door hold count shorter', edits: [['DoorHold : INT := 60;', 'DoorHold : INT := 30;']], expect: items('constant initial-value-changed DoorHold') }),
    // Corrected by the fixer against it (docs/safety.md): TargetLevel drives the move commands (read in the guard of their
    // switch-off) and is written under a guard that reads LandingLocks, which is also read negated (the car's stop), so
    // "any other value changed on an output's driver under a guard that reads a safety signal" is still flagged, as the
    // writer's own correction of 'car starts with its door open' keeps TargetLevel's writes flagged.
    lift({ id: 'round36 elevator: stop one step higher going down', edits: [['TargetLevel := 4 * TargetFlr + 1;', 'TargetLevel := 4 * TargetFlr + 2;']], expect: items('constant value-changed TargetLevel !') }),
    lift({ id: 'round36 elevator: landing locks moved', edits: [['LandingLocks AT %IX1.3 : BOOL;', 'LandingLocks AT %IX1.7 : BOOL;']], expect: items('declaration address-changed LandingLocks !') }),
    lift({ id: 'round36 elevator: floor requests moved', edits: [['FloorReq AT %IX0.1 : ARRAY[0..3] OF BOOL;', 'FloorReq AT %IX2.0 : ARRAY[0..3] OF BOOL;']], expect: items('declaration address-changed FloorReq') }),
    lift({ id: 'round36 elevator: brake output renamed', edits: [['    BrakeRelease AT %QX0.5 : BOOL;', '    BrakeOpen AT %QX0.5 : BOOL;'], ['BrakeRelease := (MoveUpCmd OR MoveDownCmd) AND LandingLocks;', 'BrakeOpen := (MoveUpCmd OR MoveDownCmd) AND LandingLocks;']], expect: items('declaration renamed BrakeOpen') }),
    lift({
      id: 'round36 elevator: inspection mode bypasses the landing locks',
      edits: [
        ['    FloorLevel AT %IW0 : INT;\n', '    FloorLevel AT %IW0 : INT;\n    InspectionMode AT %IX1.4 : BOOL;\n'],
        ['IF NOT LandingLocks OR TravelFault OR NOT SysEnable THEN', 'IF (NOT LandingLocks AND NOT InspectionMode) OR TravelFault OR NOT SysEnable THEN'],
      ],
      expect: items('declaration added InspectionMode', 'condition newly-read InspectionMode !', 'write condition-changed MoveUpCmd !', 'write condition-changed MoveDownCmd !'),
    }),
    lift({
      id: 'round36 elevator: both overtravel limits dropped from the trip',
      edits: [['IF TravelTimer.Q OR NOT TopLimitOk OR NOT BottomLimitOk THEN', 'IF TravelTimer.Q THEN']],
      expect: items('condition no-longer-read TopLimitOk !', 'condition no-longer-read BottomLimitOk !', 'write condition-changed TravelFault !'),
    }),
    lift({ id: 'round36 elevator: safety edge comment reworded', edits: [['(* door safety edge: TRUE = an obstacle in the doorway *)', '(* door safety edge, TRUE while something is in the doorway *)']], expect: [] }),
    lift({ id: 'round36 elevator: whitespace in the travel timer', edits: [['TravelTimer(IN := MoveUpCmd OR MoveDownCmd, PT := T#20s);', 'TravelTimer(IN := MoveUpCmd OR MoveDownCmd,  PT := T#20s);']], expect: [] }),
    lift({ id: 'round36 elevator: arrival writes reordered', edits: [['        CurrentFlr := TargetFlr;\n        LogicState := 3;\n', '        LogicState := 3;\n        CurrentFlr := TargetFlr;\n']], expect: [] }),
  ]),
  ...from(PARKING_ORIGIN, [
    park({ id: 'round36 parking: e-stop no longer latches the fault', edits: [['IF NOT bEStopChain OR (NOT bEntryCurtainClear', 'IF (NOT bEntryCurtainClear']], expect: items('condition no-longer-read bEStopChain !', 'write condition-changed bFault !') }),
    // The curtain's alternative lost as a whole: the travel outputs read there keep their own (no) safety. Corrected by
    // the fixer against it (docs/safety.md and training): a trip's set that lost an alternative is flagged "on the write
    // and on the signal no longer read", every signal of that alternative, as training's 'round15 valve block:
    // both-switches check removed' (bOpenedFb AND bClosedFb) expects.
    park({ id: 'round36 parking: curtain no longer trips the lift', edits: [['IF NOT bEStopChain OR (NOT bEntryCurtainClear AND (doLiftUp OR doLiftDown)) THEN', 'IF NOT bEStopChain THEN']], expect: items('condition no-longer-read bEntryCurtainClear !', 'condition no-longer-read doLiftUp !', 'condition no-longer-read doLiftDown !', 'write condition-changed bFault !') }),
    park({ id: 'round36 parking: fault reset with the e-stop pressed', edits: [['IF bResetPb AND bEStopChain AND bEntryCurtainClear THEN', 'IF bResetPb AND bEntryCurtainClear THEN']], expect: items('condition no-longer-read bEStopChain !', 'write condition-changed bFault !') }),
    park({ id: 'round36 parking: fault no longer stops the lift going up', edits: [['    doLiftUp := FALSE;\n', '']], expect: items('write no-longer-written doLiftUp !') }),
    park({
      id: 'round36 parking: fault shutdown removed',
      edits: [['IF bFault THEN\n    doLiftUp := FALSE;\n    doLiftDown := FALSE;\n    doConveyorIn := FALSE;\n    doConveyorOut := FALSE;\n    doDoorOpen := FALSE;\n    bParking := FALSE;\n    bRetrieving := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bFault !', 'write no-longer-written doLiftUp !', 'write no-longer-written doLiftDown !', 'write no-longer-written doConveyorIn !', 'write no-longer-written doConveyorOut !', 'write no-longer-written doDoorOpen !', 'write no-longer-written bParking !', 'write no-longer-written bRetrieving !'),
    }),
    park({ id: 'round36 parking: lift travels with the door open', edits: [['doLiftUp := (bParking OR bRetrieving) AND nCurrentLevel < nTarget AND bDoorClosedSw;', 'doLiftUp := (bParking OR bRetrieving) AND nCurrentLevel < nTarget;']], expect: items('write value-changed doLiftUp !') }),
    park({ id: 'round36 parking: door opens with the curtain broken', edits: [['nCurrentLevel = nTarget AND bEntryCurtainClear;', 'nCurrentLevel = nTarget;']], expect: items('write value-changed doDoorOpen !') }),
    park({ id: 'round36 parking: door forced open', edits: [['doDoorOpen := (bParking OR bRetrieving) AND nCurrentLevel = nTarget AND bEntryCurtainClear;', 'doDoorOpen := TRUE;']], expect: items('write now-constant doDoorOpen !') }),
    park({ id: 'round36 parking: car pushed into an occupied slot', edits: [['doConveyorIn := bParking AND nCurrentLevel = nTarget AND NOT aSlotOccupied[nTarget];', 'doConveyorIn := bParking AND nCurrentLevel = nTarget;']], expect: items('write value-changed doConveyorIn !') }),
    // The retrieval no longer waits for the fault to be reset: its writes start a travel (bRetrieving drives the lift).
    park({ id: 'round36 parking: retrieval starts in a fault', edits: [['IF bRetrieveReq AND NOT bParking AND NOT bRetrieving AND NOT bFault THEN', 'IF bRetrieveReq AND NOT bParking AND NOT bRetrieving THEN']], expect: items('condition no-longer-read bFault !', 'write condition-changed nTarget !', 'write condition-changed bRetrieving !') }),
    park({ id: 'round36 parking: conveyor run time longer', edits: [['tConveyorMax : TIME := T#25S;', 'tConveyorMax : TIME := T#40S;']], expect: items('constant initial-value-changed tConveyorMax') }),
    park({ id: 'round36 parking: conveyor time hard-coded', edits: [['tonConveyor(IN := doConveyorIn OR doConveyorOut, PT := tConveyorMax);', 'tonConveyor(IN := doConveyorIn OR doConveyorOut, PT := T#10S);']], expect: items('fb-call inputs-changed tonConveyor.PT') }),
    park({ id: 'round36 parking: retrieval one slot off', edits: [['nTarget := nRequestedSlot;', 'nTarget := nRequestedSlot + 1;']], expect: items('write value-changed nTarget') }),
    park({ id: 'round36 parking: two more levels allowed', edits: [['IF nTarget >= 1 AND nTarget <= 10 THEN', 'IF nTarget >= 1 AND nTarget <= 12 THEN']], expect: items('constant value-changed nTarget') }),
    park({ id: 'round36 parking: lift never goes down', edits: [['doLiftDown := (bParking OR bRetrieving) AND nCurrentLevel > nTarget AND bDoorClosedSw;', 'doLiftDown := FALSE;']], expect: items('write now-constant doLiftDown') }),
    // Judgement: the fault lamp no longer shows the fault latched by the e-stop; the item loses a safety signal.
    park({ id: 'round36 parking: fault lamp never lit', edits: [['doFaultLamp := bFault;', 'doFaultLamp := FALSE;']], expect: items('write now-constant doFaultLamp !') }),
    park({ id: 'round36 parking: travel comment reworded', edits: [['// travel to the target level, door shut', '// lift travel: only with the door shut']], expect: [] }),
    park({ id: 'round36 parking: whitespace in the conveyor timer', edits: [['tonConveyor(IN := doConveyorIn OR doConveyorOut, PT := tConveyorMax);', 'tonConveyor(IN := doConveyorIn OR doConveyorOut,  PT := tConveyorMax);']], expect: [] }),
    park({ id: 'round36 parking: conveyor outputs reordered', edits: [['doConveyorIn := bParking AND nCurrentLevel = nTarget AND NOT aSlotOccupied[nTarget];\ndoConveyorOut := bRetrieving AND nCurrentLevel = nTarget AND aSlotOccupied[nTarget];\n', 'doConveyorOut := bRetrieving AND nCurrentLevel = nTarget AND aSlotOccupied[nTarget];\ndoConveyorIn := bParking AND nCurrentLevel = nTarget AND NOT aSlotOccupied[nTarget];\n']], expect: [] }),
    park({
      id: 'round36 parking: e-stop input renamed',
      edits: [
        ['    bEStopChain AT %I* : BOOL;', '    bTowerStopOk AT %I* : BOOL;'],
        ['IF NOT bEStopChain OR (NOT bEntryCurtainClear', 'IF NOT bTowerStopOk OR (NOT bEntryCurtainClear'],
        ['IF bResetPb AND bEStopChain AND bEntryCurtainClear THEN', 'IF bResetPb AND bTowerStopOk AND bEntryCurtainClear THEN'],
      ],
      expect: items('declaration renamed bTowerStopOk !'),
    }),
    // An agent adds a muting flag that lets the door open with the curtain broken (muting is a safety word).
    park({
      id: 'round36 parking: curtain muted for the door',
      edits: [
        ['    bRetrieving : BOOL;\n', '    bRetrieving : BOOL;\n    bMuteCurtain : BOOL;\n'],
        ['nCurrentLevel = nTarget AND bEntryCurtainClear;', 'nCurrentLevel = nTarget AND (bEntryCurtainClear OR bMuteCurtain);'],
      ],
      expect: items('declaration added bMuteCurtain !', 'write value-changed doDoorOpen !'),
    }),
    park({
      id: 'round36 parking: both travel outputs without the door switch',
      edits: [
        ['doLiftUp := (bParking OR bRetrieving) AND nCurrentLevel < nTarget AND bDoorClosedSw;', 'doLiftUp := (bParking OR bRetrieving) AND nCurrentLevel < nTarget;'],
        ['doLiftDown := (bParking OR bRetrieving) AND nCurrentLevel > nTarget AND bDoorClosedSw;', 'doLiftDown := (bParking OR bRetrieving) AND nCurrentLevel > nTarget;'],
      ],
      expect: items('write value-changed doLiftUp !', 'write value-changed doLiftDown !'),
    }),
  ]),
];
