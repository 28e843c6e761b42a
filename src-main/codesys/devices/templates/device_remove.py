# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# Removes one device description from the IDE's device repository (machine-wide), after saying which devices of the
# project open in CODESYS use it. Descriptions listed under another source than the one import_device installs into
# (the installation's own) are refused: removing them would break CODESYS itself.
from __future__ import print_function


def main(params):
    repository = device_repository_object()
    wanted = repository.create_device_identification(params['type'], params['id'], params['version'])
    info = repository.get_device(wanted)
    if info is None:
        fail('No device description with type %d, id %s, version %s is installed; nothing was removed. List what is '
             'installed with codesys_list_device_repository.' % (params['type'], params['id'], params['version']))
    described = describe_installed(info)
    sources = list(getattr(repository, 'sources', None) or [])
    source = getattr(info, 'source', None)
    if sources and source is not None and to_text(source.name) != to_text(sources[0].name):
        fail('%s %s comes with the CODESYS installation (source %s), not from a description file installed into %s; '
             'nothing was removed.' % (described['name'], described['version'], to_text(source.name), to_text(sources[0].name)))
    users = users_of(described)
    if params.get('dry_run'):
        emit_result({'description': described, 'used_by': users})
        return
    try:
        repository.remove_device(wanted)
    except Exception as error:
        fail('CODESYS did not remove the device description: %s. The device repository is unchanged.' % to_text(error))
    if repository.get_device(wanted) is not None:
        fail('CODESYS reported no error, but %s %s is still installed.' % (described['name'], described['version']))
    emit_result({'description': described, 'used_by': users})


def users_of(described):
    """The devices of the project open in CODESYS whose identification is the description's."""
    project = se.projects.primary
    if project is None:
        return {'project': None, 'devices': []}
    users = []

    def visit(container):
        for child in container.get_children(False):
            if getattr(child, 'is_device', False):
                found = identification_of(child)
                if found is not None and found['type'] == described['type'] and found['id'] == described['id'] and found['version'] == described['version']:
                    users.append(object_path(child))
                visit(child)
            elif getattr(child, 'is_folder', False):
                visit(child)

    visit(project)
    return {'project': to_text(project.path), 'devices': users}


run_command(main)
