// Round 34, second file: the OpenPLC programs (see impact-corpus-heldout-round34.ts for the writer, the date, the
// repositories, the forms and the rule that expectations are written by IEC 61131-3 semantics and the conventions of
// docs/safety.md and docs/impact-accuracy.md, committed before the first score, corrected only for an error of the
// writer's with the reason beside it).
import { items } from './impact-corpus-public.ts';
import type { CorpusCase } from './impact-corpus.ts';

const from = (origin: string, cases: CorpusCase[]): CorpusCase[] => cases.map((c) => ({ ...c, origin }));

/** An OpenPLC mixing plant: three feed tanks filled to setpoints, transfer, a mixer behind a lid guard, a drain. */
const MIX = [
  {
    name: 'pous/programs/MixTank.st',
    text: `PROGRAM MixTank
  VAR
    StartPb AT %IX0.0 : BOOL;
    StopPb AT %IX0.1 : BOOL;          (* NC stop button, TRUE = released *)
    EStopOk AT %IX0.2 : BOOL;         (* emergency stop chain healthy *)
    (* mixer lid guard switch: the agitator may only turn with the lid shut *)
    LidClosed AT %IX0.3 : BOOL;
    (* overfill protection, safety shut-off of the inlet valves, TRUE = overfilled *)
    LevelHiHi AT %IX0.4 : BOOL;
    LevelTank1 AT %IW0 : INT;
    LevelTank2 AT %IW1 : INT;
    LevelTank3 AT %IW2 : INT;
    LevelMix AT %IW3 : INT;
    ValveA AT %QX0.0 : BOOL;
    ValveB AT %QX0.1 : BOOL;
    ValveC AT %QX0.2 : BOOL;
    ValveToMixer AT %QX0.3 : BOOL;
    Agitator AT %QX0.4 : BOOL;
    DrainValve AT %QX0.5 : BOOL;
    AlarmHorn AT %QX0.6 : BOOL;
    RunLamp AT %QX0.7 : BOOL;
  END_VAR
  VAR
    Running : BOOL;
    Step : INT := 0;
    DoneA : BOOL;
    DoneB : BOOL;
    DoneC : BOOL;
    SetpointA : INT := 250;
    SetpointB : INT := 200;
    SetpointC : INT := 300;
    TransferTimer : TON;
    MixTimer : TON;
    MixTime : TIME := T#10s;
    LidTrip : BOOL;
  END_VAR

  (* start needs an empty mixing tank *)
  IF StartPb AND LevelMix <= 0 THEN
    Running := TRUE;
    Step := 1;
  END_IF;

  IF NOT StopPb OR NOT EStopOk OR LevelHiHi THEN
    Running := FALSE;
    Step := 0;
  END_IF;

  ValveA := FALSE;
  ValveB := FALSE;
  ValveC := FALSE;
  ValveToMixer := FALSE;
  Agitator := FALSE;
  DrainValve := FALSE;

  CASE Step OF
    0:
      DoneA := FALSE;
      DoneB := FALSE;
      DoneC := FALSE;
    1:
      IF LevelTank1 >= SetpointA THEN
        DoneA := TRUE;
      END_IF;
      IF LevelTank2 >= SetpointB THEN
        DoneB := TRUE;
      END_IF;
      IF LevelTank3 >= SetpointC THEN
        DoneC := TRUE;
      END_IF;
      ValveA := NOT DoneA AND NOT LevelHiHi;
      ValveB := NOT DoneB AND NOT LevelHiHi;
      ValveC := NOT DoneC AND NOT LevelHiHi;
      IF DoneA AND DoneB AND DoneC THEN
        Step := 2;
      END_IF;
    2:
      ValveToMixer := TRUE;
      IF TransferTimer.Q THEN
        Step := 3;
      END_IF;
    3:
      Agitator := LidClosed AND NOT LidTrip;
      IF MixTimer.Q THEN
        Step := 4;
      END_IF;
    4:
      DrainValve := TRUE;
      IF LevelMix <= 0 THEN
        Step := 0;
        Running := FALSE;
      END_IF;
  END_CASE;

  TransferTimer(IN := Step = 2, PT := T#10s);
  MixTimer(IN := Step = 3 AND LidClosed, PT := MixTime);

  (* lid opened while mixing: latch the trip until a start with the lid shut *)
  IF Step = 3 AND NOT LidClosed THEN
    LidTrip := TRUE;
  END_IF;
  IF StartPb AND LidClosed THEN
    LidTrip := FALSE;
  END_IF;
  AlarmHorn := LidTrip OR LevelHiHi OR NOT EStopOk;
  RunLamp := Running;
END_PROGRAM
`,
  },
];

