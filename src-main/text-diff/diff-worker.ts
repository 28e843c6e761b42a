// Runs diff jobs off the event loop, one at a time, for bounded-diff.ts.
import { parentPort } from 'node:worker_threads';
import { runDiffJob, type DiffJob } from './diff-job.ts';

parentPort?.on('message', (message: { id: number; job: DiffJob }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: runDiffJob(message.job) });
  } catch (err) {
    parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
  }
});
