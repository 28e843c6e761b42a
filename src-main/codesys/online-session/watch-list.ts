// The expressions the Online panel keeps reading while logged in: the person's own list (kept in order, changed
// only from a UI) and the ones agents read recently (they drop off after a while). IEC names are case-insensitive,
// so `plc_prg.X` and `PLC_PRG.x` are one entry.
import { MAX_PERSON_WATCH, MAX_WATCH_VALUES, type WatchValue } from '../../../src-shared/online-state.ts';

/** How long an expression an agent read stays on the watch list without being read again. */
export const AGENT_WATCH_MS = 5 * 60_000;

export interface ReadValue {
  value: string | null;
  type: string | null;
  error: string | null;
  readAt: number;
}

const key = (expression: string) => expression.toLowerCase();

export class WatchList {
  readonly #person: string[] = [];
  /** Agents' expressions by key, in the order they were last read (oldest first). */
  readonly #agent = new Map<string, { expression: string; lastReadAt: number }>();
  readonly #values = new Map<string, ReadValue>();

  /** The person's expressions, in the order they were added. */
  get person(): string[] {
    return [...this.#person];
  }

  addPerson(expression: string): string[] {
    if (this.#person.some((e) => key(e) === key(expression))) return this.person;
    if (this.#person.length >= MAX_PERSON_WATCH) {
      throw new Error(`The watch list holds at most ${MAX_PERSON_WATCH} expressions; remove one first.`);
    }
    this.#person.push(expression);
    return this.person;
  }

  /** The person's list as remembered for a project: each expression once, at most MAX_PERSON_WATCH. */
  setPerson(expressions: readonly string[]): string[] {
    this.#person.length = 0;
    for (const expression of expressions) {
      if (this.#person.length >= MAX_PERSON_WATCH) break;
      if (!this.#person.some((e) => key(e) === key(expression))) this.#person.push(expression);
    }
    return this.person;
  }

  removePerson(expression: string): string[] {
    const index = this.#person.findIndex((e) => key(e) === key(expression));
    if (index >= 0) this.#person.splice(index, 1);
    return this.person;
  }

  /** Agents read these just now: they join (or stay on) the list, and their values are the freshest known. */
  noteAgentReads(values: ReadonlyArray<{ expression: string } & ReadValue>): void {
    for (const v of values) {
      const k = key(v.expression);
      this.#agent.delete(k);
      this.#agent.set(k, { expression: v.expression, lastReadAt: v.readAt });
      this.#values.set(k, { value: v.value, type: v.type, error: v.error, readAt: v.readAt });
    }
    this.#trimAgents(Number.NEGATIVE_INFINITY);
  }

  /** The values a poll read. */
  noteValues(values: ReadonlyArray<{ expression: string } & ReadValue>): void {
    for (const v of values) this.#values.set(key(v.expression), { value: v.value, type: v.type, error: v.error, readAt: v.readAt });
  }

  /** Everything to read now: the person's expressions first, then agents' recent ones (expired ones dropped). */
  expressions(now: number): string[] {
    this.#trimAgents(now - AGENT_WATCH_MS);
    const person = new Set(this.#person.map(key));
    const agent = [...this.#agent.values()].filter((a) => !person.has(key(a.expression))).map((a) => a.expression);
    return [...this.#person, ...agent.reverse()].slice(0, MAX_WATCH_VALUES);
  }

  /** The list as the UI shows it, with the last values read and which of them are forced. */
  view(now: number, forced: ReadonlyArray<{ expression: string }>): WatchValue[] {
    const forcedKeys = new Set(forced.map((f) => key(f.expression)));
    const personKeys = new Set(this.#person.map(key));
    return this.expressions(now).map((expression) => {
      const known = this.#values.get(key(expression));
      return {
        expression,
        source: personKeys.has(key(expression)) ? 'person' : 'agent',
        value: known?.value ?? null,
        type: known?.type ?? null,
        error: known?.error ?? null,
        readAt: known?.readAt ?? null,
        forced: forcedKeys.has(key(expression)),
      };
    });
  }

  /** Logged out: values are no longer the PLC's. */
  clearValues(): void {
    this.#values.clear();
  }

  #trimAgents(expiredBefore: number): void {
    for (const [k, a] of this.#agent) if (a.lastReadAt < expiredBefore) this.#agent.delete(k);
    // Oldest first: drop the least recently read beyond the cap.
    const room = MAX_WATCH_VALUES - this.#person.length;
    for (const k of this.#agent.keys()) {
      if (this.#agent.size <= room) break;
      this.#agent.delete(k);
    }
    for (const k of this.#values.keys()) {
      if (!this.#agent.has(k) && !this.#person.some((e) => key(e) === k)) this.#values.delete(k);
    }
  }
}
