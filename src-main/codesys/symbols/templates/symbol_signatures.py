# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# The signatures (programs, function blocks, GVLs) and, if asked, data types the last build made available to the
# symbol configuration, with each variable's type, comment and access; filtered by search and bounded.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    config = require_symbol_config(symbol_application(project, params.get('application_path')))
    search = (params.get('search') or '').lower()
    collections = [('signature', config.get_all_signatures(params['compile']))]
    if params['include_datatypes']:
        collections.append(('datatype', config.get_all_datatypes(False)))
    found = []
    total = 0
    for kind, signatures in collections:
        for signature in signatures:
            name = to_text(signature.full_qualified_name)
            variables = list(signature.variables)
            if search and search not in name.lower():
                variables = [v for v in variables if search in to_text(v.name).lower()]
                if not variables:
                    continue
            total += 1
            if len(found) >= params['max_signatures']:
                continue
            found.append({
                'kind': kind,
                'signature': name,
                'library_id': to_text(signature.library_id or ''),
                'variables': [describe_variable(signature, v) for v in variables[:params['max_variables']]],
                'variables_total': len(variables),
            })
    emit_result({'symbol_config': object_path(config), 'signatures': found, 'total': total})


run_command(main)
