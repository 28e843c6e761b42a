// The path of every tool call, whatever transport it came from:
// CommandQueue (per-target order) → ApprovalGate (mutating calls wait for the person) → the tool → AuditLog.
// Order: a call takes its ticket synchronously on arrival and enters its target's line in ticket order, however
// long its preparation takes. A call waiting for the person gives its turn up meanwhile (reads of the same target
// go on) and, once approved, runs at the next free turn against the plan it was prepared with; the write re-checks
// the content hash, so a change that landed in between fails the edit cleanly instead of being overwritten.
import { randomUUID } from 'node:crypto';
import type { AgentSession, ApprovalPreview, CallScope, DecisionRecord, ProgressInfo, QueueStatus, ToolCallIdentity, UiActor } from '../../src-shared/app-state.ts';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import type { ImpactReport } from '../../src-shared/impact.ts';
import { ruleText } from '../../src-shared/always-approve.ts';
import type { ProjectFileRecord } from '../../src-shared/project-changes.ts';
import type { AgentRegistry } from './agent-registry.ts';
import type { ApprovalGate, GateDecision } from './approval-gate.ts';
import { redactSecrets } from './audit-args.ts';
import { AuditUnavailableError, type AuditCallHeader, type AuditLog, type MutationIntent } from './audit-log.ts';
import type { CommandQueue, FinishedOutcome, QueueSlot } from './command-queue.ts';
import { errorMessage, ToolCancelledError, ToolError, ToolTimeoutError } from './errors.ts';

/** What a tool's code gets while it runs. */
export interface ToolExecution {
  readonly entryId: string;
  readonly agent: AgentSession;
  /** Aborted on client cancel, closed stream or the person's Cancel: stop work and throw. */
  readonly signal: AbortSignal;
  progress(info: ProgressInfo): void;
  /** Streams lines into the queue entry the person watches (compiler output, script output). */
  output(lines: string[]): void;
  /**
   * Records, durably, the edit about to be written (target, hashes before and after, previous content): call it
   * right before the write; if it throws, do not write. Only mutating calls may edit.
   */
  planEdit(edit: EditRecord): Promise<void>;
  /** Records a written edit for the call's audit entry, so the person can revert it later. */
  recordEdit(edit: EditRecord): void;
  /** How the call was let through (who approved it); null before the gate decided (in a preview). */
  readonly decision: DecisionRecord | null;
  /**
   * Records whether the project file on disk holds the change (a program that keeps the project open, CODESYS):
   * it goes into the audit entry, and the agent reads it beside the result.
   */
  recordProjectFile(record: ProjectFileRecord): void;
  /** For the person's call that applies a lost change again: the audit id of the call it repeats. */
  readonly reapplies?: string;
}

/** Where a call runs: calls with the same `key` run one at a time in arrival order. */
export interface ToolTarget {
  key: string;
  /** What the person calls it where the key does not say (see `ToolCallIdentity.targetName`). */
  name?: string;
  /** True when the call touches no shared resource and may run beside anything (status reads). */
  concurrent?: boolean;
  /**
   * Where the call works, resolved through the project roots (symlinks resolved): the project and the parts of it it
   * touches. "Always approve" rules are matched against this; without it only a rule for every project covers the call.
   */
  where?: CallScope;
}

/**
 * What a call resolves to before anything else happens: its target and whatever the later stages need (resolved
 * paths, the base of an edit, the new text). Prepared once per call; preview, gate and handler all get the same plan.
 */
export interface ToolPlan {
  readonly target: ToolTarget;
  /**
   * Set when only the person's answer on this very card may let this call through, whatever "always" or session
   * approval they gave the tool: why, in one sentence the card shows (e.g. a new file the project would compile).
   */
  readonly onceOnly?: string;
}

/** What preparing a call may use: who calls, and the caller's cancel signal. */
export interface PrepareContext {
  readonly agent: AgentSession;
  readonly signal: AbortSignal;
}

/** What a preview may use: it runs before the person decides, so it cannot record edits or stream output. */
export type PreviewExecution = Pick<ToolExecution, 'signal' | 'agent'>;

