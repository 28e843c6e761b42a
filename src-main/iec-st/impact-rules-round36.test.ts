// The rules fixed against the thirty-sixth independent round (docs/impact-accuracy.md, "Fixed against round 36").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirty-sixth independent round', () => {
  it('flags a supervision timer no longer called whose Q sets a latch a lamp also copies, where an output\'s value reads it as NOT', () => {
    const vars = '    Demand AT %IX3.0 : BOOL;\n    Flow AT %IX3.1 : BOOL;\n    Ack AT %IX3.2 : BOOL;\n    Pump AT %QX3.0 : BOOL;\n    Lamp AT %QX3.1 : BOOL;\n    DryTrip : BOOL;\n    DryTimer : TON;';
    const body = (call: string, pump: string) => `${call}IF DryTimer.Q THEN\n    DryTrip := TRUE;\nEND_IF;\nIF Ack AND Flow THEN\n    DryTrip := FALSE;\nEND_IF;\n${pump}\nLamp := DryTrip;\n`;
    const call = 'DryTimer(IN := Pump AND NOT Flow, PT := T#8S);\n';
    const value = 'Pump := Demand AND NOT DryTrip;';
    expect(flags(vars, body(call, value), body('', value))).toEqual(['fb-call no-longer-called DryTimer !']);
    // Read as NOT only in a switch-on's guard, the latch blocks a start and stops nothing running: not flagged.
    const guard = 'IF Demand AND NOT DryTrip THEN\n    Pump := TRUE;\nELSE\n    Pump := FALSE;\nEND_IF;';
    expect(flags(vars, body(call, guard), body('', guard))).toEqual(['fb-call no-longer-called DryTimer']);
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

  it('flags an input moved that trips a latch named for safety, directly or through a timer; not one that only resets it', () => {
    const vars = (gas: string, reset: string) => `    Level AT %IW4 : INT;
    GasDetector AT ${gas} : BOOL;
    ResetPb AT ${reset} : BOOL;
    Doser AT %QX4.0 : BOOL;
    OverdoseInterlock : BOOL;
    GasTimer : TON;`;
    const body = 'GasTimer(IN := GasDetector, PT := T#2S);\nIF Level > 40 OR GasTimer.Q THEN\n    OverdoseInterlock := TRUE;\nELSIF ResetPb AND NOT GasDetector THEN\n    OverdoseInterlock := FALSE;\nEND_IF;\nDoser := NOT OverdoseInterlock;\n';
    const before = program(vars('%IX4.1', '%IX4.2'), body);
    expect(impactLines('Cell', before, program(vars('%IX4.6', '%IX4.2'), body))).toEqual(['declaration address-changed GasDetector !']);
    expect(impactLines('Cell', before, program(vars('%IX4.1', '%IX4.7'), body))).toEqual(['declaration address-changed ResetPb']);
  });

  it('moves with a literal limit only the latches its own condition sets or resets, not every latch the measured signal feeds', () => {
    const vars = '    Pressure AT %IW5 : INT;\n    Ack AT %IX5.0 : BOOL;\n    SafetyRelief AT %QX5.0 : BOOL;\n    SupplyAlarm AT %QX5.1 : BOOL;\n    Trip : BOOL;';
    const body = 'IF Pressure > 900 THEN\n    Trip := TRUE;\nEND_IF;\nIF Ack AND Pressure < 800 THEN\n    Trip := FALSE;\nEND_IF;\nSafetyRelief := Trip;\nIF Pressure < 100 THEN\n    SupplyAlarm := TRUE;\nELSE\n    SupplyAlarm := FALSE;\nEND_IF;\n';
    expect(flags(vars, body, body.replace('Pressure < 100', 'Pressure < 150'))).toEqual(['constant value-changed Pressure']);
    // The trip's own limit still moves where the safety relief opens.
    expect(flags(vars, body, body.replace('Pressure > 900', 'Pressure > 950'))).toEqual(['constant value-changed Pressure !']);
  });
});

