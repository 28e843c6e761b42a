# interlock-helpers: common ensure_project_open find_object_by_path project_model
# The devices below the project root (or root_path) with their identification and parameters, bounded.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    root = find_object_by_path(project, params['root_path']) if params.get('root_path') else project
    devices = []
    state = {'truncated': False}

    def visit(container, depth):
        for child in container.get_children(False):
            if len(devices) >= params['max_devices']:
                state['truncated'] = True
                return
            if getattr(child, 'is_device', False):
                devices.append(describe_device(child, depth, params['max_parameters']))
                visit(child, depth + 1)
            elif getattr(child, 'is_folder', False):
                visit(child, depth)

    if root is not project and getattr(root, 'is_device', False):
        devices.append(describe_device(root, 0, params['max_parameters']))
        visit(root, 1)
    else:
        visit(root, 0)
    emit_result({'devices': devices, 'truncated': state['truncated']})


def describe_device(device, depth, max_parameters):
    identification = None
    try:
        found = device.get_device_identification()
        identification = {'type': int(found.type), 'id': to_text(found.id), 'version': to_text(found.version)}
    except Exception:
        pass
    parameters = []
    total = 0
    for parameter in (getattr(device, 'device_parameters', None) or []):
        total += 1
        if len(parameters) >= max_parameters:
            continue
        # A structure or array (has_sub_elements) raises InvalidOperationException on `value` (scriptDoc.txt,
        # ScriptValueDataElement.value), which getattr's default does not catch: its value is null, its elements carry them.
        value = None
        if not parameter.has_sub_elements:
            try:
                value = bounded(parameter.value)
            except Exception:
                value = None
        parameters.append({
            'id': int(parameter.id),
            'name': to_text(getattr(parameter, 'visible_name', None) or parameter.name),
            'value': value,
            'unit': to_text(getattr(parameter, 'unit', '') or ''),
        })
    enabled = True
    try:
        enabled = bool(device.is_enabled())
    except Exception:
        pass
    return {'name': to_text(device.get_name()), 'path': object_path(device), 'depth': depth, 'identification': identification,
            'enabled': enabled, 'parameters': parameters, 'parameters_total': total}


run_command(main)
