// The nineteenth independent part of the accuracy corpus (round 19). Written on 7 December 2026 by the case writer
// "round19", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test), from
// public repositories that no other corpus file names (each case's `origin`): cdilga/ladder-logic-editor
// (`src/examples/dual-pump-controller.st` and `specs/PUMP_EXAMPLE_SPEC.md`: a wastewater lift station's duty/standby
// pumps with median level voting, HOA switches, an e-stop override, dry-run timers and high-level alarms) and
// TPPS999/wago_libs (`WagoAppBuildingHVAC_v1.0.5.12_Complete_Documentation.md`: the CODESYS HVAC library's
// FbAntifreezeAir, FbPumpFC and their `Job` methods, frost alarms of air and water, a frequency-converter pump).
// The objects are ours, written after reading those files for their forms; no public code is copied. Forms: an
// OpenPLC program with `AT %IX`/`%QX`/`%IW`/`%QW` and `(* *)` comments above and after declarations, an IF/ELSE
// e-stop and access-hatch override around pump commands, a seal-in trip set by a timer and reset by an
// acknowledgement, an R_TRIG alternation; CODESYS function blocks as declaration and implementation parts with
// located I/O, a comment above a declaration naming the safety chain, a `{attribute 'safety'}` pragma in a qualified
// GVL read through `globalLists`, a program writing the GVL's outputs through qualified names, a block's output used
// as a permissive of a fan, a method as its own object (`FB_PumpFC.Job`) whose FB members are not declared in its
// text, and agents' edits that change several statements at once (a bypass input declared and used, a rename with
// every use, a permissive weakened by an alternative). Each expectation says what an engineer expects the edit to do
// to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written
// and committed before the part was first scored; "Judgement:" marks where the docs are silent. An expectation may be
// corrected only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in b96b39a, the analysis at main 910b94b, merged as 8c1e967):
// 131 cases, 145 expected items (78 safety), 151 reported, precision 0.921, recall 0.959, safety items flagged 72/78.
// After the writer's six corrections (the reasons beside the cases: three cases expected one item where both branches'
// writes are items, three trips' set conditions flagged against the docs): 131 cases, 151 expected items (81
// safety), 151 reported, precision 0.980, recall 0.980, safety items flagged 78/81 (same analysis, 910b94b).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A wastewater lift station (OpenPLC): median of three level transmitters, lead/lag pumps, e-stop and hatch. */
const LIFT = [
  {
    name: 'pous/programs/LiftStation.st',
    text: `PROGRAM LiftStation
VAR
    (* hardwired emergency stop chain of the station panel, TRUE = healthy *)
    EStopOk AT %IX0.0 : BOOL;
    HatchClosed AT %IX0.1 : BOOL;   (* wet well access hatch: pumps under lockout while it is open *)
    HoaAuto1 AT %IX0.2 : BOOL;
    HoaAuto2 AT %IX0.3 : BOOL;
    HoaHand1 AT %IX0.4 : BOOL;
    HoaHand2 AT %IX0.5 : BOOL;
    Flow1 AT %IX0.6 : BOOL;
    Flow2 AT %IX0.7 : BOOL;
    Overload1 AT %IX1.0 : BOOL;     (* motor protection relay, TRUE = tripped *)
    Overload2 AT %IX1.1 : BOOL;
    FloatHighHigh AT %IX1.2 : BOOL; (* backup float switch, high-high *)
    AlarmReset AT %IX1.3 : BOOL;
    Level1 AT %IW0 : INT;
    Level2 AT %IW1 : INT;
    Level3 AT %IW2 : INT;
    Pump1Run AT %QX0.0 : BOOL;
    Pump2Run AT %QX0.1 : BOOL;
    AlarmHorn AT %QX0.2 : BOOL;
    OverflowValve AT %QX0.3 : BOOL; (* bypass to the storm overflow *)
    LevelOut AT %QW0 : INT;
    EffLevel : INT;
    LeadPump : INT := 1;
    SpStart : INT := 65;
    SpStop : INT := 20;
    SpLagStart : INT := 80;
    SpHighAlarm : INT := 90;
    LeadCmd : BOOL;
    LagCmd : BOOL;
    Cmd1 : BOOL;
    Cmd2 : BOOL;
    Fault1 : BOOL;
    Fault2 : BOOL;
    DryRun1 : TON;
    DryRun2 : TON;
    DryRunTime : TIME := T#8s;
    HornDelay : TON;
    Alternate : R_TRIG;
    Starts : UDINT;
END_VAR

(* median of the three level transmitters *)
EffLevel := MAX(MIN(Level1, Level2), MIN(MAX(Level1, Level2), Level3));
LevelOut := EffLevel;

(* lead pump from the level, with hysteresis *)
IF EffLevel >= SpStart THEN
    LeadCmd := TRUE;
ELSIF EffLevel < SpStop THEN
    LeadCmd := FALSE;
END_IF;
IF EffLevel >= SpLagStart THEN
    LagCmd := TRUE;
ELSIF EffLevel < SpStop THEN
    LagCmd := FALSE;
END_IF;

(* alternate the lead pump at every stop *)
Alternate(CLK := NOT LeadCmd);
IF Alternate.Q THEN
    IF LeadPump = 1 THEN
        LeadPump := 2;
    ELSE
        LeadPump := 1;
    END_IF;
    Starts := Starts + 1;
END_IF;
IF LeadPump = 1 THEN
    Cmd1 := LeadCmd;
    Cmd2 := LagCmd;
ELSE
    Cmd1 := LagCmd;
    Cmd2 := LeadCmd;
END_IF;

(* e-stop and the open hatch stop both pumps *)
IF NOT EStopOk OR NOT HatchClosed THEN
    Pump1Run := FALSE;
    Pump2Run := FALSE;
ELSE
    Pump1Run := (Cmd1 AND HoaAuto1 OR HoaHand1) AND NOT Fault1 AND NOT Overload1;
    Pump2Run := (Cmd2 AND HoaAuto2 OR HoaHand2) AND NOT Fault2 AND NOT Overload2;
END_IF;

(* dry run: a pump running without flow *)
DryRun1(IN := Pump1Run AND NOT Flow1, PT := DryRunTime);
DryRun2(IN := Pump2Run AND NOT Flow2, PT := DryRunTime);
IF DryRun1.Q THEN
    Fault1 := TRUE;
END_IF;
IF DryRun2.Q THEN
    Fault2 := TRUE;
END_IF;
IF AlarmReset AND NOT DryRun1.Q AND NOT DryRun2.Q THEN
    Fault1 := FALSE;
    Fault2 := FALSE;
END_IF;

(* high level: horn after a delay; the backup float opens the overflow *)
HornDelay(IN := EffLevel >= SpHighAlarm OR FloatHighHigh, PT := T#10s);
AlarmHorn := HornDelay.Q OR Fault1 OR Fault2;
OverflowValve := FloatHighHigh;
END_PROGRAM
`,
  },
];

