// Runs one command in a CODESYS without UI started just for it (`--noUI --runscript`), the headless
// fallback: slow (CODESYS starts every time) and invisible, but needs no running IDE. Same interface and results as
// the persistent connection: stdout and the exit code, whose markers interpretScriptResult reads.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { writeFileAtomic } from '../../files/index.ts';
import type { CodesysSettings } from './launcher.ts';
import { terminate } from './process-control.ts';
import { AsyncMutex, type ScriptExecutor, type ScriptRequest, type ScriptResult } from './script-executor.ts';
import { asciiJson, pythonUnicodeLiteral } from './script-library.ts';
import { defaultSessionBaseDir, validateExecutable, writeOwner } from './session-dirs.ts';
import { codesysSpawnPlan, type SpawnPlan } from './windows-command-line.ts';

export interface HeadlessExecutorOptions {
  settings: () => CodesysSettings;
  baseDir?: string;
}

/**
 * Without a watcher nobody hands the script its parameters file, so the script learns the path from an assignment
 * after its first line (the `from __future__` import). The path is Interlock's own temp file, never a tool argument.
 */
export function headlessScript(script: string, paramsPath: string): string {
  const newline = script.indexOf('\n');
  const first = newline < 0 ? script : script.slice(0, newline);
  const rest = newline < 0 ? '' : script.slice(newline + 1);
  return `${first}\nINTERLOCK_PARAMS_PATH = ${pythonUnicodeLiteral(paramsPath)}\n${rest}`;
}

export class HeadlessExecutor implements ScriptExecutor {
  readonly #settings: () => CodesysSettings;
  readonly #baseDir: string;
  readonly #mutex = new AsyncMutex();
  readonly #running = new Set<number>();

  constructor(options: HeadlessExecutorOptions) {
    this.#settings = options.settings;
    this.#baseDir = options.baseDir ?? defaultSessionBaseDir();
  }

  async execute(request: ScriptRequest): Promise<ScriptResult> {
    const release = await this.#mutex.acquire(request.signal);
    try {
      return await this.#run(request);
    } finally {
      release();
    }
  }

  /** Kills a headless CODESYS still running (Interlock is quitting). */
  async dispose(): Promise<void> {
    await Promise.all([...this.#running].map((pid) => terminate(pid, true)));
  }

  async #run(request: ScriptRequest): Promise<ScriptResult> {
    const settings = this.#settings();
    const executable = await validateExecutable(settings.executablePath);
    await mkdir(this.#baseDir, { recursive: true });
    const dir = await mkdtemp(join(this.#baseDir, 'headless-'));
    try {
      await writeOwner(dir);
      const paramsPath = join(dir, 'command.params.json');
      const scriptPath = join(dir, 'command.py');
      await writeFileAtomic(paramsPath, asciiJson(request.params));
      await writeFileAtomic(scriptPath, headlessScript(request.script, paramsPath));
      const plan = codesysSpawnPlan(process.platform, {
        executablePath: executable,
        profile: settings.profile,
        additionalFolder: settings.additionalFolder,
        runscript: scriptPath,
        noUI: true,
      });
      return await this.#spawn(plan, dirname(executable), request);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  #spawn(plan: SpawnPlan, cwd: string, request: ScriptRequest): Promise<ScriptResult> {
    return new Promise<ScriptResult>((resolve, reject) => {
      const child = spawn(plan.file, plan.args, {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
        windowsVerbatimArguments: plan.windowsVerbatimArguments,
        ...(plan.argv0 ? { argv0: plan.argv0 } : {}),
      });
      const pid = child.pid;
      if (pid !== undefined) this.#running.add(pid);
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      let failure: Error | null = null;
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onAbort);
        if (pid !== undefined) this.#running.delete(pid);
      };
      const stop = (error: Error) => {
        if (failure) return;
        failure = error;
        if (pid !== undefined) void terminate(pid, true);
      };
      const timer = setTimeout(
        () => stop(new ToolTimeoutError(`CODESYS (headless) did not finish ${request.label} within ${Math.round(request.timeoutMs / 1000)} s and was ended.`)),
        request.timeoutMs,
      );
      const onAbort = () => stop(new ToolCancelledError(`${request.label} was cancelled; the headless CODESYS was ended`));
      request.signal?.addEventListener('abort', onAbort, { once: true });
      child.on('error', (err) => {
        if (pid !== undefined) {
          stop(new ToolError(`CODESYS failed: ${err.message}`));
        } else if (!settled) {
          settle();
          reject(new ToolError(`CODESYS could not be started: ${err.message}`));
        }
      });
      child.on('close', (code) => {
        if (settled) return;
        settle();
        if (failure) {
          reject(failure);
          return;
        }
        const out = Buffer.concat(stdout).toString('utf8');
        const err = Buffer.concat(stderr).toString('utf8');
        const exitCode = code ?? 1;
        resolve({ exitCode, output: err ? `${out}\n${err}` : out, error: err || (exitCode === 0 ? '' : `CODESYS exited with code ${exitCode}`) });
      });
    });
  }
}
