// The rules fixed against the thirty-seventh independent round (docs/impact-accuracy.md, "Fixed against round 37").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impactLines, program } from './test-support/impact-lines.ts';

const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));
const lines = (report: ReturnType<typeof analyzeImpact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();

describe('rules of the thirty-seventh independent round', () => {
  it('flags a member of a variable by its own name: a safety word of the member counts as one of the variable', () => {
    const fn = (body: string) => `FUNCTION Disable_Axes : INT\nVAR_IN_OUT\n    PROG : ST_ToolProg;\nEND_VAR\n${body}Disable_Axes := 0;\nEND_FUNCTION\n`;
    const body = (value: string) => `PROG.X_ENABLE := FALSE;\nPROG.STO_REQUEST := ${value};\n`;
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn('PROG.X_ENABLE := FALSE;\n'))).toEqual(['write no-longer-written PROG.STO_REQUEST !']);
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn(body('FALSE')))).toEqual(['constant value-changed PROG.STO_REQUEST !']);
    // A member without one stays unflagged: the struct's name lends it nothing.
    expect(impactLines('Disable_Axes', fn(body('TRUE')), fn(body('TRUE').replace('PROG.X_ENABLE := FALSE;\n', '')))).toEqual(['write no-longer-written PROG.X_ENABLE']);
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
    expect(lines(report)).toEqual(['fb-call inputs-changed Axis.IN_Limit_Pos !']);
    // An input without such a comment, or a block whose text is not read, lends the argument nothing.
    expect(impactLines('Cell', caller('LimitA', 'Speed'), caller('LimitA', '2.0 * Speed'), { otherUnits: [{ name: 'FB_Axis', text: block }] })).toEqual(['fb-call inputs-changed Axis.IN_Speed']);
    expect(impactLines('Cell', ...swapped)).toEqual(['fb-call inputs-changed Axis.IN_Limit_Pos']);
  });

  it('flags a limit, and the preset, of a timer holding a value against it in the set of a latch a safety signal follows', () => {
    const vars = (limit: string) => `    Raw AT %IW4 : INT;\n    Value : REAL;\n    Limit : REAL := ${limit};\n    Trip : BOOL;\n    tonOver : TON;\n    Ack AT %IX0.0 : BOOL;\n    Run AT %IX0.1 : BOOL;\n    // safety relay of the press\n    Relay AT %QX0.0 : BOOL;`;
    const body = (pt: string, watch = 'Value > Limit') => `Value := INT_TO_REAL(Raw) * 0.25;\ntonOver(IN := ${watch}, PT := ${pt});\nIF tonOver.Q THEN\n    Trip := TRUE;\nEND_IF\nIF Ack THEN\n    Trip := FALSE;\nEND_IF\nRelay := Run AND NOT Trip;\n`;
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#100ms'), vars('6000.0'))).toEqual(['constant initial-value-changed Limit !']);
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#1s'))).toEqual(['constant value-changed tonOver.PT !']);
    // What the value is computed from is a measurement, not a limit: its scaling stays unflagged.
    expect(flags(vars('4500.0'), body('T#100ms'), body('T#100ms').replace('* 0.25', '* 0.2'))).toEqual(['constant value-changed Value']);
    // A timer timing a state (no value held against a limit) is a duration of the sequence: its preset stays unflagged.
    expect(flags(vars('4500.0'), body('T#100ms', 'Run'), body('T#1s', 'Run'))).toEqual(['constant value-changed tonOver.PT']);
  });

  it('flags a condition removed with the last set of a latch read both ways by the safety signals it reached', () => {
    // The relay reads the latch as a trip, the lamp as a plain copy: its last set gone is an interlock removed all the same.
    const vars = '    Over : BOOL;\n    Trip : BOOL;\n    Ack AT %IX0.0 : BOOL;\n    Run AT %IX0.1 : BOOL;\n    // safety relay of the press\n    Relay AT %QX0.0 : BOOL;\n    Lamp AT %QX0.1 : BOOL;';
    const set = 'IF Over THEN\n    Trip := TRUE;\nEND_IF\n';
    const rest = 'IF Ack THEN\n    Trip := FALSE;\nEND_IF\nRelay := Run AND NOT Trip;\nLamp := Trip;\n';
    expect(flags(vars, set + rest, rest)).toEqual(['condition no-longer-read Over !', 'write no-longer-written Trip !']);
    // Reaching no safety signal (plain outputs), the condition lends nothing.
    const plain = vars.replace('    // safety relay of the press\n', '').replace('Relay', 'Motor');
    expect(flags(plain, set + rest.replace('Relay', 'Motor'), rest.replace('Relay', 'Motor'))).toEqual(['condition no-longer-read Over', 'write no-longer-written Trip !']);
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
});

