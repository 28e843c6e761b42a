// Main's single source of truth for what the UI shows. Every change goes through `emit`, which stamps the next
// `seq`, applies the shared reducer and tells subscribers; `snapshot` returns the whole state at a `seq`.
import { applyAppEvent, type AppEvent, type AppEventBody } from '../../src-shared/app-events.ts';
import { emptyAppState, type AppSnapshot, type AppState, type HostInfo } from '../../src-shared/app-state.ts';

export type AppEventListener = (event: AppEvent) => void;

export class AppStateStore {
  #state: AppState;
  #seq = 0;
  readonly #listeners = new Set<AppEventListener>();
  readonly #now: () => number;

  constructor(host: HostInfo, now: () => number = Date.now) {
    this.#state = emptyAppState(host);
    this.#now = now;
  }

  get state(): AppState {
    return this.#state;
  }

  get seq(): number {
    return this.#seq;
  }

  snapshot(): AppSnapshot {
    return { seq: this.#seq, state: this.#state };
  }

  emit(body: AppEventBody): AppEvent {
    const event = { ...body, seq: ++this.#seq, at: this.#now() } as AppEvent;
    this.#state = applyAppEvent(this.#state, body);
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (err) {
        // A broken UI connection must never stop the core from changing state.
        console.error('[state] event listener failed:', err);
      }
    }
    return event;
  }

  subscribe(listener: AppEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
