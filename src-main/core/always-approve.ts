// Standing "always approve" rules: which calls a rule lets through unasked, and the rule a card's choice makes.
// A rule is matched against where the call's tool resolved it to work (`CallScope`), never against the agent's
// spelling of a path; a call that works on no one project is covered only by a rule for every project.
import type { CallScope } from '../../src-shared/app-state.ts';
import type { AlwaysScope } from '../../src-shared/contract.ts';
import { normalizeScopePath, pathWithin, ruleText, scopeChoices } from '../../src-shared/always-approve.ts';
import type { AlwaysApproveRule } from '../../src-shared/settings-schema.ts';
import { samePath } from '../files/index.ts';

/** Whether `rule` lets `tool`, called by the agent named `agentName` and working at `where`, run without asking. */
export function ruleCovers(rule: AlwaysApproveRule, tool: string, where: CallScope | undefined, agentName: string): boolean {
  if (rule.tool !== tool) return false;
  if (rule.agent !== undefined && rule.agent !== agentName) return false;
  if (rule.project === undefined) return true;
  if (!where || !samePath(rule.project, where.project)) return false;
  if (rule.within === undefined) return true;
  // A call on the project as a whole is not inside any part of it.
  const paths = where.paths ?? [];
  return paths.length > 0 && paths.every((path) => pathWithin(rule.within!, path));
}

/** Whether everything `inner` covers is covered by `outer` already (adding `inner` then gives agents nothing). */
export function ruleIncludes(outer: AlwaysApproveRule, inner: AlwaysApproveRule): boolean {
  if (outer.tool !== inner.tool) return false;
  if (outer.agent !== undefined && outer.agent !== inner.agent) return false;
  if (outer.project === undefined) return true;
  if (inner.project === undefined || !samePath(outer.project, inner.project)) return false;
  if (outer.within === undefined) return true;
  return inner.within !== undefined && pathWithin(outer.within, inner.within);
}

/** The rule in words, for the audit and the trust-widening list: `update_pou from cursor in pous/programs of D:\Plc\line1`. */
export function describeRule(rule: AlwaysApproveRule): string {
  return ruleText(rule);
}

export function sameRule(a: AlwaysApproveRule, b: AlwaysApproveRule): boolean {
  return ruleIncludes(a, b) && ruleIncludes(b, a);
}

/**
 * The rule the person's choice on a card makes for that card's call. `within` must be one of the parts the card
 * offered: the call's path, or a folder above it, that holds every path the call works on. `agent: 'this'` limits
 * it to the card's agent (by its client name); otherwise it covers any agent.
 */
export function ruleForCard(tool: string, where: CallScope | undefined, choice: AlwaysScope, agentName: string): AlwaysApproveRule {
  const who = choice.agent === 'this' ? { agent: agentName } : {};
  if (choice.scope === 'everywhere') return { tool, ...who };
  if (!where) throw new Error(`${tool} does not work on one project here, so "always approve" can only cover every project`);
  if (choice.scope === 'project') return { tool, project: where.project, ...who };
  const within = normalizeScopePath(choice.within);
  if (!scopeChoices(where).includes(within)) {
    throw new Error(`${choice.within} is not a part of ${where.project} that this call works in; choose one the card offers`);
  }
  return { tool, project: where.project, within, ...who };
}
