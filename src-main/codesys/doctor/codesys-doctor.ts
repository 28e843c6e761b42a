// `interlock doctor codesys` and codesys_self_test: probe the person's own CODESYS, read-only, for every ScriptEngine
// member Interlock's tools rely on and for the execution paths no public source settles (how a timer command gets a
// running script; whether a login survives between commands), then say tool by tool what will work on this
// installation and why not. The result is saved as <data-dir>/codesys-capabilities.json for bug reports and for the
// refusal of tools whose API is missing (capability-guard.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../core/index.ts';
import { writeFileAtomic } from '../../files/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import type { ScriptRoute } from '../bridge/script-executor.ts';
import { scriptEngineApiReference, type ApiGuess } from '../scriptengine-api/scriptengine-api.ts';
import { API_REQUIREMENTS, ONLINE_OWNERS, PROBE_OWNERS, SCRIPT_CONTEXT_TOOLS, SYMBOL_ACCESS_TOOLS, type ApiRequirement, type ProbeOwner } from './capabilities.ts';

export const CAPABILITIES_FILE = 'codesys-capabilities.json';

const memberStatus = z.enum(['present', 'missing', 'not_probed']);
const pathStatus = z.enum(['works', 'fails', 'not_probed']);
export const toolStatus = z.enum(['available', 'limited', 'unavailable', 'not_probed']);
const reason = z.object({
  kind: z.enum(['missing_member', 'no_script_context', 'limited', 'not_probed']),
  text: z.string(),
});

export const capabilityReport = z.object({
  format: z.literal(1),
  probed_at: z.string().describe('When the self-test ran, ISO 8601 UTC'),
  codesys: z.object({
    executable: z.string(),
    profile: z.string(),
    version: z.string().nullable().describe('From the install folder: "3.5.21.50" is SP21 Patch 5'),
    mode: z.enum(['persistent', 'headless']),
    watcher: z.enum(['timer', 'loop']).nullable().describe('How the persistent IDE waited for commands while probed'),
    project: z.string().nullable().describe('The project whose members were probed; null: none was open'),
  }),
  members: z.array(z.object({ id: z.string(), status: memberStatus, detail: z.string().nullable() })),
  paths: z.array(z.object({
    id: z.enum(['execute_script', 'online_executor', 'script_context', 'login_survives', 'online_reads', 'online_changes', 'symbol_access', 'user_management_login']),
    status: pathStatus,
    detail: z.string().nullable(),
  })),
  tools: z.array(z.object({ name: z.string(), status: toolStatus, reasons: z.array(reason) })),
  guesses: z
    .array(z.object({ id: z.string(), call: z.string(), status: memberStatus, detail: z.string().nullable(), tools: z.array(z.string()) }))
    .default([])
    .describe('Calls no source shows that tools depend on: probed where a look-up can tell, else why not'),
});
export type CapabilityReport = z.infer<typeof capabilityReport>;
type ToolReason = z.infer<typeof reason>;
type PathResult = CapabilityReport['paths'][number];

export interface SelfTestOptions {
  /** Every CODESYS tool the domain offers: the table has one row each. */
  tools: readonly string[];
  /** A project to open and probe (read-only); otherwise the one open in CODESYS, if any. */
  projectPath?: string;
  execution?: CommandExecution;
  now?: () => Date;
}

const PATH_NAMES: Record<PathResult['id'], string> = {
  execute_script: 'Execute Script File route (CommandHelper.ExecuteScript)',
  online_executor: "online layer's executor route (online._executor.ExecuteSource)",
  script_context: 'running script for online commands',
  login_survives: 'login survives between commands',
  online_reads: 'reads from a logged-in application (run state, forced values)',
  online_changes: 'writes, forces, downloads and PLC file changes',
  symbol_access: 'SymbolAccess members for setting symbol access',
  user_management_login: 'login to the project user management before user, group and access changes',
};

/** "3.5.21.50" from an install path such as C:\Program Files\CODESYS 3.5.21.50\CODESYS\Common\CODESYS.exe. */
export function installVersion(executable: string): string | null {
  const match = /CODESYS[ _]?(\d+\.\d+\.\d+\.\d+)/i.exec(executable);
  return match ? match[1]! : null;
}

