# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# IO mappings of a device and every device below it: read them, map channels (each only while it still holds the
# variable the change was planned against), or export and import CODESYS's IO mapping CSV (through a temporary file,
# since the API takes paths; the file Interlock shows and writes is handled outside CODESYS).
from __future__ import print_function

import os
import tempfile


def mapping_rows(device):
    rows = []
    nodes = [device] + [c for c in device.get_children(True) if getattr(c, 'is_device', False)]
    for node in nodes:
        for parameter in channel_parameters(node):
            row = describe_channel(parameter)
            row['device'] = to_text(node.get_name())
            row['device_path'] = object_path(node)
            rows.append((node, parameter, row))
    return rows


def temporary_csv():
    handle, path = tempfile.mkstemp(suffix='.csv', prefix='interlock-io-')
    os.close(handle)
    return path


def main(params):
    project = ensure_project_open(params['project_path'])
    device = find_device(project, params['device_path'])
    action = params['action']
    if action == 'map':
        by_key = dict(((r['device_path'].lower(), r['name'].lower()), (p, r)) for _n, p, r in mapping_rows(device))
        planned = []
        for change in params['changes']:
            found = by_key.get((change['device_path'].lower(), change['channel'].lower()))
            if found is None:
                fail('%s has no IO channel %s. Nothing was changed.' % (change['device_path'], change['channel']))
            if found[1]['variable'] != change['before']:
                fail('The channel %s of %s is mapped to "%s" in CODESYS now, not "%s" as read. Nothing was changed; read '
                     'the mappings again.' % (change['channel'], change['device_path'], found[1]['variable'], change['before']))
            planned.append((found[0], change))
        for parameter, change in planned:
            parameter.io_mapping.variable = change['after']
        commit(project, params)
    elif action == 'export_csv':
        path = temporary_csv()
        try:
            device.export_io_mappings_as_csv(path)
            with open(path, 'rb') as handle:
                data = handle.read()
        finally:
            os.remove(path)
        emit_result({'csv': data.decode('utf-8', 'replace'), 'rows': [r for _n, _p, r in mapping_rows(device)]})
        return
    elif action == 'import_csv':
        before = [r for _n, _p, r in mapping_rows(device)]
        if [[r['device_path'], r['name'], r['variable']] for r in before] != params['expected_rows']:
            fail('The IO mappings below %s changed in CODESYS after they were read. Nothing was imported; read them again.'
                 % object_path(device))
        path = temporary_csv()
        try:
            with open(path, 'wb') as handle:
                handle.write(params['csv'].encode('utf-8'))
            device.import_io_mappings_from_csv(path)
        finally:
            os.remove(path)
        commit(project, params)
    emit_result({'csv': None, 'rows': [r for _n, _p, r in mapping_rows(device)]})


run_command(main)
