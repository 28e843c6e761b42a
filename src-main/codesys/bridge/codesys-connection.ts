// Where CODESYS tools send their commands: the persistent IDE when it runs (launched on first use unless
// auto-launch is off), the headless executor in headless mode, before launch_codesys when auto-launch is off, or
// when the launch failed and the fallback is on. Also keeps the core's CODESYS target and notices up to date.
import type { DomainServices } from '../../mcp/domain-module.ts';
import { randomUUID } from 'node:crypto';
import type { ProgressInfo, TargetState } from '../../../src-shared/app-state.ts';
import { errorMessage, ToolCancelledError, ToolError } from '../../core/index.ts';
import { HeadlessExecutor } from './headless-executor.ts';
import { CodesysLauncher, CommandNotSentError, type CodesysSettings, type LauncherStatus } from './launcher.ts';
import { checkProjectLock } from './project-lock.ts';
import { interpretScriptResult, type ScriptExecutor, type ScriptRoute } from './script-executor.ts';
import { ScriptLibrary } from './script-library.ts';
import { sessionState, type TemplateName, type TemplateParams, type TemplateResult, type TypedTemplateTable } from './templates.ts';
import { z } from 'zod';

export const CODESYS_TARGET_ID = 'codesys';

/** The parts of a tool's execution a command uses; previews have only the signal. */
export interface CommandExecution {
  signal?: AbortSignal;
  output?(lines: string[]): void;
  progress?(info: ProgressInfo): void;
}

export interface RunOptions {
  /** What runs, for messages and the IDE log: usually the tool name. */
  label: string;
  execution?: CommandExecution;
  /** The project the command opens: refused first if another CODESYS holds its lock. */
  projectPath?: string;
  timeout?: 'command' | 'compile';
  /** Added to that timeout, for a command that waits on purpose (samples over a duration). */
  extraTimeoutMs?: number;
  /** Only in the CODESYS Interlock launched, whatever the mode (commands about that CODESYS itself). */
  launchedOnly?: boolean;
  /**
   * Only in this CODESYS process (the one a change to a running PLC began in): never in one launched since, nor
   * headless. Refused with CommandNotSentError when that process is gone.
   */
  inIde?: number;
  /** The timer watcher's one way to a running script for this command (the doctor probes each). */
  scriptRoute?: ScriptRoute;
}

/** What CODESYS reported it has open, after the last command. */
export interface SessionInfo {
  primaryProject: string | null;
  dirty: boolean;
}

export interface ConnectionOptions {
  /** Every template's contract (the domain root's `CODESYS_TEMPLATES`): each run is checked against its own. */
  templates: TypedTemplateTable;
  library?: ScriptLibrary;
  /** Parent folder of the IPC session folders (tests use their own). */
  baseDir?: string;
}

export class CodesysConnection {
  readonly launcher: CodesysLauncher;
  readonly headless: HeadlessExecutor;
  readonly library: ScriptLibrary;
  readonly #services: DomainServices;
  readonly #templates: TypedTemplateTable;
  #session: SessionInfo | null = null;
  #headlessBusy = false;
  readonly #sessionListeners = new Set<(session: SessionInfo) => void>();

  constructor(services: DomainServices, options: ConnectionOptions) {
    this.#services = services;
    this.#templates = options.templates;
    this.library = options.library ?? new ScriptLibrary();
    const settings = () => this.settings;
    this.launcher = new CodesysLauncher({
      settings,
      library: this.library,
      ...(options.baseDir ? { baseDir: options.baseDir } : {}),
      onNotice: (level, message) => this.notice(level, message),
    });
    this.headless = new HeadlessExecutor({ settings, ...(options.baseDir ? { baseDir: options.baseDir } : {}) });
    this.launcher.onChange((status) => {
      if (status.state !== 'ready' && status.state !== 'busy') this.#session = null;
      this.#publish();
    });
    this.#publish();
  }

