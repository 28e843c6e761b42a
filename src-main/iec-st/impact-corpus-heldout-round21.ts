// The twenty-first independent held-out part of the accuracy corpus (round 21). Written on 7 December 2026 by the case
// writer "round21", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): JanKse/VyfukStroj (a B&R vacuum
// forming machine: `Logical/Machine_Control/Main.st` and `ManualModeControl.st`, a CASE over process states, command
// flags copied to the digital outputs at the end of the cycle, timers whose `IN`/`PT` are written as members before the
// call, an edge on the heating command, recipe times in seconds turned into TIME, three heating zones from one command)
// and inferis995/Agents4PLC-Claude (`industrial_water_treatment.md`: a primary clarifier's chemical dosing, coagulant
// from the influent turbidity, polymer following it, a sludge scraper in cycles, sludge withdrawal, an emergency stop).
// The objects are ours, written after reading those files for their forms; no public code is copied. Forms: an OpenPLC
// program with `AT %IX`/`%QX` and the project's globals (a guard known there only by its address), a guard signal known
// only by the comment above its declaration, a variable named for the machine being safe, CODESYS programs with
// qualified GVLs (`GVL_IO`, `GVL_Safety`) and a located local known by an "interlock" comment, a GVL edited on its own,
// a kiln zone FB with a safety temperature limiter (a latched trip, a thermocouple-break timer, a contactor and a power
// controller at `%Q*`) and the kiln program that calls two zones with named arguments, and agents' edits that change
// several statements at once (a bypass added with its declaration, a whole stop branch removed, a timer rewritten).
// Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the
// conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored.
// Where the documents are silent the case says "judgement". An expectation may be corrected only for an error of the
// writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in d0e97ee, the analysis at main c017269): 122 cases, 150
// expected items (87 safety), 158 reported, precision 0.892, recall 0.940, safety items flagged 79/87.
// After the writer's eight corrections (each with its reason beside it: three state writes that drive no output by
// the documented definition, three cases missing the items of ELSE/ELSIF writes (four items), a limit the docs still
// flag beside an untouched e-stop, a `:= 0` on a number that only drives an output): 122 cases, 154 expected items (87
// safety), 158 reported, precision 0.949, recall 0.974, safety items flagged 83/87.
import type { OuterDeclaration } from './impact-analysis.ts';
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A vacuum forming machine as an OpenPLC program: a CASE over steps, command flags copied to the outputs at the end. */
const FORMER_TEXT = `PROGRAM VacuumFormer
VAR
    ButtonStart AT %IX0.0 : BOOL;
    FrameDownPos AT %IX0.1 : BOOL;
    FrameUpPos AT %IX0.2 : BOOL;
    FormUpPos AT %IX0.3 : BOOL;
    HeaterHigh AT %IX0.4 : BOOL;     (* heater carriage over the sheet *)
    EStopOk AT %IX1.0 : BOOL;
    (* front safety gate switch, TRUE = closed *)
    FrontGate AT %IX1.1 : BOOL;
    RearPanel AT %IX1.2 : BOOL;
    DoAirPump AT %QX0.0 : BOOL;
    DoFrameDown AT %QX0.1 : BOOL;
    DoFrameUp AT %QX0.2 : BOOL;
    DoFormUp AT %QX0.3 : BOOL;
    DoHeatZone1 AT %QX0.4 : BOOL;
    DoHeatZone2 AT %QX0.5 : BOOL;
    DoVacuum AT %QX0.6 : BOOL;
    DoCooling AT %QX0.7 : BOOL;
    Step : INT := 0;
    RecipeLoaded : BOOL;
    HeatingTime : REAL := 12.0;      (* s, from the recipe *)
    FormLockTime : REAL := 1.5;
    CoolingTime : REAL := 20.0;
    cmdAirPump : BOOL;
    cmdFrameDown : BOOL;
    cmdFrameUp : BOOL;
    cmdFormUp : BOOL;
    cmdHeating : BOOL;
    cmdVacuum : BOOL;
    cmdCooling : BOOL;
    MachineSafe : BOOL;
    HeatEdge : R_TRIG;
    TOFHeating : TOF;
    TONFormLock : TON;
    TONCooling : TON;
    CycleCount : UDINT;
END_VAR

MachineSafe := EStopOk AND FrontGate AND RearPanel;
HeatEdge(CLK := Step = 10);

CASE Step OF
    0: (* idle: wait for the recipe and the start button *)
        cmdHeating := FALSE;
        IF RecipeLoaded THEN
            cmdAirPump := ButtonStart;
            cmdFrameDown := ButtonStart;
            IF ButtonStart AND FrameDownPos AND MachineSafe THEN
                Step := 10;
            END_IF;
        END_IF;
    10: (* heat the sheet for the recipe time *)
        TOFHeating.IN := HeatEdge.Q;
        TOFHeating.PT := REAL_TO_TIME(HeatingTime * 1000.0);
        TOFHeating();
        cmdHeating := TOFHeating.Q;
        IF NOT cmdHeating AND HeaterHigh THEN
            Step := 20;
        END_IF;
    20: (* form table up, lock, then vacuum *)
        cmdFormUp := TRUE;
        TONFormLock.IN := FormUpPos;
        TONFormLock.PT := REAL_TO_TIME(FormLockTime * 1000.0);
        TONFormLock();
        IF TONFormLock.Q THEN
            cmdVacuum := TRUE;
            Step := 30;
        END_IF;
    30: (* cool the part under vacuum *)
        cmdCooling := TRUE;
        TONCooling(IN := cmdCooling, PT := REAL_TO_TIME(CoolingTime * 1000.0));
        IF TONCooling.Q THEN
            cmdVacuum := FALSE;
            cmdCooling := FALSE;
            cmdFormUp := FALSE;
            cmdFrameDown := FALSE;
            cmdFrameUp := TRUE;
            Step := 40;
        END_IF;
    40: (* frame up, part free *)
        IF FrameUpPos AND NOT FormUpPos THEN
            cmdFrameUp := FALSE;
            cmdAirPump := FALSE;
            CycleCount := CycleCount + 1;
            Step := 0;
        END_IF;
END_CASE;

(* gate opened or e-stop: heaters, vacuum and form table off, back to idle *)
IF NOT MachineSafe THEN
    cmdHeating := FALSE;
    cmdVacuum := FALSE;
    cmdFormUp := FALSE;
    Step := 0;
END_IF;

DoAirPump := cmdAirPump;
DoFrameDown := cmdFrameDown AND MachineSafe;
DoFrameUp := cmdFrameUp;
DoFormUp := cmdFormUp AND MachineSafe;
DoHeatZone1 := cmdHeating AND HeaterHigh;
DoHeatZone2 := cmdHeating AND HeaterHigh;
DoVacuum := cmdVacuum;
DoCooling := cmdCooling;
END_PROGRAM
`;

/** The forming machine project's globals: the rear guard panel is declared there, at the address the program reads. */
const FORMER_GLOBALS: OuterDeclaration[] = [
  { name: 'GuardRearClosed', type: 'BOOL', address: '%IX1.2', documentation: 'Rear guard panel switch of the forming station' },
  { name: 'RecipeNumber', type: 'INT', address: null, documentation: 'Recipe selected on the panel' },
];

