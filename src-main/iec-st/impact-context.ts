// What the impact analysis knows about both versions of a text while it compares them (impact-analysis.ts): their
// facts, the declarations each name resolves to, which variables drive physical outputs and how their writes read
// what (permissives, trips), what reaches a safety signal, and the items made from it, each resolved to its
// declaration (and I/O address) and checked against the safety patterns.
import type { ImpactItem, ImpactReport } from '../../src-shared/impact.ts';
import type { AddItem } from './impact-declarations.ts';
import { memberDeclaration, type BlockInterfaces } from './block-interfaces.ts';
import { inputValues, type UnitFacts, type WriteFact } from './impact-facts.ts';
import type { ImpactRequest, OuterDeclaration } from './impact-request.ts';
import { flagConjuncts, responseThroughFlag } from './computed-guards.ts';
import { capitalize, QUALIFIED_NAME } from './impact-text.ts';
import { LocatedVariables, SafetyAddresses } from './io-addresses.ts';
import { globalKeys } from './outer-declarations.ts';
import { booleanCopiesAsRead } from './boolean-copies.ts';
import { addTimerInputDrivers, alternatives, computedTripAlternatives, gatesOutput, INTERLOCKED_OUTPUT_OVERLAPPED, isOff, isOutputAddress, latchesAsIf, latchSources, linksOf, lockoutTrips, outputsAndDrivers, physicalOutputs, type Polarity, readPolarity, switchOffTrips, tripLatches, switchesOn, tripSetReads, tripSources, valueTrips } from './permissives.ts';
import { latchInputs, latchWrites, SafetyReach } from './safety-feeds.ts';
import { safetyMatcher, typeSafetyPattern, type SafetyMatcher } from './safety-patterns.ts';
import type { Declaration } from './st-parser.ts';
import { tripChain, type TripChain } from './trip-chain.ts';
import { unsafeSideConstant } from './unsafe-side.ts';

export const TIMER_TYPES = new Set(['ton', 'tof', 'tp', 'lton', 'ltof', 'ltp']);
/** IEC elementary types: a variable of one is no function block instance. */
const ELEMENTARY_TYPES = new Set(
  'BOOL BYTE WORD DWORD LWORD SINT INT DINT LINT USINT UINT UDINT ULINT REAL LREAL TIME LTIME DATE TIME_OF_DAY TOD DATE_AND_TIME DT LDATE LTOD LDT STRING WSTRING CHAR WCHAR BIT'.split(' '),
);

/** Both versions' facts and what follows from them for every item; the items themselves (`add`, `report`). */
/** An enumerated value written with its type (`E_VfdState#EStop`): `BOOL#TRUE`, `T#5S` and numbers are not. */
const ENUMERATED_LITERAL = /\b[A-Za-z_][A-Za-z0-9_]*#[A-Za-z_][A-Za-z0-9_]*\b/g;

export class ImpactContext {
  /** The facts of the current text and of the new one. */
  readonly old: UnitFacts;
  readonly new: UnitFacts;
  /** Declarations outside the edited text (globals, GVL entries), by each key a name may have, lower case. */
  readonly #globals: Map<string, OuterDeclaration>;
  /** The safety patterns and the project's list of safety-relevant signals. */
  readonly safety: SafetyMatcher;
  /** The addresses of safety-relevant signals anywhere in the project, and the person's. */
  readonly #safetyAddresses = new SafetyAddresses();
  /** Physical outputs written under a condition or from signals in either version: another variable over one sets it past them. */
  readonly #gatedOutputs = new LocatedVariables();
  /** Physical outputs and the variables that drive them, lower case. */
  readonly #outputs: Set<string>;
  /** Locals read only to be copied whole into physical outputs (`linksOf`), lower case → those outputs, lower case. */
  readonly #links: Map<string, Set<string>>;
  /** What a switch-off of a driver reads as a whole alternative (`switchOffTrips`), lower case. */
  readonly #switchOffTrips: Set<string>;
  /** What a driver's value reads as a whole conjunct `NOT x` (`valueTrips`), lower case. */
  readonly #valueTrips: Set<string>;
  /** Trips that lock a driver out after its switch-off (`lockoutTrips`), lower case. */
  readonly #lockoutTrips: Set<string>;
  /** What the writes of outputs and drivers read as a whole permissive conjunct, or as a trip, lower case. */
  readonly polarity: Polarity;
  /** Trips, and what sets one (directly or through a timer): TRUE in fewer cases, an interlock lost. */
  readonly tripSources: Set<string>;
  /** What sets a safety trip through votes and plain writes, and the limits compared there (`tripChain`). */
  readonly tripChain: TripChain;
  /** Pointers and references of either version and what they point at. */
  readonly #aliases = new Map<string, Set<string>>();
  /** Function block instances whose outputs a write of a safety-relevant signal reads, lower case → that signal. */
  readonly drivesSafety = new Map<string, string>();
  /** How physical outputs' writes read the outputs of called blocks (worked out on first use, `driven`). */
  #blockPolarity: Polarity | undefined;
  /** What the writes of outputs and drivers that are no trips read as permissives (`permitsBeyondTrips`). */
  #nonTripPermissives: Set<string> | undefined;
  /** Variables that are a plain copy of another (`stIn.xFdbk1 := xK1Fdbk`) in either version, lower case → the sources. */
  readonly #copies = new Map<string, Set<string>>();
  /** Latches set TRUE where a safety signal is read (`IF NOT CurtainClear THEN Fault := TRUE`) → those signals: their trip, in a condition reading one or its set removed. */
  readonly latchedFrom: Map<string, Set<string>>;
  /** Those latches that are a safety signal's trip (`tripLatches`): set by one condition with the signal a whole alternative. */
  readonly tripLatches: Map<string, Set<string>>;
  /** What the sets of those latches read → the latches' signals (`tripSetReads`). */
  readonly #tripSetReads: Map<string, Set<string>>;
  /** What trips a latch that is a safety signal itself (lower case) → those latches. */
  readonly #ownTripSources = new Map<string, Set<string>>();
  /** The safety signals a variable reaches through writes and timers. */
  readonly feeds: SafetyReach;
  /** What a latch's set and reset conditions read → those latches (`latchInputs`). */
  readonly #latchInputs: Map<string, Set<string>>;
  /** The latches of either version (`latchWrites`), lower case. */
  readonly #latches: Set<string>;
  /** The limits a timer in those conditions holds a value against, by their initial values → those latches (`latchInputs`). */
  readonly #latchLimits: Map<string, Set<string>>;
  /** The declared types of either version and of the globals, lower case (worked out on first use). */
  #types: Set<string> | undefined;
  /** The interfaces of the blocks and programs read, the new version's first (`block-interfaces.ts`). */
  readonly #interfaces: readonly BlockInterfaces[];
  /** The items made so far, in the order the comparison found them. */
  readonly #items: ImpactItem[] = [];

