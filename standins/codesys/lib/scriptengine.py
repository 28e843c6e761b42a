"""Simulated CODESYS ScriptEngine for the CODESYS stand-in.

Reproduces the part of the real `scriptengine` module that Interlock's templates (and the public templates they
descend from) use: projects, the object tree with textual declarations and implementations, object creation with the
born texts of a real IDE, applications that build through the message store, `system`, and the .NET-like enums and
Guids. Behaviour follows docs/codesys-scriptengine-api.md; everything else raises AttributeError as the real API does.
"""
import enum
import getpass
import json
import os
import re
import socket
import sys
import time
import uuid

import standin_online
import standin_st
import standin_ui
from standin_types import TYPE_IDS
from standin_i18n import text as _t

# ---------------------------------------------------------------------------------------------------------------------
# Guid and enums


class Guid(object):
    """System.Guid: value equality, str() gives the lowercase 'D' form without braces."""

    def __init__(self, value):
        if isinstance(value, Guid):
            value = str(value)
        if not isinstance(value, str):
            raise TypeError('expected str, got %s' % type(value).__name__)
        self._value = str(uuid.UUID(value.strip().strip('{}')))

    @staticmethod
    def NewGuid():
        return Guid(str(uuid.uuid4()))

    def __str__(self):
        return self._value

    def __repr__(self):
        return '<System.Guid object at 0x0 [%s]>' % self._value

    def __eq__(self, other):
        return isinstance(other, Guid) and other._value == self._value

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._value)


class _NetEnum(enum.IntEnum):
    def __str__(self):
        return self.name


class _NetFlags(enum.IntFlag):
    def __str__(self):
        return self.name or ''


class PouType(_NetEnum):
    Program = 1
    FunctionBlock = 2
    Function = 3


class DutType(_NetEnum):
    Structure = 1
    Enumeration = 2
    Alias = 3
    Union = 4
    EnumerationWithTextList = 5


class SpecialPouType(_NetEnum):
    none = 1
    check_bounds = 2
    check_pointer = 3
    check_range_unsigned = 4
    check_range_signed = 5
    check_div_real_64 = 6
    check_div_real_32 = 7
    check_div_int_64 = 8
    check_div_int_32 = 9
    check_l_range_unsigned = 10
    check_l_range_signed = 11


class VersionUpdateFlags(_NetFlags):
    Regular = 0
    NoUpdates = 1
    SilentMode = 2
    UpdateAllCustomProviders = 4
    UpdateLibraries = 8
    UpdateCompiler = 16
    UpdateVisualisation = 32
    UpdateDevices = 64
    UpdateVisualisationStyles = 128
    UpdateUnresolvedUnboundPlaceholders = 256
    UpdateAll = 65532


class Severity(_NetFlags):
    FatalError = 1
    Error = 2
    Warning = 4
    Information = 8
    Text = 16


class PromptHandling(_NetFlags):
    NONE = 0
    ForwardSimplePrompts = 1
    LogSimplePrompts = 2
    EnableTextPrompts = 4
    ProcessScriptPrompts = 8
    LogMessageKeys = 16


class ScriptPromptHandling(_NetFlags):
    SuppressPrompts = 0
    LogPrompts = 1
    ForwardUnknownPrompts = 2
    AlwaysForwardPrompts = 4


class OnlineChangeOption(_NetEnum):
    Never = 0
    Try = 1
    Force = 2
    Keep = 3


class ResetOption(_NetEnum):
    Warm = 0
    Cold = 1
    Original = 2


class ApplicationState(_NetEnum):
    none = 0
    run = 1
    stop = 2
    halt_on_bp = 3
    debug_step = 4
    single_cycle = 5
    system_application = 255
    unknown = 65535


class OperatingState(_NetFlags):
    none = 0
    program_loaded = 1
    download = 2
    online_change = 4
    store_bootproject = 8
    force_active = 16
    exception = 32
    run_after_download = 64


class ConflictResolve(_NetEnum):
    Replace = 0
    Copy = 1
    Skip = 2


class _ImplementationLanguages(object):
    """Only Structured Text is implemented by the stand-in; its GUID is the one measured in a real IDE."""

    st = Guid('cc393387-a21c-4f68-a3e3-84c36951965d')


ImplementationLanguages = _ImplementationLanguages()

TYPE_POU = Guid(TYPE_IDS['pou'])
TYPE_DUT = Guid(TYPE_IDS['dut'])
TYPE_GVL = Guid(TYPE_IDS['gvl'])
TYPE_INTERFACE = Guid(TYPE_IDS['interface'])
TYPE_METHOD = Guid(TYPE_IDS['method'])
TYPE_PROPERTY = Guid(TYPE_IDS['property'])
TYPE_ACCESSOR = Guid(TYPE_IDS['accessor'])
TYPE_ACTION = Guid(TYPE_IDS['action'])
TYPE_FOLDER = Guid(TYPE_IDS['folder'])
TYPE_DEVICE = Guid(TYPE_IDS['device'])
TYPE_APPLICATION = Guid(TYPE_IDS['application'])
TYPE_LIBRARY_MANAGER = Guid(TYPE_IDS['library_manager'])
TYPE_TASK_CONFIGURATION = Guid(TYPE_IDS['task_configuration'])
TYPE_TASK = Guid(TYPE_IDS['task'])
TYPE_PROJECT_INFO = Guid(TYPE_IDS['project_info'])

