# interlock-helpers: common ensure_project_open find_object_by_path external_files
# Reads an external file object: its file, reference and auto-update mode, and the length and CRC 32 of its data.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result(describe_external_file(find_external_file(project, params['object_path'])))


run_command(main)
