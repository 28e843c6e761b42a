// Runs the built `interlock` CLI as a real process, the way a person or an agent's config would.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/interlock.js', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in stdout+stderr. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startInterlock(args: string[], env: NodeJS.ProcessEnv = {}): RunningProcess {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${pattern} in:\n${output}`));
        }, timeoutMs);
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(match);
          }
        };
        waiters.add(check);
        check();
        void exited.then(() => {
          if (waiters.has(check)) {
            check();
            if (waiters.has(check)) {
              clearTimeout(timer);
              waiters.delete(check);
              reject(new Error(`interlock exited before printing ${pattern}:\n${output}`));
            }
          }
        });
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
