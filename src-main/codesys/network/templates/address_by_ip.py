# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# The CODESYS address of the runtime at an IP address, found through a gateway (`find_address_by_ip`: blocks until
# the runtime answers or the gateway's scan timeout passes). Changes nothing.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    settings = device_settings(target_device(project, params))
    gateway = gateway_for(params['gateway'])
    if gateway is None:
        fail('There is no gateway %s in this CODESYS (gateways: %s)' % (params['gateway'], ', '.join(to_text(g.name) for g in gateways()) or 'none'))
    try:
        address = gateway.find_address_by_ip(params['ip'], params['port'])
    except Exception as error:
        fail('No runtime answered at %s, port %d, through %s (%s). Nothing was changed.'
             % (params['ip'], params['port'], to_text(gateway.name), ' '.join(to_text(error).split())))
    emit_result({'device': settings, 'gateway': to_text(gateway.name), 'address': to_text(address)})


run_command(main)
