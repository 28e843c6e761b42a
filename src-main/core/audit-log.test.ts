import { createHash } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src-shared/audit-entry.ts';
import { fileEditRecord } from '../files/index.ts';
import { countByteWork } from '../files/test-support/byte-work-counter.ts';
import { redactSecrets } from './audit-args.ts';
import { AUDIT_BATCH_DELAY_MS, AuditLog } from './audit-log.ts';

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

  it('fails only the entry that cannot be written as JSON; the others in its batch land', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const results = await Promise.allSettled([log.append(entry('before')), log.append(entry('cyclic', { note: 'x', nested: { value: 1n } })), log.append(entry('after'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await expect(log.append(entry('cycle', cyclic))).rejects.toThrow();
    await log.append(entry('last'), { urgent: true });
    expect((await log.read()).entries.map((e) => e.id)).toEqual(['before', 'after', 'last']);
  });
});

const header = (id: string, args: unknown = {}) => ({
  id,
  at: new Date(0).toISOString(),
  agent: { id: 'a', name: 'Claude Code', version: '2.1', transport: 'http-legacy' as const },
  tool: 'update_pou',
  target: 'openplc:/p',
  args,
});
const approved = { outcome: 'approved' as const, by: 'person' as const };

describe('AuditLog: a record before every change, and recovery after a crash', () => {
  it('records the card, the intent and the planned edit before the outcome; History shows only the outcome', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    await log.cardRaised(header('c1'));
    const intent = await log.beginMutation({ ...header('c1'), decision: approved });
    await intent.planEdit({ kind: 'file', location: '/p/main.st', beforeHash: 'sha256:b', afterHash: 'sha256:a', revert: { path: '/p/main.st', before: 'x'.repeat(1000) } });
    await intent.complete(entry('c1'));
    const types = (await readFile(path, 'utf8')).trim().split('\n').map((l) => JSON.parse(l).type ?? 'call');
    expect(types).toEqual(['card', 'intent', 'plan', 'call']);
    expect((await log.query({ limit: 10 })).entries.map((e) => e.id)).toEqual(['c1']);
    // The previous content went to a content-addressed blob, not into the line.
    expect(await readFile(path, 'utf8')).not.toContain('x'.repeat(300));
    expect(await readdir(join(dir, 'audit', 'blobs'))).toHaveLength(1);
  });

  it('stores one write once: the previous content as a blob of its bytes named by its known hash, its arguments bounded once', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    const previous = Buffer.from(`PROGRAM main\n${'x := x + 1;\n'.repeat(100)}END_PROGRAM\n`);
    const beforeHash = `sha256:${createHash('sha256').update(previous).digest('hex')}`;
    const content = 'y'.repeat(5000);
    const args = { pou_name: 'main', content };
    const edit = fileEditRecord('/p/main.st', { bytes: previous, hash: beforeHash }, 'sha256:a');
    const { work } = await countByteWork([previous, content, previous.toString('base64')], async () => {
      await log.cardRaised(header('w1', args));
      const intent = await log.beginMutation({ ...header('w1', args), decision: approved });
      await intent.planEdit(edit);
      await intent.complete({ ...entry('w1', args), edits: [edit] });
    });
    // The blob's read-back after its atomic write hashes the previous bytes; nothing else does, and nothing hashes
    // their base64 (the blob is named by the hash they were read under). The argument is bounded once for three lines.
    expect(work.hashed).toEqual([1, 1, 0]);
    expect(work.encoded).toEqual([0, 0, 0]);
    const hex = beforeHash.slice('sha256:'.length);
    expect(await readdir(join(dir, 'audit', 'blobs'))).toEqual([hex]);
    expect(await readFile(join(dir, 'audit', 'blobs', hex))).toEqual(previous);
    const lines = (await readFile(path, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type ?? 'call')).toEqual(['card', 'intent', 'plan', 'call']);
    expect(lines[2].edit.revert.before).toEqual({ $blob: beforeHash, encoding: 'base64' });
    expect(lines[3].edits[0].revert.before).toEqual({ $blob: beforeHash, encoding: 'base64' });
    expect(lines[3].edits[0]).not.toHaveProperty('beforeContent');
    // What a revert gets back is the record as it was made.
    expect((await log.loadRevertData(lines[3].edits[0])).revert.before).toBe(previous.toString('base64'));
  });

  it('reads blobs of older logs (base64 text named by its own hash) and refuses a damaged blob', async () => {
    const log = new AuditLog(join(dir, 'audit.jsonl'));
    const text = 'QUJD'.repeat(100);
    const hex = createHash('sha256').update(text).digest('hex');
    await mkdir(join(dir, 'audit', 'blobs'), { recursive: true });
    await writeFile(join(dir, 'audit', 'blobs', hex), text);
    const old = { kind: 'file', location: 'a.st', beforeHash: 'sha256:1', afterHash: 'sha256:2', revert: { path: 'a.st', before: { $blob: `sha256:${hex}` } } };
    expect((await log.loadRevertData(old)).revert.before).toBe(text);
    await writeFile(join(dir, 'audit', 'blobs', hex), `${text}!`);
    await expect(log.loadRevertData(old)).rejects.toThrow(/saved content for reverting a.st is damaged/);
  });

  it('refuses to begin a mutation when the intent cannot be written, with a clear error', async () => {
    const log = new AuditLog(join(dir, 'no-such-folder', 'audit.jsonl'));
    await expect(log.beginMutation({ ...header('c1'), decision: approved })).rejects.toThrow(
      /could not write its audit record \(ENOENT.*the approved change was not made\. Nothing was changed/,
    );
  });

  it('on start: keeps a torn tail aside, records a pending card as denied and an interrupted edit as landed or not', async () => {
    const path = join(dir, 'audit.jsonl');
    const first = new AuditLog(path);
    await first.append(entry('done'));
    await first.cardRaised(header('waiting'));
    const landed = await first.beginMutation({ ...header('landed'), decision: approved });
    await landed.planEdit({ kind: 'file', location: 'a.st', beforeHash: 'sha256:1', afterHash: 'sha256:2', revert: { path: 'a.st', before: 'b64' } });
    const notLanded = await first.beginMutation({ ...header('not-landed'), decision: approved });
    await notLanded.planEdit({ kind: 'file', location: 'b.st', beforeHash: 'sha256:3', afterHash: 'sha256:4', revert: { path: 'b.st', before: 'b64' } });
    await first.close();
    await appendFile(path, '{"v":1,"id":"half-writ');

    const hashes: Record<string, string> = { 'a.st': 'sha256:2', 'b.st': 'sha256:3' };
    const cleaned: string[] = [];
    const second = new AuditLog(path);
    const report = await second.recover({
      currentHash: async (edit) => hashes[edit.location] ?? null,
      removeInterrupted: async (edit) => void cleaned.push(edit.location),
    });
    expect(report.pendingDenied).toEqual(['waiting']);
    expect(report.reconciled.sort()).toEqual(['landed', 'not-landed']);
    expect(cleaned.sort()).toEqual(['a.st', 'b.st']);
    expect(await readFile(report.tornFragment!, 'utf8')).toBe('{"v":1,"id":"half-writ');
    await second.append(entry('after'));
    const { entries, warnings } = await second.read();
    expect(warnings).toEqual([]);
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get('waiting')).toMatchObject({ outcome: 'denied', decision: { outcome: 'denied', by: 'host-stopped' } });
    expect(byId.get('landed')).toMatchObject({ outcome: 'succeeded', edits: [{ location: 'a.st', afterHash: 'sha256:2' }] });
    expect(byId.get('landed')!.resultSummary).toMatch(/the edit of a.st had landed/);
    expect(byId.get('not-landed')).toMatchObject({ outcome: 'failed' });
    expect(byId.get('not-landed')!.error).toMatch(/b.st still held the previous content/);
    expect(entries.at(-1)!.id).toBe('after');
    // A second start finds nothing left to reconcile.
    expect(await new AuditLog(path).recover({ currentHash: async () => null })).toEqual({ tornFragment: null, pendingDenied: [], reconciled: [] });
  });

  it('stores a huge argument as size, hash and a bounded excerpt', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    const name = 'N'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 15; i++) await log.append(entry(`big${i}`, { name, edits: Array.from({ length: 5000 }, (_, j) => ({ old: `${j}`, new: 'x' })) }));
    expect((await stat(path)).size).toBeLessThan(15 * 40 * 1024);
    const [stored] = (await log.query({ limit: 1 })).entries;
    const args = stored!.args as { name: { $large: { bytes: number; sha256: string; excerpt: string } }; edits: unknown[] };
    expect(args.name.$large).toMatchObject({ bytes: 4 * 1024 * 1024, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(args.name.$large.excerpt.length).toBeLessThan(1000);
    expect(args.edits).toHaveLength(201);
    expect(args.edits.at(-1)).toBe('… 4800 more items not stored');
  });

  it('rotates into segments and pages through them newest first with filters, cursor by cursor', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path, { segmentBytes: 4096 });
    for (let i = 0; i < 120; i++) {
      const e = entry(`e${i}`, { i, note: i % 10 === 0 ? 'needle' : 'hay' });
      if (i % 3 === 0) e.tool = 'read_pou';
      await log.append(e, { urgent: true });
    }
    expect((await readdir(join(dir, 'audit', 'segments'))).length).toBeGreaterThan(5);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await log.query({ cursor, limit: 7 });
      seen.push(...page.entries.map((e) => e.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `e${119 - i}`));
    const needles = await log.query({ limit: 50, filter: { text: 'NEEDLE', tool: 'read_pou' } });
    expect(needles.entries.map((e) => e.id)).toEqual(['e90', 'e60', 'e30', 'e0']);
    expect((await log.query({ limit: 50, filter: { agent: 'claude', outcome: ['failed'] } })).entries).toEqual([]);
    // A cursor taken before a rotation still continues where it left off.
    const first = await log.query({ limit: 2 });
    for (let i = 120; i < 140; i++) await log.append(entry(`e${i}`), { urgent: true });
    expect((await log.query({ cursor: first.nextCursor!, limit: 2 })).entries.map((e) => e.id)).toEqual(['e117', 'e116']);
  });

  it('never glues an entry onto a line torn by a failed write', async () => {
    const path = join(dir, 'audit.jsonl');
    const log = new AuditLog(path);
    await log.append(entry('1'));
    await appendFile(path, '{"torn":'); // what a write cut short by a full disk leaves
    await log.close();
    const reopened = new AuditLog(path);
    await reopened.append(entry('2'));
    expect((await reopened.read()).entries.map((e) => e.id)).toEqual(['1', '2']);
  });
});

