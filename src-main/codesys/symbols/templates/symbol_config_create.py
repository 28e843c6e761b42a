# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# Adds the symbol configuration to an application that has none (application.create_symbol_config).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    application = symbol_application(project, params.get('application_path'))
    existing = find_symbol_config(application)
    if existing is not None:
        fail('The application %s already has a symbol configuration (%s); nothing was changed.'
             % (object_path(application), object_path(existing)))
    if not hasattr(application, 'create_symbol_config'):
        fail('This CODESYS cannot create a symbol configuration from a script (needs V3.5.10.0 or newer); nothing was changed.')
    layout = make_guid(LAYOUTS[params['layout_calculator']])
    application.create_symbol_config(bool(params['export_comments_to_xml']), bool(params['support_opc_ua']), layout)
    commit(project, params)
    emit_result(symbol_state(application))


run_command(main)
