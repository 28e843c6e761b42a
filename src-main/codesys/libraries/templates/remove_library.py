# interlock-helpers: common ensure_project_open find_object_by_path project_model
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    libman = library_manager_object(project)
    require_references(libman, params.get('expected_references'))
    wanted = params['name'].lower()
    matches = []
    for reference in libman.references:
        described = describe_reference(reference)
        names = [described['name'], described['placeholder'] or '', described['name'].split(',')[0]]
        if wanted in [to_text(n).lower() for n in names]:
            matches.append((reference, described))
    if not matches:
        fail('The project references no library named "%s" (it references: %s). Nothing was changed.'
             % (params['name'], ', '.join(d['name'] for d in describe_references(libman)) or 'none'))
    if len(matches) > 1:
        fail('"%s" names several references (%s); pass the exact name. Nothing was changed.'
             % (params['name'], ', '.join(d['name'] for _, d in matches)))
    reference, described = matches[0]
    if params.get('dry_run'):
        emit_result({'removed': described, 'references': describe_references(libman)})
        return
    libman.remove_library(reference.name)
    if any(to_text(r.name) == described['name'] for r in libman.references):
        fail('CODESYS kept the reference %s; nothing was removed.' % described['name'])
    commit(project, params)
    emit_result({'removed': described, 'references': describe_references(libman)})


run_command(main)
