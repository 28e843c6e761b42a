// `x S= c` is `IF c THEN x := TRUE` and `x R= c` is `IF c THEN x := FALSE` (CODESYS): what the writes make of each
// variable (an output's drivers, a trip latch and what sets it) reads both forms alike (permissives.ts, `latchesAsIf`).
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));
const asIf = (target: string, value: 'TRUE' | 'FALSE', condition: string) => `IF ${condition} THEN\n    ${target} := ${value};\nEND_IF\n`;
const asLatch = (target: string, value: 'TRUE' | 'FALSE', condition: string) => `${target} ${value === 'TRUE' ? 'S' : 'R'}= ${condition};\n`;

describe('S= and R= read as the IF they are', () => {
  it('a timer whose Q sets a trip latch by S= that holds a physical output off: no longer called, an interlock removed', () => {
    const vars = '    tonDry : TON;\n    DryRunTrip : BOOL;\n    Reset : BOOL;\n    NoFlow : BOOL;\n    Run : BOOL;\n    Pump AT %QX0.0 : BOOL;';
    for (const form of [asIf, asLatch]) {
      const rest = `${form('DryRunTrip', 'TRUE', 'tonDry.Q')}${form('DryRunTrip', 'FALSE', 'Reset')}Pump := Run AND NOT DryRunTrip;\n`;
      expect(flags(vars, `tonDry(IN := NoFlow, PT := T#5S);\n${rest}`, rest)).toEqual(['fb-call no-longer-called tonDry !']);
    }
  });

  it('a timer whose Q sets a trip latch by S=: its IN gaining a conjunct trips in fewer cases, as under IF', () => {
    const vars = '    tonDry : TON;\n    DryRunTrip : BOOL;\n    Reset : BOOL;\n    NoFlow : BOOL;\n    Run : BOOL;\n    Pump AT %QX0.0 : BOOL;';
    for (const form of [asIf, asLatch]) {
      const rest = `${form('DryRunTrip', 'TRUE', 'tonDry.Q')}${form('DryRunTrip', 'FALSE', 'Reset')}Pump := Run AND NOT DryRunTrip;\n`;
      expect(flags(vars, `tonDry(IN := NoFlow, PT := T#5S);\n${rest}`, `tonDry(IN := NoFlow AND Run, PT := T#5S);\n${rest}`)).toEqual(['fb-call inputs-changed tonDry.IN !']);
    }
  });

  it('a block input that copied a variable switched off by R= under a safety signal, now given another: interlock removed, as under IF', () => {
    const vars = '    bEStopOk AT %IX0.0 : BOOL;\n    bStartPb AT %IX0.1 : BOOL;\n    bRunProgram : BOOL;\n    fbRobot : FB_Robot;';
    for (const form of [asIf, asLatch]) {
      const body = (start: string) => `${form('bRunProgram', 'TRUE', 'bStartPb AND bEStopOk')}${form('bRunProgram', 'FALSE', 'NOT bEStopOk')}fbRobot(bPower := bEStopOk, bStart := ${start});\n`;
      expect(flags(vars, body('bRunProgram'), body('bStartPb'))).toEqual(['fb-call inputs-changed fbRobot.bStart !']);
    }
  });

  it('a lamp that copied a latch no safety signal sets, now FALSE: unflagged in either form (held off, it needs no override)', () => {
    const vars = '    Start AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    Fault : BOOL;\n    Valve AT %QX0.0 : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;';
    for (const form of [asIf, asLatch]) {
      const body = (lamp: string) => `${form('Fault', 'TRUE', 'Start')}${form('Fault', 'FALSE', 'Reset AND GuardDoorClosed')}Valve := Start AND NOT Fault;\nFaultLamp := ${lamp};\n`;
      expect(flags(vars, body('Fault'), body('FALSE'))).toEqual(['write now-constant FaultLamp']);
    }
  });

  it('a local read in an S= operand is read by a condition: its guard losing a safety check flags its write, as under IF', () => {
    const vars = '    bValid : BOOL;\n    bEStopOk : BOOL;\n    nSel : INT;\n    bSwitchLeft : BOOL;\n    bDone : BOOL;';
    const lines = [asIf, asLatch].map((form) => {
      const body = (guard: string) => `IF ${guard} THEN\n    bSwitchLeft := nSel = 1;\n    ${form('bDone', 'TRUE', 'bSwitchLeft AND bEStopOk')}END_IF\n`;
      return flags(vars, body('bValid AND bEStopOk'), body('bValid'));
    });
    expect(lines[0]).toContain('write condition-changed bSwitchLeft !');
    expect(lines[1]).toContain('write condition-changed bSwitchLeft !');
  });
});
