// Creating, renaming and deleting objects in the project tree.
import { z } from 'zod';
import { codeTextField, impactContext } from '../../plc-edit/index.ts';
import { boundedImpact, diffPreview, DIFF_MAX_INPUT_CHARS } from '../../text-diff/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { TemplateParams } from '../bridge/templates.ts';
import type { CreateTemplate } from './code-templates.ts';
import { findHeader, normalizeNewlines, objectContentHash, objectDiffParts } from './pou-text.ts';
import { objectImpact } from './code-tools.ts';
import {
  identifierField,
  objectPathField,
  objectSchema,
  parentPathField,
  projectPathField,
  projectPlan,
  typeNameField,
  type ToolContext,
} from '../toolset-kit.ts';
import { codeOutput } from './code-output.ts';
import { plural } from '../../../src-shared/plural.ts';

const POU_KEYWORDS = { program: 'PROGRAM', function_block: 'FUNCTION_BLOCK', function: 'FUNCTION' } as const;
const DUT_WORDS = { structure: 'STRUCT', enumeration: 'enumeration', alias: 'alias', union: 'UNION' } as const;

const where = (parent: string | undefined) => (parent ? `in ${parent}` : 'in the application');
const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });

/** What differs between the create tools; everything else (target, approval, result) is the same for all of them. */
interface CreateSpec<S extends z.ZodRawShape, T extends CreateTemplate> {
  name: string;
  title: string;
  description: string;
  /** The tool's fields besides project_path. */
  fields: S;
  /** Rules between fields, checked with the schema so a bad combination never reaches the person. */
  rules?: (args: z.infer<z.ZodObject<S>>, ctx: z.RefinementCtx) => void;
  template: T;
  /** The template's parameters (a field left undefined is not sent: templates treat a present key as a choice). */
  params(args: z.infer<z.ZodObject<S>>, projectPath: string): TemplateParams<T>;
  /** The card; a new object's text is analysed as an edit from nothing (see `createdCode`). */
  preview(args: z.infer<z.ZodObject<S>>, projectPath: string): ApprovalPreview | Promise<ApprovalPreview>;
}

/** A create tool that returns the new object with the text CODESYS gave it and its content hash. */
function createTool<S extends z.ZodRawShape, T extends CreateTemplate>({ services, codesys }: ToolContext, spec: CreateSpec<S, T>): AnyToolDefinition {
  const input = z.object({ project_path: projectPathField, ...spec.fields }) as unknown as z.ZodObject<S & { project_path: typeof projectPathField }>;
  const rules = spec.rules;
  return defineTool({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    input: rules ? input.superRefine((args, ctx) => rules(args as z.infer<z.ZodObject<S>>, ctx)) : input,
    output: codeOutput,
    annotations: ADDITIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => projectPlan(services, args as { project_path: string } & z.infer<z.ZodObject<S>>),
    preview: async ({ args, projectPath }) => spec.preview(args, projectPath),
    handler: async ({ args, projectPath }, execution) => {
      const created = await codesys.run(spec.template, spec.params(args, projectPath), { label: spec.name, execution, projectPath });
      return { object: created.object, declaration: created.declaration, implementation: created.implementation, content_hash: objectContentHash(created) };
    },
    summarize: (r) => `created ${r.object.path}`,
  });
}

