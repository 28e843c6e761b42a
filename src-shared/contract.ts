// The one contract between main and every UI (Electron preload and the web host): each invoke channel has a zod
// schema for its request, which main uses to validate what arrives, and a response type. `InvokeContract` is
// checked against `requestSchemas` at compile time, so a channel without a contract does not build.
import { z } from 'zod';
import type { AppEvent } from './app-events.ts';
import { MAX_DENY_MESSAGE_CHARS, QUEUE_STATUSES, type AppSnapshot } from './app-state.ts';
import type { AuditPage } from './audit-entry.ts';
import { MAX_EXPRESSION_CHARS, ONLINE_EXPRESSION } from './online-state.ts';
import { AlwaysApproveRuleSchema, SettingsSchema, type AlwaysApproveRule, type Settings } from './settings-schema.ts';

export const APPROVAL_DECISIONS = ['approve-once', 'approve-session', 'approve-always', 'deny'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const SETUP_CLIENTS = ['claude-desktop', 'claude-code', 'cursor', 'vscode', 'codex'] as const;
export type SetupClient = (typeof SETUP_CLIENTS)[number];

const Empty = z.object({}).strict();
const Id = z.string().min(1).max(200);
const OnlineExpression = z
  .string()
  .trim()
  .min(1)
  .max(MAX_EXPRESSION_CHARS)
  .regex(ONLINE_EXPRESSION, 'must be a variable expression such as PLC_PRG.counter or GVL.axes[2].pos');

const DenyMessage = z.string().trim().max(MAX_DENY_MESSAGE_CHARS);

const AlwaysAgent = { agent: z.enum(['this', 'any']).optional() };

/**
 * Where an "always approve" chosen on a card applies: the card's project, a part of it (`within`, one of the paths
 * the card offers), or every project; for the card's agent only (`agent: 'this'`, by its client name) or any agent
 * (the default). Main builds the rule from what the call resolved, never from a path or a name sent here.
 */
export const AlwaysScopeSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('project'), ...AlwaysAgent }).strict(),
  z.object({ scope: z.literal('within'), within: z.string().min(1).max(4096), ...AlwaysAgent }).strict(),
  z.object({ scope: z.literal('everywhere'), ...AlwaysAgent }).strict(),
]);
export type AlwaysScope = z.infer<typeof AlwaysScopeSchema>;

