// The UI's copy of main's state. It starts from a snapshot and then applies main's seq'd events with the same
// reducer main uses (`applyAppEvent`), so what the person sees is exactly main's state. Events that arrive while a
// snapshot is being fetched are buffered; a gap in `seq` (or a dropped stream) means events were missed, so the
// snapshot is fetched again.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAppEvent, type AppEvent } from '../../../src-shared/app-events.ts';
import type { AppState } from '../../../src-shared/app-state.ts';
import { UnauthorizedError, type ProjectionBridge } from '../bridge/projection-bridge.ts';

export type ConnectionStatus = 'connecting' | 'live' | 'offline' | 'unauthorized';

export interface ProjectionState {
  status: ConnectionStatus;
  /** The `seq` of the last event folded into `app`. */
  seq: number;
  /** Null until the first snapshot arrived. */
  app: AppState | null;
  /** Why the projection is not live, in words for the person. */
  problem: string | null;
}

export interface Projection {
  readonly store: StoreApi<ProjectionState>;
  /** Subscribes to events and fetches the first snapshot. */
  start(): void;
  stop(): void;
}

export interface ProjectionOptions {
  /** After a failed snapshot fetch, try again this much later. */
  retryDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createProjection(bridge: ProjectionBridge, options: ProjectionOptions = {}): Projection {
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const store = createStore<ProjectionState>(() => ({ status: 'connecting', seq: 0, app: null, problem: null }));

  // Non-null while a snapshot is on its way: events wait here instead of being applied to a stale state.
  let buffer: AppEvent[] | null = null;
  let retryTimer: unknown = null;
  let running = false;
  const unsubscribers: Array<() => void> = [];

  const receive = (event: AppEvent) => {
    if (buffer) {
      buffer.push(event);
      return;
    }
    const { seq, app } = store.getState();
    if (event.seq <= seq || !app) return; // Already part of the snapshot.
    if (event.seq !== seq + 1) {
      resync();
      buffer!.push(event);
      return;
    }
    store.setState({ seq: event.seq, app: applyAppEvent(app, event) });
  };

  const scheduleRetry = () => {
    if (retryTimer !== null || !running) return;
    retryTimer = setTimer(() => {
      retryTimer = null;
      resync();
    }, retryDelayMs);
  };

  const resync = () => {
    if (buffer || !running) return; // A fetch is already on its way; it will pick up what is buffered.
    buffer = [];
    const fetching = buffer;
    bridge.invoke('state:snapshot', {}).then(
      (snapshot) => {
        if (buffer !== fetching) return; // Stopped meanwhile.
        buffer = null;
        store.setState({ status: 'live', problem: null, seq: snapshot.seq, app: snapshot.state });
        for (const event of fetching) receive(event);
      },
      (err: unknown) => {
        if (buffer !== fetching) return;
        buffer = null;
        if (err instanceof UnauthorizedError) {
          store.setState({ status: 'unauthorized', problem: err.message });
        } else {
          store.setState({ status: 'offline', problem: `Cannot reach Interlock: ${err instanceof Error ? err.message : String(err)}` });
        }
        scheduleRetry();
      },
    );
  };

  return {
    store,
    start() {
      if (running) return;
      running = true;
      unsubscribers.push(bridge.subscribe(receive));
      if (bridge.onStreamStatus) {
        unsubscribers.push(
          bridge.onStreamStatus((status) => {
            if (status === 'lost' && store.getState().status === 'live') {
              store.setState({ status: 'offline', problem: 'Lost the connection to Interlock; reconnecting…' });
            }
            // Either way events may have been missed: a fresh snapshot tells the truth (or why it cannot).
            resync();
          }),
        );
      }
      resync();
    },
    stop() {
      running = false;
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
      buffer = null;
    },
  };
}
