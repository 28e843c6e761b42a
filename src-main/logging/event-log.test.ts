// What the log says about a session: agents, calls and their outcomes, decisions, targets; no arguments.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { applyAppEvent, type AppEvent, type AppEventBody } from '../../src-shared/app-events.ts';
import { emptyAppState, type AppState, type QueueEntry } from '../../src-shared/app-state.ts';
import { copyConsoleWarningsTo, LOG_BATCH_DELAY_MS, logAppEvents } from './event-log.ts';

function memoryLogger(level = 'info') {
  const records: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) records.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), records };
}

/** A store stand-in: the shared reducer over an event list, like AppStateStore. */
function eventSource(initial: AppState) {
  let state = initial;
  let seq = 0;
  const listeners = new Set<(event: AppEvent) => void>();
  return {
    get state() {
      return state;
    },
    subscribe(listener: (event: AppEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(body: AppEventBody) {
      const event = { ...body, seq: ++seq, at: Date.now() } as AppEvent;
      state = applyAppEvent(state, event);
      for (const listener of listeners) listener(event);
    },
  };
}

const host = { version: '0.1.0', startedAt: 0, dataDir: '/data', httpUrl: null, mcpUrl: null, pid: 1 };
const entry: QueueEntry = {
  id: 'q1',
  agentId: 'a1',
  agentName: 'claude-code 2.1.0',
  tool: 'update_pou',
  target: 'openplc:/plant/bottling',
  mutates: true,
  argsSummary: 'update_pou main',
  status: 'queued',
  createdAt: 0,
  output: [],
};

describe('the event log', () => {
  it('records an agent, its call, the outcome with its duration, and never the arguments', async () => {
    const source = eventSource(emptyAppState(host));
    const { logger, records } = memoryLogger();
    const stop = logAppEvents(source, logger);
    source.emit({ type: 'agent.connected', agent: { id: 'a1', clientName: 'claude-code', clientVersion: '2.1.0', transport: 'http-legacy', protocolVersion: '2025-06-18', connectedAt: 0, lastActivityAt: 0, callCount: 0, pendingApprovals: 0 } });
    source.emit({ type: 'queue.added', entry });
    source.emit({ type: 'queue.updated', entryId: 'q1', patch: { status: 'running' } });
    source.emit({ type: 'queue.updated', entryId: 'q1', patch: { status: 'failed', durationMs: 42, error: 'the file changed since it was read' } });
    stop();
    source.emit({ type: 'agent.disconnected', agentId: 'a1', reason: 'closed' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The call arrived and finished within one turn: one line says both.
    expect(records.map((r) => r.msg)).toEqual(['agent connected', 'call failed']);
    expect(records[0]).toMatchObject({ client: 'claude-code 2.1.0', transport: 'http-legacy' });
    expect(records[1]).toMatchObject({
      level: 40,
      call: 'q1',
      tool: 'update_pou',
      agent: 'claude-code 2.1.0',
      target: 'openplc:/plant/bottling',
      mutates: true,
      status: 'failed',
      durationMs: 42,
      error: 'the file changed since it was read',
    });
    expect(JSON.stringify(records)).not.toContain('update_pou main');
  });

  it('writes a batch of events after the answers of that time went out, one line per call finished in it', async () => {
    vi.useFakeTimers();
    try {
      const source = eventSource(emptyAppState(host));
      const { logger, records } = memoryLogger();
      logAppEvents(source, logger);
      source.emit({ type: 'queue.added', entry });
      await vi.advanceTimersByTimeAsync(LOG_BATCH_DELAY_MS / 2);
      source.emit({ type: 'queue.updated', entryId: 'q1', patch: { status: 'succeeded', durationMs: 3 } });
      source.emit({ type: 'queue.added', entry: { ...entry, id: 'q2' } });
      source.emit({ type: 'queue.updated', entryId: 'q2', patch: { status: 'succeeded', durationMs: 1 } });
      expect(records).toEqual([]);
      await vi.advanceTimersByTimeAsync(LOG_BATCH_DELAY_MS);
      expect(records.map((r) => [r.msg, r.call, r.tool, r.agent])).toEqual([
        ['call succeeded', 'q1', 'update_pou', 'claude-code 2.1.0'],
        ['call succeeded', 'q2', 'update_pou', 'claude-code 2.1.0'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names who called and on what even when the live queue has dropped the call before its batch is written', () => {
    const source = eventSource(emptyAppState(host));
    const { logger, records } = memoryLogger();
    const stop = logAppEvents(source, logger);
    // More calls within one batch than the live state keeps finished entries of.
    for (let i = 0; i < 400; i++) {
      source.emit({ type: 'queue.added', entry: { ...entry, id: `q${i}`, tool: `tool_${i}` } });
      source.emit({ type: 'queue.updated', entryId: `q${i}`, patch: { status: 'succeeded', durationMs: 1 } });
    }
    expect(source.state.queue.some((e) => e.id === 'q0')).toBe(false);
    stop();
    expect(records).toHaveLength(400);
    expect(records[0]).toMatchObject({ msg: 'call succeeded', call: 'q0', tool: 'tool_0', agent: 'claude-code 2.1.0', target: 'openplc:/plant/bottling' });
  });

  it('says a call was received when it is still open after its turn, and how it ended once it has', async () => {
    const source = eventSource(emptyAppState(host));
    const { logger, records } = memoryLogger();
    logAppEvents(source, logger, { batchMs: 0 });
    source.emit({ type: 'queue.added', entry });
    source.emit({ type: 'queue.updated', entryId: 'q1', patch: { status: 'awaiting-approval' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(records.map((r) => r.msg)).toEqual(['call received']);
    expect(records[0]).toMatchObject({ call: 'q1', tool: 'update_pou', agent: 'claude-code 2.1.0', target: 'openplc:/plant/bottling', mutates: true });
    source.emit({ type: 'queue.updated', entryId: 'q1', patch: { status: 'succeeded', durationMs: 60_000 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(records.map((r) => [r.msg, r.call])).toEqual([
      ['call received', 'q1'],
      ['call succeeded', 'q1'],
    ]);
  });

  it('keeps compiler output for debug level only', async () => {
    const source = eventSource(emptyAppState(host));
    source.emit({ type: 'queue.added', entry });
    const quiet = memoryLogger('info');
    const verbose = memoryLogger('debug');
    logAppEvents(source, quiet.logger, { batchMs: 0 });
    logAppEvents(source, verbose.logger, { batchMs: 0 });
    source.emit({ type: 'queue.output', entryId: 'q1', lines: ['main.st:7:1: error: undeclared identifier'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(quiet.records).toEqual([]);
    expect(verbose.records[0]).toMatchObject({ msg: 'call output', lines: ['main.st:7:1: error: undeclared identifier'] });
  });

  it('copies console warnings and errors into every open log until each stops', async () => {
    const first = memoryLogger();
    const second = memoryLogger();
    const stopFirst = copyConsoleWarningsTo(first.logger);
    const stopSecond = copyConsoleWarningsTo(second.logger);
    const quiet = console.error;
    console.error('[host] request failed:', new Error('socket hang up'));
    stopFirst();
    console.warn('CODESYS is slow to answer');
    stopSecond();
    expect(console.error).not.toBe(quiet);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(first.records.map((r) => r.msg)).toEqual([expect.stringContaining('[host] request failed: Error: socket hang up')]);
    expect(second.records.map((r) => [r.level, r.msg])).toEqual([
      [50, expect.stringContaining('socket hang up')],
      [40, 'CODESYS is slow to answer'],
    ]);
  });
});
