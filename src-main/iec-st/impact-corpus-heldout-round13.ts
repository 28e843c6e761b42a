// The thirteenth independent held-out part of the accuracy corpus (round 13). Written on 7 December 2026 by the case
// writer "round13", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): supportcz/AP124 (a B&R palletizer:
// the robot program that drives a Comau robot through an interface block's members, a drive-on pulse, a CASE over
// enumerated auto states with gripper suction, railing, centering and roller, door EDM alarms, and the safety program
// that counts the zones' EDM feedback contacts, blinks a reset lamp and supplies the exit light curtains),
// JCSheeron/AS_305841_E00002 (a B&R machine's axis state machines: permissive checks per direction, a stopping
// distance from velocity and deceleration, position windows, a "move not allowed" flag, PLCopen MC_ blocks) and
// trofimich/TwinCAT.OpenFramework (TwinCAT object-oriented devices: `FUNCTION_BLOCK … EXTENDS … IMPLEMENTS …`,
// protected methods to override such as `OnOutputProcessing`, `ProcessOutput` called on the device). The objects are
// ours, written after reading those files for their forms; no public code is copied. Forms: CODESYS/TwinCAT objects as
// declaration and implementation parts with `AT %I*`/`AT %Q*`, an FB that EXTENDS a base device and IMPLEMENTS an
// interface, a protected method as its own object, method calls with named arguments, an interface block's inputs
// written as members before its call, nested CASEs over enumerations, MC_Power/MC_Stop/MC_Jog/MC_MoveAbsolute/MC_Reset
// with `VAR_IN_OUT` axis, a light-curtain muting FB with a maximum muting time and a sensor synchronisation timer, a
// guard-lock device, an OpenPLC program with `AT %IX`/`%QX`/`%QW`, EDM feedback monitoring with a trip latch, a
// blinking lamp from two timers, and agents' edits that change several statements at once (a declaration and its use,
// a whole IF, a bypass added, two limits widened). Each expectation says what an engineer expects the edit to do to the
// machine by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written and
// committed before the part was first scored. An expectation may be corrected only for an error of the writer's, with
// the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in cff003c, the analysis at main ef25554, merged as 80e19ad):
// 120 cases, 147 expected items (97 safety), 152 reported, precision 0.895, recall 0.925, safety items flagged 94/97.
// No expectation was corrected after scoring (each was checked again against the documented conventions).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A palletizing robot cell: the robot's interface block written through members, nested CASEs, a fence/e-stop hold. */
const ROBOT = object(
  'PRG_RobotCell',
  `PROGRAM PRG_RobotCell
VAR
    fbRobot : FB_RobotInterface;      // handshake with the robot controller
    eZoneMode : E_ZoneMode;
    eAuto : E_RobotAuto;
    // safety fence door of the robot cell, TRUE = closed and locked
    bCellDoorLocked AT %I* : BOOL;
    {attribute 'safety'}
    bEStopOk AT %I* : BOOL;
    bDoorEdmOk AT %I* : BOOL;         // door lock contactor feedback, TRUE = released
    bPalletPresent AT %I* : BOOL;
    bAckButton AT %I* : BOOL;
    doSuck AT %Q* : BOOL;             // vacuum of the gripper head
    doRailingUp AT %Q* : BOOL;        // railing cylinder up
    doCentering AT %Q* : BOOL;        // centering plates forward
    doBeacon AT %Q* : BOOL;
    tonSuck : TON;
    tSuckDelay : TIME := T#200MS;
    nLayers : INT;
    nLayersPerPallet : INT := 8;
    bPalletComplete : BOOL;
    bAlarmNotHome : BOOL;
    bAlarmDoorEdm : BOOL;
END_VAR
`,
  `// drive on: while the robot has no alarm and its drives are off
fbRobot.bDriveOn := fbRobot.bNoAlarm AND NOT fbRobot.bDriveOnStatus AND bEStopOk AND bCellDoorLocked;

CASE eZoneMode OF
    E_ZoneMode.Manual:
        fbRobot.bNoHold := fbRobot.bProgrammingMode;
        IF fbRobot.bProgrammingMode THEN
            eAuto := E_RobotAuto.Init;
        END_IF

    E_ZoneMode.Auto:
        fbRobot.bNoHold := bCellDoorLocked AND bEStopOk;
        CASE eAuto OF
            E_RobotAuto.Init:
                eAuto := E_RobotAuto.GoHome;

            E_RobotAuto.GoHome:
                IF fbRobot.bSafeToGoHome THEN
                    fbRobot.eMoveType := E_MoveType.GoHome;
                    fbRobot.bMakeMove := TRUE;
                    eAuto := E_RobotAuto.WaitHome;
                ELSE
                    bAlarmNotHome := TRUE;
                END_IF

            E_RobotAuto.WaitHome:
                IF fbRobot.bMoveDone THEN
                    eAuto := E_RobotAuto.Pick;
                END_IF

            E_RobotAuto.Pick:
                doRailingUp := FALSE;
                doCentering := TRUE;
                fbRobot.eMoveType := E_MoveType.PickLayer;
                fbRobot.bMakeMove := TRUE;
                IF fbRobot.bMoveDone THEN
                    doSuck := TRUE;
                    eAuto := E_RobotAuto.Grip;
                END_IF

            E_RobotAuto.Grip:
                tonSuck(IN := doSuck, PT := tSuckDelay);
                IF tonSuck.Q THEN
                    eAuto := E_RobotAuto.WaitPallet;
                END_IF

            E_RobotAuto.WaitPallet:
                IF bPalletPresent AND NOT bPalletComplete THEN
                    fbRobot.eMoveType := E_MoveType.PlaceLayer;
                    fbRobot.bMakeMove := TRUE;
                    eAuto := E_RobotAuto.Place;
                END_IF

            E_RobotAuto.Place:
                IF fbRobot.bMoveDone THEN
                    doSuck := FALSE;
                    doCentering := FALSE;
                    doRailingUp := TRUE;
                    nLayers := nLayers + 1;
                    IF nLayers >= nLayersPerPallet THEN
                        bPalletComplete := TRUE;
                        nLayers := 0;
                    END_IF
                    eAuto := E_RobotAuto.GoHome;
                END_IF
        END_CASE
END_CASE

IF fbRobot.bMoveDone THEN
    fbRobot.bMakeMove := FALSE;
END_IF

fbRobot();

// fence door opened or e-stop: hold the robot, centering back
IF NOT bCellDoorLocked OR NOT bEStopOk THEN
    fbRobot.bNoHold := FALSE;
    fbRobot.bMakeMove := FALSE;
    doCentering := FALSE;
END_IF

bAlarmDoorEdm := NOT bDoorEdmOk;
doBeacon := bAlarmNotHome OR bAlarmDoorEdm OR NOT fbRobot.bNoAlarm;

IF bAckButton THEN
    bAlarmNotHome := FALSE;
END_IF
`,
);

