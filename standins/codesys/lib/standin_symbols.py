"""The symbol configuration of the CODESYS stand-in (ScriptSymbolConfigObject, CODESYS 3.5.10.0 and later).

Follows the ScriptSymbolConfigObject stub of the scripting API (docs/codesys-scripting.md, 8.4 and 8.5 name the calls):
  - `application.create_symbol_config(export_comments_to_xml, support_opc_ua, client_side_layout_calculator)` adds the
    object "Symbol Configuration" under the application (one per application) and returns it.
  - Every object has `is_symbol_config`. The symbol configuration has `content_feature_flags`
    (SymbolConfigContentFeatureFlags), `effective_content_feature_flags`, `symbol_attribute_filter_type`
    (SymbolAttributeFilterTypes), `symbol_attribute_filter_data`, `symbol_comment_filter_type`
    (SymbolCommentFilterType), the `effective_` variants of both filters, `enable_direct_io_access`,
    `check_effective_direct_io_access()` (DirectIoAccessObstacles), `get_direct_io_obstacle_explanations(obstacles)`,
    `client_side_layout_calculator_guid`, `available_client_side_layout_calculators`, `get_symbol_configuration_xsd()`
    (the UTF-8 bytes of the XSD), `get_all_signatures(compile=True)`, `get_all_datatypes(compile=True)`,
    `get_only_configured_signatures()` and `get_only_configured_datatypes()`.
  - A signature has `name`, `full_qualified_name`, `library_id`, `namespace_path` and `variables`; a collection is a
    list with `find(name, library_id=None)` and indexing by full name. A variable has `name`, `type`, `comment`,
    `configured_access` (settable), `maximal_access`, `effective_access`, `exported_via_attribute`,
    `attribute_access`, `type_library_id`, `full_qualified_base_type` and `alias_type`.
Signatures come from the last successful build of the application, as in CODESYS: programs, function blocks and GVLs
with their instance variables (VAR, VAR_INPUT, VAR_OUTPUT, VAR_GLOBAL, VAR_STAT); data types are the structures. Before
any build the lists are empty; `compile=True` builds first.

Where the sources are silent, the stand-in decides (tests must not rely on more than the shape):
  - SymbolAccess members `None`=0, `Read`=1, `Write`=2, `ReadWrite`=3 (the stub names the enum, not its members);
  - a CONSTANT's maximal access is Read; `{attribute 'symbol' := 'none'|'read'|'write'|'readwrite'}` in the line
    before a variable exports it via attribute with that access, which then is its effective access;
  - setting more access than the maximal raises ValueError; the configured access of a variable the application
    no longer declares is kept (the configured lists still show it);
  - the symbol configuration's type Guid, and the XSD text (an abbreviated schema of the symbol file's elements).
"""
import os
import re

import scriptengine as se
import standin_online
from standin_api import ApiObject

TYPE_SYMBOL_CONFIG = se.Guid('a2b9ad6a-3c7b-4d9e-8f1a-5d7c3e0b4f21')  # not in the docs: chosen here
SYMBOL_CONFIG_NAME = 'Symbol Configuration'
OPTIMIZED_LAYOUT = se.Guid('0141eb75-141b-4ea1-9a8c-75f952b22a6c')
COMPATIBILITY_LAYOUT = se.Guid('00000000-0000-0000-0000-000000000000')

SymbolAccess = se._NetEnum('SymbolAccess', [('None', 0), ('Read', 1), ('Write', 2), ('ReadWrite', 3)])


class _HollowImport(object):
    """What `scriptengine.SymbolAccess` is on some CODESYS versions (peer Limhslog/Codesys-MCP-SP21-plus-ch,
    src/scripts/set_symbol_access.py): a name without members, which converts no number but 0. Which versions is not
    known, so a fault switch of the stand-in (CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS) chooses it, not the profile."""

    def __getattr__(self, name):
        raise AttributeError("'SymbolAccess' has no attribute '%s'" % name)

    def __call__(self, value):
        if int(value) != 0:
            raise TypeError('Cannot convert numeric value %d to SymbolAccess. The value must be zero.' % int(value))
        return SymbolAccess(0)


