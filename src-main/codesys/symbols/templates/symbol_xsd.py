# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# The symbol file's XML schema as the symbol configuration delivers it (UTF-8 bytes), as text.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    config = require_symbol_config(symbol_application(project, params.get('application_path')))
    data = bytes(bytearray(config.get_symbol_configuration_xsd()))
    emit_result({'symbol_config': object_path(config), 'xsd': data.decode('utf-8')})


run_command(main)
