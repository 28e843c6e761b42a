// What a line of the audit log keeps of a call: secrets redacted at any depth, long strings and lists bounded, the
// whole capped, messages cut (moved out of audit-log.ts, which writes and reads the lines).
import { createHash } from 'node:crypto';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';

/** Who made a call and what it was: what the card, intent and entry records share. */
export interface AuditCallHeader {
  id: string;
  at: string;
  agent: AuditEntry['agent'];
  tool: string;
  target: string;
  args: unknown;
}

const SECRET_KEY = /(token|secret|passw(or)?d|authori[sz]ation|api[-_]?key|credential|cookie)/i;

/** Replaces values under secret-looking keys, at any depth, before anything reaches the log. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner);
    return out;
  }
  return value;
}

/** A string argument longer than this is stored as size + hash + excerpt. */
export const LARGE_STRING_CHARS = 2048;
const EXCERPT_CHARS = 400;
const MAX_ARRAY_ITEMS = 200;
/** The stored arguments of one call never exceed about this many bytes of JSON. */
export const MAX_STORED_ARGS_BYTES = 32 * 1024;
const MAX_MESSAGE_CHARS = 4000;

/** A long string as stored: enough to recognise it, never the whole thing. */
export interface LargeValue {
  $large: { chars: number; bytes: number; sha256: string; excerpt: string };
}

function largeValue(text: string): LargeValue {
  return {
    $large: {
      chars: text.length,
      bytes: Buffer.byteLength(text, 'utf8'),
      sha256: createHash('sha256').update(text).digest('hex'),
      excerpt: `${text.slice(0, EXCERPT_CHARS)}…`,
    },
  };
}

/** The arguments as they go into the log: secrets redacted, long strings and lists bounded, the whole capped. */
export function boundArgs(args: unknown): unknown {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.length > LARGE_STRING_CHARS ? largeValue(value) : value;
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ARRAY_ITEMS).map(walk);
      if (value.length > MAX_ARRAY_ITEMS) items.push(`… ${value.length - MAX_ARRAY_ITEMS} more items not stored`);
      return items;
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : walk(inner);
      return out;
    }
    return value;
  };
  const bounded = walk(args);
  const json = JSON.stringify(bounded) ?? 'null';
  return json.length > MAX_STORED_ARGS_BYTES ? largeValue(json) : bounded;
}

/** An entry as its log line: arguments bounded (`args`: as `boundArgs` made them), messages cut, revert data already moved into blobs. */
export function entryLine(entry: AuditEntry, edits: EditRecord[] | undefined, args: unknown): string {
  const stored: AuditEntry = { ...entry, args };
  const resultSummary = boundText(entry.resultSummary);
  const error = boundText(entry.error);
  if (resultSummary !== undefined) stored.resultSummary = resultSummary;
  if (error !== undefined) stored.error = error;
  if (edits) stored.edits = edits;
  return `${JSON.stringify(stored)}\n`;
}

function boundText(text: string | undefined): string | undefined {
  if (text === undefined || text.length <= MAX_MESSAGE_CHARS) return text;
  return `${text.slice(0, MAX_MESSAGE_CHARS)}… (${text.length - MAX_MESSAGE_CHARS} more characters not stored)`;
}

/**
 * Whether the audit keeps these arguments exactly as given: nothing redacted, no long string or list cut, the whole
 * under the cap. Only such a record can be used to make the same call again.
 */
export function argsKeptInFull(args: unknown): boolean {
  return JSON.stringify(boundArgs(args)) === JSON.stringify(args) && !JSON.stringify(args ?? null).includes('"[redacted]"');
}

/**
 * Whether arguments as the audit stored them are the call's arguments in full: no redacted secret, no long string
 * or list cut. Arguments that merely contain such markers as text are refused too (fail closed).
 */
export function storedArgsComplete(stored: unknown): boolean {
  const json = JSON.stringify(stored ?? null);
  return !json.includes('"$large"') && !json.includes('"[redacted]"') && !/more items not stored"/.test(json);
}
