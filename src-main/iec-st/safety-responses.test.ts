// A safety signal's response and the normal operation it permits: what a guard reading a safety signal lends the
// writes under it, a value on its unsafe side, what a safety branch switches off, and a lock engaged or released.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { flags, impact, impactLines, method, program, reportLines } from './test-support/impact-lines.ts';

describe('normal operation a safety signal permits', () => {
  const flagged = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
  const prg = (vars: string, body: string) => `PROGRAM P\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;

  it('takes no safety from a trip branch not taken when an output is left on in fewer cases after it; its own response counts', () => {
    const vars = '  xGuardClosed AT %IX0.0 : BOOL;\n  xReady AT %IX0.1 : BOOL;\n  xWanted : BOOL;\n  xHold : BOOL;\n  xPower AT %QX0.0 : BOOL;\n  xRun AT %QX0.1 : BOOL;';
    const chain = (first: string, rest: string, tail = '') => prg(vars, `IF NOT xGuardClosed THEN\n  ${first}\nELSIF NOT xReady THEN\n  xPower := TRUE;\nELSE\n  ${rest}\nEND_IF${tail}`);
    const trip = 'xPower := FALSE;\n  xRun := FALSE;';
    // A stricter value and a new switch-off after the trip branch: normal operation, on in fewer cases.
    expect(flagged(chain(trip, 'xRun := TRUE;'), chain(trip, 'xRun := xWanted;'))).toEqual(['write value-changed xRun']);
    expect(flagged(chain(trip, 'xRun := TRUE;'), chain(trip, 'xRun := TRUE;\n  xPower := FALSE;'))).toEqual(['write newly-written xPower']);
    // A switch-on removed there, the output still written elsewhere: on in fewer cases too.
    expect(flagged(chain(trip, 'xRun := TRUE;\n  xPower := TRUE;'), chain(trip, 'xRun := TRUE;'))).toEqual(['write no-longer-written xPower']);
    // A looser value there, or a first branch that is no trip (it also switches something on), keeps the guard's signal.
    expect(flagged(chain(trip, 'xRun := xWanted;'), chain(trip, 'xRun := TRUE;'))).toEqual(['write now-constant xRun !']);
    const mixed = 'xPower := FALSE;\n  xRun := xWanted;';
    expect(flagged(chain(mixed, 'xRun := TRUE;'), chain(mixed, 'xRun := xWanted;'))).toEqual(['write value-changed xRun !']);
    // A trip (outputs read it as NOT x) set in fewer cases there is an interlock lost: the guard still counts.
    const held = (rest: string) => chain(trip, rest, '\nxRun := xRun AND NOT xHold;');
    expect(flagged(held('xHold := TRUE;'), held('xHold := xWanted;'))).toEqual(['write value-changed xHold !']);
    const nested = 'xPower := FALSE;\n  IF xWanted THEN xRun := TRUE; END_IF';
    expect(flagged(chain(nested, 'xRun := TRUE;'), chain(nested, 'xRun := xWanted;'))).toEqual(['write value-changed xRun !']);
  });

  it('does not lend a guard to a counter step, nor a branch that runs because an earlier safety branch did not', () => {
    const vars = '  (* guard door interlock *)\n  FenceOk AT %IX0.0 : BOOL;\n  Done : BOOL;\n  Parts : DINT;\n  Fault : INT;\n  Mode : INT;';
    const body = 'IF NOT FenceOk THEN\n  Mode := 9;\nELSIF Done THEN\n  Fault := 201;\nEND_IF;\nIF FenceOk THEN\n  Parts := Parts + 1;\nEND_IF;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Fault := 201', 'Fault := 205'))))).toEqual(['constant value-changed Fault']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Parts + 1', 'Parts + 2'))))).toEqual(['constant value-changed Parts']);
    // The safety branch's own response still counts.
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Mode := 9', 'Mode := 8'))))).toEqual(['constant value-changed Mode !']);
  });

  it('lends no permissive read positively to another number written to a local code nothing reads', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bDrivesReleased AT %IX5.0 : BOOL;\n    bManual : BOOL;\n    nInfo : INT;\n    nMode : INT;\n    doHeater AT %QX5.0 : BOOL;';
    const body = (code: string, read = '') => `IF bDrivesReleased THEN\n    IF bManual THEN\n        nInfo := ${code};\n    END_IF\nELSE\n    nInfo := 3;\nEND_IF\n${read}`;
    const heater = 'doHeater := bManual AND bDrivesReleased;\n';
    expect(flags(vars, body('1', heater), body('5', heater))).toEqual(['constant value-changed nInfo']);
    // The e-stop's own response still lends its guard.
    const response = (code: string) => `${heater}IF NOT bDrivesReleased THEN\n    nInfo := ${code};\nEND_IF\n`;
    expect(flags(vars, response('3'), response('4'))).toEqual(['constant value-changed nInfo !']);
    // Read by a condition, the code may select what the machine does: the guard's signal still counts.
    const read = `${heater}IF nInfo = 1 THEN\n    doHeater := TRUE;\nEND_IF\n`;
    expect(flags(vars, body('1', read), body('5', read))).toEqual(['constant value-changed nInfo !']);
  });

  it('lends no permissive read positively to a constant now written to a driver in normal operation', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bDrivesReleased AT %IX5.0 : BOOL;\n    bAutoTune : BOOL;\n    fbPwm : FB_Pwm;\n    fbPid : FB_TempPid;\n    doHeater AT %QX5.0 : BOOL;';
    const body = (duty: string) => `IF bDrivesReleased THEN\n    IF bAutoTune THEN\n        fbPwm.rDuty := ${duty};\n    END_IF\nELSE\n    fbPwm.bEnable := FALSE;\nEND_IF\nfbPid();\nfbPwm();\ndoHeater := fbPwm.bOut AND bDrivesReleased;\n`;
    expect(flags(vars, body('fbPid.rHeat'), body('1.0'))).toEqual(['write now-constant fbPwm.rDuty']);
    // The e-stop's response (a guard reading it negated) still lends it.
    const response = (duty: string) => `IF NOT bDrivesReleased THEN\n    fbPwm.rDuty := ${duty};\nEND_IF\nfbPwm();\ndoHeater := fbPwm.bOut AND bDrivesReleased;\n`;
    expect(flags(vars, response('0.0'), response('0.5'))).toEqual(['constant value-changed fbPwm.rDuty !']);
  });
});

describe("a safety signal's response", () => {
  it('reads a guard flag computed from a safety signal as that signal, on the side where it is its response', () => {
    const vars = '    bRun : BOOL;\n    bGuardClosed : BOOL;\n    bHold : BOOL;\n    rSpeed : REAL;\n    nMode : INT;';
    const body = (held: string, free: string) => `bHold := NOT bRun OR NOT bGuardClosed;\nIF bHold THEN\n    rSpeed := ${held};\nEND_IF\nIF NOT bHold THEN\n    nMode := ${free};\nEND_IF\n`;
    // The speed given while the guard is open: the guard's response.
    expect(flags(vars, body('0.0', '1'), body('0.1', '1'))).toEqual(['constant value-changed rSpeed !']);
    // Normal operation the closed guard permits lends nothing.
    expect(flags(vars, body('0.0', '1'), body('0.0', '2'))).toEqual(['constant value-changed nMode']);
    // A flag also written under a condition stands for nothing.
    const latched = (held: string) => `${body(held, '1')}IF bRun THEN\n    bHold := FALSE;\nEND_IF\n`;
    expect(flags(vars, latched('0.0'), latched('0.1'))).toEqual(['constant value-changed rSpeed']);
  });

  it('reads IF NOT enable, where the enable is a conjunction with a safety signal, as that signal\'s response', () => {
    const vars = '    bAuto : BOOL;\n    // aisle gate interlock, TRUE = closed\n    bGateClosed : BOOL;\n    bEnable : BOOL;\n    rSpeed : REAL;\n    rCmd : REAL;';
    const body = (branch: string) => `bEnable := bAuto AND bGateClosed;\nIF ${branch} THEN\n    rCmd := 0.0;\n    RETURN;\nEND_IF\nrCmd := rSpeed;\n`;
    // The zeroing is the gate's response: the branch never running is flagged, its write and the flag's condition.
    expect(flags(vars, body('NOT bEnable'), body('FALSE'))).toEqual(['condition no-longer-read bEnable !', 'write condition-changed rCmd !']);
    // Read positively it is normal operation the gate permits.
    const permitted = (value: string) => `bEnable := bAuto AND bGateClosed;\nIF bEnable THEN\n    rCmd := ${value};\nEND_IF\n`;
    expect(flags(vars, permitted('rSpeed'), permitted('rSpeed * 2.0'))).toEqual(['write value-changed rCmd']);
    // Where the enable drives a physical output itself, that output's rules judge the response: the number zeroed only drives one.
    const released = (zero: string) => `bEnable := bAuto AND bGateClosed;\ndoRelease := bEnable;\nrCmd := rSpeed;\n${zero}`;
    const withRelease = `${vars}\n    doRelease AT %QX1.0 : BOOL;`;
    expect(impactLines('Cell', program(withRelease, released('IF NOT bEnable THEN\n    rCmd := 0.0;\nEND_IF\n')), program(withRelease, released('')))).toEqual(['condition no-longer-read bEnable', 'write no-longer-written rCmd']);
  });

  it("flags a switch-on that is a safety signal's response (a kept conjunct NOT s) now needing another conjunct", () => {
    const vars = '    bGasInterlockOk AT %IX0.0 : BOOL;\n    Mode : INT;\n    Purge AT %QX0.0 : BOOL;\n    Start AT %IX0.1 : BOOL;';
    const body = (guard: string) => `IF ${guard} THEN\n    Purge := TRUE;\nEND_IF\nIF Start THEN\n    Purge := FALSE;\nEND_IF\n`;
    expect(flags(vars, body('NOT bGasInterlockOk'), body('NOT bGasInterlockOk AND Mode = 2'))).toEqual(['condition newly-read Mode', 'write condition-changed Purge !']);
    // Counter-case: a kept `NOT x` of a signal that is no safety signal lends nothing.
    const plain = vars.replace('bGasInterlockOk', 'bGasOk');
    expect(flags(plain, body('NOT bGasOk'), body('NOT bGasOk AND Mode = 2'))).toEqual(['condition newly-read Mode', 'write condition-changed Purge']);
  });

  it("leaves a physical output's switch-on removed from a step unflagged where its switch-on under the safety signal stays", () => {
    const vars = '    bGasInterlockOk AT %IX0.0 : BOOL;\n    Step : INT;\n    Purge AT %QX0.0 : BOOL;';
    const body = (step: string, response: string) => `CASE Step OF\n    1:\n        Purge := FALSE;\n    4:\n${step}        Step := 0;\nEND_CASE\n${response}`;
    const response = 'IF NOT bGasInterlockOk THEN\n    Purge := TRUE;\nEND_IF\n';
    expect(flags(vars, body('        Purge := TRUE;\n', response), body('', response))).toEqual(['write no-longer-written Purge']);
    // Counter-case: the switch-on under the signal removed is its response gone.
    expect(flags(vars, body('        Purge := TRUE;\n', response), body('        Purge := TRUE;\n', ''))).toEqual(['condition no-longer-read bGasInterlockOk !', 'write no-longer-written Purge !']);
  });

  it("flags a value written on a safety signal's unsafe side (the ELSE of its IF) and the named constant given there", () => {
    const vars = (reduced: string) =>
      `    // cell door guard locking, TRUE = locked\n    DoorLocked AT %IX0.0 : BOOL;\n    Feed : INT;\n    Robot : FB_Robot;\nEND_VAR\nVAR CONSTANT\n    FeedReduced : INT := ${reduced};\n    FeedFull : INT := 60000;`;
    const body = (locked: string, unlocked: string) => `IF DoorLocked THEN\n    Feed := ${locked};\nELSE\n    Feed := ${unlocked};\nEND_IF\nRobot(nFeed := Feed);\n`;
    expect(flags(vars('5000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedFull'))).toEqual(['write value-changed Feed !']);
    expect(flags(vars('5000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedReduced'), vars('15000'))).toEqual(['constant initial-value-changed FeedReduced !']);
    // The constant given on the locked side, normal operation the door permits, lends nothing.
    const full = (v: string) => vars('5000').replace('FeedFull : INT := 60000', `FeedFull : INT := ${v}`);
    expect(flags(full('60000'), body('FeedFull', 'FeedReduced'), body('FeedFull', 'FeedReduced'), full('80000'))).toEqual(['constant initial-value-changed FeedFull']);
  });

  it("lends a physical output's removed switch-on only its own guards' safety signals, not a safety branch's that still sets it", () => {
    const vars = '    // light curtain OSSD, TRUE = clear\n    CurtainClear AT %IX0.0 : BOOL;\n    Step : INT;\n    RetCoil AT %QX0.0 : BOOL;\n    Fault : BOOL;\n    FaultLamp AT %QX0.1 : BOOL;';
    const body = (home: string) => `CASE Step OF\n    0:\n${home}    20:\n        RetCoil := FALSE;\nEND_CASE\nIF NOT CurtainClear THEN\n    RetCoil := TRUE;\n    Fault := TRUE;\n    Step := 0;\nEND_IF\nFaultLamp := Fault;\n`;
    expect(flags(vars, body('        RetCoil := TRUE;\n        Fault := TRUE;\n'), body('        Fault := TRUE;\n'))).toEqual(['write no-longer-written RetCoil']);
    // A latch (no physical output) set in the curtain's branch keeps that branch's signal on its other sets.
    expect(flags(vars, body('        RetCoil := TRUE;\n        Fault := TRUE;\n'), body('        RetCoil := TRUE;\n'))).toEqual(['write no-longer-written Fault !']);
  });
});