/** A call the person started in a UI (not an agent's): queued, put on a card and audited like any other, as theirs. */
export interface PersonCaller {
  ui: UiActor;
  /** Where in Interlock they started it, for the card and the queue: e.g. `the Online view`. */
  from: string;
  /** The audit id of a lost change this call applies again (from History or the Overview). */
  reapplies?: string;
}

/** The id every call the person starts runs under (the audit's actor for what the person does in Interlock). */
export const PERSON_AGENT_ID = 'person';

export interface ToolCall<P extends ToolPlan, R> {
  /** The calling agent; ignored for a call the person started (`person`). */
  agentId: string;
  person?: PersonCaller;
  tool: { name: string; title: string; mutates: boolean; changesRunningPlc?: boolean; changesCode?: boolean };
  args: unknown;
  signal?: AbortSignal;
  /**
   * Resolves the call, exactly once. A throw (e.g. a path outside the project roots) fails the call: it is still
   * listed and audited, but it waits for nothing and reaches neither the gate nor the handler.
   */
  prepare: (context: PrepareContext) => P | Promise<P>;
  /** What the approval card shows, from the plan (e.g. the diff of an edit); only for mutating calls. */
  preview?: (plan: P, execution: PreviewExecution) => Promise<ApprovalPreview | undefined>;
  /** The slower part of the preview (a simulation): the card shows `preview` at once and this when it is done. */
  previewFollowUp?: (plan: P, preview: ApprovalPreview, execution: PreviewExecution) => Promise<ApprovalPreview | undefined>;
  /** The same call prepared again on its target's content as it is now (see `ToolDefinition.rebase`). */
  rebase?: (plan: P, context: PrepareContext) => Promise<P>;
  execute: (plan: P, execution: ToolExecution) => Promise<R>;
  summarize?: (result: R) => string;
  /** Every status change of the entry; transports use it to keep waiting clients informed. */
  onStatus?: (status: QueueStatus, entryId: string) => void;
  onProgress?: (info: ProgressInfo) => void;
}

export type ToolOutcome<R> =
  /**
   * `impact`: what the approved edit does to the machine, as the person saw it (or, with `approvedByRule`, as the
   * rule that let it through without a card was checked against); the agent hears it too.
   */
  | { entryId: string; status: 'succeeded'; value: R; impact?: ImpactReport; approvedByRule?: string; projectFile?: ProjectFileRecord; notes?: string[] }
  | { entryId: string; status: Exclude<FinishedOutcome['status'], 'succeeded'>; message: string };

export class ToolRunner {
  readonly #queue: CommandQueue;
  readonly #gate: ApprovalGate;
  readonly #audit: AuditLog;
  readonly #agents: AgentRegistry;
  readonly #now: () => number;
  readonly #onAuditError: (err: unknown) => void;
  /** Settles when the latest arrival has taken its place in its target's line. */
  #admitted: Promise<void> = Promise.resolve();

  constructor(deps: {
    queue: CommandQueue;
    gate: ApprovalGate;
    audit: AuditLog;
    agents: AgentRegistry;
    now?: () => number;
    onAuditError?: (err: unknown) => void;
  }) {
    this.#queue = deps.queue;
    this.#gate = deps.gate;
    this.#audit = deps.audit;
    this.#agents = deps.agents;
    this.#now = deps.now ?? Date.now;
    this.#onAuditError = deps.onAuditError ?? ((err) => console.error('[audit] write failed:', err));
  }

  async run<P extends ToolPlan, R>(call: ToolCall<P, R>): Promise<ToolOutcome<R>> {
    if (call.person) return this.#run(call, personSession(call.person, this.#now()));
    const agent = this.#agents.get(call.agentId);
    if (!agent) throw new Error(`Unknown agent ${call.agentId}: it disconnected or was disconnected from Interlock`);
    const endCall = this.#agents.beginCall(agent.id);
    try {
      return await this.#run(call, agent);
    } finally {
      endCall();
    }
  }

