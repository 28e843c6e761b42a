// The rules fixed against the thirty-ninth independent round (docs/impact-accuracy.md, "Fixed against round 39").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

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
});
