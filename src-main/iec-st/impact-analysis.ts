// What an edit of Structured Text does to the machine, for the approval card: the old and new texts' facts
// (impact-facts.ts) compared — outputs and variables now written differently, signals no longer read in conditions,
// constants that change value, function block inputs, calls and declarations — each item resolved to its
// declaration (and I/O address) and checked against the safety patterns. A text that cannot be read yields
// `not-analysed` with the reason: the card then says so instead of guessing.
import type { ImpactLocation, ImpactReport } from '../../src-shared/impact.ts';
import { alignCalls, alignConditions, multisetMinus } from './align-facts.ts';
import { alignBooleanCopies } from './boolean-copies.ts';
import { alignMemberInputs, readMemberInputs } from './member-inputs.ts';
import { executingSignals, overriddenMembers, safetySwitchOff } from './block-responses.ts';
import { edgeClocks, edgeSwappedForLevel, heldByEdge } from './edge-triggers.ts';
import { memberInputs, outputThroughArgument, outputsWrittenUnread, permitsOutput, safetyThroughVariable, setsTripLatch } from './removed-calls.ts';
import { heldOffBy } from './held-off.ts';
import { sameGuards as guardsHoldAlike } from './guard-logic.ts';
import { readNowhereNow, unreadFlagUnderPermissives } from './unread-code.ts';
import { membersRead, presetStepSignals, stepTimerSignals, timerContext, timersReading, timerWatches } from './timer-inputs.ts';
import { ImpactContext, TIMER_TYPES } from './impact-context.ts';
import { declarationChanges } from './impact-declarations.ts';
import { unitFacts, type ConditionFact, type FbCallFact, type UnitFacts, type UnitPart, type WriteFact } from './impact-facts.ts';
import { addedWritePermissive, alternatives, alternativesAdded, changedWritePermissive, conjunctsOf, fewerAlternatives, guardDropped, INTERLOCK_REMOVED, isOff, isOutputAddress, lastSetOfTripRemoved, latchAsGuarded, latchSources, loosenedEnable, lostAlternatives, narrower, OUTPUT_WRITTEN_THROUGH_ADDRESS, removedWritePermissive, setsVariable, switchesOn, timerInputPermissive, timerOutputs } from './permissives.ts';
import { lostInputOverride, lostOverride } from './lost-overrides.ts';
import { WriteReadings } from './write-readings.ts';
import { applyRenames, findRenames, renameText, type Rename } from './renames.ts';
import { globalKeys, globalListDeclarations, locatedIn, overSizeLimit, unlocated, unresolvedDeclarations } from './outer-declarations.ts';
import { ParseError } from './st-parser.ts';
import type { ImpactRequest } from './impact-request.ts';
import { at, capitalize, guardedList, guardedText, quote, readsName, statementText, when, writeKey, writeSubject } from './impact-text.ts';

export { projectDeclarations, type OuterDeclaration } from './outer-declarations.ts';
export type { ImpactRequest } from './impact-request.ts';

/** Edit distance beyond which aligning conditions is not worth it on a card (the diff's own limit, in lines). */
const MAX_ALIGNMENT_CELLS = 4_000_000;

export function analyzeImpact(request: ImpactRequest): ImpactReport {
  const mapping = request.ioMapping ?? {};
  const lists = globalListDeclarations(request.globalLists ?? [], mapping);
  const globals = [...(request.globals ?? []), ...lists.declarations];
  const outer = {
    namespaces: new Set(globals.flatMap((g) => (g.namespace ? [g.namespace.toLowerCase()] : []))),
    variables: new Set(globals.flatMap(globalKeys)),
    located: globals.flatMap((g) => (g.address && !g.address.includes('*') ? [[g.address, g.name] as const] : [])),
    mapping,
  };
  let before: UnitFacts;
  let after: UnitFacts;
  try {
    before = unitFacts(request.parts.map((p): UnitPart => ({ name: p.name, text: p.before })), outer);
  } catch (err) {
    return notAnalysed(err, 'the current text');
  }
  try {
    after = unitFacts(request.parts.map((p): UnitPart => ({ name: p.name, text: p.after })), outer);
  } catch (err) {
    return notAnalysed(err, 'the new text');
  }
  // An address two variables share in one version is read as the one declared there in both (`locatedNames`).
  const shared = (facts: UnitFacts) => [...facts.located.values()].some((names) => names.size > 1);
  if (shared(before)) before = unitFacts(request.parts.map((p): UnitPart => ({ name: p.name, text: p.before })), { ...outer, other: after.located });
  if (shared(after)) after = unitFacts(request.parts.map((p): UnitPart => ({ name: p.name, text: p.after })), { ...outer, other: before.located });
  // A local renamed everywhere is one item, not a variable no longer written and another newly written.
  const renames = findRenames(before, after);
  if (renames.length > 0) before = unitFacts(request.parts.map((p): UnitPart => ({ name: p.name, text: applyRenames(p.before, renames) })), { ...outer, other: after.located });
  // `IF c THEN y := TRUE; ELSE y := FALSE; END_IF` rewritten as `y := c` (or back): the same statement.
  alignBooleanCopies(before, after);
  // `T.IN := x; T();` rewritten as `T(IN := x)` (or back): the same call.
  alignMemberInputs(before, after);
  // `T.IN := x; T();` is `T(IN := x)` in either version: the rules that read a block's inputs read both.
  readMemberInputs(before);
  readMemberInputs(after);
  if (before.conditions.length * after.conditions.length > MAX_ALIGNMENT_CELLS || before.writes.length * after.writes.length > MAX_ALIGNMENT_CELLS) {
    return { status: 'too-large', reason: 'the texts have too many statements to compare on a card', items: [], safetySignals: [] };
  }
  for (const facts of [before, after]) {
    for (const declaration of facts.declarations.values()) {
      const mapped = unlocated(declaration.address) ? mapping[declaration.name.toLowerCase()] : undefined;
      if (mapped) declaration.address = mapped;
    }
  }
  const elsewhere = locatedIn(request.otherUnits ?? []);
  const context = new ImpactContext(before, after, { ...request, globals }, elsewhere.located, elsewhere.interfaces);
  const comparison = new Comparison(context);
  comparison.writes();
  comparison.conditions();
  comparison.fbCalls();
  comparison.calls();
  comparison.declarations();
  comparison.renames(renames);
  const report = context.report();
  const unresolved = unresolvedDeclarations(lists.unreadable, request.skippedGlobalLists ?? [], [...elsewhere.unreadable, ...overSizeLimit(request.skippedOtherUnits)]);
  return unresolved ? { ...report, unresolved } : report;
}

