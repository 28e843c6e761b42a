// The rules fixed against the forty-first independent round (docs/impact-accuracy.md, "Fixed against round 41").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

describe('rules of the forty-first independent round', () => {
  it('reads a whole alternative of a trip computed every scan as a trip: its last set removed, or its timer no longer called, is flagged', () => {
    const vars = '    PressLow AT %IX0.0 : BOOL;\n    Ack AT %IX0.1 : BOOL;\n    HeatReq AT %IX0.2 : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    errWater : BOOL;\n    errOther : BOOL;\n    heatersOff : BOOL;\n    waterTimer : TON;';
    const body = (set: string, call = 'waterTimer(IN := PressLow, PT := T#5S);\n') => `${call}${set}IF Ack THEN\n    errWater := FALSE;\nEND_IF\nheatersOff := errWater OR errOther;\nHeater := HeatReq AND NOT heatersOff;\n`;
    const set = 'IF waterTimer.Q THEN\n    errWater := TRUE;\nEND_IF\n';
    // The condition's own signal reaches no safety-named signal: unflagged, as training's trips' sets removed.
    expect(flags(vars, body(set), body(''))).toEqual(['condition no-longer-read waterTimer.Q', 'write no-longer-written errWater !']);
    expect(flags(vars, body(set), body(set, ''))).toEqual(['fb-call no-longer-called waterTimer !']);
    // Counter-case: read by the heater's driver otherwise too (a lamp's plain copy is no driver; a positive guard of a
    // switch-on is): no trip, judged as before.
    const both = (s: string) => body(s).replace('Heater := HeatReq AND NOT heatersOff;\n', 'Heater := HeatReq AND NOT heatersOff;\nIF errWater THEN\n    Heater := TRUE;\nEND_IF\n');
    expect(flags(vars, both(set), both(''))).toEqual(['condition no-longer-read waterTimer.Q', 'write no-longer-written errWater']);
  });
  it('leaves a trip computed every scan that gained an alternative unflagged: it trips in more cases, only what it gained is news', () => {
    const vars = '    // safety temperature limiter\n    limiterOk AT %IX0.0 : BOOL;\n    pressureOk AT %IX0.1 : BOOL;\n    HeatReq AT %IX0.2 : BOOL;\n    Heater AT %QX0.0 : BOOL;\n    errA : BOOL;\n    heatersOff : BOOL;';
    const body = (value: string) => `heatersOff := ${value};\nHeater := HeatReq AND NOT heatersOff;\n`;
    expect(flags(vars, body('errA OR NOT limiterOk'), body('errA OR NOT limiterOk OR NOT pressureOk'))).toEqual(['write value-changed heatersOff']);
    // Counter-case: an alternative lost trips in fewer cases (interlock removed), and the limiter gained is news by its name.
    expect(flags(vars, body('errA OR NOT limiterOk'), body('errA'))).toEqual(['write value-changed heatersOff !']);
    expect(flags(vars, body('errA OR NOT pressureOk'), body('errA OR NOT pressureOk OR NOT limiterOk'))).toEqual(['write value-changed heatersOff !']);
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
  it("leaves a lock's release removed unflagged but for the write's own name: held engaged, stricter", () => {
    const vars = '    HighPressOk AT %IX0.0 : BOOL;\n    Reset AT %IX0.1 : BOOL;\n    Request AT %IX0.2 : BOOL;\n    Compressor AT %QX0.0 : BOOL;\n    AlarmRelay AT %QX0.1 : BOOL;\n    bCompLockout : BOOL;\n    bTrip : BOOL;\n    nAlarms : INT;';
    const body = (name: string, reset: string) => `nAlarms := 0;\nIF NOT HighPressOk THEN\n    ${name} := TRUE;\nEND_IF\n${reset}Compressor := Request AND NOT ${name};\nIF ${name} THEN\n    nAlarms := nAlarms + 1;\nEND_IF\nAlarmRelay := nAlarms > 0;\n`;
    const reset = (name: string) => `IF Reset AND HighPressOk THEN\n    ${name} := FALSE;\nEND_IF\n`;
    expect(flags(vars, body('bCompLockout', reset('bCompLockout')), body('bCompLockout', ''))).toEqual(['condition no-longer-read HighPressOk', 'condition no-longer-read Reset', 'write no-longer-written bCompLockout !']);
    // Counter-case: a trip read both ways with no lock's name fails closed on its reset removed.
    expect(flags(vars, body('bTrip', reset('bTrip')), body('bTrip', ''))).toEqual(['condition no-longer-read HighPressOk', 'condition no-longer-read Reset', 'write no-longer-written bTrip !']);
  });
  it("flags a timer no longer called whose Q is a whole conjunct of a physical output's value beside others", () => {
    const vars = '    FlowSwitch AT %IX0.0 : BOOL;\n    Request AT %IX0.1 : BOOL;\n    Compressor AT %QX0.0 : BOOL;\n    tonFlowProof : TON;';
    const call = 'tonFlowProof(IN := FlowSwitch, PT := T#10S);\n';
    const body = (c: string, value: string) => `${c}Compressor := ${value};\n`;
    expect(flags(vars, body(call, 'Request AND tonFlowProof.Q'), body('', 'Request AND tonFlowProof.Q'))).toEqual(['fb-call no-longer-called tonFlowProof !']);
    // Counter-cases: an output that copies the Q alone has no permissive to lose, nor one that no longer reads it.
    expect(flags(vars, body(call, 'tonFlowProof.Q'), body('', 'tonFlowProof.Q'))).toEqual(['fb-call no-longer-called tonFlowProof']);
    expect(flags(vars, body(call, 'Request AND tonFlowProof.Q'), body('', 'Request AND FlowSwitch'))).toEqual(['fb-call no-longer-called tonFlowProof', 'write value-changed Compressor']);
    // Nor a Q also read as NOT x (a step timer: it ends one output's step and starts another's).
    const both = (c: string) => `${c}Compressor := Request AND tonFlowProof.Q;\nFan := Request AND NOT tonFlowProof.Q;\n`;
    expect(flags(`${vars}\n    Fan AT %QX0.1 : BOOL;`, both(call), both(''))).toEqual(['fb-call no-longer-called tonFlowProof']);
  });
});
