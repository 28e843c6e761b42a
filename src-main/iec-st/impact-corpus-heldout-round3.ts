// The third independent held-out part of the accuracy corpus (round 3). Written on 7 December 2026 by a case writer
// ("round3") who did not change the analysis and never saw its output on these objects before the cases were
// committed, from public repositories that no other corpus file names (each case's `origin`):
// shahriar-tasnim/openplc-ros2-cell, wernerpaulin/Yaha (its copy of OSCAT BASIC 3.33 for PC WORX), tjkin1201/Twincat
// and Keiji01/TwinCAT3. The objects are ours, written after reading those files for their forms (OpenPLC
// `name : BOOL AT %IX0.0 := FALSE` declarations with a fault-first IF/ELSIF chain around a CASE state machine and
// watchdog timers, OSCAT's tab-aligned declarations, one-line IFs with hysteresis and the INTERLOCK block, TwinCAT
// function blocks with `//` comments on each declaration, VAR CONSTANT codes and a CASE over an enumeration, a program
// that writes an instance's inputs as members before calling it, a qualified GVL of safety-coupler clocks,
// declarations of several names at once); no public code is copied. Each expectation says what an engineer expects
// the edit to do to the machine by IEC 61131-3 semantics, written before the part was first scored. An expectation may
// be corrected only for an error of the writer's, with the reason written beside it, never to match the output.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC pick-and-place cell: fault checks first, then a CASE over the cell's step, watchdog timers, a door lock. */
const CELL = [
  {
    name: 'pous/programs/PackCell.st',
    text: `PROGRAM PackCell
  VAR
    StartPB : BOOL AT %IX2.0 := FALSE;
    StopPB : BOOL AT %IX2.1 := FALSE;
    ResetPB : BOOL AT %IX2.2 := FALSE;
    (* door interlock of the robot fence, both channels healthy *)
    FenceOK : BOOL AT %IX2.3 := FALSE;
    PartSensor : BOOL AT %IX2.4 := FALSE;
    ZoneFree : BOOL AT %IX2.5 := FALSE;
    ArmHome : BOOL AT %IX2.6 := FALSE;
    ArmBusy : BOOL AT %IX2.7 := FALSE;
    ArmDone : BOOL AT %IX3.0 := FALSE;
    ArmFault : BOOL AT %IX3.1 := FALSE;
    BeltMotor : BOOL AT %QX2.0 := FALSE;
    ArmGo : BOOL AT %QX2.1 := FALSE;
    ArmAck : BOOL AT %QX2.2 := FALSE;
    RunLamp : BOOL AT %QX2.3 := FALSE;
    AlarmLamp : BOOL AT %QX2.4 := FALSE;
    (* guard locking solenoid of the fence door *)
    DoorLock : BOOL AT %QX2.5 := FALSE;
    Latch : BOOL := FALSE;
    Step : INT := 0;
    Parts : DINT := 0;
    Fault : INT := 0;
    ArmWatch : TON;
    PartWatch : TON;
  END_VAR

  ArmWatch(IN := (Step = 20) OR (Step = 30), PT := T#8s);
  PartWatch(IN := (Step = 10) AND BeltMotor, PT := T#25s);

  BeltMotor := FALSE;
  ArmGo := FALSE;
  ArmAck := FALSE;

  IF NOT FenceOK THEN
    Latch := FALSE;
    Step := 900;
    Fault := 100;
  ELSIF ArmFault THEN
    Latch := FALSE;
    Step := 900;
    Fault := 102;
  ELSIF StopPB THEN
    Latch := FALSE;
    Step := 0;
  ELSE
    CASE Step OF
      0:
        IF StartPB AND FenceOK AND NOT ArmFault THEN
          Latch := TRUE;
          Step := 10;
        END_IF;
      10:
        BeltMotor := TRUE;
        IF PartSensor THEN
          BeltMotor := FALSE;
          Step := 20;
        ELSIF PartWatch.Q THEN
          Fault := 203;
          Step := 900;
        END_IF;
      20:
        IF ArmHome AND ZoneFree AND NOT ArmBusy THEN
          Step := 30;
        END_IF;
      30:
        ArmGo := TRUE;
        IF ArmDone THEN
          Parts := Parts + 1;
          Step := 10;
        ELSIF ArmWatch.Q THEN
          Fault := 201;
          Step := 900;
        END_IF;
      900:
        Latch := FALSE;
        ArmAck := ResetPB AND FenceOK;
        IF ResetPB AND FenceOK AND NOT ArmFault THEN
          Step := 0;
        END_IF;
    END_CASE;
  END_IF;

  RunLamp := Latch AND (Step >= 10) AND (Step < 900);
  AlarmLamp := Step = 900;
  DoorLock := Latch;
END_PROGRAM
`,
  },
];

