// The twenty-fourth independent held-out part of the accuracy corpus (round 24). Written on 7 December 2026 by the case
// writer "round24", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`): sebvc/tc3-xplanar-simple-ptp (a
// TwinCAT XPlanar demo: `MAIN.TcPOU` stepping a CASE over demo steps whose instances are initialised in the
// declaration, an R_TRIG on the e-stop sending the sequence to its disable step, a status array filled in a FOR loop;
// `FB_DemoStepBase.TcPOU`, an ABSTRACT step with properties and a Reset method; `SimpleDisableWithRotSwAndEstop.TcPOU`,
// a step that IMPLEMENTS an interface, takes `REFERENCE TO` a selector switch and an e-stop, checks them with
// `__ISVALIDREF` and reports Done) and tc3-engineer/InformationFBs (`Tc2_MC2/examples/P_Demo_MC_Stop.TcPOU`: a loader
// axis stopped by MC_Stop on a jam, held until the operator's MC_Reset, outputs taken with `=>`). The objects are ours,
// written after reading those files for their forms; no public code is copied. Forms: a TwinSAFE-mapped qualified GVL
// (an e-stop, a guard, a light-curtain group known only by the comment above it, an STO flag), a PROGRAM with a CASE
// over step numbers, an array of movers, method calls on instances, R_TRIGs; an FB that EXTENDS an abstract step with
// its methods as objects of their own (`SUPER^.Reset()`, `THIS^`), `REFERENCE TO` inputs and `__ISVALIDREF`; a
// PLCopen loader axis (MC_Power, MC_Stop, MC_MoveVelocity, MC_Reset) with `=>` outputs; a valve bank over an ARRAY of
// valve FBs with located command and feedback arrays read through a `POINTER TO`; a valve FB that EXTENDS a base
// actuator; an OpenPLC heat-seal press with `AT %IX`/`%QX`/`%IW`, a guard known only by the comment above its
// declaration, an over-temperature trip, a CASE sequencer with step numbers; edits that change several statements at
// once. Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the
// conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part was first scored.
// An expectation may be corrected only for an error of the writer's, with the reason written beside it, never to match
// the output. The second file, impact-corpus-heldout-round24-b.ts, holds the rest of the round.
//
// First score (by its writer, after committing the cases in 4abddb9, the analysis at main 2346f7d; both files scored
// as one round): 119 cases, 145 expected items (73 safety), 150 reported, precision 0.827, recall 0.855, safety items
// flagged 66/73. After the writer's three corrections (each with its reason beside the case: the `=>` outputs of a
// removed MC_Stop call, the no-longer-read item of a switch-off's condition flagged by docs/safety.md, a comparison's
// second operand left out): 149 expected items (75 safety), precision 0.860, recall 0.866, safety items flagged 68/75.
// No expectation was changed to match the output.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The cell's safety inputs as the TwinSAFE logic hands them to the standard PLC (qualified only). */
export const GVL_SAFETY_24_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // TwinSAFE group 1: emergency stop chain of the planar cell, TRUE = healthy
    bEStopOk AT %I* : BOOL;
    bGuardClosed AT %I* : BOOL;        // guard door of the planar table, TRUE = closed
    // TwinSAFE group 2: light curtain of the loading zone, TRUE = clear
    bGrp2Run AT %I* : BOOL;
    bStoActive AT %I* : BOOL;          // STO of the loader drive active
    bErrAck AT %Q* : BOOL;             // group error acknowledge to the logic
END_VAR
`;
export const SAFETY_LISTS_24 = { globalLists: [{ name: 'GVL_Safety', declaration: GVL_SAFETY_24_TEXT }] };
const GVL_SAFETY = [{ name: 'GVL_Safety', text: GVL_SAFETY_24_TEXT }];

/** The demo program: a CASE over step numbers, an array of movers, the e-stop's edge sending it to the disable step. */
const PLANAR = object(
  'PRG_PlanarDemo',
  `PROGRAM PRG_PlanarDemo
