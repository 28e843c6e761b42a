// How statements are read: IF, ELSIF and ELSE by IEC 61131-3 semantics, boolean forms, array elements and loops,
// enumerated values and named constants, writes through THIS^, and memory functions.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { flags, impact, methodFlags, program, reportLines } from './test-support/impact-lines.ts';

describe('IF, ELSIF and ELSE', () => {
  const items = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}`).sort();
  const prg = (body: string) => `PROGRAM P\nVAR\n  A : BOOL;\n  B : BOOL;\n  C : BOOL;\n  Y : BOOL;\nEND_VAR\n${body}\nEND_PROGRAM\n`;

  it('leaves an ELSIF whose own condition excludes the first branch as it was when that branch changes', () => {
    const body = (first: string, second: string) => `IF ${first} THEN\n  Y := TRUE;\nELSIF ${second} THEN\n  Y := FALSE;\nEND_IF`;
    // `NOT A AND NOT B` can only hold where `A AND B AND C` does not, before and after: the ELSIF runs as before.
    expect(items(prg(body('A AND B AND C', 'NOT A AND NOT B')), prg(body('A AND B', 'NOT A AND NOT B')))).toEqual(['condition no-longer-read C', 'write condition-changed Y']);
    // `NOT C` excludes `A AND C` but not `A`: the ELSIF now runs under `NOT (A)` as well.
    expect(items(prg(body('A AND C', 'NOT C')), prg(body('A', 'NOT C')))).toEqual(['condition no-longer-read C', 'write condition-changed Y', 'write condition-changed Y']);
  });

  it('reads IF c THEN y := TRUE; ELSE y := FALSE; END_IF as the copy y := c, and the reverse as y := NOT c', () => {
    const vars = '  Sensor AT %IX0.4 : BOOL;\n  Other : BOOL;\n  Auto : BOOL;\n  Lamp AT %QX0.0 : BOOL;\n  Count : INT;';
    const ifElse = 'IF Sensor THEN\n  Lamp := TRUE;\nELSE\n  Lamp := FALSE;\nEND_IF;\n';
    expect(flags(vars, ifElse, 'Lamp := Sensor;\n')).toEqual([]);
    expect(flags(vars, 'Lamp := Sensor;\n', ifElse)).toEqual([]);
    expect(flags(vars, 'IF Sensor AND Auto THEN\n  Lamp := FALSE;\nELSE\n  Lamp := TRUE;\nEND_IF;\n', 'Lamp := NOT (Auto AND Sensor);\n')).toEqual([]);
    expect(flags(vars, 'IF NOT Sensor THEN\n  Lamp := FALSE;\nELSE\n  Lamp := TRUE;\nEND_IF;\n', 'Lamp := Sensor;\n')).toEqual([]);
    // Under an outer guard, the copy under the same guard.
    expect(flags(vars, `IF Auto THEN\n${ifElse}END_IF;\n`, 'IF Auto THEN\n  Lamp := Sensor;\nEND_IF;\n')).toEqual([]);
    // Not the same: another signal, the opposite value, another guard, or a branch that does more.
    expect(flags(vars, ifElse, 'Lamp := Other;\n')).not.toEqual([]);
    expect(flags(vars, ifElse, 'Lamp := NOT Sensor;\n')).not.toEqual([]);
    expect(flags(vars, ifElse, 'IF Auto THEN\n  Lamp := Sensor;\nEND_IF;\n')).not.toEqual([]);
    expect(flags(vars, 'IF Sensor THEN\n  Lamp := TRUE;\n  Count := Count + 1;\nELSE\n  Lamp := FALSE;\nEND_IF;\n', 'Lamp := Sensor;\n')).toContain('condition no-longer-read Sensor');
  });

  it('leaves an ELSIF\'s write alone where the earlier branch lost a conjunct of its own, by IEC semantics the same condition', () => {
    const vars = '    JogPlus AT %IX0.0 : BOOL;\n    JogMinus AT %IX0.1 : BOOL;\n    // safety enabling switch of the pendant\n    Enabling AT %IX0.2 : BOOL;\n    Speed : REAL := 10.0;\n    JogVel : REAL;\n    Axis : FB_Axis;';
    const body = (first: string) => `IF ${first} THEN\n    JogVel := Speed;\nELSIF JogMinus AND Enabling THEN\n    JogVel := -Speed;\nELSE\n    JogVel := 0.0;\nEND_IF\nAxis(Vel := JogVel);\n`;
    // The IF's write and the ELSE's (now run in fewer cases) change; the ELSIF's runs where it ran. JogVel is a value
    // handed to a block: the condition's item carries the enabling switch, the writes do not (a real constant included).
    expect(flags(vars, body('JogPlus AND Enabling'), body('JogPlus'))).toEqual(['condition no-longer-read Enabling !', 'write condition-changed JogVel', 'write condition-changed JogVel']);
    // An ELSIF not sharing the conjunct lost runs in other cases now: its write is reported.
    const other = (first: string) => body(first).replace('ELSIF JogMinus AND Enabling', 'ELSIF JogMinus');
    expect(flags(vars, other('JogPlus AND Enabling'), other('JogPlus')).filter((l) => l.startsWith('write'))).toHaveLength(3);
    // A variable read by a condition is no value handed on: the ELSE's write keeps the switch.
    const read = (first: string) => `${body(first)}IF JogVel > 0.0 THEN\n    JogVel := Speed;\nEND_IF\n`;
    expect(flags(vars, read('JogPlus AND Enabling'), read('JogPlus'))).toContain('write condition-changed JogVel !');
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
});

describe('boolean forms', () => {
  it('reports nothing for an AND chain regrouped with parentheses, and does not flag a warning output losing an alternative', () => {
    const vars = '  (* e-stop released *)\n  EStop : BOOL;\n  Cover : BOOL;\n  Run : BOOL;\n  Limit : BOOL;\n  Conveyor AT %QX0.2 : BOOL;\n  Buzzer AT %QX1.3 : BOOL;\n  Trip : BOOL;\n  Valve AT %QX0.3 : BOOL;';
    const body = 'Conveyor := Run AND EStop AND Limit AND Cover;\nBuzzer := (NOT EStop OR NOT Cover) AND NOT Run;\nTrip := NOT EStop OR NOT Cover;\nValve := Run AND NOT Trip;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Run AND EStop AND Limit AND Cover', '(Run AND EStop)\n  AND (Limit AND Cover)'))))).toEqual([]);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('(NOT EStop OR NOT Cover) AND', 'NOT EStop AND'))))).toEqual(['write value-changed Buzzer']);
    // A trip (read by an output as NOT Trip) that fires in fewer cases keeps every signal it read.
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('Trip := NOT EStop OR NOT Cover', 'Trip := NOT Cover'))))).toEqual(['write value-changed Trip !']);
  });

  it('reads NOT (a AND b) as NOT a OR NOT b when it compares a timer input that sets a trip (De Morgan)', () => {
    const vars = '    bPosClosed AT %IX1.0 : BOOL;\n    bNegClosed AT %IX1.1 : BOOL;\n    bStart AT %IX1.2 : BOOL;\n    tonFb : TON;\n    bFault : BOOL;\n    doContactor AT %QX1.0 : BOOL;';
    const body = (watch: string) => `tonFb(IN := ${watch}, PT := T#500MS);\nIF tonFb.Q THEN\n    bFault := TRUE;\nEND_IF\ndoContactor := bStart AND NOT bFault;\n`;
    // The feedback timer watches the positive contactor only: it no longer trips on the negative one.
    expect(flags(vars, body('NOT (bPosClosed AND bNegClosed)'), body('NOT bPosClosed'))).toEqual(['fb-call inputs-changed tonFb.IN !']);
    // And back: it now trips on either, in more cases.
    expect(flags(vars, body('NOT bPosClosed'), body('NOT (bPosClosed AND bNegClosed)'))).toEqual(['fb-call inputs-changed tonFb.IN']);
  });
});

