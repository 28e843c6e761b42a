// The list of approved changes not in their project file, without CODESYS: what survives a restart, what a save,
// a changed file or a dead IDE does to it, and a damaged file.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEventBody } from '../../../src-shared/app-events.ts';
import type { UnsavedChange } from '../../../src-shared/project-changes.ts';
import type { DomainServices } from '../../mcp/domain-module.ts';
import { UNSAVED_CHANGES_FILE, UnsavedChanges } from './unsaved-changes.ts';

let dir: string;
let project: string;
let events: AppEventBody[];

function services(): DomainServices {
  return { dataDir: dir, store: { emit: (event: AppEventBody) => events.push(event), state: { uiClients: 0 } } } as unknown as DomainServices;
}

/** What the UIs were last told. */
function shown(): UnsavedChange[] {
  const last = events.findLast((e) => e.type === 'unsaved-changes.updated');
  return last?.type === 'unsaved-changes.updated' ? last.changes : [];
}

function change(auditId: string, pid: number | null) {
  return { auditId, tool: 'codesys_set_pou_code', project, agentName: 'claude-code', at: 1, why: 'left-unsaved' as const, cannotReapply: null, pid };
}

/** A process that has ended: its PID is free (a real, dead child, not a guess). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-unsaved-'));
  project = join(dir, 'Cell.project');
  await writeFile(project, 'as saved');
  events = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the list of unsaved changes', () => {
  it('keeps a change across a restart while its IDE lives, and marks it lost once the IDE is gone', async () => {
    const list = new UnsavedChanges(services());
    await list.load();
    await list.add(change('c1', process.pid));
    await list.add(change('c2', await deadPid()));
    expect(shown().map((c) => [c.auditId, c.state])).toEqual([['c1', 'unsaved'], ['c2', 'unsaved']]);
    // Nothing about the process or the file goes to the UIs.
    expect(shown()[0]).not.toHaveProperty('pid');

    const restarted = new UnsavedChanges(services());
    await restarted.load();
    expect(shown().map((c) => [c.auditId, c.state])).toEqual([['c1', 'unsaved'], ['c2', 'lost']]);
    expect(shown()[1]!.lostReason).toMatch(/ended while Interlock was not running, without saving/);
  });

  it('a save takes the project\'s unsaved changes off the list, a changed file too; lost ones stay until dismissed', async () => {
    const list = new UnsavedChanges(services());
    await list.load();
    await list.add(change('c1', process.pid));
    await list.lost('CODESYS (PID 1) exited unexpectedly');
    await list.add(change('c2', process.pid));
    await list.saved(project);
    expect(shown().map((c) => [c.auditId, c.state])).toEqual([['c1', 'lost']]);

    await list.add(change('c3', process.pid));
    await writeFile(project, 'saved by the person in the IDE');
    await list.checkFiles();
    expect(shown().map((c) => c.auditId)).toEqual(['c1']);
    expect(await list.dismiss('c3')).toBe(false);
    expect(await list.dismiss('c1')).toBe(true);
    expect(shown()).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, UNSAVED_CHANGES_FILE), 'utf8'))).toEqual({ version: 1, changes: [] });
  });

  it('a lost IDE whose project file changed since had been saved: that change is not lost', async () => {
    const list = new UnsavedChanges(services());
    await list.load();
    await list.add(change('c1', await deadPid()));
    await writeFile(project, 'saved before the crash');
    expect(await list.lost('CODESYS ended', { onlyIfGone: true })).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('sets a damaged file aside with a notice and starts empty', async () => {
    await writeFile(join(dir, UNSAVED_CHANGES_FILE), '{"version":1,"changes":[{"auditId":');
    await new UnsavedChanges(services()).load();
    expect(shown()).toEqual([]);
    expect(events.find((e) => e.type === 'notice.added')).toMatchObject({ notice: { level: 'warning', message: expect.stringMatching(/could not be read; it was moved aside/) } });
    expect((await readdir(dir)).some((name) => name.startsWith(`${UNSAVED_CHANGES_FILE}.corrupt-`))).toBe(true);
  });
});
