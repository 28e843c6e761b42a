// A block's input written as a member before its call (`tmr.IN := x; tmr();`) is, by IEC 61131-3, the call with that
// argument (`tmr(IN := x)`): the rules that read a block's inputs read both forms alike (member-inputs.ts).
import { describe, expect, it } from 'vitest';
import { unitFacts } from './impact-facts.ts';
import { readMemberInputs } from './member-inputs.ts';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('inputs written as members before a call', () => {
  it('are the inputs of the call that follows them, under the same guards, where the call gives no value for them', () => {
    const vars = '    tmr : TON;\n    x : BOOL;\n    y : BOOL;\n    c : BOOL;';
    const facts = unitFacts([{ name: 'Cell', text: program(vars, 'tmr.IN := x;\ntmr.PT := T#5S;\ntmr(PT := T#1S);\nIF c THEN\n    tmr.IN := y;\nEND_IF\ntmr();\n') }]);
    readMemberInputs(facts);
    const [first, second] = facts.fbCalls;
    // The argument given at the call wins over the member written before it.
    expect([...first!.inputs].map(([key, input]) => `${key}=${input.value}${input.member ? ' (member)' : ''}`)).toEqual(['pt=T#1S', 'in=x (member)']);
    // A member written under another guard than the call's is not read as its input.
    expect(second!.inputs.has('in')).toBe(false);
  });

  it('not where what the value reads is written between the member and the call', () => {
    const vars = '    tmr : TON;\n    x : BOOL;';
    const facts = unitFacts([{ name: 'Cell', text: program(vars, 'tmr.IN := x;\nx := FALSE;\ntmr();\n') }]);
    readMemberInputs(facts);
    expect(facts.fbCalls[0]!.inputs.size).toBe(0);
  });

  it('give a timer what it watches: its Q no longer read, and a preset written as a member, flagged as for the argument', () => {
    const vars = '    (* light curtain across the opening, TRUE = clear *)\n    Beam AT %IX0.2 : BOOL;\n    Sensor AT %IX0.0 : BOOL;\n    HoldTimer : TON;\n    Fault : BOOL;\n    Lamp AT %QX0.1 : BOOL;';
    const asArgument = (pt: string, set: string) => `HoldTimer(IN := NOT Beam, PT := ${pt});\n${set}Lamp := Fault;\n`;
    const asMember = (pt: string, set: string) => `HoldTimer.IN := NOT Beam;\nHoldTimer.PT := ${pt};\nHoldTimer();\n${set}Lamp := Fault;\n`;
    const trip = 'IF HoldTimer.Q THEN\n    Fault := TRUE;\nEND_IF\n';
    for (const body of [asArgument, asMember]) {
      expect(flags(vars, body('T#2S', trip), body('T#5S', trip))).toEqual(['constant value-changed HoldTimer.PT !']);
      expect(flags(vars, body('T#2S', trip), body('T#2S', ''))).toEqual(['condition no-longer-read HoldTimer.Q !', 'write no-longer-written Fault !']);
    }
  });

  it('give a timer whose Q a safety-relevant output reads the drive of that output, for a preset written as a member', () => {
    const vars = '    (* guard locking solenoid of the cell door *)\n    xLockSolenoid AT %QX60.2 : BOOL;\n    xDoorClosed AT %IX60.0 : BOOL;\n    xUnlockReq AT %IX60.1 : BOOL;\n    tonUnlock : TON;';
    const asArgument = (pt: string) => `tonUnlock(IN := xUnlockReq, PT := ${pt});\nxLockSolenoid := xDoorClosed AND NOT tonUnlock.Q;\n`;
    const asMember = (pt: string) => `tonUnlock.IN := xUnlockReq;\ntonUnlock.PT := ${pt};\ntonUnlock();\nxLockSolenoid := xDoorClosed AND NOT tonUnlock.Q;\n`;
    expect(flags(vars, asArgument('T#2S'), asArgument('T#500MS'))).toEqual(['constant value-changed tonUnlock.PT !']);
    expect(flags(vars, asMember('T#2S'), asMember('T#500MS'))).toEqual(['constant value-changed tonUnlock.PT !']);
  });

  it('give a block executed by a safety signal its response: a parameter written as a member is flagged as the argument', () => {
    const vars = '    bSafeStopReq : BOOL;\n    bLimit : BOOL;\n    fbStop : MC_Stop;';
    const asArgument = (decel: string) => `fbStop(Execute := bSafeStopReq OR bLimit, Deceleration := ${decel});\n`;
    const asMember = (decel: string) => `fbStop.Execute := bSafeStopReq OR bLimit;\nfbStop.Deceleration := ${decel};\nfbStop();\n`;
    expect(flags(vars, asArgument('500.0'), asArgument('200.0'))).toEqual(['constant value-changed fbStop.Deceleration !']);
    expect(flags(vars, asMember('500.0'), asMember('200.0'))).toEqual(['constant value-changed fbStop.Deceleration !']);
  });
});
