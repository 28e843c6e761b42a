// The twenty-fifth independent held-out part of the accuracy corpus (round 25), second of two files: the rewinder.
// Written on 7 December 2026 by the case writer "round25", who did not change or read the analysis, after reading
// TaniksHasNoHouse/Przewijarka_BR_Praktyki (a B&R rewinder: `Logical/Control/Tension/Dencers/Dencers.st`, two dancer
// controllers configured and called in a FOR loop, their velocity corrections averaged, material break detection
// switched off by a zero control error; the PackML actions under `Logical/Main/MainControl/ActionsPackML/`, an
// aborting action that zeroes the winding velocity and drops the jog commands per mode, an execute action that winds
// a length and completes). The objects are ours; no public code is copied. Forms: a CODESYS program with a CASE over
// an enumerated PackML state, a guard and an e-stop that force the aborting state, a cutter knife timed by a TON,
// a brake output released in execute and applied in aborting, a reset that leaves aborting; an FB calling an array of
// dancer controllers in a FOR loop with a line release output behind a guard and a material break; an FB with a
// method (its own object) that stops per mode, compares a STRING mode, and disables the safe drive on an e-stop. The
// other file's header states the rules the expectations follow (IEC 61131-3, docs/safety.md, docs/impact-accuracy.md,
// written and committed before the first score; corrections only for the writer's own errors, reason beside them).
//
// First score (by its writer, after committing the cases in 4df01a1, the analysis at main b9bc41b, merged as fe7321b),
// both files together: 134 cases, 147 expected items (80 safety), 147 reported, precision 0.952, recall 0.952, safety
// items flagged 79/80. After the writer's two corrections (the reason beside each: the overloads case's ELSE writes
// of the setpoints and the stack light, both interlocks removed by docs/safety.md that were first written unflagged):
// 134 cases, 147 expected items (83 safety), 147 reported, precision 0.973, recall 0.973, safety items flagged 82/83.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The rewinder's sequence: PackML states in a CASE, the guard and e-stop forcing aborting, the knife, the shaft brake. */
const REWINDER = object(
  'PRG_Rewinder',
  `PROGRAM PRG_Rewinder
VAR
    eState : E_PackMLState;
    // safety guard of the winding shafts, TRUE = closed
    bShaftGuardClosed AT %I* : BOOL;
    bEStopOk AT %I* : BOOL;            // emergency stop relay feedback
    bWebBreak AT %I* : BOOL;           // web break sensor, TRUE = material torn
    bKnifeHome AT %I* : BOOL;
    bStartPb AT %I* : BOOL;
    bStopPb AT %I* : BOOL;
    bResetPb AT %I* : BOOL;
    rDancerAct AT %I* : REAL;
    bKnifeDown AT %Q* : BOOL;          // cross cutter knife cylinder
    bShaftBrake AT %Q* : BOOL;         // unwind shaft brake, TRUE = released
    bStackLight AT %Q* : BOOL;
    rLineVelocity : REAL;
    rSetVelocity : REAL := 0.5;        // m/s
    rDancerSet : REAL := 10000.0;
    rMaxDancerError : REAL := 3000.0;
    rLength : REAL;
    rTargetLength : REAL := 0.9;       // m per roll
    bCutEnable : BOOL := TRUE;         // recipe: cut at the roll's end
    tonCut : TON;
    tCutTime : TIME := T#400MS;
    bAborted : BOOL;
END_VAR
`,
  `// a stop of the protection aborts the machine
IF NOT bEStopOk OR NOT bShaftGuardClosed OR bWebBreak THEN
    eState := E_PackMLState.Aborting;
END_IF

CASE eState OF
    E_PackMLState.Idle:
        rLineVelocity := 0.0;
        IF bStartPb AND bShaftGuardClosed AND bKnifeHome THEN
            eState := E_PackMLState.Execute;
        END_IF

    E_PackMLState.Execute:
        bShaftBrake := TRUE;
        rLineVelocity := rSetVelocity;
        rLength := rLength + rLineVelocity * 0.01;
        IF ABS(rDancerAct - rDancerSet) > rMaxDancerError THEN
            eState := E_PackMLState.Aborting;
        ELSIF rLength >= rTargetLength THEN
            eState := E_PackMLState.Completing;
        ELSIF bStopPb THEN
            eState := E_PackMLState.Stopping;
        END_IF

    E_PackMLState.Completing:
        rLineVelocity := 0.0;
        bKnifeDown := bShaftGuardClosed AND bCutEnable;
        tonCut(IN := bKnifeDown, PT := tCutTime);
        IF tonCut.Q THEN
            bKnifeDown := FALSE;
            rLength := 0.0;
            eState := E_PackMLState.Idle;
        END_IF

    E_PackMLState.Stopping:
        rLineVelocity := 0.0;
        eState := E_PackMLState.Idle;

    E_PackMLState.Aborting:
        rLineVelocity := 0.0;
        bShaftBrake := FALSE;
        bKnifeDown := FALSE;
        bAborted := TRUE;
        IF bResetPb AND bEStopOk AND bShaftGuardClosed AND NOT bWebBreak THEN
            bAborted := FALSE;
            eState := E_PackMLState.Idle;
        END_IF
END_CASE

bStackLight := bAborted;
`,
);

