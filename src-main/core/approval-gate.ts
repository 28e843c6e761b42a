// Decides whether a tool call may run. The decision comes from our own classification of the tool (`mutates`),
// never from hints the client sent. Read-only calls pass; mutating calls wait for the person, who can approve once,
// approve for this agent session, always approve the tool where the call works (a rule, persisted), or deny.
// Silence is a deny.
//
// A card lives only as long as someone can receive its answer: when the call is aborted because the agent left
// (its request, stream, session or connection closed, or it sent notifications/cancelled), the call ends at once
// and the card stays on screen as "the agent left" until the person dismisses it; deciding it runs nothing.
import { randomUUID } from 'node:crypto';
import { impactFirstLine, previewImpact, safetySignalNames, type ImpactReport } from '../../src-shared/impact.ts';
import type { ApprovalPreview, AutoApproval, CallScope, DecisionRecord, PendingApproval, SessionApprovalScope, StaleMark, ToolCallIdentity, UiActor } from '../../src-shared/app-state.ts';
import type { AlwaysScope, ApprovalDecision } from '../../src-shared/contract.ts';
import type { AlwaysApproveRule } from '../../src-shared/settings-schema.ts';
import { ruleCovers, ruleForCard } from './always-approve.ts';
import type { AgentApprovalScope, AgentRegistry } from './agent-registry.ts';
import type { AppStateStore } from './app-state-store.ts';
import { ToolCancelledError } from './errors.ts';
import { redactSecrets } from './audit-args.ts';

/** How long pending approvals survive the last UI going away (long enough for a page reload). */
export const UI_GONE_GRACE_MS = 10_000;
/** How long "approve for this session" lasts for a stateless agent, which has no session of its own. */
export const TOKEN_WINDOW_MINUTES = 10;
/** How long a card whose agent left stays on screen, and how many such cards are kept at most. */
export const LEFT_CARD_TTL_MS = 2 * 60_000;
export const MAX_LEFT_CARDS = 20;
/** Why a card whose edit touches safety-relevant signals offers "approve once" only. */
export function safetyOnceOnlyReason(impact: ImpactReport): string {
  const names = safetySignalNames(impact);
  return `it touches safety-relevant ${names.length === 1 ? 'signal' : 'signals'} ${names.join(', ')}, so you approve each such edit on its own, whatever standing approvals say (Settings → Safety lists what counts as safety-relevant).`;
}

/**
 * Why a card whose change the impact analysis could not read fully offers "approve once" only: what it could not
 * read may be what touches a safety-relevant signal, so no standing approval may stand in for the person's look.
 */
export function unanalysedOnceOnlyReason(impact: ImpactReport): string {
  const why = impact.status === 'complete' ? (impact.unresolved ?? 'part of it could not be resolved') : (impact.reason ?? impact.status);
  return `Interlock could not analyse this change fully (${why.replace(/\.$/, '')}), so it cannot rule out that it touches a safety-relevant signal: you approve it on its own, whatever standing approvals say.`;
}

export const UNANALYSED_CODE_ONCE_ONLY_REASON =
  'it changes code the project builds (its POUs, libraries, tasks or I/O configuration), and Interlock has no analysis of what this change does to the machine, so you approve it on its own, whatever standing approvals say.';

/**
 * Fail closed: why the change a card shows may only be approved on its own card, or null. A safety-relevant change,
 * one the analysis could not read fully, and a code change with no analysis at all (`changesCode`) each ask.
 */
export function impactOnceOnlyReason(preview: ApprovalPreview | undefined, changesCode: boolean): string | null {
  const impact = previewImpact(preview);
  if (!impact) return changesCode ? UNANALYSED_CODE_ONCE_ONLY_REASON : null;
  if (impact.safetySignals.length > 0) return safetyOnceOnlyReason(impact);
  if (impact.status !== 'complete' || impact.unresolved !== undefined) return unanalysedOnceOnlyReason(impact);
  return null;
}

