// The card's Behaviour part for an edit of a Structured Text POU: the program that runs it (the edited program, or
// the first program instance whose text names the edited FB or function), with the project's other POUs, data
// types and global variables, old against new, at the cycle time of the task that runs it.
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import { behaviourSafetySignals, type BehaviourReport } from '../../../src-shared/behaviour.ts';
import { previewImpact, type ImpactReport } from '../../../src-shared/impact.ts';
import { boundedBehaviour } from '../../text-diff/index.ts';
import type { PreparedEdit } from '../edit/pou-edit.ts';
import type { ProjectReader } from '../project/project-reader.ts';

/** Beyond this many POU files the card does not simulate (reading them all would delay it). */
const MAX_POU_FILES = 400;
const ASSUMED_CYCLE_MS = 20;

/** The card's impact with a `running` Behaviour part: shown until the simulation finishes. */
export function withBehaviourRunning(preview: ApprovalPreview, edit: PreparedEdit): ApprovalPreview {
  const impact = previewImpact(preview);
  if (!impact || !simulable(edit) || (preview.kind !== 'diff' && preview.kind !== 'text')) return preview;
  const running: BehaviourReport = { status: 'running', scenarios: 0, scans: 0, cycleMs: 0, differingScenarios: 0, differences: [], notes: [], summary: 'Simulating the old and the new version…' };
  return { ...preview, impact: { ...impact, behaviour: running } };
}

function simulable(edit: PreparedEdit): boolean {
  return edit.before !== null && edit.pou.language === 'st' && edit.beforeHash !== edit.afterHash;
}

/** The preview with the simulated behaviour in its impact (its safety-relevant differences among the signals). */
/** What counts as safety-relevant for this project: the person's patterns and the project's own signals. */
export interface SafetyContext {
  safetyPatterns: readonly string[];
  safetySignals?: readonly string[];
}

export async function behaviourPreview(reader: ProjectReader, edit: PreparedEdit, preview: ApprovalPreview, safety: SafetyContext): Promise<ApprovalPreview | undefined> {
  const impact = previewImpact(preview);
  if (!impact || !simulable(edit) || (preview.kind !== 'diff' && preview.kind !== 'text')) return undefined;
  const behaviour = await simulate(reader, edit, impact, safety).catch((err: unknown): BehaviourReport => notSimulated(err instanceof Error ? err.message : String(err)));
  const safetySignals = [...new Set([...impact.safetySignals, ...behaviourSafetySignals(behaviour)])];
  const next: ImpactReport = { ...impact, behaviour, safetySignals };
  return { ...preview, impact: next };
}

function notSimulated(reason: string): BehaviourReport {
  return { status: 'not-simulated', reason, scenarios: 0, scans: 0, cycleMs: 0, differingScenarios: 0, differences: [], notes: [], summary: `Not simulated: ${reason}` };
}

async function simulate(reader: ProjectReader, edit: PreparedEdit, impact: ImpactReport, safety: SafetyContext): Promise<BehaviourReport> {
  const pous = await reader.listPous();
  if (pous.length > MAX_POU_FILES) return notSimulated(`the project has more than ${MAX_POU_FILES} POU files`);
  const sources: Array<{ name: string; text: string }> = [];
  for (const pou of pous) {
    if (pou.path === edit.pou.path) continue;
    const read = await reader.readPouFile(pou).catch(() => null);
    if (read) sources.push({ name: pou.path, text: read.content });
  }
  sources.push(...(await reader.dataTypeTexts()));
  const globals = (await reader.globalVariables()).map((g) => ({ name: g.name, type: g.type, address: g.location, initialValue: g.initial_value, documentation: g.documentation }));
  const { tasks, program_instances: instances } = await reader.executionConfiguration();
  const mentions = (text: string) => new RegExp(`\\b${edit.pou.name}\\b`, 'i').test(text);
  const program =
    edit.pou.type === 'program'
      ? edit.pou.name
      : (instances.find((i) => mentions(sources.find((s) => s.name.endsWith(`/${i.program}.st`))?.text ?? ''))?.program ?? instances[0]?.program);
  if (!program) return notSimulated(`no program instance in project.json runs ${edit.pou.name}`);
  const instance = instances.find((i) => i.program.toLowerCase() === program.toLowerCase());
  const interval = tasks.find((t) => t.name === instance?.task)?.interval ?? null;
  const cycleMs = interval ? timeMs(interval) : undefined;
  const cycleNote = cycleMs
    ? `${program} runs every ${cycleMs} ms (task ${instance!.task}).`
    : `No cyclic task runs ${program}: a ${ASSUMED_CYCLE_MS} ms cycle was assumed.`;
  const before = edit.before!.toString('utf8');
  return boundedBehaviour({
    old: { sources: [...sources, { name: edit.pou.path, text: before }], globals, program },
    new: { sources: [...sources, { name: edit.pou.path, text: edit.after }], globals, program },
    cycleMs: cycleMs ?? ASSUMED_CYCLE_MS,
    cycleNote,
    safetyPatterns: safety.safetyPatterns,
    safetySignals: safety.safetySignals ?? [],
    impactSaysNoEffect: impact.status === 'complete' && !impact.items.some((item) => item.kind === 'write' || item.kind === 'condition' || item.kind === 'constant' || item.kind === 'fb-call'),
  });
}

/** `T#10ms` → 10; undefined when it is no duration or not positive. */
function timeMs(text: string): number | undefined {
  const m = /^(?:T|TIME)#(.*)$/i.exec(text.trim().replace(/_/g, ''));
  if (!m) return undefined;
  let total = 0;
  let rest = m[1]!.toLowerCase();
  for (const [unit, size] of [['ms', 1], ['h', 3_600_000], ['m', 60_000], ['s', 1000]] as const) {
    const part = new RegExp(`(\\d+(?:\\.\\d+)?)${unit}(?![a-z])`).exec(rest);
    if (part) {
      total += Number(part[1]) * size;
      rest = rest.replace(part[0], '');
    }
  }
  return total > 0 && rest === '' ? total : undefined;
}
