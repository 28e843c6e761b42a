"""The project user management of the CODESYS stand-in (`project.user_management`, ScriptUserManagement).

Follows the scripting stub of the user management: `users` (a list with `create(name)` and indexing by name or
id), `groups` (the same, plus `owner_group` and `everyone_group`), `logged_on_user`, `login(username, password)`,
`logout()`. A user has `id`, `name`, `fullname`, `description` and `active` (settable), `groups`, `is_user`,
`check_password`, `change_password(old, new)`, `add_to(group)`, `remove_from(group)`, `rename` and `remove()`; a
group has `name`, `add_member`, `remove_member`, `has_member`, `get_user_members(recursive)`, `is_owner_group`,
`is_everyone_group`.

A new project's user management holds the group "Owner" with the user "Owner" (empty password) and the group
"Everyone", which every user belongs to. The data lives in the project file; passwords only as salted SHA-256.
Changing users and groups needs a login to the user management where the reference's profile note says so
(`needs-login`, from SP21 Patch 5: the peer Limhslog/Codesys-MCP-SP21-plus-ch saw it live): the change raises unless
the logged-on user is a member of the Owner group. Where the sources are silent, the stand-in decides: error texts and
the exception's name, that a new user's password is empty, that the right to change the user management is the Owner
group's, and that object rights need no login.
"""
import hashlib
import os

import scriptengine as se
import standin_api
from standin_api import ApiObject

OWNER = 'Owner'
EVERYONE = 'Everyone'


class UserNotExistingException(Exception):
    pass


class CannotRemoveLastMemberFromOwnerGroupException(Exception):
    pass


class NotSupportedException(Exception):
    pass


# Raised for the reference's `unsupported` version notes (change_password from SP21 Patch 5).
standin_api.EXCEPTIONS['NotSupportedException'] = NotSupportedException


def _hash(salt, password):
    return hashlib.sha256((salt + '\0' + password).encode('utf-8')).hexdigest()


def _password(password):
    salt = os.urandom(8).hex()
    return {'salt': salt, 'hash': _hash(salt, password)}


def _data(project):
    """The user management as plain data in the project's root (created with a new project's defaults)."""
    props = project._root.props
    if 'user_management' not in props:
        owner = str(se.Guid.NewGuid())
        props['user_management'] = {
            'users': [{'id': owner, 'name': OWNER, 'fullname': '', 'description': '', 'active': True, 'password': _password('')}],
            'groups': [{'id': str(se.Guid.NewGuid()), 'name': OWNER, 'members': [owner], 'kind': 'owner'},
                       {'id': str(se.Guid.NewGuid()), 'name': EVERYONE, 'members': [], 'kind': 'everyone'}],
        }
    return props['user_management']


def _changed(project):
    project._changed()


def _require_login(management, api_class, member):
    """The reference's `needs-login` note for this change on the active profile: a logged-on Owner, or it raises."""
    note = standin_api.profile_note(api_class, member)
    if not note or not note.startswith('needs-login'):
        return
    user = management.logged_on_user
    if user is None or not any(group.is_owner_group for group in management.groups if group.has_member(user)):
        raise standin_api.exception('SecurityException', 'Changing the user management needs a logged-on user with the '
                                    'permission to change it (logged on: %s)' % (user.name if user is not None else 'nobody'))


class _Entry(ApiObject):
    def __init__(self, management, data):
        self._management = management
        self._data = data

    @property
    def project(self):
        return self._management.project

    @property
    def user_management(self):
        return self._management

    @property
    def id(self):
        return se.Guid(self._data['id'])

    @property
    def name(self):
        return self._data['name']

    @property
    def description(self):
        return self._data.get('description', '')

    @description.setter
    def description(self, value):
        _require_login(self._management, 'ScriptUserOrGroup', 'description')
        self._data['description'] = str(value)
        _changed(self.project)

    def __eq__(self, other):
        return isinstance(other, _Entry) and other._data['id'] == self._data['id']

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._data['id'])


