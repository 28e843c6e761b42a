// The twenty-third independent held-out part of the accuracy corpus (round 23). Written on 7 December 2026 by the case
// writer "round23", who did not change or read the analysis (src-main/iec-st/ outside the corpus files and their test),
// from public repositories that no other corpus file names (each case's `origin`):
// Silvio347/industry4.0-factoryio-esp32-flutter-openplc (`openplc_pid/EST.st`, an OpenPLC tank program: push-button
// edges from previous-scan memories, fill and discharge latches on located outputs, a bidirectional PID over two analog
// valves at `%QW`, saturation, a discharge with priority, a setpoint at `%MD`) and efranceschetti/festo-codesys-mcp
// (`knowledge/library/safety/FB_LightCurtain.st`, `actuators/FB_TankHeater.st`, `motion/FB_BrakeMotor.st`,
// `actuators/FB_PneumaticCylinder.st`: CODESYS function blocks for a dual-channel light curtain with discrepancy and
// muting timers, a tank heater with thermostat hysteresis, over-temperature, freeze and dry-run protection, a hoist
// motor with its brake sequence, a pneumatic cylinder state machine with timeouts and R_TRIG commands). The objects are
// ours, written after reading those files for their forms; no public code is copied. Forms: an OpenPLC program with
// `AT %IX`/`%QX`/`%QW`/`%IW`/`%MD`, one-line IFs, an overfill trip latched by a switch known by its comment, a fill
// latch behind the e-stop; CODESYS FBs with `AT %Q*` outputs, VAR_INPUT defaults as presets, CASE state machines, a
// stop override after the CASE, a guard-door input, a program that wires the blocks to a qualified GVL read through
// `globalLists` (one with a `{attribute 'safety'}` pragma) and the GVL itself; renames, comments, whitespace and
// reorderings that should give nothing, and edits that change several statements at once. Each expectation says what
// an engineer expects the edit to do to the machine by IEC 61131-3 semantics and the conventions of docs/safety.md and
// docs/impact-accuracy.md, written and committed before the part was first scored. An expectation may be corrected
// only for an error of the writer's, with the reason written beside it, never to match the output.
//
// First score (by its writer, after committing the cases in 3927c0d, the analysis at main 2346f7d): 129 cases, 164
// expected items (104 safety), 164 reported, precision 0.957, recall 0.957, safety items flagged 101/104.
// No expectation was corrected after scoring (each miss was checked again against the documented conventions).
// The fixer of round 23 corrected three expectations (four items; 104 safety items → 106) to docs/safety.md, the
// reason beside each: a latch's reset removed (`round23 tank: discharge no longer stops when empty`) and an error code
// safety-relevant by the comment on its line (`round23 curtain: intrusion error code`, `… reset with the field
// interrupted`).
import { items, object } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** A tank filled and emptied by two analog valves under a PID, with an overfill trip and the e-stop on the fill latch. */
const TANK_TEXT = `PROGRAM TankPid
  VAR
    PbFill AT %IX100.0 : BOOL;
    PbDischarge AT %IX100.1 : BOOL;
    (* emergency stop chain, NC contact: TRUE = released *)
    EStopOk AT %IX100.2 : BOOL;
    LevelSwitchHH AT %IX100.3 : BOOL; (* overfill safety switch, TRUE = tank overfull *)
    FillValve AT %QW100 : INT;
    DischargeValve AT %QW101 : INT;
    FillLamp AT %QX100.1 : BOOL;
    DischargeLamp AT %QX100.3 : BOOL;
    Filling AT %QX100.4 : BOOL;
    Discharging AT %QX100.5 : BOOL;
    LevelDisplay AT %QW102 : INT;
    LevelRaw AT %IW100 : INT;
  END_VAR
  VAR
    LevelPct : REAL;
    PbFillPrev : BOOL;
    PbDisPrev : BOOL;
    FillEdge : BOOL;
    DisEdge : BOOL;
    Overfill : BOOL;
    HighAlarm : BOOL;
    HighAlarmLimit : REAL := 95.0;
  END_VAR
  VAR
    Setpoint AT %MD100 : REAL := 30.0;
    ProcessValue AT %MD101 : REAL;
  END_VAR
  VAR
    Kp : REAL := 1.0;
    Ki : REAL := 0.2;
    Kd : REAL := 0.0;
    Ts : REAL := 0.1;
    Err : REAL;
    ErrPrev : REAL;
    DErr : REAL;
    IntTerm : REAL;
    UAuto : REAL;
    Tmp : REAL;
  END_VAR

  (* push button edges: fill on the press, discharge on the release *)
  FillEdge := PbFill AND NOT PbFillPrev;
  DisEdge := PbDisPrev AND NOT PbDischarge;
  PbFillPrev := PbFill;
  PbDisPrev := PbDischarge;

  (* measurement 0..1 from the raw level *)
  Tmp := INT_TO_REAL(LevelRaw) / 1000.0;
  IF Tmp < 0.0 THEN Tmp := 0.0; END_IF;
  IF Tmp > 1.0 THEN Tmp := 1.0; END_IF;
  LevelPct := Tmp * 100.0;
  ProcessValue := Tmp;
  HighAlarm := LevelPct >= HighAlarmLimit;

  (* overfill trip: latched by the high-high switch, reset by the discharge button once the switch is free *)
  IF LevelSwitchHH THEN
    Overfill := TRUE;
  END_IF;
  IF DisEdge AND NOT LevelSwitchHH THEN
    Overfill := FALSE;
  END_IF;

  (* latches *)
  IF FillEdge AND NOT Discharging AND NOT Overfill AND EStopOk THEN
    Filling := TRUE;
  END_IF;
  IF DisEdge THEN
    Discharging := TRUE;
    Filling := FALSE;
  END_IF;
  IF NOT EStopOk OR Overfill OR HighAlarm THEN
    Filling := FALSE;
  END_IF;

  (* the discharge stops itself at about 0 % *)
  IF Discharging AND LevelPct <= 1.0 THEN
    Discharging := FALSE;
  END_IF;

  (* PID over both valves, output -1..+1 *)
  Err := Setpoint / 100.0 - ProcessValue;
  IF Filling THEN
    IntTerm := IntTerm + Ki * Err * Ts;
    DErr := (Err - ErrPrev) / Ts;
    UAuto := Kp * Err + IntTerm + Kd * DErr;
    IF UAuto > 1.0 THEN UAuto := 1.0; END_IF;
    IF UAuto < -1.0 THEN UAuto := -1.0; END_IF;
    IF UAuto >= 0.0 THEN
      FillValve := REAL_TO_INT(1000.0 * UAuto);
      DischargeValve := 0;
    ELSE
      DischargeValve := REAL_TO_INT(-1000.0 * UAuto);
      FillValve := 0;
    END_IF;
  ELSE
    FillValve := 0;
    DischargeValve := 0;
    IntTerm := 0.0;
  END_IF;
  ErrPrev := Err;

  (* a discharge has priority over the controller *)
  IF Discharging THEN
    FillValve := 0;
    DischargeValve := 1000;
  END_IF;

  LevelDisplay := REAL_TO_INT(ProcessValue * 100.0);
  FillLamp := Filling;
  DischargeLamp := Discharging;
END_PROGRAM
`;
const TANK = [{ name: 'pous/programs/TankPid.st', text: TANK_TEXT }];

