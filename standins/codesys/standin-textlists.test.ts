// The stand-in's text lists (lib/standin_textlists.py): what the text-list templates rely on, checked against the
// ScriptTextListObject API (create_textlist, languages, rows with their texts).
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-textlists-');

describe('CODESYS stand-in: text lists', () => {
  it('creates text lists in the application and the project, with languages and rows, and refuses what the API refuses', async () => {
    const result = await run(`
tl = app.create_textlist('Alarms')
second = app.create_textlist()
tl.addlanguage('de')
tl.addlanguage('de')
row = tl.rows.add('A1', 'Jam')
row.setlanguagetext('de', 'Stau')
errors = []
for attempt in (lambda: app.create_textlist('alarms'), lambda: tl.rows.add('A1', 'again'), lambda: row.setlanguagetext('fr', 'x'), lambda: tl.rows['nope']):
    try:
        attempt()
        errors.append(None)
    except Exception as e:
        errors.append(type(e).__name__)
global_list = proj.create_textlist('Shared')
print(json.dumps({'names': [tl.get_name(), second.get_name(), global_list.get_name()], 'marker': [tl.is_textlist, app.is_textlist],
                  'languages': [tl.getlanguage(i) for i in range(tl.languagecount())], 'rows': [[r.id, r.defaulttext, r.languagetext(0)] for r in tl.rows],
                  'by_id': tl.rows['A1'].defaulttext, 'errors': errors, 'type': str(tl.type)}))
`);
    expect(result).toEqual({
      names: ['Alarms', 'TextList', 'Shared'],
      marker: [true, false],
      languages: ['de'],
      rows: [['A1', 'Jam', 'Stau']],
      by_id: 'Jam',
      errors: ['ValueError', 'ValueError', 'IndexError', 'KeyError'],
      type: '2bef0454-1bd3-412a-ac2c-af0f31dbc40f',
    });
  });
});
