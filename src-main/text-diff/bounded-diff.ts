// The diff an approval card shows, computed where it cannot stall the control center: in a worker thread, with a
// cost limit (edit distance and time), and a hard deadline after which the worker is replaced. When the limit is
// hit the card gets a summary ("diff too large: up to N lines changed") instead of a diff.
import { Worker } from 'node:worker_threads';
import type { ApprovalPreview } from '../../src-shared/app-state.ts';
import type { ImpactReport } from '../../src-shared/impact.ts';
import { analyzeImpact, type ImpactRequest } from '../iec-st/index.ts';
import { simulateBehaviour, type BehaviourRequest } from '../st-sim/index.ts';
import type { BehaviourReport } from '../../src-shared/behaviour.ts';
import { changedLineSpan, runDiffJobYielding, type DiffJob, type DiffRequest, type DiffResult } from './diff-job.ts';
import type { WorkerJob } from './diff-worker.ts';
import { diffWorkerUrl } from './diff-worker-location.ts';
import { plural } from '../../src-shared/plural.ts';

export type { DiffRequest } from './diff-job.ts';

/** Edit distance in lines beyond which a diff is not worth reading on a card anyway. */
export const DIFF_MAX_EDIT_LENGTH = 4000;
export const DIFF_TIMEOUT_MS = 1500;
/** Texts this large are summarized without diffing at all. */
export const DIFF_MAX_INPUT_CHARS = 4 * 1024 * 1024;

export type BoundedDiff = { kind: 'diff'; diff: string } | { kind: 'too-large'; changedLines: number; summary: string };

export async function boundedUnifiedDiff(request: DiffRequest, limits: { maxEditLength?: number; timeoutMs?: number } = {}): Promise<BoundedDiff> {
  const timeoutMs = limits.timeoutMs ?? DIFF_TIMEOUT_MS;
  if (request.before.length + request.after.length > DIFF_MAX_INPUT_CHARS) return tooLarge(request, changedLineSpan(request.before, request.after));
  const job: DiffJob = { ...request, maxEditLength: limits.maxEditLength ?? DIFF_MAX_EDIT_LENGTH, timeoutMs };
  const result = (await pool.run({ kind: 'diff', ...job }, timeoutMs + 2000)) as DiffResult | null;
  if (result === null) return tooLarge(request, changedLineSpan(request.before, request.after));
  return result.kind === 'diff' ? result : tooLarge(request, result);
}

function tooLarge(request: DiffRequest, span: { removed: number; added: number }): BoundedDiff {
  const changedLines = span.removed + span.added;
  return {
    kind: 'too-large',
    changedLines,
    // The span between the first and the last changed line is an upper bound: unchanged lines inside it count too.
    summary: `diff too large: up to ${plural(changedLines, 'line')} changed (at most ${span.removed} removed, ${span.added} added) in ${request.newName}. Review the full arguments below.`,
  };
}

