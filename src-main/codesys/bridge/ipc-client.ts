// Talks to the watcher inside a running CODESYS through files in the session directory:
// `<id>.params.json` and `<id>.py` first, then `<id>.command.json` (renamed into place); the answer appears as
// `results/<id>.result.json`, noticed through a directory watch, with a slow listing as fallback for file systems
// whose change events get lost. One command at a time: the CODESYS scripting API is single-threaded.
import { watch, type FSWatcher } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage, ToolCancelledError, ToolError, ToolTimeoutError } from '../../core/index.ts';
import { pathExists } from '../../files/index.ts';
import { AsyncMutex, type ScriptExecutor, type ScriptRequest, type ScriptResult } from './script-executor.ts';
import { asciiJson } from './script-library.ts';

export interface IpcClientOptions {
  /** How often the results folder is also checked, in case a change event never arrives. */
  fallbackPollMs?: number;
  /** Called with the request id when a command is handed over, and with null when it is over. */
  onBusy?: (requestId: string | null) => void;
}

interface CommandFiles {
  params: string;
  script: string;
  command: string;
}

interface Pending {
  requestId: string;
  /** The command's file: the watcher takes it away when it starts the command. */
  commandPath: string;
  check(): void;
  fail(error: Error): void;
}

const RESULT_SUFFIX = '.result.json';
/** A command's files are created, never replaced, and hold plant code: readable by the owner only. */
const NEW_PRIVATE_FILE = { flag: 'wx', mode: 0o600 } as const;
const PARSE_ATTEMPTS = 3;

/** The watcher's answer file, results/<id>.result.json. */
const watcherAnswer = z.object({
  requestId: z.string(),
  exitCode: z.number().int(),
  output: z.string(),
  error: z.string(),
});

export class IpcClient implements ScriptExecutor {
  readonly sessionDir: string;
  readonly #commandsDir: string;
  readonly #resultsDir: string;
  readonly #mutex = new AsyncMutex();
  readonly #fallbackPollMs: number;
  readonly #onBusy: (requestId: string | null) => void;
  readonly #watcher: FSWatcher;
  /** Commands given up on (timeout, cancel): their late answers are deleted when they show up. */
  readonly #abandoned = new Set<string>();
  /**
   * Of those, the ones the watcher had already taken: it is still inside them (a hung command stays hung after its
   * timeout) until their late answer shows up, and cannot beat meanwhile.
   */
  readonly #abandonedRunning = new Set<string>();
  #pending: Pending | null = null;
  #closed: Error | null = null;
  #sequence = 0;

  constructor(sessionDir: string, options: IpcClientOptions = {}) {
    this.sessionDir = sessionDir;
    this.#commandsDir = join(sessionDir, 'commands');
    this.#resultsDir = join(sessionDir, 'results');
    this.#fallbackPollMs = options.fallbackPollMs ?? 500;
    this.#onBusy = options.onBusy ?? (() => undefined);
    this.#watcher = watch(this.#resultsDir, (_event, filename) => this.#onResultsChanged(filename));
    // A failing watch (the folder vanished, a network share) leaves the fallback polling in charge.
    this.#watcher.on('error', () => undefined);
  }

  async execute(request: ScriptRequest): Promise<ScriptResult> {
    this.#throwIfClosed();
    const release = await this.#mutex.acquire(request.signal);
    try {
      this.#throwIfClosed();
      return await this.#run(request);
    } finally {
      release();
    }
  }

