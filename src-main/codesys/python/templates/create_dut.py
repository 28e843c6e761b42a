# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function

import scriptengine as se

DUT_TYPES = {'structure': 'Structure', 'enumeration': 'Enumeration', 'alias': 'Alias', 'union': 'Union'}


def main(params):
    project = ensure_project_open(params['project_path'])
    container = find_container(project, params.get('parent_path'), 'DUT')
    if not hasattr(container, 'create_dut'):
        fail('%s cannot hold data types; use the application or a folder below it' % (object_path(container) or 'The project root'))
    refuse_existing(container, params['name'])
    dut_type = getattr(se.DutType, one_of(params['dut_type'], DUT_TYPES, 'DUT type'))
    if params.get('base_type'):
        created = container.create_dut(params['name'], dut_type, params['base_type'])
    else:
        created = container.create_dut(params['name'], dut_type)
    commit(project, params)
    emit_result(object_result(created))


run_command(main)
