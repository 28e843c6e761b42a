# interlock-helpers: common ensure_project_open find_object_by_path
# Every object with text, for searching on Interlock's side.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    objects = []
    for obj in project.get_children(True):
        if getattr(obj, 'has_textual_declaration', False) or getattr(obj, 'has_textual_implementation', False):
            objects.append(object_result(obj))
    emit_result({'objects': objects})


run_command(main)
