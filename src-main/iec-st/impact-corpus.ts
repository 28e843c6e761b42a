// The impact analysis's accuracy corpus: before/after pairs of real-shaped ST (the project's fixtures and demo, and
// CODESYS objects written the way CODESYS projects hold them), each with the impact an engineer expects, written by
// hand from what the edit does to the machine. impact-corpus.test.ts runs it and reports precision and recall.
import type { ImpactKind } from '../../src-shared/impact.ts';
import type { OuterDeclaration } from './impact-analysis.ts';

export interface ExpectedItem {
  kind: ImpactKind;
  change: string;
  subject: string;
  address?: string;
  /** The item must be flagged safety-relevant (and an item not marked so must not be). */
  safety?: true;
}

export interface CorpusCase {
  id: string;
  /** A fixture file (relative to the repository) or inline parts; `edits` are applied to each part's text in turn. */
  source: { file: string } | { parts: Array<{ name: string; text: string }> };
  edits: Array<[string, string]>;
  globals?: OuterDeclaration[];
  /** CODESYS: the project's other GVLs as declared, and the IO mapping, as the card reads them (ImpactRequest's). */
  globalLists?: Array<{ name: string; declaration: string }>;
  ioMapping?: Record<string, string>;
  safetySignals?: string[];
  expect: ExpectedItem[];
  /** The public repository and file whose forms the case's object was written after (the object is ours). */
  origin?: string;
}

const MAIN = { file: 'fixtures/openplc/bottling-line/pous/programs/main.st' };
const CONVEYOR = { file: 'fixtures/openplc/bottling-line/pous/function-blocks/ConveyorDrive.st' };
const FILLER = { file: 'fixtures/openplc/bottling-line/pous/function-blocks/FillerControl.st' };
const CAPPER = { file: 'fixtures/openplc/bottling-line/pous/function-blocks/CapperControl.st' };
const REJECT = { file: 'fixtures/openplc/bottling-line/pous/function-blocks/RejectGate.st' };
const STATS = { file: 'fixtures/openplc/bottling-line/pous/programs/ProductionStats.st' };
const SCALE = { file: 'fixtures/openplc/bottling-line/pous/functions/ScaleAnalog.st' };
const JOG = { file: 'fixtures/openplc/motion-library/pous/function-blocks/JogAxis.st' };
const RAMP = { file: 'fixtures/openplc/motion-library/pous/function-blocks/RampGenerator.st' };
const SATURATE = { file: 'fixtures/openplc/motion-library/pous/functions/Saturate.st' };
const RELAY = { file: 'fixtures/openplc/relay-panel-v41/pous/function-blocks/RELAY_LATCH.st' };

/** The bottling line's global variables (project.json). */
export const BOTTLING_GLOBALS: OuterDeclaration[] = [
  { name: 'EmergencyStop', type: 'BOOL', address: '%IX0.0', documentation: 'Emergency stop chain healthy (NC contact, TRUE = OK)' },
  { name: 'LineSpeedSetpoint', type: 'REAL', address: null, documentation: 'Conveyor speed in bottles per minute' },
  { name: 'MinFillPercent', type: 'REAL', address: null, documentation: 'Bottles below this fill level are rejected' },
  { name: 'Counters', type: 'BottleCounters', address: null, documentation: null },
];

