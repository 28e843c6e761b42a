// The work a diff worker does, kept free of worker plumbing so it can be tested directly: a unified diff with a
// cost limit, or, when the limit is hit, how many lines changed.
import { createTwoFilesPatch } from 'diff';

/** Two texts to compare, with the names (and optional headers) the unified diff shows for them. */
export interface DiffRequest {
  oldName: string;
  newName: string;
  before: string;
  after: string;
  oldHeader?: string;
  newHeader?: string;
}

export interface DiffJob extends DiffRequest {
  /** Largest edit distance (in lines) worth computing; beyond it the diff gives up. */
  maxEditLength: number;
  /** Wall-clock budget of the diff algorithm itself. */
  timeoutMs: number;
}

export type DiffResult = { kind: 'diff'; diff: string } | { kind: 'too-large'; removed: number; added: number };

export function runDiffJob(job: DiffJob): DiffResult {
  const diff = createTwoFilesPatch(job.oldName, job.newName, job.before, job.after, job.oldHeader, job.newHeader, {
    context: 3,
    maxEditLength: job.maxEditLength,
    timeout: job.timeoutMs,
  });
  return diff === undefined ? { kind: 'too-large', ...changedLineSpan(job.before, job.after) } : { kind: 'diff', diff };
}

/** The same job on the calling thread, in the diff library's async mode: it yields between steps. */
export function runDiffJobYielding(job: DiffJob): Promise<DiffResult> {
  return new Promise((resolve) => {
    createTwoFilesPatch(job.oldName, job.newName, job.before, job.after, job.oldHeader, job.newHeader, {
      context: 3,
      maxEditLength: job.maxEditLength,
      timeout: job.timeoutMs,
      callback: (diff: string | undefined) => resolve(diff === undefined ? { kind: 'too-large', ...changedLineSpan(job.before, job.after) } : { kind: 'diff', diff }),
    });
  });
}

/**
 * How many lines an edit touches at most, in linear time: everything between the common first and last lines
 * counts as removed on one side and added on the other.
 */
export function changedLineSpan(before: string, after: string): { removed: number; added: number } {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.length - head - tail, added: b.length - head - tail };
}
