// Round 24, second file (the header of impact-corpus-heldout-round24.ts says who wrote it, from which repositories and
// by which rules). This file: an OpenPLC heat-seal press (a fault latched until the operator resets it, after the jam
// stop of tc3-engineer/InformationFBs, with a CASE sequencer after the stepped demo of sebvc/tc3-xplanar-simple-ptp), a
// TwinCAT valve bank over an ARRAY of valve FBs read through a POINTER TO, and the valve FB that EXTENDS a base actuator.
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

/** An OpenPLC heat-seal press: a guard known only by the comment above it, an e-stop relay, an over-temperature trip. */
const PRESS = [
  {
    name: 'pous/programs/SealPress.st',
    text: `PROGRAM SealPress
  VAR
    StartButton AT %IX0.0 : BOOL;
    StopButton AT %IX0.1 : BOOL;      (* NC, TRUE = not pressed *)
    (* guard door of the sealing chamber, TRUE = closed *)
    X3 AT %IX0.2 : BOOL;
    ChainOk AT %IX0.3 : BOOL;         (* emergency stop relay, TRUE = healthy *)
    JawClosed AT %IX0.4 : BOOL;
    JawOpen AT %IX0.5 : BOOL;
    HeaterTemp AT %IW0 : INT;         (* 0.1 degC *)
    JawValve AT %QX0.0 : BOOL;
    Heater AT %QX0.1 : BOOL;
    Fan AT %QX0.2 : BOOL;
    AlarmLamp AT %QX0.3 : BOOL;
  END_VAR
  VAR
    Running : BOOL;
    Step : INT := 0;
    SealTimer : TON;
    JawTimeout : TON;
    OverTempTrip : BOOL;
    SealTime : TIME := T#1500ms;
    TempSetpoint : INT := 1800;
    TempMax : INT := 2300;
    Cycles : DINT;
  END_VAR
  Running := (StartButton OR Running) AND StopButton AND ChainOk;
  IF HeaterTemp > TempMax THEN
    OverTempTrip := TRUE;
  END_IF;
  IF NOT Running AND HeaterTemp < TempSetpoint THEN
    OverTempTrip := FALSE;
  END_IF;
  Heater := Running AND NOT OverTempTrip AND HeaterTemp < TempSetpoint;
  Fan := Running OR OverTempTrip;
  CASE Step OF
    0:
      JawValve := FALSE;
      IF Running AND X3 AND JawOpen THEN
        Step := 10;
      END_IF;
    10:
      JawValve := TRUE;
      IF JawClosed THEN
        Step := 20;
      END_IF;
    20:
      SealTimer(IN := TRUE, PT := SealTime);
      IF SealTimer.Q THEN
        SealTimer(IN := FALSE);
        Step := 30;
      END_IF;
    30:
      JawValve := FALSE;
      IF JawOpen THEN
        Cycles := Cycles + 1;
        Step := 0;
      END_IF;
  END_CASE;
  (* the jaw must reach its end position in time *)
  JawTimeout(IN := (Step = 10 AND NOT JawClosed) OR (Step = 30 AND NOT JawOpen), PT := T#2s);
  IF JawTimeout.Q OR NOT X3 OR NOT ChainOk THEN
    JawValve := FALSE;
    Step := 0;
  END_IF;
  AlarmLamp := OverTempTrip OR JawTimeout.Q OR NOT ChainOk;
END_PROGRAM
`,
  },
];

