import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAppEvent, type AppEvent, type AppEventBody } from '../../../src-shared/app-events.ts';
import { emptyAppState, type AppSnapshot, type AppState, type QueueEntry } from '../../../src-shared/app-state.ts';
import type { InvokeChannel, InvokeRequest, InvokeResponse, PushedEvent } from '../../../src-shared/contract.ts';
import { UnauthorizedError, type ProjectionBridge, type StreamStatus } from '../bridge/projection-bridge.ts';
import { createProjection, type Projection } from './projection.ts';

const host = { version: '1.0.0', startedAt: 0, dataDir: '/data', httpUrl: 'http://127.0.0.1:3587', mcpUrl: null, pid: 1 };

/** Main's side in miniature: owns the state, stamps seqs, pushes events, answers snapshots. */
class FakeMain {
  state: AppState = emptyAppState(host);
  seq = 0;
  readonly sent: AppEvent[] = [];

  emit(body: AppEventBody): AppEvent {
    const event = { ...body, seq: ++this.seq, at: this.seq * 1000 } as AppEvent;
    this.state = applyAppEvent(this.state, body);
    this.sent.push(event);
    return event;
  }

  snapshot(): AppSnapshot {
    return { seq: this.seq, state: this.state };
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (err: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A bridge whose snapshot answers the test releases by hand, and whose stream the test drives. */
class FakeBridge implements ProjectionBridge {
  readonly snapshots: Array<Deferred<AppSnapshot>> = [];
  #answered = 0;
  readonly listeners = new Set<(event: PushedEvent) => void>();
  readonly statusListeners = new Set<(status: StreamStatus) => void>();

  invoke<C extends InvokeChannel>(channel: C, _request: InvokeRequest<C>): Promise<InvokeResponse<C>> {
    if (channel !== 'state:snapshot') throw new Error(`unexpected ${channel}`);
    const answer = deferred<AppSnapshot>();
    this.snapshots.push(answer);
    return answer.promise as Promise<InvokeResponse<C>>;
  }
  subscribe(listener: (event: PushedEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  onStreamStatus(listener: (status: StreamStatus) => void) {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
  push(event: AppEvent) {
    for (const listener of this.listeners) listener(event);
  }
  streamStatus(status: StreamStatus) {
    for (const listener of this.statusListeners) listener(status);
  }
  /** Answers the oldest unanswered snapshot request with main's state right now. */
  async answerSnapshot(main: FakeMain) {
    const pending = this.snapshots[this.#answered++];
    if (!pending) throw new Error('no snapshot request is waiting');
    pending.resolve(structuredClone(main.snapshot()));
    await flush();
  }
}
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function entry(id: string, patch: Partial<QueueEntry> = {}): QueueEntry {
  return { id, agentId: 'a1', agentName: 'Claude Code', tool: 'write_pou', target: 'codesys', mutates: true, argsSummary: '{}', status: 'queued', createdAt: 1, output: [], ...patch };
}

/** A realistic run: an agent connects, a call waits for approval, runs with progress and output, finishes. */
const session: AppEventBody[] = [
  { type: 'ui.clients', count: 1 },
  { type: 'agent.connected', agent: { id: 'a1', clientName: 'Claude Code', clientVersion: '2.1', transport: 'stdio', protocolVersion: '2025-06-18', connectedAt: 1, lastActivityAt: 1, callCount: 0, pendingApprovals: 0 } },
  { type: 'target.updated', target: { id: 'codesys', kind: 'codesys', label: 'CODESYS', status: 'ready', updatedAt: 2 } },
  { type: 'queue.added', entry: entry('e1') },
  { type: 'queue.updated', entryId: 'e1', patch: { status: 'awaiting-approval' } },
  { type: 'approval.requested', approval: { id: 'p1', entryId: 'e1', agentId: 'a1', agentName: 'Claude Code', tool: 'write_pou', toolTitle: 'Write POU', target: 'codesys', args: { path: 'PLC_PRG', code: 'x := 1;' }, requestedAt: 3, expiresAt: 123, state: 'waiting', sessionApproval: { kind: 'agent-session' } } },
  { type: 'agent.updated', agentId: 'a1', patch: { pendingApprovals: 1 } },
  { type: 'approval.removed', approvalId: 'p1' },
  { type: 'queue.updated', entryId: 'e1', patch: { status: 'running', startedAt: 4, decision: { outcome: 'approved', by: 'person' } } },
  { type: 'queue.updated', entryId: 'e1', patch: { progress: { message: 'compiling', progress: 1, total: 2 } } },
  { type: 'queue.output', entryId: 'e1', lines: ['Build started', 'Build: 0 errors'] },
  { type: 'diagnostics.updated', diagnostics: { target: 'codesys', source: 'compile', updatedAt: 5, summary: '0 errors', items: [{ severity: 'warning', message: 'unused variable', objectPath: 'PLC_PRG', line: 3, column: 5 }] } },
  { type: 'queue.updated', entryId: 'e1', patch: { status: 'succeeded', finishedAt: 6, durationMs: 2, resultSummary: 'written' } },
  { type: 'notice.added', notice: { id: 'n1', level: 'info', source: 'test', message: 'hello', at: 7 } },
  { type: 'policy.updated', alwaysApproved: [{ tool: 'write_pou', project: '/plc/line1' }] },
  { type: 'agent.disconnected', agentId: 'a1', reason: 'idle' },
];

describe('the renderer projection of main state', () => {
  const projections: Projection[] = [];
  const start = (bridge: ProjectionBridge, options?: Parameters<typeof createProjection>[1]) => {
    const projection = createProjection(bridge, options);
    projections.push(projection);
    projection.start();
    return projection;
  };
  afterEach(() => {
    for (const p of projections.splice(0)) p.stop();
    vi.useRealTimers();
  });

  it('ends in the same state as main whether it joined at the start, in the middle or at the end', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const fromStart = start(bridge);
    await bridge.answerSnapshot(main);
    let fromMiddle: Projection | undefined;
    for (const [i, body] of session.entries()) {
      bridge.push(main.emit(body));
      if (i === 6) {
        fromMiddle = start(bridge);
        await bridge.answerSnapshot(main);
      }
    }
    const atEnd = start(bridge);
    await bridge.answerSnapshot(main);

    for (const projection of [fromStart, fromMiddle!, atEnd]) {
      expect(projection.store.getState()).toMatchObject({ status: 'live', seq: main.seq });
      expect(projection.store.getState().app).toEqual(main.state);
    }
    expect(bridge.snapshots).toHaveLength(3); // No needless re-fetch while events arrive in order.
  });

  it('buffers events that arrive before the snapshot and applies only those newer than it', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge);
    // Main moves on while the snapshot request is in flight: two events are in the snapshot, two are after it.
    bridge.push(main.emit(session[0]!));
    bridge.push(main.emit(session[1]!));
    const answer = bridge.snapshots[0]!;
    const snapshotAtTwo = structuredClone(main.snapshot());
    bridge.push(main.emit(session[2]!));
    bridge.push(main.emit(session[3]!));
    expect(projection.store.getState()).toMatchObject({ status: 'connecting', app: null });

    answer.resolve(snapshotAtTwo);
    await flush();
    expect(projection.store.getState().seq).toBe(4);
    expect(projection.store.getState().app).toEqual(main.state);
    expect(projection.store.getState().app!.queue.map((e) => e.id)).toEqual(['e1']); // Applied once, not twice.
  });

  it('re-fetches the snapshot when an event is missing and catches up with main', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge);
    await bridge.answerSnapshot(main);
    bridge.push(main.emit(session[0]!));
    main.emit(session[1]!); // Lost on the way.
    bridge.push(main.emit(session[2]!));

    expect(bridge.snapshots).toHaveLength(2);
    expect(projection.store.getState().seq).toBe(1); // Does not apply seq 3 on top of a state without seq 2.
    bridge.push(main.emit(session[3]!));
    await bridge.answerSnapshot(main);
    expect(projection.store.getState()).toMatchObject({ status: 'live', seq: 4 });
    expect(projection.store.getState().app).toEqual(main.state);
  });

  it('re-fetches after the event stream dropped, and shows the person it is offline meanwhile', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge);
    await bridge.answerSnapshot(main);

    bridge.streamStatus('lost');
    expect(projection.store.getState().status).toBe('offline');
    expect(projection.store.getState().problem).toMatch(/reconnecting/);
    main.emit(session[0]!); // Sent while the stream was down: nobody saw it.
    main.emit(session[1]!);
    await bridge.answerSnapshot(main);
    expect(projection.store.getState()).toMatchObject({ status: 'live', seq: 2, problem: null });
    expect(projection.store.getState().app).toEqual(main.state);
  });

  it('takes the snapshot of a restarted main even though its seq starts again from 1', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge);
    for (const body of session.slice(0, 5)) main.emit(body);
    await bridge.answerSnapshot(main);

    const restarted = new FakeMain();
    bridge.streamStatus('lost');
    bridge.streamStatus('restored');
    await bridge.answerSnapshot(restarted);
    bridge.push(restarted.emit(session[0]!));
    expect(projection.store.getState()).toMatchObject({ status: 'live', seq: 1 });
    expect(projection.store.getState().app).toEqual(restarted.state);
  });

  it('says the browser is not signed in when the host answers 401, and recovers once it is', async () => {
    vi.useFakeTimers();
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge, { retryDelayMs: 1000 });
    bridge.snapshots[0]!.reject(new UnauthorizedError());
    await vi.advanceTimersByTimeAsync(0);
    expect(projection.store.getState().status).toBe('unauthorized');

    await vi.advanceTimersByTimeAsync(1000);
    expect(bridge.snapshots).toHaveLength(2);
    bridge.snapshots[1]!.resolve(main.snapshot());
    await vi.advanceTimersByTimeAsync(0);
    expect(projection.store.getState().status).toBe('live');
  });

  it('reports an unreachable main as offline and keeps trying', async () => {
    vi.useFakeTimers();
    const bridge = new FakeBridge();
    const projection = start(bridge, { retryDelayMs: 1000 });
    bridge.snapshots[0]!.reject(new Error('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(projection.store.getState()).toMatchObject({ status: 'offline', problem: 'Cannot reach Interlock: Failed to fetch' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(bridge.snapshots).toHaveLength(2);
  });

  it('stops listening when stopped', async () => {
    const main = new FakeMain();
    const bridge = new FakeBridge();
    const projection = start(bridge);
    await bridge.answerSnapshot(main);
    projection.stop();
    expect(bridge.listeners.size).toBe(0);
    expect(bridge.statusListeners.size).toBe(0);
  });
});