/** A dual-channel light curtain: discrepancy timer, muting bounded by a maximum time, a reset only with both clear. */
const CURTAIN_DECL = `FUNCTION_BLOCK FB_CurtainGuard
VAR_INPUT
    bOssdA          : BOOL;             // light curtain OSSD channel A, TRUE = field clear
    bOssdB          : BOOL;             // light curtain OSSD channel B, TRUE = field clear
    bMuteRequest    : BOOL;             // pallet passing: request to mute the curtain
    tDiscrepancy    : TIME := T#150MS;  // longest time the channels may disagree
    tMuteMax        : TIME := T#30S;    // longest muting allowed
    bEnable         : BOOL := TRUE;
    bReset          : BOOL;
END_VAR
VAR_OUTPUT
    bSafe           : BOOL;             // curtain clear or muted
    bIntrusion      : BOOL;
    bMuted          : BOOL;
    bDiscrepancy    : BOOL;
    bError          : BOOL;
    nErrorId        : DINT;             // 0 ok, 1 intrusion, 2 discrepancy, 3 muting too long
END_VAR
VAR
    tonDiscrepancy  : TON;
    tonMute         : TON;
    bBothClear      : BOOL;
    rtReset         : R_TRIG;
END_VAR
`;
const CURTAIN_IMPL = `rtReset(CLK := bReset);

IF NOT bEnable THEN
    bSafe := FALSE;
    RETURN;
END_IF

bBothClear := bOssdA AND bOssdB;

// the two channels must agree within the discrepancy time
tonDiscrepancy(IN := bOssdA XOR bOssdB, PT := tDiscrepancy);
IF tonDiscrepancy.Q THEN
    bDiscrepancy := TRUE;
    bError := TRUE;
    nErrorId := 2;
END_IF

// muting while a pallet passes, never longer than tMuteMax
tonMute(IN := bMuteRequest AND NOT bDiscrepancy, PT := tMuteMax);
bMuted := bMuteRequest AND NOT bDiscrepancy AND NOT tonMute.Q;
IF tonMute.Q THEN
    bError := TRUE;
    nErrorId := 3;
END_IF

IF bDiscrepancy THEN
    bSafe := FALSE;
    bIntrusion := FALSE;
ELSIF bMuted THEN
    bSafe := TRUE;
    bIntrusion := FALSE;
ELSE
    bSafe := bBothClear;
    bIntrusion := NOT bBothClear;
END_IF

IF bIntrusion THEN
    nErrorId := 1;
END_IF

// reset only with both channels clear
IF rtReset.Q AND bBothClear THEN
    bDiscrepancy := FALSE;
    bError := FALSE;
    nErrorId := 0;
END_IF
`;
const CURTAIN = object('FB_CurtainGuard', CURTAIN_DECL, CURTAIN_IMPL);

