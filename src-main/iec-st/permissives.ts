// Removing a permissive is a safety change whatever the names: a write to a physical output (`%Q…`, or a variable
// that drives one) that loses a condition it ran under or a conjunct of its value, that becomes constant TRUE, or a
// write that switched an output off and is gone. Such an item is flagged "interlock removed" / "output forced
// constant", which makes its card approve-once like any safety-relevant edit.
import { multisetMinus } from './align-facts.ts';
import { inputValues, type UnitFacts, type WriteFact } from './impact-facts.ts';
import { balanced, QUALIFIED_NAME as NAME, readsName } from './impact-text.ts';

export const INTERLOCK_REMOVED = 'interlock removed';
export const OUTPUT_FORCED_CONSTANT = 'output forced constant';
export const OUTPUT_WRITTEN_THROUGH_ADDRESS = 'output written through its address';
export const INTERLOCKED_OUTPUT_OVERLAPPED = 'interlocked output';


/**
 * The variables (lower case) that are physical outputs, or drive one: written to an output's write in either
 * version (`Q := Run AND NOT Fault` makes `Run` and `Fault` drivers of Q when Q is located at `%Q…`). A local variable
 * read only to be copied whole into an output (`Link := Run AND NOT Fault; Valve := Link`) is that output's value
 * under another name (`linksOf`): what its writes read drives the output as what the output's writes read does.
 */
export function outputsAndDrivers(sides: readonly UnitFacts[], addressOf: (root: string) => string | null, links: ReadonlyMap<string, unknown> = new Map()): Set<string> {
  const outputs = physicalOutputs(sides, addressOf);
  for (const link of links.keys()) outputs.add(link);
  const drivers = new Set(outputs);
  for (const facts of sides) {
    for (const w of facts.writes) {
      if (!outputs.has(w.root) || w.op === 'ADR') continue;
      for (const text of [w.value ?? '', w.via ?? '', ...w.guards]) {
        for (const name of text.match(NAME) ?? []) {
          const key = name.toLowerCase();
          drivers.add(key);
          drivers.add(key.split('.')[0]!);
        }
      }
    }
  }
  return drivers;
}

/** The roots (lower case) written in either version that are physical outputs (`%Q…`, declared or written directly). */
export function physicalOutputs(sides: readonly UnitFacts[], addressOf: (root: string) => string | null): Set<string> {
  const outputs = new Set<string>();
  for (const w of sides.flatMap((facts) => facts.writes)) if (isOutputAddress(w.root.startsWith('%') ? w.root : addressOf(w.root))) outputs.add(w.root);
  return outputs;
}

/**
 * The links of `outputs` (lower case) → the outputs each ends in (lower case): local variables (`isLocal`) read only
 * as the whole value of a write (`:=`) of an output or of another link, or in their own writes, in both versions
 * (`Link := Run AND NOT Fault; Valve := Link`). IEC 61131-3 runs the two statements in the same scan: the link is
 * the output's value, and the output takes it wherever it is copied.
 */
export function linksOf(sides: readonly UnitFacts[], outputs: ReadonlySet<string>, isLocal: (root: string) => boolean): Map<string, Set<string>> {
  const writes = sides.flatMap((facts) => facts.writes);
  const copyOf = (w: WriteFact) => (w.op === ':=' && !w.literal ? /^[A-Za-z_][A-Za-z0-9_]*$/.exec(w.value ?? '')?.[0]?.toLowerCase() : undefined);
  const links = new Map<string, Set<string>>();
  const endsIn = (root: string) => (outputs.has(root) ? [root] : [...(links.get(root) ?? [])]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const w of writes) {
      const name = copyOf(w);
      if (!name || links.has(name) || outputs.has(name) || !(outputs.has(w.root) || links.has(w.root)) || !isLocal(name)) continue;
      const reads = (text: string) => (text.match(NAME) ?? []).some((n) => n.toLowerCase() === name);
      const copies = writes.filter((o) => copyOf(o) === name);
      const elsewhere =
        copies.some((o) => !(outputs.has(o.root) || links.has(o.root))) ||
        writes.some((o) => [o.via ?? '', ...o.guards].some(reads) || (o.root !== name && copyOf(o) !== name && reads(o.value ?? ''))) ||
        sides.some((facts) => facts.conditions.some((c) => reads(c.text)) || facts.fbCalls.some((c) => [...c.inputs.values()].some((input) => reads(input.value)) || c.instance.toLowerCase() === name));
      if (elsewhere) continue;
      links.set(name, new Set(copies.flatMap((o) => endsIn(o.root))));
      grown = true;
    }
  }
  return links;
}

/**
 * A timer whose Q drives an output follows its IN (TON, TOF and TP alike are TRUE only after IN was): what its IN
 * reads drives that output too (`Seal := (Start OR Seal) AND Stop` → `Delay(IN := Seal)` → `K1 := Delay.Q`).
 */
export function addTimerInputDrivers(sides: readonly UnitFacts[], drivers: Set<string>, isTimer: (instance: string) => boolean): void {
  // A variable given the timer's Q (`tonStar(…, Q => xStarDone)`) is that Q: the timer drives what it drives.
  for (const [variable, instance] of timerOutputs(sides, isTimer)) if (drivers.has(variable)) drivers.add(instance);
  for (const facts of sides) {
    for (const call of facts.fbCalls) {
      const instance = call.instance.toLowerCase();
      if (!drivers.has(instance) || !isTimer(call.instance)) continue;
      for (const [input, { value }] of call.inputs) {
        if (input.toLowerCase() !== 'in') continue;
        for (const name of value.match(NAME) ?? []) drivers.add(name.toLowerCase()).add(name.toLowerCase().split('.')[0]!);
      }
    }
  }
}

