# The access rights of one object per user group (view, modify, remove, add or remove children), each granted, denied
# or default (follows the parent object). The Owner group always holds every right and is not listed. Needs common.py,
# find_object_by_path.py and project_users.py.
# Objects have no permission members: the user management's get_object_permission(obj, kind) returns the permission,
# whose get_permission_state(group, resolve_effective=False) tells what is set on this very object (scriptDoc.txt,
# ScriptUserManagement; the same path as the peer Limhslog/Codesys-MCP-SP21-plus-ch's grant_object_access.py).
from __future__ import print_function

import scriptengine as se

PERMISSION_KINDS = [('view', 'View'), ('modify', 'Modify'), ('remove', 'Remove'), ('add_remove_children', 'AddRemoveChildren')]
PERMISSION_STATES = [('default', 'Default'), ('granted', 'Granted'), ('denied', 'Denied')]


def permission_state_name(value):
    for name, member in PERMISSION_STATES:
        if getattr(se.PermissionState, member) == value:
            return name
    fail('CODESYS reported an unknown permission state %r' % (value,))


def object_permission(project, obj, kind):
    """The ScriptObjectPermission for one right (view, modify, ...) of obj."""
    management = user_management(project)
    if not hasattr(management, 'get_object_permission') or getattr(se, 'ObjectPermissionKind', None) is None:
        fail('This CODESYS offers no ScriptUserManagement.get_object_permission to scripts; object access rights '
             'cannot be read or set here. Nothing was changed.')
    return management.get_object_permission(obj, getattr(se.ObjectPermissionKind, dict(PERMISSION_KINDS)[kind]))


def group_access(project, obj, group):
    return dict((kind, permission_state_name(object_permission(project, obj, kind).get_permission_state(group, False)))
                for kind, _member in PERMISSION_KINDS)


def object_access(project, obj):
    groups = []
    for group in user_management(project).groups:
        if not getattr(group, 'is_owner_group', False):
            groups.append({'group': to_text(group.name), 'permissions': group_access(project, obj, group)})
    return {'path': object_path(obj), 'groups': groups}
