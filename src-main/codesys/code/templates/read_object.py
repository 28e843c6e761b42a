# interlock-helpers: common ensure_project_open find_object_by_path iec_types
# An object's declaration and implementation. With `impact_context`, also what the impact analysis of an edit of it
# needs from outside it, in the same command: the declarations of its application's other GVLs and POUs and the IO
# mapping (application_declarations in iec_types.py). With `simulation_context`, what the simulation of the edit
# needs: every object of the application with code (POUs, methods, actions, properties and their accessors, DUTs,
# GVLs) with both texts and its parent, until their text reaches `max_chars` (the rest named), and the tasks with
# their cycle and the programs they call.
from __future__ import print_function


def application_of(obj):
    node = obj
    while node is not None and not getattr(node, 'is_root', False):
        if getattr(node, 'is_application', False):
            return node
        node = getattr(node, 'parent', None)
    return None


SIMULATED_KINDS = ('program', 'function_block', 'function', 'pou', 'method', 'action', 'property', 'accessor', 'dut', 'gvl')


def simulation_context(project, obj, max_chars):
    application = application_of(obj)
    scope = application if application is not None else project
    objects = []
    skipped = []
    tasks = []
    size = 0
    for candidate in scope.get_children(True):
        if getattr(candidate, 'is_task', False):
            kind = getattr(candidate, 'kind_of_task', None)
            tasks.append({
                'name': to_text(candidate.get_name()),
                'kind': to_text(kind).lower() if kind is not None else None,
                'interval': to_text(getattr(candidate, 'interval', '') or ''),
                'interval_unit': to_text(getattr(candidate, 'interval_unit', '') or ''),
                'pou_calls': [to_text(getattr(call, 'name', None) or call) for call in candidate.pous],
            })
            continue
        kind = object_kind(candidate)
        if kind not in SIMULATED_KINDS:
            continue
        declaration, implementation = object_texts(candidate)
        length = len(declaration or '') + len(implementation or '')
        if size + length > max_chars:
            skipped.append(object_path(candidate))
            continue
        size += length
        parent = getattr(candidate, 'parent', None)
        objects.append({
            'name': to_text(candidate.get_name()),
            'path': object_path(candidate),
            'kind': kind,
            'parent': object_path(parent) if parent is not None and not getattr(parent, 'is_root', False) else '',
            'declaration': declaration,
            'implementation': implementation,
        })
    return {'objects': objects, 'skipped': skipped, 'tasks': tasks}


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    if not (getattr(obj, 'has_textual_declaration', False) or getattr(obj, 'has_textual_implementation', False)):
        fail('%s is a %s without text to read' % (object_path(obj), object_kind(obj)))
    result = object_result(obj)
    if params.get('impact_context'):
        result['impact_context'] = application_declarations(project, application_of(obj), int(params['impact_context']['max_chars']), object_path(obj))
    if params.get('simulation_context'):
        result['simulation_context'] = simulation_context(project, obj, int(params['simulation_context']['max_chars']))
    emit_result(result)


run_command(main)
