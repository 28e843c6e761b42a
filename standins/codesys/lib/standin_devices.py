"""Devices of the CODESYS stand-in beyond identification: the device repository (`device_repository`), parameters
with types, ranges and access rights, connectors with IO channels and their mappings, IO mapping CSV export and
import, and adding, inserting, plugging, unplugging and updating devices.

Follows docs/codesys-scriptengine-api.md (sections 4 and 8) and what public scripts and a published measurement of
CODESYS 3.5.21.40 (ScriptEngine 4.2.0.0) use:
  - device objects: `add(name, type, id, version, module=None)`, `insert(name, index, type, id, version, module=None)`,
    `plug(name, type, id, version, module=None)` on an empty slot, `unplug()`, `update(type, id, version,
    module=None)`, `device_parameters`, `connectors` (`connector_id`, `interface`, `connector_role`,
    `host_parameters`, `by_id(id)`), `export_io_mappings_as_csv(path)`, `import_io_mappings_from_csv(path)`.
  - parameters: `id`/`identifier`, `name`, `visible_name`, `value` (settable), `default_value`, `unit`,
    `description`, `type_string` ("std:UINT"), `offline_access_rights` ("ReadWrite", "Read"), `is_mappable_io`, and
    on channels `io_mapping` (`variable` settable, `automatic_iec_address`, `manual_iec_address`, `default_variable`,
    `mapping_creates_variable`), `channel_type`, `bit_size`, `iec_address`. A write to a read-only parameter raises
    "Attempt to write an object with read-only access." as the measured IDE does.
  - `device_repository` (scriptDoc.txt, ScriptDeviceRepository): `sources` (name, location_url, is_internal),
    `get_all_devices(name=None, source=None)` (names containing `name`), `get_device(device_id)`,
    `create_device_identification(type, id, version)`, `import_device(path, source=None)`, `remove_device(device_id,
    source, save_device_cache=True)` (None: the default source); a description has device_id, name, description,
    vendor, categories, families, custom, order_number, default_instance_name (no category, no source).
  - the IO mapping CSV: the list separator ";" (a German or English Windows), one row per channel of the device and
    every device below it, rows matched on import by device name and channel name (a name that is not unique gets
    "@<n>"); an empty variable field is ignored on import and a single space removes the mapping; a row naming a
    device that does not exist is skipped without a message (all as CODESYS's help and the measurement say).
Not in the sources, so chosen here and said so: the exact header of the CSV (the stand-in writes one comment line and
the column names below), the texts of the errors for an unknown device or a slot that does not accept it, parameter
ranges as `min_value`/`max_value`/`enum_values` (a real template falls back to the IEC type's range), the ids of the
catalogue's devices other than those of the fixture, and how automatic IEC addresses are laid out (inputs and outputs
each counted in bytes in tree order; BIT channels packed into a device's own bytes, WORD-sized ones word-aligned).
"""
import os
import re
import xml.etree.ElementTree as ET

import scriptengine as se
import standin_model
import standin_online
from standin_model import DeviceID as DeviceId, _copy

CSV_COLUMNS = ['Variable', 'Mapping', 'Device', 'Channel', 'Address', 'Type', 'Unit', 'Description']
CSV_HEADER_COMMENT = ('//Only the columns Variable, Device and Channel are read on import. An empty Variable is ignored; '
                      'write a single space to remove a mapping.')
READ_ONLY_MESSAGE = "Attempt to write an object with read-only access. (Object: '%s')"

_TYPE_RANGES = {
    'BOOL': None, 'BYTE': (0, 255), 'USINT': (0, 255), 'SINT': (-128, 127), 'WORD': (0, 65535), 'UINT': (0, 65535),
    'INT': (-32768, 32767), 'DWORD': (0, 4294967295), 'UDINT': (0, 4294967295), 'DINT': (-2147483648, 2147483647),
}
_BIT_SIZES = {'BIT': 1, 'BOOL': 1, 'BYTE': 8, 'USINT': 8, 'SINT': 8, 'WORD': 16, 'UINT': 16, 'INT': 16, 'DWORD': 32, 'UDINT': 32, 'DINT': 32}
CHANNEL_ID_BASE = 0x2000000


def _param(pid, name, visible, iec_type, default, unit='', access='ReadWrite', minimum=None, maximum=None, values=None, description=''):
    return {'id': pid, 'name': name, 'visible_name': visible, 'type': iec_type, 'value': default, 'default': default,
            'unit': unit, 'access': access, 'min': minimum, 'max': maximum, 'values': values, 'description': description}


def _compound(pid, name, visible, elements):
    """A parameter made of sub-elements (reached by iterating it); its own value is a summary of theirs."""
    data = _param(pid, name, visible, 'STRUCT', _summary(elements))
    data['elements'] = elements
    return data


def _summary(elements):
    return ', '.join('%s=%s' % (e['visible_name'], e['value']) for e in elements)


def _channels(direction, iec_type, names, description):
    return [{'name': name, 'direction': direction, 'type': iec_type, 'description': description} for name in names]


def _ecat_slave(product, revision, name, description, params, channels, accepts=None):
    return {'type': 65, 'id': 'ECAT_2_%s' % product, 'version': 'Revision=16#%s' % revision, 'name': name,
            'vendor': 'Beckhoff Automation GmbH & Co. KG', 'description': description, 'category': 'EtherCAT slave',
            'plugs_into': 'ECATSlave', 'accepts': accepts, 'parameters': params, 'channels': channels, 'slots': []}


