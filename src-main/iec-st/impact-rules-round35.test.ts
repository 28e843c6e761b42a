// The rules fixed against the thirty-fifth independent round (docs/impact-accuracy.md, "Fixed against round 35").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirty-fifth independent round', () => {
  it('reads a fault set beside a state driver\'s switch-off, which blocks that driver\'s start, as a trip that locks it out', () => {
    const vars = '    bRequired : BOOL;\n    bClear : BOOL;\n    bFeedback AT %IX1.0 : BOOL;\n    tonFb : TON;\n    nState : INT;\n    bFault : BOOL;\n    doContactor AT %QX1.0 : BOOL;';
    const body = (fault: string, clear: string) =>
      `CASE nState OF\n0:\n    doContactor := FALSE;\n    IF bRequired AND NOT bFault THEN\n        nState := 1;\n    END_IF\n1:\n    doContactor := TRUE;\n    tonFb(IN := NOT bFeedback, PT := T#500MS);\n    IF tonFb.Q THEN\n${fault}        nState := 0;\n    END_IF\nEND_CASE\nIF ${clear} THEN\n    bFault := FALSE;\nEND_IF\n`;
    const set = '        bFault := TRUE;\n';
    // Its set removed: the contactor is tried again at once after the feedback fault.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body('', 'bClear AND nState = 0'))).toEqual(['write no-longer-written bFault !']);
    // Its reset run in more cases: cleared in any state.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body(set, 'bClear'))).toEqual(['condition no-longer-read nState !', 'write condition-changed bFault !']);
    // A fault that only blocks the start, set nowhere beside the driver, keeps its old reading.
    const apart = (fault: string) => `IF tonFb.Q THEN\n${fault}END_IF\nIF bRequired AND NOT bFault THEN\n    nState := 1;\nEND_IF\ndoContactor := nState = 1;\n`;
    expect(flags(vars, apart('    bFault := TRUE;\n'), apart(''))).toEqual(['write no-longer-written bFault']);
  });
});
