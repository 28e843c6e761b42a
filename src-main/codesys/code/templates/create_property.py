# interlock-helpers: common ensure_project_open find_object_by_path create_object
# CODESYS creates the Get and Set accessors with the property.
from __future__ import print_function


def main(params):
    project, owner = new_object_holder(params, 'create_property', 'property', 'properties', owner=True)
    created = owner.create_property(params['name'], params['property_type'])
    report_created(project, params, created, {'accessors': [describe_object(child) for child in created.get_children(False)]})


run_command(main)
