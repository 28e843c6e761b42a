// The stand-in's text lists (lib/standin_objects_text_lists.py): what the text-list templates rely on, checked against the
// ScriptTextListObject API (create_textlist, languages, rows with their texts).
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-text-lists-');

describe('CODESYS stand-in: text lists', () => {
  it('creates text lists in the application and the project, with languages and rows, and refuses what the API refuses', async () => {
    const result = await run(`
tl = app.create_textlist('Alarms')
second = app.create_textlist('TextList')
tl.addlanguage('de')
tl.addlanguage('de')
row = tl.rows.add('A1', 'Jam')
row.setlanguagetext('de', 'Stau')
errors = []
for attempt in (lambda: app.create_textlist('alarms'), lambda: tl.rows.add('A1', 'again'), lambda: row.setlanguagetext('fr', 'x'), lambda: tl.rows['A1'], lambda: tl.getlanguage(-1), lambda: app.create_textlist()):
    try:
        attempt()
        errors.append(None)
    except Exception as e:
        errors.append(type(e).__name__)
global_list = proj.create_textlist('Shared')
print(json.dumps({'names': [tl.get_name(), second.get_name(), global_list.get_name()], 'marker': [tl.is_textlist, app.is_textlist],
                  'languages': [tl.getlanguage(i) for i in range(tl.languagecount())], 'rows': [[r.id, r.defaulttext, r.languagetext(0)] for r in tl.rows],
                  'by_id': [r for r in tl.rows if r.id == 'A1'][0].defaulttext, 'errors': errors, 'type': str(tl.type)}))
`);
    expect(result).toEqual({
      names: ['Alarms', 'TextList', 'Shared'],
      marker: [true, false],
      languages: ['de'],
      rows: [['A1', 'Jam', 'Stau']],
      by_id: 'Jam',
      errors: ['ValueError', 'ValueError', 'IndexError', 'TypeError', 'ArgumentOutOfRangeException', 'TypeError'],
      type: '2bef0454-1bd3-412a-ac2c-af0f31dbc40f',
    });
  });

  it('importfile reads the tab-separated text list file: updates known ids, adds new ones and languages, and refuses a malformed file naming its line, changing nothing', async () => {
    const result = await run(`
import os, tempfile
tl = app.create_textlist('Alarms')
tl.addlanguage('de')
tl.rows.add('A1', 'Jam').setlanguagetext('de', 'Stau')
tl.rows.add('A2', 'Door')
def write(text):
    handle, path = tempfile.mkstemp(suffix='.txt')
    os.close(handle)
    with open(path, 'w', encoding='utf-8') as stream:
        stream.write(text)
    return path
def state():
    return {'languages': [tl.getlanguage(i) for i in range(tl.languagecount())], 'rows': [[r.id, r.defaulttext] + [r.languagetext(i) for i in range(r.languagetextcount())] for r in tl.rows]}
errors = []
for bad in ('ID\\tDefault\\tde\\nA1\\tJam\\n', 'Id\\tDefault\\n', 'ID\\tDefault\\nA1\\tx\\nA1\\ty\\n'):
    try:
        tl.importfile(write(bad))
        errors.append(None)
    except ValueError as e:
        errors.append(str(e))
unchanged = state()
tl.importfile(write('\\ufeffID\\tDefault\\tde\\tfr\\r\\nA2\\tDoor open\\tTuer offen\\t\\r\\nA3\\tFuse\\t\\tFusible\\r\\n'))
print(json.dumps({'errors': errors, 'unchanged': unchanged, 'after': state()}))
`);
    expect(result).toEqual({
      errors: [
        'Line 2 of the text list file has 2 cells; the header has 3',
        'Line 1 of the text list file must start with ID<TAB>Default',
        'Line 3 of the text list file has an empty or repeated ID',
      ],
      unchanged: { languages: ['de'], rows: [['A1', 'Jam', 'Stau'], ['A2', 'Door', '']] },
      after: { languages: ['de', 'fr'], rows: [['A1', 'Jam', 'Stau', ''], ['A2', 'Door open', 'Tuer offen', ''], ['A3', 'Fuse', '', 'Fusible']] },
    });
  });
});
