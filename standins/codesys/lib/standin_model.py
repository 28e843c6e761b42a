"""The project model of the CODESYS stand-in: library repository and library managers, devices and their parameters,
the task configuration, and PLCopenXML export and import.

Follows docs/codesys-scriptengine-api.md (sections 1, 3, 4 and 8) and the public templates that use these APIs:
  - `librarymanager` (the IDE's repositories): `repositories`, `get_all_libraries()`, `get_library(name, repository)`,
    `find_library(display_name)` -> (ManagedLib, repository) or None. A ManagedLib has `name`, `version`, `company`
    and `displayname` ("Util, 3.5.19.0 (System)").
  - A library manager object (`get_library_manager()` on projects and applications): `references`,
    `get_libraries()`, `add_library(str)` (the placeholder overload: it always adds one, resolvable or not),
    `add_library(ManagedLib)`, `add_placeholder(name, default_resolution)`, `remove_library(name)`. A placeholder
    reference is named "#<name>" and has `effective_resolution` (None when nothing resolves it); a managed one is
    named by its display name.
  - Devices: `get_device_identification()`, `device_parameters` (`id`, `name`, `visible_name`, `value`, `unit`,
    `description`), `is_enabled()`, `enable()`, `disable()`, `get_simulation_mode()`.
  - Task configuration `create_task(name)`; tasks: `kind_of_task` (KindOfTask), `priority`, `interval`,
    `interval_unit`, `event` (each settable), and `pous` (add, insert, replace, remove by index or name, len, index, iteration).
  - `export_xml(objects, reporter=None, path=None, recursive=False, ...)` -> str (None with a path) and
    `import_xml(dataOrPath, ...)` on projects (conflicts add copies) and objects (`conflictResolve`).
Where the sources say nothing, the choice made here is written beside it.
"""
import datetime
import os
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape as _escape

import scriptengine as se
import standin_st
from standin_api import ApiObject

# ---------------------------------------------------------------------------------------------------------------------
# Library repository


class ManagedLib(ApiObject):
    """A library in a repository: displayname, company, title, version, default_namespace, dependencies, categories
    (scriptDoc.txt, ScriptLibManObject.ManagedLib). It has no `name` and no placeholder: those are the stand-in's
    private _title and _placeholder, so a script reading lib.name fails with AttributeError as on CODESYS."""

    def __init__(self, title, version, company, placeholder=None):
        self._title = title
        self._version = version
        self._company = company
        self._placeholder = placeholder or title
        self._file = None
        self._header = None

    @property
    def displayname(self):
        return '%s, %s (%s)' % (self._title, self._version, self._company)

    @property
    def title(self):
        return self._title

    @property
    def company(self):
        return self._company

    @property
    def version(self):
        return self._version

    @property
    def default_namespace(self):
        return (self._header or {}).get('namespace') or self._title.replace(' ', '_')

    @property
    def dependencies(self):
        return ()

    @property
    def categories(self):
        return ()

    def __repr__(self):
        return '<ManagedLib %s>' % self.displayname


class LibRepository(ApiObject):
    def __init__(self, name, root_folder, libraries):
        self._name = name
        self._root_folder = root_folder
        self._libraries = libraries
        self._editable = True

    name = property(lambda self: self._name)
    root_folder = property(lambda self: self._root_folder)
    editable = property(lambda self: self._editable)

    def __repr__(self):
        return '<LibRepository %s>' % self.name


def _version_key(version):
    return tuple(int(part) for part in version.split('.'))


# What a CODESYS V3.5 SP21 install has in its System repository (a selection; versions as installed by SP21 Patch 5).
_SYSTEM_LIBRARIES = [
    ManagedLib('Standard', '3.5.17.0', 'System'),
    ManagedLib('Standard', '3.5.19.0', 'System'),
    ManagedLib('Util', '3.5.17.0', 'System'),
    ManagedLib('Util', '3.5.19.0', 'System'),
    ManagedLib('IoStandard', '3.5.17.0', 'System'),
    ManagedLib('BreakpointLogging', '3.5.17.0', 'System'),
    ManagedLib('SysTypes2 Interfaces', '3.5.19.0', 'System'),
    ManagedLib('CmpErrors Interfaces', '3.5.19.0', 'System'),
    ManagedLib('CAA Types Extern', '3.5.19.0', 'CAA Technology Workgroup', placeholder='CAA Types'),
    ManagedLib('CAA Memory', '3.5.19.0', 'CAA Technology Workgroup'),
    ManagedLib('CAA File', '3.5.19.0', 'CAA Technology Workgroup'),
]