/** The valve bank: an ARRAY of valve FBs called by constant index, their outputs copied through a POINTER TO. */
const BANK = object(
  'FB_ValveBank',
  `FUNCTION_BLOCK FB_ValveBank
VAR_INPUT
    bAuto : BOOL;
    bLevelHighHigh : BOOL;      // tank level switch high-high, TRUE = over-full
    aRecipeOpen : ARRAY[1..3] OF BOOL;
    bDrainRequest : BOOL;
END_VAR
VAR_OUTPUT
    bAnyFault : BOOL;
END_VAR
VAR
    aValve : ARRAY[1..3] OF FB_Valve;
    aOpenCmd AT %Q* : ARRAY[1..3] OF BOOL;
    aOpenFb AT %I* : ARRAY[1..3] OF BOOL;
    bDrainValve AT %Q* : BOOL;
    pActive : POINTER TO FB_Valve;
    i : INT;
    nOpenCount : INT;
    tFeedbackTime : TIME := T#3S;
END_VAR
`,
  `// the inlets open only in auto and never while the tank is over-full
aValve[1](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[1], bFeedback := aOpenFb[1], tFeedback := tFeedbackTime);
aValve[2](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[2], bFeedback := aOpenFb[2], tFeedback := tFeedbackTime);
aValve[3](bRequest := bAuto AND aRecipeOpen[3], bFeedback := aOpenFb[3], tFeedback := T#5S);

bAnyFault := FALSE;
nOpenCount := 0;
FOR i := 1 TO 3 DO
    pActive := ADR(aValve[i]);
    aOpenCmd[i] := pActive^.bOut;
    IF pActive^.bFault THEN
        bAnyFault := TRUE;
    END_IF
    IF pActive^.bOut THEN
        nOpenCount := nOpenCount + 1;
    END_IF
END_FOR

// the drain opens only with both inlets closed and no valve fault
bDrainValve := bDrainRequest AND NOT aOpenCmd[1] AND NOT aOpenCmd[2] AND NOT bAnyFault;
`,
);

/** The valve: EXTENDS a base actuator, calls SUPER^, reads the base's enable through THIS^. */
const VALVE = object(
  'FB_Valve',
  `FUNCTION_BLOCK FB_Valve EXTENDS FB_ActuatorBase
VAR_INPUT
    bRequest : BOOL;
    bFeedback : BOOL;
    tFeedback : TIME := T#3S;
END_VAR
VAR_OUTPUT
    bOut : BOOL;
    bFault : BOOL;
END_VAR
VAR
    tonFeedback : TON;
END_VAR
`,
  `SUPER^();
bOut := bRequest AND NOT bFault AND THIS^.bEnabled;
tonFeedback(IN := bOut AND NOT bFeedback, PT := tFeedback);
IF tonFeedback.Q THEN
    bFault := TRUE;
END_IF
IF NOT bRequest AND THIS^.bResetReq THEN
    bFault := FALSE;
END_IF
`,
);

const PRESS_ORIGIN = 'tc3-engineer/InformationFBs Tc2_MC2/examples/P_Demo_MC_Stop.TcPOU (a fault latched and held until the operator resets it) with the stepped sequence of sebvc/tc3-xplanar-simple-ptp Xplanar-XAE/PLC1/POUs/MAIN.TcPOU, written as an OpenPLC program';
const BANK_ORIGIN = 'sebvc/tc3-xplanar-simple-ptp Xplanar-XAE/PLC1/POUs/MAIN.TcPOU (an array of devices walked in a FOR loop into a status array) and DemoStep/FB_DemoStepBase.TcPOU (a device FB over a base)';

const press = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: PRESS } });
const bank = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BANK } });
const valve = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: VALVE } });

