// What an edge trigger says about the variable it watches. IEC 61131-3's F_TRIG sets Q only in the call where CLK
// is FALSE after being TRUE, R_TRIG only where CLK is TRUE after being FALSE: right after the call, while Q holds,
// CLK's variable has that value.
import { multisetMinus } from './align-facts.ts';
import type { UnitFacts, WriteFact } from './impact-facts.ts';

/** The value CLK has while Q is TRUE. */
const CLK_WHEN_Q: Record<string, string> = { f_trig: 'FALSE', r_trig: 'TRUE' };

/**
 * A write that gives a variable the value an edge trigger on it has just shown it holds
 * (`fEdge(CLK := x); IF fEdge.Q THEN x := FALSE; END_IF`): it changes nothing, so removing it removes no interlock.
 * Only where the call runs whenever the write does (its guards are the write's outer guards), earlier in the same
 * text, and nothing writes the variable in between.
 */
export function heldByEdge(w: WriteFact, facts: UnitFacts, typeOf: (instance: string) => string | undefined): boolean {
  if (w.op !== ':=' || !w.literal) return false;
  const target = w.target.toLowerCase();
  return facts.fbCalls.some((call) => {
    const clk = call.inputs.get('clk');
    const held = CLK_WHEN_Q[typeOf(call.instance)?.toLowerCase() ?? ''];
    if (!held || held !== (w.value ?? '').toUpperCase() || clk?.value.toLowerCase() !== target) return false;
    if (!w.guardTerms.includes(`${call.display}.q`.toLowerCase())) return false;
    const sameText = call.site.part === w.site.part && call.site.line < w.site.line;
    const runsFirst = call.guards.every((g, i) => w.guards[i] === g);
    const between = facts.writes.some((x) => x !== w && x.root === w.root && x.site.part === w.site.part && x.site.line >= call.site.line && x.site.line <= w.site.line);
    return sameText && runsFirst && !between;
  });
}

/**
 * Guards with each edge trigger's Q they read (`rtEStopLost.Q`) followed by what its CLK reads (`NOT bEStopOk`): Q is
 * TRUE only on an edge of CLK, so a guard on Q is a guard on that signal.
 */
export function edgeClocks(guards: readonly string[], sides: readonly UnitFacts[], typeOf: (instance: string) => string | undefined): string[] {
  const clocks = sides.flatMap((facts) => facts.fbCalls).filter((call) => CLK_WHEN_Q[typeOf(call.instance)?.toLowerCase() ?? ''] !== undefined && call.inputs.has('clk'));
  const read = clocks.filter((call) => guards.some((g) => g.toLowerCase().includes(`${call.display.toLowerCase()}.q`))).map((call) => call.inputs.get('clk')!.value);
  return [...guards, ...new Set(read)];
}

/**
 * A guard with an edge trigger's Q swapped for the level it watches (`rtStart.Q` → `StartPb`, where `rtStart(CLK :=
 * StartPb)`; an F_TRIG's for `NOT x`), another conjunct kept: Q holds only where CLK has that value, so the guard now
 * holds wherever it held and for as long as the level lasts, a conjunct weakened (a switch-on while a button is held).
 * A whole condition replaced by the level (`IF rtTest.Q` → `IF bTestSounder`) is another condition, not this.
 */
export function edgeSwappedForLevel(was: readonly string[], now: readonly string[], sides: readonly UnitFacts[], typeOf: (instance: string) => string | undefined): boolean {
  const levels = new Map<string, string>();
  for (const call of sides.flatMap((facts) => facts.fbCalls)) {
    const held = CLK_WHEN_Q[typeOf(call.instance)?.toLowerCase() ?? ''];
    const clk = call.inputs.get('clk')?.value.toLowerCase();
    if (held && clk) levels.set(`${call.display.toLowerCase()}.q`, held === 'TRUE' ? clk : /^[a-z_][a-z0-9_.]*$/.test(clk) ? `not ${clk}` : `not (${clk})`);
  }
  const gone = multisetMinus(was, now, String);
  const left = multisetMinus(now, was, String);
  const kept = was.length - gone.length;
  return kept > 0 && gone.length > 0 && gone.length === left.length && gone.every((t) => left.includes(levels.get(t) ?? '\u0000')) && left.every((t) => gone.some((g) => levels.get(g) === t));
}