/** A tank heater: thermostat with hysteresis, over-temperature timer with the limiter, dry run, maximum on time. */
const HEATER_DECL = `FUNCTION_BLOCK FB_HeaterCtrl
VAR_INPUT
    bEnable         : BOOL;
    bHeatCmd        : BOOL;
    rTemp           : REAL;             // tank temperature, deg C
    rSetpoint       : REAL := 60.0;
    rHysteresis     : REAL := 2.0;
    rMaxTemp        : REAL := 85.0;     // over-temperature limit
    rFreezeTemp     : REAL := 4.0;
    // safety: dry-run protection, level switch above the element, TRUE = covered
    bLevelOk        : BOOL := TRUE;
    bSafetyThermostat : BOOL;           // hard-wired limiter, TRUE = tripped
    tMaxOnTime      : TIME := T#45M;
END_VAR
VAR_OUTPUT
    bHeaterOn       : BOOL;
    bTempOk         : BOOL;
    bOverTempAlarm  : BOOL;
    bFreezeAlarm    : BOOL;
    bTimeoutAlarm   : BOOL;
END_VAR
VAR
    doHeaterContactor AT %Q* : BOOL;   // heater contactor K5
    bThermostatReq  : BOOL;
    tonOverTemp     : TON;
    tonMaxOn        : TON;
END_VAR
`;
const HEATER_IMPL = `IF NOT bEnable THEN
    bHeaterOn := FALSE;
    doHeaterContactor := FALSE;
    RETURN;
END_IF

// thermostat with hysteresis
IF rTemp < rSetpoint - rHysteresis THEN
    bThermostatReq := TRUE;
END_IF
IF rTemp > rSetpoint + rHysteresis THEN
    bThermostatReq := FALSE;
END_IF

// over-temperature, confirmed after 5 s, or the limiter
tonOverTemp(IN := rTemp > rMaxTemp OR bSafetyThermostat, PT := T#5S);
bOverTempAlarm := tonOverTemp.Q;

bFreezeAlarm := rTemp < rFreezeTemp;

tonMaxOn(IN := bHeaterOn, PT := tMaxOnTime);
bTimeoutAlarm := tonMaxOn.Q;

bHeaterOn := (bHeatCmd OR bFreezeAlarm) AND (bThermostatReq OR bFreezeAlarm) AND bLevelOk AND NOT bOverTempAlarm AND NOT bTimeoutAlarm;
doHeaterContactor := bHeaterOn AND NOT bSafetyThermostat;

bTempOk := rTemp >= rFreezeTemp AND rTemp <= rMaxTemp;
`;
const HEATER = object('FB_HeaterCtrl', HEATER_DECL, HEATER_IMPL);

