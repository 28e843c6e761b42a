// Issue 33 benchmark: how long `npm start` takes to show its login link. Cold: every part of dist/ rebuilt (what the
// first start after a change of everything costs); warm: a second start with nothing changed, which builds nothing
// (target ≤ 2 s on a quiet machine). Both run the README's command, `npm start`, on one data folder (the demo is
// seeded by the cold start), and stop the control center once the link is printed.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORD } from '../build-changed.ts';
import { median, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WARM_TARGET_MS = 2000;
const WARM_RUNS = 5;

/** Runs `npm start` until it prints the login link; resolves with the milliseconds that took. */
function timeToLoginLink(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--', '--data-dir', dataDir, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let elapsed: number | undefined;
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (elapsed === undefined && /Log in: +http:\S+login\?code=/.test(output)) {
        elapsed = performance.now() - started;
        process.kill(-child.pid!, 'SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (elapsed !== undefined) resolve(elapsed);
      else reject(new Error(`npm start ended (${code ?? signal}) before printing a login link:\n${output.slice(-2000)}`));
    });
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'interlock-bench-start-'));
try {
  await rm(RECORD, { force: true });
  const cold = await timeToLoginLink(dataDir);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeToLoginLink(dataDir));
  console.log(
    table(
      ['npm start → login link', 'ms', 'target'],
      [
        ['cold: every part of dist/ rebuilt', cold, '-'],
        [`warm: nothing changed (median of ${WARM_RUNS})`, median(warm), `≤ ${WARM_TARGET_MS}`],
        ['warm / cold', median(warm) / cold, '-'],
      ],
    ),
  );
  const met = median(warm) <= WARM_TARGET_MS;
  console.log(met ? 'warm start target met' : `warm start target NOT met (${median(warm).toFixed(0)} ms)`);
  if (!met) process.exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