export const HELDOUT_ROUND24_B: CorpusCase[] = [
  ...from(PRESS_ORIGIN, [
    // X3 is the guard by the comment above its declaration; Step drives the jaw valve (the CASE selects its writes).
    press({ id: 'round24 seal press: jaw closes with the guard open', edits: [['IF Running AND X3 AND JawOpen THEN', 'IF Running AND JawOpen THEN']], expect: items('condition no-longer-read X3 !', 'write condition-changed Step !') }),
    // Judgement: the step reset beside the jaw's switch-off is part of that branch (docs/safety.md: the state set
    // beside switch-offs); the branch runs in fewer cases.
    press({ id: 'round24 seal press: guard no longer opens the jaw', edits: [['IF JawTimeout.Q OR NOT X3 OR NOT ChainOk THEN', 'IF JawTimeout.Q OR NOT ChainOk THEN']], expect: items('condition no-longer-read X3 !', 'write condition-changed JawValve !', 'write condition-changed Step !') }),
    press({ id: 'round24 seal press: e-stop no longer opens the jaw', edits: [['IF JawTimeout.Q OR NOT X3 OR NOT ChainOk THEN', 'IF JawTimeout.Q OR NOT X3 THEN']], expect: items('condition no-longer-read ChainOk !', 'write condition-changed JawValve !', 'write condition-changed Step !') }),
    press({ id: 'round24 seal press: jaw timeout no longer opens the jaw', edits: [['IF JawTimeout.Q OR NOT X3 OR NOT ChainOk THEN', 'IF NOT X3 OR NOT ChainOk THEN']], expect: items('condition no-longer-read JawTimeout.Q !', 'write condition-changed JawValve !', 'write condition-changed Step !') }), // corrected after scoring: docs/safety.md flags the no-longer-read item of a switch-off's condition that lost an alternative; I had left it unflagged
    press({ id: 'round24 seal press: runs with the e-stop relay off', edits: [['Running := (StartButton OR Running) AND StopButton AND ChainOk;', 'Running := (StartButton OR Running) AND StopButton;']], expect: items('write value-changed Running !') }),
    press({ id: 'round24 seal press: stop button no longer stops', edits: [['Running := (StartButton OR Running) AND StopButton AND ChainOk;', 'Running := (StartButton OR Running) AND ChainOk;']], expect: items('write value-changed Running !') }),
    press({ id: 'round24 seal press: heater forced on', edits: [['Heater := Running AND NOT OverTempTrip AND HeaterTemp < TempSetpoint;', 'Heater := TRUE;']], expect: items('write now-constant Heater !') }),
    press({ id: 'round24 seal press: heater through an over-temperature', edits: [['Heater := Running AND NOT OverTempTrip AND HeaterTemp < TempSetpoint;', 'Heater := Running AND HeaterTemp < TempSetpoint;']], expect: items('write value-changed Heater !') }),
    // The trip's set gone: the heater's write still reads HeaterTemp, no longer TempMax (docs/safety.md: each signal of
    // the condition that no write of that output still reads).
    // Corrected by the fixer of round 24 (TempMax was flagged): docs/safety.md's "each signal of the condition that no
    // write of that output still reads" is for a removed write that switched a physical output off; a trip's set
    // removed is flagged on its write (docs/safety.md, "a write that set a trip is removed"), its condition's signals
    // are not (as in training: round 7 `IF PRESSAO > PRESSAO_MAX THEN FALHA_PRESSAO := TRUE` gone, both unflagged).
    press({ id: 'round24 seal press: over-temperature never trips', edits: [['  IF HeaterTemp > TempMax THEN\n    OverTempTrip := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read HeaterTemp', 'condition no-longer-read TempMax', 'write no-longer-written OverTempTrip !') }),
    // A trip's reset in more cases, the signal it no longer reads flagged with it.
    press({ id: 'round24 seal press: trip reset while still hot', edits: [['IF NOT Running AND HeaterTemp < TempSetpoint THEN', 'IF NOT Running THEN']], expect: items('condition no-longer-read HeaterTemp !', 'condition no-longer-read TempSetpoint !', 'write condition-changed OverTempTrip !') }), // corrected after scoring: the removed comparison also read TempSetpoint, which I had left out
    // A changed limit is not flagged (docs/safety.md).
    press({ id: 'round24 seal press: over-temperature limit raised', edits: [['TempMax : INT := 2300;', 'TempMax : INT := 2500;']], expect: items('constant initial-value-changed TempMax') }),
    press({ id: 'round24 seal press: temperature setpoint', edits: [['TempSetpoint : INT := 1800;', 'TempSetpoint : INT := 1700;']], expect: items('constant initial-value-changed TempSetpoint') }),
    press({ id: 'round24 seal press: longer seal', edits: [['SealTime : TIME := T#1500ms;', 'SealTime : TIME := T#2s;']], expect: items('constant initial-value-changed SealTime') }),
    press({ id: 'round24 seal press: jaw timeout', edits: [['PT := T#2s);', 'PT := T#5s);']], expect: items('constant value-changed JawTimeout.PT') }),
    press({ id: 'round24 seal press: two limits widened', edits: [['TempMax : INT := 2300;', 'TempMax : INT := 2450;'], ['SealTime : TIME := T#1500ms;', 'SealTime : TIME := T#1800ms;']], expect: items('constant initial-value-changed TempMax', 'constant initial-value-changed SealTime') }),
    // A warning in fewer cases: the lamp lost an alternative.
    // Corrected by the fixer of round 24 (was unflagged): a value that only lost an alternative is judged by what it
    // lost (docs/impact-accuracy.md); the alternative lost is the e-stop chain itself, which no longer lights the lamp.
    press({ id: 'round24 seal press: alarm lamp without the e-stop', edits: [['AlarmLamp := OverTempTrip OR JawTimeout.Q OR NOT ChainOk;', 'AlarmLamp := OverTempTrip OR JawTimeout.Q;']], expect: items('write value-changed AlarmLamp !') }),
    press({ id: 'round24 seal press: alarm lamp forced on', edits: [['AlarmLamp := OverTempTrip OR JawTimeout.Q OR NOT ChainOk;', 'AlarmLamp := TRUE;']], expect: items('write now-constant AlarmLamp !') }),
    press({ id: 'round24 seal press: fan off for good', edits: [['Fan := Running OR OverTempTrip;', 'Fan := FALSE;']], expect: items('write now-constant Fan') }),
    press({ id: 'round24 seal press: fan not on a trip', edits: [['Fan := Running OR OverTempTrip;', 'Fan := Running;']], expect: items('write value-changed Fan') }),
    // The idle step's switch-off of the jaw removed: the valve stays as the last step left it.
    press({ id: 'round24 seal press: jaw not opened in the idle step', edits: [['    0:\n      JawValve := FALSE;\n', '    0:\n']], expect: items('write no-longer-written JawValve !') }),
    // Step 30's switch-off is an action of the sequence's transition (docs/safety.md: a switch-off in a branch that also
    // takes a step); removing it still leaves the jaw closed after the seal.
    press({ id: 'round24 seal press: jaw not opened after the seal', edits: [['    30:\n      JawValve := FALSE;\n', '    30:\n']], expect: items('write no-longer-written JawValve !') }),
    press({ id: 'round24 seal press: cycles counted twice', edits: [['Cycles := Cycles + 1;', 'Cycles := Cycles + 2;']], expect: items('constant value-changed Cycles') }),
    press({ id: 'round24 seal press: guard renamed with its uses', edits: [['    X3 AT %IX0.2 : BOOL;', '    GuardClosed AT %IX0.2 : BOOL;'], ['IF Running AND X3 AND JawOpen THEN', 'IF Running AND GuardClosed AND JawOpen THEN'], ['OR NOT X3 OR NOT ChainOk THEN', 'OR NOT GuardClosed OR NOT ChainOk THEN']], expect: items('declaration renamed GuardClosed !') }),
    press({ id: 'round24 seal press: guard input moved', edits: [['X3 AT %IX0.2 : BOOL;', 'X3 AT %IX0.6 : BOOL;']], expect: items('declaration address-changed X3 !') }),
    press({ id: 'round24 seal press: jaw valve moved', edits: [['JawValve AT %QX0.0 : BOOL;', 'JawValve AT %QX0.4 : BOOL;']], expect: items('declaration address-changed JawValve') }),
    press({ id: 'round24 seal press: comment above the guard reworded', edits: [['(* guard door of the sealing chamber, TRUE = closed *)', '(* guard door, sealing chamber: TRUE = closed *)']], expect: [] }),
    press({ id: 'round24 seal press: whitespace in the seal-in', edits: [['Running := (StartButton OR Running) AND StopButton AND ChainOk;', 'Running := (StartButton OR Running)  AND StopButton AND ChainOk;']], expect: [] }),
    // The heater now also waits for the guard: a write whose value newly reads a safety signal.
    press({ id: 'round24 seal press: heater waits for the guard', edits: [['Heater := Running AND NOT OverTempTrip AND HeaterTemp < TempSetpoint;', 'Heater := Running AND X3 AND NOT OverTempTrip AND HeaterTemp < TempSetpoint;']], expect: items('write value-changed Heater !') }),
    // An agent adds a maintenance key that bypasses the guard for the jaw's closing.
    press({
      id: 'round24 seal press: maintenance key bypasses the guard',
      edits: [['    JawOpen AT %IX0.5 : BOOL;\n', '    JawOpen AT %IX0.5 : BOOL;\n    MaintKey AT %IX0.7 : BOOL;\n'], ['IF Running AND X3 AND JawOpen THEN', 'IF Running AND (X3 OR MaintKey) AND JawOpen THEN']],
      expect: items('declaration added MaintKey', 'condition newly-read MaintKey !', 'write condition-changed Step !'),
    }),
    // The whole stop branch gone with its writes: the jaw's switch-off and the step reset beside it (judgement as above).
    press({
      id: 'round24 seal press: jaw stop branch removed',
      edits: [['  IF JawTimeout.Q OR NOT X3 OR NOT ChainOk THEN\n    JawValve := FALSE;\n    Step := 0;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read JawTimeout.Q !', 'condition no-longer-read X3 !', 'condition no-longer-read ChainOk !', 'write no-longer-written JawValve !', 'write no-longer-written Step !'),
    }),
    press({ id: 'round24 seal press: seal timer preset fixed', edits: [['SealTimer(IN := TRUE, PT := SealTime);', 'SealTimer(IN := TRUE, PT := T#1s);']], expect: items('fb-call inputs-changed SealTimer.PT') }),
  ]),
  ...from(BANK_ORIGIN, [
    // The valve's output is copied to the located command through the pointer (docs/safety.md: a pointer set to it
    // stands for it), a single term, so the block's input drives a physical output as a permissive.
    bank({ id: 'round24 valve bank: inlet 1 opens when over-full', edits: [['aValve[1](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[1],', 'aValve[1](bRequest := bAuto AND aRecipeOpen[1],']], expect: items('fb-call inputs-changed aValve[1].bRequest !') }),
    bank({ id: 'round24 valve bank: inlet 2 opens when over-full', edits: [['aValve[2](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[2],', 'aValve[2](bRequest := bAuto AND aRecipeOpen[2],']], expect: items('fb-call inputs-changed aValve[2].bRequest !') }),
    bank({
      id: 'round24 valve bank: both inlets ignore the level switch',
      edits: [['aValve[1](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[1],', 'aValve[1](bRequest := bAuto AND aRecipeOpen[1],'], ['aValve[2](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[2],', 'aValve[2](bRequest := bAuto AND aRecipeOpen[2],']],
      expect: items('fb-call inputs-changed aValve[1].bRequest !', 'fb-call inputs-changed aValve[2].bRequest !'),
    }),
    bank({ id: 'round24 valve bank: inlet 3 opens without the recipe', edits: [['aValve[3](bRequest := bAuto AND aRecipeOpen[3],', 'aValve[3](bRequest := bAuto,']], expect: items('fb-call inputs-changed aValve[3].bRequest !') }),
    bank({ id: 'round24 valve bank: inlet 3 feedback time', edits: [['tFeedback := T#5S);', 'tFeedback := T#8S);']], expect: items('constant value-changed aValve[3].tFeedback') }),
    bank({ id: 'round24 valve bank: feedback time of the inlets', edits: [['tFeedbackTime : TIME := T#3S;', 'tFeedbackTime : TIME := T#6S;']], expect: items('constant initial-value-changed tFeedbackTime') }),
    bank({ id: 'round24 valve bank: drain opens with inlet 2 open', edits: [['AND NOT aOpenCmd[1] AND NOT aOpenCmd[2] AND NOT bAnyFault;', 'AND NOT aOpenCmd[1] AND NOT bAnyFault;']], expect: items('write value-changed bDrainValve !') }),
    bank({ id: 'round24 valve bank: drain opens on a valve fault', edits: [['AND NOT aOpenCmd[2] AND NOT bAnyFault;', 'AND NOT aOpenCmd[2];']], expect: items('write value-changed bDrainValve !') }),
    bank({ id: 'round24 valve bank: drain forced open', edits: [['bDrainValve := bDrainRequest AND NOT aOpenCmd[1] AND NOT aOpenCmd[2] AND NOT bAnyFault;', 'bDrainValve := TRUE;']], expect: items('write now-constant bDrainValve !') }),
    // A trip's reset removed is not flagged: the drain stays held shut.
    bank({ id: 'round24 valve bank: fault never cleared', edits: [['bAnyFault := FALSE;\n', '']], expect: items('write no-longer-written bAnyFault') }),
    bank({ id: 'round24 valve bank: open valves counted twice', edits: [['nOpenCount := nOpenCount + 1;', 'nOpenCount := nOpenCount + 2;']], expect: items('constant value-changed nOpenCount') }),
    bank({ id: 'round24 valve bank: valves retyped', edits: [['aValve : ARRAY[1..3] OF FB_Valve;', 'aValve : ARRAY[1..3] OF FB_ValveV2;']], expect: items('declaration retyped aValve') }),
    bank({ id: 'round24 valve bank: inlet calls reordered', edits: [['aValve[1](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[1], bFeedback := aOpenFb[1], tFeedback := tFeedbackTime);\naValve[2](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[2], bFeedback := aOpenFb[2], tFeedback := tFeedbackTime);', 'aValve[2](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[2], bFeedback := aOpenFb[2], tFeedback := tFeedbackTime);\naValve[1](bRequest := bAuto AND NOT bLevelHighHigh AND aRecipeOpen[1], bFeedback := aOpenFb[1], tFeedback := tFeedbackTime);']], expect: [] }),
    bank({ id: 'round24 valve bank: drain comment reworded', edits: [['// the drain opens only with both inlets closed and no valve fault', '// drain: both inlets closed, no valve fault']], expect: [] }),
    bank({ id: 'round24 valve bank: inlet 2 feedback from inlet 1', edits: [['bFeedback := aOpenFb[2],', 'bFeedback := aOpenFb[1],']], expect: items('fb-call inputs-changed aValve[2].bFeedback') }),
  ]),
  ...from(BANK_ORIGIN, [
    valve({ id: 'round24 valve: opens through a fault', edits: [['bOut := bRequest AND NOT bFault AND THIS^.bEnabled;', 'bOut := bRequest AND THIS^.bEnabled;']], expect: items('write value-changed bOut') }),
    valve({ id: 'round24 valve: opens without the base enable', edits: [['bOut := bRequest AND NOT bFault AND THIS^.bEnabled;', 'bOut := bRequest AND NOT bFault;']], expect: items('write value-changed bOut') }),
    valve({ id: 'round24 valve: feedback fault never set', edits: [['IF tonFeedback.Q THEN\n    bFault := TRUE;\nEND_IF\n', '']], expect: items('condition no-longer-read tonFeedback.Q', 'write no-longer-written bFault') }),
    valve({ id: 'round24 valve: default feedback time', edits: [['tFeedback : TIME := T#3S;', 'tFeedback : TIME := T#4S;']], expect: items('constant initial-value-changed tFeedback') }),
    valve({ id: 'round24 valve: fault reset while requested', edits: [['IF NOT bRequest AND THIS^.bResetReq THEN', 'IF THIS^.bResetReq THEN']], expect: items('condition no-longer-read bRequest', 'write condition-changed bFault') }),
    valve({ id: 'round24 valve: feedback timer on the request', edits: [['tonFeedback(IN := bOut AND NOT bFeedback,', 'tonFeedback(IN := bRequest AND NOT bFeedback,']], expect: items('fb-call inputs-changed tonFeedback.IN') }),
    valve({ id: 'round24 valve: whitespace in the output', edits: [['bOut := bRequest AND NOT bFault AND THIS^.bEnabled;', 'bOut := bRequest AND NOT bFault AND  THIS^.bEnabled;']], expect: [] }),
  ]),
];
