// Every code-changing tool runs the same analysis (issue 27): creating, deleting and renaming CODESYS objects and
// importing PLCopenXML or native exports are let through by an "always approve" rule only when the analysis reads
// the new or removed text and finds nothing safety-relevant; what it cannot read asks. Through a real control
// center's HTTP endpoint, rules for every tool used, no window open: a card is a denial.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alwaysApprovingCenterPerFile, call, lastAudit, NEEDS_PERSON, ok, resultText } from './test-support/attack-center.ts';

const RULES = [
  'codesys_create_gvl',
  'codesys_create_pou',
  'codesys_create_dut',
  'codesys_create_method',
  'codesys_delete_object',
  'codesys_rename_object',
  'codesys_import_plcopenxml',
  'codesys_import_native',
  'codesys_copy_file_from_plc',
  'codesys_add_library',
  'codesys_remove_library',
  'codesys_map_io_channel',
  'codesys_set_task',
  'codesys_delete_task',
];

const shared = alwaysApprovingCenterPerFile(RULES);

const codesys = (args: Record<string, unknown>) => ({ project_path: shared.center.codesys, ...args });
const structure = async () => JSON.stringify(ok(await call(shared.agent, 'codesys_get_project_structure', codesys({}))));

describe('CODESYS object tools under always-approve rules, no window', () => {
  it('asks for a new GVL that declares a safety bypass, and lets a harmless one through', async () => {
    const attack = await call(shared.agent, 'codesys_create_gvl', codesys({
      name: 'GVL_Bypass',
      declaration: 'VAR_GLOBAL\n    xDoor2 AT %QX0.6 : BOOL := TRUE;\n    bEmergencyStopBypass : BOOL := TRUE; (* safety bypass *)\nEND_VAR\n',
    }));
    expect(resultText(attack)).toMatch(NEEDS_PERSON);
    expect(await structure()).not.toContain('GVL_Bypass');

    ok(await call(shared.agent, 'codesys_create_gvl', codesys({ name: 'GVL_Plant', declaration: 'VAR_GLOBAL\n    gSpeed : REAL;\nEND_VAR\n' })));
    expect(await lastAudit(shared.center, 'codesys_create_gvl')).toMatchObject({ outcome: 'succeeded', decision: { by: 'policy:always' }, impact: { status: 'complete', items: [expect.objectContaining({ subject: 'gSpeed' })] } });
  }, 180_000);

  it('asks before deleting a program whose code drives the guard lock, and lets the deletion of an empty one through', async () => {
    await shared.center.asPerson(async () => {
      const created = ok<{ content_hash: string }>(await call(shared.agent, 'codesys_create_pou', codesys({ name: 'PRG_Safety', pou_type: 'program' })));
      ok(await call(shared.agent, 'codesys_set_pou_code', codesys({
        object_path: 'PRG_Safety',
        declaration: 'PROGRAM PRG_Safety\nVAR\n    bGuardLock AT %QX0.6 : BOOL;\n    bDoorClosed AT %IX0.6 : BOOL;\nEND_VAR\n',
        implementation: 'bGuardLock := bDoorClosed;\n',
        expected_content_hash: created.content_hash,
      })));
    });
    const attack = await call(shared.agent, 'codesys_delete_object', codesys({ object_path: 'Application/PRG_Safety' }));
    expect(resultText(attack)).toMatch(NEEDS_PERSON);
    expect(await structure()).toContain('PRG_Safety');

    ok(await call(shared.agent, 'codesys_create_pou', codesys({ name: 'PRG_Spare', pou_type: 'program' })));
    ok(await call(shared.agent, 'codesys_delete_object', codesys({ object_path: 'Application/PRG_Spare' })));
    expect(await lastAudit(shared.center, 'codesys_delete_object')).toMatchObject({ outcome: 'succeeded', decision: { by: 'policy:always' }, impact: { status: 'complete' } });
  }, 180_000);

  it('asks for what the analysis cannot read: a rename, a data type, a function block with methods below it', async () => {
    expect(resultText(await call(shared.agent, 'codesys_rename_object', codesys({ object_path: 'PLC_PRG', new_name: 'PLC_MAIN' })))).toMatch(NEEDS_PERSON);
    expect(resultText(await call(shared.agent, 'codesys_create_dut', codesys({ name: 'ST_Door', dut_type: 'structure' })))).toMatch(NEEDS_PERSON);
    ok(await call(shared.agent, 'codesys_create_pou', codesys({ name: 'FB_Door', pou_type: 'function_block' })));
    ok(await call(shared.agent, 'codesys_create_method', codesys({ parent_path: 'FB_Door', name: 'Open' })));
    expect(resultText(await call(shared.agent, 'codesys_delete_object', codesys({ object_path: 'FB_Door' })))).toMatch(NEEDS_PERSON);
    expect(await structure()).toContain('FB_Door');
  }, 180_000);

  it('asks for PLCopenXML and native imports, which the analysis does not read', async () => {
    const [xml, native] = await shared.center.asPerson(async () => [
      ok<{ content_hash: string }>(await call(shared.agent, 'codesys_export_plcopenxml', codesys({ object_paths: ['FB_Conveyor'], output_path: 'conveyor.xml' }))),
      ok<{ content_hash: string }>(await call(shared.agent, 'codesys_export_native', codesys({ object_paths: ['FB_Conveyor'], output_path: 'conveyor.export' }))),
    ]);
    const imported = await call(shared.agent, 'codesys_import_plcopenxml', codesys({ input_path: 'conveyor.xml', on_conflict: 'replace', expected_content_hash: xml.content_hash }));
    expect(resultText(imported)).toMatch(NEEDS_PERSON);
    expect(resultText(await call(shared.agent, 'codesys_import_native', codesys({ input_path: 'conveyor.export', expected_content_hash: native.content_hash })))).toMatch(NEEDS_PERSON);
  }, 180_000);
});

