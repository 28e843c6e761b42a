# interlock-helpers: common ensure_project_open find_object_by_path
# interlock-context: script
# The online view of the project's application: whether Interlock's CODESYS is logged in and the state the PLC
# reports. The online factories need a running script, so in timer mode this runs through Execute Script File.
from __future__ import print_function

import scriptengine as se


def main(params):
    project = ensure_project_open(params['project_path'])
    application = find_application(project)
    if application is None:
        fail('%s has no application to go online with' % to_text(project.path))
    online_application = se.online.create_online_application(application)
    logged_in = bool(online_application.is_logged_in)
    emit_result({
        'application': object_path(application),
        'logged_in': logged_in,
        'application_state': to_text(online_application.application_state) if logged_in else None,
    })


run_command(main)
