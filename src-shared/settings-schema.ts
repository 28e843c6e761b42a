// The settings file's schema: main validates `<data-dir>/settings.json` with it, the UI edits through it.
import { z } from 'zod';
import { DEFAULT_SAFETY_PATTERNS } from './impact.ts';
import { DEFAULT_TOOLSETS, TOOLSET_IDS, type ToolsetId } from './toolsets.ts';

const seconds = (min: number, max: number, fallback: number) => z.number().int().min(min).max(max).default(fallback);

/**
 * One standing "always approve": a tool, and where it runs unasked. `project` is the project as Interlock resolved
 * it (the OpenPLC project folder or the CODESYS project file, symlinks resolved); `within` narrows it to a part of
 * that project ("/"-separated: `pous/programs` of an OpenPLC folder, `Application/Motion` of a CODESYS project).
 * Without `project` it covers every project (and calls on none): what "always approve" meant before it was scoped.
 * `agent` limits it to calls from agents whose client calls itself that (the name the client reports in initialize;
 * a label, not proof of identity); without it the rule covers every agent.
 */
export const AlwaysApproveRuleSchema = z
  .object({
    tool: z.string().min(1).max(200),
    project: z.string().min(1).max(4096).optional(),
    within: z.string().min(1).max(4096).optional(),
    agent: z.string().min(1).max(200).optional(),
  })
  .strict()
  .refine((rule) => rule.within === undefined || rule.project !== undefined, { message: 'a rule narrowed to a path needs its project', path: ['within'] });
export type AlwaysApproveRule = z.infer<typeof AlwaysApproveRuleSchema>;

export const ApprovalSettingsSchema = z.object({
  /**
   * A pending approval that nobody answers within this time is denied. The default stays under the 60 s after
   * which common clients give up on a call even while it reports progress (SDK-based clients without
   * `resetTimeoutOnProgress`, the Inspector CLI, Codex's fixed deadline: README, "Approval timeout"), so the agent
   * always hears the answer.
   */
  timeoutSeconds: seconds(5, 3600, 55),
  /**
   * What the person chose "always approve" for, one rule each (see `AlwaysApproveRule`). Only ever added from the UI.
   * A bare tool name (a settings file from before rules were scoped) is read as that tool in every project.
   */
  alwaysApproveTools: z
    .array(z.union([z.string().min(1).max(200).transform((tool): AlwaysApproveRule => ({ tool })), AlwaysApproveRuleSchema]))
    .max(1000)
    .default([]),
  /**
   * Whether "always approve" and approve-for-this-session may also let through calls that change a running PLC
   * (download, online change, start, stop, reset, write, force, unforce). Off: each such call asks every time.
   */
  standingApprovalsOnRunningPlc: z.boolean().default(false),
});

export const OpenPlcSettingsSchema = z.object({
  /** `openplc-cli` executable: a bare name is looked up on PATH. */
  cliPath: z.string().min(1).default('openplc-cli'),
  compileTimeoutSeconds: seconds(5, 3600, 300),
});

export const CodesysSettingsSchema = z.object({
  /** Full path to CODESYS.exe; empty until the person points Interlock at an install. */
  executablePath: z.string().default(''),
  /** Profile name as CODESYS shows it, e.g. "CODESYS V3.5 SP21". */
  profile: z.string().default(''),
  /** Extra folder passed with --additionalfolder (optional). */
  additionalFolder: z.string().default(''),
  mode: z.enum(['persistent', 'headless']).default('persistent'),
  /**
   * How the watcher inside a persistent CODESYS waits for commands: `timer` (a UI-thread timer; the start-up script
   * returns and the person can use CODESYS) or `loop` (an endless system.delay loop that keeps CODESYS's menus disabled;
   * a fallback for an IDE where the timer misbehaves). Takes effect at the next launch.
   */
  watcher: z.enum(['timer', 'loop']).default('timer'),
  /** Use the headless executor when the persistent launch fails. Off by default: it is slow and invisible. */
  fallbackHeadless: z.boolean().default(false),
  /** Launch CODESYS on the first CODESYS tool call. */
  autoLaunch: z.boolean().default(true),
  launchTimeoutSeconds: seconds(5, 600, 90),
  commandTimeoutSeconds: seconds(1, 3600, 60),
  compileTimeoutSeconds: seconds(5, 3600, 120),
  shutdownTimeoutSeconds: seconds(1, 120, 15),
  healthIntervalMs: z.number().int().min(100).max(60_000).default(2000),
  /** The watcher's heartbeat file older than this means the watcher hung. */
  heartbeatStaleSeconds: seconds(2, 600, 15),
  /**
   * The PLC's device user, set before every login so that CODESYS never opens its modal Device User Login dialog.
   * Empty: no credentials are set (for PLCs without user management). Its password is a secret kept outside the
   * settings (main's `core/device-password.ts`); an old settings file's `devicePassword` is moved there on load.
   */
  deviceUser: z.string().max(200).default(''),
  /**
   * Where copies from a PLC (codesys_copy_file_from_plc, codesys_source_upload) may land: a folder inside the
   * project roots. Empty: anywhere inside the roots (each copy still asks the person).
   */
  plcDownloadsFolder: z.string().max(4096).default(''),
  /**
   * How long the Online panel waits after one poll of the PLC (state, forced values, watch list) before the next,
   * while logged in and a UI is open. On a real IDE each poll runs through Execute Script File, which greys out
   * CODESYS's menus for about a second: at 3 s the person can still work in the IDE between polls and the panel is
   * still fresh enough to watch a value change. Applies from the next poll.
   */
  onlinePollIntervalMs: z.number().int().min(250).max(60_000).default(3000),
  /**
   * What Interlock does after an approved change to a project CODESYS holds open (code, objects, devices, libraries,
   * tasks, users, symbols): `save` the project file (so a crash of the IDE cannot lose it), or `leave-unsaved` (the
   * person saves in CODESYS; History and the Overview list the change as not saved until then). Each card says which.
   */
  afterChange: z.enum(['save', 'leave-unsaved']).default('save'),
});

