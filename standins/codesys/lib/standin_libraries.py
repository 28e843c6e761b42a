"""Library extras of the CODESYS stand-in: reference options and placeholder redirections, repositories that are
folders of library files (install, uninstall, temporary repositories), "download missing libraries" from a
simulated CODESYS Store, and library files that scripts can open to read what a library holds.

Follows docs/codesys-scriptengine-api.md (section 8) and the scriptengine stub of LibManager, LibRepository,
ManagedLib and ScriptLibraryReference (CODESYS's own API documentation for scripts):
  - LibManager: `repositories`, `insert_repository(rootfolder, name, index=-1)` (rootfolder must exist),
    `remove_repository(repository, delete_on_disk=False)`, `install_library(filepath, repository=None,
    overwrite=False)` -> ManagedLib (the first repository when none is given; existing libraries are replaced only
    with overwrite), `uninstall_library(repository, library)`, `get_file_path(library)`.
  - ManagedLib: `displayname`, `company`, `title`, `version`, `default_namespace`, `dependencies`.
  - ScriptLibraryReference: `namespace` (settable), `system_library`, `qualified_only`, `optional`,
    `hide_when_referenced_as_dependency`, `publish_symbols_in_container` (settable); placeholders also
    `default_resolution` (settable), `effective_resolution`, `is_redirected`, `get_redirection()`,
    `set_redirection(fixed_resolution="")` ("" or None deletes the redirection).
  - `download_missing_libraries()` on a library manager object (SP20 and later; Master's library_reference.py).
Where the sources say nothing, the choice made here is written beside it: the library file format (a stand-in
project file with a "library" header; compiled libraries have their own format and cannot be opened as projects),
the repository's folder layout (<root>/<company>/<name>/<version>/<file>), and the texts of the errors.

Environment:
    CODESYS_STANDIN_LIBRARY_DIR=dir    where the repositories live (default: a folder in the temp dir per install)
    CODESYS_STANDIN_STORE_DIR=dir      the simulated CODESYS Store (default: standins/codesys/Store)
"""
import hashlib
import json
import os
import re
import shutil

import standin_libraries_content
import standin_model
import standin_online

se = standin_model.se
LIBRARY_FORMAT = 'interlock-codesys-standin-project'
COMPILED_FORMAT = 'interlock-codesys-standin-compiled-library'
EXTENSIONS = ('.library', '.compiled-library')
_RESOLUTION = re.compile(r'^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$')

# The options a library's reference starts with, per library (a library declares them in its project information:
# CAA libraries are qualified-only with short namespaces, BreakpointLogging is a hidden system library).
_LIBRARY_DEFAULTS = {
    'Standard': {'namespace': 'Standard'},
    'Util': {'namespace': 'Util'},
    'IoStandard': {'namespace': 'IoStandard'},
    'BreakpointLogging': {'namespace': 'BPLog', 'system_library': True, 'hidden': True},
    'SysTypes2 Interfaces': {'namespace': 'SysTypes', 'system_library': True},
    'CmpErrors Interfaces': {'namespace': 'CmpErrors', 'system_library': True},
    'CAA Types Extern': {'namespace': 'CAA', 'qualified_only': True},
    'CAA Memory': {'namespace': 'MEM', 'qualified_only': True},
    'CAA File': {'namespace': 'FILE', 'qualified_only': True},
}
# The System libraries whose source ships with the IDE (the others are compiled libraries).
_SOURCE_LIBRARIES = ('Standard', 'Util', 'IoStandard', 'BreakpointLogging')

# ---------------------------------------------------------------------------------------------------------------------
# Library files and folder repositories


def read_library_header(path):
    """name, company, version, placeholder, namespace, qualified_only and whether it is compiled."""
    try:
        with open(path, 'r', encoding='utf-8') as handle:
            data = json.load(handle)
    except (OSError, ValueError, UnicodeDecodeError):
        data = None
    if not isinstance(data, dict) or data.get('format') not in (LIBRARY_FORMAT, COMPILED_FORMAT) or not isinstance(data.get('library'), dict):
        raise ValueError("The file '%s' is not a valid library." % path)
    header = dict(data['library'])
    header['compiled'] = data['format'] == COMPILED_FORMAT
    return header


def library_file_data(header, content, compiled):
    """A library file: a project whose top-level objects are the library's POUs, DUTs and GVLs."""
    nodes = []
    for kind, name, declaration in content:
        type_guid = {'function_block': se.TYPE_POU, 'function': se.TYPE_POU, 'program': se.TYPE_POU, 'type': se.TYPE_DUT, 'constants': se.TYPE_GVL}[kind]
        guid = se.Guid(hashlib.md5(('%s/%s' % (header['name'], name)).encode('utf-8')).hexdigest())
        nodes.append(se._Node(name, type_guid, guid, declaration, '' if type_guid == se.TYPE_POU else None).to_json())
    return {'format': COMPILED_FORMAT if compiled else LIBRARY_FORMAT, 'version': 1, 'active_application': None, 'library': header, 'objects': nodes}


