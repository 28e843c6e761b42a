import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../../src-shared/app-events.ts';
import { UnauthorizedError, type StreamStatus } from './projection-bridge.ts';
import { createWebBridge, type EventStream } from './web-bridge.ts';

type Listener = (event: MessageEvent<string>) => void;

class FakeEventStream implements EventStream {
  readyState = 0;
  closed = false;
  readonly url: string;
  readonly listeners = { state: [] as Listener[], open: [] as Listener[], error: [] as Listener[] };
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: 'state' | 'open' | 'error', listener: Listener) {
    this.listeners[type].push(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  #dispatch(type: 'state' | 'open' | 'error', data = '') {
    for (const listener of this.listeners[type]) listener({ data } as MessageEvent<string>);
  }
  deliver(event: AppEvent) {
    this.#dispatch('state', JSON.stringify(event));
  }
  opened() {
    this.readyState = 1;
    this.#dispatch('open');
  }
  failed(readyState: 0 | 2) {
    this.readyState = readyState;
    this.#dispatch('error');
  }
}

function setup(respond: (url: string, init: RequestInit) => Response = () => Response.json({ ok: true, value: {} })) {
  const streams: FakeEventStream[] = [];
  const timers: Array<() => void> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => respond(String(url), init!));
  const bridge = createWebBridge({
    fetch: fetch as typeof globalThis.fetch,
    openEventStream: (url) => {
      const stream = new FakeEventStream(url);
      streams.push(stream);
      return stream;
    },
    setTimer: (callback) => timers.push(callback),
    clearTimer: () => undefined,
  });
  return { bridge, fetch, streams, timers };
}

const event: AppEvent = { type: 'ui.clients', count: 2, seq: 7, at: 1 };

describe('the web host bridge', () => {
  it('posts each invoke as JSON to the channel URL and returns the value', async () => {
    const { bridge, fetch } = setup(() => Response.json({ ok: true, value: { cancelled: true } }));
    await expect(bridge.invoke('queue:cancel', { entryId: 'e1' })).resolves.toEqual({ cancelled: true });
    expect(fetch).toHaveBeenCalledWith('/api/invoke/queue:cancel', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ entryId: 'e1' }),
    });
  });

  it("throws main's error message so the UI can show it", async () => {
    const { bridge } = setup(() => Response.json({ ok: false, error: 'That approval is no longer pending' }));
    await expect(bridge.invoke('approval:decide', { approvalId: 'x', decision: 'deny' })).rejects.toThrow('That approval is no longer pending');
  });

  it('turns a 401 into UnauthorizedError', async () => {
    const { bridge } = setup(() => Response.json({ error: 'Open the login link' }, { status: 401 }));
    await expect(bridge.invoke('state:snapshot', {})).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('reports an unreadable answer with the channel and HTTP status', async () => {
    const { bridge } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(bridge.invoke('settings:get', {})).rejects.toThrow('Interlock answered settings:get with HTTP 502 and no readable body');
  });

  it('opens one event stream for all subscribers, delivers state events and closes it after the last one leaves', () => {
    const { bridge, streams } = setup();
    const first: AppEvent[] = [];
    const second: AppEvent[] = [];
    const offFirst = bridge.subscribe((e) => first.push(e));
    const offSecond = bridge.subscribe((e) => second.push(e));
    expect(streams.map((s) => s.url)).toEqual(['/api/events']);
    streams[0]!.deliver(event);
    expect(first).toEqual([event]);
    expect(second).toEqual([event]);
    offFirst();
    expect(streams[0]!.closed).toBe(false);
    offSecond();
    expect(streams[0]!.closed).toBe(true);
  });

  it('announces a dropped stream once and its return once', () => {
    const { bridge, streams } = setup();
    const statuses: StreamStatus[] = [];
    bridge.onStreamStatus!((s) => statuses.push(s));
    bridge.subscribe(() => undefined);
    streams[0]!.opened();
    streams[0]!.failed(0); // EventSource retries by itself.
    streams[0]!.failed(0);
    streams[0]!.opened();
    expect(statuses).toEqual(['lost', 'restored']);
    expect(streams).toHaveLength(1);
  });

  it('opens a new stream later when the host refused the old one for good', () => {
    const { bridge, streams, timers } = setup();
    const statuses: StreamStatus[] = [];
    bridge.onStreamStatus!((s) => statuses.push(s));
    const received: AppEvent[] = [];
    bridge.subscribe((e) => received.push(e));
    streams[0]!.failed(2);
    expect(streams).toHaveLength(1);
    timers.shift()!();
    expect(streams).toHaveLength(2);
    streams[1]!.opened();
    streams[1]!.deliver(event);
    expect(statuses).toEqual(['lost', 'restored']);
    expect(received).toEqual([event]);
  });
});
