// Writes the control center's story to the log: agents coming and going, each call's outcome, the person's
// decisions, targets changing state, notices. It reads the same event stream the UI projects, so the log and the
// screen never disagree. Tool arguments stay out (they may hold plant code or secrets; the audit log keeps what a
// revert needs); compiler output goes at debug level.
import type { Logger } from 'pino';
import type { AppEvent } from '../../src-shared/app-events.ts';
import { FINISHED_STATUSES, type AppState, type QueueEntry } from '../../src-shared/app-state.ts';

export interface EventSource {
  readonly state: AppState;
  subscribe(listener: (event: AppEvent) => void): () => void;
}

/** How long an event waits for others to share its write: one write per batch, not one per call. */
export const LOG_BATCH_DELAY_MS = 25;

/**
 * Logs every event, each against the state it was raised in. Writing the line is not part of answering an agent:
 * events wait up to `batchMs` and are written together, after the answers of that time went out, so a busy agent's
 * reads cost one write for many lines instead of a write (and a wake-up of the writer thread) each. A call that
 * arrived and finished within one batch (most reads) gets one line, its outcome with who called and on what; a call
 * still open then (waiting for its turn or the person, or long work) gets 'call received' too. Stopping logs what is
 * left.
 */
export function logAppEvents(source: EventSource, logger: Logger, options: { batchMs?: number } = {}): () => void {
  const batchMs = options.batchMs ?? LOG_BATCH_DELAY_MS;
  // Only what a line needs waits for the batch (never the whole state of each event: kept over a garbage collection,
  // those copies would outlive their use).
  let pending: Array<{ event: AppEvent; entry: QueueEntry | undefined }> = [];
  let scheduled: ReturnType<typeof setTimeout> | null = null;
  const drain = () => {
    if (scheduled) clearTimeout(scheduled);
    scheduled = null;
    const batch = pending;
    pending = [];
    const finished = new Set<string>();
    for (const { event } of batch) if (isFinished(event)) finished.add(event.entryId);
    for (const { event, entry } of batch) {
      if (event.type === 'queue.added' && finished.has(event.entry.id)) continue;
      logEvent(event, entry, logger);
    }
  };
  const unsubscribe = source.subscribe((event) => {
    // The entry as it stood when it finished (the live queue may have trimmed it by the time the batch is written).
    const entry = isFinished(event) ? source.state.queue.findLast((e) => e.id === event.entryId) : undefined;
    pending.push({ event, entry });
    scheduled ??= setTimeout(drain, batchMs);
  });
  return () => {
    unsubscribe();
    drain();
  };
}

function isFinished(event: AppEvent): event is Extract<AppEvent, { type: 'queue.updated' }> {
  return event.type === 'queue.updated' && event.patch.status !== undefined && FINISHED_STATUSES.has(event.patch.status);
}

function logEvent(event: AppEvent, entry: QueueEntry | undefined, logger: Logger): void {
  switch (event.type) {
    case 'agent.connected': {
      const { id, clientName, clientVersion, transport, protocolVersion } = event.agent;
      logger.info({ agent: id, client: `${clientName} ${clientVersion}`, transport, protocolVersion }, 'agent connected');
      return;
    }
    case 'agent.disconnected':
      logger.info({ agent: event.agentId, reason: event.reason }, 'agent left');
      return;
    case 'queue.added': {
      const { id, tool, agentName, target, mutates } = event.entry;
      logger.info({ call: id, tool, agent: agentName, target, mutates }, 'call received');
      return;
    }
    case 'queue.updated': {
      if (!isFinished(event)) return;
      const status = event.patch.status!;
      const fields = {
        call: event.entryId,
        tool: entry?.tool,
        agent: entry?.agentName,
        target: entry?.target,
        mutates: entry?.mutates,
        status,
        durationMs: event.patch.durationMs ?? entry?.durationMs,
        error: event.patch.error ?? entry?.error,
      };
      if (status === 'failed') logger.warn(fields, 'call failed');
      else logger.info(fields, `call ${status}`);
      return;
    }
    case 'queue.output':
      logger.debug({ call: event.entryId, lines: event.lines }, 'call output');
      return;
    case 'approval.requested': {
      const { id, tool, agentName, target, expiresAt } = event.approval;
      logger.info({ approval: id, tool, agent: agentName, target, expiresAt: expiresAt === null ? 'when the person answers' : new Date(expiresAt).toISOString() }, 'approval requested');
      return;
    }
    case 'approval.removed':
      logger.info({ approval: event.approvalId }, 'approval closed');
      return;
    case 'target.updated': {
      const { id, status, detail } = event.target;
      const fields = { target: id, status, detail };
      if (status === 'error') logger.warn(fields, 'target in error');
      else logger.info(fields, 'target state');
      return;
    }
    case 'notice.added': {
      const { level, source, message } = event.notice;
      logger[level === 'warning' ? 'warn' : level]({ source }, message);
      return;
    }
    case 'policy.updated':
      logger.info({ alwaysApproved: event.alwaysApproved }, 'approval policy changed');
      return;
    case 'host.updated':
      logger.info({ ...event.patch }, 'host updated');
      return;
    default:
      return;
  }
}

/** Loggers that receive console warnings; the console is wrapped once however many control centers run. */
const consoleSinks = new Set<Logger>();
let consoleOriginals: { error: typeof console.error; warn: typeof console.warn } | null = null;

/**
 * Also sends what any part of the process prints with console.error / console.warn to the log: in the tray app
 * nobody sees the console, and those lines are the ones that explain a failure.
 */
export function copyConsoleWarningsTo(logger: Logger): () => void {
  consoleSinks.add(logger);
  if (!consoleOriginals) {
    const originals = { error: console.error, warn: console.warn };
    consoleOriginals = originals;
    console.error = (...args: unknown[]) => {
      for (const sink of consoleSinks) sink.error(consoleText(args));
      originals.error.apply(console, args);
    };
    console.warn = (...args: unknown[]) => {
      for (const sink of consoleSinks) sink.warn(consoleText(args));
      originals.warn.apply(console, args);
    };
  }
  return () => {
    consoleSinks.delete(logger);
    if (consoleSinks.size === 0 && consoleOriginals) {
      console.error = consoleOriginals.error;
      console.warn = consoleOriginals.warn;
      consoleOriginals = null;
    }
  };
}

function consoleText(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : safeJson(a))).join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
