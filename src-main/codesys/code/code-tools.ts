// Reading and editing code: codesys_read_pou, codesys_set_pou_code, codesys_patch_pou, codesys_search_code, and how
// the person reverts a POU edit from the UI.
import type { DomainServices } from '../../mcp/domain-module.ts';
import { z } from 'zod';
import type { EditRecord } from '../../../src-shared/audit-entry.ts';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import { ToolError, type EditKindReverter, type ToolExecution } from '../../core/index.ts';
import { defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { assertUnchangedSinceRead, behaviourCard, codeTextField, editPreview, impactContext, textEdit, textEditList, withBehaviourRunning, type ImpactContext } from '../../plc-edit/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { searchLines } from '../../text-search/index.ts';
import { DIFF_MAX_INPUT_CHARS } from '../../text-diff/index.ts';
import type { TemplateResult } from '../bridge/templates.ts';
import { codesysBehaviourRequest, simulatesKind, type SimulationContext } from './behaviour-sources.ts';
import { applyEdits, keepHeader, normalizeNewlines, objectContentHash, objectDiffParts, TEXT_PARTS, type ObjectTexts } from './pou-text.ts';
import {
  auditedProjectOpenNow,
  expectedHashField,
  objectPathField,
  projectPathField,
  projectPlan,
  resolveProjectPath,
  type ProjectPlan,
  type ObjectDescription,
  type ToolContext,
  type ToolsetContext,
} from '../toolset-kit.ts';
import { codeOutput } from './code-output.ts';

export const POU_EDIT_KIND = 'codesys-pou';

export interface ObjectRead extends ObjectTexts {
  object: ObjectDescription;
}

/** What an edit's impact needs from outside the object: the other GVLs and the IO mapping (read_object's). */
export type OutsideObject = NonNullable<TemplateResult<'read_object'>['impact_context']>;

const editOutput = codeOutput.extend({
  header_restored: z.boolean().describe('True when the declaration came without its header line and Interlock kept the current one'),
});

function readObject(codesys: CodesysConnection, projectPath: string, objectPath: string, label: string, execution?: CommandExecution): Promise<ObjectRead> {
  return codesys.run('read_object', { project_path: projectPath, object_path: objectPath }, { label, projectPath, ...(execution ? { execution } : {}) });
}

function codeResult(read: ObjectRead): z.infer<typeof codeOutput> {
  return { object: read.object, declaration: read.declaration, implementation: read.implementation, content_hash: objectContentHash(read) };
}

/** An edit worked out against what CODESYS holds now: the current texts and the new ones. */
interface PlannedEdit {
  current: ObjectRead;
  outside: OutsideObject | undefined;
  /** The application's code and tasks, for the card's Behaviour part (absent from an older bridge's answer). */
  simulation: SimulationContext | undefined;
  next: ObjectTexts;
  headerRestored: boolean;
}

/** The code tools' context: the online session gives the values a logged-in PLC holds, where a simulation starts. */
type CodeToolContext = ToolContext & { online?: Pick<ToolsetContext['online'], 'watchedValues'> };

/** The simulation reads both versions of every object: half the simulation's input limit each. */
const SIMULATION_MAX_CHARS = DIFF_MAX_INPUT_CHARS / 2;

type EditArgs = { project_path: string; object_path: string; expected_content_hash: string };

/** The plan of an edit: the resolved project and, read once in the call's turn, the edit itself. */
interface EditPlan<A extends EditArgs = EditArgs> extends ProjectPlan<A> {
  edit: (execution: CommandExecution) => Promise<PlannedEdit>;
}

/**
 * Prepares an edit: the project path now; the read of the object (refused if it changed since the agent read it)
 * and the new texts once, when the preview or the handler first needs them, so an edit costs one read and one write.
 */
async function planEdit<A extends EditArgs>(
  { services, codesys }: ToolContext,
  args: A,
  label: string,
  change: (current: ObjectRead, objectPath: string) => ObjectTexts,
  onCurrentContent = false,
): Promise<EditPlan<A>> {
  const plan = await projectPlan(services, args);
  return {
    ...plan,
    edit: sharedStep(async (execution: CommandExecution) => {
      // The GVLs and the IO mapping come in the same command, for the card's impact (within the analysis's limit), and
      // the application's code and tasks for its simulation.
      const { impact_context: outside, simulation_context: simulation, ...current } = await codesys.run(
        'read_object',
        { project_path: plan.projectPath, object_path: args.object_path, impact_context: { max_chars: DIFF_MAX_INPUT_CHARS }, simulation_context: { max_chars: SIMULATION_MAX_CHARS } },
        { label, projectPath: plan.projectPath, execution },
      );
      // On the current content: a card whose object changed while it waited, reviewed by the person on the new texts.
      if (!onCurrentContent) assertUnchangedSinceRead(current.object.path, objectContentHash(current), args.expected_content_hash, 'codesys_read_pou');
      const next = change(current, current.object.path);
      // The header survives any edit: restored if the new declaration dropped it, refused if it names something else.
      let headerRestored = false;
      if (next.declaration !== null && current.declaration !== null && next.declaration !== current.declaration) {
        const kept = keepHeader(current.declaration, next.declaration, current.object.path);
        next.declaration = kept.text;
        headerRestored = kept.headerRestored;
      }
      return { current, outside, simulation, next, headerRestored };
    }),
  };
}

async function previewOf(services: DomainServices, plan: EditPlan, title: string, execution: CommandExecution): Promise<ApprovalPreview> {
  const edit = await plan.edit(execution);
  const { current, outside, next } = edit;
  const preview = await editPreview(`${title}: ${current.object.path}`, current.object.path, objectDiffParts(current.object.path, current, next), objectImpact(services, plan.projectPath, current, next, outside));
  return simulable(edit) ? withBehaviourRunning(preview) : preview;
}

/** An edit the simulator can show: of code (a POU, method, action, property, GVL), that changes a text. */
function simulable({ current, next, simulation }: PlannedEdit): boolean {
  return simulation !== undefined && simulatesKind(current.object.kind) && (current.declaration !== next.declaration || current.implementation !== next.implementation);
}

/**
 * The card's Behaviour part: the program a task runs that reaches the edit, old against new, from the values the
 * watch list holds where Interlock is logged in to this project's PLC.
 */
async function behaviourFollowUp({ services, online }: CodeToolContext, plan: EditPlan, preview: ApprovalPreview, execution: CommandExecution): Promise<ApprovalPreview | undefined> {
  const edit = await plan.edit(execution);
  if (!simulable(edit) || !edit.simulation) return undefined;
  const { current, next, simulation } = edit;
  const safety = impactContext(services.settings.current, [plan.projectPath]);
  const watched = online?.watchedValues(plan.projectPath);
  return behaviourCard(preview, safety, async () => ({
    ...codesysBehaviourRequest(simulation, current.object, current, next, edit.outside?.io_mapping),
    ...(watched ? { startValues: watched.values, startValuesSource: `the watch list of the PLC Interlock is logged in to (read at ${new Date(watched.readAt).toISOString().slice(11, 19)} UTC)` } : {}),
  }));
}

/**
 * The impact analysis of an edit of a POU, method, property or GVL: both texts (an unchanged declaration still
 * declares what the implementation writes), named as the diff names them. Data types (`TYPE`) hold no code.
 */
export function objectImpact(services: DomainServices, projectPath: string, current: ObjectRead, next: ObjectTexts, outside: OutsideObject | undefined): ImpactContext | undefined {
  if (/^\s*(?:\{[^}]*\}\s*)*TYPE\b/i.test(current.declaration ?? '')) return undefined;
  const parts = TEXT_PARTS.filter((part) => current[part] !== null || next[part] !== null).map((part) => ({
    name: `${current.object.path} (${part})`,
    before: current[part] ?? '',
    after: next[part] ?? '',
  }));
  return { ...impactContext(services.settings.current, [projectPath]), parts, ...(outside ? outsideContext(current.object.name, outside) : {}) };
}

