// Runs `openplc-cli compile <project> --json [--target <board>]` as a child process: an argument array (never a
// shell string), stderr streamed line by line with the known noise removed, stdout kept for the one JSON envelope.
// The configured CLI is resolved first (PATH and PATHEXT; a Windows .cmd launcher runs through cmd.exe with a
// checked command line, see cli-command.ts). Cancel and timeout kill the whole process tree (the CLI is Electron,
// which starts helper processes).
import { spawn, type ChildProcess } from 'node:child_process';
import { isAbsolute } from 'node:path';
import { ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { cliSpawnPlan, CmdArgumentError, nodeCliHost, resolveCliPath, type CliHost } from './cli-command.ts';
import { isBenignCliNoise } from './cli-noise.ts';

export interface CompileRequest {
  cliPath: string;
  projectRoot: string;
  target?: string | undefined;
  timeoutMs: number;
  signal: AbortSignal;
  /** Non-empty stderr lines, noise removed, as they arrive. */
  onStderr(lines: string[]): void;
}

export interface CompileProcessResult {
  exitCode: number;
  stdout: string;
  /** Every non-empty stderr line except the known noise, right-trimmed, in order. */
  stderr: string[];
}

const MAX_STDOUT_CHARS = 16 * 1024 * 1024;
/** After SIGTERM, how long the tree gets before SIGKILL; then how long before we stop waiting for it at all. */
const KILL_GRACE_MS = 2000;
const GIVE_UP_MS = 5000;
const IS_WINDOWS = process.platform === 'win32';

const BATCH_LAUNCHER = /\.(cmd|bat)$/i;
const FIX = 'Set the full path of openplc-cli under Settings → OpenPLC → CLI path (openplc.cliPath)';

export class CompileRunner {
  readonly #running = new Set<ChildProcess>();
  readonly #host: CliHost;

  /** `host`: where the CLI is looked up (this machine unless a test says otherwise). */
  constructor(host: CliHost = nodeCliHost()) {
    this.#host = host;
  }

  async run(request: CompileRequest): Promise<CompileProcessResult> {
    if (request.signal.aborted) throw new ToolCancelledError('The compile was cancelled before it started');
    const resolved = await resolveCliPath(request.cliPath, this.#host);
    if (!resolved.ok) throw notStartable(resolved.problem);
    const args = ['compile', request.projectRoot, '--json'];
    if (request.target) args.push('--target', request.target);
    const launcherText = BATCH_LAUNCHER.test(resolved.path) && this.#host.readText ? await this.#host.readText(resolved.path) : null;
    let plan;
    try {
      plan = cliSpawnPlan(resolved.path, args, this.#host, launcherText);
    } catch (err) {
      if (err instanceof CmdArgumentError) throw new ToolError(err.message);
      throw err;
    }
    if (request.signal.aborted) throw new ToolCancelledError('The compile was cancelled before it started');
    const child = spawn(plan.file, plan.args, {
      detached: !IS_WINDOWS,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      windowsVerbatimArguments: plan.windowsVerbatimArguments,
      ...(plan.argv0 ? { argv0: plan.argv0 } : {}),
    });
    this.#running.add(child);

    return new Promise<CompileProcessResult>((resolve, reject) => {
      let stdout = '';
      const stderr: string[] = [];
      let partial = '';
      let stopped: Error | null = null;
      let settled = false;
      const timers: NodeJS.Timeout[] = [];

      const settle = (outcome: { value: CompileProcessResult } | { error: Error }) => {
        if (settled) return;
        settled = true;
        for (const timer of timers) clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
        this.#running.delete(child);
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.value);
      };
      const emitLines = (text: string, final: boolean) => {
        const parts = (partial + text).split(/\r?\n/);
        partial = final ? '' : parts.pop()!;
        const lines = parts.map((l) => l.trimEnd()).filter((l) => l.trim() !== '' && !isBenignCliNoise(l));
        if (lines.length === 0) return;
        stderr.push(...lines);
        request.onStderr(lines);
      };
      const stop = (reason: Error) => {
        if (stopped || settled) return;
        stopped = reason;
        killTree(child, 'SIGTERM');
        timers.push(setTimeout(() => killTree(child, 'SIGKILL'), KILL_GRACE_MS));
        timers.push(setTimeout(() => settle({ error: reason }), GIVE_UP_MS));
      };
      const onAbort = () => stop(new ToolCancelledError('The compile was cancelled; openplc-cli and its child processes were stopped'));

      request.signal.addEventListener('abort', onAbort, { once: true });
      timers.push(
        setTimeout(() => {
          const seconds = Math.round(request.timeoutMs / 1000);
          stop(new ToolTimeoutError(`openplc-cli did not finish within ${seconds} s and was stopped. Raise Settings → OpenPLC → Compile timeout (openplc.compileTimeoutSeconds) if this project needs longer.`));
        }, request.timeoutMs),
      );

      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        if (stdout.length < MAX_STDOUT_CHARS) stdout += chunk;
      });
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => emitLines(chunk, false));

      child.on('error', (err: NodeJS.ErrnoException) => {
        // Without a pid the CLI never started (missing, not executable); otherwise `close` follows and reports.
        if (child.pid === undefined) settle({ error: launchError(request.cliPath, err) });
      });
      child.on('close', (code, signal) => {
        emitLines('', true);
        if (stopped) return settle({ error: stopped });
        if (code === null) return settle({ error: new ToolError(`openplc-cli was ended by ${signal ?? 'a signal'} before it finished; no result`) });
        settle({ value: { exitCode: code, stdout, stderr } });
      });
    });
  }

  /** Stops every compile still running (the control center is shutting down). */
  dispose(): void {
    for (const child of this.#running) killTree(child, 'SIGKILL');
    this.#running.clear();
  }
}

function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  if (IS_WINDOWS) {
    spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on('error', () => undefined);
    return;
  }
  try {
    process.kill(-child.pid, signal); // the negative pid is the process group `detached` gave the CLI
  } catch {
    // already gone
  }
}

/** The configured CLI cannot be started: what is wrong, and where to fix it. */
function notStartable(problem: string): ToolError {
  const fix = /not found on PATH|does not exist/.test(problem)
    ? 'Install the OpenPLC Editor CLI (run "openplc-cli install-cli" or start OpenPLC Editor once), or set its full path under Settings → OpenPLC → CLI path (openplc.cliPath).'
    : `${FIX}.`;
  return new ToolError(`Cannot start openplc-cli: ${problem} ${fix}`);
}

/** Spawning failed although the path was checked (removed or replaced in between, or the OS refused it). */
function launchError(cliPath: string, err: NodeJS.ErrnoException): ToolError {
  const where = isAbsolute(cliPath) ? `at ${cliPath}` : `"${cliPath}" on PATH`;
  return new ToolError(`Could not start openplc-cli ${where}: ${err.message}. ${FIX}.`);
}
