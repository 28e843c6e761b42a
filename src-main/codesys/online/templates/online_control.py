# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# Start, stop, reset (warm, cold, origin) or store the boot application of the logged-in application.
from __future__ import print_function

import scriptengine as se


def main(params):
    application, online_application = open_online_application(params)
    require_logged_in(online_application, application)
    action = params['action']
    before = online_state(application, online_application, [])
    if action == 'start':
        online_application.start()
    elif action == 'stop':
        online_application.stop()
    elif action == 'create_boot_application':
        online_application.create_boot_application()
    else:
        option = one_of(action, {'reset_warm': se.ResetOption.Warm, 'reset_cold': se.ResetOption.Cold,
                                 'reset_origin': se.ResetOption.Original}, 'action')
        online_application.reset(option)
    state = online_state(application, online_application, [])
    state['before'] = {'application_state': before['application_state'], 'operating_flags': before['operating_flags']}
    emit_result(state)


run_command(main)
