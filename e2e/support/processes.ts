// Runs the built `interlock` CLI as a real process, the way a person or an agent's config would.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/interlock.js', import.meta.url));

/** Starting Node is several times slower on Windows (and under Wine in the Windows lane) than on Linux. */
const START_WAIT_MS = process.platform === 'win32' ? 80_000 : 20_000;

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in stdout+stderr. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
  /**
   * Without a signal: stops it the way a person would on this OS, Ctrl+C's SIGTERM on POSIX and `interlock stop`
   * on Windows (where a signal ends the process outright, with no clean-up).
   */
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
  // 'exit' can come before the last output is read (on Windows pipes are asynchronous): wait for the streams to
  // close too, but not forever, in case a process it started detached still holds them.
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (child.stdout!.readableEnded && child.stderr!.readableEnded) return resolve(code);
      const giveUp = setTimeout(() => resolve(code), 5_000);
      child.once('close', () => {
        clearTimeout(giveUp);
        resolve(code);
      });
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = START_WAIT_MS) {
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
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      const dataDir = args[args.indexOf('--data-dir') + 1];
      if (!signal && process.platform === 'win32' && args.includes('--data-dir') && dataDir) {
        const stopper = startInterlock(['stop', '--data-dir', dataDir], env);
        if ((await stopper.exited) !== 0) throw new Error(`interlock stop failed:\n${stopper.output()}`);
      } else child.kill(signal ?? 'SIGTERM');
      return exited;
    },
  };
}