def _ecat_address(default):
    return _param(1, 'EtherCATAddress', 'EtherCAT address', 'UINT', default, minimum=1, maximum=65535)


def _identity(vendor_id, product_code):
    return [_param(10, 'VendorId', 'Vendor ID', 'UDINT', vendor_id, access='Read'),
            _param(11, 'ProductCode', 'Product code', 'UDINT', product_code, access='Read')]


_PLC_PARAMETERS = [
    _param(1879048193, 'UpdateIoInStop', 'Update IO while in stop', 'BOOL', 'TRUE'),
    _param(1879048194, 'BehaviourOutputsInStop', 'Behaviour for outputs in Stop', 'ENUM', 'Keep current values',
           values=['Keep current values', 'Set all outputs to default', 'Execute program']),
    _param(1879048195, 'AlwaysUpdateVariables', 'Always update variables', 'ENUM', 'Disabled (update only if used in a task)',
           values=['Disabled (update only if used in a task)', 'Enabled 1 (use bus cycle task if not used in any task)', 'Enabled 2 (always in bus cycle task)']),
    _param(1879048196, 'BusCycleTask', 'Bus cycle task', 'STRING', '<unspecified>'),
]


def _plc(device_id, version, name, description, slots=None):
    return {'type': 4096, 'id': device_id, 'version': version, 'name': name, 'vendor': 'CODESYS GmbH', 'description': description,
            'category': 'PLC', 'plugs_into': None, 'accepts': 'Common.PCI', 'parameters': _PLC_PARAMETERS, 'channels': [], 'slots': slots or []}


def _ecat_master(version):
    return {'type': 64, 'id': '0000 0001', 'version': version, 'name': 'EtherCAT Master SoftMotion',
            'vendor': '3S - Smart Software Solutions GmbH', 'description': 'EtherCAT Master SoftMotion', 'category': 'Fieldbus master',
            'plugs_into': 'Common.PCI', 'accepts': 'ECATSlave', 'slots': [], 'channels': [],
            'parameters': [
                _param(1, 'CycleTime', 'Cycle time', 'UDINT', '4000', unit='us', minimum=50, maximum=1000000),
                _param(2, 'SyncOffset', 'Sync offset', 'INT', '20', unit='%', minimum=-50, maximum=50),
                _param(3, 'NetworkName', 'Network name', 'STRING', 'eth1'),
                _param(4, 'DCEnabled', 'Distributed clocks', 'BOOL', 'TRUE'),
                _param(5, 'DCMode', 'DC mode', 'STRING', 'DC in master', access='Read'),
            ]}


_DIGITAL_IN = ['Input %d' % n for n in range(1, 9)]
_DIGITAL_OUT = ['Output %d' % n for n in range(1, 9)]

# The catalogue of a CODESYS V3.5 SP21 install with the Beckhoff EtherCAT descriptions (ESI) imported (a selection).
_CATALOGUE = [
    _plc('0000 0004', '3.5.19.0', 'CODESYS Control Win V3 x64', 'CODESYS Control Win V3 x64'),
    _plc('0000 0004', '3.5.21.50', 'CODESYS Control Win V3 x64', 'CODESYS Control Win V3 x64'),
    _plc('0000 0010', '4.11.0.0', 'CODESYS Control for Linux SL', 'CODESYS Control for Linux SL'),
    _plc('0000 0011', '4.11.0.0', 'CODESYS Control for Raspberry Pi 64 SL', 'CODESYS Control for Raspberry Pi 64 SL',
         slots=[{'name': 'GPIOs_A_B', 'accepts': 'Raspberry.GPIO'}]),
    {'type': 8000, 'id': '0000 0801', 'version': '4.11.0.0', 'name': 'GPIOs A/B', 'vendor': 'CODESYS GmbH',
     'description': 'Raspberry Pi GPIO header (26 pins)', 'category': 'Local IO', 'plugs_into': 'Raspberry.GPIO', 'accepts': None,
     'slots': [], 'parameters': [_param(1, 'GPIO4Mode', 'GPIO 4 mode', 'ENUM', 'Input', values=['Input', 'Output'])],
     'channels': _channels('input', 'BIT', ['GPIO 4', 'GPIO 17', 'GPIO 27'], 'GPIO input') + _channels('output', 'BIT', ['GPIO 22', 'GPIO 23'], 'GPIO output')},
    _ecat_master('4.6.0.0'),
    _ecat_master('4.7.0.0'),
    _ecat_slave('0_44C2C52', '00120000', 'EK1100', 'EK1100 EtherCAT Coupler (2A E-Bus)', [_ecat_address('1001')] + _identity('16#00000002', '16#044C2C52'), [], accepts='ECATSlave'),
    _ecat_slave('3F03052', '00100000', 'EL1008', 'EL1008 8Ch. Dig. Input 24V, 3ms',
                [_ecat_address('1002'), _param(2, 'InputFilter', 'Input filter', 'UINT', '3', unit='ms', minimum=1, maximum=10)] + _identity('16#00000002', '16#03F03052'),
                _channels('input', 'BIT', _DIGITAL_IN, 'Digital input')),
    _ecat_slave('3F03052', '00110000', 'EL1008', 'EL1008 8Ch. Dig. Input 24V, 3ms',
                [_ecat_address('1002'), _param(2, 'InputFilter', 'Input filter', 'UINT', '3', unit='ms', minimum=1, maximum=10)] + _identity('16#00000002', '16#03F03052'),
                _channels('input', 'BIT', _DIGITAL_IN, 'Digital input')),
    _ecat_slave('7D83052', '00100000', 'EL2008', 'EL2008 8Ch. Dig. Output 24V, 0.5A',
                [_ecat_address('1003'), _param(2, 'WatchdogOutputs', 'Watchdog outputs', 'ENUM', 'Set outputs to 0', values=['Set outputs to 0', 'Keep outputs'])] + _identity('16#00000002', '16#07D83052'),
                _channels('output', 'BIT', _DIGITAL_OUT, 'Digital output')),
    _ecat_slave('BF83052', '00140000', 'EL3064', 'EL3064 4Ch. Ana. Input 0-10V',
                [_ecat_address('1004'), _param(2, 'FilterSettings', 'Filter settings', 'ENUM', '50 Hz FIR', values=['50 Hz FIR', '60 Hz FIR', 'IIR 1', 'IIR 8']),
                 _compound(3, 'Limits', 'Limit values', [_param(0, 'Limit1', 'Limit 1', 'INT', '0'), _param(1, 'Limit2', 'Limit 2', 'INT', '0'),
                                                        _param(2, 'LimitsEnabled', 'Limits enabled', 'BOOL', 'FALSE')])]
                + _identity('16#00000002', '16#0BF83052'),
                _channels('input', 'INT', ['AI %d Value' % n for n in range(1, 5)], 'Analog input 0-10 V')),
]


