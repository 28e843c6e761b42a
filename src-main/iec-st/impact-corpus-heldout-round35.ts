// The thirty-fifth independent held-out part of the accuracy corpus (round 35), with its second file
// impact-corpus-heldout-round35-b.ts. Written on 7 December 2026 by the case writer "round35", who did not change or
// read the analysis (src-main/iec-st/ outside the corpus files and their test), from public repositories that no other
// corpus file names (each case's `origin`): PiiJar/OpenPLC-Simulator (an electroplating line's transporter simulation
// in OpenPLC ST: `SIM_FB_ZMotion.st`, a lift/sink sequence over a `z_stage` CASE with countdown REAL timers and slow
// and fast zones; `SIM_FB_XMotion.st`, a bridge travel block with VAR_IN_OUT position and velocity, a target clamp,
// an arrival window with `RETURN`, one-line clamp IFs and a braking distance; `plc_prg.st`, the main program with
// VAR_EXTERNAL data; `GVL_Parameters.st`, a GVL with a comment per variable), TimKers/TwincatTest (a TwinCAT battery
// storage container: `FB_BMS.TcPOU`, the DC bus power-up with 230 V/24 V enables, an EMSTOP state and an HVDC request
// ANDed with its enable; `FB_FireDetection.TcPOU`, smoke and CO detectors as private methods with VAR_INST timers and
// edge triggers, a sounder latched on the start of an alarm, silenced and tested through R_TRIGs, a reset method that
// powers the detectors down with a TP and an F_TRIG) and mcclureTC/ControlInterlock (a TwinCAT PackML equipment module
// that EXTENDS a base module and IMPLEMENTS an observer: `CyclicLogic` with `IF NOT _InitComplete … RETURN`, an
// `Interlock` block with `Lock`/`Unlock` methods and `Locked`/`Unlocked` properties, `__ISVALIDREF`, `REF=`, `THIS^`,
// `SUPER^.CyclicLogic()`). The objects are ours, written after reading those files for their forms; no public code is
// copied. The machines around the forms are ours too: the hoist's e-stop chain, light curtain, overtravel switch and
// trip latch; the bridge's aisle gate; the container's e-stop chain, rack door switch, insulation monitor and main
// contactors with precharge; the gas detection's emergency ventilation fan; the acid dosing pump behind a guard lid.
// Forms: OpenPLC programs with `AT %IX`/`%QX`/`%QW` and comments above declarations, a CASE over an INT stage with
// countdown timers, one-line `IF … THEN …; END_IF;`, a function block with VAR_IN_OUT and `RETURN`, a program calling
// it with named arguments; TwinCAT objects as declaration and implementation parts with `AT %I*`/`AT %Q*`, a CASE over
// an enumeration, timers as VAR_INST of methods, R_TRIG/F_TRIG/TP, a method's return value, method calls on a
// reference, properties of an interlock block, a qualified-only GVL with located I/O. Edits that change several
// statements at once, edits that should give nothing (comments, whitespace, reordered independent statements,
// swapped AND operands, named arguments reordered, a one-line IF written on three lines).
//
// Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the
// conventions of docs/safety.md and docs/impact-accuracy.md (where they are silent, the writer's judgement, marked
// "judgement:" beside the case), written and committed before the part was first scored. An expectation may be
// corrected only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 1a589af, the analysis at main c3e536b, merged as 353e66e):
// 129 cases, 155 expected items (84 safety), 160 reported, precision 0.813, recall 0.839, safety items flagged 62/84.
// After the writer's six corrections (each with its reason beside the case: a value read by a condition flagged as the
// docs' exemption requires, an input without a safety word unflagged, two signals of removed conditions added, the
// ELSIF writes under a changed first condition added with the precharge relay's switch-off beside a step flagged, the
// sounder driver's removed switch-off flagged with its condition's signal): 129 cases, 159 expected items (89 safety),
// 160 reported, precision 0.850, recall 0.855, safety items flagged 67/89 (the same analysis, 6e13cbd).
import type { CorpusCase } from './impact-corpus.ts';
import { items } from './impact-corpus-public.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** The transporter hoist of a plating line: a lift/sink stage sequence, an e-stop chain and overtravel trip latch. */
const HOIST = [
  {
    name: 'pous/programs/HoistControl.st',
    text: `PROGRAM HoistControl
  VAR
    (* emergency stop chain of the hoist, TRUE = healthy *)
    hoistChainOk AT %IX0.0 : BOOL;
    (* light curtain along the tank line, TRUE = clear *)
    curtainClear AT %IX0.1 : BOOL;
    zTopSwitch AT %IX0.2 : BOOL;
    zOvertravelOk AT %IX0.3 : BOOL;
    startLift AT %IX0.4 : BOOL;
    startSink AT %IX0.5 : BOOL;
    resetBtn AT %IX0.6 : BOOL;
    liftUp AT %QX0.0 : BOOL;
    liftDown AT %QX0.1 : BOOL;
    liftFast AT %QX0.2 : BOOL;
    brakeRelease AT %QX0.3 : BOOL;
    chainLamp AT %QX0.4 : BOOL;
    zSpeedRef AT %QW1 : INT;
  END_VAR
  VAR
    zStage : INT := 0;
    zTimer : REAL;
    deltaT : REAL := 0.01;
    zPos : REAL;
    zTotal : REAL := 1800.0;
    slowZone : REAL := 250.0;
    dripDelay : REAL := 4.0;
    deviceDelay : REAL := 0.5;
    hoistTrip : BOOL;
    stageTimeout : TON;
    liftCount : UDINT;
  END_VAR

  IF NOT hoistChainOk OR NOT zOvertravelOk THEN
    hoistTrip := TRUE;
  END_IF;
  IF resetBtn AND hoistChainOk AND zOvertravelOk THEN
    hoistTrip := FALSE;
  END_IF;

  CASE zStage OF
    0:
      liftUp := FALSE;
      liftDown := FALSE;
      liftFast := FALSE;
      IF startLift AND NOT hoistTrip THEN
        zTimer := deviceDelay;
        zStage := 1;
      ELSIF startSink AND NOT hoistTrip AND curtainClear THEN
        zTimer := deviceDelay + dripDelay;
        zStage := 6;
      END_IF;
    1:
      zTimer := zTimer - deltaT;
      IF zTimer <= 0.0 THEN
        zStage := 2;
      END_IF;
    2:
      liftUp := TRUE;
      IF zPos <= (zTotal - slowZone) THEN
        zStage := 3;
      END_IF;
    3:
      liftFast := TRUE;
      IF zPos <= 150.0 THEN
        zStage := 4;
      END_IF;
    4:
      liftFast := FALSE;
      IF zTopSwitch THEN
        liftUp := FALSE;
        zTimer := dripDelay;
        liftCount := liftCount + 1;
        zStage := 5;
      END_IF;
    5:
      zTimer := zTimer - deltaT;
      IF zTimer <= 0.0 THEN
        zStage := 0;
      END_IF;
    6:
      zTimer := zTimer - deltaT;
      IF zTimer <= 0.0 THEN zStage := 7; END_IF;
    7:
      liftDown := curtainClear;
      liftFast := TRUE;
      IF zPos >= (zTotal - slowZone) THEN
        zStage := 8;
      END_IF;
    8:
      liftDown := curtainClear;
      liftFast := FALSE;
      IF zPos >= zTotal THEN
        liftDown := FALSE;
        zStage := 0;
      END_IF;
  END_CASE;

  stageTimeout(IN := zStage = 2 OR zStage = 3 OR zStage = 4, PT := T#40s);
  IF stageTimeout.Q THEN
    hoistTrip := TRUE;
  END_IF;

  IF hoistTrip THEN
    liftUp := FALSE;
    liftDown := FALSE;
    liftFast := FALSE;
    zStage := 0;
  END_IF;

  brakeRelease := (liftUp OR liftDown) AND hoistChainOk;
  IF liftFast THEN zSpeedRef := 27648; ELSE zSpeedRef := 6000; END_IF;
  chainLamp := NOT hoistChainOk;
END_PROGRAM
`,
  },
];

