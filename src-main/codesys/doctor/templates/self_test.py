# interlock-helpers: common ensure_project_open doctor_project find_object_by_path project_model symbol_config
# The read-only half of `interlock doctor codesys`: which ScriptEngine members and enums this CODESYS offers to
# scripts. It only looks members up (reading a property at most); it never changes a project, the IDE or a PLC.
# Each probe names an owner (the scriptengine module, one of its objects, the open project, its application, ...)
# and a member path ('export_xml', 'OnlineChangeOption.Keep').
from __future__ import print_function

import scriptengine as se

MODULE_OBJECTS = ('projects', 'system', 'online', 'librarymanager', 'device_repository')


def lookup(owner, path):
    """('present', None), ('missing', what is missing) or ('present', what reading it raised)."""
    current = owner
    walked = []
    for part in path.split('.'):
        walked.append(part)
        try:
            current = getattr(current, part)
        except AttributeError:
            return 'missing', u'no %s' % u'.'.join(walked)
        except Exception as error:
            # The member is there; reading it raised (a property that needs more state than this probe has).
            return 'present', u'reading %s raised: %s' % (u'.'.join(walked), u' '.join(to_text(error).split()))
    return 'present', None


def resolve_owners(params):
    """owner name -> (object, None) or (None, why it could not be probed)."""
    owners = {'scriptengine': (se, None)}
    for name in MODULE_OBJECTS:
        value = getattr(se, name, None)
        owners[name] = (value, None) if value is not None else (None, u'scriptengine has no %s' % name)
    project = doctor_project(params)
    if project is None:
        why = u'no project is open in CODESYS (name one to probe the project members)'
        for name in ('project', 'application', 'user_management', 'library_manager', 'text_list_rows', 'text_list_row'):
            owners[name] = (None, why)
        return owners, None
    owners['project'] = (project, None)
    application = find_application(project)
    owners['application'] = (application, None) if application is not None else (None, u'the project has no application')
    try:
        owners['user_management'] = (project.user_management, None)
    except Exception as error:
        owners['user_management'] = (None, u'project.user_management: %s' % to_text(error))
    if application is None:
        owners['library_manager'] = (None, u'the project has no application')
    else:
        try:
            owners['library_manager'] = (library_manager_object(project), None)
        except SystemExit:
            owners['library_manager'] = (None, u'the project has no Library Manager')
    text_list_owners(owners, project)
    return owners, project


def text_list_owners(owners, project):
    """The rows of the project's first text list and its first row, for the guessed text-list row API (looked up only)."""
    why = u'the project has no text list to look the row members up on'
    found = None
    for child in project.get_children(True):
        if getattr(child, 'is_textlist', False):
            found = child
            break
    if found is None:
        owners['text_list_rows'] = (None, why)
        owners['text_list_row'] = (None, why)
        return
    rows = found.rows
    owners['text_list_rows'] = (rows, None)
    first = None
    for row in rows:
        first = row
        break
    owners['text_list_row'] = (first, None) if first is not None else (None, u'its text list %s has no row' % to_text(found.get_name()))


def first_symbol_variable(application):
    """A variable of the application's symbol configuration (from its last build), or None."""
    config = find_symbol_config(application) if application is not None else None
    if config is None:
        return None
    for signature in config.get_all_signatures(False):
        for variable in signature.variables:
            return variable
    return None


def symbol_access_probe(application):
    """Whether scripts can have SymbolAccess members: from scriptengine, or, where that is a hollow import (a peer saw
    it live), from the type of a value CODESYS returns, a symbol variable's maximal_access. Reads only."""
    found = getattr(se, 'SymbolAccess', None)
    if found is not None and getattr(found, 'ReadWrite', None) is not None:
        return {'status': 'works', 'detail': u'scriptengine.SymbolAccess has its members'}
    what = u'scriptengine has no SymbolAccess' if found is None else u'scriptengine.SymbolAccess is a hollow import (no members)'
    try:
        variable = first_symbol_variable(application)
    except Exception as error:
        return {'status': 'not_probed', 'detail': u'%s; reading the symbol configuration raised: %s' % (what, ' '.join(to_text(error).split()))}
    if variable is None:
        return {'status': 'not_probed', 'detail': u'%s; no symbol configuration with a variable (after a build) to recover its type from' % what}
    try:
        recovered = type(variable.maximal_access)
        if getattr(recovered, 'ReadWrite', None) is None:
            raise AttributeError('%s has no member ReadWrite' % to_text(recovered.__name__))
    except Exception as error:
        return {'status': 'fails', 'detail': u'%s, and type(variable.maximal_access) does not give it: %s' % (what, ' '.join(to_text(error).split()))}
    return {'status': 'works', 'detail': u'%s; recovered through type(variable.maximal_access)' % what}


def logged_on_user(owners):
    management = owners.get('user_management', (None, None))[0]
    if management is None:
        return None
    try:
        user = management.logged_on_user
    except Exception:
        return None
    return to_text(user.name) if user is not None else None


def main(params):
    owners, project = resolve_owners(params)
    results = []
    for probe in params['probes']:
        owner, why = owners.get(probe['owner'], (None, u'this probe cannot reach %s' % probe['owner']))
        if owner is None:
            results.append({'id': probe['id'], 'status': 'not_probed', 'detail': why})
            continue
        status, detail = lookup(owner, probe['member'])
        results.append({'id': probe['id'], 'status': status, 'detail': detail})
    emit_result({
        'probes': results,
        'symbol_access': symbol_access_probe(owners['application'][0]) if project is not None else None,
        'logged_on_user': logged_on_user(owners),
        # The person's file, also when a copy of it was probed.
        'project': to_text(params.get('project_path') or project.path) if project is not None else None,
        'executable': to_text(getattr(se.system, 'executable_filename', None) or '') or None,
        'ui_present': bool(getattr(se.system, 'ui_present', False)),
    })


run_command(main)
