// The sixth independent held-out part of the accuracy corpus (round 6). Written on 7 December 2026 by the case
// writer "round6", who did not change the analysis and did not read its source, from public repositories that no
// other corpus file names (each case's `origin`): pennisiandrea/pickup-station (B&R cyclic programs over a global
// module struct, CASE over named machine states with timeouts, a stamper station), ShawnDietrich/DietrichBrewery
// (hot liquor tank fill action over a struct state, heating element), hieu13/openplc_stepmotor_control (OpenPLC
// programs with one VAR block per group, TON/TOF blinkers with EN/ENO, MOVE with EN/ENO, set latches with `(*set*)`),
// Fatir-Mehdi/Lift-Control-System (a CODESYS lift built from RS steps and call latches) and
// virajdesai0309/OpenPLC_Tutorials (NO/NC contact lessons: seal-in with an NC stop button). The objects are ours,
// written after reading those files for their forms; no public code is copied. Each expectation says what an engineer
// expects the edit to do to the machine by IEC 61131-3 semantics and the rules of docs/safety.md, and was written
// and committed before the part was first scored. An expectation may be corrected only for an error of the writer's,
// with the reason written beside it, never to match the output.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A cap pusher station as a CODESYS program: a module struct for commands, named states, a move timeout. */
const PUSHER = object(
  'PRG_Pusher',
  `PROGRAM PRG_Pusher
VAR
    eState : E_PusherState := E_PusherState.WAIT_INIT;
    tonTimeout : TON;
    tTimeout : TIME := T#3S;
    rtInit : R_TRIG;
    nPushes : UDINT;
    bTimeoutAlarm : BOOL;
    // magazine guard door switch, safety input
    xMagazineGuard AT %IX4.0 : BOOL;
    xAtBack AT %IX4.1 : BOOL;
    xCapAtPick AT %IX4.2 : BOOL;
    xMagazineEmpty AT %IX4.3 : BOOL;
    xPushForward AT %QX4.0 : BOOL;
    xErrorLamp AT %QX4.1 : BOOL;
END_VAR
`,
  `// module disabled: outputs off, back to init
IF NOT gPusher.Commands.Enable THEN
    xPushForward := FALSE;
    eState := E_PusherState.WAIT_INIT;
    RETURN;
END_IF
rtInit(CLK := gPusher.Commands.Init);
tonTimeout(IN := eState = E_PusherState.MOVE_FORWARD, PT := tTimeout);
IF tonTimeout.Q THEN
    bTimeoutAlarm := TRUE;
    eState := E_PusherState.FAULT;
END_IF
CASE eState OF
    E_PusherState.WAIT_INIT:
        IF rtInit.Q THEN
            eState := E_PusherState.MOVE_BACKWARD;
        ELSIF gPusher.Commands.Manual THEN
            eState := E_PusherState.MANUAL;
        END_IF
    E_PusherState.MANUAL:
        xPushForward := gPusher.Commands.Push AND xMagazineGuard;
        IF NOT gPusher.Commands.Manual THEN
            eState := E_PusherState.WAIT_INIT;
        END_IF
    E_PusherState.MOVE_BACKWARD:
        xPushForward := FALSE;
        IF xAtBack THEN
            eState := E_PusherState.WAIT_START;
        END_IF
    E_PusherState.WAIT_START:
        IF gPusher.Commands.Start AND NOT xMagazineEmpty THEN
            eState := E_PusherState.MOVE_FORWARD;
        END_IF
    E_PusherState.MOVE_FORWARD:
        xPushForward := xMagazineGuard;
        IF xCapAtPick THEN
            nPushes := nPushes + 1;
            eState := E_PusherState.MOVE_BACKWARD;
        END_IF
    E_PusherState.FAULT:
        xPushForward := FALSE;
        IF gPusher.Commands.Reset THEN
            bTimeoutAlarm := FALSE;
            eState := E_PusherState.WAIT_INIT;
        END_IF
END_CASE
xErrorLamp := bTimeoutAlarm;
gPusher.Feedbacks.Pushes := nPushes;
`,
);
const PUSHER_LISTS = { globalLists: [{ name: 'GVL_Modules', declaration: 'VAR_GLOBAL\n    gPusher : PusherType;\n    gStamper : StamperType;\nEND_VAR\n' }] };

