// The twenty-fifth independent held-out part of the accuracy corpus (round 25), first of two files (the rewinder is in
// impact-corpus-heldout-round25-b.ts). Written on 7 December 2026 by the case writer "round25", who did not change or
// read the analysis (src-main/iec-st/ outside the corpus files and their test), from public repositories that no other
// corpus file names (each case's `origin`): br-automation-com/brdkAGV_PLC (a B&R AGV's wheel motor control,
// `Logical/motorCtrl/Main.st`: a differential drive's speed split by the base width, a speed clamp, an overload that
// zeroes both setpoints, an overcurrent timer that clears the drive, encoder ticks to distance, a PID and a tuning
// switch, a PWM output word) and TaniksHasNoHouse/Przewijarka_BR_Praktyki (a B&R rewinder: dancer tension control,
// PackML states with an aborting action, jog axes in manual mode; second file). The objects are ours, written after
// reading those files for their forms; no public code is copied. Forms in this file: an OpenPLC program for the AGV's
// drive with `AT %IX`/`%IW`/`%QX`/`%QW`, a safety bumper and a laser scanner known only by the comment on or above
// their declarations, a stop latch set by an OR of three safety signals and reset by their AND, a TOF brake delay,
// a TON overcurrent timer; a CODESYS wheel motor FB with `AT %I*`/`AT %Q*`, a safe torque off output, an enable
// switched by an IF/ELSE pair, a slew limiter and a PID fed by named arguments; a qualified GVL of the AGV's located
// I/O (a comment above the scanner's declaration) passed as `globalLists`, the program that reads it and calls two
// wheel FBs, and the GVL itself edited; an OpenPLC manual jog panel with an enabling switch through a TON, direction
// interlocks, a creep speed behind a cover and a set/reset latch. Edits: permissives removed, outputs forced, a
// bypass added with its declaration, limits and presets changed, latches' sets and resets loosened, calls removed,
// renames with every use, comments, whitespace and reordered statements. Each expectation says what an engineer
// expects the edit to do to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and
// docs/impact-accuracy.md (one item per statement), written and committed before the part was first scored. An
// expectation may be corrected only for an error of the writer's, with the reason written beside it, never to match
// the output.
//
// First score: see impact-corpus-heldout-round25-b.ts (both files are scored together as round 25).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The AGV's drive as an OpenPLC program: located I/O, a stop latch on the e-stop, bumper and scanner, a brake delay. */
const AGV_DRIVE_TEXT = `PROGRAM AgvDrive
  VAR
    EStopOk AT %IX0.0 : BOOL;          (* e-stop chain healthy, TRUE = OK *)
    BumperFree AT %IX0.1 : BOOL;       (* safety bumper, TRUE = not pressed *)
    (* safety laser scanner, protective field, TRUE = free *)
    ScanFieldFree AT %IX0.2 : BOOL;
    ScanWarnFree AT %IX0.3 : BOOL;     (* scanner warning field, TRUE = free *)
    OverloadLeft AT %IX0.4 : BOOL;
    OverloadRight AT %IX0.5 : BOOL;
    AutoMode AT %IX0.6 : BOOL;
    ResetButton AT %IX0.7 : BOOL;
    EncoderLeft AT %IW0 : INT;
    DriveEnable AT %QX0.0 : BOOL;      (* main contactor of both wheel drives *)
    BrakeRelease AT %QX0.1 : BOOL;
    ClearLeft AT %QX0.2 : BOOL;
    ClearRight AT %QX0.3 : BOOL;
    WarnLamp AT %QX0.4 : BOOL;
    PwmLeft AT %QW0 : INT;
    PwmRight AT %QW1 : INT;
  END_VAR
  VAR
    CmdSpeed : REAL;
    Turn : REAL;
    SpeedLimit : REAL := 1.2;          (* m/s *)
    SlowSpeed : REAL := 0.3;           (* m/s in the scanner warning field *)
    BaseWidth : REAL := 0.45;
    SetLeft : REAL;
    SetRight : REAL;
    Overcurrent : TON;
    OvercurrentTime : TIME := T#1s;
    BrakeDelay : TOF;
    StopLatched : BOOL;
    Moving : BOOL;
    Ticks : DINT;
  END_VAR

  (* clamp the commanded speed, slower in the scanner warning field *)
  CmdSpeed := MIN(MAX(CmdSpeed, -SpeedLimit), SpeedLimit);
  IF NOT ScanWarnFree THEN
    CmdSpeed := MIN(MAX(CmdSpeed, -SlowSpeed), SlowSpeed);
  END_IF;

  (* stop latch: e-stop, bumper or protective field *)
  IF NOT EStopOk OR NOT BumperFree OR NOT ScanFieldFree THEN
    StopLatched := TRUE;
  END_IF;
  IF ResetButton AND EStopOk AND BumperFree AND ScanFieldFree THEN
    StopLatched := FALSE;
  END_IF;

  DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;

  IF StopLatched OR OverloadLeft OR OverloadRight THEN
    SetLeft := 0.0;
    SetRight := 0.0;
  ELSE
    SetLeft := CmdSpeed + Turn * BaseWidth / 2.0;
    SetRight := CmdSpeed - Turn * BaseWidth / 2.0;
  END_IF;

  PwmLeft := REAL_TO_INT(SetLeft * 327.67);
  PwmRight := REAL_TO_INT(SetRight * 327.67);
  Ticks := Ticks + INT_TO_DINT(EncoderLeft);

  Moving := ABS(SetLeft) > 0.01 OR ABS(SetRight) > 0.01;
  BrakeDelay(IN := Moving AND DriveEnable, PT := T#500ms);
  BrakeRelease := BrakeDelay.Q;

  (* an overload that stays clears the drive after the time *)
  Overcurrent(IN := OverloadLeft OR OverloadRight, PT := OvercurrentTime);
  ClearLeft := Overcurrent.Q AND OverloadLeft;
  ClearRight := Overcurrent.Q AND OverloadRight;

  WarnLamp := StopLatched OR NOT ScanWarnFree;
END_PROGRAM
`;

