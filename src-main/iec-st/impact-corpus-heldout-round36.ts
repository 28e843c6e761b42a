// The thirty-sixth independent held-out part of the accuracy corpus (round 36). Written on 7 December 2026 by the case
// writer "round36", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`):
// SamTruss/Multi-PLC-Water-Treatment-Testbed (three OpenPLC programs of a water works: `plc1_intake.st`, an intake pump
// held by a level hysteresis and an emergency-stop word, low-source and high-flow alarms, runtime totals;
// `plc2_treatment.st`, chlorine, acid and base dosers from setpoints with a mixer and contamination and pH alarms;
// `plc3_distribution.st`, two booster pumps, a relief limit, first-scan seeding of located words, a tick divider and
// overpressure and supply-failure alarms), david-m-nicol/pyST (`plc.st`, an OpenPLC elevator: a CASE over a logic
// state with floor requests in an array of located inputs, door open and close commands, move commands and a count-down
// before the door closes) and snackmasta/PARKING (`plc.st`, a vertical car park: an emergency stop latching a fault
// that switches every actuator off, lift up/down to a slot level, entry door and in/out conveyors). The objects are
// ours, written after reading those files for their forms; no public code is copied. Forms: OpenPLC programs with
// `name AT %IX…/%QX…/%IW…/%QW…/%MW… : TYPE` in separate VAR blocks, comments above declarations, hysteresis by IF/ELSIF,
// outputs as boolean expressions, a first-scan IF seeding words, a tick divider around the whole process step, a
// latched trip reset by an acknowledge, TON/TOF supervision timers, a CASE state machine over an INT with FOR loops
// and EXIT, an array of located inputs, a CODESYS function block with `AT %I*`/`AT %Q*` and a fault latch, and agents'
// edits that change several statements at once (a declaration and its use, a bypass added, two limits moved). Each
// expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the
// conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored.
// An expectation may be corrected only for an error of the writer's, with the reason written beside it, never to
// match the output. Where the docs are silent the case says "Judgement:".
//
// 130 cases in this file and impact-corpus-heldout-round36-b.ts, 187 expected items (130 safety) after the corrections.
//
// First score (by its writer, after committing the cases in 3af2f3b, the analysis at main c3e536b, merged as 6d39e50):
// 130 cases, 184 expected items (121 safety), 187 reported, precision 0.898, recall 0.913, safety items flagged 116/121.
// After the writer's four corrections (each reason beside its case; none made to match the output): 130 cases, 187
// expected items (125 safety), 187 reported, precision 0.930, recall 0.930, safety items flagged 120/125.
// Then opened and fixed against (docs/impact-accuracy.md, "Fixed against round 36"): seven of its expectations were
// corrected to docs/safety.md, IEC 61131-3 and training's judgements (nine items; each reason beside its case, none made
// to match the output; with those corrections alone, at f275709: 0.979 / 0.979, 127 of 130 safety items), and after
// the rules against it 1.000 / 1.000, 130 of 130.
import { items } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The intake station: a level hysteresis, an emergency-stop chain, a dry-run trip, alarms and totals. */
const INTAKE = [
  {
    name: 'pous/programs/Intake.st',
    text: `PROGRAM Intake
  VAR
    SourceLevel AT %IW0 : INT;
    IntakeFlow AT %IW1 : INT;
    (* emergency stop chain of the intake pump house, healthy = TRUE *)
    EStopHealthy AT %IX0.0 : BOOL;
    (* motor protection switch of the intake pump, closed = healthy *)
    PumpMpcbOk AT %IX0.1 : BOOL;
    FlowSwitch AT %IX0.2 : BOOL;
    AckButton AT %IX0.3 : BOOL;
    AutoMode AT %IX0.4 : BOOL;
  END_VAR
  VAR
    IntakePump AT %QX0.0 : BOOL;
    IntakeValve AT %QX0.1 : BOOL;
    LowSourceAlarm AT %QX0.2 : BOOL;
    HighFlowAlarm AT %QX0.3 : BOOL;
    DryRunLamp AT %QX0.4 : BOOL;
    PumpSpeed AT %QW0 : INT;
  END_VAR
  VAR
    PumpRuntime AT %MW0 : INT;
    TotalIntake AT %MW2 : INT;
    LevelOnSp AT %MW3 : INT;
  END_VAR
  VAR
    PumpDemand : BOOL;
    DryRunTrip : BOOL;
    DryRunTimer : TON;
    ValveDelay : TOF;
    LevelOffSp : INT := 30;
    SpeedSp : INT := 24000;
  END_VAR

  IF SourceLevel < LevelOffSp THEN
    PumpDemand := FALSE;
  ELSIF SourceLevel > LevelOnSp THEN
    PumpDemand := TRUE;
  END_IF;

  DryRunTimer(IN := IntakePump AND NOT FlowSwitch, PT := T#8s);
  IF DryRunTimer.Q THEN
    DryRunTrip := TRUE;
  END_IF;
  IF AckButton AND FlowSwitch THEN
    DryRunTrip := FALSE;
  END_IF;

  IntakePump := PumpDemand AND AutoMode AND EStopHealthy AND PumpMpcbOk AND NOT DryRunTrip;
  ValveDelay(IN := IntakePump, PT := T#5s);
  IntakeValve := ValveDelay.Q;

  IF IntakePump THEN
    PumpSpeed := SpeedSp;
  ELSE
    PumpSpeed := 0;
  END_IF;

  LowSourceAlarm := SourceLevel < 20;
  HighFlowAlarm := IntakeFlow > 90;
  DryRunLamp := DryRunTrip;

  IF IntakePump THEN
    PumpRuntime := PumpRuntime + 1;
    TotalIntake := TotalIntake + IntakeFlow;
  END_IF;
END_PROGRAM
`,
  },
];