/** The same station's stamper as a CODESYS function block: numbered steps, a dwell, a light curtain input. */
const STAMPER = object(
  'FB_Stamper',
  `FUNCTION_BLOCK FB_Stamper
VAR_INPUT
    xStart : BOOL;
    xAtTop : BOOL;
    xAtBottom : BOOL;
    {attribute 'safety'}
    xCurtainClear : BOOL;
    xReset : BOOL;
END_VAR
VAR_OUTPUT
    xDown : BOOL;
    xUp : BOOL;
    xFault : BOOL;
END_VAR
VAR
    nStep : INT;
    tonPress : TON;
    tonWatch : TON;
    tDwell : TIME := T#800MS;
    nStamped : UDINT;
END_VAR
`,
  `tonWatch(IN := xDown AND NOT xAtBottom, PT := T#4S);
IF tonWatch.Q OR NOT xCurtainClear THEN
    xFault := TRUE;
END_IF
IF xReset AND xCurtainClear THEN
    xFault := FALSE;
END_IF
CASE nStep OF
    0:
        xDown := FALSE;
        xUp := FALSE;
        IF xStart AND xAtTop AND NOT xFault THEN
            nStep := 10;
        END_IF
    10:
        xDown := xCurtainClear;
        IF xAtBottom THEN
            nStep := 20;
        END_IF
    20:
        xDown := FALSE;
        tonPress(IN := TRUE, PT := tDwell);
        IF tonPress.Q THEN
            tonPress(IN := FALSE);
            nStep := 30;
        END_IF
    30:
        xUp := TRUE;
        IF xAtTop THEN
            xUp := FALSE;
            nStamped := nStamped + 1;
            nStep := 0;
        END_IF
END_CASE
IF xFault THEN
    xDown := FALSE;
    nStep := 0;
END_IF
`,
);

/** A brewery's hot liquor tank as a CODESYS program: fill states in a struct, a heating element with its trips. */
const HLT = object(
  'PRG_Hlt',
  `PROGRAM PRG_Hlt
VAR
    stFill : HLT_FILL_TYP;
    rVolumeSP : REAL := 60.0; (* litres *)
    rTempSP : REAL := 76.5;
    (* safety limit: over-temperature trip of the heating element *)
    rTempHighLimit : REAL := 95.0;
    rTempPV : REAL;
    bOverTemp : BOOL;
    tonDry : TON;
    xFillValve AT %QX1.0 : BOOL;
    xHeaterElement AT %QX1.1 : BOOL;
    xLevelLow AT %IX1.0 : BOOL; // element must be covered
    xPumpRecirc AT %QX1.2 : BOOL;
END_VAR
`,
  `IF gSystem.i.Stop THEN
    stFill.State := FILL_STOP;
ELSIF stFill.Start THEN
    stFill.State := FILL_AUTO;
END_IF

CASE stFill.State OF
    FILL_STOP:
        xFillValve := FALSE;
        stFill.Start := FALSE;
        stFill.State := FILL_IDLE;
    FILL_AUTO:
        IF stFill.VolumePV < rVolumeSP THEN
            xFillValve := TRUE;
        ELSE
            stFill.Start := FALSE;
            xFillValve := FALSE;
            stFill.State := FILL_IDLE;
        END_IF
    FILL_IDLE:
        IF stFill.Reset THEN
            stFill.Reset := FALSE;
            stFill.VolumePV := 0.0;
        END_IF
END_CASE

// element trip: over-temperature or element not covered
bOverTemp := rTempPV > rTempHighLimit;
tonDry(IN := xLevelLow, PT := T#2S);
xHeaterElement := gSystem.i.EStopOk AND NOT bOverTemp AND NOT tonDry.Q AND rTempPV < rTempSP;
xPumpRecirc := xHeaterElement OR stFill.Recirc;
`,
);
const HLT_LISTS = { globalLists: [{ name: 'GVL_System', declaration: 'VAR_GLOBAL\n    gSystem : SystemType;\nEND_VAR\n' }] };

/** An OpenPLC stepper panel: grouped VAR blocks, a TON/TOF blinker with EN/ENO, MOVE with EN/ENO, a set latch. */
const STEPPER = [
  {
    name: 'pous/programs/StepperPanel.st',
    text: `PROGRAM StepperPanel
  VAR
    BlinkOn AT %QX0.0 : BOOL;
    Motor1Enable AT %QX0.1 : BOOL;
    Motor1Dir AT %QX0.2 : BOOL;
    Motor2Enable AT %QX0.3 : BOOL;
    ReadyLamp AT %QX0.4 : BOOL;
    SpeedOut AT %QW0 : UINT;
  END_VAR
  VAR
    JogFwd AT %IX0.0 : BOOL;
    JogRev AT %IX0.1 : BOOL;
    ResetPb AT %IX0.2 : BOOL;
    (* emergency stop chain of the stepper drives, NC *)
    EStopChain AT %IX0.3 : BOOL;
    HomeSw AT %IX0.4 : BOOL;
  END_VAR
  VAR
    TON0 : TON;
    TOF0 : TOF;
    Homed : BOOL;
    SetSpeed : UINT := 8000;
    SetAccel : UINT := 2000;
    Accel : UINT;
  END_VAR
  VAR
    _TMP_MOVE1_ENO : BOOL;
    _TMP_MOVE1_OUT : UINT;
  END_VAR

  TON0(EN := TRUE, IN := NOT(BlinkOn), PT := T#500ms);
  TOF0(EN := TON0.ENO, IN := TON0.Q, PT := T#300ms);
  BlinkOn := TOF0.Q;
  IF HomeSw THEN
    Homed := TRUE; (*set*)
  END_IF;
  IF ResetPb THEN
    Homed := FALSE; (*reset*)
  END_IF;
  _TMP_MOVE1_OUT := MOVE(EN := Homed, IN := SetSpeed, ENO => _TMP_MOVE1_ENO);
  IF _TMP_MOVE1_ENO THEN
    SpeedOut := _TMP_MOVE1_OUT;
  END_IF;
  Accel := SetAccel;
  Motor1Enable := (JogFwd OR JogRev) AND EStopChain AND Homed;
  Motor1Dir := JogFwd AND NOT JogRev;
  Motor2Enable := JogFwd AND EStopChain;
  ReadyLamp := Homed AND EStopChain;
END_PROGRAM
`,
  },
];

