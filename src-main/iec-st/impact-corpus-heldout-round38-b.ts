// Round 38, second file: the palletizer hoist (a TwinCAT-style function block), its GVL and the elevator program that
// drives it through the GVL, after jcglisson7989/MarketingAlliance (the ABC palletizer's machine-control tasks
// `rsc/ABC_Pltzr/Logical/MachineControl/elevmove/Cyclic.st`, `palletinfauto/Cyclic.st`, and the AriesV2
// `Logical/Global.var`/`Machine.typ` I/O structures). Same writer, date and rules as impact-corpus-heldout-round38.ts
// (its header holds the scores of both files).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A hoist: a trip latch on the overtravel switch, a slack chain and a run timeout; a brake-release delay before the motor. */
const HOIST = object(
  'FB_Hoist',
  `FUNCTION_BLOCK FB_Hoist
VAR_INPUT
    bEnable : BOOL;
    bRaiseCmd : BOOL;
    bLowerCmd : BOOL;
    bGuardClosed : BOOL;
    bUpperLimit : BOOL;
    bLowerLimit : BOOL;
    // overtravel safety switch above the top stop, NC, FALSE = tripped
    bOvertravel : BOOL;
    bSlackChain : BOOL;
    bReset : BOOL;
END_VAR
VAR_OUTPUT
    bMotorUp AT %Q* : BOOL;
    bMotorDown AT %Q* : BOOL;
    bBrakeRelease AT %Q* : BOOL;
    bFault : BOOL;
END_VAR
VAR
    tonRunTimeout : TON;
    tonBrakeDelay : TON;
    tRunTimeout : TIME := T#15S;
    tBrakeDelay : TIME := T#200MS;
    bTripLatched : BOOL;
    nFaultCode : INT;
END_VAR
`,
  `IF NOT bOvertravel OR bSlackChain OR tonRunTimeout.Q THEN
    bTripLatched := TRUE;
END_IF
IF bReset AND bOvertravel AND NOT bSlackChain THEN
    bTripLatched := FALSE;
END_IF
bFault := bTripLatched;

tonBrakeDelay(IN := bEnable AND bGuardClosed AND NOT bTripLatched AND (bRaiseCmd OR bLowerCmd), PT := tBrakeDelay);
bBrakeRelease := bEnable AND bGuardClosed AND NOT bTripLatched AND (bRaiseCmd OR bLowerCmd);
bMotorUp := tonBrakeDelay.Q AND bRaiseCmd AND NOT bLowerCmd AND NOT bUpperLimit;
bMotorDown := tonBrakeDelay.Q AND bLowerCmd AND NOT bRaiseCmd AND NOT bLowerLimit;
tonRunTimeout(IN := bMotorUp OR bMotorDown, PT := tRunTimeout);

IF bTripLatched THEN
    nFaultCode := 10;
ELSIF NOT bGuardClosed THEN
    nFaultCode := 20;
ELSE
    nFaultCode := 0;
END_IF
`,
);

const GVL_TEXT = `{attribute 'qualified_only'}
VAR_GLOBAL
    // perimeter guard door switch, TRUE = closed
    xFenceDoor AT %IX4.0 : BOOL;
    xEStopChain AT %IX4.1 : BOOL;
    xPalletPresent AT %IX4.2 : BOOL;
    xHoistUp AT %QX4.0 : BOOL;
    xHoistDown AT %QX4.1 : BOOL;
    // guard locking solenoid on the perimeter door, TRUE = locked
    xDoorLock AT %QX4.2 : BOOL;
    xBeacon AT %QX4.3 : BOOL;
    nLayerCount : INT;
    nLayersPerPallet : INT := 8;
END_VAR
`;
const GVL = [{ name: 'GVL_Pltzr', text: GVL_TEXT }];

