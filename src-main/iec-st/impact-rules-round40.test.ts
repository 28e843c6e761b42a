// The rules fixed against the fortieth independent round (docs/impact-accuracy.md, "Fixed against round 40").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

describe('rules of the fortieth independent round', () => {
  const vars = '    StartPb AT %IX0.0 : BOOL;\n    Auto AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    StopPb AT %IX0.3 : BOOL;\n    Done : BOOL;\n    Running : BOOL;\n    Fault : BOOL;\n    Edge : R_TRIG;\n    Valve AT %QX0.0 : BOOL;';
  const latch = (set: string, reset: string) => `Edge(CLK := StartPb);\nRunning S= ${set};\nRunning R= ${reset};\nValve := Running AND NOT Fault;\n`;

  it('reads the operand of S= and R= as the condition of a TRUE or FALSE written under it (IEC 61131-3)', () => {
    const set = 'Edge.Q AND Auto';
    // A reset that lost an alternative runs in fewer cases: an interlock removed, as `IF … THEN Running := FALSE`.
    expect(flags(vars, latch(set, 'NOT StopPb OR Done'), latch(set, 'NOT StopPb'))).toEqual(['write value-changed Running !']);
    // One that lost a conjunct runs in more cases: the driver is held off more often.
    expect(flags(vars, latch(set, 'NOT StopPb AND Done'), latch(set, 'NOT StopPb'))).toEqual(['write value-changed Running']);
    // A set that lost a conjunct still runs in more cases.
    expect(flags(vars, latch(set, 'NOT StopPb'), latch('Edge.Q', 'NOT StopPb'))).toEqual(['write value-changed Running !']);
  });

  it('flags a switch-on of a driver now taken on the level an edge trigger watched, not on its edge', () => {
    const reset = 'NOT StopPb';
    expect(flags(vars, latch('Edge.Q AND Auto AND GuardDoorClosed', reset), latch('StartPb AND Auto AND GuardDoorClosed', reset))).toEqual(['write value-changed Running !']);
    const ifs = (set: string) => `Edge(CLK := StartPb);\nIF ${set} THEN\n    Running := TRUE;\nEND_IF\nIF NOT StopPb THEN\n    Running := FALSE;\nEND_IF\nValve := Running AND NOT Fault;\n`;
    expect(flags(vars, ifs('Edge.Q AND Auto'), ifs('StartPb AND Auto'))).toContain('write condition-changed Running !');
    // Another signal for the edge is no weakening the code shows: the switch-on's write stays unflagged.
    expect(flags(vars, ifs('Edge.Q AND Auto'), ifs('Done AND Auto'))).toContain('write condition-changed Running');
    // Nor a whole condition replaced by the level, no other conjunct kept (round 35's sounder test): another condition.
    expect(flags(vars, ifs('Edge.Q'), ifs('StartPb'))).toContain('write condition-changed Running');
  });

  it('flags a driver\'s `x := x AND c` removed: a switch-off written as an assignment', () => {
    const v = '    Run : BOOL;\n    Start AT %IX0.0 : BOOL;\n    Err : BOOL;\n    Valve AT %QX0.0 : BOOL;';
    const body = 'Run := Run AND NOT Err;\nIF Start THEN\n    Run := TRUE;\nEND_IF\nValve := Run;\n';
    expect(flags(v, body, body.replace('Run := Run AND NOT Err;\n', ''))).toEqual(['write no-longer-written Run !']);
    // A variable that drives no output keeps its item unflagged.
    expect(flags(v, body.replace('Valve := Run;\n', ''), body.replace('Run := Run AND NOT Err;\n', '').replace('Valve := Run;\n', ''))).toEqual(['write no-longer-written Run']);
  });

  const guard = '    Start AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    GuardDoorClosed AT %IX0.2 : BOOL;\n    ServiceKey AT %IX0.3 : BOOL;\n    Fault : BOOL;\n    Valve AT %QX0.0 : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;\n    LampOut : BOOL;';
  const guarded = (set: string, lamp = 'Fault') => `Fault S= ${set};\nFault R= Reset AND GuardDoorClosed;\nValve := Start AND NOT Fault;\nFaultLamp := ${lamp};\n`;

  it('takes a latch set by `S=` with a safety signal as a whole alternative of its operand for that signal\'s trip latch', () => {
    // The set gained a conjunct: it trips in fewer cases.
    expect(flags(guard, guarded('NOT GuardDoorClosed'), guarded('NOT GuardDoorClosed AND NOT ServiceKey'))).toEqual(['write value-changed Fault !']);
    // A latch no safety signal sets is no trip latch: its set gaining a conjunct stays unflagged.
    expect(flags(guard, guarded('Start'), guarded('Start AND NOT ServiceKey'))).toEqual(['write value-changed Fault']);
  });

  it('flags a lamp (a physical output) that showed a safety signal\'s trip latch and is now a constant', () => {
    expect(flags(guard, guarded('NOT GuardDoorClosed'), guarded('NOT GuardDoorClosed', 'FALSE'))).toEqual(['write now-constant FaultLamp !']);
    // A latch no safety signal sets lends the lamp nothing, nor does the latch lend a POU's variable anything.
    expect(flags(guard, guarded('Start'), guarded('Start', 'FALSE'))).toEqual(['write now-constant FaultLamp']);
    const lamp = (value: string) => `${guarded('NOT GuardDoorClosed')}LampOut := ${value};\n`;
    expect(flags(guard, lamp('Fault'), lamp('FALSE'))).toEqual(['write now-constant LampOut']);
  });

  it('leaves an ELSIF\'s write alone where its own condition dropped a conjunct the same IF\'s earlier branch implies', () => {
    const v = '    Start AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    Pending : INT;\n    Error : BOOL;\n    Horn AT %QX0.0 : BOOL;';
    const body = (elsif: string) => `IF Start OR Pending <> 0 THEN\n    Error := TRUE;\nELSIF ${elsif} THEN\n    Error := FALSE;\nEND_IF\nHorn := Error;\n`;
    // `NOT (… OR n <> 0)` already holds only where `n = 0` (IEC 61131-3): the reset runs in the same cases.
    expect(flags(v, body('Reset AND Pending = 0'), body('Reset'))).toEqual(['condition no-longer-read Pending']);
    // A conjunct the earlier branch does not imply: the reset runs in more cases.
    expect(flags(v, body('Reset AND Pending < 5'), body('Reset')).some((l) => l.startsWith('write condition-changed Error'))).toBe(true);
    // An outer IF's ELSE around the branch is not read so: its check gone from the inner IF stays an item.
    const nested = (inner: string) => `IF Pending <> 0 THEN\n    Error := TRUE;\nELSE\n    CASE Pending OF\n    0:\n        IF ${inner} THEN\n            Error := FALSE;\n        END_IF\n    END_CASE\nEND_IF\nHorn := Error;\n`;
    expect(flags(v, nested('Reset AND Pending = 0'), nested('Reset')).some((l) => l.startsWith('write condition-changed Error'))).toBe(true);
  });

  it('flags a step set beside a driver\'s switch-on whose condition lost a conjunct, under a guard still reading a safety signal', () => {
    const v = '    Free AT %IX0.0 : BOOL;\n    // safety relay of the belt\'s guard doors\n    ChainOk AT %IX0.1 : BOOL;\n    Ready AT %IX0.2 : BOOL;\n    Running : BOOL;\n    Step : INT;\n    Drive AT %QX0.0 : BOOL;';
    const body = (cond: string, run = '    Running := TRUE;\n') => `IF Step = 10 THEN\n    IF ${cond} THEN\n${run}        Step := 20;\n    END_IF\nEND_IF\nDrive := Running AND ChainOk;\n`;
    expect(flags(v, body('Free AND ChainOk AND Ready'), body('ChainOk AND Ready'))).toContain('write condition-changed Step !');
    // A step set alone under that chain (no driver switched on beside it) keeps the chain's rule: only what it lost counts.
    expect(flags(v, body('Free AND ChainOk AND Ready', ''), body('ChainOk AND Ready', ''))).toContain('write condition-changed Step');
    // So does a state that selects no driver's write (round 39's clamp state): its write's item only.
    const state = (cond: string) => `IF ${cond} THEN\n    Running := TRUE;\n    Step := 20;\nEND_IF\nDrive := Running AND ChainOk;\n`;
    expect(flags(v, state('Free AND ChainOk AND Ready'), state('ChainOk AND Ready'))).toContain('write condition-changed Step');
  });

  it('flags a flag computed from a safety signal that guards a physical output\'s switch-off when it loses any alternative', () => {
    const v = '    Night AT %IX0.0 : BOOL;\n    LampFault AT %IX0.1 : BOOL;\n    // conflict monitor, a safety relay: TRUE = no conflicting greens\n    MonitorOk AT %IX0.2 : BOOL;\n    Blink : BOOL;\n    Flash : BOOL;\n    Green AT %QX0.0 : BOOL;\n    Amber AT %QX0.1 : BOOL;';
    const body = (value: string) => `Flash := ${value};\nIF Flash THEN\n    Green := FALSE;\n    Amber := Blink;\nELSE\n    Green := TRUE;\n    Amber := FALSE;\nEND_IF\n`;
    expect(flags(v, body('Night OR LampFault OR NOT MonitorOk'), body('LampFault OR NOT MonitorOk'))).toEqual(['write value-changed Flash !']);
    // Computed from no safety signal, the flag that loses an alternative is a mode like another.
    expect(flags(v, body('Night OR LampFault'), body('LampFault'))).toEqual(['write value-changed Flash']);
  });

  it('leaves the ELSIF reset of a variable read both ways unflagged where only the IF that set it lost an alternative', () => {
    const v = '    Start AT %IX0.0 : BOOL;\n    PowerOn AT %IX0.1 : BOOL;\n    Reset AT %IX0.2 : BOOL;\n    Pending : INT;\n    Error : BOOL;\n    Run : BOOL;\n    Valve AT %QX0.0 : BOOL;\n    Horn AT %QX0.1 : BOOL;';
    const body = (set: string, read = 'Horn := Error;\n') => `Run := Run AND NOT Error;\nIF ${set} THEN\n    Error := TRUE;\nELSIF Reset THEN\n    Error := FALSE;\nEND_IF\nValve := Run;\n${read}`;
    // The horn copies Error, the run flag reads NOT Error: the set's item is the news, the reset's follows it.
    expect(flags(v, body('(Start AND NOT PowerOn) OR Pending <> 0'), body('Pending <> 0'))).toEqual(['condition no-longer-read PowerOn', 'condition no-longer-read Start', 'write condition-changed Error', 'write condition-changed Error']);
    // A trip read only as one (no horn): its reset run in more cases still is flagged.
    expect(flags(v, body('(Start AND NOT PowerOn) OR Pending <> 0', ''), body('Pending <> 0', '')).filter((l) => l.startsWith('write'))).toContain('write condition-changed Error !');
  });

  it('reads a physical output switched on under a safety permissive that now needs one more conjunct as stricter, not a trip set in fewer cases', () => {
    const v = '    bGasInterlockOk AT %IX0.0 : BOOL;\n    Mode : INT;\n    Purge AT %QX0.0 : BOOL;';
    const body = (guard: string) => `Purge := FALSE;\nIF ${guard} THEN\n    Purge := TRUE;\nEND_IF\n`;
    expect(flags(v, body('bGasInterlockOk'), body('bGasInterlockOk AND Mode = 2'))).toEqual(['condition newly-read Mode', 'write condition-changed Purge']);
    // A fault latch the guard's unsafe side sets (no physical output) set in fewer cases still trips less: flagged.
    const latch = '    GuardDoorClosed AT %IX0.2 : BOOL;\n    Auto AT %IX0.1 : BOOL;\n    Fault : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;';
    const sets = (set: string) => `Fault S= ${set};\nFaultLamp := Fault;\n`;
    expect(flags(latch, sets('NOT GuardDoorClosed'), sets('NOT GuardDoorClosed AND Auto'))).toContain('write value-changed Fault !');
  });
});