/** A RefinementCtx issue on one field. */
function refuse(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * The card of a new object whose text the call knows (its header, a GVL's declaration): that text analysed as an
 * edit from nothing, so a standing approval covers it only when the analysis reads it and finds nothing safety-relevant.
 */
const createdCode = async ({ services }: ToolContext, title: string, sentence: string, name: string, code: string, projectPath: string): Promise<ApprovalPreview> => ({
  ...text(title, `${sentence}\n\n${code}`),
  impact: await boundedImpact({ ...impactContext(services.settings.current, [projectPath]), parts: [{ name, before: '', after: code }] }),
});

function createPouRow(context: ToolContext): AnyToolDefinition {
  return createTool(context, {
    name: 'codesys_create_pou',
    title: 'Create CODESYS POU',
    description: 'Creates an empty PROGRAM, FUNCTION_BLOCK or FUNCTION (Structured Text). Fill in the code with codesys_set_pou_code.',
    fields: {
      name: identifierField('POU name'),
      pou_type: z.enum(['program', 'function_block', 'function']).describe('What kind of POU to create'),
      return_type: typeNameField('Return type, e.g. INT: required for a function, refused for a program or function block').optional(),
      extends: identifierField('Base function block (function blocks only)').optional(),
      implements: z.array(identifierField('Interface')).max(INPUT_LIMITS.listItems).optional().describe('Interfaces it implements (function blocks only)'),
      parent_path: parentPathField,
    },
    rules: (args, ctx) => {
      if (args.pou_type === 'function' && !args.return_type) refuse(ctx, 'return_type', 'A function needs a return_type (e.g. "INT"); nothing was created.');
      if (args.pou_type !== 'function' && args.return_type) refuse(ctx, 'return_type', `Only a function has a return_type; a ${args.pou_type} does not. Nothing was created.`);
      if (args.pou_type !== 'function_block' && (args.extends || args.implements?.length)) {
        refuse(ctx, args.extends ? 'extends' : 'implements', `Only a function block can extend or implement; a ${args.pou_type} cannot. Nothing was created.`);
      }
    },
    template: 'create_pou',
    params: (args, project_path) => ({
      project_path,
      name: args.name,
      pou_type: args.pou_type,
      return_type: args.return_type,
      extends: args.extends,
      // create_pou takes the interfaces as one comma-separated string.
      implements: args.implements?.length ? args.implements.join(', ') : undefined,
      parent_path: args.parent_path,
    }),
    preview: (args, projectPath) => {
      const header = `${POU_KEYWORDS[args.pou_type]} ${args.name}${args.return_type ? ` : ${args.return_type}` : ''}${args.extends ? ` EXTENDS ${args.extends}` : ''}${args.implements?.length ? ` IMPLEMENTS ${args.implements.join(', ')}` : ''}`;
      return createdCode(context, 'Create POU', `Create ${header} ${where(args.parent_path)} (Structured Text).`, args.name, `${header}\n`, projectPath);
    },
  });
}

function createDutRow(context: ToolContext): AnyToolDefinition {
  return createTool(context, {
    name: 'codesys_create_dut',
    title: 'Create CODESYS data type',
    description: 'Creates a DUT: structure, enumeration, alias (base_type required, e.g. "INT (0..100)") or union. Edit it with codesys_set_pou_code.',
    fields: {
      name: identifierField('Type name'),
      dut_type: z.enum(['structure', 'enumeration', 'alias', 'union']).describe('What kind of data type to create'),
      base_type: typeNameField('Base type: required for an alias; optional for a structure (EXTENDS) or enumeration; refused for a union').optional(),
      parent_path: parentPathField,
    },
    rules: (args, ctx) => {
      if (args.dut_type === 'alias' && !args.base_type) refuse(ctx, 'base_type', 'An alias needs a base_type (e.g. "INT" or "INT (0..100)"); nothing was created.');
      if (args.dut_type === 'union' && args.base_type) refuse(ctx, 'base_type', 'A union has no base_type; nothing was created.');
    },
    template: 'create_dut',
    params: (args, project_path) => ({ project_path, name: args.name, dut_type: args.dut_type, base_type: args.base_type, parent_path: args.parent_path }),
    preview: (args) => text('Create data type', `Create the ${DUT_WORDS[args.dut_type]} type ${args.name}${args.base_type ? ` (base ${args.base_type})` : ''} ${where(args.parent_path)}.`),
  });
}

function createGvlRow(context: ToolContext): AnyToolDefinition {
  const { services } = context;
  return createTool(context, {
    name: 'codesys_create_gvl',
    title: 'Create CODESYS global variable list',
    description: 'Creates a global variable list; a declaration, if given, must contain VAR_GLOBAL ... END_VAR.',
    fields: {
      name: identifierField('GVL name'),
      declaration: gvlDeclarationField,
      parent_path: parentPathField,
    },
    template: 'create_gvl',
    params: (args, project_path) => ({ project_path, name: args.name, declaration: args.declaration, parent_path: args.parent_path }),
    preview: (args, projectPath) => {
      const sentence = `Create the global variable list ${args.name} ${where(args.parent_path)}.`;
      if (args.declaration === undefined) return createdCode(context, 'Create GVL', sentence, args.name, 'VAR_GLOBAL\nEND_VAR\n', projectPath);
      const parts = objectDiffParts(args.name, { declaration: '', implementation: null }, { declaration: args.declaration, implementation: null });
      return diffPreview(`Create GVL ${args.name}`, parts, impactContext(services.settings.current, [projectPath]));
    },
  });
}

function createMethodRow(context: ToolContext): AnyToolDefinition {
  return createTool(context, {
    name: 'codesys_create_method',
    title: 'Create CODESYS method',
    description: 'Creates a method (Structured Text) in a function block, program or interface; return_type is optional.',
    fields: {
      parent_path: objectPathField.describe('The function block, program or interface that gets the method'),
      name: identifierField('Method name'),
      return_type: typeNameField('Return type, e.g. BOOL').optional(),
    },
    template: 'create_method',
    params: (args, project_path) => ({ project_path, parent_path: args.parent_path, name: args.name, return_type: args.return_type }),
    preview: (args, projectPath) => {
      const header = `METHOD ${args.name}${args.return_type ? ` : ${args.return_type}` : ''}`;
      return createdCode(context, 'Create method', `Create ${header} in ${args.parent_path}.`, `${args.parent_path}.${args.name}`, `${header}\n`, projectPath);
    },
  });
}

function createPropertyRow(context: ToolContext): AnyToolDefinition {
  return createTool(context, {
    name: 'codesys_create_property',
    title: 'Create CODESYS property',
    description: 'Creates a property with Get and Set accessors in a function block, program or interface.',
    fields: {
      parent_path: objectPathField.describe('The function block, program or interface that gets the property'),
      name: identifierField('Property name'),
      property_type: typeNameField('Property type, e.g. REAL'),
    },
    template: 'create_property',
    params: (args, project_path) => ({ project_path, parent_path: args.parent_path, name: args.name, property_type: args.property_type }),
    preview: (args, projectPath) => {
      const header = `PROPERTY ${args.name} : ${args.property_type}`;
      return createdCode(context, 'Create property', `Create ${header} (with Get and Set) in ${args.parent_path}.`, `${args.parent_path}.${args.name}`, `${header}\n`, projectPath);
    },
  });
}

function createFolderRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_create_folder',
    title: 'Create CODESYS folder',
    description: 'Creates a folder in the application (or below parent_path) to organise POUs, DUTs and GVLs.',
    input: z.object({
      project_path: projectPathField,
      name: objectNameField('A folder name').describe('Folder name'),
      parent_path: parentPathField,
    }),
    output: z.object({ object: objectSchema }),
    annotations: ADDITIVE,
    mutates: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ args }) => text('Create folder', `Create the folder "${args.name}" ${where(args.parent_path)}.`),
    handler: async ({ args, projectPath }, execution) => {
      const created = await codesys.run(
        'create_folder',
        { project_path: projectPath, name: args.name.trim(), parent_path: args.parent_path },
        { label: 'codesys_create_folder', execution, projectPath },
      );
      return { object: created.object };
    },
    summarize: (r) => `created ${r.object.path}`,
  });
}

function renameObjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_rename_object',
    title: 'Rename CODESYS object',
    description: 'Renames a POU, DUT, GVL, method, property, action or folder. Code using the old name is NOT changed: find it with codesys_search_code.',
    input: z.object({
      project_path: projectPathField,
      object_path: objectPathField,
      new_name: objectNameField('A name').describe('The new name (an IEC identifier, except for folders)'),
    }),
    output: z.object({ old_path: z.string(), object: objectSchema }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ args }) =>
      text('Rename object', `Rename ${args.object_path} to "${args.new_name}".\nReferences to the old name in other code are not changed.`),
    handler: async ({ args, projectPath }, execution) => {
      const renamed = await codesys.run(
        'rename_object',
        { project_path: projectPath, object_path: args.object_path, new_name: args.new_name.trim() },
        { label: 'codesys_rename_object', execution, projectPath },
      );
      return { old_path: renamed.old_path, object: renamed.object };
    },
    summarize: (r) => `renamed ${r.old_path} to ${r.object.name}`,
  });
}

function deleteObjectRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_delete_object',
    title: 'Delete CODESYS object',
    description: 'Deletes an object and everything below it (a folder with its POUs, a POU with its methods). Never devices or applications.',
    input: z.object({ project_path: projectPathField, object_path: objectPathField }),
    output: z.object({ deleted: objectSchema, deleted_descendants: z.array(z.string()) }),
    annotations: DESTRUCTIVE,
    mutates: true,
    changesCode: true,
    prepare: (args) => projectPlan(services, args),
    preview: async ({ args, projectPath }, execution) => {
      const below = await codesys.run(
        'project_structure',
        { project_path: projectPath, root_path: args.object_path },
        { label: 'codesys_delete_object', projectPath, execution },
      );
      const lines = [`Delete ${below.root} and the ${plural(below.objects.length, 'object')} below it:`, ...below.objects.map((o) => `  ${o.path} (${o.kind})`)];
      // The object's text read with what its analysis needs (the other GVLs, the IO mapping): deleting code is an
      // edit to nothing, and one that removes safety-relevant code asks whatever standing approvals say.
      const read = await codesys
        .run('read_object', { project_path: projectPath, object_path: args.object_path, impact_context: { max_chars: DIFF_MAX_INPUT_CHARS } }, { label: 'codesys_delete_object', projectPath, execution })
        .catch(() => null);
      // A folder or an object without text: nothing the analysis reads (the card then offers "approve once" only).
      if (!read) return text('Delete object', lines.join('\n'));
      const { impact_context: outside, ...code } = read;
      const gone = { declaration: code.declaration === null ? null : '', implementation: code.implementation === null ? null : '' };
      const descendants = below.objects.filter((o) => o.path !== code.object.path).length;
      const preview = await diffPreview(lines.join('\n'), objectDiffParts(code.object.path, code, gone), descendants > 0 ? undefined : objectImpact(services, projectPath, code, gone, outside));
      if (descendants === 0) return preview;
      const reason = `it also deletes ${plural(descendants, 'object')} below ${code.object.path}, whose code the analysis does not read`;
      return { ...preview, impact: { status: 'not-analysed', reason, items: [], safetySignals: [] } };
    },
    handler: async ({ args, projectPath }, execution) => {
      const deleted = await codesys.run(
        'delete_object',
        { project_path: projectPath, object_path: args.object_path },
        { label: 'codesys_delete_object', execution, projectPath },
      );
      return { deleted: deleted.deleted, deleted_descendants: deleted.deleted_descendants };
    },
    summarize: (r) => `deleted ${r.deleted.path}`,
  });
}