function notAnalysed(err: unknown, which: string): ImpactReport {
  if (!(err instanceof ParseError)) throw err;
  return { status: 'not-analysed', reason: `${which} could not be read as Structured Text (${err.message})`, items: [], safetySignals: [] };
}

/** The comparisons of both versions' facts (writes, conditions, block calls, calls, declarations, renames). */
class Comparison {
  /** Both versions, what they imply about each name, and the items made (impact-context.ts). */
  readonly #ctx: ImpactContext;
  readonly #old: UnitFacts;
  readonly #new: UnitFacts;
  /** How a write or condition of either version reads (a trip, a switch-off, a step) and what it lends its item. */
  readonly #read: WriteReadings;
  /** Writes whose removal took an interlock with it: the conditions removed with them go the same way. */
  readonly #removedInterlocks: WriteFact[] = [];
  /** Switch-offs whose conditions changed into an interlock removed (a trip's reset loosened), as they were. */
  readonly #loosenedSwitchOffs: WriteFact[] = [];
  /** New writes that remove an interlock (a bypass): the new conditions they run under are the bypass's key. */
  readonly #addedInterlockRemovals: WriteFact[] = [];

  constructor(context: ImpactContext) {
    this.#ctx = context;
    this.#old = context.old;
    this.#new = context.new;
    this.#read = new WriteReadings(context);
  }

