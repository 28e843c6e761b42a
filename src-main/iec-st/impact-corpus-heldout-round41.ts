// The forty-first independent held-out part of the accuracy corpus (round 41), with impact-corpus-heldout-round41-b.ts.
// Written on 7 December 2026 by the case writer "round41", who did not change or read the analysis (src-main/iec-st/
// outside the corpus files and their test), from public repositories that no other corpus file names (each case's
// `origin`): SimMarkt/PLC_Meth (a two-stage chemical methanation plant on B&R: `src/Safety_Mechanisms/Main.ab` with
// its pressure, catalyst-temperature, water-supply and storage-tank warnings and errors, each error setting action
// flags that switch the heaters, the gas feed and the steam generator off; `src/Steam_Generator/Main.ab` with a CASE
// over the generator's status, a PID on the catalyst temperature and a diaphragm pump's 4-20 mA output clamped for
// rounding errors; `src/Gas_Control/Main.ab` with solenoid valves MV1 to MV3, mass flow controllers and a nitrogen
// purge that closes the gas valves after a delay) and Shahidsamadov/PLC-ST (a Carel pCO / c.pCO application template:
// `PLC-ST.st` with a VAR_GLOBAL list, functions called from a timed loop, an alarm count that switches a buzzer and the
// alarm LED, countdowns). The objects are ours, written after reading those files for their forms (the B&R
// Automation Basic of PLC_Meth rewritten as IEC 61131-3 ST); no public code is copied. Forms: an OpenPLC program with
// `AT %IW`/`%IX`/`%QX`/`%QW`, raw analog scaling, warning and error levels, latched errors with an acknowledge edge
// that clears each one only when its cause has gone, action flags read as `NOT x` by the outputs, a water-supply
// timer, a CODESYS FB with a CASE over an INT status, a PID call, an analog output clamped between 4 and 20 mA, a
// low-water cut-off through a TON into a trip latch, a CODESYS program over valve states with a purge timer, a chiller
// alarm program with a buzzer on a new alarm, an anti-short-cycle timer, freeze protection with hysteresis and a
// high-pressure lockout. Each expectation says what an engineer expects the edit to do to the machine by IEC 61131-3
// semantics and the conventions of docs/safety.md and docs/impact-accuracy.md, written and committed before the part
// was first scored. An expectation may be corrected only for an error of the writer's, with the reason written
// beside it, never to match the output. Where the documents are silent the writer's judgement is marked "judgement".
//
// First score (by its writer, after committing the cases in bf45eef, the analysis at main 52cf465, merged as 14ad86e):
// 130 cases, 148 expected items (83 safety), 148 reported, precision 0.851, recall 0.851, safety items flagged 70/83.
// After the writer's six corrections (each with its reason beside the case: three flags set against docs/safety.md's
// trip definition and its replaced-limit rule, one flag left off a signal now needed, one output forced constant left
// unflagged, one number on an analog output flagged): 130 cases, 148 expected items (78 safety), 148 reported,
// precision 0.912, recall 0.912, safety items flagged 72/78.
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

