# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# The communication settings and state of the project's device (or the device at device_path), and the names of
# the gateways configured in CODESYS. Changes nothing.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result({'device': device_settings(target_device(project, params)), 'gateways': [to_text(g.name) for g in gateways()]})


run_command(main)
