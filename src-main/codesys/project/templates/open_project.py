# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    application = find_application(project)
    emit_result({
        'project_path': to_text(project.path),
        'application': object_path(application) if application is not None else None,
    })


run_command(main)