/** The elevator program: counts layers, asks the hoist to raise or lower, locks the door while the hoist may move. */
const ELEVATOR = object(
  'PRG_Elevator',
  `PROGRAM PRG_Elevator
VAR
    fbHoist : FB_Hoist;
    bRaiseReq : BOOL;
    bLowerReq : BOOL;
    tonLayerSettle : TON;
    bLayerDone : BOOL;
    rtPallet : R_TRIG;
END_VAR
`,
  `rtPallet(CLK := GVL_Pltzr.xPalletPresent);
IF rtPallet.Q THEN
    GVL_Pltzr.nLayerCount := 0;
END_IF
tonLayerSettle(IN := GVL_Pltzr.xPalletPresent AND NOT fbHoist.bMotorUp, PT := T#1S);
bLayerDone := tonLayerSettle.Q;
bRaiseReq := GVL_Pltzr.xPalletPresent AND GVL_Pltzr.nLayerCount < GVL_Pltzr.nLayersPerPallet AND bLayerDone;
bLowerReq := GVL_Pltzr.nLayerCount >= GVL_Pltzr.nLayersPerPallet;
fbHoist(bEnable := GVL_Pltzr.xEStopChain, bRaiseCmd := bRaiseReq, bLowerCmd := bLowerReq, bGuardClosed := GVL_Pltzr.xFenceDoor AND GVL_Pltzr.xDoorLock);
GVL_Pltzr.xHoistUp := fbHoist.bMotorUp;
GVL_Pltzr.xHoistDown := fbHoist.bMotorDown;
GVL_Pltzr.xDoorLock := fbHoist.bBrakeRelease OR bRaiseReq OR bLowerReq;
GVL_Pltzr.xBeacon := fbHoist.bFault;
`,
);

const hoist = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HOIST } });
const gvl = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: GVL } });
const elevator = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: ELEVATOR }, globalLists: [{ name: 'GVL_Pltzr', declaration: GVL_TEXT }] });
const times = (n: number, pair: [string, string]): Array<[string, string]> => Array.from({ length: n }, () => pair);

const BRAKE = 'bBrakeRelease := bEnable AND bGuardClosed AND NOT bTripLatched AND (bRaiseCmd OR bLowerCmd);';
const UP = 'bMotorUp := tonBrakeDelay.Q AND bRaiseCmd AND NOT bLowerCmd AND NOT bUpperLimit;';
const DOWN = 'bMotorDown := tonBrakeDelay.Q AND bLowerCmd AND NOT bRaiseCmd AND NOT bLowerLimit;';
const CALL = 'fbHoist(bEnable := GVL_Pltzr.xEStopChain, bRaiseCmd := bRaiseReq, bLowerCmd := bLowerReq, bGuardClosed := GVL_Pltzr.xFenceDoor AND GVL_Pltzr.xDoorLock);';