/** The treatment station: dosers behind a dilution-flow permissive, a chlorine overdose interlock, pH alarms. */
const TREATMENT = [
  {
    name: 'pous/programs/Treatment.st',
    text: `PROGRAM Treatment
  VAR
    ChlorineLevel AT %IW10 : INT;
    PhLevel AT %IW11 : INT;
    TankLevel AT %IW12 : INT;
    (* dilution water flow proven, no dosing without it *)
    DilutionFlow AT %IX1.0 : BOOL;
    (* chlorine gas detector in the dosing room: TRUE = gas detected *)
    GasDetector AT %IX1.1 : BOOL;
    MixerRunning AT %IX1.2 : BOOL;
    ResetPb AT %IX1.3 : BOOL;
  END_VAR
  VAR
    ChlorineDoser AT %QX1.0 : BOOL;
    AcidDoser AT %QX1.1 : BOOL;
    BaseDoser AT %QX1.2 : BOOL;
    Mixer AT %QX1.3 : BOOL;
    ContaminationAlarm AT %QX1.4 : BOOL;
    PhAlarm AT %QX1.5 : BOOL;
    RoomFan AT %QX1.6 : BOOL;
    DoserStroke AT %QW10 : INT;
  END_VAR
  VAR
    ChlorineSetpoint AT %MW10 : INT;
    PhSetpointLow AT %MW11 : INT;
    PhSetpointHigh AT %MW12 : INT;
    DosingCycles AT %MW13 : INT;
  END_VAR
  VAR
    DosePermit : BOOL;
    OverdoseInterlock : BOOL;
    GasTimer : TON;
    MixerProof : TON;
    ChlorineMax : INT := 40;
    StrokePct : INT := 60;
  END_VAR

  MixerProof(IN := Mixer AND NOT MixerRunning, PT := T#10s);
  GasTimer(IN := GasDetector, PT := T#2s);

  IF ChlorineLevel > ChlorineMax OR GasTimer.Q THEN
    OverdoseInterlock := TRUE;
  ELSIF ResetPb AND NOT GasDetector THEN
    OverdoseInterlock := FALSE;
  END_IF;

  DosePermit := DilutionFlow AND TankLevel > 15 AND NOT MixerProof.Q;

  ChlorineDoser := DosePermit AND NOT OverdoseInterlock AND ChlorineLevel < ChlorineSetpoint;
  AcidDoser := DosePermit AND PhLevel > PhSetpointHigh;
  BaseDoser := DosePermit AND PhLevel < PhSetpointLow;
  Mixer := ChlorineDoser OR AcidDoser OR BaseDoser;
  RoomFan := GasDetector OR OverdoseInterlock;

  IF ChlorineDoser THEN
    DoserStroke := StrokePct * 100;
  ELSE
    DoserStroke := 0;
  END_IF;

  ContaminationAlarm := ChlorineLevel < 10;
  PhAlarm := (PhLevel < 60) OR (PhLevel > 80);

  IF Mixer THEN
    DosingCycles := DosingCycles + 1;
  END_IF;
END_PROGRAM
`,
  },
];