/** A lift axis with PLCopen blocks: direction permissives, a stopping distance, position windows, a safe stop request. */
const LIFT = object(
  'FB_LiftAxis',
  `FUNCTION_BLOCK FB_LiftAxis
VAR_IN_OUT
    Axis : AXIS_REF;
END_VAR
VAR_INPUT
    bEnable : BOOL;
    bJogPos : BOOL;
    bJogNeg : BOOL;
    bMoveAbs : BOOL;
    fTargetPos : LREAL;
    fVelocity : LREAL := 250.0;       // mm/s
    bPosMovePermissive : BOOL;        // from the cell: nothing above the lift
    bNegMovePermissive : BOOL;        // from the cell: nothing below the lift
    bReset : BOOL;
END_VAR
VAR_OUTPUT
    bMoveNotAllowed : BOOL;
    bError : BOOL;
END_VAR
VAR
    // safe stop 1 request from the safety PLC, TRUE = stop the lift
    bSafeStopReq AT %I* : BOOL;
    bBrakeRelease AT %Q* : BOOL;      // holding brake of the lift motor
    fbPower : MC_Power;
    fbReset : MC_Reset;
    fbStop : MC_Stop;
    fbJog : MC_Jog;
    fbMoveAbs : MC_MoveAbsolute;
    fbReadPos : MC_ReadActualPosition;
    fPosLimitPos : LREAL := 1850.0;   // software limit, mm
    fPosLimitNeg : LREAL := 5.0;
    fDecel : LREAL := 2000.0;
    fStopDist : LREAL;
    bCheckFailed : BOOL;
END_VAR
`,
  `fbReadPos(Axis := Axis, Enable := TRUE);

// stopping distance from the velocity and the deceleration
fStopDist := (fVelocity * fVelocity) / (2.0 * fDecel);

// move permissives: direction first, then the position window
bCheckFailed := FALSE;
IF bJogPos AND NOT bPosMovePermissive THEN
    bCheckFailed := TRUE;
END_IF
IF bJogNeg AND NOT bNegMovePermissive THEN
    bCheckFailed := TRUE;
END_IF
IF bJogPos AND fbReadPos.Position + fStopDist >= fPosLimitPos THEN
    bCheckFailed := TRUE;
END_IF
IF bJogNeg AND fbReadPos.Position - fStopDist <= fPosLimitNeg THEN
    bCheckFailed := TRUE;
END_IF
IF bMoveAbs AND (fTargetPos > fPosLimitPos OR fTargetPos < fPosLimitNeg) THEN
    bCheckFailed := TRUE;
END_IF
bMoveNotAllowed := bCheckFailed;

fbPower(Axis := Axis, Enable := bEnable AND NOT bSafeStopReq, Enable_Positive := TRUE, Enable_Negative := TRUE, Override := 100.0);
bBrakeRelease := fbPower.Status AND NOT bSafeStopReq;

fbJog(Axis := Axis, JogForward := bJogPos AND NOT bMoveNotAllowed, JogBackwards := bJogNeg AND NOT bMoveNotAllowed, Mode := MC_JOGMODE_CONTINOUS, Velocity := fVelocity, Acceleration := fDecel, Deceleration := fDecel);
fbMoveAbs(Axis := Axis, Execute := bMoveAbs AND NOT bMoveNotAllowed, Position := fTargetPos, Velocity := fVelocity, Acceleration := fDecel, Deceleration := fDecel);

// safe stop request or a permissive lost: stop the axis
fbStop(Axis := Axis, Execute := bSafeStopReq OR bMoveNotAllowed, Deceleration := 3000.0);

fbReset(Axis := Axis, Execute := bReset AND NOT bSafeStopReq);
bError := fbPower.Error OR fbJog.Error OR fbMoveAbs.Error OR fbStop.Error;
`,
);

/** The pallet exit's light curtain with muting: two sensors, a synchronisation time, a maximum muting time. */
const MUTING = object(
  'FB_PalletExitMuting',
  `FUNCTION_BLOCK FB_PalletExitMuting
VAR_INPUT
    bCurtainClear : BOOL;     // light curtain OSSD, TRUE = clear
    bMuteSensorA : BOOL;
    bMuteSensorB : BOOL;
    bPalletMoving : BOOL;
END_VAR
VAR_OUTPUT
    bMutingActive : BOOL;
    bStopRequest : BOOL;
END_VAR
VAR
    bMutingLamp AT %Q* : BOOL;
    tonMuteMax : TON;
    tMuteMax : TIME := T#8S;
    tonSensorSync : TON;
END_VAR
`,
  `// both muting sensors within the sync time, and only with a pallet moving out
tonSensorSync(IN := bMuteSensorA XOR bMuteSensorB, PT := T#1S);
tonMuteMax(IN := bMutingActive, PT := tMuteMax);

IF bMuteSensorA AND bMuteSensorB AND bPalletMoving AND NOT tonSensorSync.Q AND NOT tonMuteMax.Q THEN
    bMutingActive := TRUE;
ELSIF NOT bMuteSensorA AND NOT bMuteSensorB THEN
    bMutingActive := FALSE;
END_IF
IF tonMuteMax.Q OR tonSensorSync.Q THEN
    bMutingActive := FALSE;
END_IF

bStopRequest := NOT bCurtainClear AND NOT bMutingActive;
bMutingLamp := bMutingActive;
`,
);

/** A TwinCAT guard-lock device that extends a base output device and implements an interface. */
const LOCK = object(
  'FB_GuardLockDevice',
  `FUNCTION_BLOCK FB_GuardLockDevice EXTENDS FB_OutputDevice IMPLEMENTS I_GuardLock
VAR_INPUT
    bRequestUnlock : BOOL;      // operator asks to enter
    bMachineStopped : BOOL;     // all drives at standstill
END_VAR
VAR_OUTPUT
    bDoorLocked : BOOL;
END_VAR
VAR
    // guard locking solenoid of the cell door, TRUE = locked
    bGuardLockSolenoid AT %Q* : BOOL;
    bDoorClosedSwitch AT %I* : BOOL;   // safety door position switch
    bBoltInSwitch AT %I* : BOOL;       // guard lock bolt engaged
    tonStandstill : TON;
    tStandstillDelay : TIME := T#2S;   // guard unlock delay after standstill
END_VAR
`,
  `// standstill must hold for the delay before the door may unlock
tonStandstill(IN := bMachineStopped, PT := tStandstillDelay);

// locked only with the door closed, the bolt in and the solenoid energised
bDoorLocked := bDoorClosedSwitch AND bBoltInSwitch AND bGuardLockSolenoid;
`,
);

/** The device's protected method the base class calls while processing outputs (its own object, as TwinCAT holds it). */
const LOCK_OUTPUT = object(
  'FB_GuardLockDevice.OnOutputProcessing',
  `METHOD PROTECTED OnOutputProcessing
VAR
END_VAR
`,
  `// unlock only after the machine has stood still for the delay
IF bRequestUnlock AND tonStandstill.Q THEN
    bGuardLockSolenoid := FALSE;
ELSIF NOT bRequestUnlock AND bDoorClosedSwitch THEN
    bGuardLockSolenoid := TRUE;
END_IF
`,
);

