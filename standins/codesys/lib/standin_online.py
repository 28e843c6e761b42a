"""The stand-in's simulated PLC and the `online` part of scriptengine (docs/codesys-scriptengine-api.md, section 8).

The PLC is a device reachable through a gateway at one address. It holds at most one application per name: the
variables its download's declarations define (programs and GVLs, with function block instances, structures and
arrays expanded), typed values starting at their initial values, a run state, forced values that hold until they
are unforced, and the download's version. A PLC outlives the IDE, so its state lives in a JSON file
(CODESYS_STANDIN_PLC_DIR, default a folder in the temp dir per stand-in install); being logged in belongs to the IDE.

What the stand-in decides where the docs are silent (and tests must not rely on the exact words): the texts of
errors for an unknown expression, a value of the wrong type, a device that does not answer, and a failed login.

Fault switches (environment):
    CODESYS_STANDIN_PLC_ADDRESS=a      the address the PLC answers at (default 0000.0001): a project that names
                                       another one holds a stale address (as after a reboot that renumbered it)
    CODESYS_STANDIN_PLC_USER=u:p       the PLC's user management is on: a login without these credentials set
                                       (online.set_default_credentials) opens the modal Device User Login dialog,
                                       which blocks the UI thread until the person answers it
    CODESYS_STANDIN_PLC_EXCEPTION=1    the application raises an exception as soon as it runs (it halts: stop, with
                                       the exception flag in operation_state)
    CODESYS_STANDIN_PLC_DIR=dir        where the PLC keeps its state
    CODESYS_STANDIN_DOWNLOAD_MS=n      how long a download or online change transfers before the PLC holds the new
                                       code (default 0; a real one takes seconds): an IDE killed meanwhile leaves the
                                       PLC as it was
    CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION=1
                                       scriptengine does not expose OnlineChangeOption (as NPavii found on some
                                       service packs): scripts can only call login(delete_foreign_apps) (a guess),
                                       which downloads in full whenever the PLC's code differs
"""
import hashlib
import json
import os
import re
import sys
import tempfile
import time

import standin_api
import standin_ui
from standin_online_variables import (  # noqa: F401  (the underscored names serve standin_symbols)
    _COMMENTS, _HEADER, _TYPE_DECL, _members, format_value, initial_value, layout_of, parse_value,
)
from standin_types import KIND_BY_TYPE, TYPE_IDS

# OnlineChangeOption's values (docs/codesys-scriptengine-api.md); the stand-in may hide the enum from scripts.
NEVER, TRY, FORCE, KEEP = 0, 1, 2, 3

DEFAULT_GATEWAY = 'Gateway-1'
DEFAULT_ADDRESS = '0000.0001'


class InvalidOperationException(Exception):
    """System.InvalidOperationException as IronPython surfaces it."""


# The strict core raises it for the reference's documented raises (`value` on a compound device parameter).
standin_api.EXCEPTIONS['InvalidOperationException'] = InvalidOperationException

class TimeoutException(Exception):
    """System.TimeoutException (stop() waits at most `timeout`)."""


class ScriptOnlineException(Exception):
    """What the online API raises for a refused or failed online operation."""


# ---------------------------------------------------------------------------------------------------------------------
# The PLC: its state file


def machine_dir(variable, folder):
    """Where state that outlives the IDE lives (a PLC, the device repository): the folder the environment variable
    names, else one per stand-in install under the temp folder."""
    configured = os.environ.get(variable)
    if configured:
        return configured
    install = os.path.dirname(os.path.abspath(sys.argv[0] if sys.argv and sys.argv[0] else __file__))
    return os.path.join(tempfile.gettempdir(), folder, hashlib.sha1(install.encode('utf-8')).hexdigest()[:12])


def _plc_dir():
    return machine_dir('CODESYS_STANDIN_PLC_DIR', 'codesys-standin-plc')


def plc_address():
    return os.environ.get('CODESYS_STANDIN_PLC_ADDRESS') or DEFAULT_ADDRESS


class Plc(object):
    """The device at the PLC address; every change is written through at once (the PLC outlives the IDE)."""

    def __init__(self, address=None):
        self.address = address or plc_address()
        self.path = os.path.join(_plc_dir(), 'plc-%s.json' % re.sub(r'[^0-9A-Za-z]', '_', self.address.upper()))
        self.state = {'applications': {}}
        if os.path.isfile(self.path):
            with open(self.path, 'r', encoding='utf-8') as handle:
                self.state = json.load(handle)

    def application(self, name):
        return self.state['applications'].get(name.upper())

    def put(self, name, app):
        self.state['applications'][name.upper()] = app
        self.save()

    def remove(self, name):
        self.state['applications'].pop(name.upper(), None)
        self.save()

    def save(self):
        folder = os.path.dirname(self.path)
        os.makedirs(folder, exist_ok=True)  # another CODESYS may create it at the same moment
        temp = '%s.%d.tmp' % (self.path, os.getpid())  # two CODESYS may save the same PLC at once
        with open(temp, 'w', encoding='utf-8') as handle:
            json.dump(self.state, handle)
        os.replace(temp, self.path)