/** The clarifier's chemical dosing as a CODESYS program over qualified GVLs. */
const DOSING = object(
  'PRG_Dosing',
  `PROGRAM PRG_Dosing
VAR
    rInfluentFlow : REAL;           // m3/h
    rInfluentTurbidity : REAL;      // NTU
    rSludgeLevel : REAL;            // m
    rCoagulantRate : REAL;          // mg/L
    rPolymerRate : REAL;            // mg/L
    rTargetTurbidity : REAL := 10.0;
    rMaxSludgeLevel : REAL := 2.5;
    rMaxDoseRate : REAL := 60.0;
    bDoseDemand : BOOL;
    tonDosingDelay : TON;
    tonScraperCycle : TON;
    tofSludgePump : TOF;
    bHighTurbidityAlarm : BOOL;
    nState : INT := 1;              // 1 normal, 2 dosing, 3 settling, 4 discharge
    // interlock: day tank high-high level switch, dosing must stop
    bTankLevelHH AT %IX2.3 : BOOL;
END_VAR
`,
  `// coagulant demand from the influent turbidity
IF rInfluentTurbidity > 50.0 AND NOT GVL_Safety.bEmergencyStop THEN
    bDoseDemand := TRUE;
    rCoagulantRate := rInfluentTurbidity * 0.8;
ELSE
    bDoseDemand := FALSE;
    rCoagulantRate := 0.0;
END_IF
IF rCoagulantRate > rMaxDoseRate THEN
    rCoagulantRate := rMaxDoseRate;
END_IF
tonDosingDelay(IN := bDoseDemand, PT := T#30S);
GVL_IO.bCoagulantPump := tonDosingDelay.Q;
GVL_IO.iCoagulantSpeed := REAL_TO_INT(rCoagulantRate * 100.0);

// polymer follows the coagulant
rPolymerRate := rCoagulantRate * 0.05;
bHighTurbidityAlarm := rInfluentTurbidity > rTargetTurbidity * 5.0;
GVL_IO.bPolymerPump := GVL_IO.bCoagulantPump AND rInfluentFlow > 5.0;

// scraper in cycles, only with its guard closed
tonScraperCycle(IN := NOT tonScraperCycle.Q, PT := T#10M);
GVL_IO.bScraperMotor := GVL_Safety.bScraperGuardClosed AND NOT GVL_Safety.bEmergencyStop AND (nState = 3 OR tonScraperCycle.Q);

// sludge withdrawal with an off-delay
tofSludgePump(IN := rSludgeLevel > rMaxSludgeLevel, PT := T#2M);
GVL_IO.bSludgePump := tofSludgePump.Q AND NOT GVL_Safety.bEmergencyStop;

// disinfection in the discharge state
GVL_IO.bChlorineValve := nState = 4 AND rInfluentFlow > 5.0;

// day tank high-high, eyewash or e-stop: all dosing stops
IF bTankLevelHH OR GVL_Safety.bEyewashInUse OR GVL_Safety.bEmergencyStop THEN
    GVL_IO.bCoagulantPump := FALSE;
    GVL_IO.bPolymerPump := FALSE;
    GVL_IO.bChlorineValve := FALSE;
END_IF
`,
);

const GVL_IO_TEXT = "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bCoagulantPump AT %QX1.0 : BOOL;\n    bPolymerPump AT %QX1.1 : BOOL;\n    bScraperMotor AT %QX1.2 : BOOL;\n    bSludgePump AT %QX1.3 : BOOL;\n    bChlorineValve AT %QX1.4 : BOOL;\n    iCoagulantSpeed AT %QW2 : INT;   // dosing pump speed, 0.01 mg/L\nEND_VAR\n";
const GVL_SAFETY_TEXT = "{attribute 'qualified_only'}\nVAR_GLOBAL\n    bEmergencyStop AT %IX2.0 : BOOL;       // TRUE = pressed\n    bScraperGuardClosed AT %IX2.1 : BOOL;\n    bEyewashInUse AT %IX2.2 : BOOL;        // safety shower or eyewash in use\nEND_VAR\n";
const DOSING_LISTS = [
  { name: 'GVL_IO', declaration: GVL_IO_TEXT },
  { name: 'GVL_Safety', declaration: GVL_SAFETY_TEXT },
];

/** A kiln heating zone: a safety temperature limiter latched as a trip, a thermocouple-break timer, located outputs. */
const ZONE = object(
  'FB_KilnZone',
  `FUNCTION_BLOCK FB_KilnZone
VAR_INPUT
    bEnable : BOOL;
    rSetpoint : REAL;               // degC
    rActualTemp : REAL;             // degC, zone thermocouple
    bDoorClosed : BOOL;             // kiln door safety switch, TRUE = closed
    bReset : BOOL;
END_VAR
VAR_OUTPUT
    bHeating : BOOL;
    rPowerPct : REAL;
    bOverTemp : BOOL;
    bTcBreak : BOOL;
END_VAR
VAR
    bContactor AT %Q* : BOOL;       // zone heater contactor
    bFanRun AT %Q* : BOOL;          // cooling fan of the heater terminals
    aoPower AT %Q* : INT;           // thyristor power controller, 0..10000
    // safety temperature limiter, degC
    rMaxTemp : REAL := 1280.0;
    rHysteresis : REAL := 5.0;
    rKp : REAL := 4.0;
    tonTcBreak : TON;
    tofFan : TOF;
    bHeatDemand : BOOL;
    bCooledDown : BOOL;
END_VAR
`,
  `// thermocouple break: reading out of range for 2 s
tonTcBreak(IN := rActualTemp < -20.0 OR rActualTemp > 1500.0, PT := T#2S);
bTcBreak := tonTcBreak.Q;
bCooledDown := rActualTemp < rMaxTemp - 50.0;

// over-temperature latches until reset below the limit
IF rActualTemp > rMaxTemp OR bTcBreak THEN
    bOverTemp := TRUE;
ELSIF bReset AND bCooledDown THEN
    bOverTemp := FALSE;
END_IF

// two-point demand with hysteresis
IF rActualTemp < rSetpoint - rHysteresis THEN
    bHeatDemand := TRUE;
ELSIF rActualTemp > rSetpoint + rHysteresis THEN
    bHeatDemand := FALSE;
END_IF

bContactor := bEnable AND bHeatDemand AND bDoorClosed AND NOT bOverTemp;
bHeating := bContactor;

IF bContactor THEN
    rPowerPct := LIMIT(0.0, (rSetpoint - rActualTemp) * rKp, 100.0);
ELSE
    rPowerPct := 0.0;
END_IF
aoPower := REAL_TO_INT(rPowerPct * 100.0);

tofFan(IN := bContactor, PT := T#5M);
bFanRun := tofFan.Q;
`,
);

