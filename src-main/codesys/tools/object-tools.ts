// Creating, renaming and deleting objects in the project tree.
import { z } from 'zod';
import type { ApprovalPreview } from '../../../src-shared/app-state.ts';
import { ToolError, type ToolExecution } from '../../core/index.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { TemplateName } from '../script-library.ts';
import { findHeader, normalizeNewlines, objectContentHash, objectDiff } from '../pou-text.ts';
import {
  codeOutput,
  identifierField,
  objectPathField,
  objectSchema,
  parentPathField,
  projectPathField,
  projectTarget,
  resolveProjectPath,
  typeNameField,
  type ObjectDescription,
  type ToolContext,
} from './shared.ts';

interface Created {
  object: ObjectDescription;
  declaration: string | null;
  implementation: string | null;
}

const POU_KEYWORDS = { program: 'PROGRAM', function_block: 'FUNCTION_BLOCK', function: 'FUNCTION' } as const;
const DUT_WORDS = { structure: 'STRUCT', enumeration: 'enumeration', alias: 'alias', union: 'UNION' } as const;

export function objectTools({ core, bridge }: ToolContext): AnyToolDefinition[] {
  /** Runs a create template and returns the new object with its born text and content hash. */
  const create = async (template: TemplateName, label: string, projectPath: string, params: Record<string, unknown>, execution: ToolExecution) => {
    const resolved = await resolveProjectPath(core, projectPath);
    const created = await bridge.run<Created>(template, { project_path: resolved, ...params }, { label, execution, projectPath: resolved });
    return { object: created.object, declaration: created.declaration, implementation: created.implementation, content_hash: objectContentHash(created) };
  };
  const where = (parent: string | undefined) => (parent ? `in ${parent}` : 'in the application');
  const text = (title: string, body: string): ApprovalPreview => ({ kind: 'text', title, text: body });

  return [
    defineTool({
      name: 'codesys_create_pou',
      title: 'Create CODESYS POU',
      description:
        'Creates a PROGRAM, FUNCTION_BLOCK or FUNCTION (Structured Text) with the empty declaration CODESYS gives a new POU. A function needs return_type; ' +
        'only a function block may extend another or implement interfaces. Fill in the code afterwards with codesys_set_pou_code.',
      input: z.object({
        project_path: projectPathField,
        name: identifierField('POU name'),
        pou_type: z.enum(['program', 'function_block', 'function']),
        return_type: typeNameField('Return type of a function, e.g. INT').optional(),
        extends: identifierField('Base function block').optional(),
        implements: z.array(identifierField('Interface')).optional(),
        parent_path: parentPathField,
      }),
      output: codeOutput,
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => {
        checkPou(args);
        const header = `${POU_KEYWORDS[args.pou_type]} ${args.name}${args.return_type ? ` : ${args.return_type}` : ''}${args.extends ? ` EXTENDS ${args.extends}` : ''}${args.implements?.length ? ` IMPLEMENTS ${args.implements.join(', ')}` : ''}`;
        return text('Create POU', `Create ${header} ${where(args.parent_path)} (Structured Text).`);
      },
      handler: async (args, execution) => {
        checkPou(args);
        return create(
          'create_pou',
          'codesys_create_pou',
          args.project_path,
          {
            name: args.name,
            pou_type: args.pou_type,
            ...(args.return_type ? { return_type: args.return_type } : {}),
            ...(args.extends ? { extends: args.extends } : {}),
            // The API takes the interfaces as one comma-separated string.
            ...(args.implements?.length ? { implements: args.implements.join(', ') } : {}),
            ...(args.parent_path ? { parent_path: args.parent_path } : {}),
          },
          execution,
        );
      },
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_create_dut',
      title: 'Create CODESYS data type',
      description:
        'Creates a DUT: a structure, enumeration, alias (base_type required, e.g. "INT (0..100)") or union, with the text CODESYS gives a new one. Edit it with codesys_set_pou_code.',
      input: z.object({
        project_path: projectPathField,
        name: identifierField('Type name'),
        dut_type: z.enum(['structure', 'enumeration', 'alias', 'union']),
        base_type: typeNameField('Base type: required for an alias; optional for a structure (EXTENDS) or enumeration').optional(),
        parent_path: parentPathField,
      }),
      output: codeOutput,
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => {
        checkDut(args);
        return text('Create data type', `Create the ${DUT_WORDS[args.dut_type]} type ${args.name}${args.base_type ? ` (base ${args.base_type})` : ''} ${where(args.parent_path)}.`);
      },
      handler: async (args, execution) => {
        checkDut(args);
        return create(
          'create_dut',
          'codesys_create_dut',
          args.project_path,
          { name: args.name, dut_type: args.dut_type, ...(args.base_type ? { base_type: args.base_type } : {}), ...(args.parent_path ? { parent_path: args.parent_path } : {}) },
          execution,
        );
      },
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_create_gvl',
      title: 'Create CODESYS global variable list',
      description:
        'Creates a global variable list. Without a declaration it gets the text CODESYS gives a new GVL ({attribute \'qualified_only\'}, an empty VAR_GLOBAL); a declaration must contain VAR_GLOBAL ... END_VAR.',
      input: z.object({
        project_path: projectPathField,
        name: identifierField('GVL name'),
        declaration: z.string().optional().describe("The GVL's declaration, e.g. \"VAR_GLOBAL\\n    gCounter : INT;\\nEND_VAR\""),
        parent_path: parentPathField,
      }),
      output: codeOutput,
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => {
        const declaration = checkedGvlDeclaration(args.declaration);
        if (declaration === undefined) return text('Create GVL', `Create the global variable list ${args.name} ${where(args.parent_path)}.`);
        return { kind: 'diff', title: `Create GVL ${args.name}`, diff: objectDiff(args.name, { declaration: '', implementation: null }, { declaration, implementation: null }) };
      },
      handler: async (args, execution) => {
        const declaration = checkedGvlDeclaration(args.declaration);
        return create(
          'create_gvl',
          'codesys_create_gvl',
          args.project_path,
          { name: args.name, ...(declaration !== undefined ? { declaration } : {}), ...(args.parent_path ? { parent_path: args.parent_path } : {}) },
          execution,
        );
      },
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_create_method',
      title: 'Create CODESYS method',
      description: 'Creates a method (Structured Text) in a function block, program or interface; return_type is optional.',
      input: z.object({
        project_path: projectPathField,
        parent_path: objectPathField.describe('The function block, program or interface that gets the method'),
        name: identifierField('Method name'),
        return_type: typeNameField('Return type, e.g. BOOL').optional(),
      }),
      output: codeOutput,
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => text('Create method', `Create METHOD ${args.name}${args.return_type ? ` : ${args.return_type}` : ''} in ${args.parent_path}.`),
      handler: async (args, execution) =>
        create(
          'create_method',
          'codesys_create_method',
          args.project_path,
          { parent_path: args.parent_path, name: args.name, ...(args.return_type ? { return_type: args.return_type } : {}) },
          execution,
        ),
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_create_property',
      title: 'Create CODESYS property',
      description: 'Creates a property with its Get and Set accessors in a function block, program or interface.',
      input: z.object({
        project_path: projectPathField,
        parent_path: objectPathField.describe('The function block, program or interface that gets the property'),
        name: identifierField('Property name'),
        property_type: typeNameField('Property type, e.g. REAL'),
      }),
      output: codeOutput,
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => text('Create property', `Create PROPERTY ${args.name} : ${args.property_type} (with Get and Set) in ${args.parent_path}.`),
      handler: async (args, execution) =>
        create('create_property', 'codesys_create_property', args.project_path, { parent_path: args.parent_path, name: args.name, property_type: args.property_type }, execution),
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_create_folder',
      title: 'Create CODESYS folder',
      description: 'Creates a folder in the application (or below parent_path) to organise POUs, DUTs and GVLs.',
      input: z.object({
        project_path: projectPathField,
        name: z.string().regex(/^[^/\\\n]+$/, 'A folder name cannot contain "/", "\\" or line breaks').describe('Folder name'),
        parent_path: parentPathField,
      }),
      output: z.object({ object: objectSchema }),
      annotations: ADDITIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) => text('Create folder', `Create the folder "${args.name}" ${where(args.parent_path)}.`),
      handler: async (args, execution) => {
        const projectPath = await resolveProjectPath(core, args.project_path);
        const created = await bridge.run<{ object: ObjectDescription }>(
          'create_folder',
          { project_path: projectPath, name: args.name.trim(), ...(args.parent_path ? { parent_path: args.parent_path } : {}) },
          { label: 'codesys_create_folder', execution, projectPath },
        );
        return { object: created.object };
      },
      summarize: (r) => `created ${r.object.path}`,
    }),
    defineTool({
      name: 'codesys_rename_object',
      title: 'Rename CODESYS object',
      description:
        'Renames a POU, DUT, GVL, method, property, action or folder (a POU\'s header line follows). Code that uses the old name is NOT changed: find it with codesys_search_code.',
      input: z.object({
        project_path: projectPathField,
        object_path: objectPathField,
        new_name: z.string().regex(/^[^/\\\n]+$/, 'A name cannot contain "/", "\\" or line breaks').describe('The new name (an IEC identifier, except for folders)'),
      }),
      output: z.object({ old_path: z.string(), object: objectSchema }),
      annotations: DESTRUCTIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args) =>
        text('Rename object', `Rename ${args.object_path} to "${args.new_name}".\nReferences to the old name in other code are not changed.`),
      handler: async (args, execution) => {
        const projectPath = await resolveProjectPath(core, args.project_path);
        const renamed = await bridge.run<{ old_path: string; object: ObjectDescription }>(
          'rename_object',
          { project_path: projectPath, object_path: args.object_path, new_name: args.new_name.trim() },
          { label: 'codesys_rename_object', execution, projectPath },
        );
        return { old_path: renamed.old_path, object: renamed.object };
      },
      summarize: (r) => `renamed ${r.old_path} to ${r.object.name}`,
    }),
    defineTool({
      name: 'codesys_delete_object',
      title: 'Delete CODESYS object',
      description: 'Deletes an object and everything below it (a folder with its POUs, a POU with its methods). Devices and applications are never deleted.',
      input: z.object({ project_path: projectPathField, object_path: objectPathField }),
      output: z.object({ deleted: objectSchema, deleted_descendants: z.array(z.string()) }),
      annotations: DESTRUCTIVE,
      mutates: true,
      target: (args) => projectTarget(core, args.project_path),
      preview: async (args, execution) => {
        const projectPath = await resolveProjectPath(core, args.project_path);
        const below = await bridge.run<{ root: string; objects: Array<{ path: string; kind: string }> }>(
          'project_structure',
          { project_path: projectPath, root_path: args.object_path },
          { label: 'codesys_delete_object', projectPath, execution },
        );
        const lines = [`Delete ${below.root} and the ${below.objects.length} objects below it:`, ...below.objects.map((o) => `  ${o.path} (${o.kind})`)];
        const code = await bridge
          .run<Created>('read_object', { project_path: projectPath, object_path: args.object_path }, { label: 'codesys_delete_object', projectPath, execution })
          .catch(() => null);
        if (!code) return text('Delete object', lines.join('\n'));
        const diff = objectDiff(code.object.path, code, { declaration: code.declaration === null ? null : '', implementation: code.implementation === null ? null : '' });
        return { kind: 'diff', title: lines.join('\n'), diff };
      },
      handler: async (args, execution) => {
        const projectPath = await resolveProjectPath(core, args.project_path);
        const deleted = await bridge.run<{ deleted: ObjectDescription; deleted_descendants: string[] }>(
          'delete_object',
          { project_path: projectPath, object_path: args.object_path },
          { label: 'codesys_delete_object', execution, projectPath },
        );
        return { deleted: deleted.deleted, deleted_descendants: deleted.deleted_descendants };
      },
      summarize: (r) => `deleted ${r.deleted.path}`,
    }),
  ];
}