# DeviceInfo/Category of a description is a number; which numbers the catalogue's descriptions carry is the stand-in's
# choice (no public source lists them).
_CATEGORY_IDS = {'PLC': 4096, 'Local IO': 4097, 'Fieldbus master': 8192, 'EtherCAT slave': 8193}


class ScriptDeviceDescription(object):
    """One installed description, with the members of scriptDoc.txt's ScriptDeviceDescription (device_id, name,
    description, vendor, categories, families, custom, order_number, default_instance_name): no category, no source
    (which source holds it, get_all_devices(name, source) tells)."""

    __slots__ = ('_data', '_device_id')

    def __init__(self, data):
        self._data = data
        self._device_id = DeviceId(data['type'], data['id'], data['version'])

    device_id = property(lambda self: self._device_id)
    name = property(lambda self: self._data['name'])
    description = property(lambda self: self._data['description'])
    vendor = property(lambda self: self._data['vendor'])
    categories = property(lambda self: tuple(self._data.get('categories') or
                                             ([_CATEGORY_IDS[self._data['category']]] if self._data.get('category') in _CATEGORY_IDS else [])))
    families = property(lambda self: ())
    custom = property(lambda self: '')
    order_number = property(lambda self: '')
    default_instance_name = property(lambda self: self._data['name'].replace(' ', '_'))

    def __repr__(self):
        return '<DeviceDescription %s %s>' % (self._data['name'], self._data['version'])


class ScriptRepositorySource(object):
    """name, location_url and is_internal (scriptDoc.txt): an internal source is the installation's own (or a
    project's), fixed and not to be changed."""

    __slots__ = ('_name', '_location_url', '_internal')

    def __init__(self, name, location_url, internal=False):
        self._name = name
        self._location_url = location_url
        self._internal = internal

    name = property(lambda self: self._name)
    location_url = property(lambda self: self._location_url)
    is_internal = property(lambda self: self._internal)

    def __repr__(self):
        return '<ScriptRepositorySource %s>' % self._name


def _require_source(source):
    if source is not None and not isinstance(source, ScriptRepositorySource):
        raise TypeError('expected ScriptRepositorySource, got %s' % type(source).__name__)
    return source


