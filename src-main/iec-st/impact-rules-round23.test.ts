// The rules fixed against the twenty-third independent round (docs/impact-accuracy.md, "Fixed against round 23").
import { describe, expect, it } from 'vitest';
import { functionBlock, impactLines } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('FB_Unit', functionBlock(vars, before), functionBlock(vars, after));

describe('rules of the twenty-third independent round', () => {
  it('reads a number set to 1 under a switch-on guard that lost a conjunct as a step: the write is flagged, the signal dropped not', () => {
    const vars = '    doMotor AT %QX0.0 : BOOL;\n    nState : INT;\n    bRun : BOOL;\n    bStart : BOOL;\n    bFault : BOOL;';
    const steps = (c: string) => `CASE nState OF\n    0:\n        doMotor := FALSE;\n        IF ${c} THEN\n            nState := 1;\n        END_IF\n    1:\n        doMotor := TRUE;\n        IF NOT bStart THEN\n            nState := 2;\n        END_IF\n    2:\n        doMotor := FALSE;\n        nState := 0;\nEND_CASE\n`;
    expect(flags(vars, steps('bStart AND NOT bFault'), steps('bStart'))).toEqual(['condition no-longer-read bFault', 'write condition-changed nState !']);
    // A number only ever given 0 and 1 is an on/off flag: 1 switches it on.
    const flag = (c: string) => `IF ${c} THEN\n    nState := 1;\nEND_IF\ndoMotor := nState = 1;\n`;
    expect(flags(vars, flag('bStart AND NOT bFault'), flag('bStart'))).toEqual(['condition no-longer-read bFault !', 'write condition-changed nState !']);
    // A BOOL set to 1 is TRUE: a switch-on, the signal it no longer reads is flagged as before.
    const latch = (c: string) => `IF ${c} THEN\n    bRun := 1;\nEND_IF\ndoMotor := bRun;\n`;
    expect(flags(vars, latch('bStart AND NOT bFault'), latch('bStart'))).toEqual(['condition no-longer-read bFault !', 'write condition-changed bRun !']);
  });
  it("flags a trip a driver's value reads as NOT x, its last write removed: it holds the driver off while it runs", () => {
    const vars = '    doHeater AT %QX0.0 : BOOL;\n    bHeaterOn : BOOL;\n    bCmd : BOOL;\n    bOverTemp : BOOL;\n    rTemp : REAL;\n    tonHot : TON;';
    const value = (trip: string) => `tonHot(IN := rTemp > 85.0, PT := T#5S);\n${trip}bHeaterOn := bCmd AND NOT bOverTemp;\ndoHeater := bHeaterOn;\n`;
    expect(flags(vars, value('bOverTemp := tonHot.Q;\n'), value(''))).toEqual(['write no-longer-written bOverTemp !']);
    expect(flags(vars, value('bOverTemp := rTemp > 90.0;\n'), value(''))).toEqual(['write no-longer-written bOverTemp !']);
    // Read only as NOT x in the switch-on's guard of a driver, it blocks a start and stops nothing: its set removed is not flagged.
    const start = (trip: string) => `${trip}IF bCmd AND NOT bOverTemp THEN\n    bHeaterOn := TRUE;\nEND_IF\nIF NOT bCmd THEN\n    bHeaterOn := FALSE;\nEND_IF\ndoHeater := bHeaterOn AND bCmd;\n`;
    expect(flags(vars, start('bOverTemp := tonHot.Q;\n'), start(''))).toEqual(['write no-longer-written bOverTemp']);
    // Copied whole into the output and read nowhere else, bHeaterOn is the output's value under another name (a link,
    // output-links.test.ts): read as the program writing doHeater in those branches is, where the trip is flagged.
    const linked = start('bOverTemp := tonHot.Q;\n').replace('doHeater := bHeaterOn AND bCmd;', 'doHeater := bHeaterOn;');
    expect(flags(vars, linked, linked.replace('bOverTemp := tonHot.Q;\n', ''))).toEqual(['write no-longer-written bOverTemp !']);
  });

  it("flags a timer no longer called whose Q is given whole to a trip of an output's driver: the Q holds, that watchdog never trips", () => {
    const vars = '    doRam AT %QX0.0 : BOOL;\n    doLamp AT %QX0.1 : BOOL;\n    bCycle : BOOL;\n    bStart : BOOL;\n    bStopOk : BOOL;\n    bAlarm : BOOL;\n    bDone : BOOL;\n    tonCycle : TON;\n    tonLamp : TON;';
    const body = (call: string) => `IF bStart AND NOT bAlarm THEN\n    bCycle := TRUE;\nEND_IF\nIF NOT bStopOk OR bAlarm THEN\n    bCycle := FALSE;\nEND_IF\n${call}bAlarm := tonCycle.Q;\ndoRam := bCycle;\ntonLamp(IN := bCycle, PT := T#1S);\nbDone := tonLamp.Q;\ndoLamp := bDone;\n`;
    const call = 'tonCycle(IN := bCycle, PT := T#20S);\n';
    expect(flags(vars, body(call), body(''))).toEqual(['fb-call no-longer-called tonCycle !']);
    // A timer whose Q a lamp copies trips nothing.
    expect(flags(vars, body(call), body(call).replace('tonLamp(IN := bCycle, PT := T#1S);\n', ''))).toEqual(['fb-call no-longer-called tonLamp']);
  });
});
