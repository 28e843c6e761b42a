// Text lists: the texts (with translations) that visualizations and enumerations with text lists show. Reading runs at
// once; creating one waits for the person, whose card lists every row, and is revertible from History.
import { z } from 'zod';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, defineTool, DESTRUCTIVE, READ_ONLY, sharedStep, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import { contentHashField } from '../../plc-edit/index.ts';
import type { CodesysConnection, CommandExecution } from '../bridge/codesys-connection.ts';
import { textList } from './text-list-templates.ts';
import { parseTextListFile, textListImportChanges } from './text-list-file.ts';
import { commandOptions, createdObjectReverter, identifierField, objectPathField, objectReverter, projectPathField, projectPlan, readFileInRoots, type ToolContext } from '../toolset-kit.ts';
import { plural } from '../../../src-shared/plural.ts';

export const TEXT_LIST_EDIT_KIND = 'codesys-text-list';
export const TEXT_LIST_IMPORT_EDIT_KIND = 'codesys-text-list-import';

/** The largest text list file Interlock reads. */
const MAX_TEXT_LIST_FILE_BYTES = 4 * 1024 * 1024;

/** The most rows one card lists one by one; the rest are counted. */
const MAX_CARD_ROWS = 100;

const textListHash = (list: z.infer<typeof textList>) => contentHash(JSON.stringify(list));
const oneLine = (what: string, max: number) => boundedString(max, what).regex(/^[^\n\r\t]*$/, `${what} is one line without tabs`);

function readTextListRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_read_text_list',
    title: 'Read CODESYS text list',
    description: 'Reads a text list: its languages and rows (id, default text, text per language), plus a content_hash.',
    input: z.object({ project_path: projectPathField, object_path: objectPathField }),
    output: textList.extend({ content_hash: z.string() }),
    annotations: READ_ONLY,
    mutates: false,
    prepare: (args) => projectPlan(services, args),
    handler: async ({ args, projectPath }, execution) => {
      const list = await codesys.run('text_list_read', { project_path: projectPath, object_path: args.object_path }, { label: 'codesys_read_text_list', projectPath, execution });
      return { ...list, content_hash: textListHash(list) };
    },
    summarize: (r) => plural(r.rows.length, 'row'),
  });
}

function createTextListRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_create_text_list',
    title: 'Create CODESYS text list',
    description: 'Creates a text list with its languages and rows.',
    input: z.object({
      project_path: projectPathField,
      parent_path: objectPathField.optional().describe('The application, or "/" for the project; default: the application'),
      name: identifierField('Text list name'),
      languages: z.array(oneLine('language', 32).min(1)).max(INPUT_LIMITS.listItems).default([]).describe('Language codes, e.g. ["en", "de"]'),
      rows: z
        .array(
          z.object({
            id: oneLine('id', INPUT_LIMITS.nameChars).min(1).describe('The row id, e.g. "Alarm_01" or "0"'),
            default_text: oneLine('default_text', 1000).describe('The default text'),
            texts: z.record(oneLine('language', 32), oneLine('text', 1000)).default({}).describe('The text per language, e.g. {"de": "Start"}'),
          }),
        )
        .max(2000)
        .default([])
        .describe('The rows, in order'),
    }),
    output: textList.extend({ content_hash: z.string() }),
    annotations: ADDITIVE,
    mutates: true,
    prepare: async (args) => {
      const ids = new Set<string>();
      for (const row of args.rows) {
        if (ids.has(row.id)) throw new ToolError(`The row id "${row.id}" appears twice; nothing was created.`);
        ids.add(row.id);
        const unknown = Object.keys(row.texts).filter((language) => !args.languages.includes(language));
        if (unknown.length) throw new ToolError(`Row ${row.id} has a text for ${unknown.join(', ')}, which is not among the languages (${args.languages.join(', ') || 'none'}); nothing was created.`);
      }
      if (new Set(args.languages).size !== args.languages.length) throw new ToolError('A language appears twice in languages; nothing was created.');
      return projectPlan(services, args);
    },
    preview: async ({ args }) => {
      const lines = [`Create the text list ${args.name} in ${args.parent_path === '/' ? 'the project' : (args.parent_path ?? 'the application')}, languages ${args.languages.join(', ') || '(none)'}:`];
      for (const row of args.rows.slice(0, MAX_CARD_ROWS)) {
        const texts = args.languages.map((language) => `${language}: ${row.texts[language] ?? '-'}`).join('   ');
        lines.push(`  ${row.id.padEnd(12)} ${row.default_text}${texts ? `   (${texts})` : ''}`);
      }
      if (args.rows.length > MAX_CARD_ROWS) lines.push(`  … and ${args.rows.length - MAX_CARD_ROWS} more rows`);
      if (!args.rows.length) lines.push('  (no rows)');
      return { kind: 'text', title: 'Create text list', text: lines.join('\n') };
    },
    handler: async ({ args, projectPath }, execution) => {
      const created = await codesys.run(
        'text_list_create',
        { project_path: projectPath, ...(args.parent_path ? { parent_path: args.parent_path } : {}), name: args.name, languages: args.languages, rows: args.rows },
        { label: 'codesys_create_text_list', projectPath, execution },
      );
      const hash = textListHash(created);
      execution.recordEdit({ kind: TEXT_LIST_EDIT_KIND, location: `${created.path} in ${projectPath}`, beforeHash: contentHash('null'), afterHash: hash, revert: { project_path: projectPath, path: created.path } });
      return { ...created, content_hash: hash };
    },
    summarize: (r) => `created ${r.path} (${plural(r.rows.length, 'row')})`,
  });
}