/** The kiln program: a firing latch, a setpoint ramp, two zones called with named arguments, an alarm lamp. */
const KILN = object(
  'PRG_Kiln',
  `PROGRAM PRG_Kiln
VAR
    fbZone1 : FB_KilnZone;
    fbZone2 : FB_KilnZone;
    bKilnDoorClosed AT %I* : BOOL;  // kiln car door, safety limit switch
    bEStopOk AT %I* : BOOL;
    iTempZone1 AT %I* : INT;        // 0.1 degC
    iTempZone2 AT %I* : INT;
    bStartFiring AT %I* : BOOL;
    bResetButton AT %I* : BOOL;
    bAlarmLamp AT %Q* : BOOL;
    rRampSetpoint : REAL := 20.0;
    rTargetTemp : REAL := 1050.0;
    rRampRate : REAL := 1.5;        // degC per minute
    tonRampStep : TON;
    bFiring : BOOL;
END_VAR
`,
  `IF bStartFiring AND bEStopOk THEN
    bFiring := TRUE;
END_IF
IF NOT bEStopOk THEN
    bFiring := FALSE;
END_IF

// ramp the setpoint one step a minute up to the target
tonRampStep(IN := bFiring AND NOT tonRampStep.Q, PT := T#1M);
IF tonRampStep.Q AND rRampSetpoint < rTargetTemp THEN
    rRampSetpoint := rRampSetpoint + rRampRate;
END_IF

fbZone1(bEnable := bFiring AND bEStopOk, rSetpoint := rRampSetpoint, rActualTemp := INT_TO_REAL(iTempZone1) / 10.0, bDoorClosed := bKilnDoorClosed, bReset := bResetButton);
fbZone2(bEnable := bFiring AND bEStopOk, rSetpoint := rRampSetpoint, rActualTemp := INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnDoorClosed, bReset := bResetButton);

bAlarmLamp := fbZone1.bOverTemp OR fbZone2.bOverTemp OR fbZone1.bTcBreak OR fbZone2.bTcBreak;
`,
);

const FORMER_ORIGIN = 'JanKse/VyfukStroj Logical/Machine_Control/Main.st and ManualModeControl.st (a CASE over process states, command flags copied to the outputs, timers written as members, an edge on the heating command)';
const DOSING_ORIGIN = 'inferis995/Agents4PLC-Claude industrial_water_treatment.md (primary clarifier: coagulant and polymer dosing, sludge scraper and pump, emergency stop)';
const ZONE_ORIGIN = 'JanKse/VyfukStroj Logical/Machine_Control/Main.st (heating zones from one command, recipe times, the heater high and low signals; written as a kiln zone FB)';

const former = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'pous/programs/VacuumFormer.st', text: FORMER_TEXT }] }, globals: FORMER_GLOBALS });
const dosing = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DOSING }, globalLists: DOSING_LISTS });
const gvlSafety = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'GVL_Safety', text: GVL_SAFETY_TEXT }] }, globalLists: [DOSING_LISTS[0]!] });
const gvlIo = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'GVL_IO', text: GVL_IO_TEXT }] }, globalLists: [DOSING_LISTS[1]!] });
const zone = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ZONE } });
const kiln = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: KILN } });