# Objects that hold IEC objects (create_pou & co.) and objects that hold members (create_method & co.).
_IEC_CONTAINERS = (TYPE_APPLICATION, TYPE_FOLDER)
_MEMBER_CONTAINERS = (TYPE_POU, TYPE_INTERFACE, TYPE_FOLDER)
# Objects whose names share one namespace inside an application.
_NAMESPACE_TYPES = (TYPE_POU, TYPE_DUT, TYPE_GVL, TYPE_INTERFACE)

CATEGORY_BUILD = Guid('97F48D64-A2A3-4856-B640-75C046E37EA9')
CATEGORY_CODE_CHECKS = Guid('220493a1-f49b-4416-9a3f-a545db707cbe')
CATEGORY_PRECOMPILE = Guid('217BC73E-759B-4A3C-BFA1-991C938A6541')
CATEGORY_SCRIPT = Guid('{194B48A9-AB51-43ae-B9A9-51D3EDAADDF3}')
_CATEGORY_NAMES = {
    CATEGORY_BUILD: 'Build',
    CATEGORY_CODE_CHECKS: 'Additional code checks',
    CATEGORY_PRECOMPILE: 'Precompile',
    CATEGORY_SCRIPT: 'Script Messages',
}

_IDENTIFIER = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
PROJECT_FORMAT = 'interlock-codesys-standin-project'

# ---------------------------------------------------------------------------------------------------------------------
# The object tree (plain data) and its persistence


class _Node(object):
    def __init__(self, name, type_guid, guid=None, declaration=None, implementation=None):
        self.name = name
        self.type = type_guid
        self.guid = guid or Guid.NewGuid()
        self.declaration = declaration
        self.implementation = implementation
        # What an object of a project-model kind holds besides texts (library references, task settings, device
        # parameters): plain JSON data that standin_model.py reads and writes.
        self.props = {}
        self.children = []
        self.parent = None

    def add(self, child, index=-1):
        child.parent = self
        if index is None or index < 0 or index >= len(self.children):
            self.children.append(child)
        else:
            self.children.insert(index, child)
        return child

    def walk(self):
        for child in self.children:
            yield child
            for grandchild in child.walk():
                yield grandchild

    def to_json(self):
        data = {'name': self.name, 'type': str(self.type), 'guid': str(self.guid)}
        if self.declaration is not None:
            data['declaration'] = self.declaration
        if self.implementation is not None:
            data['implementation'] = self.implementation
        if self.props:
            data['props'] = self.props
        data['children'] = [c.to_json() for c in self.children]
        return data

    @staticmethod
    def from_json(data):
        node = _Node(data['name'], Guid(data['type']), Guid(data['guid']), data.get('declaration'), data.get('implementation'))
        node.props = data.get('props') or {}
        for child in data.get('children', []):
            node.add(_Node.from_json(child))
        return node


def _lock_path(project_path):
    """CODESYS drops the .project extension: `Foo.project` is locked by `Foo.~u` beside it."""
    stem, ext = os.path.splitext(project_path)
    return (stem if ext.lower() in ('.project', '.library') else project_path) + '.~u'


def read_lock(project_path):
    try:
        with open(_lock_path(project_path), 'r', encoding='utf-8') as handle:
            lines = handle.read().splitlines()
    except OSError:
        return None
    return {'user': lines[0] if lines else '', 'machine': lines[1] if len(lines) > 1 else '',
            'pid': int(lines[2]) if len(lines) > 2 and lines[2].strip().isdigit() else 0}


def _pid_alive(pid):
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
        return True
    except PermissionError:
        return True
    except OSError:
        return False


def _dotnet_ticks():
    return int((time.time() + 62135596800) * 10000000)


# ---------------------------------------------------------------------------------------------------------------------
# Text documents


def _normalize(text):
    if not isinstance(text, str):
        raise TypeError('expected str, got %s' % type(text).__name__)
    return text.replace('\r\n', '\n').replace('\r', '\n')