describe('CODESYS tools that change what code runs on what, under always-approve rules, no window', () => {
  it('asks for adding and removing a library, mapping an output channel and changing or deleting a task: none has an analysis', async () => {
    const libraries = ok<{ content_hash: string; references: unknown[] }>(await call(shared.agent, 'codesys_list_libraries', codesys({})));
    const tasks = ok<{ content_hash: string }>(await call(shared.agent, 'codesys_list_tasks', codesys({})));
    const attacks: Array<[string, Record<string, unknown>]> = [
      ['codesys_add_library', { name: 'Util', expected_content_hash: libraries.content_hash }],
      ['codesys_remove_library', { name: 'IoStandard', expected_content_hash: libraries.content_hash }],
      ['codesys_map_io_channel', { device_path: 'Device/EtherCAT_Master/EK1100/EL2008', channel: 'Output 7', variable: 'Application.GVL_IO.bConveyorRun' }],
      ['codesys_set_task', { name: 'MainTask', pou_calls: ['PRG_Cartoner'], expected_content_hash: tasks.content_hash }],
      ['codesys_delete_task', { name: 'MainTask', expected_content_hash: tasks.content_hash }],
    ];
    for (const [tool, args] of attacks) expect(resultText(await call(shared.agent, tool, codesys(args))), tool).toMatch(NEEDS_PERSON);
    expect(ok<{ references: unknown[] }>(await call(shared.agent, 'codesys_list_libraries', codesys({}))).references).toEqual(libraries.references);
    expect(ok<{ content_hash: string }>(await call(shared.agent, 'codesys_list_tasks', codesys({}))).content_hash).toBe(tasks.content_hash);
  }, 180_000);

  it('puts the reason on the card: approve once only', async () => {
    const libraries = ok<{ content_hash: string }>(await call(shared.agent, 'codesys_list_libraries', codesys({})));
    const detach = shared.center.cc.core.gate.attachUi();
    try {
      const pending = call(shared.agent, 'codesys_add_library', codesys({ name: 'Util', expected_content_hash: libraries.content_hash }));
      await expect.poll(() => shared.center.cc.core.store.state.approvals.length, { timeout: 60_000 }).toBe(1);
      const card = shared.center.cc.core.store.state.approvals[0]!;
      expect(card.onceOnly).toMatch(/changes code the project builds .*no analysis of what this change does to the machine/);
      await expect(shared.center.cc.core.gate.resolve(card.id, 'approve-always')).rejects.toThrow(/only be approved once/);
      await shared.center.cc.core.gate.resolve(card.id, 'deny');
      expect((await pending).isError).toBe(true);
    } finally {
      detach();
    }
  }, 180_000);
});

describe('codesys_copy_file_from_plc into an OpenPLC project under an always-approve rule, no window', () => {
  it('asks for every file type the project reads in its place, however Windows would spell it, and lets other files through', async () => {
    await writeFile(join(shared.center.world.workspace, 'evil.st'), 'PROGRAM Evil\nVAR\n    GuardLock AT %QX0.6 : BOOL;\nEND_VAR\nGuardLock := TRUE;\nEND_PROGRAM\n');
    await shared.center.asPerson(async () => ok(await call(shared.agent, 'codesys_copy_file_to_plc', codesys({ local_path: 'evil.st', plc_path: 'PlcLogic/Evil.st' }))));
    const copy = (local: string) => call(shared.agent, 'codesys_copy_file_from_plc', codesys({ plc_path: 'PlcLogic/Evil.st', local_path: join(shared.center.openplc, local) }));
    const sources = [
      'pous/programs/Evil.st',
      'pous/programs/Evil.il',
      'pous/functions/Evil.ld',
      'pous/function-blocks/Evil.fbd',
      'pous/programs/Evil.py',
      'pous/programs/Evil.cpp',
      'pous/programs/Evil.json',
      'datatypes/Evil.dt',
      'devices/servers/modbus.json',
      'devices/remote/io.json',
      // Windows strips trailing dots and spaces and matches names in any case: each is one of the files above there.
      'pous/programs/Evil.st.',
      'pous/programs/Evil.st ',
      'pous/programs/Evil.ST',
      'pous/programs/Evil.Il. .',
      'devices/servers/OPCUA.JSON.',
    ];
    for (const folder of ['datatypes', 'devices/servers', 'devices/remote']) await mkdirIn(folder);
    const before = await listing();
    for (const local of sources) expect(resultText(await copy(local)), local).toMatch(NEEDS_PERSON);
    expect(await listing()).toEqual(before);
    // The files that make a new folder a project: project.json, library.json, its board and pin mapping.
    await mkdirIn('../new-line/devices');
    for (const local of ['project.json', 'Project.JSON.', 'library.json', 'devices/pin-mapping.json', 'devices/Configuration.json ']) {
      expect(resultText(await copy(`../new-line/${local}`)), local).toMatch(NEEDS_PERSON);
    }
    expect(await readdir(join(shared.center.world.workspace, 'new-line'), { recursive: true })).toEqual(['devices']);

    const notes = ok<{ local_path: string }>(await copy('notes.txt'));
    expect(notes.local_path).toBe(join(shared.center.openplc, 'notes.txt'));
  }, 180_000);

  const mkdirIn = (folder: string) => mkdir(join(shared.center.openplc, folder), { recursive: true });

  /** Every file of the OpenPLC project, to show that nothing was added. */
  async function listing() {
    return (await readdir(shared.center.openplc, { recursive: true })).sort();
  }
});
