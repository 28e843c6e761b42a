// The twenty-seventh independent held-out part of the accuracy corpus (round 27), second half: see the header of
// impact-corpus-heldout-round27.ts for the writer, the repositories, the forms and the rules the expectations follow.
// Here: a baler with a loading-door interlock and a CTU (MarcinBloch98/Nauka-PLC-ST), a ship's bilge pump and engine
// cooling trip (Berkay-2/marine-plc-st-examples), a steam boiler's firing loop over a PID block in the form of B&R's
// LoopConR `LCRPID` (loupeteam/Loupe-UX) and a TwinCAT MAIN with markers in `%MD`/`%MX` (PilzHere/TwinCATSimulator).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A waste baler (OpenPLC): hopper photo eye with a delay, a loading door interlock, INT steps, a bale counter. */
const BALER = [
  {
    name: 'pous/programs/Baler.st',
    text: `PROGRAM Baler
  VAR
    AutoStart AT %IX3.0 : BOOL;
    HopperEye AT %IX3.1 : BOOL;        (* photo eye: waste in the hopper *)
    PressureSw AT %IX3.2 : BOOL;       (* maximum pressing force reached *)
    PlatenHome AT %IX3.3 : BOOL;       (* platen fully back *)
    (* interlock switch of the loading door, TRUE = closed *)
    LoadDoorClosed AT %IX3.4 : BOOL;
    ValveForward AT %QX3.0 : BOOL;     (* cylinder out, pressing *)
    ValveReturn AT %QX3.1 : BOOL;      (* cylinder in *)
    BaleLamp AT %QX3.2 : BOOL;         (* bale ready to tie *)
  END_VAR
  VAR
    Step : INT;                        (* 0 idle, 2 pressing, 3 return *)
    HopperTimer : TON;
    BaleCounter : CTU;
    BalePreset : INT := 12;
  END_VAR

  HopperTimer(IN := HopperEye, PT := T#3s);

  CASE Step OF
    0:
      IF AutoStart AND HopperTimer.Q AND PlatenHome AND LoadDoorClosed THEN
        Step := 2;
      END_IF;
    2:
      IF PressureSw OR NOT LoadDoorClosed THEN
        Step := 3;
      END_IF;
    3:
      IF PlatenHome THEN
        Step := 0;
      END_IF;
  END_CASE;

  ValveForward := Step = 2 AND LoadDoorClosed;
  ValveReturn := Step = 3;

  BaleCounter(CU := PressureSw, R := NOT AutoStart, PV := BalePreset);
  BaleLamp := BaleCounter.Q;
END_PROGRAM
`,
  },
];

/** A ship's engine room (OpenPLC): bilge pump on floats with a manual override, coolant alarm, a latched engine trip. */
const MARINE = [
  {
    name: 'pous/programs/EngineRoom.st',
    text: `PROGRAM EngineRoom
  VAR
    LevelLow AT %IX4.0 : BOOL;       (* bilge low float *)
    LevelHigh AT %IX4.1 : BOOL;      (* bilge high float *)
    ManualMode AT %IX4.2 : BOOL;
    (* emergency stop of the engine room, TRUE = healthy *)
    EngineRoomStop AT %IX4.3 : BOOL;
    ResetBtn AT %IX4.4 : BOOL;
    RunCmd AT %IX4.5 : BOOL;
    CoolantTemp AT %IW4 : INT;       (* 0.1 degC *)
    BilgePump AT %QX4.0 : BOOL;
    TempAlarm AT %QX4.1 : BOOL;
    FuelValve AT %QX4.2 : BOOL;      (* engine fuel solenoid *)
  END_VAR
  VAR
    Temperature : REAL;
    LimitHigh : REAL := 95.0;
    LimitTrip : REAL := 105.0;
    TripDelay : TON;
    Tripped : BOOL;
  END_VAR

  IF ManualMode THEN
    BilgePump := TRUE;
  ELSE
    IF LevelHigh THEN
      BilgePump := TRUE;
    ELSIF NOT LevelLow THEN
      BilgePump := FALSE;
    END_IF;
  END_IF;

  Temperature := INT_TO_REAL(CoolantTemp) / 10.0;
  TempAlarm := Temperature >= LimitHigh;

  TripDelay(IN := Temperature >= LimitTrip, PT := T#5s);
  IF TripDelay.Q OR NOT EngineRoomStop THEN
    Tripped := TRUE;
  END_IF;
  IF ResetBtn AND NOT TripDelay.Q AND EngineRoomStop THEN
    Tripped := FALSE;
  END_IF;
  FuelValve := RunCmd AND NOT Tripped;
END_PROGRAM
`,
  },
];

