# interlock-helpers: common ensure_project_open project_users
# Adds a project user with its full name, description, password and groups. Everything is checked before the user
# is created; the change logs in to the user management first (login_to_change). Passwords travel as data and are
# never printed.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    require_users(project, params.get('expected_users'))
    management = user_management(project)
    for user in management.users:
        if to_text(user.name).lower() == params['name'].lower():
            fail('The project already has a user named "%s"; nothing was changed.' % to_text(user.name))
    groups = [named(management.groups, name, 'group') for name in params['groups']]
    logged_in = login_to_change(management, params.get('credentials'))
    try:
        user = management.users.create(params['name'])
        user.fullname = params.get('full_name') or ''
        user.description = params.get('description') or ''
        if params.get('password'):
            # change_password(old, new) is the only password API (scriptDoc.txt); SP21 removed it ("no longer
            # supported", the peer Limhslog/Codesys-MCP-SP21-plus-ch live on SP21 Patch 5). A user without the
            # password asked for is never left behind: it is removed again.
            try:
                user.change_password('', params['password'])
            except Exception as error:
                user.remove()
                fail('This CODESYS does not let scripts set a project user\'s password (IScriptUser.change_password: %s; '
                     'SP21 and later no longer support it). Nothing was added: add %s without a password and set it in '
                     'CODESYS (Project > User Management), or add the user in CODESYS.'
                     % (' '.join(to_text(error).split()), params['name']))
        for group in groups:
            if not group.has_member(user):
                group.add_member(user)
        commit(project, params)
    finally:
        if logged_in:
            management.logout()
    emit_result(users_state(project))


run_command(main)
