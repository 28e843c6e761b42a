# interlock-helpers: common ensure_project_open find_object_by_path project_model devices device_network
# interlock-context: script
# Whether the project's device answers at its gateway and address (a connection, no login to the application), and
# what a scan through that gateway finds (the cached result when there is one), to tell a stale address. Changes
# nothing on the PLC or in the project.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = target_device(project, params)
    settings = device_settings(device)
    reachable = False
    error = None
    try:
        online_device, was_connected = connected_device(device, params)
        reachable = True
        if not was_connected:
            online_device.disconnect()
    except Exception as failure:
        error = ' '.join(to_text(failure).split())
    scanned = None
    gateway = gateway_for(settings['gateway_guid'] or settings['gateway']) if settings['gateway'] else None
    if gateway is not None and not settings['simulation']:
        try:
            source, targets = scan(gateway, True)
            scanned = {'name': to_text(gateway.name), 'guid': to_text(gateway.guid), 'source': source, 'error': None,
                       'targets': [describe_target(t) for t in targets[:params['limit']]], 'total': len(targets)}
        except Exception as failure:
            scanned = {'name': to_text(gateway.name), 'guid': to_text(gateway.guid), 'source': 'live',
                       'error': ' '.join(to_text(failure).split()), 'targets': [], 'total': 0}
    emit_result({'device': settings, 'reachable': reachable, 'error': error, 'scan': scanned})


run_command(main)
