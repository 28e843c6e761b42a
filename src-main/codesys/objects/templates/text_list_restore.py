# interlock-helpers: common ensure_project_open find_object_by_path text_lists
# Sets a text list back to the given languages and rows (undoing an import from History): rows the import added are
# removed, changed rows get their texts back, languages it added are removed.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    text_list = find_text_list(project, params['object_path'])
    languages = params['languages']
    wanted = dict((row['id'], row) for row in params['rows'])
    rows = text_list.rows
    if not (hasattr(rows, 'add') and hasattr(rows, 'remove')):
        # No public source shows how a script adds or removes a row (the reference file marks both guesses).
        fail('This CODESYS offers scripts no way to add or remove text list rows (ScriptTextListItemsCollection.add and '
             'remove); the text list was not set back. Undo the import in CODESYS. Nothing was changed.')
    for row in list(rows):
        if to_text(row.id) not in wanted:
            rows.remove(row.id)
    for index in reversed(range(text_list.languagecount())):
        language = to_text(text_list.getlanguage(index))
        if language not in languages:
            text_list.removelanguage(language)
    for language in languages:
        text_list.addlanguage(language)
    # Found by iterating: no source shows an id indexer on the rows collection (a list).
    existing = dict((to_text(row.id), row) for row in text_list.rows)
    for row in params['rows']:
        target = existing[row['id']] if row['id'] in existing else rows.add(row['id'], row['default_text'])
        target.setdefaulttext(row['default_text'])
        for language in languages:
            target.setlanguagetext(language, row['texts'].get(language, ''))
    commit(project, params)
    emit_result(describe_text_list(text_list))


run_command(main)
