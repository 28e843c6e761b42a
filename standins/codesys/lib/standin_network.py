"""The stand-in's network: a gateway, the devices a network scan finds through it, simulation mode, and the live
device user management of a PLC (docs/codesys-scripting.md 8.4 and 12; the stubs of ScriptGateway,
ScriptScanTargetDescription and ScriptLiveDeviceUserManagement).

The gateway `Gateway-1` reaches three runtimes: the PLC the tests log in to (LINE1-PLC, IP 192.168.10.21, at
CODESYS_STANDIN_PLC_ADDRESS or 0000.0001), a second PLC of the same type (LINE2-PLC, .22) and an HMI panel of another
type (PANEL-7, .30); find_address_by_ip finds them on port 11740. Any runtime of the project
device's type accepts a login (each keeps its own state file); another type is refused as a target ID mismatch. A
project whose device names an address nothing answers at holds a stale address, as after a reboot that renumbered
the PLC: the scan shows where it went.

A device in simulation mode logs in to a PLC simulated inside the IDE: no gateway, no address; its state lives as long
as the IDE process. Device users live on the PLC (in its state file) with their flags and a salted hash of the
password; nothing here prints a password.

Fault switches (environment), besides standin_online's:
    CODESYS_STANDIN_PLC_ABSENT=1       LINE1-PLC is switched off: no scan finds it and nothing answers at its address
    CODESYS_STANDIN_SCAN_MS=n          how long a network scan blocks (default 200 ms; a real scan waits for its timeout)

What the stand-in decides where the docs are silent: the texts of the errors for a target ID mismatch, a disabled
device, switching simulation while logged in, and an existing user; the names of DeviceUserManagementFlags members.
"""
import hashlib
import os
import time

import standin_online  # imports this module too: its names are looked up at call time
from standin_api import ApiObject

GATEWAY_NAME = 'Gateway-1'
GATEWAY_GUID = '5c1a2d3e-8f40-4b6a-9c7d-1e2f3a4b5c6d'

# The project's device type (CODESYS Control Win V3 x64): what a Standard project holds.
CONTROL_WIN = {'type': 4096, 'id': '0000 0004', 'version': '3.5.21.50'}


def network_devices():
    """The runtimes that answer a scan now, as dicts."""
    devices = []
    if not os.environ.get('CODESYS_STANDIN_PLC_ABSENT'):
        devices.append({'device_name': 'LINE1-PLC', 'type_name': 'CODESYS Control Win V3 x64', 'vendor_name': 'CODESYS GmbH',
                        'device_id': CONTROL_WIN, 'address': standin_online.plc_address(), 'ip': '192.168.10.21'})
    devices.append({'device_name': 'LINE2-PLC', 'type_name': 'CODESYS Control Win V3 x64', 'vendor_name': 'CODESYS GmbH',
                    'device_id': CONTROL_WIN, 'address': '0301.C0A8.0A16', 'ip': '192.168.10.22'})
    devices.append({'device_name': 'PANEL-7', 'type_name': 'CODESYS HMI SL', 'vendor_name': 'CODESYS GmbH',
                    'device_id': {'type': 4112, 'id': '0000 0010', 'version': '3.5.21.50'}, 'address': '0301.C0A8.0A1E',
                    'ip': '192.168.10.30'})
    return devices


def _same_address(a, b):
    return str(a).strip().upper() == str(b).strip().upper()


def gateway_guid(name_or_guid):
    """ScriptDeviceObject.get_gateway: the Guid of the gateway the device names; the text itself if none matches."""
    import scriptengine
    if str(name_or_guid) in (GATEWAY_NAME, GATEWAY_GUID):
        return scriptengine.Guid(GATEWAY_GUID)
    return name_or_guid


def runtime_at(gateway, address):
    """The runtime answering at this gateway and address, or None."""
    if str(gateway) not in (GATEWAY_NAME, GATEWAY_GUID):
        return None
    for device in network_devices():
        if _same_address(device['address'], address):
            return device
    return None


