"""External file objects of the CODESYS stand-in (the POUs view's "Add Object > External File").

Projects, applications and folders have `create_external_file_object(path, reference_mode, auto_update_mode,
name=None)`; every object has `is_external_file`; an external file has `file_path`, `reference_mode`,
`auto_update_mode`, `size` and `sha256` of the bytes read when it was added (embedded or not). A missing file raises
IOError, a taken name ArgumentException (modelled as ValueError). The default name is the file's name.
"""
import hashlib
import os

import scriptengine as se

TYPE_EXTERNAL_FILE = se.Guid('a0a32dc4-3b4a-4a54-8c6f-6f3c1d2c4c2e')


class ExternalFileReferenceMode(se._NetEnum):
    Link = 0
    LinkAndEmbed = 1
    Embed = 2


class ExternalFileAutoUpdateMode(se._NetEnum):
    Never = 0
    Prompt = 1
    Always = 2


def enum_member_name(enum, value):
    """The name of an enum value the script passed (a value the enum does not have is an ArgumentException)."""
    try:
        return enum(value).name
    except ValueError:
        raise ValueError('Unknown %s value %r' % (enum.__name__, value))


def _create_external_file_object(self, path, reference_mode, auto_update_mode, name=None):
    node = self._node if hasattr(self, '_node') else self._root
    project = self._project if hasattr(self, '_node') else self
    reference = enum_member_name(ExternalFileReferenceMode, reference_mode)
    update = enum_member_name(ExternalFileAutoUpdateMode, auto_update_mode)
    if not os.path.isfile(path):
        raise IOError("Could not find file '%s'" % path)
    with open(path, 'rb') as handle:
        data = handle.read()
    if name is None:
        name = os.path.basename(path)
    if not name or any(c in name for c in '/\\'):
        raise ValueError("'%s' is not a valid object name" % name)
    if name.lower() in set(child.name.lower() for child in node.children):
        raise ValueError("An object named '%s' already exists here" % name)
    created = node.add(se._Node(name, TYPE_EXTERNAL_FILE))
    created.props.update({
        'file_path': path, 'reference_mode': reference, 'auto_update_mode': update,
        'size': len(data), 'sha256': hashlib.sha256(data).hexdigest(),
    })
    project._changed()
    return se.ScriptObject(created, project)


def install():
    prop = se._BoundProperty
    se.ExternalFileReferenceMode = ExternalFileReferenceMode
    se.ExternalFileAutoUpdateMode = ExternalFileAutoUpdateMode
    se.MODEL_MEMBERS['object']['is_external_file'] = prop(lambda self: self._node.type == TYPE_EXTERNAL_FILE)
    for owner in ('project', se.TYPE_APPLICATION, se.TYPE_FOLDER):
        se.MODEL_MEMBERS.setdefault(owner, {})['create_external_file_object'] = _create_external_file_object
    members = dict((key, prop(lambda self, key=key: self._node.props[key]))
                   for key in ('file_path', 'reference_mode', 'auto_update_mode', 'size', 'sha256'))
    se.MODEL_MEMBERS[TYPE_EXTERNAL_FILE] = members
