// The forty-fourth independent part of the accuracy corpus (round 44). Written on 7 December 2026 by the case writer
// "round44", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test), from a
// public repository that no other corpus file names (each case's `origin`): it-cleanchemi/BR-SCADA (a B&R chemical
// dosing skid's SCADA: `Logical/Main/Main.st`, a `_CYCLIC` program looping over skids with high-high level triggers,
// hand/off/auto selectors as integers and enable flags, and `Logical/modbusTCP/ModMaster/Alarms.st`, an alarm ACTION
// that latches each alarm bit once in a state array, writes a first-out text and a severity, and waits for the
// acknowledgement). Only one repository was used: the round was written in the half hour before its deadline. The
// objects are ours, written after reading those files for their forms; no public code is copied. Forms: an OpenPLC-style
// program with `AT %IX`/`%QX`/`%IW`/`%QW` and `(* *)` comments above declarations (a spill switch known as an interlock
// only by its comment), a dosing pump's run output as a chain of permissives with two latched trips and their
// acknowledgements, a stroke-rate analog output clamped to a maximum; a CODESYS transfer-pump FB with `AT %I*`/`%Q*`,
// a CASE over an integer hand/off/auto selector, a level hysteresis, an overfill latch with an ELSIF reset, a
// fail-to-start watchdog and a computed trip; an alarm program with FOR loops over arrays, a status word split into
// bits, latch/acknowledge/first-out, a gas detector confirmed by a timer that trips the skid through a located output;
// and agents' edits that change several statements at once (a declaration and its uses, a bypass added, a reset
// loosened). Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and
// the conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first
// scored. An expectation may be corrected only for an error of the writer's, with the reason written beside it, never
// to match the output.
//
// First score (by its writer, after committing the cases in 493c9aa, the analysis at main fe85f44), both files together:
// 125 cases, 141 expected items (77 safety), 143 reported, precision 0.867, recall 0.879, safety items flagged 69/77.
// After two corrections of the writer's own omissions (in the -b file, reasons beside them: the removed ELSIF's
// WellLevel read, and the second of two P1Start writes changed): 125 cases, 143 items (78 safety), precision 0.881,
// recall 0.881, safety items flagged 70/78.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A chemical dosing skid as an OpenPLC program: located I/O, comments above declarations, two latched trips. */
const DOSING = object(
  'PRG_DosingSkid',
  `PROGRAM PRG_DosingSkid
VAR
    (* emergency stop chain of the skid, TRUE = healthy *)
    EStopOk AT %IX0.0 : BOOL;
    (* containment sump switch under the acid tote, TRUE = dry: the skid's spill interlock *)
    SumpDry AT %IX0.1 : BOOL;
    (* carrier water flow switch FS301, TRUE = flow proven *)
    FlowProven AT %IX0.2 : BOOL;
    AckPb AT %IX0.3 : BOOL;
    AutoSel AT %IX0.4 : BOOL;
    HandSel AT %IX0.5 : BOOL;
    TankLevelRaw AT %IW0 : INT;
    FlowRaw AT %IW1 : INT;
    P201Run AT %QX0.0 : BOOL;
    XV201Open AT %QX0.1 : BOOL;
    AlarmHorn AT %QX0.2 : BOOL;
    P201Stroke AT %QW0 : INT;
    TankPct : REAL;
    FlowLpm : REAL;
    DoseSP : REAL := 3.5;
    LowLevelPct : REAL := 10.0;
    MaxStroke : INT := 27648;
    NoFlowTmr : TON;
    LowLevelTrip : BOOL;
    NoFlowTrip : BOOL;
    DoseDemand : BOOL;
END_VAR
`,
  `TankPct := INT_TO_REAL(TankLevelRaw) / 276.48;
FlowLpm := INT_TO_REAL(FlowRaw) * 0.05;

(* pump running without carrier flow for the delay: trip *)
NoFlowTmr(IN := P201Run AND NOT FlowProven, PT := T#10S);
IF NoFlowTmr.Q THEN
    NoFlowTrip := TRUE;
END_IF;

IF TankPct < LowLevelPct THEN
    LowLevelTrip := TRUE;
END_IF;

IF AckPb AND FlowProven THEN
    NoFlowTrip := FALSE;
END_IF;
IF AckPb AND TankPct > LowLevelPct + 5.0 THEN
    LowLevelTrip := FALSE;
END_IF;

DoseDemand := (AutoSel AND FlowLpm > 2.0) OR HandSel;

P201Run := DoseDemand AND EStopOk AND SumpDry AND NOT NoFlowTrip AND NOT LowLevelTrip;
XV201Open := P201Run AND FlowProven;

IF P201Run THEN
    P201Stroke := REAL_TO_INT(DoseSP * FlowLpm * 10.0);
    IF P201Stroke > MaxStroke THEN
        P201Stroke := MaxStroke;
    END_IF;
ELSE
    P201Stroke := 0;
END_IF;

AlarmHorn := NoFlowTrip OR LowLevelTrip OR NOT SumpDry;
`,
);

