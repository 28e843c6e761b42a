# interlock-helpers: common ensure_project_open project_users
# Removes a project user (never the last member of the Owner group), logged in to the user management (login_to_change).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    require_users(project, params.get('expected_users'))
    management = user_management(project)
    user = named(management.users, params['name'], 'user')
    owner = [group for group in management.groups if group_kind(group) == 'owner']
    if owner and [to_text(member.name) for member in owner[0].get_user_members(True)] == [to_text(user.name)]:
        fail('%s is the last member of the Owner group, who may change the user management; add another owner first. '
             'Nothing was changed.' % to_text(user.name))
    logged_in = login_to_change(management, params.get('credentials'))
    try:
        user.remove()
        commit(project, params)
    finally:
        if logged_in:
            management.logout()
    emit_result(users_state(project))


run_command(main)