def _write_json(path, data):
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)  # another CODESYS may create it at the same moment
    temp = '%s.%d.standin-tmp' % (path, os.getpid())
    with open(temp, 'w', encoding='utf-8', newline='\n') as handle:
        json.dump(data, handle, ensure_ascii=False, indent=1)
    os.replace(temp, path)


class FolderRepository(standin_model.LibRepository):
    _api_class = 'LibRepository'

    """A repository is a folder: <root>/<company>/<name>/<version>/<file>. Reading it scans the folder, so what
    another CODESYS of the same install installed shows up too."""

    def __init__(self, name, root_folder, editable=True):
        standin_model.LibRepository.__init__(self, name, root_folder, [])
        self._editable = editable
        self._cache = {}

    @property
    def _libraries(self):
        found = []
        for folder, _, files in sorted(os.walk(self.root_folder)):
            for file_name in sorted(files):
                if not file_name.lower().endswith(EXTENSIONS):
                    continue
                path = os.path.join(folder, file_name)
                stamp = os.path.getmtime(path)
                cached = self._cache.get(path)
                if cached is None or cached[0] != stamp:
                    try:
                        header = read_library_header(path)
                    except ValueError:
                        continue
                    lib = standin_model.ManagedLib(header['name'], header['version'], header['company'], header.get('placeholder'))
                    lib._file = path
                    lib._header = header
                    cached = (stamp, lib)
                    self._cache[path] = cached
                found.append(cached[1])
        return found

    @_libraries.setter
    def _libraries(self, value):
        pass

    def _folder_for(self, header):
        return os.path.join(self.root_folder, _safe(header['company']), _safe(header['name']), _safe(header['version']))


def _safe(part):
    return re.sub(r'[<>:"/\\|?*]', '_', part)


def _library_dir():
    return standin_online.machine_dir('CODESYS_STANDIN_LIBRARY_DIR', 'codesys-standin-libraries')


def store_dir():
    return os.environ.get('CODESYS_STANDIN_STORE_DIR') or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'Store')


def _materialize_system(repository):
    """Writes the System libraries an SP21 install has into the System repository, once."""
    marker = os.path.join(repository.root_folder, '.installed')
    if os.path.exists(marker):
        return
    for lib in standin_model._SYSTEM_LIBRARIES:
        defaults = _LIBRARY_DEFAULTS.get(lib.title, {})
        header = {'name': lib.title, 'company': lib.company, 'version': lib.version, 'placeholder': lib._placeholder,
                  'namespace': defaults.get('namespace', lib.title.replace(' ', '_')), 'qualified_only': bool(defaults.get('qualified_only'))}
        compiled = lib.title not in _SOURCE_LIBRARIES
        file_name = lib.title.replace(' ', '_') + ('.compiled-library' if compiled else '.library')
        _write_json(os.path.join(repository._folder_for(header), file_name),
                    library_file_data(header, standin_libraries_content.CONTENT.get(lib.title, []), compiled))
    with open(marker, 'w') as handle:
        handle.write('SP21 Patch 5\n')


# ---------------------------------------------------------------------------------------------------------------------
# LibManager: repositories, install, uninstall


def _insert_repository(self, rootfolder, name, index=-1):
    if not os.path.isdir(rootfolder):
        raise ValueError("The folder '%s' does not exist" % rootfolder)
    if any(repository.name == name for repository in self.repositories):
        raise ValueError("A repository named '%s' exists already" % name)
    repository = FolderRepository(name, rootfolder)
    if index is None or index < 0 or index >= len(self._repositories):
        self._repositories.append(repository)
    else:
        self._repositories.insert(index, repository)
    return repository


def _remove_repository(self, repository, delete_on_disk=False):
    if not getattr(repository, 'editable', True):
        raise ValueError("The repository '%s' cannot be removed" % repository.name)
    self._repositories.remove(repository)
    if delete_on_disk:
        shutil.rmtree(repository.root_folder, ignore_errors=True)


def _install_library(self, filepath, repository=None, overwrite=False):
    if not os.path.isfile(filepath):
        raise IOError("Could not find file '%s'." % filepath)
    if not filepath.lower().endswith(EXTENSIONS):
        raise ValueError("'%s' is not a library: CODESYS installs .library and .compiled-library files" % filepath)
    header = read_library_header(filepath)
    header.pop('compiled')
    repository = repository or self.repositories[0]
    display = '%s, %s (%s)' % (header['name'], header['version'], header['company'])
    for lib in repository._libraries:
        if lib.displayname == display:
            if not overwrite:
                raise ValueError("The library '%s' is already installed in the repository '%s'." % (display, repository.name))
            os.remove(lib._file)
    target = os.path.join(repository._folder_for(header), os.path.basename(filepath))
    folder = os.path.dirname(target)
    os.makedirs(folder, exist_ok=True)  # another CODESYS may create it at the same moment
    shutil.copyfile(filepath, target + '.standin-tmp')
    os.replace(target + '.standin-tmp', target)
    for lib in repository._libraries:
        if lib.displayname == display:
            return lib
    raise ValueError("The library '%s' could not be installed" % display)