export const HELDOUT_ROUND21: CorpusCase[] = [
  ...from(FORMER_ORIGIN, [
    // MachineSafe is named for safety; it gates the frame and the form table outputs.
    former({ id: 'round21 former: machine safe without the front gate', edits: [['MachineSafe := EStopOk AND FrontGate AND RearPanel;', 'MachineSafe := EStopOk AND RearPanel;']], expect: items('write value-changed MachineSafe !') }),
    former({ id: 'round21 former: machine safe without the rear panel', edits: [['MachineSafe := EStopOk AND FrontGate AND RearPanel;', 'MachineSafe := EStopOk AND FrontGate;']], expect: items('write value-changed MachineSafe !') }),
    former({ id: 'round21 former: machine safe forced', edits: [['MachineSafe := EStopOk AND FrontGate AND RearPanel;', 'MachineSafe := TRUE;']], expect: items('write now-constant MachineSafe !') }),
    former({
      id: 'round21 former: service bypass of the guards',
      edits: [
        ['    MachineSafe : BOOL;\n', '    MachineSafe : BOOL;\n    ServiceBypass : BOOL;\n'],
        ['MachineSafe := EStopOk AND FrontGate AND RearPanel;', 'MachineSafe := (EStopOk AND FrontGate AND RearPanel) OR ServiceBypass;'],
      ],
      expect: items('declaration added ServiceBypass', 'write value-changed MachineSafe !'),
    }),
    // judgement: Step selects the branches that write the output commands, so it drives the outputs through them.
    former({ id: 'round21 former: cycle starts with the guards open', edits: [['IF ButtonStart AND FrameDownPos AND MachineSafe THEN', 'IF ButtonStart AND FrameDownPos THEN']], expect: items('condition no-longer-read MachineSafe !', 'write condition-changed Step !') }),
    // Corrected back to the writer's first expectation (the link rule of docs/safety.md, 'Interlocks removed'): the
    // command flags the CASE writes (cmdAirPump, cmdFrameUp, cmdVacuum, cmdCooling) are read only to be copied whole
    // into physical outputs, so they are those outputs' values under another name and Step, in the conditions of their
    // writes, drives the outputs; an earlier correction read Step as no driver, which held only for this spelling
    // (the same program writing `DoFrameUp := FALSE` in the CASE made Step a driver).
    former({ id: 'round21 former: cycle starts with the frame not down', edits: [['IF ButtonStart AND FrameDownPos AND MachineSafe THEN', 'IF ButtonStart AND MachineSafe THEN']], expect: items('condition no-longer-read FrameDownPos', 'write condition-changed Step !') }),
    former({ id: 'round21 former: heating not reset in idle', edits: [['        cmdHeating := FALSE;\n        IF RecipeLoaded THEN', '        IF RecipeLoaded THEN']], expect: items('write no-longer-written cmdHeating !') }),
    // judgement: the state reset under the safety branch is part of that branch's response.
    former({
      id: 'round21 former: gate branch removed',
      edits: [['(* gate opened or e-stop: heaters, vacuum and form table off, back to idle *)\nIF NOT MachineSafe THEN\n    cmdHeating := FALSE;\n    cmdVacuum := FALSE;\n    cmdFormUp := FALSE;\n    Step := 0;\nEND_IF;\n', '']],
      expect: items('condition no-longer-read MachineSafe !', 'write no-longer-written cmdHeating !', 'write no-longer-written cmdVacuum !', 'write no-longer-written cmdFormUp !', 'write no-longer-written Step !'),
    }),
    former({ id: 'round21 former: gate keeps the heaters on', edits: [['    cmdHeating := FALSE;\n    cmdVacuum := FALSE;\n    cmdFormUp', '    cmdVacuum := FALSE;\n    cmdFormUp']], expect: items('write no-longer-written cmdHeating !') }),
    former({ id: 'round21 former: gate keeps the form table up', edits: [['    cmdFormUp := FALSE;\n    Step := 0;', '    Step := 0;']], expect: items('write no-longer-written cmdFormUp !') }),
    former({ id: 'round21 former: gate no longer returns to idle', edits: [['    cmdFormUp := FALSE;\n    Step := 0;', '    cmdFormUp := FALSE;']], expect: items('write no-longer-written Step !') }),
    former({ id: 'round21 former: heaters without the carriage check', edits: [['DoHeatZone1 := cmdHeating AND HeaterHigh;', 'DoHeatZone1 := cmdHeating;']], expect: items('write value-changed DoHeatZone1 !') }),
    former({ id: 'round21 former: form table without the guards', edits: [['DoFormUp := cmdFormUp AND MachineSafe;', 'DoFormUp := cmdFormUp;']], expect: items('write value-changed DoFormUp !') }),
    former({ id: 'round21 former: frame down forced', edits: [['DoFrameDown := cmdFrameDown AND MachineSafe;', 'DoFrameDown := TRUE;']], expect: items('write now-constant DoFrameDown !') }),
    former({ id: 'round21 former: vacuum only with the table up', edits: [['DoVacuum := cmdVacuum;', 'DoVacuum := cmdVacuum AND FormUpPos;']], expect: items('write value-changed DoVacuum') }),
    former({ id: 'round21 former: heating on for good in the heat step', edits: [['cmdHeating := TOFHeating.Q;', 'cmdHeating := TRUE;']], expect: items('write now-constant cmdHeating !') }),
    former({ id: 'round21 former: air pump runs in idle', edits: [['cmdAirPump := ButtonStart;', 'cmdAirPump := TRUE;']], expect: items('write now-constant cmdAirPump !') }),
    former({ id: 'round21 former: heat step left without the carriage high', edits: [['IF NOT cmdHeating AND HeaterHigh THEN', 'IF NOT cmdHeating THEN']], expect: items('condition no-longer-read HeaterHigh', 'write condition-changed Step !') }), // Corrected back to the writer's first expectation: Step drives the outputs through the command flags copied into them (as above).
    former({ id: 'round21 former: vacuum kept on after cooling', edits: [['            cmdVacuum := FALSE;\n            cmdCooling := FALSE;', '            cmdCooling := FALSE;']], expect: items('write no-longer-written cmdVacuum !') }),
    former({ id: 'round21 former: frame stays down after cooling', edits: [['            cmdFrameDown := FALSE;\n', '']], expect: items('write no-longer-written cmdFrameDown !') }),
    former({ id: 'round21 former: frame not raised after cooling', edits: [['            cmdFrameUp := TRUE;\n', '']], expect: items('write no-longer-written cmdFrameUp') }),
    // A switch-off in a branch that also takes a step of the sequence: an action of that transition (docs/safety.md).
    former({
      id: 'round21 former: release without the table down',
      edits: [['IF FrameUpPos AND NOT FormUpPos THEN', 'IF FrameUpPos THEN']],
      expect: items('condition no-longer-read FormUpPos', 'write condition-changed cmdFrameUp !', 'write condition-changed cmdAirPump !', 'write condition-changed CycleCount', 'write condition-changed Step !'),
      // Corrected back to the writer's first expectation: Step drives the outputs through the command flags copied into them (as above).
    }),
    former({
      id: 'round21 former: vacuum on the table position instead of the lock timer',
      edits: [['        IF TONFormLock.Q THEN', '        IF FormUpPos THEN']],
      expect: items('condition no-longer-read TONFormLock.Q', 'condition newly-read FormUpPos', 'write condition-changed cmdVacuum', 'write condition-changed Step'),
    }),
    former({ id: 'round21 former: longer heating recipe', edits: [['HeatingTime : REAL := 12.0;', 'HeatingTime : REAL := 15.0;']], expect: items('constant initial-value-changed HeatingTime') }),
    former({ id: 'round21 former: shorter form lock', edits: [['FormLockTime : REAL := 1.5;', 'FormLockTime : REAL := 0.5;']], expect: items('constant initial-value-changed FormLockTime') }),
    former({ id: 'round21 former: fixed cooling time', edits: [['TONCooling(IN := cmdCooling, PT := REAL_TO_TIME(CoolingTime * 1000.0));', 'TONCooling(IN := cmdCooling, PT := T#30S);']], expect: items('fb-call inputs-changed TONCooling.PT') }),
    former({ id: 'round21 former: heating edge on another step', edits: [['HeatEdge(CLK := Step = 10);', 'HeatEdge(CLK := Step = 20);']], expect: items('constant value-changed HeatEdge.CLK') }),
    former({ id: 'round21 former: cycles counted twice', edits: [['CycleCount := CycleCount + 1;', 'CycleCount := CycleCount + 2;']], expect: items('constant value-changed CycleCount') }),
    former({ id: 'round21 former: cycle counter retyped', edits: [['    CycleCount : UDINT;', '    CycleCount : UINT;']], expect: items('declaration retyped CycleCount') }),
    former({
      id: 'round21 former: cycle counter renamed',
      edits: [['    CycleCount : UDINT;', '    PartsFormed : UDINT;'], ['CycleCount := CycleCount + 1;', 'PartsFormed := PartsFormed + 1;']],
      expect: items('declaration renamed PartsFormed'),
    }),
    former({
      id: 'round21 former: cooling output renamed',
      edits: [['    DoCooling AT %QX0.7 : BOOL;', '    DoCoolingFan AT %QX0.7 : BOOL;'], ['DoCooling := cmdCooling;', 'DoCoolingFan := cmdCooling;']],
      expect: items('declaration renamed DoCoolingFan'),
    }),
    former({ id: 'round21 former: front gate moved to another input', edits: [['FrontGate AT %IX1.1 : BOOL;', 'FrontGate AT %IX1.3 : BOOL;']], expect: items('declaration address-changed FrontGate !') }),
    // The rear panel's input is the project's rear guard switch (same address): known by its address only.
    former({ id: 'round21 former: rear panel moved to another input', edits: [['RearPanel AT %IX1.2 : BOOL;', 'RearPanel AT %IX1.5 : BOOL;']], expect: items('declaration address-changed RearPanel !') }),
    former({ id: 'round21 former: vacuum valve on another output', edits: [['DoVacuum AT %QX0.6 : BOOL;', 'DoVacuum AT %QX1.0 : BOOL;']], expect: items('declaration address-changed DoVacuum') }),
    former({ id: 'round21 former: idle comment reworded', edits: [['(* idle: wait for the recipe and the start button *)', '(* step 0: waiting for a recipe and start *)']], expect: [] }),
    former({ id: 'round21 former: whitespace in the cooling timer', edits: [['TONCooling(IN := cmdCooling, PT', 'TONCooling(IN := cmdCooling,  PT']], expect: [] }),
    former({ id: 'round21 former: output copies reordered', edits: [['DoAirPump := cmdAirPump;\nDoFrameDown := cmdFrameDown AND MachineSafe;\nDoFrameUp := cmdFrameUp;', 'DoFrameUp := cmdFrameUp;\nDoAirPump := cmdAirPump;\nDoFrameDown := cmdFrameDown AND MachineSafe;']], expect: [] }),
    // judgement: writing a timer's inputs as members and calling it bare is the same as passing them in the call.
    former({
      id: 'round21 former: heating timer called with its arguments',
      edits: [['        TOFHeating.IN := HeatEdge.Q;\n        TOFHeating.PT := REAL_TO_TIME(HeatingTime * 1000.0);\n        TOFHeating();', '        TOFHeating(IN := HeatEdge.Q, PT := REAL_TO_TIME(HeatingTime * 1000.0));']],
      expect: [],
    }),
    former({ id: 'round21 former: both heating zones without the carriage check', edits: [['DoHeatZone1 := cmdHeating AND HeaterHigh;\nDoHeatZone2 := cmdHeating AND HeaterHigh;', 'DoHeatZone1 := cmdHeating;\nDoHeatZone2 := cmdHeating;']], expect: items('write value-changed DoHeatZone1 !', 'write value-changed DoHeatZone2 !') }),
    former({ id: 'round21 former: cooling step no longer drops the form table', edits: [['            cmdFormUp := FALSE;\n            cmdFrameDown := FALSE;', '            cmdFrameDown := FALSE;']], expect: items('write no-longer-written cmdFormUp !') }),
  ]),
  ...from(DOSING_ORIGIN, [
    // The demand's IF loses the e-stop: both branches' writes change (the ELSE switch-off loses that case), and the
    // demand reaches the pump through the dosing timer's Q, the rate the speed output.
    dosing({
      id: 'round21 dosing: coagulant demand without the e-stop',
      edits: [['IF rInfluentTurbidity > 50.0 AND NOT GVL_Safety.bEmergencyStop THEN', 'IF rInfluentTurbidity > 50.0 THEN']],
      // Correction after the first score (an error of the writer's): both branches' writes change (docs/safety.md: "both branches' writes"), one item
      // each; the ELSE's two items were missing.
      expect: items('condition no-longer-read GVL_Safety.bEmergencyStop !', 'write condition-changed bDoseDemand !', 'write condition-changed rCoagulantRate !', 'write condition-changed bDoseDemand !', 'write condition-changed rCoagulantRate !'),
    }),
    // Correction after the first score (an error of the writer's): the untouched e-stop still flags a switch-off under the guard (the ELSE) and another
    // value set under it (docs/impact-accuracy.md, "Fixed against round 2"); was not safety.
    dosing({ id: 'round21 dosing: dosing from a lower turbidity', edits: [['IF rInfluentTurbidity > 50.0 AND', 'IF rInfluentTurbidity > 40.0 AND']], expect: items('constant value-changed rInfluentTurbidity !') }),
    // A value changed on an output's driver under a guard that reads a safety signal is still flagged (docs/safety.md).
    dosing({ id: 'round21 dosing: coagulant factor raised', edits: [['rCoagulantRate := rInfluentTurbidity * 0.8;', 'rCoagulantRate := rInfluentTurbidity * 1.2;']], expect: items('constant value-changed rCoagulantRate !') }),
    dosing({ id: 'round21 dosing: shorter dosing delay', edits: [['tonDosingDelay(IN := bDoseDemand, PT := T#30S);', 'tonDosingDelay(IN := bDoseDemand, PT := T#5S);']], expect: items('constant value-changed tonDosingDelay.PT') }),
    dosing({ id: 'round21 dosing: higher maximum dose', edits: [['rMaxDoseRate : REAL := 60.0;', 'rMaxDoseRate : REAL := 80.0;']], expect: items('constant initial-value-changed rMaxDoseRate') }),
    dosing({
      id: 'round21 dosing: dose clamp removed',
      edits: [['IF rCoagulantRate > rMaxDoseRate THEN\n    rCoagulantRate := rMaxDoseRate;\nEND_IF\n', '']],
      expect: items('condition no-longer-read rCoagulantRate', 'condition no-longer-read rMaxDoseRate', 'write no-longer-written rCoagulantRate'),
    }),
    dosing({ id: 'round21 dosing: pump speed scaling', edits: [['REAL_TO_INT(rCoagulantRate * 100.0)', 'REAL_TO_INT(rCoagulantRate * 10.0)']], expect: items('constant value-changed GVL_IO.iCoagulantSpeed') }),
    dosing({ id: 'round21 dosing: polymer ratio', edits: [['rPolymerRate := rCoagulantRate * 0.05;', 'rPolymerRate := rCoagulantRate * 0.08;']], expect: items('constant value-changed rPolymerRate') }),
    dosing({ id: 'round21 dosing: polymer pump without the flow check', edits: [['GVL_IO.bPolymerPump := GVL_IO.bCoagulantPump AND rInfluentFlow > 5.0;', 'GVL_IO.bPolymerPump := GVL_IO.bCoagulantPump;']], expect: items('write value-changed GVL_IO.bPolymerPump !') }),
    dosing({ id: 'round21 dosing: polymer pump forced', edits: [['GVL_IO.bPolymerPump := GVL_IO.bCoagulantPump AND rInfluentFlow > 5.0;', 'GVL_IO.bPolymerPump := TRUE;']], expect: items('write now-constant GVL_IO.bPolymerPump !') }),
    dosing({ id: 'round21 dosing: turbidity alarm factor', edits: [['rTargetTurbidity * 5.0;', 'rTargetTurbidity * 3.0;']], expect: items('constant value-changed bHighTurbidityAlarm') }),
    dosing({ id: 'round21 dosing: target turbidity', edits: [['rTargetTurbidity : REAL := 10.0;', 'rTargetTurbidity : REAL := 8.0;']], expect: items('constant initial-value-changed rTargetTurbidity') }),
    dosing({ id: 'round21 dosing: scraper without its guard', edits: [['GVL_IO.bScraperMotor := GVL_Safety.bScraperGuardClosed AND NOT GVL_Safety.bEmergencyStop AND', 'GVL_IO.bScraperMotor := NOT GVL_Safety.bEmergencyStop AND']], expect: items('write value-changed GVL_IO.bScraperMotor !') }),
    dosing({ id: 'round21 dosing: scraper without the e-stop', edits: [['GVL_Safety.bScraperGuardClosed AND NOT GVL_Safety.bEmergencyStop AND (nState', 'GVL_Safety.bScraperGuardClosed AND (nState']], expect: items('write value-changed GVL_IO.bScraperMotor !') }),
    dosing({ id: 'round21 dosing: scraper forced', edits: [['GVL_IO.bScraperMotor := GVL_Safety.bScraperGuardClosed AND NOT GVL_Safety.bEmergencyStop AND (nState = 3 OR tonScraperCycle.Q);', 'GVL_IO.bScraperMotor := TRUE;']], expect: items('write now-constant GVL_IO.bScraperMotor !') }),
    dosing({ id: 'round21 dosing: scraper cycle longer', edits: [['PT := T#10M);', 'PT := T#20M);']], expect: items('constant value-changed tonScraperCycle.PT') }),
    dosing({ id: 'round21 dosing: sludge pump run-on', edits: [['PT := T#2M);', 'PT := T#5M);']], expect: items('constant value-changed tofSludgePump.PT') }),
    dosing({ id: 'round21 dosing: sludge level limit', edits: [['rMaxSludgeLevel : REAL := 2.5;', 'rMaxSludgeLevel : REAL := 2.0;']], expect: items('constant initial-value-changed rMaxSludgeLevel') }),
    dosing({ id: 'round21 dosing: sludge pump without the e-stop', edits: [['GVL_IO.bSludgePump := tofSludgePump.Q AND NOT GVL_Safety.bEmergencyStop;', 'GVL_IO.bSludgePump := tofSludgePump.Q;']], expect: items('write value-changed GVL_IO.bSludgePump !') }),
    // The off-delay's IN tied TRUE while its Q is a whole conjunct of the pump.
    dosing({ id: 'round21 dosing: sludge pump timer tied on', edits: [['tofSludgePump(IN := rSludgeLevel > rMaxSludgeLevel, PT', 'tofSludgePump(IN := TRUE, PT']], expect: items('fb-call inputs-changed tofSludgePump.IN !') }),
    dosing({
      id: 'round21 dosing: maintenance bypass of the sludge pump e-stop',
      edits: [
        ['    bHighTurbidityAlarm : BOOL;\n', '    bHighTurbidityAlarm : BOOL;\n    bMaintBypass : BOOL;\n'],
        ['GVL_IO.bSludgePump := tofSludgePump.Q AND NOT GVL_Safety.bEmergencyStop;', 'GVL_IO.bSludgePump := tofSludgePump.Q AND (NOT GVL_Safety.bEmergencyStop OR bMaintBypass);'],
      ],
      expect: items('declaration added bMaintBypass', 'write value-changed GVL_IO.bSludgePump !'),
    }),
    dosing({ id: 'round21 dosing: chlorine valve without the flow check', edits: [['GVL_IO.bChlorineValve := nState = 4 AND rInfluentFlow > 5.0;', 'GVL_IO.bChlorineValve := nState = 4;']], expect: items('write value-changed GVL_IO.bChlorineValve !') }),
    // The stop branch loses an alternative: every switch-off under it runs in fewer cases.
    dosing({
      id: 'round21 dosing: high-high level no longer stops dosing',
      edits: [['IF bTankLevelHH OR GVL_Safety.bEyewashInUse OR GVL_Safety.bEmergencyStop THEN', 'IF GVL_Safety.bEyewashInUse OR GVL_Safety.bEmergencyStop THEN']],
      expect: items('condition no-longer-read bTankLevelHH !', 'write condition-changed GVL_IO.bCoagulantPump !', 'write condition-changed GVL_IO.bPolymerPump !', 'write condition-changed GVL_IO.bChlorineValve !'),
    }),
    dosing({
      id: 'round21 dosing: eyewash no longer stops dosing',
      edits: [['IF bTankLevelHH OR GVL_Safety.bEyewashInUse OR GVL_Safety.bEmergencyStop THEN', 'IF bTankLevelHH OR GVL_Safety.bEmergencyStop THEN']],
      expect: items('condition no-longer-read GVL_Safety.bEyewashInUse !', 'write condition-changed GVL_IO.bCoagulantPump !', 'write condition-changed GVL_IO.bPolymerPump !', 'write condition-changed GVL_IO.bChlorineValve !'),
    }),
    dosing({
      id: 'round21 dosing: stop branch removed',
      edits: [['// day tank high-high, eyewash or e-stop: all dosing stops\nIF bTankLevelHH OR GVL_Safety.bEyewashInUse OR GVL_Safety.bEmergencyStop THEN\n    GVL_IO.bCoagulantPump := FALSE;\n    GVL_IO.bPolymerPump := FALSE;\n    GVL_IO.bChlorineValve := FALSE;\nEND_IF\n', '']],
      expect: items('condition no-longer-read bTankLevelHH !', 'condition no-longer-read GVL_Safety.bEyewashInUse !', 'condition no-longer-read GVL_Safety.bEmergencyStop !', 'write no-longer-written GVL_IO.bCoagulantPump !', 'write no-longer-written GVL_IO.bPolymerPump !', 'write no-longer-written GVL_IO.bChlorineValve !'),
    }),
    dosing({ id: 'round21 dosing: stop branch keeps the chlorine valve', edits: [['    GVL_IO.bChlorineValve := FALSE;\n', '']], expect: items('write no-longer-written GVL_IO.bChlorineValve !') }),
    dosing({ id: 'round21 dosing: high-high switch on another input', edits: [['bTankLevelHH AT %IX2.3 : BOOL;', 'bTankLevelHH AT %IX2.4 : BOOL;']], expect: items('declaration address-changed bTankLevelHH !') }),
    dosing({ id: 'round21 dosing: start state', edits: [['nState : INT := 1;', 'nState : INT := 2;']], expect: items('constant initial-value-changed nState') }),
    dosing({
      id: 'round21 dosing: polymer rate renamed',
      edits: [['    rPolymerRate : REAL;', '    rPolymerDose : REAL;'], ['rPolymerRate := rCoagulantRate * 0.05;', 'rPolymerDose := rCoagulantRate * 0.05;']],
      expect: items('declaration renamed rPolymerDose'),
    }),
    dosing({ id: 'round21 dosing: comment reworded', edits: [['// polymer follows the coagulant', '// polymer dose follows the coagulant dose']], expect: [] }),
    dosing({ id: 'round21 dosing: independent lines reordered', edits: [['rPolymerRate := rCoagulantRate * 0.05;\nbHighTurbidityAlarm := rInfluentTurbidity > rTargetTurbidity * 5.0;', 'bHighTurbidityAlarm := rInfluentTurbidity > rTargetTurbidity * 5.0;\nrPolymerRate := rCoagulantRate * 0.05;']], expect: [] }),
    dosing({ id: 'round21 dosing: whitespace in the scraper timer', edits: [['tonScraperCycle(IN := NOT tonScraperCycle.Q, PT', 'tonScraperCycle(IN := NOT tonScraperCycle.Q,   PT']], expect: [] }),
    dosing({ id: 'round21 dosing: sludge level retyped', edits: [['    rSludgeLevel : REAL;', '    rSludgeLevel : LREAL;']], expect: items('declaration retyped rSludgeLevel') }),
  ]),
  ...from(DOSING_ORIGIN, [
    gvlSafety({ id: 'round21 dosing GVL: scraper guard on another input', edits: [['bScraperGuardClosed AT %IX2.1 : BOOL;', 'bScraperGuardClosed AT %IX2.5 : BOOL;']], expect: items('declaration address-changed bScraperGuardClosed !') }),
    gvlSafety({ id: 'round21 dosing GVL: eyewash on another input', edits: [['bEyewashInUse AT %IX2.2 : BOOL;', 'bEyewashInUse AT %IX2.6 : BOOL;']], expect: items('declaration address-changed bEyewashInUse !') }),
    gvlSafety({ id: 'round21 dosing GVL: a safety bypass declared on', edits: [['    bEyewashInUse AT %IX2.2 : BOOL;        // safety shower or eyewash in use\n', '    bEyewashInUse AT %IX2.2 : BOOL;        // safety shower or eyewash in use\n    bSafetyBypass : BOOL := TRUE;\n']], expect: items('declaration added bSafetyBypass !') }),
    gvlSafety({ id: 'round21 dosing GVL: comment reworded', edits: [['// TRUE = pressed', '// TRUE while pressed']], expect: [] }),
    gvlIo({ id: 'round21 dosing GVL: chlorine valve on another output', edits: [['bChlorineValve AT %QX1.4 : BOOL;', 'bChlorineValve AT %QX1.5 : BOOL;']], expect: items('declaration address-changed bChlorineValve') }),
    gvlIo({ id: 'round21 dosing GVL: alarm horn added', edits: [['    bChlorineValve AT %QX1.4 : BOOL;\n', '    bChlorineValve AT %QX1.4 : BOOL;\n    bAlarmHorn AT %QX1.6 : BOOL;\n']], expect: items('declaration added bAlarmHorn') }),
    gvlIo({ id: 'round21 dosing GVL: speed output retyped', edits: [['iCoagulantSpeed AT %QW2 : INT;', 'iCoagulantSpeed AT %QW2 : UINT;']], expect: items('declaration retyped iCoagulantSpeed') }),
  ]),
  ...from(ZONE_ORIGIN, [
    zone({ id: 'round21 kiln zone: contactor without the door', edits: [['bContactor := bEnable AND bHeatDemand AND bDoorClosed AND NOT bOverTemp;', 'bContactor := bEnable AND bHeatDemand AND NOT bOverTemp;']], expect: items('write value-changed bContactor !') }),
    zone({ id: 'round21 kiln zone: contactor without the over-temperature trip', edits: [['bContactor := bEnable AND bHeatDemand AND bDoorClosed AND NOT bOverTemp;', 'bContactor := bEnable AND bHeatDemand AND bDoorClosed;']], expect: items('write value-changed bContactor !') }),
    zone({ id: 'round21 kiln zone: contactor without the enable', edits: [['bContactor := bEnable AND bHeatDemand AND', 'bContactor := bHeatDemand AND']], expect: items('write value-changed bContactor !') }),
    zone({ id: 'round21 kiln zone: contactor forced', edits: [['bContactor := bEnable AND bHeatDemand AND bDoorClosed AND NOT bOverTemp;', 'bContactor := TRUE;']], expect: items('write now-constant bContactor !') }),
    zone({ id: 'round21 kiln zone: limiter raised', edits: [['rMaxTemp : REAL := 1280.0;', 'rMaxTemp : REAL := 1350.0;']], expect: items('constant initial-value-changed rMaxTemp !') }),
    // The trip's set loses an alternative: it trips in fewer cases (docs/safety.md, a trip read as NOT x).
    zone({ id: 'round21 kiln zone: thermocouple break no longer trips', edits: [['IF rActualTemp > rMaxTemp OR bTcBreak THEN', 'IF rActualTemp > rMaxTemp THEN']], expect: items('condition no-longer-read bTcBreak !', 'write condition-changed bOverTemp !', 'write condition-changed bOverTemp !') }), // Correction after the first score (an error of the writer's): the ELSIF reset runs under NOT of the changed condition (IEC 61131-3), so it changes too: a trip's reset in more cases.
    zone({ id: 'round21 kiln zone: over-temperature never latched', edits: [['    bOverTemp := TRUE;\n', '']], expect: items('write no-longer-written bOverTemp !') }),
    // The trip's reset runs in more cases: reset while what held it is still there.
    zone({ id: 'round21 kiln zone: reset while still hot', edits: [['ELSIF bReset AND bCooledDown THEN', 'ELSIF bReset THEN']], expect: items('condition no-longer-read bCooledDown !', 'write condition-changed bOverTemp !') }),
    zone({ id: 'round21 kiln zone: thermocouple break on one side only', edits: [['tonTcBreak(IN := rActualTemp < -20.0 OR rActualTemp > 1500.0, PT := T#2S);', 'tonTcBreak(IN := rActualTemp < -20.0, PT := T#2S);']], expect: items('fb-call inputs-changed tonTcBreak.IN !') }),
    zone({ id: 'round21 kiln zone: thermocouple break delay', edits: [['PT := T#2S);', 'PT := T#10S);']], expect: items('constant value-changed tonTcBreak.PT') }),
    zone({ id: 'round21 kiln zone: thermocouple range widened', edits: [['rActualTemp > 1500.0, PT', 'rActualTemp > 1700.0, PT']], expect: items('constant value-changed tonTcBreak.IN') }),
    zone({ id: 'round21 kiln zone: hysteresis', edits: [['rHysteresis : REAL := 5.0;', 'rHysteresis : REAL := 10.0;']], expect: items('constant initial-value-changed rHysteresis') }),
    zone({ id: 'round21 kiln zone: gain', edits: [['rKp : REAL := 4.0;', 'rKp : REAL := 6.0;']], expect: items('constant initial-value-changed rKp') }),
    // Correction after the first score (an error of the writer's): `:= 0` is no switch-off for a number that only drives an output (docs/safety.md); was safety.
    zone({ id: 'round21 kiln zone: power kept when the contactor drops', edits: [['ELSE\n    rPowerPct := 0.0;\n', '']], expect: items('write no-longer-written rPowerPct') }),
    zone({ id: 'round21 kiln zone: power limited to 80 %', edits: [['rKp, 100.0);', 'rKp, 80.0);']], expect: items('constant value-changed rPowerPct') }),
    zone({ id: 'round21 kiln zone: power output scaling', edits: [['aoPower := REAL_TO_INT(rPowerPct * 100.0);', 'aoPower := REAL_TO_INT(rPowerPct * 50.0);']], expect: items('constant value-changed aoPower') }),
    zone({ id: 'round21 kiln zone: fan run-on', edits: [['tofFan(IN := bContactor, PT := T#5M);', 'tofFan(IN := bContactor, PT := T#1M);']], expect: items('constant value-changed tofFan.PT') }),
    zone({ id: 'round21 kiln zone: fan follows the contactor', edits: [['bFanRun := tofFan.Q;', 'bFanRun := bContactor;']], expect: items('write value-changed bFanRun') }),
    zone({ id: 'round21 kiln zone: heating status from the demand', edits: [['bHeating := bContactor;', 'bHeating := bHeatDemand;']], expect: items('write value-changed bHeating') }),
    zone({
      id: 'round21 kiln zone: demand without the hysteresis below',
      edits: [['IF rActualTemp < rSetpoint - rHysteresis THEN', 'IF rActualTemp < rSetpoint THEN']],
      // Correction after the first score (an error of the writer's): the ELSIF's write runs under NOT of the changed condition (IEC 61131-3): its item was missing.
      expect: items('condition no-longer-read rHysteresis', 'write condition-changed bHeatDemand', 'write condition-changed bHeatDemand'),
    }),
    zone({ id: 'round21 kiln zone: power output retyped', edits: [['aoPower AT %Q* : INT;', 'aoPower AT %Q* : UINT;']], expect: items('declaration retyped aoPower') }),
    // An input renamed with every use: one rename, flagged by its old name's comment.
    zone({
      id: 'round21 kiln zone: door input renamed',
      edits: [['    bDoorClosed : BOOL;             // kiln door safety switch', '    bDoorShut : BOOL;               // kiln door safety switch'], ['AND bDoorClosed AND NOT bOverTemp', 'AND bDoorShut AND NOT bOverTemp']],
      expect: items('declaration renamed bDoorShut !'),
    }),
    zone({ id: 'round21 kiln zone: status copy moved', edits: [['bHeating := bContactor;\n\nIF bContactor THEN', 'IF bContactor THEN'], ['aoPower := REAL_TO_INT(rPowerPct * 100.0);\n', 'aoPower := REAL_TO_INT(rPowerPct * 100.0);\nbHeating := bContactor;\n']], expect: [] }),
    zone({ id: 'round21 kiln zone: comment reworded', edits: [['// two-point demand with hysteresis', '// on/off demand, hysteresis band']], expect: [] }),
  ]),
  ...from(ZONE_ORIGIN, [
    kiln({ id: 'round21 kiln: zone 2 enabled without the e-stop', edits: [['fbZone2(bEnable := bFiring AND bEStopOk,', 'fbZone2(bEnable := bFiring,']], expect: items('fb-call inputs-changed fbZone2.bEnable !') }),
    kiln({ id: 'round21 kiln: zone 1 door tied closed', edits: [['INT_TO_REAL(iTempZone1) / 10.0, bDoorClosed := bKilnDoorClosed,', 'INT_TO_REAL(iTempZone1) / 10.0, bDoorClosed := TRUE,']], expect: items('fb-call inputs-changed fbZone1.bDoorClosed !') }),
    kiln({ id: 'round21 kiln: zone 2 no longer called', edits: [['fbZone2(bEnable := bFiring AND bEStopOk, rSetpoint := rRampSetpoint, rActualTemp := INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnDoorClosed, bReset := bResetButton);\n', '']], expect: items('fb-call no-longer-called fbZone2 !') }),
    kiln({ id: 'round21 kiln: firing starts without the e-stop', edits: [['IF bStartFiring AND bEStopOk THEN', 'IF bStartFiring THEN']], expect: items('condition no-longer-read bEStopOk !', 'write condition-changed bFiring !') }),
    kiln({ id: 'round21 kiln: e-stop no longer ends firing', edits: [['IF NOT bEStopOk THEN\n    bFiring := FALSE;\nEND_IF\n', '']], expect: items('condition no-longer-read bEStopOk !', 'write no-longer-written bFiring !') }),
    kiln({ id: 'round21 kiln: faster ramp', edits: [['rRampRate : REAL := 1.5;', 'rRampRate : REAL := 3.0;']], expect: items('constant initial-value-changed rRampRate') }),
    kiln({ id: 'round21 kiln: hotter target', edits: [['rTargetTemp : REAL := 1050.0;', 'rTargetTemp : REAL := 1120.0;']], expect: items('constant initial-value-changed rTargetTemp') }),
    kiln({ id: 'round21 kiln: ramp step every 30 s', edits: [['PT := T#1M);', 'PT := T#30S);']], expect: items('constant value-changed tonRampStep.PT') }),
    kiln({ id: 'round21 kiln: ramp past the target', edits: [['IF tonRampStep.Q AND rRampSetpoint < rTargetTemp THEN', 'IF tonRampStep.Q THEN']], expect: items('condition no-longer-read rTargetTemp', 'condition no-longer-read rRampSetpoint', 'write condition-changed rRampSetpoint') }),
    kiln({ id: 'round21 kiln: alarm lamp without the thermocouple breaks', edits: [['bAlarmLamp := fbZone1.bOverTemp OR fbZone2.bOverTemp OR fbZone1.bTcBreak OR fbZone2.bTcBreak;', 'bAlarmLamp := fbZone1.bOverTemp OR fbZone2.bOverTemp;']], expect: items('write value-changed bAlarmLamp') }),
    kiln({ id: 'round21 kiln: zone 1 temperature scaling', edits: [['INT_TO_REAL(iTempZone1) / 10.0', 'INT_TO_REAL(iTempZone1) / 100.0']], expect: items('constant value-changed fbZone1.rActualTemp') }),
    kiln({ id: 'round21 kiln: start setpoint', edits: [['rRampSetpoint : REAL := 20.0;', 'rRampSetpoint : REAL := 100.0;']], expect: items('constant initial-value-changed rRampSetpoint') }),
    kiln({
      id: 'round21 kiln: ramp setpoint renamed',
      edits: [
        ['    rRampSetpoint : REAL := 20.0;', '    rSetpointRamp : REAL := 20.0;'],
        ['IF tonRampStep.Q AND rRampSetpoint < rTargetTemp THEN\n    rRampSetpoint := rRampSetpoint + rRampRate;', 'IF tonRampStep.Q AND rSetpointRamp < rTargetTemp THEN\n    rSetpointRamp := rSetpointRamp + rRampRate;'],
        ['fbZone1(bEnable := bFiring AND bEStopOk, rSetpoint := rRampSetpoint,', 'fbZone1(bEnable := bFiring AND bEStopOk, rSetpoint := rSetpointRamp,'],
        ['fbZone2(bEnable := bFiring AND bEStopOk, rSetpoint := rRampSetpoint,', 'fbZone2(bEnable := bFiring AND bEStopOk, rSetpoint := rSetpointRamp,'],
      ],
      expect: items('declaration renamed rSetpointRamp'),
    }),
    kiln({ id: 'round21 kiln: both zones enabled without the e-stop', edits: [['fbZone1(bEnable := bFiring AND bEStopOk,', 'fbZone1(bEnable := bFiring,'], ['fbZone2(bEnable := bFiring AND bEStopOk,', 'fbZone2(bEnable := bFiring,']], expect: items('fb-call inputs-changed fbZone1.bEnable !', 'fb-call inputs-changed fbZone2.bEnable !') }),
    kiln({ id: 'round21 kiln: door switch input renamed', edits: [['    bKilnDoorClosed AT %I* : BOOL;', '    bKilnCarDoor AT %I* : BOOL;'], ['bDoorClosed := bKilnDoorClosed, bReset := bResetButton);\nfbZone2', 'bDoorClosed := bKilnCarDoor, bReset := bResetButton);\nfbZone2'], ['INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnDoorClosed', 'INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnCarDoor']], expect: items('declaration renamed bKilnCarDoor !') }),
    kiln({ id: 'round21 kiln: zone 2 reset from the start button', edits: [['INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnDoorClosed, bReset := bResetButton);', 'INT_TO_REAL(iTempZone2) / 10.0, bDoorClosed := bKilnDoorClosed, bReset := bStartFiring);']], expect: items('fb-call inputs-changed fbZone2.bReset') }),
    kiln({ id: 'round21 kiln: comment reworded', edits: [['// ramp the setpoint one step a minute up to the target', '// setpoint ramp: one step per minute until the target']], expect: [] }),
    kiln({ id: 'round21 kiln: whitespace in the ramp timer', edits: [['tonRampStep(IN := bFiring AND NOT tonRampStep.Q, PT', 'tonRampStep(IN := bFiring AND NOT tonRampStep.Q,  PT']], expect: [] }),
  ]),
];