/**
 * The other GVLs as the analysis reads them, and the IO mapping keyed by the name the edited text uses: plain for the
 * object's own variables (`PLC_PRG.bMotor` mapped, `bMotor` in PLC_PRG), qualified for everything else.
 */
function outsideContext(objectName: string, outside: OutsideObject): Pick<ImpactContext, 'globalLists' | 'skippedGlobalLists' | 'ioMapping' | 'otherUnits' | 'skippedOtherUnits'> {
  const own = `${objectName}.`.toLowerCase();
  const ioMapping = Object.fromEntries(
    Object.entries(outside.io_mapping).map(([variable, address]) => {
      const key = variable.toLowerCase();
      return [key.startsWith(own) ? key.slice(own.length) : key, address];
    }),
  );
  return {
    globalLists: outside.global_lists.map((list) => ({ name: list.name, declaration: list.declaration })),
    skippedGlobalLists: outside.skipped,
    ioMapping,
    otherUnits: (outside.other_units ?? []).map((unit) => ({ name: unit.path, text: unit.declaration })),
    skippedOtherUnits: outside.skipped_units ?? [],
  };
}

/** Writes the plan (both parts or neither, and only if CODESYS still holds what was read) and records the edit. */
async function writePlan(codesys: CodesysConnection, plan: EditPlan, label: string, execution: ToolExecution): Promise<z.infer<typeof editOutput>> {
  const { current, next, headerRestored } = await plan.edit(execution);
  await execution.planEdit(pouEditRecord(plan.projectPath, current.object.path, current, objectContentHash(next)));
  const written = await writeTexts(codesys, plan.projectPath, current.object.path, current, next, label, execution);
  const result = codeResult(written);
  execution.recordEdit(pouEditRecord(plan.projectPath, written.object.path, current, result.content_hash, written));
  return { ...result, header_restored: headerRestored };
}

