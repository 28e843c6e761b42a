// Turns the settings object into form fields, so a setting added to the schema shows up in the Settings view
// without UI work. Enum options come from the schema; labels from a short table, else from the key itself.
import { z } from 'zod';
import { SettingsSchema, type Settings } from '../../src-shared/settings-schema.ts';
import { PLATFORM_TOOLSET, TOOLSETS } from '../../src-shared/toolsets.ts';

export type FieldKind = 'number' | 'boolean' | 'text' | 'list' | 'choice' | 'choices';

export interface SettingsField {
  path: string[];
  kind: FieldKind;
  label: string;
  hint?: string;
  options?: string[];
  /** For `choices`: one line per option, shown beside its checkbox. */
  optionHints?: Record<string, string>;
  /** For `choice`: the words an option shows as (its value when absent). */
  optionLabels?: Record<string, string>;
}

export interface SettingsSection {
  key: string;
  title: string;
  fields: SettingsField[];
}

const SECTION_TITLES: Record<string, string> = { general: 'General', approvals: 'Approvals', safety: 'Safety', openplc: 'OpenPLC', codesys: 'CODESYS', mcp: 'Agents (MCP)', desktop: 'Desktop app', auditForwarding: 'Audit forwarding (syslog)', git: 'Git commits' };

const FIELD_TEXT: Record<string, { label: string; hint?: string }> = {
  'desktop.startAtLogin': {
    label: 'Start Interlock when you log in',
    hint: 'The tray app starts hidden in the tray (Windows and macOS: a login item; Linux: ~/.config/autostart). Only the tray app applies this.',
  },
  'auditForwarding.enabled': { label: 'Send every audit record to a syslog collector', hint: 'RFC 5424 with the record in structured data; secrets are never in the audit, so never sent.' },
  'auditForwarding.protocol': {
    label: 'Protocol',
    hint: 'RELP: the collector answers every record (rsyslog imrelp), so nothing is lost and order holds across a collector restart; a record the collector took but could not answer before it stopped is sent again. No TLS. TCP and TLS: octet-counted syslog (RFC 6587, RFC 5425), no acknowledgement, so a collector stopped mid-stream may see repeats. UDP: one datagram per record (RFC 5426), no delivery check.',
  },
  'auditForwarding.host': { label: 'Collector host' },
  'auditForwarding.port': { label: 'Collector port' },
  'auditForwarding.caFile': { label: 'CA certificate file (TLS)', hint: "A PEM file with the CA that signs the collector's certificate; empty: the system's CAs." },
  'auditForwarding.maxQueueBytes': { label: 'Queue while the collector is away (bytes)', hint: 'Records beyond it are counted and reported to the collector as a record of their own.' },
  'git.mode': {
    label: 'Commit approved changes in git',
    hint: "For projects inside a git work tree: current-branch makes one commit per approved change on the checked-out branch (only the files the change wrote; your other edits and your staged changes stay yours), agent-branch on a branch per agent (interlock/<agent>), off makes none.",
  },
  'git.projects': {
    label: 'Per project folder',
    hint: 'One line per folder: folder = current-branch | agent-branch | off, optionally with the identity for its commits. For example: C:\\Plants\\Line1 = agent-branch, Jane Doe <jane@plant.example>',
  },
  'git.authorName': { label: 'Commit author name (fallback)', hint: "Used only where the repository has no user.name configured. Empty: such a repository gets no commit, and History says why." },
  'git.authorEmail': { label: 'Commit author email (fallback)', hint: 'Used only where the repository has no user.email configured.' },
  port: { label: 'Port', hint: 'Local port of the UI, API and /mcp endpoint (127.0.0.1 only). Takes effect after a restart.' },
  projectRoots: { label: 'Project folders', hint: 'One absolute folder per line. Agents cannot open, read or write anything outside them.' },
  'approvals.timeoutSeconds': { label: 'Approval timeout (s)', hint: 'An approval nobody answers within this time is denied.' },
  'openplc.cliPath': { label: 'openplc-cli executable', hint: 'A bare name is looked up on PATH.' },
  'openplc.compileTimeoutSeconds': { label: 'Compile timeout (s)' },
  'codesys.executablePath': { label: 'CODESYS.exe path' },
  'codesys.profile': { label: 'Profile', hint: 'As CODESYS shows it, e.g. "CODESYS V3.5 SP21".' },
  'codesys.additionalFolder': { label: 'Additional folder', hint: 'Passed with --additionalfolder (optional).' },
  'codesys.mode': { label: 'Mode', hint: 'persistent keeps one CODESYS window open; headless runs each command in a hidden instance.' },
  'codesys.watcher': {
    label: 'Watcher',
    hint: 'timer keeps CODESYS usable between commands; loop keeps its menus disabled while Interlock is connected (fallback). Applies at the next launch.',
  },
  'codesys.fallbackHeadless': { label: 'Fall back to headless when the persistent launch fails' },
  'codesys.autoLaunch': { label: 'Launch CODESYS on the first CODESYS tool call' },
  'codesys.launchTimeoutSeconds': { label: 'Launch timeout (s)' },
  'codesys.commandTimeoutSeconds': { label: 'Command timeout (s)' },
  'codesys.compileTimeoutSeconds': { label: 'Compile timeout (s)' },
  'codesys.shutdownTimeoutSeconds': { label: 'Shutdown timeout (s)' },
  'codesys.healthIntervalMs': { label: 'Health check interval (ms)' },
  'codesys.heartbeatStaleSeconds': { label: 'Watcher heartbeat considered stale after (s)' },
  'approvals.standingApprovalsOnRunningPlc': {
    label: 'Let "always" and session approvals also cover changes to a running PLC',
    hint: 'Off: every download, online change, start, stop, reset, write, force and unforce on a PLC asks you, each time.',
  },
  'codesys.onlinePollIntervalMs': {
    label: 'Online panel refresh interval (ms)',
    hint: 'Between two reads of the PLC while logged in with the UI open (250 to 60000). Each read greys out CODESYS\'s menus for about a second.',
  },
  'codesys.plcDownloadsFolder': {
    label: 'Downloads folder for copies from a PLC',
    hint: 'A folder inside the project roots; copies of PLC files and source uploads land only there. Empty: anywhere inside the roots.',
  },
  'codesys.afterChange': {
    label: 'After an approved change to a CODESYS project',
    hint: 'save writes the project file right after each change, so a crash of CODESYS cannot lose it. leave-unsaved leaves it to you to save in CODESYS; History and the Overview list such changes as not saved until then.',
  },
  'codesys.deviceUser': { label: 'PLC device user', hint: 'Set before each login, so CODESYS never opens its Device User Login dialog. Empty for PLCs without users.' },
  'safety.patterns': {
    label: 'Safety-relevant words',
    hint: 'One per line. An edit whose changed code touches a signal named with one of these words (or described with it in its comment) is flagged on its card and always asks, whatever you always approve. Whole words: "sto" matches STO_Active, not Stop.',
  },
  'safety.projectSignals': {
    label: 'Safety-relevant signals per project',
    hint: 'One line per project: its folder (or CODESYS project file) = signal names, comma-separated. For example: C:\\Plants\\Line1 = Chain1, K3_Feedback',
  },
  'safety.projectAddresses': {
    label: 'Safety-relevant I/O addresses per project',
    hint: 'One line per project: its folder (or CODESYS project file) = addresses, comma-separated. A write to one of them, or to an address that overlaps it (%QX0.6 lies in %QB0, %QW0 and %QD0), always asks, under any variable name. For example: C:\\Plants\\Line1 = %QX0.6, %QB2',
  },
  'mcp.legacySessionIdleMinutes': { label: 'Close idle 2025-era HTTP sessions after (min)' },
  'mcp.agentIdleMinutes': { label: 'Forget idle agents after (min)' },
  'mcp.maxRequestBodyBytes': { label: 'Largest accepted request body (bytes)' },
  'mcp.toolsets': {
    label: 'Toolsets agents see',
    hint: "Fewer toolsets keep every agent's tool list small. A client may ask for fewer per connection, never more; CODESYS toolsets are listed only while a CODESYS path is set. Interlock's own tools are always listed.",
  },
  'mcp.readOnly': { label: 'Read-only mode', hint: 'Agents see and may call only tools that change nothing.' },
};

