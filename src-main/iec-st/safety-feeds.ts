// What reaches a safety-relevant signal through the code: the variables its writes read, their own writes' values
// and conditions, and a timer's IN through its Q, followed to the end. A change there moves what the safety signal
// does, so items about it may carry that signal (impact-analysis.ts says which).
import { isOff, switchesOn } from './permissives.ts';
import type { UnitFacts, WriteFact } from './impact-facts.ts';

const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?/g;

const namesIn = (w: WriteFact): string[] => [w.value ?? '', w.via ?? '', ...w.guards].flatMap((text) => text.match(NAME) ?? []).map((name) => name.toLowerCase());

/**
 * Every variable (lower case, members as read: `tonbrake.q`) that a write of a safety signal reads, directly or
 * through the writes of what it reads (their values and conditions) and through timers (a timer's Q, or a variable
 * given it by `Q => x`, follows its IN), → the safety signals it reaches, as their writes name them.
 */
export function safetyFeeds(sides: readonly UnitFacts[], isSafety: (target: string) => boolean, isTimer: (instance: string) => boolean): Map<string, Set<string>> {
  const writes = sides.flatMap((facts) => facts.writes).filter((w) => w.op !== 'ADR' && w.op !== 'FOR');
  const writesOf = new Map<string, WriteFact[]>();
  for (const w of writes) for (const key of new Set([w.root, w.target.toLowerCase()])) writesOf.set(key, [...(writesOf.get(key) ?? []), w]);
  const timerInputs = (instance: string): string[] =>
    sides.flatMap((facts) => facts.fbCalls.filter((c) => c.instance.toLowerCase() === instance)).flatMap((c) => [...c.inputs].filter(([key]) => key.toLowerCase() === 'in').flatMap(([, input]) => input.value.match(NAME) ?? []));
  const feeds = new Map<string, Set<string>>();
  const queue: Array<[string, string]> = [];
  const reach = (name: string, signal: string): void => {
    const reached = feeds.get(name) ?? new Set<string>();
    if (reached.has(signal)) return;
    feeds.set(name, reached.add(signal));
    queue.push([name, signal]);
  };
  for (const w of writes) if (isSafety(w.target)) namesIn(w).forEach((name) => reach(name, w.target));
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [name, signal] = next;
    for (const w of writesOf.get(name) ?? []) namesIn(w).forEach((n) => reach(n, signal));
    const instance = name.endsWith('.q') ? name.slice(0, -2) : null;
    if (instance && isTimer(instance)) timerInputs(instance).forEach((n) => reach(n.toLowerCase(), signal));
  }
  return feeds;
}

/**
 * The signals read in the conditions of a latch's set and reset (lower case) → those latches. A latch is a variable
 * every write of which is TRUE or FALSE (a set, a reset) under a condition, with at least one of each
 * (`IF GT1_OUT THEN Trip := TRUE` … `IF Ack AND LT2_OUT THEN Trip := FALSE`): those conditions decide its state.
 */
export function latchInputs(sides: readonly UnitFacts[]): Map<string, Set<string>> {
  const byRoot = new Map<string, WriteFact[]>();
  for (const w of sides.flatMap((facts) => facts.writes)) byRoot.set(w.root, [...(byRoot.get(w.root) ?? []), w]);
  const inputs = new Map<string, Set<string>>();
  for (const [root, ws] of byRoot) {
    const latch = ws.every((w) => w.guards.length > 0 && (switchesOn(w) || isOff(w))) && ws.some(switchesOn) && ws.some(isOff);
    if (!latch) continue;
    for (const name of ws.flatMap((w) => w.guards.flatMap((g) => g.match(NAME) ?? []))) {
      const key = name.toLowerCase();
      inputs.set(key, (inputs.get(key) ?? new Set()).add(root));
    }
  }
  return inputs;
}
