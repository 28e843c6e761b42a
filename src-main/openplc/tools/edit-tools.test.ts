import { createHash } from 'node:crypto';
import { readdir, readFile, readlink, symlink, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countByteWork } from '../../files/test-support/byte-work-counter.ts';
import { ProjectReader } from '../project/project-reader.ts';
import { failure, ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
let approvalsShown: number;
beforeEach(async () => {
  h = await startOpenPlcHarness();
  h.harness.attachUi();
  approvalsShown = 0;
  h.harness.core.store.subscribe((event) => {
    if (event.type === 'approval.requested') approvalsShown++;
  });
});
afterEach(async () => h.close());

const sha256 = (bytes: Buffer | string) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

async function readPou(project: string, name: string): Promise<{ content: string; content_hash: string; path: string }> {
  return ok(await h.call('read_pou', { project_path: project, pou_name: name }));
}

/** Starts a mutating call, approves (or denies) its card, and returns the result with the card the person saw. */
async function withApproval(tool: string, args: Record<string, unknown>, decision: 'approve-once' | 'deny' = 'approve-once') {
  const pending = h.call(tool, args);
  const first = await Promise.race([pending.then((done) => ({ done })), h.harness.nextApproval().then((card) => ({ card }))]);
  if ('done' in first) throw new Error(`${tool} ended without asking for approval: ${first.done.content[0]?.text}`);
  await h.harness.core.gate.resolve(first.card.id, decision);
  return { result: await pending, card: first.card };
}

const SCALE_ANALOG_V2 = `(* Scales a raw 15-bit analog value to engineering units, clamped to the range. *)

FUNCTION ScaleAnalog : REAL
  VAR_INPUT
    Raw : INT;
    Low : REAL;
    High : REAL;
  END_VAR

ScaleAnalog := LIMIT(Low, Low + (INT_TO_REAL(Raw) / 32767.0) * (High - Low), High);

END_FUNCTION`;

describe('update_pou', () => {
  it('hashes and encodes each content once per write: one edit record for the plan and the outcome', async () => {
    const project = await h.project('bottling-line');
    const read = await readPou(project, 'ScaleAnalog');
    const old = await readFile(join(project, read.path));
    const content = SCALE_ANALOG_V2.replace('END_FUNCTION', `(* ${'long comment '.repeat(400)}*)\nEND_FUNCTION`);
    const { result: { result }, work } = await countByteWork([old, content, old.toString('base64')], () =>
      withApproval('update_pou', { project_path: project, pou_name: 'ScaleAnalog', content, expected_content_hash: read.content_hash }),
    );
    ok(result);
    // The old bytes: read under the agent's hash, read back from the audit's blob, checked by the write right before
    // its rename. Their base64 is made once (for the revert record) and never hashed (the blob is named by their hash).
    expect(work.hashed[0]).toBe(3);
    expect(work.hashed[2]).toBe(0);
    expect(work.encoded[0]).toBe(1);
    // The new bytes: the plan's hash, the audit's bound of the argument (once for card, intent and outcome), the
    // write's read-back; a fourth only if the project watcher's event for the write came in meanwhile.
    expect(work.hashed[1]).toBeGreaterThanOrEqual(3);
    expect(work.hashed[1]).toBeLessThanOrEqual(4);
    expect(await readFile(join(project, read.path), 'utf8')).toBe(content);
  });

  it('resolves the project path once per call and reads the edited POU once before the write', async () => {
    const project = await h.project('bottling-line');
    const { content_hash } = await readPou(project, 'ScaleAnalog');
    const resolve = vi.spyOn(h.harness.core.roots, 'resolveExisting');
    const reads = vi.spyOn(ProjectReader.prototype, 'readPouFile');
    const { result } = await withApproval('update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: SCALE_ANALOG_V2, expected_content_hash: content_hash });
    ok(result);
    expect(resolve).toHaveBeenCalledTimes(1);
    // The project's other POUs are read for the impact analysis and the simulation (their declarations, addresses and FBs).
    expect(reads.mock.calls.filter(([pou]) => pou.name === 'ScaleAnalog')).toHaveLength(1);
    reads.mockRestore();
  });

  it('writes the new content after the person approves the diff, and the person can revert it', async () => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/functions/ScaleAnalog.st');
    const before = await readFile(file);
    const { content_hash } = await readPou(project, 'ScaleAnalog');

    const { result, card } = await withApproval('update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: SCALE_ANALOG_V2, expected_content_hash: content_hash });
    expect(card.preview).toMatchObject({ kind: 'diff', title: 'Replace pous/functions/ScaleAnalog.st' });
    const diff = card.preview?.kind === 'diff' ? card.preview.diff : '';
    expect(diff).toContain('--- a/pous/functions/ScaleAnalog.st');
    expect(diff).toContain('+ScaleAnalog := LIMIT(Low, Low + (INT_TO_REAL(Raw) / 32767.0) * (High - Low), High);');
    expect(diff).toContain('-ScaleAnalog := Low + (INT_TO_REAL(Raw) / 32767.0) * (High - Low);');

    expect(ok(result)).toEqual({ name: 'ScaleAnalog', content_hash: sha256(SCALE_ANALOG_V2) });
    expect(await readFile(file, 'utf8')).toBe(SCALE_ANALOG_V2);
    expect(await readdir(join(project, 'pous/functions'))).toEqual(['ScaleAnalog.st', 'WrapCounter.il']); // no temp or backup files

    const { entries } = await h.harness.core.audit.read();
    const entry = entries.find((e) => e.tool === 'update_pou')!;
    expect(entry.edits).toEqual([expect.objectContaining({ kind: 'file', location: file, beforeHash: sha256(before), afterHash: sha256(SCALE_ANALOG_V2) })]);
    expect(await h.harness.core.reverter.revertable(entries)).toEqual([entry.id]);
    await h.harness.core.reverter.revert(entry.id);
    expect(await readFile(file)).toEqual(before);
  });

  it('is not reverted over later work: a revert is refused once the file changed again', async () => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/functions/ScaleAnalog.st');
    const { content_hash } = await readPou(project, 'ScaleAnalog');
    ok((await withApproval('update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: SCALE_ANALOG_V2, expected_content_hash: content_hash })).result);
    const later = SCALE_ANALOG_V2.replace('clamped', 'limited');
    await writeFile(file, later);
    const { entries } = await h.harness.core.audit.read();
    await expect(h.harness.core.reverter.revert(entries.find((e) => e.tool === 'update_pou')!.id)).rejects.toThrow(/changed after this edit/);
    expect(await readFile(file, 'utf8')).toBe(later);
  });

  it('leaves the file untouched when the person denies, or when no Interlock window can ask them', async () => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/functions/ScaleAnalog.st');
    const before = await readFile(file);
    const { content_hash } = await readPou(project, 'ScaleAnalog');
    const args = { project_path: project, pou_name: 'ScaleAnalog', content: SCALE_ANALOG_V2, expected_content_hash: content_hash };
    expect(failure((await withApproval('update_pou', args, 'deny')).result)).toMatch(/Denied by the person/);
    expect(await readFile(file)).toEqual(before);

    const headless = await startOpenPlcHarness();
    try {
      const copy = await headless.project('bottling-line');
      const { content_hash: hash } = ok<{ content_hash: string }>(await headless.call('read_pou', { project_path: copy, pou_name: 'ScaleAnalog' }));
      expect(failure(await headless.call('update_pou', { ...args, project_path: copy, expected_content_hash: hash }))).toMatch(/no Interlock window is open/);
      expect(await readFile(join(copy, 'pous/functions/ScaleAnalog.st'))).toEqual(before);
    } finally {
      await headless.close();
    }
  });

  it('returns the same hash and writes nothing when the content is unchanged', async () => {
    const project = await h.project('bottling-line');
    const { content, content_hash } = await readPou(project, 'main');
    const { result, card } = await withApproval('update_pou', { project_path: project, pou_name: 'main', content, expected_content_hash: content_hash });
    expect(card.preview).toMatchObject({ kind: 'text', text: expect.stringMatching(/No change/) });
    expect(ok(result)).toEqual({ name: 'main', content_hash });
    const { entries } = await h.harness.core.audit.read();
    expect(entries.at(-1)?.edits).toBeUndefined();
  });

  type Case = { name: string; setup?: (project: string) => Promise<void>; args: (project: string) => Promise<Record<string, unknown>>; target: string; message: RegExp };
  const main = async (project: string) => ({ pou_name: 'main', ...(await readPou(project, 'main')) });
  const replaced = (from: string, to: string) => async (project: string) => {
    const { content, content_hash } = await main(project);
    return { pou_name: 'main', content: content.replace(from, to), expected_content_hash: content_hash };
  };
  const rejections: Case[] = [
    { name: 'an empty name', args: async () => ({ pou_name: '', content: 'PROGRAM main\nEND_PROGRAM', expected_content_hash: sha256('x') }), target: 'pous/programs/main.st', message: /pou_name must not be empty/ },
    { name: 'empty content', args: async (p) => ({ pou_name: 'main', content: '  \n', expected_content_hash: (await main(p)).content_hash }), target: 'pous/programs/main.st', message: /content must not be empty/ },
    { name: 'a malformed hash', args: async (p) => ({ pou_name: 'main', content: (await main(p)).content, expected_content_hash: 'sha256:ABC' }), target: 'pous/programs/main.st', message: /expected_content_hash must be "sha256:" followed by 64 lowercase hex digits/ },
    { name: 'a stale hash', args: async (p) => ({ pou_name: 'main', content: (await main(p)).content.replace('T#3s', 'T#5s'), expected_content_hash: sha256('an older version') }), target: 'pous/programs/main.st', message: /POU "main" \(pous\/programs\/main.st\) changed since it was read \(its content_hash is now sha256:.*read it again with read_pou/ },
    { name: 'an unknown POU', args: async (p) => ({ pou_name: 'Mian', content: 'PROGRAM Mian\nEND_PROGRAM', expected_content_hash: (await main(p)).content_hash }), target: 'pous/programs/main.st', message: /No POU named "Mian"/ },
    {
      name: 'an ambiguous stem',
      setup: async (p) => writeFile(join(p, 'pous/function-blocks/main.st'), 'FUNCTION_BLOCK main\nEND_FUNCTION_BLOCK'),
      args: async (p) => ({ pou_name: 'main', content: 'PROGRAM main\nEND_PROGRAM', expected_content_hash: (await main(p)).content_hash }),
      target: 'pous/programs/main.st',
      message: /"main" is ambiguous: pous\/function-blocks\/main.st and pous\/programs\/main.st/,
    },
    {
      name: 'a POU in another language',
      args: async (p) => {
        const il = await readPou(p, 'WrapCounter');
        return { pou_name: 'WrapCounter', content: il.content.replace('LD 0', 'LD 1'), expected_content_hash: il.content_hash };
      },
      target: 'pous/functions/WrapCounter.il',
      message: /written in IL; only Structured Text POUs can be edited/,
    },
    {
      name: 'a symlink target',
      setup: async (p) => {
        await writeFile(join(p, 'pous/programs/real-main.txt'), await readFile(join(p, 'pous/programs/main.st')));
        await unlink(join(p, 'pous/programs/main.st'));
        await symlink('real-main.txt', join(p, 'pous/programs/main.st'));
      },
      args: replaced('T#3s', 'T#5s'),
      target: 'pous/programs/real-main.txt',
      message: /pous\/programs\/main.st is a symbolic link; Interlock edits only regular files/,
    },
    { name: 'a rename', args: replaced('PROGRAM main', 'PROGRAM LineSequencer'), target: 'pous/programs/main.st', message: /declares PROGRAM LineSequencer, but the POU is main; renaming is not supported/ },
    { name: 'a type change', args: async (p) => ({ ...(await replaced('PROGRAM main', 'FUNCTION_BLOCK main')(p)) }), target: 'pous/programs/main.st', message: /declares a FUNCTION_BLOCK, but main is a PROGRAM/ },
    {
      name: 'a function without return type',
      args: async (p) => {
        const f = await readPou(p, 'ScaleAnalog');
        return { pou_name: 'ScaleAnalog', content: f.content.replace('FUNCTION ScaleAnalog : REAL', 'FUNCTION ScaleAnalog'), expected_content_hash: f.content_hash };
      },
      target: 'pous/functions/ScaleAnalog.st',
      message: /FUNCTION ScaleAnalog must declare its return type/,
    },
    { name: 'a missing END keyword', args: replaced('\nEND_PROGRAM', '\n'), target: 'pous/programs/main.st', message: /missing END_PROGRAM at its end/ },
  ];

  it.each(rejections)('rejects $name before asking the person, leaving the bytes unchanged', async ({ setup, args, target, message }) => {
    const project = await h.project('bottling-line');
    await setup?.(project);
    const before = await readFile(join(project, target));
    const result = await h.call('update_pou', { project_path: project, ...(await args(project)) });
    expect(failure(result)).toMatch(message);
    expect(await readFile(join(project, target))).toEqual(before);
    expect(approvalsShown).toBe(0);
    if (target.endsWith('real-main.txt')) expect(await readlink(join(project, 'pous/programs/main.st'))).toBe('real-main.txt');
  });

  it('fails cleanly when the file is saved elsewhere while the edit waits for approval, keeping that save', async () => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/functions/ScaleAnalog.st');
    const { content_hash } = await readPou(project, 'ScaleAnalog');
    const pending = h.call('update_pou', { project_path: project, pou_name: 'ScaleAnalog', content: SCALE_ANALOG_V2, expected_content_hash: content_hash });
    const card = await h.harness.nextApproval();
    const saved = SCALE_ANALOG_V2.replace('clamped', 'saved in OpenPLC Editor');
    await writeFile(file, saved);
    await h.harness.core.gate.resolve(card.id, 'approve-once');
    expect(failure(await pending)).toMatch(/changed since it was read|changed on disk after this edit was prepared/);
    expect(await readFile(file, 'utf8')).toBe(saved);
  });
});

describe('patch_pou', () => {
  it('applies exact find/replace edits in order and returns the new hash and the diff', async () => {
    const project = await h.project('bottling-line');
    const { content, content_hash } = await readPou(project, 'FillerControl');
    const edits = [
      { old: 'PT := T#4s', new: 'PT := T#5s' },
      { old: 'LevelPercent', new: 'Level', expected_count: 5 },
    ];
    const { result, card } = await withApproval('patch_pou', { project_path: project, pou_name: 'FillerControl', edits, expected_content_hash: content_hash });
    const expected = content.replace('PT := T#4s', 'PT := T#5s').replaceAll('LevelPercent', 'Level');
    const value = ok<{ name: string; content_hash: string; diff: string }>(result);
    expect(value).toMatchObject({ name: 'FillerControl', content_hash: sha256(expected) });
    expect(value.diff).toContain('+FillTimeout(IN := Busy, PT := T#5s);');
    expect(card.preview).toMatchObject({ kind: 'diff', title: 'Edit pous/function-blocks/FillerControl.st', diff: value.diff });
    expect(await readFile(join(project, 'pous/function-blocks/FillerControl.st'), 'utf8')).toBe(expected);
  });

  it.each([
    ['text that does not occur', [{ old: 'PT := T#9s', new: 'x' }], /edits\[0\]\.old occurs 0 time\(s\).*expected 1\. Check whitespace/],
    ['text that occurs more often than expected', [{ old: 'Busy', new: 'Running' }], /edits\[0\]\.old occurs 6 time\(s\).*expected 1\. Include more surrounding text/],
    ['a later edit that fails (all or nothing)', [{ old: 'T#4s', new: 'T#5s' }, { old: 'T#4s', new: 'T#6s' }], /edits\[1\]\.old occurs 0 time/],
    ['an empty old text', [{ old: '', new: 'x' }], /edits\.0\.old: `old` must not be empty/],
    ['edits that rename the POU', [{ old: 'FUNCTION_BLOCK FillerControl', new: 'FUNCTION_BLOCK Filler' }], /After the edits: .*renaming is not supported/],
    ['edits that remove the END keyword', [{ old: 'END_FUNCTION_BLOCK', new: '' }], /After the edits: .*missing END_FUNCTION_BLOCK/],
  ])('rejects %s, leaving the file unchanged', async (_case, edits, message) => {
    const project = await h.project('bottling-line');
    const file = join(project, 'pous/function-blocks/FillerControl.st');
    const before = await readFile(file);
    const { content_hash } = await readPou(project, 'FillerControl');
    expect(failure(await h.call('patch_pou', { project_path: project, pou_name: 'FillerControl', edits, expected_content_hash: content_hash }))).toMatch(message);
    expect(await readFile(file)).toEqual(before);
    expect(approvalsShown).toBe(0);
  });

  it('shares update_pou\'s safety rules: stale hash and other languages', async () => {
    const project = await h.project('relay-panel-v41');
    const ld = await readPou(project, 'main');
    expect(failure(await h.call('patch_pou', { project_path: project, pou_name: 'main', edits: [{ old: 'K1', new: 'K9' }], expected_content_hash: ld.content_hash }))).toMatch(/written in LD/);
    const st = await readPou(project, 'RELAY_LATCH');
    await writeFile(join(project, st.path), `${st.content}\n`);
    expect(failure(await h.call('patch_pou', { project_path: project, pou_name: 'RELAY_LATCH', edits: [{ old: 'TRIP', new: 'FAULT', expected_count: 2 }], expected_content_hash: st.content_hash }))).toMatch(/changed since it was read/);
  });
});

describe('create_pou', () => {
  it('creates an empty POU in the editor layout in the folder of its type, after approval', async () => {
    const project = await h.project('bottling-line');
    const { result, card } = await withApproval('create_pou', { project_path: project, name: 'LabelerControl', type: 'function-block' });
    const expected = 'FUNCTION_BLOCK LabelerControl\n  VAR\n  END_VAR\n\n\nEND_FUNCTION_BLOCK';
    expect(ok(result)).toEqual({ name: 'LabelerControl', type: 'function-block', language: 'st', path: 'pous/function-blocks/LabelerControl.st', content_hash: sha256(expected) });
    expect(card.preview).toMatchObject({ kind: 'diff', title: 'Create pous/function-blocks/LabelerControl.st', diff: expect.stringContaining('--- /dev/null') });
    expect(await readFile(join(project, 'pous/function-blocks/LabelerControl.st'), 'utf8')).toBe(expected);
    expect(ok<{ pous: Array<{ name: string }> }>(await h.call('list_pous', { project_path: project })).pous.map((p) => p.name)).toContain('LabelerControl');
    expect(ok(await h.call('list_variables', { project_path: project, pou_name: 'LabelerControl' }))).toEqual({ variables: [] });
  });

  it('creates a function with its return type, or from given content, even where the folder does not exist yet', async () => {
    const project = await h.project('relay-panel-v41');
    ok((await withApproval('create_pou', { project_path: project, name: 'Clamp', type: 'function', return_type: 'INT' })).result);
    expect(await readFile(join(project, 'pous/functions/Clamp.st'), 'utf8')).toBe('FUNCTION Clamp : INT\n  VAR\n  END_VAR\n\n\nEND_FUNCTION');
    const content = 'PROGRAM Diagnostics\n  VAR\n    count : INT;\n  END_VAR\n\ncount := count + 1;\n\nEND_PROGRAM';
    ok((await withApproval('create_pou', { project_path: project, name: 'Diagnostics', type: 'program', content })).result);
    expect(await readFile(join(project, 'pous/programs/Diagnostics.st'), 'utf8')).toBe(content);
  });

  it.each([
    [{ name: 'main', type: 'program' }, /A POU named "main" already exists \(pous\/programs\/main.st\)/],
    [{ name: 'MAIN', type: 'function-block' }, /A POU named "MAIN" already exists \(pous\/programs\/main.st\)/],
    [{ name: '2ndLine', type: 'program' }, /not a valid POU name/],
    [{ name: 'Timer', type: 'program', language: 'ld' }, /Structured Text POUs only/],
    [{ name: 'END_IF', type: 'program' }, /reserved word/],
    [{ name: 'Scale2', type: 'function' }, /A function needs a return_type/],
    [{ name: 'Line2', type: 'program', return_type: 'INT' }, /return_type applies only to functions/],
    [{ name: 'Line2', type: 'program', content: 'PROGRAM Line3\nEND_PROGRAM' }, /declares PROGRAM Line3, but the POU is Line2/],
  ])('refuses %o before asking the person', async (args, message) => {
    const project = await h.project('bottling-line');
    const before = await readdir(join(project, 'pous/programs'));
    expect(failure(await h.call('create_pou', { project_path: project, ...args }))).toMatch(message);
    expect(await readdir(join(project, 'pous/programs'))).toEqual(before);
    expect(approvalsShown).toBe(0);
  });

  it('creates nothing when denied', async () => {
    const project = await h.project('bottling-line');
    expect(failure((await withApproval('create_pou', { project_path: project, name: 'Labeler', type: 'program' }, 'deny')).result)).toMatch(/Denied/);
    // Directory order is the file system's (NTFS sorts case-insensitively, ext4 does not): compare as a set.
    expect((await readdir(join(project, 'pous/programs'))).sort()).toEqual(['ProductionStats.st', 'main.st']);
  });
});
