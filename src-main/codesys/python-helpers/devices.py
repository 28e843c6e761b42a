# Devices as plain data: parameters with type, range and access, IO channels with address and mapping, the device
# repository. Needs common.py, find_object_by_path.py and project_model.py. Ranges come from the description where
# the IDE offers them (min_value, max_value, enum_values), else from the parameter's IEC type.
from __future__ import print_function

import scriptengine as se

IEC_RANGES = {
    'BYTE': (0, 255), 'USINT': (0, 255), 'SINT': (-128, 127), 'WORD': (0, 65535), 'UINT': (0, 65535),
    'INT': (-32768, 32767), 'DWORD': (0, 4294967295), 'UDINT': (0, 4294967295), 'DINT': (-2147483648, 2147483647),
}


def device_repository_object():
    candidate = getattr(se, 'device_repository', None) or globals().get('device_repository')
    if candidate is None or not hasattr(candidate, 'get_all_devices'):
        fail('This CODESYS offers no device repository to scripts (device_repository)')
    return candidate


def same_identification(a, b):
    return int(a.type) == int(b.type) and to_text(a.id) == to_text(b.id) and to_text(a.version) == to_text(b.version)


def sources_holding(repository, info):
    """The repository sources that hold this description: get_all_devices(name, source) per source, by keyword as
    the reference advises for its overloads (the name matches as a substring, so the identification decides)."""
    return [source for source in repository.sources
            if any(same_identification(found.device_id, info.device_id)
                   for found in repository.get_all_devices(name=info.name, source=source))]


def find_device(project, path):
    device = find_object_by_path(project, path, 'device')
    if not getattr(device, 'is_device', False):
        fail('%s is not a device (it is %s)' % (object_path(device), object_kind(device)))
    return device


def iec_type_of(parameter):
    text = to_text(getattr(parameter, 'type_string', '') or '')
    return text.split(':')[-1] if text.startswith('std:') else ('ENUM' if getattr(parameter, 'enum_values', None) else text or 'STRING')


def describe_parameter(parameter):
    iec_type = iec_type_of(parameter)
    low = getattr(parameter, 'min_value', None)
    high = getattr(parameter, 'max_value', None)
    if low is None and high is None and iec_type in IEC_RANGES:
        low, high = IEC_RANGES[iec_type]
    values = getattr(parameter, 'enum_values', None)
    access = to_text(getattr(parameter, 'offline_access_rights', 'ReadWrite'))
    return {
        'id': int(parameter.id),
        'name': to_text(parameter.name),
        'visible_name': to_text(getattr(parameter, 'visible_name', None) or parameter.name),
        'value': bounded(getattr(parameter, 'value', '')),
        'default': bounded(getattr(parameter, 'default_value', '') or ''),
        'unit': to_text(getattr(parameter, 'unit', '') or ''),
        'type': iec_type,
        'min': int(low) if low is not None else None,
        'max': int(high) if high is not None else None,
        'values': [to_text(v) for v in values] if values else None,
        'writable': 'write' in access.lower(),
        'elements': [describe_parameter(e) for e in parameter] if getattr(parameter, 'has_sub_elements', False) else None,
    }


def setting_parameters(device):
    return [p for p in (getattr(device, 'device_parameters', None) or []) if not getattr(p, 'is_mappable_io', False)]


def channel_parameters(device):
    found = []
    for connector in (getattr(device, 'connectors', None) or []):
        for parameter in connector.host_parameters:
            if getattr(parameter, 'is_mappable_io', False):
                found.append(parameter)
    return found


def describe_channel(parameter):
    mapping = parameter.io_mapping
    variable = to_text(getattr(mapping, 'variable', '') or '')
    address = getattr(mapping, 'manual_iec_address', None) or getattr(parameter, 'iec_address', None) or ''
    return {
        'name': to_text(getattr(parameter, 'visible_name', None) or parameter.name),
        'direction': to_text(getattr(parameter, 'channel_type', '')).lower(),
        'type': iec_type_of(parameter),
        'address': to_text(address),
        'variable': variable,
        'creates_variable': bool(variable) and bool(getattr(mapping, 'mapping_creates_variable', False)),
    }


def identification_of(device):
    try:
        found = device.get_device_identification()
        return {'type': int(found.type), 'id': to_text(found.id), 'version': to_text(found.version)}
    except Exception:
        return None


def describe_device_full(device):
    children = [c for c in device.get_children(False) if getattr(c, 'is_device', False)]
    accepts = []
    for connector in (getattr(device, 'connectors', None) or []):
        if to_text(getattr(connector, 'connector_role', '')).lower() == 'parent':
            accepts.append(to_text(connector.interface))
    enabled = True
    try:
        enabled = bool(device.is_enabled())
    except Exception:
        pass
    return {
        'name': to_text(device.get_name()),
        'path': object_path(device),
        'identification': identification_of(device),
        'enabled': enabled,
        'parameters': [describe_parameter(p) for p in setting_parameters(device)],
        'channels': [describe_channel(p) for p in channel_parameters(device)],
        'children': [to_text(c.get_name()) for c in children],
        'accepts': accepts,
    }


def describe_installed(info):
    """A ScriptDeviceDescription (scriptDoc.txt): its categories are numbers (DeviceInfo/Category); it has no single
    category and does not say which repository source holds it."""
    ident = info.device_id
    return {
        'name': to_text(info.name),
        'vendor': to_text(info.vendor or ''),
        'description': to_text(info.description or ''),
        'categories': [int(category) for category in (info.categories or ())],
        'type': int(ident.type),
        'id': to_text(ident.id),
        'version': to_text(ident.version),
    }
