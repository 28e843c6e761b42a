# interlock-helpers: common ensure_project_open find_object_by_path create_object
from __future__ import print_function


def main(params):
    project, container = new_object_holder(params, None, 'folder', 'folders', allow_root=True)
    container.create_folder(params['name'])  # returns None; the keyword is `foldername`, `name=` is refused
    created = child_named(container, params['name'])
    if created is None:
        fail('CODESYS did not create the folder "%s" in %s' % (params['name'], object_path(container) or 'the project root'))
    commit(project, params)
    emit_result({'object': describe_object(created)})


run_command(main)