/** A steam boiler's firing (CODESYS FB): a PID block with limits as arguments, a flame safety time, a lockout. */
const BOILER = object(
  'FB_SteamBoiler',
  `FUNCTION_BLOCK FB_SteamBoiler
VAR_INPUT
    bEnable : BOOL;
    rPressureSet : REAL := 8.0;      (* bar *)
    rPressureAct : REAL;
    (* low water cut-off, safety chain of the boiler: TRUE = level healthy *)
    bLowWaterOk : BOOL;
    bFlameOk : BOOL;                 (* flame monitor *)
END_VAR
VAR_OUTPUT
    rFiringRate : REAL;
    bBurnerRelease : BOOL;
END_VAR
VAR
    aoFiring AT %QW10 : INT;         (* firing rate to the burner servo *)
    doBurnerOn AT %QX12.0 : BOOL;
    fbPid : LCRPID;
    rMaxFiring : REAL := 100.0;
    rMinFiring : REAL := 20.0;
    rMaxPressure : REAL := 10.0;
    tonFlame : TON;                  (* flame must appear within the safety time *)
    bLockout : BOOL;
END_VAR
`,
  `fbPid(enable := bEnable AND bBurnerRelease, W := rPressureSet, X := rPressureAct, Y_max := rMaxFiring, Y_min := rMinFiring, hold_I := NOT bFlameOk, mode := 1);

tonFlame(IN := doBurnerOn AND NOT bFlameOk, PT := T#5S);
IF tonFlame.Q THEN
    bLockout := TRUE;
END_IF

bBurnerRelease := bEnable AND bLowWaterOk AND rPressureAct < rMaxPressure AND NOT bLockout;
doBurnerOn := bBurnerRelease;

IF bBurnerRelease THEN
    rFiringRate := fbPid.Y;
ELSE
    rFiringRate := 0.0;
END_IF
aoFiring := REAL_TO_INT(rFiringRate * 327.67);
`,
);

/** A TwinCAT MAIN: counters and an HMI mirror of the guard in the marker area, the cell's run output behind the guard. */
const CELL = object(
  'MAIN',
  `PROGRAM MAIN
VAR
    nCycleCount AT %MD0 : DINT;
    nPartsOk AT %MD4 : DINT;
    bHeartbeat AT %MX8.0 : BOOL;
    bGuardMirror AT %MX8.1 : BOOL;    // copy of the guard for the HMI
    bGuardClosed AT %I* : BOOL;       // guard door of the cell
    bCellRun AT %Q* : BOOL;
    bStart AT %I* : BOOL;
    bPartDone AT %I* : BOOL;
    rtPart : R_TRIG;
END_VAR
`,
  `nCycleCount := nCycleCount + 1;
bHeartbeat := NOT bHeartbeat;
bGuardMirror := bGuardClosed;
rtPart(CLK := bPartDone);
IF rtPart.Q THEN
    nPartsOk := nPartsOk + 1;
END_IF
bCellRun := bStart AND bGuardClosed;
`,
);

const BALER_ORIGIN = 'MarcinBloch98/Nauka-PLC-ST Sterownik_prasy_belujacej.st (hopper photo eye with a 3 s TON, pressure switch, platen home, INT steps, outputs from the step, CTU of bales)';
const MARINE_ORIGIN = 'Berkay-2/marine-plc-st-examples PumpControl.ST and TemperatureAlarm.ST (a pump on high/low floats with a manual override, an alarm against a REAL limit)';
const BOILER_ORIGIN = 'loupeteam/Loupe-UX example/AsProject/Logical/Libraries/_AS/LoopConR/LoopConR.fun (the LCRPID block: enable, W, X, Y_max, Y_min, hold_I, mode and its output Y)';
const CELL_ORIGIN = 'PilzHere/TwinCATSimulator TwinCAT Project1/TwinCAT Project1/Untitled1/POUs/MAIN.TcPOU (a DINT located in the marker area, AT%MD0, counted each cycle)';