/** CODESYS objects as the Packaging fixture holds them: a qualified-only GVL, a program, a function block. */
const CODESYS_GLOBALS: OuterDeclaration[] = [
  { name: 'bStartButton', namespace: 'GVL_IO', type: 'BOOL', address: '%IX0.0', documentation: null },
  { name: 'bConveyorRun', namespace: 'GVL_IO', type: 'BOOL', address: '%QX0.0', documentation: null },
  { name: 'bCartonSensor', namespace: 'GVL_IO', type: 'BOOL', address: '%IX0.1', documentation: null },
  { name: 'bEStopOK', namespace: 'GVL_Safety', type: 'BOOL', address: '%IX1.0', documentation: 'E-stop relay feedback' },
  { name: 'bGuardClosed', namespace: 'GVL_Safety', type: 'BOOL', address: '%IX1.1', documentation: null },
];
const PLC_PRG = [
  { name: 'PLC_PRG (declaration)', text: 'PROGRAM PLC_PRG\nVAR\n    fbConveyor : FB_Conveyor;\nEND_VAR\n' },
  { name: 'PLC_PRG (implementation)', text: 'fbConveyor(bEnable := GVL_IO.bStartButton);\nGVL_IO.bConveyorRun := fbConveyor.bRunning;\n' },
];
const CARTONER = [
  { name: 'PRG_Cartoner (declaration)', text: 'PROGRAM PRG_Cartoner\nVAR\n    nCartons : UDINT;\nEND_VAR\n' },
  { name: 'PRG_Cartoner (implementation)', text: 'IF GVL_IO.bCartonSensor THEN\n    nCartons := nCartons + 1;\nEND_IF\n' },
];
const FB_CONVEYOR = [
  { name: 'FB_Conveyor (declaration)', text: 'FUNCTION_BLOCK FB_Conveyor\nVAR_INPUT\n    bEnable : BOOL;\nEND_VAR\nVAR_OUTPUT\n    bRunning : BOOL;\nEND_VAR\n' },
  { name: 'FB_Conveyor (implementation)', text: 'bRunning := bEnable;\n' },
];
const GVL_IO = [{ name: 'GVL_IO', text: "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bStartButton : BOOL;\n    bConveyorRun : BOOL;\n    bCartonSensor : BOOL;\nEND_VAR\n" }];
const PRESS = [
  {
    name: 'PRG_Press (declaration)',
    text: [
      'PROGRAM PRG_Press',
      'VAR',
      '    bMotor AT %QX2.0 : BOOL;',
      '    bStart AT %IX2.0 : BOOL;',
      '    bTwoHandOK AT %IX2.1 : BOOL; // both palm buttons within 500 ms',
      '    bDoorClosed AT %IX2.2 : BOOL; (* guard door switch *)',
      '    rPressure : REAL;',
      '    rMaxPressure : REAL := 180.0;',
      '    tonStroke : TON;',
      '    bChain1 AT %IX2.3 : BOOL;',
      '    bDoorLamp AT %QX2.1 : BOOL;',
      'END_VAR',
    ].join('\n'),
  },
  {
    name: 'PRG_Press (implementation)',
    text: [
      'bMotor := bStart AND bTwoHandOK AND bDoorClosed;',
      'IF NOT GVL_Safety.bEStopOK OR NOT GVL_Safety.bGuardClosed THEN',
      '    bMotor := FALSE;',
      'END_IF',
      'IF rPressure > rMaxPressure THEN',
      '    bMotor := FALSE;',
      'END_IF',
      'IF NOT bChain1 THEN',
      '    bMotor := FALSE;',
      'END_IF',
      'tonStroke(IN := bMotor, PT := T#2S);',
      'bDoorLamp := NOT bDoorClosed;',
    ].join('\n'),
  },
];

/**
 * The Packaging project's GVLs as read_object returns them beside an edited program: GVL_IO without addresses (its
 * channels come from the IO mapping, one of them `%QX*`), GVL_Safety located, GVL_Line not qualified-only.
 */