/** Variables given a timer's Q (`Q => xDone`, `xDone := ton.Q`), lower case → the timer instance, lower case. */
export function timerOutputs(sides: readonly UnitFacts[], isTimer: (instance: string) => boolean): Map<string, string> {
  const outputs = new Map<string, string>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    const copy = w.op === '=>' || (w.op === ':=' && w.guards.length === 0);
    const instance = copy ? /^([A-Za-z_][A-Za-z0-9_]*)\.q$/i.exec(w.value ?? '')?.[1] : undefined;
    if (instance && isTimer(instance)) outputs.set(w.root, instance.toLowerCase());
  }
  return outputs;
}

/**
 * What sets a trip (lower case): a whole conjunct of the guard of a trip's switch-on (`IF xFaultDone THEN xFault :=
 * TRUE`) or a whole alternative of one (`IF T > Max OR bTcBreak THEN`), and, where that is a timer's Q (`tonFault.Q`, or a variable given it by `Q => xFaultDone`), the names its IN
 * reads as a whole or as alternatives (`tonFault(IN := xFaultActive)`). Such a variable TRUE in fewer cases trips
 * in fewer cases.
 */
export function tripSources(sides: readonly UnitFacts[], trips: ReadonlySet<string>, isTimer: (instance: string) => boolean): Set<string> {
  const given = timerOutputs(sides, isTimer);
  const sources = new Set<string>();
  const add = (name: string): void => {
    if (sources.has(name)) return;
    sources.add(name);
    const instance = given.get(name) ?? (name.endsWith('.q') && isTimer(name.slice(0, -2)) ? name.slice(0, -2) : undefined);
    // A variable given the timer's Q (`bTcBreak := tonTcBreak.Q`) is that Q: the timer sets the trip through it.
    if (instance) sources.add(`${instance}.q`);
    for (const call of sides.flatMap((facts) => facts.fbCalls.filter((c) => c.instance.toLowerCase() === instance))) {
      for (const [input, { value }] of call.inputs) {
        const names = disjuncts(value.toLowerCase());
        if (input.toLowerCase() === 'in' && names.every((n) => /^[a-z_][a-z0-9_.]*$/.test(n))) names.forEach(add);
      }
    }
  };
  for (const w of sides.flatMap((facts) => facts.writes)) {
    // A whole alternative of a conjunct sets it too, alone where the conjunct is the whole guard (`IF T > Max OR
    // bTcBreak THEN bOverTemp := TRUE`): TRUE in fewer cases, it trips in fewer cases (AND and OR are monotone).
    if (trips.has(w.root) && switchesOn(w)) w.guardTerms.flatMap(disjuncts).filter((t) => /^[a-z_][a-z0-9_.]*$/.test(t)).forEach(add);
  }
  return sources;
}

/**
 * Latches set TRUE where a safety-relevant signal is read (`IF NOT CurtainClear THEN Fault := TRUE`), lower case →
 * those signals; a timer's Q in the guard (`IF fbOverPressure.Q THEN`) stands for what its IN reads.
 */
export function latchSources(sides: readonly UnitFacts[], isTimer: (instance: string) => boolean, isSafety: (name: string) => boolean): Map<string, Set<string>> {
  const timedBy = (name: string): string[] => {
    const [instance, member] = name.toLowerCase().split('.');
    if (!member || !isTimer(instance!)) return [];
    return inputValues(sides, instance!, 'in').flatMap((value) => value.match(NAME) ?? []);
  };
  const latches = new Map<string, Set<string>>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    if (!switchesOn(w) || isSafety(w.target)) continue;
    const signals = setConditions(w).flatMap((g) => g.match(NAME) ?? []).flatMap((name) => [name, ...timedBy(name)]).filter(isSafety);
    const key = w.target.toLowerCase();
    if (signals.length > 0) latches.set(key, new Set([...(latches.get(key) ?? []), ...signals]));
  }
  return latches;
}

/** The conditions a write runs under as written, with a set's operand (`x S= c` is `IF c THEN x := TRUE`). */
const setConditions = (w: WriteFact): string[] => (w.op === 'S=' && w.value !== null ? [...w.guards, w.value] : w.guards);

/**
 * Latches that are a safety signal's trip, lower case → those signals: set TRUE by one condition of which the signal
 * (or its negation, or a timer's Q watching it) is a whole alternative (`IF hpt > Limit OR NOT ReliefOk THEN Trip :=
 * TRUE`, `IF DryRunDelay.Q THEN DryRun := TRUE` with `DryRunDelay(IN := NOT LowFloat)`). A latch merely set under a
 * safety permissive (`IF EStopOk AND Level < 60 THEN Fill := 1`) is not: there the signal only allows it.
 */
export function tripLatches(sides: readonly UnitFacts[], latchedFrom: ReadonlyMap<string, ReadonlySet<string>>, isTimer: (instance: string) => boolean, isSafety: (name: string) => boolean): Map<string, Set<string>> {
  const watched = (name: string): string[] => {
    const [instance, member] = name.split('.');
    if (member !== 'q' || !isTimer(instance!)) return [];
    return inputValues(sides, instance!, 'in').flatMap((value) => value.match(NAME) ?? []);
  };
  const trips = new Map<string, Set<string>>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    const key = w.target.toLowerCase();
    const terms = latchAsGuarded(w).guardTerms;
    if (!latchedFrom.has(key) || !switchesOn(w) || terms.length !== 1) continue;
    const plain = alternatives(terms[0]!).map((t) => t.replace(/^not\s+/, '')).filter((t) => /^[a-z_][a-z0-9_.]*$/.test(t) && t !== 'true');
    const named = (t: string) => [...latchedFrom.get(key)!].find((n) => n.toLowerCase() === t.toLowerCase()) ?? t;
    const signals = plain.flatMap((t) => [t, ...watched(t)]).filter(isSafety).map(named);
    if (signals.length > 0) trips.set(key, new Set([...(trips.get(key) ?? []), ...signals]));
  }
  return trips;
}

/** The names read in the conditions that set a safety signal's trip latch (lower case) → those latches' signals. */
export function tripSetReads(sides: readonly UnitFacts[], trips: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    const signals = trips.get(w.target.toLowerCase());
    if (!signals || !switchesOn(w) || latchAsGuarded(w).guardTerms.length !== 1) continue;
    for (const name of setConditions(w).flatMap((g) => g.match(NAME) ?? [])) reads.set(name.toLowerCase(), new Set([...(reads.get(name.toLowerCase()) ?? []), ...signals]));
  }
  return reads;
}

