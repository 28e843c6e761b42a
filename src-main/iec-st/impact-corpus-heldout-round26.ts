// The twenty-sixth independent held-out part of the accuracy corpus (round 26). Written on 7 December 2026 by the case
// writer "round26", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): M3ayz00/Industrial-Mobile-Water-Skid-
// Simulation (`live_smiulation/simulationLogic.st`: an OpenPLC water skid with located coils, analog values in `%MW`
// registers, thresholds, a sealed pump run, a sand filter and a UV reactor each started by a TON after the stage
// before, signal lamps) and rzc331/ultrafiltration-plc (`src/POUs/UltrafiltrationMain.st`, `src/POUs/StateCIP.st`,
// `src/Global/Global_Variables.st`: an ultrafiltration skid's state machine over INT states with R_TRIG commands, a
// state timer fed from per-state presets, TMP and feed-pressure alarms, and a clean-in-place step sequence that sets
// pumps and valves of a global variable list per step, a tank-empty hold and a stop that resets the sequence). The
// objects are ours, written after reading those files for their forms; no public code is copied. Forms: an OpenPLC
// program with `AT %IX`/`%QX`/`%IW`/`%QW` declarations, a comment above a declaration, a dry-run trip latch with an
// edge-triggered acknowledge, an off-then-on dosing pattern (switched off every cycle, on under a condition); a CODESYS
// function block writing the located outputs of a GVL (passed as `globalLists`) from a CASE step sequence with one
// timer called in several steps; a CODESYS program whose outputs are comparisons of the state (`nState = 2 AND
// bPermit`), an R_TRIG stop edge fed by the e-stop; the GVL itself edited. Edits change one or several statements at
// once (a bypass declared and used, an input renamed with every use, a shutdown widened or narrowed). Each expectation
// says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the conventions of
// docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored. Where the docs
// are silent the case says "Judgement". An expectation may be corrected only for an error of the writer's, with the
// reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 4180a7a, the analysis at main 79908da): 119 cases, 146
// expected items (76 safety), 146 reported, precision 0.945, recall 0.945, safety items flagged 73/76.
// After the writer's one correction (one case, three items it had left unflagged against the docs, the reason beside
// it), at the same main: 146 expected items (79 safety), 146 reported, precision 0.966, recall 0.966, 76/79 flagged.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC water skid: a sealed raw-water pump, a sand filter and a UV reactor in sequence, dosing, a dry-run trip. */
const SKID = [
  {
    name: 'pous/programs/WaterSkid.st',
    text: `PROGRAM WaterSkid
  VAR
    RawPump AT %QX0.0 : BOOL;
    SandFilter AT %QX0.1 : BOOL;
    UvLamp AT %QX0.2 : BOOL;
    DosingPump AT %QX0.3 : BOOL;
    GreenLamp AT %QX0.4 : BOOL;
    AmberLamp AT %QX0.5 : BOOL;
    FaultLamp AT %QX0.6 : BOOL;
    DoseRate AT %QW0 : INT;
  END_VAR
  VAR
    StartPb AT %IX0.0 : BOOL;
    StopPb AT %IX0.1 : BOOL;       (* NC contact, TRUE = not pressed *)
    EStopOk AT %IX0.2 : BOOL;      (* emergency stop relay, TRUE = healthy *)
    (* UV reactor housing cover: interlock switch, TRUE = cover closed *)
    UvCover AT %IX0.3 : BOOL;
    TankLow AT %IX0.4 : BOOL;
    AckPb AT %IX0.5 : BOOL;
    Pressure AT %IW0 : INT;        (* 0-100 bar *)
    Flow AT %IW1 : INT;            (* 0-100 l/min *)
    Turbidity AT %IW2 : INT;       (* 0-100 NTU *)
  END_VAR
  VAR
    PressLow : INT := 20;
    PressHigh : INT := 80;
    FlowLow : INT := 10;
    TurbHigh : INT := 15;
    DoseSetpoint : INT := 350;
    FilterDelay : TIME := T#6s;
    UvDelay : TIME := T#6s;
    FilterTon : TON;
    UvTon : TON;
    NoFlowTon : TON;
    AckTrig : R_TRIG;
    PumpRun : BOOL;
    PressAlarm : BOOL;
    FlowAlarm : BOOL;
    TurbAlarm : BOOL;
    SkidFault : BOOL;
    DryRunTrip : BOOL;
  END_VAR

  (* alarms from the analog values *)
  PressAlarm := (Pressure < PressLow) OR (Pressure > PressHigh);
  FlowAlarm := Flow < FlowLow;
  TurbAlarm := Turbidity > TurbHigh;
  SkidFault := PressAlarm OR TurbAlarm OR TankLow;

  (* dry-run protection: no flow for 10 s with the pump on trips it until acknowledged *)
  NoFlowTon(IN := RawPump AND FlowAlarm, PT := T#10s);
  IF NoFlowTon.Q THEN
    DryRunTrip := TRUE;
  END_IF;
  AckTrig(CLK := AckPb);
  IF AckTrig.Q AND NOT FlowAlarm THEN
    DryRunTrip := FALSE;
  END_IF;

  (* --- raw water pump, sealed by its own run --- *)
  PumpRun := EStopOk AND StopPb AND NOT TankLow AND (PumpRun OR StartPb);
  RawPump := PumpRun AND NOT SkidFault AND NOT DryRunTrip;

  (* --- sand filter after the pump, UV reactor after the filter --- *)
  FilterTon(IN := RawPump, PT := FilterDelay);
  SandFilter := FilterTon.Q AND RawPump AND NOT PressAlarm;
  UvTon(IN := SandFilter, PT := UvDelay);
  UvLamp := UvTon.Q AND UvCover AND NOT TurbAlarm;

  (* --- dosing only behind the UV reactor with flow --- *)
  DosingPump := FALSE;
  DoseRate := 0;
  IF UvLamp AND Flow > 12 THEN
    DosingPump := TRUE;
    DoseRate := DoseSetpoint;
  END_IF;

  (* --- lamps --- *)
  FaultLamp := TankLow OR FlowAlarm;
  GreenLamp := RawPump AND NOT SkidFault;
  AmberLamp := SandFilter AND NOT UvLamp;
END_PROGRAM
`,
  },
];