def connect_target(engine, device_object):
    """Where a login or connect through this device goes: (plc key, Plc), raising as the IDE does when it cannot."""
    name = device_object.get_name()
    if device_object._node.props.get('disabled'):
        raise standin_online.ScriptOnlineException('The device %s is disabled; enable it before going online' % name)
    if device_object._node.props.get('simulation'):
        return 'simulation', simulated_plc(engine)
    gateway, address = standin_online._device_address(device_object)
    found = runtime_at(gateway, address)
    if found is None:
        shown = GATEWAY_NAME if str(gateway) in (GATEWAY_NAME, GATEWAY_GUID) else gateway
        raise standin_online.ScriptOnlineException('No device is responding at address %s (gateway %s). Scan the network and set the '
                                    'device\'s address again.' % (address, shown))
    wanted = device_object.get_device_identification()
    if (found['device_id']['type'], found['device_id']['id']) != (int(wanted.type), str(wanted.id)):
        raise standin_online.ScriptOnlineException('The device at %s is a %s (target ID %d %s); the project\'s device %s is %d %s. Choose a '
                                    'device of the project\'s type.' % (address, found['type_name'], found['device_id']['type'],
                                                                         found['device_id']['id'], name, int(wanted.type), wanted.id))
    return str(address).upper(), standin_online.Plc(str(address))


class SimulatedPlc(standin_online.Plc):
    """The PLC simulated inside the IDE: the same runtime, kept in memory (it ends with the IDE)."""

    def __init__(self):
        self.address = 'simulation'
        self.path = None
        self.state = {'applications': {}}

    def save(self):
        pass


def plc_of(engine, session):
    """The PLC a login session or a connection went to: the simulation, or the runtime at its address."""
    target = (session or {}).get('plc')
    if target == 'simulation':
        return simulated_plc(engine)
    return standin_online.Plc(target)


def simulated_plc(engine):
    online = engine.online
    if getattr(online, '_simulated_plc', None) is None:
        online._simulated_plc = SimulatedPlc()
    return online._simulated_plc


# ---------------------------------------------------------------------------------------------------------------------
# Gateways and scans


class ScriptScanTargetDescription(ApiObject):
    def __init__(self, data):
        self._data = data

    device_name = property(lambda self: self._data['device_name'])
    type_name = property(lambda self: self._data['type_name'])
    vendor_name = property(lambda self: self._data['vendor_name'])
    address = property(lambda self: self._data['address'])
    locked_in_cache = property(lambda self: False)

    @property
    def device_id(self):
        import scriptengine
        ident = self._data['device_id']
        return scriptengine.DeviceID(ident['type'], ident['id'], ident['version'])

    @property
    def parent_address(self):
        address = self._data['address']
        return address.rsplit('.', 1)[0] if '.' in address else None

    def __repr__(self):
        return '<ScriptScanTargetDescription %s @ %s>' % (self._data['device_name'], self._data['address'])


def _scan_wait():
    # A real scan blocks at least for the gateway's scan timeout.
    time.sleep(int(os.environ.get('CODESYS_STANDIN_SCAN_MS') or 200) / 1000.0)


class ScriptGateway(ApiObject):
    def __init__(self, name, guid):
        import scriptengine
        self._name = name
        self._guid = scriptengine.Guid(guid)
        self._cache = ()

    name = property(lambda self: self._name)
    guid = property(lambda self: self._guid)

    def find_address_by_ip(self, address, port=11740):
        """The CODESYS address of the runtime at this IP (blocks until it answers or the scan timeout passes)."""
        _scan_wait()
        for device in network_devices():
            if device['ip'] == str(address).strip() and int(port) == 11740:
                return device['address']
        raise standin_online.TimeoutException('No device replied at %s:%d' % (address, int(port)))

    def perform_network_scan(self):
        _scan_wait()
        self._cache = tuple(ScriptScanTargetDescription(d) for d in network_devices())
        return self._cache

    def get_cached_network_scan_result(self):
        return self._cache

    def __repr__(self):
        return '<ScriptGateway %s>' % self._name


class ScriptGateways(ApiObject, list):
    """The configured gateways: a plain list (scriptDoc.txt: Bases list) with find_with_name; no name or Guid
    indexer, so gateways['Gateway-1'] is a TypeError as on any list."""

    def find_with_name(self, name):
        return [g for g in self if g.name == name]


# ---------------------------------------------------------------------------------------------------------------------
# Live device user management (ScriptOnlineDevice.create_live_user_management, 3.5.16.0)


