# interlock-helpers: common ensure_project_open find_object_by_path create_object
from __future__ import print_function


def main(params):
    project, container = new_object_holder(params, 'create_gvl', 'GVL', 'global variable lists')
    created = container.create_gvl(params['name'])
    if params.get('declaration') is not None:
        created.textual_declaration.replace(new_text=params['declaration'])
    report_created(project, params, created)


run_command(main)
