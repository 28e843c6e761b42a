// The rules fixed against the forty-fourth independent round (docs/impact-accuracy.md, "Fixed against round 44").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

describe('rules of the forty-fourth independent round', () => {
  it("pairs a trip's reset with the reset when its set and reset branches became the reset alone, and flags what the reset no longer waits for", () => {
    const vars = '    Hi AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    RunCmd AT %IX0.2 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    Trip : BOOL;\n    Tripped : BOOL;\n    Other : BOOL;';
    const body = (latch: string) => `${latch}Tripped := Trip OR Other;\nPump := RunCmd AND NOT Tripped;\n`;
    const before = 'IF Hi THEN\n    Trip := TRUE;\nELSIF Reset THEN\n    Trip := FALSE;\nEND_IF\n';
    expect(flags(vars, body(before), body('IF Reset THEN\n    Trip := FALSE;\nEND_IF\n'))).toEqual(['condition no-longer-read Hi !', 'write condition-changed Trip !', 'write no-longer-written Trip !']);
    // Counter-case: a demand (no trip) keeps the order it was written in, and its condition keeps its own safety.
    const demand = (latch: string) => `${latch}Pump := RunCmd AND Trip;\n`;
    expect(flags(vars, demand(before), demand('IF Reset THEN\n    Trip := FALSE;\nEND_IF\n'))).not.toContain('condition no-longer-read Hi !');
  });

  it("flags a new reset of a trip latch the old version set: the trip is cleared in more cases", () => {
    const vars = '    Hi AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    Hand AT %IX0.2 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    Trip : BOOL;\n    Note : BOOL;';
    const body = (hand: string) => `IF Hi THEN\n    Trip := TRUE;\nELSIF Reset THEN\n    Trip := FALSE;\nEND_IF\nIF Hand THEN\n    Note := TRUE;\n${hand}END_IF\nPump := Hand AND NOT Trip;\n`;
    expect(flags(vars, body(''), body('    Trip := FALSE;\n'))).toEqual(['write newly-written Trip !']);
    // Counter-case: a new set of the trip trips in more cases, only news.
    expect(flags(vars, body(''), body('    Trip := TRUE;\n'))).toEqual(['write newly-written Trip']);
  });

  it('flags a trip computed every scan that gained a conjunct: it trips in fewer cases', () => {
    const vars = '    A AT %IX0.0 : BOOL;\n    B AT %IX0.1 : BOOL;\n    Bypass AT %IX0.2 : BOOL;\n    Run AT %IX0.3 : BOOL;\n    Contactor AT %QX0.0 : BOOL;\n    Tripped : BOOL;';
    const body = (value: string) => `Tripped := ${value};\nContactor := Run AND NOT Tripped;\n`;
    expect(flags(vars, body('A OR NOT B'), body('(A OR NOT B) AND NOT Bypass'))).toEqual(['write value-changed Tripped !']);
    // Counter-case: gained an alternative, it trips in more cases; only news.
    expect(flags(vars, body('A OR NOT B'), body('A OR NOT B OR Bypass'))).toEqual(['write value-changed Tripped']);
  });

  it("flags a timer's IN now FALSE where a variable given its Q is a trip the outputs read as NOT x", () => {
    const vars = '    Level AT %IW0 : INT;\n    Demand AT %IX0.0 : BOOL;\n    Pump AT %QX0.0 : BOOL;\n    DryTmr : TON;\n    LevelLow : BOOL;';
    const body = (input: string, read = 'NOT LevelLow') => `DryTmr(IN := ${input}, PT := T#3S);\nLevelLow := DryTmr.Q;\nPump := Demand AND ${read};\n`;
    expect(flags(vars, body('Level < 800'), body('FALSE'))).toEqual(['fb-call inputs-changed DryTmr.IN !']);
    // Counter-case: a Q copied into what the pump needs (no trip): judged as before.
    expect(flags(vars, body('Level < 800', 'LevelLow'), body('FALSE', 'LevelLow'))).not.toContain('fb-call inputs-changed DryTmr.IN !');
  });

  it('names the array for an element written under a FOR loop indexed by its variable', () => {
    const vars = '    aIn : ARRAY[0..7] OF BOOL;\n    aLatched : ARRAY[0..7] OF BOOL;\n    i : INT;\n    k : INT;';
    const body = (write: string) => `FOR i := 0 TO 7 DO\n    IF aIn[i] THEN\n${write}    END_IF\nEND_FOR\n`;
    expect(flags(vars, body('        aLatched[i] := TRUE;\n'), body(''))).toEqual(['write no-longer-written aLatched']);
    // Counter-case: an index that is no loop variable names the element.
    expect(flags(vars, body('        aLatched[k] := TRUE;\n'), body(''))).toEqual(['write no-longer-written aLatched[k]']);
  });

  it("leaves a text or a severity handed on beside a safety trip's reset unflagged, even where a first-out check reads it", () => {
    const vars = '    (* gas detector, TRUE = gas; trips the skid through the safety relay *)\n    bGasDetected AT %IX0.0 : BOOL;\n    bAck AT %IX0.1 : BOOL;\n    bAlarm AT %IX0.2 : BOOL;\n    bTrip AT %QX0.0 : BOOL;\n    Lamp AT %QX0.1 : BOOL;\n    sFirstOut : STRING(40);\n    iSeverity : INT;';
    const body = (reset: string, check = "    sFirstOut := 'ALARM';\n    iSeverity := 2;\n") => `IF bGasDetected AND NOT bTrip THEN\n    bTrip := TRUE;\nEND_IF\nIF bAlarm AND sFirstOut = '' THEN\n${check}END_IF\nIF bAck AND NOT bGasDetected THEN\n    bTrip := FALSE;\n${reset}END_IF\nLamp := bAlarm OR bTrip;\n`;
    const reset = "    sFirstOut := '';\n    iSeverity := 0;\n";
    expect(flags(vars, body(reset), body("    sFirstOut := '';\n"))).toEqual(['write no-longer-written iSeverity']);
    expect(flags(vars, body(reset), body('    iSeverity := 0;\n'))).toEqual(['write no-longer-written sFirstOut']);
    // Counter-case: a flag (no code) beside the reset keeps what its guards lend.
    const flagVars = vars.replace('    iSeverity : INT;', '    iSeverity : INT;\n    bNote : BOOL;');
    expect(flags(flagVars, body(`${reset}    bNote := FALSE;\n`), body(reset))).toEqual(['write no-longer-written bNote !']);
  });
});