/** Choices shown in words rather than as their stored value. */
const OPTION_LABELS: Record<string, Record<string, string>> = {
  'auditForwarding.protocol': { tcp: 'TCP', tls: 'TCP with TLS', udp: 'UDP (no delivery check)', relp: 'RELP (acknowledged)' },
};

/** Settings the form leaves alone: fixed by the schema, or managed elsewhere in the UI. */
const NOT_IN_FORM = new Set(['version', 'approvals.alwaysApproveTools']);

export function settingsSections(settings: Settings): SettingsSection[] {
  const general: SettingsField[] = [];
  const sections: SettingsSection[] = [{ key: 'general', title: SECTION_TITLES.general!, fields: general }];
  for (const [key, value] of Object.entries(settings)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const fields = Object.entries(value as Record<string, unknown>).flatMap(([child, childValue]) => field([key, child], childValue));
      if (fields.length > 0) sections.push({ key, title: SECTION_TITLES[key] ?? humanize(key), fields });
    } else {
      general.push(...field([key], value));
    }
  }
  return sections;
}

function field(path: string[], value: unknown): SettingsField[] {
  const id = path.join('.');
  if (NOT_IN_FORM.has(id)) return [];
  const text = FIELD_TEXT[id] ?? { label: humanize(path.at(-1)!) };
  const base = { path, label: text.label, ...(text.hint ? { hint: text.hint } : {}) };
  if (id === 'mcp.toolsets') {
    const choosable = TOOLSETS.filter((t) => t.id !== PLATFORM_TOOLSET);
    return [{ ...base, kind: 'choices', options: choosable.map((t) => t.id), optionHints: Object.fromEntries(choosable.map((t) => [t.id, t.description])) }];
  }
  const options = enumOptions(path);
  if (options) return [{ ...base, kind: 'choice', options, ...(OPTION_LABELS[id] ? { optionLabels: OPTION_LABELS[id] } : {}) }];
  if (typeof value === 'number') return [{ ...base, kind: 'number' }];
  if (typeof value === 'boolean') return [{ ...base, kind: 'boolean' }];
  if (typeof value === 'string') return [{ ...base, kind: 'text' }];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [{ ...base, kind: 'list' }];
  return [];
}

