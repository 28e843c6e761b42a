// The rules fixed against the twenty-seventh independent round (docs/impact-accuracy.md, "Fixed against round 27").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('pous/programs/Cell.st', program(vars, before), program(vars, after));

describe('rules of the twenty-seventh independent round', () => {
  it('leaves a physical output switched off in more cases unflagged, also where it is switched on elsewhere; a latched fault reset in more cases stays flagged', () => {
    const vars = '    Run AT %IX0.0 : BOOL;\n    GuardClosed AT %IX0.1 : BOOL;\n    Cold : BOOL;\n    Hot : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    Fault : BOOL;';
    const heating = (c: string) => `IF ${c} THEN
    IF Cold THEN
        Heater := TRUE;
    ELSIF Hot THEN
        Heater := FALSE;
    END_IF;
ELSE
    Heater := FALSE;
END_IF;
`;
    // The switch-on and the ELSE's switch-off (fewer cases) are flagged; the inner switch-off (more cases) is not.
    expect(flags(vars, heating('Run AND GuardClosed'), heating('Run'))).toEqual([
      'condition no-longer-read GuardClosed !',
      'write condition-changed Heater',
      'write condition-changed Heater !',
      'write condition-changed Heater !',
    ]);
    // A fault (no output) set and reset here: its reset in more cases is a trip reset in more cases.
    const latch = (c: string) => `IF NOT GuardClosed THEN
    Fault := TRUE;
END_IF;
IF ${c} THEN
    Fault := FALSE;
END_IF;
`;
    expect(flags(vars, latch('Run AND GuardClosed'), latch('Run'))).toContain('write condition-changed Fault !');
  });
});
