// The thirty-seventh independent held-out part of the accuracy corpus (round 37), second file. Written on 7 December
// 2026 by the case writer "round37" under the rules in the header of impact-corpus-heldout-round37.ts (the writer did
// not change or read the analysis; the objects are ours, written after reading the named public files for their forms;
// expectations by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, committed
// before the first score; corrections only for an error of the writer's, with the reason beside it). Repository:
// curtisburke-eng/6DOF-Tool_PLC-HMI (a TwinCAT six-axis positioning tool).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A motion axis block driven through members: enable, closed/open loop, limit switches, drive enable relay, STO feedback. */
const AXIS = object(
  'FB_MotionAxis',
  `FUNCTION_BLOCK FB_MotionAxis
VAR_INPUT
    IN_Enable_Control : BOOL;
    IN_Closed_Loop : BOOL;
    CL_IN_Vel : REAL;
    OL_IN_Analog : REAL;
    IN_Limit_Pos : BOOL;        // safety limit switch, positive end, TRUE = free
    IN_Limit_Neg : BOOL;        // safety limit switch, negative end, TRUE = free
    IN_Estop_OK : BOOL;         // e-stop chain of the tool, TRUE = healthy
    IN_Reset : BOOL;
END_VAR
VAR_OUTPUT
    OUT_Enable : BOOL;
    OUT_Fault : BOOL;
END_VAR
VAR
    DRV_Enable AT %Q* : BOOL;       // drive enable relay
    DRV_Velocity AT %Q* : INT;      // velocity reference to the drive
    DRV_Ready AT %I* : BOOL;
    // safe torque off feedback of the drive, TRUE = torque off
    DRV_TorqueOffFb AT %I* : BOOL;
    Max_Vel : REAL := 100.0;
    Vel_Scale : REAL := 327.67;
    Cmd_Vel : REAL;
    Lag_Timer : TON;
    Lag_Time : TIME := T#500MS;
    Fault_Latch : BOOL;
END_VAR
`,
  `// clamp the command to the axis' maximum
Cmd_Vel := LIMIT(-Max_Vel, CL_IN_Vel, Max_Vel);
IF NOT IN_Closed_Loop THEN
    Cmd_Vel := OL_IN_Analog;
END_IF

// no motion into an open limit switch
IF Cmd_Vel > 0.0 AND NOT IN_Limit_Pos THEN
    Cmd_Vel := 0.0;
END_IF
IF Cmd_Vel < 0.0 AND NOT IN_Limit_Neg THEN
    Cmd_Vel := 0.0;
END_IF

// drive not ready in time after the enable, or torque off while enabled
Lag_Timer(IN := DRV_Enable AND NOT DRV_Ready, PT := Lag_Time);
IF Lag_Timer.Q OR DRV_TorqueOffFb AND DRV_Enable THEN
    Fault_Latch := TRUE;
END_IF
IF IN_Reset AND NOT IN_Enable_Control THEN
    Fault_Latch := FALSE;
END_IF

DRV_Enable := IN_Enable_Control AND IN_Estop_OK AND NOT Fault_Latch;
IF DRV_Enable THEN
    DRV_Velocity := REAL_TO_INT(Cmd_Vel * Vel_Scale);
ELSE
    DRV_Velocity := 0;
END_IF

OUT_Enable := DRV_Enable AND DRV_Ready;
OUT_Fault := Fault_Latch;
`,
);