/** A two-floor lift in CODESYS: call latches and travel steps as RS blocks, a door dwell timer, a GVL of its I/O. */
const LIFT_GVL_TEXT = `VAR_GLOBAL
    P_F_0 AT %IX0.0 : BOOL; // position switch floor 0
    P_F_1 AT %IX0.1 : BOOL; // position switch floor 1
    B_Call_0 AT %IX0.2 : BOOL;
    B_Call_1 AT %IX0.3 : BOOL;
    // shaft door switch: all landing doors closed and locked
    Doors_Closed AT %IX0.4 : BOOL;
    Overtravel_OK AT %IX0.5 : BOOL;
    Lift_up AT %QX0.0 : BOOL;
    Lift_down AT %QX0.1 : BOOL;
    Door_open AT %QX0.2 : BOOL;
    FL_Display : BYTE;
END_VAR
`;
const LIFT_GVL = [{ name: 'GVL_Lift', text: LIFT_GVL_TEXT }];
const LIFT_LISTS = { globalLists: [{ name: 'GVL_Lift', declaration: LIFT_GVL_TEXT }] };
const LIFT = object(
  'PLC_PRG',
  `PROGRAM PLC_PRG
VAR
    Step_Up : RS;
    Step_Down : RS;
    C_E_0 : RS; // call from floor 0
    C_E_1 : RS; // call from floor 1
    tonDoor : TON;
    tDoorOpen : TIME := T#5S;
    nTrips : UINT;
END_VAR
`,
  `C_E_0(S := B_Call_0 AND NOT P_F_0, RESET1 := P_F_0);
C_E_1(S := B_Call_1 AND NOT P_F_1, RESET1 := P_F_1);
Step_Up(S := C_E_1.Q1 AND P_F_0 AND Doors_Closed, RESET1 := P_F_1 OR NOT Doors_Closed);
Step_Down(S := C_E_0.Q1 AND P_F_1 AND Doors_Closed, RESET1 := P_F_0 OR NOT Doors_Closed);
Lift_up := Step_Up.Q1 AND NOT Step_Down.Q1 AND Overtravel_OK;
Lift_down := Step_Down.Q1 AND NOT Step_Up.Q1 AND Overtravel_OK;
tonDoor(IN := (P_F_0 OR P_F_1) AND NOT Lift_up AND NOT Lift_down, PT := tDoorOpen);
Door_open := (P_F_0 OR P_F_1) AND NOT tonDoor.Q AND NOT Lift_up AND NOT Lift_down;
IF P_F_0 THEN
    FL_Display := 0;
ELSIF P_F_1 THEN
    FL_Display := 1;
END_IF
IF Step_Up.Q1 AND P_F_1 THEN
    nTrips := nTrips + 1;
END_IF
`,
);

/** An OpenPLC lesson on NO and NC contacts: a seal-in with an NC stop button and a guard door, a start delay. */
const SEAL_IN = [
  {
    name: 'pous/programs/Lesson_NO_NC.st',
    text: `PROGRAM Lesson_NO_NC
  VAR
    Start_PB AT %IX100.0 : BOOL; (* NO contact *)
    Stop_PB AT %IX100.1 : BOOL; (* NC contact: TRUE while not pressed *)
    Guard_Door AT %IX100.2 : BOOL;
    Motor AT %QX100.0 : BOOL;
    Run_Lamp AT %QX100.1 : BOOL;
    Stop_Lamp AT %QX100.2 : BOOL;
  END_VAR
  VAR
    Run_Memory : BOOL;
    Start_Delay : TON;
    Run_Count : CTU;
  END_VAR

  Run_Memory := (Start_PB OR Run_Memory) AND Stop_PB AND Guard_Door;
  Start_Delay(IN := Run_Memory, PT := T#2s);
  Motor := Start_Delay.Q;
  Run_Lamp := Motor;
  Stop_Lamp := NOT Run_Memory;
  Run_Count(CU := Motor, R := NOT Stop_PB, PV := 100);
END_PROGRAM
`,
  },
];

