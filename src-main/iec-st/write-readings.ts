// How the comparison of two versions reads a write or a condition (impact-analysis.ts): a trip, a switch-off, a step
// of a sequence, a state set, a code handed on; and which signals a changed write or condition lends its item, for
// its safety flag. Every reading looks at both versions through the impact context.
import { changedOperands, alternatives, latchAsGuarded, alternativesAdded, changedWritePermissive, conjunctsOf, counterStep, disjuncts, fewerAlternatives, INTERLOCK_REMOVED, isOff, isOutputAddress, lostAlternativesOnly, lostConjuncts, narrower, noLongerHeldOff, onlyCounts, ownAlternatives, setsVariable, spelledAs, stricter, swappedConjuncts, switchesOn, wider } from './permissives.ts';
import type { ImpactContext } from './impact-context.ts';
import type { ConditionFact, UnitFacts, WriteFact } from './impact-facts.ts';
import { singleCase, stem, typeSafetyPattern, words } from './safety-patterns.ts';
import { unreadCode } from './unread-code.ts';
import { unsafeSideSignals } from './unsafe-side.ts';
import { QUALIFIED_NAME, readsName } from './impact-text.ts';

/**
 * A variable named for a lock (`GuardLockOn`, `bGuardLockSolenoid`, `Lockout`, `_Locked`): its TRUE is the lock
 * engaged, the side that holds the machine safe. Not a release or an unlock (`LockRelease`, `UnlockDoor`), nor a lock's
 * status read as a permissive (`LockOk`).
 */
export function lockNamed(name: string): boolean {
  const not = ['unlock', 'releas', 'open', 'off', 'free', 'ok'];
  // One case throughout (`DOORLOCKED`): the words cannot be told apart, so they are looked for anywhere in the name.
  if (singleCase(name)) return /lock/i.test(name) && !not.some((w) => name.toLowerCase().includes(w));
  const stems = words(name).map(stem);
  return stems.some((w) => w === 'lock' || w === 'lockout') && !stems.some((w) => not.includes(w));
}

/** Readings of writes and conditions of both versions, shared by the comparisons of writes and conditions. */
export class WriteReadings {
  readonly #ctx: ImpactContext;
  readonly #old: UnitFacts;
  readonly #new: UnitFacts;

  constructor(context: ImpactContext) {
    this.#ctx = context;
    this.#old = context.old;
    this.#new = context.new;
  }

