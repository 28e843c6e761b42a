// The rules fixed against the twenty-sixth independent round (docs/impact-accuracy.md, "Fixed against round 26").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('pous/programs/Cell.st', program(vars, before), program(vars, after));

describe('rules of the twenty-sixth independent round', () => {
  it('flags a trip computed from signals now given FALSE: it loses every alternative and never trips', () => {
    const vars = '    Pump AT %QX0.0 : BOOL;\n    Run : BOOL;\n    Fault : BOOL;\n    PressHigh : BOOL;\n    LevelLow : BOOL;\n    Lamp : BOOL;';
    const body = (fault: string) => `Fault := ${fault};\nPump := Run AND NOT Fault;\nLamp := Run;\n`;
    expect(flags(vars, body('PressHigh OR LevelLow'), body('FALSE'))).toEqual(['write now-constant Fault !']);
    expect(flags(vars, body('Pressure < 0.5 AND Run'), body('FALSE'))).toEqual(['write now-constant Fault !']);
    // A variable that is no trip (here a copy a lamp shows) given FALSE is a constant, not an interlock lost.
    expect(flags(vars, 'Lamp := PressHigh OR LevelLow;\nPump := Run;\n', 'Lamp := FALSE;\nPump := Run;\n')).toEqual(['write now-constant Lamp']);
  });

  it("reads a timer IN that lost a conjunct, where the timer's Q only sets a trip, as tripping in more cases: stricter", () => {
    const vars = '    Pump AT %QX0.0 : BOOL;\n    Run : BOOL;\n    NoFlow : BOOL;\n    DryRun : BOOL;\n    Ack : BOOL;\n    tonDry : TON;';
    const body = (input: string) => `tonDry(IN := ${input}, PT := T#10S);\nIF tonDry.Q THEN\n    DryRun := TRUE;\nEND_IF\nIF Ack THEN\n    DryRun := FALSE;\nEND_IF\nPump := Run AND NOT DryRun;\n`;
    expect(flags(vars, body('Pump AND NoFlow'), body('NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN']);
    // TRUE in fewer cases it trips in fewer cases, as before.
    expect(flags(vars, body('NoFlow'), body('Pump AND NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN !']);
    // Where the Q is also a conjunct an output needs, the conjunct lost still reaches that output.
    const both = (input: string) => `${body(input)}Valve := Run AND tonDry.Q;\n`;
    const valve = `${vars}\n    Valve AT %QX0.1 : BOOL;`;
    expect(flags(valve, both('Pump AND NoFlow'), both('NoFlow'))).toEqual(['fb-call inputs-changed tonDry.IN !']);
  });

  it('reads a step set to 0 removed as another step, not a switch-off; a number copied to an output set to 0 still is one', () => {
    const vars = '    Valve AT %QX0.0 : BOOL;\n    nStep : INT;\n    bStart : BOOL;\n    bStop : BOOL;\n    bDone : BOOL;';
    const body = (reset: string) => `CASE nStep OF\n    0: IF bStart THEN nStep := 1; END_IF\n    1: Valve := TRUE;\n       IF bDone THEN nStep := 2; END_IF\n    2: Valve := FALSE;\n       nStep := 0;\nEND_CASE\nIF bStop THEN\n    Valve := FALSE;\n${reset}END_IF\n`;
    expect(flags(vars, body('    nStep := 0;\n'), body(''))).toEqual(['write no-longer-written nStep']);
    // A torque command zeroed where the run drops, copied to the drive: the drive keeps its last torque.
    const drive = '    Torque AT %QW0 : INT;\n    nCmd : INT;\n    nDemand : INT;\n    bRun : BOOL;';
    const zero = (off: string) => `IF bRun THEN\n    nCmd := nDemand;\nELSE\n${off}END_IF\nTorque := nCmd;\n`;
    expect(flags(drive, zero('    nCmd := 0;\n'), zero(''))).toEqual(['write no-longer-written nCmd !']);
  });

  it("reads an edge trigger's Q as the safety signals its CLK reads: a condition on it, and a write under it", () => {
    const vars = '    Feed AT %QX0.0 : BOOL;\n    nState : INT;\n    rtStop : R_TRIG;\n    bStopCmd : BOOL;\n    bEStopOk : BOOL;\n    bStart : BOOL;';
    const body = (stop: string) => `rtStop(CLK := bStopCmd OR NOT bEStopOk);\nIF bStart THEN\n    nState := 1;\nEND_IF\nIF nState = 1 AND bStart THEN\n    nState := 2;\nEND_IF\n${stop}Feed := nState = 1;\n`;
    expect(flags(vars, body('IF rtStop.Q THEN\n    nState := 0;\nEND_IF\n'), body(''))).toEqual(['condition no-longer-read rtStop.Q !', 'write no-longer-written nState !']);
    // An edge of a signal that is none is no safety signal's response.
    const plain = (stop: string) => body(stop).replace('bStopCmd OR NOT bEStopOk', 'bStopCmd');
    expect(flags(vars, plain('IF rtStop.Q THEN\n    nState := 0;\nEND_IF\n'), plain(''))).toEqual(['condition no-longer-read rtStop.Q', 'write no-longer-written nState']);
  });
});
