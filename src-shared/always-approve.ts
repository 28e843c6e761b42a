// Where a standing "always approve" applies, as main matches it and every UI shows it: the parts of a project a
// card's call may narrow a rule to, and how a rule reads. Paths here are "/"-separated and relative to the project.
import type { CallScope } from './app-state.ts';

/** The parts of the project an "always approve" chosen on a card for this call may be narrowed to, widest first. */
export function scopeChoices(where: CallScope): string[] {
  const paths = (where.paths ?? []).map(normalizeScopePath);
  const [first] = paths;
  if (first === undefined) return [];
  const segments = first.split('/');
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
  return prefixes.filter((prefix) => paths.every((path) => pathWithin(prefix, path)));
}

/** "/"-separated, without empty segments or surrounding slashes (`\` is a separator too: Windows paths). */
export function normalizeScopePath(path: string): string {
  return path
    .split(/[\\/]+/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .join('/');
}

/** Segment by segment; a path that steps up or sideways (`..`, `.`) is inside nothing, whatever it would resolve to. */
export function pathWithin(prefix: string, path: string): boolean {
  const [outer, inner] = [normalizeScopePath(prefix), normalizeScopePath(path)];
  if (outer === '' || [...outer.split('/'), ...inner.split('/')].some((segment) => segment === '.' || segment === '..')) return false;
  return inner === outer || inner.startsWith(`${outer}/`);
}

/** Where a rule applies, in words: `in every project`, `in D:\Plc\line1`, `in pous/programs of D:\Plc\line1`. */
export function ruleWhere(rule: { project?: string | undefined; within?: string | undefined }): string {
  if (rule.project === undefined) return 'in every project';
  return rule.within === undefined ? `in ${rule.project}` : `in ${rule.within} of ${rule.project}`;
}

/** Whose calls a rule lets through, in words: `from cursor` or `from any agent`. */
export function ruleWho(rule: { agent?: string | undefined }): string {
  return rule.agent === undefined ? 'from any agent' : `from ${rule.agent}`;
}

/** The rule in words, as the audit, History, Settings and the Overview name it: `patch_pou from cursor in pous of D:\Plc\line1`. */
export function ruleText(rule: { tool: string; agent?: string | undefined; project?: string | undefined; within?: string | undefined }): string {
  return `${rule.tool} ${ruleWho(rule)} ${ruleWhere(rule)}`;
}

/** What no rule ever lets through, as the rule's confirmation and Settings say it. */
export const RULE_NEVER_COVERS =
  'A rule never covers a change that touches a safety-relevant signal, a change Interlock could not analyse fully, or a call that changes a running PLC (unless Settings → Approvals allows standing approvals there): those always ask you.';
