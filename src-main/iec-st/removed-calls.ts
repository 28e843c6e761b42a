// What a function block instance no longer called takes with it beyond its outputs' values (impact-analysis.ts,
// `fbCalls`): by IEC 61131-3 an instance not called keeps its outputs as it last left them, so a supervision timer's
// Q holds (its trip never comes) and an output that follows the block through a variable passed to it holds its state.
import type { ImpactContext } from './impact-context.ts';
import type { FbCallFact } from './impact-facts.ts';
import { alternatives, isOff, isOutputAddress, latchesAsIf, switchesOn } from './permissives.ts';
import { literally, QUALIFIED_NAME, readsName } from './impact-text.ts';

/**
 * A timer whose Q alone sets a trip latch of an output or its driver (a whole alternative of the set's guard: `IF
 * tonOpen.Q OR tonClose.Q THEN bFault := TRUE` where `bSolenoid := bOpenCmd AND NOT bFault`), or is given whole to
 * such a trip (`bCycleAlarm := tonCycle.Q`, or `Q => bCycleAlarm`, where `IF … OR bCycleAlarm THEN bCycleStart :=
 * FALSE` and `bCycleStart` drives the ram valve): not called, Q holds and that supervision never trips the output.
 * The latch may also be read as a copy beside its trip (a lamp showing it) where a driver's value reads it as `NOT x`.
 */
export function setsTripLatch(ctx: ImpactContext, instance: string): boolean {
  if (!ctx.isTimer(instance)) return false;
  const q = `${instance.toLowerCase()}.q`;
  // `bFault S= tonOpen.Q` sets the latch as `IF tonOpen.Q THEN bFault := TRUE` does.
  const writes = latchesAsIf(ctx.old).writes;
  const latched = (root: string) => writes.some((w) => w.root === root && isOff(w));
  const trip = (w: (typeof ctx.old.writes)[number]) => ctx.polarity.trips.has(w.root) && ctx.driven(w);
  // A latch read both ways whose TRUE stops a running output through its value (`Pump := … AND NOT DryRunTrip` beside
  // `DryRunLamp := DryRunTrip`) holds it off as a trip; one read as `NOT x` only in a switch-on's guard blocks a start.
  const latch = (w: (typeof ctx.old.writes)[number]) => trip(w) || (ctx.polarity.alsoTrips.has(w.root) && ctx.readNegatedInValue(w.root) && ctx.driven(w));
  if (writes.some((w) => switchesOn(w) && latch(w) && latched(w.root) && w.guardTerms.length === 1 && alternatives(w.guardTerms[0]!).includes(q))) return true;
  return writes.some((w) => (w.op === '=>' || (w.op === ':=' && w.guards.length === 0)) && (w.value ?? '').toLowerCase() === q && trip(w));
}

/**
 * A timer whose Q is still, in the new version, a whole conjunct of a physical output's value beside others
 * (`doCompressor := bRequest AND tonFlowProof.Q AND …`, the flow proof) or of a switch-on's guard: not called, Q holds
 * its last value, TRUE included, and the output no longer waits for what the timer's IN reads. A single term (an
 * output copying the Q) has no permissive to lose, and an output that no longer reads the Q is not held by it.
 * Only where the Q is read as a permissive everywhere (`Polarity.permissives`).
 */
export function permitsOutput(ctx: ImpactContext, instance: string): boolean {
  const q = `${instance.toLowerCase()}.q`;
  // A permissive wherever outputs and drivers read it: a Q also read as `NOT x` (a fill timer ending one step and
  // starting the next) times a sequence, it permits nothing.
  if (!ctx.isTimer(instance) || !ctx.polarity.permissives.has(q)) return false;
  const physical = (w: (typeof ctx.new.writes)[number]) => ctx.physicalOutput(w.root);
  return ctx.new.writes.some((w) => physical(w) && w.op === ':=' && ((!w.literal && w.valueTerms.length > 1 && w.valueTerms.includes(q)) || (switchesOn(w) && w.guardTerms.includes(q))));
}

/**
 * A physical output that follows a block through a variable passed whole to it (`fbPump(stData := stPump)`,
 * `doPump := stPump.bMotorOut`: a VAR_IN_OUT the block writes back), where switch-offs are written into that
 * variable (`stPump.bRunCmd := FALSE` on a stop or a fault): they reach the output only through the block, so not
 * called, the output holds its last state, ON included. The output's name, or null.
 */
export function outputThroughArgument(ctx: ImpactContext, call: FbCallFact): string | null {
  if (ctx.isTimer(call.instance)) return null;
  const passed = new Set([...call.inputs.values()].map((input) => input.value.toLowerCase()).filter((v) => /^[a-z_][a-z0-9_]*$/.test(v)));
  const switchedOff = [...passed].filter((v) => ctx.old.writes.some((w) => w.root === v && w.target.includes('.') && isOff(w) && w.guards.length > 0));
  const output = ctx.old.writes.find((w) => isOutputAddress(ctx.addressOf(w.root)) && switchedOff.some((v) => new RegExp(`^${v}\\.[a-z_][a-z0-9_.]*$`).test((w.value ?? '').toLowerCase())));
  return output?.target ?? null;
}