VAR
    fbTable : FB_PlanarTable;
    aMover : ARRAY[1..2] OF FB_PlanarMover;
    fbStartPb : FB_PushButton;
    fbDisablePb : FB_PushButton;
    fbStepInit : FB_StepInit;
    fbStepDisable : FB_StepDisable;
    nStep : INT := 0;
    i : INT;
    rtMoverError : R_TRIG;
    rtEStop : R_TRIG;
    tonEnableTimeout : TON;
    tEnableTimeout : TIME := T#10S;
    bStartSim AT %I* : BOOL;        // simulated start, unlinked
    bBeaconRed AT %Q* : BOOL;
    bBeaconGreen AT %Q* : BOOL;
    nCycles : UINT;
    nCyclesTarget : UINT := 5;
    fTrackVelocity : LREAL := 750.0;
END_VAR
`,
  `fbTable.CyclicLogic();
fbStartPb.CyclicLogic();
fbDisablePb.CyclicLogic();

CASE nStep OF
    0:  // init
        fbStepInit.CyclicLogic();
        IF fbStepInit.Done THEN
            nStep := 10;
        END_IF
    10: // wait for the start button with the guard closed and the e-stop chain healthy
        IF (fbStartPb.bPressed OR bStartSim) AND GVL_Safety.bGuardClosed AND GVL_Safety.bEStopOk THEN
            nStep := 20;
        END_IF
    20: // enable the movers
        tonEnableTimeout(IN := TRUE, PT := tEnableTimeout);
        IF fbTable.bAllEnabled THEN
            nStep := 30;
        ELSIF tonEnableTimeout.Q THEN
            nStep := 900;
        END_IF
    30: // laps on the track
        FOR i := 1 TO 2 DO
            aMover[i].MoveOnTrack(fVelocity := fTrackVelocity);
        END_FOR
        IF aMover[1].bDone AND aMover[2].bDone THEN
            nCycles := nCycles + 1;
            IF nCycles >= nCyclesTarget THEN
                nStep := 900;
            END_IF
        END_IF
    900: // disable
        fbStepDisable.CyclicLogic();
        IF fbStepDisable.Done THEN
            fbStepDisable.Reset();
            nCycles := 0;
            nStep := 0;
        END_IF
END_CASE

// a mover error or the e-stop pressed ends the sequence
rtMoverError(CLK := aMover[1].bError OR aMover[2].bError);
rtEStop(CLK := NOT GVL_Safety.bEStopOk);
IF rtMoverError.Q OR rtEStop.Q OR fbDisablePb.bPressed THEN
    nStep := 900;
END_IF

bBeaconGreen := nStep = 30;
bBeaconRed := NOT GVL_Safety.bEStopOk OR NOT GVL_Safety.bGuardClosed OR aMover[1].bError;
`,
);

/** The disable step: EXTENDS the abstract step, REFERENCE TO inputs, its methods as objects of their own. */
const DISABLE_FB = object(
  'FB_StepDisable',
  `FUNCTION_BLOCK FB_StepDisable EXTENDS FB_StepBase
VAR_INPUT
    ipTable : I_PlanarTable;
    refSelector : REFERENCE TO ST_SelectorSwitch;
    refEStop : REFERENCE TO ST_EStopDevice;   // e-stop pushbutton of the table, bReleased = TRUE when pulled out
END_VAR
VAR
    bMoversIdle : BOOL;
    bDisabled : BOOL;
END_VAR
`,
  `// do not put code here, call CyclicLogic()
`,
);
const DISABLE_CYCLIC = object(
  'FB_StepDisable.CyclicLogic',
  `METHOD CyclicLogic
VAR
    bSwitchLeft : BOOL;
END_VAR
`,
  `IF ipTable <> 0 THEN
    bMoversIdle := NOT ipTable.MoverBusy(1) AND NOT ipTable.MoverBusy(2);
    // let the movers finish their move, then disable them
    IF bMoversIdle THEN
        ipTable.DisableMovers();
    END_IF
    bDisabled := ipTable.AllDisabled;
    _bDone := FALSE;
    IF __ISVALIDREF(refSelector) AND __ISVALIDREF(refEStop) THEN
        bSwitchLeft := refSelector.ePos = E_SelectorPos.Left;
        IF bDisabled AND bSwitchLeft AND refEStop.bReleased THEN
            _bDone := TRUE;
        END_IF
    END_IF
END_IF
`,
);
const DISABLE_RESET = object(
  'FB_StepDisable.Reset',
  `METHOD Reset