  tripVariable = (w: WriteFact) => [this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips, this.#ctx.tripSources].some((names) => names.has(w.root));

  /**
   * A physical output that is no trip itself but sets one (`tonTravel(IN := MoveUp OR MoveDown)`, a watchdog whose Q
   * latches a fault): its `:= FALSE` switches the output off, no trip's reset; held off more often, it is off.
   */
  outputSettingTrip(root: string): boolean {
    return this.offReading(root).physical && !this.#ctx.polarity.trips.has(root) && !this.#ctx.polarity.alsoTrips.has(root);
  }

  /**
   * The reset of a trip (read by outputs and drivers only as one, no physical output itself) now run in fewer cases
   * (`IF Closed OR Open THEN Trip := FALSE` → `IF Closed`): stricter, the trip holds longer; no interlock removed.
   */
  tripResetNarrower(was: WriteFact, now: WriteFact): boolean {
    return this.tripReset(was) && isOff(now) && was.op === now.op && was.value === now.value && narrower(was.guardTerms, now.guardTerms);
  }

  /**
   * A write that resets a trip (`:= FALSE`, `R=`), no physical output: a variable outputs and drivers read only as a
   * trip, or read as one and otherwise never whole and positively (as an alternative of a switch-off's guard, `IF
   * EmergencyOpen OR ObstacleTrip THEN Close := FALSE`, and inside the `NOT (…)` of the branches after it), that holds
   * a physical output off itself (a whole alternative of its switch-off's guard, or `NOT x` in its value or switch-on's
   * guard). A request that clears a fault flag (`IF bAckRequest THEN bFault := FALSE`) is no such trip.
   */
  tripReset(w: WriteFact): boolean {
    if (!isOff(w) || this.offReading(w.root).physical) return false;
    const writes = [...this.#old.writes, ...this.#new.writes];
    const positively = (x: WriteFact) => !isOff(x) && (x.guardTerms.includes(w.root) || x.valueTerms.includes(w.root));
    const negated = `not ${w.root}`;
    const holdsOff = (x: WriteFact) => this.offReading(x.root).physical && (isOff(x) ? x.guardTerms.some((t) => alternatives(t).includes(w.root)) : x.guardTerms.includes(negated) || x.valueTerms.includes(negated));
    const trip = this.#ctx.polarity.trips.has(w.root) || (this.#ctx.polarity.alsoTrips.has(w.root) && !writes.some(positively));
    return trip && writes.some(holdsOff);
  }

  /**
   * A trip (outputs and drivers read it only as one, no physical output) whose value, under the same guards, gained
   * alternatives (`heatersOff := … OR NOT limiterOk` → `… OR NOT limiterOk OR NOT pressureSwitchOk`): it trips in more
   * cases, stricter, no interlock lost; only what it gained is news.
   */
  tripValueWider(was: WriteFact, now: WriteFact): boolean {
    const plain = (w: WriteFact) => w.op === ':=' && !w.literal && w.value !== null;
    return this.#ctx.polarity.trips.has(now.root) && !this.offReading(now.root).physical && plain(was) && plain(now) && was.guardKeys.join('\u0000') === now.guardKeys.join('\u0000') && alternativesAdded(was.valueTerms, now.valueTerms);
  }

  /** A switch-off that may run in more cases and holds off more: not a trip's reset, a step, or an earlier branch not taken. */
  offInMoreCases(was: WriteFact, now: WriteFact): boolean {
    // Run in more cases only because an earlier branch that set this variable lost them: the set's item is the news.
    // Not for a trip read only as one (`polarity.trips`): its reset in more cases still is (docs/safety.md).
    const setLost = !this.#ctx.polarity.trips.has(now.root) && !this.#ctx.tripSources.has(now.root) && was.guards.some((g) => !now.guards.includes(g)) && was.guards.every((g) => now.guards.includes(g) || (this.earlierBranchNotTaken(g) && this.earlierBranchSetsOn(g, now.root)));
    return (!this.tripVariable(now) || this.outputSettingTrip(now.root) || setLost) && this.holdsOff(now) && !this.stepAction(now) && was.guards.every((g) => now.guards.includes(g) || !this.earlierBranchNotTaken(g) || this.earlierBranchSetsOn(g, now.root));
  }

  /**
   * The earlier branch of `NOT (c)` (`IF c THEN x := TRUE ELSIF … THEN x := FALSE`) only switched this variable on:
   * where it lost a case, the later switch-off takes it, so the variable is on in fewer cases, held off more; the set's
   * own item says so (flagged where the variable is a trip that now trips in fewer cases). Not where that branch
   * switched something off (its switch-off lost the case, docs/safety.md).
   */
  earlierBranchSetsOn(guard: string, root: string): boolean {
    const inner = /^NOT \((.*)\)$/.exec(guard)?.[1];
    const branch = this.#old.writes.filter((w) => w.guards[w.guards.length - 1] === inner);
    return branch.length > 0 && branch.every((w) => w.root === root && switchesOn(w));
  }

  /**
   * What a changed write reads that the edit touched, for its safety flag. A conjunct of its value both versions
   * keep keeps its role (the write still needs it), so a safety signal read there is untouched when another conjunct
   * changes (`Run := X2 AND EStopOk AND (Run OR Start)` → `… AND Start`); so is a guard conjunct both keep, when
   * TRUE is written under other guards. A write that switches something off is a trip, where
   * every conjunct gates the others; it keeps all its signals, as does a write whose value and guards both changed.
   */
  changedWriteParts(was: WriteFact, now: WriteFact): string[] {
    const all = [was.value ?? '', now.value ?? '', ...was.guards, ...now.guards];
    const atoms = (terms: readonly string[]) => terms.flatMap(alternatives);
    // A trip whose value gained alternatives trips in more cases: the signals it kept trip as before (`tripValueWider`).
    if (this.tripValueWider(was, now)) return spelledAs(changedOperands(atoms(was.valueTerms), atoms(now.valueTerms)), all);
    // A switch-off branch whose guard gained alternatives (`IF NOT EStopOk` → `IF NOT EStopOk OR NOT Enable`): held
    // off in more cases, the signals it kept trip as before; only what it gained is news.
    if (was.value === now.value && was.op === now.op && this.switchOffBranch(this.#old.writes.filter((w) => w.guards.join('\u0000') === was.guards.join('\u0000'))) && alternativesAdded(was.guardTerms, now.guardTerms)) return spelledAs(changedOperands(atoms(was.guardTerms), atoms(now.guardTerms)), all);
    // A switch-off whose guard now lets more through (a conjunct dropped, or weakened by an alternative) holds the
    // output off in more cases: no interlock removed; only what it gained is news (docs/safety.md). Not a latch's
    // reset (the variable also set TRUE in this object): a trip reset in more cases. A physical output that is no trip
    // (a heater's hysteresis, a lamp lit at the end) switched off in more cases is simply off more often.
    const latch = this.#old.writes.some((o) => o.root === was.root && switchesOn(o)) && !isOutputAddress(this.#ctx.addressOf(was.root));
    if (isOff(was) && !latch && was.value === now.value && was.op === now.op && wider(was.guardTerms, now.guardTerms) && this.offInMoreCases(was, now)) return spelledAs(changedOperands(atoms(was.guardTerms), atoms(now.guardTerms)).filter((t) => !atoms(was.guardTerms).includes(t)), all);
    // A code handed on (`nFaultCode := 0` beside a fault's reset) whose guards only lost a conjunct: a number, no
    // switch-off; the reset beside it carries the trip.
    if (was.value === now.value && was.op === now.op && lostConjuncts(was.guardTerms, now.guardTerms) && this.handedOnCode(now)) return [];
    if (isOff(was) || isOff(now) || was.op !== now.op) return all;
    const sameGuards = was.guardTerms.join('\u0000') === now.guardTerms.join('\u0000');
    // Another value under the same guards: what their signals set changes, so they count. Not for a variable that
    // drives no output: a counter's step (`Parts := Parts + 2`) counts the same events, and a branch that runs
    // because an earlier one did not (`ELSIF` after `IF NOT FenceOK`) is normal operation, not that signal's response.
    if (sameGuards) {
      const guards = this.#ctx.driven(now) ? this.guardsLending(was, stricter(was.valueTerms, now.valueTerms)).filter((g) => !(now.literal && this.#ctx.polarity.permissives.has(g.toLowerCase()))) : counterStep(now) ? [] : was.guards.filter((g) => (!this.earlierBranchNotTaken(g) || this.unsafeSide(g)) && !(this.#ctx.polarity.permissives.has(g.toLowerCase()) && unreadCode(this.#ctx, now)));
      // A local permissive dropped from the value (`doRun := fb.bActive AND bPermissive`): the signals it combines.
      const operands = spelledAs(this.changedValueOperands(was, now), all);
      return [...operands, ...operands.flatMap((name) => this.#ctx.localPermissive(name)), ...guards];
    }
    // TRUE under other guards: a guard conjunct both keep is still required to switch it on. The same for any value
    // of a variable that drives no output, set where its guards only lost a conjunct (`eState := RUN` without
    // `NOT bOverTemp`): the e-stop conjunct kept still gates that state.
    // A trip's set whose guard gained alternatives: only what it gained (`OverfillSwitch OR FloatHigh`: FloatHigh).
    if (switchesOn(was) && switchesOn(now) && was.value === now.value && this.trip(now.root) && alternativesAdded(was.guardTerms, now.guardTerms)) return spelledAs(changedOperands(atoms(was.guardTerms), atoms(now.guardTerms)), all);
    // Not where a kept conjunct is a safety signal's unsafe side (`IF NOT bGasInterlockOk THEN bPurge := TRUE`): the
    // switch-on is that signal's response, and now needing more it runs in fewer cases, so that signal counts too.
    const response = was.guardTerms.filter((t) => now.guardTerms.includes(t) && /^not [a-z_][a-z0-9_.]*$/.test(t) && spelledAs([t.slice(4)], all).some((n) => this.#ctx.safetySignal(n)));
    if (switchesOn(was) && switchesOn(now) && was.value === now.value && response.length > 0 && narrower(was.guardTerms, now.guardTerms)) return spelledAs([...changedOperands(was.guardTerms, now.guardTerms), ...response], all);
    if (switchesOn(was) && switchesOn(now) && was.value === now.value) return spelledAs(changedOperands(was.guardTerms, now.guardTerms), all);
    // Not a step set beside a driver's switch-on in the same branch (`IF Free AND ChainOk THEN Running := TRUE; iStep
    // := 20` without `Free`) where the step selects a driver's writes (`CASE iStep OF … xRunning := …`): the step is
    // taken with that switch-on, under a guard still reading the kept signals, and its write stays flagged by them
    // (docs/safety.md). A state that selects no such write is its write's item only (round 39's clamp state).
    const selects = this.#old.writes.some((x) => this.#ctx.driven(x) && x.guards.some((g) => readsName(g, now.root)));
    if (!this.#ctx.driven(now) && this.stateSet(now) && selects && was.value === now.value && lostConjuncts(was.guardTerms, now.guardTerms) && this.#old.writes.some((o) => o.root !== was.root && this.#ctx.driven(o) && switchesOn(o) && o.guards.join('\u0000') === was.guards.join('\u0000'))) return all;
    if (!this.#ctx.driven(now) && was.value === now.value && lostConjuncts(was.guardTerms, now.guardTerms)) return this.dataOnly(now) ? [] : spelledAs(changedOperands(was.guardTerms, now.guardTerms), all);
    // The same for a later branch whose guards changed only because an earlier branch's condition lost conjuncts (the
    // ELSE's `Jog_Vel := 0.0` after `IF Jog_Plus AND Enabling_Switch` → `IF Jog_Plus`): the condition's item carries it.
    if (!this.#ctx.driven(now) && was.value === now.value && was.op === now.op && this.earlierBranchesLostConjuncts(was.guards, now.guards) && this.dataOnly(now)) return [];
    // A condition that only lost alternatives over a state set or a switch-on: it runs in fewer cases, the signals it
    // keeps gate or trigger it as before; only what it lost is news. Not a trip's set (trips in fewer cases), nor a
    // conjunct gained (a safety branch's response now needing more: `IF NOT GuardClosed AND Auto THEN eStep := Fault`).
    if (was.value === now.value && was.op === now.op && (this.stateSet(now) || switchesOn(now)) && !this.tripVariable(now) && alternativesAdded(now.guardTerms, was.guardTerms)) return spelledAs(changedOperands(atoms(was.guardTerms), atoms(now.guardTerms)), all);
    return all;
  }

  /**
   * What a changed condition reads that the edit touched. Over writes that all switch on (TRUE, a set), an operand
   * of its top-level AND that both versions keep is still required; over writes that all switch off, an alternative
   * of its top-level OR still trips. A condition over anything else (a state set, a block called), with an ELSE, or
   * that now lets more through (an interlock chain that lost a link) keeps all its signals.
   */
  changedConditionParts(was: ConditionFact, now: ConditionFact): string[] {
    const all = [was.text, now.text];
    const guardedWrites = this.#old.writes.filter((w) => w.guards.includes(was.text));
    if (guardedWrites.length === 0 || this.#old.writes.some((w) => w.guards.includes(`NOT (${was.text})`))) return all;
    const [a, b] = [was.text.toLowerCase(), now.text.toLowerCase()];
    // A chain that lost a link over states that drive no output: the signals it keeps still gate those states.
    if (guardedWrites.every((w) => !this.#ctx.driven(w)) && lostConjuncts(conjunctsOf(a), conjunctsOf(b))) return spelledAs(changedOperands(conjunctsOf(a), conjunctsOf(b)), all);
    // A step of a sequence (a state set) taken with a conjunct fewer, or one swapped for another (an edge trigger's
    // `rtStart.Q` for its level `StartPb`): its signals kept still gate that step; the write's item says the step is
    // taken in other cases.
    if (guardedWrites.every((w) => this.stateSet(w)) && (lostConjuncts(conjunctsOf(a), conjunctsOf(b)) || swappedConjuncts(conjunctsOf(a), conjunctsOf(b)))) return spelledAs(changedOperands(conjunctsOf(a), conjunctsOf(b)), all);
    // The set of a trip that now lets more through trips more often: only the alternatives it gained are news. The
    // reset of a trip enables the output as a switch-on does: a conjunct both keep keeps its role.
    const atoms = (t: string) => conjunctsOf(t).flatMap(alternatives);
    if (guardedWrites.every((w) => switchesOn(w) && this.trip(w.root)) && alternativesAdded(conjunctsOf(a), conjunctsOf(b))) return spelledAs(changedOperands(atoms(a), atoms(b)), all);
    // A reset that only gained alternatives (`IF DoorClosed` → `IF DoorClosed OR HoldOpen`): what it kept resets as
    // before; only what it gained is news (the reset's write carries the trip reset in more cases).
    if (guardedWrites.every((w) => isOff(w) && this.trip(w.root)) && alternativesAdded(conjunctsOf(a), conjunctsOf(b))) return spelledAs(changedOperands(atoms(a), atoms(b)), all);
    if (guardedWrites.every((w) => isOff(w) && this.trip(w.root))) return wider(conjunctsOf(a), conjunctsOf(b)) ? all : spelledAs(changedOperands(conjunctsOf(a), conjunctsOf(b)), all);
    // A condition that now lets more through (a conjunct dropped or weakened) changes the chain its signals form.
    // A condition that only lost alternatives over state sets (and switch-ons) that set no trip: only what it lost is news.
    if (guardedWrites.every((w) => (this.stateSet(w) || switchesOn(w)) && !this.tripVariable(w)) && alternativesAdded(conjunctsOf(b), conjunctsOf(a))) return spelledAs(changedOperands(atoms(a), atoms(b)), all);
    if (guardedWrites.every(switchesOn)) return wider(conjunctsOf(a), conjunctsOf(b)) ? all : spelledAs(changedOperands(conjunctsOf(a), conjunctsOf(b)), all);
    if (guardedWrites.every(isOff)) return fewerAlternatives(a, b) ? all : spelledAs(changedOperands(disjuncts(a), disjuncts(b)), all);
    // Switch-offs and the state they set, under a condition that gained alternatives: held off in more cases.
    if (this.switchOffBranch(guardedWrites) && alternativesAdded(conjunctsOf(a), conjunctsOf(b))) return spelledAs(changedOperands(atoms(a), atoms(b)), all);
    return all;
  }

  /**
   * A changed condition over writes of a lock only (`lockNamed`, no physical output nor driver), each moved towards
   * its locked side: its TRUE (the lock engaged) now runs in more cases (a conjunct dropped or weakened, or, in the
   * ELSE, a conjunct gained), its FALSE (the release) in fewer. Locked more often is stricter: the signals of the
   * condition take nothing from the lock's name (`ELSIF DoorClosed AND NOT UnlockRequest THEN GuardLockOn := TRUE` →
   * `ELSIF NOT UnlockRequest`); the write's own item keeps its flag. A release in more cases is not this.
   */
  lockedInMoreCases(was: ConditionFact, now: ConditionFact): boolean {
    const [a, b] = [conjunctsOf(was.text.toLowerCase()), conjunctsOf(now.text.toLowerCase())];
    const looser = lostConjuncts(a, b) || wider(a, b);
    const tighter = narrower(a, b) && !looser;
    const under = (guard: string) => this.#old.writes.filter((w) => w.guards.includes(guard));
    const [then, otherwise] = [under(was.text), under(`NOT (${was.text})`)];
    // Under the condition, or in its ELSE (under `NOT (…)`, looser where the condition is tighter).
    const engaged = (w: WriteFact, branchLooser: boolean) => lockNamed(this.#ctx.declaredEither(w.root)?.name ?? w.target) && !this.#ctx.driven(w) && ((switchesOn(w) && branchLooser) || (isOff(w) && !branchLooser));
    return (looser || tighter) && then.length + otherwise.length > 0 && then.every((w) => engaged(w, looser)) && otherwise.every((w) => engaged(w, tighter));
  }

  /**
   * The release of a lock (`lockNamed`, no physical output: `bCompLockout := FALSE`): removed, the lock stays engaged,
   * the side that holds the machine safe, so no interlock is removed whatever else reads the lock.
   */
  lockRelease(w: WriteFact): boolean {
    return isOff(w) && !this.offReading(w.root).physical && lockNamed(this.#ctx.declaredEither(w.root)?.name ?? w.target);
  }

  /** A condition removed whose writes (its ELSE's none) were all releases of a lock: never released now, stricter. */
  onlyLockReleases(was: ConditionFact): boolean {
    const under = this.#old.writes.filter((w) => w.guards.includes(was.text));
    return under.length > 0 && under.every((w) => this.lockRelease(w)) && !this.#old.writes.some((w) => w.guards.includes(`NOT (${was.text})`));
  }

  /**
   * A branch that switches off (`:= FALSE`, `:= 0`, `R=`; no trip's reset, which enables) and sets only the state that
   * goes with it (`eState := E_AxisState.NotPowered`): run in more cases, it holds more off, a bypass of nothing.
   */
  switchOffBranch(writes: readonly WriteFact[]): boolean {
    const off = (w: WriteFact) => isOff(w) && (!this.trip(w.root) || this.outputSettingTrip(w.root));
    return writes.some(off) && writes.every((w) => off(w) || this.stateSet(w));
  }

  /**
   * The operands of a value the edit changed. One conjunct that only lost alternatives (`(NOT EStop OR NOT Cover)`
   * → `NOT EStop`) changed by those alone: the target is on in fewer cases, what it kept gates it as before. Not
   * for a trip (a variable outputs read as `NOT x`), where fewer cases is an interlock lost.
   */
  changedValueOperands(was: WriteFact, now: WriteFact): string[] {
    const changed = changedOperands(was.valueTerms, now.valueTerms);
    const gone = was.valueTerms.filter((t) => !now.valueTerms.includes(t));
    const added = now.valueTerms.filter((t) => !was.valueTerms.includes(t));
    if (gone.length !== 1 || added.length !== 1 || this.#ctx.polarity.trips.has(now.root)) return changed;
    const [before, after] = [alternatives(gone[0]!), alternatives(added[0]!)];
    const fewer = after.length < before.length && after.every((t) => before.includes(t));
    return fewer ? before.filter((t) => !after.includes(t)) : changed;
  }

  /** An output (or driver) switched off that now copies a signal (see `noLongerHeldOff`). */
  noLongerHeldOff(was: WriteFact, now: WriteFact): string | null {
    const trip = this.#ctx.polarity.trips.has(now.root) || this.#ctx.tripSources.has(now.root);
    return noLongerHeldOff(was, now, { trip, ...this.offReading(now.root) });
  }

  /**
   * A constant given to a counter (a declared integer, no BOOL nor physical output, stepped somewhere: `n := n + 1`):
   * a count, so `:= 1` is no switch-on (`ReverseCount := 0` → `:= 1` under `IF ClosedLimit`), as `:= 0` is no switch-off.
   */
  countValue(w: WriteFact): boolean {
    const reading = this.offReading(w.root);
    const type = this.#ctx.declaredEither(w.root)?.type ?? '';
    return w.op === ':=' && w.literal && !reading.boolean && !reading.physical && /^U?(S|D|L)?INT$/i.test(type) && [this.#old, this.#new].some((f) => f.writes.some((x) => x.root === w.root && counterStep(x)));
  }

  /** A BOOL (or a bit address), and a physical output: where `:= 0` reads as a switch-off (`noLongerHeldOff`). */
  offReading(root: string): { boolean: boolean; physical: boolean } {
    const declaration = this.#ctx.declaredEither(root);
    return { boolean: /^BOOL$/i.test(declaration?.type ?? '') || /^%[IQM]X/i.test(root), physical: isOutputAddress(this.#ctx.addressOf(root)) };
  }

  /**
   * `nState := 1` of a number that is no physical output and is given other steps too (`nState := 3`): a step of a
   * sequence (as `:= 0` is there), not a switch-on. A number only ever given 0 and 1 is an on/off flag.
   */
  numberStep(w: WriteFact): boolean {
    return w.op === ':=' && w.literal && w.value === '1' && this.stepVariable(w.root);
  }

  /** A declared number, no physical output, given steps other than 0 and 1 (`nStep := 3`): its values are steps. */
  stepVariable(root: string): boolean {
    const reading = this.offReading(root);
    const step = (x: WriteFact) => x.root === root && x.op === ':=' && x.literal && /^\d+$/.test(x.value ?? '') && !/^[01]$/.test(x.value!);
    return !reading.boolean && !reading.physical && this.#ctx.declaredEither(root) !== undefined && [this.#old, this.#new].some((f) => f.writes.some(step));
  }

  /**
   * The write holds its target off: `:= FALSE`, `R=`, or `:= 0` for a BOOL or a physical output. For a number that
   * only drives an output, 0 is a value like any other (`AxisState := 0`, a step of a sequence), as `noLongerHeldOff` reads it.
   */
  holdsOff(w: WriteFact): boolean {
    if (!isOff(w)) return false;
    const reading = this.offReading(w.root);
    return w.op === 'R=' || /^FALSE$/i.test(w.value ?? '') || reading.boolean || reading.physical;
  }

  /**
   * A state set to a state whose branch switches outputs off (`eState := E_HvdcState.Off`, where `CASE eState OF
   * E_HvdcState.Off: bPrechargeRelay := FALSE; bMainPosContactor := FALSE; …`): the outputs' switch-off through the
   * CASE. The branch is the writes under the guard `eState = E_HvdcState.Off` of the same version; each of them that
   * drives an output holds it off, and one at least does.
   */
  offState(w: WriteFact, side: 'old' | 'new' = 'old'): boolean {
    if (!this.stateSet(w) || !this.#ctx.driven(w)) return false;
    const selector = `${w.root} = ${w.value!.toLowerCase()}`;
    const branch = (side === 'old' ? this.#old : this.#new).writes.filter((x) => x.root !== w.root && x.guardTerms.includes(selector) && this.#ctx.driven(x));
    return branch.length > 0 && branch.every((x) => this.holdsOff(x));
  }

  /**
   * A state set to an off state (`offState`), alone in its branch (no write beside it switches an output off
   * directly: where one does, that write carries the interlock and the step is its write's item only), whose
   * condition lost an alternative (`IF NOT bRequired OR NOT bInsulationOk` → `IF NOT bRequired`, or the `NOT (a AND
   * b)` of an earlier branch that lost the conjunct b): the outputs are switched off through the CASE in fewer cases,
   * as a switch-off whose condition lost an alternative. A condition that gained a conjunct is a step's transition
   * made stricter (`IF TorqueOk AND NOT HeadUp THEN Step := 20`): not this.
   */
  offStateInFewerCases(was: WriteFact, now: WriteFact): string | null {
    if (was.value !== now.value || !this.offState(was) || !this.offState(now, 'new') || !lostAlternativesOnly(was.guardTerms, now.guardTerms)) return null;
    const key = was.guardKeys.join('\u0000');
    const direct = this.#old.writes.some((x) => x.root !== was.root && x.guardKeys.join('\u0000') === key && this.#ctx.driven(x) && this.holdsOff(x));
    return direct ? null : INTERLOCK_REMOVED;
  }

  /**
   * A switch-off: `:= 0` of a step variable (`nStep := 0`, the sequence's first step) is another step, not one. A
   * variable given itself AND a condition (`xLineRun := xLineRun AND NOT xError`) is switched off where the condition
   * fails and otherwise kept: `IF NOT (c) THEN x := FALSE` written as an assignment (IEC 61131-3).
   */
  switchOff = (w: WriteFact) => (isOff(w) && !(w.op === ':=' && w.value === '0' && this.stepVariable(w.root))) || (w.op === ':=' && w.valueTerms.length > 1 && w.valueTerms.includes(w.target.toLowerCase()));

  /**
   * A trip, or what sets one, whose value lost an alternative under the same guards, or whose set (`:= TRUE`, `S=`)
   * now runs in fewer cases (its condition lost an alternative or gained a conjunct: `IF Watch.Q OR Overload THEN
   * Fault := TRUE` → `IF Watch.Q`): it trips in fewer cases. What votes a safety trip (`tripChain`: `bPshhTrip :=
   * (bVoteA AND bVoteB) OR …` → `bVoteA AND bVoteB AND bVoteC`) trips in fewer cases too when its value is stricter or
   * forced FALSE.
   */
  tripsInFewerCases(was: WriteFact, now: WriteFact): string | null {
    const sameGuards = was.guardKeys.join('\u0000') === now.guardKeys.join('\u0000');
    const trips = this.#ctx.polarity.trips.has(now.root) || this.#ctx.tripSources.has(now.root);
    // A safety signal's trip latch (`Fault S= NOT GuardDoorClosed`, `tripLatches`) counts as a trip for its set. Not a
    // physical output set under the signal (`IF bGasInterlockOk THEN Purge := TRUE`): on in fewer cases is stricter.
    const tripLatch = this.#ctx.tripLatches.has(now.root) && !isOutputAddress(this.#ctx.addressOf(now.root));
    if ((trips || tripLatch) && switchesOn(was) && switchesOn(now) && was.op === now.op && narrower(latchAsGuarded(was).guardTerms, latchAsGuarded(now).guardTerms)) return INTERLOCK_REMOVED;
    if ((trips || this.computedSafetyTrip(now.root)) && sameGuards && was.op === now.op && !was.literal && !now.literal && fewerAlternatives(was.value!, now.value!)) return INTERLOCK_REMOVED;
    // A trip computed every scan that gained a conjunct (`Tripped := (A OR NOT B) AND NOT Bypass`): TRUE in fewer
    // cases (AND is monotone), so it trips in fewer cases. Not a physical output another reads as `NOT x` (an
    // interlock between two outputs): a conjunct added there holds the output off more.
    if (trips && !isOutputAddress(this.#ctx.addressOf(now.root)) && sameGuards && was.op === ':=' && now.op === ':=' && !was.literal && !now.literal && stricter(was.valueTerms, now.valueTerms)) return INTERLOCK_REMOVED;
    // A trip computed from signals now given FALSE (`SkidFault := PressAlarm OR TankLow` → `:= FALSE`): FALSE has no
    // products (nor does 0 for a BOOL), every alternative is lost: it never trips there again.
    if (trips && sameGuards && was.op === ':=' && now.op === ':=' && setsVariable(was) && !switchesOn(was) && this.holdsOff(now)) return INTERLOCK_REMOVED;
    const votes = this.#ctx.tripChain.sources.has(now.root) && sameGuards && was.op === ':=' && now.op === ':=' && !was.literal;
    return votes && ((!now.literal && stricter(was.valueTerms, now.valueTerms)) || isOff(now)) ? INTERLOCK_REMOVED : null;
  }

  /**
   * A flag computed from a safety signal in unguarded assignments only, the signal (or its negation) a whole
   * alternative of its value, whose TRUE guards the switch-off of a physical output (`FlashAmber := NightMode OR NOT
   * MonitorOk`, `IF FlashAmber THEN CarGreen := FALSE`): that signal's trip, whatever else the branch writes.
   */
  computedSafetyTrip(root: string): boolean {
    const writes = this.#old.writes.filter((w) => w.root === root);
    const fromSignal = (w: WriteFact) => w.op === ':=' && w.guards.length === 0 && !w.literal && alternatives((w.value ?? '').toLowerCase()).some((t) => /^(not )?[a-z_][a-z0-9_.]*$/.test(t) && this.#ctx.safetySignal(t.replace(/^not /, '')));
    return writes.length > 0 && writes.every(fromSignal) && this.#old.writes.some((x) => isOff(x) && this.offReading(x.root).physical && x.guardTerms.includes(root));
  }

  /** The condition (of the old version) guards the set of a trip (a variable outputs read as `NOT x`, or what sets one). */
  setsTrip(condition: ConditionFact): boolean {
    const trip = (w: WriteFact) => this.#ctx.polarity.trips.has(w.root) || this.#ctx.tripSources.has(w.root);
    return this.#old.writes.some((w) => switchesOn(w) && trip(w) && w.guards.includes(condition.text));
  }

  /** A trip (outputs or their drivers read its TRUE as a switch-off), or what sets one. */
  trip(root: string): boolean {
    return [this.#ctx.polarity.trips, this.#ctx.polarity.alsoTrips, this.#ctx.tripSources].some((names) => names.has(root)) || this.#ctx.tripChain.sources.has(root);
  }

  /** A counter's step that drives no output and that nothing else reads (see `onlyCounts`). */
  onlyCounts(w: WriteFact): boolean {
    return !this.#ctx.driven(w) && onlyCounts(w, [this.#old, this.#new]);
  }

  /**
   * The guards whose signals a write of an output takes. A branch that runs because an earlier one did not, where
   * that one only switches outputs off (`ELSIF` after `IF Fault OR NOT EStopOk THEN Enable := FALSE`), is normal
   * operation, not the trip's response: a write there that now leaves the output on in fewer cases (`fewer`: a
   * stricter value, a new switch-off) leaves the trip branch as it was, so that guard lends nothing. A trip variable
   * (outputs read as `NOT x`), or one that sets a trip, on in fewer cases is an interlock lost: all its guards count.
   */
  guardsLending(w: WriteFact, fewer: boolean): string[] {
    if (!fewer || !this.#ctx.driven(w) || this.#ctx.polarity.trips.has(w.root) || this.#ctx.tripSources.has(w.root)) return w.guards;
    const tripBranch = (facts: UnitFacts, condition: string) => {
      const writes = facts.writes.filter((x) => x.guards.includes(condition));
      return writes.length > 0 && writes.every((x) => this.#ctx.driven(x) && isOff(x));
    };
    return w.guards.filter((g) => {
      const inner = /^NOT \((.*)\)$/.exec(g)?.[1];
      return inner === undefined || !(tripBranch(this.#old, inner) && tripBranch(this.#new, inner));
    });
  }

  /**
   * A later branch's `NOT (c)` that runs on a safety signal's unsafe side (`unsafeSideSignals`: the ELSE of `IF
   * bDoorLocked`): the value written there is that signal's response, not a branch run because a safety branch did not.
   */
  unsafeSide(guard: string): boolean {
    return /^NOT \(/.test(guard) && unsafeSideSignals(guard, [this.#old, this.#new], (n) => this.#ctx.safetySignal(n), (n) => this.#ctx.polarity.trips.has(n)).length > 0;
  }

  /** `NOT (c)` where `c` is the condition of an earlier branch of the same IF (the guard of its ELSIF and ELSE). */
  earlierBranchNotTaken(guard: string): boolean {
    const inner = /^NOT \((.*)\)$/.exec(guard)?.[1];
    return inner !== undefined && this.#old.conditions.some((c) => c.text === inner);
  }

  /**
   * Guards of one write in both versions that differ only in earlier branches' `NOT (c)`, each of which now reads a
   * condition that lost conjuncts and nothing more (`NOT (a AND e)` → `NOT (a)`).
   */
  earlierBranchesLostConjuncts(was: readonly string[], now: readonly string[]): boolean {
    const inner = (g: string) => /^NOT \((.*)\)$/.exec(g)?.[1]?.toLowerCase();
    return this.onlyEarlierBranchesChanged(was, now) && was.every((g, i) => g.toLowerCase() === now[i]!.toLowerCase() || lostConjuncts(conjunctsOf(inner(g)!), conjunctsOf(inner(now[i]!)!)));
  }

  /** Guards of one write in both versions that differ only where an earlier branch's `NOT (c)` was (`earlierBranchNotTaken`). */
  onlyEarlierBranchesChanged(was: readonly string[], now: readonly string[]): boolean {
    return was.length === now.length && was.every((g, i) => g.toLowerCase() === now[i]!.toLowerCase() || (this.earlierBranchNotTaken(g) && /^NOT \(.*\)$/.test(now[i]!)));
  }

  /** Guards that differ only in constants of IF/WHILE conditions (reported as limits), not in what they read. */
  limitsOnly(was: readonly string[], now: readonly string[]): boolean {
    if (was.length !== now.length) return false;
    // A loop's guard names its condition after the keyword (`WHILE i >= 0`, `REPEAT UNTIL done`).
    const unwrap = (g: string) => /^NOT \((.*)\)$/.exec(g)?.[1] ?? /^(?:WHILE|REPEAT UNTIL) (.*)$/.exec(g)?.[1] ?? g;
    return was.every((g, i) => {
      const [a, b] = [unwrap(g), unwrap(now[i]!)];
      if (a.toLowerCase() === b.toLowerCase()) return true;
      const before = this.#old.conditions.find((c) => c.text === a);
      const after = this.#new.conditions.find((c) => c.text === b);
      return before !== undefined && after !== undefined && !after.constant && before.shape === after.shape;
    });
  }

  /**
   * A value handed on and nothing more: a local (VAR, VAR_TEMP, VAR_STAT, unlocated) given a signal or an expression,
   * not a state or a constant (a real number's constant is a value: `Jog_Vel := 0.0`), that drives no output, reaches no safety signal and is read by no condition of either
   * version (an `S=`/`R=` operand included) (`nFreq := nFreqManual`, passed to an inverter block whose outputs reach no output). Its guards losing a
   * safety conjunct is the condition's item: the write itself moves nothing that signal protects.
   */
  dataOnly(w: WriteFact): boolean {
    const d = this.#ctx.declaredEither(w.root);
    // A real number given as a constant (`Jog_Vel := 0.0`) is a value too, not a state of a sequence.
    const measure = w.literal && /^L?REAL$/i.test(d?.type ?? '');
    if (w.op !== ':=' || ((w.literal || this.stateSet(w)) && !measure)) return false;
    if (!d || !('block' in d) || !['VAR', 'VAR_TEMP', 'VAR_STAT'].includes(d.block) || d.address) return false;
    if (this.#ctx.feeds.signals(w.root).length > 0) return false;
    const reads = (text: string) => readsName(text, w.root);
    // An `S=`/`R=` operand is a condition too (`x S= c` is `IF c THEN x := TRUE`).
    const latched = (o: WriteFact) => (o.op === 'S=' || o.op === 'R=') && reads(o.value ?? '');
    return [this.#old, this.#new].every((f) => f.conditions.every((c) => !reads(c.text)) && !f.writes.some(latched));
  }

  /**
   * An integer constant given to a variable (an output of the POU included) beside a trip's set or reset, that drives
   * no output, is located nowhere, reaches no safety signal and is read by no condition of either version: a code
   * handed on (`nFaultCode := 101`), not a step nor a switch-off (0 is a number here, FALSE only for a BOOL).
   */
  handedOnCode(w: WriteFact): boolean {
    const d = this.#ctx.declaredEither(w.root);
    if (w.op !== ':=' || !w.literal || this.#ctx.driven(w) || !d || d.address || this.#ctx.feeds.signals(w.root).length > 0) return false;
    // A number of an integer type, or a text (`sFirstOut := ''`) of a string type.
    const code = (/^-?\d+$/.test(w.value ?? '') && /^U?(S|D|L)?INT$/i.test(d.type)) || (/^'.*'$|^".*"$/.test(w.value ?? '') && /^W?STRING\b/i.test(d.type));
    if (!code) return false;
    // Beside the trip it describes, under the same guards (`bFault := FALSE; nFaultCode := 0`).
    const key = w.guardKeys.join('\u0000');
    if (!this.#new.writes.some((x) => x.root !== w.root && x.guardKeys.join('\u0000') === key && this.tripVariable(x))) return false;
    // A condition that reads it may guard only writes of codes (`IF sFirstOut = '' THEN sFirstOut := 'SKID ALARM';
    // iSeverity := 2`): the first-out text picks which text is shown, it switches nothing.
    const codesOnly = (f: UnitFacts, text: string) => f.writes.every((x) => !x.guards.includes(text) || (x.literal && x.op === ':=' && !this.#ctx.driven(x) && !/^(TRUE|FALSE)$/i.test(x.value ?? '')));
    return [this.#old, this.#new].every((f) => f.conditions.every((c) => !readsName(c.text, w.root) || codesOnly(f, c.text)) && f.writes.every((x) => x.root === w.root || !readsName(x.value ?? '', w.root)));
  }

  /**
   * A write in a branch that also takes a step of a sequence (a state set, under the same guards, of a variable that
   * drives outputs: `IF aDelay[1].Q AND bCartonTaken THEN bHolder2Out := FALSE; nSeq := 25`, or that selects the
   * write's own branch, a driver switched in `CASE Step OF 40: IF … THEN cmdFrameUp := FALSE; Step := 0`): an action
   * of that step's transition, the cylinder moved in the sequence's order, not an output held off.
   */
  stepAction(w: WriteFact): boolean {
    const key = w.guardKeys.join('\u0000');
    const sequence = (x: WriteFact) => this.#ctx.driven(x) || w.guards.some((g) => readsName(g, x.root));
    return this.#new.writes.some((x) => x !== w && x.root !== w.root && x.guardKeys.join('\u0000') === key && this.stateSet(x) && sequence(x));
  }

  /** What a removed condition's signal lends its item: over state sets only, its own alternative (`ownAlternatives`). */
  removedConditionParts(was: ConditionFact, name: string): string[] {
    const guarded = this.#old.writes.filter((w) => w.guards.includes(was.text));
    const alone = guarded.length > 0 && guarded.every((w) => this.stateSet(w) && !this.tripVariable(w)) && !this.#old.writes.some((w) => w.guards.includes(`NOT (${was.text})`));
    return (alone ? ownAlternatives(was.text, name) : null) ?? [was.text, ...was.guarded];
  }

  /** A state set: a number or an enumerated value (`State := 2`, `eStep := E_Step.Lower`, `E_Step#Lower`) given. */
  stateSet(w: WriteFact): boolean {
    if (w.op !== ':=' || w.value === null) return false;
    if (w.literal) return !/^(TRUE|FALSE)$/i.test(w.value);
    const dotted = /^([A-Za-z_][A-Za-z0-9_]*)[.#][A-Za-z_][A-Za-z0-9_]*$/.exec(w.value);
    const declared = (name: string) => this.#ctx.declaration(name) !== undefined || this.#ctx.declaration(name, 'old') !== undefined;
    return dotted !== null && !declared(dotted[1]!) && !declared(w.value);
  }

  /**
   * A variable passed as an input of a safety block instance (a type PLCopen Safety's `SF_…` or named for one,
   * `fbLock(bMachineStopped := bAllStopped)`) drives that block's safety signal: its value losing a conjunct (or
   * an alternative added, or forced TRUE) lets the block through in more cases, an interlock removed.
   */
  safetyBlockInputLoosened(was: WriteFact, now: WriteFact): string | null {
    const reads = (value: string) => (value.match(QUALIFIED_NAME) ?? []).some((n) => n.toLowerCase() === now.root);
    const block = [...this.#old.fbCalls, ...this.#new.fbCalls].find((c) => c.declared && [...c.inputs.values()].some((input) => reads(input.value)) && typeSafetyPattern(this.#ctx.safety, this.#ctx.declaration(c.instance)?.type ?? this.#ctx.declaration(c.instance, 'old')?.type ?? ''));
    return block ? changedWritePermissive(was, now) : null;
  }
}
