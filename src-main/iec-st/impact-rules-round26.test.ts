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
});