export function objectTools(context: ToolContext): AnyToolDefinition[] {
  return [createPouRow(context), createDutRow(context), createGvlRow(context), createMethodRow(context), createPropertyRow(context), createFolderRow(context), renameObjectRow(context), deleteObjectRow(context)];
}

/** A name in the project tree: one line, no path separators. */
function objectNameField(what: string) {
  return boundedString(INPUT_LIMITS.nameChars, what).regex(/^[^/\\\n]+$/, `${what} cannot contain "/", "\\" or line breaks`);
}

/** A GVL declaration, LF line endings, with a VAR_GLOBAL block and no POU header. */
const gvlDeclarationField = codeTextField('declaration')
  .transform(normalizeNewlines)
  .refine((declaration) => /^\s*VAR_GLOBAL\b/im.test(declaration) && /\bEND_VAR\b/i.test(declaration), 'A GVL declaration must contain a VAR_GLOBAL ... END_VAR block; nothing was created.')
  .refine((declaration) => !findHeader(declaration), 'A GVL declaration has no PROGRAM/FUNCTION/TYPE header; nothing was created.')
  .optional()
  .describe("The GVL's declaration with a VAR_GLOBAL ... END_VAR block and no header, e.g. \"VAR_GLOBAL\\n    gCounter : INT;\\nEND_VAR\"");