class LibManager(ApiObject):
    """The IDE's library manager (`librarymanager`): the installed repositories."""

    def __init__(self):
        self._repositories = [LibRepository('System', r'C:\ProgramData\CODESYS\Managed Libraries', list(_SYSTEM_LIBRARIES))]

    @property
    def repositories(self):
        return tuple(self._repositories)

    def get_all_libraries(self, exclude_shadowed_libs=True):
        return [lib for repository in self.repositories for lib in repository._libraries]

    def get_library(self, name, repository=None):
        for candidate in self.repositories:
            if repository is not None and candidate is not repository:
                continue
            for lib in candidate._libraries:
                if lib.displayname == name:
                    return lib
        raise ValueError("The library '%s' is not installed" % name)

    def find_library(self, display_name):
        for repository in self.repositories:
            for lib in repository._libraries:
                if lib.displayname == display_name:
                    return (lib, repository)
        return None

    def _resolve(self, placeholder, resolution=None):
        """The library a placeholder resolves to: its default resolution ("Util, * (System)" means the newest), else
        the newest library the placeholder name stands for."""
        candidates = self.get_all_libraries()
        if resolution:
            match = re.match(r'^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$', resolution)
            if not match:
                return None
            name, version, company = match.groups()
            found = [lib for lib in candidates if lib.title == name and lib.company == company and version in ('*', lib.version)]
        else:
            found = [lib for lib in candidates if lib._placeholder == placeholder]
        return max(found, key=lambda lib: _version_key(lib.version)) if found else None


librarymanager = LibManager()

# ---------------------------------------------------------------------------------------------------------------------
# A project's library manager object


class ScriptLibraryReference(ApiObject):
    """A reference in a library manager: a placeholder (ScriptPlaceholderReference) or a managed reference
    (ScriptManagedLibraryReference), each with only its own kind's members."""

    def __init__(self, data):
        self._data = data

    def _api_name(self):
        return 'ScriptPlaceholderReference' if self._data['kind'] == 'placeholder' else 'ScriptManagedLibraryReference'

    @property
    def is_placeholder(self):
        return self._data['kind'] == 'placeholder'

    @property
    def is_managed(self):
        return self._data['kind'] == 'managed'

    @property
    def name(self):
        return '#' + self._data['name'] if self.is_placeholder else self._data['name']

    @property
    def placeholder_name(self):
        return self._data['name'] if self.is_placeholder else None

    @property
    def default_resolution(self):
        return self._data.get('default_resolution')

    def _resolution(self):
        """The display name of the library this reference resolves to (either kind), or None."""
        if self._data['kind'] != 'placeholder':
            found = librarymanager.find_library(self._data['name'])
            return self._data['name'] if found else None
        redirection = self._data.get('redirection')
        lib = librarymanager._resolve(self._data['name'], redirection or self._data.get('default_resolution'))
        return lib.displayname if lib is not None else None

    @property
    def effective_resolution(self):
        return self._resolution()

    @property
    def managed_library(self):
        found = librarymanager.find_library(self._data['name'])
        return found[0] if found else None

    def __repr__(self):
        return '<ScriptLibraryReference %s>' % self.name


# A new Standard project's application references these (placeholders resolved to the newest installed version).
_DEFAULT_REFERENCES = [
    {'kind': 'placeholder', 'name': 'Standard', 'default_resolution': 'Standard, * (System)'},
    {'kind': 'placeholder', 'name': 'IoStandard', 'default_resolution': 'IoStandard, * (System)'},
    {'kind': 'managed', 'name': 'BreakpointLogging, 3.5.17.0 (System)'},
]


def _references(self):
    """The references as stored, or a fresh copy of a new project's (reading never changes the project)."""
    stored = self._node.props.get('references')
    return stored if stored is not None else _copy(_DEFAULT_REFERENCES)


def _store_references(self, references):
    self._node.props['references'] = references
    self._project._changed()


def _add_library(self, library):
    references = _references(self)
    if isinstance(library, ManagedLib):
        references.append({'kind': 'managed', 'name': library.displayname})
    else:
        # The placeholder overload (a str; the strict core refuses anything else): added whether or not anything
        # resolves it.
        references.append({'kind': 'placeholder', 'name': library, 'default_resolution': None})
    _store_references(self, references)


