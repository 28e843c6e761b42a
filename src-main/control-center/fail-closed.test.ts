// Fail closed (issue 27): a change the impact analysis cannot read fully is never let through by a standing
// approval. Each attack runs with only the agent's token, through a real control center's HTTP endpoint, with
// "always approve" rules for the tools it uses and no window open: a card is a denial, a covered call runs.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../files/index.ts';
import { alwaysApprovingCenterPerFile, call, lastAudit, NEEDS_PERSON, ok, OPENPLC_PROJECT, resultText } from './test-support/attack-center.ts';

const RULES = ['patch_pou', 'update_pou', 'create_pou', 'codesys_patch_pou', 'codesys_set_pou_code'];

const shared = alwaysApprovingCenterPerFile(RULES);

/** `Pad := 0;` lines enough that both sides of an edit hold more statements than the analysis compares on a card. */
const PADDING = Array.from({ length: 2100 }, () => 'Pad := 0;').join('\n');

describe('OpenPLC patch_pou under an always-approve rule, no window', () => {
  const mainSt = () => join(shared.center.openplc, 'pous', 'programs', 'main.st');

  /** Puts a guard lock on %QX0.6 into main (as the person wrote it), with `extra` after its statements. */
  async function withGuardLock(extra = 'Spare := FALSE;', extraDeclarations = '') {
    const text = (await readFile(join(packageRoot(), 'fixtures', 'openplc', OPENPLC_PROJECT, 'pous', 'programs', 'main.st'), 'utf8'))
      .replace('    StartupDelay : TON;\n', `    StartupDelay : TON;\n    GuardLock : BOOL AT %QX0.6;\n    Spare : BOOL;\n${extraDeclarations}`)
      .replace('StartEdge(CLK := StartButton);\n', `StartEdge(CLK := StartButton);\nGuardLock := State = LineMode#Running;\n${extra}\n`);
    await writeFile(mainSt(), text);
    return ok<{ content_hash: string }>(await call(shared.agent, 'read_pou', { project_path: shared.center.openplc, pou_name: 'main' })).content_hash;
  }

  const patch = (hash: string, edits: Array<{ old: string; new: string }>) => ({ project_path: shared.center.openplc, pou_name: 'main', expected_content_hash: hash, edits });

  it('asks for GuardLock := TRUE hidden behind a syntax error elsewhere (step one)', async () => {
    const hash = await withGuardLock();
    const before = await readFile(mainSt(), 'utf8');
    const result = await call(shared.agent, 'patch_pou', patch(hash, [
      { old: 'GuardLock := State = LineMode#Running;', new: 'GuardLock := TRUE;' },
      { old: 'Spare := FALSE;', new: 'Spare := FALSE; #' },
    ]));
    expect(result.isError).toBe(true);
    expect(resultText(result)).toMatch(NEEDS_PERSON);
    expect(await readFile(mainSt(), 'utf8')).toBe(before);
    expect(await lastAudit(shared.center, 'patch_pou')).toMatchObject({ outcome: 'denied', decision: { by: 'no-ui' } });
  });

  it('asks for removing the syntax error afterwards (step two), since the text it leaves was never analysed', async () => {
    // As if step one had got through: the file holds GuardLock := TRUE and the stray '#'.
    const hash = await withGuardLock('Spare := FALSE; #');
    await writeFile(mainSt(), (await readFile(mainSt(), 'utf8')).replace('GuardLock := State = LineMode#Running;', 'GuardLock := TRUE;'));
    const fresh = ok<{ content_hash: string }>(await call(shared.agent, 'read_pou', { project_path: shared.center.openplc, pou_name: 'main' })).content_hash;
    expect(fresh).not.toBe(hash);
    const result = await call(shared.agent, 'patch_pou', patch(fresh, [{ old: 'Spare := FALSE; #', new: 'Spare := FALSE;' }]));
    expect(resultText(result)).toMatch(NEEDS_PERSON);
    expect(await readFile(mainSt(), 'utf8')).toContain('Spare := FALSE; #');
  });

  it('asks for GuardLock := TRUE padded past the number of statements the analysis compares', async () => {
    const hash = await withGuardLock(PADDING, '    Pad : INT;\n');
    const result = await call(shared.agent, 'patch_pou', patch(hash, [{ old: 'GuardLock := State = LineMode#Running;', new: 'GuardLock := TRUE;' }]));
    expect(resultText(result)).toMatch(NEEDS_PERSON);
    expect(await readFile(mainSt(), 'utf8')).toContain('GuardLock := State = LineMode#Running;');
  });

  it('still lets an analysed edit that touches nothing safety-relevant through, so the rule keeps its use', async () => {
    const hash = await withGuardLock();
    // A timer preset is no longer harmless: the simulation shows outputs switching later, some safety-relevant.
    ok(await call(shared.agent, 'patch_pou', patch(hash, [{ old: '(* Green push button, NO contact *)', new: '(* Green push button, normally open *)' }])));
    expect(await lastAudit(shared.center, 'patch_pou')).toMatchObject({ outcome: 'succeeded', decision: { by: 'policy:always' }, impact: { status: 'complete' } });
  });

  it('puts the reason on the card the person sees', async () => {
    const hash = await withGuardLock();
    const detach = shared.center.cc.core.gate.attachUi();
    try {
      const pending = call(shared.agent, 'patch_pou', patch(hash, [{ old: 'Spare := FALSE;', new: 'Spare := FALSE; #' }]));
      await expect.poll(() => shared.center.cc.core.store.state.approvals.length, { timeout: 20_000 }).toBe(1);
      const card = shared.center.cc.core.store.state.approvals[0]!;
      expect(card.onceOnly).toMatch(/could not analyse this change fully \(the new text could not be read as Structured Text/);
      await expect(shared.center.cc.core.gate.resolve(card.id, 'approve-always')).rejects.toThrow(/only be approved once/);
      await expect(shared.center.cc.core.gate.resolve(card.id, 'approve-session')).rejects.toThrow(/only be approved once/);
      await shared.center.cc.core.gate.resolve(card.id, 'deny');
      expect((await pending).isError).toBe(true);
    } finally {
      detach();
    }
  });
});

describe('CODESYS codesys_patch_pou under an always-approve rule, no window', () => {
  interface Code {
    content_hash: string;
  }
  const DECLARATION = 'PROGRAM PRG_Guard\nVAR\n    GuardLock AT %QX0.6 : BOOL;\n    Spare : BOOL;\n    Pad : INT;\n    bRun AT %IX0.0 : BOOL;\nEND_VAR\n';

  /** Creates PRG_Guard as the person would (approving each card), its implementation `implementation`. */
  async function guardProgram(implementation: string): Promise<string> {
    return shared.center.asPerson(async () => {
      const path = 'PRG_Guard';
      const existing = await call(shared.agent, 'codesys_read_pou', { project_path: shared.center.codesys, object_path: path });
      const base = existing.isError
        ? ok<Code>(await call(shared.agent, 'codesys_create_pou', { project_path: shared.center.codesys, name: path, pou_type: 'program' })).content_hash
        : ok<Code>(existing).content_hash;
      return ok<Code>(await call(shared.agent, 'codesys_set_pou_code', { project_path: shared.center.codesys, object_path: path, declaration: DECLARATION, implementation, expected_content_hash: base })).content_hash;
    });
  }

  const patch = (hash: string, edits: Array<{ old: string; new: string }>) => ({
    project_path: shared.center.codesys,
    object_path: 'PRG_Guard',
    expected_content_hash: hash,
    edits: edits.map((e) => ({ part: 'implementation', ...e })),
  });
  const implementation = async () => ok<{ implementation: string }>(await call(shared.agent, 'codesys_read_pou', { project_path: shared.center.codesys, object_path: 'PRG_Guard' })).implementation;

  it('asks for GuardLock := TRUE hidden behind a syntax error, and for removing the error afterwards', async () => {
    const hash = await guardProgram('GuardLock := bRun;\nSpare := FALSE;\n');
    const first = await call(shared.agent, 'codesys_patch_pou', patch(hash, [
      { old: 'GuardLock := bRun;', new: 'GuardLock := TRUE;' },
      { old: 'Spare := FALSE;', new: 'Spare := FALSE; #' },
    ]));
    expect(resultText(first)).toMatch(NEEDS_PERSON);
    expect(await implementation()).toBe('GuardLock := bRun;\nSpare := FALSE;\n');

    const broken = await guardProgram('GuardLock := TRUE;\nSpare := FALSE; #\n');
    const second = await call(shared.agent, 'codesys_patch_pou', patch(broken, [{ old: 'Spare := FALSE; #', new: 'Spare := FALSE;' }]));
    expect(resultText(second)).toMatch(NEEDS_PERSON);
    expect(await implementation()).toContain('Spare := FALSE; #');
  }, 180_000);

  it('asks for GuardLock := TRUE padded past the number of statements the analysis compares', async () => {
    const hash = await guardProgram(`GuardLock := bRun;\n${PADDING}\n`);
    const result = await call(shared.agent, 'codesys_patch_pou', patch(hash, [{ old: 'GuardLock := bRun;', new: 'GuardLock := TRUE;' }]));
    expect(resultText(result)).toMatch(NEEDS_PERSON);
    expect(await implementation()).toMatch(/^GuardLock := bRun;/);
  }, 180_000);

  it('still lets an analysed edit that touches nothing safety-relevant through', async () => {
    const hash = await guardProgram('GuardLock := bRun;\nSpare := FALSE;\n');
    ok(await call(shared.agent, 'codesys_patch_pou', patch(hash, [{ old: 'Spare := FALSE;', new: 'Spare := TRUE;' }])));
    expect(await lastAudit(shared.center, 'codesys_patch_pou')).toMatchObject({ outcome: 'succeeded', decision: { by: 'policy:always' }, impact: { status: 'complete' } });
  }, 180_000);
});