def _encode_layout(layout):
    return dict((key, {'name': layout.names[key], 'type': var['type'], 'initial': var['initial'], 'retain': var['retain'],
                       'persistent': var['persistent'], 'constant': var['constant']}) for key, var in layout.variables.items())


# ---------------------------------------------------------------------------------------------------------------------
# scriptengine's online objects


class _Disposable(standin_api.ApiObject):
    """An online object holds a connection (IDisposable): Dispose() ends it, and a disposed object refuses every member
    as .NET does."""

    _disposed = False

    def __getattribute__(self, name):
        if name[0] != '_' and name != 'Dispose' and object.__getattribute__(self, '_disposed'):
            raise standin_api.exception('ObjectDisposedException', 'Cannot access a disposed object.')
        return standin_api.ApiObject.__getattribute__(self, name)

    def Dispose(self):
        self._disposed = True
        live = self._engine.online._live
        if self in live:
            live.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.Dispose()
        return False


class ScriptOnlineApplication(_Disposable):
    """The online view of one application of the primary project (ScriptOnlineApplication)."""

    def __init__(self, engine, application):
        self._engine = engine
        self._application = application
        self._prepared = {}

    # -- session

    @property
    def _session(self):
        return self._engine.online._sessions.get(str(self._application.guid))

    @property
    def is_logged_in(self):
        return self._session is not None

    def _plc(self):
        """The PLC this application is logged in to (the real one at the device's address, or the simulation)."""
        return standin_network.plc_of(self._engine, self._session)

    def _require_login(self):
        if self._session is None:
            raise ScriptOnlineException('The application %s is not logged in' % self._application.get_name())
        plc = self._plc()
        app = plc.application(self._application.get_name())
        if app is None:
            raise ScriptOnlineException('The application %s is not on the device' % self._application.get_name())
        return plc, app

    def login(self, change_option=None, delete_foreign_apps=False):
        if isinstance(change_option, bool):
            change_option, delete_foreign_apps = None, change_option  # the login(delete_foreign_apps) call shape
        engine = self._engine
        online = engine.online
        device = _device_of(self._application)
        target, plc = standin_network.connect_target(engine, device)
        online._authenticate()
        image = _image(engine, self._application)
        name = self._application.get_name()
        app = plc.application(name)
        if app is not None and app['guid'] != str(self._application.guid):
            if not delete_foreign_apps:
                raise ScriptOnlineException('The device holds another application named %s (from another project). Log in '
                                            'with delete_foreign_apps to replace it.' % name)
            app = None
        # Without an option (the enum hidden from scripts), a login downloads in full whenever the code differs.
        option = NEVER if change_option is None else int(change_option)
        if app is None:
            if option == KEEP:
                app = None
            else:
                app = _download(plc, name, str(self._application.guid), image, None)
        elif app['code_hash'] != image['code_hash']:
            possible = _online_change_possible(app, image)
            if option == NEVER or (option == TRY and not possible):
                app = _download(plc, name, str(self._application.guid), image, app)
            elif option in (TRY, FORCE):
                if not possible:
                    raise ScriptOnlineException('An online change is not possible: the declarations of %s changed in a way '
                                                'only a full download can apply.' % ', '.join(_incompatible(app, image)[:5]))
                app = _online_change(plc, name, app, image)
        online._sessions[str(self._application.guid)] = {'logged_in_at': time.time(), 'plc': target, 'device': str(device.guid)}

    def logout(self):
        self._engine.online._sessions.pop(str(self._application.guid), None)

    # -- state

    @property
    def application_state(self):
        states = self._engine.ApplicationState
        if self._session is None:
            return states.unknown
        app = self._plc().application(self._application.get_name())
        if app is None:
            return states.none
        return getattr(states, app['state'])

    @property
    def operation_state(self):
        flags = self._engine.OperatingState
        result = flags.none
        app = self._plc().application(self._application.get_name()) if self._session is not None else None
        if app is None:
            return result
        result |= flags.program_loaded
        if app['forced']:
            result |= flags.force_active
        if app.get('exception'):
            result |= flags.exception
        if app.get('boot_project'):
            result |= flags.store_bootproject
        return result

    # -- run state

    def start(self):
        plc, app = self._require_login()
        if app.get('exception'):
            raise ScriptOnlineException('The application is in an exception state; reset it before starting')
        if os.environ.get('CODESYS_STANDIN_PLC_EXCEPTION'):
            app['state'] = 'stop'
            app['exception'] = 'Access violation (simulated exception) in task MainTask'
        else:
            app['state'] = 'run'
        plc.put(self._application.get_name(), app)

    def stop(self, timeout=60):
        plc, app = self._require_login()
        app['state'] = 'stop'
        plc.put(self._application.get_name(), app)

    def reset(self, reset_option=None, force_kill=False):
        engine = self._engine
        option = int(engine.ResetOption.Warm if reset_option is None else reset_option)
        plc, app = self._require_login()
        if option == int(engine.ResetOption.Original):
            plc.remove(self._application.get_name())
            self.logout()
            return
        keep = 'persistent' if option == int(engine.ResetOption.Cold) else 'retain'
        for key, var in app['layout'].items():
            if var['persistent'] or (keep == 'retain' and var['retain']):
                continue
            app['values'][key] = initial_value(var, var['name'])
        app['state'] = 'stop'
        app['exception'] = None
        plc.put(self._application.get_name(), app)

    def create_boot_application(self):
        plc, app = self._require_login()
        app['boot_project'] = app['version']
        plc.put(self._application.get_name(), app)
        import standin_plc_files  # the boot application is a pair of files on the device
        standin_plc_files.store_boot_application(self._application.get_name(), app)

    # -- values

    def _variable(self, app, expression):
        key = _expression_key(self._application.get_name(), expression)
        var = app['layout'].get(key)
        if var is None:
            raise ScriptOnlineException("The expression '%s' cannot be monitored: no such variable in %s"
                                        % (expression, self._application.get_name()))
        return key, var

    def read_value(self, expression):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        value = app['forced'][key] if key in app['forced'] else app['values'][key]
        return format_value(var['type'], value)

    def read_values(self, expressions):
        plc, app = self._require_login()
        values = []
        for expression in expressions:
            key, var = self._variable(app, expression)
            values.append(format_value(var['type'], app['forced'][key] if key in app['forced'] else app['values'][key]))
        return values

    def set_prepared_value(self, expression, value):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        if var['constant']:
            raise ScriptOnlineException('%s is a constant and cannot be written' % expression)
        parse_value(var['type'], value, expression)
        self._prepared[key] = value

    def get_prepared_value(self, expression):
        return self._prepared.get(_expression_key(self._application.get_name(), expression))

    def get_prepared_expressions(self):
        plc, app = self._require_login()
        return [app['layout'][key]['name'] for key in self._prepared]

    def write_prepared_values(self):
        plc, app = self._require_login()
        for key, text in self._prepared.items():
            if isinstance(text, _Unforce):
                continue  # an unforce takes effect with force_prepared_values
            var = app['layout'][key]
            # A forced variable keeps its forced value: the write lands underneath it.
            app['values'][key] = parse_value(var['type'], text, var['name'])
        self._prepared = {}
        plc.put(self._application.get_name(), app)

    def force_prepared_values(self):
        plc, app = self._require_login()
        for key, text in self._prepared.items():
            if isinstance(text, _Unforce):
                # UNFORCE leaves the forced value in the variable (the program overwrites it in its next cycle);
                # UNFORCE_RESTORE puts back the value it had before it was forced.
                if key in app['forced'] and text is ScriptOnline.UNFORCE:
                    app['values'][key] = app['forced'][key]
                app['forced'].pop(key, None)
                continue
            var = app['layout'][key]
            app['forced'][key] = parse_value(var['type'], text, var['name'])
        self._prepared = {}
        plc.put(self._application.get_name(), app)

    def set_unforce_value(self, expression, restore=False):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        self._prepared[key] = ScriptOnline.UNFORCE_RESTORE if restore else ScriptOnline.UNFORCE

    def unforce_all_values(self):
        plc, app = self._require_login()
        app['forced'] = {}
        plc.put(self._application.get_name(), app)

    def get_forced_expressions(self):
        plc, app = self._require_login()
        return [app['layout'][key]['name'] for key in app['forced']]

    def get_online_device(self):
        return ScriptOnlineDevice(self._engine, _device_of(self._application))


