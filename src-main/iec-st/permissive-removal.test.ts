// Permissives of physical outputs and their drivers: a switch-on that lost a conjunct or its condition, a switch-off
// removed or replaced, and a switch-off that runs in more cases (stricter, not flagged).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { flags, impact, methodFlags, program, reportLines } from './test-support/impact-lines.ts';

describe('a switch-on that lost a conjunct or its condition', () => {
  it("flags the ELSE switch-off of an IF/ELSE on an output, and the signal no longer read, when the IF loses a conjunct", () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ready : BOOL;\n  SelfTest : BOOL;\n  Cmd : BOOL;';
    const body = 'IF Ready AND NOT SelfTest THEN\n  Relay := Cmd;\nELSE\n  Relay := FALSE;\nEND_IF;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace(' AND NOT SelfTest', ''))))).toEqual([
      'condition no-longer-read SelfTest !',
      'write condition-changed Relay !',
      'write condition-changed Relay !',
    ]);
    // A stricter IF (a conjunct added) makes its ELSE switch off in more cases: nothing removed.
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('NOT SelfTest', 'NOT SelfTest AND Cmd'))))).not.toContain('write condition-changed Relay !');
  });

  it('flags an output whose value lost a conjunct inside an alternative (a stop button that no longer breaks the seal-in)', () => {
    const vars = '  Start AT %IX0.0 : BOOL;\n  Stop AT %IX0.1 : BOOL;\n  Jog : BOOL;\n  Ok : BOOL;\n  Motor AT %QX0.0 : BOOL;';
    const body = 'Motor := Ok AND (Jog AND Stop OR (Motor OR Start) AND Stop);';
    const report = impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor OR Start))')));
    expect(report.safetySignals).toEqual(['interlock removed: Motor']);
    // A conjunct added inside the alternative is stricter; the same terms reordered or regrouped let nothing more through.
    expect(impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor OR Start) AND Stop AND Ok)'))).safetySignals).toEqual([]);
    expect(impact(program(vars, body), program(vars, body.replace('(Motor OR Start) AND Stop)', '(Motor AND Stop OR Start AND Stop))'))).safetySignals).toEqual([]);
  });

  it('flags the signal a switch-on guard or a trip reset no longer reads, as it flags the write; not under a state set', () => {
    const vars = '  Go : BOOL;\n  Blocked : BOOL;\n  Ack : BOOL;\n  Busy : BOOL;\n  Mode : INT;\n  Pump AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;';
    const body = 'IF Go AND NOT Blocked THEN\n  Pump := TRUE;\nEND_IF;\nIF Ack AND NOT Busy THEN\n  Blocked := FALSE;\nEND_IF;\nIF Go AND Ack THEN\n  Mode := 2;\nEND_IF;\nLamp := Mode = 2;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IF Go AND NOT Blocked THEN', 'IF Go THEN')).toEqual(['condition no-longer-read Blocked !', 'write condition-changed Pump !']);
    // Blocked holds the pump off (a trip): its reset now runs while Busy, so the block can be reset away.
    expect(edit('IF Ack AND NOT Busy THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Busy !', 'write condition-changed Blocked !']);
    // A stricter switch-on is not flagged; a state set under a chain that lost a link is its write's item.
    expect(edit('IF Go AND NOT Blocked THEN', 'IF Go AND NOT Blocked AND Ack THEN')).toEqual(['condition newly-read Ack', 'write condition-changed Pump']);
    expect(edit('IF Go AND Ack THEN', 'IF Go THEN')).toEqual(['condition no-longer-read Ack', 'write condition-changed Mode !']);
  });

  it("flags the signals of a condition removed around a switch-on of an output that stays, as a conjunct dropped from it", () => {
    const vars = '  aTon : ARRAY[0..2] OF TON;\n  Step : INT;\n  Ready : BOOL;\n  Note : BOOL;\n  Arm AT %QX0.1 : BOOL;';
    const wrapped = (body: string) => `CASE Step OF\n  15:\n    IF aTon[2].Q THEN\n${body}    END_IF;\nEND_CASE;\n`;
    const bare = (body: string) => `CASE Step OF\n  15:\n${body}END_CASE;\n`;
    // The IF around the output's switch-on gone, the write kept: it now switches on without the timer.
    expect(flags(vars, wrapped('      Arm := TRUE;\n'), bare('    Arm := TRUE;\n'))).toEqual(['condition no-longer-read aTon[2].Q !', 'write condition-changed Arm !']);
    // Around a variable that drives no output: no interlock to lose.
    expect(flags(vars, wrapped('      Note := TRUE;\n'), bare('    Note := TRUE;\n'))).toEqual(['condition no-longer-read aTon[2].Q', 'write condition-changed Note']);
    // The IF gone with its switch-on: the output is on in fewer cases, the condition is not an interlock removed.
    expect(flags(vars, wrapped('      Arm := TRUE;\n'), bare(''))).toContain('condition no-longer-read aTon[2].Q');
  });

  it('flags a value that dropped a local permissive combining safety signals, as it dropped those signals', () => {
    const m = (body: string) => `METHOD Execute : BOOL\nVAR\n    bPermissive : BOOL;\n    bCupOk : BOOL;\nEND_VAR\n${body}`;
    const body = (value: string) => `bPermissive := bEStopOk AND bGuardClosed AND bAirOk;\nbCupOk := bCupPresent AND bLidPresent;\ndoConveyorRun := ${value};\n`;
    const run = (value: string) => {
      const report = analyzeImpact({ parts: [{ name: 'FB_Unit.Execute', before: m(body('fbConveyor.bActive AND bPermissive AND bCupOk')), after: m(body(value)) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`) : [];
    };
    expect(run('fbConveyor.bActive AND bCupOk')).toEqual(['write value-changed doConveyorRun !']);
    // One that combines no safety signal lends nothing.
    expect(run('fbConveyor.bActive AND bPermissive')).toEqual(['write value-changed doConveyorRun']);
  });

  it('flags a physical output whose switch-on guard is widened by an alternative, also where another output reads it as NOT x', () => {
    const vars = '    Cmd AT %IX0.0 : BOOL;\n    Closed AT %IX0.1 : BOOL;\n    Jog AT %IX0.2 : BOOL;\n    CloseValve AT %QX0.0 : BOOL;\n    OpenValve AT %QX0.1 : BOOL;';
    const body = (guard: string) => `IF Cmd AND ${guard} THEN\n    CloseValve := TRUE;\nEND_IF\nIF NOT Cmd THEN\n    CloseValve := FALSE;\nEND_IF\nOpenValve := NOT CloseValve;\n`;
    expect(flags(vars, body('Closed'), body('(Closed OR Jog)'))).toEqual(['condition newly-read Jog', 'write condition-changed CloseValve !']);
    // A trip that is no physical output, set in more cases, trips more often: stricter, its set unflagged.
    const trip = '    Cmd AT %IX0.0 : BOOL;\n    Over AT %IX0.1 : BOOL;\n    Jog AT %IX0.2 : BOOL;\n    Trip : BOOL;\n    Motor AT %QX0.0 : BOOL;';
    const tripBody = (guard: string) => `IF ${guard} THEN\n    Trip := TRUE;\nEND_IF\nIF NOT Cmd THEN\n    Trip := FALSE;\nEND_IF\nMotor := Cmd AND NOT Trip;\n`;
    expect(flags(trip, tripBody('Over'), tripBody('(Over OR Jog)'))).toEqual(['condition newly-read Jog', 'write condition-changed Trip']);
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

describe('a switch-off removed or replaced', () => {
  const flagged = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
  const prg = (vars: string, body: string) => `PROGRAM P\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;

  it('flags the last write of a physical output removed when its value was a conjunction: the output keeps its last value', () => {
    const vars = '  Belt AT %QX0.0 : BOOL;\n  Lamp AT %QX0.1 : BOOL;\n  Pulse : BOOL;\n  LineOn : BOOL;\n  Shown : BOOL;';
    const body = 'Belt := Pulse AND LineOn;\nLamp := NOT Shown;';
    expect(flagged(prg(vars, body), prg(vars, 'Lamp := NOT Shown;'))).toEqual(['write no-longer-written Belt !']);
    // Another write still switches it; a single term (a lamp copying a state) has no permissive to lose.
    expect(flagged(prg(vars, `${body}\nIF NOT LineOn THEN Belt := FALSE; END_IF`), prg(vars, 'Lamp := NOT Shown;\nIF NOT LineOn THEN Belt := FALSE; END_IF'))).toEqual(['write no-longer-written Belt']);
    expect(flagged(prg(vars, body), prg(vars, 'Belt := Pulse AND LineOn;'))).toEqual(['write no-longer-written Lamp']);
    // A variable that is no physical output keeps no machine part on.
    expect(flagged(prg(vars, `${body}\nShown := Pulse AND LineOn;`), prg(vars, body))).toEqual(['write no-longer-written Shown']);
  });

  it('flags the signals of a switch-off of a physical output removed with its condition, whatever the names; not one the output still reads', () => {
    const vars = '  Cmd : BOOL;\n  LimitOk : BOOL;\n  tonWatch : TON;\n  Step : INT;\n  Motor AT %QX0.0 : BOOL;\n  Heater AT %QW1 : INT;';
    const body = 'IF Cmd THEN\n  Motor := TRUE;\n  Heater := 500;\nEND_IF;\ntonWatch(IN := Motor, PT := T#5S);\nIF NOT Cmd OR tonWatch.Q OR NOT LimitOk THEN\n  Motor := FALSE;\n  Heater := 0;\n  Step := 99;\nEND_IF;\n';
    const removed = body.replace(/IF NOT Cmd OR[^]*$/, '');
    // Cmd still switches the motor and the heater on: the command keeps its role; the timeout and the limit are gone.
    expect(reportLines(impact(program(vars, body), program(vars, removed)))).toEqual([
      'condition no-longer-read Cmd',
      'condition no-longer-read LimitOk !',
      'condition no-longer-read tonWatch.Q !',
      'write no-longer-written Heater !',
      'write no-longer-written Motor !',
      'write no-longer-written Step',
    ]);
    // A condition that only guarded a state set lends nothing.
    const stateOnly = 'IF Cmd THEN\n  Motor := TRUE;\nEND_IF;\nIF NOT LimitOk THEN\n  Step := 99;\nEND_IF;\n';
    expect(reportLines(impact(program(vars, stateOnly), program(vars, stateOnly.replace(/IF NOT LimitOk[^]*$/, ''))))).toEqual(['condition no-longer-read LimitOk', 'write no-longer-written Step']);
  });

  it('flags a switch-off of an output or its driver replaced by a signal: the output is on where it was held off', () => {
    const vars = '  State : INT;\n  Jog : BOOL;\n  Start : BOOL;\n  Hot : BOOL;\n  Run : BOOL;\n  Note : BOOL;\n  Conveyor AT %QX0.0 : BOOL;\n  Motor AT %QX0.1 : BOOL;';
    const body = 'CASE State OF\n  0:\n    Conveyor := FALSE;\n  1:\n    Conveyor := TRUE;\nEND_CASE;\nIF Hot THEN\n  Run := FALSE;\nELSE\n  Run := Start;\nEND_IF;\nMotor := Run;\nNote := FALSE;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    // Normal operation (an idle state): the output, held off there, now follows the jog button.
    expect(edit('Conveyor := FALSE;', 'Conveyor := Jog;')).toEqual(['write value-changed Conveyor !']);
    // The trip's response: the driver no longer holds the motor off while hot.
    expect(edit('Run := FALSE;', 'Run := Jog;')).toEqual(['write value-changed Run !']);
    // A variable that drives no output: no interlock to lose.
    expect(edit('Note := FALSE;', 'Note := Jog;')).toEqual(['write value-changed Note']);
  });

  it('reads := 0 → := x as looser for a BOOL and, fail closed, for a physical output of any type; not for a number that drives one', () => {
    const vars = '  Jog : BOOL;\n  Demand : INT;\n  Next : INT;\n  Step : INT;\n  Run : BOOL;\n  Hot : BOOL;\n  Trip : BOOL;\n  Speed AT %QW0 : INT;\n  Motor AT %QX0.1 : BOOL;';
    const body = 'Speed := 0;\nRun := 0;\nStep := 0;\nTrip := FALSE;\nMotor := Run AND Step = 10 AND NOT Trip;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Speed := 0;', 'Speed := Demand;')).toEqual(['write value-changed Speed !']);
    expect(edit('Run := 0;', 'Run := Jog;')).toEqual(['write value-changed Run !']);
    // A step number: 0 is a value like any other, not a switch-off.
    expect(edit('Step := 0;', 'Step := Next;')).toEqual(['write value-changed Step']);
    // A trip that now follows a signal trips in more cases.
    expect(edit('Trip := FALSE;', 'Trip := Hot;')).toEqual(['write value-changed Trip']);
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

  it('flags a driver\'s `x := x AND c` removed: a switch-off written as an assignment', () => {
    const v = '    Run : BOOL;\n    Start AT %IX0.0 : BOOL;\n    Err : BOOL;\n    Valve AT %QX0.0 : BOOL;';
    const body = 'Run := Run AND NOT Err;\nIF Start THEN\n    Run := TRUE;\nEND_IF\nValve := Run;\n';
    expect(flags(v, body, body.replace('Run := Run AND NOT Err;\n', ''))).toEqual(['write no-longer-written Run !']);
    // A variable that drives no output keeps its item unflagged.
    expect(flags(v, body.replace('Valve := Run;\n', ''), body.replace('Run := Run AND NOT Err;\n', '').replace('Valve := Run;\n', ''))).toEqual(['write no-longer-written Run']);
  });
});

describe('a switch-off in more cases', () => {
  it("does not flag a switch-off that runs in more cases (its condition lost a conjunct); a trip's reset that does is flagged", () => {
    const vars = '  Top : BOOL;\n  Front : BOOL;\n  Ack : BOOL;\n  Clear : BOOL;\n  Fault : BOOL;\n  Run : BOOL;\n  Lift AT %QX0.0 : BOOL;\n  Lower AT %QX0.1 : BOOL;\n  Pump AT %QX0.2 : BOOL;';
    const body = 'IF NOT Top AND NOT Front THEN\n  Lower := TRUE;\n  Lift := FALSE;\nEND_IF;\nIF Ack AND Clear THEN\n  Fault := FALSE;\nEND_IF;\nPump := Run AND NOT Fault;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    // The lift relay is now switched off in more cases; the lowering relay, switched on in more, is flagged.
    expect(edit('IF NOT Top AND NOT Front THEN', 'IF NOT Top THEN')).toEqual(['condition no-longer-read Front !', 'write condition-changed Lift', 'write condition-changed Lower !']);
    // A trip reset in more cases: the pump runs again while what tripped it may still be there.
    expect(edit('IF Ack AND Clear THEN', 'IF Ack THEN')).toEqual(['condition no-longer-read Clear !', 'write condition-changed Fault !']);
  });

  it('holds an output off more often with FALSE, but a number that only drives one set to 0 is a step taken in more cases', () => {
    const vars = '  State : INT;\n  Confirm : BOOL;\n  AxisError : BOOL;\n  Top : BOOL;\n  Front : BOOL;\n  Power AT %QX0.2 : BOOL;\n  Lower AT %QX0.3 : BOOL;\n  Lift AT %QX0.4 : BOOL;';
    const body = (guard: string, hold: string) => `CASE State OF\n  10:\n    Power := TRUE;\n  99:\n    Power := FALSE;\n    IF ${guard} THEN\n      State := 0;\n    END_IF;\nEND_CASE;\nIF ${hold} THEN\n  Lower := TRUE;\n  Lift := FALSE;\nEND_IF;\n`;
    expect(flags(vars, body('Confirm AND NOT AxisError', 'NOT Top AND NOT Front'), body('Confirm', 'NOT Top'))).toEqual([
      'condition no-longer-read AxisError',
      'condition no-longer-read Front !',
      'write condition-changed Lift',
      'write condition-changed Lower !',
      // A step of the sequence (State drives Power) now taken while the error is still there.
      'write condition-changed State !',
    ]);
  });

  it('leaves a switch-off beside a switch-on unflagged where their condition lost a conjunct or gained an alternative; a latch reset stays flagged', () => {
    const vars = '    nCount : INT;';
    const branch = (c: string) => `IF ${c} THEN
    doExtend := TRUE;
    doRetract := FALSE;
END_IF
`;
    expect(methodFlags(vars, branch('bInterlockOk AND NOT bRetractReq'), branch('NOT bRetractReq'))).toEqual(['condition no-longer-read bInterlockOk !', 'write condition-changed doExtend !', 'write condition-changed doRetract']);
    expect(methodFlags(vars, branch('bInterlockOk AND NOT bRetractReq'), branch('(bInterlockOk OR bForce) AND NOT bRetractReq'))).toContain('write condition-changed doRetract');
    // The variable also set TRUE here: a latch (a fault) whose reset now runs in more cases.
    const latch = (c: string) => `IF NOT bGuardOk THEN
    bFault := TRUE;
END_IF
IF ${c} THEN
    bFault := FALSE;
END_IF
`;
    expect(methodFlags(vars, latch('bReset AND bGuardOk'), latch('bReset'))).toContain('write condition-changed bFault !');
  });

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

  it('reads a physical output that sets a watchdog trip as switched off, not reset, where its switch-off branch gains an alternative', () => {
    const vars = '    // safety chain healthy\n    bSafetyChainOk AT %IX5.0 : BOOL;\n    bOverload AT %IX5.1 : BOOL;\n    bRun : BOOL;\n    tonTravel : TON;\n    bTravelFault : BOOL;\n    doUp AT %QX5.0 : BOOL;\n    doBrake AT %QX5.1 : BOOL;';
    const body = (stop: string) => `doUp := bRun AND NOT bTravelFault;\ndoBrake := bRun;\ntonTravel(IN := doUp, PT := T#20S);\nIF tonTravel.Q THEN\n    bTravelFault := TRUE;\nEND_IF\nIF ${stop} THEN\n    doUp := FALSE;\n    doBrake := FALSE;\nEND_IF\n`;
    // Held off in more cases: only the alternative gained is news, as for the brake beside it.
    expect(flags(vars, body('NOT bSafetyChainOk'), body('NOT bSafetyChainOk OR bOverload'))).toEqual(['condition newly-read bOverload', 'write condition-changed doBrake', 'write condition-changed doUp']);
    // The branch losing an alternative still loses an interlock.
    expect(flags(vars, body('NOT bSafetyChainOk OR bOverload'), body('bOverload'))).toEqual(['condition no-longer-read bSafetyChainOk !', 'write condition-changed doBrake !', 'write condition-changed doUp !']);
  });
});
