# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# Finds the application's symbol configuration: its settings and every configured variable with its access.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result(symbol_state(symbol_application(project, params.get('application_path'))))


run_command(main)