/** The cell program over the devices: the guard lock through its methods, the exit muting, the conveyor's permit. */
const DOORS = object(
  'PRG_CellDoors',
  `PROGRAM PRG_CellDoors
VAR
    fbDoorLock : FB_GuardLockDevice;
    fbMuting : FB_PalletExitMuting;
    bEnterRequest AT %I* : BOOL;
    bAckButton AT %I* : BOOL;
    bRobotStopped AT %I* : BOOL;
    bConveyorStopped AT %I* : BOOL;
    bExitCurtainOssd AT %I* : BOOL;   // light curtain of the pallet exit, TRUE = clear
    bMuteA AT %I* : BOOL;
    bMuteB AT %I* : BOOL;
    bConveyorRun AT %Q* : BOOL;
    bAutoOn : BOOL;
    bAllDrivesStopped : BOOL;
    bCellReady : BOOL;
END_VAR
`,
  `bAllDrivesStopped := bRobotStopped AND bConveyorStopped;
fbDoorLock(bRequestUnlock := bEnterRequest AND NOT bAutoOn, bMachineStopped := bAllDrivesStopped);
fbDoorLock.ProcessOutput();
IF bAckButton THEN
    fbDoorLock.M_Acknowledge(bForce := FALSE);
END_IF

fbMuting(bCurtainClear := bExitCurtainOssd, bMuteSensorA := bMuteA, bMuteSensorB := bMuteB, bPalletMoving := bConveyorRun);

bCellReady := fbDoorLock.bDoorLocked AND NOT fbMuting.bStopRequest;
bConveyorRun := bAutoOn AND bCellReady;
`,
);

/** An OpenPLC safety-zone program: EDM feedback of three zones, a zone contactor, the exit light curtains' supply. */
const ZONES = [
  {
    name: 'pous/programs/SafetyZones.st',
    text: `PROGRAM SafetyZones
  VAR
    MagazineEdm AT %IX1.0 : BOOL;     (* safety relay feedback (EDM), magazine zone *)
    PalletizerEdm AT %IX1.1 : BOOL;   (* safety relay feedback (EDM), palletizer zone *)
    OutfeedEdm AT %IX1.2 : BOOL;      (* safety relay feedback (EDM), outfeed zone *)
    (* emergency stop chain of the palletizer, TRUE = healthy *)
    EStopChain AT %IX1.3 : BOOL;
    ResetButton AT %IX1.4 : BOOL;
    ZoneRequest AT %IX1.5 : BOOL;
    CurtainSupplyP15 AT %QX1.0 : BOOL;   (* light curtain supply, exit conveyor P15 *)
    CurtainSupplyP17 AT %QX1.1 : BOOL;   (* light curtain supply, exit conveyor P17 *)
    ZoneContactor AT %QX1.2 : BOOL;
    ResetLed AT %QX1.3 : BOOL;
    StatusWord AT %QW2 : INT;
  END_VAR
  VAR
    EdmCount : INT;
    EdmFault : BOOL;
    ZoneOn : BOOL;
    EdmTimer : TON;   (* safety relay feedback monitoring time *)
    Blink : TON;
    BlinkOff : TON;
  END_VAR

  EdmCount := BOOL_TO_INT(MagazineEdm) + BOOL_TO_INT(PalletizerEdm) + BOOL_TO_INT(OutfeedEdm);

  (* a released contactor whose feedback does not come back in time is an EDM fault *)
  EdmTimer(IN := NOT ZoneContactor AND EdmCount < 3, PT := T#300ms);
  IF EdmTimer.Q THEN
    EdmFault := TRUE;
  END_IF;
  IF ResetButton AND EdmCount = 3 AND EStopChain THEN
    EdmFault := FALSE;
  END_IF;

  ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain AND NOT EdmFault;
  ZoneContactor := ZoneOn;

  (* the reset lamp blinks while a reset is needed *)
  Blink(IN := NOT BlinkOff.Q, PT := T#500ms);
  BlinkOff(IN := Blink.Q, PT := T#400ms);
  ResetLed := EdmFault AND Blink.Q;

  CurtainSupplyP15 := TRUE;
  CurtainSupplyP17 := TRUE;

  CASE EdmCount OF
    0: StatusWord := 100;
    1, 2: StatusWord := 50;
    3: StatusWord := 0;
  END_CASE;
END_PROGRAM
`,
  },
];

const ROBOT_ORIGIN = 'supportcz/AP124 Logical/plc/palletization/robot/robot/Main.st (a robot interface block written through members, a CASE over auto states, gripper suction, railing and centering)';
const LIFT_ORIGIN = 'JCSheeron/AS_305841_E00002 305841_E00002_AM_0/Logical/PlcLogic/axOutE/axOutESM/ActionChkPermissives.st and ActionMotionFbs.st (direction permissives, stopping distance, position windows, MC_ blocks)';
const MUTING_ORIGIN = 'supportcz/AP124 Logical/safety/safety/Main.st and the pallet outfeed conveyors (light curtain supply of the exit conveyors P15 and P17; muting written after the exit)';
const LOCK_ORIGIN = 'trofimich/TwinCAT.OpenFramework Sources/TwinCAT.OpenFramework.Automation/Classes/OutputDevice.TcPOU (an FB that EXTENDS a device and IMPLEMENTS an interface, the protected OnOutputProcessing method)';
const DOORS_ORIGIN = 'trofimich/TwinCAT.OpenFramework Sources/TwinCAT.OpenFramework.Automation/Classes/OutputDevice.TcPOU and supportcz/AP124 Logical/plc/palletization/robot/robot/Main.st (devices called through their methods, door EDM)';
const ZONES_ORIGIN = 'supportcz/AP124 Logical/safety/safety/Main.st (the zones\' EDM feedback counted with BOOL_TO_INT, a CASE over the count, the light curtains\' supply)';

const robot = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ROBOT } });
const lift = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LIFT } });
const muting = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MUTING } });
const lock = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LOCK } });
const lockOutput = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LOCK_OUTPUT } });
const doors = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DOORS } });
const zones = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ZONES } });

