// Main's side of the UI contract: one handler per invoke channel. The Electron IPC handler and the web host's
// POST endpoint both go through `dispatchInvoke`, so the two UIs can never see different behaviour. Only a UI
// reaches these (the window over sender-checked IPC, a browser with its session cookie); every call says which.
import type { UiActor } from '../../src-shared/app-state.ts';
import type { AuditCommit } from '../../src-shared/audit-entry.ts';
import {
  requestSchemas,
  type InvokeChannel,
  type InvokeContract,
  type InvokeResult,
  type SettingsView,
  type EditDiff,
  type SetupSnippet,
  type UiSessionView,
} from '../../src-shared/contract.ts';
import { open, readFile } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { z } from 'zod';
import type { Settings } from '../../src-shared/settings-schema.ts';
import { contentHash } from '../files/index.ts';
import {
  describeRule,
  errorMessage,
  sameRule,
  trustWidening,
  wideningConfirmation,
  type Core,
  type OnlineWatchControl,
  storedArgsComplete,
  type PersonCaller,
  type ToolCallRequest,
  type UnsavedChangesControl,
} from '../core/index.ts';
import { ARGS_NOT_KEPT } from '../../src-shared/project-changes.ts';
import { recordPersonAction } from './person-actions.ts';

type Request<C extends InvokeChannel> = z.output<(typeof requestSchemas)[C]>;
export type ContractHandlers = { [C in InvokeChannel]: (request: Request<C>, ui: UiActor) => Promise<InvokeContract[C]> };

export interface ContractDeps {
  core: Core;
  setupSnippets: () => SetupSnippet[];
  /** Problems of the current settings on this machine, by field path (see SettingsView.problems). */
  checkSettings?: (settings: Settings) => Promise<Record<string, string>>;
  /** The person's answer to a browser's login request; false when it is no longer waiting. */
  decideLogin?: (requestId: string, allow: boolean, ui: UiActor) => Promise<boolean>;
  /** The signed-in UI sessions (the web host's), listed for `ui` and revoked at once. */
  uiSessions?: { list(ui: UiActor): UiSessionView[]; revoke(sessionId: string): Promise<boolean> };
  /** The watch lists of the domains that can go online. */
  online?: readonly OnlineWatchControl[];
  /** Starts a tool call as the person's (queued, carded and audited like an agent's); resolves with its entry. */
  startPersonCall?: (request: ToolCallRequest, person: PersonCaller) => Promise<{ entryId: string }>;
  /** The domains' lists of approved changes not in their project file. */
  unsavedChanges?: readonly UnsavedChangesControl[];
  /** Which git commit each of these audited changes became (or why none), for History. */
  commitsOf?: (auditIds: readonly string[]) => Record<string, AuditCommit>;
}

