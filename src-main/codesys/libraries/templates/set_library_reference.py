# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Changes one library reference's options (qualified-only access, optional, hidden) and, for a placeholder, its pin
# (the Placeholders dialog's redirection to a fixed version), but only while the reference is still what the change
# was based on. Everything is checked before anything changes.
from __future__ import print_function

import re

SETTABLE = ('qualified_only', 'optional', 'hidden')
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
    pin = params.get('pin')
    planned = dict(current)
    planned['options'] = dict(current['options'])
    planned['options'].update(options)
    if pin is not None:
        if current['kind'] != 'placeholder':
            fail('%s is a managed reference, which names its version itself; only a placeholder can be pinned. '
                 'Nothing was changed.' % current['name'])
        if not hasattr(reference, 'set_redirection'):
            fail('This CODESYS does not let scripts pin a placeholder (set_redirection); nothing was changed.')
        planned['options']['pinned_to'] = pin or None
        planned['resolved_to'] = newest_match(pin or current['default_resolution'] or '')
        planned['resolved'] = planned['resolved_to'] is not None
    if params.get('dry_run'):
        emit_result({'reference': planned, 'references': describe_references(libman)})
        return
    if pin is not None:
        reference.set_redirection(pin)
    for key in SETTABLE:
        if key in options:
            set_option(reference, key, options[key])
    after = describe_reference(find_reference(libman, current['name']))
    if after['options'] != planned['options']:
        fail('CODESYS did not take the change (the reference is now %s); the change was not saved: check it in the '
             'Library Manager.' % after)
    commit(project, params)
    emit_result({'reference': after, 'references': describe_references(libman)})


def find_reference(libman, name):
    for reference in libman.references:
        if to_text(reference.name) == name:
            return reference
    fail('The project references no library named "%s" (it references: %s). Nothing was changed.'
         % (name, ', '.join(d['name'] for d in describe_references(libman)) or 'none'))


def newest_match(resolution):
    """What a resolution resolves to now (newest for "*"); a pin must name an installed library."""
    parsed = RESOLUTION.match(resolution)
    if not parsed:
        fail('"%s" is not a resolution such as "Util, 3.5.17.0 (System)"; nothing was changed.' % resolution)
    name, version, company = parsed.groups()
    found = [lib for lib in ide_library_manager().get_all_libraries()
             if library_title(lib) == name and to_text(lib.company) == company and version in ('*', to_text(lib.version))]
    if not found:
        fail('No installed library matches %s, so the placeholder would resolve to nothing; nothing was changed. '
             'List what is installed with codesys_list_library_repository.' % resolution)
    return to_text(max(found, key=lambda lib: version_key(to_text(lib.version))).displayname)


def version_key(version):
    return [int(part) if part.isdigit() else 0 for part in version.split('.')]


run_command(main)
