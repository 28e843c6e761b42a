# interlock-helpers: common ensure_project_open find_object_by_path online plc_device
# interlock-context: script
# The project's source archive on the PLC (ScriptOnlineDevice, 3.5.4.0): download stores the project as it is now
# in CODESYS (download_source), upload saves the archive the PLC holds into a local file Interlock chose.
from __future__ import print_function


def main(params):
    application, device, online_device = open_online_device(params)
    action = one_of(params['action'], {'download': 'download', 'upload': 'upload'}, 'action')
    try:
        if action == 'download':
            online_device.download_source(bool(params.get('compact')))
        else:
            online_device.upload_source(params['archive_path'])
    except Exception as error:
        if action == 'upload':
            fail('The PLC gave no project source: %s' % to_text(error))
        fail('The PLC did not store the project source: %s' % to_text(error))
    emit_result({'application': object_path(application), 'device': device,
                 'project': to_text(se.projects.primary.path) if se.projects.primary is not None else None})


run_command(main)