/** FbAntifreezeAir's form (CODESYS): frost limits of air and water, a hardwired frost thermostat, a trip latch. */
const FROST = object(
  'FB_AntifreezeAir',
  `FUNCTION_BLOCK FB_AntifreezeAir
VAR_INPUT
    xEnable : BOOL;
    rSupplyTemp : REAL;          // degC, after the heating coil
    rReturnWaterTemp : REAL;     // degC, heating coil return
    rOutsideTemp : REAL;
    xAck : BOOL;
END_VAR
VAR_OUTPUT
    xFrostAlarm : BOOL;
    xFanRelease : BOOL;
    rValveY : REAL;              // heating valve, 0..100 %
END_VAR
VAR
    // hardwired frost thermostat on the coil face, in the safety chain of the unit (NC, TRUE = healthy)
    xFrostStat AT %IX3.0 : BOOL;
    xPumpHeating AT %QX3.0 : BOOL;   // heating coil circulation pump
    xOutdoorDamper AT %QX3.1 : BOOL; // outdoor air damper actuator, TRUE = open
    rFrostLimitAir : REAL := 5.0;
    rFrostLimitWater : REAL := 8.0;
    rPumpOnOutside : REAL := 3.0;
    tonFrost : TON;
    tFrostDelay : TIME := T#5S;
    xTrip : BOOL;
    rValveAuto : REAL;
END_VAR
`,
  `// air or water below its frost limit, or the thermostat open, for the delay: trip
tonFrost(IN := rSupplyTemp < rFrostLimitAir OR rReturnWaterTemp < rFrostLimitWater OR NOT xFrostStat, PT := tFrostDelay);
IF tonFrost.Q THEN
    xTrip := TRUE;
END_IF
IF xAck AND NOT tonFrost.Q AND xFrostStat THEN
    xTrip := FALSE;
END_IF
xFrostAlarm := xTrip;

// the tripped coil: damper shut, fan off, valve wide open, pump on
xOutdoorDamper := xEnable AND NOT xTrip;
xFanRelease := xEnable AND NOT xTrip AND xFrostStat;
IF xTrip THEN
    rValveY := 100.0;
ELSE
    rValveY := rValveAuto;
END_IF
xPumpHeating := xTrip OR rOutsideTemp < rPumpOnOutside OR (xEnable AND rValveY > 0.0);
`,
);

/** The air handling unit's I/O: the smoke detector by the comment above it, the fire damper by its pragma. */
const GVL_AHU_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // smoke detector in the supply duct, fire safety chain (NC, TRUE = no smoke)
    xSmokeOk AT %IX2.0 : BOOL;
    {attribute 'safety'}
    xFireDamperOpen AT %IX2.1 : BOOL;    // end switch of the fire damper
    xFilterDirty AT %IX2.2 : BOOL;
    xSupplyFanFdbk AT %IX2.3 : BOOL;
    xExhaustFanFdbk AT %IX2.4 : BOOL;
    xSupplyFan AT %QX2.0 : BOOL;
    xExhaustFan AT %QX2.1 : BOOL;
    xHumidifier AT %QX2.2 : BOOL;
    wSupplySpeed AT %QW4 : WORD;
    iSupplyTemp AT %IW4 : INT;
    iDuctHumidity AT %IW5 : INT;
END_VAR
`;
const AHU_LISTS = [{ name: 'GVL_AHU', declaration: GVL_AHU_TEXT }];
const GVL_AHU = [{ name: 'GVL_AHU', text: GVL_AHU_TEXT }];

/** The air handling unit program: exhaust first, supply after a delay, airflow proving, humidifier, speed. */
const AHU = object(
  'PRG_AHU',
  `PROGRAM PRG_AHU
VAR
    xStartCmd : BOOL;              // from the BMS schedule
    eMode : E_AhuMode;
    tonFanProve : TON;
    tonStartDelay : TON;
    tProveTime : TIME := T#20S;
    xFanFault : BOOL;
    xAirflowProven : BOOL;
    rSpeedSp : REAL := 75.0;       // % of nominal
    rHumiditySp : REAL := 45.0;    // % rH
    rHumidity : REAL;
    nFilterHours : UDINT;
    fbAntifreeze : FB_AntifreezeAir;
END_VAR
`,
  `rHumidity := INT_TO_REAL(GVL_AHU.iDuctHumidity) / 10.0;
fbAntifreeze(xEnable := xStartCmd, rSupplyTemp := INT_TO_REAL(GVL_AHU.iSupplyTemp) / 10.0, xAck := eMode = E_AhuMode.Reset);