function importTextListFileRow({ services, codesys }: ToolContext): AnyToolDefinition {
  return defineTool({
    name: 'codesys_import_text_list_file',
    title: 'Import a text list file into a CODESYS text list',
    description: 'Imports a UTF-8 tab-separated file (header ID<TAB>Default<TAB><language>..., a row per line) into an existing text list (SP21+): known ids get its texts, new ids are added.',
    input: z.object({
      project_path: projectPathField,
      object_path: objectPathField,
      file_path: boundedString(INPUT_LIMITS.pathChars, 'file_path').min(1).describe('The text list file, absolute or relative to the first project root'),
      expected_content_hash: contentHashField('codesys_read_text_list'),
    }),
    output: textList.extend({ content_hash: z.string(), file_hash: z.string() }),
    annotations: DESTRUCTIVE,
    mutates: true,
    prepare: async (args) => {
      const plan = await projectPlan(services, args);
      const file = await readFileInRoots(services, args.file_path, MAX_TEXT_LIST_FILE_BYTES);
      const content = file.bytes.toString('utf8');
      const parsed = parseTextListFile(content, file.path);
      return {
        ...plan,
        file,
        content,
        read: sharedStep(async (execution: CommandExecution) => {
          const list = await codesys.run('text_list_read', { project_path: plan.projectPath, object_path: args.object_path }, commandOptions('codesys_import_text_list_file', plan.projectPath, execution));
          if (textListHash(list) !== args.expected_content_hash)
            throw new ToolError(`The text list ${list.path} changed since it was read (content_hash is now ${textListHash(list)}). Nothing was imported; read it again with codesys_read_text_list.`);
          return { list, changes: textListImportChanges(list, parsed) };
        }),
      };
    },
    preview: async (plan, execution) => {
      const { list, changes } = await plan.read(execution);
      const lines = [
        `Import ${plan.file.path} (${plan.file.bytes.length} bytes, ${plan.file.hash}) into the text list ${list.path}:`,
        `  ${changes.added.length} added, ${changes.changed.length} changed, ${changes.unchanged} unchanged${changes.newLanguages.length ? `; new languages ${changes.newLanguages.join(', ')}` : ''}`,
      ];
      const listed = [...changes.added.map((line) => `  added    ${line}`), ...changes.changed.map((line) => `  changed  ${line}`)];
      lines.push(...listed.slice(0, MAX_CARD_ROWS));
      if (listed.length > MAX_CARD_ROWS) lines.push(`  … and ${listed.length - MAX_CARD_ROWS} more rows`);
      return { kind: 'text', title: 'Import text list file', text: lines.join('\n') };
    },
    handler: async (plan, execution) => {
      const { list } = await plan.read(execution);
      const imported = await codesys.run(
        'text_list_import',
        { project_path: plan.projectPath, object_path: list.path, content: plan.content },
        commandOptions('codesys_import_text_list_file', plan.projectPath, execution),
      );
      const hash = textListHash(imported);
      execution.recordEdit({
        kind: TEXT_LIST_IMPORT_EDIT_KIND,
        location: `${imported.path} in ${plan.projectPath}`,
        beforeHash: textListHash(list),
        afterHash: hash,
        revert: { project_path: plan.projectPath, path: list.path, languages: list.languages, rows: list.rows },
      });
      return { ...imported, content_hash: hash, file_hash: plan.file.hash };
    },
    summarize: (r) => `imported into ${r.path} (${plural(r.rows.length, 'row')})`,
  });
}

export function textListTools(toolContext: ToolContext): AnyToolDefinition[] {
  return [readTextListRow(toolContext), createTextListRow(toolContext), importTextListFileRow(toolContext)];
}

/** How the person undoes, from History, a text list an agent created (deleted) or imported into (rows set back). */
export function textListEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const hashOf = (projectPath: string, objectPath: string) =>
    codesys.run('text_list_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then(textListHash, () => contentHash('null'));
  return {
    [TEXT_LIST_EDIT_KIND]: createdObjectReverter(services, codesys, hashOf, 'The text list'),
    // Sets the rows and languages back as they were before the import, only while the list is as the import left it.
    [TEXT_LIST_IMPORT_EDIT_KIND]: objectReverter(services, codesys, hashOf, 'The text list changed after this import; setting it back would undo later work', async (projectPath, objectPath, edit) => {
      const before = textList.parse({ path: objectPath, languages: edit.revert.languages, rows: edit.revert.rows });
      const restored = await codesys.run('text_list_restore', { project_path: projectPath, object_path: objectPath, languages: before.languages, rows: before.rows }, { label: 'revert', projectPath });
      return textListHash(restored);
    }),
  };
}