/**
 * What switches a driver of an output off by itself (lower case): a whole alternative of the guard of a switch-off
 * under one condition of one conjunct (`IF NOT Stop OR TravelFault THEN Opening := FALSE`). A trip read there holds
 * the output off, so it drives it as the driver does; one read only as `NOT x` in a switch-on blocks a start but
 * stops nothing.
 */
export function switchOffTrips(sides: readonly UnitFacts[], drivers: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    if (!drivers.has(w.root) || !isOff(w) || w.op === 'R=' || w.guardTerms.length !== 1) continue;
    for (const term of w.guardTerms) for (const t of alternatives(term)) if (/^[a-z_][a-z0-9_.]*$/.test(t) && t !== 'true') names.add(t);
  }
  return names;
}

/**
 * What holds a driver off through its value (lower case): a whole conjunct `NOT x` of a driver computed from signals
 * every scan (`bHeaterOn := bHeatCmd AND bLevelOk AND NOT bOverTempAlarm`, `doContactor := bHeaterOn`). x TRUE
 * switches it off while it runs, not only blocks a start (as `NOT x` in a switch-on's guard does), so x drives the
 * output as the driver does.
 */
export function valueTrips(sides: readonly UnitFacts[], drivers: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    if (!drivers.has(w.root) || w.op !== ':=' || w.literal || w.guards.length > 0) continue;
    for (const term of w.valueTerms) {
      const negated = /^not \(?([a-z_][a-z0-9_.]*)\)?$/.exec(term);
      if (negated) names.add(negated[1]!);
    }
  }
  return names;
}

/**
 * A trip that locks a driver out after its switch-off (lower case): read as a whole conjunct `NOT x` of the guard of a
 * driver's write (it blocks the start, `IF Required AND NOT bFault THEN eState := Precharge`), and set TRUE beside a
 * write of that same driver under the same conditions (`ELSIF tonFb.Q THEN bFault := TRUE; eState := Off`). Its
 * TRUE keeps the driver from starting again after the fault that switched it off: its set removed, the driver
 * restarts at once; its reset loosened, while what held it is still there. A trip that only blocks a start, set
 * nowhere beside the driver, is not.
 */
export function lockoutTrips(sides: readonly UnitFacts[], drivers: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const facts of sides) {
    const driverWrites = facts.writes.filter((w) => drivers.has(w.root) && w.op !== 'ADR' && w.op !== 'FOR' && w.op !== '=>');
    for (const d of driverWrites) {
      for (const term of d.guardTerms) {
        const x = /^not \(?([a-z_][a-z0-9_.]*)\)?$/.exec(term)?.[1];
        if (!x || drivers.has(x) || names.has(x)) continue;
        const beside = (s: WriteFact) => s.root === x && switchesOn(s) && s.guardKeys.length > 0 && driverWrites.some((o) => o.root === d.root && o.guardKeys.join('\u0000') === s.guardKeys.join('\u0000'));
        if (facts.writes.some(beside)) names.add(x);
      }
    }
  }
  return names;
}

/**
 * How the writes of outputs and their drivers read each variable (lower case, members included: `tof1.q`): as a
 * permissive, a whole conjunct that must be TRUE for the output to be switched on (`Q := Run AND Ready`,
 * `IF Ready THEN Q := TRUE`), or as a trip, one whose TRUE holds it off (`Q := Run AND NOT Trip`,
 * `IF Trip THEN Q := FALSE`). A variable read both ways, or inside a larger term, is neither. One read as a trip
 * somewhere and also otherwise (`Avail := Ok AND NOT Fault` beside `FaultLamp := Fault`) is `alsoTrips`: whatever
 * else reads it, its TRUE still holds that output off, so its set removed and its reset loosened lose an interlock.
 */
