import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { BOTTLING_GLOBALS } from './impact-corpus.ts';
import { safetyMatcher, words } from './safety-patterns.ts';
import { parseUnit } from './st-parser.ts';

const MAIN_PATH = 'pous/programs/main.st';
const main = readFileSync(join(import.meta.dirname, '../../fixtures/openplc/bottling-line', MAIN_PATH), 'utf8');
const impactOf = (from: string, to: string, extra: { safetySignals?: string[] } = {}) => {
  expect(main).toContain(from);
  return analyzeImpact({ parts: [{ name: MAIN_PATH, before: main, after: main.replace(from, to) }], globals: BOTTLING_GLOBALS, safetyPatterns: DEFAULT_SAFETY_PATTERNS, ...extra });
};

describe('impact on the demo line (the issue examples)', () => {
  it('says the conveyor output is now driven unconditionally TRUE, with its address from twenty lines away', () => {
    const report = impactOf('ConveyorMotor := Conveyor.MotorOn;', 'ConveyorMotor := TRUE;');
    expect(report.status).toBe('complete');
    expect(report.items).toHaveLength(1);
    const [item] = report.items;
    expect(item).toMatchObject({ kind: 'write', change: 'now-constant', subject: 'ConveyorMotor', address: '%QX0.0', old: 'Conveyor.MotorOn', new: 'TRUE', safety: ['output forced constant: ConveyorMotor'] });
    expect(item!.text).toBe('Now drives output ConveyorMotor (%QX0.0) to the constant TRUE, unconditionally (was Conveyor.MotorOn).');
    const line = main.split('\n').findIndex((l) => l.startsWith('ConveyorMotor :=')) + 1;
    expect(item!.at).toEqual([{ side: 'old', part: MAIN_PATH, line }, { side: 'new', part: MAIN_PATH, line }]);
  });

  it('flags first that the emergency stop no longer trips the line', () => {
    const report = impactOf('IF NOT EmergencyStop THEN', 'IF FALSE THEN');
    const [first] = report.items;
    expect(first).toMatchObject({ kind: 'condition', change: 'no-longer-read', subject: 'EmergencyStop', address: '%IX0.0', old: 'NOT EmergencyStop', new: 'FALSE' });
    expect(first!.safety).toEqual(['emergency stop: EmergencyStop']);
    expect(first!.text).toContain('always FALSE, so `State := Faulted` never runs');
    expect(report.safetySignals).toEqual(['emergency stop: EmergencyStop']);
  });

  it('reports a timer preset with old and new value', () => {
    const report = impactOf('PT := T#3s', 'PT := T#5s');
    expect(report.items).toEqual([expect.objectContaining({ kind: 'constant', subject: 'StartupDelay.PT', old: 'T#3s', new: 'T#5s', text: 'Timer StartupDelay: preset PT changes from T#3s to T#5s.' })]);
  });

  it('flags a signal on the project list even when no pattern matches it', () => {
    const report = impactOf('IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN', { safetySignals: ['stopbutton'] });
    expect(report.items[0]).toMatchObject({ subject: 'StopButton', safety: ['project list: StopButton'] });
  });

  it('finds nothing in a comment-only edit', () => {
    expect(impactOf('(* Give the stack light', '(* Give the lamp').items).toEqual([]);
  });

  it('says it could not analyse a text that does not parse, instead of guessing', () => {
    const report = impactOf('ConveyorMotor := Conveyor.MotorOn;', 'ConveyorMotor := Conveyor.MotorOn');
    expect(report).toMatchObject({ status: 'not-analysed', items: [] });
    expect(report.reason).toMatch(/^the new text could not be read as Structured Text \(line \d+: /);
  });
});

describe('the Structured Text parser', () => {
  it('reads every fixture POU written in ST', () => {
    for (const file of ['bottling-line/pous/function-blocks/FillerControl.st', 'motion-library/pous/function-blocks/RampGenerator.st', 'relay-panel-v41/pous/function-blocks/RELAY_LATCH.st']) {
      const unit = parseUnit(readFileSync(join(import.meta.dirname, '../../fixtures/openplc', file), 'utf8'));
      expect(unit.pouKind).toBe('FUNCTION_BLOCK');
      expect(unit.body.length).toBeGreaterThan(0);
    }
  });

  it('reads CODESYS forms: pragmas, S= and R=, methods, qualified globals, a missing semicolon after END_IF', () => {
    const unit = parseUnit("{attribute 'qualified_only'}\nMETHOD PUBLIC Reset : BOOL\nVAR_INPUT\n  bForce : BOOL;\nEND_VAR\nbAlarm S= GVL.x > 1;\nIF bForce THEN THIS^.Clear(); END_IF\nReset := TRUE;");
    expect(unit).toMatchObject({ pouKind: 'METHOD', name: 'Reset' });
    expect(unit.body.map((s) => s.kind)).toEqual(['assign', 'if', 'assign']);
    expect(unit.body[0]).toMatchObject({ op: 'S=' });
  });

  it('keeps a declaration\'s address, initial value and trailing comment', () => {
    const unit = parseUnit('VAR_GLOBAL CONSTANT\n  Limit AT %MW10 : INT := 80; (* tank high limit *)\nEND_VAR');
    expect(unit.declarations).toEqual([expect.objectContaining({ name: 'Limit', block: 'VAR_GLOBAL', constant: true, type: 'INT', address: '%MW10', initialValue: '80', documentation: 'tank high limit' })]);
  });

  it('refuses what it cannot read, with the line', () => {
    expect(() => parseUnit('PROGRAM p\nx := ;\nEND_PROGRAM')).toThrow(/line 2: expected an expression/);
    expect(() => parseUnit('IF a THEN\n  b := 1;\n')).toThrow(/expected END_IF/);
  });
});

describe('safety patterns', () => {
  it('match whole words and words written together, not substrings', () => {
    expect(words('EmergencyStop')).toEqual(['emergency', 'stop']);
    expect(words('E_STOP_OK')).toEqual(['e', 'stop', 'ok']);
    const matcher = safetyMatcher(DEFAULT_SAFETY_PATTERNS, []);
    const none = () => null;
    expect(matcher.match(['bEStopOK', 'STO_Active', 'LightCurtainMuted', 'safeguard'], none)).toEqual(['e-stop: bEStopOK', 'sto: STO_Active', 'light curtain: LightCurtainMuted', 'guard: safeguard']);
    expect(matcher.match(['StopButton', 'StoreCount', 'Restore'], none)).toEqual([]);
    expect(matcher.match(['Chain1'], () => 'Emergency stop chain, channel 1')).toEqual(['emergency stop: Chain1']);
  });
});

describe('CODESYS globals outside the edited object', () => {
  const program = (body: string) => [{ name: 'PRG_A (implementation)', before: 'GVL_IO.bLamp := bOn;\n', after: body }];
  const lists = [
    { name: 'GVL_IO', declaration: 'VAR_GLOBAL\n    bLamp AT %Q* : BOOL;\n    bHorn AT %QX0.5 : BOOL;\nEND_VAR\n' },
    { name: 'GVL_Broken', declaration: 'VAR_GLOBAL\n    bX BOOL;\nEND_VAR\n' },
  ];

  it("takes a list's address, the IO mapping's where the list leaves it open, and names the lists it could not read", () => {
    const report = analyzeImpact({
      parts: program('GVL_IO.bLamp := TRUE;\nGVL_IO.bHorn := TRUE;\n'),
      globalLists: lists,
      skippedGlobalLists: ['GVL_Huge'],
      // The declared address wins over a mapping; `%Q*` is left to it.
      ioMapping: { 'gvl_io.blamp': '%QX0.4', 'gvl_io.bhorn': '%QX9.9' },
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    });
    expect(report.items.map((i) => [i.subject, i.address])).toEqual([
      ['GVL_IO.bLamp', '%QX0.4'],
      ['GVL_IO.bHorn', '%QX0.5'],
    ]);
    expect(report.unresolved).toBe(
      'The variables of the global variable lists GVL_Broken (not Structured Text the parser reads), GVL_Huge (over the size limit) were not resolved: their addresses and safety relevance are not shown.',
    );
  });

  it('says nothing is unresolved when every list was read', () => {
    const report = analyzeImpact({ parts: program('GVL_IO.bLamp := FALSE;\n'), globalLists: lists.slice(0, 1), safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(report.items[0]).toMatchObject({ subject: 'GVL_IO.bLamp', address: '%Q*' });
    expect(report.unresolved).toBeUndefined();
  });
});

describe('impact wording (issue 27 misclasses)', () => {
  const impact = (before: string, after: string) =>
    analyzeImpact({ parts: [{ name: 'P', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS }).items.map((i) => `${i.kind}/${i.change}/${i.subject}: ${i.text}`);
  const decl = 'PROGRAM P\nVAR\n  bPurgeDiverterSolenoid : BOOL;\n  nMode : INT;\n  n : INT;\n  a : BOOL;\nEND_VAR\n';

  it('keeps the spelling of a signal that starts a sentence', () => {
    const [item] = impact(`${decl}bPurgeDiverterSolenoid := a;\nEND_PROGRAM`, `${decl}bPurgeDiverterSolenoid := NOT a;\nEND_PROGRAM`);
    expect(item).toMatch(/: bPurgeDiverterSolenoid now gets NOT a instead of a/);
  });

  it('words a constant under a comparison so the two numbers do not run together', () => {
    const [item] = impact(`${decl}IF nMode <> 0 THEN n := 1; END_IF\nEND_PROGRAM`, `${decl}IF nMode <> 0 THEN n := 0; END_IF\nEND_PROGRAM`);
    expect(item).not.toMatch(/<> 0 0/);
  });

  it('reports a limit under the signal compared with it, and IF TRUE -> IF FALSE as a branch that never runs', () => {
    expect(impact(`${decl}IF a AND n < 5 THEN nMode := 1; END_IF\nEND_PROGRAM`, `${decl}IF a AND n < 7 THEN nMode := 1; END_IF\nEND_PROGRAM`)).toEqual([
      'constant/value-changed/n: The limit in the condition `a AND n < 5` changes from 5 to 7 (for n).',
    ]);
    expect(impact(`${decl}IF TRUE THEN n := 1; END_IF\nEND_PROGRAM`, `${decl}IF FALSE THEN n := 1; END_IF\nEND_PROGRAM`).map((i) => i.split(':')[0]).sort()).toEqual(['condition/now-never/FALSE', 'write/condition-changed/n']);
  });

  it('reports a hysteresis offset under the signal compared with the limit, not under the limit variable', () => {
    const vars = 'PROGRAM P\nVAR\n  rLevel : REAL;\n  rLimit : REAL;\n  xLow : BOOL;\nEND_VAR\n';
    const offset = (o: string) => `${vars}IF rLevel > rLimit + ${o} THEN xLow := FALSE; END_IF\nEND_PROGRAM`;
    expect(impact(offset('0.5'), offset('1.0'))).toEqual(['constant/value-changed/rLevel: The limit in the condition `rLevel > rLimit + 0.5` changes from 0.5 to 1.0 (for rLevel).']);
    // The limit on the left of the comparison belongs to the signal on its right.
    const left = (o: string) => `${vars}IF rLimit - ${o} > rLevel THEN xLow := TRUE; END_IF\nEND_PROGRAM`;
    expect(impact(left('5'), left('2')).map((i) => i.split(':')[0])).toEqual(['constant/value-changed/rLevel']);
  });

  it('reports an enumerated value swapped for another as a changed write or argument, not a changed constant', () => {
    const vars = 'PROGRAM P\nVAR\n  eState : ARM_STATES_T;\n  fbAxis : FB_Axis;\n  n : INT;\nEND_VAR\n';
    const write = (v: string) => `${vars}IF n > 1 THEN eState := ARM_STATES_T#${v}; END_IF\nEND_PROGRAM`;
    expect(impact(write('ARM_RAISE'), write('ARM_SWING'))).toEqual([
      'write/value-changed/eState: eState now gets ARM_STATES_T#ARM_SWING instead of ARM_STATES_T#ARM_RAISE (when n > 1).',
    ]);
    const arg = (v: string) => `${vars}fbAxis(Mode := E_Mode#${v}, Speed := 5);\nEND_PROGRAM`;
    expect(impact(arg('Jog'), arg('Auto')).map((i) => i.split(':')[0])).toEqual(['fb-call/inputs-changed/fbAxis.Mode']);
    // A number is still a constant, a typed one too.
    expect(impact(write('ARM_RAISE').replace('n > 1', 'n > INT#1'), write('ARM_RAISE').replace('n > 1', 'n > INT#2')).map((i) => i.split(':')[0])).toEqual(['constant/value-changed/n']);
  });

  it('reports nothing for the operands of AND, OR or XOR swapped, in a value, a condition or a block input; AND_THEN and calls keep their order', () => {
    const vars = 'PROGRAM P\nVAR\n  a : BOOL;\n  b : BOOL;\n  c : BOOL;\n  q AT %QX0.0 : BOOL;\n  t : TON;\nEND_VAR\n';
    const same = (from: string, to: string) => impact(`${vars}${from}\nEND_PROGRAM`, `${vars}${to}\nEND_PROGRAM`);
    expect(same('q := a AND NOT b;', 'q := NOT b AND a;')).toEqual([]);
    expect(same('q := (a OR b) AND c;', 'q := c AND (b OR a);')).toEqual([]);
    expect(same('IF a AND b THEN q := TRUE; ELSE q := c XOR a; END_IF', 'IF b AND a THEN q := TRUE; ELSE q := a XOR c; END_IF')).toEqual([]);
    expect(same('t(IN := a AND b, PT := T#1S);', 't(IN := b AND a, PT := T#1S);')).toEqual([]);
    // Another operator, or an operand moved across it, is a change.
    expect(same('q := a AND b OR c;', 'q := a AND (b OR c);').map((i) => i.split(':')[0])).toEqual(['write/value-changed/q']);
    // A short-circuit operator runs its right side only when needed; a call may act: their order is kept.
    expect(same('q := a AND_THEN b;', 'q := b AND_THEN a;').map((i) => i.split(':')[0])).toEqual(['write/value-changed/q']);
    expect(same('q := a AND FC_Check(b);', 'q := FC_Check(b) AND a;').map((i) => i.split(':')[0])).toEqual(['write/value-changed/q']);
  });

  it('reports no call lost or gained for a pure standard function, only what its value changes', () => {
    const vars = 'PROGRAM P\nVAR\n  tOpen : TIME;\n  nMs : INT;\n  sCode : STRING;\n  xOpen : BOOL;\nEND_VAR\n';
    expect(impact(`${vars}tOpen := INT_TO_TIME(nMs);\nEND_PROGRAM`, `${vars}tOpen := T#80MS;\nEND_PROGRAM`).map((i) => i.split(':')[0])).toEqual(['write/now-constant/tOpen']);
    const removed = impact(`${vars}IF EQ(sCode, '4711') THEN xOpen := TRUE; END_IF\nEND_PROGRAM`, `${vars}\nEND_PROGRAM`).map((i) => i.split(':')[0]);
    expect(removed.sort()).toEqual(['condition/no-longer-read/sCode', 'write/no-longer-written/xOpen']);
    // A function of the project (it may have effects of its own) is still a call lost.
    expect(impact(`${vars}xOpen := FC_OpenDoor(nMs);\nEND_PROGRAM`, `${vars}xOpen := TRUE;\nEND_PROGRAM`).map((i) => i.split(':')[0])).toContain('call/no-longer-called/FC_OpenDoor');
  });
});
