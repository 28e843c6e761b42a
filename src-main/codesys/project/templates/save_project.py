# interlock-helpers: common ensure_project_open
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    had_changes = bool(project.dirty)
    project.save()
    emit_result({'project_path': to_text(project.path), 'had_unsaved_changes': had_changes})


run_command(main)
