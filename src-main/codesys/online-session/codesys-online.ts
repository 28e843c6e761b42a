// Interlock's side of being online with a CODESYS application: the online templates run in the persistent IDE,
// the Online panel's monitor, the code of the last download (for "what changed since the last download"), and the
// approval card's picture of the PLC just before a change.
import { createHash } from 'node:crypto';
import { createTwoFilesPatch } from 'diff';
import type { PlcChangePreview, PlcValueChange } from '../../../src-shared/app-state.ts';
import type { ImpactReport } from '../../../src-shared/impact.ts';
import { APPLICATION_RUN_STATES, type ApplicationRunState, type OnlineState } from '../../../src-shared/online-state.ts';
import { ToolError, ToolTimeoutError } from '../../core/index.ts';
import { plcValuesImpact, projectDeclarations, type PlcValueAction } from '../../iec-st/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { impactContext } from '../../plc-edit/index.ts';
import { DIFF_MAX_INPUT_CHARS } from '../../text-diff/index.ts';
import { CODESYS_TARGET_ID, type CodesysConnection, type CommandExecution } from '../bridge/codesys-connection.ts';
import type { TemplateName, TemplateParams, TemplateResult } from '../bridge/templates.ts';
import { MAX_KEPT_CODE_CHARS, OnlineMemory } from './online-memory.ts';
import { OnlineMonitor, type OnlinePoll } from './online-monitor.ts';
import { plcLedgerKey } from '../../../src-shared/plc-ledger.ts';
import { PlcLedger, type PlcRef } from './plc-ledger.ts';

export type OnlineReport = TemplateResult<'online_state'>;
/** The templates of a login that lasts beyond one command. */
type SessionTemplate = 'online_state' | 'online_login' | 'online_logout' | 'online_control' | 'online_values';
/** The templates that take a project and the device's credentials and need no session: what runOnDevice runs. */
type DeviceTemplate = Exclude<{ [K in TemplateName]: 'credentials' extends keyof TemplateParams<K> ? ('project_path' extends keyof TemplateParams<K> ? K : never) : never }[TemplateName], SessionTemplate>;
type StateFields = Omit<OnlineReport, 'probed' | 'not_read' | 'samples' | 'declared' | 'project_declarations'>;
/** The state every online template reports, without the values read. */
export type StateReport = Omit<StateFields, 'values'>;

/** The project's code as one text, object by object, for comparing with what was downloaded. */
interface CodeSnapshot {
  text: string;
  hash: string;
}

export class CodesysOnline {
  readonly monitor: OnlineMonitor;
  readonly #codesys: CodesysConnection;
  readonly #services: DomainServices;
  /** The project whose application Interlock logged in to, or null. */
  #project: string | null = null;
  /** The person's watch list and the code of the last download, per project, kept in the data directory. */
  readonly #memory: OnlineMemory;
  /** The project whose watch list the panel shows (null until one is known). */
  #watchProject: string | null = null;
  /** What Interlock did to each PLC, kept across IDE crashes and restarts (`<data-dir>/plc-ledger.jsonl`). */
  readonly ledger: PlcLedger;
  /** The PLC (device and application) each project's application was last seen on, by project key. */
  readonly #plcs = new Map<string, PlcRef>();
  /** The CODESYS process each change to a PLC runs in, by its execution (see `pinned`). */
  readonly #pins = new WeakMap<object, number>();

