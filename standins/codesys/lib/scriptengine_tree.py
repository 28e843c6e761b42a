"""Part of the stand-in's scriptengine module: The object tree of a stand-in project (plain data), its persistence and the project lock file."""
import os
import time
from scriptengine_enums import Guid


class _Node(object):
    def __init__(self, name, type_guid, guid=None, declaration=None, implementation=None):
        self.name = name
        self.type = type_guid
        self.guid = guid or Guid.NewGuid()
        self.declaration = declaration
        self.implementation = implementation
        # What an object of a project-model kind holds besides texts (library references, task settings, device
        # parameters): plain JSON data that standin_model.py reads and writes.
        self.props = {}
        self.children = []
        self.parent = None

    def add(self, child, index=-1):
        child.parent = self
        if index is None or index < 0 or index >= len(self.children):
            self.children.append(child)
        else:
            self.children.insert(index, child)
        return child

    def walk(self):
        for child in self.children:
            yield child
            for grandchild in child.walk():
                yield grandchild

    def to_json(self):
        data = {'name': self.name, 'type': str(self.type), 'guid': str(self.guid)}
        if self.declaration is not None:
            data['declaration'] = self.declaration
        if self.implementation is not None:
            data['implementation'] = self.implementation
        if self.props:
            data['props'] = self.props
        data['children'] = [c.to_json() for c in self.children]
        return data

    @staticmethod
    def from_json(data):
        node = _Node(data['name'], Guid(data['type']), Guid(data['guid']), data.get('declaration'), data.get('implementation'))
        node.props = data.get('props') or {}
        for child in data.get('children', []):
            node.add(_Node.from_json(child))
        return node


def _lock_path(project_path):
    """CODESYS drops the .project extension: `Foo.project` is locked by `Foo.~u` beside it."""
    stem, ext = os.path.splitext(project_path)
    return (stem if ext.lower() in ('.project', '.library') else project_path) + '.~u'


def read_lock(project_path):
    try:
        with open(_lock_path(project_path), 'r', encoding='utf-8') as handle:
            lines = handle.read().splitlines()
    except OSError:
        return None
    return {'user': lines[0] if lines else '', 'machine': lines[1] if len(lines) > 1 else '',
            'pid': int(lines[2]) if len(lines) > 2 and lines[2].strip().isdigit() else 0}


def _pid_alive(pid):
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
        return True
    except PermissionError:
        return True
    except OSError:
        return False


def _dotnet_ticks():
    return int((time.time() + 62135596800) * 10000000)
