# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# Sets the gateway and address of the project's device, but only while they are still what the change was planned
# against. Changes the project only (the next login goes to the new address).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = target_device(project, params)
    before = device_settings(device)
    expected = params['expected']
    if (before['gateway'], before['address']) != (expected['gateway'], expected['address']):
        fail('The communication settings of %s changed in CODESYS after they were read (now gateway %s, address %s). '
             'Nothing was changed; read them again and retry.' % (before['path'], before['gateway'], before['address']))
    gateway = gateway_for(params['gateway'])
    if gateway is None:
        fail('There is no gateway %s in this CODESYS (gateways: %s). Nothing was changed.'
             % (params['gateway'], ', '.join(to_text(g.name) for g in gateways()) or 'none'))
    # The reference types the gateway as a ScriptGateway (scriptDoc.txt, set_gateway_and_address); a name is refused.
    device.set_gateway_and_address(gateway, params['address'])
    commit(project, params)
    emit_result({'before': before, 'device': device_settings(device)})


run_command(main)