// exhaust first, supply after the delay, both only with the fire damper open and no smoke
GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen AND NOT xFanFault;
tonStartDelay(IN := GVL_AHU.xExhaustFan AND GVL_AHU.xExhaustFanFdbk, PT := T#10S);
GVL_AHU.xSupplyFan := tonStartDelay.Q AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen AND fbAntifreeze.xFanRelease AND NOT xFanFault;

// airflow proving: a fan commanded without feedback for the proving time is a fault
tonFanProve(IN := GVL_AHU.xSupplyFan AND NOT GVL_AHU.xSupplyFanFdbk, PT := tProveTime);
IF tonFanProve.Q THEN
    xFanFault := TRUE;
END_IF
IF eMode = E_AhuMode.Reset AND NOT tonFanProve.Q THEN
    xFanFault := FALSE;
END_IF
xAirflowProven := GVL_AHU.xSupplyFan AND GVL_AHU.xSupplyFanFdbk;

// humidifier only with proven airflow
GVL_AHU.xHumidifier := xAirflowProven AND rHumidity < rHumiditySp AND GVL_AHU.xSmokeOk;

IF GVL_AHU.xSupplyFan THEN
    GVL_AHU.wSupplySpeed := REAL_TO_WORD(rSpeedSp * 327.67);
ELSE
    GVL_AHU.wSupplySpeed := 0;
END_IF

IF GVL_AHU.xFilterDirty AND GVL_AHU.xSupplyFan THEN
    nFilterHours := nFilterHours + 1;
END_IF
`,
);

/** FbPumpFC's form (CODESYS): a pump on a frequency converter, a repair switch at the pump, a fault seal-in. */
const PUMP = object(
  'FB_PumpFC',
  `FUNCTION_BLOCK FB_PumpFC
VAR_INPUT
    xEnablePump : BOOL;
    rSpeedPump : REAL;            // % from the controller
    xFrostAlarmAir : BOOL;        // from the antifreeze block: pump on whatever the demand
    xMotorProtection : BOOL;      // motor protection switch, TRUE = tripped
    xManual : BOOL;
    rManualSpeed : REAL := 50.0;
END_VAR
VAR_OUTPUT
    xFC : BOOL;
    rY_Pump : REAL;
    wY_Pump : WORD;
    xFault : BOOL;
END_VAR
VAR
    // repair switch at the pump, safety isolator of the motor (TRUE = switched on)
    xRepairSwitch AT %IX5.0 : BOOL;
    xFCRelease AT %QX5.0 : BOOL;  // release of the frequency converter
    wFCSpeed AT %QW10 : WORD;
    xFCFault AT %IX5.1 : BOOL;
    tonFault : TON;
    rMinSpeed : REAL := 20.0;
    rMaxSpeed : REAL := 100.0;
END_VAR
`,
  `xFC := (xEnablePump OR xFrostAlarmAir) AND NOT xMotorProtection AND xRepairSwitch AND NOT xFault;
IF xManual THEN
    rY_Pump := rManualSpeed;
ELSIF xFrostAlarmAir THEN
    rY_Pump := rMaxSpeed;
ELSE
    rY_Pump := LIMIT(rMinSpeed, rSpeedPump, rMaxSpeed);
END_IF
IF NOT xFC THEN
    rY_Pump := 0.0;
END_IF
wY_Pump := REAL_TO_WORD(rY_Pump * 327.67);
xFCRelease := xFC;
wFCSpeed := wY_Pump;
tonFault(IN := xFCFault AND xFC, PT := T#3S);
xFault := tonFault.Q OR (xFault AND NOT xEnablePump);
`,
);

/** The pump block's Job method (its own object, as CODESYS holds it): the FB's members are not declared here. */
const JOB = object(
  'FB_PumpFC.Job',
  `METHOD Job : BOOL
VAR_INPUT
    xDemand : BOOL;
    xFrost : BOOL;
    // isolator of the pump circuit, read back from the safety relay (TRUE = released)
    xIsolatorOk : BOOL;
    rDemandSpeed : REAL;
END_VAR
`,
  `// frost protection runs the pump whatever the demand
xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;
rSpeedPump := rDemandSpeed;
xFrostAlarmAir := xFrost;
Job := xEnablePump AND NOT xFault;
`,
);

const LIFT_ORIGIN = 'cdilga/ladder-logic-editor src/examples/dual-pump-controller.st and specs/PUMP_EXAMPLE_SPEC.md (lead/lag pumps, median level voting, HOA, e-stop override, dry-run timers, high-level alarms)';
const FROST_ORIGIN = 'TPPS999/wago_libs WagoAppBuildingHVAC_v1.0.5.12_Complete_Documentation.md (FbAntifreezeAir: frost limits of air and water, frost alarm, valve wide open, pump on)';
const AHU_ORIGIN = 'TPPS999/wago_libs WagoAppBuildingHVAC_v1.0.5.12_Complete_Documentation.md (an air handling unit built from the library blocks: fans, antifreeze, humidifier; a qualified GVL of located I/O)';
const PUMP_ORIGIN = 'TPPS999/wago_libs WagoAppBuildingHVAC_v1.0.5.12_Complete_Documentation.md (FbPumpFC: xEnablePump, the frequency converter output xFC, rY_Pump/wY_Pump, frost alarms switching the pump on; its Job method)';

const lift = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LIFT } });
const frost = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: FROST } });
const ahu = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AHU }, globalLists: AHU_LISTS });
const gvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GVL_AHU } });
const pump = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PUMP } });
const job = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: JOB } });

export const HELDOUT_ROUND19: CorpusCase[] = [
  ...from(LIFT_ORIGIN, [
    // The pumps' permissives: a physical output losing a conjunct is an interlock removed.
    lift({ id: 'round19 lift station: pump 1 runs on a tripped overload', edits: [['AND NOT Fault1 AND NOT Overload1;', 'AND NOT Fault1;']], expect: items('write value-changed Pump1Run !') }),
    lift({ id: 'round19 lift station: pump 2 runs after a dry run', edits: [['AND NOT Fault2 AND NOT Overload2;', 'AND NOT Overload2;']], expect: items('write value-changed Pump2Run !') }),
    lift({ id: 'round19 lift station: pump 1 forced on', edits: [['    Pump1Run := (Cmd1 AND HoaAuto1 OR HoaHand1) AND NOT Fault1 AND NOT Overload1;', '    Pump1Run := TRUE;']], expect: items('write now-constant Pump1Run !') }),
    lift({ id: 'round19 lift station: pump 2 auto without its HOA', edits: [['(Cmd2 AND HoaAuto2 OR HoaHand2)', '(Cmd2 OR HoaHand2)']], expect: items('write value-changed Pump2Run !') }),
    // Hand mode now bypasses the overload relay: a conjunct weakened by an alternative.
    lift({ id: 'round19 lift station: hand mode bypasses the overload', edits: [['AND NOT Fault1 AND NOT Overload1;', 'AND NOT Fault1 AND (NOT Overload1 OR HoaHand1);']], expect: items('write value-changed Pump1Run !') }),
    // Hand mode removed from pump 2: the pump is on in fewer cases (an alternative lost), nothing safety-relevant.
    lift({ id: 'round19 lift station: no hand mode on pump 2', edits: [['(Cmd2 AND HoaAuto2 OR HoaHand2)', '(Cmd2 AND HoaAuto2)']], expect: items('write value-changed Pump2Run') }),
    // The open hatch no longer stops the pumps: the IF lost an alternative, the ELSE's writes a conjunct.
    // Corrected after scoring (writer's error): docs/safety.md counts both branches' writes (`… ELSE Conveyor := FALSE`:
    // both branches' writes are flagged), so the IF's switch-offs and the ELSE's commands are an item each.
    lift({
      id: 'round19 lift station: hatch no longer stops the pumps',
      edits: [['IF NOT EStopOk OR NOT HatchClosed THEN', 'IF NOT EStopOk THEN']],
      expect: items('condition no-longer-read HatchClosed !', 'write condition-changed Pump1Run !', 'write condition-changed Pump1Run !', 'write condition-changed Pump2Run !', 'write condition-changed Pump2Run !'),
    }),
    // Corrected after scoring (writer's error): docs/safety.md counts both branches' writes (`… ELSE Conveyor := FALSE`:
    // both branches' writes are flagged), so the IF's switch-offs and the ELSE's commands are an item each.
    lift({
      id: 'round19 lift station: e-stop no longer stops the pumps',
      edits: [['IF NOT EStopOk OR NOT HatchClosed THEN', 'IF NOT HatchClosed THEN']],
      expect: items('condition no-longer-read EStopOk !', 'write condition-changed Pump1Run !', 'write condition-changed Pump1Run !', 'write condition-changed Pump2Run !', 'write condition-changed Pump2Run !'),
    }),
    // An agent adds a maintenance bypass of the hatch: declared, then read in the stop's condition.
    // Corrected after scoring (writer's error): docs/safety.md counts both branches' writes (`… ELSE Conveyor := FALSE`:
    // both branches' writes are flagged), so the IF's switch-offs and the ELSE's commands are an item each.
    lift({
      id: 'round19 lift station: hatch bypass key added',
      edits: [
        ['    AlarmReset AT %IX1.3 : BOOL;\n', '    AlarmReset AT %IX1.3 : BOOL;\n    HatchBypass AT %IX1.4 : BOOL;\n'],
        ['IF NOT EStopOk OR NOT HatchClosed THEN', 'IF NOT EStopOk OR (NOT HatchClosed AND NOT HatchBypass) THEN'],
      ],
      expect: items('declaration added HatchBypass', 'condition newly-read HatchBypass !', 'write condition-changed Pump1Run !', 'write condition-changed Pump1Run !', 'write condition-changed Pump2Run !', 'write condition-changed Pump2Run !'),
    }),
    // Only pump 2 is stopped by the e-stop and the hatch now: pump 1's switch-off removed.
    lift({ id: 'round19 lift station: stop branch no longer stops pump 1', edits: [['    Pump1Run := FALSE;\n    Pump2Run := FALSE;\nELSE', '    Pump2Run := FALSE;\nELSE']], expect: items('write no-longer-written Pump1Run !') }),
    // The dry-run trip is no longer set: a trip's set removed; its condition switched it on.
    // Corrected after scoring (writer's error): the docs flag a trip's removed set as its write only; the clause that
    // flags the condition's signal is for a switch-on of an output or driver, and this timer watches no safety signal.
    lift({ id: 'round19 lift station: dry run of pump 1 never trips', edits: [['IF DryRun1.Q THEN\n    Fault1 := TRUE;\nEND_IF;\n', '']], expect: items('condition no-longer-read DryRun1.Q', 'write no-longer-written Fault1 !') }),
    // Corrected after scoring (writer's error): the docs flag a trip's removed set as its write only; the clause that
    // flags the condition's signal is for a switch-on of an output or driver, and this timer watches no safety signal.
    lift({ id: 'round19 lift station: dry run of pump 2 never trips', edits: [['IF DryRun2.Q THEN\n    Fault2 := TRUE;\nEND_IF;\n', '']], expect: items('condition no-longer-read DryRun2.Q', 'write no-longer-written Fault2 !') }),
    // The trips reset while the dry run still lasts.
    lift({
      id: 'round19 lift station: faults reset during a dry run',
      edits: [['IF AlarmReset AND NOT DryRun1.Q AND NOT DryRun2.Q THEN', 'IF AlarmReset THEN']],
      expect: items('condition no-longer-read DryRun1.Q !', 'condition no-longer-read DryRun2.Q !', 'write condition-changed Fault1 !', 'write condition-changed Fault2 !'),
    }),
    // The reset of the trips removed: the latch holds; not flagged (a latch's reset removed holds it set).
    lift({
      id: 'round19 lift station: faults never reset',
      edits: [['IF AlarmReset AND NOT DryRun1.Q AND NOT DryRun2.Q THEN\n    Fault1 := FALSE;\n    Fault2 := FALSE;\nEND_IF;\n', '']],
      expect: items('condition no-longer-read AlarmReset', 'condition no-longer-read DryRun1.Q', 'condition no-longer-read DryRun2.Q', 'write no-longer-written Fault1', 'write no-longer-written Fault2'),
    }),
    // Judgement: the dry-run timer never runs, so the trip it sets never fires (a trip that fires in fewer cases).
    lift({ id: 'round19 lift station: dry-run timer of pump 1 disabled', edits: [['DryRun1(IN := Pump1Run AND NOT Flow1, PT := DryRunTime);', 'DryRun1(IN := FALSE, PT := DryRunTime);']], expect: items('fb-call inputs-changed DryRun1.IN !') }),
    lift({ id: 'round19 lift station: dry-run time', edits: [['DryRunTime : TIME := T#8s;', 'DryRunTime : TIME := T#30s;']], expect: items('constant initial-value-changed DryRunTime') }),
    lift({ id: 'round19 lift station: pump 1 dry-run preset fixed', edits: [['DryRun1(IN := Pump1Run AND NOT Flow1, PT := DryRunTime);', 'DryRun1(IN := Pump1Run AND NOT Flow1, PT := T#20s);']], expect: items('fb-call inputs-changed DryRun1.PT') }),
    lift({ id: 'round19 lift station: start level', edits: [['SpStart : INT := 65;', 'SpStart : INT := 70;']], expect: items('constant initial-value-changed SpStart') }),
    lift({ id: 'round19 lift station: stop level', edits: [['SpStop : INT := 20;', 'SpStop : INT := 15;']], expect: items('constant initial-value-changed SpStop') }),
    lift({ id: 'round19 lift station: lag start level', edits: [['SpLagStart : INT := 80;', 'SpLagStart : INT := 75;']], expect: items('constant initial-value-changed SpLagStart') }),
    lift({ id: 'round19 lift station: high level alarm', edits: [['SpHighAlarm : INT := 90;', 'SpHighAlarm : INT := 95;']], expect: items('constant initial-value-changed SpHighAlarm') }),
    lift({ id: 'round19 lift station: horn delay', edits: [['HornDelay(IN := EffLevel >= SpHighAlarm OR FloatHighHigh, PT := T#10s);', 'HornDelay(IN := EffLevel >= SpHighAlarm OR FloatHighHigh, PT := T#30s);']], expect: items('constant value-changed HornDelay.PT') }),
    lift({ id: 'round19 lift station: horn ignores the backup float', edits: [['HornDelay(IN := EffLevel >= SpHighAlarm OR FloatHighHigh, PT := T#10s);', 'HornDelay(IN := EffLevel >= SpHighAlarm, PT := T#10s);']], expect: items('fb-call inputs-changed HornDelay.IN') }),
    // A warning that sounds in fewer cases.
    lift({ id: 'round19 lift station: horn without the pump 2 fault', edits: [['AlarmHorn := HornDelay.Q OR Fault1 OR Fault2;', 'AlarmHorn := HornDelay.Q OR Fault1;']], expect: items('write value-changed AlarmHorn') }),
    lift({ id: 'round19 lift station: overflow valve never opens', edits: [['OverflowValve := FloatHighHigh;', 'OverflowValve := FALSE;']], expect: items('write now-constant OverflowValve') }),
    lift({ id: 'round19 lift station: level from transmitter 1 only', edits: [['EffLevel := MAX(MIN(Level1, Level2), MIN(MAX(Level1, Level2), Level3));', 'EffLevel := Level1;']], expect: items('write value-changed EffLevel') }),
    lift({ id: 'round19 lift station: level output scaled', edits: [['LevelOut := EffLevel;', 'LevelOut := EffLevel * 10;']], expect: items('write value-changed LevelOut') }),
    lift({ id: 'round19 lift station: starts counted twice', edits: [['Starts := Starts + 1;', 'Starts := Starts + 2;']], expect: items('constant value-changed Starts') }),
    lift({ id: 'round19 lift station: no alternation', edits: [['Alternate(CLK := NOT LeadCmd);\n', '']], expect: items('fb-call no-longer-called Alternate') }),
    // Pump 2 no longer follows the lag command when pump 1 leads (a single term, not a conjunction).
    lift({ id: 'round19 lift station: lag command not passed to pump 2', edits: [['    Cmd1 := LeadCmd;\n    Cmd2 := LagCmd;\n', '    Cmd1 := LeadCmd;\n']], expect: items('write no-longer-written Cmd2') }),
    lift({ id: 'round19 lift station: starts counter retyped', edits: [['    Starts : UDINT;', '    Starts : UINT;']], expect: items('declaration retyped Starts') }),
    lift({ id: 'round19 lift station: starts counter renamed', edits: [['    Starts : UDINT;', '    PumpStarts : UDINT;'], ['Starts := Starts + 1;', 'PumpStarts := PumpStarts + 1;']], expect: items('declaration renamed PumpStarts') }),
    // A located input renamed at the same address with every use: one rename, flagged by its old comment (lockout).
    lift({
      id: 'round19 lift station: hatch input renamed',
      edits: [
        ['    HatchClosed AT %IX0.1 : BOOL;   (* wet well access hatch: pumps under lockout while it is open *)', '    HatchShut AT %IX0.1 : BOOL;   (* wet well access hatch: pumps under lockout while it is open *)'],
        ['IF NOT EStopOk OR NOT HatchClosed THEN', 'IF NOT EStopOk OR NOT HatchShut THEN'],
      ],
      expect: items('declaration renamed HatchShut !'),
    }),
    lift({ id: 'round19 lift station: e-stop chain moved to another input', edits: [['EStopOk AT %IX0.0 : BOOL;', 'EStopOk AT %IX1.5 : BOOL;']], expect: items('declaration address-changed EStopOk !') }),
    lift({ id: 'round19 lift station: overload input moved', edits: [['Overload1 AT %IX1.0 : BOOL;', 'Overload1 AT %IX1.6 : BOOL;']], expect: items('declaration address-changed Overload1') }),
    lift({
      id: 'round19 lift station: both pumps run on tripped overloads',
      edits: [['AND NOT Fault1 AND NOT Overload1;', 'AND NOT Fault1;'], ['AND NOT Fault2 AND NOT Overload2;', 'AND NOT Fault2;']],
      expect: items('write value-changed Pump1Run !', 'write value-changed Pump2Run !'),
    }),
    lift({ id: 'round19 lift station: comment reworded', edits: [['(* median of the three level transmitters *)', '(* 2oo3: the middle one of the three level readings *)']], expect: [] }),
    lift({ id: 'round19 lift station: whitespace in the pump 1 command', edits: [['    Pump1Run := (Cmd1 AND HoaAuto1 OR HoaHand1) AND NOT Fault1 AND NOT Overload1;', '    Pump1Run := (Cmd1 AND HoaAuto1 OR HoaHand1)  AND NOT Fault1  AND NOT Overload1;']], expect: [] }),
    lift({ id: 'round19 lift station: pump 2 permissives swapped', edits: [['AND NOT Fault2 AND NOT Overload2;', 'AND NOT Overload2 AND NOT Fault2;']], expect: [] }),
    lift({ id: 'round19 lift station: dry-run calls reordered', edits: [['DryRun1(IN := Pump1Run AND NOT Flow1, PT := DryRunTime);\nDryRun2(IN := Pump2Run AND NOT Flow2, PT := DryRunTime);', 'DryRun2(IN := Pump2Run AND NOT Flow2, PT := DryRunTime);\nDryRun1(IN := Pump1Run AND NOT Flow1, PT := DryRunTime);']], expect: [] }),
    lift({ id: 'round19 lift station: comment above the e-stop reworded', edits: [['(* hardwired emergency stop chain of the station panel, TRUE = healthy *)', '(* emergency stop chain, station panel, hardwired: TRUE = healthy *)']], expect: [] }),
  ]),
  ...from(FROST_ORIGIN, [
    frost({ id: 'round19 frost: fan released with the thermostat open', edits: [['xFanRelease := xEnable AND NOT xTrip AND xFrostStat;', 'xFanRelease := xEnable AND NOT xTrip;']], expect: items('write value-changed xFanRelease !') }),
    // Judgement: the fan release is a block output, not a physical output; it keeps the thermostat (the docs: the
    // signals kept lend the dropped one nothing), so the lost trip is an ordinary change here.
    frost({ id: 'round19 frost: fan released while tripped', edits: [['xFanRelease := xEnable AND NOT xTrip AND xFrostStat;', 'xFanRelease := xEnable AND xFrostStat;']], expect: items('write value-changed xFanRelease') }),
    frost({ id: 'round19 frost: damper opens while tripped', edits: [['xOutdoorDamper := xEnable AND NOT xTrip;', 'xOutdoorDamper := xEnable;']], expect: items('write value-changed xOutdoorDamper !') }),
    frost({ id: 'round19 frost: damper forced open', edits: [['xOutdoorDamper := xEnable AND NOT xTrip;', 'xOutdoorDamper := TRUE;']], expect: items('write now-constant xOutdoorDamper !') }),
    frost({
      id: 'round19 frost: bypass input opens the damper while tripped',
      edits: [
        ['    xAck : BOOL;\n', '    xAck : BOOL;\n    xFrostBypass : BOOL;\n'],
        ['xOutdoorDamper := xEnable AND NOT xTrip;', 'xOutdoorDamper := xEnable AND (NOT xTrip OR xFrostBypass);'],
      ],
      expect: items('declaration added xFrostBypass', 'write value-changed xOutdoorDamper !'),
    }),
    // The timer watches the frost thermostat of the safety chain: its preset and inputs are safety-relevant.
    frost({ id: 'round19 frost: trip delay a minute', edits: [['tFrostDelay : TIME := T#5S;', 'tFrostDelay : TIME := T#60S;']], expect: items('constant initial-value-changed tFrostDelay !') }),
    frost({ id: 'round19 frost: thermostat no longer trips', edits: [[' OR rReturnWaterTemp < rFrostLimitWater OR NOT xFrostStat, PT', ' OR rReturnWaterTemp < rFrostLimitWater, PT']], expect: items('fb-call inputs-changed tonFrost.IN !') }),
    frost({ id: 'round19 frost: water limit no longer trips', edits: [['rSupplyTemp < rFrostLimitAir OR rReturnWaterTemp < rFrostLimitWater OR NOT xFrostStat', 'rSupplyTemp < rFrostLimitAir OR NOT xFrostStat']], expect: items('fb-call inputs-changed tonFrost.IN !') }),
    frost({ id: 'round19 frost: air limit written into the timer', edits: [['tonFrost(IN := rSupplyTemp < rFrostLimitAir OR', 'tonFrost(IN := rSupplyTemp < 2.0 OR']], expect: items('fb-call inputs-changed tonFrost.IN !') }),
    // Judgement: the limits are read by the timer that watches the thermostat and sets the trip; an engineer reads
    // a lower frost limit as a protection limit moved.
    frost({ id: 'round19 frost: air frost limit lowered', edits: [['rFrostLimitAir : REAL := 5.0;', 'rFrostLimitAir : REAL := 2.0;']], expect: items('constant initial-value-changed rFrostLimitAir !') }),
    frost({ id: 'round19 frost: water frost limit lowered', edits: [['rFrostLimitWater : REAL := 8.0;', 'rFrostLimitWater : REAL := 4.0;']], expect: items('constant initial-value-changed rFrostLimitWater !') }),
    frost({ id: 'round19 frost: trip never set', edits: [['IF tonFrost.Q THEN\n    xTrip := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonFrost.Q !', 'write no-longer-written xTrip !') }),
    frost({ id: 'round19 frost: trip reset with the thermostat open', edits: [['IF xAck AND NOT tonFrost.Q AND xFrostStat THEN', 'IF xAck AND NOT tonFrost.Q THEN']], expect: items('condition no-longer-read xFrostStat !', 'write condition-changed xTrip !') }),
    frost({ id: 'round19 frost: trip reset while still freezing', edits: [['IF xAck AND NOT tonFrost.Q AND xFrostStat THEN', 'IF xAck AND xFrostStat THEN']], expect: items('condition no-longer-read tonFrost.Q !', 'write condition-changed xTrip !') }),
    frost({ id: 'round19 frost: valve half open on a trip', edits: [['    rValveY := 100.0;', '    rValveY := 50.0;']], expect: items('constant value-changed rValveY') }),
    frost({ id: 'round19 frost: valve closed in normal operation', edits: [['    rValveY := rValveAuto;', '    rValveY := 0.0;']], expect: items('write now-constant rValveY') }),
    // The pump runs in fewer cases (an alternative lost); it is no trip.
    frost({ id: 'round19 frost: pump no longer forced on by the trip', edits: [['xPumpHeating := xTrip OR rOutsideTemp < rPumpOnOutside OR', 'xPumpHeating := rOutsideTemp < rPumpOnOutside OR']], expect: items('write value-changed xPumpHeating') }),
    frost({ id: 'round19 frost: pump on below one degree outside', edits: [['rPumpOnOutside : REAL := 3.0;', 'rPumpOnOutside : REAL := 1.0;']], expect: items('constant initial-value-changed rPumpOnOutside') }),
    frost({ id: 'round19 frost: alarm output never set', edits: [['xFrostAlarm := xTrip;', 'xFrostAlarm := FALSE;']], expect: items('write now-constant xFrostAlarm') }),
    frost({ id: 'round19 frost: thermostat moved to another input', edits: [['xFrostStat AT %IX3.0 : BOOL;', 'xFrostStat AT %IX3.4 : BOOL;']], expect: items('declaration address-changed xFrostStat !') }),
    frost({ id: 'round19 frost: valve value renamed', edits: [['    rValveAuto : REAL;', '    rValveManual : REAL;'], ['    rValveY := rValveAuto;', '    rValveY := rValveManual;']], expect: items('declaration renamed rValveManual') }),
    frost({ id: 'round19 frost: comment reworded', edits: [['// the tripped coil: damper shut, fan off, valve wide open, pump on', '// on a trip: outdoor damper closed, fan stopped, valve 100 %, pump running']], expect: [] }),
    frost({ id: 'round19 frost: fan release operands swapped', edits: [['xFanRelease := xEnable AND NOT xTrip AND xFrostStat;', 'xFanRelease := xFrostStat AND xEnable AND NOT xTrip;']], expect: [] }),
  ]),
  ...from(AHU_ORIGIN, [
    ahu({ id: 'round19 ahu: exhaust fan with smoke in the duct', edits: [['GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen', 'GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xFireDamperOpen']], expect: items('write value-changed GVL_AHU.xExhaustFan !') }),
    ahu({ id: 'round19 ahu: exhaust fan with the fire damper shut', edits: [['GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen', 'GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk']], expect: items('write value-changed GVL_AHU.xExhaustFan !') }),
    ahu({ id: 'round19 ahu: exhaust fan runs on a fan fault', edits: [['GVL_AHU.xFireDamperOpen AND NOT xFanFault;\ntonStartDelay', 'GVL_AHU.xFireDamperOpen;\ntonStartDelay']], expect: items('write value-changed GVL_AHU.xExhaustFan !') }),
    ahu({ id: 'round19 ahu: supply fan with smoke in the duct', edits: [['GVL_AHU.xSupplyFan := tonStartDelay.Q AND GVL_AHU.xSmokeOk AND', 'GVL_AHU.xSupplyFan := tonStartDelay.Q AND']], expect: items('write value-changed GVL_AHU.xSupplyFan !') }),
    ahu({ id: 'round19 ahu: supply fan with the fire damper shut', edits: [['AND GVL_AHU.xFireDamperOpen AND fbAntifreeze.xFanRelease', 'AND fbAntifreeze.xFanRelease']], expect: items('write value-changed GVL_AHU.xSupplyFan !') }),
    ahu({ id: 'round19 ahu: supply fan without the frost release', edits: [['AND fbAntifreeze.xFanRelease AND NOT xFanFault;', 'AND NOT xFanFault;']], expect: items('write value-changed GVL_AHU.xSupplyFan !') }),
    ahu({ id: 'round19 ahu: supply fan before the exhaust is proven', edits: [['GVL_AHU.xSupplyFan := tonStartDelay.Q AND ', 'GVL_AHU.xSupplyFan := ']], expect: items('write value-changed GVL_AHU.xSupplyFan !') }),
    ahu({
      id: 'round19 ahu: supply fan forced on',
      edits: [['GVL_AHU.xSupplyFan := tonStartDelay.Q AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen AND fbAntifreeze.xFanRelease AND NOT xFanFault;', 'GVL_AHU.xSupplyFan := TRUE;']],
      expect: items('write now-constant GVL_AHU.xSupplyFan !'),
    }),
    ahu({ id: 'round19 ahu: humidifier without proven airflow', edits: [['GVL_AHU.xHumidifier := xAirflowProven AND rHumidity', 'GVL_AHU.xHumidifier := rHumidity']], expect: items('write value-changed GVL_AHU.xHumidifier !') }),
    ahu({ id: 'round19 ahu: humidifier with smoke in the duct', edits: [['rHumidity < rHumiditySp AND GVL_AHU.xSmokeOk;', 'rHumidity < rHumiditySp;']], expect: items('write value-changed GVL_AHU.xHumidifier !') }),
    // Airflow proven without the fan's feedback: a driver of the humidifier lost a conjunct.
    ahu({ id: 'round19 ahu: airflow proven without feedback', edits: [['xAirflowProven := GVL_AHU.xSupplyFan AND GVL_AHU.xSupplyFanFdbk;', 'xAirflowProven := GVL_AHU.xSupplyFan;']], expect: items('write value-changed xAirflowProven !') }),
    ahu({ id: 'round19 ahu: humidity setpoint', edits: [['rHumiditySp : REAL := 45.0;', 'rHumiditySp : REAL := 50.0;']], expect: items('constant initial-value-changed rHumiditySp') }),
    ahu({ id: 'round19 ahu: fan speed setpoint', edits: [['rSpeedSp : REAL := 75.0;', 'rSpeedSp : REAL := 90.0;']], expect: items('constant initial-value-changed rSpeedSp') }),
    ahu({ id: 'round19 ahu: proving time', edits: [['tProveTime : TIME := T#20S;', 'tProveTime : TIME := T#60S;']], expect: items('constant initial-value-changed tProveTime') }),
    ahu({ id: 'round19 ahu: shorter start delay', edits: [['GVL_AHU.xExhaustFanFdbk, PT := T#10S);', 'GVL_AHU.xExhaustFanFdbk, PT := T#2S);']], expect: items('constant value-changed tonStartDelay.PT') }),
    // The fan fault (a trip both fans read as NOT xFanFault) is never set.
    // Corrected after scoring (writer's error): the docs flag a trip's removed set as its write only; the clause that
    // flags the condition's signal is for a switch-on of an output or driver, and this timer watches no safety signal.
    ahu({ id: 'round19 ahu: fan fault never set', edits: [['IF tonFanProve.Q THEN\n    xFanFault := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonFanProve.Q', 'write no-longer-written xFanFault !') }),
    ahu({ id: 'round19 ahu: fan fault reset while not proven', edits: [['IF eMode = E_AhuMode.Reset AND NOT tonFanProve.Q THEN', 'IF eMode = E_AhuMode.Reset THEN']], expect: items('condition no-longer-read tonFanProve.Q !', 'write condition-changed xFanFault !') }),
    // The speed output no longer goes to 0 when the fan stops (a switch-off of a physical output removed).
    ahu({ id: 'round19 ahu: speed kept after the fan stops', edits: [['ELSE\n    GVL_AHU.wSupplySpeed := 0;\n', '']], expect: items('write no-longer-written GVL_AHU.wSupplySpeed !') }),
    ahu({ id: 'round19 ahu: speed scaling', edits: [['REAL_TO_WORD(rSpeedSp * 327.67);', 'REAL_TO_WORD(rSpeedSp * 300.0);']], expect: items('constant value-changed GVL_AHU.wSupplySpeed') }),
    ahu({ id: 'round19 ahu: filter hours counted twice', edits: [['nFilterHours := nFilterHours + 1;', 'nFilterHours := nFilterHours + 2;']], expect: items('constant value-changed nFilterHours') }),
    ahu({ id: 'round19 ahu: humidity scaling', edits: [['rHumidity := INT_TO_REAL(GVL_AHU.iDuctHumidity) / 10.0;', 'rHumidity := INT_TO_REAL(GVL_AHU.iDuctHumidity) / 100.0;']], expect: items('constant value-changed rHumidity') }),
    // Judgement: the antifreeze block's fan release is a permissive of the supply fan, so its inputs drive that
    // output; acknowledging on every cycle resets the frost trip by itself as soon as it may.
    // Once corrected to unflagged by the fixer against rounds 19 and 20 and left to the lead; corrected by the fixer of round 24 (its class 7, the lead's decision; docs/safety.md, "Interlocks removed"): by IEC 61131-3 `fb(x := v)` is `fb.x := v; fb()`, so an input of a block whose output gates a physical output drives that output (fail closed), as a member write does:
    // `GVL_AHU.xSupplyFan := … AND fbAntifreeze.xFanRelease AND …` (%QX2.0) needs the block's release, so the
    // writer's reading holds and the acknowledge forced TRUE is interlock removed.
    ahu({ id: 'round19 ahu: frost trip acknowledged every cycle', edits: [['xAck := eMode = E_AhuMode.Reset);', 'xAck := TRUE);']], expect: items('fb-call inputs-changed fbAntifreeze.xAck !') }),
    ahu({ id: 'round19 ahu: antifreeze fed the raw temperature', edits: [['rSupplyTemp := INT_TO_REAL(GVL_AHU.iSupplyTemp) / 10.0,', 'rSupplyTemp := INT_TO_REAL(GVL_AHU.iSupplyTemp),']], expect: items('fb-call inputs-changed fbAntifreeze.rSupplyTemp') }),
    ahu({ id: 'round19 ahu: filter counter renamed', edits: [['    nFilterHours : UDINT;', '    nFilterRunHours : UDINT;'], ['nFilterHours := nFilterHours + 1;', 'nFilterRunHours := nFilterRunHours + 1;']], expect: items('declaration renamed nFilterRunHours') }),
    ahu({
      id: 'round19 ahu: smoke detector taken out of both fans',
      edits: [
        ['GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen', 'GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xFireDamperOpen'],
        ['GVL_AHU.xSupplyFan := tonStartDelay.Q AND GVL_AHU.xSmokeOk AND', 'GVL_AHU.xSupplyFan := tonStartDelay.Q AND'],
      ],
      expect: items('write value-changed GVL_AHU.xExhaustFan !', 'write value-changed GVL_AHU.xSupplyFan !'),
    }),
    ahu({ id: 'round19 ahu: comment reworded', edits: [['// humidifier only with proven airflow', '// steam humidifier: airflow must be proven']], expect: [] }),
    ahu({ id: 'round19 ahu: exhaust fan operands swapped', edits: [['GVL_AHU.xExhaustFan := xStartCmd AND GVL_AHU.xSmokeOk AND GVL_AHU.xFireDamperOpen', 'GVL_AHU.xExhaustFan := GVL_AHU.xSmokeOk AND xStartCmd AND GVL_AHU.xFireDamperOpen']], expect: [] }),
  ]),
  ...from(AHU_ORIGIN, [
    gvl({ id: 'round19 ahu gvl: smoke detector moved', edits: [['xSmokeOk AT %IX2.0 : BOOL;', 'xSmokeOk AT %IX2.5 : BOOL;']], expect: items('declaration address-changed xSmokeOk !') }),
    gvl({ id: 'round19 ahu gvl: fire damper switch moved', edits: [['xFireDamperOpen AT %IX2.1 : BOOL;', 'xFireDamperOpen AT %IX2.6 : BOOL;']], expect: items('declaration address-changed xFireDamperOpen !') }),
    gvl({ id: 'round19 ahu gvl: filter switch moved', edits: [['xFilterDirty AT %IX2.2 : BOOL;', 'xFilterDirty AT %IX2.7 : BOOL;']], expect: items('declaration address-changed xFilterDirty') }),
    gvl({ id: 'round19 ahu gvl: speed output retyped', edits: [['wSupplySpeed AT %QW4 : WORD;', 'wSupplySpeed AT %QW4 : INT;']], expect: items('declaration retyped wSupplySpeed') }),
    // A byte declared over the smoke detector's and the fire damper's bits.
    gvl({ id: 'round19 ahu gvl: diagnostic byte over the safety inputs', edits: [['    iDuctHumidity AT %IW5 : INT;\n', '    iDuctHumidity AT %IW5 : INT;\n    bDiagIn AT %IB2 : BYTE;\n']], expect: items('declaration added bDiagIn !') }),
    gvl({ id: 'round19 ahu gvl: damper test output added', edits: [['    xHumidifier AT %QX2.2 : BOOL;\n', '    xHumidifier AT %QX2.2 : BOOL;\n    xDamperTest AT %QX2.3 : BOOL;\n']], expect: items('declaration added xDamperTest') }),
    gvl({ id: 'round19 ahu gvl: humidity input removed', edits: [['    iDuctHumidity AT %IW5 : INT;\n', '']], expect: items('declaration removed iDuctHumidity') }),
    gvl({ id: 'round19 ahu gvl: smoke comment reworded', edits: [['// smoke detector in the supply duct, fire safety chain (NC, TRUE = no smoke)', '// supply duct smoke detector, part of the fire safety chain (NC: TRUE = no smoke)']], expect: [] }),
  ]),
  ...from(PUMP_ORIGIN, [
    pump({ id: 'round19 pump fc: converter released with the repair switch off', edits: [['AND NOT xMotorProtection AND xRepairSwitch AND NOT xFault;', 'AND NOT xMotorProtection AND NOT xFault;']], expect: items('write value-changed xFC !') }),
    pump({ id: 'round19 pump fc: converter released on a tripped motor protection', edits: [['AND NOT xMotorProtection AND xRepairSwitch AND NOT xFault;', 'AND xRepairSwitch AND NOT xFault;']], expect: items('write value-changed xFC !') }),
    pump({ id: 'round19 pump fc: converter released on a fault', edits: [['AND NOT xMotorProtection AND xRepairSwitch AND NOT xFault;', 'AND NOT xMotorProtection AND xRepairSwitch;']], expect: items('write value-changed xFC !') }),
    pump({ id: 'round19 pump fc: manual bypasses the motor protection', edits: [['AND NOT xMotorProtection AND xRepairSwitch', 'AND (NOT xMotorProtection OR xManual) AND xRepairSwitch']], expect: items('write value-changed xFC !') }),
    // The frost alarm no longer starts the pump: on in fewer cases.
    pump({ id: 'round19 pump fc: frost alarm no longer starts the pump', edits: [['xFC := (xEnablePump OR xFrostAlarmAir) AND', 'xFC := xEnablePump AND']], expect: items('write value-changed xFC') }),
    pump({ id: 'round19 pump fc: release forced', edits: [['xFCRelease := xFC;', 'xFCRelease := TRUE;']], expect: items('write now-constant xFCRelease !') }),
    pump({ id: 'round19 pump fc: release no longer written', edits: [['xFCRelease := xFC;\n', '']], expect: items('write no-longer-written xFCRelease') }),
    pump({ id: 'round19 pump fc: speed not zeroed when off', edits: [['IF NOT xFC THEN\n    rY_Pump := 0.0;\nEND_IF\n', '']], expect: items('condition no-longer-read xFC', 'write no-longer-written rY_Pump') }),
    pump({ id: 'round19 pump fc: maximum speed', edits: [['rMaxSpeed : REAL := 100.0;', 'rMaxSpeed : REAL := 90.0;']], expect: items('constant initial-value-changed rMaxSpeed') }),
    pump({ id: 'round19 pump fc: minimum speed', edits: [['rMinSpeed : REAL := 20.0;', 'rMinSpeed : REAL := 30.0;']], expect: items('constant initial-value-changed rMinSpeed') }),
    pump({ id: 'round19 pump fc: manual speed', edits: [['rManualSpeed : REAL := 50.0;', 'rManualSpeed : REAL := 60.0;']], expect: items('constant initial-value-changed rManualSpeed') }),
    pump({ id: 'round19 pump fc: converter fault delay', edits: [['tonFault(IN := xFCFault AND xFC, PT := T#3S);', 'tonFault(IN := xFCFault AND xFC, PT := T#10S);']], expect: items('constant value-changed tonFault.PT') }),
    // The fault trip trips in more cases without xFC: not flagged.
    pump({ id: 'round19 pump fc: converter fault watched when off too', edits: [['tonFault(IN := xFCFault AND xFC, PT := T#3S);', 'tonFault(IN := xFCFault, PT := T#3S);']], expect: items('fb-call inputs-changed tonFault.IN') }),
    // The fault no longer seals in: a trip (read as NOT xFault) that lost an alternative.
    pump({ id: 'round19 pump fc: fault no longer latched', edits: [['xFault := tonFault.Q OR (xFault AND NOT xEnablePump);', 'xFault := tonFault.Q;']], expect: items('write value-changed xFault !') }),
    pump({ id: 'round19 pump fc: frost speed from the controller', edits: [['    rY_Pump := rMaxSpeed;', '    rY_Pump := rSpeedPump;']], expect: items('write value-changed rY_Pump') }),
    pump({ id: 'round19 pump fc: speed word scaling', edits: [['wY_Pump := REAL_TO_WORD(rY_Pump * 327.67);', 'wY_Pump := REAL_TO_WORD(rY_Pump * 320.0);']], expect: items('constant value-changed wY_Pump') }),
    pump({ id: 'round19 pump fc: speed output fixed', edits: [['wFCSpeed := wY_Pump;', 'wFCSpeed := 16#7FFF;']], expect: items('write now-constant wFCSpeed') }),
    pump({ id: 'round19 pump fc: repair switch moved', edits: [['xRepairSwitch AT %IX5.0 : BOOL;', 'xRepairSwitch AT %IX5.3 : BOOL;']], expect: items('declaration address-changed xRepairSwitch !') }),
    pump({ id: 'round19 pump fc: converter fault input moved', edits: [['xFCFault AT %IX5.1 : BOOL;', 'xFCFault AT %IX5.4 : BOOL;']], expect: items('declaration address-changed xFCFault') }),
    // An input of the POU renamed with every use: one rename (callers must follow).
    pump({ id: 'round19 pump fc: manual input renamed', edits: [['    xManual : BOOL;', '    xHandMode : BOOL;'], ['IF xManual THEN', 'IF xHandMode THEN']], expect: items('declaration renamed xHandMode') }),
    pump({ id: 'round19 pump fc: speed range widened', edits: [['rMinSpeed : REAL := 20.0;', 'rMinSpeed : REAL := 10.0;'], ['rMaxSpeed : REAL := 100.0;', 'rMaxSpeed : REAL := 110.0;']], expect: items('constant initial-value-changed rMinSpeed', 'constant initial-value-changed rMaxSpeed') }),
    pump({ id: 'round19 pump fc: comment reworded', edits: [['// % from the controller', '// speed demand of the controller in %']], expect: [] }),
    pump({ id: 'round19 pump fc: release and speed writes reordered', edits: [['xFCRelease := xFC;\nwFCSpeed := wY_Pump;', 'wFCSpeed := wY_Pump;\nxFCRelease := xFC;']], expect: [] }),
  ]),
  ...from(PUMP_ORIGIN, [
    // Judgement (the method's FB members are not declared in its text): the enable no longer reads the isolator, a
    // safety signal by the comment above it.
    job({ id: 'round19 pump job: enable without the isolator', edits: [['xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;', 'xEnablePump := xDemand OR xFrost;']], expect: items('write value-changed xEnablePump !') }),
    job({ id: 'round19 pump job: enable forced', edits: [['xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;', 'xEnablePump := TRUE;']], expect: items('write now-constant xEnablePump !') }),
    job({
      id: 'round19 pump job: override input bypasses the isolator',
      edits: [
        ['    rDemandSpeed : REAL;\n', '    rDemandSpeed : REAL;\n    xOverride : BOOL;\n'],
        ['xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;', 'xEnablePump := (xDemand OR xFrost) AND (xIsolatorOk OR xOverride);'],
      ],
      expect: items('declaration added xOverride', 'write value-changed xEnablePump !'),
    }),
    // Judgement: frost no longer runs the pump (an alternative lost); the isolator is still read unchanged.
    job({ id: 'round19 pump job: frost no longer enables the pump', edits: [['xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;', 'xEnablePump := xDemand AND xIsolatorOk;']], expect: items('write value-changed xEnablePump') }),
    job({ id: 'round19 pump job: speed doubled', edits: [['rSpeedPump := rDemandSpeed;', 'rSpeedPump := rDemandSpeed * 2.0;']], expect: items('write value-changed rSpeedPump') }),
    job({ id: 'round19 pump job: frost alarm never passed', edits: [['xFrostAlarmAir := xFrost;', 'xFrostAlarmAir := FALSE;']], expect: items('write now-constant xFrostAlarmAir') }),
    job({ id: 'round19 pump job: result ignores the fault', edits: [['Job := xEnablePump AND NOT xFault;', 'Job := xEnablePump;']], expect: items('write value-changed Job') }),
    job({
      id: 'round19 pump job: isolator input renamed',
      edits: [
        ['    xIsolatorOk : BOOL;', '    xIsolatorReleased : BOOL;'],
        ['xEnablePump := (xDemand OR xFrost) AND xIsolatorOk;', 'xEnablePump := (xDemand OR xFrost) AND xIsolatorReleased;'],
      ],
      expect: items('declaration renamed xIsolatorReleased !'),
    }),
    job({ id: 'round19 pump job: comment reworded', edits: [['// frost protection runs the pump whatever the demand', '// frost: pump on regardless of demand']], expect: [] }),
  ]),
];