/** The tool's top-level program: a speed toggle per screen, a pendant jog with an enabling switch, the axis called with arguments. */
const TOP = object(
  'TOP_LEVEL_CONTROL',
  `PROGRAM TOP_LEVEL_CONTROL
VAR
    Active_Panel AT %IW3 : INT;     (* screen shown on the touch panel *)
    Speed_Toggle AT %IX2.0 : BOOL;
    Jog_Plus AT %IX2.1 : BOOL;
    Jog_Minus AT %IX2.2 : BOOL;
    (* safety enabling switch of the pendant, three-position, middle = TRUE *)
    Enabling_Switch AT %IX2.3 : BOOL;
    (* emergency stop chain of the tool, TRUE = healthy *)
    Estop_Chain AT %IX2.4 : BOOL;
    Limit_X_Pos AT %IX2.5 : BOOL;
    Limit_X_Neg AT %IX2.6 : BOOL;
    Reset_PB AT %IX2.7 : BOOL;
    Calibrate_X AT %IX3.0 : BOOL;
    Move_Lamp AT %QX2.0 : BOOL;
    Horn AT %QX2.1 : BOOL;
END_VAR
VAR
    TRANSX : FB_MotionAxis;
    trigToggle : R_TRIG;
    TRANSX_SLOW_SPEED : INT := 10;
    TRANSX_MEDIUM_SPEED : INT := 50;
    TRANSX_FAST_SPEED : INT := 100;
    TRANSX_SPEED : INT := 10;
    Jog_Vel : REAL;
    Move_In_Progress : BOOL;
    Calib_Enable : BOOL;
    Last_Screen : INT;
    Screen_Transition : BOOL;
END_VAR
`,
  `// speed toggle on the speed screen: slow, medium, fast
trigToggle(CLK := Speed_Toggle);
IF trigToggle.Q AND Active_Panel = 13 THEN
    IF TRANSX_SPEED = TRANSX_SLOW_SPEED THEN
        TRANSX_SPEED := TRANSX_MEDIUM_SPEED;
    ELSIF TRANSX_SPEED = TRANSX_MEDIUM_SPEED THEN
        TRANSX_SPEED := TRANSX_FAST_SPEED;
    ELSE
        TRANSX_SPEED := TRANSX_SLOW_SPEED;
    END_IF
END_IF

// jog only with the enabling switch held
IF Jog_Plus AND Enabling_Switch THEN
    Jog_Vel := INT_TO_REAL(TRANSX_SPEED);
ELSIF Jog_Minus AND Enabling_Switch THEN
    Jog_Vel := -INT_TO_REAL(TRANSX_SPEED);
ELSE
    Jog_Vel := 0.0;
END_IF

TRANSX(IN_Enable_Control := (Jog_Plus OR Jog_Minus) AND Enabling_Switch, IN_Closed_Loop := TRUE, CL_IN_Vel := Jog_Vel,
       IN_Limit_Pos := Limit_X_Pos, IN_Limit_Neg := Limit_X_Neg, IN_Estop_OK := Estop_Chain, IN_Reset := Reset_PB);

Move_In_Progress := TRANSX.OUT_Enable;
Move_Lamp := Move_In_Progress;
Horn := TRANSX.OUT_Fault OR NOT Estop_Chain;

// calibration of the X axis while the button is held
IF Calibrate_X AND Active_Panel = 12 THEN
    Calib_Enable := TRUE;
ELSIF Calib_Enable THEN
    Calib_Enable := FALSE;
END_IF

IF Active_Panel <> Last_Screen THEN
    Screen_Transition := TRUE;
END_IF
Last_Screen := Active_Panel;
`,
);

/** A FUNCTION over a VAR_IN_OUT struct that disables every axis of the tool and requests safe torque off. */
const DISABLE = object(
  'Disable_Axes',
  `FUNCTION Disable_Axes : INT
VAR_IN_OUT
    PROG : ST_ToolProg;
END_VAR
VAR
END_VAR
`,
  `// stop every drive of the tool
PROG.TRANSX_ENABLE := FALSE;
PROG.TRANSY_ENABLE := FALSE;
PROG.JACK1_ENABLE := FALSE;
PROG.JACK2_ENABLE := FALSE;
PROG.JACK3_ENABLE := FALSE;
// request safe torque off on all axes
PROG.STO_REQUEST := TRUE;

// speeds to zero
PROG.TRANSX_SPEED := 0;
PROG.TRANSY_SPEED := 0;
PROG.ALL_JACKS_SPEED := 0;
Disable_Axes := 0;
`,
);

