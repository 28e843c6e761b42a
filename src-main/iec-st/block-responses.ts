// What a block instance's inputs answer to beyond its call's arguments: the safety signals that execute it (PLCopen's
// `Execute`, as an argument or written as its member under a safety guard), and the member writes an argument
// given at the call overrides.
import type { UnitFacts, WriteFact } from './impact-facts.ts';
import { QUALIFIED_NAME } from './impact-text.ts';
import { alternatives, isOff, spelledAs, switchesOn } from './permissives.ts';

/** A signal, or its negation, as a whole alternative (`bSafeStopReq`, `NOT bEStopOk`), lower case, without the NOT. */
const SIGNAL = /^(?:not )?\(?([a-z_][a-z0-9_.]*)\)?$/;

/**
 * The safety signals that execute a block: a whole alternative of its `Execute` argument (`fbStop(Execute :=
 * bSafeStopReq OR bLimit)`), or of the one condition under which its member `Execute` is set (`IF NOT bEStopOk OR NOT
 * bCurtainClear THEN fbStop.Execute := TRUE`), the signal as it is or negated (an e-stop healthy when TRUE). A set
 * nested under another condition is not executed by that signal alone.
 */
export function executingSignals(instance: string, sides: readonly UnitFacts[], isSafety: (name: string) => boolean): string[] {
  const key = instance.toLowerCase();
  const texts: string[] = [];
  for (const facts of sides) {
    for (const call of facts.fbCalls) if (call.instance.toLowerCase() === key && call.inputs.has('execute')) texts.push(call.inputs.get('execute')!.value);
    for (const w of facts.writes) if (w.target.toLowerCase() === `${key}.execute` && switchesOn(w) && w.guards.length === 1 && w.guardTerms.length === 1) texts.push(w.guards[0]!);
  }
  const names = texts.flatMap((text) => alternatives(text.toLowerCase()).flatMap((t) => SIGNAL.exec(t)?.[1] ?? []));
  return [...new Set(spelledAs(names, texts))].filter(isSafety);
}

/**
 * The writes of a block's input member (`fbPower.Enable := FALSE` under `IF NOT bEStopOk`) that an argument given
 * at its call overrides: the call assigns its arguments before it runs, every scan, whatever the member holds.
 */
export function overriddenMembers(instance: string, input: string, facts: UnitFacts): WriteFact[] {
  return facts.writes.filter((w) => w.target.toLowerCase() === `${instance.toLowerCase()}.${input.toLowerCase()}` && w.value !== null && w.op !== '=>');
}

/** An overridden member write that switched the input off under a safety guard: that switch-off no longer reaches the block. */
export const safetySwitchOff = (w: WriteFact, isSafety: (name: string) => boolean): boolean => isOff(w) && w.guards.some((g) => (g.match(QUALIFIED_NAME) ?? []).some(isSafety));
