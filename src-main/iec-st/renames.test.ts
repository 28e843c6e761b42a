// Renames: a variable renamed in its declaration and every use is one item, whatever its block.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { impact, impactLines, program, reportLines } from './test-support/impact-lines.ts';

const pou = (kind: string, inputs: string, vars: string, body: string) => `${kind} Starter\nVAR_INPUT\n${inputs}\nEND_VAR\nVAR\n${vars}\nEND_VAR\n${body}\nEND_${kind}\n`;

function flags(before: string, after: string) {
  const report = analyzeImpact({ parts: [{ name: 'starter.st', before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
  expect(report.status).toBe('complete');
  return { report, flags: report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort() };
}

describe('an input or output of the POU renamed', () => {
  const inputs = '  xGuardOpen : BOOL; // door switch\n  xJog : BOOL;';
  const vars = '  xCoil AT %QX0.0 : BOOL;\n  xLamp AT %QX0.1 : BOOL;';
  const body = 'IF xGuardOpen THEN\n  xCoil := FALSE;\nEND_IF\nxLamp := xJog OR xGuardOpen;';
  const rename = (kind: string, from: string, to: string) =>
    flags(pou(kind, inputs, vars, body), pou(kind, inputs.replace(`${from} :`, `${to} :`), vars, body.replaceAll(from, to)));

  it('is one rename of a program input with every use, keeping its old name\'s safety, saying callers must follow', () => {
    const { report, flags: items } = rename('PROGRAM', 'xGuardOpen', 'xDoorOpen');
    expect(items).toEqual(['declaration renamed xDoorOpen !']);
    expect(report.items[0]!.old).toBe('xGuardOpen');
    expect(report.items[0]!.text).toContain('every caller that passes or reads it by name');
    expect(rename('PROGRAM', 'xJog', 'xInch').flags).toEqual(['declaration renamed xInch']);
  });

  it('is one rename of a function block input too; an input removed with its uses replaced by another is not', () => {
    expect(rename('FUNCTION_BLOCK', 'xJog', 'xInch').flags).toEqual(['declaration renamed xInch']);
    // Another block (a local taking an input's place) is not a rename: the signal now comes from elsewhere.
    const moved = flags(pou('PROGRAM', inputs, vars, body), pou('PROGRAM', '  xGuardOpen : BOOL;', `${vars}\n  xInch : BOOL;`, body.replace('xJog', 'xInch')));
    expect(moved.flags).not.toContain('declaration renamed xInch');
  });
});

describe('a located variable renamed', () => {
  it('reports a located input renamed at the same address as one rename; at another address, or a safety input, it is more', () => {
    const vars = '  ZoneFree AT %IX2.5 : BOOL;\n  (* guard door closed *)\n  Door AT %IX2.6 : BOOL;\n  Step : INT;';
    const body = 'IF ZoneFree AND Door THEN Step := 30; END_IF;';
    const renamed = (from: string, to: string, address = '') => impact(program(vars, body), program(vars.replace(`${from} AT`, `${to} AT`).replace(address, address && '%IX3.0'), body.replace(from, to)));
    expect(reportLines(renamed('ZoneFree', 'PlaceClear'))).toEqual(['declaration renamed PlaceClear']);
    expect(reportLines(renamed('Door', 'Closed'))).toEqual(['declaration renamed Closed !']);
    expect(reportLines(renamed('ZoneFree', 'PlaceClear', '%IX2.5'))).not.toContain('declaration renamed PlaceClear');
  });

  it('reports an input left to the mapping (AT %I*) renamed everywhere as one rename, with its old name\'s safety', () => {
    const vars = '  xEStopOk AT %I* : BOOL; // e-stop chain\n  xHostAlive AT %I* : BOOL;\n  xRelease AT %Q* : BOOL;';
    const body = 'xRelease := xEStopOk AND xHostAlive;';
    const report = impact(program(vars, body), program(vars.replace('xEStopOk AT', 'xEStopChainOk AT'), body.replace('xEStopOk', 'xEStopChainOk')));
    expect(reportLines(report)).toEqual(['declaration renamed xEStopChainOk !']);
    expect(report.items[0]!.text).toContain('its link in the I/O mapping names it');
    expect(reportLines(impact(program(vars, body), program(vars.replace('xHostAlive AT', 'xHostOk AT'), body.replace('xHostAlive', 'xHostOk'))))).toEqual(['declaration renamed xHostOk']);
  });

  it('reads a located global of a GVL renamed at the same address as one rename, keeping its safety, saying its users must follow', () => {
    const gvl = (name: string) => `{attribute 'qualified_only'}\nVAR_GLOBAL\n    // light curtain of the loading zone, TRUE = clear\n    ${name} AT %I* : BOOL;\n    nCount : INT;\nEND_VAR\n`;
    const report = analyzeImpact({ parts: [{ name: 'GVL_Safety', before: gvl('bGrp2Run'), after: gvl('bGrp2Ok') }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`)).toEqual(['declaration renamed bGrp2Ok !']);
    expect(report.items[0]!.text).toContain('Every POU that uses it names it');
    // Another type is another variable: removed and added.
    const retyped = analyzeImpact({ parts: [{ name: 'GVL_Safety', before: gvl('bGrp2Run'), after: gvl('bGrp2Ok').replace('bGrp2Ok AT %I* : BOOL', 'bGrp2Ok AT %I* : BYTE') }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
    expect(retyped.items.map((i) => `${i.kind} ${i.change} ${i.subject}`).sort()).toEqual(['declaration added bGrp2Ok', 'declaration removed bGrp2Run']);
  });

  it('flags a local renamed by the safety of its old name', () => {
    const vars = '    safetyDelay : TIME := T#2S;\n    tmr : TON;\n    go : BOOL;\n    out AT %QX7.3 : BOOL;';
    const body = (name: string) => `tmr(IN := go, PT := ${name});\nout := tmr.Q;\n`;
    expect(impactLines('Tank', program(vars, body('safetyDelay')), program(vars.replace('safetyDelay', 'holdDelay'), body('holdDelay')))).toEqual(['declaration renamed holdDelay !']);
    expect(impactLines('Tank', program(vars.replace('safetyDelay', 'waitDelay'), body('waitDelay')), program(vars.replace('safetyDelay', 'holdDelay'), body('holdDelay')))).toEqual(['declaration renamed holdDelay']);
  });
});
