# interlock-helpers: common ensure_project_open find_object_by_path online
# interlock-context: script
# The project's source archive on the PLC: download stores the project as it is now in CODESYS, upload saves the
# archive the PLC holds into a local file Interlock chose. The whole project goes through the application-level
# source_download(), the call a peer saw work live on SP21 Patch 5; only a compact archive needs the device-level
# download_source(bCompact), which failed there (a temp file under Program Files, access denied, and a locked
# Archive.prj left beside the project that then breaks the application-level call too).
from __future__ import print_function

import os


def left_archive_note():
    """What to tell the person when a failed source download left Archive.prj beside the project."""
    path = os.path.join(os.path.dirname(to_text(se.projects.primary.path)), 'Archive.prj') if se.projects.primary is not None else None
    if path and os.path.exists(path):
        return (' CODESYS left %s behind; while it exists (and CODESYS keeps it locked), every source download fails: '
                'restart CODESYS, delete that file and try again.' % path)
    return ''


def store_source(online_application, online_device, compact):
    if compact:
        if not hasattr(online_device, 'download_source'):
            fail('This CODESYS offers no ScriptOnlineDevice.download_source, the only call that stores a compact source '
                 'archive; nothing was stored. Store the whole project instead (compact: false).')
        try:
            online_device.download_source(True)
        except Exception as error:
            fail('CODESYS did not store the compact source archive (ScriptOnlineDevice.download_source: %s). On CODESYS '
                 'V3.5 SP21 this call is known to fail; store the whole project instead (compact: false).%s'
                 % (' '.join(to_text(error).split()), left_archive_note()))
        return
    if not hasattr(online_application, 'source_download'):
        fail('This CODESYS offers no ScriptOnlineApplication.source_download; nothing was stored on the PLC.')
    try:
        online_application.source_download()
    except Exception as error:
        fail('The PLC did not store the project source: %s.%s' % (' '.join(to_text(error).split()), left_archive_note()))


def main(params):
    action = one_of(params['action'], {'download': 'download', 'upload': 'upload'}, 'action')
    application, online_application = open_online_application(params)
    online_device = online_application.get_online_device()
    if not online_device.connected:
        online_device.connect()
    if action == 'download':
        store_source(online_application, online_device, bool(params.get('compact')))
    else:
        try:
            online_device.upload_source(params['archive_path'])
        except Exception as error:
            fail('The PLC gave no project source: %s' % to_text(error))
    emit_result({'application': object_path(application), 'device': device_info(application),
                 'project': to_text(se.projects.primary.path) if se.projects.primary is not None else None})


run_command(main)
