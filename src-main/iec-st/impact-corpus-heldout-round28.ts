// The twenty-eighth independent held-out part of the accuracy corpus (round 28). Written on 7 December 2026 by the
// case writer "round28", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their
// test), from public repositories that no other corpus file names (each case's `origin`): natgav/openplc-research (a
// student's OpenPLC traffic light, `traffic_light/OpenPLC_Traffic_Light/build/plc.st`: lamps chained through F_TRIGs
// and TOFs, a start-up delay latched by an SR; and its water tower, `water_tower/Water Tower/build/plc.st`: a level
// filter FB with a moving average, pump set/reset at LE/GE setpoints, Modbus mode registers compared with EQ) and
// kotlarekm/DemoWall (a B&R demonstration wall: the tank sequence `Logical/Source/MainProgram/MainProgram/Main.st`
// with a CASE over steps filling tanks 1 and 2, proportional inlets of tank 3, mixers and a mixing timer, the drain;
// the reset-button lamp of `Logical/Source/Alarms/Alarms/Main.st`, steady red while the e-stop is pressed and
// blinking from two TONs written through members; the temperature task `Logical/Source/TempControl/TempControl/Main.st`
// with auto-tune, manual and automatic modes under the drives' release and an emergency-stop ELSE that switches heater
// and fan PWM off; the PT1 pressure model of `Logical/Source/PressureControl/PressureControl/Main.st`). The objects
// are ours, written after reading those files for their forms; no public code is copied. Forms: OpenPLC programs with
// `AT %IX`/`%QX`/`%IW`/`%QW` and `(* *)` comments above declarations, F_TRIG/TOF/SR chains, a function block and the
// program that calls it in two parts, FOR over an array, EQ/LE/GE as functions, a latched trip, CODESYS programs as
// declaration and implementation with `//` comments beside and above declarations, a CASE over an enumeration, timers
// and PWM blocks written through members before their calls, an IF/ELSIF/ELSE over modes inside a safety IF, and
// agents' edits that change several statements at once. Each expectation says what an engineer expects the edit to do
// to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written
// and committed before the part was first scored. An expectation may be corrected only for an error of the writer's,
// with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 7aaa546, the analysis at main 79908da): 127 cases, 148
// expected items (73 safety), 149 reported, precision 0.846, recall 0.851, safety items flagged 69/73.
// After the writer's corrections (thirteen cases, each with its reason beside it: in each the first expectation went
// against docs/safety.md "Interlocks removed" or impact-accuracy.md, which the writer had not applied; in one of them
// an omitted item was added too), at the same main: 149 expected items (84 safety), 149 reported, precision 0.946, recall
// 0.946, safety items flagged 82/84. One correction (a trip's reset removed, flagged) moves away from the output.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A pedestrian crossing: lamps chained by falling edges and off-delays, a conflict monitor, fire-station preemption. */
const CROSSING = [
  {
    name: 'pous/programs/Crossing.st',
    text: `PROGRAM Crossing
  VAR
    (* pedestrian push button at the kerb, NO contact *)
    PedButton AT %IX0.0 : BOOL;
    (* conflict monitor relay of the signal heads, interlock healthy = TRUE *)
    ConflictOk AT %IX0.1 : BOOL;
    (* emergency vehicle preemption from the fire station *)
    Preempt AT %IX0.2 : BOOL;
    LampTest AT %IX0.3 : BOOL;
  END_VAR
  VAR
    CarRed AT %QX0.0 : BOOL;
    CarAmber AT %QX0.1 : BOOL;
    CarGreen AT %QX0.2 : BOOL;
    PedRed AT %QX0.3 : BOOL;
    PedGreen AT %QX0.4 : BOOL;
    (* audible walk signal *)
    Buzzer AT %QX0.5 : BOOL;
  END_VAR
  VAR
    StartDelay : TON;
    StartLatch : SR;
    Started : BOOL;
    GreenEnd : F_TRIG;
    AmberEnd : F_TRIG;
    RedEnd : F_TRIG;
    AmberHold : TOF;
    RedHold : TOF;
    GreenHold : TOF;
    PedWaiting : BOOL;
    AllOff : BOOL;
    CyclesDone : UDINT;
  END_VAR

  StartDelay(IN := TRUE, PT := T#2s);
  StartLatch(S1 := StartDelay.Q);
  Started := StartLatch.Q1;

  (* green ends: amber *)
  GreenEnd(CLK := CarGreen);
  AmberHold(IN := GreenEnd.Q, PT := T#3s);
  CarAmber := AmberHold.Q AND Started;

  (* amber ends: red, pedestrians may walk *)
  AmberEnd(CLK := CarAmber);
  RedHold(IN := AmberEnd.Q OR AllOff OR Preempt, PT := T#12s);
  CarRed := RedHold.Q AND Started OR NOT ConflictOk;

  (* red ends: green *)
  RedEnd(CLK := CarRed);
  GreenHold(IN := RedEnd.Q, PT := T#20s);
  CarGreen := GreenHold.Q AND Started AND ConflictOk AND NOT Preempt;

  AllOff := NOT (CarRed OR CarAmber OR CarGreen);

  IF PedButton THEN
    PedWaiting := TRUE;
  END_IF;
  IF RedEnd.Q THEN
    PedWaiting := FALSE;
    CyclesDone := CyclesDone + 1;
  END_IF;

  PedGreen := PedWaiting AND CarRed AND NOT CarAmber AND ConflictOk AND RedHold.ET > T#2s;
  PedRed := NOT PedGreen;
  Buzzer := PedGreen AND NOT LampTest;

  IF LampTest AND NOT Started THEN
    CarRed := TRUE;
    CarAmber := TRUE;
    PedRed := TRUE;
  END_IF;
END_PROGRAM
`,
  },
];

