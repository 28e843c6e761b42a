// One audit record as an RFC 5424 syslog message: the header (priority, time, host, app, process, the record's type
// as MSGID), one structured-data element carrying the record's fields flattened to `a.b` names, and a one-line summary
// as the message. Only what the audit log already holds is sent: its arguments are bounded and their secret fields
// redacted before they are written, and nothing here adds to them.

/** RFC 5424's private-enterprise form of an SD-ID; 32473 is the number RFC 5612 reserves for documentation and examples. */
export const SD_ID = 'interlock@32473';
/** Facility 13, "log audit". */
const FACILITY = 13;
const SEVERITY = { warning: 4, notice: 5, info: 6 } as const;
/** rsyslog's default largest message (8 KiB, `$MaxMessageSize`); beyond it fields are left out, marked `truncated`. */
export const MAX_MESSAGE_BYTES = 8000;
const MAX_VALUE_CHARS = 1024;
const MAX_DEPTH = 3;

export interface SyslogHeader {
  hostname: string;
  appName: string;
  procId: string;
}

/** The record's type as the MSGID: a finished call, a card raised, an intent or plan of an approved change. */
function messageId(record: Record<string, unknown>): string {
  const type = typeof record.type === 'string' ? record.type : 'call';
  return /^[\x21-\x7e]{1,32}$/.test(type) ? type : 'record';
}

function severity(record: Record<string, unknown>): number {
  const outcome = record.outcome;
  if (outcome === 'failed' || outcome === 'denied' || outcome === 'cancelled') return SEVERITY.warning;
  if (record.mutates === true || record.type !== undefined) return SEVERITY.notice;
  return SEVERITY.info;
}

/** `{ a: { b: 1 } }` → [['a.b', '1']]; lists as JSON; long values cut with their length said. */
export function flatten(value: unknown, prefix = '', depth = 0, out: Array<[string, string]> = []): Array<[string, string]> {
  if (value === undefined) return out;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, out);
    return out;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  out.push([prefix, text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)` : text]);
  return out;
}

/** A PARAM-NAME: 1 to 32 printable US-ASCII characters but `=`, space, `]` and `"`. */
export function paramName(name: string): string {
  const cleaned = name.replace(/[^\x21-\x7e]|[=\]"]/g, '_');
  return cleaned.length <= 32 ? cleaned || '_' : `${cleaned.slice(0, 15)}~${cleaned.slice(-16)}`;
}

/** A PARAM-VALUE: `"`, `\` and `]` escaped with a backslash (RFC 5424 §6.3.3). */
export function paramValue(value: string): string {
  return value.replace(/[\\"\]]/g, (c) => `\\${c}`);
}

/** The one-line summary: who did what where, and how it ended. */
function summary(record: Record<string, unknown>): string {
  const agent = (record.agent as { name?: unknown } | undefined)?.name;
  const decision = record.decision as { outcome?: unknown; by?: unknown } | undefined;
  const parts = [
    typeof record.type === 'string' ? record.type : 'call',
    typeof record.tool === 'string' ? record.tool : undefined,
    typeof agent === 'string' ? `by ${agent}` : undefined,
    typeof record.targetName === 'string' ? `on ${record.targetName}` : undefined,
    decision?.outcome !== undefined ? `decision ${String(decision.outcome)}${decision.by !== undefined ? ` (${String(decision.by)})` : ''}` : undefined,
    typeof record.outcome === 'string' ? `outcome ${record.outcome}` : undefined,
    typeof record.message === 'string' ? record.message : undefined,
  ];
  return parts.filter((p) => p !== undefined).join(' ').replace(/[\r\n]+/g, ' ');
}

/**
 * The message for one audit record line, numbered `seq` (its place in everything this control center forwarded,
 * so a collector can see a gap or a repeat).
 */
export function syslogMessage(record: Record<string, unknown>, seq: number, header: SyslogHeader, now: Date = new Date()): string {
  const at = typeof record.at === 'string' && !Number.isNaN(Date.parse(record.at)) ? new Date(record.at) : now;
  const head = `<${FACILITY * 8 + severity(record)}>1 ${at.toISOString()} ${token(header.hostname, 255)} ${token(header.appName, 48)} ${token(header.procId, 128)} ${messageId(record)}`;
  const message = `\ufeff${summary(record)}`;
  const fixed = Buffer.byteLength(head) + Buffer.byteLength(message) + Buffer.byteLength(` [${SD_ID} seq="${seq}" truncated="1"] `);
  let budget = MAX_MESSAGE_BYTES - fixed;
  const params: string[] = [`seq="${seq}"`];
  let truncated = false;
  for (const [name, value] of flatten(record)) {
    if (name === 'v') continue;
    const param = `${paramName(name)}="${paramValue(value)}"`;
    const cost = Buffer.byteLength(param) + 1;
    if (cost > budget) {
      truncated = true;
      continue;
    }
    budget -= cost;
    params.push(param);
  }
  if (truncated) params.push('truncated="1"');
  return `${head} [${SD_ID} ${params.join(' ')}] ${message}`;
}

/** A header field: printable US-ASCII without spaces, at most `max` characters, `-` when empty. */
function token(value: string, max: number): string {
  const cleaned = value.replace(/[^\x21-\x7e]/g, '_').slice(0, max);
  return cleaned === '' ? '-' : cleaned;
}
