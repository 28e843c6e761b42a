"""The device repository of the CODESYS stand-in (`device_repository`): its catalogue of device descriptions, its
sources, and descriptions imported from .devdesc.xml files. Moved out of standin_devices.py, whose docstring says
which sources these facts follow and what was chosen here."""

import os
import re
import xml.etree.ElementTree as ET

import standin_online
from standin_api import ApiObject
from scriptengine_enums import Guid
from standin_model import DeviceID as DeviceId, _copy


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


class ScriptDeviceDescription(ApiObject):
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


class ScriptRepositorySource(ApiObject):
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


class DeviceRepository(ApiObject):
    """The IDE's device repository: machine-wide, shared by every project and every CODESYS started on the machine.
    The catalogue is built in; descriptions installed with import_device are kept as files in the folder
    CODESYS_STANDIN_DEVICE_DIR names (else one per stand-in install in the temp folder), as a real IDE keeps them
    under ProgramData. Chosen here and said so: the catalogue is listed under a second source, the installation's own
    folder, and cannot be removed (remove_device raises), so a script can tell it apart before removing anything."""

    _api_class = 'ScriptDeviceRepository'

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

    def import_device(self, path, source, converter_factory_guid, save_device_cache=True):
        """scriptDoc.txt:8412: every argument but save_device_cache is required (the stand-in models the one overload
        the reference documents; the C# method has three); `source` None is the default source. Returns the DeviceId
        of the imported description, not the description (get_device looks that up)."""
        source = _require_source(source)
        if converter_factory_guid is not None and not isinstance(converter_factory_guid, (str, Guid)):
            raise TypeError('expected Guid, got %s' % type(converter_factory_guid).__name__)
        data = parse_devdesc(path)
        if self._find(data['type'], data['id'], data['version']) is not None:
            raise ValueError('The device description %s (type %d, id %s, version %s) is already installed'
                             % (data['name'], data['type'], data['id'], data['version']))
        os.makedirs(self._folder, exist_ok=True)  # another CODESYS may create it at the same moment
        data['file'] = '%s.devdesc.xml' % re.sub(r'[^0-9A-Za-z]+', '_', '%d_%s_%s' % (data['type'], data['id'], data['version']))
        with open(path, 'rb') as source_file:
            content = source_file.read()
        temp = os.path.join(self._folder, '%s.%d.tmp' % (data['file'], os.getpid()))
        with open(temp, 'wb') as handle:
            handle.write(content)
        os.replace(temp, os.path.join(self._folder, data['file']))
        self._devices.append((data, source or self.sources[0]))
        return DeviceId(data['type'], data['id'], data['version'])

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
