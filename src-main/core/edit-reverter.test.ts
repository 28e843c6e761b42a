import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src-shared/audit-entry.ts';
import { AuditLog } from './audit-log.ts';
import { EditReverter } from './edit-reverter.ts';
import { contentHash } from '../files/content-hash.ts';
import { FILE_EDIT_KIND, fileEditRecord, fileEditReverter } from '../files/file-edit.ts';
import { ProjectRoots } from '../files/project-roots.ts';

let dir: string;
let file: string;
let audit: AuditLog;
let reverter: EditReverter;

async function auditedEdit(id: string, before: string, after: string): Promise<void> {
  await writeFile(file, after);
  const entry: AuditEntry = {
    v: 1,
    id,
    at: new Date().toISOString(),
    agent: { id: 'a', name: 'agent', version: '1', transport: 'stdio' },
    tool: 'update_pou',
    target: 'openplc:p',
    mutates: true,
    args: {},
    decision: { outcome: 'approved', by: 'person' },
    outcome: 'succeeded',
    durationMs: 1,
    edits: [fileEditRecord(file, { bytes: Buffer.from(before), hash: contentHash(before) }, contentHash(after))],
  };
  await audit.append(entry, { urgent: true });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-revert-'));
  await mkdir(join(dir, 'project'));
  file = join(dir, 'project', 'main.st');
  audit = new AuditLog(join(dir, 'audit.jsonl'));
  reverter = new EditReverter(audit);
  reverter.register(FILE_EDIT_KIND, fileEditReverter(new ProjectRoots(() => [join(dir, 'project')])));
});
afterEach(async () => {
  await audit.close();
  await rm(dir, { recursive: true, force: true });
});

describe('reverting an audited file edit', () => {
  it('puts the previous bytes back while the file still holds the edit, and records the revert', async () => {
    await auditedEdit('e1', 'before', 'after');
    const { entries } = await audit.read();
    expect(await reverter.revertable(entries)).toEqual(['e1']);
    expect(await reverter.revert('e1')).toMatch(/Reverted update_pou/);
    expect(await readFile(file, 'utf8')).toBe('before');
    const after = (await audit.read()).entries;
    expect(after.at(-1)).toMatchObject({ revertOf: 'e1', tool: 'revert:update_pou', decision: { by: 'person' } });
    expect(await reverter.revertable(after)).toEqual([]);
    await expect(reverter.revert('e1')).rejects.toThrow(/already reverted/);
  });

  it('refuses when someone changed the file after the edit, so their work is not overwritten', async () => {
    await auditedEdit('e1', 'before', 'after');
    await writeFile(file, 'the person kept working');
    expect(await reverter.revertable((await audit.read()).entries)).toEqual([]);
    // History says so: changed on disk since, by someone other than Interlock.
    expect((await reverter.editStates((await audit.read()).entries.reverse())).changedSince).toEqual({ e1: 'outside' });
    await expect(reverter.revert('e1')).rejects.toThrow(/changed after this edit .* Nothing was changed/);
    expect(await readFile(file, 'utf8')).toBe('the person kept working');
  });

  it('tells an edit a later Interlock call continued from apart from one changed on disk by someone else', async () => {
    await auditedEdit('e1', 'before', 'after');
    await auditedEdit('e2', 'after', 'later');
    const newestFirst = (await audit.read()).entries.reverse();
    expect(await reverter.editStates(newestFirst)).toEqual({ revertable: ['e2'], changedSince: { e1: 'by-interlock' } });
    await writeFile(file, 'edited outside Interlock');
    expect(await reverter.editStates((await audit.read()).entries.reverse())).toEqual({ revertable: [], changedSince: { e1: 'by-interlock', e2: 'outside' } });
    await expect(reverter.revert('e2')).rejects.toThrow(/changed after this edit/);
    expect(await readFile(file, 'utf8')).toBe('edited outside Interlock');
  });
});
