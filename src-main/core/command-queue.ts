// Every tool call is a queue entry. Calls against the same target (the one CODESYS instance, one OpenPLC project)
// run one at a time in arrival order; calls against different targets run side by side. An entry takes its place
// synchronously in `run`; one that waits for the person gives its turn up while it waits (`yieldTurn`) and takes
// the next free place once answered (`retakeTurn`), so a pending approval never blocks the target.
import { randomUUID } from 'node:crypto';
import type { DecisionRecord, ProgressInfo, QueueEntry, QueueStatus, ToolCallIdentity } from '../../src-shared/app-state.ts';
import type { AppStateStore } from './app-state-store.ts';
import { ToolCancelledError } from './errors.ts';

export interface QueueSubmission extends ToolCallIdentity {
  argsSummary: string;
  /** Touches no shared resource: runs at once instead of waiting for the target's earlier calls. */
  concurrent?: boolean;
  /** Aborted when the caller gives up (client cancel, closed stream). */
  signal?: AbortSignal;
  /** Called when the entry has to wait behind earlier calls for its target. */
  onWaiting?: (entryId: string) => void;
}

export interface FinishedOutcome {
  status: Extract<QueueStatus, 'succeeded' | 'failed' | 'denied' | 'cancelled' | 'timed-out'>;
  resultSummary?: string;
  error?: string;
  decision?: DecisionRecord;
}

/** What a running entry can do while it holds its target. */
export interface QueueSlot {
  readonly entryId: string;
  /** Aborted when the caller or the person cancels this entry. */
  readonly signal: AbortSignal;
  setStatus(status: 'queued' | 'awaiting-approval' | 'running', decision?: DecisionRecord): void;
  progress(info: ProgressInfo): void;
  output(lines: string[]): void;
  /** Lets the target's later calls run (e.g. while the person decides). Idempotent. */
  yieldTurn(): void;
  /** After `yieldTurn`: waits, at the back of the target's line, until the target is free again. */
  retakeTurn(): Promise<void>;
}

/** One place in a target's line: resolves when every earlier place was released. */
interface Turn {
  ready: Promise<void>;
  release: () => void;
  /** Someone held the target or waited for it when this place was taken. */
  behindOthers: boolean;
}

export class CommandQueue {
  readonly #store: AppStateStore;
  readonly #now: () => number;
  readonly #tails = new Map<string, Promise<void>>();
  readonly #controllers = new Map<string, AbortController>();