class ScriptTextDocument(object):
    def __init__(self, obj, part):
        self._obj = obj
        self._part = part

    @property
    def text(self):
        return getattr(self._obj._node, self._part)

    @property
    def length(self):
        return len(self.text)

    @property
    def linecount(self):
        return len(self.text.split('\n'))

    def _set(self, text):
        setattr(self._obj._node, self._part, text)
        self._obj._project._changed()

    def _offset(self, lineno, lineoffset):
        lines = self.text.split('\n')
        if lineno < 0 or lineno >= len(lines):
            raise ValueError('Specified argument was out of the range of valid values.\nParameter name: lineno')
        return sum(len(line) + 1 for line in lines[:lineno]) + lineoffset

    def _position(self, args, kwargs, names):
        """Resolves the C# overloads `(offset, ...)` / `(lineno, lineoffset, ...)` given by position or keyword."""
        if 'lineno' in kwargs:
            return self._offset(kwargs['lineno'], kwargs.get('lineoffset', 0)), args
        if 'offset' in kwargs:
            return kwargs['offset'], args
        if len(args) == len(names) + 2:
            return self._offset(args[0], args[1]), args[2:]
        if len(args) == len(names) + 1:
            return args[0], args[1:]
        raise TypeError('no overload accepts these arguments')

    def get_line(self, lineno):
        return self.text.split('\n')[lineno]

    def get_text(self, *args, **kwargs):
        start, rest = self._position(args, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        return self.text[start:start + length]

    def replace_line(self, lineno, line):
        lines = self.text.split('\n')
        lines[lineno] = _normalize(line)
        self._set('\n'.join(lines))

    def append(self, text):
        self._set(self.text + _normalize(text))

    def insert(self, *args, **kwargs):
        if 'text' in kwargs:
            start, _ = self._position(args, kwargs, [])
            text = kwargs['text']
        else:
            start, rest = self._position(args, kwargs, ['text'])
            text = rest[0]
        current = self.text
        self._set(current[:start] + _normalize(text) + current[start:])

    def remove(self, *args, **kwargs):
        start, rest = self._position(args, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        current = self.text
        self._set(current[:start] + current[start + length:])

    def replace(self, *args, **kwargs):
        whole = kwargs.get('new_text')
        if whole is None and len(args) == 1 and not kwargs:
            whole = args[0]
        if whole is not None:
            self._set(_normalize(whole))
            return
        new_text = kwargs['newtext'] if 'newtext' in kwargs else args[-1]
        positional = args if 'newtext' in kwargs else args[:-1]
        start, rest = self._position(positional, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        current = self.text
        self._set(current[:start] + _normalize(new_text) + current[start + length:])


# ---------------------------------------------------------------------------------------------------------------------
# Tree objects


def _check_identifier(name, what='name'):
    if not isinstance(name, str):
        raise TypeError('expected str, got %s' % type(name).__name__)
    if not _IDENTIFIER.match(name):
        raise ValueError("'%s' is not a valid identifier for the %s" % (name, what))


def _check_language(language):
    if language is None:
        return
    if not isinstance(language, Guid):
        raise TypeError('expected Nullable[Guid], got %s' % type(language).__name__)
    if language != ImplementationLanguages.st:
        raise ValueError('The CODESYS stand-in implements Structured Text only')


def _namespace_root(node):
    """The application (or the project root) whose names a new IEC object must not clash with."""
    while node.parent is not None and node.type != TYPE_APPLICATION:
        node = node.parent
    return node


def _check_unique(container, name, renamed=None):
    scope = _namespace_root(container)
    candidates = scope.walk() if container.type in _IEC_CONTAINERS or container.parent is None else iter(container.children)
    for other in candidates:
        if other is renamed:
            continue
        if other.name.lower() == name.lower() and (other.type in _NAMESPACE_TYPES or other.parent is container):
            raise ValueError("An object with the name '%s' already exists" % name)


class _TreeBase(object):
    """What projects and objects share: find, get_children and the IEC container methods."""

    def _container_node(self):
        raise NotImplementedError

    def find(self, name, recursive=False):
        node = self._container_node()
        nodes = node.walk() if recursive else iter(node.children)
        return [ScriptObject(n, self._project_ref()) for n in nodes if n.name == name]

    def get_children(self, recursive=False):
        node = self._container_node()
        nodes = node.walk() if recursive else iter(node.children)
        return [ScriptObject(n, self._project_ref()) for n in nodes]

    def create_folder(self, foldername, structured_view=None):
        node = self._container_node()
        if not isinstance(foldername, str) or not foldername.strip():
            raise ValueError('A folder needs a name')
        if any(c.name == foldername for c in node.children):
            raise ValueError("An object with the name '%s' already exists" % foldername)
        node.add(_Node(foldername, TYPE_FOLDER))
        self._project_ref()._changed()
        return None


class ScriptObject(_TreeBase):
    def __init__(self, node, project):
        self._node = node
        self._project = project

    def _container_node(self):
        return self._node

    def _project_ref(self):
        return self._project

    def __eq__(self, other):
        return isinstance(other, ScriptObject) and other._node.guid == self._node.guid and other._project is self._project

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(str(self._node.guid))

    def __repr__(self):
        return '<ScriptObject %s>' % self._node.name

    # -- identity and markers

    @property
    def type(self):
        return self._node.type

    @property
    def guid(self):
        return self._node.guid

    @property
    def project(self):
        return self._project

    @property
    def handle(self):
        return id(self._node) & 0x7FFFFFFF

    @property
    def is_root(self):
        return False

    @property
    def parent(self):
        parent = self._node.parent
        return self._project if parent is self._project._root else ScriptObject(parent, self._project)

    @property
    def index(self):
        return self._node.parent.children.index(self._node)

    @property
    def is_folder(self):
        return self._node.type == TYPE_FOLDER

    @property
    def is_application(self):
        return self._node.type == TYPE_APPLICATION

    @property
    def is_device(self):
        return self._node.type == TYPE_DEVICE

    @property
    def is_libman(self):
        return self._node.type == TYPE_LIBRARY_MANAGER

    @property
    def is_task_configuration(self):
        return self._node.type == TYPE_TASK_CONFIGURATION

    @property
    def is_task(self):
        return self._node.type == TYPE_TASK

    @property
    def is_project_info(self):
        return self._node.type == TYPE_PROJECT_INFO

    @property
    def has_textual_declaration(self):
        return self._node.declaration is not None

    @property
    def has_textual_implementation(self):
        return self._node.implementation is not None

    @property
    def textual_declaration(self):
        if self._node.declaration is None:
            raise AttributeError("'ScriptObject' object has no attribute 'textual_declaration'")
        return ScriptTextDocument(self, 'declaration')

    @property
    def textual_implementation(self):
        if self._node.implementation is None:
            raise AttributeError("'ScriptObject' object has no attribute 'textual_implementation'")
        return ScriptTextDocument(self, 'implementation')

    def get_name(self, resolve_localized_display_name=False):
        return self._node.name

    # -- changes

    def rename(self, stNewName):
        if self._node.type in _NAMESPACE_TYPES + (TYPE_METHOD, TYPE_PROPERTY, TYPE_ACTION):
            _check_identifier(stNewName)
            _check_unique(self._node.parent, stNewName, self._node)
            if self._node.declaration is not None:
                self._node.declaration = _rename_in_header(self._node.declaration, self._node.name, stNewName)
        elif not isinstance(stNewName, str) or not stNewName.strip():
            raise ValueError('An object needs a name')
        self._node.name = stNewName
        self._project._changed()

    def remove(self):
        self._node.parent.children.remove(self._node)
        self._node.parent = None
        self._project._changed()

    def move(self, new_parent, new_index=-1):
        target = new_parent._container_node()
        self._node.parent.children.remove(self._node)
        target.add(self._node, new_index)
        self._project._changed()

    def __setattr__(self, name, value):
        node = self.__dict__.get('_node')
        setter = MODEL_SETTERS.get(node.type, {}).get(name) if node is not None else None
        if setter is None:
            object.__setattr__(self, name, value)
        else:
            setter(self, value)

    # -- kind-specific members are present only on objects of that kind, as in the real API

    def __getattr__(self, name):
        node = self.__dict__.get('_node')
        if node is not None:
            if node.type == TYPE_APPLICATION and name in _APPLICATION_MEMBERS:
                return _APPLICATION_MEMBERS[name].__get__(self)
            if node.type in _IEC_CONTAINERS and name in _CONTAINER_MEMBERS:
                return _CONTAINER_MEMBERS[name].__get__(self)
            if node.type in _MEMBER_CONTAINERS and name in _MEMBER_CONTAINER_MEMBERS and _accepts_members(node, name):
                return _MEMBER_CONTAINER_MEMBERS[name].__get__(self)
            member = MODEL_MEMBERS.get(node.type, {}).get(name) or MODEL_MEMBERS['object'].get(name)
            if member is not None:
                return member.__get__(self)
        raise AttributeError("'ScriptObject' object has no attribute '%s'" % name)


def _accepts_members(node, member):
    """Functions hold no methods, actions or transitions (only POUs that are programs or function blocks do)."""
    if node.type != TYPE_POU:
        return True
    header = standin_st.header_of(node.declaration or '')
    return header is not None and (header[0] != 'FUNCTION' or member == 'create_property')


def _rename_in_header(declaration, old, new):
    pattern = re.compile(r'^(\s*(?:PROGRAM|FUNCTION_BLOCK|FUNCTION|INTERFACE|METHOD|PROPERTY|ACTION)(?:\s+(?:PUBLIC|PRIVATE|PROTECTED|INTERNAL|ABSTRACT|FINAL))*\s+)' + re.escape(old) + r'\b', re.M | re.I)
    renamed, count = pattern.subn(lambda m: m.group(1) + new, declaration, count=1)
    if count:
        return renamed
    return re.sub(r'^(\s*TYPE\s+)' + re.escape(old) + r'\b', lambda m: m.group(1) + new, declaration, count=1, flags=re.M | re.I)


# -- IEC object containers: project root, applications and folders

def _create_pou(self, name=None, type=PouType.FunctionBlock, language=None, return_type=None, base_type=None, interfaces=None):
    if isinstance(name, SpecialPouType):
        raise ValueError('The CODESYS stand-in does not create implicit check functions')
    _check_identifier(name, 'POU')
    _check_language(language)
    pou_type = PouType(int(type))
    if pou_type == PouType.Function and not return_type:
        raise ValueError('Specified argument was out of the range of valid values.\nParameter name: return_type')
    if pou_type != PouType.Function and return_type:
        raise ValueError('Specified argument was out of the range of valid values.\nParameter name: return_type')
    if pou_type != PouType.FunctionBlock and (base_type or interfaces):
        raise ValueError('Only function blocks extend or implement')
    # The C# parameter is a string ("I_A, I_B"): IronPython's overload resolution refuses a Python list.
    if interfaces is not None and not isinstance(interfaces, str):
        raise TypeError('expected str, got %s' % interfaces.__class__.__name__)
    if base_type is not None and not isinstance(base_type, str):
        raise TypeError('expected str, got %s' % base_type.__class__.__name__)
    container = self._container_node()
    _check_unique(container, name)
    if pou_type == PouType.Program:
        declaration = 'PROGRAM %s\nVAR\nEND_VAR\n' % name
    elif pou_type == PouType.Function:
        declaration = 'FUNCTION %s : %s\nVAR_INPUT\nEND_VAR\nVAR\nEND_VAR\n' % (name, return_type)
    else:
        header = 'FUNCTION_BLOCK %s' % name
        if base_type:
            header += ' EXTENDS %s' % base_type
        if interfaces:
            header += ' IMPLEMENTS %s' % ', '.join(part.strip() for part in interfaces.split(',') if part.strip())
        declaration = header + '\nVAR_INPUT\nEND_VAR\nVAR_OUTPUT\nEND_VAR\nVAR\nEND_VAR\n'
    node = container.add(_Node(name, TYPE_POU, declaration=declaration, implementation=''))
    self._project_ref()._changed()
    return ScriptObject(node, self._project_ref())


def _create_dut(self, name, type=DutType.Structure, baseType=None):
    _check_identifier(name, 'DUT')
    dut_type = DutType(int(type))
    if dut_type == DutType.Alias and not baseType:
        raise ValueError('Specified argument was out of the range of valid values.\nParameter name: baseType')
    if dut_type == DutType.Union and baseType:
        raise ValueError('A union has no base type')
    container = self._container_node()
    _check_unique(container, name)
    if dut_type == DutType.Alias:
        declaration = 'TYPE %s : %s; END_TYPE\n' % (name, baseType)
    elif dut_type in (DutType.Enumeration, DutType.EnumerationWithTextList):
        declaration = "{attribute 'strict'}\n{attribute 'qualified_only'}\nTYPE %s :\n(\n    enum_member := 0\n)%s;\nEND_TYPE\n" % (
            name, ' ' + baseType if baseType else '')
    elif dut_type == DutType.Union:
        declaration = 'TYPE %s :\nUNION\n\nEND_UNION\nEND_TYPE\n' % name
    else:
        declaration = 'TYPE %s %s:\nSTRUCT\n\nEND_STRUCT\nEND_TYPE\n' % (name, 'EXTENDS %s ' % baseType if baseType else '')
    node = container.add(_Node(name, TYPE_DUT, declaration=declaration))
    self._project_ref()._changed()
    return ScriptObject(node, self._project_ref())


def _create_gvl(self, name):
    _check_identifier(name, 'GVL')
    container = self._container_node()
    _check_unique(container, name)
    node = container.add(_Node(name, TYPE_GVL, declaration="{attribute 'qualified_only'}\nVAR_GLOBAL\nEND_VAR"))
    self._project_ref()._changed()
    return ScriptObject(node, self._project_ref())


def _create_interface(self, name, baseInterfaces='__System.IQueryInterface'):
    _check_identifier(name, 'interface')
    container = self._container_node()
    _check_unique(container, name)
    node = container.add(_Node(name, TYPE_INTERFACE, declaration='INTERFACE %s\n' % name))
    self._project_ref()._changed()
    return ScriptObject(node, self._project_ref())


_CONTAINER_MEMBERS = {
    'create_pou': _create_pou,
    'create_dut': _create_dut,
    'create_gvl': _create_gvl,
    'create_interface': _create_interface,
}


# -- member containers: POUs, interfaces and folders below them

def _member_owner_check(self, name):
    _check_identifier(name, 'member')
    for child in self._node.children:
        if child.name.lower() == name.lower():
            raise ValueError("An object with the name '%s' already exists" % name)


def _create_method(self, name, return_type=None, language=None):
    _member_owner_check(self, name)
    _check_language(language)
    header = 'METHOD %s' % name + (' : %s' % return_type if return_type else '')
    node = self._node.add(_Node(name, TYPE_METHOD, declaration=header + '\nVAR_INPUT\nEND_VAR\n', implementation=''))
    self._project._changed()
    return ScriptObject(node, self._project)


def _create_property(self, name, return_type='int', language=None):
    _member_owner_check(self, name)
    _check_language(language)
    prop = _Node(name, TYPE_PROPERTY, declaration='PROPERTY %s : %s\n' % (name, return_type))
    prop.add(_Node('Get', TYPE_ACCESSOR, declaration='VAR\nEND_VAR\n', implementation=''))
    prop.add(_Node('Set', TYPE_ACCESSOR, declaration='VAR\nEND_VAR\n', implementation=''))
    self._node.add(prop)
    self._project._changed()
    return ScriptObject(prop, self._project)


def _create_action(self, name, language=None):
    _member_owner_check(self, name)
    _check_language(language)
    node = self._node.add(_Node(name, TYPE_ACTION, implementation=''))
    self._project._changed()
    return ScriptObject(node, self._project)


# Members of the project-model kinds (library manager, devices, task configuration, PLCopenXML), keyed by type Guid,
# 'object' (every object) and 'project'; standin_model.py fills it.
MODEL_MEMBERS = {'object': {}, 'project': {}}
# Settable properties of those kinds (`task.priority = '2'`), keyed by type Guid.
MODEL_SETTERS = {}

_MEMBER_CONTAINER_MEMBERS = {
    'create_method': _create_method,
    'create_property': _create_property,
    'create_action': _create_action,
}


# -- applications

def _require_primary(self):
    if not self._project.primary:
        raise Exception('Build commands work only in the primary project')


def _build(self):
    _require_primary(self)
    _SYSTEM._run_build(self)


def _generate_code(self):
    _require_primary(self)
    if not self._project._up_to_date.get(str(self._node.guid)):
        _SYSTEM._run_build(self)
    if self._project._up_to_date.get(str(self._node.guid)):
        _SYSTEM._report_code_size(self)


def _clean(self):
    _require_primary(self)
    self._project._up_to_date.pop(str(self._node.guid), None)


def _rebuild(self):
    _clean(self)
    _build(self)


def _is_uptodate(self):
    return standin_online.is_uptodate(sys.modules[__name__], self)


def _is_online_change_possible(self):
    return standin_online.is_online_change_possible(sys.modules[__name__], self)


class _BoundProperty(object):
    """Lets a kind-specific property live in the same table as the kind-specific methods."""

    def __init__(self, getter):
        self._getter = getter

    def __get__(self, obj):
        return self._getter(obj)


_APPLICATION_MEMBERS = {
    'build': _build,
    'generate_code': _generate_code,
    'clean': _clean,
    'rebuild': _rebuild,
    'is_uptodate': _BoundProperty(_is_uptodate),
    'is_online_change_possible': _BoundProperty(_is_online_change_possible),
    'is_active_application': _BoundProperty(lambda self: self._project.primary and self._project.active_application == self),
}


# ---------------------------------------------------------------------------------------------------------------------
# Projects


class ScriptProject(_TreeBase):
    def __init__(self, path, root, primary):
        self._path = os.path.abspath(path)
        self._root = root
        self._primary = primary
        self._dirty = False
        self._open = True
        self._up_to_date = {}
        self._active_application = None

    def _container_node(self):
        return self._root

    def _project_ref(self):
        return self

    def _changed(self):
        self._dirty = True
        self._up_to_date.clear()

    def __eq__(self, other):
        return other is self

    def __ne__(self, other):
        return other is not self

    def __hash__(self):
        return id(self)

    def __repr__(self):
        return '<ScriptProject %s>' % self._path

    def __getattr__(self, name):
        if name in _CONTAINER_MEMBERS:
            return _CONTAINER_MEMBERS[name].__get__(self)
        if name in MODEL_MEMBERS['project']:
            return MODEL_MEMBERS['project'][name].__get__(self)
        raise AttributeError("'ScriptProject' object has no attribute '%s'" % name)

    @property
    def path(self):
        return self._path

    @property
    def dirty(self):
        return self._dirty

    @property
    def primary(self):
        return self._primary and self._open

    @property
    def library(self):
        return False

    @property
    def is_root(self):
        return True

    @property
    def project(self):
        return self

    @property
    def handle(self):
        return id(self) & 0x7FFFFFFF

    @property
    def active_application(self):
        if self._active_application is not None:
            for node in self._root.walk():
                if node.guid == self._active_application:
                    return ScriptObject(node, self)
        for node in self._root.walk():
            if node.type == TYPE_APPLICATION:
                return ScriptObject(node, self)
        return None

    @active_application.setter
    def active_application(self, value):
        self._active_application = None if value is None else value.guid

    def save(self):
        _write_project(self._path, self._root, self._active_application)
        self._dirty = False

    def save_as(self, path, password=None):
        target = os.path.abspath(path)
        _write_project(target, self._root, self._active_application)
        _remove_lock(self._path)
        self._path = target
        _write_lock(self._path)
        self._dirty = False

    def close(self):
        if not self._open:
            return
        self._open = False
        _remove_lock(self._path)
        _PROJECTS._forget(self)

    def check_all_pool_objects(self):
        _SYSTEM._run_build(None, self)

    def clean_all(self):
        self._up_to_date.clear()


def _write_project(path, root, active_application):
    data = {
        'format': PROJECT_FORMAT,
        'version': 1,
        'active_application': str(active_application) if active_application else None,
        'objects': [child.to_json() for child in root.children],
    }
    if root.props:
        data['props'] = root.props  # what belongs to the project itself (its user management)
    temp = path + '.standin-tmp'
    with open(temp, 'w', encoding='utf-8', newline='\n') as handle:
        json.dump(data, handle, ensure_ascii=False, indent=1)
    os.replace(temp, path)


def _read_project(path):
    with open(path, 'r', encoding='utf-8') as handle:
        data = json.load(handle)
    if data.get('format') != PROJECT_FORMAT:
        raise IOError("'%s' is not a project this CODESYS can open" % path)
    root = _Node('', TYPE_FOLDER)
    for child in data.get('objects', []):
        root.add(_Node.from_json(child))
    root.props = data.get('props') or {}
    active = data.get('active_application')
    return root, Guid(active) if active else None


def _write_lock(project_path):
    with open(_lock_path(project_path), 'w', encoding='utf-8', newline='') as handle:
        handle.write('%s\r\n%s\r\n%d\r\n%d\r\n' % (getpass.getuser(), socket.gethostname().upper(), os.getpid(), _dotnet_ticks()))


def _remove_lock(project_path):
    try:
        os.remove(_lock_path(project_path))
    except OSError:
        pass


class ScriptProjects(object):
    def __init__(self):
        self._all = []

    @property
    def primary(self):
        for project in self._all:
            if project.primary:
                return project
        return None

    @property
    def all(self):
        return list(self._all)

    def _forget(self, project):
        if project in self._all:
            self._all.remove(project)

    def _claim(self, path, primary):
        for project in self._all:
            if os.path.normcase(project.path) == os.path.normcase(os.path.abspath(path)):
                return project
        lock = read_lock(path)
        if lock and lock['pid'] != os.getpid() and _pid_alive(lock['pid']):
            raise IOError("The project '%s' is currently in use by %s on %s" % (path, lock['user'], lock['machine']))
        current = self.primary
        if primary and current is not None:
            if current.dirty:
                raise Exception("The project '%s' has unsaved changes; CODESYS would ask whether to save them" % current.path)
            current.close()
        return None

    def open(self, path, password=None, primary=True, encryption_password=None, session_user=None, session_password=None,
             update_flags=VersionUpdateFlags.NoUpdates, allow_readonly=False):
        if not os.path.isfile(path):
            raise IOError("Could not find file '%s'." % path)
        existing = self._claim(path, primary)
        if existing is not None:
            return existing
        root, active = _read_project(path)
        project = ScriptProject(path, root, primary)
        project._active_application = active
        self._all.append(project)
        _write_lock(project.path)
        return project

    def create(self, path, primary=True):
        if os.path.exists(path):
            raise IOError("The file '%s' already exists." % path)
        self._claim(path, primary)
        project = ScriptProject(path, _Node('', TYPE_FOLDER), primary)
        _write_project(project.path, project._root, None)
        self._all.append(project)
        _write_lock(project.path)
        return project

    def _close_all(self):
        for project in list(self._all):
            project.close()


_PROJECTS = ScriptProjects()
projects = _PROJECTS

# ---------------------------------------------------------------------------------------------------------------------
# system and the message store


class ScriptMessage(object):
    """The documented fields only: no category, line_number or object_name."""

    def __init__(self, text, severity, obj=None, project=None, position=0, position_text=None, prefix=None, number=None, length=0):
        self.text = text
        self.severity = severity
        self.object = obj
        self.project = project
        self.position = position
        self.position_text = position_text
        self.position_offset = 0
        self.length = length
        self.prefix = prefix
        self.number = number

    def __repr__(self):
        return '<ScriptMessage %s: %s>' % (self.severity, self.text)


def _category(value):
    if value is None:
        return CATEGORY_SCRIPT
    return value if isinstance(value, Guid) else Guid(value)


class _System(object):
    def __init__(self):
        self._messages = {}
        self._active = []
        self.ui_present = True
        self.executable_filename = ''
        self.prompt_handling = PromptHandling.NONE
        self.script_prompt_handling = ScriptPromptHandling.SuppressPrompts
        self.prompt_answers = {}
        self.abortable = True
        self.trace = False

    # -- time and process

    def delay(self, milliseconds):
        """Waits while serving the UI message loop (timer ticks, the person's clicks), as the real delay does."""
        standin_ui.pump(max(0, int(milliseconds)))

    def process_messageloop(self):
        standin_ui.pump(0)

    def exit(self, exitcode=0):
        """Shuts the whole IDE down (unlike sys.exit, which only ends the running script)."""
        _PROJECTS._close_all()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(int(exitcode))

    # -- message store

    def _add(self, category, message):
        self._messages.setdefault(category, []).append(message)
        if category not in self._active:
            self._active.append(category)

    def write_message(self, severity, stMessage, obj=None, position=-1, length=None):
        self._add(CATEGORY_SCRIPT, ScriptMessage(stMessage, Severity(int(severity)), obj, None, max(position, 0)))

    def get_messages(self, category='{194B48A9-AB51-43ae-B9A9-51D3EDAADDF3}'):
        return [m.text for m in self._messages.get(_category(category), [])]

    def get_message_objects(self, category=None, severities=0xFFFFFFFF):
        return [m for m in self._messages.get(_category(category), []) if int(m.severity) & int(severities)]

    def get_message_categories(self, bActive=True):
        return list(self._active) if bActive else list(_CATEGORY_NAMES)

    def get_message_category_description(self, category):
        return _CATEGORY_NAMES.get(_category(category), '')

    def clear_messages(self, category):
        self._messages[_category(category)] = []

    # -- builds

    def _run_build(self, app, project=None):
        project = project or app._project
        scope = app._node if app is not None else project._root
        device = scope.parent
        while device is not None and device.type != TYPE_DEVICE:
            device = device.parent
        label = '%s.%s' % (device.name, scope.name) if device is not None and app is not None else os.path.basename(project.path)
        objects = [n for n in scope.walk() if n.declaration is not None or n.implementation is not None]
        if app is not None:
            # POUs in the POU view (beside the devices) belong to every application.
            objects += [n for n in project._root.children if n.type in _NAMESPACE_TYPES]
        findings = standin_st.check_objects(objects)
        self.clear_messages(CATEGORY_BUILD)
        self._add(CATEGORY_BUILD, ScriptMessage(_t('build_started', label), Severity.Text))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('typify'), Severity.Text))
        errors = warnings = 0
        for finding in findings:
            severity = Severity.Error if finding.severity == 'error' else Severity.Warning
            errors += finding.severity == 'error'
            warnings += finding.severity == 'warning'
            part = 'Impl' if finding.part == 'implementation' else 'Decl'
            self._add(CATEGORY_BUILD, ScriptMessage(
                _t(finding.key, *finding.args), severity, ScriptObject(finding.node, project), project,
                position=finding.line * 65536 + finding.column, position_text=_t('position', finding.line, finding.column, part),
                prefix='C', number=finding.number, length=finding.length))
        for text in (standin_model.library_errors(app._node) if app is not None else []):
            errors += 1
            self._add(CATEGORY_BUILD, ScriptMessage(text, Severity.Error, None, project))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('compile_complete', errors, warnings), Severity.Text))
        if app is not None:
            project._up_to_date[str(app._node.guid)] = errors == 0
            if errors == 0:
                standin_symbols.compiled(app, objects)
        self._last_code_size = sum(len(n.implementation or '') * 3 + 64 for n in objects)

    def _report_code_size(self, app):
        self._add(CATEGORY_BUILD, ScriptMessage(_t('code_size', self._last_code_size), Severity.Information))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('data_size', 1024 + 16 * len(list(app._node.walk()))), Severity.Information))