export function createContractHandlers({ core, setupSnippets, checkSettings, decideLogin, uiSessions, online = [], startPersonCall, unsavedChanges = [], commitsOf }: ContractDeps): ContractHandlers {
  const watchOf = (target: string): OnlineWatchControl => {
    const control = online.find((o) => o.handles(target));
    if (!control) throw new Error(`${target} is not a PLC target Interlock can be online with`);
    return control;
  };
  const settingsView = async (): Promise<SettingsView> => {
    const view: SettingsView = {
      settings: core.settings.current,
      path: core.settings.path,
      error: core.settings.error,
      devicePasswordSet: core.settings.devicePasswordSet,
    };
    if (checkSettings) view.problems = await checkSettings(view.settings);
    return view;
  };
  return {
    'state:snapshot': async () => core.store.snapshot(),
    'approval:decide': async ({ approvalId, decision, message, always }, ui) => {
      const outcome = await core.gate.resolve(approvalId, decision, ui, message, always);
      if (typeof outcome === 'object') {
        const { applied: rule } = outcome;
        await recordPersonAction(core, {
          action: 'policy:always-approve',
          target: 'settings',
          details: { ...rule },
          summary: `always approve ${describeRule(rule)}`,
          ui,
        });
      }
      return { resolved: true };
    },
    'approval:deny-agent': async ({ agentId, approvalIds, message }, ui) => ({ denied: core.gate.denyWaitingFrom(agentId, approvalIds, ui, message) }),
    'approval:refresh-preview': async ({ approvalId }) => {
      await core.gate.refreshPreview(approvalId);
      return { refreshed: true };
    },
    'audit:edit-diff': async ({ auditId }) => ({ edits: await auditEditDiffs(core, auditId) }),
    'source:read': async ({ target, file }) => readProjectSource(core, target, file),
    'queue:cancel': async ({ entryId }) => ({ cancelled: core.queue.cancel(entryId) }),
    'agent:disconnect': async ({ agentId }) => ({ disconnected: core.agents.disconnect(agentId, 'disconnected by the person') }),
    'policy:forget-always': async ({ rule }, ui) => {
      const known = core.settings.current.approvals.alwaysApproveTools.some((kept) => sameRule(kept, rule));
      if (!known) throw new Error(`${describeRule(rule)} is not an always-approve rule (any more)`);
      await core.settings.update((s) => ({
        ...s,
        approvals: { ...s.approvals, alwaysApproveTools: s.approvals.alwaysApproveTools.filter((kept) => !sameRule(kept, rule)) },
      }));
      await recordPersonAction(core, { action: 'policy:forget-always', target: 'settings', details: { ...rule }, summary: `no longer always approve ${describeRule(rule)}`, ui });
      return { alwaysApproved: core.settings.current.approvals.alwaysApproveTools };
    },
    'auto-approvals:seen': async () => {
      core.store.emit({ type: 'auto-approvals.seen' });
      return { seen: true };
    },
    'notice:dismiss': async ({ noticeId }) => {
      const known = core.store.state.notices.some((n) => n.id === noticeId);
      if (known) core.store.emit({ type: 'notice.dismissed', noticeId });
      return { dismissed: known };
    },
    'settings:get': async () => settingsView(),
    'settings:update': async ({ settings, confirm }, ui) => {
      const current = core.settings.current;
      const widening = trustWidening(current, settings);
      if (widening.length > 0) {
        const expected = wideningConfirmation(current, settings);
        if (confirm !== expected) return { saved: false, widening, confirm: expected };
        // The record is on disk before the wider settings take effect.
        await recordPersonAction(core, {
          action: 'settings:update',
          target: 'settings',
          details: { widening: widening.map((w) => w.description) },
          summary: widening.map((w) => w.kind).join(', '),
          ui,
        });
      }
      await core.settings.save(settings);
      return { saved: true, ...(await settingsView()) };
    },
    'settings:reset': async () => {
      // Resetting a valid file must not be a way round the confirmation that widening needs.
      const widening = core.settings.error === null ? trustWidening(core.settings.current, core.settings.baseline()) : [];
      if (widening.length > 0) {
        throw new Error(`A reset would give agents more than they have now (${widening.map((w) => w.description).join(' ')}) Change the settings in the form instead.`);
      }
      const movedTo = await core.settings.reset();
      if (movedTo) {
        core.store.emit({
          type: 'notice.added',
          notice: { id: crypto.randomUUID(), level: 'info', source: 'settings', message: `Settings were reset; the invalid file was kept as ${movedTo}`, at: Date.now() },
        });
      }
      return settingsView();
    },
    'settings:device-password': async ({ password }, ui) => {
      await core.settings.setDevicePassword(password);
      // The History says that it changed, never what it is.
      await recordPersonAction(core, {
        action: 'settings:device-password',
        target: 'settings',
        details: { set: password !== '' },
        summary: password === '' ? 'cleared the PLC device password' : 'replaced the PLC device password',
        ui,
      });
      return { devicePasswordSet: core.settings.devicePasswordSet };
    },
    'audit:query': async ({ cursor, limit, filter }) => {
      const page = await core.audit.query({ cursor, limit, filter });
      const reverts = await core.audit.revertsOf(page.entries.filter((e) => e.edits?.length && e.outcome === 'succeeded').map((e) => e.id));
      const reverted = Object.fromEntries(Object.entries(reverts).map(([id, by]) => [id, { at: by.at, revertId: by.id, ...(by.decision.ui ? { ui: by.decision.ui } : {}) }]));
      const commits = commitsOf?.(page.entries.map((e) => e.id)) ?? {};
      return { ...page, ...(await core.reverter.editStates(page.entries, new Set(Object.keys(reverted)))), reverted, ...(Object.keys(commits).length > 0 ? { commits } : {}) };
    },
    'audit:revert': async ({ auditId }, ui) => ({ reverted: true, message: await core.reverter.revert(auditId, ui) }),
    'audit:reapply': async ({ auditId }, ui) => {
      // Only a change the list says was lost, and only from a record that kept its arguments exactly.
      const lost = core.store.state.unsavedChanges.find((c) => c.auditId === auditId && c.state === 'lost');
      if (!lost) throw new Error('That change is not listed as lost, so there is nothing to apply again');
      if (lost.cannotReapply) throw new Error(`The change was lost and ${lost.cannotReapply}`);
      const entry = (await core.audit.find(auditId))?.entry;
      if (!entry) throw new Error(`No audit entry ${auditId}`);
      if (entry.revertOf) {
        // A lost revert is done again as a revert (the person's own act, as Revert is): it refuses if the edit it
        // puts back is no longer what the target holds.
        const message = await core.reverter.revert(entry.revertOf, ui, auditId);
        for (const control of unsavedChanges) await control.dismiss(auditId);
        return { entryId: null, message };
      }
      if (!storedArgsComplete(entry.args) || entry.args === null || typeof entry.args !== 'object') throw new Error(`The change was lost and ${ARGS_NOT_KEPT}`);
      if (!startPersonCall) throw new Error('Applying a change again is not available here');
      return startPersonCall({ tool: entry.tool, args: entry.args as Record<string, unknown> }, { ui, from: 'History (applying a lost change again)', reapplies: auditId });
    },
    'audit:dismiss-lost': async ({ auditId }, ui) => {
      const lost = core.store.state.unsavedChanges.find((c) => c.auditId === auditId && c.state === 'lost');
      if (!lost) return { dismissed: false };
      await recordPersonAction(core, {
        action: 'unsaved:dismiss-lost',
        target: lost.project,
        details: { auditId, tool: lost.tool },
        summary: `took the lost change ${lost.tool} on ${lost.targetName ?? lost.project} off the list without applying it again`,
        ui,
      });
      for (const control of unsavedChanges) if (await control.dismiss(auditId)) return { dismissed: true };
      return { dismissed: false };
    },
    'setup:snippets': async () => ({ snippets: setupSnippets() }),
    'login:decide': async ({ requestId, allow }, ui) => ({ decided: (await decideLogin?.(requestId, allow, ui)) ?? false }),
    'ui-sessions:list': async (_request, ui) => ({ sessions: uiSessions?.list(ui) ?? [] }),
    'ui-sessions:revoke': async ({ sessionId }, ui) => {
      const session = uiSessions?.list(ui).find((s) => s.id === sessionId);
      if (!uiSessions || !session) return { revoked: false };
      // The record is on disk before the session ends.
      await recordPersonAction(core, {
        action: 'ui-session:revoke',
        target: 'ui',
        details: { sessionId, kind: session.kind, label: session.label, signedInAt: new Date(session.signedInAt).toISOString() },
        summary: `signed out UI session ${sessionId} (${session.label})`,
        ui,
      });
      return { revoked: await uiSessions.revoke(sessionId) };
    },
    'online:watch-add': async ({ target, expression }) => ({ watch: watchOf(target).add(target, expression) }),
    'online:watch-remove': async ({ target, expression }) => ({ watch: watchOf(target).remove(target, expression) }),
    'online:release-force': async ({ target, expressions }, ui) => {
      if (!startPersonCall) throw new Error('Releasing a forced value is not available here');
      return startPersonCall(watchOf(target).releaseForced(target, expressions ?? null), { ui, from: 'the Online view' });
    },
    'online:login': async ({ target, plc }, ui) => {
      if (!startPersonCall) throw new Error('Logging in is not available here');
      return startPersonCall(watchOf(target).login(target, plc), { ui, from: 'the Online view (to release forces)' });
    },
  };
}

