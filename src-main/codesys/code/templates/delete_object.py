# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    if obj.is_application or obj.is_device:
        fail('%s is a %s; Interlock does not delete devices or applications' % (object_path(obj), object_kind(obj)))
    deleted = describe_object(obj)
    descendants = [object_path(child) for child in obj.get_children(True)]
    obj.remove()
    commit(project, params)
    emit_result({'deleted': deleted, 'deleted_descendants': descendants})


run_command(main)