/** A hoist in OSCAT's PC WORX form: tab-aligned declarations, the INTERLOCK block for the two directions, one-line IFs. */
const HOIST = [
  {
    name: 'HOIST_DRIVE.ST',
    text: `(*@KEY@:DESCRIPTION*)
(* HOIST_DRIVE runs a hoist up and down through an INTERLOCK, with a load limit and a run time limit. *)
(*@KEY@:END_DESCRIPTION*)
FUNCTION_BLOCK HOIST_DRIVE

(*Group:Default*)


VAR_INPUT
	UP :	BOOL;
	DN :	BOOL;
	TOP_LIMIT :	BOOL;
	BOTTOM_LIMIT :	BOOL;
	(* slack rope switch: safety trip of the hoist *)
	SLACK_ROPE :	BOOL;
	LOAD :	REAL;
	TL :	TIME := t#500ms; (* reversing lockout time *)
END_VAR


VAR_OUTPUT
	Q_UP :	BOOL;
	Q_DN :	BOOL;
	OVERLOAD :	BOOL;
END_VAR


VAR
	lock :	INTERLOCK;
	t_run :	TON;
	max_load :	REAL := 1250.0;
END_VAR


(*@KEY@: WORKSHEET
NAME: HOIST_DRIVE
IEC_LANGUAGE: ST
*)
(* one direction only after the other was off for TL *)
lock(I1 := UP AND NOT TOP_LIMIT, I2 := DN AND NOT BOTTOM_LIMIT, TL := TL);
IF LOAD > max_load THEN OVERLOAD := TRUE; END_IF;
IF LOAD < max_load - 50.0 THEN OVERLOAD := FALSE; END_IF;
Q_UP := lock.Q1 AND NOT OVERLOAD AND NOT SLACK_ROPE;
Q_DN := lock.Q2 AND NOT SLACK_ROPE;
t_run(IN := Q_UP OR Q_DN, PT := t#90s);
IF t_run.Q THEN
	Q_UP := FALSE;
	Q_DN := FALSE;
END_IF;

(*@KEY@: END_WORKSHEET *)
END_FUNCTION_BLOCK
`,
  },
];

/** Boiler limits in the OSCAT ALARM_2 manner: a limit pair with hysteresis, then the burner outputs. */
const BOILER = [
  {
    name: 'BOILER_LIMITS.ST',
    text: `PROGRAM BOILER_LIMITS

VAR
	(* steam pressure, bar *)
	P_STEAM :	REAL;
	T_WATER :	REAL;
	(* low water cut-off: safety limiter of the boiler *)
	LOW_WATER AT %IX4.2 :	BOOL;
	FLAME_OK :	BOOL;
	DEMAND AT %IX4.0 :	BOOL;
	HYS :	REAL := 0.2;
	P_WARN :	REAL := 9.0;
	(* safety pressure limiter setpoint, bar *)
	P_TRIP :	REAL := 10.5;
	T_MAX :	REAL := 110.0;
	Q_WARN :	BOOL;
	Q_TRIP :	BOOL;
	tmp :	REAL;
	purge :	TON;
	FAN AT %QX4.0 :	BOOL;
	(* fuel valve, closed by every safety trip *)
	FUEL_VALVE AT %QX4.1 :	BOOL;
	HORN AT %QX4.2 :	BOOL;
END_VAR

tmp := P_STEAM - HYS * 0.5;
IF tmp > P_WARN THEN Q_WARN := TRUE; END_IF;
IF tmp > P_TRIP THEN Q_TRIP := TRUE; END_IF;
tmp := tmp + HYS;
IF tmp < P_WARN THEN Q_WARN := FALSE; END_IF;
IF tmp < P_TRIP THEN Q_TRIP := FALSE; END_IF;
FAN := DEMAND AND NOT Q_TRIP;
purge(IN := FAN, PT := t#30s);
FUEL_VALVE := purge.Q AND FLAME_OK AND NOT Q_TRIP AND NOT LOW_WATER AND T_WATER < T_MAX;
HORN := Q_WARN OR Q_TRIP OR LOW_WATER;
END_PROGRAM
`,
  },
];

/** A TwinCAT cell monitor: `//` comments on each declaration, VAR CONSTANT trip codes, a CASE over an enumeration. */
const MONITOR = object(
  'FB_CellMonitor',
  `FUNCTION_BLOCK FB_CellMonitor
VAR_INPUT
    bEStopPressed : BOOL;        // e-stop button pressed (NC chain open)
    bDoorOpen : BOOL;            // guard door open (door switch)
    bOverTemp : BOOL;            // spindle over-temperature
    bLowAir : BOOL;              // supply air below minimum
    bReset : BOOL;               // reset pushbutton
END_VAR

VAR_OUTPUT
    bTrip : BOOL;                // cell tripped
    bReady : BOOL;               // cell ready
    nCode : INT;                 // trip code
END_VAR

VAR
    eState : E_CellState := E_CellState.INIT; // monitor state
    tonReset : TON;              // reset hold
    tonAir : TON;                // low-air confirmation
    nTrips : UDINT;              // trips since power-up
END_VAR

VAR CONSTANT
    CODE_ESTOP : INT := 301;
    CODE_DOOR : INT := 302;
    CODE_TEMP : INT := 303;
    CODE_AIR : INT := 304;
    RESET_HOLD : TIME := T#1S;
    AIR_CONFIRM : TIME := T#2S;
END_VAR
`,
  `CASE eState OF
    E_CellState.INIT:
        bTrip := FALSE;
        bReady := FALSE;
        IF NOT bEStopPressed AND NOT bDoorOpen AND NOT bOverTemp THEN
            eState := E_CellState.RUN;
        END_IF

    E_CellState.RUN:
        bTrip := FALSE;
        bReady := TRUE;
        tonAir(IN := bLowAir, PT := AIR_CONFIRM);
        IF bEStopPressed THEN
            nCode := CODE_ESTOP;
            eState := E_CellState.TRIPPED;
        END_IF
        IF bDoorOpen THEN
            nCode := CODE_DOOR;
            eState := E_CellState.TRIPPED;
        END_IF
        IF bOverTemp THEN
            nCode := CODE_TEMP;
            eState := E_CellState.TRIPPED;
        END_IF
        IF tonAir.Q THEN
            nCode := CODE_AIR;
            eState := E_CellState.TRIPPED;
        END_IF

    E_CellState.TRIPPED:
        bTrip := TRUE;
        bReady := FALSE;
        tonReset(IN := bReset AND NOT bEStopPressed AND NOT bDoorOpen, PT := RESET_HOLD);
        IF tonReset.Q THEN
            nTrips := nTrips + 1;
            nCode := 0;
            eState := E_CellState.INIT;
        END_IF
END_CASE
`,
);

