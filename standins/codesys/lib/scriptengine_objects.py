"""Part of the stand-in's scriptengine module: ScriptObject and the kind-specific members: IEC object and member containers, applications, model members."""
import re
import sys
import standin_online
import standin_st
from scriptengine_enums import (
    DutType, Guid, ImplementationLanguages, PouType, SpecialPouType, TYPE_ACCESSOR, TYPE_ACTION, TYPE_APPLICATION,
    TYPE_DEVICE, TYPE_DUT, TYPE_FOLDER, TYPE_GVL, TYPE_INTERFACE, TYPE_LIBRARY_MANAGER, TYPE_METHOD, TYPE_POU,
    TYPE_PROJECT_INFO, TYPE_PROPERTY, TYPE_TASK, TYPE_TASK_CONFIGURATION, _IDENTIFIER, _IEC_CONTAINERS,
    _MEMBER_CONTAINERS, _NAMESPACE_TYPES)
from scriptengine_tree import _Node
import standin_api
from standin_api import ApiObject, checked
from scriptengine_text import ScriptTextDocument


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


class _TreeBase(ApiObject):
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
    _api_class = 'ScriptObject'

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
        if name[0] != '_' and standin_api._script_writes():
            standin_api.check_write(self, name, True)
        node = self.__dict__.get('_node')
        setter = MODEL_SETTERS.get(node.type, {}).get(name) if node is not None else None
        if setter is None:
            object.__setattr__(self, name, value)
        else:
            setter(self, value)

    # -- kind-specific members are present only on objects of that kind, as in the real API

    def _api_served(self):
        """The kind-specific members _api_dispatch serves for this object (what the dynamic reference test compares)."""
        node = self._node
        names = set(MODEL_MEMBERS.get(node.type, {})) | set(MODEL_MEMBERS['object'])
        if node.type == TYPE_APPLICATION:
            names |= set(_APPLICATION_MEMBERS)
        if node.type in _IEC_CONTAINERS:
            names |= set(_CONTAINER_MEMBERS)
        if node.type in _MEMBER_CONTAINERS:
            names |= set(n for n in _MEMBER_CONTAINER_MEMBERS if _accepts_members(node, n))
        return names

    def _api_dispatch(self, name):
        node = self.__dict__.get('_node')
        if node is not None:
            if node.type == TYPE_APPLICATION and name in _APPLICATION_MEMBERS:
                return checked(self, name, _APPLICATION_MEMBERS[name].__get__(self))
            if node.type in _IEC_CONTAINERS and name in _CONTAINER_MEMBERS:
                return checked(self, name, _CONTAINER_MEMBERS[name].__get__(self))
            if node.type in _MEMBER_CONTAINERS and name in _MEMBER_CONTAINER_MEMBERS and _accepts_members(node, name):
                return checked(self, name, _MEMBER_CONTAINER_MEMBERS[name].__get__(self))
            member = MODEL_MEMBERS.get(node.type, {}).get(name) or MODEL_MEMBERS['object'].get(name)
            if member is not None:
                return checked(self, name, member.__get__(self))
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
    scriptengine_system._SYSTEM._run_build(self)


def _generate_code(self):
    _require_primary(self)
    if not self._project._up_to_date.get(str(self._node.guid)):
        scriptengine_system._SYSTEM._run_build(self)
    if self._project._up_to_date.get(str(self._node.guid)):
        scriptengine_system._SYSTEM._report_code_size(self)


def _clean(self):
    _require_primary(self)
    self._project._up_to_date.pop(str(self._node.guid), None)


def _rebuild(self):
    _clean(self)
    _build(self)


def _is_uptodate(self):
    return standin_online.is_uptodate(sys.modules['scriptengine'], self)


def _is_online_change_possible(self):
    return standin_online.is_online_change_possible(sys.modules['scriptengine'], self)


class _BoundProperty(object):
    """Lets a kind-specific property live in the same table as the kind-specific methods."""

    def __init__(self, getter):
        self._getter = getter

    def __get__(self, obj, owner=None):
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


import scriptengine_system  # noqa: E402  (after everything above: it imports this module)