/** An OpenPLC automatic sliding door: presence radars, a light curtain, a safety edge, a fire-alarm open, a hold timer. */
const AUTODOOR = [
  {
    name: 'pous/programs/AutoDoor.st',
    text: `PROGRAM AutoDoor
  VAR
    SensorOutside AT %IX0.0 : BOOL;   (* presence radar outside *)
    SensorInside AT %IX0.1 : BOOL;    (* presence radar inside *)
    (* light curtain across the door opening, TRUE = beam clear *)
    Beam AT %IX0.2 : BOOL;
    SafetyEdge AT %IX0.3 : BOOL;      (* closing edge pressure strip, TRUE = hit *)
    OpenLimit AT %IX0.4 : BOOL;
    ClosedLimit AT %IX0.5 : BOOL;
    EmergencyOpen AT %IX0.6 : BOOL;   (* fire alarm panel: open and hold open *)
    MotorOpen AT %QX0.0 : BOOL;
    MotorClose AT %QX0.1 : BOOL;
    Buzzer AT %QX0.2 : BOOL;
  END_VAR
  VAR
    HoldTimer : TON;
    HoldTime : TIME := T#5s;
    Presence : BOOL;
    ObstacleTrip : BOOL;
    ReverseCount : INT;
    MaxReverse : INT := 3;
  END_VAR

  Presence := SensorOutside OR SensorInside OR NOT Beam;

  (* hold open for a while after the last presence *)
  HoldTimer(IN := NOT Presence AND OpenLimit, PT := HoldTime);

  (* safety edge hit while closing: reverse and count the attempts *)
  IF SafetyEdge AND MotorClose THEN
    ObstacleTrip := TRUE;
    ReverseCount := ReverseCount + 1;
  END_IF;
  IF ClosedLimit OR OpenLimit THEN
    ObstacleTrip := FALSE;
  END_IF;

  IF EmergencyOpen OR Presence OR ObstacleTrip THEN
    MotorClose := FALSE;
    MotorOpen := NOT OpenLimit;
  ELSIF HoldTimer.Q AND ReverseCount < MaxReverse THEN
    MotorOpen := FALSE;
    MotorClose := NOT ClosedLimit AND Beam AND NOT SafetyEdge;
  ELSE
    MotorOpen := FALSE;
    MotorClose := FALSE;
  END_IF;

  IF ClosedLimit THEN
    ReverseCount := 0;
  END_IF;

  Buzzer := ReverseCount >= MaxReverse;
END_PROGRAM
`,
  },
];

const MIX_ORIGIN = 'Syed337/PLC-Tank-Filling-Mixing-System main.st (three tanks filled to limits with cut-off flags, a transfer timer, a mixer timer, a drain; the outputs cleared before a CASE over STATE)';
const AUTODOOR_ORIGIN = 'EmirArdaOnal/Otomatik-Kapi-Kontrol-Sistemi main.st (an automatic door: two presence sensors at located inputs, open and close motor outputs, a TON hold delay)';

const mix = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: MIX } });
const auto = (c: Omit<CorpusCase, 'source'>): CorpusCase => ({ ...c, source: { parts: AUTODOOR } });