describe('array elements and loops', () => {
  it('reads an element of a constant index as a signal of its own (aTon[2].Q), a variable index as the array', () => {
    const vars = '  aTon : ARRAY[0..2] OF TON;\n  i : INT;\n  Step : INT;\n  Arm AT %QX0.1 : BOOL;';
    const calls = 'aTon[2](IN := Step = 15, PT := T#500MS);\n';
    expect(flags(vars, `${calls}IF Step = 15 AND aTon[2].Q THEN\n  Step := 20;\nEND_IF;\n`, `${calls}IF Step = 15 THEN\n  Step := 20;\nEND_IF;\n`)).toContain('condition no-longer-read aTon[2].Q');
    expect(flags(vars, `${calls}IF Step = 15 AND aTon[i].Q THEN\n  Step := 20;\nEND_IF;\n`, `${calls}IF Step = 15 THEN\n  Step := 20;\nEND_IF;\n`)).toContain('condition no-longer-read aTon');
  });

  it("reads a block input switched to another constant-index element as another signal, not a constant changed", () => {
    const vars = '    fbValve : FB_Valve;';
    const call = (fb: string, limit: string) => `fbValve(bFeedback := aOpenFb[${fb}], nLimit := ${limit});\n`;
    expect(methodFlags(vars, call('2', '5'), call('1', '5'))).toEqual(['fb-call inputs-changed fbValve.bFeedback']);
    // A constant argument changed is still a constant.
    expect(methodFlags(vars, call('2', '5'), call('2', '6'))).toEqual(['constant value-changed fbValve.nLimit']);
  });

  it('reports a limit changed in a WHILE condition once, on the limit, not on the writes inside the loop', () => {
    const vars = '    i : INT;\n    nTarget : INT;\n    bCall : ARRAY[0..9] OF BOOL;';
    const body = (limit: string) => `i := 9;\nWHILE i >= ${limit} DO\n    IF bCall[i] THEN\n        nTarget := i;\n    END_IF\n    i := i - 1;\nEND_WHILE\n`;
    expect(flags(vars, body('0'), body('1'))).toEqual(['constant value-changed i']);
  });

  it('names the array for an element written under a FOR loop indexed by its variable', () => {
    const vars = '    aIn : ARRAY[0..7] OF BOOL;\n    aLatched : ARRAY[0..7] OF BOOL;\n    i : INT;\n    k : INT;';
    const body = (write: string) => `FOR i := 0 TO 7 DO\n    IF aIn[i] THEN\n${write}    END_IF\nEND_FOR\n`;
    expect(flags(vars, body('        aLatched[i] := TRUE;\n'), body(''))).toEqual(['write no-longer-written aLatched']);
    // Counter-case: an index that is no loop variable names the element.
    expect(flags(vars, body('        aLatched[k] := TRUE;\n'), body(''))).toEqual(['write no-longer-written aLatched[k]']);
  });
});