class DeviceRepository(object):
    """The IDE's device repository: machine-wide, shared by every project and every CODESYS started on the machine.
    The catalogue is built in; descriptions installed with import_device are kept as files in the folder
    CODESYS_STANDIN_DEVICE_DIR names (else one per stand-in install in the temp folder), as a real IDE keeps them
    under ProgramData. Chosen here and said so: the catalogue is listed under a second source, the installation's own
    folder, and cannot be removed (remove_device raises), so a script can tell it apart before removing anything."""

    def __init__(self):
        self.sources = [ScriptRepositorySource('System', r'C:\ProgramData\CODESYS\Devices'),
                        ScriptRepositorySource('Installation', r'C:\Program Files\CODESYS 3.5.21.40\CODESYS\Devices', internal=True)]
        self._devices = [(_copy(data), self.sources[1]) for data in _CATALOGUE]
        self._folder = standin_online.machine_dir('CODESYS_STANDIN_DEVICE_DIR', 'codesys-standin-devices')
        for name in sorted(os.listdir(self._folder)) if os.path.isdir(self._folder) else []:
            if name.endswith('.devdesc.xml'):
                try:
                    data = parse_devdesc(os.path.join(self._folder, name))
                except ValueError:
                    continue
                data['file'] = name
                self._devices.append((data, self.sources[0]))

    def create_device_identification(self, type, id, version):
        return DeviceId(type, id, version)

    def get_all_devices(self, name=None, source=None):
        """The descriptions whose name contains `name`, from `source` only when given (scriptDoc.txt)."""
        _require_source(source)
        return tuple(ScriptDeviceDescription(data) for data, src in self._devices
                     if (name is None or str(name) in data['name']) and (source is None or src is source))

    def get_device(self, device_id):
        for data, _source in self._devices:
            if data['type'] == int(device_id.type) and data['id'] == device_id.id and data['version'] == device_id.version:
                return ScriptDeviceDescription(data)
        return None

    def _find(self, device_type, device_id, version):
        for data, _source in self._devices:
            if data['type'] == int(device_type) and data['id'] == device_id and data['version'] == version:
                return data
        return None

    def _versions(self, device_type, device_id):
        return [data['version'] for data, _source in self._devices if data['type'] == int(device_type) and data['id'] == device_id]

    def import_device(self, path, source=None):
        data = parse_devdesc(path)
        if self._find(data['type'], data['id'], data['version']) is not None:
            raise ValueError('The device description %s (type %d, id %s, version %s) is already installed'
                             % (data['name'], data['type'], data['id'], data['version']))
        if not os.path.isdir(self._folder):
            os.makedirs(self._folder)
        data['file'] = '%s.devdesc.xml' % re.sub(r'[^0-9A-Za-z]+', '_', '%d_%s_%s' % (data['type'], data['id'], data['version']))
        with open(path, 'rb') as source_file:
            content = source_file.read()
        temp = os.path.join(self._folder, data['file'] + '.tmp')
        with open(temp, 'wb') as handle:
            handle.write(content)
        os.replace(temp, os.path.join(self._folder, data['file']))
        self._devices.append((data, source or self.sources[0]))
        return ScriptDeviceDescription(data)

    def remove_device(self, device_id, source, save_device_cache=True):
        """From `source` (None: the default source, the first): a description another source holds is not found there."""
        source = _require_source(source) or self.sources[0]
        for index, (data, src) in enumerate(self._devices):
            if data['type'] == device_id.type and data['id'] == device_id.id and data['version'] == device_id.version and src is source:
                if source.is_internal or not data.get('file'):
                    raise ValueError('%s %s is part of the installation and cannot be removed' % (data['name'], data['version']))
                os.remove(os.path.join(self._folder, data['file']))
                del self._devices[index]
                return True
        raise ValueError('No device description with type %d, id %s, version %s is installed' % (device_id.type, device_id.id, device_id.version))


# ---------------------------------------------------------------------------------------------------------------------
# Device descriptions from files (.devdesc.xml, DeviceDescription-1.0)

DEVDESC_NS = 'http://www.3s-software.com/schemas/DeviceDescription-1.0.xsd'


def _dq(tag):
    return '{%s}%s' % (DEVDESC_NS, tag)


def _child_text(element, tag, what):
    found = element.find(_dq(tag))
    if found is None or not (found.text or '').strip():
        raise ValueError('The device description has no %s' % what)
    return found.text.strip()


def parse_devdesc(path):
    """The subset of a device description the stand-in uses: identification, info, connectors with their interface
    and host parameters (Parameter with ParameterId, type "std:<IEC type>", Attributes offlineaccess, Default, Name,
    Unit) and channels (parameters with a channel attribute "input" or "output")."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        raise ValueError('The device description is not well-formed XML: %s' % error)
    except (IOError, OSError) as error:
        raise ValueError('The device description could not be read: %s' % error)
    if root.tag != _dq('DeviceDescription'):
        raise ValueError('The file is not a CODESYS device description (DeviceDescription-1.0): its root element is %s' % root.tag)
    device = root.find(_dq('Device'))
    if device is None:
        raise ValueError('The device description has no Device element')
    ident = device.find(_dq('DeviceIdentification'))
    info = device.find(_dq('DeviceInfo'))
    if ident is None or info is None:
        raise ValueError('The device description has no DeviceIdentification or DeviceInfo')
    type_text = _child_text(ident, 'Type', 'device type')
    if not type_text.isdigit():
        raise ValueError('The device type must be a number, not %s' % type_text)
    data = {'type': int(type_text), 'id': _child_text(ident, 'Id', 'device id'), 'version': _child_text(ident, 'Version', 'version'),
            'name': _child_text(info, 'Name', 'name'), 'vendor': _child_text(info, 'Vendor', 'vendor'),
            'description': (info.findtext(_dq('Description')) or '').strip(),
            'categories': [int(c.text) for c in info.findall(_dq('Category')) if (c.text or '').strip().isdigit()],
            'plugs_into': None, 'accepts': None, 'slots': [], 'parameters': [], 'channels': []}
    for connector in device.findall(_dq('Connector')):
        role = connector.get('role')
        interface = connector.get('interface')
        if role == 'child':
            data['plugs_into'] = interface
        elif role == 'parent':
            data['accepts'] = interface
        parameters = connector.find(_dq('HostParameterSet'))
        for parameter in (parameters.findall(_dq('Parameter')) if parameters is not None else []):
            iec_type = (parameter.get('type') or 'std:STRING').split(':')[-1]
            name = (parameter.findtext(_dq('Name')) or '').strip() or 'Parameter%s' % parameter.get('ParameterId')
            channel = parameter.get('channel')
            if channel in ('input', 'output'):
                data['channels'].append({'name': name, 'direction': channel, 'type': iec_type, 'description': (parameter.findtext(_dq('Description')) or '').strip()})
                continue
            attributes = parameter.find(_dq('Attributes'))
            access = 'Read' if attributes is not None and attributes.get('offlineaccess') == 'read' else 'ReadWrite'
            default = (parameter.findtext(_dq('Default')) or '').strip()
            data['parameters'].append(_param(int(parameter.get('ParameterId') or 0), re.sub(r'\W', '', name) or 'Parameter', name, iec_type, default,
                                             unit=(parameter.findtext(_dq('Unit')) or '').strip(), access=access))
    return data


device_repository = DeviceRepository()


# ---------------------------------------------------------------------------------------------------------------------
# A device's parameters and channels


def _description_of(node):
    ident = node.props.get('identification')
    if not ident:
        return None
    return device_repository._find(ident['type'], ident['id'], ident['version'])


def _definition(node, pid):
    description = _description_of(node)
    for definition in (description or {}).get('parameters', []):
        if definition['id'] == pid:
            return definition
    return None


def _stored_parameters(node):
    """The parameter values the project holds; a Standard project's PLC that stores none has the default set (a
    copy: reading never changes the project, a write stores the list it changed)."""
    if 'parameters' in node.props:
        return node.props['parameters']
    if not node.props.get('empty_slot') and node.props.get('identification') in (None, standin_model._DEFAULT_DEVICE['identification']):
        return _copy(standin_model._DEFAULT_DEVICE['parameters'])
    return []


def _check_value(data, value):
    """The check a device description's type makes: BOOL, the integer types' ranges, an enumeration's values."""
    text = str(value).strip()
    iec_type = data.get('type', 'STRING')
    if iec_type == 'BOOL':
        if text.upper() not in ('TRUE', 'FALSE'):
            raise ValueError("'%s' is not a BOOL value (TRUE or FALSE)" % value)
        return text.upper()
    if iec_type in _TYPE_RANGES:
        if not re.match(r'^[+-]?\d+$', text):
            raise ValueError("'%s' is not a %s value" % (value, iec_type))
        low, high = _TYPE_RANGES[iec_type]
        low = data['min'] if data.get('min') is not None else low
        high = data['max'] if data.get('max') is not None else high
        if not low <= int(text) <= high:
            raise ValueError("The value %s is out of range for '%s' (%s..%s)" % (text, data.get('visible_name') or data['name'], low, high))
        return str(int(text))
    if data.get('values'):
        if text not in data['values']:
            raise ValueError("'%s' is not a value of '%s' (%s)" % (value, data.get('visible_name') or data['name'], ', '.join(data['values'])))
        return text
    return str(value)


