# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Deletes one task with its program calls, but only while it is still the task the change was based on.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    configuration = task_configuration(project)
    task = find_task(configuration, params['name'])
    if task is None:
        fail('The application has no task named %s (tasks: %s). Nothing was changed.'
             % (params['name'], ', '.join(to_text(t.get_name()) for t in tasks_of(configuration)) or 'none'))
    current = describe_task(task)
    if current != params['expected']:
        fail('The task %s changed in CODESYS after it was read (now %s). Nothing was changed; read the tasks again with '
             'codesys_list_tasks and retry.' % (params['name'], current))
    task.remove()
    if find_task(configuration, params['name']) is not None:
        fail('CODESYS kept the task %s; nothing was deleted.' % params['name'])
    commit(project, params)
    emit_result({'deleted': current, 'tasks': [describe_task(t) for t in tasks_of(configuration)]})


run_command(main)
