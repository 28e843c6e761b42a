# Makes the requested project the primary project, reusing it when it is already open. Needs common.py.
from __future__ import print_function

import os

import scriptengine as se

OPEN_ATTEMPTS = 3
OPEN_RETRY_MS = 2000
SWITCH_SETTLE_MS = 200


def normalize_path(path):
    return os.path.normcase(os.path.abspath(path))


def ensure_project_open(path):
    target = normalize_path(path)
    primary = se.projects.primary
    if primary is not None:
        if normalize_path(primary.path) == target:
            len(primary.get_children(False))  # fails if the project object went stale
            return primary
        if primary.dirty:
            fail('CODESYS has another project open with unsaved changes (%s). Save or close it first '
                 '(codesys_save_project or codesys_close_project), then try again.' % to_text(primary.path))
        primary.close()
        pump_ui(SWITCH_SETTLE_MS)
    if not os.path.isfile(path):
        fail('There is no project file at %s' % to_text(path))
    last_error = None
    for attempt in range(OPEN_ATTEMPTS):
        try:
            # Without SilentMode: that flag loads the project without showing it in the IDE's tree.
            se.projects.open(path, update_flags=se.VersionUpdateFlags.NoUpdates)
            primary = se.projects.primary
            if primary is not None and normalize_path(primary.path) == target:
                return primary
            last_error = 'it did not become the primary project'
        except Exception as error:
            last_error = to_text(error)
        if attempt + 1 < OPEN_ATTEMPTS:
            pump_ui(OPEN_RETRY_MS)
    fail('CODESYS could not open %s: %s' % (to_text(path), last_error))