/** The TwinCAT main program: an instance's inputs written as members before its call, then a pump and its contactor. */
const CELL_MAIN = object(
  'MAIN',
  `PROGRAM MAIN
VAR
    fbPump : FB_Bomba;                // feed pump
    fbMonitor : FB_CellMonitor;       // cell safety monitor
    bEStopPressed AT %I* : BOOL;      // emergency stop button
    bDoorOpen AT %I* : BOOL;          // guard door switch
    rTemp : REAL;                     // spindle temperature
    bPumpOut AT %Q* : BOOL;           // feed pump contactor
    nCycles : DINT := 0;
END_VAR

VAR CONSTANT
    TEMP_ALARM : REAL := 50.0;
END_VAR
`,
  `nCycles := nCycles + 1;

// cell monitor inputs, then its call
fbMonitor.bEStopPressed := bEStopPressed;
fbMonitor.bDoorOpen := bDoorOpen;
fbMonitor.bOverTemp := rTemp > TEMP_ALARM;
fbMonitor();

IF bEStopPressed OR fbMonitor.bTrip THEN
    fbPump.bLiga := FALSE;
    fbPump.bDesliga := TRUE;
ELSE
    fbPump.bLiga := TRUE;
    fbPump.bDesliga := FALSE;
END_IF
fbPump.rTemp := rTemp;
fbPump();
bPumpOut := fbPump.bLigaBomba AND NOT bEStopPressed;
`,
);

/** A TwinCAT pump block with several names declared at once, as training labs write them. */
const PUMP = object(
  'FB_Bomba',
  `FUNCTION_BLOCK FB_Bomba
VAR_INPUT
	bLiga, bDesliga, bReset:BOOL;
	rTemp:REAL;
	rPressao:REAL;
END_VAR
VAR_OUTPUT
	bLigaBomba, bErro:BOOL;
END_VAR
VAR
	rTempMax:REAL := 95.0;
	nPartidas:UDINT;
END_VAR`,
  `IF rTemp >= rTempMax THEN
	bErro:=TRUE;
END_IF
IF bLiga AND NOT bDesliga AND NOT bErro AND rTemp<80 THEN
	bLigaBomba:=TRUE;
	nPartidas:=nPartidas+1;
ELSIF bDesliga OR bErro THEN
	bLigaBomba:=FALSE;
END_IF

IF bReset AND rTemp < 80 THEN
	bErro:=FALSE;
END_IF
`,
);

/** A qualified GVL of safety-coupler clocks and a restart acknowledge, comments above the declarations (`//` and `(* *)`). */
const COUPLER_GVL_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // enable clock of the EK1960 safety coupler, 1 Hz
    bCouplerClockA AT %QX20.0 : BOOL;
    (* watchdog clock of the second safety coupler *)
    bCouplerClockB AT %QX20.1 : BOOL;
    (* restart acknowledge of the safety program *)
    bRestartAck AT %QX20.2 : BOOL;
    bStatusLamp AT %QX20.3 : BOOL;
    nInfoData AT %IW20 : UINT;
    tClockA : TIME := T#1S;
END_VAR
`;
const COUPLER_GVL = [{ name: 'GVL_Safety', text: COUPLER_GVL_TEXT }];
const COUPLERS = object(
  'PRG_Couplers',
  `PROGRAM PRG_Couplers
VAR
    fbClockA : FB_Clock;
    fbClockB : FB_Clock;
    xAckButton AT %I* : BOOL;
    tonAck : TON;
END_VAR
`,
  `fbClockA(TIME_ON := GVL_Safety.tClockA, TIME_OFF := GVL_Safety.tClockA, OUT_CLK => );