export async function runSelfTest(codesys: CodesysConnection, options: SelfTestOptions): Promise<CapabilityReport> {
  const settings = codesys.settings;
  const label = 'codesys_self_test';
  const project = options.projectPath ? { project_path: options.projectPath } : {};
  const probesOf = (online: boolean) =>
    API_REQUIREMENTS.filter((r) => ONLINE_OWNERS.includes(r.owner) === online).map((r) => ({ id: r.id, owner: r.owner, member: r.member }));
  const progress = (message: string) => options.execution?.progress?.({ message });

  progress('Probing the ScriptEngine API');
  const offline = await codesys.run('self_test', { ...project, probes: [...probesOf(false), ...guessProbes()] }, { label, ...execution(options) });
  const headless = codesys.commandsRunHeadless;
  const watcher = headless ? null : (codesys.launcher.status.watcherMode ?? settings.watcher);
  const members = new Map(offline.probes.map((p) => [p.id, p]));

  progress('Probing the online paths');
  const onlineProbes = probesOf(true);
  const runOnline = async (scriptRoute?: ScriptRoute) => {
    try {
      return await codesys.run('self_test_online', { ...project, probes: onlineProbes }, { label, ...execution(options), ...(scriptRoute ? { scriptRoute } : {}) });
    } catch (err) {
      return { error: errorMessage(err) };
    }
  };
  const paths: PathResult[] = [];
  const attempts: Array<Awaited<ReturnType<typeof runOnline>>> = [];
  if (watcher === 'timer') {
    for (const route of ['execute_script', 'online_executor'] as const) {
      const attempt = await runOnline(route);
      attempts.push(attempt);
      paths.push(routeResult(route, attempt));
    }
  } else {
    const attempt = await runOnline();
    attempts.push(attempt);
    const why = headless ? 'headless: each command is a script CODESYS runs' : 'the loop watcher runs every command inside its start-up script';
    for (const route of ['execute_script', 'online_executor'] as const) paths.push({ id: route, status: 'not_probed', detail: `not needed: ${why}` });
  }
  const contextRun = attempts.find((a) => !('error' in a) && a.context === true);
  const notProbedContext = attempts.every((a) => !('error' in a) && a.context === null);
  const scriptContext: PathResult = contextRun
    ? { id: 'script_context', status: 'works', detail: `through ${'error' in contextRun ? '' : contextRun.route}` }
    : notProbedContext
      ? { id: 'script_context', status: 'not_probed', detail: firstDetail(attempts) ?? 'no project with an application is open' }
      : { id: 'script_context', status: 'fails', detail: firstDetail(attempts) ?? 'no route gave the command a running script' };
  paths.push(scriptContext);
  for (const probe of contextRun && !('error' in contextRun) ? contextRun.probes : onlineProbes.map((p) => ({ id: p.id, status: 'not_probed' as const, detail: `no online objects: ${scriptContext.detail}` }))) {
    members.set(probe.id, probe);
  }
  paths.push(await loginSurvives(headless, contextRun, () => runOnline()));
  paths.push(onlineReads(contextRun));
  paths.push({ id: 'online_changes', status: 'not_probed', detail: 'never probed: each would change the PLC' });
  paths.push(
    offline.symbol_access
      ? { id: 'symbol_access', ...offline.symbol_access }
      : { id: 'symbol_access', status: 'not_probed', detail: 'no project is open in CODESYS (name one to probe it)' },
  );
  paths.push({
    id: 'user_management_login',
    status: 'not_probed',
    detail:
      'never probed: the doctor logs in to nothing. Changes of project users, groups and object rights log in as Owner (or the login_user given) and out again, ' +
      `unless a user is logged on in CODESYS (now: ${offline.project ? (offline.logged_on_user ?? 'nobody') : 'no project open'})`,
  });

  const report: CapabilityReport = {
    format: 1,
    probed_at: (options.now?.() ?? new Date()).toISOString(),
    codesys: {
      executable: settings.executablePath,
      profile: settings.profile,
      version: installVersion(settings.executablePath),
      mode: headless ? 'headless' : 'persistent',
      watcher,
      project: offline.project,
    },
    members: API_REQUIREMENTS.map((r) => ({ id: r.id, status: members.get(r.id)?.status ?? 'not_probed', detail: members.get(r.id)?.detail ?? null })),
    paths,
    tools: [],
    guesses: guessResults(members),
  };
  report.tools = toolTable(options.tools, report);
  return report;
}

const guessProbeId = (guess: ApiGuess, member: string) => `guess:${guess.id}:${member}`;

function guessProbes(): Array<{ id: string; owner: ProbeOwner; member: string }> {
  return scriptEngineApiReference().guesses.entries.flatMap((g) => {
    if (!g.probe) return [];
    const owner = g.probe.owner as ProbeOwner;
    if (!PROBE_OWNERS.includes(owner)) throw new Error(`The reference's guess ${g.id} is probed on "${owner}", which the doctor cannot reach`);
    return g.probe.member.split(' ').map((member) => ({ id: guessProbeId(g, member), owner, member }));
  });
}

