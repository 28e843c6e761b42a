# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# Changes the device tree: add or insert a device below a device, plug one into an empty slot, unplug one from its
# slot, update a device to another description (type, id, version), or remove one (to revert an addition). Only
# while the devices around the change are still the ones it was planned against; CODESYS's own refusals (a slot that
# does not take the type, an unknown description) change nothing.
from __future__ import print_function


def device_children(obj):
    return [to_text(c.get_name()) for c in obj.get_children(False) if getattr(c, 'is_device', False)]


def main(params):
    project = ensure_project_open(params['project_path'])
    action = params['action']
    target = find_device(project, params['device_path'])
    container = target if action in ('add', 'insert') else target.parent
    before = device_children(container)
    if before != list(params['expected_children']):
        fail('The devices below %s changed in CODESYS after they were read (now: %s). Nothing was changed; read the '
             'device tree again.' % (object_path(container), ', '.join(before) or 'none'))
    ident = params.get('device') or {}
    previous = identification_of(target)
    try:
        if action == 'add':
            changed = target.add(params['name'], ident['type'], ident['id'], ident['version'])
        elif action == 'insert':
            changed = target.insert(params['name'], params['index'], ident['type'], ident['id'], ident['version'])
        elif action == 'plug':
            changed = target.plug(params['name'], ident['type'], ident['id'], ident['version'])
        elif action == 'unplug':
            target.unplug()
            changed = target
        elif action == 'remove':
            target.remove()
            changed = container
        else:
            target.update(ident['type'], ident['id'], ident['version'])
            changed = target
    except Exception as error:
        fail('CODESYS refused to %s %s: %s. Nothing was changed.' % (action, params.get('name') or object_path(target), to_text(error)))
    if changed is None:
        changed = find_device(project, object_path(container) + '/' + params['name'])
    commit(project, params)
    emit_result({'device': describe_device_full(changed), 'previous': previous, 'children_before': before,
                 'children_after': device_children(container), 'container': object_path(container)})


run_command(main)