class ScriptOnlineDevice(_Disposable):
    def __init__(self, engine, device):
        self._engine = engine
        self._device = device

    @property
    def connected(self):
        return bool(self._engine.online._connected.get(str(self._device.guid)))

    def connect(self):
        target, _plc = standin_network.connect_target(self._engine, self._device)
        self._engine.online._authenticate()
        self._engine.online._connected[str(self._device.guid)] = target

    def _target_plc(self):
        return standin_network.plc_of(self._engine, {'plc': self._engine.online._connected.get(str(self._device.guid))})

    def create_live_user_management(self):
        return standin_network.create_live_user_management(self)

    def disconnect(self):
        self._engine.online._connected.pop(str(self._device.guid), None)

    def reset_origin(self):
        if not self.connected:
            raise ScriptOnlineException('The device is not connected')
        plc = self._target_plc()
        plc.state['applications'] = {}
        plc.save()
        self._engine.online._sessions.clear()


class _Unforce(str):
    """ScriptOnline.UNFORCE and UNFORCE_RESTORE: special values the reference types as str (compared by identity)."""


class ScriptOnline(standin_api.ApiObject):
    UNFORCE = _Unforce('UNFORCE')
    UNFORCE_RESTORE = _Unforce('UNFORCE_RESTORE')

    def __init__(self, engine):
        self._engine = engine
        self._credentials = None
        self._specific = {}
        self._sessions = {}
        self._connected = {}
        self._live = []  # online objects not disposed yet
        standin_ui.at_script_end(self._script_ended)

    def _script_ended(self):
        for obj in list(self._live):
            obj.Dispose()
        self.clear_all_credentials()

    def _track(self, obj):
        self._live.append(obj)
        return obj

    def _require_script_context(self):
        # The online factories find their caller on the script engine's stack of running scripts. A timer tick runs
        # outside any script, so the stack is empty: the .NET Stack<T>.Pop message surfaces as the error.
        if not standin_ui.script_running():
            raise InvalidOperationException('Stack empty.')

    def create_online_application(self, application=None):
        self._require_script_context()
        if application is None:
            primary = self._engine.projects.primary
            application = primary.active_application if primary is not None else None
        if application is None:
            raise ValueError('There is no active application')
        return self._track(ScriptOnlineApplication(self._engine, application))

    def create_online_device(self, device=None):
        self._require_script_context()
        if device is None:
            primary = self._engine.projects.primary
            application = primary.active_application if primary is not None else None
            device = _device_of(application) if application is not None else None
        if device is None:
            raise ValueError('There is no device')
        return self._track(ScriptOnlineDevice(self._engine, device))

    def set_default_credentials(self, username, password=None):
        self._credentials = (username, password or '')

    def set_specific_credentials(self, target, username, password=None):
        self._specific[str(target)] = (username, password or '')

    def clear_all_credentials(self):
        self._credentials = None
        self._specific = {}

    def _authenticate(self):
        required = os.environ.get('CODESYS_STANDIN_PLC_USER')
        if not required:
            return
        user, _, password = required.partition(':')
        given = self._credentials or next(iter(self._specific.values()), None)
        if given == (user, password):
            return
        if os.environ.get('CODESYS_STANDIN_PLC_LOGIN_DIALOG') == 'cancel':
            # A person who cancels the dialog at once (tests: no modal wait).
            raise ScriptOnlineException('The Device User Login dialog was cancelled')
        # The Device User Login dialog: modal, on the UI thread. Nothing else runs until the person answers it.
        while True:
            time.sleep(3600)