def _add_placeholder(self, name, default_resolution=None):
    # The default resolution is the ManagedLib given (the strict core refuses a str): that library's exact display
    # name. Guess: no source shows whether the IDE records the version or "*"; Interlock's template reads it back.
    if default_resolution is not None:
        default_resolution = default_resolution.displayname
    references = _references(self)
    references.append({'kind': 'placeholder', 'name': name, 'default_resolution': default_resolution})
    _store_references(self, references)


def _remove_library(self, name):
    references = _references(self)
    for index, data in enumerate(references):
        reference = ScriptLibraryReference(data)
        if name in (reference.name, data['name']):
            del references[index]
            _store_references(self, references)
            return
    raise ValueError("The library manager holds no reference named '%s'" % name)


def _get_libraries(self, recursive=False):
    return [ScriptLibraryReference(data).name for data in _references(self)]


def library_errors(application_node):
    """What a build reports for references nothing resolves. The text is the one a real IDE gives when it opens a
    project with such a placeholder (quoted in the SP21-plus server's add_library notes); English only."""
    errors = []
    for node in application_node.walk():
        if node.type != se.TYPE_LIBRARY_MANAGER:
            continue
        for data in node.props.get('references') or []:
            reference = ScriptLibraryReference(data)
            if data['kind'] == 'placeholder' and reference._resolution() is None:
                errors.append("The placeholder library '%s' could not be resolved." % data['name'])
    return errors


def _library_manager_of(self):
    node = self._container_node()
    for child in node.walk():
        if child.type == se.TYPE_LIBRARY_MANAGER:
            return se.ScriptObject(child, self._project_ref())
    raise ValueError('This object has no library manager')


def _has_library_manager(self):
    node = self._container_node()
    return any(child.type == se.TYPE_LIBRARY_MANAGER for child in node.walk())


# ---------------------------------------------------------------------------------------------------------------------
# Devices


class DeviceID(ApiObject):
    """DeviceID(type, id, version), the script global, makes a DeviceId (the reference's class)."""

    _api_class = 'DeviceId'

    def __init__(self, iType, stId, stVersion):
        self._type = int(iType)
        self._id = stId
        self._version = stVersion

    type = property(lambda self: self._type)
    id = property(lambda self: self._id)
    version = property(lambda self: self._version)

    def __repr__(self):
        return '<DeviceId %d %s %s>' % (self._type, self._id, self._version)


# The PLC of a Standard project: CODESYS Control Win V3 x64 with its PLC settings.
_DEFAULT_DEVICE = {
    'identification': {'type': 4096, 'id': '0000 0004', 'version': '3.5.21.50'},
    'description': 'CODESYS Control Win V3 x64',
    'vendor': 'CODESYS GmbH',
    'parameters': [
        {'id': 1879048193, 'name': 'UpdateIoInStop', 'visible_name': 'Update IO while in stop', 'value': 'TRUE', 'type': 'BOOL'},
        {'id': 1879048194, 'name': 'BehaviourOutputsInStop', 'visible_name': 'Behaviour for outputs in Stop', 'value': 'Keep current values', 'type': 'ENUM'},
        {'id': 1879048195, 'name': 'AlwaysUpdateVariables', 'visible_name': 'Always update variables', 'value': 'Disabled (update only if used in a task)', 'type': 'ENUM'},
        {'id': 1879048196, 'name': 'BusCycleTask', 'visible_name': 'Bus cycle task', 'value': '<unspecified>', 'type': 'STRING'},
    ],
}


def _device_data(self):
    data = _copy(_DEFAULT_DEVICE)
    data.update(self._node.props)
    return data


def _copy(value):
    if isinstance(value, dict):
        return dict((k, _copy(v)) for k, v in value.items())
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _get_device_identification(self):
    data = _device_data(self)['identification']
    return DeviceID(data['type'], data['id'], data['version'])


def _set_enabled(enabled):
    def apply(self):
        self._node.props['disabled'] = not enabled
        self._project._changed()
    return apply


# ---------------------------------------------------------------------------------------------------------------------
# Task configuration

TYPE_TASK_CALL = se.Guid(se.TYPE_IDS['task_call'])