def _uninstall_library(self, repository, library):
    for lib in repository._libraries:
        if lib.displayname == library.displayname:
            os.remove(lib._file)
            folder = os.path.dirname(lib._file)
            while folder != repository.root_folder and os.path.isdir(folder) and not os.listdir(folder):
                os.rmdir(folder)
                folder = os.path.dirname(folder)
            return
    raise ValueError("The library '%s' is not installed in the repository '%s'." % (library.displayname, repository.name))


def _get_file_path(self, library):
    path = getattr(library, '_file', None)
    if not path:
        raise ValueError("The library '%s' is not installed" % library.displayname)
    return path


def _download_missing_libraries(self):
    """Installs into the first repository what the Store has of the libraries the references miss."""
    store = FolderRepository('CODESYS Store', store_dir(), editable=False)
    for reference in _references_of(self):
        if reference._resolution() is not None:
            continue
        wanted = _wanted(reference)
        if wanted is None:
            continue
        name, version, company = wanted
        offered = [lib for lib in store._libraries if lib.title == name and lib.company == company and version in ('*', lib.version)]
        if offered:
            best = max(offered, key=lambda lib: standin_model._version_key(lib.version))
            standin_model.librarymanager.install_library(best._file)
    return None


def _wanted(reference):
    resolution = reference._data.get('redirection') or reference._data.get('default_resolution')
    match = _RESOLUTION.match(resolution or '')
    return match.groups() if match else None


# ---------------------------------------------------------------------------------------------------------------------
# Reference options and placeholder redirections

_OPTION_DEFAULT = {'qualified_only': False, 'optional': False, 'hidden': False, 'publish_symbols': False, 'system_library': False}


def _library_name(reference):
    display = reference._resolution() or reference._data.get('default_resolution') or reference._data['name']
    return display.split(',')[0].strip()


def _update(reference, key, value, option=True):
    """Stores one property of a reference in its library manager, so the change is part of the project."""
    owner = reference._owner
    if owner is None:
        raise ValueError('This reference is no longer part of a library manager')
    references = standin_model._references(owner)
    for data in references:
        if data['name'] == reference._data['name'] and data['kind'] == reference._data['kind']:
            if option:
                data.setdefault('options', {})[key] = value
            else:
                data[key] = value
            reference._data = data
            standin_model._store_references(owner, references)
            return
    raise ValueError("The library manager no longer holds the reference '%s'" % reference.name)


def _option(key, settable=True):
    def getter(self):
        options = self._data.get('options') or {}
        if key in options:
            return options[key]
        defaults = _LIBRARY_DEFAULTS.get(_library_name(self), {})
        if key == 'namespace':
            return defaults.get('namespace', _library_name(self).replace(' ', '_'))
        return bool(defaults.get(key, _OPTION_DEFAULT[key]))

    def setter(self, value):
        if key == 'namespace':
            if not isinstance(value, str) or not value.strip():
                raise ValueError('A namespace is a non-empty name')
        elif not isinstance(value, bool):
            raise TypeError('expected bool, got %s' % type(value).__name__)
        _update(self, key, value)

    return property(getter, setter if settable else None)


def _set_default_resolution(self, value):
    if not self.is_placeholder:
        raise AttributeError('Only a placeholder has a default resolution')
    _update(self, 'default_resolution', value, option=False)


def _set_redirection(self, fixed_resolution=''):
    if not self.is_placeholder:
        raise AttributeError('Only a placeholder can be redirected')
    _update(self, 'redirection', fixed_resolution or None, option=False)


def _references_of(self):
    """The references, each tied to its library manager so setting a property changes the project."""
    result = []
    for data in standin_model._references(self):
        reference = standin_model.ScriptLibraryReference(data)
        reference._owner = self
        result.append(reference)
    return result


def install():
    manager_class = standin_model.LibManager
    manager_class.insert_repository = _insert_repository
    manager_class.remove_repository = _remove_repository
    manager_class.install_library = _install_library
    manager_class.uninstall_library = _uninstall_library
    manager_class.get_file_path = _get_file_path
    system = FolderRepository('System', os.path.join(_library_dir(), 'System'), editable=False)
    _materialize_system(system)
    standin_model.librarymanager._repositories = [system]

    cls = standin_model.ScriptLibraryReference
    cls._owner = None
    cls.qualified_only = _option('qualified_only')
    cls.optional = _option('optional')
    cls.hide_when_referenced_as_dependency = _option('hidden')
    cls.publish_symbols_in_container = _option('publish_symbols')
    cls.namespace = _option('namespace')
    # Whether a library is a system library is the library's own property; the reference only reports it.
    cls.system_library = _option('system_library', settable=False)
    cls.default_resolution = property(lambda self: self._data.get('default_resolution'), _set_default_resolution)
    cls.is_redirected = property(lambda self: bool(self._data.get('redirection')))
    cls.get_redirection = lambda self: self._data.get('redirection') or ''
    cls.set_redirection = _set_redirection
    members = se.MODEL_MEMBERS[se.TYPE_LIBRARY_MANAGER]
    members['references'] = se._BoundProperty(_references_of)
    # From SP20 (the reference's `since` hides it on older profiles).
    members['download_missing_libraries'] = _download_missing_libraries
