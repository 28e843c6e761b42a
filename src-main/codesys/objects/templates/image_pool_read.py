# interlock-helpers: common ensure_project_open find_object_by_path
# Finds an image pool: its path (what History checks before deleting one an agent created).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    found = find_object_by_path(project, params['object_path'], 'image pool')
    if not getattr(found, 'is_imagepool', False):
        fail('%s is a %s, not an image pool' % (object_path(found), object_kind(found)))
    emit_result({'path': object_path(found)})


run_command(main)