class KindOfTask(se._NetEnum):
    Cyclic = 1
    Freewheeling = 2
    Event = 3
    ExternalEvent = 4
    Status = 5
    ParentSynchron = 6


# A Standard project's MainTask: cyclic, t#20ms, priority 1.
_DEFAULT_TASK = {'kind': 'Cyclic', 'priority': '1', 'interval': 't#20ms', 'interval_unit': 'ms', 'event': '',
                 'watchdog': {'enabled': False, 'time': '', 'time_unit': 'ms', 'sensitivity': '1'}}
_TIME_LITERAL = re.compile(r'^(?:t|time)#(\d+(?:\.\d+)?)(ms|us|s)$', re.I)


def _task_data(self):
    data = _copy(_DEFAULT_TASK)
    data.update(self._node.props)
    return data


def _task_property(key, check=None):
    def getter(self):
        value = _task_data(self)[key]
        return KindOfTask[value] if key == 'kind' else value

    def setter(self, value):
        if check is not None:
            value = check(value)
        data = _task_data(self)
        data[key] = value
        self._node.props.update(data)
        self._project._changed()
    return getter, setter


def _check_kind(value):
    if not isinstance(value, KindOfTask):
        raise TypeError('expected KindOfTask, got %s' % type(value).__name__)
    return value.name


def _check_priority(value):
    text = str(value).strip()
    if not text.isdigit() or not 0 <= int(text) <= 31:
        raise ValueError("'%s' is not a task priority: possible values are 0..31, 0 the highest" % value)
    return text


def _check_interval(value):
    text = str(value).strip()
    if not (_TIME_LITERAL.match(text) or text.isdigit()):
        raise ValueError("'%s' is not a task interval: a TIME literal such as t#20ms, or a number" % value)
    return text


class ScriptTaskPou(object):
    def __init__(self, node):
        self._node = node

    @property
    def name(self):
        return self._node.name

    def __str__(self):
        return self._node.name

    def __repr__(self):
        return '<ScriptTaskPou %s>' % self._node.name


class ScriptTaskPouList(ApiObject):
    """The calls of a task, in order (a ScriptPouObjectCollection); each call is a child object of the task (type
    'task call'). Its items are ScriptTaskPou: the reference names no item class (standin_classes in the reference)."""

    _api_class = 'ScriptPouObjectCollection'

    def __init__(self, task):
        self._task = task

    def _calls(self):
        return [child for child in self._task._node.children if child.type == TYPE_TASK_CALL]

    def __len__(self):
        return len(self._calls())

    def __iter__(self):
        return iter([ScriptTaskPou(node) for node in self._calls()])

    def __getitem__(self, index):
        return ScriptTaskPou(self._calls()[index])

    def add(self, pou_name, comment=None):
        self.insert(len(self), pou_name)

    def insert(self, index, pou_name, comment=None):
        if not isinstance(pou_name, str) or not pou_name.strip():
            raise ValueError('A task call needs the name of a program')
        calls = self._calls()
        node = se._Node(pou_name.strip(), TYPE_TASK_CALL)
        position = self._task._node.children.index(calls[index]) if index < len(calls) else len(self._task._node.children)
        self._task._node.add(node, position)
        self._task._project._changed()

    def replace(self, index, pou_name, comment=None):
        self._remove_at(index)
        self.insert(index, pou_name)

    def _remove_at(self, index):
        node = self._calls()[index]
        self._task._node.children.remove(node)
        node.parent = None
        self._task._project._changed()

    def remove(self, index_or_name):
        if isinstance(index_or_name, int):
            self._remove_at(index_or_name)
            return
        names = [node.name for node in self._calls()]
        if index_or_name not in names:
            raise ValueError("The task does not call '%s'" % index_or_name)
        self._remove_at(names.index(index_or_name))


def _create_task(self, name):
    if not isinstance(name, str) or not se._IDENTIFIER.match(name):
        raise ValueError("'%s' is not a valid task name" % name)
    if any(child.name.lower() == name.lower() for child in self._node.children):
        raise ValueError("An object with the name '%s' already exists" % name)
    node = self._node.add(se._Node(name, se.TYPE_TASK))
    # A new task is cyclic, t#20ms, priority 1, with no calls: the same defaults as MainTask.
    node.props.update(_copy(_DEFAULT_TASK))
    self._project._changed()
    return se.ScriptObject(node, self._project)


# ---------------------------------------------------------------------------------------------------------------------
# PLCopenXML

