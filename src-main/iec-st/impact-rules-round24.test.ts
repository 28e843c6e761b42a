// The rules fixed against the twenty-fourth independent round (docs/impact-accuracy.md, "Fixed against round 24").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impactLines, method } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('FB_Unit.Cyclic', method(vars, before), method(vars, after));

describe('rules of the twenty-fourth independent round', () => {
  it('reports a write through THIS^ as the variable as declared', () => {
    const vars = '    nCount : INT;';
    expect(flags(vars, 'IF bReset THEN\n    nCount := 0;\nEND_IF\nTHIS^.bDone := FALSE;\n', 'IF bReset THEN\n    nCount := 0;\nEND_IF\n')).toEqual(['write no-longer-written bDone']);
    // `THIS^.x := v` rewritten as `x := v` is the same write.
    expect(flags(vars, 'THIS^.bDone := bReady;\n', 'bDone := bReady;\n')).toEqual([]);
  });

  it("reads a block input switched to another constant-index element as another signal, not a constant changed", () => {
    const vars = '    fbValve : FB_Valve;';
    const call = (fb: string, limit: string) => `fbValve(bFeedback := aOpenFb[${fb}], nLimit := ${limit});\n`;
    expect(flags(vars, call('2', '5'), call('1', '5'))).toEqual(['fb-call inputs-changed fbValve.bFeedback']);
    // A constant argument changed is still a constant.
    expect(flags(vars, call('2', '5'), call('2', '6'))).toEqual(['constant value-changed fbValve.nLimit']);
  });

  it('reads a located global of a GVL renamed at the same address as one rename, keeping its safety, saying its users must follow', () => {
    const gvl = (name: string) => `{attribute 'qualified_only'}\nVAR_GLOBAL\n    // light curtain of the loading zone, TRUE = clear\n    ${name} AT %I* : BOOL;\n    nCount : INT;\nEND_VAR\n`;
    const report = analyzeImpact({ parts: [{ name: 'GVL_Safety', before: gvl('bGrp2Run'), after: gvl('bGrp2Ok') }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`)).toEqual(['declaration renamed bGrp2Ok !']);
    expect(report.items[0]!.text).toContain('Every POU that uses it names it');
    // Another type is another variable: removed and added.
    const retyped = analyzeImpact({ parts: [{ name: 'GVL_Safety', before: gvl('bGrp2Run'), after: gvl('bGrp2Ok').replace('bGrp2Ok AT %I* : BOOL', 'bGrp2Ok AT %I* : BYTE') }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(retyped.items.map((i) => `${i.kind} ${i.change} ${i.subject}`).sort()).toEqual(['declaration added bGrp2Ok', 'declaration removed bGrp2Run']);
  });

  it('judges a step whose condition only lost alternatives by what it lost: the safety signals kept gate or trigger it as before', () => {
    const vars = '    nStep : INT;';
    const start = (c: string) => `IF nStep = 10 AND ${c} AND bGuardClosed AND bEStopOk THEN\n    nStep := 20;\nEND_IF\n`;
    expect(flags(vars, start('(bStartPb OR bStartSim)'), start('bStartPb'))).toEqual(['condition no-longer-read bStartSim', 'write condition-changed nStep']);
    const end = (c: string) => `IF ${c} THEN\n    nStep := 900;\nEND_IF\n`;
    expect(flags(vars, end('bMoverError OR rtEStop.Q OR bStopPb'), end('rtEStop.Q OR bStopPb'))).toEqual(['condition no-longer-read bMoverError', 'write condition-changed nStep']);
    // The safety alternative lost is still flagged; a conjunct gained (the e-stop's branch now needing more) too.
    expect(flags(vars, end('bMoverError OR rtEStop.Q OR bStopPb'), end('bMoverError OR bStopPb'))).toEqual(['condition no-longer-read rtEStop.Q !', 'write condition-changed nStep !']);
    expect(flags(vars, end('NOT bEStopOk'), end('NOT bEStopOk AND bAuto'))).toContain('write condition-changed nStep !');
  });

  it('flags only the alternative of a removed branch over a state set that reads a safety signal', () => {
    const vars = '    nStep : INT;';
    const end = 'IF bMoverError OR rtEStop.Q OR bStopPb THEN\n    nStep := 900;\nEND_IF\n';
    expect(flags(vars, `nStep := nStep;\n${end}`, 'nStep := nStep;\n')).toEqual(['condition no-longer-read bMoverError', 'condition no-longer-read bStopPb', 'condition no-longer-read rtEStop.Q !', 'write no-longer-written nStep !']);
    // A conjunction removed: each signal lends from the whole condition, as before.
    const start = 'IF bStartPb AND bEStopOk THEN\n    nStep := 10;\nEND_IF\n';
    expect(flags(vars, `nStep := nStep;\n${start}`, 'nStep := nStep;\n')).toContain('condition no-longer-read bStartPb !');
  });
  it("flags a block input that lost a conjunct or became TRUE where the block's output gates a physical output", () => {
    const program = (vars: string, body: string) => `PROGRAM Bank\nVAR\n${vars}\nEND_VAR\n${body}`;
    const run = (vars: string, before: string, after: string) => {
      const report = analyzeImpact({ parts: [{ name: 'Bank', before: program(vars, before), after: program(vars, after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
    };
    const call = (request: string) => `aValve[1](bRequest := ${request});\n`;
    // Through a pointer to an element of an array of blocks: `p := ADR(aValve[i]); aOpenCmd[i] := p^.bOut`.
    const bank = '    aValve : ARRAY[1..2] OF FB_Valve;\n    aOpenCmd AT %Q* : ARRAY[1..2] OF BOOL;\n    p : POINTER TO FB_Valve;\n    i : INT;';
    const loop = 'FOR i := 1 TO 2 DO\n    p := ADR(aValve[i]);\n    aOpenCmd[i] := p^.bOut;\nEND_FOR\n';
    expect(run(bank, call('bAuto AND NOT bLevelHigh') + loop, call('bAuto') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest !']);
    expect(run(bank, call('bAuto AND NOT bLevelHigh') + loop, call('TRUE') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest !']);
    // A stricter input is not flagged.
    expect(run(bank, call('bAuto') + loop, call('bAuto AND NOT bLevelHigh') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest']);
    // A copy of the block's output, a member read in the output's value, a variable given it by `=>`.
    const one = (vars: string, after: string) => run(`    fbPump : FB_Pump;\n${vars}`, `fbPump(bStart := bAuto AND bLevelOk);\n${after}`, `fbPump(bStart := bAuto);\n${after}`);
    expect(one('    doPump AT %QX0.0 : BOOL;', 'doPump := fbPump.bRun;\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    expect(one('    doPump AT %QX0.0 : BOOL;', 'doPump := fbPump.bRun AND bAirOk;\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    expect(run('    fbPump : FB_Pump;\n    doPump AT %QX0.0 : BOOL;', 'fbPump(bStart := bAuto AND bLevelOk, bRun => doPump);\n', 'fbPump(bStart := bAuto, bRun => doPump);\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    // Not where the block's output reaches no physical output (a local, a lamp's alternative), nor where the outputs
    // read it both ways (as the member write's rule).
    expect(one('    bRunning : BOOL;', 'bRunning := fbPump.bRun;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
    expect(one('    doLamp AT %QX0.1 : BOOL;', 'doLamp := fbPump.bRun OR bManual;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
    expect(one('    doUp AT %QX0.0 : BOOL;\n    doDown AT %QX0.1 : BOOL;', 'doUp := fbPump.bRun;\ndoDown := NOT fbPump.bRun AND bLower;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
  });
});