/** The distribution station: booster pumps behind a latched overpressure trip, a relief valve, first-scan seeding. */
const DISTRIBUTION = [
  {
    name: 'pous/programs/Distribution.st',
    text: `PROGRAM Distribution
  VAR
    Pressure AT %IW20 : INT;
    (* safety pressure switch PSHH on the header, opens at 9.5 bar: TRUE = healthy *)
    PshhHealthy AT %IX2.0 : BOOL;
    Booster1Avail AT %IX2.1 : BOOL;
    Booster2Avail AT %IX2.2 : BOOL;
    TripReset AT %IX2.3 : BOOL;
  END_VAR
  VAR
    Booster1Cmd AT %QX2.0 : BOOL;
    Booster2Cmd AT %QX2.1 : BOOL;
    SafetyRelief AT %QX2.2 : BOOL;
    OverpressureAlarm AT %QX2.3 : BOOL;
    SupplyFailAlarm AT %QX2.4 : BOOL;
  END_VAR
  VAR
    PressureMax AT %MW20 : INT;
    Booster1Status AT %MW21 : INT;
    Booster2Status AT %MW22 : INT;
  END_VAR
  VAR
    FirstScan : BOOL := TRUE;
    HeaderTrip : BOOL;
    LeadLag : BOOL;
    Tick : INT := 0;
    TripLimit : INT := 900;
    LagStart : TON;
  END_VAR

  IF FirstScan THEN
    PressureMax := 800;
    Booster1Status := 1;
    Booster2Status := 1;
    FirstScan := FALSE;
  END_IF;

  IF Pressure > TripLimit OR NOT PshhHealthy THEN
    HeaderTrip := TRUE;
  END_IF;
  IF TripReset AND Pressure < PressureMax THEN
    HeaderTrip := FALSE;
  END_IF;

  Tick := Tick + 1;
  IF Tick >= 20 THEN
    Tick := 0;
    LeadLag := NOT LeadLag;
  END_IF;

  LagStart(IN := Pressure < 500, PT := T#15s);
  Booster1Cmd := Booster1Avail AND NOT HeaderTrip AND (LeadLag OR LagStart.Q);
  Booster2Cmd := Booster2Avail AND NOT HeaderTrip AND (NOT LeadLag OR LagStart.Q);

  SafetyRelief := Pressure > PressureMax OR HeaderTrip;
  OverpressureAlarm := HeaderTrip;

  IF Pressure < 100 THEN
    SupplyFailAlarm := TRUE;
  ELSE
    SupplyFailAlarm := FALSE;
  END_IF;

  IF Booster1Cmd THEN Booster1Status := 1; ELSE Booster1Status := 0; END_IF;
  IF Booster2Cmd THEN Booster2Status := 1; ELSE Booster2Status := 0; END_IF;
END_PROGRAM
`,
  },
];

const INTAKE_ORIGIN = 'SamTruss/Multi-PLC-Water-Treatment-Testbed plc1_intake.st';
const TREATMENT_ORIGIN = 'SamTruss/Multi-PLC-Water-Treatment-Testbed plc2_treatment.st';
const DISTRIBUTION_ORIGIN = 'SamTruss/Multi-PLC-Water-Treatment-Testbed plc3_distribution.st';

const intake = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: INTAKE } });
const treat = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TREATMENT } });
const dist = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DISTRIBUTION } });

