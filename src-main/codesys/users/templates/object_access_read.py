# interlock-helpers: common ensure_project_open find_object_by_path project_users object_access
# Reads the access rights each user group has on one object.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result(object_access(project, find_object_by_path(project, params['object_path'], 'object')))


run_command(main)
