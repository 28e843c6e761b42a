// The Online panel's state: the person's watch list, agents' recent reads, and polling only while logged in with a UI.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAppEvent, type AppEventBody } from '../../../src-shared/app-events.ts';
import { emptyAppState, type AppState } from '../../../src-shared/app-state.ts';
import { MAX_PERSON_WATCH } from '../../../src-shared/online-state.ts';
import { OnlineMonitor, type OnlinePoll } from './online-monitor.ts';
import { AGENT_WATCH_MS, WatchList } from './watch-list.ts';

function fakeStore(uiClients: number) {
  let state: AppState = { ...emptyAppState({ version: '0', startedAt: 0, dataDir: '/d', httpUrl: null, mcpUrl: null, pid: 1 }), uiClients };
  return {
    get state() {
      return state;
    },
    emit(event: AppEventBody) {
      state = applyAppEvent(state, event);
    },
  };
}

const running = (values: Array<{ expression: string; value: string }>): OnlinePoll => ({
  loggedIn: true,
  project: '/w/Plant.project',
  device: { name: 'Device', gateway: 'Gateway-1', address: '0000.0001' },
  application: 'Application',
  runState: 'run',
  operatingFlags: ['program_loaded'],
  exceptions: [],
  onlineChangePossible: true,
  forced: [{ expression: 'PLC_PRG.bStart', value: 'TRUE' }],
  values: values.map((v) => ({ ...v, type: 'INT', error: null })),
});

describe('watch list', () => {
  it('keeps the person\'s expressions in order, once each whatever the case, and bounded', () => {
    const list = new WatchList();
    list.addPerson('PLC_PRG.counter');
    list.addPerson('GVL.speed');
    expect(list.addPerson('plc_prg.COUNTER')).toEqual(['PLC_PRG.counter', 'GVL.speed']);
    expect(list.removePerson('gvl.speed')).toEqual(['PLC_PRG.counter']);
    for (let i = 1; i < MAX_PERSON_WATCH; i++) list.addPerson(`GVL.v${i}`);
    expect(() => list.addPerson('GVL.one_too_many')).toThrow(/at most 100 expressions/);
  });

  it('adds what agents read after the person\'s list, newest first, and drops it after a while', () => {
    const list = new WatchList();
    list.addPerson('PLC_PRG.counter');
    list.noteAgentReads([
      { expression: 'GVL.a', value: '1', type: 'INT', error: null, readAt: 1000 },
      { expression: 'PLC_PRG.COUNTER', value: '7', type: 'INT', error: null, readAt: 1000 },
    ]);
    list.noteAgentReads([{ expression: 'GVL.b', value: 'TRUE', type: 'BOOL', error: null, readAt: 2000 }]);
    expect(list.expressions(2000)).toEqual(['PLC_PRG.counter', 'GVL.b', 'GVL.a']);
    const view = list.view(2000, [{ expression: 'gvl.b' }]);
    expect(view[0]).toMatchObject({ expression: 'PLC_PRG.counter', source: 'person', value: '7', forced: false });
    expect(view[1]).toMatchObject({ expression: 'GVL.b', source: 'agent', value: 'TRUE', type: 'BOOL', readAt: 2000, forced: true });
    expect(list.expressions(1000 + AGENT_WATCH_MS + 1)).toEqual(['PLC_PRG.counter', 'GVL.b']);
    expect(list.expressions(2000 + AGENT_WATCH_MS + 1)).toEqual(['PLC_PRG.counter']);
  });
});

describe('online monitor', () => {
  let monitor: OnlineMonitor | undefined;
  afterEach(() => {
    monitor?.dispose();
    vi.useRealTimers();
  });

  it('publishes the watch list offline, reads nothing until logged in, then shows state, forced values and values', async () => {
    const store = fakeStore(1);
    const poll = vi.fn(async (expressions: string[]) => running(expressions.map((expression, i) => ({ expression, value: String(i + 40) }))));
    monitor = new OnlineMonitor({ target: 'codesys', store, poll, intervalMs: () => 60_000 });
    expect(monitor.add('codesys', 'PLC_PRG.counter')).toEqual(['PLC_PRG.counter']);
    expect(store.state.online.codesys).toMatchObject({ connection: 'offline', watch: [{ expression: 'PLC_PRG.counter', value: null, source: 'person' }] });
    await monitor.pollOnce();
    expect(poll).not.toHaveBeenCalled();

    monitor.online({ application: 'Application' });
    monitor.noteAgentReads([{ expression: 'PLC_PRG.bStart', value: 'TRUE', type: 'BOOL', error: null }]);
    await monitor.pollOnce();
    expect(poll).toHaveBeenCalledWith(['PLC_PRG.counter', 'PLC_PRG.bStart']);
    const online = store.state.online.codesys!;
    expect(online).toMatchObject({ connection: 'logged-in', runState: 'run', device: { gateway: 'Gateway-1' }, onlineChangePossible: true });
    expect(online.watch.map((w) => [w.expression, w.value, w.source, w.forced])).toEqual([
      ['PLC_PRG.counter', '40', 'person', false],
      ['PLC_PRG.bStart', '41', 'agent', true],
    ]);

    monitor.noteDownload('online-change', '3');
    monitor.offline();
    expect(store.state.online.codesys).toMatchObject({ connection: 'offline', runState: 'unknown', forced: [], lastDownload: { kind: 'online-change', version: '3' } });
    expect(store.state.online.codesys!.watch.map((w) => w.value)).toEqual([null, null]);
  });

  it('polls at its interval only while a UI is open, and stops when the PLC says the session ended', async () => {
    vi.useFakeTimers();
    const store = fakeStore(0);
    let answer: OnlinePoll = running([]);
    const poll = vi.fn(async () => answer);
    monitor = new OnlineMonitor({ target: 'codesys', store, poll, intervalMs: () => 1000 });
    monitor.online({});
    await vi.advanceTimersByTimeAsync(3500);
    expect(poll).not.toHaveBeenCalled();
    store.emit({ type: 'ui.clients', count: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
    answer = { loggedIn: false };
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.state.online.codesys?.connection).toBe('offline');
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('waits the interval read before each wait, so a changed setting applies from the next poll', async () => {
    vi.useFakeTimers();
    const store = fakeStore(1);
    const poll = vi.fn(async () => running([]));
    let interval = 3000;
    monitor = new OnlineMonitor({ target: 'codesys', store, poll, intervalMs: () => interval });
    monitor.online({});
    await vi.advanceTimersByTimeAsync(2999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    interval = 500;
    // The wait already started keeps its 3 s; the ones after it are 0.5 s.
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('shows a failed poll as an error and recovers on the next one', async () => {
    const store = fakeStore(1);
    const poll = vi.fn<(e: string[]) => Promise<OnlinePoll>>().mockRejectedValueOnce(new Error('CODESYS did not answer')).mockResolvedValue(running([]));
    monitor = new OnlineMonitor({ target: 'codesys', store, poll, intervalMs: () => 60_000 });
    monitor.online({});
    await monitor.pollOnce();
    expect(store.state.online.codesys).toMatchObject({ connection: 'error', error: 'CODESYS did not answer' });
    await monitor.pollOnce();
    expect(store.state.online.codesys).toMatchObject({ connection: 'logged-in', error: null });
  });
});
