# interlock-helpers: common ensure_project_open find_object_by_path compile_messages
from __future__ import print_function


def main(params):
    ensure_project_open(params['project_path'])
    emit_result({'messages': read_messages(message_categories())})


run_command(main)
