// The rules fixed against the twenty-second independent round (docs/impact-accuracy.md, "Fixed against round 22").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impactLines, method } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('FB_Unit.Cyclic', method(vars, before), method(vars, after));

describe('rules of the twenty-second independent round', () => {
  it('reads an enumerated value of a type declared elsewhere, compared with a state, as a value: the state is read differently', () => {
    const vars = '    nCount : INT;';
    const guarded = (c: string) => `IF ${c} THEN\n    nCount := nCount + 1;\nEND_IF\n`;
    expect(flags(vars, guarded('bStart AND eState = E_State.Execute'), guarded('bStart AND eState = E_State.Suspended'))).toEqual(['condition read-differently eState', 'write condition-changed nCount']);
    expect(flags(vars, guarded('eState = E_State.Stopped OR eState = E_State.Aborted'), guarded('eState = E_State.Stopped OR eState = E_State.Aborted OR eState = E_State.Execute'))).toEqual(['condition read-differently eState', 'write condition-changed nCount']);
    // A member of an instance called here, or of a variable, is a signal all the same.
    const called = 'fbDrive();\n';
    expect(flags(vars, `${called}${guarded('eState = fbDrive.eState')}`, `${called}${guarded('eState = fbDrive.eOther')}`)).toEqual(['condition newly-read fbDrive.eOther', 'condition no-longer-read fbDrive.eState', 'write condition-changed nCount']);
  });

  it('leaves a switch-off beside a switch-on unflagged where their condition lost a conjunct or gained an alternative; a latch reset stays flagged', () => {
    const vars = '    nCount : INT;';
    const branch = (c: string) => `IF ${c} THEN
    doExtend := TRUE;
    doRetract := FALSE;
END_IF
`;
    expect(flags(vars, branch('bInterlockOk AND NOT bRetractReq'), branch('NOT bRetractReq'))).toEqual(['condition no-longer-read bInterlockOk !', 'write condition-changed doExtend !', 'write condition-changed doRetract']);
    expect(flags(vars, branch('bInterlockOk AND NOT bRetractReq'), branch('(bInterlockOk OR bForce) AND NOT bRetractReq'))).toContain('write condition-changed doRetract');
    // The variable also set TRUE here: a latch (a fault) whose reset now runs in more cases.
    const latch = (c: string) => `IF NOT bGuardOk THEN
    bFault := TRUE;
END_IF
IF ${c} THEN
    bFault := FALSE;
END_IF
`;
    expect(flags(vars, latch('bReset AND bGuardOk'), latch('bReset'))).toContain('write condition-changed bFault !');
  });

  it('aligns several calls of one method by their guards and arguments: one removed is no longer called, two swapped are no change', () => {
    const vars = '    nCount : INT;';
    const block = (c: string, cmd: string) => `IF ${c} THEN\n    ChangeState(StateCommand := E_Cmd.${cmd});\nEND_IF\n`;
    const [abort, hold, start] = [block('bAbortCmd', 'Abort'), block('bHoldCmd', 'Hold'), block('bStartCmd', 'Start')];
    expect(flags(vars, abort + hold + start, hold + start)).toEqual(['call no-longer-called ChangeState', 'condition no-longer-read bAbortCmd']);
    expect(flags(vars, hold + start, abort + hold + start)).toEqual(['call newly-called ChangeState', 'condition newly-read bAbortCmd']);
    expect(flags(vars, abort + hold + start, abort + start + hold)).toEqual([]);
    // The same call with another argument is a changed argument.
    expect(flags(vars, abort + hold, block('bAbortCmd', 'Stop') + hold)).toEqual(['fb-call inputs-changed ChangeState.StateCommand']);
  });

  it("flags a method's argument changed under a guard on a safety signal, an edge trigger's Q carrying what its CLK reads", () => {
    const vars = '    rtEStopLost : R_TRIG;\n    rtStart : R_TRIG;';
    const body = (cmd: string, start: string) => `rtEStopLost(CLK := NOT bEStopOk);\nIF rtEStopLost.Q THEN\n    ChangeState(StateCommand := E_Cmd.${cmd});\nEND_IF\nrtStart(CLK := bStartCmd);\nIF rtStart.Q THEN\n    SetMode(nMode := ${start});\nEND_IF\n`;
    expect(flags(vars, body('Abort', '1'), body('Stop', '1'))).toEqual(['fb-call inputs-changed ChangeState.StateCommand !']);
    expect(flags(vars, body('Abort', '1'), body('Abort', '2'))).toEqual(['constant value-changed SetMode.nMode']);
    // An instance of the block declared elsewhere (its Q read here) is no method: its guard is not its response.
    const timer = (pt: string) => `IF bInterlockOk THEN\n    tonStroke(IN := TRUE, PT := ${pt});\nEND_IF\nIF tonStroke.Q THEN\n    bStrokeFault := TRUE;\nEND_IF\n`;
    expect(flags(vars, timer('tStroke'), timer('T#1S'))).toEqual(['fb-call inputs-changed tonStroke.PT']);
  });

  it("reads a trip in the IF of an IF/ELSE that switches an output (its ELSE's NOT (a AND NOT t) is NOT a OR t): its set that lost an alternative is flagged, its reset removed not", () => {
    const fb = (body: string) => `FUNCTION_BLOCK FB_Conv\nVAR\n    doMotor AT %QX0.0 : BOOL;\n    diOverload AT %IX0.1 : BOOL;\n    bAlarm : BOOL;\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const body = (set: string, reset: string) => `IF bStart AND NOT bAlarm THEN\n    doMotor := TRUE;\nELSE\n    doMotor := FALSE;\nEND_IF\nIF ${set} THEN\n    bAlarm := TRUE;\nEND_IF\n${reset}`;
    const reset = 'IF bReset THEN\n    bAlarm := FALSE;\nEND_IF\n';
    const run = (before: string, after: string) => {
      const report = analyzeImpact({ parts: [{ name: 'FB_Conv', before: fb(before), after: fb(after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
      return report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort() : [];
    };
    expect(run(body('bJam OR diOverload', reset), body('bJam', reset))).toEqual(['condition no-longer-read diOverload !', 'write condition-changed bAlarm !']);
    expect(run(body('bJam', reset), body('bJam', ''))).toEqual(['condition no-longer-read bReset', 'write no-longer-written bAlarm']);
  });

  it('leaves a code handed on beside a trip reset unflagged where the reset lost a conjunct; the reset itself stays flagged', () => {
    const fb = (body: string) => `FUNCTION_BLOCK FB_Station\nVAR_INPUT\n    bEStopOk : BOOL;\n    bResetCmd : BOOL;\nEND_VAR\nVAR_OUTPUT\n    bFault : BOOL;\n    nFaultCode : INT;\nEND_VAR\nVAR\n    doArm AT %QX0.0 : BOOL;\n    bWatch : BOOL;\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const body = (reset: string) => `IF bWatch THEN\n    bFault := TRUE;\n    nFaultCode := 101;\nEND_IF\nIF ${reset} THEN\n    bFault := FALSE;\n    nFaultCode := 0;\nEND_IF\ndoArm := bEStopOk AND NOT bFault;\n`;
    const report = analyzeImpact({ parts: [{ name: 'FB_Station', before: fb(body('bResetCmd AND bEStopOk')), after: fb(body('bResetCmd')) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort() : []).toEqual(['condition no-longer-read bEStopOk !', 'write condition-changed bFault !', 'write condition-changed nFaultCode']);
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

  it("reads a call with a standard timer's or edge's formal inputs only (IN, PT, CLK) of an instance the method does not declare as a block call", () => {
    const vars = '    nCount : INT;';
    expect(flags(vars, 'doRetract := TRUE;\ntonStroke(IN := FALSE);\n', 'doRetract := TRUE;\n')).toEqual(['fb-call no-longer-called tonStroke']);
    // A method with its own parameters stays a call.
    expect(flags(vars, 'doRetract := TRUE;\nResetStroke(bHard := FALSE);\n', 'doRetract := TRUE;\n')).toEqual(['call no-longer-called ResetStroke']);
  });
});
