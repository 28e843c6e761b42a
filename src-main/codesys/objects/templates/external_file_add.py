# interlock-helpers: common ensure_project_open find_object_by_path external_files
# Adds a file as an external file object (embedded, linked, or both) to the application, a folder or the project.
# ScriptExternalFileObjectContainer.create_external_file_object(file_path, name, reference_mode, auto_update_mode)
# takes the name second; the enums are ReferenceMode and AutoUpdateMode (scriptDoc.txt; ran live on SP21 by the peer
# Limhslog/Codesys-MCP-SP21-plus-ch, positionally in this order).
from __future__ import print_function

REFERENCE_MODES = {'link': 'Link', 'link_and_embed': 'LinkAndEmbed', 'embed': 'Embed'}
AUTO_UPDATE_MODES = {'never': 'Never', 'prompt': 'Prompt', 'always': 'Always'}


def main(params):
    project = ensure_project_open(params['project_path'])
    parent = parent_holding(project, params.get('parent_path'), 'create_external_file_object', 'an external file',
                            'the application, a folder or "/" for the project')
    name = params['name']
    refuse_existing(parent, name)
    reference = getattr(external_file_enum('ReferenceMode'), REFERENCE_MODES[params['reference_mode']])
    update = getattr(external_file_enum('AutoUpdateMode'), AUTO_UPDATE_MODES[params['auto_update_mode']])
    created = parent.create_external_file_object(params['file_path'], name, reference, update)
    commit(project, params)
    emit_result(describe_external_file(created))


run_command(main)
