# interlock-helpers: common ensure_project_open
# Copies the install's Standard.project (device, PLC logic, application, MainTask) like "File > New Project".
from __future__ import print_function

import os
import shutil

import scriptengine as se

TEMPLATE_NAME = 'Standard.project'


def template_candidates():
    executable = to_text(getattr(se.system, 'executable_filename', '') or '')
    folder = os.path.dirname(executable)
    if not folder:
        return []
    # <install>\CODESYS\Common\CODESYS.exe -> <install>\CODESYS\Templates; some installs keep them beside the exe.
    return [os.path.join(os.path.dirname(folder), 'Templates', TEMPLATE_NAME), os.path.join(folder, 'Templates', TEMPLATE_NAME)]


def main(params):
    path = params['project_path']
    if os.path.exists(path):
        fail('%s already exists; codesys_create_project never overwrites a file' % to_text(path))
    primary = se.projects.primary
    if primary is not None and primary.dirty:
        fail('CODESYS has another project open with unsaved changes (%s). Save or close it first.' % to_text(primary.path))
    template = params.get('template_path')
    if not template:
        template = next((candidate for candidate in template_candidates() if os.path.isfile(candidate)), None)
    if template:
        shutil.copyfile(template, path)
        project = ensure_project_open(path)
    else:
        if primary is not None:
            primary.close()
        project = se.projects.create(path, True)
    project.save()
    emit_result({'project_path': to_text(project.path), 'template': to_text(template) if template else None})


run_command(main)