class DeviceUserManagementFlags(object):
    """A .NET flags value: str() names the members that are set."""

    def __init__(self, names):
        self._names = [n for n in names if n]

    def __str__(self):
        return ', '.join(self._names) or 'None'

    __repr__ = __str__


class ScriptLiveDeviceUser(ApiObject):
    """A user on the device: name and flags, both read-only (scriptDoc.txt, ScriptLiveDeviceUser)."""

    __slots__ = ('_name', '_flags')

    def __init__(self, data):
        self._name = data['name']
        self._flags = DeviceUserManagementFlags(data['flags'])

    @property
    def name(self):
        return self._name

    @property
    def flags(self):
        return self._flags


class ScriptLiveDeviceUserList(ApiObject, list):
    """A plain list of the users (scriptDoc.txt: Bases list, plus flags): no name indexer, so users['name'] is a
    TypeError as on CODESYS; find a user by iterating."""

    @property
    def flags(self):
        return DeviceUserManagementFlags([])


class ScriptLiveDeviceGroupList(ApiObject, list):
    """The groups on the device (the stand-in's PLC keeps none apart from its users)."""

    @property
    def flags(self):
        return DeviceUserManagementFlags([])


def _password_hash(name, password):
    return hashlib.sha256(('interlock-standin:%s:%s' % (name.upper(), password)).encode('utf-8')).hexdigest()


class ScriptLiveDeviceUserManagement(ApiObject):
    def __init__(self, online_device, plc):
        self._online_device = online_device
        self._plc = plc

    online_device = property(lambda self: self._online_device)

    def _users(self):
        users = self._plc.state.setdefault('users', [])
        required = os.environ.get('CODESYS_STANDIN_PLC_USER')
        if required and not any(u['name'].upper() == required.partition(':')[0].upper() for u in users):
            # The user the PLC's user management was set up with (standin_online's login check).
            users.insert(0, {'name': required.partition(':')[0], 'flags': ['Administrator'], 'password_hash': None})
        return users

    @property
    def users(self):
        return ScriptLiveDeviceUserList(ScriptLiveDeviceUser(u) for u in self._users())

    @property
    def groups(self):
        return ScriptLiveDeviceGroupList()

    def upload(self):
        # Read the users again from the device (another tool may have changed them).
        if self._plc.path is not None:
            self._plc = standin_online.Plc(self._plc.address)

    def add_user(self, name, password, can_change_password=True, must_change_password=False):
        name = str(name)
        if not name.strip():
            raise ValueError('The user name must not be empty')
        users = self._users()
        if any(u['name'].upper() == name.upper() for u in users):
            raise standin_online.ScriptOnlineException('The user %s already exists on the device' % name)
        flags = []
        if can_change_password:
            flags.append('ChangePasswordAllowed')
        if must_change_password:
            flags.append('ChangePasswordRequired')
        users.append({'name': name, 'flags': flags, 'password_hash': _password_hash(name, str(password))})
        self._plc.save()

    def set_user_password(self, name, password):
        for user in self._users():
            if user['name'].upper() == str(name).upper():
                user['password_hash'] = _password_hash(user['name'], str(password))
                self._plc.save()
                return
        raise standin_online.ScriptOnlineException('There is no user %s on the device' % name)

    def remove_user(self, name):
        users = self._users()
        remaining = [u for u in users if u['name'].upper() != str(name).upper()]
        if len(remaining) == len(users):
            raise standin_online.ScriptOnlineException('There is no user %s on the device' % name)
        users[:] = remaining
        self._plc.save()


def create_live_user_management(online_device):
    if not online_device.connected:
        raise standin_online.ScriptOnlineException('The device is not connected')
    return ScriptLiveDeviceUserManagement(online_device, online_device._target_plc())


# ---------------------------------------------------------------------------------------------------------------------
# Device objects: simulation mode


def _set_simulation_mode(self, simulation):
    import scriptengine
    sessions = scriptengine.online._sessions
    if any(s.get('device') == str(self.guid) for s in sessions.values()):
        raise standin_online.ScriptOnlineException('The simulation mode of %s cannot be changed while logged in; log out first' % self.get_name())
    self._node.props['simulation'] = bool(simulation)
    self._project._changed()


DEVICE_MEMBERS = {'set_simulation_mode': _set_simulation_mode}


def install(online):
    online.gateways = ScriptGateways([ScriptGateway(GATEWAY_NAME, GATEWAY_GUID)])