  constructor(store: AppStateStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** Entries not yet finished, per target. */
  depth(): number {
    return this.#controllers.size;
  }

  /**
   * Adds an entry and runs `work` when every earlier entry for the same target has finished. `work` returns the
   * entry's final outcome along with its value; a throw is recorded as `failed` (or `cancelled`).
   */
  async run<T>(submission: QueueSubmission, work: (slot: QueueSlot) => Promise<{ outcome: FinishedOutcome; value: T }>): Promise<T> {
    const entry: QueueEntry = {
      id: randomUUID(),
      agentId: submission.agentId,
      agentName: submission.agentName,
      tool: submission.tool,
      target: submission.target,
      ...(submission.targetName ? { targetName: submission.targetName } : {}),
      mutates: submission.mutates,
      argsSummary: submission.argsSummary,
      status: 'queued',
      createdAt: this.#now(),
      output: [],
    };
    const controller = new AbortController();
    this.#controllers.set(entry.id, controller);
    const external = submission.signal;
    const onExternalAbort = () => controller.abort(external?.reason);
    if (external?.aborted) controller.abort(external.reason);
    else external?.addEventListener('abort', onExternalAbort, { once: true });
    this.#store.emit({ type: 'queue.added', entry });

    let turn: Turn | null = null;
    if (!submission.concurrent) {
      turn = this.#takeTurn(entry.target);
      if (turn.behindOthers) submission.onWaiting?.(entry.id);
    }

    try {
      if (turn) await waitOrAbort(turn.ready, controller.signal);
      const slot = this.#slot(entry, controller.signal, {
        yieldTurn: () => {
          turn?.release();
        },
        retakeTurn: async () => {
          if (!turn) return;
          turn = this.#takeTurn(entry.target);
          await waitOrAbort(turn.ready, controller.signal);
        },
      });
      const { outcome, value } = await work(slot);
      this.#finish(entry, outcome);
      return value;
    } catch (err) {
      const cancelled = controller.signal.aborted || err instanceof ToolCancelledError;
      this.#finish(
        entry,
        cancelled
          ? { status: 'cancelled', error: err instanceof Error ? err.message : 'cancelled' }
          : { status: 'failed', error: err instanceof Error ? err.message : String(err) },
      );
      throw cancelled && !(err instanceof ToolCancelledError) ? new ToolCancelledError() : err;
    } finally {
      external?.removeEventListener('abort', onExternalAbort);
      this.#controllers.delete(entry.id);
      turn?.release();
    }
  }

  /** Takes the next place in the target's line, synchronously. */
  #takeTurn(target: string): Turn {
    const earlier = this.#tails.get(target);
    const previous = earlier ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.#tails.set(target, tail);
    return {
      ready: previous,
      behindOthers: earlier !== undefined,
      release: () => {
        release();
        if (this.#tails.get(target) === tail) this.#tails.delete(target);
      },
    };
  }

  /** Cancels a queued or running entry (the person's Cancel button). Returns false when it already finished. */
  cancel(entryId: string, reason = 'Cancelled from Interlock'): boolean {
    const controller = this.#controllers.get(entryId);
    if (!controller || controller.signal.aborted) return false;
    controller.abort(new ToolCancelledError(reason, 'person'));
    return true;
  }

  #slot(entry: QueueEntry, signal: AbortSignal, turns: Pick<QueueSlot, 'yieldTurn' | 'retakeTurn'>): QueueSlot {
    return {
      ...turns,
      entryId: entry.id,
      signal,
      setStatus: (status, decision) => {
        const patch: Partial<QueueEntry> = { status };
        if (decision) patch.decision = decision;
        if (status === 'running') patch.startedAt = this.#now();
        this.#store.emit({ type: 'queue.updated', entryId: entry.id, patch });
      },
      progress: (info) => this.#store.emit({ type: 'queue.updated', entryId: entry.id, patch: { progress: info } }),
      output: (lines) => {
        if (lines.length > 0) this.#store.emit({ type: 'queue.output', entryId: entry.id, lines });
      },
    };
  }

  #finish(entry: QueueEntry, outcome: FinishedOutcome): void {
    const finishedAt = this.#now();
    const patch: Partial<QueueEntry> = { status: outcome.status, finishedAt, durationMs: finishedAt - entry.createdAt };
    if (outcome.resultSummary !== undefined) patch.resultSummary = outcome.resultSummary;
    if (outcome.error !== undefined) patch.error = outcome.error;
    if (outcome.decision !== undefined) patch.decision = outcome.decision;
    const findings = this.#findings(entry);
    if (findings) patch.findings = findings;
    this.#store.emit({ type: 'queue.updated', entryId: entry.id, patch });
  }

  /** What the entry's call found so far (for its audit record, written before the entry finishes). */
  findingsOf(entryId: string): QueueEntry['findings'] {
    // From the newest: the entry asking is still running, behind up to a few hundred finished ones.
    const entry = this.#store.state.queue.findLast((e) => e.id === entryId);
    return entry ? this.#findings(entry) : undefined;
  }

  /** The error and warning counts of diagnostics this call published for its target (a compile that found errors). */
  #findings(entry: QueueEntry): QueueEntry['findings'] {
    const set = this.#store.state.diagnostics[entry.target];
    if (!set || set.updatedAt < entry.createdAt) return undefined;
    let errors = 0;
    let warnings = 0;
    for (const item of set.items) {
      if (item.severity === 'error') errors++;
      else if (item.severity === 'warning') warnings++;
    }
    return { errors, warnings };
  }
}

function waitOrAbort(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(new ToolCancelledError());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ToolCancelledError('The call was cancelled while it waited in the queue'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
    );
  });
}
