# interlock-helpers: common ensure_project_open find_object_by_path project_users object_access
# Sets the state of some access rights of one user group on one object. The change was planned against the group's
# current states (expected); if they differ now, nothing is changed. It logs in to the user management first, as
# changes to users do (login_to_change; no source says object rights need it).
from __future__ import print_function

import scriptengine as se


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'], 'object')
    group = named(user_management(project).groups, params['group'], 'user group')
    if getattr(group, 'is_owner_group', False):
        fail('The Owner group always holds every permission; it cannot be changed. Nothing was changed.')
    current = group_access(project, obj, group)
    expected = params.get('expected')
    if expected is not None and any(current[kind] != state for kind, state in expected.items()):
        fail('The access rights of %s on %s changed in CODESYS after they were read. Nothing was changed; read them again '
             'with codesys_read_object_access and retry.' % (to_text(group.name), object_path(obj)))
    state = getattr(se.PermissionState, dict(PERMISSION_STATES)[params['state']])
    management = user_management(project)
    logged_in = login_to_change(management, params.get('credentials'))
    try:
        for kind in params['permissions']:
            object_permission(project, obj, kind).set_permission_state(group, state)
        commit(project, params)
    finally:
        if logged_in:
            management.logout()
    emit_result(object_access(project, obj))


run_command(main)