  constructor(before: UnitFacts, after: UnitFacts, request: ImpactRequest, elsewhere: readonly OuterDeclaration[], otherInterfaces: BlockInterfaces = new Map()) {
    this.old = before;
    this.new = after;
    this.#interfaces = [after.interfaces, before.interfaces, otherInterfaces];
    this.#globals = new Map((request.globals ?? []).flatMap((g) => globalKeys(g).map((key) => [key, g] as const)));
    this.safety = safetyMatcher(request.safetyPatterns, request.safetySignals ?? []);
    for (const address of request.safetyAddresses ?? []) this.#safetyAddresses.add(address, 'marked in Settings → Safety');
    const located = [...before.declarations.values(), ...after.declarations.values(), ...(request.globals ?? []), ...elsewhere];
    for (const d of located) {
      const namespace = 'namespace' in d ? d.namespace : undefined;
      if (d.address && this.safety.match(namespace ? [d.name, `${namespace}.${d.name}`] : [d.name], () => d.documentation).length > 0) this.#safetyAddresses.add(d.address, d.name);
    }
    for (const facts of [before, after]) {
      for (const [key, targets] of facts.aliases) this.#aliases.set(key, new Set([...(this.#aliases.get(key) ?? []), ...targets]));
    }
    for (const w of [...before.writes, ...after.writes]) {
      const address = w.root.startsWith('%') ? w.root : this.declaredEither(w.target)?.address;
      if (address && isOutputAddress(address) && !address.endsWith('*') && gatesOutput(w)) this.#gatedOutputs.add(this.#resolve(w.target).name, address);
    }
    // `x S= c` is `IF c THEN x := TRUE` (CODESYS): what the writes make of each variable (its drivers, trips, latches
    // and what sets them) is read alike in either form.
    // An IF/ELSE of TRUE and FALSE is the copy it equals (`booleanCopiesAsRead`), read so here too.
    const sides = [before, after].map((facts) => booleanCopiesAsRead(latchesAsIf(facts)));
    const addressOf = (root: string) => this.declaration(root)?.address ?? null;
    const local = (root: string) => {
      const d = this.declaredEither(root);
      return d !== undefined && 'block' in d && ['VAR', 'VAR_TEMP'].includes(d.block.toUpperCase());
    };
    this.#links = linksOf(sides, physicalOutputs(sides, addressOf), local);
    this.#outputs = outputsAndDrivers(sides, addressOf, this.#links);
    addTimerInputDrivers(sides, this.#outputs, this.isTimer);
    this.latchedFrom = latchSources(sides, this.isTimer, (name) => this.safetySignal(name));
    this.tripLatches = tripLatches(sides, this.latchedFrom, this.isTimer, (name) => this.safetySignal(name));
    this.#tripSetReads = tripSetReads(sides, this.tripLatches);
    // A latch that is a safety signal itself (`IF ChlorineLevel > ChlorineMax OR GasTimer.Q THEN OverdoseInterlock :=
    // TRUE`, reset elsewhere) is its own trip: the limits its set reads move where it trips, as a literal there does.
    const writes = sides.flatMap((facts) => facts.writes);
    const own = new Map(writes.filter((w) => switchesOn(w) && this.safetySignal(w.target) && writes.some((o) => o.root === w.root && isOff(o))).map((w) => [w.target.toLowerCase(), new Set([w.target])]));
    for (const [name, signals] of tripSetReads(sides, own)) this.#tripSetReads.set(name, new Set([...(this.#tripSetReads.get(name) ?? []), ...signals]));
    // What trips such a latch: a whole alternative of its set, or what the IN of a timer whose Q is one reads.
    for (const w of writes.filter((w) => own.has(w.target.toLowerCase()) && switchesOn(w) && w.guardTerms.length === 1)) {
      for (const term of alternatives(w.guardTerms[0]!).map((t) => t.replace(/^not\s+/, '')).filter((t) => /^[a-z_][a-z0-9_.]*$/.test(t))) {
        const [instance, member] = term.split('.');
        const sources = member === 'q' && this.isTimer(instance!) ? inputValues(sides, instance!, 'in').flatMap((v) => v.match(QUALIFIED_NAME) ?? []) : [term];
        for (const name of sources) this.#ownTripSources.set(name.toLowerCase(), new Set([...(this.#ownTripSources.get(name.toLowerCase()) ?? []), w.target]));
      }
    }
    this.polarity = readPolarity(sides, this.#outputs);
    this.#switchOffTrips = switchOffTrips(sides, this.#outputs);
    this.#valueTrips = valueTrips(sides, this.#outputs);
    // A whole alternative of a computed trip holds the output off as that trip does (`computedTripAlternatives`).
    for (let grown = true; grown; ) {
      grown = false;
      for (const [name, trip] of computedTripAlternatives(sides, this.polarity.trips)) {
        for (const held of [this.#valueTrips, this.#switchOffTrips]) {
          if (!this.polarity.trips.has(name) || !held.has(trip) || held.has(name)) continue;
          held.add(name);
          grown = true;
        }
      }
    }
    this.#lockoutTrips = lockoutTrips(sides, this.#outputs);
    this.tripSources = tripSources(sides, this.polarity.trips, this.isTimer);
    this.tripChain = tripChain(sides, [...this.polarity.trips, ...this.polarity.alsoTrips].filter((name) => this.safetySignal(name)));
    const isBistable = (instance: string) => ['rs', 'sr'].includes(this.declaredEither(instance)?.type.toLowerCase() ?? '');
    const follows = (instance: string) => (this.isTimer(instance) ? { output: 'q', inputs: /^in$/i } : isBistable(instance) ? { output: 'q1', inputs: /^(s|r|set|reset)1?$/i } : null);
    this.feeds = new SafetyReach(sides, (target) => this.safetySignal(target), follows);
    ({ inputs: this.#latchInputs, limits: this.#latchLimits } = latchInputs(sides, isBistable, this.isTimer));
    this.#latches = new Set(latchWrites(sides).keys());
    for (const w of [...before.writes, ...after.writes]) {
      if (w.op === 'ADR' || !this.safetySignal(w.target)) continue;
      for (const text of [w.value ?? '', ...w.guards]) {
        for (const name of text.match(QUALIFIED_NAME) ?? []) {
          const [instance, member] = name.split('.');
          if (member && !this.drivesSafety.has(instance!.toLowerCase()) && this.#instance(instance!)) this.drivesSafety.set(instance!.toLowerCase(), w.target);
        }
      }
    }
    for (const w of [...before.writes, ...after.writes]) {
      if (w.op !== ':=' || w.literal || !w.value || !/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(w.value)) continue;
      // A named constant (`nCode := CODE_ESTOP`) is a value, not a signal: the target copies no signal.
      const source = this.declaredEither(w.value);
      if ((source && 'constant' in source && source.constant) || this.#enumeratedValue(w.value)) continue;
      const key = w.target.toLowerCase();
      this.#copies.set(key, new Set([...(this.#copies.get(key) ?? []), w.value]));
    }
  }

  /**
   * The safety signals a variable (lower case, members as read: `tonwarning.q`) switches on: signals written,
   * unconditionally, with it, or a plain copy of it (`bGasWarning := tonWarning.Q`), as a whole alternative of their
   * value (`bVentFan := bGasAlarm OR bGasWarning`, the docs' `Vent := Trip OR Manual`).
   */
  switchedOnBy(name: string): string[] {
    const writes = [...this.old.writes, ...this.new.writes];
    const plain = (w: WriteFact) => w.op === ':=' && !w.literal && w.guards.length === 0 && w.valueTerms.length === 1;
    const keys = new Set([name.toLowerCase(), ...writes.filter((w) => plain(w) && w.valueTerms[0] === name.toLowerCase()).map((w) => w.target.toLowerCase())]);
    const switchedOn = (w: WriteFact) => plain(w) && alternatives(w.valueTerms[0]!).some((t) => keys.has(t)) && this.safetySignal(w.target);
    return [...new Set(writes.filter(switchedOn).map((w) => w.target))];
  }

  /**
   * The safety signals a latch switches on (`switchedOnBy`: `bVentFan := bGasAlarm OR bGasWarning` after `IF
   * tonAlarm.Q THEN bGasAlarm := TRUE`): the signal switches where the latch is set and reset, so the latch's set
   * removed, or its set's or reset's condition changed, moves it, as a limit there does (`feeds`). Empty for no latch,
   * and for a latch a signal reads otherwise (`IF bDiscrepancy THEN bSafe := FALSE`: a trip of it, judged by its own rules).
   */
  latchSignals(root: string): string[] {
    return this.#latches.has(root.toLowerCase()) ? this.switchedOnBy(root) : [];
  }

  /** A declaration in the new version, else the old one (a name the edit removed). */
  declaredEither = (name: string) => this.declaration(name) ?? this.declaration(name, 'old');
  /** A direct address (`%QX0.1`) as it is, else the address of the variable's declaration in either version. */
  addressOf = (name: string) => (name.startsWith('%') ? name : this.declaredEither(name)?.address);
  /** A local read only to be copied whole into physical outputs (`linksOf`), lower case or as written. */
  isLink = (name: string): boolean => this.#links?.has(name.toLowerCase()) ?? false;
  /** A physical output (`%Q…`, declared or written directly), or a link of one (`linksOf`): the output's value. */
  physicalOutput = (root: string): boolean => isOutputAddress(this.addressOf(root)) || (this.#links?.has(root.toLowerCase()) ?? false);
  /** A timer (TON, TOF, TP and their L forms) by its instance's declared type. */
  isTimer = (instance: string) => TIMER_TYPES.has(this.declaredEither(instance)?.type.toLowerCase() ?? '');

  /** A variable a driver's unguarded value reads as `NOT x` (`Pump := Demand AND NOT DryRunTrip`): TRUE, it stops it. */
  readNegatedInValue = (root: string) => this.#valueTrips.has(root.toLowerCase());

  /** A signal the safety patterns, the project's list or a safety-relevant address mark, by its own name. */
  safetySignal(target: string): boolean {
    const { name, declaration } = this.#resolve(target);
    // A link is the output it is copied into under another name (`linksOf`).
    if ([...(this.#links?.get(name.toLowerCase()) ?? [])].some((output) => this.safetySignal(output))) return true;
    if (this.safety.match([name], (n) => this.declaration(n)?.documentation ?? null).length > 0) return true;
    return this.#safetyAddresses.overlapping(declaration?.address ?? (name.startsWith('%') ? name : null)) !== null;
  }

  /**
   * A write of a physical output or of what drives one. A member of a block instance called here (not a timer: its
   * IN drives its Q, `addTimerInputDrivers`) is a variable of its own (`fbRobot.bMakeMove` is not
   * `fbRobot.bMoveDone`): written as the block's input, it drives an output only where an output's write reads that
   * very member, where the block's outputs drive a safety signal (as its call's arguments do, `fbCalls`), or where
   * an output of the block gates a physical output, read by its writes always as a permissive or always as a trip
   * (`Pump := fbPump.bRun AND NOT EStop`): what the block's output does there may follow any of its inputs. One read
   * only as a step of a sequence (the same member switching outputs on and off), as a lamp's alternative, or by
   * variables that are not outputs (a state, an alarm) gates no output.
   */
  driven(w: WriteFact): boolean {
    // A trip of a driver that switches it off (`IF … OR TravelFault THEN Opening := FALSE`, read elsewhere only as a
    // trip): its TRUE holds what drives the output off, so it drives the output too (`switchOffTrips`). The same for a
    // trip a driver's value reads as `NOT x` (`bHeaterOn := … AND NOT bOverTempAlarm`, `valueTrips`), and for a trip
    // that locks a driver out after the switch-off it is set beside (`lockoutTrips`).
    if (!this.#outputs.has(w.root)) return this.polarity.trips.has(w.root) && (this.#switchOffTrips.has(w.root) || this.#valueTrips.has(w.root) || this.#lockoutTrips.has(w.root));
    const blocks = this.#memberBlocks();
    if (!this.#outputs.has(w.root) || !blocks.has(w.root) || this.#outputs.has(w.target.toLowerCase().split('[')[0]!.split('.').slice(0, 2).join('.'))) return this.#outputs.has(w.root);
    // How the writes of physical outputs themselves read its outputs.
    const physical = (name: string) => this.physicalOutput(name);
    this.#blockPolarity ??= readPolarity([this.old, this.new], new Set([...this.#outputs].filter((name) => !blocks.has(name) && physical(name))));
    const gates = [...this.#blockPolarity.permissives, ...this.#blockPolarity.trips].some((name) => name.startsWith(`${w.root}.`));
    return this.drivesSafety.has(w.root) || gates;
  }

  /**
   * A permissive (lower case) of an output or driver that is no trip: read so by writes other than those of trips and
   * of what sets one (`IF tonDry.Q THEN DryRunTrip := TRUE` reads `tonDry.Q` as the guard of a trip's set, which
   * makes it what sets the trip, not a permissive). Worked out on first use.
   */
  permitsBeyondTrips(name: string): boolean {
    const trip = (root: string) => [this.polarity.trips, this.polarity.alsoTrips, this.tripSources].some((names) => names.has(root));
    this.#nonTripPermissives ??= readPolarity([this.old, this.new], new Set([...this.#outputs].filter((root) => !trip(root)))).permissives;
    return this.polarity.permissives.has(name) && this.#nonTripPermissives.has(name);
  }

  /**
   * A whole conjunct (lower case) of a physical output's switch-on: of its value, or of the guards of a write that does
   * not switch it off (`MoveUp := tonBrake.Q AND UpReq`, `ELSIF Hold.Q THEN Close := NOT Closed`). The output needs it
   * whatever else that output feeds (a watchdog timer that sets a trip from it makes it no trip's permissive only).
   */
  neededByOutput(name: string): boolean {
    const key = name.toLowerCase();
    const physical = (w: WriteFact) => this.physicalOutput(w.root);
    return [...this.old.writes, ...this.new.writes].some(
      (w) => (w.op === ':=' || w.op === 'S=') && !isOff(w) && physical(w) && (w.guardTerms.includes(key) || (!w.literal && w.valueTerms.includes(key))),
    );
  }

  /**
   * The safety signals a timer watches, for a condition that reads its output (`IF tonFrost.Q THEN` where
   * `tonFrost(IN := … OR NOT xFrostStat)`): a timer that watches a safety signal is safety-relevant itself, and its
   * `Q` (or `ET`) is that timer. What its inputs read as an output of another block called here is that block's.
   */
  #watchedBy(subject: string): string[] {
    const [instance, member, more] = subject.toLowerCase().split('.');
    if (more !== undefined || (member !== undefined && member !== 'q' && member !== 'et') || !this.isTimer(instance!)) return [];
    const calls = [...this.old.fbCalls, ...this.new.fbCalls];
    const called = new Set(calls.map((c) => c.instance.toLowerCase()));
    const read = calls.filter((c) => c.instance.toLowerCase() === instance).flatMap((c) => [...c.inputs.values()].flatMap((input) => input.value.match(QUALIFIED_NAME) ?? []));
    return read.filter((name) => !(name.includes('.') && called.has(name.split('.')[0]!.toLowerCase())) && this.safetySignal(name));
  }

  /**
   * The safety signals an edge trigger's CLK reads, for its `Q` (`rtStop.Q` where `rtStop(CLK := bStopCmd OR NOT
   * bEStopOk)`): R_TRIG and F_TRIG set Q only on an edge of CLK, so a guard on Q is a guard on those signals.
   */
  #edgeOf(name: string): string[] {
    const [instance, member, more] = name.toLowerCase().split('.');
    if (more !== undefined || member !== 'q' || !['r_trig', 'f_trig'].includes(this.declaredEither(instance!)?.type.toLowerCase() ?? '')) return [];
    return inputValues([this.old, this.new], instance!, 'clk').flatMap((value) => value.match(QUALIFIED_NAME) ?? []).filter((signal) => this.safetySignal(signal));
  }

  /**
   * A block instance (not a timer) whose input, given at its call, drives a physical output as an input written as a
   * member does (`driven`; IEC 61131-3: `fb(x := v)` is `fb.x := v; fb()`): one of its outputs is read by the writes
   * of physical outputs always as a permissive or always as a trip, as a copy (`Pump := fbPump.bRun`, also `bRun =>
   * Pump`), a member read (`Pump := fbPump.bRun AND NOT EStop`), through a variable given it whole (`bRun =>
   * xRun` or `xRun := fbPump.bRun`, `Pump := xRun AND …`), or through a pointer or reference to the instance (`p :=
   * ADR(aValve[i]); aOpenCmd[i] := p^.bOut`). An element of an array of blocks (`aValve[2]`) stands for the array.
   */
  blockGatesOutput(instance: string): boolean {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?$/.exec(instance);
    // A block declared here (or an array of blocks), not a timer (its own rule): an undeclared name is not known to be one.
    const type = m ? (this.declaredEither(m[1]!)?.type ?? '') : '';
    const block = /^ARRAY\s*\[.*\]\s*OF\s+(.+)$/i.exec(type)?.[1]?.trim() ?? type;
    if (!m || !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(block) || ELEMENTARY_TYPES.has(block.toUpperCase()) || TIMER_TYPES.has(block.toLowerCase())) return false;
    const root = m[1]!.toLowerCase();
    const pointers = [...this.#aliases].filter(([, targets]) => [...targets].some((t) => t.toLowerCase().split('[')[0] === root)).map(([p]) => p.toLowerCase());
    const asInstance = (term: string) => pointers.reduce((t, p) => t.replaceAll(`${p}^.`, `${root}.`), term).replace(new RegExp(`\\b${root}\\[[^\\]]*\\]\\.`, 'g'), `${root}.`);
    const physical = (name: string) => this.physicalOutput(name);
    const writes = [...this.old.writes, ...this.new.writes].map((w) => {
      const value = asInstance((w.value ?? '').toLowerCase());
      // Given at the call (`bRun => Pump`): a copy of the block's output.
      if (w.op === '=>') return { ...w, op: ':=' as const, guards: [], guardTerms: [], valueTerms: [value] };
      return { ...w, valueTerms: w.valueTerms.map(asInstance), guardTerms: w.guardTerms.map(asInstance) };
    });
    const member = new RegExp(`^${root}\\.[a-z_][a-z0-9_]*$`);
    const standIns = new Set(writes.filter((w) => w.op === ':=' && w.guardTerms.length === 0 && w.valueTerms.length === 1 && member.test(w.valueTerms[0]!) && !physical(w.root)).map((w) => w.root));
    const outputs = new Set(writes.map((w) => w.root).filter(physical));
    const polarity = readPolarity([{ ...this.old, writes }], outputs);
    return [...polarity.permissives, ...polarity.trips].some((name) => member.test(name) || standIns.has(name));
  }

  /** Block instances called here, not timers, lower case: their members are variables of their own (`driven`). */
  #memberBlocks(): Set<string> {
    return new Set([...this.old.fbCalls, ...this.new.fbCalls].filter((c) => c.declared && !this.isTimer(c.instance)).map((c) => c.instance.toLowerCase()));
  }

  /**
   * `T.V` where `T` is no variable but the type of a declared one (`eState : E_VfdState` makes `E_VfdState.EStop` an
   * enumerated value): a value like a constant, whatever its name says.
   */
  #enumeratedValue(name: string): boolean {
    const [type, value, more] = name.split('.');
    if (value === undefined || more !== undefined || this.declaredEither(type!) !== undefined || this.declaredEither(name) !== undefined) return false;
    this.#types ??= new Set([...this.old.declarations.values(), ...this.new.declarations.values(), ...this.#globals.values()].map((d) => d.type.toLowerCase()));
    return this.#types.has(type!.toLowerCase());
  }

  /**
   * A qualified name a condition compares for equality with a signal (`CurrentState = E_PMLState.Execute`), where the
   * part before the dot names nothing of either version (no variable, no instance called, nothing written): an
   * enumerated value of a type declared elsewhere, a value like a constant. A declared type's value counts as well.
   */
  comparedValue(name: string): boolean {
    if (this.#enumeratedValue(name)) return true;
    const root = name.split('.')[0]!.toLowerCase();
    const facts = [this.old, this.new];
    return (
      this.declaredEither(root) === undefined &&
      this.declaredEither(name) === undefined &&
      !facts.some((f) => f.fbCalls.some((c) => c.instance.toLowerCase() === root) || [...f.calls.keys()].some((key) => key.split('.')[0] === root) || f.writes.some((w) => w.root === root))
    );
  }

  /**
   * The signals a local permissive combines: a local (VAR, VAR_TEMP, unlocated) written once in the old version,
   * unconditionally, as a conjunction of signals (`bPermissive := bEStopOk AND bGuardClosed AND bAirOk`).
   */
  localPermissive(name: string): string[] {
    const d = this.declaration(name, 'old');
    if (!d || !('block' in d) || !['VAR', 'VAR_TEMP'].includes(d.block) || d.address) return [];
    const writes = this.old.writes.filter((w) => w.root === name.toLowerCase());
    const w = writes[0];
    if (writes.length !== 1 || !w || w.op !== ':=' || w.literal || w.guards.length > 0 || w.valueTerms.length < 2) return [];
    return w.valueTerms.every((t) => /^(not )?[a-z_][a-z0-9_.]*$/.test(t)) ? (w.value!.match(QUALIFIED_NAME) ?? []) : [];
  }

  /** `instance.member`'s declaration in the interface of the instance's block, where that block's text was read. */
  #member(name: string) {
    return memberDeclaration(name, (instance) => this.declaredEither(instance)?.type, this.#interfaces);
  }

  /** A declared function block instance (its type is not an elementary one). */
  #instance(name: string): boolean {
    const type = this.declaration(name)?.type ?? this.declaration(name, 'old')?.type;
    return type !== undefined && /^[A-Za-z_][A-Za-z0-9_.]*$/.test(type) && !ELEMENTARY_TYPES.has(type.toUpperCase());
  }

  report(): ImpactReport {
    // Safety first (a check that no longer trips leads), then outputs, then what runs, then the rest.
    const rank = (item: ImpactItem) =>
      item.safety.length > 0 ? (item.kind === 'condition' ? 0 : 1) : item.address?.toUpperCase().startsWith('%Q') ? 2 : item.kind === 'write' || item.kind === 'condition' ? 3 : 4;
    const items = this.#items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map((x) => x.item);
    const safetySignals = [...new Set(items.flatMap((item) => item.safety))];
    return { status: 'complete', items, safetySignals };
  }

  declaration(name: string, side: 'old' | 'new' = 'new'): (Declaration | OuterDeclaration) | undefined {
    const key = name.toLowerCase();
    const own = (side === 'new' ? this.new : this.old).declarations.get(key) ?? this.old.declarations.get(key);
    if (own && own.block !== 'VAR_EXTERNAL') return own;
    return this.#globals.get(key) ?? own;
  }

  /** The variable a target names (`GVL_IO.bRun`, `Counters` of `Counters.good`) and its declaration. */
  #resolve(target: string): { name: string; declaration: (Declaration | OuterDeclaration) | undefined } {
    if (target.startsWith('%')) {
      // An address written directly is named by itself, and is the variable declared there (`Valve AT %QX1.2`).
      const address = /^[^[^]*/.exec(target)![0];
      const declared = this.new.named.get(address.toUpperCase()) ?? this.old.named.get(address.toUpperCase());
      return { name: address, declaration: declared === undefined ? undefined : this.declaredEither(declared) };
    }
    const path = /^[^[^]*/.exec(target)![0].split('.');
    for (let n = Math.min(path.length, 2); n >= 1; n--) {
      const name = path.slice(0, n).join('.');
      const declaration = this.declaration(name);
      if (declaration) return { name, declaration };
    }
    return { name: path[0]!, declaration: undefined };
  }

  /** "output ConveyorMotor (%QX0.0)", "output Busy of the POU", "State". */
  describe(target: string): string {
    const { name, declaration } = this.#resolve(target);
    const address = declaration?.address ?? (name.startsWith('%') ? name : null);
    if (address) {
      const area = address.charAt(1).toUpperCase();
      const role = area === 'Q' ? 'output' : area === 'I' ? 'input' : area === 'M' ? 'memory' : 'located variable';
      return `${role} ${target} (${address})`;
    }
    if (declaration && 'block' in declaration && declaration.block === 'VAR_OUTPUT') return `output ${target} of the POU`;
    return target;
  }

  add(...[kind, change, subject, detail]: Parameters<AddItem>): void {
    const { name: root, declaration } = this.#resolve(subject);
    const address = detail.address ?? declaration?.address ?? (root.startsWith('%') ? root : undefined);
    // An enumerated value (`E_VfdState.EStop`, `E_VfdState#EStop`) names a state, not a signal.
    const read = detail.related.flatMap((text) => text.replace(ENUMERATED_LITERAL, ' ').match(QUALIFIED_NAME) ?? []).filter((name) => !this.#enumeratedValue(name));
    // A member of a variable is named by its own name as well (`PROG.STO_REQUEST` of an in-out struct), and by its
    // declaration in the interface of the instance's block (`TRANSX.IN_Limit_Pos`, commented a safety limit switch).
    const member = kind !== 'declaration' ? (subject.match(QUALIFIED_NAME) ?? []).filter((n) => n.includes('.') && n.toLowerCase().startsWith(`${root.toLowerCase()}.`)).slice(0, 1) : [];
    const names = new Set<string>([root, ...member, ...read]);
    // A pointer or reference stands for what it points at (`p^ := TRUE` after `p := ADR(GuardLock)`).
    // So does a link for the output it is copied into (`Link := Run AND NOT Fault; GasValve := Link`): its value is the output's.
    const pointedAt = [...names].flatMap((name) => [...(this.#aliases.get(name.toLowerCase()) ?? []), ...(kind === 'declaration' ? [] : (this.#links.get(name.toLowerCase()) ?? []))]);
    // The item's signal, when it is a plain copy of another, is that signal under another name (`stIn.xFdbk1 := xK1Fdbk`).
    // A declaration's own place (its address, its type) is judged by its own name, comments and address.
    const copiedFrom = kind === 'declaration' ? [] : [...(this.#copies.get(subject.toLowerCase()) ?? [])];
    // Not for a variable read in the guard of its own switch-off (`own`): there it decides nothing but itself.
    if (kind === 'condition' && detail.own !== true) copiedFrom.push(...(this.latchedFrom.get(subject.toLowerCase()) ?? []));
    // A timer's output is that timer: safety-relevant when it watches a safety signal.
    if (kind === 'condition') copiedFrom.push(...this.#watchedBy(subject), ...this.#edgeOf(subject));
    // A write under an edge trigger's Q (`IF rtStop.Q THEN nState := 0` where `rtStop(CLK := … OR NOT bEStopOk)`) runs
    // on an edge of what its CLK reads: that signal's response.
    if (kind === 'write') copiedFrom.push(...read.flatMap((name) => this.#edgeOf(name)));
    // A write under a flag computed from a safety signal (`IF bFrozen` after `bFrozen := … OR NOT bGuardDoorClosed`).
    // A timer's input changed whole (`PT := HoldTime` → `PT := T#8s`) watches what its inputs read, as its preset's
    // initial value and a literal changed in it do.
    const timerInput = kind === 'fb-call' && change === 'inputs-changed' && this.isTimer(subject.split('.')[0]!);
    if (kind === 'write' || kind === 'constant' || timerInput) copiedFrom.push(...responseThroughFlag([this.old, this.new], detail.related, (s) => this.safetySignal(s), (flag) => this.#outputs.has(flag)));
    // The flag itself no longer (or differently) read by such a guard: the condition was the signal's response.
    if (kind === 'condition' && detail.old !== undefined) copiedFrom.push(...responseThroughFlag([this.old, this.new], flagConjuncts(detail.old, subject), (s) => this.safetySignal(s), (flag) => this.#outputs.has(flag)));
    // The initial value of a limit the set of a safety signal's trip latch reads (`IF hpt > hptTripLimit OR NOT
    // hpReliefOk THEN Trip := TRUE`) moves where that signal's trip sets (a literal there: `#changedCondition`).
    if (kind === 'constant' && change === 'initial-value-changed') copiedFrom.push(...(this.#tripSetReads.get(root.toLowerCase()) ?? []));
    // A named constant written whole on a safety signal's unsafe side (`ELSE nFeedrate := nFeedrateReduced` after `IF
    // bDoorLocked`) is that signal's response: its initial value moves the response.
    if (kind === 'constant' && change === 'initial-value-changed' && declaration && 'constant' in declaration && declaration.constant === true) copiedFrom.push(...unsafeSideConstant(root, [this.old, this.new], (s) => this.safetySignal(s), (n) => this.polarity.trips.has(n)));
    const safety = this.safety.match([...names, ...pointedAt, ...copiedFrom], (name) => this.declaration(name)?.documentation ?? this.#member(name)?.documentation ?? null);
    // The same signal under another name: a write to (or a variable newly placed at) an address that overlaps a
    // safety-relevant signal's; any other change at exactly its address (a read of the same input bit).
    const writes = kind === 'write' || detail.written === true || change === 'added' || change === 'address-changed';
    for (const [name, located] of [[root, address], ...pointedAt.map((n) => [n, this.#resolve(n).declaration?.address] as const)] as const) {
      const hit = safety.some((s) => s.endsWith(`: ${name}`)) ? null : this.#safetyAddresses.overlapping(located, writes ? 'overlap' : 'same');
      if (hit) safety.push(`safety address ${hit}: ${name}`);
    }
    // Moved off exactly a safety-relevant signal's address (`RearPanel AT %IX1.2` where the guard is): it was that
    // signal under another name, and what reads it no longer reads the guard.
    const left = change === 'address-changed' && !safety.some((s) => s.endsWith(`: ${root}`)) ? this.#safetyAddresses.overlapping(detail.old ?? null, 'same') : null;
    if (left) safety.push(`safety address ${left}: ${root}`);
    // Written over (or placed on) the whole of an output that other writes gate: it sets that output past them. A bit
    // pattern (a BOOL, BYTE, WORD…, an address written directly), not a number sent to an analog output's register.
    const bits = declaration ? /^(BOOL|BYTE|WORD|DWORD|LWORD)$/i.test(declaration.type) : root.startsWith('%');
    // An address written directly is the variable declared there (`#resolve`), not another over its outputs.
    const overlapped = writes && bits ? this.#gatedOutputs.coveredOther(address, root.startsWith('%') && declaration ? declaration.name : root) : null;
    if (overlapped) safety.push(`${INTERLOCKED_OUTPUT_OVERLAPPED} ${overlapped}: ${root}`);
    // An instance of a safety function block: PLCopen Safety's `SF_…` types, or a type named for one (`TWO_HAND`).
    const typePattern = typeSafetyPattern(this.safety, declaration?.type ?? '');
    if (typePattern && safety.length === 0) safety.push(`${typePattern}: ${root}`);
    if (detail.permissive) safety.push(`${detail.permissive}: ${root}`);
    // A limit of what sets or resets a latch a safety signal follows moves where that signal switches.
    const latches = kind === 'constant' && (change === 'value-changed' || change === 'initial-value-changed') ? [...(this.#latchInputs.get(root.toLowerCase()) ?? []), ...(change === 'initial-value-changed' ? (this.#latchLimits.get(root.toLowerCase()) ?? []) : [])].filter((latch) => !detail.latchesOf || detail.latchesOf.includes(latch)) : [];
    // A limit compared in what votes a safety trip (`bVoteB := bFaultB OR rPressB >= rTripPress`), or written in a
    // vote's value (`bFaultA := iRawA > 29030`), moves where it trips.
    const chained = kind === 'constant' && (change === 'value-changed' || change === 'initial-value-changed') ? (this.tripChain.limits.get(root.toLowerCase()) ?? this.tripChain.sources.get(root.toLowerCase())) : undefined;
    // An input moved to another terminal that trips a latch named for safety (`IF Level > Max OR GasTimer.Q THEN
    // OverdoseInterlock := TRUE`, `GasTimer(IN := GasDetector)`): that interlock now watches a contact nobody wired.
    const moved = kind === 'declaration' && change === 'address-changed' && /^%I/i.test(detail.old ?? '') ? [...(this.#ownTripSources.get(root.toLowerCase()) ?? [])] : [];
    for (const signal of new Set([...(detail.feeds ?? []), ...latches.flatMap((latch) => this.feeds.signals(latch)), ...(chained ? [chained] : []), ...moved])) safety.push(`feeds ${signal}: ${root}`);
    this.#items.push({
      kind,
      change,
      subject,
      ...(address ? { address } : {}),
      ...(detail.old !== undefined ? { old: detail.old } : {}),
      ...(detail.new !== undefined ? { new: detail.new } : {}),
      text: capitalize(detail.text),
      safety,
      at: detail.at,
    });
  }
}
