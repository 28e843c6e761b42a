# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# Logs out of the application's PLC; the PLC keeps running as it is.
from __future__ import print_function


def main(params):
    application, online_application = open_online_application(params)
    was_logged_in = bool(online_application.is_logged_in)
    if was_logged_in:
        online_application.logout()
    emit_result({'application': object_path(application), 'was_logged_in': was_logged_in})


run_command(main)
