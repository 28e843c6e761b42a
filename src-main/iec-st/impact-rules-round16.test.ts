// The rules fixed against the sixteenth independent round (docs/impact-accuracy.md, "Fixed against round 16"): an
// IF/ELSE of TRUE and FALSE rewritten as a copy, elements of a constant index read in a condition, a condition
// removed around a switch-on that stays, and a value handed on whose condition lost a safety signal.
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('cell.st', program(vars, before), program(vars, after));

describe('rules of the sixteenth independent round', () => {
  it('reads IF c THEN y := TRUE; ELSE y := FALSE; END_IF as the copy y := c, and the reverse as y := NOT c', () => {
    const vars = '  Sensor AT %IX0.4 : BOOL;\n  Other : BOOL;\n  Auto : BOOL;\n  Lamp AT %QX0.0 : BOOL;\n  Count : INT;';
    const ifElse = 'IF Sensor THEN\n  Lamp := TRUE;\nELSE\n  Lamp := FALSE;\nEND_IF;\n';
    expect(flags(vars, ifElse, 'Lamp := Sensor;\n')).toEqual([]);
    expect(flags(vars, 'Lamp := Sensor;\n', ifElse)).toEqual([]);
    expect(flags(vars, 'IF Sensor AND Auto THEN\n  Lamp := FALSE;\nELSE\n  Lamp := TRUE;\nEND_IF;\n', 'Lamp := NOT (Auto AND Sensor);\n')).toEqual([]);
    expect(flags(vars, 'IF NOT Sensor THEN\n  Lamp := FALSE;\nELSE\n  Lamp := TRUE;\nEND_IF;\n', 'Lamp := Sensor;\n')).toEqual([]);
    // Under an outer guard, the copy under the same guard.
    expect(flags(vars, `IF Auto THEN\n${ifElse}END_IF;\n`, 'IF Auto THEN\n  Lamp := Sensor;\nEND_IF;\n')).toEqual([]);
    // Not the same: another signal, the opposite value, another guard, or a branch that does more.
    expect(flags(vars, ifElse, 'Lamp := Other;\n')).not.toEqual([]);
    expect(flags(vars, ifElse, 'Lamp := NOT Sensor;\n')).not.toEqual([]);
    expect(flags(vars, ifElse, 'IF Auto THEN\n  Lamp := Sensor;\nEND_IF;\n')).not.toEqual([]);
    expect(flags(vars, 'IF Sensor THEN\n  Lamp := TRUE;\n  Count := Count + 1;\nELSE\n  Lamp := FALSE;\nEND_IF;\n', 'Lamp := Sensor;\n')).toContain('condition no-longer-read Sensor');
  });

  it('reads an element of a constant index as a signal of its own (aTon[2].Q), a variable index as the array', () => {
    const vars = '  aTon : ARRAY[0..2] OF TON;\n  i : INT;\n  Step : INT;\n  Arm AT %QX0.1 : BOOL;';
    const calls = 'aTon[2](IN := Step = 15, PT := T#500MS);\n';
    expect(flags(vars, `${calls}IF Step = 15 AND aTon[2].Q THEN\n  Step := 20;\nEND_IF;\n`, `${calls}IF Step = 15 THEN\n  Step := 20;\nEND_IF;\n`)).toContain('condition no-longer-read aTon[2].Q');
    expect(flags(vars, `${calls}IF Step = 15 AND aTon[i].Q THEN\n  Step := 20;\nEND_IF;\n`, `${calls}IF Step = 15 THEN\n  Step := 20;\nEND_IF;\n`)).toContain('condition no-longer-read aTon');
  });

  it("flags the signals of a condition removed around a switch-on of an output that stays, as a conjunct dropped from it", () => {
    const vars = '  aTon : ARRAY[0..2] OF TON;\n  Step : INT;\n  Ready : BOOL;\n  Note : BOOL;\n  Arm AT %QX0.1 : BOOL;';
    const wrapped = (body: string) => `CASE Step OF\n  15:\n    IF aTon[2].Q THEN\n${body}    END_IF;\nEND_CASE;\n`;
    const bare = (body: string) => `CASE Step OF\n  15:\n${body}END_CASE;\n`;
    // The IF around the output's switch-on gone, the write kept: it now switches on without the timer.
    expect(flags(vars, wrapped('      Arm := TRUE;\n'), bare('    Arm := TRUE;\n'))).toEqual(['condition no-longer-read aTon[2].Q !', 'write condition-changed Arm !']);
    // Around a variable that drives no output: no interlock to lose.
    expect(flags(vars, wrapped('      Note := TRUE;\n'), bare('    Note := TRUE;\n'))).toEqual(['condition no-longer-read aTon[2].Q', 'write condition-changed Note']);
    // The IF gone with its switch-on: the output is on in fewer cases, the condition is not an interlock removed.
    expect(flags(vars, wrapped('      Arm := TRUE;\n'), bare(''))).toContain('condition no-longer-read aTon[2].Q');
  });

  it('leaves a value handed on (a local no output, safety signal or condition reads) unflagged when its condition loses a safety signal', () => {
    const vars = '  fbInverter : FB_Inverter;\n  nFreq : INT;\n  nFreqManual : INT := 2000;\n  nMode : INT;\n  Jog : BOOL;\n  bFlapGuard : BOOL;\n  Rev : BOOL;\n  Belt AT %QX0.1 : BOOL;\n  wControl : WORD;';
    const tail = 'fbInverter(nFreqIn := nFreq, wControl => wControl);\nBelt := Rev;\nIF nMode = 1 THEN\n  Belt := FALSE;\nEND_IF;\n';
    const body = (guard: string) => `Rev := FALSE;\nIF ${guard} THEN\n  nFreq := nFreqManual;\n  nMode := nFreqManual;\n  Rev := TRUE;\nEND_IF;\n${tail}`;
    // The speed handed to the inverter moves nothing itself; the run command (Rev drives Belt) and the condition are flagged.
    // nMode, read by a condition, keeps its signal.
    expect(flags(vars, body('Jog AND bFlapGuard'), body('Jog'))).toEqual(['condition no-longer-read bFlapGuard !', 'write condition-changed Rev !', 'write condition-changed nFreq', 'write condition-changed nMode !']);
  });
});