/** A fill pump as a CODESYS FB: hand/off/auto as an integer, level hysteresis, overfill latch, fail-to-start watchdog. */
const TRANSFER = object(
  'FB_TransferPump',
  `FUNCTION_BLOCK FB_TransferPump
VAR_INPUT
    iHOA : INT;                 // 0 off, 1 hand, 2 auto (HMI selector)
    rLevelPct : REAL;           // buffer tank level, %
    bLSHH : BOOL;               // buffer tank high-high switch, TRUE = overfull
    bReset : BOOL;
END_VAR
VAR_OUTPUT
    bRun : BOOL;
    bTripped : BOOL;
    iState : INT;
END_VAR
VAR
    // motor protection relay of P102, TRUE = healthy; part of the skid's safety chain
    bMotorProtOk AT %I* : BOOL;
    bRunFb AT %I* : BOOL;       // contactor auxiliary contact
    bContactor AT %Q* : BOOL;
    rStartLevel : REAL := 30.0;
    rStopLevel : REAL := 80.0;
    tonFailStart : TON;
    tFailStart : TIME := T#5S;
    bOverfillTrip : BOOL;
    bFailStartTrip : BOOL;
    bAutoDemand : BOOL;
END_VAR
`,
  `// overfill: latched until reset with the switch clear
IF bLSHH THEN
    bOverfillTrip := TRUE;
ELSIF bReset THEN
    bOverfillTrip := FALSE;
END_IF

tonFailStart(IN := bContactor AND NOT bRunFb, PT := tFailStart);
IF tonFailStart.Q THEN
    bFailStartTrip := TRUE;
END_IF
IF bReset AND NOT tonFailStart.Q THEN
    bFailStartTrip := FALSE;
END_IF

// fill between the two levels in auto
IF rLevelPct <= rStartLevel THEN
    bAutoDemand := TRUE;
ELSIF rLevelPct >= rStopLevel THEN
    bAutoDemand := FALSE;
END_IF

CASE iHOA OF
    0:
        bRun := FALSE;
        iState := 0;
    1:
        bRun := TRUE;
        iState := 1;
    2:
        bRun := bAutoDemand;
        iState := 2;
ELSE
    bRun := FALSE;
    iState := 9;
END_CASE

bTripped := bOverfillTrip OR bFailStartTrip OR NOT bMotorProtOk;
bContactor := bRun AND NOT bTripped;
`,
);

const DOSING_ORIGIN = 'it-cleanchemi/BR-SCADA Logical/Main/Main.st and Logical/modbusTCP/ModMaster/Alarms.st (a dosing skid: pump enables, high-high level trigger, alarms latched once and acknowledged)';
const TRANSFER_ORIGIN = 'it-cleanchemi/BR-SCADA Logical/Main/Main.st (the Pmax transfer pumps: an integer hand/off/auto selector, the buffer tank level in %, the LSHH200 trigger)';

