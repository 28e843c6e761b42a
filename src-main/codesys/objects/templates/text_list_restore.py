# interlock-helpers: common ensure_project_open find_object_by_path text_lists
# Sets a text list back to the given languages and rows (undoing an import from History): rows the import added are
# removed, changed rows get their texts back, languages it added are removed.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    text_list = find_text_list(project, params['object_path'])
    languages = params['languages']
    wanted = dict((row['id'], row) for row in params['rows'])
    for row in list(text_list.rows):
        if to_text(row.id) not in wanted:
            text_list.rows.remove(row.id)
    for index in reversed(range(text_list.languagecount())):
        language = to_text(text_list.getlanguage(index))
        if language not in languages:
            text_list.removelanguage(language)
    for language in languages:
        text_list.addlanguage(language)
    existing = set(to_text(row.id) for row in text_list.rows)
    for row in params['rows']:
        target = text_list.rows[row['id']] if row['id'] in existing else text_list.rows.add(row['id'], row['default_text'])
        target.setdefaulttext(row['default_text'])
        for language in languages:
            target.setlanguagetext(language, row['texts'].get(language, ''))
    commit(project, params)
    emit_result(describe_text_list(text_list))


run_command(main)