describe('what a safety branch switches off', () => {
  it('flags an output moved from a copy the e-stop branch zeroes to a value it does not; not one it zeroes too, nor a non-safety override', () => {
    const vars = '  {attribute \'safety\'}\n  EStopOk : BOOL;\n  Run : BOOL;\n  Cmd : INT;\n  Demand : INT;\n  Other : INT;\n  Torque AT %QW4 : INT;';
    const body = 'IF Run THEN\n  Demand := 400;\nELSE\n  Demand := 0;\nEND_IF;\nCmd := Demand;\nOther := Demand;\nIF NOT EStopOk THEN\n  Cmd := 0;\n  Other := 0;\nEND_IF;\nTorque := Cmd;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('Torque := Cmd;', 'Torque := Demand;')).toEqual(['write value-changed Torque !']);
    expect(edit('Torque := Cmd;', 'Torque := Demand * 2;')).toEqual(['write value-changed Torque !']);
    // Other is zeroed by the same e-stop branch: the override still reaches the output.
    expect(edit('Torque := Cmd;', 'Torque := Other;')).toEqual(['write value-changed Torque']);
    // Demand's own switch-off (on Run) is no safety override: moving from Demand to Other loses nothing by it.
    const plain = body.replace('Torque := Cmd;', 'Torque := Demand;');
    expect(reportLines(impact(program(vars, plain), program(vars, plain.replace('Torque := Demand;', 'Torque := Other;'))))).toEqual(['write value-changed Torque']);
  });

  it('flags a new switch-on of a variable that a branch reading a safety signal switches off', () => {
    const vars = '    bZonesClosed : BOOL; // from the safety PLC\n    bStart : BOOL;\n    bStop : BOOL;\n    bDriveOn : BOOL;\n    bReady : BOOL;\n    nStep : INT;';
    const body = (idle: string, off: string) => `CASE nStep OF\n    0:\n${idle}        IF bStart AND bZonesClosed THEN nStep := 10; END_IF\n    10:\n        bDriveOn := TRUE;\n        bReady := TRUE;\nEND_CASE\nIF ${off} THEN\n    bDriveOn := FALSE;\n    bReady := FALSE;\n    nStep := 0;\nEND_IF\n`;
    expect(flags(vars, body('', 'NOT bZonesClosed'), body('        bDriveOn := TRUE;\n', 'NOT bZonesClosed'))).toEqual(['write newly-written bDriveOn !']);
    // Switched off only by a stop button: no safety signal holds it off.
    expect(flags(vars, body('', 'bStop'), body('        bReady := TRUE;\n', 'bStop'))).toEqual(['write newly-written bReady']);
  });

  it('flags a switch-off turned into a switch-on of a variable a branch reading a safety signal switches off elsewhere', () => {
    const vars = '    State : INT;\n    GuardClosed : BOOL;\n    StopButton : BOOL;\n    FillValve : BOOL;';
    const body = (idle: string, check: string) => `CASE State OF\n    0:\n        FillValve := ${idle};\n    10:\n        FillValve := TRUE;\n        IF ${check} THEN\n            FillValve := FALSE;\n        END_IF\nEND_CASE\n`;
    expect(flags(vars, body('FALSE', 'NOT GuardClosed'), body('TRUE', 'NOT GuardClosed'))).toEqual(['constant value-changed FillValve !']);
    // Switched off elsewhere only by a stop button: the signal lends nothing.
    expect(flags(vars, body('FALSE', 'StopButton'), body('TRUE', 'StopButton'))).toEqual(['constant value-changed FillValve']);
  });

  it('flags a block input that copied what a safety branch switches off and now copies what it does not', () => {
    const vars = '    StartPb AT %IX0.0 : BOOL;\n    EStopOk AT %IX0.1 : BOOL;\n    Run : BOOL;\n    Other : BOOL;\n    Robot : FB_Robot;';
    const body = (start: string) => `IF StartPb THEN\n    Run := TRUE;\n    Other := TRUE;\nEND_IF\nIF NOT EStopOk THEN\n    Run := FALSE;\n    Other := FALSE;\nEND_IF\nRobot(bStart := ${start});\n`;
    expect(flags(vars, body('Run'), body('StartPb'))).toEqual(['fb-call inputs-changed Robot.bStart !']);
    // Another variable the e-stop branch switches off still carries the override.
    expect(flags(vars, body('Run'), body('Other'))).toEqual(['fb-call inputs-changed Robot.bStart']);
  });
});

