# The access rights of one object per user group (view, modify, remove, add or remove children), each granted, denied
# or default (follows the parent object). The Owner group always holds every right and is not listed. Needs common.py,
# find_object_by_path.py and project_users.py.
from __future__ import print_function

import scriptengine as se

PERMISSION_KINDS = [('view', 'View'), ('modify', 'Modify'), ('remove', 'Remove'), ('add_remove_children', 'AddRemoveChildren')]
PERMISSION_STATES = [('default', 'Default'), ('granted', 'Granted'), ('denied', 'Denied')]


def permission_state_name(value):
    for name, member in PERMISSION_STATES:
        if getattr(se.PermissionState, member) == value:
            return name
    fail('CODESYS reported an unknown permission state %r' % (value,))


def group_access(obj, group):
    return dict((kind, permission_state_name(obj.get_permission_state(group, getattr(se.ObjectPermissionKind, member))))
                for kind, member in PERMISSION_KINDS)


def object_access(project, obj):
    groups = []
    for group in user_management(project).groups:
        if not getattr(group, 'is_owner_group', False):
            groups.append({'group': to_text(group.name), 'permissions': group_access(obj, group)})
    return {'path': object_path(obj), 'groups': groups}