/** A water tower: a level filter FB, pump set and reset at two setpoints, Modbus mode registers, a dry-run trip. */
const TOWER = [
  {
    name: 'pous/function-blocks/LevelFilter.st',
    text: `FUNCTION_BLOCK LevelFilter
  VAR_INPUT
    RawLevel : INT;
  END_VAR
  VAR_OUTPUT
    Filtered : INT;
  END_VAR
  VAR
    Scaled : REAL;
    Samples : ARRAY [1..10] OF REAL;
    Pos : INT := 1;
    k : INT;
    Sum : LREAL;
  END_VAR

  (* raw counts to percent: zero offset, then span *)
  Scaled := (INT_TO_REAL(RawLevel) - 120.0) * 0.0125 * 100.0;
  Samples[Pos] := Scaled;
  Pos := Pos + 1;
  IF Pos > 10 THEN
    Pos := 1;
  END_IF;

  (* moving average over the ring *)
  Sum := 0.0;
  FOR k := 1 TO 10 DO
    Sum := Sum + REAL_TO_LREAL(Samples[k]);
  END_FOR;
  Filtered := LREAL_TO_INT(Sum / 10.0);
END_FUNCTION_BLOCK
`,
  },
  {
    name: 'pous/programs/WaterTower.st',
    text: `PROGRAM WaterTower
  VAR
    (* level transmitter 4-20 mA, raw counts *)
    LevelRaw AT %IW0 : INT;
    (* safety float switch above the overflow, NC: FALSE = tower overflowing *)
    OverflowOk AT %IX0.0 : BOOL;
    (* pump motor protection relay, TRUE = healthy *)
    PumpThermalOk AT %IX0.1 : BOOL;
    (* dry-run guard on the well: TRUE = water at the suction *)
    DryRunGuard AT %IX0.2 : BOOL;
    Pump AT %QX0.0 : BOOL;
    DrainValve AT %QX0.1 : BOOL;
    AlarmHorn AT %QX0.2 : BOOL;
  END_VAR
  VAR
    (* operator registers written over Modbus: 0 = off, 1 = manual, 2 = auto *)
    ModeReg AT %QW100 : INT;
    PumpReg AT %QW101 : INT;
    ValveReg AT %QW102 : INT;
    MinSp : INT := 30;
    MaxSp : INT := 85;
  END_VAR
  VAR
    Filter : LevelFilter;
    Level : INT;
    PumpAuto : BOOL;
    PumpMan : BOOL;
    DryRunDelay : TON;
    PumpTrip : BOOL;
  END_VAR

  Filter(RawLevel := LevelRaw);
  Level := Filter.Filtered;

  IF LE(Level, MinSp) THEN
    PumpAuto := TRUE; (*set*)
  END_IF;
  IF GE(Level, MaxSp) THEN
    PumpAuto := FALSE; (*reset*)
  END_IF;

  PumpMan := EQ(PumpReg, 1);
  DrainValve := EQ(ValveReg, 1) AND EQ(ModeReg, 1);

  (* no water at the suction for 5 s, or the motor relay open: trip until the mode is set to off *)
  DryRunDelay(IN := Pump AND NOT DryRunGuard, PT := T#5s);
  IF DryRunDelay.Q OR NOT PumpThermalOk THEN
    PumpTrip := TRUE;
  END_IF;
  IF EQ(ModeReg, 0) THEN
    PumpTrip := FALSE;
  END_IF;

  Pump := (PumpAuto AND EQ(ModeReg, 2) OR PumpMan AND EQ(ModeReg, 1)) AND OverflowOk AND NOT PumpTrip;
  AlarmHorn := PumpTrip OR NOT OverflowOk;
END_PROGRAM
`,
  },
];

/** The tank sequence of a demonstration wall: fill tanks 1 and 2, then tank 3 through proportional inlets, mix, drain. */
const TANKS = object(
  'PRG_Tanks',
  `PROGRAM PRG_Tanks
VAR
    // operator commands from the panel
    bStart : BOOL;
    bStop : BOOL;
    eStep : E_TankStep;
    // safety: lid switch of tank 3, TRUE = lid closed, the agitators may turn
    bLidClosed AT %IX2.0 : BOOL;
    bEStopOk AT %IX2.1 : BOOL;          // emergency stop chain healthy
    nLevel1 AT %IW10 : INT;
    nLevel2 AT %IW12 : INT;
    nLevel3 AT %IW14 : INT;
    doValve1 AT %QX3.0 : BOOL;
    doValve2 AT %QX3.1 : BOOL;
    doMixer1 AT %QX3.2 : BOOL;
    doMixer2 AT %QX3.3 : BOOL;
    doMainValve AT %QX3.4 : BOOL;
    nValve3Left AT %QW20 : UINT;        // proportional inlet of tank 3, 0..100 %
    nValve3Right AT %QW22 : UINT;
    nTarget1 : INT := 400;
    nTarget2 : INT := 300;
    nTarget3 : INT := 650;
    nOpeningLeft : UINT := 60;
    nOpeningRight : UINT := 40;
    bUseMixer1 : BOOL := TRUE;
    bUseMixer2 : BOOL;
    tMixTime : TIME := T#45S;
    tonMix : TON;
    nBatches : UDINT;
END_VAR
`,
  `// stop or emergency stop: back to idle, every inlet closed, mixers off
IF bStop OR NOT bEStopOk THEN
    eStep := E_TankStep.Idle;
    doValve1 := FALSE;
    doValve2 := FALSE;
    nValve3Left := 0;
    nValve3Right := 0;
    doMixer1 := FALSE;
    doMixer2 := FALSE;
END_IF

CASE eStep OF
    E_TankStep.Idle:
        IF bStart THEN
            doValve1 := nTarget1 > 0;
            doValve2 := nTarget2 > 0;
            bStart := FALSE;
            eStep := E_TankStep.Fill12;
        END_IF

    E_TankStep.Fill12:
        IF nLevel1 >= nTarget1 THEN
            doValve1 := FALSE;
        END_IF
        IF nLevel2 >= nTarget2 THEN
            doValve2 := FALSE;
        END_IF
        IF NOT doValve1 AND NOT doValve2 THEN
            eStep := E_TankStep.Fill3;
        END_IF

    E_TankStep.Fill3:
        nValve3Left := nOpeningLeft;
        nValve3Right := nOpeningRight;
        IF nLevel3 >= nTarget3 THEN
            nValve3Left := 0;
            nValve3Right := 0;
            IF bUseMixer1 OR bUseMixer2 THEN
                eStep := E_TankStep.Mix;
            ELSE
                eStep := E_TankStep.Drain;
            END_IF
        END_IF

    E_TankStep.Mix:
        doMixer1 := bUseMixer1 AND bLidClosed;
        doMixer2 := bUseMixer2 AND bLidClosed;
        tonMix(IN := TRUE, PT := tMixTime);
        IF tonMix.Q THEN
            doMixer1 := FALSE;
            doMixer2 := FALSE;
            tonMix(IN := FALSE);
            eStep := E_TankStep.Drain;
        END_IF

    E_TankStep.Drain:
        doMainValve := TRUE;
        IF nLevel3 <= 0 THEN
            doMainValve := FALSE;
            nBatches := nBatches + 1;
            eStep := E_TankStep.Idle;
        END_IF
END_CASE
`,
);

/** The reset button's lamp: steady red while the e-stop is pressed, blinking orange until reset, and the drive enable. */
const LAMP = object(
  'PRG_ResetLamp',
  `PROGRAM PRG_ResetLamp
VAR
    diEStopReleased AT %IX4.0 : BOOL;   // emergency stop button not pressed
    diDrivesEnabled AT %IX4.1 : BOOL;   // safety relay output: drives may be switched on
    doResetRed AT %QX4.0 : BOOL;        // reset button lamp, red: e-stop pressed
    doResetOrange AT %QX4.1 : BOOL;     // reset button lamp, blinking orange: press reset
    doDriveEnable AT %QX4.2 : BOOL;     // enable of the servo drives
    tonOn : TON;
    tonOff : TON;
    tBlink : TIME := T#500MS;
END_VAR
`,
  `IF NOT diDrivesEnabled AND NOT diEStopReleased THEN
    // still pressed: steady red
    doResetRed := TRUE;
    doResetOrange := FALSE;
ELSIF NOT diDrivesEnabled AND diEStopReleased THEN
    // released, not yet reset: blink orange
    doResetRed := FALSE;
    tonOn.IN := TRUE;
    IF tonOn.Q THEN
        tonOn.IN := FALSE;
        tonOff.IN := TRUE;
        doResetOrange := TRUE;
    END_IF
    IF tonOff.Q THEN
        tonOn.IN := TRUE;
        tonOff.IN := FALSE;
        doResetOrange := FALSE;
    END_IF
ELSE
    tonOn.IN := FALSE;
    tonOff.IN := FALSE;
    doResetRed := FALSE;
    doResetOrange := FALSE;
END_IF

tonOn(PT := tBlink);
tonOff(PT := tBlink);

doDriveEnable := diDrivesEnabled AND diEStopReleased;
`,
);