def script_symbol_access():
    """The SymbolAccess scripts see: the enum, or the hollow import when the fault switch is on."""
    return _HollowImport() if os.environ.get('CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS') else SymbolAccess
DirectIoAccessObstacles = se._NetFlags('DirectIoAccessObstacles', [('none', 0), ('OldCompilerVersion', 1), ('TargetSettingSeparateApplication', 2)])
SymbolConfigContentFeatureFlags = se._NetFlags('SymbolConfigContentFeatureFlags', [
    ('none', 0), ('SupportOPCUA', 1), ('IncludeComments', 2), ('IncludeAttributes', 4), ('IncludeTypeNodeAttributes', 8),
    ('IncludeExecutables', 16), ('UseEmptyNamespaceByDefault', 32), ('XmlIncludeNodeFlags', 1 << 16),
    ('XmlIncludeComments', 2 << 16), ('XmlIncludeAttributes', 4 << 16), ('XmlIncludeTypeNodeAttributes', 8 << 16),
    ('XmlIncludeExecutables', 16 << 16)])
SymbolAttributeFilterTypes = se._NetEnum('SymbolAttributeFilterTypes', [('none', 0), ('All', 1), ('SimpleIdentifiers', 2), ('Prefix', 3), ('Regex', 4)])
SymbolCommentFilterType = se._NetEnum('SymbolCommentFilterType', [
    ('none', 0), ('NormalComments', 1), ('DocuComments', 2), ('Both', 3), ('PreferNormalComments', 4), ('PreferDocuComments', 5)])

_RUNTIME_FLAGS = 0xFFFF
_OPC_UA_ONLY = 2 | 4 | 8 | 16  # IncludeComments, IncludeAttributes, IncludeTypeNodeAttributes, IncludeExecutables
_ACCESS_WORDS = {'none': 0, 'read': 1, 'write': 2, 'readwrite': 3}
_SYMBOL_ATTRIBUTE = re.compile(r"\{\s*attribute\s+'symbol'\s*:=\s*'(none|read|write|readwrite)'\s*\}", re.I)
_LINE_COMMENT = re.compile(r'//\s*(.*?)\s*$')
_BLOCK_COMMENT = re.compile(r'\(\*\s*(.*?)\s*\*\)')


class ScriptSymbolConfigInvalidObjectException(Exception):
    """The symbol configuration was changed or removed outside the script objects."""


# ---------------------------------------------------------------------------------------------------------------------
# What the last successful build declared


def compiled(app, objects):
    """Called by a build without errors: the application's signatures as this build defines them."""

    def kind_of(node):
        return standin_online.KIND_BY_TYPE.get(str(node.type))

    signatures, datatypes = [], []
    for node in objects:
        kind = kind_of(node)
        declaration = node.declaration or ''
        if kind == 'gvl':
            signatures.append((node.name, _variables(declaration)))
        elif kind == 'pou':
            header = standin_online._HEADER.match(standin_online._COMMENTS.sub(' ', declaration))
            if header and header.group(1).upper() in ('PROGRAM', 'FUNCTION_BLOCK'):
                signatures.append((header.group(2), _variables(declaration)))
        elif kind == 'dut':
            match = standin_online._TYPE_DECL.search(standin_online._COMMENTS.sub(' ', declaration))
            if match and match.group(3).strip().upper().startswith('STRUCT'):
                inner = re.sub(r'^STRUCT\b|\bEND_STRUCT\s*;?$', '', match.group(3).strip(), flags=re.I)
                datatypes.append((match.group(1), _variables('VAR\n%s\nEND_VAR' % inner, declaration)))
    app._project.__dict__.setdefault('_symbol_builds', {})[str(app._node.guid)] = (signatures, datatypes)


def _notes(source):
    """Per variable name (upper case): its comment and its symbol attribute, read from the declaration's lines."""
    notes = {}
    attribute = None
    for line in source.splitlines():
        found = _SYMBOL_ATTRIBUTE.search(line)
        if found:
            attribute = found.group(1).lower()
            continue
        declared = re.match(r'^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?:AT\s+%\S+\s*)?:(?!=)', line)
        if declared:
            comment = _LINE_COMMENT.search(line) or _BLOCK_COMMENT.search(line)
            for name in re.split(r'\s*,\s*', declared.group(1)):
                notes[name.upper()] = (comment.group(1) if comment else '', attribute)
            attribute = None
    return notes