/** The methanation plant's safety program: errors latched from the process values, actions read by the outputs. */
const METH = [
  {
    name: 'pous/programs/MethSafety.st',
    text: `PROGRAM MethSafety
  VAR
    (* reactor pressure PIR1, 4..20 mA over 0..32767 *)
    rawPressure AT %IW0 : INT;
    rawCatTemp AT %IW1 : INT;            (* catalyst bed maximum temperature *)
    rawWaterPressure AT %IW2 : INT;      (* feed water supply pressure PIR4 *)
    tankLevelLow AT %IX0.0 : BOOL;       (* storage tank level switch LIR1, FALSE = low *)
    tankLevelEmpty AT %IX0.1 : BOOL;     (* storage tank level switch LIR2, FALSE = empty *)
    pressureSwitchOk AT %IX0.2 : BOOL;   (* mechanical pressure switch P1, TRUE = below 8 bar *)
    ackButton AT %IX0.3 : BOOL;
    (* safety temperature limiter of the heaters, TRUE = healthy *)
    limiterOk AT %IX0.4 : BOOL;
    eStopOk AT %IX0.5 : BOOL;
    heaterContactor AT %QX0.0 : BOOL;    (* main contactor of heaters HZ1 to HZ10 *)
    h2Valve AT %QX0.1 : BOOL;            (* solenoid valve MV1, hydrogen *)
    n2Valve AT %QX0.2 : BOOL;            (* solenoid valve MV2, nitrogen purge *)
    biogasValve AT %QX0.3 : BOOL;        (* solenoid valve MV3, biogas *)
    waterPump AT %QX0.4 : BOOL;          (* diaphragm pump PM2, feed water *)
    alarmHorn AT %QX0.5 : BOOL;
    ventValveCmd AT %QW0 : INT;          (* pressure relief control valve, 0..10000 *)
  END_VAR
  VAR
    pressure : REAL;
    catTemp : REAL;
    waterPressure : REAL;
    pMaxWarn : REAL := 7.0;
    pMaxError : REAL := 7.5;
    tCatMax : REAL := 600.0;
    pWaterMin : REAL := 1.5;
    warnHighPressure : BOOL;
    errHighPressure : BOOL;
    errCatTemp : BOOL;
    errWaterSupply : BOOL;
    errTankEmpty : BOOL;
    heatersOff : BOOL;
    gasFeedOff : BOOL;
    heatRequest : BOOL;
    gasRequest : BOOL;
    pumpRequest : BOOL;
    hornSilenced : BOOL;
    anyError : BOOL;
    waterTimer : TON;
    waterDelay : TIME := T#5m;
    ackEdge : R_TRIG;
  END_VAR

  pressure := INT_TO_REAL(rawPressure) * 10.0 / 32767.0;
  catTemp := INT_TO_REAL(rawCatTemp) * 0.1;
  waterPressure := INT_TO_REAL(rawWaterPressure) * 6.0 / 32767.0;

  (* overpressure: a warning, then an error that takes every action *)
  warnHighPressure := pressure > pMaxWarn;
  IF pressure > pMaxError OR NOT pressureSwitchOk THEN
    errHighPressure := TRUE;
  END_IF;

  (* catalyst bed: sintering above the limit *)
  IF catTemp > tCatMax + 30.0 THEN
    errCatTemp := TRUE;
  END_IF;

  (* water supply interrupted for longer than the delay *)
  waterTimer(IN := waterPressure < pWaterMin, PT := waterDelay);
  IF waterTimer.Q THEN
    errWaterSupply := TRUE;
  END_IF;

  (* storage tank empty: the pump must not run dry *)
  IF NOT tankLevelEmpty THEN
    errTankEmpty := TRUE;
  END_IF;

  heatersOff := errHighPressure OR errCatTemp OR errWaterSupply OR errTankEmpty OR NOT limiterOk;
  gasFeedOff := errHighPressure OR errCatTemp OR errWaterSupply OR NOT eStopOk;

  heaterContactor := heatRequest AND NOT heatersOff AND eStopOk;
  h2Valve := gasRequest AND NOT gasFeedOff;
  biogasValve := gasRequest AND NOT gasFeedOff AND h2Valve;
  n2Valve := errHighPressure OR NOT eStopOk;
  waterPump := pumpRequest AND tankLevelLow AND NOT errTankEmpty;

  IF errHighPressure OR NOT eStopOk THEN
    ventValveCmd := 10000;
  ELSE
    ventValveCmd := 0;
  END_IF;

  anyError := errHighPressure OR errCatTemp OR errWaterSupply OR errTankEmpty;
  alarmHorn := warnHighPressure AND NOT hornSilenced;

  (* acknowledge: an error clears only when its cause has gone *)
  ackEdge(CLK := ackButton);
  IF ackEdge.Q THEN
    IF pressure < pMaxWarn AND pressureSwitchOk THEN
      errHighPressure := FALSE;
    END_IF;
    IF catTemp < tCatMax THEN
      errCatTemp := FALSE;
    END_IF;
    errWaterSupply := FALSE;
    IF tankLevelEmpty THEN
      errTankEmpty := FALSE;
    END_IF;
  END_IF;
END_PROGRAM
`,
  },
];

