// The text list file codesys_import_text_list_file reads (the layout the stand-in's importfile shares): UTF-8, tab-separated,
// header ID<TAB>Default<TAB><language>..., one row per line with as many cells. Parsed before any card so a malformed
// file is refused with its line number, and compared with the existing list so the card says what changes.
import type { z } from 'zod';
import { ToolError } from '../../core/index.ts';
import type { textList } from './text-list-templates.ts';

export interface TextListFile {
  languages: string[];
  rows: Array<{ id: string; default_text: string; texts: Record<string, string> }>;
}

export function parseTextListFile(content: string, where: string): TextListFile {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const refuse = (line: number, why: string) => new ToolError(`${where} line ${line}: ${why}. Nothing was imported.`);
  const header = (lines[0] ?? '').split('\t');
  if (header[0] !== 'ID' || header[1] !== 'Default') throw refuse(1, 'the header must start with ID<TAB>Default, then one column per language');
  const languages = header.slice(2);
  if (languages.some((language) => !language.trim()) || new Set(languages).size !== languages.length) throw refuse(1, 'a language column is empty or repeated');
  const ids = new Set<string>();
  const rows = lines.slice(1).map((line, index) => {
    const cells = line.split('\t');
    if (cells.length !== header.length) throw refuse(index + 2, `${cells.length} cells where the header has ${header.length}`);
    const [id = '', default_text = ''] = cells;
    if (!id) throw refuse(index + 2, 'the ID is empty');
    if (ids.has(id)) throw refuse(index + 2, `the ID "${id}" appears twice`);
    ids.add(id);
    return { id, default_text, texts: Object.fromEntries(languages.map((language, column) => [language, cells[column + 2] ?? ''])) };
  });
  return { languages, rows };
}

/** What importing the file does to the list: a line per added and changed row (old -> new), the unchanged count. */
export function textListImportChanges(list: z.infer<typeof textList>, file: TextListFile) {
  const added: string[] = [];
  const changed: string[] = [];
  let unchanged = 0;
  const show = (defaultText: string, texts: Record<string, string>) =>
    [JSON.stringify(defaultText), ...file.languages.map((language) => `${language}: ${JSON.stringify(texts[language] ?? '')}`)].join(', ');
  for (const row of file.rows) {
    const existing = list.rows.find((r) => r.id === row.id);
    if (!existing) added.push(`${row.id}: ${show(row.default_text, row.texts)}`);
    else if (existing.default_text !== row.default_text || file.languages.some((language) => (existing.texts[language] ?? '') !== row.texts[language]))
      changed.push(`${row.id}: ${show(existing.default_text, existing.texts)} -> ${show(row.default_text, row.texts)}`);
    else unchanged += 1;
  }
  return { added, changed, unchanged, newLanguages: file.languages.filter((language) => !list.languages.includes(language)) };
}