def _variables(text, source=None):
    notes = _notes(source or text)
    found = []
    for names, type_text, _initial, _block, qualifiers in standin_online._members(standin_online._COMMENTS.sub(' ', text)):
        for name in names:
            comment, attribute = notes.get(name.upper(), ('', None))
            found.append({'name': name, 'type': type_text, 'comment': comment,
                          'maximal': 1 if 'CONSTANT' in qualifiers else 3, 'attribute': attribute})
    return found


# ---------------------------------------------------------------------------------------------------------------------
# Script objects


def _config(obj):
    """The symbol configuration's stored settings and configured access (plain JSON in the node)."""
    props = obj._node.props
    props.setdefault('content_feature_flags', 0)
    props.setdefault('attribute_filter_type', 0)
    props.setdefault('attribute_filter_data', '')
    props.setdefault('comment_filter_type', 3)
    props.setdefault('direct_io_access', False)
    props.setdefault('layout', str(COMPATIBILITY_LAYOUT))
    props.setdefault('configured', {'signatures': [], 'datatypes': []})
    return props


def _require_alive(obj):
    node = obj._node
    while node.parent is not None:
        node = node.parent
    if node is not obj._project._root:
        raise ScriptSymbolConfigInvalidObjectException('The symbol configuration object was removed; the script objects are not valid anymore.')


class ScriptSymbolConfigVariable(ApiObject):
    def __init__(self, owner, signature, data, configured):
        self._owner = owner
        self._signature = signature
        self._data = data
        self._configured = configured

    def __repr__(self):
        return '<ScriptSymbolConfigVariable %s>' % self._data['name']

    @property
    def name(self):
        return self._data['name']

    @property
    def type(self):
        return self._data['type']

    @property
    def comment(self):
        return self._data.get('comment', '')

    @property
    def alias_type(self):
        return ''

    @property
    def type_library_id(self):
        return ''

    @property
    def full_qualified_base_type(self):
        return self._data['type']

    @property
    def maximal_access(self):
        return SymbolAccess(self._data.get('maximal', 3))

    @property
    def exported_via_attribute(self):
        return self._data.get('attribute') is not None

    @property
    def attribute_access(self):
        return SymbolAccess(_ACCESS_WORDS.get(self._data.get('attribute') or 'none', 0))

    @property
    def configured_access(self):
        entry = self._owner._entry(self._signature, self._data['name'])
        return SymbolAccess(entry['access'] if entry else 0)

    @configured_access.setter
    def configured_access(self, value):
        if not isinstance(value, SymbolAccess):
            raise TypeError('expected SymbolAccess, got %s' % type(value).__name__)
        if int(value) & ~int(self.maximal_access):
            raise ValueError("The variable '%s' allows at most %s access" % (self._data['name'], self.maximal_access))
        self._owner._set_access(self._signature, self._data, int(value))

    @property
    def effective_access(self):
        if self.exported_via_attribute:
            return self.attribute_access
        return SymbolAccess(int(self.configured_access) & int(self.maximal_access))


class ScriptSymbolConfigSignature(ApiObject):
    def __init__(self, owner, kind, name, variables):
        self._owner = owner
        self._kind = kind
        self._name = name
        self._variables = variables

    def __repr__(self):
        return '<ScriptSymbolConfigSignature %s>' % self._name

    @property
    def name(self):
        return self._name

    @property
    def full_qualified_name(self):
        return self._name

    @property
    def library_id(self):
        return ''

    @property
    def namespace_path(self):
        return []

    @property
    def variables(self):
        return [ScriptSymbolConfigVariable(self._owner, self, data, None) for data in self._variables]


class ScriptSymbolConfigSignatureCollection(ApiObject, list):
    """A list of signatures with find(name, library_id) (no name indexer: no source shows one)."""

    def find(self, name, library_id=None):
        for signature in self:
            if signature.full_qualified_name.lower() == str(name).lower() and library_id in (None, '', signature.library_id):
                return signature
        return None


