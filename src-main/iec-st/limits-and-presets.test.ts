// Limits and presets: the limits of a trip latch's set and reset and their initial values, and a timer's preset,
// where what they decide reaches a safety signal.
import { describe, expect, it } from 'vitest';
import { flags, impact, impactLines, program, reportLines } from './test-support/impact-lines.ts';

describe('the limits of a trip latch', () => {
  // A vent latch set by a limit or by the safety switch of the vessel, reset below a band with the switch closed.
  const VARS = '    // safety burst disc switch, TRUE = intact\n    discOk AT %IX7.0 : BOOL;\n    ack AT %IX7.1 : BOOL;\n    level AT %IW7 : INT;\n    fill AT %QX7.0 : BOOL;\n    siren AT %QX7.1 : BOOL;\n    lamp AT %QX7.2 : BOOL;\n    highLimit : INT := 800;\n    ventTrip : BOOL;\n    overfill : BOOL;\n    slowFill : BOOL;';
  const latch = (limit = 'highLimit', reset = '500') => `IF level > ${limit} OR NOT discOk THEN\n    ventTrip := TRUE;\nEND_IF\nIF ack AND level < ${reset} AND discOk THEN\n    ventTrip := FALSE;\nEND_IF\n`;
  const rest = (siren: string) => `IF level > 700 THEN\n    overfill := TRUE;\nEND_IF\nIF ack THEN\n    overfill := FALSE;\nEND_IF\nfill := NOT ventTrip AND level < 600;\nsiren := ${siren};\nlamp := slowFill OR overfill;\n`;

  it('carries a safety signal to the limits of the latch it follows, and to a set or a switch-off removed with its condition', () => {
    const vars =
      '  Level : INT;\n  Temp : INT;\n  Flow : INT;\n  Ack : BOOL;\n  Manual : BOOL;\n  HiMark : BOOL;\n  LoMark : BOOL;\n  Hot : BOOL;\n  Trip : BOOL;\n  Run : BOOL;\n  tonRelease : TON;\n' +
      '  // safety vent, opens on a high level\n  Vent AT %QX0.0 : BOOL;\n  Pump AT %QX0.1 : BOOL;\n  (* safety brake, released after the delay *)\n  Release AT %QX0.2 : BOOL;';
    const body =
      'HiMark := Level > 900;\nLoMark := Level < 700;\nHot := Temp > 80;\nIF HiMark THEN\n  Trip := TRUE;\nEND_IF;\nIF Ack AND LoMark THEN\n  Trip := FALSE;\nEND_IF;\nVent := Trip OR Manual;\nPump := Run AND NOT Trip AND NOT Hot;\n' +
      'tonRelease(IN := Run AND Manual, PT := T#1S);\nRelease := tonRelease.Q;\nIF Flow > 50 THEN\n  Run := FALSE;\nEND_IF;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Where the vent opens and where it may close again: the latch's set and reset limits.
    expect(edit('Level > 900', 'Level > 950')).toEqual(['constant value-changed HiMark !']);
    expect(edit('Level < 700', 'Level < 600')).toEqual(['constant value-changed LoMark !']);
    expect(edit('IF HiMark THEN\n  Trip := TRUE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read HiMark !', 'write no-longer-written Trip !']);
    // The reset removed holds the latch set (the vent open, the pump off).
    expect(edit('IF Ack AND LoMark THEN\n  Trip := FALSE;\nEND_IF;\n', '')).toEqual(['condition no-longer-read Ack', 'condition no-longer-read LoMark', 'write no-longer-written Trip']);
    // The switch-off of what the brake's timer needs, removed with its condition; its limit is no latch's.
    expect(edit('IF Flow > 50 THEN\n  Run := FALSE;\nEND_IF;', '')).toEqual(['condition no-longer-read Flow !', 'write no-longer-written Run !']);
    expect(edit('Flow > 50', 'Flow > 60')).toEqual(['constant value-changed Flow']);
    // A limit that reaches no safety signal.
    expect(edit('Temp > 80', 'Temp > 90')).toEqual(['constant value-changed Hot']);
  });

  it("flags a limit of a safety signal's trip latch: its set's limit and that limit's initial value", () => {
    const body = latch() + rest('ventTrip OR overfill');
    expect(impactLines('Tank', program(VARS, body), program(VARS.replace(':= 800', ':= 900'), body))).toEqual(['constant initial-value-changed highLimit !']);
    expect(flags(VARS, latch('800') + rest('ventTrip OR overfill'), latch('900') + rest('ventTrip OR overfill'))).toEqual(['constant value-changed level !']);
    // Its reset's band beside the kept safety conjunct is not (docs/impact-accuracy.md, "A trip's reset read as a switch-on").
    expect(flags(VARS, body, latch('highLimit', '650') + rest('ventTrip OR overfill'))).toEqual(['constant value-changed level']);
    // A latch set by plain process limits only (`overfill`) lends nothing; nor a band of another condition on the same signal.
    expect(flags(VARS, body, body.replace('level > 700', 'level > 750'))).toEqual(['constant value-changed level']);
    expect(flags(VARS, body, body.replace('level < 600', 'level < 650'))).toEqual(['constant value-changed fill']);
  });

  it('flags a limit a timer compares where its Q sets a latch, or is copied into a value, that a safety signal has as a whole alternative', () => {
    const vars = (limit: string) => `    rGas : REAL;\n    rRaw : INT;\n    rAlarmPpm : REAL := ${limit};\n    bAck : BOOL;\n    tonAlarm : TON;\n    tonWarning : TON;\n    bAlarm : BOOL;\n    bWarning : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;`;
    const body = (warning: string, scale = '10.0') =>
      `rGas := INT_TO_REAL(rRaw) / ${scale};\ntonAlarm(IN := rGas > rAlarmPpm, PT := T#2S);\nIF tonAlarm.Q THEN\n    bAlarm := TRUE;\nEND_IF\nIF bAck THEN\n    bAlarm := FALSE;\nEND_IF\ntonWarning(IN := rGas > ${warning}, PT := T#15M);\nbWarning := tonWarning.Q;\ndoFan := bAlarm OR bWarning;\n`;
    // The alarm limit the latch's timer compares.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('150.0'), body('20.0')))).toEqual(['constant initial-value-changed rAlarmPpm !']);
    // The warning limit in the IN of the timer whose Q the fan has as an alternative.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('120.0'), body('30.0')))).toEqual(['constant value-changed tonWarning.IN !']);
    // The measured signal's scale is the signal, not a limit of the latch.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('120.0'), body('20.0', '12.0')))).toEqual(['constant value-changed rGas']);
  });

  it('flags the initial value of a limit in the set of a latch that is a safety signal itself, as a literal there is', () => {
    const vars = (max: string) => `    Level AT %IW4 : INT;
    Reset AT %IX4.0 : BOOL;
    Doser AT %QX4.0 : BOOL;
    OverdoseInterlock : BOOL;
    HighAlarm : BOOL;
    LevelMax : INT := ${max};
    AlarmMax : INT := 70;`;
    const body = 'IF Level > LevelMax THEN\n    OverdoseInterlock := TRUE;\nELSIF Reset THEN\n    OverdoseInterlock := FALSE;\nEND_IF;\nIF Level > AlarmMax THEN\n    HighAlarm := TRUE;\nELSIF Reset THEN\n    HighAlarm := FALSE;\nEND_IF;\nDoser := NOT OverdoseInterlock;\n';
    expect(impactLines('Cell', program(vars('40'), body), program(vars('55'), body))).toEqual(['constant initial-value-changed LevelMax !']);
    expect(impactLines('Cell', program(vars('40'), body), program(vars('40').replace('AlarmMax : INT := 70', 'AlarmMax : INT := 80'), body))).toEqual(['constant initial-value-changed AlarmMax']);
  });

  it('moves with a literal limit only the latches its own condition sets or resets, not every latch the measured signal feeds', () => {
    const vars = '    Pressure AT %IW5 : INT;\n    Ack AT %IX5.0 : BOOL;\n    SafetyRelief AT %QX5.0 : BOOL;\n    SupplyAlarm AT %QX5.1 : BOOL;\n    Trip : BOOL;';
    const body = 'IF Pressure > 900 THEN\n    Trip := TRUE;\nEND_IF;\nIF Ack AND Pressure < 800 THEN\n    Trip := FALSE;\nEND_IF;\nSafetyRelief := Trip;\nIF Pressure < 100 THEN\n    SupplyAlarm := TRUE;\nELSE\n    SupplyAlarm := FALSE;\nEND_IF;\n';
    expect(flags(vars, body, body.replace('Pressure < 100', 'Pressure < 150'))).toEqual(['constant value-changed Pressure']);
    // The trip's own limit still moves where the safety relief opens.
    expect(flags(vars, body, body.replace('Pressure > 900', 'Pressure > 950'))).toEqual(['constant value-changed Pressure !']);
  });

  it('flags a limit, and the preset, of a timer holding a value against it in the set of a latch a safety signal follows', () => {
    const vars = (limit: string) => `    Raw AT %IW4 : INT;\n    Value : REAL;\n    Limit : REAL := ${limit};\n    Trip : BOOL;\n    tonOver : TON;\n    Ack AT %IX0.0 : BOOL;\n    Run AT %IX0.1 : BOOL;\n    // safety relay of the press\n    Relay AT %QX0.0 : BOOL;`;
    const body = (pt: string, watch = 'Value > Limit') => `Value := INT_TO_REAL(Raw) * 0.25;\ntonOver(IN := ${watch}, PT := ${pt});\nIF tonOver.Q THEN\n    Trip := TRUE;\nEND_IF\nIF Ack THEN\n    Trip := FALSE;\nEND_IF\nRelay := Run AND NOT Trip;\n`;
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#100ms'), vars('6000.0'))).toEqual(['constant initial-value-changed Limit !']);
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#1s'))).toEqual(['constant value-changed tonOver.PT !']);
    // What the value is computed from is a measurement, not a limit: its scaling stays unflagged.
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#100ms').replace('* 0.25', '* 0.2'))).toEqual(['constant value-changed Value']);
    // A timer timing a state (no value held against a limit) is a duration of the sequence: its preset stays unflagged.
    expect(flags(vars('4500.0'), body('T#100ms', 'Run'), body('T#1s', 'Run'))).toEqual(['constant value-changed tonOver.PT']);
  });
});