export const McpSettingsSchema = z.object({
  /** 2025-era HTTP sessions with no request and no open event stream for this long are closed. */
  legacySessionIdleMinutes: z.number().int().min(1).max(24 * 60).default(10),
  /** Stateless (2026-07-28 HTTP) agents with no call for this long leave the registry. */
  agentIdleMinutes: z.number().int().min(1).max(24 * 60).default(15),
  /** Room for the largest edit a tool accepts (256 KiB of code, JSON-escaped) with margin; 413 beyond. */
  maxRequestBodyBytes: z.number().int().min(1024).max(64 * 1024 * 1024).default(1024 * 1024),
  /**
   * The toolsets agents see (src-shared/toolsets.ts); a client may narrow them per connection, never widen them. A
   * toolset of a program that is not configured (no CODESYS path) is not listed either way.
   */
  toolsets: z
    .array(z.enum(TOOLSET_IDS as [ToolsetId, ...ToolsetId[]]))
    .max(TOOLSET_IDS.length * 2)
    .default(() => [...DEFAULT_TOOLSETS]),
  /** Only read-only tools are listed and callable: agents can look at everything the toolsets show and change nothing. */
  readOnly: z.boolean().default(false),
});

export const DesktopSettingsSchema = z.object({
  /** Start the tray app (hidden in the tray) when the person logs in. Off until the person turns it on. */
  startAtLogin: z.boolean().default(false),
});

/** What makes a code edit safety-relevant on its approval card (and keeps it out of "always approve"). */
export const SafetySettingsSchema = z.object({
  /** Words a signal's name or declaration comment may contain (`emergency stop`, `guard`, `sto`), matched as whole words. */
  patterns: z.array(z.string().trim().min(1).max(60)).max(200).default([...DEFAULT_SAFETY_PATTERNS]),
  /**
   * Per project, the signal names that are safety-relevant whatever they are called: one line per project,
   * `<project folder or CODESYS project file> = <signal>, <signal>` (read with `projectSafetySignals`).
   */
  projectSignals: z
    .array(z.string().trim().max(4000).regex(/^[^=]+=\s*[A-Za-z_][A-Za-z0-9_.]*(\s*,\s*[A-Za-z_][A-Za-z0-9_.]*)*\s*$/, 'write each line as: project folder or file = Signal1, Signal2'))
    .max(100)
    .default([]),
  /**
   * Per project, the I/O addresses that are safety-relevant whatever is declared there: one line per project,
   * `<project folder or CODESYS project file> = %QX0.6, %QB2` (read with `projectSafetyAddresses`). A write to one of
   * them or an overlapping one (`%QX0.6` lies in `%QB0`, `%QW0`, `%QD0`) is flagged under any name.
   */
  projectAddresses: z
    .array(z.string().trim().max(4000).regex(/^[^=]+=\s*%[IQM][XBWDL]?\d+(\.\d+)*(\s*,\s*%[IQM][XBWDL]?\d+(\.\d+)*)*\s*$/i, 'write each line as: project folder or file = %QX0.6, %QB2'))
    .max(100)
    .default([]),
});