function enumOptions(path: string[]): string[] | undefined {
  let schema: z.ZodType | undefined = SettingsSchema;
  for (const key of path) {
    schema = unwrap(schema);
    schema = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[key] : undefined;
    if (!schema) return undefined;
  }
  const leaf = unwrap(schema);
  return leaf instanceof z.ZodEnum ? (leaf.options as string[]) : undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodOptional) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function readField(settings: Settings, path: string[]): unknown {
  let value: unknown = settings;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** A copy of `settings` with one field changed. */
export function writeField(settings: Settings, path: string[], value: unknown): Settings {
  const [head, ...rest] = path;
  if (head === undefined) return value as Settings;
  const current = settings as unknown as Record<string, unknown>;
  return { ...current, [head]: rest.length === 0 ? value : writeField(current[head] as Settings, rest, value) } as unknown as Settings;
}

/** Checks a draft the way main will, keyed by dotted path, so each field can show its own problem. */
export function validateSettings(draft: Settings): { ok: true; settings: Settings } | { ok: false; errors: Record<string, string> } {
  const parsed = SettingsSchema.safeParse(draft);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.slice(0, 2).join('.');
    errors[key] ??= plainIssue(issue);
  }
  return { ok: false, errors };
}

/** A schema problem in words a person reads at a glance ("Use a number from 1024 or above"), not the validator's. */
export function plainIssue(issue: z.core.$ZodIssue): string {
  const bound = (value: unknown) => String(value);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Must not be empty.' : `Use at least ${bound(issue.minimum)} characters.`;
      if (issue.origin === 'array') return `Needs at least ${bound(issue.minimum)} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}.`;
      return issue.inclusive === false ? `Too small: use a number above ${bound(issue.minimum)}.` : `Too small: use ${bound(issue.minimum)} or more.`;
    case 'too_big':
      if (issue.origin === 'string') return `Too long: use at most ${bound(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `Too many: at most ${bound(issue.maximum)} entries.`;
      return issue.inclusive === false ? `Too large: use a number below ${bound(issue.maximum)}.` : `Too large: use ${bound(issue.maximum)} or less.`;
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.';
      if (issue.expected === 'string') return 'Enter some text.';
      if (issue.expected === 'boolean') return 'Choose yes or no.';
      return `Enter a ${issue.expected}.`;
    case 'invalid_format':
      return issue.message;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    default:
      // A schema refinement writes its own sentence for people; anything else still names the field's problem.
      return issue.message;
  }
}
