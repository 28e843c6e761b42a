import { describe, expect, it } from 'vitest';
import { AppStateStore } from './app-state-store.ts';
import { CommandQueue, type QueueSubmission } from './command-queue.ts';

const host = { version: 't', startedAt: 0, dataDir: '/tmp', httpUrl: null, mcpUrl: null, pid: 1 };
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const submission = (target: string, tool = 'tool'): QueueSubmission => ({ agentId: 'a', agentName: 'agent', tool, target, mutates: false, argsSummary: '{}' });

describe('CommandQueue', () => {
  it('runs calls for the same target strictly one at a time, in arrival order', async () => {
    const queue = new CommandQueue(new AppStateStore(host));
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, i) =>
      queue.run(submission('plc-1'), async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        log.push(`start ${i}`);
        await gate.promise;
        log.push(`end ${i}`);
        running--;
        return { outcome: { status: 'succeeded' as const }, value: i };
      }),
    );
    // Release in reverse order: the queue must still finish them in arrival order.
    for (const gate of [...gates].reverse()) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(maxRunning).toBe(1);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3', 'start 4', 'end 4']);
  });

  it('runs calls for different targets side by side', async () => {
    const queue = new CommandQueue(new AppStateStore(host));
    const started: string[] = [];
    const gate = deferred();
    const work = (name: string) => async () => {
      started.push(name);
      await gate.promise;
      return { outcome: { status: 'succeeded' as const }, value: name };
    };
    const a = queue.run(submission('plc-a'), work('a'));
    const b = queue.run(submission('plc-b'), work('b'));
    const c = queue.run(submission('plc-c'), work('c'));
    await expect.poll(() => started.length).toBe(3);
    gate.resolve();
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order when a waiting call is cancelled, and records every status', async () => {
    const store = new AppStateStore(host);
    const queue = new CommandQueue(store);
    const first = deferred();
    const order: string[] = [];
    const one = queue.run(submission('plc', 'one'), async () => {
      await first.promise;
      order.push('one');
      return { outcome: { status: 'succeeded' as const }, value: 1 };
    });
    const abort = new AbortController();
    const two = queue.run({ ...submission('plc', 'two'), signal: abort.signal }, async () => {
      order.push('two');
      return { outcome: { status: 'succeeded' as const }, value: 2 };
    });
    const three = queue.run(submission('plc', 'three'), async () => {
      order.push('three');
      return { outcome: { status: 'succeeded' as const }, value: 3 };
    });
    abort.abort();
    await expect(two).rejects.toThrow(/cancelled/);
    expect(order).toEqual([]); // three still waits for one
    first.resolve();
    await Promise.all([one, three]);
    expect(order).toEqual(['one', 'three']);
    expect(store.state.queue.map((e) => [e.tool, e.status])).toEqual([
      ['one', 'succeeded'],
      ['two', 'cancelled'],
      ['three', 'succeeded'],
    ]);
  });

  it('lets the person cancel a running entry through its signal', async () => {
    const store = new AppStateStore(host);
    const queue = new CommandQueue(store);
    let entryId = '';
    const run = queue.run(submission('plc'), (slot) => {
      entryId = slot.entryId;
      return new Promise((_, reject) => slot.signal.addEventListener('abort', () => reject(new Error('stopped'))));
    });
    await expect.poll(() => entryId).not.toBe('');
    expect(queue.cancel(entryId)).toBe(true);
    await expect(run).rejects.toThrow();
    expect(store.state.queue[0]?.status).toBe('cancelled');
    expect(queue.cancel(entryId)).toBe(false);
  });

  it('lets concurrent calls skip the target\'s line', async () => {
    const queue = new CommandQueue(new AppStateStore(host));
    const gate = deferred();
    const blocked = queue.run(submission('codesys'), async () => {
      await gate.promise;
      return { outcome: { status: 'succeeded' as const }, value: 'slow' };
    });
    const status = await queue.run({ ...submission('codesys'), concurrent: true }, async () => ({ outcome: { status: 'succeeded' as const }, value: 'status' }));
    expect(status).toBe('status');
    gate.resolve();
    await blocked;
  });

  it('records what a compile found, so a compile that succeeded with errors is never shown as clean', async () => {
    const store = new AppStateStore(host);
    const queue = new CommandQueue(store);
    store.emit({ type: 'diagnostics.updated', diagnostics: { target: 'plc-1', source: 'old build', updatedAt: 0, summary: '', items: [{ severity: 'error', message: 'old' }] } });
    await queue.run(submission('plc-1', 'read_pou'), async () => ({ outcome: { status: 'succeeded' as const }, value: 0 }));
    let foundWhileRunning: unknown;
    await queue.run(submission('plc-1', 'compile_project'), async (slot) => {
      store.emit({
        type: 'diagnostics.updated',
        diagnostics: {
          target: 'plc-1',
          source: 'compile',
          updatedAt: Date.now(),
          summary: '2 errors',
          items: [
            { severity: 'error', message: 'a' },
            { severity: 'error', message: 'b' },
            { severity: 'warning', message: 'c' },
          ],
        },
      });
      // The audit record is written before the entry finishes: it asks for the findings then.
      foundWhileRunning = queue.findingsOf(slot.entryId);
      return { outcome: { status: 'succeeded' as const }, value: 0 };
    });
    const [read, compile] = store.state.queue;
    expect(read!.findings).toBeUndefined(); // the diagnostics predate it
    expect(compile!.findings).toEqual({ errors: 2, warnings: 1 });
    expect(foundWhileRunning).toEqual({ errors: 2, warnings: 1 });
  });
});