export const HELDOUT_ROUND38_B: CorpusCase[] = [
  ...from('jcglisson7989/MarketingAlliance rsc/ABC_Pltzr/Logical/MachineControl/elevmove/Cyclic.st', [
    hoist({ id: 'round38 hoist: brake released with the guard open', edits: [[BRAKE, 'bBrakeRelease := bEnable AND NOT bTripLatched AND (bRaiseCmd OR bLowerCmd);']], expect: items('write value-changed bBrakeRelease !') }),
    hoist({ id: 'round38 hoist: brake released while tripped', edits: [[BRAKE, 'bBrakeRelease := bEnable AND bGuardClosed AND (bRaiseCmd OR bLowerCmd);']], expect: items('write value-changed bBrakeRelease !') }),
    hoist({ id: 'round38 hoist: brake forced open', edits: [[BRAKE, 'bBrakeRelease := TRUE;']], expect: items('write now-constant bBrakeRelease !') }),
    hoist({ id: 'round38 hoist: motor up forced', edits: [[UP, 'bMotorUp := TRUE;']], expect: items('write now-constant bMotorUp !') }),
    hoist({ id: 'round38 hoist: raises past the upper limit', edits: [[UP, 'bMotorUp := tonBrakeDelay.Q AND bRaiseCmd AND NOT bLowerCmd;']], expect: items('write value-changed bMotorUp !') }),
    hoist({ id: 'round38 hoist: lowers past the lower limit', edits: [[DOWN, 'bMotorDown := tonBrakeDelay.Q AND bLowerCmd AND NOT bRaiseCmd;']], expect: items('write value-changed bMotorDown !') }),
    hoist({ id: 'round38 hoist: up and down no longer exclusive', edits: [[UP, 'bMotorUp := tonBrakeDelay.Q AND bRaiseCmd AND NOT bUpperLimit;']], expect: items('write value-changed bMotorUp !') }),
    hoist({ id: 'round38 hoist: brake delay ignores the guard', edits: [['tonBrakeDelay(IN := bEnable AND bGuardClosed AND NOT bTripLatched', 'tonBrakeDelay(IN := bEnable AND NOT bTripLatched']], expect: items('fb-call inputs-changed tonBrakeDelay.IN !') }),
    // the brake-delay timer watches bGuardClosed (a safety signal by name): its preset is safety-relevant (docs/safety.md)
    hoist({ id: 'round38 hoist: shorter brake delay', edits: [['tBrakeDelay : TIME := T#200MS;', 'tBrakeDelay : TIME := T#50MS;']], expect: items('constant initial-value-changed tBrakeDelay !') }),
    // the run timeout's Q is a whole alternative of the trip latch's set beside the overtravel switch: a limit there (docs/safety.md, the TripLimit example)
    // audit: judgement, left: docs/impact-accuracy.md ("Fixed against round 36") calls a supervision timer's preset beside a safety signal in a trip's set a judgement case, unflagged in training; the writer's flag is kept
    hoist({ id: 'round38 hoist: longer run timeout', edits: [['tRunTimeout : TIME := T#15S;', 'tRunTimeout : TIME := T#30S;']], expect: items('constant initial-value-changed tRunTimeout !') }),
    hoist({ id: 'round38 hoist: overtravel no longer trips', edits: [['IF NOT bOvertravel OR bSlackChain OR tonRunTimeout.Q THEN', 'IF bSlackChain OR tonRunTimeout.Q THEN']], expect: items('condition no-longer-read bOvertravel !', 'write condition-changed bTripLatched !') }),
    hoist({ id: 'round38 hoist: slack chain no longer trips', edits: [['IF NOT bOvertravel OR bSlackChain OR tonRunTimeout.Q THEN', 'IF NOT bOvertravel OR tonRunTimeout.Q THEN']], expect: items('condition no-longer-read bSlackChain !', 'write condition-changed bTripLatched !') }),
    hoist({ id: 'round38 hoist: run timeout no longer trips', edits: [['IF NOT bOvertravel OR bSlackChain OR tonRunTimeout.Q THEN', 'IF NOT bOvertravel OR bSlackChain THEN']], expect: items('condition no-longer-read tonRunTimeout.Q !', 'write condition-changed bTripLatched !') }),
    hoist({ id: 'round38 hoist: reset with the overtravel still open', edits: [['IF bReset AND bOvertravel AND NOT bSlackChain THEN', 'IF bReset AND NOT bSlackChain THEN']], expect: items('condition no-longer-read bOvertravel !', 'write condition-changed bTripLatched !') }),
    hoist({ id: 'round38 hoist: reset with the chain still slack', edits: [['IF bReset AND bOvertravel AND NOT bSlackChain THEN', 'IF bReset AND bOvertravel THEN']], expect: items('condition no-longer-read bSlackChain !', 'write condition-changed bTripLatched !') }),
    // corrected after scoring: flagged; the branch reads the guard as NOT bGuardClosed, so docs/safety.md's exemption for a local code under a guard read only as a permissive (its negation nowhere) does not apply
    hoist({ id: 'round38 hoist: guard fault code changed', edits: [['    nFaultCode := 20;', '    nFaultCode := 25;']], expect: items('constant value-changed nFaultCode !') }),
    hoist({ id: 'round38 hoist: trip fault code changed', edits: [['    nFaultCode := 10;', '    nFaultCode := 11;']], expect: items('constant value-changed nFaultCode') }),
    // judgement: bFault is a plain (unlocated) output of the block; an added alternative there is news, not an interlock
    // corrected after scoring: flagged; that news reads the guard signal, and docs/safety.md flags news of a value where it reads a safety signal
    hoist({ id: 'round38 hoist: fault also on an open guard', edits: [['bFault := bTripLatched;', 'bFault := bTripLatched OR NOT bGuardClosed;']], expect: items('write value-changed bFault !') }),
    hoist({ id: 'round38 hoist: overtravel comment reworded', edits: [['// overtravel safety switch above the top stop, NC, FALSE = tripped', '// overtravel safety switch over the top stop (NC): FALSE when tripped']], expect: [] }),
    hoist({ id: 'round38 hoist: whitespace in the run timer', edits: [['tonRunTimeout(IN := bMotorUp OR bMotorDown, PT := tRunTimeout);', 'tonRunTimeout(IN := bMotorUp OR bMotorDown,  PT := tRunTimeout);']], expect: [] }),
    hoist({ id: 'round38 hoist: motor lines reordered', edits: [[`${UP}\n${DOWN}\n`, `${DOWN}\n${UP}\n`]], expect: [] }),
    hoist({ id: 'round38 hoist: trip latch renamed everywhere', edits: times(7, ['bTripLatched', 'bTripped']), expect: items('declaration renamed bTripped') }),
    hoist({ id: 'round38 hoist: guard input renamed everywhere', edits: times(4, ['bGuardClosed', 'bGateClosed']), expect: items('declaration renamed bGateClosed !') }),
    hoist({ id: 'round38 hoist: fault code retyped', edits: [['    nFaultCode : INT;', '    nFaultCode : UINT;']], expect: items('declaration retyped nFaultCode') }),
    hoist({
      id: 'round38 hoist: maintenance input bypasses the guard',
      edits: [['    bReset : BOOL;', '    bReset : BOOL;\n    bMaintenance : BOOL;'], [BRAKE, 'bBrakeRelease := bEnable AND (bGuardClosed OR bMaintenance) AND NOT bTripLatched AND (bRaiseCmd OR bLowerCmd);']],
      expect: items('declaration added bMaintenance', 'write value-changed bBrakeRelease !'),
    }),
    // judgement: without its call the run timeout's Q stays FALSE, so the trip latch it sets trips in fewer cases
    hoist({ id: 'round38 hoist: run timer no longer called', edits: [['tonRunTimeout(IN := bMotorUp OR bMotorDown, PT := tRunTimeout);\n', '']], expect: items('fb-call no-longer-called tonRunTimeout !') }),
    hoist({ id: 'round38 hoist: lowering disabled', edits: [[DOWN, 'bMotorDown := FALSE;']], expect: items('write now-constant bMotorDown') }),
    hoist({
      id: 'round38 hoist: brake and motor up forced together',
      edits: [[BRAKE, 'bBrakeRelease := TRUE;'], [UP, 'bMotorUp := TRUE;']],
      expect: items('write now-constant bBrakeRelease !', 'write now-constant bMotorUp !'),
    }),
    // audit: judgement, left: the same supervision timer's preset as 'longer run timeout' (a judgement case in docs/impact-accuracy.md, "Fixed against round 36")
    hoist({ id: 'round38 hoist: run timeout preset fixed', edits: [['tonRunTimeout(IN := bMotorUp OR bMotorDown, PT := tRunTimeout);', 'tonRunTimeout(IN := bMotorUp OR bMotorDown, PT := T#20S);']], expect: items('fb-call inputs-changed tonRunTimeout.PT !') }),
    hoist({ id: 'round38 hoist: brake released without a command', edits: [[BRAKE, 'bBrakeRelease := bEnable AND bGuardClosed AND NOT bTripLatched;']], expect: items('write value-changed bBrakeRelease !') }),
  ]),
  ...from('jcglisson7989/MarketingAlliance software/AriesV2/Logical/Global.var', [
    gvl({ id: 'round38 pltzr gvl: guard door moved to another input', edits: [['xFenceDoor AT %IX4.0 : BOOL;', 'xFenceDoor AT %IX4.5 : BOOL;']], expect: items('declaration address-changed xFenceDoor !') }),
    gvl({ id: 'round38 pltzr gvl: e-stop chain moved', edits: [['xEStopChain AT %IX4.1 : BOOL;', 'xEStopChain AT %IX5.1 : BOOL;']], expect: items('declaration address-changed xEStopChain !') }),
    gvl({ id: 'round38 pltzr gvl: pallet sensor moved', edits: [['xPalletPresent AT %IX4.2 : BOOL;', 'xPalletPresent AT %IX4.6 : BOOL;']], expect: items('declaration address-changed xPalletPresent') }),
    gvl({ id: 'round38 pltzr gvl: guard lock moved to another output', edits: [['xDoorLock AT %QX4.2 : BOOL;', 'xDoorLock AT %QX4.5 : BOOL;']], expect: items('declaration address-changed xDoorLock !') }),
    gvl({ id: 'round38 pltzr gvl: spare output on the guard lock', edits: [['    xBeacon AT %QX4.3 : BOOL;', '    xBeacon AT %QX4.3 : BOOL;\n    xSpareOut AT %QX4.2 : BOOL;']], expect: items('declaration added xSpareOut !') }),
    gvl({ id: 'round38 pltzr gvl: byte over the hoist outputs', edits: [['    nLayerCount : INT;', '    nLayerCount : INT;\n    byOutputs AT %QB4 : BYTE;']], expect: items('declaration added byOutputs !') }),
    gvl({ id: 'round38 pltzr gvl: more layers per pallet', edits: [['nLayersPerPallet : INT := 8;', 'nLayersPerPallet : INT := 10;']], expect: items('constant initial-value-changed nLayersPerPallet') }),
    gvl({ id: 'round38 pltzr gvl: layer count retyped', edits: [['    nLayerCount : INT;', '    nLayerCount : DINT;']], expect: items('declaration retyped nLayerCount') }),
    gvl({ id: 'round38 pltzr gvl: guard door comment reworded', edits: [['// perimeter guard door switch, TRUE = closed', '// guard door switch in the perimeter fence (TRUE = closed)']], expect: [] }),
    gvl({ id: 'round38 pltzr gvl: whitespace', edits: [['    xHoistDown AT %QX4.1 : BOOL;', '    xHoistDown   AT %QX4.1 : BOOL;']], expect: [] }),
    gvl({ id: 'round38 pltzr gvl: beacon removed', edits: [['    xBeacon AT %QX4.3 : BOOL;\n', '']], expect: items('declaration removed xBeacon') }),
    gvl({
      id: 'round38 pltzr gvl: exit light curtain added',
      edits: [['    xPalletPresent AT %IX4.2 : BOOL;', '    xPalletPresent AT %IX4.2 : BOOL;\n    // light curtain at the pallet exit, TRUE = clear\n    xExitCurtain AT %IX4.3 : BOOL;']],
      expect: items('declaration added xExitCurtain !'),
    }),
    gvl({ id: 'round38 pltzr gvl: hoist outputs reordered', edits: [['    xHoistUp AT %QX4.0 : BOOL;\n    xHoistDown AT %QX4.1 : BOOL;\n', '    xHoistDown AT %QX4.1 : BOOL;\n    xHoistUp AT %QX4.0 : BOOL;\n']], expect: [] }),
    gvl({ id: 'round38 pltzr gvl: hoist up moved', edits: [['xHoistUp AT %QX4.0 : BOOL;', 'xHoistUp AT %QX4.4 : BOOL;']], expect: items('declaration address-changed xHoistUp') }),
  ]),
  ...from('jcglisson7989/MarketingAlliance rsc/ABC_Pltzr/Logical/MachineControl/palletinfauto/Cyclic.st', [
    elevator({ id: 'round38 elevator: hoist enabled without the e-stop chain', edits: [['fbHoist(bEnable := GVL_Pltzr.xEStopChain,', 'fbHoist(bEnable := TRUE,']], expect: items('fb-call inputs-changed fbHoist.bEnable !') }),
    elevator({ id: 'round38 elevator: guard argument ignores the lock', edits: [['bGuardClosed := GVL_Pltzr.xFenceDoor AND GVL_Pltzr.xDoorLock);', 'bGuardClosed := GVL_Pltzr.xFenceDoor);']], expect: items('fb-call inputs-changed fbHoist.bGuardClosed !') }),
    elevator({ id: 'round38 elevator: guard argument always closed', edits: [['bGuardClosed := GVL_Pltzr.xFenceDoor AND GVL_Pltzr.xDoorLock);', 'bGuardClosed := TRUE);']], expect: items('fb-call inputs-changed fbHoist.bGuardClosed !') }),
    elevator({ id: 'round38 elevator: hoist up forced', edits: [['GVL_Pltzr.xHoistUp := fbHoist.bMotorUp;', 'GVL_Pltzr.xHoistUp := TRUE;']], expect: items('write now-constant GVL_Pltzr.xHoistUp !') }),
    elevator({ id: 'round38 elevator: door unlocked while a move is requested', edits: [['GVL_Pltzr.xDoorLock := fbHoist.bBrakeRelease OR bRaiseReq OR bLowerReq;', 'GVL_Pltzr.xDoorLock := fbHoist.bBrakeRelease;']], expect: items('write value-changed GVL_Pltzr.xDoorLock !') }),
    elevator({ id: 'round38 elevator: door never locked', edits: [['GVL_Pltzr.xDoorLock := fbHoist.bBrakeRelease OR bRaiseReq OR bLowerReq;', 'GVL_Pltzr.xDoorLock := FALSE;']], expect: items('write now-constant GVL_Pltzr.xDoorLock !') }),
    elevator({
      id: 'round38 elevator: layer count no longer reset on a new pallet',
      edits: [['IF rtPallet.Q THEN\n    GVL_Pltzr.nLayerCount := 0;\nEND_IF\n', '']],
      expect: items('condition no-longer-read rtPallet.Q', 'write no-longer-written GVL_Pltzr.nLayerCount'),
    }),
    // bRaiseReq is read by the guard lock's write (a driver of %QX4.2): its value lost a conjunct (docs/safety.md, interlocks removed)
    elevator({ id: 'round38 elevator: raise without a pallet', edits: [['bRaiseReq := GVL_Pltzr.xPalletPresent AND GVL_Pltzr.nLayerCount', 'bRaiseReq := GVL_Pltzr.nLayerCount']], expect: items('write value-changed bRaiseReq !') }),
    // corrected after scoring: a literal preset changing value is a constant (src-shared/impact.ts: 'constant', a timer preset that changes value), not an input swapped
    elevator({ id: 'round38 elevator: shorter layer settle', edits: [['NOT fbHoist.bMotorUp, PT := T#1S);', 'NOT fbHoist.bMotorUp, PT := T#500MS);']], expect: items('constant value-changed tonLayerSettle.PT') }),
    elevator({ id: 'round38 elevator: whitespace in the beacon line', edits: [['GVL_Pltzr.xBeacon := fbHoist.bFault;', 'GVL_Pltzr.xBeacon :=  fbHoist.bFault;']], expect: [] }),
    elevator({ id: 'round38 elevator: layer flag renamed everywhere', edits: times(3, ['bLayerDone', 'bLayerSettled']), expect: items('declaration renamed bLayerSettled') }),
    elevator({ id: 'round38 elevator: hoist no longer called', edits: [[`${CALL}\n`, '']], expect: items('fb-call no-longer-called fbHoist !') }),
    elevator({ id: 'round38 elevator: hoist outputs reordered', edits: [['GVL_Pltzr.xHoistUp := fbHoist.bMotorUp;\nGVL_Pltzr.xHoistDown := fbHoist.bMotorDown;\n', 'GVL_Pltzr.xHoistDown := fbHoist.bMotorDown;\nGVL_Pltzr.xHoistUp := fbHoist.bMotorUp;\n']], expect: [] }),
    elevator({ id: 'round38 elevator: beacon shows the lower request', edits: [['GVL_Pltzr.xBeacon := fbHoist.bFault;', 'GVL_Pltzr.xBeacon := bLowerReq;']], expect: items('write value-changed GVL_Pltzr.xBeacon') }),
    elevator({
      id: 'round38 elevator: e-stop bypassed and door unlocked',
      edits: [['fbHoist(bEnable := GVL_Pltzr.xEStopChain,', 'fbHoist(bEnable := TRUE,'], ['GVL_Pltzr.xDoorLock := fbHoist.bBrakeRelease OR bRaiseReq OR bLowerReq;', 'GVL_Pltzr.xDoorLock := FALSE;']],
      expect: items('fb-call inputs-changed fbHoist.bEnable !', 'write now-constant GVL_Pltzr.xDoorLock !'),
    }),
    elevator({ id: 'round38 elevator: layer settle timer no longer called', edits: [['tonLayerSettle(IN := GVL_Pltzr.xPalletPresent AND NOT fbHoist.bMotorUp, PT := T#1S);\n', '']], expect: items('fb-call no-longer-called tonLayerSettle') }),
  ]),
];
