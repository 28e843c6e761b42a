"""The simulated PLC's file system and source archive: ScriptOnlineDevice's file and source methods
(docs/codesys-scriptengine-api.md, section 8; the signatures follow the ScriptEngine stubs, 3.5.9.0 and 3.5.4.0).

The file system belongs to the device, so it lives in the PLC's state file beside the applications and outlives the
IDE. A new PLC holds what a CODESYS Control runtime holds after its first boot: its configuration file, the PlcLogic
folder with the boot application of an application named Application, and an empty visu folder. Remote paths are
relative to the runtime's file root, "/"-separated (a "\\" counts as "/"); "" and "/" are the root itself.

Every method needs the device connected (connect()). What the stand-in decides
where the docs are silent (tests must not rely on the exact words): the error texts, and that the source archive is
the file PlcLogic/Archive.prj, a zip that holds the project as it was at download_source time (so deleting that file
removes the source, and a listing shows it).
"""
import base64
import io
import json
import os
import time
import zipfile

import standin_api
import standin_online
from standin_online import Plc, ScriptOnlineException

SOURCE_ARCHIVE = 'PlcLogic/Archive.prj'

_DEFAULT_CONFIG = (
    '[SysFile]\r\nFilePath.1=/etc/codesys/, 3S.dat\r\nPlcLogicPrefix=1\r\n\r\n'
    '[CmpApp]\r\nBootproject.RetainMismatch.Init=1\r\nApplication.1=Application\r\n'
)


class DirectoryNotFoundException(Exception):
    """System.IO.DirectoryNotFoundException (a local folder that does not exist)."""


class FileNotFoundException(Exception):
    """System.IO.FileNotFoundException (a local file that does not exist)."""


class IOException(Exception):
    """System.IO.IOException (a local file that exists and may not be overwritten)."""


class UnauthorizedAccessException(Exception):
    """System.UnauthorizedAccessException (a file CODESYS may not write)."""


# Archive.prj files a failed device-level source download left behind, locked for as long as this CODESYS runs.
_LOCKED_ARCHIVES = set()


class DateTime(object):
    """Enough of System.DateTime for the file listing: ToUniversalTime() and ToString(format) for the ISO form (a .NET
    type, no ScriptEngine class: the reference's standin_classes)."""

    def __init__(self, seconds):
        self._seconds = float(seconds)

    def ToUniversalTime(self):
        return self

    def ToString(self, fmt=None):
        if fmt in ('yyyy-MM-ddTHH:mm:ssZ', "yyyy-MM-dd'T'HH:mm:ss'Z'"):
            return time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(self._seconds))
        return str(self)

    def __str__(self):
        moment = time.gmtime(self._seconds)
        hour = moment.tm_hour % 12 or 12
        return '%d/%d/%d %d:%02d:%02d %s' % (moment.tm_mon, moment.tm_mday, moment.tm_year, hour, moment.tm_min,
                                             moment.tm_sec, 'PM' if moment.tm_hour >= 12 else 'AM')


class ScriptDirectoryInfo(standin_api.ApiObject):
    """One entry of get_file_list_of_directory."""

    def __init__(self, name, entry):
        self._name = name
        self._entry = entry

    @property
    def name(self):
        return self._name

    @property
    def is_directory(self):
        return bool(self._entry['dir'])

    @property
    def is_file(self):
        return not self._entry['dir']

    @property
    def size(self):
        return 0 if self._entry['dir'] else len(base64.b64decode(self._entry['data']))

    @property
    def creation_time(self):
        return DateTime(self._entry['created'])

    @property
    def last_modification_time(self):
        return DateTime(self._entry['modified'])

    @property
    def last_access_time(self):
        return DateTime(self._entry['modified'])

    def __repr__(self):
        return '<ScriptDirectoryInfo %s>' % self._name


def remote_path(path):
    text = str(path).replace('\\', '/')
    parts = [p for p in text.split('/') if p not in ('', '.')]
    if '..' in parts:
        raise ScriptOnlineException("The path '%s' leaves the device's file directory" % path)
    return '/'.join(parts)


def _parent(path):
    return path.rpartition('/')[0]


def _entry(directory, data=None, at=None):
    now = time.time() if at is None else at
    return {'dir': directory, 'data': None if directory else base64.b64encode(data or b'').decode('ascii'),
            'created': now, 'modified': now}


def _default_files():
    boot = 1764000000.0  # the runtime's first boot, long before any test
    app = b'CODESYS boot application: Application (simulated)\x00' + bytes(bytearray(range(64)))
    return {
        '': _entry(True, at=boot),
        'CODESYSControl.cfg': _entry(False, _DEFAULT_CONFIG.encode('ascii'), boot),
        'PlcLogic': _entry(True, at=boot),
        'PlcLogic/Application': _entry(True, at=boot),
        'PlcLogic/Application/Application.app': _entry(False, app, boot),
        'PlcLogic/Application/Application.crc': _entry(False, b'\x5a\x3c\x91\x07', boot),
        'PlcLogic/visu': _entry(True, at=boot),
    }


