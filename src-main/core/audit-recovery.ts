// Run once at start, after every edit kind is registered and before any call: whatever the last run left
// unfinished (a pending card, an approved change cut off by a crash, a torn last line) gets its record now, and the
// person is told in one notice.
import type { AppStateStore } from './app-state-store.ts';
import type { AuditLog, RecoveryReport } from './audit-log.ts';
import type { EditReverter } from './edit-reverter.ts';

export async function recoverUnfinishedCalls(core: { audit: AuditLog; reverter: EditReverter; store: AppStateStore }, now: () => number = Date.now): Promise<RecoveryReport> {
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
