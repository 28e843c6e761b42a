// Recovery of the audit log after Interlock stopped unexpectedly. Run once at start, after every edit kind is
// registered and before any call: whatever the last run left unfinished (a pending card, an approved change cut off
// by a crash, a torn last line) gets its record now, and the person is told in one notice.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DecisionRecord } from '../../src-shared/app-state.ts';
import type { AuditEntry, EditRecord } from '../../src-shared/audit-entry.ts';
import type { AppStateStore } from './app-state-store.ts';
import type { AuditCallHeader } from './audit-args.ts';
import { linesForward, wholeLineSize } from './audit-segments.ts';

/** How recovery learns what is on disk now and tidies up after an interrupted write. */
export interface RecoveryProbe {
  /** The target's current hash, or undefined when it cannot be known now (e.g. CODESYS is not running). */
  currentHash(edit: EditRecord): Promise<string | null | undefined>;
  /** Removes what an interrupted write of this edit left behind (Interlock's own temp files). */
  removeInterrupted?(edit: EditRecord): Promise<void>;
}

export interface RecoveryReport {
  /** The torn last line was moved to this file. */
  tornFragment: string | null;
  /** Calls that waited for approval when Interlock stopped, now recorded as denied. */
  pendingDenied: string[];
  /** Approved calls that were running when Interlock stopped, now recorded with what was found on disk. */
  reconciled: string[];
}

/** The log recovery works on: its active file, where a torn line is kept, and how an entry is written (durably). */
export interface RecoveredLog {
  path: string;
  tornDir: string;
  append(entry: AuditEntry): Promise<void>;
}

/** What the log holds of a call that has no outcome: its card, its intent once approved, and its planned edits. */
interface OpenCall {
  card?: AuditCallHeader;
  intent?: AuditCallHeader & { decision: DecisionRecord };
  plans: EditRecord[];
}

// The log and the reverter are taken by the parts recovery uses, so this file imports neither (they import it).
export async function recoverUnfinishedCalls(
  core: { audit: { recover(probe: RecoveryProbe): Promise<RecoveryReport> }; reverter: RecoveryProbe; store: AppStateStore },
  now: () => number = Date.now,
): Promise<RecoveryReport> {
  const report = await core.audit.recover(core.reverter);
  const parts: string[] = [];
  if (report.reconciled.length > 0) parts.push(`${report.reconciled.length} approved call(s) were cut off and are now recorded with what was found on disk`);
  if (report.pendingDenied.length > 0) parts.push(`${report.pendingDenied.length} call(s) waiting for approval were recorded as denied`);
  if (report.tornFragment) parts.push(`a damaged last line of the audit log was kept aside in ${report.tornFragment}`);
  if (parts.length > 0) {
    core.store.emit({
      type: 'notice.added',
      notice: { id: crypto.randomUUID(), level: 'info', source: 'audit', message: `Interlock stopped unexpectedly last time: ${parts.join('; ')}. See History.`, at: now() },
    });
  }
  return report;
}

/**
 * Repairs a torn last line (the fragment is kept in `tornDir`), records calls that waited for approval as denied,
 * and reconciles approved calls that have no outcome against what is on disk now (landed or not), removing temp
 * files their interrupted writes left. The log's writer must have flushed everything before.
 */
export async function recoverOpenCalls(log: RecoveredLog, probe: RecoveryProbe): Promise<RecoveryReport> {
  const report: RecoveryReport = { tornFragment: await repairTornTail(log.path, log.tornDir), pendingDenied: [], reconciled: [] };
  const recordedAt = new Date().toISOString();
  for (const [id, state] of await openCalls(log.path)) {
    const header = state.intent ?? state.card;
    if (!header) continue;
    const base = { v: 1 as const, id, at: header.at, agent: header.agent, tool: header.tool, target: header.target, mutates: true, args: header.args, durationMs: 0, recoveredAt: recordedAt };
    if (!state.intent) {
      await log.append({
        ...base,
        decision: { outcome: 'denied', by: 'host-stopped' },
        outcome: 'denied',
        error: 'Interlock stopped while this call waited for approval; it was not run.',
      });
      report.pendingDenied.push(id);
      continue;
    }
    await log.append({ ...base, decision: state.intent.decision, ...(await reconciledOutcome(state.plans, probe)) });
    report.reconciled.push(id);
  }
  return report;
}

