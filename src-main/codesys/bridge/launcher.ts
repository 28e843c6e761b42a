// The one visible CODESYS Interlock keeps open: launch, its state machine
// stopped → starting → ready ⇄ busy → stopping (and error, with the reason), the health monitor on the real PID
// from ready.signal plus the watcher's heartbeat, and shutdown (terminate.signal, wait, terminate, kill, clean up).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Settings } from '../../../src-shared/settings-schema.ts';
import { errorMessage, ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { writeFileAtomic } from '../../files/index.ts';
import { IpcClient } from './ipc-client.ts';
import { isProcessAlive } from '../../os-process/index.ts';
import { isInstanceOf, runningInstances, terminate } from './process-control.ts';
import type { ScriptExecutor, ScriptRequest, ScriptResult } from './script-executor.ts';
import type { ScriptLibrary } from './script-library.ts';
import { cleanStaleSessions, defaultSessionBaseDir, READY_FILE, validateExecutable, writeOwner } from './session-dirs.ts';
import { codesysSpawnPlan } from './windows-command-line.ts';

export type CodesysSettings = Settings['codesys'];
export type LauncherState = 'stopped' | 'starting' | 'ready' | 'busy' | 'stopping' | 'error';

export interface LauncherStatus {
  state: LauncherState;
  /** In `error`: why. Otherwise what is going on, or null. */
  reason: string | null;
  /** The real CODESYS PID from ready.signal (the spawned process may be a wrapper). */
  pid: number | null;
  sessionId: string | null;
  sessionDir: string | null;
  watcherVersion: string | null;
  /** How the watcher waits for commands, from its heartbeat (null until the first one). */
  watcherMode: 'timer' | 'loop' | null;
  startedAt: number | null;
  /** In `error`: true while the CODESYS process still runs (it hangs rather than crashed). */
  processAlive: boolean;
}

export interface LauncherOptions {
  settings: () => CodesysSettings;
  library: ScriptLibrary;
  /** Parent of the session folders (default `<tmp>/interlock-codesys`). */
  baseDir?: string;
  onNotice?: (level: 'info' | 'warning' | 'error', message: string) => void;
}

export interface LaunchOptions {
  signal?: AbortSignal;
  onProgress?: (message: string) => void;
}

interface ReadySignal {
  version: string;
  pid: number;
}

const STOPPED: LauncherStatus = {
  state: 'stopped',
  reason: null,
  pid: null,
  sessionId: null,
  sessionDir: null,
  watcherVersion: null,
  watcherMode: null,
  startedAt: null,
  processAlive: false,
};
const TERMINATE_GRACE_MS = 2000;
const LAUNCH_PROGRESS_MS = 5000;

/** The command never reached CODESYS (it was not running, or not the CODESYS the command had to run in). */
export class CommandNotSentError extends ToolError {
  constructor(message: string) {
    super(message);
    this.name = 'CommandNotSentError';
  }
}

export class CodesysLauncher implements ScriptExecutor {
  readonly #settings: () => CodesysSettings;
  readonly #library: ScriptLibrary;
  readonly #baseDir: string;
  readonly #notice: (level: 'info' | 'warning' | 'error', message: string) => void;
  readonly #listeners = new Set<(status: LauncherStatus) => void>();
  #status: LauncherStatus = STOPPED;
  #ipc: IpcClient | null = null;
  #child: ChildProcess | null = null;
  #health: ReturnType<typeof setInterval> | null = null;
  #launching: Promise<void> | null = null;

  constructor(options: LauncherOptions) {
    this.#settings = options.settings;
    this.#library = options.library;
    this.#baseDir = options.baseDir ?? defaultSessionBaseDir();
    this.#notice = options.onNotice ?? (() => undefined);
  }

  get status(): LauncherStatus {
    return this.#status;
  }

  get running(): boolean {
    return this.#status.state === 'ready' || this.#status.state === 'busy';
  }

  /** In `error` with CODESYS still running: it does not answer, and launching another would be refused anyway. */
  get hung(): boolean {
    return this.#status.state === 'error' && this.#status.processAlive;
  }

  onChange(listener: (status: LauncherStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async launch(options: LaunchOptions = {}): Promise<LauncherStatus> {
    if (this.#launching) {
      await this.#launching;
      return this.#status;
    }
    const { state, pid } = this.#status;
    if (state === 'ready' || state === 'busy') {
      throw new ToolError(`CODESYS is already running under Interlock (PID ${pid}). Use it, or call shutdown_codesys first to start a fresh one.`);
    }
    if (state === 'stopping') throw new ToolError('CODESYS is shutting down; launch it again once it has stopped.');
    if (this.hung) throw new ToolError(this.hungMessage());
    this.#launching = this.#launch(options).finally(() => {
      this.#launching = null;
    });
    await this.#launching;
    return this.#status;
  }

  hungMessage(): string {
    return (
      `CODESYS (PID ${this.#status.pid}) is running but does not answer: ${this.#status.reason} ` +
      'Close any dialog in the CODESYS window (Interlock notices when it answers again), or call shutdown_codesys to end it.'
    );
  }

  async execute(request: ScriptRequest): Promise<ScriptResult> {
    const ipc = this.#ipc;
    if (!ipc || !this.running) {
      throw new CommandNotSentError(this.hung ? this.hungMessage() : `CODESYS is not running (${this.#status.state}${this.#status.reason ? `: ${this.#status.reason}` : ''}).`);
    }
    try {
      return await ipc.execute(request);
    } catch (err) {
      if (err instanceof ToolTimeoutError && this.#status.pid !== null && isProcessAlive(this.#status.pid)) {
        this.#set({ state: 'error', processAlive: true, reason: `It did not finish ${request.label} within ${Math.round(request.timeoutMs / 1000)} s.` });
      }
      throw err;
    }
  }

  /** Shutdown: terminate.signal (the watcher closes CODESYS), wait, terminate, kill; then clean up. */
  async stop(): Promise<void> {
    await this.#launching?.catch(() => undefined);
    const { state, pid, sessionDir, processAlive } = this.#status;
    if (state === 'stopped' || (state === 'error' && !processAlive && pid === null)) {
      this.#set({ ...STOPPED });
      return;
    }
    this.#set({ state: 'stopping', reason: 'Shutting down CODESYS' });
    this.#stopMonitoring(new ToolError('CODESYS is shutting down'));
    const target = pid ?? this.#child?.pid ?? null;
    if (sessionDir) await signalTerminate(sessionDir, true);
    if (target !== null) {
      const settings = this.#settings();
      // Signalled only while it is still this install's process (undefined: no process list, the PID is all we have).
      const ours = async () => (await isInstanceOf(target, settings.executablePath)) !== false;
      if (!(await waitForExit(target, settings.shutdownTimeoutSeconds * 1000)) && (await ours())) {
        await terminate(target, false);
        if (!(await waitForExit(target, TERMINATE_GRACE_MS)) && (await ours())) {
          await terminate(target, true);
          await waitForExit(target, TERMINATE_GRACE_MS);
        }
      }
    }
    if (sessionDir) await rm(sessionDir, { recursive: true, force: true });
    this.#child = null;
    this.#set({ ...STOPPED });
  }

  /** Lets go of CODESYS without closing it (its watcher stops; the IDE stays open with whatever is unsaved). */
  async detach(): Promise<void> {
    const { sessionDir } = this.#status;
    this.#stopMonitoring(new ToolError('Interlock let go of CODESYS'));
    if (sessionDir) await signalTerminate(sessionDir, false);
    this.#child = null;
    this.#set({ ...STOPPED, reason: 'Interlock let go of this CODESYS; it is still open' });
  }

  async #launch(options: LaunchOptions): Promise<void> {
    const settings = this.#settings();
    const executable = await validateExecutable(settings.executablePath);
    this.#set({ ...STOPPED, state: 'starting', reason: 'Checking for a running CODESYS of this install' });
    let sessionDir: string | null = null;
    try {
      const others = await runningInstances(executable);
      if (others.length > 0) {
        throw new ToolError(
          `CODESYS of this install (${executable}) is already running (PID ${others.map((p) => p.pid).join(', ')}). ` +
            'Interlock does not start a second instance of the same install: the two would fight over project files and the licence. ' +
            'Close that CODESYS, then try again.',
        );
      }
      await cleanStaleSessions(this.#baseDir);
      const sessionId = randomUUID();
      sessionDir = join(this.#baseDir, sessionId);
      await mkdir(join(sessionDir, 'commands'), { recursive: true, mode: 0o700 });
      await mkdir(join(sessionDir, 'results'), { recursive: true, mode: 0o700 });
      await writeOwner(sessionDir);
      const watcherPath = join(sessionDir, 'watcher.py');
      await writeFile(watcherPath, this.#library.watcher(sessionDir, settings.watcher));
      const plan = codesysSpawnPlan(process.platform, {
        executablePath: executable,
        profile: settings.profile,
        additionalFolder: settings.additionalFolder,
        runscript: watcherPath,
        noUI: false,
      });
      const log = await open(join(sessionDir, 'codesys.log'), 'a');
      let child: ChildProcess;
      try {
        child = spawn(plan.file, plan.args, {
          cwd: dirname(executable),
          detached: true,
          stdio: ['ignore', log.fd, log.fd],
          windowsHide: false,
          windowsVerbatimArguments: plan.windowsVerbatimArguments,
          ...(plan.argv0 ? { argv0: plan.argv0 } : {}),
        });
      } finally {
        await log.close();
      }
      child.unref();
      this.#child = child;
      this.#set({ state: 'starting', sessionId, sessionDir, reason: `Waiting for CODESYS to start: ${plan.display}` });
      const ready = await this.#waitForReady(sessionDir, child, settings.launchTimeoutSeconds * 1000, options);
      this.#ipc = new IpcClient(sessionDir, { onBusy: (requestId) => this.#onBusy(requestId) });
      // On Windows the spawned process can be a wrapper; only when it is CODESYS itself is its exit the death signal.
      if (child.pid === ready.pid) child.once('exit', () => this.#lost(`CODESYS (PID ${ready.pid}) exited unexpectedly`));
      this.#set({ state: 'ready', reason: null, pid: ready.pid, watcherVersion: ready.version, startedAt: Date.now() });
      this.#health = setInterval(() => void this.#checkHealth(), settings.healthIntervalMs);
      this.#health.unref();
    } catch (err) {
      const child = this.#child;
      this.#child = null;
      if (child?.pid !== undefined && child.exitCode === null) await terminate(child.pid, true);
      if (sessionDir) await rm(sessionDir, { recursive: true, force: true });
      const error = err instanceof ToolError || err instanceof ToolCancelledError ? err : new ToolError(`CODESYS could not be started: ${errorMessage(err)}`);
      this.#set({ ...STOPPED, state: 'error', reason: error.message });
      throw error;
    }
  }

  #waitForReady(dir: string, child: ChildProcess, timeoutMs: number, options: LaunchOptions): Promise<ReadySignal> {
    const readyPath = join(dir, READY_FILE);
    const started = Date.now();
    return new Promise<ReadySignal>((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        watcher.close();
        clearInterval(poll);
        clearInterval(progress);
        clearTimeout(timer);
        child.off('exit', onExit);
        child.off('error', onError);
        options.signal?.removeEventListener('abort', onAbort);
      };
      const failWith = (message: string, kind: 'error' | 'timeout' = 'error') => {
        if (done) return;
        finish();
        void startupDetails(dir).then((details) => reject(kind === 'timeout' ? new ToolTimeoutError(message + details) : new ToolError(message + details)));
      };
      const check = async () => {
        try {
          const parsed = JSON.parse(await readFile(readyPath, 'utf8')) as Partial<ReadySignal>;
          if (done || typeof parsed.pid !== 'number' || typeof parsed.version !== 'string') return;
          finish();
          resolve({ pid: parsed.pid, version: parsed.version });
        } catch {
          // not there yet
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        // Exit code 0 may be a launcher handing over to the real CODESYS: keep waiting for ready.signal then.
        if (code !== 0) failWith(`CODESYS exited while starting (${signal ?? `exit code ${code}`}).`);
      };
      const onError = (err: Error) => failWith(`CODESYS could not be started: ${err.message}.`);
      const onAbort = () => {
        if (done) return;
        finish();
        reject(new ToolCancelledError('The CODESYS launch was cancelled'));
      };
      const watcher = watch(dir, (_event, filename) => {
        if (filename === null || filename.toString() === READY_FILE) void check();
      });
      watcher.on('error', () => undefined);
      const poll = setInterval(() => void check(), 250);
      const progress = setInterval(
        () => options.onProgress?.(`Waiting for CODESYS to start (${Math.round((Date.now() - started) / 1000)} s)`),
        LAUNCH_PROGRESS_MS,
      );
      const timer = setTimeout(
        () => failWith(`CODESYS did not signal ready within ${Math.round(timeoutMs / 1000)} s (Settings → CODESYS → launch timeout).`, 'timeout'),
        timeoutMs,
      );
      child.on('exit', onExit);
      child.on('error', onError);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      void check();
    });
  }

  #onBusy(requestId: string | null): void {
    if (requestId !== null && this.#status.state === 'ready') this.#set({ state: 'busy' });
    else if (requestId === null && this.#status.state === 'busy') this.#set({ state: 'ready' });
  }

  async #checkHealth(): Promise<void> {
    const { pid, sessionDir, state, startedAt } = this.#status;
    if (pid === null || sessionDir === null || !(state === 'ready' || state === 'busy' || state === 'error')) return;
    if (!isProcessAlive(pid)) {
      this.#lost(`CODESYS (PID ${pid}) exited unexpectedly`);
      return;
    }
    let beat = await readHeartbeat(sessionDir);
    if (beat?.mode && beat.mode !== this.#status.watcherMode) this.#noticeMode(beat.mode);
    // While the watcher runs a command it cannot beat; that command's own timeout covers it.
    if (await this.#ipc?.commandRunning()) return;
    const staleAfterMs = this.#settings().heartbeatStaleSeconds * 1000;
    let ageMs = Date.now() - (beat?.at ?? startedAt ?? Date.now());
    if (ageMs > staleAfterMs) {
      // A long command may have ended just now: the watcher beats before it answers, so look once more.
      beat = await readHeartbeat(sessionDir);
      ageMs = Date.now() - (beat?.at ?? startedAt ?? Date.now());
    }
    const stale = ageMs > staleAfterMs;
    if (stale && state !== 'error') {
      const reason = `The CODESYS watcher has not answered for ${Math.round(ageMs / 1000)} s; CODESYS may be showing a dialog.`;
      this.#set({ state: 'error', processAlive: true, reason });
      this.#ipc?.failPending(new ToolError(`${reason} Look at the CODESYS window.`));
      this.#notice('warning', `${reason} Look at the CODESYS window.`);
    } else if (!stale && state === 'error' && this.#status.processAlive) {
      this.#set({ state: 'ready', processAlive: false, reason: null });
      this.#notice('info', 'CODESYS answers again.');
    }
  }

  #noticeMode(mode: 'timer' | 'loop'): void {
    this.#set({ watcherMode: mode });
    if (mode === 'loop' && this.#settings().watcher === 'timer') {
      this.#notice(
        'warning',
        'This CODESYS could not install the watcher\'s UI timer, so the watcher waits for commands in a loop and CODESYS keeps its menus disabled while Interlock is connected. ' +
          `Details: ${this.#status.sessionDir ? join(this.#status.sessionDir, 'watcher_error.txt') : 'watcher_error.txt'}.`,
      );
    }
  }

  /** CODESYS died: every waiting command fails now, not at its timeout. */
  #lost(reason: string): void {
    if (this.#status.state === 'stopping' || this.#status.state === 'stopped') return;
    const { sessionDir } = this.#status;
    this.#stopMonitoring(new ToolError(`${reason}; the command did not complete.`));
    this.#child = null;
    this.#set({ ...STOPPED, state: 'error', reason });
    this.#notice('error', `${reason}.`);
    if (sessionDir) void rm(sessionDir, { recursive: true, force: true });
  }

  #stopMonitoring(error: Error): void {
    if (this.#health) clearInterval(this.#health);
    this.#health = null;
    this.#ipc?.close(error);
    this.#ipc = null;
  }

  #set(patch: Partial<LauncherStatus>): void {
    this.#status = { ...this.#status, ...patch };
    for (const listener of this.#listeners) listener(this.#status);
  }
}

async function readHeartbeat(dir: string): Promise<{ at: number; mode: 'timer' | 'loop' | null } | null> {
  const path = join(dir, 'heartbeat');
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as { timestamp?: unknown; mode?: unknown };
    const at = typeof parsed.timestamp === 'number' ? parsed.timestamp * 1000 : (await stat(path)).mtimeMs;
    const mode = parsed.mode === 'timer' || parsed.mode === 'loop' ? parsed.mode : null;
    return { at, mode };
  } catch {
    return null; // not written yet, or caught mid-replace
  }
}

/**
 * Tells the watcher to stop, and whether CODESYS closes too. Written whole in one rename: the watcher polls every
 * millisecond after a command and takes a file it cannot read as "close CODESYS", so a half-written "only let go"
 * would close the IDE with the person's unsaved work in it.
 */
async function signalTerminate(sessionDir: string, exitIde: boolean): Promise<void> {
  await writeFileAtomic(join(sessionDir, 'terminate.signal'), JSON.stringify({ exit_ide: exitIde }), { transient: true }).catch(() => undefined);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** What the watcher and CODESYS said before a failed start, for the error message. */
async function startupDetails(dir: string): Promise<string> {
  const parts: string[] = [];
  const watcherError = await readFile(join(dir, 'watcher_error.txt'), 'utf8').catch(() => '');
  if (watcherError.trim()) parts.push(`Watcher: ${watcherError.trim().split('\n').slice(-3).join(' | ')}`);
  const log = await readFile(join(dir, 'codesys.log'), 'utf8').catch(() => '');
  const tail = log.trim().split('\n').slice(-5).join(' | ');
  if (tail) parts.push(`CODESYS output: ${tail}`);
  return parts.length ? ` ${parts.join('. ')}` : '';
}
