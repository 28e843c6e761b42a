# interlock-helpers: common ensure_project_open find_object_by_path external_files
# Adds a file as an external file object (embedded, linked, or both) to the application, a folder or the project.
from __future__ import print_function

import scriptengine as se

REFERENCE_MODES = {'link': 'Link', 'link_and_embed': 'LinkAndEmbed', 'embed': 'Embed'}
AUTO_UPDATE_MODES = {'never': 'Never', 'prompt': 'Prompt', 'always': 'Always'}


def main(params):
    project = ensure_project_open(params['project_path'])
    parent = parent_holding(project, params.get('parent_path'), 'create_external_file_object', 'an external file',
                            'the application, a folder or "/" for the project')
    name = params['name']
    refuse_existing(parent, name)
    reference = getattr(se.ExternalFileReferenceMode, REFERENCE_MODES[params['reference_mode']])
    update = getattr(se.ExternalFileAutoUpdateMode, AUTO_UPDATE_MODES[params['auto_update_mode']])
    created = parent.create_external_file_object(params['file_path'], reference, update, name)
    commit(project, params)
    emit_result(describe_external_file(created))


run_command(main)