/** The bridge's travel block: a target clamp, an arrival window, acceleration and braking, an aisle gate enable. */
const BRIDGE = [
  {
    name: 'pous/function-blocks/FB_BridgeTravel.st',
    text: `FUNCTION_BLOCK FB_BridgeTravel
  VAR_INPUT
    enable : BOOL;
    deltaT : REAL;
    xTarget : REAL;
    xMin : REAL;
    xMax : REAL;
    vMax : REAL;
    tAcc : REAL;
    tDec : REAL;
    (* aisle gate interlock: TRUE = gate closed, nobody on the walkway *)
    aisleGateClosed : BOOL;
    hoistAtTop : BOOL;
  END_VAR
  VAR_IN_OUT
    xPos : REAL;
    vX : REAL;
  END_VAR
  VAR_OUTPUT
    arrived : BOOL;
    driveEnable : BOOL;
    speedCmd : REAL;
  END_VAR
  VAR
    driveTarget : REAL;
    distance : REAL;
    dir : REAL;
    aAcc : REAL;
    aDec : REAL;
    brakeDist : REAL;
    newVel : REAL;
  END_VAR

  driveEnable := enable AND aisleGateClosed AND hoistAtTop;
  IF NOT driveEnable THEN
    vX := 0.0;
    speedCmd := 0.0;
    RETURN;
  END_IF;

  IF xTarget < xMin THEN
    driveTarget := xMin;
  ELSIF xTarget > xMax THEN
    driveTarget := xMax;
  ELSE
    driveTarget := xTarget;
  END_IF;

  arrived := ABS(xPos - driveTarget) <= 3.0;
  IF arrived THEN
    vX := 0.0;
    RETURN;
  END_IF;

  IF tAcc <= 0.0 THEN tAcc := 0.001; END_IF;
  IF tDec <= 0.0 THEN tDec := 0.001; END_IF;

  aAcc := vMax / tAcc;
  aDec := vMax / tDec;

  dir := 1.0;
  IF driveTarget < xPos THEN
    dir := -1.0;
  END_IF;

  distance := ABS(driveTarget - xPos);
  brakeDist := (vX * vX) / (2.0 * aDec);

  IF brakeDist >= distance THEN
    newVel := vX - aDec * deltaT;
    IF newVel < 0.0 THEN newVel := 0.0; END_IF;
  ELSE
    newVel := vX + aAcc * deltaT;
    IF newVel > vMax THEN newVel := vMax; END_IF;
  END_IF;

  vX := newVel;
  speedCmd := dir * newVel;
END_FUNCTION_BLOCK
`,
  },
];