  constructor(services: DomainServices, codesys: CodesysConnection) {
    this.#codesys = codesys;
    this.#services = services;
    this.#memory = new OnlineMemory({ dataDir: services.dataDir, key, warn: (message) => codesys.notice('warning', message) });
    this.monitor = new OnlineMonitor({
      target: CODESYS_TARGET_ID,
      store: services.store,
      poll: (expressions) => this.#poll(expressions),
      intervalMs: () => codesys.settings.onlinePollIntervalMs,
      onPersonChange: (person) => this.#rememberWatch(person),
      projectOfPlc: (plc) => this.ledger.record(plc)?.project,
    });
    this.ledger = new PlcLedger({
      dataDir: services.dataDir,
      publish: (record) => services.store.emit({ type: 'plc-ledger.updated', record }),
      warn: (message) => codesys.notice('warning', message),
    });
    void this.ledger.load();
    // The project CODESYS has open is the one the panel shows: its watch list is loaded when it opens.
    codesys.onSession((session) => {
      if (session.primaryProject !== null) this.#projectInView(session.primaryProject);
    });
    // The IDE ended (a crash, a kill, or closed): the PLC keeps running with its forces, but nothing reads it now.
    codesys.launcher.onChange((status) => {
      if (status.state !== 'error' && status.state !== 'stopped') return;
      const why = status.state === 'stopped' ? 'CODESYS was closed' : status.processAlive ? 'the IDE stopped answering' : 'the IDE ended';
      void this.ledger.sessionEnded(null, why);
      if (this.#project !== null) this.loggedOut(why);
    });
  }

  /** The PLC this project's application was last seen on (from any state read), or a stand-in key by project. */
  plcOf(projectPath: string): PlcRef {
    return this.#plcs.get(key(projectPath)) ?? { key: `project:${key(projectPath)}`.toLowerCase(), project: projectPath, device: { name: null, gateway: null, address: null }, application: 'Application' };
  }

  /** Remembers which PLC the report came from, and gives the PLC's forced list to the ledger. */
  #notePlc(projectPath: string, report: Pick<StateFields, 'device' | 'application' | 'forced'>, live: boolean | null): void {
    const application = report.application.split('/').at(-1) ?? report.application;
    const plc: PlcRef = { key: plcLedgerKey(report.device, application, projectPath), project: projectPath, device: report.device, application };
    this.#plcs.set(key(projectPath), plc);
    if (live !== null) void this.ledger.observe(plc, report.forced, live);
  }

  get project(): string | null {
    return this.#project;
  }

