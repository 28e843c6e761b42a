// The rules fixed against the thirty-fifth independent round (docs/impact-accuracy.md, "Fixed against round 35").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirty-fifth independent round', () => {
  it('reads a fault set beside a state driver\'s switch-off, which blocks that driver\'s start, as a trip that locks it out', () => {
    const vars = '    bRequired : BOOL;\n    bClear : BOOL;\n    bFeedback AT %IX1.0 : BOOL;\n    tonFb : TON;\n    nState : INT;\n    bFault : BOOL;\n    doContactor AT %QX1.0 : BOOL;';
    const body = (fault: string, clear: string) =>
      `CASE nState OF\n0:\n    doContactor := FALSE;\n    IF bRequired AND NOT bFault THEN\n        nState := 1;\n    END_IF\n1:\n    doContactor := TRUE;\n    tonFb(IN := NOT bFeedback, PT := T#500MS);\n    IF tonFb.Q THEN\n${fault}        nState := 0;\n    END_IF\nEND_CASE\nIF ${clear} THEN\n    bFault := FALSE;\nEND_IF\n`;
    const set = '        bFault := TRUE;\n';
    // Its set removed: the contactor is tried again at once after the feedback fault.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body('', 'bClear AND nState = 0'))).toEqual(['write no-longer-written bFault !']);
    // Its reset run in more cases: cleared in any state.
    expect(flags(vars, body(set, 'bClear AND nState = 0'), body(set, 'bClear'))).toEqual(['condition no-longer-read nState !', 'write condition-changed bFault !']);
    // A fault that only blocks the start, set nowhere beside the driver, keeps its old reading.
    const apart = (fault: string) => `IF tonFb.Q THEN\n${fault}END_IF\nIF bRequired AND NOT bFault THEN\n    nState := 1;\nEND_IF\ndoContactor := nState = 1;\n`;
    expect(flags(vars, apart('    bFault := TRUE;\n'), apart(''))).toEqual(['write no-longer-written bFault']);
  });

  it('reads a trip needed by an ELSIF as well as by the IF before it as a trip, not a signal read otherwise', () => {
    const vars = '    bStartUp AT %IX1.0 : BOOL;\n    bStartDown AT %IX1.1 : BOOL;\n    bTrip : BOOL;\n    tonStage : TON;\n    nStage : INT;\n    doUp AT %QX1.0 : BOOL;\n    doDown AT %QX1.1 : BOOL;';
    const body = (watch: string) =>
      `IF nStage = 0 THEN\n    IF bStartUp AND NOT bTrip THEN\n        nStage := 1;\n    ELSIF bStartDown AND NOT bTrip THEN\n        nStage := 2;\n    END_IF\nEND_IF\ndoUp := nStage = 1;\ndoDown := nStage = 2 OR nStage = 3;\ntonStage(IN := ${watch}, PT := T#40S);\nIF tonStage.Q THEN\n    bTrip := TRUE;\nEND_IF\nIF bTrip THEN\n    nStage := 0;\nEND_IF\n`;
    // The stage timeout watches one stage fewer: its trip comes in fewer cases.
    expect(flags(vars, body('nStage = 1 OR nStage = 2 OR nStage = 3'), body('nStage = 1 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN !']);
    // Watching one more stage trips in more cases: stricter, nothing lost.
    expect(flags(vars, body('nStage = 1 OR nStage = 2'), body('nStage = 1 OR nStage = 2 OR nStage = 3'))).toEqual(['fb-call inputs-changed tonStage.IN']);
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

  it('reads NOT (a AND b) as NOT a OR NOT b when it compares a timer input that sets a trip (De Morgan)', () => {
    const vars = '    bPosClosed AT %IX1.0 : BOOL;\n    bNegClosed AT %IX1.1 : BOOL;\n    bStart AT %IX1.2 : BOOL;\n    tonFb : TON;\n    bFault : BOOL;\n    doContactor AT %QX1.0 : BOOL;';
    const body = (watch: string) => `tonFb(IN := ${watch}, PT := T#500MS);\nIF tonFb.Q THEN\n    bFault := TRUE;\nEND_IF\ndoContactor := bStart AND NOT bFault;\n`;
    // The feedback timer watches the positive contactor only: it no longer trips on the negative one.
    expect(flags(vars, body('NOT (bPosClosed AND bNegClosed)'), body('NOT bPosClosed'))).toEqual(['fb-call inputs-changed tonFb.IN !']);
    // And back: it now trips on either, in more cases.
    expect(flags(vars, body('NOT bPosClosed'), body('NOT (bPosClosed AND bNegClosed)'))).toEqual(['fb-call inputs-changed tonFb.IN']);
  });

  it('flags the set removed, and the set\'s or reset\'s condition changed, of a latch a safety signal has as a whole alternative', () => {
    const vars = '    rGas : REAL;\n    bFaulty : BOOL;\n    bAck : BOOL;\n    tonAlarm : TON;\n    bAlarm : BOOL;\n    bWarning : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;\n    doLamp AT %QX1.1 : BOOL;';
    const body = (set: string, reset: string, fan = 'doFan') =>
      `tonAlarm(IN := rGas > 120.0, PT := T#2S);\n${set}IF ${reset} THEN\n    bAlarm := FALSE;\nEND_IF\n${fan} := bAlarm OR bWarning;\n`;
    const set = 'IF tonAlarm.Q THEN\n    bAlarm := TRUE;\nEND_IF\n';
    // The alarm no longer latched: the fan no longer runs on it.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty'), body('', 'bAck AND NOT bFaulty'))).toEqual(['condition no-longer-read tonAlarm.Q !', 'write no-longer-written bAlarm !']);
    // Cleared with the detector broken: the fan stops in more cases.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty'), body(set, 'bAck'))).toEqual(['condition no-longer-read bFaulty !', 'write condition-changed bAlarm !']);
    // Its reset removed holds it set: its condition lends nothing (the write stays flagged as a driver's switch-off removed).
    expect(flags(vars, body(set, 'bAck'), body(set, 'FALSE').replace('IF FALSE THEN\n    bAlarm := FALSE;\nEND_IF\n', ''))).toEqual(['condition no-longer-read bAck', 'write no-longer-written bAlarm !']);
    // A latch that only a lamp follows reaches no safety signal.
    expect(flags(vars, body(set, 'bAck AND NOT bFaulty', 'doLamp'), body('', 'bAck AND NOT bFaulty', 'doLamp'))).toEqual(['condition no-longer-read tonAlarm.Q', 'write no-longer-written bAlarm']);
  });

  it('flags a limit a timer compares where its Q sets a latch, or is copied into a value, that a safety signal has as a whole alternative', () => {
    const vars = (limit: string) => `    rGas : REAL;\n    rRaw : INT;\n    rAlarmPpm : REAL := ${limit};\n    bAck : BOOL;\n    tonAlarm : TON;\n    tonWarning : TON;\n    bAlarm : BOOL;\n    bWarning : BOOL;\n    // emergency ventilation fan, runs on a gas alarm\n    doFan AT %QX1.0 : BOOL;`;
    const body = (warning: string, scale = '10.0') =>
      `rGas := INT_TO_REAL(rRaw) / ${scale};\ntonAlarm(IN := rGas > rAlarmPpm, PT := T#2S);\nIF tonAlarm.Q THEN\n    bAlarm := TRUE;\nEND_IF\nIF bAck THEN\n    bAlarm := FALSE;\nEND_IF\ntonWarning(IN := rGas > ${warning}, PT := T#15M);\nbWarning := tonWarning.Q;\ndoFan := bAlarm OR bWarning;\n`;
    // The alarm limit the latch's timer compares.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('150.0'), body('20.0')))).toEqual(['constant initial-value-changed rAlarmPpm !']);
    // The warning limit in the IN of the timer whose Q the fan has as an alternative.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('120.0'), body('30.0')))).toEqual(['constant value-changed tonWarning.IN !']);
    // The measured signal's scale is the signal, not a limit of the latch.
    expect(impactLines('Cell', program(vars('120.0'), body('20.0')), program(vars('120.0'), body('20.0', '12.0')))).toEqual(['constant value-changed rGas']);
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
});
