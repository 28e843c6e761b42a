# interlock-helpers: common ensure_project_open find_object_by_path
# Renames the object only: references to the old name in other code stay as they are.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    old_path = object_path(obj)
    new_name = params['new_name']
    if to_text(obj.get_name()).lower() != to_text(new_name).lower():
        refuse_existing(obj.parent, new_name)
    obj.rename(new_name)
    commit(project, params)
    emit_result({'old_path': old_path, 'object': describe_object(obj)})


run_command(main)