/** Every audit record sent to the plant's syslog collector as RFC 5424 (Graylog, Elastic, Splunk, rsyslog…). */
export const AuditForwardingSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  /** tcp, tls and udp are plain syslog (no acknowledgement); relp is RELP, each record answered by the collector. */
  protocol: z.enum(['tcp', 'tls', 'udp', 'relp']).default('tcp'),
  /** The collector's host name or IP address. */
  host: z.string().trim().max(255).default(''),
  port: z.number().int().min(1).max(65535).default(514),
  /** TLS: a PEM file with the CA that signs the collector's certificate (empty: the system's CAs). */
  caFile: z.string().max(4096).default(''),
  /** Records wait on disk while the collector is away, up to this many bytes; beyond it they are counted and reported. */
  maxQueueBytes: z.number().int().min(64 * 1024).max(1024 * 1024 * 1024).default(64 * 1024 * 1024),
}).refine((forwarding) => !forwarding.enabled || forwarding.host !== '', { message: 'give the collector host to forward to', path: ['host'] });

/** How approved changes to a project inside a git work tree are committed (docs/change-management.md). */
export const GIT_COMMIT_MODES = ['current-branch', 'agent-branch', 'off'] as const;
export type GitCommitMode = (typeof GIT_COMMIT_MODES)[number];
const GIT_PROJECT_LINE = /^\s*(.+?)\s*=\s*(current-branch|agent-branch|off)\s*(?:,\s*([^<>,]+?)\s*<([^<>\s]+@[^<>\s]+)>\s*)?$/;

/**
 * Only the person sets these (Settings → Git commits); agents reach no settings. `mode` applies to every project in a
 * git work tree that no line of `projects` names: `current-branch` commits each approved change on the checked-out
 * branch, `agent-branch` on a branch of the agent's own (`interlock/<agent>`), `off` makes no commits.
 */
export const GitSettingsSchema = z.object({
  mode: z.enum(GIT_COMMIT_MODES).default('current-branch'),
  /** Per project folder (or a folder above projects): `<folder> = <mode>`, optionally `, Name <email>` for its commits. */
  projects: z
    .array(z.string().trim().max(4000).regex(GIT_PROJECT_LINE, 'write each line as: project folder = current-branch | agent-branch | off, optionally followed by , Name <email>'))
    .max(100)
    .default([]),
  /** Used only where the repository has no user.name / user.email configured (else no commit is made, and History says why). */
  authorName: z.string().trim().max(200).default(''),
  authorEmail: z.string().trim().max(320).default(''),
});

/** The lines of `git.projects`, read. */
export function gitProjectSettings(git: Settings['git']): Array<{ folder: string; mode: GitCommitMode; identity?: { name: string; email: string } }> {
  return git.projects.flatMap((line) => {
    const match = GIT_PROJECT_LINE.exec(line);
    if (!match) return [];
    const identity = match[3] && match[4] ? { identity: { name: match[3], email: match[4] } } : {};
    return [{ folder: match[1]!, mode: match[2] as GitCommitMode, ...identity }];
  });
}

export const SettingsSchema = z.object({
  version: z.literal(1).default(1),
  /** Port of the local host (UI, API and /mcp). Loopback only. */
  port: z.number().int().min(1024).max(65535).default(3587),
  /** Absolute folders agents may touch. Nothing outside them is opened, read or written. */
  projectRoots: z.array(z.string().min(1)).default([]),
  approvals: ApprovalSettingsSchema.prefault({}),
  safety: SafetySettingsSchema.prefault({}),
  openplc: OpenPlcSettingsSchema.prefault({}),
  codesys: CodesysSettingsSchema.prefault({}),
  mcp: McpSettingsSchema.prefault({}),
  desktop: DesktopSettingsSchema.prefault({}),
  auditForwarding: AuditForwardingSettingsSchema.prefault({}),
  git: GitSettingsSchema.prefault({}),
});

export type Settings = z.infer<typeof SettingsSchema>;

export function defaultSettings(): Settings {
  return SettingsSchema.parse({});
}

/** The project lines of `safety.projectSignals`, read: each project with its signal names. */
export function projectSafetySignals(safety: Settings['safety']): Array<{ project: string; signals: string[] }> {
  return safety.projectSignals.map(projectLine);
}

/** The project lines of `safety.projectAddresses`, read: each project with its addresses (upper case). */
export function projectSafetyAddresses(safety: Settings['safety']): Array<{ project: string; signals: string[] }> {
  return safety.projectAddresses.map(projectLine).map((p) => ({ ...p, signals: p.signals.map((a) => a.toUpperCase()) }));
}

function projectLine(line: string): { project: string; signals: string[] } {
  const at = line.lastIndexOf('=');
  return { project: line.slice(0, at).trim(), signals: line.slice(at + 1).split(',').map((s) => s.trim()).filter(Boolean) };
}
