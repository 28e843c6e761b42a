# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# One device in full: identification, parameters (type, range, access, default), IO channels (address, mapping),
# child devices and what it accepts below it.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result({'device': describe_device_full(find_device(project, params['device_path']))})


run_command(main)