/** Two dancer controllers called in a FOR loop, their corrections averaged, a line release behind guard and break. */
const DANCERS = object(
  'FB_DancerControl',
  `FUNCTION_BLOCK FB_DancerControl
VAR_INPUT
    bEnable : BOOL;
    rSetPosition : REAL := 10000.0;
    aActPosition : ARRAY[0..1] OF REAL;
    rActDiameter : REAL;
END_VAR
VAR_OUTPUT
    rVelocityCorrection : REAL;
    bMaterialBreak : BOOL;
END_VAR
VAR
    aCtrl : ARRAY[0..1] OF MpDancerCtrl;
    i : INT;
    rGain : REAL := 2.0;
    rIntegration : REAL := 1.0;
    rMaxCorrection : REAL := 1000.0;   // mm/s, 1 m/s
    rMaxControlError : REAL := 0.0;    // material break detection off at 0
    bLineRun AT %Q* : BOOL;            // line drive release
    // safety: web guard interlock of the dancer rolls, TRUE = closed
    bDancerGuard AT %I* : BOOL;
END_VAR
`,
  `FOR i := 0 TO 1 DO
    aCtrl[i].Enable := bEnable;
    aCtrl[i].Gain := rGain;
    aCtrl[i].IntegrationTime := rIntegration;
    aCtrl[i].MaxLineVelocityCorrection := rMaxCorrection;
    aCtrl[i].MaxControlError := rMaxControlError;
    aCtrl[i].SetDancerPosition := rSetPosition;
    aCtrl[i].ActDancerPosition := aActPosition[i];
    aCtrl[i].ActDiameter := rActDiameter;
    aCtrl[i]();
END_FOR

// the line follows the mean of both corrections
rVelocityCorrection := (aCtrl[0].VelocityCorrection + aCtrl[1].VelocityCorrection) / 2.0;
bMaterialBreak := aCtrl[0].Error OR aCtrl[1].Error;

bLineRun := bEnable AND bDancerGuard AND NOT bMaterialBreak;
`,
);

/** The winder's FB (its declaration and body) and its Abort method as its own object, as CODESYS holds them. */
const WINDER = [
  ...object(
    'FB_WinderCtrl',
    `FUNCTION_BLOCK FB_WinderCtrl
VAR_INPUT
    sMode : STRING(20);
END_VAR
VAR
    bStartWinding : BOOL;
    rVelocity : REAL;
    rProgress : REAL;
    bJogAxis1 : BOOL;
    bJogAxis2 : BOOL;
    bJogWithTension : BOOL;
    // safety: enable of the safe winder drive, TRUE = torque permitted
    bSafeDriveEnable AT %Q* : BOOL;
    bWindMotor AT %Q* : BOOL;
    bAbortDone : BOOL;
END_VAR
`,
    `bWindMotor := bStartWinding AND bSafeDriveEnable;
`,
  ),
  ...object(
    'FB_WinderCtrl.Abort',
    `METHOD Abort : BOOL
VAR_INPUT
    bEStop : BOOL;                     // abort from the emergency stop
END_VAR
`,
    `// everything stops: emergency or error stop
IF sMode = 'Production' THEN
    rVelocity := 0.0;
    bStartWinding := FALSE;
    rProgress := 0.0;
    bAbortDone := TRUE;
END_IF
IF sMode = 'Manual' THEN
    bJogAxis1 := FALSE;
    bJogAxis2 := FALSE;
    bJogWithTension := FALSE;
    bAbortDone := TRUE;
END_IF
IF bEStop THEN
    bSafeDriveEnable := FALSE;
END_IF
Abort := bAbortDone;
`,
  ),
];