class FileSystem(object):
    """The device's files in the PLC state; every change is written through at once."""

    def __init__(self, plc=None):
        self._plc = plc or Plc()
        if 'files' not in self._plc.state:
            # The runtime's first boot: its files exist from now on, whatever the IDE does.
            self._plc.state['files'] = _default_files()
            self._plc.save()
        self.files = self._plc.state['files']

    def save(self):
        self._plc.save()

    def get(self, path):
        return self.files.get(path)

    def children(self, path):
        prefix = path + '/' if path else ''
        return sorted(p for p in self.files if p and p.startswith(prefix) and '/' not in p[len(prefix):])

    def require_directory(self, path, original):
        entry = self.get(path)
        if entry is None:
            raise ScriptOnlineException("The directory '%s' does not exist on the device" % original)
        if not entry['dir']:
            raise ScriptOnlineException("'%s' on the device is a file, not a directory" % original)

    def require_file(self, path, original):
        entry = self.get(path)
        if entry is None:
            raise ScriptOnlineException("The file '%s' does not exist on the device" % original)
        if entry['dir']:
            raise ScriptOnlineException("'%s' on the device is a directory, not a file" % original)
        return entry

    def read(self, path, original):
        return base64.b64decode(self.require_file(path, original)['data'])

    def write(self, path, original, data, force_overwrite):
        if not path:
            raise ScriptOnlineException("'%s' names the device's file directory, not a file" % original)
        self.require_directory(_parent(path), _parent(original.replace('\\', '/').rstrip('/')) or '/')
        existing = self.get(path)
        if existing is not None and existing['dir']:
            raise ScriptOnlineException("'%s' on the device is a directory" % original)
        if existing is not None and not force_overwrite:
            raise ScriptOnlineException("The file '%s' already exists on the device" % original)
        entry = _entry(False, data)
        if existing is not None:
            entry['created'] = existing['created']
        self.files[path] = entry
        self.save()


def _connected(device):
    if not device.connected:
        raise ScriptOnlineException('The device is not connected')
    # The runtime the device connected to: the one at its address, or the simulation.
    return FileSystem(device._target_plc())


def _read_local(local_file):
    if not os.path.isfile(local_file):
        raise FileNotFoundException("Could not find file '%s'." % local_file)
    with open(local_file, 'rb') as handle:
        return handle.read()


def _write_local(local_file, data, force_overwrite):
    folder = os.path.dirname(os.path.abspath(local_file))
    if not os.path.isdir(folder):
        raise DirectoryNotFoundException("Could not find a part of the path '%s'." % local_file)
    if os.path.exists(local_file) and not force_overwrite:
        raise IOException("The file '%s' already exists." % local_file)
    with open(local_file, 'wb') as handle:
        handle.write(data)


def store_boot_application(name, app):
    """PlcLogic/<name>/<name>.app and .crc, as the runtime keeps a boot application: the image and its checksum."""
    files = FileSystem()
    image = ('CODESYS boot application: %s, version %d\0%s' % (name, app['version'], app['code_hash'])).encode('utf-8')
    folder = 'PlcLogic/' + name
    if files.get(folder) is None:
        files.files[folder] = _entry(True)
    files.write(folder + '/' + name + '.app', folder, image, True)
    files.write(folder + '/' + name + '.crc', folder, bytes(bytearray.fromhex(app['code_hash'][:8])), True)


# -- ScriptOnlineDevice members

def get_file_list_of_directory(self, remote_directory):
    files = _connected(self)
    path = remote_path(remote_directory)
    files.require_directory(path, remote_directory)
    return tuple(ScriptDirectoryInfo(child.rpartition('/')[2], files.get(child)) for child in files.children(path))


def download_file(self, local_file, remote_file, force_overwrite):
    files = _connected(self)
    files.write(remote_path(remote_file), remote_file, _read_local(local_file), force_overwrite)


def upload_file(self, remote_file, local_file, force_overwrite):
    files = _connected(self)
    _write_local(local_file, files.read(remote_path(remote_file), remote_file), force_overwrite)


def delete_file(self, remote_file):
    files = _connected(self)
    path = remote_path(remote_file)
    files.require_file(path, remote_file)
    del files.files[path]
    files.save()


def create_directory(self, remote_directory):
    files = _connected(self)
    path = remote_path(remote_directory)
    if files.get(path) is not None:
        raise ScriptOnlineException("'%s' already exists on the device" % remote_directory)
    files.require_directory(_parent(path), _parent(path) or '/')
    files.files[path] = _entry(True)
    files.save()


