# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# The device descriptions installed in the IDE's device repository, filtered by part of the name or vendor.
from __future__ import print_function


def main(params):
    repository = device_repository_object()
    search = (params.get('search') or '').lower()
    found = []
    # get_all_devices(name, source) is the one documented form of five overloads (scriptDoc.txt:8526): every name
    # contains '', and source None searches every repository source.
    for info in repository.get_all_devices(name='', source=None):
        described = describe_installed(info)
        text = ' '.join([described['name'], described['vendor'], described['description'], described['id']]).lower()
        if search and search not in text:
            continue
        if params.get('type') is not None and described['type'] != params['type']:
            continue
        found.append(described)
    found.sort(key=lambda d: (d['name'].lower(), d['type'], d['id'], d['version']))
    emit_result({'devices': found[:params['limit']], 'total': len(found)})


run_command(main)
