# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# Enables or disables a device, or switches its simulation mode, but only while its state is still what the change
# was planned against. Changes the project only; it decides where the next login goes.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = target_device(project, params)
    before = device_settings(device)
    expected = params['expected']
    if (before['enabled'], before['simulation']) != (expected['enabled'], expected['simulation']):
        fail('The state of %s changed in CODESYS after it was read (now %s, simulation %s). Nothing was changed; read it '
             'again and retry.' % (before['path'], 'enabled' if before['enabled'] else 'disabled', 'on' if before['simulation'] else 'off'))
    action = params['action']
    if action == 'enable':
        device.enable()
    elif action == 'disable':
        device.disable()
    else:
        if not hasattr(device, 'set_simulation_mode'):
            fail('This CODESYS offers no simulation mode for %s to scripts. Nothing was changed.' % before['path'])
        device.set_simulation_mode(action == 'simulation_on')
    commit(project, params)
    emit_result({'before': before, 'device': device_settings(device)})


run_command(main)