export const PERSON_ONCE_ONLY_REASON = 'you started it yourself in Interlock, so it runs only once you approve it here.';

export const ONCE_ONLY_REASON =
  'it changes a running PLC, so you approve each such call on its own (Settings → Approvals can allow standing approvals for these calls).';

export interface ApprovalPolicySource {
  timeoutMs(): number;
  /** The standing "always approve" rules (Settings). */
  alwaysApproved(): readonly AlwaysApproveRule[];
  /** Whether "always" and session approvals may let through calls that change a running PLC (off by default). */
  standingApprovalsOnRunningPlc(): boolean;
  /** Persists an "always approve" rule (Settings). */
  addAlwaysApproved(rule: AlwaysApproveRule): Promise<void>;
}

export interface ApprovalRequest extends ToolCallIdentity {
  entryId: string;
  toolTitle: string;
  args: unknown;
  /** The call changes a running PLC: only the person's answer on this very card lets it through (see the setting). */
  changesRunningPlc?: boolean;
  /**
   * The call changes code or a code-bearing file: a standing approval lets it through only when its preview carries
   * a complete impact analysis that finds nothing safety-relevant (fail closed).
   */
  changesCode?: boolean;
  /** This call, whatever its tool, needs the person's answer on its own card: why (see `ToolPlan.onceOnly`). */
  onceOnly?: string;
  /** Where the call works, as its tool resolved it: what "always approve" rules are matched against. */
  where?: CallScope;
  /**
   * The person started the call in a UI: it asks on its own card whatever standing approvals say (what they asked
   * for is confirmed where they confirm every change), and no agent can leave it.
   */
  fromPerson?: boolean;
  /**
   * What the card shows (e.g. the diff and the impact of a code edit); computed when a card is shown, and before a
   * standing approval lets the call through, since an edit that touches a safety-relevant signal always asks.
   */
  preview?: () => Promise<ApprovalPreview | undefined>;
  /**
   * The part of the preview that takes longer (a code edit's simulated behaviour): the card goes up with the
   * preview at once and is updated when this finishes; a standing approval waits for it, since what it finds may be
   * safety-relevant.
   */
  previewFollowUp?: (preview: ApprovalPreview) => Promise<ApprovalPreview | undefined>;
  /**
   * For an edit that can be made again on changed content (a find/replace whose old text may still be there): the
   * call prepared again on the content as it is now, with its preview. Throws when the edit no longer applies.
   */
  rebase?: () => Promise<RebasedCall>;
  /**
   * When the agent sent the call. The person's time runs from here, not from when the card went up: a call that
   * first waited behind others on its target would otherwise outlive clients that give up a fixed time after sending.
   */
  arrivedAt?: number;
  /** Called once a card goes up and the call waits for the person (the runner lets the target's other calls run). */
  onWaitForPerson?: () => void;
  /**
   * Aborted when the call is cancelled. A ToolCancelledError reason with origin 'person' (the queue's Cancel)
   * removes the card; any other reason means the agent left, and the card says so.
   */
  signal: AbortSignal;
}

/** A waiting call prepared again on its target's content as it is now; `adopt` makes the approval run that one. */
export interface RebasedCall {
  preview: ApprovalPreview | undefined;
  adopt(): void;
}

/** Which waiting cards a change of their target concerns, and what caused it. */
export interface StaleChange {
  /** Where the change happened (the project and the parts written); cards working elsewhere in it stay live. */
  where?: CallScope;
  cause?: StaleMark['cause'];
}

export interface GateDecision extends DecisionRecord {
  /** For a deny: the sentence the agent gets back. */
  message?: string;
  /** The impact of the edit as decided on (the card's, or the one a standing approval was checked against). */
  impact?: ImpactReport;
}

/**
 * What became of the person's answer: applied to a waiting call (with the rule an approve-always stored), or only
 * dismissed a card whose agent had left.
 */
export type ResolveOutcome = 'applied' | { applied: AlwaysApproveRule } | 'agent-left';