export function readPolarity(sides: readonly UnitFacts[], drivers: ReadonlySet<string>): Polarity {
  type Read = 'permissive' | 'copy' | 'alternative' | 'trip' | 'other';
  const seen = new Map<string, Set<Read>>();
  const note = (name: string, how: Read) => seen.set(name, new Set([...(seen.get(name) ?? []), how]));
  const classify = (term: string, switchesOn: boolean, copy = false) => {
    // The ELSE of `IF a AND NOT t THEN Q := TRUE`: its switch-off runs under `NOT (a AND NOT t)`, by De Morgan `NOT a
    // OR t`: a stays the permissive and t the trip the IF reads.
    const inverted = switchesOn ? null : /^not \((.*)\)$/.exec(term);
    const parts = inverted && balanced(inverted[1]!) ? conjunctsOf(inverted[1]!) : [];
    if (parts.length > 1 && parts.every((p) => /^(not )?[a-z_][a-z0-9_.]*$/.test(p))) {
      for (const p of parts) note(p.replace(/^not /, ''), p.startsWith('not ') ? 'trip' : 'permissive');
      return;
    }
    const negated = /^not \(?([a-z_][a-z0-9_.]*)\)?$/.exec(term);
    const plain = /^([a-z_][a-z0-9_.]*)$/.exec(term);
    if (plain && plain[1] !== 'true' && plain[1] !== 'false') note(plain[1]!, switchesOn ? (copy ? 'copy' : 'permissive') : 'trip');
    else if (negated) note(negated[1]!, switchesOn ? 'trip' : 'permissive');
    // An alternative that switches it on (`Lamp := Trip OR NOT EStop`): the output reacts to it, it permits nothing.
    else if (switchesOn && disjuncts(term).length > 1 && disjuncts(term).every((d) => /^(not )?[a-z_][a-z0-9_.]*$/.test(d))) {
      for (const d of disjuncts(term)) note(d.replace(/^not /, ''), d.startsWith('not ') ? 'other' : 'alternative');
      // Each alternative of a switch-off's guard switches it off alone (`IF EStop OR Fault THEN Q := FALSE`).
    } else if (!switchesOn && disjuncts(term).length > 1 && disjuncts(term).every((d) => /^(not )?[a-z_][a-z0-9_.]*$/.test(d))) {
      for (const d of disjuncts(term)) note(d.replace(/^not /, ''), d.startsWith('not ') ? 'permissive' : 'trip');
    }
    // An alternative of a switch-off's guard (`IF NOT Stop OR Fault THEN Run := FALSE`): alone it holds it off (a
    // trip), and what is read negated there must be TRUE for it to run (a permissive), by De Morgan.
    else if (!switchesOn && disjuncts(term).length > 1 && disjuncts(term).every((d) => /^(not )?[a-z_][a-z0-9_.]*$/.test(d))) {
      for (const d of disjuncts(term)) note(d.replace(/^not /, ''), d.startsWith('not ') ? 'permissive' : 'trip');
    } else for (const name of term.match(NAME) ?? []) note(name.toLowerCase(), 'other');
  };
  for (const facts of sides) {
    for (const w of facts.writes) {
      if (!drivers.has(w.root) || w.op === 'ADR' || w.op === 'FOR' || w.op === '=>') continue;
      // A reset (`R=`, `:= FALSE`) switches off under its guards; `R= cond` also on its value.
      const on = !isOff(w);
      for (const term of w.guardTerms) {
        // `NOT (a AND NOT t)` of an earlier branch not taken, where the write's own guard needs `NOT t` too (`IF a AND
        // NOT t THEN … ELSIF b AND NOT t THEN`): that conjunct is TRUE there, so its read decides nothing; the rest of
        // the earlier condition is read as before.
        const rest = withoutImplied(term, w.guardTerms);
        if (rest === null) classify(term, on);
        else for (const name of rest.match(NAME) ?? []) note(name.toLowerCase(), 'other');
      }
      // A plain copy (`Vent := OverPressure`) follows the variable: a reaction to it, not a permission it gives.
      if (!w.literal) for (const term of w.valueTerms) classify(term, w.op !== 'R=', w.op === ':=' && w.valueTerms.length === 1 && w.guardTerms.length === 0);
    }
  }
  // A permissive everywhere it is read (a plain copy counts as one); a trip where it is read whole, and elsewhere
  // only as an alternative that switches something on (`Lamp := Trip OR NOT EStop`).
  const permissives = [...seen].filter(([, ways]) => ways.has('permissive') || ways.has('copy')).filter(([, ways]) => [...ways].every((how) => how === 'permissive' || how === 'copy'));
  const trips = [...seen].filter(([, ways]) => ways.has('trip') && [...ways].every((how) => how === 'trip' || how === 'alternative'));
  const tripNames = new Set(trips.map(([name]) => name));
  // A whole alternative of a trip computed every scan (`heatersOff := errWater OR errTank`, read as `NOT heatersOff`)
  // sets that trip: read by drivers only so (or as a trip), it is a trip itself.
  for (let grown = true; grown; ) {
    grown = false;
    for (const name of computedTripAlternatives(sides, tripNames).keys()) {
      if (tripNames.has(name) || ![...(seen.get(name) ?? [])].every((how) => how === 'trip' || how === 'alternative')) continue;
      tripNames.add(name);
      grown = true;
    }
  }
  const alsoTrips = [...seen].filter(([name, ways]) => ways.has('trip') && !tripNames.has(name)).map(([name]) => name);
  return { permissives: new Set(permissives.map(([name]) => name)), trips: tripNames, alsoTrips: new Set(alsoTrips) };
}

/**
 * The whole alternatives (lower case) of trips computed every scan from plain signals, each → its trip: `heatersOff :=
 * errPressure OR errWater OR NOT limiterOk` (unguarded), where an output reads `NOT heatersOff`. Each one's TRUE sets
 * the trip, so it holds the output off as the trip does (by substitution `… AND NOT errPressure AND NOT errWater AND
 * limiterOk`). The negated ones are the trip's permissives, not listed.
 */
export function computedTripAlternatives(sides: readonly UnitFacts[], trips: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const w of sides.flatMap((facts) => facts.writes)) {
    if (!trips.has(w.root) || w.op !== ':=' || w.literal || w.guards.length > 0 || w.valueTerms.length !== 1) continue;
    const terms = disjuncts(w.valueTerms[0]!);
    if (terms.length < 2 || !terms.every((d) => /^(not )?[a-z_][a-z0-9_.]*$/.test(d))) continue;
    for (const t of terms) if (!t.startsWith('not ') && t !== w.root && t !== 'true' && t !== 'false') found.set(t, w.root);
  }
  return found;
}

/**
 * The conjuncts of `NOT (…)` (the guard of a branch after an earlier one, lower case) other than those the write's own
 * guard terms require as they stand, joined; null where it is no such term or none of its conjuncts is required.
 */
function withoutImplied(term: string, terms: readonly string[]): string | null {
  const inner = /^not \((.*)\)$/.exec(term)?.[1];
  if (inner === undefined || !balanced(inner)) return null;
  const parts = conjunctsOf(inner);
  const rest = parts.filter((p) => !terms.includes(p));
  return parts.length > 1 && rest.length < parts.length && rest.length > 0 ? rest.join(' and ') : null;
}

/**
 * How the writes of outputs and their drivers read variables (lower case): whole permissives, trips (read only as
 * trips, or beside that only as an alternative that switches something on), and variables read as a trip and also
 * otherwise (read both ways: the analysis fails closed on both their set and their reset).
 */
export interface Polarity {
  permissives: Set<string>;
  trips: Set<string>;
  alsoTrips: Set<string>;
}