_SYSTEM = _System()
system = _SYSTEM


# ---------------------------------------------------------------------------------------------------------------------
# online


# The simulated PLC and the online API are in standin_online.py.
InvalidOperationException = standin_online.InvalidOperationException
online = standin_online.ScriptOnline(sys.modules[__name__])
import standin_plc_files  # noqa: E402  (the device's file system and source archive)
standin_plc_files.install()


import standin_model  # noqa: E402  (registers into MODEL_MEMBERS, so it comes after everything above)
import standin_libraries  # noqa: E402
import standin_exchange  # noqa: E402
import standin_symbols  # noqa: E402
import standin_users  # noqa: E402
import standin_objects_text_lists  # noqa: E402
import standin_objects_external_files  # noqa: E402
import standin_users_object_access  # noqa: E402
import standin_objects_image_pools  # noqa: E402

standin_model.install()
standin_libraries.install()
standin_exchange.install()
standin_symbols.install()
standin_users.install()
standin_objects_text_lists.install()
standin_objects_external_files.install()
standin_users_object_access.install()
standin_objects_image_pools.install()
MODEL_MEMBERS[TYPE_DEVICE].update(standin_online.DEVICE_MEMBERS)
import standin_devices  # noqa: E402

MODEL_MEMBERS[TYPE_DEVICE].update(standin_devices.DEVICE_MEMBERS)
device_repository = standin_devices.device_repository
standin_online.standin_network.install(online)
MODEL_MEMBERS[TYPE_DEVICE].update(standin_online.standin_network.DEVICE_MEMBERS)
librarymanager = standin_model.librarymanager
DeviceID = standin_model.DeviceID
KindOfTask = standin_model.KindOfTask
SymbolAccess = standin_symbols.SymbolAccess
SymbolConfigContentFeatureFlags = standin_symbols.SymbolConfigContentFeatureFlags
SymbolAttributeFilterTypes = standin_symbols.SymbolAttributeFilterTypes
SymbolCommentFilterType = standin_symbols.SymbolCommentFilterType
DirectIoAccessObstacles = standin_symbols.DirectIoAccessObstacles


def script_globals():
    """What every script sees without importing: an implicit `from scriptengine import *`, plus Guid."""
    names = {}
    for name in __all__:
        names[name] = globals()[name]
    return names


__all__ = [
    'projects', 'system', 'online', 'Guid', 'ImplementationLanguages', 'PouType', 'DutType', 'SpecialPouType', 'VersionUpdateFlags',
    'Severity', 'PromptHandling', 'ScriptPromptHandling', 'OnlineChangeOption', 'ResetOption', 'ApplicationState',
    'OperatingState', 'ConflictResolve', 'librarymanager', 'DeviceID', 'KindOfTask', 'device_repository', 'SymbolAccess',
    'SymbolConfigContentFeatureFlags', 'SymbolAttributeFilterTypes', 'SymbolCommentFilterType', 'DirectIoAccessObstacles',
]

if standin_online.online_change_option_hidden():
    # A fault switch: some service packs do not expose the enum to IronPython.
    del OnlineChangeOption
    __all__.remove('OnlineChangeOption')
