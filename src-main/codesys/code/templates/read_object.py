# interlock-helpers: common ensure_project_open find_object_by_path iec_types
# An object's declaration and implementation. With `impact_context`, also what the impact analysis of an edit of it
# needs from outside it, in the same command: the declarations of the other GVLs of its application (until their
# text reaches `max_chars`; the rest are named in `skipped`), then the declarations of its other programs, function
# blocks and functions (for their located variables: a safety signal's address counts wherever it is declared), and
# the I/O addresses the IO mapping gives variables.
from __future__ import print_function


def application_of(obj):
    node = obj
    while node is not None and not getattr(node, 'is_root', False):
        if getattr(node, 'is_application', False):
            return node
        node = getattr(node, 'parent', None)
    return None


def impact_context(project, obj, max_chars):
    application = application_of(obj)
    scope = application if application is not None else project
    own = object_path(obj)
    # The GVLs first: the budget goes to them before the POUs read only for their located variables.
    found = {'gvl': ([], []), 'unit': ([], [])}
    size = 0
    for wanted in ('gvl', 'unit'):
        taken, left_out = found[wanted]
        for candidate in scope.get_children(True):
            kind = object_kind(candidate)
            group = 'gvl' if kind == 'gvl' else 'unit' if kind in ('program', 'function_block', 'function', 'pou') else None
            if group != wanted or object_path(candidate) == own:
                continue
            declaration = object_texts(candidate)[0] or ''
            if size + len(declaration) > max_chars:
                left_out.append(to_text(candidate.get_name()))
                continue
            size += len(declaration)
            taken.append({'name': to_text(candidate.get_name()), 'path': object_path(candidate), 'declaration': declaration})
    application_name = to_text(application.get_name()).upper() if application is not None else ''
    return {
        'global_lists': found['gvl'][0],
        'skipped': found['gvl'][1],
        'other_units': found['unit'][0],
        'skipped_units': found['unit'][1],
        'io_mapping': channel_addresses(project, application_name),
    }


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    if not (getattr(obj, 'has_textual_declaration', False) or getattr(obj, 'has_textual_implementation', False)):
        fail('%s is a %s without text to read' % (object_path(obj), object_kind(obj)))
    result = object_result(obj)
    if params.get('impact_context'):
        result['impact_context'] = impact_context(project, obj, int(params['impact_context']['max_chars']))
    emit_result(result)


run_command(main)