const REWINDER_ORIGIN = 'TaniksHasNoHouse/Przewijarka_BR_Praktyki Logical/Main/MainControl/ActionsPackML/actAborting.st, Production/actProdExecute.st and Production/actProdCompleting.st (PackML states: wind a length, complete, abort; the knife, brake and guard are ours)';
const DANCERS_ORIGIN = 'TaniksHasNoHouse/Przewijarka_BR_Praktyki Logical/Control/Tension/Dencers/Dencers.st (two dancer controllers in a FOR loop, PID parameters, the mean velocity correction, break detection off at a zero control error)';
const WINDER_ORIGIN = 'TaniksHasNoHouse/Przewijarka_BR_Praktyki Logical/Main/MainControl/ActionsPackML/actAborting.st (per-mode stop: production velocity zeroed and winding dropped, manual jogs dropped; written here as an FB method)';

const rewinder = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: REWINDER } });
const dancers = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DANCERS } });
const winder = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: WINDER } });

export const HELDOUT_ROUND25_B: CorpusCase[] = [
  ...from(REWINDER_ORIGIN, [
    // Judgement: the aborting state set is the guard's response (its branch applies the brake and lifts the knife); it
    // now runs in fewer cases, so the state's write is flagged with the guard it no longer reads.
    rewinder({ id: 'round25 rewinder: shaft guard no longer aborts', edits: [['IF NOT bEStopOk OR NOT bShaftGuardClosed OR bWebBreak THEN', 'IF NOT bEStopOk OR bWebBreak THEN']], expect: items('condition no-longer-read bShaftGuardClosed !', 'write condition-changed eState !') }),
    // A state set under a switch-on condition that lost a conjunct: its write's item (docs/safety.md).
    rewinder({ id: 'round25 rewinder: start with the guard open', edits: [['IF bStartPb AND bShaftGuardClosed AND bKnifeHome THEN', 'IF bStartPb AND bKnifeHome THEN']], expect: items('condition no-longer-read bShaftGuardClosed !', 'write condition-changed eState !') }),
    rewinder({ id: 'round25 rewinder: start with the knife down', edits: [['IF bStartPb AND bShaftGuardClosed AND bKnifeHome THEN', 'IF bStartPb AND bShaftGuardClosed THEN']], expect: items('condition no-longer-read bKnifeHome', 'write condition-changed eState !') }),
    rewinder({ id: 'round25 rewinder: knife cuts with the guard open', edits: [['bKnifeDown := bShaftGuardClosed AND bCutEnable;', 'bKnifeDown := bCutEnable;']], expect: items('write value-changed bKnifeDown !') }),
    rewinder({ id: 'round25 rewinder: knife forced down in completing', edits: [['bKnifeDown := bShaftGuardClosed AND bCutEnable;', 'bKnifeDown := TRUE;']], expect: items('write now-constant bKnifeDown !') }),
    rewinder({ id: 'round25 rewinder: cut time', edits: [['tCutTime : TIME := T#400MS;', 'tCutTime : TIME := T#200MS;']], expect: items('constant initial-value-changed tCutTime') }),
    rewinder({ id: 'round25 rewinder: dancer error limit', edits: [['rMaxDancerError : REAL := 3000.0;', 'rMaxDancerError : REAL := 6000.0;']], expect: items('constant initial-value-changed rMaxDancerError') }),
    rewinder({ id: 'round25 rewinder: roll length', edits: [['rTargetLength : REAL := 0.9;', 'rTargetLength : REAL := 1.2;']], expect: items('constant initial-value-changed rTargetLength') }),
    rewinder({ id: 'round25 rewinder: winding velocity', edits: [['rSetVelocity : REAL := 0.5;', 'rSetVelocity : REAL := 0.8;']], expect: items('constant initial-value-changed rSetVelocity') }),
    rewinder({ id: 'round25 rewinder: length integration step', edits: [['rLength := rLength + rLineVelocity * 0.01;', 'rLength := rLength + rLineVelocity * 0.02;']], expect: items('constant value-changed rLength') }),
    rewinder({ id: 'round25 rewinder: brake not applied on abort', edits: [['        bShaftBrake := FALSE;\n', '']], expect: items('write no-longer-written bShaftBrake !') }),
    rewinder({ id: 'round25 rewinder: knife not lifted on abort', edits: [['        bShaftBrake := FALSE;\n        bKnifeDown := FALSE;\n', '        bShaftBrake := FALSE;\n']], expect: items('write no-longer-written bKnifeDown !') }),
    // Leaving aborting while the guard is open: the reset runs in more cases.
    // audit: judgement, left: bAborted (no physical output, read only as the stack light's plain copy, so no trip by
    // docs/safety.md's definition) is reset in more cases, which docs/safety.md reads as held off more often; the
    // latch-reset exception of docs/impact-accuracy.md ("Fixed against rounds 22 and 27") could be read to flag it.
    rewinder({ id: 'round25 rewinder: reset with the guard open', edits: [['IF bResetPb AND bEStopOk AND bShaftGuardClosed AND NOT bWebBreak THEN', 'IF bResetPb AND bEStopOk AND NOT bWebBreak THEN']], expect: items('condition no-longer-read bShaftGuardClosed !', 'write condition-changed bAborted', 'write condition-changed eState !') }),
    // Corrected after the first score (the writer's error): bStackLight is a physical output (`AT %Q*`) whose value's
    // conjunct bAborted is weakened by an alternative, an interlock removed by docs/safety.md; first written unflagged.
    rewinder({ id: 'round25 rewinder: stack light on a web break too', edits: [['bStackLight := bAborted;', 'bStackLight := bAborted OR bWebBreak;']], expect: items('write value-changed bStackLight !') }),
    rewinder({ id: 'round25 rewinder: cutting switched off by recipe', edits: [['bCutEnable : BOOL := TRUE;', 'bCutEnable : BOOL := FALSE;']], expect: items('constant initial-value-changed bCutEnable') }),
    // audit: judgement, left: the brake's switch-off is in the Aborting branch, selected by eState, not under a guard
    // reading a safety signal; only by chaining the CASE switch-off rule does the new switch-on fall under docs/safety.md's
    // "new switch-on of a variable that a branch reading a safety signal switches off" (and the safety IF still runs first).
    rewinder({ id: 'round25 rewinder: brake released in idle', edits: [['    E_PackMLState.Idle:\n        rLineVelocity := 0.0;\n', '    E_PackMLState.Idle:\n        rLineVelocity := 0.0;\n        bShaftBrake := TRUE;\n']], expect: items('write newly-written bShaftBrake') }),
    rewinder({
      id: 'round25 rewinder: threading mode bypasses the guard',
      edits: [
        ['    bAborted : BOOL;\n', '    bAborted : BOOL;\n    bThreading : BOOL;\n'],
        ['IF NOT bEStopOk OR NOT bShaftGuardClosed OR bWebBreak THEN', 'IF NOT bEStopOk OR (NOT bShaftGuardClosed AND NOT bThreading) OR bWebBreak THEN'],
      ],
      expect: items('declaration added bThreading', 'condition newly-read bThreading !', 'write condition-changed eState !'),
    }),
    rewinder({
      id: 'round25 rewinder: length renamed',
      edits: [
        ['    rLength : REAL;', '    rWoundLength : REAL;'],
        ['rLength := rLength + rLineVelocity * 0.01;', 'rWoundLength := rWoundLength + rLineVelocity * 0.01;'],
        ['ELSIF rLength >= rTargetLength THEN', 'ELSIF rWoundLength >= rTargetLength THEN'],
        ['            rLength := 0.0;', '            rWoundLength := 0.0;'],
      ],
      expect: items('declaration renamed rWoundLength'),
    }),
    rewinder({
      id: 'round25 rewinder: guard input renamed',
      edits: [
        ['    bShaftGuardClosed AT %I* : BOOL;', '    bShaftCoverShut AT %I* : BOOL;'],
        ['IF NOT bEStopOk OR NOT bShaftGuardClosed OR bWebBreak THEN', 'IF NOT bEStopOk OR NOT bShaftCoverShut OR bWebBreak THEN'],
        ['IF bStartPb AND bShaftGuardClosed AND bKnifeHome THEN', 'IF bStartPb AND bShaftCoverShut AND bKnifeHome THEN'],
        ['bKnifeDown := bShaftGuardClosed AND bCutEnable;', 'bKnifeDown := bShaftCoverShut AND bCutEnable;'],
        ['AND bEStopOk AND bShaftGuardClosed AND NOT bWebBreak THEN', 'AND bEStopOk AND bShaftCoverShut AND NOT bWebBreak THEN'],
      ],
      expect: items('declaration renamed bShaftCoverShut !'),
    }),
    rewinder({ id: 'round25 rewinder: comment reworded', edits: [['// a stop of the protection aborts the machine', '// e-stop, guard or web break: abort']], expect: [] }),
    rewinder({ id: 'round25 rewinder: whitespace in the cut timer', edits: [['tonCut(IN := bKnifeDown, PT := tCutTime);', 'tonCut(IN := bKnifeDown,  PT := tCutTime);']], expect: [] }),
    rewinder({ id: 'round25 rewinder: abort writes reordered', edits: [['        rLineVelocity := 0.0;\n        bShaftBrake := FALSE;\n', '        bShaftBrake := FALSE;\n        rLineVelocity := 0.0;\n']], expect: [] }),
  ]),
  ...from(DANCERS_ORIGIN, [
    dancers({ id: 'round25 dancers: line runs with the guard open', edits: [['bLineRun := bEnable AND bDancerGuard AND NOT bMaterialBreak;', 'bLineRun := bEnable AND NOT bMaterialBreak;']], expect: items('write value-changed bLineRun !') }),
    dancers({ id: 'round25 dancers: line runs through a break', edits: [['bLineRun := bEnable AND bDancerGuard AND NOT bMaterialBreak;', 'bLineRun := bEnable AND bDancerGuard;']], expect: items('write value-changed bLineRun !') }),
    dancers({ id: 'round25 dancers: line release forced', edits: [['bLineRun := bEnable AND bDancerGuard AND NOT bMaterialBreak;', 'bLineRun := TRUE;']], expect: items('write now-constant bLineRun !') }),
    // The break flag is a trip (read as NOT bMaterialBreak by the line release): it lost an alternative.
    dancers({ id: 'round25 dancers: break from the first dancer only', edits: [['bMaterialBreak := aCtrl[0].Error OR aCtrl[1].Error;', 'bMaterialBreak := aCtrl[0].Error;']], expect: items('write value-changed bMaterialBreak !') }),
    dancers({ id: 'round25 dancers: break never reported', edits: [['bMaterialBreak := aCtrl[0].Error OR aCtrl[1].Error;', 'bMaterialBreak := FALSE;']], expect: items('write now-constant bMaterialBreak !') }),
    dancers({ id: 'round25 dancers: gain', edits: [['rGain : REAL := 2.0;', 'rGain : REAL := 3.0;']], expect: items('constant initial-value-changed rGain') }),
    dancers({ id: 'round25 dancers: integration time', edits: [['rIntegration : REAL := 1.0;', 'rIntegration : REAL := 0.5;']], expect: items('constant initial-value-changed rIntegration') }),
    dancers({ id: 'round25 dancers: correction limit', edits: [['rMaxCorrection : REAL := 1000.0;', 'rMaxCorrection : REAL := 2000.0;']], expect: items('constant initial-value-changed rMaxCorrection') }),
    dancers({ id: 'round25 dancers: break detection switched on', edits: [['rMaxControlError : REAL := 0.0;', 'rMaxControlError : REAL := 5000.0;']], expect: items('constant initial-value-changed rMaxControlError') }),
    dancers({ id: 'round25 dancers: set position', edits: [['rSetPosition : REAL := 10000.0;', 'rSetPosition : REAL := 12000.0;']], expect: items('constant initial-value-changed rSetPosition') }),
    dancers({ id: 'round25 dancers: first dancer only', edits: [['rVelocityCorrection := (aCtrl[0].VelocityCorrection + aCtrl[1].VelocityCorrection) / 2.0;', 'rVelocityCorrection := aCtrl[0].VelocityCorrection;']], expect: items('write value-changed rVelocityCorrection') }),
    dancers({ id: 'round25 dancers: loop counter retyped', edits: [['    i : INT;', '    i : DINT;']], expect: items('declaration retyped i') }),
    dancers({
      id: 'round25 dancers: guard renamed',
      edits: [
        ['    bDancerGuard AT %I* : BOOL;', '    bRollCoverClosed AT %I* : BOOL;'],
        ['AND bDancerGuard AND', 'AND bRollCoverClosed AND'],
      ],
      expect: items('declaration renamed bRollCoverClosed !'),
    }),
    dancers({ id: 'round25 dancers: comment reworded', edits: [['// the line follows the mean of both corrections', '// mean correction of the two dancers']], expect: [] }),
    dancers({ id: 'round25 dancers: whitespace in the line release', edits: [['bLineRun := bEnable AND bDancerGuard', 'bLineRun := bEnable  AND bDancerGuard']], expect: [] }),
    dancers({ id: 'round25 dancers: release operands swapped', edits: [['bLineRun := bEnable AND bDancerGuard AND NOT bMaterialBreak;', 'bLineRun := bDancerGuard AND bEnable AND NOT bMaterialBreak;']], expect: [] }),
  ]),
  ...from(WINDER_ORIGIN, [
    // bStartWinding drives the winding motor (a physical output): its switch-off on abort is gone.
    winder({ id: 'round25 winder abort: winding not dropped', edits: [['    bStartWinding := FALSE;\n', '']], expect: items('write no-longer-written bStartWinding !') }),
    winder({ id: 'round25 winder abort: first jog not dropped', edits: [['    bJogAxis1 := FALSE;\n', '']], expect: items('write no-longer-written bJogAxis1') }),
    winder({ id: 'round25 winder abort: velocity not zeroed', edits: [['    rVelocity := 0.0;\n', '']], expect: items('write no-longer-written rVelocity') }),
    winder({ id: 'round25 winder abort: progress kept', edits: [['    rProgress := 0.0;\n', '']], expect: items('write no-longer-written rProgress') }),
    winder({ id: 'round25 winder abort: safe drive kept on an e-stop', edits: [['IF bEStop THEN\n    bSafeDriveEnable := FALSE;\nEND_IF\n', '']], expect: items('condition no-longer-read bEStop !', 'write no-longer-written bSafeDriveEnable !') }),
    winder({ id: 'round25 winder abort: safe drive enabled on an e-stop', edits: [['    bSafeDriveEnable := FALSE;', '    bSafeDriveEnable := TRUE;']], expect: items('constant value-changed bSafeDriveEnable !') }),
    winder({ id: 'round25 winder: motor without the safe drive enable', edits: [['bWindMotor := bStartWinding AND bSafeDriveEnable;', 'bWindMotor := bStartWinding;']], expect: items('write value-changed bWindMotor !') }),
    winder({ id: 'round25 winder abort: always reports done', edits: [['Abort := bAbortDone;', 'Abort := TRUE;']], expect: items('write now-constant Abort') }),
    winder({ id: 'round25 winder abort: comment reworded', edits: [['// everything stops: emergency or error stop', '// stop all: e-stop or fault']], expect: [] }),
    winder({ id: 'round25 winder abort: manual drops reordered', edits: [['    bJogAxis1 := FALSE;\n    bJogAxis2 := FALSE;\n', '    bJogAxis2 := FALSE;\n    bJogAxis1 := FALSE;\n']], expect: [] }),
  ]),
];
