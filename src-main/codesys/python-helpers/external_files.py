# External file objects as plain data: where the file is, how it is referenced and what was read. Needs common.py and
# find_object_by_path.py.
from __future__ import print_function


def describe_external_file(obj):
    return {
        'path': object_path(obj),
        'file_path': to_text(obj.file_path),
        'reference_mode': to_text(obj.reference_mode),
        'auto_update_mode': to_text(obj.auto_update_mode),
        'size': int(obj.size),
        'sha256': to_text(obj.sha256),
    }


def find_external_file(project, path):
    found = find_object_by_path(project, path, 'external file')
    if not getattr(found, 'is_external_file', False):
        fail('%s is a %s, not an external file' % (object_path(found), object_kind(found)))
    return found