interface Pending {
  approval: PendingApproval;
  scope: AgentApprovalScope;
  /** Ends the wait; with `leftReason` the card stays on screen as "the agent left" instead of disappearing. */
  settle: (decision: GateDecision, leftReason?: string) => void;
  followUp?: (preview: ApprovalPreview) => Promise<ApprovalPreview | undefined>;
  changesCode?: boolean;
  rebase?: () => Promise<RebasedCall>;
}

export class ApprovalGate {
  readonly #store: AppStateStore;
  readonly #agents: AgentRegistry;
  readonly #policy: ApprovalPolicySource;
  readonly #now: () => number;
  readonly #pending = new Map<string, Pending>();
  /** Cards whose agent left, with the timer that removes them. */
  readonly #left = new Map<string, ReturnType<typeof setTimeout>>();
  /** `${agentId}\0${tool}` pairs the person approved for the rest of that agent's session. */
  readonly #sessionApprovals = new Set<string>();
  /** `${tokenKey}\0${tool}` → until when stateless agents holding that token may run the tool unasked. */
  readonly #tokenWindows = new Map<string, number>();
  #uiClients = 0;
  #openHint = 'open Interlock';
  #noUiTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(store: AppStateStore, agents: AgentRegistry, policy: ApprovalPolicySource, now: () => number = Date.now) {
    this.#store = store;
    this.#agents = agents;
    this.#policy = policy;
    this.#now = now;
    agents.onDisconnect((agent, reason) => this.#forgetAgent(agent.id, reason));
  }

  /** How to tell an agent where the person approves (e.g. the UI's URL). */
  setOpenHint(hint: string): void {
    this.#openHint = hint;
  }

  /** A UI (browser tab, Electron window) that can show approval cards. Returns the detach function. */
  attachUi(): () => void {
    this.#uiClients++;
    clearTimeout(this.#noUiTimer);
    this.#store.emit({ type: 'ui.clients', count: this.#uiClients });
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.#uiClients--;
      this.#store.emit({ type: 'ui.clients', count: this.#uiClients });
      if (this.#uiClients === 0 && this.#pending.size > 0) {
        this.#noUiTimer = setTimeout(() => this.#denyUnattended(), UI_GONE_GRACE_MS);
        this.#noUiTimer.unref?.();
      }
    };
  }

