// Which commit each approved change became (or why none), kept in Interlock's data directory so History can link an
// entry to its commit after a restart, and a Revert can name the commit it reverts.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditCommit } from '../../src-shared/audit-entry.ts';

/** The folder of the data directory with the commit records (Interlock's own state: no project root reaches it). */
export const GIT_COMMITS_FOLDER = 'git-commits';
const RECORDS_FILE = 'commits.jsonl';

export class CommitRecords {
  readonly #path: string;
  readonly #byAudit = new Map<string, AuditCommit>();

  private constructor(dir: string) {
    this.#path = join(dir, RECORDS_FILE);
  }

  static async open(dir: string): Promise<CommitRecords> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const records = new CommitRecords(dir);
    const text = await readFile(records.#path, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      try {
        const { auditId, ...commit } = JSON.parse(line) as AuditCommit & { auditId: string };
        if (typeof auditId === 'string') records.#byAudit.set(auditId, commit);
      } catch {
        // A torn last line (a crash mid-append) is skipped; the records before it stand.
      }
    }
    return records;
  }

  get(auditId: string): AuditCommit | undefined {
    return this.#byAudit.get(auditId);
  }

  of(auditIds: readonly string[]): Record<string, AuditCommit> {
    return Object.fromEntries(auditIds.flatMap((id) => (this.#byAudit.has(id) ? [[id, this.#byAudit.get(id)!]] : [])));
  }

  async add(auditId: string, commit: AuditCommit): Promise<void> {
    this.#byAudit.set(auditId, commit);
    await appendFile(this.#path, `${JSON.stringify({ auditId, ...commit })}\n`, { mode: 0o600 });
  }
}
