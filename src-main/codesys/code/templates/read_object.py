# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    if not (getattr(obj, 'has_textual_declaration', False) or getattr(obj, 'has_textual_implementation', False)):
        fail('%s is a %s without text to read' % (object_path(obj), object_kind(obj)))
    emit_result(object_result(obj))


run_command(main)