describe('a lock engaged or released', () => {
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

  it("leaves a lock's release removed unflagged but for the write's own name: held engaged, stricter", () => {
    const vars = '    HighPressOk AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    Request AT %IX0.2 : BOOL;\n    Compressor AT %QX0.0 : BOOL;\n    AlarmRelay AT %QX0.1 : BOOL;\n    bCompLockout : BOOL;\n    bTrip : BOOL;\n    nAlarms : INT;';
    const body = (name: string, reset: string) => `nAlarms := 0;\nIF NOT HighPressOk THEN\n    ${name} := TRUE;\nEND_IF\n${reset}Compressor := Request AND NOT ${name};\nIF ${name} THEN\n    nAlarms := nAlarms + 1;\nEND_IF\nAlarmRelay := nAlarms > 0;\n`;
    const reset = (name: string) => `IF Reset AND HighPressOk THEN\n    ${name} := FALSE;\nEND_IF\n`;
    expect(flags(vars, body('bCompLockout', reset('bCompLockout')), body('bCompLockout', ''))).toEqual(['condition no-longer-read HighPressOk', 'condition no-longer-read Reset', 'write no-longer-written bCompLockout !']);
    // Counter-case: a trip read both ways with no lock's name fails closed on its reset removed.
    expect(flags(vars, body('bTrip', reset('bTrip')), body('bTrip', ''))).toEqual(['condition no-longer-read HighPressOk', 'condition no-longer-read Reset', 'write no-longer-written bTrip !']);
  });
});