describe('a switch-off in more cases, read as the docs read := 0', () => {
  it('holds an output off more often with FALSE, but a number that only drives one set to 0 is a step taken in more cases', () => {
    const vars = '  State : INT;\n  Confirm : BOOL;\n  AxisError : BOOL;\n  Top : BOOL;\n  Front : BOOL;\n  Power AT %QX0.2 : BOOL;\n  Lower AT %QX0.3 : BOOL;\n  Lift AT %QX0.4 : BOOL;';
    const body = (guard: string, hold: string) => `CASE State OF\n  10:\n    Power := TRUE;\n  99:\n    Power := FALSE;\n    IF ${guard} THEN\n      State := 0;\n    END_IF;\nEND_CASE;\nIF ${hold} THEN\n  Lower := TRUE;\n  Lift := FALSE;\nEND_IF;\n`;
    expect(flags(vars, body('Confirm AND NOT AxisError', 'NOT Top AND NOT Front'), body('Confirm', 'NOT Top'))).toEqual([
      'condition no-longer-read AxisError',
      'condition no-longer-read Front !',
      'write condition-changed Lift',
      'write condition-changed Lower !',
      // A step of the sequence (State drives Power) now taken while the error is still there.
      'write condition-changed State !',
    ]);
  });
});

describe('a switch-off that is an action of a step transition', () => {
  it('flags FALSE in a branch that also takes a step of a sequence, taken in more cases; not a switch-off beside no step', () => {
    const vars = '  Seq : INT;\n  Delay : TON;\n  Taken : BOOL;\n  Holder1 AT %QX0.1 : BOOL;\n  Holder2 AT %QX0.2 : BOOL;';
    const step = (guard: string, advance: string) => `CASE Seq OF\n  16:\n    Holder2 := TRUE;\n  20:\n    IF ${guard} THEN\n      Holder1 := TRUE;\n      Holder2 := FALSE;\n${advance}    END_IF;\nEND_CASE;\nDelay(IN := Seq = 20, PT := T#1S);\n`;
    const advance = '      Seq := 25;\n';
    expect(flags(vars, step('Delay.Q AND Taken', advance), step('Delay.Q', advance))).toEqual([
      'condition no-longer-read Taken !',
      'write condition-changed Holder1 !',
      // The holder opens before the carton is taken: the sequence's order, not an output held off.
      'write condition-changed Holder2 !',
      'write condition-changed Seq !',
    ]);
    // No step taken there: FALSE in more cases holds the output off more often.
    expect(flags(vars, step('Delay.Q AND Taken', ''), step('Delay.Q', ''))).toEqual(['condition no-longer-read Taken !', 'write condition-changed Holder1 !', 'write condition-changed Holder2']);
  });
});
