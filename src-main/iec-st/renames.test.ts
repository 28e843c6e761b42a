// Renames: a variable renamed in its declaration and every use is one item, whatever its block.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';

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