/** The calls whose card, intent or plan records have no outcome line after them, by id, in the log's order. */
async function openCalls(path: string): Promise<Map<string, OpenCall>> {
  const open = new Map<string, OpenCall>();
  for await (const { line } of linesForward(path)) {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    const id = record.id;
    if (typeof id !== 'string') continue;
    const type = record.type;
    if (type === undefined || type === 'call') {
      open.delete(id);
      continue;
    }
    const state = open.get(id) ?? { plans: [] };
    if (type === 'card') state.card = record as unknown as AuditCallHeader;
    else if (type === 'intent') state.intent = record as unknown as AuditCallHeader & { decision: DecisionRecord };
    else if (type === 'plan' && !state.plans.some((p) => sameEdit(p, (record as { edit: EditRecord }).edit))) state.plans.push((record as { edit: EditRecord }).edit);
    open.set(id, state);
  }
  return open;
}

/** How an approved call cut off mid-way ended, judged by what each planned edit's target holds now. */
async function reconciledOutcome(plans: EditRecord[], probe: RecoveryProbe): Promise<Pick<AuditEntry, 'outcome' | 'resultSummary' | 'error' | 'edits'>> {
  const landed: EditRecord[] = [];
  const notLanded: string[] = [];
  const unknown: string[] = [];
  for (const plan of plans) {
    await probe.removeInterrupted?.(plan).catch(() => undefined);
    let current: string | null | undefined;
    try {
      current = await probe.currentHash(plan);
    } catch {
      current = undefined;
    }
    if (current === plan.afterHash) landed.push(plan);
    else if (current !== undefined && current === plan.beforeHash) notLanded.push(plan.location);
    else unknown.push(plan.location);
  }
  const parts: string[] = [];
  if (landed.length > 0) parts.push(`the edit of ${landed.map((e) => e.location).join(', ')} had landed`);
  if (notLanded.length > 0) parts.push(`${notLanded.join(', ')} still held the previous content (not changed)`);
  if (unknown.length > 0) parts.push(`${unknown.join(', ')} held neither the previous nor the new content, or could not be checked`);
  if (plans.length === 0) parts.push('no edit had been started');
  const allLanded = landed.length > 0 && landed.length === plans.length;
  const summary = `Interlock stopped before this call finished; on restart ${parts.join('; ')}.`;
  return {
    outcome: allLanded ? 'succeeded' : 'failed',
    ...(allLanded ? { resultSummary: summary } : { error: summary }),
    ...(landed.length > 0 ? { edits: landed } : {}),
  };
}

function sameEdit(a: EditRecord, b: EditRecord): boolean {
  return a.kind === b.kind && a.location === b.location && a.afterHash === b.afterHash;
}

/** Moves an unterminated last line aside (into `tornDir`) and cuts the file back to its last whole line. */
async function repairTornTail(path: string, tornDir: string): Promise<string | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r+');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const size = (await handle.stat()).size;
    const whole = await wholeLineSize(handle, size);
    if (whole === size) return null;
    const aside = join(tornDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.fragment`);
    try {
      await mkdir(dirname(aside), { recursive: true, mode: 0o700 });
      await pipeline(createReadStream(path, { start: whole }), createWriteStream(aside, { mode: 0o600 }));
      // Opened for writing: Windows flushes only a handle with write access (a read-only one fails with EPERM).
      const kept = await open(aside, 'r+');
      await kept.sync().finally(() => kept.close());
      await handle.truncate(whole);
      await handle.sync();
      return aside;
    } catch {
      // No room to keep it aside: end it with a newline so it stays a single skipped line and nothing glues onto it.
      await handle.write('\n', size);
      await handle.sync();
      return null;
    }
  } finally {
    await handle.close();
  }
}
