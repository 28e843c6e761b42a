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
});
