// Keeps the Online panel's state of one PLC target current: while Interlock is logged in and a UI is open, it reads
// the application's state, the forced values and the watch list at a bounded rate (one poll at a time, the next
// one `intervalMs` after the previous ended). Logged out or with no UI, it reads nothing.
import type { OnlineState } from '../../../src-shared/online-state.ts';
import { offlineState } from '../../../src-shared/online-state.ts';
import type { OnlineWatchControl, ToolCallRequest } from '../../core/index.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { WatchList, type ReadValue } from './watch-list.ts';

/** What one poll read from the PLC. `loggedIn: false` means the session ended (logged out elsewhere, PLC gone). */
export type OnlinePoll =
  | { loggedIn: false }
  | ({ loggedIn: true; values: Array<{ expression: string } & Omit<ReadValue, 'readAt'>> } & Pick<
      OnlineState,
      'project' | 'device' | 'application' | 'runState' | 'operatingFlags' | 'exceptions' | 'onlineChangePossible' | 'forced'
    >);

export interface OnlineMonitorOptions {
  target: string;
  store: DomainServices['store'];
  /** Reads the state and these expressions' values. */
  poll: (expressions: string[]) => Promise<OnlinePoll>;
  /** Read before each wait, so a changed setting applies from the next poll. */
  intervalMs: () => number;
  /** The person changed their watch list (to remember it). */
  onPersonChange?: (person: string[]) => void;
  /** The project Interlock last worked with on the PLC the ledger keys `plc` (for the person's login). */
  projectOfPlc?: (plc: string) => string | undefined;
  now?: () => number;
}

export class OnlineMonitor implements OnlineWatchControl {
  readonly watch = new WatchList();
  readonly #options: Required<OnlineMonitorOptions>;
  #state: OnlineState;
  #timer: NodeJS.Timeout | null = null;
  #polling: Promise<void> | null = null;
  #disposed = false;

  constructor(options: OnlineMonitorOptions) {
    this.#options = { now: Date.now, onPersonChange: () => {}, projectOfPlc: () => undefined, ...options };
    this.#state = offlineState(options.target, this.#options.now());
  }

  get state(): OnlineState {
    return this.#state;
  }

  get loggedIn(): boolean {
    return this.#state.connection !== 'offline';
  }

  handles(target: string): boolean {
    return target === this.#options.target;
  }

  add(_target: string, expression: string): string[] {
    const before = this.watch.person.length;
    const person = this.watch.addPerson(expression);
    if (person.length !== before) this.#options.onPersonChange(person);
    this.#publish({});
    this.#pollSoon();
    return person;
  }

  remove(_target: string, expression: string): string[] {
    const before = this.watch.person.length;
    const person = this.watch.removePerson(expression);
    if (person.length !== before) this.#options.onPersonChange(person);
    this.#publish({});
    return person;
  }

  releaseForced(_target: string, expressions: readonly string[] | null): ToolCallRequest {
    const { connection, project, forced } = this.#state;
    if (connection !== 'logged-in' || project === null) {
      throw new Error('Interlock is not logged in to this PLC now (the IDE or the session ended), so it cannot release a forced value. Log in first ("Log in to release" in the Online view, on a card you approve), then release it from the table.');
    }
    if (expressions === null) {
      if (forced.length === 0) throw new Error('Nothing is forced on this PLC');
      return { tool: 'codesys_unforce_variables', args: { project_path: project } };
    }
    const missing = expressions.filter((expression) => !forced.some((f) => f.expression === expression));
    if (missing.length > 0) throw new Error(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not forced (any more)`);
    return { tool: 'codesys_unforce_variables', args: { project_path: project, expressions: [...new Set(expressions)] } };
  }

  login(_target: string, plc: string): ToolCallRequest {
    if (this.#state.connection === 'logged-in') throw new Error('Interlock is logged in to this PLC already: release a force from the table of forced values');
    const project = this.#options.projectOfPlc(plc);
    if (project === undefined) throw new Error('Interlock has no record of that PLC, so it does not know which project to log in with');
    return { tool: 'codesys_online_login', args: { project_path: project, change: 'none' } };
  }

  /** The person's list as remembered for the project now in view (replaces the one shown). */
  setPersonWatch(expressions: readonly string[]): void {
    this.watch.setPerson(expressions);
    this.#publish({});
    this.#pollSoon();
  }

  /** A tool logged in, or read the state: the panel shows it at once and polling runs from now on. */
  online(state: Partial<Omit<OnlineState, 'target' | 'connection' | 'watch' | 'updatedAt'>>): void {
    this.#publish({ ...state, connection: 'logged-in', error: null });
    this.#schedule();
  }

  /** Logged out: nothing more is read, and no value on the panel claims to be the PLC's. */
  offline(): void {
    this.#stop();
    this.watch.clearValues();
    const { lastDownload } = this.#state;
    this.#state = offlineState(this.#options.target, this.#options.now());
    this.#publish({ lastDownload });
  }

  noteDownload(kind: 'download' | 'online-change', version: string): void {
    this.#publish({ lastDownload: { at: this.#options.now(), kind, version } });
  }

  /** Values an agent just read: they join the watch list for a while. */
  noteAgentReads(values: ReadonlyArray<{ expression: string } & Omit<ReadValue, 'readAt'>>): void {
    const readAt = this.#options.now();
    this.watch.noteAgentReads(values.map((v) => ({ ...v, readAt })));
    this.#publish({});
  }

  /** One poll now (tests, and a fresh watch expression); resolves when it is done. */
  async pollOnce(): Promise<void> {
    if (this.#polling) return this.#polling;
    this.#polling = this.#poll().finally(() => (this.#polling = null));
    return this.#polling;
  }

  dispose(): void {
    this.#disposed = true;
    this.#stop();
  }

  async #poll(): Promise<void> {
    if (!this.loggedIn || this.#disposed) return;
    const expressions = this.watch.expressions(this.#options.now());
    let result: OnlinePoll;
    try {
      result = await this.#options.poll(expressions);
    } catch (err) {
      if (this.loggedIn) this.#publish({ connection: 'error', error: err instanceof Error ? err.message : String(err) });
      return;
    }
    // Logged out while the poll ran: its answer describes a session that is over.
    if (!this.loggedIn || this.#disposed) return;
    if (!result.loggedIn) {
      this.offline();
      return;
    }
    const readAt = this.#options.now();
    this.watch.noteValues(result.values.map((v) => ({ ...v, readAt })));
    const { values: _values, loggedIn: _loggedIn, ...state } = result;
    this.#publish({ ...state, connection: 'logged-in', error: null });
  }

  #publish(patch: Partial<OnlineState>): void {
    if (this.#disposed) return;
    const now = this.#options.now();
    const next: OnlineState = { ...this.#state, ...patch, updatedAt: now };
    next.watch = this.watch.view(now, next.forced);
    this.#state = next;
    this.#options.store.emit({ type: 'online.updated', online: next });
  }

  #pollSoon(): void {
    if (this.loggedIn) void this.pollOnce();
  }

  #schedule(): void {
    if (this.#timer || this.#disposed || !this.loggedIn) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      // With no UI open nobody sees the panel: check again later without touching the PLC.
      const read = this.#options.store.state.uiClients > 0 ? this.pollOnce() : Promise.resolve();
      void read.finally(() => this.#schedule());
    }, this.#options.intervalMs());
    this.#timer.unref();
  }

  #stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