function writeTexts(codesys: CodesysConnection, projectPath: string, objectPath: string, expected: ObjectTexts, next: ObjectTexts, label: string, execution?: CommandExecution): Promise<ObjectRead> {
  return codesys.run(
    'write_object',
    {
      project_path: projectPath,
      object_path: objectPath,
      expected: { declaration: expected.declaration, implementation: expected.implementation },
      ...(next.declaration !== expected.declaration ? { declaration: next.declaration } : {}),
      ...(next.implementation !== expected.implementation ? { implementation: next.implementation } : {}),
    },
    { label, projectPath, ...(execution ? { execution } : {}) },
  );
}

/** `after`: the texts CODESYS holds after the write, kept for the text export a commit in git carries. */
function pouEditRecord(projectPath: string, objectPath: string, before: ObjectTexts, afterHash: string, after?: ObjectTexts): EditRecord {
  return {
    kind: POU_EDIT_KIND,
    location: `${objectPath} in ${projectPath}`,
    beforeHash: objectContentHash(before),
    afterHash,
    revert: {
      project_path: projectPath,
      object_path: objectPath,
      declaration: before.declaration,
      implementation: before.implementation,
      ...(after ? { after_declaration: after.declaration, after_implementation: after.implementation } : {}),
    },
  };
}

/**
 * How the person reverts a POU edit from the UI. Only while CODESYS can be reached without launching it, and listing
 * revertable edits asks only about the project open in it: it never starts CODESYS nor switches its project.
 */
export function pouEditReverter(services: DomainServices, codesys: CodesysConnection): EditKindReverter {
  const target = (edit: EditRecord) => {
    const { project_path, object_path } = edit.revert as { project_path?: unknown; object_path?: unknown };
    if (typeof project_path !== 'string' || typeof object_path !== 'string') throw new Error('The audit entry does not name a CODESYS object');
    return { projectPath: project_path, objectPath: object_path };
  };
  return {
    async currentHash(edit) {
      const { projectPath, objectPath } = target(edit);
      const open = await auditedProjectOpenNow(services, codesys, projectPath);
      return open ? objectContentHash(await readObject(codesys, open, objectPath, 'revert')) : null;
    },
    async revert(edit) {
      if (!codesys.readyWithoutLaunch) throw new Error('CODESYS is not running; launch it to revert this edit');
      const { projectPath, objectPath } = target(edit);
      const before = edit.revert as { declaration?: string | null; implementation?: string | null };
      const resolved = await resolveProjectPath(services, projectPath);
      const current = await readObject(codesys, resolved, objectPath, 'revert');
      if (objectContentHash(current) !== edit.afterHash) throw new Error(`${objectPath} changed after this edit; reverting would overwrite later work`);
      const written = await writeTexts(codesys, resolved, objectPath, current, { declaration: before.declaration ?? null, implementation: before.implementation ?? null }, 'revert');
      return objectContentHash(written);
    },
  };
}

const partEdit = textEdit.extend({ part: z.enum(['declaration', 'implementation']).describe('Which part of the object the edit applies to') });

function planSet(context: CodeToolContext, args: { project_path: string; object_path: string; declaration?: string | undefined; implementation?: string | undefined; expected_content_hash: string }): Promise<EditPlan> {
  return planEdit(context, args, 'codesys_set_pou_code', (current, objectPath) => {
    const next: ObjectTexts = { declaration: current.declaration, implementation: current.implementation };
    for (const part of ['declaration', 'implementation'] as const) {
      const text = args[part];
      if (text === undefined) continue;
      if (current[part] === null) throw new ToolError(`${objectPath} is a ${current.object.kind} without ${part}; nothing was changed.`);
      next[part] = normalizeNewlines(text);
    }
    return next;
  });
}

function readPouRow({ services, codesys }: CodeToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_read_pou',
    title: 'Read CODESYS POU',
    description: 'Reads the declaration (with its header line) and implementation of a POU, method, property accessor, DUT or GVL, plus the content_hash the edit tools need.',
    input: z.object({ project_path: projectPathField, object_path: objectPathField }),
    output: codeOutput,
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      return codeResult(await readObject(codesys, projectPath, args.object_path, 'codesys_read_pou', execution));
    },
    summarize: (r) => `${r.object.path} (${r.object.kind})`,
  });
}

