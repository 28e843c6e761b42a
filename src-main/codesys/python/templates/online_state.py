# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# The online state of the project's application and the values of the given expressions. With `probe` and not
# logged in, it logs in without changing anything on the PLC (no download), reads, and logs out again.
from __future__ import print_function

import scriptengine as se


def main(params):
    application, online_application = open_online_application(params)
    probed = False
    if params.get('probe') and not online_application.is_logged_in:
        login(online_application, se.OnlineChangeOption.Keep, False)
        probed = True
    try:
        state = online_state(application, online_application, params.get('expressions') or [])
    finally:
        if probed:
            online_application.logout()
    state['probed'] = probed
    emit_result(state)


run_command(main)
