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

  it("flags an output that copied a timer's Q whose IN reads a safety signal, now given a value that signal does not reach", () => {
    const vars = '    Run AT %IX0.0 : BOOL;\n    GuardOpen AT %IX0.1 : BOOL;\n    Busy AT %IX0.2 : BOOL;\n    Fan AT %QX0.0 : BOOL;\n    Pump AT %QX0.1 : BOOL;\n    tofRunOn : TOF;\n    tonPump : TON;';
    const body = (fan: string, pump: string) => `tofRunOn(IN := Run AND NOT GuardOpen, PT := T#2M);
Fan := ${fan};
tonPump(IN := Run AND Busy, PT := T#2S);
Pump := ${pump};
`;
    // The guard switch no longer reaches the fan: it runs with the guard open.
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('Run', 'tonPump.Q'))).toEqual(['write value-changed Fan !']);
    // Still through the timer (stricter), or a timer that watches no safety signal: not flagged.
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('tofRunOn.Q AND Busy', 'tonPump.Q'))).toEqual(['write value-changed Fan']);
    expect(flags(vars, body('tofRunOn.Q', 'tonPump.Q'), body('tofRunOn.Q', 'Run'))).toEqual(['write value-changed Pump']);
  });

  it('reports a write now given a constant as now-constant also where its guards changed in the same edit', () => {
    const vars = '    Jam AT %IX0.0 : BOOL;\n    Loop AT %IX0.1 : BOOL;\n    EStopOk AT %IX0.2 : BOOL;\n    MotorDown AT %QX0.0 : BOOL;';
    const body = (c: string, v: string) => `IF ${c} THEN
    MotorDown := FALSE;
ELSE
    MotorDown := ${v};
END_IF;
`;
    expect(flags(vars, body('Jam OR Loop', 'EStopOk'), body('Loop', 'TRUE'))).toEqual(['condition no-longer-read Jam !', 'write condition-changed MotorDown !', 'write now-constant MotorDown !']);
    // Under the same guards, as before.
    expect(flags(vars, body('Jam OR Loop', 'EStopOk'), body('Jam OR Loop', 'TRUE'))).toEqual(['write now-constant MotorDown !']);
  });
});
