# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# interlock-context: script
# The users of the live user management on the project's PLC; with `add`, first adds one user (its password
# arrives as data and is never printed). Refuses a name the PLC already has. Connects to the device (no login to the
# application) and leaves the connection as it found it.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = target_device(project, params)
    settings = device_settings(device)
    online_device, was_connected = connected_device(device, params)
    try:
        management = online_device.create_live_user_management()
        management.upload()
        add = params.get('add')
        if add:
            # ScriptLiveDeviceUserList is a plain list: it has no name indexer (scriptDoc.txt).
            existing = [user for user in management.users if to_text(user.name).lower() == add['user_name'].lower()]
            if existing:
                fail('The PLC of %s already has a user %s. Nothing was changed.' % (settings['path'], to_text(existing[0].name)))
            management.add_user(add['user_name'], add['password'], bool(add['can_change_password']), bool(add['must_change_password']))
            management.upload()
        users = [{'name': to_text(user.name), 'flags': [f for f in re_split_flags(to_text(user.flags))]} for user in management.users]
    finally:
        if not was_connected:
            online_device.disconnect()
    emit_result({'device': settings, 'users': users})


def re_split_flags(text):
    return [part.strip() for part in text.replace('|', ',').split(',') if part.strip() and part.strip() != 'None']


run_command(main)