  /**
   * Whether the watcher is running a command now: one is in flight and the watcher has taken its file, or one given
   * up on after the watcher took it has not answered yet. It cannot beat meanwhile, so a stale heartbeat then means
   * a long (or hung) command, which that command's timeout has already reported, not a watcher that never took it.
   */
  async commandRunning(): Promise<boolean> {
    if (this.#abandonedRunning.size > 0) return true;
    const pending = this.#pending;
    return pending !== null && !(await pathExists(pending.commandPath)) && this.#pending === pending;
  }

  /** Fails the command in flight at once (CODESYS died or hung); later commands still go through. */
  failPending(error: Error): void {
    this.#pending?.fail(error);
  }

  /** Fails the command in flight and every later one with `error`, and stops watching. */
  close(error: Error): void {
    if (this.#closed) return;
    this.#closed = error;
    this.failPending(error);
    this.#watcher.close();
  }

  async #run(request: ScriptRequest): Promise<ScriptResult> {
    if (request.signal?.aborted) throw new ToolCancelledError();
    // Sortable ids: the watcher runs the alphabetically first command.
    const requestId = `${Date.now().toString().padStart(14, '0')}-${String(++this.#sequence).padStart(6, '0')}`;
    const files: CommandFiles = {
      params: join(this.#commandsDir, `${requestId}.params.json`),
      script: join(this.#commandsDir, `${requestId}.py`),
      command: join(this.#commandsDir, `${requestId}.command.json`),
    };
    this.#onBusy(requestId);
    try {
      const staged = `${files.command}.staged`;
      try {
        // The watcher acts on the .command.json alone, so that name appears last, when what it names is complete:
        // the files it names, and its own content written under a name the watcher ignores, all three at once,
        // then one rename. Nothing else needs a temp file (each is new, under a name nobody reads before that
        // rename), and none is synced: they live as long as the command.
        const command = { requestId, scriptPath: files.script, paramsPath: files.params, scriptContext: request.scriptContext === true, ...(request.scriptRoute ? { scriptRoute: request.scriptRoute } : {}), timestamp: Date.now() };
        await Promise.all([
          writeFile(files.params, asciiJson(request.params), NEW_PRIVATE_FILE),
          writeFile(files.script, request.script, NEW_PRIVATE_FILE),
          writeFile(staged, JSON.stringify(command), NEW_PRIVATE_FILE),
        ]);
        await rename(staged, files.command);
      } catch (err) {
        await removeQuietly(staged, files.params, files.script);
        throw new ToolError(`Could not hand ${request.label} to CODESYS: ${errorMessage(err)}`);
      }
      return await this.#awaitResult(requestId, request, files);
    } finally {
      this.#onBusy(null);
    }
  }

  #awaitResult(requestId: string, request: ScriptRequest, files: CommandFiles): Promise<ScriptResult> {
    const resultPath = join(this.#resultsDir, `${requestId}${RESULT_SUFFIX}`);
    return new Promise<ScriptResult>((resolve, reject) => {
      let settled = false;
      let reading = false;
      let readAgain = false;
      let parseFailures = 0;

      const finish = () => {
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        request.signal?.removeEventListener('abort', onAbort);
        if (this.#pending?.requestId === requestId) this.#pending = null;
      };
      const fail = (error: Error) => {
        if (settled) return;
        finish();
        this.#abandoned.add(requestId);
        void (async () => {
          // Whoever removes the command file has the command: if the watcher took it first, it is still inside it.
          if (!(await unlink(files.command).then(() => true, () => false))) this.#abandonedRunning.add(requestId);
          await removeQuietly(files.script, files.params, resultPath);
          reject(error);
        })();
      };
      const check = async () => {
        if (settled) return;
        if (reading) {
          readAgain = true;
          return;
        }
        reading = true;
        try {
          const text = await readFile(resultPath, 'utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch (err) {
            // Only a writer without rename-on-complete can show half a file; give it a moment.
            if (++parseFailures >= PARSE_ATTEMPTS) fail(new ToolError(`The answer of CODESYS to ${request.label} is unreadable: ${errorMessage(err)}`));
            else readAgain = true;
            return;
          }
          const answer = watcherAnswer.safeParse(json);
          if (!answer.success) {
            fail(new ToolError(`The answer of CODESYS to ${request.label} is not what its watcher writes: ${z.prettifyError(answer.error)}`));
            return;
          }
          if (answer.data.requestId !== requestId || settled) return;
          finish();
          await unlink(resultPath).catch(() => undefined);
          const { exitCode, output, error } = answer.data;
          resolve({ exitCode, output, error });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') fail(new ToolError(`Cannot read the answer of CODESYS to ${request.label}: ${errorMessage(err)}`));
        } finally {
          reading = false;
          if (readAgain && !settled) {
            readAgain = false;
            void check();
          }
        }
      };
      const onAbort = () => fail(new ToolCancelledError(`${request.label} was cancelled; its command files were removed`));
      const timer = setTimeout(() => {
        const seconds = Math.round(request.timeoutMs / 1000);
        fail(
          new ToolTimeoutError(
            `CODESYS did not answer ${request.label} within ${seconds} s. Its command files were removed; if CODESYS was still working on it, ` +
              'the change may yet happen, so check the project before retrying. CODESYS may be waiting at a dialog: look at its window.',
          ),
        );
      }, request.timeoutMs);
      const poll = setInterval(() => void check(), this.#fallbackPollMs);
      this.#pending = { requestId, commandPath: files.command, check: () => void check(), fail };
      request.signal?.addEventListener('abort', onAbort, { once: true });
      // Closed or cancelled while the command files were still being written: nobody will answer, or nobody asks.
      if (this.#closed) fail(this.#closed);
      else if (request.signal?.aborted) onAbort();
      else void check();
    });
  }

  #onResultsChanged(filename: string | Buffer | null): void {
    if (filename === null) {
      this.#pending?.check();
      return;
    }
    const name = filename.toString();
    if (!name.endsWith(RESULT_SUFFIX)) return;
    const requestId = name.slice(0, -RESULT_SUFFIX.length);
    if (this.#pending?.requestId === requestId) this.#pending.check();
    else if (this.#abandoned.delete(requestId)) {
      this.#abandonedRunning.delete(requestId);
      void removeQuietly(join(this.#resultsDir, name));
    }
  }

  #throwIfClosed(): void {
    if (this.#closed) throw this.#closed;
  }
}

async function removeQuietly(...paths: string[]): Promise<void> {
  for (const path of paths) await unlink(path).catch(() => undefined);
}
