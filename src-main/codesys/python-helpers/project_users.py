# The project's user management (project.user_management) as plain data: users with their groups, and groups with
# their members. Passwords are never read back: only set. Needs common.py.
from __future__ import print_function


def user_management(project):
    management = getattr(project, 'user_management', None)
    if management is None:
        fail('This CODESYS offers no user management to scripts; nothing was changed.')
    return management


def login_to_change(management, credentials):
    """Changing users, groups or object rights needs a login to the user management (a peer saw it live on SP21
    Patch 5). A user logged on in CODESYS already is kept; otherwise this command logs in with the credentials
    Interlock passed as data (none given: a new project's Owner, who has no password) and returns True, so that the
    caller logs out again after the change. The password is never printed."""
    if management.logged_on_user is not None:
        return False
    credentials = credentials or {}
    user = credentials.get('user') or 'Owner'
    try:
        management.login(user, credentials.get('password') or '')
    except Exception as error:
        fail('Could not log in to the project\'s user management as "%s" (%s). Changing project users, groups or access '
             'rights needs a login by a user allowed to change them: log in in CODESYS (Project > User Management > Log In '
             'User), or pass login_user and login_password. Nothing was changed.' % (user, ' '.join(to_text(error).split())))
    return True


def group_kind(group):
    if getattr(group, 'is_owner_group', False):
        return 'owner'
    if getattr(group, 'is_everyone_group', False):
        return 'everyone'
    return 'group'


def users_state(project):
    management = user_management(project)
    groups = list(management.groups)
    users = []
    for user in management.users:
        users.append({
            'name': to_text(user.name),
            'full_name': to_text(user.fullname or ''),
            'description': to_text(user.description or ''),
            'active': bool(user.active),
            'groups': [to_text(group.name) for group in groups if group.has_member(user)],
        })
    described = []
    for group in groups:
        members = [to_text(member.name) for member in group.get_user_members(False)]
        members.extend(to_text(member.name) for member in group.get_group_members())
        described.append({'name': to_text(group.name), 'kind': group_kind(group), 'members': members})
    logged_on = management.logged_on_user
    return {'users': users, 'groups': described, 'logged_on_user': to_text(logged_on.name) if logged_on is not None else None}


def require_users(project, expected):
    """The change was planned against these user names; refuse if the project holds others now."""
    current = [to_text(user.name) for user in user_management(project).users]
    if expected is not None and current != list(expected):
        fail('The project users changed in CODESYS after they were read (now: %s). Nothing was changed; list them again '
             'with codesys_list_project_users and retry.' % ', '.join(current))


def named(collection, name, what):
    for entry in collection:
        if to_text(entry.name).lower() == name.lower():
            return entry
    fail('No %s named "%s" in the project (there are: %s). Nothing was changed.'
         % (what, name, ', '.join(to_text(entry.name) for entry in collection) or 'none'))