/** The write switches its target on: TRUE, 1, a set. */
export const switchesOn = (w: WriteFact): boolean => isTrue(w) || w.op === 'S=';
/** The literal a write writes: its own, or the one the variable it copies was just set to (`Link := FALSE; Valve := Link`). */
const literalWritten = (w: WriteFact): string | null => (w.literal ? w.value : (w.copied ?? null));
const isTrue = (w: WriteFact): boolean => w.op !== '=>' && /^(TRUE|1)$/i.test(literalWritten(w) ?? '') && w.op !== 'R=';
/** The write switches its target off (FALSE, 0, a reset). */
export const isOff = (w: WriteFact): boolean => w.op === 'R=' || /^(FALSE|0)$/i.test(literalWritten(w) ?? '');

/** `a` holds every term of `b` and more; a term TRUE (`IF TRUE THEN`) holds nothing back. */
function strictSuperset(a: readonly string[], b: readonly string[]): boolean {
  const [was, now] = [a, b].map((terms) => terms.filter((t) => t !== 'true'));
  return was!.length > now!.length && now!.every((t) => was!.includes(t)) && was!.some((t) => !now!.includes(t));
}

/** `a or (b and c) or d` → `a`, `(b and c)`, `d`: the top-level alternatives of a guard term (lower case, as printed). */
export function disjuncts(term: string): string[] {
  return topLevel(term, / or(?:_else)? /y);
}

/** `a and (b or c)` → `a`, `(b or c)`: the top-level conjuncts of a term (lower case, as printed). */
export function conjunctsOf(term: string): string[] {
  return topLevel(term, / and(?:_then)? /y);
}

function topLevel(term: string, operator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < term.length; i++) {
    const c = term[i];
    if (c === "'" || c === '"') i = Math.max(i, term.indexOf(c, i + 1));
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) {
      const op = operator;
      op.lastIndex = i;
      const found = op.exec(term);
      if (found) {
        parts.push(term.slice(start, i));
        start = i + found[0].length;
        i = start - 1;
      }
    }
  }
  return [...parts, term.slice(start)].map((p) => p.trim());
}

/**
 * The guard `now` holds only where `was` holds, and is not the same: every term of `was` is implied by one of `now`
 * (the same term, or one with fewer alternatives: `not permit` implies `not permit or not flow`).
 */
export function narrower(was: readonly string[], now: readonly string[]): boolean {
  const implied = (t: string) => now.some((u) => negatedAlternatives(u).every((d) => negatedAlternatives(t).includes(d)));
  const same = was.length === now.length && was.every((t) => now.includes(t));
  return !same && was.filter((t) => t !== 'true').every(implied);
}

/**
 * The alternatives of a guard term, with `not (a and b)` (the guard of an ELSE after `IF a AND b`) read as
 * `not (a)`, `not (b)` by De Morgan: a conjunct removed from the IF is an alternative its ELSE loses.
 */
export function negatedAlternatives(term: string): string[] {
  const negated = /^not \((.*)\)$/.exec(term);
  if (negated && balanced(negated[1]!)) {
    const parts = conjunctsOf(negated[1]!);
    if (parts.length > 1) return parts.map((p) => `not (${p})`);
  }
  return disjuncts(term);
}

/** `(a or b)` → `a`, `b`: a conjunct's alternatives, its outer parentheses dropped. */
export function alternatives(term: string): string[] {
  let t = term;
  while (t.startsWith('(') && t.endsWith(')') && balanced(t.slice(1, -1))) t = t.slice(1, -1).trim();
  return disjuncts(t);
}

/**
 * The conjuncts `now` hold wherever `was` held, and more: each is implied by one of `was` (the same term, or one
 * with an alternative added: `xControlOn` implies `(xControlOn OR xJog)`), and they are not the same. A term TRUE
 * holds nothing back.
 */
export function wider(wasTerms: readonly string[], nowTerms: readonly string[]): boolean {
  const [was, now] = [wasTerms, nowTerms].map((terms) => terms.filter((t) => t !== 'true')) as [string[], string[]];
  const implied = (t: string) => was.some((u) => alternatives(u).every((d) => alternatives(t).includes(d)));
  const same = was.length === now.length && was.every((t) => now.includes(t));
  return (!same && now.every(implied)) || looser(was, now);
}

/** Beyond this many products a term is not expanded: the comparison falls back to its conjuncts as written. */
const MAX_PRODUCTS = 64;

/**
 * The conjunction `now` holds wherever `was` holds, and somewhere `was` does not, read as sums of products: each
 * product of `was` contains one of `now` (`(Con OR Start) AND Stop` → `Con OR Start`: a conjunct dropped inside an
 * alternative, the stop button no longer breaking a seal-in). Operands other than AND/OR are atoms, so this may miss
 * a looser term, never call a stricter one looser.
 */
function looser(was: readonly string[], now: readonly string[]): boolean {
  const [before, after] = [products(was), products(now)];
  if (!before || !after) return false;
  const contains = (product: ReadonlySet<string>, other: ReadonlySet<string>) => [...other].every((atom) => product.has(atom));
  const implies = (a: ReadonlySet<string>[], b: ReadonlySet<string>[]) => a.every((p) => b.some((q) => contains(p, q)));
  return implies(before, after) && !implies(after, before);
}

/** The value `now` holds only where `was` holds, and not everywhere it did (`TRUE` → `bEnable`): on in fewer cases. */
export function stricter(was: readonly string[], now: readonly string[]): boolean {
  return looser(now, was);
}

/** The atoms of a value read as a sum of products (`(a AND b) OR c` → `a`, `b`, `c`), lower case; null past MAX_PRODUCTS. */
export function productAtoms(terms: readonly string[]): string[] | null {
  const sum = products(terms);
  return sum ? [...new Set(sum.flatMap((p) => [...p]))] : null;
}

/** `a AND (b OR c)` → {a, b}, {a, c}; null past MAX_PRODUCTS. */
function products(terms: readonly string[]): Set<string>[] | null {
  let result: Set<string>[] | null = [new Set()];
  for (const term of terms) {
    const sum = termProducts(term);
    if (!sum || !result) return null;
    result = result.flatMap((p) => sum.map((q) => new Set([...p, ...q])));
    if (result.length > MAX_PRODUCTS) return null;
  }
  return result;
}

