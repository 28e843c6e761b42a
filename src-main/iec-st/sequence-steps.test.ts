// Steps of a sequence: a switch-off that is an action of a step transition, a state set and its condition, and a
// number read as a step rather than a switch-on or a switch-off.
import { describe, expect, it } from 'vitest';
import { blockFlags, flags, impact, methodFlags, program, reportLines } from './test-support/impact-lines.ts';

describe('a step transition taken in more cases', () => {
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

  it('flags a driver switched off in a branch that also takes the step of the sequence selecting it, taken in more cases', () => {
    const vars = '  Step : INT;\n  AtTop : BOOL;\n  TableUp : BOOL;\n  Mode : INT;\n  cmdUp : BOOL;\n  cmdPump : BOOL;\n  DoUp AT %QX0.0 : BOOL;\n  DoPump AT %QX0.1 : BOOL;';
    const body = (guard: string, advance: string) => `CASE Step OF\n  30:\n    cmdUp := TRUE;\n    Step := 40;\n  40:\n    IF ${guard} THEN\n      cmdUp := FALSE;\n      cmdPump := FALSE;\n${advance}    END_IF;\nEND_CASE;\nDoUp := cmdUp;\nDoPump := cmdPump;\n`;
    // It selects the branch: an action of the transition, the frame released before the table is down. The commands
    // are copied whole into the outputs and read nowhere else (links, output-links.test.ts), so Step, in the
    // conditions of their writes, drives the outputs as where the CASE writes them: its step is flagged too.
    expect(flags(vars, body('AtTop AND NOT TableUp', '      Step := 0;\n'), body('AtTop', '      Step := 0;\n'))).toEqual(['condition no-longer-read TableUp', 'write condition-changed Step !', 'write condition-changed cmdPump !', 'write condition-changed cmdUp !']);
    // No step taken there: FALSE in more cases holds the drivers off more often.
    expect(flags(vars, body('AtTop AND NOT TableUp', ''), body('AtTop', ''))).toEqual(['condition no-longer-read TableUp', 'write condition-changed cmdPump', 'write condition-changed cmdUp']);
    // A state set beside it of a variable that neither drives an output nor selects the branch: no step of its sequence.
    expect(flags(vars, body('AtTop AND NOT TableUp', '      Mode := 2;\n'), body('AtTop', '      Mode := 2;\n'))).not.toContain('write condition-changed cmdUp !');
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
});

describe("a state set's condition", () => {
  it('does not flag a state set by a chain that lost a link other than the safety signal, where the state drives no output', () => {
    const vars = '  EStopPressed : BOOL; // e-stop pressed\n  OverTemp : BOOL;\n  State : INT;';
    const body = 'IF NOT EStopPressed AND NOT OverTemp THEN\n  State := 1;\nEND_IF;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace(' AND NOT OverTemp', ''))))).toEqual(['condition no-longer-read OverTemp', 'write condition-changed State']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('NOT EStopPressed AND ', ''))))).toEqual(['condition no-longer-read EStopPressed !', 'write condition-changed State !']);
  });

  it('does not lend a kept safety signal to a signal dropped from the condition of a state set; the step write is flagged', () => {
    const vars = '  Start : BOOL;\n  Auto : BOOL;\n  // guard door, TRUE = closed\n  DoorClosed : BOOL;\n  Step : INT;\n  eStep : E_Step;\n  Motor AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body = 'IF Start AND DoorClosed AND Auto THEN\n  Step := 10;\nEND_IF;\nIF Start AND DoorClosed AND GVL.Auto THEN\n  eStep := E_Step.Lower;\nEND_IF;\nMotor := Step = 10;\nLamp := eStep = E_Step.Lower;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to)), { globalLists: [{ name: 'GVL', declaration: 'VAR_GLOBAL\n  Auto : BOOL;\nEND_VAR' }] }));
    expect(edit('IF Start AND DoorClosed AND Auto THEN', 'IF Start AND DoorClosed THEN')).toEqual(['condition no-longer-read Auto', 'write condition-changed Step !']);
    expect(edit('IF Start AND DoorClosed AND GVL.Auto THEN', 'IF Start AND DoorClosed THEN')).toEqual(['condition no-longer-read GVL.Auto', 'write condition-changed eStep !']);
    // The safety signal itself dropped is flagged by its name.
    expect(edit('IF Start AND DoorClosed AND Auto THEN', 'IF Start AND Auto THEN')).toEqual(['condition no-longer-read DoorClosed !', 'write condition-changed Step !']);
  });

  it('judges a step whose condition only lost alternatives by what it lost: the safety signals kept gate or trigger it as before', () => {
    const vars = '    nStep : INT;';
    const start = (c: string) => `IF nStep = 10 AND ${c} AND bGuardClosed AND bEStopOk THEN\n    nStep := 20;\nEND_IF\n`;
    expect(methodFlags(vars, start('(bStartPb OR bStartSim)'), start('bStartPb'))).toEqual(['condition no-longer-read bStartSim', 'write condition-changed nStep']);
    const end = (c: string) => `IF ${c} THEN\n    nStep := 900;\nEND_IF\n`;
    expect(methodFlags(vars, end('bMoverError OR rtEStop.Q OR bStopPb'), end('rtEStop.Q OR bStopPb'))).toEqual(['condition no-longer-read bMoverError', 'write condition-changed nStep']);
    // The safety alternative lost is still flagged; a conjunct gained (the e-stop's branch now needing more) too.
    expect(methodFlags(vars, end('bMoverError OR rtEStop.Q OR bStopPb'), end('bMoverError OR bStopPb'))).toEqual(['condition no-longer-read rtEStop.Q !', 'write condition-changed nStep !']);
    expect(methodFlags(vars, end('NOT bEStopOk'), end('NOT bEStopOk AND bAuto'))).toContain('write condition-changed nStep !');
  });

  it('flags only the alternative of a removed branch over a state set that reads a safety signal', () => {
    const vars = '    nStep : INT;';
    const end = 'IF bMoverError OR rtEStop.Q OR bStopPb THEN\n    nStep := 900;\nEND_IF\n';
    expect(methodFlags(vars, `nStep := nStep;\n${end}`, 'nStep := nStep;\n')).toEqual(['condition no-longer-read bMoverError', 'condition no-longer-read bStopPb', 'condition no-longer-read rtEStop.Q !', 'write no-longer-written nStep !']);
    // A conjunction removed: each signal lends from the whole condition, as before.
    const start = 'IF bStartPb AND bEStopOk THEN\n    nStep := 10;\nEND_IF\n';
    expect(methodFlags(vars, `nStep := nStep;\n${start}`, 'nStep := nStep;\n')).toContain('condition no-longer-read bStartPb !');
  });

  it('lends the signals a state set\'s guard keeps nothing when another conjunct is swapped, as when one is dropped', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bEStopOk AT %IX5.0 : BOOL;\n    bStartPb AT %IX5.1 : BOOL;\n    rtStart : R_TRIG;\n    nStep : INT;\n    doPress AT %QX5.0 : BOOL;';
    const body = (start: string) => `rtStart(CLK := bStartPb);\nIF nStep = 0 AND ${start} AND bEStopOk THEN\n    nStep := 10;\nEND_IF\nIF nStep = 10 THEN\n    nStep := 0;\nEND_IF\ndoPress := nStep = 10 AND bEStopOk;\n`;
    // The step's write stays flagged (its guard reads the e-stop), so the card is still approve-once.
    expect(flags(vars, body('rtStart.Q'), body('bStartPb'))).toEqual(['condition newly-read bStartPb', 'condition no-longer-read rtStart.Q', 'write condition-changed nStep !']);
    // A state set under `NOT bEStopOk AND …` may be the e-stop's trip: its condition's items keep the signal.
    const trip = (start: string) => `rtStart(CLK := bStartPb);\nIF NOT bEStopOk AND ${start} THEN\n    nStep := 90;\nEND_IF\ndoPress := nStep = 10;\n`;
    expect(flags(vars, trip('rtStart.Q'), trip('bStartPb'))).toContain('condition no-longer-read rtStart.Q !');
    // A safety conjunct swapped is still news of its own.
    expect(flags(vars, body('rtStart.Q'), body('rtStart.Q').replace('rtStart.Q AND bEStopOk THEN', 'rtStart.Q AND bStartPb THEN'))).toContain('condition no-longer-read bEStopOk !');
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

describe('a number read as a step', () => {
  it('reads a number set to 1 under a switch-on guard that lost a conjunct as a step: the write is flagged, the signal dropped not', () => {
    const vars = '    doMotor AT %QX0.0 : BOOL;\n    nState : INT;\n    bRun : BOOL;\n    bStart : BOOL;\n    bFault : BOOL;';
    const steps = (c: string) => `CASE nState OF\n    0:\n        doMotor := FALSE;\n        IF ${c} THEN\n            nState := 1;\n        END_IF\n    1:\n        doMotor := TRUE;\n        IF NOT bStart THEN\n            nState := 2;\n        END_IF\n    2:\n        doMotor := FALSE;\n        nState := 0;\nEND_CASE\n`;
    expect(blockFlags(vars, steps('bStart AND NOT bFault'), steps('bStart'))).toEqual(['condition no-longer-read bFault', 'write condition-changed nState !']);
    // A number only ever given 0 and 1 is an on/off flag: 1 switches it on.
    const flag = (c: string) => `IF ${c} THEN\n    nState := 1;\nEND_IF\ndoMotor := nState = 1;\n`;
    expect(blockFlags(vars, flag('bStart AND NOT bFault'), flag('bStart'))).toEqual(['condition no-longer-read bFault !', 'write condition-changed nState !']);
    // A BOOL set to 1 is TRUE: a switch-on, the signal it no longer reads is flagged as before.
    const latch = (c: string) => `IF ${c} THEN\n    bRun := 1;\nEND_IF\ndoMotor := bRun;\n`;
    expect(blockFlags(vars, latch('bStart AND NOT bFault'), latch('bStart'))).toEqual(['condition no-longer-read bFault !', 'write condition-changed bRun !']);
  });

  it('reads a step set to 0 removed as another step, not a switch-off; a number copied to an output set to 0 still is one', () => {
    const vars = '    Valve AT %QX0.0 : BOOL;\n    nStep : INT;\n    bStart : BOOL;\n    bStop : BOOL;\n    bDone : BOOL;';
    const body = (reset: string) => `CASE nStep OF\n    0: IF bStart THEN nStep := 1; END_IF\n    1: Valve := TRUE;\n       IF bDone THEN nStep := 2; END_IF\n    2: Valve := FALSE;\n       nStep := 0;\nEND_CASE\nIF bStop THEN\n    Valve := FALSE;\n${reset}END_IF\n`;
    expect(flags(vars, body('    nStep := 0;\n'), body(''))).toEqual(['write no-longer-written nStep']);
    // A torque command zeroed where the run drops, copied to the drive: the drive keeps its last torque.
    const drive = '    Torque AT %QW0 : INT;\n    nCmd : INT;\n    nDemand : INT;\n    bRun : BOOL;';
    const zero = (off: string) => `IF bRun THEN\n    nCmd := nDemand;\nELSE\n${off}END_IF\nTorque := nCmd;\n`;
    expect(flags(drive, zero('    nCmd := 0;\n'), zero(''))).toEqual(['write no-longer-written nCmd !']);
  });
});
