# interlock-helpers: common ensure_project_open find_object_by_path
# CODESYS creates the Get and Set accessors with the property.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    owner = find_object_by_path(project, params['parent_path'], 'POU')
    if not hasattr(owner, 'create_property'):
        fail('%s is a %s; properties belong to function blocks, programs and interfaces' % (object_path(owner), object_kind(owner)))
    refuse_existing(owner, params['name'])
    created = owner.create_property(params['name'], params['property_type'])
    commit(project, params)
    result = object_result(created)
    result['accessors'] = [describe_object(child) for child in created.get_children(False)]
    emit_result(result)


run_command(main)