export const HELDOUT_ROUND13: CorpusCase[] = [
  ...from(ROBOT_ORIGIN, [
    // The robot's drive-on no longer waits for the e-stop chain or the locked fence door.
    robot({ id: 'round13 robot: drive on without the e-stop', edits: [['AND NOT fbRobot.bDriveOnStatus AND bEStopOk AND bCellDoorLocked;', 'AND NOT fbRobot.bDriveOnStatus AND bCellDoorLocked;']], expect: items('write value-changed fbRobot.bDriveOn !') }),
    robot({ id: 'round13 robot: drive on with the fence open', edits: [['AND NOT fbRobot.bDriveOnStatus AND bEStopOk AND bCellDoorLocked;', 'AND NOT fbRobot.bDriveOnStatus AND bEStopOk;']], expect: items('write value-changed fbRobot.bDriveOn !') }),
    robot({ id: 'round13 robot: drive on forced', edits: [['fbRobot.bDriveOn := fbRobot.bNoAlarm AND NOT fbRobot.bDriveOnStatus AND bEStopOk AND bCellDoorLocked;', 'fbRobot.bDriveOn := TRUE;']], expect: items('write now-constant fbRobot.bDriveOn !') }),
    robot({ id: 'round13 robot: auto without hold on the fence', edits: [['fbRobot.bNoHold := bCellDoorLocked AND bEStopOk;', 'fbRobot.bNoHold := bEStopOk;']], expect: items('write value-changed fbRobot.bNoHold !') }),
    // Manual mode: the hold follows the programming mode; it reads no safety signal either way and is no output.
    robot({ id: 'round13 robot: no hold in manual', edits: [['fbRobot.bNoHold := fbRobot.bProgrammingMode;', 'fbRobot.bNoHold := TRUE;']], expect: items('write now-constant fbRobot.bNoHold') }),
    // The hold on an opened fence door lost: every switch-off under it runs in fewer cases (an alternative dropped).
    robot({
      id: 'round13 robot: fence door no longer holds the robot',
      edits: [['IF NOT bCellDoorLocked OR NOT bEStopOk THEN', 'IF NOT bEStopOk THEN']],
      expect: items('condition no-longer-read bCellDoorLocked !', 'write condition-changed fbRobot.bNoHold !', 'write condition-changed fbRobot.bMakeMove !', 'write condition-changed doCentering !'),
    }),
    robot({
      id: 'round13 robot: fence and e-stop hold removed',
      edits: [['// fence door opened or e-stop: hold the robot, centering back\nIF NOT bCellDoorLocked OR NOT bEStopOk THEN\n    fbRobot.bNoHold := FALSE;\n    fbRobot.bMakeMove := FALSE;\n    doCentering := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bCellDoorLocked !', 'condition no-longer-read bEStopOk !', 'write no-longer-written fbRobot.bNoHold !', 'write no-longer-written fbRobot.bMakeMove !', 'write no-longer-written doCentering !'),
    }),
    robot({ id: 'round13 robot: suction delay', edits: [['tSuckDelay : TIME := T#200MS;', 'tSuckDelay : TIME := T#500MS;']], expect: items('constant initial-value-changed tSuckDelay') }),
    robot({ id: 'round13 robot: layers per pallet', edits: [['nLayersPerPallet : INT := 8;', 'nLayersPerPallet : INT := 10;']], expect: items('constant initial-value-changed nLayersPerPallet') }),
    // eAuto selects the branches that write the gripper, the railing and the centering: its switch-on condition lost a
    // conjunct, so its write is an interlock removed; the state set is its write's item only, the other sets are not.
    robot({
      id: 'round13 robot: place without a pallet',
      edits: [['IF bPalletPresent AND NOT bPalletComplete THEN', 'IF NOT bPalletComplete THEN']],
      expect: items('condition no-longer-read bPalletPresent', 'write condition-changed fbRobot.eMoveType', 'write condition-changed fbRobot.bMakeMove', 'write condition-changed eAuto !'),
    }),
    // The only switch-off of the gripper vacuum removed: the layer is never released (a physical output's switch-off).
    robot({ id: 'round13 robot: vacuum kept on after placing', edits: [['                    doSuck := FALSE;\n', '']], expect: items('write no-longer-written doSuck !') }),
    robot({ id: 'round13 robot: no suction in the pick step', edits: [['                    doSuck := TRUE;\n', '']], expect: items('write no-longer-written doSuck') }),
    robot({ id: 'round13 robot: railing stays up in the pick step', edits: [['                doRailingUp := FALSE;\n', '']], expect: items('write no-longer-written doRailingUp !') }),
    robot({ id: 'round13 robot: railing not raised after placing', edits: [['                    doRailingUp := TRUE;\n', '']], expect: items('write no-longer-written doRailingUp') }),
    // A warning that sounds in fewer cases: the beacon only lost an alternative.
    robot({ id: 'round13 robot: beacon without the door EDM alarm', edits: [['doBeacon := bAlarmNotHome OR bAlarmDoorEdm OR NOT fbRobot.bNoAlarm;', 'doBeacon := bAlarmNotHome OR NOT fbRobot.bNoAlarm;']], expect: items('write value-changed doBeacon') }),
    robot({ id: 'round13 robot: door EDM alarm never raised', edits: [['bAlarmDoorEdm := NOT bDoorEdmOk;', 'bAlarmDoorEdm := FALSE;']], expect: items('write now-constant bAlarmDoorEdm') }),
    robot({ id: 'round13 robot: layer counter retyped', edits: [['    nLayers : INT;', '    nLayers : UINT;']], expect: items('declaration retyped nLayers') }),
    robot({
      id: 'round13 robot: pallet complete flag renamed',
      edits: [
        ['    bPalletComplete : BOOL;', '    bPalletFull : BOOL;'],
        ['IF bPalletPresent AND NOT bPalletComplete THEN', 'IF bPalletPresent AND NOT bPalletFull THEN'],
        ['bPalletComplete := TRUE;', 'bPalletFull := TRUE;'],
      ],
      expect: items('declaration renamed bPalletFull'),
    }),
    // An input left to the I/O mapping renamed with every use: one rename, flagged by its old name's comment.
    robot({
      id: 'round13 robot: fence input renamed',
      edits: [
        ['    bCellDoorLocked AT %I* : BOOL;', '    bFenceClosed AT %I* : BOOL;'],
        ['AND bEStopOk AND bCellDoorLocked;', 'AND bEStopOk AND bFenceClosed;'],
        ['fbRobot.bNoHold := bCellDoorLocked AND bEStopOk;', 'fbRobot.bNoHold := bFenceClosed AND bEStopOk;'],
        ['IF NOT bCellDoorLocked OR NOT bEStopOk THEN', 'IF NOT bFenceClosed OR NOT bEStopOk THEN'],
      ],
      expect: items('declaration renamed bFenceClosed !'),
    }),
    // An agent adds a teach-mode bypass to the fence hold: the hold now runs in fewer cases.
    robot({
      id: 'round13 robot: teach mode bypasses the fence hold',
      edits: [
        ['    bAckButton AT %I* : BOOL;\n', '    bAckButton AT %I* : BOOL;\n    bTeachMode AT %I* : BOOL;\n'],
        ['IF NOT bCellDoorLocked OR NOT bEStopOk THEN', 'IF (NOT bCellDoorLocked AND NOT bTeachMode) OR NOT bEStopOk THEN'],
      ],
      expect: items('declaration added bTeachMode', 'condition newly-read bTeachMode !', 'write condition-changed fbRobot.bNoHold !', 'write condition-changed fbRobot.bMakeMove !', 'write condition-changed doCentering !'),
    }),
    robot({
      id: 'round13 robot: move request no longer dropped when done',
      edits: [['IF fbRobot.bMoveDone THEN\n    fbRobot.bMakeMove := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read fbRobot.bMoveDone', 'write no-longer-written fbRobot.bMakeMove'),
    }),
    // Judgement: the interface block's inputs (drive-on, hold) are written from the e-stop and the fence before its
    // call; not called, it holds what they last let through.
    robot({ id: 'round13 robot: robot interface no longer called', edits: [['fbRobot();\n', '']], expect: items('fb-call no-longer-called fbRobot !') }),
    robot({ id: 'round13 robot: layers counted twice', edits: [['nLayers := nLayers + 1;', 'nLayers := nLayers + 2;']], expect: items('constant value-changed nLayers') }),
    robot({ id: 'round13 robot: another pick move', edits: [['fbRobot.eMoveType := E_MoveType.PickLayer;', 'fbRobot.eMoveType := E_MoveType.PickHalfLayer;']], expect: items('write value-changed fbRobot.eMoveType') }),
    robot({ id: 'round13 robot: centering stays forward after placing', edits: [['                    doCentering := FALSE;\n                    doRailingUp := TRUE;', '                    doRailingUp := TRUE;']], expect: items('write no-longer-written doCentering !') }),
    robot({ id: 'round13 robot: pallet never complete', edits: [['                        bPalletComplete := TRUE;\n', '']], expect: items('write no-longer-written bPalletComplete') }),
    robot({ id: 'round13 robot: suction timer preset fixed', edits: [['tonSuck(IN := doSuck, PT := tSuckDelay);', 'tonSuck(IN := doSuck, PT := T#100MS);']], expect: items('fb-call inputs-changed tonSuck.PT') }),
    robot({ id: 'round13 robot: drive-on comment reworded', edits: [['// drive on: while the robot has no alarm and its drives are off', '// drive-on request: no robot alarm, drives still off']], expect: [] }),
    robot({ id: 'round13 robot: whitespace in the suction timer', edits: [['tonSuck(IN := doSuck, PT := tSuckDelay);', 'tonSuck(IN := doSuck,  PT := tSuckDelay);']], expect: [] }),
    robot({ id: 'round13 robot: place writes reordered', edits: [['                    doSuck := FALSE;\n                    doCentering := FALSE;\n', '                    doCentering := FALSE;\n                    doSuck := FALSE;\n']], expect: [] }),
    robot({ id: 'round13 robot: drive-on operands swapped', edits: [['AND NOT fbRobot.bDriveOnStatus AND bEStopOk AND bCellDoorLocked;', 'AND NOT fbRobot.bDriveOnStatus AND bCellDoorLocked AND bEStopOk;']], expect: [] }),
  ]),
  ...from(LIFT_ORIGIN, [
    lift({ id: 'round13 lift axis: power without the safe stop', edits: [['Enable := bEnable AND NOT bSafeStopReq,', 'Enable := bEnable,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    lift({ id: 'round13 lift axis: brake released during a safe stop', edits: [['bBrakeRelease := fbPower.Status AND NOT bSafeStopReq;', 'bBrakeRelease := fbPower.Status;']], expect: items('write value-changed bBrakeRelease !') }),
    lift({ id: 'round13 lift axis: brake released for good', edits: [['bBrakeRelease := fbPower.Status AND NOT bSafeStopReq;', 'bBrakeRelease := TRUE;']], expect: items('write now-constant bBrakeRelease !') }),
    lift({ id: 'round13 lift axis: safe stop no longer stops the axis', edits: [['Execute := bSafeStopReq OR bMoveNotAllowed,', 'Execute := bMoveNotAllowed,']], expect: items('fb-call inputs-changed fbStop.Execute !') }),
    // The lost permissive no longer stops the axis; the safe stop request stays in the stop's input untouched.
    lift({ id: 'round13 lift axis: lost permissive no longer stops the axis', edits: [['Execute := bSafeStopReq OR bMoveNotAllowed,', 'Execute := bSafeStopReq,']], expect: items('fb-call inputs-changed fbStop.Execute') }),
    // Judgement: the stop block is executed by the safe stop request; its deceleration is the safe stop's ramp.
    lift({ id: 'round13 lift axis: softer stop ramp', edits: [['Deceleration := 3000.0);', 'Deceleration := 1500.0);']], expect: items('constant value-changed fbStop.Deceleration !') }),
    lift({ id: 'round13 lift axis: upper software limit', edits: [['fPosLimitPos : LREAL := 1850.0;', 'fPosLimitPos : LREAL := 1900.0;']], expect: items('constant initial-value-changed fPosLimitPos') }),
    lift({ id: 'round13 lift axis: deceleration', edits: [['fDecel : LREAL := 2000.0;', 'fDecel : LREAL := 2500.0;']], expect: items('constant initial-value-changed fDecel') }),
    lift({ id: 'round13 lift axis: default velocity', edits: [['fVelocity : LREAL := 250.0;', 'fVelocity : LREAL := 400.0;']], expect: items('constant initial-value-changed fVelocity') }),
    // The upward direction permissive is no longer checked: bCheckFailed drives no physical output (the blocks read it).
    lift({
      id: 'round13 lift axis: upward permissive not checked',
      edits: [['IF bJogPos AND NOT bPosMovePermissive THEN\n    bCheckFailed := TRUE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bJogPos', 'condition no-longer-read bPosMovePermissive', 'write no-longer-written bCheckFailed'),
    }),
    lift({ id: 'round13 lift axis: lower window without the stopping distance', edits: [['IF bJogNeg AND fbReadPos.Position - fStopDist <= fPosLimitNeg THEN', 'IF bJogNeg AND fbReadPos.Position <= fPosLimitNeg THEN']], expect: items('condition no-longer-read fStopDist', 'write condition-changed bCheckFailed') }),
    lift({ id: 'round13 lift axis: absolute target checked above only', edits: [['IF bMoveAbs AND (fTargetPos > fPosLimitPos OR fTargetPos < fPosLimitNeg) THEN', 'IF bMoveAbs AND fTargetPos > fPosLimitPos THEN']], expect: items('condition no-longer-read fPosLimitNeg', 'write condition-changed bCheckFailed') }),
    lift({ id: 'round13 lift axis: jog up ignores the check', edits: [['JogForward := bJogPos AND NOT bMoveNotAllowed,', 'JogForward := bJogPos,']], expect: items('fb-call inputs-changed fbJog.JogForward') }),
    lift({ id: 'round13 lift axis: absolute move ignores the check', edits: [['Execute := bMoveAbs AND NOT bMoveNotAllowed,', 'Execute := bMoveAbs,']], expect: items('fb-call inputs-changed fbMoveAbs.Execute') }),
    lift({ id: 'round13 lift axis: reset during a safe stop', edits: [['fbReset(Axis := Axis, Execute := bReset AND NOT bSafeStopReq);', 'fbReset(Axis := Axis, Execute := bReset);']], expect: items('fb-call inputs-changed fbReset.Execute !') }),
    lift({ id: 'round13 lift axis: power enable follows the upward permissive', edits: [['Enable_Positive := TRUE,', 'Enable_Positive := bPosMovePermissive,']], expect: items('fb-call inputs-changed fbPower.Enable_Positive') }),
    lift({ id: 'round13 lift axis: override halved', edits: [['Override := 100.0);', 'Override := 50.0);']], expect: items('constant value-changed fbPower.Override') }),
    lift({ id: 'round13 lift axis: stopping distance margin', edits: [['fStopDist := (fVelocity * fVelocity) / (2.0 * fDecel);', 'fStopDist := (fVelocity * fVelocity) / (1.5 * fDecel);']], expect: items('constant value-changed fStopDist') }),
    lift({ id: 'round13 lift axis: comment reworded', edits: [['// stopping distance from the velocity and the deceleration', '// braking distance v^2 / 2a']], expect: [] }),
    lift({ id: 'round13 lift axis: whitespace in the position read', edits: [['fbReadPos(Axis := Axis, Enable := TRUE);', 'fbReadPos(Axis := Axis,  Enable := TRUE);']], expect: [] }),
    lift({ id: 'round13 lift axis: position no longer read', edits: [['fbReadPos(Axis := Axis, Enable := TRUE);\n', '']], expect: items('fb-call no-longer-called fbReadPos') }),
    lift({
      id: 'round13 lift axis: limit bypass input',
      edits: [
        ['    bReset : BOOL;\n', '    bReset : BOOL;\n    bIgnoreLimits : BOOL;\n'],
        ['bMoveNotAllowed := bCheckFailed;', 'bMoveNotAllowed := bCheckFailed AND NOT bIgnoreLimits;'],
      ],
      expect: items('declaration added bIgnoreLimits', 'write value-changed bMoveNotAllowed'),
    }),
    lift({
      id: 'round13 lift axis: safe stop input renamed',
      edits: [
        ['    bSafeStopReq AT %I* : BOOL;', '    bSs1Request AT %I* : BOOL;'],
        ['Enable := bEnable AND NOT bSafeStopReq,', 'Enable := bEnable AND NOT bSs1Request,'],
        ['bBrakeRelease := fbPower.Status AND NOT bSafeStopReq;', 'bBrakeRelease := fbPower.Status AND NOT bSs1Request;'],
        ['Execute := bSafeStopReq OR bMoveNotAllowed,', 'Execute := bSs1Request OR bMoveNotAllowed,'],
        ['Execute := bReset AND NOT bSafeStopReq);', 'Execute := bReset AND NOT bSs1Request);'],
      ],
      expect: items('declaration renamed bSs1Request !'),
    }),
    lift({
      id: 'round13 lift axis: software limits widened',
      edits: [
        ['fPosLimitPos : LREAL := 1850.0;', 'fPosLimitPos : LREAL := 1950.0;'],
        ['fPosLimitNeg : LREAL := 5.0;', 'fPosLimitNeg : LREAL := 0.0;'],
      ],
      expect: items('constant initial-value-changed fPosLimitPos', 'constant initial-value-changed fPosLimitNeg'),
    }),
    lift({
      id: 'round13 lift axis: safe stop left out of power and brake',
      edits: [
        ['Enable := bEnable AND NOT bSafeStopReq,', 'Enable := bEnable,'],
        ['bBrakeRelease := fbPower.Status AND NOT bSafeStopReq;', 'bBrakeRelease := fbPower.Status;'],
      ],
      expect: items('fb-call inputs-changed fbPower.Enable !', 'write value-changed bBrakeRelease !'),
    }),
    // A named constant swapped for another is a changed argument.
    lift({ id: 'round13 lift axis: inching jog', edits: [['Mode := MC_JOGMODE_CONTINOUS,', 'Mode := MC_JOGMODE_INCHING,']], expect: items('fb-call inputs-changed fbJog.Mode') }),
    lift({ id: 'round13 lift axis: stop error not reported', edits: [['bError := fbPower.Error OR fbJog.Error OR fbMoveAbs.Error OR fbStop.Error;', 'bError := fbPower.Error OR fbJog.Error OR fbMoveAbs.Error;']], expect: items('write value-changed bError') }),
    // A block no longer called whose inputs read a safety signal.
    lift({ id: 'round13 lift axis: reset block no longer called', edits: [['fbReset(Axis := Axis, Execute := bReset AND NOT bSafeStopReq);\n', '']], expect: items('fb-call no-longer-called fbReset !') }),
  ]),
  ...from(MUTING_ORIGIN, [
    muting({ id: 'round13 exit muting: maximum muting time', edits: [['tMuteMax : TIME := T#8S;', 'tMuteMax : TIME := T#30S;']], expect: items('constant initial-value-changed tMuteMax !') }),
    muting({ id: 'round13 exit muting: sensor sync time', edits: [['PT := T#1S);', 'PT := T#3S);']], expect: items('constant value-changed tonSensorSync.PT !') }),
    // Muting switched on in more cases: the condition of its set lost a conjunct.
    muting({ id: 'round13 exit muting: without a pallet moving', edits: [[' AND bPalletMoving AND NOT tonSensorSync.Q', ' AND NOT tonSensorSync.Q']], expect: items('condition no-longer-read bPalletMoving !', 'write condition-changed bMutingActive !') }),
    muting({ id: 'round13 exit muting: past the maximum time', edits: [[' AND NOT tonSensorSync.Q AND NOT tonMuteMax.Q THEN', ' AND NOT tonSensorSync.Q THEN']], expect: items('condition no-longer-read tonMuteMax.Q !', 'write condition-changed bMutingActive !') }),
    muting({ id: 'round13 exit muting: one sensor is enough', edits: [['IF bMuteSensorA AND bMuteSensorB AND bPalletMoving', 'IF bMuteSensorA AND bPalletMoving']], expect: items('condition no-longer-read bMuteSensorB !', 'write condition-changed bMutingActive !') }),
    // Stricter, but the edit takes the muting signal out of the stop request.
    muting({ id: 'round13 exit muting: stop request ignores muting', edits: [['bStopRequest := NOT bCurtainClear AND NOT bMutingActive;', 'bStopRequest := NOT bCurtainClear;']], expect: items('write value-changed bStopRequest !') }),
    muting({ id: 'round13 exit muting: stop request never raised', edits: [['bStopRequest := NOT bCurtainClear AND NOT bMutingActive;', 'bStopRequest := FALSE;']], expect: items('write now-constant bStopRequest !') }),
    muting({
      id: 'round13 exit muting: timeouts no longer end muting',
      edits: [['IF tonMuteMax.Q OR tonSensorSync.Q THEN\n    bMutingActive := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read tonMuteMax.Q !', 'condition no-longer-read tonSensorSync.Q !', 'write no-longer-written bMutingActive !'),
    }),
    muting({ id: 'round13 exit muting: lamp always on', edits: [['bMutingLamp := bMutingActive;', 'bMutingLamp := TRUE;']], expect: items('write now-constant bMutingLamp !') }),
    muting({
      id: 'round13 exit muting: sensors free no longer end muting',
      edits: [['ELSIF NOT bMuteSensorA AND NOT bMuteSensorB THEN\n    bMutingActive := FALSE;\n', '']],
      expect: items('condition no-longer-read bMuteSensorA !', 'condition no-longer-read bMuteSensorB !', 'write no-longer-written bMutingActive !'),
    }),
    muting({ id: 'round13 exit muting: comment reworded', edits: [['// both muting sensors within the sync time, and only with a pallet moving out', '// mute only for a pallet leaving: both sensors, in sync']], expect: [] }),
    muting({ id: 'round13 exit muting: XOR operands swapped', edits: [['IN := bMuteSensorA XOR bMuteSensorB', 'IN := bMuteSensorB XOR bMuteSensorA']], expect: [] }),
  ]),
  ...from(LOCK_ORIGIN, [
    lock({ id: 'round13 guard lock: unlock delay shortened', edits: [['tStandstillDelay : TIME := T#2S;', 'tStandstillDelay : TIME := T#500MS;']], expect: items('constant initial-value-changed tStandstillDelay !') }),
    lock({ id: 'round13 guard lock: locked without the bolt', edits: [['bDoorLocked := bDoorClosedSwitch AND bBoltInSwitch AND bGuardLockSolenoid;', 'bDoorLocked := bDoorClosedSwitch AND bGuardLockSolenoid;']], expect: items('write value-changed bDoorLocked !') }),
    lock({ id: 'round13 guard lock: locked without the solenoid', edits: [['bDoorLocked := bDoorClosedSwitch AND bBoltInSwitch AND bGuardLockSolenoid;', 'bDoorLocked := bDoorClosedSwitch AND bBoltInSwitch;']], expect: items('write value-changed bDoorLocked !') }),
    // The standstill timer's preset is named for the guard: any change of its inputs is flagged.
    lock({ id: 'round13 guard lock: standstill not waited for', edits: [['tonStandstill(IN := bMachineStopped,', 'tonStandstill(IN := TRUE,']], expect: items('fb-call inputs-changed tonStandstill.IN !') }),
    lock({
      id: 'round13 guard lock: bolt switch renamed',
      edits: [
        ['    bBoltInSwitch AT %I* : BOOL;', '    bBoltEngaged AT %I* : BOOL;'],
        ['AND bBoltInSwitch AND', 'AND bBoltEngaged AND'],
      ],
      expect: items('declaration renamed bBoltEngaged !'),
    }),
    lock({ id: 'round13 guard lock: comment reworded', edits: [['// locked only with the door closed, the bolt in and the solenoid energised', '// locked = door closed, bolt in, solenoid on']], expect: [] }),
  ]),
  ...from(LOCK_ORIGIN, [
    // Judgement: the solenoid's FALSE is the unlock; the standstill timer is the condition that keeps the guard locked
    // while the machine runs down, so the signal the unlock no longer waits for is safety-relevant too.
    lockOutput({ id: 'round13 guard lock method: unlock without standstill', edits: [['IF bRequestUnlock AND tonStandstill.Q THEN', 'IF bRequestUnlock THEN']], expect: items('condition no-longer-read tonStandstill.Q !', 'write condition-changed bGuardLockSolenoid !') }),
    // Relocked in more cases: stricter; the method's text does not show the switch's comment, so only the write is flagged.
    lockOutput({ id: 'round13 guard lock method: relock without the door closed', edits: [['ELSIF NOT bRequestUnlock AND bDoorClosedSwitch THEN', 'ELSIF NOT bRequestUnlock THEN']], expect: items('condition no-longer-read bDoorClosedSwitch', 'write condition-changed bGuardLockSolenoid !') }),
    lockOutput({ id: 'round13 guard lock method: never unlocks', edits: [['    bGuardLockSolenoid := FALSE;', '    bGuardLockSolenoid := TRUE;']], expect: items('constant value-changed bGuardLockSolenoid !') }),
    lockOutput({ id: 'round13 guard lock method: never relocks', edits: [['    bGuardLockSolenoid := TRUE;\n', '']], expect: items('write no-longer-written bGuardLockSolenoid !') }),
    lockOutput({ id: 'round13 guard lock method: unlock only with the door closed', edits: [['IF bRequestUnlock AND tonStandstill.Q THEN', 'IF bRequestUnlock AND tonStandstill.Q AND bDoorClosedSwitch THEN']], expect: items('condition newly-read bDoorClosedSwitch', 'write condition-changed bGuardLockSolenoid !') }),
    lockOutput({ id: 'round13 guard lock method: comment reworded', edits: [['// unlock only after the machine has stood still for the delay', '// unlock after standstill plus the delay']], expect: [] }),
    lockOutput({ id: 'round13 guard lock method: whitespace', edits: [['ELSIF NOT bRequestUnlock AND bDoorClosedSwitch THEN', 'ELSIF NOT bRequestUnlock  AND bDoorClosedSwitch THEN']], expect: [] }),
  ]),
  ...from(DOORS_ORIGIN, [
    // fbDoorLock is an FB_GuardLockDevice and fbMuting an FB_PalletExitMuting: every item about them is safety-relevant.
    doors({ id: 'round13 cell doors: unlock while the conveyor runs', edits: [['bMachineStopped := bAllDrivesStopped', 'bMachineStopped := bRobotStopped']], expect: items('fb-call inputs-changed fbDoorLock.bMachineStopped !') }),
    doors({ id: 'round13 cell doors: unlock requested in auto', edits: [['bRequestUnlock := bEnterRequest AND NOT bAutoOn,', 'bRequestUnlock := bEnterRequest,']], expect: items('fb-call inputs-changed fbDoorLock.bRequestUnlock !') }),
    // Judgement: bAllDrivesStopped is the guard lock's standstill input one step on; by IEC semantics the door now
    // unlocks while the conveyor runs.
    doors({ id: 'round13 cell doors: standstill without the conveyor', edits: [['bAllDrivesStopped := bRobotStopped AND bConveyorStopped;', 'bAllDrivesStopped := bRobotStopped;']], expect: items('write value-changed bAllDrivesStopped !') }),
    doors({ id: 'round13 cell doors: lock outputs no longer processed', edits: [['fbDoorLock.ProcessOutput();\n', '']], expect: items('call no-longer-called fbDoorLock.ProcessOutput !') }),
    doors({ id: 'round13 cell doors: acknowledge forced', edits: [['fbDoorLock.M_Acknowledge(bForce := FALSE);', 'fbDoorLock.M_Acknowledge(bForce := TRUE);']], expect: items('constant value-changed fbDoorLock.M_Acknowledge.bForce !') }),
    doors({
      id: 'round13 cell doors: acknowledge removed',
      edits: [['IF bAckButton THEN\n    fbDoorLock.M_Acknowledge(bForce := FALSE);\nEND_IF\n', '']],
      expect: items('condition no-longer-read bAckButton', 'call no-longer-called fbDoorLock.M_Acknowledge !'),
    }),
    doors({ id: 'round13 cell doors: second muting sensor wired from the first', edits: [['bMuteSensorB := bMuteB', 'bMuteSensorB := bMuteA']], expect: items('fb-call inputs-changed fbMuting.bMuteSensorB !') }),
    doors({ id: 'round13 cell doors: pallet always moving for muting', edits: [['bPalletMoving := bConveyorRun', 'bPalletMoving := TRUE']], expect: items('fb-call inputs-changed fbMuting.bPalletMoving !') }),
    doors({ id: 'round13 cell doors: curtain input forced clear', edits: [['bCurtainClear := bExitCurtainOssd', 'bCurtainClear := TRUE']], expect: items('fb-call inputs-changed fbMuting.bCurtainClear !') }),
    doors({ id: 'round13 cell doors: ready without the curtain', edits: [['bCellReady := fbDoorLock.bDoorLocked AND NOT fbMuting.bStopRequest;', 'bCellReady := fbDoorLock.bDoorLocked;']], expect: items('write value-changed bCellReady !') }),
    doors({ id: 'round13 cell doors: conveyor without the cell ready', edits: [['bConveyorRun := bAutoOn AND bCellReady;', 'bConveyorRun := bAutoOn;']], expect: items('write value-changed bConveyorRun !') }),
    doors({ id: 'round13 cell doors: muting no longer called', edits: [['fbMuting(bCurtainClear := bExitCurtainOssd, bMuteSensorA := bMuteA, bMuteSensorB := bMuteB, bPalletMoving := bConveyorRun);\n', '']], expect: items('fb-call no-longer-called fbMuting !') }),
    doors({
      id: 'round13 cell doors: muting instance renamed',
      edits: [
        ['    fbMuting : FB_PalletExitMuting;', '    fbExitMuting : FB_PalletExitMuting;'],
        ['fbMuting(bCurtainClear', 'fbExitMuting(bCurtainClear'],
        ['AND NOT fbMuting.bStopRequest;', 'AND NOT fbExitMuting.bStopRequest;'],
      ],
      expect: items('declaration renamed fbExitMuting !'),
    }),
    doors({ id: 'round13 cell doors: muting block retyped', edits: [['    fbMuting : FB_PalletExitMuting;', '    fbMuting : FB_PalletExitMutingV2;']], expect: items('declaration retyped fbMuting !') }),
    doors({ id: 'round13 cell doors: comment added above the permit', edits: [['bCellReady := fbDoorLock.bDoorLocked', '// the cell is ready with the door locked and no stop from the exit\nbCellReady := fbDoorLock.bDoorLocked']], expect: [] }),
    // An agent adds a maintenance bypass: the conveyor now runs without the cell ready.
    doors({
      id: 'round13 cell doors: maintenance bypass of the cell permit',
      edits: [
        ['    bAutoOn : BOOL;\n', '    bAutoOn : BOOL;\n    bMaintenance AT %I* : BOOL;\n'],
        ['bConveyorRun := bAutoOn AND bCellReady;', 'bConveyorRun := bAutoOn AND (bCellReady OR bMaintenance);'],
      ],
      expect: items('declaration added bMaintenance', 'write value-changed bConveyorRun !'),
    }),
  ]),
  ...from(ZONES_ORIGIN, [
    zones({ id: 'round13 safety zones: zone on without the e-stop', edits: [['ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain AND NOT EdmFault;', 'ZoneOn := (ZoneRequest OR ZoneOn) AND NOT EdmFault;']], expect: items('write value-changed ZoneOn !') }),
    zones({ id: 'round13 safety zones: zone on despite an EDM fault', edits: [['ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain AND NOT EdmFault;', 'ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain;']], expect: items('write value-changed ZoneOn !') }),
    // The seal-in removed: on in fewer cases; the e-stop conjunct both versions keep lends nothing.
    zones({ id: 'round13 safety zones: no seal-in', edits: [['ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain AND NOT EdmFault;', 'ZoneOn := ZoneRequest AND EStopChain AND NOT EdmFault;']], expect: items('write value-changed ZoneOn') }),
    zones({ id: 'round13 safety zones: contactor forced on', edits: [['  ZoneContactor := ZoneOn;', '  ZoneContactor := TRUE;']], expect: items('write now-constant ZoneContactor !') }),
    // The trip's only set removed; its condition keeps its own safety (the monitoring timer is named for the EDM relay).
    zones({ id: 'round13 safety zones: EDM fault never set', edits: [['  IF EdmTimer.Q THEN\n    EdmFault := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read EdmTimer.Q !', 'write no-longer-written EdmFault !') }),
    zones({ id: 'round13 safety zones: EDM reset with the e-stop open', edits: [['IF ResetButton AND EdmCount = 3 AND EStopChain THEN', 'IF ResetButton AND EdmCount = 3 THEN']], expect: items('condition no-longer-read EStopChain !', 'write condition-changed EdmFault !') }),
    // A trip reset while what held it is still there: the feedback count it no longer checks is flagged too.
    zones({ id: 'round13 safety zones: EDM reset without the feedback', edits: [['IF ResetButton AND EdmCount = 3 AND EStopChain THEN', 'IF ResetButton AND EStopChain THEN']], expect: items('condition no-longer-read EdmCount !', 'write condition-changed EdmFault !') }),
    zones({ id: 'round13 safety zones: EDM monitoring time', edits: [['PT := T#300ms', 'PT := T#1s']], expect: items('constant value-changed EdmTimer.PT !') }),
    zones({ id: 'round13 safety zones: curtain P15 unpowered', edits: [['  CurtainSupplyP15 := TRUE;', '  CurtainSupplyP15 := FALSE;']], expect: items('constant value-changed CurtainSupplyP15 !') }),
    zones({ id: 'round13 safety zones: curtain P17 supply line removed', edits: [['  CurtainSupplyP17 := TRUE;\n', '']], expect: items('write no-longer-written CurtainSupplyP17 !') }),
    zones({ id: 'round13 safety zones: status value with all feedback', edits: [['3: StatusWord := 0;', '3: StatusWord := 10;']], expect: items('constant value-changed StatusWord') }),
    zones({ id: 'round13 safety zones: faster blink', edits: [['PT := T#500ms', 'PT := T#250ms']], expect: items('constant value-changed Blink.PT') }),
    // A conjunct of a physical output's value removed: an interlock removed whatever the output is.
    zones({ id: 'round13 safety zones: reset lamp steady', edits: [['ResetLed := EdmFault AND Blink.Q;', 'ResetLed := EdmFault;']], expect: items('write value-changed ResetLed !') }),
    zones({ id: 'round13 safety zones: e-stop input moved', edits: [['EStopChain AT %IX1.3', 'EStopChain AT %IX1.6']], expect: items('declaration address-changed EStopChain !') }),
    // The lamp declared on the zone contactor's address: it writes an output other writes gate.
    zones({ id: 'round13 safety zones: reset lamp moved onto the contactor', edits: [['ResetLed AT %QX1.3', 'ResetLed AT %QX1.2']], expect: items('declaration address-changed ResetLed !') }),
    zones({ id: 'round13 safety zones: comment reworded', edits: [['(* the reset lamp blinks while a reset is needed *)', '(* blink the reset lamp until reset *)']], expect: [] }),
    zones({ id: 'round13 safety zones: blink timers in another order', edits: [['  Blink(IN := NOT BlinkOff.Q, PT := T#500ms);\n  BlinkOff(IN := Blink.Q, PT := T#400ms);\n', '  BlinkOff(IN := Blink.Q, PT := T#400ms);\n  Blink(IN := NOT BlinkOff.Q, PT := T#500ms);\n']], expect: [] }),
    zones({
      id: 'round13 safety zones: bypass key on the e-stop',
      edits: [
        ['    ZoneRequest AT %IX1.5 : BOOL;\n', '    ZoneRequest AT %IX1.5 : BOOL;\n    BypassKey AT %IX1.6 : BOOL;\n'],
        ['ZoneOn := (ZoneRequest OR ZoneOn) AND EStopChain AND NOT EdmFault;', 'ZoneOn := (ZoneRequest OR ZoneOn) AND (EStopChain OR BypassKey) AND NOT EdmFault;'],
      ],
      expect: items('declaration added BypassKey', 'write value-changed ZoneOn !'),
    }),
    zones({
      id: 'round13 safety zones: output byte over the contactor',
      edits: [
        ['    StatusWord AT %QW2 : INT;\n', '    StatusWord AT %QW2 : INT;\n    ZoneOutputs AT %QB1 : BYTE;\n'],
        ['  CurtainSupplyP17 := TRUE;\n', '  CurtainSupplyP17 := TRUE;\n  ZoneOutputs := 16#07;\n'],
      ],
      expect: items('declaration added ZoneOutputs !', 'write newly-written ZoneOutputs !'),
    }),
    zones({
      id: 'round13 safety zones: EDM handling removed with its timer',
      edits: [
        ['  EdmTimer(IN := NOT ZoneContactor AND EdmCount < 3, PT := T#300ms);\n  IF EdmTimer.Q THEN\n    EdmFault := TRUE;\n  END_IF;\n', ''],
      ],
      expect: items('fb-call no-longer-called EdmTimer !', 'condition no-longer-read EdmTimer.Q !', 'write no-longer-written EdmFault !'),
    }),
  ]),
];