`,
  `SUPER^.Reset();
THIS^.bDisabled := FALSE;
`,
);
const DISABLE = [...DISABLE_FB, ...DISABLE_CYCLIC, ...DISABLE_RESET];

/** The loader axis: MC_Power from the safety GVL, MC_Stop on a jam or the e-stop, held until the operator's reset. */
const LOADER = object(
  'PRG_LoaderAxis',
  `PROGRAM PRG_LoaderAxis
VAR
    axLoader : AXIS_REF;
    fbPower : MC_Power;
    fbJamStop : MC_Stop;
    fbReset : MC_Reset;
    fbMove : MC_MoveVelocity;
    rtJam : R_TRIG;
    rtAck : R_TRIG;
    bJamSensor AT %I* : BOOL;        // part jammed in the loader chute
    bAckButton AT %I* : BOOL;
    bLoaderRun AT %I* : BOOL;
    bLoaderLamp AT %Q* : BOOL;
    bJamLatched : BOOL;
    bStopDone : BOOL;
    bStopBusy : BOOL;
    bResetDone : BOOL;
    nStopErrorId : UDINT;
    fLoadVelocity : LREAL := 120.0;
    fJamDecel : LREAL := 10000.0;
END_VAR
`,
  `rtJam(CLK := bJamSensor);
rtAck(CLK := bAckButton);

IF rtJam.Q THEN
    bJamLatched := TRUE;
END_IF
IF rtAck.Q AND NOT bJamSensor THEN
    bJamLatched := FALSE;
END_IF

// the drive is enabled only with the e-stop chain healthy and no STO
fbPower(Axis := axLoader, Enable := GVL_Safety.bEStopOk AND NOT GVL_Safety.bStoActive, Enable_Positive := TRUE, Enable_Negative := FALSE);

// a jam or the e-stop stops the loader and holds it until the reset
fbJamStop(Execute := bJamLatched OR NOT GVL_Safety.bEStopOk, Deceleration := fJamDecel, Jerk := 100000.0, Axis := axLoader, Done => bStopDone, Busy => bStopBusy, ErrorID => nStopErrorId);

fbMove(Execute := bLoaderRun AND NOT bJamLatched AND fbPower.Status, Velocity := fLoadVelocity, Acceleration := 2000.0, Deceleration := 2000.0, Axis := axLoader);

fbReset(Execute := rtAck.Q AND NOT bJamLatched, Axis := axLoader, Done => bResetDone);

