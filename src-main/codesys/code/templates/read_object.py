# interlock-helpers: common ensure_project_open find_object_by_path iec_types
# An object's declaration and implementation. With `impact_context`, also what the impact analysis of an edit of it
# needs from outside it, in the same command: the declarations of its application's other GVLs and POUs and the IO
# mapping (application_declarations in iec_types.py).
from __future__ import print_function


def application_of(obj):
    node = obj
    while node is not None and not getattr(node, 'is_root', False):
        if getattr(node, 'is_application', False):
            return node
        node = getattr(node, 'parent', None)
    return None


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    if not (getattr(obj, 'has_textual_declaration', False) or getattr(obj, 'has_textual_implementation', False)):
        fail('%s is a %s without text to read' % (object_path(obj), object_kind(obj)))
    result = object_result(obj)
    if params.get('impact_context'):
        result['impact_context'] = application_declarations(project, application_of(obj), int(params['impact_context']['max_chars']), object_path(obj))
    emit_result(result)


run_command(main)