function termProducts(term: string): Set<string>[] | null {
  let t = term.trim();
  while (t.startsWith('(') && t.endsWith(')') && balanced(t.slice(1, -1))) t = t.slice(1, -1).trim();
  if (t === 'true') return [new Set()];
  // De Morgan: `not (a and b)` is `not (a) or not (b)`, `not (a or b)` is `not (a) and not (b)`; `not (a)` is `not a`.
  const negated = /^not \((.*)\)$/.exec(t)?.[1];
  if (negated !== undefined && balanced(negated)) {
    const [any, all] = [conjunctsOf(negated), disjuncts(negated)];
    if (any.length > 1) return termProducts(any.map((c) => `not (${c})`).join(' or '));
    if (all.length > 1) return products(all.map((d) => `not (${d})`));
    if (/^[a-z_][a-z0-9_.]*$/.test(negated.trim())) return [new Set([`not ${negated.trim()}`])];
  }
  const sum = disjuncts(t);
  if (sum.length > 1) {
    const parts = sum.map(termProducts);
    if (parts.some((p) => p === null)) return null;
    const all = parts.flat() as Set<string>[];
    return all.length > MAX_PRODUCTS ? null : all;
  }
  const product = conjunctsOf(t);
  return product.length > 1 ? products(product) : [new Set([t])];
}

/** The same statement (target, operator, value) now under a strict subset of the conditions it ran under. */
export function guardDropped(was: WriteFact, now: WriteFact): boolean {
  return was.target.toLowerCase() === now.target.toLowerCase() && was.op === now.op && was.valueKey === now.valueKey && strictSuperset(was.guardTerms, now.guardTerms);
}

/**
 * What a changed write of an output or driver does to its permissives, or null. A switch-off (`:= FALSE`, `:= 0`,
 * `R=`) whose condition lost a conjunct runs in more cases: the output is held off more often, no interlock lost
 * (`offInMoreCases`, given by the caller). Not for a trip (a variable whose TRUE holds an output off, or read both
 * ways), where `:= FALSE` is a reset, nor for a later branch whose lost conjunct is an earlier branch not taken
 * (`ELSIF` after `IF NOT Permit OR NOT Flow`): the earlier branch's switch-off lost that case.
 */
export function changedWritePermissive(wasWrite: WriteFact, nowWrite: WriteFact, offInMoreCasesHolds = false, count = false): string | null {
  const [was, now] = wasWrite.op === nowWrite.op ? [latchAsGuarded(wasWrite), latchAsGuarded(nowWrite)] : [wasWrite, nowWrite];
  // A counter given 1 (`count`: a declared integer stepped elsewhere) is counted, not switched on.
  if (isTrue(now) && !isTrue(was) && !count) return OUTPUT_FORCED_CONSTANT;
  const offInMoreCases = offInMoreCasesHolds && isOff(was) && isOff(now) && was.op === now.op && was.value === now.value;
  if (strictSuperset(was.guardTerms, now.guardTerms) && !offInMoreCases) return INTERLOCK_REMOVED;
  // A switch-on whose guard lets more through: a conjunct weakened by an alternative (`Ready` → `Ready OR Jog`).
  if (!isOff(was) && !isOff(now) && wider(was.guardTerms, now.guardTerms)) return INTERLOCK_REMOVED;
  // A write that switches it off now runs in fewer cases: it no longer trips on what was dropped.
  if (isOff(was) && isOff(now) && narrower(was.guardTerms, now.guardTerms)) return INTERLOCK_REMOVED;
  const sameGuards = was.guardTerms.length === now.guardTerms.length && was.guardTerms.every((t, i) => t === now.guardTerms[i]);
  if (sameGuards && was.op === now.op && (strictSuperset(was.valueTerms, now.valueTerms) || (!was.literal && !now.literal && wider(was.valueTerms, now.valueTerms)))) return INTERLOCK_REMOVED;
  return null;
}

/**
 * `x S= c` is `IF c THEN x := TRUE` and `x R= c` is `IF c THEN x := FALSE` (IEC 61131-3): the operand is read as a
 * condition the constant is written under, so a reset whose operand lost an alternative runs in fewer cases
 * (`Running R= NOT StopPb OR Filled.Q` → `R= NOT StopPb`), and one that lost a conjunct runs in more.
 */
export function latchAsGuarded(w: WriteFact): WriteFact {
  if (w.op !== 'S=' && w.op !== 'R=') return w;
  const value = w.op === 'S=' ? 'TRUE' : 'FALSE';
  return { ...w, guardTerms: [...w.guardTerms, ...w.valueTerms.filter((t) => t !== 'true')], valueTerms: [value.toLowerCase()], value, literal: true, valueKey: value };
}

/**
 * A version's facts with each `S=`/`R=` read as the IF it is (`latchAsGuarded`, its operand also a guard as written),
 * for what the writes make of the variables (drivers, trips, latches), not for comparing the writes themselves.
 */
export function latchesAsIf(facts: UnitFacts): UnitFacts {
  if (!facts.writes.some((w) => w.op === 'S=' || w.op === 'R=')) return facts;
  const asIf = (w: WriteFact): WriteFact => (w.op === 'S=' || w.op === 'R=' ? { ...latchAsGuarded(w), op: ':=', guards: [...w.guards, w.value ?? ''], guardKeys: [...w.guardKeys, w.valueKey] } : w);
  return { ...facts, writes: facts.writes.map(asIf) };
}

/**
 * A write that held an output (or its driver) off now copies a signal (`Run := FALSE` → `Run := Jog`): FALSE has no
 * products, so every product of the old value holds in the new one and not the other way round, the looser reading
 * `wider` makes of a conjunct dropped. The output is now on where it was held off: an interlock removed, whether that
 * branch was a trip's response or normal operation (an idle state, an ELSE). Not for a trip (a variable whose TRUE
 * holds an output off, `trip`): copying a signal there trips in more cases. `:= 0` → `:= x` is a boolean reading only
 * for a BOOL (IEC allows 0 for FALSE); for a number 0 is a value like any other (a step, a setpoint), so it counts
 * only for a physical output, fail closed: a drive held at 0 now follows x. A constant value (`TRUE`, `5`) is not a
 * signal: other rules read it.
 */
