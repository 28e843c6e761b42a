// Text lists: the texts (with translations) that visualizations and enumerations with text lists show. Reading runs at
// once; creating one waits for the person, whose card lists every row, and is revertible from History.
import { z } from 'zod';
import { ToolError, type EditKindReverter } from '../../core/index.ts';
import { contentHash } from '../../files/index.ts';
import { boundedString, INPUT_LIMITS } from '../../mcp/input-limits.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { ADDITIVE, defineTool, READ_ONLY, type AnyToolDefinition } from '../../mcp/tool-definition.ts';
import type { CodesysConnection } from '../codesys-connection.ts';
import { textList } from '../textlist-templates.ts';
import { createdObjectReverter, identifierField, objectPathField, projectPathField, projectPlan, type ToolContext } from './shared.ts';

export const TEXT_LIST_EDIT_KIND = 'codesys-text-list';

/** The most rows one card lists one by one; the rest are counted. */
const MAX_CARD_ROWS = 100;

const textListHash = (list: z.infer<typeof textList>) => contentHash(JSON.stringify(list));
const oneLine = (what: string, max: number) => boundedString(max, what).regex(/^[^\n\r\t]*$/, `${what} is one line without tabs`);

export function textListTools({ services, codesys }: ToolContext): AnyToolDefinition[] {
  return [
    defineTool({
      name: 'codesys_read_text_list',
      title: 'Read CODESYS text list',
      description: 'Reads a text list: its languages and each row (id, default text, the text per language), plus a content_hash.',
      input: z.object({ project_path: projectPathField, object_path: objectPathField }),
      output: textList.extend({ content_hash: z.string() }),
      annotations: READ_ONLY,
      mutates: false,
      prepare: (args) => projectPlan(services, args),
      handler: async ({ args, projectPath }, execution) => {
        const list = await codesys.run('text_list_read', { project_path: projectPath, object_path: args.object_path }, { label: 'codesys_read_text_list', projectPath, execution });
        return { ...list, content_hash: textListHash(list) };
      },
      summarize: (r) => `${r.rows.length} rows`,
    }),
    defineTool({
      name: 'codesys_create_text_list',
      title: 'Create CODESYS text list',
      description:
        'Creates a text list in the application (or with parent_path "/" in the project) with its languages and rows (id, default text, a text per language). ' +
        'A repeated row id or a text for a language not listed is refused before any card; a name the place already holds is refused by CODESYS, changing nothing. Revertible from History (the text list is deleted again while unchanged).',
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
      summarize: (r) => `created ${r.path} (${r.rows.length} rows)`,
    }),
  ];
}

/** How the person deletes a text list an agent created, from History: only while it is as the creation left it. */
export function textListEditReverters(services: DomainServices, codesys: CodesysConnection): Record<string, EditKindReverter> {
  const hashOf = (projectPath: string, objectPath: string) =>
    codesys.run('text_list_read', { project_path: projectPath, object_path: objectPath }, { label: 'revert', projectPath }).then(textListHash, () => contentHash('null'));
  return { [TEXT_LIST_EDIT_KIND]: createdObjectReverter(services, codesys, hashOf, 'The text list') };
}
