// Reading the audit log back: History's pages (newest first, through the segments, never the whole log), one
// entry by id, the reverts of a page's entries, and every entry for tests and small logs.
import { basename } from 'node:path';
import type { AuditEntry, AuditFilter } from '../../src-shared/audit-entry.ts';
import { type AuditSegments, linesBackward, linesForward } from './audit-segments.ts';

/** How much one History query reads at most before handing back a cursor to continue from. */
const QUERY_SCAN_BYTES = 32 * 1024 * 1024;

export interface AuditQuery {
  cursor?: string | undefined;
  limit: number;
  filter?: AuditFilter | undefined;
}

export interface AuditQueryResult {
  entries: AuditEntry[];
  nextCursor: string | null;
  warnings: string[];
}

export interface AuditReadResult {
  entries: AuditEntry[];
  warnings: string[];
}

/**
 * One page of History, newest first, reading backwards from the cursor through the segments: never the whole log.
 * The cursor is `<segment>:<byte offset>`; entries that start before it are older.
 */
export async function queryPage(segments: AuditSegments, query: AuditQuery): Promise<AuditQueryResult> {
  await segments.discover();
  const filter = normaliseFilter(query.filter ?? {});
  let seq: number;
  let offset: number;
  if (query.cursor) {
    const match = /^(\d+):(\d+)$/.exec(query.cursor);
    if (!match) throw new Error('Invalid History cursor');
    seq = Number(match[1]);
    offset = Number(match[2]);
  } else {
    seq = (await segments.discover());
    offset = Number.MAX_SAFE_INTEGER;
  }
  const rotated = await segments.rotated();
  const seqs = [...rotated, (await segments.discover())].filter((s) => s <= seq).sort((a, b) => b - a);
  const entries: AuditEntry[] = [];
  const warnings: string[] = [];
  let scanned = 0;
  for (const current of seqs) {
    const path = segments.pathOf(current);
    const from = current === seq ? offset : Number.MAX_SAFE_INTEGER;
    for await (const item of linesBackward(path, from)) {
      if (entries.length === query.limit || scanned > QUERY_SCAN_BYTES) return { entries, nextCursor: `${current}:${item.end}`, warnings };
      scanned += item.end - item.start;
      if (item.line === null) {
        warnings.push(`${basename(path)}: a line of ${item.end - item.start} bytes (written before arguments were bounded) was skipped`);
        continue;
      }
      if (filter.text !== undefined && !item.line.toLowerCase().includes(filter.text)) continue;
      const entry = parseEntry(item.line);
      if (entry === 'internal') continue;
      if (entry === null) {
        warnings.push(`${basename(path)}: a line at byte ${item.start} is not a valid entry and was skipped`);
        continue;
      }
      if (matches(entry, filter)) entries.push(entry);
    }
  }
  return { entries, nextCursor: null, warnings };
}

/** The entry with this id, and whether a later entry reverted it; scans backwards from the newest. */
export async function findEntry(segments: AuditSegments, id: string): Promise<{ entry: AuditEntry; reverted: boolean } | undefined> {
  await segments.discover();
  const reverted = new Set<string>();
  const seqs = [...(await segments.rotated()), (await segments.discover())].sort((a, b) => b - a);
  for (const seq of seqs) {
    for await (const item of linesBackward(segments.pathOf(seq), Number.MAX_SAFE_INTEGER)) {
      if (item.line === null || !item.line.includes(id)) continue;
      const entry = parseEntry(item.line);
      if (entry === null || entry === 'internal') continue;
      if (entry.revertOf) reverted.add(entry.revertOf);
      if (entry.id === id) return { entry, reverted: reverted.has(id) };
    }
  }
  return undefined;
}

/**
 * Of `ids` (entries of a History page), those a later entry reverted, with that revert's record. Reads backwards
 * from the newest entry only as far as the oldest of them: a revert is always newer than what it reverted.
 */
