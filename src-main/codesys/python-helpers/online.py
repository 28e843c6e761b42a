# The online side of the project's application: the online application object, the device it is addressed
# through, its state, and values read many at a time. Needs common.py, ensure_project_open.py and
# find_object_by_path.py; the online factories need a running script (`# interlock-context: script`).
from __future__ import print_function

import re

import scriptengine as se


def open_online_application(params):
    project = ensure_project_open(params['project_path'])
    application = find_application(project)
    if application is None:
        fail('%s has no application to go online with' % to_text(project.path))
    credentials = params.get('credentials')
    if credentials:
        # Set before any login, so the PLC's user management never opens the modal Device User Login dialog; forgotten
        # when the command ends, so no later command runs with this one's device user.
        at_command_end(se.online.clear_all_credentials)
        se.online.set_default_credentials(credentials['user'], credentials['password'])
    online_application = se.online.create_online_application(application)
    at_command_end(online_application.Dispose)
    return application, online_application


def device_info(application):
    device = application.parent
    while device is not None and not getattr(device, 'is_root', False) and not device.is_device:
        device = device.parent
    if device is None or getattr(device, 'is_root', False):
        return {'name': None, 'gateway': None, 'address': None}
    info = {'name': to_text(device.get_name()), 'gateway': None, 'address': None}
    for key, member in (('gateway', 'get_gateway'), ('address', 'get_address')):
        if hasattr(device, member):
            try:
                value = getattr(device, member)()
                info[key] = (gateway_name(value) if key == 'gateway' else to_text(value)) if value is not None else None
            except Exception:
                pass
    try:
        # In simulation mode a login goes to the PLC simulated inside the IDE, not through the gateway and address.
        info['simulation'] = bool(device.get_simulation_mode())
    except Exception:
        pass
    return info


def gateway_name(value):
    """get_gateway gives the gateway's Guid: the name the person knows it by (the value itself when none matches)."""
    text = to_text(value)
    try:
        for gateway in se.online.gateways:
            if to_text(gateway.guid).lower() == text.lower() or to_text(gateway.name) == text:
                return to_text(gateway.name)
    except Exception:
        pass
    return text


def enum_text(value):
    """The member name(s) of a .NET enum value: 'run'; flags as a list ('program_loaded, force_active')."""
    return [part for part in re.split(r'[\s,|]+', to_text(value)) if part and part != 'none']


def change_options():
    """se.OnlineChangeOption, or None where this CODESYS does not expose it to IronPython (NPavii's notes): then a
    script can only log in plainly, which downloads in full whenever the PLC runs other code, and no online change
    is possible."""
    return getattr(se, 'OnlineChangeOption', None)


NO_CHANGE_OPTION = ('this CODESYS does not expose OnlineChangeOption to scripts, so a login from a script cannot '
                    'make an online change, nor promise to leave other code on the PLC alone')


def online_change_possible(application):
    """ScriptApplication.is_online_change_possible: a property of the offline application since 3.5.10.0 (scriptDoc.txt;
    read live on SP21 by the peer Limhslog/Codesys-MCP-SP21-plus-ch). The online application has no such member. None
    where this CODESYS cannot tell (no such member, or reading it failed)."""
    if change_options() is None:
        return False
    if not hasattr(application, 'is_online_change_possible'):
        return None
    try:
        possible = application.is_online_change_possible
        if callable(possible):
            possible = possible()  # the stubs of some versions document a method
        return bool(possible)
    except Exception:
        return None


NO_CHANGE_CHECK = ('this CODESYS could not tell whether an online change is possible '
                   '(ScriptApplication.is_online_change_possible, V3.5 SP10 and newer)')


def read_many(online_application, expressions):
    """[{expression, value, error}]: all at once, or one by one when one of them cannot be read."""
    if not expressions:
        return []
    try:
        values = online_application.read_values(list(expressions))
        return [{'expression': e, 'value': to_text(v), 'error': None} for e, v in zip(expressions, values)]
    except Exception:
        pass
    found = []
    for expression in expressions:
        try:
            found.append({'expression': expression, 'value': to_text(online_application.read_value(expression)), 'error': None})
        except Exception as error:
            found.append({'expression': expression, 'value': None, 'error': ' '.join(to_text(error).split())})
    return found


def online_state(application, online_application, expressions):
    logged_in = bool(online_application.is_logged_in)
    state = {
        'application': object_path(application),
        'device': device_info(application),
        'logged_in': logged_in,
        'application_state': None,
        'operating_flags': [],
        'online_change_possible': None,
        'online_change_option': change_options() is not None,
        'forced': [],
        'values': [],
    }
    if not logged_in:
        return state
    state['application_state'] = (enum_text(online_application.application_state) or ['none'])[0]
    state['operating_flags'] = enum_text(online_application.operation_state)
    state['online_change_possible'] = online_change_possible(application)
    if state['application_state'] == 'none':
        # Logged in to a device that holds no such application: nothing to read.
        state['values'] = [{'expression': e, 'value': None, 'error': 'There is no application on the PLC'} for e in expressions]
        return state
    forced = [to_text(e) for e in online_application.get_forced_expressions()]
    state['forced'] = [{'expression': v['expression'], 'value': v['value']} for v in read_many(online_application, forced)]
    state['values'] = read_many(online_application, expressions)
    return state


def login(online_application, option, delete_foreign_apps):
    """SP21 takes (change option, delete foreign apps); earlier service packs only the option (a guess). With no
    option (the enum is not reachable) the one plain shape, (delete foreign apps), also a guess (the reference's
    guesses online_login_option and online_login_bool): login() requires both documented arguments."""
    if option is None:
        online_application.login(delete_foreign_apps)
        return
    try:
        online_application.login(option, delete_foreign_apps)
    except TypeError:
        online_application.login(option)


def login_to_read(application, online_application, current_code_only):
    """Logs in without changing anything on the PLC (OnlineChangeOption.Keep: no download, no online change).
    `current_code_only` (headless, where the session ends with the command): refuse, before logging in, when the
    PLC holds no application or runs other code than the project's, since reading it would need a download first.
    Without the enum only a plain login exists, which downloads when the code differs: it runs only when
    `is_uptodate` says the PLC runs the project's code; otherwise this returns why it did not log in."""
    options = change_options()
    current = getattr(application, 'is_uptodate', None)
    if current_code_only and current is False:
        fail('The PLC runs different code than %s (or no application at all): its values cannot be read without a '
             'download first. Log in from the persistent IDE to download (Settings, CODESYS, mode persistent; then '
             'codesys_online_login).' % object_path(application))
    if options is None and current is not True:
        return ('Not logged in to read: %s, and the PLC runs other code than %s (or none), so logging in would '
                'download. Log in with codesys_online_login, whose card says so.' % (NO_CHANGE_OPTION, object_path(application)))
    login(online_application, options.Keep if options is not None else None, False)
    if current_code_only and (enum_text(online_application.application_state) or ['none'])[0] == 'none':
        online_application.logout()
        fail('The PLC holds no application %s: log in from the persistent IDE to download.' % object_path(application))
    return None


def require_logged_in(online_application, application):
    if not online_application.is_logged_in:
        fail('Not logged in to %s: log in first (codesys_online_login)' % object_path(application))
