# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# Removes one device description from the IDE's device repository (machine-wide), after saying which devices of the
# project open in CODESYS use it. Descriptions only an internal repository source holds (the installation's own) are
# refused: removing them would break CODESYS itself. remove_device(device_id, source) names the source it removes from.
from __future__ import print_function


def main(params):
    repository = device_repository_object()
    wanted = repository.create_device_identification(params['type'], params['id'], params['version'])
    info = repository.get_device(wanted)
    if info is None:
        fail('No device description with type %d, id %s, version %s is installed; nothing was removed. List what is '
             'installed with codesys_list_device_repository.' % (params['type'], params['id'], params['version']))
    described = describe_installed(info)
    # Only from a source a person installs into: an internal source is the installation's own (ScriptRepositorySource.
    # is_internal), and removing from it would break CODESYS itself.
    holders = sources_holding(repository, info)
    removable = [source for source in holders if not source.is_internal]
    if not removable:
        fail('%s %s comes with the CODESYS installation (source %s), not from a description file installed into a '
             'repository source of yours; nothing was removed.'
             % (described['name'], described['version'], ', '.join(to_text(source.name) for source in holders) or 'unknown'))
    users = users_of(described)
    if params.get('dry_run'):
        emit_result({'description': described, 'used_by': users})
        return
    try:
        repository.remove_device(wanted, removable[0])
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