export async function revertsOf(segments: AuditSegments, ids: readonly string[]): Promise<Record<string, AuditEntry>> {
  const found: Record<string, AuditEntry> = {};
  const left = new Set(ids);
  if (left.size === 0) return found;
  await segments.discover();
  const seqs = [...(await segments.rotated()), (await segments.discover())].sort((a, b) => b - a);
  for (const seq of seqs) {
    for await (const item of linesBackward(segments.pathOf(seq), Number.MAX_SAFE_INTEGER)) {
      if (item.line === null) continue;
      const entry = parseEntry(item.line);
      if (entry === null || entry === 'internal') continue;
      if (entry.revertOf && left.has(entry.revertOf) && entry.outcome === 'succeeded' && !found[entry.revertOf]) found[entry.revertOf] = entry;
      left.delete(entry.id);
      if (left.size === 0) return found;
    }
  }
  return found;
}

/** Every call entry, oldest first. For tests and small logs only; History uses `query`. */
export async function readEntries(segments: AuditSegments): Promise<AuditReadResult> {
  await segments.discover();
  const entries: AuditEntry[] = [];
  const warnings: string[] = [];
  for (const seq of [...(await segments.rotated()), (await segments.discover())]) {
    const path = segments.pathOf(seq);
    for await (const { line, number } of linesForward(path)) {
      const entry = parseEntry(line);
      if (entry === 'internal') continue;
      if (entry === null) warnings.push(`${basename(path)} line ${number} is not a valid entry and was skipped`);
      else entries.push(entry);
    }
  }
  return { entries, warnings };
}

function parseEntry(line: string): AuditEntry | 'internal' | null {
  try {
    const parsed = JSON.parse(line) as Partial<AuditEntry> & { type?: unknown };
    if (parsed.v !== 1 || typeof parsed.id !== 'string') return null;
    if (parsed.type !== undefined && parsed.type !== 'call') return 'internal';
    if (typeof parsed.tool !== 'string') return null;
    return parsed as AuditEntry;
  } catch {
    return null;
  }
}

interface NormalisedFilter {
  editsOnly: boolean;
  agent?: string;
  tool?: string;
  target?: string;
  outcome?: ReadonlySet<string>;
  text?: string;
  changesOnly: boolean;
  id?: string;
}

function normaliseFilter(filter: AuditFilter): NormalisedFilter {
  const out: NormalisedFilter = { editsOnly: filter.editsOnly === true, changesOnly: filter.changesOnly === true };
  if (filter.id !== undefined) out.id = filter.id;
  if (filter.agent?.trim()) out.agent = filter.agent.trim().toLowerCase();
  if (filter.tool?.trim()) out.tool = filter.tool.trim();
  if (filter.target?.trim()) out.target = filter.target.trim().toLowerCase();
  if (filter.outcome && filter.outcome.length > 0) out.outcome = new Set(filter.outcome);
  if (filter.text?.trim()) out.text = filter.text.trim().toLowerCase();
  return out;
}

function matches(entry: AuditEntry, filter: NormalisedFilter): boolean {
  if (filter.id !== undefined && entry.id !== filter.id) return false;
  if (filter.editsOnly && !(entry.edits && entry.edits.length > 0)) return false;
  // Reads are left out; changes, builds and checks (they report findings) and what the person did stay.
  if (filter.changesOnly && !entry.mutates && entry.findings === undefined && entry.agent.transport !== 'internal') return false;
  if (filter.agent !== undefined && !entry.agent.name.toLowerCase().includes(filter.agent) && entry.agent.id.toLowerCase() !== filter.agent) return false;
  if (filter.tool !== undefined && entry.tool !== filter.tool) return false;
  if (filter.target !== undefined && !entry.target.toLowerCase().includes(filter.target)) return false;
  if (filter.outcome !== undefined && !filter.outcome.has(entry.outcome)) return false;
  return true;
}
