# interlock-helpers: common ensure_project_open find_object_by_path create_object
from __future__ import print_function

import scriptengine as se

POU_TYPES = {'program': 'Program', 'function_block': 'FunctionBlock', 'function': 'Function'}


def main(params):
    project, container = new_object_holder(params, 'create_pou', 'POU', 'POUs')
    arguments = {'name': params['name'], 'type': getattr(se.PouType, one_of(params['pou_type'], POU_TYPES, 'POU type')), 'language': None}
    if params.get('return_type'):
        arguments['return_type'] = params['return_type']
    if params.get('extends'):
        arguments['base_type'] = params['extends']
    if params.get('implements'):
        arguments['interfaces'] = params['implements']
    report_created(project, params, container.create_pou(**arguments))


run_command(main)
