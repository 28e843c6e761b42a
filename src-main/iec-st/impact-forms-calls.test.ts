// The statement forms of the forms test (test-support/impact-forms-calls.ts) rewrite only what means the same to the
// machine, and only what the edit leaves alone where the docs name a change differently in the two forms.
import { describe, expect, it } from 'vitest';
import { caseAsIf, ifAsSetReset, membersBeforeBareCall, setResetAsIf } from './test-support/impact-forms-calls.ts';

const alone = (text: string) => ({ before: [text], after: [text], lists: [] });

describe('statement forms', () => {
  it('move a call\'s arguments to members written before a bare call, outputs copied after it', () => {
    const text = 'VAR\n    tmr : TON;\nEND_VAR\ntmr(IN := a AND b, PT := T#5S, Q => done);\n';
    expect(membersBeforeBareCall(text, alone(text))).toBe('VAR\n    tmr : TON;\nEND_VAR\ntmr.IN := a AND b;\ntmr.PT := T#5S;\ntmr();\ndone := tmr.Q;\n');
  });

  it('leave at the call an argument the edit changes (not a literal), an in-out, and a call added or removed', () => {
    const before = 'VAR\n    tmr : TON;\n    fb : FB_X;\nEND_VAR\ntmr(IN := a AND b, PT := T#5S);\nfb(io := st, x := 1);\nFUNCTION_BLOCK FB_X\nVAR_IN_OUT\n    io : ST_Data;\nEND_VAR\n';
    const after = before.replace('T#5S', 'T#8S').replace('a AND b', 'a');
    expect(membersBeforeBareCall(after, { before: [before], after: [after], lists: [] })).toContain('tmr.PT := T#8S;\ntmr(IN := a);\nfb.x := 1;\nfb(io := st);');
    expect(membersBeforeBareCall(before, { before: [before], after: [before.replace('fb(io := st, x := 1);\n', '')], lists: [] })).toContain('fb(io := st, x := 1);');
  });

  it('write S= and R= as IF, and an IF of one TRUE or FALSE as S= or R=, for the statements the edit leaves alone', () => {
    const latch = 'Fault S= NOT Ok AND Run;\nFault R= Reset;\n';
    const asIf = 'IF NOT Ok AND Run THEN Fault := TRUE; END_IF;\nIF Reset THEN Fault := FALSE; END_IF;\n';
    expect(setResetAsIf(latch, alone(latch))).toBe(asIf);
    expect(ifAsSetReset(asIf, alone(asIf))).toBe(latch);
    const changed = latch.replace('Reset', 'Reset AND Ok');
    expect(setResetAsIf(latch, { before: [latch], after: [changed], lists: [] })).toBe('IF NOT Ok AND Run THEN Fault := TRUE; END_IF;\nFault R= Reset;\n');
    // An IF with an ELSE, or with two statements, is no S=.
    const other = 'IF c THEN x := TRUE; ELSE y := 1; END_IF;\n';
    expect(ifAsSetReset(other, alone(other))).toBe(other);
  });

  it('write a CASE of single labels as IF and ELSIF, not one with a list or a range of labels', () => {
    const text = 'CASE nStep OF\n    0: Motor := FALSE;\n    10: IF Start THEN nStep := 20; END_IF\n    E_Step.Run: Motor := TRUE;\nELSE\n    nStep := 0;\nEND_CASE;\n';
    expect(caseAsIf(text, alone(text))).toBe('IF nStep = 0 THEN Motor := FALSE;\n    ELSIF nStep = 10 THEN IF Start THEN nStep := 20; END_IF\n    ELSIF nStep = E_Step.Run THEN Motor := TRUE;\nELSE\n    nStep := 0;\nEND_IF;\n');
    const list = 'CASE n OF 1, 2: a := 1; END_CASE;\n';
    expect(caseAsIf(list, alone(list))).toBe(list);
  });
});
