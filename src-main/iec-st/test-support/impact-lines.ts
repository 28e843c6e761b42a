// One line per reported item ("kind change subject", " !" when safety-relevant), sorted: the form the analysis rule
// tests compare against, so each test states the items it expects rather than walking the report.
import { expect } from 'vitest';
import { DEFAULT_SAFETY_PATTERNS } from '../../../src-shared/impact.ts';
import { analyzeImpact, type ImpactRequest } from '../impact-analysis.ts';

/** A program's text: its declarations and its body. */
export const program = (vars: string, body: string) => `PROGRAM Cell\nVAR\n${vars}\nEND_VAR\n${body}\nEND_PROGRAM\n`;
/** A function block's text: its declarations and its body. */
export const functionBlock = (vars: string, body: string) => `FUNCTION_BLOCK FB_Unit\nVAR\n${vars}\nEND_VAR\n${body}\nEND_FUNCTION_BLOCK\n`;
/** A method's text: its own declarations only, the rest (state, commands) the block's and declared elsewhere. */
export const method = (vars: string, body: string) => `METHOD Cyclic\nVAR_INST\n${vars}\nEND_VAR\n${body}\n`;

/** The items of one object's edit, which the analysis must read fully. */
export function impactLines(name: string, before: string, after: string, extra: Partial<ImpactRequest> = {}): string[] {
  const report = analyzeImpact({ parts: [{ name, before, after }], safetyPatterns: DEFAULT_SAFETY_PATTERNS, ...extra });
  expect(report.status).toBe('complete');
  return report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
}
