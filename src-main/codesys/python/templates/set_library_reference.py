# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Changes one library reference's options (qualified-only access, optional, hidden) and, for a placeholder, what it
# resolves to, but only while the reference is still what the change was based on. Everything is checked first.
from __future__ import print_function

import re

SETTABLE = {'qualified_only': 'qualified_only', 'optional': 'optional', 'hidden': 'hide_when_referenced_as_depencency'}
RESOLUTION = re.compile(r'^\s*(.+?),\s*(\S+)\s*\((.+)\)\s*$')


def main(params):
    project = ensure_project_open(params['project_path'])
    libman = library_manager_object(project)
    reference = find_reference(libman, params['name'])
    current = describe_reference(reference)
    if current != params['expected']:
        fail('The reference %s changed in CODESYS after it was read (now %s). Nothing was changed; list the references '
             'again with codesys_list_libraries and retry.' % (params['name'], current))
    options = params.get('options') or {}
    for key in options:
        if current['options'][key] is None:
            fail('This CODESYS does not let scripts read or set the option %s of a library reference; nothing was changed.' % key)
    resolution = params.get('resolution')
    resolved_to = current['resolved_to']
    if resolution is not None:
        if current['kind'] != 'placeholder':
            fail('%s is a managed reference, which names its version itself; only a placeholder has a resolution. '
                 'Nothing was changed.' % current['name'])
        resolved_to = newest_match(resolution)
    if params.get('dry_run'):
        planned = dict(current)
        planned['options'] = dict(current['options'])
        planned['options'].update(options)
        if resolution is not None:
            planned['default_resolution'] = resolution
            planned['resolved_to'] = resolved_to
            planned['resolved'] = True
        emit_result({'reference': planned, 'references': describe_references(libman)})
        return
    if resolution is not None and resolution != current['default_resolution']:
        reference = set_resolution(libman, reference, current, resolution)
    for key, value in options.items():
        setattr(reference, SETTABLE[key], value)
    after = describe_reference(find_reference(libman, current['name']))
    wrong = [key for key, value in options.items() if after['options'][key] != value]
    if wrong or (resolution is not None and after['default_resolution'] != resolution):
        fail('CODESYS did not take the change of %s (the reference is now %s); the change was not saved: check it in '
             'the Library Manager.' % (', '.join(wrong) or 'the resolution', after))
    commit(project, params)
    emit_result({'reference': after, 'references': describe_references(libman)})


def find_reference(libman, name):
    for reference in libman.references:
        if to_text(reference.name) == name:
            return reference
    fail('The project references no library named "%s" (it references: %s). Nothing was changed.'
         % (name, ', '.join(d['name'] for d in describe_references(libman)) or 'none'))


def newest_match(resolution):
    parsed = RESOLUTION.match(resolution)
    if not parsed:
        fail('"%s" is not a resolution such as "Util, 3.5.17.0 (System)" or "Util, * (System)"; nothing was changed.' % resolution)
    name, version, company = parsed.groups()
    found = [lib for lib in ide_library_manager().get_all_libraries()
             if to_text(lib.name) == name and to_text(lib.company) == company and version in ('*', to_text(lib.version))]
    if not found:
        fail('No installed library matches %s, so the placeholder would resolve to nothing; nothing was changed. '
             'List what is installed with codesys_list_library_repository.' % resolution)
    return to_text(max(found, key=lambda lib: version_key(to_text(lib.version))).displayname)


def set_resolution(libman, reference, current, resolution):
    """Sets the placeholder's resolution; where the reference does not take it, re-adds the placeholder with it
    (add_placeholder, documented) and gives it back the options it had."""
    try:
        reference.default_resolution = resolution
        return reference
    except Exception:
        pass
    libman.remove_library(reference.name)
    libman.add_placeholder(current['placeholder'], resolution)
    readded = find_reference(libman, current['name'])
    for key, attribute in SETTABLE.items():
        if current['options'][key] is not None:
            setattr(readded, attribute, current['options'][key])
    return readded


def version_key(version):
    return [int(part) if part.isdigit() else 0 for part in version.split('.')]


run_command(main)