/** The clean-in-place outputs of the ultrafiltration skid, located (CODESYS GVL). */
const GVL_CIP_TEXT = `VAR_GLOBAL
    FeedPump AT %QX1.0 : BOOL;
    FeedValve AT %QX1.1 : BOOL;
    CipPump AT %QX1.2 : BOOL;
    ChemValve AT %QX1.3 : BOOL;      // chemical injection valve (hypochlorite)
    DrainValve AT %QX1.4 : BOOL;
END_VAR
`;

/** The filtration skid's I/O, located (CODESYS GVL), with the blower enclosure's door switch described above it. */
const GVL_UF_TEXT = `VAR_GLOBAL
    bStartCmd AT %IX2.0 : BOOL;
    bStopCmd AT %IX2.1 : BOOL;
    bEStopOk AT %IX2.2 : BOOL;       // emergency stop relay, TRUE = healthy
    // air blower enclosure: guard door switch, TRUE = closed
    bBlowerDoorClosed AT %IX2.3 : BOOL;
    UfFeedPump AT %QX2.0 : BOOL;
    UfFeedValve AT %QX2.1 : BOOL;
    UfFiltrateValve AT %QX2.2 : BOOL;
    AirBlower AT %QX2.3 : BOOL;
    AirScourValve AT %QX2.4 : BOOL;
    BackwashPump AT %QX2.5 : BOOL;
    BackwashValve AT %QX2.6 : BOOL;
    StatusLamp AT %QX2.7 : BOOL;
END_VAR
`;
const CIP_LISTS = [{ name: 'GVL_Cip', declaration: GVL_CIP_TEXT }];
const UF_LISTS = [{ name: 'GVL_Uf', declaration: GVL_UF_TEXT }];

/** The clean-in-place step sequence: confirm the cartridge, pre-rinse, circulate chemical, soak, drain, rinse clear. */
const CIP = object(
  'FB_CipSequence',
  `FUNCTION_BLOCK FB_CipSequence
VAR_INPUT
    bStart : BOOL;
    bStop : BOOL;
    bFilterFitted : BOOL;          // operator confirms the CIP cartridge is fitted
    bTankEmpty : BOOL;
    bSplashGuardClosed : BOOL;     // splash guard of the chemical tank
    rTurbidity : REAL;
END_VAR
VAR_OUTPUT
    bDone : BOOL;
    bBusy : BOOL;
    bConfirmReq : BOOL;
    nStepOut : INT;
END_VAR
VAR
    nStep : INT;
    tonStep : TON;
    tSoak : TIME := T#30M;
    tRinse : TIME := T#5M;
    rRinseLimit : REAL := 0.5;
END_VAR
`,
  `nStepOut := nStep;

CASE nStep OF
    0:
        IF bStart THEN
            bBusy := TRUE;
            bDone := FALSE;
            bConfirmReq := TRUE;
            nStep := 1;
        END_IF

    1: // wait for the cartridge
        IF bFilterFitted THEN
            bConfirmReq := FALSE;
            nStep := 2;
        END_IF

    2: // pre-rinse
        FeedPump := TRUE;
        FeedValve := TRUE;
        tonStep(IN := TRUE, PT := tRinse);
        IF tonStep.Q THEN
            tonStep(IN := FALSE);
            FeedPump := FALSE;
            FeedValve := FALSE;
            nStep := 3;
        END_IF

    3: // circulate the chemical
        IF NOT bTankEmpty AND bSplashGuardClosed THEN
            CipPump := TRUE;
            ChemValve := TRUE;
        END_IF
        tonStep(IN := TRUE, PT := T#5M);
        IF tonStep.Q THEN
            tonStep(IN := FALSE);
            nStep := 4;
        END_IF

    4: // soak
        CipPump := FALSE;
        ChemValve := FALSE;
        tonStep(IN := TRUE, PT := tSoak);
        IF tonStep.Q THEN
            tonStep(IN := FALSE);
            nStep := 5;
        END_IF

    5: // drain
        DrainValve := TRUE;
        tonStep(IN := TRUE, PT := T#2M);
        IF tonStep.Q THEN
            tonStep(IN := FALSE);
            DrainValve := FALSE;
            nStep := 6;
        END_IF

    6: // rinse until the filtrate is clear
        FeedPump := TRUE;
        FeedValve := TRUE;
        tonStep(IN := TRUE, PT := tRinse);
        IF tonStep.Q AND rTurbidity < rRinseLimit THEN
            tonStep(IN := FALSE);
            nStep := 7;
        END_IF

    7:
        FeedPump := FALSE;
        FeedValve := FALSE;
        bBusy := FALSE;
        bDone := TRUE;
        nStep := 0;
END_CASE

// stop, an empty tank or an open splash guard: chemical and feed off
IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN
    CipPump := FALSE;
    ChemValve := FALSE;
    FeedPump := FALSE;
END_IF
IF bStop THEN
    nStep := 0;
    bBusy := FALSE;
END_IF
`,
);