/** Each guess with what the look-ups said (all present, any missing, or why none could tell) and the tools that depend on it. */
function guessResults(members: Map<string, { status: 'present' | 'missing' | 'not_probed'; detail: string | null }>): CapabilityReport['guesses'] {
  return scriptEngineApiReference().guesses.entries.map((g) => {
    const base = { id: g.id, call: g.call, tools: g.tools };
    if (!g.probe) return { ...base, status: 'not_probed' as const, detail: `never probed: ${g.not_probed ?? 'no look-up can tell'}` };
    const outcomes = g.probe.member.split(' ').map((m) => ({ member: m, outcome: members.get(guessProbeId(g, m)) }));
    const missing = outcomes.filter((o) => o.outcome?.status === 'missing').map((o) => o.member);
    if (missing.length > 0) return { ...base, status: 'missing' as const, detail: `this CODESYS has no ${missing.join(', ')}` };
    if (outcomes.every((o) => o.outcome?.status === 'present')) return { ...base, status: 'present' as const, detail: null };
    return { ...base, status: 'not_probed' as const, detail: outcomes.find((o) => o.outcome?.detail)?.outcome?.detail ?? 'not probed' };
  });
}

function execution(options: SelfTestOptions): { execution?: CommandExecution } {
  return options.execution ? { execution: options.execution } : {};
}

type OnlineAttempt = { error: string } | { route: string; route_note: string | null; context: boolean | null; context_error: string | null; logged_in: boolean | null; reads?: string | null | undefined; probes: Array<{ id: string; status: 'present' | 'missing' | 'not_probed'; detail: string | null }> };

function routeResult(route: ScriptRoute, attempt: OnlineAttempt): PathResult {
  if ('error' in attempt) return { id: route, status: 'fails', detail: attempt.error };
  if (attempt.context === true) return { id: route, status: 'works', detail: null };
  if (attempt.context === null) return { id: route, status: 'not_probed', detail: attempt.context_error ?? 'no project with an application is open' };
  return { id: route, status: 'fails', detail: [attempt.context_error, attempt.route_note].filter(Boolean).join(' ') || null };
}

function firstDetail(attempts: OnlineAttempt[]): string | null {
  for (const a of attempts) {
    if ('error' in a) return a.error;
    if (a.context_error) return a.context_error;
  }
  return null;
}

async function loginSurvives(headless: boolean, contextRun: OnlineAttempt | undefined, again: () => Promise<OnlineAttempt>): Promise<PathResult> {
  const id = 'login_survives';
  if (headless) return { id, status: 'not_probed', detail: 'headless: CODESYS exits after each command, which ends any login' };
  if (!contextRun || 'error' in contextRun) return { id, status: 'not_probed', detail: 'no command got a running script to look at the login' };
  if (!contextRun.logged_in) {
    return {
      id,
      status: 'not_probed',
      detail: 'nothing is logged in to the PLC, and the doctor never logs in by itself: log in (codesys_online_login, or Online > Login in CODESYS) and run it again',
    };
  }
  const next = await again();
  if ('error' in next) return { id, status: 'not_probed', detail: next.error };
  return next.logged_in
    ? { id, status: 'works', detail: 'the login was still there in the next command' }
    : { id, status: 'fails', detail: 'the login was gone in the next command' };
}

function onlineReads(contextRun: OnlineAttempt | undefined): PathResult {
  const id = 'online_reads';
  if (!contextRun || 'error' in contextRun) return { id, status: 'not_probed', detail: 'no command got a running script' };
  if (!contextRun.logged_in || contextRun.reads === undefined) return { id, status: 'not_probed', detail: 'nothing is logged in to the PLC' };
  return contextRun.reads === null
    ? { id, status: 'works', detail: `through ${contextRun.route}` }
    : { id, status: 'fails', detail: `through ${contextRun.route}: ${contextRun.reads}` };
}

