# interlock-helpers: common ensure_project_open
from __future__ import print_function

import scriptengine as se


def main(params):
    target = normalize_path(params['project_path'])
    for project in se.projects.all:
        if normalize_path(project.path) != target:
            continue
        had_changes = bool(project.dirty)
        if had_changes:
            if params['unsaved'] == 'save':
                project.save()
            elif params['unsaved'] != 'discard':
                fail('%s has unsaved changes. Save it first (codesys_save_project) or close it with '
                     'unsaved_changes "save" or "discard".' % to_text(project.path))
        project.close()
        emit_result({'was_open': True, 'had_unsaved_changes': had_changes, 'saved': had_changes and params['unsaved'] == 'save'})
        return
    emit_result({'was_open': False, 'had_unsaved_changes': False, 'saved': False})


run_command(main)