describe("a timer's preset", () => {
  it('flags the preset of a timer that watches a safety signal through a struct member, as argument and as initial value', () => {
    const vars = '  tyDI : tyDigitalInput;\n  Buzzer AT %QX1.3 : BOOL;\n  tonBuzzer : TON;\n  tBuzz : TIME := T#3S;';
    const body = 'tonBuzzer(IN := NOT tyDI.bEStopSig, PT := tBuzz);\nBuzzer := NOT tyDI.bEStopSig AND NOT tonBuzzer.Q;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('PT := tBuzz', 'PT := T#10S'))))).toEqual(['fb-call inputs-changed tonBuzzer.PT !']);
    expect(reportLines(impact(program(vars, body), program(vars.replace('T#3S', 'T#5S'), body)))).toEqual(['constant initial-value-changed tBuzz !']);
  });

  // The lead's decision (fail closed): a step timer's preset is flagged where a later step it leads to switches a
  // safety-relevant output; a shorter time reaches that output sooner.
  it("flags a step timer's preset where the step its Q starts switches a safety output by the step's value", () => {
    const vars = '    // burner gas safety valve\n    gasValve AT %QX7.4 : BOOL;\n    fan AT %QX7.5 : BOOL;\n    step : INT;\n    purge : TON;\n    purgeTime : TIME := T#30S;\n    settle : TON;\n    settleTime : TIME := T#2S;';
    const body = 'purge(IN := step = 1, PT := purgeTime);\nsettle(IN := step = 3, PT := settleTime);\nIF purge.Q THEN\n    step := 2;\nEND_IF\nIF settle.Q THEN\n    step := 4;\nEND_IF\nfan := step >= 1;\ngasValve := step = 2 OR step = 3;\n';
    expect(impactLines('Tank', program(vars, body), program(vars.replace('T#30S', 'T#5S'), body))).toEqual(['constant initial-value-changed purgeTime !']);
    // Counter-case: a step timer whose later step (4) switches no safety-relevant output stays unflagged.
    expect(impactLines('Tank', program(vars, body), program(vars.replace('T#2S', 'T#1S'), body))).toEqual(['constant initial-value-changed settleTime']);
  });

  it('reads a timer preset given as a literal instead of a variable by what the timer watches, as the variable\'s initial value', () => {
    const vars = '    (* light curtain across the opening, TRUE = clear *)\n    Beam AT %IX0.2 : BOOL;\n    Sensor AT %IX0.0 : BOOL;\n    Presence : BOOL;\n    HoldTimer : TON;\n    HoldTime : TIME := T#5s;\n    MotorClose AT %QX0.1 : BOOL;';
    const body = (pt: string) => `Presence := Sensor OR NOT Beam;\nHoldTimer(IN := Presence, PT := ${pt});\nMotorClose := HoldTimer.Q AND Beam;\n`;
    expect(flags(vars, body('HoldTime'), body('T#8s'))).toEqual(['fb-call inputs-changed HoldTimer.PT !']);
    expect(flags(vars, body('HoldTime'), body('T#8s')).length).toBe(1);
    // A timer watching nothing safety-relevant stays unflagged.
    const plain = (pt: string) => `HoldTimer(IN := Sensor, PT := ${pt});\nMotorClose := HoldTimer.Q;\n`;
    expect(flags(vars, plain('HoldTime'), plain('T#8s'))).toEqual(['fb-call inputs-changed HoldTimer.PT']);
  });

  it("flags a step timer's preset given at the call where the step its Q starts switches a safety-relevant physical output", () => {
    const vars = '    // burner gas safety valve\n    gasValve AT %QX7.4 : BOOL;\n    fan AT %QX7.5 : BOOL;\n    step : INT;\n    purge : TON;\n    settle : TON;\n    eStopSeen : BOOL;';
    const body = (purge: string, settle: string) => `purge(IN := step = 1, PT := ${purge});\nsettle(IN := step = 3, PT := ${settle});\nIF purge.Q THEN\n    step := 2;\nEND_IF\nIF settle.Q THEN\n    step := 4;\nEND_IF\nIF step = 4 THEN\n    eStopSeen := FALSE;\nEND_IF\nfan := step >= 1;\ngasValve := step = 2 OR step = 3;\n`;
    expect(flags(vars, body('T#30S', 'T#2S'), body('T#5S', 'T#2S'))).toEqual(['constant value-changed purge.PT !']);
    // Counter-case: the later step only clears a flag named for safety (no physical output): the preset stays unflagged.
    expect(flags(vars, body('T#30S', 'T#2S'), body('T#30S', 'T#1S'))).toEqual(['constant value-changed settle.PT']);
  });
});
