# interlock-helpers: common ensure_project_open find_object_by_path project_model
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    libman = library_manager_object(project)
    emit_result({'library_manager': object_path(libman), 'references': describe_references(libman)})


run_command(main)
