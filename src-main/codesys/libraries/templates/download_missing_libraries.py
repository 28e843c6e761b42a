# interlock-helpers: common ensure_project_open find_object_by_path project_model
# The references that resolve to nothing, and (not a dry run) CODESYS's own "download missing libraries": it
# installs from the CODESYS Store what the Store has; what it lacks stays missing and is reported so.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    libman = library_manager_object(project)
    missing = [described for described in describe_references(libman) if not described['resolved']]
    if params.get('dry_run'):
        emit_result({'missing': missing, 'installed': [], 'still_missing': missing})
        return
    if not hasattr(libman, 'download_missing_libraries'):
        fail('This CODESYS offers no download_missing_libraries to scripts (it came with SP20); install the libraries '
             'from their files with codesys_install_library. Nothing was installed.')
    libman.download_missing_libraries()
    after = dict((described['name'], described) for described in describe_references(libman))
    installed = [after[m['name']] for m in missing if after.get(m['name']) and after[m['name']]['resolved']]
    still = [after.get(m['name'], m) for m in missing if not (after.get(m['name']) and after[m['name']]['resolved'])]
    emit_result({'missing': missing, 'installed': installed, 'still_missing': still})


run_command(main)