/** Validates an untrusted request against the channel's schema and runs its handler for `ui`; never throws. */
export async function dispatchInvoke(handlers: ContractHandlers, channel: unknown, rawRequest: unknown, ui: UiActor): Promise<InvokeResult<InvokeChannel>> {
  if (typeof channel !== 'string' || !Object.hasOwn(requestSchemas, channel)) {
    return { ok: false, error: `Unknown channel ${String(channel).slice(0, 80)}` };
  }
  const name = channel as InvokeChannel;
  const parsed = requestSchemas[name].safeParse(rawRequest ?? {});
  if (!parsed.success) {
    return { ok: false, error: `Invalid request for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}` };
  }
  try {
    const handler = handlers[name] as (request: unknown, ui: UiActor) => Promise<unknown>;
    return { ok: true, value: (await handler(parsed.data, ui)) as never };
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

/** Enough of a source file to show any line a compiler reports; a larger file is cut here and says so. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const OPENPLC_TARGET = 'openplc:';

/** Reads a project-relative file of an OpenPLC target, inside the project roots (symlinks resolved) like any tool. */
async function readProjectSource(core: Core, target: string, file: string): Promise<{ path: string; text: string; truncated: boolean }> {
  if (!target.startsWith(OPENPLC_TARGET)) {
    throw new Error('Only files of OpenPLC projects open here; CODESYS objects open in CODESYS itself.');
  }
  if (isAbsolute(file) || file.split(/[\\/]/).includes('..')) throw new Error(`${file} is not a path inside the project`);
  const path = await core.roots.resolveExisting(join(target.slice(OPENPLC_TARGET.length), file));
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(MAX_SOURCE_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const truncated = bytesRead > MAX_SOURCE_BYTES;
    return { path, text: buffer.subarray(0, Math.min(bytesRead, MAX_SOURCE_BYTES)).toString('utf8'), truncated };
  } finally {
    await handle.close();
  }
}

/** The diffs of an audited call's file edits, against the files as they are now (read inside the project roots). */
async function auditEditDiffs(core: Core, auditId: string): Promise<EditDiff[]> {
  // From the newest backwards until found: the diff of a recent edit never reads the whole log.
  const entry = (await core.audit.find(auditId))?.entry;
  if (!entry) throw new Error(`No audit entry ${auditId}`);
  const out: EditDiff[] = [];
  for (const recorded of entry.edits ?? []) {
    // Longer previous contents are kept in the audit folder's blobs, not in the line itself.
    const edit = await core.audit.loadRevertData(recorded);
    const path = edit.revert.path;
    const before = edit.revert.before;
    if (edit.kind !== 'file' || typeof path !== 'string') {
      out.push({ location: edit.location, applied: false, diff: null, revertDiff: null, note: `No diff is kept for ${edit.kind} edits; compare in the program itself.` });
      continue;
    }
    let current: Buffer | null = null;
    try {
      current = await readFile(await core.roots.resolveExisting(path));
    } catch {
      current = null;
    }
    const applied = current !== null && contentHash(current) === edit.afterHash;
    const beforeText = typeof before === 'string' ? Buffer.from(before, 'base64').toString('utf8') : '';
    const name = basename(path);
    if (!applied) {
      out.push({ location: edit.location, applied, diff: null, revertDiff: null, note: current === null ? 'The file is gone or outside the project roots now.' : 'The file changed after this edit, so its diff against today\'s file would not be this edit.' });
      continue;
    }
    const currentText = current!.toString('utf8');
    out.push({
      location: edit.location,
      applied,
      diff: createTwoFilesPatch(name, name, beforeText, currentText),
      revertDiff: typeof before === 'string' ? createTwoFilesPatch(name, name, currentText, beforeText) : null,
      ...(typeof before === 'string' ? {} : { note: 'This edit created the file; Revert does not delete files.' }),
    });
  }
  return out;
}
