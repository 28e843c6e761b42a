"""Part of the stand-in's scriptengine module: ScriptProject and ScriptProjects (`projects`)."""
import getpass
import json
import os
import socket
from scriptengine_enums import Guid, PROJECT_FORMAT, TYPE_APPLICATION, TYPE_FOLDER, VersionUpdateFlags
from scriptengine_tree import _Node, _dotnet_ticks, _lock_path, _pid_alive, read_lock
from scriptengine_objects import MODEL_MEMBERS, ScriptObject, _CONTAINER_MEMBERS, _TreeBase
from standin_api import ApiObject, checked


class ScriptProject(_TreeBase):
    _api_class = 'ScriptProject'

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

    def _api_served(self):
        return set(_CONTAINER_MEMBERS) | set(MODEL_MEMBERS['project'])

    def _api_dispatch(self, name):
        if name in _CONTAINER_MEMBERS:
            return checked(self, name, _CONTAINER_MEMBERS[name].__get__(self))
        if name in MODEL_MEMBERS['project']:
            return checked(self, name, MODEL_MEMBERS['project'][name].__get__(self))
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
        _refuse_read_only(self._path)
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
        scriptengine_system._SYSTEM._run_build(None, self)

    def clean_all(self):
        self._up_to_date.clear()


def _refuse_read_only(path):
    """A project file with the read-only attribute cannot be saved over, whoever runs CODESYS (Windows refuses even an
    administrator): .NET's UnauthorizedAccessException, and the project stays unsaved in the IDE. No write bit for
    anyone stands in for the attribute here (root on Linux could write anyway)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    if not mode & 0o222:
        raise IOError("Access to the path '%s' is denied." % path)


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


class ScriptProjects(ApiObject):
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


import scriptengine_system  # noqa: E402  (after everything above: it imports this module)