class _SymbolConfig(object):
    """The members of the symbol configuration object, bound to it."""

    def __init__(self, obj):
        self._obj = obj

    def _application(self):
        return self._obj._node.parent

    def _store(self, kind):
        return _config(self._obj)['configured'][kind]

    def _entry(self, signature, variable):
        for entry in self._store(signature._kind):
            if entry['signature'].lower() == signature.full_qualified_name.lower() and entry['variable'].lower() == variable.lower():
                return entry
        return None

    def _set_access(self, signature, data, access):
        _require_alive(self._obj)
        store = self._store(signature._kind)
        entry = self._entry(signature, data['name'])
        if entry is None and access:
            store.append({'signature': signature.full_qualified_name, 'library_id': '', 'variable': data['name'],
                          'type': data['type'], 'maximal': data.get('maximal', 3), 'access': access})
        elif entry is not None and access:
            entry['access'] = access
        elif entry is not None:
            store.remove(entry)
        self._obj._project._changed()

    def _signatures(self, kind, compile):
        _require_alive(self._obj)
        application = se.ScriptObject(self._application(), self._obj._project)
        if compile:
            application.build()
        builds = self._obj._project.__dict__.get('_symbol_builds', {})
        signatures, datatypes = builds.get(str(self._application().guid), ([], []))
        chosen = signatures if kind == 'signatures' else datatypes
        return ScriptSymbolConfigSignatureCollection(
            ScriptSymbolConfigSignature(self, kind, name, variables) for name, variables in chosen)

    def get_all_signatures(self, compile=True):
        return self._signatures('signatures', compile)

    def get_all_datatypes(self, compile=True):
        return self._signatures('datatypes', compile)

    def _configured(self, kind):
        _require_alive(self._obj)
        grouped = []
        for entry in self._store(kind):
            for name, variables in grouped:
                if name.lower() == entry['signature'].lower():
                    variables.append(entry)
                    break
            else:
                grouped.append((entry['signature'], [entry]))
        return ScriptSymbolConfigSignatureCollection(
            ScriptSymbolConfigSignature(self, kind, name, [{'name': e['variable'], 'type': e['type'], 'maximal': e.get('maximal', 3)} for e in variables])
            for name, variables in grouped)

    def get_only_configured_signatures(self):
        return self._configured('signatures')

    def get_only_configured_datatypes(self):
        return self._configured('datatypes')

    def check_effective_direct_io_access(self):
        return DirectIoAccessObstacles(0)

    def get_direct_io_obstacle_explanations(self, obstacles):
        if int(obstacles) == 0:
            return ['Direct I/O access is possible.']
        return [text for bit, text in ((1, 'The compiler version is too old (V3.5.8.0 or newer is needed).'),
                                       (2, 'The symbol configuration is generated as a child application.'))
                if int(obstacles) & bit]

    def get_symbol_configuration_xsd(self):
        return bytearray(SYMBOL_CONFIGURATION_XSD.encode('utf-8'))


def _setting(key, enum_type=None, check=None):
    def getter(obj):
        value = _config(obj)[key]
        return enum_type(value) if enum_type is not None else value

    def setter(obj, value):
        _require_alive(obj)
        if enum_type is not None and not isinstance(value, enum_type):
            raise TypeError('expected %s, got %s' % (enum_type.__name__, type(value).__name__))
        if check is not None:
            check(value)
        _config(obj)[key] = int(value) if enum_type is not None else value
        obj._project._changed()
    return getter, setter


def _check_layout(value):
    if not isinstance(value, se.Guid):
        raise TypeError('expected Guid, got %s' % type(value).__name__)
    if value not in (COMPATIBILITY_LAYOUT, OPTIMIZED_LAYOUT):
        raise ValueError('%s is not a known client side layout calculator' % value)


def _effective_flags(obj):
    flags = _config(obj)['content_feature_flags']
    if not flags & 1:
        flags &= ~_OPC_UA_ONLY  # these need OPC UA support
    return SymbolConfigContentFeatureFlags(flags)


