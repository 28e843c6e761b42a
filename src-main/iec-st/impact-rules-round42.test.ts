// The rules fixed against the forty-second independent round (docs/impact-accuracy.md, "Fixed against round 42").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

describe('rules of the forty-second independent round', () => {
  it("flags a value written on a safety signal's unsafe side (the ELSE of its IF) and the named constant given there", () => {
    const vars = (reduced: string) =>
      `    // cell door guard locking, TRUE = locked\n    DoorLocked AT %IX0.0 : BOOL;\n    Feed : INT;\n    Robot : FB_Robot;\nEND_VAR\nVAR CONSTANT\n    FeedReduced : INT := ${reduced};\n    FeedFull : INT := 60000;`;
    const body = (locked: string, unlocked: string) => `IF DoorLocked THEN\n    Feed := ${locked};\nELSE\n    Feed := ${unlocked};\nEND_IF\nRobot(nFeed := Feed);\n`;
    expect(flags(vars('5000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedFull'))).toEqual(['write value-changed Feed !']);
    expect(flags(vars('5000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedReduced'), vars('15000'))).toEqual(['constant initial-value-changed FeedReduced !']);
    // The constant given on the locked side, normal operation the door permits, lends nothing.
    const full = (v: string) => vars('5000').replace('FeedFull : INT := 60000', `FeedFull : INT := ${v}`);
    expect(flags(full('60000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedReduced'), full('80000'))).toEqual(['constant initial-value-changed FeedFull']);
  });

  it('flags a block input that copied what a safety branch switches off and now copies what it does not', () => {
    const vars = '    StartPb AT %IX0.0 : BOOL;\n    EStopOk AT %IX0.1 : BOOL;\n    Run : BOOL;\n    Other : BOOL;\n    Robot : FB_Robot;';
    const body = (start: string) => `IF StartPb THEN\n    Run := TRUE;\n    Other := TRUE;\nEND_IF\nIF NOT EStopOk THEN\n    Run := FALSE;\n    Other := FALSE;\nEND_IF\nRobot(bStart := ${start});\n`;
    expect(flags(vars, body('Run'), body('StartPb'))).toEqual(['fb-call inputs-changed Robot.bStart !']);
    // Another variable the e-stop branch switches off still carries the override.
    expect(flags(vars, body('Run'), body('Other'))).toEqual(['fb-call inputs-changed Robot.bStart']);
  });

  it("lends a physical output's removed switch-on only its own guards' safety signals, not a safety branch's that still sets it", () => {
    const vars = '    // light curtain OSSD, TRUE = clear\n    CurtainClear AT %IX0.0 : BOOL;\n    Step : INT;\n    RetCoil AT %QX0.0 : BOOL;\n    Fault : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;';
    const body = (home: string) => `CASE Step OF\n    0:\n${home}    20:\n        RetCoil := FALSE;\nEND_CASE\nIF NOT CurtainClear THEN\n    RetCoil := TRUE;\n    Fault := TRUE;\n    Step := 0;\nEND_IF\nFaultLamp := Fault;\n`;
    expect(flags(vars, body('        RetCoil := TRUE;\n        Fault := TRUE;\n'), body('        Fault := TRUE;\n'))).toEqual(['write no-longer-written RetCoil']);
    // A latch (no physical output) set in the curtain's branch keeps that branch's signal on its other sets.
    expect(flags(vars, body('        RetCoil := TRUE;\n        Fault := TRUE;\n'), body('        RetCoil := TRUE;\n'))).toEqual(['write no-longer-written Fault !']);
  });
  it("lends a flag nothing reads, its constant removed under a guard reading a safety signal only as a permissive, nothing", () => {
    const vars = '    // light curtain OSSD, TRUE = clear\n    CurtainClear AT %IX0.0 : BOOL;\n    Request AT %IX0.1 : BOOL;\n    Done : BOOL;\n    Busy : BOOL;\n    Valve AT %QX0.0 : BOOL;';
    const body = (permit: string, response: string) => `IF Request AND CurtainClear THEN\n${permit}    Valve := TRUE;\nEND_IF\nIF NOT CurtainClear THEN\n${response}    Valve := FALSE;\nEND_IF\nBusy := Valve;\n`;
    expect(flags(vars, body('    Done := FALSE;\n', '    Done := TRUE;\n'), body('', '    Done := TRUE;\n'))).toEqual(['write no-longer-written Done']);
    // Under the signal's own response (its unsafe side) the guard still lends it.
    expect(flags(vars, body('    Done := FALSE;\n', '    Done := TRUE;\n'), body('    Done := FALSE;\n', ''))).toEqual(['write no-longer-written Done !']);
    // A flag something reads (a condition) keeps its guard's signal.
    const read = (permit: string) => body(permit, '') + 'IF Done THEN\n    Busy := FALSE;\nEND_IF\n';
    expect(flags(vars, read('    Done := FALSE;\n'), read(''))).toEqual(['write no-longer-written Done !']);
  });
  it("flags a call of the POU's own code not read (a method) removed where it alone can write the POU's unwritten physical outputs", () => {
    const vars = (brake: string) => `    bEnable : BOOL;\n    bBrakeOpen AT %Q* : BOOL;\n    bLamp AT %Q* : BOOL;\n${brake}`;
    const fb = (v: string, body: string) => `FUNCTION_BLOCK FB_Axis\nVAR\n${v}\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const lines = (v: string, before: string, after: string) => impactLines('FB_Axis', fb(v, before), fb(v, after));
    expect(lines(vars(''), 'M_Enable();\nbLamp := bEnable;\n', 'bLamp := bEnable;\n')).toEqual(['call no-longer-called M_Enable !']);
    // Every output written in the code read: the method may only compute; nothing flagged.
    expect(lines(vars(''), 'M_Enable();\nbLamp := bEnable;\nbBrakeOpen := bEnable;\n', 'bLamp := bEnable;\nbBrakeOpen := bEnable;\n')).toEqual(['call no-longer-called M_Enable']);
    // A function given arguments writes what it is given, not the POU's outputs.
    expect(lines(vars(''), 'LogState(bIn := bEnable);\nbLamp := bEnable;\n', 'bLamp := bEnable;\n')).toEqual(['call no-longer-called LogState']);
  });
});
