// Function block instances and methods: a block's inputs where its outputs gate a physical output, a block or a method
// no longer called, calls aligned by their guards and arguments, and FB_init arguments.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { flags, impact, impactLines, methodFlags, program, reportLines } from './test-support/impact-lines.ts';

describe("a block's inputs", () => {
  it("flags a block input that lost a conjunct or became TRUE where the block's output gates a physical output", () => {
    const program = (vars: string, body: string) => `PROGRAM Bank\nVAR\n${vars}\nEND_VAR\n${body}`;
    const run = (vars: string, before: string, after: string) => {
      const report = analyzeImpact({ parts: [{ name: 'Bank', before: program(vars, before), after: program(vars, after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
    };
    const call = (request: string) => `aValve[1](bRequest := ${request});\n`;
    // Through a pointer to an element of an array of blocks: `p := ADR(aValve[i]); aOpenCmd[i] := p^.bOut`.
    const bank = '    aValve : ARRAY[1..2] OF FB_Valve;\n    aOpenCmd AT %Q* : ARRAY[1..2] OF BOOL;\n    p : POINTER TO FB_Valve;\n    i : INT;';
    const loop = 'FOR i := 1 TO 2 DO\n    p := ADR(aValve[i]);\n    aOpenCmd[i] := p^.bOut;\nEND_FOR\n';
    expect(run(bank, call('bAuto AND NOT bLevelHigh') + loop, call('bAuto') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest !']);
    expect(run(bank, call('bAuto AND NOT bLevelHigh') + loop, call('TRUE') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest !']);
    // A stricter input is not flagged.
    expect(run(bank, call('bAuto') + loop, call('bAuto AND NOT bLevelHigh') + loop)).toEqual(['fb-call inputs-changed aValve[1].bRequest']);
    // A copy of the block's output, a member read in the output's value, a variable given it by `=>`.
    const one = (vars: string, after: string) => run(`    fbPump : FB_Pump;\n${vars}`, `fbPump(bStart := bAuto AND bLevelOk);\n${after}`, `fbPump(bStart := bAuto);\n${after}`);
    expect(one('    doPump AT %QX0.0 : BOOL;', 'doPump := fbPump.bRun;\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    expect(one('    doPump AT %QX0.0 : BOOL;', 'doPump := fbPump.bRun AND bAirOk;\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    expect(run('    fbPump : FB_Pump;\n    doPump AT %QX0.0 : BOOL;', 'fbPump(bStart := bAuto AND bLevelOk, bRun => doPump);\n', 'fbPump(bStart := bAuto, bRun => doPump);\n')).toEqual(['fb-call inputs-changed fbPump.bStart !']);
    // Not where the block's output reaches no physical output (a local, a lamp's alternative), nor where the outputs
    // read it both ways (as the member write's rule).
    expect(one('    bRunning : BOOL;', 'bRunning := fbPump.bRun;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
    expect(one('    doLamp AT %QX0.1 : BOOL;', 'doLamp := fbPump.bRun OR bManual;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
    expect(one('    doUp AT %QX0.0 : BOOL;\n    doDown AT %QX0.1 : BOOL;', 'doUp := fbPump.bRun;\ndoDown := NOT fbPump.bRun AND bLower;\n')).toEqual(['fb-call inputs-changed fbPump.bStart']);
  });

  it('flags an argument of a block by the comment of the input\'s declaration in the block, where the block\'s text is read', () => {
    const block = 'FUNCTION_BLOCK FB_Axis\nVAR_INPUT\n    IN_Limit_Pos : BOOL; // safety limit switch, positive end\n    IN_Speed : REAL;\nEND_VAR\nVAR_OUTPUT\n    OUT_Enable : BOOL;\nEND_VAR\nOUT_Enable := IN_Limit_Pos;\nEND_FUNCTION_BLOCK\n';
    const vars = '    Axis : FB_Axis;\n    LimitA AT %IX0.0 : BOOL;\n    LimitB AT %IX0.1 : BOOL;\n    Speed : REAL;';
    const caller = (limit: string, speed: string) => program(vars, `Axis(IN_Limit_Pos := ${limit}, IN_Speed := ${speed});\n`);
    const swapped = [caller('LimitA', 'Speed'), caller('LimitB', 'Speed')] as const;
    // The block in another POU of the project, read in the same command.
    expect(impactLines('Cell', ...swapped, { otherUnits: [{ name: 'FB_Axis', text: block }] })).toEqual(['fb-call inputs-changed Axis.IN_Limit_Pos !']);
    // The block edited in the same command (both texts are parts of the edit).
    const report = analyzeImpact({ parts: [{ name: 'FB_Axis', before: block, after: block }, { name: 'Cell', before: swapped[0], after: swapped[1] }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(reportLines(report)).toEqual(['fb-call inputs-changed Axis.IN_Limit_Pos !']);
    // An input without such a comment, or a block whose text is not read, lends the argument nothing.
    expect(impactLines('Cell', caller('LimitA', 'Speed'), caller('LimitA', '2.0 * Speed'), { otherUnits: [{ name: 'FB_Axis', text: block }] })).toEqual(['fb-call inputs-changed Axis.IN_Speed']);
    expect(impactLines('Cell', ...swapped)).toEqual(['fb-call inputs-changed Axis.IN_Limit_Pos']);
  });
});

describe('a block no longer called', () => {
  it('flags a block no longer called whose output a safety signal follows', () => {
    const vars = '  (* clock of the safety coupler *)\n  xCouplerClock AT %QX20.0 : BOOL;\n  fbClock : FB_Clock;\n  fbOther : FB_Clock;\n  xLamp : BOOL;';
    const body = 'fbClock(TIME_ON := T#1S);\nfbOther(TIME_ON := T#1S);\nxCouplerClock := fbClock.OUT_CLK;\nxLamp := fbOther.OUT_CLK;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('fbClock(TIME_ON := T#1S);\n', ''))))).toEqual(['fb-call no-longer-called fbClock !']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('fbOther(TIME_ON := T#1S);\n', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags a block no longer called whose inputs read a safety signal: its outputs hold what that signal last let through', () => {
    const vars = '  Ready : BOOL;\n  // light curtain, TRUE = clear\n  xCurtainClear : BOOL;\n  fbStation : FB_Station;\n  fbOther : FB_Station;';
    const body = 'fbStation(xStart := Ready AND xCurtainClear, nSpeed := 10);\nfbOther(xStart := Ready, nSpeed := 10);';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('fbStation(xStart := Ready AND xCurtainClear, nSpeed := 10);\n', ''))))).toEqual(['fb-call no-longer-called fbStation !']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('\nfbOther(xStart := Ready, nSpeed := 10);', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags a block no longer called whose inputs, written as members before its call, read a safety signal', () => {
    const vars = '  Ready : BOOL;\n  // light curtain, TRUE = clear\n  xCurtainClear : BOOL;\n  fbStation : FB_Station;\n  fbOther : FB_Station;';
    const body = 'fbStation.xStart := Ready AND xCurtainClear;\nfbStation();\nfbOther.xStart := Ready;\nfbOther();';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('fbStation();\n', ''))))).toEqual(['fb-call no-longer-called fbStation !']);
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('\nfbOther();', ''))))).toEqual(['fb-call no-longer-called fbOther']);
  });

  it('flags a block no longer called whose output a safety output follows through a plain variable', () => {
    const vars = '    fbLag : FB_Pt1;\n    rPressure : REAL;\n    rMid : REAL;\n    // relief valve, opened above the safety limit\n    doReliefValve AT %QX6.0 : BOOL;\n    doLamp AT %QX6.1 : BOOL;';
    const body = (call: string) => `${call}rMid := fbLag.rOut * 1.0;\nrPressure := rMid;\ndoReliefValve := rPressure > 2.0;\n`;
    expect(flags(vars, body('fbLag(rIn := 1.2);\n'), body(''))).toEqual(['fb-call no-longer-called fbLag !']);
    // An output of no safety relevance that follows it the same way lends nothing.
    const lamp = (call: string) => `${call}rPressure := fbLag.rOut;\ndoLamp := rPressure > 2.0;\n`;
    expect(flags(vars, lamp('fbLag(rIn := 1.2);\n'), lamp(''))).toEqual(['fb-call no-longer-called fbLag']);
  });

  it('lends the guards of member writes to a block no longer called only where its output is a permissive of a physical output', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bDrivesReleased AT %IX5.0 : BOOL;\n    fbPid : FB_TempPid;\n    fbPwm : FB_Pwm;\n    doFan AT %QX5.1 : BOOL;';
    const members = 'IF bDrivesReleased THEN\n    fbPid.bControl := TRUE;\n    fbPwm.rDuty := fbPid.rCool;\nELSE\n    fbPid.bControl := FALSE;\n    fbPwm.bEnable := FALSE;\nEND_IF\n';
    const body = (pid: string, pwm: string) => `${members}${pid}${pwm}doFan := fbPwm.bOut;\n`;
    // The controller only feeds the PWM block: the e-stop's guards reach no output through it.
    expect(flags(vars, body('fbPid(rActual := 20.0);\n', 'fbPwm();\n'), body('', 'fbPwm();\n'))).toEqual(['fb-call no-longer-called fbPid']);
    // The PWM block's output is the fan's value: its switch-off on the e-stop reaches the fan only through the call.
    expect(flags(vars, body('fbPid(rActual := 20.0);\n', 'fbPwm();\n'), body('fbPid(rActual := 20.0);\n', ''))).toEqual(['fb-call no-longer-called fbPwm !']);
  });
});

describe('a method no longer called', () => {
  it("flags a block instance's method no longer called where the instance's call gives it a safety signal", () => {
    const prog = (body: string) => `PROGRAM MAIN\nVAR\n    fbLid : FB_LidStation;\n    fbFill : FB_FillStation;\nEND_VAR\n${body}\nEND_PROGRAM\n`;
    const body = 'fbLid(bEStopOk := bEStopHealthy, bStartCmd := bStartPb);\nfbLid.CyclicLogic();\nfbFill(rVolume := 250.0);\nfbFill.CyclicLogic();\n';
    const run = (after: string) => {
      const report = analyzeImpact({ parts: [{ name: 'MAIN', before: prog(body), after: prog(after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`) : [];
    };
    expect(run(body.replace('fbLid.CyclicLogic();\n', ''))).toEqual(['call no-longer-called fbLid.CyclicLogic !']);
    expect(run(body.replace('fbFill.CyclicLogic();\n', ''))).toEqual(['call no-longer-called fbFill.CyclicLogic']);
  });

  it('counts the inputs written as members as inputs of an instance method no longer called', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bEStopOk AT %IX5.0 : BOOL;\n    bStart AT %IX5.1 : BOOL;\n    fbRam : FB_PressRam;\n    doValve AT %QX5.0 : BOOL;';
    const body = (run: string) => `fbRam.bPermit := bStart AND bEStopOk;\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, body('fbRam.Run();\n'), body(''))).toEqual(['call no-longer-called fbRam.Run !']);
    // The same under a safety guard: a switch-off on the e-stop reaches the output only through the method.
    const guarded = (run: string) => `fbRam.bEnable := bStart;\nIF NOT bEStopOk THEN\n    fbRam.bEnable := FALSE;\nEND_IF\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, guarded('fbRam.Run();\n'), guarded(''))).toEqual(['call no-longer-called fbRam.Run !']);
    // Members written from nothing safety-relevant lend nothing.
    const plain = (run: string) => `fbRam.bPermit := bStart;\n${run}doValve := fbRam.bOut;\n`;
    expect(flags(vars, plain('fbRam.Run();\n'), plain(''))).toEqual(['call no-longer-called fbRam.Run']);
  });

  it('flags a method of the block no longer called whose writes switch a safety signal on, not one that only resets', () => {
    const fb = (calls: string) =>
      'FUNCTION_BLOCK FB_Gas\nVAR\n    rGas : REAL;\n    bAck : BOOL;\n    bAlarm : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;\nEND_VAR\n' +
      'METHOD CheckGas : BOOL\nIF rGas > 120.0 THEN\n    bAlarm := TRUE;\nEND_IF\nEND_METHOD\nMETHOD ClearAlarm : BOOL\nIF bAck THEN\n    bAlarm := FALSE;\nEND_IF\nEND_METHOD\n' +
      `${calls}doFan := bAlarm;\nEND_FUNCTION_BLOCK\n`;
    // Without the check the alarm, and the fan with it, never comes on.
    expect(impactLines('FB_Gas', fb('CheckGas();\nClearAlarm();\n'), fb('ClearAlarm();\n'))).toEqual(['call no-longer-called CheckGas !']);
    // Without the reset the alarm is held set: the fan keeps running.
    expect(impactLines('FB_Gas', fb('CheckGas();\nClearAlarm();\n'), fb('CheckGas();\n'))).toEqual(['call no-longer-called ClearAlarm']);
    // The same where the method is an object of its own, its declaration and implementation two parts.
    const body = (calls: string) => `${calls}doFan := bAlarm;\n`;
    const decl = 'FUNCTION_BLOCK FB_Gas\nVAR\n    rGas : REAL;\n    bAlarm : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;\nEND_VAR\n';
    const method = 'IF rGas > 120.0 THEN\n    bAlarm := TRUE;\nEND_IF\n';
    const report = analyzeImpact({
      parts: [
        { name: 'FB_Gas (declaration)', before: decl, after: decl },
        { name: 'FB_Gas (implementation)', before: body('CheckGas();\n'), after: body('') },
        { name: 'FB_Gas.CheckGas (declaration)', before: 'METHOD PRIVATE CheckGas : BOOL\n', after: 'METHOD PRIVATE CheckGas : BOOL\n' },
        { name: 'FB_Gas.CheckGas (implementation)', before: method, after: method },
      ],
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    });
    expect(report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`)).toEqual(['call no-longer-called CheckGas !']);
  });

  it("flags a call of the POU's own code not read (a method) removed where it alone can write the POU's unwritten physical outputs", () => {
    const vars = (brake: string) => `    bEnable : BOOL;\n    bBrakeOpen AT %Q* : BOOL;\n    bLamp AT %Q* : BOOL;\n${brake}`;
    const fb = (v: string, body: string) => `FUNCTION_BLOCK FB_Axis\nVAR\n${v}\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const lines = (v: string, before: string, after: string) => impactLines('FB_Axis', fb(v, before), fb(v, after));
    expect(lines(vars(''), 'M_Enable();\nbLamp := bEnable;\n', 'bLamp := bEnable;\n')).toEqual(['call no-longer-called M_Enable !']);
    // Every output written in the code read: the method may only compute; nothing flagged.
    expect(lines(vars(''), 'M_Enable();\nbLamp := bEnable;\nbBrakeOpen := bEnable;\n', 'bLamp := bEnable;\nbBrakeOpen := bEnable;\n')).toEqual(['call no-longer-called M_Enable']);
    // A function given arguments writes what it is given, not the POU's outputs.
    expect(lines(vars(''), 'LogState(bIn := bEnable);\nbLamp := bEnable;\n', 'bLamp := bEnable;\n')).toEqual(['call no-longer-called LogState']);
  });
});

describe('calls of methods and functions under their guards', () => {
  const flagged = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'p.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
  const prg = (vars: string, body: string) => `PROGRAM P\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;

  it('gives a method or function call the guards it ran under: removed or added under a safety guard, it is flagged', () => {
    const vars = '  fbPump : FB_Pump;\n  xGuardReset AT %IX0.1 : BOOL;\n  xService AT %IX0.2 : BOOL;';
    const call = (guard: string) => `fbPump();\nIF ${guard} THEN\n  fbPump.Reset();\nEND_IF`;
    expect(flagged(prg(vars, call('xGuardReset')), prg(vars, 'fbPump();'))).toEqual(['call no-longer-called fbPump.Reset !', 'condition no-longer-read xGuardReset !']);
    expect(flagged(prg(vars, 'fbPump();'), prg(vars, call('xGuardReset')))).toEqual(['call newly-called fbPump.Reset !', 'condition newly-read xGuardReset !']);
    // Under an ordinary guard, or none, the call takes no flag.
    expect(flagged(prg(vars, call('xService')), prg(vars, 'fbPump();'))).toEqual(['call no-longer-called fbPump.Reset', 'condition no-longer-read xService']);
    expect(flagged(prg(vars, 'fbPump();\nfbPump.Reset();'), prg(vars, 'fbPump();'))).toEqual(['call no-longer-called fbPump.Reset']);
    // A block instance called under the guard: the same.
    expect(flagged(prg(vars, 'IF xGuardReset THEN\n  fbPump();\nEND_IF'), prg(vars, ''))).toEqual(['condition no-longer-read xGuardReset !', 'fb-call no-longer-called fbPump !']);
  });

  it('aligns several calls of one method by their guards and arguments: one removed is no longer called, two swapped are no change', () => {
    const vars = '    nCount : INT;';
    const block = (c: string, cmd: string) => `IF ${c} THEN\n    ChangeState(StateCommand := E_Cmd.${cmd});\nEND_IF\n`;
    const [abort, hold, start] = [block('bAbortCmd', 'Abort'), block('bHoldCmd', 'Hold'), block('bStartCmd', 'Start')];
    expect(methodFlags(vars, abort + hold + start, hold + start)).toEqual(['call no-longer-called ChangeState', 'condition no-longer-read bAbortCmd']);
    expect(methodFlags(vars, hold + start, abort + hold + start)).toEqual(['call newly-called ChangeState', 'condition newly-read bAbortCmd']);
    expect(methodFlags(vars, abort + hold + start, abort + start + hold)).toEqual([]);
    // The same call with another argument is a changed argument.
    expect(methodFlags(vars, abort + hold, block('bAbortCmd', 'Stop') + hold)).toEqual(['fb-call inputs-changed ChangeState.StateCommand']);
  });

  it("flags a method's argument changed under a guard on a safety signal, an edge trigger's Q carrying what its CLK reads", () => {
    const vars = '    rtEStopLost : R_TRIG;\n    rtStart : R_TRIG;';
    const body = (cmd: string, start: string) => `rtEStopLost(CLK := NOT bEStopOk);\nIF rtEStopLost.Q THEN\n    ChangeState(StateCommand := E_Cmd.${cmd});\nEND_IF\nrtStart(CLK := bStartCmd);\nIF rtStart.Q THEN\n    SetMode(nMode := ${start});\nEND_IF\n`;
    expect(methodFlags(vars, body('Abort', '1'), body('Stop', '1'))).toEqual(['fb-call inputs-changed ChangeState.StateCommand !']);
    expect(methodFlags(vars, body('Abort', '1'), body('Abort', '2'))).toEqual(['constant value-changed SetMode.nMode']);
    // An instance of the block declared elsewhere (its Q read here) is no method: its guard is not its response.
    const timer = (pt: string) => `IF bInterlockOk THEN\n    tonStroke(IN := TRUE, PT := ${pt});\nEND_IF\nIF tonStroke.Q THEN\n    bStrokeFault := TRUE;\nEND_IF\n`;
    expect(methodFlags(vars, timer('tStroke'), timer('T#1S'))).toEqual(['fb-call inputs-changed tonStroke.PT']);
  });
});

describe('FB_init arguments of a declaration', () => {
  it('reads other FB_init arguments of the same type as initial values changed, not a type change', () => {
    const decl = (falling: string) => `    fbRamp : FB_RateLimiter(fRisingLimit := 400.0, fFallingLimit := ${falling});\n    doDrive AT %QW5 : INT;`;
    const body = 'fbRamp.Run();\ndoDrive := LREAL_TO_INT(fbRamp.Output);\n';
    expect(impactLines('Cell', program(decl('800.0'), body), program(decl('1600.0'), body))).toEqual(['constant initial-value-changed fbRamp']);
    // Another type is still a type change, and so is a string's length.
    const other = '    fbRamp : FB_Pt1(fRisingLimit := 400.0, fFallingLimit := 800.0);\n    doDrive AT %QW5 : INT;';
    expect(impactLines('Cell', program(decl('800.0'), body), program(other, body))).toEqual(['declaration retyped fbRamp']);
    const text = (n: string) => `    sName : STRING(${n});`;
    expect(impactLines('Cell', program(text('80'), ''), program(text('20'), ''))).toEqual(['declaration retyped sName']);
  });
});