/** One wheel's motor as a CODESYS FB: an enable switched by an IF/ELSE pair, a slew limiter, a PID, safe torque off. */
const WHEEL = object(
  'FB_WheelMotor',
  `FUNCTION_BLOCK FB_WheelMotor
VAR_INPUT
    bEnable : BOOL;
    rSetSpeed : REAL;                  // m/s
    bSafeStop : BOOL;                  // SS1 request from the safety controller
    bTune : BOOL;
END_VAR
VAR_OUTPUT
    bOverload : BOOL;
    rActSpeed : REAL;
END_VAR
VAR
    bOverloadIn AT %I* : BOOL;         // drive overload contact
    iEncoder AT %I* : INT;
    iPwm AT %Q* : INT;
    bDriveEnable AT %Q* : BOOL;        // drive enable input of the inverter
    bClearFault AT %Q* : BOOL;         // pulse to reset the drive
    bStoActive AT %Q* : BOOL;          // safe torque off of the drive, TRUE = torque off
    fbRamp : MTBasicsLimiter;
    fbPid : MTBasicsPID;
    tonOvercurrent : TON;
    tOvercurrent : TIME := T#1S;
    rTarget : REAL;
    rMaxSlew : REAL := 1.0;
    rKp : REAL := 78.0;
    rPpm : REAL := 135617.0;           // encoder pulses per metre
    iEncoderOld : INT;
    rDistance : REAL;
END_VAR
`,
  `// overload, safe stop or not enabled: drive off, target zero
bOverload := bOverloadIn;
IF bOverload OR bSafeStop OR NOT bEnable THEN
    bDriveEnable := FALSE;
    rTarget := 0.0;
ELSE
    bDriveEnable := TRUE;
    rTarget := rSetSpeed;
END_IF
fbRamp(In := rTarget, MaxPosSlewRate := rMaxSlew, MaxNegSlewRate := rMaxSlew);

// an overload that stays clears the drive
tonOvercurrent(IN := bOverload, PT := tOvercurrent);
bClearFault := tonOvercurrent.Q AND NOT bSafeStop;

rDistance := INT_TO_REAL(iEncoder - iEncoderOld) / rPpm;
iEncoderOld := iEncoder;
rActSpeed := rDistance * 1000.0;

fbPid(SetValue := fbRamp.Out, ActValue := rActSpeed, Gain := rKp);
IF bTune THEN
    iPwm := 0;
ELSE
    iPwm := REAL_TO_INT(fbPid.Out * 327.67);
END_IF

// safe stop: torque off once the ramp is down
bStoActive := bSafeStop AND ABS(rActSpeed) < 0.02;
`,
);

/** The AGV's located I/O as a qualified GVL; the scanner is known as safety-relevant by the comment above it. */
const AGV_GVL_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // personnel protection: safety laser scanner, protective field free
    bScannerOssd AT %IX2.0 : BOOL;
    bScannerWarn AT %IX2.1 : BOOL;     // warning field free
    bEStopChain AT %IX2.2 : BOOL;      // emergency stop chain, TRUE = healthy
    bChargerDocked AT %IX2.3 : BOOL;
    bLiftUp AT %IX2.4 : BOOL;
    bLiftMotorUp AT %QX3.0 : BOOL;
    bLiftMotorDown AT %QX3.1 : BOOL;
    bHorn AT %QX3.2 : BOOL;
    bChargeRelay AT %QX3.3 : BOOL;
    rMaxSpeed : REAL := 1.2;
END_VAR
`;
const AGV_LISTS = [{ name: 'GVL_Agv', declaration: AGV_GVL_TEXT }];

/** The AGV program over the GVL: the safe stop request, two wheel FBs, the lift and the charger. */
const AGV = object(
  'PRG_Agv',
  `PROGRAM PRG_Agv
VAR
    fbWheelL : FB_WheelMotor;
    fbWheelR : FB_WheelMotor;
    rCmdLinear : REAL;
    rCmdAngular : REAL;
    rBaseWidth : REAL := 0.45;
    bLiftRequest : BOOL;
    bLowerRequest : BOOL;
    bChargeRequest : BOOL;
    tonHorn : TON;
    bSafeStopReq : BOOL;
END_VAR
`,
  `bSafeStopReq := NOT GVL_Agv.bScannerOssd OR NOT GVL_Agv.bEStopChain;

fbWheelL(bEnable := NOT GVL_Agv.bChargerDocked, rSetSpeed := rCmdLinear + rCmdAngular * rBaseWidth / 2.0, bSafeStop := bSafeStopReq);
fbWheelR(bEnable := NOT GVL_Agv.bChargerDocked, rSetSpeed := rCmdLinear - rCmdAngular * rBaseWidth / 2.0, bSafeStop := bSafeStopReq);

