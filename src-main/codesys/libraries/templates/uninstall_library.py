# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Uninstalls one library version from the IDE's repositories, after saying which references of the project open in
# CODESYS resolve to it now and what they resolve to without it.
from __future__ import print_function

import re

RESOLUTION = re.compile(r'^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$')


def main(params):
    manager = ide_library_manager()
    library, repository = choose_library(manager, params)
    described = describe_library(library)
    users = users_of(manager, described)
    if params.get('dry_run'):
        emit_result({'library': described, 'repository': to_text(repository.name), 'used_by': users})
        return
    manager.uninstall_library(repository, library)
    left = manager.find_library(described['display_name'])
    if left is not None and to_text(left[1].name) == to_text(repository.name):
        fail('CODESYS kept %s in the repository %s.' % (described['display_name'], to_text(repository.name)))
    emit_result({'library': described, 'repository': to_text(repository.name), 'used_by': users_of(manager, described, after=True)})


def choose_library(manager, params):
    matches = [lib for lib in manager.get_all_libraries()
               if library_title(lib).lower() == params['name'].lower() and to_text(lib.version) == params['version']
               and (not params.get('company') or to_text(lib.company).lower() == params['company'].lower())]
    if not matches:
        fail('No installed library is %s, version %s%s; nothing was uninstalled. List what is installed with '
             'codesys_list_library_repository.' % (params['name'], params['version'], ' from %s' % params['company'] if params.get('company') else ''))
    companies = sorted(set(to_text(lib.company) for lib in matches))
    if len(companies) > 1:
        fail('%s %s is installed from several companies (%s); pass company. Nothing was uninstalled.' % (params['name'], params['version'], ', '.join(companies)))
    found = manager.find_library(to_text(matches[0].displayname))
    return found[0], found[1]


def users_of(manager, described, after=False):
    """The open project's references that resolve to the library, and what each resolves to once it is gone."""
    project = se.projects.primary
    if project is None:
        return []
    application = find_application(project)
    if application is None or not getattr(application, 'has_library_manager', False):
        return []
    libman = application.get_library_manager()
    users = []
    for reference in libman.references:
        now = describe_reference(reference)
        if not after and now['resolved_to'] != described['display_name']:
            continue
        if after and now['resolved_to'] is not None and now['resolved_to'] != described['display_name']:
            continue
        users.append({'reference': now['name'], 'project': to_text(project.path), 'resolves_after': now['resolved_to'] if after else resolution_without(manager, now, described)})
    return users


def resolution_without(manager, reference, described):
    if reference['kind'] != 'placeholder':
        return None
    parsed = RESOLUTION.match(reference['options']['pinned_to'] or reference['default_resolution'] or '')
    if not parsed:
        return None
    name, version, company = parsed.groups()
    rest = [lib for lib in manager.get_all_libraries() if library_title(lib) == name and to_text(lib.company) == company
            and version in ('*', to_text(lib.version)) and to_text(lib.displayname) != described['display_name']]
    if not rest:
        return None
    return to_text(max(rest, key=lambda lib: [int(p) if p.isdigit() else 0 for p in to_text(lib.version).split('.')]).displayname)


run_command(main)
