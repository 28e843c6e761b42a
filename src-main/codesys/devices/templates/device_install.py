# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# Installs a device description (.devdesc.xml) into the IDE's device repository: a machine-wide change, seen by every
# project. The text arrives as data and goes to CODESYS through a temporary file (import_device takes a path).
from __future__ import print_function

import os
import tempfile


def main(params):
    repository = device_repository_object()
    handle, path = tempfile.mkstemp(suffix='.devdesc.xml', prefix='interlock-')
    os.close(handle)
    try:
        with open(path, 'wb') as out:
            out.write(params['xml'].encode('utf-8'))
        try:
            # scriptDoc.txt: import_device(path, source, converter_factory_guid, save_device_cache=True), three C#
            # overloads behind it: "pass all arguments with their respective keywords". source None is the default
            # repository source. converter_factory_guid None (no conversion: a native .devdesc.xml) is a guess the
            # reference marks and the doctor probes. It returns the DeviceId of the imported description.
            imported_id = repository.import_device(path=path, source=None, converter_factory_guid=None, save_device_cache=True)
        except Exception as error:
            fail('CODESYS did not install the device description: %s. The device repository is unchanged.' % to_text(error))
    finally:
        os.remove(path)
    wanted = imported_id
    if wanted is None:
        wanted = repository.create_device_identification(params['type'], params['id'], params['version'])
    installed = repository.get_device(wanted)
    if installed is None:
        fail('CODESYS reported no error, but the device repository has no description with type %d, id %s, version %s.'
             % (params['type'], params['id'], params['version']))
    emit_result({'installed': describe_installed(installed)})


run_command(main)
