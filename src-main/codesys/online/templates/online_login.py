# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# Logs in to the application's PLC and brings the code there as asked: `keep` (log in only), `download` (full
# download), `online_change` (online change or fail), `auto` (nothing when the code did not change, else an online
# change when possible, else a full download, but only with `download_allowed`: the approved card said so). Says
# which happened. Where OnlineChangeOption is not reachable, no online change is possible (NPavii's notes).
from __future__ import print_function


def main(params):
    application, online_application = open_online_application(params)
    mode = params['mode']
    delete_foreign = bool(params.get('delete_foreign_apps'))
    options = change_options()
    if mode == 'online_change' and options is None:
        fail('An online change is not possible: %s. Log in with change "download" (a full download: the application '
             'stops and every variable restarts at its initial value).' % NO_CHANGE_OPTION)
    if online_application.is_logged_in and mode != 'keep':
        online_application.logout()
    happened = 'none'
    if mode == 'download':
        login(online_application, options.Never if options is not None else None, delete_foreign)
        happened = 'download'
    elif mode == 'online_change':
        login(online_application, options.Force, delete_foreign)
        happened = 'online-change'
    else:
        not_read = None
        if not online_application.is_logged_in:
            not_read = login_to_read(application, online_application, False)
            if not_read and mode == 'keep':
                fail(not_read)
        if mode == 'auto':
            logged_in = bool(online_application.is_logged_in)
            no_application = not logged_in or (enum_text(online_application.application_state) or ['none'])[0] == 'none'
            # Without the enum a plain login happened only because is_uptodate said the PLC runs this code.
            changed = params.get('code_changed') if options is not None else not_read is not None
            if no_application or changed:
                possible = logged_in and not no_application and online_change_possible(application)
                if possible is None:
                    # Never a full download just because the check failed: the person may have approved one only as
                    # the fallback for an online change that is impossible, not for one nobody could judge.
                    online_application.logout()
                    fail('Nothing was downloaded: %s. Log in with change "online_change" (fails if it is not possible) '
                         'or "download" (a full download).' % NO_CHANGE_CHECK)
                if not possible and not params.get('download_allowed'):
                    if logged_in:
                        online_application.logout()
                    fail('Nothing was downloaded: %s needs a full download (%s), which the approved card did not '
                         'announce. Call again: the new card shows the download.'
                         % (object_path(application), 'the PLC holds no application' if no_application else
                            NO_CHANGE_OPTION if options is None else 'no online change is possible'))
                if logged_in:
                    online_application.logout()
                if possible:
                    login(online_application, options.Force, delete_foreign)
                else:
                    login(online_application, options.Never if options is not None else None, delete_foreign)
                happened = 'online-change' if possible else 'download'
    state = online_state(application, online_application, [])
    state['happened'] = happened
    emit_result(state)


run_command(main)
