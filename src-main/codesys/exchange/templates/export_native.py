# interlock-helpers: common ensure_project_open find_object_by_path
# Exports the chosen objects in CODESYS's native format into a file of Interlock's (which Interlock then writes into
# the project root itself, atomically, never over an existing file). The project is not changed.
from __future__ import print_function

import os


def main(params):
    project = ensure_project_open(params['project_path'])
    objects = [find_object_by_path(project, path) for path in params['object_paths']]
    project.export_native(objects, params['destination'], params['recursive'])
    if not os.path.isfile(params['destination']):
        fail('CODESYS wrote no file for %s' % ', '.join(params['object_paths']))
    emit_result({'objects': [{'path': object_path(obj), 'kind': object_kind(obj)} for obj in objects]})


run_command(main)