  /** Outputs and variables written differently. */
  writes(): void {
    const oldOnly = multisetMinus(this.#old.writes, this.#new.writes, writeKey);
    const newOnly = multisetMinus(this.#new.writes, this.#old.writes, writeKey);
    const roots = new Set([...oldOnly.map((w) => w.root), ...newOnly.map((w) => w.root)]);
    for (const root of roots) {
      const added = newOnly.filter((w) => w.root === root);
      const trip = [this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips].some((names) => names.has(root));
      const removed = pairedByValue(oldOnly.filter((w) => w.root === root), added, (w) => trip && switchesOn(w));
      const pairs = Math.min(removed.length, added.length);
      for (let i = 0; i < pairs; i++) this.#changedWrite(removed[i]!, added[i]!);
      const stillWritten = this.#new.writes.some((w) => w.root === root);
      for (const w of removed.slice(pairs)) {
        const subject = this.#ctx.describe(w.target);
        // A switch-on removed after a trip branch (the output still written): normal operation, on in fewer cases.
        const lending = this.#read.guardsLending(w, stillWritten && switchesOn(w));
        // A write of the value an edge trigger on it has just shown it holds changes nothing.
        const permissive = this.#ctx.driven(w) && !this.#read.lockRelease(w) && !heldByEdge(w, this.#old, (i) => this.#ctx.declaration(i, 'old')?.type) ? removedWritePermissive(w, this.#ctx.polarity.trips, !stillWritten && this.#ctx.physicalOutput(root), this.#read.switchOff(w)) : null;
        if (permissive === INTERLOCK_REMOVED) this.#removedInterlocks.push(w);
        // A trip (or a variable read both ways) never set any more: flagged on its own (its conditions keep their own
        // safety). A trip computed from signals (`OverPressure := Pressure > Max`) gone is never set again either.
        const gates = (n: WriteFact) => n.root !== root && this.#ctx.driven(n) && (n.guards.some((g) => readsName(g, root)) || (n.valueTerms.length > 1 && readsName(n.value ?? '', root)));
        const computed = this.#old.writes.some(gates);
        const stillSet = this.#new.writes.some((n) => n.root === root && (computed ? setsVariable(n) : switchesOn(n)));
        const lastSet = this.#ctx.driven(w) ? lastSetOfTripRemoved(w, this.#ctx.polarity, stillSet, computed) : null;
        // A trip's last set gone is an interlock removed too: the condition it ran under goes the same way.
        if (permissive !== INTERLOCK_REMOVED && lastSet === INTERLOCK_REMOVED) this.#removedInterlocks.push(w);
        this.#ctx.add('write', 'no-longer-written', writeSubject(w), {
          old: statementText(w),
          text: stillWritten
            ? `${subject} is no longer set by ${statementText(w)} (${when(w.guards)}).`
            : `${subject} is no longer written: it keeps its last value (was ${statementText(w)}, ${when(w.guards)}).`,
          at: [at('old', w.site)],
          related: this.#read.onlyCounts(w) || unreadFlagUnderPermissives(this.#ctx, w) || this.#read.handedOnCode(w) ? [] : [w.value ?? '', ...lending, ...(switchesOn(w) && lending.length === w.guards.length ? this.#latchedSignals(w) : [])],
          permissive: permissive ?? lastSet,
          // A latch's set removed moves the safety signals it reaches; its reset removed holds it set.
          feeds: switchesOn(w) ? this.#ctx.latchSignals(root) : [],
        });
      }
      for (const w of added.slice(pairs)) {
        // A new switch-off of what votes a safety trip (a bypass of the vote): the trip now comes in fewer cases.
        // A new reset of a trip latch (one the old version set): the trip is cleared in more cases, its cause maybe present.
        const tripCleared = isOff(w) && [this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips].some((names) => names.has(root)) && this.#old.writes.some((o) => o.root === root && switchesOn(o));
        const permissive = (this.#ctx.driven(w) ? addedWritePermissive(w) : null) ?? ((this.#ctx.tripChain.sources.has(root) && isOff(w)) || tripCleared ? INTERLOCK_REMOVED : null);
        if (permissive === INTERLOCK_REMOVED) this.#addedInterlockRemovals.push(w);
        this.#ctx.add('write', 'newly-written', writeSubject(w), {
          new: statementText(w),
          text: `${this.#ctx.describe(w.target)} is now written: ${statementText(w)} (${when(w.guards)}).`,
          at: [at('new', w.site)],
          related: this.#read.onlyCounts(w) ? [] : [w.value ?? '', ...this.#read.guardsLending(w, isOff(w)), ...(switchesOn(w) ? heldOffBy([this.#old, this.#new], w, (n) => this.#ctx.safetySignal(n)) : [])],
          permissive,
        });
      }
    }
  }

  /**
   * The safety signals a switch-on removed carries as a latch set where they are read (`latchedFrom`). A physical
   * output only by its own guards (directly or through a timer watching one): one switched on in a safety signal's
   * branch elsewhere (the return coil the light curtain's branch sets) still is there, and its other switch-ons gone
   * leave it on in fewer cases, which the output's own rules judge.
   */
  #latchedSignals(w: WriteFact): string[] {
    if (!isOutputAddress(this.#ctx.addressOf(w.root))) return [...(this.#ctx.latchedFrom.get(w.target.toLowerCase()) ?? [])];
    return [...(latchSources([{ ...this.#old, writes: [w] }], this.#ctx.isTimer, (name) => this.#ctx.safetySignal(name)).get(w.target.toLowerCase()) ?? [])];
  }

  #changedWrite(was: WriteFact, now: WriteFact): void {
    const subject = this.#ctx.describe(now.target);
    const sites = [at('old', was.site), at('new', now.site)];
    // A switch-off turned into a switch-on (`Valve := FALSE` → `TRUE` in the idle step) is a new switch-on there: it takes
    // the safety signals of the branches that switch the variable off elsewhere, as a newly written one does.
    const related = [...this.#read.changedWriteParts(was, now), ...(isOff(was) && switchesOn(now) ? heldOffBy([this.#old, this.#new], now, (n) => this.#ctx.safetySignal(n)) : [])];
    // Another member or element of the same variable (`a[1]` → `a[2]`, `fb.Read(2).Tare` → `fb.Read(3).Tare`).
    if (was.target.toLowerCase() !== now.target.toLowerCase() && was.value === now.value) {
      this.#ctx.add('write', 'no-longer-written', writeSubject(was), { old: statementText(was), text: `${this.#ctx.describe(was.target)} is no longer set by ${statementText(was)} (${when(was.guards)}).`, at: [sites[0]!], related });
      this.#ctx.add('write', 'newly-written', writeSubject(now), { new: statementText(now), text: `${subject} is now written: ${statementText(now)} (${when(now.guards)}).`, at: [sites[1]!], related });
      return;
    }
    const sameGuards = was.guards.join('\u0000').toLowerCase() === now.guards.join('\u0000').toLowerCase();
    // The same value where only the `NOT (earlier)` guards changed (an earlier branch's condition), and they hold in
    // the same cases with the branch's own (`NOT (a AND e)` beside `b AND e` is `NOT (a)` beside it): no change.
    // So where a branch's own condition dropped a conjunct its earlier branches' `NOT (…)` already imply (`ELSIF Reset
    // AND n = 0` → `ELSIF Reset` after `IF … OR n <> 0`): the write runs in the same cases, the condition's item says so.
    // Only the earlier branches of the same IF are read (`NOT (…)` right before it), not an outer IF's ELSE around it.
    if (!sameGuards && was.target === now.target && was.op === now.op && was.value === now.value && ((this.#read.onlyEarlierBranchesChanged(was.guards, now.guards) && guardsHoldAlike(was.guards, now.guards)) || this.#sameIfImplies(was.guards, now.guards))) return;
    // A switch-off that runs in more cases holds the output off more often: not for a trip (its reset), nor where the
    // conjunct lost is an earlier branch not taken (that branch's own switch-off changed), nor a step set to 0.
    const trip = this.#read.tripVariable(now);
    const offInMoreCases = this.#read.offInMoreCases(was, now);
    // A trip set in more cases (an alternative added to its set's guard) trips more often: stricter, no interlock lost.
    // Not a physical output that another reads as `NOT x` (`doRetract := NOT doExtend`): switched on, it moves the machine.
    const tripSetWider = trip && !this.#read.offReading(now.root).physical && switchesOn(was) && switchesOn(now) && was.value === now.value && alternativesAdded(was.guardTerms, now.guardTerms);
    const permissive = (this.#ctx.driven(now) && !tripSetWider && !this.#read.tripValueWider(was, now) && !this.#read.tripResetNarrower(was, now) && !readNowhereNow(this.#ctx, now) ? (changedWritePermissive(was, now, offInMoreCases, this.#read.countValue(now)) ?? this.#levelForEdge(was, now) ?? this.#read.offStateInFewerCases(was, now) ?? lostOverride(this.#ctx, was, now) ?? this.#read.noLongerHeldOff(was, now)) : null) ?? this.#read.tripsInFewerCases(was, now) ?? this.#read.safetyBlockInputLoosened(was, now);
    if (permissive === INTERLOCK_REMOVED && isOff(was) && isOff(now)) this.#loosenedSwitchOffs.push(was);
    // Same statement under a condition whose limit changed: the condition's own item says so, once.
    if (!sameGuards && was.value === now.value && was.op === now.op && !permissive && this.#read.limitsOnly(was.guards, now.guards)) return;
    if (sameGuards && was.shape !== '' && was.shape === now.shape) {
      const input = this.#memberInputContext(was, now);
      this.#constants(now.target, was.literals, now.literals, sites, [...related, ...input.related], { permissive: permissive ?? input.permissive, written: true, feeds: input.feeds }, (from, to) =>
        was.literal ? `${capitalize(subject)} is set to ${to} instead of ${from} (${when(now.guards)}).` : `${capitalize(subject)} := ${now.value}: ${from} becomes ${to} (${when(now.guards)}).`,
      );
    } else if (now.literal && !was.literal && !now.guards.some((g) => /^FALSE$/i.test(g))) {
      // Also where its guards changed too (the ELSE of an IF that lost an alternative): the constant is the news. A
      // lamp (a physical output) that showed a safety signal's trip latch (`FaultLamp := Fault`, `Fault S= NOT
      // GuardDoorClosed`) no longer shows it at all: flagged by that signal, as an annunciator that lost it.
      const plain = alternatives((was.value ?? '').toLowerCase());
      const lostTrips = this.#ctx.physicalOutput(now.root) && plain.every((t) => /^[a-z_][a-z0-9_.]*$/.test(t)) ? plain.flatMap((n) => [...(this.#ctx.tripLatches.get(n) ?? [])]) : [];
      this.#ctx.add('write', 'now-constant', writeSubject(now), {
        old: was.value ?? undefined,
        new: now.value!,
        // The constant before the condition: "when nMode <> 0 0" read as one comparison.
        text: `Now drives ${subject} to the constant ${now.value}, ${when(now.guards)} (was ${was.value}${sameGuards ? '' : `, ${when(was.guards)}`}).`,
        at: sites,
        related: [...related, ...lostTrips],
        permissive,
      });
    } else if (sameGuards) {
      // An annunciator (a value that is only alternatives of plain signals) no longer sounding on a latch a safety signal
      // sets (`Horn := Trip OR Timeout` → `Horn := Timeout`, where `IF NOT ReliefOk THEN Trip := TRUE`): flagged by that signal.
      const plain = (text: string | null) => alternatives((text ?? '').toLowerCase()).filter((t) => /^[a-z_][a-z0-9_.]*$/.test(t));
      const annunciator = plain(was.value).length > 1 && plain(was.value).length === alternatives((was.value ?? '').toLowerCase()).length;
      const lostTrips = annunciator ? plain(was.value).filter((n) => !plain(now.value).includes(n)).flatMap((n) => [...(this.#ctx.tripLatches.get(n) ?? [])]) : [];
      this.#ctx.add('write', 'value-changed', writeSubject(now), { old: was.value ?? undefined, new: now.value ?? undefined, text: `${subject} now gets ${now.value} instead of ${was.value} (${when(now.guards)}).`, at: sites, related: [...related, ...lostTrips], permissive });
    } else {
      const never = now.guards.some((g) => /^FALSE$/i.test(g));
      this.#ctx.add('write', 'condition-changed', writeSubject(now), {
        old: when(was.guards),
        new: when(now.guards),
        text: never
          ? `${subject} := ${now.value} never runs now (its condition is FALSE; it ran ${when(was.guards)}).`
          : `${subject} := ${now.value} now runs ${when(now.guards)} (was ${when(was.guards)}${was.value !== now.value ? `, with ${was.value}` : ''}).`,
        at: sites,
        related,
        permissive,
        feeds: was.value === now.value && was.op === now.op ? this.#ctx.latchSignals(now.root) : [],
      });
    }
  }


  /**
   * Guards that differ only in the write's own (last) condition, which holds in the same cases beside the `NOT (c)` of
   * the earlier branches of its IF (the guards right before it): `ELSIF Reset AND n = 0` and `ELSIF Reset` after `IF …
   * OR n <> 0`.
   */
  #sameIfImplies(was: readonly string[], now: readonly string[]): boolean {
    const last = was.length - 1;
    if (last < 0 || was.length !== now.length || was.some((g, i) => i < last && g.toLowerCase() !== now[i]!.toLowerCase())) return false;
    let first = last;
    while (first > 0 && this.#read.earlierBranchNotTaken(was[first - 1]!)) first--;
    return first < last && guardsHoldAlike(was.slice(first), now.slice(first));
  }

  /** A switch-on now taken on a level where it was taken on its edge (`edgeSwappedForLevel`): it runs in more cases. */
  #levelForEdge(was: WriteFact, now: WriteFact): string | null {
    if (was.op !== now.op || !switchesOn(was) || !switchesOn(now)) return null;
    const [a, b] = [latchAsGuarded(was), latchAsGuarded(now)];
    return edgeSwappedForLevel(a.guardTerms, b.guardTerms, [this.#old, this.#new], (i) => this.#ctx.declaredEither(i)?.type) ? INTERLOCK_REMOVED : null;
  }

  /** Signals no longer read, or read differently, in conditions; conditions that became constant. */
  conditions(): void {
    for (const [was, now] of alignConditions(this.#old.conditions, this.#new.conditions)) {
      if (was && now) this.#changedCondition(was, now);
      else if (was) {
        for (const [key, name] of this.#signalsRead(was)) {
          // A variable read in the guard of its own switch-off (`IF Closing AND NOT PhotoEye THEN Closing := FALSE`)
          // has no say there (`IF c THEN x := FALSE` is the same): its item lends nothing from the condition's signals.
          const own = this.#old.writes.some((w) => w.root === name.toLowerCase() && w.target.toLowerCase() === w.root && isOff(w) && w.guards.includes(was.text));
          this.#ctx.add('condition', 'no-longer-read', name, {
            old: was.text,
            text: `${this.#ctx.describe(name)} is no longer read in the condition ${quote(was.text)}, which was removed${guardedText(was)}.`,
            at: [at('old', was.site)],
            // A lock's release removed (held engaged, stricter): the lock's name lends the condition's signals nothing.
            related: own ? [] : this.#read.onlyLockReleases(was) ? [was.text] : this.#read.removedConditionParts(was, name),
            ...(own ? { own } : {}),
            key,
            feeds: [...this.#removedWith(was), ...this.#latchesUnder(was, true)],
            permissive: this.#removedSwitchOffSignal(was, name) ?? this.#removedEnableGuard(was) ?? this.#earlierBranchOfLoosenedSwitchOff(was),
          });
        }
      } else if (now) {
        for (const [, name] of this.#signalsRead(now)) {
          this.#ctx.add('condition', 'newly-read', name, {
            new: now.text,
            text: `${this.#ctx.describe(name)} is now read in a new condition ${quote(now.text)}${guardedText(now)}.`,
            at: [at('new', now.site)],
            related: [now.text, ...now.guarded],
            // The key of a new bypass: the condition of a new write that removes an interlock.
            permissive: this.#addedInterlockRemovals.some((w) => w.guards.includes(now.text)) ? INTERLOCK_REMOVED : null,
          });
        }
      }
    }
  }

  /**
   * What a condition removed or added reads, less its named constants (`Level >= DRY_CLEAR`: `DRY_CLEAR` is a
   * VAR CONSTANT, a value and no signal; the limit is the measured signal's), and less its enumerated values compared
   * (`eState = E_State.Idle`). A condition of constants only keeps them.
   */
  #signalsRead(condition: ConditionFact): [string, string][] {
    const reads = [...condition.reads];
    const constant = (name: string) => [this.#ctx.declaration(name), this.#ctx.declaration(name, 'old')].some((d) => d !== undefined && 'constant' in d && d.constant === true);
    const signals = reads.filter(([key, name]) => !constant(name) && !(condition.compared.has(key) && this.#ctx.comparedValue(key)));
    return signals.length > 0 ? signals : reads;
  }

  /**
   * A condition removed with a write whose removal took an interlock: the safety signals that write reached, this
   * condition reached too. Not a latch's reset (a variable also set TRUE): removed, it holds the latch set.
   */
  #removedWith(was: ConditionFact): string[] {
    return this.#removedInterlocksUnder(was).flatMap((w) => this.#ctx.feeds.signals(w.root));
  }

  /**
   * A signal of a condition removed with a switch-off of a physical output (or driver) whose removal is an interlock
   * removed, where no write of that output still reads the signal: its only say over the output is gone, whatever the
   * names. One still read there (the command that also switches it on) keeps its role, also through a link the output
   * copies (`Lower := Link` after `Link := NOT FrontSensor`).
   */
  #removedSwitchOffSignal(was: ConditionFact, name: string): string | null {
    const stillReads = (root: string, seen = new Set<string>()): boolean =>
      !seen.has(root) &&
      this.#new.writes.some((x) => x.root === root && ([x.value ?? '', ...x.guards].some((text) => readsName(text, name)) || (x.value !== null && this.#ctx.isLink(x.value) && stillReads(x.value.toLowerCase(), seen.add(root)))));
    return this.#removedInterlocksUnder(was).some((w) => isOff(w) && !stillReads(w.root)) ? INTERLOCK_REMOVED : null;
  }

  /**
   * A condition removed while the writes it guarded stay, now under fewer conditions (the IF around them gone): the
   * extreme of a conjunct dropped (`loosenedEnable` with the condition become TRUE). Where it guarded a switch-on of
   * a physical output or driver (or a trip's reset), the signals it read are the interlock removed.
   */
  #removedEnableGuard(was: ConditionFact): string | null {
    const kept = this.#old.writes.filter((w) => this.#ctx.driven(w) && w.guards.includes(was.text) && !this.#read.numberStep(w) && this.#new.writes.some((n) => guardDropped(w, n)));
    return loosenedEnable(was.text, 'TRUE', kept, this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips) ? INTERLOCK_REMOVED : null;
  }

  /**
   * The safety signals switched on by the latches a condition sets or resets (`latchSignals`); of a condition removed,
   * only those it set: a latch's reset removed holds it set.
   */
  #latchesUnder(was: ConditionFact, removed = false): string[] {
    return this.#old.writes.filter((w) => w.guards.includes(was.text) && (switchesOn(w) || (!removed && isOff(w)))).flatMap((w) => this.#ctx.latchSignals(w.root));
  }

  /**
   * A condition removed whose branch came before a switch-off now loosened into an interlock removed (`IF bLSHH THEN
   * Trip := TRUE; ELSIF bReset THEN Trip := FALSE` → `IF bReset THEN Trip := FALSE`): the reset ran only when the
   * condition was FALSE (`NOT (bLSHH)`), and no longer waits for it; its signals are flagged as the reset is.
   */
  #earlierBranchOfLoosenedSwitchOff(was: ConditionFact): string | null {
    return this.#loosenedSwitchOffs.some((w) => w.guards.some((g) => g.toLowerCase() === `not (${was.text.toLowerCase()})`)) ? INTERLOCK_REMOVED : null;
  }

  #removedInterlocksUnder(was: ConditionFact): WriteFact[] {
    const latched = (w: WriteFact) => isOff(w) && this.#old.writes.some((o) => o.root === w.root && switchesOn(o));
    return this.#removedInterlocks.filter((w) => w.guards.includes(was.text) && !latched(w));
  }

  #changedCondition(was: ConditionFact, now: ConditionFact): void {
    const sites = [at('old', was.site), at('new', now.site)];
    // A lock engaged in more cases (or released in fewer) is stricter: its name lends the condition's signals nothing.
    const lockedMore = this.#read.lockedInMoreCases(was, now);
    const related = [...this.#read.changedConditionParts(was, now), ...(lockedMore ? [] : [...was.guarded, ...now.guarded])];
    // `IF TRUE` → `IF FALSE` is not a limit: it is a branch that now never (or always) runs.
    if (was.shape === now.shape && !now.constant) {
      const first = [...now.reads.values()][0] ?? now.text;
      const subject = (i: number) => now.literalSubjects[i] ?? first;
      // A limit in the set of a safety signal's trip latch moves where it trips; not one beside a kept conjunct of its reset.
      const tripSet = this.#old.writes.filter((w) => switchesOn(w) && w.guardTerms.length === 1 && w.guards.includes(was.text)).flatMap((w) => [...(this.#ctx.tripLatches.get(w.root) ?? [])]);
      // A literal limit moves only what this condition decides: the latches it sets or resets, not every latch the
      // measured signal feeds elsewhere (`IF Pressure < 100 THEN SupplyFailAlarm := TRUE`, Pressure also in a trip's set).
      const latchesOf = this.#old.writes.filter((w) => w.guards.some((g) => g === was.text || g === `NOT (${was.text})`)).map((w) => w.root);
      this.#constants(subject, was.literals, now.literals, sites, [...related, ...tripSet], { latchesOf }, (from, to, i) => `The limit in the condition ${quote(was.text)} changes from ${from} to ${to}${subject(i) === now.text ? '' : ` (for ${subject(i)})`}.`);
      return;
    }
    // An enumerated value compared (`CurrentState = E_State.Execute`) is no signal: the state compared with it is read
    // differently where one was swapped for another, added or dropped.
    const values = new Set([...was.compared.keys(), ...now.compared.keys()].filter((key) => this.#ctx.comparedValue(key)));
    const signals = (c: ConditionFact) => [...c.reads].filter(([key]) => !values.has(key));
    const lost = signals(was).filter(([key]) => !now.reads.has(key));
    const gained = signals(now).filter(([key]) => !was.reads.has(key));
    const swapped = new Set([...values].filter((key) => !was.reads.has(key) || !now.reads.has(key)).map((key) => (was.compared.get(key) ?? now.compared.get(key))!.toLowerCase()));
    const keptAll = signals(now).filter(([key]) => was.reads.has(key));
    const kept = keptAll.some(([key]) => swapped.has(key)) ? keptAll.filter(([key]) => swapped.has(key)) : keptAll;
    const consequence = now.constant === 'FALSE' ? `: the condition is now always FALSE, so ${guardedList(was)} never runs` : now.constant === 'TRUE' ? `: the condition is now always TRUE, so ${guardedList(was)} always runs` : '';
    // A condition that switches a physical output (or what drives one) off lost an alternative: that trip is gone.
    // The same for its ELSE: a switch-off under `NOT (a AND b)` that lost the conjunct b runs in fewer cases.
    // A condition that enables one (a switch-on, a trip's reset) and now lets more through: the conjunct it lost.
    // Not a write that runs in the same cases all the same (`#sameIfImplies`): the conjunct lost there was implied.
    const sameCases = (w: WriteFact) => this.#new.writes.some((n) => n.target === w.target && n.op === w.op && n.value === w.value && n.guards.includes(now.text) && this.#sameIfImplies(w.guards, n.guards));
    const enabled = this.#old.writes.filter((w) => this.#ctx.driven(w) && w.guards.includes(was.text) && !this.#read.numberStep(w) && !sameCases(w));
    const permissive =
      lost.length > 0 &&
      ((this.#tripsOutput(was) && fewerAlternatives(was.text, now.text)) ||
        (this.#read.setsTrip(was) && fewerAlternatives(was.text, now.text)) ||
        (this.#tripsOutput(was, 'else') && fewerAlternatives(`NOT (${was.text})`, `NOT (${now.text})`)) ||
        loosenedEnable(was.text, now.text, enabled, this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips))
        ? INTERLOCK_REMOVED
        : null;
    for (const [, name] of lost) {
      this.#ctx.add('condition', 'no-longer-read', name, {
        old: was.text,
        new: now.text,
        text: `${this.#ctx.describe(name)} is no longer read in the condition ${quote(was.text)} (now ${quote(now.text)})${consequence}.`,
        at: sites,
        related,
        permissive,
        feeds: lockedMore ? [] : this.#latchesUnder(was),
      });
    }
    // A conjunct gained by the set of a trip (`IF Step = 3 AND NOT LidClosed` → `… AND Running`): it trips in fewer
    // cases, and the signal now needed is what it lost, as an alternative dropped there is.
    const tripsInFewer = this.#read.setsTrip(was) && narrower(conjunctsOf(was.text.toLowerCase()), conjunctsOf(now.text.toLowerCase())) ? INTERLOCK_REMOVED : null;
    for (const [, name] of gained) {
      this.#ctx.add('condition', 'newly-read', name, { old: was.text, new: now.text, text: `${this.#ctx.describe(name)} is now read in the condition ${quote(now.text)} (was ${quote(was.text)}).`, at: sites, related, permissive: tripsInFewer });
    }
    // A signal that stays in a condition whose other signals changed is not news; one whose comparison changed is.
    for (const [, name] of lost.length + gained.length === 0 ? kept : []) {
      this.#ctx.add('condition', 'read-differently', name, { old: was.text, new: now.text, text: `${this.#ctx.describe(name)} is read differently: ${quote(was.text)} becomes ${quote(now.text)}${consequence}.`, at: sites, related });
    }
    if (lost.length + gained.length + kept.length === 0 && now.constant) {
      this.#ctx.add('condition', now.constant === 'FALSE' ? 'now-never' : 'now-always', now.text, { old: was.text, new: now.text, text: `The condition ${quote(was.text)} becomes ${now.text}${consequence}.`, at: sites, related });
    }
  }

  /** The condition (of the old version) guards a write that switches a physical output or its driver off. */
  #tripsOutput(condition: ConditionFact, branch: 'then' | 'else' = 'then'): boolean {
    const guard = branch === 'then' ? condition.text : `NOT (${condition.text})`;
    // A trip's reset is no switch-off: run in fewer cases, the trip holds longer (`tripResetNarrower`).
    return this.#old.writes.some((w) => this.#ctx.driven(w) && ((isOff(w) && !(branch === 'then' && this.#read.tripReset(w))) || this.#read.offState(w)) && w.guards.includes(guard));
  }

  /** Function block instances whose inputs change, or that are no longer or newly called. */
  fbCalls(): void {
    const instances = new Set([...this.#old.fbCalls, ...this.#new.fbCalls].map((c) => c.instance));
    for (const instance of instances) {
      const was = this.#old.fbCalls.filter((c) => c.instance === instance);
      const now = this.#new.fbCalls.filter((c) => c.instance === instance);
      const aligned = alignCalls(was, now);
      for (const [a, b] of aligned.pairs) this.#changedFbCall(a, b);
      // A method or function called as a statement is a `calls` item; only its inputs are compared here, and one of
      // its calls gone (or added) while others stay.
      if (!(was[0] ?? now[0])!.declared) {
        if (now.length > 0) for (const c of aligned.removed) this.#ctx.add('call', 'no-longer-called', c.display, { text: `${c.display} is no longer called ${when(c.guards)} (its other calls stay).`, at: [at('old', c.site)], related: [...c.guards, ...[...c.inputs.values()].map((input) => input.value)] });
        if (was.length > 0) for (const c of aligned.added) this.#ctx.add('call', 'newly-called', c.display, { text: `${c.display} is now also called ${when(c.guards)}.`, at: [at('new', c.site)], related: [...c.guards] });
        continue;
      }
      if (now.length === 0) {
        const call = was[0]!;
        // A block whose output a safety signal's write reads: that signal stops following it. A block whose inputs
        // read a safety signal no longer gets it: its outputs hold whatever that signal last let through. Inputs
        // written as members (`fb.xEnable := xEStopOk; fb();`) are inputs of the call too.
        const drives = this.#ctx.drivesSafety.get(instance.toLowerCase()) ?? safetyThroughVariable(this.#ctx, instance);
        const inputs = [...[...call.inputs.values()].map((input) => input.value), ...memberInputs(this.#ctx, instance)];
        const through = outputThroughArgument(this.#ctx, call);
        const permissive = drives ? `drives ${drives}` : setsTripLatch(this.#ctx, instance) || permitsOutput(this.#ctx, instance) ? INTERLOCK_REMOVED : through ? `drives ${through}` : null;
        this.#ctx.add('fb-call', 'no-longer-called', call.display, { text: `${this.#ctx.describe(call.display)} is no longer called: its outputs stop updating.`, at: [at('old', call.site)], related: [...call.guards, ...inputs], permissive });
      } else if (was.length === 0) {
        const call = now[0]!;
        this.#ctx.add('fb-call', 'newly-called', call.display, { text: `${this.#ctx.describe(call.display)} is now called ${when(call.guards)}.`, at: [at('new', call.site)], related: [...call.guards] });
      }
    }
  }

  /**
   * A member write read as an input of its block's call (`tmr.PT := T#5s; tmr();`, `readMemberInputs`) answers to what
   * the argument would: a timer's preset to what the timer watches and the step its Q starts, another block's input
   * to the safety signals that execute it; a block whose output a safety signal's write reads drives that signal.
   */
  #memberInputContext(was: WriteFact, now: WriteFact): { related: string[]; feeds: string[]; permissive: string | null } {
    const call = this.#new.fbCalls.find((c) => [...c.inputs.values()].some((input) => input.member === now)) ?? this.#old.fbCalls.find((c) => [...c.inputs.values()].some((input) => input.member === was));
    if (!call) return { related: [], feeds: [], permissive: null };
    const key = [...call.inputs].find(([, input]) => input.member === now || input.member === was)![0];
    const drives = this.#ctx.drivesSafety.get(call.instance.toLowerCase());
    const permissive = drives ? `drives ${drives}` : null;
    if (!this.#ctx.isTimer(call.instance)) return { related: executingSignals(call.instance, [this.#old, this.#new], (name) => this.#ctx.safetySignal(name)), feeds: [], permissive };
    const inputs = [this.#old, this.#new].flatMap((facts) => facts.fbCalls.filter((c) => c.instance === call.instance).flatMap((c) => [...c.inputs.values()]));
    const feeds = key === 'pt' ? stepTimerSignals(this.#ctx, [call.instance]) : key === 'in' ? this.#ctx.switchedOnBy(`${call.instance.toLowerCase()}.q`) : [];
    return { related: timerContext(this.#ctx, inputs), feeds, permissive };
  }

  #changedFbCall(was: FbCallFact, now: FbCallFact): void {
    const type = this.#ctx.declaredEither(now.instance)?.type.toLowerCase() ?? '';
    const oldType = this.#ctx.declaration(was.instance, 'old')?.type.toLowerCase() ?? type;
    const sites = [at('old', was.site), at('new', now.site)];
    // RS and SR name their inputs S/R1 and S1/R: a latch whose type swaps keeps its set and reset signals.
    const latch = (t: string) => t === 'rs' || t === 'sr';
    const inputs = (fact: FbCallFact, t: string) => (latch(t) ? new Map([...fact.inputs].map(([k, v]) => [k.replace(/^(s|r|set|reset)1$/, '$1'), v])) : fact.inputs);
    // Inputs written as members before the call (`readMemberInputs`) count for what the block is; their changes are
    // the writes' items, not the call's.
    const wasAll = inputs(was, oldType);
    const nowAll = inputs(now, type);
    const argumentsOf = (all: FbCallFact['inputs']) => new Map([...all].filter(([, input]) => !input.member));
    const wasInputs = argumentsOf(wasAll);
    const nowInputs = argumentsOf(nowAll);
    // A timer is one function of all its inputs: one that times a safety-relevant variable of its own POU or a
    // global (`IN := xK1 = stIn.xFdbk1`), or whose preset is named for one (`PT := tLockout`), is safety-relevant in
    // each. Another block's output it times (`IN := fbTwoHand.xEnable`) is that block's concern, not the timer's.
    const timer = TIMER_TYPES.has(type) || TIMER_TYPES.has(oldType);
    // A block executed by a safety signal (`fbStop(Execute := bSafeStopReq OR …)`, PLCopen's rising edge) is that
    // signal's response: its other inputs (the stop's deceleration) are the response's parameters.
    const executedBy = timer ? [] : executingSignals(now.instance, [this.#old, this.#new], (name) => this.#ctx.safetySignal(name));
    // A method or function called under the same guards (`IF rtEStopLost.Q THEN ChangeState(…)`) is that guard's
    // response: its arguments are the response's, so the guard's signals count (an edge trigger's Q its CLK's).
    const response = !now.declared && !membersRead(this.#ctx, now.instance) && was.guards.join('\u0000') === now.guards.join('\u0000') ? edgeClocks(now.guards, [this.#old, this.#new], (i) => this.#ctx.declaredEither(i)?.type) : [];
    const context = timer ? timerContext(this.#ctx, [...wasAll.values(), ...nowAll.values()]) : [...executedBy, ...response];
    const drives = this.#ctx.drivesSafety.get(now.instance.toLowerCase());
    // A timer whose Q an output needs (`DosePump := TOF1.Q AND FeedPump`) passes on a conjunct its IN loses; one whose
    // Q only sets trips (`IF tonDry.Q THEN Fault := TRUE`) trips in more cases then, stricter.
    const permits = timer && (this.#ctx.permitsBeyondTrips(`${now.instance.toLowerCase()}.q`) || this.#ctx.neededByOutput(`${now.instance}.q`));
    // A timer whose Q holds an output off (`Burner := Ok AND NOT tonHot.Q`), or sets a trip (`IF tonDry.Q THEN Fault
    // := TRUE`), trips in fewer cases when IN is TRUE in fewer (stricter, or FALSE).
    const q = `${now.instance.toLowerCase()}.q`;
    // A variable given the Q (`LevelLow := DryRunTmr.Q`, read as `NOT LevelLow` by the pumps) is that Q.
    const given = [...timerOutputs([this.#old, this.#new], this.#ctx.isTimer)].filter(([, instance]) => `${instance}.q` === q).map(([variable]) => variable);
    const trips = timer && [q, ...given].some((name) => this.#ctx.polarity.trips.has(name) || this.#ctx.tripSources.has(name));
    // By IEC 61131-3 `fb(x := v)` is `fb.x := v; fb()`: an input of a block whose output reaches a physical output (or
    // a driver of one) drives it, fail closed; an argument that loses a conjunct or becomes TRUE is interlock removed.
    const reaches = !timer && !drives && this.#ctx.blockGatesOutput(now.instance);
    for (const key of new Set([...wasInputs.keys(), ...nowInputs.keys()])) {
      const a = wasInputs.get(key);
      const b = nowInputs.get(key);
      if (a?.key === b?.key) continue;
      // An argument given now overrides the member writes of that input (`fbPower.Enable := FALSE` under a safety guard).
      const overridden = !a && b && now.declared ? overriddenMembers(now.instance, key, this.#new) : [];
      const lostSwitchOff = overridden.some((w) => safetySwitchOff(w, (name) => this.#ctx.safetySignal(name))) ? INTERLOCK_REMOVED : null;
      const blockInput = reaches && a && b ? timerInputPermissive(a.terms, b.terms) : null;
      // An argument that carried a safety switch-off of the variable it copied, and now copies none (`lostInputOverride`).
      const lostInput = !timer && now.declared && a && b ? lostInputOverride(this.#ctx, now.instance, a.value, b.value) : null;
      const flag = drives ? `drives ${drives}` : key === 'in' && a && b ? (timerInputPermissive(a.terms, b.terms, permits, trips) ?? blockInput) : (lostSwitchOff ?? blockInput ?? lostInput);
      const param = (b ?? a)!.name;
      const subject = `${now.display}.${param}`;
      // Its Execute that only lost alternatives, the safety signal among those it keeps: the response runs as before.
      const kept = key === 'execute' && a && b && executedBy.length > 0 ? lostAlternatives(a.value, b.value) : null;
      if (a && b && a.shape === b.shape) {
        // A timer of the FB a method belongs to is not declared in the method: PT still names its preset.
        const what = (TIMER_TYPES.has(type) || (!now.declared && type === '')) && key === 'pt' ? `Timer ${now.display}: preset ${param}` : `${now.display}: input ${param}`;
        // A limit in the IN of a timer whose Q switches a safety signal on (`bGasWarning := tonWarning.Q`, `bVentFan :=
        // bGasAlarm OR bGasWarning`) moves where that signal switches on.
        // A step timer's preset given at the call times the step before a safety output's (as one held in a variable).
        const feeds = timer && key === 'in' ? this.#ctx.switchedOnBy(`${now.instance.toLowerCase()}.q`) : timer && key === 'pt' ? stepTimerSignals(this.#ctx, [now.instance]) : [];
        this.#constants(subject, a.literals, b.literals, sites, [a.value, b.value, ...context], { permissive: flag, feeds }, (from, to) => (a.literal ? `${what} changes from ${from} to ${to}.` : `${what} := ${b.value}: ${from} becomes ${to}.`));
      } else {
        const text = !b
          ? `${now.display} no longer gets input ${param} (was ${a!.value}).`
          : !a
            ? `${now.display} now gets input ${param} := ${b.value}.`
            : `${now.display} input ${param} changes from ${a.value} to ${b.value}.`;
        this.#ctx.add('fb-call', 'inputs-changed', subject, { old: a?.value, new: b?.value, text, at: sites, related: kept ?? [a?.value ?? '', b?.value ?? '', ...context, ...overridden.flatMap((w) => w.guards)], key: now.instance, permissive: flag });
      }
    }
  }

  /** One item per constant that differs between two values of the same shape. */
  #constants(
    subject: string | ((i: number) => string),
    was: readonly string[],
    now: readonly string[],
    sites: ImpactLocation[],
    related: string[],
    write: { permissive?: string | null; written?: boolean; latchesOf?: string[]; feeds?: string[] },
    text: (from: string, to: string, i: number) => string,
  ): void {
    was.forEach((from, i) => {
      const to = now[i]!;
      if (from !== to) this.#ctx.add('constant', 'value-changed', typeof subject === 'string' ? subject : subject(i), { old: from, new: to, text: text(from, to, i), at: sites, related, ...write });
    });
  }

  /** Functions, methods and programs called or no longer called; the guards a call statement ran under are its context. */
  calls(): void {
    const guardsOf = (facts: UnitFacts, key: string) => facts.fbCalls.filter((c) => !c.declared && c.instance === key).flatMap((c) => c.guards);
    for (const [key, call] of this.#old.calls) {
      const guards = guardsOf(this.#old, key);
      // A method of a block instance called here (`fbLid.CyclicLogic()`): that block's logic on the inputs its
      // calls give it, so what those read counts (the e-stop it is given no longer acted on there).
      const [instance, method] = key.split('.');
      // Its inputs written as members (`fbRam.bTwoHandOk := …; fbRam.Run();`, a library component run through
      // I_Runnable) are the same inputs, as for a block call.
      const inputs = method !== undefined && !this.#ctx.isTimer(instance!) ? [...this.#old.fbCalls.filter((c) => c.declared && c.instance === instance).flatMap((c) => [...c.inputs.values()].map((input) => input.value)), ...memberInputs(this.#ctx, instance!)] : [];
      // A method of this block whose writes switch a safety signal on (`CheckGas` setting the alarm latch the
      // emergency fan has as an alternative): not called, they are never evaluated. Not its resets (a latch held set).
      const feeds = method === undefined ? this.#old.writes.filter((w) => w.member === key && !isOff(w)).flatMap((w) => this.#ctx.switchedOnBy(w.root)) : [];
      // This POU's own code not read here (`M_Enable();`) that is all that can write its unwritten physical outputs.
      const unread = this.#new.calls.has(key) ? [] : outputsWrittenUnread(this.#ctx, key);
      const permissive = unread.length > 0 ? `outputs written only in code not read (${unread.join(', ')})` : null;
      if (!this.#new.calls.has(key)) this.#ctx.add('call', 'no-longer-called', call.display, { text: `${call.display} is no longer called${guards.length > 0 ? ` (it ran ${when(guards)})` : ''}.`, at: [at('old', call.site)], related: [...guards, ...inputs], feeds, permissive });
    }
    for (const [key, call] of this.#new.calls) {
      // A call that writes through an address (`MEMSET(ADR(Relay), 1, 1)`) is about what it writes.
      const written = this.#new.writes.filter((w) => w.op === 'ADR' && w.site.part === call.site.part && w.site.line === call.site.line);
      const permissive = written.some((w) => this.#ctx.driven(w)) ? OUTPUT_WRITTEN_THROUGH_ADDRESS : null;
      if (!this.#old.calls.has(key)) this.#ctx.add('call', 'newly-called', call.display, { text: `${call.display} is now called ${when(guardsOf(this.#new, key))}.`, at: [at('new', call.site)], related: [...written.map((w) => w.target), ...guardsOf(this.#new, key)], permissive });
    }
  }

  /** Declarations added, removed or retyped; I/O addresses taken or freed; initial values changed (impact-declarations.ts). */
  declarations(): void {
    declarationChanges(this.#old.declarations, this.#new.declarations, (kind, change, subject, detail) => this.#ctx.add(kind, change, subject, detail), (name) => timersReading(this.#ctx, name), (instance, types) => timerWatches(this.#ctx, instance, types), (name) => presetStepSignals(this.#ctx, name));
  }

  /** Locals renamed: the text changes, the machine does not. */
  renames(renames: readonly Rename[]): void {
    for (const { from, to } of renames) {
      const site = this.#new.declarations.get(to.name.toLowerCase())!.site;
      this.#ctx.add('declaration', 'renamed', to.name, {
        old: from.name,
        new: to.name,
        text: renameText(from, to),
        at: [at('new', site)],
        // A renamed variable keeps its old name's safety (a located one its address's too): the name was what said so.
        related: [from.name],
      });
    }
  }

}

/**
 * The writes removed, ordered to pair with the writes added: where fewer were added and pairing each added write with
 * a removed one of the same value leaves only writes `leftOver` accepts (a trip's sets), that pairing (`IF Hi THEN
 * Trip := TRUE; ELSIF Reset THEN Trip := FALSE` → `IF Reset THEN Trip := FALSE`: the reset changed its condition, the
 * set is what was removed); else the order they were written in.
 */
export function pairedByValue(removed: WriteFact[], added: readonly WriteFact[], leftOver: (w: WriteFact) => boolean): WriteFact[] {
  if (removed.length <= added.length) return removed;
  const left = [...removed];
  const value = (w: WriteFact) => `${w.op} ${w.value ?? ''}`.toLowerCase();
  const paired = added.map((a) => {
    const i = left.findIndex((w) => value(w) === value(a));
    return left.splice(i === -1 ? 0 : i, 1)[0]!;
  });
  return left.every(leftOver) ? [...paired, ...left] : removed;
}