const PACKAGING_LISTS = [
  { name: 'GVL_IO', declaration: "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bStartButton : BOOL;\n    bConveyorRun : BOOL;\n    bCartonSensor : BOOL;\n    bStackLamp AT %QX* : BOOL;\nEND_VAR\n" },
  { name: 'GVL_Safety', declaration: "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bEStopOK AT %IX1.0 : BOOL; // e-stop relay feedback\n    bGuardClosed AT %IX1.1 : BOOL;\n    bLightCurtainClear AT %IX1.2 : BOOL;\nEND_VAR\n" },
  { name: 'GVL_Line', declaration: 'VAR_GLOBAL\n    rLineSpeed : REAL := 1.5;\n    nBatchSize : UINT := 24;\n    bReleaseOK : BOOL; (* interlock from the palletizer *)\nEND_VAR\n' },
];
/** The IO mapping of the Packaging project's EtherCAT terminals (EL1008 inputs, EL2008 outputs), by name as the code uses it. */
const PACKAGING_MAPPING = { 'gvl_io.bstartbutton': '%IX0.0', 'gvl_io.bcartonsensor': '%IX0.1', 'gvl_io.bconveyorrun': '%QX0.0', 'gvl_io.bstacklamp': '%QX0.3', bjog: '%IX0.2' };
const CARTON_LINE = [
  { name: 'PRG_Line (declaration)', text: 'PROGRAM PRG_Line\nVAR\n    fbConveyor : FB_Conveyor;\n    bJog : BOOL;\n    nCount : UINT;\nEND_VAR\n' },
  {
    name: 'PRG_Line (implementation)',
    text: [
      'fbConveyor(bEnable := (GVL_IO.bStartButton OR bJog) AND GVL_Safety.bEStopOK AND GVL_Safety.bGuardClosed);',
      'GVL_IO.bConveyorRun := fbConveyor.bRunning AND bReleaseOK;',
      'IF GVL_IO.bCartonSensor AND GVL_Safety.bLightCurtainClear THEN',
      '    nCount := nCount + 1;',
      'END_IF',
      'IF nCount >= nBatchSize THEN',
      '    nCount := 0;',
      'END_IF',
      'GVL_IO.bStackLamp := nCount > 20;',
      'IF bJog THEN',
      '    GVL_IO.bStackLamp := TRUE;',
      'END_IF',
    ].join('\n'),
  },
];

const ALARM = [
  {
    name: 'PRG_Alarm (declaration)',
    text: 'PROGRAM PRG_Alarm\nVAR\n    rTemp : REAL;\n    bAck AT %IX3.0 : BOOL;\n    bAlarm AT %QX3.0 : BOOL;\n    bHorn AT %QX3.1 : BOOL;\n    bBeacon AT %QX3.2 : BOOL;\n    tonHorn : TON;\n    aZones : ARRAY[1..10] OF INT;\n    i : INT;\nEND_VAR\n',
  },
  {
    name: 'PRG_Alarm (implementation)',
    text: 'bAlarm S= rTemp > 90.0;\nbAlarm R= bAck;\ntonHorn(IN := bAlarm, PT := T#5S, Q => bHorn);\nFOR i := 1 TO 10 DO\n    aZones[i] := 0;\nEND_FOR\n',
  },
];

