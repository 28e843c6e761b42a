# Devices as plain data: parameters with type, range and access, IO channels with address and mapping, the device
# repository. Needs common.py, find_object_by_path.py and project_model.py. Ranges come from the description where
# the IDE offers them (min_value, max_value on a range element; allowed_values on an enumeration), else from the
# parameter's IEC type.
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


def iec_type_of(element, enumeration=False):
    """The IEC type of a parameter ("std:UINT" -> UINT) or of a sub-element (its base_type; a compound has none)."""
    text = to_text(getattr(element, 'type_string', '') or getattr(element, 'base_type', '') or '')
    return text.split(':')[-1] if text.startswith('std:') else ('ENUM' if enumeration else text or 'STRING')


def describe_parameter(parameter, index=None, parent_writable=True):
    """A device parameter, or (with index) a sub-element of a compound one. A data element is of one kind only, and
    the members of the other kinds raise (scriptDoc.txt): min_value/max_value on one that is no range, allowed_values
    on one that is no enumeration, value on a compound (whose value is shown here as its elements'). A sub-element has
    no id, name or access rights of its own: its index, identifier and its parameter's access stand in."""
    compound = bool(getattr(parameter, 'has_sub_elements', False))
    enumeration = not compound and bool(getattr(parameter, 'is_enumeration', False))
    ranged = not compound and bool(getattr(parameter, 'is_range_type', False))
    iec_type = iec_type_of(parameter, enumeration)
    low = number_or_none(parameter.min_value) if ranged else None
    high = number_or_none(parameter.max_value) if ranged else None
    if low is None and high is None and iec_type in IEC_RANGES:
        low, high = IEC_RANGES[iec_type]
    values = [to_text(v.visible_name) for v in parameter.allowed_values] if enumeration else None
    if index is None:
        writable = 'write' in to_text(getattr(parameter, 'offline_access_rights', 'ReadWrite')).lower()
    else:
        writable = parent_writable
    elements = [describe_parameter(e, i, writable) for i, e in enumerate(parameter)] if compound else None
    value = ', '.join('%s=%s' % (e['visible_name'], e['value']) for e in elements) if compound else parameter.value
    name = to_text(parameter.name) if index is None else to_text(parameter.identifier)
    return {
        'id': int(parameter.id) if index is None else index,
        'name': name,
        'visible_name': to_text(getattr(parameter, 'visible_name', None) or name),
        'value': bounded(value if value is not None else ''),
        'default': bounded(getattr(parameter, 'default_value', '') or '') if not compound else '',
        'unit': to_text(getattr(parameter, 'unit', '') or ''),
        'type': iec_type,
        'min': low,
        'max': high,
        'values': values or None,
        'writable': writable,
        'elements': elements,
    }


def number_or_none(text):
    text = to_text(text if text is not None else '').strip()
    try:
        return int(text)
    except ValueError:
        return None


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
    # manual_iec_address is the automatic address while the address is automatic (scriptDoc.txt, ScriptIoMapping).
    address = getattr(mapping, 'manual_iec_address', None) or ''
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
