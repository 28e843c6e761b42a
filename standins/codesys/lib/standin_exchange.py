"""Native export and import of the CODESYS stand-in (docs/codesys-scriptengine-api.md, section 3):
`project.export_native(objects, destination, recursive=False, one_file_per_subtree=False, profile_name=None,
reporter=None)` writes the objects to a file, `project.import_native(filename=None, filenames=None, filter=None,
handler=None)` adds what a file holds. A real IDE writes its own XML format; the stand-in writes an XML file of its own
that carries each object (with its children when recursive) as the stand-in's JSON. Native import adds objects and
never replaces: a taken name gets a renamed copy (NPavii's notes); the copy's name scheme (name_1) is the stand-in's.
"""
import json
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

import scriptengine as se
import standin_model

NATIVE_FORMAT = 'interlock-codesys-standin-native'


def _export_native(self, objects, destination, recursive=False, one_file_per_subtree=False, profile_name=None, reporter=None):
    parts = []
    for obj in objects:
        data = obj._node.to_json()
        if not recursive:
            data['children'] = []
        parts.append('<Object>%s</Object>' % escape(json.dumps(data, ensure_ascii=True)))
    with open(destination, 'w', encoding='utf-8', newline='\n') as handle:
        handle.write('<?xml version="1.0" encoding="utf-8"?>\n<ExportFile format="%s">%s</ExportFile>\n' % (NATIVE_FORMAT, ''.join(parts)))


def _fresh(data):
    """The object as a new one: new GUIDs throughout."""
    node = se._Node.from_json(data)
    for each in [node] + list(node.walk()):
        each.guid = se.Guid.NewGuid()
    return node


def _import_native(self, filename=None, filenames=None, filter=None, handler=None):
    paths = list(filenames or []) + ([filename] if filename else [])
    application = self.active_application
    if application is None:
        raise ValueError('The project has no application to import into')
    container = application._node
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError) as error:
            raise ValueError("'%s' is not a native export file: %s" % (path, error))
        if root.tag != 'ExportFile' or root.get('format') != NATIVE_FORMAT:
            raise ValueError("'%s' is not a native export file" % path)
        for element in root.findall('Object'):
            node = _fresh(json.loads(element.text or '{}'))
            if node.name.lower() in set(n.name.lower() for n in se._namespace_root(container).walk()):
                old = node.name
                node.name = standin_model._copy_name(container, old)
                if node.declaration:
                    node.declaration = se._rename_in_header(node.declaration, old, node.name)
            container.add(node)
    self._changed()
    return None


def install():
    se.MODEL_MEMBERS['project']['export_native'] = _export_native
    se.MODEL_MEMBERS['project']['import_native'] = _import_native
