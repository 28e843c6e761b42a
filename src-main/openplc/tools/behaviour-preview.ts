// The card's Behaviour part for an edit of a Structured Text POU: the program that runs it (the edited program, or
// the first program instance whose run reaches the edited FB or function), with the project's other POUs, data
// types and global variables, old against new, at the cycle time of the task that runs it.
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import { ASSUMED_CYCLE_MS, behaviourCard, durationMs, notSimulated, withBehaviourRunning, type SafetyContext } from '../../plc-edit/index.ts';
import type { BehaviourRunner } from '../../text-diff/index.ts';
import type { PreparedEdit } from '../edit/pou-edit.ts';
import type { ProjectReader } from '../project/project-reader.ts';

/** Beyond this many POU files the card does not simulate (reading them all would delay it). */
const MAX_POU_FILES = 400;

/** The card's impact with a `running` Behaviour part, for an edit the simulator can run. */
export function withOpenPlcBehaviourRunning(preview: ApprovalPreview, edit: PreparedEdit): ApprovalPreview {
  return simulable(edit) ? withBehaviourRunning(preview) : preview;
}

function simulable(edit: PreparedEdit): boolean {
  return edit.before !== null && edit.pou.language === 'st' && edit.beforeHash !== edit.afterHash;
}

/** The preview with the simulated behaviour in its impact (its safety-relevant differences among the signals). */
export async function behaviourPreview(reader: ProjectReader, edit: PreparedEdit, preview: ApprovalPreview, safety: SafetyContext): Promise<ApprovalPreview | undefined> {
  if (!simulable(edit)) return undefined;
  return behaviourCard(preview, safety, async () => {
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
    // The programs the resource runs, in order, each at its task's cycle: the simulation runs the first one the edit
    // reaches (an FB's edit is simulated where a program calls it; one no program reaches is not simulated).
    const runners: BehaviourRunner[] = [];
    for (const instance of instances) {
      if (runners.some((r) => r.name.toLowerCase() === instance.program.toLowerCase())) continue;
      const interval = tasks.find((t) => t.name === instance.task)?.interval ?? null;
      const cycleMs = interval ? durationMs(interval) : undefined;
      runners.push({ name: instance.program, task: instance.task, ...(cycleMs ? { cycleMs } : {}) });
    }
    const isProgram = edit.pou.type === 'program';
    const programs = isProgram ? runners.filter((r) => r.name.toLowerCase() === edit.pou.name.toLowerCase()) : runners;
    // A program no instance runs is still simulated on its own (at an assumed cycle, which the card says).
    if (isProgram && programs.length === 0) programs.push({ name: edit.pou.name });
    return {
      old: { sources: [...sources, { name: edit.pou.path, text: edit.before!.toString('utf8') }], globals, program: edit.pou.name },
      new: { sources: [...sources, { name: edit.pou.path, text: edit.after }], globals, program: edit.pou.name },
      cycleMs: ASSUMED_CYCLE_MS,
      runners: { edited: edit.pou.name, programs },
    };
  });
}
