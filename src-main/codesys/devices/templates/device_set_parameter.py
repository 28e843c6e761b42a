# interlock-helpers: common ensure_project_open find_object_by_path project_model devices
# Writes one device parameter (or one sub-element of a compound parameter), only while it still holds the value the
# change was planned against; reads it back (the IDE may replace a value it does not take, e.g. an EtherCAT slave's DC
# cycle follows the master's).
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    device = find_device(project, params['device_path'])
    parameter = None
    for candidate in setting_parameters(device):
        if int(candidate.id) == params['parameter_id']:
            parameter = candidate
    if parameter is None:
        fail('%s has no parameter with id %d. Nothing was changed.' % (object_path(device), params['parameter_id']))
    index = params.get('element_index')
    if index is not None:
        elements = list(parameter) if getattr(parameter, 'has_sub_elements', False) else []
        if not 0 <= index < len(elements):
            fail('The parameter %s of %s has no sub-element %d (it has %d). Nothing was changed.'
                 % (to_text(parameter.name), object_path(device), index, len(elements)))
        # A sub-element is a ScriptDataElement: no id, name or access rights of its own (its parameter's apply).
        writable = describe_parameter(parameter)['writable']
        parameter = elements[index]

    def describe():
        return describe_parameter(parameter) if index is None else describe_parameter(parameter, index, writable)

    before = describe()
    if before['value'] != params['expected_value']:
        fail('The parameter %s of %s is %s in CODESYS now, not %s as read. Nothing was changed; read the device again.'
             % (before['visible_name'], object_path(device), before['value'], params['expected_value']))
    if not before['writable']:
        fail('The parameter %s of %s is read-only. Nothing was changed.' % (before['visible_name'], object_path(device)))
    parameter.value = params['value']
    after = describe()
    if after['value'] != params['value']:
        fail('CODESYS did not take %s for %s of %s (it now holds %s); the project was not saved: check the device in CODESYS.'
             % (params['value'], before['visible_name'], object_path(device), after['value']))
    commit(project, params)
    emit_result({'before': before, 'after': after, 'device': describe_device_full(device)})


run_command(main)