/** The steam generator: a CASE over its status, a PID, the pump's 4-20 mA output, a low-water cut-off and trip. */
const STEAM = object(
  'FB_SteamGenerator',
  `FUNCTION_BLOCK FB_SteamGenerator
VAR_INPUT
    nStatus : INT;                 // 0 off, 1 manual pump, 2 temperature control
    rManualFlow : REAL;            // manual pump setpoint, %
    rTempSetpoint : REAL;          // catalyst temperature setpoint
    rTempActual : REAL;
    bLowWaterSwitch : BOOL;        // safety low water cut-off, TRUE = water above the electrodes
    bSafetyChainOk : BOOL;         // e-stop and pressure limiter chain
    bReset : BOOL;
END_VAR
VAR_OUTPUT
    bError : BOOL;
    rSteamFlow : REAL;
END_VAR
VAR
    nPumpAo AT %Q* : INT;          // diaphragm pump PM1, 4..20 mA
    bHeaterOn AT %Q* : BOOL;       // heating element of the steam generator
    fbPid : PID;
    rPumpSetpoint : REAL;
    rMaxOut : REAL := 0.72;
    rGain : REAL := 0.002;
    rResetTime : REAL := 300.0;
    nAo4mA : INT := 6554;
    nAoMax : INT := 32767;
    rFlowFactor : REAL := 2.36;    // steam from condenser 1 included
    tonLowWater : TON;
    tLowWaterDelay : TIME := T#3S;
    bLowWaterTrip : BOOL;
END_VAR
`,
  `tonLowWater(IN := NOT bLowWaterSwitch, PT := tLowWaterDelay);
IF tonLowWater.Q THEN
    bLowWaterTrip := TRUE;
END_IF
IF bReset AND bLowWaterSwitch THEN
    bLowWaterTrip := FALSE;
END_IF

CASE nStatus OF
    0:
        rPumpSetpoint := 0.0;
        nPumpAo := nAo4mA;
    1:
        rPumpSetpoint := rManualFlow;
        nPumpAo := REAL_TO_INT(rPumpSetpoint * INT_TO_REAL(nAoMax - nAo4mA) / 100.0) + nAo4mA;
    2:
        fbPid(ACTUAL := rTempActual, SET_POINT := rTempSetpoint, KP := rGain, TN := rResetTime);
        rPumpSetpoint := (rMaxOut - fbPid.Y) * 100.0;
        nPumpAo := REAL_TO_INT(rPumpSetpoint * INT_TO_REAL(nAoMax - nAo4mA) / 100.0) + nAo4mA;
ELSE
    bError := TRUE;
    rPumpSetpoint := 0.0;
    nPumpAo := 6554;
END_CASE

// clamp for rounding errors
IF nPumpAo > nAoMax THEN
    nPumpAo := nAoMax;
END_IF

rSteamFlow := rPumpSetpoint * rFlowFactor;
bHeaterOn := nStatus = 2 AND bSafetyChainOk AND NOT bLowWaterTrip;
`,
);

const METH_ORIGIN = 'SimMarkt/PLC_Meth src/Safety_Mechanisms/Main.ab (pressure, catalyst, water supply and storage tank warnings and errors, the action flags, the acknowledge)';
const STEAM_ORIGIN = 'SimMarkt/PLC_Meth src/Steam_Generator/Main.ab (a CASE over the status, MTBasicsPID, the pump output in 4-20 mA clamped for rounding errors)';

const meth = (c: Omit<CorpusCase, 'source' | 'origin'>): CorpusCase => ({ ...c, source: { parts: METH }, origin: METH_ORIGIN });
const steam = (c: Omit<CorpusCase, 'source' | 'origin'>): CorpusCase => ({ ...c, source: { parts: STEAM }, origin: STEAM_ORIGIN });

