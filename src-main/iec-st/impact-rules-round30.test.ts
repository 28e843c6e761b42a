// The rules fixed against the thirtieth independent round (docs/impact-accuracy.md, "Fixed against round 30").
import { describe, expect, it } from 'vitest';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string) => impactLines('Cell', program(vars, before), program(vars, after));

describe('rules of the thirtieth independent round', () => {
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

  it('flags a new switch-on of a variable that a branch reading a safety signal switches off', () => {
    const vars = '    bZonesClosed : BOOL; // from the safety PLC\n    bStart : BOOL;\n    bStop : BOOL;\n    bDriveOn : BOOL;\n    bReady : BOOL;\n    nStep : INT;';
    const body = (idle: string, off: string) => `CASE nStep OF\n    0:\n${idle}        IF bStart AND bZonesClosed THEN nStep := 10; END_IF\n    10:\n        bDriveOn := TRUE;\n        bReady := TRUE;\nEND_CASE\nIF ${off} THEN\n    bDriveOn := FALSE;\n    bReady := FALSE;\n    nStep := 0;\nEND_IF\n`;
    expect(flags(vars, body('', 'NOT bZonesClosed'), body('        bDriveOn := TRUE;\n', 'NOT bZonesClosed'))).toEqual(['write newly-written bDriveOn !']);
    // Switched off only by a stop button: no safety signal holds it off.
    expect(flags(vars, body('', 'bStop'), body('        bReady := TRUE;\n', 'bStop'))).toEqual(['write newly-written bReady']);
  });
});