  async #run<P extends ToolPlan, R>(call: ToolCall<P, R>, agent: AgentSession): Promise<ToolOutcome<R>> {
    const startedAt = this.#now();
    let entryId = '';
    let decision: GateDecision = { outcome: 'denied', by: 'cancelled' };
    const edits: EditRecord[] = [];
    const projectFile: { record?: ProjectFileRecord } = {};
    // The ticket: taken before the first await, so arrival order survives preparations of different lengths.
    const earlierArrivals = this.#admitted;
    let admit!: () => void;
    this.#admitted = new Promise<void>((resolve) => (admit = resolve));
    let plan: P | undefined;
    let prepareError: unknown;
    try {
      plan = await call.prepare({ agent, signal: call.signal ?? NEVER_ABORTED });
    } catch (err) {
      prepareError = err;
    }
    await earlierArrivals;
    const target: ToolTarget = plan?.target ?? { key: 'unresolved', concurrent: true };
    const identity: ToolCallIdentity = {
      agentId: agent.id,
      agentName: agent.clientName,
      tool: call.tool.name,
      target: target.key,
      ...(target.name ? { targetName: target.name } : {}),
      mutates: call.tool.mutates,
    };

    const finish = async (outcome: FinishedOutcome, value: ToolOutcome<R>) => {
      await this.#writeAudit(call, agent, identity, entryId, startedAt, decision, outcome, edits, projectFile.record);
      call.onStatus?.(outcome.status, entryId);
      return { outcome, value };
    };

