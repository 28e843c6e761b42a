// The text-list tools through MCP on the stand-in: create a text list with translations (every row on the card), read
// it back, refuse bad rows before any card, and delete it again from History.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured } from '../test-support/standin.ts';

interface TextList {
  path: string;
  languages: string[];
  rows: Array<{ id: string; default_text: string; texts: Record<string, string> }>;
  content_hash: string;
}

describe('CODESYS text-list tools', () => {
  const t = packagingProjectPerTest();

  it('creates a text list with translations, reads it back and deletes it from History; bad rows are refused before any card, a taken name by CODESYS', async () => {
    const { approve, harness } = t.h;
    const rows = [
      { id: 'Alarm_01', default_text: 'Carton jam', texts: { de: 'Kartonstau' } },
      { id: 'Alarm_02', default_text: 'Door open', texts: { de: 'Tür offen', fr: 'Porte ouverte' } },
    ];
    const unknownLanguage = await harness.call('codesys_create_text_list', { project_path: t.project, name: 'Alarms', languages: ['de'], rows });
    expect(errorText(unknownLanguage)).toMatch(/Row Alarm_02 has a text for fr, which is not among the languages \(de\)/);
    const twice = await harness.call('codesys_create_text_list', { project_path: t.project, name: 'Alarms', languages: ['de'], rows: [rows[0], { ...rows[0], texts: {} }] });
    expect(errorText(twice)).toMatch(/The row id "Alarm_01" appears twice/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const created = await approve('codesys_create_text_list', { project_path: t.project, name: 'Alarms', languages: ['de', 'fr'], rows });
    expect((created.preview as { text: string }).text).toBe(
      [
        'Create the text list Alarms in the application, languages de, fr:',
        '  Alarm_01     Carton jam   (de: Kartonstau   fr: -)',
        '  Alarm_02     Door open   (de: Tür offen   fr: Porte ouverte)',
      ].join('\n'),
    );
    const result = structured<TextList>(created.result);
    expect(result).toMatchObject({ path: 'Device/Plc Logic/Application/Alarms', languages: ['de', 'fr'], rows });
    const read = structured<TextList>(await harness.call('codesys_read_text_list', { project_path: t.project, object_path: 'Application/Alarms' }));
    expect(read).toEqual(result);
    const structure = structured<{ objects: Array<{ path: string; kind: string }> }>(await harness.call('codesys_get_project_structure', { project_path: t.project }));
    expect(structure.objects).toContainEqual(expect.objectContaining({ path: 'Device/Plc Logic/Application/Alarms', kind: 'text_list' }));

    // A second list of the same name in the same place fails inside CODESYS and changes nothing.
    const taken = await approve('codesys_create_text_list', { project_path: t.project, name: 'alarms' });
    expect(errorText(taken.result)).toMatch(/already holds an object named "Alarms"/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const creation = entries.find((e) => e.tool === 'codesys_create_text_list' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(creation.id);
    expect(errorText(await harness.call('codesys_read_text_list', { project_path: t.project, object_path: 'Application/Alarms' }))).toMatch(/No text list named "Alarms"/);
  });

  it('imports a text list file after a card of added and changed rows; malformed files and stale hashes are refused before any card, a denial changes nothing, History sets the rows back', async () => {
    const { approve, harness } = t.h;
    const rows = [
      { id: 'Alarm_01', default_text: 'Carton jam', texts: { de: 'Kartonstau' } },
      { id: 'Alarm_02', default_text: 'Door open', texts: {} },
      { id: 'Alarm_03', default_text: 'Low air', texts: { de: 'Druckluft niedrig' } },
    ];
    await approve('codesys_create_text_list', { project_path: t.project, name: 'Alarms', languages: ['de'], rows });
    const read = () => harness.call('codesys_read_text_list', { project_path: t.project, object_path: 'Application/Alarms' }).then((r) => structured<TextList>(r));
    const before = await read();
    const file = join(t.world.workspace, 'alarms.txt');
    const args = { project_path: t.project, object_path: 'Application/Alarms', file_path: 'alarms.txt', expected_content_hash: before.content_hash };

    await writeFile(file, 'ID\tDefault\tde\nAlarm_01\tCarton jam\n');
    expect(errorText(await harness.call('codesys_import_text_list_file', args))).toMatch(/alarms\.txt line 2: 2 cells where the header has 3\. Nothing was imported/);
    await writeFile(file, 'Id;Default\n');
    expect(errorText(await harness.call('codesys_import_text_list_file', args))).toMatch(/line 1: the header must start with ID<TAB>Default/);
    await writeFile(file, '\uFEFFID\tDefault\tde\tfr\r\nAlarm_01\tCarton jam\tKartonstau\t\r\nAlarm_02\tDoor open\tTür offen\tPorte ouverte\r\nAlarm_04\tFuse\tSicherung\tFusible\r\n');
    expect(errorText(await harness.call('codesys_import_text_list_file', { ...args, expected_content_hash: `sha256:${'0'.repeat(64)}` }))).toMatch(
      /The text list Device\/Plc Logic\/Application\/Alarms changed since it was read.*Nothing was imported/,
    );
    expect(harness.core.store.state.approvals).toEqual([]);

    const card = [
      '  1 added, 1 changed, 1 unchanged; new languages fr',
      '  added    Alarm_04: "Fuse", de: "Sicherung", fr: "Fusible"',
      '  changed  Alarm_02: "Door open", de: "", fr: "" -> "Door open", de: "Tür offen", fr: "Porte ouverte"',
    ];
    const pending = harness.call('codesys_import_text_list_file', args);
    const denied = await harness.answerNextApproval('deny');
    const lines = (denied.preview as { text: string }).text.split('\n');
    expect(lines[0]).toMatch(/^Import .*alarms\.txt \(\d+ bytes, sha256:[0-9a-f]{64}\) into the text list Device\/Plc Logic\/Application\/Alarms:$/);
    expect(lines.slice(1)).toEqual(card);
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(await read()).toEqual(before);

    const imported = await approve('codesys_import_text_list_file', args);
    const { file_hash: fileHash, ...after } = structured<TextList & { file_hash: string }>(imported.result);
    expect(fileHash).toBe(lines[0]!.match(/sha256:[0-9a-f]{64}/)![0]);
    expect(after.languages).toEqual(['de', 'fr']);
    expect(after.rows).toEqual([
      { id: 'Alarm_01', default_text: 'Carton jam', texts: { de: 'Kartonstau' } },
      { id: 'Alarm_02', default_text: 'Door open', texts: { de: 'Tür offen', fr: 'Porte ouverte' } },
      { id: 'Alarm_03', default_text: 'Low air', texts: { de: 'Druckluft niedrig' } },
      { id: 'Alarm_04', default_text: 'Fuse', texts: { de: 'Sicherung', fr: 'Fusible' } },
    ]);
    expect(await read()).toEqual(after);
    // The same import against the hash read before is now stale.
    expect(errorText(await harness.call('codesys_import_text_list_file', args))).toMatch(/changed since it was read/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const importing = entries.find((e) => e.tool === 'codesys_import_text_list_file' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(importing.id);
    expect(await read()).toEqual(before);
  });
});
