"""Native export of the CODESYS stand-in: `project.export_native(objects, destination, recursive=False,
one_file_per_subtree=False, profile_name=None, reporter=None)` writes the objects to a file
(docs/codesys-scriptengine-api.md, section 3). A real IDE writes its own XML format; the stand-in writes an XML file
of its own that carries each object (with its children when recursive) as the stand-in's JSON."""
import json
from xml.sax.saxutils import escape

import scriptengine as se

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


def install():
    se.MODEL_MEMBERS['project']['export_native'] = _export_native
