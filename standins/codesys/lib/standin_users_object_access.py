"""Object access rights of the CODESYS stand-in (Project > User Management > Permissions, per object).

Every object has `get_permission_state(group, permission)` and `set_permission_state(group, permission, state)`, with
`ObjectPermissionKind` (View, Modify, Remove, AddRemoveChildren) and `PermissionState` (Default, Granted, Denied).
Default means the object follows its parent. The Owner group always holds every right: changing it raises
InvalidOperationException (modelled as ValueError). The argument order and error texts are the stand-in's choice.
"""
import scriptengine as se
from standin_objects_external_files import enum_member_name


class ObjectPermissionKind(se._NetEnum):
    View = 0
    Modify = 1
    Remove = 2
    AddRemoveChildren = 3


class PermissionState(se._NetEnum):
    Default = 0
    Granted = 1
    Denied = 2


def _group_name(group):
    return getattr(group, 'name', group)


def _get_permission_state(self, group, permission):
    kind = enum_member_name(ObjectPermissionKind, permission)
    state = self._node.props.get('permissions', {}).get(_group_name(group), {}).get(kind, 'Default')
    return getattr(PermissionState, state)


def _set_permission_state(self, group, permission, state):
    kind = enum_member_name(ObjectPermissionKind, permission)
    state_name = enum_member_name(PermissionState, state)
    if getattr(group, 'is_owner_group', False):
        raise ValueError('The Owner group always holds every permission; it cannot be changed')
    groups = self._node.props.setdefault('permissions', {})
    entry = groups.setdefault(_group_name(group), {})
    if state_name == 'Default':
        entry.pop(kind, None)
    else:
        entry[kind] = state_name
    if not entry:
        groups.pop(_group_name(group))
    if not groups:
        self._node.props.pop('permissions')
    self._project._changed()


def install():
    se.ObjectPermissionKind = ObjectPermissionKind
    se.PermissionState = PermissionState
    se.MODEL_MEMBERS['object']['get_permission_state'] = _get_permission_state
    se.MODEL_MEMBERS['object']['set_permission_state'] = _set_permission_state