// lift only at standstill and with the protective field free
GVL_Agv.bLiftMotorUp := bLiftRequest AND NOT GVL_Agv.bLiftUp AND GVL_Agv.bScannerOssd AND ABS(fbWheelL.rActSpeed) < 0.01;
GVL_Agv.bLiftMotorDown := bLowerRequest AND GVL_Agv.bScannerOssd;

// charge relay only when docked and the wheel drive is healthy
GVL_Agv.bChargeRelay := bChargeRequest AND GVL_Agv.bChargerDocked AND NOT fbWheelL.bOverload;

tonHorn(IN := NOT GVL_Agv.bScannerWarn, PT := T#2S);
GVL_Agv.bHorn := tonHorn.Q OR bSafeStopReq;
`,
);

/** A manual jog panel as an OpenPLC program: an enabling switch through a TON, direction interlocks, a creep speed. */
const PANEL_TEXT = `PROGRAM ManualPanel
  VAR
    JogFwdPb AT %IX1.0 : BOOL;
    JogRevPb AT %IX1.1 : BOOL;
    EnablingSwitch AT %IX1.2 : BOOL;   (* safety enabling switch, 3-position, TRUE = middle *)
    CoverClosed AT %IX1.3 : BOOL;
    ManualMode AT %IX1.4 : BOOL;
    TensionOnPb AT %IX1.5 : BOOL;
    JogFwd AT %QX1.0 : BOOL;
    JogRev AT %QX1.1 : BOOL;
    TensionValve AT %QX1.2 : BOOL;
    JogSpeed AT %QW2 : INT;
  END_VAR
  VAR
    JogSpeedSet : INT := 800;
    CreepSpeed : INT := 200;
    JogDelay : TON;
    TensionLatch : BOOL;
  END_VAR

  (* jog only after the enabling switch has been held *)
  JogDelay(IN := EnablingSwitch, PT := T#300ms);

  JogFwd := ManualMode AND JogDelay.Q AND JogFwdPb AND NOT JogRevPb;
  JogRev := ManualMode AND JogDelay.Q AND JogRevPb AND NOT JogFwdPb;

  IF CoverClosed THEN
    JogSpeed := JogSpeedSet;
  ELSE
    JogSpeed := CreepSpeed;
  END_IF;

  IF TensionOnPb AND ManualMode THEN
    TensionLatch := TRUE;
  ELSIF NOT ManualMode THEN
    TensionLatch := FALSE;
  END_IF;
  TensionValve := TensionLatch;
END_PROGRAM
`;

const DRIVE_ORIGIN = 'br-automation-com/brdkAGV_PLC Logical/motorCtrl/Main.st (a differential drive: speed clamp, overload zeroing both setpoints, an overcurrent timer that clears the drive, PWM words; written here as an OpenPLC program with located I/O)';
const WHEEL_ORIGIN = 'br-automation-com/brdkAGV_PLC Logical/motorCtrl/Main.st (one wheel: overload, slew limiter, PID with a tuning switch, encoder distance, the clear output; written here as a CODESYS FB)';
const AGV_ORIGIN = 'br-automation-com/brdkAGV_PLC Logical/motorCtrl/Main.st and Logical/ros_topics_typ (the base width split of linear and angular speed over two wheels, the speed limits; the GVL and lift are ours)';
const PANEL_ORIGIN = 'TaniksHasNoHouse/Przewijarka_BR_Praktyki Logical/HMI/MainPage/actManualMode.st and Logical/Main/MainControl/ActionsPackML/actAborting.st (jog axes and jog with tension in manual mode; written here as an OpenPLC panel)';

const drive = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'pous/programs/AgvDrive.st', text: AGV_DRIVE_TEXT }] } });
const wheel = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: WHEEL } });
const agv = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AGV }, globalLists: AGV_LISTS });
const agvGvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'GVL_Agv', text: AGV_GVL_TEXT }] }, globalLists: AGV_LISTS });
const panel = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'pous/programs/ManualPanel.st', text: PANEL_TEXT }] } });

export const HELDOUT_ROUND25: CorpusCase[] = [
  ...from(DRIVE_ORIGIN, [
    drive({ id: 'round25 agv drive: contactor without the e-stop', edits: [['DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;', 'DriveEnable := AutoMode AND NOT StopLatched;']], expect: items('write value-changed DriveEnable !') }),
    drive({ id: 'round25 agv drive: contactor without the stop latch', edits: [['DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;', 'DriveEnable := AutoMode AND EStopOk;']], expect: items('write value-changed DriveEnable !') }),
    drive({ id: 'round25 agv drive: contactor forced on', edits: [['DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;', 'DriveEnable := TRUE;']], expect: items('write now-constant DriveEnable !') }),
    // StopLatched is a trip (read as NOT StopLatched and as the guard of the setpoints' zeroing): its set lost an alternative.
    drive({ id: 'round25 agv drive: bumper no longer latches the stop', edits: [['IF NOT EStopOk OR NOT BumperFree OR NOT ScanFieldFree THEN', 'IF NOT EStopOk OR NOT ScanFieldFree THEN']], expect: items('condition no-longer-read BumperFree !', 'write condition-changed StopLatched !') }),
    drive({ id: 'round25 agv drive: protective field no longer latches the stop', edits: [['IF NOT EStopOk OR NOT BumperFree OR NOT ScanFieldFree THEN', 'IF NOT EStopOk OR NOT BumperFree THEN']], expect: items('condition no-longer-read ScanFieldFree !', 'write condition-changed StopLatched !') }),
    drive({ id: 'round25 agv drive: stop latch never set', edits: [['  IF NOT EStopOk OR NOT BumperFree OR NOT ScanFieldFree THEN\n    StopLatched := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read EStopOk !', 'condition no-longer-read BumperFree !', 'condition no-longer-read ScanFieldFree !', 'write no-longer-written StopLatched !') }),
    // The trip's reset runs in more cases: the latch clears while the bumper is still pressed.
    drive({ id: 'round25 agv drive: reset with the bumper pressed', edits: [['IF ResetButton AND EStopOk AND BumperFree AND ScanFieldFree THEN', 'IF ResetButton AND EStopOk AND ScanFieldFree THEN']], expect: items('condition no-longer-read BumperFree !', 'write condition-changed StopLatched !') }),
    drive({ id: 'round25 agv drive: reset with the protective field occupied', edits: [['IF ResetButton AND EStopOk AND BumperFree AND ScanFieldFree THEN', 'IF ResetButton AND EStopOk AND BumperFree THEN']], expect: items('condition no-longer-read ScanFieldFree !', 'write condition-changed StopLatched !') }),
    drive({ id: 'round25 agv drive: speed limit raised', edits: [['SpeedLimit : REAL := 1.2;', 'SpeedLimit : REAL := 1.5;']], expect: items('constant initial-value-changed SpeedLimit') }),
    drive({ id: 'round25 agv drive: warning-field speed raised', edits: [['SlowSpeed : REAL := 0.3;', 'SlowSpeed : REAL := 0.8;']], expect: items('constant initial-value-changed SlowSpeed') }),
    // The warning field (not the protective field) is no safety signal by name or comment.
    drive({ id: 'round25 agv drive: no slow-down in the warning field', edits: [['  IF NOT ScanWarnFree THEN\n    CmdSpeed := MIN(MAX(CmdSpeed, -SlowSpeed), SlowSpeed);\n  END_IF;\n', '']], expect: items('condition no-longer-read ScanWarnFree', 'write no-longer-written CmdSpeed') }),
    drive({ id: 'round25 agv drive: overcurrent time', edits: [['OvercurrentTime : TIME := T#1s;', 'OvercurrentTime : TIME := T#5s;']], expect: items('constant initial-value-changed OvercurrentTime') }),
    drive({ id: 'round25 agv drive: brake held open longer', edits: [['PT := T#500ms);', 'PT := T#2s);']], expect: items('constant value-changed BrakeDelay.PT') }),
    drive({ id: 'round25 agv drive: brake released for good', edits: [['BrakeRelease := BrakeDelay.Q;', 'BrakeRelease := TRUE;']], expect: items('write now-constant BrakeRelease !') }),
    drive({ id: 'round25 agv drive: left drive cleared at once', edits: [['ClearLeft := Overcurrent.Q AND OverloadLeft;', 'ClearLeft := OverloadLeft;']], expect: items('write value-changed ClearLeft !') }),
    drive({ id: 'round25 agv drive: lamp without the warning field', edits: [['WarnLamp := StopLatched OR NOT ScanWarnFree;', 'WarnLamp := StopLatched;']], expect: items('write value-changed WarnLamp') }),
    drive({ id: 'round25 agv drive: base width', edits: [['BaseWidth : REAL := 0.45;', 'BaseWidth : REAL := 0.5;']], expect: items('constant initial-value-changed BaseWidth') }),
    drive({ id: 'round25 agv drive: bumper on another input', edits: [['BumperFree AT %IX0.1 : BOOL;', 'BumperFree AT %IX1.1 : BOOL;']], expect: items('declaration address-changed BumperFree !') }),
    drive({ id: 'round25 agv drive: pwm scale', edits: [['PwmRight := REAL_TO_INT(SetRight * 327.67);', 'PwmRight := REAL_TO_INT(SetRight * 300.0);']], expect: items('constant value-changed PwmRight') }),
    drive({
      id: 'round25 agv drive: moving flag renamed',
      edits: [
        ['    Moving : BOOL;', '    WheelsTurning : BOOL;'],
        ['  Moving := ABS(SetLeft)', '  WheelsTurning := ABS(SetLeft)'],
        ['IN := Moving AND DriveEnable', 'IN := WheelsTurning AND DriveEnable'],
      ],
      expect: items('declaration renamed WheelsTurning'),
    }),
    drive({ id: 'round25 agv drive: comment reworded', edits: [['(* stop latch: e-stop, bumper or protective field *)', '(* latch the stop on e-stop, bumper or scanner field *)']], expect: [] }),
    drive({ id: 'round25 agv drive: whitespace in the brake delay', edits: [['BrakeDelay(IN := Moving AND DriveEnable, PT := T#500ms);', 'BrakeDelay(IN := Moving AND DriveEnable,  PT := T#500ms);']], expect: [] }),
    drive({ id: 'round25 agv drive: pwm writes reordered', edits: [['  PwmLeft := REAL_TO_INT(SetLeft * 327.67);\n  PwmRight := REAL_TO_INT(SetRight * 327.67);\n', '  PwmRight := REAL_TO_INT(SetRight * 327.67);\n  PwmLeft := REAL_TO_INT(SetLeft * 327.67);\n']], expect: [] }),
    drive({ id: 'round25 agv drive: contactor operands swapped', edits: [['DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;', 'DriveEnable := EStopOk AND AutoMode AND NOT StopLatched;']], expect: [] }),
    // An agent adds a bypass key around the e-stop in the contactor's value: a conjunct weakened by an alternative.
    drive({
      id: 'round25 agv drive: e-stop bypass key',
      edits: [
        ['    ResetButton AT %IX0.7 : BOOL;\n', '    ResetButton AT %IX0.7 : BOOL;\n    BypassKey AT %IX1.0 : BOOL;\n'],
        ['DriveEnable := AutoMode AND EStopOk AND NOT StopLatched;', 'DriveEnable := AutoMode AND (EStopOk OR BypassKey) AND NOT StopLatched;'],
      ],
      expect: items('declaration added BypassKey', 'write value-changed DriveEnable !'),
    }),
    // Judgement (docs: `:= 0` is a switch-off for a BOOL or a physical output only): SetLeft/SetRight are numbers that
    // only drive the PWM words, so their zeroing running in fewer cases is not an interlock removed.
    // Corrected after the first score (the writer's error): the ELSE writes of SetLeft/SetRight are writes of drivers
    // (the PWM words' writes name them) whose condition NOT (StopLatched OR OverloadLeft OR OverloadRight) lost two
    // conjuncts, an interlock removed by docs/safety.md; they were first written unflagged.
    drive({
      id: 'round25 agv drive: overloads no longer zero the setpoints',
      edits: [['IF StopLatched OR OverloadLeft OR OverloadRight THEN', 'IF StopLatched THEN']],
      expect: items('condition no-longer-read OverloadLeft', 'condition no-longer-read OverloadRight', 'write condition-changed SetLeft', 'write condition-changed SetRight', 'write condition-changed SetLeft !', 'write condition-changed SetRight !'),
    }),
  ]),
  ...from(WHEEL_ORIGIN, [
    wheel({ id: 'round25 wheel motor: torque never off', edits: [['bStoActive := bSafeStop AND ABS(rActSpeed) < 0.02;', 'bStoActive := FALSE;']], expect: items('write now-constant bStoActive !') }),
    wheel({ id: 'round25 wheel motor: torque off without waiting for standstill', edits: [['bStoActive := bSafeStop AND ABS(rActSpeed) < 0.02;', 'bStoActive := bSafeStop;']], expect: items('write value-changed bStoActive !') }),
    wheel({ id: 'round25 wheel motor: standstill window', edits: [['ABS(rActSpeed) < 0.02;', 'ABS(rActSpeed) < 0.1;']], expect: items('constant value-changed bStoActive !') }),
    // The enable's switch-off runs in fewer cases and its switch-on lost the conjunct NOT bSafeStop; rTarget only feeds
    // the ramp block (no output's write names it), so its two writes are unflagged.
    wheel({
      id: 'round25 wheel motor: safe stop no longer drops the enable',
      edits: [['IF bOverload OR bSafeStop OR NOT bEnable THEN', 'IF bOverload OR NOT bEnable THEN']],
      expect: items('condition no-longer-read bSafeStop !', 'write condition-changed bDriveEnable !', 'write condition-changed rTarget', 'write condition-changed bDriveEnable !', 'write condition-changed rTarget'),
    }),
    wheel({
      id: 'round25 wheel motor: overload no longer drops the enable',
      edits: [['IF bOverload OR bSafeStop OR NOT bEnable THEN', 'IF bSafeStop OR NOT bEnable THEN']],
      expect: items('condition no-longer-read bOverload !', 'write condition-changed bDriveEnable !', 'write condition-changed rTarget', 'write condition-changed bDriveEnable !', 'write condition-changed rTarget'),
    }),
    wheel({ id: 'round25 wheel motor: drive enabled in every case', edits: [['    bDriveEnable := FALSE;\n', '    bDriveEnable := TRUE;\n']], expect: items('constant value-changed bDriveEnable !') }),
    wheel({ id: 'round25 wheel motor: overcurrent time', edits: [['tOvercurrent : TIME := T#1S;', 'tOvercurrent : TIME := T#3S;']], expect: items('constant initial-value-changed tOvercurrent') }),
    wheel({ id: 'round25 wheel motor: fault cleared during a safe stop', edits: [['bClearFault := tonOvercurrent.Q AND NOT bSafeStop;', 'bClearFault := tonOvercurrent.Q;']], expect: items('write value-changed bClearFault !') }),
    wheel({ id: 'round25 wheel motor: slew rate', edits: [['rMaxSlew : REAL := 1.0;', 'rMaxSlew : REAL := 2.0;']], expect: items('constant initial-value-changed rMaxSlew') }),
    wheel({ id: 'round25 wheel motor: gain', edits: [['rKp : REAL := 78.0;', 'rKp : REAL := 60.0;']], expect: items('constant initial-value-changed rKp') }),
    wheel({ id: 'round25 wheel motor: pulses per metre', edits: [['rPpm : REAL := 135617.0;', 'rPpm : REAL := 140000.0;']], expect: items('constant initial-value-changed rPpm') }),
    wheel({ id: 'round25 wheel motor: fixed gain at the call', edits: [['Gain := rKp);', 'Gain := 50.0);']], expect: items('fb-call inputs-changed fbPid.Gain') }),
    wheel({ id: 'round25 wheel motor: ramp no longer called', edits: [['fbRamp(In := rTarget, MaxPosSlewRate := rMaxSlew, MaxNegSlewRate := rMaxSlew);\n', '']], expect: items('fb-call no-longer-called fbRamp') }),
    wheel({ id: 'round25 wheel motor: encoder memory retyped', edits: [['    iEncoderOld : INT;', '    iEncoderOld : DINT;']], expect: items('declaration retyped iEncoderOld') }),
    wheel({
      id: 'round25 wheel motor: distance renamed',
      edits: [
        ['    rDistance : REAL;', '    rStep : REAL;'],
        ['rDistance := INT_TO_REAL(', 'rStep := INT_TO_REAL('],
        ['rActSpeed := rDistance * 1000.0;', 'rActSpeed := rStep * 1000.0;'],
      ],
      expect: items('declaration renamed rStep'),
    }),
    // An input of the POU renamed with every use: one rename, flagged by its old name.
    wheel({
      id: 'round25 wheel motor: safe stop input renamed',
      edits: [
        ['    bSafeStop : BOOL;', '    bSs1Req : BOOL;'],
        ['IF bOverload OR bSafeStop OR NOT bEnable THEN', 'IF bOverload OR bSs1Req OR NOT bEnable THEN'],
        ['bClearFault := tonOvercurrent.Q AND NOT bSafeStop;', 'bClearFault := tonOvercurrent.Q AND NOT bSs1Req;'],
        ['bStoActive := bSafeStop AND', 'bStoActive := bSs1Req AND'],
      ],
      expect: items('declaration renamed bSs1Req !'),
    }),
    wheel({ id: 'round25 wheel motor: comment reworded', edits: [['// an overload that stays clears the drive', '// persistent overload: pulse the drive reset']], expect: [] }),
    wheel({ id: 'round25 wheel motor: whitespace in the PID call', edits: [['fbPid(SetValue := fbRamp.Out, ActValue := rActSpeed, Gain := rKp);', 'fbPid(SetValue := fbRamp.Out,  ActValue := rActSpeed, Gain := rKp);']], expect: [] }),
  ]),
  ...from(AGV_ORIGIN, [
    agv({ id: 'round25 agv: safe stop without the scanner', edits: [['bSafeStopReq := NOT GVL_Agv.bScannerOssd OR NOT GVL_Agv.bEStopChain;', 'bSafeStopReq := NOT GVL_Agv.bEStopChain;']], expect: items('write value-changed bSafeStopReq !') }),
    agv({ id: 'round25 agv: safe stop never requested', edits: [['bSafeStopReq := NOT GVL_Agv.bScannerOssd OR NOT GVL_Agv.bEStopChain;', 'bSafeStopReq := FALSE;']], expect: items('write now-constant bSafeStopReq !') }),
    agv({ id: 'round25 agv: left wheel ignores the safe stop', edits: [['rCmdAngular * rBaseWidth / 2.0, bSafeStop := bSafeStopReq);\nfbWheelR', 'rCmdAngular * rBaseWidth / 2.0, bSafeStop := FALSE);\nfbWheelR']], expect: items('fb-call inputs-changed fbWheelL.bSafeStop !') }),
    // The block's inputs read the safety-named request: not called, its drive holds what the request last let through.
    agv({ id: 'round25 agv: right wheel no longer called', edits: [['fbWheelR(bEnable := NOT GVL_Agv.bChargerDocked, rSetSpeed := rCmdLinear - rCmdAngular * rBaseWidth / 2.0, bSafeStop := bSafeStopReq);\n', '']], expect: items('fb-call no-longer-called fbWheelR !') }),
    agv({ id: 'round25 agv: lift up with the protective field occupied', edits: [[' AND NOT GVL_Agv.bLiftUp AND GVL_Agv.bScannerOssd AND ABS(', ' AND NOT GVL_Agv.bLiftUp AND ABS(']], expect: items('write value-changed GVL_Agv.bLiftMotorUp !') }),
    agv({ id: 'round25 agv: lift up while driving', edits: [[' AND GVL_Agv.bScannerOssd AND ABS(fbWheelL.rActSpeed) < 0.01;', ' AND GVL_Agv.bScannerOssd;']], expect: items('write value-changed GVL_Agv.bLiftMotorUp !') }),
    agv({ id: 'round25 agv: lift up past the top', edits: [['bLiftRequest AND NOT GVL_Agv.bLiftUp AND', 'bLiftRequest AND']], expect: items('write value-changed GVL_Agv.bLiftMotorUp !') }),
    agv({ id: 'round25 agv: lift down with the protective field occupied', edits: [['GVL_Agv.bLiftMotorDown := bLowerRequest AND GVL_Agv.bScannerOssd;', 'GVL_Agv.bLiftMotorDown := bLowerRequest;']], expect: items('write value-changed GVL_Agv.bLiftMotorDown !') }),
    agv({ id: 'round25 agv: charging off the dock', edits: [['bChargeRequest AND GVL_Agv.bChargerDocked AND NOT fbWheelL.bOverload;', 'bChargeRequest AND NOT fbWheelL.bOverload;']], expect: items('write value-changed GVL_Agv.bChargeRelay !') }),
    agv({ id: 'round25 agv: standstill window of the lift', edits: [['ABS(fbWheelL.rActSpeed) < 0.01;', 'ABS(fbWheelL.rActSpeed) < 0.05;']], expect: items('constant value-changed GVL_Agv.bLiftMotorUp') }),
    agv({ id: 'round25 agv: horn delay', edits: [['PT := T#2S);', 'PT := T#5S);']], expect: items('constant value-changed tonHorn.PT') }),
    // A warning that sounds in fewer cases: the horn only lost an alternative.
    // blind audit 2026-12-07: flag added (write value-changed GVL_Agv.bHorn !) — the alternative lost is bSafeStopReq, a
    // safety signal by its name (`safe`, computed from the scanner and the e-stop chain), so the horn no longer shows
    // them at all: docs/safety.md, "What counts as safety-relevant": "a value that only lost an alternative (a warning
    // that sounds in fewer cases; … the alternative lost is news of its own, flagged where it reads a safety signal:
    // `qStackLight := NOT bPumpPermit OR …` losing `NOT bPumpPermit` … no longer shows them at all)".
    agv({ id: 'round25 agv: horn not on a safe stop', edits: [['GVL_Agv.bHorn := tonHorn.Q OR bSafeStopReq;', 'GVL_Agv.bHorn := tonHorn.Q;']], expect: items('write value-changed GVL_Agv.bHorn !') }),
    agv({ id: 'round25 agv: base width', edits: [['rBaseWidth : REAL := 0.45;', 'rBaseWidth : REAL := 0.48;']], expect: items('constant initial-value-changed rBaseWidth') }),
    // blind audit 2026-12-07: flag added (fb-call inputs-changed fbWheelL.bEnable !) — the block's output bOverload gates
    // the physical output GVL_Agv.bChargeRelay (`AT %QX3.3`), read there as the member conjunct `NOT fbWheelL.bOverload`
    // (always as a trip), and the argument became TRUE: docs/safety.md, "Interlocks removed": "An argument given at the
    // call is the same input (IEC 61131-3: `fb(x := v)` is `fb.x := v; fb()`): where an output of the block gates a
    // physical output so, read by its writes … as a member read, … an argument that loses a conjunct or becomes `TRUE`
    // … is **interlock removed**" (docs/impact-accuracy.md, "Fixed against round 24").
    agv({ id: 'round25 agv: left wheel enabled on the dock', edits: [['fbWheelL(bEnable := NOT GVL_Agv.bChargerDocked,', 'fbWheelL(bEnable := TRUE,']], expect: items('fb-call inputs-changed fbWheelL.bEnable !') }),
    agv({
      id: 'round25 agv: service mode bypasses the scanner',
      edits: [
        ['    bSafeStopReq : BOOL;\n', '    bSafeStopReq : BOOL;\n    bService : BOOL;\n'],
        ['bSafeStopReq := NOT GVL_Agv.bScannerOssd OR NOT GVL_Agv.bEStopChain;', 'bSafeStopReq := (NOT GVL_Agv.bScannerOssd AND NOT bService) OR NOT GVL_Agv.bEStopChain;'],
      ],
      expect: items('declaration added bService', 'write value-changed bSafeStopReq !'),
    }),
    agv({
      id: 'round25 agv: lift request renamed',
      edits: [
        ['    bLiftRequest : BOOL;', '    bRaiseRequest : BOOL;'],
        ['GVL_Agv.bLiftMotorUp := bLiftRequest AND', 'GVL_Agv.bLiftMotorUp := bRaiseRequest AND'],
      ],
      expect: items('declaration renamed bRaiseRequest'),
    }),
    agv({ id: 'round25 agv: comment reworded', edits: [['// lift only at standstill and with the protective field free', '// the lift moves only when stopped and the field is free']], expect: [] }),
    agv({ id: 'round25 agv: whitespace in the charge relay', edits: [['GVL_Agv.bChargeRelay := bChargeRequest AND', 'GVL_Agv.bChargeRelay :=  bChargeRequest AND']], expect: [] }),
    agv({ id: 'round25 agv: lift writes reordered', edits: [['GVL_Agv.bLiftMotorDown := bLowerRequest AND GVL_Agv.bScannerOssd;\n', ''], ['NOT fbWheelL.bOverload;\n', 'NOT fbWheelL.bOverload;\nGVL_Agv.bLiftMotorDown := bLowerRequest AND GVL_Agv.bScannerOssd;\n']], expect: [] }),
  ]),
  ...from(AGV_ORIGIN, [
    agvGvl({ id: 'round25 agv GVL: scanner on another input', edits: [['bScannerOssd AT %IX2.0 : BOOL;', 'bScannerOssd AT %IX2.5 : BOOL;']], expect: items('declaration address-changed bScannerOssd !') }),
    agvGvl({ id: 'round25 agv GVL: e-stop chain on another input', edits: [['bEStopChain AT %IX2.2 : BOOL;', 'bEStopChain AT %IX2.6 : BOOL;']], expect: items('declaration address-changed bEStopChain !') }),
    agvGvl({ id: 'round25 agv GVL: horn on another output', edits: [['bHorn AT %QX3.2 : BOOL;', 'bHorn AT %QX3.5 : BOOL;']], expect: items('declaration address-changed bHorn') }),
    agvGvl({ id: 'round25 agv GVL: maximum speed', edits: [['rMaxSpeed : REAL := 1.2;', 'rMaxSpeed : REAL := 1.6;']], expect: items('constant initial-value-changed rMaxSpeed') }),
    agvGvl({ id: 'round25 agv GVL: scanner muted by a new flag', edits: [['    rMaxSpeed : REAL := 1.2;\n', '    rMaxSpeed : REAL := 1.2;\n    bScannerMuted : BOOL := TRUE;\n']], expect: items('declaration added bScannerMuted !') }),
    // A new declaration on the scanner's own input: what reads it reads the protective field under another name.
    agvGvl({ id: 'round25 agv GVL: spare input on the scanner address', edits: [['    rMaxSpeed : REAL := 1.2;\n', '    rMaxSpeed : REAL := 1.2;\n    bSpareIn AT %IX2.0 : BOOL;\n']], expect: items('declaration added bSpareIn !') }),
    agvGvl({ id: 'round25 agv GVL: comment reworded', edits: [['// personnel protection: safety laser scanner, protective field free', '// safety laser scanner OSSD: TRUE while the protective field is free']], expect: [] }),
    agvGvl({ id: 'round25 agv GVL: maximum speed retyped', edits: [['rMaxSpeed : REAL := 1.2;', 'rMaxSpeed : LREAL := 1.2;']], expect: items('declaration retyped rMaxSpeed') }),
  ]),
  ...from(PANEL_ORIGIN, [
    // The timer watches the enabling switch (comment "safety enabling switch"): its input and preset are safety-relevant.
    panel({ id: 'round25 jog panel: enabling switch bridged', edits: [['JogDelay(IN := EnablingSwitch, PT := T#300ms);', 'JogDelay(IN := TRUE, PT := T#300ms);']], expect: items('fb-call inputs-changed JogDelay.IN !') }),
    panel({ id: 'round25 jog panel: enabling delay', edits: [['PT := T#300ms);', 'PT := T#1s);']], expect: items('constant value-changed JogDelay.PT !') }),
    panel({ id: 'round25 jog panel: forward jog without the enabling switch', edits: [['JogFwd := ManualMode AND JogDelay.Q AND JogFwdPb AND NOT JogRevPb;', 'JogFwd := ManualMode AND JogFwdPb AND NOT JogRevPb;']], expect: items('write value-changed JogFwd !') }),
    panel({ id: 'round25 jog panel: forward jog with both buttons', edits: [['JogFwd := ManualMode AND JogDelay.Q AND JogFwdPb AND NOT JogRevPb;', 'JogFwd := ManualMode AND JogDelay.Q AND JogFwdPb;']], expect: items('write value-changed JogFwd !') }),
    panel({ id: 'round25 jog panel: reverse jog outside manual mode', edits: [['JogRev := ManualMode AND JogDelay.Q AND JogRevPb AND NOT JogFwdPb;', 'JogRev := JogDelay.Q AND JogRevPb AND NOT JogFwdPb;']], expect: items('write value-changed JogRev !') }),
    panel({ id: 'round25 jog panel: reverse forced on', edits: [['JogRev := ManualMode AND JogDelay.Q AND JogRevPb AND NOT JogFwdPb;', 'JogRev := TRUE;']], expect: items('write now-constant JogRev !') }),
    panel({
      id: 'round25 jog panel: both directions without the enabling switch',
      edits: [
        ['JogFwd := ManualMode AND JogDelay.Q AND JogFwdPb', 'JogFwd := ManualMode AND JogFwdPb'],
        ['JogRev := ManualMode AND JogDelay.Q AND JogRevPb', 'JogRev := ManualMode AND JogRevPb'],
      ],
      expect: items('write value-changed JogFwd !', 'write value-changed JogRev !'),
    }),
    panel({ id: 'round25 jog panel: jog speed', edits: [['JogSpeedSet : INT := 800;', 'JogSpeedSet : INT := 1200;']], expect: items('constant initial-value-changed JogSpeedSet') }),
    panel({ id: 'round25 jog panel: creep speed', edits: [['CreepSpeed : INT := 200;', 'CreepSpeed : INT := 400;']], expect: items('constant initial-value-changed CreepSpeed') }),
    panel({ id: 'round25 jog panel: full speed with the cover open', edits: [['    JogSpeed := CreepSpeed;', '    JogSpeed := JogSpeedSet;']], expect: items('write value-changed JogSpeed') }),
    // The latch's only switch-off gone: the tension valve (a physical output) stays on after manual mode ends.
    panel({ id: 'round25 jog panel: tension kept after manual mode', edits: [['  ELSIF NOT ManualMode THEN\n    TensionLatch := FALSE;\n', '']], expect: items('condition no-longer-read ManualMode', 'write no-longer-written TensionLatch !') }),
    panel({ id: 'round25 jog panel: enabling switch on another input', edits: [['EnablingSwitch AT %IX1.2 : BOOL;', 'EnablingSwitch AT %IX1.6 : BOOL;']], expect: items('declaration address-changed EnablingSwitch !') }),
    panel({
      id: 'round25 jog panel: tension latch renamed',
      edits: [
        ['    TensionLatch : BOOL;', '    TensionHeld : BOOL;'],
        ['    TensionLatch := TRUE;', '    TensionHeld := TRUE;'],
        ['    TensionLatch := FALSE;', '    TensionHeld := FALSE;'],
        ['TensionValve := TensionLatch;', 'TensionValve := TensionHeld;'],
      ],
      expect: items('declaration renamed TensionHeld'),
    }),
    panel({ id: 'round25 jog panel: comment reworded', edits: [['(* jog only after the enabling switch has been held *)', '(* the enabling switch must be held before a jog *)']], expect: [] }),
    panel({ id: 'round25 jog panel: whitespace', edits: [['  TensionValve := TensionLatch;', '  TensionValve  :=  TensionLatch;']], expect: [] }),
  ]),
];
