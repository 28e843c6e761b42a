# External file objects as plain data: where the file is, how it is referenced, and the length and CRC 32 of the data
# CODESYS holds (ScriptExternalFileObject: length, calculate_checksum(); there is no size or sha256). Needs common.py
# and find_object_by_path.py.
from __future__ import print_function

import scriptengine as se


def external_file_enum(name):
    """ReferenceMode or AutoUpdateMode (both since 3.5.9.0); refused by name where this CODESYS lacks them."""
    enum = getattr(se, name, None)
    if enum is None:
        fail('This CODESYS offers no scriptengine.%s (external file objects need V3.5 SP9 or newer); nothing was added.'
             % name)
    return enum


def describe_external_file(obj):
    return {
        'path': object_path(obj),
        'file_path': to_text(obj.file_path),
        'reference_mode': to_text(obj.reference_mode),
        'auto_update_mode': to_text(obj.auto_update_mode),
        'size': int(obj.length),
        # A .NET Int32 or UInt32 depending on the version: the same 32 bits as eight hex digits either way.
        'crc32': '%08x' % (int(obj.calculate_checksum()) & 0xFFFFFFFF),
    }


def find_external_file(project, path):
    found = find_object_by_path(project, path, 'external file')
    if not getattr(found, 'is_external_file_object', False):
        fail('%s is a %s, not an external file' % (object_path(found), object_kind(found)))
    return found
