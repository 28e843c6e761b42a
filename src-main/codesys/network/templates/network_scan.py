# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# Scans the network through the gateway the project's device names (or every gateway) and lists what answers,
# with the device's own communication settings. Changes nothing.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = target_device(project, params)
    settings = device_settings(device)
    chosen = gateway_for(settings['gateway_guid'] or settings['gateway']) if settings['gateway'] else None
    scanned = []
    for gateway in ([chosen] if chosen is not None else gateways()):
        try:
            source, targets = scan(gateway, params.get('use_cache'))
            scanned.append({'name': to_text(gateway.name), 'guid': to_text(gateway.guid), 'source': source, 'error': None,
                            'targets': [describe_target(t) for t in targets[:params['limit']]], 'total': len(targets)})
        except Exception as error:
            scanned.append({'name': to_text(gateway.name), 'guid': to_text(gateway.guid), 'source': 'live',
                            'error': ' '.join(to_text(error).split()), 'targets': [], 'total': 0})
    emit_result({'device': settings, 'gateways': scanned})


run_command(main)
