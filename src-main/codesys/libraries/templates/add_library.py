# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Adds a library reference that resolves to an installed library, or nothing: a name the repositories do not hold is
# refused before anything is added, and a reference that does not resolve after adding is removed again, so the
# project never keeps an unresolvable placeholder (which breaks its next open).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    libman = library_manager_object(project)
    require_references(libman, params.get('expected_references'))
    library = choose_library(params)
    described = describe_library(library)
    for reference in describe_references(libman):
        resolved_name = (reference['resolved_to'] or '').split(',')[0]
        if reference['placeholder'] == described['placeholder'] or resolved_name == described['name']:
            fail('The project already references %s (%s); nothing was changed.' % (described['name'], reference['name']))
    if params.get('dry_run'):
        emit_result({'added': planned_reference(params, described), 'library': described, 'references': describe_references(libman)})
        return
    before = [to_text(reference.name) for reference in libman.references]
    if params['mode'] == 'managed':
        libman.add_library(library)
    else:
        # The reference types the default resolution as a ManagedLib (scriptDoc.txt, add_placeholder); a str is refused.
        libman.add_placeholder(described['placeholder'], library)
    added = [reference for reference in libman.references if to_text(reference.name) not in before]
    if len(added) != 1 or not describe_reference(added[0])['resolved']:
        for reference in added:
            libman.remove_library(reference.name)
        fail('CODESYS could not resolve the new reference to %s; it was removed again and nothing was changed.' % described['display_name'])
    commit(project, params)
    emit_result({'added': describe_reference(added[0]), 'library': described, 'references': describe_references(libman)})


def planned_reference(params, described):
    if params['mode'] == 'managed':
        return {'name': described['display_name'], 'kind': 'managed', 'placeholder': None, 'default_resolution': None,
                'resolved_to': described['display_name'], 'resolved': True}
    return {'name': '#' + described['placeholder'], 'kind': 'placeholder', 'placeholder': described['placeholder'],
            'default_resolution': described['display_name'], 'resolved_to': described['display_name'], 'resolved': True}


def choose_library(params):
    name = params['name']
    installed = [lib for lib in ide_library_manager().get_all_libraries()]
    matches = [lib for lib in installed if library_title(lib).lower() == name.lower()]
    if params.get('company'):
        matches = [lib for lib in matches if to_text(lib.company).lower() == params['company'].lower()]
    if params.get('version'):
        matches = [lib for lib in matches if to_text(lib.version) == params['version']]
    if not matches:
        near = sorted(set(to_text(lib.displayname) for lib in installed if name.lower()[:3] in to_text(lib.displayname).lower()))
        fail('No installed library is named "%s"%s%s, so nothing was added (an unresolvable reference would break the '
             'project). %s Install it with the Library Repository first, or list what is installed with '
             'codesys_list_library_repository.' % (
                 name, ' version %s' % params['version'] if params.get('version') else '',
                 ' from %s' % params['company'] if params.get('company') else '',
                 ('Installed libraries with similar names: %s.' % ', '.join(near[:10])) if near else ''))
    companies = sorted(set(to_text(lib.company) for lib in matches))
    if len(companies) > 1:
        fail('"%s" is installed from several companies (%s); pass company. Nothing was added.' % (name, ', '.join(companies)))
    return max(matches, key=lambda lib: version_key(to_text(lib.version)))


def version_key(version):
    return [int(part) if part.isdigit() else 0 for part in version.split('.')]


run_command(main)