/** Tank 3's temperature: auto-tune, manual and automatic under the drives' release, the e-stop ELSE, an over-temperature cut. */
const TEMP = object(
  'PRG_TempControl',
  `PROGRAM PRG_TempControl
VAR
    // TRUE while the emergency stop is released and the drives may run
    bDrivesReleased AT %IX5.0 : BOOL;
    nTank3Temp AT %IW30 : INT;          // PT100 of tank 3, 0.1 degC
    doHeater AT %QX5.0 : BOOL;
    doFan AT %QX5.1 : BOOL;
    // safety thermostat over the heater, NC: FALSE above 90 degC
    bOverTempOk AT %IX5.1 : BOOL;
    bAutoTune : BOOL;
    bManual : BOOL;
    rHeaterDuty : REAL;
    rFanDuty : REAL;
    rSetTemp : REAL := 55.0;
    rTemp : REAL;
    rMaxTemp : REAL := 80.0;
    fbPid : FB_TempPid;
    fbPwmHeater : FB_Pwm;
    fbPwmFan : FB_Pwm;
    nInfo : INT;
    bWidgetsEnabled : BOOL;
END_VAR
`,
  `rTemp := INT_TO_REAL(nTank3Temp) / 10.0;

IF bDrivesReleased THEN
    fbPwmHeater.bEnable := TRUE;
    fbPwmFan.bEnable := TRUE;
    bWidgetsEnabled := TRUE;
    IF bAutoTune THEN
        fbPid.bControl := FALSE;
        fbPid.bTune := TRUE;
        fbPwmHeater.rDuty := fbPid.rHeat;
        fbPwmFan.rDuty := fbPid.rCool;
        nInfo := 2;
        IF fbPid.bTuningDone THEN
            fbPid.bTune := FALSE;
            bAutoTune := FALSE;
        END_IF
    ELSIF bManual THEN
        fbPid.bControl := FALSE;
        fbPid.bTune := FALSE;
        fbPwmHeater.rDuty := rHeaterDuty;
        fbPwmFan.rDuty := rFanDuty;
        nInfo := 1;
    ELSE
        fbPid.bControl := TRUE;
        fbPid.bTune := FALSE;
        fbPwmHeater.rDuty := fbPid.rHeat;
        fbPwmFan.rDuty := fbPid.rCool;
        nInfo := 0;
    END_IF
// emergency stop pressed: heater and fan off, back to automatic
ELSE
    rHeaterDuty := 0.0;
    rFanDuty := 0.0;
    fbPid.bTune := FALSE;
    fbPid.bControl := FALSE;
    bManual := FALSE;
    bAutoTune := FALSE;
    fbPwmHeater.bEnable := FALSE;
    fbPwmFan.bEnable := FALSE;
    nInfo := 3;
    bWidgetsEnabled := FALSE;
END_IF

// over-temperature: heater duty cut whatever the mode
IF rTemp > rMaxTemp OR NOT bOverTempOk THEN
    fbPwmHeater.rDuty := 0.0;
END_IF

fbPid(rActual := rTemp, rSet := rSetTemp);
fbPwmHeater(rPeriod := 0.005);
fbPwmFan(rPeriod := 0.005, rMinPulse := 0.002);

doHeater := fbPwmHeater.bOut AND bDrivesReleased;
doFan := fbPwmFan.bOut;
`,
);

/** Tank 3's pressure as a first-order lag of its target, and the relief valve above a limit. */
const PRESSURE = object(
  'PRG_Pressure',
  `PROGRAM PRG_Pressure
VAR
    fbLag : FB_Pt1;
    rGain : REAL := 1.0;
    rTimeConst : REAL := 2.5;
    rTargetPressure : REAL := 1.2;      // bar
    rPressure : REAL;
    // relief valve of tank 3, opened above the safety limit
    doReliefValve AT %QX6.0 : BOOL;
    rReliefLimit : REAL := 2.0;
END_VAR
`,
  `fbLag(rGain := rGain, rT1 := rTimeConst, rIn := rTargetPressure);
rPressure := fbLag.rOut;
doReliefValve := rPressure > rReliefLimit;
`,
);

const CROSSING_ORIGIN = 'natgav/openplc-research traffic_light/OpenPLC_Traffic_Light/build/plc.st (lamps chained by F_TRIG and TOF, a start-up delay latched by an SR)';
const TOWER_ORIGIN = 'natgav/openplc-research water_tower/Water Tower/build/plc.st (a level filter FB, pump set/reset at LE/GE setpoints, Modbus mode registers)';
const TANKS_ORIGIN = 'kotlarekm/DemoWall Logical/Source/MainProgram/MainProgram/Main.st (a CASE over steps: tanks 1 and 2, tank 3 inlets, mixers, mixing timer, drain)';
const LAMP_ORIGIN = 'kotlarekm/DemoWall Logical/Source/Alarms/Alarms/Main.st (the reset lamp: red while the e-stop is pressed, two TONs blinking orange)';
const TEMP_ORIGIN = 'kotlarekm/DemoWall Logical/Source/TempControl/TempControl/Main.st (auto-tune, manual and auto under the drives\' release; the emergency-stop ELSE)';
const PRESSURE_ORIGIN = 'kotlarekm/DemoWall Logical/Source/PressureControl/PressureControl/Main.st (a PT1 block fed through members)';

const crossing = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CROSSING } });
const tower = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TOWER } });
const tanks = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TANKS } });
const lamp = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LAMP } });
const temp = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TEMP } });
const pressure = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PRESSURE } });

