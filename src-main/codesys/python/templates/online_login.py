# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# Logs in to the application's PLC and brings the code there as asked: `keep` (log in only), `download` (full
# download), `online_change` (online change or fail), `auto` (nothing when the code did not change, else an online
# change when possible, else a full download). Says which happened.
from __future__ import print_function

import scriptengine as se


def main(params):
    application, online_application = open_online_application(params)
    mode = params['mode']
    delete_foreign = bool(params.get('delete_foreign_apps'))
    options = se.OnlineChangeOption
    if online_application.is_logged_in and mode != 'keep':
        online_application.logout()
    happened = 'none'
    if mode == 'download':
        login(online_application, options.Never, delete_foreign)
        happened = 'download'
    elif mode == 'online_change':
        login(online_application, options.Force, delete_foreign)
        happened = 'online-change'
    else:
        if not online_application.is_logged_in:
            login(online_application, options.Keep, delete_foreign)
        if mode == 'auto':
            no_application = (enum_text(online_application.application_state) or ['none'])[0] == 'none'
            if no_application or params.get('code_changed'):
                possible = not no_application and online_change_possible(online_application)
                online_application.logout()
                login(online_application, options.Force if possible else options.Never, delete_foreign)
                happened = 'online-change' if possible else 'download'
    state = online_state(application, online_application, [])
    state['happened'] = happened
    emit_result(state)


run_command(main)
