// What reaches a safety-relevant signal through the code: the variables its writes read, their own writes' values
// and conditions, and a timer's IN through its Q, followed to the end. A change there moves what the safety signal
// does, so items about it may carry that signal (impact-analysis.ts says which).
import { isOff, switchesOn, timerOutputs } from './permissives.ts';
import { inputValues, type UnitFacts, type WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME as NAME } from './impact-text.ts';


const namesIn = (w: WriteFact): string[] => [w.value ?? '', w.via ?? '', ...w.guards].flatMap((text) => text.match(NAME) ?? []).map((name) => name.toLowerCase());

/**
 * The safety signals a variable (lower case, members as read: `tonbrake.q`) reaches: a write of one reads it, or
 * reads what it reaches through the writes that read it (their values and conditions) and through timers (a timer's
 * Q, or a variable given it by `Q => x`, follows its IN). Asked only for the few variables an item needs, each
 * answer found once.
 */
export class SafetyReach {
  /** Variable → the writes that read it, and the timers whose IN reads it. */
  readonly #readers = new Map<string, Array<{ keys: string[]; target: string | null }>>();
  readonly #answers = new Map<string, string[]>();
  readonly #isSafety: (target: string) => boolean;

  /** `follows` names a block's output that follows some of its inputs: a timer's Q its IN, an RS/SR's Q1 its S and R. */
  constructor(sides: readonly UnitFacts[], isSafety: (target: string) => boolean, follows: (instance: string) => { output: string; inputs: RegExp } | null) {
    this.#isSafety = isSafety;
    const edge = (name: string, reader: { keys: string[]; target: string | null }) => this.#readers.set(name, [...(this.#readers.get(name) ?? []), reader]);
    for (const w of sides.flatMap((facts) => facts.writes)) {
      if (w.op === 'ADR' || w.op === 'FOR') continue;
      const reader = { keys: [...new Set([w.root, w.target.toLowerCase()])], target: w.target };
      for (const name of new Set(namesIn(w))) edge(name, reader);
    }
    for (const call of sides.flatMap((facts) => facts.fbCalls)) {
      const block = follows(call.instance);
      if (!block) continue;
      const reader = { keys: [`${call.instance.toLowerCase()}.${block.output}`], target: null };
      for (const [input, { value }] of call.inputs) if (block.inputs.test(input)) for (const name of new Set(value.match(NAME) ?? [])) edge(name.toLowerCase(), reader);
    }
  }

  signals(name: string): string[] {
    const key = name.toLowerCase();
    const known = this.#answers.get(key);
    if (known) return known;
    const seen = new Set([key]);
    const found = new Set<string>();
    for (const queue = [key]; queue.length > 0; ) {
      for (const reader of this.#readers.get(queue.pop()!) ?? []) {
        if (reader.target && this.#isSafety(reader.target)) found.add(reader.target);
        for (const next of reader.keys.filter((k) => !seen.has(k))) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const answer = [...found];
    this.#answers.set(key, answer);
    return answer;
  }
}

const setOrReset = (w: WriteFact) => w.op === 'S=' || w.op === 'R=';

/**
 * The latches of both versions (lower case) and their writes: variables every write of which is TRUE or FALSE under a
 * condition, or `S=`/`R=`, with at least one set and one reset.
 */
export function latchWrites(sides: readonly UnitFacts[]): Map<string, WriteFact[]> {
  const byRoot = new Map<string, WriteFact[]>();
  for (const w of sides.flatMap((facts) => facts.writes)) byRoot.set(w.root, [...(byRoot.get(w.root) ?? []), w]);
  return new Map([...byRoot].filter(([, ws]) => ws.every((w) => setOrReset(w) || (w.guards.length > 0 && (switchesOn(w) || isOff(w)))) && ws.some(switchesOn) && ws.some(isOff)));
}

/**
 * The signals read in the conditions of a latch's set and reset (lower case) → those latches. A latch is a variable
 * every write of which is TRUE or FALSE under a condition, or `S=`/`R=`, with at least one set and one reset
 * (`IF GT1_OUT THEN Trip := TRUE` … `IF Ack AND LT2_OUT THEN Trip := FALSE`), or an RS/SR block, whose Q1 follows
 * its set and reset inputs: those conditions decide its state.
 *
 * `limits`: a timer's Q read there (or a variable given it, `Q => Done`) whose IN compares a value with a limit
 * (`Overload_Timer(IN := Force_N > Force_Limit, PT := T#100ms)`) makes the latch's condition "over the limit for the
 * preset": the timer (its preset and the literals of its IN) and the limits its IN and PT read, by their initial
 * values, → those latches. Not what the compared value is computed from (a scaling): that is a measurement.
 */
export function latchInputs(sides: readonly UnitFacts[], isBistable: (instance: string) => boolean, isTimer: (instance: string) => boolean): { inputs: Map<string, Set<string>>; limits: Map<string, Set<string>> } {
  const given = timerOutputs(sides, isTimer);
  const inputs = new Map<string, Set<string>>();
  const limits = new Map<string, Set<string>>();
  const put = (map: Map<string, Set<string>>, name: string, latch: string) => map.set(name, (map.get(name) ?? new Set()).add(latch));
  const add = (texts: readonly string[], latch: string) => {
    for (const name of texts.flatMap((text) => text.match(NAME) ?? []).map((n) => n.toLowerCase())) {
      put(inputs, name, latch);
      const timer = given.get(name) ?? (name.endsWith('.q') && isTimer(name.slice(0, -2)) ? name.slice(0, -2) : undefined);
      const watched = timer ? inputValues(sides, timer, 'in') : [];
      if (!timer || !watched.some((value) => COMPARISON.test(value))) continue;
      put(inputs, timer, latch);
      for (const value of [...watched, ...inputValues(sides, timer, 'pt')]) for (const read of value.match(NAME) ?? []) put(limits, read.toLowerCase(), latch);
    }
  };
  for (const [root, ws] of latchWrites(sides)) add(ws.flatMap((w) => [...w.guards, ...(setOrReset(w) ? [w.value ?? ''] : [])]), root);
  for (const call of sides.flatMap((facts) => facts.fbCalls)) {
    if (!isBistable(call.instance)) continue;
    const setAndReset = [...call.inputs].filter(([key]) => /^(s|r|set|reset)1?$/i.test(key)).map(([, input]) => input.value);
    add(setAndReset, `${call.instance.toLowerCase()}.q1`);
  }
  return { inputs, limits };
}

/** A comparison of order (`>`, `<`, `>=`, `<=`): a value held against a limit. */
const COMPARISON = /[<>]/;
