# interlock-helpers: common ensure_project_open find_object_by_path create_object
from __future__ import print_function

import scriptengine as se

DUT_TYPES = {'structure': 'Structure', 'enumeration': 'Enumeration', 'alias': 'Alias', 'union': 'Union'}


def main(params):
    project, container = new_object_holder(params, 'create_dut', 'DUT', 'data types')
    dut_type = getattr(se.DutType, one_of(params['dut_type'], DUT_TYPES, 'DUT type'))
    if params.get('base_type'):
        created = container.create_dut(params['name'], dut_type, params['base_type'])
    else:
        created = container.create_dut(params['name'], dut_type)
    report_created(project, params, created)


run_command(main)