interface Job {
  resolve: (result: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One lazily started worker, unref'd so it never keeps the process alive; replaced when it overruns or dies. Where
 * no worker can start (a packaging that cannot load the worker's file), jobs run in-process in the diff library's
 * async mode, which yields to the event loop between steps, under the same limits.
 */
class DiffWorkerPool {
  #worker: Worker | null = null;
  #workerUnavailable = false;
  #nextId = 1;
  readonly #jobs = new Map<number, Job>();

  /** The job's result, or null when it overran its deadline (or the worker died). */
  run(job: WorkerJob, deadlineMs: number): Promise<unknown> {
    if (this.#workerUnavailable) return inProcess(job);
    let worker: Worker;
    try {
      worker = this.#ensure();
    } catch {
      this.#workerUnavailable = true;
      return inProcess(job);
    }
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#reset(), deadlineMs);
      timer.unref?.();
      this.#jobs.set(id, { resolve, timer });
      worker.ref();
      worker.postMessage({ id, job });
    });
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(diffWorkerUrl(import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = this.#jobs.get(message.id);
      if (!job) return;
      this.#jobs.delete(message.id);
      clearTimeout(job.timer);
      if (this.#jobs.size === 0) worker.unref();
      job.resolve(message.result ?? null);
    });
    let answered = false;
    worker.once('message', () => (answered = true));
    worker.on('error', () => {
      // A worker that fails before its first answer cannot start here at all.
      if (!answered) this.#workerUnavailable = true;
      this.#reset();
    });
    worker.on('exit', () => {
      if (this.#worker === worker) this.#reset();
    });
    this.#worker = worker;
    return worker;
  }

  /** Gives up on every job in flight (each falls back to a summary) and starts afresh next time. */
  #reset(): void {
    const worker = this.#worker;
    this.#worker = null;
    for (const job of this.#jobs.values()) {
      clearTimeout(job.timer);
      job.resolve(null);
    }
    this.#jobs.clear();
    void worker?.terminate();
  }
}

/**
 * Where no worker can start: a diff in the diff library's async mode, which yields between steps; the impact
 * analysis (linear in the text, and the text is bounded) after a turn of the event loop. A job that throws answers
 * null, as a worker that fails does (the card then says it was not analysed), never an uncaught exception.
 */
export function inProcess(job: WorkerJob): Promise<unknown> {
  if (job.kind === 'diff') return runDiffJobYielding(job).catch(() => null);
  const settle = (work: () => unknown) =>
    new Promise((resolve) =>
      setImmediate(() => {
        try {
          resolve(work());
        } catch {
          resolve(null);
        }
      }),
    );
  // The simulation stops itself at its budget; in-process it gets a tenth of it, to keep the event loop moving.
  if (job.kind === 'behaviour') return settle(() => simulateBehaviour({ ...job.request, timeBudgetMs: (job.request.timeBudgetMs ?? BEHAVIOUR_BUDGET_MS) / 10 }));
  return settle(() => analyzeImpact(job.request));
}

const pool = new DiffWorkerPool();
/** The simulation gets a worker of its own: a card's seconds of simulation never hold up another card's diff. */
const simulationPool = new DiffWorkerPool();

/**
 * What a code edit does to the machine, computed in the same worker and under the same limits as its diff; a text
 * too large, or an analysis that overruns, is reported as such (the card then says so instead of guessing).
 */
export async function boundedImpact(request: ImpactRequest, limits: { timeoutMs?: number } = {}): Promise<ImpactReport> {
  let size = request.parts.reduce((n, p) => n + p.before.length + p.after.length, 0);
  if (size > DIFF_MAX_INPUT_CHARS) return { status: 'too-large', reason: 'the texts are too large to analyse on a card', items: [], safetySignals: [] };
  // The global variable lists share the limit: those that do not fit are named as unresolved, not silently dropped.
  const lists: NonNullable<ImpactRequest['globalLists']>[number][] = [];
  const skipped = [...(request.skippedGlobalLists ?? [])];
  for (const list of request.globalLists ?? []) {
    if (size + list.declaration.length > DIFF_MAX_INPUT_CHARS) skipped.push(list.name);
    else {
      size += list.declaration.length;
      lists.push(list);
    }
  }
  // The project's other POUs, read for their located variables, fill what room is left (those beyond it are named).
  const units: NonNullable<ImpactRequest['otherUnits']>[number][] = [];
  const skippedUnits = [...(request.skippedOtherUnits ?? [])];
  for (const unit of request.otherUnits ?? []) {
    if (size + unit.text.length > DIFF_MAX_INPUT_CHARS) skippedUnits.push(unit.name);
    else {
      size += unit.text.length;
      units.push(unit);
    }
  }
  const bounded: ImpactRequest = request.globalLists || request.otherUnits ? { ...request, globalLists: lists, skippedGlobalLists: skipped, otherUnits: units, skippedOtherUnits: skippedUnits } : request;
  const timeoutMs = limits.timeoutMs ?? DIFF_TIMEOUT_MS;
  const result = (await pool.run({ kind: 'impact', request: bounded }, timeoutMs + 2000)) as ImpactReport | null;
  return result ?? { status: 'too-large', reason: `the analysis did not finish within ${Math.round((timeoutMs + 2000) / 1000)} s`, items: [], safetySignals: [] };
}

/** The impact analysis of a card; its texts are the diff's unless given (an object's unchanged parts count too). */
export type PreviewImpactRequest = Omit<ImpactRequest, 'parts'> & { parts?: ImpactRequest['parts'] };

/**
 * The approval card's preview of one or more changed texts: their unified diffs, or, when any is too large to
 * diff, the summaries instead.
 */
export async function diffPreview(title: string, parts: readonly DiffRequest[], impact?: PreviewImpactRequest): Promise<ApprovalPreview> {
  const results = [];
  for (const part of parts) results.push(await boundedUnifiedDiff(part));
  const report = impact ? { impact: await boundedImpact({ ...impact, parts: impact.parts ?? parts.map((p) => ({ name: p.newName, before: p.before, after: p.after })) }) } : {};
  if (results.every((r) => r.kind === 'diff')) return { kind: 'diff', title, diff: results.map((r) => (r.kind === 'diff' ? r.diff : '')).join('\n'), ...report };
  return { kind: 'text', title, text: results.map((r) => (r.kind === 'diff' ? r.diff : r.summary)).join('\n'), ...report };
}

/** The simulation's own limit on a card: it reports how many scenarios it ran when this runs out. */
export const BEHAVIOUR_BUDGET_MS = 3000;

/**
 * Old and new run side by side (src-main/st-sim/) in the card's worker, under a time budget of its own and a hard
 * deadline after it; a simulation that cannot finish says so, and claims nothing.
 */
export async function boundedBehaviour(request: BehaviourRequest, limits: { budgetMs?: number } = {}): Promise<BehaviourReport> {
  const budgetMs = limits.budgetMs ?? BEHAVIOUR_BUDGET_MS;
  const size = [...request.old.sources, ...request.new.sources].reduce((n, source) => n + source.text.length, 0);
  const notRun = (reason: string): BehaviourReport => ({ status: 'not-simulated', reason, scenarios: 0, scans: 0, cycleMs: request.cycleMs, differingScenarios: 0, differences: [], notes: [], summary: `Not simulated: ${reason}` });
  if (size > DIFF_MAX_INPUT_CHARS) return notRun('the project is too large to simulate on a card');
  const result = (await simulationPool.run({ kind: 'behaviour', request: { ...request, timeBudgetMs: budgetMs } }, budgetMs * 2 + 3000)) as BehaviourReport | null;
  return result ?? notRun(`the simulation did not finish within ${Math.round((budgetMs * 2 + 3000) / 1000)} s`);
}