const STOP = 'IF NOT StopPb OR NOT EStopOk OR LevelHiHi THEN';
const STOP_WRITES = ['write condition-changed Running !', 'write condition-changed Step !'];
const CLOSE = 'MotorClose := NOT ClosedLimit AND Beam AND NOT SafetyEdge;';
const FIRST = 'IF EmergencyOpen OR Presence OR ObstacleTrip THEN';
// Corrected after the first score (an error of the writer's against docs/impact-accuracy.md, one item per changed
// statement, and docs/safety.md, a later branch whose lost conjunct is an earlier branch not taken): the ELSIF's and the
// ELSE's four writes run in other cases too when the first branch loses an alternative, each an item, flagged.
const FIRST_WRITES = ['write condition-changed MotorClose !', 'write condition-changed MotorOpen !', 'write condition-changed MotorOpen !', 'write condition-changed MotorClose !', 'write condition-changed MotorOpen !', 'write condition-changed MotorClose !'];

export const HELDOUT_ROUND34_B: CorpusCase[] = [
  ...from(MIX_ORIGIN, [
    // The stop branch switches the run flag (the run lamp's driver) and the step (it selects every output's branch)
    // off: an alternative lost, it runs in fewer cases.
    mix({ id: 'round34 mix: e-stop no longer stops the batch', edits: [[STOP, 'IF NOT StopPb OR LevelHiHi THEN']], expect: items('condition no-longer-read EStopOk !', ...STOP_WRITES) }),
    mix({ id: 'round34 mix: overfill no longer stops the batch', edits: [[STOP, 'IF NOT StopPb OR NOT EStopOk THEN']], expect: items('condition no-longer-read LevelHiHi !', ...STOP_WRITES) }),
    mix({ id: 'round34 mix: stop button no longer stops the batch', edits: [[STOP, 'IF NOT EStopOk OR LevelHiHi THEN']], expect: items('condition no-longer-read StopPb !', ...STOP_WRITES) }),
    mix({ id: 'round34 mix: start with product in the mixer', edits: [['IF StartPb AND LevelMix <= 0 THEN', 'IF StartPb AND LevelMix <= 50 THEN']], expect: items('constant value-changed LevelMix') }),
    mix({ id: 'round34 mix: drain ends earlier', edits: [['      IF LevelMix <= 0 THEN', '      IF LevelMix <= 5 THEN']], expect: items('constant value-changed LevelMix') }),
    mix({ id: 'round34 mix: valve A fills past the overfill switch', edits: [['ValveA := NOT DoneA AND NOT LevelHiHi;', 'ValveA := NOT DoneA;']], expect: items('write value-changed ValveA !') }),
    mix({ id: 'round34 mix: valve C forced open', edits: [['ValveC := NOT DoneC AND NOT LevelHiHi;', 'ValveC := TRUE;']], expect: items('write now-constant ValveC !') }),
    mix({
      id: 'round34 mix: overfill removed from every inlet valve',
      edits: [['ValveA := NOT DoneA AND NOT LevelHiHi;', 'ValveA := NOT DoneA;'], ['ValveB := NOT DoneB AND NOT LevelHiHi;', 'ValveB := NOT DoneB;'], ['ValveC := NOT DoneC AND NOT LevelHiHi;', 'ValveC := NOT DoneC;']],
      expect: items('write value-changed ValveA !', 'write value-changed ValveB !', 'write value-changed ValveC !'),
    }),
    mix({ id: 'round34 mix: setpoint A raised', edits: [['SetpointA : INT := 250;', 'SetpointA : INT := 280;']], expect: items('constant initial-value-changed SetpointA') }),
    mix({ id: 'round34 mix: setpoint B raised', edits: [['SetpointB : INT := 200;', 'SetpointB : INT := 220;']], expect: items('constant initial-value-changed SetpointB') }),
    mix({ id: 'round34 mix: setpoint A retyped', edits: [['SetpointA : INT := 250;', 'SetpointA : DINT := 250;']], expect: items('declaration retyped SetpointA') }),
    mix({ id: 'round34 mix: agitator turns with the lid open', edits: [['Agitator := LidClosed AND NOT LidTrip;', 'Agitator := NOT LidTrip;']], expect: items('write value-changed Agitator !') }),
    mix({ id: 'round34 mix: agitator forced in the mixing step', edits: [['Agitator := LidClosed AND NOT LidTrip;', 'Agitator := TRUE;']], expect: items('write now-constant Agitator !') }),
    mix({ id: 'round34 mix: agitator ignores the lid trip', edits: [['Agitator := LidClosed AND NOT LidTrip;', 'Agitator := LidClosed;']], expect: items('write value-changed Agitator !') }),
    // LidTrip is a trip (read by the agitator only as NOT): a conjunct gained in its set trips in fewer cases.
    mix({ id: 'round34 mix: lid trip only while running', edits: [['IF Step = 3 AND NOT LidClosed THEN', 'IF Step = 3 AND NOT LidClosed AND Running THEN']], expect: items('condition newly-read Running !', 'write condition-changed LidTrip !') }),
    // The trip's reset lost a conjunct: it resets while the lid is still open.
    mix({ id: 'round34 mix: lid trip reset with the lid open', edits: [['IF StartPb AND LidClosed THEN', 'IF StartPb THEN']], expect: items('condition no-longer-read LidClosed !', 'write condition-changed LidTrip !') }),
    mix({ id: 'round34 mix: lid trip never set', edits: [['    LidTrip := TRUE;\n', '']], expect: items('write no-longer-written LidTrip !') }),
    // MixTimer watches the lid guard switch (its IN reads it): its preset is safety-relevant.
    mix({ id: 'round34 mix: mixing time shorter', edits: [['MixTime : TIME := T#10s;', 'MixTime : TIME := T#4s;']], expect: items('constant initial-value-changed MixTime !') }),
    mix({ id: 'round34 mix: mixing time as a literal', edits: [['PT := MixTime);', 'PT := T#3s);']], expect: items('fb-call inputs-changed MixTimer.PT !') }),
    // The transfer timer watches only the step; the step it leads to drives the agitator, no safety signal itself
    // (writer's judgement: not safety-relevant).
    mix({ id: 'round34 mix: transfer time longer', edits: [['TransferTimer(IN := Step = 2, PT := T#10s);', 'TransferTimer(IN := Step = 2, PT := T#15s);']], expect: items('constant value-changed TransferTimer.PT') }),
    // The mixing timer's Q moves the step (a driver) on: its IN no longer reads the lid, the time runs with it open.
    mix({ id: 'round34 mix: mixing time counts with the lid open', edits: [['MixTimer(IN := Step = 3 AND LidClosed,', 'MixTimer(IN := Step = 3,']], expect: items('fb-call inputs-changed MixTimer.IN !') }),
    // An annunciator no longer reading the e-stop at all.
    mix({ id: 'round34 mix: horn silent on an e-stop', edits: [['AlarmHorn := LidTrip OR LevelHiHi OR NOT EStopOk;', 'AlarmHorn := LidTrip OR LevelHiHi;']], expect: items('write value-changed AlarmHorn !') }),
    mix({ id: 'round34 mix: drain only with product', edits: [['      DrainValve := TRUE;', '      DrainValve := LevelMix > 0;']], expect: items('write value-changed DrainValve') }),
    // Corrected by the fixer (an error of the writer's against docs/safety.md, "What counts as safety-relevant"): the
    // value now reads the overfill protection, a safety signal by its comment, and an item is flagged by the signals it
    // touches; a conjunct of a safety signal added to an output's value is flagged in training too (round 14 oven: coil
    // also needs the guard door; round 24 seal press: heater waits for the guard; round 10 line: infeed also stops on an
    // open guard).
    mix({ id: 'round34 mix: transfer valve waits for no overfill', edits: [['      ValveToMixer := TRUE;', '      ValveToMixer := NOT LevelHiHi;']], expect: items('write value-changed ValveToMixer !') }),
    mix({ id: 'round34 mix: mixing time renamed', edits: [['    MixTime : TIME := T#10s;', '    MixDuration : TIME := T#10s;'], ['PT := MixTime);', 'PT := MixDuration);']], expect: items('declaration renamed MixDuration') }),
    mix({ id: 'round34 mix: lid switch moved', edits: [['LidClosed AT %IX0.3', 'LidClosed AT %IX0.5']], expect: items('declaration address-changed LidClosed !') }),
    mix({
      id: 'round34 mix: e-stop input renamed at the same address',
      edits: [['    EStopOk AT %IX0.2 : BOOL;', '    EStopChain AT %IX0.2 : BOOL;'], [STOP, 'IF NOT StopPb OR NOT EStopChain OR LevelHiHi THEN'], ['OR NOT EStopOk;', 'OR NOT EStopChain;']],
      expect: items('declaration renamed EStopChain !'),
    }),
    mix({ id: 'round34 mix: comment reworded', edits: [['(* start needs an empty mixing tank *)', '(* a batch starts only with the mixing tank empty *)']], expect: [] }),
    mix({ id: 'round34 mix: output clears reordered', edits: [['  ValveA := FALSE;\n  ValveB := FALSE;\n', '  ValveB := FALSE;\n  ValveA := FALSE;\n']], expect: [] }),
    mix({ id: 'round34 mix: whitespace in the CASE', edits: [['  CASE Step OF', '  CASE  Step  OF']], expect: [] }),
    // An agent adds a lid bypass input as an alternative to the lid guard: the agitator's conjunct is weakened.
    mix({
      id: 'round34 mix: lid bypass added',
      edits: [['    RunLamp AT %QX0.7 : BOOL;\n', '    RunLamp AT %QX0.7 : BOOL;\n    LidBypass AT %IX0.7 : BOOL;\n'], ['Agitator := LidClosed AND NOT LidTrip;', 'Agitator := (LidClosed OR LidBypass) AND NOT LidTrip;']],
      expect: items('declaration added LidBypass', 'write value-changed Agitator !'),
    }),
    // Running drives the run lamp: the switch-off of a driver removed (the docs' rule, whatever the output).
    mix({ id: 'round34 mix: run flag kept after draining', edits: [['        Running := FALSE;\n', '']], expect: items('write no-longer-written Running !') }),
    // The step drives every output's branch: the transition's condition lost a conjunct (the state set is its write's
    // item only; DoneC lends nothing).
    mix({ id: 'round34 mix: transfer without tank C filled', edits: [['IF DoneA AND DoneB AND DoneC THEN', 'IF DoneA AND DoneB THEN']], expect: items('condition no-longer-read DoneC', 'write condition-changed Step !') }),
  ]),
  ...from(AUTODOOR_ORIGIN, [
    // Presence switches the closing off (a whole alternative of that branch): writer's judgement, the light curtain
    // lost from it is a safety change (the door closes on whoever stands in the beam).
    auto({ id: 'round34 auto door: presence without the light curtain', edits: [['Presence := SensorOutside OR SensorInside OR NOT Beam;', 'Presence := SensorOutside OR SensorInside;']], expect: items('write value-changed Presence !') }),
    // Corrected after the first score (an error of the writer's against docs/safety.md, the reasoning of the hold-time
    // case below): Presence is a flag computed from the light curtain and read on its unsafe side, so it is flagged.
    auto({ id: 'round34 auto door: side radar added to presence', edits: [['    EmergencyOpen AT %IX0.6', '    SensorSide AT %IX0.7 : BOOL;\n    EmergencyOpen AT %IX0.6'], ['Presence := SensorOutside OR SensorInside OR NOT Beam;', 'Presence := SensorOutside OR SensorInside OR SensorSide OR NOT Beam;']], expect: items('declaration added SensorSide', 'write value-changed Presence !') }),
    auto({ id: 'round34 auto door: closes through the beam', edits: [[CLOSE, 'MotorClose := NOT ClosedLimit AND NOT SafetyEdge;']], expect: items('write value-changed MotorClose !') }),
    auto({ id: 'round34 auto door: closes against the safety edge', edits: [[CLOSE, 'MotorClose := NOT ClosedLimit AND Beam;']], expect: items('write value-changed MotorClose !') }),
    auto({ id: 'round34 auto door: close ignores the end switch', edits: [[CLOSE, 'MotorClose := Beam AND NOT SafetyEdge;']], expect: items('write value-changed MotorClose !') }),
    auto({
      id: 'round34 auto door: service key bypasses the beam',
      edits: [['    EmergencyOpen AT %IX0.6', '    ServiceKey AT %IX0.7 : BOOL;\n    EmergencyOpen AT %IX0.6'], [CLOSE, 'MotorClose := NOT ClosedLimit AND (Beam OR ServiceKey) AND NOT SafetyEdge;']],
      expect: items('declaration added ServiceKey', 'write value-changed MotorClose !'),
    }),
    auto({ id: 'round34 auto door: fire alarm no longer opens', edits: [[FIRST, 'IF Presence OR ObstacleTrip THEN']], expect: items('condition no-longer-read EmergencyOpen !', ...FIRST_WRITES) }),
    auto({ id: 'round34 auto door: edge trip no longer reverses', edits: [[FIRST, 'IF EmergencyOpen OR Presence THEN']], expect: items('condition no-longer-read ObstacleTrip !', ...FIRST_WRITES) }),
    auto({ id: 'round34 auto door: presence no longer stops the closing', edits: [[FIRST, 'IF EmergencyOpen OR ObstacleTrip THEN']], expect: items('condition no-longer-read Presence !', ...FIRST_WRITES) }),
    // ObstacleTrip is the safety edge's trip latch (read only as a switch-off's alternative): its set removed.
    auto({ id: 'round34 auto door: edge trip never set', edits: [['    ObstacleTrip := TRUE;\n', '']], expect: items('write no-longer-written ObstacleTrip !') }),
    // ReverseCount gates the closing (a conjunct of its switch-on): writer's judgement, its step removed lets the door
    // retry against an obstacle without end.
    auto({ id: 'round34 auto door: reversals no longer counted', edits: [['    ReverseCount := ReverseCount + 1;\n', '']], expect: items('write no-longer-written ReverseCount !') }),
    auto({ id: 'round34 auto door: more reversals allowed', edits: [['MaxReverse : INT := 3;', 'MaxReverse : INT := 5;']], expect: items('constant initial-value-changed MaxReverse') }),
    // The hold timer watches Presence, a flag computed from the light curtain in an unguarded assignment and read on
    // its unsafe side (the branch that stops the closing): writer's judgement, the preset is safety-relevant.
    auto({ id: 'round34 auto door: hold time shorter', edits: [['HoldTime : TIME := T#5s;', 'HoldTime : TIME := T#2s;']], expect: items('constant initial-value-changed HoldTime !') }),
    // The hold timer's Q is a whole conjunct of the closing's switch-on: its IN lost a conjunct.
    auto({ id: 'round34 auto door: hold timer runs before the door is open', edits: [['HoldTimer(IN := NOT Presence AND OpenLimit,', 'HoldTimer(IN := NOT Presence,']], expect: items('fb-call inputs-changed HoldTimer.IN !') }),
    // The trip's reset runs in fewer cases (stricter): not flagged.
    auto({ id: 'round34 auto door: edge trip reset only when closed', edits: [['IF ClosedLimit OR OpenLimit THEN', 'IF ClosedLimit THEN']], expect: items('condition no-longer-read OpenLimit', 'write condition-changed ObstacleTrip') }),
    // The trip's reset runs in more cases: flagged, and the safety edge is named by the item.
    auto({ id: 'round34 auto door: edge trip reset once the edge is free', edits: [['IF ClosedLimit OR OpenLimit THEN', 'IF ClosedLimit OR OpenLimit OR NOT SafetyEdge THEN']], expect: items('condition newly-read SafetyEdge !', 'write condition-changed ObstacleTrip !') }),
    auto({ id: 'round34 auto door: buzzer at a fixed count', edits: [['Buzzer := ReverseCount >= MaxReverse;', 'Buzzer := ReverseCount >= 4;']], expect: items('write value-changed Buzzer') }),
    auto({ id: 'round34 auto door: count reset to one', edits: [['    ReverseCount := 0;', '    ReverseCount := 1;']], expect: items('constant value-changed ReverseCount') }),
    auto({ id: 'round34 auto door: comment reworded', edits: [['(* hold open for a while after the last presence *)', '(* keep the door open a little after the last person *)']], expect: [] }),
    auto({
      id: 'round34 auto door: presence flag renamed',
      edits: [['    Presence : BOOL;', '    PersonNear : BOOL;'], ['Presence := SensorOutside', 'PersonNear := SensorOutside'], ['IN := NOT Presence AND', 'IN := NOT PersonNear AND'], ['OR Presence OR', 'OR PersonNear OR']],
      expect: items('declaration renamed PersonNear'),
    }),
    auto({
      id: 'round34 auto door: light curtain input renamed at the same address',
      edits: [['    Beam AT %IX0.2 : BOOL;', '    BeamClear AT %IX0.2 : BOOL;'], ['OR NOT Beam;', 'OR NOT BeamClear;'], ['AND Beam AND', 'AND BeamClear AND']],
      expect: items('declaration renamed BeamClear !'),
    }),
    auto({ id: 'round34 auto door: safety edge moved', edits: [['SafetyEdge AT %IX0.3', 'SafetyEdge AT %IX0.7']], expect: items('declaration address-changed SafetyEdge !') }),
    auto({ id: 'round34 auto door: opens past the open limit', edits: [['    MotorOpen := NOT OpenLimit;', '    MotorOpen := TRUE;']], expect: items('write now-constant MotorOpen !') }),
    auto({
      id: 'round34 auto door: hold timer and edge check reordered',
      edits: [['  (* hold open for a while after the last presence *)\n  HoldTimer(IN := NOT Presence AND OpenLimit, PT := HoldTime);\n\n  (* safety edge hit while closing: reverse and count the attempts *)\n  IF SafetyEdge AND MotorClose THEN\n    ObstacleTrip := TRUE;\n    ReverseCount := ReverseCount + 1;\n  END_IF;\n', '  (* safety edge hit while closing: reverse and count the attempts *)\n  IF SafetyEdge AND MotorClose THEN\n    ObstacleTrip := TRUE;\n    ReverseCount := ReverseCount + 1;\n  END_IF;\n\n  (* hold open for a while after the last presence *)\n  HoldTimer(IN := NOT Presence AND OpenLimit, PT := HoldTime);\n']],
      expect: [],
    }),
    auto({ id: 'round34 auto door: idle branch no longer stops the closing', edits: [['  ELSE\n    MotorOpen := FALSE;\n    MotorClose := FALSE;\n', '  ELSE\n    MotorOpen := FALSE;\n']], expect: items('write no-longer-written MotorClose !') }),
    auto({ id: 'round34 auto door: reversal counter retyped', edits: [['    ReverseCount : INT;', '    ReverseCount : UINT;']], expect: items('declaration retyped ReverseCount') }),
    auto({ id: 'round34 auto door: whitespace', edits: [['  Buzzer := ReverseCount >= MaxReverse;', '  Buzzer  :=  ReverseCount >= MaxReverse;']], expect: [] }),
    // The closing's switch-on lost a conjunct; its ELSE switch-offs lose an alternative (they run in fewer cases).
    // Corrected after the first score (an error of the writer's against docs/impact-accuracy.md, one item per changed
    // statement): four writes changed condition, the ELSIF's switch-off of the open motor (more cases, not flagged), its
    // switch-on of the close motor and the ELSE's two switch-offs (flagged).
    auto({
      id: 'round34 auto door: closing without the reversal limit',
      edits: [['ELSIF HoldTimer.Q AND ReverseCount < MaxReverse THEN', 'ELSIF HoldTimer.Q THEN']],
      expect: items('condition no-longer-read ReverseCount !', 'condition no-longer-read MaxReverse !', 'write condition-changed MotorOpen', 'write condition-changed MotorClose !', 'write condition-changed MotorOpen !', 'write condition-changed MotorClose !'),
    }),
    auto({ id: 'round34 auto door: hold time as a literal', edits: [['PT := HoldTime);', 'PT := T#8s);']], expect: items('fb-call inputs-changed HoldTimer.PT !') }),
  ]),
];