    let running: Promise<ToolOutcome<R>>;
    try {
      // queue.run takes the entry's place synchronously; the next arrival may take its own right after.
      running = this.#queue.run(
        {
          ...identity,
          argsSummary: summarizeArgs(call.args),
          ...(target.concurrent ? { concurrent: true } : {}),
          ...(call.signal ? { signal: call.signal } : {}),
          onWaiting: (id) => call.onStatus?.('queued', id),
        },
        async (slot) => {
          entryId = slot.entryId;
          let intent: MutationIntent | null = null;
          let decided = false;
          const execution = this.#execution(
            slot,
            agent,
            edits,
            call.onProgress,
            (edit) => {
              if (!intent) throw new ToolError(`${call.tool.name} is not an approved mutating call, so it cannot edit anything`);
              return intent.planEdit(edit);
            },
            projectFile,
            call.person?.reapplies,
            () => (decided ? decision : null),
          );
          const header = (): AuditCallHeader => ({ id: entryId, at: new Date(startedAt).toISOString(), agent: auditAgent(agent), tool: call.tool.name, target: target.key, args: call.args });
          try {
            if (plan === undefined) throw prepareError;
            const prepared = plan;
            // What runs: the plan, or the same call prepared again on changed content the person reviewed.
            let current = prepared;
            let rebased = false;
            let waitedForPerson = false;
            // A mutating call leaves a trace before the person (or a policy) decides, so one pending when the host
            // dies is recorded at the next start.
            if (call.tool.mutates) {
              await this.#audit.cardRaised(header()).catch((err: unknown) => {
                throw new AuditUnavailableError('the call was not put before the person', err);
              });
            }
            decision = await this.#gate.decide({
              ...identity,
              entryId,
              toolTitle: call.tool.title,
              args: call.args,
              arrivedAt: startedAt,
              ...(call.tool.changesRunningPlc ? { changesRunningPlc: true } : {}),
              ...(call.tool.changesCode ? { changesCode: true } : {}),
              ...(prepared.onceOnly ? { onceOnly: prepared.onceOnly } : {}),
              ...(target.where ? { where: target.where } : {}),
              ...(call.person ? { fromPerson: true } : {}),
              ...(call.tool.mutates && call.preview ? { preview: () => call.preview!(prepared, execution) } : {}),
              ...(call.tool.mutates && call.previewFollowUp ? { previewFollowUp: (preview: ApprovalPreview) => call.previewFollowUp!(current, preview, execution) } : {}),
              ...(call.tool.mutates && call.rebase
                ? {
                    rebase: async () => {
                      const next = await call.rebase!(current, { agent, signal: slot.signal });
                      const preview = await call.preview?.(next, execution);
                      return { preview, adopt: () => ((current = next), (rebased = true)) };
                    },
                  }
                : {}),
              onWaitForPerson: () => {
                waitedForPerson = true;
                slot.setStatus('awaiting-approval');
                call.onStatus?.('awaiting-approval', entryId);
                slot.yieldTurn();
              },
              signal: slot.signal,
            });
            decided = true;
            if (decision.outcome === 'denied') {
              const status = decision.by === 'timeout' ? 'timed-out' : decision.by === 'cancelled' ? 'cancelled' : 'denied';
              const message = decision.message ?? 'Denied';
              return finish({ status, error: message, decision }, { entryId, status, message });
            }
            if (waitedForPerson) {
              slot.setStatus('queued', decision);
              await slot.retakeTurn();
            }
            // No approved change runs unless its intent is on disk first.
            if (call.tool.mutates) intent = await this.#audit.beginMutation({ ...header(), decision });
            slot.setStatus('running', decision);
            call.onStatus?.('running', entryId);
            const value = await call.execute(current, execution);
            const resultSummary = call.summarize?.(value) ?? 'done';
            // Other cards waiting on what this call wrote were made against content that is gone.
            if (edits.length > 0) this.#gate.markStale(target.key, `${changedWhat(target)} was changed by ${changedBy(decision, agent.clientName, call.tool.name)}`, { ...(target.where ? { where: target.where } : {}), cause: 'approval' });
            const notes = rebased ? [rebasedNote(edits)] : [];
            return finish(
              { status: 'succeeded', resultSummary, decision },
              {
                entryId,
                status: 'succeeded',
                value,
                ...(decision.impact ? { impact: decision.impact } : {}),
                ...(decision.rule ? { approvedByRule: ruleText(decision.rule) } : {}),
                ...(projectFile.record ? { projectFile: projectFile.record } : {}),
                ...(notes.length > 0 ? { notes } : {}),
              },
            );
          } catch (err) {
            const status: Exclude<FinishedOutcome['status'], 'succeeded'> = classify(err, slot.signal);
            const message = status === 'failed' && !(err instanceof ToolError) ? `Internal error in ${call.tool.name}: ${errorMessage(err)}` : errorMessage(err);
            return finish({ status, error: message, decision }, { entryId, status, message });
          }
        },
      );
    } finally {
      admit();
    }
    try {
      return await running;
    } catch (err) {
      // Only a cancel while still queued gets here: nothing ran.
      const message = errorMessage(err);
      const status = err instanceof ToolCancelledError ? 'cancelled' : 'failed';
      await this.#writeAudit(call, agent, identity, entryId, startedAt, decision, { status, error: message }, edits, undefined);
      call.onStatus?.(status, entryId);
      return { entryId, status, message };
    }
  }

  #execution(
    slot: QueueSlot,
    agent: AgentSession,
    edits: EditRecord[],
    onProgress: ((info: ProgressInfo) => void) | undefined,
    planEdit: (edit: EditRecord) => Promise<void>,
    projectFile: { record?: ProjectFileRecord },
    reapplies: string | undefined,
    decided: () => DecisionRecord | null,
  ): ToolExecution {
    return {
      ...(reapplies ? { reapplies } : {}),
      entryId: slot.entryId,
      agent,
      signal: slot.signal,
      progress: (info) => {
        slot.progress(info);
        onProgress?.(info);
      },
      output: (lines) => slot.output(lines),
      planEdit,
      recordEdit: (edit) => edits.push(edit),
      recordProjectFile: (record) => (projectFile.record = record),
      get decision() {
        return decided();
      },
    };
  }

  #writeAudit(
    call: Pick<ToolCall<ToolPlan, unknown>, 'args' | 'person' | 'tool'>,
    agent: AgentSession,
    identity: ToolCallIdentity,
    entryId: string,
    startedAt: number,
    decision: GateDecision,
    outcome: FinishedOutcome,
    edits: EditRecord[],
    projectFile: ProjectFileRecord | undefined,
  ): Promise<void> {
    const entry: AuditEntry = {
      v: 1,
      id: entryId || randomUUID(),
      at: new Date(startedAt).toISOString(),
      agent: auditAgent(agent),
      tool: identity.tool,
      target: identity.target,
      ...(identity.targetName ? { targetName: identity.targetName } : {}),
      mutates: identity.mutates,
      ...(call.tool.changesRunningPlc ? { changesRunningPlc: true } : {}),
      args: call.args,
      decision: {
        outcome: decision.outcome,
        by: decision.by,
        ...(decision.ui ? { ui: decision.ui } : {}),
        ...(decision.reason ? { reason: decision.reason } : {}),
        ...(decision.rule ? { rule: decision.rule } : {}),
      },
      outcome: outcome.status,
      durationMs: this.#now() - startedAt,
    };
    if (outcome.resultSummary !== undefined) entry.resultSummary = outcome.resultSummary;
    if (outcome.error !== undefined) entry.error = outcome.error;
    if (edits.length > 0) entry.edits = edits;
    if (projectFile) entry.projectFile = projectFile;
    if (call.person?.reapplies) entry.reapplyOf = call.person.reapplies;
    if (decision.impact && outcome.status === 'succeeded') entry.impact = decision.impact;
    const findings = entryId ? this.#queue.findingsOf(entryId) : undefined;
    if (findings) entry.findings = findings;
    // A mutating call's record (with what is needed to revert it) is on disk before the agent hears back; a read
    // is answered at once and its record shares a batched fsync.
    const written = this.#audit.append(entry, { urgent: identity.mutates }).catch(this.#onAuditError);
    return identity.mutates ? written : Promise.resolve();
  }
}

