// Divergence and equivalence cases on four small programs adapted from public OpenPLC examples found by searching
// public code (a blinking lamp with two TONs, the OpenPLC sample every install ships in some form; a sorting
// conveyor whose master coil latches and whose blowers fire on a light sensor, an exercise posted with its repeated
// lines; a tank pump on a low and a high level switch; a car park counter with a CTUD and a gate held by a TOF).
// Names and layout are ours; the logic is theirs. Every case was labelled by reading the code, before the simulator
// ran it, and none was relabelled or tuned afterwards: the first run's result is what docs/behaviour.md reports.
import type { CorpusCase } from './behaviour-corpus.ts';

const BLINK = `PROGRAM blink
VAR
  Enable AT %IX0.0 : BOOL;
  Lamp AT %QX1.0 : BOOL;
  LampOff : BOOL;
  OnTime : TON;
  OffTime : TON;
END_VAR
Lamp := NOT(LampOff) AND Enable;
OnTime(IN := Lamp, PT := T#1s);
IF OnTime.Q THEN
  LampOff := TRUE;
END_IF;
OffTime(IN := LampOff, PT := T#1s);
IF OffTime.Q THEN
  LampOff := FALSE;
END_IF;
END_PROGRAM`;

const SORTER = `PROGRAM sorter
VAR_INPUT
  Start : BOOL;
  Stop : BOOL;
  Ldr : BOOL;
  Timer : BOOL;
END_VAR
VAR_OUTPUT
  Conveyor : BOOL;
  LightSource : BOOL;
  Blowers : BOOL;
END_VAR
VAR
  MasterCoil : BOOL;
  CoilBits : BOOL;
END_VAR
MasterCoil := NOT(Stop) AND (MasterCoil OR Start);
Conveyor := MasterCoil;
LightSource := MasterCoil;
CoilBits := NOT(Timer) AND (CoilBits OR Ldr);
CoilBits := NOT(Timer) AND (CoilBits OR Ldr);
Blowers := Timer AND CoilBits AND MasterCoil;
END_PROGRAM`;

const TANK = `PROGRAM tank
VAR
  HighLevel AT %IX0.3 : BOOL;
  LowLevel AT %IX0.6 : BOOL;
  Inflow AT %QX0.0 : BOOL;
  Pump AT %QX0.1 : BOOL;
END_VAR
Pump := NOT(NOT(LowLevel));
Pump := LowLevel;
Inflow := NOT(HighLevel);
END_PROGRAM`;

const PARKING = `PROGRAM parking
VAR_INPUT
  EntrySensor, ExitSensor, ResetCount : BOOL;
END_VAR
VAR_OUTPUT
  FullLamp, GateOpen : BOOL;
  Cars : INT;
END_VAR
VAR
  Counter : CTUD;
  Gate : TOF;
  EntryEdge : R_TRIG;
END_VAR
EntryEdge(CLK := EntrySensor);
Counter(CU := EntrySensor, CD := ExitSensor, R := ResetCount, LD := FALSE, PV := 10);
Cars := Counter.CV;
FullLamp := Counter.QU;
Gate(IN := EntryEdge.Q AND NOT FullLamp, PT := T#3s);
GateOpen := Gate.Q;
END_PROGRAM`;

const d = (name: string, program: string, from: string, to: string): CorpusCase => ({ name, program, from, to, differs: true, heldOut: true });
const s = (name: string, program: string, from: string, to: string): CorpusCase => ({ name, program, from, to, differs: false, heldOut: true });

export const PUBLIC_BEHAVIOUR_CORPUS: CorpusCase[] = [
  d('blink: on time 1 s → 2 s', BLINK, 'OnTime(IN := Lamp, PT := T#1s);', 'OnTime(IN := Lamp, PT := T#2s);'),
  d('blink: off time 1 s → 500 ms', BLINK, 'OffTime(IN := LampOff, PT := T#1s);', 'OffTime(IN := LampOff, PT := T#500ms);'),
  d('blink: lamp no longer gated by Enable', BLINK, 'Lamp := NOT(LampOff) AND Enable;', 'Lamp := NOT(LampOff);'),
  s('blink: parentheses dropped', BLINK, 'Lamp := NOT(LampOff) AND Enable;', 'Lamp := Enable AND NOT LampOff;'),
  d('sorter: start wins over stop', SORTER, 'MasterCoil := NOT(Stop) AND (MasterCoil OR Start);', 'MasterCoil := (NOT(Stop) AND MasterCoil) OR Start;'),
  d('sorter: the sensor latch no longer reset by Timer', SORTER, 'CoilBits := NOT(Timer) AND (CoilBits OR Ldr);\nCoilBits := NOT(Timer) AND (CoilBits OR Ldr);', 'CoilBits := CoilBits OR Ldr;'),
  // The latch is FALSE whenever Timer is TRUE, so the blowers never fire either way.
  s('sorter: blowers no longer need the master coil', SORTER, 'Blowers := Timer AND CoilBits AND MasterCoil;', 'Blowers := Timer AND CoilBits;'),
  s('sorter: the repeated latch line removed', SORTER, 'CoilBits := NOT(Timer) AND (CoilBits OR Ldr);\nCoilBits := NOT(Timer) AND (CoilBits OR Ldr);', 'CoilBits := NOT(Timer) AND (CoilBits OR Ldr);'),
  s('sorter: outputs copied in the other order', SORTER, 'Conveyor := MasterCoil;\nLightSource := MasterCoil;', 'LightSource := MasterCoil;\nConveyor := MasterCoil;'),
  s('tank: the overwritten first pump line removed', TANK, 'Pump := NOT(NOT(LowLevel));\n', ''),
  d('tank: inflow also needs the low level', TANK, 'Inflow := NOT(HighLevel);', 'Inflow := NOT(HighLevel) AND LowLevel;'),
  d('tank: pump on the inverted switch', TANK, 'Pump := LowLevel;', 'Pump := NOT LowLevel;'),
  d('parking: 10 places → 8', PARKING, 'PV := 10', 'PV := 8'),
  d('parking: gate opens when full', PARKING, 'Gate(IN := EntryEdge.Q AND NOT FullLamp, PT := T#3s);', 'Gate(IN := EntryEdge.Q, PT := T#3s);'),
  d('parking: gate held 5 s instead of 3 s', PARKING, 'PT := T#3s', 'PT := T#5s'),
  d('parking: leaving cars no longer counted down', PARKING, 'CD := ExitSensor', 'CD := FALSE'),
  s('parking: car count copied after the lamp', PARKING, 'Cars := Counter.CV;\nFullLamp := Counter.QU;', 'FullLamp := Counter.QU;\nCars := Counter.CV;'),
];
