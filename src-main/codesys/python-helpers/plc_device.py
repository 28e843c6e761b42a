# The PLC's file system through ScriptOnlineDevice (3.5.9.0): the device of the project's application, connected,
# and what a remote path names there. Needs online.py; the online factories need a running script
# (`# interlock-context: script`).
from __future__ import print_function


def open_online_device(params):
    """(application, device info, connected ScriptOnlineDevice); connecting changes nothing on the PLC."""
    application, online_application = open_online_application(params)
    device = online_application.get_online_device()
    if not device.connected:
        device.connect()
    return application, device_info(application), device


def split_remote(path):
    """'PlcLogic/a.txt' -> ('PlcLogic', 'a.txt'); '' is the device's file directory itself."""
    parts = [p for p in to_text(path).replace('\\', '/').split('/') if p not in ('', '.')]
    return '/'.join(parts[:-1]), (parts[-1] if parts else '')


def iso_time(value):
    if value is None:
        return None
    try:
        return to_text(value.ToUniversalTime().ToString('yyyy-MM-ddTHH:mm:ssZ'))
    except Exception:
        return to_text(value)


def describe_entry(parent, entry):
    name = to_text(entry.name)
    directory = bool(entry.is_directory)
    return {
        'path': (parent + '/' + name) if parent else name,
        'name': name,
        'is_directory': directory,
        'size': None if directory else int(entry.size),
        'modified': iso_time(getattr(entry, 'last_modification_time', None)),
    }


def list_remote(device, directory):
    return [describe_entry(directory, entry) for entry in device.get_file_list_of_directory(directory)]


def stat_remote(device, path, max_entries):
    """What `path` names now: kind none, file or directory (with its size, or how many entries it holds)."""
    parent, name = split_remote(path)
    full = (parent + '/' + name) if parent else name
    if not name:
        found = {'path': '', 'name': '', 'is_directory': True, 'size': None, 'modified': None}
    else:
        try:
            siblings = list_remote(device, parent)
        except Exception:
            # The parent folder does not exist (or is a file): neither does the path, and nothing can be put there.
            return {'path': full, 'kind': 'none', 'size': None, 'modified': None, 'entries': None, 'parent_exists': False}
        found = None
        for entry in siblings:
            if entry['name'] == name:
                found = entry
        if found is None:
            return {'path': full, 'kind': 'none', 'size': None, 'modified': None, 'entries': None, 'parent_exists': True}
    if not found['is_directory']:
        return {'path': full, 'kind': 'file', 'size': found['size'], 'modified': found['modified'], 'entries': None, 'parent_exists': True}
    count = 0
    pending = [full]
    while pending and count <= max_entries:
        inside = list_remote(device, pending.pop())
        count += len(inside)
        pending.extend(e['path'] for e in inside if e['is_directory'])
    return {'path': full, 'kind': 'directory', 'size': None, 'modified': found['modified'], 'entries': min(count, max_entries + 1),
            'parent_exists': True}


def require_unchanged(now, expected):
    """The card showed `expected`; a PLC whose file changed since would get something the person did not approve."""
    if expected is None:
        return
    if now['kind'] != expected['kind'] or now['size'] != expected.get('size') or now['entries'] != expected.get('entries'):
        fail('%s on the PLC changed since the card was shown (it was %s, now %s); nothing was changed. Ask again.'
             % (now['path'] or '/', describe_kind(expected), describe_kind(now)))


def describe_kind(stat):
    if stat['kind'] == 'none':
        return 'absent'
    if stat['kind'] == 'file':
        return 'a file of %s bytes' % stat.get('size')
    return 'a directory with %s entries' % stat.get('entries')