export function noLongerHeldOff(was: WriteFact, now: WriteFact, target: { trip: boolean; boolean: boolean; physical: boolean }): string | null {
  if (was.op !== ':=' || now.op !== ':=' || !isOff(was) || literalWritten(now) !== null || target.trip) return null;
  const booleanOff = /^FALSE$/i.test(was.value ?? '') || target.boolean;
  return booleanOff || target.physical ? INTERLOCK_REMOVED : null;
}

/**
 * A write of an output or driver that is gone: one that switched it off took an interlock with it. For a trip (a
 * variable whose TRUE holds an output off) it is the other way round: its set is the interlock
 * (`IF HighHigh THEN Trip := TRUE`), while a reset removed leaves it latched, the output held off. The last write of a
 * physical output gone (`lastOfOutput`) leaves it at its last value, ON included: when that write's value was a
 * conjunction (`Motor := Feed AND LineOn`), each conjunct was a permissive that no longer switches it off, as if the
 * value had lost them all. A single term (a lamp copying a state, a timer's Q) has no permissive to lose. `holdsOff`
 * says whether the write switched its target off: `:= 0` does for a BOOL or a physical output, not for a number that
 * only drives one (a step set to 0 is another step, docs/safety.md).
 */
export function removedWritePermissive(was: WriteFact, trips: ReadonlySet<string>, lastOfOutput = false, holdsOff = isOff(was)): string | null {
  const interlock = trips.has(was.root) ? switchesOn(was) : holdsOff || (lastOfOutput && was.valueTerms.length >= 2);
  return interlock ? INTERLOCK_REMOVED : null;
}

/**
 * The last set of a variable read both ways gone (`alsoTrips`: `Avail := Ok AND NOT Fault` beside `FaultLamp :=
 * Fault`): nothing sets it any more, so the `NOT x` an output's driver reads is always TRUE and that interlock is
 * gone, whatever else reads it (fail closed). One set of several removed changes a command as much as a trip: left.
 * For a trip (read only as one, `trips`), a value computed from signals (`OverPressure := Pressure > Max`) sets it as
 * much as `:= TRUE` does (`setsVariable`): its last such write gone, it never trips again (`computedTrip`, where an
 * output's guard or a conjunction reads it, not only a lamp's negated copy `Lamp := NOT Shown`). Not for a variable
 * read both ways (a lead pump's toggle `LeadIsOne := NOT LeadIsOne` selects, it does not trip).
 */
export function lastSetOfTripRemoved(was: WriteFact, polarity: Pick<Polarity, 'trips' | 'alsoTrips'>, stillSet: boolean, computedTrip = false): string | null {
  const sets = computedTrip && polarity.trips.has(was.root) ? setsVariable(was) : (polarity.trips.has(was.root) || polarity.alsoTrips.has(was.root)) && switchesOn(was);
  return sets && !stillSet ? INTERLOCK_REMOVED : null;
}

/** The write may set its target TRUE: TRUE, 1, a set, or a value computed from signals (`Trip := Pressure > Max`). */
export const setsVariable = (w: WriteFact): boolean => switchesOn(w) || (w.op === ':=' && !w.literal && w.value !== null);

/**
 * A write that gates a physical output: it reads a condition or a signal (`FeedMotor := Pulse AND System_On`, `IF Ok
 * THEN Valve := TRUE`). Another variable written over its address sets it past them.
 */
export const gatesOutput = (w: WriteFact): boolean => w.op !== 'ADR' && w.op !== 'FOR' && (w.guards.length > 0 || !w.literal);

/** A physical output's address: `%Q…`, located or left to the mapping (`%Q*`). */
export const isOutputAddress = (address: string | null | undefined): boolean => (address ?? '').toUpperCase().startsWith('%Q');

/**
 * A timer's input that lost a conjunct, where its output is a permissive of an output: a timer's Q follows its IN
 * (TON, TOF and TP alike are TRUE only after IN was), so the output now switches on without what was dropped. Where
 * its output is a trip (`Burner := Ok AND NOT tonHot.Q`), an input TRUE in fewer cases (a conjunct added, an
 * alternative dropped, or FALSE) trips in fewer cases: the output is held off less often. The same where its output
 * sets a trip (a whole conjunct of the trip's set condition, `IF tonDry.Q THEN Fault := TRUE`).
 */
export function timerInputPermissive(was: readonly string[], now: readonly string[], permits = true, trips = false): string | null {
  // FALSE has no products: an IN forced FALSE is TRUE in no case, stricter than any signal.
  const never = (terms: readonly string[]) => terms.length === 1 && terms[0] === 'false';
  return (permits && strictSuperset(was, now)) || (trips && (stricter(was, now) || (never(now) && !never(was)))) ? INTERLOCK_REMOVED : null;
}

/** A new write of an output or driver: TRUE whatever else holds forces it, and so may a write through its address. */
export function addedWritePermissive(now: WriteFact): string | null {
  // `MEMSET(ADR(Relay), 1, 1)`: the output is set past every condition its own writes check.
  if (now.op === 'ADR') return OUTPUT_WRITTEN_THROUGH_ADDRESS;
  return isTrue(now) && now.guardTerms.length === 0 ? OUTPUT_FORCED_CONSTANT : null;
}

/**
 * The operands that differ between two terms of the same top-level operator (lower case, as printed), one for one:
 * an operand both keep keeps its role, so a signal read only there is untouched by the edit.
 */
export function changedOperands(was: readonly string[], now: readonly string[]): string[] {
  return [...multisetMinus(was, now, String), ...multisetMinus(now, was, String)];
}

/** `n := n + k` or `n := n - k`: a counter's step. */
export function counterStep(w: WriteFact): boolean {
  return w.op === ':=' && [' + ', ' - '].some((op) => (w.value ?? '').toLowerCase().startsWith(`${w.target.toLowerCase()}${op}`));
}

