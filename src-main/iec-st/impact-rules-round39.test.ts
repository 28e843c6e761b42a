// The rules fixed against the thirty-ninth independent round (docs/impact-accuracy.md, "Fixed against round 39").
import { describe, expect, it } from 'vitest';
import { impactLines, method, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

describe('rules of the thirty-ninth independent round', () => {
  it('flags a physical output whose switch-on guard is widened by an alternative, also where another output reads it as NOT x', () => {
    const vars = '    Cmd AT %IX0.0 : BOOL;\n    Closed AT %IX0.1 : BOOL;\n    Jog AT %IX0.2 : BOOL;\n    CloseValve AT %QX0.0 : BOOL;\n    OpenValve AT %QX0.1 : BOOL;';
    const body = (guard: string) => `IF Cmd AND ${guard} THEN\n    CloseValve := TRUE;\nEND_IF\nIF NOT Cmd THEN\n    CloseValve := FALSE;\nEND_IF\nOpenValve := NOT CloseValve;\n`;
    expect(flags(vars, body('Closed'), body('(Closed OR Jog)'))).toEqual(['condition newly-read Jog', 'write condition-changed CloseValve !']);
    // A trip that is no physical output, set in more cases, trips more often: stricter, its set unflagged.
    const trip = '    Cmd AT %IX0.0 : BOOL;\n    Over AT %IX0.1 : BOOL;\n    Jog AT %IX0.2 : BOOL;\n    Trip : BOOL;\n    Motor AT %QX0.0 : BOOL;';
    const tripBody = (guard: string) => `IF ${guard} THEN\n    Trip := TRUE;\nEND_IF\nIF NOT Cmd THEN\n    Trip := FALSE;\nEND_IF\nMotor := Cmd AND NOT Trip;\n`;
    expect(flags(trip, tripBody('Over'), tripBody('(Over OR Jog)'))).toEqual(['condition newly-read Jog', 'write condition-changed Trip']);
  });

  it("flags a step timer's preset given at the call where the step its Q starts switches a safety-relevant physical output", () => {
    const vars = '    // burner gas safety valve\n    gasValve AT %QX7.4 : BOOL;\n    fan AT %QX7.5 : BOOL;\n    step : INT;\n    purge : TON;\n    settle : TON;\n    eStopSeen : BOOL;';
    const body = (purge: string, settle: string) => `purge(IN := step = 1, PT := ${purge});\nsettle(IN := step = 3, PT := ${settle});\nIF purge.Q THEN\n    step := 2;\nEND_IF\nIF settle.Q THEN\n    step := 4;\nEND_IF\nIF step = 4 THEN\n    eStopSeen := FALSE;\nEND_IF\nfan := step >= 1;\ngasValve := step = 2 OR step = 3;\n`;
    expect(flags(vars, body('T#30S', 'T#2S'), body('T#5S', 'T#2S'))).toEqual(['constant value-changed purge.PT !']);
    // Counter-case: the later step only clears a flag named for safety (no physical output): the preset stays unflagged.
    expect(flags(vars, body('T#30S', 'T#2S'), body('T#30S', 'T#1S'))).toEqual(['constant value-changed settle.PT']);
  });

  it('flags a switch-off turned into a switch-on of a variable a branch reading a safety signal switches off elsewhere', () => {
    const vars = '    State : INT;\n    GuardClosed : BOOL;\n    StopButton : BOOL;\n    FillValve : BOOL;';
    const body = (idle: string, check: string) => `CASE State OF\n    0:\n        FillValve := ${idle};\n    10:\n        FillValve := TRUE;\n        IF ${check} THEN\n            FillValve := FALSE;\n        END_IF\nEND_CASE\n`;
    expect(flags(vars, body('FALSE', 'NOT GuardClosed'), body('TRUE', 'NOT GuardClosed'))).toEqual(['constant value-changed FillValve !']);
    // Switched off elsewhere only by a stop button: the signal lends nothing.
    expect(flags(vars, body('FALSE', 'StopButton'), body('TRUE', 'StopButton'))).toEqual(['constant value-changed FillValve']);
  });

  it("lends a condition's signals nothing from a lock's name where the lock is engaged in more cases or released in fewer", () => {
    const lock = (unlock: string, relock: string, name = 'GuardLockOn') => method('tonDelay : TON;', `tonDelay(IN := Stopped, PT := T#3S);\nIF ${unlock} THEN\n    ${name} := FALSE;\nELSIF ${relock} THEN\n    ${name} := TRUE;\nEND_IF\n`);
    const cyclic = (before: string, after: string) => impactLines('FB_Door.Cyclic', before, after);
    // Relocked without the door closed, or released only with it closed: stricter, only the write is flagged (by its name).
    expect(cyclic(lock('Request AND tonDelay.Q', 'DoorClosed AND NOT Request'), lock('Request AND tonDelay.Q', 'NOT Request'))).toEqual(['condition no-longer-read DoorClosed', 'write condition-changed GuardLockOn !']);
    expect(cyclic(lock('Request AND tonDelay.Q', 'NOT Request'), lock('Request AND tonDelay.Q AND DoorClosed', 'NOT Request'))).toEqual(['condition newly-read DoorClosed', 'write condition-changed GuardLockOn !']);
    // Released in more cases (without the standstill delay): the signal no longer read takes the lock's name.
    expect(cyclic(lock('Request AND tonDelay.Q', 'NOT Request'), lock('Request', 'NOT Request'))).toEqual(['condition no-longer-read tonDelay.Q !', 'write condition-changed GuardLockOn !']);
    // A guard's enable (no lock) switched on in more cases: its name still lends the condition's signal.
    const enable = (relock: string) => lock('Request AND tonDelay.Q', relock, 'GuardEnable');
    expect(cyclic(enable('DoorClosed AND NOT Request'), enable('NOT Request'))).toEqual(['condition no-longer-read DoorClosed !', 'write condition-changed GuardEnable !']);
  });
});