export const HELDOUT_ROUND36: CorpusCase[] = [
  ...from(INTAKE_ORIGIN, [
    // The e-stop chain left out of the pump's permissive chain: an interlock removed from a physical output.
    intake({ id: 'round36 intake: pump runs with the e-stop open', edits: [['AutoMode AND EStopHealthy AND PumpMpcbOk', 'AutoMode AND PumpMpcbOk']], expect: items('write value-changed IntakePump !') }),
    // The motor protection switch is known as a permissive only by the chain it sits in (no safety word): a
    // conjunct dropped from a physical output's switch-on is an interlock removed.
    intake({ id: 'round36 intake: pump runs with its motor protection tripped', edits: [['AutoMode AND EStopHealthy AND PumpMpcbOk', 'AutoMode AND EStopHealthy']], expect: items('write value-changed IntakePump !') }),
    intake({ id: 'round36 intake: pump forced on', edits: [['IntakePump := PumpDemand AND AutoMode AND EStopHealthy AND PumpMpcbOk AND NOT DryRunTrip;', 'IntakePump := TRUE;']], expect: items('write now-constant IntakePump !') }),
    intake({ id: 'round36 intake: pump runs through a dry-run trip', edits: [['PumpMpcbOk AND NOT DryRunTrip;', 'PumpMpcbOk;']], expect: items('write value-changed IntakePump !') }),
    // A manual alternative added to the pump's demand: the output runs in more cases, beside the e-stop it keeps.
    intake({ id: 'round36 intake: pump also runs outside auto', edits: [['IntakePump := PumpDemand AND AutoMode AND', 'IntakePump := PumpDemand AND (AutoMode OR AckButton) AND']], expect: items('write value-changed IntakePump !') }),
    // A stricter value: the pump also needs the flow switch (starts blocked until flow, a process error, not a removal).
    intake({ id: 'round36 intake: pump also needs flow', edits: [['PumpMpcbOk AND NOT DryRunTrip;', 'PumpMpcbOk AND FlowSwitch AND NOT DryRunTrip;']], expect: items('write value-changed IntakePump') }),
    // Judgement: the dry-run trip is a process protection of the pump, named for no safety signal; its preset and its
    // input are reported unflagged (the docs flag a limit in a safety signal's own trip latch).
    intake({ id: 'round36 intake: dry-run trip time lengthened', edits: [['PT := T#8s);', 'PT := T#30s);']], expect: items('constant value-changed DryRunTimer.PT') }),
    intake({ id: 'round36 intake: dry-run timer watches the valve', edits: [['DryRunTimer(IN := IntakePump AND NOT FlowSwitch,', 'DryRunTimer(IN := IntakeValve AND NOT FlowSwitch,']], expect: items('fb-call inputs-changed DryRunTimer.IN') }),
    // The trip's only set removed: the dry-run protection never stops the pump (a trip latch of a driver).
    // A removed trip set's condition keeps its own safety (DryRunTimer watches no safety signal); the latch is a trip of
    // the pump (read as NOT DryRunTrip in its value), so its set removed is an interlock removed.
    intake({ id: 'round36 intake: dry run never trips', edits: [['  IF DryRunTimer.Q THEN\n    DryRunTrip := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read DryRunTimer.Q', 'write no-longer-written DryRunTrip !') }),
    // The reset no longer waits for flow to come back: the trip can be reset while the pump would run dry again.
    intake({ id: 'round36 intake: dry-run reset without flow', edits: [['IF AckButton AND FlowSwitch THEN', 'IF AckButton THEN']], expect: items('condition no-longer-read FlowSwitch !', 'write condition-changed DryRunTrip !') }),
    intake({ id: 'round36 intake: dry-run timer no longer called', edits: [['  DryRunTimer(IN := IntakePump AND NOT FlowSwitch, PT := T#8s);\n', '']], expect: items('fb-call no-longer-called DryRunTimer !') }),
    intake({ id: 'round36 intake: pump stops at a lower level', edits: [['LevelOffSp : INT := 30;', 'LevelOffSp : INT := 10;']], expect: items('constant initial-value-changed LevelOffSp') }),
    // The ELSIF's switch-on is reached only where the first condition is false: both writes change their condition.
    intake({ id: 'round36 intake: stop level hard-coded', edits: [['IF SourceLevel < LevelOffSp THEN', 'IF SourceLevel < 25 THEN']], expect: items('condition no-longer-read LevelOffSp', 'write condition-changed PumpDemand', 'write condition-changed PumpDemand') }),
    // Corrected after scoring (writer's error): SourceLevel was read in the removed condition, which the writer counts
    // for every signal elsewhere ('distribution: trip never set'); and the switch-on of PumpDemand, a driver of the pump,
    // lost a conjunct, an interlock removed as this round expects for LogicState and DosePermit.
    intake({ id: 'round36 intake: demand never dropped', edits: [['  IF SourceLevel < LevelOffSp THEN\n    PumpDemand := FALSE;\n  ELSIF', '  IF']], expect: items('condition no-longer-read SourceLevel', 'condition no-longer-read LevelOffSp', 'write no-longer-written PumpDemand', 'write condition-changed PumpDemand !') }),
    intake({ id: 'round36 intake: low source alarm limit', edits: [['LowSourceAlarm := SourceLevel < 20;', 'LowSourceAlarm := SourceLevel < 15;']], expect: items('constant value-changed LowSourceAlarm') }),
    intake({ id: 'round36 intake: high flow alarm never raised', edits: [['HighFlowAlarm := IntakeFlow > 90;', 'HighFlowAlarm := FALSE;']], expect: items('write now-constant HighFlowAlarm') }),
    intake({ id: 'round36 intake: pump speed raised', edits: [['SpeedSp : INT := 24000;', 'SpeedSp : INT := 27648;']], expect: items('constant initial-value-changed SpeedSp') }),
    // The only switch-off of a physical output (the speed word %QW0) removed: it holds its last value.
    intake({ id: 'round36 intake: speed kept when the pump stops', edits: [['  ELSE\n    PumpSpeed := 0;\n', '']], expect: items('write no-longer-written PumpSpeed !') }),
    intake({ id: 'round36 intake: valve closes sooner', edits: [['ValveDelay(IN := IntakePump, PT := T#5s);', 'ValveDelay(IN := IntakePump, PT := T#2s);']], expect: items('constant value-changed ValveDelay.PT') }),
    intake({ id: 'round36 intake: valve without the run-on', edits: [['IntakeValve := ValveDelay.Q;', 'IntakeValve := IntakePump;']], expect: items('write value-changed IntakeValve') }),
    intake({ id: 'round36 intake: dry-run lamp moved', edits: [['DryRunLamp AT %QX0.4 : BOOL;', 'DryRunLamp AT %QX0.5 : BOOL;']], expect: items('declaration address-changed DryRunLamp') }),
    // The e-stop input moved to another terminal: the chain is read from a contact nobody wired.
    intake({ id: 'round36 intake: e-stop input moved', edits: [['EStopHealthy AT %IX0.0 : BOOL;', 'EStopHealthy AT %IX0.7 : BOOL;']], expect: items('declaration address-changed EStopHealthy !') }),
    intake({ id: 'round36 intake: runtime counted in double steps', edits: [['PumpRuntime := PumpRuntime + 1;', 'PumpRuntime := PumpRuntime + 2;']], expect: items('constant value-changed PumpRuntime') }),
    intake({ id: 'round36 intake: e-stop comment reworded', edits: [['(* emergency stop chain of the intake pump house, healthy = TRUE *)', '(* emergency stop loop, pump house: TRUE when healthy *)']], expect: [] }),
    intake({ id: 'round36 intake: alarms reordered', edits: [['  LowSourceAlarm := SourceLevel < 20;\n  HighFlowAlarm := IntakeFlow > 90;\n', '  HighFlowAlarm := IntakeFlow > 90;\n  LowSourceAlarm := SourceLevel < 20;\n']], expect: [] }),
    intake({ id: 'round36 intake: permissive operands swapped', edits: [['AutoMode AND EStopHealthy AND PumpMpcbOk', 'AutoMode AND PumpMpcbOk AND EStopHealthy']], expect: [] }),
    intake({
      id: 'round36 intake: e-stop input renamed',
      edits: [
        ['    EStopHealthy AT %IX0.0 : BOOL;', '    PumpHouseChainOk AT %IX0.0 : BOOL;'],
        ['AutoMode AND EStopHealthy AND PumpMpcbOk', 'AutoMode AND PumpHouseChainOk AND PumpMpcbOk'],
      ],
      expect: items('declaration renamed PumpHouseChainOk !'),
    }),
    // An agent adds a maintenance bypass input that overrides the e-stop in the chain.
    intake({
      id: 'round36 intake: maintenance bypass of the e-stop',
      edits: [
        ['    AutoMode AT %IX0.4 : BOOL;\n', '    AutoMode AT %IX0.4 : BOOL;\n    MaintBypass AT %IX0.5 : BOOL;\n'],
        ['AutoMode AND EStopHealthy AND PumpMpcbOk', 'AutoMode AND (EStopHealthy OR MaintBypass) AND PumpMpcbOk'],
      ],
      expect: items('declaration added MaintBypass', 'write value-changed IntakePump !'),
    }),
    // Two limits moved at once: the pump stops later and starts sooner.
    intake({
      id: 'round36 intake: hysteresis narrowed',
      edits: [
        ['LevelOffSp : INT := 30;', 'LevelOffSp : INT := 40;'],
        ['LowSourceAlarm := SourceLevel < 20;', 'LowSourceAlarm := SourceLevel < 35;'],
      ],
      expect: items('constant initial-value-changed LevelOffSp', 'constant value-changed LowSourceAlarm'),
    }),
  ]),
  ...from(TREATMENT_ORIGIN, [
    // The dilution flow left out of the dosing permit: every doser may now run into a dry line.
    treat({ id: 'round36 treatment: dosing without dilution flow', edits: [['DosePermit := DilutionFlow AND TankLevel > 15 AND NOT MixerProof.Q;', 'DosePermit := TankLevel > 15 AND NOT MixerProof.Q;']], expect: items('write value-changed DosePermit !') }),
    treat({ id: 'round36 treatment: dosing permit forced', edits: [['DosePermit := DilutionFlow AND TankLevel > 15 AND NOT MixerProof.Q;', 'DosePermit := TRUE;']], expect: items('write now-constant DosePermit !') }),
    treat({ id: 'round36 treatment: chlorine doses through the overdose interlock', edits: [['ChlorineDoser := DosePermit AND NOT OverdoseInterlock AND', 'ChlorineDoser := DosePermit AND']], expect: items('write value-changed ChlorineDoser !') }),
    treat({ id: 'round36 treatment: chlorine doser forced on', edits: [['ChlorineDoser := DosePermit AND NOT OverdoseInterlock AND ChlorineLevel < ChlorineSetpoint;', 'ChlorineDoser := TRUE;']], expect: items('write now-constant ChlorineDoser !') }),
    treat({ id: 'round36 treatment: acid doser without the permit', edits: [['AcidDoser := DosePermit AND PhLevel > PhSetpointHigh;', 'AcidDoser := PhLevel > PhSetpointHigh;']], expect: items('write value-changed AcidDoser !') }),
    treat({ id: 'round36 treatment: base doser without the permit', edits: [['BaseDoser := DosePermit AND PhLevel < PhSetpointLow;', 'BaseDoser := PhLevel < PhSetpointLow;']], expect: items('write value-changed BaseDoser !') }),
    // The overdose limit is in the set of the interlock latch that holds the chlorine doser off.
    treat({ id: 'round36 treatment: overdose limit raised', edits: [['ChlorineMax : INT := 40;', 'ChlorineMax : INT := 55;']], expect: items('constant initial-value-changed ChlorineMax !') }),
    // Judgement: GasTimer.Q is a whole alternative of the set of OverdoseInterlock (a safety signal by its name): the
    // timer feeds it, so its condition item is flagged too.
    treat({ id: 'round36 treatment: gas no longer sets the interlock', edits: [['IF ChlorineLevel > ChlorineMax OR GasTimer.Q THEN', 'IF ChlorineLevel > ChlorineMax THEN']], expect: items('condition no-longer-read GasTimer.Q !', 'write condition-changed OverdoseInterlock !', 'write condition-changed OverdoseInterlock !') }), // corrected after scoring (writer's error): the ELSIF's reset is reached only where the set's condition is false, so it changes condition too, as 'intake: stop level hard-coded' expects
    treat({ id: 'round36 treatment: gas confirmation time lengthened', edits: [['GasTimer(IN := GasDetector, PT := T#2s);', 'GasTimer(IN := GasDetector, PT := T#20s);']], expect: items('constant value-changed GasTimer.PT !') }),
    treat({ id: 'round36 treatment: interlock reset with gas present', edits: [['ELSIF ResetPb AND NOT GasDetector THEN', 'ELSIF ResetPb THEN']], expect: items('condition no-longer-read GasDetector !', 'write condition-changed OverdoseInterlock !') }),
    treat({ id: 'round36 treatment: interlock never latched', edits: [['    OverdoseInterlock := TRUE;\n', '']], expect: items('write no-longer-written OverdoseInterlock !') }),
    treat({ id: 'round36 treatment: room fan only on gas', edits: [['RoomFan := GasDetector OR OverdoseInterlock;', 'RoomFan := GasDetector;']], expect: items('write value-changed RoomFan !') }),
    treat({ id: 'round36 treatment: room fan never runs', edits: [['RoomFan := GasDetector OR OverdoseInterlock;', 'RoomFan := FALSE;']], expect: items('write now-constant RoomFan !') }),
    treat({ id: 'round36 treatment: mixer proof time', edits: [['MixerProof(IN := Mixer AND NOT MixerRunning, PT := T#10s);', 'MixerProof(IN := Mixer AND NOT MixerRunning, PT := T#20s);']], expect: items('constant value-changed MixerProof.PT') }),
    treat({ id: 'round36 treatment: tank level limit for dosing', edits: [['DilutionFlow AND TankLevel > 15 AND', 'DilutionFlow AND TankLevel > 5 AND']], expect: items('constant value-changed DosePermit') }),
    treat({ id: 'round36 treatment: mixer also runs alone', edits: [['Mixer := ChlorineDoser OR AcidDoser OR BaseDoser;', 'Mixer := ChlorineDoser OR AcidDoser OR BaseDoser OR ResetPb;']], expect: items('write value-changed Mixer !') }),
    treat({ id: 'round36 treatment: stroke percentage', edits: [['StrokePct : INT := 60;', 'StrokePct : INT := 80;']], expect: items('constant initial-value-changed StrokePct') }),
    treat({ id: 'round36 treatment: stroke scaled differently', edits: [['DoserStroke := StrokePct * 100;', 'DoserStroke := StrokePct * 200;']], expect: items('constant value-changed DoserStroke') }),
    treat({ id: 'round36 treatment: contamination alarm limit', edits: [['ContaminationAlarm := ChlorineLevel < 10;', 'ContaminationAlarm := ChlorineLevel < 5;']], expect: items('constant value-changed ContaminationAlarm') }),
    treat({ id: 'round36 treatment: pH alarm band widened', edits: [['PhAlarm := (PhLevel < 60) OR (PhLevel > 80);', 'PhAlarm := (PhLevel < 55) OR (PhLevel > 85);']], expect: items('constant value-changed PhAlarm', 'constant value-changed PhAlarm') }), // corrected after scoring (writer's error): two limits change value, one item each, as training's 'sorter: lanes swapped' expects
    treat({ id: 'round36 treatment: no dosing cycle count', edits: [['  IF Mixer THEN\n    DosingCycles := DosingCycles + 1;\n  END_IF;\n', '']], expect: items('condition no-longer-read Mixer', 'write no-longer-written DosingCycles') }),
    // Judgement: the gas detector feeds the interlock (through GasTimer) and its reset; moved, it is flagged.
    treat({ id: 'round36 treatment: gas detector moved', edits: [['GasDetector AT %IX1.1 : BOOL;', 'GasDetector AT %IX1.6 : BOOL;']], expect: items('declaration address-changed GasDetector !') }),
    treat({ id: 'round36 treatment: dosing permit comment reworded', edits: [['(* dilution water flow proven, no dosing without it *)', '(* dilution water flowing: dosing permitted *)']], expect: [] }),
    treat({ id: 'round36 treatment: doser lines reordered', edits: [['  AcidDoser := DosePermit AND PhLevel > PhSetpointHigh;\n  BaseDoser := DosePermit AND PhLevel < PhSetpointLow;\n', '  BaseDoser := DosePermit AND PhLevel < PhSetpointLow;\n  AcidDoser := DosePermit AND PhLevel > PhSetpointHigh;\n']], expect: [] }),
    treat({
      id: 'round36 treatment: interlock renamed',
      edits: [
        ['    OverdoseInterlock : BOOL;', '    OverdoseLock : BOOL;'],
        ['    OverdoseInterlock := TRUE;', '    OverdoseLock := TRUE;'],
        ['    OverdoseInterlock := FALSE;', '    OverdoseLock := FALSE;'],
        ['AND NOT OverdoseInterlock AND', 'AND NOT OverdoseLock AND'],
        ['RoomFan := GasDetector OR OverdoseInterlock;', 'RoomFan := GasDetector OR OverdoseLock;'],
      ],
      expect: items('declaration renamed OverdoseLock !'),
    }),
    // An agent adds a commissioning bypass that lets chlorine dose through the interlock.
    treat({
      id: 'round36 treatment: commissioning bypass of the interlock',
      edits: [
        ['    DosePermit : BOOL;\n', '    DosePermit : BOOL;\n    CommissionMode : BOOL;\n'],
        ['ChlorineDoser := DosePermit AND NOT OverdoseInterlock AND', 'ChlorineDoser := DosePermit AND (NOT OverdoseInterlock OR CommissionMode) AND'],
      ],
      expect: items('declaration added CommissionMode', 'write value-changed ChlorineDoser !'),
    }),
    treat({
      id: 'round36 treatment: pH setpoints not used by the dosers',
      edits: [
        ['AcidDoser := DosePermit AND PhLevel > PhSetpointHigh;', 'AcidDoser := DosePermit AND PhLevel > 78;'],
        ['BaseDoser := DosePermit AND PhLevel < PhSetpointLow;', 'BaseDoser := DosePermit AND PhLevel < 62;'],
      ],
      expect: items('write value-changed AcidDoser', 'write value-changed BaseDoser'),
    }),
  ]),
  ...from(DISTRIBUTION_ORIGIN, [
    dist({ id: 'round36 distribution: trip limit raised', edits: [['TripLimit : INT := 900;', 'TripLimit : INT := 1000;']], expect: items('constant initial-value-changed TripLimit !') }),
    dist({ id: 'round36 distribution: trip ignores the pressure switch', edits: [['IF Pressure > TripLimit OR NOT PshhHealthy THEN', 'IF Pressure > TripLimit THEN']], expect: items('condition no-longer-read PshhHealthy !', 'write condition-changed HeaderTrip !') }),
    // Corrected by the fixer against it (training's convention): the signals read beside a safety signal in a removed
    // trip set are flagged with it, as training's 'round12 batching: hold never set' (ScaleFault beside NOT
    // EStopHealthy) and 'round15 tank fill: overfill never latched' (LevelPct beside the overfill switch) expect.
    dist({ id: 'round36 distribution: trip never set', edits: [['  IF Pressure > TripLimit OR NOT PshhHealthy THEN\n    HeaderTrip := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read Pressure !', 'condition no-longer-read TripLimit !', 'condition no-longer-read PshhHealthy !', 'write no-longer-written HeaderTrip !') }),
    dist({ id: 'round36 distribution: trip reset at any pressure', edits: [['IF TripReset AND Pressure < PressureMax THEN', 'IF TripReset THEN']], expect: items('condition no-longer-read Pressure !', 'condition no-longer-read PressureMax !', 'write condition-changed HeaderTrip !') }),
    dist({ id: 'round36 distribution: booster 1 runs through the trip', edits: [['Booster1Cmd := Booster1Avail AND NOT HeaderTrip AND', 'Booster1Cmd := Booster1Avail AND']], expect: items('write value-changed Booster1Cmd !') }),
    dist({ id: 'round36 distribution: booster 2 runs through the trip', edits: [['Booster2Cmd := Booster2Avail AND NOT HeaderTrip AND', 'Booster2Cmd := Booster2Avail AND']], expect: items('write value-changed Booster2Cmd !') }),
    dist({ id: 'round36 distribution: booster 1 forced on', edits: [['Booster1Cmd := Booster1Avail AND NOT HeaderTrip AND (LeadLag OR LagStart.Q);', 'Booster1Cmd := TRUE;']], expect: items('write now-constant Booster1Cmd !') }),
    dist({ id: 'round36 distribution: booster 2 without its availability', edits: [['Booster2Cmd := Booster2Avail AND NOT HeaderTrip AND', 'Booster2Cmd := NOT HeaderTrip AND']], expect: items('write value-changed Booster2Cmd !') }),
    dist({ id: 'round36 distribution: safety relief no longer opens on the trip', edits: [['SafetyRelief := Pressure > PressureMax OR HeaderTrip;', 'SafetyRelief := Pressure > PressureMax;']], expect: items('write value-changed SafetyRelief !') }),
    dist({ id: 'round36 distribution: safety relief held shut', edits: [['SafetyRelief := Pressure > PressureMax OR HeaderTrip;', 'SafetyRelief := FALSE;']], expect: items('write now-constant SafetyRelief !') }),
    // The relief setpoint is also the limit of the trip's reset, a latch the safety relief follows.
    dist({ id: 'round36 distribution: relief setpoint seeded higher', edits: [['    PressureMax := 800;', '    PressureMax := 950;']], expect: items('constant value-changed PressureMax !') }),
    dist({ id: 'round36 distribution: lag pump starts at a lower pressure', edits: [['LagStart(IN := Pressure < 500, PT := T#15s);', 'LagStart(IN := Pressure < 400, PT := T#15s);']], expect: items('constant value-changed LagStart.IN') }),
    dist({ id: 'round36 distribution: lag pump start delay', edits: [['LagStart(IN := Pressure < 500, PT := T#15s);', 'LagStart(IN := Pressure < 500, PT := T#30s);']], expect: items('constant value-changed LagStart.PT') }),
    dist({ id: 'round36 distribution: lead changes less often', edits: [['IF Tick >= 20 THEN', 'IF Tick >= 200 THEN']], expect: items('constant value-changed Tick') }),
    dist({ id: 'round36 distribution: lead never changes', edits: [['    LeadLag := NOT LeadLag;\n', '']], expect: items('write no-longer-written LeadLag') }),
    dist({ id: 'round36 distribution: supply failure limit', edits: [['IF Pressure < 100 THEN', 'IF Pressure < 150 THEN']], expect: items('constant value-changed Pressure') }),
    dist({ id: 'round36 distribution: supply failure never raised', edits: [['    SupplyFailAlarm := TRUE;\n', '    SupplyFailAlarm := FALSE;\n']], expect: items('constant value-changed SupplyFailAlarm') }),
    dist({ id: 'round36 distribution: overpressure alarm from the pressure only', edits: [['OverpressureAlarm := HeaderTrip;', 'OverpressureAlarm := Pressure > TripLimit;']], expect: items('write value-changed OverpressureAlarm') }),
    dist({ id: 'round36 distribution: status mirror of booster 2 dropped', edits: [['  IF Booster2Cmd THEN Booster2Status := 1; ELSE Booster2Status := 0; END_IF;\n', '']], expect: items('condition no-longer-read Booster2Cmd', 'write no-longer-written Booster2Status', 'write no-longer-written Booster2Status') }),
    dist({ id: 'round36 distribution: first scan no longer seeds the status words', edits: [['    Booster1Status := 1;\n    Booster2Status := 1;\n', '']], expect: items('write no-longer-written Booster1Status', 'write no-longer-written Booster2Status') }),
    // Corrected by the fixer against it (IEC 61131-3 and training): INT → DINT keeps 900 and every INT value, so
    // `Pressure > TripLimit` trips at the same pressure; docs/safety.md flags a limit changed in a trip's set, and
    // training reports a retyped variable compared with limits unflagged unless its own name, comment or type is
    // safety-relevant ('round23 tank: level input retyped', 'round27 oven: temperature as LREAL').
    dist({ id: 'round36 distribution: trip limit retyped', edits: [['TripLimit : INT := 900;', 'TripLimit : DINT := 900;']], expect: items('declaration retyped TripLimit') }),
    dist({ id: 'round36 distribution: safety relief moved', edits: [['SafetyRelief AT %QX2.2 : BOOL;', 'SafetyRelief AT %QX2.5 : BOOL;']], expect: items('declaration address-changed SafetyRelief !') }),
    dist({ id: 'round36 distribution: pressure switch comment reworded', edits: [['(* safety pressure switch PSHH on the header, opens at 9.5 bar: TRUE = healthy *)', '(* safety pressure switch PSHH, header, NC contact opening at 9.5 bar *)']], expect: [] }),
    dist({ id: 'round36 distribution: whitespace in the lag timer', edits: [['LagStart(IN := Pressure < 500, PT := T#15s);', 'LagStart(IN := Pressure < 500,  PT := T#15s);']], expect: [] }),
    dist({ id: 'round36 distribution: status mirrors reordered', edits: [['  IF Booster1Cmd THEN Booster1Status := 1; ELSE Booster1Status := 0; END_IF;\n  IF Booster2Cmd THEN Booster2Status := 1; ELSE Booster2Status := 0; END_IF;\n', '  IF Booster2Cmd THEN Booster2Status := 1; ELSE Booster2Status := 0; END_IF;\n  IF Booster1Cmd THEN Booster1Status := 1; ELSE Booster1Status := 0; END_IF;\n']], expect: [] }),
    // Judgement: HeaderTrip carries no safety word; renamed with every use, nothing changes and it is not flagged.
    dist({
      id: 'round36 distribution: trip renamed',
      edits: [
        ['    HeaderTrip : BOOL;', '    HeaderHH : BOOL;'],
        ['    HeaderTrip := TRUE;', '    HeaderHH := TRUE;'],
        ['    HeaderTrip := FALSE;', '    HeaderHH := FALSE;'],
        ['Booster1Avail AND NOT HeaderTrip AND', 'Booster1Avail AND NOT HeaderHH AND'],
        ['Booster2Avail AND NOT HeaderTrip AND', 'Booster2Avail AND NOT HeaderHH AND'],
        ['SafetyRelief := Pressure > PressureMax OR HeaderTrip;', 'SafetyRelief := Pressure > PressureMax OR HeaderHH;'],
        ['OverpressureAlarm := HeaderTrip;', 'OverpressureAlarm := HeaderHH;'],
      ],
      expect: items('declaration renamed HeaderHH'),
    }),
    dist({
      id: 'round36 distribution: both boosters run without the trip',
      edits: [
        ['Booster1Cmd := Booster1Avail AND NOT HeaderTrip AND', 'Booster1Cmd := Booster1Avail AND'],
        ['Booster2Cmd := Booster2Avail AND NOT HeaderTrip AND', 'Booster2Cmd := Booster2Avail AND'],
      ],
      expect: items('write value-changed Booster1Cmd !', 'write value-changed Booster2Cmd !'),
    }),
  ]),
];