describe('enumerated values and named constants', () => {
  const reported = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}`).sort();
  const prg = (vars: string, body: string) => `PROGRAM P\nVAR\n${vars}\nEND_VAR\nVAR CONSTANT\n  HI : INT := 900;\n  DEBUG : BOOL := FALSE;\nEND_VAR\n${body}\nEND_PROGRAM\n`;
  const vars = '  Level : INT;\n  Full : BOOL;\n  Trace : BOOL;';

  it('reports the signal, not the named constant, of a condition removed or added; a condition of constants keeps them', () => {
    const body = 'IF Level >= HI THEN\n  Full := TRUE;\nEND_IF;';
    expect(reported(prg(vars, body), prg(vars, ''))).toEqual(['condition no-longer-read Level', 'write no-longer-written Full']);
    expect(reported(prg(vars, ''), prg(vars, body))).toEqual(['condition newly-read Level', 'write newly-written Full']);
    const debug = 'IF DEBUG THEN\n  Trace := TRUE;\nEND_IF;';
    expect(reported(prg(vars, debug), prg(vars, ''))).toEqual(['condition no-longer-read DEBUG', 'write no-longer-written Trace']);
    // A variable that is no constant is read as a signal, as before.
    const limit = prg(`${vars}\n  Limit : INT;`, 'IF Level >= Limit THEN\n  Full := TRUE;\nEND_IF;');
    expect(reported(limit, prg(`${vars}\n  Limit : INT;`, ''))).toEqual(['condition no-longer-read Level', 'condition no-longer-read Limit', 'write no-longer-written Full']);
  });

  it('reads a named constant as a value, not a signal to copy, and judges a declaration by its own name', () => {
    const vars = '  (* e-stop chain healthy *)\n  EStopOk AT %IX0.0 : BOOL;\n  Lamp AT %QX0.2 : BOOL;\n  Temp : BOOL;\n  nCode : INT;';
    const constants = '\nEND_VAR\nVAR CONSTANT\n  CODE_ESTOP : INT := 301;\n  CODE_DOOR : INT := 302;\n  CODE_TEMP : INT := 303;';
    const body = 'Lamp := EStopOk;\nIF NOT EStopOk THEN nCode := CODE_ESTOP; END_IF;\nIF Temp THEN nCode := CODE_DOOR; END_IF;';
    const swapped = impact(program(vars + constants, body), program(vars + constants, body.replace('nCode := CODE_DOOR', 'nCode := CODE_TEMP')));
    expect(reportLines(swapped)).toEqual(['write value-changed nCode']);
    // A lamp that copies the e-stop moved to a free output: its own place, not the e-stop's.
    expect(reportLines(impact(program(vars, body), program(vars.replace('%QX0.2', '%QX0.3'), body)))).toEqual(['declaration address-changed Lamp']);
  });

  it('reads an enumerated value (a state named EStop) as a value, not a signal: its name lends no safety', () => {
    const vars = '  Ready : BOOL;\n  EStopOk : BOOL;\n  eState : E_Mode;\n  Running : BOOL;\n  Run AT %QX0.0 : BOOL;';
    const body = 'IF NOT Ready THEN\n  eState := E_Mode.EStop;\nEND_IF;\nIF NOT EStopOk THEN\n  eState := E_Mode#Halt;\nEND_IF;\nRunning := eState = E_Mode.Running;\nRun := Running AND Ready;';
    const edit = (from: string, to: string) => reportLines(impact(program(vars, body), program(vars, body.replace(from, to))));
    expect(edit('IF NOT Ready THEN\n  eState := E_Mode.EStop;\nEND_IF;\n', '')).toEqual(['condition no-longer-read Ready', 'write no-longer-written eState']);
    expect(edit('eState := E_Mode.EStop;', 'eState := E_Mode.Stopped;')).toEqual(['write value-changed eState']);
    expect(edit('eState := E_Mode#Halt;', 'eState := E_Mode#EStop;')).toEqual(['write value-changed eState !']);
    // A signal named for safety still is one.
    expect(edit('IF NOT EStopOk THEN\n  eState := E_Mode#Halt;\nEND_IF;\n', '')).toEqual(['condition no-longer-read EStopOk !', 'write no-longer-written eState !']);
  });

  it('reads an enumerated value of a type declared elsewhere, compared with a state, as a value: the state is read differently', () => {
    const vars = '    nCount : INT;';
    const guarded = (c: string) => `IF ${c} THEN\n    nCount := nCount + 1;\nEND_IF\n`;
    expect(methodFlags(vars, guarded('bStart AND eState = E_State.Execute'), guarded('bStart AND eState = E_State.Suspended'))).toEqual(['condition read-differently eState', 'write condition-changed nCount']);
    expect(methodFlags(vars, guarded('eState = E_State.Stopped OR eState = E_State.Aborted'), guarded('eState = E_State.Stopped OR eState = E_State.Aborted OR eState = E_State.Execute'))).toEqual(['condition read-differently eState', 'write condition-changed nCount']);
    // A member of an instance called here, or of a variable, is a signal all the same.
    const called = 'fbDrive();\n';
    expect(methodFlags(vars, `${called}${guarded('eState = fbDrive.eState')}`, `${called}${guarded('eState = fbDrive.eOther')}`)).toEqual(['condition newly-read fbDrive.eOther', 'condition no-longer-read fbDrive.eState', 'write condition-changed nCount']);
  });
});

describe('writes through THIS^', () => {
  it('reports a write through THIS^ as the variable as declared', () => {
    const vars = '    nCount : INT;';
    expect(methodFlags(vars, 'IF bReset THEN\n    nCount := 0;\nEND_IF\nTHIS^.bDone := FALSE;\n', 'IF bReset THEN\n    nCount := 0;\nEND_IF\n')).toEqual(['write no-longer-written bDone']);
    // `THIS^.x := v` rewritten as `x := v` is the same write.
    expect(methodFlags(vars, 'THIS^.bDone := bReady;\n', 'bDone := bReady;\n')).toEqual([]);
  });
});

describe('memory functions', () => {
  it('flags a physical output set through MEMSET(ADR(x)) and the MEMSET call; ADR is an operator, no call', () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ok : BOOL;\n  Spare : BYTE;';
    const body = 'Relay := Ok;';
    expect(reportLines(impact(program(vars, body), program(vars, `${body}\nMEMSET(ADR(Relay), 1, 1);`)))).toEqual(['call newly-called MEMSET !', 'write newly-written Relay !']);
    expect(reportLines(impact(program(vars, body), program(vars, `${body}\nMEMSET(ADR(Spare), 1, 1);`)))).toEqual(['call newly-called MEMSET', 'write newly-written Spare']);
  });

  it('reports a memory function aimed elsewhere as what it writes, not as inputs of a block: MEMSET is a function', () => {
    const vars = '  Relay AT %QX1.0 : BOOL;\n  Ok : BOOL;\n  Spare : BYTE;';
    const body = 'Relay := Ok;\nMEMSET(ADR(Spare), 0, 1);';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('ADR(Spare)', 'ADR(Relay)'))))).toEqual(['write newly-written Relay !', 'write no-longer-written Spare']);
    // Another fill value is a changed constant of what it fills (no MEMSET input), as `x := 0` → `x := 255` is.
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('0, 1)', '255, 1)'))))).toEqual(['constant value-changed Spare']);
    // SIZEOF is an operator the compiler evaluates: its line removed loses the MEMSET call, no SIZEOF call.
    const sized = 'Relay := Ok;\nMEMSET(ADR(Spare), 0, SIZEOF(Spare));';
    expect(reportLines(impact(program(vars, sized), program(vars, 'Relay := Ok;')))).toEqual(['call no-longer-called MEMSET', 'write no-longer-written Spare']);
  });
});