/** The person as the caller of a call they started: never in the agent registry, so no agent list shows them. */
function personSession(person: PersonCaller, now: number): AgentSession {
  return {
    id: PERSON_AGENT_ID,
    clientName: `You, from ${person.from}`,
    clientVersion: '',
    transport: 'internal',
    protocolVersion: '',
    connectedAt: now,
    lastActivityAt: now,
    callCount: 0,
    pendingApprovals: 0,
  };
}

function auditAgent(agent: AgentSession): AuditEntry['agent'] {
  return { id: agent.id, name: agent.clientName, version: agent.clientVersion, transport: agent.transport };
}

/** What a finished edit wrote, for the cards it made stale: the parts of the project, or the target's name. */
function changedWhat(target: ToolTarget): string {
  const paths = target.where?.paths;
  if (paths && paths.length > 0) return paths.length > 2 ? `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} more` : paths.join(', ');
  return target.name ?? 'the target';
}

/** Who changed it, as a stale card says: the person's approval of an agent's call, or a standing approval. */
function changedBy(decision: GateDecision, agentName: string, tool: string): string {
  if (decision.by === 'person') return `your approval of ${agentName}'s ${tool}`;
  if (decision.by === 'policy:always') return `${agentName}'s ${tool}, approved by your always-approve rule`;
  if (decision.by === 'policy:session' || decision.by === 'policy:token-window') return `${agentName}'s ${tool}, approved by your session approval`;
  return `${agentName}'s ${tool}`;
}

/** What the agent hears when the person had its edit made on content that changed after its read. */
function rebasedNote(edits: readonly EditRecord[]): string {
  const hash = edits.at(-1)?.afterHash;
  return (
    'The target changed after your read while this call waited; the person reviewed your edit on the content as it was then and approved it there, ' +
    `so your edits were applied to the new content${hash ? ` (new content_hash ${hash})` : ''}. Read it again before you rely on what surrounds your edit.`
  );
}

/** The signal of a call whose caller cannot cancel it. */
const NEVER_ABORTED = new AbortController().signal;

function classify(err: unknown, signal: AbortSignal): 'timed-out' | 'cancelled' | 'failed' {
  if (err instanceof ToolTimeoutError) return 'timed-out';
  if (err instanceof ToolCancelledError || signal.aborted) return 'cancelled';
  return 'failed';
}

/** A one-line, secret-free rendering of the arguments for the queue list. */
export function summarizeArgs(args: unknown, max = 160): string {
  let text: string;
  try {
    // Strings cut to the summary's length first: what is shown is the same, and a large edit is not serialised whole.
    text = JSON.stringify(redactSecrets(args), (_key, value: unknown) => (typeof value === 'string' && value.length > max ? value.slice(0, max) : value)) ?? '';
  } catch {
    text = String(args);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