export const HELDOUT_ROUND6: CorpusCase[] = [
  ...from('pennisiandrea/pickup-station PickupStation/Logical/Source/Pusher/PusherProgram/Main.st', [
    { id: 'round6 pusher: manual push ignores the magazine guard', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['xPushForward := gPusher.Commands.Push AND xMagazineGuard;', 'xPushForward := gPusher.Commands.Push;']], expect: items('write value-changed xPushForward !') },
    { id: 'round6 pusher: forward stroke forced on', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['xPushForward := xMagazineGuard;', 'xPushForward := TRUE;']], expect: items('write now-constant xPushForward !') },
    { id: 'round6 pusher: move timeout', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['tTimeout : TIME := T#3S;', 'tTimeout : TIME := T#5S;']], expect: items('constant initial-value-changed tTimeout') },
    // The fault state's switch-off of the physical output is gone: a timed-out stroke keeps pushing.
    { id: 'round6 pusher: fault no longer stops the stroke', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['        xPushForward := FALSE;\n        IF gPusher.Commands.Reset THEN', '        IF gPusher.Commands.Reset THEN']], expect: items('write no-longer-written xPushForward !') },
    { id: 'round6 pusher: timeout alarm no longer latched', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['    bTimeoutAlarm := TRUE;\n', '']], expect: items('write no-longer-written bTimeoutAlarm') },
    { id: 'round6 pusher: guard input moved', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['xMagazineGuard AT %IX4.0', 'xMagazineGuard AT %IX4.6']], expect: items('declaration address-changed xMagazineGuard !') },
    { id: 'round6 pusher: error lamp moved', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['xErrorLamp AT %QX4.1', 'xErrorLamp AT %QX4.5']], expect: items('declaration address-changed xErrorLamp') },
    { id: 'round6 pusher: push counter step', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['nPushes := nPushes + 1;', 'nPushes := nPushes + 2;']], expect: items('constant value-changed nPushes') },
    // An enumerated state swapped for another: another value is written, no constant changes value.
    { id: 'round6 pusher: init skips the return stroke', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['        IF rtInit.Q THEN\n            eState := E_PusherState.MOVE_BACKWARD;', '        IF rtInit.Q THEN\n            eState := E_PusherState.WAIT_START;']], expect: items('write value-changed eState') },
    { id: 'round6 pusher: init edge needs the module enabled', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['rtInit(CLK := gPusher.Commands.Init);', 'rtInit(CLK := gPusher.Commands.Init AND gPusher.Commands.Enable);']], expect: items('fb-call inputs-changed rtInit.CLK') },
    { id: 'round6 pusher: comment above the lamp write', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['xErrorLamp := bTimeoutAlarm;', '// red lamp on the station panel\nxErrorLamp := bTimeoutAlarm;']], expect: [] },
    {
      id: 'round6 pusher: counter renamed',
      source: { parts: PUSHER },
      ...PUSHER_LISTS,
      edits: [
        ['    nPushes : UDINT;', '    nCapsPushed : UDINT;'],
        ['nPushes := nPushes + 1;', 'nCapsPushed := nCapsPushed + 1;'],
        ['gPusher.Feedbacks.Pushes := nPushes;', 'gPusher.Feedbacks.Pushes := nCapsPushed;'],
      ],
      expect: items('declaration renamed nCapsPushed'),
    },
    { id: 'round6 pusher: push count no longer reported', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['gPusher.Feedbacks.Pushes := nPushes;\n', '']], expect: items('write no-longer-written gPusher.Feedbacks.Pushes') },
    // Disabling the module no longer switches the stroke off (the switch-off of a physical output removed).
    {
      id: 'round6 pusher: disable no longer switches off',
      source: { parts: PUSHER },
      ...PUSHER_LISTS,
      edits: [['    xPushForward := FALSE;\n    eState := E_PusherState.WAIT_INIT;\n', '']],
      expect: items('write no-longer-written xPushForward !', 'write no-longer-written eState'),
    },
    {
      id: 'round6 pusher: no manual mode from init',
      source: { parts: PUSHER },
      ...PUSHER_LISTS,
      edits: [['        ELSIF gPusher.Commands.Manual THEN\n            eState := E_PusherState.MANUAL;\n', '']],
      expect: items('condition no-longer-read gPusher.Commands.Manual', 'write no-longer-written eState'),
    },
    { id: 'round6 pusher: guard comment reworded', source: { parts: PUSHER }, ...PUSHER_LISTS, edits: [['// magazine guard door switch, safety input', '// magazine guard door switch S12, safety input']], expect: [] },
  ]),
  ...from('pennisiandrea/pickup-station PickupStation/Logical/Source/Stamper/StamperProgram/Main.st', [
    { id: 'round6 stamper: stroke ignores the light curtain', source: { parts: STAMPER }, edits: [['xDown := xCurtainClear;', 'xDown := TRUE;']], expect: items('write now-constant xDown !') },
    {
      id: 'round6 stamper: curtain no longer faults',
      source: { parts: STAMPER },
      edits: [['IF tonWatch.Q OR NOT xCurtainClear THEN', 'IF tonWatch.Q THEN']],
      expect: items('condition no-longer-read xCurtainClear !', 'write condition-changed xFault !'),
    },
    { id: 'round6 stamper: stroke watchdog', source: { parts: STAMPER }, edits: [['PT := T#4S', 'PT := T#6S']], expect: items('constant value-changed tonWatch.PT') },
    { id: 'round6 stamper: dwell at the bottom', source: { parts: STAMPER }, edits: [['tDwell : TIME := T#800MS;', 'tDwell : TIME := T#1200MS;']], expect: items('constant initial-value-changed tDwell') },
    // The fault (set by the light curtain) no longer drops the stroke.
    {
      id: 'round6 stamper: fault no longer stops the stroke',
      source: { parts: STAMPER },
      edits: [['IF xFault THEN\n    xDown := FALSE;\n    nStep := 0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read xFault !', 'write no-longer-written xDown !', 'write no-longer-written nStep'),
    },
    {
      id: 'round6 stamper: reset with the curtain interrupted',
      source: { parts: STAMPER },
      edits: [['IF xReset AND xCurtainClear THEN', 'IF xReset THEN']],
      expect: items('condition no-longer-read xCurtainClear !', 'write condition-changed xFault !'),
    },
    { id: 'round6 stamper: stamp counter step', source: { parts: STAMPER }, edits: [['nStamped := nStamped + 1;', 'nStamped := nStamped + 10;']], expect: items('constant value-changed nStamped') },
    {
      id: 'round6 stamper: start without the top position',
      source: { parts: STAMPER },
      edits: [['IF xStart AND xAtTop AND NOT xFault THEN', 'IF xStart AND NOT xFault THEN']],
      expect: items('condition no-longer-read xAtTop', 'write condition-changed nStep'),
    },
    // A step renumbered consistently (label and the jump to it): the sequence runs as before.
    { id: 'round6 stamper: step renumbered', source: { parts: STAMPER }, edits: [['            nStep := 30;', '            nStep := 40;'], ['    30:', '    40:']], expect: [] },
    { id: 'round6 stamper: dwell renamed', source: { parts: STAMPER }, edits: [['    tDwell : TIME', '    tHoldTime : TIME'], ['PT := tDwell', 'PT := tHoldTime']], expect: items('declaration renamed tHoldTime') },
    { id: 'round6 stamper: retract left on at the top', source: { parts: STAMPER }, edits: [['            xUp := FALSE;\n            nStamped', '            nStamped']], expect: items('write no-longer-written xUp') },
  ]),
  ...from('ShawnDietrich/DietrichBrewery Logical/FillingTanks/FillingTanks/FillHLT.st and Logical/TempControl/HLT/Main.st', [
    { id: 'round6 hlt: element ignores the e-stop', source: { parts: HLT }, ...HLT_LISTS, edits: [['xHeaterElement := gSystem.i.EStopOk AND NOT bOverTemp', 'xHeaterElement := NOT bOverTemp']], expect: items('write value-changed xHeaterElement !') },
    { id: 'round6 hlt: element ignores the over-temperature trip', source: { parts: HLT }, ...HLT_LISTS, edits: [['gSystem.i.EStopOk AND NOT bOverTemp AND NOT tonDry.Q', 'gSystem.i.EStopOk AND NOT tonDry.Q']], expect: items('write value-changed xHeaterElement !') },
    { id: 'round6 hlt: over-temperature limit raised', source: { parts: HLT }, ...HLT_LISTS, edits: [['rTempHighLimit : REAL := 95.0;', 'rTempHighLimit : REAL := 98.0;']], expect: items('constant initial-value-changed rTempHighLimit !') },
    { id: 'round6 hlt: strike temperature', source: { parts: HLT }, ...HLT_LISTS, edits: [['rTempSP : REAL := 76.5;', 'rTempSP : REAL := 78.0;']], expect: items('constant initial-value-changed rTempSP') },
    { id: 'round6 hlt: dry element delay', source: { parts: HLT }, ...HLT_LISTS, edits: [['PT := T#2S', 'PT := T#5S']], expect: items('constant value-changed tonDry.PT') },
    { id: 'round6 hlt: element forced on', source: { parts: HLT }, ...HLT_LISTS, edits: [['xHeaterElement := gSystem.i.EStopOk AND NOT bOverTemp AND NOT tonDry.Q AND rTempPV < rTempSP;', 'xHeaterElement := TRUE;']], expect: items('write now-constant xHeaterElement !') },
    { id: 'round6 hlt: fill volume', source: { parts: HLT }, ...HLT_LISTS, edits: [['rVolumeSP : REAL := 60.0;', 'rVolumeSP : REAL := 80.0;']], expect: items('constant initial-value-changed rVolumeSP') },
    // The full tank's switch-off of the fill valve (a physical output) is gone.
    { id: 'round6 hlt: full tank no longer closes the valve', source: { parts: HLT }, ...HLT_LISTS, edits: [['            stFill.Start := FALSE;\n            xFillValve := FALSE;\n', '            stFill.Start := FALSE;\n']], expect: items('write no-longer-written xFillValve !') },
    // A value losing an alternative: the pump runs in fewer cases.
    { id: 'round6 hlt: recirculation no longer follows the element', source: { parts: HLT }, ...HLT_LISTS, edits: [['xPumpRecirc := xHeaterElement OR stFill.Recirc;', 'xPumpRecirc := stFill.Recirc;']], expect: items('write value-changed xPumpRecirc') },
    { id: 'round6 hlt: reset no longer zeroes the volume', source: { parts: HLT }, ...HLT_LISTS, edits: [['            stFill.VolumePV := 0.0;\n', '']], expect: items('write no-longer-written stFill.VolumePV') },
    {
      id: 'round6 hlt: trip flag renamed',
      source: { parts: HLT },
      ...HLT_LISTS,
      edits: [
        ['    bOverTemp : BOOL;', '    bElementOverTemp : BOOL;'],
        ['bOverTemp := rTempPV', 'bElementOverTemp := rTempPV'],
        ['AND NOT bOverTemp AND', 'AND NOT bElementOverTemp AND'],
      ],
      expect: items('declaration renamed bElementOverTemp'),
    },
    { id: 'round6 hlt: trip comment reworded', source: { parts: HLT }, ...HLT_LISTS, edits: [['// element trip: over-temperature or element not covered', '// element trip: over-temperature, or dry element (level switch LS-101)']], expect: [] },
    { id: 'round6 hlt: low level switch moved', source: { parts: HLT }, ...HLT_LISTS, edits: [['xLevelLow AT %IX1.0', 'xLevelLow AT %IX1.4']], expect: items('declaration address-changed xLevelLow') },
    { id: 'round6 hlt: volume unit comment', source: { parts: HLT }, ...HLT_LISTS, edits: [['(* litres *)', '(* litres at 20 C *)']], expect: [] },
    // A literal written changed value (TRUE to FALSE): a changed constant; the valve now stays shut.
    { id: 'round6 hlt: auto fill keeps the valve shut', source: { parts: HLT }, ...HLT_LISTS, edits: [['            xFillValve := TRUE;', '            xFillValve := FALSE;']], expect: items('constant value-changed xFillValve') },
  ]),
  ...from('hieu13/openplc_stepmotor_control OPENPLC_MOTOR_PROTOCOL/run_test.st', [
    { id: 'round6 stepper: motor 1 ignores the e-stop', source: { parts: STEPPER }, edits: [['Motor1Enable := (JogFwd OR JogRev) AND EStopChain AND Homed;', 'Motor1Enable := (JogFwd OR JogRev) AND Homed;']], expect: items('write value-changed Motor1Enable !') },
    { id: 'round6 stepper: motor 2 ignores the e-stop', source: { parts: STEPPER }, edits: [['Motor2Enable := JogFwd AND EStopChain;', 'Motor2Enable := JogFwd;']], expect: items('write value-changed Motor2Enable !') },
    // A conjunct of a physical output's value removed: an interlock removed whatever its name.
    { id: 'round6 stepper: motor 1 without homing', source: { parts: STEPPER }, edits: [['AND EStopChain AND Homed;', 'AND EStopChain;']], expect: items('write value-changed Motor1Enable !') },
    { id: 'round6 stepper: blink on time', source: { parts: STEPPER }, edits: [['PT := T#500ms', 'PT := T#1s']], expect: items('constant value-changed TON0.PT') },
    { id: 'round6 stepper: blink off time', source: { parts: STEPPER }, edits: [['PT := T#300ms', 'PT := T#600ms']], expect: items('constant value-changed TOF0.PT') },
    { id: 'round6 stepper: speed setpoint', source: { parts: STEPPER }, edits: [['SetSpeed : UINT := 8000;', 'SetSpeed : UINT := 6000;']], expect: items('constant initial-value-changed SetSpeed') },
    { id: 'round6 stepper: acceleration', source: { parts: STEPPER }, edits: [['SetAccel : UINT := 2000;', 'SetAccel : UINT := 3000;']], expect: items('constant initial-value-changed SetAccel') },
    { id: 'round6 stepper: e-stop input moved', source: { parts: STEPPER }, edits: [['EStopChain AT %IX0.3', 'EStopChain AT %IX0.7']], expect: items('declaration address-changed EStopChain !') },
    { id: 'round6 stepper: direction output moved', source: { parts: STEPPER }, edits: [['Motor1Dir AT %QX0.2', 'Motor1Dir AT %QX0.6']], expect: items('declaration address-changed Motor1Dir') },
    { id: 'round6 stepper: ready lamp no longer shows the e-stop', source: { parts: STEPPER }, edits: [['ReadyLamp := Homed AND EStopChain;', 'ReadyLamp := Homed;']], expect: items('write value-changed ReadyLamp !') },
    // Homed is a conjunct of the motor enable: its switch-off removed lets the motor run after a reset.
    {
      id: 'round6 stepper: homing latch no longer reset',
      source: { parts: STEPPER },
      edits: [['  IF ResetPb THEN\n    Homed := FALSE; (*reset*)\n  END_IF;\n', '']],
      expect: items('condition no-longer-read ResetPb', 'write no-longer-written Homed !'),
    },
    {
      id: 'round6 stepper: latch renamed',
      source: { parts: STEPPER },
      edits: [
        ['    Homed : BOOL;', '    IsHomed : BOOL;'],
        ['Homed := TRUE;', 'IsHomed := TRUE;'],
        ['Homed := FALSE;', 'IsHomed := FALSE;'],
        ['EN := Homed,', 'EN := IsHomed,'],
        ['EStopChain AND Homed;', 'EStopChain AND IsHomed;'],
        ['ReadyLamp := Homed AND', 'ReadyLamp := IsHomed AND'],
      ],
      expect: items('declaration renamed IsHomed'),
    },
    { id: 'round6 stepper: latch comment', source: { parts: STEPPER }, edits: [['(*set*)', '(* latch: axis referenced *)']], expect: [] },
    { id: 'round6 stepper: acceleration no longer copied', source: { parts: STEPPER }, edits: [['  Accel := SetAccel;\n', '']], expect: items('write no-longer-written Accel') },
    // A conjunct of a physical output's value removed: an interlock removed whatever its name.
    { id: 'round6 stepper: direction no longer locked against reverse', source: { parts: STEPPER }, edits: [['Motor1Dir := JogFwd AND NOT JogRev;', 'Motor1Dir := JogFwd;']], expect: items('write value-changed Motor1Dir !') },
    { id: 'round6 stepper: off-delay always enabled', source: { parts: STEPPER }, edits: [['TOF0(EN := TON0.ENO,', 'TOF0(EN := TRUE,']], expect: items('fb-call inputs-changed TOF0.EN') },
  ]),
  ...from('Fatir-Mehdi/Lift-Control-System Control_of_Lift(3_Floors).md (CODESYS lift: RS steps, call latches, position switches)', [
    { id: 'round6 lift: up travel without the doors closed', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['Step_Up(S := C_E_1.Q1 AND P_F_0 AND Doors_Closed,', 'Step_Up(S := C_E_1.Q1 AND P_F_0,']], expect: items('fb-call inputs-changed Step_Up.S !') },
    { id: 'round6 lift: up travel no longer stopped by an opened door', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['RESET1 := P_F_1 OR NOT Doors_Closed);', 'RESET1 := P_F_1);']], expect: items('fb-call inputs-changed Step_Up.RESET1 !') },
    { id: 'round6 lift: up ignores the overtravel switch', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['Lift_up := Step_Up.Q1 AND NOT Step_Down.Q1 AND Overtravel_OK;', 'Lift_up := Step_Up.Q1 AND NOT Step_Down.Q1;']], expect: items('write value-changed Lift_up !') },
    { id: 'round6 lift: down no longer locked against up', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['Lift_down := Step_Down.Q1 AND NOT Step_Up.Q1 AND', 'Lift_down := Step_Down.Q1 AND']], expect: items('write value-changed Lift_down !') },
    { id: 'round6 lift: door dwell', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['tDoorOpen : TIME := T#5S;', 'tDoorOpen : TIME := T#8S;']], expect: items('constant initial-value-changed tDoorOpen') },
    { id: 'round6 lift: door opens while travelling', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['AND NOT tonDoor.Q AND NOT Lift_up AND NOT Lift_down;', 'AND NOT tonDoor.Q;']], expect: items('write value-changed Door_open !') },
    { id: 'round6 lift: display code of floor 1', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['FL_Display := 1;', 'FL_Display := 2;']], expect: items('constant value-changed FL_Display') },
    { id: 'round6 lift: trip counter step', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['nTrips := nTrips + 1;', 'nTrips := nTrips + 2;']], expect: items('constant value-changed nTrips') },
    { id: 'round6 lift: call 1 no longer cleared on arrival', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['C_E_1(S := B_Call_1 AND NOT P_F_1, RESET1 := P_F_1);', 'C_E_1(S := B_Call_1 AND NOT P_F_1, RESET1 := FALSE);']], expect: items('fb-call inputs-changed C_E_1.RESET1') },
    { id: 'round6 lift: call 0 latched at floor 0 too', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['C_E_0(S := B_Call_0 AND NOT P_F_0,', 'C_E_0(S := B_Call_0,']], expect: items('fb-call inputs-changed C_E_0.S') },
    {
      id: 'round6 lift: every arrival at floor 1 counted',
      source: { parts: LIFT },
      ...LIFT_LISTS,
      edits: [['IF Step_Up.Q1 AND P_F_1 THEN', 'IF P_F_1 THEN']],
      expect: items('condition no-longer-read Step_Up.Q1', 'write condition-changed nTrips'),
    },
    {
      id: 'round6 lift: floor 1 no longer shown',
      source: { parts: LIFT },
      ...LIFT_LISTS,
      edits: [['ELSIF P_F_1 THEN\n    FL_Display := 1;\n', '']],
      expect: items('condition no-longer-read P_F_1', 'write no-longer-written FL_Display'),
    },
    // A new write of a physical output through its address, past every condition of its own writes.
    { id: 'round6 lift: door output set through its address', source: { parts: LIFT }, ...LIFT_LISTS, edits: [['IF P_F_0 THEN\n', 'MEMSET(ADR(Door_open), 1, 1);\nIF P_F_0 THEN\n']], expect: items('call newly-called MEMSET !', 'write newly-written Door_open !') },
  ]),
  ...from('Fatir-Mehdi/Lift-Control-System Control_of_Lift(3_Floors).md (the lift I/O as a CODESYS GVL)', [
    { id: 'round6 lift gvl: door switch input moved', source: { parts: LIFT_GVL }, edits: [['Doors_Closed AT %IX0.4', 'Doors_Closed AT %IX0.6']], expect: items('declaration address-changed Doors_Closed !') },
    { id: 'round6 lift gvl: up contactor moved', source: { parts: LIFT_GVL }, edits: [['Lift_up AT %QX0.0', 'Lift_up AT %QX0.3']], expect: items('declaration address-changed Lift_up') },
    { id: 'round6 lift gvl: display as INT', source: { parts: LIFT_GVL }, edits: [['FL_Display : BYTE;', 'FL_Display : INT;']], expect: items('declaration retyped FL_Display') },
    { id: 'round6 lift gvl: cabin fan output added', source: { parts: LIFT_GVL }, edits: [['    FL_Display : BYTE;', '    FL_Display : BYTE;\n    Fan_Cabin AT %QX0.4 : BOOL;']], expect: items('declaration added Fan_Cabin') },
    { id: 'round6 lift gvl: door switch comment reworded', source: { parts: LIFT_GVL }, edits: [['// shaft door switch: all landing doors closed and locked', '// shaft door switch (S1 to S3 in series): all landing doors closed and locked']], expect: [] },
  ]),
  ...from('virajdesai0309/OpenPLC_Tutorials Ladder Logic and Ladder Diagram/02 NO and NC (build/plc.st)', [
    { id: 'round6 seal-in: runs with the guard door open', source: { parts: SEAL_IN }, edits: [['AND Stop_PB AND Guard_Door;', 'AND Stop_PB;']], expect: items('write value-changed Run_Memory !') },
    // Run_Memory drives the stop lamp output: a conjunct of its value lost is an interlock removed.
    { id: 'round6 seal-in: stop button no longer stops', source: { parts: SEAL_IN }, edits: [['AND Stop_PB AND Guard_Door;', 'AND Guard_Door;']], expect: items('write value-changed Run_Memory !') },
    { id: 'round6 seal-in: start delay', source: { parts: SEAL_IN }, edits: [['PT := T#2s', 'PT := T#3s']], expect: items('constant value-changed Start_Delay.PT') },
    { id: 'round6 seal-in: motor forced on', source: { parts: SEAL_IN }, edits: [['Motor := Start_Delay.Q;', 'Motor := TRUE;']], expect: items('write now-constant Motor !') },
    { id: 'round6 seal-in: run lamp on at once', source: { parts: SEAL_IN }, edits: [['Run_Lamp := Motor;', 'Run_Lamp := Run_Memory;']], expect: items('write value-changed Run_Lamp') },
    { id: 'round6 seal-in: counter preset', source: { parts: SEAL_IN }, edits: [['PV := 100', 'PV := 250']], expect: items('constant value-changed Run_Count.PV') },
    { id: 'round6 seal-in: guard door input moved', source: { parts: SEAL_IN }, edits: [['Guard_Door AT %IX100.2', 'Guard_Door AT %IX100.5']], expect: items('declaration address-changed Guard_Door !') },
    { id: 'round6 seal-in: guard door read as NO', source: { parts: SEAL_IN }, edits: [['AND Stop_PB AND Guard_Door;', 'AND Stop_PB AND NOT Guard_Door;']], expect: items('write value-changed Run_Memory !') },
    { id: 'round6 seal-in: stop lamp dropped', source: { parts: SEAL_IN }, edits: [['  Stop_Lamp := NOT Run_Memory;\n', '']], expect: items('write no-longer-written Stop_Lamp') },
    {
      id: 'round6 seal-in: memory renamed',
      source: { parts: SEAL_IN },
      edits: [
        ['    Run_Memory : BOOL;', '    Seal_In : BOOL;'],
        ['Run_Memory := (Start_PB OR Run_Memory)', 'Seal_In := (Start_PB OR Seal_In)'],
        ['IN := Run_Memory,', 'IN := Seal_In,'],
        ['NOT Run_Memory;', 'NOT Seal_In;'],
      ],
      expect: items('declaration renamed Seal_In'),
    },
    { id: 'round6 seal-in: run lamp moved', source: { parts: SEAL_IN }, edits: [['Run_Lamp AT %QX100.1', 'Run_Lamp AT %QX100.4']], expect: items('declaration address-changed Run_Lamp') },
    { id: 'round6 seal-in: motor output moved', source: { parts: SEAL_IN }, edits: [['Motor AT %QX100.0', 'Motor AT %QX100.3']], expect: items('declaration address-changed Motor') },
  ]),
];