PLCOPEN_NS = 'http://www.plcopen.org/xml/tc6_0200'
XHTML_NS = 'http://www.w3.org/1999/xhtml'
DATA_PLAINTEXT = 'http://www.3s-software.com/plcopenxml/interfaceasplaintext'
DATA_METHOD = 'http://www.3s-software.com/plcopenxml/method'
DATA_PROPERTY = 'http://www.3s-software.com/plcopenxml/property'
DATA_ACTION = 'http://www.3s-software.com/plcopenxml/action'
DATA_GLOBALVARS = 'http://www.3s-software.com/plcopenxml/globalvars'
DATA_OBJECTID = 'http://www.3s-software.com/plcopenxml/objectid'
_POU_TYPES = {'PROGRAM': 'program', 'FUNCTION_BLOCK': 'functionBlock', 'FUNCTION': 'function'}


def _xhtml(text):
    return '<xhtml xmlns="%s">%s</xhtml>' % (XHTML_NS, _escape(text or ''))


def _data(name, inner):
    return '<data name="%s" handleUnknown="implementation">%s</data>' % (name, inner)


def _plaintext(declaration):
    return _data(DATA_PLAINTEXT, '<InterfaceAsPlainText>%s</InterfaceAsPlainText>' % _xhtml(declaration))


def _body(implementation):
    return '<body><ST>%s</ST></body>' % _xhtml(implementation)


def _member_xml(node):
    if node.type == se.TYPE_METHOD:
        return _data(DATA_METHOD, '<Method name="%s" ObjectId="%s"><interface />%s<addData>%s</addData></Method>' % (
            _escape(node.name), node.guid, _body(node.implementation), _plaintext(node.declaration)))
    if node.type == se.TYPE_ACTION:
        return _data(DATA_ACTION, '<Action name="%s" ObjectId="%s">%s</Action>' % (_escape(node.name), node.guid, _body(node.implementation)))
    if node.type == se.TYPE_PROPERTY:
        accessors = ''
        for accessor in node.children:
            tag = 'GetAccessor' if accessor.name == 'Get' else 'SetAccessor'
            accessors += '<%s><interface />%s<addData>%s</addData></%s>' % (tag, _body(accessor.implementation), _plaintext(accessor.declaration), tag)
        return _data(DATA_PROPERTY, '<Property name="%s" ObjectId="%s"><interface />%s<addData>%s</addData></Property>' % (
            _escape(node.name), node.guid, accessors, _plaintext(node.declaration)))
    return ''


def _pou_xml(node):
    header = standin_st.header_of(node.declaration or '')
    pou_type = _POU_TYPES.get(header[0] if header else '', 'functionBlock')
    members = ''.join(_member_xml(child) for child in node.children)
    return '<pou name="%s" pouType="%s"><interface />%s<addData>%s%s%s</addData></pou>' % (
        _escape(node.name), pou_type, _body(node.implementation), _plaintext(node.declaration), members,
        _data(DATA_OBJECTID, '<ObjectId>%s</ObjectId>' % node.guid))