/** The filtration skid's state machine: filtration, air scour, drain, backwash, flush, each timed by its preset. */
const UF = object(
  'PRG_UfMain',
  `PROGRAM PRG_UfMain
VAR
    nState : INT;                  // 0 idle, 1 filtration, 2 air scour, 3 drain, 4 backwash, 5 flush
    nLastState : INT;
    rtStart : R_TRIG;
    rtStop : R_TRIG;
    tonState : TON;
    tState : TIME;
    rFeedPressure : REAL;          // bar
    rFiltratePressure : REAL;      // bar
    rTmp : REAL;                   // transmembrane pressure, bar
    rTmpSetpoint : REAL := 2.0;
    tFiltration : TIME := T#60M;
    tAirScour : TIME := T#30S;
    tDrain : TIME := T#45S;
    tBackwash : TIME := T#40S;
    tFlush : TIME := T#45S;
    bHighTmp : BOOL;
    bLowFeedPressure : BOOL;
    bBlowerPermit : BOOL;
END_VAR
`,
  `rtStart(CLK := bStartCmd);
rtStop(CLK := bStopCmd OR NOT bEStopOk);

rTmp := rFeedPressure - rFiltratePressure;
bHighTmp := rTmp > rTmpSetpoint * 1.2;
bLowFeedPressure := rFeedPressure < 0.5 AND nState > 0;

// the state timer runs from the state's own preset
CASE nState OF
    1: tState := tFiltration;
    2: tState := tAirScour;
    3: tState := tDrain;
    4: tState := tBackwash;
    5: tState := tFlush;
END_CASE
tonState(IN := nState = nLastState, PT := tState);
nLastState := nState;

CASE nState OF
    0: // idle
        IF rtStart.Q AND bEStopOk THEN
            nState := 1;
        END_IF
    1: // filtration until the timer or a high TMP
        IF tonState.Q OR bHighTmp THEN
            nState := 2;
        END_IF
    2: // air scour
        IF tonState.Q THEN
            nState := 3;
        END_IF
    3: // gravity drain
        IF tonState.Q THEN
            nState := 4;
        END_IF
    4: // backwash
        IF tonState.Q THEN
            nState := 5;
        END_IF
    5: // forward flush, then filtration again
        IF tonState.Q THEN
            nState := 1;
        END_IF
END_CASE

// a stop (or the e-stop) from any state returns to idle
IF rtStop.Q THEN
    nState := 0;
END_IF

UfFeedPump := (nState = 1 OR nState = 5) AND bEStopOk;
UfFeedValve := nState = 1 OR nState = 5;
UfFiltrateValve := nState = 1;
bBlowerPermit := bEStopOk AND bBlowerDoorClosed;
AirBlower := nState = 2 AND bBlowerPermit;
AirScourValve := nState = 2;
BackwashPump := nState = 4 AND bEStopOk AND NOT bLowFeedPressure;
BackwashValve := nState = 4;
StatusLamp := nState > 0;
`,
);

const SKID_ORIGIN = 'M3ayz00/Industrial-Mobile-Water-Skid-Simulation live_smiulation/simulationLogic.st (located pump, filter and UV coils, thresholds on register values, a sealed pump run, TON-staged filter and UV reactor, lamps)';
const CIP_ORIGIN = 'rzc331/ultrafiltration-plc src/POUs/StateCIP.st and src/Global/Global_Variables.st (a clean-in-place step sequence writing global pumps and valves per step, a tank-empty hold, a stop that resets it)';
const UF_ORIGIN = 'rzc331/ultrafiltration-plc src/POUs/UltrafiltrationMain.st (an INT state machine with R_TRIG commands, a state timer from per-state presets, TMP and feed-pressure alarms)';
const GVL_ORIGIN = 'rzc331/ultrafiltration-plc src/Global/Global_Variables.st (the skid\'s pumps, valves and blower as one global list)';

const skid = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: SKID } });
const cip = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CIP }, globalLists: CIP_LISTS });
const uf = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: UF }, globalLists: UF_LISTS });
const gvlUf = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'GVL_Uf', text: GVL_UF_TEXT }] } });
const gvlCip = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: [{ name: 'GVL_Cip', text: GVL_CIP_TEXT }] } });