class ScriptUser(_Entry):
    is_user = True
    is_group = False

    def __repr__(self):
        return '<ScriptUser %s>' % self.name

    def _alive(self):
        if self._data not in _data(self.project)['users']:
            raise UserNotExistingException("The user '%s' does not exist" % self._data['name'])

    @property
    def userlist(self):
        return self._management.users

    @property
    def fullname(self):
        return self._data.get('fullname', '')

    @fullname.setter
    def fullname(self, value):
        _require_login(self._management, 'ScriptUser', 'fullname')
        self._alive()
        self._data['fullname'] = str(value)
        _changed(self.project)

    @property
    def active(self):
        return bool(self._data.get('active', True))

    @active.setter
    def active(self, value):
        _require_login(self._management, 'ScriptUser', 'active')
        self._alive()
        self._data['active'] = bool(value)
        _changed(self.project)

    @property
    def groups(self):
        return tuple(group for group in self._management.groups if group.has_member(self))

    def check_password(self, password):
        stored = self._data['password']
        return _hash(stored['salt'], password) == stored['hash']

    def change_password(self, old_password, new_password):
        # From SP21 Patch 5 the reference's version note makes the call raise "no longer supported" before it gets here.
        _require_login(self._management, 'ScriptUser', 'change_password')
        self._alive()
        if not self.check_password(old_password):
            raise ValueError("The old password of the user '%s' is not correct" % self.name)
        self._data['password'] = _password(new_password)
        _changed(self.project)

    def add_to(self, parent):
        _require_login(self._management, 'ScriptUserOrGroup', 'add_to')
        parent.add_member(self)

    def remove_from(self, parent):
        _require_login(self._management, 'ScriptUserOrGroup', 'remove_from')
        parent.remove_member(self)

    def rename(self, newname):
        _require_login(self._management, 'ScriptUser', 'rename')
        self._alive()
        _check_name(_data(self.project)['users'], newname, 'user', self._data)
        self._data['name'] = newname
        _changed(self.project)

    def remove(self):
        _require_login(self._management, 'ScriptUser', 'remove')
        self._alive()
        data = _data(self.project)
        for group in data['groups']:
            if group['kind'] == 'owner' and group['members'] == [self._data['id']]:
                raise CannotRemoveLastMemberFromOwnerGroupException(
                    "The user '%s' is the last member of the Owner group and cannot be removed" % self.name)
        for group in data['groups']:
            if self._data['id'] in group['members']:
                group['members'].remove(self._data['id'])
        data['users'].remove(self._data)
        _changed(self.project)


class ScriptGroup(_Entry):
    is_user = False
    is_group = True

    def __repr__(self):
        return '<ScriptGroup %s>' % self.name

    @property
    def grouplist(self):
        return self._management.groups

    @property
    def is_owner_group(self):
        return self._data['kind'] == 'owner'

    @property
    def is_everyone_group(self):
        return self._data['kind'] == 'everyone'

    def has_member(self, member):
        return self.is_everyone_group and member.is_user or member._data['id'] in self._data['members']

    def add_member(self, member):
        _require_login(self._management, 'ScriptGroup', 'add_member')
        if self.has_member(member):
            raise ValueError("'%s' is already a member of the group '%s'" % (member.name, self.name))
        if member.is_group and (member == self or self in _ancestors(member)):
            raise ValueError('Adding the group would cause a membership cycle')
        self._data['members'].append(member._data['id'])
        _changed(self.project)

    def remove_member(self, member):
        _require_login(self._management, 'ScriptGroup', 'remove_member')
        if member._data['id'] not in self._data['members']:
            raise ValueError("'%s' is not a member of the group '%s'" % (member.name, self.name))
        if self.is_owner_group and len(self._data['members']) == 1:
            raise CannotRemoveLastMemberFromOwnerGroupException('The Owner group needs at least one member')
        self._data['members'].remove(member._data['id'])
        _changed(self.project)

    def get_user_members(self, recursive):
        users = []
        for user in self._management.users:
            if self.has_member(user) or recursive and any(group.has_member(user) for group in self.get_group_members()):
                users.append(user)
        return tuple(users)

    def get_group_members(self):
        return tuple(group for group in self._management.groups if group._data['id'] in self._data['members'])

    def rename(self, newname):
        _require_login(self._management, 'ScriptGroup', 'rename')
        _check_name(_data(self.project)['groups'], newname, 'group', self._data)
        self._data['name'] = newname
        _changed(self.project)

    def remove(self):
        _require_login(self._management, 'ScriptGroup', 'remove')
        if self._data['kind'] != 'plain':
            raise ValueError("The group '%s' cannot be removed" % self.name)
        _data(self.project)['groups'].remove(self._data)
        _changed(self.project)