/** An OpenPLC force monitor of the jacks: an overload trip latch, the hydraulic unit's seal-in, the jacks' safety relay, a sounder. */
const FORCE = [
  {
    name: 'pous/programs/ForceMonitor.st',
    text: `PROGRAM ForceMonitor
  VAR
    ForceRaw AT %IW4 : INT;
    HPU_Run AT %QX3.0 : BOOL;          (* hydraulic power unit motor *)
    Sounder AT %QX3.1 : BOOL;
    Overload_Lamp AT %QX3.2 : BOOL;
    (* safety relay of the jacks, TRUE = jacks may move *)
    Jack_Safety_Relay AT %QX3.3 : BOOL;
    HPU_Start AT %IX3.0 : BOOL;
    HPU_Stop AT %IX3.1 : BOOL;
    Alarm_Ack AT %IX3.2 : BOOL;
    Guard_Closed AT %IX3.3 : BOOL;
  END_VAR
  VAR
    Force_N : REAL;
    Force_Limit : REAL := 4500.0;
    Force_Warn : REAL := 3800.0;
    Overload : BOOL;
    Overload_Timer : TON;
    Sounder_Pulse : TON;
    Sounder_Pause : TON;
    HPU_On : BOOL;
  END_VAR

  Force_N := INT_TO_REAL(ForceRaw) * 0.25;

  (* an overload must last 100 ms before it trips *)
  Overload_Timer(IN := Force_N > Force_Limit, PT := T#100ms);
  IF Overload_Timer.Q THEN
    Overload := TRUE;
  END_IF;
  IF Alarm_Ack AND Force_N < 3000.0 THEN
    Overload := FALSE;
  END_IF;

  HPU_On := (HPU_Start OR HPU_On) AND NOT HPU_Stop AND NOT Overload;
  HPU_Run := HPU_On AND Guard_Closed;
  Jack_Safety_Relay := HPU_Run AND NOT Overload;

  Sounder_Pulse(IN := Overload AND NOT Sounder_Pause.Q, PT := T#500ms);
  Sounder_Pause(IN := Sounder_Pulse.Q, PT := T#700ms);
  Sounder := Overload AND NOT Sounder_Pulse.Q;
  Overload_Lamp := Overload OR Force_N > Force_Warn;
END_PROGRAM
`,
  },
];

const AXIS_ORIGIN = 'curtisburke-eng/6DOF-Tool_PLC-HMI POUs/Motion Functions/MA_Velocity_Trip.TcPOU and Motion_Axis_Control.TcPOU (an axis driven through IN_Enable_Control, IN_Closed_Open_Loop, CL_IN_Vel, OL_IN_Analog members)';
const TOP_ORIGIN = 'curtisburke-eng/6DOF-Tool_PLC-HMI POUs/Top_Level_Control.TcPOU (a screen-selected chain, slow/medium/fast speed toggles, calibration enables, the move-in-progress flag)';
const DISABLE_ORIGIN = 'curtisburke-eng/6DOF-Tool_PLC-HMI POUs/System Functions/Disable_System.TcPOU (a FUNCTION over a VAR_IN_OUT struct zeroing every enable and speed)';
const FORCE_ORIGIN = 'curtisburke-eng/6DOF-Tool_PLC-HMI POUs/System Functions/Force_Sensor_Monitor.TcPOU and Alarm_Sounder_Control.TcPOU (a force limit, the hydraulic unit, a pulsing sounder)';

const axis = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AXIS } });
const top = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [...AXIS, ...TOP] } });
const disable = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DISABLE } });
const force = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: FORCE } });

