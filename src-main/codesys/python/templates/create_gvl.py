# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    container = find_container(project, params.get('parent_path'), 'GVL')
    if not hasattr(container, 'create_gvl'):
        fail('%s cannot hold global variable lists; use the application or a folder below it' % (object_path(container) or 'The project root'))
    refuse_existing(container, params['name'])
    created = container.create_gvl(params['name'])
    if params.get('declaration') is not None:
        created.textual_declaration.replace(params['declaration'])
    commit(project, params)
    emit_result(object_result(created))


run_command(main)
