# interlock-helpers: common
# Before CODESYS is shut down: never discard unsaved work unless asked to.
from __future__ import print_function

import scriptengine as se


def main(params):
    open_projects = [p for p in se.projects.all if not getattr(p, 'library', False)]
    unsaved = [p for p in open_projects if p.dirty]
    if unsaved and params['unsaved'] == 'refuse':
        fail('Unsaved changes in %s. Save them (codesys_save_project) or shut down with unsaved_changes "save" or '
             '"discard".' % ', '.join(to_text(p.path) for p in unsaved))
    saved = []
    for project in unsaved:
        if params['unsaved'] == 'save':
            project.save()
            saved.append(to_text(project.path))
    for project in open_projects:
        project.close()
    emit_result({'closed': [to_text(p.path) for p in open_projects], 'saved': saved,
                 'discarded': [to_text(p.path) for p in unsaved] if params['unsaved'] == 'discard' else []})


run_command(main)
