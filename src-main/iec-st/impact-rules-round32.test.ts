// The rules fixed against the thirty-second independent round (docs/impact-accuracy.md, "Fixed against round 32").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirty-second independent round', () => {
  it('counts the inputs written as members as inputs of an instance method no longer called', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bEStopOk AT %IX5.0 : BOOL;\n    bStart AT %IX5.1 : BOOL;\n    fbRam : FB_PressRam;\n    doValve AT %QX5.0 : BOOL;';
    const body = (run: string) => `fbRam.bPermit := bStart AND bEStopOk;\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, body('fbRam.Run();\n'), body(''))).toEqual(['call no-longer-called fbRam.Run !']);
    // The same under a safety guard: a switch-off on the e-stop reaches the output only through the method.
    const guarded = (run: string) => `fbRam.bEnable := bStart;\nIF NOT bEStopOk THEN\n    fbRam.bEnable := FALSE;\nEND_IF\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, guarded('fbRam.Run();\n'), guarded(''))).toEqual(['call no-longer-called fbRam.Run !']);
    // Members written from nothing safety-relevant lend nothing.
    const plain = (run: string) => `fbRam.bPermit := bStart;\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, plain('fbRam.Run();\n'), plain(''))).toEqual(['call no-longer-called fbRam.Run']);
  });

  it('reads other FB_init arguments of the same type as initial values changed, not a type change', () => {
    const decl = (falling: string) => `    fbRamp : FB_RateLimiter(fRisingLimit := 400.0, fFallingLimit := ${falling});\n    doDrive AT %QW5 : INT;`;
    const body = 'fbRamp.Run();\ndoDrive := LREAL_TO_INT(fbRamp.Output);\n';
    expect(impactLines('Cell', program(decl('800.0'), body), program(decl('1600.0'), body))).toEqual(['constant initial-value-changed fbRamp']);
    // Another type is still a type change, and so is a string's length.
    const other = '    fbRamp : FB_Pt1(fRisingLimit := 400.0, fFallingLimit := 800.0);\n    doDrive AT %QW5 : INT;';
    expect(impactLines('Cell', program(decl('800.0'), body), program(other, body))).toEqual(['declaration retyped fbRamp']);
    const text = (n: string) => `    sName : STRING(${n});`;
    expect(impactLines('Cell', program(text('80'), ''), program(text('20'), ''))).toEqual(['declaration retyped sName']);
  });

  it('lends the signals a state set\'s guard keeps nothing when another conjunct is swapped, as when one is dropped', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bEStopOk AT %IX5.0 : BOOL;\n    bStartPb AT %IX5.1 : BOOL;\n    rtStart : R_TRIG;\n    nStep : INT;\n    doPress AT %QX5.0 : BOOL;';
    const body = (start: string) => `rtStart(CLK := bStartPb);\nIF nStep = 0 AND ${start} AND bEStopOk THEN\n    nStep := 10;\nEND_IF\nIF nStep = 10 THEN\n    nStep := 0;\nEND_IF\ndoPress := nStep = 10 AND bEStopOk;\n`;
    // The step's write stays flagged (its guard reads the e-stop), so the card is still approve-once.
    expect(flags(vars, body('rtStart.Q'), body('bStartPb'))).toEqual(['condition newly-read bStartPb', 'condition no-longer-read rtStart.Q', 'write condition-changed nStep !']);
    // A state set under `NOT bEStopOk AND …` may be the e-stop's trip: its condition's items keep the signal.
    const trip = (start: string) => `rtStart(CLK := bStartPb);\nIF NOT bEStopOk AND ${start} THEN\n    nStep := 90;\nEND_IF\ndoPress := nStep = 10;\n`;
    expect(flags(vars, trip('rtStart.Q'), trip('bStartPb'))).toContain('condition no-longer-read rtStart.Q !');
    // A safety conjunct swapped is still news of its own.
    expect(flags(vars, body('rtStart.Q'), body('rtStart.Q').replace('rtStart.Q AND bEStopOk THEN', 'rtStart.Q AND bStartPb THEN'))).toContain('condition no-longer-read bEStopOk !');
  });
});