def online_change_option_hidden():
    return bool(os.environ.get('CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION'))


def _device_of(application):
    node = application._node.parent
    while node is not None and str(node.type) != TYPE_IDS['device']:
        node = node.parent
    if node is None:
        raise ScriptOnlineException('The application %s is not below a device' % application.get_name())
    from scriptengine import ScriptObject
    return ScriptObject(node, application._project)


def _device_address(device):
    properties = device._node.props
    return properties.get('gateway', DEFAULT_GATEWAY), properties.get('address', DEFAULT_ADDRESS)


def _expression_key(application_name, expression):
    text = ''.join(str(expression).split()).upper()
    prefix = application_name.upper() + '.'
    if text.startswith(prefix) and text[len(prefix):].count('.') >= 1:
        text = text[len(prefix):]
    return text


def _image(engine, application):
    """What a download of `application` would put on the device: it must build without errors."""
    project = application._project
    engine.system._run_build(application, project)
    errors = [m for m in engine.system.get_message_objects(engine.CATEGORY_BUILD) if int(m.severity) & int(engine.Severity.Error)]
    if errors:
        raise ScriptOnlineException('The application has compile errors; fix them before logging in (%d errors)' % len(errors))
    objects = _code_objects(engine, application)
    layout = layout_of(objects, lambda node: KIND_BY_TYPE.get(str(node.type)))
    return {'layout': _encode_layout(layout), 'code_hash': _code_hash(objects)}


