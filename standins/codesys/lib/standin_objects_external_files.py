"""External file objects of the CODESYS stand-in (the POUs view's "Add Object > External File").

Follows the ScriptEngine reference (scriptDoc.txt, ScriptExternalFileObject, version added 3.5.9.0):
- the enums are `ReferenceMode` (Link, LinkAndEmbed, Embed) and `AutoUpdateMode` (Always, Prompt, Never);
- the project, applications and devices are containers (ScriptExternalFileObjectContainer):
  `create_external_file_object(file_path, name=None, reference_mode=ReferenceMode.Embed,
  auto_update_mode=AutoUpdateMode.Never)`, the name second, and the peer Limhslog/Codesys-MCP-SP21-plus-ch ran
  exactly this order live on SP21 (src/scripts/add_external_file.py); folders hold them too (a guess: the IDE offers
  it, the reference is silent);
- every object and the project have `is_external_file_object` and `may_contain_external_file_objects`;
- an external file has `file_path`, `reference_mode`, `auto_update_mode`, `length` (bytes), `calculate_checksum()`
  (the CRC 32 of the data), `last_modification`, `get_data(filename)` and `change_modes(...)`; no size, no sha256.
A str where an enum is typed, or an enum of the other kind, is a TypeError as in IronPython; a missing file raises
IOError, a taken name ArgumentException (modelled as ValueError). The default name is the file's name.
"""
import base64
import datetime
import os
import zlib

import scriptengine as se

TYPE_EXTERNAL_FILE = se.Guid('a0a32dc4-3b4a-4a54-8c6f-6f3c1d2c4c2e')


class ReferenceMode(se._NetEnum):
    Link = 0
    LinkAndEmbed = 1
    Embed = 2


class AutoUpdateMode(se._NetEnum):
    Always = 0
    Prompt = 1
    Never = 2


def require_enum(enum, value, parameter):
    """IronPython's overload resolution: only a member of the typed enum converts (an int or a str does not)."""
    if not isinstance(value, enum):
        raise TypeError('expected %s, got %s (parameter %s)' % (enum.__name__, type(value).__name__, parameter))
    return value.name


def _require_str(value, parameter, optional=False):
    if (value is None and optional) or isinstance(value, str):
        return value
    raise TypeError('expected str, got %s (parameter %s)' % (type(value).__name__, parameter))


def _create_external_file_object(self, file_path, name=None, reference_mode=ReferenceMode.Embed,
                                 auto_update_mode=AutoUpdateMode.Never):
    node = self._node if hasattr(self, '_node') else self._root
    project = self._project if hasattr(self, '_node') else self
    _require_str(file_path, 'file_path')
    _require_str(name, 'name', optional=True)
    reference = require_enum(ReferenceMode, reference_mode, 'reference_mode')
    update = require_enum(AutoUpdateMode, auto_update_mode, 'auto_update_mode')
    if not os.path.isfile(file_path):
        raise IOError("Could not find file '%s'" % file_path)
    with open(file_path, 'rb') as handle:
        data = handle.read()
    if name is None:
        name = os.path.basename(file_path)
    if not name or any(c in name for c in '/\\'):
        raise ValueError("'%s' is not a valid object name" % name)
    if name.lower() in set(child.name.lower() for child in node.children):
        raise ValueError("An object named '%s' already exists here" % name)
    created = node.add(se._Node(name, TYPE_EXTERNAL_FILE))
    created.props.update({
        'file_path': file_path, 'reference_mode': reference, 'auto_update_mode': update,
        'data': base64.b64encode(data).decode('ascii'),
        'last_modification': datetime.datetime.now().isoformat(),
    })
    project._changed()
    return se.ScriptObject(created, project)


def _data(self):
    return base64.b64decode(self._node.props['data'])


def _get_data(self, filename):
    with open(_require_str(filename, 'filename'), 'wb') as handle:
        handle.write(_data(self))


def _change_modes(self, reference_mode, auto_update_mode=AutoUpdateMode.Never):
    self._node.props['reference_mode'] = require_enum(ReferenceMode, reference_mode, 'reference_mode')
    self._node.props['auto_update_mode'] = require_enum(AutoUpdateMode, auto_update_mode, 'auto_update_mode')
    self._project._changed()


def install():
    prop = se._BoundProperty
    se.ReferenceMode = ReferenceMode
    se.AutoUpdateMode = AutoUpdateMode
    is_file = prop(lambda self: self._node.type == TYPE_EXTERNAL_FILE)
    se.MODEL_MEMBERS['object']['is_external_file_object'] = is_file
    se.MODEL_MEMBERS['project']['is_external_file_object'] = prop(lambda self: False)
    se.MODEL_MEMBERS['project']['may_contain_external_file_objects'] = prop(lambda self: True)
    se.MODEL_MEMBERS['project']['create_external_file_object'] = _create_external_file_object
    containers = (se.TYPE_APPLICATION, se.TYPE_DEVICE, se.TYPE_FOLDER)
    se.MODEL_MEMBERS['object']['may_contain_external_file_objects'] = prop(lambda self: self._node.type in containers)
    for owner in containers:
        se.MODEL_MEMBERS.setdefault(owner, {})['create_external_file_object'] = _create_external_file_object
    se.MODEL_MEMBERS[TYPE_EXTERNAL_FILE] = {
        'file_path': prop(lambda self: self._node.props['file_path']),
        'reference_mode': prop(lambda self: getattr(ReferenceMode, self._node.props['reference_mode'])),
        'auto_update_mode': prop(lambda self: getattr(AutoUpdateMode, self._node.props['auto_update_mode'])),
        'length': prop(lambda self: len(_data(self))),
        'calculate_checksum': lambda self: zlib.crc32(_data(self)) & 0xFFFFFFFF,
        'last_modification': prop(lambda self: self._node.props['last_modification']),
        'get_data': _get_data,
        'change_modes': _change_modes,
        'update': lambda self: None,
        'create_edit_path': lambda self: self._node.props['file_path'],
    }
