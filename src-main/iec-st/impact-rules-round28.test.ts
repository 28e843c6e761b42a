// The rules fixed against the twenty-eighth independent round (docs/impact-accuracy.md, "Fixed against round 28").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the twenty-eighth independent round', () => {
  it('flags a block no longer called whose output a safety output follows through a plain variable', () => {
    const vars = '    fbLag : FB_Pt1;\n    rPressure : REAL;\n    rMid : REAL;\n    // relief valve, opened above the safety limit\n    doReliefValve AT %QX6.0 : BOOL;\n    doLamp AT %QX6.1 : BOOL;';
    const body = (call: string) => `${call}rMid := fbLag.rOut * 1.0;\nrPressure := rMid;\ndoReliefValve := rPressure > 2.0;\n`;
    expect(flags(vars, body('fbLag(rIn := 1.2);\n'), body(''))).toEqual(['fb-call no-longer-called fbLag !']);
    // An output of no safety relevance that follows it the same way lends nothing.
    const lamp = (call: string) => `${call}rPressure := fbLag.rOut;\ndoLamp := rPressure > 2.0;\n`;
    expect(flags(vars, lamp('fbLag(rIn := 1.2);\n'), lamp(''))).toEqual(['fb-call no-longer-called fbLag']);
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
  it('lends the guards of member writes to a block no longer called only where its output is a permissive of a physical output', () => {
    const vars = '    // TRUE while the emergency stop is released\n    bDrivesReleased AT %IX5.0 : BOOL;\n    fbPid : FB_TempPid;\n    fbPwm : FB_Pwm;\n    doFan AT %QX5.1 : BOOL;';
    const members = 'IF bDrivesReleased THEN\n    fbPid.bControl := TRUE;\n    fbPwm.rDuty := fbPid.rCool;\nELSE\n    fbPid.bControl := FALSE;\n    fbPwm.bEnable := FALSE;\nEND_IF\n';
    const body = (pid: string, pwm: string) => `${members}${pid}${pwm}doFan := fbPwm.bOut;\n`;
    // The controller only feeds the PWM block: the e-stop's guards reach no output through it.
    expect(flags(vars, body('fbPid(rActual := 20.0);\n', 'fbPwm();\n'), body('', 'fbPwm();\n'))).toEqual(['fb-call no-longer-called fbPid']);
    // The PWM block's output is the fan's value: its switch-off on the e-stop reaches the fan only through the call.
    expect(flags(vars, body('fbPid(rActual := 20.0);\n', 'fbPwm();\n'), body('fbPid(rActual := 20.0);\n', ''))).toEqual(['fb-call no-longer-called fbPwm !']);
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