class ScriptIoMapping(object):
    def __init__(self, parameter):
        self._parameter = parameter

    def _state(self):
        return self._parameter._node.props.setdefault('io', {}).get(self._parameter._key, {})

    def _update(self, **changes):
        io = self._parameter._node.props.setdefault('io', {})
        state = dict(io.get(self._parameter._key, {}))
        state.update(changes)
        io[self._parameter._key] = state
        self._parameter._project._changed()

    @property
    def variable(self):
        return self._state().get('variable', '')

    @variable.setter
    def variable(self, value):
        text = (value or '').strip()
        if text and not re.match(r'^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$', text):
            raise ValueError("'%s' is not a variable name or the path of an existing variable" % value)
        self._update(variable=text)

    @property
    def mapping_creates_variable(self):
        return bool(self.variable) and '.' not in self.variable

    @property
    def default_variable(self):
        return ''

    @property
    def automatic_iec_address(self):
        return not self._state().get('manual_address')

    @property
    def manual_iec_address(self):
        return self._state().get('manual_address') or self._parameter.iec_address


class ScriptDeviceParameter(object):
    """One parameter or IO channel of a device, read and written through the project's stored data."""

    def __init__(self, device, data, channel=None, channel_index=0, stored=None):
        self._device = device
        self._stored = stored
        self._node = device._node
        self._project = device._project
        self._data = data
        self._channel = channel
        self._key = channel['name'] if channel else None
        self._channel_index = channel_index

    id = property(lambda self: CHANNEL_ID_BASE + self._channel_index if self._channel else self._data['id'])
    identifier = id
    name = property(lambda self: self._channel['name'] if self._channel else self._data['name'])
    visible_name = property(lambda self: self._channel['name'] if self._channel else self._data.get('visible_name', self._data['name']))
    description = property(lambda self: (self._channel or self._data).get('description', ''))
    unit = property(lambda self: '' if self._channel else self._data.get('unit', ''))
    is_mappable_io = property(lambda self: self._channel is not None)
    channel_type = property(lambda self: self._channel['direction'].capitalize() if self._channel else 'None')
    bit_size = property(lambda self: _BIT_SIZES.get(self._channel['type'], 0) if self._channel else 0)

    @property
    def type_string(self):
        iec_type = self._channel['type'] if self._channel else self._definition().get('type', 'STRING')
        return 'localTypes:%sEnum' % self.name if iec_type == 'ENUM' else 'std:%s' % iec_type

    def _definition(self):
        merged = dict(_definition(self._node, self._data['id']) or {})
        merged.update(dict((k, v) for k, v in self._data.items() if k != 'value'))
        for key, value in (_definition(self._node, self._data['id']) or {}).items():
            if key in ('min', 'max', 'values', 'access', 'default'):
                merged[key] = value
        return merged

    offline_access_rights = property(lambda self: 'Read' if not self._channel and self._definition().get('access') == 'Read' else 'ReadWrite')
    min_value = property(lambda self: None if self._channel else self._definition().get('min'))
    max_value = property(lambda self: None if self._channel else self._definition().get('max'))
    enum_values = property(lambda self: None if self._channel else self._definition().get('values'))
    default_value = property(lambda self: '' if self._channel else self._definition().get('default', self._data.get('value', '')))

    @property
    def value(self):
        return '' if self._channel else self._data['value']

    @value.setter
    def value(self, new_value):
        if self._channel:
            raise ValueError("'%s' is an IO channel: map it through io_mapping.variable" % self.name)
        definition = self._definition()
        if definition.get('access') == 'Read':
            raise ValueError(READ_ONLY_MESSAGE % '')
        self._data['value'] = _check_value(definition, new_value)
        self._node.props['parameters'] = self._stored
        self._project._changed()

    @property
    def io_mapping(self):
        return ScriptIoMapping(self) if self._channel else None

    @property
    def iec_address(self):
        return _addresses(self._device).get((self._node.guid, self._key), '') if self._channel else ''

    def __repr__(self):
        return '<ScriptDeviceParameter %s>' % self.name

    # A compound parameter's sub-elements, by iteration and index.
    has_sub_elements = property(lambda self: bool(not self._channel and self._data.get('elements')))

    def __len__(self):
        return len(self._data.get('elements') or []) if not self._channel else 0

    def __bool__(self):
        # A parameter is there whether or not it has sub-elements (len() alone would make a plain one false).
        return True

    def __iter__(self):
        return iter([ScriptParameterElement(self, index) for index in range(len(self))])

    def __getitem__(self, index):
        if not 0 <= index < len(self):
            raise IndexError('%s has no sub-element %d' % (self.name, index))
        return ScriptParameterElement(self, index)