bLoaderLamp := bStopBusy OR bJamSensor;
`,
);

const PLANAR_ORIGIN = 'sebvc/tc3-xplanar-simple-ptp Xplanar-XAE/PLC1/POUs/MAIN.TcPOU (a CASE over demo steps, instances called through methods, an R_TRIG on the e-stop sending the sequence to its disable step)';
const DISABLE_ORIGIN = 'sebvc/tc3-xplanar-simple-ptp Xplanar-XAE/PLC1/DemoStep/Steps/SimpleDisableWithRotSwAndEstop.TcPOU and DemoStep/FB_DemoStepBase.TcPOU (a step over REFERENCE TO a selector and an e-stop, __ISVALIDREF, an abstract base with Reset)';
const LOADER_ORIGIN = 'tc3-engineer/InformationFBs Tc2_MC2/examples/P_Demo_MC_Stop.TcPOU (a loader axis stopped by MC_Stop on a jam, held until MC_Reset, outputs taken with =>)';
const GVL_ORIGIN = 'sebvc/tc3-xplanar-simple-ptp Xplanar-XAE/PLC1/POUs/MAIN.TcPOU (the e-stop and selector the steps read) and tc3-engineer/InformationFBs Tc2_MC2/examples/P_Demo_MC_Stop.TcPOU, as a TwinSAFE-mapped qualified GVL';

const planar = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PLANAR }, ...SAFETY_LISTS_24 });
const disable = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: DISABLE } });
const loader = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LOADER }, ...SAFETY_LISTS_24 });
const gvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GVL_SAFETY } });

export const HELDOUT_ROUND24: CorpusCase[] = [
  ...from(PLANAR_ORIGIN, [
    // nStep drives the green beacon (`bBeaconGreen := nStep = 30`): a step set whose condition lost a conjunct is an
    // interlock removed on its write; the guard is read by name.
    planar({ id: 'round24 planar: start with the guard open', edits: [[' AND GVL_Safety.bGuardClosed AND GVL_Safety.bEStopOk THEN', ' AND GVL_Safety.bEStopOk THEN']], expect: items('condition no-longer-read GVL_Safety.bGuardClosed !', 'write condition-changed nStep !') }),
    planar({ id: 'round24 planar: start with the e-stop pressed', edits: [[' AND GVL_Safety.bGuardClosed AND GVL_Safety.bEStopOk THEN', ' AND GVL_Safety.bGuardClosed THEN']], expect: items('condition no-longer-read GVL_Safety.bEStopOk !', 'write condition-changed nStep !') }),
    // A start path dropped: stricter, nothing safety-relevant lost.
    planar({ id: 'round24 planar: no simulated start', edits: [['IF (fbStartPb.bPressed OR bStartSim) AND', 'IF fbStartPb.bPressed AND']], expect: items('condition no-longer-read bStartSim', 'write condition-changed nStep') }),
    // Judgement: the e-stop's edge sends the sequence to its disable step; without it the e-stop no longer ends the
    // sequence (the step set is the e-stop's response, not a switch-on), both items flagged.
    planar({ id: 'round24 planar: e-stop no longer ends the sequence', edits: [['IF rtMoverError.Q OR rtEStop.Q OR fbDisablePb.bPressed THEN', 'IF rtMoverError.Q OR fbDisablePb.bPressed THEN']], expect: items('condition no-longer-read rtEStop.Q !', 'write condition-changed nStep !') }),
    planar({
      id: 'round24 planar: sequence end branch removed',
      edits: [['IF rtMoverError.Q OR rtEStop.Q OR fbDisablePb.bPressed THEN\n    nStep := 900;\nEND_IF\n', '']],
      expect: items('condition no-longer-read rtMoverError.Q', 'condition no-longer-read rtEStop.Q !', 'condition no-longer-read fbDisablePb.bPressed', 'write no-longer-written nStep !'),
    }),
    planar({ id: 'round24 planar: mover errors no longer end the sequence', edits: [['IF rtMoverError.Q OR rtEStop.Q OR fbDisablePb.bPressed THEN', 'IF rtEStop.Q OR fbDisablePb.bPressed THEN']], expect: items('condition no-longer-read rtMoverError.Q', 'write condition-changed nStep') }),
    planar({ id: 'round24 planar: e-stop edge no longer called', edits: [['rtEStop(CLK := NOT GVL_Safety.bEStopOk);\n', '']], expect: items('fb-call no-longer-called rtEStop !') }),
    planar({ id: 'round24 planar: e-stop edge watches the guard', edits: [['rtEStop(CLK := NOT GVL_Safety.bEStopOk);', 'rtEStop(CLK := NOT GVL_Safety.bGuardClosed);']], expect: items('fb-call inputs-changed rtEStop.CLK !') }),
    planar({ id: 'round24 planar: mover error edge only for mover 1', edits: [['rtMoverError(CLK := aMover[1].bError OR aMover[2].bError);', 'rtMoverError(CLK := aMover[1].bError);']], expect: items('fb-call inputs-changed rtMoverError.CLK') }),
    planar({ id: 'round24 planar: enable timeout', edits: [['tEnableTimeout : TIME := T#10S;', 'tEnableTimeout : TIME := T#30S;']], expect: items('constant initial-value-changed tEnableTimeout') }),
    planar({ id: 'round24 planar: more laps', edits: [['nCyclesTarget : UINT := 5;', 'nCyclesTarget : UINT := 8;']], expect: items('constant initial-value-changed nCyclesTarget') }),
    planar({ id: 'round24 planar: faster on the track', edits: [['fTrackVelocity : LREAL := 750.0;', 'fTrackVelocity : LREAL := 1500.0;']], expect: items('constant initial-value-changed fTrackVelocity') }),
    planar({ id: 'round24 planar: laps counted twice', edits: [['nCycles := nCycles + 1;', 'nCycles := nCycles + 2;']], expect: items('constant value-changed nCycles') }),
    // A warning that shows in fewer cases: the red beacon lost an alternative.
    // Corrected by the fixer of round 24 (was unflagged): a value that only lost an alternative is judged by what it
    // lost (docs/impact-accuracy.md, "A value that only lost an alternative"; docs/safety.md exempts it "because the
    // safety signal keeps its role"). Here the alternative lost is the guard itself: the beacon no longer shows it.
    planar({ id: 'round24 planar: red beacon without the guard', edits: [['bBeaconRed := NOT GVL_Safety.bEStopOk OR NOT GVL_Safety.bGuardClosed OR aMover[1].bError;', 'bBeaconRed := NOT GVL_Safety.bEStopOk OR aMover[1].bError;']], expect: items('write value-changed bBeaconRed !') }),
    planar({ id: 'round24 planar: green beacon forced on', edits: [['bBeaconGreen := nStep = 30;', 'bBeaconGreen := TRUE;']], expect: items('write now-constant bBeaconGreen !') }),
    // A physical output's single term weakened by an alternative: on in more cases.
    planar({ id: 'round24 planar: green beacon while enabling', edits: [['bBeaconGreen := nStep = 30;', 'bBeaconGreen := nStep = 30 OR nStep = 20;']], expect: items('write value-changed bBeaconGreen !') }),
    planar({ id: 'round24 planar: disable step not reset', edits: [['            fbStepDisable.Reset();\n', '']], expect: items('call no-longer-called fbStepDisable.Reset') }),
    planar({ id: 'round24 planar: table no longer processed', edits: [['fbTable.CyclicLogic();\n', '']], expect: items('call no-longer-called fbTable.CyclicLogic') }),
    planar({ id: 'round24 planar: comment on the start step reworded', edits: [['// wait for the start button with the guard closed and the e-stop chain healthy', '// start: button pressed, guard closed, e-stop chain healthy']], expect: [] }),
    planar({ id: 'round24 planar: edge detectors reordered', edits: [['rtMoverError(CLK := aMover[1].bError OR aMover[2].bError);\nrtEStop(CLK := NOT GVL_Safety.bEStopOk);', 'rtEStop(CLK := NOT GVL_Safety.bEStopOk);\nrtMoverError(CLK := aMover[1].bError OR aMover[2].bError);']], expect: [] }),
    planar({ id: 'round24 planar: start button renamed', edits: [['    fbStartPb : FB_PushButton;', '    fbStartButton : FB_PushButton;'], ['fbStartPb.CyclicLogic();', 'fbStartButton.CyclicLogic();'], ['IF (fbStartPb.bPressed OR bStartSim)', 'IF (fbStartButton.bPressed OR bStartSim)']], expect: items('declaration renamed fbStartButton') }),
    // An agent adds a guard bypass flag: the start condition's guard conjunct weakened by an alternative.
    planar({
      id: 'round24 planar: guard bypass for the start',
      edits: [['    nCycles : UINT;\n', '    nCycles : UINT;\n    bBypassGuard : BOOL;\n'], [' AND GVL_Safety.bGuardClosed AND GVL_Safety.bEStopOk THEN', ' AND (GVL_Safety.bGuardClosed OR bBypassGuard) AND GVL_Safety.bEStopOk THEN']],
      expect: items('declaration added bBypassGuard !', 'condition newly-read bBypassGuard !', 'write condition-changed nStep !'),
    }),
    planar({ id: 'round24 planar: more movers declared', edits: [['aMover : ARRAY[1..2] OF FB_PlanarMover;', 'aMover : ARRAY[1..3] OF FB_PlanarMover;']], expect: items('declaration retyped aMover') }),
    planar({ id: 'round24 planar: whitespace in the start condition', edits: [['IF (fbStartPb.bPressed OR bStartSim) AND GVL_Safety.bGuardClosed', 'IF (fbStartPb.bPressed OR bStartSim)  AND  GVL_Safety.bGuardClosed']], expect: [] }),
    // Both start permissives swapped: the same conjunction.
    planar({ id: 'round24 planar: start permissives swapped', edits: [[' AND GVL_Safety.bGuardClosed AND GVL_Safety.bEStopOk THEN', ' AND GVL_Safety.bEStopOk AND GVL_Safety.bGuardClosed THEN']], expect: [] }),
  ]),
  ...from(DISABLE_ORIGIN, [
    // _bDone drives no output in this object (the program reads it as Done): the e-stop is read by name only.
    disable({ id: 'round24 disable step: done with the e-stop pressed', edits: [['IF bDisabled AND bSwitchLeft AND refEStop.bReleased THEN', 'IF bDisabled AND bSwitchLeft THEN']], expect: items('condition no-longer-read refEStop.bReleased !', 'write condition-changed _bDone !') }), // corrected by the fixer of round 24 (was unflagged): `_bDone := TRUE` is a constant set, not "a value handed on" (docs/safety.md: a local given a signal or an expression, read by no condition); the step now completes without the e-stop's conjunct, a write under a guard that lost a safety signal
    disable({ id: 'round24 disable step: done in any selector position', edits: [['IF bDisabled AND bSwitchLeft AND refEStop.bReleased THEN', 'IF bDisabled AND refEStop.bReleased THEN']], expect: items('condition no-longer-read bSwitchLeft', 'write condition-changed _bDone') }),
    disable({ id: 'round24 disable step: movers never disabled', edits: [['    IF bMoversIdle THEN\n        ipTable.DisableMovers();\n    END_IF\n', '']], expect: items('condition no-longer-read bMoversIdle', 'call no-longer-called ipTable.DisableMovers') }),
    disable({ id: 'round24 disable step: idle means mover 1 idle', edits: [['bMoversIdle := NOT ipTable.MoverBusy(1) AND NOT ipTable.MoverBusy(2);', 'bMoversIdle := NOT ipTable.MoverBusy(1);']], expect: items('write value-changed bMoversIdle') }),
    disable({ id: 'round24 disable step: base reset no longer called', edits: [['SUPER^.Reset();\n', '']], expect: items('call no-longer-called SUPER^.Reset') }),
    disable({ id: 'round24 disable step: disabled flag kept on reset', edits: [['THIS^.bDisabled := FALSE;\n', '']], expect: items('write no-longer-written bDisabled') }),
    disable({
      id: 'round24 disable step: e-stop reference not checked',
      edits: [['IF __ISVALIDREF(refSelector) AND __ISVALIDREF(refEStop) THEN', 'IF __ISVALIDREF(refSelector) THEN']],
      // Corrected by the fixer of round 24 (both writes were unflagged): bSwitchLeft is read by a condition (the
      // branch that sets _bDone) and `_bDone := TRUE` is a constant set, so neither is "a value handed on" (docs/safety.md);
      // both now run without the guard on the e-stop's reference.
      expect: items('condition no-longer-read refEStop !', 'write condition-changed bSwitchLeft !', 'write condition-changed _bDone !'),
    }),
    disable({ id: 'round24 disable step: e-stop device retyped', edits: [['refEStop : REFERENCE TO ST_EStopDevice;', 'refEStop : REFERENCE TO ST_EStopDeviceV2;']], expect: items('declaration retyped refEStop !') }),
    disable({ id: 'round24 disable step: comment reworded', edits: [['// let the movers finish their move, then disable them', '// disable the movers once they stand still']], expect: [] }),
    disable({ id: 'round24 disable step: selector renamed in the method', edits: [['    bSwitchLeft : BOOL;', '    bSelectorLeft : BOOL;'], ['bSwitchLeft := refSelector.ePos', 'bSelectorLeft := refSelector.ePos'], ['IF bDisabled AND bSwitchLeft AND', 'IF bDisabled AND bSelectorLeft AND']], expect: items('declaration renamed bSelectorLeft') }),
  ]),
  ...from(LOADER_ORIGIN, [
    loader({ id: 'round24 loader: drive enabled with the e-stop pressed', edits: [['Enable := GVL_Safety.bEStopOk AND NOT GVL_Safety.bStoActive,', 'Enable := NOT GVL_Safety.bStoActive,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    loader({ id: 'round24 loader: drive enabled during STO', edits: [['Enable := GVL_Safety.bEStopOk AND NOT GVL_Safety.bStoActive,', 'Enable := GVL_Safety.bEStopOk,']], expect: items('fb-call inputs-changed fbPower.Enable !') }),
    loader({ id: 'round24 loader: e-stop no longer stops the axis', edits: [['Execute := bJamLatched OR NOT GVL_Safety.bEStopOk,', 'Execute := bJamLatched,']], expect: items('fb-call inputs-changed fbJamStop.Execute !') }),
    // The stop keeps the e-stop's role; it only lost the jam (not a safety signal).
    loader({ id: 'round24 loader: a jam no longer stops the axis', edits: [['Execute := bJamLatched OR NOT GVL_Safety.bEStopOk,', 'Execute := NOT GVL_Safety.bEStopOk,']], expect: items('fb-call inputs-changed fbJamStop.Execute') }),
    // The stop's Execute has the e-stop as a whole alternative: its other inputs are the e-stop's response.
    loader({ id: 'round24 loader: softer stop ramp', edits: [['fJamDecel : LREAL := 10000.0;', 'fJamDecel : LREAL := 2000.0;']], expect: items('constant initial-value-changed fJamDecel !') }),
    loader({ id: 'round24 loader: stop jerk', edits: [['Jerk := 100000.0,', 'Jerk := 20000.0,']], expect: items('constant value-changed fbJamStop.Jerk !') }),
    loader({ id: 'round24 loader: runs through a jam', edits: [['Execute := bLoaderRun AND NOT bJamLatched AND fbPower.Status,', 'Execute := bLoaderRun AND fbPower.Status,']], expect: items('fb-call inputs-changed fbMove.Execute') }),
    loader({ id: 'round24 loader: load velocity', edits: [['fLoadVelocity : LREAL := 120.0;', 'fLoadVelocity : LREAL := 180.0;']], expect: items('constant initial-value-changed fLoadVelocity') }),
    loader({ id: 'round24 loader: harder acceleration', edits: [['Acceleration := 2000.0,', 'Acceleration := 4000.0,']], expect: items('constant value-changed fbMove.Acceleration') }),
    loader({ id: 'round24 loader: reset while jammed', edits: [['fbReset(Execute := rtAck.Q AND NOT bJamLatched,', 'fbReset(Execute := rtAck.Q,']], expect: items('fb-call inputs-changed fbReset.Execute') }),
    loader({ id: 'round24 loader: jam no longer latched', edits: [['IF rtJam.Q THEN\n    bJamLatched := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read rtJam.Q', 'write no-longer-written bJamLatched') }),
    loader({ id: 'round24 loader: jam acknowledged while still jammed', edits: [['IF rtAck.Q AND NOT bJamSensor THEN', 'IF rtAck.Q THEN']], expect: items('condition no-longer-read bJamSensor', 'write condition-changed bJamLatched') }),
    loader({ id: 'round24 loader: stop block no longer called', edits: [['fbJamStop(Execute := bJamLatched OR NOT GVL_Safety.bEStopOk, Deceleration := fJamDecel, Jerk := 100000.0, Axis := axLoader, Done => bStopDone, Busy => bStopBusy, ErrorID => nStopErrorId);\n', '']], expect: items('fb-call no-longer-called fbJamStop !', 'write no-longer-written bStopDone', 'write no-longer-written bStopBusy', 'write no-longer-written nStopErrorId') }), // corrected after scoring: the removed call's `=>` outputs are writes of that statement, which I had left out
    loader({ id: 'round24 loader: power block no longer called', edits: [['fbPower(Axis := axLoader, Enable := GVL_Safety.bEStopOk AND NOT GVL_Safety.bStoActive, Enable_Positive := TRUE, Enable_Negative := FALSE);\n', '']], expect: items('fb-call no-longer-called fbPower !') }),
    loader({ id: 'round24 loader: jam edge no longer called', edits: [['rtJam(CLK := bJamSensor);\n', '']], expect: items('fb-call no-longer-called rtJam') }),
    loader({ id: 'round24 loader: lamp forced on', edits: [['bLoaderLamp := bStopBusy OR bJamSensor;', 'bLoaderLamp := TRUE;']], expect: items('write now-constant bLoaderLamp !') }),
    loader({ id: 'round24 loader: lamp without the jam sensor', edits: [['bLoaderLamp := bStopBusy OR bJamSensor;', 'bLoaderLamp := bStopBusy;']], expect: items('write value-changed bLoaderLamp') }),
    loader({ id: 'round24 loader: negative direction enabled', edits: [['Enable_Negative := FALSE);', 'Enable_Negative := TRUE);']], expect: items('constant value-changed fbPower.Enable_Negative') }),
    loader({ id: 'round24 loader: stop busy renamed', edits: [['    bStopBusy : BOOL;', '    bJamStopBusy : BOOL;'], ['Busy => bStopBusy,', 'Busy => bJamStopBusy,'], ['bLoaderLamp := bStopBusy OR', 'bLoaderLamp := bJamStopBusy OR']], expect: items('declaration renamed bJamStopBusy') }),
    loader({ id: 'round24 loader: softer ramp and a quieter lamp at once', edits: [['fJamDecel : LREAL := 10000.0;', 'fJamDecel : LREAL := 5000.0;'], ['bLoaderLamp := bStopBusy OR bJamSensor;', 'bLoaderLamp := bJamSensor;']], expect: items('constant initial-value-changed fJamDecel !', 'write value-changed bLoaderLamp') }),
    loader({ id: 'round24 loader: comment reworded', edits: [['// a jam or the e-stop stops the loader and holds it until the reset', '// stop on a jam or on the e-stop; held until reset']], expect: [] }),
    loader({ id: 'round24 loader: whitespace in the move call', edits: [['Velocity := fLoadVelocity, Acceleration', 'Velocity := fLoadVelocity,  Acceleration']], expect: [] }),
    // An agent adds an override of the jam for the move: the move's start weakened, a new flag declared.
    loader({
      id: 'round24 loader: jam override for the move',
      edits: [['    bJamLatched : BOOL;\n', '    bJamLatched : BOOL;\n    bJamOverride : BOOL;\n'], ['AND NOT bJamLatched AND fbPower.Status,', 'AND (NOT bJamLatched OR bJamOverride) AND fbPower.Status,']],
      expect: items('declaration added bJamOverride', 'fb-call inputs-changed fbMove.Execute'),
    }),
    // The move now also waits for no STO: its input newly reads a safety signal.
    loader({ id: 'round24 loader: move waits for no STO', edits: [['AND NOT bJamLatched AND fbPower.Status,', 'AND NOT bJamLatched AND fbPower.Status AND NOT GVL_Safety.bStoActive,']], expect: items('fb-call inputs-changed fbMove.Execute !') }),
  ]),
  ...from(GVL_ORIGIN, [
    gvl({ id: 'round24 safety gvl: e-stop comment reworded', edits: [['// TwinSAFE group 1: emergency stop chain of the planar cell, TRUE = healthy', '// TwinSAFE group 1: emergency stop chain (planar cell), TRUE = healthy']], expect: [] }),
    gvl({ id: 'round24 safety gvl: light curtain group removed', edits: [['    // TwinSAFE group 2: light curtain of the loading zone, TRUE = clear\n    bGrp2Run AT %I* : BOOL;\n', '']], expect: items('declaration removed bGrp2Run !') }),
    gvl({ id: 'round24 safety gvl: light curtain group renamed', edits: [['    bGrp2Run AT %I* : BOOL;', '    bGrp2Ok AT %I* : BOOL;']], expect: items('declaration renamed bGrp2Ok !') }),
    gvl({ id: 'round24 safety gvl: guard on a fixed address', edits: [['bGuardClosed AT %I* : BOOL;', 'bGuardClosed AT %IX2.0 : BOOL;']], expect: items('declaration address-changed bGuardClosed !') }),
    gvl({ id: 'round24 safety gvl: guard bypass declared', edits: [['    bStoActive AT %I* : BOOL;', '    bGuardBypass AT %I* : BOOL;\n    bStoActive AT %I* : BOOL;']], expect: items('declaration added bGuardBypass !') }),
    gvl({ id: 'round24 safety gvl: STO flag retyped', edits: [['bStoActive AT %I* : BOOL;', 'bStoActive AT %I* : BYTE;']], expect: items('declaration retyped bStoActive !') }),
    gvl({ id: 'round24 safety gvl: e-stop starts healthy', edits: [['bEStopOk AT %I* : BOOL;', 'bEStopOk AT %I* : BOOL := TRUE;']], expect: items('constant initial-value-changed bEStopOk !') }),
  ]),
];