const TANK_ORIGIN = 'Silvio347/industry4.0-factoryio-esp32-flutter-openplc openplc_pid/EST.st (push-button edges, fill and discharge latches on located outputs, a PID over two analog valves, a discharge with priority)';
const CURTAIN_ORIGIN = 'efranceschetti/festo-codesys-mcp knowledge/library/safety/FB_LightCurtain.st (OSSD channels, discrepancy timer, muting with a maximum time, reset)';
const HEATER_ORIGIN = 'efranceschetti/festo-codesys-mcp knowledge/library/actuators/FB_TankHeater.st (thermostat hysteresis, overheat timer, freeze and dry-run protection, maximum on time)';

const tank = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: TANK } });
const curtain = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: CURTAIN } });
const heater = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: HEATER } });

const FILL_LATCH = 'IF FillEdge AND NOT Discharging AND NOT Overfill AND EStopOk THEN';
const FILL_STOP = 'IF NOT EStopOk OR Overfill OR HighAlarm THEN';
const HEAT_ON = 'bHeaterOn := (bHeatCmd OR bFreezeAlarm) AND (bThermostatReq OR bFreezeAlarm) AND bLevelOk AND NOT bOverTempAlarm AND NOT bTimeoutAlarm;';

export const HELDOUT_ROUND23: CorpusCase[] = [
  ...from(TANK_ORIGIN, [
    // The fill latch is a switch-on of a located output: each conjunct lost is an interlock removed, on both items.
    tank({ id: 'round23 tank: fill latch without the e-stop', edits: [[FILL_LATCH, FILL_LATCH.replace(' AND EStopOk', '')]], expect: items('condition no-longer-read EStopOk !', 'write condition-changed Filling !') }),
    // Overfill is latched by the overfill safety switch: it carries that switch to a condition that reads it.
    tank({ id: 'round23 tank: fill latch ignores the overfill trip', edits: [[FILL_LATCH, FILL_LATCH.replace(' AND NOT Overfill', '')]], expect: items('condition no-longer-read Overfill !', 'write condition-changed Filling !') }),
    tank({ id: 'round23 tank: fill while discharging', edits: [[FILL_LATCH, FILL_LATCH.replace(' AND NOT Discharging', '')]], expect: items('condition no-longer-read Discharging !', 'write condition-changed Filling !') }),
    // The switch-off of the fill output loses an alternative each: it runs in fewer cases.
    tank({ id: 'round23 tank: e-stop no longer ends the fill', edits: [[FILL_STOP, 'IF Overfill OR HighAlarm THEN']], expect: items('condition no-longer-read EStopOk !', 'write condition-changed Filling !') }),
    tank({ id: 'round23 tank: overfill no longer ends the fill', edits: [[FILL_STOP, 'IF NOT EStopOk OR HighAlarm THEN']], expect: items('condition no-longer-read Overfill !', 'write condition-changed Filling !') }),
    tank({ id: 'round23 tank: analog high alarm no longer ends the fill', edits: [[FILL_STOP, 'IF NOT EStopOk OR Overfill THEN']], expect: items('condition no-longer-read HighAlarm !', 'write condition-changed Filling !') }),
    tank({
      id: 'round23 tank: fill stop removed',
      edits: [[`  ${FILL_STOP}\n    Filling := FALSE;\n  END_IF;\n`, '']],
      expect: items('condition no-longer-read EStopOk !', 'condition no-longer-read Overfill !', 'condition no-longer-read HighAlarm !', 'write no-longer-written Filling !'),
    }),
    // The trip's only set removed: it never trips again. Its condition keeps its own safety (the switch's comment).
    tank({ id: 'round23 tank: overfill trip never set', edits: [['  IF LevelSwitchHH THEN\n    Overfill := TRUE;\n  END_IF;\n', '']], expect: items('condition no-longer-read LevelSwitchHH !', 'write no-longer-written Overfill !') }),
    tank({ id: 'round23 tank: overfill reset while the switch is still on', edits: [['IF DisEdge AND NOT LevelSwitchHH THEN', 'IF DisEdge THEN']], expect: items('condition no-longer-read LevelSwitchHH !', 'write condition-changed Overfill !') }),
    tank({ id: 'round23 tank: overfill switch read inverted', edits: [['  IF LevelSwitchHH THEN', '  IF NOT LevelSwitchHH THEN']], expect: items('condition read-differently LevelSwitchHH !', 'write condition-changed Overfill !') }),
    // A limit of a trip that is no safety signal by any name: a changed limit is not flagged (docs/safety.md).
    tank({ id: 'round23 tank: high alarm level', edits: [['HighAlarmLimit : REAL := 95.0;', 'HighAlarmLimit : REAL := 98.0;']], expect: items('constant initial-value-changed HighAlarmLimit') }),
    // The discharge's own switch-off removed: the output stays on. Its own command in the guard takes no safety.
    // Corrected by the fixer (was `LevelPct !`): Discharging is a latch (`IF DisEdge THEN Discharging := TRUE`), and
    // docs/safety.md says of the signals of a removed switch-off's condition "A latch's reset removed is not: it holds
    // the latch set", as training expects of the same form (`pumps: demand never drops`, the level stop of a latched
    // demand, `rStopLevel` unflagged; `independent tank: stop button no longer stops`; `round6 stepper: homing latch no
    // longer reset`). The removed write itself stays flagged, so the card is approve-once all the same.
    tank({
      id: 'round23 tank: discharge no longer stops when empty',
      edits: [['  IF Discharging AND LevelPct <= 1.0 THEN\n    Discharging := FALSE;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read Discharging', 'condition no-longer-read LevelPct', 'write no-longer-written Discharging !'),
    }),
    tank({ id: 'round23 tank: empty level', edits: [['LevelPct <= 1.0', 'LevelPct <= 5.0']], expect: items('constant value-changed LevelPct') }),
    // The fill valve's switch-off under the discharge removed; the discharge valve only loses a switch-on.
    tank({
      id: 'round23 tank: discharge priority removed',
      edits: [['  IF Discharging THEN\n    FillValve := 0;\n    DischargeValve := 1000;\n  END_IF;\n', '']],
      expect: items('condition no-longer-read Discharging !', 'write no-longer-written FillValve !', 'write no-longer-written DischargeValve'),
    }),
    tank({ id: 'round23 tank: discharge opening', edits: [['DischargeValve := 1000;', 'DischargeValve := 600;']], expect: items('constant value-changed DischargeValve') }),
    // A physical output's value widened by an alternative is flagged, lamp or drive (round 15's correction).
    tank({ id: 'round23 tank: fill lamp also lit by the button', edits: [['FillLamp := Filling;', 'FillLamp := Filling OR PbFill;']], expect: items('write value-changed FillLamp !') }),
    tank({ id: 'round23 tank: fill lamp forced on', edits: [['FillLamp := Filling;', 'FillLamp := TRUE;']], expect: items('write now-constant FillLamp !') }),
    tank({ id: 'round23 tank: display in per mille', edits: [['REAL_TO_INT(ProcessValue * 100.0)', 'REAL_TO_INT(ProcessValue * 1000.0)']], expect: items('constant value-changed LevelDisplay') }),
    tank({ id: 'round23 tank: proportional gain', edits: [['Kp : REAL := 1.0;', 'Kp : REAL := 2.0;']], expect: items('constant initial-value-changed Kp') }),
    tank({ id: 'round23 tank: integral gain', edits: [['Ki : REAL := 0.2;', 'Ki : REAL := 0.5;']], expect: items('constant initial-value-changed Ki') }),
    tank({ id: 'round23 tank: derivative gain', edits: [['Kd : REAL := 0.0;', 'Kd : REAL := 0.05;']], expect: items('constant initial-value-changed Kd') }),
    tank({ id: 'round23 tank: level setpoint', edits: [['Setpoint AT %MD100 : REAL := 30.0;', 'Setpoint AT %MD100 : REAL := 45.0;']], expect: items('constant initial-value-changed Setpoint') }),
    tank({ id: 'round23 tank: controller output capped lower', edits: [['THEN UAuto := 1.0;', 'THEN UAuto := 0.8;']], expect: items('constant value-changed UAuto') }),
    tank({ id: 'round23 tank: integrator no longer reset', edits: [['    DischargeValve := 0;\n    IntTerm := 0.0;\n', '    DischargeValve := 0;\n']], expect: items('write no-longer-written IntTerm') }),
    tank({ id: 'round23 tank: e-stop input moved', edits: [['EStopOk AT %IX100.2', 'EStopOk AT %IX100.6']], expect: items('declaration address-changed EStopOk !') }),
    // The lamp declared on the fill output's address, an output other writes gate.
    tank({ id: 'round23 tank: fill lamp moved onto the fill output', edits: [['FillLamp AT %QX100.1', 'FillLamp AT %QX100.4']], expect: items('declaration address-changed FillLamp !') }),
    tank({ id: 'round23 tank: discharge lamp moved to a free output', edits: [['DischargeLamp AT %QX100.3', 'DischargeLamp AT %QX100.7']], expect: items('declaration address-changed DischargeLamp') }),
    tank({ id: 'round23 tank: level input retyped', edits: [['LevelRaw AT %IW100 : INT;', 'LevelRaw AT %IW100 : UINT;']], expect: items('declaration retyped LevelRaw') }),
    tank({ id: 'round23 tank: e-stop comment reworded', edits: [['(* emergency stop chain, NC contact: TRUE = released *)', '(* e-stop chain, NC: TRUE = released *)']], expect: [] }),
    tank({ id: 'round23 tank: edge memories in another order', edits: [['  PbFillPrev := PbFill;\n  PbDisPrev := PbDischarge;\n', '  PbDisPrev := PbDischarge;\n  PbFillPrev := PbFill;\n']], expect: [] }),
    tank({ id: 'round23 tank: whitespace in the lamp copy', edits: [['  FillLamp := Filling;', '  FillLamp   :=   Filling;']], expect: [] }),
    // Judgement: a local renamed with every use; its name holds no safety word and it has no address.
    tank({ id: 'round23 tank: overfill latch renamed', edits: [[TANK_TEXT, TANK_TEXT.replaceAll('Overfill', 'OverfillTrip')]], expect: items('declaration renamed OverfillTrip') }),
    // An agent adds a maintenance key that bypasses the fill stop: the switch-off now runs in fewer cases.
    tank({
      id: 'round23 tank: maintenance key bypasses the fill stop',
      edits: [
        ['    LevelRaw AT %IW100 : INT;\n', '    LevelRaw AT %IW100 : INT;\n    MaintKey AT %IX100.4 : BOOL;\n'],
        [FILL_STOP, 'IF (NOT EStopOk OR Overfill OR HighAlarm) AND NOT MaintKey THEN'],
      ],
      expect: items('declaration added MaintKey', 'condition newly-read MaintKey !', 'write condition-changed Filling !'),
    }),
  ]),
  ...from(CURTAIN_ORIGIN, [
    // The discrepancy timer watches the OSSD channels (light curtain by their comments): its preset is flagged.
    curtain({ id: 'round23 curtain: discrepancy time', edits: [['tDiscrepancy    : TIME := T#150MS;', 'tDiscrepancy    : TIME := T#2S;']], expect: items('constant initial-value-changed tDiscrepancy !') }),
    curtain({ id: 'round23 curtain: muting time', edits: [['tMuteMax        : TIME := T#30S;', 'tMuteMax        : TIME := T#5M;']], expect: items('constant initial-value-changed tMuteMax !') }),
    curtain({ id: 'round23 curtain: muting without its time limit', edits: [['bMuted := bMuteRequest AND NOT bDiscrepancy AND NOT tonMute.Q;', 'bMuted := bMuteRequest AND NOT bDiscrepancy;']], expect: items('write value-changed bMuted !') }),
    curtain({ id: 'round23 curtain: safe output forced in normal operation', edits: [['    bSafe := bBothClear;', '    bSafe := TRUE;']], expect: items('write now-constant bSafe !') }),
    curtain({ id: 'round23 curtain: discrepancy no longer unsafe', edits: [['IF bDiscrepancy THEN\n    bSafe := FALSE;\n', 'IF bDiscrepancy THEN\n']], expect: items('write no-longer-written bSafe !') }),
    curtain({ id: 'round23 curtain: disabled curtain reads safe', edits: [['IF NOT bEnable THEN\n    bSafe := FALSE;', 'IF NOT bEnable THEN\n    bSafe := TRUE;']], expect: items('constant value-changed bSafe !') }),
    curtain({ id: 'round23 curtain: muting timer preset fixed', edits: [['tonMute(IN := bMuteRequest AND NOT bDiscrepancy, PT := tMuteMax);', 'tonMute(IN := bMuteRequest AND NOT bDiscrepancy, PT := T#10M);']], expect: items('fb-call inputs-changed tonMute.PT !') }),
    curtain({ id: 'round23 curtain: muting timer runs during a discrepancy', edits: [['tonMute(IN := bMuteRequest AND NOT bDiscrepancy,', 'tonMute(IN := bMuteRequest,']], expect: items('fb-call inputs-changed tonMute.IN !') }),
    curtain({ id: 'round23 curtain: one channel only', edits: [['bBothClear := bOssdA AND bOssdB;', 'bBothClear := bOssdA;']], expect: items('write value-changed bBothClear !') }),
    curtain({ id: 'round23 curtain: channels swapped in the AND', edits: [['bBothClear := bOssdA AND bOssdB;', 'bBothClear := bOssdB AND bOssdA;']], expect: [] }),
    // Corrected by the fixer (was unflagged): nErrorId's comment on its line, "0 ok, 1 intrusion, 2 discrepancy, 3
    // muting too long", holds the safety word `muting`, and docs/safety.md makes a variable safety-relevant by "the
    // comment after it on its line": the code reports the curtain's safety functions.
    curtain({ id: 'round23 curtain: intrusion error code', edits: [['    nErrorId := 1;', '    nErrorId := 4;']], expect: items('constant value-changed nErrorId !') }),
    curtain({ id: 'round23 curtain: comment reworded', edits: [['// the two channels must agree within the discrepancy time', '// channels A and B must agree in time']], expect: [] }),
    curtain({ id: 'round23 curtain: clear flag renamed', edits: [[CURTAIN_DECL, CURTAIN_DECL.replace('bBothClear', 'bFieldClear')], [CURTAIN_IMPL, CURTAIN_IMPL.replaceAll('bBothClear', 'bFieldClear')]], expect: items('declaration renamed bFieldClear') }),
    // Judgement: after the reset the ELSE still gives bSafe := bBothClear, so the curtain stays unsafe while
    // interrupted; the discrepancy latch is no trip of a physical output, so none of these is flagged.
    // Corrected by the fixer (nErrorId and bBothClear were unflagged): nErrorId is safety-relevant by the comment on its
    // line (`3 muting too long`, docs/safety.md, as `round23 curtain: intrusion error code`), so its write is flagged,
    // and so is the condition that guards it (a condition is judged with the writes it guards). The judgement on bDiscrepancy and
    // bError (no trip of a physical output, no safety word) stands.
    curtain({
      id: 'round23 curtain: reset with the field interrupted',
      edits: [['IF rtReset.Q AND bBothClear THEN', 'IF rtReset.Q THEN']],
      expect: items('condition no-longer-read bBothClear !', 'write condition-changed bDiscrepancy', 'write condition-changed bError', 'write condition-changed nErrorId !'),
    }),
  ]),
  ...from(HEATER_ORIGIN, [
    heater({ id: 'round23 heater: heats dry', edits: [[HEAT_ON, HEAT_ON.replace(' AND bLevelOk', '')]], expect: items('write value-changed bHeaterOn !') }),
    heater({ id: 'round23 heater: heats over temperature', edits: [[HEAT_ON, HEAT_ON.replace(' AND NOT bOverTempAlarm', '')]], expect: items('write value-changed bHeaterOn !') }),
    heater({ id: 'round23 heater: no maximum on time', edits: [[HEAT_ON, HEAT_ON.replace(' AND NOT bTimeoutAlarm', '')]], expect: items('write value-changed bHeaterOn !') }),
    // Stricter: the freeze protection no longer switches the heater on. No permissive is lost.
    heater({ id: 'round23 heater: no freeze protection', edits: [[HEAT_ON, 'bHeaterOn := bHeatCmd AND bThermostatReq AND bLevelOk AND NOT bOverTempAlarm AND NOT bTimeoutAlarm;']], expect: items('write value-changed bHeaterOn') }),
    heater({ id: 'round23 heater: contactor ignores the limiter', edits: [['doHeaterContactor := bHeaterOn AND NOT bSafetyThermostat;', 'doHeaterContactor := bHeaterOn;']], expect: items('write value-changed doHeaterContactor !') }),
    heater({ id: 'round23 heater: contactor forced on', edits: [['doHeaterContactor := bHeaterOn AND NOT bSafetyThermostat;', 'doHeaterContactor := TRUE;']], expect: items('write now-constant doHeaterContactor !') }),
    heater({ id: 'round23 heater: over-temperature confirmation time', edits: [['PT := T#5S);', 'PT := T#30S);']], expect: items('constant value-changed tonOverTemp.PT !') }),
    heater({ id: 'round23 heater: limiter no longer trips through the timer', edits: [['IN := rTemp > rMaxTemp OR bSafetyThermostat,', 'IN := rTemp > rMaxTemp,']], expect: items('fb-call inputs-changed tonOverTemp.IN !') }),
    heater({ id: 'round23 heater: over-temperature alarm never set', edits: [['bOverTempAlarm := tonOverTemp.Q;\n', '']], expect: items('write no-longer-written bOverTempAlarm !') }),
    heater({ id: 'round23 heater: disable leaves the contactor as it was', edits: [['    bHeaterOn := FALSE;\n    doHeaterContactor := FALSE;\n', '    bHeaterOn := FALSE;\n']], expect: items('write no-longer-written doHeaterContactor !') }),
    heater({ id: 'round23 heater: setpoint default', edits: [['rSetpoint       : REAL := 60.0;', 'rSetpoint       : REAL := 70.0;']], expect: items('constant initial-value-changed rSetpoint') }),
    heater({ id: 'round23 heater: hysteresis', edits: [['rHysteresis     : REAL := 2.0;', 'rHysteresis     : REAL := 5.0;']], expect: items('constant initial-value-changed rHysteresis') }),
    heater({ id: 'round23 heater: longest on time', edits: [['tMaxOnTime      : TIME := T#45M;', 'tMaxOnTime      : TIME := T#2H;']], expect: items('constant initial-value-changed tMaxOnTime') }),
    heater({ id: 'round23 heater: freeze limit', edits: [['rFreezeTemp     : REAL := 4.0;', 'rFreezeTemp     : REAL := 2.0;']], expect: items('constant initial-value-changed rFreezeTemp') }),
    heater({ id: 'round23 heater: temperature status operands swapped', edits: [['bTempOk := rTemp >= rFreezeTemp AND rTemp <= rMaxTemp;', 'bTempOk := rTemp <= rMaxTemp AND rTemp >= rFreezeTemp;']], expect: [] }),
    heater({ id: 'round23 heater: comment reworded', edits: [['// thermostat with hysteresis', '// two-point thermostat']], expect: [] }),
    // The limiter moved from the contactor into the heater's enable: the contactor's write lost the conjunct, the
    // enable newly reads the limiter (a safety signal by its name), both items touch it.
    heater({
      id: 'round23 heater: limiter moved from the contactor to the enable',
      edits: [
        [HEAT_ON, HEAT_ON.replace(' AND NOT bTimeoutAlarm;', ' AND NOT bTimeoutAlarm AND NOT bSafetyThermostat;')],
        ['doHeaterContactor := bHeaterOn AND NOT bSafetyThermostat;', 'doHeaterContactor := bHeaterOn;'],
      ],
      expect: items('write value-changed bHeaterOn !', 'write value-changed doHeaterContactor !'),
    }),
    heater({ id: 'round23 heater: contactor moved to a fixed free output', edits: [['doHeaterContactor AT %Q* : BOOL;', 'doHeaterContactor AT %QX2.0 : BOOL;']], expect: items('declaration address-changed doHeaterContactor') }),
  ]),
];