def _export_xml(self, objects, reporter=None, path=None, recursive=False, export_folder_structure=False, declarations_as_plaintext=False):
    """PLCopenXML of POUs (with methods, properties, actions), DUTs and GVLs. The stand-in always writes the
    declarations as CODESYS's plain-text addData and leaves the PLCopen <interface> empty (the real IDE writes the
    structured interface too, and the text only with declarations_as_plaintext); folders are not kept."""
    nodes = []
    for obj in objects:
        node = obj._node
        if node.type == se.TYPE_FOLDER or node.type == se.TYPE_APPLICATION:
            # A folder exports what it holds (with recursive); the folder itself is kept only with the structure.
            if recursive:
                nodes.extend(n for n in node.walk() if n.type in (se.TYPE_POU, se.TYPE_DUT, se.TYPE_GVL))
        elif node.type in (se.TYPE_POU, se.TYPE_DUT, se.TYPE_GVL):
            nodes.append(node)
        else:
            raise ValueError("'%s' cannot be exported as PLCopenXML" % node.name)
    now = datetime.datetime.now().replace(microsecond=0).isoformat()
    pous = ''.join(_pou_xml(n) for n in nodes if n.type == se.TYPE_POU)
    duts = ''.join('<dataType name="%s"><baseType /><addData>%s</addData></dataType>' % (_escape(n.name), _plaintext(n.declaration))
                   for n in nodes if n.type == se.TYPE_DUT)
    gvls = ''.join(_data(DATA_GLOBALVARS, '<globalVars name="%s"><addData>%s</addData></globalVars>' % (_escape(n.name), _plaintext(n.declaration)))
                   for n in nodes if n.type == se.TYPE_GVL)
    document = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<project xmlns="%s">'
        '<fileHeader companyName="" productName="CODESYS" productVersion="CODESYS V3.5 SP21 Patch 5" creationDateTime="%s" />'
        '<contentHeader name="%s" modificationDateTime="%s"><coordinateInfo><fbd><scaling x="1" y="1" /></fbd>'
        '<ld><scaling x="1" y="1" /></ld><sfc><scaling x="1" y="1" /></sfc></coordinateInfo></contentHeader>'
        '<types><dataTypes>%s</dataTypes><pous>%s</pous></types>'
        '<instances><configurations /></instances>'
        '<addData>%s</addData>'
        '</project>\n') % (PLCOPEN_NS, now, _escape(os.path.basename(self._project_ref().path)), now, duts, pous, gvls)
    if path is None:
        return document
    with open(path, 'w', encoding='utf-8', newline='\n') as handle:
        handle.write(document)
    return None


def _q(tag):
    return '{%s}%s' % (PLCOPEN_NS, tag)


def _text_of(element, path):
    found = element.find(path)
    if found is None:
        return None
    return ''.join(found.itertext())


def _plaintext_of(element):
    for data in element.iter(_q('data')):
        if data.get('name') == DATA_PLAINTEXT:
            return ''.join(data.itertext())
    return None


def _body_of(element):
    body = element.find(_q('body'))
    if body is None:
        return ''
    return ''.join(body.itertext())


def _own_data(element, name):
    add = element.find(_q('addData'))
    return [] if add is None else [d for d in add.findall(_q('data')) if d.get('name') == name]


def _parse_pou(element):
    node = se._Node(element.get('name'), se.TYPE_POU, declaration=_plaintext_direct(element), implementation=_body_of(element))
    for data in _own_data(element, DATA_METHOD):
        method = data.find(_q('Method'))
        node.add(se._Node(method.get('name'), se.TYPE_METHOD, declaration=_plaintext_direct(method), implementation=_body_of(method)))
    for data in _own_data(element, DATA_ACTION):
        action = data.find(_q('Action'))
        node.add(se._Node(action.get('name'), se.TYPE_ACTION, implementation=_body_of(action)))
    for data in _own_data(element, DATA_PROPERTY):
        prop = data.find(_q('Property'))
        prop_node = node.add(se._Node(prop.get('name'), se.TYPE_PROPERTY, declaration=_plaintext_direct(prop)))
        for tag, name in (('GetAccessor', 'Get'), ('SetAccessor', 'Set')):
            accessor = prop.find(_q(tag))
            if accessor is not None:
                prop_node.add(se._Node(name, se.TYPE_ACCESSOR, declaration=_plaintext_direct(accessor), implementation=_body_of(accessor)))
    return node


def _plaintext_direct(element):
    for data in _own_data(element, DATA_PLAINTEXT):
        return ''.join(data.itertext())
    return None


def _parse_plcopen(data_or_path):
    text = data_or_path
    if '<' not in data_or_path:
        with open(data_or_path, 'r', encoding='utf-8') as handle:
            text = handle.read()
    try:
        root = ET.fromstring(text.encode('utf-8'))
    except ET.ParseError as error:
        raise ValueError('The PLCopenXML document is not well-formed: %s' % error)
    if root.tag != _q('project'):
        raise ValueError('The document is not PLCopenXML (TC6 2.0): its root element is %s' % root.tag)
    nodes = []
    for element in root.iter(_q('pou')):
        if element.get('name'):
            nodes.append(_parse_pou(element))
    for element in root.iter(_q('dataType')):
        if element.get('name'):
            nodes.append(se._Node(element.get('name'), se.TYPE_DUT, declaration=_plaintext_direct(element) or ''))
    for element in root.iter(_q('globalVars')):
        if element.get('name'):
            nodes.append(se._Node(element.get('name'), se.TYPE_GVL, declaration=_plaintext_direct(element) or 'VAR_GLOBAL\nEND_VAR'))
    return nodes


