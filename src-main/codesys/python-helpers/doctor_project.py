# The project the doctor probes, leaving the person's CODESYS as it found it. Needs common.py and
# ensure_project_open.py (normalize_path).
from __future__ import print_function

import os
import shutil
import tempfile

import scriptengine as se


def doctor_project(params):
    """The open project when no path is named or it is the one named. A named project while none is open: a copy of
    it is opened (its file and lock are never touched) and closed, unsaved, when the command ends. A named project
    while the person has another one open: refused; the doctor never closes, switches or saves their work."""
    path = params.get('project_path')
    primary = se.projects.primary
    if not path:
        return primary
    if primary is not None:
        if normalize_path(primary.path) == normalize_path(path):
            return primary
        fail('The doctor leaves your session alone: CODESYS has %s open, and probing %s would close it. Close it in '
             'CODESYS yourself, or run the doctor without --project to probe the project that is open.'
             % (to_text(primary.path), to_text(path)))
    if not os.path.isfile(path):
        fail('There is no project file at %s' % to_text(path))
    folder = tempfile.mkdtemp(prefix='interlock-doctor-')
    copy = os.path.join(folder, os.path.basename(path))
    shutil.copyfile(path, copy)

    def discard_copy():
        try:
            if se.projects.primary is not None and normalize_path(se.projects.primary.path) == normalize_path(copy):
                se.projects.primary.close()
        finally:
            shutil.rmtree(folder, True)

    at_command_end(discard_copy)
    se.projects.open(copy, update_flags=se.VersionUpdateFlags.NoUpdates)
    project = se.projects.primary
    if project is None or normalize_path(project.path) != normalize_path(copy):
        fail('CODESYS did not open a copy of %s to probe it' % to_text(path))
    return project
