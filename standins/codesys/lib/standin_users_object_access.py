"""Object access rights of the CODESYS stand-in (Project > User Management > Permissions, per object).

Follows the ScriptEngine reference (scriptDoc.txt, ScriptUserManagement): objects have no permission members; the
user management's `get_object_permission(obj, kind)` returns a ScriptObjectPermission (`type`, `target_object`,
`access_kind`, `get_permission_state(group, resolve_effective=True, resolve_inherited=False)`,
`set_permission_state(group, state)`, `check_set_permission_state(group, state, silent=True)`), with
`ObjectPermissionKind` (View, Modify, Remove, AddRemoveChildren) and `PermissionState` (Granted, Denied, Default).
The peer Limhslog/Codesys-MCP-SP21-plus-ch calls the same path (src/scripts/grant_object_access.py).
Default means the object follows its parent; resolved effectively, a right nobody set is granted (a guess: the
reference names no default). The Owner group always holds every right: changing it raises
InvalidOperationException (modelled as ValueError); the error texts are the stand-in's.
"""
import scriptengine as se
import standin_users
from standin_api import ApiObject
from standin_objects_external_files import require_enum

# ScriptPermissionTypes.object_access: the permission type of object access rights (the value is the stand-in's).
OBJECT_ACCESS_TYPE = se.Guid('f3a5c1e2-6b0d-4f47-9d0b-2c7e1a9b4d10')


class ObjectPermissionKind(se._NetEnum):
    View = 0
    Modify = 1
    Remove = 2
    AddRemoveChildren = 3


class PermissionState(se._NetEnum):
    Granted = 0
    Denied = 1
    Default = 2


def _require_group(group):
    if not isinstance(group, standin_users.ScriptGroup):
        raise TypeError('expected ScriptGroup, got %s' % type(group).__name__)
    return group


def _explicit(node, group, kind):
    return node.props.get('permissions', {}).get(group._data['id'], {}).get(kind, 'Default')


class ScriptObjectPermission(ApiObject):
    def __init__(self, obj, kind):
        self._obj = obj
        self._kind = kind

    @property
    def type(self):
        return OBJECT_ACCESS_TYPE

    @property
    def target_object(self):
        return self._obj

    @property
    def access_kind(self):
        return self._kind

    def get_permission_state(self, group, resolve_effective=True, resolve_inherited=False):
        _require_group(group)
        if group.is_owner_group:
            return PermissionState.Granted
        node = self._obj._node
        state = _explicit(node, group, self._kind.name)
        while state == 'Default' and (resolve_effective or resolve_inherited) and node.parent is not None:
            node = node.parent
            state = _explicit(node, group, self._kind.name)
        if state == 'Default' and resolve_effective:
            state = 'Granted'
        return getattr(PermissionState, state)

    def set_permission_state(self, group, state):
        _require_group(group)
        state_name = require_enum(PermissionState, state, 'state')
        if group.is_owner_group:
            raise ValueError('The Owner group always holds every permission; it cannot be changed')
        node = self._obj._node
        groups = node.props.setdefault('permissions', {})
        entry = groups.setdefault(group._data['id'], {})
        if state_name == 'Default':
            entry.pop(self._kind.name, None)
        else:
            entry[self._kind.name] = state_name
        if not entry:
            groups.pop(group._data['id'])
        if not groups:
            node.props.pop('permissions')
        self._obj._project._changed()

    def check_set_permission_state(self, group, state, silent=True):
        _require_group(group)
        require_enum(PermissionState, state, 'state')
        return not group.is_owner_group

    def check_permission_extended(self):
        return None


def _get_object_permission(self, obj, kind):
    if not isinstance(obj, se.ScriptObject):
        raise TypeError('expected ScriptObject, got %s' % type(obj).__name__)
    require_enum(ObjectPermissionKind, kind, 'kind')
    return ScriptObjectPermission(obj, kind)


def install():
    se.ObjectPermissionKind = ObjectPermissionKind
    se.PermissionState = PermissionState
    standin_users.ScriptUserManagement.get_object_permission = _get_object_permission
