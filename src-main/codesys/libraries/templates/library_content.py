# interlock-helpers: common ensure_project_open find_object_by_path project_model
# What installed libraries hold: their POUs, types and global constants with declarations, read by opening each
# library's file from the repository (get_file_path) as a background project that is closed again. A compiled
# library cannot be opened by scripts: it is reported as such. Read-only.
from __future__ import print_function

import os

CONTENT_KINDS = ('function_block', 'function', 'program', 'pou', 'dut', 'gvl', 'interface')


def main(params):
    manager = ide_library_manager()
    search = (params.get('search') or '').lower()
    libraries = []
    items_left = params['max_items']
    for lib in targets(manager, params):
        entry = {'library': to_text(lib.displayname), 'readable': False, 'reason': None, 'items': [], 'total': 0}
        libraries.append(entry)
        path = to_text(manager.get_file_path(lib))
        if path.lower().endswith('.compiled-library'):
            entry['reason'] = 'a compiled library: CODESYS does not let scripts open it, so its declarations cannot be read'
            continue
        try:
            matches = read_items(path, search, params['max_chars'])
        except Exception as error:
            entry['reason'] = 'CODESYS could not open its file: %s' % to_text(error)
            continue
        entry['readable'] = True
        entry['total'] = len(matches)
        entry['items'] = matches[:max(items_left, 0)]
        items_left -= len(entry['items'])
    emit_result({'libraries': libraries})


def targets(manager, params):
    installed = list(manager.get_all_libraries())
    if params.get('library'):
        wanted = params['library'].lower()
        found = [lib for lib in installed if wanted in (library_title(lib).lower(), to_text(lib.displayname).lower())
                 and (not params.get('version') or to_text(lib.version) == params['version'])]
        if not found:
            fail('No installed library is named "%s"%s; list what is installed with codesys_list_library_repository.'
                 % (params['library'], ' version %s' % params['version'] if params.get('version') else ''))
        return [max(found, key=lambda lib: version_key(to_text(lib.version)))]
    if params.get('project_path'):
        project = ensure_project_open(params['project_path'])
        names = [d['resolved_to'] for d in describe_references(library_manager_object(project)) if d['resolved_to']]
        return [manager.find_library(name)[0] for name in names if manager.find_library(name)][:params['max_libraries']]
    newest = {}
    for lib in installed:
        key = (library_title(lib), to_text(lib.company))
        if key not in newest or version_key(to_text(lib.version)) > version_key(to_text(newest[key].version)):
            newest[key] = lib
    return [newest[key] for key in sorted(newest)][:params['max_libraries']]


def read_items(path, search, max_chars):
    opened = [p for p in se.projects.all if os.path.normcase(to_text(p.path)) == os.path.normcase(path)]
    project = opened[0] if opened else se.projects.open(path, primary=False)
    try:
        items = []
        for obj in project.get_children(True):
            kind = object_kind(obj)
            name = to_text(obj.get_name())
            if kind not in CONTENT_KINDS or (search and search not in name.lower()):
                continue
            declaration = object_texts(obj)[0] or ''
            items.append({'name': name, 'kind': kind, 'summary': summary_of(declaration),
                          'declaration': declaration if len(declaration) <= max_chars else declaration[:max_chars] + '...'})
        return items
    finally:
        if not opened:
            project.close()


def summary_of(declaration):
    """The comment the library gives the object: its first comment line."""
    for line in declaration.split('\n'):
        stripped = line.strip()
        if stripped.startswith('//'):
            return stripped[2:].strip()
        if stripped.startswith('(*'):
            return stripped[2:].replace('*)', '').strip()
    return None


def version_key(version):
    return [int(part) if part.isdigit() else 0 for part in version.split('.')]


run_command(main)