  /**
   * What the watch list holds for this project's application while Interlock is logged in to it, read in the last
   * `WATCH_FRESH_MS`, by expression without the application's name (`PLC_PRG.Count`, `GVL.Setpoint`): where a code
   * edit's simulation starts. Null when Interlock is not logged in to this project's PLC or nothing was read.
   */
  watchedValues(projectPath: string, now = Date.now()): { values: Record<string, string>; readAt: number } | null {
    const state = this.monitor.state;
    if (this.#project === null || !sameProject(this.#project, projectPath) || state.connection !== 'logged-in') return null;
    const application = state.application?.toLowerCase() ?? null;
    const values: Record<string, string> = {};
    let readAt = Infinity;
    for (const w of state.watch) {
      if (w.value === null || w.error !== null || w.readAt === null || now - w.readAt > WATCH_FRESH_MS) continue;
      const parts = w.expression.trim().split('.');
      if (parts.length > 1 && parts[0]!.toLowerCase() === application) parts.shift();
      values[parts.join('.')] = w.value;
      readAt = Math.min(readAt, w.readAt);
    }
    return Number.isFinite(readAt) ? { values, readAt } : null;
  }

  /** True while the persistent CODESYS runs (false: it ended, or never started). */
  get ideRunning(): boolean {
    return this.#codesys.launcher.running;
  }

  /** The persistent CODESYS's process id while it runs, else null; with why it does not run. */
  get ide(): { pid: number | null; why: string | null } {
    const { status, running } = this.#codesys.launcher;
    return { pid: running ? status.pid : null, why: status.reason };
  }

  /**
   * Runs `change` with every online command of `execution` kept in the CODESYS process `pid`: if that one ends, the
   * commands are refused (CommandNotSentError) instead of starting another CODESYS, which would log in anew and
   * make the change in a session the person never saw.
   */
  async pinned<R>(execution: object, pid: number, change: () => Promise<R>): Promise<R> {
    this.#pins.set(execution, pid);
    try {
      return await change();
    } finally {
      this.#pins.delete(execution);
    }
  }

  /** True when each command runs in a CODESYS started for it, which logs out of the PLC as it exits. */
  get headless(): boolean {
    return this.#codesys.commandsRunHeadless;
  }

  /** Refuses, before any card, a call that needs a login lasting beyond one command when commands run headless. */
  requireSession(tool: string): void {
    if (this.headless) throw new ToolError(headlessRefusal(tool));
  }

  /**
   * Runs an online template. Being logged in lasts only as long as one CODESYS process: headless, only reads run
   * (online_state logs in just to read, and refuses when the PLC runs other code than the project's).
   */
  run<N extends SessionTemplate>(template: N, params: Omit<TemplateParams<N>, 'credentials'>, label: string, execution?: CommandExecution, extraTimeoutMs = 0): Promise<TemplateResult<N>> {
    return this.#run(template, params, label, execution, extraTimeoutMs, false);
  }

  /**
   * Runs a template that needs only the device's connection, which one headless command can open and close (the
   * PLC's files, its reachability and its users), with the device user from Settings.
   */
  runOnDevice<N extends DeviceTemplate>(template: N, params: Omit<TemplateParams<N>, 'credentials'>, label: string, execution?: CommandExecution): Promise<TemplateResult<N>> {
    return this.#run(template, params, label, execution, 0, true);
  }

  async #run<N extends SessionTemplate | DeviceTemplate>(
    template: N,
    params: Omit<TemplateParams<N>, 'credentials'>,
    label: string,
    execution: CommandExecution | undefined,
    extraTimeoutMs: number,
    deviceOnly: boolean,
  ): Promise<TemplateResult<N>> {
    const projectPath = (params as { project_path: string }).project_path;
    // The panel's watch list follows the project, loaded when that changes, beside the command, not in its way.
    this.#projectInView(projectPath);
    const headless = this.headless;
    if (headless && template !== 'online_state' && !deviceOnly) throw new ToolError(headlessRefusal(label));
    const { deviceUser } = this.#codesys.settings;
    const checked = headless && !deviceOnly ? { ...params, probe: true, current_code_only: true } : params;
    const withCredentials =
      template === 'online_logout' || !deviceUser ? checked : { ...checked, credentials: { user: deviceUser, password: this.#codesys.devicePassword } };
    try {
      return await this.#codesys.run(template, withCredentials as TemplateParams<N>, {
        label,
        ...(execution ? { execution } : {}),
        projectPath,
        // A headless login builds the application first, as a compile does.
        ...(headless ? { timeout: 'compile' as const } : {}),
        ...(extraTimeoutMs > 0 ? { extraTimeoutMs } : {}),
        ...(execution && this.#pins.has(execution) ? { inIde: this.#pins.get(execution)! } : {}),
      });
    } catch (err) {
      if ((template === 'online_login' || template === 'online_state') && (err instanceof ToolTimeoutError || this.#codesys.launcher.hung)) {
        throw new ToolError(
          `${err instanceof Error ? err.message : String(err)} Logging in, CODESYS stops for its modal Device User Login dialog when the PLC asks for a user it was not given. ` +
            (deviceUser
              ? `Interlock set the device user "${deviceUser}" from Settings → CODESYS; check it and the password. `
              : 'Set Settings → CODESYS → PLC device user and password, so that Interlock logs in without the dialog. ') +
            'Answer or close the dialog in the CODESYS window first.',
        );
      }
      throw err;
    }
  }

  /**
   * The state with these expressions' values; `probe` logs in for the read (changing nothing) when not logged in;
   * `declarations` also resolves their I/O addresses and declaration comments, and reads the application's
   * declarations and IO mapping (a card's read, not a poll's: what tells which values are safety-relevant).
   */
  async state(projectPath: string, expressions: string[], probe: boolean, label: string, execution?: CommandExecution, declarations = false): Promise<OnlineReport> {
    const read = declarations ? { declarations, project_declarations: { max_chars: DIFF_MAX_INPUT_CHARS } } : {};
    const report = await this.run('online_state', { project_path: projectPath, expressions, probe, ...read }, label, execution);
    if (!report.probed) this.noteState(projectPath, report);
    // A read that logged in only for itself still read the PLC's own forced list; one that could not log in still
    // named the device the project addresses.
    if (report.probed || !report.logged_in) this.#notePlc(projectPath, report, report.probed && report.not_read === null ? false : null);
    return report;
  }

  /**
   * Headless monitoring: the expressions read `count` times, `intervalMs` apart, within one CODESYS run (a session
   * per sample would start a CODESYS each time).
   */
  async sample(projectPath: string, expressions: string[], count: number, intervalMs: number, label: string, execution?: CommandExecution) {
    const report = await this.run(
      'online_state',
      { project_path: projectPath, expressions, probe: true, sample_count: count, sample_interval_ms: intervalMs },
      label,
      execution,
      count * intervalMs,
    );
    return { application: report.application, samples: report.samples ?? [] };
  }

  /** A template reported the state: the Online panel shows it (and polls while logged in). */
  noteState(projectPath: string, report: StateFields): void {
    if (!report.logged_in) {
      if (this.#project !== null && sameProject(this.#project, projectPath)) this.loggedOut('the session ended');
      return;
    }
    this.#project = projectPath;
    // A report that arrives after the IDE ended (the command finished just before) does not make the PLC read live.
    this.#notePlc(projectPath, report, this.ideRunning ? true : null);
    this.monitor.online(panelState(projectPath, report));
  }

  /** Interlock no longer reads the PLC (`why`: in the ledger's words, e.g. "Interlock logged out"). */
  loggedOut(why = 'Interlock logged out'): void {
    const project = this.#project;
    this.#project = null;
    if (project !== null) void this.ledger.sessionEnded(this.plcOf(project).key, why);
    this.monitor.offline();
  }

  /** Resolves when what Interlock remembers of each project, and its ledger, are on disk. */
  async flush(): Promise<void> {
    await Promise.all([this.#memory.flush(), this.ledger.flush()]);
  }

  /** The project's code now. */
  async codeSnapshot(projectPath: string, label: string, execution?: CommandExecution): Promise<CodeSnapshot> {
    const { objects } = await this.#codesys.run('dump_code', { project_path: projectPath }, { label, ...(execution ? { execution } : {}), projectPath });
    const text = objects
      .map((o) => `(* ${o.object.path} *)\n${o.declaration ?? ''}\n${o.implementation !== null ? `(* implementation *)\n${o.implementation}\n` : ''}`)
      .sort()
      .join('\n');
    return { text, hash: createHash('sha256').update(text).digest('hex') };
  }

  /** What changed since the last download Interlock made of this project (a unified diff), and whether anything did. */
  async codeChanges(projectPath: string, now: CodeSnapshot): Promise<{ changed: boolean; diff: string | null; note: string; objects?: string[] }> {
    const last = (await this.#memory.load(projectPath)).lastDownload;
    if (!last) {
      return { changed: true, diff: null, note: 'Interlock has made no download of this project that it remembers, so it cannot tell what the PLC holds: treat the whole application as changed.' };
    }
    const when = new Date(last.at).toLocaleString();
    if (last.hash === now.hash) return { changed: false, diff: null, note: `The code is unchanged since the ${last.kind} at ${when}.` };
    if (last.text === null) {
      return { changed: true, diff: null, note: `The code changed since the ${last.kind} at ${when}; that code was too large to keep, so Interlock cannot show what changed.` };
    }
    return {
      changed: true,
      diff: createTwoFilesPatch('last download', 'project now', last.text, now.text, new Date(last.at).toISOString(), 'now', { context: 3 }),
      note: `Compared with the ${last.kind} Interlock made at ${when}.`,
      objects: changedObjects(last.text, now.text),
    };
  }

  /** Remembers the code of a download (also across restarts), unless it is too large: then only its hash. */
  async noteDownload(projectPath: string, snapshot: CodeSnapshot, kind: 'download' | 'online-change'): Promise<void> {
    this.monitor.noteDownload(kind, snapshot.hash.slice(0, 8));
    const lastDownload = { at: Date.now(), kind, hash: snapshot.hash, text: snapshot.text.length <= MAX_KEPT_CODE_CHARS ? snapshot.text : null };
    await this.#memory.update(projectPath, (memory) => ({ ...memory, lastDownload }));
  }

  /** A project came into view (an online command for it, or CODESYS opened it): its watch list is loaded once, off the command's path. */
  #projectInView(projectPath: string): void {
    if (this.#watchProject !== null && sameProject(this.#watchProject, projectPath)) return;
    this.#showProject(projectPath).catch((err: unknown) => this.#codesys.notice('warning', `The Online panel could not load the watch list of ${projectPath}: ${err instanceof Error ? err.message : String(err)}`));
  }

  /** The panel shows this project's remembered watch list (the first project also keeps what the person added before). */
  async #showProject(projectPath: string): Promise<void> {
    const previous = this.#watchProject;
    this.#watchProject = projectPath;
    const remembered = (await this.#memory.load(projectPath)).watch;
    if (this.#watchProject !== projectPath) return; // another project came into view meanwhile
    const carried = previous === null ? this.monitor.watch.person.filter((e) => !remembered.some((r) => r.toLowerCase() === e.toLowerCase())) : [];
    this.monitor.setPersonWatch([...remembered, ...carried]);
    if (carried.length > 0) await this.#memory.update(projectPath, (memory) => ({ ...memory, watch: this.monitor.watch.person }));
  }

  /** The person changed the watch list: remembered for the project in view (or the one open in CODESYS). */
  #rememberWatch(person: string[]): void {
    const project = this.#watchProject;
    if (project === null) {
      const primary = this.#codesys.session?.primaryProject ?? null;
      if (primary !== null) this.#projectInView(primary);
      return;
    }
    void this.#memory.update(project, (memory) => ({ ...memory, watch: person }));
  }

  /** The card of a call that changes the PLC: the state read just now (logging in only to read, if needed). */
  async preview(
    projectPath: string,
    label: string,
    what: {
      title: string;
      /** What the call does; a function when that depends on the state read for the card (it may refuse the call). */
      effect: string | ((report: OnlineReport) => string);
      /** With `values`: what the call does to them (the card's impact says it per value). */
      /** `next` as a function: from the I/O address the read found (an unforce says what an input or output does). */
      values?: { action: PlcValueAction; values: Array<{ expression: string; next: string | ((address: string | null) => string) }> };
      codeChanges?: string | null;
      changedObjects?: string[];
      note?: string;
      /** A login: what the PLC holds as far as Interlock knows, and the note that goes with it (replaces `note`). */
      holds?: (report: OnlineReport) => { lines: string[]; note: string };
      /** Called with the state read for the card: a change made on its word takes the declarations it resolved. */
      onRead?: (report: OnlineReport) => void;
    },
    execution?: CommandExecution,
  ): Promise<PlcChangePreview> {
    const expressions = (what.values?.values ?? []).map((v) => v.expression);
    const report = await this.state(projectPath, expressions, true, label, execution, expressions.length > 0);
    what.onRead?.(report);
    const effect = typeof what.effect === 'function' ? what.effect(report) : what.effect;
    const holds = what.holds?.(report);
    // The login card's facts already say why the PLC could not be read.
    const note = [holds ? holds.note : what.note, report.not_read].filter(Boolean).join(' ');
    const forced = new Set(report.forced.map((f) => f.expression.toLowerCase()));
    const read = new Map(report.values.map((v) => [v.expression, v]));
    const changes = what.values?.values.map(({ expression, next: nextOf }) => {
      const now = read.get(expression);
      const { address, comment } = report.declared[expression] ?? { address: null, comment: null };
      const next = typeof nextOf === 'function' ? nextOf(address) : nextOf;
      return {
        expression,
        current: now?.value ?? null,
        ...(now?.error ? { currentError: now.error } : !now?.value && !report.logged_in ? { currentError: 'not readable: no application on the PLC' } : {}),
        next,
        forced: forced.has(expression.toLowerCase()),
        ...(address ? { address } : {}),
        ...(comment ? { comment } : {}),
      };
    });
    // Each value with its I/O address and safety relevance, as a code edit's impact would name it.
    let values: PlcValueChange[] | undefined;
    let impact: ImpactReport | undefined;
    if (what.values && changes) {
      const { safetyPatterns, safetySignals, safetyAddresses } = impactContext(this.#services.settings.current, [projectPath]);
      // The application's declarations: a value is safety-relevant where a safety signal is located, under any name.
      const project = report.project_declarations;
      const { declarations, unresolved } = project
        ? projectDeclarations({
            globalLists: project.global_lists.map((list) => ({ name: list.name, declaration: list.declaration })),
            skippedGlobalLists: project.skipped,
            otherUnits: (project.other_units ?? []).map((unit) => ({ name: unit.name, text: unit.declaration })),
            skippedOtherUnits: project.skipped_units ?? [],
            ioMapping: Object.fromEntries(Object.entries(project.io_mapping).map(([variable, address]) => [variable.toLowerCase(), address])),
          })
        : { declarations: [], unresolved: 'The project\'s declarations were not read: a value located where a safety-relevant signal is is not recognised by its address.' };
      const found = plcValuesImpact({
        action: what.values.action,
        values: changes,
        application: report.application,
        safetyPatterns,
        safetySignals,
        ...(safetyAddresses ? { safetyAddresses } : {}),
        declarations,
        unresolved,
      });
      values = changes.map(({ comment: _comment, ...value }, i) => (found.safety[i]!.length > 0 ? { ...value, safety: found.safety[i]! } : value));
      impact = found.report;
    }
    return {
      kind: 'plc',
      title: what.title,
      effect,
      project: projectPath,
      device: deviceLabel(report.device),
      application: report.application,
      runState: report.logged_in ? runState(report) : 'unknown',
      ...(values ? { values } : {}),
      ...(impact ? { impact } : {}),
      ...(what.codeChanges !== undefined ? { codeChanges: what.codeChanges } : {}),
      ...(what.changedObjects ? { changedObjects: what.changedObjects } : {}),
      ...(note ? { note } : {}),
      ...(holds ? { plcHolds: holds.lines } : {}),
    };
  }

  /** Agents' reads join the Online panel's watch list for a while. */
  noteAgentReads(values: ReadonlyArray<{ expression: string; value: string | null; type: string | null; error: string | null }>): void {
    this.monitor.noteAgentReads(values.map((v) => ({ expression: v.expression, value: v.value, type: v.type, error: v.error })));
  }

  async #poll(expressions: string[]): Promise<OnlinePoll> {
    const project = this.#project;
    const primary = this.#codesys.session?.primaryProject ?? null;
    // Never launch CODESYS or switch its project to poll: another project open means that session is over.
    if (project === null || !this.#codesys.launcher.running || primary === null || !sameProject(primary, project)) return { loggedIn: false };
    const report = await this.run('online_state', { project_path: project, expressions, probe: false }, 'Online panel');
    if (!report.logged_in) {
      void this.ledger.sessionEnded(this.plcOf(project).key, 'the session ended (logged out elsewhere, or the PLC stopped answering)');
      return { loggedIn: false };
    }
    this.#notePlc(project, report, this.ideRunning ? true : null);
    return { loggedIn: true, ...panelState(project, report), values: report.values };
  }
}

/**
 * The objects that differ between two code snapshots (added, removed or changed), by path, sorted. An object's
 * part of a snapshot starts at its `(* path *)` line after a blank line (see `codeSnapshot`); a declaration whose
 * own comment looks exactly like that would be split there: the list names one object more, never one less.
 */
export function changedObjects(before: string, after: string): string[] {
  const a = snapshotObjects(before);
  const b = snapshotObjects(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();
}

function snapshotObjects(text: string): Map<string, string> {
  const objects = new Map<string, string>();
  let path: string | null = null;
  let body: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const start = /^\(\* (.+) \*\)$/.exec(line);
    if (start && start[1] !== 'implementation' && (i === 0 || lines[i - 1] === '')) {
      if (path !== null) objects.set(path, body.join('\n'));
      path = start[1]!;
      body = [];
    } else body.push(line);
  });
  if (path !== null) objects.set(path, body.join('\n'));
  return objects;
}

export function runState(report: Pick<StateFields, 'application_state' | 'operating_flags'>): ApplicationRunState {
  if (report.operating_flags.includes('exception')) return 'exception';
  const state = report.application_state ?? 'unknown';
  return (APPLICATION_RUN_STATES as readonly string[]).includes(state) ? (state as ApplicationRunState) : 'unknown';
}

export function deviceLabel(device: StateFields['device']): string {
  if (device.simulation) return `${device.name ?? 'Device'} (simulation in CODESYS, not the real PLC)`;
  const where = [device.gateway, device.address].filter(Boolean).join(', ');
  return `${device.name ?? 'Device'}${where ? ` (${where})` : ''}`;
}

function panelState(projectPath: string, report: StateFields): Partial<OnlineState> & Pick<OnlineState, 'project' | 'device' | 'application' | 'runState' | 'operatingFlags' | 'exceptions' | 'onlineChangePossible' | 'forced'> {
  return {
    project: projectPath,
    device: { name: report.device.name ?? 'Device', gateway: report.device.gateway, address: report.device.address },
    application: report.application,
    runState: runState(report),
    operatingFlags: report.operating_flags,
    exceptions: report.operating_flags.includes('exception')
      ? ['The application stopped on an exception (the runtime reports it in the operating state); the PLC log in CODESYS names it. Reset the application to clear it.']
      : [],
    onlineChangePossible: report.online_change_possible,
    forced: report.forced.map((f) => ({ expression: f.expression, value: f.value ?? '' })),
  };
}

/** Why a call that needs a lasting login cannot run headless, tool by tool. */
const HEADLESS_REASONS: Record<string, string> = {
  codesys_online_login: 'the session would end as soon as it began',
  codesys_online_logout: 'there is no session to log out of: each headless CODESYS logs out as it exits',
  codesys_download: 'the download would end with a logout, leaving the new code running with no session to watch, stop or correct it',
  codesys_start: 'it starts the logged-in application, and no login outlives a headless command',
  codesys_stop: 'it stops the logged-in application, and no login outlives a headless command',
  codesys_reset: 'it resets the logged-in application, and no login outlives a headless command',
  codesys_create_boot_application: 'it stores the logged-in application, and no login outlives a headless command',
  codesys_write_variables: 'the write would end with a logout, with no session left to read back or correct what it wrote',
  codesys_force_variables: 'the force would end with a logout: the values would stay forced with no session to see or unforce them',
  codesys_unforce_variables: 'it releases forces of the logged-in application, and no login outlives a headless command',
};

function headlessRefusal(tool: string): string {
  const why = HEADLESS_REASONS[tool.replace(/ \(.*$/, '')] ?? 'it needs a login, and no login outlives a headless command';
  return (
    `${tool.replace(/ \(.*$/, '')} needs the persistent CODESYS: commands run headless (Settings → CODESYS → mode), and a headless CODESYS exits after each command, which logs out of the PLC; ${why}. ` +
    'Switch the mode to "persistent". Reading works headless: codesys_online_state, codesys_read_variables, codesys_list_forced and codesys_monitor_variables log in only to read, then out.'
  );
}

/** How old a watch list value may be to start a simulation from it. */
const WATCH_FRESH_MS = 60_000;

function key(projectPath: string): string {
  return process.platform === 'win32' ? projectPath.toLowerCase() : projectPath;
}

function sameProject(a: string, b: string): boolean {
  return key(a) === key(b);
}