const dosing = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DOSING } });
const transfer = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TRANSFER } });

const RUN = 'P201Run := DoseDemand AND EStopOk AND SumpDry AND NOT NoFlowTrip AND NOT LowLevelTrip;';
const CONTACTOR = 'bContactor := bRun AND NOT bTripped;';
const TRIPPED = 'bTripped := bOverfillTrip OR bFailStartTrip OR NOT bMotorProtOk;';

export const HELDOUT_ROUND44: CorpusCase[] = [
  ...from(DOSING_ORIGIN, [
    // A conjunct of a physical output's value removed: an interlock removed.
    dosing({ id: 'round44 dosing: pump runs without the e-stop', edits: [[RUN, 'P201Run := DoseDemand AND SumpDry AND NOT NoFlowTrip AND NOT LowLevelTrip;']], expect: items('write value-changed P201Run !') }),
    dosing({ id: 'round44 dosing: pump runs with the sump wet', edits: [[RUN, 'P201Run := DoseDemand AND EStopOk AND NOT NoFlowTrip AND NOT LowLevelTrip;']], expect: items('write value-changed P201Run !') }),
    dosing({ id: 'round44 dosing: pump runs through the no-flow trip', edits: [[RUN, 'P201Run := DoseDemand AND EStopOk AND SumpDry AND NOT LowLevelTrip;']], expect: items('write value-changed P201Run !') }),
    dosing({ id: 'round44 dosing: pump runs through the low-level trip', edits: [[RUN, 'P201Run := DoseDemand AND EStopOk AND SumpDry AND NOT NoFlowTrip;']], expect: items('write value-changed P201Run !') }),
    dosing({ id: 'round44 dosing: pump forced on', edits: [[RUN, 'P201Run := TRUE;']], expect: items('write now-constant P201Run !') }),
    dosing({ id: 'round44 dosing: hand selector bypasses the e-stop', edits: [[RUN, 'P201Run := DoseDemand AND (EStopOk OR HandSel) AND SumpDry AND NOT NoFlowTrip AND NOT LowLevelTrip;']], expect: items('write value-changed P201Run !') }),
    dosing({ id: 'round44 dosing: pump operands reordered', edits: [[RUN, 'P201Run := EStopOk AND SumpDry AND DoseDemand AND NOT NoFlowTrip AND NOT LowLevelTrip;']], expect: [] }),
    // Stricter: the pump also needs the flow switch. Only the write is news; the added signal is no safety signal.
    dosing({ id: 'round44 dosing: pump also needs carrier flow', edits: [[RUN, 'P201Run := DoseDemand AND EStopOk AND SumpDry AND FlowProven AND NOT NoFlowTrip AND NOT LowLevelTrip;']], expect: items('write value-changed P201Run') }),
    dosing({ id: 'round44 dosing: injection valve opens without flow', edits: [['XV201Open := P201Run AND FlowProven;', 'XV201Open := P201Run;']], expect: items('write value-changed XV201Open !') }),
    dosing({ id: 'round44 dosing: injection valve forced open', edits: [['XV201Open := P201Run AND FlowProven;', 'XV201Open := TRUE;']], expect: items('write now-constant XV201Open !') }),
    // The no-flow trip's acknowledgement no longer waits for the flow: a trip's reset in more cases.
    dosing({ id: 'round44 dosing: no-flow trip acknowledged without flow', edits: [['IF AckPb AND FlowProven THEN', 'IF AckPb THEN']], expect: items('condition no-longer-read FlowProven !', 'write condition-changed NoFlowTrip !') }),
    // Judgement: the timer's Q is the only set of the trip the pump reads as NOT NoFlowTrip; the set removed is flagged,
    // its condition (a timer watching no safety-named signal) too as what set the trip (docs/safety.md, trips).
    // Corrected by the fixer of round 44 (writer's error): the condition removed with a trip's last set keeps its own
    // safety (docs/impact-accuracy.md, "A latch read both ways": the set's flag is not carried to it; the trip reaches
    // no safety-named signal), as training's 'round26 skid: dry-run trip never set' and 'round36 intake: dry run never
    // trips' expect for the same form; the set's write stays flagged.
    dosing({ id: 'round44 dosing: no-flow trip never set', edits: [['IF NoFlowTmr.Q THEN\n    NoFlowTrip := TRUE;\nEND_IF;\n', '']], expect: items('condition no-longer-read NoFlowTmr.Q', 'write no-longer-written NoFlowTrip !') }),
    dosing({ id: 'round44 dosing: low-level limit lowered', edits: [['LowLevelPct : REAL := 10.0;', 'LowLevelPct : REAL := 5.0;']], expect: items('constant initial-value-changed LowLevelPct') }),
    dosing({ id: 'round44 dosing: dose setpoint raised', edits: [['DoseSP : REAL := 3.5;', 'DoseSP : REAL := 5.0;']], expect: items('constant initial-value-changed DoseSP') }),
    dosing({ id: 'round44 dosing: maximum stroke lowered', edits: [['MaxStroke : INT := 27648;', 'MaxStroke : INT := 20000;']], expect: items('constant initial-value-changed MaxStroke') }),
    dosing({ id: 'round44 dosing: flow scaling', edits: [['FlowLpm := INT_TO_REAL(FlowRaw) * 0.05;', 'FlowLpm := INT_TO_REAL(FlowRaw) * 0.1;']], expect: items('constant value-changed FlowLpm') }),
    dosing({ id: 'round44 dosing: tank scaling', edits: [['TankPct := INT_TO_REAL(TankLevelRaw) / 276.48;', 'TankPct := INT_TO_REAL(TankLevelRaw) / 270.0;']], expect: items('constant value-changed TankPct') }),
    dosing({ id: 'round44 dosing: stroke gain', edits: [['P201Stroke := REAL_TO_INT(DoseSP * FlowLpm * 10.0);', 'P201Stroke := REAL_TO_INT(DoseSP * FlowLpm * 12.0);']], expect: items('constant value-changed P201Stroke') }),
    // The stroke output's only switch-off removed: the pump's stroke rate holds its last value when stopped.
    dosing({ id: 'round44 dosing: stroke not zeroed when stopped', edits: [['ELSE\n    P201Stroke := 0;\nEND_IF;\n\nAlarmHorn', 'END_IF;\n\nAlarmHorn']], expect: items('write no-longer-written P201Stroke !') }),
    dosing({ id: 'round44 dosing: no-flow delay literal', edits: [['PT := T#10S);', 'PT := T#30S);']], expect: items('constant value-changed NoFlowTmr.PT') }),
    dosing({ id: 'round44 dosing: horn forced on', edits: [['AlarmHorn := NoFlowTrip OR LowLevelTrip OR NOT SumpDry;', 'AlarmHorn := TRUE;']], expect: items('write now-constant AlarmHorn !') }),
    dosing({ id: 'round44 dosing: horn line removed', edits: [['AlarmHorn := NoFlowTrip OR LowLevelTrip OR NOT SumpDry;\n', '']], expect: items('write no-longer-written AlarmHorn') }),
    dosing({ id: 'round44 dosing: e-stop input moved', edits: [['EStopOk AT %IX0.0 : BOOL;', 'EStopOk AT %IX1.0 : BOOL;']], expect: items('declaration address-changed EStopOk !') }),
    // Known as the spill interlock only by the comment above it.
    dosing({ id: 'round44 dosing: sump switch moved', edits: [['SumpDry AT %IX0.1 : BOOL;', 'SumpDry AT %IX1.1 : BOOL;']], expect: items('declaration address-changed SumpDry !') }),
    dosing({ id: 'round44 dosing: horn output moved', edits: [['AlarmHorn AT %QX0.2 : BOOL;', 'AlarmHorn AT %QX0.5 : BOOL;']], expect: items('declaration address-changed AlarmHorn') }),
    dosing({
      id: 'round44 dosing: sump switch renamed',
      edits: [
        ['    SumpDry AT %IX0.1 : BOOL;', '    LeakFree AT %IX0.1 : BOOL;'],
        ['AND EStopOk AND SumpDry AND', 'AND EStopOk AND LeakFree AND'],
        ['OR LowLevelTrip OR NOT SumpDry;', 'OR LowLevelTrip OR NOT LeakFree;'],
      ],
      expect: items('declaration renamed LeakFree !'),
    }),
    dosing({
      id: 'round44 dosing: demand flag renamed',
      edits: [
        ['    DoseDemand : BOOL;', '    DoseRequest : BOOL;'],
        ['DoseDemand := (AutoSel', 'DoseRequest := (AutoSel'],
        ['P201Run := DoseDemand AND', 'P201Run := DoseRequest AND'],
      ],
      expect: items('declaration renamed DoseRequest'),
    }),
    dosing({ id: 'round44 dosing: flow retyped', edits: [['    FlowLpm : REAL;', '    FlowLpm : LREAL;']], expect: items('declaration retyped FlowLpm') }),
    dosing({ id: 'round44 dosing: comment reworded', edits: [['(* pump running without carrier flow for the delay: trip *)', '(* no carrier flow while the pump runs: trip after the delay *)']], expect: [] }),
    dosing({ id: 'round44 dosing: declaration comment reworded', edits: [['(* carrier water flow switch FS301, TRUE = flow proven *)', '(* FS301 carrier water flow, TRUE = flowing *)']], expect: [] }),
    dosing({ id: 'round44 dosing: whitespace', edits: [['XV201Open := P201Run AND FlowProven;', 'XV201Open  :=  P201Run AND FlowProven;']], expect: [] }),
    dosing({ id: 'round44 dosing: scalings reordered', edits: [['TankPct := INT_TO_REAL(TankLevelRaw) / 276.48;\nFlowLpm := INT_TO_REAL(FlowRaw) * 0.05;\n', 'FlowLpm := INT_TO_REAL(FlowRaw) * 0.05;\nTankPct := INT_TO_REAL(TankLevelRaw) / 276.48;\n']], expect: [] }),
    dosing({ id: 'round44 dosing: trip resets reordered', edits: [['IF AckPb AND FlowProven THEN\n    NoFlowTrip := FALSE;\nEND_IF;\nIF AckPb AND TankPct > LowLevelPct + 5.0 THEN\n    LowLevelTrip := FALSE;\nEND_IF;\n', 'IF AckPb AND TankPct > LowLevelPct + 5.0 THEN\n    LowLevelTrip := FALSE;\nEND_IF;\nIF AckPb AND FlowProven THEN\n    NoFlowTrip := FALSE;\nEND_IF;\n']], expect: [] }),
    // Judgement: DoseDemand is a whole conjunct of the pump's run output; losing a conjunct (the flow check) loosens
    // the pump's permissive, as a variable driving a physical output.
    dosing({ id: 'round44 dosing: auto dosing without the flow check', edits: [['DoseDemand := (AutoSel AND FlowLpm > 2.0) OR HandSel;', 'DoseDemand := AutoSel OR HandSel;']], expect: items('write value-changed DoseDemand !') }),
    dosing({ id: 'round44 dosing: auto flow threshold', edits: [['AND FlowLpm > 2.0) OR HandSel;', 'AND FlowLpm > 4.0) OR HandSel;']], expect: items('constant value-changed DoseDemand') }),
    dosing({
      id: 'round44 dosing: bypass key on the sump switch',
      edits: [
        ['    HandSel AT %IX0.5 : BOOL;\n', '    HandSel AT %IX0.5 : BOOL;\n    SumpBypass AT %IX0.6 : BOOL;\n'],
        [RUN, 'P201Run := DoseDemand AND EStopOk AND (SumpDry OR SumpBypass) AND NOT NoFlowTrip AND NOT LowLevelTrip;'],
      ],
      expect: items('declaration added SumpBypass', 'write value-changed P201Run !'),
    }),
    dosing({
      id: 'round44 dosing: new drain valve declared and opened with the pump',
      edits: [
        ['    AlarmHorn AT %QX0.2 : BOOL;\n', '    AlarmHorn AT %QX0.2 : BOOL;\n    XV202Drain AT %QX0.3 : BOOL;\n'],
        ['XV201Open := P201Run AND FlowProven;\n', 'XV201Open := P201Run AND FlowProven;\nXV202Drain := P201Run;\n'],
      ],
      expect: items('declaration added XV202Drain', 'write newly-written XV202Drain'),
    }),
    // Judgement: the timer no longer called holds its Q FALSE, so the trip is never set (as its set removed above).
    dosing({
      id: 'round44 dosing: no-flow supervision removed',
      edits: [['NoFlowTmr(IN := P201Run AND NOT FlowProven, PT := T#10S);\nIF NoFlowTmr.Q THEN\n    NoFlowTrip := TRUE;\nEND_IF;\n', '']],
      // Corrected by the fixer of round 44 (writer's error): the condition keeps its own safety, as in 'no-flow trip
      // never set' above (docs/impact-accuracy.md, "A latch read both ways").
      expect: items('fb-call no-longer-called NoFlowTmr !', 'condition no-longer-read NoFlowTmr.Q', 'write no-longer-written NoFlowTrip !'),
    }),
    // A trip's reset that no longer waits for the level to recover: what it no longer checks is flagged too.
    dosing({
      id: 'round44 dosing: low-level trip acknowledged without the level back',
      edits: [['IF AckPb AND TankPct > LowLevelPct + 5.0 THEN', 'IF AckPb THEN']],
      expect: items('condition no-longer-read TankPct !', 'condition no-longer-read LowLevelPct !', 'write condition-changed LowLevelTrip !'),
    }),
    dosing({
      id: 'round44 dosing: e-stop dropped and the valve forced open',
      edits: [
        [RUN, 'P201Run := DoseDemand AND SumpDry AND NOT NoFlowTrip AND NOT LowLevelTrip;'],
        ['XV201Open := P201Run AND FlowProven;', 'XV201Open := TRUE;'],
      ],
      expect: items('write value-changed P201Run !', 'write now-constant XV201Open !'),
    }),
    dosing({
      id: 'round44 dosing: horn and valve forced together',
      edits: [
        ['XV201Open := P201Run AND FlowProven;', 'XV201Open := TRUE;'],
        ['AlarmHorn := NoFlowTrip OR LowLevelTrip OR NOT SumpDry;', 'AlarmHorn := TRUE;'],
      ],
      expect: items('write now-constant XV201Open !', 'write now-constant AlarmHorn !'),
    }),
    dosing({
      id: 'round44 dosing: stroke clamp removed',
      edits: [['    IF P201Stroke > MaxStroke THEN\n        P201Stroke := MaxStroke;\n    END_IF;\n', '']],
      expect: items('condition no-longer-read P201Stroke', 'condition no-longer-read MaxStroke', 'write no-longer-written P201Stroke'),
    }),
  ]),
  ...from(TRANSFER_ORIGIN, [
    transfer({ id: 'round44 transfer pump: contactor without the trip', edits: [[CONTACTOR, 'bContactor := bRun;']], expect: items('write value-changed bContactor !') }),
    transfer({ id: 'round44 transfer pump: contactor forced', edits: [[CONTACTOR, 'bContactor := TRUE;']], expect: items('write now-constant bContactor !') }),
    transfer({ id: 'round44 transfer pump: hand mode runs through the trip', edits: [[CONTACTOR, 'bContactor := bRun AND (NOT bTripped OR iHOA = 1);']], expect: items('write value-changed bContactor !') }),
    // A computed trip read as NOT bTripped that loses an alternative trips in fewer cases.
    transfer({ id: 'round44 transfer pump: motor protection out of the trip', edits: [[TRIPPED, 'bTripped := bOverfillTrip OR bFailStartTrip;']], expect: items('write value-changed bTripped !') }),
    transfer({ id: 'round44 transfer pump: overfill out of the trip', edits: [[TRIPPED, 'bTripped := bFailStartTrip OR NOT bMotorProtOk;']], expect: items('write value-changed bTripped !') }),
    transfer({ id: 'round44 transfer pump: fail-to-start out of the trip', edits: [[TRIPPED, 'bTripped := bOverfillTrip OR NOT bMotorProtOk;']], expect: items('write value-changed bTripped !') }),
    transfer({ id: 'round44 transfer pump: trip never set', edits: [[TRIPPED, 'bTripped := FALSE;']], expect: items('write now-constant bTripped !') }),
    // Gains an alternative: trips in more cases, only news.
    transfer({ id: 'round44 transfer pump: trip on no run feedback too', edits: [[TRIPPED, 'bTripped := bOverfillTrip OR bFailStartTrip OR NOT bMotorProtOk OR (bRun AND NOT bRunFb);']], expect: items('write value-changed bTripped') }),
    transfer({
      id: 'round44 transfer pump: trip bypass added',
      edits: [
        ['    bReset : BOOL;\nEND_VAR', '    bReset : BOOL;\n    bBypass : BOOL;\nEND_VAR'],
        [TRIPPED, 'bTripped := (bOverfillTrip OR bFailStartTrip OR NOT bMotorProtOk) AND NOT bBypass;'],
      ],
      expect: items('declaration added bBypass', 'write value-changed bTripped !'),
    }),
    // The overfill set removed and its reset no longer waits for the switch: the switch is what set the trip.
    transfer({
      id: 'round44 transfer pump: overfill latch never set',
      edits: [['IF bLSHH THEN\n    bOverfillTrip := TRUE;\nELSIF bReset THEN\n    bOverfillTrip := FALSE;\nEND_IF', 'IF bReset THEN\n    bOverfillTrip := FALSE;\nEND_IF']],
      expect: items('condition no-longer-read bLSHH !', 'write no-longer-written bOverfillTrip !', 'write condition-changed bOverfillTrip !'),
    }),
    transfer({ id: 'round44 transfer pump: fail-to-start reset without waiting', edits: [['IF bReset AND NOT tonFailStart.Q THEN', 'IF bReset THEN']], expect: items('condition no-longer-read tonFailStart.Q !', 'write condition-changed bFailStartTrip !') }),
    transfer({ id: 'round44 transfer pump: fail-to-start time', edits: [['tFailStart : TIME := T#5S;', 'tFailStart : TIME := T#15S;']], expect: items('constant initial-value-changed tFailStart') }),
    transfer({ id: 'round44 transfer pump: fail-to-start preset literal', edits: [['PT := tFailStart);', 'PT := T#8S);']], expect: items('fb-call inputs-changed tonFailStart.PT') }),
    transfer({ id: 'round44 transfer pump: watchdog watches the run request', edits: [['tonFailStart(IN := bContactor AND NOT bRunFb,', 'tonFailStart(IN := bRun AND NOT bRunFb,']], expect: items('fb-call inputs-changed tonFailStart.IN') }),
    transfer({ id: 'round44 transfer pump: start level', edits: [['rStartLevel : REAL := 30.0;', 'rStartLevel : REAL := 20.0;']], expect: items('constant initial-value-changed rStartLevel') }),
    transfer({ id: 'round44 transfer pump: stop level', edits: [['rStopLevel : REAL := 80.0;', 'rStopLevel : REAL := 95.0;']], expect: items('constant initial-value-changed rStopLevel') }),
    // Judgement: bRun is no physical output and reads no safety signal; the contactor still needs NOT bTripped.
    transfer({ id: 'round44 transfer pump: off selector runs the pump', edits: [['    0:\n        bRun := FALSE;', '    0:\n        bRun := TRUE;']], expect: items('constant value-changed bRun') }),
    transfer({ id: 'round44 transfer pump: auto also stops on high-high', edits: [['bRun := bAutoDemand;', 'bRun := bAutoDemand AND NOT bLSHH;']], expect: items('write value-changed bRun') }),
    transfer({ id: 'round44 transfer pump: invalid selector state code', edits: [['iState := 9;', 'iState := 99;']], expect: items('constant value-changed iState') }),
    transfer({
      id: 'round44 transfer pump: demand flag renamed',
      edits: [
        ['    bAutoDemand : BOOL;', '    bFillDemand : BOOL;'],
        ['    bAutoDemand := TRUE;', '    bFillDemand := TRUE;'],
        ['    bAutoDemand := FALSE;', '    bFillDemand := FALSE;'],
        ['bRun := bAutoDemand;', 'bRun := bFillDemand;'],
      ],
      expect: items('declaration renamed bFillDemand'),
    }),
    transfer({
      id: 'round44 transfer pump: motor protection input renamed',
      edits: [
        ['    bMotorProtOk AT %I* : BOOL;', '    bOverloadOk AT %I* : BOOL;'],
        ['OR NOT bMotorProtOk;', 'OR NOT bOverloadOk;'],
      ],
      expect: items('declaration renamed bOverloadOk !'),
    }),
    transfer({ id: 'round44 transfer pump: level retyped', edits: [['    rLevelPct : REAL;', '    rLevelPct : LREAL;']], expect: items('declaration retyped rLevelPct') }),
    transfer({ id: 'round44 transfer pump: comment reworded', edits: [['// fill between the two levels in auto', '// auto: hysteresis between start and stop level']], expect: [] }),
    transfer({ id: 'round44 transfer pump: whitespace in the watchdog', edits: [['tonFailStart(IN := bContactor AND NOT bRunFb, PT := tFailStart);', 'tonFailStart(IN := bContactor AND NOT bRunFb,  PT := tFailStart);']], expect: [] }),
    transfer({ id: 'round44 transfer pump: hand state writes reordered', edits: [['    1:\n        bRun := TRUE;\n        iState := 1;', '    1:\n        iState := 1;\n        bRun := TRUE;']], expect: [] }),
    transfer({ id: 'round44 transfer pump: trip alternatives reordered', edits: [[TRIPPED, 'bTripped := NOT bMotorProtOk OR bOverfillTrip OR bFailStartTrip;']], expect: [] }),
    // The ELSE switch-off removed: an unknown selector value leaves the run request as it was. Judgement: bRun is no
    // physical output; the contactor still needs NOT bTripped.
    transfer({ id: 'round44 transfer pump: no switch-off for an unknown selector', edits: [['ELSE\n    bRun := FALSE;\n    iState := 9;\nEND_CASE', 'ELSE\n    iState := 9;\nEND_CASE']], expect: items('write no-longer-written bRun') }),
    // Hand mode now clears the overfill latch: a trip's reset in more cases.
    transfer({ id: 'round44 transfer pump: hand mode clears the overfill latch', edits: [['    1:\n        bRun := TRUE;\n        iState := 1;', '    1:\n        bRun := TRUE;\n        bOverfillTrip := FALSE;\n        iState := 1;']], expect: items('write newly-written bOverfillTrip !') }),
  ]),
];
