# interlock-helpers: common ensure_project_open find_object_by_path create_object
from __future__ import print_function


def main(params):
    project, owner = new_object_holder(params, 'create_method', 'method', 'methods', owner=True)
    if params.get('return_type'):
        created = owner.create_method(params['name'], params['return_type'])
    else:
        created = owner.create_method(params['name'])
    report_created(project, params, created)


run_command(main)
