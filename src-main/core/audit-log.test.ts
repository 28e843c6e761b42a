import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src-shared/audit-entry.ts';
import { AUDIT_BATCH_DELAY_MS, AuditLog, redactSecrets } from './audit-log.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-audit-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const entry = (id: string, args: unknown = {}): AuditEntry => ({
  v: 1,
  id,
  at: new Date(0).toISOString(),
  agent: { id: 'a', name: 'Claude Code', version: '2.1', transport: 'http-legacy' },
  tool: 'update_pou',
  target: 'openplc:/p',
  mutates: true,
  args,
  decision: { outcome: 'approved', by: 'person' },
  outcome: 'succeeded',
  durationMs: 5,
});

describe('AuditLog', () => {
  it('survives a restart: a new instance reads what the old one wrote, in order', async () => {
    const path = join(dir, 'audit.jsonl');
    const first = new AuditLog(path);
    await Promise.all([first.append(entry('1')), first.append(entry('2')), first.append(entry('3'))]);
    const second = new AuditLog(path);
    await second.append(entry('4'));
    const { entries, warnings } = await new AuditLog(path).read();
    expect(entries.map((e) => e.id)).toEqual(['1', '2', '3', '4']);
    expect(warnings).toEqual([]);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('skips a corrupt line with a warning and keeps the rest', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    await log.append(entry('1'));
    await appendFile(path, '{"v":1,"id":"torn-wri\n');
    await appendFile(path, 'not json at all\n');
    await log.append(entry('2'));
    const { entries, warnings } = await log.read();
    expect(entries.map((e) => e.id)).toEqual(['1', '2']);
    expect(warnings).toEqual(['audit.jsonl line 2 is not a valid entry and was skipped', 'audit.jsonl line 3 is not a valid entry and was skipped']);
  });

  it('never writes secrets: values under secret-looking keys are redacted at any depth', async () => {
    const path = join(dir, 'audit.jsonl');
    await new AuditLog(path).append(entry('1', { project_path: '/p', auth: { password: 'hunter2', api_key: 'k-123' }, headers: [{ Authorization: 'Bearer abc' }] }));
    const text = await readFile(path, 'utf8');
    expect(text).not.toMatch(/hunter2|k-123|Bearer abc/);
    expect(JSON.parse(text).args).toEqual({ project_path: '/p', auth: { password: '[redacted]', api_key: '[redacted]' }, headers: [{ Authorization: '[redacted]' }] });
    expect(redactSecrets('plain')).toBe('plain');
  });

  it('returns no entries (and no error) before anything was written', async () => {
    expect(await new AuditLog(join(dir, 'none.jsonl')).read()).toEqual({ entries: [], warnings: [] });
  });

  it('batches reads into one fsync, writes edits at once, and never hangs when a batch was already written', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    const read = log.append(entry('read'));
    await log.append(entry('edit'), { urgent: true }); // takes the waiting read along
    await read;
    expect((await readFile(path, 'utf8')).trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(['read', 'edit']);
    await new Promise((r) => setTimeout(r, AUDIT_BATCH_DELAY_MS * 2)); // the read's batch timer fires with nothing left
    await log.flush();
    await Promise.all([log.append(entry('a')), log.append(entry('b')), log.close()]);
    expect((await log.read()).entries.map((e) => e.id)).toEqual(['read', 'edit', 'a', 'b']);
  });
});
