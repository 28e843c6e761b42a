// The rules fixed against the twenty-fourth independent round (docs/impact-accuracy.md, "Fixed against round 24").
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../src-shared/impact.ts';
import { analyzeImpact } from './impact-analysis.ts';

/** A method's text: its own declarations only, the rest (state, commands) the block's and declared elsewhere. */
const method = (vars: string, body: string) => `METHOD Cyclic\nVAR_INST\n${vars}\nEND_VAR\n${body}\n`;

function flags(vars: string, before: string, after: string): string[] {
  const report = analyzeImpact({ parts: [{ name: 'FB_Unit.Cyclic', before: method(vars, before), after: method(vars, after) }], safetyPatterns: DEFAULT_SAFETY_PATTERNS });
  expect(report.status).toBe('complete');
  return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
}

describe('rules of the twenty-fourth independent round', () => {
  it('reports a write through THIS^ as the variable as declared', () => {
    const vars = '    nCount : INT;';
    expect(flags(vars, 'IF bReset THEN\n    nCount := 0;\nEND_IF\nTHIS^.bDone := FALSE;\n', 'IF bReset THEN\n    nCount := 0;\nEND_IF\n')).toEqual(['write no-longer-written bDone']);
    // `THIS^.x := v` rewritten as `x := v` is the same write.
    expect(flags(vars, 'THIS^.bDone := bReady;\n', 'bDone := bReady;\n')).toEqual([]);
  });
});
