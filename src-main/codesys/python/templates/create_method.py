# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    owner = find_object_by_path(project, params['parent_path'], 'POU')
    if not hasattr(owner, 'create_method'):
        fail('%s is a %s; methods belong to programs, function blocks and interfaces' % (object_path(owner), object_kind(owner)))
    refuse_existing(owner, params['name'])
    if params.get('return_type'):
        created = owner.create_method(params['name'], params['return_type'])
    else:
        created = owner.create_method(params['name'])
    commit(project, params)
    emit_result(object_result(created))


run_command(main)
