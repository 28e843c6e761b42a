// How Interlock runs git: the installed `git` binary (Debian's git, Git for Windows on users' machines), one process
// per step, with an argument array and no shell, a timeout that kills a git that hangs (a network share gone
// away), no prompt for credentials, and no repository hooks or fsmonitor daemon run on the person's behalf.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** How long one git step may take before it is killed and the commit reported as not made. */
export const DEFAULT_GIT_TIMEOUT_MS = 15_000;

export interface GitRunOptions {
  cwd: string;
  /** Written to git's standard input (a commit message, blob content, index lines). */
  input?: string | Uint8Array;
  /** Extra environment: GIT_INDEX_FILE for the separate index, the commit's identity. */
  env?: Record<string, string>;
  /** Exit codes that are answers, not failures (e.g. 1 of `symbolic-ref -q` on a detached HEAD). */
  okCodes?: readonly number[];
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A git step that failed: the binary is missing, it timed out, or it exited with an error. */
export class GitError extends Error {
  readonly kind: 'missing' | 'timeout' | 'failed';
  readonly stderr: string;
  constructor(kind: GitError['kind'], message: string, stderr = '') {
    super(message);
    this.name = 'GitError';
    this.kind = kind;
    this.stderr = stderr;
  }
}

export interface GitCli {
  run(args: readonly string[], options: GitRunOptions): Promise<GitResult>;
  /** `git --version`, or null with the reason when git cannot be run. */
  version(): Promise<{ version: string } | { missing: string }>;
}

/**
 * `gitPath` is the binary (a bare `git` is looked up on PATH); `hooksDir` an empty folder that stands in for the
 * repository's hooks: commit-tree runs none anyway, and update-ref's reference-transaction hook is not run either.
 */
export function gitCli(options: { gitPath?: string; timeoutMs?: number; hooksDir: string }): GitCli {
  const binary = options.gitPath ?? 'git';
  const timeoutMs = options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS;
  const run = (args: readonly string[], runOptions: GitRunOptions): Promise<GitResult> =>
    new Promise<GitResult>((resolve, reject) => {
      const fullArgs = ['-c', `core.hooksPath=${options.hooksDir}`, '-c', 'core.fsmonitor=false', ...args];
      const child = spawn(binary, fullArgs, {
        cwd: runOptions.cwd,
        shell: false,
        windowsHide: true,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: {
          ...process.env,
          GIT_TERMINAL_PROMPT: '0',
          // Reads must not take the person's index lock for a refresh they did not ask for.
          GIT_OPTIONAL_LOCKS: '0',
          LC_ALL: 'C',
          LANGUAGE: 'C',
          ...runOptions.env,
        },
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        settle(() => reject(new GitError('timeout', `git ${args[0] ?? ''} did not finish within ${Math.round(timeoutMs / 1000)} s (is the repository on a share that is slow or gone?)`)));
      }, timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error: NodeJS.ErrnoException) => {
        settle(() =>
          reject(error.code === 'ENOENT' && !existsSync(runOptions.cwd) ? new GitError('failed', `the folder ${runOptions.cwd} is gone`) : error.code === 'ENOENT' ? new GitError('missing', `git was not found (${binary}): install Git (Git for Windows) to have approved changes committed`) : new GitError('failed', `git could not be started: ${error.message}`)),
        );
      });
      child.on('close', (code) => {
        const result = { code: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
        settle(() => {
          if (result.code === 0 || runOptions.okCodes?.includes(result.code)) resolve(result);
          else reject(new GitError('failed', `git ${args[0] ?? ''} failed: ${firstLine(result.stderr) || `exit code ${result.code}`}`, result.stderr));
        });
      });
      // A git that exits before reading its input closes the pipe: that is its answer, not ours to throw.
      child.stdin.on('error', () => undefined);
      child.stdin.end(runOptions.input ?? '');
    });
  return {
    run,
    async version() {
      try {
        const { stdout } = await run(['--version'], { cwd: process.cwd() });
        return { version: stdout.trim() };
      } catch (err) {
        return { missing: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.replace(/^(fatal|error): /, '') ?? '';
}
