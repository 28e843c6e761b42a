# interlock-helpers: common ensure_project_open doctor_project find_object_by_path
# interlock-context: script
# The online half of `interlock doctor codesys`: whether this command got a running script (and by which route),
# the online objects' members, and whether the application is logged in now. Read-only: it creates the online
# application and device objects (which connects and logs in to nothing) and reads is_logged_in, and when an
# application is logged in already, its run state and forced expressions; it never logs in, connects, downloads or
# writes.
from __future__ import print_function

import scriptengine as se


def read_probe(online_application):
    """Reads that change nothing on the PLC (run state, forced expressions): None when they work, else the error."""
    try:
        to_text(online_application.application_state)
        [to_text(expression) for expression in online_application.get_forced_expressions()]
        return None
    except Exception as error:
        return u' '.join(to_text(error).split()) or u'the read failed'


def main(params):
    route = globals().get('INTERLOCK_SCRIPT_ROUTE') or 'headless'
    result = {'route': route, 'route_note': globals().get('INTERLOCK_ROUTE_NOTE'), 'context': None, 'context_error': None,
              'logged_in': None, 'reads': None, 'probes': []}
    project = doctor_project(params)
    application = find_application(project) if project is not None else None
    owners = {}
    if application is None:
        why = u'no project with an application is open in CODESYS'
        owners = {'online_application': (None, why), 'online_device': (None, why)}
    else:
        try:
            online_application = se.online.create_online_application(application)
            at_command_end(online_application.Dispose)
            result['context'] = True
            owners['online_application'] = (online_application, None)
            try:
                result['logged_in'] = bool(online_application.is_logged_in)
            except Exception as error:
                result['context_error'] = u'is_logged_in: %s' % to_text(error)
            if result['logged_in']:
                result['reads'] = read_probe(online_application)
        except Exception as error:
            text = u' '.join(to_text(error).split())
            result['context'] = False if 'Stack empty' in text else None
            result['context_error'] = text
            owners['online_application'] = (None, u'create_online_application failed: %s' % text)
        try:
            online_device = se.online.create_online_device()
            at_command_end(online_device.Dispose)
            owners['online_device'] = (online_device, None)
        except Exception as error:
            owners['online_device'] = (None, u'create_online_device failed: %s' % u' '.join(to_text(error).split()))
    for probe in params['probes']:
        owner, why = owners.get(probe['owner'], (None, u'this probe cannot reach %s' % probe['owner']))
        if owner is None:
            result['probes'].append({'id': probe['id'], 'status': 'not_probed', 'detail': why})
            continue
        try:
            getattr(owner, probe['member'])
            result['probes'].append({'id': probe['id'], 'status': 'present', 'detail': None})
        except AttributeError:
            result['probes'].append({'id': probe['id'], 'status': 'missing', 'detail': u'no %s' % probe['member']})
        except Exception as error:
            result['probes'].append({'id': probe['id'], 'status': 'present', 'detail': u'reading it raised: %s' % to_text(error)})
    emit_result(result)


run_command(main)
