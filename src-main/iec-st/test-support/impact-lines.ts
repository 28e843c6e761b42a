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

/** The items of an edit of one program, as `impactLines` gives them: its declarations (or new ones) and its body. */
export const flags = (vars: string, before: string, after: string, newVars = vars) => impactLines('Cell', program(vars, before), program(newVars, after));

/** The same for a method's own declarations and body. */
export const methodFlags = (vars: string, before: string, after: string) => impactLines('FB_Unit.Cyclic', method(vars, before), method(vars, after));

/** The same for a function block. */
export const blockFlags = (vars: string, before: string, after: string) => impactLines('FB_Unit', functionBlock(vars, before), functionBlock(vars, after));

/** The guard door lock: a safety-relevant global (by its comment) at %QX0.6. */
export const GUARD_LOCK = { name: 'GuardLock', type: 'BOOL', address: '%QX0.6', documentation: 'Guard door lock solenoid' };

/** The report of an edit of a program, with the guard door lock a safety-relevant global at %QX0.6. */
export function impact(before: string, after: string, extra: Partial<ImpactRequest> = {}) {
  const report = analyzeImpact({ parts: [{ name: 'cell.st', before, after }], globals: [GUARD_LOCK], safetyPatterns: DEFAULT_SAFETY_PATTERNS, ...extra });
  expect(report.status).toBe('complete');
  return report;
}

/** One line per item of a report ("kind change subject", " !" when safety-relevant), sorted. */
export const reportLines = (report: ReturnType<typeof analyzeImpact>) => report.items.map((i) => `${i.kind} ${i.change} ${i.subject}${i.safety.length > 0 ? ' !' : ''}`).sort();
