// The bridge for the browser UI served by the headless host: invokes are same-origin POSTs, state events arrive
// over Server-Sent Events. The session cookie rides along on both, so nothing here handles the token.
import type { InvokeChannel, InvokeRequest, InvokeResponse, InvokeResult, PushedEvent } from '../../../src-shared/contract.ts';
import { UnauthorizedError, type ProjectionBridge, type StreamStatus } from './projection-bridge.ts';

/** The subset of the DOM EventSource this bridge uses, so tests can drive it. */
export interface EventStream {
  readonly readyState: number;
  /** `state` messages carry an AppEvent; `open` and `error` track the connection. */
  addEventListener(type: 'state' | 'open' | 'error', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface WebBridgeDeps {
  fetch: typeof fetch;
  openEventStream: (url: string) => EventStream;
  /** After the host refused the stream outright (401, restart in progress), try again this much later. */
  reopenDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const EVENT_STREAM_CLOSED = 2;

export function createWebBridge(deps: WebBridgeDeps): ProjectionBridge {
  const reopenDelayMs = deps.reopenDelayMs ?? 3000;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const eventListeners = new Set<(event: PushedEvent) => void>();
  const statusListeners = new Set<(status: StreamStatus) => void>();
  let stream: EventStream | null = null;
  let reopenTimer: unknown = null;
  let lost = false;

  const announce = (status: StreamStatus) => {
    for (const listener of statusListeners) listener(status);
  };

  const open = () => {
    const source = deps.openEventStream('/api/events');
    stream = source;
    source.addEventListener('state', (message) => {
      const event = JSON.parse(message.data) as PushedEvent;
      for (const listener of eventListeners) listener(event);
    });
    source.addEventListener('open', () => {
      if (!lost) return;
      lost = false;
      announce('restored');
    });
    source.addEventListener('error', () => {
      if (!lost) {
        lost = true;
        announce('lost');
      }
      // A network error makes EventSource retry by itself; a refused response (401, 5xx) closes it for good.
      if (source.readyState === EVENT_STREAM_CLOSED && stream === source) {
        stream = null;
        reopenTimer = setTimer(() => {
          reopenTimer = null;
          if (eventListeners.size > 0) open();
        }, reopenDelayMs);
      }
    });
  };

  const close = () => {
    stream?.close();
    stream = null;
    if (reopenTimer !== null) clearTimer(reopenTimer);
    reopenTimer = null;
    lost = false;
  };

  return {
    async invoke<C extends InvokeChannel>(channel: C, request: InvokeRequest<C>): Promise<InvokeResponse<C>> {
      const response = await deps.fetch(`/api/invoke/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (response.status === 401) throw new UnauthorizedError();
      let result: InvokeResult<C> | { error?: string };
      try {
        result = (await response.json()) as InvokeResult<C> | { error?: string };
      } catch {
        throw new Error(`Interlock answered ${channel} with HTTP ${response.status} and no readable body`);
      }
      if ('ok' in result && result.ok) return result.value;
      throw new Error(result.error ?? `Interlock answered ${channel} with HTTP ${response.status}`);
    },
    subscribe(listener) {
      eventListeners.add(listener);
      if (!stream && reopenTimer === null) open();
      return () => {
        eventListeners.delete(listener);
        if (eventListeners.size === 0) close();
      };
    },
    onStreamStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
