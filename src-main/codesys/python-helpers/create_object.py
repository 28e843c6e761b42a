# What every create template does around the one call that creates the object. Needs common.py,
# ensure_project_open.py and find_object_by_path.py.
from __future__ import print_function


def new_object_holder(params, factory, kind, kinds, owner=False, allow_root=False):
    """Opens the project and returns (project, holder) for a new object named params['name'].

    The holder is the object at params['parent_path'] (for a method or property, the POU that owns it: `owner`), or
    else the application (or, with allow_root, the project root). It must offer `factory` (create_pou, create_dut,
    ...) and must not hold an object of that name yet. `kind` and `kinds` name the new object in messages.
    """
    project = ensure_project_open(params['project_path'])
    if owner:
        holder = find_object_by_path(project, params['parent_path'], 'POU')
        if factory and not hasattr(holder, factory):
            fail('%s is a %s; %s belong to programs, function blocks and interfaces' % (object_path(holder), object_kind(holder), kinds))
    else:
        holder = find_container(project, params.get('parent_path'), kind, allow_root=allow_root)
        if factory and not hasattr(holder, factory):
            fail('%s cannot hold %s; use the application or a folder below it' % (object_path(holder) or 'The project root', kinds))
    refuse_existing(holder, params['name'])
    return project, holder


def report_created(project, params, created, extra=None):
    """Keeps the change (headless: saves it) and reports the new object with the text CODESYS gave it."""
    commit(project, params)
    result = object_result(created)
    if extra:
        result.update(extra)
    emit_result(result)