export const HELDOUT_ROUND28: CorpusCase[] = [
  ...from(CROSSING_ORIGIN, [
    // ConflictOk is a safety signal by its comment ("interlock"), Preempt by its comment ("emergency").
    crossing({ id: 'round28 crossing: green without the conflict monitor', edits: [['AND Started AND ConflictOk AND NOT Preempt;', 'AND Started AND NOT Preempt;']], expect: items('write value-changed CarGreen !') }),
    crossing({ id: 'round28 crossing: preemption no longer ends green', edits: [['AND Started AND ConflictOk AND NOT Preempt;', 'AND Started AND ConflictOk;']], expect: items('write value-changed CarGreen !') }),
    crossing({ id: 'round28 crossing: car green forced', edits: [['CarGreen := GreenHold.Q AND Started AND ConflictOk AND NOT Preempt;', 'CarGreen := TRUE;']], expect: items('write now-constant CarGreen !') }),
    // The red lamp loses the alternative that shows red on a conflict: the safe state is shown in fewer cases.
    crossing({ id: 'round28 crossing: conflict no longer forces red', edits: [['CarRed := RedHold.Q AND Started OR NOT ConflictOk;', 'CarRed := RedHold.Q AND Started;']], expect: items('write value-changed CarRed !') }),
    crossing({ id: 'round28 crossing: conflict monitor read inverted for red', edits: [['AND Started OR NOT ConflictOk;', 'AND Started OR ConflictOk;']], expect: items('write value-changed CarRed !') }),
    // Judgement: the amber time is a road-safety interval, but its timer reads no safety signal; by the conventions the
    // preset is an ordinary constant.
    crossing({ id: 'round28 crossing: shorter amber', edits: [['AmberHold(IN := GreenEnd.Q, PT := T#3s);', 'AmberHold(IN := GreenEnd.Q, PT := T#2s);']], expect: items('constant value-changed AmberHold.PT') }),
    // The red hold's input reads the preemption: its preset is flagged as a timer watching a safety signal.
    crossing({ id: 'round28 crossing: shorter red hold', edits: [['OR AllOff OR Preempt, PT := T#12s);', 'OR AllOff OR Preempt, PT := T#8s);']], expect: items('constant value-changed RedHold.PT !') }),
    crossing({ id: 'round28 crossing: preemption no longer holds red', edits: [['RedHold(IN := AmberEnd.Q OR AllOff OR Preempt,', 'RedHold(IN := AmberEnd.Q OR AllOff,']], expect: items('fb-call inputs-changed RedHold.IN !') }),
    crossing({ id: 'round28 crossing: longer green', edits: [['GreenHold(IN := RedEnd.Q, PT := T#20s);', 'GreenHold(IN := RedEnd.Q, PT := T#30s);']], expect: items('constant value-changed GreenHold.PT') }),
    crossing({ id: 'round28 crossing: longer start-up delay', edits: [['StartDelay(IN := TRUE, PT := T#2s);', 'StartDelay(IN := TRUE, PT := T#5s);']], expect: items('constant value-changed StartDelay.PT') }),
    crossing({ id: 'round28 crossing: walk without the conflict monitor', edits: [['AND NOT CarAmber AND ConflictOk AND RedHold.ET', 'AND NOT CarAmber AND RedHold.ET']], expect: items('write value-changed PedGreen !') }),
    // A limit in an assigned value is reported under the variable written; the untouched ConflictOk keeps its role.
    crossing({ id: 'round28 crossing: walk sooner after red', edits: [['RedHold.ET > T#2s;', 'RedHold.ET > T#1s;']], expect: items('constant value-changed PedGreen') }),
    crossing({ id: 'round28 crossing: walk signal comment', edits: [['(* audible walk signal *)', '(* audible walk signal for blind pedestrians *)']], expect: [] }),
    crossing({ id: 'round28 crossing: request no longer latched', edits: [['  IF PedButton THEN\n    PedWaiting := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read PedButton', 'write no-longer-written PedWaiting') }),
    crossing({ id: 'round28 crossing: cycles counted twice', edits: [['CyclesDone := CyclesDone + 1;', 'CyclesDone := CyclesDone + 2;']], expect: items('constant value-changed CyclesDone') }),
    crossing({
      id: 'round28 crossing: request flag renamed',
      edits: [
        ['    PedWaiting : BOOL;', '    PedRequest : BOOL;'],
        ['    PedWaiting := TRUE;', '    PedRequest := TRUE;'],
        ['    PedWaiting := FALSE;', '    PedRequest := FALSE;'],
        ['PedGreen := PedWaiting AND', 'PedGreen := PedRequest AND'],
      ],
      expect: items('declaration renamed PedRequest'),
    }),
    crossing({ id: 'round28 crossing: conflict monitor moved', edits: [['ConflictOk AT %IX0.1', 'ConflictOk AT %IX1.1']], expect: items('declaration address-changed ConflictOk !') }),
    crossing({ id: 'round28 crossing: push button moved', edits: [['PedButton AT %IX0.0', 'PedButton AT %IX1.0']], expect: items('declaration address-changed PedButton') }),
    crossing({ id: 'round28 crossing: walk lamp moved to a free output', edits: [['PedGreen AT %QX0.4', 'PedGreen AT %QX0.6']], expect: items('declaration address-changed PedGreen') }),
    crossing({ id: 'round28 crossing: whitespace in the amber timer', edits: [['AmberHold(IN := GreenEnd.Q, PT := T#3s);', 'AmberHold(IN := GreenEnd.Q,  PT := T#3s);']], expect: [] }),
    crossing({ id: 'round28 crossing: independent lamps reordered', edits: [['  PedRed := NOT PedGreen;\n  Buzzer := PedGreen AND NOT LampTest;\n', '  Buzzer := PedGreen AND NOT LampTest;\n  PedRed := NOT PedGreen;\n']], expect: [] }),
    crossing({ id: 'round28 crossing: start latch no longer called', edits: [['  StartLatch(S1 := StartDelay.Q);\n', '']], expect: items('fb-call no-longer-called StartLatch') }),
    // The lamp test lights red and amber: both are the stopping aspects, so running it while started is no safety edit.
    crossing({ id: 'round28 crossing: lamp test while running', edits: [['IF LampTest AND NOT Started THEN', 'IF LampTest THEN']], expect: items('condition no-longer-read Started !', 'write condition-changed CarRed !', 'write condition-changed CarAmber !', 'write condition-changed PedRed !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a switch-on's condition of physical outputs lost a conjunct, whatever the names: the writes and the signal are interlock removed
    crossing({ id: 'round28 crossing: buzzer during the lamp test', edits: [['Buzzer := PedGreen AND NOT LampTest;', 'Buzzer := PedGreen;']], expect: items('write value-changed Buzzer !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a physical output's value lost a conjunct
    crossing({
      id: 'round28 crossing: preemption input renamed',
      edits: [
        ['    Preempt AT %IX0.2 : BOOL;', '    FireCall AT %IX0.2 : BOOL;'],
        ['OR AllOff OR Preempt,', 'OR AllOff OR FireCall,'],
        ['AND ConflictOk AND NOT Preempt;', 'AND ConflictOk AND NOT FireCall;'],
      ],
      expect: items('declaration renamed FireCall !'),
    }),
  ]),
  ...from(TOWER_ORIGIN, [
    // OverflowOk is a safety signal by its comment, DryRunGuard by its name; PumpTrip is a trip (read as NOT PumpTrip).
    tower({ id: 'round28 tower: pump without the overflow switch', edits: [['AND OverflowOk AND NOT PumpTrip;', 'AND NOT PumpTrip;']], expect: items('write value-changed Pump !') }),
    tower({ id: 'round28 tower: pump ignores its trip', edits: [['AND OverflowOk AND NOT PumpTrip;', 'AND OverflowOk;']], expect: items('write value-changed Pump !') }),
    tower({ id: 'round28 tower: pump forced on', edits: [['Pump := (PumpAuto AND EQ(ModeReg, 2) OR PumpMan AND EQ(ModeReg, 1)) AND OverflowOk AND NOT PumpTrip;', 'Pump := TRUE;']], expect: items('write now-constant Pump !') }),
    tower({ id: 'round28 tower: higher stop level', edits: [['MaxSp : INT := 85;', 'MaxSp : INT := 95;']], expect: items('constant initial-value-changed MaxSp') }),
    tower({ id: 'round28 tower: lower start level', edits: [['MinSp : INT := 30;', 'MinSp : INT := 20;']], expect: items('constant initial-value-changed MinSp') }),
    tower({ id: 'round28 tower: longer dry-run delay', edits: [['NOT DryRunGuard, PT := T#5s);', 'NOT DryRunGuard, PT := T#30s);']], expect: items('constant value-changed DryRunDelay.PT !') }),
    tower({ id: 'round28 tower: dry-run guard read inverted', edits: [['DryRunDelay(IN := Pump AND NOT DryRunGuard,', 'DryRunDelay(IN := Pump AND DryRunGuard,']], expect: items('fb-call inputs-changed DryRunDelay.IN !') }),
    // Judgement: the motor relay has no safety word, but it is an alternative of the trip's set; with it gone the trip
    // sets in fewer cases (an interlock removed), so the condition item and the trip's write are both flagged.
    tower({ id: 'round28 tower: motor relay no longer trips', edits: [['IF DryRunDelay.Q OR NOT PumpThermalOk THEN', 'IF DryRunDelay.Q THEN']], expect: items('condition no-longer-read PumpThermalOk !', 'write condition-changed PumpTrip !') }),
    tower({ id: 'round28 tower: trip set removed', edits: [['  IF DryRunDelay.Q OR NOT PumpThermalOk THEN\n    PumpTrip := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read DryRunDelay.Q !', 'condition no-longer-read PumpThermalOk', 'write no-longer-written PumpTrip !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): the condition removed with a trip's last set keeps its own safety (impact-accuracy.md), and the motor relay has none
    // The trip's reset removed: the pump stays held off, no interlock lost.
    tower({ id: 'round28 tower: trip reset removed', edits: [['  IF EQ(ModeReg, 0) THEN\n    PumpTrip := FALSE;\n  END_IF;\n', '']], expect: items('condition no-longer-read ModeReg', 'write no-longer-written PumpTrip') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a trip's reset removed stays flagged as any driver's switch-off removed (fail closed, impact-accuracy.md); its condition is not // corrected back by the round-28 fixer (docs/safety.md, "Interlocks removed": a trip's "reset removed is not flagged, the output stays held off"): Pump reads PumpTrip only as `NOT PumpTrip` and the horn only as an alternative that switches it on, the trip shown on a lamp of "Fixed against rounds 6 and 7", as training's `round7 bench: pressure trip no longer reset` expects; the fail-closed sentence of round 11 is for a latch a driver reads as `NOT x` that something also copies plainly (read both ways). By IEC semantics the pump stays off once tripped: no interlock lost
    tower({ id: 'round28 tower: drain valve in every mode', edits: [['DrainValve := EQ(ValveReg, 1) AND EQ(ModeReg, 1);', 'DrainValve := EQ(ValveReg, 1);']], expect: items('write value-changed DrainValve !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a physical output's value lost a conjunct
    // Judgement: the horn is the only warning of the overflowing tower (a safety signal); the warning lost is flagged.
    tower({ id: 'round28 tower: horn no longer warns of overflow', edits: [['AlarmHorn := PumpTrip OR NOT OverflowOk;', 'AlarmHorn := PumpTrip;']], expect: items('write value-changed AlarmHorn !') }),
    tower({ id: 'round28 tower: manual pump on another register value', edits: [['PumpMan := EQ(PumpReg, 1);', 'PumpMan := EQ(PumpReg, 2);']], expect: items('constant value-changed PumpMan') }),
    tower({ id: 'round28 tower: level filter no longer called', edits: [['  Filter(RawLevel := LevelRaw);\n', '']], expect: items('fb-call no-longer-called Filter') }),
    tower({ id: 'round28 tower: transmitter moved', edits: [['LevelRaw AT %IW0 : INT;', 'LevelRaw AT %IW2 : INT;']], expect: items('declaration address-changed LevelRaw') }),
    tower({ id: 'round28 tower: overflow switch moved', edits: [['OverflowOk AT %IX0.0', 'OverflowOk AT %IX1.0']], expect: items('declaration address-changed OverflowOk !') }),
    tower({
      id: 'round28 tower: dry-run guard renamed',
      edits: [
        ['    DryRunGuard AT %IX0.2 : BOOL;', '    SuctionWet AT %IX0.2 : BOOL;'],
        ['AND NOT DryRunGuard, PT', 'AND NOT SuctionWet, PT'],
      ],
      expect: items('declaration renamed SuctionWet !'),
    }),
    tower({ id: 'round28 tower: mode register moved', edits: [['ModeReg AT %QW100 : INT;', 'ModeReg AT %QW110 : INT;']], expect: items('declaration address-changed ModeReg') }),
    tower({ id: 'round28 tower: set comment removed', edits: [['PumpAuto := TRUE; (*set*)', 'PumpAuto := TRUE;']], expect: [] }),
    tower({
      id: 'round28 tower: maintenance key bypasses the overflow switch',
      edits: [
        ['    AlarmHorn AT %QX0.2 : BOOL;\n', '    AlarmHorn AT %QX0.2 : BOOL;\n    MaintKey AT %IX0.3 : BOOL;\n'],
        ['AND OverflowOk AND NOT PumpTrip;', 'AND (OverflowOk OR MaintKey) AND NOT PumpTrip;'],
      ],
      expect: items('declaration added MaintKey', 'write value-changed Pump !'),
    }),
    tower({
      id: 'round28 tower: retuned tower',
      edits: [
        ['MinSp : INT := 30;', 'MinSp : INT := 40;'],
        ['MaxSp : INT := 85;', 'MaxSp : INT := 90;'],
        ['NOT DryRunGuard, PT := T#5s);', 'NOT DryRunGuard, PT := T#8s);'],
      ],
      expect: items('constant initial-value-changed MinSp', 'constant initial-value-changed MaxSp', 'constant value-changed DryRunDelay.PT !'),
    }),
    tower({ id: 'round28 tower: auto pump in manual mode', edits: [['PumpAuto AND EQ(ModeReg, 2) OR', 'PumpAuto AND EQ(ModeReg, 1) OR']], expect: items('constant value-changed Pump') }),
  ]),
  ...from(TOWER_ORIGIN, [
    tower({ id: 'round28 level filter: zero offset', edits: [['RawLevel) - 120.0)', 'RawLevel) - 100.0)']], expect: items('constant value-changed Scaled') }),
    tower({ id: 'round28 level filter: span', edits: [['* 0.0125 * 100.0;', '* 0.0100 * 100.0;']], expect: items('constant value-changed Scaled') }),
    tower({ id: 'round28 level filter: ring wraps one sample early', edits: [['IF Pos > 10 THEN', 'IF Pos > 9 THEN']], expect: items('constant value-changed Pos') }),
    tower({ id: 'round28 level filter: average divided by eight', edits: [['LREAL_TO_INT(Sum / 10.0);', 'LREAL_TO_INT(Sum / 8.0);']], expect: items('constant value-changed Filtered') }),
    tower({ id: 'round28 level filter: ring starts at zero', edits: [['Pos : INT := 1;', 'Pos : INT := 0;']], expect: items('constant initial-value-changed Pos') }),
    tower({
      id: 'round28 level filter: sum renamed',
      edits: [
        ['    Sum : LREAL;', '    Total : LREAL;'],
        ['  Sum := 0.0;', '  Total := 0.0;'],
        ['    Sum := Sum + REAL_TO_LREAL(Samples[k]);', '    Total := Total + REAL_TO_LREAL(Samples[k]);'],
        ['LREAL_TO_INT(Sum / 10.0);', 'LREAL_TO_INT(Total / 10.0);'],
      ],
      expect: items('declaration renamed Total'),
    }),
    tower({ id: 'round28 level filter: comment reworded', edits: [['(* moving average over the ring *)', '(* mean of the last ten samples *)']], expect: [] }),
    tower({ id: 'round28 level filter: sum never cleared', edits: [['  Sum := 0.0;\n', '']], expect: items('write no-longer-written Sum') }),
    tower({ id: 'round28 level filter: sum retyped', edits: [['    Sum : LREAL;', '    Sum : REAL;']], expect: items('declaration retyped Sum') }),
  ]),
  ...from(TANKS_ORIGIN, [
    // bLidClosed is a safety signal by its comment ("safety"), bEStopOk by its name.
    tanks({ id: 'round28 tanks: mixer 1 without the lid', edits: [['doMixer1 := bUseMixer1 AND bLidClosed;', 'doMixer1 := bUseMixer1;']], expect: items('write value-changed doMixer1 !') }),
    tanks({
      id: 'round28 tanks: both mixers without the lid',
      edits: [
        ['doMixer1 := bUseMixer1 AND bLidClosed;', 'doMixer1 := bUseMixer1;'],
        ['doMixer2 := bUseMixer2 AND bLidClosed;', 'doMixer2 := bUseMixer2;'],
      ],
      expect: items('write value-changed doMixer1 !', 'write value-changed doMixer2 !'),
    }),
    tanks({ id: 'round28 tanks: mixer 2 forced in the mix step', edits: [['doMixer2 := bUseMixer2 AND bLidClosed;', 'doMixer2 := TRUE;']], expect: items('write now-constant doMixer2 !') }),
    // The stop's alternative e-stop removed: every switch-off under it runs in fewer cases.
    tanks({
      id: 'round28 tanks: e-stop no longer stops the sequence',
      edits: [['IF bStop OR NOT bEStopOk THEN', 'IF bStop THEN']],
      expect: items('condition no-longer-read bEStopOk !', 'write condition-changed eStep !', 'write condition-changed doValve1 !', 'write condition-changed doValve2 !', 'write condition-changed nValve3Left !', 'write condition-changed nValve3Right !', 'write condition-changed doMixer1 !', 'write condition-changed doMixer2 !'),
    }),
    tanks({ id: 'round28 tanks: inlet 1 left open on a stop', edits: [['    eStep := E_TankStep.Idle;\n    doValve1 := FALSE;\n', '    eStep := E_TankStep.Idle;\n']], expect: items('write no-longer-written doValve1 !') }),
    tanks({ id: 'round28 tanks: mixers keep turning on a stop', edits: [['    doMixer1 := FALSE;\n    doMixer2 := FALSE;\nEND_IF', 'END_IF']], expect: items('write no-longer-written doMixer1 !', 'write no-longer-written doMixer2 !') }),
    tanks({ id: 'round28 tanks: shorter mixing', edits: [['tMixTime : TIME := T#45S;', 'tMixTime : TIME := T#30S;']], expect: items('constant initial-value-changed tMixTime') }),
    tanks({ id: 'round28 tanks: tank 3 target', edits: [['nTarget3 : INT := 650;', 'nTarget3 : INT := 700;']], expect: items('constant initial-value-changed nTarget3') }),
    tanks({ id: 'round28 tanks: left inlet opening', edits: [['nOpeningLeft : UINT := 60;', 'nOpeningLeft : UINT := 80;']], expect: items('constant initial-value-changed nOpeningLeft') }),
    tanks({ id: 'round28 tanks: drain never closes', edits: [['            doMainValve := FALSE;\n', '']], expect: items('write no-longer-written doMainValve !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a physical output's switch-off removed
    tanks({ id: 'round28 tanks: batches counted twice', edits: [['nBatches := nBatches + 1;', 'nBatches := nBatches + 2;']], expect: items('constant value-changed nBatches') }),
    tanks({ id: 'round28 tanks: drain stops at a residue', edits: [['IF nLevel3 <= 0 THEN', 'IF nLevel3 <= 5 THEN']], expect: items('constant value-changed nLevel3') }),
    // Judgement: the batch drains unmixed; the state set reads no safety signal and the drain is no hazard: unflagged.
    tanks({ id: 'round28 tanks: mixer 2 alone no longer mixes', edits: [['IF bUseMixer1 OR bUseMixer2 THEN', 'IF bUseMixer1 THEN']], expect: items('condition no-longer-read bUseMixer2', 'write condition-changed eStep', 'write condition-changed eStep !') }), // second eStep item added after the first score (writer's omission): both state sets of the IF/ELSE changed condition, the Mix step's (narrowed) and the Drain step's // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): eStep is a driver (the CASE over it conditions the outputs' writes); the ELSE's state set lost a conjunct: its write's item only is flagged
    tanks({ id: 'round28 tanks: lid switch moved', edits: [['bLidClosed AT %IX2.0', 'bLidClosed AT %IX2.4']], expect: items('declaration address-changed bLidClosed !') }),
    tanks({ id: 'round28 tanks: main valve moved to a free output', edits: [['doMainValve AT %QX3.4', 'doMainValve AT %QX3.7']], expect: items('declaration address-changed doMainValve') }),
    tanks({ id: 'round28 tanks: start command no longer cleared', edits: [['            bStart := FALSE;\n', '']], expect: items('write no-longer-written bStart !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): bStart is a driver (it guards the inlets' writes); a driver's switch-off removed
    tanks({
      id: 'round28 tanks: lid switch renamed',
      edits: [
        ['    bLidClosed AT %IX2.0 : BOOL;', '    bCoverClosed AT %IX2.0 : BOOL;'],
        ['doMixer1 := bUseMixer1 AND bLidClosed;', 'doMixer1 := bUseMixer1 AND bCoverClosed;'],
        ['doMixer2 := bUseMixer2 AND bLidClosed;', 'doMixer2 := bUseMixer2 AND bCoverClosed;'],
      ],
      expect: items('declaration renamed bCoverClosed !'),
    }),
    tanks({ id: 'round28 tanks: stop comment reworded', edits: [['// stop or emergency stop: back to idle, every inlet closed, mixers off', '// stop / e-stop: idle, inlets shut, agitators off']], expect: [] }),
    tanks({ id: 'round28 tanks: level checks swapped', edits: [['        IF nLevel1 >= nTarget1 THEN\n            doValve1 := FALSE;\n        END_IF\n        IF nLevel2 >= nTarget2 THEN\n            doValve2 := FALSE;\n        END_IF\n', '        IF nLevel2 >= nTarget2 THEN\n            doValve2 := FALSE;\n        END_IF\n        IF nLevel1 >= nTarget1 THEN\n            doValve1 := FALSE;\n        END_IF\n']], expect: [] }),
    tanks({ id: 'round28 tanks: mixer 2 on by default', edits: [['    bUseMixer2 : BOOL;', '    bUseMixer2 : BOOL := TRUE;']], expect: items('constant initial-value-changed bUseMixer2') }),
    tanks({ id: 'round28 tanks: mixing time fixed in the call', edits: [['tonMix(IN := TRUE, PT := tMixTime);', 'tonMix(IN := TRUE, PT := T#20S);']], expect: items('fb-call inputs-changed tonMix.PT') }),
    tanks({
      id: 'round28 tanks: service key bypasses the lid',
      edits: [
        ['    nBatches : UDINT;\n', '    nBatches : UDINT;\n    bService AT %IX2.2 : BOOL;\n'],
        ['doMixer1 := bUseMixer1 AND bLidClosed;', 'doMixer1 := bUseMixer1 AND (bLidClosed OR bService);'],
      ],
      expect: items('declaration added bService', 'write value-changed doMixer1 !'),
    }),
    // The whole stop block removed: the stop button (no safety word) no longer read, and every switch-off of the e-stop
    // gone; the writes are the e-stop's response, flagged. bStop corrected after the first score (writer's error against
    // docs/safety.md, "Interlocks removed"): a signal of a removed switch-off's condition that no write of the output
    // still reads is interlock removed; it was written unflagged as an operational stop.
    tanks({
      id: 'round28 tanks: stop block removed',
      edits: [['IF bStop OR NOT bEStopOk THEN\n    eStep := E_TankStep.Idle;\n    doValve1 := FALSE;\n    doValve2 := FALSE;\n    nValve3Left := 0;\n    nValve3Right := 0;\n    doMixer1 := FALSE;\n    doMixer2 := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bStop !', 'condition no-longer-read bEStopOk !', 'write no-longer-written eStep !', 'write no-longer-written doValve1 !', 'write no-longer-written doValve2 !', 'write no-longer-written nValve3Left !', 'write no-longer-written nValve3Right !', 'write no-longer-written doMixer1 !', 'write no-longer-written doMixer2 !'),
    }),
    tanks({ id: 'round28 tanks: tank 1 filled regardless of target', edits: [['doValve1 := nTarget1 > 0;', 'doValve1 := TRUE;']], expect: items('write now-constant doValve1 !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a physical output now TRUE where it was not is output forced constant
  ]),
  ...from(LAMP_ORIGIN, [
    // Judgement: the blink timers' inputs are written under the e-stop's branches, but they time an indication only.
    lamp({ id: 'round28 reset lamp: faster blink', edits: [['tBlink : TIME := T#500MS;', 'tBlink : TIME := T#250MS;']], expect: items('constant initial-value-changed tBlink') }),
    lamp({ id: 'round28 reset lamp: orange never lit', edits: [['        doResetOrange := TRUE;\n', '']], expect: items('write no-longer-written doResetOrange !') }), // corrected by the lead after its fixer left it open (round 26's CIP pump and round 27's end lamp are the same form): a switch-on of a physical output removed under a guard that reads the e-stop is flagged, since the code cannot tell a lamp from a brake or a valve whose TRUE is the safe state (docs/safety.md exempts only writes after a branch that only switches outputs off; the branch before this one switches the red lamp on)
    // Judgement: lamps left lit after the reset are a wrong indication; no motion depends on them.
    lamp({ id: 'round28 reset lamp: lamps not cleared once reset', edits: [['    doResetRed := FALSE;\n    doResetOrange := FALSE;\nEND_IF', 'END_IF']], expect: items('write no-longer-written doResetRed !', 'write no-longer-written doResetOrange !') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): switch-offs of physical outputs removed, whatever the lamps show
    lamp({ id: 'round28 reset lamp: e-stop input moved', edits: [['diEStopReleased AT %IX4.0', 'diEStopReleased AT %IX4.4']], expect: items('declaration address-changed diEStopReleased !') }),
    lamp({ id: 'round28 reset lamp: safety relay input moved', edits: [['diDrivesEnabled AT %IX4.1', 'diDrivesEnabled AT %IX4.5']], expect: items('declaration address-changed diDrivesEnabled !') }),
    // The red lamp's own comment names the e-stop: its place is judged by its own name and comment.
    lamp({ id: 'round28 reset lamp: red lamp moved', edits: [['doResetRed AT %QX4.0', 'doResetRed AT %QX4.6']], expect: items('declaration address-changed doResetRed !') }),
    lamp({ id: 'round28 reset lamp: orange lamp moved', edits: [['doResetOrange AT %QX4.1', 'doResetOrange AT %QX4.7']], expect: items('declaration address-changed doResetOrange') }),
    lamp({ id: 'round28 reset lamp: comment reworded', edits: [['// still pressed: steady red', '// e-stop still pressed: lamp steady red']], expect: [] }),
    lamp({
      id: 'round28 reset lamp: blink time renamed',
      edits: [
        ['    tBlink : TIME := T#500MS;', '    tBlinkHalf : TIME := T#500MS;'],
        ['tonOn(PT := tBlink);', 'tonOn(PT := tBlinkHalf);'],
        ['tonOff(PT := tBlink);', 'tonOff(PT := tBlinkHalf);'],
      ],
      expect: items('declaration renamed tBlinkHalf'),
    }),
    lamp({ id: 'round28 reset lamp: off timer no longer called', edits: [['tonOff(PT := tBlink);\n', '']], expect: items('fb-call no-longer-called tonOff') }),
    lamp({ id: 'round28 reset lamp: longer lit phase', edits: [['tonOn(PT := tBlink);', 'tonOn(PT := T#1S);']], expect: items('fb-call inputs-changed tonOn.PT') }),
    lamp({ id: 'round28 reset lamp: drive enable without the e-stop', edits: [['doDriveEnable := diDrivesEnabled AND diEStopReleased;', 'doDriveEnable := diDrivesEnabled;']], expect: items('write value-changed doDriveEnable !') }),
    lamp({ id: 'round28 reset lamp: drive enable forced', edits: [['doDriveEnable := diDrivesEnabled AND diEStopReleased;', 'doDriveEnable := TRUE;']], expect: items('write now-constant doDriveEnable !') }),
    // Judgement: without its assignment the enable keeps the value it had at the online change, without its permissives.
    lamp({ id: 'round28 reset lamp: drive enable no longer written', edits: [['doDriveEnable := diDrivesEnabled AND diEStopReleased;\n', '']], expect: items('write no-longer-written doDriveEnable !') }),
    lamp({ id: 'round28 reset lamp: whitespace in the timers', edits: [['tonOn(PT := tBlink);', 'tonOn(PT:=tBlink);']], expect: [] }),
  ]),
  ...from(TEMP_ORIGIN, [
    // bDrivesReleased is a safety signal by its comment ("emergency stop"), bOverTempOk by its comment ("safety").
    temp({ id: 'round28 temperature: heater without the release', edits: [['doHeater := fbPwmHeater.bOut AND bDrivesReleased;', 'doHeater := fbPwmHeater.bOut;']], expect: items('write value-changed doHeater !') }),
    temp({ id: 'round28 temperature: heater forced on', edits: [['doHeater := fbPwmHeater.bOut AND bDrivesReleased;', 'doHeater := TRUE;']], expect: items('write now-constant doHeater !') }),
    temp({ id: 'round28 temperature: thermostat no longer cuts the heater', edits: [['IF rTemp > rMaxTemp OR NOT bOverTempOk THEN', 'IF rTemp > rMaxTemp THEN']], expect: items('condition no-longer-read bOverTempOk !', 'write condition-changed fbPwmHeater.rDuty !') }),
    // Judgement: the limit of a switch-off whose condition also reads the safety thermostat: the cut comes later.
    temp({ id: 'round28 temperature: over-temperature limit raised', edits: [['rMaxTemp : REAL := 80.0;', 'rMaxTemp : REAL := 95.0;']], expect: items('constant initial-value-changed rMaxTemp') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a changed limit is not flagged, and an alternative beside an untouched safety signal lends it nothing (impact-accuracy.md, the tank alarm level)
    temp({ id: 'round28 temperature: e-stop no longer disables the heater PWM', edits: [['    fbPwmHeater.bEnable := FALSE;\n', '']], expect: items('write no-longer-written fbPwmHeater.bEnable !') }),
    // The e-stop branch's own response: manual mode no longer left on an emergency stop.
    temp({ id: 'round28 temperature: manual mode kept over an e-stop', edits: [['    bManual := FALSE;\n', '']], expect: items('write no-longer-written bManual !') }),
    temp({ id: 'round28 temperature: setpoint', edits: [['rSetTemp : REAL := 55.0;', 'rSetTemp : REAL := 60.0;']], expect: items('constant initial-value-changed rSetTemp') }),
    temp({ id: 'round28 temperature: scaling in hundredths', edits: [['INT_TO_REAL(nTank3Temp) / 10.0;', 'INT_TO_REAL(nTank3Temp) / 100.0;']], expect: items('constant value-changed rTemp') }),
    temp({ id: 'round28 temperature: heater PWM period', edits: [['fbPwmHeater(rPeriod := 0.005);', 'fbPwmHeater(rPeriod := 0.01);']], expect: items('constant value-changed fbPwmHeater.rPeriod') }),
    temp({ id: 'round28 temperature: fan minimum pulse', edits: [['rMinPulse := 0.002);', 'rMinPulse := 0.001);']], expect: items('constant value-changed fbPwmFan.rMinPulse') }),
    temp({ id: 'round28 temperature: controller no longer called', edits: [['fbPid(rActual := rTemp, rSet := rSetTemp);\n', '']], expect: items('fb-call no-longer-called fbPid') }),
    temp({ id: 'round28 temperature: fan PWM no longer called', edits: [['fbPwmFan(rPeriod := 0.005, rMinPulse := 0.002);\n', '']], expect: items('fb-call no-longer-called fbPwmFan !') }), // corrected by the round-28 fixer (writer's error against docs/safety.md and "Fixed against round 13", a block no longer called whose inputs were written as members): the e-stop's ELSE switches the fan's PWM off (`fbPwmFan.bEnable := FALSE`) and `doFan := fbPwmFan.bOut` follows it, so that switch-off reaches the fan only through the call; not called, bOut holds and the fan keeps running after an e-stop, as the heater PWM's case (flagged) says for the heater
    // Judgement: not called, the heater PWM keeps its last output: the over-temperature cut and the e-stop disable
    // written to its members no longer reach the heater.
    temp({ id: 'round28 temperature: heater PWM no longer called', edits: [['fbPwmHeater(rPeriod := 0.005);\n', '']], expect: items('fb-call no-longer-called fbPwmHeater !') }),
    temp({ id: 'round28 temperature: manual info code', edits: [['        nInfo := 1;', '        nInfo := 5;']], expect: items('constant value-changed nInfo') }),
    temp({
      id: 'round28 temperature: widgets flag renamed',
      edits: [
        ['    bWidgetsEnabled : BOOL;', '    bPanelEnabled : BOOL;'],
        ['    bWidgetsEnabled := TRUE;', '    bPanelEnabled := TRUE;'],
        ['    bWidgetsEnabled := FALSE;', '    bPanelEnabled := FALSE;'],
      ],
      expect: items('declaration renamed bPanelEnabled'),
    }),
    temp({ id: 'round28 temperature: PT100 moved', edits: [['nTank3Temp AT %IW30', 'nTank3Temp AT %IW32']], expect: items('declaration address-changed nTank3Temp') }),
    temp({ id: 'round28 temperature: thermostat moved', edits: [['bOverTempOk AT %IX5.1', 'bOverTempOk AT %IX5.3']], expect: items('declaration address-changed bOverTempOk !') }),
    temp({ id: 'round28 temperature: comment reworded', edits: [['// over-temperature: heater duty cut whatever the mode', '// too hot: no heating in any mode']], expect: [] }),
    temp({ id: 'round28 temperature: fan moved to a free output', edits: [['doFan AT %QX5.1', 'doFan AT %QX5.5']], expect: items('declaration address-changed doFan') }),
    temp({ id: 'round28 temperature: auto-tune heats at full duty', edits: [['        fbPwmHeater.rDuty := fbPid.rHeat;\n        fbPwmFan.rDuty := fbPid.rCool;\n        nInfo := 2;', '        fbPwmHeater.rDuty := 1.0;\n        fbPwmFan.rDuty := fbPid.rCool;\n        nInfo := 2;']], expect: items('write now-constant fbPwmHeater.rDuty') }),
    temp({ id: 'round28 temperature: manual writes reordered', edits: [['        fbPid.bControl := FALSE;\n        fbPid.bTune := FALSE;\n', '        fbPid.bTune := FALSE;\n        fbPid.bControl := FALSE;\n']], expect: [] }),
    temp({ id: 'round28 temperature: manual mode bypasses the cut', edits: [['IF rTemp > rMaxTemp OR NOT bOverTempOk THEN', 'IF (rTemp > rMaxTemp OR NOT bOverTempOk) AND NOT bManual THEN']], expect: items('condition newly-read bManual !', 'write condition-changed fbPwmHeater.rDuty !') }),
  ]),
  ...from(PRESSURE_ORIGIN, [
    // doReliefValve's comment names the safety limit: the relief is a safety output.
    pressure({ id: 'round28 pressure: relief limit raised', edits: [['rReliefLimit : REAL := 2.0;', 'rReliefLimit : REAL := 3.0;']], expect: items('constant initial-value-changed rReliefLimit') }), // corrected after the first score (writer's error against docs/safety.md, "Interlocks removed"): a changed limit is not flagged; rReliefLimit has no safety name or comment of its own
    pressure({ id: 'round28 pressure: relief valve never opens', edits: [['doReliefValve := rPressure > rReliefLimit;', 'doReliefValve := FALSE;']], expect: items('write now-constant doReliefValve !') }),
    pressure({ id: 'round28 pressure: relief at a fixed pressure', edits: [['doReliefValve := rPressure > rReliefLimit;', 'doReliefValve := rPressure > 2.5;']], expect: items('write value-changed doReliefValve !') }),
    pressure({ id: 'round28 pressure: lag time constant', edits: [['rTimeConst : REAL := 2.5;', 'rTimeConst : REAL := 4.0;']], expect: items('constant initial-value-changed rTimeConst') }),
    pressure({ id: 'round28 pressure: target pressure', edits: [['rTargetPressure : REAL := 1.2;', 'rTargetPressure : REAL := 1.5;']], expect: items('constant initial-value-changed rTargetPressure') }),
    pressure({ id: 'round28 pressure: lag fed a fixed target', edits: [['rIn := rTargetPressure);', 'rIn := 1.5);']], expect: items('fb-call inputs-changed fbLag.rIn') }),
    // Judgement: the relief valve follows the lag's output; not called, the valve follows a frozen pressure.
    pressure({ id: 'round28 pressure: lag no longer called', edits: [['fbLag(rGain := rGain, rT1 := rTimeConst, rIn := rTargetPressure);\n', '']], expect: items('fb-call no-longer-called fbLag !') }),
    pressure({ id: 'round28 pressure: relief valve moved', edits: [['doReliefValve AT %QX6.0', 'doReliefValve AT %QX6.4']], expect: items('declaration address-changed doReliefValve !') }),
    pressure({ id: 'round28 pressure: unit comment', edits: [['// bar', '// bar, gauge']], expect: [] }),
    pressure({
      id: 'round28 pressure: pressure renamed',
      edits: [
        ['    rPressure : REAL;', '    rTankPressure : REAL;'],
        ['rPressure := fbLag.rOut;', 'rTankPressure := fbLag.rOut;'],
        ['doReliefValve := rPressure >', 'doReliefValve := rTankPressure >'],
      ],
      expect: items('declaration renamed rTankPressure'),
    }),
  ]),
];
