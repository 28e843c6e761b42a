# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Installs a library file into one of the IDE's repositories (machine-wide, not part of any project). The dry run
# reads name, company and version from the file by installing it into a temporary repository that is removed again.
from __future__ import print_function

import os


def main(params):
    manager = ide_library_manager()
    repository = choose_repository(manager, params.get('repository'))
    info = read_library_file(manager, params['file_path'], params['probe_folder'])
    found = manager.find_library(info['display_name'])
    replaces = bool(found) and to_text(found[1].name) == to_text(repository.name)
    others = sorted(set(to_text(lib.displayname) for lib in manager.get_all_libraries()
                        if library_title(lib) == info['name'] and to_text(lib.company) == info['company'] and to_text(lib.displayname) != info['display_name']))
    if replaces and not params['overwrite']:
        fail('%s is already installed in the repository %s; nothing was installed. Pass overwrite to replace it.'
             % (info['display_name'], to_text(repository.name)))
    if params.get('dry_run'):
        emit_result({'library': info, 'repository': to_text(repository.name), 'replaces': replaces, 'other_versions': others})
        return
    manager.install_library(params['file_path'], repository, params['overwrite'])
    found = manager.find_library(info['display_name'])
    if not found or to_text(found[1].name) != to_text(repository.name):
        fail('CODESYS did not install %s into the repository %s.' % (info['display_name'], to_text(repository.name)))
    emit_result({'library': describe_library(found[0]), 'repository': to_text(repository.name), 'replaces': replaces, 'other_versions': others})


def choose_repository(manager, name):
    repositories = list(manager.repositories)
    if not name:
        return repositories[0]
    for repository in repositories:
        if to_text(repository.name).lower() == name.lower():
            return repository
    fail('The IDE has no library repository named "%s" (it has: %s); nothing was installed.'
         % (name, ', '.join(to_text(r.name) for r in repositories)))


def read_library_file(manager, path, probe_folder):
    """A library's name, company and version as CODESYS reads them, from a repository of its own."""
    if not os.path.isdir(probe_folder):
        os.makedirs(probe_folder)
    probe = manager.insert_repository(probe_folder, 'Interlock probe %d' % os.getpid(), -1)
    try:
        try:
            return describe_library(manager.install_library(path, probe, False))
        except Exception as error:
            fail('CODESYS cannot install %s: %s. Nothing was installed.' % (os.path.basename(path), to_text(error)))
    finally:
        manager.remove_repository(probe, True)


run_command(main)