const baler = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BALER } });
const marine = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MARINE } });
const boiler = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BOILER } });
const cell = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CELL } });

export const HELDOUT_ROUND27_B: CorpusCase[] = [
  ...from(BALER_ORIGIN, [
    baler({ id: 'round27 baler: pressing with the loading door open', edits: [['ValveForward := Step = 2 AND LoadDoorClosed;', 'ValveForward := Step = 2;']], expect: items('write value-changed ValveForward !') }),
    baler({ id: 'round27 baler: starts with the loading door open', edits: [['AND PlatenHome AND LoadDoorClosed THEN', 'AND PlatenHome THEN']], expect: items('condition no-longer-read LoadDoorClosed !', 'write condition-changed Step !') }),
    // judgement: the step to 3 ends the pressing stroke (the forward valve follows Step = 2): an opened door no longer
    // ends it, so the step's write is flagged with the door signal.
    baler({ id: 'round27 baler: opened door no longer ends the stroke', edits: [['IF PressureSw OR NOT LoadDoorClosed THEN', 'IF PressureSw THEN']], expect: items('condition no-longer-read LoadDoorClosed !', 'write condition-changed Step !') }),
    baler({ id: 'round27 baler: shorter hopper delay', edits: [['PT := T#3s', 'PT := T#1s']], expect: items('constant value-changed HopperTimer.PT') }),
    baler({ id: 'round27 baler: fewer bales per batch', edits: [['BalePreset : INT := 12;', 'BalePreset : INT := 10;']], expect: items('constant initial-value-changed BalePreset') }),
    baler({ id: 'round27 baler: bale counter never reset', edits: [['R := NOT AutoStart', 'R := FALSE']], expect: items('fb-call inputs-changed BaleCounter.R') }),
    baler({ id: 'round27 baler: return valve forced', edits: [['ValveReturn := Step = 3;', 'ValveReturn := TRUE;']], expect: items('write now-constant ValveReturn !') }),
    baler({ id: 'round27 baler: forward valve forced', edits: [['ValveForward := Step = 2 AND LoadDoorClosed;', 'ValveForward := TRUE;']], expect: items('write now-constant ValveForward !') }),
    baler({ id: 'round27 baler: comment reworded', edits: [['(* maximum pressing force reached *)', '(* pressure switch: bale compressed *)']], expect: [] }),
    baler({
      id: 'round27 baler: hopper eye renamed',
      edits: [
        ['    HopperEye AT %IX3.1 : BOOL;', '    FeedEye AT %IX3.1 : BOOL;'],
        ['HopperTimer(IN := HopperEye,', 'HopperTimer(IN := FeedEye,'],
      ],
      expect: items('declaration renamed FeedEye'),
    }),
    baler({ id: 'round27 baler: door switch moved', edits: [['LoadDoorClosed AT %IX3.4', 'LoadDoorClosed AT %IX3.6']], expect: items('declaration address-changed LoadDoorClosed !') }),
    baler({ id: 'round27 baler: bale lamp from the count', edits: [['BaleLamp := BaleCounter.Q;', 'BaleLamp := BaleCounter.CV >= 10;']], expect: items('write value-changed BaleLamp') }),
    // The state set under the start condition drives the valves: its write is flagged, the platen switch is not.
    baler({ id: 'round27 baler: starts with the platen not home', edits: [['IF AutoStart AND HopperTimer.Q AND PlatenHome AND', 'IF AutoStart AND HopperTimer.Q AND']], expect: items('condition no-longer-read PlatenHome', 'write condition-changed Step !') }),
    baler({
      id: 'round27 baler: bypass key on the loading door',
      edits: [
        ['    ValveForward AT %QX3.0 : BOOL;', '    BypassKey AT %IX3.5 : BOOL;\n    ValveForward AT %QX3.0 : BOOL;'],
        ['ValveForward := Step = 2 AND LoadDoorClosed;', 'ValveForward := Step = 2 AND (LoadDoorClosed OR BypassKey);'],
      ],
      expect: items('declaration added BypassKey', 'write value-changed ValveForward !'),
    }),
    baler({ id: 'round27 baler: valve lines in another order', edits: [['  ValveForward := Step = 2 AND LoadDoorClosed;\n  ValveReturn := Step = 3;\n', '  ValveReturn := Step = 3;\n  ValveForward := Step = 2 AND LoadDoorClosed;\n']], expect: [] }),
  ]),
  ...from(MARINE_ORIGIN, [
    // The automatic switch-off of the bilge pump now switches it on: the literal changed, the pump never stops.
    marine({ id: 'round27 engine room: bilge pump never stops in auto', edits: [['      BilgePump := FALSE;', '      BilgePump := TRUE;']], expect: items('constant value-changed BilgePump !') }),
    marine({ id: 'round27 engine room: lower alarm limit', edits: [['LimitHigh : REAL := 95.0;', 'LimitHigh : REAL := 90.0;']], expect: items('constant initial-value-changed LimitHigh') }),
    // judgement: the trip limit and its delay are process limits by their names; the e-stop is the safety signal.
    marine({ id: 'round27 engine room: higher trip limit', edits: [['LimitTrip : REAL := 105.0;', 'LimitTrip : REAL := 115.0;']], expect: items('constant initial-value-changed LimitTrip') }),
    marine({ id: 'round27 engine room: longer trip delay', edits: [['PT := T#5s', 'PT := T#30s']], expect: items('constant value-changed TripDelay.PT') }),
    marine({ id: 'round27 engine room: e-stop no longer trips the engine', edits: [['IF TripDelay.Q OR NOT EngineRoomStop THEN', 'IF TripDelay.Q THEN']], expect: items('condition no-longer-read EngineRoomStop !', 'write condition-changed Tripped !') }),
    marine({ id: 'round27 engine room: over-temperature no longer trips the engine', edits: [['IF TripDelay.Q OR NOT EngineRoomStop THEN', 'IF NOT EngineRoomStop THEN']], expect: items('condition no-longer-read TripDelay.Q !', 'write condition-changed Tripped !') }),
    marine({ id: 'round27 engine room: fuel valve ignores the trip', edits: [['FuelValve := RunCmd AND NOT Tripped;', 'FuelValve := RunCmd;']], expect: items('write value-changed FuelValve !') }),
    marine({ id: 'round27 engine room: fuel valve forced open', edits: [['FuelValve := RunCmd AND NOT Tripped;', 'FuelValve := TRUE;']], expect: items('write now-constant FuelValve !') }),
    marine({ id: 'round27 engine room: trip reset with the e-stop pressed', edits: [['IF ResetBtn AND NOT TripDelay.Q AND EngineRoomStop THEN', 'IF ResetBtn AND NOT TripDelay.Q THEN']], expect: items('condition no-longer-read EngineRoomStop !', 'write condition-changed Tripped !') }),
    marine({ id: 'round27 engine room: alarm only above the limit', edits: [['TempAlarm := Temperature >= LimitHigh;', 'TempAlarm := Temperature > LimitHigh;']], expect: items('write value-changed TempAlarm') }),
    marine({ id: 'round27 engine room: temperature scale', edits: [['/ 10.0;', '/ 100.0;']], expect: items('constant value-changed Temperature') }),
    marine({ id: 'round27 engine room: comment reworded', edits: [['(* bilge high float *)', '(* float switch, bilge high *)']], expect: [] }),
    marine({
      id: 'round27 engine room: high float renamed',
      edits: [
        ['    LevelHigh AT %IX4.1 : BOOL;', '    FloatHigh AT %IX4.1 : BOOL;'],
        ['IF LevelHigh THEN', 'IF FloatHigh THEN'],
      ],
      expect: items('declaration renamed FloatHigh'),
    }),
    marine({ id: 'round27 engine room: manual mode follows the high float', edits: [['    BilgePump := TRUE;\n  ELSE', '    BilgePump := LevelHigh;\n  ELSE']], expect: items('write value-changed BilgePump') }),
    marine({ id: 'round27 engine room: e-stop input moved', edits: [['EngineRoomStop AT %IX4.3', 'EngineRoomStop AT %IX4.6']], expect: items('declaration address-changed EngineRoomStop !') }),
    // judgement: the timer's Q sets the trip the fuel valve reads as NOT Tripped; uncalled, it never trips again.
    marine({ id: 'round27 engine room: trip delay no longer watches the temperature', edits: [['TripDelay(IN := Temperature >= LimitTrip, PT := T#5s);\n', '']], expect: items('fb-call no-longer-called TripDelay !') }),
  ]),
  ...from(BOILER_ORIGIN, [
    boiler({ id: 'round27 boiler: burner released without water', edits: [['bEnable AND bLowWaterOk AND rPressureAct', 'bEnable AND rPressureAct']], expect: items('write value-changed bBurnerRelease !') }),
    boiler({ id: 'round27 boiler: burner released in lockout', edits: [[' AND NOT bLockout;', ';']], expect: items('write value-changed bBurnerRelease !') }),
    boiler({ id: 'round27 boiler: burner released above the pressure limit', edits: [[' AND rPressureAct < rMaxPressure', '']], expect: items('write value-changed bBurnerRelease !') }),
    // judgement: the pressure limit is a process limit by its name.
    boiler({ id: 'round27 boiler: maximum pressure raised', edits: [['rMaxPressure : REAL := 10.0;', 'rMaxPressure : REAL := 12.0;']], expect: items('constant initial-value-changed rMaxPressure') }),
    boiler({ id: 'round27 boiler: flame safety time longer', edits: [['PT := T#5S', 'PT := T#15S']], expect: items('constant value-changed tonFlame.PT !') }),
    boiler({ id: 'round27 boiler: lockout never set', edits: [['    bLockout := TRUE;\n', '']], expect: items('write no-longer-written bLockout !') }),
    boiler({ id: 'round27 boiler: PID upper limit fixed', edits: [['Y_max := rMaxFiring', 'Y_max := 120.0']], expect: items('fb-call inputs-changed fbPid.Y_max') }),
    boiler({ id: 'round27 boiler: lower maximum firing', edits: [['rMaxFiring : REAL := 100.0;', 'rMaxFiring : REAL := 90.0;']], expect: items('constant initial-value-changed rMaxFiring') }),
    boiler({ id: 'round27 boiler: higher low fire', edits: [['rMinFiring : REAL := 20.0;', 'rMinFiring : REAL := 30.0;']], expect: items('constant initial-value-changed rMinFiring') }),
    boiler({ id: 'round27 boiler: PID mode', edits: [['mode := 1', 'mode := 2']], expect: items('constant value-changed fbPid.mode') }),
    boiler({ id: 'round27 boiler: integral no longer held without flame', edits: [['hold_I := NOT bFlameOk', 'hold_I := FALSE']], expect: items('fb-call inputs-changed fbPid.hold_I') }),
    boiler({ id: 'round27 boiler: burner forced on', edits: [['doBurnerOn := bBurnerRelease;', 'doBurnerOn := TRUE;']], expect: items('write now-constant doBurnerOn !') }),
    // A REAL that only drives the analog output: 0.0 replaced by the PID output is a changed value, not a switch-on.
    boiler({ id: 'round27 boiler: firing rate not zeroed without release', edits: [['    rFiringRate := 0.0;', '    rFiringRate := fbPid.Y;']], expect: items('write value-changed rFiringRate') }),
    boiler({ id: 'round27 boiler: servo scale', edits: [['* 327.67', '* 300.0']], expect: items('constant value-changed aoFiring') }),
    boiler({ id: 'round27 boiler: comment reworded', edits: [['(* firing rate to the burner servo *)', '(* burner servo position *)']], expect: [] }),
    // judgement: the PID's output is an analog rate, zeroed by the release branch; its enable gates no output.
    boiler({ id: 'round27 boiler: PID enabled without release', edits: [['enable := bEnable AND bBurnerRelease,', 'enable := bEnable,']], expect: items('fb-call inputs-changed fbPid.enable') }),
    boiler({ id: 'round27 boiler: flame timer no longer called', edits: [['tonFlame(IN := doBurnerOn AND NOT bFlameOk, PT := T#5S);\n', '']], expect: items('fb-call no-longer-called tonFlame !') }),
    boiler({
      id: 'round27 boiler: low fire limit renamed',
      edits: [
        ['    rMinFiring : REAL := 20.0;', '    rLowFire : REAL := 20.0;'],
        ['Y_min := rMinFiring', 'Y_min := rLowFire'],
      ],
      expect: items('declaration renamed rLowFire'),
    }),
    boiler({
      id: 'round27 boiler: lockout and water both dropped',
      edits: [['bBurnerRelease := bEnable AND bLowWaterOk AND rPressureAct < rMaxPressure AND NOT bLockout;', 'bBurnerRelease := bEnable AND rPressureAct < rMaxPressure;']],
      expect: items('write value-changed bBurnerRelease !'),
    }),
  ]),
  ...from(CELL_ORIGIN, [
    cell({ id: 'round27 twincat main: cycles counted twice', edits: [['nCycleCount := nCycleCount + 1;', 'nCycleCount := nCycleCount + 2;']], expect: items('constant value-changed nCycleCount') }),
    cell({ id: 'round27 twincat main: parts counter moved to a free marker', edits: [['nPartsOk AT %MD4', 'nPartsOk AT %MD12']], expect: items('declaration address-changed nPartsOk') }),
    // %MD8 holds bytes 8 to 11, and with them %MX8.1, the guard's mirror: the counter now writes over it.
    cell({ id: 'round27 twincat main: parts counter moved over the guard mirror', edits: [['nPartsOk AT %MD4', 'nPartsOk AT %MD8']], expect: items('declaration address-changed nPartsOk !') }),
    cell({ id: 'round27 twincat main: cell runs with the guard open', edits: [['bCellRun := bStart AND bGuardClosed;', 'bCellRun := bStart;']], expect: items('write value-changed bCellRun !') }),
    cell({ id: 'round27 twincat main: guard mirror forced closed', edits: [['bGuardMirror := bGuardClosed;', 'bGuardMirror := TRUE;']], expect: items('write now-constant bGuardMirror !') }),
    cell({ id: 'round27 twincat main: heartbeat frozen', edits: [['bHeartbeat := NOT bHeartbeat;', 'bHeartbeat := TRUE;']], expect: items('write now-constant bHeartbeat') }),
    cell({ id: 'round27 twincat main: parts counted on the falling edge', edits: [['rtPart : R_TRIG;', 'rtPart : F_TRIG;']], expect: items('declaration retyped rtPart') }),
    cell({
      id: 'round27 twincat main: cycle counter renamed',
      edits: [
        ['    nCycleCount AT %MD0 : DINT;', '    nScanCount AT %MD0 : DINT;'],
        ['nCycleCount := nCycleCount + 1;', 'nScanCount := nScanCount + 1;'],
      ],
      expect: items('declaration renamed nScanCount'),
    }),
    cell({ id: 'round27 twincat main: comment reworded', edits: [['// copy of the guard for the HMI', '// guard state shown on the HMI']], expect: [] }),
    cell({ id: 'round27 twincat main: whitespace', edits: [['bCellRun := bStart AND bGuardClosed;', 'bCellRun  :=  bStart AND bGuardClosed;']], expect: [] }),
    cell({ id: 'round27 twincat main: part edge no longer evaluated', edits: [['rtPart(CLK := bPartDone);\n', '']], expect: items('fb-call no-longer-called rtPart') }),
    cell({ id: 'round27 twincat main: run output on a fixed address', edits: [['bCellRun AT %Q* : BOOL;', 'bCellRun AT %QX0.0 : BOOL;']], expect: items('declaration address-changed bCellRun') }),
    cell({ id: 'round27 twincat main: cell run forced', edits: [['bCellRun := bStart AND bGuardClosed;', 'bCellRun := TRUE;']], expect: items('write now-constant bCellRun !') }),
  ]),
];