export const requestSchemas = {
  'state:snapshot': Empty,
  'approval:decide': z
    .object({
      approvalId: Id,
      decision: z.enum(APPROVAL_DECISIONS),
      /** With a deny only: the person's reason, passed to the agent in its error result and kept in the audit log. */
      message: DenyMessage.optional(),
      /** With approve-always only: where it applies (default: the card's project). */
      always: AlwaysScopeSchema.optional(),
    })
    .strict()
    .refine((r) => r.message === undefined || r.message === '' || r.decision === 'deny', {
      message: 'a message can only go with a deny',
      path: ['message'],
    })
    .refine((r) => r.always === undefined || r.decision === 'approve-always', { message: 'a scope can only go with approve-always', path: ['always'] }),
  /** Denies the listed waiting cards of one agent (those the person confirmed), each with the same optional reason. */
  'approval:deny-agent': z.object({ agentId: Id, approvalIds: z.array(Id).min(1).max(1000), message: DenyMessage.optional() }).strict(),
  'approval:refresh-preview': z.object({ approvalId: Id }).strict(),
  /** A source file of a target's project, read-only, for showing a diagnostic at its line. */
  'source:read': z.object({ target: Id.max(1000), file: z.string().min(1).max(1000) }).strict(),
  'queue:cancel': z.object({ entryId: Id }).strict(),
  'agent:disconnect': z.object({ agentId: Id }).strict(),
  /** Removes one standing approval, exactly as Settings lists it. */
  'policy:forget-always': z.object({ rule: AlwaysApproveRuleSchema }).strict(),
  'notice:dismiss': z.object({ noticeId: Id }).strict(),
  /** The person looked at the Overview's "approved by your rules" feed: the tray stops counting those calls. */
  'auto-approvals:seen': Empty,
  'settings:get': Empty,
  /**
   * A change that widens trust (see `TrustWidening`) is saved only with `confirm` set to the code a first,
   * unconfirmed call returned for exactly that change, i.e. after the person saw and accepted the list.
   */
  'settings:update': z.object({ settings: SettingsSchema, confirm: z.string().max(200).optional() }).strict(),
  'settings:reset': Empty,
  /** Replaces the PLC device password (an empty one clears it). Write-only: no call returns it. */
  'settings:device-password': z.object({ password: z.string().max(200) }).strict(),
  'audit:query': z
    .object({
      /** From the previous page's `nextCursor`; omitted for the newest page. */
      cursor: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(200).default(50),
      filter: z
        .object({
          editsOnly: z.boolean().optional(),
          changesOnly: z.boolean().optional(),
          agent: z.string().max(200).optional(),
          tool: z.string().max(200).optional(),
          target: z.string().max(1000).optional(),
          outcome: z.array(z.enum(QUEUE_STATUSES)).max(QUEUE_STATUSES.length).optional(),
          text: z.string().max(200).optional(),
          /** One record, by its id (an entry opened from the Overview's feed). */
          id: Id.optional(),
        })
        .strict()
        .default({}),
    })
    .strict(),
  'audit:revert': z.object({ auditId: Id }).strict(),
  /** What an audited edit changed, and exactly what reverting it would write, computed against the files now. */
  'audit:edit-diff': z.object({ auditId: Id }).strict(),
  /**
   * Applies a change that was lost when CODESYS ended (unsaved) again, from its audit record: the person's own call
   * of the same tool with the same arguments, on a new card they approve. Refused when the record does not keep the
   * arguments in full.
   */
  'audit:reapply': z.object({ auditId: Id }).strict(),
  /** Takes a lost change off the list (the person does not want it back). */
  'audit:dismiss-lost': z.object({ auditId: Id }).strict(),
  'setup:snippets': Empty,
  /** The person's answer to "A browser wants to control Interlock". */
  'login:decide': z.object({ requestId: Id, allow: z.boolean() }).strict(),
  /** The signed-in UI sessions (browsers, and the tray app attached to a running control center). */
  'ui-sessions:list': Empty,
  /** Ends a UI session at once: its event stream closes and its cookie opens nothing any more. */
  'ui-sessions:revoke': z.object({ sessionId: Id }).strict(),
  /** The person's watch list of a PLC target (`AppState.online[target].watch`, source `person`): add or remove one expression. */
  'online:watch-add': z.object({ target: Id, expression: OnlineExpression }).strict(),
  'online:watch-remove': z.object({ target: Id, expression: OnlineExpression }).strict(),
  /**
   * Releases forced values of a PLC target (these expressions, or every forced one when none are given): a call of
   * the unforce tool as the person's, queued and put on a running-PLC card they approve like any other.
   */
  'online:release-force': z.object({ target: Id, expressions: z.array(OnlineExpression).min(1).max(100).optional() }).strict(),
  /** The person's login (no download) to a PLC the ledger knows, by its key: what releasing a force needs. */
  'online:login': z.object({ target: Id, plc: z.string().min(1).max(2000) }).strict(),
} as const;

export type InvokeChannel = keyof typeof requestSchemas;

export interface SettingsView {
  settings: Settings;
  path: string;
  /** Why the file on disk was not used (defaults are in effect until it is fixed or reset), or null. */
  error: string | null;
  /**
   * Settings that are valid but will not work on this machine, by field path (e.g. `openplc.cliPath`: the program
   * is not found, is a folder, is not executable). Checked on every get and update; saving is not refused.
   */
  problems?: Record<string, string>;
  /** Whether a PLC device password is stored (the password itself never leaves main). */
  devicePasswordSet: boolean;
}

/** One way a settings change would give agents more than they have now; the person confirms the list. */
export interface TrustWidening {
  kind: 'always-approve' | 'project-root' | 'port' | 'program' | 'running-plc' | 'plc-downloads' | 'safety' | 'toolset';
  /** One sentence, e.g. "Agents may read and change files under D:\Plc". */
  description: string;
}

/** Saved, or (for a change that widens trust) what the person must confirm first. */
export type SettingsUpdateResult =
  | ({ saved: true } & SettingsView)
  | { saved: false; widening: TrustWidening[]; confirm: string };

