// The chain that sets a safety trip: a latched safety signal whose TRUE holds outputs off (a master trip of a safety
// instrumented function) is set by the alternatives of its set's guard (`IF bPshhTrip OR bLshhTrip THEN bMasterTrip
// := TRUE`), and each of those may itself be a plain write of a vote of others (`bPshhTrip := (bVoteA AND bVoteB) OR
// …`, `bVoteB := bFaultB OR rPressB >= rTripPress`). Every variable read positively there sets the trip; made TRUE in
// fewer cases, it trips in fewer cases. The comparisons of those values hold the trip's limits.
import type { UnitFacts, WriteFact } from './impact-facts.ts';
import { alternatives, isOff, productAtoms, switchesOn } from './permissives.ts';
import { QUALIFIED_NAME as NAME } from './impact-text.ts';

const PLAIN = /^[a-z_][a-z0-9_.]*$/;

export interface TripChain {
  /** Variables that set a safety trip, directly or through plain writes of votes (lower case), → the trip. */
  sources: Map<string, string>;
  /** Names compared in the values of those writes (a measurement, a limit held in a variable) → the trip. */
  limits: Map<string, string>;
}

/**
 * The trip chain of each safety trip (`trips`, lower case: latched safety signals outputs read as a trip). A source
 * is a whole alternative of a whole conjunct of the guard of the trip's set, or a plain positive operand (an atom of
 * the sum of products) of an unconditional write of a source. A negated operand, a write under a condition or of a
 * constant ends the chain: what it means for the trip is not a vote.
 */
export function tripChain(sides: readonly UnitFacts[], trips: readonly string[]): TripChain {
  const writes = sides.flatMap((facts) => facts.writes);
  const sources = new Map<string, string>();
  const limits = new Map<string, string>();
  for (const trip of trips) {
    const queue: string[] = [];
    const add = (name: string) => {
      if (name === trip || sources.has(name)) return;
      sources.set(name, trip);
      queue.push(name);
    };
    for (const w of writes.filter((x) => x.root === trip && switchesOn(x) && x.op === ':=')) {
      for (const term of w.guardTerms) alternatives(term).filter((t) => PLAIN.test(t) && t !== 'true').forEach(add);
    }
    while (queue.length > 0) {
      const source = queue.shift()!;
      for (const w of writes.filter((x) => x.root === source && x.target.toLowerCase() === source && vote(x))) {
        for (const atom of productAtoms(w.valueTerms) ?? []) {
          if (PLAIN.test(atom)) add(atom);
          else if (!/^not\b/.test(atom)) for (const name of atom.match(NAME) ?? []) if (!limits.has(name.toLowerCase())) limits.set(name.toLowerCase(), trip);
        }
      }
    }
  }
  return { sources, limits };
}

/** An unconditional `:=` of an expression (not a constant): a vote, read through its operands. */
const vote = (w: WriteFact): boolean => w.op === ':=' && w.guards.length === 0 && !w.literal && !isOff(w) && w.value !== null;
