import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';
import { normalForm } from './st-normal-form.ts';
import { parseUnit, printExpr, type Statement } from './st-parser.ts';

const conditionOf = (body: string): string => {
  const statement = normalForm(parseUnit(body)).body[0] as Extract<Statement, { kind: 'if' }>;
  return printExpr(statement.branches[0]!.condition!);
};

describe('one reading of a boolean compared with TRUE or FALSE', () => {
  it('reads `x = TRUE` as x and `x = FALSE`, `x <> TRUE` as NOT x, on either side', () => {
    expect(conditionOf('IF bDoor = TRUE AND bReady = FALSE THEN y := 1; END_IF')).toBe('bDoor AND NOT bReady');
    expect(conditionOf('IF TRUE = fb.Q OR FALSE <> bOk THEN y := 1; END_IF')).toBe('fb.Q OR bOk');
    expect(conditionOf('IF bFault <> TRUE THEN y := 1; END_IF')).toBe('NOT bFault');
    expect(conditionOf('IF NOT (bFault = FALSE) THEN y := 1; END_IF')).toBe('bFault');
    expect(conditionOf('IF (a AND b) = FALSE THEN y := 1; END_IF')).toBe('NOT (a AND b)');
  });

  it('keeps comparisons of other values and of two literals', () => {
    expect(conditionOf('IF n = 1 AND s <> FALSE_STATE THEN y := 1; END_IF')).toBe('n = 1 AND s <> FALSE_STATE');
    expect(conditionOf('IF TRUE = FALSE THEN y := 1; END_IF')).toBe('TRUE = FALSE');
  });

  it('reports nothing for an edit that only writes a condition compared with TRUE', () => {
    const program = (condition: string) => `PROGRAM P\nVAR\n  bGuardClosed AT %IX0.0 : BOOL;\n  bEStopOk AT %IX0.1 : BOOL;\n  bMotor AT %QX0.0 : BOOL;\nEND_VAR\nIF ${condition} THEN\n  bMotor := TRUE;\nELSE\n  bMotor := FALSE;\nEND_IF;\nEND_PROGRAM\n`;
    const report = analyzeImpact({
      parts: [{ name: 'P', before: program('bGuardClosed AND NOT bEStopOk'), after: program('bGuardClosed = TRUE AND bEStopOk = FALSE') }],
      safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    });
    expect(report.items).toEqual([]);
  });
});
