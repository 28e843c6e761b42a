// Writes that move nothing themselves: values, codes, texts and counts handed on, and requests and flags nothing reads.
// They take no interlock from the guards they sit under, unless something reads them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { flags, impact, program, reportLines } from './test-support/impact-lines.ts';

describe('values, codes and texts handed on', () => {
  it('leaves a value handed on (a local no output, safety signal or condition reads) unflagged when its condition loses a safety signal', () => {
    const vars = '  fbInverter : FB_Inverter;\n  nFreq : INT;\n  nFreqManual : INT := 2000;\n  nMode : INT;\n  Jog : BOOL;\n  bFlapGuard : BOOL;\n  Rev : BOOL;\n  Belt AT %QX0.1 : BOOL;\n  wControl : WORD;';
    const tail = 'fbInverter(nFreqIn := nFreq, wControl => wControl);\nBelt := Rev;\nIF nMode = 1 THEN\n  Belt := FALSE;\nEND_IF;\n';
    const body = (guard: string) => `Rev := FALSE;\nIF ${guard} THEN\n  nFreq := nFreqManual;\n  nMode := nFreqManual;\n  Rev := TRUE;\nEND_IF;\n${tail}`;
    // The speed handed to the inverter moves nothing itself; the run command (Rev drives Belt) and the condition are flagged.
    // nMode, read by a condition, keeps its signal.
    expect(flags(vars, body('Jog AND bFlapGuard'), body('Jog'))).toEqual(['condition no-longer-read bFlapGuard !', 'write condition-changed Rev !', 'write condition-changed nFreq', 'write condition-changed nMode !']);
  });

  it('leaves a code handed on beside a trip reset unflagged where the reset lost a conjunct; the reset itself stays flagged', () => {
    const fb = (body: string) => `FUNCTION_BLOCK FB_Station\nVAR_INPUT\n    bEStopOk : BOOL;\n    bResetCmd : BOOL;\nEND_VAR\nVAR_OUTPUT\n    bFault : BOOL;\n    nFaultCode : INT;\nEND_VAR\nVAR\n    doArm AT %QX0.0 : BOOL;\n    bWatch : BOOL;\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
    const body = (reset: string) => `IF bWatch THEN\n    bFault := TRUE;\n    nFaultCode := 101;\nEND_IF\nIF ${reset} THEN\n    bFault := FALSE;\n    nFaultCode := 0;\nEND_IF\ndoArm := bEStopOk AND NOT bFault;\n`;
    const report = analyzeImpact({ parts: [{ name: 'FB_Station', before: fb(body('bResetCmd AND bEStopOk')), after: fb(body('bResetCmd')) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(report.status === 'complete' ? report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort() : []).toEqual(['condition no-longer-read bEStopOk !', 'write condition-changed bFault !', 'write condition-changed nFaultCode']);
  });

  it("leaves a text or a severity handed on beside a safety trip's reset unflagged, even where a first-out check reads it", () => {
    const vars = '    (* gas detector, TRUE = gas; trips the skid through the safety relay *)\n    bGasDetected AT %IX0.0 : BOOL;\n    bAck AT %IX0.1 : BOOL;\n    bAlarm AT %IX0.2 : BOOL;\n    bTrip AT %QX0.0 : BOOL;\n    Lamp AT %QX0.1 : BOOL;\n    sFirstOut : STRING(40);\n    iSeverity : INT;';
    const body = (reset: string, check = "    sFirstOut := 'ALARM';\n    iSeverity := 2;\n") => `IF bGasDetected AND NOT bTrip THEN\n    bTrip := TRUE;\nEND_IF\nIF bAlarm AND sFirstOut = '' THEN\n${check}END_IF\nIF bAck AND NOT bGasDetected THEN\n    bTrip := FALSE;\n${reset}END_IF\nLamp := bAlarm OR bTrip;\n`;
    const reset = "    sFirstOut := '';\n    iSeverity := 0;\n";
    expect(flags(vars, body(reset), body("    sFirstOut := '';\n"))).toEqual(['write no-longer-written iSeverity']);
    expect(flags(vars, body(reset), body('    iSeverity := 0;\n'))).toEqual(['write no-longer-written sFirstOut']);
    // Counter-case: a flag (no code) beside the reset keeps what its guards lend.
    const flagVars = vars.replace('    iSeverity : INT;', '    iSeverity : INT;\n    bNote : BOOL;');
    expect(flags(flagVars, body(`${reset}    bNote := FALSE;\n`), body(reset))).toEqual(['write no-longer-written bNote !']);
  });
});

describe('requests and flags nothing reads', () => {
  it('lends no interlock removed to the clear of a local request that nothing reads after the edit', () => {
    const vars = '    bAckRequest : BOOL;\n    bFault : BOOL;\n    rtHealthy : R_TRIG;\n    bHealthy : BOOL;\n    doFaultLamp AT %QX2.0 : BOOL;';
    const body = (guard: string, read = '') => `rtHealthy(CLK := bHealthy);\nIF ${guard} THEN\n    bFault := FALSE;\n    bAckRequest := FALSE;\nEND_IF\ndoFaultLamp := bFault;\n${read}`;
    // The lamp's switch-off runs in fewer cases (flagged); the request's own clear reaches nothing now.
    expect(flags(vars, body('bAckRequest OR rtHealthy.Q'), body('rtHealthy.Q'))).toEqual([
      'condition no-longer-read bAckRequest !',
      'write condition-changed bAckRequest',
      'write condition-changed bFault !',
    ]);
    // Still read elsewhere, the request still drives the lamp's switch-off: its clear keeps the flag.
    const still = 'IF bAckRequest THEN\n    bFault := FALSE;\nEND_IF\n';
    expect(flags(vars, body('bAckRequest OR rtHealthy.Q', still), body('rtHealthy.Q', still))).toContain('write condition-changed bAckRequest !');
  });

  it("lends a flag nothing reads, its constant removed under a guard reading a safety signal only as a permissive, nothing", () => {
    const vars = '    // light curtain OSSD, TRUE = clear\n    CurtainClear AT %IX0.0 : BOOL;\n    Request AT %IX0.1 : BOOL;\n    Done : BOOL;\n    Busy : BOOL;\n    Valve AT %QX0.0 : BOOL;';
    const body = (permit: string, response: string) => `IF Request AND CurtainClear THEN\n${permit}    Valve := TRUE;\nEND_IF\nIF NOT CurtainClear THEN\n${response}    Valve := FALSE;\nEND_IF\nBusy := Valve;\n`;
    expect(flags(vars, body('    Done := FALSE;\n', '    Done := TRUE;\n'), body('', '    Done := TRUE;\n'))).toEqual(['write no-longer-written Done']);
    // Under the signal's own response (its unsafe side) the guard still lends it.
    expect(flags(vars, body('    Done := FALSE;\n', '    Done := TRUE;\n'), body('    Done := FALSE;\n', ''))).toEqual(['write no-longer-written Done !']);
    // A flag something reads (a condition) keeps its guard's signal.
    const read = (permit: string) => body(permit, '') + 'IF Done THEN\n    Busy := FALSE;\nEND_IF\n';
    expect(flags(vars, read('    Done := FALSE;\n'), read(''))).toEqual(['write no-longer-written Done !']);
  });
});

describe('counters', () => {
  it('does not lend a safety guard to a counter step removed or added, unless something reads the counter', () => {
    const vars = '  (* safety temperature limiter, TRUE = tripped *)\n  OverTemp AT %IX0.0 : BOOL;\n  Demand : BOOL;\n  Starts : UDINT;\n  Lockout : BOOL;\n  Burner AT %QX0.0 : BOOL;';
    const body = 'IF Demand AND NOT OverTemp THEN\n  Starts := Starts + 1;\nEND_IF;\nBurner := Demand AND NOT OverTemp;';
    expect(reportLines(impact(program(vars, body), program(vars, body.replace('  Starts := Starts + 1;\n', ''))))).toEqual(['write no-longer-written Starts']);
    expect(reportLines(impact(program(vars, body.replace('  Starts := Starts + 1;\n', '')), program(vars, body)))).toEqual(['write newly-written Starts']);
    // A counter that something reads (a lockout after too many starts) keeps the guard's safety.
    const read = `${body}\nLockout := Starts > 5;`;
    expect(reportLines(impact(program(vars, read), program(vars, read.replace('  Starts := Starts + 1;\n', ''))))).toEqual(['write no-longer-written Starts !']);
  });

  it('reads 1 given to a counter as a count, not a switch-on', () => {
    const vars = '    ClosedLimit AT %IX0.5 : BOOL;\n    Edge AT %IX0.3 : BOOL;\n    Hold : BOOL;\n    ReverseCount : INT;\n    MotorClose AT %QX0.1 : BOOL;';
    const body = (reset: string) => `IF Edge THEN\n    ReverseCount := ReverseCount + 1;\nEND_IF\nIF ClosedLimit THEN\n    ReverseCount := ${reset};\nEND_IF\nMotorClose := Hold AND ReverseCount < 3;\n`;
    expect(flags(vars, body('0'), body('1'))).toEqual(['constant value-changed ReverseCount']);
    // A BOOL given 1 is switched on, and so is a number never counted.
    const flag = vars.replace('ReverseCount : INT;', 'ReverseCount : INT;\n    bArmed : BOOL;');
    const armed = (value: string) => `IF ClosedLimit THEN\n    bArmed := ${value};\nEND_IF\nMotorClose := Hold AND bArmed;\n`;
    expect(flags(flag, armed('0'), armed('1'))).toEqual(['constant value-changed bArmed !']);
    const plain = (value: string) => `IF ClosedLimit THEN\n    ReverseCount := ${value};\nEND_IF\nMotorClose := Hold AND ReverseCount = 1;\n`;
    expect(flags(vars, plain('0'), plain('1'))).toEqual(['constant value-changed ReverseCount !']);
  });
});
