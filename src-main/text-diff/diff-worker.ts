// Runs the card's preview work off the event loop, one job at a time, for bounded-diff.ts: diffs, and the impact
// analysis of code edits, and the simulation of old against new.
import { parentPort } from 'node:worker_threads';
import { analyzeImpact, type ImpactRequest } from '../iec-st/index.ts';
import { simulateBehaviour, type BehaviourRequest } from '../st-sim/index.ts';
import { runDiffJob, type DiffJob } from './diff-job.ts';

export type WorkerJob = ({ kind: 'diff' } & DiffJob) | { kind: 'impact'; request: ImpactRequest } | { kind: 'behaviour'; request: BehaviourRequest };

export function runWorkerJob(job: WorkerJob): unknown {
  if (job.kind === 'behaviour') return simulateBehaviour(job.request);
  return job.kind === 'impact' ? analyzeImpact(job.request) : runDiffJob(job);
}

parentPort?.on('message', (message: { id: number; job: WorkerJob }) => {
  try {
    parentPort?.postMessage({ id: message.id, result: runWorkerJob(message.job) });
  } catch (err) {
    parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
  }
});
