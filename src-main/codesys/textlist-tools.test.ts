// The text-list tools through MCP on the stand-in: create a text list with translations (every row on the card), read
// it back, refuse bad rows before any card, and delete it again from History.
import { describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured } from './test-support/standin.ts';

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
});