class ScriptClientSideLayoutCalculatorDescription(object):
    """An entry of available_client_side_layout_calculators, which the reference types only as object (the
    reference's standin_classes)."""

    def __init__(self, type_guid, name, description):
        self.type_guid = type_guid
        self.name = name
        self.description = description


LAYOUT_CALCULATORS = [
    ScriptClientSideLayoutCalculatorDescription(COMPATIBILITY_LAYOUT, 'Compatibility Layout', 'The layout of older versions; always available.'),
    ScriptClientSideLayoutCalculatorDescription(OPTIMIZED_LAYOUT, 'Optimized Layout', 'Needs compiler version 3.5.7.0 or newer.'),
]


def _create_symbol_config(self, export_comments_to_xml, support_opc_ua, client_side_layout_calculator):
    if not isinstance(export_comments_to_xml, bool) or not isinstance(support_opc_ua, bool):
        raise TypeError('expected bool')
    _check_layout(client_side_layout_calculator)
    if any(child.type == TYPE_SYMBOL_CONFIG for child in self._node.children):
        raise Exception('The application %s already has a symbol configuration' % self._node.name)
    node = self._node.add(se._Node(SYMBOL_CONFIG_NAME, TYPE_SYMBOL_CONFIG))
    node.props.update({
        'content_feature_flags': (1 if support_opc_ua else 0) | ((2 << 16) if export_comments_to_xml else 0),
        'layout': str(client_side_layout_calculator),
    })
    self._project._changed()
    return se.ScriptObject(node, self._project)


def install():
    prop = se._BoundProperty
    se.MODEL_MEMBERS['object']['is_symbol_config'] = prop(lambda self: self._node.type == TYPE_SYMBOL_CONFIG)
    se.MODEL_MEMBERS.setdefault(se.TYPE_APPLICATION, {})['create_symbol_config'] = _create_symbol_config
    members = {}
    for name in ('get_all_signatures', 'get_all_datatypes', 'get_only_configured_signatures', 'get_only_configured_datatypes',
                 'check_effective_direct_io_access', 'get_direct_io_obstacle_explanations', 'get_symbol_configuration_xsd'):
        members[name] = prop((lambda method: lambda self: getattr(_SymbolConfig(self), method))(name))
    setters = {}
    for attribute, key, enum_type, check in (
            ('content_feature_flags', 'content_feature_flags', SymbolConfigContentFeatureFlags, None),
            ('symbol_attribute_filter_type', 'attribute_filter_type', SymbolAttributeFilterTypes, None),
            ('symbol_attribute_filter_data', 'attribute_filter_data', None, None),
            ('symbol_comment_filter_type', 'comment_filter_type', SymbolCommentFilterType, None),
            ('enable_direct_io_access', 'direct_io_access', None, None)):
        getter, setter = _setting(key, enum_type, check)
        members[attribute] = prop(getter)
        setters[attribute] = setter
    members['client_side_layout_calculator_guid'] = prop(lambda self: se.Guid(_config(self)['layout']))
    setters['client_side_layout_calculator_guid'] = _setting('layout', None, _check_layout)[1]
    members['effective_content_feature_flags'] = prop(_effective_flags)
    members['effective_symbol_attribute_filter_type'] = prop(
        lambda self: SymbolAttributeFilterTypes(_config(self)['attribute_filter_type'] if _config(self)['content_feature_flags'] & 1 else 0))
    members['effective_symbol_comment_filter_type'] = prop(lambda self: SymbolCommentFilterType(_config(self)['comment_filter_type']))
    members['available_client_side_layout_calculators'] = prop(lambda self: list(LAYOUT_CALCULATORS))
    members['client_side_layout_calculator'] = prop(
        lambda self: [c for c in LAYOUT_CALCULATORS if c.type_guid == se.Guid(_config(self)['layout'])][0])
    se.MODEL_MEMBERS[TYPE_SYMBOL_CONFIG] = members
    se.MODEL_SETTERS[TYPE_SYMBOL_CONFIG] = setters


