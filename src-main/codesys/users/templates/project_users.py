# interlock-helpers: common ensure_project_open project_users
# The project's users and groups (never a password).
from __future__ import print_function


def main(params):
    emit_result(users_state(ensure_project_open(params['project_path'])))


run_command(main)