def _code_objects(engine, application):
    objects = [n for n in application._node.walk() if n.declaration is not None or n.implementation is not None]
    return objects + [n for n in application._project._root.children if n.type in engine._NAMESPACE_TYPES]


def _code_hash(objects):
    code = hashlib.sha1()
    for node in sorted(objects, key=lambda n: str(n.guid)):
        code.update(('%s\0%s\0%s\0' % (node.name, node.declaration or '', node.implementation or '')).encode('utf-8'))
    return code.hexdigest()


def is_uptodate(engine, application):
    """ScriptApplication.is_uptodate: whether this application is the one running on the PLC (the real IDE judges it
    from the compile information of its last download; the stand-in compares with what the PLC holds)."""
    try:
        _target, plc = standin_network.connect_target(engine, _device_of(application))
    except ScriptOnlineException:
        return False  # no PLC answers where the project points: nothing there is this application
    app = plc.application(application.get_name())
    return app is not None and app['guid'] == str(application.guid) and app['code_hash'] == _code_hash(_code_objects(engine, application))


def is_online_change_possible(engine, application):
    """ScriptApplication.is_online_change_possible (a property of the offline application since 3.5.10.0; the online
    application has none, scriptDoc.txt): whether the code now could reach the PLC by an online change. The real IDE
    judges it from the compile information of the last download; the stand-in compares with what the PLC holds."""
    try:
        _target, plc = standin_network.connect_target(engine, _device_of(application))
    except ScriptOnlineException:
        return False
    app = plc.application(application.get_name())
    if app is None or app['guid'] != str(application.guid):
        return False
    try:
        return _online_change_possible(app, _image(engine, application))
    except ScriptOnlineException:
        return False  # compile errors: nothing can be downloaded at all


def _online_change_possible(app, image):
    return not _incompatible(app, image)


def _incompatible(app, image):
    """Variables whose type changed: their memory cannot be carried over by an online change."""
    return [var['name'] for key, var in image['layout'].items() if key in app['layout'] and app['layout'][key]['type'] != var['type']]


def _transfer():
    """The time the code takes to reach the PLC (CODESYS_STANDIN_DOWNLOAD_MS): the script thread waits, as in CODESYS."""
    time.sleep(int(os.environ.get('CODESYS_STANDIN_DOWNLOAD_MS') or 0) / 1000.0)


def _download(plc, name, guid, image, previous):
    _transfer()
    values = dict((key, initial_value(var, var['name'])) for key, var in image['layout'].items())
    app = {
        'guid': guid, 'layout': image['layout'], 'code_hash': image['code_hash'], 'values': values, 'forced': {},
        'state': 'stop', 'exception': None, 'version': (previous or {}).get('version', 0) + 1, 'boot_project': None,
        'last_change': 'download',
    }
    plc.put(name, app)
    return app


def _online_change(plc, name, app, image):
    _transfer()
    values = {}
    for key, var in image['layout'].items():
        values[key] = app['values'][key] if key in app['values'] else initial_value(var, var['name'])
    forced = dict((key, value) for key, value in app['forced'].items() if key in image['layout'])
    app.update({'layout': image['layout'], 'code_hash': image['code_hash'], 'values': values, 'forced': forced,
                'version': app['version'] + 1, 'last_change': 'online-change'})
    plc.put(name, app)
    return app


# -- device objects: communication settings (ScriptDeviceObject)

def _get_gateway(self):
    # The Guid of the configured gateway, as CODESYS returns it (the project may name it by name or by Guid).
    return standin_network.gateway_guid(_device_address(self)[0])


def _get_address(self):
    return _device_address(self)[1]


def _set_gateway_and_address(self, gateway, address):
    # The reference types the gateway as a ScriptGateway (the strict core refuses a str); the project keeps its Guid.
    # No gateway and an empty address clear the setting.
    self._node.props['gateway'] = str(gateway.guid) if gateway is not None else ''
    self._node.props['address'] = str(address or '')
    self._project._changed()


DEVICE_MEMBERS = {
    'get_gateway': _get_gateway,
    'get_address': _get_address,
    'set_gateway_and_address': _set_gateway_and_address,
}


import standin_network  # noqa: E402  (it builds on the classes above)
