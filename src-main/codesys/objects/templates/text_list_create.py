# interlock-helpers: common ensure_project_open find_object_by_path text_lists
# Creates a text list in the application (or the project, with parent_path "/") with its languages and rows.
# Everything is checked before the list is created.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    parent = parent_holding(project, params.get('parent_path'), 'create_textlist', 'a text list', 'the application or "/" for the project')
    refuse_existing(parent, params['name'])
    languages = params['languages']
    for row in params['rows']:
        unknown = [language for language in row.get('texts', {}) if language not in languages]
        if unknown:
            fail('Row %s has a text for %s, which is not among the languages (%s). Nothing was changed.'
                 % (row['id'], ', '.join(unknown), ', '.join(languages) or 'none'))
    text_list = parent.create_textlist(params['name'])
    rows = text_list.rows
    if params['rows'] and not hasattr(rows, 'add'):
        # No public source shows how a script adds a row (the reference file marks rows.add a guess).
        text_list.remove()
        fail('This CODESYS offers scripts no way to add text list rows (ScriptTextListItemsCollection.add); the text list '
             'was removed again and nothing was changed. Create it without rows, or import the rows from a file with '
             'codesys_import_text_list_file.')
    for language in languages:
        text_list.addlanguage(language)
    for row in params['rows']:
        added = rows.add(row['id'], row['default_text'])
        for language, text in sorted(row.get('texts', {}).items()):
            added.setlanguagetext(language, text)
    commit(project, params)
    emit_result(describe_text_list(text_list))


run_command(main)
