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

  it('leaves a switch-on removed while other writes remain unflagged where its guard reads the safety signal only as a permissive, also through a timer; a response stays flagged', () => {
    const vars = '    Start AT %IX0.0 : BOOL;\n    GuardOpen AT %IX0.1 : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    Lamp AT %QX0.1 : BOOL;\n    Horn AT %QX0.2 : BOOL;\n    tonDone : TON;\n    nBakes : INT;';
    const body = (lamp: string, horn: string) => `Heater := Start AND NOT GuardOpen;
tonDone(IN := Start AND NOT GuardOpen, PT := T#10M);
IF Start THEN
    Lamp := FALSE;
    Horn := FALSE;
END_IF;
IF tonDone.Q THEN
${lamp}    nBakes := nBakes + 1;
END_IF;
${horn}`;
    const lamp = '    Lamp := TRUE;\n';
    const horn = 'IF GuardOpen THEN\n    Horn := TRUE;\nEND_IF;\n';
    // The lamp lit only with the guard closed, never lit now: on in fewer cases.
    expect(flags(vars, body(lamp, horn), body('', horn))).toEqual(['write no-longer-written Lamp']);
    // The horn sounded on the guard opening: its switch-on was that signal's response.
    expect(flags(vars, body(lamp, horn), body(lamp, ''))).toEqual(['condition no-longer-read GuardOpen !', 'write no-longer-written Horn !']);
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
});
