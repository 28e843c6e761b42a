# interlock-helpers: common ensure_project_open find_object_by_path compile_messages
# Clear every category, clean, build, generate code, then read every category: build() alone can leave errors
# unreported.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    application = find_application(project)
    clear_categories(message_categories())
    if application is None:
        project.check_all_pool_objects()  # a library project has no application
    else:
        application.clean()
        application.build()
        application.generate_code()
    emit_result({
        'application': object_path(application) if application is not None else None,
        'messages': read_messages(message_categories()),
    })


run_command(main)