def _ancestors(group):
    found = []
    for candidate in group._management.groups:
        if group._data['id'] in candidate._data['members']:
            found.append(candidate)
            found.extend(_ancestors(candidate))
    return found


def _check_name(entries, name, what, renamed=None):
    if not isinstance(name, str) or not name.strip():
        raise ValueError('A %s needs a name' % what)
    if any(entry['name'].lower() == name.lower() and entry is not renamed for entry in entries):
        raise ValueError("A %s named '%s' already exists" % (what, name))


class _List(ApiObject, list):
    def __init__(self, management, entries, kind):
        list.__init__(self, [kind(management, entry) for entry in entries])
        self._management = management

    @property
    def user_management(self):
        return self._management

    @property
    def project(self):
        return self._management.project

    def __getitem__(self, id_or_name):
        if isinstance(id_or_name, int):
            return list.__getitem__(self, id_or_name)
        for entry in self:
            if entry.name == str(id_or_name) or isinstance(id_or_name, se.Guid) and entry.id == id_or_name:
                return entry
        return None


class ScriptUserList(_List):
    def __init__(self, management):
        _List.__init__(self, management, _data(management.project)['users'], ScriptUser)

    def create(self, name):
        _require_login(self._management, 'ScriptUserList', 'create')
        data = _data(self.project)
        _check_name(data['users'], name, 'user')
        entry = {'id': str(se.Guid.NewGuid()), 'name': name, 'fullname': '', 'description': '', 'active': True, 'password': _password('')}
        data['users'].append(entry)
        _changed(self.project)
        return ScriptUser(self._management, entry)


class ScriptGroupList(_List):
    def __init__(self, management):
        _List.__init__(self, management, _data(management.project)['groups'], ScriptGroup)

    def create(self, name):
        _require_login(self._management, 'ScriptGroupList', 'create')
        data = _data(self.project)
        _check_name(data['groups'], name, 'group')
        entry = {'id': str(se.Guid.NewGuid()), 'name': name, 'members': [], 'kind': 'plain'}
        data['groups'].append(entry)
        _changed(self.project)
        return ScriptGroup(self._management, entry)

    @property
    def owner_group(self):
        return [group for group in self if group.is_owner_group][0]

    @property
    def everyone_group(self):
        return [group for group in self if group.is_everyone_group][0]


class ScriptUserManagement(ApiObject):
    def __init__(self, project):
        self._project = project

    @property
    def project(self):
        return self._project

    @property
    def users(self):
        return ScriptUserList(self)

    @property
    def groups(self):
        return ScriptGroupList(self)

    @property
    def logged_on_user(self):
        user_id = self.project.__dict__.get('_logged_on_user')
        return self.users[se.Guid(user_id)] if user_id else None

    def login(self, username, password):
        user = self.users[username]
        if user is None or not user.active or not user.check_password(password):
            raise ValueError('The user name or the password is not correct')
        self.project.__dict__['_logged_on_user'] = user._data['id']

    def logout(self):
        self.project.__dict__['_logged_on_user'] = None


def install():
    se.MODEL_MEMBERS['project']['user_management'] = se._BoundProperty(ScriptUserManagement)
