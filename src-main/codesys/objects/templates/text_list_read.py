# interlock-helpers: common ensure_project_open find_object_by_path text_lists
# One text list: its languages and rows.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    emit_result(describe_text_list(find_text_list(project, params['object_path'])))


run_command(main)
