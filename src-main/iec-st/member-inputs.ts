// A block instance's input written as a member before a call that passes no value for it (`TOFHeating.IN := x;
// TOFHeating();`) is, by IEC 61131-3 semantics, the call with that argument (`TOFHeating(IN := x)`): a call assigns
// the arguments it is given to the instance's inputs and runs its body, and an input keeps its value between calls
// either way. Rewriting one form as the other changes nothing on the machine, so before the versions are compared the
// member write is read as the argument the other version passes.
import type { FbCallFact, UnitFacts, WriteFact } from './impact-facts.ts';

/**
 * Where one version writes an input as a member before the call and the other passes the same value as the call's
 * argument (same instance, same guards), the member write becomes that argument. Only the last such write before the
 * call counts, with nothing between them writing the member or what its value reads; a member written in both
 * versions, or another value passed, is left to the comparison.
 */
export function alignMemberInputs(before: UnitFacts, after: UnitFacts): void {
  readAsArguments(before, after);
  readAsArguments(after, before);
}

const sameGuards = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((g, i) => g.toLowerCase() === b[i]!.toLowerCase());
const NAME = /[A-Za-z_][A-Za-z0-9_]*/g;

function readAsArguments(side: UnitFacts, other: UnitFacts): void {
  for (const call of side.fbCalls) {
    if (!call.declared) continue;
    const passed = other.fbCalls.filter((c) => c.declared && c.instance === call.instance && sameGuards(c.guards, call.guards));
    if (passed.length !== 1) continue;
    for (const [input, argument] of passed[0]!.inputs) {
      if (argument.member || (call.inputs.has(input) && !call.inputs.get(input)!.member)) continue;
      const member = `${call.instance}.${input}`;
      if (other.writes.some((w) => w.target.toLowerCase() === member)) continue;
      const write = memberWrite(side, call, member);
      if (!write || write.valueKey !== argument.key) continue;
      side.writes.splice(side.writes.indexOf(write), 1);
      call.inputs.set(input, { name: argument.name, value: write.value!, key: write.valueKey, literal: write.literal, shape: write.shape, literals: write.literals, terms: write.valueTerms });
    }
  }
}

/**
 * The members written before each call of a declared instance that passes no value for them (`tmr.IN := x; tmr();`)
 * are its inputs (IEC 61131-3: the call runs the block on them), noted `member`: the rules that read a block's inputs
 * (what a timer watches, what an edge trigger's CLK reads) read them alike, and their changes stay the writes' items.
 */
export function readMemberInputs(facts: UnitFacts): void {
  for (const call of facts.fbCalls) {
    if (!call.declared || /[[\]]/.test(call.instance)) continue;
    const prefix = `${call.instance.toLowerCase()}.`;
    const members = new Set(facts.writes.map((w) => w.target).filter((t) => t.toLowerCase().startsWith(prefix) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t.slice(prefix.length))));
    for (const target of members) {
      const name = target.slice(prefix.length);
      if (call.inputs.has(name.toLowerCase())) continue;
      const write = memberWrite(facts, call, target.toLowerCase());
      if (write) call.inputs.set(name.toLowerCase(), { name, value: write.value!, key: write.valueKey, literal: write.literal, shape: write.shape, literals: write.literals, terms: write.valueTerms, member: write });
    }
  }
}

/** The last write of the member before the call, under the call's guards, with nothing it reads written in between. */
function memberWrite(side: UnitFacts, call: FbCallFact, member: string): WriteFact | undefined {
  const inPart = side.writes.filter((w) => w.site.part === call.site.part && w.site.line <= call.site.line);
  const writes = inPart.filter((w) => w.target.toLowerCase() === member);
  const last = writes.at(-1);
  if (!last || last.op !== ':=' || last.value === null || !sameGuards(last.guards, call.guards)) return undefined;
  const reads = new Set([member, ...(last.value.match(NAME) ?? []).map((n) => n.toLowerCase())]);
  const between = inPart.filter((w) => w !== last && w.site.line >= last.site.line);
  return between.some((w) => reads.has(w.root) || reads.has(w.target.toLowerCase())) ? undefined : last;
}