export const IMPACT_CORPUS: CorpusCase[] = [
  // The bottling line's main program (the demo project).
  { id: 'demo: conveyor motor forced on', source: MAIN, edits: [['ConveyorMotor := Conveyor.MotorOn;', 'ConveyorMotor := TRUE;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'write', change: 'now-constant', subject: 'ConveyorMotor', address: '%QX0.0', safety: true }] },
  {
    id: 'demo: emergency stop check disabled',
    source: MAIN,
    edits: [['IF NOT EmergencyStop THEN', 'IF FALSE THEN']],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'EmergencyStop', address: '%IX0.0', safety: true },
      { kind: 'write', change: 'condition-changed', subject: 'State', safety: true },
    ],
  },
  { id: 'demo: startup horn time', source: MAIN, edits: [['PT := T#3s', 'PT := T#5s']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'constant', change: 'value-changed', subject: 'StartupDelay.PT' }] },
  {
    id: 'demo: green stack light on starting',
    source: MAIN,
    edits: [['StackLightGreen := State = Running;', 'StackLightGreen := State = Starting;']],
    globals: BOTTLING_GLOBALS,
    expect: [{ kind: 'write', change: 'value-changed', subject: 'StackLightGreen', address: '%QX0.4' }],
  },
  { id: 'demo: reject gate no longer called', source: MAIN, edits: [['Reject(Trigger := Filler.Done AND Filler.Underfilled);\n', '']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'fb-call', change: 'no-longer-called', subject: 'Reject' }] },
  {
    id: 'demo: start without the stop button healthy',
    source: MAIN,
    edits: [['IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN']],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'StopButton', address: '%IX0.2' },
      // State drives the stack lights (%QX0.4, %QX0.5): a condition it loses is a permissive removed.
      { kind: 'write', change: 'condition-changed', subject: 'State', safety: true },
    ],
  },
  {
    id: 'demo: stopping ignores the capper',
    source: MAIN,
    edits: [['IF NOT Filler.Busy AND NOT Capper.Busy THEN', 'IF NOT Filler.Busy THEN']],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'Capper.Busy' },
      { kind: 'write', change: 'condition-changed', subject: 'State', safety: true },
    ],
  },
  {
    id: 'demo: conveyor speed hard-coded',
    source: MAIN,
    edits: [['SpeedSetpoint := LineSpeedSetpoint);', 'SpeedSetpoint := 150.0);']],
    globals: BOTTLING_GLOBALS,
    expect: [{ kind: 'fb-call', change: 'inputs-changed', subject: 'Conveyor.SpeedSetpoint' }],
  },
  { id: 'demo: rejected bottles counted twice', source: MAIN, edits: [['Counters.rejected := Counters.rejected + 1;', 'Counters.rejected := Counters.rejected + 2;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'constant', change: 'value-changed', subject: 'Counters.rejected' }] },
  { id: 'demo: red stack light always on', source: MAIN, edits: [['END_PROGRAM', 'StackLightRed := TRUE;\n\nEND_PROGRAM']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'write', change: 'newly-written', subject: 'StackLightRed', address: '%QX0.5', safety: true }] },
  { id: 'demo: red stack light moved', source: MAIN, edits: [['StackLightRed : BOOL AT %QX0.5;', 'StackLightRed : BOOL AT %QX0.6;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'declaration', change: 'address-changed', subject: 'StackLightRed', address: '%QX0.6' }] },
  {
    id: 'demo: horn added',
    source: MAIN,
    edits: [
      ['    StartupDelay : TON;\n', '    StartupDelay : TON;\n    Horn : BOOL AT %QX0.7;\n'],
      ['StackLightRed := State = Faulted;', 'StackLightRed := State = Faulted;\nHorn := State = Starting;'],
    ],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'write', change: 'newly-written', subject: 'Horn', address: '%QX0.7' },
      { kind: 'declaration', change: 'added', subject: 'Horn', address: '%QX0.7' },
    ],
  },
  { id: 'demo: line starts running after a download', source: MAIN, edits: [['State : LineMode := Stopped;', 'State : LineMode := Running;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'constant', change: 'initial-value-changed', subject: 'State' }] },
  { id: 'demo: level sensor retyped', source: MAIN, edits: [['FillLevelRaw : INT AT %IW0;', 'FillLevelRaw : UINT AT %IW0;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'declaration', change: 'retyped', subject: 'FillLevelRaw' }] },
  {
    id: 'demo: fault reset without a healthy e-stop chain',
    source: MAIN,
    edits: [['IF EmergencyStop AND StartEdge.Q THEN', 'IF StartEdge.Q THEN']],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'EmergencyStop', address: '%IX0.0', safety: true },
      { kind: 'write', change: 'condition-changed', subject: 'State', safety: true },
    ],
  },
  {
    id: 'demo: filler faults no longer stop the line',
    source: MAIN,
    edits: [['ELSIF Conveyor.Fault OR Filler.Fault THEN', 'ELSIF Conveyor.Fault THEN']],
    globals: BOTTLING_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'Filler.Fault' },
      { kind: 'write', change: 'condition-changed', subject: 'State' },
    ],
  },
  // corrected by the fixer of round 24 (its class 7, the lead's decision; docs/safety.md, "Interlocks removed"): by IEC 61131-3 `fb(x := v)` is `fb.x := v; fb()`, so an input of a block whose output gates a physical output drives that output (fail closed), as a member write does: `FillValve := Filler.FillValve` (%QX0.1) copies the filler's output, so Start losing `State = Running` is
  // interlock removed.
  { id: 'demo: filler starts in any state', source: MAIN, edits: [['Filler(Start := BottleAtFiller AND State = Running,', 'Filler(Start := BottleAtFiller,']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'fb-call', change: 'inputs-changed', subject: 'Filler.Start', safety: true }] },
  { id: 'demo: level scaled to 120 %', source: MAIN, edits: [['High := 100.0', 'High := 120.0']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'constant', change: 'value-changed', subject: 'Filler.LevelPercent' }] },
  { id: 'demo: start edge detector removed', source: MAIN, edits: [['StartEdge(CLK := StartButton);\n', '']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'fb-call', change: 'no-longer-called', subject: 'StartEdge' }] },
  { id: 'demo: comment only', source: MAIN, edits: [['(* Give the stack light and horn three seconds before anything moves. *)', '(* Three seconds of warning before anything moves. *)']], globals: BOTTLING_GLOBALS, expect: [] },
  {
    id: 'demo: reformatted',
    source: MAIN,
    edits: [['Conveyor(Enable := State = Running OR State = Stopping,\n         RunFeedback', 'Conveyor(Enable := (State = Running) OR (State = Stopping), RunFeedback']],
    globals: BOTTLING_GLOBALS,
    expect: [],
  },

  // The bottling line's function blocks and functions.
  { id: 'conveyor: feedback supervision time', source: CONVEYOR, edits: [['PT := T#2s', 'PT := T#10s']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'FeedbackTimer.PT' }] },
  { id: 'conveyor: speed limit raised', source: CONVEYOR, edits: [['LIMIT(0.0, SpeedSetpoint, 200.0)', 'LIMIT(0.0, SpeedSetpoint, 250.0)']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'SpeedCommand' }] },
  {
    id: 'conveyor: feedback fault no longer latched',
    source: CONVEYOR,
    edits: [['IF FeedbackTimer.Q THEN\n  Fault := TRUE;\nEND_IF;\n', '']],
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'FeedbackTimer.Q' },
      { kind: 'write', change: 'no-longer-written', subject: 'Fault' },
    ],
  },
  { id: 'conveyor: motor runs through a fault', source: CONVEYOR, edits: [['MotorOn := Enable AND NOT Fault;', 'MotorOn := Enable;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'MotorOn' }] },
  { id: 'filler: fill timeout', source: FILLER, edits: [['PT := T#4s', 'PT := T#6s']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'FillTimeout.PT' }] },
  { id: 'filler: empty-bottle fault threshold', source: FILLER, edits: [['LevelPercent < 10.0;', 'LevelPercent < 5.0;']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'Fault' }] },
  {
    id: 'filler: fill sequence runs always',
    source: FILLER,
    edits: [['IF Busy THEN', 'IF TRUE THEN']],
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'Busy' },
      { kind: 'write', change: 'condition-changed', subject: 'FillValve' },
      { kind: 'write', change: 'condition-changed', subject: 'FillValve' },
      { kind: 'write', change: 'condition-changed', subject: 'Stage' },
      { kind: 'write', change: 'condition-changed', subject: 'Busy' },
      { kind: 'write', change: 'condition-changed', subject: 'Done' },
      { kind: 'write', change: 'condition-changed', subject: 'Underfilled' },
    ],
  },
  { id: 'filler: never reports underfill', source: FILLER, edits: [['Underfilled := LevelPercent < MinFillPercent;', 'Underfilled := FALSE;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'write', change: 'now-constant', subject: 'Underfilled' }] },
  { id: 'filler: first stage skipped', source: FILLER, edits: [['Stage : INT := 1;', 'Stage : INT := 2;']], expect: [{ kind: 'constant', change: 'initial-value-changed', subject: 'Stage' }] },
  { id: 'capper: cap time', source: CAPPER, edits: [['PT := T#800ms', 'PT := T#1s']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'CapTime.PT' }] },
  { id: 'capper: chuck follows start', source: CAPPER, edits: [['Chuck := CapTime.Q;', 'Chuck := Start;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'Chuck' }] },
  { id: 'reject: gate disabled', source: REJECT, edits: [['Gate := Pulse.Q;', 'Gate := FALSE;']], expect: [{ kind: 'write', change: 'now-constant', subject: 'Gate' }] },
  { id: 'reject: pulse without preset', source: REJECT, edits: [['Pulse(IN := Trigger, PT := T#300ms);', 'Pulse(IN := Trigger);']], expect: [{ kind: 'fb-call', change: 'inputs-changed', subject: 'Pulse.PT' }] },
  { id: 'stats: half-minute window', source: STATS, edits: [['PT := T#60s', 'PT := T#30s']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'MinuteTimer.PT' }] },
  {
    id: 'stats: total without wrapping',
    source: STATS,
    edits: [['Total := WrapCounter(Value := Counters.good + Counters.rejected, Limit := 1000000);', 'Total := Counters.good + Counters.rejected;']],
    expect: [
      { kind: 'write', change: 'value-changed', subject: 'Total' },
      { kind: 'call', change: 'no-longer-called', subject: 'WrapCounter' },
    ],
  },
  { id: 'scale: 27648 raw full scale', source: SCALE, edits: [['/ 32767.0)', '/ 27648.0)']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'ScaleAnalog' }] },

  // The motion library and the relay panel (OpenPLC v4.1 format, lower-case types).
  { id: 'jog: backward jog goes forward', source: JOG, edits: [['Ramp(Target := -JogSpeed);', 'Ramp(Target := JogSpeed);']], expect: [{ kind: 'fb-call', change: 'inputs-changed', subject: 'Ramp.Target' }] },
  {
    id: 'jog: enable ignored',
    source: JOG,
    edits: [['IF NOT Enable THEN', 'IF FALSE THEN']],
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'Enable' },
      { kind: 'write', change: 'condition-changed', subject: 'State' },
      { kind: 'write', change: 'condition-changed', subject: 'State' },
      { kind: 'write', change: 'condition-changed', subject: 'State' },
      { kind: 'write', change: 'condition-changed', subject: 'State' },
    ],
  },
  { id: 'ramp: default rate', source: RAMP, edits: [['Rate : REAL := 10.0;', 'Rate : REAL := 50.0;']], expect: [{ kind: 'constant', change: 'initial-value-changed', subject: 'Rate' }] },
  { id: 'ramp: target tolerance', source: RAMP, edits: [['< 0.001;', '< 0.1;']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'AtTarget' }] },
  {
    id: 'saturate: lower bound inclusive',
    source: SATURATE,
    edits: [['IF Value < Low THEN', 'IF Value <= Low THEN']],
    expect: [
      { kind: 'condition', change: 'read-differently', subject: 'Value' },
      { kind: 'condition', change: 'read-differently', subject: 'Low' },
      { kind: 'write', change: 'condition-changed', subject: 'Saturate' },
      { kind: 'write', change: 'condition-changed', subject: 'Saturate' },
      { kind: 'write', change: 'condition-changed', subject: 'Saturate' },
    ],
  },
  {
    id: 'relay: cycle counter renamed',
    source: RELAY,
    edits: [
      ['\tCYCLES : udint;', '\tCYCLE_COUNT : udint;'],
      ['CYCLES := CYCLES + 1;', 'CYCLE_COUNT := CYCLE_COUNT + 1;'],
    ],
    // A rename of a local: one item (the count restarts from 0 after the download), not phantom writes.
    expect: [{ kind: 'declaration', change: 'renamed', subject: 'CYCLE_COUNT' }],
  },
  { id: 'relay: latch sets without the interlock on Q', source: RELAY, edits: [['ELSIF SET_CMD AND NOT Q THEN', 'ELSIF SET_CMD THEN']], expect: [{ kind: 'condition', change: 'no-longer-read', subject: 'Q' }, { kind: 'write', change: 'condition-changed', subject: 'Q' }, { kind: 'write', change: 'condition-changed', subject: 'STATE' }, { kind: 'write', change: 'condition-changed', subject: 'CYCLES' }] },

  // CODESYS objects: a program's declaration and implementation, a function block, a qualified-only GVL.
  { id: 'codesys: conveyor output forced on', source: { parts: PLC_PRG }, edits: [['GVL_IO.bConveyorRun := fbConveyor.bRunning;', 'GVL_IO.bConveyorRun := TRUE;']], globals: CODESYS_GLOBALS, expect: [{ kind: 'write', change: 'now-constant', subject: 'GVL_IO.bConveyorRun', address: '%QX0.0', safety: true }] },
  {
    id: 'codesys: cartons counted without the sensor',
    source: { parts: CARTONER },
    edits: [['IF GVL_IO.bCartonSensor THEN', 'IF TRUE THEN']],
    globals: CODESYS_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'GVL_IO.bCartonSensor', address: '%IX0.1' },
      { kind: 'write', change: 'condition-changed', subject: 'nCartons' },
    ],
  },
  {
    id: 'codesys: conveyor block gets a fault input',
    source: { parts: FB_CONVEYOR },
    edits: [
      ['    bEnable : BOOL;\n', '    bEnable : BOOL;\n    bFault : BOOL;\n'],
      ['bRunning := bEnable;', 'bRunning := bEnable AND NOT bFault;'],
    ],
    expect: [
      { kind: 'write', change: 'value-changed', subject: 'bRunning' },
      { kind: 'declaration', change: 'added', subject: 'bFault' },
    ],
  },
  { id: 'codesys: GVL variable located', source: { parts: GVL_IO }, edits: [['    bConveyorRun : BOOL;', '    bConveyorRun AT %QX0.0 : BOOL;']], expect: [{ kind: 'declaration', change: 'address-changed', subject: 'bConveyorRun', address: '%QX0.0' }] },
  {
    id: 'codesys: press e-stop and guard check removed',
    source: { parts: PRESS },
    edits: [['IF NOT GVL_Safety.bEStopOK OR NOT GVL_Safety.bGuardClosed THEN\n    bMotor := FALSE;\nEND_IF\n', '']],
    globals: CODESYS_GLOBALS,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'GVL_Safety.bEStopOK', address: '%IX1.0', safety: true },
      { kind: 'condition', change: 'no-longer-read', subject: 'GVL_Safety.bGuardClosed', address: '%IX1.1', safety: true },
      { kind: 'write', change: 'no-longer-written', subject: 'bMotor', address: '%QX2.0', safety: true },
    ],
  },
  { id: 'codesys: press without two-hand control', source: { parts: PRESS }, edits: [['bMotor := bStart AND bTwoHandOK AND bDoorClosed;', 'bMotor := bStart AND bDoorClosed;']], globals: CODESYS_GLOBALS, expect: [{ kind: 'write', change: 'value-changed', subject: 'bMotor', address: '%QX2.0', safety: true }] },
  {
    id: 'codesys: press door switch bypassed (named in its comment)',
    source: { parts: PRESS },
    edits: [['bDoorLamp := NOT bDoorClosed;', 'bDoorLamp := FALSE;']],
    globals: CODESYS_GLOBALS,
    expect: [{ kind: 'write', change: 'now-constant', subject: 'bDoorLamp', address: '%QX2.1', safety: true }],
  },
  { id: 'codesys: press pressure limit', source: { parts: PRESS }, edits: [['rMaxPressure : REAL := 180.0;', 'rMaxPressure : REAL := 220.0;']], globals: CODESYS_GLOBALS, expect: [{ kind: 'constant', change: 'initial-value-changed', subject: 'rMaxPressure' }] },
  { id: 'codesys: press stroke time', source: { parts: PRESS }, edits: [['PT := T#2S', 'PT := T#3S']], globals: CODESYS_GLOBALS, expect: [{ kind: 'constant', change: 'value-changed', subject: 'tonStroke.PT' }] },
  {
    id: 'codesys: project-listed safety chain no longer read',
    source: { parts: PRESS },
    edits: [['IF NOT bChain1 THEN\n    bMotor := FALSE;\nEND_IF\n', '']],
    globals: CODESYS_GLOBALS,
    safetySignals: ['bChain1'],
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'bChain1', address: '%IX2.3', safety: true },
      { kind: 'write', change: 'no-longer-written', subject: 'bMotor', address: '%QX2.0', safety: true },
    ],
  },
  { id: 'demo: stop button stops at once', source: MAIN, edits: [['    IF NOT StopButton THEN\n      State := Stopping;', '    IF NOT StopButton THEN\n      State := Stopped;']], globals: BOTTLING_GLOBALS, expect: [{ kind: 'write', change: 'value-changed', subject: 'State' }] },
  { id: 'codesys: alarm set threshold (S= / R=)', source: { parts: ALARM }, edits: [['rTemp > 90.0', 'rTemp > 95.0']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'bAlarm' }] },
  { id: 'codesys: fewer zones cleared', source: { parts: ALARM }, edits: [['FOR i := 1 TO 10 DO', 'FOR i := 1 TO 8 DO']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'i' }] },
  {
    id: 'codesys: delay output rewired',
    source: { parts: ALARM },
    edits: [['Q => bHorn);', 'Q => bBeacon);']],
    expect: [
      { kind: 'write', change: 'no-longer-written', subject: 'bHorn', address: '%QX3.1' },
      { kind: 'write', change: 'newly-written', subject: 'bBeacon', address: '%QX3.2' },
    ],
  },
  // CODESYS globals outside the edited object: other GVLs as declared, addresses from AT or the IO mapping.
  {
    id: 'codesys globals: conveyor output from the IO mapping forced on',
    source: { parts: CARTON_LINE },
    edits: [['GVL_IO.bConveyorRun := fbConveyor.bRunning AND bReleaseOK;', 'GVL_IO.bConveyorRun := TRUE;']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [{ kind: 'write', change: 'now-constant', subject: 'GVL_IO.bConveyorRun', address: '%QX0.0', safety: true }],
  },
  {
    id: 'codesys globals: located e-stop and guard of another GVL no longer gate the conveyor',
    source: { parts: CARTON_LINE },
    edits: [[' AND GVL_Safety.bEStopOK AND GVL_Safety.bGuardClosed);', ');']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [{ kind: 'fb-call', change: 'inputs-changed', subject: 'fbConveyor.bEnable', safety: true }],
  },
  {
    id: 'codesys globals: light curtain no longer read in the count',
    source: { parts: CARTON_LINE },
    edits: [['IF GVL_IO.bCartonSensor AND GVL_Safety.bLightCurtainClear THEN', 'IF GVL_IO.bCartonSensor THEN']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'GVL_Safety.bLightCurtainClear', address: '%IX1.2', safety: true },
      { kind: 'write', change: 'condition-changed', subject: 'nCount', safety: true },
    ],
  },
  {
    id: 'codesys globals: own jog button mapped to an input, no longer read',
    source: { parts: CARTON_LINE },
    edits: [['IF bJog THEN', 'IF FALSE THEN']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'bJog', address: '%IX0.2' },
      { kind: 'write', change: 'condition-changed', subject: 'GVL_IO.bStackLamp', address: '%QX0.3' },
    ],
  },
  {
    id: 'codesys globals: batch size of an unqualified GVL read differently',
    source: { parts: CARTON_LINE },
    edits: [['IF nCount >= nBatchSize THEN', 'IF nCount >= 12 THEN']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [
      { kind: 'condition', change: 'no-longer-read', subject: 'nBatchSize' },
      { kind: 'write', change: 'condition-changed', subject: 'nCount' },
    ],
  },
  {
    id: 'codesys globals: stack lamp left to the IO mapping (%QX*) lit at a new count',
    source: { parts: CARTON_LINE },
    edits: [['GVL_IO.bStackLamp := nCount > 20;', 'GVL_IO.bStackLamp := nCount > 18;']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [{ kind: 'constant', change: 'value-changed', subject: 'GVL_IO.bStackLamp', address: '%QX0.3' }],
  },
  {
    id: 'codesys globals: palletizer interlock from an unqualified GVL dropped',
    source: { parts: CARTON_LINE },
    edits: [['fbConveyor.bRunning AND bReleaseOK;', 'fbConveyor.bRunning;']],
    globalLists: PACKAGING_LISTS,
    ioMapping: PACKAGING_MAPPING,
    expect: [{ kind: 'write', change: 'value-changed', subject: 'GVL_IO.bConveyorRun', address: '%QX0.0', safety: true }],
  },
  { id: 'codesys: conveyor reset method called', source: { parts: PLC_PRG }, edits: [['GVL_IO.bConveyorRun := fbConveyor.bRunning;', 'GVL_IO.bConveyorRun := fbConveyor.bRunning;\nfbConveyor.Reset();']], globals: CODESYS_GLOBALS, expect: [{ kind: 'call', change: 'newly-called', subject: 'fbConveyor.Reset' }] },
];
