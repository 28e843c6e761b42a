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
    `get_all_devices(name, source)` (names containing `name`; both required, as documented), `get_device(device_id)`,
    `create_device_identification(type, id, version)`, `import_device(path, source, converter_factory_guid, save_device_cache=True)` (returns
    the DeviceId), `remove_device(device_id,
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

import scriptengine as se
import standin_model
from standin_api import ApiObject
from standin_device_repository import _summary, device_repository
from standin_model import _copy

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


class ScriptIoMapping(ApiObject):
    def __init__(self, parameter):
        self._parameter = parameter

    Id = property(lambda self: self._parameter._id())

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
    def maps_to_existing_variable(self):
        return bool(self.variable) and '.' in self.variable

    @property
    def default_variable(self):
        return ''

    @property
    def automatic_iec_address(self):
        return not self._state().get('manual_address')

    @property
    def manual_iec_address(self):
        # The reference: the manual address, or the automatic one while the address is automatic.
        return self._state().get('manual_address') or self._parameter._iec_address()


def _facets(element, definition):
    """The reference facets of a data element: a compound's sub-elements, else a value that may be an enumeration or a
    range (the stand-in's descriptions give a range with min/max and an enumeration with its values)."""
    if element._compound():
        return ('ScriptCompoundDataElement',)
    if definition.get('values'):
        return ('ScriptValueDataElement', 'ScriptEnumerationDataElement')
    if definition.get('min') is not None or definition.get('max') is not None:
        return ('ScriptValueDataElement', 'ScriptRangeDataElement')
    return ('ScriptValueDataElement',)


class ScriptEnumerationValue(ApiObject):
    """One allowed value of an enumeration element. The stand-in's descriptions name each value by one text: its
    identifier, visible name and value alike (a real description may give them apart)."""

    def __init__(self, element, index, text):
        self._element = element
        self._index = index
        self._text = text

    parent = property(lambda self: self._element)
    identifier = property(lambda self: self._text)
    visible_name = property(lambda self: self._text)
    description = property(lambda self: '')
    value = property(lambda self: self._text)
    index = property(lambda self: str(self._index))


class _DataElement(ApiObject):
    """What a device parameter and a compound's sub-element share: the facets, ranges and enumerations."""

    def _definition(self):
        raise NotImplementedError

    def _compound(self):
        return False

    def _api_facets(self):
        return _facets(self, self._definition())

    is_range_type = property(lambda self: 'ScriptRangeDataElement' in self._api_facets())
    is_enumeration = property(lambda self: 'ScriptEnumerationDataElement' in self._api_facets())
    is_union = property(lambda self: False)
    # Guess: the reference types base_type as str without its format; the stand-in gives it as type_string does.
    base_type = property(lambda self: 'std:%s' % self._definition().get('type', 'STRING'))
    user_comment = property(lambda self: '')
    min_value = property(lambda self: self._bound('min', 0))
    max_value = property(lambda self: self._bound('max', 1))

    def _bound(self, key, end):
        # A string, as the reference types it; a range given on one side only takes the IEC type's other end.
        found = self._definition().get(key)
        if found is None:
            found = (_TYPE_RANGES.get(self._definition().get('type')) or ('', ''))[end]
        return str(found)

    @property
    def allowed_values(self):
        return [ScriptEnumerationValue(self, index, text) for index, text in enumerate(self._definition().get('values') or [])]

    @property
    def enum_value(self):
        values = self.allowed_values
        index = self.value_index
        return values[index] if index >= 0 else None

    @property
    def value_index(self):
        texts = self._definition().get('values') or []
        return texts.index(self.value) if self.value in texts else -1


class ScriptDeviceParameter(_DataElement):
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

    def _id(self):
        return CHANNEL_ID_BASE + self._channel_index if self._channel else self._data['id']

    id = property(_id)
    identifier = property(lambda self: str(self._id()))
    parameter = property(lambda self: self)
    parent = property(lambda self: self._device)
    name = property(lambda self: self._channel['name'] if self._channel else self._data['name'])
    visible_name = property(lambda self: self._channel['name'] if self._channel else self._data.get('visible_name', self._data['name']))
    description = property(lambda self: (self._channel or self._data).get('description', ''))
    unit = property(lambda self: '' if self._channel else self._data.get('unit', ''))
    is_mappable_io = property(lambda self: self._channel is not None)
    channel_type = property(lambda self: se.ChannelType[self._channel['direction'].capitalize() if self._channel else 'None'])
    bit_size = property(lambda self: _BIT_SIZES.get(self._channel['type'], 0) if self._channel else 0)
    can_access_online = property(lambda self: False)

    def get_device_object(self):
        return self._device

    @property
    def type_string(self):
        iec_type = self._channel['type'] if self._channel else self._definition().get('type', 'STRING')
        return 'localTypes:%sEnum' % self.name if iec_type == 'ENUM' else 'std:%s' % iec_type

    def _definition(self):
        if self._channel:
            return {'type': self._channel['type']}
        merged = dict(_definition(self._node, self._data['id']) or {})
        merged.update(dict((k, v) for k, v in self._data.items() if k != 'value'))
        for key, value in (_definition(self._node, self._data['id']) or {}).items():
            if key in ('min', 'max', 'values', 'access', 'default'):
                merged[key] = value
        return merged

    offline_access_rights = property(lambda self: se.AccessRight['Read' if not self._channel and self._definition().get('access') == 'Read' else 'ReadWrite'])
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

    def _iec_address(self):
        """The automatic IEC address of a channel (the reference shows it as io_mapping.manual_iec_address)."""
        return _addresses(self._device).get((self._node.guid, self._key), '') if self._channel else ''

    def __repr__(self):
        return '<ScriptDeviceParameter %s>' % self._data['name'] if self._data else '<ScriptDeviceParameter %s>' % self._key

    # A compound parameter's sub-elements, by iteration and index.
    def _compound(self):
        return bool(not self._channel and self._data.get('elements'))

    has_sub_elements = property(_compound)

    def __len__(self):
        return len(self._data.get('elements') or []) if not self._channel else 0

    def __bool__(self):
        # A parameter is there whether or not it has sub-elements (len() alone would make a plain one false).
        return True

    def __iter__(self):
        return iter([ScriptParameterElement(self, index) for index in range(len(self))])

    def __getitem__(self, index):
        if not 0 <= index < len(self):
            raise IndexError('%s has no sub-element %d' % (self._data['name'], index))
        return ScriptParameterElement(self, index)


class ScriptParameterElement(_DataElement):
    """One sub-element of a compound parameter (a ScriptDataElement); writing it updates the compound's summary value."""

    _api_class = 'ScriptDataElement'

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

    identifier = property(lambda self: self._stored()['name'])
    parent = property(lambda self: self._parameter)
    parameter = property(lambda self: self._parameter)
    visible_name = property(lambda self: self._stored().get('visible_name', self._stored()['name']))
    unit = property(lambda self: self._stored().get('unit', ''))
    description = property(lambda self: '')
    bit_size = property(lambda self: _BIT_SIZES.get(self._definition().get('type'), 0))
    can_access_online = property(lambda self: False)
    is_mappable_io = property(lambda self: False)
    has_sub_elements = property(lambda self: False)
    io_mapping = property(lambda self: None)
    default_value = property(lambda self: self._definition().get('default') or '')

    def _read_only(self):
        # A sub-element has no access rights of its own in the reference: its own definition's or its parameter's.
        return 'Read' in (self._definition().get('access'), self._parameter._definition().get('access'))

    @property
    def value(self):
        return self._stored()['value']

    @value.setter
    def value(self, new_value):
        if self._read_only():
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
    return ScriptDeviceParameterSet(self, [ScriptDeviceParameter(self, data, stored=stored) for data in stored],
                                    'ScriptMappableDeviceParameterSet')


def _channel_parameters(self):
    return [ScriptDeviceParameter(self, None, channel, index) for index, channel in enumerate(_channel_definitions(self._node))]


class ScriptDeviceParameterSet(ApiObject, list):
    """A device's parameters (device_parameters: a ScriptMappableDeviceParameterSet since V3.5.8.0) or a connector's
    host parameters."""

    def __init__(self, device, parameters, api_class='ScriptDeviceParameterSet'):
        list.__init__(self, parameters)
        self._device = device
        self._api_class = api_class

    def _api_name(self):
        return self._api_class

    parent = property(lambda self: self._device)
    io_always_mapping = property(lambda self: False)

    def get_device_object(self):
        return self._device

    def by_id(self, id):
        for parameter in self:
            if parameter.id == id:
                return parameter
        return None


class ScriptConnector(ApiObject):
    """A connector of a device object (a ScriptDeviceConnector)."""

    _api_class = 'ScriptDeviceConnector'

    def __init__(self, device, connector_id, role, interface, parameters, connectors):
        self._device = device
        self._connector_id = connector_id
        self._role = role
        self._interface = interface
        self._parameters = parameters
        self._connectors = connectors

    connector_id = property(lambda self: self._connector_id)
    connector_role = property(lambda self: se.ConnectorRole[self._role])
    interface = property(lambda self: self._interface)
    is_explicit = property(lambda self: False)
    parent = property(lambda self: self._connectors)

    @property
    def host_parameters(self):
        return ScriptDeviceParameterSet(self._device, self._parameters)

    def get_device_object(self):
        return self._device

    def __repr__(self):
        return '<ScriptDeviceConnector %d %s>' % (self._connector_id, self._interface)


class ScriptConnectorList(ApiObject, list):
    """A device's connectors (a ScriptDeviceConnectorSet)."""

    _api_class = 'ScriptDeviceConnectorSet'

    def __init__(self, device):
        list.__init__(self)
        self._device = device

    def get_device_object(self):
        return self._device

    def by_id(self, id):
        for connector in self:
            if connector.connector_id == id:
                return connector
        return None


def _connectors(self):
    description = _description_of(self._node) or {}
    connectors = ScriptConnectorList(self)
    connectors.append(ScriptConnector(self, 1, 'Child', description.get('plugs_into') or '',
                                      list(_device_parameters(self)) + _channel_parameters(self), connectors))
    if description.get('accepts'):
        connectors.append(ScriptConnector(self, 2, 'Parent', description['accepts'], [], connectors))
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


def _add_top_level(self, name, type, id, version, module=None):
    """ScriptProject.add (ScriptProjectDeviceExtension): a device at the top of the project, which only a device that
    connects to nothing (a PLC) can be."""
    description = _lookup(type, id, version)
    if description['plugs_into']:
        raise ValueError("The device '%s' cannot be added at the top of the project: it connects to %s"
                         % (description['name'], description['plugs_into']))
    _check_name(self, name)
    self._root.add(_new_device_node(name, description))
    self._changed()


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
        lines.append(';'.join(_csv_field(v) for v in (mapping.variable, kind, node.name, name, parameter._iec_address(),
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
PROJECT_MEMBERS = {'add': _add_top_level}
