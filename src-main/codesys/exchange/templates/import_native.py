# interlock-helpers: common ensure_project_open find_object_by_path
# Imports a native export file (Interlock's copy of the bytes the person approved) with CODESYS's native import,
# which adds objects and never replaces: a taken name gets a renamed copy. What it added is read from the tree.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    before = set(object_path(obj) for obj in project.get_children(True))
    project.import_native(params['file_path'])
    added = []
    for obj in project.get_children(True):
        path = object_path(obj)
        parent = path.rsplit('/', 1)[0]
        if path not in before and parent in before:
            added.append({'path': path, 'kind': object_kind(obj)})
    if not added:
        fail('CODESYS imported nothing from the file; the project is unchanged.')
    commit(project, params)
    emit_result({'added': added})


run_command(main)