export const HELDOUT_ROUND41: CorpusCase[] = [
  // The heaters' contactor: e-stop, the action flag, forced on.
  meth({ id: 'round41 meth: heaters without the e-stop', edits: [['heaterContactor := heatRequest AND NOT heatersOff AND eStopOk;', 'heaterContactor := heatRequest AND NOT heatersOff;']], expect: items('write value-changed heaterContactor !') }),
  meth({ id: 'round41 meth: heaters without the error actions', edits: [['heaterContactor := heatRequest AND NOT heatersOff AND eStopOk;', 'heaterContactor := heatRequest AND eStopOk;']], expect: items('write value-changed heaterContactor !') }),
  meth({ id: 'round41 meth: heaters forced on', edits: [['heaterContactor := heatRequest AND NOT heatersOff AND eStopOk;', 'heaterContactor := TRUE;']], expect: items('write now-constant heaterContactor !') }),
  // heatersOff is read by the contactor only as NOT heatersOff: a trip; an alternative lost trips in fewer cases.
  meth({ id: 'round41 meth: heaters no longer off on the temperature limiter', edits: [['OR errTankEmpty OR NOT limiterOk;', 'OR errTankEmpty;']], expect: items('write value-changed heatersOff !') }),
  meth({ id: 'round41 meth: heaters no longer off on a catalyst error', edits: [['heatersOff := errHighPressure OR errCatTemp OR', 'heatersOff := errHighPressure OR']], expect: items('write value-changed heatersOff !') }),
  meth({ id: 'round41 meth: heaters no longer off on an empty tank', edits: [['OR errWaterSupply OR errTankEmpty OR NOT limiterOk;', 'OR errWaterSupply OR NOT limiterOk;']], expect: items('write value-changed heatersOff !') }),
  // A trip that gains an alternative trips in more cases: only what it gained is news.
  meth({ id: 'round41 meth: heaters also off on the pressure switch', edits: [['OR errTankEmpty OR NOT limiterOk;', 'OR errTankEmpty OR NOT limiterOk OR NOT pressureSwitchOk;']], expect: items('write value-changed heatersOff') }),
  meth({ id: 'round41 meth: gas feed no longer off on the e-stop', edits: [['OR errWaterSupply OR NOT eStopOk;', 'OR errWaterSupply;']], expect: items('write value-changed gasFeedOff !') }),
  meth({ id: 'round41 meth: gas feed no longer off on a catalyst error', edits: [['gasFeedOff := errHighPressure OR errCatTemp OR', 'gasFeedOff := errHighPressure OR']], expect: items('write value-changed gasFeedOff !') }),
  meth({ id: 'round41 meth: hydrogen valve without the gas actions', edits: [['h2Valve := gasRequest AND NOT gasFeedOff;', 'h2Valve := gasRequest;']], expect: items('write value-changed h2Valve !') }),
  meth({ id: 'round41 meth: biogas before hydrogen', edits: [['biogasValve := gasRequest AND NOT gasFeedOff AND h2Valve;', 'biogasValve := gasRequest AND NOT gasFeedOff;']], expect: items('write value-changed biogasValve !') }),
  meth({ id: 'round41 meth: hydrogen valve forced open', edits: [['h2Valve := gasRequest AND NOT gasFeedOff;', 'h2Valve := TRUE;']], expect: items('write now-constant h2Valve !') }),
  // Two valves lose the action flag in one edit: one item per statement.
  meth({
    id: 'round41 meth: both gas valves without the gas actions',
    edits: [
      ['h2Valve := gasRequest AND NOT gasFeedOff;', 'h2Valve := gasRequest;'],
      ['biogasValve := gasRequest AND NOT gasFeedOff AND h2Valve;', 'biogasValve := gasRequest AND h2Valve;'],
    ],
    expect: items('write value-changed h2Valve !', 'write value-changed biogasValve !'),
  }),
  // judgement: the purge valve no longer answers the e-stop (a safety signal no longer read by an output's value).
  meth({ id: 'round41 meth: no nitrogen purge on the e-stop', edits: [['n2Valve := errHighPressure OR NOT eStopOk;', 'n2Valve := errHighPressure;']], expect: items('write value-changed n2Valve !') }),
  meth({ id: 'round41 meth: feed pump runs with the tank empty', edits: [['waterPump := pumpRequest AND tankLevelLow AND NOT errTankEmpty;', 'waterPump := pumpRequest AND tankLevelLow;']], expect: items('write value-changed waterPump !') }),
  meth({ id: 'round41 meth: feed pump ignores the low level switch', edits: [['waterPump := pumpRequest AND tankLevelLow AND NOT errTankEmpty;', 'waterPump := pumpRequest AND NOT errTankEmpty;']], expect: items('write value-changed waterPump !') }),
  meth({ id: 'round41 meth: feed pump forced on', edits: [['waterPump := pumpRequest AND tankLevelLow AND NOT errTankEmpty;', 'waterPump := TRUE;']], expect: items('write now-constant waterPump !') }),
  // The empty-tank trip's set removed: the pump's dry-run protection is gone, and its switch with it.
  // Corrected by the fixer (writer's error): docs/safety.md flags a condition removed with a trip's last set by the
  // safety signals that write reached (none is named here; the switch-off clause is for a write of `:= FALSE`), as
  // training's trips' sets removed (`round11 wet well: dry-run lock never set`, `round26`'s DryRunTrip, `round24 seal
  // press: over-temperature never trips`) leave their condition's signal unflagged. Was tankLevelEmpty flagged.
  meth({
    id: 'round41 meth: empty tank never trips',
    edits: [['  IF NOT tankLevelEmpty THEN\n    errTankEmpty := TRUE;\n  END_IF;\n', '']],
    expect: items('condition no-longer-read tankLevelEmpty', 'write no-longer-written errTankEmpty !'),
  }),
  // Corrected after scoring (writer's error): errHighPressure is read both ways (it opens the purge valve and the vent,
  // and holds the heaters and gas off through the action flags), a command, not a trip, by docs/safety.md's trip
  // definition ("nor a variable read both ways"): its set losing an alternative is not flagged. Was both flagged.
  meth({
    id: 'round41 meth: overpressure no longer trips on the pressure switch',
    edits: [['IF pressure > pMaxError OR NOT pressureSwitchOk THEN', 'IF pressure > pMaxError THEN']],
    expect: items('condition no-longer-read pressureSwitchOk', 'write condition-changed errHighPressure'),
  }),
  // Corrected by the fixer (writer's error): the condition's timer watches no safety signal and the error reaches no
  // named one, so by docs/safety.md and training (as above) only the trip's set is flagged. Was waterTimer.Q flagged.
  meth({
    id: 'round41 meth: water supply error never set',
    edits: [['  IF waterTimer.Q THEN\n    errWaterSupply := TRUE;\n  END_IF;\n', '']],
    expect: items('condition no-longer-read waterTimer.Q', 'write no-longer-written errWaterSupply !'),
  }),
  // Limits of errors that no safety-named signal follows: the docs flag a trip limit by its safety signal only.
  meth({ id: 'round41 meth: overpressure error limit raised', edits: [['pMaxError : REAL := 7.5;', 'pMaxError : REAL := 8.5;']], expect: items('constant initial-value-changed pMaxError') }),
  meth({ id: 'round41 meth: pressure warning lowered', edits: [['pMaxWarn : REAL := 7.0;', 'pMaxWarn : REAL := 6.5;']], expect: items('constant initial-value-changed pMaxWarn') }),
  meth({ id: 'round41 meth: catalyst margin widened', edits: [['IF catTemp > tCatMax + 30.0 THEN', 'IF catTemp > tCatMax + 50.0 THEN']], expect: items('constant value-changed catTemp') }),
  meth({ id: 'round41 meth: catalyst limit raised', edits: [['tCatMax : REAL := 600.0;', 'tCatMax : REAL := 650.0;']], expect: items('constant initial-value-changed tCatMax') }),
  meth({ id: 'round41 meth: water supply delay longer', edits: [['waterDelay : TIME := T#5m;', 'waterDelay : TIME := T#15m;']], expect: items('constant initial-value-changed waterDelay') }),
  meth({ id: 'round41 meth: water supply timer preset fixed', edits: [['PT := waterDelay);', 'PT := T#1m);']], expect: items('fb-call inputs-changed waterTimer.PT') }),
  meth({ id: 'round41 meth: minimum water pressure lowered', edits: [['pWaterMin : REAL := 1.5;', 'pWaterMin : REAL := 1.0;']], expect: items('constant initial-value-changed pWaterMin') }),
  meth({ id: 'round41 meth: pressure range 16 bar', edits: [['pressure := INT_TO_REAL(rawPressure) * 10.0 / 32767.0;', 'pressure := INT_TO_REAL(rawPressure) * 16.0 / 32767.0;']], expect: items('constant value-changed pressure') }),
  meth({ id: 'round41 meth: catalyst temperature scaling', edits: [['catTemp := INT_TO_REAL(rawCatTemp) * 0.1;', 'catTemp := INT_TO_REAL(rawCatTemp) * 0.01;']], expect: items('constant value-changed catTemp') }),
  meth({ id: 'round41 meth: pressure warning at the limit too', edits: [['warnHighPressure := pressure > pMaxWarn;', 'warnHighPressure := pressure >= pMaxWarn;']], expect: items('write value-changed warnHighPressure') }),
  // Edits that change nothing on the machine.
  meth({ id: 'round41 meth: catalyst comment reworded', edits: [['(* catalyst bed: sintering above the limit *)', '(* catalyst bed: risk of sintering above the limit *)']], expect: [] }),
  meth({ id: 'round41 meth: limiter comment without the word safety', edits: [['(* safety temperature limiter of the heaters, TRUE = healthy *)', '(* temperature limiter STB of the heaters, TRUE = healthy *)']], expect: [] }),
  meth({ id: 'round41 meth: whitespace in the heater actions', edits: [['heatersOff := errHighPressure OR errCatTemp', 'heatersOff :=  errHighPressure  OR  errCatTemp']], expect: [] }),
  meth({
    id: 'round41 meth: scalings reordered',
    edits: [['  catTemp := INT_TO_REAL(rawCatTemp) * 0.1;\n  waterPressure := INT_TO_REAL(rawWaterPressure) * 6.0 / 32767.0;\n', '  waterPressure := INT_TO_REAL(rawWaterPressure) * 6.0 / 32767.0;\n  catTemp := INT_TO_REAL(rawCatTemp) * 0.1;\n']],
    expect: [],
  }),
  meth({
    id: 'round41 meth: error summary renamed',
    edits: [['    anyError : BOOL;', '    errSummary : BOOL;'], ['  anyError := errHighPressure', '  errSummary := errHighPressure']],
    expect: items('declaration renamed errSummary'),
  }),
  // The horn on a physical output loses its silence conjunct: it sounds in more cases (a conjunct lost).
  meth({ id: 'round41 meth: horn cannot be silenced', edits: [['alarmHorn := warnHighPressure AND NOT hornSilenced;', 'alarmHorn := warnHighPressure;']], expect: items('write value-changed alarmHorn !') }),
  meth({ id: 'round41 meth: horn forced on', edits: [['alarmHorn := warnHighPressure AND NOT hornSilenced;', 'alarmHorn := TRUE;']], expect: items('write now-constant alarmHorn !') }),
  // judgement: the vent's opening is the e-stop's response (flagged); its ELSE close runs in more cases (not flagged).
  // Corrected by the fixer (writer's error against training and docs/safety.md): "a later branch whose lost conjunct is
  // an earlier branch not taken" still is flagged, and training judges this very form so (`round15 separator: flare
  // no longer opened by the trip`: `IF bMasterTrip OR nState = 3 THEN iFlareValve := 27648 ELSE iFlareValve := 0`, both
  // writes flagged): the ELSE now closes the vent on the e-stop. Was the ELSE write unflagged.
  meth({
    id: 'round41 meth: vent no longer opens on the e-stop',
    edits: [['IF errHighPressure OR NOT eStopOk THEN', 'IF errHighPressure THEN']],
    expect: items('condition no-longer-read eStopOk !', 'write condition-changed ventValveCmd !', 'write condition-changed ventValveCmd !'),
  }),
  // judgement: the opening set under the e-stop's alternative is a value of its response.
  meth({ id: 'round41 meth: vent opens only half', edits: [['ventValveCmd := 10000;', 'ventValveCmd := 5000;']], expect: items('constant value-changed ventValveCmd !') }),
  // A trip's reset that no longer waits for its cause: the signal and the reset write.
  meth({
    id: 'round41 meth: empty tank error cleared with the tank still empty',
    edits: [['    IF tankLevelEmpty THEN\n      errTankEmpty := FALSE;\n    END_IF;\n', '    errTankEmpty := FALSE;\n']],
    expect: items('condition no-longer-read tankLevelEmpty !', 'write condition-changed errTankEmpty !'),
  }),
  // Corrected after scoring (writer's error): errHighPressure is no trip (read both ways, above); its clear is a
  // switch-off of the purge valve's driver that now runs in more cases, not flagged by docs/safety.md. Was both flagged.
  meth({
    id: 'round41 meth: overpressure error cleared without the pressure switch',
    edits: [['IF pressure < pMaxWarn AND pressureSwitchOk THEN', 'IF pressure < pMaxWarn THEN']],
    expect: items('condition no-longer-read pressureSwitchOk', 'write condition-changed errHighPressure'),
  }),
  // A reset removed holds the trip set: not flagged.
  meth({ id: 'round41 meth: water supply error no longer acknowledged', edits: [['    errWaterSupply := FALSE;\n', '']], expect: items('write no-longer-written errWaterSupply') }),
  meth({
    id: 'round41 meth: maintenance bypass of the heater actions',
    edits: [['    anyError : BOOL;', '    anyError : BOOL;\n    maintenanceMode : BOOL;'], ['heaterContactor := heatRequest AND NOT heatersOff AND eStopOk;', 'heaterContactor := heatRequest AND (NOT heatersOff OR maintenanceMode) AND eStopOk;']],
    expect: items('declaration added maintenanceMode', 'write value-changed heaterContactor !'),
  }),
  meth({ id: 'round41 meth: e-stop input moved', edits: [['eStopOk AT %IX0.5 : BOOL;', 'eStopOk AT %IX0.7 : BOOL;']], expect: items('declaration address-changed eStopOk !') }),
  meth({ id: 'round41 meth: heater contactor moved', edits: [['heaterContactor AT %QX0.0 : BOOL;', 'heaterContactor AT %QX0.6 : BOOL;']], expect: items('declaration address-changed heaterContactor') }),
  meth({ id: 'round41 meth: vent command retyped', edits: [['ventValveCmd AT %QW0 : INT;', 'ventValveCmd AT %QW0 : UINT;']], expect: items('declaration retyped ventValveCmd') }),
  // A located input renamed with its only use: one rename, flagged by the comment above its old declaration.
  meth({
    id: 'round41 meth: temperature limiter renamed',
    edits: [['    limiterOk AT %IX0.4 : BOOL;', '    stbOk AT %IX0.4 : BOOL;'], ['OR NOT limiterOk;', 'OR NOT stbOk;']],
    expect: items('declaration renamed stbOk !'),
  }),
  // judgement: the timer's Q is the only set of the water-supply error that switches the heaters and the gas off; not
  // called, its Q stays FALSE and the error never sets (an interlock removed, fail closed).
  meth({ id: 'round41 meth: water timer no longer called', edits: [['  waterTimer(IN := waterPressure < pWaterMin, PT := waterDelay);\n', '']], expect: items('fb-call no-longer-called waterTimer !') }),
  // Corrected after scoring (writer's error): the low switch opens before the empty one, so the trip now sets in more
  // cases (a signal replaced by a stricter one, as a limit replaced: not flagged by docs/safety.md). Was two flagged.
  meth({ id: 'round41 meth: tank trip on the low switch instead', edits: [['  IF NOT tankLevelEmpty THEN\n    errTankEmpty := TRUE;', '  IF NOT tankLevelLow THEN\n    errTankEmpty := TRUE;']], expect: items('condition no-longer-read tankLevelEmpty', 'condition newly-read tankLevelLow', 'write condition-changed errTankEmpty') }),

  // The steam generator.
  steam({ id: 'round41 steam: heater without the safety chain', edits: [['bHeaterOn := nStatus = 2 AND bSafetyChainOk AND NOT bLowWaterTrip;', 'bHeaterOn := nStatus = 2 AND NOT bLowWaterTrip;']], expect: items('write value-changed bHeaterOn !') }),
  steam({ id: 'round41 steam: heater without the low water trip', edits: [['bHeaterOn := nStatus = 2 AND bSafetyChainOk AND NOT bLowWaterTrip;', 'bHeaterOn := nStatus = 2 AND bSafetyChainOk;']], expect: items('write value-changed bHeaterOn !') }),
  steam({ id: 'round41 steam: heater forced on', edits: [['bHeaterOn := nStatus = 2 AND bSafetyChainOk AND NOT bLowWaterTrip;', 'bHeaterOn := TRUE;']], expect: items('write now-constant bHeaterOn !') }),
  steam({ id: 'round41 steam: heater in every status', edits: [['bHeaterOn := nStatus = 2 AND bSafetyChainOk AND NOT bLowWaterTrip;', 'bHeaterOn := bSafetyChainOk AND NOT bLowWaterTrip;']], expect: items('write value-changed bHeaterOn !') }),
  // The timer watches the low-water cut-off (a safety signal by its comment): its preset and input are flagged.
  steam({ id: 'round41 steam: low water delay longer', edits: [['tLowWaterDelay : TIME := T#3S;', 'tLowWaterDelay : TIME := T#30S;']], expect: items('constant initial-value-changed tLowWaterDelay !') }),
  steam({ id: 'round41 steam: low water timer preset fixed', edits: [['PT := tLowWaterDelay);', 'PT := T#10S);']], expect: items('fb-call inputs-changed tonLowWater.PT !') }),
  steam({ id: 'round41 steam: low water never timed', edits: [['tonLowWater(IN := NOT bLowWaterSwitch,', 'tonLowWater(IN := FALSE,']], expect: items('fb-call inputs-changed tonLowWater.IN !') }),
  steam({
    id: 'round41 steam: low water never trips',
    edits: [['IF tonLowWater.Q THEN\n    bLowWaterTrip := TRUE;\nEND_IF\n', '']],
    expect: items('condition no-longer-read tonLowWater.Q !', 'write no-longer-written bLowWaterTrip !'),
  }),
  steam({
    id: 'round41 steam: low water trip reset with the water still low',
    edits: [['IF bReset AND bLowWaterSwitch THEN', 'IF bReset THEN']],
    expect: items('condition no-longer-read bLowWaterSwitch !', 'write condition-changed bLowWaterTrip !'),
  }),
  steam({ id: 'round41 steam: low water timer no longer called', edits: [['tonLowWater(IN := NOT bLowWaterSwitch, PT := tLowWaterDelay);\n', '']], expect: items('fb-call no-longer-called tonLowWater !') }),
  steam({ id: 'round41 steam: 20 mA raw value', edits: [['nAoMax : INT := 32767;', 'nAoMax : INT := 30000;']], expect: items('constant initial-value-changed nAoMax') }),
  steam({ id: 'round41 steam: 4 mA raw value', edits: [['nAo4mA : INT := 6554;', 'nAo4mA : INT := 6400;']], expect: items('constant initial-value-changed nAo4mA') }),
  steam({ id: 'round41 steam: PID gain', edits: [['rGain : REAL := 0.002;', 'rGain : REAL := 0.004;']], expect: items('constant initial-value-changed rGain') }),
  steam({ id: 'round41 steam: PID gain fixed in the call', edits: [['KP := rGain,', 'KP := 0.01,']], expect: items('fb-call inputs-changed fbPid.KP') }),
  steam({ id: 'round41 steam: PID reset time', edits: [['rResetTime : REAL := 300.0;', 'rResetTime : REAL := 120.0;']], expect: items('constant initial-value-changed rResetTime') }),
  steam({
    id: 'round41 steam: PID actual and setpoint swapped',
    edits: [['fbPid(ACTUAL := rTempActual, SET_POINT := rTempSetpoint,', 'fbPid(ACTUAL := rTempSetpoint, SET_POINT := rTempActual,']],
    expect: items('fb-call inputs-changed fbPid.ACTUAL', 'fb-call inputs-changed fbPid.SET_POINT'),
  }),
  steam({ id: 'round41 steam: PID no longer called', edits: [['        fbPid(ACTUAL := rTempActual, SET_POINT := rTempSetpoint, KP := rGain, TN := rResetTime);\n', '']], expect: items('fb-call no-longer-called fbPid') }),
  steam({ id: 'round41 steam: maximum output of the controller', edits: [['rMaxOut : REAL := 0.72;', 'rMaxOut : REAL := 0.9;']], expect: items('constant initial-value-changed rMaxOut') }),
  steam({ id: 'round41 steam: pump not at 4 mA when off', edits: [['        rPumpSetpoint := 0.0;\n        nPumpAo := nAo4mA;\n', '        rPumpSetpoint := 0.0;\n']], expect: items('write no-longer-written nPumpAo') }),
  steam({ id: 'round41 steam: unknown status no longer an error', edits: [['    bError := TRUE;\n', '']], expect: items('write no-longer-written bError') }),
  steam({ id: 'round41 steam: unknown status pump value', edits: [['    nPumpAo := 6554;', '    nPumpAo := 0;']], expect: items('constant value-changed nPumpAo') }),
  steam({ id: 'round41 steam: flow factor', edits: [['rFlowFactor : REAL := 2.36;', 'rFlowFactor : REAL := 2.5;']], expect: items('constant initial-value-changed rFlowFactor') }),
  steam({ id: 'round41 steam: steam flow from the manual setpoint', edits: [['rSteamFlow := rPumpSetpoint * rFlowFactor;', 'rSteamFlow := rManualFlow * rFlowFactor;']], expect: items('write value-changed rSteamFlow') }),
  steam({ id: 'round41 steam: safety chain comment reworded', edits: [['// e-stop and pressure limiter chain', '// emergency stop and pressure limiter chain']], expect: [] }),
  steam({ id: 'round41 steam: clamp comment reworded', edits: [['// clamp for rounding errors', '// keep the output within 20 mA']], expect: [] }),
  steam({ id: 'round41 steam: setpoint retyped', edits: [['    rPumpSetpoint : REAL;', '    rPumpSetpoint : LREAL;']], expect: items('declaration retyped rPumpSetpoint') }),
  steam({ id: 'round41 steam: heater output retyped', edits: [['    bHeaterOn AT %Q* : BOOL;', '    bHeaterOn AT %Q* : BYTE;']], expect: items('declaration retyped bHeaterOn') }),
  steam({ id: 'round41 steam: safety chain input removed from the heater and the interface', edits: [['    bSafetyChainOk : BOOL;         // e-stop and pressure limiter chain\n', ''], ['nStatus = 2 AND bSafetyChainOk AND', 'nStatus = 2 AND']], expect: items('declaration removed bSafetyChainOk !', 'write value-changed bHeaterOn !') }),
  steam({ id: 'round41 steam: manual pump scaled to 50 %', edits: [['        rPumpSetpoint := rManualFlow;', '        rPumpSetpoint := rManualFlow * 0.5;']], expect: items('write value-changed rPumpSetpoint') }),
];