  get settings(): CodesysSettings {
    return this.#services.settings.current.codesys;
  }

  /** The PLC device password for logins; kept out of `settings` so nothing that copies settings carries it. */
  get devicePassword(): string {
    return this.#services.settings.devicePassword;
  }

  get session(): SessionInfo | null {
    return this.#session;
  }

  /** Called with what CODESYS reports it has open (project, unsaved changes) after each command. */
  onSession(listener: (session: SessionInfo) => void): () => void {
    this.#sessionListeners.add(listener);
    return () => this.#sessionListeners.delete(listener);
  }

  /** True when the next command runs in a CODESYS started just for it. */
  get commandsRunHeadless(): boolean {
    return this.settings.mode === 'headless' || (!this.launcher.running && !this.settings.autoLaunch);
  }

  /** True when a command can run without starting CODESYS (headless mode, or the IDE already runs). */
  get readyWithoutLaunch(): boolean {
    return this.settings.mode === 'headless' || this.launcher.running;
  }

  /**
   * Runs a template with parameters its schema accepts and returns the result its schema describes. A refusal or
   * failure inside CODESYS, or a result that is not what the template promises, becomes a ToolError.
   */
  async run<N extends TemplateName>(template: N, params: TemplateParams<N>, options: RunOptions): Promise<TemplateResult<N>> {
    const contract = this.#templates[template];
    // A template no toolset registered is Interlock's bug: refused before anything reaches CODESYS.
    if (contract === undefined) throw new ToolError(`No CODESYS template contract named ${template}`);
    const checkedParams = contract.params.safeParse(params);
    // The tools build the parameters from checked input; a mismatch is Interlock's bug, and nothing reaches CODESYS.
    if (!checkedParams.success) throw new ToolError(`Interlock built invalid parameters for ${template}: ${z.prettifyError(checkedParams.error)}`);
    if (options.inIde !== undefined && (!this.launcher.running || this.launcher.status.pid !== options.inIde)) {
      throw new CommandNotSentError(
        `CODESYS (PID ${options.inIde}), in which this change began, is no longer running${this.launcher.status.reason ? ` (${this.launcher.status.reason})` : ''}; the command was not sent, and Interlock does not start another CODESYS for it.`,
      );
    }
    const executor = options.launchedOnly || options.inIde !== undefined ? this.launcher : await this.#executor(options.execution);
    const headless = executor === this.headless;
    if (headless && this.launcher.running) {
      // A headless CODESYS would stop at "project in use" for anything the open IDE holds.
      throw new ToolError('Commands run headless (Settings → CODESYS → mode), but the CODESYS Interlock launched is still open. Close it with shutdown_codesys first.');
    }
    if (options.projectPath) {
      await checkProjectLock(options.projectPath, headless ? null : this.launcher.status.pid, (lock) =>
        this.notice('warning', `Removed the lock file ${lock.path} left by a CODESYS that is no longer running (PID ${lock.pid}).`),
      );
    }
    const settings = this.settings;
    const seconds = options.timeout === 'compile' ? settings.compileTimeoutSeconds : settings.commandTimeoutSeconds;
    const signal = options.execution?.signal;
    if (headless) this.#setHeadlessBusy(true);
    const started = Date.now();
    let result;
    try {
      result = await executor.execute({
        label: options.label,
        script: this.library.script(template),
        scriptContext: this.library.needsScriptContext(template),
        ...(options.scriptRoute ? { scriptRoute: options.scriptRoute } : {}),
        // Headless, CODESYS exits after the command: a change is kept only if the template saves it.
        params: { ...checkedParams.data, save_after_change: headless },
        timeoutMs: seconds * 1000 + (options.extraTimeoutMs ?? 0),
        ...(signal ? { signal } : {}),
      });
    } finally {
      if (headless) this.#setHeadlessBusy(false);
    }
    const interpreted = interpretScriptResult(result);
    const where = headless ? 'a headless CODESYS' : `CODESYS (PID ${this.launcher.status.pid})`;
    options.execution?.output?.([`${options.label}: ran in ${where} in ${Date.now() - started} ms`, ...interpreted.log]);
    if (!interpreted.ok) throw new ToolError(interpreted.message);
    const session = sessionState.safeParse(interpreted.data.session);
    if (session.success && !headless) {
      this.#session = { primaryProject: session.data.primary_project, dirty: session.data.dirty };
      for (const listener of this.#sessionListeners) listener(this.#session);
    }
    const checked = contract.result.safeParse(interpreted.data);
    if (!checked.success) {
      throw new ToolError(`CODESYS answered ${options.label} (${template}) with a result Interlock does not understand: ${z.prettifyError(checked.error)}`);
    }
    return checked.data;
  }

  async launch(execution?: CommandExecution): Promise<LauncherStatus> {
    if (this.settings.mode === 'headless') {
      throw new ToolError('Settings → CODESYS → mode is "headless": every command starts its own CODESYS without UI. Switch the mode to "persistent" to keep one CODESYS open.');
    }
    return this.launcher.launch({
      ...(execution?.signal ? { signal: execution.signal } : {}),
      onProgress: (message) => execution?.progress?.({ message }),
    });
  }

  /** Closes CODESYS when Interlock quits, unless that would throw away unsaved work: then CODESYS stays open. */
  async dispose(): Promise<void> {
    if (this.launcher.running) {
      try {
        await this.run('close_all_projects', { unsaved: 'refuse' }, { label: 'closing CODESYS', launchedOnly: true });
      } catch (err) {
        if (this.launcher.running) {
          await this.launcher.detach();
          this.notice('warning', `CODESYS was left open because ${errorMessage(err)}`);
        }
      }
    }
    await this.launcher.stop();
    await this.headless.dispose();
  }

  notice(level: 'info' | 'warning' | 'error', message: string): void {
    this.#services.store.emit({ type: 'notice.added', notice: { id: randomUUID(), level, source: 'codesys', message, at: Date.now() } });
  }

  async #executor(execution?: CommandExecution): Promise<ScriptExecutor> {
    const settings = this.settings;
    if (settings.mode === 'persistent') {
      if (this.launcher.running) return this.launcher;
      if (this.launcher.hung) throw new ToolError(this.launcher.hungMessage());
    }
    if (this.commandsRunHeadless) return this.headless;
    try {
      await this.launch(execution);
      return this.launcher;
    } catch (err) {
      if (settings.fallbackHeadless && !(err instanceof ToolCancelledError)) {
        this.notice('warning', `CODESYS could not be launched (${errorMessage(err)}); commands run headless, as Settings → CODESYS → fallback allows.`);
        return this.headless;
      }
      throw err;
    }
  }

  #setHeadlessBusy(busy: boolean): void {
    this.#headlessBusy = busy;
    this.#publish();
  }

  #publish(): void {
    const target: TargetState = { id: CODESYS_TARGET_ID, kind: 'codesys', label: 'CODESYS', ...this.#describe(), updatedAt: Date.now() };
    this.#services.store.emit({ type: 'target.updated', target });
  }

  #describe(): { status: string; detail?: string } {
    const settings = this.settings;
    const status = this.launcher.status;
    if (status.state === 'stopped' && (settings.mode === 'headless' || !settings.autoLaunch)) {
      const why = settings.mode === 'headless' ? 'Headless mode' : 'Not launched (auto-launch is off)';
      return { status: this.#headlessBusy ? 'busy' : 'stopped', detail: `${why}: each command starts a CODESYS without UI` };
    }
    if (status.state === 'ready' || status.state === 'busy') {
      const mode = status.watcherMode ? ` (${status.watcherMode})` : '';
      return { status: status.state, detail: `PID ${status.pid} · watcher ${status.watcherVersion}${mode}` };
    }
    return status.reason ? { status: status.state, detail: status.reason } : { status: status.state };
  }
}
