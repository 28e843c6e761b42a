"""Text lists of the CODESYS stand-in (ScriptTextListObject, CODESYS 3.5.11.0 and later).

Follows the scripting stub: projects and applications have `create_textlist(name=None)` (a taken name raises
ArgumentException, modelled as ValueError); every object has `is_textlist`; a text list has `rows` (a list: by
position, no id indexer; `add(id, text)`, `remove(id)`, len), `addlanguage(language)` (a language that exists
is not added twice), `removelanguage`, `languagecount()` and `getlanguage(index)` (ArgumentOutOfRangeException outside
0..languagecount()-1); a row has `id`, `defaulttext`,
`setdefaulttext`, `setlanguagetext(language, text)` (an unknown language raises ArgumentOutOfRangeException, modelled
as IndexError), `languagetextcount()` and `languagetext(index)`. The default name of a new text list ("TextList",
then "TextList_1", ...) is the stand-in's choice.

`importfile(path)` (CODESYS 3.5 SP21 and later) reads a text list file. Its layout is the stand-in's choice, as the
reference gives none: UTF-8 text (a BOM is allowed), tab-separated, first line the header `ID<TAB>Default<TAB><lang>...`,
then one row per line with exactly as many cells. A row whose id exists gets the file's default text and the texts of the
file's languages (an empty cell clears that text); a new id is added at the end; rows the file does not name and texts of
languages it does not list stay; languages it lists that the text list lacks are added. A malformed file raises
ValueError naming the line, before anything changes.
"""
import scriptengine as se
import standin_api
from standin_api import ApiObject

TYPE_TEXTLIST = se.Guid('2bef0454-1bd3-412a-ac2c-af0f31dbc40f')


def _data(node):
    node.props.setdefault('languages', [])
    node.props.setdefault('rows', [])
    return node.props


class ScriptTextListRow(object):
    """A row (no source names its class or members: the reference's standin_classes)."""

    def __init__(self, textlist, data):
        self._textlist = textlist
        self._data = data

    def __repr__(self):
        return '<ScriptTextListRow %s>' % self._data['id']

    @property
    def id(self):
        return self._data['id']

    @property
    def defaulttext(self):
        return self._data['default']

    def setdefaulttext(self, defaulttext):
        self._data['default'] = str(defaulttext)
        self._textlist._project._changed()
        return True

    def setlanguagetext(self, language, text):
        if language not in _data(self._textlist._node)['languages']:
            raise IndexError("The language '%s' does not exist in the text list" % language)
        self._data.setdefault('texts', {})[language] = str(text)
        self._textlist._project._changed()
        return True

    def languagetextcount(self):
        return len(_data(self._textlist._node)['languages'])

    def languagetext(self, index):
        language = _data(self._textlist._node)['languages'][index]
        return self._data.get('texts', {}).get(language, '')


class ScriptTextListItemsCollection(ApiObject, list):
    """A text list's rows: a list (no id indexer: no source shows one) with add and remove, both guesses."""

    def __init__(self, textlist):
        list.__init__(self, [ScriptTextListRow(textlist, row) for row in _data(textlist._node)['rows']])
        self._textlist = textlist

    def add(self, id, text):
        rows = _data(self._textlist._node)['rows']
        if not isinstance(id, str) or not id:
            raise ValueError('A row needs an id')
        if any(row['id'] == id for row in rows):
            raise ValueError("A row with the id '%s' already exists" % id)
        row = {'id': id, 'default': str(text), 'texts': {}}
        rows.append(row)
        self._textlist._project._changed()
        return ScriptTextListRow(self._textlist, row)

    def remove(self, id):
        rows = _data(self._textlist._node)['rows']
        for row in rows:
            if row['id'] == id:
                rows.remove(row)
                self._textlist._project._changed()
                return
        raise KeyError("No row with the id '%s'" % id)