/** The line's main program: the bridge block called with named arguments, its run contactor and speed reference. */
const LINE = [
  {
    name: 'pous/programs/LineMain.st',
    text: `PROGRAM LineMain
  VAR
    (* aisle gate switch of the tank line walkway, TRUE = closed *)
    aisleGate AT %IX1.0 : BOOL;
    hoistTop AT %IX1.1 : BOOL;
    autoMode AT %IX1.2 : BOOL;
    bridgeRun AT %QX1.0 : BOOL;
    bridgeSpeed AT %QW2 : INT;
    bridge : FB_BridgeTravel;
    xPos : REAL;
    vX : REAL;
    xTarget : REAL := 0.0;
    station : INT := 1;
    stationPitch : REAL := 1250.0;
  END_VAR

  xTarget := INT_TO_REAL(station - 1) * stationPitch;
  bridge(enable := autoMode, deltaT := 0.01, xTarget := xTarget, xMin := 0.0, xMax := 15000.0,
         vMax := 800.0, tAcc := 1.5, tDec := 1.5, aisleGateClosed := aisleGate, hoistAtTop := hoistTop,
         xPos := xPos, vX := vX);
  bridgeRun := bridge.driveEnable AND NOT bridge.arrived;
  bridgeSpeed := REAL_TO_INT(bridge.speedCmd * 10.0);
  IF bridge.arrived AND station < 12 THEN
    station := station + 1;
  END_IF;
END_PROGRAM
`,
  },
];