fbClockB(TIME_ON := T#300MS, TIME_OFF := T#300MS, OUT_CLK => );
GVL_Safety.bCouplerClockA := fbClockA.OUT_CLK;
GVL_Safety.bCouplerClockB := fbClockB.OUT_CLK;
tonAck(IN := xAckButton, PT := T#500MS);
GVL_Safety.bRestartAck := tonAck.Q;
GVL_Safety.bStatusLamp := GVL_Safety.bCouplerClockA AND GVL_Safety.bCouplerClockB;
`,
);
const couplerLists = { globalLists: [{ name: 'GVL_Safety', declaration: COUPLER_GVL_TEXT }] };

export const HELDOUT_ROUND3: CorpusCase[] = [
  ...from('shahriar-tasnim/openplc-ros2-cell openplc/openplc_ros2_pick_place.st', [
    // Latch and Step drive the lamps and the door lock (%QX2.3 to %QX2.5): their start condition lost the fence.
    // The lead's decision (7 December 2026): the outer `IF NOT FenceOK … ELSE` already implies FenceOK here, so by IEC
    // semantics the start runs in the same cases; a safety check removed that another branch implies is still reported
    // and flagged (defence in depth: the person sees the check go, and a later edit of the outer IF would not).
    {
      id: 'round3 cell: starts without the fence closed',
      source: { parts: CELL },
      edits: [['IF StartPB AND FenceOK AND NOT ArmFault THEN', 'IF StartPB AND NOT ArmFault THEN']],
      expect: items('condition no-longer-read FenceOK !', 'write condition-changed Latch !', 'write condition-changed Step !'),
    },
    // Step selects the branch that drives the arm output (%QX2.1): a permissive of it is gone.
    {
      id: 'round3 cell: arm released without a free place zone',
      source: { parts: CELL },
      edits: [['IF ArmHome AND ZoneFree AND NOT ArmBusy THEN', 'IF ArmHome AND NOT ArmBusy THEN']],
      expect: items('condition no-longer-read ZoneFree', 'write condition-changed Step !'),
    },
    { id: 'round3 cell: part watchdog time', source: { parts: CELL }, edits: [['PT := T#25s', 'PT := T#40s']], expect: items('constant value-changed PartWatch.PT') },
    { id: 'round3 cell: arm watchdog time', source: { parts: CELL }, edits: [['PT := T#8s', 'PT := T#5s']], expect: items('constant value-changed ArmWatch.PT') },
    { id: 'round3 cell: arm timeout fault code', source: { parts: CELL }, edits: [['Fault := 201;', 'Fault := 205;']], expect: items('constant value-changed Fault') },
    { id: 'round3 cell: run lamp forced on', source: { parts: CELL }, edits: [['RunLamp := Latch AND (Step >= 10) AND (Step < 900);', 'RunLamp := TRUE;']], expect: items('write now-constant RunLamp !') },
    { id: 'round3 cell: alarm lamp from step 900 upwards', source: { parts: CELL }, edits: [['AlarmLamp := Step = 900;', 'AlarmLamp := Step >= 900;']], expect: items('write value-changed AlarmLamp') },
    { id: 'round3 cell: arm acknowledged with the fence open', source: { parts: CELL }, edits: [['ArmAck := ResetPB AND FenceOK;', 'ArmAck := ResetPB;']], expect: items('write value-changed ArmAck !') },
    { id: 'round3 cell: parts counted twice', source: { parts: CELL }, edits: [['Parts := Parts + 1;', 'Parts := Parts + 2;']], expect: items('constant value-changed Parts') },
    {
      id: 'round3 cell: fault reset with the fence open',
      source: { parts: CELL },
      edits: [['IF ResetPB AND FenceOK AND NOT ArmFault THEN', 'IF ResetPB AND NOT ArmFault THEN']],
      expect: items('condition no-longer-read FenceOK !', 'write condition-changed Step !'),
    },
    {
      id: 'round3 cell: part counter renamed',
      source: { parts: CELL },
      edits: [
        ['    Parts : DINT := 0;', '    PartCount : DINT := 0;'],
        ['Parts := Parts + 1;', 'PartCount := PartCount + 1;'],
      ],
      expect: items('declaration renamed PartCount'),
    },
    { id: 'round3 cell: fence input moved', source: { parts: CELL }, edits: [['FenceOK : BOOL AT %IX2.3', 'FenceOK : BOOL AT %IX3.3']], expect: items('declaration address-changed FenceOK !') },
    { id: 'round3 cell: zone sensor moved', source: { parts: CELL }, edits: [['ZoneFree : BOOL AT %IX2.5', 'ZoneFree : BOOL AT %IX3.5']], expect: items('declaration address-changed ZoneFree') },
    // The alarm lamp's writes now switch the guard lock solenoid's output.
    { id: 'round3 cell: alarm lamp moved onto the door lock', source: { parts: CELL }, edits: [['AlarmLamp : BOOL AT %QX2.4', 'AlarmLamp : BOOL AT %QX2.5']], expect: items('declaration address-changed AlarmLamp !') },
    { id: 'round3 cell: door unlocked while running', source: { parts: CELL }, edits: [['DoorLock := Latch;', 'DoorLock := FALSE;']], expect: items('write now-constant DoorLock !') },
    {
      id: 'round3 cell: an output byte over the door lock',
      source: { parts: CELL },
      edits: [
        ['    Latch : BOOL := FALSE;', '    OutImage : BYTE AT %QB2;\n    Latch : BOOL := FALSE;'],
        ['  DoorLock := Latch;\n', '  DoorLock := Latch;\n  OutImage := 0;\n'],
      ],
      expect: items('declaration added OutImage !', 'write newly-written OutImage !'),
    },
    { id: 'round3 cell: door lock address written directly', source: { parts: CELL }, edits: [['  DoorLock := Latch;\n', '  DoorLock := Latch;\n  %QX2.5 := FALSE;\n']], expect: items('write newly-written %QX2.5 !') },
    {
      id: 'round3 cell: zone sensor renamed',
      source: { parts: CELL },
      edits: [
        ['    ZoneFree : BOOL AT %IX2.5', '    PlaceClear : BOOL AT %IX2.5'],
        ['IF ArmHome AND ZoneFree AND', 'IF ArmHome AND PlaceClear AND'],
      ],
      expect: items('declaration renamed PlaceClear'),
    },
    {
      id: 'round3 cell: fence comment reworded',
      source: { parts: CELL },
      edits: [['(* door interlock of the robot fence, both channels healthy *)', '(* door interlock of the robot fence, both channels closed *)']],
      expect: [],
    },
  ]),
  ...from('wernerpaulin/Yaha Documentation/Infomaterial/OSCAT/pcworx_basic_333/module_export/INTERLOCK.ST (OSCAT BASIC 3.33, PC WORX export)', [
    { id: 'round3 hoist: up ignores the slack rope switch', source: { parts: HOIST }, edits: [['Q_UP := lock.Q1 AND NOT OVERLOAD AND NOT SLACK_ROPE;', 'Q_UP := lock.Q1 AND NOT OVERLOAD;']], expect: items('write value-changed Q_UP !') },
    // Q_UP is the block's output, not a located one, and OVERLOAD names no safety function: a plain change.
    { id: 'round3 hoist: up ignores the overload', source: { parts: HOIST }, edits: [['Q_UP := lock.Q1 AND NOT OVERLOAD AND NOT SLACK_ROPE;', 'Q_UP := lock.Q1 AND NOT SLACK_ROPE;']], expect: items('write value-changed Q_UP') },
    { id: 'round3 hoist: reversing lockout time', source: { parts: HOIST }, edits: [['TL :	TIME := t#500ms;', 'TL :	TIME := t#200ms;']], expect: items('constant initial-value-changed TL !') },
    // An instance of OSCAT's INTERLOCK is the direction interlock itself.
    { id: 'round3 hoist: down no longer stopped at the bottom limit', source: { parts: HOIST }, edits: [['I2 := DN AND NOT BOTTOM_LIMIT', 'I2 := DN']], expect: items('fb-call inputs-changed lock.I2 !') },
    { id: 'round3 hoist: maximum load', source: { parts: HOIST }, edits: [['max_load :	REAL := 1250.0;', 'max_load :	REAL := 1500.0;']], expect: items('constant initial-value-changed max_load') },
    { id: 'round3 hoist: overload release hysteresis', source: { parts: HOIST }, edits: [['max_load - 50.0', 'max_load - 100.0']], expect: items('constant value-changed LOAD') },
    { id: 'round3 hoist: run time limit', source: { parts: HOIST }, edits: [['PT := t#90s', 'PT := t#120s']], expect: items('constant value-changed t_run.PT') },
    {
      id: 'round3 hoist: run time limit no longer stops the hoist',
      source: { parts: HOIST },
      edits: [['IF t_run.Q THEN\n\tQ_UP := FALSE;\n\tQ_DN := FALSE;\nEND_IF;\n', '']],
      expect: items('condition no-longer-read t_run.Q', 'write no-longer-written Q_UP', 'write no-longer-written Q_DN'),
    },
    { id: 'round3 hoist: direction interlock no longer called', source: { parts: HOIST }, edits: [['lock(I1 := UP AND NOT TOP_LIMIT, I2 := DN AND NOT BOTTOM_LIMIT, TL := TL);\n', '']], expect: items('fb-call no-longer-called lock !') },
    { id: 'round3 hoist: down ignores the slack rope switch', source: { parts: HOIST }, edits: [['Q_DN := lock.Q2 AND NOT SLACK_ROPE;', 'Q_DN := lock.Q2;']], expect: items('write value-changed Q_DN !') },
  ]),
  ...from('wernerpaulin/Yaha Documentation/Infomaterial/OSCAT/pcworx_basic_333/module_export/ALARM_2.ST (limit pairs with hysteresis)', [
    { id: 'round3 boiler: fuel valve ignores low water', source: { parts: BOILER }, edits: [['AND NOT Q_TRIP AND NOT LOW_WATER AND', 'AND NOT Q_TRIP AND']], expect: items('write value-changed FUEL_VALVE !') },
    { id: 'round3 boiler: fuel valve without flame proof', source: { parts: BOILER }, edits: [['purge.Q AND FLAME_OK AND', 'purge.Q AND']], expect: items('write value-changed FUEL_VALVE !') },
    { id: 'round3 boiler: pressure limiter setpoint', source: { parts: BOILER }, edits: [['P_TRIP :	REAL := 10.5;', 'P_TRIP :	REAL := 12.0;']], expect: items('constant initial-value-changed P_TRIP !') },
    { id: 'round3 boiler: pressure warning level', source: { parts: BOILER }, edits: [['P_WARN :	REAL := 9.0;', 'P_WARN :	REAL := 9.5;']], expect: items('constant initial-value-changed P_WARN') },
    // The purge timer's output opens the fuel valve, a safety-commented output.
    { id: 'round3 boiler: purge time', source: { parts: BOILER }, edits: [['PT := t#30s', 'PT := t#10s']], expect: items('constant value-changed purge.PT !') },
    { id: 'round3 boiler: limit hysteresis', source: { parts: BOILER }, edits: [['HYS :	REAL := 0.2;', 'HYS :	REAL := 0.5;']], expect: items('constant initial-value-changed HYS') },
    { id: 'round3 boiler: water temperature limit', source: { parts: BOILER }, edits: [['T_MAX :	REAL := 110.0;', 'T_MAX :	REAL := 120.0;']], expect: items('constant initial-value-changed T_MAX') },
    { id: 'round3 boiler: horn no longer sounds on low water', source: { parts: BOILER }, edits: [['HORN := Q_WARN OR Q_TRIP OR LOW_WATER;', 'HORN := Q_WARN OR Q_TRIP;']], expect: items('write value-changed HORN !') },
    { id: 'round3 boiler: combustion fan forced on', source: { parts: BOILER }, edits: [['FAN := DEMAND AND NOT Q_TRIP;', 'FAN := TRUE;']], expect: items('write now-constant FAN !') },
    { id: 'round3 boiler: pressure comment reworded', source: { parts: BOILER }, edits: [['(* steam pressure, bar *)', '(* steam pressure in bar *)']], expect: [] },
    { id: 'round3 boiler: flame signal located', source: { parts: BOILER }, edits: [['FLAME_OK :	BOOL;', 'FLAME_OK AT %IX4.1 :	BOOL;']], expect: items('declaration address-changed FLAME_OK') },
    { id: 'round3 boiler: purge timed from the demand, not the fan', source: { parts: BOILER }, edits: [['purge(IN := FAN,', 'purge(IN := DEMAND,']], expect: items('fb-call inputs-changed purge.IN !') },
  ]),
  ...from('tjkin1201/Twincat features/twincat-code-qa-tool/samples/new_version/POUs/FB_Safety.TcPOU', [
    {
      id: 'round3 monitor: guard door no longer trips the cell',
      source: { parts: MONITOR },
      edits: [['        IF bDoorOpen THEN\n            nCode := CODE_DOOR;\n            eState := E_CellState.TRIPPED;\n        END_IF\n', '']],
      expect: items('condition no-longer-read bDoorOpen !', 'write no-longer-written nCode !', 'write no-longer-written eState !'),
    },
    { id: 'round3 monitor: e-stop trip code', source: { parts: MONITOR }, edits: [['CODE_ESTOP : INT := 301;', 'CODE_ESTOP : INT := 311;']], expect: items('constant initial-value-changed CODE_ESTOP !') },
    { id: 'round3 monitor: low-air confirmation time', source: { parts: MONITOR }, edits: [['AIR_CONFIRM : TIME := T#2S;', 'AIR_CONFIRM : TIME := T#5S;']], expect: items('constant initial-value-changed AIR_CONFIRM') },
    { id: 'round3 monitor: reset hold time', source: { parts: MONITOR }, edits: [['RESET_HOLD : TIME := T#1S;', 'RESET_HOLD : TIME := T#3S;']], expect: items('constant initial-value-changed RESET_HOLD') },
    { id: 'round3 monitor: low-air timer reads the temperature', source: { parts: MONITOR }, edits: [['tonAir(IN := bLowAir,', 'tonAir(IN := bOverTemp,']], expect: items('fb-call inputs-changed tonAir.IN') },
    {
      id: 'round3 monitor: start no longer waits for a cool spindle',
      source: { parts: MONITOR },
      edits: [['IF NOT bEStopPressed AND NOT bDoorOpen AND NOT bOverTemp THEN', 'IF NOT bEStopPressed AND NOT bDoorOpen THEN']],
      expect: items('condition no-longer-read bOverTemp', 'write condition-changed eState'),
    },
    {
      id: 'round3 monitor: start no longer checks the e-stop',
      source: { parts: MONITOR },
      edits: [['IF NOT bEStopPressed AND NOT bDoorOpen AND NOT bOverTemp THEN', 'IF NOT bDoorOpen AND NOT bOverTemp THEN']],
      expect: items('condition no-longer-read bEStopPressed !', 'write condition-changed eState !'),
    },
    { id: 'round3 monitor: trips counted twice', source: { parts: MONITOR }, edits: [['nTrips := nTrips + 1;', 'nTrips := nTrips + 2;']], expect: items('constant value-changed nTrips') },
    {
      id: 'round3 monitor: trip counter renamed',
      source: { parts: MONITOR },
      edits: [
        ['    nTrips : UDINT;', '    nTripCount : UDINT;'],
        ['nTrips := nTrips + 1;', 'nTripCount := nTripCount + 1;'],
      ],
      expect: items('declaration renamed nTripCount'),
    },
    // A named constant swapped for another: another value is written, no constant changes value.
    { id: 'round3 monitor: over-temperature reported as a door trip', source: { parts: MONITOR }, edits: [['nCode := CODE_TEMP;', 'nCode := CODE_DOOR;']], expect: items('write value-changed nCode') },
    {
      id: 'round3 monitor: over-temperature goes back to init',
      source: { parts: MONITOR },
      edits: [['nCode := CODE_TEMP;\n            eState := E_CellState.TRIPPED;', 'nCode := CODE_TEMP;\n            eState := E_CellState.INIT;']],
      expect: items('write value-changed eState'),
    },
    // The reset timer's input reads the e-stop and the guard door: a reset with the door open.
    { id: 'round3 monitor: reset with the guard door open', source: { parts: MONITOR }, edits: [['tonReset(IN := bReset AND NOT bEStopPressed AND NOT bDoorOpen,', 'tonReset(IN := bReset AND NOT bEStopPressed,']], expect: items('fb-call inputs-changed tonReset.IN !') },
  ]),
  ...from('tjkin1201/Twincat features/twincat-code-qa-tool/samples/new_version/POUs/MAIN.TcPOU', [
    { id: 'round3 cell main: monitor no longer told the guard door', source: { parts: CELL_MAIN }, edits: [['fbMonitor.bDoorOpen := bDoorOpen;\n', '']], expect: items('write no-longer-written fbMonitor.bDoorOpen !') },
    { id: 'round3 cell main: temperature alarm threshold', source: { parts: CELL_MAIN }, edits: [['TEMP_ALARM : REAL := 50.0;', 'TEMP_ALARM : REAL := 55.0;']], expect: items('constant initial-value-changed TEMP_ALARM') },
    // The cell safety monitor's trip no longer stops the pump: every write of the pump's commands lost it.
    {
      id: 'round3 cell main: pump runs through a monitor trip',
      source: { parts: CELL_MAIN },
      edits: [['IF bEStopPressed OR fbMonitor.bTrip THEN', 'IF bEStopPressed THEN']],
      expect: items(
        'condition no-longer-read fbMonitor.bTrip !',
        'write condition-changed fbPump.bLiga !',
        'write condition-changed fbPump.bDesliga !',
        'write condition-changed fbPump.bLiga !',
        'write condition-changed fbPump.bDesliga !',
      ),
    },
    { id: 'round3 cell main: pump contactor ignores the e-stop', source: { parts: CELL_MAIN }, edits: [['bPumpOut := fbPump.bLigaBomba AND NOT bEStopPressed;', 'bPumpOut := fbPump.bLigaBomba;']], expect: items('write value-changed bPumpOut !') },
    {
      id: 'round3 cell main: scan counter renamed',
      source: { parts: CELL_MAIN },
      edits: [
        ['    nCycles : DINT := 0;', '    nScans : DINT := 0;'],
        ['nCycles := nCycles + 1;', 'nScans := nScans + 1;'],
      ],
      expect: items('declaration renamed nScans'),
    },
    { id: 'round3 cell main: monitor no longer called', source: { parts: CELL_MAIN }, edits: [['fbMonitor();\n', '']], expect: items('fb-call no-longer-called fbMonitor !') },
    { id: 'round3 cell main: pump temperature fixed', source: { parts: CELL_MAIN }, edits: [['fbPump.rTemp := rTemp;', 'fbPump.rTemp := 20.0;']], expect: items('write now-constant fbPump.rTemp') },
  ]),
  ...from('Keiji01/TwinCAT3 LabsTreino/LabsTreino/RT1/POUs/FB_Motor.TcPOU', [
    { id: 'round3 pump: start temperature', source: { parts: PUMP }, edits: [['rTemp<80 THEN', 'rTemp<85 THEN']], expect: items('constant value-changed rTemp') },
    { id: 'round3 pump: trip temperature', source: { parts: PUMP }, edits: [['rTempMax:REAL := 95.0;', 'rTempMax:REAL := 100.0;']], expect: items('constant initial-value-changed rTempMax') },
    { id: 'round3 pump: error reset temperature', source: { parts: PUMP }, edits: [['bReset AND rTemp < 80', 'bReset AND rTemp < 90']], expect: items('constant value-changed rTemp') },
    // The ELSIF branch runs when the first condition does not: both writes of bLigaBomba and the count change guard.
    {
      id: 'round3 pump: starts with an error standing',
      source: { parts: PUMP },
      edits: [['IF bLiga AND NOT bDesliga AND NOT bErro AND rTemp<80 THEN', 'IF bLiga AND NOT bDesliga AND rTemp<80 THEN']],
      expect: items('condition no-longer-read bErro', 'write condition-changed bLigaBomba', 'write condition-changed nPartidas', 'write condition-changed bLigaBomba'),
    },
    {
      id: 'round3 pump: start counter renamed',
      source: { parts: PUMP },
      edits: [
        ['\tnPartidas:UDINT;', '\tnArranques:UDINT;'],
        ['nPartidas:=nPartidas+1;', 'nArranques:=nArranques+1;'],
      ],
      expect: items('declaration renamed nArranques'),
    },
    {
      id: 'round3 pump: an error no longer stops the pump',
      source: { parts: PUMP },
      edits: [['ELSIF bDesliga OR bErro THEN', 'ELSIF bDesliga THEN']],
      expect: items('condition no-longer-read bErro', 'write condition-changed bLigaBomba'),
    },
    {
      id: 'round3 pump: error never reset',
      source: { parts: PUMP },
      edits: [['IF bReset AND rTemp < 80 THEN\n\tbErro:=FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bReset', 'condition no-longer-read rTemp', 'write no-longer-written bErro'),
    },
    { id: 'round3 pump: pressure as LREAL', source: { parts: PUMP }, edits: [['rPressao:REAL;', 'rPressao:LREAL;']], expect: items('declaration retyped rPressao') },
  ]),
  ...from('Keiji01/TwinCAT3 Safety Junction TEST/SafetyTest/SafetyTest/PLC1/POUs/MAIN.TcPOU (GVL_safety, FB_Clock)', [
    { id: 'round3 couplers: second coupler clock forced on', source: { parts: COUPLERS }, ...couplerLists, edits: [['GVL_Safety.bCouplerClockB := fbClockB.OUT_CLK;', 'GVL_Safety.bCouplerClockB := TRUE;']], expect: items('write now-constant GVL_Safety.bCouplerClockB !') },
    // fbClockB's output is the second coupler's watchdog clock: its times are the clock's.
    {
      id: 'round3 couplers: second coupler clock period',
      source: { parts: COUPLERS },
      ...couplerLists,
      edits: [['TIME_ON := T#300MS, TIME_OFF := T#300MS', 'TIME_ON := T#500MS, TIME_OFF := T#500MS']],
      expect: items('constant value-changed fbClockB.TIME_ON !', 'constant value-changed fbClockB.TIME_OFF !'),
    },
    { id: 'round3 couplers: restart acknowledge without a hold time', source: { parts: COUPLERS }, ...couplerLists, edits: [['PT := T#500MS', 'PT := T#0MS']], expect: items('constant value-changed tonAck.PT !') },
    { id: 'round3 couplers: restart acknowledge straight from the button', source: { parts: COUPLERS }, ...couplerLists, edits: [['GVL_Safety.bRestartAck := tonAck.Q;', 'GVL_Safety.bRestartAck := xAckButton;']], expect: items('write value-changed GVL_Safety.bRestartAck !') },
    // A located lamp losing a conjunct, and the conjunct is a safety coupler's clock.
    {
      id: 'round3 couplers: status lamp from the first clock only',
      source: { parts: COUPLERS },
      ...couplerLists,
      edits: [['GVL_Safety.bStatusLamp := GVL_Safety.bCouplerClockA AND GVL_Safety.bCouplerClockB;', 'GVL_Safety.bStatusLamp := GVL_Safety.bCouplerClockA;']],
      expect: items('write value-changed GVL_Safety.bStatusLamp !'),
    },
    { id: 'round3 couplers: first coupler clock address written directly', source: { parts: COUPLERS }, ...couplerLists, edits: [['GVL_Safety.bRestartAck := tonAck.Q;\n', 'GVL_Safety.bRestartAck := tonAck.Q;\n%QX20.0 := TRUE;\n']], expect: items('write newly-written %QX20.0 !') },
    { id: 'round3 couplers: first clock no longer called', source: { parts: COUPLERS }, ...couplerLists, edits: [['fbClockA(TIME_ON := GVL_Safety.tClockA, TIME_OFF := GVL_Safety.tClockA, OUT_CLK => );\n', '']], expect: items('fb-call no-longer-called fbClockA !') },
    { id: 'round3 couplers gvl: first clock period', source: { parts: COUPLER_GVL }, edits: [['tClockA : TIME := T#1S;', 'tClockA : TIME := T#2S;']], expect: items('constant initial-value-changed tClockA') },
    { id: 'round3 couplers gvl: status lamp moved onto the restart acknowledge', source: { parts: COUPLER_GVL }, edits: [['bStatusLamp AT %QX20.3', 'bStatusLamp AT %QX20.2']], expect: items('declaration address-changed bStatusLamp !') },
    { id: 'round3 couplers gvl: info word moved', source: { parts: COUPLER_GVL }, edits: [['nInfoData AT %IW20', 'nInfoData AT %IW22']], expect: items('declaration address-changed nInfoData') },
    { id: 'round3 couplers gvl: a word over the coupler clocks', source: { parts: COUPLER_GVL }, edits: [['    nInfoData AT %IW20 : UINT;', '    nInfoData AT %IW20 : UINT;\n    wOutputs AT %QW20 : WORD;']], expect: items('declaration added wOutputs !') },
    { id: 'round3 couplers gvl: comment reworded', source: { parts: COUPLER_GVL }, edits: [['(* restart acknowledge of the safety program *)', '(* restart acknowledge, safety program *)']], expect: [] },
  ]),
];