def _getlanguage(self, index):
    languages = _data(self._node)['languages']
    if not 0 <= index < len(languages):
        # The reference's documented raise (a Python list would count a negative index from the end).
        raise standin_api.exception('ArgumentOutOfRangeException', 'Index was out of range. Must be non-negative and less than '
                                    'the size of the collection.\r\nParameter name: index')
    return languages[index]


def _addlanguage(self, language):
    languages = _data(self._node)['languages']
    if language not in languages:
        languages.append(language)
        self._project._changed()


def _removelanguage(self, language):
    data = _data(self._node)
    if language in data['languages']:
        data['languages'].remove(language)
        for row in data['rows']:
            row.get('texts', {}).pop(language, None)
        self._project._changed()


def parse_text_list_file(text):
    """(languages, rows) of a text list file; rows as (id, default, {language: text})."""
    lines = text.lstrip('\ufeff').replace('\r\n', '\n').split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if not lines:
        raise ValueError('The text list file is empty; its first line must be the header ID<TAB>Default<TAB><language>...')
    header = lines[0].split('\t')
    if header[:2] != ['ID', 'Default']:
        raise ValueError('Line 1 of the text list file must start with ID<TAB>Default')
    languages = header[2:]
    if any(not language for language in languages) or len(set(languages)) != len(languages):
        raise ValueError('Line 1 of the text list file names an empty or repeated language')
    rows, seen = [], set()
    for number, line in enumerate(lines[1:], start=2):
        cells = line.split('\t')
        if len(cells) != len(header):
            raise ValueError('Line %d of the text list file has %d cells; the header has %d' % (number, len(cells), len(header)))
        if not cells[0] or cells[0] in seen:
            raise ValueError('Line %d of the text list file has an empty or repeated ID' % number)
        seen.add(cells[0])
        rows.append((cells[0], cells[1], dict(zip(languages, cells[2:]))))
    return languages, rows


def _importfile(self, path):
    with open(path, encoding='utf-8') as stream:
        languages, rows = parse_text_list_file(stream.read())
    data = _data(self._node)
    for language in languages:
        if language not in data['languages']:
            data['languages'].append(language)
    for id, default, texts in rows:
        row = next((r for r in data['rows'] if r['id'] == id), None)
        if row is None:
            row = {'id': id, 'default': default, 'texts': {}}
            data['rows'].append(row)
        row['default'] = default
        for language, text in texts.items():
            if text:
                row.setdefault('texts', {})[language] = text
            else:
                row.setdefault('texts', {}).pop(language, None)
    self._project._changed()


def create_named_child(self, name, default_name, type_guid, what):
    """A new object of type_guid below a project or object; without a name: default_name, default_name_1, ..."""
    node = self._node if hasattr(self, '_node') else self._root
    project = self._project if hasattr(self, '_node') else self
    taken = set(child.name.lower() for child in node.children)
    if name is None:
        name = default_name
        index = 0
        while name.lower() in taken:
            index += 1
            name = '%s_%d' % (default_name, index)
    se._check_identifier(name, what)
    if name.lower() in taken:
        raise ValueError("A %s named '%s' already exists here" % (what, name))
    created = node.add(se._Node(name, type_guid))
    project._changed()
    return se.ScriptObject(created, project)


def _create_textlist(self, name=None):
    created = create_named_child(self, name, 'TextList', TYPE_TEXTLIST, 'text list')
    _data(created._node)
    return created


def install():
    prop = se._BoundProperty
    se.MODEL_MEMBERS['object']['is_textlist'] = prop(lambda self: self._node.type == TYPE_TEXTLIST)
    se.MODEL_MEMBERS['project']['create_textlist'] = _create_textlist
    se.MODEL_MEMBERS.setdefault(se.TYPE_APPLICATION, {})['create_textlist'] = _create_textlist
    se.MODEL_MEMBERS[TYPE_TEXTLIST] = {
        'rows': prop(ScriptTextListItemsCollection),
        'addlanguage': _addlanguage,
        'importfile': _importfile,
        'removelanguage': _removelanguage,
        'languagecount': lambda self: len(_data(self._node)['languages']),
        'getlanguage': _getlanguage,
    }