function setPouCodeRow(context: CodeToolContext): AnyToolDefinition {
  const { services, codesys } = context;
  return defineTool({
    name: 'codesys_set_pou_code',
    title: 'Set CODESYS POU code',
    description: 'Replaces the declaration and/or implementation of a POU, method, accessor, DUT or GVL; a part left out stays. The header\'s kind and name cannot change.',
    input: z.object({
      project_path: projectPathField,
      object_path: objectPathField,
      declaration: codeTextField('declaration').optional().describe('The new declaration part'),
      implementation: codeTextField('implementation').optional().describe('The new implementation part'),
      expected_content_hash: expectedHashField,
    }).refine((args) => args.declaration !== undefined || args.implementation !== undefined, {
      message: 'Pass declaration, implementation or both; nothing was changed.',
    }),
    output: editOutput,
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) => planSet(context, args),
    preview: (plan, execution) => previewOf(services, plan, 'Set code', execution),
    previewFollowUp: (plan, preview, execution) => behaviourFollowUp(context, plan, preview, execution),
    handler: (plan, execution) => writePlan(codesys, plan, 'codesys_set_pou_code', execution),
    summarize: (r) => `set ${r.object.path}`,
  });
}

function patchPouRow(context: CodeToolContext): AnyToolDefinition {
  const { services, codesys } = context;
  return defineTool({
    name: 'codesys_patch_pou',
    title: 'Patch CODESYS POU code',
    description: 'Applies exact find/replace edits to a POU\'s declaration and/or implementation, in order, all or nothing.',
    input: z.object({
      project_path: projectPathField,
      object_path: objectPathField,
      edits: textEditList(partEdit),
      expected_content_hash: expectedHashField,
    }),
    output: editOutput,
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => planEdit(context, args, 'codesys_patch_pou', (current, objectPath) => applyEdits(current, args.edits, objectPath)),
    rebase: ({ args }) => planEdit(context, args, 'codesys_patch_pou', (current, objectPath) => applyEdits(current, args.edits, objectPath), true),
    preview: (plan, execution) => previewOf(services, plan, 'Patch code', execution),
    previewFollowUp: (plan, preview, execution) => behaviourFollowUp(context, plan, preview, execution),
    handler: (plan, execution) => writePlan(codesys, plan, 'codesys_patch_pou', execution),
    summarize: (r) => `patched ${r.object.path}`,
  });
}

function searchCodeRow({ services, codesys }: CodeToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_search_code',
    title: 'Search CODESYS code',
    description: 'Searches the declarations and implementations of every object of a CODESYS project for a text or regex; returns object path, part, 1-based line and the line.',
    input: z.object({
      project_path: projectPathField,
      pattern: boundedString(INPUT_LIMITS.patternChars, 'pattern').min(1).describe('Text to find, or a regular expression when regex is true'),
      regex: z.boolean().default(false).describe('Treat pattern as a regular expression'),
      case_sensitive: z.boolean().default(false).describe('Match letter case exactly'),
      max_hits: z.number().int().min(1).max(1000).default(100).describe('Stop after this many hits'),
    }),
    output: z.object({
      hits: z.array(z.object({ object_path: z.string(), kind: z.string(), part: z.enum(['declaration', 'implementation']), line: z.number().int(), text: z.string() })),
      truncated: z.boolean().describe('True when there were more hits than max_hits'),
      objects_searched: z.number().int(),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const { objects } = await codesys.run('dump_code', { project_path: projectPath }, { label: 'codesys_search_code', execution, projectPath });
      const parts = objects.flatMap((object) => TEXT_PARTS.flatMap((part) => (object[part] === null ? [] : [{ object, part, text: object[part]! }])));
      const { matches, truncated } = searchLines(
        parts.map((p) => p.text),
        args.pattern,
        { regex: args.regex, caseSensitive: args.case_sensitive, maxResults: args.max_hits, firstPerLine: true },
      );
      const hits = matches.map((m) => {
        const { object, part } = parts[m.document]!;
        return { object_path: object.object.path, kind: object.object.kind, part, line: m.line, text: m.text.slice(0, 500) };
      });
      return { hits, truncated, objects_searched: objects.length };
    },
    summarize: (r) => `${r.hits.length}${r.truncated ? '+' : ''} hits`,
  });
}

export function codeTools(context: CodeToolContext): AnyToolDefinition[] {
  return [readPouRow(context), setPouCodeRow(context), patchPouRow(context), searchCodeRow(context)];
}