export interface SetupSnippet {
  client: SetupClient;
  label: string;
  /** Where the snippet goes, e.g. the config file path or the command to run. */
  where: string;
  snippet: string;
  /** The one step that supplies the token, where the snippet holds only a reference to it. */
  secretStep?: string;
}

/** One edit of an audited call, shown in History. Diffs are null when they cannot be computed (with `note` saying why). */
export interface EditDiff {
  location: string;
  /** The target still holds exactly the edit's result (so Revert is possible). */
  applied: boolean;
  /** What the edit changed: its previous content against what is there now. */
  diff: string | null;
  /** What Revert would write: what is there now against the previous content. */
  revertDiff: string | null;
  note?: string;
}

/** One signed-in UI session, as Settings lists it. */
export interface UiSessionView {
  id: string;
  /** `app`: the Interlock tray app attached to this control center; `browser`: a browser tab's login. */
  kind: 'app' | 'browser';
  /** A short name for it, e.g. "Firefox on Windows", from what it reported when it signed in. */
  label: string;
  signedInAt: number;
  lastSeenAt: number;
  /** Event streams it has open now (0: not connected at the moment). */
  openStreams: number;
  /** The session this request came from. */
  current: boolean;
}

export interface InvokeContract {
  'state:snapshot': AppSnapshot;
  'approval:decide': { resolved: true };
  /** How many of the listed cards were still waiting and are now denied. */
  'approval:deny-agent': { denied: number };
  /** The card was recomputed from what is on disk now (its `approval.updated` event carries the new preview). */
  'approval:refresh-preview': { refreshed: true };
  'source:read': { path: string; text: string; truncated: boolean };
  'queue:cancel': { cancelled: boolean };
  'agent:disconnect': { disconnected: boolean };
  'policy:forget-always': { alwaysApproved: AlwaysApproveRule[] };
  'notice:dismiss': { dismissed: boolean };
  'auto-approvals:seen': { seen: true };
  'settings:get': SettingsView;
  'settings:update': SettingsUpdateResult;
  'settings:reset': SettingsView;
  'settings:device-password': { devicePasswordSet: boolean };
  /** History, one page at a time; never loads the whole log. */
  'audit:query': AuditPage;
  'audit:revert': { reverted: true; message: string };
  'audit:edit-diff': { edits: EditDiff[] };
  /** `entryId`: the person's call on a new card; null for a lost revert, done again at once (`message` says so). */
  'audit:reapply': { entryId: string; message?: undefined } | { entryId: null; message: string };
  'audit:dismiss-lost': { dismissed: boolean };
  'setup:snippets': { snippets: SetupSnippet[] };
  'login:decide': { decided: boolean };
  'ui-sessions:list': { sessions: UiSessionView[] };
  'ui-sessions:revoke': { revoked: boolean };
  /** The person's watch expressions of that target after the change, in order (values arrive in `online.updated`). */
  'online:watch-add': { watch: string[] };
  'online:watch-remove': { watch: string[] };
  /** The queue entry of the release call (its card, then its outcome, arrive as state events). */
  'online:release-force': { entryId: string };
  'online:login': { entryId: string };
}

// Compile-time check: every channel with a request schema has a response type and vice versa.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const contractIsComplete: Exact<InvokeChannel, keyof InvokeContract> = true;

export type InvokeRequest<C extends InvokeChannel> = z.input<(typeof requestSchemas)[C]>;
export type InvokeResponse<C extends InvokeChannel> = InvokeContract[C];

/** What crosses the wire for every invoke: a value or a message the person can read. */
export type InvokeResult<C extends InvokeChannel> = { ok: true; value: InvokeResponse<C> } | { ok: false; error: string };

/** What main pushes to every UI: its state events, in `seq` order. */
export type PushedEvent = AppEvent;

/** What the UI talks to, whichever shell it runs in (Electron preload or the web host). */
export interface InterlockBridge {
  invoke<C extends InvokeChannel>(channel: C, request: InvokeRequest<C>): Promise<InvokeResponse<C>>;
  /** Calls `listener` for every state event; returns the unsubscribe function. */
  subscribe(listener: (event: PushedEvent) => void): () => void;
}

export { IPC_EVENT, IPC_INVOKE } from './ipc-channels.ts';
