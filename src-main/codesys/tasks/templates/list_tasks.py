# interlock-helpers: common ensure_project_open find_object_by_path project_model
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    configuration = task_configuration(project)
    emit_result({'task_configuration': object_path(configuration), 'tasks': [describe_task(task) for task in tasks_of(configuration)]})


run_command(main)