function checkPou(args: { pou_type: keyof typeof POU_KEYWORDS; return_type?: string | undefined; extends?: string | undefined; implements?: string[] | undefined }): void {
  if (args.pou_type === 'function' && !args.return_type) throw new ToolError('A function needs a return_type (e.g. "INT"); nothing was created.');
  if (args.pou_type !== 'function' && args.return_type) throw new ToolError(`Only a function has a return_type; a ${args.pou_type} does not. Nothing was created.`);
  if (args.pou_type !== 'function_block' && (args.extends || args.implements?.length)) {
    throw new ToolError(`Only a function block can extend or implement; a ${args.pou_type} cannot. Nothing was created.`);
  }
}

function checkDut(args: { dut_type: keyof typeof DUT_WORDS; base_type?: string | undefined }): void {
  if (args.dut_type === 'alias' && !args.base_type) throw new ToolError('An alias needs a base_type (e.g. "INT" or "INT (0..100)"); nothing was created.');
  if (args.dut_type === 'union' && args.base_type) throw new ToolError('A union has no base_type; nothing was created.');
}

function checkedGvlDeclaration(declaration: string | undefined): string | undefined {
  if (declaration === undefined) return undefined;
  const normalized = normalizeNewlines(declaration);
  if (!/^\s*VAR_GLOBAL\b/im.test(normalized) || !/\bEND_VAR\b/i.test(normalized)) {
    throw new ToolError('A GVL declaration must contain a VAR_GLOBAL ... END_VAR block; nothing was created.');
  }
  if (findHeader(normalized)) throw new ToolError('A GVL declaration has no PROGRAM/FUNCTION/TYPE header; nothing was created.');
  return normalized;
}
