// The CODESYS tools one by one, as an agent uses them: what they return, what the person sees, and how they refuse.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodesysLauncher } from '../bridge/launcher.ts';
import { errorText, makeStandinWorld, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

interface Code {
  object: { path: string; kind: string; name: string };
  declaration: string | null;
  implementation: string | null;
  content_hash: string;
  header_restored?: boolean;
}

describe('CODESYS tools', () => {
  let world: StandinWorld;
  let h: CodesysHarness | undefined;
  let project: string;
  beforeEach(async () => {
    world = await makeStandinWorld();
    project = join(world.workspace, 'Plant.project');
  });
  afterEach(async () => {
    await h?.close();
    h = undefined;
    await world.cleanup();
  });

  async function withProject(): Promise<CodesysHarness> {
    h = await startCodesysHarness(world);
    structured((await h.approve('codesys_create_project', { project_path: project })).result);
    return h;
  }

  // Which tools ask the person, and which are destructive, is in each tool's snapshot (<toolset folder>/tool-snapshots/,
  // src-main/control-center/tool-docs.test.ts); here, that Interlock's own flag and the hints clients see agree.
  it('offers every CODESYS tool with both schemas, its approval flag agreeing with its hints', async () => {
    h = await startCodesysHarness(world);
    const { tools } = structured<{ tools: Array<{ name: string; mutates: boolean; read_only: boolean; destructive: boolean }> }>(await h.harness.call('describe_tools'));
    const codesys = tools.filter((t) => /codesys/.test(t.name));
    expect(codesys.length).toBeGreaterThan(90);
    expect(codesys.filter((t) => t.mutates && t.read_only).map((t) => t.name)).toEqual([]);
    expect(codesys.filter((t) => t.destructive && t.read_only).map((t) => t.name)).toEqual([]);
    expect(codesys.filter((t) => t.destructive && !t.mutates).map((t) => t.name)).toEqual([]);
    const listed = await h.harness.client.listTools();
    for (const tool of listed.tools.filter((t) => /codesys/.test(t.name))) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    expect(h.harness.core.store.state.targets.codesys).toMatchObject({ status: 'stopped', kind: 'codesys' });
  });

  it('keeps the POU header when a declaration leaves it out, refuses one that changes the POU, and refuses stale hashes', async () => {
    const { approve, harness } = await withProject();
    const fb = structured<Code>((await approve('codesys_create_pou', { project_path: project, name: 'FB_Valve', pou_type: 'function_block' })).result);
    const set = await approve('codesys_set_pou_code', {
      project_path: project,
      object_path: 'FB_Valve',
      declaration: 'VAR_INPUT\r\n    bOpen : BOOL;\r\nEND_VAR\r\n',
      expected_content_hash: fb.content_hash,
    });
    const code = structured<Code>(set.result);
    expect(code).toMatchObject({ header_restored: true, declaration: 'FUNCTION_BLOCK FB_Valve\nVAR_INPUT\n    bOpen : BOOL;\nEND_VAR\n', implementation: '' });
    expect((set.preview as { diff: string }).diff).toContain(' FUNCTION_BLOCK FB_Valve\n');

    const renamed = await harness.call('codesys_set_pou_code', {
      project_path: project,
      object_path: 'FB_Valve',
      declaration: 'PROGRAM FB_Valve\nVAR\nEND_VAR\n',
      expected_content_hash: code.content_hash,
    });
    expect(errorText(renamed)).toMatch(/starts with PROGRAM, but the object is a FUNCTION_BLOCK/);

    const stale = await harness.call('codesys_set_pou_code', {
      project_path: project,
      object_path: 'FB_Valve',
      implementation: 'bOpen := TRUE;',
      expected_content_hash: fb.content_hash,
    });
    expect(errorText(stale)).toMatch(/changed since it was read \(its content_hash is now sha256:.*Nothing was changed/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const nothing = await harness.call('codesys_set_pou_code', { project_path: project, object_path: 'FB_Valve', expected_content_hash: code.content_hash });
    expect(errorText(nothing)).toMatch(/Pass declaration, implementation or both/);

    const dut = structured<Code>((await approve('codesys_create_dut', { project_path: project, name: 'ST_Data', dut_type: 'structure' })).result);
    const noImpl = await harness.call('codesys_set_pou_code', {
      project_path: project,
      object_path: 'ST_Data',
      implementation: 'x := 1;',
      expected_content_hash: dut.content_hash,
    });
    expect(errorText(noImpl)).toMatch(/ST_Data is a dut without implementation/);
  });

  it('sets POU code in two CODESYS round trips (the read the card shows, then the conditional write), then saves, and resolves the path once', async () => {
    const { approve, harness } = await withProject();
    const before = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const commands = vi.spyOn(CodesysLauncher.prototype, 'execute');
    const resolve = vi.spyOn(harness.core.roots, 'resolveExisting');
    try {
      const set = await approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: 'x := 1;', expected_content_hash: before.content_hash });
      expect(structured<Code>(set.result).implementation).toBe('x := 1;');
      expect((set.preview as { diff: string }).diff).toContain('+x := 1;');
      // The save after the approved change is the save_project template codesys_save_project runs.
      expect(commands.mock.calls.map(([request]) => ('expected' in request.params ? 'write' : request.label.startsWith('saving after') ? 'save' : 'read'))).toEqual(['read', 'write', 'save']);
      expect(resolve).toHaveBeenCalledTimes(1);
      // Every CODESYS call shares one queue key; the person reads the project and the object instead.
      const entry = harness.core.store.state.queue.find((e) => e.tool === 'codesys_set_pou_code')!;
      expect(entry).toMatchObject({ target: 'codesys', targetName: 'Plant.project › PLC_PRG' });
      await harness.core.audit.flush();
      expect((await harness.core.audit.read()).entries.find((e) => e.id === entry.id)).toMatchObject({ targetName: 'Plant.project › PLC_PRG' });
    } finally {
      commands.mockRestore();
    }
  });

  it('changes nothing when the person denies an edit or one patch edit does not match', async () => {
    const { approve, harness } = await withProject();
    const before = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const denied = harness.call('codesys_set_pou_code', {
      project_path: project,
      object_path: 'PLC_PRG',
      implementation: 'x := 1;',
      expected_content_hash: before.content_hash,
    });
    const card = await harness.answerNextApproval('deny');
    expect(card.preview).toMatchObject({ kind: 'diff', diff: expect.stringContaining('+x := 1;') });
    expect(errorText(await denied)).toMatch(/Denied/);

    const patch = await harness.call('codesys_patch_pou', {
      project_path: project,
      object_path: 'PLC_PRG',
      expected_content_hash: before.content_hash,
      edits: [
        { part: 'declaration', old: 'PROGRAM PLC_PRG\nVAR\n', new: 'PROGRAM PLC_PRG\nVAR\n    x : INT;\n' },
        { part: 'implementation', old: 'does not exist', new: 'y' },
      ],
    });
    expect(errorText(patch)).toMatch(/edits\[1\]\.old occurs 0 time\(s\) in the implementation of Device\/Plc Logic\/Application\/PLC_PRG/);
    const after = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    expect(after.content_hash).toBe(before.content_hash);

    const removedHeader = await harness.call('codesys_patch_pou', {
      project_path: project,
      object_path: 'PLC_PRG',
      expected_content_hash: before.content_hash,
      edits: [{ part: 'declaration', old: 'PROGRAM PLC_PRG', new: 'PROGRAM PLC_MAIN' }],
    });
    expect(errorText(removedHeader)).toMatch(/names PLC_MAIN, but the object is PLC_PRG/);
    await approve('codesys_save_project', { project_path: project });
  });

  it('creates DUTs, GVLs, methods, properties and folders; lists, searches, renames and deletes them', async () => {
    const { approve, harness } = await withProject();
    await approve('codesys_create_folder', { project_path: project, name: 'Motion' });
    const fb = structured<Code>(
      (await approve('codesys_create_pou', { project_path: project, name: 'FB_Axis', pou_type: 'function_block', parent_path: 'Application/Motion' })).result,
    );
    expect(fb.object.path).toBe('Device/Plc Logic/Application/Motion/FB_Axis');
    const method = structured<Code>((await approve('codesys_create_method', { project_path: project, parent_path: 'Motion/FB_Axis', name: 'MoveTo', return_type: 'BOOL' })).result);
    expect(method).toMatchObject({ object: { kind: 'method' }, declaration: 'METHOD MoveTo : BOOL\nVAR_INPUT\nEND_VAR\n' });
    const property = await approve('codesys_create_property', { project_path: project, parent_path: 'Motion/FB_Axis', name: 'Position', property_type: 'LREAL' });
    expect(structured<Code>(property.result).declaration).toBe('PROPERTY Position : LREAL\n');
    const gvl = structured<Code>(
      (await approve('codesys_create_gvl', { project_path: project, name: 'GVL_Plant', declaration: 'VAR_GLOBAL\n    gSpeed : REAL;\nEND_VAR\n' })).result,
    );
    expect(gvl).toMatchObject({ object: { kind: 'gvl' }, declaration: 'VAR_GLOBAL\n    gSpeed : REAL;\nEND_VAR\n', implementation: null });
    const alias = structured<Code>((await approve('codesys_create_dut', { project_path: project, name: 'T_Percent', dut_type: 'alias', base_type: 'INT (0..100)' })).result);
    expect(alias.declaration).toBe('TYPE T_Percent : INT (0..100); END_TYPE\n');
    const fn = structured<Code>((await approve('codesys_create_pou', { project_path: project, name: 'F_Scale', pou_type: 'function', return_type: 'REAL' })).result);
    expect(fn.declaration?.split('\n')[0]).toBe('FUNCTION F_Scale : REAL');

    const tree = structured<{ objects: Array<{ path: string; kind: string; depth: number }> }>(
      await harness.call('codesys_get_project_structure', { project_path: project, root_path: 'Application/Motion' }),
    );
    expect(tree.objects.map((o) => [o.path, o.kind, o.depth])).toEqual([
      ['Device/Plc Logic/Application/Motion/FB_Axis', 'function_block', 1],
      ['Device/Plc Logic/Application/Motion/FB_Axis/MoveTo', 'method', 2],
      ['Device/Plc Logic/Application/Motion/FB_Axis/Position', 'property', 2],
      ['Device/Plc Logic/Application/Motion/FB_Axis/Position/Get', 'accessor', 3],
      ['Device/Plc Logic/Application/Motion/FB_Axis/Position/Set', 'accessor', 3],
    ]);

    const hits = structured<{ hits: Array<{ object_path: string; part: string; line: number; text: string }> }>(
      await harness.call('codesys_search_code', { project_path: project, pattern: 'g(speed|scale)', regex: true }),
    );
    expect(hits.hits).toEqual([{ object_path: 'Device/Plc Logic/Application/GVL_Plant', kind: 'gvl', part: 'declaration', line: 2, text: '    gSpeed : REAL;' }]);
    expect(errorText(await harness.call('codesys_search_code', { project_path: project, pattern: '(', regex: true }))).toMatch(/not a valid regular expression/);

    const renamed = await approve('codesys_rename_object', { project_path: project, object_path: 'Motion/FB_Axis', new_name: 'FB_Drive' });
    expect(renamed.preview).toMatchObject({ text: expect.stringContaining('References to the old name in other code are not changed') });
    expect(structured(renamed.result)).toMatchObject({ old_path: 'Device/Plc Logic/Application/Motion/FB_Axis', object: { path: 'Device/Plc Logic/Application/Motion/FB_Drive' } });
    const renamedCode = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'Motion/FB_Drive' }));
    expect(renamedCode.declaration?.startsWith('FUNCTION_BLOCK FB_Drive\n')).toBe(true);

    const deleted = await approve('codesys_delete_object', { project_path: project, object_path: 'Application/Motion' });
    expect(deleted.preview).toMatchObject({ kind: 'text', text: expect.stringContaining('Device/Plc Logic/Application/Motion/FB_Drive/MoveTo (method)') });
    expect(structured(deleted.result)).toMatchObject({ deleted: { path: 'Device/Plc Logic/Application/Motion', kind: 'folder' } });
    const missing = await harness.call('codesys_read_pou', { project_path: project, object_path: 'Application/Motion/FB_Drive' });
    expect(errorText(missing)).toMatch(/No object named "Motion" in Device\/Plc Logic\/Application \(it holds: Library Manager, PLC_PRG, Task Configuration, GVL_Plant, T_Percent, F_Scale\)/);
    await approve('codesys_save_project', { project_path: project });
  });

  it('creates a function block that implements two interfaces, passing them as the one string the API takes', async () => {
    const { approve } = await withProject();
    const created = await approve('codesys_create_pou', { project_path: project, name: 'FB_Station', pou_type: 'function_block', extends: 'FB_Base', implements: ['I_Start', 'I_Stop'] });
    expect(created.preview).toMatchObject({ text: expect.stringContaining('FUNCTION_BLOCK FB_Station EXTENDS FB_Base IMPLEMENTS I_Start, I_Stop') });
    const fb = structured<Code>(created.result);
    expect(fb.declaration?.split('\n')[0]).toBe('FUNCTION_BLOCK FB_Station EXTENDS FB_Base IMPLEMENTS I_Start, I_Stop');
  });

  it('refuses bad input with a specific message before CODESYS changes anything', async () => {
    const { harness, approve } = await withProject();
    const elsewhere = join(world.root, 'Elsewhere.project');
    await writeFile(elsewhere, '{}');
    const outside = await harness.call('codesys_read_pou', { project_path: elsewhere, object_path: 'PLC_PRG' });
    expect(errorText(outside)).toMatch(/outside the configured project roots/);
    expect(errorText(await harness.call('codesys_open_project', { project_path: 'Nope.project' }))).toMatch(/Nope\.project does not exist/);
    await writeFile(join(world.workspace, 'notes.txt'), 'x');
    expect(errorText(await harness.call('codesys_open_project', { project_path: 'notes.txt' }))).toMatch(/not a CODESYS project file/);
    expect(errorText(await harness.call('codesys_create_project', { project_path: project }))).toMatch(/already exists; codesys_create_project never overwrites/);
    expect(errorText(await harness.call('codesys_create_pou', { project_path: project, name: 'F_X', pou_type: 'function' }))).toMatch(/A function needs a return_type/);
    // Refusals only CODESYS can know of come after the approval, and still change nothing.
    expect(errorText((await approve('codesys_create_pou', { project_path: project, name: 'PLC_PRG', pou_type: 'program' })).result)).toBe(
      'Device/Plc Logic/Application already holds an object named "PLC_PRG"',
    );
    expect(errorText(await harness.call('codesys_create_pou', { project_path: project, name: '1bad', pou_type: 'program' }))).toMatch(/IEC identifier/);
    expect(errorText(await harness.call('codesys_create_dut', { project_path: project, name: 'T_A', dut_type: 'alias' }))).toMatch(/An alias needs a base_type/);
    expect(errorText((await approve('codesys_create_method', { project_path: project, parent_path: 'Application', name: 'M' })).result)).toMatch(
      /Device\/Plc Logic\/Application is a application; methods belong to programs, function blocks and interfaces/,
    );
    expect(errorText(await harness.call('codesys_create_gvl', { project_path: project, name: 'G', declaration: 'VAR\nEND_VAR' }))).toMatch(/VAR_GLOBAL/);
    expect(errorText((await approve('codesys_delete_object', { project_path: project, object_path: 'Application' })).result)).toMatch(/Interlock does not delete devices or applications/);
    const tree = structured<{ objects: Array<{ path: string }> }>(await harness.call('codesys_get_project_structure', { project_path: project }));
    expect(tree.objects.map((o) => o.path)).not.toContain('Device/Plc Logic/Application/F_X');
    expect(existsSync(join(world.workspace, 'Nope.project'))).toBe(false);
  });

  it('never switches away from a project with unsaved changes', async () => {
    // Changes stay unsaved only when the person chose so (by default Interlock saves after each one).
    h = await startCodesysHarness(world, { afterChange: 'leave-unsaved' });
    const { approve, harness } = h;
    await approve('codesys_create_project', { project_path: project });
    const read = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    await approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: ';\n', expected_content_hash: read.content_hash });
    const other = join(world.workspace, 'Other.project');
    expect(errorText((await approve('codesys_create_project', { project_path: other })).result)).toMatch(
      /CODESYS has another project open with unsaved changes \(.*Plant\.project\)\. Save or close it first/,
    );
    expect(existsSync(other)).toBe(false);
    expect(errorText((await approve('codesys_close_project', { project_path: project })).result)).toMatch(/has unsaved changes/);
    expect(harness.core.store.state.unsavedChanges).toMatchObject([{ tool: 'codesys_set_pou_code', project, state: 'unsaved', why: 'left-unsaved' }]);
    expect(structured((await approve('codesys_close_project', { project_path: project, unsaved_changes: 'save' })).result)).toEqual({
      was_open: true,
      had_unsaved_changes: true,
      saved: true,
    });
    expect(harness.core.store.state.unsavedChanges).toEqual([]);
    expect(structured(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }))).toMatchObject({ implementation: ';\n' });
    expect(harness.core.store.state.queue.at(-1)?.output[0]).toMatch(/^codesys_read_pou: ran in CODESYS \(PID \d+\) in \d+ ms$/);
  });

  it('reports its status without waiting behind a call that waits for approval', async () => {
    const { harness } = await withProject();
    const read = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const waiting = harness.call('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: ';', expected_content_hash: read.content_hash });
    await harness.nextApproval();
    const status = structured<{ state: string; open_project: { path: string; unsaved_changes: boolean }; commands_run: string }>(
      await harness.call('get_codesys_status'),
    );
    expect(status).toMatchObject({ state: 'ready', commands_run: 'in the CODESYS IDE', open_project: { path: project, unsaved_changes: false } });
    await harness.answerNextApproval('deny');
    await waiting;
  });

  it('lets the person revert an approved edit from the audit log, but not one overwritten since', async () => {
    const { approve, harness } = await withProject();
    const original = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    const first = structured<Code>(
      (await approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: ';\n', expected_content_hash: original.content_hash })).result,
    );
    await approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: ';;\n', expected_content_hash: first.content_hash });
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const edits = entries.filter((e) => e.tool === 'codesys_set_pou_code');
    expect(await harness.core.reverter.revertable(entries)).toEqual([edits[1]!.id]);
    await expect(harness.core.reverter.revert(edits[0]!.id)).rejects.toThrow(/changed after this edit/);
    await harness.core.reverter.revert(edits[1]!.id);
    const reverted = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    expect(reverted).toMatchObject({ implementation: ';\n', content_hash: first.content_hash });
    await approve('codesys_save_project', { project_path: project });
  });

  it('lists revertable POU edits without switching the project open in CODESYS', async () => {
    const { approve, harness } = await withProject();
    const original = structured<Code>(await harness.call('codesys_read_pou', { project_path: project, object_path: 'PLC_PRG' }));
    await approve('codesys_set_pou_code', { project_path: project, object_path: 'PLC_PRG', implementation: ';\n', expected_content_hash: original.content_hash });
    await approve('codesys_save_project', { project_path: project });
    const other = join(world.workspace, 'Other.project');
    structured((await approve('codesys_create_project', { project_path: other })).result);
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    // With another project open, History offers no revert for the edit and leaves the person's project open.
    expect(await harness.core.reverter.revertable(entries.filter((e) => e.tool === 'codesys_set_pou_code'))).toEqual([]);
    expect(structured<{ open_project: { path: string } }>(await harness.call('get_codesys_status')).open_project.path).toBe(other);
    // Back in the edited project, the same edit is offered again.
    structured(await harness.call('codesys_open_project', { project_path: project }));
    const edit = entries.find((e) => e.tool === 'codesys_set_pou_code')!;
    expect(await harness.core.reverter.revertable([edit])).toEqual([edit.id]);
  });
});
