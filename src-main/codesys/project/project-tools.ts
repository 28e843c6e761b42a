// Projects: open, create, save, close, and the object tree.
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import { defineTool, DESTRUCTIVE, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { objectPathField, objectSchema, projectPathField, projectPlan, resolveProjectPath, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

const SWITCH_NOTE = 'A project open in CODESYS is closed first; refused if it has unsaved changes.';

function openProjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_open_project',
    title: 'Open CODESYS project',
    description: `Opens a CODESYS project in the IDE. ${SWITCH_NOTE} Refused when another CODESYS has it open.`,
    input: z.object({ project_path: projectPathField }),
    output: z.object({ project_path: z.string(), application: z.string().nullable().describe('Object path of the active application') }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ projectPath }, execution) => {
      const result = await codesys.run(
        'open_project',
        { project_path: projectPath },
        { label: 'codesys_open_project', execution, projectPath },
      );
      return { project_path: result.project_path, application: result.application };
    },
    summarize: (r) => `opened ${r.project_path}`,
  });
}

function createProjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_create_project',
    title: 'Create CODESYS project',
    description: `Creates and opens a CODESYS project from the standard template (device, Application, PLC_PRG, MainTask) or template_path; never overwrites a file. ${SWITCH_NOTE}`,
    input: z.object({
      project_path: projectPathField.describe('Where to create the project; the name must end in .project and the folder must exist'),
      template_path: boundedString(INPUT_LIMITS.pathChars, 'template_path').min(1).optional().describe('A .project file to copy instead of the install\'s Standard.project'),
    }),
    output: z.object({ project_path: z.string(), template: z.string().nullable() }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    mutates: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args, 'create');
      return { ...plan, templatePath: args.template_path ? await resolveProjectPath(services, args.template_path) : undefined };
    },
    preview: async ({ projectPath, templatePath }) => ({
      kind: 'text',
      title: 'Create CODESYS project',
      text: `Create ${projectPath}\nfrom ${templatePath ?? "the install's Standard.project"}\nand open it in CODESYS.`,
    }),
    handler: async ({ projectPath, templatePath }, execution) => {
      const result = await codesys.run(
        'create_project',
        { project_path: projectPath, ...(templatePath ? { template_path: templatePath } : {}) },
        { label: 'codesys_create_project', execution },
      );
      return { project_path: result.project_path, template: result.template };
    },
    summarize: (r) => `created ${r.project_path}`,
  });
}

function saveProjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_save_project',
    title: 'Save CODESYS project',
    description: 'Saves the open project to its file, edits the person made in the IDE included.',
    input: z.object({ project_path: projectPathField }),
    output: z.object({ project_path: z.string(), had_unsaved_changes: z.boolean() }),
    annotations: { ...DESTRUCTIVE, idempotentHint: true },
    mutates: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ projectPath }) => ({ kind: 'text', title: 'Save CODESYS project', text: `Save ${projectPath} with everything CODESYS has open in it now.` }),
    handler: async ({ projectPath }, execution) => {
      const result = await codesys.run(
        'save_project',
        { project_path: projectPath },
        { label: 'codesys_save_project', execution, projectPath },
      );
      return { project_path: result.project_path, had_unsaved_changes: result.had_unsaved_changes };
    },
    summarize: (r) => `saved ${r.project_path}`,
  });
}

function closeProjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_close_project',
    title: 'Close CODESYS project',
    description: 'Closes the project in CODESYS. With unsaved changes it refuses unless unsaved_changes is "save" or "discard".',
    input: z.object({
      project_path: projectPathField,
      unsaved_changes: z.enum(['refuse', 'save', 'discard']).default('refuse').describe('What to do with unsaved changes'),
    }),
    output: z.object({ was_open: z.boolean(), had_unsaved_changes: z.boolean(), saved: z.boolean() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ args, projectPath }) => {
      const choice = { refuse: 'refuse to close if there are any', save: 'save them first', discard: 'DISCARD them' }[args.unsaved_changes];
      return { kind: 'text', title: 'Close CODESYS project', text: `Close ${projectPath} in CODESYS.\nUnsaved changes: ${choice}.` };
    },
    handler: async ({ args, projectPath }, execution) => {
      return codesys.run(
        'close_project',
        { project_path: projectPath, unsaved: args.unsaved_changes },
        { label: 'codesys_close_project', execution },
      ).then((r) => ({ was_open: r.was_open, had_unsaved_changes: r.had_unsaved_changes, saved: r.saved }));
    },
    summarize: (r) => (r.was_open ? 'closed the project' : 'the project was not open'),
  });
}

function getProjectStructureRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_get_project_structure',
    title: 'CODESYS project structure',
    description: 'Lists the objects of a CODESYS project in tree order with their object paths and kinds. Start here: the other codesys_ tools take these paths.',
    input: z.object({
      project_path: projectPathField,
      root_path: objectPathField.optional().describe('Only list what is below this object'),
      max_depth: z.number().int().min(1).max(50).optional().describe('How many levels below the root to list'),
    }),
    output: z.object({
      project_path: z.string(),
      root: z.string(),
      objects: z.array(objectSchema.extend({ depth: z.number().int() })),
    }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const result = await codesys.run(
        'project_structure',
        { project_path: projectPath, ...(args.root_path ? { root_path: args.root_path } : {}), ...(args.max_depth ? { max_depth: args.max_depth } : {}) },
        { label: 'codesys_get_project_structure', execution, projectPath },
      );
      return { project_path: result.project_path, root: result.root, objects: result.objects };
    },
    summarize: (r) => plural(r.objects.length, 'object'),
  });
}

export function projectTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [openProjectRow(toolContext), createProjectRow(toolContext), saveProjectRow(toolContext), closeProjectRow(toolContext), getProjectStructureRow(toolContext)];
}