class ScriptParameterElement(object):
    """One sub-element of a compound parameter; writing it updates the compound's summary value."""

    def __init__(self, parameter, index):
        self._parameter = parameter
        self._index = index

    def _stored(self):
        return self._parameter._data['elements'][self._index]

    def _definition(self):
        merged = dict(self._stored())
        definitions = (_definition(self._parameter._node, self._parameter._data['id']) or {}).get('elements') or []
        if self._index < len(definitions):
            for key in ('min', 'max', 'values', 'access', 'default', 'type'):
                merged[key] = definitions[self._index].get(key)
        return merged

    id = property(lambda self: self._index)
    identifier = id
    name = property(lambda self: self._stored()['name'])
    visible_name = property(lambda self: self._stored().get('visible_name', self._stored()['name']))
    unit = property(lambda self: self._stored().get('unit', ''))
    description = property(lambda self: '')
    is_mappable_io = False
    has_sub_elements = False
    io_mapping = None
    type_string = property(lambda self: 'localTypes:%sEnum' % self.name if self._definition().get('type') == 'ENUM' else 'std:%s' % self._definition().get('type', 'STRING'))
    min_value = property(lambda self: self._definition().get('min'))
    max_value = property(lambda self: self._definition().get('max'))
    enum_values = property(lambda self: self._definition().get('values'))
    default_value = property(lambda self: self._definition().get('default') or '')

    @property
    def offline_access_rights(self):
        readable_only = 'Read' in (self._definition().get('access'), self._parameter._definition().get('access'))
        return 'Read' if readable_only else 'ReadWrite'

    @property
    def value(self):
        return self._stored()['value']

    @value.setter
    def value(self, new_value):
        if self.offline_access_rights == 'Read':
            raise ValueError(READ_ONLY_MESSAGE % '')
        self._stored()['value'] = _check_value(self._definition(), new_value)
        self._parameter._data['value'] = _summary(self._parameter._data['elements'])
        self._parameter._node.props['parameters'] = self._parameter._stored
        self._parameter._project._changed()



def _channel_definitions(node):
    description = _description_of(node)
    return (description or {}).get('channels', [])


def _device_parameters(self):
    stored = _stored_parameters(self._node)
    return [ScriptDeviceParameter(self, data, stored=stored) for data in stored]


def _channel_parameters(self):
    return [ScriptDeviceParameter(self, None, channel, index) for index, channel in enumerate(_channel_definitions(self._node))]


class ScriptConnector(object):
    def __init__(self, device, connector_id, role, interface, parameters):
        self._device = device
        self.connector_id = connector_id
        self.connector_role = role
        self.interface = interface
        self._parameters = parameters

    @property
    def host_parameters(self):
        return list(self._parameters)

    def __repr__(self):
        return '<ScriptConnector %d %s>' % (self.connector_id, self.interface)


class ScriptConnectorList(list):
    def by_id(self, connector_id):
        for connector in self:
            if connector.connector_id == connector_id:
                return connector
        return None


def _connectors(self):
    description = _description_of(self._node) or {}
    own = ScriptConnector(self, 1, 'Child', description.get('plugs_into') or '', _device_parameters(self) + _channel_parameters(self))
    connectors = ScriptConnectorList([own])
    if description.get('accepts'):
        connectors.append(ScriptConnector(self, 2, 'Parent', description['accepts'], []))
    return connectors


def _plc_of(node):
    while node.parent is not None and node.parent.type == se.TYPE_DEVICE:
        node = node.parent
    return node


