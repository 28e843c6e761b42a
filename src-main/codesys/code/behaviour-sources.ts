// What the simulation of a CODESYS code edit runs: the application's objects as the simulator reads them (a POU's
// declaration, its methods, actions and properties, and its implementation as one text; DUTs; GVLs by their name),
// the edited object's texts before and after, and the programs the tasks call at their cycle times.
import type { TemplateResult } from '../bridge/templates.ts';
import { ASSUMED_CYCLE_MS, durationMs } from '../../plc-edit/index.ts';
import type { BehaviourRequest, BehaviourRunner } from '../../text-diff/index.ts';
import type { ObjectTexts } from './pou-text.ts';

export type SimulationContext = NonNullable<TemplateResult<'read_object'>['simulation_context']>;
type CodeObject = SimulationContext['objects'][number];

const POU_KINDS = new Set(['program', 'function_block', 'function']);
const MEMBER_KINDS = new Set(['method', 'action', 'property', 'accessor']);
/** The kinds of object whose edit the simulation can show. */
const SIMULATED = new Set([...POU_KINDS, ...MEMBER_KINDS, 'dut', 'gvl']);
const END: Record<string, string> = { program: 'END_PROGRAM', function_block: 'END_FUNCTION_BLOCK', function: 'END_FUNCTION' };

export function simulatesKind(kind: string): boolean {
  return SIMULATED.has(kind);
}

/**
 * The simulation's request for an edit of `edited` (its path and kind). Objects the read left out (its size limit)
 * are named in a note: what the program needs of them stops the simulation. `ioMapping`: read_object's, `SCOPE.NAME`
 * (upper case) → address.
 */
export function codesysBehaviourRequest(
  context: SimulationContext,
  edited: { path: string; kind: string },
  before: ObjectTexts,
  after: ObjectTexts,
  ioMapping: Readonly<Record<string, string>> = {},
): Omit<BehaviourRequest, 'safetyPatterns' | 'safetySignals' | 'impactSaysNoEffect'> {
  const withTexts = (texts: ObjectTexts) => {
    const objects = context.objects.map((o) => (o.path === edited.path ? { ...o, declaration: texts.declaration, implementation: texts.implementation } : o));
    if (!objects.some((o) => o.path === edited.path)) throw new Error(`the read of the application did not hold ${edited.path}`);
    return sourcesOf(objects);
  };
  const byPath = new Map(context.objects.map((o) => [o.path, o]));
  const self = byPath.get(edited.path);
  // The POU whose run the edit changes: the edited one, or the one a method, action or property belongs to.
  let owner = self;
  while (owner && MEMBER_KINDS.has(owner.kind)) owner = byPath.get(owner.parent);
  const editedPou = owner && POU_KINDS.has(owner.kind) ? owner : null;
  const runners = runnersOf(context.tasks);
  const isProgram = editedPou?.kind === 'program';
  const programs = isProgram ? runners.filter((r) => r.name.toLowerCase() === editedPou.name.toLowerCase()) : runners;
  if (isProgram && programs.length === 0) programs.push({ name: editedPou.name });
  const notes = context.skipped.length > 0 ? [`Left out of the simulation by the card's size limit: ${context.skipped.slice(0, 5).join(', ')}${context.skipped.length > 5 ? ` and ${context.skipped.length - 5} more` : ''}.`] : [];
  const program = editedPou?.name ?? '';
  return {
    // The IO mapping's addresses make variables declared without AT inputs and outputs.
    old: { sources: withTexts(before), program, addresses: ioMapping },
    new: { sources: withTexts(after), program, addresses: ioMapping },
    cycleMs: ASSUMED_CYCLE_MS,
    runners: { edited: editedPou?.name ?? null, programs },
    notes,
  };
}

/** The programs the tasks call, in order, each at its task's cycle (a cyclic task's interval). */
function runnersOf(tasks: SimulationContext['tasks']): BehaviourRunner[] {
  const runners: BehaviourRunner[] = [];
  for (const task of tasks) {
    const cycleMs = task.kind === null || task.kind === 'cyclic' ? intervalMs(task.interval, task.interval_unit) : undefined;
    for (const call of task.pou_calls) {
      const name = call.replace(/^.*\./, '').trim();
      if (!name || runners.some((r) => r.name.toLowerCase() === name.toLowerCase())) continue;
      runners.push({ name, task: task.name, ...(cycleMs ? { cycleMs } : {}) });
    }
  }
  return runners;
}

/** `t#20ms`, or `20` with the unit `ms` / `us`: milliseconds. */
function intervalMs(interval: string, unit: string): number | undefined {
  const literal = durationMs(interval);
  if (literal !== undefined) return literal;
  const n = Number(interval.trim());
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const scale = /^us$/i.test(unit.trim()) ? 0.001 : /^s$/i.test(unit.trim()) ? 1000 : 1;
  return n * scale;
}

/** The objects as the simulator's sources: one text per POU with its members inside, the DUTs, the GVLs by name. */
function sourcesOf(objects: CodeObject[]): Array<{ name: string; text: string }> {
  const children = new Map<string, CodeObject[]>();
  for (const o of objects) children.set(o.parent, [...(children.get(o.parent) ?? []), o]);
  const sources: Array<{ name: string; text: string }> = [];
  for (const o of objects) {
    if (o.kind === 'gvl' && o.declaration !== null) sources.push({ name: o.name, text: o.declaration });
    else if (o.kind === 'dut' && o.declaration !== null) sources.push({ name: o.path, text: withoutLeadingPragmas(o.declaration) });
    else if (POU_KINDS.has(o.kind)) sources.push(pouSource(o, children));
  }
  return sources;
}

/**
 * A POU as the text IEC 61131-3 3rd edition writes it: declaration, methods, actions and properties, body. One not
 * in Structured Text (no textual implementation: LD, FBD, CFC, SFC) is named so: the simulator refuses it if reached.
 */
function pouSource(o: CodeObject, children: Map<string, CodeObject[]>): { name: string; text: string } {
  const graphical = { name: `${o.path}.graphical`, text: o.declaration ?? '' };
  if (o.declaration === null || o.implementation === null) return graphical;
  const members: string[] = [];
  for (const m of children.get(o.path) ?? []) {
    if (m.kind === 'method') {
      if (m.declaration === null || m.implementation === null) return graphical;
      members.push(`${m.declaration}\n${m.implementation}\nEND_METHOD`);
    } else if (m.kind === 'action') {
      if (m.implementation === null) return graphical;
      members.push(`ACTION ${m.name}:\n${m.implementation}\nEND_ACTION`);
    } else if (m.kind === 'property' && m.declaration !== null) {
      const accessors: string[] = [];
      for (const a of children.get(m.path) ?? []) {
        const word = a.name.toUpperCase();
        if (a.kind !== 'accessor' || (word !== 'GET' && word !== 'SET')) continue;
        if (a.implementation === null) return graphical;
        accessors.push(`${word}\n${a.declaration ?? ''}\n${a.implementation}\nEND_${word}`);
      }
      members.push(`${m.declaration}\n${accessors.join('\n')}\nEND_PROPERTY`);
    }
  }
  return { name: o.path, text: `${o.declaration}\n${members.join('\n')}\n${o.implementation}\n${END[o.kind]}` };
}

/** `{attribute 'qualified_only'}` lines above a TYPE: the simulator reads the TYPE block. */
function withoutLeadingPragmas(text: string): string {
  return text.replace(/^(?:\s*\{[^}]*\})+/, '');
}
