// The tools that change POU files. Each waits for the person's approval, which shows the unified diff; every check
// runs once, in `prepare`, before the card is shown, and the write is atomic and conditional on the content hash the
// plan was based on, so a file that changed meanwhile (e.g. saved in OpenPLC Editor) is never overwritten.
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import type { ToolExecution } from '../../core/index.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { editDiffRequest, prepareCreate, preparePatch, prepareUpdate, type PreparedEdit } from '../edit/pou-edit.ts';
import { codeTextField, diffText, editPreview, filesScope, IDENTIFIER, impactContext, textEdit, textEditList } from '../../plc-edit/index.ts';
import { POU_TYPES, RETURN_TYPE } from '../project/project-layout.ts';
import { behaviourPreview, withOpenPlcBehaviourRunning } from './behaviour-preview.ts';
import { IEC_RESERVED_WORDS } from '../st/reserved-words.ts';
import type { ProjectReader } from '../project/project-reader.ts';
import { contentHashField, PouInfo, pouName, projectPath, projectPlan, type OpenPlcToolContext, type ProjectPlan } from './tool-context.ts';

/** The plan of an edit: the project and the edit, prepared once against the file on disk. */
interface EditPlan<A> extends ProjectPlan<A> {
  readonly edit: PreparedEdit;
}

/**
 * The card: the diff, and what the edit does to the machine, resolved against the project's global variables; the
 * other Structured Text POUs go with it for their located variables (a safety signal's address is one wherever the
 * edit reaches it).
 */
async function diffPreview(context: OpenPlcToolContext, { project, edit }: EditPlan<unknown>, title: string): Promise<ApprovalPreview> {
  const globals = await project.reader.globalVariables().catch(() => []);
  const otherUnits: Array<{ name: string; text: string }> = [];
  for (const pou of (await project.reader.pouIndex()).files) {
    if (pou.language !== 'st' || pou.path === edit.pou.path) continue;
    const read = await project.reader.readPouFile(pou).catch(() => null);
    if (read) otherUnits.push({ name: pou.path, text: read.content });
  }
  const impact = impactContext(
    context.services.settings.current,
    [project.root, project.key, project.label],
    globals.map((g) => ({ name: g.name, type: g.type, address: g.location, documentation: g.documentation })),
  );
  const preview = await editPreview(title, edit.pou.path, edit.beforeHash === edit.afterHash ? null : [editDiffRequest(edit)], { ...impact, otherUnits });
  return withOpenPlcBehaviourRunning(preview, edit);
}

/** The card's Behaviour part, once the old and the new version have been run side by side. */
function behaviourFollowUp(context: OpenPlcToolContext, { project, edit }: EditPlan<unknown>, preview: ApprovalPreview): Promise<ApprovalPreview | undefined> {
  const safety = impactContext(context.services.settings.current, [project.root, project.key, project.label]);
  return behaviourPreview(project.reader, edit, preview, safety);
}

/** Opens the project and prepares the edit; every check runs here, and the write re-checks the base hash. */
const planEdit = async <A extends { project_path: string }>(context: OpenPlcToolContext, args: A, prepareEdit: (reader: ProjectReader, args: A) => Promise<PreparedEdit>): Promise<EditPlan<A>> => {
  const plan = await projectPlan(context, args);
  const edit = await prepareEdit(plan.project.reader, args);
  // An "always approve" for a part of the project covers the edit only when the file really lies in that part.
  return { ...plan, target: { ...plan.target, where: await filesScope(plan.project.root, [edit.pou.absolutePath]) }, edit };
};

/** Writes unless nothing changes; returns the file's (new) hash. */
const apply = async ({ project, edit }: EditPlan<unknown>, execution: ToolExecution) => {
  if (edit.beforeHash === edit.afterHash) return edit.afterHash;
  return project.commit(edit, execution);
};

function updatePouRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'update_pou',
    title: 'Replace an OpenPLC POU',
    description: 'Replaces a Structured Text POU\'s whole content. Keyword, name, return type and END keyword must stay; other languages are read-only. Does not compile.',
    input: z.object({
      project_path: projectPath,
      pou_name: pouName,
      content: codeTextField('content').describe('The complete new file content, declaration line to END keyword'),
      expected_content_hash: contentHashField,
    }),
    output: z.object({ name: z.string(), content_hash: z.string() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    changesCode: true,
    prepare: (args) => planEdit(context, args, prepareUpdate),
    preview: (plan) => diffPreview(context, plan, `Replace ${plan.edit.pou.path}`),
    previewFollowUp: (plan, preview) => behaviourFollowUp(context, plan, preview),
    handler: async (plan, execution) => ({ name: plan.edit.pou.name, content_hash: await apply(plan, execution) }),
    summarize: (r) => `${r.name} updated (${r.content_hash.slice(0, 19)}…)`,
  });
}

function patchPouRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'patch_pou',
    title: 'Edit an OpenPLC POU',
    description: 'Applies exact find/replace edits to a Structured Text POU, in order, all or nothing. Same rules as update_pou. Returns the new hash and the diff.',
    input: z.object({
      project_path: projectPath,
      pou_name: pouName,
      edits: textEditList(textEdit),
      expected_content_hash: contentHashField,
    }),
    output: z.object({ name: z.string(), content_hash: z.string(), diff: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => planEdit(context, args, preparePatch),
    rebase: (plan) => planEdit(context, plan.args, (reader, args) => preparePatch(reader, args, true)),
    preview: (plan) => diffPreview(context, plan, `Edit ${plan.edit.pou.path}`),
    previewFollowUp: (plan, preview) => behaviourFollowUp(context, plan, preview),
    handler: async (plan, execution) => ({ name: plan.edit.pou.name, content_hash: await apply(plan, execution), diff: await diffText(editDiffRequest(plan.edit)) }),
    summarize: (r) => `${r.name} updated (${r.content_hash.slice(0, 19)}…)`,
  });
}

function createPouRow(context: OpenPlcToolContext): AnyToolDefinition {
  return defineTool({
    name: 'create_pou',
    title: 'Create an OpenPLC POU',
    description: 'Creates a Structured Text POU in its type\'s folder, empty or with content that declares exactly this POU. Names must be new in any letter case. A new program runs once an instance of it is configured in OpenPLC Editor.',
    input: z
      .object({
        project_path: projectPath,
        name: boundedString(INPUT_LIMITS.nameChars, 'name')
          .regex(IDENTIFIER, { error: (issue) => `${JSON.stringify(issue.input)} is not a valid POU name: use letters, digits and _ and start with a letter or _` })
          .refine((name) => !IEC_RESERVED_WORDS.has(name.toUpperCase()), { error: (issue) => `"${String(issue.input)}" is a reserved word of IEC 61131-3 and cannot name a POU` })
          .describe('The new POU\'s name (an IEC identifier, not a reserved word); it becomes the file name'),
        type: z.enum(POU_TYPES).describe('What kind of POU to create'),
        language: z
          .literal('st', { error: (issue) => `create_pou creates Structured Text POUs only (language "st"); create ${String(issue.input)} POUs in OpenPLC Editor` })
          .default('st')
          .describe('Only "st" (Structured Text) can be created'),
        return_type: boundedString(INPUT_LIMITS.nameChars, 'return_type')
          .trim()
          .regex(RETURN_TYPE, { error: (issue) => `return_type ${JSON.stringify(issue.input)} is not a type name` })
          .optional()
          .describe('Return type, e.g. "INT": required for a function, refused for a program or function block'),
        content: codeTextField('content').optional().describe('Complete file content; omit for an empty POU'),
      })
      .superRefine((args, ctx) => {
        if (args.type === 'function' && !args.return_type) ctx.addIssue({ code: 'custom', path: ['return_type'], message: 'A function needs a return_type, e.g. "INT" or "REAL"' });
        if (args.type !== 'function' && args.return_type) ctx.addIssue({ code: 'custom', path: ['return_type'], message: `return_type applies only to functions; a ${args.type} has none` });
      }),
    output: PouInfo.extend({ content_hash: z.string() }),
    annotations: ADDITIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => planEdit(context, args, prepareCreate),
    preview: (plan) => diffPreview(context, plan, `Create ${plan.edit.pou.path}`),
    handler: async ({ project, edit }, execution) => {
      const hash = await project.commit(edit, execution);
      return { name: edit.pou.name, type: edit.pou.type, language: edit.pou.language, path: edit.pou.path, content_hash: hash };
    },
    summarize: (r) => `created ${r.path}`,
  });
}

export function editTools(context: OpenPlcToolContext): AnyToolDefinition[] {
  return [updatePouRow(context), patchPouRow(context), createPouRow(context)];
}
