# interlock-helpers: common ensure_project_open find_object_by_path project_model
# The libraries installed in the IDE's repositories, filtered by name (no project needed).
from __future__ import print_function


def main(params):
    search = (params.get('search') or '').lower()
    limit = params['limit']
    found = []
    for lib in ide_library_manager().get_all_libraries():
        described = describe_library(lib)
        if search and search not in described['display_name'].lower() and search not in described['placeholder'].lower():
            continue
        found.append(described)
    found.sort(key=lambda lib: (lib['name'].lower(), lib['company'].lower(), version_key(lib['version'])))
    emit_result({'libraries': found[:limit], 'total': len(found)})


def version_key(version):
    return [int(part) if part.isdigit() else 0 for part in version.split('.')]


run_command(main)
