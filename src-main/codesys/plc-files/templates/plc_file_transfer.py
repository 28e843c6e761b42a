# interlock-helpers: common ensure_project_open find_object_by_path online plc_device
# interlock-context: script
# One change or read of a file on the PLC (ScriptOnlineDevice, 3.5.9.0): stat, to_plc (download_file), from_plc
# (upload_file into a local file Interlock chose), delete (delete_file / delete_directory). A change is checked
# against `expected`, what the person's card showed, so a file that changed on the PLC meanwhile is never touched.
from __future__ import print_function


def main(params):
    application, device, online_device = open_online_device(params)
    action = one_of(params['action'], dict((a, a) for a in ('stat', 'to_plc', 'from_plc', 'delete')), 'action')
    limit = params.get('max_entries', 10000)
    before = stat_remote(online_device, params['remote_path'], limit)
    require_unchanged(before, params.get('expected'))
    remote = before['path']
    try:
        if action == 'to_plc':
            if before['kind'] == 'directory':
                fail('%s on the PLC is a directory; give the path of a file' % remote)
            if before['kind'] == 'file' and not params.get('force_overwrite'):
                fail('%s already exists on the PLC (%s bytes); nothing was changed. Pass force_overwrite to replace it.' % (remote, before['size']))
            online_device.download_file(params['local_path'], remote, bool(params.get('force_overwrite')))
        elif action == 'from_plc':
            if before['kind'] != 'file':
                fail('There is no file %s on the PLC (%s)' % (remote or '/', describe_kind(before)))
            online_device.upload_file(remote, params['local_path'], False)
        elif action == 'delete':
            if before['kind'] == 'none':
                fail('There is no file or directory %s on the PLC; nothing was deleted' % remote)
            if not remote:
                fail("The PLC's file directory itself cannot be deleted")
            if before['kind'] == 'directory':
                if before['entries'] and not params.get('recursive'):
                    fail('%s on the PLC is a directory with %s entries; nothing was deleted. Pass recursive to delete it with everything in it.' % (remote, before['entries']))
                online_device.delete_directory(remote, bool(params.get('recursive')))
            else:
                online_device.delete_file(remote)
    except SystemExit:
        raise
    except Exception as error:
        fail('The PLC refused the %s of %s: %s' % (action.replace('_', ' '), remote or '/', to_text(error)))
    after = before if action in ('stat', 'from_plc') else stat_remote(online_device, remote, limit)
    emit_result({'application': object_path(application), 'device': device, 'before': before, 'after': after})


run_command(main)
