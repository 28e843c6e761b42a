# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function

import scriptengine as se

POU_TYPES = {'program': 'Program', 'function_block': 'FunctionBlock', 'function': 'Function'}


def main(params):
    project = ensure_project_open(params['project_path'])
    container = find_container(project, params.get('parent_path'), 'POU')
    if not hasattr(container, 'create_pou'):
        fail('%s cannot hold POUs; use the application or a folder below it' % (object_path(container) or 'The project root'))
    refuse_existing(container, params['name'])
    arguments = {'name': params['name'], 'type': getattr(se.PouType, one_of(params['pou_type'], POU_TYPES, 'POU type')), 'language': None}
    if params.get('return_type'):
        arguments['return_type'] = params['return_type']
    if params.get('extends'):
        arguments['base_type'] = params['extends']
    if params.get('implements'):
        arguments['interfaces'] = params['implements']
    created = container.create_pou(**arguments)
    commit(project, params)
    emit_result(object_result(created))


run_command(main)
