# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# Sets the configured access of variables in the symbol configuration: one variable, or every variable of a
# signature when no variable is named. Everything is checked before anything changes: each signature and variable
# must exist in the last build (compiling once if a signature is missing), the access must not exceed the variable's
# maximal access, and each variable must still have the access the change was planned against (`expected`).
# dry_run reports what would change and changes nothing.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    application = symbol_application(project, params.get('application_path'))
    config = require_symbol_config(application)
    signatures = config.get_all_signatures(False)
    if any(find_signature(signatures, change) is None for change in params['changes']):
        signatures = config.get_all_signatures(True)
    planned = []
    for change in params['changes']:
        planned.extend(plan_change(signatures, change))
    expected = params.get('expected')
    if expected is not None:
        current = [[p['entry']['signature'], p['entry']['variable'], p['entry']['access']] for p in planned]
        if [[s.lower(), v.lower(), a] for s, v, a in current] != [[s.lower(), v.lower(), a] for s, v, a in expected]:
            fail('The symbol configuration changed in CODESYS after it was read (now: %s). Nothing was changed; read it '
                 'again with codesys_get_symbol_config and retry.' % ', '.join('%s.%s %s' % tuple(c) for c in current))
    changes = [dict(p['entry'], before=p['entry']['access'], after=p['access']) for p in planned]
    if not params.get('dry_run'):
        for p in planned:
            p['variable'].configured_access = access_value(p['access'], p['variable'])
        commit(project, params)
    emit_result({'changes': changes, 'state': symbol_state(application)})


def find_signature(signatures, change):
    library_id = change.get('library_id') or None
    found = signatures.find(change['signature'], library_id) if library_id else signatures.find(change['signature'])
    if found is None:
        for candidate in signatures:
            if to_text(candidate.full_qualified_name).lower() == change['signature'].lower():
                return candidate
    return found


def plan_change(signatures, change):
    signature = find_signature(signatures, change)
    if signature is None:
        names = sorted(to_text(s.full_qualified_name) for s in signatures)
        fail('No signature "%s" in the symbol configuration (after a build it offers: %s). Nothing was changed.'
             % (change['signature'], ', '.join(names[:40]) + (' ...' if len(names) > 40 else '') if names else 'none: the build failed or declares nothing'))
    variables = list(signature.variables)
    if change.get('variable'):
        chosen = [v for v in variables if to_text(v.name).lower() == change['variable'].lower()]
        if not chosen:
            fail('%s has no variable "%s" the symbol configuration can export (it has: %s). Nothing was changed.'
                 % (to_text(signature.full_qualified_name), change['variable'], ', '.join(to_text(v.name) for v in variables) or 'none'))
    else:
        chosen = variables
    planned = []
    for variable in chosen:
        entry = describe_variable(signature, variable)
        if entry['exported_via_attribute']:
            if change.get('variable'):
                fail('%s.%s is exported by an {attribute \'symbol\'} pragma in its declaration, which decides its access '
                     '(%s); change the pragma instead. Nothing was changed.' % (entry['signature'], entry['variable'], entry['effective_access']))
            continue
        wanted = ACCESS_WORDS.index(change['access'])
        if wanted & ~ACCESS_WORDS.index(entry['maximal_access']):
            fail('%s.%s allows at most %s access (e.g. a CONSTANT is read-only); nothing was changed.'
                 % (entry['signature'], entry['variable'], entry['maximal_access']))
        planned.append({'entry': entry, 'variable': variable, 'access': change['access']})
    return planned


run_command(main)