/** One row per tool: unavailable (a member it needs is missing, or no running script), not probed, limited, available. */
export function toolTable(tools: readonly string[], report: Pick<CapabilityReport, 'members' | 'paths'>): CapabilityReport['tools'] {
  const members = new Map(report.members.map((m) => [m.id, m]));
  const context = report.paths.find((p) => p.id === 'script_context');
  return [...tools].sort().map((name) => {
    const reasons: ToolReason[] = [];
    for (const requirement of API_REQUIREMENTS.filter((r) => r.tools.includes(name))) {
      const found = members.get(requirement.id);
      if (found?.status === 'missing') reasons.push(missingReason(requirement, found.detail));
      else if (!found || found.status === 'not_probed') reasons.push({ kind: 'not_probed', text: `${requirement.id} not probed: ${found?.detail ?? 'unknown'}` });
    }
    const symbolAccess = report.paths.find((p) => p.id === 'symbol_access');
    if (SYMBOL_ACCESS_TOOLS.includes(name) && symbolAccess?.status === 'fails') reasons.push({ kind: 'missing_member', text: `no SymbolAccess members: ${symbolAccess.detail ?? 'unknown'}` });
    if (SCRIPT_CONTEXT_TOOLS.includes(name) && context?.status === 'fails') {
      reasons.push({ kind: 'no_script_context', text: `no running script for online commands (${context.detail ?? 'no route worked'}); Settings > CODESYS > watcher "loop" gives every command one` });
    }
    const kinds = new Set(reasons.map((r) => r.kind));
    const status = kinds.has('missing_member') || kinds.has('no_script_context') ? 'unavailable' : kinds.has('not_probed') ? 'not_probed' : kinds.has('limited') ? 'limited' : 'available';
    return { name, status, reasons };
  });
}

function missingReason(requirement: ApiRequirement, detail: string | null): ToolReason {
  const what = `${requirement.id} is missing${detail && detail !== `no ${requirement.member}` ? ` (${detail})` : ''}`;
  return requirement.effect === 'limited' ? { kind: 'limited', text: `${what}: ${requirement.limitation}` } : { kind: 'missing_member', text: what };
}

export async function saveReport(dataDir: string, report: CapabilityReport): Promise<string> {
  const path = join(dataDir, CAPABILITIES_FILE);
  await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`, { mode: 0o600 });
  return path;
}

/** The saved report, or null when there is none; a file that does not parse or check is reported as such. */
export async function loadReport(dataDir: string): Promise<CapabilityReport | null> {
  let text: string;
  try {
    text = await readFile(join(dataDir, CAPABILITIES_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = capabilityReport.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${CAPABILITIES_FILE} is not a capability table Interlock understands: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const STATUS_HEADINGS: Record<CapabilityReport['tools'][number]['status'], string> = {
  unavailable: 'Will not work on this CODESYS',
  limited: 'Work, with limits',
  not_probed: 'Not probed (they may work)',
  available: 'Will work',
};

/** The capability table as the person reads it in a terminal. */
export function formatReport(report: CapabilityReport, savedTo?: string): string {
  const lines: string[] = [];
  const c = report.codesys;
  lines.push(`CODESYS ${c.version ?? '(version unknown)'}, profile "${c.profile}"`);
  lines.push(`  ${c.executable}`);
  lines.push(`  ${c.mode}${c.watcher ? `, watcher ${c.watcher}` : ''}; project probed: ${c.project ?? 'none open'}; ${report.probed_at}`);
  lines.push('');
  lines.push('Execution paths');
  for (const p of report.paths) lines.push(`  ${p.status.padEnd(10)} ${PATH_NAMES[p.id]}${p.detail ? `: ${p.detail}` : ''}`);
  const missing = report.members.filter((m) => m.status === 'missing');
  const unprobed = report.members.filter((m) => m.status === 'not_probed').length;
  lines.push('');
  lines.push(`ScriptEngine API: ${report.members.length - missing.length - unprobed} of ${report.members.length} members present, ${missing.length} missing, ${unprobed} not probed`);
  for (const m of missing) lines.push(`  missing    ${m.id}${m.detail ? ` (${m.detail})` : ''}`);
  for (const status of ['unavailable', 'limited', 'not_probed', 'available'] as const) {
    const rows = report.tools.filter((t) => t.status === status);
    if (rows.length === 0) continue;
    lines.push('');
    lines.push(`${STATUS_HEADINGS[status]} (${rows.length})`);
    if (status === 'available') {
      lines.push(...wrap(rows.map((r) => r.name), '  '));
      continue;
    }
    for (const row of rows) {
      lines.push(`  ${row.name}`);
      for (const r of row.reasons) lines.push(`      ${r.text}`);
    }
  }
  if (report.guesses.length > 0) {
    lines.push('');
    lines.push(`Guesses: calls no public source shows (${report.guesses.length})`);
    for (const g of report.guesses) {
      lines.push(`  ${g.status.padEnd(10)} ${g.call}${g.detail ? `: ${g.detail}` : ''}`);
      lines.push(...wrap(g.tools, '      used by '));
    }
  }
  if (savedTo) {
    lines.push('');
    lines.push(`Saved to ${savedTo} (include it in a bug report). Tools that will not work are refused before any approval card until the next self-test.`);
  }
  return lines.join('\n');
}

function wrap(words: string[], indent: string, width = 110): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of words) {
    if (line.length + word.length + 2 > width && line.trim()) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word}, `;
  }
  if (line.trim()) lines.push(line.replace(/, $/, ''));
  return lines;
}