def _addresses(device):
    """Automatic IEC addresses of every channel below the device's PLC, in tree order."""
    counters = {'input': 0, 'output': 0}
    addresses = {}
    for node in [_plc_of(device._node)] + list(_plc_of(device._node).walk()):
        if node.type != se.TYPE_DEVICE or node.props.get('empty_slot') or node.props.get('disabled'):
            continue
        for direction, prefix in (('input', 'I'), ('output', 'Q')):
            channels = [c for c in _channel_definitions(node) if c['direction'] == direction]
            bits = [c for c in channels if c['type'] == 'BIT']
            for index, channel in enumerate(bits):
                addresses[(node.guid, channel['name'])] = '%%%sX%d.%d' % (prefix, counters[direction] + index // 8, index % 8)
            counters[direction] += (len(bits) + 7) // 8
            for channel in channels:
                size = _BIT_SIZES.get(channel['type'], 16) // 8
                if size < 1 or channel['type'] == 'BIT':
                    continue
                counters[direction] += (size - counters[direction] % size) % size
                letter = {1: 'B', 2: 'W', 4: 'D'}[size]
                addresses[(node.guid, channel['name'])] = '%%%s%s%d' % (prefix, letter, counters[direction] // size)
                counters[direction] += size
    return addresses


# ---------------------------------------------------------------------------------------------------------------------
# Adding, inserting, plugging, unplugging and updating


def _describe_id(device_type, device_id, version):
    return 'type %s, id %s, version %s' % (device_type, device_id, version)


def _lookup(device_type, device_id, version):
    found = device_repository._find(device_type, device_id, version)
    if found is None:
        versions = device_repository._versions(device_type, device_id)
        if versions:
            raise ValueError('No device description with %s is installed (installed versions: %s)'
                             % (_describe_id(device_type, device_id, version), ', '.join(versions)))
        raise ValueError('No device description with %s is installed' % _describe_id(device_type, device_id, version))
    return found


def _accepts(parent_node):
    if parent_node.props.get('empty_slot'):
        return parent_node.props.get('accepts')
    return (_description_of(parent_node) or {}).get('accepts')


def _check_fits(parent_node, description):
    accepted = _accepts(parent_node)
    if not accepted or description['plugs_into'] != accepted:
        raise ValueError("The device '%s' cannot be plugged into '%s': it connects to %s, and '%s' accepts %s"
                         % (description['name'], parent_node.name, description['plugs_into'] or 'nothing (it is a PLC)',
                            parent_node.name, accepted or 'no child devices'))


def _check_name(project, name):
    if not isinstance(name, str) or not se._IDENTIFIER.match(name):
        raise ValueError("'%s' is not a valid device name: devices are named like IEC identifiers" % name)
    for node in project._root.walk():
        if node.type == se.TYPE_DEVICE and node.name.lower() == name.lower():
            raise ValueError("An object with the name '%s' already exists" % name)


def _new_device_node(name, description):
    node = se._Node(name, se.TYPE_DEVICE)
    _fill(node, description)
    for slot in description.get('slots', []):
        holder = node.add(se._Node(slot['name'], se.TYPE_DEVICE))
        holder.props.update({'empty_slot': True, 'accepts': slot['accepts']})
    return node


def _fill(node, description):
    node.props['identification'] = {'type': description['type'], 'id': description['id'], 'version': description['version']}
    node.props['description'] = description['description']
    node.props['vendor'] = description['vendor']
    node.props['parameters'] = [_stored_copy(d) for d in description['parameters']]


def _stored_copy(definition):
    stored = dict((k, definition[k]) for k in ('id', 'name', 'visible_name', 'value', 'unit', 'type'))
    if definition.get('elements'):
        stored['elements'] = [_stored_copy(e) for e in definition['elements']]
    return stored


def _add(self, name, type, id, version, module=None):
    return _insert(self, name, -1, type, id, version, module)


def _insert(self, name, index, type, id, version, module=None):
    description = _lookup(type, id, version)
    _check_fits(self._node, description)
    _check_name(self._project, name)
    node = self._node.add(_new_device_node(name, description), index)
    self._project._changed()
    return se.ScriptObject(node, self._project)


def _plug(self, name, type, id, version, module=None):
    if not self._node.props.get('empty_slot'):
        raise ValueError("'%s' is not an empty slot: only an empty slot takes a plugged device" % self._node.name)
    description = _lookup(type, id, version)
    _check_fits(self._node, description)
    _check_name(self._project, name)
    accepts = self._node.props['accepts']
    self._node.props.clear()
    self._node.props['slot_accepts'] = accepts
    self._node.name = name
    _fill(self._node, description)
    self._project._changed()
    return self


def _unplug(self):
    accepts = self._node.props.get('slot_accepts')
    if not accepts:
        raise ValueError("'%s' is not plugged into a slot: remove it instead" % self._node.name)
    slot_name = None
    parent_description = _description_of(self._node.parent) or {}
    for slot in parent_description.get('slots', []):
        if slot['accepts'] == accepts:
            slot_name = slot['name']
    self._node.props.clear()
    self._node.props.update({'empty_slot': True, 'accepts': accepts})
    self._node.name = slot_name or self._node.name
    del self._node.children[:]
    self._project._changed()


def _update(self, type, id, version, module=None):
    description = _lookup(type, id, version)
    current = _description_of(self._node)
    if self._node.parent is not None and self._node.parent.type == se.TYPE_DEVICE:
        _check_fits(self._node.parent, description)
    elif current is not None and description.get('plugs_into') != current.get('plugs_into'):
        raise ValueError("The device '%s' cannot replace '%s': it connects to %s" % (description['name'], self._node.name, description['plugs_into']))
    old_values = dict((p['id'], p['value']) for p in _stored_parameters(self._node))
    old_io = self._node.props.get('io', {})
    _fill(self._node, description)
    for data, definition in zip(self._node.props['parameters'], description['parameters']):
        if data['id'] in old_values and definition.get('access') != 'Read':
            try:
                data['value'] = _check_value(definition, old_values[data['id']])
            except ValueError:
                pass
    names = set(c['name'] for c in description['channels'])
    self._node.props['io'] = dict((k, v) for k, v in old_io.items() if k in names)
    # Children the new description does not accept are removed with it (as a measured update removed an axis), and
    # its slots are there, empty where nothing is plugged.
    slots = dict((slot['accepts'], slot['name']) for slot in description.get('slots', []))
    for child in list(self._node.children):
        if child.type != se.TYPE_DEVICE:
            continue
        slot = child.props.get('accepts') if child.props.get('empty_slot') else child.props.get('slot_accepts')
        if slot:
            keep = slots.pop(slot, None) is not None
        else:
            keep = bool(description.get('accepts')) and (_description_of(child) or {}).get('plugs_into') == description.get('accepts')
        if not keep:
            self._node.children.remove(child)
            child.parent = None
    for accepts, name in sorted(slots.items()):
        holder = self._node.add(se._Node(name, se.TYPE_DEVICE))
        holder.props.update({'empty_slot': True, 'accepts': accepts})
    self._project._changed()


# ---------------------------------------------------------------------------------------------------------------------
# IO mapping CSV


def _devices_below(device):
    nodes = [device._node] + [n for n in device._node.walk() if n.type == se.TYPE_DEVICE]
    return [n for n in nodes if not n.props.get('empty_slot')]


def _channel_rows(device):
    rows = []
    for node in _devices_below(device):
        obj = se.ScriptObject(node, device._project)
        seen = {}
        for parameter in _channel_parameters(obj):
            seen[parameter.name] = seen.get(parameter.name, 0) + 1
            name = parameter.name if seen[parameter.name] == 1 else '%s@%d' % (parameter.name, seen[parameter.name] - 1)
            rows.append((node, name, parameter))
    return rows


def _csv_field(text):
    text = text or ''
    if ';' in text or '"' in text:
        return '"%s"' % text.replace('"', '""')
    return text


def _export_io_mappings_as_csv(self, file_path):
    if not os.path.isabs(file_path):
        raise ValueError('export_io_mappings_as_csv needs an absolute path, not %s' % file_path)
    lines = [CSV_HEADER_COMMENT, ';'.join(CSV_COLUMNS)]
    for node, name, parameter in _channel_rows(self):
        mapping = parameter.io_mapping
        kind = '' if not mapping.variable else ('Create new variable' if mapping.mapping_creates_variable else 'Map to existing variable')
        lines.append(';'.join(_csv_field(v) for v in (mapping.variable, kind, node.name, name, parameter.iec_address,
                                                         parameter._channel['type'], '', parameter.description)))
    with open(file_path, 'w', encoding='utf-8', newline='') as handle:
        handle.write('\r\n'.join(lines) + '\r\n')


def _split_csv_line(line):
    fields, field, quoted, index = [], '', False, 0
    while index < len(line):
        char = line[index]
        if quoted:
            if char == '"' and line[index + 1:index + 2] == '"':
                field += '"'
                index += 1
            elif char == '"':
                quoted = False
            else:
                field += char
        elif char == '"':
            quoted = True
        elif char == ';':
            fields.append(field)
            field = ''
        else:
            field += char
        index += 1
    fields.append(field)
    return fields


def _import_io_mappings_from_csv(self, file_path):
    with open(file_path, 'r', encoding='utf-8-sig', newline='') as handle:
        lines = [line.rstrip('\r\n') for line in handle.read().split('\n')]
    header = None
    targets = dict(((node.name.lower(), name.lower()), parameter) for node, name, parameter in _channel_rows(self))
    for line in lines:
        if not line.strip() or line.startswith('//'):
            continue
        fields = _split_csv_line(line)
        if header is None:
            header = fields
            missing = [c for c in ('Variable', 'Device', 'Channel') if c not in header]
            if missing:
                raise ValueError('The CSV file has no column %s' % ', '.join(missing))
            continue
        row = dict(zip(header, fields))
        parameter = targets.get((row.get('Device', '').lower(), row.get('Channel', '').lower()))
        variable = row.get('Variable', '')
        if parameter is None or variable == '':
            continue
        parameter.io_mapping.variable = '' if variable.strip() == '' else variable.strip()
    if header is None:
        raise ValueError('The CSV file has no header line')


def _get_device_identification(self):
    if self._node.props.get('empty_slot'):
        raise ValueError("'%s' is an empty slot: no device is plugged into it" % self._node.name)
    return standin_model._get_device_identification(self)


DEVICE_MEMBERS = {
    'get_device_identification': _get_device_identification,
    'device_parameters': se._BoundProperty(_device_parameters),
    'connectors': se._BoundProperty(_connectors),
    'add': _add,
    'insert': _insert,
    'plug': _plug,
    'unplug': _unplug,
    'update': _update,
    'export_io_mappings_as_csv': _export_io_mappings_as_csv,
    'import_io_mappings_from_csv': _import_io_mappings_from_csv,
}