  /** The last window closed and none came back (a reload reattaches within the grace): nobody can answer. */
  #denyUnattended(): void {
    if (this.#uiClients > 0) return;
    for (const { approval, settle } of [...this.#pending.values()]) {
      settle({
        outcome: 'denied',
        by: 'no-ui',
        message: `Denied: the Interlock window was closed before anyone answered, so ${approval.tool} was not run. Ask the person to ${this.#openHint}, then retry.`,
      });
    }
  }

  get uiAttached(): boolean {
    return this.#uiClients > 0;
  }

  /** Cards still waiting for an answer (not those whose agent left). */
  pending(): PendingApproval[] {
    return [...this.#pending.values()].map((p) => p.approval);
  }

  async decide(request: ApprovalRequest): Promise<GateDecision> {
    if (!request.mutates) return { outcome: 'approved', by: 'read-only' };
    let onceOnly: string | null =
      request.onceOnly ??
      (request.fromPerson ? PERSON_ONCE_ONLY_REASON : request.changesRunningPlc === true && !this.#policy.standingApprovalsOnRunningPlc() ? ONCE_ONLY_REASON : null);
    const scope = this.#agents.approvalScope(request.agentId);
    let preview: ApprovalPreview | undefined;
    let previewed = false;
    if (!onceOnly) {
      const rule = this.#policy.alwaysApproved().find((kept) => ruleCovers(kept, request.tool, request.where, request.agentName));
      const standing = rule ? 'policy:always' : this.#standingApproval(scope, request.agentId, request.tool);
      if (standing) {
        // A standing approval covers the tool, not what this edit touches: a safety-relevant change still asks, and
        // so does one the analysis could not read fully (what it could not read may be the safety-relevant part).
        preview = await request.preview?.();
        if (preview && request.previewFollowUp) preview = (await request.previewFollowUp(preview).catch(() => undefined)) ?? preview;
        previewed = true;
        onceOnly = impactOnceOnlyReason(preview, request.changesCode === true);
        const impact = previewImpact(preview);
        if (!onceOnly) {
          // Nobody saw a card: the Overview's feed and the tray show what the rule let through.
          if (rule) this.#store.emit({ type: 'auto-approval.added', approval: autoApproval(request, rule, impact, this.#now()) });
          return { outcome: 'approved', by: standing, ...(rule ? { rule } : {}), ...(impact ? { impact } : {}) };
        }
      }
    }
    if (request.signal.aborted) return { outcome: 'denied', by: 'cancelled', message: 'The call was cancelled before it was approved' };
    if (!this.uiAttached) {
      return {
        outcome: 'denied',
        by: 'no-ui',
        message: `Denied: ${request.tool} changes ${request.changesRunningPlc ? 'a running PLC' : 'the project'} and needs the person's approval, but no Interlock window is open to ask them. Ask the person to ${this.#openHint}, then retry.`,
      };
    }

    const timeoutMs = this.#policy.timeoutMs();
    const timedOut = (): GateDecision => ({
      outcome: 'denied',
      by: 'timeout',
      message: `Timed out: nobody approved ${request.tool} in Interlock within ${Math.round(timeoutMs / 1000)} s of the call, so it was not run. Ask the person to review it, then retry.`,
    });
    // The person's own call (a release from the Online view) waits for them: no countdown denies what they asked for.
    const expiresAt = request.fromPerson ? null : (request.arrivedAt ?? this.#now()) + timeoutMs;
    if (!previewed) preview = await request.preview?.();
    onceOnly ??= impactOnceOnlyReason(preview, request.changesCode === true);
    if (request.signal.aborted) return { outcome: 'denied', by: 'cancelled', message: 'The call was cancelled before it was approved' };
    const now = this.#now();
    // Spent its whole time waiting for its turn: a card now would only count down from zero.
    if (expiresAt !== null && now >= expiresAt) return timedOut();
    request.onWaitForPerson?.();

    const approval: PendingApproval = {
      id: randomUUID(),
      entryId: request.entryId,
      agentId: request.agentId,
      agentName: request.agentName,
      tool: request.tool,
      toolTitle: request.toolTitle,
      target: request.target,
      ...(request.targetName ? { targetName: request.targetName } : {}),
      ...(request.changesRunningPlc ? { changesRunningPlc: true } : {}),
      // The card's arguments reach the UI and every state event: a password an agent passed never does.
      args: redactSecrets(request.args),
      requestedAt: now,
      expiresAt,
      state: 'waiting',
      sessionApproval: cardScope(scope),
      ...(request.where ? { where: request.where } : {}),
      ...(request.fromPerson ? { fromPerson: true } : {}),
    };
    if (onceOnly) approval.onceOnly = onceOnly;
    if (preview) approval.preview = preview;
    // The edit made again on the content as it is now (offered once the target changed).
    if (request.rebase) approval.refreshable = true;

    return new Promise<GateDecision>((resolve) => {
      const settle = (decision: GateDecision, leftReason?: string) => {
        if (!this.#pending.delete(approval.id)) return;
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
        this.#agents.adjustPendingApprovals(request.agentId, -1);
        if (leftReason === undefined) this.#store.emit({ type: 'approval.removed', approvalId: approval.id });
        else this.#markLeft(approval.id, leftReason);
        // The impact the person saw last (a refreshed card's, if they asked for one).
        const seen = previewImpact(pending.approval.preview);
        resolve(seen && decision.outcome === 'approved' ? { ...decision, impact: seen } : decision);
      };
      const onAbort = () => {
        const reason: unknown = request.signal.reason;
        const byPerson = reason instanceof ToolCancelledError && reason.origin === 'person';
        const why = reason instanceof Error ? reason.message : typeof reason === 'string' && reason !== '' ? reason : 'the agent cancelled the call';
        settle(
          { outcome: 'denied', by: 'cancelled', message: byPerson ? why : `Cancelled while it waited for approval: ${why}` },
          byPerson ? undefined : why,
        );
      };
      const timer = expiresAt === null ? undefined : setTimeout(() => settle(timedOut()), expiresAt - now);
      const pending: Pending = { approval, scope, settle, ...(request.rebase ? { rebase: request.rebase } : {}), ...(request.previewFollowUp ? { followUp: request.previewFollowUp, changesCode: request.changesCode === true } : {}) };
      this.#pending.set(approval.id, pending);
      this.#agents.adjustPendingApprovals(request.agentId, +1);
      this.#store.emit({ type: 'approval.requested', approval });
      if (preview && !previewed) this.#followUp(pending, preview, request.changesCode === true);
      request.signal.addEventListener('abort', onAbort, { once: true });
      // Settles a card for an agent the registry already let go (it left between arriving and reaching the gate).
      if (!request.fromPerson && !this.#agents.get(request.agentId)) settle({ outcome: 'denied', by: 'cancelled', message: 'The agent left before the card was shown' }, 'the agent left');
    });
  }

  /**
   * The person's answer to a card, given in `ui` (recorded with the decision). On a waiting card it decides the
   * call; on a card whose agent left it only dismisses the card: nothing runs and no policy changes. An
   * approve-always stores the rule `always` makes of this card's call (default: its project) and returns it.
   */
  async resolve(
    approvalId: string,
    decision: ApprovalDecision,
    ui?: UiActor,
    reason?: string,
    always: AlwaysScope = { scope: 'project' },
  ): Promise<ResolveOutcome> {
    if (this.#left.has(approvalId)) {
      this.#removeLeft(approvalId);
      return 'agent-left';
    }
    const pending = this.#pending.get(approvalId);
    if (!pending) throw new Error('That approval is no longer pending (it was answered, cancelled or timed out)');
    const { approval, scope } = pending;
    if (approval.onceOnly && (decision === 'approve-session' || decision === 'approve-always')) {
      throw new Error(`This card can only be approved once: ${approval.onceOnly}`);
    }
    if (approval.stale && decision !== 'deny') {
      throw new Error(`${approval.tool} cannot be approved as it is: ${approval.stale.message} while it waited. Review it on the current content, or deny it`);
    }
    const by = { by: 'person' as const, ...(ui ? { ui } : {}) };
    switch (decision) {
      case 'deny':
        this.#deny(pending, by, reason);
        return 'applied';
      case 'approve-once':
        pending.settle({ outcome: 'approved', ...by });
        return 'applied';
      case 'approve-session':
        if (scope.kind === 'agent-session') this.#sessionApprovals.add(pairKey(approval.agentId, approval.tool));
        else this.#tokenWindows.set(pairKey(scope.key, approval.tool), this.#now() + TOKEN_WINDOW_MINUTES * 60_000);
        pending.settle({ outcome: 'approved', ...by });
        return 'applied';
      case 'approve-always': {
        // Checked before the call is let through: a choice this card did not offer approves nothing.
        const rule = ruleForCard(approval.tool, approval.where, always, approval.agentName);
        await this.#policy.addAlwaysApproved(rule);
        pending.settle({ outcome: 'approved', ...by });
        return { applied: rule };
      }
    }
  }

  /**
   * "Deny all waiting from this agent": denies each of `approvalIds` (the cards the person saw counted) that still
   * waits for `agentId`, all with the same reason. Returns how many it denied; cards that were answered meanwhile,
   * belong to another agent or whose agent left are skipped.
   */
  denyWaitingFrom(agentId: string, approvalIds: readonly string[], ui?: UiActor, reason?: string): number {
    const by = { by: 'person' as const, ...(ui ? { ui } : {}) };
    let denied = 0;
    for (const id of new Set(approvalIds)) {
      const pending = this.#pending.get(id);
      if (!pending || pending.approval.agentId !== agentId || pending.approval.state !== 'waiting') continue;
      this.#deny(pending, by, reason);
      denied += 1;
    }
    return denied;
  }

  #deny(pending: Pending, by: Pick<DecisionRecord, 'by' | 'ui'>, reason: string | undefined): void {
    const said = reason?.trim();
    const notRun = `${pending.approval.tool} was not run and nothing changed.`;
    const stale = pending.approval.stale;
    if (stale && !said) {
      // The agent's edit was made on content that is gone: tell it what to do, not only that it was refused.
      pending.settle({
        outcome: 'denied',
        ...by,
        reason: 'its target changed while it waited',
        message: `Denied: ${stale.message} while your call waited${stale.notApplicable ? `, and your edit no longer applies to it (${stale.notApplicable})` : ''}. ${notRun} Re-read it (its content hash changed) and make your edit on the new content.`,
      });
      return;
    }
    pending.settle({
      outcome: 'denied',
      ...by,
      ...(said ? { reason: said } : {}),
      message: said
        ? `Denied by the person in Interlock: ${said}\n(${notRun} Follow what they said before you try again.)`
        : `Denied by the person in Interlock: ${notRun} Do not retry the same call unless they ask for it.`,
    });
  }

  /**
   * The target changed while cards for it waited (written by another approved call, or outside Interlock): each card
   * on the same part of it says so at once and can no longer be approved as it is, since its preview no longer
   * shows what would be written and the write would be refused (it checks the hash the agent read).
   */
  markStale(target: string, message: string, change: StaleChange = {}): void {
    for (const pending of this.#pending.values()) {
      if (pending.approval.target !== target || !sameParts(pending.approval.where, change.where)) continue;
      this.#patch(pending, { stale: { at: this.#now(), message, ...(change.cause ? { cause: change.cause } : {}) } });
    }
  }

  /**
   * "Review on the current content": prepares a stale card's call again on what its target holds now and shows
   * that; approving it then applies the agent's edit there. When the edit no longer applies, the card stays stale
   * and says why (its Deny tells the agent to read again).
   */
  async refreshPreview(approvalId: string): Promise<void> {
    const pending = this.#pending.get(approvalId);
    if (!pending) throw new Error('That approval is no longer pending (it was answered, cancelled or timed out)');
    if (!pending.rebase) throw new Error(`${pending.approval.tool} cannot be made again on changed content; deny it and let the agent read again`);
    let rebased: RebasedCall;
    try {
      rebased = await pending.rebase();
    } catch (err) {
      const notApplicable = err instanceof Error ? err.message : String(err);
      if (this.#pending.get(approvalId) === pending) this.#patch(pending, { stale: { ...(pending.approval.stale ?? { at: this.#now(), message: 'its target changed' }), notApplicable } });
      return;
    }
    if (this.#pending.get(approvalId) !== pending) return; // Answered meanwhile.
    rebased.adopt();
    // The edit on the new content may touch what it did not before: a safety-relevant one is approved once.
    const impact = previewImpact(rebased.preview);
    const safety = !pending.approval.onceOnly && impact && impact.safetySignals.length > 0 ? { onceOnly: safetyOnceOnlyReason(impact) } : {};
    this.#patch(pending, { ...(rebased.preview ? { preview: rebased.preview } : {}), ...safety, stale: null, rebasedAt: this.#now() });
    if (rebased.preview) this.#followUp(pending, pending.approval.preview!, pending.changesCode === true);
  }

  /**
   * Updates a waiting card with the slower part of its preview once it is there (unless the card was answered or
   * refreshed meanwhile); what it finds safety-relevant makes the card "approve once" only, as the impact does.
   */
  #followUp(pending: Pending, preview: ApprovalPreview, changesCode: boolean): void {
    if (!pending.followUp) return;
    void pending
      .followUp(preview)
      .catch(() => undefined)
      .then((next) => {
        if (!next || this.#pending.get(pending.approval.id) !== pending || pending.approval.preview !== preview) return;
        const onceOnly = pending.approval.onceOnly ?? impactOnceOnlyReason(next, changesCode);
        this.#patch(pending, { preview: next, ...(onceOnly && !pending.approval.onceOnly ? { onceOnly } : {}) });
      });
  }

  #patch(pending: Pending, patch: Partial<Omit<PendingApproval, 'id'>>): void {
    pending.approval = { ...pending.approval, ...patch };
    this.#store.emit({ type: 'approval.updated', approvalId: pending.approval.id, patch });
  }

  #standingApproval(scope: AgentApprovalScope, agentId: string, tool: string): DecisionRecord['by'] | null {
    if (scope.kind === 'agent-session') return this.#sessionApprovals.has(pairKey(agentId, tool)) ? 'policy:session' : null;
    const key = pairKey(scope.key, tool);
    const until = this.#tokenWindows.get(key);
    if (until === undefined) return null;
    if (until > this.#now()) return 'policy:token-window';
    this.#tokenWindows.delete(key);
    return null;
  }

  #markLeft(approvalId: string, reason: string): void {
    const leftAt = this.#now();
    this.#store.emit({ type: 'approval.updated', approvalId, patch: { state: 'agent-left', leftReason: reason.slice(0, 300), leftAt } });
    const timer = setTimeout(() => this.#removeLeft(approvalId), LEFT_CARD_TTL_MS);
    timer.unref?.();
    this.#left.set(approvalId, timer);
    // The oldest go first once too many pile up (Map keeps insertion order).
    for (const oldest of this.#left.keys()) {
      if (this.#left.size <= MAX_LEFT_CARDS) break;
      this.#removeLeft(oldest);
    }
  }

  #removeLeft(approvalId: string): void {
    const timer = this.#left.get(approvalId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.#left.delete(approvalId);
    this.#store.emit({ type: 'approval.removed', approvalId });
  }

  #forgetAgent(agentId: string, reason: string): void {
    for (const key of this.#sessionApprovals) if (key.startsWith(`${agentId}\0`)) this.#sessionApprovals.delete(key);
    // Its transport aborts its calls too; this covers an agent let go while a call of its own still waits.
    for (const pending of [...this.#pending.values()]) {
      if (pending.approval.agentId !== agentId) continue;
      const why = `the agent left (${reason})`;
      pending.settle({ outcome: 'denied', by: 'cancelled', message: `Cancelled while it waited for approval: ${why}` }, why);
    }
  }
}

function autoApproval(request: ApprovalRequest, rule: AlwaysApproveRule, impact: ImpactReport | undefined, at: number): AutoApproval {
  return {
    entryId: request.entryId,
    at,
    agentName: request.agentName,
    tool: request.tool,
    target: request.target,
    ...(request.targetName ? { targetName: request.targetName } : {}),
    ...(impact ? { impactLine: impactFirstLine(impact) } : {}),
    rule,
  };
}

function cardScope(scope: AgentApprovalScope): SessionApprovalScope {
  return scope.kind === 'agent-session' ? { kind: 'agent-session' } : { kind: 'token-window', minutes: TOKEN_WINDOW_MINUTES };
}

/** Whether a change at `changed` concerns a card working at `card` (either unknown: it may). */
function sameParts(card: CallScope | undefined, changed: CallScope | undefined): boolean {
  if (!card || !changed) return true;
  if (card.project !== changed.project) return false;
  if (!card.paths || !changed.paths) return true;
  const within = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
  return card.paths.some((c) => changed.paths!.some((p) => within(c, p) || within(p, c)));
}

function pairKey(owner: string, tool: string): string {
  return `${owner}\0${tool}`;
}
