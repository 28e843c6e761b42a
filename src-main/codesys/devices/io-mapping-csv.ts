// CODESYS's IO mapping CSV as Interlock reads it before an import: which rows change which mapping. The file is the
// one export_io_mappings_as_csv writes (the separator is the Windows list separator, ";" or ","); rows are matched by
// device name and channel name, a name that repeats on one device carries "@<n>". As in CODESYS, an empty Variable
// leaves a mapping alone and a single space removes it.
import { ToolError } from '../../core/index.ts';
import type { ioMappingRow } from './device-templates.ts';
import type { z } from 'zod';

type MappingRow = z.infer<typeof ioMappingRow>;

export interface CsvRow {
  line: number;
  variable: string;
  device: string;
  channel: string;
}

export interface CsvMappingChange {
  row: MappingRow;
  after: string;
}

/** The largest number of rows one import takes (a 12000-channel bus is about that; beyond it, split the export). */
export const MAX_CSV_ROWS = 50_000;

function splitLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

export function parseIoMappingCsv(text: string): CsvRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let header: string[] | null = null;
  let separator = ';';
  const rows: CsvRow[] = [];
  lines.forEach((line, index) => {
    if (!line.trim() || line.startsWith('//')) return;
    if (!header) {
      separator = line.includes(';') ? ';' : ',';
      header = splitLine(line, separator).map((h) => h.trim());
      const missing = ['Variable', 'Device', 'Channel'].filter((c) => !header!.includes(c));
      if (missing.length) throw new ToolError(`The CSV file's header (line ${index + 1}) has no column ${missing.join(', ')}: it is not an IO mapping export of CODESYS. Nothing was imported.`);
      return;
    }
    const fields = splitLine(line, separator);
    const at = (column: string) => fields[header!.indexOf(column)] ?? '';
    rows.push({ line: index + 1, variable: at('Variable'), device: at('Device').trim(), channel: at('Channel').trim() });
  });
  if (!header) throw new ToolError('The CSV file has no header line; nothing was imported.');
  if (rows.length > MAX_CSV_ROWS) throw new ToolError(`The CSV file has ${rows.length} rows; Interlock imports at most ${MAX_CSV_ROWS}. Export and import a device further down the tree. Nothing was imported.`);
  return rows;
}

/** The channel names as the CSV writes them: a name that repeats on one device gets "@1", "@2", ... */
function csvKeys(rows: MappingRow[]): Map<string, MappingRow> {
  const keys = new Map<string, MappingRow>();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const count = (seen.get(`${row.device_path}\n${row.name}`) ?? 0) + 1;
    seen.set(`${row.device_path}\n${row.name}`, count);
    const channel = count === 1 ? row.name : `${row.name}@${count - 1}`;
    keys.set(`${row.device.toLowerCase()}\n${channel.toLowerCase()}`, row);
  }
  return keys;
}

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** What importing the rows changes: refused before any card when a row cannot land or nothing would change. */
export function planCsvImport(csv: CsvRow[], current: MappingRow[], where: string): { changes: CsvMappingChange[]; unchanged: number } {
  const keys = csvKeys(current);
  const unknown = csv.filter((r) => !keys.has(`${r.device.toLowerCase()}\n${r.channel.toLowerCase()}`));
  if (unknown.length) {
    const shown = unknown.slice(0, 10).map((r) => `line ${r.line} (${r.device || '?'} / ${r.channel || '?'})`);
    throw new ToolError(
      `${where}: ${unknown.length} row(s) name a device or channel that is not there: ${shown.join(', ')}${unknown.length > 10 ? ', ...' : ''}. CODESYS would skip them without a word; fix or remove them. Nothing was imported.`,
    );
  }
  const bad = csv.filter((r) => r.variable.trim() && !VARIABLE.test(r.variable.trim()));
  if (bad.length) {
    throw new ToolError(`${where}: line ${bad[0]!.line} maps "${bad[0]!.variable}", which is not a variable name or path (${bad.length} such row(s)). Nothing was imported.`);
  }
  const changes: CsvMappingChange[] = [];
  let unchanged = 0;
  const planned = new Set<MappingRow>();
  for (const row of csv) {
    const target = keys.get(`${row.device.toLowerCase()}\n${row.channel.toLowerCase()}`)!;
    const after = row.variable === '' ? target.variable : row.variable.trim();
    if (planned.has(target)) throw new ToolError(`${where}: line ${row.line} names ${row.device} / ${row.channel} a second time. Nothing was imported.`);
    planned.add(target);
    if (after === target.variable) unchanged += 1;
    else changes.push({ row: target, after });
  }
  if (!changes.length) throw new ToolError(`${where} changes no mapping below the device (${unchanged} row(s) match what the project holds). Nothing was imported.`);
  return { changes, unchanged };
}
