# The project's PLC device on the network: its communication settings (gateway, address), simulation and enabled
# state, the gateways and their scans, and the device's online connection. Needs common.py, ensure_project_open.py,
# find_object_by_path.py, project_model.py and devices.py; connecting needs a running script
# (`# interlock-context: script`).
from __future__ import print_function

import scriptengine as se


def target_device(project, params):
    """The device at device_path, or the device the active application runs on."""
    if params.get('device_path'):
        device = find_object_by_path(project, params['device_path'], 'device')
        if not getattr(device, 'is_device', False):
            fail('%s is not a device' % params['device_path'])
        return device
    application = find_application(project)
    node = application.parent if application is not None else None
    while node is not None and not getattr(node, 'is_root', False) and not getattr(node, 'is_device', False):
        node = node.parent
    if node is None or getattr(node, 'is_root', False):
        fail('%s has no device with an application; name one with device_path' % to_text(project.path))
    return node


def gateways():
    try:
        return list(se.online.gateways)
    except Exception as error:
        fail('CODESYS lists no gateways to scripts (%s)' % to_text(error))


def gateway_for(value):
    """The configured gateway a device names (get_gateway gives its Guid; older projects hold the name), or None."""
    text = to_text(value) if value is not None else ''
    for gateway in gateways():
        if norm_key(gateway.guid) == norm_key(text) or to_text(gateway.name) == text:
            return gateway
    return None


def device_settings(device):
    raw_gateway = None
    address = None
    try:
        raw_gateway = device.get_gateway()
        address = device.get_address()
    except Exception:
        pass
    gateway = gateway_for(raw_gateway) if raw_gateway is not None else None
    simulation = False
    enabled = True
    try:
        simulation = bool(device.get_simulation_mode())
    except Exception:
        pass
    try:
        enabled = bool(device.is_enabled())
    except Exception:
        pass
    return {
        'path': object_path(device),
        'name': to_text(device.get_name()),
        'gateway': to_text(gateway.name) if gateway is not None else (to_text(raw_gateway) if raw_gateway is not None else None),
        'gateway_guid': to_text(gateway.guid) if gateway is not None else None,
        'address': to_text(address) if address else None,
        'simulation': simulation,
        'enabled': enabled,
        'identification': identification_of(device),
    }


def describe_target(target):
    ident = target.device_id
    return {
        'device_name': to_text(target.device_name),
        'type_name': to_text(getattr(target, 'type_name', '') or ''),
        'vendor_name': to_text(getattr(target, 'vendor_name', '') or ''),
        'device_id': {'type': int(ident.type), 'id': to_text(ident.id), 'version': to_text(ident.version)} if ident is not None else None,
        'address': to_text(target.address),
        'parent_address': to_text(target.parent_address) if getattr(target, 'parent_address', None) else None,
    }


def scan(gateway, use_cache):
    """(source, targets): the gateway's cached result when asked for and not empty, else a live scan."""
    if use_cache:
        cached = list(gateway.get_cached_network_scan_result() or [])
        if cached:
            return 'cache', cached
    return 'live', list(gateway.perform_network_scan() or [])


def set_credentials(params):
    credentials = params.get('credentials')
    if credentials:
        # Set before connecting, so the PLC's user management never opens the modal Device User Login dialog; forgotten
        # when the command ends, so no later command runs with this one's device user.
        at_command_end(se.online.clear_all_credentials)
        se.online.set_default_credentials(credentials['user'], credentials['password'])


def connected_device(device, params):
    """(online device, was it connected before): connects when needed."""
    set_credentials(params)
    online_device = se.online.create_online_device(device)
    at_command_end(online_device.Dispose)
    was_connected = bool(getattr(online_device, 'connected', False))
    if not was_connected:
        online_device.connect()
    return online_device, was_connected
