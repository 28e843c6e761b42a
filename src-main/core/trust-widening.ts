// Which parts of a settings change give agents more than they have now. The person must see and confirm exactly
// these before they are saved; a change that only narrows or tunes is saved at once.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { TrustWidening } from '../../src-shared/contract.ts';
import { projectSafetyAddresses, projectSafetySignals, type Settings } from '../../src-shared/settings-schema.ts';
import { toolsetInfo } from '../../src-shared/toolsets.ts';
import { isWithin } from '../files/index.ts';
import { ruleIncludes } from './always-approve.ts';
import { ruleWhere } from '../../src-shared/always-approve.ts';

export function trustWidening(current: Settings, next: Settings): TrustWidening[] {
  const found: TrustWidening[] = [];
  const before = current.approvals.alwaysApproveTools;
  for (const rule of next.approvals.alwaysApproveTools) {
    // A rule inside one already there (the same tool, the same or a wider place) adds nothing.
    if (!before.some((kept) => ruleIncludes(kept, rule))) {
      found.push({ kind: 'always-approve', description: `${rule.agent === undefined ? 'Agents' : `Agents calling themselves ${rule.agent}`} may run ${rule.tool} ${ruleWhere(rule)} without asking you, from now on.` });
    }
  }
  if (next.approvals.standingApprovalsOnRunningPlc && !current.approvals.standingApprovalsOnRunningPlc) {
    found.push({
      kind: 'running-plc',
      description: 'Agents may download to, start, stop, reset and write or force values on a running PLC without asking you each time, wherever you chose "always" or "this session" for that tool.',
    });
  }
  const shown = new Set(current.mcp.toolsets);
  for (const id of new Set(next.mcp.toolsets)) {
    if (!shown.has(id)) found.push({ kind: 'toolset', description: `Agents will see the ${id} toolset: ${toolsetInfo(id).description}` });
  }
  if (current.mcp.readOnly && !next.mcp.readOnly) {
    found.push({ kind: 'toolset', description: 'Agents will see the tools that change projects and PLCs again (each change still waits for your approval).' });
  }
  const [wasDownloads, downloads] = [current.codesys.plcDownloadsFolder, next.codesys.plcDownloadsFolder];
  // Narrowing (a folder where there was none, or one inside the old one) adds nothing.
  if (wasDownloads !== '' && (downloads === '' || !isWithin(resolve(wasDownloads), resolve(downloads)))) {
    found.push({
      kind: 'plc-downloads',
      description: downloads === '' ? 'Copies from a PLC may land anywhere inside the project roots, not only in ' + wasDownloads + '.' : `Copies from a PLC may land in ${downloads} instead of ${wasDownloads}.`,
    });
  }
  const oldRoots = current.projectRoots.map((root) => resolve(root));
  for (const root of new Set(next.projectRoots)) {
    // A root inside one agents can already reach adds nothing.
    if (!oldRoots.some((old) => isWithin(old, resolve(root)))) {
      found.push({ kind: 'project-root', description: `Agents may read, and with your approval change, files under ${root}.` });
    }
  }
  // Fewer safety words or signals: more edits that "always approve" may let through without a card.
  const patternsNow = new Set(next.safety.patterns.map((p) => p.toLowerCase()));
  const dropped = current.safety.patterns.filter((p) => !patternsNow.has(p.toLowerCase()));
  if (dropped.length > 0) {
    found.push({ kind: 'safety', description: `Edits touching signals named like ${dropped.map((p) => `"${p}"`).join(', ')} are no longer flagged as safety-relevant, so standing approvals may let them through.` });
  }
  const signalsNow = new Set(projectSafetySignals(next.safety).flatMap((p) => p.signals.map((s) => `${p.project.toLowerCase()}|${s.toLowerCase()}`)));
  const droppedSignals = projectSafetySignals(current.safety).flatMap((p) => p.signals.filter((s) => !signalsNow.has(`${p.project.toLowerCase()}|${s.toLowerCase()}`)));
  if (droppedSignals.length > 0) {
    found.push({ kind: 'safety', description: `${droppedSignals.join(', ')} ${droppedSignals.length === 1 ? 'is' : 'are'} no longer on a project's list of safety-relevant signals.` });
  }
  const addressesNow = new Set(projectSafetyAddresses(next.safety).flatMap((p) => p.signals.map((a) => `${p.project.toLowerCase()}|${a}`)));
  const droppedAddresses = projectSafetyAddresses(current.safety).flatMap((p) => p.signals.filter((a) => !addressesNow.has(`${p.project.toLowerCase()}|${a}`)).map((a) => `${a} (${p.project})`));
  if (droppedAddresses.length > 0) {
    found.push({
      kind: 'safety',
      description: `${droppedAddresses.join(', ')} ${droppedAddresses.length === 1 ? 'is' : 'are'} no longer marked safety-relevant, so standing approvals may let writes to ${droppedAddresses.length === 1 ? 'it' : 'them'} through.`,
    });
  }
  if (next.port !== current.port) {
    found.push({ kind: 'port', description: `The control center will listen on port ${next.port} from its next start; agent set-ups must use the new address.` });
  }
  const programs: Array<[string, string, string]> = [
    ['openplc-cli', current.openplc.cliPath, next.openplc.cliPath],
    ['CODESYS', current.codesys.executablePath, next.codesys.executablePath],
  ];
  for (const [what, was, now] of programs) {
    if (now !== was && now !== '') found.push({ kind: 'program', description: `Interlock will run ${now} as ${what} when agents ask for it.` });
  }
  return found;
}

/** The code that confirms one exact change from one exact state: it cannot be reused for anything else. */
export function wideningConfirmation(current: Settings, next: Settings): string {
  return createHash('sha256').update(JSON.stringify([current, next])).digest('base64url').slice(0, 32);
}
