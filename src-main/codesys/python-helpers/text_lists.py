# Text lists (CODESYS 3.5.11.0 and later) as plain data: languages and rows with their texts. Needs common.py and
# find_object_by_path.py.
from __future__ import print_function


def describe_text_list(text_list):
    languages = [to_text(text_list.getlanguage(index)) for index in range(text_list.languagecount())]
    rows = []
    for row in text_list.rows:
        texts = {}
        for index, language in enumerate(languages):
            text = to_text(row.languagetext(index) or '')
            if text:
                texts[language] = text
        rows.append({'id': to_text(row.id), 'default_text': to_text(row.defaulttext or ''), 'texts': texts})
    return {'path': object_path(text_list), 'languages': languages, 'rows': rows}


def find_text_list(project, path):
    found = find_object_by_path(project, path, 'text list')
    if not getattr(found, 'is_textlist', False):
        fail('%s is a %s, not a text list' % (object_path(found), object_kind(found)))
    return found