export const HELDOUT_ROUND26: CorpusCase[] = [
  ...from(SKID_ORIGIN, [
    // The pump's seal-in value loses a permissive: PumpRun drives the located raw-water pump.
    skid({ id: 'round26 skid: pump runs without the e-stop', edits: [['PumpRun := EStopOk AND StopPb AND NOT TankLow AND', 'PumpRun := StopPb AND NOT TankLow AND']], expect: items('write value-changed PumpRun !') }),
    skid({ id: 'round26 skid: stop button no longer breaks the seal', edits: [['PumpRun := EStopOk AND StopPb AND NOT TankLow AND', 'PumpRun := EStopOk AND NOT TankLow AND']], expect: items('write value-changed PumpRun !') }),
    skid({ id: 'round26 skid: pump runs on a low tank', edits: [['PumpRun := EStopOk AND StopPb AND NOT TankLow AND', 'PumpRun := EStopOk AND StopPb AND']], expect: items('write value-changed PumpRun !') }),
    skid({ id: 'round26 skid: pump forced on', edits: [['RawPump := PumpRun AND NOT SkidFault AND NOT DryRunTrip;', 'RawPump := TRUE;']], expect: items('write now-constant RawPump !') }),
    skid({ id: 'round26 skid: pump runs through a skid fault', edits: [['RawPump := PumpRun AND NOT SkidFault AND NOT DryRunTrip;', 'RawPump := PumpRun AND NOT DryRunTrip;']], expect: items('write value-changed RawPump !') }),
    skid({ id: 'round26 skid: pump runs dry', edits: [['RawPump := PumpRun AND NOT SkidFault AND NOT DryRunTrip;', 'RawPump := PumpRun AND NOT SkidFault;']], expect: items('write value-changed RawPump !') }),
    skid({ id: 'round26 skid: pump conjuncts swapped', edits: [['RawPump := PumpRun AND NOT SkidFault AND NOT DryRunTrip;', 'RawPump := PumpRun AND NOT DryRunTrip AND NOT SkidFault;']], expect: [] }),
    // UvCover is an interlock switch by the comment above its declaration.
    skid({ id: 'round26 skid: UV lamp with the cover open', edits: [['UvLamp := UvTon.Q AND UvCover AND NOT TurbAlarm;', 'UvLamp := UvTon.Q AND NOT TurbAlarm;']], expect: items('write value-changed UvLamp !') }),
    skid({ id: 'round26 skid: UV lamp on turbid water', edits: [['UvLamp := UvTon.Q AND UvCover AND NOT TurbAlarm;', 'UvLamp := UvTon.Q AND UvCover;']], expect: items('write value-changed UvLamp !') }),
    skid({ id: 'round26 skid: UV lamp forced on', edits: [['UvLamp := UvTon.Q AND UvCover AND NOT TurbAlarm;', 'UvLamp := TRUE;']], expect: items('write now-constant UvLamp !') }),
    // An agent adds a service bypass of the cover switch: the interlock conjunct is weakened by an alternative.
    skid({
      id: 'round26 skid: cover bypass for service',
      edits: [
        ['    AckPb AT %IX0.5 : BOOL;\n', '    AckPb AT %IX0.5 : BOOL;\n    ServiceKey AT %IX0.6 : BOOL;\n'],
        ['UvLamp := UvTon.Q AND UvCover AND NOT TurbAlarm;', 'UvLamp := UvTon.Q AND (UvCover OR ServiceKey) AND NOT TurbAlarm;'],
      ],
      expect: items('declaration added ServiceKey', 'write value-changed UvLamp !'),
    }),
    skid({ id: 'round26 skid: filter on high pressure', edits: [['SandFilter := FilterTon.Q AND RawPump AND NOT PressAlarm;', 'SandFilter := FilterTon.Q AND RawPump;']], expect: items('write value-changed SandFilter !') }),
    skid({ id: 'round26 skid: filter delay longer', edits: [['FilterDelay : TIME := T#6s;', 'FilterDelay : TIME := T#10s;']], expect: items('constant initial-value-changed FilterDelay') }),
    skid({ id: 'round26 skid: UV delay shorter', edits: [['UvDelay : TIME := T#6s;', 'UvDelay : TIME := T#3s;']], expect: items('constant initial-value-changed UvDelay') }),
    // Changed limits are not flagged (docs/safety.md: a changed limit is not an interlock removed).
    skid({ id: 'round26 skid: high pressure limit raised', edits: [['PressHigh : INT := 80;', 'PressHigh : INT := 90;']], expect: items('constant initial-value-changed PressHigh') }),
    skid({ id: 'round26 skid: low flow limit lowered', edits: [['FlowLow : INT := 10;', 'FlowLow : INT := 5;']], expect: items('constant initial-value-changed FlowLow') }),
    skid({ id: 'round26 skid: turbidity limit raised', edits: [['TurbHigh : INT := 15;', 'TurbHigh : INT := 25;']], expect: items('constant initial-value-changed TurbHigh') }),
    skid({ id: 'round26 skid: dry-run time longer', edits: [['NoFlowTon(IN := RawPump AND FlowAlarm, PT := T#10s);', 'NoFlowTon(IN := RawPump AND FlowAlarm, PT := T#30s);']], expect: items('constant value-changed NoFlowTon.PT') }),
    // The dry-run trip is read by the pump's write only as NOT DryRunTrip: its set removed is flagged on its write; the
    // condition of a trip's set is not (docs/impact-accuracy.md, round 24's corrections).
    skid({
      id: 'round26 skid: dry-run trip never set',
      edits: [['  IF NoFlowTon.Q THEN\n    DryRunTrip := TRUE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read NoFlowTon.Q', 'write no-longer-written DryRunTrip !'),
    }),
    // The timer that sets the trip loses a conjunct of its IN: it now runs without the pump on, so it trips in more
    // cases (stricter); not flagged.
    skid({ id: 'round26 skid: dry-run timer without the pump', edits: [['NoFlowTon(IN := RawPump AND FlowAlarm,', 'NoFlowTon(IN := FlowAlarm,']], expect: items('fb-call inputs-changed NoFlowTon.IN') }),
    // The trip's reset no longer waits for the flow to come back: reset while what held it is still there.
    skid({ id: 'round26 skid: dry-run reset without flow', edits: [['IF AckTrig.Q AND NOT FlowAlarm THEN', 'IF AckTrig.Q THEN']], expect: items('condition no-longer-read FlowAlarm !', 'write condition-changed DryRunTrip !') }),
    skid({ id: 'round26 skid: dry-run comment reworded', edits: [['(* dry-run protection: no flow for 10 s with the pump on trips it until acknowledged *)', '(* dry run: 10 s without flow while pumping latches a trip *)']], expect: [] }),
    // SkidFault is read by the pump's write only as NOT SkidFault (a trip); it trips in fewer cases.
    skid({ id: 'round26 skid: skid fault ignores turbidity', edits: [['SkidFault := PressAlarm OR TurbAlarm OR TankLow;', 'SkidFault := PressAlarm OR TankLow;']], expect: items('write value-changed SkidFault !') }),
    skid({ id: 'round26 skid: skid fault never set', edits: [['SkidFault := PressAlarm OR TurbAlarm OR TankLow;', 'SkidFault := FALSE;']], expect: items('write now-constant SkidFault !') }),
    // PressAlarm is a whole alternative of the trip SkidFault and read as NOT PressAlarm by the filter: it trips in
    // fewer cases.
    skid({ id: 'round26 skid: pressure alarm only on high pressure', edits: [['PressAlarm := (Pressure < PressLow) OR (Pressure > PressHigh);', 'PressAlarm := Pressure > PressHigh;']], expect: items('write value-changed PressAlarm !') }),
    skid({ id: 'round26 skid: alarm lines reordered', edits: [['  FlowAlarm := Flow < FlowLow;\n  TurbAlarm := Turbidity > TurbHigh;\n', '  TurbAlarm := Turbidity > TurbHigh;\n  FlowAlarm := Flow < FlowLow;\n']], expect: [] }),
    skid({ id: 'round26 skid: whitespace in the pressure alarm', edits: [['PressAlarm := (Pressure < PressLow) OR (Pressure > PressHigh);', 'PressAlarm := (Pressure < PressLow)  OR  (Pressure > PressHigh);']], expect: [] }),
    // The dosing pump's switch-on loses the UV reactor: both located outputs written under it lose a conjunct, and the
    // signal no longer read is flagged with them (a switch-on's condition).
    skid({
      id: 'round26 skid: dosing without the UV reactor',
      edits: [['IF UvLamp AND Flow > 12 THEN', 'IF Flow > 12 THEN']],
      expect: items('condition no-longer-read UvLamp !', 'write condition-changed DosingPump !', 'write condition-changed DoseRate !'),
    }),
    skid({ id: 'round26 skid: dosing flow limit lowered', edits: [['IF UvLamp AND Flow > 12 THEN', 'IF UvLamp AND Flow > 8 THEN']], expect: items('constant value-changed Flow') }),
    skid({ id: 'round26 skid: dose setpoint raised', edits: [['DoseSetpoint : INT := 350;', 'DoseSetpoint : INT := 500;']], expect: items('constant initial-value-changed DoseSetpoint') }),
    // The dosing pump's switch-off every cycle removed: it stays on once switched on.
    skid({ id: 'round26 skid: dosing pump never switched off', edits: [['  DosingPump := FALSE;\n', '']], expect: items('write no-longer-written DosingPump !') }),
    // The analog dose rate held at 0 outside dosing: a physical output's switch-off (docs/safety.md: `:= 0` for a
    // physical output of any type).
    skid({ id: 'round26 skid: dose rate never returned to 0', edits: [['  DoseRate := 0;\n', '']], expect: items('write no-longer-written DoseRate !') }),
    skid({ id: 'round26 skid: dose rate doubled', edits: [['    DoseRate := DoseSetpoint;', '    DoseRate := DoseSetpoint * 2;']], expect: items('write value-changed DoseRate') }),
    skid({ id: 'round26 skid: fault lamp dark', edits: [['FaultLamp := TankLow OR FlowAlarm;', 'FaultLamp := FALSE;']], expect: items('write now-constant FaultLamp') }),
    // A warning that lights in fewer cases: the lamp only lost an alternative.
    skid({ id: 'round26 skid: fault lamp without the flow alarm', edits: [['FaultLamp := TankLow OR FlowAlarm;', 'FaultLamp := TankLow;']], expect: items('write value-changed FaultLamp') }),
    // Judgement, by the letter of docs/safety.md: a located output's value loses a conjunct, lamp or not.
    skid({ id: 'round26 skid: green lamp through a fault', edits: [['GreenLamp := RawPump AND NOT SkidFault;', 'GreenLamp := RawPump;']], expect: items('write value-changed GreenLamp !') }),
    skid({
      id: 'round26 skid: e-stop input renamed',
      edits: [
        ['    EStopOk AT %IX0.2 : BOOL;', '    EmergencyOk AT %IX0.2 : BOOL;'],
        ['PumpRun := EStopOk AND', 'PumpRun := EmergencyOk AND'],
      ],
      expect: items('declaration renamed EmergencyOk !'),
    }),
    skid({
      id: 'round26 skid: stop button renamed',
      edits: [
        ['    StopPb AT %IX0.1 : BOOL;', '    StopPbNc AT %IX0.1 : BOOL;'],
        ['AND StopPb AND', 'AND StopPbNc AND'],
      ],
      expect: items('declaration renamed StopPbNc'),
    }),
    skid({ id: 'round26 skid: cover switch moved to another input', edits: [['    UvCover AT %IX0.3 : BOOL;', '    UvCover AT %IX1.3 : BOOL;']], expect: items('declaration address-changed UvCover !') }),
    skid({ id: 'round26 skid: e-stop moved to another input', edits: [['    EStopOk AT %IX0.2 : BOOL;', '    EStopOk AT %IX1.2 : BOOL;']], expect: items('declaration address-changed EStopOk !') }),
    skid({ id: 'round26 skid: flow input moved', edits: [['    Flow AT %IW1 : INT;', '    Flow AT %IW4 : INT;']], expect: items('declaration address-changed Flow') }),
    skid({ id: 'round26 skid: acknowledge edge no longer called', edits: [['  AckTrig(CLK := AckPb);\n', '']], expect: items('fb-call no-longer-called AckTrig') }),
    // The dosing switch-on removed whole: the pump and the rate are only ever switched off now (stricter).
    skid({
      id: 'round26 skid: dosing removed',
      edits: [['  IF UvLamp AND Flow > 12 THEN\n    DosingPump := TRUE;\n    DoseRate := DoseSetpoint;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read UvLamp', 'condition no-longer-read Flow', 'write no-longer-written DosingPump', 'write no-longer-written DoseRate'),
    }),
    skid({
      id: 'round26 skid: dosing also waits for the filter',
      edits: [['IF UvLamp AND Flow > 12 THEN', 'IF UvLamp AND SandFilter AND Flow > 12 THEN']],
      expect: items('condition newly-read SandFilter', 'write condition-changed DosingPump', 'write condition-changed DoseRate'),
    }),
    // The trip's reset removed: the pump stays held off (docs/safety.md: a trip's reset removed is not flagged).
    skid({
      id: 'round26 skid: dry-run trip never reset',
      edits: [['  IF AckTrig.Q AND NOT FlowAlarm THEN\n    DryRunTrip := FALSE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read AckTrig.Q', 'condition no-longer-read FlowAlarm', 'write no-longer-written DryRunTrip'),
    }),
    // The seal-in dropped: the pump runs only while the start button is held (an alternative lost, stricter).
    skid({ id: 'round26 skid: pump only while start is held', edits: [['AND (PumpRun OR StartPb);', 'AND StartPb;']], expect: items('write value-changed PumpRun') }),
    // Judgement, by the letter of docs/safety.md: the last write of a located output removed, its value a conjunction.
    skid({ id: 'round26 skid: amber lamp removed', edits: [['  AmberLamp := SandFilter AND NOT UvLamp;\n', '']], expect: items('write no-longer-written AmberLamp !') }),
  ]),
  ...from(CIP_ORIGIN, [
    // The chemical circulation's switch-on loses a permissive: both located outputs and the signal are flagged.
    cip({
      id: 'round26 cip: chemical without the splash guard',
      edits: [['IF NOT bTankEmpty AND bSplashGuardClosed THEN', 'IF NOT bTankEmpty THEN']],
      expect: items('condition no-longer-read bSplashGuardClosed !', 'write condition-changed CipPump !', 'write condition-changed ChemValve !'),
    }),
    cip({
      id: 'round26 cip: chemical on an empty tank',
      edits: [['IF NOT bTankEmpty AND bSplashGuardClosed THEN', 'IF bSplashGuardClosed THEN']],
      expect: items('condition no-longer-read bTankEmpty !', 'write condition-changed CipPump !', 'write condition-changed ChemValve !'),
    }),
    // The switch-offs of the shutdown run in fewer cases (an alternative dropped): each write and the signal.
    cip({
      id: 'round26 cip: shutdown ignores the splash guard',
      edits: [['IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN', 'IF bStop OR bTankEmpty THEN']],
      expect: items('condition no-longer-read bSplashGuardClosed !', 'write condition-changed CipPump !', 'write condition-changed ChemValve !', 'write condition-changed FeedPump !'),
    }),
    cip({
      id: 'round26 cip: shutdown ignores the empty tank',
      edits: [['IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN', 'IF bStop OR NOT bSplashGuardClosed THEN']],
      expect: items('condition no-longer-read bTankEmpty !', 'write condition-changed CipPump !', 'write condition-changed ChemValve !', 'write condition-changed FeedPump !'),
    }),
    // Judgement after docs/safety.md ("only what it gained is news"): the shutdown now also runs without the
    // cartridge; the switch-offs run in more cases, the guard and the tank keep their role.
    cip({
      id: 'round26 cip: shutdown also without the cartridge',
      edits: [['IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN', 'IF bStop OR bTankEmpty OR NOT bSplashGuardClosed OR NOT bFilterFitted THEN']],
      expect: items('condition newly-read bFilterFitted', 'write condition-changed CipPump', 'write condition-changed ChemValve', 'write condition-changed FeedPump'),
    }),
    // The splash guard dropped from both places at once: the switch-on and the shutdown.
    cip({
      id: 'round26 cip: splash guard dropped everywhere',
      edits: [
        ['IF NOT bTankEmpty AND bSplashGuardClosed THEN', 'IF NOT bTankEmpty THEN'],
        ['IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN', 'IF bStop OR bTankEmpty THEN'],
      ],
      expect: items(
        'condition no-longer-read bSplashGuardClosed !',
        'condition no-longer-read bSplashGuardClosed !',
        'write condition-changed CipPump !',
        'write condition-changed ChemValve !',
        'write condition-changed CipPump !',
        'write condition-changed ChemValve !',
        'write condition-changed FeedPump !',
      ),
    }),
    // Corrected after the first score (an error of the writer's against docs/impact-accuracy.md, round 24's rule: a
    // removed branch whose condition is a conjunction lends every signal the whole condition's safety, and its writes
    // are flagged; and docs/safety.md flags a located output's write changed under a guard that reads a safety
    // signal): first written with bTankEmpty and both writes unflagged as a stricter switch-on.
    cip({
      id: 'round26 cip: chemical circulation removed',
      edits: [['        IF NOT bTankEmpty AND bSplashGuardClosed THEN\n            CipPump := TRUE;\n            ChemValve := TRUE;\n        END_IF\n', '']],
      expect: items('condition no-longer-read bTankEmpty !', 'condition no-longer-read bSplashGuardClosed !', 'write no-longer-written CipPump !', 'write no-longer-written ChemValve !'),
    }),
    cip({ id: 'round26 cip: feed pump left on at shutdown', edits: [['    FeedPump := FALSE;\nEND_IF', 'END_IF']], expect: items('write no-longer-written FeedPump !') }),
    cip({ id: 'round26 cip: soak leaves the chemical on', edits: [['        CipPump := FALSE;\n        ChemValve := FALSE;\n', '']], expect: items('write no-longer-written CipPump !', 'write no-longer-written ChemValve !') }),
    cip({ id: 'round26 cip: drain valve never closed', edits: [['            DrainValve := FALSE;\n', '']], expect: items('write no-longer-written DrainValve !') }),
    // A new unconditional TRUE on a located output: output forced constant.
    cip({ id: 'round26 cip: chemical valve forced open', edits: [['    bBusy := FALSE;\nEND_IF\n', '    bBusy := FALSE;\nEND_IF\nChemValve := TRUE;\n']], expect: items('write newly-written ChemValve !') }),
    cip({ id: 'round26 cip: soak shorter', edits: [['tSoak : TIME := T#30M;', 'tSoak : TIME := T#20M;']], expect: items('constant initial-value-changed tSoak') }),
    cip({ id: 'round26 cip: rinse shorter', edits: [['tRinse : TIME := T#5M;', 'tRinse : TIME := T#2M;']], expect: items('constant initial-value-changed tRinse') }),
    cip({ id: 'round26 cip: circulation longer', edits: [['tonStep(IN := TRUE, PT := T#5M);', 'tonStep(IN := TRUE, PT := T#8M);']], expect: items('constant value-changed tonStep.PT') }),
    cip({ id: 'round26 cip: drain shorter', edits: [['tonStep(IN := TRUE, PT := T#2M);', 'tonStep(IN := TRUE, PT := T#1M);']], expect: items('constant value-changed tonStep.PT') }),
    cip({ id: 'round26 cip: rinse clear limit raised', edits: [['rRinseLimit : REAL := 0.5;', 'rRinseLimit : REAL := 1.0;']], expect: items('constant initial-value-changed rRinseLimit') }),
    // An input renamed with every use: one rename, flagged by its old name.
    cip({
      id: 'round26 cip: splash guard input renamed',
      edits: [
        ['    bSplashGuardClosed : BOOL;', '    bSplashCoverClosed : BOOL;'],
        ['IF NOT bTankEmpty AND bSplashGuardClosed THEN', 'IF NOT bTankEmpty AND bSplashCoverClosed THEN'],
        ['OR NOT bSplashGuardClosed THEN', 'OR NOT bSplashCoverClosed THEN'],
      ],
      expect: items('declaration renamed bSplashCoverClosed !'),
    }),
    cip({ id: 'round26 cip: step counter retyped', edits: [['    nStep : INT;', '    nStep : DINT;']], expect: items('declaration retyped nStep') }),
    cip({ id: 'round26 cip: step no longer shown', edits: [['nStepOut := nStep;\n', '']], expect: items('write no-longer-written nStepOut') }),
    cip({ id: 'round26 cip: done never reported', edits: [['        bDone := TRUE;\n', '']], expect: items('write no-longer-written bDone') }),
    // A step number set to 0 is no switch-off (docs/safety.md); the stop keeps switching the chemical off.
    cip({ id: 'round26 cip: stop no longer resets the step', edits: [['IF bStop THEN\n    nStep := 0;\n', 'IF bStop THEN\n']], expect: items('write no-longer-written nStep') }),
    cip({ id: 'round26 cip: no feed valve in the pre-rinse', edits: [['        FeedValve := TRUE;\n', '']], expect: items('write no-longer-written FeedValve') }),
    cip({ id: 'round26 cip: no feed pump in the pre-rinse', edits: [['        FeedPump := TRUE;\n', '']], expect: items('write no-longer-written FeedPump') }),
    cip({ id: 'round26 cip: shutdown comment reworded', edits: [['// stop, an empty tank or an open splash guard: chemical and feed off', '// chemical and feed off on a stop, an empty tank or the splash guard open']], expect: [] }),
    cip({ id: 'round26 cip: whitespace in the soak timer', edits: [['tonStep(IN := TRUE, PT := tSoak);', 'tonStep(IN := TRUE,  PT := tSoak);']], expect: [] }),
    cip({ id: 'round26 cip: final flags reordered', edits: [['        bBusy := FALSE;\n        bDone := TRUE;\n', '        bDone := TRUE;\n        bBusy := FALSE;\n']], expect: [] }),
    cip({ id: 'round26 cip: shutdown operands swapped', edits: [['IF bStop OR bTankEmpty OR NOT bSplashGuardClosed THEN', 'IF bStop OR NOT bSplashGuardClosed OR bTankEmpty THEN']], expect: [] }),
  ]),
  ...from(UF_ORIGIN, [
    // The start's condition loses the e-stop: nState selects every located output (a state set is its write's item).
    uf({ id: 'round26 uf: start without the e-stop', edits: [['IF rtStart.Q AND bEStopOk THEN', 'IF rtStart.Q THEN']], expect: items('condition no-longer-read bEStopOk !', 'write condition-changed nState !') }),
    uf({ id: 'round26 uf: filtration ends only on its timer', edits: [['IF tonState.Q OR bHighTmp THEN', 'IF tonState.Q THEN']], expect: items('condition no-longer-read bHighTmp', 'write condition-changed nState') }),
    // Judgement: rtStop's CLK reads NOT bEStopOk, so the return to idle is the e-stop's response for every output
    // (each is a comparison of nState); removed, the e-stop no longer ends the sequence.
    uf({
      id: 'round26 uf: stop no longer returns to idle',
      edits: [['IF rtStop.Q THEN\n    nState := 0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read rtStop.Q !', 'write no-longer-written nState !'),
    }),
    uf({ id: 'round26 uf: stop edge without the e-stop', edits: [['rtStop(CLK := bStopCmd OR NOT bEStopOk);', 'rtStop(CLK := bStopCmd);']], expect: items('fb-call inputs-changed rtStop.CLK !') }),
    uf({ id: 'round26 uf: stop edge no longer called', edits: [['rtStop(CLK := bStopCmd OR NOT bEStopOk);\n', '']], expect: items('fb-call no-longer-called rtStop !') }),
    uf({ id: 'round26 uf: start edge no longer called', edits: [['rtStart(CLK := bStartCmd);\n', '']], expect: items('fb-call no-longer-called rtStart') }),
    uf({ id: 'round26 uf: feed pump without the e-stop', edits: [['UfFeedPump := (nState = 1 OR nState = 5) AND bEStopOk;', 'UfFeedPump := nState = 1 OR nState = 5;']], expect: items('write value-changed UfFeedPump !') }),
    // Judgement, by the letter of docs/safety.md: a conjunct of a located output's value weakened by an alternative.
    uf({ id: 'round26 uf: feed pump in the backwash too', edits: [['UfFeedPump := (nState = 1 OR nState = 5) AND bEStopOk;', 'UfFeedPump := (nState = 1 OR nState = 4 OR nState = 5) AND bEStopOk;']], expect: items('write value-changed UfFeedPump !') }),
    uf({ id: 'round26 uf: blower permit without the door', edits: [['bBlowerPermit := bEStopOk AND bBlowerDoorClosed;', 'bBlowerPermit := bEStopOk;']], expect: items('write value-changed bBlowerPermit !') }),
    uf({ id: 'round26 uf: blower permit without the e-stop', edits: [['bBlowerPermit := bEStopOk AND bBlowerDoorClosed;', 'bBlowerPermit := bBlowerDoorClosed;']], expect: items('write value-changed bBlowerPermit !') }),
    uf({
      id: 'round26 uf: maintenance bypass of the blower door',
      edits: [
        ['    bBlowerPermit : BOOL;\n', '    bBlowerPermit : BOOL;\n    bMaintenance : BOOL;\n'],
        ['bBlowerPermit := bEStopOk AND bBlowerDoorClosed;', 'bBlowerPermit := bEStopOk AND (bBlowerDoorClosed OR bMaintenance);'],
      ],
      expect: items('declaration added bMaintenance', 'write value-changed bBlowerPermit !'),
    }),
    // Judgement: the permit's only write removed; it read the e-stop and the guard door and drives the blower.
    uf({ id: 'round26 uf: blower permit no longer computed', edits: [['bBlowerPermit := bEStopOk AND bBlowerDoorClosed;\n', '']], expect: items('write no-longer-written bBlowerPermit !') }),
    uf({ id: 'round26 uf: blower without its permit', edits: [['AirBlower := nState = 2 AND bBlowerPermit;', 'AirBlower := nState = 2;']], expect: items('write value-changed AirBlower !') }),
    uf({ id: 'round26 uf: blower forced on', edits: [['AirBlower := nState = 2 AND bBlowerPermit;', 'AirBlower := TRUE;']], expect: items('write now-constant AirBlower !') }),
    uf({ id: 'round26 uf: backwash on low feed pressure', edits: [['BackwashPump := nState = 4 AND bEStopOk AND NOT bLowFeedPressure;', 'BackwashPump := nState = 4 AND bEStopOk;']], expect: items('write value-changed BackwashPump !') }),
    uf({ id: 'round26 uf: backwash without the e-stop', edits: [['BackwashPump := nState = 4 AND bEStopOk AND NOT bLowFeedPressure;', 'BackwashPump := nState = 4 AND NOT bLowFeedPressure;']], expect: items('write value-changed BackwashPump !') }),
    uf({ id: 'round26 uf: backwash operands swapped', edits: [['BackwashPump := nState = 4 AND bEStopOk AND NOT bLowFeedPressure;', 'BackwashPump := nState = 4 AND NOT bLowFeedPressure AND bEStopOk;']], expect: [] }),
    // The low-feed-pressure trip (read as NOT x by the backwash pump) never trips.
    uf({ id: 'round26 uf: low feed pressure never tripped', edits: [['bLowFeedPressure := rFeedPressure < 0.5 AND nState > 0;', 'bLowFeedPressure := FALSE;']], expect: items('write now-constant bLowFeedPressure !') }),
    uf({ id: 'round26 uf: low feed pressure limit lowered', edits: [['bLowFeedPressure := rFeedPressure < 0.5 AND nState > 0;', 'bLowFeedPressure := rFeedPressure < 0.3 AND nState > 0;']], expect: items('constant value-changed bLowFeedPressure') }),
    uf({ id: 'round26 uf: high TMP margin widened', edits: [['bHighTmp := rTmp > rTmpSetpoint * 1.2;', 'bHighTmp := rTmp > rTmpSetpoint * 1.5;']], expect: items('constant value-changed bHighTmp') }),
    uf({ id: 'round26 uf: TMP setpoint raised', edits: [['rTmpSetpoint : REAL := 2.0;', 'rTmpSetpoint : REAL := 2.5;']], expect: items('constant initial-value-changed rTmpSetpoint') }),
    uf({ id: 'round26 uf: filtration longer', edits: [['tFiltration : TIME := T#60M;', 'tFiltration : TIME := T#90M;']], expect: items('constant initial-value-changed tFiltration') }),
    uf({ id: 'round26 uf: air scour shorter', edits: [['tAirScour : TIME := T#30S;', 'tAirScour : TIME := T#20S;']], expect: items('constant initial-value-changed tAirScour') }),
    uf({ id: 'round26 uf: backwash longer', edits: [['tBackwash : TIME := T#40S;', 'tBackwash : TIME := T#60S;']], expect: items('constant initial-value-changed tBackwash') }),
    uf({ id: 'round26 uf: air scour timed by the drain preset', edits: [['    2: tState := tAirScour;', '    2: tState := tDrain;']], expect: items('write value-changed tState') }),
    uf({ id: 'round26 uf: state timer always running', edits: [['tonState(IN := nState = nLastState, PT := tState);', 'tonState(IN := TRUE, PT := tState);']], expect: items('fb-call inputs-changed tonState.IN') }),
    uf({ id: 'round26 uf: last state not tracked', edits: [['nLastState := nState;\n', '']], expect: items('write no-longer-written nLastState') }),
    uf({ id: 'round26 uf: flush returns to idle', edits: [['IF tonState.Q THEN\n            nState := 1;', 'IF tonState.Q THEN\n            nState := 0;']], expect: items('constant value-changed nState') }),
    uf({ id: 'round26 uf: TMP from the feed pressure only', edits: [['rTmp := rFeedPressure - rFiltratePressure;', 'rTmp := rFeedPressure;']], expect: items('write value-changed rTmp') }),
    uf({ id: 'round26 uf: status lamp from filtration on', edits: [['StatusLamp := nState > 0;', 'StatusLamp := nState > 1;']], expect: items('constant value-changed StatusLamp') }),
    // A lamp-like single term: the last write of a located valve removed, its value a single comparison.
    uf({ id: 'round26 uf: air scour valve no longer written', edits: [['AirScourValve := nState = 2;\n', '']], expect: items('write no-longer-written AirScourValve') }),
    // The backwash outputs' last writes removed: the pump's value was a conjunction (its permissives no longer switch
    // it off), the valve's a single comparison.
    uf({
      id: 'round26 uf: backwash outputs no longer written',
      edits: [['BackwashPump := nState = 4 AND bEStopOk AND NOT bLowFeedPressure;\nBackwashValve := nState = 4;\n', '']],
      expect: items('write no-longer-written BackwashPump !', 'write no-longer-written BackwashValve'),
    }),
    uf({ id: 'round26 uf: cycle counter declared', edits: [['    bBlowerPermit : BOOL;\n', '    bBlowerPermit : BOOL;\n    nCycles : UDINT;\n']], expect: items('declaration added nCycles') }),
    uf({ id: 'round26 uf: alarm lines reordered', edits: [['bHighTmp := rTmp > rTmpSetpoint * 1.2;\nbLowFeedPressure := rFeedPressure < 0.5 AND nState > 0;\n', 'bLowFeedPressure := rFeedPressure < 0.5 AND nState > 0;\nbHighTmp := rTmp > rTmpSetpoint * 1.2;\n']], expect: [] }),
    uf({ id: 'round26 uf: stop comment reworded', edits: [['// a stop (or the e-stop) from any state returns to idle', '// stop or e-stop: back to idle from every state']], expect: [] }),
    uf({ id: 'round26 uf: whitespace in the blower', edits: [['AirBlower := nState = 2 AND bBlowerPermit;', 'AirBlower := nState = 2  AND  bBlowerPermit;']], expect: [] }),
  ]),
  ...from(GVL_ORIGIN, [
    // The GVL edited on its own: the door switch is a guard by the comment above it, the e-stop by its name.
    gvlUf({ id: 'round26 gvl: blower door switch moved', edits: [['    bBlowerDoorClosed AT %IX2.3 : BOOL;', '    bBlowerDoorClosed AT %IX3.3 : BOOL;']], expect: items('declaration address-changed bBlowerDoorClosed !') }),
    gvlUf({ id: 'round26 gvl: e-stop moved', edits: [['    bEStopOk AT %IX2.2 : BOOL;', '    bEStopOk AT %IX3.2 : BOOL;']], expect: items('declaration address-changed bEStopOk !') }),
    gvlUf({ id: 'round26 gvl: blower moved to another output', edits: [['    AirBlower AT %QX2.3 : BOOL;', '    AirBlower AT %QX3.3 : BOOL;']], expect: items('declaration address-changed AirBlower') }),
    gvlUf({ id: 'round26 gvl: guard bypass declared', edits: [['    StatusLamp AT %QX2.7 : BOOL;\n', '    StatusLamp AT %QX2.7 : BOOL;\n    bGuardBypass : BOOL;\n']], expect: items('declaration added bGuardBypass !') }),
    gvlUf({ id: 'round26 gvl: spare output declared', edits: [['    StatusLamp AT %QX2.7 : BOOL;\n', '    StatusLamp AT %QX2.7 : BOOL;\n    SpareOut AT %QX3.0 : BOOL;\n']], expect: items('declaration added SpareOut') }),
    gvlUf({ id: 'round26 gvl: door comment reworded', edits: [['// air blower enclosure: guard door switch, TRUE = closed', '// guard door switch of the air blower enclosure (TRUE = closed)']], expect: [] }),
    // A located global renamed at the same address, used nowhere in the list: one rename.
    gvlUf({ id: 'round26 gvl: air scour valve renamed', edits: [['    AirScourValve AT %QX2.4 : BOOL;', '    AirScourVlv AT %QX2.4 : BOOL;']], expect: items('declaration renamed AirScourVlv') }),
    gvlCip({ id: 'round26 gvl cip: chemical valve moved', edits: [['    ChemValve AT %QX1.3 : BOOL;', '    ChemValve AT %QX1.5 : BOOL;']], expect: items('declaration address-changed ChemValve') }),
    gvlCip({ id: 'round26 gvl cip: drain valve removed', edits: [['    DrainValve AT %QX1.4 : BOOL;\n', '']], expect: items('declaration removed DrainValve') }),
  ]),
];