SYMBOL_CONFIGURATION_XSD = '''<?xml version="1.0" encoding="utf-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.3s-software.com/schemas/Symbolconfiguration.xsd"
           xmlns="http://www.3s-software.com/schemas/Symbolconfiguration.xsd" elementFormDefault="qualified">
  <xs:element name="Symbolconfiguration">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="Header" type="HeaderType"/>
        <xs:element name="TypeList" type="TypeListType"/>
        <xs:element name="NodeList" type="NodeListType"/>
      </xs:sequence>
    </xs:complexType>
  </xs:element>
  <xs:complexType name="HeaderType">
    <xs:sequence>
      <xs:element name="Version" type="xs:string"/>
      <xs:element name="SymbolConfigObject" minOccurs="0">
        <xs:complexType>
          <xs:attribute name="version" type="xs:string"/>
          <xs:attribute name="runtimeid" type="xs:string"/>
          <xs:attribute name="libversion" type="xs:string"/>
          <xs:attribute name="compiler" type="xs:string"/>
          <xs:attribute name="lmm" type="xs:string"/>
          <xs:attribute name="profile" type="xs:string"/>
          <xs:attribute name="settings" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="ProjectInfo" minOccurs="0">
        <xs:complexType>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="devicename" type="xs:string"/>
          <xs:attribute name="appname" type="xs:string"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
  </xs:complexType>
  <xs:complexType name="TypeListType">
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element name="TypeSimple" type="TypeSimpleType"/>
      <xs:element name="TypeUserDef" type="TypeUserDefType"/>
      <xs:element name="TypeArray" type="TypeArrayType"/>
    </xs:choice>
  </xs:complexType>
  <xs:complexType name="TypeSimpleType">
    <xs:attribute name="name" type="xs:string" use="required"/>
    <xs:attribute name="size" type="xs:unsignedInt" use="required"/>
    <xs:attribute name="swapsize" type="xs:unsignedInt"/>
    <xs:attribute name="typeclass" type="xs:string" use="required"/>
    <xs:attribute name="iecname" type="xs:string" use="required"/>
  </xs:complexType>
  <xs:complexType name="TypeUserDefType">
    <xs:sequence>
      <xs:element name="UserDefElement" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="iecname" type="xs:string" use="required"/>
          <xs:attribute name="type" type="xs:string" use="required"/>
          <xs:attribute name="byteoffset" type="xs:unsignedInt"/>
          <xs:attribute name="access" type="AccessType"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="name" type="xs:string" use="required"/>
    <xs:attribute name="size" type="xs:unsignedInt" use="required"/>
    <xs:attribute name="typeclass" type="xs:string" use="required"/>
    <xs:attribute name="iecname" type="xs:string" use="required"/>
  </xs:complexType>
  <xs:complexType name="TypeArrayType">
    <xs:sequence>
      <xs:element name="ArrayDim" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="minrange" type="xs:int" use="required"/>
          <xs:attribute name="maxrange" type="xs:int" use="required"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="name" type="xs:string" use="required"/>
    <xs:attribute name="size" type="xs:unsignedInt" use="required"/>
    <xs:attribute name="nativesize" type="xs:unsignedInt"/>
    <xs:attribute name="typeclass" type="xs:string" use="required"/>
    <xs:attribute name="iecname" type="xs:string" use="required"/>
    <xs:attribute name="basetype" type="xs:string" use="required"/>
  </xs:complexType>
  <xs:complexType name="NodeListType">
    <xs:sequence>
      <xs:element name="Node" type="NodeType" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
  </xs:complexType>
  <xs:complexType name="NodeType">
    <xs:sequence>
      <xs:element name="Comment" type="xs:string" minOccurs="0"/>
      <xs:element name="Attribute" minOccurs="0" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="value" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="Node" type="NodeType" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence>
    <xs:attribute name="name" type="xs:string" use="required"/>
    <xs:attribute name="type" type="xs:string"/>
    <xs:attribute name="access" type="AccessType"/>
    <xs:attribute name="kindofnode" type="xs:string"/>
  </xs:complexType>
  <xs:simpleType name="AccessType">
    <xs:restriction base="xs:string">
      <xs:enumeration value="None"/>
      <xs:enumeration value="Read"/>
      <xs:enumeration value="Write"/>
      <xs:enumeration value="ReadWrite"/>
    </xs:restriction>
  </xs:simpleType>
</xs:schema>
'''