def delete_directory(self, remote_directory, recursive):
    files = _connected(self)
    path = remote_path(remote_directory)
    if not path:
        raise ScriptOnlineException("The device's file directory itself cannot be deleted")
    files.require_directory(path, remote_directory)
    inside = [p for p in files.files if p.startswith(path + '/')]
    if inside and not recursive:
        raise ScriptOnlineException("The directory '%s' is not empty" % remote_directory)
    for p in inside + [path]:
        del files.files[p]
    files.save()


def _rename(self, old_name, new_name, directory):
    files = _connected(self)
    old, new = remote_path(old_name), remote_path(new_name)
    (files.require_directory if directory else files.require_file)(old, old_name)
    if files.get(new) is not None:
        raise ScriptOnlineException("'%s' already exists on the device" % new_name)
    files.require_directory(_parent(new), _parent(new) or '/')
    for p in [p for p in list(files.files) if p == old or p.startswith(old + '/')]:
        files.files[new + p[len(old):]] = files.files.pop(p)
    files.save()


def rename_file(self, old_name, new_name):
    _rename(self, old_name, new_name, False)


def rename_directory(self, old_name, new_name):
    _rename(self, old_name, new_name, True)


def _source_archive(project, device_node, compact):
    """The project (all of it, or only this device with the rest of the project's non-device objects) as the zip the
    device keeps."""
    import scriptengine
    data = {'format': scriptengine.PROJECT_FORMAT, 'version': 1,
            'active_application': str(project._active_application) if project._active_application else None,
            'objects': [child.to_json() for child in project._root.children
                        if not compact or child is device_node or str(child.type) != standin_online.TYPE_IDS['device']]}
    name = os.path.basename(project.path)
    buffer = io.BytesIO()
    archive = zipfile.ZipFile(buffer, 'w', zipfile.ZIP_DEFLATED)
    archive.writestr(name, json.dumps(data, ensure_ascii=False, indent=1).encode('utf-8'))
    archive.writestr('archive-info.json', json.dumps({'project': name, 'compact': bool(compact),
                                                      'stored': time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}))
    archive.close()
    return buffer.getvalue()


def _left_archive(project):
    """Where a failed device-level source download leaves its Archive.prj: beside the project file."""
    return os.path.join(os.path.dirname(os.path.abspath(project.path)), 'Archive.prj')


def download_source(self, bCompact=False, additional_items=None):
    """Stores the project (of this device) as a source archive on the device: a zip with the project as it is now.
    From SP21 Patch 5 it fails as the peer saw it live (the reference's profile note): the temp file it writes into the
    CODESYS install folder is refused, and the Archive.prj it leaves beside the project stays locked by this CODESYS."""
    files = _connected(self)
    project = self._device._project
    note = standin_api.profile_note('ScriptOnlineDevice', 'download_source')
    if note and note.startswith('fails'):
        left = _left_archive(project)
        with open(left, 'wb') as handle:
            handle.write(b'PK')
        _LOCKED_ARCHIVES.add(os.path.normcase(left))
        raise UnauthorizedAccessException("Access to the path 'C:\\Program Files\\CODESYS %s\\CODESYS\\SourceArchive.tmp' is denied."
                                          % '.'.join(str(part) for part in standin_api.version()))
    files.write(SOURCE_ARCHIVE, SOURCE_ARCHIVE, _source_archive(project, self._device._node, bCompact), True)


def source_download(self):
    """ScriptOnlineApplication.source_download(): the whole project's source archive onto the application's device,
    connecting to it as the IDE does (whether a login is needed is not documented; the stand-in needs none). An
    Archive.prj a failed device-level call left locked beside the project makes it fail (the peer, live on SP21)."""
    device = self.get_online_device()
    if not device.connected:
        device.connect()
    files = _connected(device)
    project = device._device._project
    left = _left_archive(project)
    if os.path.normcase(left) in _LOCKED_ARCHIVES and os.path.exists(left):
        raise IOException("The process cannot access the file '%s' because it is being used by another process." % left)
    files.write(SOURCE_ARCHIVE, SOURCE_ARCHIVE, _source_archive(project, device._device._node, False), True)


def upload_source(self, archive_path):
    files = _connected(self)
    if files.get(SOURCE_ARCHIVE) is None or files.get(SOURCE_ARCHIVE)['dir']:
        raise ScriptOnlineException('There is no source archive on the device')
    _write_local(archive_path, files.read(SOURCE_ARCHIVE, SOURCE_ARCHIVE), True)


MEMBERS = {
    'get_file_list_of_directory': get_file_list_of_directory,
    'download_file': download_file,
    'upload_file': upload_file,
    'delete_file': delete_file,
    'create_directory': create_directory,
    'delete_directory': delete_directory,
    'rename_file': rename_file,
    'rename_directory': rename_directory,
    'download_source': download_source,
    'upload_source': upload_source,
}


def install():
    for name, member in MEMBERS.items():
        setattr(standin_online.ScriptOnlineDevice, name, member)
    standin_online.ScriptOnlineApplication.source_download = source_download