def _copy_name(container, name):
    """The name a copy gets when its name is taken (the IDE's exact scheme is not in the sources): name_1, name_2..."""
    taken = set(n.name.lower() for n in se._namespace_root(container).walk())
    number = 1
    while ('%s_%d' % (name, number)).lower() in taken:
        number += 1
    return '%s_%d' % (name, number)


def _import_into(owner, container, data_or_path, resolve):
    for node in _parse_plcopen(data_or_path):
        existing = None
        for other in se._namespace_root(container).walk():
            if other.name.lower() == node.name.lower() and other.type in se._NAMESPACE_TYPES:
                existing = other
                break
        if existing is None:
            container.add(node)
        elif resolve == se.ConflictResolve.Replace:
            holder = existing.parent
            index = holder.children.index(existing)
            holder.children.remove(existing)
            existing.parent = None
            # The imported object takes the old one's place as a new object (a new Guid).
            holder.add(node, index)
        elif resolve == se.ConflictResolve.Skip:
            continue
        else:
            new_name = _copy_name(container, node.name)
            if node.declaration is not None:
                node.declaration = se._rename_in_header(node.declaration, node.name, new_name)
            node.name = new_name
            container.add(node)
    owner._project_ref()._changed()


def _project_import_xml(self, dataOrPath, reporter=None, import_folder_structure=False):
    # Without a reporter to resolve conflicts, an object whose name is taken is added as a copy.
    _import_into(self, self._root, dataOrPath, se.ConflictResolve.Copy)


def _object_import_xml(self, dataOrPath, conflictResolve=None, import_folder_structure=False, reporter=None):
    if self._node.type not in (se.TYPE_APPLICATION, se.TYPE_FOLDER):
        raise ValueError("'%s' cannot hold imported objects" % self._node.name)
    resolve = se.ConflictResolve.Copy if conflictResolve is None else se.ConflictResolve(int(conflictResolve))
    _import_into(self, self._node, dataOrPath, resolve)


def _object_export_xml(self, reporter=None, path=None, recursive=False, export_folder_structure=False, declarations_as_plaintext=False):
    return _export_xml(self, [self], reporter, path, recursive, export_folder_structure, declarations_as_plaintext)


# ---------------------------------------------------------------------------------------------------------------------
# Registration with scriptengine

def install():
    prop = se._BoundProperty
    se.MODEL_MEMBERS['project'].update({
        'export_xml': _export_xml,
        'import_xml': _project_import_xml,
        'get_library_manager': _library_manager_of,
        'has_library_manager': prop(_has_library_manager),
    })
    se.MODEL_MEMBERS['object'].update({
        'export_xml': _object_export_xml,
        'import_xml': _object_import_xml,
    })
    se.MODEL_MEMBERS[se.TYPE_APPLICATION] = {
        'get_library_manager': _library_manager_of,
        'has_library_manager': prop(_has_library_manager),
    }
    se.MODEL_MEMBERS[se.TYPE_LIBRARY_MANAGER] = {
        'references': prop(lambda self: [ScriptLibraryReference(data) for data in _references(self)]),
        'get_libraries': _get_libraries,
        'add_library': _add_library,
        'add_placeholder': _add_placeholder,
        'remove_library': _remove_library,
    }
    se.MODEL_MEMBERS[se.TYPE_DEVICE] = {
        'get_device_identification': _get_device_identification,
        'is_enabled': lambda self: not self._node.props.get('disabled', False),
        'enable': _set_enabled(True),
        'disable': _set_enabled(False),
        'get_simulation_mode': lambda self: bool(self._node.props.get('simulation', False)),
    }
    se.MODEL_MEMBERS[se.TYPE_TASK_CONFIGURATION] = {'create_task': _create_task}
    task_members = {'pous': prop(ScriptTaskPouList), 'name': prop(lambda self: self._node.name)}
    for attribute, key, check in (('kind_of_task', 'kind', _check_kind), ('priority', 'priority', _check_priority),
                                  ('interval', 'interval', _check_interval), ('interval_unit', 'interval_unit', None),
                                  ('event', 'event', None)):
        getter, setter = _task_property(key, check)
        task_members[attribute] = prop(getter)
        se.MODEL_SETTERS.setdefault(se.TYPE_TASK, {})[attribute] = setter
    se.MODEL_MEMBERS[se.TYPE_TASK] = task_members
