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

  it('reads a trip needed by an ELSIF as well as by the IF before it as a trip, not a signal read otherwise', () => {
    const vars = '    bStartUp AT %IX1.0 : BOOL;\n    bStartDown AT %IX1.1 : BOOL;\n    bTrip : BOOL;\n    tonStage : TON;\n    nStage : INT;\n    doUp AT %QX1.0 : BOOL;\n    doDown AT %QX1.1 : BOOL;';
    const body = (watch: string) =>
      `IF nStage = 0 THEN\n    IF bStartUp AND NOT bTrip THEN\n        nStage := 1;\n    ELSIF bStartDown AND NOT bTrip THEN\n        nStage := 2;\n    END_IF\nEND_IF\ndoUp := nStage = 1;\ndoDown := nStage = 2 OR nStage = 3;\ntonStage(IN := ${watch}, PT := T#40S);\nIF tonStage.Q THEN\n    bTrip := TRUE;\nEND_IF\nIF bTrip THEN\n    nStage := 0;\nEND_IF\n`;
    // The stage timeout watches one stage fewer: its trip comes in fewer cases.
    expect(flags(vars, body('nStage = 1 OR nStage = 2 OR nStage = 3'), body('nStage = 1 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN !']);
    // Watching one more stage trips in more cases: stricter, nothing lost.
    expect(flags(vars, body('nStage = 1 OR nStage = 2'), body('nStage = 1 OR nStage = 2 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN']);
  });

  it('reads a state set to a state whose CASE branch switches the outputs off as their switch-off, when its condition loses an alternative', () => {
    const vars = '    bRequired : BOOL;\n    bInsulationOk AT %IX1.0 : BOOL;\n    bFeedback AT %IX1.1 : BOOL;\n    eState : E_BusState;\n    doContactor AT %QX1.0 : BOOL;\n    doLamp AT %QX1.1 : BOOL;';
    const body = (exit: string, beside = '') =>
      `CASE eState OF\nE_BusState.Off:\n    doContactor := FALSE;\n    IF bRequired THEN\n        eState := E_BusState.On;\n    END_IF\nE_BusState.On:\n    doContactor := TRUE;\n    IF ${exit} THEN\n${beside}        eState := E_BusState.Off;\n    END_IF\nEND_CASE\n`;
    // The insulation fault no longer takes the bus to Off: the contactor stays closed on it.
    expect(flags(vars, body('NOT bRequired OR NOT bInsulationOk'), body('NOT bRequired'))).toEqual(['condition no-longer-read bInsulationOk !', 'write condition-changed eState !']);
    // Where the branch also switches an output off itself, that write carries the interlock: the step is its write's item only.
    const lamp = '        doLamp := FALSE;\n';
    expect(flags(vars, body('NOT bRequired OR NOT bInsulationOk', lamp), body('NOT bRequired', lamp))).toEqual(['condition no-longer-read bInsulationOk !', 'write condition-changed doLamp !', 'write condition-changed eState']);
    // A conjunct gained is a transition made stricter, not a lost alternative: the step's write is not flagged.
    expect(flags(vars, body('NOT bRequired'), body('NOT bRequired AND bFeedback'))).toEqual(['condition newly-read bFeedback', 'write condition-changed eState']);
  });
});
