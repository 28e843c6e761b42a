# interlock-helpers: common ensure_project_open find_object_by_path
# Creates an empty image pool in the application (or the project, with parent_path "/").
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    parent = parent_holding(project, params.get('parent_path'), 'create_imagepool', 'an image pool', 'the application or "/" for the project')
    refuse_existing(parent, params['name'])
    created = parent.create_imagepool(params['name'])
    commit(project, params)
    emit_result({'path': object_path(created)})


run_command(main)