export const HELDOUT_ROUND37_B: CorpusCase[] = [
  ...from(AXIS_ORIGIN, [
    axis({ id: 'round37 axis: drive enable without the e-stop', edits: [['DRV_Enable := IN_Enable_Control AND IN_Estop_OK AND NOT Fault_Latch;', 'DRV_Enable := IN_Enable_Control AND NOT Fault_Latch;']], expect: items('write value-changed DRV_Enable !') }),
    axis({ id: 'round37 axis: drive enable forced', edits: [['DRV_Enable := IN_Enable_Control AND IN_Estop_OK AND NOT Fault_Latch;', 'DRV_Enable := TRUE;']], expect: items('write now-constant DRV_Enable !') }),
    axis({ id: 'round37 axis: drive enable ignores the fault latch', edits: [['DRV_Enable := IN_Enable_Control AND IN_Estop_OK AND NOT Fault_Latch;', 'DRV_Enable := IN_Enable_Control AND IN_Estop_OK;']], expect: items('write value-changed DRV_Enable !') }),
    // The positive limit's override of the command removed: the velocity reference copies Cmd_Vel, which that branch
    // zeroed on the limit (safety-relevant by its comment), so the override no longer reaches the output (docs/safety.md,
    // "its value copied a variable that a branch reading a safety signal switches off"). Corrected after the first score
    // (an error of the writer's): Cmd_Vel read in the removed condition was first expected unflagged, against
    // docs/safety.md ("a condition removed together with a write whose removal is an interlock removed", flagged by the
    // signals that write reached).
    axis({
      id: 'round37 axis: positive limit no longer stops the command',
      edits: [['IF Cmd_Vel > 0.0 AND NOT IN_Limit_Pos THEN\n    Cmd_Vel := 0.0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read IN_Limit_Pos !', 'condition no-longer-read Cmd_Vel !', 'write no-longer-written Cmd_Vel !'),
    }),
    axis({ id: 'round37 axis: drive ready lag time', edits: [['Lag_Time : TIME := T#500MS;', 'Lag_Time : TIME := T#2S;']], expect: items('constant initial-value-changed Lag_Time') }),
    // The trip's set lost the alternative with the safe-torque-off feedback: flagged on the write and on what it no
    // longer reads (both signals of the lost alternative).
    axis({
      id: 'round37 axis: torque off no longer trips',
      edits: [['IF Lag_Timer.Q OR DRV_TorqueOffFb AND DRV_Enable THEN', 'IF Lag_Timer.Q THEN']],
      expect: items('condition no-longer-read DRV_TorqueOffFb !', 'condition no-longer-read DRV_Enable !', 'write condition-changed Fault_Latch !'),
    }),
    axis({ id: 'round37 axis: ready lag no longer trips', edits: [['IF Lag_Timer.Q OR DRV_TorqueOffFb AND DRV_Enable THEN', 'IF DRV_TorqueOffFb AND DRV_Enable THEN']], expect: items('condition no-longer-read Lag_Timer.Q !', 'write condition-changed Fault_Latch !') }),
    axis({ id: 'round37 axis: fault reset while enabled', edits: [['IF IN_Reset AND NOT IN_Enable_Control THEN', 'IF IN_Reset THEN']], expect: items('condition no-longer-read IN_Enable_Control !', 'write condition-changed Fault_Latch !') }),
    axis({ id: 'round37 axis: velocity scale', edits: [['Vel_Scale : REAL := 327.67;', 'Vel_Scale : REAL := 300.0;']], expect: items('constant initial-value-changed Vel_Scale') }),
    axis({ id: 'round37 axis: maximum velocity', edits: [['Max_Vel : REAL := 100.0;', 'Max_Vel : REAL := 150.0;']], expect: items('constant initial-value-changed Max_Vel') }),
    // The reference's switch-off (:= 0 on a physical output) removed: it keeps the last velocity when disabled.
    axis({ id: 'round37 axis: velocity kept when disabled', edits: [['ELSE\n    DRV_Velocity := 0;\n', '']], expect: items('write no-longer-written DRV_Velocity !') }),
    axis({ id: 'round37 axis: command no longer clamped', edits: [['Cmd_Vel := LIMIT(-Max_Vel, CL_IN_Vel, Max_Vel);', 'Cmd_Vel := CL_IN_Vel;']], expect: items('write value-changed Cmd_Vel') }),
    axis({ id: 'round37 axis: open loop command clamped too', edits: [['    Cmd_Vel := OL_IN_Analog;', '    Cmd_Vel := LIMIT(-Max_Vel, OL_IN_Analog, Max_Vel);']], expect: items('write value-changed Cmd_Vel') }),
    axis({ id: 'round37 axis: enabled reported without ready', edits: [['OUT_Enable := DRV_Enable AND DRV_Ready;', 'OUT_Enable := DRV_Enable;']], expect: items('write value-changed OUT_Enable') }),
    axis({ id: 'round37 axis: torque off comment reworded', edits: [['// safe torque off feedback of the drive, TRUE = torque off', '// the drive\'s safe torque off feedback (TRUE = torque off)']], expect: [] }),
    axis({
      id: 'round37 axis: torque off feedback renamed',
      edits: [['    DRV_TorqueOffFb AT %I* : BOOL;', '    DRV_StoFeedback AT %I* : BOOL;'], ['OR DRV_TorqueOffFb AND DRV_Enable THEN', 'OR DRV_StoFeedback AND DRV_Enable THEN']],
      expect: items('declaration renamed DRV_StoFeedback !'),
    }),
    axis({
      id: 'round37 axis: fault latch renamed',
      edits: [['    Fault_Latch : BOOL;', '    Drive_Fault : BOOL;'], ['    Fault_Latch := TRUE;', '    Drive_Fault := TRUE;'], ['    Fault_Latch := FALSE;', '    Drive_Fault := FALSE;'], ['AND NOT Fault_Latch;', 'AND NOT Drive_Fault;'], ['OUT_Fault := Fault_Latch;', 'OUT_Fault := Drive_Fault;']],
      expect: items('declaration renamed Drive_Fault'),
    }),
    // An agent adds a jog override input and ORs it into the enable: the enable's conjunct is weakened.
    axis({
      id: 'round37 axis: jog override added to the enable',
      edits: [['    IN_Reset : BOOL;\n', '    IN_Reset : BOOL;\n    IN_Jog_Override : BOOL;\n'], ['DRV_Enable := IN_Enable_Control AND IN_Estop_OK', 'DRV_Enable := (IN_Enable_Control OR IN_Jog_Override) AND IN_Estop_OK']],
      expect: items('declaration added IN_Jog_Override', 'write value-changed DRV_Enable !'),
    }),
    axis({ id: 'round37 axis: status outputs reordered', edits: [['OUT_Enable := DRV_Enable AND DRV_Ready;\nOUT_Fault := Fault_Latch;\n', 'OUT_Fault := Fault_Latch;\nOUT_Enable := DRV_Enable AND DRV_Ready;\n']], expect: [] }),
  ]),
  ...from(TOP_ORIGIN, [
    // The axis' enable input lost the enabling switch: the block's drive enable relay follows that input.
    top({ id: 'round37 top level: jog enable without the enabling switch', edits: [['TRANSX(IN_Enable_Control := (Jog_Plus OR Jog_Minus) AND Enabling_Switch,', 'TRANSX(IN_Enable_Control := Jog_Plus OR Jog_Minus,']], expect: items('fb-call inputs-changed TRANSX.IN_Enable_Control !') }),
    top({ id: 'round37 top level: e-stop argument forced healthy', edits: [['IN_Estop_OK := Estop_Chain,', 'IN_Estop_OK := TRUE,']], expect: items('fb-call inputs-changed TRANSX.IN_Estop_OK !') }),
    top({
      id: 'round37 top level: limit switches swapped',
      edits: [['IN_Limit_Pos := Limit_X_Pos, IN_Limit_Neg := Limit_X_Neg,', 'IN_Limit_Pos := Limit_X_Neg, IN_Limit_Neg := Limit_X_Pos,']],
      expect: items('fb-call inputs-changed TRANSX.IN_Limit_Pos !', 'fb-call inputs-changed TRANSX.IN_Limit_Neg !'),
    }),
    // The jog velocity lost the enabling switch: a value handed to the block, read by no condition here, so the
    // condition's item is flagged and the value's write not (docs/safety.md, "a value handed on"). Corrected after the
    // first score (an error of the writer's): the ELSE's `Jog_Vel := 0.0` now runs in fewer cases too (Jog_Plus held
    // without the switch), a second write whose condition changed (the ELSIF's is the same by IEC semantics: its
    // earlier branch not taken and its own condition); one item was first expected for both.
    top({ id: 'round37 top level: plus jog velocity without the enabling switch', edits: [['IF Jog_Plus AND Enabling_Switch THEN', 'IF Jog_Plus THEN']], expect: items('condition no-longer-read Enabling_Switch !', 'write condition-changed Jog_Vel', 'write condition-changed Jog_Vel') }),
    top({ id: 'round37 top level: fast speed', edits: [['TRANSX_FAST_SPEED : INT := 100;', 'TRANSX_FAST_SPEED : INT := 150;']], expect: items('constant initial-value-changed TRANSX_FAST_SPEED') }),
    top({ id: 'round37 top level: speed screen number', edits: [['IF trigToggle.Q AND Active_Panel = 13 THEN', 'IF trigToggle.Q AND Active_Panel = 14 THEN']], expect: items('constant value-changed Active_Panel') }),
    // An annunciator of plain alternatives no longer reads the e-stop chain: flagged by it.
    top({ id: 'round37 top level: horn no longer on the e-stop', edits: [['Horn := TRANSX.OUT_Fault OR NOT Estop_Chain;', 'Horn := TRANSX.OUT_Fault;']], expect: items('write value-changed Horn !') }),
    top({ id: 'round37 top level: horn no longer on an axis fault', edits: [['Horn := TRANSX.OUT_Fault OR NOT Estop_Chain;', 'Horn := NOT Estop_Chain;']], expect: items('write value-changed Horn') }),
    top({ id: 'round37 top level: move lamp forced on', edits: [['Move_Lamp := Move_In_Progress;', 'Move_Lamp := TRUE;']], expect: items('write now-constant Move_Lamp !') }),
    top({ id: 'round37 top level: calibration screen number', edits: [['IF Calibrate_X AND Active_Panel = 12 THEN', 'IF Calibrate_X AND Active_Panel = 11 THEN']], expect: items('constant value-changed Active_Panel') }),
    top({ id: 'round37 top level: calibration never ends', edits: [['ELSIF Calib_Enable THEN\n    Calib_Enable := FALSE;\n', '']], expect: items('condition no-longer-read Calib_Enable', 'write no-longer-written Calib_Enable') }),
    top({
      id: 'round37 top level: jog velocity renamed',
      edits: [['    Jog_Vel : REAL;', '    Jog_Velocity : REAL;'], ['    Jog_Vel := INT_TO_REAL(TRANSX_SPEED);', '    Jog_Velocity := INT_TO_REAL(TRANSX_SPEED);'], ['    Jog_Vel := -INT_TO_REAL(TRANSX_SPEED);', '    Jog_Velocity := -INT_TO_REAL(TRANSX_SPEED);'], ['    Jog_Vel := 0.0;', '    Jog_Velocity := 0.0;'], ['CL_IN_Vel := Jog_Vel,', 'CL_IN_Vel := Jog_Velocity,']],
      expect: items('declaration renamed Jog_Velocity'),
    }),
    top({
      id: 'round37 top level: e-stop chain renamed',
      edits: [['    Estop_Chain AT %IX2.4 : BOOL;', '    Tool_Chain AT %IX2.4 : BOOL;'], ['IN_Estop_OK := Estop_Chain,', 'IN_Estop_OK := Tool_Chain,'], ['OR NOT Estop_Chain;', 'OR NOT Tool_Chain;']],
      expect: items('declaration renamed Tool_Chain !'),
    }),
    top({ id: 'round37 top level: enabling switch comment reworded', edits: [['(* safety enabling switch of the pendant, three-position, middle = TRUE *)', '(* pendant safety enabling switch (three-position), TRUE in the middle *)']], expect: [] }),
    top({ id: 'round37 top level: enabling switch moved', edits: [['Enabling_Switch AT %IX2.3', 'Enabling_Switch AT %IX3.3']], expect: items('declaration address-changed Enabling_Switch !') }),
    top({ id: 'round37 top level: move lamp moved to a free output', edits: [['Move_Lamp AT %QX2.0', 'Move_Lamp AT %QX2.7']], expect: items('declaration address-changed Move_Lamp') }),
    top({ id: 'round37 top level: lamp and horn reordered', edits: [['Move_Lamp := Move_In_Progress;\nHorn := TRANSX.OUT_Fault OR NOT Estop_Chain;\n', 'Horn := TRANSX.OUT_Fault OR NOT Estop_Chain;\nMove_Lamp := Move_In_Progress;\n']], expect: [] }),
    top({ id: 'round37 top level: open loop selected', edits: [['IN_Closed_Loop := TRUE,', 'IN_Closed_Loop := FALSE,']], expect: items('constant value-changed TRANSX.IN_Closed_Loop') }),
    // The axis block no longer called: its inputs read the e-stop chain and the enabling switch.
    top({
      id: 'round37 top level: axis no longer called',
      edits: [['TRANSX(IN_Enable_Control := (Jog_Plus OR Jog_Minus) AND Enabling_Switch, IN_Closed_Loop := TRUE, CL_IN_Vel := Jog_Vel,\n       IN_Limit_Pos := Limit_X_Pos, IN_Limit_Neg := Limit_X_Neg, IN_Estop_OK := Estop_Chain, IN_Reset := Reset_PB);\n', '']],
      expect: items('fb-call no-longer-called TRANSX !'),
    }),
    // Corrected after the first score (an error of the writer's): the outer IF guards all three writes of the speed,
    // each a write whose condition changed; one item was first expected for the three.
    top({
      id: 'round37 top level: speed toggles on the level',
      edits: [['IF trigToggle.Q AND Active_Panel = 13 THEN', 'IF Speed_Toggle AND Active_Panel = 13 THEN']],
      expect: items('condition no-longer-read trigToggle.Q', 'condition newly-read Speed_Toggle', 'write condition-changed TRANSX_SPEED', 'write condition-changed TRANSX_SPEED', 'write condition-changed TRANSX_SPEED'),
    }),
  ]),
  ...from(DISABLE_ORIGIN, [
    disable({ id: 'round37 disable: no safe torque off request', edits: [['PROG.STO_REQUEST := TRUE;\n', '']], expect: items('write no-longer-written PROG.STO_REQUEST !') }),
    disable({ id: 'round37 disable: safe torque off request cleared', edits: [['PROG.STO_REQUEST := TRUE;', 'PROG.STO_REQUEST := FALSE;']], expect: items('constant value-changed PROG.STO_REQUEST !') }),
    // Judgement: the struct's enables reach no physical output this object shows, and their names say no safety.
    disable({ id: 'round37 disable: jack 3 left enabled', edits: [['PROG.JACK3_ENABLE := FALSE;\n', '']], expect: items('write no-longer-written PROG.JACK3_ENABLE') }),
    disable({ id: 'round37 disable: X speed left at a creep', edits: [['PROG.TRANSX_SPEED := 0;', 'PROG.TRANSX_SPEED := 5;']], expect: items('constant value-changed PROG.TRANSX_SPEED') }),
    disable({ id: 'round37 disable: comment reworded', edits: [['// stop every drive of the tool', '// disable all drives of the tool']], expect: [] }),
    disable({ id: 'round37 disable: enables reordered', edits: [['PROG.TRANSX_ENABLE := FALSE;\nPROG.TRANSY_ENABLE := FALSE;\n', 'PROG.TRANSY_ENABLE := FALSE;\nPROG.TRANSX_ENABLE := FALSE;\n']], expect: [] }),
    disable({ id: 'round37 disable: return code', edits: [['Disable_Axes := 0;', 'Disable_Axes := 1;']], expect: items('constant value-changed Disable_Axes') }),
    disable({ id: 'round37 disable: monitoring tool disabled too', edits: [['PROG.JACK3_ENABLE := FALSE;\n', 'PROG.JACK3_ENABLE := FALSE;\nPROG.MON_TOOL_ENABLE := FALSE;\n']], expect: items('write newly-written PROG.MON_TOOL_ENABLE') }),
  ]),
  ...from(FORCE_ORIGIN, [
    // The jacks' safety relay follows the overload latch (NOT Overload): a limit in what sets that latch is flagged by it.
    force({ id: 'round37 force: overload limit raised', edits: [['Force_Limit : REAL := 4500.0;', 'Force_Limit : REAL := 6000.0;']], expect: items('constant initial-value-changed Force_Limit !') }),
    // Judgement: the filter time of the overload is in what sets that latch too (the timer's Q sets it).
    force({ id: 'round37 force: overload filter time', edits: [['PT := T#100ms);', 'PT := T#1s);']], expect: items('constant value-changed Overload_Timer.PT !') }),
    force({ id: 'round37 force: overload reset under load', edits: [['IF Alarm_Ack AND Force_N < 3000.0 THEN', 'IF Alarm_Ack THEN']], expect: items('condition no-longer-read Force_N !', 'write condition-changed Overload !') }),
    force({ id: 'round37 force: hydraulic unit ignores the overload', edits: [['HPU_On := (HPU_Start OR HPU_On) AND NOT HPU_Stop AND NOT Overload;', 'HPU_On := (HPU_Start OR HPU_On) AND NOT HPU_Stop;']], expect: items('write value-changed HPU_On !') }),
    force({ id: 'round37 force: hydraulic unit without the guard', edits: [['HPU_Run := HPU_On AND Guard_Closed;', 'HPU_Run := HPU_On;']], expect: items('write value-changed HPU_Run !') }),
    force({ id: 'round37 force: jacks relay forced', edits: [['Jack_Safety_Relay := HPU_Run AND NOT Overload;', 'Jack_Safety_Relay := TRUE;']], expect: items('write now-constant Jack_Safety_Relay !') }),
    force({ id: 'round37 force: jacks relay ignores the overload', edits: [['Jack_Safety_Relay := HPU_Run AND NOT Overload;', 'Jack_Safety_Relay := HPU_Run;']], expect: items('write value-changed Jack_Safety_Relay !') }),
    force({ id: 'round37 force: lamp only on the trip', edits: [['Overload_Lamp := Overload OR Force_N > Force_Warn;', 'Overload_Lamp := Overload;']], expect: items('write value-changed Overload_Lamp') }),
    force({ id: 'round37 force: warning threshold', edits: [['Force_Warn : REAL := 3800.0;', 'Force_Warn : REAL := 4000.0;']], expect: items('constant initial-value-changed Force_Warn') }),
    force({ id: 'round37 force: sounder pulse', edits: [['PT := T#500ms);', 'PT := T#250ms);']], expect: items('constant value-changed Sounder_Pulse.PT') }),
    force({ id: 'round37 force: sounder silenced', edits: [['Sounder := Overload AND NOT Sounder_Pulse.Q;', 'Sounder := FALSE;']], expect: items('write now-constant Sounder') }),
    // Judgement: the force's scaling reaches the overload latch the jacks' safety relay follows (through the timer).
    force({ id: 'round37 force: load cell scaling', edits: [['Force_N := INT_TO_REAL(ForceRaw) * 0.25;', 'Force_N := INT_TO_REAL(ForceRaw) * 0.2;']], expect: items('constant value-changed Force_N !') }),
    force({ id: 'round37 force: guard input moved', edits: [['Guard_Closed AT %IX3.3', 'Guard_Closed AT %IX4.3']], expect: items('declaration address-changed Guard_Closed !') }),
    force({
      id: 'round37 force: guard input renamed',
      edits: [['    Guard_Closed AT %IX3.3 : BOOL;', '    Hood_Closed AT %IX3.3 : BOOL;'], ['HPU_Run := HPU_On AND Guard_Closed;', 'HPU_Run := HPU_On AND Hood_Closed;']],
      expect: items('declaration renamed Hood_Closed !'),
    }),
    force({ id: 'round37 force: relay comment reworded', edits: [['(* safety relay of the jacks, TRUE = jacks may move *)', '(* jacks safety relay: TRUE = the jacks may move *)']], expect: [] }),
    force({ id: 'round37 force: overload no longer latched', edits: [['  IF Overload_Timer.Q THEN\n    Overload := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read Overload_Timer.Q !', 'write no-longer-written Overload !') }),
    force({ id: 'round37 force: stop button no longer breaks the seal-in', edits: [['HPU_On := (HPU_Start OR HPU_On) AND NOT HPU_Stop AND NOT Overload;', 'HPU_On := (HPU_Start OR HPU_On) AND NOT Overload;']], expect: items('write value-changed HPU_On !') }),
    force({ id: 'round37 force: whitespace in the relay line', edits: [['Jack_Safety_Relay := HPU_Run AND NOT Overload;', 'Jack_Safety_Relay := HPU_Run  AND  NOT Overload;']], expect: [] }),
    force({ id: 'round37 force: lamp written before the sounder', edits: [['  Sounder := Overload AND NOT Sounder_Pulse.Q;\n  Overload_Lamp := Overload OR Force_N > Force_Warn;\n', '  Overload_Lamp := Overload OR Force_N > Force_Warn;\n  Sounder := Overload AND NOT Sounder_Pulse.Q;\n']], expect: [] }),
    force({ id: 'round37 force: load cell input moved', edits: [['ForceRaw AT %IW4', 'ForceRaw AT %IW5']], expect: items('declaration address-changed ForceRaw') }),
  ]),
];
