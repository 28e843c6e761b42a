// What both ways of running a command in CODESYS share: the request, the raw result, the one reading of the
// markers (for the watcher's answers and headless runs alike), and the one-command-at-a-time lock (the CODESYS
// scripting API is single-threaded).
import { ToolCancelledError } from '../../core/index.ts';

/**
 * How the timer watcher gives a command a running script: the IDE's Execute Script File helper
 * (CommandHelper.ExecuteScript), or the online layer's own script executor (online._executor.ExecuteSource).
 */
export const SCRIPT_ROUTES = ['execute_script', 'online_executor'] as const;
export type ScriptRoute = (typeof SCRIPT_ROUTES)[number];

export interface ScriptRequest {
  /** What runs, for messages: "codesys_read_pou". */
  label: string;
  /** The composed script (ASCII). */
  script: string;
  /** Written as JSON beside the script; the template reads it. */
  params: Record<string, unknown>;
  /** The script calls what needs a running script (online factories); the timer watcher runs it through Execute Script File. */
  scriptContext?: boolean;
  /** Only this way to a running script (the doctor probes each); otherwise the watcher takes the first that works. */
  scriptRoute?: ScriptRoute;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** How a command ended, as the executor saw it; interpretScriptResult says what it means. */
export interface ScriptResult {
  /** 0 when the script ran to its end (or sys.exit(0)); otherwise the exit code, 1 for an exception. */
  exitCode: number;
  /** What the script printed (stdout and stderr). */
  output: string;
  /** The exception's traceback, a sys.exit message, or what CODESYS reported; empty on success. */
  error: string;
}

export interface ScriptExecutor {
  execute(request: ScriptRequest): Promise<ScriptResult>;
}

export const RESULT_START = '### INTERLOCK_RESULT_START ###';
export const RESULT_END = '### INTERLOCK_RESULT_END ###';

export type InterpretedResult =
  | { ok: true; data: Record<string, unknown>; log: string[] }
  | { ok: false; message: string; log: string[] };

/**
 * The one reading of a command's end: its result data, its error and its log lines. A `SCRIPT_ERROR` line wins over
 * everything; a `SCRIPT_SUCCESS` line wins over the exit code (a script may end with a non-zero code after reporting
 * success); without either, the exit code decides.
 */
export function interpretScriptResult(result: ScriptResult): InterpretedResult {
  const log: string[] = [];
  let dataText: string[] | null = null;
  let collecting = false;
  let errorMessage: string | null = null;
  let reportedSuccess = false;
  for (const raw of result.output.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === RESULT_START) {
      collecting = true;
      dataText = [];
    } else if (line.trim() === RESULT_END) {
      collecting = false;
    } else if (collecting) {
      dataText!.push(line);
    } else if (line.trim().startsWith('SCRIPT_ERROR')) {
      errorMessage = line.trim().replace(/^SCRIPT_ERROR:?\s*/, '') || 'The CODESYS script reported an error';
    } else if (line.trim().startsWith('SCRIPT_SUCCESS')) {
      reportedSuccess = true;
    } else if (line.trim() !== '') {
      log.push(line);
    }
  }
  if (errorMessage !== null) return { ok: false, message: errorMessage, log };
  if (!reportedSuccess && result.exitCode !== 0) {
    log.push(...result.error.split(/\r?\n/).filter((l) => l.trim() !== ''));
    return { ok: false, message: `The CODESYS script failed: ${lastMeaningfulLine(result.error) ?? 'no error text'}`, log };
  }
  if (dataText === null) return { ok: false, message: 'The CODESYS script ended without a result', log };
  try {
    return { ok: true, data: JSON.parse(dataText.join('\n')) as Record<string, unknown>, log };
  } catch (err) {
    return { ok: false, message: `The CODESYS script returned unreadable data (${(err as Error).message})`, log };
  }
}

function lastMeaningfulLine(text: string): string | undefined {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1);
}

/** A FIFO lock whose waiters can give up (an agent's cancel) without blocking the ones behind them. */
export class AsyncMutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new ToolCancelledError();
    if (!this.#locked) {
      this.#locked = true;
      return this.#releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.#waiters.indexOf(grant);
        if (index >= 0) this.#waiters.splice(index, 1);
        reject(new ToolCancelledError());
      };
      this.#waiters.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    return this.#releaser();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release();
    };
  }

  #release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}