describe('History queries', () => {
  it('leaves reads out on request (changes, builds with findings and the person\'s actions stay), opens one record by id, and finds who reverted what', async () => {
    const log = new AuditLog(join(dir, 'audit.jsonl'));
    const read = { ...entry('read'), tool: 'read_pou', mutates: false };
    const compile = { ...entry('compile'), tool: 'compile_project', mutates: false, findings: { errors: 1, warnings: 0 } };
    const person = { ...entry('login'), tool: 'browser-login', mutates: false, agent: { id: 'person', name: 'Interlock user', version: '', transport: 'internal' as const } };
    const edit = { ...entry('edit'), edits: [{ kind: 'file', location: '/p/main.st', beforeHash: 'sha256:1', afterHash: 'sha256:2', revert: {} }] };
    const other = { ...entry('other'), edits: [{ kind: 'file', location: '/p/b.st', beforeHash: 'sha256:3', afterHash: 'sha256:4', revert: {} }] };
    const revert = { ...entry('undo'), tool: 'revert:update_pou', revertOf: 'edit', decision: { outcome: 'approved' as const, by: 'person' as const, ui: { kind: 'window' as const } } };
    for (const e of [read, compile, person, edit, other, revert]) await log.append(e, { urgent: true });
    expect((await log.query({ limit: 10, filter: { changesOnly: true } })).entries.map((e) => e.id)).toEqual(['undo', 'other', 'edit', 'login', 'compile']);
    expect((await log.query({ limit: 10 })).entries.map((e) => e.id)).toContain('read');
    expect((await log.query({ limit: 10, filter: { id: 'edit' } })).entries.map((e) => e.id)).toEqual(['edit']);
    const reverts = await log.revertsOf(['edit', 'other']);
    expect(Object.keys(reverts)).toEqual(['edit']);
    expect(reverts.edit).toMatchObject({ id: 'undo', decision: { ui: { kind: 'window' } } });
  });
});