/**
 * A counter's step (`Cycles := Cycles + 1`) whose counter nothing else in either version reads (no other write, no
 * condition, no block input, not its own guards): added or removed, it counts other events, while its guards gate
 * everything else as before, so they lend it no safety.
 */
export function onlyCounts(w: WriteFact, sides: readonly UnitFacts[]): boolean {
  if (!counterStep(w)) return false;
  const names = (n: string) => n === w.root || n.startsWith(`${w.root}.`) || n.split('.')[0] === w.root;
  const reads = (text: string) => (text.match(NAME) ?? []).some((name) => names(name.toLowerCase()));
  return sides.every(
    (facts) =>
      facts.writes.every((o) => (counterStep(o) && o.root === w.root ? !o.guards.some(reads) : ![o.value ?? '', o.via ?? '', ...o.guards].some(reads))) &&
      facts.conditions.every((c) => !reads(c.text)) &&
      facts.fbCalls.every((c) => ![...c.inputs.values()].some((input) => reads(input.value))),
  );
}

/** `now` keeps some of the terms of `was` and nothing else: a conjunct was dropped. */
export function lostConjuncts(was: readonly string[], now: readonly string[]): boolean {
  return now.length < was.length && now.every((term) => was.includes(term));
}

/**
 * An AND chain that kept some of its conjuncts, each read positively as a permissive, and swapped the others for new
 * ones (`a AND b` → `c AND b`). A kept `NOT x` (`NOT EStopOk AND …`) may make the chain that signal's trip: not this.
 */
export function swappedConjuncts(was: readonly string[], now: readonly string[]): boolean {
  const kept = was.filter((t) => now.includes(t));
  return kept.length > 0 && kept.every((t) => !/^not\b/.test(t.trim())) && was.some((t) => !now.includes(t)) && now.some((t) => !was.includes(t));
}

/**
 * A condition that now lets more through (a conjunct dropped, or weakened by an alternative) over a write that
 * enables an output or its driver: a switch-on (TRUE, a set), or the reset of a trip (a variable whose TRUE holds an
 * output off, now reset while what held it is still there). The signal it no longer reads is the interlock removed,
 * as the write is. A state set under it (`State := 2`) is a step of a sequence: its write's item says so.
 */
export function loosenedEnable(was: string, now: string, guarded: readonly WriteFact[], trips: ReadonlySet<string>, alsoTrips: ReadonlySet<string> = new Set()): boolean {
  const [before, after] = [conjunctsOf(was.toLowerCase()), conjunctsOf(now.toLowerCase())];
  if (!strictSuperset(before, after) && !wider(before, after)) return false;
  return guarded.some((w) => w.op !== 'ADR' && w.op !== 'FOR' && (trips.has(w.root) ? isOff(w) : switchesOn(w) || (alsoTrips.has(w.root) && isOff(w))));
}

/** The same conjuncts, one for one, where some gained alternatives and none lost one (`a OR c` → `a OR b OR c`). */
export function alternativesAdded(was: readonly string[], now: readonly string[]): boolean {
  if (was.length !== now.length) return false;
  const gained = was.map((t, i) => {
    const [before, after] = [alternatives(t), alternatives(now[i]!)];
    return before.every((d) => after.includes(d)) ? after.length > before.length : null;
  });
  return gained.every((g) => g !== null) && gained.some((g) => g === true);
}

/**
 * The same conjuncts, one for one, where some lost alternatives and none gained one (`not a or not b` → `not a`,
 * also `not (a and b)` → `not (a)`, read by De Morgan as `negatedAlternatives` does): a condition that holds in fewer
 * cases without needing anything new.
 */
export function lostAlternativesOnly(was: readonly string[], now: readonly string[]): boolean {
  if (was.length !== now.length) return false;
  const lost = was.map((t, i) => {
    const [before, after] = [negatedAlternatives(t), negatedAlternatives(now[i]!)];
    return after.every((d) => before.includes(d)) ? after.length < before.length : null;
  });
  return lost.every((l) => l !== null) && lost.some((l) => l === true);
}

/** `NOT a` where there was `NOT a OR NOT b` (or `NOT (a AND b)`): the new condition is the old one with alternatives left out. */
export function fewerAlternatives(was: string, now: string): boolean {
  const [before, after] = [negatedAlternatives(was.toLowerCase()), negatedAlternatives(now.toLowerCase())];
  return after.length < before.length && after.every((d) => before.includes(d));
}

/** The names of lower-case terms as the texts spell them (`not emergencystop` → `EmergencyStop`). */
export function spelledAs(terms: readonly string[], texts: readonly string[]): string[] {
  const spelling = new Map(texts.flatMap((text) => (text.match(NAME) ?? []).map((name) => [name.toLowerCase(), name] as const)));
  return terms.flatMap((term) => (term.match(NAME) ?? []).map((name) => spelling.get(name.toLowerCase()) ?? name));
}

/** The alternatives a value lost when it lost only alternatives (`a OR b` → `a`: `b`, as spelled); null otherwise. */
export function lostAlternatives(was: string, now: string): string[] | null {
  const [before, after] = [alternatives(was.toLowerCase()), alternatives(now.toLowerCase())];
  if (after.length >= before.length || !after.every((t) => before.includes(t))) return null;
  return spelledAs(before.filter((t) => !after.includes(t)), [was]);
}

/**
 * The names of the top-level alternatives of a condition that read `name` (`MoverError OR EStop.Q OR Stop`, `Stop`:
 * `Stop`), as spelled; null where none does. A removed branch over state sets only: each alternative was a trigger
 * of its own, so a signal lends from its own alternative; the write's item carries the step.
 */
export function ownAlternatives(condition: string, name: string): string[] | null {
  const mine = disjuncts(condition.toLowerCase()).filter((d) => readsName(d, name));
  return mine.length > 0 ? spelledAs(mine, [condition]) : null;
}