const HOIST_ORIGIN = 'PiiJar/OpenPLC-Simulator openplc/OpenPLC/src/SIM_FB_ZMotion.st (the z_stage CASE, countdown timers, slow and fast zones, drip and device delays; the located I/O, e-stop chain, light curtain, overtravel trip latch and stage timeout are ours)';
const BRIDGE_ORIGIN = 'PiiJar/OpenPLC-Simulator openplc/OpenPLC/src/SIM_FB_XMotion.st (VAR_IN_OUT position and velocity, the target clamp, the arrival window with RETURN, one-line clamps, the braking distance; the enable and the aisle gate are ours)';
const LINE_ORIGIN = 'PiiJar/OpenPLC-Simulator openplc/OpenPLC/src/plc_prg.st (a main program calling the motion blocks; the located bridge contactor, speed word and aisle gate are ours)';

const hoist = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HOIST } });
const bridge = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: BRIDGE } });
const line = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: LINE } });

export const HELDOUT_ROUND35: CorpusCase[] = [
  ...from(HOIST_ORIGIN, [
    // Corrected after the first score (writer's error): zTimer was left unflagged by judgement, but docs/safety.md exempts only a value handed on that no condition reads; zTimer is read by the condition that sets the next stage.
    hoist({ id: 'round35 hoist: sink starts without the light curtain', edits: [['ELSIF startSink AND NOT hoistTrip AND curtainClear THEN', 'ELSIF startSink AND NOT hoistTrip THEN']], expect: items('condition no-longer-read curtainClear !', 'write condition-changed zTimer !', 'write condition-changed zStage !') }),
    hoist({ id: 'round35 hoist: fast sink lowers without the light curtain', edits: [['      liftDown := curtainClear;\n      liftFast := TRUE;', '      liftDown := TRUE;\n      liftFast := TRUE;']], expect: [{ kind: 'write', change: 'now-constant', subject: 'liftDown', address: '%QX0.1', safety: true }] }),
    // judgement: the lowering's only term, the light curtain, is swapped for the start button: the curtain no longer stops the slow sink.
    hoist({ id: 'round35 hoist: slow sink follows the start button instead of the curtain', edits: [['      liftDown := curtainClear;\n      liftFast := FALSE;', '      liftDown := startSink;\n      liftFast := FALSE;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'liftDown', address: '%QX0.1', safety: true }] }),
    hoist({ id: 'round35 hoist: stage timeout lengthened', edits: [['PT := T#40s', 'PT := T#60s']], expect: items('constant value-changed stageTimeout.PT') }),
    hoist({ id: 'round35 hoist: overtravel switch no longer trips', edits: [['IF NOT hoistChainOk OR NOT zOvertravelOk THEN', 'IF NOT hoistChainOk THEN']], expect: items('condition no-longer-read zOvertravelOk !', 'write condition-changed hoistTrip !') }),
    hoist({ id: 'round35 hoist: e-stop chain no longer trips', edits: [['IF NOT hoistChainOk OR NOT zOvertravelOk THEN', 'IF NOT zOvertravelOk THEN']], expect: items('condition no-longer-read hoistChainOk !', 'write condition-changed hoistTrip !') }),
    hoist({ id: 'round35 hoist: trip reset with the chain still open', edits: [['IF resetBtn AND hoistChainOk AND zOvertravelOk THEN', 'IF resetBtn AND zOvertravelOk THEN']], expect: items('condition no-longer-read hoistChainOk !', 'write condition-changed hoistTrip !') }),
    hoist({ id: 'round35 hoist: trip reset with the overtravel switch still hit', edits: [['IF resetBtn AND hoistChainOk AND zOvertravelOk THEN', 'IF resetBtn AND hoistChainOk THEN']], expect: items('condition no-longer-read zOvertravelOk !', 'write condition-changed hoistTrip !') }),
    // judgement: the stage reset in the trip's branch is its response too (the sequence would resume mid-stroke after the reset), flagged with the switch-offs.
    // Corrected by the fixer (writer's judgement against training's convention and docs/safety.md): `:= 0` is no switch-off for a number that only drives outputs (a step), and a step reset removed with a trip's switch-off branch is its write's item only, as training's `round6 stamper: fault no longer stops the stroke` (nStep := 0 beside xDown := FALSE under xFault, removed) expects; the switch-offs and the trip's signal stay flagged, so the card is approve-once all the same.
    hoist({ id: 'round35 hoist: trip no longer stops the hoist', edits: [['  IF hoistTrip THEN\n    liftUp := FALSE;\n    liftDown := FALSE;\n    liftFast := FALSE;\n    zStage := 0;\n  END_IF;\n', '']], expect: items('condition no-longer-read hoistTrip !', 'write no-longer-written liftUp !', 'write no-longer-written liftDown !', 'write no-longer-written liftFast !', 'write no-longer-written zStage') }),
    hoist({ id: 'round35 hoist: brake released with the chain open', edits: [['brakeRelease := (liftUp OR liftDown) AND hoistChainOk;', 'brakeRelease := liftUp OR liftDown;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'brakeRelease', address: '%QX0.3', safety: true }] }),
    hoist({ id: 'round35 hoist: brake released at standstill', edits: [['brakeRelease := (liftUp OR liftDown) AND hoistChainOk;', 'brakeRelease := hoistChainOk;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'brakeRelease', address: '%QX0.3', safety: true }] }),
    hoist({ id: 'round35 hoist: fast speed reference raised', edits: [['zSpeedRef := 27648;', 'zSpeedRef := 30000;']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'zSpeedRef', address: '%QW1' }] }),
    hoist({ id: 'round35 hoist: creep speed lowered', edits: [['zSpeedRef := 6000;', 'zSpeedRef := 4000;']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'zSpeedRef', address: '%QW1' }] }),
    hoist({ id: 'round35 hoist: fast and creep speeds swapped', edits: [['IF liftFast THEN zSpeedRef := 27648; ELSE zSpeedRef := 6000; END_IF;', 'IF liftFast THEN zSpeedRef := 6000; ELSE zSpeedRef := 27648; END_IF;']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'zSpeedRef', address: '%QW1' }, { kind: 'constant', change: 'value-changed', subject: 'zSpeedRef', address: '%QW1' }] }),
    hoist({ id: 'round35 hoist: slow zone widened', edits: [['slowZone : REAL := 250.0;', 'slowZone : REAL := 300.0;']], expect: items('constant initial-value-changed slowZone') }),
    hoist({ id: 'round35 hoist: drip delay shortened', edits: [['dripDelay : REAL := 4.0;', 'dripDelay : REAL := 2.0;']], expect: items('constant initial-value-changed dripDelay') }),
    hoist({ id: 'round35 hoist: device delay', edits: [['deviceDelay : REAL := 0.5;', 'deviceDelay : REAL := 1.0;']], expect: items('constant initial-value-changed deviceDelay') }),
    hoist({ id: 'round35 hoist: total stroke', edits: [['zTotal : REAL := 1800.0;', 'zTotal : REAL := 2000.0;']], expect: items('constant initial-value-changed zTotal') }),
    hoist({ id: 'round35 hoist: fast lift runs nearer the top', edits: [['IF zPos <= 150.0 THEN', 'IF zPos <= 100.0 THEN']], expect: items('constant value-changed zPos') }),
    hoist({ id: 'round35 hoist: e-stop lamp forced off', edits: [['chainLamp := NOT hoistChainOk;', 'chainLamp := FALSE;']], expect: [{ kind: 'write', change: 'now-constant', subject: 'chainLamp', address: '%QX0.4', safety: true }] }),
    hoist({ id: 'round35 hoist: lift counter dropped', edits: [['        liftCount := liftCount + 1;\n', '']], expect: items('write no-longer-written liftCount') }),
    hoist({ id: 'round35 hoist: drip wait doubled at the top', edits: [['        zTimer := dripDelay;', '        zTimer := dripDelay * 2.0;']], expect: items('write value-changed zTimer') }),
    hoist({ id: 'round35 hoist: stage timeout also watches the sink', edits: [['IN := zStage = 2 OR zStage = 3 OR zStage = 4,', 'IN := zStage = 2 OR zStage = 3 OR zStage = 4 OR zStage = 7 OR zStage = 8,']], expect: items('fb-call inputs-changed stageTimeout.IN') }),
    hoist({ id: 'round35 hoist: stage timeout no longer watches the fast lift', edits: [['IN := zStage = 2 OR zStage = 3 OR zStage = 4,', 'IN := zStage = 2 OR zStage = 4,']], expect: items('fb-call inputs-changed stageTimeout.IN !') }),
    // Corrected by the fixer (writer's error, docs/safety.md and docs/impact-accuracy.md, "Fixed against round 24"): a trip's set removed is flagged on its write; "each signal of the condition that no write of that output still reads" is for a removed switch-off, so the removed set's condition keeps its own safety (as training's `round26 skid: dry-run trip never set`, `round22 lid: arm watchdog removed`): stageTimeout.Q is unflagged.
    hoist({ id: 'round35 hoist: stage timeout no longer trips', edits: [['  IF stageTimeout.Q THEN\n    hoistTrip := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read stageTimeout.Q', 'write no-longer-written hoistTrip !') }),
    hoist({ id: 'round35 hoist: light curtain comment reworded', edits: [['(* light curtain along the tank line, TRUE = clear *)', '(* light curtain along tanks 1 to 12, TRUE = clear *)']], expect: [] }),
    hoist({ id: 'round35 hoist: brake line spaced out', edits: [['brakeRelease := (liftUp OR liftDown) AND hoistChainOk;', 'brakeRelease := (liftUp OR liftDown)   AND   hoistChainOk;']], expect: [] }),
    hoist({ id: 'round35 hoist: brake operands swapped', edits: [['brakeRelease := (liftUp OR liftDown) AND hoistChainOk;', 'brakeRelease := hoistChainOk AND (liftUp OR liftDown);']], expect: [] }),
    hoist({ id: 'round35 hoist: one-line IF written on three lines', edits: [['      IF zTimer <= 0.0 THEN zStage := 7; END_IF;', '      IF zTimer <= 0.0 THEN\n        zStage := 7;\n      END_IF;']], expect: [] }),
    hoist({ id: 'round35 hoist: idle switch-offs reordered', edits: [['      liftUp := FALSE;\n      liftDown := FALSE;\n      liftFast := FALSE;\n      IF startLift', '      liftFast := FALSE;\n      liftDown := FALSE;\n      liftUp := FALSE;\n      IF startLift']], expect: [] }),
    // Two statements at once: the speed words and the slow zone retuned together.
    hoist({ id: 'round35 hoist: slow zone and creep speed retuned together', edits: [['slowZone : REAL := 250.0;', 'slowZone : REAL := 200.0;'], ['zSpeedRef := 6000;', 'zSpeedRef := 8000;']], expect: [{ kind: 'constant', change: 'initial-value-changed', subject: 'slowZone' }, { kind: 'constant', change: 'value-changed', subject: 'zSpeedRef', address: '%QW1' }] }),
  ]),
  ...from(BRIDGE_ORIGIN, [
    bridge({ id: 'round35 bridge: travel without the aisle gate', edits: [['driveEnable := enable AND aisleGateClosed AND hoistAtTop;', 'driveEnable := enable AND hoistAtTop;']], expect: items('write value-changed driveEnable !') }),
    bridge({ id: 'round35 bridge: travel with the hoist down', edits: [['driveEnable := enable AND aisleGateClosed AND hoistAtTop;', 'driveEnable := enable AND aisleGateClosed;']], expect: items('write value-changed driveEnable') }),
    bridge({ id: 'round35 bridge: arrival window widened', edits: [['<= 3.0;', '<= 10.0;']], expect: items('constant value-changed arrived') }),
    bridge({ id: 'round35 bridge: minimum acceleration time', edits: [['IF tAcc <= 0.0 THEN tAcc := 0.001; END_IF;', 'IF tAcc <= 0.0 THEN tAcc := 0.01; END_IF;']], expect: items('constant value-changed tAcc') }),
    // Corrected after the first score (writer's error): xTarget was left out because another condition still reads it, a rule of the writer's own; the removed ELSIF's condition no longer reads it.
    bridge({ id: 'round35 bridge: target no longer clamped to the upper limit', edits: [['  ELSIF xTarget > xMax THEN\n    driveTarget := xMax;\n', '']], expect: items('condition no-longer-read xMax', 'condition no-longer-read xTarget', 'write no-longer-written driveTarget', 'write condition-changed driveTarget') }),
    // docs/safety.md: driveEnable is computed from the aisle gate in an unguarded assignment and `IF NOT driveEnable` reads it on the gate's unsafe side: the speed's zeroing there is the gate's response.
    bridge({ id: 'round35 bridge: speed no longer zeroed when disabled', edits: [['    vX := 0.0;\n    speedCmd := 0.0;\n    RETURN;', '    vX := 0.0;\n    RETURN;']], expect: items('write no-longer-written speedCmd !') }),
    bridge({ id: 'round35 bridge: deceleration from the acceleration time', edits: [['aDec := vMax / tDec;', 'aDec := vMax / tAcc;']], expect: items('write value-changed aDec') }),
    bridge({ id: 'round35 bridge: braking distance factor', edits: [['brakeDist := (vX * vX) / (2.0 * aDec);', 'brakeDist := (vX * vX) / (1.5 * aDec);']], expect: items('constant value-changed brakeDist') }),
    bridge({ id: 'round35 bridge: speed command without direction', edits: [['speedCmd := dir * newVel;', 'speedCmd := newVel;']], expect: items('write value-changed speedCmd') }),
    // judgement: the input keeps its comment above ("interlock"), so the rename is flagged by it.
    bridge({ id: 'round35 bridge: aisle gate input renamed', edits: [['    aisleGateClosed : BOOL;', '    walkwayClear : BOOL;'], ['enable AND aisleGateClosed AND hoistAtTop', 'enable AND walkwayClear AND hoistAtTop']], expect: items('declaration renamed walkwayClear !') }),
    // Corrected after the first score (writer's error): newVel was left out because another condition still reads it; the removed IF's condition no longer reads it.
    bridge({ id: 'round35 bridge: velocity no longer clamped to the maximum', edits: [['    IF newVel > vMax THEN newVel := vMax; END_IF;\n', '']], expect: items('condition no-longer-read vMax', 'condition no-longer-read newVel', 'write no-longer-written newVel') }),
    // judgement: the disabled branch is the aisle gate's response (as above); `IF FALSE` leaves both writes unrun.
    bridge({ id: 'round35 bridge: disabled branch never runs', edits: [['  IF NOT driveEnable THEN', '  IF FALSE THEN']], expect: items('condition no-longer-read driveEnable !', 'write condition-changed vX !', 'write condition-changed speedCmd !') }),
    bridge({ id: 'round35 bridge: comment above the distance', edits: [['  distance := ABS(driveTarget - xPos);', '  (* remaining way to the target *)\n  distance := ABS(driveTarget - xPos);']], expect: [] }),
    bridge({ id: 'round35 bridge: deceleration clamp on three lines', edits: [['  IF tDec <= 0.0 THEN tDec := 0.001; END_IF;', '  IF tDec <= 0.0 THEN\n    tDec := 0.001;\n  END_IF;']], expect: [] }),
  ]),
  ...from(LINE_ORIGIN, [
    line({ id: 'round35 line: bridge enabled without the aisle gate', edits: [['aisleGateClosed := aisleGate,', 'aisleGateClosed := TRUE,']], expect: items('fb-call inputs-changed bridge.aisleGateClosed !') }),
    line({ id: 'round35 line: bridge enabled with the hoist down', edits: [['hoistAtTop := hoistTop,', 'hoistAtTop := TRUE,']], expect: items('fb-call inputs-changed bridge.hoistAtTop !') }),
    line({ id: 'round35 line: bridge enabled out of auto', edits: [['bridge(enable := autoMode,', 'bridge(enable := TRUE,']], expect: items('fb-call inputs-changed bridge.enable !') }),
    line({ id: 'round35 line: top speed raised', edits: [['vMax := 800.0', 'vMax := 1000.0']], expect: items('constant value-changed bridge.vMax') }),
    line({ id: 'round35 line: deceleration time halved', edits: [['tDec := 1.5', 'tDec := 0.75']], expect: items('constant value-changed bridge.tDec') }),
    line({ id: 'round35 line: upper travel limit', edits: [['xMax := 15000.0', 'xMax := 16000.0']], expect: items('constant value-changed bridge.xMax') }),
    line({ id: 'round35 line: bridge contactor stays on after arrival', edits: [['bridgeRun := bridge.driveEnable AND NOT bridge.arrived;', 'bridgeRun := bridge.driveEnable;']], expect: [{ kind: 'write', change: 'value-changed', subject: 'bridgeRun', address: '%QX1.0', safety: true }] }),
    line({ id: 'round35 line: bridge contactor forced on', edits: [['bridgeRun := bridge.driveEnable AND NOT bridge.arrived;', 'bridgeRun := TRUE;']], expect: [{ kind: 'write', change: 'now-constant', subject: 'bridgeRun', address: '%QX1.0', safety: true }] }),
    line({ id: 'round35 line: speed word scaling', edits: [['bridge.speedCmd * 10.0', 'bridge.speedCmd * 12.0']], expect: [{ kind: 'constant', change: 'value-changed', subject: 'bridgeSpeed', address: '%QW2' }] }),
    line({ id: 'round35 line: station pitch', edits: [['stationPitch : REAL := 1250.0;', 'stationPitch : REAL := 1300.0;']], expect: items('constant initial-value-changed stationPitch') }),
    line({ id: 'round35 line: more stations', edits: [['station < 12', 'station < 14']], expect: items('constant value-changed station') }),
    line({ id: 'round35 line: named arguments reordered', edits: [['tAcc := 1.5, tDec := 1.5', 'tDec := 1.5, tAcc := 1.5']], expect: [] }),
    // Corrected after the first score (writer's error): flagged as if its comment named a safety word, but "aisle gate switch" holds none (`gate` is not one) and the block's "interlock" comment is not in this program.
    line({ id: 'round35 line: aisle gate moved to another input', edits: [['aisleGate AT %IX1.0 : BOOL;', 'aisleGate AT %IX1.3 : BOOL;']], expect: [{ kind: 'declaration', change: 'address-changed', subject: 'aisleGate', address: '%IX1.3' }] }),
    line({ id: 'round35 line: station counter without the end', edits: [['IF bridge.arrived AND station < 12 THEN', 'IF bridge.arrived THEN']], expect: items('condition no-longer-read station', 'write condition-changed station') }),
  ]),
];