/**
 * A safety-relevant signal that follows a block's output through plain variables (`rPressure := fbLag.rOut;
 * doReliefValve := rPressure > rReliefLimit`, the valve a safety relief): not called, the block's output holds, so
 * the signal no longer follows what the block computes. The signal's name, or null. A direct read is `drivesSafety`.
 */
export function safetyThroughVariable(ctx: ImpactContext, instance: string): string | null {
  const key = instance.toLowerCase();
  const plain = (w: (typeof ctx.old.writes)[number]) => w.op === ':=' && w.target.toLowerCase() === w.root;
  const texts = (w: (typeof ctx.old.writes)[number]) => [w.value ?? '', ...w.guards];
  // The plain variables the block's outputs are copied or computed into, and on from them.
  const carriers = new Set(ctx.old.writes.filter((w) => plain(w) && texts(w).some((t) => (t.match(QUALIFIED_NAME) ?? []).some((n) => n.toLowerCase().startsWith(`${key}.`)))).map((w) => w.root));
  for (let grown = true; grown; ) {
    grown = false;
    for (const w of ctx.old.writes) {
      if (!plain(w) || carriers.has(w.root) || ![...carriers].some((c) => texts(w).some((t) => readsName(t, c)))) continue;
      carriers.add(w.root);
      grown = true;
    }
  }
  const signal = ctx.old.writes.find((w) => w.op !== 'ADR' && [...carriers].some((c) => texts(w).some((t) => readsName(t, c))) && ctx.safetySignal(w.target));
  return signal?.target ?? null;
}

/**
 * Whether the guards of the writes to a block's members (`IF bDrivesReleased THEN fbPid.bControl := TRUE`) count as
 * its inputs when its call is removed: only where the block's output reaches a physical output as a permissive (a
 * whole conjunct of its value, `doFan := fbPwmFan.bOut`, or of a switch-on's guard), or a safety signal. A block whose
 * outputs only feed another block (a controller into a PWM) or only guard a lamp's switch-off (a blink timer) holds
 * them when not called, but the safety signal those guards read reaches no output through it. Member values and call
 * arguments count as before.
 */
export function memberGuardsLend(ctx: ImpactContext, instance: string): boolean {
  const key = instance.toLowerCase();
  if (ctx.drivesSafety.has(key)) return true;
  const member = (term: string) => new RegExp(`^${literally(key)}\\.[a-z_][a-z0-9_]*$`).test(term.toLowerCase());
  return ctx.old.writes.some((w) => ctx.physicalOutput(w.root) && (w.valueTerms.some(member) || (switchesOn(w) && w.guardTerms.some(member))));
}

/**
 * The inputs of a block instance written as members (`fb.xEnable := xEStopOk; fb();` or `fb.Run();`): their values,
 * and their guards where those lend (`memberGuardsLend`). By IEC 61131-3 they are inputs of the call like its arguments.
 */
export function memberInputs(ctx: ImpactContext, instance: string): string[] {
  const members = ctx.old.writes.filter((w) => w.root === instance.toLowerCase() && w.target.includes('.') && w.value !== null);
  const lend = memberGuardsLend(ctx, instance);
  return members.flatMap((w) => [w.value!, ...(lend ? w.guards : [])]);
}

/**
 * The physical outputs a call of this POU's own code not read here may write: a call without arguments of a name the
 * POU does not declare (`M_Enable();`, a method or action of the block; a function given nothing can write only
 * globals), whose text is not among the parts read, where the POU declares physical outputs (`bBrakeOpen AT %Q*`)
 * that no code read here writes: their writes are in code not read, so that call gone stops updating them (they
 * hold their last value, on included), as the last write of an output removed does. Fail closed: empty where the
 * method's text was read (its writes are judged as they are) or every output is written here.
 */
export function outputsWrittenUnread(ctx: ImpactContext, key: string): string[] {
  if (key.includes('.') || ctx.declaredEither(key) !== undefined) return [];
  const facts = [ctx.old, ctx.new];
  if (facts.some((f) => f.writes.some((w) => w.member === key) || f.fbCalls.some((c) => !c.declared && c.instance === key && c.inputs.size > 0))) return [];
  const written = new Set(facts.flatMap((f) => f.writes.map((w) => w.root)));
  return [...ctx.old.declarations.values()].filter((d) => isOutputAddress(d.address ?? null) && !written.has(d.name.toLowerCase())).map((d) => d.name);
}
